"""Rheinland-Pfalz (§§ 16, 19, 23, 58 bis 64 KWG; §§ 29, 74 KWO; § 53 GemO): versions, deadlines, date checks,
quorum and the order of the proposals – table-driven, each row citing its paragraph, with the dates, numbers and
orders published for the Kommunalwahlen 2019 and 2024, Worms 2018, Kaiserslautern and Mainz 2023, Pellenz 2023,
Ludwigshafen 2025 and Harthausen 2026 (docs/recht-rp.md)."""

from __future__ import annotations

import functools
from datetime import date, datetime, time
from typing import Any

import pytest

from notices import recht
from notices.dienste import lade, pruefe, validiere
from notices.dokumente import bekanntmachung as bm
from notices.fehler import Eingabefehler
from notices.model import Wahl, Wahldaten
from notices.reihenfolge import erste_wahl
from tests import conftest

from .conftest import REPO

RP = REPO / "examples" / "musterstein-rp-2027.toml"

wahl = functools.partial(
    conftest.wahl,
    "RP",
    amt="Verbandsbürgermeister",
    gemeinde="Testdorf",
    einwohnerzahl=12_400,
    wahltag=date(2027, 6, 6),
)
bewerber = functools.partial(
    conftest.bewerber, anschrift={"strasse": "Weg 1", "plz": "56999", "ort": "Testdorf"}, zugelassen=True
)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


# --- versions and deadlines ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2019, 5, 26), "rp-2019"),  # Kommunalwahl 2019: Ortsbürgermeister "mindestens 23 Jahre"
        (date(2022, 7, 3), "rp-2019"),  # VG Zell 2022
        (date(2023, 2, 12), "rp-2019"),  # Kaiserslautern, Mainz 2023
        (date(2024, 6, 9), "rp-2023"),  # Kommunalwahl 2024: 18 Jahre
        (date(2025, 9, 21), "rp-2023"),  # Ludwigshafen 2025
    ],
)
def test_fassung_nach_wahltag(wahltag: date, kennung: str) -> None:
    assert recht.rechtsstand(wahl(wahltag=wahltag)).kennung == kennung


def test_vor_2019_kein_rechtsstand() -> None:
    """Worms 2018 (48th day) – the minimum age of that time is not on record: refused, not guessed (R-RP-01)."""
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2018, 11, 4)))
    assert [p.pfad for p in probleme] == ["wahl.wahltag"]


def test_juni_2023_nur_mit_rechtsstand() -> None:
    """Pellenz 18.06.2023 advertised 23 years; the law of 24.05.2023 may already apply (R-RP-02)."""
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2023, 6, 18)))
    assert [p.pfad for p in probleme] == ["wahl.rechtsstand"]
    assert "„rp-2019“" in probleme[0].text and "„rp-2023“" in probleme[0].text
    assert recht.pruefe_wahl(wahl(wahltag=date(2023, 6, 18), rechtsstand="rp-2019")) == []


@pytest.mark.parametrize(
    ("wahltag", "rechtsstand", "erwartet"),
    [
        # Kommunalwahl 2019 (SWR): "Bis 18 Uhr am Montag" – 08.04.2019
        (date(2019, 5, 26), None, {"einreichung_bis": (date(2019, 4, 8), time(18, 0))}),
        # Kaiserslautern, Mainz 2023: "26.12. Ende der Einreichungsfrist (18.00 Uhr)" – on a holiday, not moved
        # (§ 75 KWG); Mainz: "05.12. Beginn der Einreichungsfrist" = the 69th day
        (
            date(2023, 2, 12),
            None,
            {
                "aufforderung_spaetestens": (date(2022, 12, 5), None),
                "einreichung_bis": (date(2022, 12, 26), time(18, 0)),
            },
        ),
        # Pellenz 2023: "am 48. Tag vor der Urwahl (01.05.2023, 18.00 Uhr – Ausschlussfrist)"
        (date(2023, 6, 18), "rp-2019", {"einreichung_bis": (date(2023, 5, 1), time(18, 0))}),
        # Landeswahlleiter, Terminkalender 2024: 01.04. "(69. Tag …)", 22.04. "(48. Tag …), 18 Uhr", 29.04. "(41. Tag
        # …): Letzter Tag für die Sitzung des Wahlausschusses", 28.05. "(12. Tag …): … dass die Wahl nicht stattfindet"
        (
            date(2024, 6, 9),
            None,
            {
                "aufforderung_spaetestens": (date(2024, 4, 1), None),
                "einreichung_bis": (date(2024, 4, 22), time(18, 0)),
                "zulassung_spaetestens": (date(2024, 4, 29), None),
                "keine_wahl_spaetestens": (date(2024, 5, 28), None),
            },
        ),
        # Bärenbach 2026: the Anzeige of non-represented parties by 27.01.2026, 18 Uhr; Harthausen 2026: filing Mon
        # 02.02.2026, 18 Uhr
        (
            date(2026, 3, 22),
            None,
            {
                "beteiligungsanzeige_bis": (date(2026, 1, 27), time(18, 0)),
                "einreichung_bis": (date(2026, 2, 2), time(18, 0)),
            },
        ),
    ],
)
def test_fristen_veroeffentlichter_faelle(
    wahltag: date, rechtsstand: str | None, erwartet: dict[str, tuple[date, time | None]]
) -> None:
    f = fristen(wahl(wahltag=wahltag, rechtsstand=rechtsstand))
    assert {k: f[k] for k in erwartet} == erwartet


