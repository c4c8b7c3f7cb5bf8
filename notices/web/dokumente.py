"""Documents: the page of every document the election's Land has, the preview (the PDF is made first: a
document that cannot be made shows why, without a frame or a download button), the PDF, the deadline
calendar, and the ZIP of everything (made in the background with its progress shown, documents whose
inputs did not change taken from the cache)."""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
import threading
import zipfile
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

from flask import Blueprint, Flask, Response, abort, redirect, render_template, request, url_for

from notices.archiv import slug
from notices.fehler import Eingabefehler, Problem
from notices.web import worte
from notices.web.gemeinsam import Stand, Umgebung, fingerabdruck, lies_stand, pruefe_stand, umgebung
from notices.web.zwischenspeicher import Abgebrochen, Druckerei, abbrechbar, nachrangig, sammeln

bp = Blueprint("dokumente", __name__)

WAHLDOKUMENTE: dict[str, str] = {
    "pruefbericht": "Prüfbericht",
    "bekanntmachung": "Bekanntmachung der zugelassenen Bewerbungen",
    "bekanntmachung-stichwahl": "Bekanntmachung der Bewerber der Stichwahl",
}
VOR_DER_EINREICHUNG: dict[str, str] = {
    "bekanntmachung-aufforderung": "Bekanntmachung der Wahl mit der Aufforderung zur Einreichung von Wahlvorschlägen",
    "bekanntmachung-eintragung": "Bekanntmachung der Eintragungsmöglichkeiten in Unterstützungslisten",
}
"""The notices before the filing, where the Land has them (BY § 34 GLKrWO): page name to title."""
PRUEFBERICHT_STICHWAHL = "Prüfbericht zur Zulassung zur Stichwahl"
STICHWAHL_ENTFAELLT = "Bekanntmachung, dass die Stichwahl nicht stattfindet"
WAHL_ENTFAELLT = "Bekanntmachung, dass die Wahl gescheitert ist oder nicht stattfindet"
BENACHRICHTIGUNG = "Benachrichtigung über die Teilnahme an der Stichwahl"
MAENGEL = "Mängelschreiben"
BEKANNTGEMACHT = {"bekanntmachung": "wahl.bekanntgemacht", "bekanntmachung-stichwahl": "wahl.stichwahl_bekanntgemacht"}
"""Where the day a notice was published with is stored (the archive then holds that notice)."""
ANZAHL_HOECHSTENS = 500
"""Most sheets of the Formblatt at one click (the CLI allows more)."""
ZIP_WARTEN = 2.0
"""Seconds the ZIP's request waits for the archive before it shows the progress page instead."""


def arten(daten: Any) -> dict[str, str]:
    """The documents of this election's Land: the whole election's, its forms, the letter about defects."""
    from notices import dienste

    titel = {art: t for art, t in VOR_DER_EINREICHUNG.items() if _vorhanden(daten, art)} | WAHLDOKUMENTE
    if daten.stichwahl_bewerber:
        titel["pruefbericht-stichwahl"] = PRUEFBERICHT_STICHWAHL
    titel["stichwahl-entfaellt"] = STICHWAHL_ENTFAELLT
    if entfallfaelle(daten):
        titel["wahl-entfaellt"] = WAHL_ENTFAELLT
    for verb, f in dienste.formulare(daten).items():
        titel[verb] = f.titel
    titel["maengel"] = MAENGEL
    if hat_benachrichtigung(daten):
        titel["benachrichtigung"] = BENACHRICHTIGUNG
    return titel


def _vorhanden(daten: Any, art: str) -> bool:
    from notices.dokumente import landesdokumente

    return landesdokumente.vorhanden(daten, art.removeprefix("bekanntmachung-"))


def bekanntmachungen(daten: Any) -> list[str]:
    """The notices the page offers with a date, in the order of the procedure."""
    return [art for art in VOR_DER_EINREICHUNG if _vorhanden(daten, art)] + [
        "bekanntmachung",
        "bekanntmachung-stichwahl",
    ]


