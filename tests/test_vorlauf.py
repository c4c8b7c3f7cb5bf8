"""The engine process started ahead on the command line (notices.vorlauf), and the command's end
(cli._beenden): same bytes, same errors, the engine really used, nothing left behind."""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from notices import cli, render, vorlauf
from notices.dienste import formular
from notices.dienste import lade as load

from .conftest import BEISPIEL

pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the engine process is Linux-only"),
    pytest.mark.langsam,  # starts command-line processes and their engine process
]


def _cli(
    *argumente: str, modus: str, cwd: Path, tmpdir: Path | None = None, gepuffert: bool = False, **popen: object
) -> subprocess.CompletedProcess[str]:
    umgebung = {**os.environ, vorlauf.UMGEBUNG: modus}
    if tmpdir is not None:
        umgebung["TMPDIR"] = str(tmpdir)
    if gepuffert:  # standard output block-buffered, as usual when it is a file or a pipe
        umgebung.pop("PYTHONUNBUFFERED", None)
    return subprocess.run(
        [sys.executable, "-m", "notices", *argumente],
        capture_output="stdout" not in popen,
        text=True,
        check=False,
        env=umgebung,
        cwd=cwd,
        **popen,  # type: ignore[call-overload]
    )


def _prozesse_mit(kennung: str) -> list[str]:
    """Running processes whose command line contains ``kennung`` (/proc)."""
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


def _bis_keiner_mehr_laeuft(kennung: str) -> list[str]:
    """The engine process of a finished command ends by itself once it has tidied up (after loading the
    engine, if it was still loading): wait for that, up to a minute, and return who is left."""
    for _ in range(1200):
        if not _prozesse_mit(kennung):
            break
        threading.Event().wait(0.05)
    return _prozesse_mit(kennung)


@pytest.mark.parametrize("verb", ["versicherung", "formblatt"])
def test_gleiche_bytes_mit_und_ohne_druckprozess(verb: str, tmp_path: Path) -> None:
    ergebnisse = {}
    for modus in ("prozess", "aus"):
        ziel = tmp_path / f"{modus}.pdf"
        lauf = _cli(verb, str(BEISPIEL), "--bewerber", "weber", "--out", str(ziel), modus=modus, cwd=tmp_path)
        assert lauf.returncode == 0, lauf.stderr
        assert lauf.stdout.strip() == f"geschrieben: {ziel}"
        assert lauf.stderr == ""
        ergebnisse[modus] = ziel.read_bytes()
    assert ergebnisse["prozess"].startswith(b"%PDF-")
    assert ergebnisse["prozess"] == ergebnisse["aus"]


@pytest.mark.parametrize(("modus", "im_befehl"), [("prozess", False), ("aus", True)])
def test_der_druckprozess_rendert_wirklich(modus: str, im_befehl: bool, tmp_path: Path) -> None:
    """With the engine process the command itself never loads WeasyPrint: the child rendered."""
    ziel = tmp_path / "v.pdf"
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('weasyprint im Befehl:', 'weasyprint' in sys.modules, file=sys.stderr))\n"
        f"sys.argv = ['notices', 'versicherung', {str(BEISPIEL)!r}, '--bewerber', 'weber', '--out', {str(ziel)!r}]\n"
        "from notices.cli import run\n"
        "run()\n"
    )
    lauf = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, vorlauf.UMGEBUNG: modus},
        cwd=tmp_path,
    )
    assert lauf.returncode == 0, lauf.stderr
    assert lauf.stderr.strip() == f"weasyprint im Befehl: {im_befehl}"
    assert ziel.read_bytes().startswith(b"%PDF-")


def test_abgelehnte_daten_melden_wie_sonst(tmp_path: Path) -> None:
    """A refused input is reported by the command exactly as without the engine process, nothing is
    written, and the engine process (never given a job) ends by itself."""
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
    assert _bis_keiner_mehr_laeuft(kennung) == []


