"""Sachsen-Anhalt: the wording of the public notices (§ 30 Abs. 5–8, § 30a KWG LSA).

- The notice of the admitted applications (§ 30 Abs. 6 KWG LSA: unverzüglich, alphabetical); with none
  admitted, the notice that the election failed (§ 30 Abs. 7 KWG LSA).
- The notices that the election failed (§ 30 Abs. 7 Satz 1 Nr. 1 to 3 KWG LSA), with what follows.
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

_NEUE_WAHL = "Es ist eine neue Wahl durchzuführen (§ 30 Abs. 7 Satz 3 KWG LSA)."

WAHL_ENTFAELLT: dict[str, Entfall] = {
    "keine-bewerbung": Entfall(
        "Der Wahlausschuss hat das Scheitern der Wahl festgestellt: Es ist keine Bewerbung fristgerecht "
        "eingereicht oder zugelassen worden (§ 30 Abs. 7 Satz 1 Nr. 1 KWG LSA).",
        ("Der Wahltermin wird abgesagt (§ 30 Abs. 7 Satz 2 KWG LSA).", _NEUE_WAHL),
        "§ 30 Abs. 7 Satz 1 Nr. 1, Satz 2 bis 4 KWG LSA",
        zugelassen=0,
    ),
    "einziger-bewerber": Entfall(
        "Der Wahlausschuss hat das Scheitern der Wahl festgestellt: Es wurde nur ein Bewerber zugelassen, und "
        "dieser ist verstorben oder hat die Wählbarkeit verloren (§ 30 Abs. 7 Satz 1 Nr. 2 KWG LSA).",
        ("Der Wahltermin wird abgesagt (§ 30 Abs. 7 Satz 2 KWG LSA).", _NEUE_WAHL),
        "§ 30 Abs. 7 Satz 1 Nr. 2, Satz 2 bis 4 KWG LSA",
        zugelassen=1,
    ),
    "annahme-abgelehnt": Entfall(
        "Der Wahlausschuss hat das Scheitern der Wahl festgestellt: Der gewählte Bewerber nimmt die Wahl nicht "
        "an (§ 30 Abs. 7 Satz 1 Nr. 3 KWG LSA).",
        (_NEUE_WAHL,),
        "§ 30 Abs. 7 Satz 1 Nr. 3, Satz 3 und 4 KWG LSA",
    ),
}
"""The cases in which the election fails (§ 30 Abs. 7 Satz 1 KWG LSA), by the name of ``--wahl-entfaellt``."""

_GESCHEITERT = "ist gescheitert"


def _folge(daten: Wahldaten, e: Entfall) -> list[str]:
    folge = list(e.folge)
    if daten.wahl.amt == "Ortsvorsteher":
        folge[-1] = (
            "Vorbehaltlich § 88 Abs. 1 des Kommunalverfassungsgesetzes ist eine neue Wahl durchzuführen "
            "(§ 30 Abs. 7 Satz 3 KWG LSA)."
        )
    return folge


def bekanntmachung(bm: Bekanntmachung, datum: date) -> Dokument:
    """The notice of the admitted applications (§ 30 Abs. 5 and 6 KWG LSA)."""
    s_text = (
        "Erhält keine Person mehr als die Hälfte der gültigen Stimmen, findet am {tag} eine "
        "Stichwahl zwischen den zwei Bewerbern mit den höchsten Stimmenzahlen statt (§ 30a KWG LSA)."
    )
    texte = Zulassungstexte(
        ausschuss="der Wahlausschuss",
        was="Bewerbungen",
        zulassung="§ 30 Abs. 5 KWG LSA",
        rechtsgrundlagen="§ 30 Abs. 5 bis 8, § 30a KWG LSA",
        mehrheit="Gewählt ist, wer mehr als die Hälfte der abgegebenen gültigen Stimmen erhalten hat "
        "(§ 30 Abs. 8 KWG LSA).",
        stichwahl=s_text,
        reihenfolge="Die Bewerbungen sind in alphabetischer Reihenfolge der Familiennamen und Vornamen aufgeführt "
        "(§ 30 Abs. 6 KWG LSA).",
        ort_hinweis="Angegeben ist der Wohnort; bei einer Auskunftssperre im Melderegister anstelle des Wohnorts "
        "der Ort der Erreichbarkeitsanschrift.",
        mit_wahlvorschlag=False,
        ohne_zulassung=WAHL_ENTFAELLT["keine-bewerbung"],
        ohne_zulassung_wort=_GESCHEITERT,
        betreff=f"Öffentliche Bekanntmachung nach {recht.rechtsstand(bm.daten.wahl).reihenfolge_vorschrift}",
    )
    return zulassung_ansicht(bm, datum, texte)


def bewerber_json(p: Person) -> dict[str, Any]:
    """The supporting party or Wählergruppe of an applicant (None: an Einzelbewerber)."""
    return {"wahlvorschlag": wahlvorschlag(p)}


def wahl_entfaellt(daten: Wahldaten, e: Entfall, grund: str | None, datum: date) -> Dokument:
    """The notice that the election failed (§ 30 Abs. 7 KWG LSA), with what follows."""
    return entfall_ansicht(daten, e, grund, datum, _GESCHEITERT, _folge(daten, e))
