"""Documents made once: a PDF whose inputs did not change is not laid out again.

The key of a PDF is the SHA-256 of everything its print job (:class:`notices.render.Druckauftrag`)
holds – the finished HTML (template and the law's wording in it), the attached data, the metadata and
options – plus the assets of its template folders (style sheets, fonts) and the program's version. Same
key, same bytes: WeasyPrint's output is deterministic for the same job (the manifest's hashes rely on
that too). Kept in memory only, never on the office's share: the documents carry personal data that
must go when the election's files are deleted.

The cache is used only while a request of the web application runs (a context variable), so the
command line and other callers of :mod:`notices.render` are untouched.
"""

from __future__ import annotations

import hashlib
import io
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Any

_AKTIV: ContextVar[PdfSpeicher | None] = ContextVar("notices_web_pdfspeicher", default=None)
_ZAEHLER: ContextVar[list[int] | None] = ContextVar("notices_web_zaehler", default=None)
_SAMMLER: ContextVar[dict[str, Any] | None] = ContextVar("notices_web_sammler", default=None)
_ABBRUCH: ContextVar[threading.Event | None] = ContextVar("notices_web_abbruch", default=None)


class Abgebrochen(Exception):
    """A background job whose data changed meanwhile stops at its next document."""


class Vordergrund:
    """The documents a clerk asked for come first: while a request renders one, background preparation
    (the ZIP after a save, warming up) waits before its next document (at most ``HOECHSTENS`` seconds)."""

    HOECHSTENS = 60.0

    def __init__(self) -> None:
        self._n = 0
        self._bedingung = threading.Condition()

    @contextmanager
    def aktiv(self) -> Iterator[None]:
        with self._bedingung:
            self._n += 1
        try:
            yield
        finally:
            with self._bedingung:
                self._n -= 1
                self._bedingung.notify_all()

    def warte(self) -> None:
        """Block a background job while a request renders (returns at once when none does)."""
        with self._bedingung:
            self._bedingung.wait_for(lambda: self._n == 0, timeout=self.HOECHSTENS)


_NACHRANGIG: ContextVar[Vordergrund | None] = ContextVar("notices_web_nachrangig", default=None)


@contextmanager
def nachrangig(vordergrund: Vordergrund) -> Iterator[None]:
    """Render in this context only when no request renders (background jobs)."""
    marke = _NACHRANGIG.set(vordergrund)
    try:
        yield
    finally:
        _NACHRANGIG.reset(marke)


@contextmanager
def sammeln(auftraege: dict[str, Any]) -> Iterator[None]:
    """Collect the print jobs of what runs in this context instead of rendering them (each gets a blank
    placeholder page): the first pass of a ZIP, whose jobs then render in parallel."""
    marke = _SAMMLER.set(auftraege)
    try:
        yield
    finally:
        _SAMMLER.reset(marke)


@contextmanager
def abbrechbar(ereignis: threading.Event) -> Iterator[None]:
    """Stop rendering in this context (:class:`Abgebrochen`) once ``ereignis`` is set."""
    marke = _ABBRUCH.set(ereignis)
    try:
        yield
    finally:
        _ABBRUCH.reset(marke)


@lru_cache(maxsize=1)
def platzhalter() -> bytes:
    """One blank A4 page: what a collected job returns in the first pass."""
    from pypdf import PdfWriter

    w = PdfWriter()
    w.add_blank_page(595, 842)
    puffer = io.BytesIO()
    w.write(puffer)
    return puffer.getvalue()


