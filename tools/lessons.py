#!/usr/bin/env python3
"""Build the lessons: each registered game's rulebook, from its rules notebook, executed, as standalone read-only pages in English
and French, with a printable rules sheet.

A rules notebook holds its rulebook in both languages next to the code: markdown cells in pairs, an English cell (first line
`<div lang="en">`) followed by its French twin (`<div lang="fr">`), and code cells whose first line is `# rulebook`, whose
output (a picture of a position, a sentence in both languages: `games_lib.rulebook`) the rulebook shows. This tool runs the
notebook in a fresh kernel (nbclient, in `nbs/` as nbdev does), then writes, for each language:

- `<game>.html` / `<game>.fr.html`, the lesson: the rulebook cells of that language in the notebook's order (the rules, each with
  its source quote, our reading, its picture and its check as a sentence; each check's code folded), then *Under the hood* /
  *Sous le capot*: every other cell, the code and the developers' notes (in English, marked so), with their outputs;
- `<game>.sheet.html` / `<game>.sheet.fr.html`, the rules sheet: for each rule its heading, its "In short." / "En bref."
  paragraph and its first picture, in large type, for one or two A4 pages (print CSS).

After its rules, a lesson lists the game's exercises (`games_lib.exercises`): links to the pupils' copies, without the answers,
in the page's language, which `games-lib play` hands out at `/lessons/exercises/<name>.ipynb?lang=fr`.

A rulebook cell without its twin is an error that names the cell. Every page is offline: its CSS is inline, its pictures inline
SVG, it runs no script. `games-lib play` serves them at `/lessons/<game>.html` and `/lessons/<game>.sheet.html`, `?lang=fr` for
French.

    python tools/lessons.py                    # build the lessons that are out of date (what `make play` runs)
    python tools/lessons.py chromino --force   # build one lesson again
    python tools/lessons.py --out DIR          # into DIR instead of the cache folder
    python tools/lessons.py --import my_rules  # also the lessons of the games a module of your own registers

Which lessons: every registered game whose descriptor names a `lesson` (`games_lib.cli.lesson_names()`): a notebook
of `nbs/`, or a path to a notebook of the designer's own.

Where the pages go, and why not into git: the pages are built at `make play` time into a cache folder
outside the repository (`games_lib.cli.lessons_folder()`: the user cache folder, `--lessons` of
`games-lib play` overrides it). They are not committed like the board front ends in `games_lib/static/`, because (1) an
executed notebook's outputs are not reproducible byte for byte (set and dict reprs follow PYTHONHASHSEED, a refusal's text
follows the engine's current wording), so a `--check` in `make test` would fail for no reason or need its own
normalisation; (2) four pages a game in every diff; (3) a committed page goes stale as soon as an engine changes, while a
page built from the working tree shows what the code does now. The pages are rebuilt when their key changes (a hash of the
notebook, of the library's source `games_lib/**/*.py`, of this tool and of nbconvert's version, stored in `<game>.key`) or
one of them is missing, so an unchanged lesson costs nothing at the next `make play`. The test suite builds all of them
into a temporary folder (`built_lessons` in tests/conftest.py), one process a game, side by side.
"""
from __future__ import annotations
import argparse, hashlib, html, os, re, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NBS = ROOT/'nbs'
if str(ROOT) not in sys.path: sys.path.insert(0, str(ROOT))

from games_lib.cli import lesson_names, lesson_notebook, lessons_folder, load_games, take_imports   # noqa: E402  (what `games-lib play` serves)

PAGES = ('{g}.html', '{g}.fr.html', '{g}.sheet.html', '{g}.sheet.fr.html')   # the lesson and the rules sheet, in English and French
WORDS = {'en': dict(rules='the rules', sheet_title='rules sheet', hood='Under the hood', other='Lire en français', other_lang='fr',
                    other_href='?lang=fr', sheet='Rules sheet to print', lesson='The rules, with examples',
                    hood_note="For readers of the code: how the rules above are written in Python, tested and made fast.",
                    code='The check, in Python', players='players', exercises='Exercises',
                    exercises_note="Notebooks for pupils, without the answers: download one, open it in Jupyter and run it from the top; its checks say in words what is not right yet.", built="Every example and check on this page was computed by the library when the page was built."),
         'fr': dict(rules='la règle du jeu', sheet_title='fiche de règles', hood='Sous le capot', other='Read in English', other_lang='en',
                    other_href='?lang=en', sheet='Fiche de règles à imprimer', lesson='La règle, avec des exemples',
                    hood_note="Pour qui lit le code : comment la règle ci-dessus est écrite en Python, vérifiée et rendue rapide. Cette partie est en anglais, comme le code.",
                    code='La vérification, en Python', players='joueurs', exercises='Exercices',
                    exercises_note="Des carnets pour les élèves, sans les réponses : téléchargez-en un, ouvrez-le dans Jupyter et exécutez-le depuis le début ; ses vérifications disent en mots ce qui ne va pas encore.", built="Chaque exemple et chaque vérification de cette page ont été calculés par la bibliothèque quand la page a été construite.")}
