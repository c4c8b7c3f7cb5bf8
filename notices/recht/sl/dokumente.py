"""Saarland: the wording of the public notices (§ 76 Abs. 3 to 5, § 74 Abs. 4, § 79 KWG) and the forms.

- The notice of the admitted proposals (§ 76 Abs. 3 KWG: by the 48th day; the council parties by their
  votes, then the others alphabetically; a column with the proposal – an Einzelbewerber's bears the
  Familienname, § 76 Abs. 2 Satz 2 KWG); the particulars of § 25 Abs. 1 KWO (Geburtsjahr instead of the
  birth date, the Wohnort instead of the address, with an Auskunftssperre the place of the
  Erreichbarkeitsanschrift). With none, the notice that the election does not take place (§ 76 Abs. 4 KWG).
- The notice of the Stichwahl (§ 79 Abs. 1 Satz 1 KWG): its day and the names of the two with their votes,
  unverzüglich after the result is established.
- The notices that the election does not take place (§ 76 Abs. 4 and 5 KWG), with what follows.
- The forms (:mod:`.formulare`).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from notices import deutsch, recht
from notices.dokumente import Dokument
from notices.dokumente.bausteine import amtswahl, unterschrift, wahlvorschlag, zeile, zusammen
from notices.dokumente.bekanntmachung import (
    Bekanntmachung,
    Entfall,
    Zulassungstexte,
    entfall_ansicht,
    stichwahltag,
    zulassung_ansicht,
)
from notices.model import Bewerber, Person, Wahldaten
from notices.recht.ordnung import los_um_die_stichwahl
from notices.recht.sl.formulare import FORMULARE, wahl_der

__all__ = ["FORMULARE"]

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


def wahlvorschlag_name(p: Person) -> str:
    """The name of the proposal: the party or Wählergruppe, or the Familienname of an Einzelbewerber
    (§ 76 Abs. 2 Satz 2 KWG)."""
    return wahlvorschlag(p) or p.familienname


def bekanntmachung(bm: Bekanntmachung, datum: date) -> Dokument:
    """The notice of the admitted proposals (§ 76 Abs. 3 KWG) or of the Stichwahl (§ 79 Abs. 1 KWG)."""
    if bm.art == "stichwahl":
        return _stichwahl(bm, datum)
    texte = Zulassungstexte(
        ausschuss="der Gemeindewahlausschuss",
        was="Wahlvorschläge",
        zulassung="§ 76 KWG, § 23 Abs. 2 KWO",
        rechtsgrundlagen="§ 76 Abs. 2 bis 4, § 74 Abs. 4, § 72 Abs. 2 KWG; § 25 Abs. 1 KWO",
        mehrheit="Gewählt ist, wer mehr als die Hälfte der abgegebenen gültigen Stimmen erhalten hat "
        "(§ 72 Abs. 2 Satz 2 KWG).",
        stichwahl="Erhält keine Person mehr als die Hälfte der gültigen Stimmen, findet am {tag} eine "
        "Stichwahl statt (§ 74 Abs. 4 KWG).",
        reihenfolge="Die Wahlvorschläge der im Gemeinderat vertretenen Parteien und Wählergruppen sind nach ihrer "
        "Stimmenzahl bei der letzten Gemeinderatswahl aufgeführt, die übrigen in alphabetischer Reihenfolge "
        "der Bewerbernamen (§ 76 Abs. 3 Satz 1 und 2 KWG).",
        ort_hinweis="Der Wahlvorschlag einer Einzelbewerberin oder eines Einzelbewerbers trägt den Familiennamen "
        "(§ 76 Abs. 2 Satz 2 KWG). Angegeben sind das Geburtsjahr und der Wohnort; bei einer Auskunftssperre im "
        "Melderegister anstelle des Wohnorts der Ort der Erreichbarkeitsanschrift (§ 25 Abs. 1 KWO).",
        mit_wahlvorschlag=True,
        ohne_zulassung=WAHL_ENTFAELLT["kein-wahlvorschlag"],
        ohne_zulassung_wort=_NICHT,
        betreff=f"Öffentliche Bekanntmachung nach {recht.rechtsstand(bm.daten.wahl).reihenfolge_vorschrift}",
        ohne_traeger=wahlvorschlag_name,
        ein_bewerber="Ist nur ein Wahlvorschlag zugelassen und erhält die Bewerberin oder der Bewerber nicht mehr als "
        "die Hälfte der gültigen Stimmen, ist die Wahl zu wiederholen (§ 78 Abs. 2 Satz 2 KWG).",
    )
    return zulassung_ansicht(bm, datum, texte)


# ------------------------------------------------------------------------------------------------
# The Stichwahl (§ 74 Abs. 4, § 79 KWG)


def stichwahl_pruefen(daten: Wahldaten, was: str) -> date:
    """The Stichwahltag; it is published with the call for proposals (§ 74 Abs. 2 Satz 2 KWG)."""
    return stichwahltag(
        daten,
        f"für {was} wird der Tag der Stichwahl gebraucht, der mit der Aufforderung zur Einreichung von "
        "Wahlvorschlägen bekannt gemacht wird (§ 74 Abs. 2 Satz 2 KWG)",
    )


def stichwahl_warnungen(bm: Bekanntmachung) -> list[str]:
    """§ 79 Abs. 1 KWG sets no last day but "unverzüglich nach der Feststellung des Wahlergebnisses"."""
    if bm.art == "stichwahl" and bm.frist is None:
        return [
            "Die Bekanntmachung zur Stichwahl ist unverzüglich nach der Feststellung des Wahlergebnisses zu erlassen "
            "(§ 79 Abs. 1 Satz 1 KWG); ein fester letzter Tag ist nicht bestimmt."
        ]
    return []


def _stichwahl(bm: Bekanntmachung, datum: date) -> Dokument:
    """§ 79 Abs. 1 Satz 1 KWG: the day of the Stichwahl and the names of the two with their votes."""
    daten = bm.daten
    wahl = daten.wahl
    erste = deutsch.datum_lang(wahl.wahltag)
    # the votes are there: the order of the Stichwahl refuses a participant without them (recht.ordnung)
    zeilen = [zeile(nr, p) | {"stimmen": deutsch.zahl(p.stimmen_erste_wahl)} for nr, p in enumerate(bm.bewerber, 1)]
    reihenfolge = f"Die Personen sind nach ihren Stimmenzahlen bei der Wahl am {erste} aufgeführt."
    if los_um_die_stichwahl(daten, [p for p in bm.bewerber if isinstance(p, Bewerber)]):
        reihenfolge += " Bei gleicher Stimmenzahl hat über die Teilnahme an der Stichwahl das Los entschieden."
    kontext = {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": zusammen(f"Stichwahl zur {amtswahl(wahl)} in {wahl.gemeinde} am {deutsch.datum_lang(bm.wahltag)}"),
        "einleitung": [
            f"Bei der {wahl_der(wahl)} am {erste} hat keine Bewerberin und kein Bewerber mehr als die Hälfte der "
            "abgegebenen gültigen Stimmen erhalten (§ 72 Abs. 2 Satz 2 KWG).",
            f"Die Stichwahl findet am {deutsch.datum_lang(bm.wahltag)} statt (§ 74 Abs. 4 KWG). An ihr nehmen teil "
            "(§ 79 Abs. 1 Satz 1 KWG):",
        ],
        "zeilen": zeilen,
        "mit_kuenstlername": False,
        "tabellen_titel": "Bewerberinnen und Bewerber der Stichwahl",
        "stimmen_titel": f"Stimmen am {deutsch.datum_kurz(wahl.wahltag)}",
        "reihenfolge": reihenfolge,
        "hinweise_titel": "Hinweis",
        "hinweise": [
            "Gewählt ist, wer in der Stichwahl die Mehrheit der gültigen Stimmen erhält; bei gleicher Stimmenzahl "
            "entscheidet das Los, das die Wahlleiterin oder der Wahlleiter zieht (§ 110 Abs. 2 Nr. 5 und 6 KWO)."
        ],
        "unterschrift": unterschrift(daten, datum),
        "quelle": "Rechtsgrundlagen: § 72 Abs. 2, § 74 Abs. 4, § 79 Abs. 1 KWG; § 110 KWO.",
    }
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        "Öffentliche Bekanntmachung nach § 79 Abs. 1 KWG",
        ("Bekanntmachung", "Stichwahl", wahl.gemeinde),
        "bekanntmachung/stimmen.html",
    )


def bewerber_json(p: Person) -> dict[str, Any]:
    """The proposal: the party or Wählergruppe, or an Einzelbewerber's Familienname (§ 76 Abs. 2 Satz 2 KWG)."""
    return {"wahlvorschlag": wahlvorschlag_name(p)}


def stichwahl_bewerber_json(bm: Bekanntmachung, p: Person) -> dict[str, Any]:
    """The votes of the first ballot that the Stichwahl notice states (§ 79 Abs. 1 Satz 1 KWG)."""
    return {"stimmen": p.stimmen_erste_wahl}


def wahl_entfaellt(daten: Wahldaten, e: Entfall, grund: str | None, datum: date) -> Dokument:
    """The notice that the election does not take place (§ 76 Abs. 4, 5 KWG), with what follows."""
    return entfall_ansicht(daten, e, grund, datum, _NICHT, list(e.folge))
