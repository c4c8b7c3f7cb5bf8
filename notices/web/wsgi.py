"""The application for a WSGI server (gunicorn, waitress-serve, mod_wsgi): ``notices.web.wsgi:app``.

Configured by the environment, as a service unit sets it:

- ``NOTICES_ORDNER`` – the folder of data files (required);
- ``NOTICES_PASSWORT`` – the password of every request (required unless only this computer connects);
- ``NOTICES_HINTER_PROXY`` – the number of reverse proxies in front (TLS), default 0.
"""

from __future__ import annotations

import os

from notices.web import erstelle_app


def _app():  # type: ignore[no-untyped-def]
    ordner = os.environ.get("NOTICES_ORDNER")
    if not ordner or not os.path.isdir(ordner):
        raise SystemExit("notices web: NOTICES_ORDNER muss ein Ordner mit den Datendateien sein.")
    return erstelle_app(
        ordner,
        passwort=os.environ.get("NOTICES_PASSWORT") or None,
        vorwaermen=True,
        hinter_proxy=int(os.environ.get("NOTICES_HINTER_PROXY", "0") or 0),
    )


app = _app()
