"""Each intervention of notices.pdf_eingriffe measured against the installed WeasyPrint and pydyf (issue 25):
on and off, in turn, so that a busier minute of the machine falls on both. What an intervention still
pays decides whether it stays; the correctness steps (7, 8) are checked on the bytes, not timed.

    python benchmarks/eingriffe.py [--laeufe 9]

Prints one line per intervention: median with and without it, the difference, the file sizes.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"


@contextlib.contextmanager
def ohne(modul: object, name: str, ersatz: object) -> Iterator[None]:
    """``modul.name`` replaced by ``ersatz`` while the block runs (an intervention switched off)."""
    alt = getattr(modul, name)
    setattr(modul, name, ersatz)
    try:
        yield
    finally:
        setattr(modul, name, alt)


def abwechselnd(
    mit: Callable[[], object], ohne_: Callable[[], object], laeufe: int, uhr: Callable[[], float] = time.process_time
) -> tuple[float, float]:
    """Medians in seconds of ``mit`` and ``ohne_``, measured in turn after one unmeasured run of each. In this
    process the CPU time is measured (``time.process_time``: other jobs on a shared machine barely change it);
    for child processes the wall time (``uhr=time.perf_counter``)."""
    mit()
    ohne_()
    a, b = [], []
    for _ in range(laeufe):
        t = uhr()
        mit()
        a.append(uhr() - t)
        t = uhr()
        ohne_()
        b.append(uhr() - t)
    return statistics.median(a), statistics.median(b)


def prozess(code: str) -> Callable[[], object]:
    return lambda: subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, cwd=REPO)


def zeile(nr: str, was: str, mit: float, ohne_: float, groesse: str = "") -> None:
    print(
        f"{nr:>2}  {was:<58} mit {mit * 1000:8.1f} ms  ohne {ohne_ * 1000:8.1f} ms  "
        f"spart {(ohne_ - mit) * 1000:7.1f} ms ({ohne_ / mit:4.2f}×)  {groesse}",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--laeufe", type=int, default=9)
    p.add_argument("--nur", default="1,2,2f,4,5,6,7,8", help="only these rows, e.g. 2,4,5")
    args = p.parse_args(argv)
    n = args.laeufe
    nur = set(args.nur.split(","))

    import os

    from notices import dienste, pdf_eingriffe
    from notices.dienste import lade

    print(
        f"WeasyPrint {pdf_eingriffe.VERSIONEN['weasyprint']}, pydyf {pdf_eingriffe.VERSIONEN['pydyf']}, "
        f"im getesteten Bereich: {pdf_eingriffe.IM_BEREICH}; Last {os.getloadavg()[0]:.1f}; {n} Läufe je Messung"
    )

    # 1. the library search while importing WeasyPrint: a cold process each run
    if "1" in nur:
        mit, ohne_ = abwechselnd(
            prozess("from notices.pdf_eingriffe import weasyprint_laden; weasyprint_laden()"),
            prozess("import notices.pdf_eingriffe; import weasyprint"),
            n,
            uhr=time.perf_counter,
        )
        zeile("1", "WeasyPrint laden ohne vergebliche Bibliothekssuche (kalt)", mit, ohne_)

    daten = lade(BEISPIEL)

    def anlage17() -> bytes:
        return dienste.versicherung_pdf(daten, "weber")

    def formblatt(anzahl: int) -> Callable[[], bytes]:
        return lambda: dienste.formblatt_pdf(daten, "weber", anzahl=anzahl)

    def messe(nr: str, was: str, erzeuge: Callable[[], bytes], name: str, ersatz: object) -> None:
        if nr not in nur:
            return
        groesse_mit = len(erzeuge())

        def ohne_lauf() -> bytes:
            with ohne(pdf_eingriffe, name, ersatz):
                return erzeuge()

        groesse_ohne = len(ohne_lauf())
        mit, ohne_ = abwechselnd(erzeuge, ohne_lauf, n)
        zeile(nr, was, mit, ohne_, f"{groesse_mit // 1024} KiB / ohne {groesse_ohne // 1024} KiB")

    # 2. the shipped font embedded whole, not subset again
    messe(
        "2",
        "Notices Sans nicht erneut subsetten (Anlage 17, warm)",
        anlage17,
        "eigene_schrift_ganz",
        lambda familie: contextlib.nullcontext(),
    )
    # 2 again where WeasyPrint subsets with fontTools (no libharfbuzz-subset, as on some systems)
    if "2f" in nur:
        import logging

        import weasyprint.pdf.fonts as schriften

        if getattr(schriften, "harfbuzz_subset", None) is not None:
            protokoll = logging.getLogger("weasyprint")
            protokoll.setLevel(logging.ERROR)
            with ohne(schriften, "harfbuzz_subset", None):
                nur.add("2f-an")
                messe(
                    "2f-an",
                    "… dasselbe, Teilmengen mit fontTools (ohne HarfBuzz-Subset)",
                    anlage17,
                    "eigene_schrift_ganz",
                    lambda familie: contextlib.nullcontext(),
                )
    # 4. font files deflated once per process
    messe(
        "4",
        "Schriftdateien einmal je Prozess verdichten (Anlage 17)",
        anlage17,
        "schriften_vorverdichtet",
        lambda dokument, pdf: None,
    )
    # 5. content streams serialised and deflated once
    messe(
        "5",
        "Inhaltsströme einmal verdichten (Anlage 17)",
        anlage17,
        "stroeme_einmal_verdichten",
        lambda dokument, pdf: None,
    )
    messe(
        "5",
        "Inhaltsströme einmal verdichten (Anlage 15, 50 Blätter)",
        formblatt(50),
        "stroeme_einmal_verdichten",
        lambda dokument, pdf: None,
    )
    # 6. repeated sheets added in the finisher instead of Document.copy
    for anzahl in (2, 50, 500):
        messe(
            "6",
            f"Blätter im Abschluss wiederholen (Anlage 15, {anzahl} Blätter)",
            formblatt(anzahl),
            "wiederholt_im_abschluss",
            lambda wiederholen, *, ausfuellbar: False,
        )

    if not {"7", "8"} & nur:
        return 0
    # 7. and 8. correctness: what WeasyPrint writes without the step
    import pypdf

    def af(pdf: bytes) -> tuple[int, int]:
        leser = pypdf.PdfReader(io.BytesIO(pdf))
        eintraege = [e.idnum for e in leser.trailer["/Root"].get("/AF", [])]
        return len(eintraege), len(set(eintraege))

    with ohne(pdf_eingriffe, "zugehoerige_dateien_einmal", lambda dokument, pdf: None):
        roh = af(anlage17())
    print(f" 7  /AF ohne Schritt: {roh[0]} Einträge für {roh[1]} Anhang; mit Schritt: {af(anlage17())[0]}")

    def felder(pdf: bytes) -> tuple[bool, int]:
        leser = pypdf.PdfReader(io.BytesIO(pdf))
        form = leser.trailer["/Root"].get("/AcroForm")
        need = bool(form and form.get_object().get("/NeedAppearances"))
        ohne_ap = sum(
            1
            for seite in leser.pages
            for a in seite.get("/Annots", []) or []
            if a.get_object().get("/Subtype") == "/Widget" and "/AP" not in a.get_object()
        )
        return need, ohne_ap

    def ausfuellbar() -> bytes:
        return dienste.formblatt_pdf(daten, "weber", anzahl=1, ausfuellbar=True)

    with ohne(pdf_eingriffe, "erscheinungsbilder", lambda dokument, pdf: None):
        roh_f = felder(ausfuellbar())
    print(
        f" 8  Formularfelder ohne Schritt: NeedAppearances {roh_f[0]}, Felder ohne /AP {roh_f[1]}; "
        f"mit Schritt: {felder(ausfuellbar())}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
