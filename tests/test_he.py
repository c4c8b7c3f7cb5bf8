"""Hessen (§§ 13 bis 15, 41 bis 48 KWG; §§ 22, 23, 26 KWO; §§ 38, 39 HGO): versions, deadlines, date checks,
quorum and the order of the proposals – table-driven, each row citing its paragraph, with the dates, numbers and
orders published for Wiesbaden 2007 and 2013, Frankfurt 2012 and 2023, the Ausländerbeiratswahl 2015, Gilserberg
2018, Hanau 2021, Solms 2022, Petersberg 2023 and Baunatal 2024 (docs/recht-he.md)."""

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

HE = REPO / "examples" / "musterfelden-he-2027.toml"

wahl = functools.partial(conftest.wahl, "HE", gemeinde="Testdorf", einwohnerzahl=8_400, wahltag=date(2027, 3, 14))
bewerber = functools.partial(
    conftest.bewerber, anschrift={"strasse": "Weg 1", "plz": "35999", "ort": "Testdorf"}, zugelassen=True
)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


# --- versions and deadlines ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2007, 3, 11), "he-2005"),  # Wiesbaden 2007: 66th day
        (date(2013, 2, 24), "he-2011"),  # Wiesbaden 2013: 66th day, Gesetz vom 16.12.2011 in force 24.12.2011
        (date(2018, 10, 28), "he-2015"),  # Gilserberg 2018: 69th day since the Gesetz vom 28.03.2015
        (date(2021, 3, 14), "he-2021"),  # Hanau 2021: § 68a KWG (Corona I)
        (date(2022, 3, 20), "he-2021"),  # Solms 2022: § 68a Abs. 1 KWG (Corona II)
        (date(2023, 10, 8), "he-2022"),  # Petersberg 2023
        (date(2024, 6, 9), "he-2022"),  # Ober-Mörlen, Baunatal 2024
    ],
)
def test_fassung_nach_wahltag(wahltag: date, kennung: str) -> None:
    assert recht.rechtsstand(wahl(wahltag=wahltag)).kennung == kennung


def test_vor_2005_kein_rechtsstand() -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2004, 3, 14)))
    assert [p.pfad for p in probleme] == ["wahl.wahltag"]


@pytest.mark.parametrize(
    ("wahltag", "kennungen"),
    [
        (date(2012, 3, 11), ("he-2005", "he-2011")),  # Frankfurt 2012: Wahltag fixed in 2011
        (date(2015, 11, 29), ("he-2011", "he-2015")),  # the Ausländerbeiratswahl 2015 window of the 66 → 69 switch
        (date(2023, 3, 5), ("he-2021", "he-2022")),  # Frankfurt 2023: announced before or after 01.04.2022?
    ],
)
def test_uebergang_nur_mit_rechtsstand(wahltag: date, kennungen: tuple[str, str]) -> None:
    """Where the law depends on when the Wahltag was fixed and announced, the Wahltag is refused until the file
    names the version (R-HE-02); with it, no problem."""
    probleme = recht.pruefe_wahl(wahl(wahltag=wahltag))
    assert [p.pfad for p in probleme] == ["wahl.rechtsstand"]
    assert all(f"„{k}“" in probleme[0].text for k in kennungen)
    for k in kennungen:
        assert recht.pruefe_wahl(wahl(wahltag=wahltag, rechtsstand=k)) == []


