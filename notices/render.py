"""Jinja templates to PDF/A with WeasyPrint: fonts, metadata, the attached data, a closed URL fetcher.

The pipeline (docs/architektur.md "One way down"; docs/dokumente.md "How documents are made"): a document
view of finished German strings -> Jinja template (autoescape, StrictUndefined) -> WeasyPrint -> PDF/A-3a
by default, with

- the election data that produced the document attached as JSON (PDF/A-3 associated file,
  relationship ``Source``), so an archived PDF can be re-checked without the original file;
- metadata: title, author (the Gemeinde), subject, keywords, language ``de-DE``, and the creation
  date taken from the data (``Wahldaten.stand``), never from the clock: same input, same bytes;
- one shipped font family (``templates/schriften``, Notices Sans = Liberation Sans cut down to the
  Latin ranges, SIL OFL 1.1), embedded whole – it is already small, so WeasyPrint need not subset it;
- a URL fetcher that serves only the project's template assets and those of the override folder
  (``--vorlagen``) and refuses everything else (``file://``, ``http(s)://``, ``data:``, other paths).

WeasyPrint is imported lazily inside functions: importing this module stays cheap. Everything that
relies on more of WeasyPrint or pydyf than their public API (the quick import, the font kept whole,
the finishing steps on pydyf's objects) is in :mod:`notices.pdf_eingriffe`; this module uses the
public pipeline and calls in there.
"""

from __future__ import annotations

import atexit
import gc
import json
import os
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlsplit

from notices.fehler import Eingabefehler, Problem, argumentproblem

if TYPE_CHECKING:
    import jinja2

    from notices.dokumente import Dokument
    from notices.model import Wahldaten

BASIS_URL = "https://vorlagen.notices.invalid/"
"""The base URL the templates are rendered under; the fetcher maps it to the template folders.

``.invalid`` is reserved (RFC 2606): nothing under it can ever be fetched from a network."""

VARIANTEN: dict[str, str | None] = {
    "pdf/a-3a": "pdf/a-3a",
    "pdf/a-3u": "pdf/a-3u",
    "pdf/a-3b": "pdf/a-3b",
    "pdf/ua-1": "pdf/ua-1",
    "pdf/ua-2": "pdf/ua-2",
    "pdf": None,
}
"""Choices of ``--pdf-variante``; ``pdf`` is a plain (tagged) PDF without a conformance claim."""

STANDARD_VARIANTE = "pdf/a-3a"

_ERLAUBTE_ENDUNGEN = frozenset({".css", ".png", ".jpg", ".jpeg", ".svg", ".gif", ".ttf", ".otf", ".woff", ".woff2"})
_MIME = {
    ".css": "text/css",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
    ".ttf": "font/ttf",
    ".otf": "font/otf",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
}
STILDATEIEN = ("stil.css", "eigen.css")
"""Stylesheets applied to every document, looked up like templates (the override folder wins).
``stil.css`` is the whole house style; ``eigen.css`` is empty and meant for a municipality's additions."""

SCHRIFTFAMILIE = "Notices Sans"
"""The shipped font family (``templates/schriften``): embedded whole, never subset again."""


# ------------------------------------------------------------------------------------------------
# Where the templates are


def vorlagen_ordner() -> Path:
    """The built-in templates: ``notices/_vorlagen`` in the installed wheel, else ``templates/`` of the checkout."""
    hier = Path(__file__).resolve().parent
    for kandidat in (hier / "_vorlagen", hier.parent / "templates"):
        if (kandidat / "base.html").is_file():
            return kandidat
    raise FileNotFoundError("templates/base.html")  # pragma: no cover - broken install


def _suchpfad(vorlagen: Path | None) -> tuple[Path, ...]:
    basis = vorlagen_ordner()
    if vorlagen is None:
        return (basis,)
    eigen = Path(vorlagen).resolve()
    if not eigen.is_dir():
        raise Eingabefehler(
            [argumentproblem("vorlagen", f"„{vorlagen}“ ist kein Ordner; dort werden eigene Vorlagen erwartet.")]
        )
    return (eigen, basis)


