"""The exit codes of the ``notices`` command: one set, one meaning each (docs/befehle.md, "Exit codes").

A script can tell them apart: 0 done, 3 done and something was found that a person must look at (a
damaged archive, an application the check proposes to reject), 2 the input cannot be used, 1 notices
itself failed. 1 is also what Python gives for any failure outside notices' own handling (a broken
installation, an interpreter that cannot start), so "findings" cannot be mistaken for it.
"""

from __future__ import annotations

EXIT_OK = 0
"""Done, nothing to report."""

EXIT_FEHLGESCHLAGEN = 1
"""The program failed: an unexpected error (a bug of notices, one sentence, details in a file), an
election of ``alle`` that could not be completed, or a failure before notices could handle it."""

EXIT_EINGABE = 2
"""Bad input – the data file, a signer list, an option: one German sentence per problem, nothing written."""

EXIT_BEFUND = 3
"""Done, with findings: ``archiv-pruefen`` found problems, ``archiv-loeschen`` could not delete what was
due, ``pruefen`` proposes to reject an application, ``alle`` kept a file changed by hand aside."""

EXIT_AUSGABE = 120
"""Standard output or error could not be written (Python's own code for that; a closed pipe is no error)."""

EXIT_ABGEBROCHEN = 130
"""Interrupted (Strg+C), as a shell reports a command ended by SIGINT."""

BEDEUTUNG: dict[int, str] = {
    EXIT_OK: "erledigt",
    EXIT_FEHLGESCHLAGEN: "notices ist gescheitert (ein unerwarteter Fehler, Einzelheiten in einer Datei)",
    EXIT_EINGABE: "ungültige Eingabe (Datendatei, Unterschriftenliste oder Angabe), nichts geschrieben",
    EXIT_BEFUND: "erledigt, mit Befund (z. B. Archiv beschädigt, Zurückweisung vorgeschlagen)",
    EXIT_AUSGABE: "die Ausgabe konnte nicht geschrieben werden",
    EXIT_ABGEBROCHEN: "abgebrochen",
}
"""Each code in one German phrase, as ``notices --help`` lists them."""


def hilfetext() -> str:
    """The exit codes as the closing paragraph of ``notices --help``."""
    return "Exit-Codes: " + "; ".join(f"{code} {text}" for code, text in BEDEUTUNG.items()) + "."
