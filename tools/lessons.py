#!/usr/bin/env python3
"""Build the lessons: the rules notebooks the games' descriptors name, executed, as standalone read-only HTML pages with their outputs.

The committed notebooks carry no outputs (nbdev-clean strips them), yet a pupil reading a lesson from the
lobby must see each rule's quote, its reading and the lesson's result without running anything. This tool
runs each notebook in a fresh kernel (nbclient, in `nbs/` as nbdev does) and converts it with nbconvert's
`lab` template, **offline**: the template's CDN scripts (require.js, MathJax, mermaid, the widget
renderer) are left out and its CSS is inlined, so the page needs nothing but itself.

    python tools/lessons.py                    # build the lessons that are out of date (what `make play` runs)
    python tools/lessons.py chromino --force   # build one lesson again
    python tools/lessons.py --out DIR          # into DIR instead of the cache folder
    python tools/lessons.py --import my_rules  # also the lessons of the games a module of your own registers

Which lessons: every registered game whose descriptor names a `lesson` (`games_lib.cli.lesson_names()`): a notebook
of `nbs/`, or a path to a notebook of the designer's own.

Where the pages go, and why not into git: the pages are built at `make play` time into a cache folder
outside the repository (`games_lib.cli.lessons_folder()`: the user cache folder, `--lessons` of
`games-lib play` overrides it), and `games-lib play` serves them at `/lessons/<game>.html`. They are not
committed like the board front ends in `games_lib/static/`, because (1) an executed notebook's outputs are
not reproducible byte for byte (set and dict reprs follow PYTHONHASHSEED, a refusal's text follows the
engine's current wording), so a `--check` in `make test` would fail for no reason or need its own
normalisation; (2) each page inlines JupyterLab's CSS (about 0.3 MB): one more generated blob per game in every
diff; (3) a committed page goes stale as soon as an engine changes, while a page built from the working
tree shows what the code does now. A page is rebuilt when its key changes: a hash of the notebook, of the
library's source (`games_lib/**/*.py`: outputs depend on it) and of the nbconvert version; the key is
stored next to the page (`<game>.key`), so an unchanged lesson costs nothing at the next `make play`.
"""
from __future__ import annotations
import argparse, hashlib, os, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NBS = ROOT/'nbs'
if str(ROOT) not in sys.path: sys.path.insert(0, str(ROOT))

from games_lib.cli import lesson_names, lesson_notebook, lessons_folder, load_games, take_imports   # noqa: E402  (what `games-lib play` serves)

# lab's page without the scripts it would fetch from a CDN; `lab/index.html.j2` keeps its inlined CSS
TEMPLATE = """{%- extends 'lab/index.html.j2' -%}
{%- block html_head_js -%}{%- endblock html_head_js -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block extra_css -%}
<style type="text/css">
.gl-lesson-note { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; max-width: 60rem; margin: 0.5rem auto;
                  padding: 0.5rem 0.8rem; border-radius: 6px; background: #ddf4ff; color: #0a3069; }
</style>
{%- endblock extra_css -%}
{%- block body_header -%}
{{ super() }}
<p class="gl-lesson-note" data-testid="lesson-note">A lesson of games_lib, read-only: every output below was computed when this page was built.
To run and change this notebook, open <code>nbs/{{ resources.metadata.name }}.ipynb</code> in the JupyterLab that <code>make play</code> starts.</p>
{%- endblock body_header -%}
"""


def key(nb: Path) -> str:
    "What the page depends on: the notebook, the library's source, nbconvert's version"
    import nbconvert
    h = hashlib.sha256(nb.read_bytes())
    for f in sorted((ROOT/'games_lib').rglob('*.py')):
        h.update(str(f.relative_to(ROOT)).encode()); h.update(f.read_bytes())
    h.update(nbconvert.__version__.encode())
    return h.hexdigest()


def build(name: str, out: Path, timeout: int = 300) -> Path:
    "Execute the rules notebook of game `name` and write `out/<name>.html` (atomically) with its key"
    import jinja2, nbformat
    from nbclient import NotebookClient
    from nbconvert import HTMLExporter
    nb_path = lesson_notebook(name)
    nb = nbformat.read(nb_path, as_version=4)
    from jupyter_client.manager import KernelManager
    env = {**os.environ, 'PYTHONHASHSEED': '0'}     # set reprs as stable as they can be, for readers comparing two builds
    with tempfile.TemporaryDirectory(prefix='gl-lesson-') as run:   # the kernel talks over files in a private folder (as Voilà's do)
        km = KernelManager(kernel_name='python3', transport='ipc', ip=str(Path(run)/'kernel'))
        try: NotebookClient(nb, km=km, timeout=timeout, resources={'metadata': {'path': str(nb_path.parent)}}).execute(env=env)
        finally:
            if km.has_kernel: km.shutdown_kernel(now=True)   # a kernel manager given to nbclient is not shut down by it
    exporter = HTMLExporter(template_name='lab', extra_loaders=[jinja2.DictLoader({'lesson.html.j2': TEMPLATE})],
                            template_file='lesson.html.j2', exclude_input_prompt=True, exclude_output_prompt=True)
    body, _ = exporter.from_notebook_node(nb, resources={'metadata': {'name': nb_path.stem}})
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile('w', dir=out, suffix='.tmp', delete=False, encoding='utf-8') as f: f.write(body)
    os.replace(f.name, out/f'{name}.html')
    (out/f'{name}.key').write_text(key(nb_path))
    return out/f'{name}.html'


def stale(name: str, out: Path) -> bool:
    k = out/f'{name}.key'
    return not (out/f'{name}.html').is_file() or not k.is_file() or k.read_text() != key(lesson_notebook(name))


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
