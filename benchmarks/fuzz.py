"""Fuzzing notices (issue 15): mutated data files of the three examples through every verb, in-process.

Every run must end in a clean result: exit code 0, 2 (input error, one German sentence per problem) or
3 (findings), never 1 or "unerwarteter Fehler" (a bug: an exception other than the input error), and
never with the TOML parser's English text in what it prints (a file whose text was damaged is told in
German, with line and column). The mutations are seeded: the same seed gives the same files; about a
third of them also damage the text itself (:func:`verderbe`).

    python benchmarks/fuzz.py [--faelle 1000] [--seed 15] [--schnell] [--manifeste N] [--listen N] [--archive N]

At the end one table per kind of input: runs, exit codes (0, 2 = refused with German sentences, 3 =
findings), failures, the longest run and the largest peak resident set of one run (VmHWM, reset before
each run on Linux; the interpreter and what earlier runs loaded included).

``--listen N``: damaged signer lists (CSV and .xlsx: bytes, XML, ZIP headers, compressed streams) through
the reader; each must be read or refused with German sentences naming the file, in bounded memory.
``--archive N``: tampered copies of an example's archive (a bit, content with the hash made to fit, a
rename or two swapped names with the manifest, a page of the Wahlakte, a relabelled retention): each
must be found by ``archiv-pruefen`` (exit 3), and ``archiv-loeschen`` must then delete nothing.

Without ``--schnell`` every PDF is really rendered (WeasyPrint); with it, as in the test suite
(``tests/test_fuzz.py``), the layout step is replaced by a fixed one-page PDF: the data still passes
the model, the law, the decisions, the views and the templates.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import re
import shutil
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from datetime import time as uhrzeit
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

BEISPIELE = sorted((REPO / "examples").glob("*.toml"))

WERTE: list[Any] = [
    "",
    " ",
    "x" * 201,
    "Müller-Lüdenscheidt " * 300,
    "a\nb",
    "\u202eevil",
    "\u2067Isolat",
    "\u200fMusterhausen",
    "\x1b[31mrot\x1b[0m",
    "{{ 7*7 }}{% raw %}",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "/dev/zero",
    "a\x00b",
    "日本語 العربية עברית",
    "BW",
    "ST",
    "SL",
    "XX",
    "Oberbürgermeister",
    "70999",
    "7099",
    0,
    -1,
    1,
    2,
    10**9,
    2**63 - 1,
    -(2**63),
    1.5,
    float("inf"),
    True,
    False,
    date(1, 1, 1),
    date(9999, 12, 31),
    date(1899, 12, 31),
    date(1900, 1, 1),
    date(2199, 12, 31),
    date(2027, 2, 15),
    date(2027, 3, 14),
    datetime(2027, 1, 11, 14, 30),
    datetime(2027, 1, 11, 14, 30, tzinfo=timezone(timedelta(hours=1))),
    datetime(2027, 2, 15, 17, 30, tzinfo=UTC),
    datetime(9999, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-12))),
    datetime(1900, 1, 1, 0, 0, tzinfo=timezone(timedelta(hours=14))),
    uhrzeit(14, 30),
    [],
    [1],
    ["a", "b"],
    ["schaefer", "huber"],
    [[[[]]]],
    {},
    {"x": 1},
    {"strasse": "Weg 1", "plz": "70999", "ort": "Ort"},
]
"""Values a mutation puts in place of a value of the file."""


def _pfade(wert: Any, pfad: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield pfad
    if isinstance(wert, dict):
        for k, v in wert.items():
            yield from _pfade(v, (*pfad, k))
    elif isinstance(wert, list):
        for i, v in enumerate(wert):
            yield from _pfade(v, (*pfad, i))


def _eltern(roh: Any, pfad: tuple[Any, ...]) -> Any:
    for teil in pfad[:-1]:
        roh = roh[teil]
    return roh


def _art(wert: Any) -> type:
    if isinstance(wert, datetime):
        return datetime
    return type(wert)


def mutiere(roh: dict[str, Any], zufall: random.Random) -> dict[str, Any]:
    """One to three mutations of a parsed data file: a value replaced, a key removed or added, a list entry
    doubled or removed, a table replaced by a scalar."""
    import copy

    roh = copy.deepcopy(roh)
    for _ in range(zufall.choices([1, 2, 3], weights=[7, 2, 1])[0]):
        pfade = [p for p in _pfade(roh) if p]
        if not pfade:
            break
        pfad = zufall.choice(pfade)
        eltern = _eltern(roh, pfad)
        art = zufall.random()
        if art < 0.6:
            alt = eltern[pfad[-1]]
            gleiche_art = [w for w in WERTE if _art(w) == _art(alt)]
            # mostly a value of the same kind (a text for a text): it gets past the types into the law
            quelle = gleiche_art if gleiche_art and zufall.random() < 0.75 else WERTE
            eltern[pfad[-1]] = copy.deepcopy(zufall.choice(quelle))
        elif art < 0.7 and isinstance(eltern, dict):
            del eltern[pfad[-1]]
        elif art < 0.8 and isinstance(eltern, dict):
            eltern[zufall.choice(["unbekannt", "eingang", "zustimmung", "unterschriften", "los", "id"])] = (
                copy.deepcopy(zufall.choice(WERTE))
            )
        elif art < 0.9 and isinstance(eltern, list):
            if zufall.random() < 0.5:
                eltern.append(copy.deepcopy(eltern[pfad[-1]]))
            else:
                del eltern[pfad[-1]]
        else:
            eltern[pfad[-1]] = zufall.choice([1, "x", True])
    return roh


def als_toml(roh: dict[str, Any]) -> str:
    """The mutated data as TOML text (tomli_w); values TOML cannot hold (an empty key path) are dropped."""
    import tomli_w

    return tomli_w.dumps(roh)


EINGRIFFE_IM_TEXT: tuple[str, ...] = ('"', "'", "=", "[", "]", "{", "}", ",", "\\", "\n", "#", " x", "[wahl]", "\x01")
"""What a mutation of the text inserts: the characters that make TOML what it is, a control character."""


def verderbe(text: str, zufall: random.Random) -> str:
    """One to three mutations of the TOML text itself, as a typing mistake would make them: a character
    inserted or removed, a line doubled or removed, the file cut off – mostly no longer TOML."""
    for _ in range(zufall.choice([1, 1, 2, 3])):
        art = zufall.random()
        i = zufall.randrange(len(text) + 1)
        zeilen = text.split("\n")
        j = zufall.randrange(len(zeilen))
        if art < 0.35:
            text = text[:i] + zufall.choice(EINGRIFFE_IM_TEXT) + text[i:]
        elif art < 0.6:
            text = text[:i] + text[i + 1 :]
        elif art < 0.75:
            text = "\n".join([*zeilen[: j + 1], zeilen[j], *zeilen[j + 1 :]])
        elif art < 0.9:
            text = "\n".join(zeilen[:j] + zeilen[j + 1 :])
        else:
            text = text[:i]
    return text


ANTEIL_TEXT = 0.3
"""The share of the mutated files whose text is damaged too (:func:`verderbe`), beside their values."""


def faelle(anzahl: int, seed: int) -> Iterator[tuple[str, str]]:
    """``anzahl`` mutated files (name, TOML text), spread over the three examples, from ``seed``; about
    :data:`ANTEIL_TEXT` of them with a damaged text (no longer TOML, mostly)."""
    zufall = random.Random(seed)
    im_text = random.Random(seed + 1)  # its own stream: the mutations of the values stay those of the seed
    vorlagen = [(p.stem, tomllib.loads(p.read_text("utf-8"))) for p in BEISPIELE]
    n = 0
    while n < anzahl:
        stamm, roh = vorlagen[n % len(vorlagen)]
        try:
            text = als_toml(mutiere(roh, zufall))
        except (TypeError, ValueError):
            continue  # a mutation TOML cannot write (e.g. a time inside an inline array of tables)
        if im_text.random() < ANTEIL_TEXT:
            text = verderbe(text, im_text)
        n += 1
        yield f"{stamm}-{n:05d}", text


def englische_meldungen() -> list[str]:
    """The fixed English words of every message of the running Python's TOML parser (read from its source:
    each message's text without the values put into it), e.g. ``Cannot overwrite a value``,
    ``Unterminated string``, ``Cannot declare``. None of them may reach a clerk."""
    import ast
    import tomllib._parser as parser

    baum = ast.parse(Path(parser.__file__).read_text("utf-8"))
    teile: set[str] = set()
    for knoten in ast.walk(baum):
        if not isinstance(knoten, ast.Call):
            continue
        name = getattr(knoten.func, "id", getattr(knoten.func, "attr", ""))
        if name == "suffixed_err" and len(knoten.args) >= 3:
            meldung = knoten.args[2]
        elif name == "TOMLDecodeError" and knoten.args:
            meldung = knoten.args[0]
        else:
            continue
        stuecke = [meldung] if isinstance(meldung, ast.Constant) else getattr(meldung, "values", [])
        for s in stuecke:
            if isinstance(s, ast.Constant) and isinstance(s.value, str) and len(s.value.strip()) >= 6:
                teile.add(s.value.strip())
    teile.update({"(at line", "end of document"})
    return sorted(teile)


def verben(datei: Path, aus: Path, roh: dict[str, Any]) -> list[list[str]]:
    """Every verb on one data file (ids taken from the file where it has them)."""
    ids = [
        e.get("id")
        for schluessel in ("bewerber", "stichwahl_bewerber")
        for e in (roh.get(schluessel) if isinstance(roh.get(schluessel), list) else [])
        if isinstance(e, dict) and isinstance(e.get("id"), str)
    ]
    person = ids[0] if ids else "niemand"
    zweite = ids[-1] if ids else "niemand"
    d = str(datei)

    def out(name: str) -> str:
        return str(aus / name)

    return [
        ["fristen", d],
        ["fristen", d, "--json"],
        ["fristen", d, "--ics", out("f.ics")],
        ["pruefen", d],
        ["pruefen", d, "--json"],
        ["pruefen", d, "--pdf", out("p.pdf")],
        ["bekanntmachung", d, "--json"],
        ["bekanntmachung", d, "--out", out("b.pdf"), "--datum", "2027-02-20", "--trotz-fristablauf"],
        ["bekanntmachung", d, "--stichwahl", "--json"],
        ["bekanntmachung", d, "--stichwahl", "--out", out("bs.pdf"), "--datum", "2027-03-20"],
        ["bekanntmachung", d, "--stichwahl-entfaellt", "--grund", "Rücknahme", "--out", out("be.pdf")],
        ["bekanntmachung", d, "--wahl-entfaellt", "keine-bewerbung", "--out", out("bw.pdf")],
        ["stichwahl-benachrichtigung", d, "--person", zweite, "--json", "--datum", "2027-03-16"],
        ["stichwahl-benachrichtigung", d, "--person", zweite, "--out", out("s.pdf"), "--datum", "2027-03-16"],
        ["formblatt", d, "--bewerber", person, "--out", out("fb.pdf"), "--anzahl", "2"],
        ["bescheinigung", d, "--bewerber", person, "--out", out("wb.pdf")],
        ["versicherung", d, "--bewerber", person, "--out", out("v.pdf")],
        ["maengel", d, "--bewerber", person, "--out", out("m.pdf")],
        ["alle", d, "--out", out("archiv"), "--jobs", "1"],
    ]


def fester_drucker() -> Callable[[Any], bytes]:
    """A stand-in for the layout step: a fixed blank PDF (pypdf) whatever the job, one page for each copy the
    job asks for (``wiederholen``, as the layout step copies its pages: the Wahlakte takes the first copy)."""
    from functools import cache

    from pypdf import PdfWriter

    @cache
    def seiten(anzahl: int) -> bytes:
        w = PdfWriter()
        for _ in range(anzahl):
            w.add_blank_page(595, 842)
        puffer = io.BytesIO()
        w.write(puffer)
        return puffer.getvalue()

    return lambda auftrag: seiten(max(1, getattr(auftrag, "wiederholen", 1)))


KENNZAHLEN: dict[str, dict[str, float]] = {}
"""Per kind of input (:data:`ART`): runs, exit codes 0/2/3, failures, the longest run (s) and the largest
peak resident set of one run (MB, the process's VmHWM reset before each run where Linux allows it)."""

ART = "Datendateien"
"""The kind of input the runs now going through :func:`lauf` belong to (a key of :data:`KENNZAHLEN`)."""


def _spitze_zuruecksetzen() -> None:
    """Reset the process's peak resident set (Linux: ``5`` into ``/proc/self/clear_refs``); elsewhere nothing."""
    with contextlib.suppress(OSError):
        Path("/proc/self/clear_refs").write_text("5")


def _spitze_mb() -> float:
    """The process's peak resident set since the last reset, in MB (0 where ``/proc`` is missing)."""
    with contextlib.suppress(OSError):
        for zeile in Path("/proc/self/status").read_text().splitlines():
            if zeile.startswith("VmHWM:"):
                return int(zeile.split()[1]) / 1024
    return 0.0


def zaehle(art: str, code: int | str, sekunden: float, mb: float, fehler: int = 0) -> None:
    """Add one run of kind ``art`` to :data:`KENNZAHLEN`."""
    k = KENNZAHLEN.setdefault(art, {"laeufe": 0, "fehler": 0, "max_s": 0.0, "max_mb": 0.0})
    k["laeufe"] += 1
    k[f"exit {code}"] = k.get(f"exit {code}", 0) + 1
    k["fehler"] += fehler
    k["max_s"] = max(k["max_s"], sekunden)
    k["max_mb"] = max(k["max_mb"], mb)


def zeige_kennzahlen() -> None:
    """Print :data:`KENNZAHLEN` as one table (a row per kind)."""
    print("| Art | Läufe | Exit 0 | abgelehnt (Exit 2) | Befund (Exit 3) | Fehler | längster Lauf | Spitze RSS |")
    print("|---|---|---|---|---|---|---|---|")
    for art, k in KENNZAHLEN.items():
        print(
            f"| {art} | {k['laeufe']:.0f} | {k.get('exit 0', 0):.0f} | {k.get('exit 2', 0):.0f} | "
            f"{k.get('exit 3', 0):.0f} | {k['fehler']:.0f} | {k['max_s']:.2f} s | {k['max_mb']:.0f} MB |"
        )


def lauf(argv: list[str]) -> tuple[int, str]:
    """``notices`` in this process: exit code and everything it printed (counted in :data:`KENNZAHLEN`)."""
    _spitze_zuruecksetzen()
    beginn = time.perf_counter()
    code, ausgabe = _lauf(argv)
    zaehle(ART, code, time.perf_counter() - beginn, _spitze_mb())
    return code, ausgabe


def _lauf(argv: list[str]) -> tuple[int, str]:
    from notices import cli

    ausgabe = io.StringIO()
    with contextlib.redirect_stdout(ausgabe), contextlib.redirect_stderr(ausgabe):
        try:
            code = cli.main(argv)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 2
        except Exception:  # what the command line let through: a traceback
            import traceback

            code = -1
            print("Traceback (escaped):", traceback.format_exc()[-1500:])
    return code, ausgabe.getvalue()


ERLAUBT = (0, 2, 3)
"""The clean ends of a run (:mod:`notices.exitcodes`): done, bad input, done with findings. 1 is a failure
of notices (an unexpected error, or an election of ``alle`` that could not be completed)."""

ENGLISCH: list[str] = englische_meldungen()
"""The English words of the TOML parser (:func:`englische_meldungen`), looked for in every run's output."""

GUELTIG: dict[str, int] = {}
"""Per verb, how many runs ended with exit code 0 (the share of mutated files that were still valid)."""


def pruefe_fall(name: str, text: str, ordner: Path) -> list[str]:
    """Run every verb on one mutated file; the failures (verb, exit code, what it printed)."""
    datei = ordner / f"{name}.toml"
    datei.write_text(text, encoding="utf-8")
    aus = ordner / f"{name}.aus"
    aus.mkdir()
    try:
        roh = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        roh = {}
    fehler = []
    for argv in verben(datei, aus, roh):
        code, ausgabe = lauf(argv)
        if code == 0:
            GUELTIG[argv[0]] = GUELTIG.get(argv[0], 0) + 1
        englisch = [m for m in ENGLISCH if m in ausgabe]
        if code not in ERLAUBT or "unerwarteter Fehler" in ausgabe or "Traceback" in ausgabe or englisch:
            details = f"englischer Text des TOML-Parsers: {englisch}\n" if englisch else ""
            m = re.search(r"Einzelheiten in (\S+\.txt)", ausgabe)
            if m and Path(m.group(1)).exists():
                details += Path(m.group(1)).read_text("utf-8")[-1500:]
            fehler.append(f"{name}: notices {' '.join(argv[:1] + argv[2:])} -> {code}: {ausgabe[-500:]}\n{details}")
    shutil.rmtree(aus, ignore_errors=True)
    return fehler


def pruefe_manifest(archivordner: Path, anzahl: int, seed: int, arbeit: Path) -> tuple[int, list[str]]:
    """``anzahl`` mutated manifests of the election folder ``archivordner`` through ``archiv-pruefen`` and
    ``archiv-loeschen`` (on a copy each); the number of runs and the failures."""
    import json

    zufall = random.Random(seed)
    roh = json.loads((archivordner / "manifest.json").read_text("utf-8"))
    fehler = []
    laeufe = 0
    for i in range(anzahl):
        ziel = arbeit / f"m{i}" / archivordner.name
        shutil.copytree(archivordner, ziel)
        (ziel / "manifest.json").write_text(json.dumps(mutiere(roh, zufall), default=str), "utf-8")
        for argv in (
            ["archiv-pruefen", str(ziel), "--stichtag", "2027-09-01", "--json"],
            ["archiv-loeschen", str(ziel), "--faellig", "--stichtag", "2030-01-01"],
        ):
            laeufe += 1
            code, ausgabe = lauf(argv)
            if code not in ERLAUBT or "unerwarteter Fehler" in ausgabe or "Traceback" in ausgabe:
                fehler.append(f"Manifest {i}: notices {argv[0]} -> {code}: {ausgabe[-800:]}")
        shutil.rmtree(ziel.parent, ignore_errors=True)
    return laeufe, fehler


# ------------------------------------------------------------------------------------------------
# Signer lists (issue 33): damaged CSV and .xlsx files through the reader the command line and the web
# upload share


LISTEN = REPO / "examples" / "unterschriften"

ENGLISCHE_WORTE = re.compile(
    r"\b(?:Error|error|invalid|unexpected|index out of range|File is|stream|larger than|line contains|"
    r"not found|object has no|decompress)\b"
)
"""Words of a library's or the system's English text, looked for in every sentence of a signer-list run."""


def _xlsx_aus_csv(csv_text: str) -> bytes:
    import csv as csvmodul

    import openpyxl

    mappe = openpyxl.Workbook()
    for zeile in csvmodul.reader(io.StringIO(csv_text), delimiter=";"):
        mappe.active.append(zeile)
    puffer = io.BytesIO()
    mappe.save(puffer)
    return puffer.getvalue()


def _teile_neu_packen(roh: bytes, aendern: Callable[[str, bytes], bytes]) -> bytes:
    import zipfile

    ein, aus = zipfile.ZipFile(io.BytesIO(roh)), io.BytesIO()
    with zipfile.ZipFile(aus, "w", zipfile.ZIP_DEFLATED) as z:
        for info in ein.infolist():
            z.writestr(info.filename, aendern(info.filename, ein.read(info.filename)))
    return aus.getvalue()


def _bytes_verderben(roh: bytes, zufall: random.Random) -> bytes:
    b = bytearray(roh)
    art = zufall.randrange(6)
    if art == 0 and b:  # flip bytes
        for _ in range(zufall.randint(1, 8)):
            b[zufall.randrange(len(b))] = zufall.randrange(256)
    elif art == 1 and b:  # cut short
        del b[zufall.randrange(len(b)) :]
    elif art == 2:  # line ends of old Mac software, or stray CRs
        return roh.replace(b"\n", b"\r") if zufall.random() < 0.5 else roh.replace(b";", b";\r", 3)
    elif art == 3 and b:  # a block removed
        i = zufall.randrange(len(b))
        del b[i : i + zufall.randint(1, 200)]
    elif art == 4 and b:  # a block repeated
        i = zufall.randrange(len(b))
        b[i:i] = b[i : i + zufall.randint(1, 2000)] * zufall.randint(1, 50)
    else:  # hostile bytes inserted
        b[zufall.randrange(len(b) + 1) : 0] = zufall.choice(
            [b"\x00", b'"', b'"""', b"\xff\xfe", b"\x1b[31m", b"sep=,\n"]
        )
    return bytes(b)


def _xml_verderben(xml: bytes, zufall: random.Random) -> bytes:
    art = zufall.randrange(6)
    if art == 0:
        return re.sub(rb'<c r="([A-Z]+)(\d+)"', lambda m: b'<c r="XFD' + m.group(2) + b'"', xml, count=1)
    if art == 1:
        return xml.replace(b'<row r="2"', b'<row r="1048576"', 1)
    if art == 2:
        return re.sub(rb't="inlineStr"><is><t>[^<]*</t></is>', b't="s"><v>99</v>', xml, count=3)
    if art == 3:
        return xml.replace(b' r="', b' x="', zufall.randint(1, 20))
    if art == 4:
        return xml[: zufall.randrange(len(xml) + 1)]
    return _bytes_verderben(xml, zufall)


def _zip_koepfe_verderben(roh: bytes, zufall: random.Random) -> bytes:
    """Sizes, CRC or offsets of the ZIP headers changed (a bomb claims little and inflates much)."""
    import struct

    b = bytearray(roh)
    stellen = [m.start() for m in re.finditer(rb"PK\x01\x02|PK\x03\x04", roh)]
    if not stellen:
        return roh
    pos = zufall.choice(stellen)
    zentral = roh[pos : pos + 4] == b"PK\x01\x02"
    feld = zufall.choice([16, 20, 24, 42] if zentral else [14, 18, 22])
    if pos + feld + 4 <= len(b):
        struct.pack_into("<I", b, pos + feld, zufall.choice([0, 1, 2000, 0xFFFFFFFF, zufall.randrange(1 << 32)]))
    return bytes(b)


def listen_faelle(anzahl: int, seed: int) -> Iterator[tuple[str, bytes, bool]]:
    """``anzahl`` damaged signer lists (name, bytes, is .xlsx) from the example lists, seeded."""
    zufall = random.Random(seed)
    csvs = sorted(p for p in LISTEN.rglob("*.csv"))
    grund = [(p.stem, p.read_bytes()) for p in csvs[:6]]
    xlsx = [(f"{n}-xlsx", _xlsx_aus_csv(r.decode("utf-8-sig"))) for n, r in grund[:3]]
    for i in range(anzahl):
        if i % 2 == 0:
            name, roh = grund[i // 2 % len(grund)]
            yield f"{name}-{i:05d}.csv", _bytes_verderben(roh, zufall), False
            continue
        name, roh = xlsx[i // 2 % len(xlsx)]
        art = zufall.randrange(4)
        if art == 0:
            neu = _bytes_verderben(roh, zufall)
        elif art == 1:
            teil = zufall.choice(
                ["xl/worksheets/sheet1.xml", "xl/workbook.xml", "[Content_Types].xml", "xl/styles.xml"]
            )
            neu = _teile_neu_packen(roh, lambda n, x, teil=teil: _xml_verderben(x, zufall) if n == teil else x)
        elif art == 2:
            neu = _zip_koepfe_verderben(roh, zufall)
        else:  # the compressed stream of a part damaged, headers kept
            neu = bytearray(roh)
            for _ in range(zufall.randint(1, 5)):
                neu[zufall.randrange(30, len(neu) - 30)] ^= 0xFF
            neu = bytes(neu)
        yield f"{name}-{i:05d}.xlsx", neu, True


def pruefe_listen(anzahl: int, seed: int) -> tuple[int, int, list[str]]:
    """Each damaged list through :func:`notices.unterschriften.lies_liste_bytes`: it must end in signatures
    or an Eingabefehler with German sentences naming the file, in bounded memory. Returns (runs, read
    whole, failures)."""
    import tracemalloc

    from notices.fehler import Eingabefehler
    from notices.unterschriften import lies_liste_bytes

    fehler: list[str] = []
    gelesen = 0
    for name, roh, excel in listen_faelle(anzahl, seed):
        vorher = len(fehler)
        code = 0
        _spitze_zuruecksetzen()
        beginn = time.perf_counter()
        tracemalloc.start()
        try:
            lies_liste_bytes(roh, name, excel=excel)
            gelesen += 1
        except Eingabefehler as e:
            code = 2
            for p in e.probleme:
                if f"„{name}“" not in p.text or ENGLISCHE_WORTE.search(p.text):
                    fehler.append(f"{name}: Satz ohne Dateinamen oder mit englischem Text: {p.text[:300]}")
        except Exception as e:  # what the reader let through: a crash ("unerwarteter Fehler")
            code = 1
            fehler.append(f"{name}: {type(e).__name__}: {str(e)[:200]}")
        finally:
            _, spitze = tracemalloc.get_traced_memory()
            tracemalloc.stop()
        if spitze > 256 * 1024 * 1024:
            fehler.append(f"{name}: {spitze / 1e6:.0f} MB Speicher")
        zaehle("Unterschriftenlisten", code, time.perf_counter() - beginn, _spitze_mb(), len(fehler) - vorher)
    return anzahl, gelesen, fehler


# ------------------------------------------------------------------------------------------------
# Archives (issue 33): files changed, renamed, swapped, pages removed – with the manifest made to fit


def _manifest_anpassen(ordner: Path, aendern: Callable[[dict[str, Any]], None]) -> None:
    import json

    from notices import archiv

    m = json.loads((ordner / archiv.MANIFEST).read_text("utf-8"))
    aendern(m)
    (ordner / archiv.MANIFEST).write_bytes(archiv.manifest_bytes(m))


def _hash_nachtragen(ordner: Path, pfad: str) -> Callable[[dict[str, Any]], None]:
    from notices import archiv

    def aendern(m: dict[str, Any]) -> None:
        for e in m["dateien"]:
            if e["pfad"] == pfad:
                e["sha256"] = archiv.sha256((ordner / pfad).read_bytes())
                e["groesse"] = (ordner / pfad).stat().st_size

    return aendern


def archiv_eingriff(ordner: Path, zufall: random.Random) -> str:
    """One tampering of the election folder ``ordner`` that the check must find; its description."""
    import json

    from notices import archiv

    m = json.loads((ordner / archiv.MANIFEST).read_text("utf-8"))
    dateien = [e["pfad"] for e in m["dateien"] if e.get("status") != "geloescht"]
    # the Prüfberichte' own content cannot be recomputed (no signer lists): they are tampered only as a whole
    nachrechenbar = [p for p in dateien if not p.startswith("pruefbericht")]
    art = zufall.randrange(6)
    pfad = zufall.choice(nachrechenbar)
    if art == 0:  # bytes changed, manifest as it was
        inhalt = bytearray((ordner / pfad).read_bytes())
        inhalt[zufall.randrange(len(inhalt))] ^= 0x01
        (ordner / pfad).write_bytes(bytes(inhalt))
        return f"{pfad}: ein Bit geändert"
    if art == 1:  # bytes changed, hash in the manifest made to fit
        inhalt = (ordner / pfad).read_bytes()
        neu = inhalt.replace(b"Musterhausen", b"Musterhaus3n", 1) if b"Musterhausen" in inhalt else inhalt + b"\n%x\n"
        (ordner / pfad).write_bytes(neu)
        _manifest_anpassen(ordner, _hash_nachtragen(ordner, pfad))
        return f"{pfad}: geändert, Prüfsumme nachgetragen"
    if art == 2:  # renamed, with the manifest
        neu = "x" + pfad
        (ordner / pfad).rename(ordner / neu)

        def umbenennen(m: dict[str, Any]) -> None:
            for e in m["dateien"]:
                if e["pfad"] == pfad:
                    e["pfad"] = neu

        _manifest_anpassen(ordner, umbenennen)
        return f"{pfad}: umbenannt samt Manifest"
    if art == 3:  # two names swapped with their entries
        endung = pfad.rsplit(".", 1)[1]
        andere = [p for p in nachrechenbar if p != pfad and p.endswith(endung)]
        if not andere:
            return archiv_eingriff(ordner, zufall)
        b = zufall.choice(andere)
        (ordner / pfad).rename(ordner / ".tausch")
        (ordner / b).rename(ordner / pfad)
        (ordner / ".tausch").rename(ordner / b)

        def tauschen(m: dict[str, Any]) -> None:
            for e in m["dateien"]:
                if e["pfad"] in (pfad, b):
                    e["pfad"] = b if e["pfad"] == pfad else pfad

        _manifest_anpassen(ordner, tauschen)
        return f"{pfad} und {b}: vertauscht samt Einträgen"
    if art == 4:  # a page removed from the Wahlakte, hash made to fit
        from pypdf import PdfReader, PdfWriter

        w = PdfWriter(clone_from=PdfReader(ordner / "wahlakte.pdf"))
        w.remove_page(zufall.randrange(len(w.pages)))
        puffer = io.BytesIO()
        w.write(puffer)
        (ordner / "wahlakte.pdf").write_bytes(puffer.getvalue())
        _manifest_anpassen(ordner, _hash_nachtragen(ordner, "wahlakte.pdf"))
        return "wahlakte.pdf: eine Seite entfernt, Prüfsumme nachgetragen"

    # a permanent document relabelled as deletable, or a retention date moved
    def umetikettieren(m: dict[str, Any]) -> None:
        for e in m["dateien"]:
            if e["pfad"] == pfad:
                if e.get("loeschen_nach") is None:
                    e["aufbewahrung"], e["loeschen_nach"] = "unterstuetzung", "2027-05-11"
                else:
                    e["loeschen_nach"] = "2999-12-31"

    _manifest_anpassen(ordner, umetikettieren)
    return f"{pfad}: Aufbewahrung oder Löschtag im Manifest geändert"


def pruefe_archive(archivordner: Path, anzahl: int, seed: int, arbeit: Path) -> tuple[int, int, list[str]]:
    """``anzahl`` tampered copies of the election folder ``archivordner``: ``archiv-pruefen`` must find each
    (exit 3, never 0, 1 or a traceback) and ``archiv-loeschen`` must then delete nothing. Returns (runs,
    found, failures)."""
    zufall = random.Random(seed)
    fehler = []
    gefunden = 0
    for i in range(anzahl):
        ziel = arbeit / f"a{i}" / archivordner.name
        shutil.copytree(archivordner, ziel)
        was = archiv_eingriff(ziel, zufall)
        code, ausgabe = lauf(["archiv-pruefen", str(ziel), "--stichtag", "2027-03-20", "--json"])
        if code == 3:
            gefunden += 1
        else:
            fehler.append(f"Archiv {i} ({was}): archiv-pruefen -> {code}: {ausgabe[-400:]}")
        vorher = sorted(p.name for p in ziel.iterdir())
        code, ausgabe = lauf(["archiv-loeschen", str(ziel), "--faellig", "--stichtag", "2099-01-01"])
        if code not in ERLAUBT or "Traceback" in ausgabe or sorted(p.name for p in ziel.iterdir()) != vorher:
            fehler.append(f"Archiv {i} ({was}): archiv-loeschen -> {code}, gelöscht trotz Befund: {ausgabe[-400:]}")
        shutil.rmtree(ziel.parent, ignore_errors=True)
    return 2 * anzahl, gefunden, fehler


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--faelle", type=int, default=1000, help="mutated files (default 1000)")
    p.add_argument("--seed", type=int, default=15)
    p.add_argument("--schnell", action="store_true", help="a fixed PDF instead of WeasyPrint's layout")
    p.add_argument("--manifeste", type=int, default=0, help="also mutated manifests of an example's archive")
    p.add_argument("--listen", type=int, default=0, help="also damaged signer lists (CSV and .xlsx)")
    p.add_argument("--archive", type=int, default=0, help="also tampered archives (files, names, pages)")
    args = p.parse_args(argv)
    from notices import render

    if args.schnell:
        render.DRUCKER = fester_drucker()
    global ART
    beginn = time.perf_counter()
    alle_fehler: list[str] = []
    with tempfile.TemporaryDirectory(prefix="notices-fuzz-") as tmp:
        ART = "Datendateien"
        for i, (name, text) in enumerate(faelle(args.faelle, args.seed), 1):
            f = pruefe_fall(name, text, Path(tmp))
            if ART in KENNZAHLEN:
                KENNZAHLEN[ART]["fehler"] += len(f)
            alle_fehler += f
            if i % 50 == 0:
                print(f"{i} Fälle, {len(alle_fehler)} Fehler, {time.perf_counter() - beginn:.0f} s", flush=True)
        if args.listen:
            t = time.perf_counter()
            n, gelesen, f = pruefe_listen(args.listen, args.seed)
            print(
                f"{n} beschädigte Unterschriftenlisten (CSV und .xlsx): {gelesen} gelesen, {n - gelesen} mit "
                f"deutschem Satz abgelehnt, {len(f)} Fehler, {time.perf_counter() - t:.0f} s.",
                flush=True,
            )
            alle_fehler += f
        if args.manifeste or args.archive:
            from notices.dienste import alle

            ergebnis = alle.bearbeite(str(BEISPIELE[0]), str(Path(tmp) / "archiv"))
            ordner = Path(tmp) / "archiv" / str(ergebnis.ordner)
        if args.manifeste:
            ART = "Manifeste"
            n, f = pruefe_manifest(ordner, args.manifeste, args.seed, Path(tmp))
            print(f"{args.manifeste} mutierte Manifeste, {n} Läufe: {len(f)} unerwartete Fehler.", flush=True)
            if ART in KENNZAHLEN:
                KENNZAHLEN[ART]["fehler"] += len(f)
            alle_fehler += f
        if args.archive:
            ART = "Archive"
            t = time.perf_counter()
            n, gefunden, f = pruefe_archive(ordner, args.archive, args.seed, Path(tmp))
            print(
                f"{args.archive} verfälschte Archive, {n} Läufe: {gefunden} Verfälschungen gefunden, "
                f"{len(f)} Fehler, {time.perf_counter() - t:.0f} s.",
                flush=True,
            )
            if ART in KENNZAHLEN:
                KENNZAHLEN[ART]["fehler"] += len(f)
            alle_fehler += f
    n_verben = len(verben(Path("x"), Path("y"), {}))
    print(
        f"{args.faelle} mutierte Dateien × {n_verben} Befehle = {args.faelle * n_verben} Läufe in "
        f"{time.perf_counter() - beginn:.0f} s: {len(alle_fehler)} unerwartete Fehler."
    )
    print("Läufe mit Exit-Code 0 je Befehl:", ", ".join(f"{v} {n}" for v, n in sorted(GUELTIG.items())))
    zeige_kennzahlen()
    for f in alle_fehler[:20]:
        print(f)
    return 1 if alle_fehler else 0


if __name__ == "__main__":
    sys.exit(main())
