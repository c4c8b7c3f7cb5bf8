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
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time
from typing import Any, Literal

from notices import recht

Typ = Literal[
    "text", "zahl", "datum", "zeitpunkt", "auswahl", "ankreuzen", "dreiwertig", "tabelle", "zeilen", "raeume", "stelle"
]

LAENDER = tuple((land.code, land.name) for land in sorted(recht.laender(), key=lambda land: land.name))
"""The Länder on record (:func:`notices.recht.laender`), by name."""
ZULASSUNG = (("", "noch nicht entschieden"), ("ja", "zugelassen"), ("nein", "zurückgewiesen"))
ANREDE = (("", "keine Angabe"), ("Frau", "Frau"), ("Herr", "Herr"))

WEGLASSEN: Any = object()
"""The value of a field left empty: the key is removed from the data file."""


@dataclass(frozen=True)
class Feld:
    """One form field: its key path, German label, type, help text and the group it stands in."""

    name: str
    bezeichnung: str
    typ: Typ = "text"
    hilfe: str = ""
    optionen: tuple[tuple[str, str], ...] = ()
    pflicht: bool = False
    autocomplete: str = "off"
    vorgabe: str = ""
    """The text shown where the file has no value: the data's own default (``DE``)."""
    gruppe: str = ""
    """The heading of the fieldset the field stands in."""
    beispiel: str = ""
    """A filled-in example shown below the help (the lines of a room)."""
    schluessel: str = ""
    """The data key as the Länder declare it (``wahl.los`` …, :data:`~notices.recht.grundlagen.LANDESSCHLUESSEL`);
    empty: the field's ``name`` (a key of the election) or a key every Land reads."""

    @property
    def datenschluessel(self) -> str:
        return self.schluessel or self.name


@dataclass
class Anzeige:
    """A field ready for the template: its value as text and the problems that concern it."""

    feld: Feld
    wert: str
    fehler: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return "f-" + re.sub(r"[^A-Za-z0-9_-]", "-", self.feld.name)


DATUM_HILFE = "z. B. 14.03.2027"
ZEIT_HILFE = "Tag und Uhrzeit, z. B. 15.02.2027, 17:45"
NUR_WO = "nur wo das Landesrecht es verlangt"

RAUM_BEISPIEL = (
    "Bezeichnung: Rathaus, Zimmer 3\nAnschrift: Rathausplatz 1, 84999 Musterau\n"
    "Öffnungszeiten: Montag bis Freitag: 08:00 bis 12:00 Uhr\nZusätzlich: 15.01.2026, 17:00 bis 20:00 Uhr\n"
    "Abweichend: 19.01.2026, 08:00 bis 12:00 Uhr\nGeschlossen: 24.12.2025, 31.12.2025\n"
    "Barrierefrei: ja, über den Seiteneingang"
)
STELLE_BEISPIEL = (
    "Bezeichnung: Rathaus, Zimmer 5 (Wahlamt)\nAnschrift: Rathausplatz 1, 84999 Musterau\n"
    "Öffnungszeiten: Montag bis Freitag: 08:00 bis 12:00 Uhr\nZusätzlich: 08.01.2026, 16:00 bis 18:00 Uhr"
)

_WAHL = "Die Wahl"
_TERMINE = "Termine"
_AUSSCHUSS = "Gemeindewahlausschuss und Bekanntmachungen"
_LAND = "Nach dem Recht des Landes"
_VORHER = "Aufforderung und Eintragungsräume"

