"""Fuzzing in the suite (issue 15): mutated data files of the three examples through every verb,
in-process; nothing may end in anything but a clean result (exit 0, 1 or 2, never "unerwarteter
Fehler", never a traceback).

The mutations are seeded (``benchmarks/fuzz.py``, which also runs the long version with the real
layout engine); here the layout step is a fixed one-page PDF, so that the run stays short: the data
still passes the model, the law, the decisions, the views and the templates.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import fuzz
from notices import render

FAELLE = 90
"""Mutated files in CI: 30 per example, each through every verb (:func:`benchmarks.fuzz.verben`)."""
SEED = 20270314


@pytest.fixture(scope="module")
def schneller_druck():
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(render, "DRUCKER", fuzz.fester_drucker())
        yield


@pytest.mark.langsam
@pytest.mark.parametrize(("name", "text"), list(fuzz.faelle(FAELLE, SEED)), ids=lambda x: x if len(x) < 40 else "")
def test_mutierte_datei_jedes_verb(name: str, text: str, tmp_path: Path, schneller_druck) -> None:
    assert fuzz.pruefe_fall(name, text, tmp_path) == []


def test_fuzz_erkennt_einen_fehler(tmp_path: Path, schneller_druck, monkeypatch) -> None:
    """The harness itself: an exception inside a verb is reported, not swallowed."""
    from notices import dienste

    def kaputt(*args, **kwargs):
        raise TypeError("can't compare offset-naive and offset-aware datetimes")

    monkeypatch.setattr(dienste, "lade", kaputt)
    name, text = next(fuzz.faelle(1, SEED))
    fehler = fuzz.pruefe_fall(name, text, tmp_path)
    assert fehler and all("TypeError" in f for f in fehler)


def test_mutationen_erreichen_das_recht() -> None:
    """Enough mutated files stay valid to get past the model into the law and the documents."""
    import tomllib

    from notices import dienste
    from notices.fehler import Eingabefehler

    gueltig = 0
    for name, text in fuzz.faelle(FAELLE, SEED):
        try:
            dienste.validiere(tomllib.loads(text), name)
            gueltig += 1
        except (Eingabefehler, tomllib.TOMLDecodeError):
            pass
    assert gueltig >= FAELLE // 5


MANIFESTE = 40
"""Mutated manifests of an archive through archiv-pruefen and archiv-loeschen in CI."""


@pytest.mark.langsam
def test_mutierte_manifeste(tmp_path: Path, schneller_druck) -> None:
    from notices.dienste import alle

    ergebnis = alle.bearbeite(str(fuzz.BEISPIELE[0]), str(tmp_path / "archiv"))
    assert ergebnis.status == "ok", ergebnis.fehler
    laeufe, fehler = fuzz.pruefe_manifest(tmp_path / "archiv" / str(ergebnis.ordner), MANIFESTE, SEED, tmp_path)
    assert laeufe == 2 * MANIFESTE
    assert fehler == []
