"""Sachsen-Anhalt (§ 30, § 30a, § 68a KWG LSA) and Saarland (§§ 22, 23, 74, 76 KWG): deadlines,
versions, date checks and quorum, table-driven from the texts."""

from __future__ import annotations

import functools
from datetime import date, time, timedelta
from typing import Any

import pytest

from notices import recht
from notices.fehler import Eingabefehler
from notices.model import Wahl
from tests import conftest
from tests.conftest import bewerber

wahl = functools.partial(conftest.wahl, gemeinde="Testdorf", einwohnerzahl=12_000)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


# --- Sachsen-Anhalt ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2022, 9, 11), "st-alt"),
        (date(2023, 4, 23), "st-alt"),
        (date(2023, 9, 10), "st-2023"),  # after 27.04.2023: the seed text (69th day)
        (date(2024, 6, 9), "st-2024"),  # 68th day
        (date(2027, 3, 14), "st-2024"),
    ],
)
def test_st_fassung_nach_wahltag(wahltag: date, kennung: str) -> None:
    assert recht.rechtsstand(wahl("ST", wahltag=wahltag)).kennung == kennung


def test_st_fristen_2024() -> None:
    """Published: Wahltag 09.06.2024, "der 68. Tag vor der Wahl, der 02.04.2024 (18:00 Uhr)"."""
    f = fristen(wahl("ST", wahltag=date(2024, 6, 9), stichwahltag=date(2024, 6, 23)))
    assert f["einreichung_bis"] == (date(2024, 4, 2), time(18, 0))  # § 30 Abs. 1 KWG LSA
    assert f["zulassung_spaetestens"] == (date(2024, 4, 12), None)  # § 30 Abs. 5 Satz 1: 58. Tag
    assert f["beschwerde_entscheidung_spaetestens"] == (date(2024, 4, 18), None)  # § 30 Abs. 5 Satz 5: 52. Tag
    assert f["stichwahltag"] == (date(2024, 6, 23), None)
    assert "bekanntmachung_spaetestens" not in f  # "unverzüglich" (§ 30 Abs. 6): no fixed day


def test_st_69_tag_faellt_auf_ostermontag() -> None:
    """The seed text's 69th day before 09.06.2024 is Easter Monday – noted, not moved (§ 68a KWG LSA)."""
    w = wahl("ST", wahltag=date(2024, 6, 9), rechtsstand="st-2023")
    frist = next(f for f in recht.fristen(w) if f.id == "einreichung_bis")
    assert frist.datum == date(2024, 4, 1)
    assert frist.hinweis is not None and "Ostermontag" in frist.hinweis and "§ 68a Abs. 1 KWG LSA" in frist.hinweis


def test_st_alte_fassung() -> None:
    w = wahl(
        "ST",
        wahltag=date(2022, 9, 11),
        stellenausschreibung=date(2022, 6, 1),
        einreichungsfrist_ende=date(2022, 8, 16),
        stichwahltag=date(2022, 9, 25),
    )
    f = fristen(w)
    assert f["einreichungsfrist_beginn"][0] == date(2022, 6, 2)
    assert f["einreichungsfrist_ende_fruehestens"][0] == date(2022, 8, 15)  # 27. Tag
    assert f["einreichungsfrist_ende_spaetestens"][0] == date(2022, 8, 22)  # 20. Tag
    assert f["zulassung_spaetestens"][0] == date(2022, 8, 25)  # 17. Tag
    assert f["bekanntmachung_spaetestens"][0] == date(2022, 8, 27)  # 15. Tag
    assert f["stichwahl_zulassung_spaetestens"][0] == date(2022, 9, 16)  # 9. Tag vor der Stichwahl
    assert f["stichwahl_bekanntmachung_spaetestens"][0] == date(2022, 9, 17)  # 8. Tag
    assert recht.pruefe_wahl(w) == []


