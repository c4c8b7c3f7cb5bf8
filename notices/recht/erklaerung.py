"""Reading a Land's declaration: ``notices/recht/<code>/land.toml``, validated into
:class:`~notices.recht.grundlagen.Landesrecht` when the Land is first used.

The file states the Land (names, offices, sources, the data keys it reads, retention) and its dated
versions under ``[fassung.<kennung>]``. A version may derive from another (``basis = "bw-1997"``): it then
states only what differs – tables merge key by key, any other value replaces the inherited one, and
``entfernen = ["fristen.neuwahltag", …]`` removes inherited entries by their dotted path (before the
version's own entries are added, so that a removed rule stated again is a new one, in the new place). Deadlines are a
table by id (``[fassung.bw-2023.fristen.zulassung_spaetestens]``), their order is the order of the file (a
derived version's new rules follow the inherited ones), and a rule without ``quelle`` has the version's.
The date checks (``terminpruefungen``) and the documents of the admission check (``pruefung.unterlagen_liste``)
are tables by name too, so that a derived version states only the one it changes.
``docs/schemas/land.schema.json`` is the schema an editor can check the file with (made by :func:`schema`).
"""

from __future__ import annotations

import ast
import copy
import inspect
import tomllib
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaMode, JsonSchemaValue

from notices.felddoku import felddocstrings
from notices.recht import grundlagen
from notices.recht.grundlagen import Landesrecht

if TYPE_CHECKING:
    from pydantic_core import CoreSchema

DATEI = "land.toml"
TEXTE = "texte.toml"
"""The texts of the Land's documents: ``[fassung.<kennung>.dokumente.<art>]``, merged into the versions of
``land.toml`` before they derive from each other (a derived version states only the texts that differ)."""


class Erklaerungsfehler(ImportError):
    """A Land's declaration cannot be read or is not valid; the message says where."""


def _mische(basis: dict[str, Any], aenderung: dict[str, Any]) -> dict[str, Any]:
    """``basis`` with ``aenderung`` over it: tables merge key by key, other values replace."""
    ergebnis = copy.deepcopy(basis)
    for schluessel, wert in aenderung.items():
        if isinstance(wert, dict) and isinstance(ergebnis.get(schluessel), dict):
            ergebnis[schluessel] = _mische(ergebnis[schluessel], wert)
        else:
            ergebnis[schluessel] = copy.deepcopy(wert)
    return ergebnis


def _entferne(tabelle: dict[str, Any], pfad: str, wo: str) -> None:
    *oben, letzter = pfad.split(".")
    for teil in oben:
        tabelle = tabelle.get(teil)
        if not isinstance(tabelle, dict):
            raise Erklaerungsfehler(f"{wo}: entfernen {pfad!r}: there is no such entry")
    if letzter not in tabelle:
        raise Erklaerungsfehler(f"{wo}: entfernen {pfad!r}: there is no such entry")
    del tabelle[letzter]


def _fassung(kennung: str, roh: dict[str, dict[str, Any]], wo: str, kette: tuple[str, ...] = ()) -> dict[str, Any]:
    """The version ``kennung`` with everything it inherits."""
    if kennung in kette:
        raise Erklaerungsfehler(f"{wo}: versions derive from each other in a circle: {' -> '.join((*kette, kennung))}")
    if kennung not in roh:
        raise Erklaerungsfehler(f"{wo}: basis {kennung!r} is not a version of this Land")
    eigen = dict(roh[kennung])
    basis = eigen.pop("basis", None)
    entfernen = eigen.pop("entfernen", [])
    if basis is None:
        if entfernen:
            raise Erklaerungsfehler(f"{wo} [fassung.{kennung}]: entfernen without basis")
        return copy.deepcopy(eigen)
    geerbt = _fassung(basis, roh, wo, (*kette, kennung))
    for pfad in entfernen:  # inherited entries go first; what the version states is then added
        _entferne(geerbt, pfad, f"{wo} [fassung.{kennung}]")
    return _mische(geerbt, eigen)


