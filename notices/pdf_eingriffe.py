"""Interventions into the PDF libraries: every place where notices relies on more of WeasyPrint and
pydyf than their public API promises, in one module.

:mod:`notices.render` keeps the public pipeline (``HTML(...).render()``, ``Document.copy``,
``Document.write_pdf(finisher=...)``) and calls in here. Each intervention says what it does, why,
what it must preserve, and which library's internals it relies on (its guard); what they must
preserve is checked on the PDFs, with the interventions on and off, in ``tests/test_pdf_eingriffe.py``.

**Version guard.** The interventions are tested with the versions in :data:`WEASYPRINT_GETESTET` and
:data:`PYDYF_GETESTET`. ``pyproject.toml`` asks for at least these versions and sets no upper bound, so
that a security release of either library can be installed at once; when this module is imported, the
installed versions are read (``importlib.metadata``) and compared with these ranges
(:data:`IM_BEREICH`). Outside them – or when a version cannot be read – every intervention that relies
on that library's internals is switched off and the plain public path is taken: the same pages,
text, structure, metadata and attachment, only slower or bigger; never an error.

1. **Library search during import** (:func:`weasyprint_laden`). WeasyPrint looks for Pango,
   HarfBuzz and fontconfig under several names; on Linux each unknown name makes
   ``ctypes.util.find_library`` run ``ldconfig``, the compiler and the linker (~0.3 s of every cold
   start). While WeasyPrint is imported that search answers "not found" at once, relying on
   WeasyPrint's internal lists of names ending with the Linux name the loader resolves directly.
   Must preserve: the very same library files are loaded; on any failure the import is undone and
   done the ordinary way; ``find_library`` is restored.
   Guard: WeasyPrint. Off: ``import weasyprint``.
2. **The shipped font is not subset again** (:func:`eigene_schrift_ganz`). Replaces the internal
   ``weasyprint.pdf.fonts.Font.subset`` while rendering, so that Notices Sans (already cut down) is
   embedded whole; fallback fonts are still subset. Must preserve: every font used is embedded, the
   shipped one byte for byte; widths and the Unicode map cover the glyphs used.
   Guard: WeasyPrint. Off: WeasyPrint subsets the shipped font like any other (the same glyphs,
   other bytes).
3. **The font folder after a fork** (:func:`geerbte_schriften_abgeben`). A forked process inherits
   the parent's ``FontConfiguration`` objects; freeing them would remove the parent's temporary font
   folder (``FontConfiguration.__del__``). Sets their private ``_folder`` to None. Must preserve: a
   forked process never removes its parent's folder, and removes its own.
   Guard: WeasyPrint. Off: the inherited configurations stay referenced for the life of the forked
   process and are never freed there (notices' forked processes end with ``os._exit``).
4. **Repeated sheets** (:func:`vervielfaeltiger`, :func:`als_artefakt`). The copies of the laid-out
   pages are added to WeasyPrint's page tree in the finisher, sharing one content stream in which
   the marked-content sequences are re-marked as ``/Artifact``; relies on how WeasyPrint and pydyf
   represent the page tree and the content streams. Must preserve: no structure element, id or
   struct parent is duplicated (the copies are artifacts, the structure tree describes the form
   once); every copy shows the same text.
   Guard: WeasyPrint and pydyf (:func:`wiederholt_im_abschluss`). Off: the copies are made with
   WeasyPrint's public ``Document.copy`` and drawn and tagged each (the same pages, bigger file).

Two further finishing steps correct WeasyPrint's output through public API only – the documented
``finisher`` hook and pydyf's documented ``PDF.catalog`` / ``PDF.objects`` – and act only on the PDF
structure they expect (anything else is left as it is). They are not switched off: without them the
output would be wrong (not merely slower), in any version that still needs them.

5. **Each associated file once** (:func:`zugehoerige_dateien_einmal`). WeasyPrint 70 lists the
   attached data twice in the catalog's ``/AF``. Must preserve: exactly one ``/AF`` entry per
   attachment.
6. **Appearance streams for form fields** (:func:`erscheinungsbilder`). PDF/A forbids
   ``NeedAppearances`` and wants an appearance for every widget; an empty one is added. Must
   preserve: every widget has ``/AP``, ``NeedAppearances`` is gone.

Steps 4–6 run as WeasyPrint's finisher (:func:`abschluss`).

**Measured again for issue 25** (``benchmarks/eingriffe.py``, WeasyPrint 70.0, pydyf 0.13.0, CPU time,
medians of 15 runs; 1 and 4 wall time, docs/geschwindigkeit.md): 1 saves ~0.45 s of a cold start; 2 saves ~27 ms of a
one-page document where WeasyPrint subsets with fontTools and nothing with HarfBuzz-Subset, and it keeps
every PDF's bytes (an archive made before is re-rendered to the same bytes by ``archiv-pruefen``); 4 saves
60 ms at 2 sheets, 3.9 s at 50, 50 s at 500; 3, 5 and 6 are correctness (WeasyPrint 70.0 still lists the
attachment twice in ``/AF``, Kozea/WeasyPrint#2917 is fixed after it; without 6 the widgets lack ``/AP``).
Dropped: compressing the font files once per process (saved ~4 ms, 5 %) and the content streams once
(~2–7 ms, 3–6 %, through pydyf's private ``_to_bytes``) – less than a run varies, and pydyf writes the same
bytes itself. Not taken (issue 33): pydyf's page references made once per page tree – pydyf builds the
tuple of every page anew for each tagged element (15 million references for the Prüfbericht of 1 000
applications), but keeping it saved only ~5 % of that report's CPU time, through a pydyf property.
"""

