"""The print workers with one prepared engine (issue 32), before beside after, in one run.

    python -m benchmarks.druckvorrat                       # before: this tree with NOTICES_DRUCKVORRAT=aus
    python -m benchmarks.druckvorrat --vorher /work/main   # before: another checkout (e.g. main)
    python -m benchmarks.druckvorrat --laeufe 5 --mit-web  # plus W3 and W4 of benchmarks/web.py

Each figure is the median of ``--laeufe`` runs, before and after taking turns (the load of a shared machine
hits both alike). Every run is a fresh process (cold: nothing prepared, the files in the page cache).

D1  a Druckerei of 2 workers, from ``Druckerei(2)`` until both workers have answered: wall time, the CPU
    time of every process taking part (this one, the workers, the fork server, the resource tracker) and
    the proportional set size (PSS, ``/proc/PID/smaps_rollup``) of the workers, with the fork server's;
D2  then the documents of an election whose public notice hyphenates (``examples/musterhagen-nw-2025.toml``)
    rendered by those workers (``drucke_alle``, the ZIP's first pass): wall and CPU from the start, the PSS
    of the workers (and server) afterwards – each worker has then used the German dictionary;
D2w the same documents once more (the workers warm): wall and CPU – what every later ZIP costs;
D3  ``notices alle`` over three example elections (BW, ST, NW) with ``--jobs 2``, cold: wall and the CPU
    time of all its processes (this process is their sub-reaper, so orphaned ones are counted too);
W3, W4 (``--mit-web``): ``python -m benchmarks.web --nur W3`` and ``--nur W4`` of each tree, as printed.

No asserts (tests never time anything).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
DREI = ("examples/musterhausen-2027.toml", "examples/beispielstedt-st-2027.toml", "examples/musterhagen-nw-2025.toml")

DRUCKEREI = r"""
import json, os, sys, time
sys.path.insert(0, {baum!r})
from notices import dienste
from notices.dienste.alle import sammle
from notices.web import zwischenspeicher as z

TAKT = os.sysconf("SC_CLK_TCK")


def stat(pid):
    try:
        return open(f"/proc/{{pid}}/stat").read().rpartition(")")[2].split()
    except OSError:
        return None


def nachkommen(wurzel):
    eltern = {{}}
    for e in os.listdir("/proc"):
        if e.isdigit() and (s := stat(int(e))) is not None:
            eltern.setdefault(int(s[1]), []).append(int(e))
    gefunden, offen = [], [wurzel]
    while offen:
        for k in eltern.get(offen.pop(), []):
            gefunden.append(k)
            offen.append(k)
    return gefunden


def cpu(pid):
    s = stat(pid)
    return 0.0 if s is None else (int(s[11]) + int(s[12])) / TAKT


def pss(pid):
    try:
        for zeile in open(f"/proc/{{pid}}/smaps_rollup"):
            if zeile.startswith("Pss:"):
                return int(zeile.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def befehl(pid):
    try:
        return open(f"/proc/{{pid}}/cmdline", "rb").read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def messe(arbeiter):
    andere = [p for p in nachkommen(os.getpid()) if p not in arbeiter]
    server = [p for p in andere if "forkserver" in befehl(p)]
    return {{
        "cpu": time.process_time() - c0 + sum(cpu(p) for p in [*arbeiter, *andere]),
        "pss_arbeiter": sum(pss(p) for p in arbeiter),
        "pss_server": sum(pss(p) for p in server),
    }}


if __name__ == "__main__":
    z.installiere()
    datei = "examples/musterhagen-nw-2025.toml"
    auftraege = {{}}
    with z.PdfSpeicher().aktiv(), z.sammeln(auftraege):
        sammle(dienste.lade(datei), datei)
    t0, c0 = time.perf_counter(), time.process_time()
    d = z.Druckerei(2)
    d.vorbereiten()
    arbeiter = set()
    while len(arbeiter) < 2:  # each answer comes after that worker's start (its initializer)
        arbeiter |= {{f.result() for f in [d._pool.submit(os.getpid) for _ in range(2)]}}
    d1 = {{"wall": time.perf_counter() - t0, **messe(arbeiter)}}
    fertig = dict(d.drucke_alle(auftraege))
    assert len(fertig) == len(auftraege)
    d2 = {{"wall": time.perf_counter() - t0, **messe(arbeiter), "dokumente": len(fertig)}}
    t1, cpu1 = time.perf_counter(), messe(arbeiter)["cpu"]
    dict(d.drucke_alle(auftraege))
    d2w = {{"wall": time.perf_counter() - t1, "cpu": messe(arbeiter)["cpu"] - cpu1}}
    d.beende()
    print(json.dumps({{"D1": d1, "D2": d2, "D2w": d2w}}))
"""


def _subreaper() -> bool:
    """Make this process the sub-reaper of its descendants (Linux prctl), so that the CPU time of an orphaned
    fork server and its workers reaches RUSAGE_CHILDREN once they are reaped here."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        return False


def _ernte(sekunden: float = 10.0) -> None:
    """Reap every process left to this one (the fork server ends after the command, its workers before)."""
    ende = time.monotonic() + sekunden
    while time.monotonic() < ende:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            time.sleep(0.02)


def _umgebung(aus: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "NOTICES_DRUCKVORRAT"}
    if aus:
        env["NOTICES_DRUCKVORRAT"] = "aus"
    return env


def druckerei(baum: Path, aus: bool) -> dict[str, Any]:
    r = subprocess.run(
        [sys.executable, "-c", DRUCKEREI.format(baum=str(baum))],
        cwd=baum,
        env=_umgebung(aus),
        capture_output=True,
        text=True,
        check=True,
    )
    _ernte()  # its fork server, orphaned when it ended: reaped here, not in the next row's figures
    return json.loads(r.stdout.strip().splitlines()[-1])


def alle(baum: Path, aus: bool) -> dict[str, float]:
    _ernte(0)
    vorher = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory(prefix="notices-druckvorrat-") as tmp:
        t = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "notices", "alle", *DREI, "--out", tmp, "--jobs", "2"],
            cwd=baum,
            env={**_umgebung(aus), "PYTHONPATH": str(baum)},
            capture_output=True,
            check=True,
        )
        wall = time.perf_counter() - t
        _ernte()
    nachher = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = nachher.ru_utime - vorher.ru_utime + nachher.ru_stime - vorher.ru_stime
    return {"wall": wall, "cpu": cpu}


