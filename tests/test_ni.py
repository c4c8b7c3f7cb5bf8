"""Niedersachsen (§§ 21, 28, 45c–45g, 45j, 45m NKWG; § 32 NKWO; § 80 NKomVG): versions, deadlines, date
checks, quorum, the order of § 45e Abs. 1 NKWG and the admission check – table-driven, each row citing its
paragraph, with the dates, numbers and orders the Wahlleitungen published (Lüchow 2014, Fintel 2016,
Hannover and Schöningen 2019, Zeven 2026; docs/recht-ni.md)."""

from __future__ import annotations

import functools
import tomllib
from datetime import date, datetime, time
from typing import Any

import pytest

from notices import recht
from notices.dienste import lade, pruefe, validiere
from notices.fehler import Eingabefehler
from notices.model import Wahl, Wahldaten
from notices.reihenfolge import erste_wahl
from tests import conftest

from .conftest import REPO

NI = REPO / "examples" / "musterfelde-ni-2026.toml"

wahl = functools.partial(
    conftest.wahl, "NI", gemeinde="Testdorf", einwohnerzahl=12_000, gemeinderatssitze=30, wahltag=date(2026, 9, 13)
)
bewerber = functools.partial(
    conftest.bewerber, anschrift={"strasse": "Weg 1", "plz": "30159", "ort": "Hannover"}, zugelassen=True
)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


def vorschrift(w: Wahl, fid: str) -> str:
    return next(f.vorschrift for f in recht.fristen(w) if f.id == fid)


# --- versions ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2014, 5, 25), "ni-2014"),  # Direktwahlen 25.05.2014 (NKWG i. d. F. vom 28.01.2014)
        (date(2019, 11, 10), "ni-2014"),  # Schöningen
        (date(2021, 10, 31), "ni-2014"),  # the last day before the Gesetz vom 10.06.2021 took effect
        (date(2021, 11, 7), "ni-2021"),  # § 28 NKWG "Fassung vom 10.06.2021, Gültig ab 01.11.2021"
        (date(2026, 9, 13), "ni-2021"),  # Zeven, general elections 2026
    ],
)
def test_fassung_nach_wahltag(wahltag: date, kennung: str) -> None:
    assert recht.rechtsstand(wahl(wahltag=wahltag)).kennung == kennung


def test_kurze_fristen_nie_nach_dem_wahltag() -> None:
    """R-NI-01: the 34/30-day calendar is chosen only where the data file names it, never by the Wahltag."""
    assert all(recht.rechtsstand(wahl(wahltag=date(j, 10, 27))).kennung != "ni-kurz" for j in (2019, 2024, 2030))
    assert recht.rechtsstand(wahl(wahltag=date(2019, 10, 27), rechtsstand="ni-kurz")).kennung == "ni-kurz"


@pytest.mark.parametrize(
    ("werte", "pfad", "teil"),
    [
        # Seelze 12.03.2006 (NGO era): no version on record, also not the named short one
        ({"wahltag": date(2006, 3, 12)}, "wahl.wahltag", "vor dem 28.01.2014"),
        ({"wahltag": date(2006, 3, 12), "rechtsstand": "ni-kurz"}, "wahl.rechtsstand", "nicht für den 12.03.2006"),
        # § 52d Abs. 2 NKWG: the Direktwahlen of 12.09.2021 with halved quorums
        ({"wahltag": date(2021, 9, 12)}, "wahl.wahltag", "§ 52d NKWG"),
        # § 105 Abs. 1 NKomVG: the Bürgermeister of a Mitgliedsgemeinde is elected by the Rat
        ({"amt": "ehrenamtlicher Bürgermeister"}, "wahl.amt", "§ 105 Abs. 1 NKomVG"),
    ],
)
def test_abgelehnt(werte: dict[str, Any], pfad: str, teil: str) -> None:
    probleme = recht.pruefe_wahl(wahl(**werte))
    assert [p.pfad for p in probleme] == [pfad]
    assert teil in probleme[0].text


