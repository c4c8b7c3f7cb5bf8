"""Benchmark of ``notices pruefen``: 20 applicants × 500 signer rows, 5 % of the signers also signed
for another applicant (§ 20 Abs. 2 Nr. 3 KomWO). Prints the median time of reading the CSV lists and
checking, and of the check alone. The bar: well under one second.

    /work/venv/bin/python benchmarks/pruefung.py [--wiederholungen 9]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
import tomllib
from datetime import date, datetime, timedelta
from pathlib import Path

import tomli_w

from notices.dienste import lade as load
from notices.pruefung import pruefe
from notices.unterschriften import lies_datum, lies_listen, lies_zeitpunkt, normalisiere_name

BEWERBER = 20
ZEILEN = 500
ANTEIL_MEHRFACH = 0.05
BEISPIEL = Path(__file__).resolve().parent.parent / "examples" / "musterhausen-2027.toml"
KOPF = "familienname;vornamen;geburtsdatum;strasse;plz;ort;datum_unterschrift;wahlberechtigt;eingang;bemerkung"


def erzeuge(ordner: Path, bewerber_zahl: int = BEWERBER, zeilen_zahl: int = ZEILEN) -> Path:
    """Write an election with ``bewerber_zahl`` applicants (BEWERBER) and their lists of ``zeilen_zahl`` rows
    (ZEILEN) into ``ordner``; return the data file."""
    zufall = random.Random(20270314)
    roh = tomllib.loads(BEISPIEL.read_text("utf-8"))
    roh["wahl"]["einwohnerzahl"] = 250_000  # 250 signatures each (§ 10 Abs. 2 KomWG)
    roh.pop("stichwahl_bewerber", None)
    roh.pop("stichwahl", None)
    vorlage = roh["bewerber"][1]
    (ordner / "unterschriften").mkdir()

    def zeile(nummer: int) -> str:
        geburt = date(1940, 1, 1) + timedelta(days=nummer * 7 % 24_000)
        datum = date(2027, 1, 2) + timedelta(days=nummer % 30)
        umlaut = "Müller" if nummer % 3 == 0 else "Mueller"
        return (
            f"{umlaut}{nummer};Eva;{geburt:%d.%m.%Y};Hauptstraße {nummer % 90 + 1};70999;Musterhausen;"
            f"{datum:%d.%m.%Y};ja;10.02.2027;"
        )

    mehrfach = int(zeilen_zahl * ANTEIL_MEHRFACH)
    bewerber = []
    for i in range(bewerber_zahl):
        eigene = [zeile(i * 10_000 + n) for n in range(zeilen_zahl - mehrfach)]
        # 5 % of each list signed for the next applicant as well
        fremde = [zeile(((i + 1) % bewerber_zahl) * 10_000 + n) for n in range(mehrfach)]
        zeilen = eigene + fremde
        zufall.shuffle(zeilen)
        datei = f"unterschriften/b{i:02d}.csv"
        (ordner / datei).write_text(KOPF + "\n" + "\n".join(zeilen) + "\n", encoding="utf-8")
        b = dict(vorlage, id=f"b{i:02d}", familienname=f"Bewerber{i:02d}", unterschriften=datei)
        b["eingang"] = datetime(2027, 1, 11, 9, 0) + timedelta(minutes=i)
        b["unterlagen"] = {"waehlbarkeitsbescheinigung": True, "eidesstattliche_versicherung": True}
        b.pop("los", None)
        b.pop("zugelassen", None)
        b.pop("stimmen_erste_wahl", None)
        bewerber.append(b)
    roh["bewerber"] = bewerber
    pfad = ordner / "wahl.toml"
    pfad.write_bytes(tomli_w.dumps(roh).encode("utf-8"))
    return pfad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wiederholungen", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        pfad = erzeuge(Path(tmp))
        daten = load(pfad)
        stichtag = datetime(2027, 2, 20, 9, 0)
        gesamt, nur_pruefung = [], []
        for _ in range(args.wiederholungen):
            for zwischenspeicher in (normalisiere_name, lies_datum, lies_zeitpunkt):
                zwischenspeicher.cache_clear()  # every run cold
            t0 = time.perf_counter()
            listen = lies_listen(daten, pfad.parent)
            t1 = time.perf_counter()
            ergebnis = pruefe(daten, listen, stichtag=stichtag)
            t2 = time.perf_counter()
            gesamt.append(t2 - t0)
            nur_pruefung.append(t2 - t1)
        zeilen = BEWERBER * ZEILEN
        ungueltig = sum(len(b.ungueltig) for b in ergebnis.bewerbungen)
        gueltig = sum(b.gueltig for b in ergebnis.bewerbungen)
        erwartet = BEWERBER * 2 * int(ZEILEN * ANTEIL_MEHRFACH)
        print(
            f"{BEWERBER} Bewerber × {ZEILEN} Zeilen = {zeilen} Unterschriften, "
            f"{ANTEIL_MEHRFACH:.0%} Mehrfachunterzeichner"
        )
        print(f"gültig {gueltig}, ungültig {ungueltig} (erwartet ungültig: {erwartet})")
        m_gesamt, m_pruef = statistics.median(gesamt), statistics.median(nur_pruefung)
        print(f"Median CSV lesen + prüfen: {m_gesamt * 1000:.1f} ms ({m_gesamt / zeilen * 1e6:.1f} µs je Zeile)")
        print(f"Median nur prüfen:          {m_pruef * 1000:.1f} ms")
        print(f"Anteil an der 1-Sekunden-Marke: {m_gesamt:.1%}")
        if ungueltig != erwartet:
            raise SystemExit("unerwartete Zahl ungültiger Unterschriften")


if __name__ == "__main__":
    main()