def test_fristen_verschieben_sich_nicht() -> None:
    """§ 75 KWG: the 69th day of the Kommunalwahl 2024 is Easter Monday and stays there."""
    w = wahl(wahltag=date(2024, 6, 9))
    assert recht.rechtsstand(w).fristen_verschieben_sich_nicht == "§ 75 KWG"
    assert fristen(w)["aufforderung_spaetestens"] == (date(2024, 4, 1), None)


@pytest.mark.parametrize(
    ("wahltag", "stichwahltag", "fehler"),
    [
        (date(2024, 6, 9), date(2024, 6, 23), False),  # Kommunalwahl 2024: +14
        (date(2019, 5, 26), date(2019, 6, 16), False),  # 2019: +21 (09.06.2019 was Whit Sunday)
        (date(2025, 9, 21), date(2025, 10, 12), False),  # Ludwigshafen 2025: +21
        (date(2024, 6, 9), date(2024, 6, 30), False),  # § 60 Abs. 3: "binnen 21 Tagen" – the third Sunday
        (date(2024, 6, 9), date(2024, 7, 7), True),  # the fourth Sunday: too late
        (date(2024, 6, 9), date(2024, 6, 16), True),  # the next Sunday: "am zweiten oder dritten Sonntag" (R-RP-05)
    ],
)
def test_stichwahl_binnen_21_tagen(wahltag: date, stichwahltag: date, fehler: bool) -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=wahltag, stichwahltag=stichwahltag))
    assert ("wahl.stichwahltag" in [p.pfad for p in probleme]) is fehler


# --- quorum -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("einwohner", "werte", "anzahl"),
    [
        (500, {}, 0),  # § 16 Abs. 2 Satz 1: "in Gemeinden mit mehr als 500 Einwohnern"
        (501, {}, 25),
        (1_000, {}, 25),
        (2_500, {}, 30),
        (2_543, {}, 40),  # Erpel 2019: 40
        (28_000, {}, 120),  # Wörrstadt, Bingen: "in Bingen sind es 120"
        (114_000, {}, 230),  # Koblenz: 230
        (101_000, {}, 230),  # Kaiserslautern 2023: 230
        (160_000, {}, 250),  # Mainz: 250
        # § 62 Abs. 3 Satz 2: the incumbent as Einzelbewerber needs none – proposed by a party he is not exempt
        (12_400, {"amtsinhaber": True}, 0),
        (12_400, {"amtsinhaber": True, "wahlvorschlagstraeger": "Neue Liste"}, 80),
        # § 16 Abs. 3 KWG, § 74 KWO: a represented party, or a joint proposal with one
        (12_400, {"wahlvorschlagstraeger": "SPD", "partei_befreit": True}, 0),
        (12_400, {"wahlvorschlagstraeger": ["CDU", "FWG"], "partei_befreit": True}, 0),
        (12_400, {"wahlvorschlagstraeger": "Neue Liste"}, 80),
    ],
)
def test_quorum(einwohner: int, werte: dict[str, Any], anzahl: int) -> None:
    w = wahl(einwohnerzahl=einwohner)
    q = recht.quorum(w, amtsinhaber=bool(werte.get("amtsinhaber")), bewerber=bewerber(**werte))
    assert q.anzahl == anzahl


