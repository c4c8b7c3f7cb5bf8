"""``notices archiv-pruefen`` recomputes instead of trusting the manifest (issue 15): the retention class
and deletion date of each document from its kind, the Land's law and the data; Gemeinde and Wahltag from
the data; and each document rendered again from the data of its run, compared byte for byte.

Each tampering below passed the check before (it only compared files with the manifest's hashes).
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path

import pytest

from notices import archiv, dienste
from notices.dienste.nachpruefung import pruefe_archiv
from notices.exitcodes import EXIT_BEFUND
from tests.conftest import Beispiel

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"
STICHTAG = date(2027, 3, 20)


@pytest.fixture
def urarchiv(beispiellauf: Callable[[str], Beispiel]) -> Path:
    """The session's ``notices beispiel`` (= ``notices alle`` on the BW example), read only."""
    return beispiellauf("BW").ordner


@pytest.fixture
def ordner(urarchiv: Path, tmp_path: Path) -> Path:
    kopie = tmp_path / urarchiv.name
    shutil.copytree(urarchiv, kopie)
    return kopie


def _manifest(ordner: Path) -> dict:
    return json.loads((ordner / archiv.MANIFEST).read_text("utf-8"))


def _schreibe(ordner: Path, manifest: dict) -> None:
    (ordner / archiv.MANIFEST).write_bytes(archiv.manifest_bytes(manifest))


def _eintrag(manifest: dict, anfang: str) -> dict:
    return next(e for e in manifest["dateien"] if e["pfad"].startswith(anfang))


def _arten(pr) -> set[tuple[str, str]]:
    return {(b.pfad, b.art) for b in pr.probleme}


def test_unveraendertes_archiv_ist_sauber_und_nachgerechnet(ordner: Path) -> None:
    pr = pruefe_archiv(ordner, STICHTAG)
    assert pr.probleme == []
    # every document rendered again and equal; the Prüfberichte made from signer lists (not in the archive)
    # and the Mängelschreiben, and the Wahlakte that binds them are the only ones left out, with a note
    nicht = {b.pfad for b in pr.hinweise if b.art == "nicht_nachgerechnet"}
    assert all(p.startswith(("pruefbericht", "maengelschreiben", "wahlakte")) for p in nicht)
    assert pr.nachgerechnet == pr.dateien - len(nicht) == len(_manifest(ordner)["dateien"]) - len(nicht)
    assert pr.nachgerechnet >= pr.dateien - 8


def test_aufbewahrungsklasse_eines_formblatts_auf_dauernd(ordner: Path) -> None:
    m = _manifest(ordner)
    e = _eintrag(m, "formblatt-")
    e["aufbewahrung"], e["loeschen_nach"] = "dauernd", None
    _schreibe(ordner, m)
    assert archiv.pruefe_dateien(ordner, STICHTAG).probleme == []  # the file check alone trusts it
    pr = pruefe_archiv(ordner, STICHTAG)
    assert (e["pfad"], "aufbewahrung") in _arten(pr)
    assert (e["pfad"], "loeschen_nach") in _arten(pr)


def test_loeschfrist_ins_jahr_2999(ordner: Path) -> None:
    m = _manifest(ordner)
    for e in m["dateien"]:
        if e["loeschen_nach"]:
            e["loeschen_nach"] = "2999-12-31"
    m["loeschen_nach"]["datum"] = "2999-12-31"
    _schreibe(ordner, m)
    pr = pruefe_archiv(ordner, STICHTAG)
    falsch = {p for p, art in _arten(pr) if art == "loeschen_nach"}
    # the manifest's own date as well (issue 33: it used to be trusted)
    assert falsch == {e["pfad"] for e in m["dateien"] if e["loeschen_nach"]} | {archiv.MANIFEST}
    assert falsch


@pytest.mark.parametrize(("schluessel", "wert"), [("gemeinde", "Anderswo"), ("wahltag", "2027-03-21")])
def test_gemeinde_oder_wahltag_im_manifest_geaendert(ordner: Path, schluessel: str, wert: str) -> None:
    m = _manifest(ordner)
    m["wahl"][schluessel] = wert
    _schreibe(ordner, m)
    pr = pruefe_archiv(ordner, STICHTAG)
    assert (archiv.MANIFEST, "manifest_wahl") in _arten(pr)


def test_bekanntmachung_aus_geaenderten_daten_mit_neuem_hash(ordner: Path) -> None:
    """A notice rendered from altered applicant data, its hash and size updated in the manifest."""
    daten = dienste.lade(BEISPIEL)
    b = daten.bewerber[1]
    falsch = daten.model_copy(
        update={"bewerber": [daten.bewerber[0], b.model_copy(update={"beruf": "Hochstaplerin"}), *daten.bewerber[2:]]}
    )
    m = _manifest(ordner)
    e = _eintrag(m, "bekanntmachung.pdf")
    echt = (ordner / e["pfad"]).read_bytes()
    pdf = dienste.bekanntmachung_pdf(falsch, stichwahl=False, datum=date(2027, 2, 18))
    assert pdf != echt
    (ordner / e["pfad"]).write_bytes(pdf)
    e["sha256"], e["groesse"] = archiv.sha256(pdf), len(pdf)
    _schreibe(ordner, m)
    assert archiv.pruefe_dateien(ordner, STICHTAG).probleme == []  # the public part attached is unchanged
    pr = pruefe_archiv(ordner, STICHTAG)
    assert _arten(pr) == {(e["pfad"], "nachgerechnet")}


def test_daten_die_kein_dokument_traegt(ordner: Path) -> None:
    m = _manifest(ordner)
    e = _eintrag(m, "fristen.pdf")
    e["daten_sha256"] = "0" * 64
    _schreibe(ordner, m)
    pr = pruefe_archiv(ordner, STICHTAG)
    assert (e["pfad"], "daten") in _arten(pr)


def test_kommandozeile_meldet_nachgerechnete_probleme(ordner: Path, capsys) -> None:
    from notices import cli

    m = _manifest(ordner)
    m["wahl"]["gemeinde"] = "Anderswo"
    _schreibe(ordner, m)
    assert cli.main(["archiv-pruefen", str(ordner), "--stichtag", "2027-03-20"]) == EXIT_BEFUND
    assert "die Gemeinde „Anderswo“" in capsys.readouterr().out


def test_beschaedigter_loeschtag_ist_ein_befund_kein_absturz(ordner: Path) -> None:
    m = _manifest(ordner)
    e = _eintrag(m, "formblatt-")
    e["loeschen_nach"] = "bald"
    _schreibe(ordner, m)
    pr = pruefe_archiv(ordner, STICHTAG)
    assert (e["pfad"], "manifest") in _arten(pr) and (e["pfad"], "loeschen_nach") in _arten(pr)
    geloescht, _ = archiv.loesche_faellige(ordner, date(2099, 1, 1), datetime(2099, 1, 1))
    assert e["pfad"] not in geloescht
