"""Orders of the public notice that several Länder share, and helpers to name applicants in messages.

- :func:`alphabetisch` – by Familienname, then Vornamen, in German order (DIN 5007-1; ST § 30 Abs. 6
  KWG LSA, and the proposals outside the council in SL § 76 Abs. 3 Satz 2 KWG);
- :func:`nach_stimmen_dann_alphabetisch` – the proposals of the parties and groups represented in the
  council by their votes at its last election, then the others alphabetically (SL § 76 Abs. 3 KWG).

A Land's package names the order of its notice (``Landesrecht.reihenfolge``); one that is its own
(BW: by receipt, with a Los among simultaneous filings) lives in that package.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht.grundlagen import Rechtsstand


def pfad(daten: Wahldaten, person: Person) -> str:
    """``bewerber[2]`` / ``stichwahl_bewerber[1]`` – the person's block in the file, counted from 1."""
    for schluessel, liste in (("bewerber", daten.bewerber), ("stichwahl_bewerber", daten.stichwahl_bewerber)):
        for i, p in enumerate(liste, 1):
            if p is person:
                return f"{schluessel}[{i}]"
    raise KeyError(person.id)  # pragma: no cover - persons always come from daten


def namen(daten: Wahldaten, personen: Sequence[Person]) -> str:
    """``Anna Schäfer (bewerber[2]) und Max Mustermann (bewerber[1])``."""
    return deutsch.aufzaehlung([f"{p.name} ({pfad(daten, p)})" for p in personen])


def zugelassen(daten: Wahldaten) -> list[Bewerber]:
    """The applications with ``zugelassen = true``, in the order of the file."""
    return [b for b in daten.bewerber if b.zugelassen is True]


def alphabetisch(bewerber: Sequence[Bewerber]) -> list[Bewerber]:
    """Alphabetical by Familienname, then Vornamen, in German order (DIN 5007-1: ä like a, ß like ss,
    case ignored) – § 30 Abs. 6 KWG LSA; § 76 Abs. 3 Satz 2 KWG (SL) for proposals not in the council."""
    return sorted(bewerber, key=lambda b: (deutsch.din5007(b.familienname), deutsch.din5007(b.vornamen), b.id))


def alphabetisch_zugelassen(daten: Wahldaten, rs: Rechtsstand) -> list[Bewerber]:
    """The admitted applications alphabetically (:func:`alphabetisch`)."""
    return alphabetisch(zugelassen(daten))


def nach_stimmen_dann_alphabetisch(daten: Wahldaten, rs: Rechtsstand) -> list[Bewerber]:
    """The proposals of the parties and groups represented in the council by their votes at its last
    election, then the others alphabetically by the candidate's name (SL § 76 Abs. 3 KWG).

    Equal votes are not resolved by the statute: an Eingabefehler names them instead of guessing.
    """
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    alle = zugelassen(daten)

    def traeger(b: Bewerber) -> str | None:
        t = b.wahlvorschlagstraeger
        return t if isinstance(t, str) else None

    vertreten = [b for b in alle if traeger(b) in stimmen]
    uebrige = [b for b in alle if traeger(b) not in stimmen]
    vertreten.sort(key=lambda b: -stimmen[traeger(b) or ""])
    probleme = []
    for anzahl, gruppe_iter in groupby(vertreten, key=lambda b: stimmen[traeger(b) or ""]):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            probleme.append(
                Problem(
                    "wahl.stimmen_letzte_gemeinderatswahl",
                    f"{deutsch.aufzaehlung([traeger(b) or '' for b in gruppe])} haben gleich viele Stimmen ({anzahl}); "
                    f"{rs.reihenfolge_vorschrift} regelt diesen Fall nicht – bitte die von der Gemeindewahlleitung "
                    "festgelegte Reihenfolge durch die Stimmenzahlen eindeutig machen",
                )
            )
    if probleme:
        raise Eingabefehler(probleme)
    return vertreten + alphabetisch(uebrige)


