"""Nordrhein-Westfalen (§§ 14, 15, 18, 19, 23, 46b–46d, 49 KWahlG; §§ 75b, 75c KWahlO; § 65 GO NRW): versions,
deadlines, date checks, quorum and the order of the proposals – table-driven, each row citing its paragraph,
with the dates and orders the municipalities and the Landeswahlleiterin published for 2020 and 2025."""

from __future__ import annotations

import functools
from datetime import date, datetime, time
from typing import Any

import pytest

from notices import recht
from notices.dienste import lade, pruefe, validiere
from notices.fehler import Eingabefehler
from notices.model import Wahl, Wahldaten
from notices.recht.ordnung import bezeichnung, nach_stimmen_dann_namen
from notices.reihenfolge import erste_wahl
from tests import conftest

from .conftest import REPO

NW = REPO / "examples" / "musterhagen-nw-2025.toml"


wahl = functools.partial(conftest.wahl, "NW", gemeinde="Testdorf", einwohnerzahl=31_000, wahltag=date(2025, 9, 14))
bewerber = functools.partial(
    conftest.bewerber, anschrift={"strasse": "Weg 1", "plz": "58285", "ort": "Gevelsberg"}, zugelassen=True
)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


# --- versions and deadlines ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2019, 9, 15), "nw-2019"),  # Gesetz vom 11.04.2019 (GV. NRW. S. 202), in force 24.04.2019
        (date(2022, 5, 15), "nw-2019"),
        (date(2024, 7, 28), "nw-2019"),  # the old wording was valid until 30.07.2024
        (date(2024, 11, 10), "nw-2024"),  # Gesetz vom 05.07.2024 (GV. NRW. S. 444), in force 31.07.2024
        (date(2025, 9, 14), "nw-2024"),
        (date(2030, 9, 8), "nw-2024"),
    ],
)
def test_fassung_nach_wahltag(wahltag: date, kennung: str) -> None:
    assert recht.rechtsstand(wahl(wahltag=wahltag)).kennung == kennung


def test_vor_2019_kein_rechtsstand() -> None:
    """Separate mayoral elections of 13.09.2015 ran under the 48th day (old law, not on record): refused."""
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2015, 9, 13)))
    assert [(p.pfad, p.text) for p in probleme] == [
        ("wahl.wahltag", "für Wahltage vor dem 24.04.2019 ist für Nordrhein-Westfalen kein Rechtsstand hinterlegt")
    ]


@pytest.mark.parametrize(
    ("fid", "erwartet", "quelle"),
    [
        # Gevelsberg, Mülheim an der Ruhr, Wermelskirchen, Kerken: "bis zum 7. Juli 2025, 18.00 Uhr (69. Tag vor
        # der Wahl; Ausschlussfrist)" – § 15 Abs. 1 Satz 1 KWahlG
        ("einreichung_bis", (date(2025, 7, 7), time(18, 0)), "§ 15 Abs. 1 Satz 1"),
        # Kerken: "Der Wahlausschuss entscheidet spätestens am 58. Tag vor der Wahl" – § 18 Abs. 3 Satz 1
        ("zulassung_spaetestens", (date(2025, 7, 18), None), "§ 18 Abs. 3 Satz 1"),
        # Kerken: "die Bekanntmachung erfolgt spätestens am 37. Tag (08.08.2025)" – § 19 Abs. 1
        ("bekanntmachung_spaetestens", (date(2025, 8, 8), None), "§ 19 Abs. 1"),
        # Gevelsberg: "Etwaige Stichwahlen werden am 28. September 2025 durchgeführt" – § 46c Abs. 2
        ("stichwahltag", (date(2025, 9, 28), None), "§ 46c Abs. 2"),
    ],
)
def test_fristen_2025(fid: str, erwartet: tuple[date, time | None], quelle: str) -> None:
    w = wahl(stichwahltag=date(2025, 9, 28))
    assert fristen(w)[fid] == erwartet
    assert quelle in next(f.vorschrift for f in recht.fristen(w) if f.id == fid)


def test_wermelskirchen_entschied_vor_dem_58_tag() -> None:
    """Wermelskirchen's Wahlausschuss decided on 10.07.2025 (RIS Vorlage 0113/2025) – within the 58th day."""
    assert date(2025, 7, 10) <= fristen(wahl())["zulassung_spaetestens"][0]


