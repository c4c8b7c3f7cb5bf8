"""The archive of an election: safe file names, a manifest, retention periods, checks, deletion.

Nothing is lost (issue 7):

- every write is atomic (temporary file in the same folder, fsync, rename) and the manifest is
  written as a journal: first with the new entries marked ``ausstehend``, then the files, then the
  manifest again with them ``vorhanden``. A run killed at any moment leaves no partial document and
  a manifest that matches the files; the next run completes the set;
- a file is never overwritten: changed content becomes a new version beside the old one
  (``name.2.pdf``), and both stay listed;
- the same data gives the same bytes and the same manifest: times inside come from the data
  (``Wahldaten.stand``); the clock is read only for an event the manifest must record (a deletion).

Documents reach the archive through one small interface: a producer is a function
``(daten, datei) -> list[Dokument]`` registered with :func:`produzent`.

Retention (:data:`AUFBEWAHRUNG`) follows § 57 KomWO BW, with the default end of the period derived
from §§ 30, 31 KomWG (see :func:`loeschen_nach`); the office overrides it with the day on which the
validity of the election became final (``notices alle --rechtskraft DATUM``).

pypdf is imported lazily inside the functions that need it: importing this module stays cheap.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from notices.model import Wahldaten

# ------------------------------------------------------------------------------------------------
# Atomic writes


def schreibe_atomar(ziel: Path, inhalt: bytes) -> None:
    """Write ``inhalt`` to ``ziel`` atomically: temporary file in the same folder, fsync, rename."""
    ziel.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=ziel.parent, prefix=f".{ziel.name[:40]}.", suffix=TEMP_ENDUNG)
    try:
        with os.fdopen(fd, "wb") as f:
            if hasattr(os, "fchmod"):
                os.fchmod(f.fileno(), 0o666 & ~_umask())
            f.write(inhalt)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, ziel)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_ordner(ziel.parent)


def _umask() -> int:
    """The process's umask, read without changing it where the system allows (threads may be writing)."""
    with contextlib.suppress(OSError, ValueError):
        for zeile in Path("/proc/self/status").read_text().splitlines():
            if zeile.startswith("Umask:"):
                return int(zeile.split()[1], 8)
    alt = os.umask(0o022)  # pragma: no cover - no /proc
    os.umask(alt)
    return alt


TEMP_ENDUNG = ".tmp"
"""Suffix of the temporary files of :func:`schreibe_atomar` (hidden: they start with a dot)."""


def _fsync_ordner(ordner: Path) -> None:
    try:
        dfd = os.open(ordner, os.O_RDONLY)
    except OSError:  # pragma: no cover - e.g. Windows
        return
    try:
        os.fsync(dfd)
    finally:
        os.close(dfd)


def sichere(ziel: Path, inhalt: bytes) -> tuple[Path, str]:
    """Store a produced document without losing an earlier one.

    Returns the path written and what happened: ``"neu"`` (new file), ``"unveraendert"`` (the
    same bytes are already there; nothing is written) or ``"version"`` (a different file is
    there: the new one is written beside it as ``name.2.ext``, ``name.3.ext`` …).
    """
    if not ziel.exists():
        schreibe_atomar(ziel, inhalt)
        return ziel, "neu"
    if ziel.read_bytes() == inhalt:
        return ziel, "unveraendert"
    nummer = 2
    while True:
        kandidat = ziel.with_name(f"{ziel.stem}.{nummer}{ziel.suffix}")
        if not kandidat.exists():
            schreibe_atomar(kandidat, inhalt)
            return kandidat, "version"
        if kandidat.read_bytes() == inhalt:
            return kandidat, "unveraendert"
        nummer += 1


def sha256(inhalt: bytes) -> str:
    """The SHA-256 of some bytes, as lower-case hex."""
    return hashlib.sha256(inhalt).hexdigest()


def _sha256_datei(pfad: Path) -> str:
    h = hashlib.sha256()
    with pfad.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


# ------------------------------------------------------------------------------------------------
# Safe names: ids and names of people never reach the file system as they are

_WINDOWS_RESERVIERT = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"COM{i}" for i in [*range(10), "¹", "²", "³"]]
    + [f"LPT{i}" for i in [*range(10), "¹", "²", "³"]]
)
_UMLAUTE = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ẞ": "SS"})
_FESTER_TEIL = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$")


def kurz_hash(text: str, laenge: int = 8) -> str:
    """The first ``laenge`` hex digits of the SHA-256 of ``text`` (UTF-8, surrogates escaped)."""
    return sha256(text.encode("utf-8", "surrogatepass"))[:laenge]


def slug(text: str, laenge: int = 40) -> str:
    """Lower-case ASCII letters, digits and hyphens only, at most ``laenge`` characters, never empty.

    ``../``, ``/``, NUL, control characters and Windows device names (CON, NUL, COM1 …) cannot
    survive: whatever comes in, the result is a plain, harmless part of a file name.
    """
    text = unicodedata.normalize("NFKD", text.translate(_UMLAUTE))
    text = text.encode("ascii", "ignore").decode("ascii").lower()
    text = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    text = text[:laenge].rstrip("-")
    if not text:
        return "x"
    if text.upper() in _WINDOWS_RESERVIERT:
        return f"{text}-x"
    return text


