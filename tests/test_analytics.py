"""Playtest analytics: the same seed gives the same table on every backend (this process, a process pool,
a real Dask LocalCluster); metrics on hand-made results with known answers; compare on a known difference;
bad input in words; an interrupted run keeps its finished games; the CLI's simulate -> report round trip."""
from __future__ import annotations
import json, math, re, subprocess, sys, warnings
from pathlib import Path

import pandas as pd
import pytest

import games_lib
from games_lib import analytics as A
from games_lib.analytics import (compare, lead_metrics, load_results, metrics, notes, report, results_frame, save_records,
                                 save_results, seat_table, simulate, wilson)

ROOT = Path(__file__).resolve().parent.parent
LINEUP = ['greedy', 'random', 'random']
QUIET = dict(progress=False)


def same(a: pd.DataFrame, b: pd.DataFrame):
    "Equal tables, all but the wall time"
    pd.testing.assert_frame_equal(a.drop(columns='wall_s'), b.drop(columns='wall_s'))


@pytest.fixture(scope='module')
def serial():
    return simulate('chromino', LINEUP, 15, seed=11, workers=1, records=True, **QUIET)


# ---- determinism across backends -------------------------------------------------------------------
def test_process_pool_gives_the_serial_table(serial):
    same(serial, simulate('chromino', LINEUP, 15, seed=11, workers=2, chunksize=2, records=True, **QUIET))


def test_dask_local_cluster_gives_the_serial_table(serial):
    from dask.distributed import Client, LocalCluster
    # one thread per worker: engines and bots keep small per-process caches
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=':0') as cluster, Client(cluster) as client:
        same(serial, simulate('chromino', LINEUP, 15, seed=11, client=client, chunksize=4, records=True, **QUIET))


def test_a_timeout_game_is_the_same_in_a_pool_and_marked():
    "Random Kids players rarely finish: every game stops at max_turns, and says so"
    opts = games_lib.GAMES['kids'].quick_options
    a = simulate('kids', ['random'] * 3, 6, seed=2, options=opts, workers=1, **QUIET)
    same(a, simulate('kids', ['random'] * 3, 6, seed=2, options=opts, workers=2, chunksize=1, **QUIET))
    assert a.timeout.all() and (a.reason == 'timeout').all()
    assert metrics(a).timeouts == 1.0
    assert any('hit the turn limit' in n for n in notes(a))


def test_a_shorter_run_is_a_prefix_of_a_longer_one(serial):
    same(serial.head(6), simulate('chromino', LINEUP, 6, seed=11, workers=1, records=True, **QUIET))
    other = simulate('chromino', LINEUP, 6, seed=12, workers=1, **QUIET)
    assert other.seed.tolist() != serial.seed.head(6).tolist()


def test_rows_are_the_games_play_gives_with_seats_rotating(serial):
    g = games_lib.load('chromino')
    for _, row in serial.iterrows():
        rec = json.loads(row.record)
        bots = [A.make_bot(g, *A.bot_spec(b)) for b in rec['bots']]
        assert games_lib.play(g, bots, seed=int(row.seed)).moves == rec['moves']
        assert len(games_lib.replay(rec)) == row.moves + 1
        first = games_lib.load('chromino').to_move(g.setup(3, int(row.seed)))
        assert row.first_player == first
        at_seat = [(first + k) % 3 for k in range(3)]
        assert row.winner_seats == sorted(at_seat.index(w) for w in rec['outcome']['winners'])
        assert row.bots == [rec['bots'][p] for p in at_seat]
        assert row.lineup == [(k + row.game) % 3 for k in range(3)]   # seat k holds line-up bot (k + i) % n
    # over 3 consecutive games the greedy bot held every seat once
    assert sorted(r.lineup.index(0) for r in serial.head(3).itertuples()) == [0, 1, 2]


# ---- metrics with known answers ---------------------------------------------------------------------
def hand_made():
    "10 three-player games: seat 0 wins 5, seat 1 wins 2, seat 2 wins 1, one shared by seats 0 and 1, one draw at a timeout"
    rows = ([{'players': 3, 'winner_seats': [0]}] * 5 + [{'players': 3, 'winner_seats': [1]}] * 2 + [{'players': 3, 'winner_seats': [2]}]
            + [{'players': 3, 'winner_seats': [0, 1]}] + [{'players': 3, 'winner_seats': [0, 1, 2], 'timeout': True, 'reason': 'timeout'}])
    for i, r in enumerate(rows):
        rows[i] = {**r, 'moves': 10 + 2 * i, 'turns': 5 + i, 'branching': 2.0 + i % 2, 'lead_changes': float(i % 3),
                   'scores': [3.0, 1.0, 0.0]}
    return results_frame(rows, game='handmade')


