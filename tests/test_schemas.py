"""The JSON contracts (``docs/schemas/*.schema.json``, JSON Schema draft 2020-12) against what notices writes.

- every schema is a valid schema, closed (``additionalProperties: false``), and says for every property its type
  and what it means;
- its closed sets (Land codes, deadline ids, retention classes, kinds of findings, …) are the code's;
- every JSON output validates for every Land's example and for the variants that change its shape: an election
  without any application (it fails or is held without proposals), the Stichwahl, every Rechtsstand of
  ``fristen --json``, a second run that writes versions, an archive check with problems, a deletion;
- and cannot pass vacuously: removing any key from a real output, or adding one, fails validation.

Outputs that need rendered PDFs come from one ``notices alle`` run per Land (the session's ``beispiele``) and one
run of small elections without applicants (module fixture ``leer``); the rest from verbs that do not render.
"""

from __future__ import annotations

import ast
import contextlib
import copy
import io
import json
import re
import shutil
import tomllib
import typing
from collections.abc import Callable, Iterator
from datetime import timedelta
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

import pytest
import tomli_w
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from notices import archiv, cli, recht
from notices.archiv.manifest import MANIFEST
from notices.dienste import alle, lade
from notices.dokumente import bekanntmachung as bm_modul
from notices.exitcodes import EXIT_BEFUND
from notices.pruefung import ergebnis
from notices.recht.grundlagen import AUFBEWAHRUNGSKLASSEN
from tests.conftest import roh_von

REPO = Path(__file__).resolve().parent.parent
SCHEMAS = REPO / "docs" / "schemas"
NAMEN = sorted(p.name.removesuffix(".schema.json") for p in SCHEMAS.glob("*.schema.json"))
LAENDER = recht.codes()
STICHTAG_SPAET = "2040-01-01"
"""A day after every deletion date of the examples: documents are due, the internet copies overdue."""

Cli = Callable[..., tuple[int, str, str]]


def beispiel(land: str) -> Path:
    return REPO / "examples" / recht.land(land).beispiel


def _roh(land: str) -> dict[str, Any]:
    """The Land's example as a dict, its signer lists as absolute paths (so that a copy can live anywhere)."""
    return roh_von(beispiel(land), listen_absolut=True)


def _schreibe(pfad: Path, roh: dict[str, Any]) -> Path:
    pfad.write_bytes(tomli_w.dumps(roh).encode("utf-8"))
    return pfad


def _notices(*args: str | Path) -> tuple[int, str, str]:
    """``notices ARGS`` in-process, for module fixtures (``notices_cli`` needs a test's capsys)."""
    aus, fehler = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(aus), contextlib.redirect_stderr(fehler):
        try:
            code = cli.main([str(a) for a in args])
        except SystemExit as e:
            code = int(e.code or 0)
    return code, aus.getvalue(), fehler.getvalue()


def _json(*args: str | Path, code: int = 0) -> Any:
    erhalten, aus, fehler = _notices(*args)
    assert erhalten == code, fehler or aus
    return json.loads(aus)


@cache
def schema(name: str) -> dict[str, Any]:
    return json.loads((SCHEMAS / f"{name}.schema.json").read_text("utf-8"))


@cache
def validator(name: str) -> Draft202012Validator:
    return Draft202012Validator(schema(name), format_checker=Draft202012Validator.FORMAT_CHECKER)


def gueltig(name: str, instanz: Any, woher: str = "") -> None:
    """Assert that ``instanz`` validates against the schema ``name``, naming the first error's place."""
    fehler = list(validator(name).iter_errors(instanz))
    if fehler:
        e = best_match(fehler)
        pytest.fail(f"{woher or name}: {e.json_path}: {e.message[:300]} ({len(fehler)} Fehler)")


def _archive(ordner: Path) -> list[Path]:
    return sorted(p.parent for p in ordner.rglob(MANIFEST))


def _json_dateien(wahlordner: Path) -> Iterator[tuple[str, Path]]:
    """The JSON files ``notices alle`` writes into an election folder, with the schema of each."""
    for p in sorted(wahlordner.glob("*.json")):
        name = p.name.split(".")[0].split("-")[0]
        yield {"manifest": "manifest", "fristen": "fristen", "pruefbericht": "pruefung"}.get(name, name), p


# ------------------------------------------------------------------------------------------------
# The schemas themselves


