"""Issue 32: the cold start and the upload, this code beside an older one, measured in turn, run by run.

    python benchmarks/kalt.py --vorher /tmp/vorher          # a `git archive` of the code before, unpacked
    python benchmarks/kalt.py --vorher /tmp/vorher --laeufe 5 --nur fristen,W5

For each code tree (``--vorher`` and this repository) and each run, one fresh process each of:

- ``fristen``: ``notices fristen`` on the BW example (text to /dev/null);
- ``formblatt``: ``notices formblatt`` of the BW example (weber: as many sheets as the quorum needs, one PDF
  written), the engine process on;
- ``formblatt-aus``: the same with the engine process off (``NOTICES_VORLAUF=aus``): one process does it all;
- ``beispiel``: ``notices beispiel --land BW`` (30 documents and the manifest);
- ``W5``: the web upload of 200 000 signer rows (12.9 MiB CSV), read, checked, the person's page shown
  (in-process with Flask's test client as in ``benchmarks/web.py``; one unmeasured upload first);
- ``importe``: the modules a cold ``notices fristen`` and a cold ``notices formblatt`` (the command's own
  process, not the engine's) import (``python -X importtime``), their count and the sum of their own import
  times;
- ``W4b``: the web's ZIP of the example after one applicant was changed (in-process as in
  ``benchmarks/web.py``: two print processes started and warm, the first ZIP made, then one change and the
  ZIP again – the wall time is what the clerk waits; CPU is this process's only, the print processes
  render in parallel).

The trees are measured alternately (before, after, before, …), so that a busier minute of the shared
machine falls on both alike. Printed: the median wall time and the median CPU time (user + system) of each,
and after / before. The CPU time counts the command's process and every process it started – also the
engine process of a command that renders (:mod:`notices.vorlauf`), which the command does not wait for:
on Linux this script adopts it (``PR_SET_CHILD_SUBREAPER``) and waits for it after the command; the
engine's part is shown on its own (``davon Druckprozess``). The commands run byte-compiled, as an installed
package does: ``PYTHONDONTWRITEBYTECODE`` is not passed on (without it each cold start would compile
notices' modules again, ~0.1 s). No asserts: tests never time.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = "examples/musterhausen-2027.toml"

_BAUM = r"""
import sys
sys.path.insert(0, sys.argv[1])
import notices
assert notices.__file__.startswith(sys.argv[1]), notices.__file__
import importlib.util
spec = importlib.util.spec_from_file_location("bench_web", sys.argv[2])
web = importlib.util.module_from_spec(spec)
spec.loader.exec_module(web)
"""
"""The head of a measured script: this tree's notices (``argv[1]``) and benchmarks/web.py (``argv[2]``) as ``web``."""

_W5 = (
    _BAUM
    + r"""
import io, json, time, tempfile
from pathlib import Path
with tempfile.TemporaryDirectory() as tmp:
    client = web.app_fuer(web.ordner_mit_beispiel(Path(tmp))).test_client()
    inhalt = web.liste(200_000)
    url = f"/wahl/{web.WID}/bewerber/p/weber"
    def hochladen(n):
        daten = inhalt.replace(b"Muster0;", f"Muster0x{n};".encode())  # other bytes: nothing from a cache
        a = client.post(f"/wahl/{web.WID}/bewerber/liste/weber",
                        data={**web.csrf(client, url), "liste": (io.BytesIO(daten), "liste.csv")},
                        content_type="multipart/form-data")
        assert a.status_code == 303, a.status_code
        assert client.get(a.headers["Location"]).status_code == 200
    hochladen(0)
    t, c = time.perf_counter(), time.process_time()
    hochladen(1)
    print(json.dumps({"s": time.perf_counter() - t, "cpu": time.process_time() - c}))
"""
)


_W4B = (
    _BAUM
    + r"""
import json, time, tempfile
from pathlib import Path
if __name__ == "__main__":
    from notices import render
    from notices.web.dokumente import starte_archiv
    from notices.web.gemeinsam import lies_stand
    from notices.web.zwischenspeicher import Druckerei
    render.vorbereiten()
    druckerei = Druckerei()
    druckerei.vorbereiten()
    with tempfile.TemporaryDirectory() as tmp:
        app = web.app_fuer(web.ordner_mit_beispiel(Path(tmp)))
        client = app.test_client()
        u = app.extensions["notices"]
        u.druckerei = druckerei
        def hole_zip():
            with app.test_request_context():
                auftrag = starte_archiv(u, lies_stand(web.WID))
            auftrag.fertig.wait(300)
            assert auftrag.inhalt is not None, auftrag.probleme
            assert client.get(f"/wahl/{web.WID}/archiv.zip").status_code == 200
        hole_zip()
        url = f"/wahl/{web.WID}/bewerber/p/krause"
        a = client.post(url, data={**web.abgesendet(client, url), "beruf": "Physikerin"})
        assert a.status_code == 303, a.status_code
        t, c = time.perf_counter(), time.process_time()
        hole_zip()  # the first change after the first ZIP, as W4b of benchmarks/web.py
        ergebnis = {"s": time.perf_counter() - t, "cpu": time.process_time() - c}
    druckerei.beende()
    print(json.dumps(ergebnis))
"""
)


