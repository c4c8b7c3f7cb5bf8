"""The application for a WSGI server (gunicorn, waitress-serve, mod_wsgi): ``notices.web.wsgi:app``.

Configured by the environment, as a service unit sets it:

- ``NOTICES_ORDNER`` – the folder of data files (required);
- ``NOTICES_PASSWORT`` – the password of every request (required unless only this computer connects);
- ``NOTICES_HINTER_PROXY`` – the number of reverse proxies in front (TLS), 0 to 10 as ``--hinter-proxy``,
  default 0;
- ``NOTICES_KONTEN`` – the accounts file (default ``.notices-web-konten.toml`` in the folder);
- ``NOTICES_BENUTZER_KOPF`` – the header in which the reverse proxy names the signed-in user
  (``X-Remote-User``); only behind a proxy that sets it itself.
"""

from __future__ import annotations

import os

from notices.web import erstelle_app


def _proxys() -> int:
    """``NOTICES_HINTER_PROXY`` as a whole number from 0 to ``HOECHSTENS_PROXYS``, like ``web --hinter-proxy``
    (a negative count would be given to Werkzeug's ProxyFix silently); otherwise one German sentence."""
    from notices.befehle.web import HOECHSTENS_PROXYS

    text = os.environ.get("NOTICES_HINTER_PROXY", "").strip()
    if not text:
        return 0
    try:
        n = int(text)
    except ValueError:
        n = -1
    if not 0 <= n <= HOECHSTENS_PROXYS:
        raise SystemExit(
            f"notices web: NOTICES_HINTER_PROXY muss die Zahl der Reverse-Proxys davor sein, eine ganze Zahl von "
            f"0 bis {HOECHSTENS_PROXYS}, nicht „{text[:40]}“."
        )
    return n


def _app():  # type: ignore[no-untyped-def]
    ordner = os.environ.get("NOTICES_ORDNER")
    if not ordner or not os.path.isdir(ordner):
        raise SystemExit("notices web: NOTICES_ORDNER muss ein Ordner mit den Datendateien sein.")
    hinter_proxy = _proxys()
    return erstelle_app(
        ordner,
        passwort=os.environ.get("NOTICES_PASSWORT") or None,
        vorwaermen=True,
        hinter_proxy=hinter_proxy,
        konten=os.environ.get("NOTICES_KONTEN") or None,
        benutzer_kopf=os.environ.get("NOTICES_BENUTZER_KOPF", ""),
    )


app = _app()
