"""The tables of docs/ that restate the law are the declarations' (docs/tabellen.py makes them): a changed
deadline, version or data key of any Land changes its table, and the docs must be made again."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import tomllib
from pathlib import Path

import pytest

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


def test_ausgabeschemata_sind_die_der_modelle() -> None:
    """docs/schemas/NAME.schema.json are generated from the output models (notices.ausgaben): a key added
    to a model and not to the committed schema, or a schema edited by hand, fails here; and no schema is
    left there that no model makes."""
    from notices.ausgaben import schemata

    erzeugt = schemata()
    for name, schema in erzeugt.items():
        datei = DOCS / "schemas" / f"{name}.schema.json"
        text = json.dumps(schema, ensure_ascii=False, indent=2) + "\n"
        assert datei.read_text("utf-8") == text, f"{datei.name}: python docs/tabellen.py"
    assert sorted(p.name.removesuffix(".schema.json") for p in (DOCS / "schemas").glob("*.schema.json")) == sorted(
        erzeugt
    )


def _namen_der_schemata() -> tuple[set[str], set[str]]:
    """(every key of the generated output schemas, every string of their enums and consts)."""
    from notices.ausgaben import schemata

    schluessel: set[str] = set()
    werte: set[str] = set()

    def gehe(knoten: object) -> None:
        if isinstance(knoten, dict):
            schluessel.update(knoten.get("properties", {}))
            werte.update(w for w in [*knoten.get("enum", []), knoten.get("const")] if isinstance(w, str))
            for v in knoten.values():
                gehe(v)
        elif isinstance(knoten, list):
            for v in knoten:
                gehe(v)

    gehe(schemata())
    return schluessel, werte


@pytest.mark.parametrize("name", ["befehle.md", "pruefung.md", "archiv.md"])
def test_json_beispiele_der_doku_nennen_nur_schluessel_der_modelle(name: str) -> None:
    """The JSON the docs show in short (a ```json block, an inline ``{"art", "land", …}``) names only keys
    the output models have (and, inline, their fixed values): a key renamed in a model fails here too."""
    schluessel, werte = _namen_der_schemata()
    text = (DOCS / name).read_text("utf-8")
    bloecke = re.findall(r"```json\n(.*?)```", text, re.DOTALL)
    im_block = set(re.findall(r'"([a-z_]+)"\s*:', "\n".join(bloecke)))
    ohne_bloecke = re.sub(r"```.*?```", "", text, flags=re.DOTALL)
    inline = [s for s in re.findall(r"`([^`]*)`", ohne_bloecke) if s.startswith('{"')]
    in_zeile = set(re.findall(r'"([a-z_]+)"', "\n".join(inline)))
    assert im_block or in_zeile
    assert sorted(im_block - schluessel) == []
    assert sorted(in_zeile - schluessel - werte) == []


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


# Pointers from the documentation into the repository: every backticked path exists, every
# `notices/….py:name` names a definition there, every `tests/….py::test_y` a test, every `[a.b.c]` a table
# or key of the `….toml` named last before it in its paragraph. A restructuring that moves code breaks
# this test, not the reader.

WURZEL = DOCS.parent
_PRAEFIXE = ("notices/", "templates/", "tests/", "examples/", "docs/", "benchmarks/")
_ZAUN = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.M | re.S)
_SPANNE = re.compile(r"`([^`\n]+)`")
_TABELLE = re.compile(r"\[([\w.-]+)\]")


def _dokumente() -> list[Path]:
    return [*sorted(DOCS.glob("*.md")), WURZEL / "README.md"]


def _spannen(text: str) -> list[str]:
    """The inline code spans of a Markdown text (fenced blocks left out)."""
    return _SPANNE.findall(_ZAUN.sub("", text))


def _namen(datei: Path) -> dict[str, set[str]]:
    """The module's top-level definitions ("") and each class's, by class name."""
    baum = ast.parse(datei.read_text("utf-8"))

    def gebunden(koerper: list[ast.stmt]) -> set[str]:
        namen: set[str] = set()
        for knoten in koerper:
            if isinstance(knoten, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                namen.add(knoten.name)
            elif isinstance(knoten, ast.Assign):
                namen |= {n.id for z in knoten.targets for n in ast.walk(z) if isinstance(n, ast.Name)}
            elif isinstance(knoten, ast.AnnAssign | ast.AugAssign) and isinstance(knoten.target, ast.Name):
                namen.add(knoten.target.id)
        return namen

    namen = {"": gebunden(baum.body)}
    for knoten in baum.body:
        if isinstance(knoten, ast.ClassDef):
            namen[knoten.name] = gebunden(knoten.body)
    return namen


def _im_rad(wurzel: Path) -> dict[str, str]:
    """Folders the wheel holds under another name (``notices/_vorlagen`` is ``templates``): pyproject.toml."""
    pyproject = wurzel / "pyproject.toml"
    if not pyproject.is_file():
        return {}
    wheel = tomllib.loads(pyproject.read_text("utf-8"))["tool"]["hatch"]["build"]["targets"]["wheel"]
    return {ziel: quelle for quelle, ziel in wheel.get("force-include", {}).items()}


def _pfad_besteht(pfad: str, wurzel: Path) -> bool:
    """A path of the repository (or of the wheel, where it copies a folder of the repository);
    `<land>`, `<kennung>` … and `*` stand for any part of a name."""
    muster = re.sub(r"<[^>]+>", "*", pfad).rstrip("/")
    for ziel, quelle in _im_rad(wurzel).items():
        if muster == ziel or muster.startswith(ziel + "/"):
            muster = quelle + muster[len(ziel) :]
    if "*" in muster:
        return any(wurzel.glob(muster))
    return (wurzel / muster).exists()


def veraltete_zeiger(text: str, wurzel: Path = WURZEL) -> list[str]:
    """Every pointer of a Markdown text that points to nothing in the repository at `wurzel`.

    A `[a.b.c]` names a table or key of the last repository `….toml` named before it in its paragraph."""
    falsch: list[str] = []
    gelesen: dict[Path, dict[str, object]] = {}
    for spanne in _spannen(text):
        for wort in spanne.split():
            wort = wort.strip(".,;:()")
            if not wort.startswith(_PRAEFIXE):
                continue
            if "::" in wort:  # tests/test_x.py::test_y[id], tests/test_x.py::TestK::test_y
                datei, *teile = wort.split("::")
                teile[-1] = teile[-1].split("[", 1)[0]
                if not (wurzel / datei).is_file():
                    falsch.append(wort)
                    continue
                namen = _namen(wurzel / datei)
                klasse, name = ("", teile[0]) if len(teile) == 1 else (teile[0], teile[1])
                if not name.startswith("test") or name not in namen.get(klasse, set()):
                    falsch.append(wort)
            elif re.fullmatch(r"[^:\s]+\.py:[\w.]+", wort):  # notices/x.py:name, notices/x.py:Klasse.name
                datei, name = wort.split(":")
                if not (wurzel / datei).is_file():
                    falsch.append(wort)
                    continue
                klasse, _, name = name.rpartition(".")
                if name not in _namen(wurzel / datei).get(klasse, set()):
                    falsch.append(wort)
            elif not _pfad_besteht(wort, wurzel):
                falsch.append(wort)
    for absatz in re.split(r"\n\s*\n", _ZAUN.sub("", text)):
        erklaerung: Path | None = None  # the file the `[a.b.c]` after it point into (one paragraph: one entry)
        for spanne in _SPANNE.findall(absatz):
            if spanne.startswith(_PRAEFIXE) and spanne.endswith(".toml") and "<" not in spanne:
                erklaerung = wurzel / spanne if (wurzel / spanne).is_file() else None  # a missing one: named above
            elif (tabelle := _TABELLE.fullmatch(spanne)) and erklaerung is not None:
                if erklaerung not in gelesen:
                    gelesen[erklaerung] = tomllib.loads(erklaerung.read_text("utf-8"))
                wert: object = gelesen[erklaerung]
                for schluessel in tabelle.group(1).split("."):
                    wert = wert.get(schluessel) if isinstance(wert, dict) else None
                if wert is None:
                    falsch.append(f"{erklaerung.relative_to(wurzel)} {spanne}")
    return falsch


def test_jeder_zeiger_der_dokumentation_trifft() -> None:
    """Every path, `….py:name`, `tests/….py::test_y` and `….toml` `[table]` in docs/*.md and README.md."""
    falsch = {d.name: z for d in _dokumente() if (z := veraltete_zeiger(d.read_text("utf-8")))}
    assert falsch == {}


def test_ein_veralteter_zeiger_wird_gefunden(tmp_path: Path) -> None:
    """The check itself, on a made-up repository: what exists passes, each kind of stale pointer is named."""
    (tmp_path / "notices" / "recht" / "xx").mkdir(parents=True)
    (tmp_path / "notices" / "kalender.py").write_text(
        "GRENZE: int = 3\nclass Tag:\n    werktag = True\n    def folgt(self): ...\ndef ist_werktag(): ...\n", "utf-8"
    )
    (tmp_path / "notices" / "recht" / "xx" / "land.toml").write_text("[fassung.xx-1.fristen.ende]\nn = 1\n", "utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_k.py").write_text(
        "def test_a(): ...\nclass TestB:\n    def test_c(self): ...\n", "utf-8"
    )
    (tmp_path / "templates" / "schriften").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text(
        '[tool.hatch.build.targets.wheel.force-include]\n"templates" = "notices/_vorlagen"\n', "utf-8"
    )
    gut = (
        "`notices/kalender.py:ist_werktag`, `notices/kalender.py:GRENZE`, `notices/kalender.py:Tag.folgt`, "
        "`notices/kalender.py:Tag.werktag`, `notices/recht/<land>/land.toml`, `notices/recht/xx/land.toml` "
        "`[fassung.xx-1.fristen.ende]`, `[fassung.xx-1]` and (the day) `[fassung.xx-1.fristen.ende.n]`, `tests/test_k.py::test_a`, "
        "`tests/test_k.py::test_a[bw-2023]`, `tests/test_k.py::TestB::test_c`, `tests/`, `templates/schriften/`, "
        "`notices/_vorlagen/schriften/`, `.venv/bin/pytest tests/test_k.py`\n```\n`notices/fristen.py:berechne`\n```\n"
        "\n`[wahl] land`, `[wahl.ausschuss]`: tables of a data file, no declaration named in this paragraph\n"
    )
    assert veraltete_zeiger(gut, tmp_path) == []
    schlecht = (
        "`notices/fristen.py:berechne`, `notices/kalender.py:berechne`, `notices/kalender.py:folgt`, "
        "`notices/kalender.py:Tag.ist_werktag`, `notices/recht/<land>/regeln.py`, `templates/anlage15/`, "
        "`notices/_vorlagen/anlage15/`, `notices/recht/xx/land.toml` `[fassung.xx-1.fristen.beginn]`, "
        "`tests/test_k.py::test_b`, `tests/test_k.py::test_c`, `tests/test_x.py::test_a`, `python docs/tabellen.py`"
    )
    assert veraltete_zeiger(schlecht, tmp_path) == [
        "notices/fristen.py:berechne",
        "notices/kalender.py:berechne",
        "notices/kalender.py:folgt",
        "notices/kalender.py:Tag.ist_werktag",
        "notices/recht/<land>/regeln.py",
        "templates/anlage15/",
        "notices/_vorlagen/anlage15/",
        "tests/test_k.py::test_b",
        "tests/test_k.py::test_c",
        "tests/test_x.py::test_a",
        "docs/tabellen.py",
        "notices/recht/xx/land.toml [fassung.xx-1.fristen.beginn]",
    ]


def test_readme_nennt_jedes_land_und_sein_beispiel() -> None:
    """The README's first section names every Land the tool knows and `--land` for each other example:
    a Land added without a word in the README fails here."""
    text = (WURZEL / "README.md").read_text(encoding="utf-8")
    einleitung = text.split("## Requirements", 1)[0]
    for lr in recht.laender():
        assert lr.name in einleitung, f"README nennt {lr.name} nicht"
    satz = next(z for z in " ".join(einleitung.split()).split(". ") if "makes the other examples" in z)
    for code in recht.codes():
        if code != "BW":
            assert re.search(rf"\b{code}\b", satz), f"README nennt --land {code} nicht"


def test_schemavergleich_nennt_was_einen_leser_bricht() -> None:
    """docs/schemavergleich.py: the same schema has no difference; a removed key, a published key made
    required, a narrowed type are breaking; a new key always written, a value added to an enum are not."""
    spec = importlib.util.spec_from_file_location("schemavergleich", DOCS / "schemavergleich.py")
    assert spec is not None and spec.loader is not None
    vergleich = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(vergleich)
    from notices.ausgaben import schema

    alt = schema("alle")

    def unterschiede(neu: dict) -> list[tuple[bool, str]]:
        aus: list[tuple[bool, str]] = []
        vergleich.vergleiche(alt, neu, alt, neu, "", aus, False)
        return aus

    assert unterschiede(json.loads(json.dumps(alt))) == []
    ohne = json.loads(json.dumps(alt))
    del ohne["properties"]["exit"]
    assert (True, "/exit: removed") in unterschiede(ohne)
    enger = json.loads(json.dumps(alt))
    enger["properties"]["wahlen"]["items"]["properties"]["ordner"]["type"] = "string"
    assert [b for b, _ in unterschiede(enger)] == [True]
    mehr = json.loads(json.dumps(alt))
    mehr["properties"]["neu"] = {"type": "string", "description": "x"}
    mehr["required"].append("neu")
    mehr["properties"]["exit"]["enum"].append(4)
    assert unterschiede(mehr) and not any(b for b, _ in unterschiede(mehr))
