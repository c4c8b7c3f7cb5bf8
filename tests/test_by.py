"""Bayern (GLKrWG, GLKrWO): the law tested against published cases, table by table (docs/recht-by.md,
section 9 of the research note; every date recomputed as the Wahltag minus n calendar days).

- the calendar of both day-number versions (Art. 60 GLKrWG) against the Wahlkalender of 2020, Ingolstadt
  2025, München, Grabenstätt, Regensburg and the Regierungen 2026, and older single elections;
- the version chosen by the Wahltag, the quorum by the Einwohnerzahl against the published numbers;
- the order of Art. 33 Abs. 2 GLKrWG and the Ordnungszahlen of § 52 GLKrWO against Rosenheim 2020, Ludwigsstadt
  and Offingen 2026;
- the admission check with the Unterstützungslisten of the office (Art. 28) and the Nachfrist (Art. 31 Satz 2);
- the notice where one proposal is admitted (Art. 40 Abs. 2), the retention of the lists (§ 100 GLKrWO).
"""

from __future__ import annotations

import copy
import dataclasses
import functools
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import pytest

from notices import dienste, recht, reihenfolge
from notices.dienste import validiere
from notices.dokumente import bekanntmachung as bm_modul
from notices.fehler import Eingabefehler
from notices.pruefung import pruefe
from notices.recht.grundlagen import letzter_wahltag
from notices.unterschriften import Unterschrift

from .conftest import bewerber, roh_von, wahl

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = REPO / "examples" / "musterau-by-2026.toml"
by_wahl = functools.partial(wahl, "BY")


def _fristen(w: Any) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


# --- The calendar ------------------------------------------------------------------------------------

FALLE_FRISTEN = [
    # (case, Wahltag, forced version or None, {id: (date, time)}) – the published dates
    (
        "München 2026 (89./59./48./47./41. Tag)",
        date(2026, 3, 8),
        None,
        {
            "aufforderung_fruehestens": (date(2025, 12, 9), None),
            "einreichung_bis": (date(2026, 1, 8), time(18)),
            "maengel_bis": (date(2026, 1, 19), time(18)),
            "zulassung_spaetestens": (date(2026, 1, 20), None),
            "einwendungen_bis": (date(2026, 1, 26), time(18)),
        },
    ),
    (
        "Grabenstätt, Regensburg 2026: Unterstützungslisten bis Mo 19.01.2026, 12 Uhr",
        date(2026, 3, 8),
        None,
        {
            "unterstuetzung_bis": (date(2026, 1, 19), time(12)),
            "unterzeichner_wahlberechtigt_am": (date(2026, 1, 19), None),
        },
    ),
    (
        "Regierungen Oberpfalz, Schwaben, Unterfranken 2026: Einwendungen, Antrag, Beschwerdeausschuss",
        date(2026, 3, 8),
        None,
        {
            "erneuter_beschluss_bis": (date(2026, 1, 27), None),
            "beschwerdeausschuss_antrag_bis": (date(2026, 1, 29), time(18)),
            "beschwerde_entscheidung_spaetestens": (date(2026, 2, 2), None),
            "bekanntmachung_spaetestens": (date(2026, 2, 3), None),
        },
    ),
    (
        "VG Baunach: Aufstellungsversammlungen ab 01.12.2024",
        date(2026, 3, 8),
        None,
        {"aufstellung_fruehestens": (date(2024, 12, 1), None), "stichwahltag": (date(2026, 3, 22), None)},
    ),
    (
        "Ingolstadt 09.02.2025: alte Tageszahlen nach Art. 60 GLKrWG",
        date(2025, 2, 9),
        None,
        {
            "einreichung_bis": (date(2024, 12, 19), time(18)),
            "unterstuetzung_bis": (date(2024, 12, 30), time(12)),
            "zulassung_spaetestens": (date(2024, 12, 31), None),
            "beschwerde_entscheidung_spaetestens": (date(2025, 1, 13), None),
            "stichwahltag": (date(2025, 2, 23), None),
        },
    ),
    (
        "Wahlkalender 2020 (fnp), München, Bamberg 2020",
        date(2020, 3, 15),
        None,
        {
            "aufforderung_fruehestens": (date(2019, 12, 17), None),
            "einreichung_bis": (date(2020, 1, 23), time(18)),
            "nachfrist_bis": (date(2020, 1, 30), time(18)),
            "unterstuetzung_bis": (date(2020, 2, 3), time(12)),
            "maengel_bis": (date(2020, 2, 3), time(18)),
            "zulassung_spaetestens": (date(2020, 2, 4), None),
            "bekanntmachung_spaetestens": (date(2020, 2, 18), None),
            "stichwahltag": (date(2020, 3, 29), None),
        },
    ),
    (
        "Denklingen 14.01.2018: Einreichung Do 23.11.2017 (52. Tag), mit den Tageszahlen von by-2020",
        date(2018, 1, 14),
        "by-2020",
        {"einreichung_bis": (date(2017, 11, 23), time(18))},
    ),
    (
        "Bayreuth 11.03.2012: Unterstützungslisten bis Mo 30.01.2012, 12 Uhr, mit den Tageszahlen von by-2020",
        date(2012, 3, 11),
        "by-2020",
        {"unterstuetzung_bis": (date(2012, 1, 30), time(12))},
    ),
]


