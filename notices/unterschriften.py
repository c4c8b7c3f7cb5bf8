"""Reading the office's lists of support signatures (§ 10 Abs. 2 KomWG, § 20 Abs. 2 KomWO).

One list per applicant, as German office software writes it: CSV with ``;`` or ``,`` (or a tab),
UTF-8 with or without BOM or Windows-1252 (Excel), dates as ``TT.MM.JJJJ`` or ``JJJJ-MM-TT``; or an
Excel workbook (``.xlsx``, first sheet). The first non-empty row names the columns:

``familienname``, ``vornamen``, ``geburtsdatum``, ``strasse``, ``plz``, ``ort``,
``datum_unterschrift``, ``wahlberechtigt`` (ja/nein, as checked against the register; empty = not
checked yet) – required; ``eingang`` (the day, optionally with the time, the sheet was handed in;
empty = with the application) and ``bemerkung`` – optional. Further columns are ignored.

Every problem that makes a file unusable is one German sentence naming the file, the line and the
column (:class:`~notices.model.Eingabefehler`); an empty cell is not a file problem but a missing
detail of that signature, which :mod:`notices.pruefung` reports.
"""

from __future__ import annotations

import contextlib
import csv
import io
import operator
import re
import unicodedata
from collections.abc import Iterator
from datetime import date, datetime, time
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from notices.eingabe import Unlesbar, lies_regulaere_datei, mib
from notices.fehler import Eingabefehler, Problem, zeigbar
from notices.sammelpause import sammelpause

if TYPE_CHECKING:
    from notices.model import Wahldaten

PFLICHTSPALTEN: tuple[str, ...] = (
    "familienname",
    "vornamen",
    "geburtsdatum",
    "strasse",
    "plz",
    "ort",
    "datum_unterschrift",
    "wahlberechtigt",
)
"""Columns every list must have (the details of § 20 Abs. 2 Nr. 2 KomWO and the register check)."""

WAHLFREIE_SPALTEN: tuple[str, ...] = ("eingang", "bemerkung")

SPALTENNAMEN: dict[str, str] = {
    "familienname": "Familienname",
    "vornamen": "Vornamen",
    "geburtsdatum": "Geburtsdatum",
    "strasse": "Straße",
    "plz": "PLZ",
    "ort": "Ort",
    "datum_unterschrift": "Datum der Unterschrift",
    "wahlberechtigt": "Wahlberechtigt",
    "eingang": "Eingang",
    "bemerkung": "Bemerkung",
}
"""Each column as a heading in German (a list may head its columns so, or with the key)."""

# Bounds: a list is read in bounded memory and time, whatever the file claims.
HOECHSTE_ZEILEN = 200_000
"""Signatures (non-empty rows) of one list: far more than any quorum asks for."""
HOECHSTE_ZEILEN_JE_WAHL = 2 * HOECHSTE_ZEILEN
"""Signatures of all lists of one election together (issue 34): two full lists – one list given to two
persons by mistake – but not 1 000 applications with 200 000 rows each; bounds the memory and time of
the check and of every document made from it (docs/geschwindigkeit.md)."""
HOECHSTE_TABELLENZEILE = HOECHSTE_ZEILEN + 1_000
"""The last sheet row of a workbook that is read (room for a header and empty rows)."""
HOECHSTE_SPALTEN = 50
"""Columns that are read (the list needs ten; further ones are ignored, beyond these refused)."""
HOECHSTE_ZELLENLAENGE = 1_000
"""Characters of one cell."""
HOECHSTE_DATEIGROESSE = 32 * 1024 * 1024
"""Bytes of a list file (CSV or .xlsx)."""
HOECHSTE_ENTPACKTE_GROESSE = 128 * 1024 * 1024
"""Bytes one part of a workbook may unpack to (the sheet, the shared strings)."""
HOECHSTE_XLSX_TEILE = 1_000
"""Parts (files inside the ZIP) of a workbook."""
HOECHSTE_MELDUNGEN = 50
"""Sentences about single rows; beyond them one sentence says how many more there were."""

_ALIASSE = {
    "nachname": "familienname",
    "name": "familienname",
    "geburtstag": "geburtsdatum",
    "tag_der_geburt": "geburtsdatum",
    "strasse_und_hausnummer": "strasse",
    "str": "strasse",
    "postleitzahl": "plz",
    "wohnort": "ort",
    "unterschrift_am": "datum_unterschrift",
    "tag_der_unterzeichnung": "datum_unterschrift",
    "unterzeichnet_am": "datum_unterschrift",
    "datum": "datum_unterschrift",
    "datum_der_unterschrift": "datum_unterschrift",
    "tag_der_unterschrift": "datum_unterschrift",
    "unterschrieben_am": "datum_unterschrift",
    "unterschrift_vom": "datum_unterschrift",
    "vorname_n": "vornamen",
    "vorname": "vornamen",
    "geburtsort_und_datum": "geburtsdatum",
    "strasse_hausnummer": "strasse",
    "strasse_hausnr": "strasse",
    "anschrift": "strasse",
    "bemerkungen": "bemerkung",
    "eingang_der_liste": "eingang",
    "wahlberechtigt_ja_nein": "wahlberechtigt",
    "wahlrecht": "wahlberechtigt",
    "eingegangen": "eingang",
    "eingang_am": "eingang",
    "anmerkung": "bemerkung",
}

