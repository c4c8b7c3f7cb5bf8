"""The public notices around the admitted applicants (Baden-Württemberg), as views and JSON.

- The notice of the admitted applications for the first ballot (§ 10 Abs. 6 KomWG, § 20 Abs. 8
  KomWO) and of the persons taking part in the Stichwahl (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO).
- The notice that the Stichwahl does not take place (§ 45 Abs. 3 GemO, § 20a Abs. 5 KomWO).
- The letter to a person who would be in the Stichwahl without having applied (§ 20a Abs. 1–2 KomWO).

Each ``*_ansicht`` function returns a plain dict of finished German strings for a template; the
decisions (order, place shown, deadlines) are taken here and in :mod:`notices.reihenfolge`, never in
a template. A notice shows only what § 20 Abs. 8 Satz 2 KomWO allows: no street, no PLZ, no day of
birth – the Geburtsjahr only, and the place from :func:`notices.deutsch.ort_in_bekanntmachung`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Literal

from notices import deutsch, recht, reihenfolge
from notices.fristen import Frist
from notices.model import Anschrift, Eingabefehler, Person, Problem, StichwahlBewerber, Wahldaten

Art = Literal["wahl", "stichwahl"]


# ------------------------------------------------------------------------------------------------
# Decisions


@dataclass(frozen=True)
class Bekanntmachung:
    """What a notice of admitted applicants states: ballot, deadline, applicants in order."""

    art: Art
    daten: Wahldaten
    wahltag: date
    frist: Frist | None
    """The day by which the notice is due (§ 10 Abs. 6 / § 10a Abs. 4 KomWG; § 76 Abs. 3 KWG SL);
    None where the law says "unverzüglich" (§ 30 Abs. 6 KWG LSA)."""
    bewerber: tuple[Person, ...]
    los_entschied: bool = False


def _frist(daten: Wahldaten, fid: str) -> Frist:
    f = _frist_oder_none(daten, fid)
    if f is None:  # pragma: no cover - every id used here exists in the rule sets that reach it
        raise KeyError(fid)
    return f


def _frist_oder_none(daten: Wahldaten, fid: str) -> Frist | None:
    return next((f for f in recht.fristen(daten.wahl) if f.id == fid), None)


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
    if daten.wahl.stichwahltag is None:
        raise Eingabefehler(
            [
                Problem(
                    "wahl.stichwahltag",
                    "fehlt; der Tag der Stichwahl wird mit der Wahl bekannt gemacht (§ 3 Abs. 2 Satz 2 KomWG)",
                )
            ]
        )
    return daten.wahl.stichwahltag


def erstelle(daten: Wahldaten, *, stichwahl: bool = False) -> Bekanntmachung:
    """The notice of the admitted applications (first ballot) or of the Stichwahl's participants.

    Raises an Eingabefehler when the order cannot be established (missing Los, …), when the
    Stichwahl has no date, or for a Stichwahl under the law before 01.08.2023.
    """
    if daten.wahl.land != "BW":
        if stichwahl:
            raise Eingabefehler(
                [
                    Problem(
                        "--stichwahl",
                        (
                            f"die Bekanntmachung zur Stichwahl ist {recht.fuer(daten.wahl.land)} "
                            "noch nicht umgesetzt (dort werden die beiden Personen mit ihren Stimmenzahlen "
                            "bekannt gemacht, § 30a Abs. 2 KWG LSA, § 74 KWG); bitte außerhalb von notices erstellen"
                        ),
                    )
                ]
            )
        return Bekanntmachung(
            "wahl",
            daten,
            daten.wahl.wahltag,
            _frist_oder_none(daten, "bekanntmachung_spaetestens"),
            tuple(reihenfolge.erste_wahl(daten)),
        )
    if stichwahl:
        _nur_stichwahlrecht(daten, "eine Bekanntmachung zur Stichwahl")
        tag = _stichwahltag(daten)
        return Bekanntmachung(
            "stichwahl",
            daten,
            tag,
            _frist(daten, "stichwahl_bekanntmachung_spaetestens"),
            tuple(reihenfolge.stichwahl(daten)),
        )
    bewerber = tuple(reihenfolge.erste_wahl(daten))
    return Bekanntmachung(
        "wahl",
        daten,
        daten.wahl.wahltag,
        _frist(daten, "bekanntmachung_spaetestens"),
        bewerber,
        reihenfolge.los_entschied(daten),
    )


@dataclass(frozen=True)
class Fristlage:
    """The deadline guard's verdict for a notice dated ``datum``."""

    verspaetet: bool
    meldung: str | None
    """Why the notice is late (one German sentence), or None."""
    warnungen: tuple[str, ...]