@pytest.mark.parametrize(
    ("wahltag", "rechtsstand", "erwartet"),
    [
        # Wiesbaden 2007 (VG Wiesbaden 3 E 707/07): "spätestens bis Donnerstag, 4. Januar 2007, 18.00 Uhr"
        (date(2007, 3, 11), None, {"einreichung_bis": (date(2007, 1, 4), time(18, 0))}),
        # Frankfurt 2012: "5. Januar 2012, 18 Uhr: Letzte Möglichkeit zur Einreichung"; the Wahlausschuss met on
        # 12.01.2012, the 59th day – before the latest day of the old § 15 Abs. 1 (58th, 13.01.2012)
        (
            date(2012, 3, 11),
            "he-2005",
            {"einreichung_bis": (date(2012, 1, 5), time(18, 0)), "zulassung_spaetestens": (date(2012, 1, 13), None)},
        ),
        # Wiesbaden 2013: "Die Anmeldefrist … ist am gestrigen Donnerstag um 18 Uhr abgelaufen" (20.12.2012)
        (date(2013, 2, 24), None, {"einreichung_bis": (date(2012, 12, 20), time(18, 0))}),
        # agah 2015: 11.09. "79. Tag … Aufforderung (§ 22 KWO)", 21.09. "Letzter Tag für die Einreichung … bis 18 Uhr
        # (§ 13 Abs. 1 KWG)", 02.10. "58. Tag … Zulassung", 04.10. "56. Tag … Einspruchsfrist", 12.10. "48. Tag"
        (
            date(2015, 11, 29),
            "he-2015",
            {
                "aufforderung_spaetestens": (date(2015, 9, 11), None),
                "einreichung_bis": (date(2015, 9, 21), time(18, 0)),
                "zulassung_spaetestens": (date(2015, 10, 2), None),
                "einspruch_bis": (date(2015, 10, 4), None),
                "bekanntmachung_spaetestens": (date(2015, 10, 12), None),
            },
        ),
        # Kommunalwahl and Direktwahlen 14.03.2021: filing Mon 04.01.2021; Kreiswahlausschuss Fri 15.01.2021
        (
            date(2021, 3, 14),
            None,
            {"einreichung_bis": (date(2021, 1, 4), time(18, 0)), "zulassung_spaetestens": (date(2021, 1, 15), None)},
        ),
        # Frankfurt 2023: "bis 18 Uhr am zweiten Weihnachtstag" (not moved); "Am 6. Januar kommt dann der
        # Gemeindewahlausschuss zusammen"
        (
            date(2023, 3, 5),
            "he-2022",
            {"einreichung_bis": (date(2022, 12, 26), time(18, 0)), "zulassung_spaetestens": (date(2023, 1, 6), None)},
        ),
        # Ober-Mörlen 2024 (with the Europawahl): the 69th day is Easter Monday and stays there; the 79th day is
        # 22.03.2024 (Bad Salzschlirf's plan with 21.03./31.03. counted one day too many)
        (
            date(2024, 6, 9),
            None,
            {
                "aufforderung_spaetestens": (date(2024, 3, 22), None),
                "einreichung_bis": (date(2024, 4, 1), time(18, 0)),
            },
        ),
    ],
)
def test_fristen_veroeffentlichter_faelle(
    wahltag: date, rechtsstand: str | None, erwartet: dict[str, tuple[date, time | None]]
) -> None:
    f = fristen(wahl(wahltag=wahltag, rechtsstand=rechtsstand))
    assert {k: f[k] for k in erwartet} == erwartet


def test_vor_2015_keine_aufforderungsfrist_hinterlegt() -> None:
    """The KWO's day of the Aufforderung before 11.06.2015 was not read: no rule is shown rather than a guess."""
    assert "aufforderung_spaetestens" not in fristen(wahl(wahltag=date(2013, 2, 24)))
    assert "einspruch_bis" not in fristen(wahl(wahltag=date(2007, 3, 11)))


@pytest.mark.parametrize(
    ("wahltag", "stichwahltag", "pfade"),
    [
        (date(2012, 3, 11), date(2012, 3, 25), []),  # Frankfurt 2012: +14
        (date(2023, 10, 8), date(2023, 11, 5), []),  # Petersberg 2023: the fourth Sunday, +28
        (date(2024, 6, 9), date(2024, 6, 30), []),  # +21
        (date(2024, 6, 9), date(2024, 6, 16), ["wahl.stichwahltag"]),  # the first Sunday: too early
        (date(2024, 6, 9), date(2024, 7, 14), ["wahl.stichwahltag"]),  # the fifth Sunday: too late
        (date(2024, 6, 8), date(2024, 6, 23), ["wahl.wahltag"]),  # a Saturday (§ 42 Satz 1 KWG)
    ],
)
def test_termine(wahltag: date, stichwahltag: date, pfade: list[str]) -> None:
    rs = "he-2005" if wahltag.year == 2012 else None
    probleme = recht.pruefe_wahl(wahl(wahltag=wahltag, stichwahltag=stichwahltag, rechtsstand=rs))
    assert [p.pfad for p in probleme if p.pfad != "wahl.stichwahltag" or "wahl.stichwahltag" in pfade] == pfade