@pytest.mark.parametrize("einwohner", [60_001, 80_000, 100_000])
def test_quorum_zwischen_60000_und_100000_wird_verweigert(einwohner: int) -> None:
    """The number of § 16 Abs. 2 for 60 001 to 100 000 inhabitants was not read: refused, not guessed (R-RP-03)."""
    with pytest.raises(Eingabefehler) as e:
        recht.quorum(wahl(einwohnerzahl=einwohner), bewerber=bewerber())
    assert [p.pfad for p in e.value.probleme] == ["wahl.einwohnerzahl"]
    assert "nicht hinterlegt" in e.value.probleme[0].text


# --- order ---------------------------------------------------------------------------------------------------


def _daten(stimmen: dict[str, int], *personen: dict[str, Any]) -> Wahldaten:
    return Wahldaten(wahl=wahl(stimmen_letzte_gemeinderatswahl=stimmen), bewerber=[bewerber(**p) for p in personen])


def test_reihenfolge_ludwigshafen_2025() -> None:
    """Ludwigshafen 2025 as published: 1 Blettner (CDU/FWG), 2 Gotter (SPD), 3 Schneider-Wettstein (Volt), 4 Wegner
    (Einzelkandidat) – the represented parties by their votes at the council election 2024 (CDU > SPD > Volt), the
    Einzelbewerber after them."""
    stimmen = {"CDU": 900_000, "SPD": 800_000, "AfD": 700_000, "GRÜNE": 500_000, "FWG": 200_000, "Volt": 60_000}
    daten = _daten(
        stimmen,
        {"id": "wegner", "familienname": "Wegner", "vornamen": "A"},
        {"id": "gotter", "familienname": "Gotter", "vornamen": "B", "wahlvorschlagstraeger": "SPD"},
        {"id": "schneider", "familienname": "Schneider-Wettstein", "vornamen": "C", "wahlvorschlagstraeger": "Volt"},
        {"id": "blettner", "familienname": "Blettner", "vornamen": "D", "wahlvorschlagstraeger": ["CDU", "FWG"]},
    )
    assert [b.id for b in erste_wahl(daten)] == ["blettner", "gotter", "schneider", "wegner"]


def test_uebrige_alphabetisch_nach_bewerbername() -> None:
    """§ 62 Abs. 5 Satz 2: "nach der alphabetischen Reihenfolge des Bewerbernamens" – not by the party's name:
    Zander (Aufbruch) after Ahrens (Zukunft) and Ölmann (Einzelbewerber, Ö like O)."""
    daten = _daten(
        {"CDU": 10},
        {"id": "z", "familienname": "Zander", "vornamen": "A", "wahlvorschlagstraeger": "Aufbruch"},
        {"id": "o", "familienname": "Ölmann", "vornamen": "A"},
        {"id": "a", "familienname": "Ahrens", "vornamen": "A", "wahlvorschlagstraeger": "Zukunft"},
        {"id": "c", "familienname": "Yilmaz", "vornamen": "A", "wahlvorschlagstraeger": "CDU"},
    )
    assert [b.id for b in erste_wahl(daten)] == ["c", "a", "o", "z"]


@pytest.mark.parametrize(
    ("stimmen", "personen", "pfad"),
    [
        (
            {"CDU": 5, "SPD": 5},
            [
                {"id": "a", "familienname": "A", "vornamen": "A", "wahlvorschlagstraeger": "CDU"},
                {"id": "b", "familienname": "B", "vornamen": "B", "wahlvorschlagstraeger": "SPD"},
            ],
            "wahl.stimmen_letzte_gemeinderatswahl",
        ),
        (
            {},
            [
                {"id": "a", "familienname": "Meier", "vornamen": "A"},
                {"id": "b", "familienname": "Meier", "vornamen": "A"},
            ],
            "bewerber",
        ),
    ],
)
def test_reihenfolge_offen_ist_ein_fehler(stimmen: dict[str, int], personen: list[dict[str, Any]], pfad: str) -> None:
    with pytest.raises(Eingabefehler) as e:
        erste_wahl(_daten(stimmen, *personen))
    assert pfad in [p.pfad for p in e.value.probleme]


