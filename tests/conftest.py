"""Shared test helpers: the example elections rendered once per session, their text, builders for
elections and applicants, running the CLI in-process, and the external programs a test needs.

How the suite is run (both lanes, xdist, what ``langsam`` means): docs/tests.md.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import hashlib
import io
import json
import os
import re
import shutil
import tomllib
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from pypdf import PdfReader

from notices import cli

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"

IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")
"""Set by ``.ci/run`` (``CI=1``; most CI services set it too): a test that needs a missing program fails."""


# ------------------------------------------------------------------------------------------------
# External programs: no check may vanish silently on a machine without them


def werkzeug(name: str, pfad: str | Path | None = None, *, paket: str) -> str:
    """The path of the external program ``name`` (or the file ``pfad``) a test needs.

    Missing, it fails the test in CI – ``.ci/run`` installs ``paket``, so a check that cannot run there is
    a broken CI, not a pass – and skips it elsewhere with a sentence that names the Debian package."""
    gefunden = str(pfad) if pfad is not None and Path(pfad).exists() else None
    if pfad is None:
        gefunden = shutil.which(name)
    if gefunden:
        return gefunden
    satz = f"{pfad or name} fehlt (Debian-Paket {paket}; .ci/run installiert es)"
    if IN_CI:
        pytest.fail(f"{satz} – in CI muss dieser Test laufen", pytrace=False)
    pytest.skip(satz)


# ------------------------------------------------------------------------------------------------
# Builders: an election, an applicant, the example as a dict, a data file


def wahl(land: str = "BW", **werte: Any) -> Any:
    """A :class:`notices.model.Wahl` with only what a test names, plus the required keys (Testhausen,
    5 000 inhabitants unless the test says otherwise). Bind a module's defaults with
    ``functools.partial(wahl, "NW", einwohnerzahl=31_000)``; a keyword given later overrides them."""
    from notices.model import Wahl

    grund: dict[str, Any] = {"land": land, "gemeinde": "Testhausen", "einwohnerzahl": 5000}
    return Wahl.model_validate({**grund, **werte})


def bewerber(**werte: Any) -> Any:
    """A :class:`notices.model.Bewerber` (Bea Beispiel, Juristin, born 01.01.1980, Halle (Saale)) with what
    a test names replacing those values (``anschrift=…`` replaces the whole address)."""
    from notices.model import Bewerber

    grund: dict[str, Any] = {
        "id": "b",
        "familienname": "Beispiel",
        "vornamen": "Bea",
        "beruf": "Juristin",
        "geburtsdatum": date(1980, 1, 1),
        "anschrift": {"strasse": "Weg 1", "plz": "06108", "ort": "Halle (Saale)"},
    }
    return Bewerber.model_validate({**grund, **werte})


def roh_von(datei: Path = BEISPIEL, *, listen_absolut: bool = False) -> dict[str, Any]:
    """An election file as a fresh, mutable dict; ``listen_absolut``: the signer lists' paths made absolute,
    so that a changed copy can be written anywhere."""
    roh = tomllib.loads(datei.read_text("utf-8"))
    if listen_absolut:
        for b in roh.get("bewerber", []):
            if "unterschriften" in b:
                b["unterschriften"] = str(datei.parent / b["unterschriften"])
    return roh


def schreibe_wahl(pfad: Path, roh: dict[str, Any]) -> Path:
    """Write an election file; the example's signer lists go next to it (their paths are relative)."""
    pfad.write_bytes(tomli_w.dumps(roh).encode("utf-8"))
    shutil.copytree(BEISPIEL.parent / "unterschriften", pfad.parent / "unterschriften", dirs_exist_ok=True)
    return pfad


@pytest.fixture
def beispiel_roh() -> dict[str, Any]:
    """The example election as a fresh, mutable dict (change it, then write it with ``toml_datei``)."""
    return copy.deepcopy(roh_von(BEISPIEL))