# --- quorum -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "einwohner", "werte", "anzahl"),
    [
        (date(2013, 2, 24), 275_000, {}, 162),  # Wiesbaden 2013: Einzelbewerber "die nötigen 162"
        (date(2018, 10, 28), 3_048, {}, 46),  # Gilserberg 2018: 2 × 23
        (date(2021, 3, 14), 96_000, {}, 59),  # Hanau 2021: "benötigen 59 Unterstützungsunterschriften"
        (date(2022, 3, 20), 13_500, {}, 37),  # Solms 2022: "nur 37 Unterstützungsunterschriften" (§ 68a Abs. 1)
        (date(2023, 10, 8), 16_451, {}, 74),  # Petersberg 2023: "37 Mitgliedern … 74 Unterschriften"
        (date(2024, 6, 9), 28_000, {}, 90),  # Baunatal 2024: "90 Unterstützer"
        (date(2024, 6, 9), 3_000, {}, 30),  # § 38 Abs. 1 HGO: 15 Vertreter up to 3 000 inhabitants
        (date(2024, 6, 9), 3_001, {}, 46),
        (date(2024, 6, 9), 1_000_001, {}, 210),
        # § 45 Abs. 3 Satz 3 KWG (since 24.12.2011): the incumbent needs none – before, like any Einzelbewerber
        (date(2024, 6, 9), 16_451, {"amtsinhaber": True}, 0),
        (date(2007, 3, 11), 275_000, {"amtsinhaber": True}, 162),
        # Satz 2: a party continuously represented needs none
        (date(2024, 6, 9), 16_451, {"wahlvorschlagstraeger": "CDU", "partei_befreit": True}, 0),
        (date(2024, 6, 9), 16_451, {"wahlvorschlagstraeger": "Neue Liste"}, 74),
    ],
)
def test_quorum(wahltag: date, einwohner: int, werte: dict[str, Any], anzahl: int) -> None:
    w = wahl(wahltag=wahltag, einwohnerzahl=einwohner)
    q = recht.quorum(w, amtsinhaber=bool(werte.get("amtsinhaber")), bewerber=bewerber(**werte))
    assert q.anzahl == anzahl
    assert "KWG" in q.vorschrift


# --- order ---------------------------------------------------------------------------------------------------


def _daten(stimmen: dict[str, int], *personen: dict[str, Any], **w: Any) -> Wahldaten:
    return Wahldaten(
        wahl=wahl(stimmen_letzte_gemeinderatswahl=stimmen, **w), bewerber=[bewerber(**p) for p in personen]
    )


def _p(id: str, traeger: str | None = None, los: int | None = None) -> dict[str, Any]:
    p: dict[str, Any] = {"id": id, "familienname": id.capitalize(), "vornamen": "A"}
    if traeger:
        p["wahlvorschlagstraeger"] = traeger
    if los is not None:
        p["los"] = los
    return p


def test_reihenfolge_frankfurt_2012() -> None:
    """hr-online 2012: "Dabei richtet sich die Reihenfolge der ersten fünf Kandidaten nach der Fraktionsstärke in
    der Frankfurter Stadtverordnetenversammlung, die Reihenfolge der übrigen Kandidaten wurde gelost": Rhein (CDU),
    Heilig (Grüne), Feldmann (SPD), Wissler (Linke), Förster (Piraten), then Schulte, Fechter, Frenzel, Tatchouop,
    Schmitt (the Los, entered as drawn)."""
    stimmen = {"CDU": 30_000, "GRÜNE": 25_000, "SPD": 21_000, "DIE LINKE": 5_500, "PIRATEN": 1_200, "FDP": 3_900}
    daten = _daten(
        stimmen,
        _p("feldmann", "SPD"),
        _p("schmitt", None, 5),
        _p("wissler", "DIE LINKE"),
        _p("schulte", None, 1),
        _p("rhein", "CDU"),
        _p("frenzel", None, 3),
        _p("foerster", "PIRATEN"),
        _p("fechter", None, 2),
        _p("heilig", "GRÜNE"),
        _p("tatchouop", None, 4),
        rechtsstand="he-2005",
        wahltag=date(2012, 3, 11),
    )
    assert [b.id for b in erste_wahl(daten)] == [
        "rhein",
        "heilig",
        "feldmann",
        "wissler",
        "foerster",
        "schulte",
        "fechter",
        "frenzel",
        "tatchouop",
        "schmitt",
    ]


