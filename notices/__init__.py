"""notices – the paperwork of candidacies in German mayoral elections.

Python API for integrators (the CLI is a thin layer over it)::

    import notices
    daten = notices.load("musterhausen-2027.toml")   # raises notices.Eingabefehler
    for frist in notices.fristen(daten.wahl): ...

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
}

__all__ = ["Eingabefehler", "Problem", "__version__", *_API]


def __getattr__(name: str) -> Any:
    if name in _API:
        modul, _, attribut = _API[name].partition(":")
        return getattr(import_module(modul), attribut or name)
    raise AttributeError(f"module 'notices' has no attribute {name!r}")
