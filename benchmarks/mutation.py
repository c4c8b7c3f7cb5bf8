"""The mutation score per module after ``mutmut run`` (docs/mutation.md).

Reads the result files mutmut leaves in ``mutants/`` and prints, for each mutated module, how many
mutants were killed, survived, timed out, and had no test that covers their function::

    python -m benchmarks.mutation            # the table
    python -m benchmarks.mutation --ueberlebt  # plus the names of the surviving mutants

The score is (killed + timeout) / (killed + survived + timeout); mutants without a covering test are counted on
their own (they are outside the fast tests that ``[tool.mutmut]`` selects, see docs/mutation.md).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

_STATUS = {1: "killed", 3: "killed", 0: "survived", 33: "no tests", 5: "no tests", 36: "timeout", -24: "timeout"}


def auswerten(wurzel: Path = Path("mutants")) -> dict[str, tuple[Counter[str], list[str]]]:
    """For each module: the counts by status, and the names of the surviving mutants."""
    ergebnis: dict[str, tuple[Counter[str], list[str]]] = {}
    for meta in sorted(wurzel.rglob("*.py.meta")):
        modul = str(meta.relative_to(wurzel))[: -len(".meta")]
        codes = json.loads(meta.read_text("utf-8")).get("exit_code_by_key", {})
        if not codes:
            continue
        zaehler: Counter[str] = Counter(_STATUS.get(c, "other") for c in codes.values())
        ueberlebt = sorted(k for k, c in codes.items() if c == 0)
        ergebnis[modul] = (zaehler, ueberlebt)
    return ergebnis


def main(argv: list[str]) -> int:
    daten = auswerten()
    if not daten:
        print("no results in mutants/: run `mutmut run` first", file=sys.stderr)
        return 1
    spalten = ("killed", "survived", "timeout", "no tests", "other")
    print(f"{'module':42} " + " ".join(f"{s:>8}" for s in spalten) + "    score")
    summe: Counter[str] = Counter()
    for modul, (z, _) in daten.items():
        summe.update(z)
        print(f"{modul:42} " + " ".join(f"{z[s]:8d}" for s in spalten) + f"   {_score(z)}")
    print(f"{'total':42} " + " ".join(f"{summe[s]:8d}" for s in spalten) + f"   {_score(summe)}")
    if "--ueberlebt" in argv:
        for _, namen in daten.values():
            for n in namen:
                print(n)
    return 0


def _score(z: Counter[str]) -> str:
    getestet = z["killed"] + z["survived"] + z["timeout"]
    return f"{100 * (z['killed'] + z['timeout']) / getestet:5.1f} %" if getestet else "    –"


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