def test_reihenfolge_eine_uebrige_braucht_kein_los() -> None:
    """Petersberg 2023: CDU (the incumbent), then one other: nothing to draw."""
    daten = _daten({"CDU": 3_000, "SPD": 2_000}, _p("brandes"), _p("fross", "CDU"))
    assert [b.id for b in erste_wahl(daten)] == ["fross", "brandes"]


@pytest.mark.parametrize(
    ("stimmen", "personen", "pfad"),
    [
        ({"CDU": 5, "SPD": 5}, [_p("a", "CDU"), _p("b", "SPD")], "wahl.stimmen_letzte_gemeinderatswahl"),
        ({}, [_p("a", None, 1), _p("b")], "bewerber[2].los"),  # § 45 Abs. 5 KWG: the Los decides; it is missing
        ({}, [_p("a", None, 1), _p("b", None, 1)], "bewerber[2].los"),  # the same Los twice
    ],
)
def test_reihenfolge_offen_ist_ein_fehler(stimmen: dict[str, int], personen: list[dict[str, Any]], pfad: str) -> None:
    with pytest.raises(Eingabefehler) as e:
        erste_wahl(_daten(stimmen, *personen))
    assert pfad in [p.pfad for p in e.value.probleme]


def test_kein_gemeinsamer_wahlvorschlag() -> None:
    """§ 10 Abs. 4 KWG: "die Verbindung von Wahlvorschlägen mehrerer Parteien oder Wählergruppen ist nicht
    zulässig" – refused, naming the field."""
    p = {"id": "a", "familienname": "A", "vornamen": "A", "wahlvorschlagstraeger": ["SPD", "GRÜNE"]}
    with pytest.raises(Eingabefehler) as e:
        erste_wahl(_daten({"SPD": 5}, p))
    assert [x.pfad for x in e.value.probleme] == ["bewerber[1].wahlvorschlagstraeger"]
    assert "§ 10 Abs. 4" in e.value.probleme[0].text


def test_beispiel_reihenfolge() -> None:
    """The example: CDU (2140), SPD (1675), then the Los: Berger (BLM, 1), Lorenz (2)."""
    assert [b.id for b in erste_wahl(lade(HE))] == ["keller", "sahin", "berger", "lorenz"]


# --- admission check -------------------------------------------------------------------------------------


def _roh() -> dict[str, Any]:
    import tomllib

    return tomllib.loads(HE.read_text("utf-8"))


@pytest.mark.parametrize(
    ("rechtsstand", "geburtsdatum", "mangel", "wortlaut"),
    [
        (None, date(2009, 3, 14), False, "18. Lebensjahr"),  # § 39 Abs. 2 HGO since 10.04.2015: 18 on the Wahltag
        (None, date(2009, 3, 15), True, "18. Lebensjahr"),
        ("he-2011", date(2002, 3, 14), False, "25. Lebensjahr"),  # before: "das fünfundzwanzigste Lebensjahr"
        ("he-2011", date(2002, 3, 15), True, "25. Lebensjahr"),
    ],
)
def test_mindestalter(rechtsstand: str | None, geburtsdatum: date, mangel: bool, wortlaut: str) -> None:
    roh = _roh()
    if rechtsstand:
        roh["wahl"]["rechtsstand"] = rechtsstand
    roh["bewerber"][0]["geburtsdatum"] = geburtsdatum
    ergebnis = pruefe(validiere(roh), HE.parent)
    maengel = [m for m in ergebnis.bewerbung("keller").maengel if m.art == "waehlbarkeit"]
    assert bool(maengel) is mangel
    assert all(wortlaut in m.text and "§ 39 Abs. 2" in m.vorschrift for m in maengel)


@pytest.mark.parametrize(
    ("eingang", "verspaetet"),
    [(datetime(2027, 1, 4, 18, 0), False), (datetime(2027, 1, 4, 18, 1), True)],  # § 13 Abs. 1: "bis 18 Uhr"
)
def test_einreichung_bis_18_uhr(eingang: datetime, verspaetet: bool) -> None:
    roh = _roh()
    roh["bewerber"][0]["eingang"] = eingang
    b = pruefe(validiere(roh), HE.parent, stichtag=datetime(2027, 1, 8, 9, 0)).bewerbung("keller")
    assert (b.vorschlag == "zurueckweisen") is verspaetet


