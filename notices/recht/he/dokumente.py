"""Hessen: what its documents need beyond the declaration (texte.toml).

The notice of the admitted proposals (§ 26 KWO, for the Direktwahl by § 41 KWG) shows for each proposal "die in
§ 23 Abs. 1 Satz 2 Nr. 1 bis 3 bezeichneten Angaben mit den Maßgaben, dass für die Bewerber 1. statt des Tages der
Geburt nur das jeweilige Geburtsjahr, … 3. im Falle eines Nachweises nach § 15 Abs. 5 … statt der Anschrift die
Erreichbarkeitsanschrift angegeben wird": the party or group (an Einzelbewerber's proposal bears his Familienname
as Kennwort, § 45 Abs. 1 Satz 2 KWG), Familienname, Rufname, "Frau" or "Herr", Beruf oder Stand, Geburtsjahr,
Geburtsort and Anschrift (Hauptwohnung). A notice without the Geburtsort is refused, one sentence per gap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Person
from notices.recht.haken import haken
from notices.recht.ordnung import pfad, traeger

if TYPE_CHECKING:
    from notices.dokumente.bekanntmachung import Bekanntmachung


def anschrift(p: Person) -> str:
    """The Anschrift (Hauptwohnung), or where an Auskunftssperre is proven the Erreichbarkeitsanschrift (§ 26 Satz 2
    Nr. 3 KWO, § 46 Abs. 1 Satz 3 KWG)."""
    a = p.erreichbarkeitsanschrift if p.auskunftssperre and p.erreichbarkeitsanschrift is not None else p.anschrift
    return f"{a.strasse}, {a.plz} {a.ort}"


def _zeile(nr: int, p: Person) -> dict[str, Any]:
    t = traeger(p)  # type: ignore[arg-type]
    return {
        "nr": f"{nr}.",
        "wahlvorschlag": t[0] if t else p.familienname,
        "einzelbewerber": not t,
        "familienname": deutsch.familienname_mit_doktorgrad(p),
        "vornamen": p.vornamen,
        "zusatz": p.anrede or "",
        "kuenstlername": p.kuenstlername or "",
        "beruf": p.beruf,
        "geburtsjahr": str(p.geburtsdatum.year),
        "geburtsort": p.geburtsort or "",
        "anschrift": anschrift(p),
    }


def bekanntmachung_fakten(bm: Bekanntmachung, fakten: dict[str, Any]) -> dict[str, Any]:
    """The rows of § 26 KWO; refused where a Geburtsort is missing (the notice names it)."""
    probleme = [
        Problem(
            f"{pfad(bm.daten, p)}.geburtsort",
            f"fehlt für {p.name}; die Bekanntmachung der Wahlvorschläge nennt den Geburtsort jedes Bewerbers "
            "(§ 26 Satz 2 i. V. m. § 23 Abs. 1 Satz 2 Nr. 2 KWO) – bitte aus dem Wahlvorschlag ergänzen",
        )
        for p in bm.bewerber
        if not p.geburtsort
    ]
    if probleme:
        raise Eingabefehler(probleme)
    return {"zeilen": [_zeile(nr, p) for nr, p in enumerate(bm.bewerber, 1)]}


haken("fakten", "he.bekanntmachung", texte=())(bekanntmachung_fakten)