def finde_datei(relativ: str, suchpfad: Sequence[Path]) -> Path | None:
    """The first file ``relativ`` in the search path, or None; never anything outside the folders."""
    teile = PurePosixPath(relativ.lstrip("/")).parts
    if not teile or any(t in ("..", ".") or "\\" in t or ":" in t for t in teile):
        return None
    for ordner in suchpfad:
        kandidat = (ordner / Path(*teile)).resolve()
        if kandidat.is_relative_to(ordner.resolve()) and kandidat.is_file():
            return kandidat
    return None


# ------------------------------------------------------------------------------------------------
# Jinja

_LANGES_WORT = re.compile(r"\S{48,}")
_TRENNSTELLE = "\u200b"


def umbrechbar(wert: Any) -> Any:
    """Strings (also inside lists, tuples and dicts) with a break opportunity every 24 characters of
    an overlong word (U+200B ZERO WIDTH SPACE), so that hostile or absurd input wraps quickly instead
    of making the layout engine search for a break in a 10 000-character word. Ordinary names and
    words (up to 47 characters) are left alone."""
    if isinstance(wert, str):
        if len(wert) < 48:
            return wert
        return _LANGES_WORT.sub(lambda m: _TRENNSTELLE.join(re.findall(r".{1,24}", m.group(0), re.S)), wert)
    if isinstance(wert, Mapping):
        return {k: umbrechbar(v) for k, v in wert.items()}
    if isinstance(wert, list | tuple):
        return type(wert)(umbrechbar(v) for v in wert)
    return wert


_ZITAT = re.compile(r"(§§?|Abs\.|Art\.|Nr\.|Satz|Sätze|Buchst\.|Anlage|Anlagen) (?=\d)")
_GESCHUETZT = "\u00a0"


def zitate_zusammen(wert: Any) -> Any:
    """Strings (also inside lists, tuples and dicts) with a no-break space between "§", "Art.", "Abs.", "Satz",
    "Nr.", "Anlage" … and the number that follows, so that a line never ends in "§" or "Abs." and the number starts
    the next one ("§ 10 Abs. 2 KomWG" breaks only between its parts)."""
    if isinstance(wert, str):
        geschuetzt = "§" in wert or "Anlage" in wert or "Art. " in wert  # Art.: the Länder that cite articles (BY)
        return _ZITAT.sub(lambda m: m.group(1) + _GESCHUETZT, wert) if geschuetzt else wert
    if isinstance(wert, Mapping):
        return {k: zitate_zusammen(v) for k, v in wert.items()}
    if isinstance(wert, list | tuple):
        return type(wert)(zitate_zusammen(v) for v in wert)
    return wert


_RICHTUNG = re.compile(
    "[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\U00010800-\U00010fff\U0001e800-\U0001efff"
    "\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]"
)
"""Characters that change the direction of text: right-to-left letters, the marks and the embedding,
override and isolate controls."""
_FSI, _LRI, _PDI = "\u2068", "\u2066", "\u2069"


def _texte_der_daten(wert: Any) -> set[str]:
    if isinstance(wert, str):
        return {wert}
    if isinstance(wert, Mapping):
        return {t for v in wert.values() for t in _texte_der_daten(v)}
    if isinstance(wert, list | tuple):
        return {t for v in wert for t in _texte_der_daten(v)}
    return set()


def isoliere(kontext: Any, daten: Wahldaten) -> Any:
    """Text from the data that can change the direction of text (right-to-left letters, a mark, an
    unclosed override) isolated in the document's strings (Unicode bidi isolates, UAX #9): each such value
    in U+2068 … U+2069 (its own direction), and the string that holds it in U+2066 … U+2069 (the document's
    left-to-right), so that it cannot turn the template's own text around ("Musterhausen, 27. Februar 2027").
    Data without such characters leave the strings as they are (the same bytes as before)."""
    werte = sorted(
        (t for t in _texte_der_daten(daten.model_dump(mode="json")) if _RICHTUNG.search(t)), key=len, reverse=True
    )
    if not werte:
        return kontext
    muster = re.compile("|".join(re.escape(w) for w in werte))

    def umschliesse(wert: Any) -> Any:
        if isinstance(wert, str):
            if not _RICHTUNG.search(wert):
                return wert
            return _LRI + muster.sub(lambda m: _FSI + m.group(0) + _PDI, wert) + _PDI
        if isinstance(wert, Mapping):
            return {k: umschliesse(v) for k, v in wert.items()}
        if isinstance(wert, list | tuple):
            return type(wert)(umschliesse(v) for v in wert)
        return wert

    return umschliesse(kontext)


