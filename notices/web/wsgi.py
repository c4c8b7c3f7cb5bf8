"""The application for a WSGI server (gunicorn, waitress-serve, mod_wsgi): ``notices.web.wsgi:app``.

Configured by the environment, as a service unit sets it:

- ``NOTICES_ORDNER`` – the folder of data files (required);
- ``NOTICES_PASSWORT`` – the password of every request (required unless only this computer connects);
- ``NOTICES_HINTER_PROXY`` – the number of reverse proxies in front (TLS), default 0;
- ``NOTICES_KONTEN`` – the accounts file (default ``.notices-web-konten.toml`` in the folder);
- ``NOTICES_BENUTZER_KOPF`` – the header in which the reverse proxy names the signed-in user
  (``X-Remote-User``); only behind a proxy that sets it itself.
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
        konten=os.environ.get("NOTICES_KONTEN") or None,
        benutzer_kopf=os.environ.get("NOTICES_BENUTZER_KOPF", ""),
    )


app = _app()
