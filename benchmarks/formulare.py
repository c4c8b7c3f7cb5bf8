"""The form rows of the speed suite: (1) Anlage 17 warm against plain WeasyPrint and Typst, (3) the
Formblatt with ``--anzahl 500`` against one copy (``benchmarks/alle.py``, which measures and prints them).

This module keeps the pieces those rows share with nothing else: a form's view and HTML through the
service layer, and the house style as plain WeasyPrint gets it. Run as a script it is the same as
``python -m benchmarks --nur 1,3``:

    python benchmarks/formulare.py [--laeufe 7]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def sicht(daten: Any, art: str, bewerber_id: str) -> Any:
    """The view of the Land's form ``art`` (``versicherung``, ``formblatt`` …) for one person, through the
    service layer (``notices.dienste``), as the verbs make it: the strings, metadata and template."""
    from notices import dienste

    return dienste.formular(daten, art).ansicht(daten, dienste.person(daten, bewerber_id))


def html(daten: Any, ansicht: Any) -> str:
    """The HTML notices renders for a view (what plain WeasyPrint and the Typst equivalent get)."""
    from notices import render

    return render.render_html(
        ansicht.vorlage,
        ansicht.kontext,
        daten=daten,
        titel=ansicht.titel,
        betreff=ansicht.betreff,
        stichworte=ansicht.stichworte,
    )


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
