"""Baden-Württemberg's hooks: the orders of its public notices, which the shared vocabulary cannot say.

- First ballot: the admitted applications in the order of their receipt (§ 20 Abs. 6 Satz 3
  KomWO). Filings received before 7:30 on the first day of the period – or, when that day is a
  Saturday, Sunday or public holiday, before 7:30 on the next Werktag – count as received at the
  same earliest moment (§ 20 Abs. 1 Satz 2 KomWO); among simultaneous filings the Los decides
  (§ 20 Abs. 6 Satz 3 Halbsatz 2 KomWO). The committee draws the Los and the data file carries it
  (``los``, 1 first); a missing or duplicate Los is an :class:`~notices.model.Eingabefehler` – the
  program never draws it.
- Stichwahl (§ 20a Abs. 4 KomWO): a person admitted to the first ballot comes before one admitted
  under § 10a Abs. 2 and 3 KomWG; two such new ones rank by their votes in the first ballot
  (``stimmen_erste_wahl``); two former applicants keep their first-ballot order.

Only applications with ``zugelassen = true`` are listed; ``false`` (rejected, late) and a missing
decision are left out (:func:`notices.reihenfolge.offene_zulassungen` names the undecided ones for a warning).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from itertools import groupby

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, StichwahlBewerber, Wahldaten
from notices.recht.fristenrechnung import (
    beginn_der_einreichungsfrist,
    einreichungsschluss,
    gleichzeitig_bis,
    verspaetet,
)
from notices.recht.grundlagen import Ordnung, Rechtsstand
from notices.recht.haken import haken
from notices.recht.ordnung import namen as _namen
from notices.recht.ordnung import pfad as _pfad


def _wirksamer_eingang(b: Bewerber, bis: datetime | None) -> tuple[datetime, bool]:
    """When a filing counts as received, and whether it came after the simultaneous filings.

    Filings before ``bis`` (exclusive: "vor 7.30 Uhr") count as received at ``bis``; a filing at
    7:30 exactly is later than all of them.
    """
    assert b.eingang is not None
    if bis is not None and b.eingang < bis:
        return bis, False
    return b.eingang, True


def _gruppen(
    zugelassen: Sequence[Bewerber], bis: datetime | None
) -> list[tuple[tuple[datetime, bool], list[Bewerber]]]:
    """Filings grouped by the moment they count as received, earliest first."""
    geordnet = sorted(zugelassen, key=lambda b: _wirksamer_eingang(b, bis))
    return [(t, list(g)) for t, g in groupby(geordnet, key=lambda b: _wirksamer_eingang(b, bis))]


def _gleichzeitig_bis(daten: Wahldaten, rs: Rechtsstand) -> datetime | None:
    """Filings before this moment count as simultaneous (§ 20 Abs. 1 Satz 2 KomWO, the rule's time)."""
    regel = rs.mit_rolle("gleichzeitiger_eingang")
    assert regel is not None and regel.uhrzeit is not None  # the rule states "vor 7.30 Uhr"
    uhrzeit = regel.uhrzeit
    return gleichzeitig_bis(daten.wahl, uhrzeit)


def los_entschied(daten: Wahldaten, rs: Rechtsstand) -> bool:
    """True if admitted applications were received simultaneously, so that the Los decided their order.

    § 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO; call after :func:`erste_wahl` succeeded.
    """
    zugelassen = [b for b in daten.bewerber if b.zugelassen is True and b.eingang is not None]
    if len(zugelassen) <= 1:
        return False
    return any(len(g) > 1 for _, g in _gruppen(zugelassen, _gleichzeitig_bis(daten, rs)))


def erste_wahl(daten: Wahldaten, rs: Rechtsstand, o: Ordnung | None = None) -> list[Bewerber]:
    """The admitted applications for the first ballot in the order of the public notice.

    § 20 Abs. 6 Satz 3, Abs. 1 Satz 2, Abs. 8 Satz 1 KomWO. Raises an Eingabefehler naming the
    applicants when an admitted application has no time of receipt, was filed late or before the
    period began, or when a Los among simultaneous filings is missing or duplicate.
    """
    zugelassen = [b for b in daten.bewerber if b.zugelassen is True]
    probleme: list[Problem] = []
    schluss = einreichungsschluss(daten.wahl, rs)
    beginn = beginn_der_einreichungsfrist(daten.wahl)
    for b in zugelassen:
        pfad = _pfad(daten, b)
        if b.eingang is None:
            if len(zugelassen) > 1:
                probleme.append(
                    Problem(
                        f"{pfad}.eingang",
                        f"fehlt bei {b.name}; die zugelassenen Bewerbungen werden in der Reihenfolge ihres "
                        "Eingangs bekannt gemacht (§ 20 Abs. 6 Satz 3, Abs. 8 Satz 1 KomWO), "
                        "bitte Tag und Uhrzeit des Eingangs eintragen (§ 20 Abs. 4 Satz 1 KomWO)",
                    )
                )
        elif schluss is not None and verspaetet(b.eingang, schluss):
            probleme.append(
                Problem(
                    f"{pfad}.zugelassen",
                    f"{b.name} ist als zugelassen eingetragen, die Bewerbung ist aber am "
                    f"{deutsch.datum_kurz(b.eingang.date())} um {deutsch.uhrzeit(b.eingang)} eingegangen, nach "
                    f"dem Ende der Einreichungsfrist ({deutsch.datum_kurz(schluss.date())}, "
                    f"{deutsch.uhrzeit(schluss)}); eine verspätete Bewerbung ist nicht gültig "
                    "(§ 20 Abs. 1 Satz 1, Abs. 5 Satz 2 Nr. 1 KomWO)",
                )
            )
        elif beginn is not None and b.eingang.date() < beginn:
            probleme.append(
                Problem(
                    f"{pfad}.eingang",
                    f"{deutsch.datum_kurz(b.eingang.date())} liegt vor dem Beginn der Einreichungsfrist "
                    f"({deutsch.datum_kurz(beginn)}); Bewerbungen werden innerhalb der Einreichungsfrist "
                    "eingereicht (§ 10 Abs. 1 Satz 1 und 2 KomWG) – bitte den Eingang prüfen",
                )
            )
    if probleme:
        raise Eingabefehler(probleme)
    if len(zugelassen) <= 1:
        return zugelassen

    bis = _gleichzeitig_bis(daten, rs)
    if bis is None:
        raise Eingabefehler(
            [
                Problem(
                    "wahl.stellenausschreibung",
                    "fehlt (ebenso wahl.bekanntmachung_der_wahl); ohne den Beginn der Einreichungsfrist lässt sich "
                    "nicht feststellen, welche Bewerbungen als gleichzeitig eingegangen gelten "
                    "(§ 10 Abs. 1 Satz 2 KomWG, § 20 Abs. 1 Satz 2 KomWO)",
                )
            ]
        )

    ergebnis: list[Bewerber] = []
    for (zeitpunkt, danach), gruppe in _gruppen(zugelassen, bis):
        if len(gruppe) == 1:
            ergebnis.extend(gruppe)
            continue
        if not danach:
            wann = (
                f"gelten als gleichzeitig eingegangen (Eingang vor {deutsch.zeitpunkt(bis)}, § 20 Abs. 1 Satz 2 KomWO)"
            )
        else:
            wann = f"sind gleichzeitig eingegangen ({deutsch.zeitpunkt(zeitpunkt)})"
        fehlend = [b for b in gruppe if b.los is None]
        if fehlend:
            probleme.append(
                Problem(
                    f"{_pfad(daten, fehlend[0])}.los",
                    f"Die Bewerbungen von {_namen(daten, gruppe)} {wann}; über ihre Reihenfolge entscheidet das "
                    f"Los (§ 20 Abs. 6 Satz 3 KomWO). Es fehlt bei {_namen(daten, fehlend)}. Das Los zieht der "
                    "Gemeindewahlausschuss; bitte das Ergebnis als los = 1, 2, … eintragen",
                )
            )
            continue
        nach_los = sorted(gruppe, key=lambda b: b.los or 0)
        doppelt = False
        for los, mit_los_iter in groupby(nach_los, key=lambda b: b.los):
            mit_los = list(mit_los_iter)
            if len(mit_los) > 1:
                doppelt = True
                probleme.append(
                    Problem(
                        f"{_pfad(daten, mit_los[0])}.los",
                        f"Die Bewerbungen von {_namen(daten, gruppe)} {wann}; über ihre Reihenfolge entscheidet "
                        f"das Los (§ 20 Abs. 6 Satz 3 KomWO). Los {los} ist mehrfach eingetragen, bei "
                        f"{_namen(daten, mit_los)}; jedes Los darf nur einmal vorkommen",
                    )
                )
        if not doppelt:
            ergebnis.extend(nach_los)
    if probleme:
        raise Eingabefehler(probleme)
    return ergebnis


haken("ordnung", "bw.eingang_mit_los")(erste_wahl)


def stichwahl(daten: Wahldaten, rs: Rechtsstand, o: Ordnung | None = None) -> list[Person]:
    """The persons taking part in the Stichwahl in the order of its public notice (§ 20a Abs. 4 KomWO).

    A person admitted to the first ballot comes first; one admitted under § 10a Abs. 3 KomWG
    follows. Two such new ones rank by ``stimmen_erste_wahl`` (more votes first); two former
    applicants keep their first-ballot order. New participants whose admission is not
    ``true`` (no consent, rejected, not yet decided) do not take part (§ 45 Abs. 2 Satz 2 GemO).
    """
    if daten.stichwahl is None:
        raise Eingabefehler(
            [
                Problem(
                    "stichwahl",
                    'fehlt; der Abschnitt [stichwahl] nennt mit teilnehmer = ["…", "…"] die zwei Personen '
                    "mit den höchsten Stimmenzahlen der ersten Wahl (§ 45 Abs. 2 Satz 1 GemO)",
                )
            ]
        )
    probleme: list[Problem] = []
    alte: list[Bewerber] = []
    neue: list[StichwahlBewerber] = []
    for i, tid in enumerate(daten.stichwahl.teilnehmer, 1):
        person = daten.person(tid)
        if isinstance(person, StichwahlBewerber):
            if person.zugelassen is True:
                neue.append(person)
        elif person.zugelassen is not True:
            probleme.append(
                Problem(
                    f"stichwahl.teilnehmer[{i}]",
                    f"„{tid}“ ({person.name}) war zur ersten Wahl nicht zugelassen; eine Person, die an der Stichwahl "
                    "ohne zugelassene Bewerbung teilnimmt, gehört mit ihrer Zustimmung unter [[stichwahl_bewerber]] "
                    "(§ 10a Abs. 2 KomWG, § 20a Abs. 4 Satz 1 KomWO)",
                )
            )
        else:
            alte.append(person)
    if probleme:
        raise Eingabefehler(probleme)

    if len(alte) == 2:
        reihenfolge = {b.id: i for i, b in enumerate(erste_wahl(daten, rs))}
        alte.sort(key=lambda b: reihenfolge[b.id])
    if len(neue) == 2:
        ohne = [p for p in neue if p.stimmen_erste_wahl is None]
        for p in ohne:
            probleme.append(
                Problem(
                    f"{_pfad(daten, p)}.stimmen_erste_wahl",
                    f"fehlt bei {p.name}; sind beide Teilnehmer der Stichwahl nach § 10a Abs. 3 KomWG zugelassen, "
                    "richtet sich ihre Reihenfolge nach den Stimmenzahlen der ersten Wahl (§ 20a Abs. 4 Satz 2 KomWO)",
                )
            )
        if not ohne and neue[0].stimmen_erste_wahl == neue[1].stimmen_erste_wahl:
            probleme.append(
                Problem(
                    f"{_pfad(daten, neue[0])}.stimmen_erste_wahl",
                    f"{_namen(daten, neue)} haben bei der ersten Wahl gleich viele Stimmen "
                    f"({neue[0].stimmen_erste_wahl}); § 20a Abs. 4 Satz 2 KomWO bestimmt für diesen Fall keine "
                    "Reihenfolge – bitte die Stimmenzahlen prüfen; das Programm legt die Reihenfolge nicht fest",
                )
            )
        if probleme:
            raise Eingabefehler(probleme)
        neue.sort(key=lambda p: -(p.stimmen_erste_wahl or 0))
    return [*alte, *neue]


haken("stichwahlordnung", "bw.stichwahl")(stichwahl)
