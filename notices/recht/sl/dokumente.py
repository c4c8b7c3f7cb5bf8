"""Saarland: the wording of the public notices (§ 76 Abs. 3 to 5, § 74 Abs. 4 KWG).

- The notice of the admitted proposals (§ 76 Abs. 3 KWG: by the 48th day; the council parties by their
  votes, then the others alphabetically; a column with the proposal); with none, the notice that the
  election does not take place (§ 76 Abs. 4 KWG).
- The notices that the election does not take place (§ 76 Abs. 4 and 5 KWG), with what follows.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from notices import recht
from notices.dokumente import Dokument
from notices.dokumente.bausteine import wahlvorschlag
from notices.dokumente.bekanntmachung import (
    Bekanntmachung,
    Entfall,
    Zulassungstexte,
    entfall_ansicht,
    zulassung_ansicht,
)
from notices.model import Person, Wahldaten

WAHL_ENTFAELLT: dict[str, Entfall] = {
    "kein-wahlvorschlag": Entfall(
        "Es ist kein gültiger Wahlvorschlag eingereicht worden; die Wahl findet nicht statt (§ 76 Abs. 4 Satz 1 KWG).",
        (
            "Die Bürgermeisterin oder der Bürgermeister wird in diesem Fall nach den Bestimmungen des "
            "Kommunalselbstverwaltungsgesetzes gewählt (§ 76 Abs. 4 Satz 2 KWG).",
        ),
        "§ 76 Abs. 4 KWG",
        "bekanntmachung_keine_wahl_spaetestens",
        zugelassen=0,
    ),
    "bewerber-verstorben": Entfall(
        "Eine Bewerberin oder ein Bewerber ist nach der Zulassung des Wahlvorschlags, aber vor der Wahl "
        "gestorben oder hat die Wählbarkeit verloren; die Wahl findet nicht statt (§ 76 Abs. 5 Satz 1 KWG).",
        (
            "Die Wahl ist innerhalb von drei Monaten nach dem Termin der ausgefallenen Wahl nachzuholen "
            "(§ 76 Abs. 5 Satz 2 KWG).",
        ),
        "§ 76 Abs. 5 KWG",
    ),
}
"""The cases in which the election does not take place (§ 76 Abs. 4, 5 KWG), by the name of ``--wahl-entfaellt``."""

_NICHT = "findet nicht statt"


def bekanntmachung(bm: Bekanntmachung, datum: date) -> Dokument:
    """The notice of the admitted proposals (§ 76 Abs. 3 KWG)."""
    texte = Zulassungstexte(
        ausschuss="der Gemeindewahlausschuss",
        was="Wahlvorschläge",
        zulassung="§ 76 KWG",
        rechtsgrundlagen="§ 76 Abs. 3 und 4, § 74 Abs. 4, § 22 Abs. 2 KWG",
        mehrheit="Gewählt ist, wer mehr als die Hälfte der gültigen Stimmen erhalten hat.",
        stichwahl="Erhält keine Person mehr als die Hälfte der gültigen Stimmen, findet am {tag} eine "
        "Stichwahl statt (§ 74 Abs. 4 KWG).",
        reihenfolge="Die Wahlvorschläge der im Gemeinderat vertretenen Parteien und Wählergruppen sind nach ihrer "
        "Stimmenzahl bei der letzten Gemeinderatswahl aufgeführt, die übrigen in alphabetischer Reihenfolge "
        "der Bewerbernamen (§ 76 Abs. 3 Satz 1 und 2 KWG).",
        ort_hinweis="Angegeben ist der Wohnort; bei einer Auskunftssperre im Melderegister anstelle des Wohnorts "
        "der Ort der Erreichbarkeitsanschrift.",
        mit_wahlvorschlag=True,
        ohne_zulassung=WAHL_ENTFAELLT["kein-wahlvorschlag"],
        ohne_zulassung_wort=_NICHT,
        betreff=f"Öffentliche Bekanntmachung nach {recht.rechtsstand(bm.daten.wahl).reihenfolge_vorschrift}",
    )
    return zulassung_ansicht(bm, datum, texte)


def bewerber_json(p: Person) -> dict[str, Any]:
    """The proposing party or Wählergruppe (None: an Einzelbewerber)."""
    return {"wahlvorschlag": wahlvorschlag(p)}


def wahl_entfaellt(daten: Wahldaten, e: Entfall, grund: str | None, datum: date) -> Dokument:
    """The notice that the election does not take place (§ 76 Abs. 4, 5 KWG), with what follows."""
    return entfall_ansicht(daten, e, grund, datum, _NICHT, list(e.folge))
