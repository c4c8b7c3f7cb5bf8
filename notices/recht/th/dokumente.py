"""Thüringen: the rows of the notice of the admitted proposals (§ 18 Abs. 1 ThürKWG, § 23 ThürKWO).

Each row: the Listennummer (the place in the order of § 18 Abs. 2 ThürKWG), the Kennwort (an Einzelbewerber's
Nachname), Name, Vorname, Beruf, the Geburtsjahr instead of the day of birth, and the Postleitzahl and Wohnort
instead of the address – under an Auskunftssperre those of the Erreichbarkeitsanschrift (§ 23 Abs. 1 ThürKWO;
"Die vollständige Anschrift wird nur auf Wunsch der Bewerber veröffentlicht", § 18 Abs. 1 Satz 3 ThürKWG: such a
wish is not in the data, so it is never printed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from notices import deutsch
from notices.model import Person
from notices.recht.haken import haken
from notices.recht.th.haken import kennwort

if TYPE_CHECKING:
    from notices.dokumente.bekanntmachung import Bekanntmachung


def plz_und_ort(p: Person) -> str:
    """Postleitzahl and Wohnort; under an Auskunftssperre those of the Erreichbarkeitsanschrift (§ 23 Abs. 1 Satz 2
    ThürKWO; a Postfach is refused when the data load)."""
    a = p.erreichbarkeitsanschrift if p.auskunftssperre and p.erreichbarkeitsanschrift is not None else p.anschrift
    return f"{a.plz} {a.ort}"


def _zeile(nr: int, p: Person) -> dict[str, Any]:
    return {
        "nr": str(nr),
        "wahlvorschlag": kennwort(p),
        "familienname": deutsch.familienname_mit_doktorgrad(p),
        "vornamen": p.vornamen,
        "beruf": p.beruf,
        "geburtsjahr": str(p.geburtsdatum.year),
        "ort": plz_und_ort(p),
    }


def bekanntmachung_fakten(bm: Bekanntmachung, fakten: dict[str, Any]) -> dict[str, Any]:
    """The rows of § 23 Abs. 1 ThürKWO, numbered by their Listennummern."""
    return {"zeilen": [_zeile(nr, p) for nr, p in enumerate(bm.bewerber, 1)]}


haken("fakten", "th.bekanntmachung", texte=())(bekanntmachung_fakten)
