"""The Stichwahl notice for Sachsen-Anhalt (§ 30a Abs. 2 KWG LSA) and the Saarland (§ 79 Abs. 1 KWG): the day
and the names of the two persons with their votes; the JSON is BW's shape plus ``"stimmen"``; what the law
makes impossible (a third with more votes, a majority in the first ballot, no votes recorded) is refused."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import pdf_text, roh_von

from .conftest import REPO

ST = REPO / "examples" / "beispielstedt-st-2027.toml"
SL = REPO / "examples" / "musterbach-sl-2027.toml"
Cli = Callable[..., tuple[int, str, str]]


def _roh(datei: Path) -> dict[str, Any]:
    return roh_von(datei, listen_absolut=True)


def _text(pdf: Path) -> str:
    return pdf_text(pdf)


@pytest.mark.parametrize(
    ("datei", "datum", "erwartet"),
    [
        (ST, "2027-06-08", [("aehnlich", 2210), ("novakova", 2050)]),
        (SL, "2027-06-15", [("klein", 3890), ("becker", 3410)]),
    ],
)
def test_json_mit_stimmen(datei: Path, datum: str, erwartet: list[tuple[str, int]], notices_cli: Cli) -> None:
    """BW's JSON shape plus "stimmen" (the votes of the first ballot), more votes first."""
    code, aus, fehler = notices_cli("bekanntmachung", datei, "--stichwahl", "--json", "--datum", datum)
    assert code == 0, fehler
    daten = json.loads(aus)
    assert daten["art"] == "stichwahl" and daten["spaetestens"] is None
    assert [(b["id"], b["stimmen"]) for b in daten["bewerber"]] == erwartet
    assert {"nr", "id", "familienname", "vornamen", "beruf", "geburtsjahr", "ort"} <= set(daten["bewerber"][0])
    assert "unverzüglich" in fehler  # § 30a Abs. 2 KWG LSA / § 79 Abs. 1 KWG: no fixed last day


@pytest.mark.parametrize(
    ("datei", "saetze"),
    [
        (
            ST,
            [
                "Stichwahl zur Bürgermeisterwahl in Beispielstedt am Sonntag, 20. Juni 2027",
                "hat kein Bewerber mehr als die Hälfte der abgegebenen gültigen Stimmen erhalten (§ 30 Abs. 8 KWG LSA)",
                "1. Ähnlich Petra 2.210",
                "2. Nováková Jana 2.050",
                "(§ 30a Abs. 1 Satz 3 KWG LSA)",
            ],
        ),
        (
            SL,
            [
                "Stichwahl zur Bürgermeisterwahl in Musterbach am Sonntag, 27. Juni 2027",
                "Die Stichwahl findet am Sonntag, 27. Juni 2027 statt (§ 74 Abs. 4 KWG). An ihr nehmen teil "
                "(§ 79 Abs. 1 Satz 1 KWG)",
                "1. Klein Sabine 3.890",
                "2. Becker Michael 3.410",
            ],
        ),
    ],
)
def test_pdf_nur_namen_und_stimmen(datei: Path, saetze: list[str], notices_cli: Cli, tmp_path: Path) -> None:
    """The notice shows the day, the names and the votes – no Beruf, no Geburtsjahr, no place."""
    ziel = tmp_path / "s.pdf"
    code, _, fehler = notices_cli("bekanntmachung", datei, "--stichwahl", "--datum", "2027-06-15", "--out", ziel)
    assert code == 0, fehler
    text = _text(ziel)
    for satz in saetze:
        assert satz in text
    for verboten in ("Lehrerin", "Verwaltungswirtin", "1979", "1977", "KomWO", "KomWG", "GemO"):
        assert verboten not in text


def _stichwahl(toml_datei: Callable[[dict[str, Any]], Path], roh: dict[str, Any], notices_cli: Cli) -> tuple[int, str]:
    code, _, fehler = notices_cli("bekanntmachung", toml_datei(roh), "--stichwahl", "--json", "--datum", "2027-06-15")
    return code, fehler