@pytest.mark.parametrize("modus", ["prozess", "aus"])
@pytest.mark.parametrize("bewerber", ["weber", "niemand"])
def test_keine_temporaeren_dateien_bleiben(bewerber: str, modus: str, tmp_path: Path) -> None:
    """WeasyPrint keeps @font-face fonts in a temporary folder that it removes when the font
    configuration is freed; the engine process ends with os._exit and must remove it itself, the
    command at its exit (render.aufraeumen) – after a document and after refused data alike (then the engine process
    finishes loading first: stopping it while WeasyPrint waits for the compiler it started to look
    for libraries would leave the compiler's temporary files)."""
    temp = tmp_path / "temp"
    temp.mkdir()
    kennung = f"ziel-{uuid.uuid4().hex}.pdf"
    lauf = _cli(
        "versicherung", str(BEISPIEL), "--bewerber", bewerber, "--out", kennung,
        modus=modus, cwd=tmp_path, tmpdir=temp,
    )  # fmt: skip
    assert lauf.returncode == (0 if bewerber == "weber" else 2), lauf.stderr
    assert _bis_keiner_mehr_laeuft(kennung) == []
    assert list(temp.iterdir()) == []


def test_fehlender_vorlagenordner_wie_ohne_druckprozess(tmp_path: Path) -> None:
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


def _bis_eof(fd: int, grenze: float) -> tuple[bytes, bool]:
    """Read ``fd`` to its end for at most ``grenze`` seconds: (what was read, whether the end came)."""
    gelesen = b""
    ende = time.monotonic() + grenze
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    while (rest := ende - time.monotonic()) > 0:
        if poller.poll(rest * 1000):
            teil = os.read(fd, 65536)
            if not teil:
                return gelesen, True
            gelesen += teil
    return gelesen, False


@pytest.mark.parametrize("langsam", [False, True])
def test_abgelehnter_befehl_haelt_stderr_nicht_offen(langsam: bool, tmp_path: Path) -> None:
    """A refused command (the incumbent needs no signatures: no Formblatt) has ended: its standard
    error reaches its end at once, although the engine process forked ahead may still be loading the
    engine – it does not keep the caller's pipe (a hang guard with a generous bound, no timing). With
    ``langsam`` the engine process takes 3 s longer to load, so that it outlives the command for sure."""
    kennung = f"kennung-{uuid.uuid4().hex}"
    argv = ["notices", "formblatt", str(BEISPIEL), "--bewerber", "mustermann"]
    code = (
        "import sys, time\n"
        "from notices import render\n"
        "echt = render.vorbereiten\n"
        "def langsam(*a, **k):\n"
        "    time.sleep(3)\n"
        "    echt(*a, **k)\n"
        f"if {langsam!r}:\n"
        "    render.vorbereiten = langsam\n"
        f"sys.argv = {argv!r}\n"
        "from notices.cli import run\n"
        f"run()  # {kennung}\n"
    )
    befehl = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, vorlauf.UMGEBUNG: "prozess"},
        cwd=tmp_path,
    )
    try:
        assert befehl.wait(timeout=60) == 2
        assert befehl.stderr is not None
        meldung, zu_ende = _bis_eof(befehl.stderr.fileno(), 2.0)
    finally:
        befehl.stderr.close()  # type: ignore[union-attr]
    assert zu_ende, "the engine process still holds the command's standard error"
    assert meldung.decode().startswith("Fehler: --bewerber: Für die Bewerbung von Max Peter Mustermann")
    assert _bis_keiner_mehr_laeuft(kennung) == []


# ------------------------------------------------------------------------------------------------
# The end of the command (cli._beenden): output flushed, errors in writing it reported


@pytest.mark.parametrize("modus", ["prozess", "aus"])
def test_gepufferte_ausgabe_kommt_ganz_an(modus: str, tmp_path: Path) -> None:
    """What the command printed into a block-buffered standard output arrives whole, with its exit code."""
    lauf = _cli("fristen", str(BEISPIEL), "--json", modus=modus, cwd=tmp_path, gepuffert=True)
    assert lauf.returncode == 0, lauf.stderr
    assert json.loads(lauf.stdout)["fristen"]
    ziel = tmp_path / "v.pdf"
    lauf = _cli("versicherung", str(BEISPIEL), "--bewerber", "weber", "--out", str(ziel), modus=modus,
                cwd=tmp_path, gepuffert=True)  # fmt: skip
    assert (lauf.returncode, lauf.stdout) == (0, f"geschrieben: {ziel}\n")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_nicht_schreibbare_ausgabe_ist_ein_fehler(tmp_path: Path) -> None:
    """Standard output that cannot be written (a full disk) is an error at the end, as at a normal exit."""
    with open("/dev/full", "w") as voll:
        lauf = _cli("fristen", str(BEISPIEL), modus="prozess", cwd=tmp_path, gepuffert=True, stdout=voll,
                    stderr=subprocess.PIPE)  # fmt: skip
    assert lauf.returncode == 120
    assert lauf.stderr.count("Fehler: Die Ausgabe konnte nicht geschrieben werden") == 1
    assert "Traceback" not in lauf.stderr
    assert "Exception ignored" not in lauf.stderr  # the interpreter's last flush does not fail again


