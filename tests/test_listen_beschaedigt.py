"""Damaged signer lists (issue 33): each file that crashed the reader with "unerwarteter Fehler" (62 of
1 050 mutated-list runs) or took gigabytes before it was refused is now one German sentence naming the
file and what is wrong, exit 2, in bounded memory – on the command line and through the web upload.
Also the two readers of an .xlsx (calamine where it is bounded, openpyxl otherwise) read the same."""

from __future__ import annotations

import html
import io
import shutil
import struct
import tracemalloc
import zipfile
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from notices import cli, unterschriften
from notices.exitcodes import EXIT_EINGABE
from notices.fehler import Eingabefehler
from notices.unterschriften import lies_liste, lies_liste_bytes

REPO = Path(__file__).resolve().parent.parent
BW = REPO / "examples" / "musterhausen-2027.toml"
KOPF = "familienname;vornamen;geburtsdatum;strasse;plz;ort;datum_unterschrift;wahlberechtigt;eingang;bemerkung"
ZEILE = "Müller;Jürgen;03.04.1961;Hauptstraße 1;70999;Musterhausen;12.01.2027;ja;;"
BLATT = "xl/worksheets/sheet1.xml"


def _xlsx(zeilen: list[list[Any]]) -> bytes:
    import openpyxl

    mappe = openpyxl.Workbook()
    for z in zeilen:
        mappe.active.append(z)
    puffer = io.BytesIO()
    mappe.save(puffer)
    return puffer.getvalue()


def _liste() -> bytes:
    return _xlsx([KOPF.split(";"), ZEILE.split(";")])


def _neu_gepackt(roh: bytes, teil: str, aendern: Any) -> bytes:
    ein, aus = zipfile.ZipFile(io.BytesIO(roh)), io.BytesIO()
    with zipfile.ZipFile(aus, "w", zipfile.ZIP_DEFLATED) as z:
        for info in ein.infolist():
            inhalt = ein.read(info.filename)
            z.writestr(info.filename, aendern(inhalt) if info.filename == teil else inhalt)
    return aus.getvalue()


def _fehlender_gemeinsamer_text() -> bytes:
    """A cell pointing at shared string 7 of a workbook that has none."""
    alt = '<c r="A2" t="inlineStr"><is><t>Müller</t></is></c>'.encode()
    return _neu_gepackt(_liste(), BLATT, lambda x: x.replace(alt, b'<c r="A2" t="s"><v>7</v></c>'))


def _kaputter_deflate_strom() -> bytes:
    roh = bytearray(_liste())
    info = zipfile.ZipFile(io.BytesIO(bytes(roh))).getinfo(BLATT)
    n, m = struct.unpack("<HH", roh[info.header_offset + 26 : info.header_offset + 30])
    anfang = info.header_offset + 30 + n + m
    roh[anfang + 5 : anfang + 40] = b"\xff" * 35
    return bytes(roh)


def _bombe(mib: int = 300) -> bytes:
    """A small workbook whose sheet unpacks to ``mib`` MiB while both ZIP headers claim 2 000 bytes."""
    ein, aus = zipfile.ZipFile(io.BytesIO(_liste())), io.BytesIO()
    with zipfile.ZipFile(aus, "w", zipfile.ZIP_DEFLATED) as z:
        for info in ein.infolist():
            if info.filename != BLATT:
                z.writestr(info.filename, ein.read(info.filename))
        kopf, rest = ein.read(BLATT).split(b"<sheetData>")
        with z.open(BLATT, "w", force_zip64=True) as f:
            f.write(kopf + b"<sheetData>")
            for _ in range(mib):
                f.write(b" " * (1 << 20))
            f.write(rest)
    roh = bytearray(aus.getvalue())
    info = zipfile.ZipFile(io.BytesIO(bytes(roh))).getinfo(BLATT)
    struct.pack_into("<I", roh, info.header_offset + 22, 2000)  # local header: uncompressed size
    pos = bytes(roh).find(b"PK\x01\x02")
    while pos >= 0:
        laenge = struct.unpack("<H", roh[pos + 28 : pos + 30])[0]
        if bytes(roh[pos + 46 : pos + 46 + laenge]) == BLATT.encode():
            struct.pack_into("<I", roh, pos + 24, 2000)  # central directory: uncompressed size
        pos = bytes(roh).find(b"PK\x01\x02", pos + 4)
    return bytes(roh)


