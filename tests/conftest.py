"""Shared test helpers: the example election, writing variants of it, running the CLI in-process."""

from __future__ import annotations

import contextlib
import copy
import io
import re
import shutil
import tomllib
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from pypdf import PdfReader

from notices import cli

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"


@pytest.fixture
def beispiel_roh() -> dict[str, Any]:
    """The example election as a fresh, mutable dict (change it, then write it with ``toml_datei``)."""
    return copy.deepcopy(tomllib.loads(BEISPIEL.read_text("utf-8")))


@pytest.fixture(scope="session")
def beispiele(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], tuple[Path, str]]:
    """``notices beispiel --land CODE`` run once per session and Land: (output folder, what it printed).
    Read only – copy it before changing anything."""
    fertig: dict[str, tuple[Path, str]] = {}

    def erzeuge(land: str = "BW") -> tuple[Path, str]:
        if land not in fertig:
            ziel = tmp_path_factory.mktemp(f"beispiel-{land}") / "ausgabe"
            aus = io.StringIO()
            with contextlib.redirect_stdout(aus):
                code = cli.main(["beispiel", "--land", land, "--out", str(ziel)])
            assert code == 0, aus.getvalue()
            fertig[land] = (ziel, aus.getvalue())
        return fertig[land]

    return erzeuge


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


def pdf_text(pdf: bytes | Path, *, flach: bool = True, seiten: slice = slice(None)) -> str:
    """The text of a PDF's pages. A hyphenation break (U+2010 at a line's end, ``hyphens: auto``) is layout,
    not content, and is joined; ``flach`` also joins lines and removes break opportunities and double spaces."""
    leser = PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else pdf)
    text = "\n".join(s.extract_text() for s in leser.pages[seiten])
    text = re.sub(r"\u2010[ \t]*\n[ \t]*", "", text)
    if flach:
        text = re.sub(r"\s+", " ", text.replace("\u200b", "")).strip()
    return text
