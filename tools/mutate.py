"""Mutation run: plant one small bug at a time in a PRIVATE COPY of `games_lib` and run the tests that should catch it.

    .venv/bin/python tools/mutate.py                       # every mutant against this checkout's tests; JSON on stdout
    .venv/bin/python tools/mutate.py --root ../base       # the same mutants against another checkout (its package, its tests)
    .venv/bin/python tools/mutate.py --only analytics.wilson.centre --only bots.uct.sign
    .venv/bin/python tools/mutate.py --list                # the mutants, and whether each snippet is found exactly once
    .venv/bin/python tools/mutate.py --skip test_refusals_ # what the other tests catch without the refusal tests

A mutant is a plain data row in `MUTANTS`: `id`, `what` (one sentence), `file` (a path under `games_lib/`, or a list of
alternatives: the first that exists is used), `old` (a snippet that must occur exactly once in that file), `new` (its
replacement) and `tests` (pytest paths or node ids, run in this order with `-x`: put the fast and precise ones first).
While code moves, `old` and `new` may be lists of variants paired by position (an older and a newer spelling of the same
line): the first variant found exactly once is planted, and the JSON says which. When the engines change, edit the
snippets; a mutant none of whose variants is found exactly once is reported as an error, never skipped.

For each mutant: copy `<root>/games_lib` into a temporary directory, replace `old` by `new` there, and run
`python -P -m pytest <tests> -x -q -p no:cacheprovider -m "not slow and not browser"` with cwd=<root> and
PYTHONPATH=<tmp>. `-P` (and PYTHONSAFEPATH=1 for subprocesses) keeps the cwd off sys.path, or `python -m` would import
<root>/games_lib instead of the copy; a small pytest plugin in <tmp> checks, before any test runs, that `games_lib` and
the mutated module come from the copy and that the mutated module holds the new snippet. Killed = the tests fail;
survived = they pass; error = the snippet is missing or repeated, a test path is unknown, the probe failed, or the tests
already fail without the bug (a baseline run of every distinct test list comes first; `--no-baseline` skips it).
Test paths missing under <root> (a test file newer than that checkout) are skipped and listed per mutant.
<root> is never written to: no bytecode (PYTHONDONTWRITEBYTECODE), no pytest cache, Hypothesis' database in <tmp>;
the JSON lists `root_changes`, the lines of `git status --ignored` of <root> that differ after the run (empty: untouched;
in a checkout others are editing, their edits show there too). Standard library only.
"""
from __future__ import annotations
import argparse, json, os, re, shutil, signal, subprocess, sys, tempfile, time
from pathlib import Path

# ---- the tests each kind of mutant should meet -------------------------------------------------------
def _conformance(game, *options):
    "Node ids of tests/test_conformance.py for `game`: every player count, default options, and the given option variants"
    return ([f"tests/test_conformance.py::test_default_rules_every_player_count[{game}]",
             f"tests/test_conformance.py::test_every_option[{game}-{{}}]"]
            + [f"tests/test_conformance.py::test_every_option[{game}-{o}]" for o in options])

def _game(game, *options):
    "The tests that should catch a rule bug in `game`, fast and precise first"
    return [f"tests/test_refusals_{game}.py", f"tests/test_{game}.py", "tests/test_guards.py", *_conformance(game, *options)]

CHROMINO, KIDS, KAYAIN = _game('chromino'), _game('kids'), _game('kayain')
CENTRIX = _game('centrix', "{'top_entry': 'wild_only'}")
SEARCH = ["tests/test_guards.py", "tests/test_bots.py"]
ANALYTICS = ["tests/test_guards.py", "tests/test_analytics.py"]