from __future__ import annotations

import re
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

WEASYPRINT_GETESTET: tuple[tuple[int, ...], tuple[int, ...]] = ((70,), (71,))
"""The WeasyPrint versions the interventions are tested with: from (included) to (excluded). A later release is
used through the public path (the same content, slower for repeated sheets) until it is tested and added here."""

PYDYF_GETESTET: tuple[tuple[int, ...], tuple[int, ...]] = ((0, 13), (0, 14))
"""The pydyf versions the interventions are tested with: from (included) to (excluded), as for WeasyPrint."""


def _version(paket: str) -> tuple[int, ...] | None:
    """The installed version of ``paket`` as numbers (``"70.0"`` → ``(70, 0)``; a pre-release counts as
    its release), or None when it cannot be read."""
    try:
        from importlib.metadata import version

        text = version(paket)
    except Exception:  # not installed, no metadata (a copied or vendored library): unknown
        return None
    treffer = re.match(r"\d+(?:\.\d+)*", text.strip())
    return tuple(int(teil) for teil in treffer.group(0).split(".")) if treffer else None


def _im_bereich(version: tuple[int, ...] | None, bereich: tuple[tuple[int, ...], tuple[int, ...]]) -> bool:
    return version is not None and bereich[0] <= version < bereich[1]


VERSIONEN: dict[str, tuple[int, ...] | None] = {"weasyprint": _version("weasyprint"), "pydyf": _version("pydyf")}
"""The installed versions, read once when this module is imported."""

IM_BEREICH: dict[str, bool] = {
    "weasyprint": _im_bereich(VERSIONEN["weasyprint"], WEASYPRINT_GETESTET),
    "pydyf": _im_bereich(VERSIONEN["pydyf"], PYDYF_GETESTET),
}
"""Per library: whether its installed version is in the tested range (the interventions on its internals run)."""


def erlaubt(*bibliotheken: str) -> bool:
    """Whether the interventions relying on the internals of ``bibliotheken`` may run: each installed
    version is in its tested range (:data:`IM_BEREICH`, looked up at each call)."""
    return all(IM_BEREICH.get(name, False) for name in bibliotheken)


# ------------------------------------------------------------------------------------------------
# 1. Importing WeasyPrint


def weasyprint_laden(modul: str = "weasyprint") -> None:
    """Import WeasyPrint; on Linux without its futile search for libraries (~0.3 s of every cold start).

    WeasyPrint finds Pango, HarfBuzz and fontconfig by trying several spellings of each name, the
    Windows and macOS ones first (``libpango-1.0-0``, ``pango-1.0``, …, ``libpango-1.0.so.0``, …).
    For each spelling that the dynamic loader does not know, cffi calls ``ctypes.util.find_library``,
    which on Linux runs ``ldconfig``, the C compiler and the linker as child processes – some twenty
    runs that find nothing the Linux name at the end of each list would not load directly. So while
    WeasyPrint is imported, that search answers "not found" at once, and each library is loaded by its
    Linux name (``libpango-1.0.so.0``), as the loader resolves it. Should a library only be found the
    long way (a name or place the loader does not know), the import fails quietly (WeasyPrint's hint
    on standard output is held back), is undone, and WeasyPrint is imported the ordinary way. Only in
    a process without other threads (the search function and standard output are process-wide). An
    optional library found only the long way (HarfBuzz-Subset under a name WeasyPrint does not list)
    would be missed without a failure: WeasyPrint then subsets fallback fonts with fontTools – the same
    glyphs, other bytes; the shipped font is never subset. Outside the tested WeasyPrint versions:
    the ordinary import.
    """
    if modul in sys.modules:
        return
    if erlaubt("weasyprint") and sys.platform.startswith("linux") and threading.active_count() == 1:
        import contextlib
        import ctypes.util
        import importlib
        import io

        original = ctypes.util.find_library
        ctypes.util.find_library = lambda name: None
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                importlib.import_module(modul)
            return
        except Exception:  # e.g. OSError: a library unknown by its Linux name - the ordinary way below
            for name in [m for m in sys.modules if m == modul or m.startswith(modul + ".")]:
                del sys.modules[name]
        finally:
            ctypes.util.find_library = original
    __import__(modul)


