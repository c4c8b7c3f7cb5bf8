"""Benchmark of the signer-list reader (issue 15): one list of 200 000 rows (the reader's cap), as CSV
and as .xlsx, read by ``notices.unterschriften.lies_liste`` in a fresh process each time. Prints the
median time (wall clock and CPU time of the process; the CPU time is less disturbed by other load on
the machine) and the peak memory (maximum resident set size of the process, the interpreter included,
and the increase over the process before reading). The aim for the CSV: at most 2 s and 150 MB.

    python benchmarks/unterschriften.py [--zeilen 200000] [--laeufe 5] [--ohne-xlsx]

The rows look like a real list: names, streets and places repeat (a municipality's signers share
them), birth dates spread over 80 years, a few dozen signing days.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
from datetime import date, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from notices.unterschriften import PFLICHTSPALTEN, WAHLFREIE_SPALTEN  # noqa: E402

KOPF = [*PFLICHTSPALTEN, *WAHLFREIE_SPALTEN]

_FAMILIEN = [
    f"{s}{e}"
    for s in ("Müller", "Schmidt", "Weber", "Wagner", "Becker", "Hoffmann", "Koch", "Richter")
    for e in ("", "er", "mann", "-Lang", "s", "e", "berger", "haus", "feld", "ner")
]
_VORNAMEN = ["Anna", "Eva Maria", "Jonas", "Lena", "Paul", "Mia", "Felix", "Emma", "Lukas", "Sophie", "Deniz", "Ömer"]
_STRASSEN = [
    f"{n} {h}"
    for n in ("Hauptstraße", "Lindenweg", "Am Bach", "Ringstraße", "Gartenstraße", "Schulweg")
    for h in range(1, 41)
]


def zeilen(anzahl: int) -> list[list[str]]:
    """``anzahl`` rows of a list (seeded)."""
    zufall = random.Random(15)
    ergebnis = []
    for n in range(anzahl):
        geburt = date(1930, 1, 1) + timedelta(days=zufall.randrange(80 * 365))
        datum = date(2027, 1, 2) + timedelta(days=n % 40)
        ergebnis.append(
            [
                zufall.choice(_FAMILIEN),
                zufall.choice(_VORNAMEN),
                f"{geburt:%d.%m.%Y}",
                zufall.choice(_STRASSEN),
                "70999",
                "Musterhausen",
                f"{datum:%d.%m.%Y}",
                "ja",
                "10.02.2027",
                "",
            ]
        )
    return ergebnis


def schreibe_csv(pfad: Path, anzahl: int) -> None:
    pfad.write_text(";".join(KOPF) + "\n" + "\n".join(";".join(z) for z in zeilen(anzahl)) + "\n", encoding="utf-8")


def schreibe_xlsx(pfad: Path, anzahl: int) -> None:
    import openpyxl

    mappe = openpyxl.Workbook(write_only=True)
    blatt = mappe.create_sheet()
    blatt.append(KOPF)
    for z in zeilen(anzahl):
        blatt.append(z)
    mappe.save(pfad)


def schreibe_xlsx_gemeinsam(pfad: Path, anzahl: int) -> None:
    """The same rows as a workbook with shared strings, as Excel and LibreOffice write it (openpyxl writes
    inline strings, which openpyxl reads much more slowly)."""
    import zipfile
    from xml.sax.saxutils import escape

    texte: dict[str, int] = {}

    def index(text: str) -> int:
        return texte.setdefault(text, len(texte))

    def spalte(i: int) -> str:
        return chr(65 + i)

    zeilen_xml = []
    for r, z in enumerate([KOPF, *zeilen(anzahl)], 1):
        zellen = "".join(f'<c r="{spalte(i)}{r}" t="s"><v>{index(t)}</v></c>' for i, t in enumerate(z) if t)
        zeilen_xml.append(f'<row r="{r}">{zellen}</row>')
    ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    teile = {
        "[Content_Types].xml": '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
        'content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/'
        'workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-'
        'officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType='
        '"application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
        "_rels/.rels": f'<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
        f'relationships"><Relationship Id="rId1" Type="{rel}/officeDocument" Target="xl/workbook.xml"/>'
        "</Relationships>",
        "xl/workbook.xml": f'<?xml version="1.0"?><workbook {ns} xmlns:r="{rel}"><sheets><sheet name="Liste" '
        'sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/'
        f'package/2006/relationships"><Relationship Id="rId1" Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/>'
        f'<Relationship Id="rId2" Type="{rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": f'<?xml version="1.0"?><worksheet {ns}><sheetData>{"".join(zeilen_xml)}'
        "</sheetData></worksheet>",
        "xl/sharedStrings.xml": f'<?xml version="1.0"?><sst {ns} count="{len(texte)}" uniqueCount="{len(texte)}">'
        + "".join(f"<si><t>{escape(t)}</t></si>" for t in texte)
        + "</sst>",
    }
    with zipfile.ZipFile(pfad, "w", zipfile.ZIP_DEFLATED) as z:
        for name, inhalt in teile.items():
            z.writestr(name, inhalt)


_MESSUNG = """
import json, sys, time
from pathlib import Path
from notices.unterschriften import lies_liste