def test_metrics_of_hand_made_results():
    df = hand_made()
    st = seat_table(df)
    third = 1 / 3
    assert st.wins.tolist() == pytest.approx([5 + .5 + third, 2 + .5 + third, 1 + third])
    assert st.wins_at_timeout.tolist() == pytest.approx([third] * 3)
    m = metrics(df)
    assert (m.games, m.players) == (10, 3)
    assert m.completion == 0.9 and m.timeouts == 0.1
    assert m.drawishness == 0.0            # the only draw was a timeout (Ludii: timeouts are not draws)
    assert m.shared_wins == 0.1
    assert m.advantage_p1 == pytest.approx((5.5 + third) / 10)
    assert (m.advantage_p1_ci_low, m.advantage_p1_ci_high) == pytest.approx(wilson(5.5 + third, 10))
    assert m.balance == pytest.approx(1 - 0.45)   # 1 - (win rate of seat 0 - win rate of seat 2)
    assert m.duration_moves == pytest.approx(19) and m.duration_turns == pytest.approx(9.5)
    assert m.duration_turns_not_timeouts == pytest.approx(9)
    assert m.branching_factor == 2.5
    assert m.lead_changes == pytest.approx(0.9)
    assert m.lead_change == pytest.approx(sum((i % 3) / (10 + 2 * i) for i in range(10)) / 10)
    assert m.score_spread == 3.0
    by_bot = seat_table(df, 'lineup')
    assert by_bot.bot.tolist() == ['bot0', 'bot1', 'bot2']


def test_a_draw_by_the_rules_counts_as_drawishness():
    df = results_frame([{'players': 2, 'winner_seats': []}, {'players': 2, 'winner_seats': [0, 1]},
                        {'players': 2, 'winner_seats': [1]}, {'players': 2, 'winner_seats': [1]}])
    m = metrics(df)
    assert (m.drawishness, m.completion, m.shared_wins) == (0.5, 0.5, 0.0)
    assert m.advantage_p1 == pytest.approx(0.5 / 4)


def test_lead_metrics_follow_ludii():
    lm = lead_metrics([[.5, .5], [.6, .4], [.3, .7], [.2, .8]], winners=[1])
    assert lm == pytest.approx({'lead_changes': 2, 'drama_avg': .05, 'drama_max': .2, 'decisiveness_threshold': .6,
                                'decisiveness_moves': .5})
    scores_only = lead_metrics([[0, 0], [1, 0]], winners=[0], source='scores')
    assert scores_only['lead_changes'] == 1 and math.isnan(scores_only['drama_avg'])


def test_wilson_interval():
    lo, hi = wilson(500, 1000)
    assert hi - lo == pytest.approx(0.0618, abs=0.0005)
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0


def test_metrics_refuse_mixed_player_counts():
    df = results_frame([{'players': 2, 'winner_seats': [0]}, {'players': 3, 'winner_seats': [0]}])
    with pytest.raises(ValueError, match=r'mix player counts \[2, 3\]'): metrics(df)


# ---- A/B --------------------------------------------------------------------------------------------
def two_player(wins_seat0: int, n: int, moves: int):
    return results_frame([{'players': 2, 'winner_seats': [0] if i < wins_seat0 else [1], 'moves': moves + i % 5} for i in range(n)])


def test_compare_sees_a_known_difference_and_not_a_null_one():
    a, b = two_player(30, 100, 40), two_player(70, 100, 60)
    c = compare(a, b, labels=('old', 'new'))
    row = c.loc['first-seat win rate']
    assert (row.old, row.new, row.difference) == pytest.approx((0.3, 0.7, 0.4))
    assert row.p_value < 1e-7 and row.significant
    assert row.effect_size == pytest.approx(2 * math.asin(math.sqrt(.7)) - 2 * math.asin(math.sqrt(.3)))
    assert c.loc['game length (moves)', 'difference'] == pytest.approx(20) and c.loc['game length (moves)', 'significant']
    same_ = compare(a, two_player(30, 100, 40))
    assert not same_.significant.any()
    assert same_.loc['first-seat win rate', 'p_value'] == 1.0