@pytest.mark.parametrize("name", NAMEN)
def test_schema_ist_gueltig_und_beschrieben(name: str) -> None:
    s = schema(name)
    Draft202012Validator.check_schema(s)
    assert s["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert s["$id"] == f"{name}.schema.json"
    assert s["title"] and "notices " in s["description"]
    assert "must be added to this schema" in s["description"]  # the project's rule for new keys


def _objekte(knoten: Any, pfad: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(knoten, dict):
        yield pfad, knoten
        for k, v in knoten.items():
            yield from _objekte(v, f"{pfad}/{k}")
    elif isinstance(knoten, list):
        for i, v in enumerate(knoten):
            yield from _objekte(v, f"{pfad}/{i}")


@pytest.mark.parametrize("name", NAMEN)
def test_jede_eigenschaft_hat_typ_und_beschreibung_und_jedes_objekt_ist_geschlossen(name: str) -> None:
    ohne = []
    for pfad, knoten in _objekte(schema(name)):
        if "properties" in knoten and not pfad.endswith("/properties"):
            if knoten.get("additionalProperties") is not False:
                ohne.append(f"{pfad}: additionalProperties")
            ohne += [f"{pfad}: required {k}" for k in knoten.get("required", []) if k not in knoten["properties"]]
            for k, eigenschaft in knoten["properties"].items():
                if "type" not in eigenschaft or not eigenschaft.get("description"):
                    ohne.append(f"{pfad}/properties/{k}: type or description")
    assert ohne == []


def _zeiger(name: str, zeiger: str) -> Any:
    knoten: Any = schema(name)
    for teil in zeiger.strip("/").split("/"):
        knoten = knoten[int(teil)] if isinstance(knoten, list) else knoten[teil.replace("~1", "/").replace("~0", "~")]
    return knoten


def _frist_ids() -> set[str]:
    return {r.id for land in recht.laender() for rs in land.rechtsstaende for r in rs.regeln}


def _kennungen() -> set[str]:
    return {rs.kennung for land in recht.laender() for rs in land.rechtsstaende}


def _dokumente(code: str) -> dict:
    """The documents of the Land's newest version, as its declaration states them (those it has)."""
    staende = sorted(recht.land(code).rechtsstaende, key=lambda rs: rs.gilt_ab)
    return {art: a for art, a in staende[-1].dokumente.items() if a.fehlt is None}


def _aus_landesmodulen(attribut: str) -> set[str]:
    if attribut == "WAHL_ENTFAELLT":
        return {f for code in LAENDER for f in (_dokumente(code).get("wahl_entfaellt") or _Leer).faelle}
    return {art for code in LAENDER for art, a in _dokumente(code).items() if a.bezeichnung is not None}


class _Leer:
    faelle: ClassVar[dict] = {}


def _befund_arten() -> set[str]:
    """The kinds of findings of ``archiv-pruefen``: the second argument of every ``Archivbefund(…)`` in the code."""
    arten = set()
    for datei in (REPO / "notices").rglob("*.py"):
        for knoten in ast.walk(ast.parse(datei.read_text("utf-8"))):
            if not isinstance(knoten, ast.Call) or len(knoten.args) < 2:
                continue
            if getattr(knoten.func, "id", getattr(knoten.func, "attr", None)) != "Archivbefund":
                continue
            art = knoten.args[1]
            assert isinstance(art, ast.Constant), f"{datei}:{knoten.lineno}: the kind of a finding must be a literal"
            arten.add(art.value)
    return arten


GESCHLOSSENE_MENGEN: list[tuple[str, str, Callable[[], Any]]] = [
    (
        "pruefung",
        "/$defs/bewerbung/properties/art/enum",
        lambda: set(typing.get_args(typing.get_type_hints(ergebnis.Bewerbungspruefung)["art"])),
    ),
    ("manifest", "/properties/aufbewahrungsklassen/required", lambda: set(AUFBEWAHRUNGSKLASSEN)),
    ("archiv-pruefen", "/$defs/befund/properties/art/enum", _befund_arten),
]
"""The closed sets the output models list themselves. The others are the code's own types in the models
(notices.ausgaben: Mangelart, Vorschlag, the retention classes and their ``loeschen``, the manifest's
FORMAT), so the generated schema has them by construction (tests/test_doku.py: the committed schema is
the generated one)."""


LANDESWERTE: list[tuple[str, str, Callable[[], set[str]]]] = [
    ("fristen", "/properties/land", lambda: set(LAENDER)),
    ("fristen", "/$defs/frist/properties/id", _frist_ids),
    ("pruefung", "/$defs/mangel/properties/behebbar_bis/properties/frist", _frist_ids),
    ("bekanntmachung", "/$defs/wahl_entfaellt/properties/fall", lambda: _aus_landesmodulen("WAHL_ENTFAELLT")),
    ("manifest", "/properties/wahl/properties/land", lambda: set(LAENDER)),
    ("manifest", "/properties/wahl/properties/amt", lambda: {a for land in recht.laender() for a in land.aemter}),
    ("manifest", "/properties/rechtsstand/properties/kennung", _kennungen),
    ("manifest", "/$defs/datei/properties/rechtsstand", _kennungen),
    (
        "manifest",
        "/$defs/datei/properties/art",
        lambda: _aus_landesmodulen("FORMULARE") | set(alle.KLASSE_NACH_ART) | {"wahlakte"},
    ),
]
"""Sets that grow with each Land (codes, deadline ids, versions, offices, forms): the schema gives their
form as a pattern, not a list, so that a new Land is a new package under notices/recht/ and nothing else
(issue 13); the values themselves are documented per Land in docs/fristen.md."""


@pytest.mark.parametrize(("name", "zeiger", "aus_dem_code"), LANDESWERTE, ids=lambda x: x if isinstance(x, str) else "")
def test_landeswerte_passen_zum_muster(name: str, zeiger: str, aus_dem_code: Callable[[], set[str]]) -> None:
    knoten = _zeiger(name, zeiger)
    assert "enum" not in knoten and "pattern" in knoten
    werte = aus_dem_code()
    assert werte
    for wert in werte:
        assert re.fullmatch(knoten["pattern"].strip("^$"), wert), (wert, knoten["pattern"])
    assert not re.fullmatch(knoten["pattern"].strip("^$"), "X Y\n"), "the pattern admits anything"


@pytest.mark.parametrize(
    ("name", "zeiger", "aus_dem_code"), GESCHLOSSENE_MENGEN, ids=lambda x: x if isinstance(x, str) else ""
)
def test_geschlossene_mengen_wie_im_code(name: str, zeiger: str, aus_dem_code: Callable[[], Any]) -> None:
    """A Land, deadline, form or kind of finding added to the code must be added to the schema (and documented)."""
    im_schema = _zeiger(name, zeiger)
    erwartet = aus_dem_code()
    if isinstance(erwartet, set):
        assert len(im_schema) == len(set(im_schema)), "duplicates"
        assert set(im_schema) == erwartet
    else:
        assert im_schema == erwartet


# ------------------------------------------------------------------------------------------------
# notices fristen --json: every example and every Rechtsstand (the golden inputs)

FRISTEN_DATEIEN = sorted((REPO / "examples").glob("*.toml")) + sorted((REPO / "tests" / "golden").glob("*.toml"))


@pytest.mark.parametrize("datei", FRISTEN_DATEIEN, ids=lambda p: p.stem)
def test_fristen_json(notices_cli: Cli, datei: Path) -> None:
    code, aus, fehler = notices_cli("fristen", datei, "--json")
    assert code == 0, fehler
    gueltig("fristen", json.loads(aus), datei.name)


def test_fristen_dateien_decken_jeden_rechtsstand() -> None:
    assert {recht.rechtsstand(lade(d).wahl).kennung for d in FRISTEN_DATEIEN} == _kennungen()


# ------------------------------------------------------------------------------------------------
# notices pruefen --json (the same JSON as pruefbericht.json)


@pytest.mark.parametrize("stichwahl", [False, True], ids=["bewerbungen", "stichwahl"])
@pytest.mark.parametrize("land", LAENDER)
def test_pruefen_json(notices_cli: Cli, land: str, stichwahl: bool) -> None:
    code, aus, fehler = notices_cli("pruefen", beispiel(land), "--json", *(["--stichwahl"] if stichwahl else []))
    bericht = json.loads(aus)
    # exit 3 exactly where a rejection is proposed (the BW example: Krause's late application)
    zurueckweisen = any(b["vorschlag"] == "zurueckweisen" for b in bericht["bewerber"])
    assert code == (EXIT_BEFUND if zurueckweisen else 0), fehler
    assert zurueckweisen == (land == "BW" and not stichwahl)
    gueltig("pruefung", bericht, f"{land} stichwahl={stichwahl}")
    assert bericht["stichwahl"] is stichwahl


def _behebbar(ziel: Path) -> Path:
    """BW: Dr. Schäfer's sworn declaration not yet received, checked on 10.02.2027 – a defect that can be cured."""
    roh = _roh("BW")
    roh["bewerber"][1]["unterlagen"] = {"waehlbarkeitsbescheinigung": True}
    return _schreibe(ziel / "behebbar.toml", roh)


def test_pruefen_json_mit_behebbarem_mangel(notices_cli: Cli, tmp_path: Path) -> None:
    code, aus, fehler = notices_cli("pruefen", _behebbar(tmp_path), "--json", "--stichtag", "10.02.2027 09:00")
    assert code == 0, fehler
    bericht = json.loads(aus)
    gueltig("pruefung", bericht)
    maengel = [m for b in bericht["bewerber"] for m in b["maengel"]]
    assert any(m["behebbar_bis"] is not None for m in maengel)
    assert any(b["vorschlag"] == "offen" for b in bericht["bewerber"])


# ------------------------------------------------------------------------------------------------
# notices bekanntmachung --json: the Stichwahl's and the election's failure; stichwahl-benachrichtigung --json

WAHL_ENTFAELLT = [
    (code, fall, e.zugelassen)
    for code in LAENDER
    for fall, e in (_dokumente(code).get("wahl_entfaellt") or _Leer).faelle.items()
]


@pytest.mark.parametrize(("land", "fall", "zugelassen"), WAHL_ENTFAELLT, ids=[f"{c}-{f}" for c, f, _ in WAHL_ENTFAELLT])
def test_wahl_entfaellt_json(notices_cli: Cli, tmp_path: Path, land: str, fall: str, zugelassen: int | None) -> None:
    roh = _roh(land)
    if zugelassen is not None:  # the data must show the case
        for i, b in enumerate(roh["bewerber"]):
            b["zugelassen"] = i < zugelassen
    datei = _schreibe(tmp_path / "wahl.toml", roh)
    tag = lade(datei).wahl.wahltag.isoformat()
    code, aus, fehler = notices_cli(
        "bekanntmachung", datei, "--wahl-entfaellt", fall, "--json", "--datum", tag, "--trotz-fristablauf"
    )
    assert code == 0, fehler
    inhalt = json.loads(aus)
    gueltig("bekanntmachung", inhalt, f"{land} {fall}")
    assert inhalt["art"] == "wahl_entfaellt"
    code, aus, fehler = notices_cli(
        "bekanntmachung",
        datei,
        "--wahl-entfaellt",
        fall,
        "--grund",
        "Nähere Umstände",
        "--json",
        "--datum",
        tag,
        "--trotz-fristablauf",
    )
    assert code == 0, fehler
    gueltig("bekanntmachung", json.loads(aus), f"{land} {fall} --grund")


def _mit(art: str) -> list[str]:
    return [code for code in LAENDER if art in _dokumente(code)]


@pytest.mark.parametrize("land", _mit("stichwahl_entfaellt"))
def test_stichwahl_entfaellt_json(notices_cli: Cli, land: str) -> None:
    tag = (lade(beispiel(land)).wahl.wahltag + timedelta(days=1)).isoformat()
    code, aus, fehler = notices_cli(
        "bekanntmachung",
        beispiel(land),
        "--stichwahl-entfaellt",
        "--grund",
        "Ein Teilnehmer ist verstorben.",
        "--json",
        "--datum",
        tag,
    )
    assert code == 0, fehler
    gueltig("bekanntmachung", json.loads(aus), land)


@pytest.mark.parametrize("land", _mit("benachrichtigung"))
def test_stichwahl_benachrichtigung_json(notices_cli: Cli, land: str) -> None:
    daten = lade(beispiel(land))
    tag = (daten.wahl.wahltag + timedelta(days=1)).isoformat()
    aufrufe = [["--person", p.id] for p in daten.stichwahl_bewerber]
    aufrufe.append(
        [
            "--person",
            "neu",
            "--familienname",
            "Neu",
            "--vornamen",
            "Nora",
            "--strasse",
            "Weg 1",
            "--plz",
            "12345",
            "--ort",
            "Anderswo",
            "--anrede",
            "Frau",
        ]
    )
    for args in aufrufe:
        code, aus, fehler = notices_cli("stichwahl-benachrichtigung", beispiel(land), *args, "--datum", tag, "--json")
        assert code == 0, fehler
        gueltig("stichwahl-benachrichtigung", json.loads(aus), f"{land} {args[1]}")


# ------------------------------------------------------------------------------------------------
# What notices alle writes for every Land's example: manifest, fristen, Prüfberichte, notices


@pytest.mark.parametrize("land", LAENDER)
def test_json_dateien_des_beispiels(beispiele: Callable[[str], tuple[Path, str]], land: str) -> None:
    (ordner,) = _archive(beispiele(land)[0])
    gesehen = set()
    for name, pfad in _json_dateien(ordner):
        gueltig(name, json.loads(pfad.read_text("utf-8")), f"{land} {pfad.name}")
        gesehen.add(name)
    assert {"manifest", "fristen", "pruefung", "bekanntmachung"} <= gesehen
    daten = lade(beispiel(land))
    if daten.stichwahl is not None and recht.rechtsstand(daten.wahl).stichwahl_reihenfolge is not None:
        assert (ordner / "bekanntmachung-stichwahl.json").exists()


# ------------------------------------------------------------------------------------------------
# Elections without any application, in every Land (alle --json, its files, archiv-pruefen, archiv-loeschen)


@pytest.fixture(scope="module")
def leer(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path], Any]:
    """``notices alle --json`` over one election without applications per Land and a file that is not TOML:
    (output folder, data files, the JSON printed)."""
    ordner = tmp_path_factory.mktemp("leer")
    dateien = []
    for code in LAENDER:
        roh = _roh(code)
        for schluessel in ("bewerber", "stichwahl_bewerber", "stichwahl"):
            roh.pop(schluessel, None)
        dateien.append(_schreibe(ordner / f"leer-{code.lower()}.toml", roh))
    kaputt = ordner / "kaputt.toml"
    kaputt.write_text("wahl = \n", "utf-8")
    ergebnis = _json("alle", *dateien, kaputt, "--out", ordner / "aus", "--jobs", "1", "--json", code=2)
    return ordner / "aus", dateien, ergebnis


@pytest.mark.langsam
def test_alle_json_mit_gescheiterten_wahlen_und_ungueltiger_eingabe(leer: tuple[Path, list[Path], Any]) -> None:
    aus, _, ergebnis = leer
    gueltig("alle", ergebnis)
    assert [w["status"] for w in ergebnis["wahlen"]] == ["ok"] * len(LAENDER) + ["ungueltig"]
    assert ergebnis["wahlen"][-1]["ordner"] is None and ergebnis["exit"] == 2
    archive = _archive(aus)
    assert len(archive) == len(LAENDER)
    for ordner in archive:
        for name, pfad in _json_dateien(ordner):
            inhalt = json.loads(pfad.read_text("utf-8"))
            gueltig(name, inhalt, f"{ordner.name}/{pfad.name}")
            if name == "bekanntmachung" and inhalt["art"] in ("wahl", "stichwahl"):
                assert inhalt["bewerber"] == []
            elif name == "bekanntmachung":  # BY's notices before the filing name no applicant at all
                assert inhalt["art"] in ("aufforderung", "eintragung") and "bewerber" not in inhalt


@pytest.mark.langsam
def test_zweiter_lauf_mit_neuer_fassung_rechtskraft_und_veraenderter_datei(
    leer: tuple[Path, list[Path], Any], tmp_path: Path
) -> None:
    """Versions (``ersetzt``), ``rechtskraft`` and a file changed by hand (status warnung) in alle --json and the
    manifest."""
    aus = tmp_path / "aus"
    shutil.copytree(leer[0], aus)
    datei = leer[1][0]
    roh = tomllib.loads(datei.read_text("utf-8"))
    roh["wahl"]["stand"] = roh["wahl"].get("stand", lade(datei).stand) + timedelta(days=1)
    neu = _schreibe(tmp_path / datei.name, roh)
    ordner = aus / archiv.wahlordner(lade(datei))
    (ordner / "fristen.json").write_text("{}\n", "utf-8")  # changed by hand
    rechtskraft = (lade(neu).wahl.stichwahltag or lade(neu).wahl.wahltag) + timedelta(days=60)
    ergebnis = _json(
        "alle", neu, "--out", aus, "--jobs", "1", "--rechtskraft", rechtskraft.isoformat(), "--json", code=EXIT_BEFUND
    )
    gueltig("alle", ergebnis)
    (wahl,) = ergebnis["wahlen"]
    assert wahl["status"] == "warnung"
    assert {"version", "veraendert"} <= {d["was"] for d in wahl["dateien"]}
    manifest = json.loads((ordner / MANIFEST).read_text("utf-8"))
    gueltig("manifest", manifest)
    assert manifest["rechtskraft"] == rechtskraft.isoformat()
    assert any(e["ersetzt"] for e in manifest["dateien"])


@pytest.mark.langsam
@pytest.mark.parametrize(("stichtag", "sauber"), [("2020-01-01", True), (STICHTAG_SPAET, False)])
def test_archiv_pruefen_json(leer: tuple[Path, list[Path], Any], notices_cli: Cli, stichtag: str, sauber: bool) -> None:
    code, aus, fehler = notices_cli("archiv-pruefen", leer[0], "--json", "--stichtag", stichtag)
    assert code == (0 if sauber else EXIT_BEFUND), fehler
    bericht = json.loads(aus)
    gueltig("archiv-pruefen", bericht)
    assert bericht["sauber"] is sauber and len(bericht["archive"]) == len(LAENDER)
    if not sauber:
        assert all(a["faellig"] for a in bericht["archive"])
        assert any(a["internet_loeschen"] for a in bericht["archive"])


def _beschaedige(aus: Path) -> None:
    """Damage the first archive under ``aus`` in every way the check reports, and make the second's manifest
    unreadable."""
    ordner, zweiter, *_ = _archive(aus)
    manifest = json.loads((ordner / MANIFEST).read_text("utf-8"))
    erster = manifest["dateien"][0]
    erster["aufbewahrung"], erster["loeschen_nach"] = "bewerbung", "2999-12-31"  # class and date made up
    manifest["wahl"]["gemeinde"] = "Anderswo"
    manifest["dateien"].append({**erster, "pfad": "../ausserhalb.pdf"})
    (ordner / MANIFEST).write_text(json.dumps(manifest, ensure_ascii=False, indent=2), "utf-8")
    (ordner / "fristen.ics").unlink()
    (ordner / "fristen.json").write_text("{}\n", "utf-8")
    (ordner / "fremd.txt").write_text("nicht von notices\n", "utf-8")
    (ordner / ".rest.tmp").write_bytes(b"")
    (zweiter / MANIFEST).write_text("{kein json", "utf-8")


@pytest.fixture(scope="module")
def beschaedigt(leer: tuple[Path, list[Path], Any], tmp_path_factory: pytest.TempPathFactory) -> Any:
    """``notices archiv-pruefen --json`` of a damaged copy of the archives of :func:`leer`."""
    aus = tmp_path_factory.mktemp("beschaedigt") / "aus"
    shutil.copytree(leer[0], aus)
    _beschaedige(aus)
    return _json("archiv-pruefen", aus, "--json", "--stichtag", STICHTAG_SPAET, code=EXIT_BEFUND)


def test_archiv_pruefen_json_mit_problemen(beschaedigt: Any) -> None:
    gueltig("archiv-pruefen", beschaedigt)
    probleme = {b["art"] for a in beschaedigt["archive"] for b in a["probleme"]}
    hinweise = {b["art"] for a in beschaedigt["archive"] for b in a["hinweise"]}
    erwartet = {
        "aufbewahrung",
        "loeschen_nach",
        "manifest",
        "manifest_wahl",
        "fehlt",
        "veraendert",
        "nicht_im_manifest",
    }
    assert erwartet <= probleme
    assert "rest" in hinweise


@pytest.fixture(scope="module")
def geloescht(leer: tuple[Path, list[Path], Any], tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    """``notices archiv-loeschen --faellig --json`` on a copy of :func:`leer` in which one due file was changed
    (nothing is deleted in its folder) and one manifest is unreadable: (folder, JSON printed)."""
    aus = tmp_path_factory.mktemp("geloescht") / "aus"
    shutil.copytree(leer[0], aus)
    ordner, zweiter, *_ = _archive(aus)
    (ordner / "pruefbericht.json").write_text("{}\n", "utf-8")
    (zweiter / MANIFEST).write_text("{kein json", "utf-8")
    return aus, _json("archiv-loeschen", aus, "--faellig", "--json", "--stichtag", STICHTAG_SPAET, code=EXIT_BEFUND)


def test_archiv_loeschen_json_und_manifest_danach(geloescht: tuple[Path, Any], notices_cli: Cli) -> None:
    aus, ergebnis = geloescht
    gueltig("archiv-loeschen", ergebnis)
    assert any(a["geloescht"] for a in ergebnis["archive"])
    assert sum(bool(a["nicht_geloescht"]) for a in ergebnis["archive"]) == 2
    manifeste = 0
    for ordner in _archive(aus):
        with contextlib.suppress(json.JSONDecodeError):
            manifest = json.loads((ordner / MANIFEST).read_text("utf-8"))
            gueltig("manifest", manifest, ordner.name)
            manifeste += any(e["geloescht_am"] for e in manifest["dateien"])
    # the folder with the changed file deletes nothing at all: it does not pass the check (issue 33)
    assert manifeste == len(LAENDER) - 2
    code, aus_json, fehler = notices_cli("archiv-pruefen", aus, "--json", "--stichtag", STICHTAG_SPAET)
    assert code == EXIT_BEFUND, fehler
    gueltig("archiv-pruefen", json.loads(aus_json))


# ------------------------------------------------------------------------------------------------
# Not vacuous: a real output with a key removed or added fails


OPTIONAL: dict[str, set[str]] = {"bekanntmachung": {"wahlvorschlag", "stimmen"}}
"""Keys only some Länder write (per applicant of a notice); every other key of every output is always present."""


@pytest.fixture(scope="module")
def proben(
    leer: tuple[Path, list[Path], Any], beschaedigt: Any, geloescht: tuple[Path, Any], tmp_path_factory
) -> dict[str, list[Any]]:
    """Per schema, real outputs that hold every object the schema describes at least once (non-null)."""
    tmp = tmp_path_factory.mktemp("proben")
    st = next(c for c in LAENDER if getattr(_dokumente(c).get("bekanntmachung_stichwahl"), "json_stimmen", False))
    stichwahl = bm_modul.ausgabetag(bm_modul.erstelle(lade(beispiel(st)), stichwahl=True)).isoformat()
    land, fall = next((c, f) for c, f, z in WAHL_ENTFAELLT if z is None)
    wahltag = lade(beispiel(land)).wahl.wahltag.isoformat()
    bw = _mit("benachrichtigung")[0]
    tag = (lade(beispiel(bw)).wahl.wahltag + timedelta(days=1)).isoformat()
    (ordner, *_) = _archive(geloescht[0])
    return {
        "fristen": [_json("fristen", beispiel(LAENDER[0]), "--json")],
        "pruefung": [_json("pruefen", _behebbar(tmp), "--json", "--stichtag", "10.02.2027 09:00")],
        "bekanntmachung": [
            _json("bekanntmachung", beispiel(st), "--stichwahl", "--json", "--datum", stichwahl),
            _json(
                "bekanntmachung",
                beispiel(land),
                "--wahl-entfaellt",
                fall,
                "--grund",
                "G",
                "--json",
                "--datum",
                wahltag,
                "--trotz-fristablauf",
            ),
            _json("bekanntmachung", beispiel(bw), "--stichwahl-entfaellt", "--grund", "G", "--json", "--datum", tag),
        ],
        "stichwahl-benachrichtigung": [
            _json("stichwahl-benachrichtigung", beispiel(bw), "--person", "huber", "--datum", tag, "--json")
        ],
        "manifest": [json.loads((ordner / MANIFEST).read_text("utf-8"))],
        "archiv-pruefen": [beschaedigt],
        "archiv-loeschen": [geloescht[1]],
        "alle": [leer[2]],
    }


def _objekte_der_ausgabe(instanz: Any, pfad: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], dict]]:
    """Every object of an output with its path; of the objects at the same place in a list, the first only."""
    gesehen: set[tuple[Any, ...]] = set()

    def gehe(knoten: Any, pfad: tuple[Any, ...]) -> Iterator[tuple[tuple[Any, ...], dict]]:
        muster = tuple("*" if isinstance(p, int) else p for p in pfad)
        if isinstance(knoten, dict):
            if muster not in gesehen:
                gesehen.add(muster)
                yield pfad, knoten
            for k, v in knoten.items():
                yield from gehe(v, (*pfad, k))
        elif isinstance(knoten, list):
            for i, v in enumerate(knoten):
                yield from gehe(v, (*pfad, i))

    yield from gehe(instanz, pfad)


