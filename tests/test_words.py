"""Every registered message reads in its own language: rendered in English and French with sample parameters, every
parameter is filled, no English colour word appears in French and no French one in English, and no message speaks
the engine's language."""
from __future__ import annotations
import re, string

import pytest

import games_lib
from games_lib.core import MESSAGES

for _name in games_lib.GAMES: games_lib.load(_name)        # every game registers its messages

EN_COLOURS = {'red', 'yellow', 'green', 'blue', 'purple', 'orange', 'white', 'black', 'pink', 'grey', 'brown', 'khaki'}
FR_COLOURS = {'rouge', 'jaune', 'vert', 'verte', 'bleu', 'bleue', 'violet', 'blanc', 'blanche', 'noir', 'noire', 'rose', 'gris',
              'grise', 'marron', 'kaki'}
ENGINE_WORDS = ('null', 'rotate', 'one name per card', '(place)', '(draw)', 'None', 'True', 'False')
SAMPLE = {'player': 2, 'slot': 3, 'palette': 4, 'side': 1, 'pawn': 2, 'first': 1, 'ring': 3, 'count': 2, 'have': 1, 'most': 3,
          'n': 2, 'steps': 3, 'low': -5, 'high': 6, 'same': -3, 'card': 'O1', 'tile': 'RYB', 'painting': 'p15-2'}


def fields(template: str) -> set:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def sample(rule: str, lang: str) -> str:
    "The message filled with sample values: a French-only parameter (`*_fr`, `couleur`...) gets a French word, the others English"
    t = MESSAGES[rule][lang]
    names = fields(t)
    vals = {k: SAMPLE.get(k, 'x') for k in names}
    return t.format(**vals)


def test_every_message_has_both_languages_and_the_same_meaningful_parameters():
    for rule, langs in MESSAGES.items():
        assert set(langs) == {'en', 'fr'}, rule
        for lang in ('en', 'fr'):
            text = sample(rule, lang)
            assert '{' not in text and '}' not in text, f'{rule} [{lang}]: a parameter is not filled: {text}'


def words(text: str) -> set:
    return set(re.findall(r"[a-zàâçéèêëîïôûùüÿœ]+", text.lower()))


@pytest.mark.parametrize('rule', sorted(MESSAGES))
def test_no_colour_word_of_the_other_language(rule):
    "The templates themselves: a French template names no English colour, an English one no French colour"
    en, fr = MESSAGES[rule]['en'], MESSAGES[rule]['fr']
    assert not words(fr) & EN_COLOURS - {'orange', 'rose'}, f'{rule}: English colour in French: {fr}'
    assert not words(en) & FR_COLOURS - {'rose', 'orange'}, f'{rule}: French colour in English: {en}'


def test_colour_parameters_are_given_in_the_message_language():
    "Kayaîn's colour parameters: the French text has the French word, agreeing with its noun (la pile blanche, l'orange)"
    from games_lib.kayain import _named, COLOURS
    w, v, o = (_named(COLOURS.index(c)) for c in ('white', 'green', 'orange'))
    assert MESSAGES['kayain.draw.empty']['fr'].format(**w) == 'La pile blanche est vide.'
    assert MESSAGES['kayain.place.not_held']['fr'].format(**v) == "Vous n'avez pas de carte verte en main."
    assert "l'orange s'obtient" in MESSAGES['kayain.draw.base_only']['fr'].format(**o)
    assert not words(MESSAGES['kayain.draw.base_only']['fr'].format(**o)) & {'the'}


@pytest.mark.parametrize('rule', sorted(MESSAGES))
def test_no_message_speaks_the_engine_language(rule):
    for lang in ('en', 'fr'):
        text = MESSAGES[rule][lang]
        for w in ENGINE_WORDS:
            assert not re.search(r'(?<![\w-])' + re.escape(w) + r'(?![\w-])', text), f'{rule} [{lang}] says {w!r}: {text}'