def fristlage(bm: Bekanntmachung, datum: date) -> Fristlage:
    """Is the notice dated ``datum`` late, and are the admissions final yet?

    Due by the 15th day before the Wahltag (§ 10 Abs. 6 KomWG), for the Stichwahl by the 8th day
    before it (§ 10a Abs. 4 KomWG). Before the admission deadline (§ 10 Abs. 5 Satz 1, § 10a
    Abs. 3 Satz 1 KomWG) has passed, the admissions may not be final yet: a warning.
    """
    daten = bm.daten
    f = bm.frist
    if bm.art == "stichwahl" and datum <= daten.wahl.wahltag:
        raise Eingabefehler(
            [
                Problem(
                    "--datum",
                    f"{deutsch.datum_kurz(datum)} liegt nicht nach der ersten Wahl "
                    f"({deutsch.datum_kurz(daten.wahl.wahltag)}); die Bewerber der Stichwahl stehen erst nach ihr fest",
                )
            ]
        )
    meldung = None
    warnungen: list[str] = []
    if f is None:
        warnungen.append(
            f"Die zugelassenen Bewerbungen sind unverzüglich nach der Zulassung öffentlich bekannt zu machen "
            f"({recht.rechtsstand(daten.wahl).reihenfolge_vorschrift}); ein fester letzter Tag ist nicht bestimmt."
        )
    elif datum > f.datum:
        was = "der zugelassenen Bewerbungen" if bm.art == "wahl" else "der Bewerber der Stichwahl"
        meldung = (
            f"Die öffentliche Bekanntmachung {was} ist spätestens am {deutsch.datum_lang(f.datum)} fällig "
            f"({f.rechnung}, {f.vorschrift}); das Datum der Bekanntmachung, {deutsch.datum_lang(datum)}, liegt danach."
        )
    zulassung = _frist_oder_none(
        daten, "zulassung_spaetestens" if bm.art == "wahl" else "stichwahl_zulassung_spaetestens"
    )
    if zulassung is not None and datum <= zulassung.datum:
        warnungen.append(
            f"Die Zulassung ist bis zum {deutsch.datum_lang(zulassung.datum)} zu beschließen "
            f"({zulassung.vorschrift}); am {deutsch.datum_kurz(datum)} stehen die zugelassenen Bewerbungen "
            "möglicherweise noch nicht endgültig fest."
        )
    for p in reihenfolge.offene_zulassungen(daten, stichwahl=bm.art == "stichwahl"):
        warnungen.append(
            f"Über die Bewerbung von {p.name} ist noch nicht entschieden (zugelassen fehlt); sie ist nicht aufgeführt."
        )
    if bm.art == "stichwahl" and not any(isinstance(p, StichwahlBewerber) for p in bm.bewerber):
        warnungen.append(
            "Es ist niemand nach § 10a Abs. 3 KomWG zur Stichwahl zugelassen; § 10a Abs. 4 KomWG verlangt diese "
            "Bekanntmachung nur in diesem Fall, sie kann aber zur Information erfolgen."
        )
    if daten.wahl.bekanntmachung is None:
        warnungen.append(
            "wahl.bekanntmachung fehlt: die Bekanntmachung nennt niemanden als Unterzeichner "
            '([wahl.bekanntmachung] mit unterzeichner = "…" und funktion = "…").'
        )
    return Fristlage(meldung is not None, meldung, tuple(warnungen))


# ------------------------------------------------------------------------------------------------
# JSON (stable contract, README "Bekanntmachungen")


def bewerber_json(nr: int, p: Person) -> dict[str, Any]:
    """One applicant's line as the JSON contract states it (§ 20 Abs. 8 Satz 2 and 3 KomWO)."""
    return {
        "nr": nr,
        "id": p.id,
        "familienname": p.familienname,
        "vornamen": p.vornamen,
        "doktorgrad": p.doktorgrad,
        "ordens_oder_kuenstlername": p.kuenstlername,
        "beruf": p.beruf,
        "geburtsjahr": p.geburtsdatum.year,
        "ort": deutsch.ort_in_bekanntmachung(p),
    }


def _wahlvorschlag(p: Person) -> str | None:
    """The proposing party or group (several: a joint candidate), None for an Einzelbewerber."""
    t = getattr(p, "wahlvorschlagstraeger", None)
    return " / ".join(t) if isinstance(t, list) else t


