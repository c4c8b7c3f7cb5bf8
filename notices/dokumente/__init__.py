"""Document views: each builds the finished German strings of one kind of document.

The views shared by every Land live here (the deadline calendar, the notices' common parts, the
Prüfbericht and the Mängelschreiben); what a Land words or has on its own – its notices, letters and
forms – lives in its package, ``notices.recht.<code>.dokumente`` (:func:`des_landes`), which may
define these names:

- ``bekanntmachung(bm, datum) -> Dokument`` – the notice of the admitted applications (and of the
  Stichwahl, where the Land has one); required;
- ``bewerber_json(person) -> dict`` – keys the Land adds to an applicant in the notice's JSON;
- ``stichwahl_warnungen(bm) -> list[str]`` – the Land's notes on a Stichwahl notice;
- ``stichwahl_entfaellt``, ``entfaellt_pruefen`` – the notice that the Stichwahl does not take place;
- ``WAHL_ENTFAELLT`` and ``wahl_entfaellt`` – the notices that the election fails or does not take place;
- ``benachrichtigung`` and its helpers – the letter to a person in the Stichwahl who did not apply;
- ``FORMULARE`` – the Land's forms by verb (``formblatt``, ``bescheinigung``, ``versicherung``).

A document a Land does not have is refused with one sentence (:func:`nicht_vorgesehen`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
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
    """A form of a Land (``FORMULARE`` of its document module), made per applicant by a verb."""

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


def des_landes(code: str) -> ModuleType:
    """The module of a Land's own document views (``notices.recht.<code>.dokumente``)."""
    return import_module(f"{recht.paket(code)}.dokumente")


def nicht_vorgesehen(code: str, was: str, pfad: str = "wahl.land", grund: str = "") -> Eingabefehler:
    """The refusal of a document the Land's law (as on record) does not have: one sentence."""
    land = recht.land(code)
    text = f"{was} ist {land.fuer} nicht vorgesehen" + (f"; {grund}" if grund else "")
    return Eingabefehler([Problem(pfad, text)])