WAHL_FELDER: tuple[Feld, ...] = (
    Feld("wahl.land", "Land", "auswahl", optionen=LAENDER, pflicht=True, gruppe=_WAHL),
    Feld("wahl.amt", "Amt", "auswahl", pflicht=True, gruppe=_WAHL),
    Feld("wahl.gemeinde", "Gemeinde", pflicht=True, gruppe=_WAHL),
    Feld(
        "wahl.einwohnerzahl",
        "Einwohnerzahl",
        "zahl",
        "bestimmt die Zahl der Unterstützungsunterschriften; z. B. 18450 oder 18.450",
        pflicht=True,
        gruppe=_WAHL,
    ),
    Feld("wahl.wahltag", "Wahltag", "datum", DATUM_HILFE, pflicht=True, gruppe=_TERMINE),
    Feld(
        "wahl.stichwahltag",
        "Stichwahltag",
        "datum",
        "Tag des zweiten Wahlgangs (Stichwahl, nach älterem Recht auch Neuwahl), wo er schon bestimmt ist",
        gruppe=_TERMINE,
    ),
    Feld(
        "wahl.stellenausschreibung",
        "Tag der Stellenausschreibung",
        "datum",
        "die Einreichungsfrist beginnt am Tag danach",
        gruppe=_TERMINE,
    ),
    Feld("wahl.bekanntmachung_der_wahl", "Tag der öffentlichen Bekanntmachung der Wahl", "datum", gruppe=_TERMINE),
    Feld(
        "wahl.einreichungsfrist_ende",
        "Ende der Einreichungsfrist",
        "datum",
        "wo der Gemeinderat es bestimmt; die Frist endet um 18 Uhr",
        gruppe=_TERMINE,
    ),
    Feld("wahl.ausschuss.vorsitz", "Vorsitz des Gemeindewahlausschusses", autocomplete="name", gruppe=_AUSSCHUSS),
    Feld(
        "wahl.ausschuss.zulassungssitzung",
        "Sitzung des Gemeindewahlausschusses über die Zulassung",
        "datum",
        "der Tag, an dem der Ausschuss über die Zulassung der Bewerbungen entschieden hat",
        gruppe=_AUSSCHUSS,
    ),
    Feld(
        "wahl.ausschuss.stichwahl_zulassungssitzung",
        "Sitzung des Gemeindewahlausschusses über die Zulassung zur Stichwahl",
        "datum",
        gruppe=_AUSSCHUSS,
    ),
    Feld(
        "wahl.ausschuss.anschrift.strasse",
        "Anschrift des Wahlamts: Straße und Hausnummer",
        hilfe="steht als Absender auf den Schreiben",
        gruppe=_AUSSCHUSS,
    ),
    Feld("wahl.ausschuss.anschrift.plz", "Anschrift des Wahlamts: Postleitzahl", gruppe=_AUSSCHUSS),
    Feld("wahl.ausschuss.anschrift.ort", "Anschrift des Wahlamts: Ort", gruppe=_AUSSCHUSS),
    Feld(
        "wahl.bekanntmachung.unterzeichner",
        "Unterzeichner der Bekanntmachungen",
        autocomplete="name",
        gruppe=_AUSSCHUSS,
    ),
    Feld(
        "wahl.bekanntmachung.funktion",
        "Funktion des Unterzeichners",
        hilfe="z. B. Bürgermeister (Standard)",
        gruppe=_AUSSCHUSS,
    ),
    Feld(
        "wahl.bekanntgemacht",
        "Tag der Bekanntmachung der zugelassenen Bewerbungen",
        "datum",
        "der Tag, mit dem sie veröffentlicht wurde; das Archiv enthält die Bekanntmachung mit diesem Datum",
        gruppe=_AUSSCHUSS,
    ),
    Feld(
        "wahl.stichwahl_bekanntgemacht",
        "Tag der Bekanntmachung der Stichwahl",
        "datum",
        gruppe=_AUSSCHUSS,
    ),
    Feld(
        "wahl.stand",
        "Stand der Angaben (Datum der Dokumente)",
        "datum",
        "leer: die letzte erfasste Angabe",
        gruppe=_AUSSCHUSS,
    ),
    Feld(
        "wahl.rechtsstand",
        "Rechtsstand",
        "auswahl",
        "nur in Übergangsfällen; sonst bestimmt der Wahltag die Fassung des Gesetzes",
        gruppe=_LAND,
    ),
    Feld(
        "wahl.wahlberechtigte_letzte_wahl",
        "Wahlberechtigte bei der letzten allgemeinen Gemeinderatswahl",
        "zahl",
        "danach bemisst sich die Zahl der Unterstützungsunterschriften",
        gruppe=_LAND,
    ),
    Feld(
        "wahl.gemeinderatssitze",
        "Zahl der Mitglieder des Gemeinderats",
        "zahl",
        "danach bemisst sich die Zahl der Unterstützungsunterschriften",
        gruppe=_LAND,
    ),
    Feld(
        "wahl.stimmen_letzte_gemeinderatswahl",
        "Stimmen bei der letzten Gemeinderatswahl",
        "tabelle",
        "je Zeile Partei oder Wählergruppe, Doppelpunkt, Stimmen, z. B. „SPD: 4.120“; bestimmt die Reihenfolge "
        "der Bekanntmachung",
        gruppe=_LAND,
    ),
    Feld(
        "wahl.stimmen_letzte_landtagswahl",
        "Stimmen bei der letzten Landtagswahl",
        "tabelle",
        "je Zeile Partei, Doppelpunkt, Stimmen, z. B. „CDU: 4.120“; bestimmt die Reihenfolge der Bekanntmachung",
        gruppe=_LAND,
    ),
    Feld(
        "wahl.einreichungsstelle",
        "Stelle, die die Wahlvorschläge entgegennimmt",
        "stelle",
        "die Aufforderung nennt sie; je Zeile eine Angabe: „Bezeichnung:“, „Anschrift:“ (Straße und Hausnummer, "
        "Postleitzahl Ort), je Zeile „Öffnungszeiten:“ wie sie bekannt gemacht werden, je zusätzlicher Zeit "
        "„Zusätzlich: 08.01.2026, 16:00 bis 18:00 Uhr“",
        gruppe=_VORHER,
        beispiel=STELLE_BEISPIEL,
    ),
    Feld(
        "wahl.eintragungsraeume",
        "Eintragungsräume für die Unterstützungslisten",
        "raeume",
        "je Raum ein Absatz (eine Leerzeile dazwischen), je Zeile eine Angabe wie im Beispiel; „Öffnungszeiten:“, "
        "„Zusätzlich:“ und „Abweichend:“ (an diesem Tag statt der regelmäßigen Zeiten) dürfen mehrmals stehen, "
        "„Geschlossen:“ nennt die Tage, an denen der Raum zu ist; einen Raum entfernen: seinen Absatz löschen",
        gruppe=_VORHER,
        beispiel=RAUM_BEISPIEL,
    ),
)
"""Every field of an election some Land reads; a Land's form has those it reads (:func:`wahl_felder`)."""