def als_json(bm: Bekanntmachung) -> dict[str, Any]:
    """``{"art", "gemeinde", "wahltag", "spaetestens", "bewerber": [...]}`` – the notice's content."""
    return {
        "art": bm.art,
        "gemeinde": bm.daten.wahl.gemeinde,
        "wahltag": bm.wahltag.isoformat(),
        "spaetestens": bm.frist.datum.isoformat() if bm.frist else None,
        "bewerber": [
            bewerber_json(nr, p) | ({"wahlvorschlag": _wahlvorschlag(p)} if bm.daten.wahl.land != "BW" else {})
            for nr, p in enumerate(bm.bewerber, 1)
        ],
    }


# ------------------------------------------------------------------------------------------------
# Views (finished German strings for the templates)


_DATUM = re.compile(r"(\d{1,2}\.) (\w+) (\d{4})")


def _zusammen(text: str) -> str:
    """Keep ``4. April 2027`` on one line in a heading (no-break spaces)."""
    return _DATUM.sub("\\1\u00a0\\2\u00a0\\3", text)


def _amtswahl(daten: Wahldaten) -> str:
    return f"{daten.wahl.amt}wahl"


def _des_amts(daten: Wahldaten) -> str:
    return f"des {daten.wahl.amt}s"


def _unterschrift(daten: Wahldaten, datum: date) -> dict[str, str]:
    angaben = daten.wahl.bekanntmachung
    return {
        "ort_datum": f"{daten.wahl.gemeinde}, {deutsch.datum_ohne_wochentag(datum)}",
        "name": angaben.unterzeichner if angaben else "",
        "funktion": angaben.funktion if angaben else daten.wahl.amt,
    }


def _zeile(nr: int, p: Person) -> dict[str, str]:
    return {
        "nr": f"{nr}.",
        "familienname": deutsch.familienname_mit_doktorgrad(p),
        "vornamen": p.vornamen,
        "kuenstlername": p.kuenstlername or "",
        "beruf": p.beruf,
        "geburtsjahr": str(p.geburtsdatum.year),
        "ort": deutsch.ort_in_bekanntmachung(p),
    }


_ORT_HINWEIS = (
    "Angegeben ist der Wohnort (Hauptwohnung); bei einer Auskunftssperre im Melderegister anstelle des Wohnorts der "
    "Ort der Erreichbarkeitsanschrift (§ 20 Abs. 8 Satz 2 und 3 KomWO)."
)


def _hinweise_wahl(daten: Wahldaten, n: int) -> list[str]:
    rs = recht.rechtsstand(daten.wahl)
    mehrheit = "Gewählt ist, wer mehr als die Hälfte der gültigen Stimmen erhalten hat (§ 45 Abs. 1 Satz 3 GemO)."
    if n == 0:
        hinweise = [
            "Der Stimmzettel enthält daher keine vorgedruckten Namen. Die Wahl findet dennoch statt, nach den "
            "Grundsätzen der Mehrheitswahl (§ 45 Abs. 1 Satz 2 GemO): Die Wählerinnen und Wähler geben ihre Stimme "
            "ab, indem sie den Namen einer wählbaren Person (§ 46 GemO) auf dem Stimmzettel eintragen "
            "(§ 19 Abs. 3 Nr. 2 KomWG).",
            mehrheit,
        ]
    elif n == 1:
        hinweise = [
            "Auf dem Stimmzettel ist nur dieser eine Name vorgedruckt. Die Wählerinnen und Wähler können der "
            "aufgeführten Person ihre Stimme durch ein Kreuz hinter dem Namen oder auf sonst eindeutige Weise geben, "
            "oder einer anderen wählbaren Person (§ 46 GemO), indem sie deren Namen eintragen (§ 19 Abs. 3 Nr. 1 "
            "KomWG). Ein unverändert abgegebener Stimmzettel gilt als Stimme für die vorgedruckte Person "
            "(§ 19 Abs. 3 Satz 2 KomWG).",
            mehrheit,
        ]
    else:
        hinweise = [
            "Die Stimme wird durch ein Kreuz hinter einem der vorgedruckten Namen oder auf sonst eindeutige Weise "
            "abgegeben; sie kann auch einer anderen wählbaren Person (§ 46 GemO) gegeben werden, indem deren Name "
            "eingetragen wird (§ 19 Abs. 3 Nr. 1 KomWG).",
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
            "Weise abgegeben (§ 19 Abs. 4 Satz 1 KomWG). Wird eine andere Person durch Eintragung ihres Namens als "
            "gewählt gekennzeichnet, ist die Stimme ungültig (§ 24 Abs. 1 Nr. 5 KomWG).",
            meiste,
        ]
    if n == 1:
        return [
            "Die zweite Person, die an der Stichwahl teilnehmen würde, nimmt nicht als Bewerber teil; die Wahl findet "
            "mit dem anderen Teilnehmer nach den Grundsätzen der Mehrheitswahl statt (§ 45 Abs. 2 Satz 2 GemO).",
            "Auf dem Stimmzettel ist nur dieser eine Name vorgedruckt. Die Wählerinnen und Wähler können der "
            "aufgeführten Person ihre Stimme geben oder einer anderen wählbaren Person (§ 46 GemO), indem sie deren "
            "Namen eintragen (§ 19 Abs. 4 Satz 2, Abs. 3 Nr. 1 KomWG).",
            meiste,
        ]
    return [
        "Keine der beiden Personen nimmt als Bewerber an der Stichwahl teil; die Wahl findet ohne Bewerber nach den "
        "Grundsätzen der Mehrheitswahl statt (§ 45 Abs. 2 Satz 2 GemO).",
        "Der Stimmzettel enthält keine vorgedruckten Namen. Die Wählerinnen und Wähler geben ihre Stimme ab, indem "
        "sie den Namen einer wählbaren Person (§ 46 GemO) eintragen (§ 19 Abs. 4 Satz 2, Abs. 3 Nr. 2 KomWG).",
        meiste,
    ]


