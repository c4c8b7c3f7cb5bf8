"""Deadlines, date checks and quorum of BW, table-driven from the statutes' wording."""

from __future__ import annotations

from datetime import date, datetime, time

import pytest

from notices import kalender, recht
from notices.dienste import lade as load
from notices.model import Wahl
from notices.recht.fristenrechnung import gleichzeitig_bis

from .conftest import BEISPIEL, wahl


def frist(w: Wahl, id: str) -> tuple[date, time | None]:
    treffer = [f for f in recht.fristen(w) if f.id == id]
    assert len(treffer) == 1, f"{id} fehlt oder ist doppelt"
    return treffer[0].datum, treffer[0].uhrzeit


def ids(w: Wahl) -> set[str]:
    return {f.id for f in recht.fristen(w)}


# --- The example election: the figures the issue names ---------------------------------------


@pytest.mark.parametrize(
    ("id", "datum", "uhrzeit"),
    [
        ("einreichungsfrist_beginn", date(2026, 12, 19), None),  # § 10 Abs. 1 Satz 2 KomWG
        ("gleichzeitiger_eingang_bis", date(2026, 12, 21), time(7, 30)),  # § 20 Abs. 1 Satz 2 KomWO
        ("einreichungsfrist_ende_fruehestens", date(2027, 2, 15), None),  # § 10 Abs. 1 Satz 3 KomWG
        ("einreichungsfrist_ende", date(2027, 2, 15), time(18, 0)),  # § 20 Abs. 1 Satz 1 KomWO
        ("zulassung_spaetestens", date(2027, 2, 26), None),  # § 10 Abs. 5 Satz 1 KomWG
        ("bekanntmachung_spaetestens", date(2027, 2, 27), None),  # § 10 Abs. 6 KomWG
        ("stichwahl_zustimmung_bis", date(2027, 3, 17), time(18, 0)),  # § 10a Abs. 2, § 20a Abs. 2
        ("stichwahl_zulassung_spaetestens", date(2027, 3, 26), None),  # § 10a Abs. 3 Satz 1 KomWG
        ("stichwahl_bekanntmachung_spaetestens", date(2027, 3, 27), None),  # § 10a Abs. 4 KomWG
        ("bekanntmachung_wahl_spaetestens", date(2027, 2, 8), None),  # § 3 Abs. 2 Satz 1 KomWG
        ("stellenausschreibung_spaetestens", date(2027, 1, 14), None),  # § 47 Abs. 2 Satz 1 GemO
    ],
)
def test_beispiel_fristen(id: str, datum: date, uhrzeit: time | None) -> None:
    assert frist(load(BEISPIEL).wahl, id) == (datum, uhrzeit)


def test_karfreitag_wird_vermerkt_nicht_verschoben() -> None:
    """§ 56 KomWG: the Stichwahl admission deadline on Good Friday 2027 stays, with a note."""
    f = next(f for f in recht.fristen(load(BEISPIEL).wahl) if f.id == "stichwahl_zulassung_spaetestens")
    assert f.datum == date(2027, 3, 26)
    assert f.hinweis is not None and "Karfreitag" in f.hinweis and "§ 56 KomWG" in f.hinweis


def test_samstag_wird_vermerkt() -> None:
    f = next(f for f in recht.fristen(load(BEISPIEL).wahl) if f.id == "bekanntmachung_spaetestens")
    assert f.hinweis is not None and "Samstag" in f.hinweis


def test_werktagsfrist_ohne_hinweis() -> None:
    f = next(f for f in recht.fristen(load(BEISPIEL).wahl) if f.id == "zulassung_spaetestens")
    assert f.hinweis is None  # Friday, 26.02.2027


def test_rechnung_nennt_tag_und_bezug() -> None:
    f = next(f for f in recht.fristen(load(BEISPIEL).wahl) if f.id == "zulassung_spaetestens")
    assert f.rechnung == "16. Tag vor dem Wahltag (Sonntag, 14.03.2027)"


def test_fristen_sind_nach_datum_sortiert() -> None:
    fristen = recht.fristen(load(BEISPIEL).wahl)
    assert [f.datum for f in fristen] == sorted(f.datum for f in fristen)


def test_veroeffentlichtes_datum_2017() -> None:
    """Published: Wahltag Sun 24.09.2017, period ended Mon 28.08.2017 = the 27th day before."""
    assert frist(wahl(wahltag=date(2017, 9, 24)), "einreichungsfrist_ende_fruehestens")[0] == date(2017, 8, 28)