def _land(code: Any) -> Any:
    return recht.land(code) if isinstance(code, str) and code in recht.codes() else None


def liest(land: Any, f: Feld) -> bool:
    """Whether the Land reads the field's key (its ``[daten] liest``); without a Land: only what every Land reads."""
    if land is None:
        return f.datenschluessel not in recht.LANDESSCHLUESSEL
    return bool(land.liest(f.datenschluessel))


def fuer_land(felder: Iterable[Feld], land: Any, *, neu: bool = False) -> tuple[Feld, ...]:
    """The fields the Land reads; a field the Land requires (``[daten] pflicht``) is marked as required."""
    pflicht = set(land.daten.pflicht) if land is not None else set()
    ergebnis = []
    for f in felder:
        if not liest(land, f):
            continue
        if f.datenschluessel in pflicht and not f.pflicht:
            f = replace(f, pflicht=True)
        ergebnis.append(f)
    return tuple(ergebnis)


def wahl_felder(code: Any) -> tuple[Feld, ...]:
    """The election form of a Land: the fields it reads, its offices as the choice of Amt, its required
    fields marked (``land.toml``: ``[daten] liest``, ``pflicht``)."""
    land = _land(code)
    felder = fuer_land(WAHL_FELDER, land)
    aemter = tuple((a, a) for a in land.aemter) if land is not None else ()
    fassungen = (("", "nach dem Wahltag (Standard)"),) + (
        tuple((r.kennung, r.label) for r in land.rechtsstaende) if land is not None else ()
    )
    optionen = {"wahl.amt": aemter, "wahl.rechtsstand": fassungen}
    felder = tuple(replace(f, optionen=optionen[f.name]) if f.name in optionen else f for f in felder)
    return tuple(_ausschuss_des_landes(f, land) for f in felder)


def _ausschuss_des_landes(f: Feld, land: Any) -> Feld:
    """The field with the committee named as the Land's law names it (``wahlausschuss``: BY, NW ``Wahlausschuss``)."""
    if land is None or land.wahlausschuss == "Gemeindewahlausschuss":
        return f
    return replace(
        f,
        bezeichnung=f.bezeichnung.replace("Gemeindewahlausschuss", land.wahlausschuss),
        gruppe=f.gruppe.replace("Gemeindewahlausschuss", land.wahlausschuss),
        hilfe=f.hilfe.replace("Gemeindewahlausschuss", land.wahlausschuss),
    )


def gruppiert(felder: Sequence[Any]) -> list[tuple[str, list[Any]]]:
    """Fields (or their :class:`Anzeige`) in the groups they declare, in the order the groups first appear."""
    gruppen: dict[str, list[Any]] = {}
    for f in felder:
        feld = f.feld if isinstance(f, Anzeige) else f
        gruppen.setdefault(feld.gruppe, []).append(f)
    return list(gruppen.items())


KENNUNG_HILFE = (
    "kurz, nur Buchstaben, Ziffern, Bindestrich und Unterstrich; leer lassen: aus dem Namen gebildet "
    "(kann später nicht geändert werden)"
)

_PERSON: tuple[Feld, ...] = (
    Feld("anrede", "Anrede", "auswahl", "für die Anrede in Schreiben", optionen=ANREDE),
    Feld("familienname", "Familienname", pflicht=True),
    Feld("vornamen", "Vornamen", pflicht=True),
    Feld("doktorgrad", "Doktorgrad", hilfe="nur wenn er angegeben werden soll, z. B. Dr."),
    Feld("kuenstlername", "Ordens- oder Künstlername"),
    Feld("beruf", "Beruf oder Stand", pflicht=True),
    Feld("geburtsdatum", "Geburtsdatum", "datum", "z. B. 06.05.1979", pflicht=True),
    Feld("geburtsort", "Geburtsort", hilfe="die Bekanntmachung nennt ihn", schluessel="bewerber.geburtsort"),
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
        hilfe="die Bekanntmachung nennt sie",
        schluessel="bewerber.email_oder_postfach",
    ),
)

