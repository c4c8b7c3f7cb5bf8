"""The print workers share one prepared engine (issue 32, :mod:`notices.druckvorrat`).

The print processes of a Druckerei and the workers of ``notices alle --jobs`` are forked from a fork server
that prepared the PDF engine once: each reports that the server prepared it and that pyphen's German
dictionary is already in its process before its first document. Where the server is switched off or cannot start its workers, they
are started as before. Either way every PDF has the bytes of one rendered in this process.
"""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from notices import dienste, druckvorrat, render
from notices.dienste import alle, elternwacht
from notices.web import zwischenspeicher
from tests.conftest import REPO, roh_von, schreibe_wahl

pytestmark = pytest.mark.langsam

GETEILT = pytest.mark.skipif(not druckvorrat.verfuegbar(), reason="the fork server is Linux-only")
NW = REPO / "examples" / "musterhagen-nw-2025.toml"
"""An example whose public notice hyphenates (``hyphens: auto``): its jobs use the dictionary."""
EIGENE_VORLAGEN = REPO / "examples" / "gemeinde-vorlagen"


def _auftraege(datei: Path, vorlagen: Path | None = None) -> dict[str, Any]:
    """The print jobs ``notices alle`` makes for an election (collected, not rendered)."""
    zwischenspeicher.installiere()
    gesammelt: dict[str, Any] = {}
    marke = alle._VORLAGEN.set(vorlagen)
    try:
        with zwischenspeicher.PdfSpeicher().aktiv(), zwischenspeicher.sammeln(gesammelt):
            alle.sammle(dienste.lade(str(datei)), str(datei))
    finally:
        alle._VORLAGEN.reset(marke)
    assert gesammelt
    return gesammelt


def _eltern_von(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[1])


class _KeinServer:
    """A multiprocessing context whose processes cannot be started (a fork server that fails)."""

    def __init__(self) -> None:
        self._echt = multiprocessing.get_context("forkserver")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._echt, name)

    def Process(self, *args: Any, **kwargs: Any) -> Any:
        raise OSError("der Server startet nicht")


@GETEILT
def test_die_arbeiter_der_druckerei_haben_die_vorbereitete_maschine() -> None:
    """Each worker is a child of the fork server (itself a child of this process), which prepared the engine;
    the German dictionary is in its process before it rendered anything."""
    druckerei = zwischenspeicher.Druckerei(2)
    try:
        berichte = druckerei.vorbereiten()
    finally:
        druckerei.beende()
    assert druckerei.geteilt
    for b in berichte:
        assert b["vorbereitet_in"] == b["eltern"] != b["pid"]
        assert b["eltern"] != os.getpid() and _eltern_von(b["eltern"]) == os.getpid()
        assert b["woerterbuch"] and b["weasyprint"]
    # here nothing was prepared ahead: the report tells the two apart
    assert druckvorrat.zustand()["vorbereitet_in"] is None


