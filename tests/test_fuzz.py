"""Fuzzing in the suite (issue 15): mutated data files of the three examples through every verb,
in-process; nothing may end in anything but a clean result (exit 0, 2 or 3, never 1, never "unerwarteter
Fehler", never a traceback, never the TOML parser's English text – issue 25).

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
    # One in ten: measured over seeds 1 to 8, 11 to 23 of 90 stay valid (mean 16 with the examples of main before
    # and after Bayern's rooms were added); a fuzzer whose mutations all fail the model would give about none.
    assert gueltig >= FAELLE // 10


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


def test_mutationen_erreichen_den_toml_parser() -> None:
    """Enough mutated files are no longer TOML, and they reach many of the parser's messages (issue 25)."""
    import tomllib

    from notices.toml_fehler import stelle

    meldungen = set()
    for _, text in fuzz.faelle(FAELLE, SEED):
        try:
            tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            meldungen.add(stelle(e)[0].split(" (")[0][:30])
    assert len(meldungen) >= 5, meldungen


def test_fuzz_erkennt_englischen_parsertext(tmp_path: Path, schneller_druck, monkeypatch) -> None:
    """The harness itself: the TOML parser's English text in a run's output is reported."""
    from notices import toml_fehler

    monkeypatch.setattr(toml_fehler, "satz", lambda meldung: meldung)  # as before issue 25: the English kept
    fehler = fuzz.pruefe_fall("kaputt", '[wahl]\ngemeinde = "Musterhausen\n', tmp_path)
    assert fehler and all("englischer Text des TOML-Parsers" in f for f in fehler)


def test_englische_meldungen_aus_dem_parser() -> None:
    """The English words are read from the parser's own source, not typed in here."""
    assert {"Cannot overwrite a value", "Unterminated string", "Invalid statement"} <= set(fuzz.ENGLISCH)
    assert "Expected newline or end of document after a statement" in fuzz.ENGLISCH


LISTEN = 120
"""Damaged signer lists (CSV and .xlsx) through the reader in CI (issue 33)."""


def test_beschaedigte_listen() -> None:
    laeufe, gelesen, fehler = fuzz.pruefe_listen(LISTEN, SEED)
    assert fehler == []
    assert 0 < gelesen < laeufe  # the damage reaches the reader both ways: some still read, most refused


def test_fuzz_erkennt_einen_absturz_des_listenlesers(monkeypatch) -> None:
    """The harness itself: an exception of the reader (as zlib.error was) is reported."""
    from notices import unterschriften

    def kaputt(*args, **kwargs):
        raise IndexError("list index out of range")

    monkeypatch.setattr(unterschriften, "_lies", kaputt)
    _, _, fehler = fuzz.pruefe_listen(10, SEED)
    assert fehler and any("IndexError" in f for f in fehler)


ARCHIVE = 8
"""Tampered copies of the example's archive in CI (issue 33): each must be found, none deleted from."""


@pytest.mark.langsam
def test_verfaelschte_archive(beispiellauf, tmp_path: Path) -> None:
    laeufe, gefunden, fehler = fuzz.pruefe_archive(beispiellauf("BW").ordner, ARCHIVE, SEED, tmp_path)
    assert fehler == []
    assert gefunden == ARCHIVE and laeufe == 2 * ARCHIVE