# --- § 20 Abs. 1 Satz 2 KomWO: simultaneous filings until 7:30 --------------------------------


@pytest.mark.parametrize(
    ("stellenausschreibung", "erwartet", "fall"),
    [
        (date(2027, 1, 12), datetime(2027, 1, 13, 7, 30), "erster Tag ist ein Mittwoch"),
        (date(2026, 12, 18), datetime(2026, 12, 21, 7, 30), "erster Tag ist ein Samstag"),
        (date(2027, 1, 2), datetime(2027, 1, 4, 7, 30), "erster Tag ist ein Sonntag"),
        (date(2025, 12, 25), datetime(2025, 12, 29, 7, 30), "erster Tag ist der 26.12. (Freitag)"),
        (date(2028, 12, 25), datetime(2028, 12, 27, 7, 30), "erster Tag ist der 26.12. (Dienstag)"),
        (date(2026, 12, 31), datetime(2027, 1, 4, 7, 30), "erster Tag ist der 01.01. (Freitag)"),
        (date(2026, 1, 5), datetime(2026, 1, 7, 7, 30), "erster Tag ist der 06.01. (Dienstag, BW-Feiertag)"),
        (date(2027, 3, 25), datetime(2027, 3, 30, 7, 30), "erster Tag ist Karfreitag, danach Ostermontag"),
    ],
)
def test_gleichzeitiger_eingang(stellenausschreibung: date, erwartet: datetime, fall: str) -> None:
    w = wahl(wahltag=date(2027, 6, 13), stellenausschreibung=stellenausschreibung)
    assert gleichzeitig_bis(w, time(7, 30)) == erwartet, fall
    assert frist(w, "gleichzeitiger_eingang_bis") == (erwartet.date(), time(7, 30))


def test_ohne_stellenausschreibung_beginnt_die_frist_nach_der_bekanntmachung() -> None:
    """§ 10 Abs. 1 Satz 2 KomWG: without an advertisement, the day after the public notice."""
    w = wahl(wahltag=date(2027, 6, 13), bekanntmachung_der_wahl=date(2027, 3, 1))
    assert frist(w, "einreichungsfrist_beginn")[0] == date(2027, 3, 2)


def test_ohne_beginn_keine_beginnfristen() -> None:
    w = wahl(wahltag=date(2027, 6, 13))
    assert "einreichungsfrist_beginn" not in ids(w)
    assert "gleichzeitiger_eingang_bis" not in ids(w)
    assert gleichzeitig_bis(w, time(7, 30)) is None


# --- Two versions of the law, chosen by the Wahltag --------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung", "zweiter"),
    [
        (date(2023, 7, 30), "bw-1997", "neuwahl"),  # last Sunday before 01.08.2023
        (date(2023, 8, 6), "bw-2023", "stichwahl"),  # first Sunday after
        (date(1999, 10, 10), "bw-1997", "neuwahl"),
        (date(2027, 3, 14), "bw-2023", "stichwahl"),
    ],
)
def test_rechtsstand_nach_wahltag(wahltag: date, kennung: str, zweiter: str) -> None:
    rs = recht.rechtsstand(wahl(wahltag=wahltag))
    assert (rs.kennung, rs.zweiter_wahlgang) == (kennung, zweiter)


def test_alte_fassung_neuwahl_fristen() -> None:
    """§ 10 Abs. 2, 5, 6 KomWG a. F.: new period from the first Werktag after D, end ≥ D+3; S−9, S−8."""
    w = wahl(wahltag=date(2023, 7, 9), stichwahltag=date(2023, 7, 30))
    assert frist(w, "neuwahl_einreichungsfrist_beginn")[0] == date(2023, 7, 10)
    assert frist(w, "neuwahl_einreichungsfrist_ende_fruehestens")[0] == date(2023, 7, 12)
    assert frist(w, "neuwahl_zulassung_spaetestens")[0] == date(2023, 7, 21)
    assert frist(w, "neuwahl_bekanntmachung_spaetestens")[0] == date(2023, 7, 22)
    assert not {i for i in ids(w) if i.startswith("stichwahl")}


def test_alte_fassung_erster_werktag_nach_feiertag() -> None:
    """Wahltag 30.04.2023: Monday 01.05. is a holiday, so the Neuwahl period starts on Tuesday."""
    w = wahl(wahltag=date(2023, 4, 30), stichwahltag=date(2023, 5, 14))
    assert frist(w, "neuwahl_einreichungsfrist_beginn")[0] == date(2023, 5, 2)