PROSE = re.compile(r'\A\s*<div lang="(en|fr)">')     # the first line of a rulebook cell: its language
CHECK = '# rulebook'                                 # the first line of a code cell whose output the rulebook shows
SHORT = {'en': 'In short.', 'fr': 'En bref.'}        # the paragraph of a rule that the printed sheet keeps

CSS = """
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; font-size: 1.1rem; line-height: 1.55; color: #1b1b1b;
       background: #fff; margin: 0; }
main, nav.gl-top { max-width: 48rem; margin: 0 auto; padding: 0 1rem; }
nav.gl-top { display: flex; flex-wrap: wrap; gap: 1rem; padding-top: 0.8rem; }
a { color: #0645ad; text-decoration: underline; }
h1 { font-size: 2rem; margin: 0.6rem 0; } h2 { margin-top: 2.2rem; border-bottom: 2px solid #ddd; }
blockquote { margin: 0.8rem 0; padding: 0.4rem 0.9rem; border-left: 4px solid #8a6d00; background: #fff8e0; font-style: italic; }
figure.gl-picture { margin: 1rem 0; } figure.gl-picture svg { max-width: 100%; height: auto; }
figcaption, p.gl-say { font-size: 1rem; background: #eef6ee; border-left: 4px solid #2e7d32; padding: 0.3rem 0.7rem; margin: 0.4rem 0; }
code, pre { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 0.9rem; }
pre { background: #f4f4f4; padding: 0.6rem; overflow-x: auto; white-space: pre-wrap; }
details { margin: 0.3rem 0 1rem; } summary { cursor: pointer; color: #333; }
.gl-note { background: #ddf4ff; color: #0a3069; padding: 0.5rem 0.8rem; border-radius: 6px; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 0.2rem 0.5rem; }
section.gl-hood { margin-top: 3rem; border-top: 4px double #999; }
"""
SHEET_CSS = """
body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; font-size: 14pt; line-height: 1.3; color: #000; background: #fff;
       max-width: 190mm; margin: 0 auto; padding: 0 6mm; }
h1 { font-size: 22pt; margin: 2mm 0 1mm; } h2 { font-size: 15pt; margin: 3mm 0 0.5mm; }
.gl-rule { break-inside: avoid; display: flex; gap: 4mm; align-items: flex-start; }
.gl-rule > div { flex: 1; } p { margin: 0.5mm 0; }
figure { margin: 0; } figure svg { max-width: 62mm; max-height: 48mm; height: auto; width: auto; }
nav.gl-top { display: flex; gap: 1rem; font-size: 12pt; } a { color: #0645ad; text-decoration: underline; }
@page { size: A4; margin: 10mm; }
@media print { nav.gl-top { display: none; } body { padding: 0; } }
"""


def cell_kind(c) -> tuple[str, str|None]:
    "('prose', lang) for a rulebook cell, ('check', None) for a code cell the rulebook shows, ('hood', None) for the rest"
    src = c['source']
    if c['cell_type'] == 'markdown' and (m := PROSE.match(src)): return 'prose', m[1]
    if c['cell_type'] == 'code' and src.lstrip().startswith(CHECK): return 'check', None
    return 'hood', None


def gaps(nb) -> list[str]:
    "Where a rulebook cell has no twin: each English cell is followed by its French twin, with the same number of headings of each level"
    out, prose = [], [(i, c) for i, c in enumerate(nb.cells) if cell_kind(c)[0] == 'prose']
    def shape(c): return [len(h) for h in re.findall(r'^(#+) ', c['source'], re.M)]
    k = 0
    while k < len(prose):
        i, c = prose[k]; lang = cell_kind(c)[1]
        twin = prose[k + 1] if k + 1 < len(prose) else None
        if lang != 'en' or twin is None or cell_kind(twin[1])[1] != 'fr':
            out.append(f"cell {i + 1} ({lang}: {c['source'].splitlines()[1:3]}) has no twin in the other language right after it"); k += 1; continue
        if shape(c) != shape(twin[1]): out.append(f"cells {i + 1} and {twin[0] + 1}: not the same headings in English and French")
        k += 2
    return out


