"""`notices alle` and `notices beispiel` as a clerk uses them: every document of an election in one
folder, a manifest, a Wahlakte; batches in parallel; a killed run; hostile ids and names; a batch
with an invalid file."""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from notices import archiv
from notices.exitcodes import EXIT_FEHLGESCHLAGEN
from notices.render import daten_json
from tests.conftest import BEISPIEL, REPO, roh_von, schreibe_wahl

Cli = Callable[..., tuple[int, str, str]]
ORDNER = "musterhausen-2027-03-14"


def _klein(gemeinde: str) -> dict[str, Any]:
    """A small election (two applicants, no run-off) for batch tests."""
    roh = roh_von(BEISPIEL)
    roh["bewerber"] = [b for b in roh["bewerber"] if b["id"] in ("schaefer", "weber")]
    del roh["stichwahl"], roh["stichwahl_bewerber"]
    roh["wahl"]["gemeinde"] = gemeinde
    return roh


def _stand(ordner: Path) -> dict[str, tuple[bytes, int]]:
    return {
        str(p.relative_to(ordner)): (p.read_bytes() if p.is_file() else b"", p.stat().st_mtime_ns)
        for p in sorted(ordner.rglob("*"))
    }


def _inhalte(ordner: Path) -> dict[str, bytes]:
    return {str(p.relative_to(ordner)): p.read_bytes() for p in sorted(ordner.rglob("*")) if p.is_file()}


def _notices(
    *args: str | Path, timeout: int = 600, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "notices", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        cwd=REPO,
        env=None if env is None else {**os.environ, **env},
    )


# ------------------------------------------------------------------------------------------------
# notices beispiel = notices alle examples/musterhausen-2027.toml


@pytest.fixture
def beispiel_archiv(beispiele: Callable[[str], tuple[Path, str]]) -> tuple[Path, str]:
    return beispiele("BW")


def _manifest(ordner: Path) -> dict[str, Any]:
    return json.loads((ordner / "manifest.json").read_text("utf-8"))


ERWARTET = {
    "fristen.pdf": ("fristen", "dauernd"),
    "fristen.ics": ("fristen", "dauernd"),
    "fristen.json": ("fristen", "dauernd"),
    "bekanntmachung.pdf": ("bekanntmachung", "dauernd"),
    "bekanntmachung.json": ("bekanntmachung", "dauernd"),
    "bekanntmachung-stichwahl.pdf": ("bekanntmachung", "dauernd"),
    "bekanntmachung-stichwahl.json": ("bekanntmachung", "dauernd"),
    "pruefbericht.pdf": ("pruefbericht", "unterstuetzung"),
    "pruefbericht.csv": ("pruefbericht", "unterstuetzung"),
    "pruefbericht.json": ("pruefbericht", "unterstuetzung"),
    "pruefbericht-stichwahl.pdf": ("pruefbericht", "unterstuetzung"),
    "pruefbericht-stichwahl.csv": ("pruefbericht", "unterstuetzung"),
    "pruefbericht-stichwahl.json": ("pruefbericht", "unterstuetzung"),
    "wahlakte.pdf": ("wahlakte", "unterstuetzung"),
}


