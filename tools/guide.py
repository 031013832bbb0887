#!/usr/bin/env python3
"""Build the teacher's guide: `python tools/guide.py [--out DIR] [--force]` runs `games_lib.lessons.guide_main`, which
builds it with the lessons' own renderer (`python -m games_lib.lessons` builds it after the lessons).
Kept for the commands and tests that name this file."""
from __future__ import annotations
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path: sys.path.insert(0, str(ROOT))

from games_lib.lessons import guide_main   # noqa: E402

if __name__ == '__main__':
    sys.exit(guide_main())
