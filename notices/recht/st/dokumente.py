"""Sachsen-Anhalt: the wording of the public notices (§ 30 Abs. 5–8, § 30a KWG LSA) and the forms.

- The notice of the admitted applications (§ 30 Abs. 6 KWG LSA: unverzüglich, alphabetical): Familienname,
  Vornamen, the supporting party or Wählergruppe (§ 30 Abs. 2 KWG LSA; published notices name it), Beruf
  oder Stand, Geburtsjahr and the Wohnort (§ 39 Abs. 2 KWO LSA in its last published wording lists "Namen,
  Vornamen, Beruf oder Stand, Geburtsjahr und Anschrift (Hauptwohnung)"; of the address only the place is
  shown, as published notices do). With none admitted, the notice that the election failed (§ 30 Abs. 7).
- The notice of the Stichwahl (§ 30a Abs. 2 KWG LSA): its day and the names of the two persons with their
  votes, unverzüglich after the committee's finding; before 27.04.2023 the notice of the applications
  admitted to the Stichwahl by the 8th day before it (§ 30a Abs. 2 KWG LSA a. F.).
- The notices that the election failed (§ 30 Abs. 7 Satz 1 Nr. 1 to 3 KWG LSA), with what follows.
- The forms of an application (:mod:`.formulare`).
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
from notices.recht.st.formulare import FORMULARE

__all__ = ["FORMULARE"]

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

_UNTERSTUETZT = (
    "Spalte „Unterstützt von“: die Partei oder Wählergruppe, die die Bewerbung nach § 30 Abs. 2 KWG LSA "
    "unterstützt (bei einer gemeinsamen Bewerbung alle); „–“: ohne Unterstützung einer Partei oder Wählergruppe. "
)


def _folge(daten: Wahldaten, e: Entfall) -> list[str]:
    folge = list(e.folge)
    if daten.wahl.amt == "Ortsvorsteher":
        folge[-1] = (
            "Vorbehaltlich § 88 Abs. 1 des Kommunalverfassungsgesetzes ist eine neue Wahl durchzuführen "
            "(§ 30 Abs. 7 Satz 3 KWG LSA)."
        )
    return folge


def bekanntmachung(bm: Bekanntmachung, datum: date) -> Dokument:
    """The notice of the admitted applications (§ 30 Abs. 5 and 6 KWG LSA) or of the Stichwahl (§ 30a Abs. 2)."""
    if bm.art == "stichwahl":
        if recht.rechtsstand(bm.daten.wahl).kennung == "st-alt":
            return _stichwahl_alt(bm, datum)
        return _stichwahl(bm, datum)
    s_text = (
        "Erhält keine Person mehr als die Hälfte der gültigen Stimmen, findet am {tag} eine "
        "Stichwahl zwischen den zwei Bewerbern mit den höchsten Stimmenzahlen statt (§ 30a KWG LSA)."
    )
    texte = Zulassungstexte(
        ausschuss="der Wahlausschuss",
        was="Bewerbungen",
        zulassung="§ 30 Abs. 5 KWG LSA",
        rechtsgrundlagen="§ 30 Abs. 2, 5 bis 8, § 30a KWG LSA; § 39 KWO LSA",
        mehrheit="Gewählt ist, wer mehr als die Hälfte der abgegebenen gültigen Stimmen erhalten hat "
        "(§ 30 Abs. 8 KWG LSA).",
        stichwahl=s_text,
        reihenfolge="Die Bewerbungen sind in alphabetischer Reihenfolge der Familiennamen und Vornamen aufgeführt "
        f"({recht.rechtsstand(bm.daten.wahl).reihenfolge_vorschrift}).",
        ort_hinweis=_UNTERSTUETZT
        + "Angegeben ist der Wohnort; bei einer Auskunftssperre im Melderegister anstelle des Wohnorts der Ort der "
        "Erreichbarkeitsanschrift.",
        mit_wahlvorschlag=True,
        ohne_zulassung=WAHL_ENTFAELLT["keine-bewerbung"],
        ohne_zulassung_wort=_GESCHEITERT,
        betreff=f"Öffentliche Bekanntmachung nach {recht.rechtsstand(bm.daten.wahl).reihenfolge_vorschrift}",
        wahlvorschlag_titel="Unterstützt von",
        ohne_traeger=lambda p: "–",
    )
    return zulassung_ansicht(bm, datum, texte)


# ------------------------------------------------------------------------------------------------
# The Stichwahl (§ 30a KWG LSA)


def stichwahl_pruefen(daten: Wahldaten, was: str) -> date:
    """The Stichwahltag; it is published with the election (§ 6 Abs. 2 Satz 2 KWG LSA)."""
    return stichwahltag(
        daten,
        f"für {was} wird der Tag der Stichwahl gebraucht, der mit der Wahl bekannt gemacht wird "
        "(§ 6 Abs. 2 Satz 2 KWG LSA)",
    )


def stichwahl_warnungen(bm: Bekanntmachung) -> list[str]:
    """§ 30a Abs. 2 KWG LSA sets no last day but "unverzüglich" after the committee's finding."""
    if bm.art == "stichwahl" and bm.frist is None:
        return [
            "Die Bekanntmachung zur Stichwahl ist unverzüglich nach den Feststellungen des Wahlausschusses zu erlassen "
            "(§ 30a Abs. 2 KWG LSA); ein fester letzter Tag ist nicht bestimmt."
        ]
    return []


