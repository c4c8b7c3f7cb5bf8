"""The Wahlakte reads each part once (issue 32): made again after one document changed (the web's ZIP), it
parses only the changed part; the bytes are the same as when every part is read anew."""

from __future__ import annotations

import importlib
import io
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pypdf
import pytest

from notices import archiv, dienste
from notices.archiv.manifest import Archivdatei
from notices.render import daten_json
from tests.conftest import BEISPIEL, Beispiel

wahlakte_modul = importlib.import_module("notices.archiv.wahlakte")  # the package's name is the function


@pytest.fixture
def leer(teile: list[Archivdatei]) -> Iterator[None]:
    """No part read yet (after the example was made: its run reads its parts)."""
    wahlakte_modul.vergiss_gelesene()
    yield
    wahlakte_modul.vergiss_gelesene()


@pytest.fixture
def teile(beispiellauf: Callable[[str], Beispiel]) -> list[Archivdatei]:
    return [
        Archivdatei("teil", p.read_bytes(), "pdf", p.stem, "dauernd", gruppe="Teile")
        for p in beispiellauf("BW").pdfs(wahlakte=False)
    ]


@pytest.fixture
def gezaehlt(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many bytes each PdfReader that was made parsed (one entry per reader)."""
    gelesen: list[int] = []
    echt = pypdf.PdfReader

    def zaehle(strom: Any, *args: Any, **kwargs: Any) -> Any:
        gelesen.append(len(strom.getbuffer()))
        return echt(strom, *args, **kwargs)

    monkeypatch.setattr(pypdf, "PdfReader", zaehle)
    return gelesen


def test_ein_geaenderter_teil_wird_allein_neu_gelesen(
    leer: None, teile: list[Archivdatei], gezaehlt: list[int]
) -> None:
    daten = dienste.lade(BEISPIEL)
    quelle = daten_json(daten)
    archiv.wahlakte(teile, daten, quelle)
    assert len(gezaehlt) == len(teile) > 10
    gezaehlt.clear()
    archiv.wahlakte(teile, daten, quelle)
    assert gezaehlt == []  # nothing changed: nothing parsed again
    neu = teile[-1].inhalt.replace(b"%%EOF", b"%%EOF\n%")  # other bytes, the same document
    geaendert = [*teile[:-1], Archivdatei("teil", neu, "pdf", "geändert", "dauernd")]
    archiv.wahlakte(geaendert, daten, quelle)
    assert gezaehlt == [len(neu)]


def test_dieselben_bytes_ob_gelesen_oder_nicht(leer: None, teile: list[Archivdatei]) -> None:
    daten = dienste.lade(BEISPIEL)
    quelle = daten_json(daten)
    kalt = archiv.wahlakte(teile, daten, quelle)
    warm = archiv.wahlakte(teile, daten, quelle)
    umgestellt = archiv.wahlakte(teile[::-1], daten, quelle)  # the same readers in another order
    wahlakte_modul.vergiss_gelesene()
    assert warm == kalt
    assert umgestellt == archiv.wahlakte(teile[::-1], daten, quelle)
    assert len(pypdf.PdfReader(io.BytesIO(warm)).pages) == sum(
        len(pypdf.PdfReader(io.BytesIO(t.inhalt)).pages) for t in teile
    )


def test_die_gelesenen_teile_sind_begrenzt(
    leer: None, teile: list[Archivdatei], monkeypatch: pytest.MonkeyPatch, gezaehlt: list[int]
) -> None:
    groesste = max(len(t.inhalt) for t in teile)
    monkeypatch.setattr(wahlakte_modul, "GELESEN_HOECHSTENS", 3 * groesste)
    daten = dienste.lade(BEISPIEL)
    quelle = daten_json(daten)
    kalt = archiv.wahlakte(teile, daten, quelle)
    behalten = wahlakte_modul.gelesen_bytes()
    assert 0 < behalten <= 3 * groesste
    gezaehlt.clear()
    assert archiv.wahlakte(teile, daten, quelle) == kalt  # the dropped ones read again, the same bytes
    assert len(gezaehlt) == len(teile)  # least recently used first: a full round drops every one in turn


def test_das_formblatt_wird_einmal_gedruckt_die_wahlakte_nimmt_eine_kopie(monkeypatch: pytest.MonkeyPatch) -> None:
    """One print job per applicant's Formblatt (not a second one of one copy for the Wahlakte): the part tells
    the Wahlakte how many copies it holds."""
    from notices import render
    from notices.dienste.alle import sammle
    from notices.web.zwischenspeicher import platzhalter

    auftraege: list[render.Druckauftrag] = []
    monkeypatch.setattr(render, "DRUCKER", lambda a: auftraege.append(a) or platzhalter())
    dokumente, _ = sammle(dienste.lade(BEISPIEL), BEISPIEL)
    formblaetter = [d for d in dokumente if d.art == "formblatt"]
    auftraege_formblatt = [a for a in auftraege if a.titel.startswith("Formblatt")]
    assert len(formblaetter) == len(auftraege_formblatt) == 4
    assert sorted(d.wahlakte_kopien for d in formblaetter) == sorted(a.wiederholen for a in auftraege_formblatt)
    assert {d.wahlakte_kopien for d in formblaetter} == {25}  # 18 450 inhabitants: 25 signatures (§ 10 KomWG)


def test_kopien_die_nicht_aufgehen_werden_verweigert(leer: None, teile: list[Archivdatei]) -> None:
    daten = dienste.lade(BEISPIEL)
    zwei = next(t for t in teile if len(pypdf.PdfReader(io.BytesIO(t.inhalt)).pages) == 2)
    with pytest.raises(ValueError, match="not 3 copies"):
        archiv.wahlakte([replace(zwei, wahlakte_kopien=3)], daten, daten_json(daten))
    with pytest.raises(ValueError, match="at least 1"):
        replace(zwei, wahlakte_kopien=0)
    eine = archiv.wahlakte([replace(zwei, wahlakte_kopien=2)], daten, daten_json(daten))
    assert len(pypdf.PdfReader(io.BytesIO(eine)).pages) == 1