def test_neue_fassung_hat_keine_neuwahl() -> None:
    w = wahl(wahltag=date(2027, 3, 14), stichwahltag=date(2027, 4, 4))
    assert not {i for i in ids(w) if i.startswith("neuwahl")}
    assert {"stichwahl_zustimmung_bis", "stichwahl_zulassung_spaetestens", "stichwahltag"} <= ids(w)


def test_ohne_stichwahltag_keine_stichwahlfristen() -> None:
    w = wahl(wahltag=date(2027, 3, 14))
    assert "stichwahl_zulassung_spaetestens" not in ids(w)
    assert "stichwahl_bekanntmachung_spaetestens" not in ids(w)


# --- Quorum: § 10 Abs. 2 Satz 1 KomWG (new), § 10 Abs. 3 Satz 1 KomWG a. F. ("bis zu" includes) ---


@pytest.mark.parametrize(
    ("einwohner", "neu", "alt"),
    [
        (1, 10, 0),
        (10_000, 10, 0),  # "bis zu 10 000 Einwohnern von 10"
        (10_001, 25, 0),
        (18_450, 25, 0),
        (20_000, 25, 0),  # a. F.: only "über 20.000"
        (20_001, 50, 50),
        (50_000, 50, 50),
        (50_001, 100, 100),
        (100_000, 100, 100),
        (100_001, 150, 150),
        (200_000, 150, 150),
        (200_001, 250, 250),  # "über 200 000 Einwohnern von 250"
        (650_000, 250, 250),
    ],
)
def test_quorum(einwohner: int, neu: int, alt: int) -> None:
    assert recht.quorum(wahl(wahltag=date(2027, 3, 14), einwohnerzahl=einwohner)).anzahl == neu
    assert recht.quorum(wahl(wahltag=date(2019, 3, 17), einwohnerzahl=einwohner)).anzahl == alt


@pytest.mark.parametrize("wahltag", [date(2027, 3, 14), date(2019, 3, 17)])
def test_quorum_amtsinhaber(wahltag: date) -> None:
    """The mayor standing for re-election needs no signatures, under both versions."""
    q = recht.quorum(wahl(wahltag=wahltag, einwohnerzahl=300_000), amtsinhaber=True)
    assert q.anzahl == 0 and "Wiederwahl" in q.begruendung


def test_quorum_zitiert_die_fassung() -> None:
    assert recht.quorum(wahl(wahltag=date(2027, 3, 14))).vorschrift == "§ 10 Abs. 2 Satz 1 KomWG"
    assert recht.quorum(wahl(wahltag=date(2019, 3, 17))).vorschrift == "§ 10 Abs. 3 Satz 1 KomWG a. F."


# --- § 2 Abs. 3 KomWG and § 45 Abs. 2 GemO: which days can be election days ---------------------


@pytest.mark.parametrize(
    ("tag", "grund"),
    [
        (date(2027, 3, 13), "ist kein Sonntag"),
        (date(2027, 3, 28), "Ostersonntag"),
        (date(2027, 5, 16), "Pfingstsonntag"),
        (date(2026, 11, 22), "Totensonntag"),
        (date(2027, 11, 21), "Totensonntag"),
        (date(2026, 11, 1), "Allerheiligen"),  # a Sunday and a BW holiday
        (date(2027, 12, 26), "Zweiter Weihnachtstag"),
    ],
)
def test_kein_wahltag(tag: date, grund: str) -> None:
    ausgeschlossen = recht.land("BW").rechtsstaende[-1].terminpruefungen[0].ausgeschlossen
    assert grund in (kalender.kein_sonntag_grund(tag, "BW", ausgeschlossen) or "")
    probleme = recht.pruefe_wahl(wahl(wahltag=tag))
    assert [p.pfad for p in probleme] == ["wahl.wahltag"]
    assert "§ 2 Abs. 3 KomWG" in probleme[0].text


@pytest.mark.parametrize("tag", [date(2027, 3, 14), date(2026, 11, 15), date(2026, 11, 29), date(2027, 3, 21)])
def test_gueltiger_wahltag(tag: date) -> None:
    assert recht.pruefe_wahl(wahl(wahltag=tag)) == []