_JA = frozenset(["ja", "j", "x", "1", "true", "wahr", "yes"])
_NEIN = frozenset(["nein", "n", "0", "false", "falsch", "no"])


class Unterschrift(NamedTuple):
    """One recorded support signature: one row of the list (immutable; a named tuple, because a list
    holds up to 200 000 of them and a tuple is made several times faster than a frozen dataclass)."""

    datei: str
    zeile: int
    familienname: str
    vornamen: str
    geburtsdatum: date | None
    strasse: str
    plz: str
    ort: str
    datum_unterschrift: date | None
    wahlberechtigt: bool | None
    eingang: datetime | None
    eingang_mit_uhrzeit: bool
    bemerkung: str
    unlesbar: str = ""
    """What of the row could not be read (the signature does not count, for this reason); empty: all of it."""

    @property
    def name(self) -> str:
        """``Vornamen Familienname`` as written."""
        return f"{self.vornamen} {self.familienname}".strip()

    def fehlende_angaben(self) -> list[str]:
        """The details of § 20 Abs. 2 Nr. 2 KomWO that are missing, in the statute's words."""
        fehlt = []
        if not self.familienname:
            fehlt.append("Familienname")
        if not self.vornamen:
            fehlt.append("Vorname")
        if self.geburtsdatum is None:
            fehlt.append("Tag der Geburt")
        if not (self.strasse and self.plz and self.ort):
            fehlt.append("Anschrift")
        if self.datum_unterschrift is None:
            fehlt.append("Tag der Unterzeichnung")
        return fehlt


# ------------------------------------------------------------------------------------------------
# Identity of a person: name and birth date, robust to spelling (§ 20 Abs. 2 Nr. 3 KomWO)

_UMLAUTE = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ı": "i"})
_TITEL = re.compile(r"^(?:(?:prof|dr)\.(?:\s*(?:-\s*)?[a-z]{2,5}\.)*\s*)+")


@lru_cache(maxsize=65_536)
def normalisiere_name(text: str) -> str:
    """A spelling-independent form of a name: case, spaces, umlauts/ß, accents, a leading "Dr.".

    ``Dr. Müller`` = ``MUELLER`` = ``müller``; ``Strauß`` = ``Strauss``; ``Müller-Lüdenscheidt`` =
    ``Mueller Luedenscheidt``.
    """
    t = text.casefold()
    if t.isascii():  # no umlaut to spell out (casefold already made ß "ss")
        if t.isalnum():
            return t  # one word of a-z and digits (most names): no space, title, accent or dash to remove
    else:
        t = t.translate(_UMLAUTE)
    if not t.isascii():
        t = unicodedata.normalize("NFKD", t)
        t = "".join(z for z in t if not unicodedata.combining(z))
    t = " ".join(t.split())
    t = _TITEL.sub("", t)
    t = re.sub(r"[-‐‑–'’`´.]", " ", t)
    return " ".join(t.split())


@lru_cache(maxsize=4_096)
def _erster_vorname(vornamen: str) -> str:
    """The first given name, spelling-independent (given names repeat: cached)."""
    return normalisiere_name(vornamen).split(" ")[0] if vornamen.strip() else ""


def personenschluessel(familienname: str, vornamen: str, geburtsdatum: date | None) -> tuple[str, str, date] | None:
    """The identity of a signer: family name, first given name and birth date (None if incomplete).

    Only the first given name is compared, because signers write their Rufname on one sheet and
    all their given names on another; two people who share family name, first given name and
    birth day are not to be expected in one municipality.
    """
    fam = normalisiere_name(familienname)
    vor = _erster_vorname(vornamen)
    if not fam or not vor or geburtsdatum is None:
        return None
    return (fam, vor, geburtsdatum)


# ------------------------------------------------------------------------------------------------
# Values

_DE_DATUM = re.compile(r"^(\d{1,2})\.(\d{1,2})\.(\d{2,4})$")
_ISO_DATUM = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_ZEIT = re.compile(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*uhr)?$", re.IGNORECASE)


class _Wertfehler(ValueError):
    pass


@lru_cache(maxsize=65_536)
def lies_datum(text: str) -> date:
    """``TT.MM.JJJJ`` (also ``T.M.JJJJ``) or ``JJJJ-MM-TT``; a two-digit year is refused."""
    t = text.strip()
    if len(t) == 10 and t[2] == "." and t[5] == "." and t[:2].isdigit() and t[3:5].isdigit() and t[6:].isdigit():
        try:
            return date(int(t[6:]), int(t[3:5]), int(t[:2]))
        except ValueError:
            raise _Wertfehler(f"„{t}“ ist kein gültiges Kalenderdatum") from None
    m = _DE_DATUM.match(t)
    if m:
        tag, monat, jahr = (int(g) for g in m.groups())
        if len(m.group(3)) != 4:
            raise _Wertfehler(f"„{t}“ hat keine vierstellige Jahreszahl (erwartet TT.MM.JJJJ)")
    else:
        m = _ISO_DATUM.match(t)
        if not m:
            raise _Wertfehler(f"„{t}“ ist kein Datum (erwartet TT.MM.JJJJ oder JJJJ-MM-TT)")
        jahr, monat, tag = (int(g) for g in m.groups())
    try:
        return date(jahr, monat, tag)
    except ValueError:
        raise _Wertfehler(f"„{t}“ ist kein gültiges Kalenderdatum") from None


