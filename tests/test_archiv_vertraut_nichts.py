"""``archiv-pruefen`` trusts nothing (issue 33): each tampering below was reported as clean before – the
manifest updated along with the files – and ``archiv-loeschen`` deleted a permanent notice whose entry
was relabelled as deletable. Now what can be recomputed is (which documents an election has and their
names, the Wahlakte from its parts, every retention date), and what cannot (own templates) is reported as
not verified, never as verified."""

from __future__ import annotations

import io
import json
import shutil
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from notices import archiv, cli
from notices.dienste.nachpruefung import pruefe_archiv
from notices.exitcodes import EXIT_BEFUND
from tests.conftest import Beispiel

STICHTAG = date(2027, 3, 20)


@pytest.fixture
def ordner(beispiellauf: Callable[[str], Beispiel], tmp_path: Path) -> Path:
    """A copy of the session's ``notices beispiel`` archive (BW)."""
    ur = beispiellauf("BW").ordner
    kopie = tmp_path / ur.name
    shutil.copytree(ur, kopie)
    return kopie


def _manifest(ordner: Path) -> dict:
    return json.loads((ordner / archiv.MANIFEST).read_text("utf-8"))


def _schreibe(ordner: Path, manifest: dict) -> None:
    (ordner / archiv.MANIFEST).write_bytes(archiv.manifest_bytes(manifest))


def _eintrag(manifest: dict, pfad: str) -> dict:
    return next(e for e in manifest["dateien"] if e["pfad"] == pfad)


def _neu_eingetragen(ordner: Path, manifest: dict, pfad: str) -> None:
    """The entry's hash and size made to fit the file as it is now (what a careful forger does)."""
    e = _eintrag(manifest, pfad)
    e["sha256"] = archiv.sha256((ordner / pfad).read_bytes())
    e["groesse"] = (ordner / pfad).stat().st_size


def _arten(pr) -> set[tuple[str, str]]:
    return {(b.pfad, b.art) for b in pr.probleme}


def test_unveraendert_ist_sauber_und_die_wahlakte_nachgerechnet(ordner: Path) -> None:
    pr = pruefe_archiv(ordner, STICHTAG)
    assert pr.probleme == []
    # the Wahlakte is made again from the other documents and the archived Prüfbericht and Mängelschreiben, and equal
    assert "wahlakte.pdf" not in pr.nicht_geprueft
    assert all(p.startswith(("pruefbericht", "maengelschreiben")) for p in pr.nicht_geprueft)


def test_letzte_seite_der_wahlakte_entfernt(ordner: Path) -> None:
    from pypdf import PdfReader, PdfWriter

    leser = PdfReader(ordner / "wahlakte.pdf")
    schreiber = PdfWriter(clone_from=leser)
    schreiber.remove_page(len(schreiber.pages) - 1)
    puffer = io.BytesIO()
    schreiber.write(puffer)
    (ordner / "wahlakte.pdf").write_bytes(puffer.getvalue())
    m = _manifest(ordner)
    _neu_eingetragen(ordner, m, "wahlakte.pdf")
    _schreibe(ordner, m)
    assert ("wahlakte.pdf", "nachgerechnet") in _arten(pruefe_archiv(ordner, STICHTAG))


def test_datei_umbenannt_mit_neuem_pfad_im_manifest(ordner: Path) -> None:
    m = _manifest(ordner)
    (ordner / "fristen.pdf").rename(ordner / "fristenkalender-neu.pdf")
    _eintrag(m, "fristen.pdf")["pfad"] = "fristenkalender-neu.pdf"
    _schreibe(ordner, m)
    pr = pruefe_archiv(ordner, STICHTAG)
    assert ("fristenkalender-neu.pdf", "name") in _arten(pr)
    assert not pr.sauber


def test_zwei_namen_mit_ihren_eintraegen_vertauscht(ordner: Path) -> None:
    a, b = "bescheinigung-krause-25fe55d1.pdf", "bescheinigung-weber-42258bfc.pdf"
    (ordner / a).rename(ordner / "tmp.pdf")
    (ordner / b).rename(ordner / a)
    (ordner / "tmp.pdf").rename(ordner / b)
    m = _manifest(ordner)
    ea, eb = _eintrag(m, a), _eintrag(m, b)
    ea["pfad"], eb["pfad"] = b, a
    _schreibe(ordner, m)
    arten = _arten(pruefe_archiv(ordner, STICHTAG))
    assert {(a, "name"), (b, "name")} <= arten


def test_zwei_pruefberichte_ganz_vertauscht(ordner: Path) -> None:
    """Not even the Prüfbericht (it cannot be made again without the lists) can change places: the
    Wahlakte made again with them in their named places is not the archived one."""
    a, b = "pruefbericht.pdf", "pruefbericht-stichwahl.pdf"
    (ordner / a).rename(ordner / "tmp.pdf")
    (ordner / b).rename(ordner / a)
    (ordner / "tmp.pdf").rename(ordner / b)
    m = _manifest(ordner)
    for pfad in (a, b):
        _neu_eingetragen(ordner, m, pfad)
    _schreibe(ordner, m)
    assert ("wahlakte.pdf", "nachgerechnet") in _arten(pruefe_archiv(ordner, STICHTAG))


