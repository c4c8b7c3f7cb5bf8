"""Brandenburg (§§ 28a, 37, 63 bis 75, 99 BbgKWahlG; BbgKWahlV 2008 and 2023): versions, deadlines, date checks,
quorum, the order of § 75 Abs. 1 i. V. m. § 39 BbgKWahlG, the Stichwahl and the admission check – table-driven,
each row citing its paragraph, with the dates and numbers the Wahlleitungen published (Heideblick 2012, the
Kommunalwahl 2014, Wildau 2017, Zehdenick 2019, Königs Wusterhausen 2021, Brieselang 2023, Kolkwitz 2025,
Petershagen/Eggersdorf 2026; docs/recht-bb.md)."""

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
from notices.reihenfolge import erste_wahl, stichwahl
from tests import conftest

from .conftest import REPO

BB = REPO / "examples" / "musterfelde-bb-2026.toml"

wahl = functools.partial(
    conftest.wahl, "BB", gemeinde="Testdorf", einwohnerzahl=12_000, gemeinderatssitze=22, wahltag=date(2026, 9, 20)
)
bewerber = functools.partial(
    conftest.bewerber, anschrift={"strasse": "Weg 1", "plz": "14999", "ort": "Testdorf"}, zugelassen=True
)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


# --- versions ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2012, 2, 12), "bb-2008"),  # Heideblick: 38th/39th day
        (date(2014, 5, 24), "bb-2008"),  # § 106a BbgKWahlV 2008: "vor dem 25. Mai 2014"
        (date(2014, 5, 25), "bb-2014"),  # Kommunalwahl 2014: "NEUER TERMIN: 20. März 2014" (66th day)
        (date(2016, 9, 18), "bb-2016"),  # the year the age limits fell (R-BB-05)
        (date(2017, 9, 24), "bb-2017"),  # Wildau: Wählbarkeit from 18
        (date(2021, 7, 4), "bb-2017"),  # Königs Wusterhausen: the full 72 (before § 99)
        (date(2022, 5, 29), "bb-2021"),  # § 99 Abs. 2: Direktwahlen up to 29.05.2022
        (date(2023, 9, 10), "bb-2022"),  # Brieselang
        (date(2025, 9, 28), "bb-2023"),  # Kolkwitz
        (date(2026, 2, 15), "bb-2023"),  # Petershagen/Eggersdorf: "§ 42 BbgKWahlV"
    ],
)
def test_fassung_nach_wahltag(wahltag: date, kennung: str) -> None:
    assert recht.rechtsstand(wahl(wahltag=wahltag)).kennung == kennung


def test_ehrenamtlicher_buergermeister_abgelehnt() -> None:
    """The ehrenamtliche Bürgermeister is elected with the Gemeindevertretung: not this procedure, refused."""
    probleme = recht.pruefe_wahl(wahl(amt="ehrenamtlicher Bürgermeister"))
    assert [p.pfad for p in probleme] == ["wahl.amt"]
    assert "§§ 63 bis 78 BbgKWahlG" in probleme[0].text


# --- deadlines ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "erwartet"),
    [
        # Heideblick 12.02.2012: "bis zum 05.01.2012, 12:00 Uhr", signatures "bis 04.01.2012, 16:00 Uhr"
        (
            date(2012, 2, 12),
            {"einreichung_bis": (date(2012, 1, 5), time(12)), "unterstuetzung_bis": (date(2012, 1, 4), time(16))},
        ),
        # Kommunalwahl 25.05.2014 after the law of 05.12.2013: 20.03.2014, 12 Uhr; 19.03.2014, 16 Uhr
        (
            date(2014, 5, 25),
            {"einreichung_bis": (date(2014, 3, 20), time(12)), "unterstuetzung_bis": (date(2014, 3, 19), time(16))},
        ),
        # Wildau 24.09.2017: "bis 20.07.2017, 12:00 Uhr"
        (date(2017, 9, 24), {"einreichung_bis": (date(2017, 7, 20), time(12))}),
        # Zehdenick 26.05.2019: signatures by Wednesday 20.03.2019, 16 Uhr, at the Einwohnermeldeamt
        (date(2019, 5, 26), {"unterstuetzung_bis": (date(2019, 3, 20), time(16))}),
        # Kolkwitz 28.09.2025: "bis Donnerstag, 24.07.2025, 12:00 Uhr"
        (date(2025, 9, 28), {"einreichung_bis": (date(2025, 7, 24), time(12))}),
        # Brieselang 10.09.2023: the Wahlausschuss met on 11.07.2023, before the 58th day (14.07.2023)
        (date(2023, 9, 10), {"zulassung_spaetestens": (date(2023, 7, 14), None)}),
    ],
)
def test_fristen(wahltag: date, erwartet: dict[str, tuple[date, time | None]]) -> None:
    ist = fristen(wahl(wahltag=wahltag))
    assert {k: ist[k] for k in erwartet} == erwartet


