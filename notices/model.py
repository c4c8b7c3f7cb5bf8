"""The election and its applicants: the data file (TOML), validated into frozen models.

Every problem in a file is reported at once, one German sentence each, with the key path
(``bewerber[3].anschrift.plz: „7099“ ist keine fünfstellige Postleitzahl``). List positions are
counted from 1, as a clerk counts the ``[[bewerber]]`` blocks in the file.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Callable, Mapping
from datetime import date, datetime, time
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from notices import toml_fehler
from notices.eingabe import Unlesbar, lies_regulaere_datei
from notices.fehler import Eingabefehler, Problem

# --------------------------------------------------------------------------------------------
# Errors


# --------------------------------------------------------------------------------------------
# Value checks

_EU_STAATEN = frozenset(
    [
        "AT",
        "BE",
        "BG",
        "CY",
        "CZ",
        "DE",
        "DK",
        "EE",
        "ES",
        "FI",
        "FR",
        "GR",
        "HR",
        "HU",
        "IE",
        "IT",
        "LT",
        "LU",
        "LV",
        "MT",
        "NL",
        "PL",
        "PT",
        "RO",
        "SE",
        "SI",
        "SK",
    ]
)
"""Member states of the European Union (Art. 52 EUV) – Unionsbürger, § 12 Abs. 1 GemO."""

# Codes babel knows that are not ISO 3166-1 alpha-2 country codes.
_KEINE_ISO_CODES = frozenset(["AC", "CP", "CQ", "DG", "EA", "EU", "EZ", "IC", "QO", "TA", "UN", "XA", "XB", "XK", "ZZ"])


def _iso_laender() -> dict[str, str]:
    from babel import Locale

    return {
        code: name
        for code, name in Locale("de").territories.items()
        if len(code) == 2 and code.isalpha() and code not in _KEINE_ISO_CODES
    }


iso_laender = cache(_iso_laender)
"""ISO 3166-1 alpha-2 code -> German name of the state (from CLDR via babel); loaded on first use."""


def __getattr__(name: str) -> Any:
    # ISO_LAENDER stays importable, but babel's locale data is read only when it is needed.
    if name == "ISO_LAENDER":
        return iso_laender()
    raise AttributeError(name)


_POSTFACH = re.compile(r"^\s*(postfach|postf\.|pf\.?\s*\d|postlagernd)", re.IGNORECASE)


def _kein_leerer_text(wert: str | None) -> str | None:
    if wert is None:  # an optional field given as null (the JSON the documents carry)
        return None
    if not wert.strip():
        raise PydanticCustomError("leer", "darf nicht leer sein")
    return wert.strip()


# ------------------------------------------------------------------------------------------------
# Bounds: what a data file may hold (every bound is one sentence naming the key and what is allowed)

FRUEHESTES_DATUM = date(1900, 1, 1)
SPAETESTES_DATUM = date(2199, 12, 31)
"""Every date and time of the data lies in these years: wide enough for any birth date and Wahltag, and
far enough from the calendar's ends (year 1 and 9999) that no deadline or deletion date overflows."""

TEXT_HOECHSTLAENGE = 200
"""Characters of a text field (names, Beruf, addresses, Gemeinde …): more than any real one, few enough
that one field cannot blow a form up to hundreds of pages."""
TEXT_HOECHSTLAENGEN = {"id": 100, "teilnehmer": 100, "unterschriften": 1000}
"""Fields with a bound of their own: an id (it enters file names), a path."""
GROESSTE_ZAHL = 100_000_000
"""Counts of inhabitants, voters and votes: more than the population of Germany."""
HOECHSTE_LISTENLAENGE = 1000
"""Entries of ``[[bewerber]]`` and ``[[stichwahl_bewerber]]``."""
HOECHSTE_TIEFE = 8
"""Nesting of tables and lists in the data file (the deepest key of the format is 4 levels down)."""
HOECHSTE_DATEIGROESSE = 2 * 1024 * 1024
"""Bytes of a data file (the web upload's limit as well)."""

ZEITZONE = "Europe/Berlin"
"""The time zone of a time given with an offset: it is converted to German local time (docs/daten.md)."""


def _im_kalender(wert: Any) -> Any:
    tag = wert.date() if isinstance(wert, datetime) else wert
    if isinstance(tag, date) and not FRUEHESTES_DATUM <= tag <= SPAETESTES_DATUM:
        raise PydanticCustomError(
            "kalender",
            "„{wert}“ liegt außerhalb des zulässigen Zeitraums (Jahre {von} bis {bis})",
            {"wert": wert.isoformat(), "von": FRUEHESTES_DATUM.year, "bis": SPAETESTES_DATUM.year},
        )
    return wert


def _datum(wert: Any) -> Any:
    # TOML has native dates; refuse a date-time where a day is meant.
    if isinstance(wert, datetime):
        raise PydanticCustomError(
            "datum_mit_zeit",
            "„{wert}“ ist ein Zeitpunkt, hier ist nur ein Datum gefragt",
            {"wert": wert.isoformat(sep=" ")},
        )
    return _im_kalender(wert)


def ortszeit(wert: datetime) -> datetime:
    """A time with a UTC offset as German local time (Europe/Berlin), without offset; a time without
    offset is taken as German local time already (docs/daten.md, "Zeitangaben")."""
    if wert.tzinfo is None or wert.utcoffset() is None:
        return wert
    return wert.astimezone(_zeitzone()).replace(tzinfo=None)


