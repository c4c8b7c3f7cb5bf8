"""notices – the paperwork of candidacies in German mayoral elections.

Python API for integrators (the CLI is a thin layer over it; docs/befehle.md, "Python API")::

    import notices
    daten = notices.load(notices.beispiel("BW"))   # raises notices.Eingabefehler
    for frist in notices.fristen(daten.wahl): ...
    pdf = notices.dokument(daten, "versicherung", bewerber="weber")

Names are imported on first use, so that ``notices --help`` starts without loading pydantic.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from notices.fehler import Eingabefehler, Problem

__version__ = "0.1.0"

_API = {
    "Wahldaten": "notices.model",
    "load": "notices.dienste:lade",
    "validiere": "notices.dienste",
    "fristen": "notices.recht",
    "quorum": "notices.recht",
    "rechtsstand": "notices.recht",
    "laender": "notices.recht:codes",
    "beispiel": "notices.dienste:beispieldatei",
    "beispiele": "notices.dienste",
    "dokumentarten": "notices.dienste",
    "dokument": "notices.dienste",
}

__all__ = ["Eingabefehler", "Problem", "__version__", *_API]


def __getattr__(name: str) -> Any:
    if name in _API:
        modul, _, attribut = _API[name].partition(":")
        return getattr(import_module(modul), attribut or name)
    raise AttributeError(f"module 'notices' has no attribute {name!r}")
