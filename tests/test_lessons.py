"""The rulebooks a pupil reads: each game's lesson and rules sheet, in English and in French, built from its rules notebook.

What each test guards:
- every rulebook cell of a rules notebook has its twin in the other language, right after it, with the same headings
  (a gap is a build error of `tools/lessons.py` too); no cell names a design or rules document outside the repository or
  their ids, in the rules notebooks, `.importlinter` and the lesson tool;
- Chromium renders each lesson in both languages (built by the session fixture `built_lessons`, as a fresh checkout has
  none): the page's language, the rulebook part free of notebook directives, file citations, memory addresses and raw
  reprs, at least one picture with its text alternative, every source quote marked French, headings in order, none of
  the other language's twins, the code under 'Under the hood' (in English, marked so), a link to each of the game's
  exercises (the pupil's copy, in the page's language);
- each rules sheet prints on one or two A4 pages, in large type, with a picture per key rule and no "(s)" forms.
"""
from __future__ import annotations
import json, re, sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT/'tools'))
import lessons as tool                         # noqa: E402  (tools/lessons.py)
from games_lib.cli import lesson_names, lesson_notebook   # noqa: E402
from games_lib.core import typeset               # noqa: E402
from games_lib.exercises import exercises_of   # noqa: E402

GAMES = list(lesson_names())
LANGS = ['en', 'fr']
CITED = re.compile(r'RULES\.md|DESIGN\.md|\b[CMKZ]-A\d+\b|\bRULES §')
# what must never reach the rulebook part: a notebook directive, a file cited, a memory address, a raw outcome, "(s)" forms
LEAKS = re.compile(r'default_exp|#\||RULES\.md|DESIGN\.md|\b0x[0-9a-f]{6,}|Outcome\(|<function |\w\(s\)')


def page_file(folder: Path, game: str, lang: str, sheet: bool = False) -> Path:
    return folder/f"{game}{'.sheet' if sheet else ''}{'' if lang == 'en' else '.' + lang}.html"


# ---- the notebooks -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize('game', GAMES)
def test_every_rulebook_cell_has_its_twin(game):
    import nbformat
    nb = nbformat.read(lesson_notebook(game), as_version=4)
    kinds = [tool.cell_kind(c) for c in nb.cells]
    assert tool.gaps(nb) == []
    assert [k for k in kinds if k == ('prose', 'en')] and len([k for k in kinds if k == ('prose', 'en')]) == len([k for k in kinds if k == ('prose', 'fr')])
    assert ('check', None) in kinds


def test_a_missing_twin_is_named():
    "A French cell forgotten: the tool names the English cell that has no twin"
    import nbformat
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell('<div lang="en">\n\n## 1. A rule\n\nWords.\n\n</div>'),
                                         nbformat.v4.new_markdown_cell('Under the hood.')])
    assert tool.gaps(nb) and 'no twin' in tool.gaps(nb)[0]


@pytest.mark.parametrize('path', ['nbs/10_chromino.ipynb', 'nbs/11_kids.ipynb', 'nbs/12_kayain.ipynb', 'nbs/13_centrix.ipynb',
                                  '.importlinter', 'tools/lessons.py'])
def test_no_citation_of_a_file_outside_the_repository(path):
    text = (ROOT/path).read_text(encoding='utf-8')
    if path.endswith('.ipynb'): text = '\n'.join(''.join(c['source']) for c in json.loads(text)['cells'])
    assert CITED.findall(text) == []


# ---- the lessons in Chromium -------------------------------------------------------------------------------------------
# the rulebook part as read, without the sources' own words (quoted as written, "celle(s)" and all)
BREAKABLE = re.compile(r'.{0,20}(?: [:;?!»]|« ).{0,10}')     # French's space before : ; ? ! », after «, if a line may start there
RULEBOOK_TEXT = """() => { const m = document.querySelector('main').cloneNode(true); m.querySelector('section.gl-hood')?.remove();
                         m.querySelectorAll('blockquote').forEach(q => q.remove()); document.body.append(m);
                         const t = m.innerText; m.remove(); return t; }"""