def test_loeschtag_des_manifests_geaendert(ordner: Path) -> None:
    m = _manifest(ordner)
    m["loeschen_nach"]["datum"] = "2099-12-31"
    _schreibe(ordner, m)
    assert (archiv.MANIFEST, "loeschen_nach") in _arten(pruefe_archiv(ordner, STICHTAG))


def test_unterlage_samt_eintrag_entfernt(ordner: Path) -> None:
    m = _manifest(ordner)
    m["dateien"] = [e for e in m["dateien"] if e["pfad"] != "versicherung-weber-42258bfc.pdf"]
    (ordner / "versicherung-weber-42258bfc.pdf").unlink()
    _schreibe(ordner, m)
    assert ("versicherung-weber-42258bfc.pdf", "fehlt") in _arten(pruefe_archiv(ordner, STICHTAG))


def test_bekanntmachung_samt_eintrag_entfernt_ist_nicht_geprueft(ordner: Path) -> None:
    """A notice refused because the signer lists show an admitted person short of the quorum (R-ALLE-12) is
    missing from an honest archive too; without the lists the check cannot tell. Removed with its entry, it is
    still found: the Wahlakte binds it."""
    m = _manifest(ordner)
    m["dateien"] = [e for e in m["dateien"] if e["pfad"] not in ("bekanntmachung.pdf", "bekanntmachung.json")]
    (ordner / "bekanntmachung.pdf").unlink()
    (ordner / "bekanntmachung.json").unlink()
    _schreibe(ordner, m)
    arten = _arten(pruefe_archiv(ordner, STICHTAG))
    assert ("bekanntmachung.pdf", "fehlt") in arten and ("bekanntmachung.json", "fehlt") in arten


def _verfaelscht_mit_eigenen_vorlagen(ordner: Path, pfad: str) -> None:
    inhalt = (ordner / pfad).read_bytes()
    (ordner / pfad).write_bytes(inhalt + b"\n% nachtraeglich\n")
    m = _manifest(ordner)
    _neu_eingetragen(ordner, m, pfad)
    _eintrag(m, pfad)["eigene_vorlagen"] = True
    _schreibe(ordner, m)


def test_verfaelschtes_pdf_als_eigene_vorlage_ausgegeben(ordner: Path) -> None:
    """The Wahlakte of the same run comes out of the built-in templates: its part must as well."""
    pfad = "bekanntmachung.pdf"
    _verfaelscht_mit_eigenen_vorlagen(ordner, pfad)
    pr = pruefe_archiv(ordner, STICHTAG)
    assert (pfad, "eigene_vorlagen") in _arten(pr)


def test_eigene_vorlagen_heissen_nicht_geprueft(ordner: Path, capsys) -> None:
    """Where nothing contradicts the claim (the whole run with own templates), the documents are listed as
    not verified – in the JSON and in the text – never counted as verified."""
    m = _manifest(ordner)
    for e in m["dateien"]:
        e["eigene_vorlagen"] = True
    _schreibe(ordner, m)
    pfad = "bekanntmachung.pdf"
    _verfaelscht_mit_eigenen_vorlagen(ordner, pfad)
    _verfaelscht_mit_eigenen_vorlagen(ordner, "wahlakte.pdf")  # so nothing verifies the built-in templates
    pr = pruefe_archiv(ordner, STICHTAG)
    assert pr.probleme == []
    assert {pfad, "wahlakte.pdf"} <= set(pr.nicht_geprueft)
    assert pr.nachgerechnet == pr.dateien - len(pr.nicht_geprueft)
    assert pr.als_json()["geprueft"]["nicht_geprueft"] == len(pr.nicht_geprueft)
    cli.main(["archiv-pruefen", str(ordner), "--stichtag", "2027-03-20"])
    aus = capsys.readouterr().out
    assert f"Nicht geprüft ({len(pr.nicht_geprueft)})" in aus and pfad in aus


def test_loeschen_nicht_was_die_pruefung_nicht_besteht(ordner: Path, capsys) -> None:
    """The permanent notice relabelled as deletable: archiv-pruefen flags it, so archiv-loeschen deletes
    nothing at all in that folder (it used to delete the notice)."""
    m = _manifest(ordner)
    e = _eintrag(m, "bekanntmachung.pdf")
    e["aufbewahrung"], e["loeschen_nach"] = "unterstuetzung", "2027-05-11"
    _schreibe(ordner, m)
    vorher = sorted(p.name for p in ordner.iterdir())
    code = cli.main(["archiv-loeschen", str(ordner), "--faellig", "--stichtag", "2099-01-01"])
    fehler = capsys.readouterr().err
    assert code == EXIT_BEFUND
    assert "nichts gelöscht: die Prüfung des Archivs hat" in fehler and "bekanntmachung.pdf" in fehler
    assert sorted(p.name for p in ordner.iterdir()) == vorher
    assert _manifest(ordner) == m