# ---- the mutants -------------------------------------------------------------------------------------
MUTANTS = [
    # Chromino
    dict(id='chromino.contact.two_squares', what="The two-square contact rule loosened to one square (explain accepts a tile touching the table along one side).",
         file='chromino.py', old="if r is None and len(cs) < 2: return Rejection('chromino.contact.two_squares'",
         new="if r is None and len(cs) < 1: return Rejection('chromino.contact.two_squares'", tests=CHROMINO),
    dict(id='chromino.chameleon.last.explain', what="The chameleon-not-last rule switched off in explain/apply (a lone chameleon may be laid).",
         file='chromino.py', old="if len(hand) == 1 and is_chameleon(t): return Rejection('chromino.chameleon.last')",
         new="if len(hand) == 0 and is_chameleon(t): return Rejection('chromino.chameleon.last')", tests=CHROMINO),
    dict(id='chromino.chameleon.last.listed', what="The chameleon-not-last rule switched off in the move generator (a lone chameleon is listed as layable).",
         file='chromino.py', old="def _layable(self:Chromino, hand): return [] if len(hand) == 1 and is_chameleon(hand[0]) else hand",
         new="def _layable(self:Chromino, hand): return hand", tests=CHROMINO),
    dict(id='chromino.expert.tile_value', what="Expert scoring forgets the laid tile's own value (only the touched tiles score).",
         file='chromino.py', old="event['points'] = tile_value(t) + sum(", new="event['points'] = sum(", tests=CHROMINO),
    dict(id='chromino.expert.touched_once', what="Expert scoring counts a touched tile once per contact instead of once per tile.",
         file='chromino.py', old="touched = {b.at[c + e] for c in ids for e in NEIGHBOURS if c + e in b.sq}",
         new="touched = [b.at[c + e] for c in ids for e in NEIGHBOURS if c + e in b.sq]", tests=CHROMINO),
    dict(id='chromino.end.fewest_tiles', what="The ranking is reversed: the most tiles in hand (or the fewest points) win a blocked or expert game.",
         file='chromino.py', old="ranking = rank_by(keys, reverse=False)", new="ranking = rank_by(keys, reverse=True)", tests=CHROMINO),
    # Kids
    dict(id='kids.grab.contested_card', what="A card grabbed by two players in one window goes to the first of them instead of staying face down.",
         file='kids.py', old="if ok and len(players) == 1: table[i], won[players[0]]", new="if ok: table[i], won[players[0]]", tests=KIDS),
    dict(id='kids.grab.contested_hand', what="With several correct simultaneous grabbers, the first takes the hand instead of nobody.",
         file='kids.py', old="return s.takers[0] if len(s.takers) == 1 else None", new="return s.takers[0] if s.takers else None", tests=KIDS),
    dict(id='kids.flip.too_many', what="The flip limit is off by one: explain accepts flipping max_flip + 1 cards.",
         file='kids.py', old="if len(slots) + len(s.flipped) > self.opts['max_flip']:",
         new="if len(slots) + len(s.flipped) > self.opts['max_flip'] + 1:", tests=KIDS),
    dict(id='kids.steal.opponents', what="A player may steal from his own won pile (explain no longer refuses himself as a victim).",
         file='kids.py', old="if not 0 <= v < s.n or v == s.active:", new="if not 0 <= v < s.n:", tests=KIDS),
    dict(id='kids.steal.earned', what="A k-card multi-flip earns k steals instead of k - 1.",
         file='kids.py', old="earned = 0 if k < 2 else k - 1 if", new="earned = 0 if k < 2 else k if", tests=KIDS),
    dict(id='kids.bet.range', what="The last-card bet may exceed the announcer's won cards by one.",
         file='kids.py', old=["return None if 0 <= mv[1] <= len(s.won[q]) else", "return None if 0 <= mv[1] <= most else Rejection('kids.bet.range'"],
         new=["return None if 0 <= mv[1] <= len(s.won[q]) + 1 else", "return None if 0 <= mv[1] <= most + 1 else Rejection('kids.bet.range'"], tests=KIDS),
    dict(id='kids.bet.who', what="The player with the most won cards, not the fewest, announces the last-card bet.",
         file='kids.py', old="to_move=min(order, key=lambda p: len(s.won[p]))", new="to_move=max(order, key=lambda p: len(s.won[p]))", tests=KIDS),
    # Kayaîn
    dict(id='kayain.mix.pink', what="A mixing table entry is wrong: mauve + black makes pink (the rulebook: mauve + white).",
         file='kayain.py', old="('mauve', 'white'): 'pink'", new="('mauve', 'black'): 'pink'", tests=KAYAIN),
    dict(id='kayain.tiebreak.brush', what="The last tie-break is reversed: the second player, not the brush holder, wins a full tie.",
         file='kayain.py', old="p == s.brush) for p in (0, 1)])", new="p != s.brush) for p in (0, 1)])", tests=KAYAIN),
    dict(id='kayain.tiebreak.mixed', what="The first tie-break is reversed: more mixed cards in hand win a tie on pigments.",
         file='kayain.py', old="rank_by([(pts[p], -_mixed(s.hands[p]),", new="rank_by([(pts[p], _mixed(s.hands[p]),", tests=KAYAIN),
    dict(id='kayain.collect.two_cards', what="A palette holding a single card may be collected.",
         file='kayain.py', old="return None if n == 2 else Rejection('kayain.collect.two_cards'",
         new="return None if n >= 1 else Rejection('kayain.collect.two_cards'", tests=KAYAIN),
    dict(id='kayain.declare.all_colours', what="A declaration counts as correct when any one of the painting's colours is in hand.",
         file='kayain.py', old="right = all(hand[c] >= n for c, n in enumerate(need))", new="right = any(hand[c] >= n for c, n in enumerate(need))", tests=KAYAIN),
    dict(id='kayain.end.last_turn', what="The last turn goes the wrong way: the brush holder's completion ends at once, the other's grants a last turn.",
         file='kayain.py', old="phase = 'last_turn' if p == s.brush else 'over'", new="phase = 'last_turn' if p != s.brush else 'over'", tests=KAYAIN),
    # Centrix
    dict(id='centrix.bump.two_levels', what="A bumped pawn drops one level instead of two.",
         file='centrix.py', old="        r -= 2\n        if r < 0:", new="        r -= 1\n        if r < 0:", tests=CENTRIX),
    dict(id='centrix.jump.first_empty', what="A jump up over one pawn lands two squares past it, skipping the first empty square.",
         file='centrix.py', old="if occ[t] >= 0: hi = _column(occ, off, r + 2, s, 1, out)", new="if occ[t] >= 0: hi = _column(occ, off, r + 3, s, 1, out)", tests=CENTRIX),
    dict(id='centrix.rotate.own_ring', what="The rule 'turn only a ring carrying one of your pawns' is switched off in explain/apply.",
         file='centrix.py', old="if ring not in rings: return Rejection('centrix.rotate.no_pawn'", new="if False: return Rejection('centrix.rotate.no_pawn'", tests=CENTRIX),
    dict(id='centrix.rotate.amount', what="A number card turns a ring by up to its number (1..n either way) instead of exactly n.",
         file='centrix.py', old="return (n,) if direction == 'clockwise' else (n, -n)",
         new="return (n,) if direction == 'clockwise' else tuple(k for k in range(-n, n + 1) if k)", tests=CENTRIX),
    dict(id='centrix.top.wild_only', what="Under top_entry='wild_only', explain lets a coloured card take a pawn to the top.",
         file='centrix.py', old="if t == TOP: return top_ok", new="if t == TOP: return True", tests=CENTRIX),
    # The search (nbs/20_bots.ipynb)
    dict(id='bots.uct.sign', what="The UCT sign is flipped: the search explores, and so finally picks, the moves that score worst.",
         file=['bots/search.py', 'bots.py'], old="return self.w / self.n + c * math.sqrt(math.log(self.avail) / self.n)",
         new="return -self.w / self.n + c * math.sqrt(math.log(self.avail) / self.n)", tests=SEARCH),
    dict(id='bots.puct.sign', what="The sign of the value term is flipped in the root's prior-steered selection (games whose heuristic steers the search).",
         file=['bots/search.py', 'bots.py'], old="node = kids[max(ks, key=lambda k: kids[k].w / kids[k].n + prior[k]",
         new="node = kids[max(ks, key=lambda k: -kids[k].w / kids[k].n + prior[k]", tests=SEARCH),
    # Analytics: their statistics (nbs/40b_stats.ipynb; analytics.py in a checkout from before the split)
    dict(id='analytics.wilson.centre', what="The Wilson interval's centre correction is dropped (centred on p; the same at p = 0.5).",
         file=['stats.py', 'analytics.py'], old="c, h = (p + z * z / (2 * n)) / d, ", new="c, h = p, ", tests=ANALYTICS),
    dict(id='analytics.wilson.width', what="The Wilson half-width loses its z²/4n² term (the interval collapses to a point at p = 0 or 1).",
         file=['stats.py', 'analytics.py'], old="z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d", new="z * math.sqrt(p * (1 - p) / n) / d", tests=ANALYTICS),
    dict(id='analytics.prop_test.sign', what="prop_test's effect h has its sign flipped (A − B instead of B − A).",
         file=['stats.py', 'analytics.py'], old="h = 2 * math.asin(math.sqrt(p2)) - 2 * math.asin(math.sqrt(p1))",
         new="h = 2 * math.asin(math.sqrt(p1)) - 2 * math.asin(math.sqrt(p2))", tests=ANALYTICS),
    dict(id='analytics.mean_test.sign', what="mean_test's effect d has its sign flipped (A − B instead of B − A).",
         file=['stats.py', 'analytics.py'], old="diff = a.var(), b.var(), b.mean() - a.mean()", new="diff = a.var(), b.var(), a.mean() - b.mean()", tests=ANALYTICS),
]