def _median(werte: list[dict[str, Any]], schluessel: str) -> float:
    return statistics.median(w[schluessel] for w in werte)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--laeufe", type=int, default=3)
    parser.add_argument("--vorher", type=Path, default=None, help="checkout for 'before' (default: this tree, aus)")
    parser.add_argument("--mit-web", action="store_true", help="also W3 and W4 of benchmarks/web.py")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("nur unter Linux (fork server, /proc)")
        return
    reaper = _subreaper()
    vorher_baum = (args.vorher or REPO).resolve()
    seiten = {"vorher": (vorher_baum, args.vorher is None), "nachher": (REPO, False)}
    print(
        f"Druckprozesse mit einer vorbereiteten Maschine (issue 32) – {os.cpu_count()} Kerne, Median aus "
        f"{args.laeufe} Läufen, Last {os.getloadavg()[0]:.2f}; vorher: {vorher_baum}"
        + (" mit NOTICES_DRUCKVORRAT=aus" if args.vorher is None else "")
    )
    d: dict[str, list[dict[str, Any]]] = {s: [] for s in seiten}
    a: dict[str, list[dict[str, float]]] = {s: [] for s in seiten}
    for _ in range(args.laeufe):
        for seite, (baum, aus) in seiten.items():
            d[seite].append(druckerei(baum, aus))
            a[seite].append(alle(baum, aus))

    def zeile(name: str, was: str, werte: dict[str, float], einheit: str) -> None:
        v, n = werte["vorher"], werte["nachher"]
        print(f"{name:3} {was:62} {v:8.0f} → {n:8.0f} {einheit}  ({n / v:.2f}×)")

    for nr in ("D1", "D2"):
        titel = "Druckerei(2) bis beide bereit" if nr == "D1" else "dazu die Dokumente der NW-Wahl"
        for schluessel, was, faktor, einheit in (
            ("wall", "Wand", 1000, "ms"),
            ("cpu", "CPU aller Prozesse", 1000, "ms"),
            ("pss_arbeiter", "PSS der 2 Druckprozesse", 1, "MB"),
            ("pss_server", "PSS des Fork-Servers", 1, "MB"),
        ):
            werte = {s: faktor * statistics.median(x[nr][schluessel] for x in d[s]) for s in seiten}
            if schluessel == "pss_server" and werte["vorher"] == 0:
                print(f"{nr:3} {titel + ': ' + was:62} {'–':>8} → {werte['nachher']:8.0f} {einheit}")
                continue
            zeile(nr, f"{titel}: {was}", werte, einheit)
    for schluessel, was in (("wall", "Wand"), ("cpu", "CPU aller Prozesse")):
        werte = {s: 1000 * statistics.median(x["D2w"][schluessel] for x in d[s]) for s in seiten}
        zeile("D2w", f"dieselben Dokumente noch einmal (warm): {was}", werte, "ms")
    for schluessel, was in (("wall", "Wand"), ("cpu", "CPU aller Prozesse" + ("" if reaper else " (ohne Waisen)"))):
        werte = {s: 1000 * _median(a[s], schluessel) for s in seiten}
        zeile("D3", f"notices alle, 3 Wahlen, --jobs 2, kalt: {was}", werte, "ms")
    if args.mit_web:
        for seite, (baum, aus) in seiten.items():
            for w in ("W3", "W4"):
                r = subprocess.run(
                    [sys.executable, "-m", "benchmarks.web", "--nur", w, "--laeufe", str(max(3, args.laeufe))],
                    cwd=baum,
                    env={**_umgebung(aus), "PYTHONPATH": str(baum)},
                    capture_output=True,
                    text=True,
                )
                for z in r.stdout.splitlines():
                    if z.startswith(w):
                        print(f"{seite:7} {z}")
                if r.returncode:
                    print(f"{seite:7} {w} fehlgeschlagen: {r.stderr.strip().splitlines()[-1:]}")


if __name__ == "__main__":
    main()
