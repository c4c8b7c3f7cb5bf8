"""Saarland: what its documents need beyond the declaration (texte.toml).

The sheet of the Unterstützungsverzeichnis (§ 17 KWO) names the four last Saturdays before the end of the
period on which entries are possible from 9 to 12 Uhr (§ 17 Abs. 1 Satz 2 KWO) – those after the proposal was
filed.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from notices import deutsch, recht
from notices.kalender import tag_vor
from notices.model import Bewerber, Person, Wahl, Wahldaten
from notices.recht.haken import haken


def samstage(wahl: Wahl) -> list[date]:
    """The four last Saturdays before the end of the period, on which entries are possible from 9 to 12 Uhr
    (§ 17 Abs. 1 Satz 2 KWO)."""
    regel = recht.rechtsstand(wahl).mit_rolle("unterstuetzung_bis")
    assert regel is not None  # every Saarland version declares the period of the Unterstützungsverzeichnis
    ende = tag_vor(wahl.wahltag, regel.n)
    tag = ende - timedelta(days=1)
    while tag.weekday() != 5:
        tag -= timedelta(days=1)
    return [tag - timedelta(weeks=i) for i in range(3, -1, -1)]


def eintragung(daten: Wahldaten, person: Person, fakten: dict[str, Any]) -> dict[str, Any]:
    """The Saturdays of § 17 Abs. 1 Satz 2 KWO after the day the proposal was filed (all four where it is not
    recorded)."""
    eingang = person.eingang if isinstance(person, Bewerber) else None
    tage = [t for t in samstage(daten.wahl) if eingang is None or t > eingang.date()]
    return {
        "samstage": deutsch.aufzaehlung([deutsch.datum_kurz(t) for t in tage]),
        "samstage_anzahl": {0: "keine", 1: "eine"}.get(len(tage), "mehrere"),
    }


haken("fakten", "sl.eintragung", texte=("samstage", "samstage_anzahl"))(eintragung)