def test_alte_fassung_ohne_ungelesene_tage() -> None:
    """R-BB-02: the 102nd, 92nd and 58th day of the law before 05.12.2013 were not read – not shown."""
    assert set(fristen(wahl(wahltag=date(2012, 2, 12)))) >= {"einreichung_bis", "unterstuetzung_bis"}
    assert not {"wahltag_bestimmen_spaetestens", "zulassung_spaetestens"} & set(
        fristen(wahl(wahltag=date(2012, 2, 12)))
    )


def test_fristen_verschieben_sich_nicht() -> None:
    """R-BB-10: no rule moves a deadline – the 66th day before 20.09.2026 is Thursday 16.07.2026; the 92nd,
    a Saturday, stays a Saturday."""
    ist = fristen(wahl())
    assert ist["bekanntmachung_der_wahl_spaetestens"] == (date(2026, 6, 20), None)


@pytest.mark.parametrize(
    ("stichwahltag", "fehler"),
    [
        (date(2012, 2, 26), []),  # Heideblick: +14, the 2nd Sunday
        (date(2012, 3, 4), []),  # +21 (Wildau, Brieselang, Kolkwitz)
        (date(2012, 3, 11), []),  # +28 (Petershagen/Eggersdorf)
        (date(2012, 3, 18), []),  # +35, the 5th Sunday
        (date(2012, 2, 19), ["wahl.stichwahltag"]),  # the 1st Sunday: too early
        (date(2012, 3, 25), ["wahl.stichwahltag"]),  # the 6th Sunday: too late
    ],
)
def test_stichwahl_zweiter_bis_fuenfter_sonntag(stichwahltag: date, fehler: list[str]) -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2012, 2, 12), stichwahltag=stichwahltag))
    assert [p.pfad for p in probleme] == fehler
    assert all("§ 72 Abs. 2 Satz 2 BbgKWahlG" in p.text for p in probleme)


# --- quorum (§ 70 Abs. 5, § 99 BbgKWahlG) --------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "sitze", "werte", "anzahl"),
    [
        (date(2012, 2, 12), 16, {}, 32),  # Heideblick: "mindestens 32 Unterstützungsunterschriften"
        (date(2021, 7, 4), 36, {}, 72),  # Königs Wusterhausen: "mindestens 72"
        (date(2023, 9, 10), 22, {}, 44),  # Brieselang: "die benötigten 44"
        (date(2022, 5, 15), 22, {}, 22),  # § 99 Abs. 1: "auf die Hälfte reduziert"
        (date(2026, 9, 20), 40, {}, 80),  # Landtag 17.11.2021: "zwischen 16 und 80"
        (date(2026, 9, 20), 8, {}, 16),
        (date(2026, 9, 20), 22, {"wahlvorschlagstraeger": "SPD", "partei_befreit": True}, 0),
        (date(2026, 9, 20), 22, {"wahlvorschlagstraeger": "Neue Liste"}, 44),  # not exempt: signatures
    ],
)
def test_quorum(wahltag: date, sitze: int, werte: dict[str, Any], anzahl: int) -> None:
    q = recht.quorum(wahl(wahltag=wahltag, gemeinderatssitze=sitze), bewerber=bewerber(**werte))
    assert q.anzahl == anzahl
    assert "§ 70 Abs. 5" in q.vorschrift


def test_quorum_ohne_vertreterzahl_nennt_das_feld() -> None:
    w = conftest.wahl("BB", gemeinde="Testdorf", einwohnerzahl=12_000, wahltag=date(2026, 9, 20))
    with pytest.raises(Eingabefehler) as e:
        recht.quorum(w, bewerber=bewerber())
    assert [p.pfad for p in e.value.probleme] == ["wahl.gemeinderatssitze"]
    assert "§ 6 Abs. 2 BbgKWahlG" in e.value.probleme[0].text