def test_andere_version_fehlende_unterlage_kein_befund(ordner: Path) -> None:
    """An archive made by another version of notices: which documents it makes may differ, so a document
    the current version would make is not missing there; its documents are not verified, never clean by
    default."""
    m = _manifest(ordner)
    for e in m["dateien"]:
        e["werkzeug_version"] = "0.0.1"
    m["dateien"] = [e for e in m["dateien"] if e["pfad"] != "versicherung-weber-42258bfc.pdf"]
    (ordner / "versicherung-weber-42258bfc.pdf").unlink()
    _schreibe(ordner, m)
    pr = pruefe_archiv(ordner, STICHTAG)
    assert ("versicherung-weber-42258bfc.pdf", "fehlt") not in _arten(pr)
    assert pr.nachgerechnet == 0 and len(pr.nicht_geprueft) == len(m["dateien"])


def test_manifest_mit_objekten_statt_pruefsummen_ist_ein_befund(ordner: Path) -> None:
    """Found by benchmarks/fuzz.py --manifeste (seed 33): a hash or a name given as an object ended the
    check with "unerwarteter Fehler" (TypeError: unhashable type)."""
    m = _manifest(ordner)
    m["dateien"][0]["quelle_sha256"] = {"x": 1}
    m["dateien"][1]["basis"] = ["fristen.pdf"]
    m["quelle_sha256"] = {"y": 2}
    _schreibe(ordner, m)
    pr = pruefe_archiv(ordner, STICHTAG)
    assert not pr.sauber


@pytest.mark.parametrize("wert", [["unterstuetzung"], {"k": 1}, 7])
def test_aufbewahrung_als_liste_ist_ein_befund_und_nichts_geloescht(ordner: Path, capsys, wert: object) -> None:
    """Found by benchmarks/fuzz.py --manifeste 200 (seed 33, manifest 111): a retention class given as a list
    ended archiv-pruefen and archiv-loeschen with "unerwarteter Fehler" (TypeError: unhashable type)."""
    m = _manifest(ordner)
    e = _eintrag(m, "bekanntmachung.pdf")
    e["aufbewahrung"] = wert
    _schreibe(ordner, m)
    assert ("bekanntmachung.pdf", "aufbewahrung") in _arten(pruefe_archiv(ordner, STICHTAG))
    vorher = sorted(p.name for p in ordner.iterdir())
    code = cli.main(["archiv-loeschen", str(ordner), "--faellig", "--stichtag", "2099-01-01"])
    fehler = capsys.readouterr().err
    assert code == EXIT_BEFUND, fehler
    assert "unerwarteter Fehler" not in fehler and "bekanntmachung.pdf" in fehler
    assert sorted(p.name for p in ordner.iterdir()) == vorher


@pytest.mark.langsam
def test_neuer_pruefbericht_nach_geaenderter_liste_ist_sauber(tmp_path: Path) -> None:
    """The same data, a signer list changed, notices alle again: a new Prüfbericht and a new Wahlakte beside
    the old ones. The current Wahlakte is made again and equal; the old one (it binds the old Prüfbericht)
    is not verified – and no false finding."""
    from notices.dienste import alle

    beispiel = Path(__file__).resolve().parent.parent / "examples"
    shutil.copy(beispiel / "musterhausen-2027.toml", tmp_path / "wahl.toml")
    shutil.copytree(beispiel / "unterschriften", tmp_path / "unterschriften")
    assert alle.bearbeite(str(tmp_path / "wahl.toml"), str(tmp_path / "aus")).status == "ok"
    liste = tmp_path / "unterschriften" / "weber.csv"
    zeilen = liste.read_text("utf-8").splitlines()
    zeilen[1] = zeilen[1].replace(",ja,", ",nein,", 1)
    liste.write_text("\n".join(zeilen) + "\n", "utf-8")
    ergebnis = alle.bearbeite(str(tmp_path / "wahl.toml"), str(tmp_path / "aus"))
    assert ergebnis.status == "ok"
    assert ("wahlakte.2.pdf", "version") in ergebnis.dateien
    pr = pruefe_archiv(tmp_path / "aus" / str(ergebnis.ordner), STICHTAG)
    assert pr.probleme == []
    assert "wahlakte.pdf" in pr.nicht_geprueft and "wahlakte.2.pdf" not in pr.nicht_geprueft
    # the changed list leaves Weber short of the quorum: the notice is refused (R-ALLE-12), the new Wahlakte
    # binds none, and the check says it cannot decide that without the lists
    assert "bekanntmachung.pdf" in pr.nicht_geprueft
    assert any(h.pfad == "bekanntmachung.pdf" and "R-ALLE-12" in h.text for h in pr.hinweise)