# --- deadlines ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("werte", "erwartet", "quelle"),
    [
        # SG Lüchow (Wendland) 25.05.2014: "Die Einreichungsfrist endet am 48. Tag vor der Wahl um 18.00 Uhr"
        (
            {"wahltag": date(2014, 5, 25), "stichwahltag": date(2014, 6, 15)},
            {"einreichung_bis": (date(2014, 4, 7), time(18)), "stichwahltag": (date(2014, 6, 15), None)},
            {"einreichung_bis": "§ 21 Abs. 2 Satz 2"},
        ),
        # Hannover OB 27.10.2019 (vorzeitig): "endet am 23. September um 18 Uhr" (34th day); Wahlausschuss
        # 25.09.2019, before the 30th day (27.09.); Stichwahl 10.11.2019
        (
            {"wahltag": date(2019, 10, 27), "stichwahltag": date(2019, 11, 10), "rechtsstand": "ni-kurz"},
            {
                "einreichung_bis": (date(2019, 9, 23), time(18)),
                "zulassung_spaetestens": (date(2019, 9, 27), None),
                "stichwahltag": (date(2019, 11, 10), None),
            },
            {"einreichung_bis": "§ 45m Abs. 2 Satz 1", "zulassung_spaetestens": "§ 45m Abs. 2 Satz 2"},
        ),
        # Zeven 13.09.2026 (general elections): 55th day Monday 20.07.2026, 46th day Wednesday 29.07.2026
        (
            {"wahltag": date(2026, 9, 13), "stichwahltag": date(2026, 9, 27)},
            {
                "einreichung_bis": (date(2026, 7, 20), time(18)),
                "zulassung_spaetestens": (date(2026, 7, 29), None),
                "stichwahltag": (date(2026, 9, 27), None),
            },
            {"einreichung_bis": "§ 21 Abs. 2 Satz 2", "zulassung_spaetestens": "§ 28 Abs. 5"},
        ),
    ],
)
def test_fristen(werte: dict[str, Any], erwartet: dict[str, tuple[date, time | None]], quelle: dict[str, str]) -> None:
    w = wahl(**werte)
    assert recht.pruefe_wahl(w) == []
    ist = fristen(w)
    assert {k: ist[k] for k in erwartet} == erwartet
    for fid, teil in quelle.items():
        assert teil in vorschrift(w, fid)


def test_vor_2021_kein_tag_der_zulassung() -> None:
    """R-NI-02: the day of the Zulassung under the old wording was not read – the calendar names none."""
    assert "zulassung_spaetestens" not in fristen(wahl(wahltag=date(2019, 11, 10)))


def test_fristen_verschieben_sich_nicht() -> None:
    """R-NI-08: no rule moves a deadline; 25.05.2014's short calendar: 34th day = Ostermontag 21.04.2014."""
    w = wahl(wahltag=date(2014, 5, 25), rechtsstand="ni-kurz")
    assert fristen(w)["einreichung_bis"] == (date(2014, 4, 21), time(18))


@pytest.mark.parametrize(
    ("wahltag", "stichwahltag", "fehler"),
    [
        (date(2026, 9, 13), date(2026, 9, 27), []),  # § 45c Abs. 3 Satz 1: second Sunday after the election
        (date(2014, 5, 25), date(2014, 6, 15), []),  # Lüchow/215 Kommunen 2014: moved past Pfingsten (Satz 2)
        (date(2026, 9, 13), date(2026, 9, 26), ["wahl.stichwahltag"]),  # a Saturday
        (date(2026, 9, 13), date(2026, 9, 13), ["wahl.stichwahltag"]),  # not after the election
        (date(2026, 9, 12), None, ["wahl.wahltag"]),  # § 45c: a Sunday
    ],
)
def test_termine(wahltag: date, stichwahltag: date | None, fehler: list[str]) -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=wahltag, stichwahltag=stichwahltag))
    assert [p.pfad for p in probleme] == fehler
    assert all("§ 45c" in p.text for p in probleme)