@pytest.mark.parametrize(("fall", "wahltag", "stand", "erwartet"), FALLE_FRISTEN, ids=[f[0] for f in FALLE_FRISTEN])
def test_fristen_wie_veroeffentlicht(fall: str, wahltag: date, stand: str | None, erwartet: dict) -> None:
    w = by_wahl(wahltag=wahltag, stichwahltag=date.fromordinal(wahltag.toordinal() + 14), rechtsstand=stand)
    gerechnet = _fristen(w)
    assert {k: gerechnet[k] for k in erwartet} == erwartet


def test_die_neuen_tageszahlen_sind_die_alten_minus_sieben() -> None:
    """Art. 60 GLKrWG: the day numbers of the 2023 law are the old ones plus seven, rule by rule (R-BY-02)."""
    alt = {r.id: r.n for r in recht.land("BY").rechtsstaende[0].regeln if r.art == "tage"}
    neu = {r.id: r.n for r in recht.land("BY").rechtsstaende[2].regeln if r.art == "tage"}
    gemeinsam = set(alt) & set(neu) - {"aufforderung_fruehestens"}
    assert gemeinsam and all(neu[i] == alt[i] + 7 for i in gemeinsam)
    assert neu["aufforderung_fruehestens"] == alt["aufforderung_fruehestens"] == 89


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2020, 1, 1), "by-2020"),
        (date(2020, 3, 15), "by-2020"),
        (date(2023, 12, 31), "by-2020"),
        (date(2024, 1, 1), "by-2024"),
        (date(2025, 2, 9), "by-2024"),
        (date(2026, 3, 7), "by-2024"),  # "vor den allgemeinen … Wahlen 2026": the old day numbers
        (date(2026, 3, 8), "by-2026"),  # the general elections themselves: the new ones
        (date(2030, 6, 2), "by-2026"),
    ],
)
def test_rechtsstand_nach_dem_wahltag(wahltag: date, kennung: str) -> None:
    """Art. 60 GLKrWG switches the day numbers with the Wahltag 08.03.2026, the rest on 01.01.2024 (R-BY-01)."""
    assert recht.rechtsstand(by_wahl(wahltag=wahltag)).kennung == kennung


def test_vor_2020_kein_rechtsstand() -> None:
    probleme = recht.pruefe_wahl(by_wahl(wahltag=date(2019, 12, 29)))
    assert [p.pfad for p in probleme] == ["wahl.wahltag"]
    assert "für Wahltage vor dem 01.01.2020 ist für Bayern kein Rechtsstand hinterlegt" in probleme[0].text


@pytest.mark.parametrize(
    ("stichwahltag", "gilt"), [(date(2026, 3, 22), True), (date(2026, 3, 29), False), (date(2026, 3, 15), False)]
)
def test_stichwahl_am_zweiten_sonntag(stichwahltag: date, gilt: bool) -> None:
    probleme = recht.pruefe_wahl(by_wahl(wahltag=date(2026, 3, 8), stichwahltag=stichwahltag))
    assert (probleme == []) is gilt
    if not gilt:
        assert probleme[0].pfad == "wahl.stichwahltag" and "Art. 46 Abs. 1 Satz 2 GLKrWG" in probleme[0].text