def _reihenfolge_text(bm: Bekanntmachung) -> str:
    if bm.art == "wahl":
        text = (
            "Die Bewerbungen sind in der Reihenfolge ihres Eingangs aufgeführt (§ 20 Abs. 6 Satz 3, Abs. 8 Satz 1 "
            "KomWO)"
        )
        if bm.los_entschied:
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


def ansicht(bm: Bekanntmachung, datum: date) -> dict[str, Any]:
    """The notice as finished German strings; ``datum`` is the date of the notice."""
    daten = bm.daten
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    n = len(bm.bewerber)
    zeilen = [_zeile(nr, p) for nr, p in enumerate(bm.bewerber, 1)]
    if wahl.land != "BW":
        return _ansicht_st_sl(bm, datum, zeilen)
    if bm.art == "wahl":
        titel = (
            f"Zugelassene Bewerbungen für die {_amtswahl(daten)} in {wahl.gemeinde} am {deutsch.datum_lang(bm.wahltag)}"
        )
        if n == 0:
            einleitung = [
                f"Für die {_amtswahl(daten)} am {deutsch.datum_lang(bm.wahltag)} hat der Gemeindewahlausschuss "
                "keine Bewerbung zugelassen (§ 10 Abs. 5 KomWG)."
            ]
        elif n == 1:
            einleitung = [
                f"Für die {_amtswahl(daten)} am {deutsch.datum_lang(bm.wahltag)} hat der Gemeindewahlausschuss nur "
                "eine Bewerbung zugelassen (§ 10 Abs. 5 KomWG). Sie wird nach § 10 Abs. 6 KomWG öffentlich bekannt "
                "gemacht:"
            ]
        else:
            einleitung = [
                f"Für die {_amtswahl(daten)} am {deutsch.datum_lang(bm.wahltag)} hat der Gemeindewahlausschuss die "
                "folgenden Bewerbungen zugelassen (§ 10 Abs. 5 KomWG). Sie werden nach § 10 Abs. 6 KomWG öffentlich "
                "bekannt gemacht:"
            ]
        hinweise = _hinweise_wahl(daten, n)
        rechtsgrundlagen = "§ 10 Abs. 5 und 6 KomWG; § 20 Abs. 6 und 8 KomWO; §§ 45, 46 GemO; § 19 Abs. 3 KomWG"
    else:
        titel = (
            f"Bewerberinnen und Bewerber der Stichwahl zur {_amtswahl(daten)} in {wahl.gemeinde} am "
            f"{deutsch.datum_lang(bm.wahltag)}"
        )
        einleitung = [
            f"Bei der {_amtswahl(daten)} am {deutsch.datum_lang(wahl.wahltag)} hat keine Person mehr als die Hälfte "
            f"der gültigen Stimmen erhalten. Am {deutsch.datum_lang(bm.wahltag)} findet daher eine Stichwahl statt "
            "(§ 45 Abs. 2 Satz 1 GemO)."
        ]
        if n == 2:
            einleitung.append("An ihr nehmen als Bewerber teil (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO):")
        elif n == 1:
            einleitung.append("An ihr nimmt als Bewerber nur teil (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO):")
        hinweise = _hinweise_stichwahl(n)
        rechtsgrundlagen = "§ 10a KomWG; § 20a Abs. 3 und 4, § 20 Abs. 8 KomWO; § 45 Abs. 2 GemO; § 19 Abs. 4 KomWG"
    return {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": _zusammen(titel),
        "einleitung": einleitung,
        "zeilen": zeilen,
        "mit_kuenstlername": any(z["kuenstlername"] for z in zeilen),
        "ort_hinweis": _ORT_HINWEIS if zeilen else "",
        "reihenfolge": _reihenfolge_text(bm) if n >= 2 else "",
        "hinweise_titel": "Stimmabgabe",
        "hinweise": hinweise,
        "unterschrift": _unterschrift(daten, datum),
        "quelle": f"Rechtsgrundlagen: {rechtsgrundlagen}. Rechtsstand: {rs.label}.",
        "tabellen_titel": "Zugelassene Bewerbungen" if bm.art == "wahl" else "Bewerber der Stichwahl",
        "mit_wahlvorschlag": False,
    }


