"""The verb ``notices web``: the local web application for the Wahlamt (:mod:`notices.web`).

Flask is imported only when the verb runs, so ``notices --help`` stays fast.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from pathlib import Path
from typing import Any

from notices.exitcodes import EXIT_OK
from notices.fehler import Eingabefehler, Problem


def _port(text: str) -> int:
    try:
        wert = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"„{text}“ ist keine Portnummer (1 bis 65535)") from None
    if not 1 <= wert <= 65535:
        raise argparse.ArgumentTypeError(f"„{text}“ ist keine Portnummer (1 bis 65535)")
    return wert


def _befehl_web(args: argparse.Namespace) -> int:
    from notices.web import erstelle_app, pruefe_bindung

    ordner = Path(args.ordner)
    if not ordner.is_dir():
        raise Eingabefehler([Problem("--ordner", f"„{args.ordner}“ ist kein Ordner.")])
    passwort = args.passwort or os.environ.get("NOTICES_PASSWORT") or None
    from notices.web import konten

    kontodatei = Path(args.konten) if args.konten else ordner / konten.DATEI
    pruefe_bindung(args.host, passwort or bool(konten.lies(kontodatei)) or args.benutzer_kopf)
    server = args.server
    if server == "auto":
        server = "waitress" if importlib.util.find_spec("waitress") is not None else "werkzeug"
    elif server == "waitress" and importlib.util.find_spec("waitress") is None:
        raise Eingabefehler([Problem("--server", "waitress ist nicht installiert (pip install 'notices[server]').")])
    if args.benutzer_kopf and not args.hinter_proxy:
        raise Eingabefehler(
            [
                Problem(
                    "--benutzer-kopf",
                    "gilt nur hinter einem Reverse-Proxy, der ihn setzt; bitte --hinter-proxy angeben.",
                )
            ]
        )
    app = erstelle_app(
        ordner,
        passwort=passwort,
        vorwaermen=True,
        hinter_proxy=args.hinter_proxy,
        konten=args.konten,
        benutzer_kopf=args.benutzer_kopf or "",
    )
    host = f"[{args.host}]" if ":" in args.host else args.host

    def melde(port: int) -> None:
        print(f"notices web: http://{host}:{port}/ – Ordner {ordner.resolve()} – Server {server} (Beenden mit Strg+C)")
        sys.stdout.flush()

    if server == "waitress":
        from waitress.server import create_server

        w = create_server(app, host=args.host, port=args.port, threads=8, ident="notices")
        melde(int(w.effective_port))  # type: ignore[union-attr]
        try:
            w.run()
        except KeyboardInterrupt:
            print("Beendet.")
        finally:
            w.close()
        return EXIT_OK

    from werkzeug.serving import make_server

    s = make_server(args.host, args.port, app, threaded=True)
    melde(s.server_port)
    try:
        s.serve_forever()
    except KeyboardInterrupt:
        print("Beendet.")
    finally:
        s.server_close()
    return EXIT_OK


def _anzahl_proxys(text: str) -> int:
    """The argparse type of ``--hinter-proxy``: a whole number from 0 to 10 (a negative count of proxies
    does not exist; Werkzeug's ProxyFix would take it silently)."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"„{text[:40]}“ ist keine ganze Zahl") from None
    if not 0 <= n <= HOECHSTENS_PROXYS:
        raise argparse.ArgumentTypeError(f"{n} Proxys gibt es nicht; erlaubt sind 0 bis {HOECHSTENS_PROXYS}")
    return n


HOECHSTENS_PROXYS = 10
"""Reverse proxies in front of notices web that ``--hinter-proxy`` accepts (one or two in practice)."""


def anmelden(verben: Any) -> None:
    """Add the verb ``web``."""
    w = verben.add_parser(
        "web",
        help="Web-Oberfläche für das Wahlamt (Wahlen, Bewerbungen, Fristen, Dokumente)",
        description="Startet eine Web-Oberfläche auf diesem Rechner: Wahlen anlegen, Bewerbungen erfassen, "
        "Unterschriftenlisten hochladen und prüfen, Fristen sehen, jedes Dokument mit einem Klick. Sie arbeitet "
        "auf denselben Datendateien (TOML) wie die Kommandozeile.",
    )
    w.add_argument("--ordner", metavar="ORDNER", default=".", help="Ordner mit den Datendateien (Standard: .)")
    w.add_argument("--port", metavar="PORT", type=_port, default=8000, help="Port (Standard: 8000)")
    w.add_argument(
        "--host",
        metavar="ADRESSE",
        default="127.0.0.1",
        help="Adresse, auf der gelauscht wird (Standard: 127.0.0.1, nur dieser Rechner); "
        "jede andere verlangt ein Passwort",
    )
    w.add_argument(
        "--passwort",
        metavar="TEXT",
        help="Passwort für jede Anfrage (HTTP-Basic-Anmeldung); auch über die Umgebungsvariable NOTICES_PASSWORT",
    )
    w.add_argument(
        "--server",
        choices=("auto", "waitress", "werkzeug"),
        default="auto",
        help="Webserver: waitress (für den Betrieb, pip install 'notices[server]'), werkzeug (einfach); "
        "Standard: waitress, wenn installiert",
    )
    w.add_argument(
        "--hinter-proxy",
        metavar="N",
        type=_anzahl_proxys,
        default=0,
        help="Zahl der Reverse-Proxys davor (TLS); deren X-Forwarded-Kopfzeilen gelten dann (Standard: 0)",
    )
    w.add_argument(
        "--konten",
        metavar="DATEI",
        help="Datei mit den Konten (Name, Rolle, Passwort-Hash; mit notices web-konto angelegt); "
        "Standard: .notices-web-konten.toml im Ordner",
    )
    w.add_argument(
        "--benutzer-kopf",
        metavar="NAME",
        help="Kopfzeile, in der ein vertrauenswürdiger Reverse-Proxy den angemeldeten Benutzer nennt "
        "(z. B. X-Remote-User); die Rolle steht in der Kontendatei",
    )
    w.set_defaults(befehl=_befehl_web)

    k = verben.add_parser(
        "web-konto",
        help="Konto für notices web anlegen oder ändern (Name, Rolle, Passwort)",
        description="Legt ein Konto für notices web an oder ändert es: Rolle wahlamt (bearbeiten) oder "
        "rechtsaufsicht (nur lesen). Das Passwort wird abgefragt (oder aus der Umgebungsvariable "
        "NOTICES_KONTO_PASSWORT gelesen) und nur als Hash gespeichert.",
    )
    k.add_argument("name", metavar="NAME", help="Benutzername, z. B. mueller")
    k.add_argument("--rolle", choices=("wahlamt", "rechtsaufsicht"), required=True, help="Rolle des Kontos")
    k.add_argument("--ordner", metavar="ORDNER", default=".", help="Ordner mit den Datendateien (Standard: .)")
    k.add_argument("--konten", metavar="DATEI", help="Kontendatei (Standard: .notices-web-konten.toml im Ordner)")
    k.add_argument(
        "--ohne-passwort",
        action="store_true",
        help="nur die Rolle: für die Anmeldung über einen Reverse-Proxy (--benutzer-kopf)",
    )
    k.set_defaults(befehl=_befehl_konto)


def _befehl_konto(args: argparse.Namespace) -> int:
    import getpass

    from notices.web import konten

    pfad = Path(args.konten) if args.konten else Path(args.ordner) / konten.DATEI
    if not pfad.parent.is_dir():
        raise Eingabefehler([Problem("--ordner", f"„{pfad.parent}“ ist kein Ordner.")])
    passwort = None
    if not args.ohne_passwort:
        passwort = os.environ.get("NOTICES_KONTO_PASSWORT")
        if not passwort:
            passwort = getpass.getpass(f"Passwort für {args.name}: ")
            if getpass.getpass("Passwort wiederholen: ") != passwort:
                raise Eingabefehler([Problem("NAME", "die beiden Passwörter stimmen nicht überein.")])
        if len(passwort) < 10:
            raise Eingabefehler([Problem("NAME", "das Passwort ist zu kurz (mindestens 10 Zeichen).")])
    konten.schreibe(pfad, args.name, args.rolle, passwort)
    print(f"Konto {args.name} ({konten.ROLLEN[args.rolle]}) gespeichert in {pfad}.")
    return EXIT_OK
