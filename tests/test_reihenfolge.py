"""Order of the admitted applicants (§ 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO; § 20a Abs. 4 KomWO), as tables."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from notices import reihenfolge
from notices.dienste import validiere
from notices.model import Eingabefehler


def person(pid: str, eingang: str | None = None, los: int | None = None, zugelassen: bool | None = True) -> dict:
    """An applicant block; the id doubles as Familienname so that messages name it."""
    p: dict[str, Any] = {
        "id": pid,
        "familienname": pid.capitalize(),
        "vornamen": "Alex",
        "beruf": "Verwaltungswirt",
        "geburtsdatum": datetime(1980, 1, 1).date(),
        "anschrift": {"strasse": "Hauptstraße 1", "plz": "70999", "ort": "Musterhausen"},
    }
    if eingang is not None:
        p["eingang"] = datetime.fromisoformat(eingang)
    if los is not None:
        p["los"] = los
    if zugelassen is not None:
        p["zugelassen"] = zugelassen
    return p


# Three elections whose filing period starts on a Saturday, on 26.12. (a holiday) and on a Tuesday.
WAHL_SAMSTAG = {  # advertised Fri 18.12.2026: first day Sat 19.12., simultaneous until Mon 21.12. 07:30
    "land": "BW",
    "gemeinde": "Musterhausen",
    "einwohnerzahl": 18450,
    "wahltag": datetime(2027, 3, 14).date(),
    "stellenausschreibung": datetime(2026, 12, 18).date(),
    "einreichungsfrist_ende": datetime(2027, 2, 15).date(),
}
WAHL_26_12 = {  # advertised 25.12.2024: first day Thu 26.12. (2. Weihnachtstag), simultaneous until Fri 27.12. 07:30
    "land": "BW",
    "gemeinde": "Musterhausen",
    "einwohnerzahl": 18450,
    "wahltag": datetime(2025, 3, 9).date(),
    "stellenausschreibung": datetime(2024, 12, 25).date(),
    "einreichungsfrist_ende": datetime(2025, 2, 10).date(),
}
WAHL_DIENSTAG = {  # advertised Mon 11.01.2027: first day Tue 12.01., simultaneous until Tue 12.01. 07:30
    "land": "BW",
    "gemeinde": "Musterhausen",
    "einwohnerzahl": 18450,
    "wahltag": datetime(2027, 4, 11).date(),
    "stellenausschreibung": datetime(2027, 1, 11).date(),
    "einreichungsfrist_ende": datetime(2027, 3, 15).date(),
}


def daten(wahl: dict, *bewerber: dict, **rest: Any):
    return validiere({"wahl": dict(wahl), "bewerber": list(bewerber), **rest})


ERSTE_WAHL = [
    # (case, election, applicants, expected order of ids) – every row cites its rule
    (
        "§ 20 Abs. 1 Satz 2 KomWO: Samstag als erster Tag und Montag vor 7:30 gelten als gleichzeitig – das Los entscheidet",
        WAHL_SAMSTAG,
        [person("sa", "2026-12-19T10:00", los=2), person("mo", "2026-12-21T07:05", los=1)],
        ["mo", "sa"],
    ),
    (
        "§ 20 Abs. 1 Satz 2 KomWO: Sonntag (vor dem Werktag) gehört ebenfalls dazu",
        WAHL_SAMSTAG,
        [person("so", "2026-12-20T23:59", los=1), person("sa", "2026-12-19T00:01", los=2)],
        ["so", "sa"],
    ),
    (
        "§ 20 Abs. 1 Satz 2 KomWO: Montag 7:29:59 ist noch vor 7:30",
        WAHL_SAMSTAG,
        [person("sa", "2026-12-19T10:00", los=2), person("mo", "2026-12-21T07:29:59", los=1)],
        ["mo", "sa"],
    ),
    (
        "§ 20 Abs. 1 Satz 2 KomWO: Montag 7:31 ist nicht mehr gleichzeitig – Eingang entscheidet, Los wird nicht gebraucht",
        WAHL_SAMSTAG,
        [person("mo", "2026-12-21T07:31"), person("sa", "2026-12-19T10:00")],
        ["sa", "mo"],
    ),
    (
        "§ 20 Abs. 1 Satz 2 KomWO: genau 7:30 ist nicht „vor 7.30 Uhr“",
        WAHL_SAMSTAG,
        [person("mo", "2026-12-21T07:30"), person("sa", "2026-12-19T10:00")],
        ["sa", "mo"],
    ),
    (
        "§ 20 Abs. 1 Satz 2 KomWO: ein Los an einer nicht gleichzeitigen Bewerbung ändert nichts",
        WAHL_SAMSTAG,
        [person("mo", "2026-12-21T09:00", los=1), person("sa", "2026-12-19T10:00", los=2)],
        ["sa", "mo"],
    ),
    (
        "§ 20 Abs. 1 Satz 2 KomWO: erster Tag 26.12. (Feiertag) – bis Freitag 27.12. vor 7:30 gleichzeitig",
        WAHL_26_12,
        [person("fr", "2024-12-27T07:15", los=1), person("do", "2024-12-26T09:00", los=2)],
        ["fr", "do"],
    ),
    (
        "§ 20 Abs. 1 Satz 2 KomWO: erster Tag 26.12. – Freitag 27.12. 7:31 ist später",
        WAHL_26_12,
        [person("fr", "2024-12-27T07:31"), person("do", "2024-12-26T09:00")],
        ["do", "fr"],
    ),
    (
        "§ 20 Abs. 1 Satz 2 KomWO: erster Tag ein Werktag – nur an diesem Tag vor 7:30",
        WAHL_DIENSTAG,
        [
            person("di2", "2027-01-12T07:00", los=1),
            person("di1", "2027-01-12T06:00", los=2),
            person("mi", "2027-01-13T07:00"),
        ],
        ["di2", "di1", "mi"],
    ),
    (
        "§ 20 Abs. 6 Satz 3 KomWO: sonst in der Reihenfolge des Eingangs, nicht der Datei",
        WAHL_SAMSTAG,
        [person("c", "2027-02-15T17:59"), person("a", "2027-01-04T12:00"), person("b", "2027-01-20T08:00")],
        ["a", "b", "c"],
    ),
    (
        "§ 20 Abs. 6 Satz 3 KomWO: zum selben Zeitpunkt später in der Frist eingegangen – das Los entscheidet",
        WAHL_SAMSTAG,
        [person("x", "2027-01-05T10:00", los=2), person("y", "2027-01-05T10:00", los=1)],
        ["y", "x"],
    ),
    (
        "§ 20 Abs. 6 Satz 1 und 3 KomWO: nur zugelassene Bewerbungen (false und fehlende Entscheidung nicht)",
        WAHL_SAMSTAG,
        [
            person("zu", "2027-01-05T10:00"),
            person("ab", "2027-01-04T10:00", zugelassen=False),
            person("offen", "2027-01-03T10:00", zugelassen=None),
        ],
        ["zu"],
    ),
    (
        "§ 20 Abs. 1 Satz 1, Abs. 5 Satz 2 Nr. 1 KomWO: verspätete (nicht zugelassene) Bewerbung fehlt",
        WAHL_SAMSTAG,
        [person("spaet", "2027-02-15T18:20", zugelassen=False), person("recht", "2027-02-15T18:00")],
        ["recht"],
    ),
    (
        "§ 20 Abs. 6 Satz 3 KomWO: das Los fehlt nur bei einer gleichzeitigen, nicht zugelassenen Bewerbung – kein Fehler",
        WAHL_SAMSTAG,
        [
            person("sa", "2026-12-19T10:00", los=1),
            person("mo", "2026-12-21T07:00", los=3),
            person("ab", "2026-12-20T10:00", zugelassen=False),
        ],
        ["sa", "mo"],
    ),
    (
        "keine zugelassene Bewerbung: leere Liste",
        WAHL_SAMSTAG,
        [person("ab", "2027-01-05T10:00", zugelassen=False)],
        [],
    ),
]


@pytest.mark.parametrize(("fall", "wahl", "bewerber", "erwartet"), ERSTE_WAHL, ids=[r[0][:70] for r in ERSTE_WAHL])
def test_erste_wahl(fall: str, wahl: dict, bewerber: list[dict], erwartet: list[str]) -> None:
    assert [b.id for b in reihenfolge.erste_wahl(daten(wahl, *bewerber))] == erwartet


FEHLER = [
    # (case, applicants, path of the first problem, words the sentence must contain)
    (
        "§ 20 Abs. 6 Satz 3 KomWO: Los fehlt bei gleichzeitigen Bewerbungen – beide werden genannt",
        [person("sa", "2026-12-19T10:00", los=1), person("mo", "2026-12-21T07:05")],
        "bewerber[2].los",
        ["Sa", "Mo", "Los", "Es fehlt bei Alex Mo", "Gemeindewahlausschuss"],
    ),
    (
        "§ 20 Abs. 6 Satz 3 KomWO: Los fehlt bei beiden",
        [person("sa", "2026-12-19T10:00"), person("mo", "2026-12-21T07:05")],
        "bewerber[1].los",
        ["Alex Sa (bewerber[1]) und Alex Mo (bewerber[2])", "§ 20 Abs. 1 Satz 2 KomWO"],
    ),
    (
        "§ 20 Abs. 6 Satz 3 KomWO: dasselbe Los zweimal",
        [
            person("sa", "2026-12-19T10:00", los=1),
            person("mo", "2026-12-21T07:05", los=1),
            person("x", "2027-01-02T09:00"),
        ],
        "bewerber[1].los",
        ["Los 1 ist mehrfach eingetragen", "Alex Sa (bewerber[1]) und Alex Mo (bewerber[2])"],
    ),
    (
        "§ 20 Abs. 5 Satz 2 Nr. 1 KomWO: eine verspätete Bewerbung kann nicht zugelassen sein",
        [person("spaet", "2027-02-15T18:00:01"), person("a", "2027-01-05T10:00")],
        "bewerber[1].zugelassen",
        ["Alex Spaet", "18:00 Uhr", "nicht gültig"],
    ),
    (
        "§ 20 Abs. 4 Satz 1, Abs. 6 Satz 3 KomWO: ohne Eingang keine Reihenfolge",
        [person("ohne"), person("a", "2027-01-05T10:00")],
        "bewerber[1].eingang",
        ["fehlt bei Alex Ohne", "Reihenfolge ihres Eingangs"],
    ),
    (
        "§ 10 Abs. 1 Satz 2 KomWG: Eingang vor Beginn der Einreichungsfrist",
        [person("frueh", "2026-12-18T12:00"), person("a", "2027-01-05T10:00")],
        "bewerber[1].eingang",
        ["vor dem Beginn der Einreichungsfrist", "19.12.2026"],
    ),
]


@pytest.mark.parametrize(("fall", "bewerber", "pfad", "woerter"), FEHLER, ids=[r[0][:70] for r in FEHLER])
def test_erste_wahl_fehler(fall: str, bewerber: list[dict], pfad: str, woerter: list[str]) -> None:
    with pytest.raises(Eingabefehler) as info:
        reihenfolge.erste_wahl(daten(WAHL_SAMSTAG, *bewerber))
    problem = info.value.probleme[0]
    assert problem.pfad == pfad
    for wort in woerter:
        assert wort in problem.text


def test_ohne_fristbeginn_keine_reihenfolge() -> None:
    """§ 20 Abs. 1 Satz 2 KomWO needs the first day of the period (§ 10 Abs. 1 Satz 2 KomWG)."""
    wahl = {k: v for k, v in WAHL_SAMSTAG.items() if k != "stellenausschreibung"}
    d = daten(wahl, person("a", "2027-01-05T10:00"), person("b", "2027-01-06T10:00"))
    with pytest.raises(Eingabefehler) as info:
        reihenfolge.erste_wahl(d)
    assert info.value.probleme[0].pfad == "wahl.stellenausschreibung"
    # With a single admitted application there is nothing to order.
    assert [b.id for b in reihenfolge.erste_wahl(daten(wahl, person("a", "2027-01-05T10:00")))] == ["a"]


def test_los_entschied() -> None:
    from notices import recht
    from notices.recht.bw.haken import los_entschied

    rs = recht.rechtsstand(validiere({"wahl": WAHL_SAMSTAG}).wahl)
    assert los_entschied(
        daten(WAHL_SAMSTAG, person("sa", "2026-12-19T10:00", los=2), person("mo", "2026-12-21T07:05", los=1)), rs
    )
    assert not los_entschied(
        daten(WAHL_SAMSTAG, person("sa", "2026-12-19T10:00"), person("mo", "2026-12-21T07:31")), rs
    )


# ------------------------------------------------------------------------------------------------
# Stichwahl (§ 20a Abs. 4 KomWO)

WAHL_STICHWAHL = {**WAHL_SAMSTAG, "stichwahltag": datetime(2027, 4, 4).date()}
ALT_A = person("alta", "2026-12-21T09:00")  # first ballot: second
ALT_B = person("altb", "2026-12-19T10:00")  # first ballot: first


def neu(pid: str, stimmen: int | None, zugelassen: bool | None = True) -> dict:
    p = person(pid, zugelassen=zugelassen)
    if stimmen is not None:
        p["stimmen_erste_wahl"] = stimmen
    p["zustimmung"] = datetime(2027, 3, 16, 11, 0)
    return p


STICHWAHL = [
    (
        "§ 20a Abs. 4 Satz 1 KomWO: bisheriger Bewerber vor nachträglich zugelassenem, auch wenn anders eingetragen",
        [ALT_A],
        [neu("neu", 5000)],
        ["neu", "alta"],
        ["alta", "neu"],
    ),
    (
        "§ 20a Abs. 4 Satz 2 KomWO: zwei neue – mehr Stimmen zuerst",
        [],
        [neu("wenig", 900), neu("viel", 1500)],
        ["wenig", "viel"],
        ["viel", "wenig"],
    ),
    (
        "§ 20a Abs. 4 KomWO, § 20 Abs. 6 Satz 3 KomWO: zwei bisherige behalten die Reihenfolge der ersten Wahl",
        [ALT_A, ALT_B],
        [],
        ["alta", "altb"],
        ["altb", "alta"],
    ),
    (
        "§ 45 Abs. 2 Satz 2 GemO: nicht zugestimmt oder nicht zugelassen – nur der andere Teilnehmer",
        [ALT_A],
        [neu("neu", 5000, zugelassen=False)],
        ["alta", "neu"],
        ["alta"],
    ),
    (
        "§ 45 Abs. 2 Satz 2 GemO: keiner der beiden neuen zugelassen – ohne Bewerber",
        [],
        [neu("n1", 5000, zugelassen=False), neu("n2", 4000, zugelassen=None)],
        ["n1", "n2"],
        [],
    ),
]


@pytest.mark.parametrize(
    ("fall", "alte", "neue", "teilnehmer", "erwartet"), STICHWAHL, ids=[r[0][:70] for r in STICHWAHL]
)
def test_stichwahl(fall: str, alte: list, neue: list, teilnehmer: list[str], erwartet: list[str]) -> None:
    d = daten(WAHL_STICHWAHL, *alte, stichwahl_bewerber=neue, stichwahl={"teilnehmer": teilnehmer})
    assert [p.id for p in reihenfolge.stichwahl(d)] == erwartet


@pytest.mark.parametrize(
    ("neue", "pfad", "wort"),
    [
        ([neu("a", 900), neu("b", None)], "stichwahl_bewerber[2].stimmen_erste_wahl", "§ 20a Abs. 4 Satz 2 KomWO"),
        ([neu("a", 900), neu("b", 900)], "stichwahl_bewerber[1].stimmen_erste_wahl", "gleich viele Stimmen"),
    ],
)
def test_stichwahl_zwei_neue_ohne_klare_stimmen(neue: list, pfad: str, wort: str) -> None:
    """§ 20a Abs. 4 Satz 2 KomWO: the votes decide; without them (or with a tie) the program does not."""
    d = daten(WAHL_STICHWAHL, stichwahl_bewerber=neue, stichwahl={"teilnehmer": ["a", "b"]})
    with pytest.raises(Eingabefehler) as info:
        reihenfolge.stichwahl(d)
    assert info.value.probleme[0].pfad == pfad
    assert wort in info.value.probleme[0].text


def test_stichwahl_mit_nicht_zugelassenem_bewerber_der_ersten_wahl() -> None:
    """§ 20a Abs. 4 Satz 1 KomWO speaks of one 'der bereits zur ersten Wahl zugelassen war'."""
    d = daten(
        WAHL_STICHWAHL,
        ALT_A,
        person("ab", "2027-01-05T10:00", zugelassen=False),
        stichwahl={"teilnehmer": ["alta", "ab"]},
    )
    with pytest.raises(Eingabefehler) as info:
        reihenfolge.stichwahl(d)
    assert info.value.probleme[0].pfad == "stichwahl.teilnehmer[2]"
    assert "[[stichwahl_bewerber]]" in info.value.probleme[0].text


def test_stichwahl_fehlt() -> None:
    with pytest.raises(Eingabefehler) as info:
        reihenfolge.stichwahl(daten(WAHL_STICHWAHL, ALT_A))
    assert info.value.probleme[0].pfad == "stichwahl"


def test_beispiel(beispiel_roh: dict) -> None:
    """The example: Schäfer (Saturday, Los 1) before Mustermann (Monday 7:05, Los 2); Krause (late) absent."""
    d = validiere(beispiel_roh)
    assert [b.id for b in reihenfolge.erste_wahl(d)] == ["schaefer", "mustermann", "yilmaz", "weber"]
    assert [p.id for p in reihenfolge.stichwahl(d)] == ["schaefer", "huber"]
    assert [p.id for p in reihenfolge.offene_zulassungen(d)] == []
