"""Sachsen: the rows of the notice of the admitted proposals (§ 7 Abs. 3 KomWG, § 20 Abs. 1 SächsKomWO).

Each row: the Bezeichnung (an Einzelbewerber's Familienname), Familienname, Vornamen, Beruf oder Stand, the
Geburtsjahr instead of the day of birth, and the Postleitzahl and Wohnort instead of the address – under an
Auskunftssperre those of the Erreichbarkeitsanschrift (§ 20 Abs. 1 Satz 5 SächsKomWO; the full address a candidate
may ask for in Anlage 17 is not in the data, so it is never printed; R-SN-07).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from notices import deutsch
from notices.model import Person
from notices.recht.haken import haken
from notices.recht.sn.haken import bezeichnung

if TYPE_CHECKING:
    from notices.dokumente.bekanntmachung import Bekanntmachung


def plz_und_ort(p: Person) -> str:
    """Postleitzahl and Wohnort; under an Auskunftssperre those of the Erreichbarkeitsanschrift (§ 20 Abs. 1 Satz 5
    SächsKomWO: "die Angabe eines Postfaches genügt nicht" – refused when the data load)."""
    a = p.erreichbarkeitsanschrift if p.auskunftssperre and p.erreichbarkeitsanschrift is not None else p.anschrift
    return f"{a.plz} {a.ort}"


def _zeile(nr: int, p: Person) -> dict[str, Any]:
    return {
        "nr": str(nr),
        "wahlvorschlag": bezeichnung(p),
        "familienname": deutsch.familienname_mit_doktorgrad(p),
        "vornamen": p.vornamen,
        "beruf": p.beruf,
        "geburtsjahr": str(p.geburtsdatum.year),
        "ort": plz_und_ort(p),
    }


def bekanntmachung_fakten(bm: Bekanntmachung, fakten: dict[str, Any]) -> dict[str, Any]:
    """The rows of § 20 Abs. 1 SächsKomWO in the order of § 19 Abs. 5 bis 7 (numbered for reading only: a
    Bürgermeisterwahl has no Wahlvorschlagsnummern, § 25 Abs. 1 SächsKomWO)."""
    return {"zeilen": [_zeile(nr, p) for nr, p in enumerate(bm.bewerber, 1)]}


haken("fakten", "sn.bekanntmachung", texte=())(bekanntmachung_fakten)
