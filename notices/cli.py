"""The ``notices`` command: German verbs a clerk recognises.

Errors in the input: one German sentence per problem (with the key path), exit code 2, no
traceback, nothing written. Heavy libraries (WeasyPrint) are imported only by the verbs that
render, so ``notices --help`` and ``notices fristen`` start fast.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from notices.befehle import meldung
from notices.exitcodes import EXIT_ABGEBROCHEN, EXIT_AUSGABE, EXIT_EINGABE, EXIT_FEHLGESCHLAGEN, EXIT_OK
from notices.fehler import MELDUNGSLAENGE, Eingabefehler, Problem, melde_unerwartet, os_fehler, os_grund, zeigbar


class _Parser(argparse.ArgumentParser):
    """argparse with usage errors as one sentence (``Fehler: …``, exit code 2); argparse's own words come
    from the German catalogue (:mod:`notices.befehle.katalog`), while :func:`main` parses."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"Fehler: {zeigbar(message, MELDUNGSLAENGE)}", file=sys.stderr)
        sys.exit(EXIT_EINGABE)


def _melde(probleme: Sequence[Problem], datei: str | None) -> None:
    # text from the data is printed escaped: no control or direction characters reach the terminal
    vorne = f"{zeigbar(datei, MELDUNGSLAENGE)}: " if datei else ""
    for p in probleme:
        print(f"Fehler: {vorne}{zeigbar(meldung(p), MELDUNGSLAENGE)}", file=sys.stderr)


BEFEHLSMODULE: tuple[str, ...] = (
    "notices.befehle.fristen",
    "notices.befehle.bekanntmachung",
    "notices.befehle.formulare",
    "notices.befehle.pruefen",
    "notices.befehle.alle",
    "notices.befehle.web",
)
"""Modules under notices.befehle that add verbs: each has ``anmelden(verben)``. They must not import
WeasyPrint at module level (``notices --help`` stays fast) nor this module."""