def _html(text: str, lang: str):
    "Markdown -> a soup fragment, with only `lang`'s twins kept and no anchor links"
    from bs4 import BeautifulSoup
    from nbconvert.filters.markdown_mistune import markdown2html_mistune
    soup = BeautifulSoup(markdown2html_mistune(text), 'html.parser')
    return _only(soup, lang)


def _only(soup, lang):
    for a in soup.select('a.anchor-link'): a.decompose()
    for e in soup.select('[data-lang]'):
        if e.get('data-lang') != lang: e.decompose()
    return soup


def _outputs(c, lang: str, hood: bool) -> str:
    from bs4 import BeautifulSoup
    out = []
    for o in c.get('outputs', []):
        d = o.get('data', {})
        if o['output_type'] == 'stream': out.append(f"<pre>{html.escape(o['text'])}</pre>" if hood else '')
        elif 'text/html' in d: out.append(str(_only(BeautifulSoup(d['text/html'], 'html.parser'), lang)))
        elif 'image/svg+xml' in d: out.append(d['image/svg+xml'])
        elif 'text/plain' in d: out.append(f"<pre>{html.escape(d['text/plain'])}</pre>")
        elif o['output_type'] == 'error': raise RuntimeError(f"cell failed: {o.get('ename')}: {o.get('evalue')}")
    return ''.join(out)


FRENCH_WORDS = frozenset('le la les des une un du de et est à qui que pour sur avec dans il elle vous son sa ses au aux ne pas'.split())

def _mark_quotes(soup):
    "The notes' quotes of the French sources (`> *...*` in markdown) marked French, so that a screen reader speaks them in French"
    for q in soup.find_all('blockquote'):
        words = re.findall(r"[\wàâçéèêëîïôûùüÿœ]+", q.get_text(' ').lower())
        if not q.has_attr('lang') and sum(w in FRENCH_WORDS for w in words) >= 3: q['lang'] = 'fr'
    return soup


def _demote(soup, by: int, least: int):
    for h in soup.find_all(re.compile(r'^h[1-6]$')):
        h.name = f'h{min(max(int(h.name[1]) + by, least), 6)}'
        if h.has_attr('id'): del h['id']
    return soup


def rulebook(nb, lang: str) -> tuple[str, str, list]:
    "(title, the rulebook part, the hood part) of an executed notebook in `lang`; the sheet's sections come from the rulebook part"
    book, hood, title = [], [], None
    for c in nb.cells:
        kind, cl = cell_kind(c)
        if kind == 'prose':
            if cl != lang: continue
            soup = _html(c['source'], lang)
            if title is None and (h1 := soup.find('h1')): title = h1.get_text(' ', strip=True)
            book.append(str(soup))
        elif kind == 'check':
            code = '\n'.join(c['source'].splitlines()[1:])
            book.append(_outputs(c, lang, hood=False)
                        + f"<details lang=\"en\"><summary lang=\"{lang}\">{WORDS[lang]['code']}</summary><pre><code>{html.escape(code)}</code></pre></details>")
        elif c['cell_type'] == 'markdown': hood.append(str(_mark_quotes(_demote(_html(c['source'], lang), 1, 3))))
        elif c['source'].strip() and not c['source'].lstrip().startswith('#| default_exp'):   # an exported cell's output is a by-product
            code = '\n'.join(l for l in c['source'].splitlines() if not l.startswith('#|'))   # nbdev's directives are for nbdev
            hood.append(f"<pre><code>{html.escape(code)}</code></pre>" + ('' if c['source'].lstrip().startswith('#| export') else _outputs(c, lang, hood=True)))
    if not any(cell_kind(c)[0] in ('prose', 'check') for c in nb.cells):
        # a designer's notebook written without language pairs: the whole notebook is its lesson, as it is written
        first = next((c for c in nb.cells if c['cell_type'] == 'markdown'), None)
        h1 = _html(first['source'], lang).find('h1') if first else None
        return (h1.get_text(' ', strip=True) if h1 else None), '\n'.join(hood), ''
    return title, '\n'.join(book), '\n'.join(hood)