def test_beispiel_reihenfolge() -> None:
    """The example: CDU/FWG (CDU 5 240), SPD (4 110), then Albrecht, Hoffmann by name."""
    assert [b.id for b in erste_wahl(lade(RP))] == ["weber", "kraemer", "albrecht", "hoffmann"]


# --- admission check -------------------------------------------------------------------------------------


def _roh() -> dict[str, Any]:
    import tomllib

    return tomllib.loads(RP.read_text("utf-8"))


@pytest.mark.parametrize(
    ("rechtsstand", "geburtsdatum", "amt", "mangel", "wortlaut"),
    [
        (None, date(2009, 6, 6), "Verbandsbürgermeister", False, "18. Lebensjahr"),  # § 53 Abs. 3 GemO since 2023: 18
        (None, date(2009, 6, 7), "Bürgermeister", True, "18. Lebensjahr"),
        ("rp-2019", date(2004, 6, 6), "Bürgermeister", False, "23. Lebensjahr"),  # before: 23
        ("rp-2019", date(2004, 6, 7), "Bürgermeister", True, "23. Lebensjahr"),
        # "Zum hauptamtlichen Bürgermeister kann nicht gewählt werden, wer am Tag der Wahl das 65. Lebensjahr
        # vollendet hat" – the 65th birthday on the Wahltag excludes, the day after does not
        (None, date(1962, 6, 6), "Verbandsbürgermeister", True, "65. Lebensjahr"),
        (None, date(1962, 6, 7), "Verbandsbürgermeister", False, "65. Lebensjahr"),
        (None, date(1962, 6, 6), "Bürgermeister", True, "65. Lebensjahr"),  # of a verbandsfreie Gemeinde: hauptamtlich
        (None, date(1962, 6, 6), "Ortsbürgermeister", False, "65. Lebensjahr"),  # ehrenamtlich: no upper limit
    ],
)
def test_altersgrenzen(rechtsstand: str | None, geburtsdatum: date, amt: str, mangel: bool, wortlaut: str) -> None:
    roh = _roh()
    roh["wahl"]["amt"] = amt
    if rechtsstand:
        roh["wahl"]["rechtsstand"] = rechtsstand
        for b in roh["bewerber"]:
            b["unterlagen"].pop("absichtserklaerung")  # not a document before the law of 24.05.2023
    roh["bewerber"][2]["geburtsdatum"] = geburtsdatum
    ergebnis = pruefe(validiere(roh), RP.parent)
    maengel = [m for m in ergebnis.bewerbung("hoffmann").maengel if m.art == "waehlbarkeit"]
    assert bool(maengel) is mangel
    assert all(wortlaut in m.text and "§ 53 Abs. 3" in m.vorschrift for m in maengel)


@pytest.mark.parametrize(
    ("eingang", "verspaetet"),
    [(datetime(2027, 4, 19, 18, 0), False), (datetime(2027, 4, 19, 18, 1), True)],  # § 16 Abs. 1 Satz 5: "18 Uhr"
)
def test_einreichung_bis_18_uhr(eingang: datetime, verspaetet: bool) -> None:
    roh = _roh()
    roh["bewerber"][2]["eingang"] = eingang
    b = pruefe(validiere(roh), RP.parent, stichtag=datetime(2027, 4, 22, 9, 0)).bewerbung("hoffmann")
    assert (b.vorschlag == "zurueckweisen") is verspaetet


def test_absichtserklaerung_seit_2023() -> None:
    """§ 19 Abs. 3 KWG (law of 24.05.2023): the Absichtserklärung is asked for; before it, not."""
    roh = _roh()
    roh["bewerber"][2]["unterlagen"].pop("absichtserklaerung")
    neu = pruefe(validiere(roh), RP.parent, stichtag=datetime(2027, 4, 22, 9, 0)).bewerbung("hoffmann")
    assert [m.art for m in neu.maengel] == ["unterlagen"]
    roh = _roh()
    roh["wahl"]["rechtsstand"] = "rp-2019"
    with pytest.raises(Eingabefehler) as e:  # the document is unknown before the law of 24.05.2023
        validiere(roh)
    assert "bewerber[1].unterlagen.absichtserklaerung" in [p.pfad for p in e.value.probleme]