# --- order (§ 75 Abs. 1 i. V. m. § 39 Abs. 3 bis 5 BbgKWahlG) ------------------------------------------


def _daten(stimmen: dict[str, int], *personen: dict[str, Any], **werte: Any) -> Wahldaten:
    return Wahldaten(
        wahl=wahl(stimmen_letzte_gemeinderatswahl=stimmen, **werte), bewerber=[bewerber(**p) for p in personen]
    )


@pytest.mark.parametrize(
    ("stimmen", "personen", "erwartet"),
    [
        # by votes, then the other Träger alphabetically, then the Einzelwahlvorschläge alphabetically
        (
            {"SPD": 900, "CDU": 1200},
            [
                {"id": "einzel_b", "familienname": "Berg", "vornamen": "B"},
                {"id": "spd", "familienname": "Zorn", "vornamen": "Z", "wahlvorschlagstraeger": "SPD"},
                {"id": "neu_z", "familienname": "Adam", "vornamen": "A", "wahlvorschlagstraeger": "Zukunft"},
                {"id": "einzel_a", "familienname": "Ahrens", "vornamen": "A"},
                {"id": "neu_a", "familienname": "Yilmaz", "vornamen": "Y", "wahlvorschlagstraeger": "Aufbruch"},
                {"id": "cdu", "familienname": "Kurz", "vornamen": "K", "wahlvorschlagstraeger": "CDU"},
            ],
            ["cdu", "spd", "neu_a", "neu_z", "einzel_a", "einzel_b"],
        ),
        # a Listenvereinigung whose place is the same by the sum of its Träger's votes and by the best one's
        (
            {"SPD": 900, "GRÜNE": 300, "BBM": 200},
            [
                {"id": "lv", "familienname": "Adam", "vornamen": "A", "wahlvorschlagstraeger": ["GRÜNE", "BBM"]},
                {"id": "spd", "familienname": "Zorn", "vornamen": "Z", "wahlvorschlagstraeger": "SPD"},
            ],
            ["spd", "lv"],
        ),
    ],
)
def test_reihenfolge(stimmen: dict[str, int], personen: list[dict[str, Any]], erwartet: list[str]) -> None:
    assert [b.id for b in erste_wahl(_daten(stimmen, *personen))] == erwartet


@pytest.mark.parametrize(
    ("stimmen", "personen", "pfad", "teil"),
    [
        (  # equal votes: § 39 was not read
            {"CDU": 5, "SPD": 5},
            [{"id": "a", "wahlvorschlagstraeger": "CDU"}, {"id": "b", "wahlvorschlagstraeger": "SPD"}],
            "wahl.stimmen_letzte_gemeinderatswahl",
            "gleich viele Stimmen",
        ),
        (  # R-BB-08: 500 + 400 > 800 by the sum, 500 < 800 by the best Träger
            {"CDU": 800, "GRÜNE": 500, "BBM": 400},
            [
                {"id": "lv", "wahlvorschlagstraeger": ["GRÜNE", "BBM"]},
                {"id": "cdu", "familienname": "B", "wahlvorschlagstraeger": "CDU"},
            ],
            "wahl.stimmen_letzte_gemeinderatswahl",
            "Listenvereinigung",
        ),
        (  # § 32: who joins a Listenvereinigung files no proposal of its own
            {"SPD": 800},
            [
                {"id": "lv", "wahlvorschlagstraeger": ["SPD", "BBM"]},
                {"id": "spd", "familienname": "B", "wahlvorschlagstraeger": "SPD"},
            ],
            "bewerber[2].wahlvorschlagstraeger",
            "§ 32",
        ),
        (  # two Einzelwahlvorschläge of the same name
            {},
            [
                {"id": "a", "familienname": "Berg", "vornamen": "Anna"},
                {"id": "b", "familienname": "Berg", "vornamen": "Anna"},
            ],
            "bewerber",
            "denselben Namen",
        ),
    ],
)
def test_reihenfolge_offen_ist_ein_fehler(
    stimmen: dict[str, int], personen: list[dict[str, Any]], pfad: str, teil: str
) -> None:
    with pytest.raises(Eingabefehler) as e:
        erste_wahl(_daten(stimmen, *personen))
    treffer = [p for p in e.value.probleme if p.pfad == pfad]
    assert treffer and teil in treffer[0].text