@pytest.mark.parametrize("modus", ["prozess", "aus"])
@pytest.mark.parametrize("verb", ["fristen", "versicherung"])
def test_geschlossene_leitung_ist_kein_fehler(verb: str, modus: str, tmp_path: Path) -> None:
    """``notices … | head`` with head already gone (the pipe closed): the output is lost and nothing else
    – exit code 0, no message; a document is still written."""
    ziel = tmp_path / "v.pdf"
    argumente = ["--bewerber", "weber", "--out", str(ziel)] if verb == "versicherung" else []
    lesen, schreiben = os.pipe()
    os.close(lesen)
    try:
        lauf = _cli(verb, str(BEISPIEL), *argumente, modus=modus, cwd=tmp_path, gepuffert=True, stdout=schreiben,
                    stderr=subprocess.PIPE)  # fmt: skip
    finally:
        os.close(schreiben)
    assert (lauf.returncode, lauf.stderr) == (0, "")
    assert verb != "versicherung" or ziel.read_bytes().startswith(b"%PDF-")


def test_geschlossene_standardausgabe(tmp_path: Path) -> None:
    """With standard output closed (``>&-``) the document is still made; only the message is lost."""
    ziel = tmp_path / "v.pdf"
    code = (
        "import sys\n"
        "sys.stdout = None\n"
        f"sys.argv = ['notices', 'versicherung', {str(BEISPIEL)!r}, '--bewerber', 'weber', '--out', {str(ziel)!r}]\n"
        "from notices.cli import run\n"
        "run()\n"
    )
    lauf = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, env={**os.environ}, cwd=tmp_path
    )
    assert lauf.returncode == 0, lauf.stderr
    assert ziel.read_bytes().startswith(b"%PDF-")


def test_wirklich_geschlossene_standardausgabe_nutzt_den_druckprozess(tmp_path: Path) -> None:
    """With descriptor 1 closed (``>&-``) the pipes to the engine process must not land on it (the
    child puts /dev/null onto descriptor 1): the engine process still renders."""
    ziel = tmp_path / "v.pdf"
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('weasyprint im Befehl:', 'weasyprint' in sys.modules, file=sys.stderr))\n"
        "sys.stdout = None\n"
        f"sys.argv = ['notices', 'versicherung', {str(BEISPIEL)!r}, '--bewerber', 'weber', '--out', {str(ziel)!r}]\n"
        "from notices.cli import run\n"
        "run()\n"
    )
    lauf = subprocess.run(
        ["sh", "-c", 'exec "$0" -c "$1" >&-', sys.executable, code],
        capture_output=False,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
        env={**os.environ, vorlauf.UMGEBUNG: "prozess"},
        cwd=tmp_path,
    )
    assert lauf.returncode == 0, lauf.stderr
    assert lauf.stderr.strip() == "weasyprint im Befehl: False"
    assert ziel.read_bytes().startswith(b"%PDF-")


# ------------------------------------------------------------------------------------------------
# Deciding before argparse