@pytest.mark.parametrize(
    ("ende", "fehler"), [(date(2022, 8, 14), True), (date(2022, 8, 22), False), (date(2022, 8, 23), True)]
)
def test_st_alte_fassung_ende_zwischen_27_und_20(ende: date, fehler: bool) -> None:
    w = wahl("ST", wahltag=date(2022, 9, 11), einreichungsfrist_ende=ende)
    assert [p.pfad for p in recht.pruefe_wahl(w)] == (["wahl.einreichungsfrist_ende"] if fehler else [])


@pytest.mark.parametrize(
    ("stichwahltag", "fehler"),
    [(date(2024, 6, 16), True), (date(2024, 6, 23), False), (date(2024, 7, 7), False), (date(2024, 7, 14), True)],
)
def test_st_stichwahl_zweiter_bis_vierter_sonntag(stichwahltag: date, fehler: bool) -> None:
    """§ 30a Abs. 3 KWG LSA."""
    w = wahl("ST", wahltag=date(2024, 6, 9), stichwahltag=stichwahltag)
    probleme = recht.pruefe_wahl(w)
    assert [p.pfad for p in probleme] == (["wahl.stichwahltag"] if fehler else [])
    assert all("§ 30a Abs. 3 KWG LSA" in p.text for p in probleme)


@pytest.mark.parametrize(
    ("wahlberechtigte", "erforderlich"),
    [
        (250, 2),  # 2,5 – Bruchteile bleiben außer Betracht
        (299, 2),
        (300, 3),
        (9_999, 99),
        (10_000, 100),
        (10_001, 100),  # never more than 100
        (250_000, 100),
    ],
)
def test_st_quorum(wahlberechtigte: int, erforderlich: int) -> None:
    w = wahl("ST", wahltag=date(2024, 6, 9), wahlberechtigte_letzte_wahl=wahlberechtigte)
    q = recht.quorum(w, bewerber=bewerber())
    assert q.anzahl == erforderlich
    assert q.vorschrift.startswith("§ 30 Abs. 3 Satz 1 KWG LSA")


@pytest.mark.parametrize(
    ("amt", "angaben", "vorschrift"),
    [
        ("Ortsvorsteher", {}, "§ 30 Abs. 3 Satz 2 KWG LSA"),
        ("Bürgermeister", {"amtsinhaber": True}, "§ 30 Abs. 3 Satz 3 KWG LSA"),
        ("Landrat", {"amtsinhaber": True}, "§ 30 Abs. 3 Satz 3 KWG LSA"),
        (
            "Bürgermeister",
            {"wahlvorschlagstraeger": "CDU", "partei_befreit": True, "unterstuetzungserklaerung": True},
            "§ 30 Abs. 3 Satz 4 KWG LSA",
        ),
        (
            "Bürgermeister",
            {
                "wahlvorschlagstraeger": ["SPD", "Wählergruppe Dorf"],
                "partei_befreit": True,
                "unterstuetzungserklaerung": True,
            },
            "§ 30 Abs. 3 Satz 5 KWG LSA",
        ),
    ],
)
def test_st_befreiungen(amt: str, angaben: dict[str, Any], vorschrift: str) -> None:
    w = wahl("ST", amt=amt, wahltag=date(2024, 6, 9), wahlberechtigte_letzte_wahl=20_000)
    q = recht.quorum(w, bewerber=bewerber(**angaben))
    assert (q.anzahl, q.vorschrift) == (0, vorschrift)


@pytest.mark.parametrize(
    "angaben",
    [
        {"wahlvorschlagstraeger": "CDU", "partei_befreit": True},  # no § 24 declaration
        {"wahlvorschlagstraeger": "CDU", "unterstuetzungserklaerung": True},  # § 21 Abs. 10 does not apply
        {"partei_befreit": True, "unterstuetzungserklaerung": True},  # no party: an Einzelbewerber
    ],
)
def test_st_keine_befreiung(angaben: dict[str, Any]) -> None:
    w = wahl("ST", wahltag=date(2024, 6, 9), wahlberechtigte_letzte_wahl=20_000)
    assert recht.quorum(w, bewerber=bewerber(**angaben)).anzahl == 100


