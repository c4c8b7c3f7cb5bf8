"""The engine started ahead on the command line (notices.vorlauf): same bytes, same errors, no leftovers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import pytest

from notices import cli, render, vorlauf
from notices.dokumente import formulare
from notices.model import load

from .conftest import BEISPIEL


def _cli(*argumente: str, modus: str, cwd: Path, tmpdir: Path | None = None) -> subprocess.CompletedProcess[str]:
    umgebung = {**os.environ, vorlauf.UMGEBUNG: modus}
    if tmpdir is not None:
        umgebung["TMPDIR"] = str(tmpdir)
    return subprocess.run(
        [sys.executable, "-m", "notices", *argumente],
        capture_output=True,
        text=True,
        check=False,
        env=umgebung,
        cwd=cwd,
    )


def _prozesse_mit(kennung: str) -> list[str]:
    """Running processes whose command line contains ``kennung`` (Linux /proc)."""
    gefunden = []
    for eintrag in Path("/proc").iterdir():
        if eintrag.name.isdigit():
            try:
                zeile = (eintrag / "cmdline").read_bytes()
            except OSError:
                continue
            if kennung.encode() in zeile:
                gefunden.append(eintrag.name)
    return gefunden


@pytest.mark.parametrize("verb", ["versicherung", "formblatt"])
def test_gleiche_bytes_mit_und_ohne_vorlauf(verb: str, tmp_path: Path) -> None:
    """Engine process, thread and no preparation give byte-identical documents."""
    ergebnisse = {}
    for modus in ("prozess", "faden", "aus"):
        ziel = tmp_path / f"{modus}.pdf"
        lauf = _cli(verb, str(BEISPIEL), "--bewerber", "weber", "--out", str(ziel), modus=modus, cwd=tmp_path)
        assert lauf.returncode == 0, lauf.stderr
        assert lauf.stdout.strip() == f"geschrieben: {ziel}"
        assert lauf.stderr == ""
        ergebnisse[modus] = ziel.read_bytes()
    assert ergebnisse["prozess"].startswith(b"%PDF-")
    assert ergebnisse["prozess"] == ergebnisse["faden"] == ergebnisse["aus"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_abgelehnte_daten_melden_wie_sonst_und_hinterlassen_keinen_prozess(tmp_path: Path) -> None:
    """A refused input is reported by the command exactly as without the engine process, nothing is
    written, and the engine process (never given a job) does not outlive the command."""
    kennung = f"ziel-{uuid.uuid4().hex}.pdf"
    meldungen = {}
    for modus in ("prozess", "aus"):
        lauf = _cli("versicherung", str(BEISPIEL), "--bewerber", "niemand", "--out", kennung, modus=modus, cwd=tmp_path)
        assert lauf.returncode == 2
        assert "Traceback" not in lauf.stderr
        meldungen[modus] = lauf.stderr
    assert meldungen["prozess"] == meldungen["aus"]
    assert meldungen["prozess"].startswith("Fehler: --bewerber: „niemand“")
    assert not (tmp_path / kennung).exists()
    assert _prozesse_mit(kennung) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("modus", ["prozess", "faden", "aus"])
@pytest.mark.parametrize("bewerber", ["weber", "niemand"])
def test_keine_temporaeren_schriftordner_bleiben(bewerber: str, modus: str, tmp_path: Path) -> None:
    """WeasyPrint keeps @font-face fonts in a temporary folder that it removes when the font
    configuration is freed; the engine process and the command itself end with os._exit and must
    remove it themselves – after a document and after refused data alike."""
    temp = tmp_path / "temp"
    temp.mkdir()
    kennung = f"ziel-{uuid.uuid4().hex}.pdf"
    lauf = _cli(
        "versicherung", str(BEISPIEL), "--bewerber", bewerber, "--out", kennung,
        modus=modus, cwd=tmp_path, tmpdir=temp,
    )  # fmt: skip
    assert lauf.returncode == (0 if bewerber == "weber" else 2), lauf.stderr
    # After a served job the child tidies up once the command has ended: wait for it to be gone.
    for _ in range(200):
        if not _prozesse_mit(kennung):
            break
        threading.Event().wait(0.05)
    assert _prozesse_mit(kennung) == []
    assert list(temp.iterdir()) == []


def test_fehlender_vorlagenordner_wie_ohne_vorlauf(tmp_path: Path) -> None:
    """The child cannot prepare a missing --vorlagen folder; the command reports it as always."""
    fehlt = tmp_path / "gibt-es-nicht"
    ergebnisse = []
    for modus in ("prozess", "aus"):
        ziel = tmp_path / f"{modus}.pdf"
        lauf = _cli(
            "versicherung", str(BEISPIEL), "--bewerber", "weber", "--vorlagen", str(fehlt), "--out", str(ziel),
            modus=modus, cwd=tmp_path,
        )  # fmt: skip
        ergebnisse.append((lauf.returncode, lauf.stderr))
        assert not ziel.exists()
    assert ergebnisse[0] == ergebnisse[1]
    assert ergebnisse[0][0] == 2 and "ist kein Ordner" in ergebnisse[0][1]


@pytest.mark.parametrize(
    ("argv", "erwartet"),
    [
        (["versicherung", "w.toml", "--bewerber", "a"], (True, None)),
        (["formblatt", "w.toml", "--bewerber", "a", "--vorlagen", "eigen"], (True, "eigen")),
        (["bescheinigung", "w.toml", "--vorlagen=eigen", "--bewerber", "a"], (True, "eigen")),
        (["bekanntmachung", "w.toml"], (True, None)),
        (["bekanntmachung", "w.toml", "--json"], (False, None)),
        (["stichwahl-benachrichtigung", "w.toml", "--bewerber", "a"], (True, None)),
        (["pruefen", "w.toml"], (False, None)),  # prints, renders nothing
        (["pruefen", "w.toml", "--pdf", "bericht.pdf"], (True, None)),
        (["pruefen", "w.toml", "--pdf=bericht.pdf"], (True, None)),
        (["maengel", "w.toml", "--bewerber", "a"], (False, None)),
        (["maengel", "w.toml", "--bewerber", "a", "--out", "m.pdf"], (True, None)),
        (["versicherung", "--help"], (False, None)),
        (["fristen", "w.toml"], (False, None)),
        (["alle", "w.toml"], (False, None)),  # starts its own thread where it renders in-process
        ([], (False, None)),
    ],
)
def test_vorlauf_nur_wo_gerendert_wird(argv: list[str], erwartet: tuple[bool, str | None]) -> None:
    assert cli._vorlauf_noetig(argv) == erwartet


def test_rendernde_verben_gibt_es() -> None:
    verben = next(a for a in cli._parser()._actions if a.dest == "verb").choices
    assert set(cli.RENDERNDE_VERBEN) <= set(verben)


def test_toter_druckprozess_fuehrt_zum_eigenen_rendern(monkeypatch: pytest.MonkeyPatch) -> None:
    """If the engine process is gone before it answers, the document is rendered in this process."""
    daten = load(BEISPIEL)
    sicht = formulare.versicherung(daten, daten.person("weber"))

    def anlage17() -> bytes:
        return render.render_pdf(
            "anlage17/anlage17.html",
            sicht.kontext,
            daten=daten,
            titel=sicht.titel,
            betreff=sicht.betreff,
            stichworte=sicht.stichworte,
        )

    erwartet = anlage17()

    pid = os.fork()
    if pid == 0:  # a child that ends at once, as one would whose engine failed to load
        os._exit(0)
    an_lesen, an = os.pipe()
    von, von_schreiben = os.pipe()
    os.close(von_schreiben)  # EOF: no answer will come
    os.close(an_lesen)  # writing fails too (EPIPE is an OSError)
    tot = vorlauf._Druckprozess(pid, an, von)
    monkeypatch.setattr(vorlauf, "_prozess", tot)
    neu = anlage17()  # Python ignores SIGPIPE: writing into the closed pipe is an OSError
    assert neu == erwartet
    assert vorlauf._prozess is None
    assert tot.an == tot.von == -1  # pipes closed, child reaped
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, 0)


def test_auftraege_ueber_die_leitung(tmp_path: Path) -> None:
    """The framing carries objects larger than a pipe's buffer whole, and reports EOF as None."""
    lesen, schreiben = os.pipe()
    gross = {"pdf": os.urandom(300_000), "text": "Bürgermeisterwahl"}
    faden = threading.Thread(target=lambda: (vorlauf._schreibe(schreiben, gross), os.close(schreiben)))
    faden.start()
    assert vorlauf._lies(lesen) == gross
    faden.join()
    assert vorlauf._lies(lesen) is None
    os.close(lesen)


def test_ausgabe_vollstaendig_und_exitcode_beim_schnellen_ende(tmp_path: Path) -> None:
    """The command ends with os._exit (no interpreter teardown): what it printed arrives whole, and
    the exit code is the command's."""
    lauf = _cli("fristen", str(BEISPIEL), "--json", modus="prozess", cwd=tmp_path)
    assert lauf.returncode == 0, lauf.stderr
    assert json.loads(lauf.stdout)["fristen"]
    lauf = _cli("fristen", str(tmp_path / "fehlt.toml"), modus="prozess", cwd=tmp_path)
    assert lauf.returncode == 2
    assert lauf.stderr.startswith("Fehler: ")
