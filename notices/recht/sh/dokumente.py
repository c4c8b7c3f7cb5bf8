"""Schleswig-Holstein: the rows of the notice of the admitted proposals (§ 77 Abs. 1 GKWO) and the address in
the head of the Formblatt (§ 75 Abs. 1 Nr. 1 GKWO).

"Die Bekanntmachung enthält die in § 74 Absatz 2 bezeichneten Angaben; statt des Geburtsdatums ist jeweils nur
das Geburtsjahr der Bewerberin oder des Bewerbers, statt der Anschrift ist nur die Postleitzahl und der Wohnort
anzugeben." – so, beside the shared particulars, the Staatsangehörigkeit and the Postleitzahl; under an
Auskunftssperre proven by the admission, the Postleitzahl and the place of the Erreichbarkeitsanschrift.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from notices.dokumente.bausteine import anschrift_text, staatsangehoerigkeit_text, wahlvorschlag, zeile
from notices.model import Anschrift, Person, Wahldaten
from notices.recht.haken import haken

if TYPE_CHECKING:
    from notices.dokumente.bekanntmachung import Bekanntmachung


def sichtbare_anschrift(p: Person) -> Anschrift:
    """The Anschrift (Hauptwohnung), or the Erreichbarkeitsanschrift under an Auskunftssperre."""
    if p.auskunftssperre and p.erreichbarkeitsanschrift is not None:
        return p.erreichbarkeitsanschrift
    return p.anschrift


def postleitzahl_und_ort(p: Person) -> str:
    """``24999 Musterwiek`` – the Postleitzahl and the Wohnort, or those of the Erreichbarkeitsanschrift under an
    Auskunftssperre (§ 77 Abs. 1 Satz 3 und 4 GKWO); never the street."""
    a = sichtbare_anschrift(p)
    return f"{a.plz} {a.ort}"


def bekanntmachung_fakten(bm: Bekanntmachung, fakten: dict[str, Any]) -> dict[str, Any]:
    """The rows of § 77 Abs. 1 GKWO, in the order of the notice."""
    zeilen = []
    for nr, p in enumerate(bm.bewerber, 1):
        z: dict[str, Any] = zeile(nr, p)
        z["ort"] = postleitzahl_und_ort(p)
        z["staatsangehoerigkeit"] = staatsangehoerigkeit_text(p)
        z["wahlvorschlag"] = wahlvorschlag(p) or "Selbstbewerbung"
        zeilen.append(z)
    return {"zeilen": zeilen}


haken("fakten", "sh.bekanntmachung", texte=())(bekanntmachung_fakten)


def formblatt_fakten(daten: Wahldaten, person: Person, fakten: dict[str, Any]) -> dict[str, Any]:
    """The address in the head of the Formblatt: the Anschrift (Hauptwohnung), under an Auskunftssperre the
    Erreichbarkeitsanschrift (§ 75 Abs. 1 Nr. 1 GKWO, Anlage 11: "Anschrift (Hauptwohnung) oder
    Erreichbarkeitsanschrift") – the sheet goes to every signer, so the protected address never appears on it."""
    return {"formblatt_anschrift": anschrift_text(sichtbare_anschrift(person))}


haken("fakten", "sh.formblatt", texte=("formblatt_anschrift",))(formblatt_fakten)
