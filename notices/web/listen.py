"""Signer lists: upload (size-limited, read by :mod:`notices.unterschriften`, stored under a name the
application chooses), then the check on the person's page."""

from __future__ import annotations

import re
import zipfile
import zlib
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, abort, redirect, request, url_for

from notices.fehler import Eingabefehler, Problem, zeigbar
from notices.web import datei
from notices.web.dokumente import nach_dem_speichern
from notices.web.gemeinsam import HOECHSTGROESSE, lies_stand, merke_liste, pruefe_neu, umgebung
from notices.web.personen import _index, seite
from notices.web.speicher import Konflikt

bp = Blueprint("listen", __name__)

XLSX_HOECHSTENS_ZELLEN = 4_000_000
"""Cells a sheet may claim (its ``<dimension>``): about 400 000 rows of ten columns."""
XLSX_HOECHSTENS_ENTPACKT = 256 * 1024 * 1024
"""Bytes an .xlsx may unpack to (a few kB that unpack to gigabytes are refused before reading)."""


def _spalte(buchstaben: str) -> int:
    n = 0
    for b in buchstaben:
        n = n * 26 + ord(b) - 64
    return n


def xlsx_zu_gross(inhalt: bytes, name: str) -> Problem | None:
    """An .xlsx whose sheets claim (or unpack to) far more than a signer list can hold: refused before
    it is read, so that it cannot exhaust the server's memory."""
    import io

    try:
        with zipfile.ZipFile(io.BytesIO(inhalt)) as z:
            if sum(i.file_size for i in z.infolist()) > XLSX_HOECHSTENS_ENTPACKT:
                return Problem("liste", f"Die Datei „{name}“ ist entpackt zu groß für eine Unterschriftenliste.")
            for info in z.infolist():
                if not re.fullmatch(r"xl/worksheets/[^/]+\.xml", info.filename):
                    continue
                with z.open(info) as f:
                    kopf = f.read(4096).decode("utf-8", "replace")
                m = re.search(r'<(?:\w+:)?dimension\s+ref="([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?"', kopf)
                if m and m.group(3):
                    zellen = (_spalte(m.group(3)) - _spalte(m.group(1)) + 1) * (int(m.group(4)) - int(m.group(2)) + 1)
                    if zellen > XLSX_HOECHSTENS_ZELLEN:
                        return Problem(
                            "liste",
                            f"Die Tabelle in „{name}“ gibt {int(m.group(4)):,} Zeilen und "
                            f"{_spalte(m.group(3))} Spalten an – mehr, als eine Unterschriftenliste haben kann. "
                            "Bitte nur den Bereich mit den Unterschriften speichern (oder als CSV).".replace(",", "."),
                        )
    except (zipfile.BadZipFile, OSError, RuntimeError, EOFError, zlib.error):
        return None  # not a ZIP, or a damaged one: the reader says what is wrong with it
    return None


@bp.post("/wahl/<wid>/bewerber/liste/<path:pid>")
def hochladen(wid: str, pid: str) -> tuple[str, int] | Response:
    from notices.unterschriften import lies_liste_bytes

    u = umgebung()
    stand = lies_stand(wid)
    if stand.roh is None or stand.daten is None:
        return redirect(url_for("wahlen.wahl", wid=wid), 303)
    index = _index(stand.roh, "bewerber", pid)
    if index < 0:
        abort(404)
    eintrag = stand.roh["bewerber"][index]
    werte = _werte(stand, index)
    hochgeladen = request.files.get("liste")
    inhalt = hochgeladen.read(HOECHSTGROESSE + 1) if hochgeladen is not None else b""
    name = zeigbar(Path(hochgeladen.filename or "").name, 80) if hochgeladen is not None else ""
    name = name or "hochgeladene Datei"
    probleme: list[Problem] = []
    if not inhalt:
        probleme.append(Problem("liste", "Bitte eine Unterschriftenliste (CSV oder Excel .xlsx) auswählen."))
    if len(inhalt) > HOECHSTGROESSE:
        abort(413)
    xlsx = inhalt.startswith(b"PK\x03\x04")
    if inhalt and xlsx and (zu_gross := xlsx_zu_gross(inhalt, name)):
        probleme.append(zu_gross)
    if not probleme:
        endung = ".xlsx" if xlsx else ".csv"
        relativ = u.speicher.listenname(wid, pid, endung)
        try:
            # read from memory (as lies_liste reads a file) under the name it will have (the rows carry
            # it), reported under the clerk's name
            zeilen = lies_liste_bytes(inhalt, relativ, excel=xlsx)
        except Eingabefehler as e:
            probleme.extend(Problem(p.pfad, p.text.replace(f"„{relativ}“", f"„{name}“")) for p in e.probleme)
        except (MemoryError, ValueError, KeyError, zipfile.BadZipFile):
            # the reader answers every damaged list with its own sentence; this is the last guard
            probleme.append(Problem("liste", f"Die Datei „{name}“ ist keine lesbare Unterschriftenliste."))
    if probleme:
        return seite(stand, "bewerber", pid, werte, werte, [], 400, listenprobleme=_ohne_wiederholung(probleme))
    merke_liste(u.speicher.speichere_liste(relativ, inhalt), zeilen)
    for _ in range(3):
        stand = lies_stand(wid)
        index = _index(stand.roh, "bewerber", pid)
        if stand.roh is None or index < 0:
            abort(404)
        eintrag = stand.roh["bewerber"][index]
        if eintrag.get("unterschriften") == relativ:
            break
        dok = datei.lies(stand.inhalt)
        datei.personen(dok, "bewerber")[index]["unterschriften"] = relativ
        neue = [p for p in pruefe_neu(datei.als_dict(dok), stand.datei.name) if p not in stand.probleme]
        if neue:
            return seite(stand, "bewerber", pid, werte, werte, [], 400, listenprobleme=neue)
        try:
            u.speicher.speichere(wid, datei.als_bytes(dok), stand.version)
            break
        except Konflikt:
            continue
    from notices.web.protokoll import protokolliere
    from notices.web.worte import person_name

    feld = f"{person_name(stand.roh, 'bewerber', index + 1)} – Unterschriftenliste"
    protokolliere(
        wid, [(feld, "ersetzt" if eintrag.get("unterschriften") else "", f"hochgeladen ({len(zeilen)} Zeilen)")]
    )
    nach_dem_speichern(wid)
    return redirect(url_for("personen.person", wid=wid, art="bewerber", pid=pid, liste=1) + "#pruefung", 303)


