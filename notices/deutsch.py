"""German formatting: dates and times (babel, CLDR ``de``), names, lists, numbers – no legal decision.

Templates receive only the finished strings made here (docs/dokumente.md: no decision in a template).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time
from typing import TYPE_CHECKING

from babel.dates import format_date
from babel.numbers import format_decimal

if TYPE_CHECKING:
    from notices.model import Person

_LOCALE = "de_DE"


def zahl(wert: float, stellen: int | None = None) -> str:
    """A number as German text: ``8.120``, ``0,5``; ``stellen`` fixes the decimals (``1.624,00``)."""
    muster = None if stellen is None else "#,##0." + "0" * stellen
    return format_decimal(wert, format=muster, locale="de_DE")


def datum_lang(tag: date) -> str:
    """``Sonntag, 14. März 2027``."""
    return format_date(tag, "EEEE, d. MMMM y", locale=_LOCALE)


def datum_ohne_wochentag(tag: date) -> str:
    """``14. März 2027``."""
    return format_date(tag, "d. MMMM y", locale=_LOCALE)


def datum_kurz(tag: date) -> str:
    """``14.03.2027``."""
    return format_date(tag, "dd.MM.y", locale=_LOCALE)


_AMTSWAHL = {"Landrat": "Landratswahl"}
"""Compounds with a linking s (§ 6 Abs. 2 KWG LSA: "die Landratswahl")."""


def amtswahl(amt: str) -> str:
    """``Bürgermeisterwahl``, ``Oberbürgermeisterwahl``, ``Ortsvorsteherwahl``, ``Landratswahl``."""
    return _AMTSWAHL.get(amt, f"{amt}wahl")


def wochentag(tag: date) -> str:
    """``Sonntag``."""
    return format_date(tag, "EEEE", locale=_LOCALE)


def uhrzeit(zeit: time | datetime) -> str:
    """``18:00 Uhr``; with its seconds where it has any (``18:00:30 Uhr``, ``18:00:00,5 Uhr``): a receipt at
    18:00:30 is after "bis 18 Uhr" (R-ALLE-02), and "18:00 Uhr" would hide why."""
    text = f"{zeit.hour:02d}:{zeit.minute:02d}"
    if zeit.second or zeit.microsecond:
        text += f":{zeit.second:02d}"
    if zeit.microsecond:
        text += "," + f"{zeit.microsecond:06d}".rstrip("0")
    return f"{text} Uhr"


def zeitpunkt(zeitpunkt: datetime) -> str:
    """``Montag, 21. Dezember 2026, 07:30 Uhr``."""
    return f"{datum_lang(zeitpunkt.date())}, {uhrzeit(zeitpunkt)}"


def familienname_mit_doktorgrad(person: Person) -> str:
    """``Dr. Schäfer`` – the Familienname with a registered Doktorgrad in front (§ 20 Abs. 6 Satz 2 KomWO;
    only the forms of the identity card are accepted, docs/recht.md, R-ALLE-05)."""
    return f"{person.doktorgrad} {person.familienname}" if person.doktorgrad else person.familienname


def aufzaehlung(teile: Sequence[str]) -> str:
    """``a, b und c``."""
    teile = list(teile)
    if len(teile) <= 1:
        return "".join(teile)
    return ", ".join(teile[:-1]) + " und " + teile[-1]


_DIN5007_ERSETZUNGEN = str.maketrans({"ß": "ss", "ẞ": "ss", "ı": "i", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d"})


def din5007(text: str) -> str:
    """Sort key for German alphabetical order after DIN 5007-1 ("Wörterbuch"): ä like a, ö like o,
    ü like u, ß like ss, other accents ignored, case ignored (§ 30 Abs. 6 KWG LSA, § 76 Abs. 3 KWG SL;
    docs/recht.md, R-ST-07, R-SL-04, R-NW-05)."""
    import unicodedata

    zerlegt = unicodedata.normalize("NFKD", text.translate(_DIN5007_ERSETZUNGEN))
    ohne_akzente = "".join(z for z in zerlegt if not unicodedata.combining(z))
    return " ".join(ohne_akzente.casefold().split())


_STAATSANGEHOERIGKEIT = {
    "DE": "deutsch",
    "AT": "österreichisch",
    "BE": "belgisch",
    "BG": "bulgarisch",
    "CY": "zyprisch",
    "CZ": "tschechisch",
    "DK": "dänisch",
    "EE": "estnisch",
    "ES": "spanisch",
    "FI": "finnisch",
    "FR": "französisch",
    "GR": "griechisch",
    "HR": "kroatisch",
    "HU": "ungarisch",
    "IE": "irisch",
    "IT": "italienisch",
    "LT": "litauisch",
    "LU": "luxemburgisch",
    "LV": "lettisch",
    "MT": "maltesisch",
    "NL": "niederländisch",
    "PL": "polnisch",
    "PT": "portugiesisch",
    "RO": "rumänisch",
    "SE": "schwedisch",
    "SI": "slowenisch",
    "SK": "slowakisch",
}
"""The nationality as an adjective, for Germany and the other member states of the European Union."""


def staatsangehoerigkeit(code: str) -> str:
    """``deutsch``, ``österreichisch`` – one wording for every form; for a state outside the European
    Union its German name (``Schweiz``), from CLDR."""
    if code in _STAATSANGEHOERIGKEIT:
        return _STAATSANGEHOERIGKEIT[code]
    from babel import Locale

    return Locale("de").territories.get(code, code)


def staatsangehoerigkeit_name(person: Person) -> str:
    """The recorded nationality in a sentence: ``„österreichisch“``."""
    return f"„{staatsangehoerigkeit(person.staatsangehoerigkeit)}“"
