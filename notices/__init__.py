"""notices – the paperwork of candidacies in German mayoral elections.

Python API for integrators (the CLI is a thin layer over it)::

    import notices
    daten = notices.load("musterhausen-2027.toml")   # raises notices.Eingabefehler
    for frist in notices.fristen(daten.wahl): ...
"""

from __future__ import annotations

from notices.model import Eingabefehler, Problem, Wahldaten, load, validiere
from notices.recht import fristen, quorum, rechtsstand

__version__ = "0.1.0"

__all__ = [
    "Eingabefehler",
    "Problem",
    "Wahldaten",
    "__version__",
    "fristen",
    "load",
    "quorum",
    "rechtsstand",
    "validiere",
]