def entfallfaelle(daten: Any) -> list[tuple[str, str]]:
    """The Land's cases in which the election fails or does not take place: (case, how the page names it)."""
    from notices.dokumente import bekanntmachung as bm

    try:
        faelle = bm._entfall_angabe(daten).faelle
    except Eingabefehler:
        return []
    return [(k, f"Die Wahl {e.wort} ({e.vorschrift})") for k, e in faelle.items()]


def hat_benachrichtigung(daten: Any) -> bool:
    """Whether the Land writes to a person who would be in the Stichwahl without having applied."""
    from notices.dokumente import benachrichtigung

    try:
        benachrichtigung._angabe(daten)
    except Eingabefehler:
        return False
    return bool(daten.stichwahl_bewerber)


def _nicht_hier(stand: Stand, art: str) -> tuple[str, int]:
    """A form another Land has but this one does not: one sentence (400); anything else is not found."""
    from notices import dienste
    from notices.dokumente.formulare import alle_verben

    if art not in alle_verben():
        abort(404)
    try:
        dienste.formular(stand.daten, art)
    except Eingabefehler as e:
        return render_template("pdf_fehler.html", meldungen=worte.meldungen(e.probleme, stand.roh)), 400
    abort(404)


def personendokumente(daten: Any) -> list[str]:
    from notices import dienste

    return [*dienste.formulare(daten), "maengel", *(["benachrichtigung"] if hat_benachrichtigung(daten) else [])]


@dataclass(frozen=True)
class Fristpruefung:
    """The deadline guard of a notice (same verdict as ``notices bekanntmachung``)."""

    verspaetet: bool
    meldung: str | None
    warnungen: tuple[str, ...]


def fristpruefung(daten: Any, *, stichwahl: bool, datum: date, art: str | None = None) -> Fristpruefung:
    """``art``: a notice before the filing (``bekanntmachung-aufforderung``, ``…-eintragung``), else the notice
    of the admitted applications (``stichwahl``: of the Stichwahl)."""
    from notices.dokumente import aufforderung as af
    from notices.dokumente import bekanntmachung as bm_modul

    if art in VOR_DER_EINREICHUNG:
        lage = af.fristlage(af.erstelle(daten, "aufforderung" if art.endswith("aufforderung") else "eintragung"), datum)
    else:
        lage = bm_modul.fristlage(bm_modul.erstelle(daten, stichwahl=stichwahl), datum)
    return Fristpruefung(lage.verspaetet, lage.meldung, tuple(lage.warnungen))


def _pruefung(stand: Stand, angaben: dict[str, Any], *, stichwahl: bool = False) -> Any:
    ergebnis, probleme = pruefe_stand(stand, stichtag=angaben.get("stichtag"), stichwahl=stichwahl)
    if ergebnis is None:
        raise Eingabefehler(probleme)
    return ergebnis


