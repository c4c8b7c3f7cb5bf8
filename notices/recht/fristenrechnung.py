"""The deadlines of one election: every rule of its version applied to its dates (§ 56 KomWG BW; likewise
§ 54 BWahlG).

Election deadlines never move for a Saturday, Sunday or public holiday unless the Land's law says so; where
one falls on such a day, the deadline says so, so that the office can plan for it (:mod:`notices.kalender`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING

from dateutil.relativedelta import relativedelta

from notices import ausgaben, deutsch
from notices.kalender import feiertag, kein_werktag_hinweis, naechster_werktag, tag_vor, tage_text

if TYPE_CHECKING:
    from notices.model import Wahl
    from notices.recht.grundlagen import Rechtsstand, Rolle


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
    rolle: Rolle | None = None

    def als_json(self) -> dict[str, str | None]:
        """The stable JSON shape of one deadline (``notices fristen --json``: :class:`notices.ausgaben.Frist`)."""
        return self.ausgabe().als_json()

    def ausgabe(self) -> ausgaben.Frist:
        """The deadline as its output model."""
        return ausgaben.Frist(
            id=self.id,
            datum=self.datum.isoformat(),
            uhrzeit=self.uhrzeit.strftime("%H:%M") if self.uhrzeit else None,
            vorschrift=self.vorschrift,
            beschreibung=self.beschreibung,
            rechnung=self.rechnung,
            hinweis=self.hinweis,
        )


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
            bezugsname = "dem Tag der Neuwahl" if rs.zweiter_wahlgang == "neuwahl" else "dem Tag des zweiten Wahlgangs"
        if regel.art == "tage":
            datum = tag_vor(bezug, regel.n)
            rechnung = tage_text(regel.n, bezugsname, bezug)
        elif regel.art == "monate":
            datum = bezug - relativedelta(months=regel.n)
            rechnung = f"{regel.n} Monate vor {bezugsname} ({deutsch.wochentag(bezug)}, {deutsch.datum_kurz(bezug)})"
        elif regel.art == "monatsbeginn":
            datum = bezug.replace(day=1) - relativedelta(months=regel.n)
            im_monat = "der " + bezugsname.removeprefix("dem ")
            rechnung = (
                f"erster Tag des Monats {regel.n} Monate vor dem Monat, in dem {im_monat} liegt "
                f"({deutsch.wochentag(bezug)}, {deutsch.datum_kurz(bezug)})"
            )
        elif regel.art == "termin":
            datum = bezug
            rechnung = "festgesetzter Termin"
        elif regel.art == "gesetzt":
            datum = bezug
            rechnung = f"{regel.festgesetzt_von} festgesetzt"
        elif regel.art == "beginn":
            datum = bezug
            anlass = "Stellenausschreibung" if wahl.stellenausschreibung else "öffentlichen Bekanntmachung der Wahl"
            rechnung = f"Tag nach der {anlass} ({deutsch.datum_kurz(datum - timedelta(days=1))})"
        elif regel.art == "gleichzeitig":
            assert uhrzeit is not None  # "vor 7.30 Uhr": the rule states the time
            zeitpunkt = gleichzeitig_bis(wahl, uhrzeit)
            assert zeitpunkt is not None  # bezug (the period's start) is known here
            datum = zeitpunkt.date()
            vor = f"vor {uhrzeit.hour}:{uhrzeit.minute:02d} Uhr"
            if datum == bezug:
                rechnung = f"erster Tag der Einreichungsfrist, {vor}"
            else:
                grund = feiertag(bezug, wahl.land) or deutsch.wochentag(bezug)
                rechnung = (
                    f"erster Tag der Einreichungsfrist ({deutsch.datum_kurz(bezug)}): {grund}; "
                    f"daher bis zum nächsten Werktag {vor}"
                )
        elif regel.art == "werktag_nach":
            datum = naechster_werktag(bezug + timedelta(days=1), wahl.land)
            rechnung = f"erster Werktag nach {bezugsname} ({deutsch.datum_kurz(bezug)})"
        else:  # pragma: no cover - Art is a closed Literal
            raise ValueError(regel.art)
        hinweis = None
        if regel.art not in ("termin", "gleichzeitig", "werktag_nach", "monatsbeginn"):
            hinweis = kein_werktag_hinweis(datum, wahl.land, rs.fristen_verschieben_sich_nicht)
        fristen.append(
            Frist(regel.id, datum, uhrzeit, regel.vorschrift, regel.beschreibung, rechnung, hinweis, regel.rolle)
        )
    fristen.sort(key=lambda f: (f.datum, f.uhrzeit or time.min))
    return fristen


def mit_rolle(fristen: list[Frist], rolle: Rolle) -> Frist | None:
    """The deadline of this role among ``fristen``, or None (the Land has none, or it is not dated yet)."""
    return next((f for f in fristen if f.rolle == rolle), None)


def einreichungsschluss(wahl: Wahl, rs: Rechtsstand) -> datetime | None:
    """The last moment applications may be filed (BW: 18 Uhr on the set last day of the period, § 20
    Abs. 1 Satz 1 KomWO; ST, SL: 18 Uhr on a day fixed by the statute), from the Land's rule of the role
    ``einreichungsschluss``; None while its anchor is not in the data.

    A filing at that moment exactly is in time ("bis 18 Uhr"): :func:`verspaetet` is the one test of
    lateness the program uses.
    """
    frist = mit_rolle(berechne(wahl, rs), "einreichungsschluss")
    if frist is None:
        return None
    return datetime.combine(frist.datum, frist.uhrzeit or time(23, 59, 59))


def verspaetet(eingang: datetime, schluss: datetime | None) -> bool:
    """Received after the end of the filing period (``schluss`` from :func:`einreichungsschluss`);
    at the moment itself is in time. Without a known end nothing counts as late."""
    return schluss is not None and eingang > schluss