ERFASST = Feld(
    "unterlagen.erfasst",
    "Die eingegangenen Unterlagen sind erfasst (ohne Haken: noch nicht erfasst)",
    "ankreuzen",
)

BEWERBUNG: tuple[Feld, ...] = (
    Feld("amtsinhaber", "Amtsinhaber (bewirbt sich erneut)", "ankreuzen"),
    Feld("eingang", "Eingang der Bewerbung", "zeitpunkt", ZEIT_HILFE),
    Feld("los", "Los (Rang bei gleichzeitigem Eingang)", "zahl", "1 = zuerst", schluessel="bewerber.los"),
    Feld(
        "wahlvorschlagstraeger",
        "Wahlvorschlagsträger",
        "zeilen",
        "Partei oder Wählergruppe, die die Bewerbung vorschlägt; bei einem gemeinsamen Wahlvorschlag je Zeile "
        "einer, in der Reihenfolge des Wahlvorschlags; leer: Einzelbewerber",
        schluessel="bewerber.wahlvorschlagstraeger",
    ),
    Feld(
        "partei_befreit",
        "Keine Unterstützungsunterschriften: der Wahlvorschlagsträger ist befreit (etwa in der Vertretung vertreten)",
        "ankreuzen",
        schluessel="bewerber.partei_befreit",
    ),
    Feld(
        "unterstuetzungserklaerung",
        "Unterstützungserklärung der Partei liegt vor",
        "ankreuzen",
        schluessel="bewerber.unterstuetzungserklaerung",
    ),
    Feld(
        "vertrauensperson.name",
        "Vertrauensperson des Wahlvorschlags: Name",
        hilfe="an sie geht das Mängelschreiben",
        autocomplete="name",
        schluessel="bewerber.vertrauensperson",
    ),
    Feld(
        "vertrauensperson.anschrift.strasse",
        "Vertrauensperson: Straße und Hausnummer",
        schluessel="bewerber.vertrauensperson",
    ),
    Feld("vertrauensperson.anschrift.plz", "Vertrauensperson: Postleitzahl", schluessel="bewerber.vertrauensperson"),
    Feld("vertrauensperson.anschrift.ort", "Vertrauensperson: Ort", schluessel="bewerber.vertrauensperson"),
    Feld("zugelassen", "Zulassung", "dreiwertig", optionen=ZULASSUNG),
    Feld("stimmen_erste_wahl", "Stimmen bei der ersten Wahl", "zahl"),
    Feld(
        "ordnungszahl",
        "Ordnungszahl des Wahlvorschlags",
        "zahl",
        "vom Wahlausschuss zugeteilt; bei verbundenen Wahlen die der Gemeinderatsliste desselben Trägers",
        schluessel="bewerber.ordnungszahl",
    ),
    Feld(
        "ruecknahme_zweiter_wahlgang",
        "Rücknahme für den zweiten Wahlgang",
        "zeitpunkt",
        "Tag und Uhrzeit, zu der der Wahlvorschlag für den zweiten Wahlgang zurückgenommen wurde; leer: nicht "
        "zurückgenommen",
        schluessel="bewerber.ruecknahme_zweiter_wahlgang",
    ),
    Feld(
        "stichwahl_verzicht",
        "Verzicht auf die Stichwahl",
        "zeitpunkt",
        "Tag und Uhrzeit, zu der die Person gegenüber der Wahlleitung schriftlich auf die Teilnahme an der "
        "Stichwahl verzichtet hat; leer: kein Verzicht",
        schluessel="bewerber.stichwahl_verzicht",
    ),
)
ZUSTIMMUNG: tuple[Feld, ...] = (
    Feld("zustimmung", "Eingang der Zustimmung", "zeitpunkt", ZEIT_HILFE),
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
        if u.nachreichbar:
            felder.append(
                Feld(
                    f"{UNVERSCHULDET}{u.schluessel}",
                    f"{bezeichnung}: ohne Verschulden nicht rechtzeitig zu beschaffen "
                    "(darf bis zur Entscheidung folgen)",
                    "ankreuzen",
                )
            )
    return tuple(felder)


UNVERSCHULDET = "unterlagen.unverschuldet_nicht_rechtzeitig:"
"""The field of a document in ``unverschuldet_nicht_rechtzeitig`` (a list in the data): its prefix."""


def unverschuldet(roh: Mapping[str, Any] | None) -> list[str]:
    """The documents recorded as not obtainable in time through no fault of the applicant."""
    liste = hole(roh, "unterlagen.unverschuldet_nicht_rechtzeitig")
    return [str(x) for x in liste] if isinstance(liste, list) else []


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


_DATUM = re.compile(r"(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})")
_ISO_DATUM = re.compile(r"\d{4}-\d{2}-\d{2}")
_ZEIT = re.compile(r"(?:,\s*|\s+)(?:um\s+)?(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\s*Uhr)?", re.IGNORECASE)


def lies_datum(text: str) -> date | None:
    """A day as clerks write it (``1.12.2027``, ``01.12.2027``) or as a date field sends it
    (``2027-12-01``); None where it is none (never a guess: ``1.12.27`` has no century)."""
    text = text.strip()
    try:
        m = _DATUM.fullmatch(text)
        if m:
            return date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
        if _ISO_DATUM.fullmatch(text):
            return date.fromisoformat(text)
    except ValueError:
        return None
    return None


def lies_zeitpunkt(text: str) -> datetime | None:
    """Day and time as clerks write them (``01.12.2026, 09:15``, ``1.12.2026 9.15 Uhr``) or as a
    date-time field sends them (``2026-12-01T09:15``); None where either is missing or wrong."""
    text = text.strip()
    for muster in (_DATUM, _ISO_DATUM):
        m = muster.match(text)
        if not m:
            continue
        tag = lies_datum(m.group(0))
        rest = text[m.end() :]
        z = _ZEIT.fullmatch(rest) or (
            re.fullmatch(r"T(\d{2}):(\d{2})(?::(\d{2}))?", rest) if muster is _ISO_DATUM else None
        )
        if tag is None or z is None:
            return None
        try:
            return datetime.combine(tag, datetime.min.time()).replace(
                hour=int(z.group(1)), minute=int(z.group(2)), second=int(z.group(3) or 0)
            )
        except ValueError:
            return None
    return None


def lies_tabelle(text: str) -> dict[str, int] | None:
    """``SPD: 4.120`` per line (also ``SPD = 4120``) as a table of whole numbers; None where a line is none."""
    tabelle: dict[str, int] = {}
    for zeile in text.splitlines():
        if not zeile.strip():
            continue
        m = re.fullmatch(r"\s*(.+?)\s*[:=]\s*([\d.\s\u00a0\u202f']+)\s*", zeile)
        zahl = lies_zahl(m.group(2)) if m else None
        if not m or not isinstance(zahl, int):
            return None
        tabelle[m.group(1).strip().strip('"')] = zahl
    return tabelle


def lies_zeilen(text: str) -> str | list[str]:
    """One name per line (a joint proposal names several): one line is the name itself, several a list."""
    zeilen = [z.strip() for z in text.splitlines() if z.strip()]
    return zeilen[0] if len(zeilen) == 1 else zeilen


def lesefehler(feld: Feld, text: str) -> str | None:
    """The sentence for a text the field cannot read (a day, a time, a table); None where it reads it."""
    saetze = lesefehler_alle(feld, text)
    return saetze[0] if saetze else None


def lesefehler_alle(feld: Feld, text: str) -> list[str]:
    """A sentence per part of the text the field cannot read (a room's line); empty where it reads it all."""
    text = text.strip()
    if not text:
        return []
    if feld.typ == "raeume":
        return lies_raeume(text)[1]
    if feld.typ == "stelle":
        return lies_stelle(text)[1]
    satz = _lesefehler(feld, text)
    return [satz] if satz else []


def _lesefehler(feld: Feld, text: str) -> str | None:
    """The sentence for a day, a time or a table the field cannot read (``text`` stripped and not empty)."""
    if feld.typ == "datum" and lies_datum(text) is None:
        return f"„{text}“ ist kein Tag; bitte als TT.MM.JJJJ eingeben, z. B. 01.12.2027."
    if feld.typ == "zeitpunkt" and lies_zeitpunkt(text) is None:
        if lies_datum(text.split(",")[0].split(" ")[0]) is not None:
            return f"„{text}“: bitte Tag und Uhrzeit angeben, z. B. 01.12.2026, 09:15."
        return f"„{text}“ ist kein Zeitpunkt; bitte Tag und Uhrzeit angeben, z. B. 01.12.2026, 09:15."
    if feld.typ == "tabelle" and lies_tabelle(text) is None:
        return "Bitte je Zeile einen Namen, einen Doppelpunkt und die Zahl der Stimmen angeben, z. B. „SPD: 4.120“."
    return None


def lies_wert(feld: Feld, formular: Mapping[str, str]) -> Any:
    """The value of one field as the data file holds it (text where it cannot be read: :func:`lesefehler`
    names it)."""
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
        return lies_datum(text) or text
    if feld.typ == "zeitpunkt":
        return lies_zeitpunkt(text) or text
    if feld.typ == "tabelle":
        tabelle = lies_tabelle(text)
        return tabelle if tabelle is not None else text
    if feld.typ == "zeilen":
        return lies_zeilen(text)
    if feld.typ == "raeume":
        raeume, fehler = lies_raeume(text)
        return text if fehler else raeume
    if feld.typ == "stelle":
        stelle, fehler = lies_stelle(text)
        return text if fehler else stelle
    return text


def als_text(feld: Feld, wert: Any) -> str:
    """A stored value as the form shows it: days and times in German (``01.12.2026, 09:15``)."""
    if wert is None:
        return ""
    if feld.typ == "raeume" and isinstance(wert, list):
        return "\n\n".join(oeffnung_als_text(r) for r in wert)
    if feld.typ == "stelle" and isinstance(wert, Mapping):
        return oeffnung_als_text(wert)
    if feld.typ == "dreiwertig":
        return {True: "ja", False: "nein"}.get(wert, "")
    if feld.typ == "ankreuzen":
        return "1" if wert is True else ""
    if isinstance(wert, datetime):
        sekunden = f":{wert.second:02d}" if wert.second else ""
        return f"{wert:%d.%m.%Y, %H:%M}{sekunden}"
    if isinstance(wert, date):
        return f"{wert:%d.%m.%Y}"
    if feld.typ == "tabelle" and isinstance(wert, Mapping):
        return "\n".join(f"{k}: {v}" for k, v in wert.items())
    if feld.typ == "zeilen" and isinstance(wert, list):
        return "\n".join(str(w) for w in wert)
    return str(wert)


def texte(felder: Sequence[Feld], roh: Mapping[str, Any] | None) -> dict[str, str]:
    """Each field's text as the form shows the stored values of ``roh``."""
    ergebnis = {}
    for feld in felder:
        if feld is ERFASST:
            ergebnis[feld.name] = "1" if roh and isinstance(roh.get("unterlagen"), Mapping) else ""
        elif feld.name.startswith(UNVERSCHULDET):
            ergebnis[feld.name] = "1" if feld.name.removeprefix(UNVERSCHULDET) in unverschuldet(roh) else ""
        else:
            ergebnis[feld.name] = als_text(feld, hole(roh, feld.name)) or feld.vorgabe
    return ergebnis


def eingabe(felder: Sequence[Feld], formular: Mapping[str, str]) -> dict[str, str]:
    """Each field's text as submitted (an unticked checkbox sends nothing: empty). A text field the
    request does not have at all (a page from before the field existed, a script) is left out: unchanged."""
    return {
        f.name: ("1" if formular.get(f.name) else "") if f.typ == "ankreuzen" else (formular.get(f.name) or "")
        for f in felder
        if f.typ == "ankreuzen" or f.name in formular
    }


def normiert(feld: Feld, text: str) -> str:
    """The text of a field compared for "changed?" (surrounding spaces and a number's separators don't count)."""
    text = text.strip()
    if feld.typ == "zahl":
        return str(lies_zahl(text))
    if feld.typ == "datum" and (tag := lies_datum(text)):
        return tag.isoformat()
    if feld.typ == "zeitpunkt" and (zeitpunkt := lies_zeitpunkt(text)):
        return zeitpunkt.isoformat()
    if feld.typ == "tabelle" and (tabelle := lies_tabelle(text)) is not None:
        return repr(sorted(tabelle.items()))
    if feld.typ == "zeilen":
        return "\n".join(z.strip() for z in text.splitlines() if z.strip())
    if feld.typ in ("raeume", "stelle"):
        wert, fehler = lies_raeume(text) if feld.typ == "raeume" else lies_stelle(text)
        return text if fehler else repr(wert)
    return text


def aenderungen(felder: Sequence[Feld], vorher: Mapping[str, str], nachher: Mapping[str, str]) -> list[Feld]:
    """The fields whose text differs from what the form showed."""
    return [
        f
        for f in felder
        if f.name in nachher and normiert(f, vorher.get(f.name, "")) != normiert(f, nachher.get(f.name, ""))
    ]


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


# ------------------------------------------------------------------------------------------------
# Rooms and the office that takes the proposals: one block of lines per room, as the notice prints it

OEFFNUNG_ZEILEN: tuple[tuple[str, str], ...] = (
    ("bezeichnung", "Bezeichnung"),
    ("anschrift", "Anschrift"),
    ("zeiten", "Öffnungszeiten"),
    ("zusaetzlich", "Zusätzlich"),
    ("abweichend", "Abweichend"),
    ("geschlossen", "Geschlossen"),
    ("barrierefrei", "Barrierefrei"),
)
"""The keys of a room (:class:`notices.model.Eintragungsraum`) and the word its line starts with."""
_NUR_RAUM = frozenset({"abweichend", "geschlossen", "barrierefrei"})
_TEILE = {
    "bezeichnung": "Bezeichnung",
    "anschrift": "Anschrift",
    "zeiten": "Öffnungszeiten",
    "zusaetzlich": "zusätzliche Öffnungszeit",
    "abweichend": "abweichende Öffnungszeit",
    "geschlossen": "geschlossener Tag",
    "barrierefrei": "Barrierefrei",
    "barrierefrei_hinweis": "Hinweis zur Barrierefreiheit",
}
_FENSTER = re.compile(
    r"(\d{1,2}\.\s*\d{1,2}\.\s*\d{4}|\d{4}-\d{2}-\d{2}),?\s+(?:von\s+)?(\d{1,2})[:.](\d{2})(?::(\d{2}))?(?:\s*Uhr)?\s*"
    r"(?:bis|–|-)\s*(\d{1,2})[:.](\d{2})(?::(\d{2}))?(?:\s*Uhr)?",
    re.IGNORECASE,
)
_ANSCHRIFT = re.compile(r"(.+),\s*(\S+)\s+([^,]+)")
"""Street and house number (which may have a comma: ``Am Markt 1, Eingang B``), PLZ and place."""


def _schluessel_der_zeile(wort: str, raum: bool) -> str | None:
    wort = unicodedata.normalize("NFC", wort.strip()).casefold().replace("ö", "oe").replace("ä", "ae")
    for schluessel, text in OEFFNUNG_ZEILEN:
        if not raum and schluessel in _NUR_RAUM:
            continue
        if wort in (text.casefold().replace("ö", "oe").replace("ä", "ae"), schluessel):
            return schluessel
    return None


def _uhr(stunde: str, minute: str, sekunde: str | None = None) -> time | None:
    try:
        return time(int(stunde), int(minute), int(sekunde or 0))
    except ValueError:
        return None


def _zeit_text(t: Any) -> str:
    if isinstance(t, time):
        return f"{t:%H:%M}" + (f":{t.second:02d}" if t.second else "")
    return str(t)


def _tag_text(t: Any) -> str:
    return f"{t:%d.%m.%Y}" if isinstance(t, date) else str(t)


def _lies_block(zeilen: list[str], raum: bool, name: str) -> tuple[dict[str, Any], list[str]]:
    """One room (or the office) from its lines, and a sentence per line it cannot read (``name``: ``2. Raum``)."""
    erlaubt = ", ".join(t for s, t in OEFFNUNG_ZEILEN if raum or s not in _NUR_RAUM)
    wert: dict[str, Any] = {}
    fehler: list[str] = []
    for zeile in zeilen:
        wort, doppelpunkt, rest = zeile.partition(":")
        schluessel = _schluessel_der_zeile(wort, raum) if doppelpunkt else None
        rest = rest.strip()
        if schluessel is None:
            fehler.append(
                f"{name}, Zeile „{zeile}“: bitte mit einem dieser Wörter und Doppelpunkt beginnen: {erlaubt}."
            )
            continue
        if schluessel in ("bezeichnung", "anschrift", "barrierefrei") and schluessel in wert:
            fehler.append(f"{name}: „{wort.strip()}“ steht zweimal; bitte nur eine Zeile dafür.")
            continue
        if schluessel == "bezeichnung":
            wert["bezeichnung"] = rest
        elif schluessel == "anschrift":
            m = _ANSCHRIFT.fullmatch(rest)
            if m is None:
                fehler.append(
                    f"{name}: Anschrift „{rest}“ bitte als Straße und Hausnummer, Komma, Postleitzahl und Ort angeben, "
                    "z. B. „Rathausplatz 1, 84999 Musterau“."
                )
            else:
                wert["anschrift"] = {"strasse": m.group(1).strip(), "plz": m.group(2), "ort": m.group(3).strip()}
        elif schluessel == "zeiten":
            wert.setdefault("zeiten", []).append(rest)
        elif schluessel in ("zusaetzlich", "abweichend"):
            m = _FENSTER.fullmatch(rest)
            tag = lies_datum(m.group(1)) if m else None
            von = _uhr(m.group(2), m.group(3), m.group(4)) if m else None
            bis = _uhr(m.group(5), m.group(6), m.group(7)) if m else None
            if tag is None or von is None or bis is None:
                fehler.append(
                    f"{name}, {_TEILE[schluessel]} „{rest}“: bitte Tag und Uhrzeiten angeben, "
                    "z. B. „15.01.2026, 17:00 bis 20:00 Uhr“."
                )
            elif von >= bis:
                fehler.append(
                    f"{name}, {_TEILE[schluessel]} „{rest}“: das Ende ({_zeit_text(bis)} Uhr) liegt nicht nach dem "
                    f"Beginn ({_zeit_text(von)} Uhr)."
                )
            else:
                wert.setdefault(schluessel, []).append({"tag": tag, "von": von, "bis": bis})
        elif schluessel == "geschlossen":
            for teil in (t.strip() for t in rest.split(",")):
                tag = lies_datum(teil)
                if tag is None:
                    fehler.append(f"{name}, geschlossen: „{teil}“ ist kein Tag; bitte als TT.MM.JJJJ eingeben.")
                else:
                    wert.setdefault("geschlossen", []).append(tag)
        else:
            ja, _, hinweis = rest.partition(",")
            antwort = {"ja": True, "nein": False}.get(ja.strip().casefold())
            if antwort is None or (hinweis.strip() and not antwort):
                fehler.append(
                    f"{name}, Barrierefrei „{rest}“: bitte „ja“, „ja, “ mit dem Hinweis, wie der Raum zu "
                    "erreichen ist, oder „nein“ angeben."
                )
            else:
                wert["barrierefrei"] = antwort
                if hinweis.strip():
                    wert["barrierefrei_hinweis"] = hinweis.strip()
    pflicht = ["bezeichnung", "anschrift", "zeiten"] + (["barrierefrei"] if raum else [])
    fehlend = [dict(OEFFNUNG_ZEILEN)[s] for s in pflicht if s not in wert]
    if fehlend and not fehler:
        fehler.append(f"{name}: es fehlt die Zeile {' und '.join(f'„{w}:“' for w in fehlend)}.")
    return wert, fehler


def _bloecke(text: str) -> list[list[str]]:
    bloecke: list[list[str]] = [[]]
    for zeile in text.splitlines():
        if zeile.strip():
            bloecke[-1].append(zeile.strip())
        elif bloecke[-1]:
            bloecke.append([])
    return [b for b in bloecke if b]


def lies_raeume(text: str) -> tuple[list[dict[str, Any]], list[str]]:
    """The rooms of the Unterstützungslisten, one block of lines per room (an empty line between two), and
    one sentence per line that cannot be read (§ 34 Abs. 4 GLKrWO: where, when, barrier-free)."""
    raeume: list[dict[str, Any]] = []
    fehler: list[str] = []
    for nr, block in enumerate(_bloecke(text), 1):
        raum, saetze = _lies_block(block, True, f"{nr}. Raum")
        raeume.append(raum)
        fehler += saetze
    return raeume, fehler


def lies_stelle(text: str) -> tuple[dict[str, Any], list[str]]:
    """Where and when the proposals are taken (§ 34 Abs. 3 Nr. 4 GLKrWO): the lines of one block."""
    return _lies_block([z.strip() for z in text.splitlines() if z.strip()], False, "Stelle")


def oeffnung_als_text(wert: Any) -> str:
    """A room or the office as its block of lines (the reverse of :func:`lies_raeume`)."""
    if not isinstance(wert, Mapping):
        return str(wert)
    zeilen = []
    for schluessel, wort in OEFFNUNG_ZEILEN:
        w = wert.get(schluessel)
        if w is None:
            continue
        if schluessel == "anschrift" and isinstance(w, Mapping):
            zeilen.append(f"{wort}: {w.get('strasse', '')}, {w.get('plz', '')} {w.get('ort', '')}")
        elif schluessel in ("zusaetzlich", "abweichend") and isinstance(w, list):
            zeilen += [
                f"{wort}: {_tag_text(f.get('tag'))}, {_zeit_text(f.get('von'))} bis {_zeit_text(f.get('bis'))} Uhr"
                if isinstance(f, Mapping)
                else f"{wort}: {f}"
                for f in w
            ]
        elif schluessel == "zeiten" and isinstance(w, list):
            zeilen += [f"{wort}: {z}" for z in w]
        elif schluessel == "geschlossen" and isinstance(w, list):
            zeilen.append(f"{wort}: {', '.join(_tag_text(t) for t in w)}")
        elif schluessel == "barrierefrei":
            hinweis = wert.get("barrierefrei_hinweis")
            ja = {True: "ja", False: "nein"}.get(w, str(w))
            zeilen.append(f"{wort}: {ja}" + (f", {hinweis}" if hinweis else ""))
        else:
            zeilen.append(f"{wort}: {w}")
    return "\n".join(zeilen)


def teil(feld: Feld, rest: str) -> str:
    """The part of a room or of the office a problem's key path names below its field (``[2].anschrift.plz``:
    ``2. Raum, Anschrift``); empty for another field."""
    if feld.typ not in ("raeume", "stelle"):
        return ""
    m = re.fullmatch(r"(?:\[(\d+)\])?(?:\.(\w+)(?:\[(\d+)\])?)?(?:\.\w+)*", rest)
    if m is None:
        return ""
    worte = [f"{m.group(1)}. Raum"] if m.group(1) else []
    if m.group(2) in _TEILE:
        worte.append(_TEILE[m.group(2)] + (f" {m.group(3)}" if m.group(3) else ""))
    return ", ".join(worte)
