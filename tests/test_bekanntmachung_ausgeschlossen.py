"""A public notice never announces as admitted whom the law excludes (R-ALLE-12): a person recorded with
``zugelassen = true`` who is not eligible on the Wahltag, or whose recorded signer list holds fewer support
signatures than the quorum, is refused with one sentence naming the person and the reason – in every Land,
for the PDF and the JSON alike, exit code 2, nothing written."""

from __future__ import annotations

import shutil
import tomllib
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from notices import recht
from notices.dienste import bekanntmachung_pdf, validiere
from notices.dokumente import bekanntmachung as bm
from notices.fehler import Eingabefehler
from tests.conftest import REPO

Cli = Callable[..., tuple[int, str, str]]
LAENDER = [land.code for land in recht.laender()]
OHNE_UNTERSTUETZUNG = {"MV"}
"""Länder whose law asks no support signatures for this election (MV, R-MV-03): no list can fall short."""


def _beispiel(code: str) -> tuple[Path, dict[str, Any]]:
    pfad = REPO / "examples" / recht.land(code).beispiel
    return pfad, tomllib.loads(pfad.read_text("utf-8"))


def _mit_liste(roh: dict[str, Any], basis: Path) -> dict[str, Any]:
    """The first admitted applicant with a signer list whose quorum is above zero."""
    daten = validiere(roh)
    for b in daten.bewerber:
        if b.zugelassen and b.unterschriften and recht.quorum(daten.wahl, b.amtsinhaber, bewerber=b).anzahl > 0:
            return next(r for r in roh["bewerber"] if r["id"] == b.id)
    raise AssertionError(f"{basis}: no admitted applicant with a signer list")


def _zu_jung(roh: dict[str, Any]) -> date:
    """A birth date one day too late for the minimum age on the example's Wahltag."""
    wahltag = roh["wahl"]["wahltag"]
    grenze = recht.rechtsstand(validiere(roh).wahl).pruefung.wahlalter_am(wahltag)
    assert grenze is not None
    return date(wahltag.year - grenze.mindestens, wahltag.month, wahltag.day + 1)


@pytest.mark.parametrize("code", LAENDER)
def test_nicht_waehlbar_wird_nicht_als_zugelassen_bekannt_gemacht(code: str, notices_cli: Cli, tmp_path: Path) -> None:
    pfad, roh = _beispiel(code)
    shutil.copytree(pfad.parent / "unterschriften", tmp_path / "unterschriften")
    opfer = next(b for b in roh["bewerber"] if b.get("zugelassen") is True)
    opfer["geburtsdatum"] = _zu_jung(roh)
    datei = tmp_path / "wahl.toml"
    datei.write_text(tomli_w.dumps(roh), "utf-8")
    ziel = tmp_path / "bekanntmachung.pdf"
    for weitere in ((), ("--json",)):
        code_, aus, fehler = notices_cli("bekanntmachung", datei, "--trotz-fristablauf", "--out", ziel, *weitere)
        assert code_ == 2, fehler
        assert ".zugelassen" in fehler and "ist als zugelassen eingetragen" in fehler
        assert "Lebensjahr noch nicht vollendet" in fehler and "nicht wählbar" in fehler
        assert "Traceback" not in fehler and aus == ""
        assert not ziel.exists()


@pytest.mark.parametrize("code", [c for c in LAENDER if c not in OHNE_UNTERSTUETZUNG])
def test_zu_wenige_unterschriften_werden_nicht_als_zugelassen_bekannt_gemacht(
    code: str, notices_cli: Cli, tmp_path: Path
) -> None:
    """NW: a single proposal with 100 of the 150 signatures it needs was printed, exit 0 (the reviewer's case)."""
    pfad, roh = _beispiel(code)
    shutil.copytree(pfad.parent / "unterschriften", tmp_path / "unterschriften")
    b = _mit_liste(roh, pfad)
    liste = tmp_path / b["unterschriften"]
    zeilen = liste.read_text("utf-8").splitlines()
    liste.write_text("\n".join(zeilen[:4]) + "\n", "utf-8")  # the header and three signers
    datei = tmp_path / "wahl.toml"
    datei.write_text(tomli_w.dumps(roh), "utf-8")
    code_, aus, fehler = notices_cli("bekanntmachung", datei, "--trotz-fristablauf", "--json")
    assert code_ == 2, fehler
    assert "ist als zugelassen eingetragen" in fehler and "erforderlichen Unterstützungsunterschriften" in fehler
    assert b["unterschriften"] in fehler and aus == ""


def test_ohne_listen_bleibt_die_waehlbarkeit_geprueft() -> None:
    """The service without the data file's folder (the web's call) still refuses a person not eligible."""
    _, roh = _beispiel("BW")
    weber = next(b for b in roh["bewerber"] if b["id"] == "weber")
    weber["geburtsdatum"] = date(2009, 3, 15)  # 18 only the day after the Wahltag 14.03.2027
    daten = validiere(roh)
    with pytest.raises(Eingabefehler) as e:
        bekanntmachung_pdf(daten, stichwahl=False, datum=date(2027, 2, 27))
    [p] = e.value.probleme
    assert p.pfad.endswith(".zugelassen") and p.text.startswith("Jonas Weber ist als zugelassen eingetragen")
    assert "am Wahltag (14.03.2027) ist das 18. Lebensjahr noch nicht vollendet (erst ab 15.03.2027)" in p.text
    with pytest.raises(Eingabefehler):
        bm.erstelle(daten)


def test_stichwahl_teilnehmer_nicht_waehlbar() -> None:
    """The Stichwahl notice (BW § 10a Abs. 4 KomWG): its participants are eligible on the Stichwahltag."""
    _, roh = _beispiel("BW")
    huber = next(p for p in roh["stichwahl_bewerber"] if p["id"] == "huber")
    huber["geburtsdatum"] = date(2009, 4, 5)  # 18 the day after the Stichwahl (04.04.2027)
    daten = validiere(roh)
    bm.erstelle(daten)  # the first ballot does not concern him
    with pytest.raises(Eingabefehler) as e:
        bm.erstelle(daten, stichwahl=True)
    [p] = e.value.probleme
    assert p.pfad == "stichwahl_bewerber[1].zugelassen" and "(04.04.2027)" in p.text


@pytest.mark.parametrize("code", sorted(OHNE_UNTERSTUETZUNG))
def test_ohne_unterstuetzung_braucht_niemand_eine_liste(code: str) -> None:
    """The Länder left out above: no applicant of the example needs a single support signature."""
    _pfad, roh = _beispiel(code)
    daten = validiere(roh)
    assert all(recht.quorum(daten.wahl, b.amtsinhaber, bewerber=b).anzahl == 0 for b in daten.bewerber)