def exercises_part(game: str | None, lang: str) -> str:
    "The exercises of `game` (None: all of them) as links to the pupils' copies (`/lessons/exercises/<name>.ipynb`), or ''"
    from games_lib.exercises import KIND_WORDS, exercises_of
    found, w = exercises_of(game), WORDS[lang]
    if not found: return ''
    items = ''.join(f'<li><a href="exercises/{e.name}.ipynb?lang={lang}" download="{e.name}.ipynb">{i}. {html.escape(e.title[lang])}</a>'
                    f' · {e.minutes} min · {KIND_WORDS[e.kind][lang]}</li>' for i, e in found)
    return f'<section class="gl-exercises" aria-labelledby="gl-exercises"><h2 id="gl-exercises">{w["exercises"]}</h2><p>{w["exercises_note"]}</p><ul>{items}</ul></section>'


def page(name: str, nb, lang: str, exercises: str = '', words: dict | None = None) -> str:
    "The lesson page of game `name` in `lang`: the rulebook, `exercises` (`exercises_part`), then 'Under the hood' (in English, the language of the code); `words` overrides `WORDS`"
    w = {**WORDS[lang], **(words or {}).get(lang, {})}
    title, book, hood = rulebook(nb, lang)
    if not book: raise ValueError(f"{name}: the notebook has no rulebook cell in {lang} (a markdown cell whose first line is <div lang=\"{lang}\">)")
    section = (f"""<section class="gl-hood" aria-labelledby="gl-hood"><h2 id="gl-hood">{w['hood']}</h2><p>{w['hood_note']}</p>
<div lang="en">{hood}</div></section>""" if hood else '')   # a designer's notebook without language pairs is all lesson
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title or name)}</title><style>{CSS}</style></head><body>
<nav class="gl-top" aria-label="{'Pages' if lang == 'en' else 'Pages'}"><a href="{w['other_href']}" hreflang="{w['other_lang']}" lang="{w['other_lang']}">{w['other']}</a>
<a href="{name}.sheet.html{'?lang=fr' if lang == 'fr' else ''}">{w['sheet']}</a></nav>
<main>
{book}
{exercises}
<p class="gl-note">{w['built']}</p>
{section}
</main></body></html>
"""


def sheet(name: str, nb, lang: str, words: dict | None = None) -> str:
    "The printable rules sheet in `lang`: for each rule its heading, its 'in short' paragraph and its first picture; `words` overrides `WORDS`"
    from bs4 import BeautifulSoup
    w = {**WORDS[lang], **(words or {}).get(lang, {})}
    title, book, _ = rulebook(nb, lang)
    soup = BeautifulSoup(book, 'html.parser')
    rules, cur = [], None
    for e in soup.find_all(['h2', 'p', 'figure']):
        if e.name == 'h2': cur = {'h': e.get_text(' ', strip=True), 'p': [], 'fig': None}; rules.append(cur)
        elif cur is None: continue
        elif e.name == 'p' and (s := e.find('strong')) and s.get_text(strip=True) == SHORT[lang] and e.contents and e.contents[0] == s:
            s.decompose(); cur['p'].append(e.decode_contents().strip())
        elif e.name == 'figure' and cur['fig'] is None and e.find('svg'): cur['fig'] = str(e.find('svg'))
    body = ''.join(f"<section class=\"gl-rule\"><div><h2>{html.escape(r['h'])}</h2>{''.join(f'<p>{p}</p>' for p in r['p'])}</div>"
                   + (f"<figure>{r['fig']}</figure>" if r['fig'] else '') + "</section>\n" for r in rules if r['p'])
    head, sep = (title.split(':')[0].strip() if title else name), (' : ' if lang == 'fr' else ': ')
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(head)}{sep}{w['sheet_title']}</title><style>{SHEET_CSS}</style></head><body>
<nav class="gl-top" aria-label="Pages"><a href="{name}.html{'?lang=fr' if lang == 'fr' else ''}">{w['lesson']}</a>
<a href="{w['other_href']}" hreflang="{w['other_lang']}" lang="{w['other_lang']}">{w['other']}</a></nav>
<main><h1>{html.escape(head)} — {w['sheet_title']}</h1>
{body}</main></body></html>
"""


def key(nb: Path) -> str:
    "What the pages depend on: the notebook, the library's source, this tool, nbconvert's version"
    import nbconvert
    h = hashlib.sha256(nb.read_bytes())
    for f in sorted((ROOT/'games_lib').rglob('*.py')) + [Path(__file__).resolve()]:
        h.update(str(f.relative_to(ROOT)).encode()); h.update(f.read_bytes())
    h.update(nbconvert.__version__.encode())
    return h.hexdigest()