# --- quorum (§ 45d Abs. 3 Satz 2 NKWG) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("einwohner", "sitze", "werte", "anzahl"),
    [
        (534_000, 64, {}, 320),  # Hannover 2019: "320 Unterstützungsunterschriften" – five times 64
        (11_000, 28, {"wahlvorschlagstraeger": "ÖDP"}, 140),  # Schöningen 2019: the ÖDP's "140 Unterstützern"
        (7_000, 20, {}, 60),  # SG Fintel 2016: "mindestens 60 Wahlberechtigten … (§ 45 d Abs. 3 NKWG)"
        (9_000, 22, {}, 66),  # "mit bis zu 9 000 Einwohnerinnen und Einwohnern": three times
        (9_001, 22, {}, 110),
        (534_000, 64, {"amtsinhaber": True}, 0),  # the incumbent needs none
        (534_000, 64, {"wahlvorschlagstraeger": "SPD", "partei_befreit": True}, 0),  # § 21 Abs. 10 NKWG
        (7_000, 20, {"partei_befreit": True}, 0),  # Einzelwahlvorschlag meeting § 21 Abs. 10
    ],
)
def test_quorum(einwohner: int, sitze: int, werte: dict[str, Any], anzahl: int) -> None:
    w = wahl(einwohnerzahl=einwohner, gemeinderatssitze=sitze)
    q = recht.quorum(w, bewerber=bewerber(**werte))
    assert q.anzahl == anzahl
    assert "§ 45d Abs. 3" in q.vorschrift


def test_quorum_ohne_zahl_der_abgeordneten_nennt_das_feld() -> None:
    w = conftest.wahl("NI", gemeinde="Testdorf", einwohnerzahl=12_000, wahltag=date(2026, 9, 13))
    with pytest.raises(Eingabefehler) as e:
        recht.quorum(w, bewerber=bewerber())
    assert [p.pfad for p in e.value.probleme] == ["wahl.gemeinderatssitze"]
    assert "§ 45d Abs. 3 Satz 2 NKWG" in e.value.probleme[0].text


# --- order (§ 45e Abs. 1 NKWG) -------------------------------------------------------------------------


def _daten(stimmen: dict[str, int], *personen: dict[str, Any], **werte: Any) -> Wahldaten:
    return Wahldaten(
        wahl=wahl(stimmen_letzte_gemeinderatswahl=stimmen, **werte), bewerber=[bewerber(**p) for p in personen]
    )


# Hannover 2019, Neue Presse: "in der Reihenfolge auf dem Stimmzettel: Marc Hansmann (SPD), Eckhard Scholz (CDU),
# Belit Onay (Grüne), Joachim Wundrak (AfD), Jessica Kaußen (Linke), Bruno Adam Wolf (Piraten), Catharina Gutwerk
# (Die Partei), Ruth Esther Gilmore (Einzelwahlvorschlag), Iyabo Kaczmarek (Einzelwahlvorschlag) und Julian
# Klippert (Einzelwahlvorschlag)" – no incumbent; the parties in the Rat by their votes of 2016 (ranks only),
# the three Einzelwahlvorschläge alphabetically.
HANNOVER_2016 = {"SPD": 7, "CDU": 6, "GRÜNE": 5, "AfD": 4, "DIE LINKE": 3, "PIRATEN": 2, "Die PARTEI": 1}
HANNOVER_2019 = [
    {"id": "klippert", "familienname": "Klippert", "vornamen": "Julian"},
    {"id": "wolf", "familienname": "Wolf", "vornamen": "Bruno Adam", "wahlvorschlagstraeger": "PIRATEN"},
    {"id": "gilmore", "familienname": "Gilmore", "vornamen": "Ruth Esther"},
    {"id": "onay", "familienname": "Onay", "vornamen": "Belit", "wahlvorschlagstraeger": "GRÜNE"},
    {"id": "kaczmarek", "familienname": "Kaczmarek", "vornamen": "Iyabo"},
    {"id": "gutwerk", "familienname": "Gutwerk", "vornamen": "Catharina", "wahlvorschlagstraeger": "Die PARTEI"},
    {"id": "scholz", "familienname": "Scholz", "vornamen": "Eckhard", "wahlvorschlagstraeger": "CDU"},
    {"id": "kaussen", "familienname": "Kaußen", "vornamen": "Jessica", "wahlvorschlagstraeger": "DIE LINKE"},
    {"id": "hansmann", "familienname": "Hansmann", "vornamen": "Marc", "wahlvorschlagstraeger": "SPD"},
    {"id": "wundrak", "familienname": "Wundrak", "vornamen": "Joachim", "wahlvorschlagstraeger": "AfD"},
]


