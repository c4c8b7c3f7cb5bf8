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
