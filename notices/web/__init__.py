"""``notices web``: a local web application for the Wahlamt over the same data files, law and documents.

Importing this package is cheap; Flask is imported by :func:`erstelle_app`.
"""

from __future__ import annotations

import ipaddress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices.fehler import Eingabefehler, Problem

if TYPE_CHECKING:
    from flask import Flask

LOKAL = frozenset({"localhost"})


def nur_lokal(host: str) -> bool:
    """True if ``host`` is this computer only (a loopback address or ``localhost``)."""
    if host.lower() in LOKAL:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def pruefe_bindung(host: str, passwort: str | bool | None) -> None:
    """Listening beyond this computer requires a sign-in (a password, accounts or a trusted proxy)."""
    if not nur_lokal(host) and not passwort:
        raise Eingabefehler(
            [
                Problem(
                    "--host",
                    f"„{host}“ ist von anderen Rechnern erreichbar; dann ist ein Passwort nötig "
                    "(--passwort oder Umgebungsvariable NOTICES_PASSWORT).",
                )
            ]
        )


def erstelle_app(ordner: str | Path, **optionen: Any) -> Flask:
    """The Flask application for the data files in ``ordner`` (see :func:`notices.web.app.erstelle_app`)."""
    from notices.web.app import erstelle_app as _erstelle

    return _erstelle(ordner, **optionen)