@pytest.mark.parametrize(
    ("stimmen", "personen", "erwartet"),
    [
        (
            HANNOVER_2016,
            HANNOVER_2019,
            ["hansmann", "scholz", "onay", "wundrak", "kaussen", "wolf", "gutwerk", "gilmore", "kaczmarek", "klippert"],
        ),
        # Satz 2: the incumbent first, even with fewer votes and as an Einzelwahlvorschlag
        (
            {"SPD": 900, "CDU": 800},
            [
                {"id": "spd", "familienname": "Adam", "vornamen": "A", "wahlvorschlagstraeger": "SPD"},
                {"id": "amt", "familienname": "Zorn", "vornamen": "Z", "amtsinhaber": True},
                {"id": "cdu", "familienname": "Berg", "vornamen": "B", "wahlvorschlagstraeger": "CDU"},
            ],
            ["amt", "spd", "cdu"],
        ),
        # Satz 3: an Einzelwahlvorschlag with own votes at the last election (key "Familienname, Vornamen")
        # ranks among the parties; Satz 4: a new Wählergruppe alphabetically by the Bewerber's name (R-NI-04)
        (
            {"CDU": 500, "Ober, Olga": 700},
            [
                {"id": "neu", "familienname": "Ahrens", "vornamen": "A", "wahlvorschlagstraeger": "Zukunft"},
                {"id": "cdu", "familienname": "Zorn", "vornamen": "Z", "wahlvorschlagstraeger": "CDU"},
                {"id": "ober", "familienname": "Ober", "vornamen": "Olga"},
                {"id": "einzel", "familienname": "Böhm", "vornamen": "B"},
            ],
            ["ober", "cdu", "neu", "einzel"],
        ),
    ],
)
def test_reihenfolge(stimmen: dict[str, int], personen: list[dict[str, Any]], erwartet: list[str]) -> None:
    assert [b.id for b in erste_wahl(_daten(stimmen, *personen))] == erwartet


@pytest.mark.parametrize(
    ("stimmen", "personen", "pfad"),
    [
        (  # equal votes: § 45e Abs. 1 does not say
            {"CDU": 5, "SPD": 5},
            [{"id": "a", "wahlvorschlagstraeger": "CDU"}, {"id": "b", "wahlvorschlagstraeger": "SPD"}],
            "wahl.stimmen_letzte_gemeinderatswahl",
        ),
        (  # two incumbents
            {},
            [{"id": "a", "amtsinhaber": True}, {"id": "b", "familienname": "B", "amtsinhaber": True}],
            "bewerber",
        ),
    ],
)
def test_reihenfolge_offen_ist_ein_fehler(stimmen: dict[str, int], personen: list[dict[str, Any]], pfad: str) -> None:
    with pytest.raises(Eingabefehler) as e:
        erste_wahl(_daten(stimmen, *personen))
    assert pfad in [p.pfad for p in e.value.probleme]


def test_beispiel_reihenfolge() -> None:
    """The example: Böhme (incumbent), Vogt (SPD, 2 210 votes), then Kaya and Neumann alphabetically."""
    assert [b.id for b in erste_wahl(lade(NI))] == ["boehme", "vogt", "kaya", "neumann"]


# --- admission check -----------------------------------------------------------------------------------


def _roh() -> dict[str, Any]:
    return tomllib.loads(NI.read_text("utf-8"))


def test_beispiel_pruefung() -> None:
    """66 required (3 × 22, Gemeinde up to 9 000 inhabitants); none for the incumbent and the SPD."""
    ergebnis = pruefe(lade(NI), NI.parent)
    assert [(b.person.id, b.erforderlich, b.gueltig, b.vorschlag) for b in ergebnis.bewerbungen] == [
        ("boehme", 0, 0, "zulassen"),
        ("vogt", 0, 0, "zulassen"),
        ("kaya", 66, 70, "zulassen"),
        ("neumann", 66, 69, "zulassen"),
    ]


@pytest.mark.parametrize(
    ("eingang", "verspaetet"),
    [(datetime(2026, 7, 20, 18, 0), False), (datetime(2026, 7, 20, 18, 1), True)],  # "um 18.00 Uhr"
)
def test_einreichung_bis_18_uhr(eingang: datetime, verspaetet: bool) -> None:
    roh = _roh()
    roh["bewerber"][2]["eingang"] = eingang
    ergebnis = pruefe(validiere(roh), NI.parent, stichtag=datetime(2026, 7, 22, 9, 0))
    b = ergebnis.bewerbung("kaya")
    assert (b.vorschlag == "zurueckweisen") is verspaetet
    assert any("§ 21 Abs. 2 Satz 2 NKWG" in m.vorschrift for m in b.maengel) is verspaetet


