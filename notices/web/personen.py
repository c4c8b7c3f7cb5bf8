"""Applicants and persons for the Stichwahl: the form (merged with changes saved meanwhile, typed work
never lost), the Kennung, the documents the Land asks for, and deleting a person."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

import tomlkit
from flask import Blueprint, Response, abort, redirect, render_template, request, url_for

from notices import recht
from notices.fehler import Problem
from notices.web import datei, worte
from notices.web import formular as fm
from notices.web.dokumente import nach_dem_speichern
from notices.web.gemeinsam import Stand, lies_stand, pruefe_neu, pruefe_stand, umgebung
from notices.web.protokoll import protokolliere
from notices.web.sicherheit import CSRF_TEXT, csrf_ungueltig
from notices.web.speicher import Konflikt
from notices.web.wahlen import VERSUCHE, lesefehler, mit_lesefehlern, zeige_text

bp = Blueprint("personen", __name__)
SEITENGROESSE = 100
"""Rows of the table of invalid signatures per page."""

ANSTELLE = "stichwahl.anstelle"


def _rechtsstand(stand: Stand) -> Any:
    if stand.daten is None:
        return None
    try:
        return recht.rechtsstand(stand.daten.wahl)
    except LookupError:
        return None


def gruppen(art: str, stand: Stand, eintrag: Mapping[str, Any], *, neu: bool) -> list[tuple[str, tuple[fm.Feld, ...]]]:
    """The fields of a person's form in their groups: the Kennung only for a new person, the
    fields the Land reads (its ``[daten] liest``: the Wahlvorschlagsträger, the party's exemption, the Los …),
    the documents of the Land's law."""
    land = fm._land(fm.hole(stand.roh, "wahl.land"))
    eigene = fm.fuer_land(fm.BEWERBUNG if art == "bewerber" else fm.ZUSTIMMUNG, land)
    # a list the form cannot show in its field is kept as in the file (the Träger of a joint proposal has one)
    eigene = tuple(f for f in eigene if f.typ == "zeilen" or not isinstance(eintrag.get(f.name), list))
    person = ((fm.ID,) if neu else ()) + fm.fuer_land(fm._PERSON, land)
    return [
        ("Person", person),
        ("Bewerbung" if art == "bewerber" else "Zustimmung und Zulassung", eigene),
        ("Eingegangene Unterlagen", fm.unterlagen_felder(_rechtsstand(stand), art == "stichwahl_bewerber")),
    ]


def _alle(gr: list[tuple[str, tuple[fm.Feld, ...]]]) -> tuple[fm.Feld, ...]:
    return tuple(f for _, felder in gr for f in felder)


def _vorgabe_zeitpunkt(art: str, stand: Stand) -> str:
    """Now, where a filing (or consent) now would be in time; else empty, so that a clerk types the real one."""
    from notices.recht import fristenrechnung as fristen

    u = umgebung()
    jetzt = u.jetzt().replace(second=0, microsecond=0)
    if stand.daten is None:
        return ""
    wahl = stand.daten.wahl
    try:
        if art == "bewerber":
            beginn = fristen.beginn_der_einreichungsfrist(wahl)
            schluss = fristen.einreichungsschluss(wahl, recht.rechtsstand(wahl))
            if beginn is None or schluss is None or not (datetime.combine(beginn, datetime.min.time()) <= jetzt):
                return ""
            if fristen.verspaetet(jetzt, schluss):
                return ""
        else:
            if wahl.stichwahltag is None or not (wahl.wahltag < jetzt.date() <= wahl.stichwahltag):
                return ""
    except (LookupError, OverflowError, ValueError):
        return ""
    return fm.als_text(fm.BEWERBUNG[1], jetzt)


def _index(roh: Mapping[str, Any] | None, art: str, pid: str) -> int:
    liste = roh.get(art) if isinstance(roh, Mapping) else None
    if not isinstance(liste, list):
        return -1
    return next((i for i, e in enumerate(liste) if isinstance(e, Mapping) and e.get("id") == pid), -1)


def _anstelle(stand: Stand) -> fm.Feld | None:
    """For a new person for the Stichwahl once its participants are set: whom the person replaces."""
    teilnehmer = fm.hole(stand.roh, "stichwahl.teilnehmer")
    if not isinstance(teilnehmer, list) or not teilnehmer:
        return None
    namen = []
    for tid in teilnehmer:
        if not isinstance(tid, str):
            continue
        name = tid
        for art in fm.PERSONENARTEN:
            i = _index(stand.roh, art, tid)
            if i >= 0:
                name = worte.person_name(stand.roh, art, i + 1).split(" ", 2)[-1]
        namen.append((tid, name))
    return fm.Feld(
        ANSTELLE,
        "Nimmt an der Stichwahl teil anstelle von",
        "auswahl",
        "die Teilnehmer der Stichwahl sind schon festgelegt; die neue Person tritt an die Stelle einer von ihnen",
        optionen=(("", "– bitte wählen –"), *namen),
        pflicht=True,
    )


def seite(
    stand: Stand,
    art: str,
    pid: str | None,
    werte: Mapping[str, str],
    basis: Mapping[str, str],
    probleme: list[Problem],
    status: int,
    roh: Any = None,
    **mehr: Any,
) -> tuple[str, int]:
    """The person's page: the form with ``werte``, problems at their fields, the signer list and the check."""
    index = _index(stand.roh, art, pid) if pid else -1
    eintrag = stand.roh[art][index] if index >= 0 and stand.roh else {}
    gr = gruppen(art, stand, eintrag, neu=pid is None)
    if pid is None and art == "stichwahl_bewerber" and (anstelle := _anstelle(stand)):
        gr[1] = (gr[1][0], (anstelle, *gr[1][1]))
    anzeigen = [(titel, fm.anzeige(felder, werte)) for titel, felder in gr]
    praefix = f"{art}[{(index if index >= 0 else len((stand.roh or {}).get(art) or [])) + 1}]."
    alle = [a for _, liste in anzeigen for a in liste]
    uebrig = worte.ordne_zu(alle, probleme, praefix, roh if roh is not None else stand.roh)
    kontext: dict[str, Any] = {"wid": stand.wid, "art": art, "pid": pid, "stand": stand, "eintrag": eintrag}
    if pid is not None and art == "bewerber" and stand.daten is not None:
        ergebnis, listenfehler = pruefe_stand(stand, pid)
        kontext["pruefung"], kontext["listenfehler"] = ergebnis, worte.meldungen(listenfehler, stand.roh)
        if ergebnis is not None:
            ungueltig = list(ergebnis.ungueltig)
            seiten = max(1, -(-len(ungueltig) // SEITENGROESSE))
            try:
                nummer = min(max(1, int(request.args.get("seite", "1"))), seiten)
            except ValueError:
                nummer = 1
            kontext["ungueltig"] = ungueltig[(nummer - 1) * SEITENGROESSE : nummer * SEITENGROESSE]
            kontext["seite"], kontext["seiten"], kontext["anzahl_ungueltig"] = nummer, seiten, len(ungueltig)
    return render_template(
        "person.html",
        gruppen=anzeigen,
        uebrig=uebrig,
        version=stand.version,
        basis=json.dumps(dict(basis), ensure_ascii=False),
        **kontext,
        **mehr,
    ), status


def person_formular(wid: str, art: str, pid: str | None) -> tuple[str, int] | Response:
    if art not in fm.PERSONENARTEN:
        abort(404)
    stand = lies_stand(wid)
    if stand.roh is None:
        return redirect(url_for("wahlen.wahl", wid=wid), 303)
    index = _index(stand.roh, art, pid) if pid is not None else -1
    if pid is not None and index < 0:
        abort(404)
    eintrag = stand.roh[art][index] if index >= 0 else {}
    felder = _alle(gruppen(art, stand, eintrag, neu=pid is None))
    if request.method == "GET":
        if pid is not None:
            werte = fm.texte(felder, eintrag)
            return seite(stand, art, pid, werte, werte, stand.probleme, 200)
        werte = {
            "staatsangehoerigkeit": "DE",
            "eingang" if art == "bewerber" else "zustimmung": _vorgabe_zeitpunkt(art, stand),
        }
        return seite(stand, art, None, werte, {}, [], 200)

    anstelle = _anstelle(stand) if pid is None and art == "stichwahl_bewerber" else None
    eingabe = fm.eingabe((*felder, *([anstelle] if anstelle else [])), request.form)
    try:
        basis = json.loads(request.form.get("basis") or "{}")
    except ValueError:
        basis = {}
    if csrf_ungueltig():
        return seite(stand, art, pid, eingabe, basis, [], 400, hinweis=CSRF_TEXT)
    for _ in range(VERSUCHE):
        stand = lies_stand(wid)
        if stand.roh is None:
            return redirect(url_for("wahlen.wahl", wid=wid), 303)
        dok = datei.lies(stand.inhalt)
        if pid is None:
            ergebnis = _neue_person(stand, dok, art, felder, eingabe, anstelle)
        else:
            index = _index(stand.roh, art, pid)
            if index < 0:  # deleted meanwhile
                return seite(stand, art, None, eingabe, {}, [], 409, geloescht_von_anderen=True)
            aktuell = fm.texte(felder, stand.roh[art][index])
            # A form without the texts it showed (a script, an old page): what it sends wins.
            z = fm.fuehre_zusammen(felder, basis if "basis" in request.form else aktuell, eingabe, aktuell)
            if z.konflikte:
                konflikte = [(f.bezeichnung, zeige_text(f, a), zeige_text(f, n)) for f, a, n in z.konflikte]
                return seite(stand, art, pid, eingabe, aktuell, [], 409, konflikte=konflikte)
            eintrag = datei.personen(dok, art)[index]
            _uebernimm(eintrag, z.geaendert, felder)
            ergebnis = pid
        if isinstance(ergebnis, list):
            return seite(stand, art, pid, eingabe, basis, ergebnis, 400)
        roh = datei.als_dict(dok)
        nummer = (index if pid is not None else len(datei.personen(dok, art)) - 1) + 1
        praefix = f"{art}[{nummer}]."
        geaendert = z.geaendert if pid is not None else fm.aenderungen(felder, {}, eingabe)
        lese = lesefehler(geaendert, request.form, praefix) + _zukunft(geaendert, praefix)
        probleme = pruefe_neu(roh, stand.datei.name)
        if probleme or lese:
            return seite(stand, art, pid, eingabe, basis, mit_lesefehlern(lese, probleme), 400, roh=roh)
        try:
            umgebung().speicher.speichere(wid, datei.als_bytes(dok), stand.version)
        except Konflikt:
            continue
        wer = worte.person_name(roh, art, nummer)
        vorher = fm.texte(felder, stand.roh[art][index]) if pid is not None else {}
        protokolliere(
            wid,
            [
                (
                    f"{wer} – {f.bezeichnung}",
                    zeige_text(f, vorher.get(f.name, "")),
                    zeige_text(f, eingabe.get(f.name, "")),
                )
                for f in geaendert
            ]
            if pid is not None
            else [(wer, "", "neu erfasst")],
        )
        nach_dem_speichern(wid)
        return redirect(url_for("personen.person", wid=wid, art=art, pid=ergebnis, gespeichert=1), 303)
    abort(409)


def _zukunft(geaendert: list[fm.Feld], praefix: str) -> list[Problem]:
    """A receipt later than now is a typing error (a wrong year): it would date the check and the letters."""
    jetzt = umgebung().jetzt()
    probleme = []
    for f in geaendert:
        if f.typ != "zeitpunkt":
            continue
        wert = fm.lies_wert(f, request.form)
        if isinstance(wert, datetime) and wert > jetzt:
            probleme.append(
                Problem(
                    praefix + f.name,
                    f"{fm.als_text(f, wert)} liegt in der Zukunft (jetzt ist "
                    f"{fm.als_text(f, jetzt.replace(second=0))}); bitte Tag und Uhrzeit "
                    f"{'der Rücknahme' if f.name == 'ruecknahme_zweiter_wahlgang' else 'des Eingangs'} prüfen.",
                )
            )
    return probleme


def _unverschuldet(eintrag: Any, schluessel: str, ja: bool) -> None:
    """Add or remove one document of ``unterlagen.unverschuldet_nicht_rechtzeitig`` (the list stays in place)."""
    unterlagen = eintrag.get("unterlagen")
    if not isinstance(unterlagen, Mapping):
        if not ja:
            return
        eintrag["unterlagen"] = tomlkit.inline_table()
        unterlagen = eintrag["unterlagen"]
    liste = unterlagen.get("unverschuldet_nicht_rechtzeitig")
    if not isinstance(liste, list):
        if not ja:
            return
        unterlagen["unverschuldet_nicht_rechtzeitig"] = tomlkit.array()
        liste = unterlagen["unverschuldet_nicht_rechtzeitig"]
    if ja and schluessel not in [str(x) for x in liste]:
        liste.append(schluessel)
    elif not ja:
        for i in [i for i, x in enumerate(liste) if str(x) == schluessel][::-1]:
            del liste[i]
        if len(liste) == 0:
            del unterlagen["unverschuldet_nicht_rechtzeitig"]


def _uebernimm(eintrag: Any, geaendert: list[fm.Feld], felder: tuple[fm.Feld, ...]) -> None:
    """Write the changed fields into the person's table; the table of documents exists while it is
    marked as recorded or a document is ticked."""
    for f in geaendert:
        if f.name.startswith(fm.UNVERSCHULDET):
            _unverschuldet(eintrag, f.name.removeprefix(fm.UNVERSCHULDET), bool(request.form.get(f.name)))
        elif f is not fm.ERFASST:
            datei.setze(eintrag, f.name, fm.lies_wert(f, request.form), in_liste=True)
    if any(f.name.startswith("unterlagen.") for f in geaendert):
        unterlagen = eintrag.get("unterlagen")
        if request.form.get(fm.ERFASST.name):
            if not isinstance(unterlagen, Mapping):
                eintrag["unterlagen"] = tomlkit.inline_table()
        elif isinstance(unterlagen, Mapping) and len(unterlagen) == 0:
            del eintrag["unterlagen"]


def _neue_person(
    stand: Stand,
    dok: Any,
    art: str,
    felder: tuple[fm.Feld, ...],
    eingabe: Mapping[str, str],
    anstelle: fm.Feld | None,
) -> str | list[Problem]:
    """Add the person to ``dok``; their Kennung, or the problems that stop it."""
    nummer = len(datei.personen(dok, art)) + 1
    vergeben = [
        str(e.get("id")) for a in fm.PERSONENARTEN for e in (stand.roh or {}).get(a) or [] if isinstance(e, Mapping)
    ]
    kennung = eingabe.get("id", "").strip()
    if kennung and not fm.kennung_gueltig(kennung):
        return [
            Problem(
                f"{art}[{nummer}].id",
                f"„{kennung}“ geht als Kennung nicht: bitte nur Buchstaben ohne Umlaute, Ziffern, Bindestrich und "
                "Unterstrich verwenden, ohne Leerzeichen (höchstens 60 Zeichen).",
            )
        ]
    if not kennung:
        kennung = fm.kennung_aus(eingabe.get("familienname", ""), eingabe.get("vornamen", ""), vergeben)
    eintrag = tomlkit.table()
    eintrag["id"] = kennung
    _uebernimm(eintrag, [f for f in fm.aenderungen(felder, {}, eingabe) if f.name != "id"], felder)
    datei.haenge_an(dok, art, eintrag)
    if anstelle is not None:
        alt = eingabe.get(ANSTELLE, "")
        teilnehmer = dok["stichwahl"]["teilnehmer"]
        if alt not in [str(t) for t in teilnehmer]:
            return [Problem(ANSTELLE, "Bitte wählen, an wessen Stelle die Person an der Stichwahl teilnimmt.")]
        teilnehmer[[str(t) for t in teilnehmer].index(alt)] = kennung
    return kennung


@bp.route("/wahl/<wid>/<art>/neu", methods=["GET", "POST"])
def person_neu(wid: str, art: str) -> tuple[str, int] | Response:
    return person_formular(wid, art, None)


@bp.route("/wahl/<wid>/<art>/p/<path:pid>", methods=["GET", "POST"])
def person(wid: str, art: str, pid: str) -> tuple[str, int] | Response:
    return person_formular(wid, art, pid)


@bp.route("/wahl/<wid>/<art>/loeschen/<path:pid>", methods=["GET", "POST"])
def person_loeschen(wid: str, art: str, pid: str) -> tuple[str, int] | Response:
    if art not in fm.PERSONENARTEN:
        abort(404)
    stand = lies_stand(wid)
    index = _index(stand.roh, art, pid)
    if stand.roh is None or index < 0:
        abort(404)
    name = worte.person_name(stand.roh, art, index + 1)
    kontext = {"wid": wid, "stand": stand, "was": "person", "art": art, "pid": pid, "name": name}
    if request.method == "GET":
        return render_template("loeschen.html", version=stand.version, **kontext), 200
    dok = datei.lies(stand.inhalt)
    datei.entferne(dok, art, index)
    probleme = pruefe_neu(datei.als_dict(dok), stand.datei.name)
    neue = [p for p in probleme if p not in stand.probleme]
    if neue:
        meldungen = worte.meldungen(neue, stand.roh)
        return render_template("loeschen.html", version=stand.version, meldungen=meldungen, **kontext), 400
    try:
        umgebung().speicher.speichere(wid, datei.als_bytes(dok), stand.version)
    except Konflikt:
        return render_template("loeschen.html", version=stand.version, geaendert=True, **kontext), 409
    protokolliere(wid, [(name, "erfasst", "gelöscht")])
    nach_dem_speichern(wid)
    return redirect(url_for("wahlen.wahl", wid=wid, geloescht=name), 303)


def einrichten(app: Any) -> None:
    app.register_blueprint(bp)
    app.config["NOTICES_FORMULARE"].update({"personen.person_neu", "personen.person"})
    app.config["NOTICES_AENDERN"].update({"personen.person_neu", "personen.person_loeschen"})