def _zip_version_235() -> bytes:
    """The central directory says version 23.5 is needed to extract (zipfile: NotImplementedError)."""
    roh = bytearray(_liste())
    pos = bytes(roh).find(b"PK\x01\x02")
    struct.pack_into("<H", roh, pos + 6, 235)
    return bytes(roh)


BESCHAEDIGT = {
    "gemeinsamer Text fehlt": (_fehlender_gemeinsamer_text, "ihr Inhalt ist beschädigt"),
    "Deflate-Strom kaputt": (_kaputter_deflate_strom, "der komprimierte Inhalt des Teils „xl/worksheets/sheet1.xml“"),
    "Größe untertrieben": (_bombe, "entpackt sich nicht zu der Größe und Prüfsumme, die die ZIP-Datei angibt"),
    "ZIP-Version 23.5": (_zip_version_235, "das Inhaltsverzeichnis der ZIP-Datei fehlt oder ist beschädigt"),
}


@pytest.mark.parametrize("fall", sorted(BESCHAEDIGT))
def test_beschaedigte_xlsx_ein_satz(tmp_path: Path, fall: str) -> None:
    """IndexError inside openpyxl, zlib.error, 2.1 GB before: now one sentence naming the file."""
    machen, erwartet = BESCHAEDIGT[fall]
    pfad = tmp_path / "liste.xlsx"
    pfad.write_bytes(machen())
    tracemalloc.start()
    try:
        with pytest.raises(Eingabefehler) as e:
            lies_liste(pfad, "unterschriften/liste.xlsx")
        _, spitze = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    [problem] = e.value.probleme
    assert problem.text.startswith("Die Unterschriftenliste „unterschriften/liste.xlsx“: ist keine lesbare Excel-Datei")
    assert erwartet in problem.text
    assert spitze < 16 * 1024 * 1024  # what is inflated is bounded, not what the header claims


def test_bombe_auch_mit_beiden_lesern(monkeypatch) -> None:
    """The bound is the program's own, before either reader sees the file."""
    roh = _bombe(40)
    monkeypatch.setattr(unterschriften, "_calamine_sicher", lambda teile: False)
    with pytest.raises(Eingabefehler, match="Größe und Prüfsumme"):
        lies_liste_bytes(roh, "b.xlsx")


def test_csv_nur_mit_cr(tmp_path: Path) -> None:
    """Line ends of old Mac software (CR alone): read, not `_csv.Error` in `_trennzeichen`."""
    pfad = tmp_path / "liste.csv"
    pfad.write_bytes((KOPF + "\r" + ZEILE + "\r" + ZEILE.replace("Müller", '"Meier; Anna"') + "\r").encode())
    a, b = lies_liste(pfad)
    assert (a.zeile, a.familienname, b.zeile, b.familienname) == (2, "Müller", 3, "Meier; Anna")


def test_csv_fehler_auf_deutsch(tmp_path: Path, monkeypatch) -> None:
    import csv

    monkeypatch.setattr(csv, "field_size_limit", csv.field_size_limit)
    csv.field_size_limit(10)
    pfad = tmp_path / "liste.csv"
    pfad.write_text(KOPF.replace(";", ",") + "\n" + ",".join(f'"{x}"' for x in ZEILE.split(";")) + "\n", "utf-8")
    try:
        with pytest.raises(Eingabefehler) as e:
            lies_liste(pfad, "l.csv")
    finally:
        csv.field_size_limit(131072)
    text = e.value.probleme[0].text
    assert "ist keine gültige CSV-Zeile" in text and "field" not in text


def test_beschaedigte_liste_auf_der_befehlszeile(tmp_path: Path, capsys) -> None:
    """Through `notices pruefen`: exit 2, one German sentence, no "unerwarteter Fehler"."""
    text = BW.read_text("utf-8")
    shutil.copytree(BW.parent / "unterschriften", tmp_path / "unterschriften")
    (tmp_path / "unterschriften" / "kaputt.xlsx").write_bytes(_kaputter_deflate_strom())
    import re

    text = re.sub(
        r'^unterschriften = "[^"]+"', 'unterschriften = "unterschriften/kaputt.xlsx"', text, count=1, flags=re.M
    )
    (tmp_path / "wahl.toml").write_text(text, "utf-8")
    code = cli.main(["pruefen", str(tmp_path / "wahl.toml"), "--stichtag", "2027-02-16"])
    fehler = capsys.readouterr().err
    assert code == EXIT_EINGABE, fehler
    assert "„unterschriften/kaputt.xlsx“: ist keine lesbare Excel-Datei (.xlsx)" in fehler
    assert "unerwartet" not in fehler and "Traceback" not in fehler