def _stichwahl(bm: Bekanntmachung, datum: date) -> Dokument:
    """§ 30a Abs. 2 KWG LSA: the day of the Stichwahl and the names of the two with their votes – nothing else."""
    daten = bm.daten
    wahl = daten.wahl
    erste = deutsch.datum_lang(wahl.wahltag)
    # the votes are there: the order of the Stichwahl refuses a participant without them (recht.ordnung)
    zeilen = [zeile(nr, p) | {"stimmen": deutsch.zahl(p.stimmen_erste_wahl)} for nr, p in enumerate(bm.bewerber, 1)]
    reihenfolge = f"Die Personen sind nach ihren Stimmenzahlen bei der Wahl am {erste} aufgeführt."
    teilnehmer = [p for p in bm.bewerber if isinstance(p, Bewerber)]
    if los_um_die_stichwahl(daten, teilnehmer):
        reihenfolge += (
            " Bei Stimmengleichheit hat das vom Wahlleiter gezogene Los entschieden, wer an der Stichwahl teilnimmt "
            "(§ 30a Abs. 1 Satz 2 KWG LSA)."
        )
    kontext = {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": zusammen(f"Stichwahl zur {amtswahl(wahl)} in {wahl.gemeinde} am {deutsch.datum_lang(bm.wahltag)}"),
        "einleitung": [
            f"Bei der {amtswahl(wahl)} in {wahl.gemeinde} am {erste} hat kein Bewerber mehr als die Hälfte der "
            "abgegebenen gültigen Stimmen erhalten (§ 30 Abs. 8 KWG LSA).",
            f"Die Stichwahl findet am {deutsch.datum_lang(bm.wahltag)} statt (§ 30a Abs. 3 KWG LSA). Nach der "
            "Feststellung des Wahlausschusses (§ 30a Abs. 1 Satz 1 KWG LSA) nehmen an ihr teil (§ 30a Abs. 2 KWG LSA):",
        ],
        "zeilen": zeilen,
        "mit_kuenstlername": False,
        "tabellen_titel": "Teilnehmer der Stichwahl",
        "stimmen_titel": f"Stimmen am {deutsch.datum_kurz(wahl.wahltag)}",
        "reihenfolge": reihenfolge,
        "hinweise_titel": "Hinweis",
        "hinweise": [
            "Für die Stichwahl gelten die Grundsätze der ersten Wahl entsprechend; bei Stimmengleichheit entscheidet "
            "das vom Wahlleiter zu ziehende Los (§ 30a Abs. 1 Satz 3 KWG LSA)."
        ],
        "unterschrift": unterschrift(daten, datum),
        "quelle": "Rechtsgrundlagen: § 30 Abs. 8, § 30a KWG LSA.",
    }
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        "Öffentliche Bekanntmachung nach § 30a Abs. 2 KWG LSA",
        ("Bekanntmachung", "Stichwahl", wahl.gemeinde),
        "bekanntmachung/stimmen.html",
    )