def erzeuge(art: str, stand: Stand, angaben: dict[str, Any]) -> tuple[bytes, str]:
    """The PDF of document ``art`` and a file name for it; an Eingabefehler where the data does not allow it."""
    from notices import dienste
    from notices.dokumente import bekanntmachung as bm
    from notices.dokumente import benachrichtigung

    daten = stand.daten
    if art in personendokumente(daten):
        pid = angaben.get("bewerber")
        if not pid:
            raise Eingabefehler([Problem("bewerber_id", "fehlt; für dieses Dokument bitte eine Person wählen.")])
        dienste.person(daten, pid, "bewerber_id")
        name = f"{art}-{slug(pid)}.pdf"
        if art == "formblatt":
            anzahl = angaben.get("anzahl")
            if anzahl is not None and not 1 <= anzahl <= ANZAHL_HOECHSTENS:
                raise Eingabefehler([Problem("anzahl", f"„{anzahl}“ ist keine Zahl von 1 bis {ANZAHL_HOECHSTENS}.")])
            return dienste.formblatt_pdf(daten, pid, anzahl=anzahl), name
        if art == "maengel":
            return dienste.maengelschreiben_pdf(_pruefung(stand, angaben), pid), name
        if art == "benachrichtigung":
            empfaenger = benachrichtigung.empfaenger(daten, pid)
            benachrichtigung.pruefen(daten, angaben["datum"])
            return dienste.benachrichtigung_pdf(daten, empfaenger, datum=angaben["datum"]), name
        return dienste.formular_pdf(daten, art, pid), name
    if art == "pruefbericht":
        return dienste.pruefbericht_pdf(_pruefung(stand, angaben)), "pruefbericht.pdf"
    if art == "pruefbericht-stichwahl":
        return dienste.pruefbericht_pdf(_pruefung(stand, angaben, stichwahl=True)), "pruefbericht-stichwahl.pdf"
    if art in VOR_DER_EINREICHUNG:
        tag = angaben["datum"]
        lage = fristpruefung(daten, stichwahl=False, datum=tag, art=art)
        if lage.verspaetet and not angaben.get("trotz_fristablauf"):
            raise Eingabefehler(
                [Problem("trotz_fristablauf", f"{lage.meldung} Bitte bestätigen, um sie dennoch zu erstellen.")]
            )
        pdf = dienste.dokument(daten, art.removeprefix("bekanntmachung-"), datum=tag)
        return pdf, f"{art}-{slug(daten.wahl.gemeinde)}.pdf"
    if art in ("bekanntmachung", "bekanntmachung-stichwahl"):
        stichwahl = art == "bekanntmachung-stichwahl"
        tag = angaben["datum"]
        lage = fristpruefung(daten, stichwahl=stichwahl, datum=tag)
        if lage.verspaetet and not angaben.get("trotz_fristablauf"):
            raise Eingabefehler(
                [Problem("trotz_fristablauf", f"{lage.meldung} Bitte bestätigen, um sie dennoch zu erstellen.")]
            )
        pdf = dienste.bekanntmachung_pdf(daten, stichwahl=stichwahl, datum=tag)
        return pdf, f"{art}-{slug(daten.wahl.gemeinde)}.pdf"
    if art == "stichwahl-entfaellt":
        grund = bm.pruefe_grund(angaben.get("grund"))
        bm.entfaellt_pruefen(daten, angaben["datum"])
        return dienste.entfaellt_pdf(
            daten, grund=grund, datum=angaben["datum"]
        ), f"{art}-{slug(daten.wahl.gemeinde)}.pdf"
    if art == "wahl-entfaellt":
        fall = angaben.get("fall") or ""
        if not fall:
            raise Eingabefehler([Problem("fall", "fehlt; bitte den Fall wählen, in dem die Wahl nicht stattfindet.")])
        grund = (angaben.get("grund") or "").strip() or None
        inhalt = bm.wahl_entfaellt_json(daten, fall, grund)
        spaetestens = date.fromisoformat(inhalt["spaetestens"]) if inhalt["spaetestens"] else None
        if spaetestens is not None and angaben["datum"] > spaetestens and not angaben.get("trotz_fristablauf"):
            raise Eingabefehler(
                [
                    Problem(
                        "trotz_fristablauf",
                        f"Die Bekanntmachung war spätestens am {spaetestens:%d.%m.%Y} fällig. Bitte bestätigen, um "
                        "sie dennoch zu erstellen.",
                    )
                ]
            )
        pdf = dienste.wahl_entfaellt_pdf(daten, fall=fall, grund=grund, datum=angaben["datum"])
        return pdf, f"{art}-{slug(daten.wahl.gemeinde)}.pdf"
    raise KeyError(art)


