"""Every runtime dependency in pyproject.toml is used by notices itself (issue 25: tomli-w was one that
nothing in notices/ imported); what only tests and benchmarks use belongs to their extras."""

from __future__ import annotations

import ast
import re
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _importiert() -> set[str]:
    """The top-level modules that notices/ imports anywhere (also inside functions)."""
    namen = set()
    for datei in (REPO / "notices").rglob("*.py"):
        for knoten in ast.walk(ast.parse(datei.read_text("utf-8"))):
            if isinstance(knoten, ast.Import):
                namen.update(a.name.split(".")[0] for a in knoten.names)
            elif isinstance(knoten, ast.ImportFrom) and knoten.module and not knoten.level:
                namen.add(knoten.module.split(".")[0])
    return namen


MITTELBAR = {"tzdata": "zoneinfo"}
"""Dependencies used through another module: tzdata is the zone database of zoneinfo where the system has none
(Windows); notices.zeit reads Europe/Berlin through zoneinfo."""


def test_jede_laufzeit_abhaengigkeit_wird_importiert() -> None:
    abhaengig = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))["project"]["dependencies"]
    module_je_paket: dict[str, set[str]] = {}
    for modul, pakete in packages_distributions().items():
        for paket in pakete:
            module_je_paket.setdefault(re.sub(r"[-_.]+", "-", paket).lower(), set()).add(modul)
    importiert = _importiert()
    ungenutzt = []
    for angabe in abhaengig:
        paket = re.sub(r"[-_.]+", "-", re.match(r"[A-Za-z0-9._-]+", angabe).group(0)).lower()
        if paket in MITTELBAR:  # read by the standard library module that needs it, not imported by name
            assert MITTELBAR[paket] in importiert, paket
            continue
        module = module_je_paket.get(paket)
        assert module, f"{paket} is not installed"
        if not module & importiert:
            ungenutzt.append(paket)
    assert ungenutzt == []