def _fester_teil(wert: str, was: str) -> str:
    if not _FESTER_TEIL.fullmatch(wert):
        raise ValueError(f"{was} must be a fixed slug (a-z, 0-9, '-'), got {wert!r}")
    return wert


def wahlordner(daten: Wahldaten) -> str:
    """The folder of an election: ``<gemeinde>-<wahltag>``, e.g. ``musterhausen-2027-03-14``.

    An ordinary German place name becomes its slug; any other name also gets a short hash of the
    raw name, so that two different strange names never share a folder.
    """
    gemeinde = daten.wahl.gemeinde
    teil = slug(gemeinde, 60)
    if not re.fullmatch(r"[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß .'()-]{0,59}", gemeinde):
        teil = f"{slug(gemeinde, 40)}-{kurz_hash(gemeinde, 6)}"
    return f"{teil}-{daten.wahl.wahltag.isoformat()}"


# ------------------------------------------------------------------------------------------------
# Retention: the periods as data with their sources


@dataclass(frozen=True)
class Aufbewahrung:
    """A retention class: how long documents of this kind are kept, and why."""

    kennung: str
    bezeichnung: str
    loeschen: Literal["nie", "muss", "kann"]
    """``nie``: kept for good; ``muss``: must be destroyed when the period ends; ``kann``: may be
    destroyed then, and is by default (data minimisation, Art. 5 Abs. 1 Buchst. e DSGVO)."""
    vorschrift: str
    begruendung: str

    def als_json(self) -> dict[str, str]:
        """The class as it is recorded in the manifest."""
        return {
            "bezeichnung": self.bezeichnung,
            "loeschen": self.loeschen,
            "vorschrift": self.vorschrift,
            "begruendung": self.begruendung,
        }


AUFBEWAHRUNG: dict[str, Aufbewahrung] = {
    a.kennung: a
    for a in (
        Aufbewahrung(
            "dauernd",
            "dauernd aufbewahren",
            "nie",
            "§ 57 Abs. 3 KomWO",
            "Öffentliche Bekanntmachungen und der Fristenkalender enthalten nur, was ohnehin öffentlich "
            "bekannt gemacht wird; § 57 KomWO verlangt für sie keine Vernichtung (Abs. 3: „können“). "
            "Die im Internet veröffentlichte Fassung einer Bekanntmachung ist dagegen nach § 55 Abs. 3 "
            "Satz 4 KomWO zu löschen (siehe internet_loeschen_bis).",
        ),
        Aufbewahrung(
            "unterstuetzung",
            "vernichten, sobald die Gültigkeit der Wahl rechtskräftig feststeht",
            "muss",
            "§ 57 Abs. 2 Satz 1 KomWO; §§ 30, 31 KomWG",
            "Formblätter für Unterstützungsunterschriften und die dazu gespeicherten Daten sind nach der "
            "rechtskräftigen Entscheidung über die Gültigkeit der Wahl zu vernichten bzw. zu löschen.",
        ),
        Aufbewahrung(
            "bewerbung",
            "löschen, sobald die Gültigkeit der Wahl rechtskräftig feststeht",
            "kann",
            "§ 57 Abs. 3 KomWO; Art. 5 Abs. 1 Buchst. e DSGVO; §§ 30, 31 KomWG",
            "Sonstige Wahlunterlagen mit personenbezogenen Daten der Bewerber (Wählbarkeitsbescheinigung, "
            "Versicherungen, Prüfbericht) können nach der rechtskräftigen Entscheidung über die Gültigkeit "
            "der Wahl vernichtet werden; wegen der Speicherbegrenzung ist das die Voreinstellung. Sind sie "
            "einer Niederschrift des Gemeindewahlausschusses beigefügt, gilt § 57 Abs. 1 KomWO (bis zum "
            "Ablauf der Amtszeit).",
        ),
    )
}
"""Retention classes by key. A document's class is chosen by its producer."""

_STRENGE = {"unterstuetzung": 0, "bewerbung": 1, "dauernd": 2}

EINSPRUCHSFRIST = timedelta(weeks=1)
"""§ 31 Abs. 1 Satz 1 KomWG: Einspruch binnen einer Woche nach der Bekanntmachung des Wahlergebnisses."""
PRUEFFRIST_MONATE = 1
"""§ 30 Abs. 1 KomWG: Wahlprüfung binnen eines Monats nach der Bekanntmachung des Wahlergebnisses."""
INTERNET_MONATE = 6
"""§ 55 Abs. 3 Satz 4 KomWO: personal data in internet notices deleted at the latest six months after
the Bekanntmachung des Wahlergebnisses."""


def letzter_wahltag(daten: Wahldaten) -> date:
    """The day of the deciding ballot: the Stichwahltag when a run-off is recorded, else the Wahltag."""
    wahl = daten.wahl
    if daten.stichwahl is not None and wahl.stichwahltag is not None:
        return wahl.stichwahltag
    return wahl.wahltag


def _plus_monate(tag: date, monate: int) -> date:
    from dateutil.relativedelta import relativedelta

    return tag + relativedelta(months=monate)


_LAENDER = {"BW": "Baden-Württemberg", "ST": "Sachsen-Anhalt", "SL": "Saarland"}