@pytest.mark.parametrize("fall", sorted(BESCHAEDIGT))
def test_beschaedigte_xlsx_beim_hochladen(tmp_path: Path, fall: str) -> None:
    from notices.web import erstelle_app
    from tests.test_web import BEISPIEL, LISTEN, WID, formularwerte

    shutil.copy(BEISPIEL, tmp_path / f"{WID}.toml")
    shutil.copytree(LISTEN, tmp_path / "unterschriften")
    client = erstelle_app(tmp_path, heute=lambda: date(2027, 1, 20), jetzt=lambda: datetime(2027, 1, 20, 9, 41))
    client.testing = True
    client = client.test_client()
    vorher = sorted(p.name for p in (tmp_path / "unterschriften").iterdir())
    url = f"/wahl/{WID}/bewerber/p/weber"
    antwort = client.post(
        f"/wahl/{WID}/bewerber/liste/weber",
        data={**formularwerte(client, url), "liste": (io.BytesIO(BESCHAEDIGT[fall][0]()), "meine.xlsx")},
        content_type="multipart/form-data",
    )
    assert antwort.status_code == 400
    seite = html.unescape(antwort.get_data(as_text=True))
    assert "„meine.xlsx“: ist keine lesbare Excel-Datei (.xlsx)" in seite
    assert BESCHAEDIGT[fall][1] in seite
    assert sorted(p.name for p in (tmp_path / "unterschriften").iterdir()) == vorher


# ------------------------------------------------------------------------------------------------
# The two readers of an .xlsx


def _beide(roh: bytes, monkeypatch) -> tuple[list[Any], list[Any]]:
    schnell = lies_liste_bytes(roh, "l.xlsx")
    with monkeypatch.context() as m:
        m.setattr(unterschriften, "_calamine_sicher", lambda teile: False)
        langsam = lies_liste_bytes(roh, "l.xlsx")
    return schnell, langsam


def test_calamine_und_openpyxl_lesen_gleich(monkeypatch) -> None:
    """Real dates, numbers, booleans, a sheet that starts in column C and row 3: the same signatures."""
    kopf = KOPF.split(";")
    zeilen: list[list[Any]] = [[], [], [None, None, *kopf]]
    zeilen.append(
        [
            None,
            None,
            "Weber",
            "Eva",
            date(1970, 5, 6),
            "Weg 2",
            70999,
            "Ort",
            datetime(2027, 1, 12),
            True,
            datetime(2027, 2, 15, 17, 45),
            "",
        ]
    )
    zeilen.append([None, None, "Ufer", "Ali", "06.05.1970", "Weg 3", "70999", "Ort", "2027-01-12", "nein", "", "x"])
    roh = _xlsx(zeilen)
    assert unterschriften._calamine_sicher(unterschriften._entpacke(roh, "l.xlsx"))
    schnell, langsam = _beide(roh, monkeypatch)
    assert schnell == langsam
    assert [(u.zeile, u.geburtsdatum, u.plz, u.wahlberechtigt, u.eingang) for u in schnell] == [
        (4, date(1970, 5, 6), "70999", True, datetime(2027, 2, 15, 17, 45)),
        (5, date(1970, 5, 6), "70999", False, None),
    ]


@pytest.mark.parametrize(
    "aendern",
    [
        pytest.param(
            lambda x: x.replace(b'<c r="J2"', b'<c r="AB2" t="inlineStr"><is><t>x</t></is></c><c r="J2"'),
            id="spalte-AB",
        ),
        pytest.param(lambda x: x.replace(b'<c r="A2"', b"<c"), id="zelle-ohne-ort"),
    ],
)
def test_was_calamine_nicht_begrenzt_liest_openpyxl(monkeypatch, aendern: Any) -> None:
    """A cell right of Z (calamine would hold the whole width) or a cell without its place: openpyxl."""
    roh = _neu_gepackt(_liste(), BLATT, aendern)
    assert not unterschriften._calamine_sicher(unterschriften._entpacke(roh, "l.xlsx"))
    (u,) = lies_liste_bytes(roh, "l.xlsx")
    assert (u.familienname, u.ort) == ("Müller", "Musterhausen")
