#!/usr/bin/env python3
"""Build the lessons: `python tools/lessons.py [GAME...] [--out DIR] [--force] [--import MODULE]` runs `games_lib.lessons`
(`python -m games_lib.lessons`), the package's lesson builder, which says what the pages are and where they go.
Kept for the commands and tests that name this file."""
from __future__ import annotations
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path: sys.path.insert(0, str(ROOT))

from games_lib.lessons import *          # noqa: E402,F401,F403  (the builder's names, as this file had them)
from games_lib.lessons import main       # noqa: E402

if __name__ == '__main__':
    sys.exit(main())