@pytest.mark.parametrize(
    ("geburtsdatum", "mangel"),
    [(date(2003, 9, 13), False), (date(2003, 9, 14), True)],  # 23 on the Wahltag 13.09.2026
)
def test_mindestalter_23(geburtsdatum: date, mangel: bool) -> None:
    roh = _roh()
    roh["bewerber"][2]["geburtsdatum"] = geburtsdatum
    maengel = [m for m in pruefe(validiere(roh), NI.parent).bewerbung("kaya").maengel if m.art == "waehlbarkeit"]
    assert bool(maengel) is mangel
    assert all("§ 80 Abs. 5 NKomVG" in m.vorschrift for m in maengel)


def test_zu_wenige_unterschriften() -> None:
    """24 Abgeordnete: 3 × 24 = 72 needed; Neumann's 69 valid signatures do not suffice after the deadline."""
    roh = _roh()
    roh["wahl"]["gemeinderatssitze"] = 24  # 72 needed
    ergebnis = pruefe(validiere(roh), NI.parent, stichtag=datetime(2026, 7, 22, 9, 0))
    b = ergebnis.bewerbung("neumann")
    assert (b.erforderlich, b.gueltig, b.vorschlag) == (72, 69, "zurueckweisen")
    assert any("§ 45d Abs. 3 Satz 2 NKWG" in m.vorschrift for m in b.maengel)


def test_pruefbericht_ohne_satz_zur_stellenausschreibung() -> None:
    """R-NI-11: NI has no Stellenausschreibung and no day in the data that starts the support – the report says
    nothing about signatures before one (the sentence BW gets: tests/test_sh.py)."""
    assert not any("Stellenausschreibung" in h for h in pruefe(lade(NI), NI.parent).hinweise)


def test_maengelschreiben_an_die_vertrauensperson() -> None:
    """§ 27 Abs. 1 Satz 2 i. V. m. § 45a NKWG: the Wahlleitung asks a Vertrauensperson to cure the defects; too few
    signatures can be supplied only until the deadline (§ 27 Abs. 2 Satz 3 NKWG; R-NI-12)."""
    from notices.dokumente.pruefbericht import maengelschreiben, maengelschreiben_text

    roh = _roh()
    roh["wahl"]["gemeinderatssitze"] = 26  # 3 × 26 = 78: the Bürgerliste's 70 fall short
    ergebnis = pruefe(validiere(roh), NI.parent, stichtag=datetime(2026, 7, 15, 10, 0))
    text = maengelschreiben_text(maengelschreiben(ergebnis, "kaya"))
    assert text.startswith("Die Wahlleitung\nGemeinde Musterfelde")
    assert (
        "An die Vertrauensperson\ndes Wahlvorschlags „Bürgerliste Musterfelde (BLM)“\n(Bewerbung von Deniz Kaya)"
        in text
    )
    assert "– Mängel (§ 27 Abs. 1 Satz 2 i. V. m. § 45a NKWG)" in text
    assert (
        "Es fehlen 8 gültige Unterstützungsunterschriften: 70 gültige von 78 erforderlichen (§ 45d Abs. 3 Satz 2 NKWG) – bis zum Ende der Einreichungsfrist: Montag, 20. Juli 2026, 18:00 Uhr"
        in text
    )
    assert "(§ 27 Abs. 2 NKWG)" in text
    spaeter = pruefe(validiere(roh), NI.parent, stichtag=datetime(2026, 7, 20, 17, 0))
    einzel = maengelschreiben_text(maengelschreiben(spaeter, "neumann"))
    assert "Ihre Bewerbung" in einzel and "Vertrauensperson\ndes" not in einzel  # an Einzelwahlvorschlag: the applicant
    for fremd in ("GKWO", "KomWO", "GemO"):
        assert fremd not in text


def test_keine_maengelschreiben_nach_dem_nkwg_2014() -> None:
    """ni-2014: § 27 NKWG was read only in its current wording – no letter is declared (R-NI-12)."""
    assert (
        recht.rechtsstand(
            conftest.wahl("NI", gemeinde="X", einwohnerzahl=8000, gemeinderatssitze=20, wahltag=date(2019, 5, 26))
        ).pruefung.maengelschreiben
        is None
    )