def test_weihnachten_wird_vermerkt_nicht_verschoben() -> None:
    """The latest day of the Aufforderung 2026 is the 25.12.2025: shown unmoved, with a note (R-BY-04)."""
    f = next(f for f in recht.fristen(by_wahl(wahltag=date(2026, 3, 8))) if f.id == "aufforderung_spaetestens")
    assert f.datum == date(2025, 12, 25) and "Erster Weihnachtstag" in (f.hinweis or "")


# --- The quorum -----------------------------------------------------------------------------------------

FALLE_QUORUM = [
    # (case, Wahltag, Einwohner, published number)
    ("Marzling 2026 (bis 5 000)", date(2026, 3, 8), 3_400, 80),
    ("Grenze 5 000", date(2026, 3, 8), 5_000, 80),
    ("Grenze 5 001", date(2026, 3, 8), 5_001, 120),
    ("Neufahrn 2020 (bis 30 000)", date(2020, 3, 15), 20_600, 190),
    ("Bamberg 2020 (bis 100 000)", date(2020, 3, 15), 77_600, 340),
    ("Regensburg 2026 (bis 200 000)", date(2026, 3, 8), 153_100, 430),
    ("Grenze 150 000 neu", date(2026, 3, 8), 150_000, 385),
    ("Augsburg 2026 (bis 400 000)", date(2026, 3, 8), 296_600, 470),
    ("Augsburg 2020 (Art. 27 Abs. 3 a. F.: 470)", date(2020, 3, 15), 296_600, 470),
    ("Regensburg 2020 (a. F.: 385, R-BY-05)", date(2020, 3, 15), 153_100, 385),
    ("Nürnberg 2026: 610", date(2026, 3, 8), 518_400, 610),
    ("München 2026: 1 000", date(2026, 3, 8), 1_505_000, 1000),
    ("München 2020: 1 000", date(2020, 3, 15), 1_484_000, 1000),
    ("Ingolstadt 2025 (neue Tabelle ab 01.01.2024)", date(2025, 2, 9), 142_300, 385),
]


@pytest.mark.parametrize(("fall", "wahltag", "einwohner", "anzahl"), FALLE_QUORUM, ids=[f[0] for f in FALLE_QUORUM])
def test_quorum_wie_veroeffentlicht(fall: str, wahltag: date, einwohner: int, anzahl: int) -> None:
    w = by_wahl(wahltag=wahltag, einwohnerzahl=einwohner)
    q = recht.quorum(w, bewerber=bewerber(wahlvorschlagstraeger="Neue Liste"))
    assert q.anzahl == anzahl and q.vorschrift == "Art. 27 Abs. 3 i. V. m. Art. 45 Abs. 1 GLKrWG"


def test_befreiungen_und_kein_amtsbonus() -> None:
    """Not a new Wahlvorschlagsträger, or a joint proposal with one: none (Art. 24 Abs. 1 Satz 4, Art. 27 Abs. 1
    Satz 2, Abs. 2, Art. 45 Abs. 2). The incumbent has no exemption of his own in Bayern."""
    w = by_wahl(wahltag=date(2026, 3, 8))
    assert recht.quorum(w, bewerber=bewerber(wahlvorschlagstraeger="CSU", partei_befreit=True)).anzahl == 0
    gemeinsam = bewerber(wahlvorschlagstraeger=["Neue Liste", "SPD"], partei_befreit=True)
    q = recht.quorum(w, bewerber=gemeinsam)
    assert q.anzahl == 0 and q.vorschrift == "Art. 27 Abs. 2 GLKrWG"
    assert recht.quorum(w, bewerber=bewerber(wahlvorschlagstraeger="Neue Liste", amtsinhaber=True)).anzahl == 80


# --- The order and the Ordnungszahlen -----------------------------------------------------------------