def angaben_aus_anfrage(heute: date) -> dict[str, Any]:
    from notices.web.formular import lies_datum, lies_zahl, lies_zeitpunkt

    angaben: dict[str, Any] = {
        "bewerber": request.args.get("bewerber") or None,
        "trotz_fristablauf": request.args.get("trotz_fristablauf") == "1",
    }
    probleme = []
    if request.args.get("anzahl", "").strip():
        anzahl = lies_zahl(request.args["anzahl"])
        if isinstance(anzahl, int):
            angaben["anzahl"] = anzahl
        else:
            probleme.append(Problem("anzahl", f"„{request.args['anzahl']}“ ist keine ganze Zahl."))
    if request.args.get("datum", "").strip():
        tag = lies_datum(request.args["datum"])
        if tag is None:
            probleme.append(Problem("datum", f"„{request.args['datum']}“ ist kein Tag; bitte als TT.MM.JJJJ eingeben."))
        else:
            angaben["datum"] = tag
    else:
        angaben["datum"] = heute
    if request.args.get("stichtag", "").strip():
        text = request.args["stichtag"].strip()
        stichtag = lies_zeitpunkt(text) or (
            datetime.combine(tag, datetime.min.time()) if (tag := lies_datum(text)) else None
        )
        if stichtag is None:
            probleme.append(Problem("stichtag", f"„{text}“ ist kein Tag (TT.MM.JJJJ, nach Wunsch mit Uhrzeit)."))
        elif stichtag > umgebung().jetzt():
            probleme.append(
                Problem("stichtag", f"„{text}“ liegt in der Zukunft; die Prüfung beschreibt einen vergangenen Stand.")
            )
        else:
            angaben["stichtag"] = stichtag
    for k in ("grund", "fall"):
        if request.args.get(k):
            angaben[k] = request.args[k][:2000]
    if probleme:
        raise Eingabefehler(probleme)
    return angaben


def _stand_mit_daten(wid: str) -> Stand:
    return lies_stand(wid)


@bp.get("/wahl/<wid>/dokumente")
def dokumente(wid: str) -> str:
    u = umgebung()
    stand = lies_stand(wid)
    kontext: dict[str, Any] = {"wid": wid, "stand": stand, "heute": u.heute(), "hoechstens": ANZAHL_HOECHSTENS}
    kontext["meldungen"] = worte.meldungen(stand.probleme, stand.roh)
    if stand.daten is not None:
        kontext["arten"] = arten(stand.daten)
        kontext["bekanntmachungen"] = bekanntmachungen(stand.daten)
        kontext["personendokumente"] = personendokumente(stand.daten)
        kontext["faelle"] = entfallfaelle(stand.daten)
        kontext["bekanntgemacht"] = {a: fm_hole(stand.roh, k) for a, k in BEKANNTGEMACHT.items()}
        kontext["gemeldet"] = request.args.get("bekanntgemacht")
    return render_template("dokumente.html", **kontext)


ABFRAGE = ("bewerber", "anzahl", "datum", "trotz_fristablauf", "stichtag", "grund", "fall")


@bp.get("/wahl/<wid>/vorschau/<art>")
def vorschau(wid: str, art: str) -> tuple[str, int]:
    u = umgebung()
    stand = lies_stand(wid)
    if stand.daten is None:
        return render_template(
            "dokument.html", wid=wid, titel="Dokument", meldungen=worte.meldungen(stand.probleme, stand.roh)
        ), 400
    titel_von = arten(stand.daten)
    if art not in titel_von:
        return _nicht_hier(stand, art)
    titel = titel_von[art]
    query = {k: v for k, v in request.args.items() if k in ABFRAGE}
    try:
        angaben = angaben_aus_anfrage(u.heute())
        lage = None
        if art.startswith("bekanntmachung"):
            lage = fristpruefung(stand.daten, stichwahl=art.endswith("stichwahl"), datum=angaben["datum"], art=art)
        if lage is not None and lage.verspaetet and not angaben.get("trotz_fristablauf"):
            return render_template(
                "dokument.html", wid=wid, art=art, titel=titel, lage=lage, verweigert=True, query=query
            ), 409
        with u.vordergrund.aktiv(), u.pdfs.aktiv():
            erzeuge(art, stand, angaben)  # made now (and kept): the frame below shows it at once
    except Eingabefehler as e:
        spaet = [p for p in e.probleme if p.pfad == "trotz_fristablauf"]
        if spaet:  # a notice after its deadline: only with the clerk's confirmation
            lage = Fristpruefung(True, spaet[0].text.replace(" Bitte bestätigen, um sie dennoch zu erstellen.", ""), ())
            return render_template(
                "dokument.html", wid=wid, art=art, titel=titel, lage=lage, verweigert=True, query=query
            ), 409
        return render_template(
            "dokument.html", wid=wid, art=art, titel=titel, meldungen=worte.meldungen(e.probleme, stand.roh)
        ), 400
    gespeichert_am = fm_hole(stand.roh, BEKANNTGEMACHT[art]) if art in BEKANNTGEMACHT else None
    return render_template(
        "dokument.html",
        wid=wid,
        art=art,
        titel=titel,
        lage=lage,
        bekanntgemacht=art in BEKANNTGEMACHT,
        gespeichert_am=gespeichert_am,
        datum=angaben.get("datum"),
        version=stand.version,
        pdf_url=url_for("dokumente.pdf", wid=wid, art=art, **query),
        download_url=url_for("dokumente.pdf", wid=wid, art=art, herunterladen=1, **query),
        query=query,
    ), 200