def _ansicht_st_sl(bm: Bekanntmachung, datum: date, zeilen: list[dict[str, str]]) -> dict[str, Any]:
    """The first-ballot notice in Sachsen-Anhalt (§ 30 Abs. 5–8 KWG LSA) and the Saarland (§ 76 Abs. 3–4 KWG).

    With no admitted application it is the notice that the election fails (§ 30 Abs. 7 KWG LSA) or does
    not take place (§ 76 Abs. 4 KWG), with what follows.
    """
    daten = bm.daten
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    n = len(bm.bewerber)
    am = f"am {deutsch.datum_lang(bm.wahltag)}"
    s = wahl.stichwahltag
    if wahl.land == "ST":
        ausschuss, was = "der Wahlausschuss", "Bewerbungen"
        zulassung = "§ 30 Abs. 5 KWG LSA"
        rechtsgrundlagen = "§ 30 Abs. 5 bis 8, § 30a KWG LSA"
        mehrheit = (
            "Gewählt ist, wer mehr als die Hälfte der abgegebenen gültigen Stimmen erhalten hat (§ 30 Abs. 8 KWG LSA)."
        )
        stichwahl_text = (
            f"Erhält keine Person mehr als die Hälfte der gültigen Stimmen, findet am {deutsch.datum_lang(s)} eine "
            "Stichwahl zwischen den zwei Bewerbern mit den höchsten Stimmenzahlen statt (§ 30a KWG LSA)."
        )
        reihenfolge_text = (
            "Die Bewerbungen sind in alphabetischer Reihenfolge der Familiennamen und Vornamen aufgeführt "
            "(§ 30 Abs. 6 KWG LSA)."
        )
    else:
        ausschuss, was = "der Gemeindewahlausschuss", "Wahlvorschläge"
        zulassung = "§ 76 KWG"
        rechtsgrundlagen = "§ 76 Abs. 3 und 4, § 74 Abs. 4, § 22 Abs. 2 KWG"
        mehrheit = "Gewählt ist, wer mehr als die Hälfte der gültigen Stimmen erhalten hat."
        stichwahl_text = (
            f"Erhält keine Person mehr als die Hälfte der gültigen Stimmen, findet am {deutsch.datum_lang(s)} eine "
            "Stichwahl statt (§ 74 Abs. 4 KWG)."
        )
        reihenfolge_text = (
            "Die Wahlvorschläge der im Gemeinderat vertretenen Parteien und Wählergruppen sind nach ihrer "
            "Stimmenzahl bei der letzten Gemeinderatswahl aufgeführt, die übrigen in alphabetischer Reihenfolge "
            "der Bewerbernamen (§ 76 Abs. 3 Satz 1 und 2 KWG)."
        )
    if n == 0:
        # The same statement as the notice of `--wahl-entfaellt keine-bewerbung / kein-wahlvorschlag`.
        entfall = WAHL_ENTFAELLT[wahl.land]["keine-bewerbung" if wahl.land == "ST" else "kein-wahlvorschlag"]
        wort = "ist gescheitert" if wahl.land == "ST" else "findet nicht statt"
        titel = f"Die {_amtswahl(daten)} in {wahl.gemeinde} {am} {wort}"
        einleitung, hinweise = [entfall.feststellung, *entfall.folge], []
    else:
        titel = f"Zugelassene {was} für die {_amtswahl(daten)} in {wahl.gemeinde} {am}"
        einleitung = [f"Für die {_amtswahl(daten)} {am} hat {ausschuss} die folgenden {was} zugelassen ({zulassung}):"]
        hinweise = [mehrheit] + ([stichwahl_text] if s is not None else [])
    mit_wv = wahl.land == "SL"
    for z, p in zip(zeilen, bm.bewerber, strict=True):
        z["wahlvorschlag"] = _wahlvorschlag(p) or "Einzelbewerbung"
    return {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": _zusammen(titel),
        "einleitung": einleitung,
        "zeilen": zeilen,
        "mit_kuenstlername": any(z["kuenstlername"] for z in zeilen),
        "mit_wahlvorschlag": mit_wv,
        "ort_hinweis": (
            "Angegeben ist der Wohnort; bei einer Auskunftssperre im Melderegister anstelle des Wohnorts der Ort der "
            "Erreichbarkeitsanschrift."
            if zeilen
            else ""
        ),
        "reihenfolge": reihenfolge_text if n >= 2 else "",
        "hinweise_titel": "Hinweise",
        "hinweise": hinweise,
        "unterschrift": _unterschrift(daten, datum),
        "quelle": f"Rechtsgrundlagen: {rechtsgrundlagen}. Rechtsstand: {rs.label}.",
        "tabellen_titel": f"Zugelassene {was}",
    }


