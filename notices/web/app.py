"""The Flask application: one Blueprint per feature over the folder of data files.

Nothing here decides a legal question: the data goes through :func:`notices.dienste.validiere`, the
deadlines come from :func:`notices.recht.fristen`, the admission check from :func:`notices.pruefung.pruefe`
and every document from the services the CLI verbs use (:mod:`notices.dienste`).

- :mod:`notices.web.sicherheit` – password (guesses limited), Host names, CSRF, headers, error pages;
- :mod:`notices.web.wahlen` – the list, creating, editing, the overview, deleting an election;
- :mod:`notices.web.personen` – applicants and persons for the Stichwahl;
- :mod:`notices.web.listen` – signer lists;
- :mod:`notices.web.stichwahl` – the participants of the Stichwahl;
- :mod:`notices.web.dokumente` – previews, PDFs, the deadline calendar and the ZIP.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path

from flask import Flask

from notices import zeit
from notices.web import dokumente, listen, personen, sicherheit, stichwahl, wahlen, worte
from notices.web.formular import PERSONENARTEN
from notices.web.gemeinsam import HOECHSTGROESSE, Umgebung
from notices.web.speicher import Ordner
from notices.web.zwischenspeicher import installiere


def erstelle_app(
    ordner: str | Path,
    *,
    passwort: str | None = None,
    heute: Callable[[], date] = zeit.heute,
    jetzt: Callable[[], datetime] = zeit.jetzt,
    vorwaermen: bool = False,
    hinter_proxy: int = 0,
    konten: str | Path | None = None,
    benutzer_kopf: str = "",
) -> Flask:
    """The web application for the data files in ``ordner``; ``passwort`` protects every request;
    ``vorwaermen`` prepares the PDF engine and every election's documents in the background;
    ``hinter_proxy``: the number of reverse proxies in front (their X-Forwarded-* headers are trusted);
    ``konten``: the accounts file (default ``.notices-web-konten.toml`` in the folder, where it exists);
    ``benutzer_kopf``: the header in which a trusted reverse proxy names the signed-in user."""
    from notices.render import vorlagen_ordner

    app = Flask(__name__, template_folder=str(vorlagen_ordner() / "web"), static_folder=None)
    speicher = Ordner(ordner)
    app.secret_key = speicher.sitzungsschluessel()
    app.config.update(
        MAX_CONTENT_LENGTH=HOECHSTGROESSE + 64 * 1024,
        MAX_FORM_MEMORY_SIZE=HOECHSTGROESSE,
        SESSION_COOKIE_SAMESITE="Strict",
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_NAME="notices_sitzung",
        SESSION_COOKIE_SECURE=bool(hinter_proxy),
    )
    app.extensions["notices"] = Umgebung(speicher, heute, jetzt, vorwaermen=vorwaermen)
    installiere()
    from notices.web import konten as konten_modul

    kontodatei = Path(konten) if konten else speicher.pfad / konten_modul.DATEI
    sicherheit.einrichten(app, passwort, konten_modul.lies(kontodatei), benutzer_kopf)
    for teil in (wahlen, personen, listen, stichwahl, dokumente):
        teil.einrichten(app)
    app.jinja_env.globals.update(PERSONENARTEN=PERSONENARTEN)
    app.jinja_env.filters["datum"] = _datum_filter
    app.jinja_env.filters["zeitpunkt"] = _zeitpunkt_filter
    app.jinja_env.filters["worte"] = worte.text
    app.jinja_env.filters["zahl"] = lambda n: f"{n:,}".replace(",", ".")
    if hinter_proxy:
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=hinter_proxy, x_proto=hinter_proxy, x_host=hinter_proxy
        )
    if vorwaermen:
        dokumente.vorwaermen(app)
    return app


def _datum_filter(wert: date | None) -> str:
    from notices import deutsch

    return deutsch.datum_lang(wert) if wert else ""


def _zeitpunkt_filter(wert: datetime | None) -> str:
    from notices import deutsch

    return deutsch.zeitpunkt(wert) if wert else ""
