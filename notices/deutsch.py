"""German formatting: dates and times (babel, CLDR ``de``), names, and the place shown in a notice.

Templates receive only the finished strings made here (DESIGN.md: no decision in a template).
"""

from __future__ import annotations

from datetime import date, datetime, time

from babel.dates import format_date

_LOCALE = "de_DE"


def datum_lang(tag: date) -> str:
    """``Sonntag, 14. März 2027``."""
    return format_date(tag, "EEEE, d. MMMM y", locale=_LOCALE)


def datum_ohne_wochentag(tag: date) -> str:
    """``14. März 2027``."""
    return format_date(tag, "d. MMMM y", locale=_LOCALE)


def datum_kurz(tag: date) -> str:
    """``14.03.2027``."""
    return format_date(tag, "dd.MM.y", locale=_LOCALE)


def wochentag(tag: date) -> str:
    """``Sonntag``."""
    return format_date(tag, "EEEE", locale=_LOCALE)


def uhrzeit(zeit: time | datetime) -> str:
    """``18:00 Uhr``."""
    return f"{zeit.hour:02d}:{zeit.minute:02d} Uhr"


def zeitpunkt(zeitpunkt: datetime) -> str:
    """``Montag, 21. Dezember 2026, 07:30 Uhr``."""
    return f"{datum_lang(zeitpunkt.date())}, {uhrzeit(zeitpunkt)}"
