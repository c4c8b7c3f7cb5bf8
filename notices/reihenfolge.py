"""The order of the admitted applicants in the public notices (Baden-Württemberg).

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
decision are left out (:func:`offene_zulassungen` names the undecided ones for a warning).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, time
from itertools import groupby

from notices import deutsch, recht
from notices.fristen import beginn_der_einreichungsfrist, gleichzeitig_bis
from notices.model import Bewerber, Eingabefehler, Person, Problem, StichwahlBewerber, Wahldaten

_18_UHR = time(18, 0)


def _pfad(daten: Wahldaten, person: Person) -> str:
    """``bewerber[2]`` / ``stichwahl_bewerber[1]`` – the person's block in the file, counted from 1."""
    for schluessel, liste in (("bewerber", daten.bewerber), ("stichwahl_bewerber", daten.stichwahl_bewerber)):
        for i, p in enumerate(liste, 1):
            if p is person:
                return f"{schluessel}[{i}]"
    raise KeyError(person.id)  # pragma: no cover - persons always come from daten


def _namen(daten: Wahldaten, personen: Sequence[Person]) -> str:
    teile = [f"{p.name} ({_pfad(daten, p)})" for p in personen]
    return teile[0] if len(teile) == 1 else ", ".join(teile[:-1]) + " und " + teile[-1]


def einreichungsschluss(daten: Wahldaten) -> datetime | None:
    """18:00 on the last day of the period (§ 20 Abs. 1 Satz 1 KomWO), or None if not set."""
    ende = daten.wahl.einreichungsfrist_ende
    return datetime.combine(ende, _18_UHR) if ende is not None else None


def ist_verspaetet(daten: Wahldaten, bewerber: Bewerber) -> bool:
    """Received after 18:00 on the last day of the period (§ 20 Abs. 1 Satz 1 KomWO).

    A filing at 18:00:00 exactly is in time ("bis 18 Uhr"). Without a set end of the period
    nothing counts as late.
    """
    schluss = einreichungsschluss(daten)
    return schluss is not None and bewerber.eingang is not None and bewerber.eingang > schluss


def offene_zulassungen(daten: Wahldaten, *, stichwahl: bool = False) -> list[Person]:
    """Applications without a decision on their admission (``zugelassen`` missing): not listed."""
    if stichwahl:
        ids = daten.stichwahl.teilnehmer if daten.stichwahl else []
        return [p for p in daten.stichwahl_bewerber if p.id in ids and p.zugelassen is None]
    return [b for b in daten.bewerber if b.zugelassen is None]


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


def los_entschied(daten: Wahldaten) -> bool:
    """True if admitted applications were received simultaneously, so that the Los decided their order.

    § 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO; call after :func:`erste_wahl` succeeded.
    """
    zugelassen = [b for b in daten.bewerber if b.zugelassen is True and b.eingang is not None]
    if len(zugelassen) <= 1:
        return False
    return any(len(g) > 1 for _, g in _gruppen(zugelassen, gleichzeitig_bis(daten.wahl)))


def erste_wahl(daten: Wahldaten) -> list[Bewerber]:
    """The admitted applications for the first ballot in the order of the public notice.

    § 20 Abs. 6 Satz 3, Abs. 1 Satz 2, Abs. 8 Satz 1 KomWO. Raises an Eingabefehler naming the
    applicants when an admitted application has no time of receipt, was filed late or before the
    period began, or when a Los among simultaneous filings is missing or duplicate.
    """
    rs = recht.rechtsstand(daten.wahl)
    if rs.reihenfolge == "alphabetisch":
        return alphabetisch([b for b in daten.bewerber if b.zugelassen is True])
    if rs.reihenfolge == "stimmen_dann_alphabetisch":
        return nach_stimmen_dann_alphabetisch(daten)
    zugelassen = [b for b in daten.bewerber if b.zugelassen is True]
    probleme: list[Problem] = []
    schluss = einreichungsschluss(daten)
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
        elif schluss is not None and b.eingang > schluss:
            probleme.append(
                Problem(
                    f"{pfad}.zugelassen",
                    f"{b.name} ist als zugelassen eingetragen, die Bewerbung ist aber am "
                    f"{deutsch.datum_kurz(b.eingang.date())} um {deutsch.uhrzeit(b.eingang)} eingegangen, nach "
                    f"dem Ende der Einreichungsfrist ({deutsch.datum_kurz(schluss.date())}, 18:00 Uhr); eine "
                    "verspätete Bewerbung ist nicht gültig (§ 20 Abs. 1 Satz 1, Abs. 5 Satz 2 Nr. 1 KomWO)",
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

    bis = gleichzeitig_bis(daten.wahl)
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


def alphabetisch(bewerber: Sequence[Bewerber]) -> list[Bewerber]:
    """Alphabetical by Familienname, then Vornamen, in German order (DIN 5007-1: ä like a, ß like ss,
    case ignored) – § 30 Abs. 6 KWG LSA; § 76 Abs. 3 Satz 2 KWG (SL) for proposals not in the council."""
    return sorted(bewerber, key=lambda b: (deutsch.din5007(b.familienname), deutsch.din5007(b.vornamen), b.id))


def nach_stimmen_dann_alphabetisch(daten: Wahldaten) -> list[Bewerber]:
    """§ 76 Abs. 3 KWG (Saarland): proposals of the parties and groups represented in the Gemeinderat by
    their votes at the last council election, then the others alphabetically by the candidate's name.

    Equal votes are not resolved by the statute: an Eingabefehler names them instead of guessing.
    """
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    zugelassen = [b for b in daten.bewerber if b.zugelassen is True]

    def traeger(b: Bewerber) -> str | None:
        t = b.wahlvorschlagstraeger
        return t if isinstance(t, str) else None

    vertreten = [b for b in zugelassen if traeger(b) in stimmen]
    uebrige = [b for b in zugelassen if traeger(b) not in stimmen]
    vertreten.sort(key=lambda b: -stimmen[traeger(b) or ""])
    probleme = []
    for anzahl, gruppe_iter in groupby(vertreten, key=lambda b: stimmen[traeger(b) or ""]):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            probleme.append(
                Problem(
                    "wahl.stimmen_letzte_gemeinderatswahl",
                    f"{deutsch.aufzaehlung([traeger(b) or '' for b in gruppe])} haben gleich viele Stimmen ({anzahl}); "
                    "§ 76 Abs. 3 Satz 1 KWG regelt diesen Fall nicht – bitte die von der Gemeindewahlleitung "
                    "festgelegte Reihenfolge durch die Stimmenzahlen eindeutig machen",
                )
            )
    if probleme:
        raise Eingabefehler(probleme)
    return vertreten + alphabetisch(uebrige)


def stichwahl(daten: Wahldaten) -> list[Bewerber | StichwahlBewerber]:
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
        reihenfolge = {b.id: i for i, b in enumerate(erste_wahl(daten))}
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