@pytest.mark.parametrize(
    ("stichwahltag", "fehler"),
    [
        (date(2027, 3, 21), True),  # 1st Sunday after: too early
        (date(2027, 3, 28), True),  # 2nd Sunday, but Easter Sunday
        (date(2027, 4, 4), False),  # 3rd Sunday
        (date(2027, 4, 11), False),  # 4th Sunday
        (date(2027, 4, 18), True),  # 5th Sunday: too late
        (date(2027, 4, 3), True),  # a Saturday
    ],
)
def test_stichwahltag(stichwahltag: date, fehler: bool) -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2027, 3, 14), stichwahltag=stichwahltag))
    assert [p.pfad for p in probleme] == (["wahl.stichwahltag"] if fehler else [])


def test_stichwahl_zweiter_sonntag() -> None:
    assert recht.pruefe_wahl(wahl(wahltag=date(2027, 2, 28), stichwahltag=date(2027, 3, 14))) == []


@pytest.mark.parametrize(
    ("ende", "fehler"),
    [
        (date(2027, 2, 14), True),  # 28th day before: earlier than § 10 Abs. 1 Satz 3 allows
        (date(2027, 2, 15), False),  # 27th day before
        (date(2027, 2, 25), False),  # 17th day before
        (date(2027, 2, 26), True),  # 16th day: the admission deadline itself (§ 10 Abs. 5)
        (date(2027, 3, 1), True),
    ],
)
def test_einreichungsfrist_ende(ende: date, fehler: bool) -> None:
    w = wahl(wahltag=date(2027, 3, 14), stellenausschreibung=date(2026, 12, 18), einreichungsfrist_ende=ende)
    probleme = recht.pruefe_wahl(w)
    assert bool(probleme) == fehler
    assert all(p.pfad == "wahl.einreichungsfrist_ende" for p in probleme)


def test_einreichungsfrist_ende_vor_beginn() -> None:
    w = wahl(
        wahltag=date(2027, 3, 14), stellenausschreibung=date(2027, 2, 20), einreichungsfrist_ende=date(2027, 2, 16)
    )
    texte = [p.text for p in recht.pruefe_wahl(w)]
    assert any("vor dem Beginn der Einreichungsfrist" in t for t in texte)


def test_spaete_stellenausschreibung_ist_ein_hinweis() -> None:
    """§ 47 Abs. 2 GemO: a warning, not an error (the advertisement is a fact of the past)."""
    w = wahl(wahltag=date(2027, 3, 14), stellenausschreibung=date(2027, 1, 20))
    assert recht.pruefe_wahl(w) == []
    assert any("2 Monate vor dem Wahltag" in h for h in recht.hinweise(w))  # wording: test_meldungen
    assert recht.hinweise(wahl(wahltag=date(2027, 3, 14), stellenausschreibung=date(2027, 1, 14))) == []


def test_totensonntag_berechnung() -> None:
    # The Sunday before the first Sunday of Advent: 20.–26. November.
    for jahr in range(2020, 2040):
        t = kalender.totensonntag(jahr)
        assert t.weekday() == 6 and 20 <= t.day <= 26 and t.month == 11


@pytest.mark.parametrize("land", recht.codes())
def test_feiertage_wie_die_bibliothek_sie_kennt(land: str) -> None:
    """The holidays and their German names are exactly what ``holidays.country_holidays`` gives (notices takes
    the calendar through the library's public API, issue 25)."""
    import holidays
    from holidays.countries import Germany

    from notices.kalender import _feiertage, _kalender_deutschland

    assert _kalender_deutschland() is Germany
    jahre = range(1995, 2041)
    referenz = holidays.country_holidays("DE", subdiv=land, years=jahre, language="de")
    eigene = {tag: name for jahr in jahre for tag, name in _feiertage(land, jahr).items()}
    assert eigene == dict(referenz)
    assert eigene[date(2027, 3, 26)] == "Karfreitag"


def test_feiertage_nur_wenn_eine_frist_sie_braucht() -> None:
    """The cost of the holidays library (all its countries, ~0.1 s) is paid only where a deadline is computed:
    ``notices --help`` does not load it."""
    import subprocess
    import sys

    code = (
        "import contextlib, io, sys\nfrom notices import cli\n"
        "with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n    cli.main(['--help'])\n"
        "print('holidays' in sys.modules)\n"
        "from datetime import date\nfrom notices.kalender import feiertag\n"
        "assert feiertag(date(2027, 1, 6), 'BW') == 'Heilige Drei Könige'\nprint('holidays' in sys.modules)"
    )
    aus = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert aus.split() == ["False", "True"]