def test_beispiel_alle_dokumente(beispiel_archiv: tuple[Path, str]) -> None:
    ziel, aus = beispiel_archiv
    # the election folder, and beside it (not in it) the hidden lock file of the archive (filelock)
    assert sorted(p.name for p in ziel.iterdir()) == [f".{ORDNER}.lock", ORDNER]
    ordner = ziel / ORDNER
    m = _manifest(ordner)
    arten = {e["pfad"]: (e["art"], e["aufbewahrung"]) for e in m["dateien"]}
    for pfad, erwartet in ERWARTET.items():
        assert arten.pop(pfad) == erwartet, pfad
    personen = {}
    for pfad, (art, klasse) in arten.items():
        stamm = pfad.removesuffix(".pdf")
        art_name, _, rest = stamm.partition("-")
        personen.setdefault(rest.rsplit("-", 1)[0], set()).add(art_name)
        assert (
            klasse
            == {
                "formblatt": "unterstuetzung",
                "bescheinigung": "bewerbung",
                "versicherung": "bewerbung",
                "maengelschreiben": "unterstuetzung",  # it reports the check of the signatures, like the Prüfbericht
            }[art]
        )
    # The Formblatt only where signatures are needed: not for the mayor standing again (§ 10 Abs. 2 KomWG),
    # and not for a run-off person who did not apply (§ 10a Abs. 2 KomWG: consent, no signatures).
    assert personen == {
        "mustermann": {"bescheinigung", "versicherung"},
        "schaefer": {"formblatt", "bescheinigung", "versicherung"},
        "yilmaz": {"formblatt", "bescheinigung", "versicherung"},
        "weber": {"formblatt", "bescheinigung", "versicherung"},
        "krause": {"formblatt", "bescheinigung", "versicherung", "maengelschreiben"},  # the one with defects
        # the run-off person lives in the Gemeinde: no Wählbarkeitsbescheinigung (§ 20a Abs. 2 Satz 2 Nr. 1 KomWO)
        "huber": {"versicherung"},
    }
    assert "Hinweis: nicht erzeugt: Wählbarkeitsbescheinigung (Anlage 16 KomWO), huber: nicht nötig" in aus
    assert f"neu: {ORDNER}/wahlakte.pdf" in aus
    assert "Fertig: 1 Wahl ohne Fehler." in aus


def test_beispiel_manifest_fristen(beispiel_archiv: tuple[Path, str]) -> None:
    m = _manifest(beispiel_archiv[0] / ORDNER)
    for e in m["dateien"]:
        if e["aufbewahrung"] == "dauernd":
            assert e["loeschen_nach"] is None
        else:
            # Stichwahltag 04.04.2027 + 1 week (§ 31 Abs. 1 KomWG) + 1 month (§ 30 Abs. 1 KomWG)
            assert e["loeschen_nach"] == "2027-05-11"
        if e["art"] == "bekanntmachung":
            assert e["internet_loeschen_bis"] == "2027-10-04"  # § 55 Abs. 3 Satz 4 KomWO
        else:
            assert e["internet_loeschen_bis"] is None
        assert e["bewerber_id"] in (None, "mustermann", "schaefer", "yilmaz", "weber", "krause", "huber")
        # titles carry no personal names: they stay in the manifest after a deletion
        for name in ("Schäfer", "Yılmaz", "Weber", "Krause", "Huber", "Mustermann"):
            assert name not in e["titel"]


def test_beispiel_zweimal_aendert_nichts(beispiel_archiv: tuple[Path, str], tmp_path: Path, notices_cli: Cli) -> None:
    ziel = tmp_path / "ausgabe"
    shutil.copytree(beispiel_archiv[0], ziel)
    vorher = _stand(ziel)
    code, aus, fehler = notices_cli("beispiel", "--out", ziel)
    assert code == 0, fehler
    assert "neu:" not in aus and "version:" not in aus
    assert "30 unverändert" in aus
    assert _stand(ziel) == vorher


def test_beispiel_archiv_pruefen_sauber(beispiel_archiv: tuple[Path, str], notices_cli: Cli) -> None:
    code, aus, fehler = notices_cli("archiv-pruefen", beispiel_archiv[0], "--json", "--stichtag", "2027-03-20")
    assert code == 0, aus + fehler
    bericht = json.loads(aus)
    assert bericht["sauber"] is True
    (eins,) = bericht["archive"]
    geprueft = dict(eins["geprueft"])
    # every document rendered again from its data and equal, but the two Prüfberichte (PDF, CSV and JSON, for
    # the election and for the Stichwahl) and the Mängelschreiben made from signer lists, which are not in the
    # archive; the Wahlakte that binds them is made again with them as archived (issue 33) and equal
    assert geprueft.pop("nachgerechnet") == geprueft["dateien"] - 7
    nicht = {h["pfad"] for h in eins["hinweise"] if h["art"] == "nicht_nachgerechnet"}
    briefe = {p for p in nicht if p.startswith("maengelschreiben-krause-")}
    assert len(briefe) == 1
    assert (
        nicht
        == set(eins["nicht_geprueft"])
        == {
            "pruefbericht.pdf",
            "pruefbericht.csv",
            "pruefbericht.json",
            "pruefbericht-stichwahl.pdf",
            "pruefbericht-stichwahl.csv",
            "pruefbericht-stichwahl.json",
            *briefe,
        }
    )
    assert geprueft == {"dateien": 30, "pdf": 22, "nicht_geprueft": 7}
    assert eins["probleme"] == [] and eins["faellig"] == []