@cache
def _zeitzone() -> Any:
    """Europe/Berlin from the system's time zone data, else from python-dateutil's own copy (a system
    without tzdata, e.g. Windows)."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        return ZoneInfo(ZEITZONE)
    except ZoneInfoNotFoundError:
        from dateutil import tz

        return tz.gettz(ZEITZONE)


def jetzt() -> datetime:
    """Now in German local time (Europe/Berlin), without offset – whatever the server's time zone."""
    return datetime.now(_zeitzone()).replace(tzinfo=None)


def heute() -> date:
    """Today in German local time (Europe/Berlin), whatever the server's time zone."""
    return jetzt().date()


def _zeitpunkt(wert: Any) -> Any:
    if isinstance(wert, datetime):
        _im_kalender(wert)
        try:
            return _im_kalender(ortszeit(wert))
        except (OverflowError, ValueError):
            raise PydanticCustomError(
                "kalender",
                "„{wert}“ liegt außerhalb des zulässigen Zeitraums (Jahre {von} bis {bis})",
                {"wert": wert.isoformat(), "von": FRUEHESTES_DATUM.year, "bis": SPAETESTES_DATUM.year},
            ) from None
    return wert


_NICHT_IM_TEXT = frozenset(["Cc", "Zl", "Zp"])


def _sauberer_text(wert: str, feld: str) -> str:
    """A text field holds one line of at most its bound of characters: no control characters, no line
    or paragraph separators (they break a line of a document or a calendar entry)."""
    grenze = TEXT_HOECHSTLAENGEN.get(feld, TEXT_HOECHSTLAENGE)
    if len(wert) > grenze:
        raise PydanticCustomError(
            "zu_lang",
            "ist {n} Zeichen lang; erlaubt sind höchstens {grenze} Zeichen",
            {"n": len(wert), "grenze": grenze},
        )
    for zeichen in wert:
        if unicodedata.category(zeichen) in _NICHT_IM_TEXT:
            raise PydanticCustomError(
                "steuerzeichen",
                "enthält ein Steuerzeichen (U+{code}); erlaubt ist eine Zeile Text ohne Zeilenumbruch "
                "und ohne Steuerzeichen",
                {"code": f"{ord(zeichen):04X}"},
            )
    return wert


def auskunftssperre_probleme(sperre: Any, strasse: Any, hat_anschrift: bool) -> list[Problem]:
    """§ 20 Abs. 8 Satz 3 KomWO: under an Auskunftssperre the place of the Erreichbarkeitsanschrift
    replaces the Wohnort; a Postfach is not enough. Paths are relative to the person."""
    probleme = []
    if sperre is True and not hat_anschrift:
        probleme.append(
            Problem(
                "erreichbarkeitsanschrift",
                (
                    "fehlt; bei einer Auskunftssperre im Melderegister wird statt des Wohnorts der Ort der "
                    "Erreichbarkeitsanschrift bekannt gemacht"
                ),
            )
        )
    if isinstance(strasse, str) and _POSTFACH.match(strasse):
        probleme.append(
            Problem(
                "erreichbarkeitsanschrift.strasse",
                (f"„{strasse}“ ist ein Postfach; die Angabe eines Postfachs genügt nicht"),
            )
        )
    return probleme


# --------------------------------------------------------------------------------------------
# Models


