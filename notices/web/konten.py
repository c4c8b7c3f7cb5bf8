"""Each person of the office by name: accounts with their role, or the user a trusted reverse proxy names.

Accounts live in a TOML file readable by the service's user only (default ``.notices-web-konten.toml`` in
the data folder, made with ``notices web-konto``)::

    [konten.mueller]
    rolle = "wahlamt"            # edits
    passwort = "scrypt:32768:8:1$…"

    [konten.aufsicht]
    rolle = "rechtsaufsicht"     # reads only

Passwords are stored as hashes of :func:`werkzeug.security.generate_password_hash` (scrypt, salted;
werkzeug is maintained with Flask and already installed with it) and compared by
:func:`~werkzeug.security.check_password_hash`. Behind a reverse proxy that signs the person in (the
office's directory), the proxy names the user in a header it sets (``--benutzer-kopf``); an account
without ``passwort`` then gives that user a role.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path

from notices.fehler import Eingabefehler, Problem

DATEI = ".notices-web-konten.toml"
ROLLEN = {"wahlamt": "Wahlamt (bearbeiten)", "rechtsaufsicht": "Rechtsaufsicht (nur lesen)"}
"""The roles: the Wahlamt edits, the Rechtsaufsicht reads."""
SCHREIBEN = frozenset({"wahlamt"})


@dataclass(frozen=True)
class Benutzer:
    """The person of a request: name and role."""

    name: str
    rolle: str

    @property
    def darf_schreiben(self) -> bool:
        return self.rolle in SCHREIBEN


@dataclass(frozen=True)
class Konto:
    name: str
    rolle: str
    passwort: str | None


def lies(pfad: Path) -> dict[str, Konto]:
    """The accounts of the file (none where there is no file); a damaged file is one German sentence."""
    try:
        roh = tomllib.loads(pfad.read_text("utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise Eingabefehler([Problem("--konten", f"„{pfad}“ lässt sich nicht lesen ({type(e).__name__}).")]) from None
    konten = {}
    for name, k in (roh.get("konten") or {}).items():
        rolle = k.get("rolle") if isinstance(k, dict) else None
        if rolle not in ROLLEN:
            raise Eingabefehler(
                [Problem("--konten", f"Konto „{name}“: die Rolle muss „wahlamt“ oder „rechtsaufsicht“ sein.")]
            )
        passwort = k.get("passwort")
        konten[str(name)] = Konto(str(name), rolle, str(passwort) if passwort else None)
    return konten


def pruefe(konten: dict[str, Konto], name: str, passwort: str) -> Benutzer | None:
    """The person if name and password match an account (compared through the hash in constant time)."""
    from werkzeug.security import check_password_hash

    konto = konten.get(name)
    if konto is None or not konto.passwort:
        # the same work as for a real account: a guesser learns nothing from the time it takes
        check_password_hash(_BLIND, passwort)
        return None
    return Benutzer(konto.name, konto.rolle) if check_password_hash(konto.passwort, passwort) else None


_BLIND = "scrypt:32768:8:1$notices$" + "0" * 128


def schreibe(pfad: Path, name: str, rolle: str, passwort: str | None) -> None:
    """Add or change one account (the others stay as they are), in a file only the owner reads."""
    import tomlkit
    from werkzeug.security import generate_password_hash

    from notices.archiv import schreibe_atomar

    if rolle not in ROLLEN:
        raise Eingabefehler([Problem("--rolle", "muss „wahlamt“ oder „rechtsaufsicht“ sein.")])
    try:
        dok = tomlkit.parse(pfad.read_text("utf-8"))
    except FileNotFoundError:
        dok = tomlkit.document()
    konten = dok.setdefault("konten", tomlkit.table())
    eintrag = tomlkit.table()
    eintrag["rolle"] = rolle
    if passwort:
        eintrag["passwort"] = generate_password_hash(passwort, method="scrypt")
    konten[name] = eintrag
    schreibe_atomar(pfad, tomlkit.dumps(dok).encode("utf-8"), modus=0o600)
    if hasattr(os, "chmod"):
        os.chmod(pfad, 0o600)
