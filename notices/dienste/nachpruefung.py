"""``notices archiv-pruefen``: the archive checked against its manifest (:mod:`notices.archiv.pruefung`)
and against the law and the data, recomputed instead of trusted.

For every document the manifest lists, from the data attached to the archive's documents:

- its retention class from its kind (the Land's forms, :data:`notices.dienste.alle.KLASSE_NACH_ART`,
  the Wahlakte: the strictest of its parts) and its deletion date from the Land's rule
  (``Landesrecht.aufbewahrung``) and the dates in the data;
- Land, office, Gemeinde, Wahltag and Stichwahltag of the manifest from the data;
- its bytes: the document is rendered again from the data of the run that made it (``daten_sha256``,
  found attached to a document of the archive) and compared; a document that does not come out of its
  own data is reported.

What it cannot prove (docs/archiv.md): someone who changes the data, every document and the manifest
together leaves an archive that agrees with itself; only a signature or a qualified timestamp over the
manifest shows that.
"""

from __future__ import annotations

import tempfile
from datetime import date
from pathlib import Path
from typing import Any

from notices import __version__, archiv, recht
from notices.archiv import Befund, Pruefung
from notices.archiv.dateien import iso_tag
from notices.dienste import alle
from notices.dienste import formulare as formulare_des_landes
from notices.fehler import Eingabefehler
from notices.model import Wahldaten
from notices.render import daten_json


def pruefe_archiv(ordner: Path, stichtag: date, *, nachrechnen: bool = True) -> Pruefung:
    """:func:`notices.archiv.pruefe_archiv` plus the recomputation (module docstring)."""
    pr = archiv.pruefe_archiv(ordner, stichtag)
    if nachrechnen:
        try:
            manifest = archiv.lies_manifest(ordner)
        except archiv.ArchivFehler:
            manifest = None  # already reported
        if manifest is not None:
            _nachrechnen(ordner, manifest, pr)
    return pr


def _angehaengt(ordner: Path, manifest: dict[str, Any], pr: Pruefung) -> dict[str, bytes]:
    """The data attached to the archive's PDFs (unchanged ones only), by SHA-256."""
    import io

    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    veraendert = {b.pfad for b in pr.probleme if b.art in ("veraendert", "fehlt", "ausstehend")}
    daten: dict[str, bytes] = {}
    for e in manifest["dateien"]:
        pfad = e.get("pfad") if isinstance(e, dict) else None
        if not archiv.ist_archivname(pfad) or not pfad.endswith(".pdf") or pfad in veraendert:
            continue
        if e.get("status") == "geloescht" or not (ordner / pfad).is_file():
            continue
        try:
            anhang = archiv.angehaengte_daten(PdfReader(io.BytesIO((ordner / pfad).read_bytes()), strict=False))
        except (PdfReadError, KeyError, ValueError, TypeError, AttributeError, OSError):
            continue
        if anhang is not None:
            daten.setdefault(archiv.sha256(anhang), anhang)
    return daten


def _wahldaten(roh: bytes) -> Wahldaten | None:
    """Data as :func:`notices.render.daten_json` wrote them, validated again; None if they are not."""
    try:
        daten = Wahldaten.model_validate_json(roh, strict=False)  # dates as text in JSON
        recht.land(daten.wahl.land)
        recht.rechtsstand(daten.wahl)
    except Exception:  # any data notices could not have written
        return None
    return daten