@lru_cache(maxsize=65_536)
def lies_zeitpunkt(text: str) -> tuple[datetime, bool]:
    """A day, optionally with a time (``15.02.2027 17:45``, ``2027-02-15T17:45``); (value, has time)."""
    t = text.strip()
    teile = re.split(r"[T\s]+", t, maxsplit=1)
    tag = lies_datum(teile[0])
    if len(teile) == 1:
        return datetime.combine(tag, time(0, 0)), False
    m = _ZEIT.match(teile[1].strip())
    if not m or int(m.group(1)) > 23 or int(m.group(2)) > 59:
        raise _Wertfehler(f"„{t}“ ist kein Zeitpunkt (erwartet TT.MM.JJJJ oder TT.MM.JJJJ HH:MM)")
    return datetime.combine(tag, time(int(m.group(1)), int(m.group(2)), int(m.group(3) or 0))), True


_UNBEKANNT: Any = object()
_JA_NEIN_WOERTLICH: dict[str, bool | None] = {
    "": None,
    **{w: True for w in (*_JA, "Ja", "JA", "X")},
    **{w: False for w in (*_NEIN, "Nein", "NEIN")},
}
"""The commonest spellings, as :func:`_ja_nein_gelesen` reads them (a test compares), looked up first."""


def lies_ja_nein(text: str) -> bool | None:
    """ja/nein (also j/n, x, 1/0, wahr/falsch); empty = not checked yet (None)."""
    wert = _JA_NEIN_WOERTLICH.get(text, _UNBEKANNT)  # the commonest spellings at once (200 000-row lists)
    return _ja_nein_gelesen(text) if wert is _UNBEKANNT else wert


def _ja_nein_gelesen(text: str) -> bool | None:
    """:func:`lies_ja_nein`'s long way: stripped, case-folded, compared with every spelling."""
    t = text.strip().casefold()
    if not t:
        return None
    if t in _JA:
        return True
    if t in _NEIN:
        return False
    raise _Wertfehler(f"„{text.strip()}“ ist weder „ja“ noch „nein“")


# ------------------------------------------------------------------------------------------------
# Files


def _spaltenname(text: str) -> str:
    t = text.replace("\ufeff", "").strip().casefold().translate(_UMLAUTE)
    t = re.sub(r"[^a-z0-9]+", "_", t).strip("_")
    if t not in _ALIASSE and t not in SPALTENNAMEN:  # "Geburtsdatum (TT.MM.JJJJ)": the words before the note
        ohne = re.sub(r"_(tt_mm_jjjj|jjjj_mm_tt|ja_nein)$", "", t)
        t = ohne or t
    return _ALIASSE.get(t, t)


def _dekodiere(roh: bytes, name: str) -> str:
    """The encoding of the list: UTF-8 (with or without BOM), else Windows-1252; anything else is an
    error naming line and column. The decoded text is checked and dropped (the rows are decoded again
    while they are read, so that the whole text is never held beside the rows)."""
    if roh.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise _dateifehler(
            name, 1, None, "ist in UTF-16 gespeichert; bitte als CSV in UTF-8 oder Windows-1252 speichern"
        )
    kodierung = "utf-8-sig"
    try:
        text = roh.decode("utf-8-sig")
    except UnicodeDecodeError:
        kodierung = "cp1252"
        try:
            text = roh.decode("cp1252")
        except UnicodeDecodeError as e:
            zeile, spalte = _stelle(roh, e.start)
            raise _dateifehler(
                name,
                zeile,
                f"Zeichen {spalte}",
                f"enthält das Byte 0x{roh[e.start]:02X}, das weder UTF-8 noch Windows-1252 ist; "
                "bitte als CSV in UTF-8 speichern",
            ) from None
    treffer = _STEUERZEICHEN.search(text)
    if treffer is not None:
        i, z = treffer.start(), treffer.group()
        zeile = text.count("\n", 0, i) + 1
        spalte = i - (text.rfind("\n", 0, i) + 1) + 1
        raise _dateifehler(
            name,
            zeile,
            f"Zeichen {spalte}",
            f"enthält das Steuerzeichen U+{ord(z):04X}; das ist keine CSV-Textdatei in UTF-8 oder "
            "Windows-1252 (falsche Kodierung?)",
        )
    if not text.strip():
        raise _dateifehler(name, 1, None, "ist leer; erwartet wird eine Kopfzeile mit den Spaltennamen")
    return kodierung


_STEUERZEICHEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def _stelle(roh: bytes, pos: int) -> tuple[int, int]:
    zeile = roh.count(b"\n", 0, pos) + 1
    anfang = roh.rfind(b"\n", 0, pos) + 1
    return zeile, pos - anfang + 1


def _dateifehler(name: str, zeile: int | None, spalte: str | None, text: str) -> Eingabefehler:
    return Eingabefehler([_problem(name, zeile, spalte, text)])


def _problem(name: str, zeile: int | None, spalte: str | None, text: str) -> Problem:
    wo = f"Die Unterschriftenliste „{name}“"
    if zeile is not None:
        wo += f", Zeile {zeile}"
    if spalte is not None:
        wo += f", Spalte {spalte}"
    satz = f"{wo}: {text}"
    return Problem("", satz if satz.endswith(".") else satz + ".")


