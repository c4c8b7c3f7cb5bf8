"""Checking an archive: the files against the manifest, each PDF's archival properties, the attached
data, and which documents are due for deletion."""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from notices import ausgaben, deutsch, recht
from notices.archiv.dateien import TEMP_ENDUNG, _sha256_datei, iso_tag, sha256
from notices.archiv.manifest import MANIFEST, ArchivFehler, ist_archivname, klasse_des_eintrags, lies_manifest
from notices.fehler import zeigbar

# ------------------------------------------------------------------------------------------------
# Checking an archive


@dataclass
class Archivbefund:
    """One finding of the check: the file and one German sentence."""

    pfad: str
    art: str
    text: str

    def als_json(self) -> dict[str, str]:
        """The finding as JSON."""
        return self.ausgabe().als_json()

    def ausgabe(self) -> ausgaben.Befund:
        """The finding as its output model (its kind one of :class:`notices.ausgaben.Befund`'s)."""
        return ausgaben.Befund(pfad=self.pfad, art=self.art, text=self.text)


@dataclass
class Archivpruefung:
    """The result of checking one election folder."""

    ordner: Path
    probleme: list[Archivbefund] = field(default_factory=list)
    hinweise: list[Archivbefund] = field(default_factory=list)
    faellig: list[dict[str, Any]] = field(default_factory=list)
    internet: list[dict[str, Any]] = field(default_factory=list)
    dateien: int = 0
    pdf: int = 0
    nachgerechnet: int = 0
    """Documents rendered again from their data with the same bytes (:mod:`notices.dienste.nachpruefung`)."""
    verapdf: str = "nicht_gefunden"
    nicht_geprueft: list[str] = field(default_factory=list)
    """Documents whose content could not be verified (own templates, the Prüfbericht without the signer
    lists, another version of notices): never counted as verified."""

    @property
    def sauber(self) -> bool:
        """True when nothing is wrong."""
        return not self.probleme

    def als_json(self) -> dict[str, Any]:
        """The stable JSON of ``notices archiv-pruefen --json`` (one folder)."""
        return self.ausgabe().als_json()

    def ausgabe(self) -> ausgaben.Archiv:
        """The check of one folder as its output model."""
        return ausgaben.Archiv(
            ordner=str(self.ordner),
            sauber=self.sauber,
            geprueft=ausgaben.Geprueft(
                dateien=self.dateien,
                pdf=self.pdf,
                nachgerechnet=self.nachgerechnet,
                nicht_geprueft=len(self.nicht_geprueft),
            ),
            nicht_geprueft=list(self.nicht_geprueft),
            verapdf=self.verapdf,
            probleme=[b.ausgabe() for b in self.probleme],
            hinweise=[b.ausgabe() for b in self.hinweise],
            faellig=[ausgaben.Faellig(**f) for f in self.faellig],
            internet_loeschen=[ausgaben.InternetLoeschen(**f) for f in self.internet],
        )


