"""Start the PDF engine while the data file is still being read (the command line's cold start).

``import weasyprint`` takes half a second or more, and none of it depends on the data. On Linux a
command that renders documents therefore forks, before it even builds its argument parser, an
**engine process** (Druckprozess): it imports WeasyPrint and prepares the font configuration and the
parsed house style (:func:`notices.render.vorbereiten`) on the second core, then renders every job
(:class:`notices.render.Druckauftrag`: the finished HTML and the metadata) that the command sends it
through a pipe. Meanwhile the command reads, validates and lays out the data. The clerk waits for
the engine's start and the page, not for notices' own work on top of it.

Nothing here is needed for correctness: same code, same inputs, same bytes (``tests/test_vorlauf.py``).
If the engine process fails in any way – it cannot load the engine, it dies, a job raises, it does
not answer within :data:`ANTWORTZEIT` – the command renders the document itself, so any error is
reported exactly as without it. The engine process writes nothing: its standard output and error are
/dev/null, so it never holds the caller's pipes open after the command has ended.

Only where ``os.fork`` is safe: on Linux, in a process with no other thread yet (fork copies only
the calling thread). Elsewhere nothing is started ahead: a thread was tried and measured slower than
no preparation at all (the GIL lets the two only take turns). ``NOTICES_VORLAUF=aus`` switches the
engine process off (for measuring: ``benchmarks/``, row 6b).
"""

from __future__ import annotations

import atexit
import contextlib
import math
import os
import pickle
import select
import signal
import struct
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices import render

if TYPE_CHECKING:
    from notices.render import Druckauftrag

UMGEBUNG = "NOTICES_VORLAUF"
"""Environment variable: ``aus`` switches the engine process off."""

ANTWORTZEIT = 60.0
"""Seconds the command waits for the engine process to take a job and answer it (loading the engine
included; a warm page takes well under a second). After that the engine process is stopped and the
command renders the document itself."""

_LAENGE = struct.Struct("!Q")
_sperre = threading.Lock()
_gestartet = False
_prozess: _Druckprozess | None = None


@dataclass
class _Druckprozess:
    pid: int
    an: int  # write end: jobs to the child
    von: int  # read end: results from the child
    beendet: bool = False


# ------------------------------------------------------------------------------------------------
# Starting


def starte(vorlagen: str | Path | None = None) -> None:
    """Fork the engine process, once per process and only where that is safe; otherwise do nothing.

    ``vorlagen`` is the override folder of ``--vorlagen``: its stylesheets are parsed ahead."""
    global _gestartet, _prozess
    with _sperre:
        if _gestartet:
            return
        _gestartet = True
        if "weasyprint" in sys.modules:  # already loaded (web app, tests): nothing to gain
            return
        if os.environ.get(UMGEBUNG, "").strip().lower() == "aus" or not _fork_sicher():
            return
        _prozess = _starte_prozess(Path(vorlagen) if vorlagen else None)
        if _prozess is not None:
            render.DRUCKER = drucke


def _fork_sicher() -> bool:
    return sys.platform.startswith("linux") and hasattr(os, "fork") and threading.active_count() == 1


def _starte_prozess(vorlagen: Path | None) -> _Druckprozess | None:
    enden: list[int] = []
    try:
        for _ in range(2):
            enden.extend(os.pipe())
        for i, fd in enumerate(enden):
            enden[i] = _ueber_2(fd)
        for strom in (sys.stdout, sys.stderr):  # nothing buffered may be written twice
            if strom is not None:
                strom.flush()
        pid = os.fork()
    except (OSError, ValueError):
        for fd in enden:
            with contextlib.suppress(OSError):
                os.close(fd)
        return None
    auftraege_lesen, auftraege_schreiben, ergebnisse_lesen, ergebnisse_schreiben = enden
    if pid == 0:  # the child: never returns into the command's code
        status = 0
        try:
            _neu_im_kind()
            os.close(auftraege_schreiben)
            os.close(ergebnisse_lesen)
            _kindprozess(auftraege_lesen, ergebnisse_schreiben, vorlagen)
        except BaseException:  # Ctrl-C (KeyboardInterrupt) included: tidy up and end
            status = 1
        finally:
            try:
                _aufraeumen_im_kind()
            finally:
                os._exit(status)
    os.close(auftraege_lesen)
    os.close(ergebnisse_schreiben)
    prozess = _Druckprozess(pid, auftraege_schreiben, ergebnisse_lesen)
    atexit.register(_beende, prozess)
    return prozess


def _ueber_2(fd: int) -> int:
    """The pipe end as a descriptor above 2: with standard output closed (``>&-``), ``os.pipe`` would
    hand out 1, which the child then puts /dev/null onto."""
    import fcntl

    neu = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    os.close(fd)
    return neu


def _neu_im_kind() -> None:
    # The fork happened inside ``starte`` while ``_sperre`` was held: the child gets a fresh lock, and
    # is no one's parent.
    global _sperre, _prozess
    _sperre = threading.Lock()
    _prozess = None


