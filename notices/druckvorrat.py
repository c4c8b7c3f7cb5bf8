"""One prepared PDF engine for every print worker (issue 32).

The print processes of the web application (:class:`notices.web.zwischenspeicher.Druckerei`) used to be
spawned and to prepare the engine each for itself: import WeasyPrint (~0.3 s) and the services (~0.35 s;
the watch on the parent is one of them), parse the house style and, on the first document that
hyphenates, load the German hyphenation dictionary (pyphen parses ``hyph_de_DE.dic`` in ~0.55 s and keeps
it in its process-wide cache).

On Linux they are now forked from multiprocessing's **fork server**. Before it forks the first one, the
server imports the modules the caller names (what a worker's start needs) and then :mod:`notices.vorgeladen`,
which prepares the engine once: WeasyPrint imported, the house style of the built-in templates parsed, the
dictionary loaded through pyphen's public constructor (``pyphen.Pyphen(lang="de_DE")``, cached, its
default) and one small document rendered, so that the lazy paths of the first document (PDF/A metadata,
the attachment, the finishing steps) are loaded too; then it freezes what it holds (:func:`gc.freeze`).
The workers start with all of it in memory, shared copy-on-write with the server. Each still builds its
own font configuration (:func:`notices.render.vorbereiten`, ~30 ms): WeasyPrint keeps the ``@font-face``
fonts of one in a temporary folder that its owner removes, so the server lets go of its own before it forks
(no folder of the server outlives a run), and every worker owns and removes its own folder as before.

The workers of ``notices alle --jobs`` (:func:`notices.dienste.alle.fuehre_aus`) come from the same kind
of server; it imports the services first (a worker forked from the command's own process inherited them,
but then loaded WeasyPrint and the dictionary each for itself).

Nothing here is needed for correctness: the same code renders the same jobs, the same bytes
(``tests/test_druckvorrat.py``). A job carries its search path (``Druckauftrag.suchpfad``): a worker
prepares an override folder (``--vorlagen``) when its first job needs it, as before; only the built-in one
is prepared ahead. Where the fork server is not available (not Linux) or ``NOTICES_DRUCKVORRAT=aus`` is
set (for measuring), the workers are started as before (``sonst``); so they are when the server cannot
start them (:meth:`notices.web.zwischenspeicher.Druckerei.vorbereiten`,
:func:`notices.dienste.alle.fuehre_aus`).
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys
from collections.abc import Sequence
from datetime import date
from typing import Any

from notices import render

UMGEBUNG = "NOTICES_DRUCKVORRAT"
"""Environment variable: ``aus`` starts the workers without the fork server (as before issue 32)."""

VORLADEN = "notices.vorgeladen"
"""The fork server's preload module: importing it runs :func:`im_server_vorbereiten`."""

VORBEREITET_IN: int | None = None
"""The process id of the process that prepared the engine here (:func:`im_server_vorbereiten`): in a
worker forked from the fork server the server's id, never the worker's own; None where nothing was prepared
ahead (a spawned worker, the main process)."""

_PROBE = (
    '<!DOCTYPE html><html lang="de-DE"><head><meta charset="utf-8"><title>Probe</title></head><body>'
    '<p style="width: 18mm; hyphens: auto">Wahlvorschlagsberechtigung Unterstützungsunterschriften</p>'
    "</body></html>"
)
"""A small document with a word too long for its line: WeasyPrint hyphenates it (the dictionary in use)."""


def verfuegbar() -> bool:
    """Whether workers can be forked from a prepared fork server here (Linux, not switched off)."""
    if os.environ.get(UMGEBUNG, "").strip().lower() == "aus" or not sys.platform.startswith("linux"):
        return False
    return "forkserver" in multiprocessing.get_all_start_methods()


def kontext(sonst: str | None = "spawn", vorladen: Sequence[str] = ()) -> Any:
    """The multiprocessing context for print workers: the fork server where :func:`verfuegbar`, else the
    start method ``sonst`` (None: the platform's default). The server imports the modules ``vorladen`` (those
    a worker's start needs: the caller's own, the watch on the parent), then :data:`VORLADEN`, which prepares
    the engine; one fork server serves the whole process, with the modules of the first caller."""
    if verfuegbar():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload([*vorladen, VORLADEN])
        return ctx
    return multiprocessing.get_context(sonst)


def ersatz(sonst: str | None = "spawn") -> Any:
    """The context the workers are started with without the fork server (``sonst``, as before issue 32)."""
    return multiprocessing.get_context(sonst)


def im_server_vorbereiten() -> None:
    """In the fork server, before its first fork: prepare the engine for every worker forked from it, then
    freeze what it holds (:func:`gc.freeze`, as the standard library's documentation advises before a fork).

    Never raises: a failure leaves the workers to prepare themselves, as before (the server would otherwise
    end, and no worker could start)."""
    global VORBEREITET_IN
    try:
        render.vorbereiten()
        import pyphen

        pyphen.Pyphen(lang="de_DE")  # cache=True (the default): kept for the process and its forks
        render.drucke(_probeauftrag())
    except Exception:  # pragma: no cover - the workers prepare themselves as before
        return
    finally:
        # The font configurations keep their fonts in a temporary folder of this process: let it go now,
        # every worker makes its own (render.vorbereiten in its start) and removes it when it ends.
        render.aufraeumen()
    VORBEREITET_IN = os.getpid()
    # What the server holds now lives as long as its workers: out of the collector's reach, so that a
    # collection in a worker does not write to (and so copy) the pages it shares with the server.
    gc.collect()
    gc.freeze()


def _probeauftrag() -> render.Druckauftrag:
    return render.Druckauftrag(
        html=_PROBE,
        suchpfad=(render.vorlagen_ordner(),),
        titel="Probe",
        betreff="Probe",
        stichworte=("Probe",),
        gemeinde="Probe",
        stand=date(2000, 1, 1),
        anhang=b"{}\n",
    )


def zustand() -> dict[str, Any]:
    """What a worker has from the preparation: its process id and its parent's, the id of the process that
    prepared the engine (:data:`VORBEREITET_IN`) and whether the German dictionary is in pyphen's cache."""
    pyphen = sys.modules.get("pyphen")
    woerterbuch = False
    if pyphen is not None:
        datei = pyphen.LANGUAGES.get("de_DE")
        woerterbuch = datei is not None and datei in getattr(pyphen, "hdcache", {})
    return {
        "pid": os.getpid(),
        "eltern": os.getppid(),
        "vorbereitet_in": VORBEREITET_IN,
        "woerterbuch": woerterbuch,
        "weasyprint": "weasyprint" in sys.modules,
    }


def umgebung() -> dict[str, str]:
    """The ``NOTICES_*`` settings of this process, handed to each worker (:func:`uebernimm`): a worker
    forked from the fork server has the environment the server was started with, not the caller's."""
    return {k: v for k, v in os.environ.items() if k.startswith("NOTICES_")}


def uebernimm(einstellungen: dict[str, str]) -> None:
    """In a worker: the ``NOTICES_*`` settings of the process that started it (:func:`umgebung`), exactly."""
    for k in [k for k in os.environ if k.startswith("NOTICES_") and k not in einstellungen]:
        del os.environ[k]
    os.environ.update(einstellungen)