@pytest.mark.parametrize(
    ("fid", "erwartet"),
    [
        ("einreichung_bis", (date(2020, 7, 16), time(18, 0))),  # § 15 Abs. 1 a. F.: 59. Tag
        ("zulassung_spaetestens", (date(2020, 7, 28), None)),  # § 18 Abs. 3 a. F.: 47. Tag
        ("beschwerde_entscheidung_landeswahlausschuss_spaetestens", (date(2020, 8, 6), None)),  # 38. Tag
        ("beschwerde_entscheidung_kreiswahlausschuss_spaetestens", (date(2020, 8, 7), None)),  # 37. Tag
        ("bekanntmachung_spaetestens", (date(2020, 8, 17), None)),  # § 19 Abs. 1 a. F.: 27. Tag
    ],
)
def test_fristen_der_fassung_2019(fid: str, erwartet: tuple[date, time | None]) -> None:
    """WZ (Mönchengladbach), 05/2020: "Bisher galt der 59. Tag vor der Wahl, 18 Uhr … Das wäre der 16. Juli
    gewesen." – the ordinary rule for the Wahltag 13.09.2020, before the one-off law."""
    assert fristen(wahl(wahltag=date(2020, 9, 13)))[fid] == erwartet


def test_kommunalwahl_2020_wird_abgelehnt() -> None:
    """The Gesetz zur Durchführung der Kommunalwahlen 2020 (48th day, 60 % of the signatures) is not on
    record in full: the Wahltag 13.09.2020 is refused, naming it, instead of computing wrong deadlines."""
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2020, 9, 13), stichwahltag=date(2020, 9, 27)))
    assert [p.pfad for p in probleme] == ["wahl.wahltag"]
    assert "Gesetz zur Durchführung der Kommunalwahlen 2020" in probleme[0].text
    assert "48. Tag" in probleme[0].text
    assert recht.pruefe_wahl(wahl(wahltag=date(2020, 9, 20))) == []  # any other Sunday is not that election


def test_fristen_verschieben_sich_nicht() -> None:
    """§ 49 Abs. 2 KWahlG: a deadline on a holiday stays put (Whit Monday 09.06.2025 for a 2025 Wahltag)."""
    w = wahl(wahltag=date(2025, 8, 17))  # 69th day: Monday 09.06.2025, Pfingstmontag
    frist = next(f for f in recht.fristen(w) if f.id == "einreichung_bis")
    assert frist.datum == date(2025, 6, 9)
    assert (
        frist.hinweis == "Fällt auf einen gesetzlichen Feiertag (Pfingstmontag); die Frist verschiebt sich nicht "
        "(§ 49 Abs. 2 KWahlG)."
    )


@pytest.mark.parametrize(
    ("wahltag", "stichwahltag", "fehler"),
    [
        (date(2025, 9, 14), date(2025, 9, 28), []),  # § 46c Abs. 2 Satz 1: second Sunday after the election
        (date(2025, 9, 14), date(2025, 10, 5), []),  # Satz 2: the Aufsichtsbehörde may set another date
        (date(2025, 9, 14), date(2025, 9, 27), ["wahl.stichwahltag"]),  # a Saturday (§ 14 Abs. 1 Satz 1)
        (date(2025, 9, 14), date(2025, 9, 14), ["wahl.stichwahltag"]),  # not after the election
        (date(2025, 9, 13), None, ["wahl.wahltag"]),  # § 14 Abs. 1 Satz 1: "Wahltag ist ein Sonntag."
    ],
)
def test_termine(wahltag: date, stichwahltag: date | None, fehler: list[str]) -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=wahltag, stichwahltag=stichwahltag))
    assert [p.pfad for p in probleme] == fehler
    assert all("KWahlG" in p.text for p in probleme)