def _nachrechnen(ordner: Path, manifest: dict[str, Any], pr: Pruefung) -> None:
    eintraege = [e for e in manifest["dateien"] if isinstance(e, dict) and archiv.ist_archivname(e.get("pfad"))]
    angehaengt = _angehaengt(ordner, manifest, pr)
    getragen = {e.get("quelle_sha256") for e in manifest["dateien"] if isinstance(e, dict)}
    getragen.add(manifest.get("quelle_sha256"))

    # Which run's data made each entry: its daten_sha256 (older manifests: the manifest's, for the current ones)
    nach_daten: dict[str, list[dict[str, Any]]] = {}
    for e in eintraege:
        if e.get("status") == "geloescht":
            continue
        h = e.get("daten_sha256") or (manifest.get("quelle_sha256") if e.get("aktuell") else None)
        if not isinstance(h, str):
            pr.hinweise.append(
                Befund(e["pfad"], "nicht_nachgerechnet", "nicht nachgerechnet: das Manifest nennt ihre Daten nicht.")
            )
            continue
        nach_daten.setdefault(h, []).append(e)

    aktuelle_daten = None
    for h, gruppe in nach_daten.items():
        roh = angehaengt.get(h)
        if roh is None:
            geloescht = any(e.get("status") == "geloescht" and e.get("quelle_sha256") == h for e in manifest["dateien"])
            if h in getragen and geloescht:
                for e in gruppe:
                    pr.hinweise.append(
                        Befund(
                            e["pfad"],
                            "nicht_nachgerechnet",
                            "nicht nachgerechnet: die vollständigen Daten, aus denen sie erzeugt wurde, sind nach "
                            "Ablauf ihrer Frist gelöscht.",
                        )
                    )
            else:
                for e in gruppe:
                    pr.probleme.append(
                        Befund(
                            e["pfad"],
                            "daten",
                            "die Daten, aus denen sie laut Manifest erzeugt wurde, trägt kein Dokument des Archivs.",
                        )
                    )
            continue
        daten = _wahldaten(roh)
        if daten is None:
            for e in gruppe:
                pr.probleme.append(
                    Befund(e["pfad"], "daten", "die angehängten Daten ihres Laufs sind keine gültigen Wahldaten.")
                )
            continue
        if h == manifest.get("quelle_sha256"):
            aktuelle_daten = daten
        _vergleiche(daten, roh, gruppe, manifest, pr)

    _wahl_pruefen(ordner, manifest, aktuelle_daten, angehaengt, pr)


def _wahl_pruefen(
    ordner: Path, manifest: dict[str, Any], daten: Wahldaten | None, angehaengt: dict[str, bytes], pr: Pruefung
) -> None:
    """Land, office, Gemeinde and dates of the manifest against the data (else against any attached data:
    the public part keeps the whole ``[wahl]``)."""
    if daten is None:
        for roh in angehaengt.values():
            daten = _wahldaten(roh)
            if daten is not None:
                break
    if daten is None:
        if manifest["dateien"]:
            pr.hinweise.append(
                Befund(archiv.MANIFEST, "nicht_nachgerechnet", "kein Dokument trägt gültige Wahldaten zum Vergleich.")
            )
        return
    wahl = manifest.get("wahl") if isinstance(manifest.get("wahl"), dict) else {}
    soll = {
        "land": daten.wahl.land,
        "amt": daten.wahl.amt,
        "gemeinde": daten.wahl.gemeinde,
        "wahltag": daten.wahl.wahltag.isoformat(),
        "stichwahltag": daten.wahl.stichwahltag.isoformat() if daten.wahl.stichwahltag else None,
    }
    bezeichnung = {
        "land": "das Land",
        "amt": "das Amt",
        "gemeinde": "die Gemeinde",
        "wahltag": "den Wahltag",
        "stichwahltag": "den Tag der Stichwahl",
    }
    for schluessel, wert in soll.items():
        if wahl.get(schluessel) != wert:
            pr.probleme.append(
                Befund(
                    archiv.MANIFEST,
                    "manifest_wahl",
                    f"nennt {bezeichnung[schluessel]} „{archiv.zeigbar(str(wahl.get(schluessel)), 80)}“, die Daten "
                    f"der Dokumente aber „{archiv.zeigbar(str(wert), 80)}“.",
                )
            )
    if ordner.name != archiv.wahlordner(daten):
        pr.hinweise.append(
            Befund(
                archiv.MANIFEST,
                "ordnername",
                f"der Ordner heißt nicht „{archiv.wahlordner(daten)}“, wie notices ihn für diese Wahl anlegt "
                "(umbenannt oder verschoben?).",
            )
        )


