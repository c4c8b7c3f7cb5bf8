"""A data file that is not TOML, told in German with line and column (the parser's English never reaches a clerk).

Python's TOML parser (:mod:`tomllib`, the same code as the ``tomli`` package) raises
:class:`tomllib.TOMLDecodeError` with an English message and, from Python 3.14 on, the position as
attributes (``msg``, ``lineno``, ``colno``); before, only as the message's suffix ``(at line 3, column
7)``. Each of the parser's messages (Python 3.11 to 3.14, tomli 2.x) has its German sentence here; a
message not known here – a later Python's – still becomes a German sentence, without the English
text. ``tests/test_toml_fehler.py`` reads the parser's own source and checks that every message in it
is known here.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

_ORT = re.compile(r"\s*\(at (?:line (\d+), column (\d+)|end of document)\)\s*$")


def _schluessel(text: str) -> str:
    """A key as the parser gives it (``('wahl', 'amt')`` or ``'amt'``) as a dotted path: ``wahl.amt``."""
    try:
        wert = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return "…"
    if isinstance(wert, tuple) and all(isinstance(t, str) for t in wert):
        return ".".join(wert) or "…"
    return wert if isinstance(wert, str) else "…"


def _zeichen(text: str, wo: str) -> str:
    """The sentence for a control character (as the parser gives it, ``'\\x01'``) in a text or comment."""
    try:
        wert = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        wert = None
    if wert in ("\n", "\r"):
        return "ein Text wird nicht in derselben Zeile mit seinem Anführungszeichen geschlossen"
    zeichen = f"das Zeichen U+{ord(wert):04X}" if isinstance(wert, str) and len(wert) == 1 else "ein Zeichen"
    return f"{wo} steht {zeichen}, ein Steuerzeichen, das TOML dort nicht erlaubt"


def _erwartet(text: str) -> str:
    try:
        wert = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        wert = None
    if wert in ("'", "'''", '"', '"""'):
        return f"ein Text wird nicht mit {wert} geschlossen"
    return "die Datei endet, bevor ein Text oder Kommentar geschlossen ist"