def _bei(instanz: Any, pfad: tuple[Any, ...]) -> Any:
    for p in pfad:
        instanz = instanz[p]
    return instanz


VERSCHACHTELT: dict[str, set[str]] = {
    "fristen": {"fristen/*"},
    "pruefung": {
        "bewerber/*",
        "bewerber/*/maengel/*",
        "bewerber/*/maengel/*/behebbar_bis",
        "bewerber/*/quorum",
        "bewerber/*/ungueltig/*",
        "bewerber/*/ungueltig/*/auch_bei/*",
        "bewerber/*/unterschriften",
    },
    "bekanntmachung": {"bewerber/*"},
    "manifest": {
        "aufbewahrungsklassen",
        *(f"aufbewahrungsklassen/{k}" for k in AUFBEWAHRUNGSKLASSEN),
        "dateien/*",
        "loeschen_nach",
        "rechtsstand",
        "wahl",
        "werkzeug",
    },
    "archiv-pruefen": {
        "archive/*",
        "archive/*/faellig/*",
        "archive/*/geprueft",
        "archive/*/hinweise/*",
        "archive/*/internet_loeschen/*",
        "archive/*/probleme/*",
    },
    "archiv-loeschen": {"archive/*"},
    "alle": {"wahlen/*", "wahlen/*/dateien/*"},
}
"""The nested objects the samples of :func:`proben` hold (non-null): each is mutated below."""


