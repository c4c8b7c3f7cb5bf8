"""Deleting what is due: exactly the files whose retention period has ended, recorded in the manifest."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import Any

from notices import recht
from notices.archiv.dateien import _fsync_ordner, _sha256_datei, iso_tag
from notices.archiv.manifest import (
    MANIFEST,
    ArchivFehler,
    _gesperrt,
    _schreibe_manifest,
    ist_archivname,
    klasse_des_eintrags,
    lies_manifest,
)


def loesche_faellige(ordner: Path, stichtag: date, jetzt: datetime) -> tuple[list[str], list[str]]:
    """Delete exactly the files whose retention period ended before ``stichtag`` and record each
    deletion (``geloescht_am`` = ``jetzt``) in the manifest; returns (deleted, refused with reason).

    The manifest records the deletion first, then the file goes: a killed run leaves the manifest
    saying "deleted" for a file still there, and the next run finishes the deletion. A file whose
    content no longer matches the manifest is not deleted (it is not the listed document).
    """
    geloescht: list[str] = []
    verweigert: list[str] = []
    with _gesperrt(ordner):
        manifest = lies_manifest(ordner)
        if manifest is None:
            raise ArchivFehler(f"{ordner}: hier gibt es kein {MANIFEST}.")
        offen: list[dict[str, Any]] = []
        wahl = manifest.get("wahl")
        klassen = _klassen(wahl.get("land") if isinstance(wahl, dict) else None)
        for e in manifest["dateien"]:
            if not isinstance(e, dict) or not ist_archivname(e.get("pfad")):
                continue
            klasse = klasse_des_eintrags(klassen, e)
            nach = e.get("loeschen_nach")
            datei = ordner / e["pfad"]
            if e.get("status") == "geloescht":
                if datei.is_file() and _sha256_datei(datei) == e.get("sha256"):
                    offen.append(e)  # an interrupted deletion: finish it
                continue
            tag = iso_tag(nach)
            if klasse is None or klasse.loeschen == "nie" or tag is None or tag >= stichtag:
                continue  # not due, or no valid day: nothing is deleted on a damaged entry
            if datei.exists() and (not datei.is_file() or _sha256_datei(datei) != e.get("sha256")):
                verweigert.append(f"{e['pfad']}: der Inhalt stimmt nicht mit dem Manifest überein; nicht gelöscht.")
                continue
            e["status"] = "geloescht"
            e["geloescht_am"] = jetzt.isoformat(timespec="seconds")
            e["aktuell"] = False
            offen.append(e)
        if not offen:
            return geloescht, verweigert
        _schreibe_manifest(ordner, manifest)
        for e in offen:
            (ordner / e["pfad"]).unlink(missing_ok=True)
            geloescht.append(e["pfad"])
        _fsync_ordner(ordner)
    return geloescht, verweigert


def _klassen(land: Any) -> dict[str, Any]:
    """The retention classes of the Land the archive belongs to; none (nothing deleted) if unknown."""
    try:
        return dict(recht.land(land).aufbewahrung.klassen) if isinstance(land, str) else {}
    except recht.UnbekanntesLand:
        return {}