# --- quorum (§ 46d Abs. 1 Satz 3 KWahlG) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("einwohner", "sitze", "werte", "anzahl", "vorschrift"),
    [
        (31_000, 42, {}, 210, "§ 46d Abs. 1 Satz 3 KWahlG"),  # Gevelsberg: 42 Ratsmitglieder, five times
        (260_000, 66, {}, 330, "§ 46d Abs. 1 Satz 3 KWahlG"),  # Mönchengladbach 2014: "330 Unterzeichner"
        (10_000, 26, {}, 78, "§ 46d Abs. 1 Satz 3 KWahlG"),  # "bis zu 10000 Einwohnern": three times
        (10_001, 26, {}, 130, "§ 46d Abs. 1 Satz 3 KWahlG"),
        (4_600, 20, {"wahlvorschlagstraeger": "Neue Liste"}, 60, "§ 46d Abs. 1 Satz 3 KWahlG"),
        (31_000, 42, {"amtsinhaber": True}, 0, "§ 46d Abs. 1 Satz 3 Halbsatz 2 KWahlG"),  # any proposer
        (31_000, 42, {"amtsinhaber": True, "wahlvorschlagstraeger": "SPD"}, 0, "Halbsatz 2"),
        (31_000, 42, {"wahlvorschlagstraeger": "CDU", "partei_befreit": True}, 0, "§ 15 Abs. 2 KWahlG"),
        (31_000, 42, {"wahlvorschlagstraeger": ["SPD", "Neu"], "partei_befreit": True}, 0, "§ 75b Abs. 5 Satz 4"),
        (31_000, 42, {"wahlvorschlagstraeger": ["SPD", "Neu"]}, 210, "§ 46d Abs. 1 Satz 3 KWahlG"),
        (31_000, 42, {"partei_befreit": True}, 0, "§ 15 Abs. 2 KWahlG"),  # Einzelbewerber with a seat as such
    ],
)
def test_quorum(einwohner: int, sitze: int, werte: dict[str, Any], anzahl: int, vorschrift: str) -> None:
    w = wahl(einwohnerzahl=einwohner, gemeinderatssitze=sitze)
    q = recht.quorum(w, bewerber=bewerber(**werte))
    assert q.anzahl == anzahl
    assert vorschrift in q.vorschrift


def test_quorum_ohne_ratsgroesse_nennt_das_feld() -> None:
    with pytest.raises(Eingabefehler) as e:
        recht.quorum(wahl(), bewerber=bewerber())
    assert [p.pfad for p in e.value.probleme] == ["wahl.gemeinderatssitze"]
    assert "§ 46d Abs. 1 Satz 3 KWahlG" in e.value.probleme[0].text


# --- order (§ 23 Abs. 1 Satz 3 und 4, § 46d Abs. 5 KWahlG; § 75c KWahlO) --------------------------------


def _daten(stimmen: dict[str, int], *personen: dict[str, Any]) -> Wahldaten:
    return Wahldaten(
        wahl=wahl(stimmen_letzte_gemeinderatswahl=stimmen),
        bewerber=[bewerber(**p) for p in personen],
    )


@pytest.mark.parametrize(
    ("stimmen", "personen", "erwartet"),
    [
        # Xanten 2020, as published: "Thomas Görtz (CDU), Olaf Finke (SPD), Valérie Petit (FBI), Stella Werner (FOX),
        # Rainer Groß (parteilos) und Andreas Luschgy (parteilos)" – CDU, SPD, FBI had votes in 2014 (in this
        # order); FOX (new) and the two Einzelbewerber follow by the names "FOX", "Groß", "Luschgy".
        (
            {"CDU": 3, "SPD": 2, "FBI": 1},
            [
                {"id": "luschgy", "familienname": "Luschgy", "vornamen": "Andreas"},
                {"id": "werner", "familienname": "Werner", "vornamen": "Stella", "wahlvorschlagstraeger": "FOX"},
                {"id": "gross", "familienname": "Groß", "vornamen": "Rainer"},
                {"id": "petit", "familienname": "Petit", "vornamen": "Valérie", "wahlvorschlagstraeger": "FBI"},
                {"id": "finke", "familienname": "Finke", "vornamen": "Olaf", "wahlvorschlagstraeger": "SPD"},
                {"id": "goertz", "familienname": "Görtz", "vornamen": "Thomas", "wahlvorschlagstraeger": "CDU"},
            ],
            ["goertz", "finke", "petit", "werner", "gross", "luschgy"],
        ),
        # § 23 Abs. 1 Satz 4: the rest by the name of the party or group, not of its candidate (unlike § 76
        # Abs. 3 KWG SL): "Zukunft" with candidate Adam after the Einzelbewerber Bauer.
        (
            {"CDU": 10},
            [
                {"id": "adam", "familienname": "Adam", "vornamen": "Ute", "wahlvorschlagstraeger": "Zukunft"},
                {"id": "bauer", "familienname": "Bauer", "vornamen": "Kai"},
                {"id": "cdu", "familienname": "Zorn", "vornamen": "Eva", "wahlvorschlagstraeger": "CDU"},
            ],
            ["cdu", "bauer", "adam"],
        ),
        # § 23 Abs. 1 Satz 3: every party with votes at the last council election ranks by them, and an
        # Einzelbewerber by his own votes (key "Familienname, Vornamen").
        (
            {"CDU": 900, "Ober, Olga": 950, "Kleinpartei": 12},
            [
                {"id": "klein", "familienname": "Aal", "vornamen": "Ali", "wahlvorschlagstraeger": "Kleinpartei"},
                {"id": "cdu", "familienname": "Zorn", "vornamen": "Eva", "wahlvorschlagstraeger": "CDU"},
                {"id": "ober", "familienname": "Ober", "vornamen": "Olga"},
                {"id": "neu", "familienname": "Ahrens", "vornamen": "Abel", "wahlvorschlagstraeger": "AAA-Liste"},
            ],
            ["ober", "cdu", "klein", "neu"],
        ),
        # § 46d Abs. 5 Satz 1: a joint proposal by its Träger with most votes (Bochum 2025: SPD-GRÜNE).
        (
            {"SPD": 5000, "CDU": 6000, "BÜNDNIS 90/DIE GRÜNEN": 7000},
            [
                {"id": "cdu", "familienname": "A", "vornamen": "A", "wahlvorschlagstraeger": "CDU"},
                {
                    "id": "joint",
                    "familienname": "B",
                    "vornamen": "B",
                    "wahlvorschlagstraeger": ["SPD", "BÜNDNIS 90/DIE GRÜNEN"],
                },
            ],
            ["joint", "cdu"],
        ),
        # § 46d Abs. 5 Satz 4, 5: without votes, by the alphabetically first Träger ("Aufbruch" before "Bürgerliste").
        (
            {},
            [
                {"id": "b", "familienname": "A", "vornamen": "A", "wahlvorschlagstraeger": "Bürgerliste"},
                {"id": "joint", "familienname": "Z", "vornamen": "Z", "wahlvorschlagstraeger": ["Zukunft", "Aufbruch"]},
            ],
            ["joint", "b"],
        ),
    ],
)
def test_reihenfolge(stimmen: dict[str, int], personen: list[dict[str, Any]], erwartet: list[str]) -> None:
    assert [b.id for b in erste_wahl(_daten(stimmen, *personen))] == erwartet