def hwm():  # the process's peak resident set (VmHWM, kB; reset by exec, unlike ru_maxrss)
    for z in open("/proc/self/status"):
        if z.startswith("VmHWM:"):
            return int(z.split()[1])

vorher = hwm()
t, c = time.perf_counter(), time.process_time()
liste = lies_liste(Path(sys.argv[1]))
dauer, cpu = time.perf_counter() - t, time.process_time() - c
print(json.dumps({"s": dauer, "cpu": cpu, "zeilen": len(liste), "spitze_kb": hwm(), "vorher_kb": vorher}))
"""


def miss(pfad: Path, laeufe: int) -> dict[str, float]:
    """Median seconds, peak MB and increase MB of reading ``pfad`` in a fresh process, ``laeufe`` times."""
    werte = []
    for _ in range(laeufe + 1):  # one unmeasured run first (file cache, byte-compiled modules)
        lauf = subprocess.run(
            [sys.executable, "-c", _MESSUNG, str(pfad)],
            capture_output=True,
            text=True,
            check=True,
            cwd=REPO,
            env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
        )
        werte.append(json.loads(lauf.stdout))
    werte = werte[1:]
    return {
        "s": statistics.median(w["s"] for w in werte),
        "cpu": statistics.median(w["cpu"] for w in werte),
        "spitze_mb": statistics.median(w["spitze_kb"] for w in werte) / 1024,
        "zuwachs_mb": statistics.median(w["spitze_kb"] - w["vorher_kb"] for w in werte) / 1024,
        "zeilen": werte[0]["zeilen"],
    }


def main(argv: list[str] | None = None) -> list[tuple[str, dict[str, float]]]:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--zeilen", type=int, default=200_000)
    p.add_argument("--laeufe", type=int, default=5)
    p.add_argument("--ohne-xlsx", action="store_true")
    args = p.parse_args(argv)
    ergebnisse = []
    with tempfile.TemporaryDirectory() as tmp:
        formate = [("csv", schreibe_csv)]
        if not args.ohne_xlsx:
            formate += [("xlsx", schreibe_xlsx_gemeinsam), ("xlsx", schreibe_xlsx)]
        for endung, schreibe in formate:
            pfad = Path(tmp) / f"liste.{endung}"
            schreibe(pfad, args.zeilen)
            m = miss(pfad, args.laeufe if schreibe is not schreibe_xlsx else 1)
            art = {schreibe_xlsx: " (openpyxl, Inline-Texte)", schreibe_xlsx_gemeinsam: " (gemeinsame Texte)"}
            ergebnisse.append((endung, m))
            print(
                f"{args.zeilen} Zeilen {endung.upper()}{art.get(schreibe, '')} ({pfad.stat().st_size / 1e6:.1f} MB): "
                f"{m['s']:.2f} s (CPU {m['cpu']:.2f} s), Spitze {m['spitze_mb']:.0f} MB "
                f"(Zuwachs beim Lesen {m['zuwachs_mb']:.0f} MB), "
                f"{m['zeilen']} Unterschriften gelesen",
                flush=True,
            )
    return ergebnisse


if __name__ == "__main__":
    main()
