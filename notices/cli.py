"""The ``notices`` command: German verbs a clerk recognises.

Errors in the input: one German sentence per problem (with the key path), exit code 2, no
traceback, nothing written. Heavy libraries (WeasyPrint) are imported only by the verbs that
render, so ``notices --help`` and ``notices fristen`` start fast.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Callable, Sequence
from datetime import UTC
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from notices.fehler import Eingabefehler, Problem

if TYPE_CHECKING:
    from notices.model import Wahldaten

EXIT_OK = 0
EXIT_EINGABE = 2


class _Parser(argparse.ArgumentParser):
    """argparse with German usage errors (exit code 2, one sentence)."""

    def error(self, message: str) -> NoReturn:
        uebersetzt = (
            message.replace("the following arguments are required", "es fehlen die Angaben")
            .replace("unrecognized arguments", "unbekannte Angaben")
            .replace("invalid choice", "ungültige Auswahl")
            .replace("(choose from ", "(erlaubt: ")
            .replace("expected one argument", "erwartet einen Wert")
            .replace("argument ", "Angabe ")
        )
        self.print_usage(sys.stderr)
        print(f"Fehler: {uebersetzt}", file=sys.stderr)
        sys.exit(EXIT_EINGABE)


def _melde(probleme: Sequence[Problem], datei: str | None) -> None:
    vorne = f"{datei}: " if datei else ""
    for p in probleme:
        print(f"Fehler: {vorne}{p}", file=sys.stderr)


def _lade(pfad: str) -> Wahldaten:
    from notices.dienste import lade

    return lade(pfad)


def _drucke_json(objekt: Any) -> None:
    print(json.dumps(objekt, ensure_ascii=False, indent=2))


def schreibe_ausgabe(ziel: Path, inhalt: bytes) -> None:
    """Store a produced file without losing an earlier one (:func:`notices.archiv.sichere`) and say so."""
    from notices.archiv import sichere

    pfad, was = sichere(ziel, inhalt)
    if was == "neu":
        print(f"geschrieben: {pfad}")
    elif was == "unveraendert":
        print(f"unverändert: {pfad}")
    else:
        print(f"geschrieben: {pfad} (eine abweichende ältere Fassung bleibt daneben erhalten)")


def standardname(*teile: str, endung: str = "pdf") -> Path:
    """The default output file in the current folder, from fixed words and ids made safe
    (:func:`notices.archiv.slug`): an id like ``../x`` or ``CON`` cannot leave the folder or fail."""
    from notices.archiv import slug

    return Path("-".join(slug(t, 60) for t in teile) + f".{endung}")


# ------------------------------------------------------------------------------------------------
# fristen


def fristen_json(daten: Wahldaten) -> dict[str, Any]:
    """The stable JSON of ``notices fristen --json``."""
    from notices import recht

    rs = recht.rechtsstand(daten.wahl)
    return {
        "land": daten.wahl.land,
        "rechtsstand": rs.label,
        "fristen": [f.als_json() for f in recht.fristen(daten.wahl)],
        "hinweise": recht.hinweise(daten.wahl),
    }


def fristen_text(daten: Wahldaten) -> str:
    """The deadline calendar as a German plain-text table."""
    from notices import deutsch, recht

    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    zeilen = [
        f"Fristen und Termine – {wahl.amt}wahl {wahl.gemeinde}",
        f"Wahltag: {deutsch.datum_lang(wahl.wahltag)}",
        f"Rechtsstand: {rs.label}",
        "",
    ]
    for f in recht.fristen(wahl):
        zeit = f", {deutsch.uhrzeit(f.uhrzeit)}" if f.uhrzeit else ""
        zeilen.append(f"{deutsch.datum_lang(f.datum)}{zeit}")
        zeilen.append(f"    {f.beschreibung}")
        zeilen.append(f"    {f.vorschrift} – {f.rechnung}")
        if f.hinweis:
            zeilen.append(f"    Achtung: {f.hinweis}")
        zeilen.append("")
    for h in recht.hinweise(wahl):
        zeilen.append(f"Hinweis: {h}")
    return "\n".join(zeilen).rstrip() + "\n"


def fristen_ics(daten: Wahldaten) -> bytes:
    """The deadlines as an iCalendar file (RFC 5545); the same data gives the same bytes."""
    from datetime import datetime, time, timedelta

    from icalendar import Calendar, Event

    from notices import recht

    wahl = daten.wahl
    kal = Calendar()
    kal.add("prodid", "-//notices//Fristen der Bürgermeisterwahl//DE")
    kal.add("version", "2.0")
    kal.add("x-wr-calname", f"{wahl.amt}wahl {wahl.gemeinde} {wahl.wahltag.isoformat()}")
    stempel = datetime.combine(daten.stand, time(0, 0), tzinfo=UTC)
    for f in recht.fristen(wahl):
        ereignis = Event()
        ereignis.add("uid", f"{f.id}-{wahl.wahltag.isoformat()}@notices.{wahl.land.lower()}")
        ereignis.add("dtstamp", stempel)
        ereignis.add("summary", f"{f.beschreibung} ({wahl.gemeinde})")
        if f.uhrzeit is not None:
            beginn = datetime.combine(f.datum, f.uhrzeit)
            ereignis.add("dtstart", beginn)
            ereignis.add("dtend", beginn + timedelta(minutes=15))
        else:
            ereignis.add("dtstart", f.datum)
            ereignis.add("dtend", f.datum + timedelta(days=1))
        beschreibung = f"{f.vorschrift} – {f.rechnung}"
        if f.hinweis:
            beschreibung += f"\nAchtung: {f.hinweis}"
        ereignis.add("description", beschreibung)
        ereignis.add("categories", ["Wahl"])
        kal.add_component(ereignis)
    return kal.to_ical()


def _befehl_fristen(args: argparse.Namespace) -> int:
    daten = _lade(args.datei)
    if args.ics:
        schreibe_ausgabe(Path(args.ics), fristen_ics(daten))
    if args.json:
        _drucke_json(fristen_json(daten))
    elif not args.ics:
        print(fristen_text(daten), end="")
    return EXIT_OK


# ------------------------------------------------------------------------------------------------
# beispiel


BEISPIELE = {
    "BW": "musterhausen-2027.toml",
    "ST": "beispielstedt-st-2027.toml",
    "SL": "musterbach-sl-2027.toml",
}
"""The built-in example election of each Land (invented people)."""


def beispieldatei(land: str = "BW") -> Path:
    """The built-in example election of a Land (inside the wheel, or the repository's examples/)."""
    hier = Path(__file__).resolve().parent
    for kandidat in (hier / "_beispiele", hier.parent / "examples"):
        datei = kandidat / BEISPIELE[land]
        if datei.is_file():
            return datei
    raise FileNotFoundError(BEISPIELE[land])  # pragma: no cover - broken install


def _befehl_beispiel(args: argparse.Namespace) -> int:
    # The same as ``notices alle <built-in example> --out ORDNER`` (archive folder, manifest, Wahlakte).
    from notices.befehle.alle import ausfuehren

    return ausfuehren([str(beispieldatei(args.land))], args.out, jobs=1)


# ------------------------------------------------------------------------------------------------
# The parser

BEFEHLSMODULE: tuple[str, ...] = (
    "notices.befehle.bekanntmachung",
    "notices.befehle.formulare",
    "notices.befehle.pruefung",
    "notices.befehle.alle",
    "notices.befehle.web",
)
"""Modules under notices.befehle that add verbs: each has ``anmelden(verben)``. What ``notices
alle`` and ``notices beispiel`` write comes from the producers in :mod:`notices.befehle.alle`.
They must not import WeasyPrint at module level (``notices --help`` stays fast)."""


def _parser() -> argparse.ArgumentParser:
    from notices import __version__

    p = _Parser(
        prog="notices",
        description="Unterlagen zu Bewerbungen für die Bürgermeisterwahl: Fristen, Formblätter, "
        "Bescheinigungen, Bekanntmachungen.",
    )
    p.add_argument("--version", action="version", version=f"notices {__version__}")
    verben = p.add_subparsers(dest="verb", metavar="BEFEHL", parser_class=_Parser)

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
        help="alles für die eingebaute Beispielwahl (Musterhausen)",
        description="Erzeugt die Unterlagen der eingebauten Beispielwahl (wie notices alle).",
    )
    b.add_argument(
        "--land",
        choices=sorted(BEISPIELE),
        default="BW",
        help="Beispiel welchen Landes: BW Musterhausen (Standard), ST Beispielstedt, SL Musterbach",
    )
    b.add_argument("--out", metavar="ORDNER", default="ausgabe", help="Zielordner (Standard: ausgabe)")
    b.set_defaults(befehl=_befehl_beispiel)

    import importlib

    for name in BEFEHLSMODULE:
        importlib.import_module(name).anmelden(verben)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``notices`` command; returns the exit code."""
    parser = _parser()
    args = parser.parse_args(argv)
    befehl: Callable[[argparse.Namespace], int] | None = getattr(args, "befehl", None)
    if befehl is None:
        parser.print_help()
        return EXIT_EINGABE
    try:
        return befehl(args)
    except Eingabefehler as e:
        _melde(e.probleme, e.datei)
        return EXIT_EINGABE
    except OSError as e:
        print(f"Fehler: {e.filename or ''}: {e.strerror or e}".replace(": : ", ": "), file=sys.stderr)
        return EXIT_EINGABE
    except KeyboardInterrupt:  # pragma: no cover
        print("Abgebrochen.", file=sys.stderr)
        return 130


RENDERNDE_VERBEN: dict[str, tuple[str | None, str | None]] = {
    "formblatt": (None, None),
    "bescheinigung": (None, None),
    "versicherung": (None, None),
    "bekanntmachung": (None, "--json"),
    "stichwahl-benachrichtigung": (None, "--json"),
    "pruefen": ("--pdf", None),
    "maengel": ("--out", None),
}
"""Verbs that render one PDF, as (only with this option, not with this option): for these the command
line starts the PDF engine before it even builds its parser (:mod:`notices.vorlauf`). ``notices alle``
renders many documents and spends its time rendering, not starting: it does without."""


def _vorlauf_noetig(argv: Sequence[str]) -> tuple[bool, str | None]:
    """Whether the command line ``argv`` will render a PDF, and its ``--vorlagen`` folder.

    Looked at before argparse (which costs ~50 ms to build): a wrong guess costs nothing but a
    little work in the background, the parser still decides everything."""
    if not argv or argv[0] not in RENDERNDE_VERBEN or "-h" in argv or "--help" in argv:
        return False, None

    def ist(argument: str, option: str) -> bool:
        # argparse also takes an unambiguous abbreviation (--vorl for --vorlagen) and --option=value
        name = argument.partition("=")[0]
        return len(name) > 2 and name.startswith("--") and option.startswith(name)

    def hat(option: str) -> bool:
        return any(ist(a, option) for a in argv)

    mit, ohne = RENDERNDE_VERBEN[argv[0]]
    if (mit is not None and not hat(mit)) or (ohne is not None and hat(ohne)):
        return False, None
    vorlagen = None
    for i, a in enumerate(argv):
        if ist(a, "--vorlagen"):
            if "=" in a:
                vorlagen = a.partition("=")[2]
            elif i + 1 < len(argv):
                vorlagen = argv[i + 1]
    return True, vorlagen


def run() -> NoReturn:
    """Console-script entry point: starts the PDF engine ahead for verbs that render, then :func:`main`."""
    noetig, vorlagen = _vorlauf_noetig(sys.argv[1:])
    if noetig:
        from notices import vorlauf

        vorlauf.starte(vorlagen)
    _beenden(main())


def _beenden(code: int) -> NoReturn:
    """End the command without tearing the interpreter down module by module.

    Everything the command writes to files is written, synced and closed by the time :func:`main`
    returns (:func:`notices.archiv.sichere`); what is left at exit is freeing memory, ~50–70 ms with
    pydantic, Jinja and WeasyPrint loaded. So: flush the standard streams, run the exit handlers
    (notices' own remove WeasyPrint's temporary font folders and let the engine process go), flush
    again, and leave with ``os._exit``. Output that cannot be written is an error, as it would be at
    a normal exit (exit code 120), except a closed pipe (``notices … | head``)."""
    import atexit
    import os

    ausfuehren = getattr(atexit, "_run_exitfuncs", None)
    if ausfuehren is None:  # pragma: no cover - another Python: the ordinary exit
        sys.exit(code)
    fehler = _leeren()
    ausfuehren()
    fehler = fehler or _leeren()
    if fehler is not None:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            sys.stderr.write(f"Fehler: Die Ausgabe konnte nicht geschrieben werden: {fehler}\n")
            sys.stderr.flush()
        code = code or 120
    os._exit(code)


def _leeren() -> OSError | ValueError | None:
    """Flush stdout and stderr; the first failure other than a closed pipe (``notices … | head``)."""
    for strom in (sys.stdout, sys.stderr):
        if strom is None:
            continue
        try:
            strom.flush()
        except BrokenPipeError:
            pass
        except (OSError, ValueError) as e:
            return e
    return None
