"""The Wahlakte: every PDF of the election in one file, a bookmark per document (PDF/A-3b)."""

from __future__ import annotations

import hashlib
import io
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from notices import deutsch
from notices.archiv.dateien import sha256

if TYPE_CHECKING:
    from pypdf import PdfReader

    from notices.archiv.manifest import Archivdatei
    from notices.model import Wahldaten

# ------------------------------------------------------------------------------------------------
# The parts as pypdf read them, kept for the next Wahlakte

GELESEN_HOECHSTENS = 8 * 1024 * 1024
"""How many bytes of parts (their PDF size) stay read: a parsed part takes about ten times its size in
memory, so about 90 MB at most: the documents of a few elections in a long-running web server."""

_gelesen: OrderedDict[str, tuple[PdfReader, int]] = OrderedDict()
"""The readers by the part's SHA-256, each with the part's size; least recently used first."""
_SPERRE = threading.Lock()
"""One Wahlakte at a time: a PdfReader is not safe to use from two threads (the web's ZIPs of two
elections run in two threads)."""


def gelesen(inhalt: bytes) -> PdfReader:
    """The part ``inhalt`` as pypdf's reader, parsed once: a Wahlakte made again after one document changed
    (the web's ZIP) reads only the changed parts; the others' objects are already resolved in their reader.
    Least recently used parts beyond :data:`GELESEN_HOECHSTENS` are dropped. Call with :data:`_SPERRE` held."""
    from pypdf import PdfReader

    schluessel = sha256(inhalt)
    if schluessel in _gelesen:
        _gelesen.move_to_end(schluessel)
        return _gelesen[schluessel][0]
    leser = PdfReader(io.BytesIO(inhalt))
    _gelesen[schluessel] = (leser, len(inhalt))
    groesse = _groesse()
    while groesse > GELESEN_HOECHSTENS and len(_gelesen) > 1:
        groesse -= _gelesen.popitem(last=False)[1][1]
    return leser


def _groesse() -> int:
    return sum(n for _, n in _gelesen.values())


def gelesen_bytes() -> int:
    """The size of the parts kept read (their PDF bytes)."""
    with _SPERRE:
        return _groesse()


def vergiss_gelesene() -> None:
    """Drop every part kept read (tests; a server that wants its memory back)."""
    with _SPERRE:
        _gelesen.clear()


# ------------------------------------------------------------------------------------------------
# The Wahlakte: every PDF of the election in one file, a bookmark per document


def wahlakte(teile: Sequence[Archivdatei], daten: Wahldaten, quelle: bytes) -> bytes:
    """Merge the PDFs into one file with a bookmark per document (grouped by ``gruppe``), PDF/A-3b.

    The structure trees of the parts cannot be merged, so the file claims PDF/A-3 level b (not a);
    it keeps the parts' embedded fonts, gets the sRGB output intent of the first part, XMP metadata,
    a document ID derived from the content, and the election data attached (``wahldaten.json``).
    The same parts give the same bytes, whether they were read before (:func:`gelesen`) or not.
    """
    with _SPERRE:
        return _wahlakte(teile, daten, quelle)


def _wahlakte(teile: Sequence[Archivdatei], daten: Wahldaten, quelle: bytes) -> bytes:
    from pypdf import PdfWriter
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
        leser = gelesen(dok.wahlakte_inhalt or dok.inhalt)
        if ausgabebedingung is None:
            oi = leser.trailer["/Root"].get("/OutputIntents")
            if oi:
                ausgabebedingung = oi[0].get_object()
        erste = len(writer.pages)
        seiten = leser.pages
        if dok.wahlakte_inhalt is None and dok.wahlakte_kopien > 1:
            if len(seiten) % dok.wahlakte_kopien:
                raise ValueError(f"{len(seiten)} pages are not {dok.wahlakte_kopien} copies")
            seiten = seiten[: len(seiten) // dok.wahlakte_kopien]
        for seite in seiten:
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
    w = daten.wahl
    titel = f"Wahlakte – {deutsch.amtswahl(w.amt)} {w.gemeinde} am {deutsch.datum_kurz(w.wahltag)}"
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
