"""Form fields <-> the data file's keys. No rule of the law lives here: every value goes into the data
unchanged in meaning and :func:`notices.dienste.validiere` decides; its :class:`~notices.fehler.Problem`
sentences are shown next to the field whose key path they name (:mod:`notices.web.worte`).

A field's ``name`` is the key path relative to its table (``wahl.gemeinde``, ``anschrift.plz``). Text
that cannot be read as the field's type (a number, a date) is passed on as text, so that the model
reports it in the same German sentence as the CLI does.

A save changes only what the form changed (:func:`aenderungen`): a field whose text is still the text
the form showed leaves the stored value alone, with its exact form (seconds of a time, comments).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Literal

from notices import recht

Typ = Literal["text", "zahl", "datum", "zeitpunkt", "auswahl", "ankreuzen", "dreiwertig"]

LAENDER = tuple((land.code, land.name) for land in sorted(recht.laender(), key=lambda land: land.name))
"""The Länder on record (:func:`notices.recht.laender`), by name."""
AEMTER = tuple((a, a) for a in dict.fromkeys(a for land in recht.laender() for a in land.aemter))
"""Every office some Land elects by this procedure (the Land says which it has)."""
ZULASSUNG = (("", "noch nicht entschieden"), ("ja", "zugelassen"), ("nein", "zurückgewiesen"))

WEGLASSEN: Any = object()
"""The value of a field left empty: the key is removed from the data file."""


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
    vorgabe: str = ""
    """The text shown where the file has no value: the data's own default (``DE``)."""


@dataclass
class Anzeige:
    """A field ready for the template: its value as text and the problems that concern it."""

    feld: Feld
    wert: str
    fehler: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return "f-" + re.sub(r"[^A-Za-z0-9_-]", "-", self.feld.name)


WAHL_FELDER: tuple[Feld, ...] = (
    Feld("wahl.land", "Land", "auswahl", optionen=LAENDER, pflicht=True),
    Feld("wahl.amt", "Amt", "auswahl", optionen=AEMTER, pflicht=True),
    Feld("wahl.gemeinde", "Gemeinde", pflicht=True),
    Feld(
        "wahl.einwohnerzahl",
        "Einwohnerzahl",
        "zahl",
        "bestimmt die Zahl der Unterstützungsunterschriften; z. B. 18450 oder 18.450",
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
        "wo der Gemeinderat es bestimmt; die Frist endet um 18 Uhr",
    ),
    Feld("wahl.ausschuss.vorsitz", "Vorsitz des Gemeindewahlausschusses", autocomplete="name"),
    Feld("wahl.bekanntmachung.unterzeichner", "Unterzeichner der Bekanntmachungen", autocomplete="name"),
    Feld("wahl.bekanntmachung.funktion", "Funktion des Unterzeichners", hilfe="z. B. Bürgermeister (Standard)"),
    Feld(
        "wahl.wahlberechtigte_letzte_wahl",
        "Wahlberechtigte bei der letzten allgemeinen Gemeinderatswahl",
        "zahl",
        "nur wo das Land die Zahl der Unterstützungsunterschriften danach bemisst",
    ),
    Feld(
        "wahl.gemeinderatssitze",
        "Zahl der Mitglieder des Gemeinderats",
        "zahl",
        "nur wo das Land die Zahl der Unterstützungsunterschriften danach bemisst",
    ),
)
WAHL_GRUPPEN: tuple[tuple[str, int, int], ...] = (
    ("Die Wahl", 0, 4),
    ("Termine", 4, 9),
    ("Ausschuss und Bekanntmachungen", 9, 12),
    ("Nur wo das Landesrecht sie verlangt", 12, 14),
)

KENNUNG_HILFE = (
    "kurz, nur Buchstaben, Ziffern, Bindestrich und Unterstrich; leer lassen: aus dem Namen gebildet "
    "(kann später nicht geändert werden)"
)

_PERSON: tuple[Feld, ...] = (
    Feld("familienname", "Familienname", pflicht=True),
    Feld("vornamen", "Vornamen", pflicht=True),
    Feld("doktorgrad", "Doktorgrad", hilfe="nur wenn er angegeben werden soll, z. B. Dr."),
    Feld("kuenstlername", "Ordens- oder Künstlername"),
    Feld("beruf", "Beruf oder Stand", pflicht=True),
    Feld("geburtsdatum", "Geburtsdatum", "datum", pflicht=True),
    Feld("geburtsort", "Geburtsort", hilfe="wo die Bekanntmachung ihn nennt (Nordrhein-Westfalen)"),
    Feld(
        "staatsangehoerigkeit",
        "Staatsangehörigkeit",
        hilfe="Ländercode nach ISO 3166, z. B. DE, AT, FR",
        pflicht=True,
        vorgabe="DE",
    ),
    Feld("anschrift.strasse", "Straße und Hausnummer (Hauptwohnung)", pflicht=True),
    Feld("anschrift.plz", "Postleitzahl", pflicht=True),
    Feld("anschrift.ort", "Ort", pflicht=True),
    Feld("auskunftssperre", "Auskunftssperre im Melderegister", "ankreuzen"),
    Feld(
        "erreichbarkeitsanschrift.strasse",
        "Erreichbarkeitsanschrift: Straße und Hausnummer",
        hilfe="nur bei Auskunftssperre",
    ),
    Feld("erreichbarkeitsanschrift.plz", "Erreichbarkeitsanschrift: Postleitzahl"),
    Feld("erreichbarkeitsanschrift.ort", "Erreichbarkeitsanschrift: Ort"),
    Feld(
        "email_oder_postfach",
        "E-Mail-Adresse oder Postfach",
        hilfe="wo die Bekanntmachung sie nennt (Nordrhein-Westfalen)",
    ),
)

