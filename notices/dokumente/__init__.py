"""Document views: each builds the finished German strings of one kind of document.

The views shared by every Land live here: the deadline calendar, the Prüfbericht and the Mängelschreiben,
and the documents a Land declares in its ``texte.toml`` – its notices, letters and forms
(:mod:`.landesdokumente`: the typed structure of what a Land provides; :mod:`.bekanntmachung`,
:mod:`.benachrichtigung`, :mod:`.formulare`: their facts). A document a Land does not have is refused with one
sentence (:func:`nicht_vorgesehen`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from notices import recht
from notices.fehler import Eingabefehler, Problem


@dataclass(frozen=True)
class Dokument:
    """A view ready for :func:`notices.render.render_dokument`: the template's finished strings, the
    PDF's metadata and the template it is made with."""

    kontext: dict[str, Any]
    titel: str
    betreff: str
    stichworte: tuple[str, ...]
    vorlage: str
    """The template, e.g. ``bekanntmachung/bekanntmachung.html`` (a Land's own: in its ``vorlagen/``)."""


@dataclass(frozen=True)
class Formblatt(Dokument):
    """The view of a form for support signatures: how many sheets the quorum needs, too."""

    anzahl_erforderlich: int


class KeineUnterschriftenNoetig(Exception):
    """The applicant needs no support signatures; the sentence says why (with its citation)."""


@dataclass(frozen=True)
class Formular:
    """A form of a Land (declared in its ``texte.toml``), made per applicant by a verb."""

    titel: str
    """Its name with the Land's numbering, for lists and the archive
    (``Wählbarkeitsbescheinigung (Anlage 16 KomWO)``)."""
    ansicht: Callable[..., Dokument]
    """``(daten, person) -> Dokument``; the form for support signatures also takes ``trotzdem=`` and
    returns a :class:`Formblatt` (it raises :class:`KeineUnterschriftenNoetig` where none are needed)."""
    aufbewahrung: str
    """The retention class of the archive (``unterstuetzung``, ``bewerbung``)."""
    nur_bewerbung: bool
    """Made for applications only, not for a run-off consent."""
    entbehrlich: Callable[..., str | None] | None
    """``(daten, person) -> reason`` where the form is not needed for this person, else None."""


def nicht_vorgesehen(code: str, was: str, pfad: str = "wahl.land", grund: str = "") -> Eingabefehler:
    """The refusal of a document the Land's law (as on record) does not have: one sentence."""
    land = recht.land(code)
    text = f"{was} ist {land.fuer} nicht vorgesehen" + (f"; {grund}" if grund else "")
    return Eingabefehler([Problem(pfad, text)])
