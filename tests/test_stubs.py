"""Type checkers and editors see the `@patch`-ed methods on their classes (tools/stubs.py writes games_lib/**/*.pyi).

What the tests guard:
- (that the committed stubs are exactly what tools/stubs.py writes now is `make test`'s `stubs-check` step, as the
  README's is `readme-check`; the tests below read the committed stubs);
- every `@patch`-ed function of every module is a method of its class in a stub, with its parameters and docstring, a
  property for `as_prop=True`, a classmethod for `cls_method=True`, and no longer a function of its module;
- mypy (pinned in the dev extra) sees the patched methods of the four engines, a table class and the board widgets in a
  user's snippet: no attr-defined error, and a wrong call is refused by the patched signature; without the stubs the same
  snippet is full of attr-defined errors (the control, so the first run cannot pass by accident);
- an editor's completion (Jedi, as in IPython and JupyterLab) completes a patched method and goes to it in the stub;
- the stubs add no error of their own (an unknown name, a method defined twice, an import that leads nowhere);
- the wheel carries the stubs and the `py.typed` marker, and mypy sees the methods through the unpacked wheel.
"""
from __future__ import annotations
import ast, re, shutil, subprocess, sys, tarfile, zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT/'games_lib'
sys.path.insert(0, str(ROOT/'tools'))
import stubs  # noqa: E402  (tools/stubs.py)

# A user's code: patched methods of each engine, of table classes and of the board widgets (a property and a classmethod
# among them). `# E: code` marks the one error mypy must report on a line with the stubs: a use the patched signature
# refuses (so the methods' types are read, not only their names). `# bare: code` marks an error mypy reports on that line
# without the stubs (the control). The widgets derive from untyped libraries (anywidget, ipywidgets), on which mypy
# accepts any attribute: their checks are the type of what the patched member gives.
SNIPPET = '''\
from games_lib.kids import Kids
from games_lib.chromino import Chromino, Place
from games_lib.kayain import Kayain
from games_lib.centrix import Centrix
from games_lib.tables.store import Store
from games_lib.tables.server import Live, TableServer
from games_lib.widgets.table import Table
from games_lib.widgets.board import BoardWidget
from games_lib.core import IllegalMove

def kids(k: Kids, s: object) -> tuple:
    k._check_roll(s, None)  # bare: attr-defined
    return k.flip_room((), ())  # bare: attr-defined

def kids_wrong(k: Kids) -> None:
    k.flip_room()  # E: call-arg  # bare: attr-defined

def chromino(c: Chromino, s: object, mv: Place) -> object:
    return c._check_place(s, mv)  # bare: attr-defined

def kayain(g: Kayain, s: object) -> object:
    return g._end_turn(s, 0, phase='draw')  # bare: attr-defined

def centrix(g: Centrix) -> bool:
    return g.reaches_top('7') and g.may_bump(None, None, 1, 2)  # bare: attr-defined

def centrix_wrong(g: Centrix) -> bool:
    return g.reaches_top('7', 8)  # E: call-arg  # bare: attr-defined

def tables(store: Store, server: TableServer) -> Live:
    store.append('t1', 0, {}, 1)  # bare: attr-defined
    return server.create({})  # bare: attr-defined

def table(t: Table) -> int:
    t.tick()  # bare: attr-defined
    return t.ply  # bare: attr-defined

def table_wrong(t: Table) -> str:
    return t.ply  # E: return-value  # bare: attr-defined

def attributes(t: Table, e: IllegalMove) -> object:
    return t.g, t.seq + 1, e.rejection  # assigned by unpacking (`self.g, self.seed = ...`) in `__init__`

def widgets(w: BoardWidget) -> None:
    w.g.no_such_member  # E: attr-defined
    BoardWidget.make_game('chromino')  # E: call-arg
'''
# (module, class, member) the snippet uses: each must be written as a `@patch` in its module, so that the snippet keeps
# testing patched methods if one of them moves into its class body
USED = [('kids', 'Kids', '_check_roll'), ('kids', 'Kids', 'flip_room'), ('chromino', 'Chromino', '_check_place'),
        ('kayain', 'Kayain', '_end_turn'), ('centrix', 'Centrix', 'reaches_top'), ('centrix', 'Centrix', 'may_bump'),
        ('tables/store', 'Store', 'append'), ('tables/server', 'TableServer', 'create'), ('widgets/table', 'Table', 'tick'),
        ('widgets/table', 'Table', 'ply'), ('widgets/board', 'BoardWidget', 'make_game'), ('widgets/board', 'BoardWidget', 'g')]
ERROR = re.compile(r'^(?P<file>[^:\n]+):(?P<line>\d+): error: (?P<msg>.*?)(?:  \[(?P<code>[a-z-]+)\])?$', re.M)


