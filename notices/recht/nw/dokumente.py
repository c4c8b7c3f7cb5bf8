"""Nordrhein-Westfalen: the public notices around the admitted proposals, as views.

- The notice of the admitted proposals (§ 19 KWahlG, § 75b Abs. 7 KWahlO): by the Wahlleiter, in the order
  of the ballot (§ 19 Abs. 2, § 23 Abs. 1 Satz 3 und 4, § 46d Abs. 5 KWahlG), with "den in Absatz 2 Satz 2
  enthaltenen Angaben mit Ausnahme der Staatsangehörigkeit; statt des Geburtsdatums ist jeweils nur das
  Geburtsjahr und statt der vollständigen Anschrift sind der Wohnort mit Postleitzahl und die E-Mail-Adresse
  oder das Postfach des Bewerbers anzugeben" (§ 75b Abs. 7 Satz 1 KWahlO); under an Auskunftssperre a
  Gemeinde with Postleitzahl (and E-Mail-Adresse or Postfach) of the Erreichbarkeitsanschrift (§ 75b Abs. 7
  Satz 2 with § 30 KWahlO).
- The notices that the election does not take place and a Nachwahl follows (§ 21 Abs. 1 Nr. 2 und 3 KWahlG,
  § 64 Abs. 2 und 3 KWahlO), or that it is repeated as a whole (§ 46c Abs. 3 KWahlG).
- The forms (:mod:`.formulare`).

NRW has no separate notice of the Stichwahl's participants and no notice that the Stichwahl alone does not
take place; both are refused by the shared code with one sentence.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from notices import deutsch, recht
from notices.dokumente import Dokument
from notices.dokumente.bausteine import amtswahl, unterschrift, zusammen
from notices.dokumente.bekanntmachung import Bekanntmachung, Entfall, entfall_ansicht
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht.nw.formulare import FORMULARE
from notices.recht.ordnung import bezeichnung, pfad

__all__ = ["FORMULARE"]

_NACHWAHL_TERMIN = (
    "Den Tag der Nachwahl und die für ihre Vorbereitung maßgeblichen Fristen und Termine bestimmt die "
    "Aufsichtsbehörde (§ 21 Abs. 2 Satz 3 KWahlG); der Tag der Nachwahl wird gesondert öffentlich bekannt gemacht "
    "(§ 64 Abs. 4 KWahlO)."
)

WAHL_ENTFAELLT: dict[str, Entfall] = {
    "kein-wahlvorschlag": Entfall(
        "Für die Wahl ist kein Wahlvorschlag zugelassen worden. Der Wahlleiter sagt die Wahl ab; es findet eine "
        "Nachwahl statt (§ 46b i. V. m. § 21 Abs. 1 Nr. 3 KWahlG, § 75a i. V. m. § 64 Abs. 3 Satz 1 KWahlO).",
        (
            _NACHWAHL_TERMIN,
            "Zwischen der erneuten Aufforderung zur Einreichung von Wahlvorschlägen und dem Ablauf der "
            "Einreichungsfrist soll ein Zeitraum von wenigstens zwei Wochen liegen (§ 64 Abs. 3 Satz 3 KWahlO).",
        ),
        "§ 46b, § 21 Abs. 1 Nr. 3, Abs. 2 KWahlG; §§ 75a, 64 Abs. 3 und 4 KWahlO",
    ),
    "bewerber-verstorben": Entfall(
        "Ein Bewerber ist nach der Zulassung seines Wahlvorschlags, aber vor dem Wahltag gestorben. Der Wahlleiter "
        "sagt die Wahl ab; es findet eine Nachwahl statt (§ 46b i. V. m. § 21 Abs. 1 Nr. 2 KWahlG, § 75a i. V. m. "
        "§ 64 Abs. 2 Satz 1 KWahlO).",
        (
            "Die Aufsichtsbehörde setzt den Tag der Nachwahl fest und bestimmt, bis zu welchem Zeitpunkt an Stelle "
            "des verstorbenen Bewerbers ein anderer benannt werden kann. Der Ersatzvorschlag muss von der "
            "Vertrauensperson und von der stellvertretenden Vertrauensperson unterzeichnet sein; das Verfahren nach "
            "§ 17 KWahlG braucht nicht eingehalten zu werden, Unterstützungsunterschriften sind nicht erforderlich "
            "(§ 64 Abs. 2 Sätze 3 bis 5 KWahlO).",
            "Die für die ausgefallene Wahl erteilten Wahlscheine gelten für die Nachwahl nicht; sie werden von Amts "
            "wegen ersetzt (§ 64 Abs. 5 KWahlO).",
            "Der Tag der Nachwahl wird gesondert öffentlich bekannt gemacht (§ 64 Abs. 4 KWahlO).",
        ),
        "§ 46b, § 21 Abs. 1 Nr. 2, Abs. 2 KWahlG; §§ 75a, 64 Abs. 2, 4 und 5 KWahlO",
    ),
    "stichwahl-bewerber-ausgeschieden": Entfall(
        "Einer der beiden Bewerber der Stichwahl ist vor der Stichwahl durch Tod oder Verlust der Wählbarkeit "
        "ausgeschieden. Die Wahl ist daher insgesamt zu wiederholen (§ 46c Abs. 3 Satz 1 KWahlG).",
        (
            "Die Partei oder Wählergruppe, die den ausgeschiedenen Bewerber vorgeschlagen hatte, kann einen neuen "
            "Wahlvorschlag einreichen; das Verfahren nach § 17 KWahlG braucht dafür nicht eingehalten zu werden, "
            "Unterstützungsunterschriften sind nicht erforderlich (§ 46c Abs. 3 Satz 2 und 3 i. V. m. § 20 Abs. 2 "
            "Satz 2 KWahlG).",
            "Im Übrigen findet die Wahl auf denselben Grundlagen und nach denselben Vorschriften wie die erste Wahl "
            "statt (§ 46c Abs. 3 Satz 4 KWahlG). Den Tag der Wiederholungswahl legt die Aufsichtsbehörde fest und "
            "macht ihn bekannt (§ 14 Abs. 1 Satz 3 KWahlG).",
        ),
        "§ 46c Abs. 3 KWahlG",
    ),
}
"""The cases in which the election does not take place or is repeated, by the name of ``--wahl-entfaellt``."""

_WORT = {
    "stichwahl-bewerber-ausgeschieden": "ist insgesamt zu wiederholen",
}


def _datum_pruefen(daten: Wahldaten, fall: str, datum: date) -> None:
    """A Nachwahl is announced before the Wahltag (the election is cancelled, § 64 Abs. 2, 3 KWahlO); the
    repetition of § 46c Abs. 3 KWahlG after it (a Stichwahl candidate drops out)."""
    tag = daten.wahl.wahltag
    if fall == "stichwahl-bewerber-ausgeschieden" and datum <= tag:
        text = (
            f"{deutsch.datum_kurz(datum)} liegt nicht nach der ersten Wahl ({deutsch.datum_kurz(tag)}); ein Bewerber "
            "der Stichwahl scheidet erst nach ihr aus (§ 46c Abs. 3 KWahlG)"
        )
    elif fall != "stichwahl-bewerber-ausgeschieden" and datum > tag:
        text = (
            f"{deutsch.datum_kurz(datum)} liegt nach dem Wahltag ({deutsch.datum_kurz(tag)}); die Wahl wird vor dem "
            "Wahltag abgesagt (§ 64 Abs. 2 und 3 KWahlO)"
        )
    else:
        return
    raise Eingabefehler([Problem("--datum", text)])


def wahl_entfaellt(daten: Wahldaten, e: Entfall, grund: str | None, datum: date) -> Dokument:
    """The notice that the election is cancelled for a Nachwahl (§ 64 Abs. 2, 3 KWahlO) or repeated as a
    whole (§ 46c Abs. 3 KWahlG)."""
    fall = next(k for k, v in WAHL_ENTFAELLT.items() if v is e)
    _datum_pruefen(daten, fall, datum)
    return entfall_ansicht(daten, e, grund, datum, _WORT.get(fall, "findet nicht statt"), list(e.folge))


# ------------------------------------------------------------------------------------------------
# The notice of the admitted proposals (§ 19 KWahlG, § 75b Abs. 7 KWahlO)


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


def _hinweise(daten: Wahldaten, n: int) -> list[str]:
    wahl = daten.wahl
    if n == 1:
        return [
            "Da nur ein Wahlvorschlag zugelassen ist, wird mit „Ja“ oder „Nein“ gestimmt (§ 75c Satz 2 KWahlO). Der "
            "Bewerber ist gewählt, wenn sich die Mehrheit der Wähler für ihn entschieden hat (§ 46c Abs. 1 Satz 3 "
            "KWahlG)."
        ]
    s = wahl.stichwahltag
    zweiter_sonntag = wahl.wahltag + timedelta(14)  # § 46c Abs. 2 Satz 1 KWahlG: the second Sunday
    tag = (
        f"am {deutsch.datum_lang(s)}"
        if s is not None
        else f"am zweiten Sonntag nach der Wahl, dem {deutsch.datum_lang(zweiter_sonntag)},"
    )
    return [
        "Jeder Wähler hat eine Stimme. Gewählt ist, wer mehr als die Hälfte der gültigen Stimmen erhalten hat "
        "(§ 46c Abs. 1 Satz 1 und 2 KWahlG).",
        f"Erhält keiner der Bewerber mehr als die Hälfte der gültigen Stimmen, findet {tag} eine Stichwahl unter "
        "den beiden Bewerbern statt, die bei der ersten Wahl die höchsten Stimmenzahlen erhalten haben "
        "(§ 46c Abs. 2 Satz 1 KWahlG).",
    ]


_REIHENFOLGE = (
    "Die Reihenfolge richtet sich nach der Stimmenzahl, die die Parteien, Wählergruppen und Einzelbewerber bei der "
    "letzten Wahl zur Vertretung erreicht haben; die übrigen Wahlvorschläge folgen in alphabetischer Reihenfolge "
    "der Namen der Parteien, Wählergruppen und Einzelbewerber. Ein gemeinsamer Wahlvorschlag steht an der Stelle "
    "seines Trägers mit der höchsten Stimmenzahl, ohne Stimmen an der Stelle seines alphabetisch ersten Trägers "
    "(§ 19 Abs. 2, § 23 Abs. 1 Satz 3 und 4, § 46d Abs. 5 KWahlG; § 75c Satz 5 und 6 KWahlO)."
)

_ORT_HINWEIS = (
    "Angegeben sind statt der Anschrift der Wohnort mit Postleitzahl sowie die E-Mail-Adresse oder das Postfach; "
    "bei einer im Melderegister eingetragenen Auskunftssperre die Gemeinde mit Postleitzahl der "
    "Erreichbarkeitsanschrift (§ 75b Abs. 7 Satz 2 i. V. m. § 30 KWahlO)."
)


def bekanntmachung(bm: Bekanntmachung, datum: date) -> Dokument:
    """The notice of the admitted proposals (§ 19 KWahlG, § 75b Abs. 7 KWahlO); ``datum`` is its date.

    With no admitted proposal it is the notice that the election does not take place (§ 64 Abs. 3 KWahlO).
    """
    daten = bm.daten
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    n = len(bm.bewerber)
    if n == 0:
        e = WAHL_ENTFAELLT["kein-wahlvorschlag"]
        return entfall_ansicht(daten, e, None, datum, "findet nicht statt", list(e.folge))
    _pruefe_angaben(daten, list(bm.bewerber))
    stimmen = wahl.stimmen_letzte_gemeinderatswahl
    zeilen = [_zeile(nr, p, stimmen) for nr, p in enumerate(bm.bewerber, 1)]
    am = f"am {deutsch.datum_lang(bm.wahltag)}"
    was = "den folgenden Wahlvorschlag" if n == 1 else "die folgenden Wahlvorschläge"
    kontext: dict[str, Any] = {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": zusammen(f"Zugelassene Wahlvorschläge für die {amtswahl(wahl)} in {wahl.gemeinde} {am}"),
        "einleitung": [
            f"Für die Wahl des {wahl.amt}s {am}, hat der Wahlausschuss {was} zugelassen (§ 18 Abs. 3 KWahlG). "
            f"{'Er wird' if n == 1 else 'Sie werden'} hiermit öffentlich bekannt gemacht (§ 19 Abs. 1 KWahlG, "
            "§ 75b Abs. 7 KWahlO):"
        ],
        "zeilen": zeilen,
        "reihenfolge": _REIHENFOLGE if n >= 2 else "",
        "ort_hinweis": _ORT_HINWEIS,
        "hinweise_titel": "Stimmabgabe",
        "hinweise": _hinweise(daten, n),
        "unterschrift": unterschrift(daten, datum),
        "quelle": ("Rechtsgrundlagen: §§ 18, 19, 23 Abs. 1, §§ 46c, 46d KWahlG; §§ 30, 75b Abs. 7, § 75c KWahlO."),
        "tabellen_titel": "Zugelassene Wahlvorschläge",
    }
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        f"Öffentliche Bekanntmachung nach {rs.regel('bekanntmachung_spaetestens').vorschrift}",
        ("Bekanntmachung", "Wahlvorschläge", wahl.gemeinde),
        "nw-bekanntmachung/bekanntmachung.html",
    )


def bewerber_json(p: Person) -> dict[str, Any]:
    """The proposing parties or groups as the notice names them (None: an Einzelbewerber)."""
    t = getattr(p, "wahlvorschlagstraeger", None)
    return {"wahlvorschlag": "-".join(t) if isinstance(t, list) else t}


KEINE_STICHWAHL_BEKANNTMACHUNG = (
    "für Nordrhein-Westfalen gibt es keine eigene Bekanntmachung zur Stichwahl: den Tag der Stichwahl und die "
    "beiden Bewerber macht der Wahlleiter mit dem Ergebnis der ersten Wahl bekannt (§ 75d i. V. m. § 63 KWahlO); "
    "diese Bekanntmachung des Wahlergebnisses erstellt notices nicht"
)
"""§ 75d KWahlO: "§ 63 mit der Maßgabe, dass im Falle einer Stichwahl auch der … Termin und die daran
beteiligten Bewerber bekannt gemacht werden" – part of the result's notice, not a notice of admission (R-NW-13)."""


def stichwahl_warnungen(bm: Bekanntmachung) -> list[str]:
    """NRW's notes on a notice (the shared deadline guard asks every Land for them, not only for the
    Stichwahl): the Wahlleiter where the incumbent stands."""
    warnungen = []
    if any(getattr(p, "amtsinhaber", False) for p in bm.daten.bewerber):
        warnungen.append(
            "Der bisherige Bürgermeister bewirbt sich: ab seiner Aufstellung ist er nicht Wahlleiter, an seine Stelle "
            "tritt sein Vertreter im Amt (§ 2 Abs. 2 Satz 2 KWahlG) – bitte prüfen, dass [wahl.bekanntmachung] ihn "
            "als Unterzeichner nennt."
        )
    return warnungen