def _daten(wahltag: date, vorschlaege: list[tuple[str, Any, dict]], stimmen: dict[str, int] | None = None) -> Any:
    roh: dict[str, Any] = {
        "wahl": {"land": "BY", "gemeinde": "Testhausen", "einwohnerzahl": 60_000, "wahltag": wahltag},
        "bewerber": [],
    }
    if stimmen:
        roh["wahl"]["stimmen_letzte_gemeinderatswahl"] = stimmen
    for i, (name, traeger, mehr) in enumerate(vorschlaege, 1):
        roh["bewerber"].append(
            {
                "id": name.lower(),
                "familienname": name,
                "vornamen": "Test",
                "beruf": "Beruf",
                "geburtsdatum": date(1970 + i, 1, 1),
                "anschrift": {"strasse": "Weg 1", "plz": "83022", "ort": "Testhausen"},
                "wahlvorschlagstraeger": traeger,
                "zugelassen": True,
                **mehr,
            }
        )
    return validiere(roh)


def test_rosenheim_2020_reihenfolge() -> None:
    """Rosenheim 15.03.2020, as published (ovb, 11.02.2020): März (CSU), Opperer (Grüne), Degenhart (Freie Wähler/UP),
    Kohlberger (AfD), Metzger (SPD), Blumenhofer (FDP), Krüger (Die Linke/mut Bayern/Piraten/Die Partei/V-Partei³):
    the Landtag 2018 seats 85/38/27/22/22/11, AfD before SPD by the votes; a joint proposal by its first Träger."""
    daten = _daten(
        date(2020, 3, 15),
        [
            ("Krueger", ["Die Linke", "mut Bayern", "Piraten", "Die Partei", "V-Partei³"], {}),
            ("Metzger", "SPD", {}),
            ("Blumenhofer", "FDP", {}),
            ("Opperer", "Grüne", {}),
            ("Maerz", "CSU", {}),
            ("Kohlberger", "AfD", {}),
            ("Degenhart", ["Freie Wähler", "UP"], {}),
        ],
    )
    assert [b.familienname for b in reihenfolge.erste_wahl(daten)] == [
        "Maerz",
        "Opperer",
        "Degenhart",
        "Kohlberger",
        "Metzger",
        "Blumenhofer",
        "Krueger",
    ]


def _zeilen(daten: Any) -> list[tuple[str, str]]:
    # dated the day before the Wahltag: a notice dated on the day of its ballot is refused
    a = bm_modul.ansicht(bm_modul.erstelle(daten), daten.wahl.wahltag - timedelta(days=1))
    return [(z["nr"], z["wahlvorschlag"]) for z in a.kontext["zeilen"]]


def test_ludwigsstadt_2026_ordnungszahlen() -> None:
    """Ludwigsstadt 23.01.2026: "01 Christlich-Soziale-Union in Bayern e.V." and "06 Wählergemeinschaft
    Ludwigsstadt/ Sozialdemokratische Partei Deutschlands SPD" – the CSU keeps the Landtag's 01 (§ 52 Satz 3
    GLKrWO); the joint proposal ranks by the Wählergemeinschaft, named first (Art. 33 Abs. 2 Satz 3 GLKrWG), and on
    the day of the general elections takes its Gemeinderat list's number (§ 52 Satz 4)."""
    vorschlaege = [
        (
            "Ehrhardt",
            ["Wählergemeinschaft Ludwigsstadt", "Sozialdemokratische Partei Deutschlands SPD"],
            {"ordnungszahl": 6},
        ),
        ("Heyder", "Christlich-Soziale-Union in Bayern e.V.", {}),
    ]
    daten = _daten(date(2026, 3, 8), vorschlaege)
    assert _zeilen(daten) == [
        ("01", "Christlich-Soziale-Union in Bayern e.V."),
        ("06", "Wählergemeinschaft Ludwigsstadt/Sozialdemokratische Partei Deutschlands SPD"),
    ]
    ohne = copy.deepcopy(vorschlaege)
    ohne[0][2].clear()
    with pytest.raises(Eingabefehler) as e:
        _zeilen(_daten(date(2026, 3, 8), ohne))
    assert [p.pfad for p in e.value.probleme] == ["bewerber[1].ordnungszahl"]
    assert "§ 52 Satz 4 GLKrWO" in e.value.probleme[0].text