MELDUNGEN: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(muster + r"\Z", re.DOTALL), satz)
    for muster, satz in (
        (
            r"Invalid statement",
            lambda m: (
                "hier beginnt keine gültige Zeile (erwartet wird schluessel = wert, [tabelle] oder [[liste]]; "
                "ein Schlüssel mit Umlaut oder Leerzeichen steht in Anführungszeichen)"
            ),
        ),
        (
            r"Expected newline or end of document after a statement",
            lambda m: (
                "nach einer vollständigen Angabe steht noch etwas in derselben Zeile (jede Angabe auf eine "
                "eigene Zeile; ein Text gehört in Anführungszeichen)"
            ),
        ),
        (
            r"Expected '=' after a key in a key/value pair",
            lambda m: "nach dem Schlüssel fehlt das Gleichheitszeichen (schluessel = wert)",
        ),
        (
            r"Invalid initial character for a key part",
            lambda m: (
                "ein Schlüssel beginnt mit einem unzulässigen Zeichen (erlaubt sind Buchstaben ohne Umlaut, "
                "Ziffern, - und _, sonst der Schlüssel in Anführungszeichen)"
            ),
        ),
        (
            r"Cannot overwrite a value",
            lambda m: "dieser Schlüssel hat schon einen Wert; jeder Schlüssel darf nur einmal vorkommen",
        ),
        (
            r"Cannot declare (.+) twice",
            lambda m: (
                f"die Tabelle [{_schluessel(m.group(1))}] gibt es schon weiter oben in der Datei (jede Tabelle "
                "darf nur einmal angelegt werden)"
            ),
        ),
        (
            r"Cannot mutate immutable namespace (.+)",
            lambda m: (
                f"„{_schluessel(m.group(1))}“ ist schon vollständig angegeben (als Wert oder Tabelle in "
                "geschweiften Klammern) und kann hier nicht ergänzt werden"
            ),
        ),
        (
            r"Cannot redefine namespace (.+)",
            lambda m: (
                f"„{_schluessel(m.group(1))}“ ist schon als Tabelle angelegt und kann hier nicht neu angelegt werden"
            ),
        ),
        (
            r"Expected '\]' at the end of a table declaration",
            lambda m: "der Name der Tabelle wird nicht mit ] geschlossen",
        ),
        (
            r"Expected '\]\]' at the end of an array declaration",
            lambda m: "der Name des Listeneintrags wird nicht mit ]] geschlossen",
        ),
        (r"Unclosed array", lambda m: "eine Liste wird nicht mit ] geschlossen (oder ein Komma fehlt)"),
        (
            r"Unclosed inline table",
            lambda m: (
                "eine Tabelle in geschweiften Klammern wird nicht mit } geschlossen (oder ein Komma fehlt; "
                "sie muss in einer Zeile stehen)"
            ),
        ),
        (
            r"Duplicate inline table key (.+)",
            lambda m: (
                f"der Schlüssel „{_schluessel(m.group(1))}“ steht zweimal in derselben Tabelle in geschweiften Klammern"
            ),
        ),
        (
            r"Unescaped '\\' in a string",
            lambda m: (
                "ein Backslash in einem Text beginnt keine gültige Escape-Folge (einen Backslash als \\\\ "
                "schreiben oder den Text in einfache Anführungszeichen setzen)"
            ),
        ),
        (
            r"Invalid hex value",
            lambda m: "nach \\u oder \\U in einem Text stehen nicht 4 bzw. 8 hexadezimale Ziffern",
        ),
        (
            r"Escaped character is not a Unicode scalar value",
            lambda m: "eine Escape-Folge \\u oder \\U in einem Text bezeichnet kein gültiges Zeichen",
        ),
        (r"Unterminated string", lambda m: "ein Text wird nicht mit seinem Anführungszeichen geschlossen"),
        (
            r"Illegal character (.+)",
            lambda m: _zeichen(m.group(1), "in einem Text"),
        ),
        (
            r"Found invalid character (.+)",
            lambda m: _zeichen(m.group(1), "in einem Text oder Kommentar"),
        ),
        (r"Expected (.+)", lambda m: _erwartet(m.group(1))),
        (
            r"Invalid date or datetime",
            lambda m: (
                "ein Datum oder eine Uhrzeit gibt es so nicht (erwartet JJJJ-MM-TT, z. B. 2027-03-14, oder "
                "JJJJ-MM-TTTHH:MM)"
            ),
        ),
        (
            r"Invalid value",
            lambda m: (
                "hier steht kein gültiger Wert (ein Text gehört in Anführungszeichen, z. B. "
                'gemeinde = "Musterhausen"; ein Datum wie 2027-03-14; eine Zahl ohne Tausenderpunkt)'
            ),
        ),
    )
)
"""The parser's messages (without the position) and their German sentence."""

UNBEKANNT = "der Inhalt entspricht hier nicht den Regeln von TOML"
"""The sentence for a message of the parser not known here (a later Python's)."""


def satz(meldung: str) -> str:
    """The German sentence for one message of the TOML parser (without its position)."""
    for muster, bilde in MELDUNGEN:
        treffer = muster.match(meldung.strip())
        if treffer:
            return bilde(treffer)
    return UNBEKANNT


def stelle(fehler: ValueError) -> tuple[str, tuple[int, int] | None]:
    """The message without its position, and (line, column) – None at the end of the document."""
    text = str(getattr(fehler, "msg", None) or fehler)
    zeile, spalte = getattr(fehler, "lineno", None), getattr(fehler, "colno", None)
    ort = _ORT.search(text)
    if ort:
        text = text[: ort.start()]
        if zeile is None and ort.group(1):
            zeile, spalte = int(ort.group(1)), int(ort.group(2))
    if isinstance(zeile, int) and isinstance(spalte, int):
        return text, (zeile, spalte)
    return text, None


def beschreibung(fehler: ValueError, name: str) -> str:
    """The whole German sentence for a file ``name`` that the TOML parser refused."""
    meldung, ort = stelle(fehler)
    wo = f"in Zeile {ort[0]}, Spalte {ort[1]}" if ort else "am Ende der Datei"
    return f"Die Datei „{name}“ ist kein gültiges TOML {wo}: {satz(meldung)}."
