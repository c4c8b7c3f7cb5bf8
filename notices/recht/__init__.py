"""Law as code: the rule set of a Land, chosen by the Wahltag.

One module per Land (:mod:`bw`; Sachsen-Anhalt and Saarland follow) with the same small interface:
``RECHTSSTAENDE`` (dated versions, see :class:`~notices.recht.grundlagen.Rechtsstand`) and
``pruefe_termine(wahl, rechtsstand)``.
"""

from __future__ import annotations

from types import ModuleType

from notices import deutsch
from notices.fristen import Frist, berechne
from notices.model import Problem, Wahl
from notices.recht import bw
from notices.recht.grundlagen import Quorum, Rechtsstand

LAENDER: dict[str, ModuleType] = {"BW": bw}
_NAMEN = {"BW": "Baden-Württemberg", "ST": "Sachsen-Anhalt", "SL": "Saarland"}


class KeinRechtsstand(LookupError):
    """No rule set is on record for this Land and Wahltag."""


def rechtsstand(wahl: Wahl) -> Rechtsstand:
    """The version of the Land's law that governs an election on ``wahl.wahltag``."""
    modul = LAENDER.get(wahl.land)
    if modul is None:
        raise KeinRechtsstand(
            f"für {_NAMEN[wahl.land]} ist noch kein Regelsatz hinterlegt (vorhanden: Baden-Württemberg)"
        )
    for rs in modul.RECHTSSTAENDE:
        if rs.gilt_fuer(wahl.wahltag):
            return rs
    frueheste = min(rs.gilt_ab for rs in modul.RECHTSSTAENDE)
    raise KeinRechtsstand(
        f"für Wahltage vor dem {deutsch.datum_kurz(frueheste)} ist für {_NAMEN[wahl.land]} kein Rechtsstand hinterlegt"
    )


def pruefe_termine(wahl: Wahl) -> list[Problem]:
    """The election's dates checked against its Land's law; an empty list when they are valid."""
    try:
        rs = rechtsstand(wahl)
    except KeinRechtsstand as e:
        pfad = "wahl.land" if wahl.land not in LAENDER else "wahl.wahltag"
        return [Problem(pfad, str(e))]
    return LAENDER[wahl.land].pruefe_termine(wahl, rs)


def fristen(wahl: Wahl) -> list[Frist]:
    """Every deadline of the election, in date order, each with its citation and arithmetic."""
    return berechne(wahl, rechtsstand(wahl))


def quorum(wahl: Wahl, amtsinhaber: bool = False) -> Quorum:
    """Support signatures required for an application (BW: § 10 Abs. 2 KomWG)."""
    return rechtsstand(wahl).quorum(wahl.einwohnerzahl, amtsinhaber)


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
