"""Thüringen (§§ 14, 17, 18, 24, 41a ThürKWG; §§ 17–23, 48a ThürKWO): versions, deadlines, date checks, quorum,
the order of the notice in both wordings of § 18 Abs. 2 and the Stichwahl – table-driven, each row citing its
paragraph, with the dates and orders the municipalities and the press published 2012–2024 (docs/recht-th.md)."""

from __future__ import annotations

import functools
import tomllib
from datetime import date, datetime, time
from typing import Any

import pytest

from notices import recht, reihenfolge
from notices.dienste import pruefe, validiere
from notices.fehler import Eingabefehler
from notices.model import Wahl, Wahldaten
from tests import conftest

from .conftest import REPO

TH = REPO / "examples" / "musterwalde-th-2026.toml"

wahl = functools.partial(
    conftest.wahl, "TH", gemeinde="Testdorf", einwohnerzahl=9800, gemeinderatssitze=20, wahltag=date(2026, 4, 26)
)
bewerber = functools.partial(
    conftest.bewerber, anschrift={"strasse": "Markt 1", "plz": "99867", "ort": "Gotha"}, zugelassen=True
)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


# --- versions and deadlines ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2009, 6, 7), "th-2009"),  # ThürKWO vom 02.03.2009, in force 07.03.2009
        (date(2018, 4, 15), "th-2009"),  # Gotha 2018
        (date(2022, 4, 10), "th-2009"),  # Gerstungen 2022: "am Wahltag das 21. Lebensjahr vollendet"
        (date(2022, 6, 12), "th-2009"),  # the general BM elections 2022, their Wahltag set before the Viertes Gesetz
        (date(2023, 6, 11), "th-2022"),  # Wurzbach 2023: "am Wahltag das 18. Lebensjahr vollendet"
        (date(2026, 4, 26), "th-2022"),
    ],
)
def test_fassung_nach_wahltag(wahltag: date, kennung: str) -> None:
    assert recht.rechtsstand(wahl(wahltag=wahltag)).kennung == kennung


def test_vor_2009_kein_rechtsstand() -> None:
    """Erfurt 2006 ran under the ThürKWO of 1994 (other Anlagen), not on record: refused, naming the field."""
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2006, 5, 7)))
    assert [p.pfad for p in probleme] == ["wahl.wahltag"]
    assert "07.03.2009" in probleme[0].text


@pytest.mark.parametrize(
    ("wahltag", "fid", "erwartet"),
    [
        # Gotha, OB 15.04.2018: "Bis zum Ende der Einreichungsfrist am 02.03.2018, 18:00 Uhr"; the Wahlausschuss
        # "am 13.03.2018 gem. … § 17 Abs. 4 S. 1 ThürKWG"
        (date(2018, 4, 15), "einreichung_bis", (date(2018, 3, 2), time(18, 0))),
        (date(2018, 4, 15), "zulassung_spaetestens", (date(2018, 3, 13), None)),
        # Zella-Mehlis, Oberhof, Benshausen 22.04.2012: filing ended "Am Freitagabend um 18 Uhr" (09.03.),
        # "Am 20. März befinden … die Wahlausschüsse"
        (date(2012, 4, 22), "einreichung_bis", (date(2012, 3, 9), time(18, 0))),
        (date(2012, 4, 22), "zulassung_spaetestens", (date(2012, 3, 20), None)),
        # VG Am Brahmetal 08.05.2022: "spätestens am 25. März bis 18 Uhr"; the list "bis zum 4. April, 18 Uhr";
        # the Wahlausschuss "Am 5. April"
        (date(2022, 5, 8), "einreichung_bis", (date(2022, 3, 25), time(18, 0))),
        (date(2022, 5, 8), "unterstuetzung_bis", (date(2022, 4, 4), time(18, 0))),
        (date(2022, 5, 8), "maengel_bis", (date(2022, 4, 4), time(18, 0))),
        (date(2022, 5, 8), "zulassung_spaetestens", (date(2022, 4, 5), None)),
        # Eichsfeld 12.06.2022: filing "am 29. April, 18 Uhr"
        (date(2022, 6, 12), "einreichung_bis", (date(2022, 4, 29), time(18, 0))),
        # Wurzbach, Ortsteilbürgermeister 08.10.2023: "Am 25. August, 18 Uhr, war Abgabeschluss"; the
        # Wahlausschuss "am Dienstagabend" (05.09.2023)
        (date(2023, 10, 8), "einreichung_bis", (date(2023, 8, 25), time(18, 0))),
        (date(2023, 10, 8), "zulassung_spaetestens", (date(2023, 9, 5), None)),
        # Gotha (Landkreis), Kreistag 26.05.2024: the Wahlausschuss "in seiner Sitzung vom 23. April 2024"
        (date(2024, 5, 26), "zulassung_spaetestens", (date(2024, 4, 23), None)),
        # Hirschberg, Neuwahl 13.10.2024: the proposal "konnte durch den Wahlausschuss in der Sitzung am
        # 10.09.2024 nicht zugelassen werden"
        (date(2024, 10, 13), "zulassung_spaetestens", (date(2024, 9, 10), None)),
    ],
)
def test_fristen_wie_veroeffentlicht(wahltag: date, fid: str, erwartet: tuple[date, time | None]) -> None:
    assert fristen(wahl(wahltag=wahltag))[fid] == erwartet