def test_einzelwahl_zaehlt_nach_den_landtagszahlen_weiter() -> None:
    """A single election (not on a general election day): the others follow on after 05 (§ 52 Satz 4 Halbsatz 1),
    in the order of Art. 33 Abs. 2: by their votes at the Gemeinderatswahl, then by Kennwort."""
    daten = _daten(
        date(2025, 2, 9),
        [("Zeh", "Bürgerblock", {}), ("Alt", "Aktive Liste", {}), ("Berg", "SPD", {}), ("Ost", "UWG", {})],
        {"UWG": 5400, "Bürgerblock": 7200},
    )
    assert _zeilen(daten) == [("05", "SPD"), ("06", "Bürgerblock"), ("07", "UWG"), ("08", "Aktive Liste")]


def test_offingen_2026_ein_wahlvorschlag_ohne_bindung() -> None:
    """Offingen 08.03.2026: one admitted proposal, "05 Sozialdemokratische Partei Deutschland (SPD) Wörz Thomas";
    the election is held without ties to it (Art. 40 Abs. 2 GLKrWG), write-ins counted (Brunnthal 2026)."""
    daten = _daten(date(2026, 3, 8), [("Wörz", "SPD", {})])
    a = bm_modul.ansicht(bm_modul.erstelle(daten), date(2026, 1, 23))
    assert [z["nr"] for z in a.kontext["zeilen"]] == ["05"]
    text = " ".join(a.kontext["hinweise"]) + " ".join(a.kontext["einleitung"])
    assert "ohne Bindung an die vorgeschlagene sich bewerbende Person" in text and "Art. 40 Abs. 2 GLKrWG" in text
    assert "folgenden Wahlvorschlag zugelassen" in text


def test_ordnungszahl_gegen_die_landtagszahl_und_doppelt() -> None:
    daten = _daten(date(2026, 3, 8), [("A", "CSU", {"ordnungszahl": 3}), ("B", "UWG", {"ordnungszahl": 3})])
    with pytest.raises(Eingabefehler) as e:
        _zeilen(daten)
    texte = {p.pfad: p.text for p in e.value.probleme}
    assert "bewerber[1].ordnungszahl" in texte and "Ordnungszahl 1" in texte["bewerber[1].ordnungszahl"]


def test_wahlvorschlag_ohne_traeger_wird_abgelehnt() -> None:
    """Only parties and Wählergruppen may propose (Art. 24 Abs. 1 Satz 1 GLKrWG): one sentence naming the field."""
    with pytest.raises(Eingabefehler) as e:
        reihenfolge.erste_wahl(_daten(date(2026, 3, 8), [("Einzel", None, {})]))
    assert [p.pfad for p in e.value.probleme] == ["bewerber[1].wahlvorschlagstraeger"]
    assert "Art. 24 Abs. 1 Satz 1 GLKrWG" in e.value.probleme[0].text


def test_beispiel_bekanntmachung_ohne_wohnort() -> None:
    """§ 51 Abs. 1 Satz 4 GLKrWO: no address, and no Wohnort either (as Ludwigsstadt 2026 shows)."""
    daten = validiere(roh_von(BEISPIEL))
    a = bm_modul.ansicht(bm_modul.erstelle(daten), date(2026, 1, 23))
    assert [z["nr"] for z in a.kontext["zeilen"]] == ["01", "04", "06", "08"]
    assert all("ort" not in z for z in a.kontext["zeilen"])
    assert "Mühlweg" not in str(dataclasses.asdict(a))


# --- The admission check: Unterstützungslisten of the office, Nachfrist ---------------------------------


def _u(
    name: str, eingang: datetime, zeile: int, datei: str = "liste.csv", wahlberechtigt: bool | None = True
) -> Unterschrift:
    return Unterschrift(
        datei,
        zeile,
        name,
        "Vera",
        date(1980, 1, 1),
        "Weg 1",
        "84999",
        "Musterau",
        eingang.date(),
        wahlberechtigt,
        eingang,
        True,
        "",
    )


def _zwei_neue(liste_a: list[Unterschrift], liste_b: list[Unterschrift]) -> Any:
    roh = roh_von(BEISPIEL)
    neu = copy.deepcopy(roh["bewerber"][3])
    neu.update(id="berger", familienname="Berger", wahlvorschlagstraeger="Bürger für Musterau", ordnungszahl=9)
    neu["eingang"] = datetime(2025, 12, 20, 9, 0)
    roh["bewerber"].append(neu)
    daten = validiere(roh)
    return pruefe(daten, {"lechner": liste_a, "berger": liste_b}, stichtag=datetime(2026, 1, 20))