def fm_hole(roh: Any, pfad: str) -> Any:
    from notices.web.formular import hole

    return hole(roh, pfad)


@bp.post("/wahl/<wid>/bekanntgemacht/<art>")
def bekanntgemacht(wid: str, art: str) -> Response | tuple[str, int]:
    """Record the day the clerk published the notice with: the archive (ZIP, Wahlakte) then holds exactly
    that notice, not one dated on another day."""
    from notices.web import datei
    from notices.web.formular import lies_datum
    from notices.web.gemeinsam import pruefe_neu
    from notices.web.protokoll import protokolliere
    from notices.web.sicherheit import CSRF_TEXT, csrf_ungueltig
    from notices.web.speicher import Konflikt

    if art not in BEKANNTGEMACHT:
        abort(404)
    if csrf_ungueltig():
        abort(400, CSRF_TEXT)
    stand = lies_stand(wid)
    tag = lies_datum(request.form.get("datum", ""))
    if stand.daten is None or stand.roh is None or tag is None:
        abort(400)
    dok = datei.lies(stand.inhalt)
    alt = fm_hole(stand.roh, BEKANNTGEMACHT[art])
    datei.setze(dok, BEKANNTGEMACHT[art], tag)
    probleme = pruefe_neu(datei.als_dict(dok), stand.datei.name)
    if probleme:
        return render_template("pdf_fehler.html", meldungen=worte.meldungen(probleme, stand.roh)), 400
    try:
        umgebung().speicher.speichere(wid, datei.als_bytes(dok), request.form.get("version", ""))
    except Konflikt:
        abort(409)
    protokolliere(
        wid, [(f"{WAHLDOKUMENTE[art]}: Tag der Veröffentlichung", f"{alt:%d.%m.%Y}" if alt else "", f"{tag:%d.%m.%Y}")]
    )
    nach_dem_speichern(wid)
    return redirect(url_for("dokumente.dokumente", wid=wid, bekanntgemacht=art), 303)


@bp.get("/wahl/<wid>/pdf/<art>")
def pdf(wid: str, art: str) -> Response | tuple[str, int]:
    u = umgebung()
    stand = lies_stand(wid)
    if stand.daten is None:
        return render_template("pdf_fehler.html", meldungen=worte.meldungen(stand.probleme, stand.roh)), 400
    if art not in arten(stand.daten):
        return _nicht_hier(stand, art)
    try:
        with u.vordergrund.aktiv(), u.pdfs.aktiv():
            inhalt, name = erzeuge(art, stand, angaben_aus_anfrage(u.heute()))
    except Eingabefehler as e:
        status = 409 if any(p.pfad == "trotz_fristablauf" for p in e.probleme) else 400
        return render_template("pdf_fehler.html", meldungen=worte.meldungen(e.probleme, stand.roh)), status
    art_kopf = "attachment" if request.args.get("herunterladen") else "inline"
    return Response(
        inhalt, mimetype="application/pdf", headers={"Content-Disposition": f'{art_kopf}; filename="{name}"'}
    )


@bp.get("/wahl/<wid>/fristen.ics")
def fristen_ics(wid: str) -> Response:
    from notices.dokumente.fristenkalender import fristen_ics as ics

    stand = lies_stand(wid)
    if stand.daten is None:
        abort(404)
    return Response(
        ics(stand.daten),
        mimetype="text/calendar",
        headers={"Content-Disposition": f'attachment; filename="fristen-{wid}.ics"'},
    )