# ------------------------------------------------------------------------------------------------
# The Stichwahl does not take place (§ 45 Abs. 3 GemO, § 20a Abs. 5 KomWO)


def pruefe_grund(grund: str | None) -> str:
    """The reason given on the command line, stripped; an Eingabefehler if it is missing or too long."""
    text = (grund or "").strip()
    if not text:
        raise Eingabefehler(
            [
                Problem(
                    "--grund",
                    "fehlt; die Bekanntmachung nennt die Gründe, aus denen die Stichwahl nicht stattfindet "
                    '(§ 20a Abs. 5 KomWO), z. B. --grund "Ein Teilnehmer der Stichwahl ist verstorben."',
                )
            ]
        )
    if len(text) > 2000:
        raise Eingabefehler([Problem("--grund", f"ist {len(text)} Zeichen lang; höchstens 2000 Zeichen")])
    return text


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


def entfaellt_json(daten: Wahldaten, grund: str) -> dict[str, Any]:
    """``{"art": "stichwahl_entfaellt", "gemeinde", "wahltag", "grund"}`` (wahltag: the cancelled Stichwahl)."""
    return {
        "art": "stichwahl_entfaellt",
        "gemeinde": daten.wahl.gemeinde,
        "wahltag": _stichwahltag(daten).isoformat(),
        "grund": grund,
    }


def entfaellt_ansicht(daten: Wahldaten, grund: str, datum: date) -> dict[str, Any]:
    """The notice that the Stichwahl does not take place, as finished German strings."""
    tag = entfaellt_pruefen(daten, datum)
    wahl = daten.wahl
    return {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": _zusammen(
            f"Die Stichwahl zur {_amtswahl(daten)} in {wahl.gemeinde} am {deutsch.datum_lang(tag)} findet nicht statt"
        ),
        "absaetze": [
            f"Die für {deutsch.datum_lang(tag)} vorgesehene Stichwahl zur {_amtswahl(daten)} vom "
            f"{deutsch.datum_ohne_wochentag(wahl.wahltag)} findet nicht statt (§ 45 Abs. 3 Satz 1 GemO).",
        ],
        "grund_titel": "Gründe",
        "grund": grund,
        "folge": [
            f"Die Wahl {_des_amts(daten)} wird innerhalb von drei Monaten neu durchgeführt (§ 45 Abs. 3 Satz 2 GemO, "
            "§ 20a Abs. 5 KomWO). Der Tag der neuen Wahl wird gesondert öffentlich bekannt gemacht "
            "(§ 3 Abs. 2 KomWG).",
        ],
        "unterschrift": _unterschrift(daten, datum),
        "quelle": (
            f"Rechtsgrundlagen: § 45 Abs. 3 GemO; § 20a Abs. 5 KomWO. Rechtsstand: {recht.rechtsstand(wahl).label}."
        ),
    }


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

    @property
    def name(self) -> str:
        """Vornamen Familienname, with the Doktorgrad in front where given."""
        return " ".join(t for t in (self.doktorgrad, self.vornamen, self.familienname) if t)

    @classmethod
    def aus_person(cls, p: Person) -> Empfaenger:
        """The addressee from a person in the data file."""
        return cls(
            p.id, p.familienname, p.vornamen, p.doktorgrad, p.anschrift, p.staatsangehoerigkeit, p.stimmen_erste_wahl
        )

    @property
    def ist_unionsbuerger(self) -> bool:
        """Citizen of another EU member state (§ 8 Abs. 2 KomWG)."""
        from notices.model import _EU_STAATEN

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
    from pydantic import ValidationError

    from notices.model import ISO_LAENDER, _uebersetze

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
    return Empfaenger(person_id, familienname.strip(), vornamen.strip(), grad, anschrift, land)  # type: ignore[union-attr]