@pytest.fixture
def toml_datei(tmp_path: Path) -> Callable[[dict[str, Any]], Path]:
    """Write a dict as an election file in tmp_path and return its path.

    The example's signer lists are copied next to it, so that its relative paths resolve.
    """
    zaehler = iter(range(1, 10_000))
    shutil.copytree(BEISPIEL.parent / "unterschriften", tmp_path / "unterschriften", dirs_exist_ok=True)

    def schreibe(roh: dict[str, Any], name: str | None = None) -> Path:
        pfad = tmp_path / (name or f"wahl-{next(zaehler)}.toml")
        pfad.write_bytes(tomli_w.dumps(roh).encode("utf-8"))
        return pfad

    return schreibe


# ------------------------------------------------------------------------------------------------
# The CLI in-process


def rufe_cli(*args: str | Path) -> tuple[int, str, str]:
    """``notices ARGS`` in-process, output captured; returns (exit code, stdout, stderr). For fixtures
    and helpers; in a test ``notices_cli`` does the same through the test's capsys."""
    aus, fehler = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(aus), contextlib.redirect_stderr(fehler):
        try:
            code = cli.main([str(a) for a in args])
        except SystemExit as e:  # argparse usage errors and --help
            code = int(e.code or 0)
    return code, aus.getvalue(), fehler.getvalue()


@pytest.fixture
def notices_cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, str, str]]:
    """Run ``notices ARGS`` in-process; returns (exit code, stdout, stderr)."""

    def rufe(*args: str | Path) -> tuple[int, str, str]:
        try:
            code = cli.main([str(a) for a in args])
        except SystemExit as e:  # argparse usage errors and --help
            code = int(e.code or 0)
        aus = capsys.readouterr()
        return code, aus.out, aus.err

    return rufe


@pytest.fixture
def netz(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every URL that reached urllib (the default fetcher's way out to files and the network)."""
    aufrufe: list[str] = []
    original = urllib.request.OpenerDirector.open

    def aufzeichnen(self: Any, url: Any, *args: Any, **kwargs: Any) -> Any:
        aufrufe.append(url if isinstance(url, str) else url.full_url)
        return original(self, url, *args, **kwargs)

    monkeypatch.setattr(urllib.request.OpenerDirector, "open", aufzeichnen)
    return aufrufe


# ------------------------------------------------------------------------------------------------
# The text of a PDF


_TEXT_DER_SEITE: dict[str, str] = {}
"""The text pypdf extracted for a page, by what the text is made of (``_seite_schluessel``): this session's
pages of all files."""


def _fingerabdruck(objekt: Any, gesehen: dict[int, str], offen: frozenset[int] = frozenset()) -> str:
    """A digest of a PDF object with everything it refers to (streams by their decoded bytes): two objects
    with the same digest are the same content, whichever file and object number they have."""
    from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, StreamObject

    if isinstance(objekt, IndirectObject):
        nummer = objekt.idnum
        if nummer in gesehen:
            return gesehen[nummer]
        if nummer in offen:  # a cycle: refer to the object by its place in it
            return f"zyklus:{sorted(offen).index(nummer)}"
        wert = _fingerabdruck(objekt.get_object(), gesehen, offen | {nummer})
        gesehen[nummer] = wert
        return wert
    h = hashlib.sha256()
    if isinstance(objekt, StreamObject):
        h.update(b"stream")
        h.update(hashlib.sha256(objekt.get_data()).digest())
    if isinstance(objekt, DictionaryObject):
        for schluessel in sorted(objekt):
            if schluessel in ("/Parent", "/Length", "/Filter", "/DecodeParms"):
                continue  # the page tree, and how a stream is encoded, not what it holds
            h.update(f"{schluessel}=".encode())
            h.update(_fingerabdruck(objekt.raw_get(schluessel), gesehen, offen).encode())
            h.update(b";")
    elif isinstance(objekt, ArrayObject):
        h.update(b"[")
        for teil in objekt:
            h.update(_fingerabdruck(teil, gesehen, offen).encode())
            h.update(b",")
        h.update(b"]")
    else:
        h.update(f"{type(objekt).__name__}:{objekt!r}".encode())
    return h.hexdigest()


def _seite_schluessel(seite: Any, gesehen: dict[int, str]) -> str:
    """What a page's text is made of: its content streams, resources (fonts with their encodings and
    ToUnicode maps …), boxes and rotation, as one digest. Pages with the same key give the same text: the
    copies of a Formblatt (``notices.pdf_eingriffe.vervielfaeltiger``), a document's pages in the Wahlakte."""
    teile = [
        f"{name}={_fingerabdruck(seite.raw_get(name), gesehen) if name in seite else '-'}"
        for name in ("/Contents", "/Resources", "/MediaBox", "/CropBox", "/Rotate")
    ]
    return hashlib.sha256("|".join(teile).encode()).hexdigest()


def seiten_roh(pdf: bytes | Path) -> list[str]:
    """The text pypdf extracts from each page of a PDF. A page made of exactly what an earlier page of this
    session was made of (``_seite_schluessel``) is not extracted again: a 99-sheet Formblatt is read as two
    sheets, the Wahlakte as nothing new."""
    leser = PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else pdf)
    gesehen: dict[int, str] = {}
    texte = []
    for seite in leser.pages:
        schluessel = _seite_schluessel(seite, gesehen)
        if schluessel not in _TEXT_DER_SEITE:
            _TEXT_DER_SEITE[schluessel] = seite.extract_text()
        texte.append(_TEXT_DER_SEITE[schluessel])
    return texte


def seiten_mit_neuem_inhalt(pdf: bytes | Path) -> int:
    """How many of a PDF's first pages hold all its content: every later page is made of exactly what an
    earlier one is (``_seite_schluessel``) and reads the same. For a tool that reads pages itself
    (``pdftotext -l N``): a 99-sheet Formblatt is two sheets of new content."""
    gesehen: dict[int, str] = {}
    schluessel: set[str] = set()
    letzte = 0
    leser = PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else pdf)
    for nummer, seite in enumerate(leser.pages, start=1):
        k = _seite_schluessel(seite, gesehen)
        if k not in schluessel:
            schluessel.add(k)
            letzte = nummer
    return letzte