class _Modell(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    @field_validator("*", mode="after")
    @classmethod
    def _texte(cls, wert: Any, info: ValidationInfo) -> Any:
        # every text of the file, also in lists and as a table's key, is one bounded line
        feld = info.field_name or ""
        if isinstance(wert, str):
            return _sauberer_text(wert, feld)
        if isinstance(wert, list):
            for w in wert:
                if isinstance(w, str):
                    _sauberer_text(w, feld)
        elif isinstance(wert, dict):
            for k in wert:
                if isinstance(k, str):
                    _sauberer_text(k, feld)
        return wert


class Anschrift(_Modell):
    """A postal address (street and house number, PLZ, place)."""

    strasse: str
    plz: str
    ort: str

    _leer = field_validator("strasse", "ort")(_kein_leerer_text)

    @field_validator("plz", mode="before")
    @classmethod
    def _plz(cls, wert: Any) -> Any:
        text = str(wert) if isinstance(wert, int) and not isinstance(wert, bool) else wert
        if not isinstance(text, str) or not re.fullmatch(r"\d{5}", text.strip()):
            raise PydanticCustomError("plz", "„{wert}“ ist keine fünfstellige Postleitzahl", {"wert": str(wert)})
        if isinstance(wert, int):
            raise PydanticCustomError(
                "plz_zahl",
                '„{wert}“ ist als Zahl angegeben; Postleitzahlen bitte in Anführungszeichen schreiben (plz = "{wert}")',
                {"wert": str(wert)},
            )
        return text.strip()

    @property
    def ist_postfach(self) -> bool:
        """True for a Postfach or poste restante (not enough for § 20 Abs. 8 Satz 3 KomWO)."""
        return bool(_POSTFACH.match(self.strasse))


class Ausschuss(_Modell):
    """The election committee: its chair, its office address, and the days of its meetings that
    decided on the admission of the applications (first ballot and Stichwahl)."""

    vorsitz: str
    anschrift: Anschrift | None = None
    zulassungssitzung: date | None = None
    """The day of the meeting that decided on the admission for the first ballot."""
    stichwahl_zulassungssitzung: date | None = None
    """The day of the meeting that decided on the admission to the Stichwahl."""

    _leer = field_validator("vorsitz")(_kein_leerer_text)
    _tage = field_validator("zulassungssitzung", "stichwahl_zulassungssitzung", mode="before")(_datum)


class Bekanntmachungsangaben(_Modell):
    """Who signs the public notices (the Bürgermeister or a deputy, § 10 Abs. 6 KomWG)."""

    unterzeichner: str
    funktion: str = "Bürgermeister"

    _leer = field_validator("unterzeichner", "funktion")(_kein_leerer_text)


class Zeitfenster(_Modell):
    """An opening on one day, from ``von`` to ``bis`` (German local time): an extra or a deviating hour of an
    Eintragungsraum or of the office that takes the proposals (BY § 34 Abs. 3 Nr. 4, Abs. 4 GLKrWO)."""

    tag: date
    von: time
    bis: time

    _tag = field_validator("tag", mode="before")(_datum)

    @model_validator(mode="after")
    def _reihenfolge(self) -> Zeitfenster:
        if self.von >= self.bis:
            raise PydanticCustomError(
                "zeitfenster",
                "bis: „{bis}“ liegt nicht nach „{von}“; ein Zeitfenster endet nach seinem Beginn",
                {"von": self.von.strftime("%H:%M"), "bis": self.bis.strftime("%H:%M")},
            )
        return self


ZEITEN_HOECHSTENS = 12
"""Lines of regular opening hours of one room or office (``zeiten``)."""
ZEITFENSTER_HOECHSTENS = 60
"""Extra or deviating openings, or closed days, of one room or office."""
RAEUME_HOECHSTENS = 100
"""Eintragungsräume of one Gemeinde (a bound on memory and on the pages of the notice)."""


class Oeffnung(_Modell):
    """Where and when a room of the office is open: its name (building, room), its address, the regular hours
    as the office words them (``Montag bis Donnerstag: 08:00 bis 12:00 Uhr``) and extra openings
    (``zusaetzlich``)."""

    bezeichnung: str
    anschrift: Anschrift
    zeiten: list[str] = Field(min_length=1, max_length=ZEITEN_HOECHSTENS)
    zusaetzlich: list[Zeitfenster] = Field(default=[], max_length=ZEITFENSTER_HOECHSTENS)

    _leer = field_validator("bezeichnung")(_kein_leerer_text)

    @field_validator("zeiten")
    @classmethod
    def _zeiten(cls, wert: list[str]) -> list[str]:
        if any(not z.strip() for z in wert):
            raise PydanticCustomError("leer", "eine Zeile der Öffnungszeiten darf nicht leer sein")
        return [z.strip() for z in wert]


class Einreichungsstelle(Oeffnung):
    """Where and when the Wahlleitung takes the proposals (BY § 34 Abs. 3 Nr. 4 GLKrWO): the Aufforderung
    names it."""


class Eintragungsraum(Oeffnung):
    """A room in which the Gemeinde lays out the Unterstützungslisten (BY Art. 28 GLKrWG, § 34 Abs. 4 GLKrWO):
    besides its hours, openings that replace the regular hours on a day (``abweichend``: the last day ends at
    12 Uhr), days it is closed (``geschlossen``) and whether it is barrier-free (with a note how)."""

    abweichend: list[Zeitfenster] = Field(default=[], max_length=ZEITFENSTER_HOECHSTENS)
    geschlossen: list[date] = Field(default=[], max_length=ZEITFENSTER_HOECHSTENS)
    barrierefrei: bool
    barrierefrei_hinweis: str | None = None
    """How it is barrier-free (``über den Seiteneingang``); only with ``barrierefrei = true``."""

    @field_validator("geschlossen", mode="before")
    @classmethod
    def _tage(cls, wert: Any) -> Any:
        return [_datum(t) for t in wert] if isinstance(wert, list) else wert

    @field_validator("barrierefrei_hinweis")
    @classmethod
    def _hinweis(cls, wert: str | None) -> str | None:
        return _kein_leerer_text(wert)

    @model_validator(mode="after")
    def _hinweis_nur_barrierefrei(self) -> Eintragungsraum:
        if self.barrierefrei_hinweis is not None and not self.barrierefrei:
            raise PydanticCustomError(
                "hinweis_ohne_barrierefrei",
                "barrierefrei_hinweis: steht bei einem Raum, der nicht barrierefrei ist (barrierefrei = false); "
                "der Hinweis sagt, wie ein barrierefreier Raum zu erreichen ist",
            )
        return self


Land = str
"""A Land's code (ISO 3166-2:DE without the country, e.g. ``BW``); which ones exist is the law's
business (:func:`notices.recht.pruefe_wahl`), not the model's."""
Amt = str
"""The office elected (``Bürgermeister``, ``Oberbürgermeister``, …); the Land says which it has."""


class Wahl(_Modell):
    """The election: Land, office, Gemeinde and the dates that the law counts from."""

    land: Land
    amt: Amt = "Bürgermeister"
    gemeinde: str
    einwohnerzahl: int = Field(ge=1, le=GROESSTE_ZAHL)
    wahltag: date
    stichwahltag: date | None = None
    stellenausschreibung: date | None = None
    bekanntmachung_der_wahl: date | None = None
    einreichungsfrist_ende: date | None = None
    stand: date | None = None
    bekanntgemacht: date | None = None
    """The day the notice of the admitted applications was published with (the date it bears): the
    archive holds that document, not one of another day."""
    stichwahl_bekanntgemacht: date | None = None
    """The same for the notice of the Stichwahl."""
    ausschuss: Ausschuss | None = None
    bekanntmachung: Bekanntmachungsangaben | None = None
    rechtsstand: str | None = None
    """Force a version of the law by its kennung (transitional cases); default: by the Wahltag."""
    wahlberechtigte_letzte_wahl: int | None = Field(default=None, ge=1, le=GROESSTE_ZAHL)
    """ST: those entitled to vote at the last general council election (quorum, § 30 Abs. 3 KWG LSA)."""
    stimmen_letzte_gemeinderatswahl: dict[str, int] = {}
    """SL: votes of the parties and groups represented in the Gemeinderat (order, § 76 Abs. 3 KWG)."""
    gemeinderatssitze: int | None = Field(default=None, ge=1, le=1000)
    """SL: number of Gemeinderat members (quorum, § 22 Abs. 2 KWG)."""
    eintragungsraeume: list[Eintragungsraum] = Field(default=[], max_length=RAEUME_HOECHSTENS)
    """BY: the rooms in which the Gemeinde lays out the Unterstützungslisten, with their hours and whether they
    are barrier-free (§ 34 Abs. 4 GLKrWO): the notice of the Eintragungsmöglichkeiten."""
    einreichungsstelle: Einreichungsstelle | None = None
    """BY: where and when the Wahlleitung takes the proposals (§ 34 Abs. 3 Nr. 4 GLKrWO): the Aufforderung."""
    stimmen_letzte_landtagswahl: dict[str, int] = {}
    """TH: votes of the parties that took part in the last Landtag election (order, § 18 Abs. 2 Nr. 1 ThürKWG)."""

    _leer = field_validator("gemeinde")(_kein_leerer_text)

    @field_validator("stimmen_letzte_gemeinderatswahl", "stimmen_letzte_landtagswahl")
    @classmethod
    def _stimmen(cls, wert: dict[str, int]) -> dict[str, int]:
        for name, stimmen in wert.items():
            if not name.strip():
                raise PydanticCustomError("leer", "ein Parteiname darf nicht leer sein")
            if not 0 <= stimmen <= GROESSTE_ZAHL:
                raise PydanticCustomError(
                    "negativ", "„{name}“: {n} ist keine Stimmenzahl", {"name": name, "n": stimmen}
                )
        return wert

    _tage = field_validator(
        "wahltag",
        "stichwahltag",
        "stellenausschreibung",
        "bekanntmachung_der_wahl",
        "einreichungsfrist_ende",
        "stand",
        "bekanntgemacht",
        "stichwahl_bekanntgemacht",
        mode="before",
    )(_datum)


class Unterlagen(_Modell):
    """The documents attached to an application, as the office recorded them: one key per document,
    ``true`` when it is there (which documents a Land asks for is its law:
    ``Pruefvorschriften.unterlagen_liste``; :func:`notices.recht.pruefe_daten` refuses a key the Land
    does not know). ``<schluessel>_verlangt``: the chair asked for a document that is needed only on
    request. ``unverschuldet_nicht_rechtzeitig`` lists proofs that could not be obtained in time for
    reasons the applicant is not responsible for: where the Land allows it they may follow until the
    admission decision.
    """

    model_config = ConfigDict(strict=True, extra="allow", frozen=True)

    unverschuldet_nicht_rechtzeitig: list[str] = []

    @model_validator(mode="after")
    def _nur_wahrheitswerte(self) -> Unterlagen:
        for schluessel, wert in (self.model_extra or {}).items():
            if not isinstance(wert, bool):
                raise PydanticCustomError(
                    "unterlage_bool",
                    "{schluessel}: „{wert}“ ist weder true noch false",
                    {"schluessel": schluessel, "wert": _kurz(wert)},
                )
        return self

    def hat(self, schluessel: str) -> bool:
        """Whether the document ``schluessel`` is recorded as there."""
        return bool((self.model_extra or {}).get(schluessel, False))

    @property
    def schluessel(self) -> tuple[str, ...]:
        """The document keys recorded (true or false)."""
        return tuple(self.model_extra or {})


class Person(_Modell):
    """What every applicant carries (§ 20 Abs. 6 KomWO, § 20a Abs. 3 KomWO)."""

    id: str
    familienname: str
    vornamen: str
    doktorgrad: str | None = None
    kuenstlername: str | None = None
    geburtsort: str | None = None
    """Place of birth, where the Land's notice or forms name it (NW: § 75b Abs. 7 KWahlO, Anlage 11d)."""
    email_oder_postfach: str | None = None
    """E-mail address or Postfach the notice names beside the Wohnort (NW: § 75b Abs. 7 KWahlO)."""
    anrede: Literal["Frau", "Herr"] | None = None
    """How a letter addresses the person (``Sehr geehrte Frau …``); absent: a neutral salutation."""
    beruf: str
    geburtsdatum: date
    staatsangehoerigkeit: str = "DE"
    anschrift: Anschrift
    auskunftssperre: bool = False
    erreichbarkeitsanschrift: Anschrift | None = None
    zugelassen: bool | None = None
    stimmen_erste_wahl: int | None = Field(default=None, ge=0, le=GROESSTE_ZAHL)

    _leer = field_validator("id", "familienname", "vornamen", "beruf")(_kein_leerer_text)
    _tag = field_validator("geburtsdatum", mode="before")(_datum)

    @field_validator("doktorgrad", "kuenstlername", "geburtsort", "email_oder_postfach")
    @classmethod
    def _optional_nicht_leer(cls, wert: str | None) -> str | None:
        if wert is not None and not wert.strip():
            raise PydanticCustomError("leer", "darf nicht leer sein (weglassen, wenn nicht gewünscht)")
        return wert.strip() if wert is not None else None

    @field_validator("staatsangehoerigkeit")
    @classmethod
    def _iso(cls, wert: str) -> str:
        code = wert.strip().upper()
        if code not in iso_laender():
            raise PydanticCustomError(
                "iso3166",
                "„{wert}“ ist kein Ländercode nach ISO 3166 (z. B. DE, AT, FR)",
                {"wert": wert},
            )
        return code

    @model_validator(mode="after")
    def _auskunftssperre(self) -> Person:
        fehler = auskunftssperre_probleme(
            self.auskunftssperre,
            self.erreichbarkeitsanschrift.strasse if self.erreichbarkeitsanschrift else None,
            self.erreichbarkeitsanschrift is not None,
        )
        if fehler:
            raise PydanticCustomError(
                "auskunftssperre", "{pfad}: {text}", {"pfad": fehler[0].pfad, "text": fehler[0].text}
            )
        return self

    @property
    def ist_unionsbuerger(self) -> bool:
        """Citizen of another EU member state (§ 12 Abs. 1 GemO, § 8 Abs. 2 KomWG)."""
        return self.staatsangehoerigkeit != "DE" and self.staatsangehoerigkeit in _EU_STAATEN

    @property
    def name(self) -> str:
        """Vornamen Familienname, with the Doktorgrad in front where given."""
        teile = [self.doktorgrad, self.vornamen, self.familienname]
        return " ".join(t for t in teile if t)


class Vertrauensperson(_Modell):
    """The Vertrauensperson of a proposal (SL § 27 Abs. 1 Satz 2 KWG: the defects are told to her)."""

    name: str
    anschrift: Anschrift | None = None

    _leer = field_validator("name")(_kein_leerer_text)


class Bewerber(Person):
    """An application for the first ballot (§ 10 KomWG, § 20 KomWO)."""

    amtsinhaber: bool = False
    wahlvorschlagstraeger: str | list[str] | None = None
    """ST, SL: the proposing or supporting party or Wählergruppe (several: a joint candidate, § 30 Abs. 2
    KWG LSA); absent = Einzelbewerber."""
    partei_befreit: bool = False
    """ST: § 21 Abs. 10 KWG LSA applies to the (one of the) supporting parties; SL: the party is in the
    Landtag or continuously in the Bundestag – then no support signatures are needed."""
    unterstuetzungserklaerung: bool = False
    """ST: the party's declaration of support after § 24 KWG LSA was given (§ 30 Abs. 3 Satz 4)."""
    vertrauensperson: Vertrauensperson | None = None
    """SL: the Vertrauensperson of the proposal, to whom the letter about defects goes (§ 27 Abs. 1 KWG)."""
    eingang: datetime | None = None
    los: int | None = Field(default=None, ge=1, le=HOECHSTE_LISTENLAENGE)
    ordnungszahl: int | None = Field(default=None, ge=1, le=HOECHSTE_LISTENLAENGE)
    """BY: the Ordnungszahl the Wahlausschuss gave the proposal (§ 52 GLKrWO); on the day of the general
    elections that of the same Träger's Gemeinderat list. Absent: counted on from the Landtag's numbers."""
    ruecknahme_zweiter_wahlgang: datetime | None = None
    """SN: when the proposal was withdrawn from the zweiter Wahlgang (§ 44a Abs. 2 Nr. 1 KomWG); absent: it
    takes part."""
    stichwahl_verzicht: datetime | None = None
    """MV: when the person declared to the Wahlleitung that they withdraw from the Stichwahl (§ 67 Abs. 2 Satz 4
    und 6 LKWG M-V); the next in votes takes the place. Absent: no withdrawal."""
    unterschriften: str | None = None
    """Signer list (CSV or .xlsx), path relative to the data file (§ 10 Abs. 2 KomWG; notices pruefen)."""
    unterlagen: Unterlagen | None = None
    """Documents received; absent = not recorded yet (notices pruefen says so)."""

    _liste = field_validator("unterschriften")(_kein_leerer_text)
    _eingang = field_validator("eingang", "ruecknahme_zweiter_wahlgang", "stichwahl_verzicht", mode="before")(
        _zeitpunkt
    )


class StichwahlBewerber(Person):
    """A person in the run-off who did not apply and consented (§ 10a Abs. 2 KomWG)."""

    zustimmung: datetime | None = None
    unterlagen: Unterlagen | None = None
    """Documents received with the consent (§ 20a Abs. 2 Satz 2 KomWO); absent = not recorded yet."""

    _zustimmung = field_validator("zustimmung", mode="before")(_zeitpunkt)


class Stichwahl(_Modell):
    """The run-off: the two persons taking part (§ 45 Abs. 2 GemO)."""

    teilnehmer: list[str]

    @field_validator("teilnehmer")
    @classmethod
    def _zwei(cls, wert: list[str]) -> list[str]:
        if len(wert) != 2:
            raise PydanticCustomError(
                "zwei",
                "an der Stichwahl nehmen genau zwei Personen teil, angegeben sind {n}",
                {"n": len(wert)},
            )
        if wert[0] == wert[1]:
            raise PydanticCustomError("doppelt", "„{id}“ ist zweimal angegeben", {"id": wert[0]})
        return wert


class Wahldaten(_Modell):
    """One election file: the election, its applicants, and the run-off."""

    wahl: Wahl
    bewerber: list[Bewerber] = []
    stichwahl_bewerber: list[StichwahlBewerber] = []
    stichwahl: Stichwahl | None = None

    def person(self, id: str) -> Bewerber | StichwahlBewerber:
        """The applicant or run-off person with this id."""
        for p in (*self.bewerber, *self.stichwahl_bewerber):
            if p.id == id:
                return p
        raise KeyError(id)

    def oeffentlicher_teil(self) -> Wahldaten:
        """The data without applicants and run-off (same ``stand``): what a public document kept for good
        may carry as its attachment – a notice shows only what § 20 Abs. 8 KomWO allows, its attachment must
        not add birth dates or streets (Art. 5 Abs. 1 Buchst. c DSGVO, data minimisation)."""
        return self.model_copy(
            update={
                "wahl": self.wahl.model_copy(update={"stand": self.stand}),
                "bewerber": [],
                "stichwahl_bewerber": [],
                "stichwahl": None,
            }
        )

    def teil_der_person(self, id: str) -> Wahldaten:
        """The data with only the person ``id`` among the applicants and run-off persons (same ``stand``, the
        run-off's two names kept): what a document about that person carries as its attachment. It names no
        other applicant (Art. 5 Abs. 1 Buchst. c DSGVO, data minimisation), and a change to another
        application leaves it – and the document's bytes – as they were (issue 32). The whole data are
        attached to the Wahlakte and the Prüfbericht, which ``archiv-pruefen`` renders every document from."""
        return self.model_copy(
            update={
                "wahl": self.wahl.model_copy(update={"stand": self.stand}),
                "bewerber": [b for b in self.bewerber if b.id == id],
                "stichwahl_bewerber": [p for p in self.stichwahl_bewerber if p.id == id],
            }
        )

    @property
    def stand(self) -> date:
        """The date of the data: ``wahl.stand``, else its latest past event (documents carry it).

        Used instead of the clock so that the same data gives the same bytes.
        """
        if self.wahl.stand is not None:
            return self.wahl.stand
        ereignisse = [
            d
            for d in (
                self.wahl.stellenausschreibung,
                self.wahl.bekanntmachung_der_wahl,
                *(b.eingang.date() for b in self.bewerber if b.eingang),
                *(p.zustimmung.date() for p in self.stichwahl_bewerber if p.zustimmung),
            )
            if d is not None
        ]
        return max(ereignisse) if ereignisse else self.wahl.wahltag


# --------------------------------------------------------------------------------------------
# Translating pydantic's errors into German sentences

_MELDUNGEN: dict[str, str] = {
    "missing": "fehlt",
    "extra_forbidden": "ist kein bekannter Schlüssel (Tippfehler?)",
    "string_type": "„{wert}“ ist kein Text",
    "int_type": "„{wert}“ ist keine ganze Zahl",
    "bool_type": "„{wert}“ ist weder true noch false",
    "date_type": "„{wert}“ ist kein Datum (erwartet JJJJ-MM-TT, ohne Anführungszeichen)",
    "datetime_type": "„{wert}“ ist kein Zeitpunkt (erwartet JJJJ-MM-TTTHH:MM:SS, ohne Anführungszeichen)",
    "list_type": "„{wert}“ ist keine Liste (erwartet [ … ])",
    "model_type": "ist keine Tabelle (erwartet {{ … }} oder [abschnitt])",
    "model_attributes_type": "ist keine Tabelle (erwartet {{ … }} oder [abschnitt])",
    "greater_than_equal": "„{wert}“ ist zu klein (mindestens {ge})",
    "literal_error": "„{wert}“ ist nicht zulässig; erlaubt: {erwartet}",
    "dict_type": "ist keine Tabelle (erwartet {{ … }} oder [abschnitt])",
    "float_type": "„{wert}“ ist keine Zahl",
    "too_short": "hat zu wenige Einträge (mindestens {mindestens})",
    "too_long": "hat zu viele Einträge (höchstens {hoechstens})",
    "time_type": "„{wert}“ ist keine Uhrzeit (erwartet HH:MM:SS ohne Anführungszeichen, z. B. 17:00:00)",
    "less_than_equal": "„{wert}“ ist zu groß (höchstens {le})",
}


# Error types whose message is already a German sentence of ours (PydanticCustomError).
_EIGENE = frozenset(
    [
        "negativ",
        "leer",
        "datum_mit_zeit",
        "plz",
        "plz_zahl",
        "iso3166",
        "auskunftssperre",
        "zwei",
        "doppelt",
        "unterlage_bool",
        "kalender",
        "zu_lang",
        "steuerzeichen",
        "zeitfenster",
        "hinweis_ohne_barrierefrei",
    ]
)


def _pfad(loc: tuple[Any, ...], praefix: str) -> str:
    teile = praefix
    for teil in loc:
        if isinstance(teil, int):
            teile += f"[{teil + 1}]"
        elif teil:
            teile += ("." if teile else "") + str(teil)
    return teile


def _uebersetze(fehler: ValidationError, praefix: str) -> list[Problem]:
    probleme = []
    for e in fehler.errors(include_url=False):
        art = e["type"]
        loc = tuple(e["loc"])
        wert = e.get("input")
        ctx = e.get("ctx") or {}
        if art in _MELDUNGEN:
            erwartet = ", ".join(
                s.strip().strip("'") for s in str(ctx.get("expected", "")).replace(" or ", ",").split(",") if s.strip()
            )
            text = _MELDUNGEN[art].format(
                wert=_kurz(wert),
                ge=ctx.get("ge"),
                le=ctx.get("le"),
                erwartet=erwartet,
                mindestens=ctx.get("min_length"),
                hoechstens=ctx.get("max_length"),
            )
        elif art in _EIGENE:
            text = e["msg"]
        else:
            text = f"„{_kurz(wert)}“ ist ungültig ({e['msg']})"
        # A model validator may name a sub-key itself ("erreichbarkeitsanschrift: …").
        m = re.match(r"^([a-z_][a-z0-9_.]*): (.*)$", text, re.DOTALL)
        if m and art not in _MELDUNGEN:
            loc = (*loc, *m.group(1).split("."))
            text = m.group(2)
        probleme.append(Problem(_pfad(loc, praefix), text))
    return probleme


def _kurz(wert: Any) -> str:
    text = wert.isoformat() if isinstance(wert, date) else str(wert)
    return text if len(text) <= 60 else text[:57] + "…"


# --------------------------------------------------------------------------------------------
# Loading


def lese_toml(pfad: Path) -> dict[str, Any]:
    """Read a TOML file; a file that is missing, not UTF-8 or not TOML is an Eingabefehler."""
    name = str(pfad)
    try:
        roh = lies_regulaere_datei(pfad, HOECHSTE_DATEIGROESSE)
    except Unlesbar as e:
        raise Eingabefehler([Problem("", f"Die Datei „{name}“ {e.text}.")], name) from None
    return lese_toml_text(roh, name)


def lese_toml_text(roh: bytes, name: str = "<eingabe>") -> dict[str, Any]:
    """Parse TOML bytes (UTF-8, optional BOM) into a dict, or raise an Eingabefehler."""
    try:
        text = roh.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        zeile = roh[: e.start].count(b"\n") + 1
        raise Eingabefehler(
            [
                Problem(
                    "", f"Die Datei „{name}“ ist nicht in UTF-8 gespeichert (Zeile {zeile}); bitte als UTF-8 speichern."
                )
            ],
            name,
        ) from None
    if len(roh) > HOECHSTE_DATEIGROESSE:
        raise Eingabefehler(
            [Problem("", f"Die Datei „{name}“ ist größer als erlaubt ({HOECHSTE_DATEIGROESSE // (1024 * 1024)} MiB).")],
            name,
        )
    try:
        daten = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise Eingabefehler([Problem("", toml_fehler.beschreibung(e, name))], name) from None
    except RecursionError:
        raise Eingabefehler(
            [Problem("", f"Die Datei „{name}“ ist zu tief verschachtelt; erlaubt sind {HOECHSTE_TIEFE} Ebenen.")],
            name,
        ) from None
    except ValueError as e:
        # e.g. an integer of more than 4300 digits (Python's limit for converting text to a number)
        grund = "eine Zahl mit zu vielen Ziffern" if "digits" in str(e) else "einen Wert, der sich nicht lesen lässt"
        raise Eingabefehler([Problem("", f"Die Datei „{name}“ enthält {grund}.")], name) from None
    probleme = _grenzen(daten)
    if probleme:
        raise Eingabefehler(probleme, name)
    return daten


def _grenzen(daten: Mapping[str, Any]) -> list[Problem]:
    """The bounds of the data file that hold before validation: nesting, numbers, lists, the length of
    a table's keys (one sentence each, at most one per kind)."""
    probleme: list[Problem] = []
    gesehen: set[str] = set()

    def melde(art: str, pfad: str, text: str) -> None:
        if art not in gesehen:
            gesehen.add(art)
            probleme.append(Problem(pfad, text))

    stapel: list[tuple[str, Any, int]] = [("", daten, 0)]
    while stapel:
        pfad, wert, tiefe = stapel.pop()
        if tiefe > HOECHSTE_TIEFE:
            melde("tiefe", pfad, f"ist zu tief verschachtelt; erlaubt sind höchstens {HOECHSTE_TIEFE} Ebenen")
            continue
        if isinstance(wert, Mapping):
            for k, v in wert.items():
                if len(k) > TEXT_HOECHSTLAENGE:
                    melde(
                        "schluessel",
                        _kurz(pfad) or "(oberste Ebene)",
                        f"enthält einen Schlüssel von {len(k)} Zeichen; erlaubt sind {TEXT_HOECHSTLAENGE}",
                    )
                    continue
                stapel.append((f"{pfad}.{k}" if pfad else k, v, tiefe + 1))
        elif isinstance(wert, list):
            if len(wert) > HOECHSTE_LISTENLAENGE:
                melde("liste", pfad, f"hat {len(wert)} Einträge; erlaubt sind höchstens {HOECHSTE_LISTENLAENGE}")
                continue
            stapel.extend((f"{pfad}[{i}]", v, tiefe + 1) for i, v in enumerate(wert, 1))
        elif isinstance(wert, int) and not isinstance(wert, bool) and abs(wert) > 10**15:
            melde("zahl", pfad, f"ist eine zu große Zahl ({len(str(abs(wert)))} Ziffern)")
    return probleme


def _validiere(adapter: TypeAdapter[Any], roh: Any, praefix: str, probleme: list[Problem]) -> Any:
    try:
        return adapter.validate_python(roh)
    except ValidationError as e:
        probleme.extend(_uebersetze(e, praefix))
        return None


_ADAPTER = {
    "wahl": TypeAdapter(Wahl),
    "bewerber": TypeAdapter(Bewerber),
    "stichwahl_bewerber": TypeAdapter(StichwahlBewerber),
    "stichwahl": TypeAdapter(Stichwahl),
}


def validiere_struktur(
    roh: Mapping[str, Any],
    name: str = "<eingabe>",
    *,
    pruefe_wahl: Callable[[Wahl], list[Problem]] | None = None,
    pruefe_daten: Callable[[Wahldaten], list[Problem]] | None = None,
) -> Wahldaten:
    """Validate a parsed data file completely; raise one Eingabefehler with every problem.

    Checks the structure, then the cross-references; ``pruefe_wahl`` adds the checks of a valid
    ``[wahl]`` against the law (the model knows no law: :func:`notices.dienste.lade` passes
    :func:`notices.recht.pruefe_wahl`), so that every problem is still reported in one run;
    ``pruefe_daten`` checks the structurally valid whole against the law (:func:`notices.recht.pruefe_daten`).
    """
    probleme: list[Problem] = []
    for schluessel in roh:
        if schluessel not in Wahldaten.model_fields:
            probleme.append(
                Problem(
                    schluessel,
                    "ist kein bekannter Abschnitt (Tippfehler?); "
                    "bekannt: wahl, bewerber, stichwahl_bewerber, stichwahl",
                )
            )
    if "wahl" not in roh:
        probleme.append(Problem("wahl", "fehlt; der Abschnitt [wahl] beschreibt die Wahl"))
        wahl = None
    else:
        wahl = _validiere(_ADAPTER["wahl"], roh["wahl"], "wahl", probleme)

    listen: dict[str, list[Any]] = {}
    for schluessel in ("bewerber", "stichwahl_bewerber"):
        eintraege = roh.get(schluessel, [])
        if not isinstance(eintraege, list):
            probleme.append(
                Problem(schluessel, f"ist keine Liste; jede Person steht in einem eigenen Block [[{schluessel}]]")
            )
            eintraege = []
        personen = []
        for i, e in enumerate(eintraege, 1):
            pfad = f"{schluessel}[{i}]"
            person = _validiere(_ADAPTER[schluessel], e, pfad, probleme)
            if person is None and isinstance(e, Mapping):
                # The model's own cross-checks did not run; run them on the raw entry.
                ea = e.get("erreichbarkeitsanschrift")
                strasse = ea.get("strasse") if isinstance(ea, Mapping) else None
                for p in auskunftssperre_probleme(e.get("auskunftssperre"), strasse, ea is not None):
                    problem = Problem(f"{pfad}.{p.pfad}", p.text)
                    if problem not in probleme:
                        probleme.append(problem)
            personen.append(person)
        listen[schluessel] = personen
    stichwahl = (
        _validiere(_ADAPTER["stichwahl"], roh["stichwahl"], "stichwahl", probleme) if "stichwahl" in roh else None
    )

    # Cross-references: ids are unique across both lists; the run-off names known persons.
    gesehen: dict[str, str] = {}
    for schluessel in listen:
        eintraege = roh.get(schluessel)
        for i, e in enumerate(eintraege if isinstance(eintraege, list) else [], 1):
            pid = e.get("id") if isinstance(e, Mapping) else None
            if not isinstance(pid, str):
                continue
            pfad = f"{schluessel}[{i}]"
            if pid in gesehen:
                probleme.append(
                    Problem(
                        f"{pfad}.id",
                        f"„{pid}“ ist schon bei {gesehen[pid]} vergeben; jede id darf nur einmal vorkommen",
                    )
                )
            else:
                gesehen[pid] = pfad
    roh_stichwahl = roh.get("stichwahl")
    roh_teilnehmer = roh_stichwahl.get("teilnehmer") if isinstance(roh_stichwahl, Mapping) else None
    if isinstance(roh_teilnehmer, list):
        for i, tid in enumerate(roh_teilnehmer, 1):
            if isinstance(tid, str) and tid not in gesehen:
                probleme.append(
                    Problem(
                        f"stichwahl.teilnehmer[{i}]",
                        f"„{tid}“ ist weder unter [[bewerber]] noch unter [[stichwahl_bewerber]] aufgeführt",
                    )
                )
    for i, p in enumerate(listen["stichwahl_bewerber"], 1):
        if p is not None and stichwahl is not None and p.id not in stichwahl.teilnehmer:
            probleme.append(Problem(f"stichwahl_bewerber[{i}].id", f"„{p.id}“ steht nicht in stichwahl.teilnehmer"))

    if wahl is not None and pruefe_wahl is not None:
        probleme.extend(pruefe_wahl(wahl))

    if probleme:
        raise Eingabefehler(probleme, name)
    daten = Wahldaten(
        wahl=wahl,
        bewerber=listen["bewerber"],
        stichwahl_bewerber=listen["stichwahl_bewerber"],
        stichwahl=stichwahl,
    )
    if pruefe_daten is not None:
        probleme = pruefe_daten(daten)
        if probleme:
            raise Eingabefehler(probleme, name)
    return daten


def lade_struktur(
    pfad: str | Path,
    *,
    pruefe_wahl: Callable[[Wahl], list[Problem]] | None = None,
    pruefe_daten: Callable[[Wahldaten], list[Problem]] | None = None,
) -> Wahldaten:
    """Load and validate an election file (TOML) – its structure; with the hooks also against the law
    (:func:`notices.dienste.lade` does both). Raises an Eingabefehler listing every problem."""
    pfad = Path(pfad)
    return validiere_struktur(lese_toml(pfad), str(pfad), pruefe_wahl=pruefe_wahl, pruefe_daten=pruefe_daten)
