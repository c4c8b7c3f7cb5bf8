"""Elections: the list, creating, editing (merged with changes saved meanwhile), the overview with the
deadline calendar and the applications, and deleting (the file's last version kept in ``.versionen``)."""

from __future__ import annotations

import json
import tomllib
from datetime import date
from typing import Any

import tomlkit
from flask import Blueprint, Response, abort, redirect, render_template, request, url_for

from notices import recht
from notices.fehler import Problem
from notices.web import datei, worte
from notices.web import formular as fm
from notices.web.dokumente import nach_dem_speichern
from notices.web.gemeinsam import Stand, lies_stand, pruefe_neu, pruefe_stand, umgebung, validiere_fuer_web
from notices.web.protokoll import eintraege as protokoll_eintraege
from notices.web.protokoll import loesche as protokoll_loeschen
from notices.web.protokoll import protokolliere
from notices.web.sicherheit import CSRF_TEXT, csrf_ungueltig
from notices.web.speicher import Konflikt

bp = Blueprint("wahlen", __name__)
VERSUCHE = 3
"""How often a save is merged again when the file changes between reading and writing."""


ERLEDIGT_DURCH: dict[str, str] = {
    "stellenausschreibung_spaetestens": "stellenausschreibung",
    "bekanntmachung_der_wahl_spaetestens": "bekanntmachung_der_wahl",
    "zulassung_spaetestens": "ausschuss.zulassungssitzung",
    "bekanntmachung_spaetestens": "bekanntgemacht",
    "stichwahl_zulassung_spaetestens": "ausschuss.stichwahl_zulassungssitzung",
    "stichwahl_bekanntmachung_spaetestens": "stichwahl_bekanntgemacht",
}
"""A duty (by its role in the Land's deadlines) and the key of the election that records it as done."""


def erledigt(daten: Any, frist: Any, heute: date) -> bool:
    """Whether the data record the duty of this deadline as done (the advertisement, the meeting, the notice)
    by ``heute``: a day recorded ahead (the meeting fixed for next week) is planned, not done."""
    schluessel = ERLEDIGT_DURCH.get(frist.rolle or "")
    if schluessel is None:
        return False
    wert: Any = daten.wahl
    for teil in schluessel.split("."):
        wert = getattr(wert, teil, None)
    return isinstance(wert, date) and wert <= heute


def naechste_frist(daten: Any, heute: Any) -> tuple[list[Any], int]:
    """The deadlines and the index of the next one due (``len`` when all have passed); a duty the data
    record as done is not due any more."""
    fristen = recht.fristen(daten.wahl)
    return fristen, next(
        (i for i, f in enumerate(fristen) if f.datum >= heute and not erledigt(daten, f, heute)), len(fristen)
    )


@bp.get("/")
def liste() -> str:
    u = umgebung()
    heute = u.heute()
    wahlen = []
    for wid in u.speicher.wahlen():
        w = lies_stand(wid)
        eintrag: dict[str, Any] = {"wid": wid, "name": _name(w), "probleme": w.probleme, "daten": w.daten}
        if w.daten is not None:
            fristen, i = naechste_frist(w.daten, heute)
            eintrag["naechste"] = fristen[i] if i < len(fristen) else None
        wahlen.append(eintrag)
    return render_template("liste.html", wahlen=wahlen, ordner=u.speicher.pfad, heute=heute)


def _name(w: Stand) -> str:
    """How the list names an election whose data have errors: by its Gemeinde and Wahltag where readable."""
    gemeinde = fm.hole(w.roh, "wahl.gemeinde")
    tag = fm.hole(w.roh, "wahl.wahltag")
    if isinstance(gemeinde, str) and gemeinde.strip():
        return f"Wahl {gemeinde.strip()}" + (f" am {tag:%d.%m.%Y}" if hasattr(tag, "strftime") else "")
    return "Wahl ohne lesbare Angaben"


def zeige_text(feld: fm.Feld, text: str) -> str:
    """A field's text as a person reads it in the comparison of two versions."""
    if feld.typ == "ankreuzen":
        return "angekreuzt" if text else "nicht angekreuzt"
    if feld.optionen:
        return dict(feld.optionen).get(text, text) or "(leer)"
    return text or "(leer)"