@pytest.mark.parametrize(
    ("wahltag", "veroeffentlicht", "fid"),
    [
        (date(2018, 4, 15), date(2018, 3, 22), "bekanntmachung_spaetestens"),  # Gotha: Amtsblatt of 22.03.2018
        (date(2024, 5, 26), date(2024, 4, 23), "bekanntmachung_spaetestens"),  # Kyffhäuserland: notice of 23.04.
        (date(2018, 4, 15), date(2018, 2, 16), "aufforderung_spaetestens"),  # the 58th day
    ],
)
def test_veroeffentlichte_bekanntmachungen_lagen_in_der_frist(wahltag: date, veroeffentlicht: date, fid: str) -> None:
    """§ 18 Abs. 1 Satz 1 ThürKWG: "spätestens am 22. Tag vor der Wahl"; § 17 Abs. 1 Satz 1: the Aufforderung
    "spätestens am 58. Tag" – the published days lie within."""
    assert veroeffentlicht <= fristen(wahl(wahltag=wahltag))[fid][0]


def test_fristen_verschieben_sich_nicht() -> None:
    """No rule that a deadline moves was found (R-TH-05): the 22nd day before 26.04.2026 is Easter Saturday,
    the 20th Easter Monday – both stay put, with the note."""
    f = {x.id: x for x in recht.fristen(wahl())}
    assert f["bekanntmachung_spaetestens"].datum == date(2026, 4, 4)
    assert f["landesamt_bis"].datum == date(2026, 4, 6)
    assert "Ostermontag" in (f["landesamt_bis"].hinweis or "")
    assert "sicherheitshalber" in (f["bekanntmachung_spaetestens"].hinweis or "")


@pytest.mark.parametrize(
    ("wahltag", "stichwahltag", "fehler"),
    [
        (date(2018, 4, 15), date(2018, 4, 29), []),  # Gotha 2018
        (date(2022, 6, 12), date(2022, 6, 26), []),  # Eichsfeld 2022
        (date(2024, 5, 26), date(2024, 6, 9), []),  # Hirschberg, Erfurt, Jena 2024
        (date(2024, 10, 13), date(2024, 10, 27), []),  # Hirschberg, Neuwahl 2024
        (date(2026, 4, 26), date(2026, 5, 3), ["wahl.stichwahltag"]),  # the first Sunday after: not the day
        (date(2026, 4, 26), date(2026, 5, 17), ["wahl.stichwahltag"]),
        (date(2026, 4, 25), None, ["wahl.wahltag"]),  # a Saturday
    ],
)
def test_termine(wahltag: date, stichwahltag: date | None, fehler: list[str]) -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=wahltag, stichwahltag=stichwahltag))
    assert [p.pfad for p in probleme] == fehler
    assert all("ThürKWG" in p.text for p in probleme)


def test_aufforderung_nach_dem_wahltag_wird_abgelehnt() -> None:
    probleme = recht.pruefe_wahl(wahl(bekanntmachung_der_wahl=date(2026, 4, 27)))
    assert [p.pfad for p in probleme] == ["wahl.bekanntmachung_der_wahl"]
    assert "58. Tag" in probleme[0].text


# --- quorum (§ 14 Abs. 5 i. V. m. § 24 Abs. 1 Satz 2 ThürKWG) ----------------------------------------