def _trennzeichen(kopf: str) -> str:
    beste, treffer = ";", -1
    for zeichen in (";", ",", "\t"):
        spalten = {_spaltenname(s) for s in next(csv.reader([kopf], delimiter=zeichen))}
        n = len(spalten & set(PFLICHTSPALTEN + WAHLFREIE_SPALTEN))
        if n > treffer:
            beste, treffer = zeichen, n
    return beste


def _erste_zeile(text: str) -> str:
    """The first non-empty line (without building a list of all lines)."""
    anfang = 0
    while anfang < len(text):
        ende = text.find("\n", anfang)
        ende = len(text) if ende < 0 else ende
        zeile = text[anfang:ende]
        if zeile.strip():
            return zeile
        anfang = ende + 1
    return ""


def _zeilen_csv(roh: bytes, name: str) -> Iterator[tuple[int, list[str]]]:
    if b"\r" in roh and re.search(rb"\r(?!\n)", roh):
        # line ends of old Mac software (CR alone), also mixed with others: each is a line end (the csv
        # module refuses a CR alone inside an unquoted field)
        roh = re.sub(rb"\r(?!\n)", b"\n", roh)
    kodierung = _dekodiere(roh, name)
    erste = _erste_zeile(roh[:65_536].decode(kodierung, errors="ignore"))
    # Excel understands (and some tools write) a first line "sep=;" naming the separator.
    angabe = re.fullmatch(r"\s*sep=(.)\s*", erste)
    try:
        trennzeichen = angabe.group(1) if angabe else _trennzeichen(erste)
    except csv.Error as e:
        raise _dateifehler(name, 1, None, f"ist keine gültige CSV-Zeile ({_csv_grund(e)})") from None
    strom = io.TextIOWrapper(io.BytesIO(roh), encoding=kodierung, newline="")
    return _csv_zeilen(strom, trennzeichen, angabe is not None, name)


def _csv_zeilen(
    strom: io.TextIOWrapper, trennzeichen: str, sep_zeile: bool, name: str
) -> Iterator[tuple[int, list[str]]]:
    leser = csv.reader(strom, delimiter=trennzeichen)
    ende = 0
    try:
        for felder in leser:
            beginn, ende = ende + 1, leser.line_num
            if sep_zeile and any(f.strip() for f in felder):
                sep_zeile = False  # the "sep=" line itself is not the header
                continue
            yield beginn, felder
    except csv.Error as e:
        raise _dateifehler(name, leser.line_num, None, f"ist keine gültige CSV-Zeile ({_csv_grund(e)})") from None


def _csv_grund(fehler: csv.Error) -> str:
    """What the csv module found, in German (its own text is English and names no field)."""
    text = str(fehler)
    if "field larger" in text:
        return "ein Feld ist zu lang"
    if "new-line" in text:
        return "ein Zeilenumbruch steht mitten in einem Feld ohne Anführungszeichen"
    if "NUL" in text:
        return "sie enthält ein Nullzeichen"
    if "end of data" in text or "EOF" in text:
        return "die Datei endet mitten in einem Feld in Anführungszeichen"
    return "die Zeile lässt sich nicht in Felder zerlegen; sind die Anführungszeichen paarig?"


def _xlsx_fehler(name: str, text: str) -> Eingabefehler:
    return _dateifehler(name, None, None, f"ist keine lesbare Excel-Datei (.xlsx): {text}")


