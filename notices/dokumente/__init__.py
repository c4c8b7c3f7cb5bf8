"""Document views: each module builds the finished German strings of one kind of document."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Dokument:
    """A view ready for :func:`notices.render.render_dokument`: the template's finished strings and the
    PDF's metadata."""

    kontext: dict[str, Any]
    titel: str
    betreff: str
    stichworte: tuple[str, ...]