def _mypy(files: list, cwd: Path, cache: Path) -> list[dict]:
    "mypy's errors on `files`, run from `cwd` (where it finds games_lib), imported modules analysed but not reported"
    r = subprocess.run([sys.executable, '-m', 'mypy', '--cache-dir', str(cache), '--follow-imports=silent',
                        '--ignore-missing-imports', '--no-error-summary', '--show-absolute-path', *map(str, files)],
                       cwd=cwd, capture_output=True, text=True, timeout=300)
    assert r.returncode in (0, 1) and not r.stderr, r.stdout[-3000:] + r.stderr[-3000:]
    return [m.groupdict() for m in ERROR.finditer(r.stdout)]


def _snippet_errors(errors: list, snippet: Path) -> set:
    return {(int(e['line']), e['code']) for e in errors if Path(e['file']) == snippet}


def _expected(mark: str = 'E') -> set:
    "(line, error code) marked `# E: code` (with the stubs) or `# bare: code` (without) in the snippet"
    return {(i, m.group(1)) for i, l in enumerate(SNIPPET.splitlines(), 1) if (m := re.search(rf'# {mark}: ([a-z-]+)', l))}


def test_mypy_is_the_pinned_one():
    import mypy.version
    assert mypy.version.__version__ == stubs.pinned_mypy(), 'run `make setup`: pyproject.toml pins another mypy'


def _patches(path: Path) -> list:
    "(function node, class name, flags) for each top-level `@patch`-ed function of a module, read independently of the tool"
    out = []
    for n in ast.parse(path.read_text(encoding='utf-8')).body:
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)): continue
        for d in n.decorator_list:
            f = d.func if isinstance(d, ast.Call) else d
            if getattr(f, 'id', None) != 'patch': continue
            flags = {k.arg for k in getattr(d, 'keywords', []) if getattr(k.value, 'value', False)}
            ann = (n.args.posonlyargs + n.args.args)[0].annotation
            for cls in re.findall(r'\w+', ast.unparse(ann).strip('\'"')): out.append((n, cls, flags))
    return out


def _classes() -> dict:
    "Class name -> {stub path: class node}, over every committed stub"
    out = {}
    for p in PKG.rglob('*.pyi'):
        for n in ast.parse(p.read_text(encoding='utf-8')).body:
            if isinstance(n, ast.ClassDef): out.setdefault(n.name, {})[p] = n
    return out


def test_every_patched_function_is_a_method_of_its_class_in_a_stub():
    classes, checked, problems = _classes(), 0, []
    modules = [p for p in PKG.rglob('*.py') if not {'notebooks', 'static'} & set(p.relative_to(PKG).parts)]
    for py in modules:
        stub = py.with_suffix('.pyi')
        last = {(cls, fn.name): (fn, cls, flags) for fn, cls, flags in _patches(py)}   # a later patch replaces an earlier one
        for fn, cls, flags in last.values():
            where = f'{py.relative_to(ROOT)}: {cls}.{fn.name}'
            found = classes.get(cls, {})
            node = found.get(stub) or (next(iter(found.values())) if len(found) == 1 else None)
            if node is None: problems.append(f'{where}: class not in one stub ({[str(p) for p in found]})'); continue
            meths = [m for m in node.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and m.name == fn.name]
            if len(meths) != 1: problems.append(f'{where}: {len(meths)} definitions in the stub'); continue
            m, checked = meths[0], checked + 1
            decs = {ast.unparse(d) for d in m.decorator_list}
            want = {'property'} if 'as_prop' in flags else {'classmethod'} if 'cls_method' in flags else set()
            if decs != want: problems.append(f'{where}: decorators {decs}, expected {want}')
            if ast.get_docstring(m) != ast.get_docstring(fn): problems.append(f'{where}: docstring differs')
            if type(m) is not type(fn): problems.append(f'{where}: async or not, unlike the module')
            params = lambda f: [a.arg for a in f.args.posonlyargs + f.args.args + f.args.kwonlyargs] + \
                               [f'*{a.arg}' for a in (f.args.vararg, f.args.kwarg) if a]
            if params(m) != params(fn): problems.append(f'{where}: parameters {params(m)} != {params(fn)}')
            if m.args.args[0].annotation is not None: problems.append(f'{where}: first parameter still annotated')
        if stub.exists():   # a patched function is not a function of its module (fastcore's patch leaves the name as it was)
            defs = lambda path: {n.name for n in ast.parse(path.read_text(encoding='utf-8')).body
                                 if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and not any(
                                     'patch' in ast.unparse(d) for d in n.decorator_list)}
            tops, plain = defs(stub), defs(py)
            problems += [f'{stub.relative_to(ROOT)}: {fn.name} left at module level' for fn, _, _ in _patches(py)
                         if fn.name in tops and fn.name not in plain]
    assert not problems, '\n'.join(problems) + '\n(stubs out of date? run `make stubs`, or `.venv/bin/python tools/stubs.py`)'
    assert checked >= 400, f'only {checked} patched methods found: is the AST reading above still right?'