def test_eintragungsfrist_und_erste_eintragung() -> None:
    """Art. 28 GLKrWG: entries count from the day after the filing until 12 Uhr of the 48th day; whoever entered
    another list before, his later entry is void (the first stays valid, R-BY-08)."""
    a = [_u("Huber", datetime(2025, 12, 16, 9), 2), _u("Lang", datetime(2026, 1, 19, 12, 0), 3)]
    b = [
        _u("Huber", datetime(2025, 12, 22, 10), 2, "b.csv"),
        _u("Berger", datetime(2025, 12, 20, 15), 3, "b.csv"),  # the filing day of its proposal
        _u("Spaet", datetime(2026, 1, 19, 12, 1), 4, "b.csv"),
    ]
    ergebnis = _zwei_neue(a, b)
    lechner, berger = (next(p for p in ergebnis.bewerbungen if p.person.id == i) for i in ("lechner", "berger"))
    assert lechner.gueltig == 2  # 12:00:00 exactly is in time
    gruende = {u.zeile: " ".join(u.gruende) for u in berger.ungueltig}
    assert set(gruende) == {2, 3, 4}
    assert "zuvor den Wahlvorschlag von Katrin Lechner" in gruende[2]
    assert "erst ab dem Tag nach der Einreichung" in gruende[3]
    assert "nach Ende der Eintragungsfrist (19.01.2026, 12:00 Uhr; Art. 28 Abs. 1 Satz 1 GLKrWG)" in gruende[4]
    zu_wenig = next(m for m in berger.maengel if m.art == "unterschriften")
    assert zu_wenig.bis is not None and zu_wenig.bis.frist == "unterstuetzung_bis" and not zu_wenig.behebbar


@pytest.mark.parametrize(
    ("eingaenge", "zweiter_rechtzeitig"),
    [
        # one proposal by the end of the 59th day, 18 Uhr: a second may follow until the 52nd day, 18 Uhr
        ([datetime(2026, 1, 5, 10), datetime(2026, 1, 15, 18, 0)], True),
        ([datetime(2026, 1, 5, 10), datetime(2026, 1, 15, 18, 1)], False),
        # two by the end: no Nachfrist, the third is late
        ([datetime(2026, 1, 5, 10), datetime(2026, 1, 8, 17, 0), datetime(2026, 1, 12, 9)], False),
    ],
)
def test_nachfrist_bei_einem_wahlvorschlag(eingaenge: list[datetime], zweiter_rechtzeitig: bool) -> None:
    """Art. 31 Satz 2 GLKrWG: "Wurde bis zu diesem Zeitpunkt kein oder nur ein Wahlvorschlag eingereicht, können
    Wahlvorschläge noch bis 18 Uhr des 52. Tags vor dem Wahltag nachgereicht werden." (Wahlkalender 2020: Nachfrist
    30.01.2020 for the 52nd/45th day of the old wording.)"""
    roh = roh_von(BEISPIEL)
    vorlage = roh["bewerber"][0]
    roh["bewerber"] = []
    for i, e in enumerate(eingaenge):
        b = copy.deepcopy(vorlage)
        b.update(id=f"b{i}", familienname=f"Person{i}", eingang=e, wahlvorschlagstraeger=f"Liste {i}")
        roh["bewerber"].append(b)
    roh.pop("stichwahl")
    ergebnis = pruefe(validiere(roh), {}, stichtag=datetime(2026, 1, 20))
    letzter = ergebnis.bewerbungen[-1]
    verspaetet = any(m.art == "frist" for m in letzter.maengel)
    assert verspaetet is not zweiter_rechtzeitig
    nachfrist = any("Art. 31 Satz 2 GLKrWG" in h and "nachgereicht" in h for h in ergebnis.hinweise)
    assert nachfrist is (len(eingaenge) == 2)