@functools.lru_cache(maxsize=512)
def _seiten_der_datei(pfad: Path, groesse: int, geaendert: int) -> tuple[str, ...]:
    return tuple(seiten_roh(pfad))


def _seiten(pdf: bytes | Path) -> list[str]:
    if isinstance(pdf, bytes):
        return seiten_roh(pdf)
    pfad = Path(pdf).resolve()
    stand = pfad.stat()
    return list(_seiten_der_datei(pfad, stand.st_size, stand.st_mtime_ns))  # a changed file is read again


def text_aus_seiten(seiten: list[str], *, flach: bool = True) -> str:
    """Pages' text as ``pdf_text`` gives it: joined; a hyphenation break (U+2010 at a line's end, ``hyphens:
    auto``) is layout, not content, and is joined; ``flach`` also joins lines and removes break
    opportunities and double spaces."""
    text = "\n".join(seiten)
    text = re.sub(r"\u2010[ \t]*\n[ \t]*", "", text)
    if flach:
        text = re.sub(r"\s+", " ", text.replace("\u200b", "")).strip()
    return text


def pdf_text(pdf: bytes | Path, *, flach: bool = True, seiten: slice = slice(None)) -> str:
    """The text of a PDF's pages. A hyphenation break (U+2010 at a line's end, ``hyphens: auto``) is layout,
    not content, and is joined; ``flach`` also joins lines and removes break opportunities and double spaces.
    A file's text is read once per session (again when the file changes)."""
    return text_aus_seiten(_seiten(pdf)[seiten], flach=flach)


def pdf_seiten(pdf: bytes | Path, hoechstens: int | None = None) -> list[str]:
    """The flat text of each page (``pdf_text`` of that page alone), the first ``hoechstens`` pages."""
    return [text_aus_seiten([s]) for s in _seiten(pdf)[:hoechstens]]


# ------------------------------------------------------------------------------------------------
# The examples, rendered once per session (per xdist worker) and Land


