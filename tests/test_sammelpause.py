"""The cyclic garbage collector paused during bulk work (issue 32, notices.sammelpause): reading a signer
list and counting its signatures run with it off, and it is on again afterwards – nested, after an error,
from two threads; a collector the caller had switched off stays off."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from notices import unterschriften
from notices.pruefung import unterschriften as pruefung_unterschriften
from notices.sammelpause import sammelpause


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
