"""Law as code: the rule set of a Land, chosen by the Wahltag.

One module per Land (:mod:`bw`, :mod:`st`, :mod:`sl`) with the same small interface:

- ``RECHTSSTAENDE``: dated versions (:class:`~notices.recht.grundlagen.Rechtsstand`), each with its
  deadlines as data, its quorum rule, its order rule and citations;
- ``pruefe_termine(wahl, rechtsstand) -> list[Problem]``: the Land's checks of the election dates;
- ``quorum(wahl, rechtsstand, amtsinhaber, bewerber) -> Quorum``: support signatures required.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Problem
from notices.fristen import Frist, berechne
from notices.recht import bw, sl, st
from notices.recht.grundlagen import Quorum, Rechtsstand

if TYPE_CHECKING:
    from notices.model import Person, Wahl

LAENDER: dict[str, ModuleType] = {"BW": bw, "ST": st, "SL": sl}
NAMEN = {"BW": "Baden-Württemberg", "ST": "Sachsen-Anhalt", "SL": "Saarland"}


def fuer(land: str) -> str:
    """``für Sachsen-Anhalt``, ``für das Saarland`` – the Land after "für", with its article."""
    return f"für {'das ' if land == 'SL' else ''}{NAMEN[land]}"


class KeinRechtsstand(LookupError):
    """No rule set is on record for this Land and Wahltag."""

    def __init__(self, pfad: str, text: str) -> None:
        self.pfad = pfad
        super().__init__(text)


def rechtsstand(wahl: Wahl) -> Rechtsstand:
    """The version of the Land's law that governs the election.

    Chosen by ``wahl.wahltag``, unless the data file names one (``[wahl] rechtsstand``, for
    transitional rules such as § 156 Abs. 4 KVG LSA).
    """
    modul = LAENDER.get(wahl.land)
    if modul is None:  # pragma: no cover - the model admits only known Länder
        raise KeinRechtsstand("wahl.land", f"für „{wahl.land}“ ist kein Regelsatz hinterlegt")
    if wahl.rechtsstand is not None:
        for rs in modul.RECHTSSTAENDE:
            if rs.kennung == wahl.rechtsstand:
                return rs
        bekannt = ", ".join(rs.kennung for rs in modul.RECHTSSTAENDE)
        raise KeinRechtsstand(
            "wahl.rechtsstand", f"„{wahl.rechtsstand}“ ist {fuer(wahl.land)} nicht bekannt; bekannt: {bekannt}"
        )
    for rs in modul.RECHTSSTAENDE:
        if rs.gilt_fuer(wahl.wahltag):
            return rs
    frueheste = min(rs.gilt_ab for rs in modul.RECHTSSTAENDE)
    raise KeinRechtsstand(
        "wahl.wahltag",
        f"für Wahltage vor dem {deutsch.datum_kurz(frueheste)} ist {fuer(wahl.land)} kein Rechtsstand hinterlegt",
    )


def pruefe_termine(wahl: Wahl) -> list[Problem]:
    """The election's dates checked against its Land's law; an empty list when they are valid."""
    try:
        rs = rechtsstand(wahl)
    except KeinRechtsstand as e:
        return [Problem(e.pfad, str(e))]
    return LAENDER[wahl.land].pruefe_termine(wahl, rs)


def fristen(wahl: Wahl) -> list[Frist]:
    """Every deadline of the election, in date order, each with its citation and arithmetic."""
    return berechne(wahl, rechtsstand(wahl))


def quorum(wahl: Wahl, amtsinhaber: bool = False, bewerber: Person | None = None) -> Quorum:
    """Support signatures required for an application, by the Land's law on the Wahltag.

    ``bewerber`` lets the Land apply its exemptions (ST: Ortsvorsteher, party support; SL: parties in
    the Gemeinderat); ``amtsinhaber`` defaults to the applicant's own flag. May raise an
    :class:`~notices.fehler.Eingabefehler` when the data the Land counts from is missing.
    """
    amtsinhaber = amtsinhaber or bool(getattr(bewerber, "amtsinhaber", False))
    return LAENDER[wahl.land].quorum(wahl, rechtsstand(wahl), amtsinhaber, bewerber)


def hinweise(wahl: Wahl) -> list[str]:
    """Warnings about the data that do not make it invalid (e.g. a late advertisement)."""
    ergebnis = []
    frist = {f.id: f for f in fristen(wahl)}
    aus = wahl.stellenausschreibung
    spaet = frist.get("stellenausschreibung_spaetestens")
    if aus is not None and spaet is not None and aus > spaet.datum:
        ergebnis.append(
            f"wahl.stellenausschreibung: {deutsch.datum_kurz(aus)} liegt nach dem "
            f"{deutsch.datum_kurz(spaet.datum)}; die Stelle ist spätestens zwei Monate vor dem "
            f"Wahltag auszuschreiben ({spaet.vorschrift})."
        )
    return ergebnis