def test_unionsbuerger_nicht_waehlbar_deutsche_ab_18() -> None:
    """Art. 39 Abs. 1 Nr. 1 und 2 GLKrWG: only Germans, 18 on the Wahltag."""
    roh = roh_von(BEISPIEL)
    roh["bewerber"][0]["staatsangehoerigkeit"] = "AT"
    roh["bewerber"][2]["geburtsdatum"] = date(2008, 3, 9)  # 18 only the day after the Wahltag
    ergebnis = dienste.pruefe(validiere(roh), REPO / "examples", stichtag=datetime(2026, 1, 20))
    hofmann, demir = ergebnis.bewerbungen[0], ergebnis.bewerbungen[2]
    assert any(
        "wählbar sind nur Deutsche" in m.text and m.vorschrift == "Art. 39 Abs. 1 Nr. 1 GLKrWG" for m in hofmann.maengel
    )
    assert any("18. Lebensjahr" in m.text for m in demir.maengel)


def test_beispiel_pruefung() -> None:
    """The example's list of the office: 86 entries, 82 valid of 80 needed; four void, each with its reason."""
    ergebnis = dienste.pruefe(validiere(roh_von(BEISPIEL)), REPO / "examples")
    lechner = ergebnis.bewerbungen[3]
    assert (lechner.erforderlich, lechner.erfasst, lechner.gueltig) == (80, 86, 82)
    assert [p.vorschlag for p in ergebnis.bewerbungen] == ["zulassen"] * 4
    assert not any("partei_befreit" in h for h in ergebnis.hinweise)


# --- Retention ----------------------------------------------------------------------------------------------


def test_unterstuetzungslisten_sechs_monate_nach_der_abstimmung() -> None:
    """§ 100 Abs. 2 GLKrWO: six months after the Abstimmung – the Stichwahl where there is one (R-BY-14)."""
    daten = validiere(roh_von(BEISPIEL))
    aufbewahrung = recht.land("BY").aufbewahrung
    assert letzter_wahltag(daten) == date(2026, 3, 22)
    tag, grund = aufbewahrung.loeschen_nach(daten)
    assert tag == date(2026, 9, 22) and "§ 100 Abs. 2 Satz 1 GLKrWO" in grund
    assert aufbewahrung.loeschen_nach(daten, date(2027, 1, 10))[0] == date(2027, 1, 10)


def test_keine_zulassung_nennt_die_rechtsgrundlagen_des_falls() -> None:
    """With no proposal admitted the notice is § 51 Abs. 2 GLKrWO's and the election is held without ties to a
    proposed person (Art. 40 Abs. 2 GLKrWG); its sources named the order of the proposals (Art. 33 GLKrWG)
    and the Ordnungszahlen (§ 52 GLKrWO) of a notice that lists none (issue 23, point 17, in Bayern)."""
    roh = roh_von(BEISPIEL)
    for b in roh["bewerber"]:
        b["zugelassen"] = False
    b = bm_modul.erstelle(validiere(roh))
    d = bm_modul.ansicht(b, date(2026, 1, 25))
    assert d.kontext["quelle"] == "Rechtsgrundlagen: Art. 32, 40 Abs. 2 GLKrWG; § 51 Abs. 2 und 3 GLKrWO."
    assert d.betreff == "Öffentliche Bekanntmachung nach § 51 Abs. 2 GLKrWO"  # the PDF's subject
    voll = bm_modul.erstelle(validiere(roh_von(BEISPIEL)))
    assert "§§ 51, 52 GLKrWO" in bm_modul.ansicht(voll, date(2026, 1, 25)).kontext["quelle"]
    assert bm_modul.ansicht(voll, date(2026, 1, 25)).betreff == "Öffentliche Bekanntmachung nach Art. 33 GLKrWG"


@pytest.mark.parametrize(("wahltag", "grenze"), [(date(2020, 3, 15), "1.000.000"), (date(2026, 3, 8), "1.000.000")])
def test_offene_stufe_nennt_ihre_grenze(wahltag: date, grenze: str) -> None:
    """The open tier of Art. 27 Abs. 3 GLKrWG is named by the last bound of the version's own table (issue 23,
    point 13), which states the number once."""
    q = recht.quorum(wahl("BY", wahltag=wahltag, einwohnerzahl=1_500_000))
    assert q.anzahl == 1000
    assert f"in einer Gemeinde mit mehr als {grenze} Einwohnern: 1000 Unterstützungsunterschriften" in q.begruendung
