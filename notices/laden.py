"""Load an election file: its structure (:mod:`notices.model`) and the checks of its Land's law
(:mod:`notices.recht`) – nothing of the documents, the admission check or the renderer, so that a verb
that needs only the data (``notices fristen``) does not load them (issue 32).
:func:`notices.dienste.lade` is this function."""

from __future__ import annotations

from pathlib import Path

from notices import model, recht


def lade(pfad: str | Path) -> model.Wahldaten:
    """Load an election file (TOML) and validate it completely (:func:`notices.dienste.validiere`)."""
    return model.lade_struktur(pfad, pruefe_wahl=recht.pruefe_wahl, pruefe_daten=recht.pruefe_daten)
