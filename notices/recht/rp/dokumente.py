"""Rheinland-Pfalz: what its documents need beyond the declaration (texte.toml).

The notice of the admitted proposals (§ 62 Abs. 5 KWG: "mit Nummern zu versehen und bekanntzumachen") shows for
each proposal its number, the party or group – a joint proposal's participants joined by "/" as published
("CDU/FWG", Ludwigshafen 2025) – or, for an Einzelbewerber, his Familienname as Kennwort (§ 62 Abs. 3 Satz 3),
Familienname, Vornamen, Beruf and the Wohnort with Postleitzahl – not the street: since the law of 24.05.2023 the
ballot shows Postleitzahl and Wohnort only, and the notice shows no more (R-RP-06).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from notices import deutsch
from notices.model import Person
from notices.recht.haken import haken
from notices.recht.ordnung import traeger

if TYPE_CHECKING:
    from notices.dokumente.bekanntmachung import Bekanntmachung


def _zeile(nr: int, p: Person) -> dict[str, Any]:
    t = traeger(p)  # type: ignore[arg-type]
    a = p.erreichbarkeitsanschrift if p.auskunftssperre and p.erreichbarkeitsanschrift is not None else p.anschrift
    return {
        "nr": f"{nr}.",
        "wahlvorschlag": "/".join(t) if t else p.familienname,
        "einzelbewerber": not t,
        "familienname": deutsch.familienname_mit_doktorgrad(p),
        "vornamen": p.vornamen,
        "beruf": p.beruf,
        "wohnort": f"{a.plz} {a.ort}",
    }


def bekanntmachung_fakten(bm: Bekanntmachung, fakten: dict[str, Any]) -> dict[str, Any]:
    """The rows of § 62 Abs. 5 KWG in the order of the notice."""
    return {"zeilen": [_zeile(nr, p) for nr, p in enumerate(bm.bewerber, 1)]}


haken("fakten", "rp.bekanntmachung", texte=())(bekanntmachung_fakten)
