"""What every part of the web application shares: the folder, the clock, the loaded election, the
admission check (cached by its inputs), the PDF cache and the background jobs."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

from flask import abort, current_app

from notices.archiv import sha256
from notices.fehler import Eingabefehler, Problem
from notices.web.speicher import Ordner, Unbekannt
from notices.web.zwischenspeicher import PdfSpeicher, Vordergrund

HOECHSTGROESSE = 32 * 1024 * 1024
"""Largest request body (an uploaded signer list): 32 MiB, about 300 000 rows of a CSV list."""

UNERWARTET = (
    "Die Angaben lassen sich so nicht verarbeiten ({art}). Bitte die Eingaben prüfen, besonders Tage weit "
    "in der Zukunft oder Vergangenheit und Uhrzeiten mit Zeitzone."
)


@dataclass
class Umgebung:
    """The state of one application (``app.extensions["notices"]``)."""

    speicher: Ordner
    heute: Callable[[], date]
    jetzt: Callable[[], datetime]
    pdfs: PdfSpeicher = field(default_factory=PdfSpeicher)
    pruefungen: OrderedDict[tuple[Any, ...], tuple[Any, list[Problem]]] = field(default_factory=OrderedDict)
    sperre: threading.Lock = field(default_factory=threading.Lock)
    auftraege: dict[str, Any] = field(default_factory=dict)
    listen: OrderedDict[tuple[Any, ...], list[Any]] = field(default_factory=OrderedDict)
    """Signer lists as read, by (path, size, modification time): read once, not at every save."""
    vorwaermen: bool = False
    """Prepare documents in the background (the server; not the tests)."""
    vordergrund: Vordergrund = field(default_factory=Vordergrund)
    """The requests rendering a document now: background preparation waits for them."""
    druckerei: Any = None
    """Worker processes that render a ZIP's documents in parallel (:class:`~notices.web.zwischenspeicher.Druckerei`)."""


def umgebung() -> Umgebung:
    return current_app.extensions["notices"]  # type: ignore[no-any-return]


@dataclass
class Stand:
    """One election as read now: bytes, version, raw data, validated data, problems."""

    wid: str
    datei: Path
    inhalt: bytes
    version: str
    roh: dict[str, Any] | None = None
    daten: Any = None
    probleme: list[Problem] = field(default_factory=list)


def validiere_fuer_web(roh: dict[str, Any], name: str) -> Any:
    """:func:`notices.dienste.validiere`; a calculation that fails on extreme values (a date past the
    year 9999) is one German problem at the Wahltag instead of an error page."""
    from notices.dienste import validiere

    try:
        return validiere(roh, name)
    except (OverflowError, ValueError, TypeError) as e:
        if isinstance(e, Eingabefehler):
            raise
        raise Eingabefehler([Problem("wahl.wahltag", UNERWARTET.format(art="Termine nicht berechenbar"))]) from None


def pruefe_neu(roh: dict[str, Any], name: str) -> list[Problem]:
    """Every problem of the data as they would be saved (empty: they may be saved)."""
    try:
        validiere_fuer_web(roh, name)
    except Eingabefehler as e:
        return e.probleme
    return []


def lies_stand(wid: str) -> Stand:
    """The election ``wid`` (404 if there is none)."""
    from notices.model import lese_toml_text

    u = umgebung()
    try:
        datei = u.speicher.datei(wid)
        inhalt, version = u.speicher.lies(wid)
    except (Unbekannt, OSError):
        abort(404)
    stand = Stand(wid, datei, inhalt, version)
    try:
        stand.roh = lese_toml_text(inhalt, datei.name)
        stand.daten = validiere_fuer_web(stand.roh, datei.name)
    except Eingabefehler as e:
        stand.probleme = e.probleme
    return stand


def _listen_stand(daten: Any, ordner: Path) -> tuple[Any, ...]:
    """What the check reads besides the data: each signer list's size and modification time."""
    teile = []
    for b in daten.bewerber:
        if b.unterschriften:
            try:
                st = (ordner / b.unterschriften).stat()
                teile.append((b.unterschriften, st.st_size, st.st_mtime_ns))
            except OSError:
                teile.append((b.unterschriften, None, None))
    return tuple(teile)


