"""Nordrhein-Westfalen: the order of the admitted proposals on the ballot and in the notice.

§ 19 Abs. 2 KWahlG: the notice follows § 23 Abs. 1 Satz 3; § 23 Abs. 1 Satz 3 and 4 KWahlG: "Die
Reihenfolge auf dem Stimmzettel richtet sich nach der Stimmenzahl, die die Parteien, Wählergruppen und
Einzelbewerber bei der letzten Wahl zur Vertretung des Wahlgebiets erreicht haben. Die übrigen
Wahlvorschläge schließen sich in alphabetischer Reihenfolge der Namen der Parteien, Wählergruppen und
Einzelbewerber an." (for the mayor § 75c Satz 5 KWahlO; § 32 Abs. 2 KWahlO). § 46d Abs. 5 KWahlG places a
joint proposal by the Träger with most votes, or, where none had votes, by the alphabetically first
Träger, and orders the Träger within it the same way.

Unlike the Saarland (§ 76 Abs. 3 KWG: the candidate's name for the rest), the rest is sorted by the name
of the party or group – the candidate's name only for an Einzelbewerber – and every party with votes at
the last council election ranks by them, whether it holds a seat or not.
"""

from __future__ import annotations

from itertools import groupby

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Wahldaten
from notices.recht.grundlagen import Rechtsstand
from notices.recht.ordnung import namen, pfad, zugelassen


def traeger(b: Bewerber) -> list[str]:
    """The proposing parties and groups as recorded; empty for an Einzelbewerber."""
    t = b.wahlvorschlagstraeger
    if isinstance(t, str):
        return [t]
    return list(t) if t else []


def einzelbewerber_name(b: Bewerber) -> str:
    """``Familienname, Vornamen`` – the name an Einzelbewerber is sorted by, and the key of his votes at
    the last council election in ``stimmen_letzte_gemeinderatswahl``."""
    return f"{b.familienname}, {b.vornamen}"


def traeger_geordnet(b: Bewerber, stimmen: dict[str, int]) -> list[str]:
    """The Träger of a (joint) proposal in the order of § 46d Abs. 5 Satz 2, 3 and 6 KWahlG: those with
    votes by their votes, then the others alphabetically."""
    mit = sorted((t for t in traeger(b) if t in stimmen), key=lambda t: (-stimmen[t], deutsch.din5007(t)))
    ohne = sorted((t for t in traeger(b) if t not in stimmen), key=deutsch.din5007)
    return mit + ohne


def bezeichnung(b: Bewerber, stimmen: dict[str, int]) -> str | None:
    """The proposal as the notice names it: the Träger joined by a hyphen as in the official lists
    ("SPD-BÜNDNIS 90/DIE GRÜNEN"); None for an Einzelbewerber."""
    t = traeger_geordnet(b, stimmen)
    return "-".join(t) if t else None


def _stimmen(b: Bewerber, stimmen: dict[str, int]) -> int | None:
    """The votes a proposal ranks by: its best Träger's (§ 46d Abs. 5 Satz 1), an Einzelbewerber's own."""
    t = traeger(b)
    if not t:
        return stimmen.get(einzelbewerber_name(b))
    werte = [stimmen[x] for x in t if x in stimmen]
    return max(werte) if werte else None


def _name(b: Bewerber) -> str:
    """The name a proposal without votes is sorted by (§ 23 Abs. 1 Satz 4, § 46d Abs. 5 Satz 5 KWahlG)."""
    t = traeger(b)
    if not t:
        return einzelbewerber_name(b)
    return min(t, key=deutsch.din5007)


def nach_stimmen_dann_namen(daten: Wahldaten, rs: Rechtsstand) -> list[Bewerber]:
    """The admitted proposals: those with votes at the last council election by them, then the others in
    alphabetical order of the name of the party, group or Einzelbewerber (see the module).

    What the statute leaves open is not guessed: equal votes, equal names, and a party or group named as
    Träger of more than one admitted proposal are an Eingabefehler naming them.
    """
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    alle = zugelassen(daten)
    probleme: list[Problem] = []

    gesehen: dict[str, Bewerber] = {}
    for b in alle:
        for t in traeger(b):
            if t in gesehen:
                probleme.append(
                    Problem(
                        f"{pfad(daten, b)}.wahlvorschlagstraeger",
                        f"„{t}“ ist schon Träger des Wahlvorschlags von {namen(daten, [gesehen[t]])}; die Träger "
                        "eines Wahlvorschlags dürfen keinen anderen Bewerber vorschlagen (§ 46d Abs. 3 Satz 3 KWahlG)",
                    )
                )
            else:
                gesehen[t] = b

    mit = [b for b in alle if _stimmen(b, stimmen) is not None]
    ohne = [b for b in alle if _stimmen(b, stimmen) is None]
    mit.sort(key=lambda b: -(_stimmen(b, stimmen) or 0))
    ohne.sort(key=lambda b: (deutsch.din5007(_name(b)), b.id))
    for anzahl, gruppe_iter in groupby(mit, key=lambda b: _stimmen(b, stimmen)):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            probleme.append(
                Problem(
                    "wahl.stimmen_letzte_gemeinderatswahl",
                    f"die Wahlvorschläge von {namen(daten, gruppe)} haben gleich viele Stimmen ({anzahl}); "
                    f"{rs.reihenfolge_vorschrift} regelt diesen Fall nicht – bitte die vom Wahlleiter festgesetzte "
                    "Nummernfolge durch die Stimmenzahlen eindeutig machen",
                )
            )
    for _, gruppe_iter in groupby(ohne, key=lambda b: deutsch.din5007(_name(b))):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            probleme.append(
                Problem(
                    "bewerber",
                    f"die Wahlvorschläge von {namen(daten, gruppe)} tragen denselben Namen („{_name(gruppe[0])}“); "
                    "die alphabetische Reihenfolge (§ 23 Abs. 1 Satz 4 KWahlG) ist so nicht bestimmt",
                )
            )
    if probleme:
        raise Eingabefehler(probleme)
    return mit + ohne
