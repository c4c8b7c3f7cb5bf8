"""The Flask application: pages over the folder of data files, the model, the law and the documents.

Nothing here decides a legal question: the data goes through :func:`notices.model.validiere`, the
deadlines come from :func:`notices.recht.fristen`, the admission check from :func:`notices.pruefung.pruefe`
and every document from the functions the CLI verbs use (:mod:`notices.web.dokumente`).

Security: every POST carries the session's CSRF token; with a password every request needs it (HTTP
Basic); without one only the Host names of this computer are answered (no DNS rebinding); uploads are
size-limited, parsed by :mod:`notices.unterschriften` and stored under names the application chooses.
"""

from __future__ import annotations

import copy
import hmac
import secrets
from collections.abc import Callable, Mapping
from datetime import date, datetime
from pathlib import Path
from typing import Any

from flask import Flask, Response, abort, redirect, render_template, request, session, url_for
from werkzeug.exceptions import HTTPException

from notices import recht
from notices.fehler import Eingabefehler, Problem
from notices.web import formular
from notices.web.speicher import Konflikt, Ordner, Unbekannt, toml_bytes

HOECHSTGROESSE = 2 * 1024 * 1024
"""Largest request body (an uploaded signer list): 2 MiB, about 15 000 signatures."""

PERSONENARTEN = {
    "bewerber": "Bewerbung",
    "stichwahl_bewerber": "Person für die Stichwahl ohne Bewerbung (mit Zustimmung)",
}


