"""No Land's documents cite another Land's law (issue 15): every document of every Land's example (the
session's ``notices beispiel``), the run-off and "does not take place" notices included, read back from the
PDF (pdftotext: CI installs poppler-utils, and there a missing pdftotext fails), cites only its own Land's
statutes.

Federal and European law (BMG, DSGVO, EUV …) may be cited by any Land; each Land declares the
abbreviations of its municipal and election statutes (``gesetze`` in its land.toml), and so every other
Land's are foreign to it. The same abbreviation may belong to two Länder (Hessen's KWG, the Saarland's KWG):
the check asks whether a citation is the document's own Land's, it never guesses a Land from one.
"""

from __future__ import annotations

import re
import subprocess
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from notices import cli, recht
from notices.dienste import lade
from tests.conftest import Beispiel, seiten_mit_neuem_inhalt, werkzeug

REPO = Path(__file__).resolve().parent.parent

GESETZE: dict[str, tuple[str, ...]] = {lr.code: lr.gesetze for lr in recht.laender()}
"""The Länder's municipal code, election act and election regulation as their documents cite them (each
Land's declaration, ``gesetze``): a citation is foreign when it is not one of the document's Land's own."""

_ALLE = sorted({g for gesetze in GESETZE.values() for g in gesetze}, key=len, reverse=True)
ZITAT = re.compile(r"(?<![A-Za-zÄÖÜäöü])(" + "|".join(g.replace(" ", r"\s+") for g in _ALLE) + r")(?![A-Za-zÄÖÜäöü])")


def fremde_zitate(text: str, land: str) -> list[str]:
    """The statute abbreviations in ``text`` that are not the Land's own, with some context."""
    eigene = set(GESETZE[land])
    funde = []
    for m in ZITAT.finditer(text):
        gesetz = re.sub(r"\s+", " ", m.group(1))
        if gesetz not in eigene:
            funde.append(re.sub(r"\s+", " ", text[max(0, m.start() - 40) : m.end() + 10]))
    return funde


def test_fremde_zitate_erkennt_fremdes_recht() -> None:
    funde = fremde_zitate("nach § 45 GemO und § 20a KomWO", "ST")
    assert len(funde) == 2 and "GemO" in funde[0] and "KomWO" in funde[1]
    assert fremde_zitate("§ 30 Abs. 7 KWG\nLSA", "ST") == []
    assert fremde_zitate("§ 30 Abs. 7 KWG LSA", "SL") != []
    assert fremde_zitate("§ 76 Abs. 4 KWG", "ST") != []
    assert fremde_zitate("§ 76 Abs. 4 KWG; § 51 BMG", "SL") == []


def _pdftext(pfad: Path) -> str:
    # reading order (not -layout, which interleaves a table's columns and splits "KWG … LSA"); up to the last
    # page with new content: the further copies of a Formblatt's sheet are the same content again
    pdftotext = werkzeug("pdftotext", paket="poppler-utils")
    bis = ["-l", str(seiten_mit_neuem_inhalt(pfad))]
    return subprocess.run([pdftotext, *bis, str(pfad), "-"], capture_output=True, text=True, check=True).stdout


def _beispiele() -> list[tuple[str, Path]]:
    return [(code, REPO / "examples" / recht.land(code).beispiel) for code in recht.codes()]