@pytest.mark.parametrize(
    ("stimmen", "traeger", "erwartet"),
    [
        # Landeswahlleiterin 2025: "Bochum / Lukat, Jörg / SPD-BÜNDNIS 90/DIE GRÜNEN", "Kreis Wesel / Brohl, Ingo /
        # CDU-BÜNDNIS 90/DIE GRÜNEN" – within a joint proposal the Träger by their votes (§ 46d Abs. 5 Satz 2)
        (
            {"SPD": 60_000, "BÜNDNIS 90/DIE GRÜNEN": 40_000},
            ["BÜNDNIS 90/DIE GRÜNEN", "SPD"],
            "SPD-BÜNDNIS 90/DIE GRÜNEN",
        ),
        (
            {"CDU": 90_000, "BÜNDNIS 90/DIE GRÜNEN": 30_000},
            ["BÜNDNIS 90/DIE GRÜNEN", "CDU"],
            "CDU-BÜNDNIS 90/DIE GRÜNEN",
        ),
        ({"CDU": 10}, ["Zukunft", "CDU", "Aufbruch"], "CDU-Aufbruch-Zukunft"),  # Satz 3: the rest alphabetically
        ({}, ["Zukunft", "Aufbruch"], "Aufbruch-Zukunft"),  # Satz 6
    ],
)
def test_bezeichnung_gemeinsamer_wahlvorschlaege(stimmen: dict[str, int], traeger: list[str], erwartet: str) -> None:
    assert bezeichnung(bewerber(wahlvorschlagstraeger=traeger), stimmen) == erwartet


@pytest.mark.parametrize(
    ("stimmen", "personen", "pfad"),
    [
        (  # equal votes: the statute does not say
            {"CDU": 5, "SPD": 5},
            [{"id": "a", "wahlvorschlagstraeger": "CDU"}, {"id": "b", "wahlvorschlagstraeger": "SPD"}],
            "wahl.stimmen_letzte_gemeinderatswahl",
        ),
        (  # § 46d Abs. 3 Satz 3: a Träger of a joint proposal proposes no one else
            {"SPD": 5},
            [{"id": "a", "wahlvorschlagstraeger": ["SPD", "GRÜNE"]}, {"id": "b", "wahlvorschlagstraeger": "SPD"}],
            "bewerber[2].wahlvorschlagstraeger",
        ),
        (  # two Einzelbewerber of the same name: no alphabetical order
            {},
            [{"id": "a"}, {"id": "b"}],
            "bewerber",
        ),
    ],
)
def test_reihenfolge_offen_ist_ein_fehler(stimmen: dict[str, int], personen: list[dict[str, Any]], pfad: str) -> None:
    with pytest.raises(Eingabefehler) as e:
        rs = recht.rechtsstand(wahl())
        nach_stimmen_dann_namen(_daten(stimmen, *personen), rs, rs.reihenfolge)
    assert pfad in [p.pfad for p in e.value.probleme]