def pruefe_dateien(ordner: Path, stichtag: date) -> Archivpruefung:
    """The file check of an election folder against its manifest: hashes, missing/changed/unlisted files,
    each PDF's archival properties, the attached data, and which documents are due for deletion on
    ``stichtag``. ``notices archiv-pruefen`` runs :func:`notices.dienste.nachpruefung.pruefe_archiv`,
    which adds the recomputation from the data."""
    pr = Archivpruefung(ordner)
    try:
        manifest = lies_manifest(ordner)
    except ArchivFehler as e:
        pr.probleme.append(Archivbefund(MANIFEST, "manifest", str(e)))
        return pr
    if manifest is None:
        pr.probleme.append(Archivbefund(MANIFEST, "manifest", f"{ordner}: hier gibt es kein {MANIFEST}."))
        return pr
    gelistet: set[str] = set()
    pdfs: list[Path] = []
    for i, e in enumerate(manifest["dateien"], 1):
        pfad = e.get("pfad") if isinstance(e, dict) else None
        if not ist_archivname(pfad):
            pr.probleme.append(
                Archivbefund(
                    str(pfad)[:80], "manifest", f"Eintrag {i} des Manifests nennt keinen zulässigen Dateinamen."
                )
            )
            continue
        gelistet.add(pfad)
        datei = ordner / pfad
        status = e.get("status")
        if status == "geloescht":
            if datei.exists():
                pr.probleme.append(
                    Archivbefund(pfad, "geloescht_vorhanden", "ist als gelöscht verzeichnet, aber noch vorhanden.")
                )
            continue
        if datei.is_symlink():
            pr.probleme.append(Archivbefund(pfad, "veraendert", "ist ein symbolischer Verweis statt der Datei."))
            continue
        if not datei.is_file():
            if status == "ausstehend":
                pr.probleme.append(
                    Archivbefund(
                        pfad,
                        "ausstehend",
                        "fehlt: der letzte Lauf wurde unterbrochen; notices alle erneut ausführen.",
                    )
                )
            else:
                pr.probleme.append(Archivbefund(pfad, "fehlt", "fehlt."))
            continue
        pr.dateien += 1
        if _sha256_datei(datei) != e.get("sha256") or datei.stat().st_size != e.get("groesse"):
            pr.probleme.append(
                Archivbefund(pfad, "veraendert", "wurde verändert (SHA-256 stimmt nicht mit dem Manifest).")
            )
            continue
        if status == "ausstehend":
            pr.hinweise.append(
                Archivbefund(pfad, "ausstehend", "vollständig, aber der Lauf, der sie schrieb, wurde unterbrochen.")
            )
        if pfad.endswith(".pdf"):
            pr.pdf += 1
            pdfs.append(datei)
            for text in pruefe_pdf(datei.read_bytes(), e.get("quelle_sha256")):
                pr.probleme.append(Archivbefund(pfad, "pdf", text))
        wahl = manifest.get("wahl")
        _faelligkeit(pr, e, stichtag, wahl.get("land") if isinstance(wahl, dict) else None)
    for datei in sorted(ordner.iterdir()):
        name = datei.name
        if name == MANIFEST or name in gelistet:
            continue
        if name.startswith(".") and name.endswith(TEMP_ENDUNG):
            pr.hinweise.append(
                Archivbefund(
                    zeigbar(name), "rest", "Rest eines abgebrochenen Schreibvorgangs (der nächste Lauf entfernt ihn)."
                )
            )
        else:
            pr.probleme.append(Archivbefund(zeigbar(name), "nicht_im_manifest", "steht nicht im Manifest."))
    pr.verapdf = _verapdf(pdfs, pr)
    return pr


def _faelligkeit(pr: Archivpruefung, e: dict[str, Any], stichtag: date, land: Any) -> None:
    """Whether the file is due for deletion (its retention class under the Land's law) and until when an
    internet copy must be removed."""
    try:
        aufbewahrung = recht.land(land).aufbewahrung if isinstance(land, str) else None
    except recht.UnbekanntesLand:
        aufbewahrung = None
    klasse = klasse_des_eintrags(aufbewahrung.klassen, e) if aufbewahrung else None
    nach = e.get("loeschen_nach")
    tag = iso_tag(nach)
    if nach is not None and tag is None:
        pr.probleme.append(Archivbefund(e["pfad"], "manifest", "das Manifest nennt keinen gültigen Löschtag."))
    if klasse is not None and klasse.loeschen != "nie" and tag is not None and tag < stichtag:
        pr.faellig.append(
            {
                "pfad": e["pfad"],
                "aufbewahrung": klasse.kennung,
                "loeschen_nach": nach,
                "pflicht": klasse.loeschen == "muss",
                "vorschrift": klasse.vorschrift,
            }
        )
        if klasse.loeschen == "muss":
            pr.probleme.append(
                Archivbefund(
                    e["pfad"],
                    "loeschpflicht",
                    f"war nach dem {deutsch.datum_kurz(tag)} zu vernichten ({klasse.vorschrift}).",
                )
            )
    bis = e.get("internet_loeschen_bis")
    vorschrift = aufbewahrung.internet_vorschrift if aufbewahrung else None
    bis_tag = iso_tag(bis)
    if e.get("aktuell") and bis_tag is not None and bis_tag <= stichtag + timedelta(days=31):
        pr.internet.append({"pfad": e["pfad"], "internet_loeschen_bis": bis, "vorschrift": vorschrift or ""})