def _als_liste(
    tabelle: dict[str, Any], schluessel: str, standard: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """A table by key as the list of its entries, each with its key under ``schluessel``."""
    return [{**(standard or {}), schluessel: k, **v} for k, v in tabelle.items()]


def aus_daten(roh: dict[str, Any], wo: str = "<Erklärung>") -> Landesrecht:
    """The Land from the parsed declaration (see the module); :class:`Erklaerungsfehler` where it is not valid."""
    roh = dict(roh)
    fassungen = roh.pop("fassung", None)
    if not isinstance(fassungen, dict) or not fassungen:
        raise Erklaerungsfehler(f"{wo}: the declaration has no [fassung.<kennung>]")
    staende = []
    for kennung in fassungen:
        f = _fassung(kennung, fassungen, wo)
        f["land"] = roh.get("code")
        f["kennung"] = kennung
        f["regeln"] = _als_liste(f.pop("fristen", {}), "id", {"quelle": f.get("quelle")})
        f["terminpruefungen"] = list(f.pop("terminpruefungen", {}).values())
        pruefung = f.get("pruefung")
        if isinstance(pruefung, dict) and isinstance(pruefung.get("unterlagen_liste"), dict):
            pruefung["unterlagen_liste"] = _als_liste(pruefung["unterlagen_liste"], "schluessel")
        staende.append(f)
    roh["rechtsstaende"] = staende
    try:
        return Landesrecht.model_validate(roh)
    except ValidationError as e:
        raise Erklaerungsfehler(f"{wo}: {e}") from None


def lade_erklaerung(paket: str) -> Landesrecht:
    """The declaration of the Land package ``paket`` (``notices.recht.bw``)."""
    wo = f"{paket.replace('.', '/')}/{DATEI}"
    try:
        text = resources.files(paket).joinpath(DATEI).read_text(encoding="utf-8")
        roh = tomllib.loads(text)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise Erklaerungsfehler(f"{wo}: {e}") from None
    texte = resources.files(paket).joinpath(TEXTE)
    if texte.is_file():
        wo_texte = f"{paket.replace('.', '/')}/{TEXTE}"
        try:
            dokumente = tomllib.loads(texte.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
            raise Erklaerungsfehler(f"{wo_texte}: {e}") from None
        if set(dokumente) - {"fassung"}:
            raise Erklaerungsfehler(f"{wo_texte}: only [fassung.<kennung>] tables with dokumente (and entfernen)")
        for kennung, teil in dokumente.get("fassung", {}).items():
            if kennung not in roh.get("fassung", {}):
                raise Erklaerungsfehler(f"{wo_texte}: {kennung!r} is not a version of {DATEI}")
            if set(teil) - {"dokumente", "entfernen"}:
                raise Erklaerungsfehler(f"{wo_texte} [fassung.{kennung}]: only dokumente and entfernen")
            teil = dict(teil)
            entfernen = [*roh["fassung"][kennung].get("entfernen", []), *teil.pop("entfernen", [])]
            roh["fassung"][kennung] = _mische(roh["fassung"][kennung], teil)
            if entfernen:
                roh["fassung"][kennung]["entfernen"] = entfernen
    return aus_daten(roh, wo)


def schema() -> dict[str, Any]:
    """The JSON Schema of a Land's validated declaration (every version with all it inherits); each field
    described by its docstring (:func:`feldtexte`)."""
    return Landesrecht.model_json_schema(mode="validation", schema_generator=_MitFeldtexten)


@cache
def feldtexte() -> dict[str, dict[str, str]]:
    """The docstring of every field of the declaration's models (:mod:`notices.recht.grundlagen`), by model and
    field, as pydantic's ``use_attribute_docstrings`` reads them: a string right after the field, cleaned up
    (``inspect.cleandoc``); a field a model inherits has the text of the model that declares it. Read when the
    schema is made, not at import (issue 32)."""
    eigene: dict[str, dict[str, str]] = {
        k.name: {feld: inspect.cleandoc(text) for feld, text in felddocstrings(k)}
        for k in ast.parse(inspect.getsource(grundlagen)).body
        if isinstance(k, ast.ClassDef)
    }

    ergebnis: dict[str, dict[str, str]] = {}
    for modell in vars(grundlagen).values():
        if not (isinstance(modell, type) and issubclass(modell, BaseModel)) or modell.__module__ != grundlagen.__name__:
            continue
        texte: dict[str, str] = {}
        for feld, info in modell.model_fields.items():
            if info.description is not None:
                continue  # given in the field itself: that one (as pydantic)
            erklaerend = next(k for k in modell.__mro__ if feld in vars(k).get("__annotations__", {}))
            if feld in (text := eigene.get(erklaerend.__name__, {})):
                texte[info.alias or feld] = text[feld]
        ergebnis[modell.__name__] = texte
    return ergebnis


class _MitFeldtexten(GenerateJsonSchema):
    """pydantic's schema of the declaration with the field docstrings as the properties' descriptions, sorted
    as pydantic sorts a schema (:meth:`GenerateJsonSchema.sort`)."""

    def generate(self, schema: CoreSchema, mode: JsonSchemaMode = "validation") -> JsonSchemaValue:
        ergebnis = super().generate(schema, mode)
        texte = feldtexte()
        for name, knoten in [(Landesrecht.__name__, ergebnis), *ergebnis.get("$defs", {}).items()]:
            for feld, eigenschaft in knoten.get("properties", {}).items():
                if feld in texte.get(name, {}):
                    eigenschaft.setdefault("description", texte[name][feld])
        return self.sort(ergebnis)


def _erreichbar(knoten: Any, defs: dict[str, Any], gesehen: set[str]) -> set[str]:
    """The names of the ``$defs`` a part of a schema refers to, directly or through others."""
    if isinstance(knoten, dict):
        ref = knoten.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            name = ref.removeprefix("#/$defs/")
            if name not in gesehen:
                gesehen.add(name)
                _erreichbar(defs[name], defs, gesehen)
        for wert in knoten.values():
            _erreichbar(wert, defs, gesehen)
    elif isinstance(knoten, list):
        for wert in knoten:
            _erreichbar(wert, defs, gesehen)
    return gesehen


def _ohne_pflicht(knoten: Any) -> Any:
    """A part of a schema with no key required (a version that derives states only what differs)."""
    if isinstance(knoten, dict):
        return {k: _ohne_pflicht(v) for k, v in knoten.items() if k != "required"}
    if isinstance(knoten, list):
        return [_ohne_pflicht(v) for v in knoten]
    return knoten


def dateischemata() -> dict[str, dict[str, Any]]:
    """JSON Schemas of the files themselves, for an editor (``docs/schemas/erklaerung/land.schema.json``,
    ``texte.schema.json``): the keys of ``land.toml`` and ``texte.toml`` as they are written – versions under
    ``[fassung.<kennung>]`` with ``basis`` and ``entfernen``, deadlines and date checks as tables by key.
    Within a version no key is required (a derived version states only what differs); the Land's loader
    checks the whole when it loads (:func:`lade_erklaerung`), and says where."""
    ganz = copy.deepcopy(schema())
    defs: dict[str, Any] = ganz.pop("$defs")
    oben = {k: v for k, v in ganz["properties"].items() if k != "rechtsstaende"}
    obere_defs = _erreichbar(oben, defs, set())
    staende = defs["Rechtsstand"]
    fassung = {k: v for k, v in staende["properties"].items() if k not in ("land", "kennung", "regeln")}
    regel = copy.deepcopy(defs["Regel"])
    regel["properties"].pop("id")
    defs["Frist"] = regel
    fassung["fristen"] = {
        "type": "object",
        "description": "The deadlines by id (the id is what the JSON of the deadline calendar prints).",
        "additionalProperties": {"$ref": "#/$defs/Frist"},
    }
    terminpruefungen = fassung.pop("terminpruefungen")
    fassung["terminpruefungen"] = {
        "type": "object",
        "description": "The date checks by name.",
        "additionalProperties": terminpruefungen.get("items", {}),
    }
    pruefung = copy.deepcopy(defs["Pruefvorschriften"])
    liste = pruefung["properties"]["unterlagen_liste"]
    unterlage = liste.get("items", {})
    pruefung["properties"]["unterlagen_liste"] = {
        "type": "object",
        "description": "The documents of the admission check by key (schluessel).",
        "additionalProperties": unterlage,
    }
    defs["PruefvorschriftenInDatei"] = pruefung
    fassung["pruefung"] = {"$ref": "#/$defs/PruefvorschriftenInDatei"}
    dokumente = fassung.pop("dokumente", None)
    fassung["basis"] = {"type": "string", "description": "The version this one derives from (its kennung)."}
    fassung["entfernen"] = {
        "type": "array",
        "items": {"type": "string"},
        "description": "Inherited entries this version removes, by dotted path (fristen.neuwahltag).",
    }
    defs["Fassung"] = {
        "type": "object",
        "description": staende.get("description", ""),
        "properties": fassung,
        "additionalProperties": False,
    }
    unter = {n: (d if n in obere_defs else _ohne_pflicht(d)) for n, d in defs.items()}
    unter["Fassung"] = _ohne_pflicht(defs["Fassung"])
    land = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "land.schema.json",
        "title": "notices: the declaration of a Land (notices/recht/<land>/land.toml)",
        "description": ganz.get("description", ""),
        "type": "object",
        "properties": {
            **oben,
            "fassung": {
                "type": "object",
                "description": "The dated versions of the Land's law, by kennung.",
                "additionalProperties": {"$ref": "#/$defs/Fassung"},
            },
        },
        "required": [k for k in ganz.get("required", []) if k != "rechtsstaende"] + ["fassung"],
        "additionalProperties": False,
        "$defs": unter,
    }
    texte = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "texte.schema.json",
        "title": "notices: the texts of a Land's documents (notices/recht/<land>/texte.toml)",
        "description": "Per version the documents by kind; merged into the version of land.toml of the same kennung.",
        "type": "object",
        "properties": {
            "fassung": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "properties": {
                        "dokumente": _ohne_pflicht(dokumente or {}),
                        "entfernen": fassung["entfernen"],
                    },
                    "additionalProperties": False,
                },
            }
        },
        "additionalProperties": False,
        "$defs": {n: _ohne_pflicht(d) for n, d in defs.items() if n in _erreichbar(dokumente or {}, defs, set())},
    }
    return {"land": land, "texte": texte}
