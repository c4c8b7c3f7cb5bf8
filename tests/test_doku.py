"""The tables of docs/ that restate the law are the declarations' (docs/tabellen.py makes them): a changed
deadline, version or data key of any Land changes its table, and the docs must be made again."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from notices import recht
from notices.recht import uebersicht

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _tabellen():  # docs/tabellen.py is a script, not part of the package
    spec = importlib.util.spec_from_file_location("tabellen", DOCS / "tabellen.py")
    assert spec is not None and spec.loader is not None
    modul = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(modul)
    return modul


def test_die_tabellen_der_dokumentation_folgen_den_erklaerungen() -> None:
    tabellen = _tabellen()
    bloecke = uebersicht.bloecke()
    veraltet = [d.name for d in sorted(DOCS.glob("*.md")) if tabellen.neu(d, bloecke) != d.read_text("utf-8")]
    assert veraltet == [], "python docs/tabellen.py"


def test_jedes_land_hat_seine_tabellen() -> None:
    text = (DOCS / "fristen.md").read_text("utf-8")
    for land in recht.laender():
        for art in ("versionen", "fristen"):
            assert f"<!-- tabelle:{art}:{land.code} -->" in text
    assert "<!-- tabelle:schluessel -->" in (DOCS / "daten.md").read_text("utf-8")


def test_ein_neues_land_bekommt_seinen_abschnitt(tmp_path: Path) -> None:
    """A Land missing in fristen.md gets a section of its own (a new Land edits no shared document)."""
    datei = tmp_path / "fristen.md"
    datei.write_text("# Deadlines\n", "utf-8")
    text = _tabellen().neu(datei, uebersicht.bloecke())
    for land in recht.laender():
        assert f"## {land.name}\n" in text and uebersicht.fristen(land) in text


def test_die_tabelle_zeigt_jede_regel_mit_vorschrift() -> None:
    for land in recht.laender():
        tabelle = uebersicht.fristen(land)
        for rs in land.rechtsstaende:
            for r in rs.regeln:
                assert f"| `{r.id}` |" in tabelle and r.vorschrift.replace("|", "\\|") in tabelle


def test_editorschemata_sind_die_der_modelle() -> None:
    import json

    from notices.recht.erklaerung import dateischemata

    for name, schema in dateischemata().items():
        datei = DOCS / "schemas" / "erklaerung" / f"{name}.schema.json"
        assert json.loads(datei.read_text("utf-8")) == schema, "python docs/tabellen.py"


def _jsonfaehig(wert: object) -> object:
    import json

    return json.loads(json.dumps(wert, default=str))


def test_jede_erklaerung_passt_zum_editorschema_und_ein_tippfehler_nicht() -> None:
    import copy
    import tomllib

    from jsonschema import Draft202012Validator

    from notices.recht.erklaerung import dateischemata

    schemata = {n: Draft202012Validator(s) for n, s in dateischemata().items()}
    for code in recht.codes():
        for name, pruefer in schemata.items():
            roh = tomllib.loads((DOCS.parent / "notices" / "recht" / code.lower() / f"{name}.toml").read_text("utf-8"))
            assert list(pruefer.iter_errors(_jsonfaehig(roh))) == [], (code, name)
        roh = tomllib.loads((DOCS.parent / "notices" / "recht" / code.lower() / "land.toml").read_text("utf-8"))
        kennung = next(iter(roh["fassung"]))
        falsch = copy.deepcopy(roh)
        falsch["fassung"][kennung]["fristen_"] = {}
        assert list(schemata["land"].iter_errors(_jsonfaehig(falsch))), code
        falsch = copy.deepcopy(roh)
        erste = next(iter(falsch["fassung"][kennung]["fristen"]))
        falsch["fassung"][kennung]["fristen"][erste]["tage"] = 3
        assert list(schemata["land"].iter_errors(_jsonfaehig(falsch))), code


def test_jede_art_einer_frist_hat_ihre_schreibweise() -> None:
    """Every kind of rule the declarations may use is written out in the tables (none falls through)."""
    from datetime import time
    from typing import get_args

    from notices.recht.grundlagen import Art, Regel

    texte = set()
    for art in get_args(Art):
        r = Regel(
            id="x",
            art=art,
            bezug="wahltag",
            vorschrift="§ 1",
            beschreibung="x",
            n=2,
            uhrzeit=time(18),
            festgesetzt_von="vom Rat",
            quelle="q",
        )
        texte.add(uebersicht._wann(r))
    assert len(texte) == len(get_args(Art))