def _entpacke(roh: bytes, name: str) -> dict[str, bytes]:
    """Every part of the workbook, inflated here with a bound on what is inflated – not on what the ZIP
    headers claim (a few kB of ZIP can claim a few bytes and unpack to gigabytes) – and checked against
    the headers' size and CRC-32: a reader given these bytes afterwards reads exactly what was checked.
    A damaged deflate stream, a part cut short or sizes that lie are one sentence naming the part."""
    import struct
    import zipfile
    import zlib

    try:
        with zipfile.ZipFile(io.BytesIO(roh)) as archiv:
            teile = archiv.infolist()
    except (zipfile.BadZipFile, ValueError, OSError, EOFError, struct.error, NotImplementedError, LookupError):
        # NotImplementedError: a "version needed to extract" beyond zipfile's; LookupError: a name's encoding
        raise _xlsx_fehler(name, "das Inhaltsverzeichnis der ZIP-Datei fehlt oder ist beschädigt") from None
    if len(teile) > HOECHSTE_XLSX_TEILE:
        raise _dateifehler(
            name,
            None,
            None,
            f"besteht aus {len(teile)} Teilen; eine Unterschriftenliste hat höchstens {HOECHSTE_XLSX_TEILE}",
        )
    behauptet = sum(t.file_size for t in teile)
    if max((t.file_size for t in teile), default=0) > HOECHSTE_ENTPACKTE_GROESSE or behauptet > 2 * (
        HOECHSTE_ENTPACKTE_GROESSE
    ):
        raise _zu_gross(name, behauptet)
    ansicht = memoryview(roh)
    teil_inhalt: dict[str, bytes] = {}
    gesamt = 0
    for t in teile:
        teil = zeigbar(t.filename, 80)
        grenze = min(HOECHSTE_ENTPACKTE_GROESSE, 2 * HOECHSTE_ENTPACKTE_GROESSE - gesamt)
        kopf = roh[t.header_offset : t.header_offset + 30]
        if len(kopf) < 30 or not kopf.startswith(b"PK\x03\x04"):
            raise _xlsx_fehler(name, f"der Teil „{teil}“ fehlt in der ZIP-Datei oder ist beschädigt")
        if t.flag_bits & 0x1:
            raise _xlsx_fehler(name, "sie ist mit einem Kennwort geschützt; bitte ohne Kennwort speichern")
        anfang = t.header_offset + 30 + int.from_bytes(kopf[26:28], "little") + int.from_bytes(kopf[28:30], "little")
        gepackt = ansicht[anfang : anfang + t.compress_size]
        if len(gepackt) < t.compress_size:
            raise _xlsx_fehler(name, f"der Teil „{teil}“ ist abgeschnitten (die Datei ist unvollständig)")
        if t.compress_type == zipfile.ZIP_STORED:
            daten = bytes(gepackt)
        elif t.compress_type == zipfile.ZIP_DEFLATED:
            entpacker = zlib.decompressobj(-zlib.MAX_WBITS)
            try:
                # never more than the header claims (itself within the bounds), plus one byte to see a lie
                daten = entpacker.decompress(gepackt, min(grenze, t.file_size) + 1)
            except zlib.error:
                raise _xlsx_fehler(name, f"der komprimierte Inhalt des Teils „{teil}“ ist beschädigt") from None
            if len(daten) > grenze:
                raise _zu_gross(name, None)
            if not entpacker.eof and len(daten) <= t.file_size:
                raise _xlsx_fehler(name, f"der komprimierte Inhalt des Teils „{teil}“ ist unvollständig")
        else:
            raise _xlsx_fehler(name, f"der Teil „{teil}“ ist mit einem Verfahren gepackt, das Excel nicht verwendet")
        if len(daten) != t.file_size or zlib.crc32(daten) != t.CRC:
            raise _xlsx_fehler(
                name,
                f"der Teil „{teil}“ entpackt sich nicht zu der Größe und Prüfsumme, die die ZIP-Datei angibt "
                "(beschädigt oder manipuliert)",
            )
        gesamt += len(daten)
        teil_inhalt[t.filename] = daten
    if "xl/workbook.xml" not in teil_inhalt:
        raise _xlsx_fehler(name, "sie enthält keine Arbeitsmappe (xl/workbook.xml); ist es eine andere ZIP-Datei?")
    return teil_inhalt


def _zu_gross(name: str, behauptet: int | None) -> Eingabefehler:
    wie = f"auf {mib(behauptet)}" if behauptet is not None else f"auf mehr als {mib(HOECHSTE_ENTPACKTE_GROESSE)}"
    return _dateifehler(
        name,
        None,
        None,
        f"entpackt sich {wie}; erlaubt sind {mib(HOECHSTE_ENTPACKTE_GROESSE)} je Teil "
        f"({HOECHSTE_ZEILEN} Zeilen zu {HOECHSTE_SPALTEN} Spalten, {HOECHSTE_ZELLENLAENGE} Zeichen je Zelle)",
    )


CALAMINE_SPALTEN = 26
"""Columns (A–Z) a sheet may use to be read by calamine: it holds the used range of the sheet whole, so
a cell far to the right or far down would make that range huge; such a sheet is read by openpyxl,
row by row with :data:`HOECHSTE_SPALTEN` columns, instead."""

_WEIT = re.compile(rb'<c r="[A-Z](?:[A-Z]|(?:2[1-9]|[3-9]\d)\d{4}|\d{7})|<row r="(?:(?:2[1-9]|[3-9]\d)\d{4}|\d{7})')


def _calamine_sicher(teile: dict[str, bytes]) -> bool:
    """Whether calamine may read the workbook in bounded memory: every cell of every sheet names its
    place first (``<c r="B7"``, as Excel, LibreOffice and openpyxl write it) within columns A–Z and above
    row 210 000, without namespace prefixes. Anything else goes to openpyxl. (Searches for fixed text,
    about 0.1 s for 200 000 rows.)"""
    if "content.xml" in teile or any(n.startswith("xl/") and n.endswith(".bin") for n in teile):
        return False  # an ODS or binary workbook in disguise: calamine would read that as well
    for teil, xml in teile.items():
        if not teil.startswith("xl/worksheets/"):
            continue
        if b":sheetData" in xml or b" r='" in xml or _WEIT.search(xml):
            return False
        # every element "<c…" is a cell naming its place, or "<co…"/"<cf…" (cols, conditional formats): a
        # cell without its place (calamine would count) or any other element sends the file to openpyxl
        if xml.count(b"<c") != xml.count(b'<c r="') + xml.count(b"<co") + xml.count(b"<cf"):
            return False
    return True


def _zeilen_xlsx(roh: bytes, name: str) -> Iterator[tuple[int, list[Any]]]:
    """The rows of the first sheet: every part inflated within the bounds first (:func:`_entpacke`), then
    read by calamine (fast, native) where that is bounded (:func:`_calamine_sicher`), else by openpyxl's
    read-only mode, at most :data:`HOECHSTE_SPALTEN` (+1, to see that there are more) columns and
    :data:`HOECHSTE_TABELLENZEILE` rows, whatever size the sheet claims (its ``dimension`` is ignored).
    Any error of the reader on a damaged workbook (a text that does not exist, a wrong type) is one
    sentence naming the file."""
    teile = _entpacke(roh, name)
    if _calamine_sicher(teile):
        del teile
        return _calamine_zeilen(roh, name)
    del teile
    try:
        import openpyxl
    except ImportError:  # pragma: no cover - openpyxl is a dependency
        raise _dateifehler(name, None, None, "ist eine Excel-Datei; dafür fehlt das Paket openpyxl") from None
    try:
        mappe = openpyxl.load_workbook(io.BytesIO(roh), read_only=True, data_only=True)
    except Exception as e:  # any error of openpyxl on a damaged workbook
        raise _unlesbar(name, e) from None
    return _xlsx_zeilen(mappe, name)