def execute(nb_path: Path, timeout: int = 300):
    "The notebook run in a fresh kernel, in its own folder, as nbdev does"
    import nbformat
    from nbclient import NotebookClient
    from jupyter_client.manager import KernelManager
    nb = nbformat.read(nb_path, as_version=4)
    env = {**os.environ, 'PYTHONHASHSEED': '0'}     # set reprs as stable as they can be, for readers comparing two builds
    with tempfile.TemporaryDirectory(prefix='gl-lesson-') as run:   # the kernel talks over files in a private folder (as Voilà's do)
        km = KernelManager(kernel_name='python3', transport='ipc', ip=str(Path(run)/'kernel'))
        try: NotebookClient(nb, km=km, timeout=timeout, resources={'metadata': {'path': str(nb_path.parent)}}).execute(env=env)
        finally:
            if km.has_kernel: km.shutdown_kernel(now=True)   # a kernel manager given to nbclient is not shut down by it
    return nb


def _write(path: Path, text: str):
    with tempfile.NamedTemporaryFile('w', dir=path.parent, suffix='.tmp', delete=False, encoding='utf-8') as f: f.write(text)
    os.replace(f.name, path)


def build(name: str, out: Path, timeout: int = 300) -> Path:
    "Execute the rules notebook of game `name` and write its lesson and sheet in English and French into `out` (atomically), then its key"
    nb_path = lesson_notebook(name)
    nb = execute(nb_path, timeout)
    if missing := gaps(nb): raise ValueError(f"{nb_path.name}: " + '; '.join(missing))
    out.mkdir(parents=True, exist_ok=True)
    for lang in ('en', 'fr'):
        dot = '' if lang == 'en' else '.fr'
        _write(out/f'{name}{dot}.html', page(name, nb, lang, exercises_part(name, lang)))
        _write(out/f'{name}.sheet{dot}.html', sheet(name, nb, lang))
    (out/f'{name}.key').write_text(key(nb_path))
    return out/f'{name}.html'


def stale(name: str, out: Path) -> bool:
    k = out/f'{name}.key'
    return not all((out/p.format(g=name)).is_file() for p in PAGES) or not k.is_file() or k.read_text() != key(lesson_notebook(name))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Build the lessons (the rules notebooks, executed, as offline HTML pages)")
    try: modules, argv = take_imports(list(sys.argv[1:] if argv is None else argv))
    except ValueError as e: p.error(str(e))
    try: load_games(modules)
    except ValueError as e: p.error(str(e))
    lessons = lesson_names()
    p.add_argument('games', nargs='*', help=f"which lessons (default all: {', '.join(lessons)})")
    p.add_argument('--out', type=Path, help=f"folder of the pages (default {lessons_folder()})")
    p.add_argument('--force', action='store_true', help="build even the lessons that are up to date")
    p.add_argument('--import', dest='imports', action='append', default=[], metavar='MODULE',
                   help="a module that registers games of your own, with their lessons (repeatable)")
    a = p.parse_args(argv)
    out = a.out or lessons_folder()
    unknown = [g for g in a.games if g not in lessons]
    if unknown: p.error(f"unknown lesson {unknown[0]!r}; lessons: {', '.join(lessons)} (a game of your own: --import the module that registers it)")
    for g in [g for g in (a.games or lessons) if not lesson_notebook(g).is_file()]:     # a designer's lesson may have moved: the others are built
        if a.games: p.error(f"the lesson of {g} is {lesson_notebook(g)}, which does not exist")
        print(f"lessons: the lesson of {g} is {lesson_notebook(g)}, which does not exist: its page is not built", file=sys.stderr)
        lessons = {k: v for k, v in lessons.items() if k != g}
    todo = [g for g in (a.games or lessons) if a.force or stale(g, out)]
    if todo: print(f"Building the lessons {', '.join(todo)} into {out} (the rules notebooks, executed once)...", flush=True)
    for g in todo:
        t = time.perf_counter()
        try: page = build(g, out)
        except Exception as e:
            print(f"lessons: {g}: {lesson_notebook(g).name} failed to run ({type(e).__name__}); its lesson page is not built:\n{e}"[:3000], file=sys.stderr)
            return 1
        print(f"  {page} ({page.stat().st_size // 1024} KB, {time.perf_counter() - t:.0f} s)", flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
