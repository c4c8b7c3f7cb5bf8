"""What the output models (notices.ausgaben, issue 25) cost: import, building, encoding – in one run.

    python benchmarks/ausgaben.py [--ungueltig 100000] [--laeufe 3]

- import: ``import notices.ausgaben`` after the law is loaded, in a fresh process (``-X importtime``);
- the JSON of ``notices pruefen --json`` with N void signatures (the BW example, its first application's
  void signatures repeated): as written now (each signature built by its model and encoded by pydantic)
  beside ``json.dumps`` of the same dicts one signature at a time (how main wrote it before the models),
  both the same text;
- the other writers on the BW example: ``fristen --json`` and the notice (the whole writer, law included).

Times are the median of the runs, process CPU time (the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def _cpu(fn, laeufe: int) -> float:
    werte = []
    for _ in range(laeufe):
        c = time.process_time()
        fn()
        werte.append(time.process_time() - c)
    return statistics.median(werte)


def _import_ms() -> float:
    code = "import notices.recht.grundlagen"
    aus = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True, cwd=REPO, check=True
    ).stderr
    return next(int(z.split("|")[1]) for z in aus.splitlines() if z.rstrip().endswith("notices.ausgaben")) / 1000


def _alt_json(ergebnis) -> str:
    """``json.dumps`` of plain dicts, one signature at a time (the writer before the models)."""
    oben = json.dumps(ergebnis.als_json() | {"bewerber": ["\x00"]}, ensure_ascii=False, indent=2)
    teile = []
    for b in ergebnis.bewerbungen:
        d = b.ausgabe(mit_ungueltigen=False).als_json()
        d["ungueltig"] = ["\x00"]
        text = json.dumps(d, ensure_ascii=False, indent=2)
        dicts = (
            {
                "datei": u.datei,
                "zeile": u.zeile,
                "grund": u.grund,
                "regeln": list(u.regeln),
                "name": u.name,
                "auch_bei": [{"bewerber": m.bewerber, "datei": m.datei, "zeile": m.zeile} for m in u.auch_bei],
            }
            for u in b.ungueltig
        )
        zeilen = (json.dumps(x, ensure_ascii=False, indent=2).replace("\n", "\n    ") for x in dicts)
        teile.append(text.replace('"\\u0000"', ",\n    ".join(zeilen), 1).replace("\n", "\n    "))
    return oben.replace('"\\u0000"', ",\n    ".join(teile), 1) + "\n"


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--ungueltig", type=int, default=100_000)
    p.add_argument("--laeufe", type=int, default=3)
    args = p.parse_args(argv)

    from notices import dienste
    from notices.dokumente import bekanntmachung as bm
    from notices.dokumente.fristenkalender import fristen_json

    datei = REPO / "examples" / "musterhausen-2027.toml"
    daten = dienste.lade(datei)
    ergebnis = dienste.pruefe(daten, datei.parent)
    erste = next(b for b in ergebnis.bewerbungen if b.ungueltig)
    muster = erste.ungueltig
    viele = tuple(replace(muster[i % len(muster)], zeile=i + 2) for i in range(args.ungueltig))
    gross = replace(ergebnis, bewerbungen=(replace(erste, ungueltig=viele),))
    neu_text, alt_text = dienste.pruefung_json(gross), _alt_json(gross)
    assert neu_text == alt_text, "the two writers differ"
    neu = _cpu(lambda: dienste.pruefung_json(gross), args.laeufe)
    alt = _cpu(lambda: _alt_json(gross), args.laeufe)
    n = args.ungueltig
    print(f"import notices.ausgaben: {_import_ms():.1f} ms")
    print(
        f"pruefen --json, {n} void signatures ({len(neu_text.encode()) / 2**20:.1f} MiB): models {neu:.2f} s, "
        f"json.dumps of dicts {alt:.2f} s, ratio {neu / alt:.2f} ({neu / n * 1e6:.1f} vs {alt / n * 1e6:.1f} µs each)"
    )
    for name, fn in [
        ("fristen --json", lambda: fristen_json(daten)),
        ("bekanntmachung --json", lambda: bm.als_json(bm.erstelle(daten))),
    ]:
        t = _cpu(lambda fn=fn: [fn() for _ in range(200)], args.laeufe) / 200
        print(f"{name} (BW example, the whole writer): {t * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