@dataclass(frozen=True)
class Beispiel:
    """``notices beispiel --land CODE`` as run once in this test run: read only – copy it before changing it
    (each session checks at its end that nobody changed it)."""

    land: str
    ziel: Path
    """The --out folder."""
    aus: str
    fehler: str

    @property
    def ordner(self) -> Path:
        """The election's folder (the only one in ``ziel``)."""
        (ordner,) = [p for p in self.ziel.iterdir() if p.is_dir()]
        return ordner

    def pdfs(self, *, wahlakte: bool = True) -> list[Path]:
        """The PDFs of the example, sorted by name; ``wahlakte=False``: without the Wahlakte (which holds
        the others again)."""
        return sorted(p for p in self.ordner.glob("*.pdf") if wahlakte or p.stem != "wahlakte")

    def text(self, name: str, *, erstes_blatt: bool = False) -> str:
        """The flat text of the document ``name`` (``pdf_text``); ``erstes_blatt``: of a Formblatt only its
        first sheet (front and back, the two first pages)."""
        return pdf_text(self.ordner / name, seiten=slice(0, 2) if erstes_blatt else slice(None))


def _pruefsummen(ordner: Path) -> dict[str, str]:
    return {
        str(p.relative_to(ordner)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(ordner.rglob("*"))
        if p.is_file()
    }


def _gemeinsam(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder all processes of this run share: under pytest-xdist the parent of the workers' base
    folders (one per run), else this session's base folder."""
    basis = tmp_path_factory.getbasetemp()
    return basis.parent if os.environ.get("PYTEST_XDIST_WORKER") else basis


@pytest.fixture(scope="session")
def beispiellauf(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], Beispiel]]:
    """``notices beispiel --land CODE`` (in-process) run once per test run and Land: a :class:`Beispiel`.

    Under pytest-xdist the first worker that needs a Land's example renders it, under a file lock, into a
    folder all workers share; the others wait for it and read the same files. (``--dist loadgroup`` cannot
    do this with pytest 9.2: it no longer groups, pytest-xdist issue #1386.)"""
    from filelock import FileLock

    ordner = _gemeinsam(tmp_path_factory) / "beispiele"
    ordner.mkdir(exist_ok=True)
    fertig: dict[str, Beispiel] = {}
    summen: dict[str, dict[str, str]] = {}

    def erzeuge(land: str = "BW") -> Beispiel:
        if land not in fertig:
            hier = ordner / land
            protokoll = hier / "lauf.json"
            with FileLock(str(ordner / f"{land}.lock")):
                if not protokoll.exists():
                    shutil.rmtree(hier, ignore_errors=True)  # what a killed run left
                    code, aus, fehler = rufe_cli("beispiel", "--land", land, "--out", hier / "ausgabe")
                    assert code == 0, aus + fehler
                    protokoll.write_text(json.dumps({"aus": aus, "fehler": fehler}), "utf-8")
            lauf = json.loads(protokoll.read_text("utf-8"))
            fertig[land] = Beispiel(land, hier / "ausgabe", lauf["aus"], lauf["fehler"])
            summen[land] = _pruefsummen(fertig[land].ziel)
        return fertig[land]

    yield erzeuge
    for land, b in fertig.items():
        assert _pruefsummen(b.ziel) == summen[land], (
            f"a test changed the run's example of {land} ({b.ziel}): copy it first (shutil.copytree)"
        )


@pytest.fixture(scope="session")
def beispiele(beispiellauf: Callable[[str], Beispiel]) -> Callable[[str], tuple[Path, str]]:
    """``notices beispiel --land CODE`` run once per session and Land: (output folder, what it printed).
    Read only – copy it before changing anything."""

    def erzeuge(land: str = "BW") -> tuple[Path, str]:
        b = beispiellauf(land)
        return b.ziel, b.aus

    return erzeuge


_BEISPIEL_FIXTURES = {"beispiellauf", "beispiele"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A test that reads a rendered example is ``langsam``: the first one of a run renders it (seconds)."""
    for item in items:
        if _BEISPIEL_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.langsam)
