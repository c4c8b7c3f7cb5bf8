"""The participants of the Stichwahl: two persons, chosen from the applicants and the persons for the
Stichwahl; a change saved meanwhile is a conflict only where it chose differently."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tomlkit
from flask import Blueprint, Response, abort, redirect, render_template, request, url_for

from notices.fehler import Problem
from notices.web import datei, worte
from notices.web import formular as fm
from notices.web.dokumente import nach_dem_speichern
from notices.web.gemeinsam import lies_stand, pruefe_neu, umgebung
from notices.web.protokoll import protokolliere
from notices.web.sicherheit import CSRF_TEXT, csrf_ungueltig
from notices.web.speicher import Konflikt
from notices.web.wahlen import VERSUCHE

bp = Blueprint("stichwahl", __name__)


def _teilnehmer(roh: Mapping[str, Any] | None) -> list[str]:
    liste = fm.hole(roh, "stichwahl.teilnehmer")
    return [str(t) for t in liste] if isinstance(liste, list) else []


def _seite(
    stand: Any, gewaehlt: list[str], basis: list[str], probleme: list[Problem], status: int, **mehr: Any
) -> tuple[str, int]:
    ausgeschlossen = _nicht_waehlbar(stand)
    personen = [
        (e.get("id"), f"{e.get('vornamen', '')} {e.get('familienname', '')}".strip())
        for art in fm.PERSONENARTEN
        for e in ((stand.roh or {}).get(art) or [])
        if isinstance(e, Mapping)
        and isinstance(e.get("id"), str)
        and (e.get("id") not in ausgeschlossen or e.get("id") in gewaehlt)  # a choice saved stays visible
    ]
    return render_template(
        "stichwahl.html",
        wid=stand.wid,
        stand=stand,
        personen=personen,
        teilnehmer=[*gewaehlt, "", ""],
        basis=",".join(basis),
        fehler=worte.meldungen(probleme, stand.roh),
        version=stand.version,
        gespeichert=request.args.get("gespeichert"),
        **mehr,
    ), status


def _namen(stand: Any, ids: list[str]) -> str:
    """The persons as the page names them (never their ids)."""
    namen = []
    for pid in ids:
        try:
            namen.append(stand.daten.person(pid).name)
        except (KeyError, AttributeError):
            namen.append("unbekannte Person")
    return " und ".join(namen) or "(keine)"


def _nicht_waehlbar(stand: Any) -> set[str]:
    """Who cannot be in the Stichwahl: an application rejected by the committee, or one that came after the
    end of the filing period (the check proposes to reject it) while no decision is recorded."""
    from notices import recht
    from notices.recht import fristenrechnung as fristen

    if stand.daten is None:
        return set()
    wahl = stand.daten.wahl
    try:
        schluss = fristen.einreichungsschluss(wahl, recht.rechtsstand(wahl))
    except (LookupError, ValueError):
        schluss = None
    aus = set()
    for b in stand.daten.bewerber:
        if b.zugelassen is False or (
            b.zugelassen is None and b.eingang and schluss is not None and fristen.verspaetet(b.eingang, schluss)
        ):
            aus.add(b.id)
    aus |= {p.id for p in stand.daten.stichwahl_bewerber if p.zugelassen is False}
    return aus


@bp.route("/wahl/<wid>/stichwahl", methods=["GET", "POST"])
def stichwahl(wid: str) -> tuple[str, int] | Response:
    stand = lies_stand(wid)
    if stand.roh is None:
        return redirect(url_for("wahlen.wahl", wid=wid), 303)
    if request.method == "GET":
        t = _teilnehmer(stand.roh)
        return _seite(stand, t, t, [], 200)
    gewaehlt = [request.form.get("teilnehmer1", ""), request.form.get("teilnehmer2", "")]
    basis = [t for t in request.form.get("basis", "").split(",") if t]
    if csrf_ungueltig():
        return _seite(stand, gewaehlt, basis, [], 400, hinweis=CSRF_TEXT)
    neu = [g for g in gewaehlt if g]
    for _ in range(VERSUCHE):
        stand = lies_stand(wid)
        if stand.roh is None:
            return redirect(url_for("wahlen.wahl", wid=wid), 303)
        aktuell = _teilnehmer(stand.roh)
        if aktuell not in (basis, neu):
            return _seite(stand, gewaehlt, aktuell, [], 409, konflikt=aktuell)
        dok = datei.lies(stand.inhalt)
        if not neu:
            if "stichwahl" in dok:
                del dok["stichwahl"]
        else:
            tabelle = datei.tabelle(dok, "stichwahl")
            alt = tabelle.get("teilnehmer")
            if isinstance(alt, list) and len(alt) == len(neu):
                for i, tid in enumerate(neu):  # in place: the line's comment stays
                    if alt[i] != tid:
                        alt[i] = tid
            else:
                tabelle["teilnehmer"] = tomlkit.array()
                tabelle["teilnehmer"].extend(neu)
        roh = datei.als_dict(dok)
        probleme = pruefe_neu(roh, stand.datei.name)
        if probleme:
            return _seite(stand, gewaehlt, basis, probleme, 400)
        try:
            umgebung().speicher.speichere(wid, datei.als_bytes(dok), stand.version)
        except Konflikt:
            continue
        protokolliere(wid, [("Teilnehmer der Stichwahl", _namen(stand, aktuell), _namen(stand, neu))])
        nach_dem_speichern(wid)
        return redirect(url_for("stichwahl.stichwahl", wid=wid, gespeichert=1), 303)
    abort(409)


def einrichten(app: Any) -> None:
    app.register_blueprint(bp)
    app.config["NOTICES_FORMULARE"].add("stichwahl.stichwahl")