ERFASST = Feld(
    "unterlagen.erfasst",
    "Die eingegangenen Unterlagen sind erfasst (ohne Haken: noch nicht erfasst)",
    "ankreuzen",
)

BEWERBUNG: tuple[Feld, ...] = (
    Feld("amtsinhaber", "Amtsinhaber (bewirbt sich erneut)", "ankreuzen"),
    Feld("eingang", "Eingang der Bewerbung", "zeitpunkt", "Tag und Uhrzeit des Eingangs"),
    Feld("los", "Los (Rang bei gleichzeitigem Eingang)", "zahl", "1 = zuerst"),
    Feld(
        "wahlvorschlagstraeger",
        "Wahlvorschlagsträger",
        hilfe="Partei oder Wählergruppe, die die Bewerbung vorschlägt; leer: Einzelbewerber",
    ),
    Feld("zugelassen", "Zulassung", "dreiwertig", optionen=ZULASSUNG),
    Feld("stimmen_erste_wahl", "Stimmen bei der ersten Wahl", "zahl"),
    Feld(
        "ordnungszahl",
        "Ordnungszahl des Wahlvorschlags",
        "zahl",
        "vom Wahlausschuss zugeteilt; bei verbundenen Wahlen die der Gemeinderatsliste desselben Trägers",
    ),
)
ZUSTIMMUNG: tuple[Feld, ...] = (
    Feld("zustimmung", "Eingang der Zustimmung", "zeitpunkt", "Tag und Uhrzeit des Eingangs"),
    Feld("zugelassen", "Zulassung", "dreiwertig", optionen=ZULASSUNG),
    Feld("stimmen_erste_wahl", "Stimmen bei der ersten Wahl", "zahl"),
)

ID = Feld("id", "Kennung", hilfe=KENNUNG_HILFE)

PERSONENARTEN = {
    "bewerber": "Bewerbung",
    "stichwahl_bewerber": "Person für die Stichwahl ohne Bewerbung (mit Zustimmung)",
}

_KENNUNG = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,59}")


def kennung_gueltig(text: str) -> bool:
    """A Kennung that can name a page: letters, digits, ``-`` and ``_``, no spaces or slashes."""
    return bool(_KENNUNG.fullmatch(text))


_UMSCHRIFT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ı": "i", "ø": "oe", "æ": "ae", "ł": "l"})


def kennung_aus(familienname: str, vornamen: str, vergeben: Iterable[str]) -> str:
    """A Kennung from the name (``Yılmaz`` -> ``yilmaz``); a second ``Müller`` becomes ``mueller-anna``,
    then ``mueller-2`` …"""
    vergeben = set(vergeben)

    def umschrift(text: str) -> str:
        text = unicodedata.normalize("NFKD", text.lower().translate(_UMSCHRIFT))
        text = text.encode("ascii", "ignore").decode("ascii")
        return re.sub(r"[^a-z0-9]+", "-", text).strip("-")[:40].rstrip("-")

    basis = umschrift(familienname) or "person"
    kandidaten = [basis]
    vorname = umschrift(vornamen.split()[0]) if vornamen.split() else ""
    if vorname:
        kandidaten.append(f"{basis}-{vorname}")
    kandidaten += [f"{basis}-{n}" for n in range(2, 1000)]
    return next(k for k in kandidaten if k not in vergeben)


def unterlagen_felder(rechtsstand: Any, stichwahl: bool) -> tuple[Feld, ...]:
    """The checkboxes of the documents the Land's law asks for (``Pruefvorschriften.unterlagen_liste``),
    each with a second one where the document is needed only on request."""
    felder = [ERFASST]
    if rechtsstand is None:
        return tuple(felder)
    for u in rechtsstand.pruefung.unterlagen_liste:
        if stichwahl and u.vorschrift_stichwahl is None:
            continue
        bezeichnung = u.bezeichnung[:1].upper() + u.bezeichnung[1:]
        felder.append(Feld(f"unterlagen.{u.schluessel}", bezeichnung, "ankreuzen"))
        if (u.stichwahl if stichwahl else u.bewerbung) == "verlangt":
            felder.append(Feld(f"unterlagen.{u.schluessel}_verlangt", f"{bezeichnung} verlangt", "ankreuzen"))
    return tuple(felder)


