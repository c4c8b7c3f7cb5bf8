"""The worst cases the documented limits allow (issue 34): peak memory and time of the check and of every
document made from it, each case in a fresh process.

    python benchmarks/grenzen.py [--laeufe 1] [--xlsx] [--bewerbungen 1000] [--zeilen 200000]

G1  two full lists of one election – 2 × 200 000 rows (the reader's cap per list; 400 000 is the cap of
    all lists of an election together), the *same* persons for two applicants, so that every signature is
    void for signing twice: read, check, Prüfbericht (PDF), the table of every void signature (CSV), the
    JSON, the Mängelschreiben to one of them. ``--xlsx``: the second list as .xlsx (as in the issue; the
    reading then takes ~20 s more, openpyxl).
G2  1 000 applications (the data file's cap), no lists: the check and the Prüfbericht.
B   the example election as it is (five applications, three lists): the normal report beside the worst case.

Peak memory is the process's VmHWM (the interpreter, WeasyPrint and the fonts included); times are
wall clock and the process's CPU time (the machine is shared: CPU time is the steadier figure).
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.unterschriften import schreibe_csv, schreibe_xlsx_gemeinsam  # noqa: E402

BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"

_MESSUNG = r"""
import json, sys, time
from datetime import datetime
from pathlib import Path

def hwm():
    for z in open("/proc/self/status"):
        if z.startswith("VmHWM:"):
            return int(z.split()[1]) // 1024

werte = {}
def miss(name, fn):
    t, c = time.perf_counter(), time.process_time()
    ergebnis = fn()
    werte[name] = {"s": time.perf_counter() - t, "cpu": time.process_time() - c, "mb": hwm()}
    return ergebnis

from notices import dienste, render
render.vorbereiten()
werte["start"] = {"s": 0.0, "cpu": 0.0, "mb": hwm()}
datei = Path(sys.argv[1])
daten = dienste.lade(datei)
stichtag = datetime(2027, 2, 15, 17, 50)  # inside the period: the letter names the void signatures
ergebnis = miss("lesen_und_pruefen", lambda: dienste.pruefe(daten, datei.parent, stichtag=stichtag))
pdf = miss("pruefbericht_pdf", lambda: dienste.pruefbericht_pdf(ergebnis))
from pypdf import PdfReader
import io
werte["pruefbericht_pdf"]["seiten"] = len(PdfReader(io.BytesIO(pdf)).pages)
csv = miss("tabelle_csv", lambda: dienste.pruefbericht_csv(ergebnis))
werte["tabelle_csv"]["mib"] = len(csv) / 2**20
js = miss("json", lambda: dienste.pruefung_json(ergebnis))
werte["json"]["mib"] = len(js.encode()) / 2**20
ungueltig = [b for b in ergebnis.bewerbungen if b.ungueltig and b.maengel]
if ungueltig:
    brief = miss("maengelschreiben_pdf", lambda: dienste.maengelschreiben_pdf(ergebnis, ungueltig[0].id))
    werte["maengelschreiben_pdf"]["seiten"] = len(PdfReader(io.BytesIO(brief)).pages)
