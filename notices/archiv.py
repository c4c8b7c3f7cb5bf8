"""Writing produced files so that nothing is lost: atomic, never silently overwritten."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def schreibe_atomar(ziel: Path, inhalt: bytes) -> None:
    """Write ``inhalt`` to ``ziel`` atomically: temporary file in the same folder, fsync, rename."""
    ziel.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=ziel.parent, prefix=f".{ziel.name[:40]}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(inhalt)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, ziel)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    try:
        dfd = os.open(ziel.parent, os.O_RDONLY)
    except OSError:  # pragma: no cover - e.g. Windows
        return
    try:
        os.fsync(dfd)
    finally:
        os.close(dfd)


def sichere(ziel: Path, inhalt: bytes) -> tuple[Path, str]:
    """Store a produced document without losing an earlier one.

    Returns the path written and what happened: ``"neu"`` (new file), ``"unveraendert"`` (the
    same bytes are already there; nothing is written) or ``"version"`` (a different file is
    there: the new one is written beside it as ``name.2.ext``, ``name.3.ext`` …).
    """
    if not ziel.exists():
        schreibe_atomar(ziel, inhalt)
        return ziel, "neu"
    if ziel.read_bytes() == inhalt:
        return ziel, "unveraendert"
    nummer = 2
    while True:
        kandidat = ziel.with_name(f"{ziel.stem}.{nummer}{ziel.suffix}")
        if not kandidat.exists():
            schreibe_atomar(kandidat, inhalt)
            return kandidat, "version"
        if kandidat.read_bytes() == inhalt:
            return kandidat, "unveraendert"
        nummer += 1