# ------------------------------------------------------------------------------------------------
# Raw dict paths


def hole(roh: Mapping[str, Any] | None, pfad: str) -> Any:
    """The value at a dotted key path, or None."""
    wert: Any = roh
    for teil in pfad.split("."):
        if not isinstance(wert, Mapping) or teil not in wert:
            return None
        wert = wert[teil]
    return wert


# ------------------------------------------------------------------------------------------------
# Form text -> values

_TAUSENDER = re.compile(r"[+-]?\d{1,3}(?:[.\s\u00a0\u202f']\d{3})+")


def lies_zahl(text: str) -> int | str:
    """A whole number as a clerk writes it: ``18450``, ``18.450``, ``18 450``; else the text itself."""
    text = text.strip()
    if _TAUSENDER.fullmatch(text):
        text = re.sub(r"[.\s\u00a0\u202f']", "", text)
    try:
        return int(text)
    except ValueError:
        return text


def lies_wert(feld: Feld, formular: Mapping[str, str]) -> Any:
    """The value of one field as the data file holds it (text where it cannot be read, for the model to report)."""
    text = (formular.get(feld.name) or "").strip()
    if feld.typ == "ankreuzen":
        return True if formular.get(feld.name) else WEGLASSEN
    if feld.typ == "dreiwertig":
        return {"ja": True, "nein": False}.get(text, WEGLASSEN)
    if not text:
        return WEGLASSEN
    if feld.typ == "zahl":
        return lies_zahl(text)
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


def als_text(feld: Feld, wert: Any) -> str:
    """A stored value as the form shows it."""
    if wert is None:
        return ""
    if feld.typ == "dreiwertig":
        return {True: "ja", False: "nein"}.get(wert, "")
    if feld.typ == "ankreuzen":
        return "1" if wert is True else ""
    if isinstance(wert, datetime):
        return wert.replace(tzinfo=None).isoformat(timespec="minutes")
    if isinstance(wert, date):
        return wert.isoformat()
    return str(wert)


def texte(felder: Sequence[Feld], roh: Mapping[str, Any] | None) -> dict[str, str]:
    """Each field's text as the form shows the stored values of ``roh``."""
    ergebnis = {}
    for feld in felder:
        if feld is ERFASST:
            ergebnis[feld.name] = "1" if roh and isinstance(roh.get("unterlagen"), Mapping) else ""
        else:
            ergebnis[feld.name] = als_text(feld, hole(roh, feld.name)) or feld.vorgabe
    return ergebnis


def eingabe(felder: Sequence[Feld], formular: Mapping[str, str]) -> dict[str, str]:
    """Each field's text as submitted (an unticked checkbox sends nothing: empty)."""
    return {
        f.name: ("1" if formular.get(f.name) else "") if f.typ == "ankreuzen" else (formular.get(f.name) or "")
        for f in felder
    }


def normiert(feld: Feld, text: str) -> str:
    """The text of a field compared for "changed?" (surrounding spaces and a number's separators don't count)."""
    text = text.strip()
    if feld.typ == "zahl":
        return str(lies_zahl(text))
    return text


def aenderungen(felder: Sequence[Feld], vorher: Mapping[str, str], nachher: Mapping[str, str]) -> list[Feld]:
    """The fields whose text differs from what the form showed."""
    return [f for f in felder if normiert(f, vorher.get(f.name, "")) != normiert(f, nachher.get(f.name, ""))]


# ------------------------------------------------------------------------------------------------
# Values -> form text


def anzeige(felder: Sequence[Feld], werte: Mapping[str, str]) -> list[Anzeige]:
    """The fields with their texts."""
    return [Anzeige(f, werte.get(f.name, "")) for f in felder]


# ------------------------------------------------------------------------------------------------
# Three-way merge of a form with what was saved meanwhile


@dataclass
class Zusammenfuehrung:
    """What a submitted form changes, and where it collides with a change saved since it was opened."""

    geaendert: list[Feld]
    konflikte: list[tuple[Feld, str, str]]
    """(field, text now saved, text typed) where both changed the same field differently."""


def fuehre_zusammen(
    felder: Sequence[Feld], basis: Mapping[str, str], eingabe_: Mapping[str, str], aktuell: Mapping[str, str]
) -> Zusammenfuehrung:
    """The fields this form changed against the texts it showed (``basis``); a field someone else changed
    meanwhile (``aktuell``) is a conflict only where this form changed it too, to something else."""
    geaendert = aenderungen(felder, basis, eingabe_)
    konflikte = []
    for f in geaendert:
        jetzt, vorher, neu = (normiert(f, t.get(f.name, "")) for t in (aktuell, basis, eingabe_))
        if jetzt not in (vorher, neu):
            konflikte.append((f, aktuell.get(f.name, ""), eingabe_.get(f.name, "")))
    return Zusammenfuehrung(geaendert, konflikte)