# ------------------------------------------------------------------------------------------------
# 2. The shipped font, embedded whole


@contextmanager
def eigene_schrift_ganz(familie: str) -> Iterator[None]:
    """While rendering, WeasyPrint does not subset the font family ``familie`` again: it is already cut down.

    WeasyPrint 70 either subsets every font (``full_fonts=False``, ~97 % of a one-page document's
    time with a large font and fontTools) or embeds every font whole and then writes widths and
    Unicode maps for all its glyphs (``full_fonts=True``; a fallback system font would be embedded
    whole, megabytes). Here only the subsetting step is skipped, and only for ``familie``: widths
    and the Unicode map cover the used glyphs, any fallback font is still subset. Called under
    the render lock (``Font`` is process-wide). Outside the tested WeasyPrint versions, or without
    ``Font.subset``, nothing changes: WeasyPrint subsets it like any other font.
    """
    if not erlaubt("weasyprint"):
        yield
        return
    try:
        from weasyprint.pdf.fonts import Font
    except ImportError:  # pragma: no cover - another WeasyPrint layout
        yield
        return
    original = getattr(Font, "subset", None)
    if original is None:  # pragma: no cover
        yield
        return

    def subset(self: Any, to_unicode: Any, hinting: Any) -> None:
        if getattr(self, "family", None) == familie:
            return
        original(self, to_unicode, hinting)

    Font.subset = subset
    try:
        yield
    finally:
        Font.subset = original


# ------------------------------------------------------------------------------------------------
# 3. The font folder after a fork


_GEERBT: list[Any] = []
"""Outside the tested WeasyPrint versions: the font configurations a forked process inherited, kept
so that they are never freed there (:func:`geerbte_schriften_abgeben`)."""


def geerbte_schriften_abgeben(schriften: list[Any]) -> None:
    """In a forked process: let go of the font configurations inherited from the parent without
    removing the parent's temporary font folder when they are freed (``FontConfiguration.__del__``
    would); the caller then drops them and makes its own.

    Tells each that it owns no folder (the private ``_folder``); outside the tested WeasyPrint
    versions they are kept referenced instead, so that they are never freed in this process."""
    if not erlaubt("weasyprint"):
        _GEERBT.extend(schriften)
        return
    for konfiguration in schriften:
        if hasattr(konfiguration, "_folder"):
            konfiguration._folder = None


# ------------------------------------------------------------------------------------------------
# 4.-6. The finishing steps (WeasyPrint's finisher, on pydyf's objects)


def wiederholt_im_abschluss(wiederholen: int, *, ausfuellbar: bool) -> bool:
    """Whether the finisher adds the ``wiederholen`` copies (intervention 4); if not, the caller makes
    them with WeasyPrint's public ``Document.copy`` before writing. Form fields need their own widgets
    on every sheet, so fillable forms are always copied that way."""
    return wiederholen > 1 and not ausfuellbar and erlaubt("weasyprint", "pydyf")


def abschluss(*, ausfuellbar: bool, wiederholen: int) -> Callable[[Any, Any], None]:
    """WeasyPrint's finisher for one document: the steps below, in order, as far as they are allowed.

    ``wiederholen`` > 1 only where :func:`wiederholt_im_abschluss` said so (the pages are written once)."""
    if wiederholen > 1 and not wiederholt_im_abschluss(wiederholen, ausfuellbar=ausfuellbar):
        raise ValueError("the copies are to be made with Document.copy (wiederholt_im_abschluss)")
    schritte: list[Any] = [zugehoerige_dateien_einmal]
    if ausfuellbar:
        schritte.append(erscheinungsbilder)
    if wiederholen > 1:
        schritte.append(vervielfaeltiger(wiederholen))

    def fertigstellen(dokument: Any, pdf: Any) -> None:
        for schritt in schritte:
            schritt(dokument, pdf)

    return fertigstellen