def test_beispiel_pruefung() -> None:
    """80 required (10 001 to 15 000 inhabitants); Albrecht 82; the others exempt."""
    ergebnis = pruefe(lade(RP), RP.parent)
    assert [(b.person.id, b.erforderlich, b.gueltig, b.vorschlag) for b in ergebnis.bewerbungen] == [
        ("weber", 0, 0, "zulassen"),
        ("kraemer", 0, 0, "zulassen"),
        ("hoffmann", 0, 0, "zulassen"),
        ("albrecht", 80, 82, "zulassen"),
    ]


@pytest.mark.parametrize(
    ("amt", "gebiet"),
    [
        ("Verbandsbürgermeister", "Verbandsgemeinde Testdorf"),
        ("Bürgermeister", "Gemeinde Testdorf"),  # of a verbandsfreie Gemeinde
        ("Ortsbürgermeister", "Ortsgemeinde Testdorf"),
        ("Oberbürgermeister", "Stadt Testdorf"),
    ],
)
def test_briefe_nennen_das_gebiet_des_amts(amt: str, gebiet: str) -> None:
    """A Verbandsgemeinde's Wahlleiter does not write as a "Gemeinde" (gebiet_nach_amt)."""
    from notices.dokumente.bausteine import gebietskoerperschaft

    assert gebietskoerperschaft(wahl(amt=amt)) == gebiet


def test_pruefbericht_nennt_die_verbandsgemeinde() -> None:
    """The Prüfbericht's line "Wahl" and the letter's sender name the Verbandsgemeinde, not a "Gemeinde"
    (the office's ``gebiet``); elsewhere the Stadt of an Oberbürgermeister (issue 23)."""
    from notices.dokumente.bausteine import gebietskoerperschaft

    assert gebietskoerperschaft(lade(RP).wahl) == "Verbandsgemeinde Musterstein"
    assert (
        gebietskoerperschaft(conftest.wahl("SL", amt="Oberbürgermeister", gemeinde="X", wahltag=date(2027, 6, 6)))
        == "Stadt X"
    )


@pytest.mark.parametrize("amt", ["Verbandsbürgermeister", "Bürgermeister", "Oberbürgermeister", "Ortsbürgermeister"])
def test_pruefbericht_ist_fuer_den_wahlausschuss(amt: str) -> None:
    """The Prüfbericht's confidentiality line names the committee RP's law and the report itself name – "der
    Wahlausschuss (§ 23 KWG)" – not Baden-Württemberg's "Gemeindewahlausschuss", which a Verbandsgemeinde does not
    have."""
    from notices.dokumente.bausteine import ausschuss

    assert ausschuss(wahl(amt=amt)) == "Wahlausschuss"


# --- the notices' dates ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("datum", "verweigert"),
    [
        (date(2027, 6, 5), False),  # "unverzüglich" (§ 62 Abs. 5 KWG): no deadline, the day before the Wahltag
        (date(2027, 6, 6), True),  # the Wahltag itself
        (date(2027, 7, 1), True),  # was made with exit 0
    ],
)
def test_bekanntmachung_nicht_am_wahltag_oder_danach(datum: date, verweigert: bool) -> None:
    """The notice of the admitted proposals has no fixed last day in RP; dated on the Wahltag or later it cannot
    tell the voters whom they vote for and is refused."""
    notiz = bm.erstelle(lade(RP))
    if not verweigert:
        bm.fristlage(notiz, datum)
        return
    with pytest.raises(Eingabefehler) as e:
        bm.fristlage(notiz, datum)
    (problem,) = e.value.probleme
    assert problem.argument and "liegt nicht vor dem Tag der Wahl (06.06.2027)" in problem.text