class Druckerei:
    """Worker processes that render print jobs in parallel. On Linux they are forked from a fork server
    that prepared the PDF engine once for all of them (:mod:`notices.druckvorrat`, issue 32); elsewhere, or
    when that fails, spawned, each loading the engine itself."""

    def __init__(self, prozesse: int | None = None) -> None:
        from notices import druckvorrat

        self.prozesse = max(1, prozesse or os.cpu_count() or 1)
        self.geteilt = druckvorrat.verfuegbar()
        """Whether the workers come from the prepared fork server (False after a fallback)."""
        self._pool = self._neuer_pool(
            druckvorrat.kontext(vorladen=(__name__, "notices.dienste.elternwacht"))
            if self.geteilt
            else druckvorrat.ersatz()
        )

    def _neuer_pool(self, kontext: Any) -> Any:
        from concurrent.futures import ProcessPoolExecutor

        from notices import druckvorrat

        return ProcessPoolExecutor(
            max_workers=self.prozesse,
            mp_context=kontext,
            initializer=_arbeiter_start,
            initargs=(os.getpid(), druckvorrat.umgebung()),
        )

    def vorbereiten(self) -> list[dict[str, Any]]:
        """Start every worker now, not at the first ZIP; what each has from the preparation
        (:func:`notices.druckvorrat.zustand`). Workers that cannot be started from the fork server are
        spawned instead (as before issue 32)."""
        try:
            return self._alle_bereit()
        except Exception:
            if not self.geteilt:
                raise
        from notices import druckvorrat

        self._pool.shutdown(wait=False, cancel_futures=True)
        self.geteilt = False
        self._pool = self._neuer_pool(druckvorrat.ersatz())
        return self._alle_bereit()

    def _alle_bereit(self) -> list[dict[str, Any]]:
        # one job per worker: the pool starts a worker for each (one that is quick may answer two)
        from notices import druckvorrat

        return [f.result() for f in [self._pool.submit(druckvorrat.zustand) for _ in range(self.prozesse)]]

    def drucke_alle(
        self, auftraege: dict[str, Any], warten: Callable[[], None] | None = None
    ) -> Iterator[tuple[str, bytes]]:
        """Render the jobs in parallel, one per worker at a time; (key, PDF) as each is ready. ``warten`` is
        called before each job is handed out (a request being served holds the background back)."""
        from concurrent.futures import FIRST_COMPLETED, wait

        from notices import render

        offen = iter(auftraege.items())
        laufend: dict[Any, str] = {}
        while True:
            while len(laufend) < self.prozesse:
                naechster = next(offen, None)
                if naechster is None:
                    break
                if warten is not None:
                    warten()
                laufend[self._pool.submit(render.drucke, naechster[1])] = naechster[0]
            if not laufend:
                return
            fertig, _ = wait(laufend, return_when=FIRST_COMPLETED)
            for f in fertig:
                yield laufend.pop(f), f.result()

    def beende(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def _arbeiter_start(eltern: int, einstellungen: dict[str, str]) -> None:
    """In each print process: end with the server, however it ends (:mod:`notices.dienste.elternwacht`; a
    worker forked from the fork server watches whether the fork server is still the web server's child),
    take the web server's ``NOTICES_*`` settings, yield the processor to the server, which renders the
    document a clerk is waiting for (lower priority where the system has it), then load the PDF engine
    (from the fork server: only the font configuration and the house style are still to be made)."""
    import contextlib

    from notices import druckvorrat, render
    from notices.dienste import elternwacht

    elternwacht.bewache(eltern, render.aufraeumen)
    druckvorrat.uebernimm(einstellungen)
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(10)
    render.vorbereiten()


class PdfSpeicher:
    """PDFs by the hash of their print job, at most ``hoechstens`` bytes (least recently used go first)."""

    def __init__(self, hoechstens: int = 256 * 1024 * 1024) -> None:
        self.hoechstens = hoechstens
        self._pdfs: OrderedDict[str, bytes] = OrderedDict()
        self._groesse = 0
        self._sperre = threading.Lock()
        self.treffer = 0
        self.erzeugt = 0

    def hole(self, schluessel: str) -> bytes | None:
        with self._sperre:
            pdf = self._pdfs.get(schluessel)
            if pdf is not None:
                self._pdfs.move_to_end(schluessel)
                self.treffer += 1
            return pdf

    def lege_ab(self, schluessel: str, pdf: bytes) -> None:
        with self._sperre:
            if schluessel in self._pdfs or len(pdf) > self.hoechstens:
                return
            self._pdfs[schluessel] = pdf
            self._groesse += len(pdf)
            self.erzeugt += 1
            while self._groesse > self.hoechstens:
                _, alt = self._pdfs.popitem(last=False)
                self._groesse -= len(alt)

    @contextmanager
    def aktiv(self, zaehler: list[int] | None = None) -> Iterator[None]:
        """Use this cache for every PDF rendered in the current context (a request, a job);
        ``zaehler[0]`` counts the documents made (the progress of a job)."""
        marke, marke_z = _AKTIV.set(self), _ZAEHLER.set(zaehler)
        try:
            yield
        finally:
            _AKTIV.reset(marke)
            _ZAEHLER.reset(marke_z)


@lru_cache(maxsize=32)
def _assets(suchpfad: tuple[Path, ...]) -> str:
    """A fingerprint of the files of the template folders (name, size, modification time)."""
    h = hashlib.sha256()
    for ordner in suchpfad:
        if not ordner.is_dir():
            continue
        for pfad in sorted(ordner.rglob("*")):
            if pfad.is_file():
                st = pfad.stat()
                h.update(f"{pfad}\0{st.st_size}\0{st.st_mtime_ns}\n".encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def schluessel(auftrag: Any) -> str:
    """The cache key of a print job."""
    import notices

    h = hashlib.sha256()
    for teil in (
        getattr(notices, "__version__", ""),
        _assets(tuple(auftrag.suchpfad)),
        auftrag.titel,
        auftrag.betreff,
        "\x1f".join(auftrag.stichworte),
        auftrag.gemeinde,
        auftrag.stand.isoformat(),
        auftrag.variante,
        str(auftrag.wiederholen),
        str(auftrag.ausfuellbar),
        auftrag.html,
    ):
        h.update(str(teil).encode("utf-8", "surrogatepass") + b"\x00")
    h.update(auftrag.anhang)
    return h.hexdigest()


_INSTALLIERT = threading.Lock()


def installiere() -> None:
    """Put the cache in front of the renderer's print hook (once per process); outside a web request it
    passes every job on unchanged."""
    from notices import render

    with _INSTALLIERT:
        if getattr(render.DRUCKER, "_notices_web", False):
            return
        vorher: Callable[[Any], bytes] | None = render.DRUCKER

        def drucker(auftrag: Any) -> bytes:
            weiter = vorher or render.drucke
            abbruch = _ABBRUCH.get()
            if abbruch is not None and abbruch.is_set():
                raise Abgebrochen
            vordergrund = _NACHRANGIG.get()
            if vordergrund is not None:
                vordergrund.warte()
                if abbruch is not None and abbruch.is_set():
                    raise Abgebrochen
            speicher = _AKTIV.get()
            if speicher is None:
                return weiter(auftrag)
            k = schluessel(auftrag)
            pdf = speicher.hole(k)
            sammler = _SAMMLER.get()
            if pdf is None and sammler is not None:
                sammler[k] = auftrag
                return platzhalter()
            if pdf is None:
                pdf = weiter(auftrag)
                speicher.lege_ab(k, pdf)
            zaehler = _ZAEHLER.get()
            if zaehler is not None:
                zaehler[0] += 1
            return pdf

        drucker._notices_web = True  # type: ignore[attr-defined]
        render.DRUCKER = drucker