def _unlesbar(name: str, fehler: BaseException) -> Eingabefehler:
    if isinstance(fehler, Eingabefehler):
        return fehler
    return _xlsx_fehler(
        name, "ihr Inhalt ist beschädigt oder keine gültige Tabelle (mit Excel öffnen und neu speichern)"
    )


def _zu_lang(name: str) -> Eingabefehler:
    return _dateifehler(
        name,
        None,
        None,
        f"reicht über Zeile {HOECHSTE_TABELLENZEILE} hinaus; eine Liste hat höchstens {HOECHSTE_ZEILEN} "
        "Unterschriften (leere oder nur formatierte Zeilen am Ende bitte löschen)",
    )


def _calamine_zeilen(roh: bytes, name: str) -> Iterator[tuple[int, list[Any]]]:
    import python_calamine

    mappe = None
    try:
        mappe = python_calamine.CalamineWorkbook.from_filelike(io.BytesIO(roh))
        if not mappe.sheet_names:
            raise _dateifehler(name, None, None, "enthält kein Tabellenblatt")
        blatt = mappe.get_sheet_by_index(0)
        links = blatt.start[1] if blatt.start else 0
        if blatt.end and blatt.end[0] >= HOECHSTE_TABELLENZEILE:
            raise _zu_lang(name)
        vorn = [""] * links
        # row by row: the Python values of one row at a time, beside calamine's own copy of the sheet
        for nummer, werte in enumerate(blatt.iter_rows(), 1):
            yield nummer, (vorn + werte if links else werte)[: HOECHSTE_SPALTEN + 1]
    except Eingabefehler:
        raise
    except Exception as e:  # any error of calamine on a damaged workbook
        raise _unlesbar(name, e) from None
    finally:
        if mappe is not None:
            with contextlib.suppress(Exception):
                mappe.close()


def _xlsx_zeilen(mappe: Any, name: str) -> Iterator[tuple[int, list[Any]]]:
    try:
        if not mappe.worksheets:
            raise _dateifehler(name, None, None, "enthält kein Tabellenblatt")
        blatt = mappe.worksheets[0]
        if hasattr(blatt, "reset_dimensions"):
            blatt.reset_dimensions()
        zeilen = blatt.iter_rows(min_row=1, max_col=HOECHSTE_SPALTEN + 1, values_only=True)
        for nummer, werte in enumerate(zeilen, 1):
            if nummer > HOECHSTE_TABELLENZEILE:
                raise _zu_lang(name)
            yield nummer, list(werte)
    except Exception as e:  # any error of openpyxl on a damaged workbook
        raise _unlesbar(name, e) from None
    finally:
        mappe.close()


def _als_text(wert: Any) -> str:
    if wert is None:
        return ""
    if isinstance(wert, datetime):
        return wert.isoformat(sep=" ") if wert.time() != time(0, 0) else wert.date().isoformat()
    if isinstance(wert, date):
        return wert.isoformat()
    if isinstance(wert, float) and wert.is_integer():
        return str(int(wert))
    return str(wert).strip()


def _spaltenbuchstabe(index: int) -> str:
    buchstaben = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        buchstaben = chr(65 + rest) + buchstaben
    return buchstaben


def lies_liste(pfad: Path, name: str | None = None) -> list[Unterschrift]:
    """Read one signer list (CSV or .xlsx by its ending); raise an Eingabefehler with every problem found.

    ``name`` is how the file is named in messages and results (the path as written in the data file).
    Only a regular file of at most :data:`HOECHSTE_DATEIGROESSE` bytes is read (:mod:`notices.eingabe`).
    """
    name = name or str(pfad)
    try:
        roh = lies_regulaere_datei(pfad, HOECHSTE_DATEIGROESSE)
    except Unlesbar as e:
        raise _dateifehler(name, None, None, e.text) from None
    return lies_liste_bytes(roh, name, excel=pfad.suffix.casefold() in (".xlsx", ".xlsm"))


def lies_liste_bytes(roh: bytes, name: str, *, excel: bool | None = None) -> list[Unterschrift]:
    """Read one signer list from its bytes (e.g. a web upload) with the same bounds as :func:`lies_liste`.

    ``excel``: an Excel workbook (.xlsx); None: decided by the content (a ZIP file is a workbook).
    Bounds: :data:`HOECHSTE_DATEIGROESSE` bytes, :data:`HOECHSTE_ZEILEN` signatures,
    :data:`HOECHSTE_SPALTEN` columns read, :data:`HOECHSTE_ZELLENLAENGE` characters a cell; a workbook
    that unpacks to more than :data:`HOECHSTE_ENTPACKTE_GROESSE` a part is refused unread.
    """
    ist_zip = roh.startswith(b"PK\x03\x04")
    excel = ist_zip if excel is None else excel
    if len(roh) > HOECHSTE_DATEIGROESSE:
        raise _dateifehler(
            name, None, None, f"ist {mib(len(roh))} groß; erlaubt sind höchstens {mib(HOECHSTE_DATEIGROESSE)}"
        )
    if ist_zip and not excel:
        raise _dateifehler(name, 1, None, "ist eine Excel- oder ZIP-Datei, keine CSV-Datei; bitte mit der Endung .xlsx")
    if excel:
        if not roh:
            raise _dateifehler(name, 1, None, "ist leer; erwartet wird eine Kopfzeile mit den Spaltennamen")
        zeilen: Iterator[tuple[int, list[Any]]] = (
            (n, [w if w.__class__ is str else _als_text(w) for w in felder]) for n, felder in _zeilen_xlsx(roh, name)
        )
    else:
        zeilen = _zeilen_csv(roh, name)
    with sammelpause():
        return _lies(zeilen, name, excel)


