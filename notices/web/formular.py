"""Form fields <-> the data file's keys. No rule of the law lives here: every value goes into the raw
dict unchanged in meaning and :func:`notices.model.validiere` decides; its :class:`~notices.fehler.Problem`
sentences are shown next to the field whose key path they name.

A field's ``name`` is the key path relative to its table (``wahl.gemeinde``, ``anschrift.plz``). Text
that cannot be read as the field's type (a number, a date) is passed on as text, so that the model
reports it in the same German sentence as the CLI does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Literal

from notices import recht
from notices.fehler import Problem

Typ = Literal["text", "zahl", "datum", "zeitpunkt", "auswahl", "ankreuzen", "dreiwertig"]

LAENDER = tuple((land.code, land.name) for land in sorted(recht.laender(), key=lambda land: land.name))
"""The Länder on record (:func:`notices.recht.laender`), by name."""
AEMTER = tuple((a, a) for a in dict.fromkeys(a for land in recht.laender() for a in land.aemter))
"""Every office some Land elects by this procedure (the Land says which it has)."""
ZULASSUNG = (("", "noch nicht entschieden"), ("ja", "zugelassen"), ("nein", "zurückgewiesen"))


@dataclass(frozen=True)
class Feld:
    """One form field: its key path, German label, type, and help text."""

    name: str
    bezeichnung: str
    typ: Typ = "text"
    hilfe: str = ""
    optionen: tuple[tuple[str, str], ...] = ()
    pflicht: bool = False
    autocomplete: str = "off"


@dataclass
class Anzeige:
    """A field ready for the template: its value as text and the problems that concern it."""

    feld: Feld
    wert: str
    fehler: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return "f-" + self.feld.name.replace(".", "-")


WAHL_FELDER: tuple[Feld, ...] = (
    Feld("wahl.land", "Land", "auswahl", optionen=LAENDER, pflicht=True),
    Feld("wahl.amt", "Amt", "auswahl", optionen=AEMTER, pflicht=True),
    Feld("wahl.gemeinde", "Gemeinde", pflicht=True),
    Feld(
        "wahl.einwohnerzahl",
        "Einwohnerzahl",
        "zahl",
        "bestimmt die Zahl der Unterstützungsunterschriften",
        pflicht=True,
    ),
    Feld("wahl.wahltag", "Wahltag", "datum", pflicht=True),
    Feld("wahl.stichwahltag", "Stichwahltag", "datum", "nach altem Recht (vor dem 01.08.2023): Tag der Neuwahl"),
    Feld(
        "wahl.stellenausschreibung",
        "Tag der Stellenausschreibung",
        "datum",
        "die Einreichungsfrist beginnt am Tag danach",
    ),
    Feld("wahl.bekanntmachung_der_wahl", "Tag der öffentlichen Bekanntmachung der Wahl", "datum"),
    Feld(
        "wahl.einreichungsfrist_ende",
        "Ende der Einreichungsfrist",
        "datum",
        "vom Gemeinderat bestimmt; endet um 18 Uhr",
    ),
    Feld("wahl.ausschuss.vorsitz", "Vorsitz des Gemeindewahlausschusses", autocomplete="name"),
    Feld("wahl.bekanntmachung.unterzeichner", "Unterzeichner der Bekanntmachungen", autocomplete="name"),
    Feld("wahl.bekanntmachung.funktion", "Funktion des Unterzeichners", hilfe="z. B. Bürgermeister (Standard)"),
    Feld(
        "wahl.wahlberechtigte_letzte_wahl",
        "Wahlberechtigte bei der letzten allgemeinen Gemeinderatswahl (nur Sachsen-Anhalt)",
        "zahl",
        "bestimmt dort die Zahl der Unterstützungsunterschriften",
    ),
    Feld("wahl.gemeinderatssitze", "Zahl der Mitglieder des Gemeinderats (nur Saarland)", "zahl"),
)

_PERSON: tuple[Feld, ...] = (
    Feld("familienname", "Familienname", pflicht=True),
    Feld("vornamen", "Vornamen", pflicht=True),
    Feld("doktorgrad", "Doktorgrad", hilfe="nur wenn er angegeben werden soll, z. B. Dr."),
    Feld("kuenstlername", "Ordens- oder Künstlername"),
    Feld("beruf", "Beruf oder Stand", pflicht=True),
    Feld("geburtsdatum", "Geburtsdatum", "datum", pflicht=True),
    Feld(
        "staatsangehoerigkeit", "Staatsangehörigkeit", hilfe="Ländercode nach ISO 3166, z. B. DE, AT, FR", pflicht=True
    ),
    Feld("anschrift.strasse", "Straße und Hausnummer (Hauptwohnung)", pflicht=True),
    Feld("anschrift.plz", "Postleitzahl", pflicht=True),
    Feld("anschrift.ort", "Ort", pflicht=True),
    Feld("auskunftssperre", "Auskunftssperre nach § 51 BMG", "ankreuzen"),
    Feld(
        "erreichbarkeitsanschrift.strasse",
        "Erreichbarkeitsanschrift: Straße und Hausnummer",
        hilfe="nur bei Auskunftssperre",
    ),
    Feld("erreichbarkeitsanschrift.plz", "Erreichbarkeitsanschrift: Postleitzahl"),
    Feld("erreichbarkeitsanschrift.ort", "Erreichbarkeitsanschrift: Ort"),
)

_UNTERLAGEN: tuple[Feld, ...] = (
    Feld("unterlagen.erfasst", "Eingegangene Unterlagen sind erfasst (sonst: noch nicht erfasst)", "ankreuzen"),
    Feld("unterlagen.waehlbarkeitsbescheinigung", "Wählbarkeitsbescheinigung", "ankreuzen"),
    Feld("unterlagen.eidesstattliche_versicherung", "Versicherung an Eides statt", "ankreuzen"),
    Feld("unterlagen.unionsbuerger_versicherung", "Versicherung an Eides statt für Unionsbürger", "ankreuzen"),
    Feld("unterlagen.herkunftsstaat_bescheinigung", "Bescheinigung des Herkunftsstaats", "ankreuzen"),
    Feld("unterlagen.herkunftsstaat_bescheinigung_verlangt", "Bescheinigung des Herkunftsstaats verlangt", "ankreuzen"),
)

BEWERBER_FELDER: tuple[Feld, ...] = (
    Feld("id", "Kennung", hilfe="kurz, ohne Leerzeichen; leer lassen: aus dem Familiennamen gebildet"),
    *_PERSON,
    Feld("amtsinhaber", "Amtsinhaber (bewirbt sich erneut)", "ankreuzen"),
    Feld("eingang", "Eingang der Bewerbung", "zeitpunkt", "Tag und Uhrzeit; vorausgefüllt mit jetzt"),
    Feld("los", "Los (Rang bei gleichzeitigem Eingang)", "zahl", "1 = zuerst"),
    Feld("wahlvorschlagstraeger", "Wahlvorschlagsträger (nur Sachsen-Anhalt, Saarland)", hilfe="leer: Einzelbewerber"),
    Feld("zugelassen", "Zulassung", "dreiwertig", optionen=ZULASSUNG),
    Feld("stimmen_erste_wahl", "Stimmen bei der ersten Wahl", "zahl"),
    *_UNTERLAGEN,
)

STICHWAHL_BEWERBER_FELDER: tuple[Feld, ...] = (
    Feld("id", "Kennung", hilfe="kurz, ohne Leerzeichen; leer lassen: aus dem Familiennamen gebildet"),
    *_PERSON,
    Feld("zustimmung", "Eingang der Zustimmung", "zeitpunkt", "Tag und Uhrzeit; vorausgefüllt mit jetzt"),
    Feld("zugelassen", "Zulassung", "dreiwertig", optionen=ZULASSUNG),
    Feld("stimmen_erste_wahl", "Stimmen bei der ersten Wahl", "zahl"),
    *_UNTERLAGEN,
)

FELDER = {"bewerber": BEWERBER_FELDER, "stichwahl_bewerber": STICHWAHL_BEWERBER_FELDER}

_WEGLASSEN = object()


# ------------------------------------------------------------------------------------------------
# Raw dict paths


def hole(roh: Mapping[str, Any], pfad: str) -> Any:
    """The value at a dotted key path, or None."""
    wert: Any = roh
    for teil in pfad.split("."):
        if not isinstance(wert, Mapping) or teil not in wert:
            return None
        wert = wert[teil]
    return wert


def setze(roh: dict[str, Any], pfad: str, wert: Any) -> None:
    """Set (or with ``_WEGLASSEN`` delete) a dotted key path, creating tables and dropping emptied ones."""
    teile = pfad.split(".")
    kette: list[dict[str, Any]] = [roh]
    for teil in teile[:-1]:
        naechste = kette[-1].get(teil)
        if not isinstance(naechste, dict):
            if wert is _WEGLASSEN:
                return
            naechste = {}
            kette[-1][teil] = naechste
        kette.append(naechste)
    if wert is _WEGLASSEN:
        kette[-1].pop(teile[-1], None)
    else:
        kette[-1][teile[-1]] = wert
    for i in range(len(kette) - 1, 0, -1):
        if not kette[i]:
            kette[i - 1].pop(teile[i - 1], None)


# ------------------------------------------------------------------------------------------------
# Form text -> values


def lies_wert(feld: Feld, formular: Mapping[str, str]) -> Any:
    """The value of one field as the data file holds it (text where it cannot be read, for the model to report)."""
    text = (formular.get(feld.name) or "").strip()
    if feld.typ == "ankreuzen":
        return True if formular.get(feld.name) else _WEGLASSEN
    if feld.typ == "dreiwertig":
        return {"ja": True, "nein": False}.get(text, _WEGLASSEN)
    if not text:
        return _WEGLASSEN
    if feld.typ == "zahl":
        try:
            return int(text)
        except ValueError:
            return text
    if feld.typ == "datum":
        try:
            return date.fromisoformat(text)
        except ValueError:
            return text
    if feld.typ == "zeitpunkt":
        try:
            return datetime.fromisoformat(text)
        except ValueError:
            return text
    return text


def uebernimm(felder: Sequence[Feld], formular: Mapping[str, str], roh: dict[str, Any]) -> None:
    """Write the submitted fields into ``roh`` (a table of the data file); keys not in the form stay."""
    for feld in felder:
        if feld.name == "unterlagen.erfasst":
            continue
        setze(roh, feld.name, lies_wert(feld, formular))
    if any(f.name == "unterlagen.erfasst" for f in felder):
        if formular.get("unterlagen.erfasst") or "unterlagen" in roh:
            unterlagen = roh.get("unterlagen")
            roh["unterlagen"] = unterlagen if isinstance(unterlagen, dict) else {}
        else:
            roh.pop("unterlagen", None)


# ------------------------------------------------------------------------------------------------
# Values -> form text, and problems next to fields


def als_text(feld: Feld, wert: Any) -> str:
    """A stored value as the form shows it."""
    if wert is None:
        return ""
    if feld.typ == "dreiwertig":
        return {True: "ja", False: "nein"}.get(wert, "")
    if feld.typ == "ankreuzen":
        return "1" if wert else ""
    if isinstance(wert, datetime):
        return wert.isoformat(timespec="minutes")
    if isinstance(wert, date):
        return wert.isoformat()
    return str(wert)


def anzeige(
    felder: Sequence[Feld],
    roh: Mapping[str, Any] | None = None,
    formular: Mapping[str, str] | None = None,
) -> list[Anzeige]:
    """The fields with their values: what was submitted, else what is stored."""
    ergebnis = []
    for feld in felder:
        if formular is not None:
            wert = formular.get(feld.name, "")
        elif feld.name == "unterlagen.erfasst":
            wert = "1" if roh and isinstance(roh.get("unterlagen"), Mapping) else ""
        else:
            wert = als_text(feld, hole(roh or {}, feld.name))
        ergebnis.append(Anzeige(feld, wert))
    return ergebnis


def ordne_zu(felder: list[Anzeige], probleme: Sequence[Problem], praefix: str = "") -> list[Problem]:
    """Attach each problem to the field its key path names (``praefix`` is cut first); return the rest."""
    uebrig = []
    for p in probleme:
        pfad = p.pfad
        if praefix:
            if not pfad.startswith(praefix):
                uebrig.append(p)
                continue
            pfad = pfad[len(praefix) :]
        ziel = next((f for f in felder if f.feld.name == pfad), None)
        if ziel is None:  # a problem of a sub-key or of the whole table: the first field below it
            ziel = next(
                (f for f in felder if pfad.startswith(f.feld.name + ".") or f.feld.name.startswith(pfad + ".")),
                None,
            )
        if ziel is None:
            uebrig.append(p)
        else:
            ziel.fehler.append(p.text)
    return uebrig