def pruefe_pdf(inhalt: bytes, quelle_sha256: str | None) -> list[str]:
    """Structural archival checks of a PDF: PDF/A identification in the XMP (part and conformance),
    every font embedded, no encryption, no JavaScript, a document ID, an output intent, and the
    attached data (associated file, relationship Source) with the SHA-256 ``quelle_sha256``.
    Returns one German sentence per problem."""
    import io

    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        leser = PdfReader(io.BytesIO(inhalt), strict=False)
        if leser.is_encrypted:
            return ["ist verschlüsselt (PDF/A verbietet Verschlüsselung)."]
        wurzel = leser.trailer["/Root"].get_object()
        probleme: list[str] = []
        kennung = pdfa_kennung(leser)
        if kennung is None:
            probleme.append("hat keine PDF/A-Kennung in den XMP-Metadaten (pdfaid:part, pdfaid:conformance).")
        schriften = nicht_eingebettete_schriften(leser)
        if schriften:
            probleme.append(f"Schriften nicht eingebettet: {', '.join(sorted(schriften)[:5])}.")
        if enthaelt_javascript(leser):
            probleme.append("enthält JavaScript.")
        ids = leser.trailer.get("/ID")
        if (
            not ids
            or len(ids) != 2
            or not all(len(bytes(x.original_bytes if hasattr(x, "original_bytes") else x)) for x in ids)
        ):
            probleme.append("hat keine Dokumentkennung (/ID).")
        intents = wurzel.get("/OutputIntents")
        if not intents or not any(
            i.get_object().get("/S") == "/GTS_PDFA1" and "/DestOutputProfile" in i.get_object() for i in intents
        ):
            probleme.append("hat keine Ausgabebedingung (OutputIntent GTS_PDFA1 mit ICC-Profil).")
        anhang = angehaengte_daten(leser)
        if anhang is None:
            probleme.append("trägt die Wahldaten nicht als zugeordnete Datei (PDF/A-3, AFRelationship Source).")
        elif quelle_sha256 and sha256(anhang) != quelle_sha256:
            probleme.append("die angehängten Wahldaten stimmen nicht mit dem Quell-Hash im Manifest überein.")
        return probleme
    except (PdfReadError, KeyError, ValueError, TypeError, AttributeError) as e:
        return [f"ist kein lesbares PDF ({type(e).__name__})."]


def pdfa_kennung(leser: Any) -> str | None:
    """``"3A"`` etc. from the XMP metadata (pdfaid:part and pdfaid:conformance), or None."""
    import xml.etree.ElementTree as ET

    meta = leser.trailer["/Root"].get_object().get("/Metadata")
    if meta is None:
        return None
    try:
        baum = ET.fromstring(meta.get_object().get_data())
    except ET.ParseError:
        return None
    ns = "{http://www.aiim.org/pdfa/ns/id/}"
    teil = konformitaet = None
    for knoten in baum.iter():
        teil = teil or knoten.get(f"{ns}part")
        konformitaet = konformitaet or knoten.get(f"{ns}conformance")
        if knoten.tag == f"{ns}part" and knoten.text:
            teil = knoten.text.strip()
        if knoten.tag == f"{ns}conformance" and knoten.text:
            konformitaet = knoten.text.strip()
    if teil in ("1", "2", "3", "4") and (
        konformitaet in ("A", "B", "U", "E", "F") or (teil == "4" and not konformitaet)
    ):
        return f"{teil}{konformitaet or ''}"
    return None


def _font_eingebettet(schrift: Any) -> bool:
    if schrift.get("/Subtype") == "/Type3":
        return True
    if schrift.get("/Subtype") == "/Type0":
        nachfahren = schrift.get("/DescendantFonts")
        if not nachfahren:
            return False
        schrift = nachfahren[0].get_object()
    beschreibung = schrift.get("/FontDescriptor")
    if beschreibung is None:
        return False
    beschreibung = beschreibung.get_object()
    return any(k in beschreibung for k in ("/FontFile", "/FontFile2", "/FontFile3"))


