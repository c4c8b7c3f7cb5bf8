"""The cyclic garbage collector paused during bulk work (issue 32, notices.sammelpause): reading a signer
list and counting its signatures run with it off, and it is on again afterwards – nested, after an error,
from two threads; a collector the caller had switched off stays off."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from datetime import date, datetime
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notices import dienste, unterschriften
from notices.model import Wahldaten
from notices.pruefung import unterschriften as pruefung_unterschriften
from notices.pruefung.lage import Lage
from notices.sammelpause import sammelpause
from notices.unterschriften import Unterschrift
from tests.conftest import REPO

BEISPIELE = {p.stem: p for p in sorted((REPO / "examples").glob("*.toml"))}


@cache
def _daten(datei: str) -> Wahldaten:
    return dienste.lade(BEISPIELE[datei])


LAENDER = sorted(BEISPIELE)


@pytest.fixture(autouse=True)
def an() -> Iterator[None]:
    war = gc.isenabled()
    gc.enable()
    yield
    (gc.enable if war else gc.disable)()


def test_verschachtelt_und_nach_einem_fehler_wieder_an() -> None:
    with sammelpause():
        assert not gc.isenabled()
        with sammelpause():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the outer work still runs
    assert gc.isenabled()
    with pytest.raises(ZeroDivisionError), sammelpause():
        1 / 0  # noqa: B018
    assert gc.isenabled()


def test_vom_aufrufer_abgeschaltet_bleibt_aus() -> None:
    gc.disable()
    with sammelpause():
        pass
    assert not gc.isenabled()


def test_zwei_threads_erst_der_letzte_schaltet_wieder_ein() -> None:
    drinnen, weiter = threading.Event(), threading.Event()
    gesehen: list[bool] = []

    def anderer() -> None:
        with sammelpause():
            drinnen.set()
            weiter.wait(10)
            gesehen.append(gc.isenabled())

    t = threading.Thread(target=anderer)
    with sammelpause():
        t.start()
        assert drinnen.wait(10)
    assert not gc.isenabled()  # the other thread is still at work
    weiter.set()
    t.join(10)
    assert gesehen == [False] and gc.isenabled()


@pytest.mark.parametrize(
    ("modul", "name", "aufruf"),
    [
        (
            unterschriften,
            "_lies",
            lambda: unterschriften.lies_liste_bytes(
                b"familienname;vornamen;geburtsdatum;strasse;plz;ort;datum_unterschrift;wahlberechtigt\n"
                b"Muster;Eva;01.02.1970;Weg 1;70999;Musterhausen;10.01.2027;ja\n",
                "liste.csv",
            ),
        ),
        (pruefung_unterschriften, "_zaehle", lambda: pruefung_unterschriften.zaehle(None)),  # type: ignore[arg-type]
    ],
)
def test_lesen_und_zaehlen_laufen_mit_pause(
    modul: Any, name: str, aufruf: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    echt = getattr(modul, name)
    gesehen: list[bool] = []

    def beobachtet(*args: Any, **kwargs: Any) -> Any:
        gesehen.append(gc.isenabled())
        return echt(*args, **kwargs) if args[0] is not None else {}

    monkeypatch.setattr(modul, name, beobachtet)
    aufruf()
    assert gesehen == [False]
    assert gc.isenabled()


# ------------------------------------------------------------------------------------------------
# The count judges a row's own reasons once per combination of the values they read (_merkmale): rows
# alike in those must have the same reasons in every Land – else a new rule reads a value _merkmale lacks.

_TAGE = [None, date(2026, 10, 1), date(2027, 1, 10), date(2027, 2, 20), date(2027, 3, 1)]
_EINGAENGE = [None, datetime(2027, 1, 12, 9, 30), datetime(2027, 2, 16, 18, 0), datetime(2027, 2, 16, 18, 1)]


@st.composite
def _zeile(draw: Any) -> Unterschrift:
    text = st.sampled_from(["", "Muster", "Müller-Lüdenscheidt", " "])
    return Unterschrift(
        "liste.csv",
        draw(st.integers(2, 9)),
        draw(text),
        draw(text),
        draw(st.sampled_from([None, date(1970, 2, 1), date(2010, 5, 5)])),
        draw(st.sampled_from(["", "Weg 1", "Am Hang 2"])),
        draw(st.sampled_from(["", "70999", "01234"])),
        draw(st.sampled_from(["", "Musterhausen", "Anderswo"])),
        draw(st.sampled_from(_TAGE)),
        draw(st.sampled_from([None, True, False])),
        draw(st.sampled_from(_EINGAENGE)),
        draw(st.booleans()),
        draw(st.sampled_from(["", "Bemerkung"])),
        draw(st.sampled_from(["", "Tag der Geburt: unlesbar"])),
    )


@pytest.mark.parametrize("beispiel", LAENDER)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(zeilen=st.lists(_zeile(), min_size=2, max_size=12))
def test_gleiche_merkmale_gleiche_gruende(beispiel: str, zeilen: list[Unterschrift]) -> None:
    daten = _daten(beispiel)
    bewerbung = daten.bewerber[0]
    lage = Lage(daten, {bewerbung.id: zeilen}, datetime(2027, 2, 20, 12, 0))
    je_merkmal: dict[tuple[object, ...], tuple[list[str], list[str]]] = {}
    for u in zeilen:
        gruende = pruefung_unterschriften._eigene_gruende(lage, bewerbung, u)
        assert je_merkmal.setdefault(pruefung_unterschriften._merkmale(u), gruende) == gruende, u