def _parser() -> argparse.ArgumentParser:
    from notices import __version__
    from notices.befehle.vervollstaendigung import SHELLS, Vervollstaendigung
    from notices.exitcodes import hilfetext

    p = _Parser(
        prog="notices",
        description="Unterlagen zu Bewerbungen für die Bürgermeisterwahl: Fristen, Formblätter, "
        "Bescheinigungen, Bekanntmachungen.",
        epilog=f"„notices BEFEHL --help“ zeigt die Angaben eines Befehls. {hilfetext()}",
    )
    # argparse 3.11 does not take this help text through gettext: given here
    p.add_argument(
        "--version", action="version", version=f"notices {__version__}", help="die Versionsnummer zeigen und beenden"
    )
    p.add_argument(
        "--vervollstaendigung",
        action=Vervollstaendigung,
        help=f"ein Skript für die Vervollständigung der Befehle und Optionen mit der Tabulatortaste ausgeben "
        f"({', '.join(SHELLS)}), z. B. notices --vervollstaendigung bash > ~/.local/share/bash-completion/"
        "completions/notices",
    )
    verben = p.add_subparsers(dest="verb", metavar="BEFEHL", parser_class=_Parser)
    import importlib

    for name in BEFEHLSMODULE:
        importlib.import_module(name).anmelden(verben)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``notices`` command; returns the exit code."""
    from notices.befehle.katalog import auf_deutsch

    with auf_deutsch():
        parser = _parser()
        args = parser.parse_args(argv)
        befehl: Callable[[argparse.Namespace], int] | None = getattr(args, "befehl", None)
        if befehl is None:
            parser.print_help()
            return EXIT_EINGABE
    wache = _Wache(sys.stdout) if sys.stdout is not None else None  # no standard output at all (pythonw, a service)
    if wache is not None:
        sys.stdout = wache  # type: ignore[assignment]
    try:
        return befehl(args)
    except Eingabefehler as e:
        _melde(e.probleme, e.datei)
        return EXIT_EINGABE
    except OSError as e:
        if wache is not None and e is wache.fehler and isinstance(e, BrokenPipeError):
            return EXIT_OK  # the reader has what it wanted (notices … | head): no error
        if wache is not None and e is wache.fehler:
            # printing to standard output failed (a full disk behind "> datei", /dev/full): exit 120
            print(f"Fehler: Die Ausgabe konnte nicht geschrieben werden: {os_grund(e)}.", file=sys.stderr)
            return EXIT_AUSGABE
        print(f"Fehler: {zeigbar(os_fehler(e), MELDUNGSLAENGE)}", file=sys.stderr)
        return EXIT_EINGABE
    except KeyboardInterrupt:  # pragma: no cover
        print("Abgebrochen.", file=sys.stderr)
        return EXIT_ABGEBROCHEN
    except Exception as e:  # a bug of notices (also RecursionError, MemoryError): one sentence, details in a file
        print(f"Fehler: {melde_unerwartet(e, ' '.join(argv or sys.argv[1:]))}", file=sys.stderr)
        return EXIT_FEHLGESCHLAGEN
    finally:
        if wache is not None and sys.stdout is wache:
            sys.stdout = wache.strom


class _Wache:
    """Standard output as the verbs see it: every write goes through, and a write that fails is remembered,
    so that :func:`main` tells an output that cannot be written (``> /dev/full``, a full disk; exit 120)
    from a file that cannot be written (exit 2)."""

    def __init__(self, strom: Any) -> None:
        self.strom = strom
        self.fehler: OSError | None = None

    def write(self, text: str) -> int:
        try:
            return self.strom.write(text)  # type: ignore[no-any-return]
        except OSError as e:
            self.fehler = e
            _ins_leere(self.strom)  # what is still buffered goes nowhere, without a second error at exit
            raise

    def flush(self) -> None:
        try:
            self.strom.flush()
        except OSError as e:
            self.fehler = e
            _ins_leere(self.strom)
            raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self.strom, name)


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
    """End the command the ordinary way (``sys.exit``): the exit handlers run (notices' own remove
    WeasyPrint's temporary font folders and let the engine process go), then the interpreter.

    Standard output and error are flushed first, so that output that cannot be written is reported as
    an error in one German sentence with exit code 120 (what Python's own exit would give, with its
    "Exception ignored" instead), except a closed pipe (``notices … | head``), which is no error. A
    stream that could not be flushed is pointed at /dev/null, so that the interpreter's last flush at
    exit does not fail (and complain, and change the exit code) a second time."""
    fehler = _leeren()
    if fehler is not None:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            grund = os_grund(fehler) if isinstance(fehler, OSError) else "der Ausgabestrom ist geschlossen"
            sys.stderr.write(f"Fehler: Die Ausgabe konnte nicht geschrieben werden: {grund}.\n")
            sys.stderr.flush()
        code = code or EXIT_AUSGABE
    sys.exit(code)


def _leeren() -> OSError | ValueError | None:
    """Flush stdout and stderr; the first failure other than a closed pipe (``notices … | head``).
    Each stream that fails is pointed at /dev/null (:func:`_ins_leere`)."""
    fehler: OSError | ValueError | None = None
    for strom in (sys.stdout, sys.stderr):
        if strom is None:
            continue
        try:
            strom.flush()
        except (OSError, ValueError) as e:
            _ins_leere(strom)
            if fehler is None and not isinstance(e, BrokenPipeError):
                fehler = e
    return fehler


def _ins_leere(strom: object) -> None:
    """Point the descriptor under ``strom`` at /dev/null: what is still buffered is then dropped without
    an error (the recipe of Python's documentation for SIGPIPE). Nothing if it has no descriptor."""
    import os

    with contextlib.suppress(OSError, ValueError, AttributeError):
        fd = strom.fileno()  # type: ignore[attr-defined]
        leer = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(leer, fd)
        finally:
            os.close(leer)
