"""Start the PDF engine while the data file is still being read (the command line's cold start).

``import weasyprint`` takes half a second or more, and none of it depends on the data. A command
that renders documents therefore starts the engine at once – the import, the font configuration
and the parsed house style (:func:`notices.render.vorbereiten`) – and reads, validates and lays
out the data meanwhile; the two meet when the finished HTML is handed over
(:class:`notices.render.Druckauftrag`). The clerk waits for the engine's start and the page, not
for notices' own work on top of it.

Two ways, chosen by :func:`starte`:

- **Druckprozess** (Linux, where ``os.fork`` is safe: no other thread yet): a forked child process
  prepares the engine on the second core and renders every job sent to it through a pipe; the
  parent does the rest. Same code, same inputs, same bytes (``tests/test_vorlauf.py``).
- **Faden** (elsewhere, or when the process already runs threads): a thread prepares the engine.
  WeasyPrint waits a good part of its import for child processes (``ctypes.util.find_library`` runs
  ``ldconfig`` and the C compiler), and the data are read in that time.

Nothing here is needed for correctness: if the child or the thread fails, the main process renders
itself and reports any error exactly as without it. ``NOTICES_VORLAUF=prozess|faden|aus`` forces a
way (for measuring, ``benchmarks/``); the default is ``prozess`` where possible, else ``faden``.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import pickle
import signal
import struct
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from notices.render import Druckauftrag

UMGEBUNG = "NOTICES_VORLAUF"
"""Environment variable that forces the way: ``prozess``, ``faden`` or ``aus``."""

_LAENGE = struct.Struct("!Q")
_sperre = threading.Lock()
_gestartet = False
_faden: threading.Thread | None = None
_prozess: _Druckprozess | None = None


@dataclass
class _Druckprozess:
    pid: int
    an: int  # write end: jobs to the child
    von: int  # read end: results from the child
    bedient: int = 0


# ------------------------------------------------------------------------------------------------
# Starting


def starte(vorlagen: str | Path | None = None, *, prozess: bool = True) -> None:
    """Start preparing the engine in the background (once per process; later calls do nothing).

    ``vorlagen`` is the override folder of ``--vorlagen`` (its stylesheets are parsed ahead);
    ``prozess=False`` allows only the thread (for callers that render many documents themselves).
    """
    global _gestartet, _faden, _prozess
    with _sperre:
        if _gestartet:
            return
        _gestartet = True
        if "weasyprint" in sys.modules:  # already loaded (web app, tests): nothing to gain
            return
        modus = os.environ.get(UMGEBUNG, "").strip().lower()
        if modus == "aus":
            return
        ordner = Path(vorlagen) if vorlagen else None
        if prozess and modus != "faden" and _fork_sicher():
            _prozess = _starte_prozess(ordner)
            if _prozess is not None:
                return
        _faden = threading.Thread(target=_vorbereiten, args=(ordner,), name="notices-vorlauf")
        _faden.start()


def _fork_sicher() -> bool:
    # fork copies only the calling thread: safe only while no other thread exists (and on Linux,
    # where a forked child may go on using the libraries; macOS and Windows use the thread).
    return sys.platform.startswith("linux") and hasattr(os, "fork") and threading.active_count() == 1


def _vorbereiten(vorlagen: Path | None) -> None:
    try:
        from notices import render

        render.vorbereiten(vorlagen)
    except BaseException:  # the main thread does the same work and reports the error
        pass


def warte() -> None:
    """Wait until the background thread has finished (before forking worker processes)."""
    faden = _faden
    if faden is not None and faden is not threading.current_thread():
        faden.join()


# ------------------------------------------------------------------------------------------------
# The engine process


def _starte_prozess(vorlagen: Path | None) -> _Druckprozess | None:
    try:
        auftraege_lesen, auftraege_schreiben = os.pipe()
        ergebnisse_lesen, ergebnisse_schreiben = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
    except OSError:
        return None
    if pid == 0:  # the child: never returns
        status = 0
        try:
            os.close(auftraege_schreiben)
            os.close(ergebnisse_lesen)
            _kindprozess(auftraege_lesen, ergebnisse_schreiben, vorlagen)
        except BaseException:  # whatever happens, the child must not return into the parent's code
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


def _kindprozess(ein: int, aus: int, vorlagen: Path | None) -> None:
    """Prepare the engine, then render each job from ``ein`` and answer on ``aus`` until EOF."""
    # Ctrl-C (the whole process group gets it) or the parent no longer needing it: tidy up and end.
    signal.signal(signal.SIGINT, _beenden_erbeten)
    signal.signal(signal.SIGTERM, _beenden_erbeten)
    # The child's standard output is not the command's: what it would print (WeasyPrint prints its
    # installation hints there when Pango is missing) would come twice; the parent reports.
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.close(null)
    from notices import render

    try:
        render.vorbereiten(vorlagen)
    except BaseException:  # the parent renders itself and reports the error
        return
    while True:
        auftrag = _lies(ein)
        if auftrag is None:
            return
        try:
            antwort: tuple[str, Any] = ("ok", render.drucke(auftrag))
        except Exception as e:  # handed to the parent, which raises it
            antwort = ("fehler", e)
        try:
            _schreibe(aus, antwort)
        except (pickle.PicklingError, TypeError, AttributeError):
            _schreibe(aus, ("fehler", RuntimeError(str(antwort[1]))))


def _beenden_erbeten(signum: int, frame: object) -> None:
    raise SystemExit(0)


def _aufraeumen_im_kind() -> None:
    # os._exit skips atexit: remove WeasyPrint's temporary font folder here (notices.render.aufraeumen).
    render = sys.modules.get("notices.render")
    if render is not None:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        render.aufraeumen()


def drucke(auftrag: Druckauftrag) -> bytes:
    """Render a job: in the engine process if one was started and is alive, else here
    (:func:`notices.render.drucke`)."""
    global _prozess
    with _sperre:
        prozess = _prozess
        if prozess is not None:
            try:
                _schreibe(prozess.an, auftrag)
                antwort = _lies(prozess.von)
            except (OSError, EOFError, pickle.UnpicklingError):
                antwort = None
            if antwort is None:  # the child is gone (e.g. the engine could not load): render here
                _prozess = None
                _beende(prozess)
            else:
                prozess.bedient += 1
                art, wert = antwort
                if art == "ok":
                    return wert
                raise wert
    from notices import render

    return render.drucke(auftrag)


def _beende(prozess: _Druckprozess) -> None:
    """Close the pipes and let the child go. One that has served a job ends by itself on EOF (it only
    tidies up then, and the command need not wait for that); one that never got a job (the data were
    refused) may still be loading the engine and is asked to stop (SIGTERM: it tidies up and ends),
    and waited for, so that nothing of the command outlives it."""
    for fd in (prozess.an, prozess.von):
        with contextlib.suppress(OSError):
            os.close(fd)
    prozess.an = prozess.von = -1
    try:
        if prozess.bedient == 0:
            os.kill(prozess.pid, signal.SIGTERM)
            os.waitpid(prozess.pid, 0)
        else:
            os.waitpid(prozess.pid, os.WNOHANG)
    except (ChildProcessError, ProcessLookupError, OSError):
        pass


# ------------------------------------------------------------------------------------------------
# Framing: 8-byte length, then a pickle (parent and child are the same program)


def _schreibe(fd: int, objekt: object) -> None:
    daten = pickle.dumps(objekt, protocol=pickle.HIGHEST_PROTOCOL)
    ansicht = memoryview(_LAENGE.pack(len(daten)) + daten)
    while ansicht:
        geschrieben = os.write(fd, ansicht)
        ansicht = ansicht[geschrieben:]


def _lies_genau(fd: int, n: int) -> bytes | None:
    teile = []
    while n:
        teil = os.read(fd, min(n, 1 << 20))
        if not teil:
            return None
        teile.append(teil)
        n -= len(teil)
    return b"".join(teile)


def _lies(fd: int) -> Any:
    kopf = _lies_genau(fd, _LAENGE.size)
    if kopf is None:
        return None
    daten = _lies_genau(fd, _LAENGE.unpack(kopf)[0])
    if daten is None:
        raise EOFError
    return pickle.loads(daten)  # our own child process, same program