def test_wahlakte(beispiel_archiv: tuple[Path, str]) -> None:
    ordner = beispiel_archiv[0] / ORDNER
    m = _manifest(ordner)
    teile = [e for e in m["dateien"] if e["pfad"].endswith(".pdf") and e["art"] != "wahlakte"]
    akte = PdfReader(ordner / "wahlakte.pdf")
    # every document whole, but the Formblatt (printed once per signature needed) only once
    seiten = sum(len(PdfReader(ordner / e["pfad"]).pages) for e in teile if e["art"] != "formblatt")
    formblaetter = [e for e in teile if e["art"] == "formblatt"]
    kopien = 25  # 18 450 inhabitants: 25 signatures, one sheet each (§ 10 Abs. 2 KomWG)
    seiten += sum(len(PdfReader(ordner / e["pfad"]).pages) // kopien for e in formblaetter)
    assert len(akte.pages) == seiten

    def titel(gliederung: list[Any]) -> list[Any]:
        ergebnis: list[Any] = []
        for eintrag in gliederung:
            if isinstance(eintrag, list):
                ergebnis.append(titel(eintrag))
            else:
                ergebnis.append(eintrag.title)
        return ergebnis

    baum = titel(akte.outline)
    flach = [t for t in baum if isinstance(t, str)]
    assert flach[0] == "Fristenkalender"
    assert "Bewerbung: Dr. Anna Schäfer" in flach
    assert "Stichwahl: Thomas Huber" in flach
    assert flach[-4:] == [
        "Prüfbericht zur Zulassung der Bewerbungen",
        "Prüfbericht zur Zulassung zur Stichwahl",
        "Öffentliche Bekanntmachung der zugelassenen Bewerbungen",
        "Öffentliche Bekanntmachung der Stichwahl",
    ]
    i = baum.index("Bewerbung: Dr. Anna Schäfer")
    assert baum[i + 1] == [
        "Formblatt für Unterstützungsunterschriften (Anlage 15 KomWO)",
        "Wählbarkeitsbescheinigung (Anlage 16 KomWO)",
        "Versicherung an Eides statt (Anlage 17 KomWO)",
    ]
    # one bookmark per document
    anzahl = sum(len(t) if isinstance(t, list) else 0 for t in baum) + len(
        [t for t in flach if not t.startswith(("Bewerbung:", "Stichwahl:"))]
    )
    assert anzahl == len(teile)
    # archival properties and the attached data
    from notices.dienste import lade as load

    quelle = daten_json(load(BEISPIEL))
    assert archiv.pdfa_kennung(akte) == "3B"
    assert archiv.angehaengte_daten(akte) == quelle
    spec = akte.trailer["/Root"]["/AF"][0].get_object()
    assert spec["/AFRelationship"] == "/Source"
    assert spec["/EF"]["/F"].get_object()["/Subtype"] == "/application/json"
    assert (ordner / "wahlakte.pdf").read_bytes()[:9] == b"%PDF-1.7\n"
    assert archiv.pruefe_pdf((ordner / "wahlakte.pdf").read_bytes(), archiv.sha256(quelle)) == []
    assert "Öffentliche Bekanntmachung" in akte.pages[-1].extract_text() or "Stichwahl" in akte.pages[-1].extract_text()


# ------------------------------------------------------------------------------------------------
# Batches


@pytest.fixture
def batch(tmp_path: Path) -> dict[str, Path]:
    ungueltig = _klein("Cheim")
    ungueltig["bewerber"][0]["anschrift"]["plz"] = "7099"
    return {
        "aheim": schreibe_wahl(tmp_path / "aheim.toml", _klein("Aheim")),
        "beheim": schreibe_wahl(tmp_path / "beheim.toml", _klein("Beheim")),
        "ungueltig": schreibe_wahl(tmp_path / "cheim.toml", ungueltig),
    }


@pytest.mark.langsam
def test_batch_parallel_mit_ungueltiger_datei(batch: dict[str, Path], tmp_path: Path, notices_cli: Cli) -> None:
    """--jobs 2: the invalid file fails with exit code 2 and a German sentence; the others are complete,
    and their bytes are the same as from a run one after the other."""
    ziel = tmp_path / "parallel"
    code, aus, fehler = notices_cli(
        "alle", batch["aheim"], batch["ungueltig"], batch["beheim"], "--out", ziel, "--jobs", "2"
    )
    assert code == 2, fehler
    assert "Traceback" not in fehler
    assert "bewerber[1].anschrift.plz: „7099“ ist keine fünfstellige Postleitzahl" in fehler
    assert f"nicht in Ordnung: {batch['ungueltig']}: ungültige Eingabe" in aus
    assert "Fertig: 2 von 3 ohne Fehler" in aus
    assert sorted(p.name for p in ziel.iterdir() if p.is_dir()) == ["aheim-2027-03-14", "beheim-2027-03-14"]
    assert aus.count("] ") >= 3  # one progress line per election (not a terminal: no bar)
    assert "\r" not in aus
    code, aus, _ = notices_cli("archiv-pruefen", ziel, "--stichtag", "2027-03-20")
    assert code == 0, aus

    nacheinander = tmp_path / "nacheinander"
    code, _, fehler = notices_cli("alle", batch["aheim"], batch["beheim"], "--out", nacheinander, "--jobs", "1")
    assert code == 0, fehler
    assert _inhalte(nacheinander) == _inhalte(ziel)


@pytest.mark.langsam
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_batch_hinterlaesst_keine_temporaeren_schriftordner(batch: dict[str, Path], tmp_path: Path, jobs: str) -> None:
    """WeasyPrint's temporary @font-face folders are removed also in the worker processes of --jobs
    (they end without atexit)."""
    temp = tmp_path / "temp"
    temp.mkdir()
    lauf = _notices(
        "alle", batch["aheim"], batch["beheim"], "--out", tmp_path / "aus", "--jobs", jobs, env={"TMPDIR": str(temp)}
    )
    assert lauf.returncode == 0, lauf.stderr
    assert list(temp.iterdir()) == []


@pytest.mark.langsam
def test_batch_dieselbe_wahl_zweimal(batch: dict[str, Path], tmp_path: Path, notices_cli: Cli) -> None:
    """Two files of the same election never race for one folder: they run one after the other."""
    kopie = tmp_path / "aheim-kopie.toml"
    shutil.copy(batch["aheim"], kopie)
    code, aus, fehler = notices_cli("alle", batch["aheim"], kopie, "--out", tmp_path / "aus", "--json", "--jobs", "4")
    assert code == 0, fehler
    erste, zweite = json.loads(aus)["wahlen"]
    assert {d["was"] for d in erste["dateien"]} == {"neu"}
    assert {d["was"] for d in zweite["dateien"]} == {"unveraendert"}


@pytest.mark.langsam
def test_batch_fehler_in_einer_wahl_stoppt_die_andere_nicht(
    batch: dict[str, Path], tmp_path: Path, notices_cli: Cli
) -> None:
    ziel = tmp_path / "aus"
    (ziel / "aheim-2027-03-14").mkdir(parents=True)
    (ziel / "aheim-2027-03-14" / "manifest.json").write_text("kein json", "utf-8")
    code, aus, fehler = notices_cli("alle", batch["aheim"], batch["beheim"], "--out", ziel, "--jobs", "1")
    assert code == EXIT_FEHLGESCHLAGEN  # an election that could not be completed (its archive is damaged)
    assert "beschädigt" in fehler
    assert f"nicht in Ordnung: {batch['aheim']}: fehlgeschlagen" in aus
    assert (ziel / "beheim-2027-03-14" / "wahlakte.pdf").exists()


@pytest.mark.parametrize("jobs", ["0", "-1", "viele"])
def test_jobs_muss_eine_anzahl_sein(jobs: str, notices_cli: Cli, tmp_path: Path) -> None:
    code, _, fehler = notices_cli("alle", BEISPIEL, "--out", tmp_path, "--jobs", jobs)
    assert code == 2 and "keine Anzahl" in fehler
    assert list(tmp_path.iterdir()) == []


@pytest.mark.langsam
def test_rechtskraft(tmp_path: Path, batch: dict[str, Path], notices_cli: Cli) -> None:
    code, _, fehler = notices_cli("alle", batch["aheim"], "--out", tmp_path / "aus", "--rechtskraft", "2027-12-01")
    assert code == 0, fehler
    m = _manifest(tmp_path / "aus" / "aheim-2027-03-14")
    assert m["loeschen_nach"]["datum"] == "2027-12-01"
    assert {e["loeschen_nach"] for e in m["dateien"] if e["aufbewahrung"] != "dauernd"} == {"2027-12-01"}
    code, _, fehler = notices_cli("alle", batch["aheim"], "--out", tmp_path / "aus", "--rechtskraft", "morgen")
    assert code == 2 and "kein Datum" in fehler


# ------------------------------------------------------------------------------------------------
# kill -9 in the middle of a batch


def _stimmig(ziel: Path) -> None:
    """No partial document: every file is the manifest, a hidden temporary leftover, or a listed file with
    exactly the listed bytes; every entry marked present exists."""
    for ordner in (p for p in ziel.iterdir() if p.is_dir()):
        manifest_pfad = ordner / "manifest.json"
        eintraege = {e["pfad"]: e for e in _manifest(ordner)["dateien"]} if manifest_pfad.exists() else {}
        for datei in ordner.iterdir():
            if datei.name == "manifest.json":
                continue
            if datei.name.startswith(".") and datei.name.endswith(".tmp"):
                continue
            assert datei.name in eintraege, f"{datei} steht nicht im Manifest"
            assert archiv.sha256(datei.read_bytes()) == eintraege[datei.name]["sha256"], f"{datei} ist unvollständig"
        for e in eintraege.values():
            if e["status"] == "vorhanden":
                assert (ordner / e["pfad"]).is_file(), e["pfad"]


@pytest.mark.langsam
def test_kill_9_mitten_im_lauf(tmp_path: Path, notices_cli: Cli) -> None:
    """Killed at a random moment after the first election was stored (the invariant holds at any moment)."""
    dateien = [schreibe_wahl(tmp_path / f"{g}.toml", _klein(g)) for g in ("Aheim", "Beheim", "Cheim")]
    ziel = tmp_path / "aus"
    lauf = subprocess.Popen(
        [sys.executable, "-m", "notices", "alle", *map(str, dateien), "--out", str(ziel), "--jobs", "1"],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        env={**os.environ, "TMPDIR": str(tmp_path)},  # a killed run cannot remove WeasyPrint's font folder
    )
    try:
        ende = time.monotonic() + 120
        while not (ziel / "aheim-2027-03-14" / "manifest.json").exists():
            assert lauf.poll() is None, "the run ended before it could be killed"
            assert time.monotonic() < ende
            time.sleep(0.01)
        time.sleep(random.uniform(0, 1.5))
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(lauf.pid, signal.SIGKILL)
        lauf.wait()
    assert lauf.returncode == -signal.SIGKILL
    _stimmig(ziel)

    code, _, fehler = notices_cli("alle", *dateien, "--out", ziel, "--jobs", "2")
    assert code == 0, fehler
    _stimmig(ziel)
    # archiv-pruefen as a process of its own: the verb's smoke test from the command line
    pruefung = _notices("archiv-pruefen", ziel, "--stichtag", "2027-03-20")
    assert pruefung.returncode == 0, pruefung.stdout
    assert sorted(p.name for p in ziel.iterdir() if p.is_dir()) == [
        "aheim-2027-03-14",
        "beheim-2027-03-14",
        "cheim-2027-03-14",
    ]


# ------------------------------------------------------------------------------------------------
# Hostile ids and names


@pytest.mark.langsam
def test_feindliche_ids_und_namen(tmp_path: Path, notices_cli: Cli) -> None:
    roh = roh_von(BEISPIEL)
    # control characters and overlong ids are refused by the model (tests/test_robust.py); direction marks not
    ids = ["../../etc/passwd", "a/b\\c", "x\u202ey", "\u2066rot\u2069", "CON"]
    for b, i in zip(roh["bewerber"], ids, strict=True):
        b["id"] = i
    roh["stichwahl_bewerber"][0]["id"] = "y" * 100
    roh["stichwahl"]["teilnehmer"] = ["a/b\\c", "y" * 100]
    roh["bewerber"][1]["familienname"] = "<img src='file:///etc/passwd'>/../"
    roh["wahl"]["gemeinde"] = "../../NUL/Zürich"
    datei = schreibe_wahl(tmp_path / "boese.toml", roh)
    ziel = tmp_path / "aus" / "innen"
    code, aus, fehler = notices_cli("alle", datei, "--out", ziel)
    assert code == 0, fehler
    assert "\x1b" not in aus and "\x00" not in aus
    # nothing outside the output folder, exactly one election folder inside it
    assert sorted(p.name for p in (tmp_path / "aus").iterdir()) == ["innen"]
    (ordner,) = [p for p in ziel.iterdir() if p.is_dir()]
    assert sorted(p.name for p in ziel.iterdir()) == sorted([ordner.name, f".{ordner.name}.lock"])
    assert ordner.name.endswith("-2027-03-14") and archiv.ist_archivname(ordner.name)
    namen = [p.name for p in ordner.iterdir()]
    assert len(namen) == 32  # 29, the two tables of signatures that do not count (issue 34) and the Mängelschreiben
    for name in namen:
        assert name == "manifest.json" or archiv.ist_archivname(name), name
        assert name.split(".")[0].upper() not in ("CON", "NUL", "COM1")
    m = _manifest(ordner)
    assert {e["bewerber_id"] for e in m["dateien"]} >= {*ids, "y" * 100}  # raw ids kept as data
    assert m["wahl"]["gemeinde"] == "../../NUL/Zürich"
    # The Wahlakte's XMP stays well-formed XML whatever the Gemeinde is called (NUL is dropped there).
    assert archiv.pdfa_kennung(PdfReader(ordner / "wahlakte.pdf")) == "3B"
    befunde = archiv.pruefe_dateien(ordner, date(2027, 3, 20))
    assert not [b for b in befunde.probleme if b.art != "pdf"]  # hashes, listing: all in order


@pytest.mark.langsam
def test_feindliche_ids_archiv_sauber(tmp_path: Path, notices_cli: Cli) -> None:
    """Hostile ids (not shown in any PDF metadata): the archive checks clean."""
    roh = _klein("Aheim")
    roh["bewerber"][0]["id"] = "../CON"
    roh["bewerber"][1]["id"] = "\u202e[2J" + "z" * 90
    datei = schreibe_wahl(tmp_path / "aheim.toml", roh)
    code, _, fehler = notices_cli("alle", datei, "--out", tmp_path / "aus")
    assert code == 0, fehler
    code, aus, _ = notices_cli("archiv-pruefen", tmp_path / "aus", "--stichtag", "2027-03-20")
    assert code == 0, aus


# ------------------------------------------------------------------------------------------------
# Start-up stays light


def test_hilfe_laedt_weder_weasyprint_noch_pypdf() -> None:
    code = (
        "import sys\n"
        "from notices import cli\n"
        "for argv in (['--help'], ['alle', '--help'], ['archiv-pruefen', '--help']):\n"
        "    try:\n"
        "        cli.main(argv)\n"
        "    except SystemExit:\n"
        "        pass\n"
        "assert 'weasyprint' not in sys.modules, 'weasyprint'\n"
        "assert 'pypdf' not in sys.modules, 'pypdf'\n"
    )
    lauf = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=REPO)
    assert lauf.returncode == 0, lauf.stderr