def erstelle_app(
    ordner: str | Path,
    *,
    passwort: str | None = None,
    heute: Callable[[], date] = date.today,
    jetzt: Callable[[], datetime] = datetime.now,
) -> Flask:
    """The web application for the data files in ``ordner``; ``passwort`` protects every request."""
    from notices.render import vorlagen_ordner

    app = Flask(__name__, template_folder=str(vorlagen_ordner() / "web"), static_folder=None)
    app.secret_key = secrets.token_bytes(32)
    app.config.update(
        MAX_CONTENT_LENGTH=HOECHSTGROESSE,
        MAX_FORM_MEMORY_SIZE=HOECHSTGROESSE,
        SESSION_COOKIE_SAMESITE="Strict",
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_NAME="notices_sitzung",
    )
    if not passwort:
        app.config["TRUSTED_HOSTS"] = ["127.0.0.1", "localhost", "::1", "[::1]"]
    speicher = Ordner(ordner)
    app.extensions["notices"] = speicher

    def csrf_token() -> str:
        if "csrf" not in session:
            session["csrf"] = secrets.token_urlsafe(32)
        return str(session["csrf"])

    app.jinja_env.globals.update(csrf_token=csrf_token, PERSONENARTEN=PERSONENARTEN)
    app.jinja_env.filters["datum"] = _datum_filter
    app.jinja_env.filters["zeitpunkt"] = _zeitpunkt_filter

    @app.before_request
    def _schutz() -> Response | None:
        if passwort:
            auth = request.authorization
            gegeben = (auth.password or "") if auth is not None else ""
            if not hmac.compare_digest(gegeben.encode("utf-8"), passwort.encode("utf-8")):
                return Response(
                    "Anmeldung erforderlich: bitte das Passwort von notices web eingeben.\n",
                    401,
                    {
                        "WWW-Authenticate": 'Basic realm="notices", charset="UTF-8"',
                        "Content-Type": "text/plain; charset=utf-8",
                    },
                )
        if request.method == "POST":
            token = request.form.get("csrf", "")
            erwartet = session.get("csrf", "")
            if not erwartet or not hmac.compare_digest(str(token), str(erwartet)):
                abort(
                    400,
                    "Das Formular ist abgelaufen oder stammt nicht von dieser Seite (CSRF-Schutz). "
                    "Bitte die Seite neu laden und erneut absenden.",
                )
        return None

    @app.after_request
    def _kopfzeilen(antwort: Response) -> Response:
        antwort.headers.setdefault(
            "Content-Security-Policy",
            "default-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'; object-src 'self'",
        )
        antwort.headers.setdefault("X-Content-Type-Options", "nosniff")
        antwort.headers.setdefault("X-Frame-Options", "SAMEORIGIN")
        antwort.headers.setdefault("Referrer-Policy", "no-referrer")
        antwort.headers.setdefault("Cache-Control", "no-store")
        return antwort

    @app.errorhandler(HTTPException)
    def _fehlerseite(e: HTTPException) -> tuple[str, int] | Response:
        if request.url_rule is None and e.code == 400:  # e.g. an untrusted Host name: no page links to build
            return Response("Die Anfrage ist ungültig (unbekannter Rechnername).\n", 400, mimetype="text/plain")
        texte = {
            400: "Die Anfrage ist ungültig.",
            404: "Diese Seite oder Wahl gibt es nicht.",
            405: "Diese Aktion ist hier nicht möglich.",
            413: f"Die Datei ist zu groß; höchstens {HOECHSTGROESSE // (1024 * 1024)} MiB sind erlaubt.",
        }
        text = e.description if e.code == 400 and e.description and "CSRF" in e.description else None
        return render_template("fehler.html", code=e.code, text=text or texte.get(e.code or 0, e.name)), e.code or 500

    # -- helpers ---------------------------------------------------------------------------------

    def lade(wid: str) -> dict[str, Any]:
        """The election: bytes, version, raw dict (or None), validated data (or None), problems."""
        from notices.dienste import validiere
        from notices.model import lese_toml_text

        try:
            datei = speicher.datei(wid)
            roh_bytes, version = speicher.lies(wid)
        except (Unbekannt, OSError):
            abort(404)
        stand: dict[str, Any] = {
            "wid": wid,
            "datei": datei,
            "version": version,
            "roh": None,
            "daten": None,
            "probleme": [],
        }
        try:
            stand["roh"] = lese_toml_text(roh_bytes, datei.name)
            stand["daten"] = validiere(stand["roh"], datei.name)
        except Eingabefehler as e:
            stand["probleme"] = e.probleme
        return stand

    def pruefe_neu(roh: dict[str, Any], name: str) -> list[Problem]:
        from notices.dienste import validiere

        try:
            validiere(roh, name)
        except Eingabefehler as e:
            return e.probleme
        return []

    def konfliktseite(wid: str, k: Konflikt, zurueck: str) -> tuple[str, int]:
        return render_template("konflikt.html", wid=wid, unterschied=k.unterschied, zurueck=zurueck), 409

    # -- pages -----------------------------------------------------------------------------------

    @app.get("/stil.css")
    def stil() -> Response:
        inhalt = (vorlagen_ordner() / "web" / "web.css").read_bytes()
        return Response(inhalt, mimetype="text/css")

    @app.get("/")
    def liste() -> str:
        from notices import recht

        wahlen = []
        for wid in speicher.wahlen():
            w = lade(wid)
            eintrag: dict[str, Any] = {
                "wid": wid,
                "datei": w["datei"].name,
                "probleme": w["probleme"],
                "daten": w["daten"],
            }
            if w["daten"] is not None:
                fristen = recht.fristen(w["daten"].wahl)
                eintrag["naechste"] = next((f for f in fristen if f.datum >= heute()), None)
            wahlen.append(eintrag)
        return render_template("liste.html", wahlen=wahlen, ordner=speicher.pfad, heute=heute())

    def wahlformular(wid: str | None) -> tuple[str, int] | Response:
        stand = lade(wid) if wid else None
        if stand is not None and stand["roh"] is None:
            # Not even TOML: a form cannot show what the file holds, so it must not replace it.
            return redirect(url_for("wahl", wid=wid), 303)
        roh: dict[str, Any] = copy.deepcopy(stand["roh"]) if stand else {}
        if request.method == "GET":
            vorgabe = roh if stand else {"wahl": {"land": recht.STANDARD_LAND, "amt": "Bürgermeister"}}
            felder = formular.anzeige(formular.WAHL_FELDER, vorgabe)
            uebrig = formular.ordne_zu(felder, stand["probleme"]) if stand else []
            version = stand["version"] if stand else ""
            return render_template("wahl_formular.html", wid=wid, felder=felder, uebrig=uebrig, version=version), 200
        wahl = roh.get("wahl") if isinstance(roh.get("wahl"), dict) else {}
        neu = {**roh, "wahl": wahl}
        formular.uebernimm(formular.WAHL_FELDER, request.form, neu)
        neu.setdefault("wahl", {})
        probleme = pruefe_neu(neu, "neue Wahl" if wid is None else stand["datei"].name)
        if probleme:
            felder = formular.anzeige(formular.WAHL_FELDER, formular=request.form)
            uebrig = formular.ordne_zu(felder, probleme)
            version = request.form.get("version", "")
            return render_template("wahl_formular.html", wid=wid, felder=felder, uebrig=uebrig, version=version), 400
        if wid is None:
            w = neu["wahl"]
            wid = speicher.neue_id(str(w["gemeinde"]), w["wahltag"].isoformat())
            speicher.lege_an(wid, toml_bytes(neu))
        else:
            try:
                speicher.speichere(wid, toml_bytes(neu), request.form.get("version", ""))
            except Konflikt as k:
                return konfliktseite(wid, k, url_for("wahl_bearbeiten", wid=wid))
        return redirect(url_for("wahl", wid=wid, gespeichert=1), 303)

    @app.route("/neu", methods=["GET", "POST"])
    def wahl_neu() -> tuple[str, int] | Response:
        return wahlformular(None)

    @app.route("/wahl/<wid>/bearbeiten", methods=["GET", "POST"])
    def wahl_bearbeiten(wid: str) -> tuple[str, int] | Response:
        return wahlformular(wid)

    @app.get("/wahl/<wid>")
    def wahl(wid: str) -> str:
        from notices import recht

        stand = lade(wid)
        daten = stand["daten"]
        kontext: dict[str, Any] = {
            "stand": stand,
            "wid": wid,
            "heute": heute(),
            "gespeichert": request.args.get("gespeichert"),
        }
        if daten is not None:
            fristen = recht.fristen(daten.wahl)
            naechste = next((i for i, f in enumerate(fristen) if f.datum >= heute()), len(fristen))
            kontext.update(
                fristen=fristen,
                naechste=naechste,
                rechtsstand=recht.rechtsstand(daten.wahl).label,
                hinweise=recht.hinweise(daten.wahl),
            )
            kontext["pruefung"], kontext["listenfehler"] = _pruefung(daten, stand["datei"])
        return render_template("wahl.html", **kontext)

    def person_formular(wid: str, art: str, pid: str | None) -> tuple[str, int] | Response:
        if art not in PERSONENARTEN:
            abort(404)
        stand = lade(wid)
        if stand["roh"] is None:
            return redirect(url_for("wahl", wid=wid), 303)
        roh = copy.deepcopy(stand["roh"])
        liste = roh.get(art, [])
        if not isinstance(liste, list):
            liste = []
        if pid is None:
            index = len(liste)
            eintrag: dict[str, Any] = {}
        else:
            index = next((i for i, e in enumerate(liste) if isinstance(e, Mapping) and e.get("id") == pid), -1)
            if index < 0:
                abort(404)
            eintrag = liste[index]
        praefix = f"{art}[{index + 1}]."
        felder_def = _personenfelder(art, roh, eintrag, neu=pid is None)
        kontext: dict[str, Any] = {"wid": wid, "art": art, "pid": pid, "stand": stand}
        if pid is not None and art == "bewerber" and stand["daten"] is not None:
            kontext["pruefung"], kontext["listenfehler"] = _pruefung(stand["daten"], stand["datei"], pid)
        if request.method == "GET":
            vorgabe = eintrag or {
                "staatsangehoerigkeit": "DE",
                "eingang" if art == "bewerber" else "zustimmung": jetzt().replace(second=0, microsecond=0),
                "unterlagen": {},
            }
            felder = formular.anzeige(felder_def, vorgabe)
            uebrig = formular.ordne_zu(felder, stand["probleme"], praefix)
            return render_template(
                "person.html", felder=felder, uebrig=uebrig, version=stand["version"], eintrag=eintrag, **kontext
            ), 200
        neu = copy.deepcopy(eintrag)
        formular.uebernimm(felder_def, request.form, neu)
        if pid is not None:
            neu["id"] = pid
        elif not neu.get("id") and neu.get("familienname"):
            from notices.archiv import slug

            neu["id"] = slug(str(neu["familienname"]), 30)
        liste = list(liste)
        if pid is None:
            liste.append(neu)
        else:
            liste[index] = neu
        roh[art] = liste
        probleme = pruefe_neu(roh, stand["datei"].name)
        if probleme:
            felder = formular.anzeige(felder_def, formular=request.form)
            uebrig = formular.ordne_zu(felder, probleme, praefix)
            return render_template(
                "person.html",
                felder=felder,
                uebrig=uebrig,
                version=request.form.get("version", ""),
                eintrag=eintrag,
                **kontext,
            ), 400
        try:
            speicher.speichere(wid, toml_bytes(roh), request.form.get("version", ""))
        except Konflikt as k:
            return konfliktseite(wid, k, request.path)
        return redirect(url_for("person", wid=wid, art=art, pid=neu["id"], gespeichert=1), 303)

    @app.route("/wahl/<wid>/<art>/neu", methods=["GET", "POST"])
    def person_neu(wid: str, art: str) -> tuple[str, int] | Response:
        return person_formular(wid, art, None)

    @app.route("/wahl/<wid>/<art>/p/<pid>", methods=["GET", "POST"])
    def person(wid: str, art: str, pid: str) -> tuple[str, int] | Response:
        return person_formular(wid, art, pid)

    @app.post("/wahl/<wid>/bewerber/p/<pid>/unterschriften")
    def unterschriften(wid: str, pid: str) -> tuple[str, int] | Response:
        from notices.unterschriften import lies_liste

        stand = lade(wid)
        if stand["roh"] is None or stand["daten"] is None:
            return redirect(url_for("wahl", wid=wid), 303)
        roh = copy.deepcopy(stand["roh"])
        liste = roh.get("bewerber", [])
        index = next((i for i, e in enumerate(liste) if isinstance(e, Mapping) and e.get("id") == pid), -1)
        if index < 0:
            abort(404)
        hochgeladen = request.files.get("liste")
        inhalt = hochgeladen.read(HOECHSTGROESSE + 1) if hochgeladen is not None else b""
        probleme: list[Problem] = []
        if not inhalt:
            probleme.append(Problem("liste", "Bitte eine Unterschriftenliste (CSV oder .xlsx) auswählen."))
        elif request.form.get("version", "") != stand["version"]:
            # The file changed since the page was opened: show what this upload would have changed in it.
            endung = ".xlsx" if inhalt.startswith(b"PK\x03\x04") else ".csv"
            eigene = copy.deepcopy(roh)
            eigene["bewerber"][index]["unterschriften"] = speicher.listenname(wid, pid, endung)
            k = Konflikt(toml_bytes(roh).decode("utf-8"), toml_bytes(eigene).decode("utf-8"), stand["version"])
            return konfliktseite(wid, k, url_for("person", wid=wid, art="bewerber", pid=pid))
        else:
            endung = ".xlsx" if inhalt.startswith(b"PK\x03\x04") else ".csv"
            relativ = speicher.listenname(wid, pid, endung)
            import tempfile

            with tempfile.TemporaryDirectory(prefix="notices-liste-") as tmp:
                probe = Path(tmp) / f"liste{endung}"
                probe.write_bytes(inhalt)
                try:
                    lies_liste(probe, relativ)
                except Eingabefehler as e:
                    probleme.extend(e.probleme)
            if not probleme:
                speicher.speichere_liste(relativ, inhalt)
                if liste[index].get("unterschriften") != relativ:
                    liste[index]["unterschriften"] = relativ
                    neu_probleme = pruefe_neu(roh, stand["datei"].name)
                    if neu_probleme:
                        probleme.extend(neu_probleme)
                    else:
                        try:
                            speicher.speichere(wid, toml_bytes(roh), stand["version"])
                        except Konflikt as k:
                            return konfliktseite(wid, k, url_for("person", wid=wid, art="bewerber", pid=pid))
                if not probleme:
                    return redirect(url_for("person", wid=wid, art="bewerber", pid=pid, liste=1) + "#pruefung", 303)
        felder = formular.anzeige(_personenfelder("bewerber", roh, liste[index], neu=False), liste[index])
        kontext: dict[str, Any] = {"wid": wid, "art": "bewerber", "pid": pid, "stand": stand}
        kontext["pruefung"], kontext["listenfehler"] = _pruefung(stand["daten"], stand["datei"], pid)
        return render_template(
            "person.html",
            felder=felder,
            uebrig=[],
            version=stand["version"],
            eintrag=liste[index],
            listenprobleme=probleme,
            **kontext,
        ), 400

    @app.route("/wahl/<wid>/stichwahl", methods=["GET", "POST"])
    def stichwahl(wid: str) -> tuple[str, int] | Response:
        stand = lade(wid)
        if stand["roh"] is None:
            return redirect(url_for("wahl", wid=wid), 303)
        roh = copy.deepcopy(stand["roh"])
        personen = [
            (e.get("id"), f"{e.get('vornamen', '')} {e.get('familienname', '')}".strip())
            for art in PERSONENARTEN
            for e in (roh.get(art) or [])
            if isinstance(e, Mapping) and isinstance(e.get("id"), str)
        ]
        teilnehmer = list(formular.hole(roh, "stichwahl.teilnehmer") or [])
        fehler: list[Problem] = []
        status = 200
        if request.method == "POST":
            gewaehlt = [request.form.get("teilnehmer1", ""), request.form.get("teilnehmer2", "")]
            if not any(gewaehlt):
                roh.pop("stichwahl", None)
            else:
                roh["stichwahl"] = {**(roh.get("stichwahl") or {}), "teilnehmer": [g for g in gewaehlt if g]}
            fehler = pruefe_neu(roh, stand["datei"].name)
            teilnehmer = gewaehlt
            if not fehler:
                try:
                    speicher.speichere(wid, toml_bytes(roh), request.form.get("version", ""))
                except Konflikt as k:
                    return konfliktseite(wid, k, request.path)
                return redirect(url_for("stichwahl", wid=wid, gespeichert=1), 303)
            status = 400
        return render_template(
            "stichwahl.html",
            wid=wid,
            stand=stand,
            personen=personen,
            teilnehmer=[*teilnehmer, "", ""],
            fehler=fehler,
            version=stand["version"],
            gespeichert=request.args.get("gespeichert"),
        ), status

    # -- documents -------------------------------------------------------------------------------

    def dokument_angaben() -> dict[str, Any]:
        angaben: dict[str, Any] = {
            "bewerber": request.args.get("bewerber") or None,
            "trotz_fristablauf": request.args.get("trotz_fristablauf") == "1",
        }
        probleme = []
        if request.args.get("anzahl"):
            try:
                angaben["anzahl"] = int(request.args["anzahl"])
            except ValueError:
                probleme.append(Problem("anzahl", f"„{request.args['anzahl']}“ ist keine ganze Zahl."))
        if request.args.get("datum"):
            try:
                angaben["datum"] = date.fromisoformat(request.args["datum"])
            except ValueError:
                probleme.append(Problem("datum", f"„{request.args['datum']}“ ist kein Datum (erwartet JJJJ-MM-TT)."))
        else:
            angaben["datum"] = heute()
        if probleme:
            raise Eingabefehler(probleme)
        return angaben

    @app.get("/wahl/<wid>/dokumente")
    def dokumente(wid: str) -> str:
        from notices.web.dokumente import ANZAHL_HOECHSTENS, ARTEN

        stand = lade(wid)
        return render_template(
            "dokumente.html", wid=wid, stand=stand, arten=ARTEN, heute=heute(), hoechstens=ANZAHL_HOECHSTENS
        )

    @app.get("/wahl/<wid>/vorschau/<art>")
    def vorschau(wid: str, art: str) -> tuple[str, int]:
        from notices.web.dokumente import ARTEN, fristpruefung

        if art not in ARTEN:
            abort(404)
        stand = lade(wid)
        if stand["daten"] is None:
            return render_template("dokument.html", wid=wid, titel=ARTEN[art], probleme=stand["probleme"]), 400
        probleme: list[Problem] = []
        lage = None
        try:
            angaben = dokument_angaben()
            if art.startswith("bekanntmachung"):
                lage = fristpruefung(stand["daten"], stichwahl=art.endswith("stichwahl"), datum=angaben["datum"])
        except Eingabefehler as e:
            probleme = e.probleme
            angaben = {}
        verweigert = bool(lage and lage.verspaetet and not angaben.get("trotz_fristablauf"))
        query = {k: v for k, v in request.args.items() if k in ("bewerber", "anzahl", "datum", "trotz_fristablauf")}
        return render_template(
            "dokument.html",
            wid=wid,
            art=art,
            titel=ARTEN[art],
            probleme=probleme,
            lage=lage,
            verweigert=verweigert,
            pdf_url=url_for("pdf", wid=wid, art=art, **query),
            download_url=url_for("pdf", wid=wid, art=art, herunterladen=1, **query),
            angaben=angaben,
            query=query,
        ), 409 if verweigert else (400 if probleme else 200)

    @app.get("/wahl/<wid>/pdf/<art>")
    def pdf(wid: str, art: str) -> Response | tuple[str, int]:
        from notices.web.dokumente import ARTEN, erzeuge

        if art not in ARTEN:
            abort(404)
        stand = lade(wid)
        if stand["daten"] is None:
            return render_template("dokument.html", wid=wid, titel=ARTEN[art], probleme=stand["probleme"]), 400
        try:
            inhalt, name = erzeuge(art, stand["daten"], stand["datei"], **dokument_angaben())
        except Eingabefehler as e:
            status = 409 if any(p.pfad == "trotz_fristablauf" for p in e.probleme) else 400
            return render_template("dokument.html", wid=wid, titel=ARTEN[art], probleme=e.probleme), status
        art_kopf = "attachment" if request.args.get("herunterladen") else "inline"
        return Response(
            inhalt,
            mimetype="application/pdf",
            headers={"Content-Disposition": f'{art_kopf}; filename="{name}"'},
        )

    @app.get("/wahl/<wid>/fristen.ics")
    def fristen_ics(wid: str) -> Response:
        from notices.dokumente.fristenkalender import fristen_ics as ics

        stand = lade(wid)
        if stand["daten"] is None:
            abort(404)
        return Response(
            ics(stand["daten"]),
            mimetype="text/calendar",
            headers={"Content-Disposition": f'attachment; filename="fristen-{wid}.ics"'},
        )

    @app.get("/wahl/<wid>/archiv.zip")
    def archiv(wid: str) -> Response | tuple[str, int]:
        from notices.web.dokumente import archiv_zip

        stand = lade(wid)
        if stand["daten"] is None:
            return render_template("dokument.html", wid=wid, titel="Archiv", probleme=stand["probleme"]), 400
        try:
            inhalt, name = archiv_zip(stand["datei"])
        except Eingabefehler as e:
            return render_template("dokument.html", wid=wid, titel="Archiv", probleme=e.probleme), 400
        return Response(
            inhalt, mimetype="application/zip", headers={"Content-Disposition": f'attachment; filename="{name}"'}
        )

    return app


