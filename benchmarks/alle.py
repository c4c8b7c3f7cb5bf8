"""The whole speed suite of notices (issue 8) in one run: medians of at least five runs and the ratios.

    python -m benchmarks            # from the repository root; or: python benchmarks/alle.py
    python -m benchmarks --nur 1,6  # only some measurements
    python -m benchmarks --wahlen 20 --laeufe 5   # a quicker batch (4)
    python -m benchmarks --probe    # every row once on tiny inputs: does the suite run? (figures mean nothing)

Measured on the current machine (no asserts; tests never time anything):

1. one Anlage 17 rendered warm in-process (notices' PDF/A-3a pipeline) against (a) plain WeasyPrint
   rendering the same HTML with its defaults (house style, system font DejaVu Sans, no PDF/A) and
   (b) Typst rendering an equivalent one-page PDF/A-3a (``benchmarks/typst_gleichwertig.py``); shown
   besides (1a′): plain WeasyPrint subsetting with fontTools, as on a machine without HarfBuzz-Subset;
2. ``notices alle`` on the example, cold from the command line (process start included);
3. ``notices formblatt --anzahl 500`` (warm) against one copy, and Typst with 1 and 500 equivalent sheets;
4. generated elections (default 200) through ``notices alle --jobs 1`` and ``--jobs 2`` (command line);
5. the admission check, 20 applicants x 500 signature rows (``benchmarks/pruefung.py``);
6. one Anlage 17 from the command line, cold, against ``python -c "import weasyprint"`` plus (1) and
   against LibreOffice converting the same form as a Word file headless (skipped with a note where
   ``soffice`` is not installed); (6b) the same without the engine process (``NOTICES_VORLAUF=aus``);
   plus ``notices --help`` and ``notices fristen``, which must not import WeasyPrint;
7. one signer list of 200 000 rows (the reader's cap), CSV and .xlsx, read in a fresh process: time and
   peak memory (``benchmarks/unterschriften.py``; aim for the CSV: at most 2 s and 150 MB).

Command-line runs start a new Python process each time; the operating system's file cache is warm
(one unmeasured run first). notices' own modules are byte-compiled first, as ``pip install`` does.
Typst (``pip install -e '.[bench]'``) and LibreOffice are optional: without them their rows say so.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"


# ------------------------------------------------------------------------------------------------
# Timing


def median_s(fn: Callable[[], object], laeufe: int, *, aufwaermen: int = 1, melden: str = "") -> float:
    """Median wall time of ``fn`` in seconds over ``laeufe`` runs after ``aufwaermen`` unmeasured ones
    (``melden``: print each run to stderr, for the long ones)."""
    for _ in range(0 if PROBE else aufwaermen):
        fn()
    zeiten = []
    for i in range(laeufe):
        t = time.perf_counter()
        fn()
        zeiten.append(time.perf_counter() - t)
        if melden:
            print(f"  {melden}, Lauf {i + 1}/{laeufe}: {zeiten[-1]:.2f} s, {_last()}", file=sys.stderr, flush=True)
    return statistics.median(zeiten)


def median_abwechselnd(messungen: dict[str, Callable[[], object]], laeufe: int) -> dict[str, float]:
    """Medians in seconds of several measurements taken in turn (a, b, c, a, b, c, …) after one
    unmeasured round, so that the machine's changing load falls on each of them alike."""
    for fn in messungen.values() if not PROBE else ():
        fn()
    zeiten: dict[str, list[float]] = {name: [] for name in messungen}
    for _ in range(laeufe):
        for name, fn in messungen.items():
            t = time.perf_counter()
            fn()
            zeiten[name].append(time.perf_counter() - t)
    return {name: statistics.median(z) for name, z in zeiten.items()}


def _last() -> str:
    """The load average: other processes on the machine make every figure slower."""
    try:
        eins, fuenf, _ = os.getloadavg()
    except OSError:  # pragma: no cover
        return "Last unbekannt"
    return f"Last {eins:.2f} (5 min: {fuenf:.2f})"