def test_beispiel_reihenfolge() -> None:
    """The example: SPD 3 120, CDU 2 480, the Listenvereinigung (910 + 640 or 910: third either way), Wendt."""
    assert [b.id for b in erste_wahl(lade(BB))] == ["albrecht", "seidel", "hartmann", "wendt"]


# --- Stichwahl (§ 72 Abs. 2 BbgKWahlG) -------------------------------------------------------------------


def _roh() -> dict[str, Any]:
    return tomllib.loads(BB.read_text("utf-8"))


def test_stichwahl_trotz_mehr_als_der_haelfte() -> None:
    """More than half of the valid votes elects only with 15 % of the electorate, which the data does not
    hold (Uckermark 2010: 16 254 votes short of 16 655): a participant with a majority is not refused."""
    roh = _roh()
    for b, n in zip(roh["bewerber"], (5200, 2100, 900, 400), strict=True):
        b["stimmen_erste_wahl"] = n
    roh["stichwahl"] = {"teilnehmer": ["seidel", "albrecht"]}
    assert [p.id for p in stichwahl(validiere(roh))] == ["albrecht", "seidel"]


# --- admission check -----------------------------------------------------------------------------------


def test_beispiel_pruefung() -> None:
    """44 required (2 × 22); none for the exempt parties and the Listenvereinigung; one signer not entitled."""
    ergebnis = pruefe(lade(BB), BB.parent)
    assert [(b.person.id, b.erforderlich, b.gueltig, b.vorschlag) for b in ergebnis.bewerbungen] == [
        ("albrecht", 0, 0, "zulassen"),
        ("seidel", 0, 0, "zulassen"),
        ("hartmann", 0, 0, "zulassen"),
        ("wendt", 44, 46, "zulassen"),
    ]
    wendt = ergebnis.bewerbung("wendt")
    assert [u.zeile for u in wendt.ungueltig] == [12]
    assert "im Zeitpunkt der Unterzeichnung" in wendt.ungueltig[0].gruende[0]


@pytest.mark.parametrize(
    ("eingang", "verspaetet"),
    [(datetime(2026, 7, 16, 12, 0), False), (datetime(2026, 7, 16, 12, 1), True)],  # § 69 Abs. 2: "12 Uhr"
)
def test_einreichung_bis_12_uhr(eingang: datetime, verspaetet: bool) -> None:
    roh = _roh()
    roh["bewerber"][1]["eingang"] = eingang
    b = pruefe(validiere(roh), BB.parent, stichtag=datetime(2026, 7, 20, 9, 0)).bewerbung("seidel")
    assert (b.vorschlag == "zurueckweisen") is verspaetet
    assert any("§ 69 Abs. 2" in m.vorschrift for m in b.maengel) is verspaetet


def test_unterschriften_bis_16_uhr_des_67_tages() -> None:
    """§ 28a Abs. 4: the signatures must be at the Wahlbehörde by 16 Uhr of the 67th day, a day and 20 hours
    before the filing ends – lists handed in with a proposal filed on the 66th day do not count."""
    roh = _roh()
    roh["bewerber"][3]["eingang"] = datetime(2026, 7, 16, 11, 0)
    b = pruefe(validiere(roh), BB.parent, stichtag=datetime(2026, 7, 20, 9, 0)).bewerbung("wendt")
    assert (b.gueltig, b.vorschlag) == (0, "zurueckweisen")
    assert all(u.regeln == ("nach_fristende",) for u in b.ungueltig if u.zeile != 12)
    grund = next(u for u in b.ungueltig if u.zeile != 12).gruende[0]
    assert "bei der Wahlbehörde eingegangen, nach Ende der Frist für die Unterstützungsunterschriften" in grund
    assert "Eintragungsfrist" not in grund


