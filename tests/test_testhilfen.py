"""The helpers the other tests rely on (tests/conftest.py) do what they claim: a page's text read once per
distinct page is the text pypdf gives for every page, and a missing program fails a test in CI."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from notices import dienste
from tests import conftest
from tests.conftest import BEISPIEL, Beispiel, seiten_mit_neuem_inhalt, seiten_roh


def _jede_seite(pdf: bytes | Path) -> list[str]:
    """What pypdf reads from each page, every page read."""
    leser = PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else pdf)
    return [seite.extract_text() for seite in leser.pages]


@pytest.mark.langsam
def test_formblatt_kopien_werden_einmal_gelesen_und_lesen_sich_gleich() -> None:
    """Three sheets: the first, and two copies sharing one content stream – two sheets of new content."""
    pdf = dienste.formblatt_pdf(dienste.lade(BEISPIEL), "weber", anzahl=3)
    assert len(_jede_seite(pdf)) == 6
    assert seiten_roh(pdf) == _jede_seite(pdf)
    assert seiten_mit_neuem_inhalt(pdf) == 4


@pytest.mark.langsam
def test_andere_seiten_werden_nicht_verwechselt() -> None:
    """Two forms of different persons: every page is new, none is taken for another."""
    daten = dienste.lade(BEISPIEL)
    for pdf in (dienste.versicherung_pdf(daten, "weber"), dienste.versicherung_pdf(daten, "krause")):
        assert seiten_roh(pdf) == _jede_seite(pdf)
    assert seiten_roh(dienste.versicherung_pdf(daten, "weber")) != seiten_roh(dienste.versicherung_pdf(daten, "krause"))


@pytest.mark.parametrize("land", ["BW", "SL"])
def test_wahlakte_liest_sich_wie_jede_ihrer_seiten(beispiellauf: Callable[[str], Beispiel], land: str) -> None:
    """The Wahlakte's pages are the documents' pages: read from the cache, they are what pypdf reads."""
    b = beispiellauf(land)
    for pdf in b.pdfs(wahlakte=False):
        seiten_roh(pdf)  # the documents first, as the tests read them
    wahlakte = b.ordner / "wahlakte.pdf"
    assert seiten_roh(wahlakte) == _jede_seite(wahlakte)


def test_fehlendes_werkzeug_scheitert_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(conftest, "IN_CI", True)
    with pytest.raises(pytest.fail.Exception, match=r"gibt-es-nicht fehlt .*in CI muss dieser Test laufen"):
        conftest.werkzeug("gibt-es-nicht", paket="nichts")
    monkeypatch.setattr(conftest, "IN_CI", False)
    with pytest.raises(pytest.skip.Exception, match="Debian-Paket nichts"):
        conftest.werkzeug("gibt-es-nicht", paket="nichts")
    assert conftest.werkzeug("sh", paket="dash")
