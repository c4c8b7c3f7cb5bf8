"""Security of every request: the password (compared in constant time, guesses limited per address),
the Host names answered without a password (no DNS rebinding), the CSRF token of every POST, the
response headers, and German error pages (never a trace, never English)."""

from __future__ import annotations

import hmac
import ipaddress
import logging
import secrets
import threading
import time
from dataclasses import dataclass, field

from flask import Blueprint, Flask, Response, abort, current_app, g, render_template, request, session
from werkzeug.exceptions import HTTPException

bp = Blueprint("sicherheit", __name__)
protokoll = logging.getLogger("notices.web")

FEHLVERSUCHE_FREI = 5
"""Wrong passwords an address may send before it has to wait."""
SPERRE_SEKUNDEN = 30
"""The first wait; it doubles with every further wrong password, up to :data:`SPERRE_HOECHSTENS`."""
SPERRE_HOECHSTENS = 15 * 60


@dataclass
class Versuche:
    """Wrong passwords per client address."""

    fehler: dict[str, tuple[int, float]] = field(default_factory=dict)
    sperre: threading.Lock = field(default_factory=threading.Lock)

    def wartezeit(self, adresse: str, jetzt: float) -> int:
        with self.sperre:
            n, bis = self.fehler.get(adresse, (0, 0.0))
        return max(0, int(bis - jetzt + 0.999)) if n >= FEHLVERSUCHE_FREI else 0

    def falsch(self, adresse: str, jetzt: float) -> None:
        with self.sperre:
            n, _ = self.fehler.get(adresse, (0, 0.0))
            n += 1
            warten = (
                0 if n < FEHLVERSUCHE_FREI else min(SPERRE_HOECHSTENS, SPERRE_SEKUNDEN * 2 ** (n - FEHLVERSUCHE_FREI))
            )
            self.fehler[adresse] = (n, jetzt + warten)
            if len(self.fehler) > 10_000:  # bounded memory under a flood of addresses
                self.fehler.pop(next(iter(self.fehler)))

    def richtig(self, adresse: str) -> None:
        with self.sperre:
            self.fehler.pop(adresse, None)