@pytest.mark.langsam
def test_ohne_stichwahl_keine_stichwahl_bekanntmachung(tmp_path: Path, notices_cli: Cli) -> None:
    datei = schreibe_wahl(tmp_path / "aheim.toml", _klein("Aheim"))
    code, _, fehler = notices_cli("alle", datei, "--out", tmp_path / "aus")
    assert code == 0, fehler
    namen = {p.name for p in (tmp_path / "aus" / "aheim-2027-03-14").iterdir()}
    assert "bekanntmachung.pdf" in namen and "bekanntmachung-stichwahl.pdf" not in namen
    m = _manifest(tmp_path / "aus" / "aheim-2027-03-14")
    # no run-off recorded: counted from the Wahltag 14.03.2027 + 1 week + 1 month
    assert m["loeschen_nach"]["datum"] == date(2027, 4, 21).isoformat()


# ------------------------------------------------------------------------------------------------
# The producer interface and the progress display


def test_produzent_fehler_und_auslassungen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A document the data does not allow is left out with a note; a missing module likewise; a bug in a
    producer fails only that election, with a German line and no traceback, and writes nothing."""
    from notices.dienste import alle
    from notices.fehler import Eingabefehler, Problem

    def geht(daten: Any, datei: Path) -> list[Any]:
        return [archiv.Archivdatei("notiz", b"eins\n", "txt", "Notiz", "dauernd", in_wahlakte=False)]

    def nicht_erlaubt(daten: Any, datei: Path) -> list[Any]:
        raise Eingabefehler([Problem("wahl.bekanntmachung", "fehlt")])

    def ohne_modul(daten: Any, datei: Path) -> list[Any]:
        import notices.gibt_es_nicht  # type: ignore[import-not-found]  # noqa: F401

        return []

    monkeypatch.setattr(alle, "PRODUZENTEN", [geht, nicht_erlaubt, ohne_modul])
    ergebnis = alle.bearbeite(str(BEISPIEL), str(tmp_path))
    assert ergebnis.status == "ok"
    assert ergebnis.dateien == [("notiz.txt", "neu")]
    assert ergebnis.meldungen == [
        "nicht erzeugt: nicht_erlaubt: wahl.bekanntmachung: fehlt",
        "nicht erzeugt: ohne_modul: das Modul notices.gibt_es_nicht fehlt",
    ]

    def kaputt(daten: Any, datei: Path) -> list[Any]:
        raise RuntimeError("Fehler im Programm")

    monkeypatch.setattr(alle, "PRODUZENTEN", [geht, kaputt])
    ergebnis = alle.bearbeite(str(BEISPIEL), str(tmp_path / "zwei"))
    assert ergebnis.status == "fehler"
    (satz,) = ergebnis.fehler
    assert satz.startswith("unerwarteter Fehler (RuntimeError)")
    details = re.search(r"Einzelheiten in (\S+\.txt)", satz)
    assert details and "Fehler im Programm" in Path(details.group(1)).read_text("utf-8")
    assert not (tmp_path / "zwei").exists()


def test_fortschrittsbalken_nur_am_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    from notices.befehle import alle
    from notices.dienste.alle import Ergebnis

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    for terminal, balken in ((Terminal(), True), (io.StringIO(), False)):
        monkeypatch.setattr(sys, "stdout", terminal)
        f = alle._Fortschritt(2, stumm=False)
        f.melde(Ergebnis("a.toml", ordner="a-2027-03-14", dateien=[("x.pdf", "neu")]))
        f.melde(Ergebnis("b.toml", status="ungueltig", fehler=["wahl: fehlt"]))
        text = terminal.getvalue()
        assert "[1/2] a.toml → a-2027-03-14: 1 Dateien (1 neu)" in text
        assert "[2/2] b.toml → ungültige Eingabe" in text
        assert ("\r\033[K" in text) is balken
        assert (f"[{'#' * 15}{'.' * 15}] 1/2" in text) is balken


ST_WAHL = """
[wahl]
land = "ST"
gemeinde = "Musterstadt"
einwohnerzahl = 12000
wahltag = 2024-06-09
stichwahltag = 2024-06-23

