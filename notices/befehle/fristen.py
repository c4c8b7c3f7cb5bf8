"""Verbs ``fristen`` (the deadline calendar) and ``beispiel`` (everything for a built-in example election)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from notices.befehle import drucke_json, lade_mit_hinweisen, schreibe_ausgabe
from notices.exitcodes import EXIT_OK


def _befehl_fristen(args: argparse.Namespace) -> int:
    from notices.dokumente.fristenkalender import fristen_ics, fristen_json, fristen_text

    daten = lade_mit_hinweisen(args.datei)
    if args.ics:
        schreibe_ausgabe(Path(args.ics), fristen_ics(daten))
    if args.json:
        drucke_json(fristen_json(daten))
    elif not args.ics:
        print(fristen_text(daten), end="")
    return EXIT_OK


def beispieldatei(land: str | None = None) -> Path:
    """The built-in example election of a Land (:func:`notices.dienste.beispieldatei`)."""
    from notices import dienste

    return dienste.beispieldatei(land)


def _befehl_beispiel(args: argparse.Namespace) -> int:
    # The same as ``notices alle <built-in example> --out ORDNER`` (archive folder, manifest, Wahlakte).
    from notices import recht
    from notices.befehle.alle import ausfuehren
    from notices.fehler import Eingabefehler, Problem

    land = args.land or recht.STANDARD_LAND
    if land not in recht.codes():
        raise Eingabefehler([Problem("--land", f"„{land}“ ist nicht zulässig; erlaubt: {', '.join(recht.codes())}")])
    return ausfuehren([str(beispieldatei(land))], args.out, jobs=1)


def anmelden(verben: Any) -> None:
    """Add the verbs ``fristen`` and ``beispiel``."""
    f = verben.add_parser(
        "fristen",
        help="Fristenkalender der Wahl (Tabelle, --json, --ics)",
        description="Alle Fristen und Termine der Wahl mit Vorschrift und Berechnung.",
    )
    f.add_argument("datei", metavar="DATEI", help="Datendatei der Wahl (TOML)")
    f.add_argument("--json", action="store_true", help="als JSON ausgeben")
    f.add_argument("--ics", metavar="DATEI", help="zusätzlich als iCalendar-Datei schreiben")
    f.set_defaults(befehl=_befehl_fristen)

    b = verben.add_parser(
        "beispiel",
        help="alles für eine eingebaute Beispielwahl (Standard: Musterhausen, Baden-Württemberg)",
        description="Erzeugt die Unterlagen einer eingebauten Beispielwahl (wie notices alle).",
    )
    b.add_argument(
        "--land",
        metavar="KÜRZEL",
        help="Beispiel welchen Landes, z. B. ST (Standard: Baden-Württemberg, Musterhausen)",
    )
    b.add_argument("--out", metavar="ORDNER", default="ausgabe", help="Zielordner (Standard: ausgabe)")
    b.set_defaults(befehl=_befehl_beispiel)
