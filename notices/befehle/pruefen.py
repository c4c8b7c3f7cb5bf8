"""The verbs of the admission check: ``pruefen`` (report, JSON, Prüfbericht PDF) and ``maengel``
(the letter to an applicant about the defects).

Signer lists are read completely before anything is written: a bad list is one German sentence per
problem (file, line, column), exit code 2, nothing written. WeasyPrint is imported only to render.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from notices.befehle import lade_mit_hinweisen, optionen, optionen_hinzufuegen, schreibe_ausgabe, zeitpunkt
from notices.exitcodes import EXIT_BEFUND, EXIT_OK


def _befehl_pruefen(args: argparse.Namespace) -> int:
    from notices import dienste
    from notices.dokumente.pruefungstext import bericht_text

    stichtag = args.stichtag
    ergebnis = dienste.pruefe_datei(args.datei, stichtag, stichwahl=args.stichwahl)
    if args.pdf:
        ziel = Path(args.pdf)
        tabelle = ziel.with_name(ziel.stem + ".csv") if any(b.ungueltig for b in ergebnis.bewerbungen) else None
        pdf = dienste.pruefbericht_pdf(ergebnis, tabelle.name if tabelle else None, **optionen(args))
        schreibe_ausgabe(ziel, pdf)
        if tabelle is not None:  # every signature that does not count (the report shows a sample)
            schreibe_ausgabe(tabelle, dienste.pruefbericht_csv(ergebnis))
    if args.json:
        print(dienste.pruefung_json(ergebnis), end="")
    elif args.pdf:
        print(ergebnis.zusammenfassung)
    else:
        print(bericht_text(ergebnis), end="")
    # a finding (exit 3): the check proposes to reject an application; the committee decides
    return EXIT_BEFUND if any(b.vorschlag == "zurueckweisen" for b in ergebnis.bewerbungen) else EXIT_OK


def _befehl_maengel(args: argparse.Namespace) -> int:
    from notices import dienste
    from notices.dokumente.pruefbericht import maengelschreiben, maengelschreiben_text
    from notices.dokumente.pruefungstext import mangel_zeile

    stichtag = args.stichtag
    daten = lade_mit_hinweisen(args.datei)
    person = dienste.person(daten, args.bewerber)
    stichwahl = person in daten.stichwahl_bewerber
    ergebnis = dienste.pruefe_datei(args.datei, stichtag, stichwahl=stichwahl)
    schreiben = maengelschreiben(ergebnis, args.bewerber)
    for m in schreiben.nicht_erfasst:
        print(f"Hinweis: nicht im Mängelschreiben, weil nicht erfasst: {mangel_zeile(m)}", file=sys.stderr)
    if schreiben.leer:
        print(f"Keine festgestellten Mängel bei „{args.bewerber}“ – kein Mängelschreiben erstellt.")
        return EXIT_OK
    if args.out:
        schreibe_ausgabe(Path(args.out), dienste.maengelschreiben_pdf(ergebnis, args.bewerber, **optionen(args)))
    else:
        print(maengelschreiben_text(schreiben), end="")
    return EXIT_OK


def anmelden(verben: Any) -> None:
    """Add the verbs ``pruefen`` and ``maengel``."""
    p = verben.add_parser(
        "pruefen",
        help="Bewerbungen prüfen: Unterschriften, Unterlagen, Fristen, Vorschlag (--json, --pdf)",
        description="Prüft alle Bewerbungen nach dem Recht des Landes der Wahl: Unterstützungsunterschriften aus "
        "den Unterschriftenlisten (CSV oder .xlsx), Mehrfachunterzeichner, Unterlagen, Eingang, Wählbarkeit; "
        "schlägt Zulassung oder Zurückweisung vor. Die Entscheidung trifft der Wahlausschuss.",
    )
    p.add_argument("datei", metavar="DATEI", help="Datendatei der Wahl (TOML)")
    p.add_argument("--json", action="store_true", help="als JSON ausgeben")
    p.add_argument(
        "--pdf",
        metavar="DATEI",
        help="Prüfbericht für die Sitzung als PDF schreiben; daneben (gleicher Name, .csv) die Tabelle aller "
        "nicht gezählten Unterschriften",
    )
    p.add_argument(
        "--stichwahl",
        action="store_true",
        help="die Zustimmungen zur Stichwahl prüfen (eigene Sitzung des Wahlausschusses) statt der Bewerbungen",
    )
    p.add_argument(
        "--stichtag",
        metavar="DATUM",
        type=zeitpunkt,
        help="Zeitpunkt der Prüfung, TT.MM.JJJJ [HH:MM] oder JJJJ-MM-TT [HH:MM] (Standard: Stand der Daten bzw. "
        "letzter erfasster Eingang)",
    )
    optionen_hinzufuegen(p)
    p.set_defaults(befehl=_befehl_pruefen)

    m = verben.add_parser(
        "maengel",
        help="Mängelschreiben an einen Bewerber",
        description="Schreiben an den Bewerber mit den festgestellten Mängeln und bis wann sie behoben werden "
        "können, nach dem Recht des Landes der Wahl. Ohne --out wird der Text ausgegeben.",
    )
    m.add_argument("datei", metavar="DATEI", help="Datendatei der Wahl (TOML)")
    m.add_argument("--bewerber", metavar="ID", required=True, help="id des Bewerbers in der Datendatei")
    m.add_argument("--out", metavar="DATEI", help="Mängelschreiben als PDF schreiben")
    m.add_argument(
        "--stichtag",
        metavar="DATUM",
        type=zeitpunkt,
        help="Zeitpunkt der Prüfung, TT.MM.JJJJ [HH:MM] oder JJJJ-MM-TT [HH:MM]",
    )
    optionen_hinzufuegen(m)
    m.set_defaults(befehl=_befehl_maengel)