def aufbewahrungsklassen(land: str) -> dict[str, Aufbewahrung]:
    """The retention classes with their sources for a Land. Only Baden-Württemberg's rules are on
    record; for another Land the same periods are used as a default and say so."""
    if land == "BW":
        return AUFBEWAHRUNG
    hinweis = (
        f"Für {_LAENDER.get(land, land)} sind die Aufbewahrungsvorschriften nicht hinterlegt; Voreinstellung "
        "nach dem Muster des baden-württembergischen Rechts – bitte die Vorschriften des Landes prüfen"
    )
    return {
        k: Aufbewahrung(a.kennung, a.bezeichnung, a.loeschen, f"{hinweis} ({a.vorschrift} BW)", a.begruendung)
        for k, a in AUFBEWAHRUNG.items()
    }


def loeschen_nach(daten: Wahldaten, rechtskraft: date | None = None) -> tuple[date, str]:
    """The day after which documents of a deletable class are due for deletion, and why.

    ``rechtskraft``: the day on which the validity of the election became final (§ 57 Abs. 2 KomWO),
    entered by the office. Without it the default counts from the deciding Wahltag: one week for an
    Einspruch (§ 31 Abs. 1 KomWG) and one month for the Wahlprüfung (§ 30 Abs. 1 KomWG), added one
    after the other; this covers a Bekanntmachung des Wahlergebnisses up to a week after the Wahltag.
    After an Einspruch or a lawsuit the election is valid only when that decision is final: the office
    must then enter the day (``--rechtskraft``).
    """
    if rechtskraft is not None:
        return rechtskraft, "Gültigkeit der Wahl rechtskräftig seit diesem Tag (Angabe des Wahlamts, § 57 KomWO)"
    tag = letzter_wahltag(daten)
    ende = _plus_monate(tag + EINSPRUCHSFRIST, PRUEFFRIST_MONATE)
    grund = (
        f"Voreinstellung: Wahltag {tag.isoformat()} + 1 Woche Einspruchsfrist (§ 31 Abs. 1 KomWG) + 1 Monat "
        "Wahlprüfung (§ 30 Abs. 1 KomWG); gilt nur, wenn kein Einspruch und keine Klage erhoben wurde – "
        "sonst den Tag der Rechtskraft mit --rechtskraft angeben"
    )
    if daten.wahl.land != "BW":
        grund = (
            f"Für {_LAENDER.get(daten.wahl.land, daten.wahl.land)} sind Einspruchs- und Prüffristen nicht "
            f"hinterlegt; {grund} (baden-württembergisches Recht als Muster)"
        )
    return ende, grund


def internet_loeschen_bis(daten: Wahldaten) -> date | None:
    """The latest day to remove an internet copy of a public notice (§ 55 Abs. 3 Satz 4 KomWO BW).

    Counted from the deciding Wahltag (the Bekanntmachung des Wahlergebnisses is not in the data and
    cannot be earlier), so the date is never later than the law allows. None outside Baden-Württemberg
    (the Land's rule is not on record).
    """
    if daten.wahl.land != "BW":
        return None
    return _plus_monate(letzter_wahltag(daten), INTERNET_MONATE)


# ------------------------------------------------------------------------------------------------
# The interface for document producers


@dataclass(frozen=True)
class Dokument:
    """One produced file, as a producer hands it to the archive.

    ``art`` and ``teil`` are fixed slugs chosen by the producer (``formblatt``, ``bekanntmachung``,
    ``stichwahl``); ``bewerber_id`` is the raw id from the data (any text – it enters the file name
    only as a slug plus a hash); ``aufbewahrung`` is a key of :data:`AUFBEWAHRUNG`. ``titel`` is a
    German title without personal names (it is kept in the manifest after a deletion); ``gruppe`` is
    the bookmark group in the Wahlakte (e.g. the applicant's name), not stored in the manifest.
    Retention follows the most personal data the file carries, its attachment included.
    """

    art: str
    inhalt: bytes
    endung: str
    titel: str
    aufbewahrung: str
    bewerber_id: str | None = None
    teil: str | None = None
    gruppe: str | None = None
    in_wahlakte: bool = True
    wahlakte_inhalt: bytes | None = None
    """What goes into the Wahlakte instead of ``inhalt`` (e.g. one copy of a form printed many times)."""
    quelle_sha256: str | None = None
    """The SHA-256 of the data attached to this document when it is not the whole election data (e.g. a
    document that attaches only the public part); None: the whole data (``archiviere``'s ``quelle_sha256``)."""

    def __post_init__(self) -> None:
        _fester_teil(self.art, "art")
        _fester_teil(self.endung, "endung")
        if self.teil is not None:
            _fester_teil(self.teil, "teil")
        if self.aufbewahrung not in AUFBEWAHRUNG:
            raise ValueError(f"unknown retention class {self.aufbewahrung!r}")

    @property
    def dateiname(self) -> str:
        """The file name from the fixed scheme ``art[-teil][-slug-hash].endung`` (never a raw name)."""
        teile = [self.art]
        if self.teil:
            teile.append(self.teil)
        if self.bewerber_id is not None:
            teile += [slug(self.bewerber_id, 40), kurz_hash(self.bewerber_id)]
        return "-".join(teile) + "." + self.endung


