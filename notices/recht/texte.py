"""Texts of a Land's declaration with named placeholders: ``"{datum} liegt nach dem {spaet}"``.

A text names what it needs in braces; the program fills it with finished German strings. No logic:
no format specifications, no conversions, no attribute access – a placeholder is one name (with dots
for grouped facts such as ``{fs.nur_eine}``). Which names a text may use is fixed where the text is
declared, and checked when the Land is loaded, so that a typo in a declaration fails at once instead
of printing a brace in a document.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from typing import Any

_FORMATIERER = string.Formatter()


class Textfehler(ValueError):
    """A text of a declaration uses a placeholder it may not, or is not well formed."""


def platzhalter(text: str) -> list[str]:
    """The placeholder names of ``text`` in order (``{{`` and ``}}`` are literal braces)."""
    namen = []
    try:
        teile = list(_FORMATIERER.parse(text))
    except ValueError as e:
        raise Textfehler(f"{text!r}: {e}") from None
    for _, name, spezifikation, umwandlung in teile:
        if name is None:
            continue
        if not name or spezifikation or umwandlung or "[" in name:
            raise Textfehler(f"{text!r}: placeholder {{{name}}} must be a plain name")
        namen.append(name)
    return namen


def pruefe(text: str, erlaubt: Iterable[str], wo: str) -> None:
    """Raise :class:`Textfehler` unless every placeholder of ``text`` is in ``erlaubt``."""
    bekannt = set(erlaubt)
    for name in platzhalter(text):
        if name not in bekannt:
            raise Textfehler(f"{wo}: unknown placeholder {{{name}}}; allowed: {', '.join(sorted(bekannt)) or 'none'}")


def fuelle(text: str, werte: Mapping[str, Any]) -> str:
    """``text`` with each placeholder replaced by its value from ``werte`` (a value is used as given)."""
    teile = []
    for literal, name, _, _ in _FORMATIERER.parse(text):
        teile.append(literal)
        if name is not None:
            teile.append(str(werte[name]))
    return "".join(teile)