@pytest.mark.parametrize("weg", ["geteilt", "aus", "server_startet_nicht"])
def test_die_pdfs_der_druckerei_sind_dieselben_bytes(weg: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The documents of an election whose notice hyphenates, and those of an override folder (a search path
    the fork server did not prepare), rendered by the workers: the bytes of the same jobs rendered here.
    Switched off, or with a fork server that cannot start its workers, the workers are spawned by this
    process as before."""
    if weg == "geteilt" and not druckvorrat.verfuegbar():
        pytest.skip("the fork server is Linux-only")
    if weg == "aus":
        monkeypatch.setenv(druckvorrat.UMGEBUNG, "aus")
    if weg == "server_startet_nicht":
        monkeypatch.setattr(druckvorrat, "verfuegbar", lambda: True)
        monkeypatch.setattr(druckvorrat, "kontext", lambda sonst="spawn", vorladen=(): _KeinServer())
    auftraege = {**_auftraege(NW), **_auftraege(NW, EIGENE_VORLAGEN)}
    assert any(a.suchpfad[0] == EIGENE_VORLAGEN.resolve() for a in auftraege.values())
    druckerei = zwischenspeicher.Druckerei(2)
    try:
        berichte = druckerei.vorbereiten()
        gedruckt = dict(druckerei.drucke_alle(auftraege))
        nice = druckerei._pool.submit(os.nice, 0).result()
    finally:
        druckerei.beende()
    assert druckerei.geteilt == (weg == "geteilt")
    if weg != "geteilt":
        assert {b["eltern"] for b in berichte} == {os.getpid()}
        assert {b["vorbereitet_in"] for b in berichte} == {None}
    assert nice == min(19, os.nice(0) + 10)  # the workers yield to the server, as before
    assert gedruckt.keys() == auftraege.keys()
    anders = [a.titel for k, a in auftraege.items() if gedruckt[k] != render.drucke(a)]
    assert anders == []


@GETEILT
def test_die_arbeiter_haben_die_notices_einstellungen_des_aufrufers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker forked from the fork server has the ``NOTICES_*`` settings of the process that started its
    pool, not those the server was started with (it runs on from the first pool)."""
    erste = zwischenspeicher.Druckerei(1)
    try:
        erste.vorbereiten()  # the fork server runs (now, or since an earlier test)
    finally:
        erste.beende()
    monkeypatch.setenv("NOTICES_PROBE_ISSUE_32", "erst nach dem Server gesetzt")
    druckerei = zwischenspeicher.Druckerei(1)
    try:
        druckerei.vorbereiten()
        im_arbeiter = druckerei._pool.submit(druckvorrat.umgebung).result()
    finally:
        druckerei.beende()
    assert druckerei.geteilt
    assert im_arbeiter == druckvorrat.umgebung()
    assert im_arbeiter["NOTICES_PROBE_ISSUE_32"] == "erst nach dem Server gesetzt"


@pytest.mark.parametrize("weg", ["geteilt", "server_startet_nicht"])
def test_alle_parallel_macht_dieselben_archive(weg: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``notices alle`` with two workers (from the fork server, or started as before when it fails) writes
    the same files, byte for byte, as one after the other in this process."""
    if weg == "geteilt" and not druckvorrat.verfuegbar():
        pytest.skip("the fork server is Linux-only")
    if weg == "server_startet_nicht":
        monkeypatch.setattr(druckvorrat, "verfuegbar", lambda: True)
        monkeypatch.setattr(druckvorrat, "kontext", lambda sonst="spawn", vorladen=(): _KeinServer())
    dateien = []
    for gemeinde in ("Aheim", "Beheim"):
        roh = roh_von(NW, listen_absolut=True)
        roh["wahl"]["gemeinde"] = gemeinde
        dateien.append(str(schreibe_wahl(tmp_path / f"{gemeinde}.toml", roh)))
    parallel = alle.fuehre_aus(dateien, str(tmp_path / "parallel"), jobs=2)
    nacheinander = alle.fuehre_aus(dateien, str(tmp_path / "nacheinander"), jobs=1)
    assert [e.status for e in parallel] == [e.status for e in nacheinander] == ["ok", "ok"]

    def inhalte(ordner: Path) -> dict[str, bytes]:
        return {str(p.relative_to(ordner)): p.read_bytes() for p in sorted(ordner.rglob("*")) if p.is_file()}

    a, b = inhalte(tmp_path / "parallel"), inhalte(tmp_path / "nacheinander")
    assert len(a) > 20 and a.keys() == b.keys()
    assert [k for k in a if a[k] != b[k]] == []


def test_die_wache_eines_serverkinds_sieht_auf_den_elternprozess_des_servers(tmp_path: Path) -> None:
    """A worker whose parent (the fork server) is a child of ``eltern`` keeps running while ``eltern`` is
    the server's parent; given another process, it ends at once, after its tidy-up. (That it ends when
    the process that started the server is killed: tests/test_prozessende.py.)"""
    innen = (
        "import sys, time\n"
        "from notices.dienste import elternwacht\n"
        "elternwacht.bewache(int(sys.argv[1]), lambda: open(sys.argv[2], 'w').write('aufgeraeumt'))\n"
        "time.sleep(3 * elternwacht.INTERVALL)\n"
        "print('lebt')\n"
    )
    mitte = "import subprocess, sys\nsys.exit(subprocess.run([sys.executable, '-c', *sys.argv[1:]]).returncode)\n"

    def enkel(eltern: int, marke: Path) -> tuple[int, str]:
        lauf = subprocess.run(
            [sys.executable, "-c", mitte, innen, str(eltern), str(marke)], capture_output=True, text=True, cwd=REPO
        )
        return lauf.returncode, lauf.stdout

    assert enkel(os.getpid(), tmp_path / "nie") == (0, "lebt\n")
    assert not (tmp_path / "nie").exists()
    assert enkel(os.getppid(), tmp_path / "marke") == (1, "")
    assert (tmp_path / "marke").read_text() == "aufgeraeumt"
    assert elternwacht.elternteil_von(os.getpid()) == os.getppid()