def rechnername(host: str) -> str:
    """The name in a Host header without its port: ``[::1]:8000`` -> ``::1``, ``localhost:80`` -> ``localhost``."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host[1:]
    if host.count(":") == 1:
        return host.split(":", 1)[0]
    return host


def ist_lokal(name: str) -> bool:
    """``localhost`` or a loopback address (127.0.0.0/8, ::1)."""
    if name in ("localhost", "localhost."):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def csrf_token() -> str:
    if "csrf" not in session:
        session["csrf"] = secrets.token_urlsafe(32)
    return str(session["csrf"])


def csrf_ungueltig() -> bool:
    """True when this POST did not carry the session's token: a view that can show the typed values
    again does so (nothing is saved); every other view refuses the request."""
    return bool(g.get("csrf_ungueltig"))


CSRF_TEXT = "Das Formular ist abgelaufen oder stammt nicht von dieser Seite (CSRF-Schutz); es wurde nichts gespeichert."


@bp.before_app_request
def _schutz() -> Response | None:
    cfg = current_app.config
    if not cfg["NOTICES_PASSWORT"] and not ist_lokal(rechnername(request.host)):
        abort(400, "Host")
    passwort = cfg["NOTICES_PASSWORT"]
    if passwort:
        versuche: Versuche = cfg["NOTICES_VERSUCHE"]
        adresse = request.remote_addr or "?"
        jetzt = time.monotonic()
        warten = versuche.wartezeit(adresse, jetzt)
        if warten:
            return Response(
                f"Zu viele falsche Passwörter von dieser Adresse; bitte in {warten} Sekunden erneut versuchen.\n",
                429,
                {"Retry-After": str(warten), "Content-Type": "text/plain; charset=utf-8"},
            )
        auth = request.authorization
        gegeben = (auth.password or "") if auth is not None else ""
        if not hmac.compare_digest(gegeben.encode("utf-8"), passwort.encode("utf-8")):
            if auth is not None:
                versuche.falsch(adresse, jetzt)
                protokoll.warning("falsches Passwort von %s", adresse)
            return Response(
                "Anmeldung erforderlich: bitte das Passwort von notices web eingeben.\n",
                401,
                {
                    "WWW-Authenticate": 'Basic realm="notices", charset="UTF-8"',
                    "Content-Type": "text/plain; charset=utf-8",
                },
            )
        versuche.richtig(adresse)
    if request.method == "POST":
        token = request.form.get("csrf", "")
        erwartet = session.get("csrf", "")
        if not erwartet or not hmac.compare_digest(str(token), str(erwartet)):
            if request.endpoint not in cfg["NOTICES_FORMULARE"]:
                abort(400, CSRF_TEXT + " Bitte die Seite neu laden und erneut absenden.")
            g.csrf_ungueltig = True
    return None


@bp.after_app_request
def _kopfzeilen(antwort: Response) -> Response:
    antwort.headers.setdefault(
        "Content-Security-Policy",
        "default-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'; object-src 'self'",
    )
    antwort.headers.setdefault("X-Content-Type-Options", "nosniff")
    antwort.headers.setdefault("X-Frame-Options", "SAMEORIGIN")
    antwort.headers.setdefault("Referrer-Policy", "no-referrer")
    # Pages may be kept in this browser's history (Back shows the form with what was typed);
    # documents are never stored.
    if antwort.mimetype == "text/html":
        antwort.headers.setdefault("Cache-Control", "private, no-cache")
    else:
        antwort.headers.setdefault("Cache-Control", "no-store")
    return antwort


TEXTE = {
    400: "Die Anfrage ist ungültig.",
    404: "Diese Seite oder Wahl gibt es nicht.",
    405: "Diese Aktion ist hier nicht möglich.",
    413: "Die Datei ist zu groß; höchstens {mib} MiB sind erlaubt.",
    500: "Ein unerwarteter Fehler ist aufgetreten; es wurde nichts gespeichert. Bitte die Seite neu laden.",
}


@bp.app_errorhandler(HTTPException)
def _fehlerseite(e: HTTPException) -> tuple[str, int] | Response:
    if e.code == 400 and e.description == "Host":  # an untrusted Host name: no page, no links
        return Response("Die Anfrage ist ungültig (unbekannter Rechnername).\n", 400, mimetype="text/plain")
    from notices.web.gemeinsam import HOECHSTGROESSE

    text = TEXTE.get(e.code or 0, "Die Anfrage ist nicht möglich.").format(mib=HOECHSTGROESSE // (1024 * 1024))
    if e.code == 400 and e.description and "CSRF" in e.description:
        text = e.description
    return render_template("fehler.html", code=e.code, text=text), e.code or 500


@bp.app_errorhandler(Exception)
def _unerwartet(e: Exception) -> tuple[str, int]:
    protokoll.exception("unerwarteter Fehler bei %s %s", request.method, request.path)
    return render_template("fehler.html", code=500, text=TEXTE[500]), 500


@bp.get("/stil.css")
def stil() -> Response:
    from notices.render import vorlagen_ordner

    return Response((vorlagen_ordner() / "web" / "web.css").read_bytes(), mimetype="text/css")


@bp.get("/hilfe.js")
def skript() -> Response:
    from notices.render import vorlagen_ordner

    return Response((vorlagen_ordner() / "web" / "hilfe.js").read_bytes(), mimetype="text/javascript")


def einrichten(app: Flask, passwort: str | None) -> None:
    app.config.update(
        NOTICES_PASSWORT=passwort or "",
        NOTICES_VERSUCHE=Versuche(),
        NOTICES_FORMULARE=set(),
    )
    app.jinja_env.globals.update(csrf_token=csrf_token)
    app.register_blueprint(bp)
