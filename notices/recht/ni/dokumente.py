"""Niedersachsen: the place in the head of the Formblatt (Anlage 6a, § 32 Abs. 2 NKWO) – the Wohnort, under an
Auskunftssperre the place of the Erreichbarkeitsanschrift, as in the notice (R-NI-06): the sheet goes to every
signer."""

from __future__ import annotations

from typing import Any

from notices.model import Person, Wahldaten
from notices.recht.haken import haken


def formblatt_fakten(daten: Wahldaten, person: Person, fakten: dict[str, Any]) -> dict[str, Any]:
    """``formblatt_ort``: the Wohnort, or the place of the Erreichbarkeitsanschrift under an Auskunftssperre."""
    a = person.anschrift
    if person.auskunftssperre and person.erreichbarkeitsanschrift is not None:
        a = person.erreichbarkeitsanschrift
    return {"formblatt_ort": a.ort}


haken("fakten", "ni.formblatt", texte=("formblatt_ort",))(formblatt_fakten)
