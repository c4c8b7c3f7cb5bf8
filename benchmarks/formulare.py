"""Speed of the form rendering: notices' pipeline against plain WeasyPrint (issue 3, "Speed").

Prints medians of several runs (no asserts; tests never time anything):

1. one Anlage 17 (Versicherung an Eides statt), rendered warm in-process by notices
   (``notices.befehle.formulare.versicherung_pdf``: PDF/A-3a, tags, attachment, shipped font embedded whole);
2. the same HTML rendered by plain WeasyPrint with its defaults (``HTML(string=…).write_pdf()``), the house
   style with ``font-family: "DejaVu Sans"`` from the system instead of the shipped font, so WeasyPrint
   subsets a large system font for every document;
3. the Formblatt (Anlage 15) with ``--anzahl 500`` against one copy (notices lays out once and repeats
   the pages), and plain WeasyPrint laying out the 500 sheets.

Bars: (2)/(1) >= 4; 500 copies <= 2 x one copy.

    python benchmarks/formulare.py [--laeufe 7] [--plain-500-laeufe 1]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from notices import render  # noqa: E402
from notices.befehle import formulare as befehle  # noqa: E402
from notices.dokumente import formulare  # noqa: E402
from notices.model import load  # noqa: E402


def median_ms(fn: Callable[[], object], laeufe: int) -> float:
    zeiten = []
    for _ in range(laeufe):
        t = time.perf_counter()
        fn()
        zeiten.append((time.perf_counter() - t) * 1000)
    return statistics.median(zeiten)


def plain_css() -> str:
    """The house style without the shipped font: the system's DejaVu Sans by name."""
    css = (render.vorlagen_ordner() / "stil.css").read_text("utf-8")
    css = re.sub(r"@font-face\s*\{[^}]*\}", "", css)
    return css.replace('"Notices Sans", sans-serif', '"DejaVu Sans", sans-serif').replace(
        '"Notices Sans"', '"DejaVu Sans"'
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--laeufe", type=int, default=7, help="runs per measurement (median; at least 5)")
    p.add_argument("--plain-500-laeufe", type=int, default=1, help="runs of plain WeasyPrint with 500 sheets")
    args = p.parse_args()
    laeufe = max(5, args.laeufe)

    from weasyprint import CSS, HTML

    daten = load(REPO / "examples" / "musterhausen-2027.toml")
    sicht = formulare.versicherung(daten, daten.person("weber"))
    html17 = render.render_html(
        "anlage17/anlage17.html", sicht.kontext, daten=daten, titel=sicht.titel, betreff=sicht.betreff
    )
    blatt = formulare.formblatt(daten, daten.person("weber"))
    html15 = render.render_html(
        "anlage15/anlage15.html", {**blatt.kontext}, daten=daten, titel=blatt.titel, betreff=blatt.betreff
    )
    stil = plain_css()

    def plain(html: str) -> bytes:
        return HTML(string=html).write_pdf(stylesheets=[CSS(string=stil)])

    # warm up both (imports, font configuration, caches)
    befehle.versicherung_pdf(daten, "weber")
    plain(html17)
    befehle.formblatt_pdf(daten, "weber", anzahl=2)

    eins = median_ms(lambda: befehle.versicherung_pdf(daten, "weber"), laeufe)
    roh = median_ms(lambda: plain(html17), laeufe)
    print(f"Anlage 17, notices (warm, PDF/A-3a):         {eins:8.1f} ms  (Median aus {laeufe} Läufen)")
    print(f"Anlage 17, WeasyPrint pur (DejaVu Sans):     {roh:8.1f} ms  (Median aus {laeufe} Läufen)")
    print(f"  Verhältnis WeasyPrint pur / notices:       {roh / eins:8.1f}×   (Ziel: ≥ 4×)")

    f1 = median_ms(lambda: befehle.formblatt_pdf(daten, "weber", anzahl=1), laeufe)
    f500 = median_ms(lambda: befehle.formblatt_pdf(daten, "weber", anzahl=500), laeufe)
    print(f"Anlage 15, notices, 1 Blatt (2 Seiten):      {f1:8.1f} ms  (Median aus {laeufe} Läufen)")
    print(f"Anlage 15, notices, --anzahl 500 (1000 S.):  {f500:8.1f} ms  (Median aus {laeufe} Läufen)")
    print(f"  Verhältnis 500 Blätter / 1 Blatt:          {f500 / f1:8.2f}×   (Ziel: ≤ 2×)")

    if args.plain_500_laeufe > 0:
        koerper = re.search(r"<body[^>]*>(.*)</body>", html15, re.S).group(1)
        html500 = html15.replace(
            koerper, "".join(f'<div style="break-before: page">{koerper}</div>' for _ in range(500))
        )
        p500 = median_ms(lambda: plain(html500), args.plain_500_laeufe)
        p1 = median_ms(lambda: plain(html15), laeufe)
        print(f"Anlage 15, WeasyPrint pur, 1 Blatt:          {p1:8.1f} ms  (Median aus {laeufe} Läufen)")
        print(f"Anlage 15, WeasyPrint pur, 500 Blätter:      {p500:8.1f} ms  ({args.plain_500_laeufe} Lauf/Läufe)")
        print(f"  Verhältnis WeasyPrint pur / notices (500): {p500 / f500:8.1f}×")


if __name__ == "__main__":
    main()