def _vergleiche(
    daten: Wahldaten, roh: bytes, gruppe: list[dict[str, Any]], manifest: dict[str, Any], pr: Pruefung
) -> None:
    """The entries made from ``daten``: class, deletion date and bytes recomputed."""
    aufbewahrung = recht.land(daten.wahl.land).aufbewahrung
    rechtskraft = iso_tag(manifest.get("rechtskraft"))
    if manifest.get("rechtskraft") is not None and rechtskraft is None:
        pr.probleme.append(Befund(archiv.MANIFEST, "manifest", "nennt keinen gültigen Tag der Rechtskraft."))
    loeschtag, _ = aufbewahrung.loeschen_nach(daten, rechtskraft)
    internet = aufbewahrung.internet_loeschen_bis(daten)

    # Render everything again from these data, as notices alle does (lists of signatures are not in the
    # archive: a Prüfbericht that needed them cannot be made again and is left out below).
    erzeugt, fehler = _neu_erzeugt(daten, roh)
    # the Wahlakte binds the Prüfbericht: where that cannot be made again, neither can the Wahlakte
    pruefbericht_fehlt = any(
        (_aus_der_pruefung(e.get("art")) or str(e.get("basis") or e["pfad"]).startswith(_PRUEFUNG))
        and (e.get("basis") if isinstance(e.get("basis"), str) else e["pfad"]) not in erzeugt
        for e in gruppe
    )

    for e in gruppe:
        pfad = e["pfad"]
        basis = e.get("basis") if isinstance(e.get("basis"), str) else pfad
        dok = erzeugt.get(basis)
        klasse = dok[1] if dok is not None else _klasse_nach_art(e, daten)
        if klasse is not None and e.get("aufbewahrung") != klasse:
            pr.probleme.append(
                Befund(
                    pfad,
                    "aufbewahrung",
                    "steht im Manifest mit der Aufbewahrungsklasse "
                    f"„{archiv.zeigbar(str(e.get('aufbewahrung')), 40)}“; "
                    f"nach ihrer Art und dem Recht des Landes gehört sie zu „{klasse}“ "
                    f"({aufbewahrung.klassen[klasse].vorschrift}).",
                )
            )
        if klasse is not None:
            soll = None if aufbewahrung.klassen[klasse].loeschen == "nie" else loeschtag.isoformat()
            if e.get("loeschen_nach") != soll:
                pr.probleme.append(
                    Befund(
                        pfad,
                        "loeschen_nach",
                        f"steht im Manifest mit Löschung nach „{archiv.zeigbar(str(e.get('loeschen_nach')), 40)}“; "
                        f"nach dem Recht des Landes und den Daten: „{soll or 'nie (dauernd)'}“.",
                    )
                )
        if e.get("art") == "bekanntmachung" or basis.startswith("bekanntmachung"):
            soll_internet = internet.isoformat() if internet is not None else None
            if e.get("internet_loeschen_bis") != soll_internet:
                pr.probleme.append(
                    Befund(
                        pfad,
                        "internet_loeschen_bis",
                        "nennt einen anderen Tag für die Löschung der Internetfassung, als das Recht des Landes "
                        f"aus den Daten ergibt ({soll_internet or 'keinen'}).",
                    )
                )
        # the bytes
        if e.get("eigene_vorlagen"):
            pr.hinweise.append(
                Befund(pfad, "nicht_nachgerechnet", "nicht neu erzeugt: sie entstand mit eigenen Vorlagen.")
            )
        elif e.get("werkzeug_version") != __version__:
            pr.hinweise.append(
                Befund(
                    pfad,
                    "nicht_nachgerechnet",
                    "nicht neu erzeugt: sie entstand mit notices "
                    f"{archiv.zeigbar(str(e.get('werkzeug_version')), 20)}, "
                    f"geprüft wird mit {__version__}.",
                )
            )
        elif fehler is not None:
            pr.hinweise.append(
                Befund(pfad, "nicht_nachgerechnet", f"nicht neu erzeugt: {archiv.zeigbar(fehler, 300)}.")
            )
        elif pruefbericht_fehlt and (e.get("art") == "wahlakte" or basis.startswith("wahlakte")):
            pr.hinweise.append(
                Befund(
                    pfad,
                    "nicht_nachgerechnet",
                    "nicht neu erzeugt: die Wahlakte enthält den Prüfbericht, der die Unterschriftenlisten braucht, "
                    "die nicht im Archiv liegen.",
                )
            )
        elif dok is None:
            if _aus_der_pruefung(e.get("art")) or basis.startswith(_PRUEFUNG):
                pr.hinweise.append(
                    Befund(
                        pfad,
                        "nicht_nachgerechnet",
                        "nicht neu erzeugt: Prüfbericht und Mängelschreiben brauchen die Unterschriftenlisten, die "
                        "nicht im Archiv liegen.",
                    )
                )
            else:
                pr.probleme.append(
                    Befund(pfad, "nachgerechnet", "lässt sich aus ihren Daten nicht erzeugen (keine solche Unterlage).")
                )
        elif dok[0] == e.get("sha256"):
            pr.nachgerechnet += 1
        else:
            pr.probleme.append(
                Befund(
                    pfad,
                    "nachgerechnet",
                    "ist nicht das, was notices aus ihren Daten erzeugt: neu erzeugt ergibt sich eine andere "
                    "Datei (Inhalt aus anderen Daten oder von Hand verändert).",
                )
            )