def test_niederschrift_nur_fuer_parteien() -> None:
    """§ 13 Abs. 2 Nr. 4 KWG: the Niederschrift of the Aufstellungsversammlung for a party's or group's proposal;
    an Einzelbewerber files none (Lorenz has none recorded and no defect)."""
    roh = _roh()
    roh["bewerber"][3]["unterlagen"].pop("niederschrift")
    ergebnis = pruefe(validiere(roh), HE.parent, stichtag=datetime(2027, 1, 8, 9, 0))
    assert [m.art for m in ergebnis.bewerbung("berger").maengel] == ["unterlagen"]
    assert not ergebnis.bewerbung("lorenz").maengel


def test_beispiel_pruefung() -> None:
    """62 required (2 × 31, up to 10 000 inhabitants); Berger 63 valid of 64 (one not entitled), Lorenz 63."""
    ergebnis = pruefe(lade(HE), HE.parent)
    assert [(b.person.id, b.erforderlich, b.gueltig, b.vorschlag) for b in ergebnis.bewerbungen] == [
        ("keller", 0, 0, "zulassen"),
        ("sahin", 0, 0, "zulassen"),
        ("lorenz", 62, 63, "zulassen"),
        ("berger", 62, 63, "zulassen"),
    ]


# --- the notices' dates ----------------------------------------------------------------------------


def _mit_stichwahl(pfad: Any, stimmen: dict[str, int]) -> Wahldaten:
    roh = conftest.roh_von(pfad)
    for b in roh["bewerber"]:
        if b["id"] in stimmen:
            b["stimmen_erste_wahl"] = stimmen[b["id"]]
    roh["stichwahl"] = {"teilnehmer": sorted(stimmen, key=lambda i: -stimmen[i])[:2]}
    return validiere(roh)


@pytest.mark.parametrize(
    ("stichwahl", "datum", "verweigert"),
    [
        (False, date(2027, 3, 13), False),  # late (48th day), but before the Wahltag 14.03.2027
        (False, date(2027, 3, 14), True),  # the Wahltag itself
        (False, date(2027, 6, 1), True),
        (True, date(2027, 3, 27), False),  # "unverzüglich" (§ 48 Satz 1 KWG): no deadline, the day before
        (True, date(2027, 3, 28), True),  # the Stichwahltag itself
        (True, date(2027, 4, 8), True),  # was made with exit 0
    ],
)
def test_bekanntmachung_nicht_am_tag_der_wahl_oder_danach(stichwahl: bool, datum: date, verweigert: bool) -> None:
    """A notice tells the voters whom they vote for: dated on the day of its ballot or later it is refused, also
    where the law says only "unverzüglich" and no deadline would catch it (§ 48 Satz 1 KWG)."""
    daten = _mit_stichwahl(HE, {"keller": 1200, "sahin": 1500, "berger": 400, "lorenz": 900})
    notiz = bm.erstelle(daten, stichwahl=stichwahl)
    if not verweigert:
        bm.fristlage(notiz, datum)
        return
    with pytest.raises(Eingabefehler) as e:
        bm.fristlage(notiz, datum)
    (problem,) = e.value.probleme
    tag = "der Stichwahl (28.03.2027)" if stichwahl else "der Wahl (14.03.2027)"
    assert problem.pfad == "datum" and problem.argument and f"liegt nicht vor dem Tag {tag}" in problem.text


def test_maengelschreiben_ohne_maennlichen_titel() -> None:
    """The letter about defects is signed by the Wahlleiterin of the example: it names the office, "Die
    Gemeindewahlleitung", not "Gemeindewahlleiter" under her name (as ST, SL and BY do)."""
    from notices.dokumente.pruefbericht import maengelschreiben, maengelschreiben_text

    roh = conftest.roh_von(HE)
    sahin = next(b for b in roh["bewerber"] if b["id"] == "sahin")
    sahin["unterlagen"]["zustimmungserklaerung"] = False
    del sahin["zugelassen"]
    ergebnis = pruefe(validiere(roh), HE.parent, stichtag=datetime(2027, 1, 2, 12, 0))
    text = maengelschreiben_text(maengelschreiben(ergebnis, "sahin"))
    assert text.startswith("Die Gemeindewahlleitung\nGemeinde Musterfelden")
    assert "Dr. Petra Lindner\nGemeindewahlleitung" in text and "Gemeindewahlleiter\n" not in text