@pytest.mark.parametrize(
    ("argv", "erwartet"),
    [
        (["versicherung", "w.toml", "--bewerber", "a"], (True, None)),
        (["formblatt", "w.toml", "--bewerber", "a", "--vorlagen", "eigen"], (True, "eigen")),
        (["bescheinigung", "w.toml", "--vorlagen=eigen", "--bewerber", "a"], (True, "eigen")),
        (["formblatt", "w.toml", "--bewerber", "a", "--vorl", "eigen"], (True, "eigen")),  # abbreviated
        (["bekanntmachung", "w.toml"], (True, None)),
        (["bekanntmachung", "w.toml", "--json"], (False, None)),
        (["stichwahl-benachrichtigung", "w.toml", "--person", "a"], (True, None)),
        (["stichwahl-benachrichtigung", "w.toml", "--person", "a", "--json"], (False, None)),
        (["pruefen", "w.toml"], (False, None)),  # prints, renders nothing
        (["pruefen", "w.toml", "--pdf", "bericht.pdf"], (True, None)),
        (["pruefen", "w.toml", "--pdf=bericht.pdf"], (True, None)),
        (["pruefen", "w.toml", "--pd", "bericht.pdf"], (True, None)),
        (["pruefen", "w.toml", "--pdf-variante", "pdf"], (False, None)),  # another option
        (["maengel", "w.toml", "--bewerber", "a"], (False, None)),
        (["maengel", "w.toml", "--bewerber", "a", "--out", "m.pdf"], (True, None)),
        (["versicherung", "--help"], (False, None)),
        (["fristen", "w.toml"], (False, None)),
        (["alle", "w.toml"], (False, None)),
        ([], (False, None)),
    ],
)
def test_druckprozess_nur_wo_gerendert_wird(argv: list[str], erwartet: tuple[bool, str | None]) -> None:
    assert cli._vorlauf_noetig(argv) == erwartet


def test_rendernde_verben_gibt_es() -> None:
    verben = next(a for a in cli._parser()._actions if a.dest == "verb").choices
    assert set(cli.RENDERNDE_VERBEN) <= set(verben)


# ------------------------------------------------------------------------------------------------
# The fallbacks, in-process


def _anlage17() -> bytes:
    daten = load(BEISPIEL)
    sicht = formular(daten, "versicherung").ansicht(daten, daten.person("weber"))
    return render.render_pdf(
        "anlage17/anlage17.html",
        sicht.kontext,
        daten=daten,
        titel=sicht.titel,
        betreff=sicht.betreff,
        stichworte=sicht.stichworte,
    )


def _falscher_druckprozess(kind: object) -> vorlauf._Druckprozess:
    """A child process playing the engine process: ``kind(ein, aus)`` runs in it."""
    an_lesen, an = os.pipe()
    von, von_schreiben = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(an)
            os.close(von)
            kind(an_lesen, von_schreiben)  # type: ignore[operator]
        finally:
            os._exit(0)
    os.close(an_lesen)
    os.close(von_schreiben)
    return vorlauf._Druckprozess(pid, an, von)


def test_toter_druckprozess_fuehrt_zum_eigenen_rendern(monkeypatch: pytest.MonkeyPatch) -> None:
    """If the engine process is gone before it answers, the document is rendered in this process."""
    erwartet = _anlage17()
    tot = _falscher_druckprozess(lambda ein, aus: None)  # ends at once, as one whose engine failed to load
    monkeypatch.setattr(vorlauf, "_prozess", tot)
    monkeypatch.setattr(render, "DRUCKER", vorlauf.drucke)
    assert _anlage17() == erwartet
    assert vorlauf._prozess is None
    assert tot.beendet
    with pytest.raises(ChildProcessError):  # reaped
        os.waitpid(tot.pid, 0)
    vorlauf._beende(tot)  # a second call (at exit) does nothing, and signals no one


def test_druckprozess_stirbt_mitten_in_der_antwort(monkeypatch: pytest.MonkeyPatch) -> None:
    """An answer cut off after its length (the engine process died while answering): rendered here."""
    erwartet = _anlage17()

    def bricht_ab(ein: int, aus: int) -> None:
        vorlauf._lies(ein)
        os.write(aus, vorlauf._LAENGE.pack(1000) + b"abc")

    prozess = _falscher_druckprozess(bricht_ab)
    monkeypatch.setattr(vorlauf, "_prozess", prozess)
    monkeypatch.setattr(render, "DRUCKER", vorlauf.drucke)
    assert _anlage17() == erwartet
    assert vorlauf._prozess is None and prozess.beendet


class _Haengt(BaseException):
    """Raised by the hang guard; a BaseException, so that no fallback of the code under test takes it."""


@pytest.fixture
def haengeschutz() -> Iterator[None]:
    """Fail (instead of hanging the suite) when the test is still running after 30 s."""

    def ausloesen(signum: int, rahmen: object) -> None:
        raise _Haengt("still waiting after 30 s")

    vorher = signal.signal(signal.SIGALRM, ausloesen)
    signal.setitimer(signal.ITIMER_REAL, 30)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, vorher)