_ERZEUGT: dict[tuple[str, tuple[int, ...]], tuple[dict[str, tuple[str, str]], str | None]] = {}
"""Per SHA-256 of the data and set of producers: what :func:`_neu_erzeugt` found. The same data
render the same bytes, so a second check of the same election (or of several folders holding it) does
not render again."""


def _neu_erzeugt(daten: Wahldaten, roh: bytes) -> tuple[dict[str, tuple[str, str]], str | None]:
    """Every document of the election rendered again from ``daten`` as ``notices alle`` does: by file name
    (SHA-256, retention class); or why that was not possible. The lists of signatures are not in the archive:
    a Prüfbericht that needed them cannot be made again (it is absent from the result)."""
    schluessel = (archiv.sha256(roh), tuple(id(p) for p in alle.PRODUZENTEN))
    if schluessel in _ERZEUGT:
        return _ERZEUGT[schluessel]
    erzeugt: dict[str, tuple[str, str]] = {}
    fehler = None
    if daten_json(daten) == roh:
        try:
            with tempfile.TemporaryDirectory(prefix="notices-nachpruefung-") as tmp:
                dokumente, _, _ = alle.erzeuge_alle(daten, Path(tmp) / "wahldaten.toml")
            erzeugt = {d.dateiname: (archiv.sha256(d.inhalt), d.aufbewahrung) for d in dokumente}
        except Eingabefehler as e:
            fehler = "; ".join(str(p) for p in e.probleme)
        except Exception as e:  # recomputing must not end the check
            fehler = f"beim neuen Erzeugen trat ein Fehler auf ({type(e).__name__})"
    else:
        fehler = "die Daten lassen sich mit dieser Version nicht unverändert einlesen"
    if len(_ERZEUGT) > 64:
        _ERZEUGT.clear()
    _ERZEUGT[schluessel] = (erzeugt, fehler)
    return erzeugt, fehler


_PRUEFUNG = ("pruefbericht", "maengelschreiben")
"""What the admission check makes: it needs the signer lists, which the archive does not hold."""


def _aus_der_pruefung(art: Any) -> bool:
    return art in _PRUEFUNG


def _klasse_nach_art(e: dict[str, Any], daten: Wahldaten) -> str | None:
    """The retention class of a document that was not made again, from its kind alone (None: unknown)."""
    art = e.get("art")
    if art in alle.KLASSE_NACH_ART:
        return alle.KLASSE_NACH_ART[art]
    formulare = formulare_des_landes(daten)
    if art in formulare:
        return formulare[art].aufbewahrung
    return None
