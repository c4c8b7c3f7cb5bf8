"""Hand-made mutants of the deadline and order code, each run against the fast tests (docs/mutation.md).

mutmut changes operators, numbers and strings inside functions; it does not change module-level tables
(the Regel rows with their day numbers and citations) or swap two names, and it never tries ``time.max``
for ``time.min``. These are the mutants a review made by hand (issue 13) and a few more of the same kind.
Each is applied to a copy of the repository in a temporary folder, never to the working tree::

    python -m benchmarks.mutanten_von_hand          # every mutant: killed or SURVIVED
    python -m benchmarks.mutanten_von_hand 3 7      # only these (numbers as printed)
    python -m benchmarks.mutanten_von_hand --alt    # against the fast tests from before issue 13

Exit code 1 when a mutant survived, 2 when the tests fail without one (a clean run comes first).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

TESTS_ALT = [
    "tests/test_fristen.py",
    "tests/test_reihenfolge.py",
    "tests/test_recht_st_sl.py",
    "tests/test_model.py",
    "tests/test_bekanntmachung_st_sl.py",
    "tests/test_pruefung_st_sl.py",
]
"""The fast tests that were there before issue 13 (``--alt``: how the suite did before)."""
TESTS = [*TESTS_ALT, "tests/test_golden.py", "tests/test_mutation.py", "tests/test_meldungen.py"]

# (what the mutant does, file, [(old, new), ...]) – each old text must occur exactly once.
MUTANTEN: list[tuple[str, str, list[tuple[str, str]]]] = [
    ("abs() dropped: '-3. Tag nach dem Wahltag'", "notices/kalender.py", [("{abs(n)}. Tag", "{n}. Tag")]),
    (
        "deadlines without a time sort last on their day",
        "notices/recht/fristenrechnung.py",
        [("f.uhrzeit or time.min", "f.uhrzeit or time.max")],
    ),
    (
        "'Tag der Neuwahl' and 'Tag der Stichwahl' swapped",
        "notices/recht/fristenrechnung.py",
        [
            ('"stichwahltag": "dem Tag der Stichwahl"', '"stichwahltag": "dem Tag der Neuwahl"'),
            ('bezugsname = "dem Tag der Neuwahl"', 'bezugsname = "dem Tag der Stichwahl"'),
        ],
    ),
    ("DIN 5007 not applied to the Vornamen", "notices/recht/ordnung.py", [("din5007(b.vornamen)", "str(b.vornamen)")]),
    (
        "tie-break by id dropped (the file's order decides equal names)",
        "notices/recht/ordnung.py",
        [("deutsch.din5007(b.vornamen), b.id)", "deutsch.din5007(b.vornamen))")],
    ),
    (
        "a note 'Fällt auf einen Sonntag' on the Wahltag itself",
        "notices/recht/fristenrechnung.py",
        [('("termin", "gleichzeitig", "werktag_nach")', '("gleichzeitig", "werktag_nach")')],
    ),
    (
        "simultaneous filings: the reason text inverted",
        "notices/recht/fristenrechnung.py",
        [("if datum == bezug:", "if datum != bezug:")],
    ),
    (
        "7:30 exactly counts as simultaneous",
        "notices/recht/bw/haken.py",
        [("b.eingang < bis", "b.eingang <= bis")],
    ),
    ("Saturday as a Werktag", "notices/kalender.py", [("tag.weekday() < 5 and", "tag.weekday() < 6 and")]),
    (
        "SL: fewer votes first",
        "notices/recht/ordnung.py",
        [("vertreten.sort(key=lambda b: -stimmen", "vertreten.sort(key=lambda b: stimmen")],
    ),
    (
        "a rejected application named as undecided",
        "notices/reihenfolge.py",
        [("b.zugelassen is None]", "b.zugelassen is not True]")],
    ),
    (
        "BW: admission by the 17th instead of the 16th day",
        "notices/recht/bw/land.toml",
        [('n = 16\nvorschrift = "§ 10 Abs. 5 Satz 1 KomWG"', 'n = 17\nvorschrift = "§ 10 Abs. 5 Satz 1 KomWG"')],
    ),
    (
        "ST 2023: the 68th instead of the 69th day",
        "notices/recht/st/land.toml",
        [("n = 69\n", "n = 68\n")],
    ),
    (
        "SL: § 76 Abs. 3 Satz 3 cited as Satz 2",
        "notices/recht/sl/land.toml",
        [('"§ 76 Abs. 3 Satz 3 KWG"', '"§ 76 Abs. 3 Satz 2 KWG"')],
    ),
]


def _kopie(ziel: Path) -> None:
    for name in ("notices", "tests", "examples", "templates"):
        shutil.copytree(REPO / name, ziel / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy2(REPO / "pyproject.toml", ziel / "pyproject.toml")


def pruefe(nummer: int, tests: list[str]) -> bool:
    """Apply mutant ``nummer`` (from 1; 0: none, the clean run) to a fresh copy and run the fast tests;
    True when they fail."""
    _, datei, ersetzungen = MUTANTEN[nummer - 1] if nummer else ("", "notices/kalender.py", [])
    with tempfile.TemporaryDirectory() as tmp:
        wurzel = Path(tmp)
        _kopie(wurzel)
        pfad = wurzel / datei
        text = pfad.read_text("utf-8")
        for alt, neu in ersetzungen:
            if text.count(alt) != 1:
                raise SystemExit(f"mutant {nummer}: {alt!r} occurs {text.count(alt)} times in {datei}")
            text = text.replace(alt, neu)
        pfad.write_text(text, "utf-8")
        lauf = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
            cwd=wurzel,
            env={**os.environ, "PYTHONPATH": str(wurzel)},
            capture_output=True,
            text=True,
        )
        if lauf.returncode not in (0, 1):
            raise SystemExit(f"mutant {nummer}: pytest exited {lauf.returncode}\n{lauf.stdout}{lauf.stderr}")
        return lauf.returncode == 1


def main(argv: list[str]) -> int:
    tests = TESTS_ALT if "--alt" in argv else TESTS
    nummern = [int(a) for a in argv if a != "--alt"] or list(range(1, len(MUTANTEN) + 1))
    if pruefe(0, tests):
        print("the fast tests fail without any mutant: fix them first", file=sys.stderr)
        return 2
    ueberlebt = 0
    for n in nummern:
        getoetet = pruefe(n, tests)
        ueberlebt += not getoetet
        print(f"{n:2d}  {'killed  ' if getoetet else 'SURVIVED'}  {MUTANTEN[n - 1][0]}", flush=True)
    return 1 if ueberlebt else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