def test_versicherung_heilbar_bis_zur_entscheidung() -> None:
    """R-BB-06: after the filing ends a missing Versicherung an Eides statt can still follow until the
    Wahlausschuss decides (by the 58th day, 24.07.2026); the Zustimmung cannot (§ 70 Abs. 3: no proposal without
    it)."""
    roh = _roh()
    roh["bewerber"][3]["unterlagen"] = {"zustimmungserklaerung": True, "waehlbarkeitsbescheinigung": True}
    b = pruefe(validiere(roh), BB.parent, stichtag=datetime(2026, 7, 20, 9, 0)).bewerbung("wendt")
    m = next(m for m in b.maengel if m.art == "unterlagen")
    assert m.behebbar and m.bis is not None and m.bis.datum == date(2026, 7, 24)
    roh["bewerber"][3]["unterlagen"] = {"waehlbarkeitsbescheinigung": True, "eidesstattliche_versicherung": True}
    b = pruefe(validiere(roh), BB.parent, stichtag=datetime(2026, 7, 20, 9, 0)).bewerbung("wendt")
    assert b.vorschlag == "zurueckweisen"


@pytest.mark.parametrize(
    ("wahltag", "geburtsdatum", "mangel"),
    [
        (date(2014, 5, 25), date(1989, 5, 25), False),  # § 65 Abs. 1 a. F.: 25 on the day of the Hauptwahl
        (date(2014, 5, 25), date(1989, 5, 26), True),
        (date(2014, 5, 25), date(1952, 5, 26), False),  # "noch nicht das 62. Lebensjahr vollendet"
        (date(2014, 5, 25), date(1952, 5, 25), True),
        (date(2017, 9, 24), date(1999, 9, 24), False),  # Wildau 2017: 18
        (date(2017, 9, 24), date(1999, 9, 25), True),
        (date(2017, 9, 24), date(1940, 1, 1), False),  # no upper limit since the law of December 2015
    ],
)
def test_waehlbarkeit(wahltag: date, geburtsdatum: date, mangel: bool) -> None:
    daten = Wahldaten(wahl=wahl(wahltag=wahltag), bewerber=[bewerber(geburtsdatum=geburtsdatum, partei_befreit=True)])
    maengel = [m for b in pruefe(daten, BB.parent).bewerbungen for m in b.maengel if m.art == "waehlbarkeit"]
    assert bool(maengel) is mangel
    assert all("§ 65 Abs. 1 BbgKWahlG" in m.vorschrift for m in maengel)


def test_stichwahl_brieselang_2023() -> None:
    """Brieselang 10.09.2023: Neumann-Riedel (Einzelbewerberin) 2 655, Bleck (CDU) 1 773, Heimann (Freie Wähler)
    1 404, Ziolko (SPD) 229 – "kommt es nun in drei Wochen zu einer Stichwahl zwischen Neumann-Riedel und Bleck"
    (gemeindebrieselang.de): the notice lists the two by their votes."""
    personen = [
        {"id": "ziolko", "familienname": "Ziolko", "wahlvorschlagstraeger": "SPD", "stimmen_erste_wahl": 229},
        {"id": "bleck", "familienname": "Bleck", "wahlvorschlagstraeger": "CDU", "stimmen_erste_wahl": 1773},
        {"id": "nr", "familienname": "Neumann-Riedel", "stimmen_erste_wahl": 2655},
        {"id": "heimann", "familienname": "Heimann", "wahlvorschlagstraeger": "FW", "stimmen_erste_wahl": 1404},
    ]
    daten = Wahldaten.model_validate(
        {
            "wahl": wahl(wahltag=date(2023, 9, 10), stichwahltag=date(2023, 10, 1)),
            "bewerber": [bewerber(**p) for p in personen],
            "stichwahl": {"teilnehmer": ["bleck", "nr"]},
        }
    )
    assert [p.id for p in stichwahl(daten)] == ["nr", "bleck"]
    falsch = daten.model_copy(
        update={"stichwahl": daten.stichwahl.model_copy(update={"teilnehmer": ["nr", "heimann"]})}
    )
    with pytest.raises(Eingabefehler):
        stichwahl(falsch)


# --- the letter about defects (§ 36 BbgKWahlG; R-BB-14) ----------------------------------------------------


def _maengeltext(roh: dict[str, Any], person: str, stichtag: datetime) -> str:
    from notices.dokumente.pruefbericht import maengelschreiben, maengelschreiben_text

    return maengelschreiben_text(maengelschreiben(pruefe(validiere(roh), BB.parent, stichtag=stichtag), person))


