"""What the command line and the web application both call: load, decide, render – one layer.

The flow runs one way (``docs/architektur.md``): file -> :mod:`notices.model` -> :mod:`notices.recht`
-> decisions (:mod:`notices.fristen`, :mod:`notices.reihenfolge`, :mod:`notices.pruefung`) -> document
views (:mod:`notices.dokumente`) -> :mod:`notices.render` -> :mod:`notices.archiv`. The CLI verbs
(:mod:`notices.befehle`) and the web pages (:mod:`notices.web`) only translate their input to calls
here and the results to output. WeasyPrint, pypdf and openpyxl are imported inside functions.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from notices.model import Wahldaten


def validiere(roh: Mapping[str, Any], name: str = "<eingabe>") -> Wahldaten:
    """A parsed data file validated completely: its structure (model) and its Land, office and dates
    (law); one :class:`~notices.fehler.Eingabefehler` with every problem."""
    from notices import model, recht

    return model.validiere(roh, name, pruefe_wahl=recht.pruefe_wahl)


def lade(pfad: str | Path) -> Wahldaten:
    """Load an election file (TOML) and validate it completely (:func:`validiere`)."""
    from notices import model, recht

    return model.load(pfad, pruefe_wahl=recht.pruefe_wahl)
