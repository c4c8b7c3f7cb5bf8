"""``notices archiv-pruefen``: the archive checked against its manifest (:mod:`notices.archiv.dateipruefung`)
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
from datetime import date, datetime
from pathlib import Path
from typing import Any

from notices import __version__, archiv, recht
from notices.archiv import Archivbefund, Archivdatei, Archivpruefung, Ausgelassen
from notices.archiv.dateien import iso_tag
from notices.dienste import alle
from notices.dienste import formulare as formulare_des_landes
from notices.fehler import Eingabefehler
from notices.model import Wahldaten
from notices.render import daten_json


def pruefe_archiv(ordner: Path, stichtag: date, *, nachrechnen: bool = True) -> Archivpruefung:
    """:func:`notices.archiv.pruefe_dateien` plus the recomputation (module docstring)."""
    pr = archiv.pruefe_dateien(ordner, stichtag)
    if nachrechnen:
        try:
            manifest = archiv.lies_manifest(ordner)
        except archiv.ArchivFehler:
            manifest = None  # already reported
        if manifest is not None:
            _nachrechnen(ordner, manifest, pr)
    return pr


LOESCHEN_TROTZ = frozenset({"loeschpflicht"})
"""Findings that do not stop ``archiv-loeschen``: that a document was due for destruction is why it runs."""


def loesche_geprueft(ordner: Path, stichtag: date, jetzt: datetime) -> tuple[list[str], list[str]]:
    """``notices archiv-loeschen``: delete what is due (:func:`notices.archiv.loesche_faellige`) only when
    the folder passes the whole check (:func:`pruefe_archiv`, recomputed) – never on the word of a manifest
    the check flags (a permanent notice relabelled as deletable would go). Returns (deleted, refused)."""
    pr = pruefe_archiv(ordner, stichtag)
    befunde = [b for b in pr.probleme if b.art not in LOESCHEN_TROTZ]
    if befunde:
        gruende = "; ".join(f"{archiv.zeigbar(b.pfad, 80)}: {archiv.zeigbar(b.text, 200)}" for b in befunde[:3])
        mehr = f" (und {len(befunde) - 3} weitere)" if len(befunde) > 3 else ""
        return [], [
            f"nichts gelöscht: die Prüfung des Archivs hat {len(befunde)} Befund(e), zuerst {gruende}{mehr}; "
            "erst klären (notices archiv-pruefen), dann löschen."
        ]
    return archiv.loesche_faellige(ordner, stichtag, jetzt)


def _angehaengt(ordner: Path, manifest: dict[str, Any], pr: Archivpruefung) -> dict[str, bytes]:
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


def _nachrechnen(ordner: Path, manifest: dict[str, Any], pr: Archivpruefung) -> None:
    eintraege = [e for e in manifest["dateien"] if isinstance(e, dict) and archiv.ist_archivname(e.get("pfad"))]
    angehaengt = _angehaengt(ordner, manifest, pr)
    # (a damaged manifest may hold anything where a hash belongs)
    getragen = {
        e["quelle_sha256"]
        for e in manifest["dateien"]
        if isinstance(e, dict) and isinstance(e.get("quelle_sha256"), str)
    }
    if isinstance(manifest.get("quelle_sha256"), str):
        getragen.add(manifest["quelle_sha256"])

    # Which run's data made each entry: its daten_sha256 (older manifests: the manifest's, for the current ones)
    nach_daten: dict[str, list[dict[str, Any]]] = {}
    for e in eintraege:
        if e.get("status") == "geloescht":
            continue
        h = e.get("daten_sha256") or (manifest.get("quelle_sha256") if e.get("aktuell") else None)
        if not isinstance(h, str):
            pr.hinweise.append(
                Archivbefund(
                    e["pfad"], "nicht_nachgerechnet", "nicht nachgerechnet: das Manifest nennt ihre Daten nicht."
                )
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
                        Archivbefund(
                            e["pfad"],
                            "nicht_nachgerechnet",
                            "nicht nachgerechnet: die vollständigen Daten, aus denen sie erzeugt wurde, sind nach "
                            "Ablauf ihrer Frist gelöscht.",
                        )
                    )
            else:
                for e in gruppe:
                    pr.probleme.append(
                        Archivbefund(
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
                    Archivbefund(e["pfad"], "daten", "die angehängten Daten ihres Laufs sind keine gültigen Wahldaten.")
                )
            continue
        if h == manifest.get("quelle_sha256"):
            aktuelle_daten = daten
        gebunden = _titel_der_wahlakte(ordner, gruppe, pr)
        _vergleiche(daten, roh, gruppe, manifest, pr, _archivierte_pruefberichte(ordner, gruppe, pr), gebunden)

    _wahl_pruefen(ordner, manifest, aktuelle_daten, angehaengt, pr)


def _archivierte_pruefberichte(ordner: Path, gruppe: list[dict[str, Any]], pr: Archivpruefung) -> dict[str, bytes]:
    """The current Prüfberichte and Mängelschreiben of one run as they lie in the archive (unchanged against the
    manifest), by file name: they cannot be made again without the signer lists, but the Wahlakte that binds
    them can."""
    veraendert = {b.pfad for b in pr.probleme if b.art in ("veraendert", "fehlt", "ausstehend")}
    ergebnis: dict[str, bytes] = {}
    for e in gruppe:
        basis = e.get("basis")
        if not isinstance(basis, str) or not basis.startswith(_AUS_DEN_LISTEN) or not e.get("aktuell"):
            continue
        if e["pfad"] in veraendert or e.get("status") == "geloescht" or not (ordner / e["pfad"]).is_file():
            continue
        ergebnis[basis] = (ordner / e["pfad"]).read_bytes()
    return ergebnis


def _wahl_pruefen(
    ordner: Path, manifest: dict[str, Any], daten: Wahldaten | None, angehaengt: dict[str, bytes], pr: Archivpruefung
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
                Archivbefund(
                    archiv.MANIFEST, "nicht_nachgerechnet", "kein Dokument trägt gültige Wahldaten zum Vergleich."
                )
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
                Archivbefund(
                    archiv.MANIFEST,
                    "manifest_wahl",
                    f"nennt {bezeichnung[schluessel]} „{archiv.zeigbar(str(wahl.get(schluessel)), 80)}“, die Daten "
                    f"der Dokumente aber „{archiv.zeigbar(str(wert), 80)}“.",
                )
            )
    if ordner.name != archiv.wahlordner(daten):
        pr.hinweise.append(
            Archivbefund(
                archiv.MANIFEST,
                "ordnername",
                f"der Ordner heißt nicht „{archiv.wahlordner(daten)}“, wie notices ihn für diese Wahl anlegt "
                "(umbenannt oder verschoben?).",
            )
        )


def _vergleiche(
    daten: Wahldaten,
    roh: bytes,
    gruppe: list[dict[str, Any]],
    manifest: dict[str, Any],
    pr: Archivpruefung,
    pruefberichte: dict[str, bytes],
    gebunden: frozenset[str] | None = None,
) -> None:
    """The entries made from ``daten``: name, class, deletion date and bytes recomputed; the documents the
    election has and the manifest's own deletion date, for the current data."""
    aufbewahrung = recht.land(daten.wahl.land).aufbewahrung
    rechtskraft = iso_tag(manifest.get("rechtskraft"))
    if manifest.get("rechtskraft") is not None and rechtskraft is None:
        pr.probleme.append(Archivbefund(archiv.MANIFEST, "manifest", "nennt keinen gültigen Tag der Rechtskraft."))
    loeschtag, loeschgrund = aufbewahrung.loeschen_nach(daten, rechtskraft)
    internet = aufbewahrung.internet_loeschen_bis(daten)
    aktuell = archiv.sha256(roh) == manifest.get("quelle_sha256")
    if aktuell:
        _loeschtag_des_manifests(manifest, loeschtag.isoformat(), loeschgrund, pr)

    # Render everything again from these data, as notices alle does. The lists of signatures are not in
    # the archive: a Prüfbericht that needed them cannot be made again; the Wahlakte is then made again
    # from the other documents and the archived Prüfbericht, page for page (its own bytes are not verified).
    erzeugt, fehler, namen, in_wahlakte, ungewiss = _neu_erzeugt(
        daten, roh, pruefberichte, gebunden if aktuell else None
    )
    wahlakte_fehlt = fehler is None and not any(n.startswith("wahlakte") for n in erzeugt)
    # the current Wahlakte of this run came out of the built-in templates: so must every part of it
    wahlakte_eingebaut = fehler is None and any(
        e.get("basis") == "wahlakte.pdf"
        and e.get("aktuell")
        and e.get("werkzeug_version") == __version__
        and erzeugt.get("wahlakte.pdf", ("",))[0] == e.get("sha256")
        for e in gruppe
    )

    # (only where this version of notices made the current documents: a newer one may make more)
    if aktuell and fehler is None and all(e.get("werkzeug_version") == __version__ for e in gruppe if e.get("aktuell")):
        vorhanden = {
            e.get("basis") for e in manifest["dateien"] if isinstance(e, dict) and isinstance(e.get("basis"), str)
        }
        for name in sorted(ungewiss):
            _nicht_geprueft(
                pr,
                name,
                "nicht in der aktuellen Wahlakte: notices macht diese Bekanntmachung aus den Daten der Wahl, "
                "verweigert sie aber, wo die Unterschriftenlisten eine zugelassene Person ohne die nötigen "
                "Unterschriften zeigen (R-ALLE-12); ohne die Listen lässt sich nicht nachrechnen, ob sie fehlen "
                "durfte.",
            )
        for name in sorted(namen - vorhanden):
            pr.probleme.append(
                Archivbefund(
                    name,
                    "fehlt",
                    "fehlt im Archiv: notices erzeugt diese Unterlage aus den Daten der Wahl, das Manifest "
                    "verzeichnet sie nicht.",
                )
            )

    for e in gruppe:
        pfad = e["pfad"]
        basis = e.get("basis") if isinstance(e.get("basis"), str) else pfad
        version = e.get("version", 1)
        soll_name = archiv.versionsname(basis, version) if isinstance(version, int) and version >= 1 else None
        if soll_name != pfad:
            pr.probleme.append(
                Archivbefund(
                    pfad,
                    "name",
                    f"heißt nicht, wie notices die Unterlage „{archiv.zeigbar(basis, 80)}“ in Fassung "
                    f"{archiv.zeigbar(str(version), 10)} nennt (umbenannt oder vertauscht?).",
                )
            )
        dok = erzeugt.get(basis)
        klasse = dok[1] if dok is not None else _klasse_nach_art(e, daten)
        if klasse is not None and e.get("aufbewahrung") != klasse:
            pr.probleme.append(
                Archivbefund(
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
                    Archivbefund(
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
                    Archivbefund(
                        pfad,
                        "internet_loeschen_bis",
                        "nennt einen anderen Tag für die Löschung der Internetfassung, als das Recht des Landes "
                        f"aus den Daten ergibt ({soll_internet or 'keinen'}).",
                    )
                )
        # the bytes: what comes out of the data again is verified, whatever the manifest says of the entry
        if (
            dok is not None
            and fehler is None
            and e.get("werkzeug_version") == __version__
            and dok[0] == e.get("sha256")
        ):
            pr.nachgerechnet += 1
        elif e.get("eigene_vorlagen") and wahlakte_eingebaut and e.get("aktuell") and basis in in_wahlakte:
            pr.probleme.append(
                Archivbefund(
                    pfad,
                    "eigene_vorlagen",
                    "steht im Manifest als mit eigenen Vorlagen erzeugt, aber die Wahlakte desselben Laufs, die "
                    "sie enthält, kommt aus den eingebauten Vorlagen; mit ihnen erzeugt ergibt sich eine andere "
                    "Datei (von Hand verändert?).",
                )
            )
        elif e.get("eigene_vorlagen"):
            _nicht_geprueft(
                pr,
                pfad,
                "nicht geprüft: sie entstand laut Manifest mit eigenen Vorlagen; ihr Inhalt lässt sich nicht "
                "nachrechnen (nur Prüfsumme, PDF/A-Eigenschaften und angehängte Daten sind geprüft).",
            )
        elif e.get("werkzeug_version") != __version__:
            _nicht_geprueft(
                pr,
                pfad,
                "nicht neu erzeugt: sie entstand mit notices "
                f"{archiv.zeigbar(str(e.get('werkzeug_version')), 20)}, geprüft wird mit {__version__}.",
            )
        elif fehler is not None:
            _nicht_geprueft(pr, pfad, f"nicht neu erzeugt: {archiv.zeigbar(fehler, 300)}.")
        elif wahlakte_fehlt and basis.startswith("wahlakte"):
            _nicht_geprueft(
                pr,
                pfad,
                "nicht neu erzeugt: die Wahlakte enthält den Prüfbericht, der die Unterschriftenlisten braucht, "
                "und der Prüfbericht liegt nicht mehr unverändert im Archiv.",
            )
        elif basis.startswith("wahlakte") and not e.get("aktuell") and any(n in pruefberichte for n in namen):
            # an older Wahlakte of the same data bound an older Prüfbericht (the lists changed): only the
            # current one is made again
            _nicht_geprueft(
                pr,
                pfad,
                "nicht neu erzeugt: eine ältere Fassung der Wahlakte, die eine ältere Fassung des Prüfberichts "
                "enthält (die Unterschriftenlisten änderten sich); nachgerechnet wird die aktuelle.",
            )
        elif dok is None and basis in ungewiss:
            continue  # named above: not decidable without the signer lists
        elif dok is None:
            if basis in namen or basis in _pruefberichte(daten):
                _nicht_geprueft(
                    pr,
                    pfad,
                    "nicht neu erzeugt: Prüfbericht und Mängelschreiben brauchen die Unterschriftenlisten, die "
                    "nicht im Archiv liegen (die Wahlakte, die sie enthält, ist mit ihnen nachgerechnet).",
                )
            else:
                pr.probleme.append(
                    Archivbefund(
                        pfad, "nachgerechnet", "lässt sich aus ihren Daten nicht erzeugen (keine solche Unterlage)."
                    )
                )
        else:
            pr.probleme.append(
                Archivbefund(
                    pfad,
                    "nachgerechnet",
                    "ist nicht das, was notices aus ihren Daten erzeugt: neu erzeugt ergibt sich eine andere "
                    "Datei (Inhalt aus anderen Daten oder von Hand verändert"
                    + (
                        ", bei der Wahlakte auch: eine Seite entfernt, ergänzt oder vertauscht"
                        if basis.startswith("wahlakte")
                        else ""
                    )
                    + ").",
                )
            )


_AUS_DEN_LISTEN = ("pruefbericht", "maengelschreiben")
"""The documents made from the signer lists, which are not in the archive (by the start of their names)."""


def _pruefberichte(daten: Wahldaten) -> set[str]:
    """The file names of the Prüfberichte (PDF, CSV, JSON) and Mängelschreiben the election can have (made only
    where the signer lists allow)."""
    return {
        Archivdatei("pruefbericht", b"", endung, titel, "unterstuetzung", teil=teil).dateiname
        for teil, _, titel in alle.pruefberichte(daten)
        for endung in ("pdf", "csv", "json")
    } | {Archivdatei("maengelschreiben", b"", "pdf", "", "unterstuetzung", p.id).dateiname for p in daten.bewerber}


def _nicht_geprueft(pr: Archivpruefung, pfad: str, text: str) -> None:
    """A document whose content could not be verified: a note, and counted, never as verified."""
    pr.hinweise.append(Archivbefund(pfad, "nicht_nachgerechnet", text))
    pr.nicht_geprueft.append(pfad)


def _loeschtag_des_manifests(manifest: dict[str, Any], soll: str, grund: str, pr: Archivpruefung) -> None:
    """The manifest's own ``loeschen_nach`` (day and reason) against the Land's rule and the data."""
    ist = manifest.get("loeschen_nach")
    tag = ist.get("datum") if isinstance(ist, dict) else None
    if tag != soll or ist.get("grund") != grund:
        pr.probleme.append(
            Archivbefund(
                archiv.MANIFEST,
                "loeschen_nach",
                f"nennt als Tag, nach dem die Unterlagen der Wahl zu löschen sind, „{archiv.zeigbar(str(tag), 40)}“; "
                f"nach dem Recht des Landes und den Daten: „{soll}“.",
            )
        )


_Erzeugt = tuple[dict[str, tuple[str, str]], str | None, frozenset[str], frozenset[str], frozenset[str]]
_ERZEUGT: dict[tuple[str, ...], _Erzeugt] = {}
"""Per SHA-256 of the data, of the archived Prüfberichte and the set of producers: what :func:`_neu_erzeugt`
found. The same data render the same bytes, so a second check of the same election (or of several
folders holding it) does not render again."""


def _titel_der_wahlakte(ordner: Path, gruppe: list[dict[str, Any]], pr: Archivpruefung) -> frozenset[str] | None:
    """The bookmark titles of the current Wahlakte as archived (unchanged against the manifest); None without one."""
    import io

    from pypdf import PdfReader

    veraendert = {b.pfad for b in pr.probleme if b.art in ("veraendert", "fehlt", "ausstehend")}
    for e in gruppe:
        if e.get("basis") != "wahlakte.pdf" or not e.get("aktuell") or e["pfad"] in veraendert:
            continue
        titel: set[str] = set()

        def sammle(knoten: Any, titel: set[str] = titel) -> None:
            for k in knoten:
                if isinstance(k, list):
                    sammle(k, titel)
                else:
                    titel.add(str(k.title))

        try:
            sammle(PdfReader(io.BytesIO((ordner / e["pfad"]).read_bytes()), strict=False).outline)
        except Exception:  # a damaged Wahlakte is reported by its own check
            return None
        return frozenset(titel)
    return None


def _neu_erzeugt(
    daten: Wahldaten, roh: bytes, pruefberichte: dict[str, bytes], gebunden: frozenset[str] | None = None
) -> _Erzeugt:
    """Every document of the election rendered again from ``daten`` as ``notices alle`` does: by file name
    (SHA-256, retention class); or why that was not possible; the names of every document the election has
    (those made again and the archived Prüfberichte the Wahlakte was made with), of those bound in the
    Wahlakte, and of the notices left out as undecidable.

    A Prüfbericht (and Mängelschreiben) that needs the signer lists (not in the archive) is absent from the
    result; where the archive holds it unchanged (``pruefberichte``), the Wahlakte is made with it, as notices
    alle did. A public notice is refused where the lists show an admitted person short of the quorum
    (R-ALLE-12): one the current Wahlakte does not bind (``gebunden``: its bookmark titles) is left out too and
    named (not decidable here; the Wahlakte is then compared without it)."""
    schluessel = (
        archiv.sha256(roh),
        *sorted(f"{n}:{archiv.sha256(b)}" for n, b in pruefberichte.items()),
        *(str(id(p)) for p in alle.PRODUZENTEN),
        *sorted(gebunden or ()),
    )
    if schluessel in _ERZEUGT:
        return _ERZEUGT[schluessel]
    erzeugt: dict[str, tuple[str, str]] = {}
    fehler = None
    namen: set[str] = set()
    in_wahlakte: set[str] = set()
    aus_dem_archiv: set[str] = set()
    ungewiss: set[str] = set()

    def pruefbericht(daten: Wahldaten, datei: Path) -> list[Archivdatei | Ausgelassen]:
        echt = alle.pruefbericht(daten, datei)
        if all(isinstance(d, Archivdatei) for d in echt):
            return echt
        # as alle.pruefbericht makes them, in its order: the Mängelschreiben of the first ballot, then per
        # Prüfbericht its PDF, its CSV table and its JSON
        ersatz: list[Archivdatei | Ausgelassen] = []
        namen: list[str] = []
        klasse = alle.KLASSE_NACH_ART["pruefbericht"]
        for teil, stichwahl, titel in alle.pruefberichte(daten):
            if not stichwahl:
                for person in daten.bewerber:
                    brief = Archivdatei("maengelschreiben", b"", "pdf", "Mängelschreiben", klasse, person.id)
                    if brief.dateiname in pruefberichte:
                        ersatz.append(
                            Archivdatei(
                                "maengelschreiben",
                                pruefberichte[brief.dateiname],
                                "pdf",
                                "Mängelschreiben",
                                klasse,
                                person.id,
                                gruppe=alle.gruppe_von(person),
                            )
                        )
                        namen.append(brief.dateiname)
            for endung, dazu, wahlakte in (
                ("pdf", "", True),
                ("csv", " (nicht gezählte Unterschriften, CSV)", False),
                ("json", " (JSON)", False),
            ):
                name = Archivdatei("pruefbericht", b"", endung, titel, klasse, teil=teil).dateiname
                if name not in pruefberichte:
                    return echt  # not all in the archive: the Wahlakte cannot be made again either
                ersatz.append(
                    Archivdatei(
                        "pruefbericht",
                        pruefberichte[name],
                        endung,
                        titel + dazu,
                        klasse,
                        teil=teil,
                        in_wahlakte=wahlakte,
                    )
                )
                namen.append(name)
        aus_dem_archiv.update(namen)
        return ersatz

    def bekanntmachungen(daten: Wahldaten, datei: Path) -> list[Archivdatei | Ausgelassen]:
        echt = alle.bekanntmachungen(daten, datei)
        if gebunden is None:
            return echt
        teile = {d.teil for d in echt if isinstance(d, Archivdatei) and d.in_wahlakte and d.titel not in gebunden}
        fehlt = {d.dateiname for d in echt if isinstance(d, Archivdatei) and d.teil in teile}
        ungewiss.update(fehlt)
        return [d for d in echt if not (isinstance(d, Archivdatei) and d.dateiname in fehlt)]

    ersetzt = {alle.pruefbericht: pruefbericht, alle.bekanntmachungen: bekanntmachungen}
    produzenten = [ersetzt.get(p, p) for p in alle.PRODUZENTEN]
    if daten_json(daten) == roh:
        try:
            with tempfile.TemporaryDirectory(prefix="notices-nachpruefung-") as tmp:
                dokumente, _, _ = alle.erzeuge_alle(daten, Path(tmp) / "wahldaten.toml", produzenten)
            erzeugt = {
                d.dateiname: (archiv.sha256(d.inhalt), d.aufbewahrung)
                for d in dokumente
                if d.dateiname not in aus_dem_archiv
            }
            namen = set(erzeugt) | aus_dem_archiv
            in_wahlakte = {d.dateiname for d in dokumente if d.endung == "pdf" and d.in_wahlakte}
        except Eingabefehler as e:
            fehler = "; ".join(str(p) for p in e.probleme)
        except Exception as e:  # recomputing must not end the check
            fehler = f"beim neuen Erzeugen trat ein Fehler auf ({type(e).__name__})"
    else:
        fehler = "die Daten lassen sich mit dieser Version nicht unverändert einlesen"
    if len(_ERZEUGT) > 64:
        _ERZEUGT.clear()
    _ERZEUGT[schluessel] = (erzeugt, fehler, frozenset(namen), frozenset(in_wahlakte), frozenset(ungewiss))
    return _ERZEUGT[schluessel]


def _klasse_nach_art(e: dict[str, Any], daten: Wahldaten) -> str | None:
    """The retention class of a document that was not made again, from its kind alone (None: unknown)."""
    art = e.get("art")
    if art in alle.KLASSE_NACH_ART:
        return alle.KLASSE_NACH_ART[art]
    formulare = formulare_des_landes(daten)
    if art in formulare:
        return formulare[art].aufbewahrung
    return None
