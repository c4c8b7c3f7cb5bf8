"""`notices fristen` and `notices beispiel` as a clerk and an integrator use them."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from icalendar import Calendar

from .conftest import BEISPIEL, Beispiel

Cli = Callable[..., tuple[int, str, str]]


def test_fristen_tabelle(notices_cli: Cli) -> None:
    code, aus, fehler = notices_cli("fristen", BEISPIEL)
    assert code == 0 and fehler == ""
    assert "Wahltag: Sonntag, 14. März 2027" in aus
    assert "Freitag, 26. Februar 2027" in aus  # zulassung_spaetestens
    assert "Montag, 21. Dezember 2026, 07:30 Uhr" in aus
    assert "§ 10 Abs. 5 Satz 1 KomWG – 16. Tag vor dem Wahltag (Sonntag, 14.03.2027)" in aus
    assert "Fällt auf einen gesetzlichen Feiertag (Karfreitag); die Frist verschiebt sich nicht (§ 56 KomWG)." in aus


def test_fristen_json_vertrag(notices_cli: Cli) -> None:
    code, aus, _ = notices_cli("fristen", BEISPIEL, "--json")
    assert code == 0
    daten = json.loads(aus)
    assert daten["land"] == "BW"
    assert "01.08.2023" in daten["rechtsstand"]
    fristen = {f["id"]: f for f in daten["fristen"]}
    for f in daten["fristen"]:
        assert {"id", "datum", "uhrzeit", "vorschrift", "beschreibung"} <= set(f)
        date.fromisoformat(f["datum"])
        assert f["vorschrift"].startswith("§ ")
    assert fristen["gleichzeitiger_eingang_bis"]["datum"] == "2026-12-21"
    assert fristen["gleichzeitiger_eingang_bis"]["uhrzeit"] == "07:30"
    assert fristen["einreichungsfrist_ende"]["uhrzeit"] == "18:00"
    assert fristen["zulassung_spaetestens"]["uhrzeit"] is None
    assert fristen["stichwahl_zulassung_spaetestens"]["datum"] == "2027-03-26"
    erwartet = {
        "einreichungsfrist_beginn",
        "gleichzeitiger_eingang_bis",
        "einreichungsfrist_ende_fruehestens",
        "einreichungsfrist_ende",
        "zulassung_spaetestens",
        "bekanntmachung_spaetestens",
        "stichwahl_zustimmung_bis",
        "stichwahl_zulassung_spaetestens",
        "stichwahl_bekanntmachung_spaetestens",
    }
    assert erwartet <= set(fristen)


def test_fristen_ics(notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / "fristen.ics"
    code, aus, _ = notices_cli("fristen", BEISPIEL, "--ics", ziel)
    assert code == 0 and "geschrieben" in aus
    kal = Calendar.from_ical(ziel.read_bytes())
    ereignisse = {str(e["summary"]): e for e in kal.walk("VEVENT")}
    zulassung = next(e for s, e in ereignisse.items() if s.startswith("Sitzung des Gemeindewahlausschusses"))
    assert zulassung.decoded("dtstart") == date(2027, 2, 26)
    ende = next(e for s, e in ereignisse.items() if s.startswith("Ende der Einreichungsfrist"))
    assert ende.decoded("dtstart").hour == 18
    # the same data gives the same bytes; a second run keeps the file as it is
    vorher = ziel.read_bytes()
    code, aus, _ = notices_cli("fristen", BEISPIEL, "--ics", ziel)
    assert code == 0 and "unverändert" in aus and ziel.read_bytes() == vorher


def test_ics_ueberschreibt_nichts(notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / "fristen.ics"
    ziel.write_bytes(b"eine andere Datei")
    code, _, _ = notices_cli("fristen", BEISPIEL, "--ics", ziel)
    assert code == 0
    assert ziel.read_bytes() == b"eine andere Datei"
    assert (tmp_path / "fristen.2.ics").read_bytes().startswith(b"BEGIN:VCALENDAR")


def test_fehlerhafte_datei_exit_2_und_nichts_geschrieben(
    notices_cli: Cli, toml_datei: Callable[[dict[str, Any]], Path], beispiel_roh: dict[str, Any], tmp_path: Path
) -> None:
    beispiel_roh["bewerber"][2]["anschrift"]["plz"] = "7099"
    beispiel_roh["wahl"]["wahltag"] = date(2027, 3, 13)  # a Saturday; the other dates still fit
    datei = toml_datei(beispiel_roh)
    ziel = tmp_path / "aus.ics"
    code, aus, fehler = notices_cli("fristen", datei, "--ics", ziel)
    assert code == 2 and aus == ""
    zeilen = fehler.strip().splitlines()
    assert len(zeilen) == 3  # the PLZ, the Wahltag, and the Stichwahltag that no longer fits it
    assert f"Fehler: {datei}: bewerber[3].anschrift.plz: „7099“ ist keine fünfstellige Postleitzahl" in zeilen
    assert any("wahl.wahltag: Samstag, 13. März 2027 ist kein Sonntag" in z for z in zeilen)
    assert not ziel.exists()


def test_aufruffehler_auf_deutsch(notices_cli: Cli) -> None:
    code, _, fehler = notices_cli("fristen")
    assert code == 2 and "Fehler: es fehlen die Angaben: DATEI" in fehler


def test_kein_traceback_im_echten_prozess(tmp_path: Path) -> None:
    datei = tmp_path / "kaputt.toml"
    datei.write_bytes(b"\xff\xfe[wahl]")
    lauf = subprocess.run(
        [sys.executable, "-m", "notices", "fristen", str(datei)], capture_output=True, text=True, check=False
    )
    assert lauf.returncode == 2
    assert "Traceback" not in lauf.stderr
    assert lauf.stderr.strip() == (
        f"Fehler: {datei}: Die Datei „{datei}“ ist nicht in UTF-8 gespeichert (Zeile 1); bitte als UTF-8 speichern."
    )


def test_fristen_laedt_kein_weasyprint() -> None:
    """`notices fristen` and `--help` stay fast: WeasyPrint is imported only where PDFs are made, and the
    calendar loads neither the admission check, the signer lists, the templates nor the documents' layer."""
    code = (
        "import sys, contextlib, io\n"
        "from notices import cli\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    cli.main(['fristen', {str(BEISPIEL)!r}, '--json'])\n"
        "    try:\n"
        "        cli.main(['--help'])\n"
        "    except SystemExit:\n"
        "        pass\n"
        "assert 'weasyprint' not in sys.modules, 'weasyprint imported'\n"
        "ungebraucht = {'notices.dienste', 'notices.pruefung', 'notices.unterschriften', 'jinja2'} & set(sys.modules)\n"
        "assert not ungebraucht, ungebraucht  # issue 32: only what the calendar uses\n"
    )
    lauf = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert lauf.returncode == 0, lauf.stderr