def test_beispiel_reihenfolge() -> None:
    """The example: CDU (1412), SPD-GRÜNE (1187, SPD's votes), then Brandt before "Neue Liste Musterhagen"."""
    assert [b.id for b in erste_wahl(lade(NW))] == ["hartmann", "yildiz", "brandt", "albers"]


# --- admission check -------------------------------------------------------------------------------------


def _roh() -> dict[str, Any]:
    import tomllib

    return tomllib.loads(NW.read_text("utf-8"))


@pytest.mark.parametrize(
    ("geburtsdatum", "mangel"),
    [
        (date(2002, 9, 14), False),  # the 23rd year of life is completed at the start of the birthday
        (date(2002, 9, 15), True),  # § 65 Abs. 2 GO NRW: "das 23. Lebensjahr vollendet hat" – one day short
    ],
)
def test_mindestalter_23(geburtsdatum: date, mangel: bool) -> None:
    roh = _roh()
    roh["bewerber"][0]["geburtsdatum"] = geburtsdatum
    ergebnis = pruefe(validiere(roh), NW.parent)
    maengel = [m for m in ergebnis.bewerbung("hartmann").maengel if m.art == "waehlbarkeit"]
    assert bool(maengel) is mangel
    assert all("23. Lebensjahr" in m.text and "§ 65 Abs. 2 Satz 1 GO NRW" in m.vorschrift for m in maengel)


@pytest.mark.parametrize(
    ("eingang", "verspaetet"),
    [(datetime(2025, 7, 7, 18, 0), False), (datetime(2025, 7, 7, 18, 1), True)],  # "bis … 18 Uhr"
)
def test_einreichung_bis_18_uhr(eingang: datetime, verspaetet: bool) -> None:
    roh = _roh()
    roh["bewerber"][0]["eingang"] = eingang
    ergebnis = pruefe(validiere(roh), NW.parent, stichtag=datetime(2025, 7, 10, 9, 0))
    b = ergebnis.bewerbung("hartmann")
    assert (b.vorschlag == "zurueckweisen") is verspaetet
    assert any("§ 18 Abs. 3 Satz 2 KWahlG" in m.vorschrift for m in b.maengel) is verspaetet


def test_zustimmungserklaerung_fehlt_nach_fristende_nicht_behebbar() -> None:
    """§ 15 Abs. 3 Satz 5 KWahlG: the consent by the end of the filing period is a condition of validity."""
    roh = _roh()
    roh["bewerber"][0]["unterlagen"] = {"zustimmungserklaerung": False}
    vorher = pruefe(validiere(roh), NW.parent, stichtag=datetime(2025, 7, 7, 12, 0)).bewerbung("hartmann")
    nachher = pruefe(validiere(roh), NW.parent, stichtag=datetime(2025, 7, 8, 9, 0)).bewerbung("hartmann")
    assert [m.behebbar for m in vorher.maengel if m.art == "unterlagen"] == [True]
    assert [m.behebbar for m in nachher.maengel if m.art == "unterlagen"] == [False]
    assert nachher.vorschlag == "zurueckweisen"


def test_unbekannte_unterlage_wird_abgelehnt() -> None:
    roh = _roh()
    roh["bewerber"][0]["unterlagen"] = {"eidesstattliche_versicherung": True}
    with pytest.raises(Eingabefehler) as e:
        validiere(roh)
    assert [p.pfad for p in e.value.probleme] == ["bewerber[1].unterlagen.eidesstattliche_versicherung"]


def test_beispiel_pruefung() -> None:
    """60 required (3 × 20, Gemeinde up to 10 000 inhabitants); 62 valid in each list; all to be admitted."""
    ergebnis = pruefe(lade(NW), NW.parent)
    assert [(b.person.id, b.erforderlich, b.gueltig, b.vorschlag) for b in ergebnis.bewerbungen] == [
        ("hartmann", 0, 0, "zulassen"),
        ("yildiz", 0, 0, "zulassen"),
        ("albers", 60, 62, "zulassen"),
        ("brandt", 60, 62, "zulassen"),
    ]
