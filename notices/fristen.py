"""Deadline arithmetic (§ 56 KomWG BW; likewise § 54 BWahlG).

"n-th day before the Wahltag" is the Wahltag minus n calendar days (the Wahltag is day 0).
Election deadlines never move for a Saturday, Sunday or public holiday; where one falls on such a
day, the deadline says so, so that the office can plan for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import cache
from typing import TYPE_CHECKING

from dateutil.relativedelta import relativedelta

from notices import deutsch

if TYPE_CHECKING:
    import holidays

    from notices.model import Wahl
    from notices.recht.grundlagen import Rechtsstand


@dataclass(frozen=True)
class Frist:
    """A computed deadline or date with its citation and the arithmetic behind it."""

    id: str
    datum: date
    uhrzeit: time | None
    vorschrift: str
    beschreibung: str
    rechnung: str
    hinweis: str | None = None

    def als_json(self) -> dict[str, str | None]:
        """The stable JSON shape of one deadline (``notices fristen --json``)."""
        return {
            "id": self.id,
            "datum": self.datum.isoformat(),
            "uhrzeit": self.uhrzeit.strftime("%H:%M") if self.uhrzeit else None,
            "vorschrift": self.vorschrift,
            "beschreibung": self.beschreibung,
            "rechnung": self.rechnung,
            "hinweis": self.hinweis,
        }


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
    """The public holidays of a Land (``subdiv``: BW, ST, SL) in one year, names in German."""
    return _kalender_deutschland()(subdiv=land, years=jahr, language="de")


def feiertag(tag: date, land: str) -> str | None:
    """The name of the public holiday in the Land on that day, or None."""
    return _feiertage(land, tag.year).get(tag)


def ist_werktag(tag: date, land: str) -> bool:
    """Monday to Friday and not a public holiday in the Land.

    § 20 Abs. 1 Satz 2 KomWO treats a Saturday like a Sunday ("ein Samstag, ein Sonntag oder ein
    gesetzlicher Feiertag ... bis zum nächsten Werktag"), so a Saturday is not a Werktag here.
    """
    return tag.weekday() < 5 and feiertag(tag, land) is None


def naechster_werktag(tag: date, land: str) -> date:
    """The first Werktag on or after ``tag``."""
    while not ist_werktag(tag, land):
        tag += timedelta(days=1)
    return tag


def tag_vor(bezug: date, n: int) -> date:
    """The n-th day before ``bezug`` (``bezug`` is day 0)."""
    return bezug - timedelta(days=n)


def kein_werktag_hinweis(tag: date, land: str, vorschrift: str | None) -> str | None:
    """A note where a deadline falls on a Saturday, Sunday or public holiday (it does not move)."""
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


def tage_text(n: int, bezugsname: str, bezug: date) -> str:
    """``27. Tag vor dem Wahltag (Sonntag, 14.03.2027)`` – the arithmetic, in words."""
    richtung = "vor" if n > 0 else "nach"
    return f"{abs(n)}. Tag {richtung} {bezugsname} ({deutsch.wochentag(bezug)}, {deutsch.datum_kurz(bezug)})"


# ------------------------------------------------------------------------------------------------
# The calendar of one election: every Regel of its Rechtsstand applied to its dates.

_BEZUGSNAME = {
    "wahltag": "dem Wahltag",
    "stichwahltag": "dem Tag der Stichwahl",
    "stellenausschreibung": "der Stellenausschreibung",
    "einreichungsfrist_ende": "dem Ende der Einreichungsfrist",
}


def beginn_der_einreichungsfrist(wahl: Wahl) -> date | None:
    """The day after the Stellenausschreibung, else after the Bekanntmachung der Wahl.

    § 10 Abs. 1 Satz 2 KomWG; None while neither date is in the data.
    """
    anlass = wahl.stellenausschreibung or wahl.bekanntmachung_der_wahl
    return anlass + timedelta(days=1) if anlass else None


def einreichungsschluss(wahl: Wahl, rs: Rechtsstand) -> datetime | None:
    """The last moment applications may be filed (BW: 18 Uhr on the set last day of the period, § 20
    Abs. 1 Satz 1 KomWO; ST, SL: 18 Uhr on a day fixed by the statute), from the Land's rule
    ``rs.einreichungsschluss``; None while its anchor is not in the data.

    A filing at that moment exactly is in time ("bis 18 Uhr"): :func:`verspaetet` is the one test of
    lateness the program uses.
    """
    regel = rs.regel(rs.einreichungsschluss)
    frist = next((f for f in berechne(wahl, rs) if f.id == regel.id), None)
    if frist is None:
        return None
    return datetime.combine(frist.datum, frist.uhrzeit or time(23, 59, 59))


def verspaetet(eingang: datetime, schluss: datetime | None) -> bool:
    """Received after the end of the filing period (``schluss`` from :func:`einreichungsschluss`);
    at the moment itself is in time. Without a known end nothing counts as late."""
    return schluss is not None and eingang > schluss


def gleichzeitig_bis(wahl: Wahl, uhrzeit: time) -> datetime | None:
    """Until when filings count as simultaneous (BW § 20 Abs. 1 Satz 2 KomWO: "vor 7.30 Uhr"), exclusive.

    ``uhrzeit`` on the first day of the period or, when that day is a Saturday, Sunday or public
    holiday, on the next Werktag; None while the period's start is not in the data.
    """
    beginn = beginn_der_einreichungsfrist(wahl)
    if beginn is None:
        return None
    return datetime.combine(naechster_werktag(beginn, wahl.land), uhrzeit)


def berechne(wahl: Wahl, rs: Rechtsstand) -> list[Frist]:
    """Every deadline of the election under its Rechtsstand, in date order.

    A deadline whose anchor date is not in the data yet (no Stichwahltag, no set end of the
    period, no advertisement date) is left out.
    """
    fristen = []
    zweiter = rs.zweiter_wahlgang == "stichwahl"
    for regel in rs.regeln:
        bezug = getattr(wahl, regel.bezug)
        if regel.art in ("beginn", "gleichzeitig"):
            bezug = beginn_der_einreichungsfrist(wahl)  # advertisement, else the public notice
        if bezug is None:
            continue
        uhrzeit = regel.uhrzeit
        bezugsname = _BEZUGSNAME[regel.bezug]
        if regel.bezug == "stichwahltag" and not zweiter:
            bezugsname = "dem Tag der Neuwahl"
        if regel.art == "tage":
            datum = tag_vor(bezug, regel.n)
            rechnung = tage_text(regel.n, bezugsname, bezug)
        elif regel.art == "monate":
            datum = bezug - relativedelta(months=regel.n)
            rechnung = f"{regel.n} Monate vor {bezugsname} ({deutsch.wochentag(bezug)}, {deutsch.datum_kurz(bezug)})"
        elif regel.art == "termin":
            datum = bezug
            rechnung = "festgesetzter Termin"
        elif regel.art == "gesetzt":
            datum = bezug
            rechnung = f"{regel.festgesetzt_von} festgesetzt"
        elif regel.art == "beginn":
            datum = beginn_der_einreichungsfrist(wahl)
            anlass = "Stellenausschreibung" if wahl.stellenausschreibung else "öffentlichen Bekanntmachung der Wahl"
            rechnung = f"Tag nach der {anlass} ({deutsch.datum_kurz(datum - timedelta(days=1))})"
        elif regel.art == "gleichzeitig":
            assert uhrzeit is not None  # "vor 7.30 Uhr": the rule states the time
            zeitpunkt = gleichzeitig_bis(wahl, uhrzeit)
            assert zeitpunkt is not None  # bezug (the period's start) is known here
            datum = zeitpunkt.date()
            erster = beginn_der_einreichungsfrist(wahl)
            vor = f"vor {uhrzeit.hour}:{uhrzeit.minute:02d} Uhr"
            if datum == erster:
                rechnung = f"erster Tag der Einreichungsfrist, {vor}"
            else:
                grund = feiertag(erster, wahl.land) or deutsch.wochentag(erster)
                rechnung = (
                    f"erster Tag der Einreichungsfrist ({deutsch.datum_kurz(erster)}): {grund}; "
                    f"daher bis zum nächsten Werktag {vor}"
                )
        elif regel.art == "werktag_nach":
            datum = naechster_werktag(bezug + timedelta(days=1), wahl.land)
            rechnung = f"erster Werktag nach {bezugsname} ({deutsch.datum_kurz(bezug)})"
        else:  # pragma: no cover - Art is a closed Literal
            raise ValueError(regel.art)
        hinweis = None
        if regel.art not in ("termin", "gleichzeitig", "werktag_nach"):
            hinweis = kein_werktag_hinweis(datum, wahl.land, rs.fristen_verschieben_sich_nicht)
        fristen.append(Frist(regel.id, datum, uhrzeit, regel.vorschrift, regel.beschreibung, rechnung, hinweis))
    fristen.sort(key=lambda f: (f.datum, f.uhrzeit or time.min))
    return fristen
