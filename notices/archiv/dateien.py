"""Safe files: atomic writes that never lose an earlier file, hashes, and names made safe from any text.

Every write is atomic (temporary file in the same folder, fsync, rename); a produced file is never
overwritten: changed content becomes a new version beside the old one (``name.2.pdf``).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import re
import tempfile
import unicodedata
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from notices.model import Wahldaten

# ------------------------------------------------------------------------------------------------
# Atomic writes


def schreibe_atomar(ziel: Path, inhalt: bytes, *, modus: int | None = None) -> None:
    """Write ``inhalt`` to ``ziel`` atomically: temporary file in the same folder, fsync, rename.

    ``modus``: the file's permissions whatever the umask (``0o600`` for personal data: only the
    service's user reads it); folders created for it get the same for the owner only (``0o700``).
    Default: as the umask allows."""
    if modus is not None:
        _lege_ordner_an(ziel.parent, 0o700)
    ziel.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=ziel.parent, prefix=f".{ziel.name[:40]}.", suffix=TEMP_ENDUNG)
    try:
        with os.fdopen(fd, "wb") as f:
            if hasattr(os, "fchmod"):
                os.fchmod(f.fileno(), modus if modus is not None else 0o666 & ~_umask())
            f.write(inhalt)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, ziel)
    except BaseException as e:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(e, OSError) and e.filename is None:
            e.filename = str(ziel)  # a failed write names no file: the message names the one meant
        raise
    _fsync_ordner(ziel.parent)


def _lege_ordner_an(ordner: Path, modus: int) -> None:
    """Create missing folders with ``modus`` (not widened by the umask)."""
    fehlend = []
    p = ordner
    while not p.exists() and p != p.parent:
        fehlend.append(p)
        p = p.parent
    for q in reversed(fehlend):
        with contextlib.suppress(FileExistsError):
            q.mkdir(mode=modus)
            with contextlib.suppress(OSError):
                os.chmod(q, modus)


def _umask() -> int:
    """The process's umask, read without changing it where the system allows (threads may be writing)."""
    with contextlib.suppress(OSError, ValueError):
        for zeile in Path("/proc/self/status").read_text().splitlines():
            if zeile.startswith("Umask:"):
                return int(zeile.split()[1], 8)
    alt = os.umask(0o022)  # pragma: no cover - no /proc
    os.umask(alt)
    return alt


TEMP_ENDUNG = ".tmp"
"""Suffix of the temporary files of :func:`schreibe_atomar` (hidden: they start with a dot)."""


def _fsync_ordner(ordner: Path) -> None:
    try:
        dfd = os.open(ordner, os.O_RDONLY)
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
    if not ziel.is_file():
        raise OSError(errno.EISDIR if ziel.is_dir() else errno.ENXIO, "keine gewöhnliche Datei", str(ziel))
    if ziel.read_bytes() == inhalt:
        return ziel, "unveraendert"
    nummer = 2
    while True:
        kandidat = ziel.with_name(f"{ziel.stem}.{nummer}{ziel.suffix}")
        if not kandidat.exists():
            schreibe_atomar(kandidat, inhalt)
            return kandidat, "version"
        # only a regular file is read: a FIFO in its place would block the read for ever
        if kandidat.is_file() and kandidat.read_bytes() == inhalt:
            return kandidat, "unveraendert"
        nummer += 1


def sha256(inhalt: bytes) -> str:
    """The SHA-256 of some bytes, as lower-case hex."""
    return hashlib.sha256(inhalt).hexdigest()


def _sha256_datei(pfad: Path) -> str:
    h = hashlib.sha256()
    with pfad.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


# ------------------------------------------------------------------------------------------------
# Safe names: ids and names of people never reach the file system as they are

_WINDOWS_RESERVIERT = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"COM{i}" for i in [*range(10), "¹", "²", "³"]]
    + [f"LPT{i}" for i in [*range(10), "¹", "²", "³"]]
)
_UMLAUTE = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ẞ": "SS"})
_FESTER_TEIL = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$")


def kurz_hash(text: str, laenge: int = 8) -> str:
    """The first ``laenge`` hex digits of the SHA-256 of ``text`` (UTF-8, surrogates escaped)."""
    return sha256(text.encode("utf-8", "surrogatepass"))[:laenge]


def slug(text: str, laenge: int = 40) -> str:
    """Lower-case ASCII letters, digits and hyphens only, at most ``laenge`` characters, never empty.

    ``../``, ``/``, NUL, control characters and Windows device names (CON, NUL, COM1 …) cannot
    survive: whatever comes in, the result is a plain, harmless part of a file name.
    """
    text = unicodedata.normalize("NFKD", text.translate(_UMLAUTE))
    text = text.encode("ascii", "ignore").decode("ascii").lower()
    text = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    text = text[:laenge].rstrip("-")
    if not text:
        return "x"
    if text.upper() in _WINDOWS_RESERVIERT:
        return f"{text}-x"
    return text


def _fester_teil(wert: str, was: str) -> str:
    if not _FESTER_TEIL.fullmatch(wert):
        raise ValueError(f"{was} must be a fixed slug (a-z, 0-9, '-'), got {wert!r}")
    return wert


def wahlordner(daten: Wahldaten) -> str:
    """The folder of an election: ``<gemeinde>-<wahltag>``, e.g. ``musterhausen-2027-03-14``.

    An ordinary German place name becomes its slug; any other name also gets a short hash of the
    raw name, so that two different strange names never share a folder.
    """
    gemeinde = daten.wahl.gemeinde
    teil = slug(gemeinde, 60)
    if not re.fullmatch(r"[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß .'()-]{0,59}", gemeinde):
        teil = f"{slug(gemeinde, 40)}-{kurz_hash(gemeinde, 6)}"
    return f"{teil}-{daten.wahl.wahltag.isoformat()}"


def iso_tag(wert: object) -> date | None:
    """A day written ``JJJJ-MM-TT`` in a manifest, or None if it is not one (a manifest may be damaged)."""
    if not isinstance(wert, str):
        return None
    try:
        return date.fromisoformat(wert)
    except ValueError:
        return None
