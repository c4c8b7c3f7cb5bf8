"""The folder of data files behind the web application: list, read, write atomically, keep old versions.

Every election is one TOML file directly in the folder (the same files the CLI reads). An election's id
is its file name without ``.toml``; ids and file names are checked so that nothing outside the folder
can be named. A save compares the version the form was based on (the SHA-256 of the file's bytes) with
the file on disk: a different version is a :class:`Konflikt`, never a silent overwrite. The previous
bytes are kept in ``.versionen/`` before the new ones replace them (:func:`notices.archiv.schreibe_atomar`).
"""

from __future__ import annotations

import contextlib
import difflib
import os
import re
import secrets
import tempfile
import threading
from dataclasses import dataclass
from glob import escape as glob_escape
from pathlib import Path

from notices import zeit
from notices.archiv import kurz_hash, schreibe_atomar, sha256, slug

DATEIRECHTE = 0o600
"""Every file the web writes holds personal data (addresses under Auskunftssperre, signers' birth
dates): readable and writable by the service's user only; its folders ``0o700``."""

VERSIONEN = ".versionen"
"""Hidden sub-folder holding the previous version of every save (data files and signer lists)."""

LISTEN = "unterschriften"
"""Sub-folder holding uploaded signer lists, under names the application chooses."""

_WAHL_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$")


class Unbekannt(LookupError):
    """No election with this id in the folder (or the id names something outside it)."""


@dataclass(frozen=True)
class Konflikt(Exception):
    """The file changed since the form was opened: the save is refused (another tab or the CLI)."""

    gespeichert: str
    eigene: str
    version: str

    @property
    def unterschied(self) -> str:
        """A unified diff from the saved file to what this save would have written."""
        return "".join(
            difflib.unified_diff(
                self.gespeichert.splitlines(keepends=True),
                self.eigene.splitlines(keepends=True),
                fromfile="gespeicherte Fassung",
                tofile="Ihre Fassung",
            )
        )


SCHLUESSELDATEI = ".notices-web-schluessel"
"""Hidden file in the folder holding the key that signs the browser's session (CSRF token): forms
opened before a restart of the server can still be sent."""


