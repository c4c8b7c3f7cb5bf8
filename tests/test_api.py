"""The package's Python API as docs/befehle.md shows it ("Python API"): the snippet runs as written, every
name the package exports resolves, any document of any Land is made by its kind, and what is refused is
refused with the argument named as the API names it."""

from __future__ import annotations

import contextlib
import io
import re
from datetime import date, timedelta
from pathlib import Path

import pytest

import notices
from notices import recht

REPO = Path(__file__).resolve().parent.parent


def _snippet() -> str:
    text = (REPO / "docs" / "befehle.md").read_text("utf-8")
    abschnitt = text.split("## Python API", 1)[1]
    return re.search(r"```python\n(.*?)```", abschnitt, re.DOTALL).group(1)


@pytest.mark.langsam
def test_das_beispiel_der_dokumentation_laeuft() -> None:
    """The documented snippet, executed unchanged: its printed values are what its comments say."""
    aus = io.StringIO()
    namen: dict[str, object] = {}
    with contextlib.redirect_stdout(aus):
        exec(compile(_snippet(), "docs/befehle.md", "exec"), namen)
    zeilen = aus.getvalue().splitlines()
    assert "bw-2023" in zeilen
    assert any(z.startswith("Quorum(") for z in zeilen)
    assert any(z.startswith("['fristen', 'bekanntmachung'") and z.endswith("'versicherung']") for z in zeilen)
    assert isinstance(namen["pdf"], bytes) and namen["pdf"].startswith(b"%PDF-")


def test_jeder_exportierte_name_gibt_es() -> None:
    for name in notices.__all__:
        assert getattr(notices, name) is not None, name
    with pytest.raises(AttributeError):
        _ = notices.gibt_es_nicht


def test_das_paket_ist_typisiert() -> None:
    """PEP 561: the package ships py.typed (the wheel takes every file of the package)."""
    assert (Path(notices.__file__).parent / "py.typed").is_file()


def test_beispiele_jedes_landes() -> None:
    beispiele = notices.beispiele()
    assert set(beispiele) == set(notices.laender()) == set(recht.codes())
    for code, datei in beispiele.items():
        assert datei.name == recht.land(code).beispiel and notices.load(datei).wahl.land == code
    assert notices.beispiel("st") == beispiele["ST"]


def test_unbekanntes_land_nennt_die_bekannten() -> None:
    with pytest.raises(notices.Eingabefehler) as e:
        notices.beispiel("XY")
    [p] = e.value.probleme
    assert p.argument and p.pfad == "land" and "BW" in p.text


@pytest.mark.parametrize("code", recht.codes())
def test_dokumentarten_jedes_landes(code: str) -> None:
    """The kinds follow the Land's declaration: its notices and forms, nothing another Land has."""
    daten = notices.load(notices.beispiel(code))
    arten = notices.dokumentarten(daten)
    assert arten[:2] == ["fristen", "bekanntmachung"] and "pruefbericht" in arten
    rs = recht.rechtsstand(daten.wahl)
    formulare = {v for v, a in rs.dokumente.items() if a.bezeichnung is not None and a.fehlt is None}
    assert formulare <= set(arten)


def test_verweigert_mit_dem_namen_des_arguments() -> None:
    datei = notices.beispiel("BW")
    daten = notices.load(datei)
    faelle = [
        ({"art": "gibt-es-nicht"}, "art"),
        ({"art": "versicherung"}, "bewerber"),
        ({"art": "versicherung", "bewerber": "niemand"}, "bewerber"),
        ({"art": "pruefbericht"}, "daten"),
        ({"art": "bekanntmachung", "datum": date(2026, 1, 1)}, "datum"),
    ]
    for angaben, argument in faelle:
        with pytest.raises(notices.Eingabefehler) as e:
            notices.dokument(daten, **angaben)
        assert [(p.argument, p.pfad) for p in e.value.probleme] == [(True, argument)], angaben


@pytest.mark.langsam
@pytest.mark.parametrize("code", recht.codes())
def test_jede_art_wird_gemacht(code: str) -> None:
    """Every kind of the example's election is made (PDF), or refused with one sentence where the example's
    data does not allow it (a letter about defects for an application without defects …)."""
    datei = notices.beispiel(code)
    daten = notices.load(datei)
    person = daten.bewerber[0].id
    gemacht, verweigert = [], []
    for art in notices.dokumentarten(daten):
        # dated the day before the Wahltag: a notice dated on the day of its ballot is refused
        tag = daten.wahl.wahltag - timedelta(days=1)
        angaben = {"bewerber": person, "grund": "Ein Teilnehmer ist verstorben.", "datum": tag}
        if art == "wahl_entfaellt":
            angaben["fall"] = next(iter(recht.rechtsstand(daten.wahl).dokumente["wahl_entfaellt"].faelle))
        if art == "benachrichtigung" and daten.stichwahl_bewerber:
            angaben["bewerber"] = daten.stichwahl_bewerber[0].id
        try:
            pdf = notices.dokument(datei if art in ("pruefbericht", "maengelschreiben") else daten, art, **angaben)
        except notices.Eingabefehler as e:
            assert e.probleme and all(p.text for p in e.probleme)
            verweigert.append(art)
            continue
        assert pdf.startswith(b"%PDF-"), art
        gemacht.append(art)
    assert {"fristen", "bekanntmachung", "pruefbericht"} <= set(gemacht), verweigert