def test_maengelschreiben_an_die_vertrauensperson_des_traegers() -> None:
    """§ 36 Abs. 1 i. V. m. § 63 BbgKWahlG: the Wahlleitung tells the Vertrauensperson; a missing Versicherung can
    follow until the Wahlausschuss decides (§ 36 Abs. 3; the 58th day, 24.07.2026)."""
    roh = _roh()
    roh["bewerber"][1]["unterlagen"] = {
        "zustimmungserklaerung": True,
        "waehlbarkeitsbescheinigung": True,
        "niederschrift": True,
    }
    text = _maengeltext(roh, "seidel", datetime(2026, 7, 3, 10, 0))
    assert text.startswith("Die Wahlleitung\n")
    assert "An die Vertrauensperson\ndes Wahlvorschlags „CDU“\n(Bewerbung von" in text
    assert "Wahlvorschlag „CDU“ zur" in text and "– Mängel (§ 63 i. V. m. § 36 Abs. 1 BbgKWahlG)" in text
    assert "Versicherung an Eides statt" in text and "Freitag, 24. Juli 2026" in text
    assert "(§ 36 Abs. 3, § 37 Abs. 1 BbgKWahlG)" in text and "66. Tag vor der Wahl, 12 Uhr" in text
    for fremd in ("KomWO", "NKWG", "GKWO", "KWG ", "Gemeindewahlausschuss"):
        assert fremd not in text


def test_maengelschreiben_einzelbewerber_fehlende_unterschriften() -> None:
    """An Einzelbewerber's letter goes to the applicant (R-BB-14); too few signatures can be brought only until
    16 Uhr of the 67th day (§ 28a Abs. 4, § 36 Abs. 2); the signers, who signed at the Wahlbehörde, are not named."""
    roh = _roh()
    roh["wahl"]["gemeinderatssitze"] = 24  # 2 × 24 = 48: Wendt's 46 valid fall short
    text = _maengeltext(roh, "wendt", datetime(2026, 7, 14, 15, 0))
    assert "Ihre Bewerbung zur" in text and "Vertrauensperson\ndes" not in text
    assert "46 gültige von 48 erforderlichen" in text
    assert "Mittwoch, 15. Juli 2026, 16:00 Uhr" in text
    wendt = pruefe(validiere(roh), BB.parent, stichtag=datetime(2026, 7, 14, 15, 0)).bewerbung("wendt")
    for u in wendt.ungueltig:
        assert not u.name or u.name not in text


def test_maengelschreiben_an_die_erfasste_vertrauensperson() -> None:
    """A Vertrauensperson recorded in the data gets the letter by name and address (§ 31 Abs. 1 BbgKWahlG)."""
    roh = _roh()
    roh["wahl"]["gemeinderatssitze"] = 24
    roh["bewerber"][3]["vertrauensperson"] = {
        "name": "Erika Beispiel",
        "anschrift": {"strasse": "Lindenweg 3", "plz": "14999", "ort": "Musterfelde"},
    }
    text = _maengeltext(roh, "wendt", datetime(2026, 7, 14, 15, 0))
    assert (
        "Erika Beispiel\nVertrauensperson des Wahlvorschlags von Oliver Wendt\nLindenweg 3\n14999 Musterfelde" in text
    )
    assert "Wahlvorschlag von Oliver Wendt zur" in text


def test_maengelschreiben_alte_fassung_nennt_ihre_tage() -> None:
    """bb-2008: the 38th day, 12 Uhr, and the 39th, 16 Uhr (Heideblick 2012) – never the 66th/67th."""
    m = recht.rechtsstand(wahl(wahltag=date(2012, 2, 12))).pruefung.maengelschreiben
    assert m is not None and "38. Tag vor der Wahl, 12 Uhr" in m.rechtslage and "39. Tages" in m.rechtslage
    assert "66." not in m.rechtslage and "67." not in m.rechtslage
    neu = recht.rechtsstand(wahl()).pruefung.maengelschreiben
    assert neu is not None and "66. Tag vor der Wahl, 12 Uhr" in neu.rechtslage and "67. Tages" in neu.rechtslage