@dataclass(frozen=True)
class Ausgelassen:
    """A document a producer could not make from this data, and why (one German sentence)."""

    titel: str
    grund: str


Produzent = Callable[["Wahldaten", Path], "list[Dokument | Ausgelassen]"]
"""A document producer: from the validated data (and the path of its file) to documents; a document
the data does not allow (yet) is returned as :class:`Ausgelassen` with the reason."""

PRODUZENTEN: list[Produzent] = []
"""The registered producers, in the order their documents appear in the Wahlakte."""


def produzent(fn: Produzent) -> Produzent:
    """Register a document producer (decorator); registering twice has no effect."""
    if fn not in PRODUZENTEN:
        PRODUZENTEN.append(fn)
    return fn


# ------------------------------------------------------------------------------------------------
# The Wahlakte: every PDF of the election in one file, a bookmark per document


def wahlakte(teile: Sequence[Dokument], daten: Wahldaten, quelle: bytes) -> bytes:
    """Merge the PDFs into one file with a bookmark per document (grouped by ``gruppe``), PDF/A-3b.

    The structure trees of the parts cannot be merged, so the file claims PDF/A-3 level b (not a);
    it keeps the parts' embedded fonts, gets the sRGB output intent of the first part, XMP metadata,
    a document ID derived from the content, and the election data attached (``wahldaten.json``).
    The same parts give the same bytes.
    """
    import io

    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import (
        ArrayObject,
        ByteStringObject,
        DecodedStreamObject,
        DictionaryObject,
        NameObject,
        TextStringObject,
    )

    writer = PdfWriter()
    writer.pdf_header = b"%PDF-1.7"
    gruppen: dict[str, Any] = {}
    ausgabebedingung = None
    for dok in teile:
        leser = PdfReader(io.BytesIO(dok.wahlakte_inhalt or dok.inhalt))
        if ausgabebedingung is None:
            oi = leser.trailer["/Root"].get("/OutputIntents")
            if oi:
                ausgabebedingung = oi[0].get_object()
        erste = len(writer.pages)
        for seite in leser.pages:
            neu = writer.add_page(seite)
            for schluessel in ("/StructParents", "/Tabs"):
                if schluessel in neu:
                    del neu[NameObject(schluessel)]
        eltern = None
        if dok.gruppe:
            if dok.gruppe not in gruppen:
                gruppen[dok.gruppe] = writer.add_outline_item(title=dok.gruppe, page_number=erste)
            eltern = gruppen[dok.gruppe]
        writer.add_outline_item(title=dok.titel, page_number=erste, parent=eltern)
    writer.compress_identical_objects()

    stand = daten.stand.strftime("%Y-%m-%dT00:00:00+00:00")
    pdf_stand = daten.stand.strftime("D:%Y%m%d000000+00'00'")
    titel = f"Wahlakte – {daten.wahl.amt}wahl {daten.wahl.gemeinde} am {daten.wahl.wahltag.strftime('%d.%m.%Y')}"
    writer.add_metadata(
        {
            "/Title": titel,
            "/Author": daten.wahl.gemeinde,
            "/Creator": "notices",
            "/Producer": "notices (pypdf)",
            "/CreationDate": pdf_stand,
            "/ModDate": pdf_stand,
        }
    )
    wurzel = writer._root_object
    if ausgabebedingung is not None:
        wurzel[NameObject("/OutputIntents")] = ArrayObject([writer._add_object(_kopiere(ausgabebedingung, writer))])
    wurzel[NameObject("/Lang")] = TextStringObject("de-DE")
    wurzel[NameObject("/PageMode")] = NameObject("/UseOutlines")

    # The election data as PDF/A-3 associated file (relationship Source).
    eingebettet = DecodedStreamObject()
    eingebettet.set_data(quelle)
    eingebettet[NameObject("/Type")] = NameObject("/EmbeddedFile")
    eingebettet[NameObject("/Subtype")] = NameObject("/application/json")
    eingebettet[NameObject("/Params")] = DictionaryObject(
        {NameObject("/ModDate"): TextStringObject(pdf_stand), NameObject("/Size"): _zahl(len(quelle))}
    )
    ef_ref = writer._add_object(eingebettet)
    spec = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Filespec"),
            NameObject("/F"): TextStringObject("wahldaten.json"),
            NameObject("/UF"): TextStringObject("wahldaten.json"),
            NameObject("/Desc"): TextStringObject("Die Wahldaten, aus denen diese Wahlakte erzeugt wurde (JSON)"),
            NameObject("/AFRelationship"): NameObject("/Source"),
            NameObject("/EF"): DictionaryObject({NameObject("/F"): ef_ref, NameObject("/UF"): ef_ref}),
        }
    )
    spec_ref = writer._add_object(spec)
    wurzel[NameObject("/Names")] = DictionaryObject(
        {
            NameObject("/EmbeddedFiles"): DictionaryObject(
                {NameObject("/Names"): ArrayObject([TextStringObject("wahldaten.json"), spec_ref])}
            )
        }
    )
    wurzel[NameObject("/AF")] = ArrayObject([spec_ref])

    xmp = _xmp(titel, daten.wahl.gemeinde, stand).encode("utf-8")
    meta = DecodedStreamObject()
    meta.set_data(xmp)
    meta[NameObject("/Type")] = NameObject("/Metadata")
    meta[NameObject("/Subtype")] = NameObject("/XML")
    wurzel[NameObject("/Metadata")] = writer._add_object(meta)

    kennung = ByteStringObject(
        hashlib.md5(b"".join(sha256(d.wahlakte_inhalt or d.inhalt).encode() for d in teile) + quelle).digest()
    )
    writer._ID = ArrayObject([kennung, kennung])
    puffer = io.BytesIO()
    writer.write(puffer)
    return puffer.getvalue()


