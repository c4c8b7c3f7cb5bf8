"""Problems in the input: one German sentence each, with its key path (no heavy imports here)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One problem in the input: the key path and one German sentence."""

    pfad: str
    text: str

    def __str__(self) -> str:
        return f"{self.pfad}: {self.text}" if self.pfad else self.text


class Eingabefehler(Exception):
    """The input cannot be used; carries every problem found (CLI: exit code 2)."""

    def __init__(self, probleme: Iterable[Problem], datei: str | None = None) -> None:
        self.probleme = list(probleme)
        self.datei = datei
        super().__init__("\n".join(str(p) for p in self.probleme))


def zeigbar(text: str, laenge: int = 120) -> str:
    """Text as it may be printed on a terminal: control characters escaped, at most ``laenge`` characters."""
    text = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in text)
    return text if len(text) <= laenge else text[: laenge - 1] + "…"
