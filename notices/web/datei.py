"""Editing a data file in place with tomlkit: comments, order, formatting and every value the form did
not change stay exactly as they were (a time with seconds, a number written ``18_450``, a comment)."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from typing import Any

import tomlkit
from tomlkit.items import AoT, InlineTable, Table
from tomlkit.toml_document import TOMLDocument

from notices.web.formular import WEGLASSEN


def lies(inhalt: bytes) -> TOMLDocument:
    """The data file as an editable document (the caller has checked that it is valid TOML)."""
    return tomlkit.parse(inhalt.decode("utf-8"))


def als_bytes(dok: TOMLDocument) -> bytes:
    return tomlkit.dumps(dok).encode("utf-8")


def als_dict(dok: TOMLDocument) -> dict[str, Any]:
    """Plain Python values, exactly as the file written from ``dok`` is read back."""
    return tomllib.loads(tomlkit.dumps(dok))


def _neue_tabelle(in_liste: bool) -> Any:
    return tomlkit.inline_table() if in_liste else tomlkit.table()


def _inline(wert: Any) -> Any:
    """A value inside a room or the office as the examples write it: ``anschrift = { … }``, a list of openings
    as an array of inline tables (one a line where there are several)."""
    if isinstance(wert, Mapping):
        t = tomlkit.inline_table()
        t.update({k: _inline(v) for k, v in wert.items()})
        return t
    if isinstance(wert, list) and wert and all(isinstance(w, Mapping) for w in wert):
        a = tomlkit.array()
        a.extend(_inline(w) for w in wert)
        return a.multiline(len(wert) > 1)
    return wert


def _als_toml(wert: Any, leerzeile: bool = True) -> Any:
    """A table (``[wahl.einreichungsstelle]``) or a list of tables (``[[wahl.eintragungsraeume]]``) from the form
    as tomlkit writes them readably; other values unchanged."""
    if isinstance(wert, Mapping):
        t = tomlkit.table()
        for k, v in wert.items():
            t[k] = _inline(v)
        if leerzeile:  # before the next table, as the examples have (tomlkit separates a list's own entries)
            t.add(tomlkit.nl())
        return t
    if isinstance(wert, list) and wert and all(isinstance(w, Mapping) for w in wert):
        liste = tomlkit.aot()
        for i, w in enumerate(wert, 1):
            liste.append(_als_toml(w, leerzeile=i == len(wert)))
        return liste
    return wert


def setze(tabelle: Any, pfad: str, wert: Any, *, in_liste: bool = False) -> None:
    """Set a dotted key path in a tomlkit table (``WEGLASSEN`` removes it, and tables it empties).

    ``in_liste``: the table is an entry of an array of tables (a person); new sub-tables are written
    inline there, as the examples do (``anschrift = { … }``).
    """
    teile = pfad.split(".")
    kette = [tabelle]
    for teil in teile[:-1]:
        naechste = kette[-1].get(teil)
        if not isinstance(naechste, Mapping):
            if wert is WEGLASSEN:
                return
            kette[-1][teil] = _neue_tabelle(in_liste or isinstance(kette[-1], InlineTable))
            naechste = kette[-1][teil]
        kette.append(naechste)
    letzter = teile[-1]
    if wert is WEGLASSEN:
        if letzter in kette[-1]:
            del kette[-1][letzter]
    else:
        kette[-1][letzter] = wert if in_liste or isinstance(kette[-1], InlineTable) else _als_toml(wert)
    for i in range(len(kette) - 1, 0, -1):
        if len(kette[i]) == 0:
            del kette[i - 1][teile[i - 1]]


def tabelle(dok: TOMLDocument, name: str) -> Any:
    """The table ``name`` of the document, created when missing."""
    if not isinstance(dok.get(name), Mapping):
        dok[name] = tomlkit.table()
    return dok[name]


def personen(dok: TOMLDocument, art: str) -> list[Any]:
    """The entries of ``[[bewerber]]`` or ``[[stichwahl_bewerber]]`` (live tomlkit tables)."""
    liste = dok.get(art)
    return list(liste) if isinstance(liste, AoT | list) else []


def haenge_an(dok: TOMLDocument, art: str, eintrag: Table) -> None:
    """Append a person to its array of tables (created after the last one of its kind)."""
    liste = dok.get(art)
    if isinstance(liste, AoT):
        liste.append(eintrag)
    else:
        dok[art] = tomlkit.aot()
        dok[art].append(eintrag)


def entferne(dok: TOMLDocument, art: str, index: int) -> None:
    """Remove the ``index``-th person of its kind (the key goes when none is left)."""
    liste = dok[art]
    del liste[index]
    if len(liste) == 0:
        del dok[art]