def _zahl(n: int) -> Any:
    from pypdf.generic import NumberObject

    return NumberObject(n)


def _kopiere(objekt: Any, writer: Any) -> Any:
    return objekt.clone(writer)


def _xml_text(text: str) -> str:
    """Text that may stand in XML 1.0 (XMP): escaped, characters XML forbids (NUL, controls) dropped."""
    from xml.sax.saxutils import escape

    return escape(re.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]", "", text))


def _xmp(titel: str, autor: str, stand: str) -> str:
    escape = _xml_text

    return (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/">\n'
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"'
        ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"'
        ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/">\n'
        "<pdfaid:part>3</pdfaid:part>\n<pdfaid:conformance>B</pdfaid:conformance>\n"
        f'<dc:title><rdf:Alt><rdf:li xml:lang="x-default">{escape(titel)}</rdf:li></rdf:Alt></dc:title>\n'
        f"<dc:creator><rdf:Seq><rdf:li>{escape(autor)}</rdf:li></rdf:Seq></dc:creator>\n"
        "<xmp:CreatorTool>notices</xmp:CreatorTool>\n"
        f"<xmp:CreateDate>{stand}</xmp:CreateDate>\n<xmp:ModifyDate>{stand}</xmp:ModifyDate>\n"
        "<pdf:Producer>notices (pypdf)</pdf:Producer>\n"
        "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n"
        '<?xpacket end="r"?>'
    )


# ------------------------------------------------------------------------------------------------
# The manifest

MANIFEST = "manifest.json"
FORMAT = "notices-archiv/1"


class ArchivFehler(Exception):
    """The archive folder cannot be used as it is (e.g. a damaged manifest); German message."""