@pytest.mark.parametrize(("land", "beispieldatei"), _beispiele(), ids=lambda x: x if isinstance(x, str) else "")
def test_jedes_dokument_zitiert_nur_eigenes_landesrecht(
    land: str, beispieldatei: Path, tmp_path: Path, beispiellauf: Callable[[str], Beispiel]
) -> None:
    werkzeug("pdftotext", paket="poppler-utils")
    daten = lade(beispieldatei)
    # every document notices alle makes (the session's notices beispiel: the same run), not the manifest
    texte: dict[str, str] = {}
    for pfad in sorted(beispiellauf(land).ordner.iterdir()):
        if pfad.suffix == ".pdf":
            texte[pfad.name] = _pdftext(pfad)
        elif pfad.name != "manifest.json":
            texte[pfad.name] = pfad.read_text("utf-8")
    # the documents of single verbs that notices alle does not make: a run-off that does not take place,
    # an election that fails (each case of the Land), the letter to a run-off person who did not apply
    roh = tomllib.loads(beispieldatei.read_text("utf-8"))
    ids = [p["id"] for p in roh.get("stichwahl_bewerber", [])] + [b["id"] for b in roh.get("bewerber", [])]
    aufrufe = [["bekanntmachung", "--stichwahl-entfaellt", "--grund", "Rücknahme der Bewerbung"]]
    aufrufe += [["bekanntmachung", "--wahl-entfaellt", fall] for fall in _faelle(daten)]
    aufrufe += [["stichwahl-benachrichtigung", "--person", ids[0]]]
    for i, argv in enumerate(aufrufe):
        ziel = tmp_path / f"einzeln-{i}.pdf"
        code = cli.main([argv[0], str(beispieldatei), *argv[1:], "--out", str(ziel), "--datum", "2027-03-16"])
        if code == 0:
            texte[" ".join(argv)] = _pdftext(ziel)
        else:
            assert code == 2, argv  # refused with a sentence where the Land has no such document
    assert len(texte) >= 5
    funde = {name: fremde_zitate(text, land) for name, text in texte.items()}
    assert {name: f for name, f in funde.items() if f} == {}
    # the Land's own law is cited at all (the check reads the text it means to)
    assert any(ZITAT.search(text) for text in texte.values())


def _faelle(daten) -> list[str]:
    from notices.dokumente import landesdokumente

    a = landesdokumente.angaben(daten).get("wahl_entfaellt")
    return sorted(a.faelle) if a is not None and a.fehlt is None else []


def test_erkennt_bw_recht_in_einer_gerenderten_bekanntmachung(tmp_path: Path) -> None:
    """The check reads real documents: BW's notice that the run-off does not take place, taken as if it
    were Sachsen-Anhalt's (the error of issue 15), is caught."""
    ziel = tmp_path / "bw.pdf"
    beispiel = REPO / "examples" / recht.land("BW").beispiel
    argv = ["bekanntmachung", str(beispiel), "--stichwahl-entfaellt", "--grund", "Rücknahme", "--out", str(ziel)]
    assert cli.main([*argv, "--datum", "2027-03-16"]) == 0
    text = _pdftext(ziel)
    assert fremde_zitate(text, "BW") == []
    assert any("GemO" in f or "KomW" in f for f in fremde_zitate(text, "ST"))


def _strings(wert: object) -> list[str]:
    if isinstance(wert, str):
        return [wert]
    if isinstance(wert, dict):
        return [s for v in wert.values() for s in _strings(v)]
    if isinstance(wert, (list, tuple)):
        return [s for v in wert for s in _strings(v)]
    return []


@pytest.mark.parametrize("code", sorted(GESETZE))
def test_aufbewahrung_nennt_fremdes_recht_als_fremdes(code: str) -> None:
    """The archive's manifest of an ST or SL election gave as the reason of its Löschfrist "1 Woche
    Einspruchsfrist (§ 31 Abs. 1 KomWG) + 1 Monat Wahlprüfung (§ 30 Abs. 1 KomWG)" and "§ 57 KomWO" – Baden-
    Württemberg's statutes, unmarked, as if they were the Land's own. A retention text (the manifest's, the
    archive check's) may use another Land's rule as an explicit default only with the Land named at the
    citation ("§ 57 Abs. 3 KomWO BW")."""
    texte = _strings(recht.land(code).aufbewahrung.model_dump(mode="json"))
    for text in texte:
        for m in ZITAT.finditer(text):
            gesetz = re.sub(r"\s+", " ", m.group(1))
            if gesetz not in GESETZE[code]:
                assert text[m.end() :].startswith(" BW"), f"{code}: „{text[max(0, m.start() - 40) : m.end() + 5]}“"


@pytest.mark.parametrize("code", sorted(GESETZE))
def test_loeschgrund_nennt_den_tag_deutsch(code: str) -> None:
    """The Löschfrist's reason is a German sentence: "Wahltag 20.06.2027 + 1 Woche …", not "Wahltag 2027-06-20"
    (a program value in the manifest that the Wahlamt and the Rechtsaufsicht read)."""
    from notices.dienste import lade
    from notices.recht.grundlagen import letzter_wahltag

    daten = lade(REPO / "examples" / recht.land(code).beispiel)
    _, grund = recht.land(code).aufbewahrung.loeschen_nach(daten)
    tag = letzter_wahltag(daten)
    assert tag.strftime("%d.%m.%Y") in grund and tag.isoformat() not in grund, grund