@pytest.mark.usefixtures("haengeschutz")
def test_druckprozess_ohne_antwort_fuehrt_zum_eigenen_rendern(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine process that takes the job and never answers (stuck): after ANTWORTZEIT the command
    stops it and renders the document itself."""
    erwartet = _anlage17()

    def haengt(ein: int, aus: int) -> None:
        vorlauf._lies(ein)
        threading.Event().wait(600)

    prozess = _falscher_druckprozess(haengt)
    monkeypatch.setattr(vorlauf, "ANTWORTZEIT", 0.5)
    monkeypatch.setattr(vorlauf, "_prozess", prozess)
    monkeypatch.setattr(render, "DRUCKER", vorlauf.drucke)
    try:
        assert _anlage17() == erwartet
        assert vorlauf._prozess is None and prozess.beendet
        with pytest.raises(ChildProcessError):  # stopped and reaped
            os.waitpid(prozess.pid, 0)
    finally:  # should the code under test have left it running
        vorlauf._beende(prozess)
        with contextlib.suppress(OSError):
            os.kill(prozess.pid, signal.SIGKILL)
            os.waitpid(prozess.pid, 0)


@pytest.mark.usefixtures("haengeschutz")
def test_leitung_wartet_nur_bis_zur_frist() -> None:
    """Writing into a pipe nobody reads and reading from one nobody writes end at the deadline."""
    for richtung in ("schreiben", "lesen"):
        lesen, schreiben = os.pipe()
        try:
            with pytest.raises(TimeoutError):
                if richtung == "schreiben":  # more than the pipe holds
                    vorlauf._schreibe(schreiben, os.urandom(300_000), time.monotonic() + 0.2)
                else:
                    vorlauf._lies(lesen, time.monotonic() + 0.2)
        finally:
            os.close(lesen)
            os.close(schreiben)


def test_fehler_im_druckprozess_fuehrt_zum_eigenen_rendern(monkeypatch: pytest.MonkeyPatch) -> None:
    """A job that fails in the engine process is rendered here, so that any error is raised as always."""
    erwartet = _anlage17()

    def scheitert(ein: int, aus: int) -> None:
        while vorlauf._lies(ein) is not None:
            vorlauf._schreibe(aus, ("selbst", None))

    prozess = _falscher_druckprozess(scheitert)
    monkeypatch.setattr(vorlauf, "_prozess", prozess)
    monkeypatch.setattr(render, "DRUCKER", vorlauf.drucke)
    try:
        assert _anlage17() == erwartet
        assert vorlauf._prozess is prozess  # alive: it stays in use
    finally:
        vorlauf._beende(prozess, warten=True)


def test_geforkte_prozesse_loeschen_nicht_den_schriftordner_der_eltern() -> None:
    """A forked worker that tidies up (render.aufraeumen) frees only its own font configurations; the
    parent's temporary font folder stays (WeasyPrint would remove it when the inherited one is freed)."""
    _anlage17()
    ordner = [Path(s._folder) for s in render._SCHRIFTKONFIGURATIONEN if getattr(s, "_folder", None)]
    assert ordner and all(o.is_dir() for o in ordner)
    pid = os.fork()
    if pid == 0:
        try:
            _anlage17()  # its own configuration and folder
            render.aufraeumen()
        finally:
            os._exit(0)
    os.waitpid(pid, 0)
    assert all(o.is_dir() for o in ordner)


def test_auftraege_ueber_die_leitung() -> None:
    """The framing carries objects larger than a pipe's buffer whole, and reports EOF as None."""
    lesen, schreiben = os.pipe()
    gross = {"pdf": os.urandom(300_000), "text": "Bürgermeisterwahl"}
    faden = threading.Thread(target=lambda: (vorlauf._schreibe(schreiben, gross), os.close(schreiben)))
    faden.start()
    assert vorlauf._lies(lesen) == gross
    faden.join()
    assert vorlauf._lies(lesen) is None
    os.close(lesen)


# ------------------------------------------------------------------------------------------------
# Loading WeasyPrint without the futile library search (pdf_eingriffe.weasyprint_laden)


def _in_neuem_prozess(code: str, cwd: Path) -> dict[str, object]:
    lauf = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=cwd, env={**os.environ}
    )
    assert lauf.returncode == 0, lauf.stderr
    return json.loads(lauf.stdout.strip().splitlines()[-1])