PYTEST_FLAGS = ['-x', '-q', '-p', 'no:cacheprovider', '-m', 'not slow and not browser', '--hypothesis-seed=0']
PROBE = '''\
"Loaded with -p: before any test, check that games_lib and the mutated module come from the private copy"
import importlib, json, os
import pytest

def pytest_configure(config):
    pkg, mod, new = os.environ['MUTATE_PKG'], os.environ['MUTATE_MODULE'], os.environ['MUTATE_NEW']
    import games_lib
    m = importlib.import_module(mod)
    got = {'games_lib': os.path.realpath(games_lib.__file__), 'module': os.path.realpath(m.__file__)}
    with open(m.__file__, encoding='utf-8') as f: got['planted'] = new in f.read()
    got['ok'] = all(got[k].startswith(pkg + os.sep) for k in ('games_lib', 'module')) and got['planted']
    with open(os.environ['MUTATE_PROBE'], 'w') as f: json.dump(got, f)
    if not got['ok']: raise pytest.UsageError(f"mutate probe: not the private copy: {got}")
'''


def _file(root: Path, m: dict) -> str | None:
    "The mutant's file under <root>/games_lib (the first alternative that exists), or None"
    files = [m['file']] if isinstance(m['file'], str) else list(m['file'])
    return next((f for f in files if (root / 'games_lib' / f).is_file()), None)