@pytest.mark.parametrize("datei", [ST, SL])
def test_stimmen_fehlen(datei: Path, toml_datei: Callable[[dict[str, Any]], Path], notices_cli: Cli) -> None:
    roh = _roh(datei)
    teilnehmer = roh["stichwahl"]["teilnehmer"][1]
    for b in roh["bewerber"]:
        if b["id"] == teilnehmer:
            del b["stimmen_erste_wahl"]
    code, fehler = _stichwahl(toml_datei, roh, notices_cli)
    assert code == 2 and ".stimmen_erste_wahl: fehlt bei" in fehler and "Traceback" not in fehler


@pytest.mark.parametrize(("datei", "vorschrift"), [(ST, "§ 30a Abs. 1 Satz 1 KWG LSA"), (SL, "§ 79 Abs. 1 Satz 1 KWG")])
def test_eine_dritte_person_hat_mehr_stimmen(
    datei: Path, vorschrift: str, toml_datei: Callable[[dict[str, Any]], Path], notices_cli: Cli
) -> None:
    """Only the two with the most votes take part: a third with more votes than a participant is refused."""
    roh = _roh(datei)
    andere = next(b for b in roh["bewerber"] if b["id"] not in roh["stichwahl"]["teilnehmer"])
    andere["stimmen_erste_wahl"] = 3500
    code, fehler = _stichwahl(toml_datei, roh, notices_cli)
    assert code == 2 and "stichwahl.teilnehmer" in fehler and vorschrift in fehler


@pytest.mark.parametrize(("datei", "vorschrift"), [(ST, "§ 30 Abs. 8 KWG LSA"), (SL, "§ 72 Abs. 2 Satz 2 KWG")])
def test_mehr_als_die_haelfte_keine_stichwahl(
    datei: Path, vorschrift: str, toml_datei: Callable[[dict[str, Any]], Path], notices_cli: Cli
) -> None:
    """Elected with more than half of the valid votes: no Stichwahl (a boundary: exactly half is not more)."""
    roh = _roh(datei)
    gesamt = sum(b["stimmen_erste_wahl"] for b in roh["bewerber"])
    erster = next(b for b in roh["bewerber"] if b["id"] == roh["stichwahl"]["teilnehmer"][0])
    rest = gesamt - erster["stimmen_erste_wahl"]
    erster["stimmen_erste_wahl"] = rest  # exactly half: a Stichwahl
    code, fehler = _stichwahl(toml_datei, copy.deepcopy(roh), notices_cli)
    assert code == 0, fehler
    erster["stimmen_erste_wahl"] = rest + 1  # more than half: elected
    code, fehler = _stichwahl(toml_datei, roh, notices_cli)
    assert code == 2 and "eine Stichwahl findet nicht statt" in fehler and vorschrift in fehler


def test_nicht_zugelassen_nimmt_nicht_teil(toml_datei: Callable[[dict[str, Any]], Path], notices_cli: Cli) -> None:
    roh = _roh(ST)
    next(b for b in roh["bewerber"] if b["id"] == "novakova")["zugelassen"] = False
    code, fehler = _stichwahl(toml_datei, roh, notices_cli)
    assert code == 2 and "stichwahl.teilnehmer[2]" in fehler and "nicht zugelassen" in fehler


def test_ohne_stichwahltag(toml_datei: Callable[[dict[str, Any]], Path], notices_cli: Cli) -> None:
    roh = _roh(SL)
    del roh["wahl"]["stichwahltag"]
    code, fehler = _stichwahl(toml_datei, roh, notices_cli)
    assert code == 2 and "wahl.stichwahltag: fehlt" in fehler and "§ 74 Abs. 2 Satz 2 KWG" in fehler