def notices_befehl() -> list[str]:
    """How a clerk starts notices: the installed console script, else ``python -m notices``."""
    skript = Path(sys.executable).parent / "notices"
    if skript.is_file() and os.access(skript, os.X_OK):
        return [str(skript)]
    return [sys.executable, "-m", "notices"]


def prozess(befehl: Sequence[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    """Run a command; fail loudly if it fails (a benchmark of an error is no benchmark)."""
    r = subprocess.run(list(befehl), cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if r.returncode != 0:
        raise SystemExit(f"fehlgeschlagen ({r.returncode}): {' '.join(befehl)}\n{r.stderr.decode(errors='replace')}")


# ------------------------------------------------------------------------------------------------
# The table


@dataclass
class Zeile:
    nummer: str
    was: str
    sekunden: float | None
    vergleich: str = ""
    verhaeltnis: str = ""
    ziel: str = ""
    erfuellt: bool | None = None


ZEILEN: list[Zeile] = []

PROBE = False
"""``--probe``: every measurement once, without its unmeasured warm-up runs (tests/test_benchmarks.py)."""


def zeile(*args: object, **kwargs: object) -> Zeile:
    z = Zeile(*args, **kwargs)  # type: ignore[arg-type]
    if PROBE:
        z.erfuellt = None  # tiny inputs, no warm-up: no bar is judged
    ZEILEN.append(z)
    zeit = "–" if z.sekunden is None else _zeit(z.sekunden)
    marke = {True: "ja", False: "NEIN", None: ""}[z.erfuellt]
    print(f"{z.nummer:<3} {z.was:<58} {zeit:>10}  {z.verhaeltnis:<34} {z.ziel:<22} {marke}", flush=True)
    return z


def _zeit(s: float) -> str:
    return f"{s * 1000:.1f} ms" if s < 10 else f"{s:.2f} s"


# ------------------------------------------------------------------------------------------------
# (1) and (3): rendering in-process


def messe_formulare(laeufe: int, typst_an: bool, plain_500: bool, blaetter: int = 500) -> dict[str, float]:
    """Rows 1 and 3; ``blaetter``: the sheets of the long Formblatt (500)."""
    from weasyprint import CSS, HTML

    from benchmarks.formulare import html, plain_css, sicht
    from notices import dienste as befehle
    from notices.dienste import lade as load

    daten = load(BEISPIEL)
    sicht17 = sicht(daten, "versicherung", "weber")
    html17 = html(daten, sicht17)
    stil = plain_css()

    def plain(html: str) -> bytes:
        return HTML(string=html).write_pdf(stylesheets=[CSS(string=stil)])

    f: dict[str, float] = {}
    f["n17"] = median_s(lambda: befehle.versicherung_pdf(daten, "weber"), laeufe, aufwaermen=2)
    f["w17"] = median_s(lambda: plain(html17), laeufe, aufwaermen=2)
    zeile(
        "1",
        "Anlage 17, notices, warm (PDF/A-3a, Daten angehängt)",
        f["n17"],
        verhaeltnis=f"WeasyPrint pur {_zeit(f['w17'])}: {f['w17'] / f['n17']:.1f}× schneller",
        ziel="≥ 5× schneller",
        erfuellt=f["w17"] / f["n17"] >= 5,
    )
    zeile("1a", "Anlage 17, WeasyPrint pur, Standardeinstellungen", f["w17"])
    f.update(_ohne_harfbuzz_subset(lambda: plain(html17), laeufe, f["n17"]))

    f["n15"] = median_s(lambda: befehle.formblatt_pdf(daten, "weber", anzahl=1), laeufe)
    f["n500"] = median_s(lambda: befehle.formblatt_pdf(daten, "weber", anzahl=blaetter), laeufe)

    if typst_an:
        from benchmarks import typst_gleichwertig as tg

        ueb = tg.Uebersetzer()
        roh = tg.daten_json_von(daten)
        blatt = sicht(daten, "formblatt", "weber")
        html15 = html(daten, blatt)
        zaehler = iter(range(10**9))

        def typst(html: str, titel: str, kopien: int = 1) -> bytes:
            # another name in each run, so that Typst's memoisation cannot return the last document whole
            n = next(zaehler)
            quelle = tg.dokument(
                html.replace("Weber", f"Weber {n}"),
                titel=f"{titel} {n}",
                autor=daten.wahl.gemeinde,
                daten_json=roh,
                kopien=kopien,
            )
            return ueb.pdf(quelle)

        f["t17"] = median_s(lambda: typst(html17, sicht17.titel), laeufe, aufwaermen=2)
        zeile(
            "1b",
            "Anlage 17, Typst, warm (gleichwertig, PDF/A-3a)",
            f["t17"],
            verhaeltnis=f"notices / Typst: {f['n17'] / f['t17']:.2f}×",
            ziel="Ziel ≤ 2× (berichtet)",
            erfuellt=None,
        )
        f["t15"] = median_s(lambda: typst(html15, blatt.titel), laeufe)
        f["t500"] = median_s(lambda: typst(html15, blatt.titel, blaetter), laeufe)
    else:
        zeile("1b", "Anlage 17, Typst: nicht installiert (pip install -e '.[bench]')", None)

    zeile("3", "Anlage 15, notices, 1 Blatt (2 Seiten), warm", f["n15"])
    zeile(
        "3",
        f"Anlage 15, notices, --anzahl {blaetter} ({2 * blaetter} Seiten), warm",
        f["n500"],
        verhaeltnis=f"{blaetter} / 1 Blatt: {f['n500'] / f['n15']:.2f}×",
        ziel="≤ 2×",
        erfuellt=f["n500"] / f["n15"] <= 2,
    )
    if typst_an:
        zeile("3b", "Anlage 15, Typst, 1 Blatt (gleichwertig)", f["t15"])
        zeile(
            "3b",
            f"Anlage 15, Typst, {blaetter} Blätter ({2 * blaetter} Seiten)",
            f["t500"],
            verhaeltnis=f"Typst / notices: {f['t500'] / f['n500']:.0f}×",
        )
    if plain_500:
        html15 = html(daten, sicht(daten, "formblatt", "weber"))
        koerper = re.search(r"<body[^>]*>(.*)</body>", html15, re.S).group(1)  # type: ignore[union-attr]
        html500 = html15.replace(
            koerper, "".join(f'<div style="break-before: page">{koerper}</div>' for _ in range(500))
        )
        f["w500"] = median_s(lambda: plain(html500), 1, aufwaermen=0)
        zeile(
            "3a",
            "Anlage 15, WeasyPrint pur, 500 Blätter (1 Lauf)",
            f["w500"],
            verhaeltnis=f"WeasyPrint pur / notices: {f['w500'] / f['n500']:.0f}×",
        )
    return f


def _ohne_harfbuzz_subset(plain: Callable[[], object], laeufe: int, n17: float) -> dict[str, float]:
    """Plain WeasyPrint as on a machine without Debian's libharfbuzz-subset0 (the issue's premise):
    WeasyPrint 70 then subsets fonts with fontTools. Only shown, never the bar: (1) is judged on the
    machine as it is."""
    import logging

    import weasyprint.pdf.fonts as schriften

    if getattr(schriften, "harfbuzz_subset", None) is None:
        zeile("1a′", "(WeasyPrint nutzt hier ohnehin fontTools: 1a ist dieser Fall)", None)
        return {}
    alt, protokoll = schriften.harfbuzz_subset, logging.getLogger("weasyprint")
    stufe = protokoll.level
    schriften.harfbuzz_subset = None  # what WeasyPrint's import finds when the library is missing
    protokoll.setLevel(logging.ERROR)  # its warning "Using fontTools instead of HarfBuzz-Subset"
    try:
        ohne = median_s(plain, laeufe, aufwaermen=1)
    finally:
        schriften.harfbuzz_subset = alt
        protokoll.setLevel(stufe)
    zeile(
        "1a′",
        "Anlage 17, WeasyPrint pur, Teilmengen mit fontTools",
        ohne,
        verhaeltnis=f"/ notices (1): {ohne / n17:.1f}× (nur berichtet)",
    )
    return {"w17_fonttools": ohne}


# ------------------------------------------------------------------------------------------------
# (2), (6) and the light verbs: cold command lines


def messe_kalt(laeufe: int, warm17: float | None, soffice: str | None, alle_datei: Path = BEISPIEL) -> dict[str, float]:
    """Row 2 (``notices alle`` on ``alle_datei``, the example), row 6 and the light verbs."""
    befehl = notices_befehl()
    f: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        ordner = Path(tmp)
        zaehler = iter(range(10**9))

        def versicherung(vorlauf: str | None = None) -> None:
            ziel = str(ordner / f"v{next(zaehler)}.pdf")
            umgebung = None if vorlauf is None else {**os.environ, "NOTICES_VORLAUF": vorlauf}
            prozess([*befehl, "versicherung", str(BEISPIEL), "--bewerber", "weber", "--out", ziel], env=umgebung)

        # The three are measured in turn, run by run, so that a busier or quieter minute of the machine
        # falls on all of them alike (the ratio is what counts).
        paar = median_abwechselnd(
            {
                "import": lambda: prozess([sys.executable, "-c", "import weasyprint"]),
                "kalt17": versicherung,
                "kalt17_aus": lambda: versicherung("aus"),
            },
            laeufe,
        )
        f.update(paar)
        zeile("6a", 'python -c "import weasyprint"', f["import"])
        if warm17 is not None:
            grenze = 1.2 * (f["import"] + warm17)
            zeile(
                "6",
                "Anlage 17, Kommandozeile, kalt (notices versicherung)",
                f["kalt17"],
                verhaeltnis=f"/ (import + warm {_zeit(warm17)}): {f['kalt17'] / (f['import'] + warm17):.2f}×",
                ziel=f"≤ 1,2× (= {_zeit(grenze)})",
                erfuellt=f["kalt17"] <= grenze,
            )
        else:
            zeile("6", "Anlage 17, Kommandozeile, kalt (notices versicherung)", f["kalt17"])
        zeile(
            "6b",
            "dieselbe ohne Druckprozess (NOTICES_VORLAUF=aus)",
            f["kalt17_aus"],
            verhaeltnis=f"Druckprozess spart {_zeit(f['kalt17_aus'] - f['kalt17'])}",
        )

        if soffice:
            docx = _word_datei(ordner, soffice)
            profil = ordner / "lo-profil"
            lo = [soffice, f"-env:UserInstallation={profil.as_uri()}", "--headless", "--convert-to", "pdf"]
            prozess([*lo, "--outdir", str(ordner / "lo-erst"), str(docx)])  # creates the profile (not measured)
            f["lo"] = median_s(
                lambda: prozess([*lo, "--outdir", str(ordner / f"lo{next(zaehler)}"), str(docx)]), laeufe
            )
            zeile(
                "6c",
                "Anlage 17 als Word-Datei, LibreOffice headless, kalt",
                f["lo"],
                verhaeltnis=f"LibreOffice / notices: {f['lo'] / f['kalt17']:.2f}×",
                ziel="notices schneller",
                erfuellt=f["kalt17"] < f["lo"],
            )
        else:
            zeile("6c", "LibreOffice: soffice nicht gefunden – übersprungen", None)

        for verb, argumente in (("--help", ["--help"]), ("fristen", ["fristen", str(BEISPIEL)])):
            f[verb] = median_s(lambda a=argumente: prozess([*befehl, *a]), laeufe)
            geladen = _laedt_weasyprint(argumente)
            zeile(
                "L",
                f"notices {verb}, kalt ({'lädt WeasyPrint!' if geladen else 'ohne WeasyPrint'})",
                f[verb],
                ziel="kein WeasyPrint",
                erfuellt=not geladen,
            )

        f["alle"] = median_s(
            lambda: prozess([*befehl, "alle", str(alle_datei), "--out", str(ordner / f"a{next(zaehler)}")]), laeufe
        )
        was = "Beispiel (27 Dateien, Wahlakte)" if alle_datei == BEISPIEL else alle_datei.name
        zeile("2", f"notices alle, {was}, kalt", f["alle"])
    return f


def _laedt_weasyprint(argumente: list[str]) -> bool:
    """Whether a cold ``notices ARGS`` imports WeasyPrint (``python -X importtime``)."""
    r = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "notices", *argumente], capture_output=True, text=True
    )
    return bool(re.search(r"\|\s+weasyprint\b", r.stderr))


def _word_datei(ordner: Path, soffice: str) -> Path:
    """The Anlage 17 HTML of notices, stylesheet inlined, saved once by LibreOffice as a Word file (.docx):
    what an office working from Word templates converts."""
    from benchmarks.formulare import html as html_von
    from benchmarks.formulare import sicht
    from notices import render
    from notices.dienste import lade as load

    daten = load(BEISPIEL)
    html = html_von(daten, sicht(daten, "versicherung", "weber"))
    css = (render.vorlagen_ordner() / "stil.css").read_text("utf-8")
    css = re.sub(r"@font-face\s*\{[^}]*\}", "", css).replace('"Notices Sans"', '"Liberation Sans"')
    html = html.replace("</head>", f"<style>{css}</style></head>")
    quelle = ordner / "anlage17.html"
    quelle.write_text(html, "utf-8")
    profil = ordner / "lo-docx-profil"
    prozess(
        [
            soffice,
            f"-env:UserInstallation={profil.as_uri()}",
            "--headless",
            "--infilter=HTML (StarWriter)",
            "--convert-to",
            "docx:MS Word 2007 XML",
            "--outdir",
            str(ordner),
            str(quelle),
        ]
    )
    docx = ordner / "anlage17.docx"
    if not docx.is_file():
        raise SystemExit("LibreOffice hat keine Word-Datei geschrieben")
    return docx


# ------------------------------------------------------------------------------------------------
# (4): a batch of generated elections


WOCHEN = (0, 1, 3, 4, 5, 7, 8, 10, 11, 12)
GEMEINDEN = ("Musterhausen", "Beispielstadt", "Neudorf", "Altbach", "Bergheim", "Talhausen", "Seefeld", "Waldau")


def erzeuge_wahlen(ordner: Path, anzahl: int) -> list[Path]:
    """``anzahl`` different elections (different Gemeinde, Wahltag and applicants) from the example."""
    import tomli_w

    roh = tomllib.loads(BEISPIEL.read_text("utf-8"))
    dateien = []
    for i in range(anzahl):
        w = {k: v for k, v in roh.items() if k not in ("stichwahl", "stichwahl_bewerber")}
        wahl = dict(roh["wahl"])
        wahl["gemeinde"] = f"{GEMEINDEN[i % len(GEMEINDEN)]} {i // len(GEMEINDEN) + 1}"
        wahl["einwohnerzahl"] = 800 + 397 * i  # some need no signatures at all, others 20 to 100
        # whole weeks, never onto Easter or Whit Sunday 2027 (§ 2 Abs. 3 KomWG; the loader refuses those)
        verschiebung = timedelta(days=7 * WOCHEN[i % len(WOCHEN)])
        for feld in ("wahltag", "stichwahltag", "stellenausschreibung", "einreichungsfrist_ende"):
            if isinstance(wahl.get(feld), date):
                wahl[feld] = wahl[feld] + verschiebung
        ausschuss = dict(wahl["ausschuss"])
        for feld in ("zulassungssitzung", "stichwahl_zulassungssitzung"):
            if isinstance(ausschuss.get(feld), date):
                ausschuss[feld] = ausschuss[feld] + verschiebung
        wahl["ausschuss"] = ausschuss
        w["wahl"] = wahl
        bewerber = []
        for b in roh["bewerber"][: 1 + i % 3]:  # one to three applicants
            b = dict(b)
            b["eingang"] = b["eingang"] + verschiebung
            b.pop("unterschriften", None)
            bewerber.append(b)
        w["bewerber"] = bewerber
        datei = ordner / f"wahl-{i:03d}.toml"
        datei.write_bytes(tomli_w.dumps(w).encode("utf-8"))
        dateien.append(datei)
    return dateien


def messe_stapel(laeufe: int, anzahl: int) -> dict[str, float]:
    befehl = notices_befehl()
    f: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        ordner = Path(tmp)
        (ordner / "daten").mkdir()
        dateien = [str(d) for d in erzeuge_wahlen(ordner / "daten", anzahl)]
        zaehler = iter(range(10**9))
        for jobs in (1, 2):

            def lauf(jobs: int = jobs) -> None:
                ziel = ordner / f"aus{next(zaehler)}"
                prozess([*befehl, "alle", *dateien, "--jobs", str(jobs), "--out", str(ziel), "--json"])
                shutil.rmtree(ziel, ignore_errors=True)

            f[f"jobs{jobs}"] = median_s(lauf, laeufe, aufwaermen=0, melden=f"--jobs {jobs}")
            if jobs == 1:
                zeile("4", f"notices alle, {anzahl} Wahlen, --jobs 1", f["jobs1"])
        kerne = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
        beschleunigung = f["jobs1"] / f["jobs2"]
        zeile(
            "4",
            f"notices alle, {anzahl} Wahlen, --jobs 2 ({kerne} Kerne)",
            f["jobs2"],
            verhaeltnis=f"--jobs 1 / --jobs 2: {beschleunigung:.2f}×",
            ziel="≥ 1,7× (2 Kerne)",
            erfuellt=beschleunigung >= 1.7 if (kerne or 1) >= 2 else None,
        )
    return f


# ------------------------------------------------------------------------------------------------
# (5): the admission check


def messe_pruefung(laeufe: int, bewerber: int | None = None, zeilen: int | None = None) -> dict[str, float]:
    """Row 5: ``bewerber`` applicants × ``zeilen`` rows (benchmarks/pruefung.py: 20 × 500)."""
    from datetime import datetime

    from benchmarks import pruefung
    from benchmarks.pruefung import erzeuge as erzeuge_listen
    from notices.dienste import lade as load
    from notices.pruefung import pruefe
    from notices.unterschriften import lies_datum, lies_listen, lies_zeitpunkt, normalisiere_name

    bewerber = bewerber or pruefung.BEWERBER
    zeilen = zeilen or pruefung.ZEILEN
    with tempfile.TemporaryDirectory() as tmp:
        pfad = erzeuge_listen(Path(tmp), bewerber, zeilen)
        daten = load(pfad)
        stichtag = datetime(2027, 2, 20, 9, 0)

        def lauf() -> None:
            for zwischenspeicher in (normalisiere_name, lies_datum, lies_zeitpunkt):
                zwischenspeicher.cache_clear()  # every run cold
            pruefe(daten, lies_listen(daten, pfad.parent), stichtag=stichtag)

        f = {"pruefung": median_s(lauf, laeufe)}
    zeile(
        "5",
        f"Zulassungsprüfung, {bewerber} Bewerber × {zeilen} Zeilen (CSV lesen + prüfen)",
        f["pruefung"],
        verhaeltnis=f"{f['pruefung'] / (bewerber * zeilen) * 1e6:.1f} µs je Zeile",
        ziel="< 1 s",
        erfuellt=f["pruefung"] < 1,
    )
    return f


# (7): a signer list at the reader's cap


def messe_liste(laeufe: int, zeilen: int = 200_000) -> None:
    """Row 7: a signer list of ``zeilen`` rows (the reader's cap, 200 000)."""
    from benchmarks.unterschriften import miss, schreibe_csv, schreibe_xlsx

    with tempfile.TemporaryDirectory() as tmp:
        for endung, schreibe in (("csv", schreibe_csv), ("xlsx", schreibe_xlsx)):
            pfad = Path(tmp) / f"liste.{endung}"
            schreibe(pfad, zeilen)
            m = miss(pfad, laeufe if endung == "csv" else 1)
            zeile(
                "7",
                f"Unterschriftenliste, {zeilen:_} Zeilen {endung.upper()} lesen (frischer Prozess)".replace("_", " "),
                m["s"],
                verhaeltnis=f"Spitze {m['spitze_mb']:.0f} MB, {m['s'] / zeilen * 1e6:.1f} µs je Zeile",
                ziel="≤ 2 s, ≤ 150 MB" if endung == "csv" else "",
                erfuellt=(m["s"] <= 2 and m["spitze_mb"] <= 150) if endung == "csv" else None,
            )


# ------------------------------------------------------------------------------------------------


def maschine() -> str:
    """nproc, CPU model, Python and engine versions: what the figures were measured on."""
    modell = "unbekannt"
    try:
        for z in Path("/proc/cpuinfo").read_text().splitlines():
            if z.startswith("model name"):
                modell = z.split(":", 1)[1].strip()
                break
    except OSError:
        modell = platform.processor() or "unbekannt"
    kerne = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    from importlib.metadata import PackageNotFoundError, version

    def v(paket: str) -> str:
        try:
            return version(paket)
        except PackageNotFoundError:
            return "–"

    return (
        f"nproc {kerne}, CPU {modell}, Python {platform.python_version()}, WeasyPrint {v('weasyprint')}, "
        f"typst {v('typst')}, {platform.system()} {platform.release()}"
    )


def libreoffice() -> tuple[str | None, str]:
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        return None, "nicht installiert"
    r = subprocess.run([soffice, "--version"], capture_output=True, text=True)
    return soffice, (r.stdout.strip() or "?")


def main(argv: Sequence[str] | None = None) -> list[Zeile]:
    """Run the suite (or ``--nur`` some rows) and print the table; returns its rows."""
    global PROBE
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--laeufe", type=int, default=5, help="runs per measurement, median (at least 5)")
    p.add_argument("--wahlen", type=int, default=200, help="generated elections for (4) (default 200)")
    p.add_argument("--nur", default="1,2,3,4,5,6,7", help="comma-separated measurements to run (default all)")
    p.add_argument("--ohne-typst", action="store_true", help="leave out Typst")
    p.add_argument("--ohne-libreoffice", action="store_true", help="leave out LibreOffice")
    p.add_argument("--weasyprint-500", action="store_true", help="also plain WeasyPrint with 500 sheets (1 run)")
    p.add_argument(
        "--probe",
        action="store_true",
        help="every row once on tiny inputs, no warm-up: does the suite run? (the figures mean nothing)",
    )
    args = p.parse_args(argv)
    PROBE = args.probe
    laeufe = 1 if PROBE else max(5, args.laeufe)
    nur = {t.strip() for t in args.nur.split(",")}
    ZEILEN.clear()

    if not PROBE:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "notices")], check=False)
    try:
        import typst  # noqa: F401

        typst_an = not args.ohne_typst
    except ImportError:
        typst_an = False
    soffice, lo_version = libreoffice()
    if args.ohne_libreoffice:
        soffice = None

    print(f"Maschine: {maschine()}")
    print(f"LibreOffice: {lo_version}")
    print(f"Mediane aus {laeufe} Läufen; zu Beginn {_last()}.\n")
    print(f"{'Nr':<3} {'Messung':<58} {'Median':>10}  {'Verhältnis':<34} {'Ziel':<22} erfüllt")

    warm17 = None
    with tempfile.TemporaryDirectory() as tmp:
        # --probe: the smallest inputs that still take every path (one generated election for row 2)
        klein = erzeuge_wahlen(Path(tmp), 1)[0] if PROBE else BEISPIEL
        if {"1", "3", "6"} & nur:
            warm17 = messe_formulare(laeufe, typst_an, args.weasyprint_500, blaetter=2 if PROBE else 500)["n17"]
        if {"2", "6"} & nur:
            messe_kalt(laeufe, warm17, soffice, alle_datei=klein)
        if "5" in nur:
            messe_pruefung(laeufe, *((2, 20) if PROBE else ()))
        if "4" in nur:
            messe_stapel(laeufe, 2 if PROBE else args.wahlen)
        if "7" in nur:
            messe_liste(laeufe, 50 if PROBE else 200_000)

    verfehlt = [z for z in ZEILEN if z.erfuellt is False]
    print(f"\nAm Ende {_last()} ({len(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else '?'} Kerne).")
    print(
        "Alle Ziele erreicht." if not verfehlt else f"Verfehlt: {', '.join(f'({z.nummer}) {z.was}' for z in verfehlt)}"
    )
    if PROBE:
        print("(--probe: jede Messung einmal auf kleinen Eingaben – die Zahlen sagen nichts.)")
    return list(ZEILEN)


if __name__ == "__main__":
    main()