def lies_manifest(ordner: Path) -> dict[str, Any] | None:
    """The manifest of an election folder, or None when there is none yet."""
    pfad = ordner / MANIFEST
    try:
        roh = pfad.read_bytes()
    except FileNotFoundError:
        return None
    try:
        manifest = json.loads(roh.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ArchivFehler(
            f"{pfad}: das Manifest ist beschädigt (kein gültiges JSON); es wird nicht überschrieben."
        ) from None
    if (
        not isinstance(manifest, dict)
        or manifest.get("format") != FORMAT
        or not isinstance(manifest.get("dateien"), list)
    ):
        raise ArchivFehler(f"{pfad}: das ist kein Manifest von notices ({FORMAT}); es wird nicht überschrieben.")
    return manifest


def manifest_bytes(manifest: dict[str, Any]) -> bytes:
    """The manifest as stable UTF-8 JSON (same content, same bytes)."""
    return (json.dumps(manifest, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def _schreibe_manifest(ordner: Path, manifest: dict[str, Any]) -> bool:
    neu = manifest_bytes(manifest)
    pfad = ordner / MANIFEST
    with contextlib.suppress(FileNotFoundError):
        if pfad.read_bytes() == neu:
            return False
    schreibe_atomar(pfad, neu)
    return True


@contextlib.contextmanager
def _gesperrt(ordner: Path) -> Iterator[None]:
    """An exclusive lock on the election folder (two runs on the same folder wait for each other)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no advisory lock
        yield
        return
    fd = os.open(ordner, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def _basis(pfad: str) -> str:
    """``formblatt-x-1a2b3c4d.3.pdf`` -> ``formblatt-x-1a2b3c4d.pdf`` (the name without version)."""
    m = re.fullmatch(r"(.*)\.(\d+)\.([a-z0-9-]+)", pfad)
    return f"{m.group(1)}.{m.group(3)}" if m else pfad


def _versionsname(basis: str, nummer: int) -> str:
    if nummer == 1:
        return basis
    stamm, _, endung = basis.rpartition(".")
    return f"{stamm}.{nummer}.{endung}"


def ist_archivname(pfad: Any) -> bool:
    """True for a plain file name that may stand in a manifest (no folder, no '..', no control chars)."""
    return (
        isinstance(pfad, str)
        and pfad not in ("", ".", "..", MANIFEST)
        and not pfad.startswith(".")
        and re.fullmatch(r"[a-z0-9][a-z0-9.-]{0,120}", pfad) is not None
    )


@dataclass
class Ablage:
    """What storing one election did: per file the path and what happened."""

    ordner: Path
    dateien: list[tuple[str, str]] = field(default_factory=list)
    """(file name, one of neu | version | unveraendert | wiederhergestellt | geloescht | veraendert)."""
    meldungen: list[str] = field(default_factory=list)
    warnungen: list[str] = field(default_factory=list)


def archiviere(
    ziel: Path,
    daten: Wahldaten,
    dokumente: Sequence[Dokument],
    *,
    quelle_sha256: str,
    rechtskraft: date | None = None,
) -> Ablage:
    """Store the documents of one election in ``ziel/<gemeinde>-<wahltag>/`` and update its manifest.

    Never overwrites: the same content is left alone, changed content is written beside the old file
    as a new version, a file that was changed by hand is kept (and reported), and a document deleted
    because its retention period ended is not produced again.
    """
    from notices import __version__, recht

    namen = [d.dateiname for d in dokumente]
    doppelt = sorted({n for n in namen if namen.count(n) > 1})
    if doppelt:
        raise ValueError(f"two documents of one run share a file name: {doppelt}")
    ordner = ziel / wahlordner(daten)
    ordner.mkdir(parents=True, exist_ok=True)
    ablage = Ablage(ordner)
    rs = recht.rechtsstand(daten.wahl)
    loeschtag, loeschgrund = loeschen_nach(daten, rechtskraft)
    internet = internet_loeschen_bis(daten)

    with _gesperrt(ordner):
        manifest = lies_manifest(ordner)
        if manifest is None:
            manifest = {"dateien": []}
        elif manifest.get("wahl", {}).get("gemeinde") not in (None, daten.wahl.gemeinde):
            raise ArchivFehler(
                f"{ordner}: der Ordner gehört zur Gemeinde „{manifest['wahl']['gemeinde'][:80]}“, "
                f"nicht zu „{daten.wahl.gemeinde[:80]}“; es wird nichts geschrieben."
            )
        _entferne_reste(ordner)
        eintraege: list[dict[str, Any]] = manifest["dateien"]
        manifest = dict(
            {
                "format": FORMAT,
                "wahl": {
                    "land": daten.wahl.land,
                    "amt": daten.wahl.amt,
                    "gemeinde": daten.wahl.gemeinde,
                    "wahltag": daten.wahl.wahltag.isoformat(),
                    "stichwahltag": daten.wahl.stichwahltag.isoformat() if daten.wahl.stichwahltag else None,
                },
                "rechtsstand": {"kennung": rs.kennung, "label": rs.label},
                "quelle_sha256": quelle_sha256,
                "stand": daten.stand.isoformat(),
                "werkzeug": {"name": "notices", "version": __version__},
                "loeschen_nach": {"datum": loeschtag.isoformat(), "grund": loeschgrund},
                "aufbewahrungsklassen": {k: a.als_json() for k, a in aufbewahrungsklassen(daten.wahl.land).items()},
                "dateien": eintraege,
            }
        )
        # The retention date follows the latest data (e.g. --rechtskraft) for every file still there.
        for e in eintraege:
            if e.get("status") != "geloescht" and AUFBEWAHRUNG.get(e.get("aufbewahrung", "")) is not None:
                e["loeschen_nach"] = (
                    None if AUFBEWAHRUNG[e["aufbewahrung"]].loeschen == "nie" else loeschtag.isoformat()
                )

        zu_schreiben: list[tuple[dict[str, Any], bytes]] = []
        vergeben = {e.get("pfad") for e in eintraege}
        for dok in dokumente:
            basis = dok.dateiname
            versionen = [e for e in eintraege if e.get("basis") == basis]
            letzte = max(versionen, key=lambda e: e.get("version", 1)) if versionen else None
            hash_neu = sha256(dok.inhalt)
            geloescht = [e for e in versionen if e.get("status") == "geloescht"]
            if geloescht:
                # Its retention period ended and it was deleted: not again, in no version (§ 57 Abs. 2 KomWO).
                e = max(geloescht, key=lambda e: e.get("version", 1))
                ablage.meldungen.append(
                    f"{e['pfad']}: am {str(e.get('geloescht_am') or '?')[:10]} nach Ablauf der "
                    "Aufbewahrungsfrist gelöscht; wird nicht erneut erzeugt."
                )
                ablage.dateien.append((e["pfad"], "geloescht"))
                continue
            if letzte is not None and letzte.get("sha256") == hash_neu:
                pfad = ordner / letzte["pfad"]
                if not pfad.exists():
                    zu_schreiben.append((letzte, dok.inhalt))
                    ablage.dateien.append((letzte["pfad"], "wiederhergestellt"))
                elif _sha256_datei(pfad) != hash_neu:
                    ablage.warnungen.append(
                        f"{letzte['pfad']}: die Datei wurde nach dem Erzeugen verändert; sie wird nicht "
                        "überschrieben (notices archiv-pruefen zeigt die Abweichung)."
                    )
                    ablage.dateien.append((letzte["pfad"], "veraendert"))
                else:
                    if letzte.get("status") == "ausstehend":
                        letzte["status"] = "vorhanden"
                    ablage.dateien.append((letzte["pfad"], "unveraendert"))
                continue
            nummer = max((e.get("version", 1) for e in versionen), default=0) + 1
            while True:
                name = _versionsname(basis, nummer)
                vorhanden = ordner / name
                if name not in vergeben and (not vorhanden.exists() or _sha256_datei(vorhanden) == hash_neu):
                    break
                nummer += 1
            art = AUFBEWAHRUNG[dok.aufbewahrung]
            eintrag: dict[str, Any] = {
                "pfad": name,
                "basis": basis,
                "version": nummer,
                "aktuell": True,
                "ersetzt": letzte["pfad"] if letzte else None,
                "status": "ausstehend",
                "sha256": hash_neu,
                "groesse": len(dok.inhalt),
                "art": dok.art,
                "titel": dok.titel,
                "bewerber_id": dok.bewerber_id,
                "rechtsstand": rs.kennung,
                "quelle_sha256": dok.quelle_sha256 or quelle_sha256,
                "werkzeug_version": __version__,
                "erzeugt": daten.stand.isoformat(),
                "aufbewahrung": dok.aufbewahrung,
                "loeschen_nach": None if art.loeschen == "nie" else loeschtag.isoformat(),
                "internet_loeschen_bis": (
                    internet.isoformat() if internet is not None and dok.art.startswith("bekanntmachung") else None
                ),
                "geloescht_am": None,
            }
            for e in versionen:
                e["aktuell"] = False
            eintraege.append(eintrag)
            vergeben.add(name)
            zu_schreiben.append((eintrag, dok.inhalt))
            ablage.dateien.append((name, "neu" if letzte is None else "version"))

        # Journal: the manifest names what is about to be written, then the files, then the manifest.
        if zu_schreiben:
            _schreibe_manifest(ordner, manifest)
            for eintrag, inhalt in zu_schreiben:
                pfad = ordner / eintrag["pfad"]
                if not pfad.exists():
                    schreibe_atomar(pfad, inhalt)
                eintrag["status"] = "vorhanden"
        _schreibe_manifest(ordner, manifest)
    return ablage


def _entferne_reste(ordner: Path) -> None:
    """Remove the temporary files a killed run may have left (never a listed or a foreign file)."""
    for pfad in ordner.iterdir():
        if pfad.name.startswith(".") and pfad.name.endswith(TEMP_ENDUNG) and pfad.is_file():
            pfad.unlink(missing_ok=True)


# ------------------------------------------------------------------------------------------------
# Checking an archive


@dataclass
class Befund:
    """One finding of the check: the file and one German sentence."""

    pfad: str
    art: str
    text: str

    def als_json(self) -> dict[str, str]:
        """The finding as JSON."""
        return {"pfad": self.pfad, "art": self.art, "text": self.text}


@dataclass
class Pruefung:
    """The result of checking one election folder."""

    ordner: Path
    probleme: list[Befund] = field(default_factory=list)
    hinweise: list[Befund] = field(default_factory=list)
    faellig: list[dict[str, Any]] = field(default_factory=list)
    internet: list[dict[str, Any]] = field(default_factory=list)
    dateien: int = 0
    pdf: int = 0
    verapdf: str = "nicht_gefunden"

    @property
    def sauber(self) -> bool:
        """True when nothing is wrong."""
        return not self.probleme

    def als_json(self) -> dict[str, Any]:
        """The stable JSON of ``notices archiv-pruefen --json`` (one folder)."""
        return {
            "ordner": str(self.ordner),
            "sauber": self.sauber,
            "geprueft": {"dateien": self.dateien, "pdf": self.pdf},
            "verapdf": self.verapdf,
            "probleme": [b.als_json() for b in self.probleme],
            "hinweise": [b.als_json() for b in self.hinweise],
            "faellig": self.faellig,
            "internet_loeschen": self.internet,
        }


def pruefe_archiv(ordner: Path, stichtag: date) -> Pruefung:
    """Check an election folder against its manifest: hashes, missing/changed/unlisted files, each PDF's
    archival properties, the attached data, and which documents are due for deletion on ``stichtag``."""
    pr = Pruefung(ordner)
    try:
        manifest = lies_manifest(ordner)
    except ArchivFehler as e:
        pr.probleme.append(Befund(MANIFEST, "manifest", str(e)))
        return pr
    if manifest is None:
        pr.probleme.append(Befund(MANIFEST, "manifest", f"{ordner}: hier gibt es kein {MANIFEST}."))
        return pr
    gelistet: set[str] = set()
    pdfs: list[Path] = []
    for i, e in enumerate(manifest["dateien"], 1):
        pfad = e.get("pfad") if isinstance(e, dict) else None
        if not ist_archivname(pfad):
            pr.probleme.append(
                Befund(str(pfad)[:80], "manifest", f"Eintrag {i} des Manifests nennt keinen zulässigen Dateinamen.")
            )
            continue
        gelistet.add(pfad)
        datei = ordner / pfad
        status = e.get("status")
        if status == "geloescht":
            if datei.exists():
                pr.probleme.append(
                    Befund(pfad, "geloescht_vorhanden", "ist als gelöscht verzeichnet, aber noch vorhanden.")
                )
            continue
        if datei.is_symlink():
            pr.probleme.append(Befund(pfad, "veraendert", "ist ein symbolischer Verweis statt der Datei."))
            continue
        if not datei.is_file():
            if status == "ausstehend":
                pr.probleme.append(
                    Befund(
                        pfad,
                        "ausstehend",
                        "fehlt: der letzte Lauf wurde unterbrochen; notices alle erneut ausführen.",
                    )
                )
            else:
                pr.probleme.append(Befund(pfad, "fehlt", "fehlt."))
            continue
        pr.dateien += 1
        if _sha256_datei(datei) != e.get("sha256") or datei.stat().st_size != e.get("groesse"):
            pr.probleme.append(Befund(pfad, "veraendert", "wurde verändert (SHA-256 stimmt nicht mit dem Manifest)."))
            continue
        if status == "ausstehend":
            pr.hinweise.append(
                Befund(pfad, "ausstehend", "vollständig, aber der Lauf, der sie schrieb, wurde unterbrochen.")
            )
        if pfad.endswith(".pdf"):
            pr.pdf += 1
            pdfs.append(datei)
            for text in pruefe_pdf(datei.read_bytes(), e.get("quelle_sha256")):
                pr.probleme.append(Befund(pfad, "pdf", text))
        _faelligkeit(pr, e, stichtag, manifest.get("aufbewahrungsklassen"))
    for datei in sorted(ordner.iterdir()):
        name = datei.name
        if name == MANIFEST or name in gelistet:
            continue
        if name.startswith(".") and name.endswith(TEMP_ENDUNG):
            pr.hinweise.append(
                Befund(
                    zeigbar(name), "rest", "Rest eines abgebrochenen Schreibvorgangs (der nächste Lauf entfernt ihn)."
                )
            )
        else:
            pr.probleme.append(Befund(zeigbar(name), "nicht_im_manifest", "steht nicht im Manifest."))
    pr.verapdf = _verapdf(pdfs, pr)
    return pr


def zeigbar(text: str, laenge: int = 120) -> str:
    """Text as it may be printed on a terminal: control characters escaped, at most ``laenge`` characters."""
    text = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in text)
    return text if len(text) <= laenge else text[: laenge - 1] + "…"


def _faelligkeit(pr: Pruefung, e: dict[str, Any], stichtag: date, klassen: Any = None) -> None:
    klasse = AUFBEWAHRUNG.get(e.get("aufbewahrung", ""))
    if klasse is not None and isinstance(klassen, dict) and isinstance(klassen.get(klasse.kennung), dict):
        # the sources as recorded for this election (its Land)
        vorschrift = klassen[klasse.kennung].get("vorschrift")
        if isinstance(vorschrift, str):
            klasse = Aufbewahrung(klasse.kennung, klasse.bezeichnung, klasse.loeschen, vorschrift, klasse.begruendung)
    nach = e.get("loeschen_nach")
    if (
        klasse is not None
        and klasse.loeschen != "nie"
        and isinstance(nach, str)
        and date.fromisoformat(nach) < stichtag
    ):
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
                Befund(
                    e["pfad"],
                    "loeschpflicht",
                    f"war nach dem {date.fromisoformat(nach).strftime('%d.%m.%Y')} zu vernichten "
                    f"({klasse.vorschrift}); notices archiv-loeschen ORDNER --faellig.",
                )
            )
    bis = e.get("internet_loeschen_bis")
    if e.get("aktuell") and isinstance(bis, str) and date.fromisoformat(bis) <= stichtag + timedelta(days=31):
        pr.internet.append({"pfad": e["pfad"], "internet_loeschen_bis": bis, "vorschrift": "§ 55 Abs. 3 Satz 4 KomWO"})


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


def _verapdf(pdfs: list[Path], pr: Pruefung) -> str:
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
        pr.probleme.append(Befund("verapdf", "verapdf", f"veraPDF ließ sich nicht ausführen ({type(e).__name__})."))
        return "fehler"
    bestanden = set()
    for zeile in lauf.stdout.splitlines():
        wort, _, rest = zeile.strip().partition(" ")
        if wort == "PASS":
            bestanden.add(Path(rest.strip()).name)
        elif wort == "FAIL":
            pr.probleme.append(Befund(Path(rest.strip()).name, "verapdf", "veraPDF: nicht PDF/A-konform."))
    fehlend = [p.name for p in pdfs if p.name not in bestanden]
    ohne_urteil = [n for n in fehlend if all(b.pfad != n for b in pr.probleme if b.art == "verapdf")]
    for n in ohne_urteil:
        pr.probleme.append(Befund(n, "verapdf", "veraPDF hat kein Ergebnis geliefert."))
    return "bestanden" if not fehlend else "fehler"


# ------------------------------------------------------------------------------------------------
# Deleting what is due


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
        for e in manifest["dateien"]:
            if not isinstance(e, dict) or not ist_archivname(e.get("pfad")):
                continue
            klasse = AUFBEWAHRUNG.get(e.get("aufbewahrung", ""))
            nach = e.get("loeschen_nach")
            datei = ordner / e["pfad"]
            if e.get("status") == "geloescht":
                if datei.is_file() and _sha256_datei(datei) == e.get("sha256"):
                    offen.append(e)  # an interrupted deletion: finish it
                continue
            if klasse is None or klasse.loeschen == "nie" or not isinstance(nach, str):
                continue
            if date.fromisoformat(nach) >= stichtag:
                continue
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


def archivordner(ordner: Path) -> list[Path]:
    """The election folders under ``ordner``: itself when it holds a manifest, else its subfolders that do."""
    if (ordner / MANIFEST).exists():
        return [ordner]
    if not ordner.is_dir():
        return []
    return sorted(p for p in ordner.iterdir() if p.is_dir() and (p / MANIFEST).exists())
