"""Calendar arithmetic under the law: holidays of a Land, Werktage, counted days, named Sundays.

"n-th day before the Wahltag" is the Wahltag minus n calendar days (the Wahltag is day 0). Nothing here
knows a statute: which days a Land excludes, and whether its deadlines move, is the Land's declaration
(:mod:`notices.recht`); this module only knows the calendar.
"""

from __future__ import annotations

from datetime import date, timedelta
from functools import cache
from typing import TYPE_CHECKING

from dateutil.easter import easter

from notices import deutsch

if TYPE_CHECKING:
    import holidays


@cache
def _kalender_deutschland() -> type[holidays.HolidayBase]:
    """The class of the German calendar from the holidays library, through its public API
    (``holidays.countries.Germany``, the same class ``holidays.country_holidays("DE")`` builds).

    Importing it imports all of the library's ~250 countries, ~0.1 s once per process (measured in
    docs/geschwindigkeit.md). The cost stays bounded: only when a deadline is computed (``notices --help``
    does not load it), once per process (cached here); ``notices web`` pays it in the background at its start.
    """
    from holidays.countries import Germany

    return Germany


@cache
def _feiertage(land: str, jahr: int) -> holidays.HolidayBase:
    """The public holidays of a Land (``subdiv``: BW, ST, SL, …) in one year, names in German."""
    return _kalender_deutschland()(subdiv=land, years=jahr, language="de")


def feiertag(tag: date, land: str) -> str | None:
    """The name of the public holiday in the Land on that day, or None."""
    return _feiertage(land, tag.year).get(tag)


def ist_werktag(tag: date, land: str) -> bool:
    """Monday to Friday and not a public holiday in the Land.

    A Saturday is not a Werktag here: where a statute counts to the next Werktag it treats a Saturday
    like a Sunday (BW § 20 Abs. 1 Satz 2 KomWO: "ein Samstag, ein Sonntag oder ein gesetzlicher Feiertag
    ... bis zum nächsten Werktag").
    """
    return tag.weekday() < 5 and feiertag(tag, land) is None


def naechster_werktag(tag: date, land: str) -> date:
    """The first Werktag on or after ``tag``."""
    while not ist_werktag(tag, land):
        tag += timedelta(days=1)
    return tag


def tag_vor(bezug: date, n: int) -> date:
    """The n-th day before ``bezug`` (``bezug`` is day 0; a negative n counts after it)."""
    return bezug - timedelta(days=n)


def tage_text(n: int, bezugsname: str, bezug: date) -> str:
    """``27. Tag vor dem Wahltag (Sonntag, 14.03.2027)`` – the arithmetic, in words."""
    richtung = "vor" if n > 0 else "nach"
    return f"{abs(n)}. Tag {richtung} {bezugsname} ({deutsch.wochentag(bezug)}, {deutsch.datum_kurz(bezug)})"


def kein_werktag_hinweis(tag: date, land: str, vorschrift: str | None) -> str | None:
    """A note where a deadline falls on a Saturday, Sunday or public holiday: it does not move where
    ``vorschrift`` says so; without a known rule it is kept on that day (the safe reading)."""
    name = feiertag(tag, land)
    if name:
        art = f"einen gesetzlichen Feiertag ({name})"
    elif tag.weekday() == 5:
        art = "einen Samstag"
    elif tag.weekday() == 6:
        art = "einen Sonntag"
    else:
        return None
    if vorschrift is None:
        return (
            f"Fällt auf {art}; eine Regel, nach der sich die Frist verschiebt, ist nicht bekannt – "
            "sicherheitshalber an diesem Tag einhalten."
        )
    return f"Fällt auf {art}; die Frist verschiebt sich nicht ({vorschrift})."


def ostersonntag(jahr: int) -> date:
    """Easter Sunday (Gregorian computus, dateutil)."""
    return easter(jahr)


def pfingstsonntag(jahr: int) -> date:
    """Whit Sunday: the 49th day after Easter Sunday."""
    return easter(jahr) + timedelta(days=49)


def totensonntag(jahr: int) -> date:
    """Totensonntag (Totengedenktag): the last Sunday before the first Sunday of Advent (20.–26. November)."""
    vierter_advent = date(jahr, 12, 24) - timedelta(days=(date(jahr, 12, 24).weekday() + 1) % 7)
    return vierter_advent - timedelta(weeks=4)


BENANNTE_SONNTAGE = {
    "ostersonntag": (ostersonntag, "ist Ostersonntag"),
    "pfingstsonntag": (pfingstsonntag, "ist Pfingstsonntag"),
    "totensonntag": (totensonntag, "ist Totensonntag (Totengedenktag)"),
}
"""The Sundays a Land may exclude as a Wahltag, by name, with the words of the refusal."""


def kein_sonntag_grund(tag: date, land: str, ausgeschlossen: tuple[str, ...]) -> str | None:
    """Why ``tag`` is not a Sunday that may be a Wahltag: ``ist kein Sonntag``, ``ist Ostersonntag`` … or
    ``ist ein gesetzlicher Feiertag (…)`` for the names in ``ausgeschlossen`` (the keys of
    :data:`BENANNTE_SONNTAGE` and ``feiertag``); None where it may be."""
    if tag.weekday() != 6:
        return "ist kein Sonntag"
    for name in ausgeschlossen:
        if name == "feiertag":
            continue
        berechne, grund = BENANNTE_SONNTAGE[name]
        if tag == berechne(tag.year):
            return grund
    if "feiertag" in ausgeschlossen:
        name = feiertag(tag, land)
        if name:
            return f"ist ein gesetzlicher Feiertag ({name})"
    return None


def volljaehrig_am(geburtsdatum: date, jahre: int) -> date:
    """The first day on which ``jahre`` years of life are completed (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB).

    A year of life is completed at the end of the day before the birthday, so the birthday itself is
    the first such day; for 29 February in a common year it is 1 March.
    """
    try:
        return geburtsdatum.replace(year=geburtsdatum.year + jahre)
    except ValueError:
        return date(geburtsdatum.year + jahre, 3, 1)