def _stichwahl_alt(bm: Bekanntmachung, datum: date) -> Dokument:
    """§ 30a Abs. 2 KWG LSA a. F.: the applications admitted to the Stichwahl, by the 8th day before it, as the
    notice of § 30 Abs. 6 a. F. (alphabetical, same particulars)."""
    daten = bm.daten
    wahl = daten.wahl
    stichwahl = deutsch.datum_lang(bm.wahltag)
    zeilen = [zeile(nr, p) for nr, p in enumerate(bm.bewerber, 1)]
    for z, p in zip(zeilen, bm.bewerber, strict=True):
        z["wahlvorschlag"] = wahlvorschlag(p) or "–"
    kontext = {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": zusammen(
            f"Zugelassene Bewerbungen für die Stichwahl zur {amtswahl(wahl)} in {wahl.gemeinde} am {stichwahl}"
        ),
        "einleitung": [
            f"Bei der {amtswahl(wahl)} am {deutsch.datum_lang(wahl.wahltag)} hat kein Bewerber mehr als die Hälfte "
            "der gültigen Stimmen erhalten; die Stichwahl findet zwischen den beiden Bewerbern statt, die die meisten "
            "Stimmen auf sich vereinigen konnten (§ 30a Abs. 1 Satz 1 KWG LSA a. F.).",
            f"Für die Stichwahl am {stichwahl} hat der Wahlausschuss die folgenden Bewerbungen zugelassen "
            "(§ 30a Abs. 2 Satz 1 KWG LSA a. F.):",
        ],
        "zeilen": zeilen,
        "mit_kuenstlername": any(z["kuenstlername"] for z in zeilen),
        "mit_wahlvorschlag": True,
        "wahlvorschlag_titel": "Unterstützt von",
        "ort_hinweis": _UNTERSTUETZT + "Angegeben ist der Wohnort.",
        "reihenfolge": "Die Bewerbungen sind in alphabetischer Reihenfolge der Familiennamen und Vornamen aufgeführt "
        "(§ 30a Abs. 2 Satz 2 i. V. m. § 30 Abs. 6 KWG LSA a. F.).",
        "hinweise_titel": "Hinweis",
        "hinweise": [
            "Für die Stichwahl gelten die Grundsätze der ersten Wahl (§ 30a Abs. 1 Satz 3 KWG LSA a. F.).",
        ],
        "unterschrift": unterschrift(daten, datum),
        "quelle": "Rechtsgrundlagen: § 30a KWG LSA a. F.",
        "tabellen_titel": "Zugelassene Bewerbungen für die Stichwahl",
    }
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        "Öffentliche Bekanntmachung nach § 30a Abs. 2 KWG LSA a. F.",
        ("Bekanntmachung", "Stichwahl", wahl.gemeinde),
        "bekanntmachung/bekanntmachung.html",
    )


def bewerber_json(p: Person) -> dict[str, Any]:
    """The supporting party or Wählergruppe of an applicant (None: without one)."""
    return {"wahlvorschlag": wahlvorschlag(p)}


def stichwahl_bewerber_json(bm: Bekanntmachung, p: Person) -> dict[str, Any]:
    """The votes of the first ballot that the Stichwahl notice states (§ 30a Abs. 2 KWG LSA)."""
    return {"stimmen": p.stimmen_erste_wahl}


def wahl_entfaellt(daten: Wahldaten, e: Entfall, grund: str | None, datum: date) -> Dokument:
    """The notice that the election failed (§ 30 Abs. 7 KWG LSA), with what follows."""
    return entfall_ansicht(daten, e, grund, datum, _GESCHEITERT, _folge(daten, e))
