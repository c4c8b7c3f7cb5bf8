"""Brandenburg: what the Unterschriftenliste (§ 28a Abs. 4 i. V. m. § 70 Abs. 5 BbgKWahlG) needs beyond the
declaration – the place of the person in its head (the Wohnort, under an Auskunftssperre the place of the
Erreichbarkeitsanschrift, as in the notice: the list goes to every signer) and the moment by which the list must
be at the Wahlbehörde (the rule of the role ``unterstuetzung_bis``: 16 Uhr of the 67th day, of the 39th before
25.05.2014)."""

from __future__ import annotations

from typing import Any

from notices import deutsch, recht
from notices.model import Person, Wahldaten
from notices.recht.fristenrechnung import mit_rolle
from notices.recht.haken import haken


def formblatt_fakten(daten: Wahldaten, person: Person, fakten: dict[str, Any]) -> dict[str, Any]:
    """``formblatt_ort`` and ``unterstuetzung_bis``: "Mittwoch, 20. Mai 2026, 16:00 Uhr" – empty while the Wahltag's
    deadline is not dated (then the sentence of the form names the rule instead)."""
    a = person.anschrift
    if person.auskunftssperre and person.erreichbarkeitsanschrift is not None:
        a = person.erreichbarkeitsanschrift
    frist = mit_rolle(recht.fristen(daten.wahl), "unterstuetzung_bis")
    bis = ""
    if frist is not None:
        bis = deutsch.datum_lang(frist.datum)
        if frist.uhrzeit is not None:
            bis += f", {deutsch.uhrzeit(frist.uhrzeit)}"
    return {"formblatt_ort": a.ort, "unterstuetzung_bis": bis}


haken("fakten", "bb.formblatt", texte=("formblatt_ort", "unterstuetzung_bis"))(formblatt_fakten)