@pytest.mark.parametrize(
    ("sitze", "werte", "anzahl", "vorschrift"),
    [
        (42, {"wahlvorschlagstraeger": "Piraten"}, 168, "§ 14 Abs. 5"),  # Gera 2014: "nötig: 168" = 4 × 42
        (20, {"wahlvorschlagstraeger": "Bürger für Musterwalde"}, 80, "§ 14 Abs. 5"),
        (20, {"wahlvorschlagstraeger": "CDU", "partei_befreit": True}, 0, "§ 14 Abs. 5"),
        (20, {"amtsinhaber": True}, 0, "§ 24 Abs. 4 ThürKWG"),  # Gotha 2018: incumbent Einzelbewerber, none
    ],
)
def test_quorum(sitze: int, werte: dict[str, Any], anzahl: int, vorschrift: str) -> None:
    q = recht.quorum(wahl(gemeinderatssitze=sitze), bewerber=bewerber(**werte))
    assert q.anzahl == anzahl
    assert vorschrift in q.vorschrift


def test_quorum_des_einzelbewerbers_wird_verweigert() -> None:
    """The number for an Einzelbewerber who is not the incumbent (§ 24 Abs. 4 ThürKWG) was not read: refused in one
    sentence, never guessed (R-TH-01)."""
    with pytest.raises(Eingabefehler) as e:
        recht.quorum(wahl(), bewerber=bewerber())
    assert [p.pfad for p in e.value.probleme] == ["bewerber"]
    assert "nicht hinterlegt" in e.value.probleme[0].text


def test_quorum_ohne_ratsgroesse_nennt_das_feld() -> None:
    with pytest.raises(Eingabefehler) as e:
        recht.quorum(wahl(gemeinderatssitze=None), bewerber=bewerber(wahlvorschlagstraeger="Neu"))
    assert [p.pfad for p in e.value.probleme] == ["wahl.gemeinderatssitze"]


# --- order (§ 18 Abs. 2 ThürKWG, both wordings) ------------------------------------------------------

GOTHA_2018 = [
    # "in der Reihenfolge des Eingangs": SPD Kreuch, AfD Gröning, CDU Wehner, Thier-Ueltzen (Einzelbewerber)
    {"id": "kreuch", "familienname": "Kreuch", "vornamen": "Knut", "wahlvorschlagstraeger": "SPD"},
    {"id": "groening", "familienname": "Gröning", "vornamen": "Andreas", "wahlvorschlagstraeger": "AfD"},
    {"id": "wehner", "familienname": "Wehner", "vornamen": "Peter", "wahlvorschlagstraeger": "CDU"},
    {"id": "thier", "familienname": "Thier-Ueltzen", "vornamen": "Anne", "eingang": datetime(2018, 3, 2, 17, 0)},
]


def _daten(w: Wahl, personen: list[dict[str, Any]]) -> Wahldaten:
    return Wahldaten(wahl=w, bewerber=[bewerber(**p) for p in personen])


def test_reihenfolge_gotha_2018_alte_fassung() -> None:
    """§ 18 Abs. 2 a. F.: the parties in the Landtag by the rank of their votes at the Landtag election 2014
    (CDU 1, DIE LINKE 2, SPD 3, AfD 4), then the others by the time of filing – Gotha's four proposals."""
    daten = _daten(wahl(wahltag=date(2018, 4, 15)), GOTHA_2018)
    assert [b.id for b in reihenfolge.erste_wahl(daten)] == ["wehner", "kreuch", "groening", "thier"]


@pytest.mark.parametrize(
    ("personen", "erwartet"),
    [
        # group 3 a. F.: by the day of filing, on one day by the Kennwort
        (
            [
                {"id": "z", "familienname": "Zahn", "vornamen": "A", "eingang": datetime(2018, 2, 20, 9, 0)},
                {"id": "a", "familienname": "Adam", "vornamen": "B", "eingang": datetime(2018, 2, 27, 9, 0)},
                {"id": "m", "familienname": "Mann", "vornamen": "C", "eingang": datetime(2018, 2, 27, 8, 0)},
            ],
            ["z", "a", "m"],
        ),
        # group 2 a. F.: represented in the Gemeinderat, by the votes there, before group 3
        (
            [
                {"id": "e", "familienname": "Eins", "vornamen": "A", "eingang": datetime(2018, 2, 20, 9, 0)},
                {"id": "w", "familienname": "Wolf", "vornamen": "B", "wahlvorschlagstraeger": "Freie Wähler"},
                {"id": "s", "familienname": "Sohn", "vornamen": "C", "wahlvorschlagstraeger": "SPD"},
            ],
            ["s", "w", "e"],
        ),
    ],
)
def test_reihenfolge_alte_fassung(personen: list[dict[str, Any]], erwartet: list[str]) -> None:
    w = wahl(wahltag=date(2018, 4, 15), stimmen_letzte_gemeinderatswahl={"Freie Wähler": 900})
    assert [b.id for b in reihenfolge.erste_wahl(_daten(w, personen))] == erwartet