def test_compare_two_line_ups_of_real_games():
    a = simulate('chromino', ['random', 'random'], 40, seed=3, workers=1, **QUIET)
    b = simulate('chromino', ['greedy', 'random'], 40, seed=3, workers=1, **QUIET)
    with pytest.raises(ValueError, match=re.escape("A's line-up is random v random, B's is greedy v random; pass force=True")): compare(a, b)
    c = compare(a, b, force=True)                     # two line-ups: a question about the bots, asked on purpose
    row = c.loc['line-up bot 1 win rate (random / greedy)']
    assert row.B > row.A and row.effect_size > 0.3


# ---- bad input --------------------------------------------------------------------------------------
@pytest.mark.parametrize('kwargs, message', [
    (dict(game='chess'), "unknown game 'chess'; games: centrix, chromino, kayain, kids"),
    (dict(bots=['random', 'genius']), "unknown bot 'genius'; bots: "),
    (dict(bots=['mcts:budget=3', 'random']), "bot 'mcts' does not take {'budget': 3}"),
    (dict(bots=['random']), "n_players must be an int from 2 to 2"),
    (dict(options={'max_turn': 5}), "unknown option 'max_turn'; valid options: "),
    (dict(options={'max_turns': 0}), "option max_turns=0 is not valid"),
    (dict(n_games=0), "n_games must be a whole number of at least 1, got 0"),
    (dict(n_games=2.5), "n_games must be a whole number"),
    (dict(workers=0), "workers must be a whole number of at least 1"),
])
def test_bad_input_is_refused_in_words(kwargs, message):
    args = dict(game='kayain', bots=['random', 'random'], n_games=3, **QUIET) | kwargs
    with pytest.raises(ValueError, match=re.escape(message)): simulate(**args)


def test_an_unreachable_scheduler_is_named():
    with pytest.raises(ConnectionError, match=r"cannot reach the Dask scheduler at 'tcp://127.0.0.1:9' within 0.5 s.*local processes"):
        A.connect('tcp://127.0.0.1:9', timeout=0.5)
    with pytest.raises(ConnectionError, match="cannot reach the Dask scheduler at 'no-such-address'"):
        simulate('chromino', ['random'] * 2, 3, client='no-such-address', **QUIET)


# ---- interruption -----------------------------------------------------------------------------------
def test_an_interrupted_serial_run_keeps_its_finished_games(serial):
    calls = []
    def impatient(view, legal, rng):
        calls.append(1)
        if len(calls) > 60: raise KeyboardInterrupt
        return legal[rng.randrange(len(legal))]
    with pytest.warns(RuntimeWarning, match=r'interrupted: keeping the \d+ finished games of 15'):
        part = simulate('chromino', [impatient, 'random', 'random'], 15, seed=11, workers=1, **QUIET)
    assert part.attrs['interrupted'] and 0 < len(part) < 15
    assert part.game.tolist() == list(range(len(part)))
    assert any('Interrupted' in n for n in notes(part))


@pytest.mark.parametrize('backend', ['pool', 'dask'])
def test_an_interrupted_parallel_run_keeps_its_finished_games(serial, backend):
    "Ctrl-C reaches the parent while it waits; it stops the workers and keeps every chunk that arrived"
    def progress(done, total):
        if done >= 6: raise KeyboardInterrupt
    kw = dict(workers=2) if backend == 'pool' else {}
    def run(**extra):
        with pytest.warns(RuntimeWarning, match='interrupted'):
            return simulate('chromino', LINEUP, 15, seed=11, chunksize=3, progress=progress, records=True, **kw, **extra)
    if backend == 'dask':
        from dask.distributed import Client, LocalCluster
        with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=':0') as c, Client(c) as client:
            part = run(client=client)
    else: part = run()
    assert part.attrs['interrupted'] and 6 <= len(part) < 15
    same(part.reset_index(drop=True), serial[serial.game.isin(part.game)].reset_index(drop=True))


# ---- saving, reports, CLI ---------------------------------------------------------------------------
def test_results_and_records_round_trip(serial, tmp_path):
    save_results(serial, tmp_path/'r.parquet')
    back = load_results(tmp_path/'r.parquet')
    pd.testing.assert_frame_equal(back, serial)
    assert back.attrs['lineup'] == LINEUP and back.attrs['seed'] == 11
    save_records(serial, tmp_path/'r.jsonl')
    lines = (tmp_path/'r.jsonl').read_text().splitlines()
    assert len(lines) == 15 and games_lib.replay(json.loads(lines[0]))