@lru_cache(maxsize=16)
def _umgebung(suchpfad: tuple[Path, ...]) -> jinja2.Environment:
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(p) for p in suchpfad], encoding="utf-8"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render_html(
    vorlage: str,
    kontext: Mapping[str, Any],
    *,
    daten: Wahldaten,
    titel: str,
    betreff: str,
    stichworte: Sequence[str] = (),
    vorlagen: Path | None = None,
) -> str:
    """The HTML of a document: the template filled with finished strings (autoescaped, strict)."""
    import jinja2

    umgebung = _umgebung(_suchpfad(vorlagen))
    wo = "vorlagen" if vorlagen is not None else ""

    def problem(text: str) -> Problem:
        return argumentproblem(wo, text) if wo else Problem(wo, text)

    meta = {
        "titel": titel,
        "betreff": betreff,
        "stichworte": ", ".join(stichworte),
        "gemeinde": daten.wahl.gemeinde,
    }
    try:
        werte = umbrechbar(isoliere({**zitate_zusammen(dict(kontext)), "meta": meta}, daten))
        return umgebung.get_template(vorlage).render(werte)
    except jinja2.TemplateNotFound as e:
        raise Eingabefehler([problem(f"Die Vorlage „{e.name}“ gibt es nicht.")]) from None
    except jinja2.UndefinedError as e:
        raise Eingabefehler(
            [problem(f"Die Vorlage „{vorlage}“ verwendet einen unbekannten Wert ({e.message}).")]
        ) from None
    except jinja2.TemplateSyntaxError as e:
        raise Eingabefehler(
            [problem(f"Die Vorlage „{e.filename or e.name}“ ist fehlerhaft (Zeile {e.lineno}): {e.message}.")]
        ) from None


# ------------------------------------------------------------------------------------------------
# WeasyPrint: fetcher, fonts and stylesheets (built once per search path)

_SPERRE = threading.Lock()


def _fetcher_klasse() -> type:
    from weasyprint.urls import URLFetcher, URLFetcherResponse

    class VorlagenFetcher(URLFetcher):
        """Serves template assets under BASIS_URL from the search path; refuses every other URL."""

        def __init__(self, suchpfad: tuple[Path, ...]) -> None:
            super().__init__(allowed_protocols=("https",), allow_redirects=False)
            self.suchpfad = suchpfad
            self.verweigert: list[str] = []

        def fetch(self, url: str, headers: Any = None) -> Any:
            datei = self.aufloesen(url)
            if datei is None:
                self.verweigert.append(url)
                raise ValueError(f"notices lädt keine fremden Dateien: {url[:200]}")
            return URLFetcherResponse(
                url, datei.read_bytes(), {"Content-Type": _MIME.get(datei.suffix.lower(), "application/octet-stream")}
            )

        def aufloesen(self, url: str) -> Path | None:
            if not url.startswith(BASIS_URL):
                return None
            teile = urlsplit(url)
            if teile.query or teile.fragment:
                return None
            relativ = unquote(teile.path)
            if PurePosixPath(relativ).suffix.lower() not in _ERLAUBTE_ENDUNGEN:
                return None
            return finde_datei(relativ, self.suchpfad)

    return VorlagenFetcher


@atexit.register
def aufraeumen() -> None:
    """Release the cached font configurations, so that WeasyPrint removes the temporary folder each
    one keeps its ``@font-face`` fonts in (``/tmp/weasyprint-*``).

    Runs at exit (atexit) while the interpreter is still whole; processes that end with ``os._exit``
    and skip atexit – the engine process of :mod:`notices.vorlauf`, the workers of ``notices alle
    --jobs`` – call it themselves, or the folders would pile up in ``/tmp``."""
    if not _SCHRIFTKONFIGURATIONEN:  # none made here (the engine process rendered): nothing to free
        return
    _werkzeuge.cache_clear()
    _SCHRIFTKONFIGURATIONEN.clear()
    gc.collect()  # the configurations hang in reference cycles of the last documents


_SCHRIFTKONFIGURATIONEN: list[Any] = []
"""The font configurations this process made (:func:`_werkzeuge`)."""