def test_st_quorum_ohne_wahlberechtigte() -> None:
    with pytest.raises(Eingabefehler) as e:
        recht.quorum(wahl("ST", wahltag=date(2024, 6, 9)), bewerber=bewerber())
    assert e.value.probleme[0].pfad == "wahl.wahlberechtigte_letzte_wahl"


def test_ortsvorsteher_nur_in_st() -> None:
    """The office is the Land's business: checked by the law layer after loading."""
    probleme = recht.pruefe_wahl(wahl("BW", amt="Ortsvorsteher", wahltag=date(2027, 3, 14)))
    assert [str(p) for p in probleme] == [
        "wahl.amt: „Ortsvorsteher“ wird nur in Sachsen-Anhalt nach diesem Verfahren gewählt"
    ]
    assert recht.pruefe_wahl(wahl("SL", amt="Landrat", wahltag=date(2024, 6, 9))) == []


# --- Saarland ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "einreichung", "bekanntmachung", "keine_wahl"),
    [
        # Published: 09.06.2024 -> proposals by Thursday 04.04.2024, 18 Uhr (§ 23 KWG)
        (date(2024, 6, 9), date(2024, 4, 4), date(2024, 4, 22), date(2024, 4, 24)),
        # Published: 26.05.2019 -> Thursday 21.03.2019
        (date(2019, 5, 26), date(2019, 3, 21), date(2019, 4, 8), date(2019, 4, 10)),
    ],
)
def test_sl_fristen(wahltag: date, einreichung: date, bekanntmachung: date, keine_wahl: date) -> None:
    f = fristen(wahl("SL", wahltag=wahltag))
    assert f["einreichung_bis"] == (einreichung, time(18, 0))  # 66. Tag, § 23 KWG
    assert f["unterstuetzung_bis"] == (einreichung, time(18, 0))  # § 17 Abs. 1, 5 KWO: "bis zum 66. Tag … 18.00 Uhr"
    assert f["bekanntmachung_spaetestens"] == (bekanntmachung, None)  # 48. Tag, § 76 Abs. 3 Satz 3
    assert "zulassung_spaetestens" not in f  # § 28 KWG is not on record: no day is invented
    assert f["bekanntmachung_keine_wahl_spaetestens"] == (keine_wahl, None)  # 46. Tag, § 76 Abs. 4


@pytest.mark.parametrize(
    ("wahltag", "kennung", "regel"),
    [
        (date(2008, 12, 11), None, None),  # before the KWO renumbering of 12.12.2008: not on record
        (date(2009, 6, 7), "sl-2008", "alle_ungueltig"),  # § 17 Abs. 4 KWO: "auf allen Wahlvorschlägen"
        (date(2014, 5, 25), "sl-2008", "alle_ungueltig"),
        (date(2019, 1, 1), "sl-2008", "alle_ungueltig"),
        (date(2019, 1, 2), "sl-2019", "erste_gilt"),  # VO vom 06.02.2019: elections after 01.01.2019
        (date(2019, 5, 26), "sl-2019", "erste_gilt"),  # "auf allen weiteren Wahlvorschlägen"
        (date(2027, 6, 13), "sl-2019", "erste_gilt"),
    ],
)
def test_sl_fassung_nach_wahltag(wahltag: date, kennung: str | None, regel: str | None) -> None:
    """The two published wordings of § 17 Abs. 4 KWO as dated versions (docs/recht-st-sl.md)."""
    w = wahl("SL", wahltag=wahltag)
    if kennung is None:
        assert [p.pfad for p in recht.pruefe_wahl(w)] == ["wahl.wahltag"]
        return
    rs = recht.rechtsstand(w)
    assert (rs.kennung, rs.pruefung.mehrfachregel) == (kennung, regel)


