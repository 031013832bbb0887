#!/usr/bin/env python3
"""Build the teacher's guide (nbs/exercises/guide.ipynb), executed, as read-only pages guide.html and guide.fr.html next to the
lessons, with the lessons' own tools (tools/lessons.py: execute, gaps, page, sheet, key), so that it reads like a lesson page;
its printable sheet (guide.sheet[.fr].html) keeps each part's "In short.": the term on a page.

    python tools/guide.py              # into the lessons' folder (what `make play` runs), when the guide or the library changed
    python tools/guide.py --out DIR    # into DIR
    python tools/guide.py --force      # build it even when it is up to date

`games-lib play` serves it at /lessons/guide.html and /lessons/guide.sheet.html (?lang=fr for the French pages).
"""
from __future__ import annotations
import argparse, hashlib, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT/'tools'))
import lessons   # noqa: E402  (the lesson pages' renderer, used as it is)

GUIDE = ROOT/'nbs'/'exercises'/'guide.ipynb'
# the guide's own words where a lesson's would be wrong: its printable sheet is the term's plan, not a rules sheet
WORDS = {'en': dict(sheet_title='the term on a page', sheet='The term on a page, to print', lesson="The teacher's guide"),
         'fr': dict(sheet_title='le trimestre sur une page', sheet='Le trimestre sur une page, à imprimer', lesson="Le guide de l'enseignant·e")}


def build(out: Path, force: bool = False) -> list[Path]:
    "Write out/guide[.fr].html and out/guide.sheet[.fr].html (and guide.key); [] when they are up to date"
    key = lessons.key(GUIDE) + hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]    # this tool's words too
    if not force and (out/'guide.key').is_file() and (out/'guide.key').read_text() == key and (out/'guide.fr.html').is_file(): return []
    nb = lessons.execute(GUIDE)
    if missing := lessons.gaps(nb): raise ValueError(f"{GUIDE.name}: " + '; '.join(missing))
    out.mkdir(parents=True, exist_ok=True)
    pages = []
    for lang, dot in (('en', ''), ('fr', '.fr')):          # the page, and its printable sheet: each session's "In short."
        lessons._write(out/f'guide{dot}.html', lessons.page('guide', nb, lang, lessons.exercises_part(None, lang), WORDS))
        lessons._write(out/f'guide.sheet{dot}.html', lessons.sheet('guide', nb, lang, WORDS))
        pages += [out/f'guide{dot}.html', out/f'guide.sheet{dot}.html']
    (out/'guide.key').write_text(key)
    return pages


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Build the teacher's guide as read-only pages next to the lessons")
    p.add_argument('--out', type=Path, help=f"folder of the pages (default {lessons.lessons_folder()})")
    p.add_argument('--force', action='store_true', help="build it even when it is up to date")
    a = p.parse_args(argv)
    try: pages = build(a.out or lessons.lessons_folder(), a.force)
    except Exception as e:
        print(f"guide: {GUIDE.name} failed to build ({type(e).__name__}): {e}"[:2000], file=sys.stderr)
        return 1
    for page in pages: print(f"  {page} ({page.stat().st_size // 1024} KB)")
    return 0


if __name__ == '__main__':
    sys.exit(main())
