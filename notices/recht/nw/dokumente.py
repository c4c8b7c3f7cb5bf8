"""Nordrhein-Westfalen: what its documents need beyond the declaration (texte.toml).

The notice of the admitted proposals (§ 19 KWahlG, § 75b Abs. 7 KWahlO) has its own columns: the proposal as the
ballot names it (the Träger joined by a hyphen, § 46d Abs. 5 KWahlG), the Geburtsort, the Wohnort with
Postleitzahl and the E-Mail-Adresse or Postfach; a notice without them is refused (one sentence per gap).
The texts of the notice and the forms are in the declaration (``texte.toml``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht.haken import haken
from notices.recht.ordnung import bezeichnung, pfad

if TYPE_CHECKING:
    from notices.dokumente.bekanntmachung import Bekanntmachung


def _ort(p: Person) -> str:
    """Wohnort mit Postleitzahl; under an Auskunftssperre the Gemeinde of the Erreichbarkeitsanschrift
    with its Postleitzahl (§ 75b Abs. 7 Satz 2 i. V. m. § 30 KWahlO)."""
    a = p.erreichbarkeitsanschrift if p.auskunftssperre and p.erreichbarkeitsanschrift is not None else p.anschrift
    return f"{a.plz} {a.ort}"


def fehlende_angaben(p: Person) -> list[tuple[str, str]]:
    """What § 75b Abs. 7 KWahlO asks of the notice that the data file does not hold for this person:
    (key, name of the particular)."""
    fehlt = []
    if not p.geburtsort:
        fehlt.append(("geburtsort", "den Geburtsort"))
    if not p.email_oder_postfach:
        fehlt.append(("email_oder_postfach", "die E-Mail-Adresse oder das Postfach"))
    return fehlt


def _pruefe_angaben(daten: Wahldaten, personen: list[Person]) -> None:
    """Refuse a notice without the particulars § 75b Abs. 7 KWahlO prescribes: one sentence per gap."""
    probleme = [
        Problem(
            f"{pfad(daten, p)}.{schluessel}",
            f"fehlt für {p.name}; die Bekanntmachung nennt {was} jedes Bewerbers (§ 75b Abs. 7 Satz 1 KWahlO) – "
            "bitte aus dem Wahlvorschlag (Anlage 11d) ergänzen",
        )
        for p in personen
        for schluessel, was in fehlende_angaben(p)
    ]
    if probleme:
        raise Eingabefehler(probleme)


def _zeile(nr: int, p: Person, stimmen: dict[str, int]) -> dict[str, Any]:
    """One proposal's row: only what § 75b Abs. 7 KWahlO lets the notice show."""
    wahlvorschlag = bezeichnung(p, stimmen) if isinstance(p, Bewerber) else None
    return {
        "nr": f"{nr}.",
        "wahlvorschlag": wahlvorschlag or "Einzelbewerber",
        "familienname": deutsch.familienname_mit_doktorgrad(p),
        "vornamen": p.vornamen,
        "beruf": p.beruf,
        "geburtsjahr": str(p.geburtsdatum.year),
        "geburtsort": p.geburtsort or "",
        "ort": _ort(p),
        # an e-mail address may break after its "@" (never inside a name); a Postfach at its spaces
        "kontakt": re.split(r"(?<=@)", p.email_oder_postfach or ""),
    }


def bekanntmachung_fakten(bm: Bekanntmachung, fakten: dict[str, Any]) -> dict[str, Any]:
    """The rows of § 75b Abs. 7 KWahlO; refused where a particular is missing."""
    _pruefe_angaben(bm.daten, list(bm.bewerber))
    stimmen = bm.daten.wahl.stimmen_letzte_gemeinderatswahl
    return {"zeilen": [_zeile(nr, p, stimmen) for nr, p in enumerate(bm.bewerber, 1)]}


haken("fakten", "nw.bekanntmachung", texte=())(bekanntmachung_fakten)