def test_reihenfolge_alte_fassung_ohne_eingang_wird_abgelehnt() -> None:
    daten = _daten(wahl(wahltag=date(2018, 4, 15)), [*GOTHA_2018[:3], {**GOTHA_2018[3], "eingang": None}])
    with pytest.raises(Eingabefehler) as e:
        reihenfolge.erste_wahl(daten)
    assert [p.pfad for p in e.value.probleme] == ["bewerber[4].eingang"]  # counted from 1, as the data file


LANDTAG_2024 = {"AfD": 396_700, "CDU": 285_100, "BSW": 190_500, "DIE LINKE": 158_000, "SPD": 73_500, "FDP": 12_000}


@pytest.mark.parametrize(
    ("personen", "erwartet"),
    [
        # Gotha's proposals under the current wording: the parties that took part in the Landtag election 2024 by
        # its votes (AfD, CDU, SPD), then the Einzelbewerber
        (GOTHA_2018, ["groening", "wehner", "kreuch", "thier"]),
        # "teilgenommen": the FDP, not in the Landtag, is still in group 1; group 3 alphabetically by the Kennwort
        (
            [
                {"id": "z", "familienname": "Zahn", "vornamen": "A"},
                {"id": "f", "familienname": "Fuchs", "vornamen": "B", "wahlvorschlagstraeger": "FDP"},
                {"id": "n", "familienname": "Adler", "vornamen": "C", "wahlvorschlagstraeger": "Neue Liste"},
                {"id": "w", "familienname": "Wolf", "vornamen": "D", "wahlvorschlagstraeger": "Freie Wähler"},
            ],
            ["f", "w", "n", "z"],
        ),
    ],
)
def test_reihenfolge_geltende_fassung(personen: list[dict[str, Any]], erwartet: list[str]) -> None:
    w = wahl(stimmen_letzte_landtagswahl=LANDTAG_2024, stimmen_letzte_gemeinderatswahl={"Freie Wähler": 900})
    assert [b.id for b in reihenfolge.erste_wahl(_daten(w, personen))] == erwartet


def test_reihenfolge_geltende_fassung_ohne_landtagsstimmen_wird_abgelehnt() -> None:
    with pytest.raises(Eingabefehler) as e:
        reihenfolge.erste_wahl(_daten(wahl(), GOTHA_2018))
    assert [p.pfad for p in e.value.probleme] == ["wahl.stimmen_letzte_landtagswahl"]


def test_reihenfolge_landtagspartei_fehlt_in_den_stimmen() -> None:
    w = wahl(stimmen_letzte_landtagswahl={"CDU": 285_100, "SPD": 73_500})
    with pytest.raises(Eingabefehler) as e:
        reihenfolge.erste_wahl(_daten(w, GOTHA_2018))
    assert "AfD" in e.value.probleme[0].text


# --- the admission check: age (§ 24 Abs. 2 ThürKWG, § 41a Abs. 4) -------------------------------------


def _roh() -> dict[str, Any]:
    return tomllib.loads(TH.read_text("utf-8"))


@pytest.mark.parametrize(
    ("wahltag", "stichwahltag", "geburtsdatum", "mangel", "jahre"),
    [
        (date(2026, 4, 26), date(2026, 5, 10), date(2008, 4, 26), False, "18"),  # 18 on the Wahltag: eligible
        (date(2026, 4, 26), date(2026, 5, 10), date(2008, 4, 27), True, "18"),  # one day short
        (date(2022, 4, 10), date(2022, 4, 24), date(2001, 4, 10), False, "21"),  # Gerstungen 2022: 21
        (date(2022, 4, 10), date(2022, 4, 24), date(2001, 4, 11), True, "21"),
    ],
)
def test_mindestalter(wahltag: date, stichwahltag: date, geburtsdatum: date, mangel: bool, jahre: str) -> None:
    roh = _roh()
    roh["wahl"].update(wahltag=wahltag, stichwahltag=stichwahltag)
    for k in ("bekanntmachung_der_wahl",):
        roh["wahl"].pop(k, None)
    roh["wahl"]["ausschuss"].pop("zulassungssitzung", None)
    roh.pop("stichwahl", None)
    roh["bewerber"] = [b for b in roh["bewerber"] if b["id"] == "seidel"]
    roh["bewerber"][0].update(geburtsdatum=geburtsdatum, eingang=datetime(wahltag.year, 1, 5, 9, 0))
    ergebnis = pruefe(validiere(roh), TH.parent, stichtag=datetime(wahltag.year, 1, 6, 9, 0))
    maengel = [m for m in ergebnis.bewerbung("seidel").maengel if m.art == "waehlbarkeit"]
    assert bool(maengel) is mangel
    assert all(f"{jahre}. Lebensjahr" in m.text and "§ 24 Abs. 2" in m.vorschrift for m in maengel)