def _nach_fork_im_kind() -> None:
    """A forked process (the workers of ``notices alle --jobs``) inherits the parent's font
    configurations, whose temporary folder belongs to the parent: it must not remove it when it frees
    them (WeasyPrint's ``FontConfiguration.__del__`` would), and it makes its own."""
    if _SCHRIFTKONFIGURATIONEN:
        from notices import pdf_eingriffe

        pdf_eingriffe.geerbte_schriften_abgeben(_SCHRIFTKONFIGURATIONEN)
    _SCHRIFTKONFIGURATIONEN.clear()
    _werkzeuge.cache_clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_nach_fork_im_kind)


@lru_cache(maxsize=16)
def _werkzeuge(suchpfad: tuple[Path, ...]) -> tuple[Any, Any, list[Any]]:
    """Fetcher, font configuration and parsed stylesheets for one search path (cached: warm renders)."""
    from weasyprint import CSS
    from weasyprint.text.fonts import FontConfiguration

    fetcher = _fetcher_klasse()(suchpfad)
    schriften = FontConfiguration()
    _SCHRIFTKONFIGURATIONEN.append(schriften)
    stile = []
    for name in STILDATEIEN:
        if finde_datei(name, suchpfad) is not None:
            stile.append(CSS(url=BASIS_URL + name, url_fetcher=fetcher, font_config=schriften))
    return fetcher, schriften, stile


def vorbereiten(vorlagen: Path | None = None) -> None:
    """Import WeasyPrint and build the font configuration and parsed stylesheets of a search path,
    so that the first :func:`render_pdf` finds them ready (see :mod:`notices.vorlauf`)."""
    from notices import pdf_eingriffe

    suchpfad = _suchpfad(vorlagen)
    pdf_eingriffe.weasyprint_laden()
    with _SPERRE:
        _werkzeuge(suchpfad)


_NICHT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def _xml_sicher(text: str) -> str:
    """Metadata goes into the XMP packet (XML 1.0): control characters would make it invalid and cost the
    PDF/A identification, so they become spaces (the page itself shows the text as it is)."""
    return _NICHT_XML.sub(" ", text)


