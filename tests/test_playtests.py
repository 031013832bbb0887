"""Playtest sessions for real: a table server process over a real SQLite file, people who name themselves and answer the
survey over websockets, the server killed with SIGKILL and restarted; what the designer reads back (`playtests`,
`playtest_games`, `answers`, `players`, `merge_players`) and the session file that carries it all."""
from __future__ import annotations
import json, signal

import pytest

import games_lib
from test_tables import Server, recv, until

pytestmark = [pytest.mark.timeout(300), pytest.mark.filterwarnings('ignore:connect.. must be used as a context manager')]


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path/'tables.db').start()
    yield s
    s.stop()


def play_to_the_end(server, t, names=('Zoé', None)) -> list:
    "Both seats of table `t` named (or not) and played to the end over their websockets, each taking the first move offered; the sockets"
    socks = [server.ws(t['table'], s['key']) for s in t['seats']]
    state = recv(socks[0])
    recv(socks[1])
    for p, name in enumerate(names):
        if name:
            socks[p].send(json.dumps({'type': 'player', 'id': f'device-of-seat-{p + 1}', 'name': name}))
            until(socks[p], lambda f: f['type'] == 'state' and f.get('player') == name)
    states = [state, state]
    while not states[0]['outcome']:
        p = states[0]['to_move']
        socks[p].send(json.dumps({'type': 'move', 'seq': states[p]['seq'], 'move': states[p]['legal'][0]}))
        seq = states[p]['seq']
        states = [until(w, lambda f: f['type'] == 'state' and f['seq'] > seq) for w in socks]     # every seat sees the move
    return socks


def test_answers_survive_a_sigkill_and_come_back_with_the_players(tmp_path):
    server = Server(tmp_path/'tables.db').start()
    try:
        _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 3, 'options': {'first_player': 0}})
        socks = play_to_the_end(server, t)
        said = {'fun': 4, 'clarity': 2, 'confused': 'chromino.pass.must_draw', 'comment': 'Piocher, encore ?'}
        socks[0].send(json.dumps({'type': 'answers', 'answers': said}))
        acked = until(socks[0], lambda f: f['type'] == 'state' and f.get('survey', {}).get('answers'))
        assert acked['survey']['answers'] == said and acked['survey']['round'] == 1
        friend = server.ws(t['table'], t['seats'][1]['key'])
        other = recv(friend)
        friend.close()
        assert other['survey']['answers'] == {} and 'Piocher' not in json.dumps(other)     # a seat never sees another's answers
        server.stop(signal.SIGKILL)                                                       # acknowledged: it is in the file
        for w in socks: w.close()
        server.start()
        again = server.ws(t['table'], t['seats'][0]['key'])
        back = recv(again)
        assert back['survey']['answers'] == said and back['player'] == 'Zoé'
        again.close()
    finally:
        server.stop()
    answers = games_lib.answers(server.db)
    assert answers[['round', 'seat', 'player', 'question', 'value']].values.tolist() == [[1, 0, 'Zoé', q, v] for q, v in said.items()]
    tries, games = games_lib.playtests(server.db), games_lib.playtest_games(server.db)
    assert set(tries.loc[tries.seat == 0, 'player']) == {'Zoé'} and set(tries.loc[tries.seat == 1, 'player']) == {None}
    assert games.player_names[0] == ['Zoé', None] and games.player_ids[0] == ['device-of-seat-1', None]


def test_a_watcher_cannot_answer_and_bad_answers_and_names_are_refused_in_words(server):
    _, t = server.post({'game': 'chromino', 'players': 2, 'seed': 5, 'options': {'first_player': 0},
                        'survey': ['fun', {'id': 'again', 'kind': 'choice', 'en': 'Play again?', 'fr': 'Rejouer ?',
                                           'choices': [{'id': 'yes', 'en': 'Yes', 'fr': 'Oui'}, {'id': 'no', 'en': 'No', 'fr': 'Non'}]}]})
    early = server.ws(t['table'], t['seats'][0]['key'])
    recv(early)
    early.send(json.dumps({'type': 'answers', 'answers': {'fun': 3}}))
    assert until(early, lambda f: f['type'] == 'error')['rule'] == 'survey.not_over'
    early.send(json.dumps({'type': 'player', 'id': 'dev-1', 'name': 'Zoé'}))       # an id too short
    assert 'a player\'s id is 8 to 64' in until(early, lambda f: f['type'] == 'error')['message']['en']
    early.close()
    socks = play_to_the_end(server, t, names=(None, None))
    socks[1].send(json.dumps({'type': 'answers', 'answers': {'again': 'maybe'}}))
    no = until(socks[1], lambda f: f['type'] == 'error')
    assert (no['rule'], no['message']['fr']) == ('survey.choice', "La réponse à « Rejouer ? » est l'un de ses choix.")
    socks[1].send(json.dumps({'type': 'answers', 'answers': {'again': 'yes'}}))
    assert until(socks[1], lambda f: f.get('survey', {}).get('answers'))['survey']['answers'] == {'again': 'yes'}
    watch = server.ws(t['table'], t['watch']['key'])
    assert 'survey' not in recv(watch)
    watch.send(json.dumps({'type': 'answers', 'answers': {'fun': 1}}))
    assert until(watch, lambda f: f['type'] == 'error')['rule'] == 'tables.watching'
    status, body = server.post({'game': 'chromino', 'survey': [{'id': 'x', 'kind': 'stars', 'en': 'X?', 'fr': 'X ?'}]})
    assert status == 400 and body['error'] == "This table cannot be created: question 'x': kind must be one of scale, choice, rule, text, moment, not 'stars'."
    for w in (*socks, watch): w.close()
    assert games_lib.answers(server.db).value.tolist() == ['yes']


def test_a_designer_sets_the_questions_from_python(server):
    from games_lib.tables import TableServerError, create
    from games_lib.tables.store import Store
    mine = ['fun', {'id': 'memory', 'kind': 'scale', 'low': 1, 'high': 3, 'en': 'Was it hard to remember?', 'fr': 'Était-ce dur de se souvenir ?'}]
    t = create('kids', 2, seats=['human', 'human'], seed=4, survey=mine, url=server.base)
    st = Store(server.db)
    try: kept = st.questions(t['table'])
    finally: st.close()
    assert [q['id'] for q in kept] == ['fun', 'memory'] and kept[1]['high'] == 3
    with pytest.raises(TableServerError, match='a survey is a list of 1 to 12 questions'):
        create('kids', 2, survey='fun', url=server.base)