@pytest.mark.browser
@pytest.mark.timeout(900)
@pytest.mark.parametrize('lang', LANGS)
@pytest.mark.parametrize('game', GAMES)
def test_a_lesson_reads_as_a_rulebook(page, built_lessons, game, lang):
    page.goto(page_file(built_lessons, game, lang).as_uri())
    assert page.evaluate('document.documentElement.lang') == lang
    text = page.evaluate(RULEBOOK_TEXT)
    assert LEAKS.findall(text) == [], f"{game} ({lang}): {LEAKS.findall(text)[:5]}"
    body = page.evaluate('document.body.innerText')     # under the hood too: no memory address, no nbdev directive
    assert re.findall(r'.{40}\b0x[0-9a-f]{6,}', body) == [] and re.findall(r'.{20}#\|.{20}', body) == []
    assert page.locator('main h1').count() == 1 and page.title()
    # pictures: at least one, each with its text alternative
    pictures = page.locator('main figure.gl-picture svg[role=img]')
    assert pictures.count() >= 1
    assert all(p.get_attribute('aria-label') and p.locator('title').count() == 1 for p in pictures.all())
    # the source quoted in French, every quote of the rulebook marked so, and those of the notes under the hood
    quotes = page.locator('main blockquote:not(section.gl-hood blockquote)')
    assert quotes.count() >= 5 and quotes.count() == page.locator('main blockquote[lang=fr]:not(section.gl-hood blockquote)').count()
    french = [q.inner_text() for q in page.locator('section.gl-hood blockquote:not([lang=fr])').all() if re.search(r"« |\b(les|des|une) ", q.inner_text())]
    assert french == []
    # one language only (the other's twins dropped), the code under the hood marked English
    other = 'fr' if lang == 'en' else 'en'
    assert page.locator(f'[data-lang={other}]').count() == 0 and page.locator(f'p.gl-say[data-lang={lang}]').count() >= 1
    assert page.locator('section.gl-hood > div[lang=en]').count() == 1
    # headings in order: never a level skipped on the way down
    levels = page.evaluate("() => [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map(h => +h.tagName[1])")
    assert levels[0] == 1 and all(b <= a + 1 for a, b in zip(levels, levels[1:])), levels
    # the switch to the other language and the sheet
    assert page.locator(f'nav a[hreflang={other}]').count() == 1 and page.locator('nav a[href*=".sheet.html"]').count() == 1
    # the game's exercises: a link to each pupil's copy, in the page's language, numbered as in the term
    expected = [(f'exercises/{e.name}.ipynb?lang={lang}', typeset(f'{i}. {e.title[lang]}')) for i, e in exercises_of(game)]
    assert expected and [(a.get_attribute('href'), a.inner_text()) for a in page.locator('section.gl-exercises a').all()] == expected
    # French typography: a space before a colon in the French rulebook
    if lang == 'fr': assert not re.search(r'[a-zé»)]: ', text.replace('http:', '')), re.findall(r'.{20}[a-zé»)]: .{10}', text)[:3]
    # ...a space that never starts a line (a no-break space), in the French rulebook and in every quote of the French sources
    french = ([text] if lang == 'fr' else []) + [q.inner_text() for q in page.locator('main blockquote[lang=fr]').all()]
    assert [m for t in french for m in BREAKABLE.findall(t)] == []


# ---- the printable sheets ----------------------------------------------------------------------------------------------
@pytest.mark.browser
@pytest.mark.timeout(900)
@pytest.mark.parametrize('lang', LANGS)
@pytest.mark.parametrize('game', GAMES)
def test_a_rules_sheet_prints_on_one_or_two_pages(page, built_lessons, game, lang):
    page.goto(page_file(built_lessons, game, lang, sheet=True).as_uri())
    assert page.evaluate('document.documentElement.lang') == lang
    text = page.evaluate("() => document.querySelector('main').innerText")
    assert LEAKS.findall(text) == [] and '(s)' not in text
    if lang == 'fr': assert BREAKABLE.findall(text) == []
    rules = page.locator('main section.gl-rule')
    assert rules.count() >= 5 and page.locator('main section.gl-rule figure svg[role=img][aria-label]').count() >= 1
    assert float(page.evaluate("getComputedStyle(document.querySelector('main p')).fontSize")[:-2]) >= 18   # large type: 15pt
    page.emulate_media(media='print')
    assert not page.locator('nav').is_visible()
    pdf = page.pdf(format='A4', prefer_css_page_size=True)
    pages = len(re.findall(rb'/Type\s*/Page[^s]', pdf))
    assert 1 <= pages <= 2, f"{game} ({lang}): {pages} pages"


# ---- the lobby's links -------------------------------------------------------------------------------------------------
@pytest.mark.browser
@pytest.mark.timeout(300)
@pytest.mark.parametrize('query, suffix', [('', '.html'), ('?lang=fr', '.html?lang=fr')])
def test_the_lobby_links_each_lesson_in_its_language(page, voila_url, query, suffix):
    "The French lobby opens the French lessons; the links come from the games' descriptors"
    page.goto(f'{voila_url}/voila/render/index.ipynb{query}')
    links = page.locator('.gl-lobby a[href*="lessons/"]')
    links.first.wait_for(timeout=60_000)
    files = [a.get_attribute('href').rsplit('/', 1)[1] for a in links.all()]
    assert sorted(f for f in files if f.split('.')[0] in GAMES) == sorted(f'{g}{suffix}' for g in GAMES)