def test_los_bei_stimmengleichheit_st(
    toml_datei: Callable[[dict[str, Any]], Path], notices_cli: Cli, tmp_path: Path
) -> None:
    """A tie for the second place is decided by the Wahlleiter's Los (§ 30a Abs. 1 Satz 2 KWG LSA): stated."""
    roh = _roh(ST)
    next(b for b in roh["bewerber"] if b["id"] == "zoellner")["stimmen_erste_wahl"] = 2050
    ziel = tmp_path / "s.pdf"
    code, _, fehler = notices_cli(
        "bekanntmachung", toml_datei(roh), "--stichwahl", "--datum", "2027-06-15", "--out", ziel
    )
    assert code == 0, fehler
    assert "das von der Wahlleitung gezogene Los entschieden" in _text(ziel)


def test_alte_fassung_st_zugelassene_bewerbungen(
    toml_datei: Callable[[dict[str, Any]], Path], notices_cli: Cli, tmp_path: Path
) -> None:
    """Before 27.04.2023 (§ 30a Abs. 2 KWG LSA a. F.): the admitted applications by the 8th day, alphabetical,
    as the notice of the first ballot – the votes were not part of it."""
    roh = _roh(ST)
    roh["wahl"].update(
        wahltag=date(2022, 9, 11),
        stichwahltag=date(2022, 9, 25),
        stellenausschreibung=date(2022, 6, 1),
        einreichungsfrist_ende=date(2022, 8, 15),
    )
    roh["wahl"].pop("bekanntmachung_der_wahl")
    for b in roh["bewerber"]:
        b.pop("unterlagen", None)
        if b["id"] == "novakova":
            b["stimmen_erste_wahl"] = 2300  # more votes, but the old notice is alphabetical
    datei = toml_datei(roh)
    code, aus, fehler = notices_cli("bekanntmachung", datei, "--stichwahl", "--json", "--datum", "2022-09-17")
    assert code == 0, fehler
    daten = json.loads(aus)
    assert daten["spaetestens"] == "2022-09-17" and [b["id"] for b in daten["bewerber"]] == ["aehnlich", "novakova"]
    code, _, fehler = notices_cli("bekanntmachung", datei, "--stichwahl", "--json", "--datum", "2022-09-18")
    assert code == 2 and "17. September 2022" in fehler
    ziel = tmp_path / "alt.pdf"
    code, _, fehler = notices_cli("bekanntmachung", datei, "--stichwahl", "--datum", "2022-09-17", "--out", ziel)
    assert code == 0, fehler
    text = _text(ziel)
    assert "Zugelassene Bewerbungen für die Stichwahl" in text and "(§ 30a Abs. 2 Satz 1 KWG LSA a. F.)" in text
    assert "2.210" not in text


@pytest.mark.parametrize("datei", [ST, SL])
def test_benachrichtigung_nur_bw(datei: Path, notices_cli: Cli) -> None:
    """The letter of § 20a KomWO is BW's alone: refused with one sentence."""
    code, _, fehler = notices_cli("stichwahl-benachrichtigung", datei, "--person", "aehnlich", "--json")
    assert code == 2 and "nicht vorgesehen" in fehler and fehler.count("\n") == 1 and "Traceback" not in fehler


@pytest.mark.parametrize(
    ("datei", "stichwahl", "erwartet"),
    [
        (ST, False, date(2027, 4, 9)),  # "unverzüglich" after the admission, at the latest on the 58th day
        (ST, True, date(2027, 6, 7)),  # "unverzüglich" after the committee's finding: the day after the ballot
        (SL, False, date(2027, 4, 26)),  # the 48th day (§ 76 Abs. 3 Satz 3 KWG)
        (SL, True, date(2027, 6, 14)),
    ],
)
def test_datum_im_archiv(datei: Path, stichwahl: bool, erwartet: date) -> None:
    """The archived notice carries a date the law allows, the same on any day (no clock)."""
    from notices.dienste import lade
    from notices.dokumente import bekanntmachung as bm

    assert bm.ausgabetag(bm.erstelle(lade(datei), stichwahl=stichwahl)) == erwartet