def doppelte_wahl(gemeinde: str, wahltag: Any) -> str | None:
    """The file of an election of the same Gemeinde on the same Wahltag, if there is one."""
    u = umgebung()
    for wid in u.speicher.wahlen():
        try:
            roh = tomllib.loads(u.speicher.lies(wid)[0].decode("utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        w = roh.get("wahl") if isinstance(roh.get("wahl"), dict) else {}
        if str(w.get("gemeinde", "")).strip().casefold() == gemeinde.strip().casefold() and w.get("wahltag") == wahltag:
            return wid
    return None


def _seite(
    wid: str | None,
    werte: dict[str, str],
    basis: dict[str, str],
    version: str,
    probleme: list[Problem],
    roh: Any,
    status: int,
    **mehr: Any,
) -> tuple[str, int]:
    land = fm._land(werte.get("wahl.land"))
    felder = fm.anzeige(
        [f for f in fm.wahl_felder(werte.get("wahl.land")) if wid or f.name != "wahl.land" or not land], werte
    )  # a new election's Land was chosen first: its form has that Land's fields
    uebrig = worte.ordne_zu(felder, probleme, roh=roh)
    return render_template(
        "wahl_formular.html",
        wid=wid,
        felder=felder,
        gruppen=fm.gruppiert(felder),
        uebrig=uebrig,
        version=version,
        basis=json.dumps(basis, ensure_ascii=False),
        land=land,
        **mehr,
    ), status


def lesefehler(felder: Any, formular: Any, praefix: str = "") -> list[Problem]:
    """What the form cannot read (a day, a time, a table): one sentence at the field, nothing saved."""
    probleme = []
    for f in felder:
        for satz in fm.lesefehler_alle(f, formular.get(f.name) or ""):
            probleme.append(Problem(praefix + f.name, satz))
    return probleme


def mit_lesefehlern(lese: list[Problem], probleme: list[Problem]) -> list[Problem]:
    """The form's own sentences first; the model's about the same field (in data-file words) left out."""
    pfade = {p.pfad for p in lese}
    return lese + [p for p in probleme if p.pfad not in pfade]


def landauswahl() -> tuple[str, int]:
    """The first step of a new election: its Land (the form then has that Land's fields and offices)."""
    return render_template("wahl_land.html", laender=fm.LAENDER, vorgabe=recht.STANDARD_LAND), 200


def wahlformular(wid: str | None) -> tuple[str, int] | Response:
    u = umgebung()
    stand = lies_stand(wid) if wid else None
    if stand is not None and stand.roh is None:
        # Not even TOML: a form cannot show what the file holds, so it must not replace it.
        return redirect(url_for("wahlen.wahl", wid=wid), 303)
    if request.method == "GET":
        if stand is not None:
            felder = fm.wahl_felder(fm.hole(stand.roh, "wahl.land"))
            werte = fm.texte(felder, stand.roh)
            return _seite(wid, werte, werte, stand.version, stand.probleme, stand.roh, 200)
        land = fm._land(request.args.get("land"))
        if land is None:
            return landauswahl()
        werte = {"wahl.land": land.code, "wahl.amt": land.aemter[0]}
        return _seite(None, werte, {}, "", [], None, 200)

    code = request.form.get("wahl.land") or (fm.hole(stand.roh, "wahl.land") if stand is not None else None)
    felder = fm.wahl_felder(code)
    eingabe = fm.eingabe(felder, request.form)
    try:
        basis = json.loads(request.form.get("basis") or "{}")
    except ValueError:
        basis = {}
    if csrf_ungueltig():
        return _seite(wid, eingabe, basis, request.form.get("version", ""), [], None, 400, hinweis=CSRF_TEXT)
    if stand is None:
        return _neue_wahl(felder, eingabe)
    for _ in range(VERSUCHE):
        stand = lies_stand(wid)  # type: ignore[arg-type]
        if stand.roh is None:
            return redirect(url_for("wahlen.wahl", wid=wid), 303)
        aktuell = fm.texte(felder, stand.roh)
        # A form without the texts it showed (a script, an old page): what it sends wins.
        z = fm.fuehre_zusammen(felder, basis if "basis" in request.form else aktuell, eingabe, aktuell)
        if z.konflikte:
            return _seite(
                wid, eingabe, aktuell, stand.version, [], stand.roh, 409, konflikte=_konflikte(z), zurueck=request.path
            )
        lese = lesefehler(z.geaendert, request.form)
        dok = datei.lies(stand.inhalt)
        for f in z.geaendert:
            datei.setze(dok, f.name, fm.lies_wert(f, request.form))
        neu = datei.als_bytes(dok)
        probleme = pruefe_neu(datei.als_dict(dok), stand.datei.name)
        if probleme or lese:
            return _seite(wid, eingabe, basis, stand.version, mit_lesefehlern(lese, probleme), datei.als_dict(dok), 400)
        try:
            u.speicher.speichere(wid, neu, stand.version)  # type: ignore[arg-type]
        except Konflikt:
            continue
        protokolliere(
            wid,  # type: ignore[arg-type]
            [
                (f.bezeichnung, zeige_text(f, aktuell.get(f.name, "")), zeige_text(f, eingabe.get(f.name, "")))
                for f in z.geaendert
            ],
        )
        nach_dem_speichern(wid)  # type: ignore[arg-type]
        return redirect(url_for("wahlen.wahl", wid=wid, gespeichert=1), 303)
    abort(409)


def _konflikte(z: fm.Zusammenfuehrung) -> list[tuple[str, str, str]]:
    return [(f.bezeichnung, zeige_text(f, alt), zeige_text(f, neu)) for f, alt, neu in z.konflikte]


def _neue_wahl(felder: tuple[fm.Feld, ...], eingabe: dict[str, str]) -> tuple[str, int] | Response:
    u = umgebung()
    dok = tomlkit.document()
    geaendert = fm.aenderungen(felder, {}, eingabe)
    for f in geaendert:
        datei.setze(dok, f.name, fm.lies_wert(f, request.form))
    roh = datei.als_dict(dok)
    probleme = pruefe_neu(roh, "neue Wahl") if "wahl" in roh else pruefe_neu({"wahl": {}}, "neue Wahl")
    probleme = mit_lesefehlern(lesefehler(geaendert, request.form), probleme + _fehlende_pflicht(felder, roh))
    with u.speicher.sperre:  # the check and the new file at once: two clicks make one election
        return _lege_an(dok, roh, probleme, eingabe)


def _lege_an(dok: Any, roh: dict[str, Any], probleme: list[Problem], eingabe: dict[str, str]) -> Any:
    u = umgebung()
    doppelt = None
    if not probleme:
        daten = validiere_fuer_web(roh, "neue Wahl")
        doppelt = doppelte_wahl(daten.wahl.gemeinde, daten.wahl.wahltag)
        if doppelt:
            probleme = [
                Problem(
                    "wahl.gemeinde",
                    f"Für {daten.wahl.gemeinde} ist eine Wahl am {daten.wahl.wahltag:%d.%m.%Y} schon angelegt; "
                    "bitte diese öffnen, statt eine zweite anzulegen.",
                )
            ]
    if probleme:
        return _seite(None, eingabe, {}, "", probleme, roh, 400, doppelt=doppelt)
    w = roh["wahl"]
    wid = u.speicher.lege_an(str(w["gemeinde"]), w["wahltag"].isoformat(), datei.als_bytes(dok))
    nach_dem_speichern(wid)
    return redirect(url_for("wahlen.wahl", wid=wid, gespeichert=1), 303)


def _fehlende_pflicht(felder: tuple[fm.Feld, ...], roh: dict[str, Any]) -> list[Problem]:
    """A new election must have what its Land requires (``[daten] pflicht``): refused at the field."""
    return [
        Problem(f.name, "fehlt; das Recht des Landes verlangt diese Angabe.")
        for f in felder
        if f.pflicht and f.datenschluessel in recht.LANDESSCHLUESSEL and fm.hole(roh, f.name) is None
    ]


@bp.route("/neu", methods=["GET", "POST"])
def wahl_neu() -> tuple[str, int] | Response:
    return wahlformular(None)


@bp.route("/wahl/<wid>/bearbeiten", methods=["GET", "POST"])
def wahl_bearbeiten(wid: str) -> tuple[str, int] | Response:
    return wahlformular(wid)


@bp.get("/wahl/<wid>")
def wahl(wid: str) -> str:
    u = umgebung()
    stand = lies_stand(wid)
    daten = stand.daten
    kontext: dict[str, Any] = {
        "stand": stand,
        "wid": wid,
        "heute": u.heute(),
        "gespeichert": request.args.get("gespeichert"),
        "geloescht": request.args.get("geloescht"),
        "meldungen": worte.meldungen(stand.probleme, stand.roh),
    }
    kontext["aenderungen"] = protokoll_eintraege(wid)
    if daten is not None:
        from notices.dienste import eingaenge_in_der_zukunft

        warnungen = recht.fremde_schluessel(daten) + eingaenge_in_der_zukunft(daten, u.jetzt())
        kontext["warnungen"] = [worte.meldung(p, stand.roh) for p in warnungen]
        kontext["stichwahl_personen"] = recht.land(daten.wahl.land).liest("stichwahl_bewerber")
        kontext["fristen"], kontext["naechste"] = naechste_frist(daten, u.heute())
        kontext["erledigt"] = {f.id for f in kontext["fristen"] if erledigt(daten, f, u.heute())}
        kontext["los_spalte"] = recht.land(daten.wahl.land).liest("bewerber.los")
        kontext.update(rechtsstand=recht.rechtsstand(daten.wahl).label, hinweise=recht.hinweise(daten.wahl))
        ergebnis, listenfehler = pruefe_stand(stand)
        kontext["pruefung"], kontext["listenfehler"] = ergebnis, worte.meldungen(listenfehler, stand.roh)
    return render_template("wahl.html", **kontext)


@bp.route("/wahl/<wid>/loeschen", methods=["GET", "POST"])
def wahl_loeschen(wid: str) -> tuple[str, int] | Response:
    stand: Stand = lies_stand(wid)
    if request.method == "POST":
        listen = _eigene_listen(stand)
        try:
            umgebung().speicher.loesche(wid, request.form.get("version", ""))
        except Konflikt:
            return render_template(
                "loeschen.html", wid=wid, stand=stand, was="wahl", geaendert=True, version=stand.version
            ), 409
        umgebung().speicher.loesche_alles(wid, listen)
        protokoll_loeschen(wid, stand.daten.wahl.gemeinde if stand.daten is not None else wid)
        name = f"{stand.daten.wahl.amt}wahl {stand.daten.wahl.gemeinde}" if stand.daten is not None else "die Wahl"
        return redirect(url_for("wahlen.liste", geloescht=name), 303)
    return render_template("loeschen.html", wid=wid, stand=stand, was="wahl", version=stand.version), 200


def _eigene_listen(stand: Stand) -> list[str]:
    """The signer lists the web stored for this election and no other names (deleted with it)."""
    u = umgebung()
    eigene = [
        str(b["unterschriften"])
        for b in (stand.roh or {}).get("bewerber") or []
        if isinstance(b, dict) and str(b.get("unterschriften") or "").startswith(f"unterschriften/{stand.wid}-")
    ]
    ergebnis = []
    for relativ in eigene:
        andere = 0
        for wid in u.speicher.wahlen():
            if wid != stand.wid:
                andere += 1 if _verwendet_in(u, wid, relativ) else 0
        if not andere:
            ergebnis.append(relativ)
    return ergebnis


def _verwendet_in(u: Any, wid: str, relativ: str) -> bool:
    try:
        roh = tomllib.loads(u.speicher.lies(wid)[0].decode("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False
    return any(isinstance(b, dict) and b.get("unterschriften") == relativ for b in roh.get("bewerber") or [])


def einrichten(app: Any) -> None:
    app.register_blueprint(bp)
    app.config["NOTICES_FORMULARE"].update({"wahlen.wahl_neu", "wahlen.wahl_bearbeiten"})
    app.config["NOTICES_AENDERN"].update({"wahlen.wahl_neu", "wahlen.wahl_bearbeiten", "wahlen.wahl_loeschen"})