@bp.get("/wahl/<wid>/pruefbericht.csv")
def pruefbericht_csv(wid: str) -> Response | tuple[str, int]:
    """Every signature that does not count, the table beside the Prüfbericht (which shows a sample)."""
    from notices import dienste

    stand = lies_stand(wid)
    if stand.daten is None:
        return render_template("pdf_fehler.html", meldungen=worte.meldungen(stand.probleme, stand.roh)), 400
    ergebnis, probleme = pruefe_stand(stand)
    if ergebnis is None:
        return render_template("pdf_fehler.html", meldungen=worte.meldungen(probleme, stand.roh)), 400
    return Response(
        dienste.pruefbericht_csv(ergebnis),
        mimetype="text/csv",
        headers={"Content-Disposition": 'attachment; filename="pruefbericht.csv"'},
    )


# ------------------------------------------------------------------------------------------------
# The ZIP of everything, in the background


@dataclass
class Archivauftrag:
    """One run of ``notices alle`` for the web: progress, then the ZIP or the problems."""

    fingerabdruck: str
    erwartet: int | None
    fertig: threading.Event = field(default_factory=threading.Event)
    abbrechen: threading.Event = field(default_factory=threading.Event)
    zaehler: list[int] = field(default_factory=lambda: [0])
    inhalt: bytes | None = None
    name: str = ""
    probleme: list[Problem] = field(default_factory=list)


def _parallel_vorab(u: Umgebung, datei: Path, auftrag: Archivauftrag) -> None:
    """First pass: run the producers of ``notices alle`` collecting the documents they would render (without
    rendering), then render those not in the cache in the worker processes, in parallel. Neither the
    Wahlakte nor the archive is made here (their parts are placeholders in this pass): the second pass makes
    them from the finished documents, and reports whatever fails."""
    from notices import dienste
    from notices.dienste.alle import sammle

    if u.druckerei is None:
        return
    gesammelt: dict[str, Any] = {}
    # bad data or a failing document: the second pass (bearbeite) reports it
    with u.pdfs.aktiv(), sammeln(gesammelt), contextlib.suppress(Exception):
        sammle(dienste.lade(datei), datei)
    for schluessel, pdf in u.druckerei.drucke_alle(gesammelt, warten=u.vordergrund.warte):
        if auftrag.abbrechen.is_set():
            raise Abgebrochen
        u.pdfs.lege_ab(schluessel, pdf)
        auftrag.zaehler[0] += 1


