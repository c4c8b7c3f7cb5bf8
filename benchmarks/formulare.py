"""The form rows of the speed suite: (1) Anlage 17 warm against plain WeasyPrint and Typst, (3) the
Formblatt with ``--anzahl 500`` against one copy (``benchmarks/alle.py``, which measures and prints them).

This module keeps the one piece those rows share with nothing else: the house style as plain WeasyPrint
gets it. Run as a script it is the same as ``python -m benchmarks --nur 1,3``:

    python benchmarks/formulare.py [--laeufe 7]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def plain_css() -> str:
    """The house style without the shipped font: the system's DejaVu Sans by name."""
    from notices import render

    css = (render.vorlagen_ordner() / "stil.css").read_text("utf-8")
    css = re.sub(r"@font-face\s*\{[^}]*\}", "", css)
    return css.replace('"Notices Sans", sans-serif', '"DejaVu Sans", sans-serif').replace(
        '"Notices Sans"', '"DejaVu Sans"'
    )


if __name__ == "__main__":
    from benchmarks.alle import main

    main(["--nur", "1,3", *sys.argv[1:]])
