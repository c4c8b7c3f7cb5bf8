"""Baden-Württemberg: the notices and letters around the admitted applicants, as views.

- The notice of the admitted applications for the first ballot (§ 10 Abs. 6 KomWG, § 20 Abs. 8
  KomWO) and of the persons taking part in the Stichwahl (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO).
- The notice that the Stichwahl does not take place (§ 45 Abs. 3 GemO, § 20a Abs. 5 KomWO).
- The letter to a person who would be in the Stichwahl without having applied (§ 20a Abs. 1–2 KomWO).
- The forms of an application, Anlagen 15 to 17 KomWO (:mod:`.formulare`).

The decisions (order, place shown, deadlines) come from :mod:`notices.reihenfolge` and
:mod:`notices.dokumente.bekanntmachung`; here they are worded. A notice shows only what § 20 Abs. 8
Satz 2 KomWO allows: no street, no PLZ, no day of birth.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from pydantic import ValidationError

from notices import deutsch, recht
from notices.dokumente import Dokument
from notices.dokumente.bausteine import (
    amtswahl,
    anschriftfeld,
    anschriftzeilen,
    des_amts,
    gebietskoerperschaft,
    ruecksendeangabe,
    unterschrift,
    zeile,
    zusammen,
)
from notices.dokumente.bausteine import anrede as anrede_von
from notices.dokumente.bekanntmachung import Bekanntmachung, sitzung, stichwahltag
from notices.dokumente.bekanntmachung import frist as frist_von
from notices.fehler import Eingabefehler, Problem
from notices.model import _EU_STAATEN, ISO_LAENDER, Anschrift, Person, StichwahlBewerber, Wahldaten, _uebersetze
from notices.recht.bw.formulare import FORMULARE
from notices.recht.bw.haken import los_entschied
from notices.recht.fristenrechnung import Frist
from notices.recht.grundlagen import Rechtsstand

__all__ = ["FORMULARE"]


def _nur_stichwahlrecht(daten: Wahldaten, was: str) -> None:
    """Refuse Stichwahl documents for Wahltage before 01.08.2023 (the second ballot was a Neuwahl)."""
    rs = recht.rechtsstand(daten.wahl)
    if rs.zweiter_wahlgang != "stichwahl":
        raise Eingabefehler(
            [
                Problem(
                    "wahl.wahltag",
                    f"{deutsch.datum_kurz(daten.wahl.wahltag)}: für Wahltage bis zum 31.07.2023 folgte auf eine erste "
                    "Wahl ohne Mehrheit keine Stichwahl, sondern eine Neuwahl mit neuen Bewerbungen "
                    "(§ 45 Abs. 2 GemO a. F., § 10 Abs. 2 KomWG a. F.); "
                    f"{was} gibt es daher nicht. Für die Bekanntmachung der Bewerbungen zur Neuwahl legen Sie eine "
                    "eigene Datendatei an (wahltag = Tag der Neuwahl) und erstellen sie ohne --stichwahl",
                )
            ]
        )


def _stichwahltag(daten: Wahldaten) -> date:
    return stichwahltag(daten, "der Tag der Stichwahl wird mit der Wahl bekannt gemacht (§ 3 Abs. 2 Satz 2 KomWG)")


def stichwahl_pruefen(daten: Wahldaten, was: str) -> date:
    """The Stichwahltag; refuses the law before 01.08.2023 and a missing Stichwahltag."""
    _nur_stichwahlrecht(daten, was)
    return _stichwahltag(daten)


def stichwahl_warnungen(bm: Bekanntmachung) -> list[str]:
    """§ 10a Abs. 4 KomWG asks for the Stichwahl notice only where a person was admitted under § 10a Abs. 3."""
    if bm.art == "stichwahl" and not any(isinstance(p, StichwahlBewerber) for p in bm.bewerber):
        return [
            "Es ist niemand nach § 10a Abs. 3 KomWG zur Stichwahl zugelassen; § 10a Abs. 4 KomWG verlangt diese "
            "Bekanntmachung nur in diesem Fall, sie kann aber zur Information erfolgen."
        ]
    return []


_ORT_HINWEIS = (
    "Angegeben ist der Wohnort (Hauptwohnung); bei einer Auskunftssperre im Melderegister anstelle des Wohnorts der "
    "Ort der Erreichbarkeitsanschrift (§ 20 Abs. 8 Satz 2 und 3 KomWO)."
)


_EINTRAGUNG = (
    "Gewählt werden können auch wählbare Personen (§ 46 GemO), die nicht auf dem Stimmzettel vorgedruckt sind "
    "(§ 26 Abs. 1 KomWO): Ihr Name wird in die freie Zeile des Stimmzettels eingetragen (§ 19 Abs. 3 KomWG). Die "
    "eingetragene Person muss unzweifelhaft erkennbar sein; es empfiehlt sich, Familienname und Vorname und, soweit "
    "zur Unterscheidung nötig, Beruf und Wohnort anzugeben. Ist die Person nicht unzweifelhaft erkennbar, ist die "
    "Stimme ungültig (§ 24 Abs. 1 Nr. 1 KomWG)."
)
"""The write-in (§ 19 Abs. 3 KomWG), which the notice must point out (§ 26 Abs. 1 letzter Satz KomWO)."""


def _hinweise_wahl(daten: Wahldaten, n: int) -> list[str]:
    rs = recht.rechtsstand(daten.wahl)
    mehrheit = "Gewählt ist, wer mehr als die Hälfte der gültigen Stimmen erhalten hat (§ 45 Abs. 1 Satz 3 GemO)."
    if n == 0:
        hinweise = [
            "Der Stimmzettel enthält daher keine vorgedruckten Namen. Die Wahl findet dennoch statt, nach den "
            "Grundsätzen der Mehrheitswahl (§ 45 Abs. 1 Satz 2 GemO): Die Wählerinnen und Wähler geben ihre Stimme "
            "ab, indem sie den Namen einer wählbaren Person (§ 46 GemO) auf dem Stimmzettel eintragen "
            "(§ 19 Abs. 3 Nr. 2 KomWG). Die eingetragene Person muss unzweifelhaft erkennbar sein; es empfiehlt "
            "sich, Familienname und Vorname und, soweit zur Unterscheidung nötig, Beruf und Wohnort anzugeben. Ist "
            "die Person nicht unzweifelhaft erkennbar, ist die Stimme ungültig (§ 24 Abs. 1 Nr. 1 KomWG).",
            mehrheit,
        ]
    elif n == 1:
        hinweise = [
            "Auf dem Stimmzettel ist nur dieser eine Name vorgedruckt. Die Wählerinnen und Wähler können der "
            "aufgeführten Person ihre Stimme durch ein Kreuz hinter dem Namen oder auf sonst eindeutige Weise geben "
            "(§ 19 Abs. 3 Nr. 1 KomWG). Ein unverändert abgegebener Stimmzettel gilt als Stimme für die vorgedruckte "
            "Person (§ 19 Abs. 3 Satz 2 KomWG).",
            _EINTRAGUNG,
            mehrheit,
        ]
    else:
        hinweise = [
            "Die Stimme wird durch ein Kreuz hinter einem der vorgedruckten Namen oder auf sonst eindeutige Weise "
            "abgegeben (§ 19 Abs. 3 Nr. 1 KomWG).",
            _EINTRAGUNG,
            mehrheit,
        ]
    s = daten.wahl.stichwahltag
    if s is not None:
        if rs.zweiter_wahlgang == "stichwahl":
            hinweise.append(
                f"Erhält keine Person mehr als die Hälfte der gültigen Stimmen, findet am {deutsch.datum_lang(s)} eine "
                "Stichwahl zwischen den zwei Personen statt, die bei der ersten Wahl die höchsten Stimmenzahlen "
                "erhalten haben (§ 45 Abs. 2 Satz 1 GemO)."
            )
        else:
            hinweise.append(
                f"Erhält keine Person mehr als die Hälfte der gültigen Stimmen, findet am {deutsch.datum_lang(s)} eine "
                "Neuwahl statt (§ 45 Abs. 2 GemO a. F.)."
            )
    return hinweise


def _hinweise_stichwahl(n: int) -> list[str]:
    meiste = (
        "Gewählt ist, wer die meisten gültigen Stimmen erhalten hat; bei gleichen Stimmenzahlen entscheidet das Los "
        "(§ 45 Abs. 2 Satz 3 GemO)."
    )
    if n == 2:
        return [
            "Die Stimme wird durch ein Kreuz hinter einem der beiden vorgedruckten Namen oder auf sonst eindeutige "
            "Weise abgegeben (§ 19 Abs. 4 Satz 1 KomWG). Gewählt werden kann nur einer der beiden vorgedruckten "
            "Bewerber (§ 26 Abs. 1 KomWO); wird eine andere Person durch Eintragung ihres Namens als gewählt "
            "gekennzeichnet, ist die Stimme ungültig (§ 24 Abs. 1 Nr. 5 KomWG).",
            meiste,
        ]
    if n == 1:
        return [
            "Die zweite Person, die an der Stichwahl teilnehmen würde, nimmt nicht als Bewerber teil; die Wahl findet "
            "mit dem anderen Teilnehmer nach den Grundsätzen der Mehrheitswahl statt (§ 45 Abs. 2 Satz 2 GemO).",
            "Auf dem Stimmzettel ist nur dieser eine Name vorgedruckt. Die Wählerinnen und Wähler können der "
            "aufgeführten Person ihre Stimme geben oder einer anderen wählbaren Person (§ 46 GemO), indem sie deren "
            "Namen in die freie Zeile eintragen (§ 19 Abs. 4 Satz 2, Abs. 3 Nr. 1 KomWG, § 26 Abs. 1 KomWO). Die "
            "eingetragene Person muss unzweifelhaft erkennbar sein – Familienname und Vorname, soweit nötig Beruf und "
            "Wohnort –, sonst ist die Stimme ungültig (§ 24 Abs. 1 Nr. 1 KomWG).",
            meiste,
        ]
    return [
        "Keine der beiden Personen nimmt als Bewerber an der Stichwahl teil; die Wahl findet ohne Bewerber nach den "
        "Grundsätzen der Mehrheitswahl statt (§ 45 Abs. 2 Satz 2 GemO).",
        "Der Stimmzettel enthält keine vorgedruckten Namen. Die Wählerinnen und Wähler geben ihre Stimme ab, indem "
        "sie den Namen einer wählbaren Person (§ 46 GemO) eintragen (§ 19 Abs. 4 Satz 2, Abs. 3 Nr. 2 KomWG). Die "
        "eingetragene Person muss unzweifelhaft erkennbar sein – Familienname und Vorname, soweit nötig Beruf und "
        "Wohnort –, sonst ist die Stimme ungültig (§ 24 Abs. 1 Nr. 1 KomWG).",
        meiste,
    ]


def _reihenfolge_text(bm: Bekanntmachung, rs: Rechtsstand) -> str:
    if bm.art == "wahl":
        text = (
            "Die Bewerbungen sind in der Reihenfolge ihres Eingangs aufgeführt (§ 20 Abs. 6 Satz 3, Abs. 8 Satz 1 "
            "KomWO)"
        )
        if los_entschied(bm.daten, rs):
            text += (
                "; über die Reihenfolge gleichzeitig eingegangener Bewerbungen (§ 20 Abs. 1 Satz 2 KomWO) hat das "
                "Los entschieden"
            )
        return text + "."
    neu = [isinstance(p, StichwahlBewerber) for p in bm.bewerber]
    if neu == [False, True]:
        return (
            "Wer bereits zur ersten Wahl zugelassen war, ist vor der nach § 10a Abs. 3 KomWG zugelassenen Person "
            "aufgeführt (§ 20a Abs. 4 Satz 1 KomWO)."
        )
    if neu == [True, True]:
        return (
            "Beide Personen sind nach § 10a Abs. 3 KomWG zugelassen; die Reihenfolge richtet sich nach ihren "
            "Stimmenzahlen bei der ersten Wahl (§ 20a Abs. 4 Satz 2 KomWO)."
        )
    if neu == [False, False]:
        return "Beide Bewerbungen sind in der Reihenfolge der ersten Wahl aufgeführt (§ 20 Abs. 6 Satz 3 KomWO)."
    return ""


def bekanntmachung(bm: Bekanntmachung, datum: date) -> Dokument:
    """The notice of the admitted applications (§ 10 Abs. 6 KomWG, § 20 Abs. 8 KomWO) or of the persons in
    the Stichwahl (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO); ``datum`` is the date of the notice."""
    daten = bm.daten
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    n = len(bm.bewerber)
    zeilen = [zeile(nr, p) for nr, p in enumerate(bm.bewerber, 1)]
    tag = sitzung(bm)
    ausschuss = "der Gemeindewahlausschuss" + (f" in seiner Sitzung am {deutsch.datum_lang(tag)}" if tag else "")
    if bm.art == "wahl":
        titel = (
            f"Zugelassene Bewerbungen für die {amtswahl(wahl)} in {wahl.gemeinde} am {deutsch.datum_lang(bm.wahltag)}"
        )
        if n == 0:
            einleitung = [
                f"Für die {amtswahl(wahl)} am {deutsch.datum_lang(bm.wahltag)} hat {ausschuss} "
                "keine Bewerbung zugelassen (§ 10 Abs. 5 KomWG)."
            ]
        elif n == 1:
            einleitung = [
                f"Für die {amtswahl(wahl)} am {deutsch.datum_lang(bm.wahltag)} hat {ausschuss} nur "
                "eine Bewerbung zugelassen (§ 10 Abs. 5 KomWG). Sie wird nach § 10 Abs. 6 KomWG öffentlich bekannt "
                "gemacht:"
            ]
        else:
            einleitung = [
                f"Für die {amtswahl(wahl)} am {deutsch.datum_lang(bm.wahltag)} hat {ausschuss} die "
                "folgenden Bewerbungen zugelassen (§ 10 Abs. 5 KomWG). Sie werden nach § 10 Abs. 6 KomWG öffentlich "
                "bekannt gemacht:"
            ]
        hinweise = _hinweise_wahl(daten, n)
        rechtsgrundlagen = (
            "§ 10 Abs. 5 und 6 KomWG; § 20 Abs. 6 und 8, § 26 Abs. 1 KomWO; §§ 45, 46 GemO; § 19 Abs. 3, § 24 Abs. 1 "
            "KomWG"
        )
    else:
        titel = (
            f"Bewerberinnen und Bewerber der Stichwahl zur {amtswahl(wahl)} in {wahl.gemeinde} am "
            f"{deutsch.datum_lang(bm.wahltag)}"
        )
        einleitung = [
            f"Bei der {amtswahl(wahl)} am {deutsch.datum_lang(wahl.wahltag)} hat keine Person mehr als die Hälfte "
            f"der gültigen Stimmen erhalten. Am {deutsch.datum_lang(bm.wahltag)} findet daher eine Stichwahl statt "
            "(§ 45 Abs. 2 Satz 1 GemO)."
        ]
        zugelassen = (
            f" Über die Zulassung von Personen, die der Teilnahme zugestimmt haben, hat {ausschuss} entschieden "
            "(§ 10a Abs. 3 KomWG)."
            if tag and any(isinstance(p, StichwahlBewerber) for p in bm.bewerber)
            else ""
        )
        if zugelassen:
            einleitung[-1] += zugelassen
        if n == 2:
            einleitung.append("An ihr nehmen als Bewerber teil (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO):")
        elif n == 1:
            einleitung.append("An ihr nimmt als Bewerber nur teil (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO):")
        hinweise = _hinweise_stichwahl(n)
        rechtsgrundlagen = (
            "§ 10a KomWG; § 20a Abs. 3 und 4, § 20 Abs. 8, § 26 Abs. 1 KomWO; § 45 Abs. 2 GemO; § 19 Abs. 4, § 24 "
            "Abs. 1 KomWG"
        )
    kontext = {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": zusammen(titel),
        "einleitung": einleitung,
        "zeilen": zeilen,
        "mit_kuenstlername": any(z["kuenstlername"] for z in zeilen),
        "ort_hinweis": _ORT_HINWEIS if zeilen else "",
        "reihenfolge": _reihenfolge_text(bm, rs) if n >= 2 else "",
        "hinweise_titel": "Stimmabgabe",
        "hinweise": hinweise,
        "unterschrift": unterschrift(daten, datum),
        "quelle": f"Rechtsgrundlagen: {rechtsgrundlagen}.",
        "tabellen_titel": "Zugelassene Bewerbungen" if bm.art == "wahl" else "Bewerber der Stichwahl",
        "mit_wahlvorschlag": False,
    }
    stichwahl = bm.art == "stichwahl"
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        f"Öffentliche Bekanntmachung nach {'§ 10a Abs. 4 KomWG' if stichwahl else '§ 10 Abs. 6 KomWG'}",
        ("Bekanntmachung", "Stichwahl" if stichwahl else "Bewerbungen", wahl.gemeinde),
        "bekanntmachung/bekanntmachung.html",
    )


# ------------------------------------------------------------------------------------------------
# The Stichwahl does not take place (§ 45 Abs. 3 GemO, § 20a Abs. 5 KomWO)


def entfaellt_pruefen(daten: Wahldaten, datum: date) -> date:
    """The Stichwahltag; refuses the old law, a missing Stichwahltag and a date before the first ballot."""
    _nur_stichwahlrecht(daten, "die Bekanntmachung, dass die Stichwahl nicht stattfindet,")
    tag = _stichwahltag(daten)
    if datum < daten.wahl.wahltag:
        raise Eingabefehler(
            [
                Problem(
                    "--datum",
                    f"{deutsch.datum_kurz(datum)} liegt vor der ersten Wahl "
                    f"({deutsch.datum_kurz(daten.wahl.wahltag)}); die Stichwahl entfällt nur, wenn ein Teilnehmer "
                    "zwischen der ersten Wahl und dem Tag der Stichwahl stirbt oder die Wählbarkeit verliert "
                    "(§ 45 Abs. 3 Satz 1 GemO)",
                )
            ]
        )
    return tag


def stichwahl_entfaellt(daten: Wahldaten, grund: str, datum: date) -> Dokument:
    """The notice that the Stichwahl does not take place (§ 45 Abs. 3 GemO, § 20a Abs. 5 KomWO)."""
    tag = entfaellt_pruefen(daten, datum)
    wahl = daten.wahl
    kontext = {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": zusammen(
            f"Die Stichwahl zur {amtswahl(wahl)} in {wahl.gemeinde} am {deutsch.datum_lang(tag)} findet nicht statt"
        ),
        "absaetze": [
            f"Die für {deutsch.datum_lang(tag)} vorgesehene Stichwahl zur {amtswahl(wahl)} vom "
            f"{deutsch.datum_ohne_wochentag(wahl.wahltag)} findet nicht statt (§ 45 Abs. 3 Satz 1 GemO).",
        ],
        "grund_titel": "Gründe",
        "grund": grund,
        "folge": [
            f"Die Wahl {des_amts(wahl)} wird innerhalb von drei Monaten neu durchgeführt (§ 45 Abs. 3 Satz 2 GemO, "
            "§ 20a Abs. 5 KomWO). Der Tag der neuen Wahl wird gesondert öffentlich bekannt gemacht "
            "(§ 3 Abs. 2 KomWG).",
        ],
        "unterschrift": unterschrift(daten, datum),
        "quelle": ("Rechtsgrundlagen: § 45 Abs. 3 GemO; § 20a Abs. 5 KomWO."),
    }
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        "Öffentliche Bekanntmachung nach § 20a Abs. 5 KomWO",
        ("Bekanntmachung", "Stichwahl", wahl.gemeinde),
        "stichwahl/entfaellt.html",
    )


# ------------------------------------------------------------------------------------------------
# The letter to a person in the Stichwahl who did not apply (§ 20a Abs. 1 and 2 KomWO)


@dataclass(frozen=True)
class Empfaenger:
    """The addressee of the Stichwahl letter: from ``[[stichwahl_bewerber]]`` or the command line."""

    id: str
    familienname: str
    vornamen: str
    doktorgrad: str | None
    anschrift: Anschrift
    staatsangehoerigkeit: str = "DE"
    stimmen_erste_wahl: int | None = None
    anrede: str | None = None

    @property
    def name(self) -> str:
        """Vornamen Familienname, with the Doktorgrad in front where given."""
        return " ".join(t for t in (self.doktorgrad, self.vornamen, self.familienname) if t)

    @classmethod
    def aus_person(cls, p: Person) -> Empfaenger:
        """The addressee from a person in the data file."""
        return cls(
            p.id,
            p.familienname,
            p.vornamen,
            p.doktorgrad,
            p.anschrift,
            p.staatsangehoerigkeit,
            p.stimmen_erste_wahl,
            p.anrede,
        )

    @property
    def ist_unionsbuerger(self) -> bool:
        """Citizen of another EU member state (§ 8 Abs. 2 KomWG)."""
        return self.staatsangehoerigkeit != "DE" and self.staatsangehoerigkeit in _EU_STAATEN


def empfaenger(
    daten: Wahldaten,
    person_id: str,
    *,
    familienname: str | None = None,
    vornamen: str | None = None,
    doktorgrad: str | None = None,
    strasse: str | None = None,
    plz: str | None = None,
    ort: str | None = None,
    staatsangehoerigkeit: str | None = None,
    anrede: str | None = None,
) -> Empfaenger:
    """The addressee: the person ``person_id`` of ``[[stichwahl_bewerber]]``, else one given on the command line.

    A person under ``[[bewerber]]`` applied for the first ballot; the application covers the
    Stichwahl (§ 10a Abs. 1 KomWG) and no letter is due: an Eingabefehler.
    """
    for b in daten.bewerber:
        if b.id == person_id:
            raise Eingabefehler(
                [
                    Problem(
                        "--person",
                        f"„{person_id}“ ({b.name}) hat sich für die erste Wahl beworben; die Bewerbung umfasst "
                        "auch die Stichwahl (§ 10a Abs. 1 KomWG), eine Benachrichtigung nach § 20a Abs. 1 KomWO ist "
                        "nur für Personen vorgesehen, die sich nicht beworben haben",
                    )
                ]
            )
    for p in daten.stichwahl_bewerber:
        if p.id == person_id:
            return Empfaenger.aus_person(p)
    angaben = {"familienname": familienname, "vornamen": vornamen, "strasse": strasse, "plz": plz, "ort": ort}
    fehlend = [k for k, v in angaben.items() if not (v and v.strip())]
    if fehlend:
        raise Eingabefehler(
            [
                Problem(
                    "--person",
                    f"„{person_id}“ steht nicht unter [[stichwahl_bewerber]]; für eine Person, die noch nicht in der "
                    "Datendatei steht, bitte " + deutsch.aufzaehlung([f"--{k}" for k in fehlend]) + " angeben",
                )
            ]
        )

    try:
        anschrift = Anschrift(strasse=strasse, plz=plz, ort=ort)
    except ValidationError as e:
        raise Eingabefehler([Problem(f"--{p.pfad}", p.text) for p in _uebersetze(e, "")]) from None
    land = (staatsangehoerigkeit or "DE").strip().upper()
    if land not in ISO_LAENDER:
        raise Eingabefehler(
            [
                Problem(
                    "--staatsangehoerigkeit",
                    f"„{staatsangehoerigkeit}“ ist kein Ländercode nach ISO 3166 (z. B. DE, AT)",
                )
            ]
        )
    grad = doktorgrad.strip() if doktorgrad and doktorgrad.strip() else None
    if grad is not None:
        problem = recht.doktorgrad_problem(grad, "--doktorgrad", recht.rechtsstand(daten.wahl))
        if problem is not None:
            raise Eingabefehler([problem])
    if anrede not in (None, "Frau", "Herr"):
        raise Eingabefehler(
            [Problem("--anrede", f"„{anrede}“ ist nicht zulässig; erlaubt: Frau, Herr (oder weglassen)")]
        )
    return Empfaenger(
        person_id,
        familienname.strip(),  # type: ignore[union-attr]
        vornamen.strip(),  # type: ignore[union-attr]
        grad,
        anschrift,
        land,
        anrede=anrede,
    )


def benachrichtigung_pruefen(daten: Wahldaten, datum: date) -> Frist:
    """The consent deadline; refuses the old law, a missing Stichwahltag and a letter date out of range."""
    _nur_stichwahlrecht(daten, "eine Benachrichtigung nach § 20a Abs. 1 KomWO")
    _stichwahltag(daten)
    frist = frist_von(daten, "stichwahl_zustimmung_bis")
    if datum < daten.wahl.wahltag:
        raise Eingabefehler(
            [
                Problem(
                    "--datum",
                    f"{deutsch.datum_kurz(datum)} liegt vor der ersten Wahl "
                    f"({deutsch.datum_kurz(daten.wahl.wahltag)}); benachrichtigt wird nach der mündlichen "
                    "Bekanntgabe des Wahlergebnisses (§ 20a Abs. 1 KomWO)",
                )
            ]
        )
    if datum > frist.datum:
        raise Eingabefehler(
            [
                Problem(
                    "--datum",
                    f"{deutsch.datum_kurz(datum)} liegt nach dem Ende der Zustimmungsfrist "
                    f"({deutsch.datum_kurz(frist.datum)}, 18:00 Uhr, {frist.vorschrift}); eine Zustimmung ist dann "
                    "nicht mehr möglich",
                )
            ]
        )
    return frist


def _unterlagen(daten: Wahldaten, e: Empfaenger) -> tuple[list[str], str | None]:
    """Documents to attach to the consent (§ 20a Abs. 2 Satz 2 KomWO) and a note on what is not needed."""
    gemeinde = daten.wahl.gemeinde
    liste = [
        "eine eidesstattliche Versicherung nach dem Muster der Anlage 17 KomWO, dass Sie nicht nach § 46 Abs. 2 GemO "
        "von der Wählbarkeit ausgeschlossen sind (§ 10 Abs. 4 Satz 1, § 10a Abs. 2 Satz 2 KomWG, "
        "§ 20a Abs. 2 Satz 2 Nr. 2 KomWO)"
    ]
    if e.ist_unionsbuerger:
        liste.append(
            "als Unionsbürgerin oder Unionsbürger zusätzlich die Versicherung an Eides statt nach Anlage 17 KomWO, "
            "dass Sie die Staatsangehörigkeit Ihres Herkunftsmitgliedstaats besitzen und dort Ihre Wählbarkeit nicht "
            "verloren haben, auf Verlangen auch eine Bescheinigung der dort zuständigen Behörde (§ 8 Abs. 2 Satz 1 "
            "und 5, § 10 Abs. 4 Satz 2 KomWG)"
        )
    anmerkung = None
    if e.anschrift.ort.strip().casefold() == gemeinde.strip().casefold():
        anmerkung = (
            f"Eine Wählbarkeitsbescheinigung ist nicht erforderlich, weil Sie nach unseren Unterlagen in {gemeinde} "
            "wohnen (§ 10a Abs. 2 Satz 2 KomWG). Haben Sie Ihre Hauptwohnung nicht hier, fügen Sie bitte eine "
            "Wählbarkeitsbescheinigung nach dem Muster der Anlage 16 KomWO bei."
        )
    else:
        liste.append(
            "eine Wählbarkeitsbescheinigung nach dem Muster der Anlage 16 KomWO, ausgestellt von der Gemeinde Ihrer "
            f"Hauptwohnung, weil Sie nach unseren Unterlagen nicht in {gemeinde} wohnen (§ 10 Abs. 3, § 10a Abs. 2 "
            "Satz 2 KomWG, § 20a Abs. 2 Satz 2 Nr. 1 KomWO)"
        )
    return liste, anmerkung


def benachrichtigung_json(daten: Wahldaten, e: Empfaenger, frist: Frist) -> dict[str, Any]:
    """The letter's facts as JSON.

    ``{"art": "stichwahl_benachrichtigung", "gemeinde", "person", "wahltag", "stichwahltag", "zustimmung_bis",
    "unterlagen"}``.
    """
    unterlagen, _ = _unterlagen(daten, e)
    return {
        "art": "stichwahl_benachrichtigung",
        "gemeinde": daten.wahl.gemeinde,
        "person": e.id,
        "wahltag": daten.wahl.wahltag.isoformat(),
        "stichwahltag": _stichwahltag(daten).isoformat(),
        "zustimmung_bis": datetime.combine(frist.datum, frist.uhrzeit).isoformat(timespec="minutes")
        if frist.uhrzeit
        else frist.datum.isoformat(),
        "unterlagen": unterlagen,
    }


def benachrichtigung(daten: Wahldaten, e: Empfaenger, datum: date) -> Dokument:
    """The letter of § 20a Abs. 1 KomWO as finished German strings; ``datum`` is the letter's date."""
    frist = benachrichtigung_pruefen(daten, datum)
    wahl = daten.wahl
    stichwahltag = _stichwahltag(daten)
    zulassung = frist_von(daten, "stichwahl_zulassung_spaetestens")
    ausschuss = wahl.ausschuss
    absender = [f"Der Vorsitz des Gemeindewahlausschusses {wahl.gemeinde}"]
    if ausschuss and ausschuss.anschrift:
        absender += anschriftzeilen(ausschuss.anschrift)
    stimmen = (
        f" Auf Sie sind {e.stimmen_erste_wahl} gültige Stimmen entfallen." if e.stimmen_erste_wahl is not None else ""
    )
    unterlagen, anmerkung = _unterlagen(daten, e)
    unterlagen = [f"{u};" for u in unterlagen[:-1]] + [f"{unterlagen[-1]}."]
    einreichen_bei = "beim Vorsitz des Gemeindewahlausschusses"
    if ausschuss and ausschuss.anschrift:
        a = ausschuss.anschrift
        einreichen_bei += f" ({a.strasse}, {a.plz} {a.ort})"
    frist_text = (
        f"Die Zustimmung ist schriftlich zu erklären; sie muss spätestens am {deutsch.datum_lang(frist.datum)}, "
        f"{deutsch.uhrzeit(frist.uhrzeit) if frist.uhrzeit else '18:00 Uhr'}, {einreichen_bei} eingegangen sein "
        "(§ 10a Abs. 2 Satz 1 KomWG, § 20a Abs. 2 Satz 1 KomWO). Die Frist verlängert sich nicht, auch nicht an "
        "einem Wochenende oder Feiertag; eine Wiedereinsetzung in den vorigen Stand ist ausgeschlossen (§ 56 KomWG)."
    )
    kontext = {
        "titel": zusammen(
            f"Ihre Teilnahme an der Stichwahl zur {amtswahl(wahl)} am {deutsch.datum_lang(stichwahltag)}"
        ),
        "absender": absender,
        "ruecksendung": ruecksendeangabe(daten),
        "empfaenger": anschriftfeld(e.anrede, e.doktorgrad, e.vornamen, e.familienname, e.anschrift),
        "info": [
            gebietskoerperschaft(wahl),
            "Vorsitz des Gemeindewahlausschusses",
            f"{wahl.gemeinde}, {deutsch.datum_ohne_wochentag(datum)}",
        ],
        "ort_datum": f"{wahl.gemeinde}, {deutsch.datum_ohne_wochentag(datum)}",
        "anrede": anrede_von(e.anrede, e.doktorgrad, e.vornamen, e.familienname),
        "absaetze": [
            f"bei der {amtswahl(wahl)} in {wahl.gemeinde} am {deutsch.datum_lang(wahl.wahltag)} hat keine Person "
            "mehr als die Hälfte der gültigen Stimmen erhalten. Nach dem mündlich bekannt gegebenen Wahlergebnis "
            "gehören Sie zu den zwei Personen mit den höchsten Stimmenzahlen, obwohl Sie sich für die erste Wahl nicht "
            f"beworben haben (§ 45 Abs. 2 Satz 1 GemO).{stimmen}",
            f"Sie nehmen an der Stichwahl am {deutsch.datum_lang(stichwahltag)} als Bewerber teil, wenn Sie der "
            "Teilnahme zustimmen (§ 10a Abs. 2 Satz 1 KomWG). Stimmen Sie nicht zu, findet die Stichwahl mit dem "
            "anderen Teilnehmer oder ohne Bewerber statt (§ 45 Abs. 2 Satz 2 GemO).",
        ],
        "abschnitte": [
            {
                "titel": "Form und Frist der Zustimmung",
                "absaetze": [
                    frist_text,
                    "Über Ihre Zulassung zur Stichwahl beschließt der Gemeindewahlausschuss spätestens am "
                    f"{deutsch.datum_lang(zulassung.datum)} ({zulassung.vorschrift}).",
                ],
                "liste": [],
                "nachsatz": "",
            },
            {
                "titel": "Beizufügende Unterlagen",
                "absaetze": ["Der Zustimmungserklärung sind beizufügen (§ 20a Abs. 2 Satz 2 KomWO):"],
                "liste": unterlagen,
                "nachsatz": anmerkung or "",
            },
            {
                "titel": "Veröffentlichung Ihrer Angaben",
                "absaetze": [
                    "Nehmen Sie an der Stichwahl teil, werden Ihr Familienname, Ihre Vornamen, Ihr Beruf oder Stand, "
                    "Ihr Geburtsjahr und Ihr Wohnort (Hauptwohnung) öffentlich bekannt gemacht und auf dem Stimmzettel "
                    "vorgedruckt, auf Ihren Wunsch auch ein eingetragener Doktorgrad und ein eingetragener Ordens- "
                    "oder Künstlername (§ 20a Abs. 1 und Abs. 4 Satz 3 KomWO). Bitte nennen Sie uns mit der "
                    "Zustimmung Ihren Beruf oder Stand.",
                    "Besteht für Sie im Melderegister eine Auskunftssperre nach § 51 Abs. 1 bis 4 des "
                    "Bundesmeldegesetzes, wird anstelle Ihres Wohnorts der Ort einer Erreichbarkeitsanschrift "
                    "angegeben, wenn Sie die Auskunftssperre nachweisen; ein Postfach genügt nicht "
                    "(§ 20a Abs. 4 Satz 4, § 20 Abs. 8 Satz 3 KomWO).",
                ],
                "liste": [],
                "nachsatz": "",
            },
        ],
        "unterschrift": {
            "name": ausschuss.vorsitz if ausschuss else "",
            "funktion": "Vorsitz des Gemeindewahlausschusses",
        },
        "quelle": "Rechtsgrundlagen: § 45 Abs. 2 GemO; § 10a KomWG; § 20a Abs. 1 und 2 KomWO.",
    }
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        "Benachrichtigung nach § 20a Abs. 1 KomWO",
        ("Stichwahl", "Zustimmung", wahl.gemeinde),
        "stichwahl/benachrichtigung.html",
    )