@pytest.mark.parametrize("name", NAMEN)
def test_entfernter_oder_zusaetzlicher_schluessel_faellt_auf(name: str, proben: dict[str, list[Any]]) -> None:
    v = validator(name)
    optional = OPTIONAL.get(name, set())
    nicht_bemerkt = []
    geprueft = 0
    orte = set()
    for probe in proben[name]:
        assert v.is_valid(probe)
        for pfad, objekt in _objekte_der_ausgabe(probe):
            orte.add("/".join("*" if isinstance(p, int) else p for p in pfad))
            for schluessel in [*objekt, "unbekannt"]:
                kopie = copy.deepcopy(probe)
                ziel = _bei(kopie, pfad)
                if schluessel in ziel:
                    del ziel[schluessel]
                else:
                    ziel[schluessel] = None
                geprueft += 1
                if v.is_valid(kopie) != (schluessel in optional):
                    nicht_bemerkt.append("/".join(map(str, (*pfad, schluessel))))
    assert nicht_bemerkt == []
    assert VERSCHACHTELT.get(name, set()) <= orte
    assert geprueft > 5


@pytest.mark.parametrize(
    ("schluessel", "wert"),
    [
        ("datum", "14.03.2027"),
        ("datum", "2027-02-30"),
        ("uhrzeit", "7:30"),
        ("uhrzeit", "24:00"),
        ("id", "Erfundene Frist"),
        ("hinweis", 3),
    ],
)
def test_formate_muster_und_mengen_greifen(proben: dict[str, list[Any]], schluessel: str, wert: Any) -> None:
    fristen = copy.deepcopy(proben["fristen"][0])
    fristen["fristen"][0][schluessel] = wert
    assert not validator("fristen").is_valid(fristen)
    fristen = copy.deepcopy(proben["fristen"][0])
    fristen["land"] = "Baden-Württemberg"
    assert not validator("fristen").is_valid(fristen)