LISTEN_HOECHSTENS_ZEILEN = 1_000_000
"""Rows of signer lists kept read in memory (least recently used go first)."""


def _listenschluessel(pfad: Path) -> tuple[Any, ...]:
    st = pfad.stat()
    return (str(pfad), st.st_size, st.st_mtime_ns)


def merke_liste(pfad: Path, zeilen: list[Any]) -> None:
    """Keep a list just read (an upload) for the check, under the state of its stored file."""
    u = umgebung()
    with u.sperre:
        u.listen[_listenschluessel(pfad)] = zeilen
        while sum(len(z) for z in u.listen.values()) > LISTEN_HOECHSTENS_ZEILEN and len(u.listen) > 1:
            u.listen.popitem(last=False)


def lies_listen(daten: Any, ordner: Path) -> dict[str, list[Any]]:
    """Every applicant's signer list, read once per state of its file (:func:`notices.unterschriften.lies_listen`)."""
    from notices.unterschriften import lies_liste, pruefe_gesamtzahl

    u = umgebung()
    listen: dict[str, list[Any]] = {}
    probleme: list[Problem] = []
    gesamt = 0
    for b in daten.bewerber:
        if b.unterschriften is None:
            continue
        pfad = ordner / b.unterschriften
        try:
            schluessel = _listenschluessel(pfad)
        except OSError:
            schluessel = None
        with u.sperre:
            zeilen = u.listen.get(schluessel) if schluessel else None
            if zeilen is not None:
                u.listen.move_to_end(schluessel)
        if zeilen is None:
            try:
                zeilen = lies_liste(pfad, b.unterschriften)
            except Eingabefehler as e:
                probleme.extend(e.probleme)
                continue
            if schluessel is not None:
                merke_liste(pfad, zeilen)
        gesamt += len(zeilen)
        pruefe_gesamtzahl(gesamt, b.unterschriften)  # all lists together bounded (issue 34)
        listen[b.id] = zeilen
    if probleme:
        raise Eingabefehler(probleme)
    return listen


def pruefe_stand(
    stand: Stand, pid: str | None = None, *, stichtag: datetime | None = None, stichwahl: bool = False
) -> tuple[Any, list[Problem]]:
    """The admission check (:func:`notices.pruefung.pruefe`) of the whole election or one person, and
    the problems of unreadable signer lists; cached by the data's version and the lists' state.
    ``stichtag``: the moment the check describes (default: the last recorded event); ``stichwahl``: the
    consents to the Stichwahl."""
    from notices.pruefung import pruefe

    if stand.daten is None:
        return None, []
    u = umgebung()
    ordner = stand.datei.parent
    schluessel = (stand.wid, stand.version, _listen_stand(stand.daten, ordner), stichtag, stichwahl)
    with u.sperre:
        gespeichert = u.pruefungen.get(schluessel)
    if gespeichert is None:
        try:
            gespeichert = (
                pruefe(stand.daten, lies_listen(stand.daten, ordner), stichtag=stichtag, stichwahl=stichwahl),
                [],
            )
        except Eingabefehler as e:
            gespeichert = (None, e.probleme)
        except (OverflowError, ValueError, TypeError) as e:
            gespeichert = (None, [Problem("", UNERWARTET.format(art=type(e).__name__))])
        with u.sperre:
            u.pruefungen[schluessel] = gespeichert
            while len(u.pruefungen) > 16:
                u.pruefungen.popitem(last=False)
    ergebnis, probleme = gespeichert
    if pid is None or ergebnis is None:
        return ergebnis, probleme
    try:
        return ergebnis.bewerbung(pid), probleme
    except KeyError:
        return None, probleme


def fingerabdruck(stand: Stand) -> str:
    """The version of everything the documents of an election are made from: the data file and its lists."""
    teile = [stand.version]
    if stand.daten is not None:
        teile += [repr(t) for t in _listen_stand(stand.daten, stand.datei.parent)]
    return sha256("\n".join(teile).encode("utf-8"))
