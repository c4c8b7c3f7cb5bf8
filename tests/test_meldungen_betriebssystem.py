"""What the operating system reports, in German (issue 33): one sentence naming the file, never its
English text ("Fehler: : No space left on device"); standard output that cannot be written exits 120 as
documented (it exited 2); ``--out`` at a FIFO is refused instead of hanging; ``web --hinter-proxy -1`` is
refused."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from notices import cli
from notices.exitcodes import EXIT_AUSGABE, EXIT_EINGABE
from notices.fehler import os_fehler

REPO = Path(__file__).resolve().parent.parent
BW = REPO / "examples" / "musterhausen-2027.toml"
ENGLISCH = ("No space", "Permission denied", "No such file", "device", "Errno")


def _notices(*argv: str, **kwargs) -> subprocess.CompletedProcess:
    kwargs.setdefault("stdout", subprocess.PIPE)
    return subprocess.run(
        [sys.executable, "-m", "notices", *argv], stderr=subprocess.PIPE, text=True, timeout=120, check=False, **kwargs
    )


@pytest.mark.parametrize(
    ("nummer", "wort"),
    [
        (errno.ENOSPC, "kein Platz mehr"),
        (errno.EACCES, "Berechtigung"),
        (errno.EROFS, "nur lesbar"),
        (errno.EIO, "Ein-/Ausgabefehler"),
        (errno.ENXIO, "FIFO"),
        (errno.EDOM, "EDOM"),  # not in the table: its name, no English
    ],
)
def test_os_fehler_auf_deutsch_mit_datei(nummer: int, wort: str) -> None:
    satz = os_fehler(OSError(nummer, os.strerror(nummer), "/ablage/fristen.ics"))
    assert satz.startswith("„/ablage/fristen.ics“: ") and wort in satz and satz.endswith(".")
    assert not any(e in satz for e in ENGLISCH)
    assert os_fehler(OSError(nummer, os.strerror(nummer))).startswith("Eine Datei: ")


def test_voller_datentraeger_beim_schreiben_nennt_die_datei(tmp_path: Path, monkeypatch, capsys) -> None:
    """A write that fails names no file of its own: the message names the file meant."""
    from notices.archiv import dateien

    def voll(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(dateien.os, "fsync", voll)
    ziel = tmp_path / "fristen.ics"
    code = cli.main(["fristen", str(BW), "--ics", str(ziel)])
    fehler = capsys.readouterr().err
    assert code == EXIT_EINGABE
    assert f"Fehler: „{ziel}“: auf dem Datenträger ist kein Platz mehr." in fehler
    assert not any(e in fehler for e in ENGLISCH)
    assert not ziel.exists() and list(tmp_path.iterdir()) == []  # nothing written half


@pytest.mark.langsam
@pytest.mark.skipif(not Path("/dev/full").exists(), reason="kein /dev/full auf diesem System")
@pytest.mark.parametrize("json", [False, True])
def test_ausgabe_nach_dev_full_endet_mit_120(json: bool) -> None:
    with open("/dev/full", "w") as voll:
        lauf = _notices("fristen", str(BW), *(["--json"] if json else []), stdout=voll)
    assert lauf.returncode == EXIT_AUSGABE, lauf.stderr
    assert (
        lauf.stderr.strip()
        == "Fehler: Die Ausgabe konnte nicht geschrieben werden: auf dem Datenträger ist kein Platz mehr."
    )


@pytest.mark.langsam
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="keine FIFOs auf diesem System")
def test_out_auf_eine_fifo_wird_abgelehnt(tmp_path: Path) -> None:
    fifo = tmp_path / "liste.pdf"
    os.mkfifo(fifo)  # nobody reads: opening it to compare or write would block for ever
    lauf = _notices("formblatt", str(BW), "--bewerber", "weber", "--out", str(fifo), cwd=tmp_path)
    assert lauf.returncode == EXIT_EINGABE, lauf.stderr
    assert f"„{fifo}“: ist keine gewöhnliche Datei" in lauf.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["liste.pdf"]


@pytest.mark.parametrize("wert", ["-1", "-100", "x", "1000"])
def test_hinter_proxy_nur_sinnvolle_anzahl(wert: str, capsys) -> None:
    with pytest.raises(SystemExit) as ende:
        cli.main(["web", "--hinter-proxy", wert])
    assert ende.value.code == EXIT_EINGABE
    assert "Angabe --hinter-proxy:" in capsys.readouterr().err


@pytest.mark.parametrize("wert", ["-1", "-100", "x", "1000", "1.5"])
def test_hinter_proxy_aus_der_umgebung_nur_sinnvolle_anzahl(wert: str, tmp_path: Path, monkeypatch) -> None:
    """``NOTICES_HINTER_PROXY`` of the WSGI application takes what ``--hinter-proxy`` takes (issue 32): -1 was
    given to Werkzeug's ProxyFix, "x" ended in a traceback."""
    import importlib

    monkeypatch.setenv("NOTICES_ORDNER", str(tmp_path))
    monkeypatch.setenv("NOTICES_HINTER_PROXY", wert)
    monkeypatch.delitem(sys.modules, "notices.web.wsgi", raising=False)
    with pytest.raises(SystemExit) as ende:
        importlib.import_module("notices.web.wsgi")
    text = str(ende.value.code)
    assert text.startswith("notices web: NOTICES_HINTER_PROXY") and f"„{wert}“" in text, text
    assert "0 bis 10" in text and "Traceback" not in text