def _kinder_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _adoptiere_enkel(an: bool = True) -> bool:
    """Make this process the one that inherits the processes its children leave behind (Linux
    ``prctl(PR_SET_CHILD_SUBREAPER)``), so that the engine process a command forks is waited for here and
    its CPU time counted (:func:`_ernte`); ``an=False`` undoes it (at the end of :func:`main`: a test that
    runs it leaves its process as it was). False where that is not possible."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True).prctl(36, int(an), 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        return False


def _kinder() -> set[int]:
    """The process ids of this process's children now (Linux: each process's parent, read from ``/proc``)."""
    from notices.dienste.elternwacht import elternteil_von

    eigen = os.getpid()
    with contextlib.suppress(OSError):
        return {int(e.name) for e in os.scandir("/proc") if e.name.isdigit() and elternteil_von(int(e.name)) == eigen}
    return set()


def _ernte(vorher: set[int]) -> None:
    """Wait for every process left behind by the last command (its engine process ends once the command
    has, when it has loaded its engine): their CPU time then counts in :func:`_kinder_cpu`. Not for the
    children this process had before the command (``vorher``: e.g. a fork server of the process that runs
    this, which lives as long as it does)."""
    while neu := _kinder() - vorher:
        for pid in neu:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)


def _umgebung(baum: Path) -> dict[str, str]:
    umgebung = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**umgebung, "PYTHONPATH": str(baum)}


def _befehl(baum: Path, argumente: list[str], ausgabe: Path, **umgebung: str) -> dict[str, float]:
    """One cold ``notices ARGS`` of the tree ``baum``: wall and CPU seconds (``cpu_druck``: the part of the
    processes it left behind, its engine process)."""
    vorher = _kinder()
    c, t = _kinder_cpu(), time.perf_counter()
    lauf = subprocess.run(
        [sys.executable, "-m", "notices", *argumente],
        cwd=ausgabe,
        env={**_umgebung(baum), **umgebung},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    s, cpu = time.perf_counter() - t, _kinder_cpu() - c
    _ernte(vorher)
    druck = _kinder_cpu() - c - cpu
    if lauf.returncode != 0:
        raise SystemExit(f"{baum}: notices {' '.join(argumente)}: {lauf.stderr[-2000:]}")
    return {"s": s, "cpu": cpu + druck, "cpu_druck": druck}


def _skript(baum: Path, name: str, code: str) -> dict[str, float]:
    """Run a measuring script (``_W5``, ``_W4B``) against the tree ``baum``: the figures it prints last."""
    with tempfile.TemporaryDirectory() as tmp:
        skript = Path(tmp) / f"{name}.py"  # a file: spawned print processes import their __main__
        skript.write_text(code, "utf-8")
        lauf = subprocess.run(
            [sys.executable, str(skript), str(baum), str(REPO / "benchmarks" / "web.py")],
            cwd=tempfile.gettempdir(),
            env={**_umgebung(baum), "NOTICES_VORLAUF": "aus"},
            capture_output=True,
            text=True,
            check=False,
        )
    if lauf.returncode != 0:
        raise SystemExit(f"{baum}: {name}: {lauf.stderr[-2000:]}")
    return json.loads(lauf.stdout.strip().splitlines()[-1])


def _w5(baum: Path) -> dict[str, float]:
    return _skript(baum, "W5", _W5)


def _w4b(baum: Path) -> dict[str, float]:
    return _skript(baum, "W4b", _W4B)


def _importe_eines(baum: Path, argumente: list[str], ordner: Path) -> tuple[int, int, float]:
    vorher = _kinder()
    lauf = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "notices", *argumente],
        cwd=ordner,  # not this repository: its notices/ would come first
        env=_umgebung(baum),
        capture_output=True,
        text=True,
        check=True,
    )
    _ernte(vorher)
    eigen = [int(m.group(1)) for m in re.finditer(r"import time:\s+(\d+) \|", lauf.stderr)]
    notices_module = len(re.findall(r"\|\s+notices[\w.]*$", lauf.stderr, re.MULTILINE))
    return len(eigen), notices_module, sum(eigen) / 1e6


def _importe(baum: Path, ordner: Path, nummer: int) -> dict[str, float]:
    """The modules a cold ``notices fristen`` and a cold ``notices formblatt`` (its own process, with the
    engine process on) import: how many, how many of notices, and the sum of their own times."""
    beispiel = str(baum / BEISPIEL)
    m, n, s = _importe_eines(baum, ["fristen", beispiel], ordner)
    fm, fn, fs = _importe_eines(baum, ["formblatt", beispiel, "--bewerber", "weber", "--out", f"i{nummer}.pdf"], ordner)
    return {
        "module": m,
        "notices_module": n,
        "s": s,
        "formblatt_module": fm,
        "formblatt_notices_module": fn,
        "formblatt_s": fs,
    }


def main(argv: list[str] | None = None) -> dict[str, dict[str, list[dict[str, float]]]]:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--vorher", type=Path, required=True, help="the code before (a tree with notices/ and examples/)")
    p.add_argument("--laeufe", type=int, default=5)
    p.add_argument("--nur", default="fristen,formblatt,beispiel,W4b,W5,importe")
    args = p.parse_args(argv)
    nur = [n.strip() for n in args.nur.split(",") if n.strip()]
    enkel = _adoptiere_enkel()
    baeume = {"vorher": args.vorher.resolve(), "jetzt": REPO}
    werte: dict[str, dict[str, list[dict[str, float]]]] = {n: {b: [] for b in baeume} for n in nur}
    with contextlib.ExitStack() as aufraeumen, tempfile.TemporaryDirectory() as tmp:
        if enkel:
            aufraeumen.callback(_adoptiere_enkel, False)
        ordner = Path(tmp)
        zaehler = iter(range(10**6))

        def messe(name: str, baum: Path) -> dict[str, float]:
            beispiel = str(baum / BEISPIEL)
            if name == "fristen":
                return _befehl(baum, ["fristen", beispiel], ordner)
            if name in ("formblatt", "formblatt-aus"):
                argumente = ["formblatt", beispiel, "--bewerber", "weber", "--out", f"f{next(zaehler)}.pdf"]
                if name == "formblatt-aus":
                    return _befehl(baum, argumente, ordner, NOTICES_VORLAUF="aus")
                return _befehl(baum, argumente, ordner)
            if name == "beispiel":
                return _befehl(baum, ["beispiel", "--land", "BW", "--out", f"b{next(zaehler)}"], ordner)
            if name == "W5":
                return _w5(baum)
            if name == "W4b":
                return _w4b(baum)
            return _importe(baum, ordner, next(zaehler))

        for name in nur:  # one unmeasured run of each (byte-compiled modules, file cache)
            for baum in baeume.values():
                messe(name, baum)
        for _ in range(args.laeufe):
            for name in nur:
                for schluessel, baum in baeume.items():
                    werte[name][schluessel].append(messe(name, baum))
    last = os.getloadavg()
    print(
        f"Issue 32, kalt: Median aus {args.laeufe} Läufen, abwechselnd vorher/jetzt, Last {last[0]:.1f} ({last[1]:.1f})"
    )
    if not enkel:
        print("(CPU ohne den Druckprozess: er kann hier nicht abgewartet werden)")
    print(
        f"{'Messung':<13} {'vorher Wanduhr':>15} {'CPU':>8} {'jetzt Wanduhr':>15} {'CPU':>8}  jetzt/vorher "
        "(Wanduhr, CPU)  davon Druckprozess (CPU vorher -> jetzt)"
    )

    def median(reihe: list[dict[str, float]], schluessel: str) -> float:
        return statistics.median(w[schluessel] for w in reihe)

    for name in nur:
        v, j = werte[name]["vorher"], werte[name]["jetzt"]
        if name == "importe":
            for was, vorn in (("fristen", ""), ("formblatt", "formblatt_")):
                print(
                    f"{name:<13} {was}: {median(v, vorn + 'module'):.0f} Module "
                    f"({median(v, vorn + 'notices_module'):.0f} von notices), {median(v, vorn + 's'):.3f} s -> "
                    f"{median(j, vorn + 'module'):.0f} Module ({median(j, vorn + 'notices_module'):.0f} von notices), "
                    f"{median(j, vorn + 's'):.3f} s (Summe der eigenen Importzeiten)"
                )
            continue
        vs, vc, js, jc = median(v, "s"), median(v, "cpu"), median(j, "s"), median(j, "cpu")
        druck = ""
        if "cpu_druck" in v[0] and (median(v, "cpu_druck") or median(j, "cpu_druck")):
            druck = f"  {median(v, 'cpu_druck'):.2f} s -> {median(j, 'cpu_druck'):.2f} s"
        print(
            f"{name:<13} {vs:>13.2f} s {vc:>6.2f} s {js:>13.2f} s {jc:>6.2f} s  {js / vs:.2f}×, {jc / vc:.2f}×{druck}",
            flush=True,
        )
    return werte


if __name__ == "__main__":
    main()