def daten_json(daten: Wahldaten) -> bytes:
    """The validated data as UTF-8 JSON (what is attached to every document)."""
    return (json.dumps(daten.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n").encode("utf-8")


DRUCKER: Callable[[Druckauftrag], bytes] | None = None
"""Where :func:`render_pdf` sends a finished job: None renders here (:func:`drucke`); the command line's
engine process (:func:`notices.vorlauf.starte`) sets its own. A hook, so that this module does not
import :mod:`notices.vorlauf` (which imports this one)."""


@dataclass(frozen=True)
class Druckauftrag:
    """Everything WeasyPrint needs for one PDF, as plain values (it can be pickled and handed to the
    engine process of :mod:`notices.vorlauf`): the finished HTML, the search path of its assets, the
    metadata, the attached data and the output options."""

    html: str
    suchpfad: tuple[Path, ...]
    titel: str
    betreff: str
    stichworte: tuple[str, ...]
    gemeinde: str
    stand: date
    anhang: bytes
    variante: str = STANDARD_VARIANTE
    wiederholen: int = 1
    ausfuellbar: bool = False


def render_pdf(
    vorlage: str,
    kontext: Mapping[str, Any],
    *,
    daten: Wahldaten,
    titel: str,
    betreff: str,
    stichworte: Sequence[str] = (),
    vorlagen: Path | None = None,
    variante: str = STANDARD_VARIANTE,
    wiederholen: int = 1,
    ausfuellbar: bool = False,
    anhang: Wahldaten | None = None,
) -> bytes:
    """Render a template to PDF bytes (PDF/A-3a by default) with metadata and the data attached.

    ``vorlage`` is a template path such as ``"anlage17/anlage17.html"`` (it extends ``base.html``);
    ``kontext`` holds finished German strings; ``daten`` is attached as ``wahldaten.json``, gives the
    author (the Gemeinde) and the creation date (``daten.stand``); ``wiederholen`` copies the laid-out
    page(s) that many times (layout once); ``ausfuellbar`` turns ``<input>`` elements into PDF form fields;
    ``anhang``: the data attached instead of ``daten`` (the public part, the part of one person: a document's
    bytes then depend on its own data only).
    """
    if variante not in VARIANTEN:
        raise Eingabefehler(
            [argumentproblem("pdf_variante", f"„{variante}“ ist nicht bekannt; erlaubt: {', '.join(VARIANTEN)}.")]
        )
    if wiederholen < 1:
        raise ValueError("wiederholen must be at least 1")
    auftrag = Druckauftrag(
        html=render_html(
            vorlage, kontext, daten=daten, titel=titel, betreff=betreff, stichworte=stichworte, vorlagen=vorlagen
        ),
        suchpfad=_suchpfad(vorlagen),
        titel=titel,
        betreff=betreff,
        stichworte=tuple(stichworte),
        gemeinde=daten.wahl.gemeinde,
        stand=daten.stand,
        anhang=daten_json(daten if anhang is None else anhang),
        variante=variante,
        wiederholen=wiederholen,
        ausfuellbar=ausfuellbar,
    )
    return (DRUCKER or drucke)(auftrag)


def render_dokument(dokument: Dokument, *, daten: Wahldaten, **optionen: Any) -> bytes:
    """:func:`render_pdf` of a document view (:class:`notices.dokumente.Dokument`): its template, strings
    and metadata; ``optionen`` as for :func:`render_pdf` (``vorlagen``, ``variante``, …)."""
    return render_pdf(
        dokument.vorlage,
        dokument.kontext,
        daten=daten,
        titel=dokument.titel,
        betreff=dokument.betreff,
        stichworte=dokument.stichworte,
        **optionen,
    )


def drucke(auftrag: Druckauftrag) -> bytes:
    """Lay out and write one PDF with WeasyPrint in this process (the part of :func:`render_pdf` after
    the template): PDF/A variant, tags, metadata, the data attached, the finishing steps below."""
    from notices import pdf_eingriffe

    pdf_eingriffe.weasyprint_laden()
    from weasyprint import HTML, Attachment

    stand = datetime.combine(auftrag.stand, time(0, 0), tzinfo=UTC)
    w3c = stand.strftime("%Y-%m-%dT%H:%M:%S+00:00")
    ausfuellbar = auftrag.ausfuellbar
    wiederholen = auftrag.wiederholen
    # one shared FontConfiguration per search path, hence the lock
    with _SPERRE, pdf_eingriffe.eigene_schrift_ganz(SCHRIFTFAMILIE):
        fetcher, schriften, stile = _werkzeuge(auftrag.suchpfad)
        dokument = HTML(string=auftrag.html, base_url=BASIS_URL, url_fetcher=fetcher).render(
            stylesheets=stile,
            font_config=schriften,
            pdf_forms=ausfuellbar,
        )
        if wiederholen > 1 and not pdf_eingriffe.wiederholt_im_abschluss(wiederholen, ausfuellbar=ausfuellbar):
            # Each copy drawn and tagged on its own (form fields need their own widgets on every sheet).
            dokument = dokument.copy(dokument.pages * wiederholen)
            wiederholen = 1
        m = dokument.metadata
        m.title = _xml_sicher(auftrag.titel)
        m.authors = [_xml_sicher(auftrag.gemeinde)]
        m.description = _xml_sicher(auftrag.betreff)
        m.keywords = [_xml_sicher(s) for s in auftrag.stichworte]
        m.generator = "notices"
        m.created = w3c
        m.modified = w3c
        m.lang = "de-DE"
        m.attachments = [
            Attachment(
                string=auftrag.anhang,
                name="wahldaten.json",
                description="Die Wahldaten, aus denen dieses Dokument erzeugt wurde (JSON)",
                created=stand,
                modified=stand,
                relationship="Source",
                url_fetcher=fetcher,
            )
        ]
        pdf_variante = VARIANTEN[auftrag.variante]
        optionen: dict[str, Any] = {
            "pdf_identifier": True,  # an MD5 of the content: deterministic
            "full_fonts": False,  # fallback fonts are subset; the shipped one whole (pdf_eingriffe)
            "pdf_tags": True,
            "pdf_forms": ausfuellbar,
        }
        if pdf_variante is not None:
            optionen["pdf_variant"] = pdf_variante
        abschluss = pdf_eingriffe.abschluss(ausfuellbar=ausfuellbar, wiederholen=wiederholen)
        return dokument.write_pdf(finisher=abschluss, **optionen)