[[bewerber]]
id = "meier"
familienname = "Meier"
vornamen = "Karl"
beruf = "Ingenieur"
geburtsdatum = 1970-01-01
anschrift = { strasse = "Weg 1", plz = "06108", ort = "Musterstadt" }
eingang = 2024-04-01T10:00:00
zugelassen = true
"""


@pytest.mark.langsam
def test_anderes_land(tmp_path: Path, notices_cli: Cli) -> None:
    """Sachsen-Anhalt: what the data allows is produced, its own forms included; what it does not allow is left
    out with the reason, and the manifest says that the retention rules of the Land are not on record (BW's used
    as the default)."""
    datei = tmp_path / "st.toml"
    datei.write_text(ST_WAHL, "utf-8")
    code, aus, fehler = notices_cli("alle", datei, "--out", tmp_path / "aus")
    assert code == 0, fehler
    assert "bescheinigung-meier" in aus  # Anlage 9b KWO LSA
    assert "nicht erzeugt: Formblatt für Unterstützungsunterschriften (Anlage 6 KWO LSA), meier: " in aus
    assert "KomWO" not in aus
    ordner = tmp_path / "aus" / "musterstadt-2024-06-09"
    assert {"fristen.pdf", "bekanntmachung.pdf", "wahlakte.pdf"} <= {p.name for p in ordner.iterdir()}
    m = _manifest(ordner)
    assert m["aufbewahrungsklassen"]["unterstuetzung"]["vorschrift"].startswith(
        "Für Sachsen-Anhalt sind die Aufbewahrungsvorschriften nicht hinterlegt"
    )
    assert m["loeschen_nach"]["grund"].startswith(
        "Für Sachsen-Anhalt sind Einspruchs- und Prüffristen nicht hinterlegt"
    )
    assert all(e["internet_loeschen_bis"] is None for e in m["dateien"])  # § 55 KomWO is BW law
    code, aus, _ = notices_cli("archiv-pruefen", ordner, "--stichtag", "2024-08-01", "--json")
    (bericht,) = json.loads(aus)["archive"]
    # The Wahlakte holds only documents kept for good, but its attached data names the applicant:
    # it may be deleted (class "bewerbung"), which is due, not a must.
    assert code == 0
    assert [(f["pfad"], f["aufbewahrung"], f["pflicht"]) for f in bericht["faellig"]] == [
        (next(ordner.glob("bescheinigung-meier-*.pdf")).name, "bewerbung", False),  # Anlage 9b KWO LSA
        ("wahlakte.pdf", "bewerbung", False),
    ]
    assert "nicht hinterlegt" in bericht["faellig"][0]["vorschrift"]


@pytest.mark.langsam
def test_vorlagen_erreichen_die_dokumente(tmp_path: Path, notices_cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """--vorlagen reaches every producer: a municipality's eigen.css changes the calendar PDF."""
    from notices.dienste import alle

    monkeypatch.setattr(alle, "PRODUZENTEN", [alle.fristenkalender])
    eigen = tmp_path / "vorlagen"
    eigen.mkdir()
    (eigen / "eigen.css").write_text("h1 { color: #800000; }\n", "utf-8")
    assert notices_cli("alle", BEISPIEL, "--out", tmp_path / "ohne")[0] == 0
    assert notices_cli("alle", BEISPIEL, "--out", tmp_path / "mit", "--vorlagen", eigen)[0] == 0
    ohne = (tmp_path / "ohne" / ORDNER / "fristen.pdf").read_bytes()
    mit = (tmp_path / "mit" / ORDNER / "fristen.pdf").read_bytes()
    assert ohne != mit
    assert (tmp_path / "ohne" / ORDNER / "fristen.ics").read_bytes() == (
        tmp_path / "mit" / ORDNER / "fristen.ics"
    ).read_bytes()
    code, _, fehler = notices_cli("alle", BEISPIEL, "--out", tmp_path / "x", "--vorlagen", tmp_path / "fehlt")
    assert code == 2 and "kein Ordner" in fehler
    assert not (tmp_path / "x").exists()