def nicht_eingebettete_schriften(leser: Any) -> set[str]:
    """Names of the fonts used on the pages (also in forms and annotation appearances) that are not embedded."""
    fehlend: set[str] = set()
    gesehen: set[int] = set()

    def ressourcen(res: Any) -> None:
        if res is None:
            return
        res = res.get_object()
        if id(res) in gesehen:
            return
        gesehen.add(id(res))
        for schrift in (res.get("/Font") or {}).values():
            schrift = schrift.get_object()
            if not _font_eingebettet(schrift):
                fehlend.add(str(schrift.get("/BaseFont", "?")))
        for xo in (res.get("/XObject") or {}).values():
            xo = xo.get_object()
            if xo.get("/Subtype") == "/Form":
                ressourcen(xo.get("/Resources"))

    for seite in leser.pages:
        ressourcen(seite.get("/Resources"))
        for anm in seite.get("/Annots") or []:
            ap = anm.get_object().get("/AP")
            for zustand in ap.get_object().values() if ap else []:
                zustand = zustand.get_object()
                stroeme = zustand.values() if "/Resources" not in zustand and hasattr(zustand, "values") else [zustand]
                for s in stroeme:
                    s = s.get_object()
                    if hasattr(s, "get"):
                        ressourcen(s.get("/Resources"))
    return fehlend


def enthaelt_javascript(leser: Any) -> bool:
    """True when any object reachable from the document catalogue is or names JavaScript."""
    from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject

    gesehen: set[tuple[int, int]] = set()
    stapel: list[Any] = [leser.trailer["/Root"]]
    while stapel:
        obj = stapel.pop()
        if isinstance(obj, IndirectObject):
            schluessel = (obj.idnum, obj.generation)
            if schluessel in gesehen:
                continue
            gesehen.add(schluessel)
            obj = obj.get_object()
        if isinstance(obj, DictionaryObject):
            if "/JS" in obj or "/JavaScript" in obj or obj.get("/S") == "/JavaScript":
                return True
            for k, v in obj.items():
                if k not in ("/Parent", "/P"):
                    stapel.append(v)
        elif isinstance(obj, ArrayObject):
            stapel.extend(obj)
    return False


def angehaengte_daten(leser: Any) -> bytes | None:
    """The bytes of the file attached with relationship Source and listed in the catalogue's /AF, or None."""
    wurzel = leser.trailer["/Root"].get_object()
    zugeordnet = {id(x.get_object()) for x in (wurzel.get("/AF") or [])}
    namen = wurzel.get("/Names")
    baum = namen.get_object().get("/EmbeddedFiles") if namen else None
    stapel = [baum.get_object()] if baum is not None else []
    while stapel:
        knoten = stapel.pop()
        for kind in knoten.get("/Kids") or []:
            stapel.append(kind.get_object())
        liste = knoten.get("/Names") or []
        for spec in list(liste)[1::2]:
            spec = spec.get_object()
            if spec.get("/AFRelationship") == "/Source" and id(spec) in zugeordnet:
                ef = spec.get("/EF")
                if ef is None:
                    continue
                strom = (ef.get_object().get("/UF") or ef.get_object().get("/F")).get_object()
                return strom.get_data()
    return None


def _verapdf(pdfs: list[Path], pr: Archivpruefung) -> str:
    """Run veraPDF on the PDFs when a ``verapdf`` command is on PATH; record failures as problems."""
    programm = shutil.which("verapdf")
    if programm is None or not pdfs:
        return "nicht_gefunden" if programm is None else "nichts_zu_pruefen"
    try:
        lauf = subprocess.run(
            [programm, "--format", "text", *[str(p) for p in pdfs]],
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        pr.probleme.append(
            Archivbefund("verapdf", "verapdf", f"veraPDF ließ sich nicht ausführen ({type(e).__name__}).")
        )
        return "fehler"
    bestanden = set()
    for zeile in lauf.stdout.splitlines():
        wort, _, rest = zeile.strip().partition(" ")
        if wort == "PASS":
            bestanden.add(Path(rest.strip()).name)
        elif wort == "FAIL":
            pr.probleme.append(Archivbefund(Path(rest.strip()).name, "verapdf", "veraPDF: nicht PDF/A-konform."))
    fehlend = [p.name for p in pdfs if p.name not in bestanden]
    ohne_urteil = [n for n in fehlend if all(b.pfad != n for b in pr.probleme if b.art == "verapdf")]
    for n in ohne_urteil:
        pr.probleme.append(Archivbefund(n, "verapdf", "veraPDF hat kein Ergebnis geliefert."))
    return "bestanden" if not fehlend else "fehler"
