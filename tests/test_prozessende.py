"""Every child process ends with its parent, however the parent ends (issue 34).

``notices web`` (its print processes and multiprocessing's resource tracker) and ``notices alle --jobs``
(its workers) are started as processes of their own and stopped with SIGTERM, SIGINT and SIGKILL – the
last as a service manager does it, to the main process only. Afterwards no process that was its child
(or a child's child) may remain. Linux only: the descendants are read from ``/proc``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from notices.dienste import elternwacht
from tests.conftest import BEISPIEL, REPO, roh_von, schreibe_wahl

pytestmark = [
    pytest.mark.langsam,
    pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process tree from /proc (Linux)"),
]

Prozess = tuple[int, str]
"""A process id and its start time (field 22 of /proc/PID/stat): the pair stays unique if an id is reused."""


def _stat(pid: int) -> tuple[int, str, str] | None:
    """(parent id, start time, state) of a process, None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    felder = text.rpartition(")")[2].split()
    return int(felder[1]), felder[19], felder[0]


def _nachkommen(wurzel: int) -> set[Prozess]:
    """Every living process below ``wurzel`` (children, their children …)."""
    eltern: dict[int, list[tuple[int, str]]] = {}
    for eintrag in Path("/proc").iterdir():
        if eintrag.name.isdigit() and (s := _stat(int(eintrag.name))) is not None and s[2] != "Z":
            eltern.setdefault(s[0], []).append((int(eintrag.name), s[1]))
    gefunden: set[Prozess] = set()
    offen = [wurzel]
    while offen:
        for kind in eltern.get(offen.pop(), []):
            if kind not in gefunden:
                gefunden.add(kind)
                offen.append(kind[0])
    return gefunden


def _lebt(p: Prozess) -> bool:
    s = _stat(p[0])
    return s is not None and s[1] == p[1] and s[2] != "Z"


def _befehlszeile(pid: int) -> str:
    with contextlib.suppress(OSError):
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    return ""


def _warte_auf(bedingung: object, sekunden: float, was: str) -> None:
    ende = time.monotonic() + sekunden
    while not bedingung():  # type: ignore[operator]
        assert time.monotonic() < ende, was
        time.sleep(0.05)


def _beende_und_pruefe(lauf: subprocess.Popen[bytes], kinder: set[Prozess], sig: signal.Signals) -> None:
    """Send ``sig`` to the main process only; it and every former child must be gone within seconds."""
    assert kinder, "the parent had no child processes to watch"
    os.kill(lauf.pid, sig)
    try:
        lauf.wait(timeout=60)
        _warte_auf(lambda: not any(_lebt(k) for k in kinder), 10 * elternwacht.INTERVALL + 10, "")
    except (AssertionError, subprocess.TimeoutExpired):
        uebrig = [f"{k[0]}: {_befehlszeile(k[0])}" for k in kinder if _lebt(k)]
        for k in kinder:  # leave nothing behind for the next test, then fail
            with contextlib.suppress(ProcessLookupError):
                if _lebt(k):
                    os.kill(k[0], signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            lauf.kill()
        pytest.fail(f"after {sig.name} still running: {uebrig or 'the main process'}")


def _freier_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="notices web starts print processes only with two cores")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL], ids=lambda s: s.name)
def test_web_hinterlaesst_keinen_prozess(tmp_path: Path, sig: signal.Signals) -> None:
    """The server starts its pool at once (2 print processes, the fork server they are forked from and the
    resource tracker); whichever signal stops it, none of them stays."""
    ordner = tmp_path / "wahlen"
    ordner.mkdir()
    lauf = subprocess.Popen(
        [sys.executable, "-m", "notices", "web", "--ordner", str(ordner), "--port", str(_freier_port())],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "TMPDIR": str(tmp_path)},
    )

    def pool_laeuft() -> bool:
        zeilen = [_befehlszeile(k[0]) for k in _nachkommen(lauf.pid)]
        # spawned, or forked from the fork server (issue 32: they show its command line, the server too)
        arbeiter = sum("spawn_main" in z for z in zeilen) + max(0, sum("forkserver" in z for z in zeilen) - 1)
        return arbeiter >= 2 and any("resource_tracker" in z for z in zeilen)

    try:
        _warte_auf(pool_laeuft, 120, "the server did not start its print processes")
        time.sleep(1)  # the print processes run their start (the watch on the parent, the PDF engine)
        kinder = _nachkommen(lauf.pid)
    except BaseException:
        lauf.kill()
        raise
    _beende_und_pruefe(lauf, kinder, sig)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL], ids=lambda s: s.name)
def test_alle_jobs_hinterlaesst_keinen_prozess(tmp_path: Path, sig: signal.Signals) -> None:
    """``alle --jobs 2`` on four elections, stopped while its two workers render."""
    dateien = []
    for g in ("Aheim", "Beheim", "Cheim", "Deheim"):
        roh = roh_von(BEISPIEL)
        roh["wahl"]["gemeinde"] = g
        (tmp_path / g).mkdir()
        dateien.append(schreibe_wahl(tmp_path / g / f"{g}.toml", roh))
    lauf = subprocess.Popen(
        [sys.executable, "-m", "notices", "alle", *map(str, dateien), "--out", str(tmp_path / "aus"), "--jobs", "2"],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "TMPDIR": str(tmp_path)},
    )
    try:
        _warte_auf(lambda: len(_nachkommen(lauf.pid)) >= 2, 120, "alle --jobs 2 started no two workers")
        time.sleep(1)
        kinder = _nachkommen(lauf.pid)
    except BaseException:
        lauf.kill()
        raise
    _beende_und_pruefe(lauf, kinder, sig)


def test_wache_beendet_den_arbeiter_wenn_der_elternprozess_fehlt(tmp_path: Path) -> None:
    """The watch itself: a process whose given parent is not its parent ends at once, with exit code 1
    and after the tidy-up it was given; one with its true parent keeps running."""
    code = (
        "import os, sys, time\n"
        "from notices.dienste import elternwacht\n"
        "eltern = int(sys.argv[1])\n"
        "elternwacht.bewache(eltern, lambda: open(sys.argv[2], 'w').write('aufgeraeumt'))\n"
        "time.sleep(3 * elternwacht.INTERVALL)\n"
        "print('lebt')\n"
    )
    marke = tmp_path / "marke"
    fremd = subprocess.run([sys.executable, "-c", code, "1", str(marke)], capture_output=True, text=True, cwd=REPO)
    assert (fremd.returncode, fremd.stdout, marke.read_text()) == (1, "", "aufgeraeumt")
    eigen = subprocess.run(
        [sys.executable, "-c", code, str(os.getpid()), str(tmp_path / "nie")], capture_output=True, text=True, cwd=REPO
    )
    assert (eigen.returncode, eigen.stdout, (tmp_path / "nie").exists()) == (0, "lebt\n", False)
