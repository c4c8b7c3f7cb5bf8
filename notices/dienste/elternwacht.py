"""Worker processes end with the process that started them, however it ends (issue 34).

A killed ``notices web`` or ``notices alle --jobs`` (SIGTERM, SIGKILL from a service manager that
signals only the main process, a crash) used to leave its workers running with parent 1 – one of them
still rendering an hour later. Each worker therefore watches its parent: a daemon thread compares
``os.getppid()`` with the parent's process id every :data:`INTERVALL` seconds and ends the worker
(``os._exit``) once the parent is gone – the worker is then re-parented to 1 or to a sub-reaper, so the
id differs. The thread works wherever the worker was started from; ``prctl(PR_SET_PDEATHSIG)`` would
not: on Linux it fires when the *thread* that started the child ends, and the web application starts
its print processes from a background thread that ends after the start.

A worker forked from multiprocessing's fork server (:mod:`notices.druckvorrat`, issue 32) has the
server as its parent, not the process that started the pool. The server ends only when no process holds
the end of its pipe that the pool's process and every worker keep: it cannot end before its workers. Such
a worker therefore watches the server's parent (read from ``/proc``, Linux): it ends once the server is
no longer the child of the process that started the pool; the server then ends after its workers.

The resource tracker of :mod:`multiprocessing` (started for the print processes of the web
application) ends by itself when the last process holding its pipe – the parent and its workers – is
gone.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable

INTERVALL = 0.2
"""Seconds between two looks at the parent: the longest a worker outlives it (plus the time until the
running Python code lets the thread run, a few milliseconds)."""


def bewache(eltern: int, vorher: Callable[[], None] | None = None, intervall: float = INTERVALL) -> None:
    """In a worker process: end this process as soon as the process ``eltern`` (its parent's id, passed
    from the parent) is no longer its parent – or, in a worker forked from a fork server that ``eltern``
    started, no longer the server's parent; ``vorher`` runs first (e.g. :func:`notices.render.aufraeumen`,
    which removes WeasyPrint's temporary font folder). Ends at once when the parent is already gone."""
    eigene = os.getppid()
    server = eigene if eigene != eltern and elternteil_von(eigene) == eltern else None
    if not _da(eltern, server):
        _ende(vorher)
    threading.Thread(
        target=_wache, args=(eltern, server, vorher, intervall), daemon=True, name="notices-elternwacht"
    ).start()


def elternteil_von(pid: int) -> int | None:
    """The parent's id of the process ``pid`` (field 4 of ``/proc/PID/stat``), None where it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
            text = f.read()
        return int(text.rpartition(")")[2].split()[1])
    except (OSError, ValueError, IndexError):
        return None


def _da(eltern: int, server: int | None) -> bool:
    """Whether ``eltern`` is still this worker's parent (or the parent of its fork server ``server``)."""
    if server is None:
        return os.getppid() == eltern
    return os.getppid() == server and elternteil_von(server) == eltern


def _wache(eltern: int, server: int | None, vorher: Callable[[], None] | None, intervall: float) -> None:
    while True:
        time.sleep(intervall)
        if not _da(eltern, server):
            _ende(vorher)


def _ende(vorher: Callable[[], None] | None) -> None:
    """End the worker without Python's exit handlers (they would wait for queues whose other end is gone)."""
    try:
        if vorher is not None:
            vorher()
    except Exception:  # pragma: no cover - ending matters more than tidying
        pass
    os._exit(1)
