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
from typing import Any

from flask import Blueprint, Flask, Response, abort, current_app, g, render_template, request, session
from werkzeug.exceptions import HTTPException

from notices.web.konten import Benutzer
from notices.web.konten import pruefe as konten_pruefe

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


CSRF_TEXT = "Das Formular ist abgelaufen oder stammt nicht von dieser Seite; es wurde nichts gespeichert."


def _anmeldung_noetig(text: str = "Anmeldung erforderlich: bitte Benutzername und Passwort eingeben.") -> Response:
    return Response(
        text + "\n",
        401,
        {"WWW-Authenticate": 'Basic realm="notices", charset="UTF-8"', "Content-Type": "text/plain; charset=utf-8"},
    )


def _anmelden(cfg: Any) -> Response | Benutzer | None:
    """The person of this request, or the answer that refuses it. Three ways, in this order: the user a
    trusted reverse proxy names (``--benutzer-kopf``), an account (name and password), the one shared
    password of earlier versions (the name given is recorded). None: this computer only, no sign-in."""
    konten: dict[str, Any] = cfg["NOTICES_KONTEN"]
    kopf: str = cfg["NOTICES_BENUTZER_KOPF"]
    if kopf:
        # Only the proxy on this computer may name the user: a request that reached notices directly from
        # elsewhere could set the header itself.
        ursprung = request.environ.get("werkzeug.proxy_fix.orig", {}).get("REMOTE_ADDR", request.remote_addr)
        if not ist_lokal(str(ursprung or "")):
            abort(
                403, "Für dieses Konto ist keine Anmeldung über diesen Weg vorgesehen; bitte über den Proxy des Amts."
            )
        name = (request.headers.get(kopf) or "").strip()
        if not name:
            return Response("Anmeldung über den Verzeichnisdienst des Amts erforderlich.\n", 401, mimetype="text/plain")
        konto = konten.get(name)
        if konto is None:
            protokoll.warning("unbekannter Benutzer %s vom Proxy", name[:80])
            abort(403, "Für dieses Konto ist in notices keine Rolle eingetragen; bitte die IT des Amts fragen.")
        return Benutzer(konto.name, konto.rolle)
    passwort = cfg["NOTICES_PASSWORT"]
    if not konten and not passwort:
        return None
    versuche: Versuche = cfg["NOTICES_VERSUCHE"]
    auth = request.authorization
    name = ((auth.username or "") if auth is not None else "").strip()
    # A guesser is locked out by address and name together: the colleague behind the same address
    # (the office's NAT) who signs in with her own name is not.
    schluessel = f"{request.remote_addr or '?'}\x00{name.casefold()}"
    jetzt = time.monotonic()
    warten = versuche.wartezeit(schluessel, jetzt)
    if warten:
        return Response(
            f"Zu viele falsche Passwörter für diesen Namen; bitte in {warten} Sekunden erneut versuchen.\n",
            429,
            {"Retry-After": str(warten), "Content-Type": "text/plain; charset=utf-8"},
        )
    gegeben = (auth.password or "") if auth is not None else ""
    benutzer = None
    if konten:
        benutzer = konten_pruefe(konten, name, gegeben)
    elif hmac.compare_digest(gegeben.encode("utf-8"), passwort.encode("utf-8")):
        benutzer = Benutzer(f"{name or 'ohne Namen'} (gemeinsames Passwort)", "wahlamt")
    if benutzer is None:
        if auth is not None:
            versuche.falsch(schluessel, jetzt)
            protokoll.warning("falsche Anmeldung von %s als %s", request.remote_addr, name[:80])
        return _anmeldung_noetig()
    versuche.richtig(schluessel)
    return benutzer


NUR_LESEN = "Ihre Rolle (Rechtsaufsicht) darf hier nur lesen; geändert wird im Wahlamt."


@bp.before_app_request
def _schutz() -> Response | None:
    cfg = current_app.config
    angemeldet_noetig = cfg["NOTICES_PASSWORT"] or cfg["NOTICES_KONTEN"] or cfg["NOTICES_BENUTZER_KOPF"]
    if not angemeldet_noetig and not ist_lokal(rechnername(request.host)):
        abort(400, "Host")
    ergebnis = _anmelden(cfg)
    if isinstance(ergebnis, Response):
        return ergebnis
    g.benutzer = ergebnis
    schreibt = request.method == "POST" or request.endpoint in cfg["NOTICES_AENDERN"]
    if ergebnis is not None and not ergebnis.darf_schreiben and schreibt:
        abort(403, NUR_LESEN)
    if request.method == "POST":
        token = request.form.get("csrf", "")
        erwartet = session.get("csrf", "")
        if not erwartet or not hmac.compare_digest(str(token), str(erwartet)):
            if request.endpoint not in cfg["NOTICES_FORMULARE"]:
                abort(400, CSRF_TEXT + " Bitte die Seite neu laden und erneut absenden.")
            g.csrf_ungueltig = True
    return None


def darf_schreiben() -> bool:
    """Whether the person of this request may change anything (the templates hide what they may not)."""
    benutzer = g.get("benutzer")
    return benutzer is None or benutzer.darf_schreiben


def benutzer() -> Benutzer | None:
    return g.get("benutzer")  # type: ignore[no-any-return]


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
    403: "Das ist mit Ihrer Anmeldung nicht erlaubt.",
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
    if e.code in (400, 403) and e.description and e.description.startswith((CSRF_TEXT, NUR_LESEN, "Für dieses Konto")):
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


def einrichten(app: Flask, passwort: str | None, konten: dict[str, Any] | None = None, benutzer_kopf: str = "") -> None:
    app.config.update(
        NOTICES_PASSWORT=passwort or "",
        NOTICES_KONTEN=konten or {},
        NOTICES_BENUTZER_KOPF=benutzer_kopf,
        NOTICES_VERSUCHE=Versuche(),
        NOTICES_FORMULARE=set(),
        NOTICES_AENDERN=set(),
    )
    app.jinja_env.globals.update(csrf_token=csrf_token, darf_schreiben=darf_schreiben, benutzer=benutzer)
    app.register_blueprint(bp)