def zugehoerige_dateien_einmal(dokument: Any, pdf: Any) -> None:
    """List each associated file once in the catalog's ``/AF`` (WeasyPrint 70 adds the data twice).

    Only an inline array of references is touched; the order of the first mentions is kept."""
    import pydyf

    verweise = pdf.catalog.get("AF")
    if isinstance(verweise, list):
        pdf.catalog["AF"] = pydyf.Array(dict.fromkeys(verweise))


def erscheinungsbilder(dokument: Any, pdf: Any) -> None:
    """Give every form field an (empty) appearance stream and drop ``NeedAppearances``.

    PDF/A forbids ``NeedAppearances`` and requires an appearance for every widget (ISO 19005-2, 6.3.3,
    6.4.1); an empty text field has an empty appearance, which the viewer replaces when it is filled.
    """
    import pydyf

    for objekt in list(pdf.objects):
        if (
            isinstance(objekt, dict)
            and objekt.get("Subtype") == "/Widget"
            and "AP" not in objekt
            and isinstance(objekt.get("Rect"), list)
            and len(objekt["Rect"]) == 4
        ):
            x1, y1, x2, y2 = (float(v) for v in objekt["Rect"])
            bild = pydyf.Stream(
                [], {"Type": "/XObject", "Subtype": "/Form", "BBox": pydyf.Array([0, 0, abs(x2 - x1), abs(y2 - y1)])}
            )
            pdf.add_object(bild)
            objekt["AP"] = pydyf.Dictionary({"N": bild.reference})
    formular = pdf.catalog.get("AcroForm")
    if isinstance(formular, dict):
        formular.pop("NeedAppearances", None)


def vervielfaeltiger(anzahl: int) -> Any:
    """A WeasyPrint finisher that repeats the laid-out pages ``anzahl`` times without drawing them again.

    The first copy keeps its tags (the structure tree describes the form once). Every further copy
    shares one content stream in which the marked-content sequences are re-marked as ``/Artifact``:
    the copies are repetitions, not new content, so a screen reader reads the form once and the file
    stays PDF/A-a conformant (all content is either tagged or an artifact, ISO 14289-1, 7.1).
    """

    def vervielfaeltige(dokument: Any, pdf: Any) -> None:
        import pydyf

        kids = pdf.pages["Kids"]
        originale = [pdf.objects[kids[i]] for i in range(0, len(kids), 3)]
        # The copies hang below one intermediate page-tree node that carries the inheritable
        # MediaBox and Resources (ISO 32000-1, 7.7.3.4): each copy is then three short entries.
        knoten = pydyf.Dictionary({"Type": "/Pages", "Parent": pdf.pages.reference, "Kids": pydyf.Array()})
        geerbt = {}
        for schluessel in ("MediaBox", "Resources"):
            werte = {str(seite.get(schluessel)) for seite in originale}
            if len(werte) == 1 and originale[0].get(schluessel) is not None:
                geerbt[schluessel] = originale[0][schluessel]
                knoten[schluessel] = originale[0][schluessel]
        pdf.add_object(knoten)
        kopien = []
        for seite in originale:
            inhalt = pdf.objects[int(seite["Contents"].split()[0])]
            kopie = pydyf.Stream(als_artefakt(inhalt.stream), dict(inhalt.extra), inhalt.compress)
            pdf.add_object(kopie)
            neu = {"Type": "/Page", "Parent": knoten.reference, "Contents": kopie.reference}
            for schluessel in ("MediaBox", "Resources"):
                if schluessel not in geerbt:
                    neu[schluessel] = seite[schluessel]
            kopien.append(neu)
        for _ in range(anzahl - 1):
            for vorlage in kopien:
                blatt = pydyf.Dictionary(vorlage)
                pdf.add_object(blatt)
                knoten["Kids"].extend([blatt.number, 0, "R"])
        knoten["Count"] = (anzahl - 1) * len(kopien)
        kids.extend([knoten.number, 0, "R"])
        pdf.pages["Count"] += knoten["Count"]

    return vervielfaeltige


def als_artefakt(befehle: list[Any]) -> list[Any]:
    """Content-stream operators with every ``/Tag <</MCID n>> BDC`` replaced by ``/Artifact BMC``."""
    ergebnis: list[Any] = []
    i = 0
    while i < len(befehle):
        a = befehle[i]
        if (
            i + 2 < len(befehle)
            and isinstance(a, str)
            and a.startswith("/")
            and isinstance(befehle[i + 1], dict)
            and "MCID" in befehle[i + 1]
            and befehle[i + 2] == b"BDC"
        ):
            ergebnis += ["/Artifact", b"BMC"]
            i += 3
            continue
        ergebnis.append(a)
        i += 1
    return ergebnis