def benachrichtigung_pruefen(daten: Wahldaten, datum: date) -> Frist:
    """The consent deadline; refuses the old law, a missing Stichwahltag and a letter date out of range."""
    _nur_stichwahlrecht(daten, "eine Benachrichtigung nach § 20a Abs. 1 KomWO")
    _stichwahltag(daten)
    frist = _frist(daten, "stichwahl_zustimmung_bis")
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


def _anschriftzeilen(a: Anschrift) -> list[str]:
    return [a.strasse, f"{a.plz} {a.ort}"]


def benachrichtigung_ansicht(daten: Wahldaten, e: Empfaenger, datum: date) -> dict[str, Any]:
    """The letter of § 20a Abs. 1 KomWO as finished German strings; ``datum`` is the letter's date."""
    frist = benachrichtigung_pruefen(daten, datum)
    wahl = daten.wahl
    stichwahltag = _stichwahltag(daten)
    zulassung = _frist(daten, "stichwahl_zulassung_spaetestens")
    ausschuss = wahl.ausschuss
    absender = [f"Der Vorsitz des Gemeindewahlausschusses {wahl.gemeinde}"]
    if ausschuss and ausschuss.anschrift:
        absender += _anschriftzeilen(ausschuss.anschrift)
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
    return {
        "titel": _zusammen(
            f"Ihre Teilnahme an der Stichwahl zur {_amtswahl(daten)} am {deutsch.datum_lang(stichwahltag)}"
        ),
        "absender": absender,
        "empfaenger": [e.name, *_anschriftzeilen(e.anschrift)],
        "ort_datum": f"{wahl.gemeinde}, {deutsch.datum_ohne_wochentag(datum)}",
        "anrede": f"Guten Tag {e.name},",
        "absaetze": [
            f"bei der {_amtswahl(daten)} in {wahl.gemeinde} am {deutsch.datum_lang(wahl.wahltag)} hat keine Person "
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


# ------------------------------------------------------------------------------------------------
# Sachsen-Anhalt and Saarland: the election fails or does not take place (§ 30 Abs. 7 KWG LSA, § 76 Abs. 4, 5 KWG)


@dataclass(frozen=True)
class _Entfall:
    feststellung: str
    folge: tuple[str, ...]
    vorschrift: str
    frist: str | None = None
    """The deadline id by which this notice is due, where the statute sets one."""


_NEUE_WAHL_ST = "Es ist eine neue Wahl durchzuführen (§ 30 Abs. 7 Satz 3 KWG LSA)."
WAHL_ENTFAELLT: dict[str, dict[str, _Entfall]] = {
    "ST": {
        "keine-bewerbung": _Entfall(
            "Der Wahlausschuss hat das Scheitern der Wahl festgestellt: Es ist keine Bewerbung fristgerecht "
            "eingereicht oder zugelassen worden (§ 30 Abs. 7 Satz 1 Nr. 1 KWG LSA).",
            ("Der Wahltermin wird abgesagt (§ 30 Abs. 7 Satz 2 KWG LSA).", _NEUE_WAHL_ST),
            "§ 30 Abs. 7 Satz 1 Nr. 1, Satz 2 bis 4 KWG LSA",
        ),
        "einziger-bewerber": _Entfall(
            "Der Wahlausschuss hat das Scheitern der Wahl festgestellt: Es wurde nur ein Bewerber zugelassen, und "
            "dieser ist verstorben oder hat die Wählbarkeit verloren (§ 30 Abs. 7 Satz 1 Nr. 2 KWG LSA).",
            ("Der Wahltermin wird abgesagt (§ 30 Abs. 7 Satz 2 KWG LSA).", _NEUE_WAHL_ST),
            "§ 30 Abs. 7 Satz 1 Nr. 2, Satz 2 bis 4 KWG LSA",
        ),
        "annahme-abgelehnt": _Entfall(
            "Der Wahlausschuss hat das Scheitern der Wahl festgestellt: Der gewählte Bewerber nimmt die Wahl nicht "
            "an (§ 30 Abs. 7 Satz 1 Nr. 3 KWG LSA).",
            (_NEUE_WAHL_ST,),
            "§ 30 Abs. 7 Satz 1 Nr. 3, Satz 3 und 4 KWG LSA",
        ),
    },
    "SL": {
        "kein-wahlvorschlag": _Entfall(
            "Es ist kein gültiger Wahlvorschlag eingereicht worden; die Wahl findet nicht statt "
            "(§ 76 Abs. 4 Satz 1 KWG).",
            (
                "Die Bürgermeisterin oder der Bürgermeister wird in diesem Fall nach den Bestimmungen des "
                "Kommunalselbstverwaltungsgesetzes gewählt (§ 76 Abs. 4 Satz 2 KWG).",
            ),
            "§ 76 Abs. 4 KWG",
            "bekanntmachung_keine_wahl_spaetestens",
        ),
        "bewerber-verstorben": _Entfall(
            "Eine Bewerberin oder ein Bewerber ist nach der Zulassung des Wahlvorschlags, aber vor der Wahl "
            "gestorben oder hat die Wählbarkeit verloren; die Wahl findet nicht statt (§ 76 Abs. 5 Satz 1 KWG).",
            (
                "Die Wahl ist innerhalb von drei Monaten nach dem Termin der ausgefallenen Wahl nachzuholen "
                "(§ 76 Abs. 5 Satz 2 KWG).",
            ),
            "§ 76 Abs. 5 KWG",
        ),
    },
}
"""The cases in which an election in ST or SL fails or does not take place, as the statutes word them."""


def wahl_entfaellt(daten: Wahldaten, fall: str, datum: date) -> _Entfall:
    """The case, checked against the Land; its deadline (if any) against ``datum`` is the caller's guard."""
    faelle = WAHL_ENTFAELLT.get(daten.wahl.land)
    if faelle is None:
        raise Eingabefehler(
            [
                Problem(
                    "--wahl-entfaellt",
                    (
                        "gilt für Sachsen-Anhalt (§ 30 Abs. 7 KWG LSA) und das Saarland (§ 76 Abs. 4, 5 KWG); in "
                        "Baden-Württemberg gibt es dafür die Bekanntmachung mit --stichwahl-entfaellt, und ohne "
                        "Bewerbung findet die Wahl mit Namenseintrag statt"
                    ),
                )
            ]
        )
    if fall not in faelle:
        raise Eingabefehler(
            [
                Problem(
                    "--wahl-entfaellt",
                    (f"„{fall}“ ist {recht.fuer(daten.wahl.land)} kein Fall; möglich: {', '.join(faelle)}"),
                )
            ]
        )
    return faelle[fall]


def wahl_entfaellt_json(daten: Wahldaten, fall: str, grund: str | None, datum: date) -> dict[str, Any]:
    """``{"art": "wahl_entfaellt", "fall", "gemeinde", "wahltag", "spaetestens", "grund"}``."""
    e = wahl_entfaellt(daten, fall, datum)
    f = _frist_oder_none(daten, e.frist) if e.frist else None
    return {
        "art": "wahl_entfaellt",
        "fall": fall,
        "gemeinde": daten.wahl.gemeinde,
        "wahltag": daten.wahl.wahltag.isoformat(),
        "spaetestens": f.datum.isoformat() if f else None,
        "grund": grund,
    }


def wahl_entfaellt_ansicht(daten: Wahldaten, fall: str, grund: str | None, datum: date) -> dict[str, Any]:
    """The notice that the election failed (ST) or does not take place (SL), as finished German strings."""
    e = wahl_entfaellt(daten, fall, datum)
    wahl = daten.wahl
    wort = "ist gescheitert" if wahl.land == "ST" else "findet nicht statt"
    folge = list(e.folge)
    if wahl.land == "ST" and wahl.amt == "Ortsvorsteher":
        folge[-1] = (
            "Vorbehaltlich § 88 Abs. 1 des Kommunalverfassungsgesetzes ist eine neue Wahl durchzuführen "
            "(§ 30 Abs. 7 Satz 3 KWG LSA)."
        )
    return {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": _zusammen(f"Die {_amtswahl(daten)} in {wahl.gemeinde} am {deutsch.datum_lang(wahl.wahltag)} {wort}"),
        "absaetze": [e.feststellung],
        "grund_titel": "Nähere Angaben" if grund else "",
        "grund": grund or "",
        "folge": folge,
        "unterschrift": _unterschrift(daten, datum),
        "quelle": f"Rechtsgrundlagen: {e.vorschrift}. Rechtsstand: {recht.rechtsstand(wahl).label}.",
    }