def test_the_snippet_uses_patched_methods():
    for mod, cls, name in USED:
        assert any(fn.name == name and c == cls for fn, c, _ in _patches(PKG/f'{mod}.py')), f'{cls}.{name} is no @patch of {mod}.py'


@pytest.fixture(scope='module')
def snippet(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp('snippet')/'user_code.py'
    p.write_text(SNIPPET, encoding='utf-8')
    return p


def test_mypy_sees_the_patched_methods(snippet, tmp_path):
    errors = _mypy([snippet], ROOT, tmp_path/'cache')
    assert _snippet_errors(errors, snippet) == _expected(), [e for e in errors if Path(e['file']) == snippet]


def test_without_the_stubs_mypy_does_not(snippet, tmp_path):
    "The control: the same snippet against the modules alone (a copy of games_lib without its .pyi files)"
    bare = tmp_path/'bare'
    shutil.copytree(PKG, bare/'games_lib', ignore=shutil.ignore_patterns('*.pyi', 'py.typed', '__pycache__', 'static', 'notebooks'))
    got = _snippet_errors(_mypy([snippet], bare, tmp_path/'cache'), snippet)
    assert _expected('bare') <= got, sorted(_expected('bare') - got)
    assert not _expected('E') & got, 'without the stubs, mypy should not read the signatures the stubs give'


def test_an_editor_completes_and_finds_patched_methods():
    "Jedi (the completion of IPython and JupyterLab) reads the same stubs: completion, signature, docstring, go to definition"
    import jedi
    script = lambda src: jedi.Script(src, path=str(ROOT/'user_code.py'), project=jedi.Project(ROOT))
    head = 'from games_lib.kids import Kids\n'
    assert [c.name for c in script(head + 'Kids().flip_r').complete(2, len('Kids().flip_r'))] == ['flip_room']
    (d,) = script(head + 'Kids().flip_room').goto(2, len('Kids().flip_room'))
    assert (d.module_path, d.name, d.line) == (PKG/'kids.pyi', 'flip_room', _line(PKG/'kids.pyi', 'def flip_room('))
    assert 'face-down slots' in d.docstring()
    (sig,) = script(head + 'Kids().flip_room(').get_signatures(2, len('Kids().flip_room('))
    assert [p.name for p in sig.params] == ['table', 'flipped']


def _line(path: Path, text: str) -> int:
    return next(i for i, l in enumerate(path.read_text(encoding='utf-8').splitlines(), 1) if text in l)


def test_the_stubs_add_no_error_of_their_own(tmp_path):
    """mypy on the stubs: what it still reports is what the modules themselves declare (an override or a default that
    does not fit its annotation, reported on the .py sources too), never a name the tool failed to import, a method
    defined twice or a broken stub"""
    errors = _mypy(sorted(PKG.rglob('*.pyi')), ROOT, tmp_path/'cache')
    own = [e for e in errors if e['file'].endswith('.pyi') and e['code'] not in ('override', 'assignment')]
    assert not own, own


def _build(kind: str, src: Path, out: Path) -> Path:
    "setuptools' build of a source archive or a wheel from `src` into `out` (no isolation: nothing downloaded)"
    r = subprocess.run([sys.executable, '-c', f'import sys; from setuptools import build_meta; print(build_meta.build_{kind}(sys.argv[1]))',
                        str(out)], cwd=src, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return out/r.stdout.split()[-1]


def test_the_wheel_carries_the_stubs(snippet, tmp_path):
    "Built as `pip install .` builds it (the source archive, then the wheel from it), unpacked as an installed package is"
    src = tmp_path/'src'
    src.mkdir()
    for f in ('pyproject.toml', 'README.md'): shutil.copy(ROOT/f, src/f)
    shutil.copytree(PKG, src/'games_lib', ignore=shutil.ignore_patterns('__pycache__', 'notebooks'))
    with tarfile.open(_build('sdist', src, tmp_path/'sdist')) as t: t.extractall(tmp_path/'unpacked', filter='data')
    archive, = (tmp_path/'unpacked').iterdir()
    wheel = zipfile.ZipFile(_build('wheel', archive, tmp_path/'dist'))
    want = {p.relative_to(ROOT).as_posix() for p in PKG.rglob('*.pyi')} | {'games_lib/py.typed'}
    assert want <= set(wheel.namelist()), sorted(want - set(wheel.namelist()))
    site = tmp_path/'site'
    wheel.extractall(site)
    assert _snippet_errors(_mypy([snippet], site, tmp_path/'cache'), snippet) == _expected()