werte["ungueltig"] = {"n": sum(len(b.ungueltig) for b in ergebnis.bewerbungen)}
print(json.dumps(werte))
"""


def _roh() -> dict:
    roh = tomllib.loads(BEISPIEL.read_text("utf-8"))
    roh.pop("stichwahl_bewerber", None)
    roh.pop("stichwahl", None)
    for b in roh["bewerber"]:
        b.pop("zugelassen", None)
        b.pop("unterschriften", None)
    return roh


def _schreibe(pfad: Path, roh: dict) -> Path:
    import tomli_w

    pfad.write_bytes(tomli_w.dumps(roh).encode("utf-8"))
    return pfad


def wahl_zwei_listen(ordner: Path, zeilen: int, xlsx: bool) -> Path:
    """G1: the example election, two applicants with the same ``zeilen`` persons."""
    (ordner / "unterschriften").mkdir(parents=True, exist_ok=True)
    schreibe_csv(ordner / "unterschriften" / "a.csv", zeilen)
    zweite = "b.xlsx" if xlsx else "b.csv"
    (schreibe_xlsx_gemeinsam if xlsx else schreibe_csv)(ordner / "unterschriften" / zweite, zeilen)
    roh = _roh()
    mit_liste = [b for b in roh["bewerber"] if b["id"] in ("schaefer", "yilmaz")]
    for b, name in zip(mit_liste, ("a.csv", zweite), strict=True):
        b["unterschriften"] = f"unterschriften/{name}"
    return _schreibe(ordner / "wahl.toml", roh)


def wahl_viele(ordner: Path, bewerbungen: int) -> Path:
    """G2: ``bewerbungen`` applications like the example's third one, no lists."""
    ordner.mkdir(parents=True, exist_ok=True)
    roh = _roh()
    vorlage = roh["bewerber"][2]
    roh["bewerber"] = []
    for i in range(bewerbungen):
        b = copy.deepcopy(vorlage)
        b["id"], b["familienname"] = f"b{i:04d}", f"{vorlage['familienname']}{i:04d}"
        roh["bewerber"].append(b)
    return _schreibe(ordner / "wahl.toml", roh)


def miss(datei: Path, laeufe: int) -> dict:
    """The medians of ``laeufe`` fresh processes (one unmeasured run first for the file cache)."""
    laeufe_werte = []
    for _ in range(laeufe + (1 if laeufe > 1 else 0)):
        lauf = subprocess.run(
            [sys.executable, "-c", _MESSUNG, str(datei)], capture_output=True, text=True, cwd=REPO, check=False
        )
        if lauf.returncode != 0:
            raise SystemExit(lauf.stderr[-3000:])
        laeufe_werte.append(json.loads(lauf.stdout))
    if laeufe > 1:
        laeufe_werte = laeufe_werte[1:]
    ergebnis: dict = {}
    for schritt, w in laeufe_werte[0].items():
        ergebnis[schritt] = {k: statistics.median(lauf[schritt][k] for lauf in laeufe_werte) for k in w}
    return ergebnis


def zeige(titel: str, werte: dict) -> None:
    print(f"\n{titel} (ungültige Unterschriften: {int(werte.pop('ungueltig')['n'])})")
    print(f"{'Schritt':<22}{'Wanduhr':>10}{'CPU':>10}{'Spitze RSS':>12}  mehr")
    for schritt, w in werte.items():
        mehr = ", ".join(
            f"{k} {v:.1f}" if isinstance(v, float) else f"{k} {v}" for k, v in w.items() if k not in ("s", "cpu", "mb")
        )
        print(f"{schritt:<22}{w['s']:>9.2f}s{w['cpu']:>9.2f}s{w['mb']:>9.0f} MB  {mehr}")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--laeufe", type=int, default=1)
    p.add_argument("--zeilen", type=int, default=200_000)
    p.add_argument("--bewerbungen", type=int, default=1_000)
    p.add_argument("--xlsx", action="store_true", help="the second list of G1 as .xlsx")
    p.add_argument("--nur", default="G1,G2,B")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="notices-grenzen-") as tmp:
        if "G1" in args.nur:
            datei = wahl_zwei_listen(Path(tmp) / "g1", args.zeilen, args.xlsx)
            art = "CSV + .xlsx" if args.xlsx else "CSV + CSV"
            zeige(f"G1: zwei Listen zu {args.zeilen} Zeilen, dieselben Personen ({art})", miss(datei, args.laeufe))
        if "G2" in args.nur:
            datei = wahl_viele(Path(tmp) / "g2", args.bewerbungen)
            zeige(f"G2: {args.bewerbungen} Bewerbungen ohne Listen", miss(datei, args.laeufe))
        if "B" in args.nur.split(","):
            zeige(f"B: das Beispiel ({BEISPIEL.name})", miss(BEISPIEL, args.laeufe))


if __name__ == "__main__":
    main()
