"""The notebooks are the source: run their lesson cells (nbdev's `test_nb`, one fresh interpreter each, no kernel; the rules
notebooks run whole in the lessons' build), smoke-run the Voilà apps the same way, and keep every notebook small and free
of widget state."""
from __future__ import annotations
import json, re, subprocess, sys
from pathlib import Path

import pytest
from nbdev.config import get_config

ROOT = Path(__file__).resolve().parent.parent
CFG = get_config(ROOT)
MAX_NB_BYTES = 400 * 1024


def _skip_flags() -> list[str]:
    flags = CFG.tst_flags
    return flags.split() if isinstance(flags, str) else list(flags or [])


def _eligible(folder: Path, pattern: str) -> list[Path]:
    "Notebooks under `folder`, leaving out `_`/`.` names (as nbdev does) and folders holding a `.notest` file"
    out = []
    for p in sorted(folder.glob(pattern)):
        rel = p.relative_to(folder)
        if any(part.startswith(('_', '.')) for part in rel.parts): continue
        if (p.parent/'.notest').exists(): continue
        out.append(p)
    return out


_RUNNER = """
import signal, sys
from nbdev.test import test_nb
ok, secs = test_nb(sys.argv[1], skip_flags=sys.argv[2].split(), basepath=sys.argv[3],
                   cell_timeout=int(sys.argv[4]) or None, profile=sys.argv[5] == '1')
print(f'{secs:.1f}')
sys.exit(0 if ok is True else 1)
"""


def _run(nb: Path):
    """Run `nb` like `nbdev-test` does, in a fresh interpreter (a notebook's own definitions, such as a registry
    entry it sets while teaching, must not leak into the next notebook or test); on failure, the assertion
    message carries the failing cell's traceback"""
    args = [sys.executable, '-c', _RUNNER, str(nb), ' '.join(_skip_flags()), str(CFG.config_path),
            str(CFG.cell_timeout or 0), '1' if CFG.exec_profile else '0']
    r = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, f"{nb.relative_to(ROOT)} failed:\n{r.stderr[-6000:]}\n{r.stdout[-2000:]}"


NBS = _eligible(CFG.nbs_path, '**/*.ipynb')
APPS = _eligible(ROOT/'voila_apps', '*.ipynb')


def _lesson_notebooks() -> dict[Path, str]:
    "The rules notebooks the lessons are built from, each with its game"
    from games_lib.play_server import lesson_names, lesson_notebook
    return {lesson_notebook(g).resolve(): g for g in lesson_names()}


@pytest.mark.parametrize('nb', NBS, ids=lambda p: str(p.relative_to(CFG.nbs_path)))
def test_notebook(nb, request):
    """A rules notebook is run whole, every cell, in its own kernel, by the lessons' build the suite makes once (a failing
    cell fails it): it is not run a second time here; every other notebook runs as `nbdev-test` runs it"""
    if (game := _lesson_notebooks().get(nb.resolve())) is not None:
        built = request.getfixturevalue('built_lessons')
        assert (built/f'{game}.key').is_file(), f"the lessons' build did not run {nb.name}"
        return
    _run(nb)


@pytest.mark.parametrize('nb', APPS, ids=lambda p: p.name)
def test_voila_app_runs(nb):
    "Smoke: the app's cells execute without a kernel (widgets are built, nothing raises)"
    _run(nb)


FRENCH_INTRO = re.compile(r'<div class="gl-intro-fr" lang="fr">(.*?)</div>', re.S)
BREAKABLE = re.compile(r'.{0,20}(?:[ \t][:;?!»]|«[ \t]).{0,10}')


def test_the_apps_french_keeps_its_space_before_a_mark_on_the_marks_line():
    "Each app's French introduction writes French's space before : ; ? ! and inside « » as a no-break space (U+00A0), so that a phone never starts a line with the mark"
    found = [f"{nb.name}: {m!r}" for nb in APPS for c in json.loads(nb.read_text(encoding='utf-8'))['cells'] if c['cell_type'] == 'markdown'
             for block in FRENCH_INTRO.findall(''.join(c['source'])) for m in BREAKABLE.findall(re.sub(r'`[^`]*`', '', block))]
    assert found == [], found


def test_notebooks_found():
    "Guard against a silent empty parametrisation (wrong nbs_path, renamed folder)"
    assert NBS, f"no notebooks found under {CFG.nbs_path}"
    assert APPS, f"no Voilà apps found under {ROOT/'voila_apps'}"


def _committed_notebooks() -> list[Path]:
    "Notebooks git tracks or would track (not ignored); every notebook in the tree when git is unavailable"
    try:
        out = subprocess.run(['git', 'ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.ipynb'],
                             cwd=ROOT, capture_output=True, check=True).stdout.decode()
        files = [ROOT/f for f in out.split('\0') if f]
    except (OSError, subprocess.CalledProcessError):
        files = [p for p in ROOT.rglob('*.ipynb')
                 if not any(part.startswith('.') for part in p.relative_to(ROOT).parts)]
    return sorted(p for p in set(files) if p.is_file())


def test_notebooks_are_small_and_stateless():
    "Committed notebooks stay under 400 KB and carry no saved widget state (`metadata.widgets`)"
    nbs = _committed_notebooks()
    assert nbs, "no notebooks found"
    problems = []
    for p in nbs:
        rel, size = p.relative_to(ROOT), p.stat().st_size
        if size > MAX_NB_BYTES: problems.append(f"{rel}: {size/1024:.0f} KB > {MAX_NB_BYTES//1024} KB")
        try: meta = json.loads(p.read_text(encoding='utf-8')).get('metadata', {})
        except ValueError as e:
            problems.append(f"{rel}: not valid JSON ({e})"); continue
        if 'widgets' in meta: problems.append(f"{rel}: has metadata.widgets (saved widget state): delete that key "
                                                    "(nbdev-clean keeps it; in Jupyter untick Settings > Save Widget State Automatically)")
    assert not problems, 'notebook hygiene:\n' + '\n'.join(problems)