@pytest.mark.parametrize(
    ("wahltag", "spaetestens"),
    [
        # Mansfeld: Wahltag 26.01.2025, notice dated 26.09.2024 ("122 days before") – due by 28.09.2024
        (date(2025, 1, 26), date(2024, 9, 28)),
        (date(2027, 6, 6), date(2027, 2, 6)),
    ],
)
def test_st_bekanntmachung_der_wahl_120_tage(wahltag: date, spaetestens: date) -> None:
    """§ 6 Abs. 2 Satz 1 KWG LSA: "spätestens am 120. Tag vor dem Wahltag öffentlich bekannt zu machen"."""
    assert fristen(wahl("ST", wahltag=wahltag))["bekanntmachung_wahl_spaetestens"] == (spaetestens, None)
    # before 27.04.2023: two months (test_st_stellenausschreibung_und_bekanntmachung_der_wahl)
    assert fristen(wahl("ST", wahltag=date(2022, 9, 11)))["bekanntmachung_wahl_spaetestens"] == (
        date(2022, 7, 11),
        None,
    )


@pytest.mark.parametrize(
    ("wahltag", "ausschreibung", "bekanntmachung", "vorschriften"),
    [
        # Landkreis Stendal, Beschlussvorlage 605/2019: Wahltag 10.11.2019, "§ 63 Abs. 2 KVG LSA … spätestens
        # zwei Monate vor dem Wahltag", the Stellenausschreibung and the Wahltag published on 14.08.2019
        (
            date(2019, 11, 10),
            date(2019, 9, 10),
            date(2019, 9, 10),
            ("§ 63 Abs. 2 Satz 1 KVG LSA a. F.", "§ 6 Abs. 2 KWG LSA a. F."),
        ),
        # two months before: the same day of the month, the day of the notice counted (not the day before)
        (
            date(2022, 8, 28),
            date(2022, 6, 28),
            date(2022, 6, 28),
            ("§ 63 Abs. 2 Satz 1 KVG LSA a. F.", "§ 6 Abs. 2 KWG LSA a. F."),
        ),
        # since 27.04.2023: "spätestens am 120. Tag vor der Wahl" for both
        (date(2027, 6, 6), date(2027, 2, 6), date(2027, 2, 6), ("§ 63 Abs. 2 Satz 1 KVG LSA", "§ 6 Abs. 2 KWG LSA")),
    ],
)
def test_st_stellenausschreibung_und_bekanntmachung_der_wahl(
    wahltag: date, ausschreibung: date, bekanntmachung: date, vorschriften: tuple[str, str]
) -> None:
    """§ 63 Abs. 2 Satz 1 KVG LSA (a. F.: "spätestens zwei Monate vor dem Wahltag", since 27.04.2023 the 120th
    day) and § 6 Abs. 2 KWG LSA (a. F.: two months, "der Tag der Bekanntmachung [ist] mitzurechnen") in every
    version (R-ST-14)."""
    w = wahl("ST", wahltag=wahltag, stichwahltag=wahltag + timedelta(days=14))
    alle = {f.id: f for f in recht.fristen(w)}
    assert alle["stellenausschreibung_spaetestens"].datum == ausschreibung
    assert alle["bekanntmachung_wahl_spaetestens"].datum == bekanntmachung
    assert (
        alle["stellenausschreibung_spaetestens"].vorschrift,
        alle["bekanntmachung_wahl_spaetestens"].vorschrift,
    ) == vorschriften


def test_st_spaete_stellenausschreibung_ist_ein_hinweis() -> None:
    w = wahl("ST", wahltag=date(2019, 11, 10), stichwahltag=date(2019, 11, 24), stellenausschreibung=date(2019, 9, 11))
    [h] = recht.hinweise(w)
    assert "nach dem 10.09.2019" in h and "§ 63 Abs. 2 Satz 1 KVG LSA a. F." in h


def test_sl_feiertag_ohne_bekannte_verschiebungsregel() -> None:
    """For a Sunday election the 66th day is a Thursday; 09.05.2024 is Christi Himmelfahrt. No rule on
    moving deadlines is on record for the KWG SL: the deadline stays and the note says so."""
    frist = next(f for f in recht.fristen(wahl("SL", wahltag=date(2024, 7, 14))) if f.id == "einreichung_bis")
    assert frist.datum == date(2024, 5, 9)
    assert frist.hinweis is not None
    assert "Christi Himmelfahrt" in frist.hinweis and "nicht bekannt" in frist.hinweis


