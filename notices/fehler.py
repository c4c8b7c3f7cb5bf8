"""Problems in the input: one German sentence each, with its key path (no heavy imports here)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One problem in the input: the key path and one German sentence."""

    pfad: str
    text: str
    argument: bool = False
    """True where ``pfad`` names an argument of the call (``datum``, ``bewerber``), not a key of the data
    file: the command line shows it as its option (``--datum``), the web page as its field."""

    def __str__(self) -> str:
        return f"{self.pfad}: {self.text}" if self.pfad else self.text


def argumentproblem(name: str, text: str) -> Problem:
    """A problem with an argument of the call (a service's keyword, as the API names it: ``datum``,
    ``stichwahl_entfaellt``); the front ends name it their way (``--datum``, the field "Datum")."""
    return Problem(name, text, argument=True)


class Eingabefehler(Exception):
    """The input cannot be used; carries every problem found (CLI: exit code 2)."""

    def __init__(self, probleme: Iterable[Problem], datei: str | None = None) -> None:
        self.probleme = list(probleme)
        self.datei = datei
        super().__init__("\n".join(str(p) for p in self.probleme))


class Entbehrlich(Eingabefehler):
    """A document refused only because the law does not need it (no support signatures needed); the caller
    may ask for it anyway (the services' ``trotzdem``)."""


MELDUNGSLAENGE = 2000
"""Characters of one message on the terminal (a sentence with a long value is cut, not the terminal flooded)."""


def zeigbar(text: str, laenge: int = 120) -> str:
    """Text as it may be printed on a terminal: control, format and direction characters escaped
    (``\\x1b``, ``\\u202e``: an escape sequence or a right-to-left override from the data cannot act on
    the terminal), at most ``laenge`` characters."""
    if text.isprintable():
        return text if len(text) <= laenge else text[: laenge - 1] + "…"
    text = "".join(c if c.isprintable() else (f"\\x{ord(c):02x}" if ord(c) < 256 else f"\\u{ord(c):04x}") for c in text)
    return text if len(text) <= laenge else text[: laenge - 1] + "…"


def melde_unerwartet(fehler: BaseException, wo: str = "") -> str:
    """The German sentence for an error that is a bug of notices (not of the input); the traceback is
    written to a new file in the temporary folder, which the sentence names."""
    import tempfile
    import traceback

    try:
        fd, pfad = tempfile.mkstemp(prefix="notices-fehler-", suffix=".txt")
        with open(fd, "w", encoding="utf-8", errors="backslashreplace") as f:
            if wo:
                f.write(f"{wo}\n")
            f.write("".join(traceback.format_exception(fehler)))
        details = f"Einzelheiten in {pfad}"
    except OSError:
        details = "Einzelheiten konnten nicht gespeichert werden"
    return (
        f"unerwarteter Fehler ({type(fehler).__name__}) – ein Fehler in notices, nicht in der Eingabe; "
        f"{details} (bitte mit der Datendatei melden)."
    )


_OS_GRUENDE: dict[str, str] = {
    "ENOSPC": "auf dem Datenträger ist kein Platz mehr",
    "EDQUOT": "das Speicherkontingent ist erschöpft",
    "EACCES": "dafür fehlt die Berechtigung",
    "EPERM": "dafür fehlt die Berechtigung",
    "EROFS": "das Dateisystem ist nur lesbar",
    "ENOENT": "gibt es nicht (oder ein Ordner auf dem Weg dorthin fehlt)",
    "EEXIST": "gibt es schon",
    "EISDIR": "ist ein Ordner, keine Datei",
    "ENOTDIR": "ein Teil des Pfades ist kein Ordner",
    "ENAMETOOLONG": "der Name ist zu lang",
    "EIO": "der Datenträger meldet einen Ein-/Ausgabefehler",
    "EMFILE": "zu viele Dateien sind gleichzeitig geöffnet",
    "ENFILE": "zu viele Dateien sind gleichzeitig geöffnet",
    "ENOMEM": "der Arbeitsspeicher reicht nicht",
    "EBUSY": "ist gerade belegt",
    "ETXTBSY": "ist gerade belegt",
    "EXDEV": "liegt auf einem anderen Datenträger",
    "ENXIO": "ist keine gewöhnliche Datei (eine FIFO ohne Leser oder ein Gerät)",
    "EPIPE": "der Empfänger hat die Verbindung geschlossen",
    "ENOTEMPTY": "der Ordner ist nicht leer",
    "ELOOP": "symbolische Verweise bilden eine Schleife",
    "EINVAL": "der Name oder die Angabe ist für das Betriebssystem ungültig",
    "EFBIG": "die Datei wäre zu groß für das Dateisystem",
}


def os_grund(fehler: OSError) -> str:
    """What the operating system reported, as German words (its own text is English): by errno."""
    import errno

    name = errno.errorcode.get(fehler.errno or 0, "")
    return _OS_GRUENDE.get(name, f"das Betriebssystem meldet den Fehler {name or fehler.errno or 'ohne Nummer'}")


def os_fehler(fehler: OSError, datei: str | None = None) -> str:
    """One German sentence for an error of the operating system, naming the file (``datei``, else the one
    the error names, else "eine Datei")."""
    name = datei or (str(fehler.filename) if fehler.filename not in (None, "") else None)
    wo = f"„{zeigbar(name, 300)}“" if name else "Eine Datei"
    zweite = f" (mit „{zeigbar(str(fehler.filename2), 300)}“)" if fehler.filename2 else ""
    return f"{wo}{zweite}: {os_grund(fehler)}."