def _module(f: str) -> str:
    return 'games_lib.' + f[:-3].replace('/', '.').removesuffix('.__init__')

def _variants(m: dict) -> list:
    "`(old, new)` pairs of the mutant: one, or its variants paired by position"
    if isinstance(m['old'], str): return [(m['old'], m['new'])]
    assert len(m['old']) == len(m['new']), f"{m['id']}: as many `new` as `old` variants"
    return list(zip(m['old'], m['new']))

def _count(root: Path, m: dict) -> tuple[str | None, list, int | None]:
    "The mutant's file, how often each variant of `old` occurs in it, and the index of the first found exactly once (or None)"
    f = _file(root, m)
    text = (root / 'games_lib' / f).read_text(encoding='utf-8') if f else ''
    counts = [text.count(old) for old, _ in _variants(m)]
    return f, counts, next((i for i, k in enumerate(counts) if k == 1), None)

def _split(root: Path, tests: list) -> tuple[list, list]:
    "Test paths/node ids whose file exists under <root>, and those that do not"
    present = [t for t in tests if (root / t.split('::')[0]).exists()]
    return present, [t for t in tests if t not in present]

def _root_state(root: Path) -> str | None:
    if not (root / '.git').exists(): return None
    r = subprocess.run(['git', '-C', str(root), 'status', '--porcelain', '--ignored', '--untracked-files=all'],
                       capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None

def _summary(out: str) -> tuple[str, list]:
    lines = [l for l in out.splitlines() if l.strip()]
    failed = [re.sub(r'^(FAILED|ERROR) ', '', l)[:300] for l in lines if l.startswith(('FAILED ', 'ERROR '))]
    return (lines[-1][:300] if lines else ''), failed

def run_tests(root: Path, pkg_dir: Path, module: str, new: str, tests: list, timeout: float) -> dict:
    "Run `tests` from <root> against the package copy in `pkg_dir`; the probe's findings, return code, summary, seconds"
    probe = pkg_dir / 'probe.json'
    (pkg_dir / '_mutate_probe.py').write_text(PROBE, encoding='utf-8')
    env = {**os.environ, 'PYTHONPATH': str(pkg_dir), 'PYTHONSAFEPATH': '1', 'PYTHONDONTWRITEBYTECODE': '1',
           'HYPOTHESIS_STORAGE_DIRECTORY': str(pkg_dir / 'hypothesis'), 'MUTATE_PKG': str(pkg_dir.resolve()),
           'MUTATE_MODULE': module, 'MUTATE_NEW': new, 'MUTATE_PROBE': str(probe)}
    cmd = [sys.executable, '-P', '-m', 'pytest', *tests, *PYTEST_FLAGS, '-p', '_mutate_probe']
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            start_new_session=True)
    try: out, timed_out = proc.communicate(timeout=timeout)[0], False
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)   # our own session: pytest and whatever it started
        out, timed_out = proc.communicate()[0], True
    seconds = round(time.monotonic() - t0, 1)
    last, failed = _summary(out)
    got = json.loads(probe.read_text()) if probe.exists() else None
    return {'rc': proc.returncode, 'timed_out': timed_out, 'summary': last, 'failed': failed[:3], 'seconds': seconds,
            'probe': got, 'tail': out[-1500:]}