def _kindprozess(ein: int, aus: int, vorlagen: Path | None) -> None:
    """Prepare the engine, then render each job from ``ein`` and answer on ``aus`` until EOF.

    No signal handlers: the child ends when the pipe closes (the command is done, or refused its
    input and no longer needs it) – after the engine has loaded, never in the middle of loading,
    where WeasyPrint may be waiting for a compiler it started (``ctypes.util.find_library``)."""
    # The child's standard output and error are not the command's: what it would print (WeasyPrint
    # prints its installation hints when Pango is missing) would come twice – the command reports,
    # and renders itself whenever the child fails – and a caller reading the command's output to its
    # end would wait for the child too, which may still be loading the engine after the command ended.
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.dup2(null, 2)
    os.close(null)

    try:
        render.vorbereiten(vorlagen)
    except Exception:  # the command renders itself and reports the error
        return
    while True:
        auftrag = _lies(ein)
        if auftrag is None:
            return
        try:
            antwort: tuple[str, Any] = ("ok", render.drucke(auftrag))
        except Exception:  # the command renders this job itself and reports the error as always
            antwort = ("selbst", None)
        _schreibe(aus, antwort)


def _aufraeumen_im_kind() -> None:
    # os._exit skips atexit: remove WeasyPrint's temporary font folder here (notices.render.aufraeumen).
    render = sys.modules.get("notices.render")
    if render is not None:
        render.aufraeumen()


# ------------------------------------------------------------------------------------------------
# Rendering


def drucke(auftrag: Druckauftrag) -> bytes:
    """Render a job: in the engine process if one was started and is alive, else here
    (:func:`notices.render.drucke`)."""
    global _prozess
    with _sperre:
        prozess = _prozess
        if prozess is not None:
            frist = time.monotonic() + ANTWORTZEIT
            haengt = False
            try:
                _schreibe(prozess.an, auftrag, frist)
                antwort = _lies(prozess.von, frist)
            except TimeoutError:  # alive but not answering (stuck): stop it
                antwort, haengt = None, True
            except (OSError, EOFError, pickle.UnpicklingError):
                antwort = None
            if antwort is None:  # the child is gone (e.g. the engine could not load), or stuck
                _prozess = None
                _beende(prozess, warten=True, abbrechen=haengt)
            elif antwort[0] == "ok":
                return antwort[1]
    return render.drucke(auftrag)


def _beende(prozess: _Druckprozess, *, warten: bool = False, abbrechen: bool = False) -> None:
    """Close the pipes (once): the child sees EOF, tidies up and ends by itself. At the command's
    exit it is not waited for – its tidying up need not delay the command, and one that never got a
    job may still be loading the engine; after a failure (``warten``) it is already gone and reaped.
    One that did not answer in time (``abbrechen``) is killed first, or waiting for it could hang;
    its temporary font folder may then be left behind."""
    if prozess.beendet:
        return
    prozess.beendet = True
    if abbrechen:
        with contextlib.suppress(OSError):
            os.kill(prozess.pid, signal.SIGKILL)
    for fd in (prozess.an, prozess.von):
        with contextlib.suppress(OSError):
            os.close(fd)
    with contextlib.suppress(OSError):
        os.waitpid(prozess.pid, 0 if warten else os.WNOHANG)


# ------------------------------------------------------------------------------------------------
# Framing: 8-byte length, then a pickle (parent and child are the same program). The command passes
# a deadline (``frist``, time.monotonic()); every wait for the pipe then ends by it (TimeoutError).
# The engine process waits without one: it ends when the pipe closes.


def _warte(fd: int, ereignis: int, frist: float | None) -> None:
    """Until ``fd`` is ready for ``ereignis`` (or closed at the other end); TimeoutError at ``frist``."""
    poller = select.poll()
    poller.register(fd, ereignis)
    while True:
        rest = None if frist is None else frist - time.monotonic()
        if rest is not None and rest <= 0:
            raise TimeoutError("the engine process did not answer in time")
        if poller.poll(None if rest is None else math.ceil(rest * 1000)):
            return


def _schreibe(fd: int, objekt: object, frist: float | None = None) -> None:
    daten = pickle.dumps(objekt, protocol=pickle.HIGHEST_PROTOCOL)
    ansicht = memoryview(_LAENGE.pack(len(daten)) + daten)
    if frist is not None:  # a write into a full pipe must not block past the deadline
        os.set_blocking(fd, False)
    while ansicht:
        try:
            geschrieben = os.write(fd, ansicht)
        except BlockingIOError:
            _warte(fd, select.POLLOUT, frist)
            continue
        ansicht = ansicht[geschrieben:]


def _lies_genau(fd: int, n: int, frist: float | None) -> bytes | None:
    teile = []
    while n:
        if frist is not None:
            _warte(fd, select.POLLIN, frist)
        teil = os.read(fd, min(n, 1 << 20))
        if not teil:
            return None
        teile.append(teil)
        n -= len(teil)
    return b"".join(teile)


def _lies(fd: int, frist: float | None = None) -> Any:
    kopf = _lies_genau(fd, _LAENGE.size, frist)
    if kopf is None:
        return None
    daten = _lies_genau(fd, _LAENGE.unpack(kopf)[0], frist)
    if daten is None:
        raise EOFError
    return pickle.loads(daten)  # our own child process, same program