@bp.post("/wahl/<wid>/bewerber/liste-entfernen/<path:pid>")
def entfernen(wid: str, pid: str) -> tuple[str, int] | Response:
    """Remove a person's signer list (uploaded to the wrong person, it would void another applicant's
    signatures as signed twice): the reference goes from the data, the file the web stored goes too."""
    from notices.web.protokoll import protokolliere
    from notices.web.sicherheit import CSRF_TEXT, csrf_ungueltig
    from notices.web.worte import person_name

    if csrf_ungueltig():
        abort(400, CSRF_TEXT)
    u = umgebung()
    stand = lies_stand(wid)
    index = _index(stand.roh, "bewerber", pid)
    if stand.roh is None or index < 0:
        abort(404)
    relativ = stand.roh["bewerber"][index].get("unterschriften")
    if not relativ:
        return redirect(url_for("personen.person", wid=wid, art="bewerber", pid=pid) + "#liste-titel", 303)
    dok = datei.lies(stand.inhalt)
    del datei.personen(dok, "bewerber")[index]["unterschriften"]
    neue = [p for p in pruefe_neu(datei.als_dict(dok), stand.datei.name) if p not in stand.probleme]
    if neue:
        werte = _werte(stand, index)
        return seite(stand, "bewerber", pid, werte, werte, [], 400, listenprobleme=neue)
    try:
        u.speicher.speichere(wid, datei.als_bytes(dok), request.form.get("version") or stand.version)
    except Konflikt:
        abort(409)
    u.speicher.loesche_liste(str(relativ), andere=_verwendet(u, relativ))
    protokolliere(
        wid, [(f"{person_name(stand.roh, 'bewerber', index + 1)} – Unterschriftenliste", "hochgeladen", "entfernt")]
    )
    nach_dem_speichern(wid)
    return redirect(url_for("personen.person", wid=wid, art="bewerber", pid=pid, entfernt=1) + "#liste-titel", 303)


def _verwendet(u: Any, relativ: str) -> bool:
    """Whether another election of the folder still names this list (then the file stays)."""
    import tomllib

    zahl = 0
    for wid in u.speicher.wahlen():
        try:
            roh = tomllib.loads(u.speicher.lies(wid)[0].decode("utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        zahl += sum(1 for b in roh.get("bewerber") or [] if isinstance(b, dict) and b.get("unterschriften") == relativ)
    return zahl > 0


def _werte(stand: Any, index: int) -> dict[str, str]:
    from notices.web import formular as fm
    from notices.web.personen import _alle, gruppen

    eintrag = stand.roh["bewerber"][index]
    return fm.texte(_alle(gruppen("bewerber", stand, eintrag, neu=False)), eintrag)


def _ohne_wiederholung(probleme: list[Problem]) -> list[Problem]:
    """Each sentence once: a reader that names the expected columns in several sentences does so once."""
    gesehen: set[str] = set()
    ergebnis = []
    for p in probleme:
        if p.text not in gesehen:
            gesehen.add(p.text)
            ergebnis.append(p)
    return ergebnis


def einrichten(app: Any) -> None:
    app.register_blueprint(bp)