def _private_copy(root: Path, tmp: Path) -> Path:
    pkg_dir = Path(tempfile.mkdtemp(prefix='pkg-', dir=tmp))
    shutil.copytree(root / 'games_lib', pkg_dir / 'games_lib', ignore=shutil.ignore_patterns('__pycache__'))
    return pkg_dir

def _verdict(r: dict) -> tuple[str, str]:
    "killed / survived / error and why, from a mutated run"
    if r['probe'] is None or not r['probe'].get('ok'): return 'error', f"probe failed: {r['probe']} {r['summary']}"
    if r['timed_out']: return 'killed', 'timeout'
    if r['rc'] == 0: return 'survived', r['summary']
    if r['rc'] in (1, 2): return 'killed', (r['failed'][0] if r['failed'] else r['summary'])
    return 'error', f"pytest exit code {r['rc']}: {r['summary']}"

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--root', type=Path, default=Path(__file__).resolve().parents[1], help="checkout whose games_lib and tests are used")
    ap.add_argument('--only', action='append', default=[], metavar='ID', help="run only this mutant (repeatable)")
    ap.add_argument('--list', action='store_true', help="list the mutants and whether each snippet is found once; run nothing")
    ap.add_argument('--no-baseline', action='store_true', help="skip the runs without a bug (checking each test list passes)")
    ap.add_argument('--timeout', type=float, default=600, help="seconds per pytest run (a hang counts as killed)")
    ap.add_argument('--skip', action='append', default=[], metavar='TEXT',
                    help="leave out the test paths containing TEXT (repeatable), to see what the other tests catch alone")
    a = ap.parse_args(argv)
    root = a.root.resolve()
    ids = [m['id'] for m in MUTANTS]
    assert len(set(ids)) == len(ids), "mutant ids must be unique"
    unknown = [i for i in a.only if i not in ids]
    if unknown: ap.error(f"unknown mutant(s) {unknown}; --list shows them")
    chosen = [m for m in MUTANTS if not a.only or m['id'] in a.only]
    if a.skip: chosen = [{**m, 'tests': [t for t in m['tests'] if not any(x in t for x in a.skip)]} for m in chosen]
    if a.list:
        rows = []
        for m in chosen:
            f, counts, v = _count(root, m)
            present, missing = _split(root, m['tests'])
            rows.append({'id': m['id'], 'what': m['what'], 'file': f or m['file'], 'found': counts, 'variant': v,
                         'tests': present, 'tests_missing': missing})
        print(json.dumps({'root': str(root), 'mutants': rows}, indent=1, ensure_ascii=False))
        return 0
    if not (root / 'games_lib').is_dir(): ap.error(f"{root} has no games_lib/")
    before, t_start, results = _root_state(root), time.monotonic(), []
    with tempfile.TemporaryDirectory(prefix='mutate-') as tmp:
        tmp = Path(tmp)
        baseline = {}
        if not a.no_baseline:   # every distinct test list must pass without a bug, or its kills mean nothing
            for m in chosen:
                present = tuple(_split(root, m['tests'])[0])
                if present in baseline or not present: continue
                f = _file(root, m) or '__init__.py'
                pkg = _private_copy(root, tmp)
                r = run_tests(root, pkg, _module(f), '', list(present), a.timeout)
                baseline[present] = {'tests': list(present), 'passed': r['rc'] == 0 and not r['timed_out'] and bool(r['probe'] and r['probe']['ok']),
                                     'summary': r['summary'], 'failed': r['failed'], 'seconds': r['seconds']}
                print(f"baseline {len(baseline)}: {'passed' if baseline[present]['passed'] else 'FAILED'} {r['seconds']}s {r['summary']}", file=sys.stderr)
        for m in chosen:
            f, counts, v = _count(root, m)
            present, missing = _split(root, m['tests'])
            row = {'id': m['id'], 'what': m['what'], 'file': f or m['file'], 'variant': v, 'tests_run': present, 'tests_missing': missing}
            if f is None: row.update(status='error', reason=f"no such file under {root / 'games_lib'}: {m['file']}", seconds=0.0)
            elif v is None: row.update(status='error', reason=f"snippet found {counts} times in games_lib/{f} (must be exactly once)", seconds=0.0)
            elif not present: row.update(status='error', reason="none of its test paths exists under the root", seconds=0.0)
            elif baseline and not baseline[tuple(present)]['passed']:
                row.update(status='error', reason=f"the tests fail without the bug: {baseline[tuple(present)]['failed'] or baseline[tuple(present)]['summary']}", seconds=0.0)
            else:
                pkg = _private_copy(root, tmp)
                target = pkg / 'games_lib' / f
                old, new = _variants(m)[v]
                target.write_text(target.read_text(encoding='utf-8').replace(old, new), encoding='utf-8')
                r = run_tests(root, pkg, _module(f), new, present, a.timeout)
                status, reason = _verdict(r)
                row.update(status=status, reason=reason, seconds=r['seconds'], pytest=r['summary'])
                if status == 'error': row['tail'] = r['tail']
                shutil.rmtree(pkg, ignore_errors=True)
            print(f"{row['status']:8} {row['seconds']:6}s {m['id']}", file=sys.stderr)
            results.append(row)
    after = _root_state(root)
    totals = {s: sum(r['status'] == s for r in results) for s in ('killed', 'survived', 'error')}
    print(json.dumps({'root': str(root), 'python': sys.executable, 'pytest_flags': PYTEST_FLAGS, 'skipped_tests': a.skip,
                      'started': time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(time.time() - (time.monotonic() - t_start))),
                      'seconds': round(time.monotonic() - t_start, 1), 'totals': totals,
                      'root_changes': None if before is None else sorted(set(before.splitlines()) ^ set(after.splitlines())),
                      'baseline': list(baseline.values()), 'mutants': results}, indent=1, ensure_ascii=False))
    return 0

if __name__ == '__main__':
    raise SystemExit(main())