def test_beispiel_schreibt_fristen(notices_cli: Cli, tmp_path: Path, beispiellauf: Callable[[str], Beispiel]) -> None:
    """`notices beispiel` = `notices alle` on the built-in example: the calendar is in the election's folder.
    The first run is the session's (BW, the default Land), the second runs on a copy of it."""
    ordner = tmp_path / "ausgabe"
    shutil.copytree(beispiellauf("BW").ziel, ordner)
    wahl = ordner / "musterhausen-2027-03-14"
    assert json.loads((wahl / "fristen.json").read_text("utf-8"))["land"] == "BW"
    assert (wahl / "fristen.ics").read_bytes().startswith(b"BEGIN:VCALENDAR")
    inhalt = {p.relative_to(ordner): p.read_bytes() for p in ordner.rglob("*") if p.is_file()}
    code, aus, _ = notices_cli("beispiel", "--out", ordner)
    assert code == 0 and "neu:" not in aus  # nothing new on the second run
    assert {p.relative_to(ordner): p.read_bytes() for p in ordner.rglob("*") if p.is_file()} == inhalt


@pytest.mark.parametrize(("land", "ordner_name"), [("ST", "beispielstedt-2027-06-06"), ("SL", "musterbach-2027-06-13")])
def test_beispiel_anderer_laender(beispiellauf: Callable[[str], Beispiel], land: str, ordner_name: str) -> None:
    lauf = beispiellauf(land)  # the session's notices beispiel --land ST|SL
    ziel, aus, fehler = lauf.ziel, lauf.aus, lauf.fehler
    assert "KomWO" not in aus + fehler and "Anlage 15" not in aus + fehler  # the Land's own forms, not BW's
    daten = json.loads((ziel / ordner_name / "fristen.json").read_text("utf-8"))
    assert daten["land"] == land
    assert "einreichung_bis" in {f["id"] for f in daten["fristen"]}
    assert (ziel / ordner_name / "bekanntmachung.pdf").exists()
    assert (ziel / ordner_name / "bekanntmachung-stichwahl.pdf").exists()
    assert len(list((ziel / ordner_name).glob("formblatt-*"))) == 2  # two applicants need support


def test_standardname_bleibt_im_ordner(
    notices_cli: Cli,
    toml_datei: Callable[[dict[str, Any]], Path],
    beispiel_roh: dict[str, Any],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without --out a document is named from fixed words and the id made safe: ``../`` cannot leave the folder."""
    beispiel_roh["bewerber"][1]["id"] = "../../Böse/CON"
    beispiel_roh["stichwahl"]["teilnehmer"][0] = "../../Böse/CON"
    datei = toml_datei(beispiel_roh)
    arbeit = tmp_path / "arbeit"
    arbeit.mkdir()
    monkeypatch.chdir(arbeit)
    code, aus, fehler = notices_cli("versicherung", datei, "--bewerber", "../../Böse/CON")
    assert "versicherung-boese-con.pdf" in aus
    assert code == 0, fehler
    assert [p.name for p in arbeit.iterdir()] == ["versicherung-boese-con.pdf"]
    assert not list(tmp_path.glob("*.pdf"))