class Ordner:
    """The data files of one folder."""

    def __init__(self, pfad: str | Path) -> None:
        self.pfad = Path(pfad).resolve()
        self.sperre = threading.RLock()
        self._sperre = self.sperre
        for unter in (VERSIONEN, LISTEN):  # left readable by a copy or an older version: closed now
            with contextlib.suppress(OSError):
                if (self.pfad / unter).is_dir():
                    (self.pfad / unter).chmod(0o700)

    # -- names -------------------------------------------------------------------------------

    @staticmethod
    def gueltige_id(wid: str) -> bool:
        """Letters, digits, ``-`` and ``_`` only: an id can never name a path."""
        return bool(_WAHL_ID.fullmatch(wid))

    def _drinnen(self, pfad: Path) -> bool:
        try:
            echt = pfad.resolve()
        except OSError:
            return False
        return echt.parent == self.pfad

    def datei(self, wid: str) -> Path:
        """The data file of election ``wid``; raises :class:`Unbekannt` for a bad or unknown id."""
        if not self.gueltige_id(wid):
            raise Unbekannt(wid)
        pfad = self.pfad / f"{wid}.toml"
        if not pfad.is_file() or not self._drinnen(pfad):
            raise Unbekannt(wid)
        return pfad

    def wahlen(self) -> list[str]:
        """The ids of the data files in the folder, sorted (files linking outside are left out)."""
        ids = []
        for p in sorted(self.pfad.glob("*.toml")):
            if p.is_file() and self.gueltige_id(p.stem) and self._drinnen(p):
                ids.append(p.stem)
        return ids

    def sitzungsschluessel(self) -> bytes:
        """The key that signs the session cookies, kept in the folder (created once, readable by the owner
        only), so that a restart of the server does not expire the open forms."""
        pfad = self.pfad / SCHLUESSELDATEI
        with contextlib.suppress(OSError):
            inhalt = pfad.read_bytes()
            if len(inhalt) >= 32:
                return inhalt
        neu = secrets.token_bytes(32)
        try:
            fd = os.open(pfad, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:  # another process was quicker: use its key
            return pfad.read_bytes()
        except OSError:  # a read-only folder: a key for this run only
            return neu
        with os.fdopen(fd, "wb") as f:
            f.write(neu)
        return neu

    def listenname(self, wid: str, person_id: str, endung: str) -> str:
        """Where a signer list uploaded for a person is stored, relative to the folder (never the upload's name)."""
        return f"{LISTEN}/{wid}-{slug(person_id, 30)}-{kurz_hash(person_id)}{endung}"

    # -- reading -----------------------------------------------------------------------------

    def lies(self, wid: str) -> tuple[bytes, str]:
        """The bytes of the data file and their version (SHA-256)."""
        roh = self.datei(wid).read_bytes()
        return roh, sha256(roh)

    # -- writing -----------------------------------------------------------------------------

    def _sichere_alte(self, name: str, alt: bytes, *, immer: bool = False) -> None:
        stempel = zeit.jetzt().strftime("%Y%m%dT%H%M%S")
        stamm, _punkt, endung = name.rpartition(".")
        ziel = self.pfad / VERSIONEN / f"{stamm.replace('/', '_')}.{stempel}.{sha256(alt)[:12]}.{endung}"
        if not ziel.exists():
            schreibe_atomar(ziel, alt, modus=DATEIRECHTE)
        elif immer and ziel.read_bytes() != alt:  # pragma: no cover - same second, same hash prefix
            schreibe_atomar(ziel.with_suffix(f".{secrets.token_hex(4)}.{endung}"), alt, modus=DATEIRECHTE)

    def speichere(self, wid: str, neu: bytes, version: str) -> str:
        """Replace the data file if it is still at ``version``; keep the old bytes; return the new version.

        Raises :class:`Konflikt` if the file changed since ``version`` was read.
        """
        with self._sperre:
            pfad = self.datei(wid)
            alt = pfad.read_bytes()
            if sha256(alt) != version:
                raise Konflikt(alt.decode("utf-8", "replace"), neu.decode("utf-8", "replace"), sha256(alt))
            if alt != neu:
                self._sichere_alte(pfad.name, alt)
                schreibe_atomar(pfad, neu, modus=DATEIRECHTE)
            return sha256(neu)

    def lege_an(self, gemeinde: str, wahltag: str, neu: bytes) -> str:
        """Write a new data file named ``<gemeinde>-<wahltag>.toml`` (``-2``, ``-3`` … where the name is
        taken); never replaces an existing file, also when two requests or two servers create at once."""
        basis = f"{slug(gemeinde, 60)}-{slug(wahltag, 20)}"
        with self._sperre:
            for n in range(1, 1000):
                wid = basis if n == 1 else f"{basis}-{n}"
                ziel = self.pfad / f"{wid}.toml"
                if ziel.exists() or ziel.is_symlink():
                    continue
                if self._exklusiv(ziel, neu):
                    return wid
        raise FileExistsError(self.pfad / f"{basis}.toml")

    def _exklusiv(self, ziel: Path, inhalt: bytes) -> bool:
        """Write a new file under ``ziel`` complete or not at all; False when the name is taken (a hard
        link fails where the name exists; on a share without hard links: create exclusively, then fill)."""
        fd, tmp = tempfile.mkstemp(dir=self.pfad, prefix=".neu.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(inhalt)
                f.flush()
                os.fsync(f.fileno())
            try:
                os.link(tmp, ziel)
            except FileExistsError:
                return False
            except OSError:
                try:
                    os.close(os.open(ziel, os.O_WRONLY | os.O_CREAT | os.O_EXCL, DATEIRECHTE))
                except FileExistsError:
                    return False
                os.replace(tmp, ziel)
            return True
        finally:
            Path(tmp).unlink(missing_ok=True)

    def loesche(self, wid: str, version: str) -> None:
        """Remove an election's data file if it is still at ``version``; its bytes are kept in
        ``.versionen/`` first (the signer lists stay where they are). Raises :class:`Konflikt`."""
        with self._sperre:
            pfad = self.datei(wid)
            alt = pfad.read_bytes()
            if sha256(alt) != version:
                raise Konflikt(alt.decode("utf-8", "replace"), "", sha256(alt))
            self._sichere_alte(pfad.name, alt, immer=True)
            pfad.unlink()

    def loesche_liste(self, relativ: str, *, andere: bool = False) -> None:
        """Delete a signer list the web stored (under ``unterschriften/``) and its earlier versions: a
        deletion duty (the signers' birth dates). A list elsewhere, or named by another election, stays."""
        ziel = self.pfad / relativ
        try:
            if not ziel.resolve().is_relative_to((self.pfad / LISTEN).resolve()):
                return
        except OSError:
            return
        with self._sperre:
            if not andere:
                ziel.unlink(missing_ok=True)
            stamm, _, endung = relativ.rpartition(".")
            for alt in (self.pfad / VERSIONEN).glob(f"{glob_escape(stamm.replace('/', '_'))}.*.{endung}"):
                alt.unlink(missing_ok=True)

    def loesche_alles(self, wid: str, listen: list[str]) -> None:
        """After an election's deletion: its signer lists and every earlier version of its file and lists
        (the last version of the data file stays in ``.versionen``, to undo a mistaken deletion)."""
        for relativ in listen:
            self.loesche_liste(relativ)
        versionen = sorted((self.pfad / VERSIONEN).glob(f"{glob_escape(wid)}.*.toml"))
        for alt in versionen[:-1]:
            alt.unlink(missing_ok=True)

    def speichere_liste(self, relativ: str, inhalt: bytes) -> Path:
        """Store an uploaded signer list under ``relativ`` (from :meth:`listenname`); keep a different old one."""
        ziel = self.pfad / relativ
        if not ziel.resolve().is_relative_to(self.pfad / LISTEN):
            raise Unbekannt(relativ)
        with self._sperre:
            if ziel.exists():
                alt = ziel.read_bytes()
                if alt == inhalt:
                    return ziel
                self._sichere_alte(relativ, alt)
            schreibe_atomar(ziel, inhalt, modus=DATEIRECHTE)
        return ziel