def _personenfelder(art: str, roh: Mapping[str, Any], eintrag: Mapping[str, Any], *, neu: bool) -> tuple[Any, ...]:
    """The fields of a person's form: the id only for a new person (it names the person everywhere), the
    Wahlvorschlagsträger only where the Land's applications name one or the file already holds one."""
    code = formular.hole(roh, "wahl.land")
    traeger = code in recht.codes() and recht.land(code).wahlvorschlagstraeger
    return tuple(
        f
        for f in formular.FELDER[art]
        if not (f.name == "id" and not neu)
        and not (f.name == "wahlvorschlagstraeger" and not traeger and not eintrag.get(f.name))
        and not isinstance(eintrag.get(f.name), list)  # several proposers: kept as in the file, not a text field
    )


def _pruefung(daten: Any, datei: Path, pid: str | None = None) -> tuple[Any, list[Problem]]:
    """The admission check (:func:`notices.pruefung.pruefe`) of the whole election or one person; list problems."""
    from notices.pruefung import pruefe

    try:
        ergebnis = pruefe(daten, datei.parent)
    except Eingabefehler as e:
        return None, e.probleme
    if pid is None:
        return ergebnis, []
    try:
        return ergebnis.bewerbung(pid), []
    except KeyError:
        return None, []


def _datum_filter(wert: date | None) -> str:
    from notices import deutsch

    return deutsch.datum_lang(wert) if wert else ""


def _zeitpunkt_filter(wert: datetime | None) -> str:
    from notices import deutsch

    return deutsch.zeitpunkt(wert) if wert else ""
