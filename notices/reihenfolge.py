"""The order of the admitted applicants in the public notices and in the Prüfbericht, as the Land's law
prescribes it – the one place the program asks it.

The order is the Land's business (the ``reihenfolge`` of its version; BW: by receipt with a Los among
simultaneous filings, ST: alphabetical, SL: council parties by their votes, then alphabetical): each
function here takes the rule the version declares and calls its hook (the shared ones in
:mod:`notices.recht.ordnung`, a Land's own in its ``haken``). Only applications with ``zugelassen = true``
are listed; a missing decision is left out and named by :func:`offene_zulassungen` for a warning.
"""

from __future__ import annotations

from notices import recht
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht import haken
from notices.recht.grundlagen import Reihenfolgebericht


def erste_wahl(daten: Wahldaten) -> list[Bewerber]:
    """The admitted applications for the first ballot in the order of the public notice.

    Raises an Eingabefehler naming the applicants where the order cannot be established from the
    data (BW: a missing time of receipt or Los, a late filing marked as admitted).
    """
    rs = recht.rechtsstand(daten.wahl)
    return haken.finde("ordnung", rs.reihenfolge.art)(daten, rs, rs.reihenfolge)


def stichwahl(daten: Wahldaten) -> list[Person]:
    """The persons taking part in the Stichwahl in the order of its public notice.

    Raises an Eingabefehler where the Land's law has no such notice on record, or where the data does
    not establish the order.
    """
    rs = recht.rechtsstand(daten.wahl)
    o = rs.stichwahl_reihenfolge
    if o is None:  # pragma: no cover - callers ask the Land's documents first
        land = recht.land(daten.wahl.land)
        raise Eingabefehler(
            [Problem("wahl.land", f"eine Bekanntmachung zur Stichwahl ist {land.fuer} nicht hinterlegt")]
        )
    return haken.finde("stichwahlordnung", o.art)(daten, rs, o)


def im_bericht(daten: Wahldaten) -> Reihenfolgebericht | None:
    """What the Prüfbericht says about the order of the first ballot's notice, where the Land's order has a
    hook for it (BW: simultaneous filings and the Los, § 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO); else None."""
    rs = recht.rechtsstand(daten.wahl)
    if rs.reihenfolge.bericht is None:
        return None
    return haken.finde("bericht", rs.reihenfolge.bericht)(daten, rs, rs.reihenfolge)


def offene_zulassungen(daten: Wahldaten, *, stichwahl: bool = False) -> list[Person]:
    """Applications without a decision on their admission (``zugelassen`` missing): not listed."""
    if stichwahl:
        ids = daten.stichwahl.teilnehmer if daten.stichwahl else []
        return [p for p in daten.stichwahl_bewerber if p.id in ids and p.zugelassen is None]
    return [b for b in daten.bewerber if b.zugelassen is None]