@pytest.mark.parametrize(
    ("amt", "rat", "acht_wochen"),
    [
        ("Ortsbürgermeister", "wählt der Ortsgemeinderat", True),  # ehrenamtlich: within eight weeks
        ("Verbandsbürgermeister", "wählt der Verbandsgemeinderat", False),
        ("Bürgermeister", "wählt der Gemeinderat", False),
        ("Oberbürgermeister", "wählt der Stadtrat", False),
    ],
)
def test_ohne_wahlvorschlag_waehlt_der_rat_des_amts(amt: str, rat: str, acht_wochen: bool) -> None:
    """No valid proposal (§ 62 Abs. 6 KWG): the notice names the council that elects – "den Rat" named none – and,
    for the ehrenamtliche Ortsbürgermeister, that it should elect within eight weeks of the failed election
    (§ 53 Abs. 2 GemO as Rhein-Zeitung 2021 quotes it: "die Wahl eines ehrenamtlichen Bürgermeisters soll
    spätestens acht Wochen nach dem Tag der ausgefallenen Wahl erfolgen")."""
    roh = conftest.roh_von(RP)
    roh["wahl"]["amt"] = amt
    roh["bewerber"] = []
    doc = bm.wahl_entfaellt_ansicht(validiere(roh), "kein-wahlvorschlag", None, date(2027, 5, 20))
    folge = " ".join(doc.kontext["folge"])
    assert rat in folge and "(§ 53 Abs. 2 GemO)" in folge and "den Rat" not in folge
    assert ("acht Wochen nach dem Tag der ausgefallenen Wahl" in folge) is acht_wochen


def test_maengelschreiben_nennt_die_wahlleitung() -> None:
    """The letter about defects names the office, "Die Wahlleitung" – a Wahlleiterin signs it as well (as ST, SL
    and BY do), not "Der Wahlleiter"."""
    from notices.dokumente.pruefbericht import maengelschreiben, maengelschreiben_text

    roh = conftest.roh_von(RP)
    kraemer = next(b for b in roh["bewerber"] if b["id"] == "kraemer")
    kraemer["unterlagen"]["niederschrift"] = False
    del kraemer["zugelassen"]
    ergebnis = pruefe(validiere(roh), RP.parent, stichtag=datetime(2027, 4, 1, 12, 0))
    text = maengelschreiben_text(maengelschreiben(ergebnis, "kraemer"))
    assert text.startswith("Die Wahlleitung\nVerbandsgemeinde Musterstein")
    assert "Wahlleiter\n" not in text


@pytest.mark.parametrize(
    ("amt", "gebiet"),
    [("Verbandsbürgermeister", "Verbandsgemeinde Musterstein"), ("Ortsbürgermeister", "Ortsgemeinde Musterstein")],
)
def test_formblatt_nennt_das_gebiet_des_amts(amt: str, gebiet: str) -> None:
    """The Formblatt's head (Anlage 27) read "Gebiet: Musterstein"; the signer must see in which area he has to be
    wahlberechtigt – a Verbandsgemeinde and an Ortsgemeinde of the same name are different areas."""
    from notices.dokumente import formulare, landesdokumente

    roh = conftest.roh_von(RP, listen_absolut=True)
    roh["wahl"]["amt"] = amt
    daten = validiere(roh)
    albrecht = next(b for b in daten.bewerber if b.id == "albrecht")
    doc = formulare.ansicht(daten, albrecht, landesdokumente.angaben(daten)["formblatt"], formblatt=True)
    (kopf,) = (
        abschnitt for abschnitt in doc.kontext["abschnitte"] if abschnitt["titel"].startswith("Angaben zur Wahl")
    )
    assert ["Gebiet", gebiet] in kopf["angaben"]


@pytest.mark.parametrize(
    ("datum", "verweigert"),
    [
        (date(2027, 4, 1), True),  # during the filing period (to 19.04.2027, 18 Uhr): was made with exit 0
        (date(2027, 4, 18), True),
        (date(2027, 4, 19), False),  # the last day of the filing (R-ALLE-04)
        (date(2027, 5, 25), False),  # the 12th day, the last (§ 62 Abs. 6 KWG)
    ],
)
def test_ohne_wahlvorschlag_nicht_vor_dem_ende_der_einreichungsfrist(datum: date, verweigert: bool) -> None:
    """That no valid proposal was filed (§ 62 Abs. 6 KWG) is known only when the filing has ended: a notice dated
    in the filing period is refused, like the notice of the admitted proposals (R-ALLE-04)."""
    roh = conftest.roh_von(RP)
    roh["bewerber"] = []
    daten = validiere(roh)
    if not verweigert:
        bm.wahl_entfaellt_ansicht(daten, "kein-wahlvorschlag", None, datum)
        return
    with pytest.raises(Eingabefehler) as e:
        bm.wahl_entfaellt_ansicht(daten, "kein-wahlvorschlag", None, datum)
    (problem,) = e.value.probleme
    assert problem.argument and "maßgeblich ist das Ende der Einreichungsfrist (19.04.2027" in problem.text