@pytest.mark.parametrize(("stichwahltag", "fehler"), [(date(2024, 6, 23), False), (date(2024, 6, 30), True)])
def test_sl_stichwahl_nach_14_tagen(stichwahltag: date, fehler: bool) -> None:
    """§ 74 Abs. 4 KWG: "Stichwahlen finden 14 Tage nach der ersten Wahl statt"."""
    probleme = recht.pruefe_wahl(wahl("SL", wahltag=date(2024, 6, 9), stichwahltag=stichwahltag))
    assert [p.pfad for p in probleme] == (["wahl.stichwahltag"] if fehler else [])


@pytest.mark.parametrize(
    ("angaben", "erforderlich", "vorschrift"),
    [
        ({}, 81, "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG"),  # Einzelbewerber: 3 × 27
        ({"amtsinhaber": True}, 0, "§ 76 Abs. 2 Satz 4 KWG"),  # incumbent as Einzelbewerber
        ({"wahlvorschlagstraeger": "SPD"}, 0, "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG"),  # in the Gemeinderat
        ({"wahlvorschlagstraeger": "Neue Liste"}, 81, "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG"),
        (
            {"wahlvorschlagstraeger": "Neue Liste", "amtsinhaber": True},
            81,
            "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
        ),
        (
            {"wahlvorschlagstraeger": "Partei X", "partei_befreit": True},
            0,
            "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
        ),
    ],
)
def test_sl_quorum(angaben: dict[str, Any], erforderlich: int, vorschrift: str) -> None:
    w = wahl(
        "SL",
        wahltag=date(2024, 6, 9),
        gemeinderatssitze=27,
        stimmen_letzte_gemeinderatswahl={"SPD": 4120, "CDU": 3980},
    )
    q = recht.quorum(w, bewerber=bewerber(**angaben))
    assert (q.anzahl, q.vorschrift) == (erforderlich, vorschrift)


def test_sl_quorum_ohne_sitze() -> None:
    with pytest.raises(Eingabefehler) as e:
        recht.quorum(wahl("SL", wahltag=date(2024, 6, 9)), bewerber=bewerber())
    assert e.value.probleme[0].pfad == "wahl.gemeinderatssitze"


@pytest.mark.parametrize(
    ("land", "wahltag", "rechtsstand"),
    [
        ("ST", date(2024, 6, 9), "Sachsen-Anhalt"),  # § 30a Abs. 1 KWG LSA: the two applicants with most votes
        ("SL", date(2024, 6, 9), "Saarland"),  # § 74 KWG, § 56 Abs. 2 KSVG
        ("BW", date(2023, 3, 12), "Neuwahl"),  # § 10 Abs. 2 KomWG a. F.: a new election with new applications
    ],
)
def test_stichwahl_person_ohne_bewerbung_nur_wo_das_recht_sie_kennt(land: str, wahltag: date, rechtsstand: str) -> None:
    """A person in the run-off without an application (BW § 10a Abs. 2 KomWG) is refused where the law
    has no such consent – when loading, with one sentence, not as a check that cites another Land's law."""
    from notices.dienste import validiere

    roh = {
        "wahl": {"land": land, "gemeinde": "Testdorf", "einwohnerzahl": 12_000, "wahltag": wahltag},
        "stichwahl_bewerber": [
            {
                "id": "huber",
                "familienname": "Huber",
                "vornamen": "Thomas",
                "beruf": "Schreiner",
                "geburtsdatum": date(1980, 9, 9),
                "anschrift": {"strasse": "Weg 7", "plz": "06108", "ort": "Testdorf"},
            }
        ],
    }
    with pytest.raises(Eingabefehler) as e:
        validiere(roh)
    [problem] = e.value.probleme
    assert problem.pfad == "stichwahl_bewerber[1]"
    assert rechtsstand in problem.text and "ohne Bewerbung" in problem.text