@pytest.mark.parametrize(
    ("eingang", "verspaetet"),
    [(datetime(2026, 3, 13, 18, 0), False), (datetime(2026, 3, 13, 18, 1), True)],  # § 17 Abs. 1 Satz 2: 18 Uhr
)
def test_einreichung_bis_18_uhr(eingang: datetime, verspaetet: bool) -> None:
    roh = _roh()
    roh["bewerber"][1]["eingang"] = eingang
    ergebnis = pruefe(validiere(roh), TH.parent, stichtag=datetime(2026, 3, 16, 9, 0))
    maengel = [m for m in ergebnis.bewerbung("seidel").maengel if m.art == "frist"]
    assert bool(maengel) is verspaetet
    assert all("§ 17 Abs. 1 Satz 2 ThürKWG" in m.vorschrift for m in maengel)


def test_beispiel_unterstuetzungsliste() -> None:
    """The example's Wählergruppe: 85 entries, 82 valid (one not eligible, one without date of birth, one after the
    34th day, 18 Uhr) against 4 × 20 = 80 required."""
    ergebnis = pruefe(validiere(_roh()), TH.parent, stichtag=datetime(2026, 3, 24, 9, 0))
    b = ergebnis.bewerbung("vogt")
    assert (b.gueltig, b.erforderlich, b.erfasst) == (82, 80, 85)
    assert b.maengel == ()


# --- Stichwahl (§ 24 ThürKWG, § 48a Abs. 3 ThürKWO) ---------------------------------------------------


def test_stichwahl_in_der_reihenfolge_der_listennummern() -> None:
    """§ 48a Abs. 3 Satz 1 ThürKWO: the two persons in the order of their Listennummern at the first ballot – in
    the example Seidel (Nr. 1, CDU) before Krause (Nr. 4), although Krause had fewer votes."""
    daten = validiere(_roh())
    assert [b.id for b in reihenfolge.erste_wahl(daten)] == ["seidel", "baumann", "vogt", "krause"]
    assert [b.id for b in reihenfolge.stichwahl(daten)] == ["seidel", "krause"]


def test_wer_zwei_wahlvorschlaege_unterstuetzt_ist_auf_beiden_ungueltig(tmp_path: Any) -> None:
    """§ 14 Abs. 1 Satz 5, 6 ThürKWG, § 20 Abs. 1 Satz 2 ThürKWO: one support signature per election; a person on two
    lists is void on both (R-TH-09) – the example's Wählergruppe loses Erik Wagner (line 2) to a second list."""
    import shutil

    roh = _roh()
    quelle = TH.parent / "unterschriften" / "musterwalde" / "buerger-fuer-musterwalde.csv"
    shutil.copy(quelle, tmp_path / "bfm.csv")
    kopf, wagner = quelle.read_text("utf-8").splitlines()[:2]
    (tmp_path / "neu.csv").write_text(f"{kopf}\n{wagner}\n", "utf-8")
    roh["bewerber"][3]["unterschriften"] = "bfm.csv"
    neu = {**roh["bewerber"][3], "id": "lang", "familienname": "Lang", "wahlvorschlagstraeger": "Neue Liste"}
    roh["bewerber"].append({**neu, "unterschriften": "neu.csv"})
    ergebnis = pruefe(validiere(roh), tmp_path, stichtag=datetime(2026, 3, 24, 9, 0))
    assert ergebnis.bewerbung("vogt").gueltig == 81
    assert ergebnis.bewerbung("lang").gueltig == 0
    assert [u.zeile for u in ergebnis.bewerbung("lang").ungueltig] == [2]