SCRIPT_SRC = re.compile(r'<script[^>]*\ssrc\s*=\s*["\']?\s*(https?:)?//', re.I)


def test_the_report_is_self_contained(serial):
    page = report({'A': serial, 'B': serial.head(10)})
    assert not SCRIPT_SRC.search(page), 'the report must not load scripts from the network'
    assert 'plotly' in page.lower() and len(page) > 1_000_000      # plotly.js inlined
    assert max(len(s) for s in re.findall(r'<script>(.*?)</script>', page, re.S)) > 1_000_000   # one inline script is plotly.js
    assert 'A/B test' in page


def test_the_words_shown_are_in_english_and_in_french(serial):
    "Meanings, A/B note, notes, chart titles, axes, ticks, legends and the report in each language; the keys stay the keys"
    for table in (A.WORDS, A.MEANING_WORDS, A.AB_ROW_WORDS, A.EFFECT_WORDS):
        assert A.word_gaps(table) == [] and all(set(w) == {'en', 'fr'} for w in table.values())
    assert set(metrics(serial).index) <= set(A.MEANING_WORDS)
    assert A.MEANINGS == {k: w['en'] for k, w in A.MEANING_WORDS.items()} and A.AB_NOTE == A.WORDS['ab_note']['en']
    hand = results_frame([{'players': 2, 'winner_seats': [0], 'timeout': True}, {'players': 2, 'winner_seats': [1]}], game='kids')
    assert notes(hand) == notes(hand, 'en') and 'hit the turn limit' in notes(hand)[0]
    assert [A.say('games', lang, n) for lang in ('en', 'fr') for n in (0, 1, 2)] == ['0 games', '1 game', '2 games', '0 partie', '1 partie', '2 parties']
    assert notes(hand, 'fr')[0].startswith('1 partie sur 2 (50\xa0%) a atteint la limite de tours')
    assert notes(hand, 'fr')[1].startswith("kids n'a pas d'évaluateur")
    c = compare(serial, serial.head(10))
    assert {A.ab_words(k, 'fr') for k in c.index} >= {'taux de victoire de la 1re place', 'parties nulles', 'équilibre'}
    assert not {A.ab_words(k, 'fr') for k in c.index} & set(c.index)            # every row of compare has French words
    for lang, other in (('en', 'fr'), ('fr', 'en')):
        d, w = A.dashboard({'A': serial, 'B': serial.head(10)}, lang=lang), {k: v[lang] for k, v in A.WORDS.items()}
        assert [a.text for a in d.layout.annotations[:3]] == [w['by_seat'], A.say('length', lang, col=w['moves']), w['scores']]
        assert (d.layout.xaxis.title.text, d.layout.yaxis.title.text, d.layout.yaxis2.title.text) == (w['seat_axis'], w['win_rate'], w['share'])
        assert d.data[0].x[0] == w['to_move'].format(nth=w['nth'][0])
        assert A.dashboard(lang=lang).layout.annotations[-1].text == w['empty']
        f = A.fig_seats({'A': serial}, by='lineup', lang=lang)
        assert (f.layout.xaxis.title.text, f.layout.annotations[0].text) == (w['bot_axis'], w['fair'])   # the fair-share line's words
        assert A.fig_lengths(serial, 'turns', lang=lang).layout.xaxis.title.text == w['turns']
    page = report({'A': serial, 'B': serial.head(10)}, lang='fr')
    for words in ('<html lang="fr">', '<h2>Mesures</h2>', '<h2>Test A/B</h2>', 'parties nulles', 'h de Cohen', 'Places : A',
                  A.MEANING_WORDS['balance']['fr'].replace("'", '&#x27;'), '15 parties (Chromino)', 'graine 11'):
        assert words in page, words
    for words in ('A/B test', '<h2>Metrics</h2>', 'first-seat win rate', 'Cohen h', 'games of Chromino', 'Win rate by seat'):
        assert words not in page, words
    assert 'Win rate by seat' in report({'A': serial}) and 'Taux de victoire par place' in page