def test_jedes_schema_ist_geprueft(proben: dict[str, list[Any]]) -> None:
    """A new schema needs real outputs here (and tests above that produce them for every Land)."""
    assert sorted(proben) == NAMEN


def test_schema_der_erklaerung_beschreibt_die_felder_wie_pydantic(tmp_path: Path) -> None:
    """The declaration's models no longer read their source at import (issue 32: pydantic's
    ``use_attribute_docstrings``, ~70 ms of every command); the schema takes the field docstrings itself
    (:func:`notices.recht.erklaerung.feldtexte`) and says, in the same order, what pydantic would have said."""
    import importlib.util
    import inspect
    import sys

    from notices.recht import erklaerung, grundlagen

    quelle = inspect.getsource(grundlagen)
    ohne = 'model_config = ConfigDict(frozen=True, extra="forbid", strict=False)'
    assert quelle.count(ohne) == 1
    datei = tmp_path / "grundlagen_mit_feldtexten.py"
    datei.write_text(quelle.replace(ohne, ohne[:-1] + ", use_attribute_docstrings=True)"), "utf-8")
    spec = importlib.util.spec_from_file_location(datei.stem, datei)
    assert spec is not None and spec.loader is not None
    modul = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = modul  # pydantic resolves the annotations through the module
    try:
        spec.loader.exec_module(modul)
        erwartet = modul.Landesrecht.model_json_schema(mode="validation")
    finally:
        del sys.modules[spec.name]
    assert '"description"' in json.dumps(erwartet)
    assert json.dumps(erklaerung.schema(), ensure_ascii=False) == json.dumps(erwartet, ensure_ascii=False)
