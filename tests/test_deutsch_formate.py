"""Numbers and dates for people through notices.deutsch (babel) only (issue 25): the places that formatted
them by hand give the very same text through deutsch."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from notices import deutsch

REPO = Path(__file__).resolve().parent.parent


@given(st.integers(min_value=0, max_value=10**15))
def test_zahl_wie_von_hand(n: int) -> None:
    """``deutsch.zahl`` gives the bytes of the replaced ``f"{n:,}".replace(",", ".")`` (Einwohnerzahl, quorum steps)."""
    assert deutsch.zahl(n) == f"{n:,}".replace(",", ".")


@given(st.dates(min_value=date(1000, 1, 1), max_value=date(9999, 12, 31)))
def test_datum_kurz_wie_von_hand(tag: date) -> None:
    """``deutsch.datum_kurz`` gives the bytes of the replaced ``strftime("%d.%m.%Y")`` (Wahlakte title, archive)."""
    assert deutsch.datum_kurz(tag) == tag.strftime("%d.%m.%Y")


VON_HAND = re.compile(r":,\}|\.replace\(\",\", \"\.\"\)|%d\.%m\.%Y|:%d\.%m")


def test_keine_formatierung_von_hand() -> None:
    """No thousands separator or German date made by hand beside notices.deutsch. notices/web is left to its own
    change (listen.py, app.py and wahlen.py still format by hand)."""
    stellen = [
        f"{datei.relative_to(REPO)}:{nr}"
        for datei in sorted((REPO / "notices").rglob("*.py"))
        if "web" not in datei.relative_to(REPO).parts
        for nr, zeile in enumerate(datei.read_text("utf-8").splitlines(), 1)
        if VON_HAND.search(zeile)
    ]
    assert stellen == []