class _Probleme(list[Problem]):
    """The problems of one list, at most :data:`HOECHSTE_MELDUNGEN` sentences (then one that says how many
    more there were): a list with 200 000 bad rows gets a readable answer."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.weitere = 0

    def melde(self, problem: Problem) -> None:
        if len(self) < HOECHSTE_MELDUNGEN:
            self.append(problem)
        else:
            self.weitere += 1

    def abschluss(self) -> list[Problem]:
        if not self.weitere:
            return list(self)
        return [
            *self,
            _problem(
                self.name, None, None, f"dazu {self.weitere} weitere Probleme dieser Art (nicht einzeln aufgeführt)"
            ),
        ]


def _lies(zeilen: Iterator[tuple[int, list[str]]], name: str, excel: bool) -> list[Unterschrift]:
    """The rows (line number, fields as text) to signatures: the first non-empty row names the columns."""
    erste = next(((n, f) for n, f in zeilen if any(x.strip() for x in f)), None)
    if erste is None:
        raise _dateifehler(name, 1, None, "ist leer; erwartet wird eine Kopfzeile mit den Spaltennamen")
    kopfzeile, kopf = erste

    def spaltenangabe(i: int, spalte: str) -> str:
        return f"{_spaltenbuchstabe(i)} („{spalte}“)" if excel else f"„{spalte}“"

    if len(kopf) > HOECHSTE_SPALTEN and any(f.strip() for f in kopf[HOECHSTE_SPALTEN:]):
        raise _dateifehler(
            name, kopfzeile, None, f"hat mehr als {HOECHSTE_SPALTEN} Spalten; erlaubt sind höchstens {HOECHSTE_SPALTEN}"
        )
    kopf = kopf[:HOECHSTE_SPALTEN]
    spalten: dict[str, int] = {}
    probleme = _Probleme(name)
    for i, roh_name in enumerate(kopf):
        if len(roh_name) > HOECHSTE_ZELLENLAENGE:
            probleme.melde(
                _problem(name, kopfzeile, None, f"ein Spaltenname ist länger als {HOECHSTE_ZELLENLAENGE} Zeichen")
            )
            continue
        spalte = _spaltenname(roh_name)
        if spalte in PFLICHTSPALTEN + WAHLFREIE_SPALTEN:
            if spalte in spalten:
                probleme.melde(
                    _problem(
                        name,
                        kopfzeile,
                        spaltenangabe(i, roh_name),
                        f"„{SPALTENNAMEN[spalte]}“ steht zweimal in der Kopfzeile",
                    )
                )
            spalten.setdefault(spalte, i)
    fehlend = [spalte for spalte in PFLICHTSPALTEN if spalte not in spalten]
    if fehlend:
        vorhanden = ", ".join(k[:60] for k in kopf if k) or "keine"
        wort = "fehlt die Spalte" if len(fehlend) == 1 else "fehlen die Spalten"
        probleme.melde(
            _problem(
                name,
                kopfzeile,
                None,
                f"in der Kopfzeile {wort} {', '.join(f'„{SPALTENNAMEN[f]}“' for f in fehlend)} (vorhanden: "
                f"{vorhanden[:600]}; nötig sind die Angaben der Unterzeichner und die Prüfung des Wahlrechts: "
                f"{', '.join(SPALTENNAMEN[f] for f in PFLICHTSPALTEN)})",
            )
        )
    if probleme:
        raise Eingabefehler(probleme.abschluss())

    ergebnis = []
    breite = len(kopf)
    alle = PFLICHTSPALTEN + WAHLFREIE_SPALTEN
    # position of each column; a missing optional column reads from the empty padding cell
    index = [spalten.get(spalte, breite) for spalte in alle]
    auswahl = operator.itemgetter(*index)
    gleich: dict[str, str] = {}  # one object per distinct text (places, streets, names repeat)
    anzahl = 0
    ein_feld: list[int] = []  # rows that are one field although the header has several (another separator?)
    datum_pos, unterschrift_pos, wahlrecht_pos, eingang_pos = (spalten.get(alle[p], breite) for p in (2, 6, 7, 8))
    for nummer, felder in zeilen:
        n = len(felder)
        if n > breite:
            if any(f.strip() for f in felder[breite:]):
                probleme.melde(
                    _problem(
                        name,
                        nummer,
                        None,
                        f"hat {n} Felder, die Kopfzeile aber nur {breite} (Trennzeichen im Text? "
                        "Dann das Feld in Anführungszeichen setzen)",
                    )
                )
                anzahl += 1
                continue
            felder = felder[:breite]
            n = breite
        if not "".join(felder).strip():
            continue
        anzahl += 1
        if anzahl > HOECHSTE_ZEILEN:
            raise _dateifehler(
                name,
                nummer,
                None,
                f"hat mehr als {HOECHSTE_ZEILEN} Unterschriften; erlaubt sind höchstens {HOECHSTE_ZEILEN} je Liste",
            )
        if n == 1 and breite > 1 and not excel and ("," in felder[0] or ";" in felder[0] or "\t" in felder[0]):
            ein_feld.append(nummer)
            continue
        if n < breite + 1:
            felder = [*felder, *([""] * (breite + 1 - n))]
        text = list(map(str.strip, auswahl(felder)))
        if max(map(len, text)) > HOECHSTE_ZELLENLAENGE:
            for pos, t in enumerate(text):
                if len(t) > HOECHSTE_ZELLENLAENGE:
                    probleme.melde(
                        _problem(
                            name,
                            nummer,
                            spaltenangabe(spalten.get(alle[pos], breite), alle[pos]),
                            f"ist {len(t)} Zeichen lang; erlaubt sind höchstens {HOECHSTE_ZELLENLAENGE}",
                        )
                    )
            continue
        geburt = unterschrieben = eingang = None
        wahlberechtigt = None
        try:
            pos, spalte = 2, datum_pos
            if text[2]:
                geburt = lies_datum(text[2])
            pos, spalte = 6, unterschrift_pos
            if text[6]:
                unterschrieben = lies_datum(text[6])
            pos, spalte = 7, wahlrecht_pos
            wahlberechtigt = lies_ja_nein(text[7])
            pos, spalte = 8, eingang_pos
            if text[8]:
                eingang = lies_zeitpunkt(text[8])
        except _Wertfehler:
            # One unreadable value does not void the list: the row is read with what can be read, and the
            # signature does not count, with the reason (the clerk may correct the list and upload it again).
            gruende = []
            werte: dict[int, Any] = {}
            for p2, leser in ((2, lies_datum), (6, lies_datum), (7, lies_ja_nein), (8, lies_zeitpunkt)):
                if not (text[p2] or leser is lies_ja_nein):
                    continue
                try:
                    werte[p2] = leser(text[p2])
                except _Wertfehler as e2:
                    gruende.append(f"{SPALTENNAMEN[alle[p2]]}: {e2}")
            geburt, unterschrieben = werte.get(2), werte.get(6)
            wahlberechtigt, eingang = werte.get(7), werte.get(8)
            unlesbar = "; ".join(gruende)
        else:
            unlesbar = ""
        fam = " ".join(text[0].split())
        vor = " ".join(text[1].split())
        ergebnis.append(
            Unterschrift(
                name,
                nummer,
                gleich.setdefault(fam, fam),
                gleich.setdefault(vor, vor),
                geburt,
                gleich.setdefault(text[3], text[3]),
                gleich.setdefault(text[4], text[4]),
                gleich.setdefault(text[5], text[5]),
                unterschrieben,
                wahlberechtigt,
                eingang[0] if eingang else None,
                bool(eingang and eingang[1]),
                gleich.setdefault(text[9], text[9]),
                unlesbar,
            )
        )
    if ein_feld:
        trennzeichen = "„;“" if "," in kopf[0] or breite > 1 else "das Trennzeichen der Kopfzeile"
        probleme.melde(
            _problem(
                name,
                ein_feld[0],
                None,
                f"hat nur ein Feld, die Kopfzeile aber {breite} Spalten ({len(ein_feld)} solche Zeilen): die Zeilen "
                f"sind offenbar mit einem anderen Trennzeichen getrennt als die Kopfzeile ({trennzeichen}); bitte "
                "die ganze Datei mit einem Trennzeichen speichern",
            )
        )
    if probleme:
        raise Eingabefehler(probleme.abschluss())
    return ergebnis


def lies_listen(daten: Wahldaten, basis: Path) -> dict[str, list[Unterschrift]]:
    """Read every applicant's signer list (paths relative to ``basis``, the data file's folder).

    Raises one :class:`Eingabefehler` with the problems of every list.
    """
    listen: dict[str, list[Unterschrift]] = {}
    probleme = []
    gesamt = 0
    for b in daten.bewerber:
        if b.unterschriften is None:
            continue
        try:
            listen[b.id] = lies_liste(basis / b.unterschriften, b.unterschriften)
        except Eingabefehler as e:
            probleme.extend(e.probleme)
            continue
        gesamt += len(listen[b.id])
        pruefe_gesamtzahl(gesamt, b.unterschriften)
    if probleme:
        raise Eingabefehler(probleme)
    return listen


def pruefe_gesamtzahl(gesamt: int, name: str) -> None:
    """One sentence (:class:`Eingabefehler`) once the lists read so far – the last one ``name`` – hold more
    than :data:`HOECHSTE_ZEILEN_JE_WAHL` signatures together; read no further then."""
    if gesamt > HOECHSTE_ZEILEN_JE_WAHL:
        raise _dateifehler(
            name,
            None,
            None,
            f"mit ihr haben die Unterschriftenlisten dieser Wahl zusammen mehr als "
            f"{HOECHSTE_ZEILEN_JE_WAHL} Unterschriften; erlaubt sind höchstens {HOECHSTE_ZEILEN_JE_WAHL} je Wahl "
            "(ist eine Liste mehreren Personen zugeordnet?)",
        )
