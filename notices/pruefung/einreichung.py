"""Filing within the period (BW: § 10 Abs. 1 KomWG, § 20 Abs. 1 KomWO; the Land's citations): a late
filing cannot be cured; one before the period began must be filed again within it."""

from __future__ import annotations

from notices import deutsch
from notices.model import Bewerber
from notices.pruefung.ergebnis import Befund
from notices.pruefung.lage import Lage, zeit
from notices.recht import fristenrechnung as fristen


def pruefe_eingang(lage: Lage, b: Bewerber) -> Befund:
    """The defects of an application's receipt: not recorded, late, or before the period began."""
    v = lage.v
    befund = Befund()
    if b.eingang is None:
        befund.maengel.append(
            lage.mangel(
                "frist",
                v.eingangsvermerk,
                "Der Eingang der Bewerbung (Tag und Uhrzeit) ist nicht erfasst; ob sie fristgerecht ist, "
                "lässt sich nicht prüfen",
                lage.fristende,
                lage.entscheidung,
                erfasst=False,
            )
        )
        return befund
    if lage.frist_ende is not None and fristen.verspaetet(b.eingang, lage.frist_ende):
        befund.maengel.append(
            lage.mangel(
                "frist",
                v.frist_unheilbar,
                f"Die Bewerbung ist am {zeit(b.eingang)} eingegangen, nach Ende der Einreichungsfrist "
                f"({zeit(lage.frist_ende)}); das kann nicht behoben werden",
                None,
                lage.entscheidung,
            )
        )
    if lage.beginn is not None and b.eingang.date() < lage.beginn.datum:
        befund.maengel.append(
            lage.mangel(
                "frist",
                v.fristbeginn,
                f"Die Bewerbung ist am {zeit(b.eingang)} eingegangen, vor Beginn der Einreichungsfrist "
                f"({deutsch.datum_kurz(lage.beginn.datum)}); sie ist nicht innerhalb der Frist eingereicht "
                "und muss innerhalb der Frist erneut eingereicht werden",
                lage.fristende,
                lage.entscheidung,
            )
        )
    return befund
