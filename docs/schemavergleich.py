"""Compare the published JSON Schemas of a git revision with the ones generated from the models:

    python docs/schemavergleich.py [REVISION]      (default: main)

Walks both schemas in step (``$ref`` resolved, so an object inlined in one and a ``$defs`` entry in the
other compare equal) and prints every place where the contract differs: a key added or removed, a
required key, a type, an enum or const, a pattern, a format, a bound, ``additionalProperties``; a changed
description only where ``--beschreibungen`` is given. Exit code 1 where a key was removed, a key
already published became required, a type narrowed or a shape of a oneOf went away (what would break a
reader or a writer of the published schema; a new key that is always written is an addition).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
SCHLUESSEL = ("const", "enum", "pattern", "format", "minimum", "maximum", "minLength", "maxLength", "minItems")


def _aufgeloest(knoten: Any, wurzel: dict[str, Any]) -> Any:
    while isinstance(knoten, dict) and "$ref" in knoten:
        ziel = wurzel
        for teil in knoten["$ref"].removeprefix("#/").split("/"):
            ziel = ziel[teil]
        knoten = {**ziel, **{k: v for k, v in knoten.items() if k != "$ref"}}
    return knoten


def _typen(knoten: dict[str, Any]) -> set[str]:
    t = knoten.get("type", [])
    return set(t if isinstance(t, list) else [t])


def vergleiche(alt: Any, neu: Any, wa: dict, wn: dict, pfad: str, aus: list[tuple[bool, str]], texte: bool) -> None:
    """Append (breaking?, what) for every difference below ``pfad``."""
    alt, neu = _aufgeloest(alt, wa), _aufgeloest(neu, wn)
    if not isinstance(alt, dict) or not isinstance(neu, dict):
        return
    ta, tn = _typen(alt), _typen(neu)
    if ta != tn:
        aus.append((not ta <= tn, f"{pfad}: type {sorted(ta)} -> {sorted(tn)}"))
    for k in SCHLUESSEL:
        if alt.get(k) != neu.get(k):
            a, n = alt.get(k), neu.get(k)
            if k == "enum" and a and n and set(a) == set(n):
                continue
            aus.append((False, f"{pfad}: {k} {a!r} -> {n!r}"))
    if texte and alt.get("description") != neu.get("description"):
        aus.append((False, f"{pfad}: description {alt.get('description')!r} -> {neu.get('description')!r}"))
    if alt.get("additionalProperties") != neu.get("additionalProperties"):
        zu = alt.get("additionalProperties"), neu.get("additionalProperties")
        aus.append((False, f"{pfad}: additionalProperties {zu[0]} -> {zu[1]}"))
    pa, pn = alt.get("properties", {}), neu.get("properties", {})
    for k in pa.keys() - pn.keys():
        aus.append((True, f"{pfad}/{k}: removed"))
    for k in pn.keys() - pa.keys():
        aus.append((False, f"{pfad}/{k}: added"))
    ra, rn = set(alt.get("required", [])), set(neu.get("required", []))
    for k in sorted(rn - ra):  # a new key always written is an addition; a known key made required is not
        aus.append((k in pa, f"{pfad}/{k}: now required"))
    for k in sorted(ra - rn):
        aus.append((False, f"{pfad}/{k}: no longer required"))
    for k in pa.keys() & pn.keys():
        vergleiche(pa[k], pn[k], wa, wn, f"{pfad}/{k}", aus, texte)
    if "items" in alt or "items" in neu:
        vergleiche(alt.get("items"), neu.get("items"), wa, wn, f"{pfad}/*", aus, texte)
    va, vn = alt.get("oneOf", []), neu.get("oneOf", [])
    if len(va) != len(vn):
        aus.append((len(vn) < len(va), f"{pfad}: oneOf {len(va)} -> {len(vn)} shapes"))
    for i, (a, n) in enumerate(zip(va, vn, strict=False)):
        vergleiche(a, n, wa, wn, f"{pfad}/oneOf[{i}]", aus, texte)


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(REPO))
    from notices.ausgaben import schemata

    texte = "--beschreibungen" in argv
    argv = [a for a in argv if not a.startswith("--")]
    revision = argv[0] if argv else "main"
    brechend = False
    for name, neu in schemata().items():
        text = subprocess.run(
            ["git", "show", f"{revision}:docs/schemas/{name}.schema.json"], cwd=REPO, capture_output=True, text=True
        )
        if text.returncode:
            print(f"{name}: new (not in {revision})")
            continue
        alt = json.loads(text.stdout)
        aus: list[tuple[bool, str]] = []
        vergleiche(alt, neu, alt, neu, "", aus, texte)
        print(f"{name}: {'same contract' if not aus else f'{len(aus)} difference(s)'}")
        for b, zeile in sorted(aus, key=lambda x: x[1]):
            print(f"  {'BREAKING ' if b else ''}{zeile or '/'}")
        brechend |= any(b for b, _ in aus)
    return 1 if brechend else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