def test_cli_simulate_then_report(tmp_path):
    "The installed console script: simulate to parquet, report to a self-contained HTML page"
    exe = Path(sys.executable).parent/'games-lib'
    cmd = [str(exe)] if exe.exists() else [sys.executable, '-c', 'from games_lib.cli import main; raise SystemExit(main())']
    out, html_path = tmp_path/'r.parquet', tmp_path/'r.html'
    r = subprocess.run(cmd + ['simulate', 'chromino', '--players', '3', '--bots', 'greedy,random,random', '--games', '9',
                              '--workers', '2', '--seed', '4', '--option', 'draw_mode=until_playable', '--no-progress',
                              '--out', str(out), '--records', str(tmp_path/'r.jsonl')], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert 'wrote' in r.stdout and 'first to move wins' in r.stdout
    df = load_results(out)
    assert len(df) == 9 and df.attrs['options'] == {'draw_mode': 'until_playable'}
    same(df, simulate('chromino', ['greedy', 'random', 'random'], 9, seed=4, options={'draw_mode': 'until_playable'}, workers=1, records=True, **QUIET))
    r = subprocess.run(cmd + ['report', str(out), '--html', str(html_path)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    page = html_path.read_text()
    assert not SCRIPT_SRC.search(page) and len(page) > 1_000_000
    r = subprocess.run(cmd + ['simulate', 'chromino', '--bots', 'random', '--games', '2', '--option', 'colour=red'],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "games-lib: error: chromino: unknown option 'colour'" in r.stderr


def test_cli_messages_in_process(tmp_path, capsys):
    from games_lib.cli import main
    assert main(['report', str(tmp_path/'missing.parquet')]) == 2
    assert 'no such results file' in capsys.readouterr().err
    assert main(['simulate', 'chromino', '--players', '3', '--bots', 'greedy,random']) == 2
    assert '2 bots for 3 players' in capsys.readouterr().err
    assert main(['simulate', 'chess']) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert main(['play', '--dry-run', '--port', '9999']) == 0
    out = capsys.readouterr().out
    assert "Voila.ip = '127.0.0.1'" in out and "Voila.port = 9999" in out and 'serves index.ipynb, chromino.ipynb' in out


@pytest.mark.timeout(60)
@pytest.mark.parametrize('args, said', [
    (['simulate', 'kids', '--games', '1000000', '--out', '{tmp}/nowhere/r.parquet'], "--out {tmp}/nowhere/r.parquet: there is no folder {tmp}/nowhere; create it"),
    (['simulate', 'kids', '--games', '1000000', '--out', '{tmp}/r.parquet', '--records', '{tmp}/nowhere/r.jsonl'], "--records {tmp}/nowhere/r.jsonl: there is no folder"),
    (['simulate', 'kids', '--games', '1000000', '--out', '{tmp}'], "--out {tmp} is a folder: name a file in it"),
])
def test_cli_refuses_a_file_it_could_not_write_before_playing_a_game(tmp_path, capsys, args, said):
    "A million games are never played (the test's 60 s could not hold them): the path is refused first, nothing is written"
    from games_lib.cli import main
    assert main([a.format(tmp=tmp_path) for a in args] + ['--no-progress']) == 2
    assert said.format(tmp=tmp_path) in capsys.readouterr().err and list(tmp_path.iterdir()) == []


# ---- honest analytics: the rules given, played everywhere; refusals; move kinds; intervals; tie-breaks -----------
from games_lib.chromino import Chromino
from games_lib.core import GAMES, INFO, Rejection, register
from games_lib.kayain import Kayain


class NoDraw(Chromino):
    "Chromino where nobody draws: a player none of whose tiles fits passes"
    name = 'chromino_nodraw_test'
    def _check_draw(self, s, mv): return Rejection('chromino_nodraw_test.draw.forbidden')
    def _check_pass(self, s, mv): return self._check_forced(s, 'pass')
    def choices(self, s):
        if s.phase == 'over': return []
        return self.placements(s, self._layable(s.hands[s.to_move])) or [{'type': 'pass'}]


class NoDrawRegistered(NoDraw):
    "The same rules, registered under a name of their own (by the fixture `registered`)"
    name = 'chromino_nodraw_registered'


class NoCollect(Kayain):
    "Kayaîn (hidden hands) where no palette is ever collected"
    name = 'kayain_nocollect_test'
    def _check_collect(self, s, mv): return Rejection('kayain_nocollect_test.collect.forbidden')
    def _legal(self, s): return [m for m in super()._legal(s) if m['type'] != 'collect'] or [{'type': 'pass'}]


@pytest.fixture
def registered():
    register(title={'en': 'Chromino without drawing', 'fr': 'Chromino sans pioche'})(NoDrawRegistered)
    yield NoDrawRegistered
    del GAMES[NoDrawRegistered.name], INFO[NoDrawRegistered.name]


def chosen(df, kind):
    "How many moves of `kind` the records of `df` hold"
    return sum(m['type'] == kind for r in df.record for m in json.loads(r)['moves'])


@pytest.mark.parametrize('workers', [1, 2])
@pytest.mark.parametrize('given', ['class', 'instance', 'registered', 'registered name'])
def test_a_variant_is_played_exactly_in_every_worker(given, workers, registered):
    "The rules given (a class, an instance, registered or not) are the rules every worker plays: no draw is ever recorded"
    game = {'class': NoDraw, 'instance': NoDraw(draw_mode='until_playable'), 'registered': registered, 'registered name': registered.name}[given]
    df = simulate(game, ['greedy', 'random'], 12, seed=1, workers=workers, chunksize=2, records=True, **QUIET)
    assert chosen(df, 'draw') == 0
    assert chosen(simulate('chromino', ['greedy', 'random'], 12, seed=1, workers=1, records=True, **QUIET), 'draw') > 0   # the base game draws
    assert not any('draw' in k for t in df.move_kinds for k in json.loads(t))
    rules = type(game) if isinstance(game, Chromino) else registered if isinstance(game, str) else game
    assert df.attrs['game'] == rules.name and df.attrs['lineage'] == [rules.name, *(['chromino_nodraw_test'] if 'registered' in given else []), 'chromino']
    for r in df.record:
        rec = json.loads(r)
        last = games_lib.replay(rec, game=rules)[-1]
        assert rules(**rec['options']).outcome(last).to_json() == rec['outcome']
    if given == 'instance': assert df.attrs['options'] == {'draw_mode': 'until_playable'}


def test_a_variant_defined_in_a_function_reaches_the_pool_by_value():
    class Local(NoDraw): name = 'chromino_nodraw_local'
    df = simulate(Local, ['random', 'random'], 8, seed=2, workers=2, chunksize=2, records=True, **QUIET)
    assert chosen(df, 'draw') == 0 and set(df.attrs['lineage']) == {'chromino_nodraw_local', 'chromino_nodraw_test', 'chromino'}


def test_a_hidden_hand_variant_in_two_workers_replays():
    "Kayaîn without collecting, in a pool of two: no collect in any record, every record replays to its outcome"
    opts = Kayain.quick_options
    df = simulate(NoCollect, ['greedy', 'random'], 6, seed=2, options=opts, workers=2, chunksize=2, records=True, **QUIET)
    base = simulate('kayain', ['greedy', 'random'], 6, seed=2, options=opts, workers=2, chunksize=2, records=True, **QUIET)
    assert chosen(df, 'collect') == 0 and chosen(base, 'collect') > 0
    for r in df.record:
        rec = json.loads(r)
        assert rec['game'] == 'kayain_nocollect_test'
        assert NoCollect(**rec['options']).outcome(games_lib.replay(rec, game=NoCollect)[-1]).to_json() == rec['outcome']
    with pytest.raises(ValueError, match="unknown game 'kayain_nocollect_test'"): games_lib.replay(json.loads(df.record[0]))
    assert compare(base, df).loc['timeouts', 'A'] >= 0             # a variant and its base game: one question, compared


def test_a_variant_is_measured_by_its_base_games_evaluator():
    "lookup finds Chromino's evaluator for the variant: its leads are measured, not read from all-zero scores"
    df = simulate(NoDraw, ['greedy', 'random'], 6, seed=3, workers=1, **QUIET)
    assert (df.lead_source == 'evaluator').all() and df.lead_changes.sum() > 0 and df.drama_avg.notna().any()
    assert not any('evaluator' in n or 'scores in the state' in n for n in notes(df))


def test_a_worker_that_cannot_import_the_rules_says_so_in_one_sentence(tmp_path):
    "A Dask worker (another Python) cannot import a module only this process knows: one sentence says which class and what to do"
    from dask.distributed import Client, LocalCluster
    (tmp_path/'far_rules.py').write_text("from games_lib.chromino import Chromino\nclass Far(Chromino):\n    name = 'chromino_far'\n")
    sys.path.insert(0, str(tmp_path))
    try: import far_rules
    finally: sys.path.remove(str(tmp_path))
    try:
        with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=':0') as c, Client(c) as client:
            with pytest.raises(ValueError, match=r"^the game class Far \(chromino_far, module far_rules\) cannot be loaded in a worker process "
                                                 r"\(ModuleNotFoundError: No module named 'far_rules'\): put it in a module the workers can import and pass --import"):
                simulate(far_rules.Far, ['random'] * 2, 4, client=client, **QUIET)
    finally: sys.modules.pop('far_rules', None)


def runs(**changes):
    kw = dict(game='chromino', bots=['random', 'random'], n_games=6, seed=1, workers=1) | changes
    return simulate(kw.pop('game'), kw.pop('bots'), kw.pop('n_games'), **kw, **QUIET)


def test_compare_refuses_runs_that_answer_another_question():
    a = runs()
    cases = [(runs(game='kayain'), "A is chromino, B is kayain"),
             (runs(bots=['random'] * 3), "A has 2 players, B has 3; A's line-up is random v random, B's is random v random v random"),
             (runs(bots=['greedy', 'random']), "A's line-up is random v random, B's is greedy v random"),
             (runs(seed=2), "A and B were dealt different seeds (run seeds 1 and 2)")]
    for b, why in cases:
        with pytest.raises(ValueError, match=f"^these runs cannot be compared: {re.escape(why)}; pass force=True to compare them anyway \\(games-lib report --force\\)$"): compare(a, b)
        assert len(compare(a, b, force=True)) > 5
    for b in (runs(options={'draw_mode': 'until_playable'}), runs(game=NoDraw), runs(n_games=12), a.head(3)):
        assert compare(a, b).shape[0] > 5                                  # rules changed, a variant, more games of the same seeds
    assert compare(runs(game=NoDraw), runs(game=type('Other', (NoDraw,), {'name': 'chromino_other'}))).shape[0] > 5   # two variants of one game
    people = results_frame([{'players': 2, 'winner_seats': [0]}] * 4, game='chromino')
    assert compare(people, a).shape[0] > 5                                 # a table that keeps no line-up nor seeds is not checked on them


def test_the_report_and_the_command_line_refuse_too_and_say_only_true_things_of_seeds(tmp_path, capsys):
    a, other = runs(), runs(seed=2)
    with pytest.raises(ValueError, match="these runs cannot be compared: A and B were dealt different seeds"): report({'A': a, 'B': other})
    same_seeds, forced = report({'A': a, 'B': runs(game=NoDraw)}), report({'A': a, 'B': other}, force=True)
    w = {k: v['en'] for k, v in A.WORDS.items()}
    assert w['seeds_same'] in same_seeds and w['seeds_other'] not in same_seeds
    assert w['seeds_other'] in forced and w['seeds_same'] not in forced and 'same seeds' not in forced
    assert A.say('seeds_shared', 'en', 3) in report({'A': a, 'B': a.head(3)})
    assert A.WORDS['seeds_other']['fr'] in report({'A': a, 'B': other}, force=True, lang='fr')
    save_results(a, tmp_path/'a.parquet'); save_results(runs(game='kayain'), tmp_path/'k.parquet')
    from games_lib.cli import main
    assert main(['report', str(tmp_path/'a.parquet'), str(tmp_path/'k.parquet')]) == 2
    assert 'these runs cannot be compared: a is chromino, k is kayain; pass force=True' in capsys.readouterr().err
    back = load_results(tmp_path/'a.parquet')
    assert back.attrs['lineage'] == ['chromino'] and compare(back, runs(game=NoDraw)).shape[0] > 5


def test_each_row_counts_the_moves_chosen_by_kind_and_phase(serial, tmp_path):
    "The counts are those of the record replayed (type @ phase before the move), per seat too; they survive parquet"
    g = games_lib.load('chromino')
    for row in serial.itertuples():
        rec = json.loads(row.record)
        states = games_lib.replay(rec)
        expected = {}
        for s, mv in zip(states, rec['moves']):
            k = f"{mv['type']}@{s.phase}"
            expected[k] = expected.get(k, 0) + 1
        assert json.loads(row.move_kinds) == expected
        seats = json.loads(row.seat_move_kinds)
        assert [sum(d.values()) for d in seats] == [sum(g.to_move(s) == p for s in states[:-1]) for p in
                                                    [(row.first_player + k) % 3 for k in range(3)]]
    kinds = A.moves_by_kind(serial)
    assert {'place@play', 'draw@play'} <= set(kinds.index) and int(kinds.moves.sum()) == int(serial.moves.sum())
    assert kinds.share.sum() == pytest.approx(1) and list(kinds.columns) == ['moves', 'share', 'greedy', 'random']
    assert kinds[['greedy', 'random']].sum().tolist() == pytest.approx([1, 1])
    save_results(serial, tmp_path/'r.parquet')
    pd.testing.assert_frame_equal(A.moves_by_kind(load_results(tmp_path/'r.parquet')), kinds)
    page = report(serial)
    assert '<h2>Moves by kind</h2>' in page and '<th>place@play</th>' in page
    assert '<h2>Coups par sorte</h2>' in report(serial, lang='fr')


def test_every_metric_has_its_95_percent_interval():
    "Shares: Wilson; means: mean ± 1.96·sd/√n; balance: a bootstrap with a fixed seed"
    df = hand_made()
    m = metrics(df)
    assert set(A.INTERVALS) >= {'balance', 'duration_moves', 'duration_turns', 'score_spread', 'lead_changes', 'tie_breaks'}
    for k in A.INTERVALS: assert f'{k}_ci_low' in m.index and f'{k}_ci_high' in m.index, k
    assert (m.timeouts_ci_low, m.timeouts_ci_high) == pytest.approx(wilson(1, 10))
    assert (m.shared_wins_ci_low, m.shared_wins_ci_high) == pytest.approx(wilson(1, 10))
    moves = df.moves.astype(float)
    half = 1.96 * moves.std(ddof=1) / math.sqrt(10)
    assert (m.duration_moves_ci_low, m.duration_moves_ci_high) == pytest.approx((moves.mean() - half, moves.mean() + half))
    lc = df.lead_changes.astype(float)
    assert m.lead_changes_ci_high - m.lead_changes == pytest.approx(1.96 * lc.std(ddof=1) / math.sqrt(10))
    assert (m.score_spread_ci_low, m.score_spread_ci_high) == (3.0, 3.0)      # every game's spread is 3: an interval of width 0
    assert m.balance_ci_low < m.balance <= m.balance_ci_high <= 1 and metrics(df).balance_ci_low == m.balance_ci_low
    page = report(df)
    assert '95% interval' in page and A.ci_text(m, 'duration_moves') in page and A.ci_text(m, 'balance') in page
    assert A.ci_text(m, 'timeouts', 'fr') == '[0,018 ; 0,404]'


def test_games_a_tie_break_decided_are_counted_and_said():
    df = results_frame([{'players': 2, 'winner_seats': [0], 'scores': [12.0, 12.0]},          # the tie-break decided
                        {'players': 2, 'winner_seats': [0, 1], 'scores': [7.0, 7.0]},         # a shared win
                        {'players': 2, 'winner_seats': [1], 'scores': [3.0, 9.0]},
                        {'players': 2, 'winner_seats': [1], 'scores': None}])
    m = metrics(df)
    assert m.tie_breaks == 0.25 and (m.tie_breaks_ci_low, m.tie_breaks_ci_high) == pytest.approx(wilson(1, 4))
    assert notes(df)[0] == ("1 of 4 games (25.0%) was decided by the tie-break rule: the best score was shared, "
                            "and not everyone who had it won.")
    assert notes(df, 'fr')[0] == ("1 partie sur 4 (25,0\xa0%) a été décidée par la règle de départage : plusieurs joueurs avaient "
                                  "le meilleur score, mais ils n'ont pas tous gagné.")
    kayain = simulate('kayain', ['greedy'] * 2, 40, seed=1, workers=2, records=True, **QUIET)
    outcomes = [json.loads(r)['outcome'] for r in kayain.record]
    decided = sum(any(o['scores'][p] == o['scores'][o['winners'][0]] for p in range(2) if p not in o['winners']) for o in outcomes)
    assert decided > 0 and metrics(kayain).tie_breaks * 40 == pytest.approx(decided)
    assert compare(kayain, kayain).loc['tie-breaks', 'A'] == pytest.approx(decided / 40)