def stichwahl_nach_stimmen(
    daten: Wahldaten, teilnahme: str, mehrheit: str, bekanntmachung: str | None
) -> list[Bewerber]:
    """The two applicants of ``[stichwahl] teilnehmer`` in the order of the Stichwahl notice: by their votes
    at the first ballot, more first, equal votes alphabetically (ST § 30a Abs. 1, 2 KWG LSA; SL § 79 KWG).

    Refused (one sentence per problem, naming the field): no ``[stichwahl]``, a participant not admitted to
    the first ballot or – where the notice states the votes (``bekanntmachung``, its citation) – without
    ``stimmen_erste_wahl``, an admitted applicant
    with more votes than a participant, and – where every admitted applicant's votes are recorded – an
    applicant with more than half of them, who is elected (then there is no Stichwahl).
    """
    if daten.stichwahl is None:
        raise Eingabefehler(
            [
                Problem(
                    "stichwahl",
                    'fehlt; der Abschnitt [stichwahl] nennt mit teilnehmer = ["…", "…"] die zwei Bewerber mit den '
                    f"höchsten Stimmenzahlen der ersten Wahl ({teilnahme})",
                )
            ]
        )
    probleme: list[Problem] = []
    teilnehmer: list[Bewerber] = []
    for i, tid in enumerate(daten.stichwahl.teilnehmer, 1):
        person = daten.person(tid)
        if not isinstance(person, Bewerber) or person.zugelassen is not True:
            probleme.append(
                Problem(
                    f"stichwahl.teilnehmer[{i}]",
                    f"„{tid}“ ({person.name}) war zur ersten Wahl nicht zugelassen; an der Stichwahl nehmen die zwei "
                    f"zugelassenen Bewerber mit den höchsten Stimmenzahlen teil ({teilnahme})",
                )
            )
            continue
        if person.stimmen_erste_wahl is None and bekanntmachung is not None:
            probleme.append(
                Problem(
                    f"{pfad(daten, person)}.stimmen_erste_wahl",
                    f"fehlt bei {person.name}; die Bekanntmachung nennt die Stimmenzahl der Personen, die an der "
                    f"Stichwahl teilnehmen ({bekanntmachung})",
                )
            )
            continue
        teilnehmer.append(person)
    if probleme:
        raise Eingabefehler(probleme)
    if any(p.stimmen_erste_wahl is None for p in teilnehmer):
        return alphabetisch(teilnehmer)
    weniger = min(p.stimmen_erste_wahl or 0 for p in teilnehmer)
    andere = [b for b in zugelassen(daten) if b.id not in daten.stichwahl.teilnehmer]
    for b in andere:
        if b.stimmen_erste_wahl is not None and b.stimmen_erste_wahl > weniger:
            probleme.append(
                Problem(
                    "stichwahl.teilnehmer",
                    f"{b.name} ({pfad(daten, b)}) hat bei der ersten Wahl {b.stimmen_erste_wahl} Stimmen, mehr als "
                    f"{weniger}; an der Stichwahl nehmen die zwei Bewerber mit den höchsten Stimmenzahlen teil "
                    f"({teilnahme})",
                )
            )
    alle = zugelassen(daten)
    if not probleme and all(b.stimmen_erste_wahl is not None for b in alle):
        gueltig = sum(b.stimmen_erste_wahl or 0 for b in alle)
        for b in alle:
            if 2 * (b.stimmen_erste_wahl or 0) > gueltig:
                probleme.append(
                    Problem(
                        "stichwahl",
                        f"{b.name} ({pfad(daten, b)}) hat {b.stimmen_erste_wahl} von {gueltig} gültigen Stimmen und "
                        f"damit mehr als die Hälfte erhalten; gewählt ist, wer mehr als die Hälfte der gültigen "
                        f"Stimmen erhalten hat ({mehrheit}) – eine Stichwahl findet nicht statt",
                    )
                )
    if probleme:
        raise Eingabefehler(probleme)
    return sorted(
        teilnehmer,
        key=lambda b: (-(b.stimmen_erste_wahl or 0), deutsch.din5007(b.familienname), deutsch.din5007(b.vornamen)),
    )


def los_um_die_stichwahl(daten: Wahldaten, teilnehmer: Sequence[Bewerber]) -> bool:
    """Whether an admitted applicant outside the Stichwahl had as many votes as a participant: then the
    Los decided who takes part (ST § 30a Abs. 1 Satz 2 KWG LSA)."""
    if any(p.stimmen_erste_wahl is None for p in teilnehmer):
        return False
    weniger = min(p.stimmen_erste_wahl or 0 for p in teilnehmer)
    ids = {p.id for p in teilnehmer}
    return any(b.stimmen_erste_wahl == weniger for b in zugelassen(daten) if b.id not in ids)