def test_weasyprint_laedt_dieselben_bibliotheken(tmp_path: Path) -> None:
    """The quick import loads the very same library files as the ordinary one."""
    code = (
        "import ctypes.util, json, sys\n"
        "from notices import pdf_eingriffe\n"
        "original = ctypes.util.find_library\n"
        "LADEN\n"
        "from weasyprint.text import ffi\n"
        "namen = ('libpango', 'libpangoft2', 'libharfbuzz', 'libfontconfig', 'libgobject')\n"
        "dateien = sorted({z.split()[-1] for z in open('/proc/self/maps') if any(n in z for n in namen)})\n"
        "print(json.dumps({'dateien': dateien, 'subset': ffi.harfbuzz_subset is not None,\n"
        "                  'wiederhergestellt': ctypes.util.find_library is original}))\n"
    )
    schnell = _in_neuem_prozess(code.replace("LADEN", "pdf_eingriffe.weasyprint_laden()"), tmp_path)
    gewoehnlich = _in_neuem_prozess(code.replace("LADEN", "import weasyprint"), tmp_path)
    assert schnell["dateien"] == gewoehnlich["dateien"]
    assert len(schnell["dateien"]) >= 5  # type: ignore[arg-type]
    assert schnell["subset"] == gewoehnlich["subset"]
    assert schnell["wiederhergestellt"] is True


def test_weasyprint_laedt_ohne_kindprozesse(tmp_path: Path) -> None:
    """The quick import really is taken: no ldconfig, compiler or linker runs while WeasyPrint loads."""
    code = (
        "import json, subprocess\n"
        "gestartet = []\n"
        "echt = subprocess.Popen.__init__\n"
        "def zaehle(self, *a, **k):\n"
        "    gestartet.append(a[0] if a else k.get('args'))\n"
        "    echt(self, *a, **k)\n"
        "subprocess.Popen.__init__ = zaehle\n"
        "from notices import pdf_eingriffe\n"
        "pdf_eingriffe.weasyprint_laden()\n"
        "print(json.dumps({'gestartet': [str(g) for g in gestartet]}))\n"
    )
    assert _in_neuem_prozess(code, tmp_path) == {"gestartet": []}


def test_weasyprint_laden_faellt_auf_den_gewoehnlichen_weg_zurueck(tmp_path: Path) -> None:
    """A library that only the long search finds: the quick import fails quietly, is undone, and the
    module is imported the ordinary way (here a stand-in package that needs find_library)."""
    paket = tmp_path / "bibliothekstest"
    paket.mkdir()
    (paket / "teil.py").write_text(
        "import pathlib\n"
        "with open(pathlib.Path(__file__).parent / 'teil.txt', 'a') as f:\n"
        "    f.write('x')\n"
        "GELADEN = True\n",
        "utf-8",
    )
    (paket / "__init__.py").write_text(
        "import ctypes.util, pathlib\n"
        "from bibliothekstest import teil\n"
        "with open(pathlib.Path(__file__).parent / 'versuche.txt', 'a') as f:\n"
        "    f.write('x')\n"
        "GEFUNDEN = ctypes.util.find_library('c')\n"
        "if GEFUNDEN is None:\n"
        "    print('HINWEIS: Bibliothek nicht gefunden')\n"
        "    raise OSError('nicht gefunden')\n",
        "utf-8",
    )
    code = (
        "import ctypes.util, json, sys\n"
        f"sys.path.insert(0, {str(tmp_path)!r})\n"
        "from notices import pdf_eingriffe\n"
        "original = ctypes.util.find_library\n"
        "pdf_eingriffe.weasyprint_laden('bibliothekstest')\n"
        "import bibliothekstest\n"
        "print(json.dumps({'gefunden': bibliothekstest.GEFUNDEN, 'teil': bibliothekstest.teil.GELADEN,\n"
        "                  'wiederhergestellt': ctypes.util.find_library is original}))\n"
    )
    lauf = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=tmp_path)
    assert lauf.returncode == 0, lauf.stderr
    assert "HINWEIS" not in lauf.stdout  # the quick attempt's hint is held back
    ergebnis = json.loads(lauf.stdout.strip())
    assert ergebnis["gefunden"] and ergebnis["teil"] is True and ergebnis["wiederhergestellt"] is True
    assert (paket / "versuche.txt").read_text() == "xx"  # the quick attempt, then the ordinary import
    assert (paket / "teil.txt").read_text() == "xx"  # what the failed attempt loaded was undone, then loaded anew