def _baue_zip(u: Umgebung, datei: Path, auftrag: Archivauftrag) -> None:
    from notices.dienste.alle import bearbeite

    try:
        with abbrechbar(auftrag.abbrechen), nachrangig(u.vordergrund):
            _parallel_vorab(u, datei, auftrag)
        with (
            u.pdfs.aktiv(auftrag.zaehler),
            abbrechbar(auftrag.abbrechen),
            nachrangig(u.vordergrund),
            tempfile.TemporaryDirectory(prefix="notices-web-") as tmp,
        ):
            ergebnis = bearbeite(str(datei), tmp)
            if ergebnis.status in ("ungueltig", "fehler") or ergebnis.ordner is None:
                auftrag.probleme = [Problem("", f) for f in ergebnis.fehler] or [
                    Problem("", "Das Archiv ließ sich nicht erstellen.")
                ]
                return
            ordner = Path(tmp) / ergebnis.ordner
            puffer = io.BytesIO()
            with zipfile.ZipFile(puffer, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
                for pfad in sorted(ordner.rglob("*")):
                    if pfad.is_file() and not pfad.is_symlink():
                        z.write(pfad, f"{ergebnis.ordner}/{pfad.relative_to(ordner).as_posix()}")
            auftrag.inhalt, auftrag.name = puffer.getvalue(), f"{ergebnis.ordner}.zip"
    except Exception as e:  # reported on the page, never a dead request
        auftrag.probleme = [Problem("", f"Das Archiv ließ sich nicht erstellen ({type(e).__name__}).")]
    finally:
        auftrag.fertig.set()


def starte_archiv(u: Umgebung, stand: Stand) -> Archivauftrag:
    """The ZIP job of the election's current state (started unless it runs or ran already)."""
    fp = fingerabdruck(stand)
    with u.sperre:
        alt = u.auftraege.get(stand.wid)
        if alt is not None and alt.fingerabdruck == fp and not (alt.fertig.is_set() and alt.inhalt is None):
            return alt  # type: ignore[no-any-return]
        erwartet = alt.zaehler[0] if alt is not None and alt.fertig.is_set() else None
        if alt is not None:
            alt.abbrechen.set()  # its data are outdated
        auftrag = Archivauftrag(fp, erwartet)
        u.auftraege[stand.wid] = auftrag
    threading.Thread(target=_baue_zip, args=(u, stand.datei, auftrag), daemon=True, name="notices-zip").start()
    return auftrag


@bp.get("/wahl/<wid>/archiv.zip")
def archiv(wid: str) -> Response | tuple[str, int]:
    """The ZIP, when it is ready within :data:`ZIP_WARTEN`; else the page of its progress."""
    u = umgebung()
    stand = lies_stand(wid)
    if stand.daten is None:
        return render_template(
            "dokument.html", wid=wid, titel="ZIP-Archiv", meldungen=worte.meldungen(stand.probleme, stand.roh)
        ), 400
    auftrag = starte_archiv(u, stand)
    auftrag.fertig.wait(ZIP_WARTEN)
    if not auftrag.fertig.is_set():
        return redirect(url_for("dokumente.archiv_stand", wid=wid), 303)
    if auftrag.inhalt is None:
        return render_template(
            "dokument.html", wid=wid, titel="ZIP-Archiv", meldungen=worte.meldungen(auftrag.probleme, stand.roh)
        ), 400
    return Response(
        auftrag.inhalt,
        mimetype="application/zip",
        headers={"Content-Disposition": f'attachment; filename="{auftrag.name}"'},
    )


@bp.get("/wahl/<wid>/archiv")
def archiv_stand(wid: str) -> tuple[str, int]:
    """The progress of the ZIP (the page reloads itself each second until it is ready)."""
    u = umgebung()
    stand = lies_stand(wid)
    if stand.daten is None:
        return redirect(url_for("dokumente.archiv", wid=wid), 303)  # type: ignore[return-value]
    auftrag = starte_archiv(u, stand)
    return render_template("archiv_laeuft.html", wid=wid, auftrag=auftrag), 200


def vorwaermen(app: Flask) -> None:
    """At the start of the server, in the background: load the PDF engine, then make every election's
    documents once, so that the first preview and the first ZIP need not wait for them."""

    def arbeit() -> None:
        from notices import render

        try:
            render.vorbereiten()
            with app.app_context():
                u = umgebung()
                if u.druckerei is None and (os.cpu_count() or 1) > 1:
                    u.druckerei = Druckerei()
                    u.druckerei.vorbereiten()
                staende = []
                for wid in u.speicher.wahlen():
                    try:
                        staende.append(lies_stand(wid))
                    except Exception:  # a file that vanished: nothing to prepare
                        continue
                gueltig = [s for s in staende if s.daten is not None]
                if gueltig:  # one real document here too: the first preview finds the engine warm
                    from notices import dienste

                    dienste.fristenkalender_pdf(gueltig[0].daten)
                for stand in gueltig:
                    starte_archiv(u, stand).fertig.wait(120)
        except Exception:  # pragma: no cover - preparing is a convenience only
            pass

    threading.Thread(target=arbeit, daemon=True, name="notices-vorwaermen").start()


def nach_dem_speichern(wid: str) -> None:
    """After a save on the server: make the election's documents again in the background, so that the
    next preview or ZIP finds them ready (an older run for the same election stops)."""
    u = umgebung()
    if not u.vorwaermen:
        return
    try:
        stand = lies_stand(wid)
    except Exception:  # the file is gone: nothing to prepare
        return
    if stand.daten is not None:
        starte_archiv(u, stand)


def einrichten(app: Flask) -> None:
    app.register_blueprint(bp)
    app.config["NOTICES_FORMULARE"].add("dokumente.bekanntgemacht")
