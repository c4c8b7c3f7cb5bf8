"""The own letterhead of docs/dokumente.md (examples/gemeinde-vorlagen: a crest floated left, the office beside it, a
footer) renders cleanly (issue 14): nothing flows beside the crest, and in a letter the address stays in
the window of a DL envelope (DIN 5008 Form B: the letterhead has the sheet's top 45 mm)."""

from __future__ import annotations

import io
from datetime import date

import pypdf
import pytest

from notices import dienste
from notices.dokumente import benachrichtigung
from tests.conftest import BEISPIEL, REPO, pdf_text

VORLAGEN = REPO / "examples" / "gemeinde-vorlagen"
MM = 72 / 25.4


def _lage(pdf: bytes, gesucht: str) -> tuple[float, float]:
    """(x from the left, y from the top) in mm of the first text run that starts with ``gesucht`` on page 1."""
    seite = pypdf.PdfReader(io.BytesIO(pdf)).pages[0]
    hoehe = float(seite.mediabox.height)
    funde: list[tuple[float, float]] = []

    def sieh(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.strip().startswith(gesucht) and not funde:
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            funde.append((x / MM, (hoehe - y) / MM))

    seite.extract_text(visitor_text=sieh)
    assert funde, gesucht
    return funde[0]


@pytest.fixture(scope="module")
def daten():  # type: ignore[no-untyped-def]
    return dienste.lade(BEISPIEL)


@pytest.mark.langsam
def test_brief_anschrift_bleibt_im_fenster(daten) -> None:  # type: ignore[no-untyped-def]
    empfaenger = benachrichtigung.empfaenger(daten, "huber")
    ohne = dienste.benachrichtigung_pdf(daten, empfaenger, datum=date(2027, 3, 15))
    mit = dienste.benachrichtigung_pdf(daten, empfaenger, datum=date(2027, 3, 15), vorlagen=VORLAGEN)
    assert "Gemeinde Musterhausen Bürgermeisteramt · Marktplatz 1" in pdf_text(mit)
    assert "Sprechzeiten: Mo–Fr 8–12 Uhr" in pdf_text(mit)
    for zeile in ("Thomas Huber", "Sehr geehrter Herr Huber"):
        x, y = _lage(mit, zeile)
        assert (round(x, 1), round(y, 1)) == tuple(round(v, 1) for v in _lage(ohne, zeile)), zeile
    x, y = _lage(mit, "Thomas Huber")
    # the recipient zone of the address field: 20 mm from the left, 62.7 to 90 mm from the top
    assert 20 <= x <= 30 and 62.7 <= y <= 90


def test_formular_nichts_neben_dem_wappen(daten) -> None:  # type: ignore[no-untyped-def]
    ohne = dienste.formular_pdf(daten, "versicherung", "weber")
    mit = dienste.formular_pdf(daten, "versicherung", "weber", vorlagen=VORLAGEN)
    x_ohne, y_ohne = _lage(ohne, "Versicherung an Eides statt")
    x_mit, y_mit = _lage(mit, "Versicherung an Eides statt")
    assert round(x_mit, 1) == round(x_ohne, 1)  # at the left margin, not beside the crest
    assert y_mit > y_ohne + 16  # below the 16 mm crest
    assert len(pypdf.PdfReader(io.BytesIO(mit)).pages) == 2  # still the form and its back page


def test_beispielordner_ist_vollstaendig() -> None:
    assert sorted(p.name for p in VORLAGEN.iterdir()) == ["briefkopf.html", "eigen.css", "fuss.html", "wappen.png"]
    assert (VORLAGEN / "wappen.png").read_bytes().startswith(b"\x89PNG")
