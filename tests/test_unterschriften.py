"""Reading signer lists (notices/unterschriften.py): what German office software writes, and every
error as one German sentence naming file, line and column (§ 20 Abs. 2 Nr. 2 KomWO for the columns)."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest

from notices.fehler import Eingabefehler
from notices.unterschriften import PFLICHTSPALTEN, lies_liste, normalisiere_name, personenschluessel

KOPF = "familienname;vornamen;geburtsdatum;strasse;plz;ort;datum_unterschrift;wahlberechtigt;eingang;bemerkung"
ZEILE = "Müller;Jürgen;03.04.1961;Hauptstraße 1;70999;Musterhausen;12.01.2027;ja;;"


def _datei(tmp_path: Path, inhalt: bytes, name: str = "liste.csv") -> Path:
    pfad = tmp_path / name
    pfad.write_bytes(inhalt)
    return pfad


def _fehler(pfad: Path) -> list[str]:
    with pytest.raises(Eingabefehler) as e:
        lies_liste(pfad, pfad.name)
    return [str(p) for p in e.value.probleme]


# ------------------------------------------------------------------------------------------------
# Formats that must be accepted


@pytest.mark.parametrize(
    ("beschreibung", "inhalt"),
    [
        ("Semikolon, UTF-8 mit BOM (Excel „CSV UTF-8“)", ("\ufeff" + KOPF + "\n" + ZEILE + "\n").encode("utf-8")),
        ("Semikolon, UTF-8 ohne BOM", (KOPF + "\n" + ZEILE + "\n").encode("utf-8")),
        (
            "Semikolon, Windows-1252 (Excel „CSV (Trennzeichen-getrennt)“)",
            (KOPF + "\r\n" + ZEILE + "\r\n").encode("cp1252"),
        ),
        ("Komma, UTF-8", (KOPF.replace(";", ",") + "\n" + ZEILE.replace(";", ",") + "\n").encode("utf-8")),
        (
            "Komma mit Anführungszeichen um ein Feld mit Komma",
            (
                KOPF.replace(";", ",") + '\n"Müller","Jürgen","03.04.1961","Hauptstraße 1, Hinterhaus",70999,'
                "Musterhausen,12.01.2027,ja,,\n"
            ).encode("utf-8"),
        ),
        ("Tabulator", (KOPF.replace(";", "\t") + "\n" + ZEILE.replace(";", "\t") + "\n").encode("utf-8")),
        (
            "ISO-Datum",
            (KOPF + "\nMüller;Jürgen;1961-04-03;Hauptstraße 1;70999;Musterhausen;2027-01-12;ja;;\n").encode(),
        ),
        (
            "Datum ohne führende Nullen",
            (KOPF + "\nMüller;Jürgen;3.4.1961;Hauptstraße 1;70999;Musterhausen;12.1.2027;JA;;\n").encode(),
        ),
        (
            "Spaltennamen wie ein Mensch sie schreibt (Straße, Vorname, Groß/klein)",
            (
                "Familienname;Vorname;Geburtsdatum;Straße;PLZ;Ort;Datum Unterschrift;Wahlberechtigt;Eingang;Bemerkung\n"
                + ZEILE
                + "\n"
            ).encode("utf-8"),
        ),
        ("Excel-Angabe sep=; in der ersten Zeile", ("sep=;\r\n" + KOPF + "\r\n" + ZEILE + "\r\n").encode("cp1252")),
        ("Leerzeilen und eine Zusatzspalte", (KOPF + ";lfd_nr\n\n" + ZEILE + ";1\n;;;;;;;;;\n").encode("utf-8")),
    ],
)
def test_formate(tmp_path: Path, beschreibung: str, inhalt: bytes) -> None:
    [u] = lies_liste(_datei(tmp_path, inhalt), "liste.csv")
    assert (u.familienname, u.vornamen, u.geburtsdatum) == ("Müller", "Jürgen", date(1961, 4, 3)), beschreibung
    assert u.datum_unterschrift == date(2027, 1, 12)
    assert u.wahlberechtigt is True
    assert u.eingang is None
    assert u.plz == "70999" and u.ort == "Musterhausen"


def test_zeilennummern_sind_die_der_datei(tmp_path: Path) -> None:
    inhalt = (
        KOPF
        + "\n\n"
        + ZEILE
        + '\n"Bauer";"Eva\nMaria";01.01.1970;Weg 2;70999;Musterhausen;12.01.2027;nein;;\n'
        + ZEILE
        + "\n"
    ).encode()
    zeilen = lies_liste(_datei(tmp_path, inhalt))
    assert [u.zeile for u in zeilen] == [3, 4, 6]
    assert zeilen[1].wahlberechtigt is False


def test_eingang_mit_und_ohne_uhrzeit(tmp_path: Path) -> None:
    inhalt = (
        KOPF
        + "\n"
        + ZEILE[:-2]
        + ";15.02.2027 17:45;\n"
        + ZEILE[:-2]
        + ";2027-02-15T18:00;\n"
        + ZEILE[:-2]
        + ";15.02.2027;\n"
    ).encode()
    a, b, c = lies_liste(_datei(tmp_path, inhalt))
    assert (a.eingang, a.eingang_mit_uhrzeit) == (datetime(2027, 2, 15, 17, 45), True)
    assert (b.eingang, b.eingang_mit_uhrzeit) == (datetime(2027, 2, 15, 18, 0), True)
    assert (c.eingang, c.eingang_mit_uhrzeit) == (datetime(2027, 2, 15, 0, 0), False)


def test_leere_zellen_sind_fehlende_angaben_kein_dateifehler(tmp_path: Path) -> None:
    """§ 20 Abs. 2 Nr. 2 KomWO: a signer who left a detail out gives a void signature, not a broken file."""
    inhalt = (KOPF + "\nMüller;Jürgen;;Hauptstraße 1;;Musterhausen;;;;\n").encode()
    [u] = lies_liste(_datei(tmp_path, inhalt))
    assert u.fehlende_angaben() == ["Tag der Geburt", "Anschrift", "Tag der Unterzeichnung"]
    assert u.wahlberechtigt is None


def test_nur_kopfzeile_ist_eine_leere_liste(tmp_path: Path) -> None:
    assert lies_liste(_datei(tmp_path, (KOPF + "\n").encode())) == []


def test_xlsx(tmp_path: Path) -> None:
    import openpyxl  # a dependency of notices: never skipped

    mappe = openpyxl.Workbook()
    blatt = mappe.active
    blatt.append(
        [
            "Familienname",
            "Vornamen",
            "Geburtsdatum",
            "Straße",
            "PLZ",
            "Ort",
            "Datum Unterschrift",
            "wahlberechtigt",
            "Eingang",
        ]
    )
    blatt.append(
        [
            "Strauß",
            "Eva",
            datetime(1970, 5, 6),
            "Weg 2",
            70999,
            "Musterhausen",
            datetime(2027, 1, 3),
            "ja",
            datetime(2027, 2, 15, 17, 30),
        ]
    )
    blatt.append(["Bauer", "Jan", "06.07.1980", "Weg 3", "70999", "Musterhausen", "04.01.2027", "nein", None])
    pfad = tmp_path / "liste.xlsx"
    mappe.save(pfad)
    a, b = lies_liste(pfad)
    assert (a.zeile, a.familienname, a.geburtsdatum, a.plz) == (2, "Strauß", date(1970, 5, 6), "70999")
    assert (a.eingang, a.eingang_mit_uhrzeit) == (datetime(2027, 2, 15, 17, 30), True)
    assert (b.zeile, b.wahlberechtigt, b.datum_unterschrift) == (3, False, date(2027, 1, 4))


def test_xlsx_fehler_nennt_spaltenbuchstaben(tmp_path: Path) -> None:
    import openpyxl  # a dependency of notices: never skipped

    mappe = openpyxl.Workbook()
    blatt = mappe.active
    blatt.append(list(PFLICHTSPALTEN))
    blatt.append(["Bauer", "Jan", "31.02.1980", "Weg 3", "70999", "Musterhausen", "04.01.2027", "ja"])
    pfad = tmp_path / "liste.xlsx"
    mappe.save(pfad)
    [zeile] = lies_liste(pfad)
    assert zeile.zeile == 2 and zeile.geburtsdatum is None
    assert zeile.unlesbar == "Geburtsdatum: „31.02.1980“ ist kein gültiges Kalenderdatum"


# ------------------------------------------------------------------------------------------------
# Every error: one German sentence with file, line and column


@pytest.mark.parametrize(
    ("fall", "inhalt", "erwartet"),
    [
        (
            "fehlende Spalte",
            KOPF.replace("geburtsdatum;", "").encode() + b"\n",
            ["„liste.csv“, Zeile 1: in der Kopfzeile fehlt die Spalte „Geburtsdatum“"],
        ),
        (
            "zwei fehlende Spalten: ein Satz, die Liste der Spalten einmal",
            KOPF.replace("plz;ort;", "").encode() + b"\n",
            ["Zeile 1: in der Kopfzeile fehlen die Spalten „PLZ“, „Ort“ (vorhanden:"],
        ),
        (
            "falsche Kodierung (Byte, das weder UTF-8 noch Windows-1252 ist)",
            (KOPF + "\n").encode() + b"M\x81ller;J;03.04.1961;H 1;70999;M;12.01.2027;ja;;\n",
            ["„liste.csv“, Zeile 2, Spalte Zeichen 2: enthält das Byte 0x81"],
        ),
        (
            "UTF-16 (Excel „Unicode-Text“)",
            (KOPF + "\n" + ZEILE + "\n").encode("utf-16"),
            ["„liste.csv“, Zeile 1: ist in UTF-16 gespeichert"],
        ),
        (
            "Steuerzeichen (z. B. UTF-16 ohne BOM)",
            (KOPF + "\n" + ZEILE + "\n").encode("utf-16-le"),
            ["„liste.csv“, Zeile 1, Spalte Zeichen 2: enthält das Steuerzeichen U+0000"],
        ),
        ("leere Datei", b"", ["„liste.csv“, Zeile 1: ist leer"]),
        ("nur Leerzeilen", b"\r\n \r\n", ["„liste.csv“, Zeile 1: ist leer"]),
        (
            "mehr Felder als Spalten",
            (KOPF + "\n" + ZEILE + ";zu;viel\n").encode(),
            ["„liste.csv“, Zeile 2: hat 12 Felder, die Kopfzeile aber nur 10"],
        ),
        (
            "Excel-Datei mit falscher Endung",
            b"PK\x03\x04" + b"\x00" * 40,
            ["„liste.csv“, Zeile 1: ist eine Excel- oder ZIP-Datei"],
        ),
        (
            "doppelte Spalte",
            (KOPF + ";Geburtsdatum\n").encode(),
            ["Zeile 1, Spalte „Geburtsdatum“: „Geburtsdatum“ steht zweimal in der Kopfzeile"],
        ),
    ],
)
def test_dateifehler(tmp_path: Path, fall: str, inhalt: bytes, erwartet: list[str]) -> None:
    meldungen = _fehler(_datei(tmp_path, inhalt))
    assert len(meldungen) == len(erwartet), (fall, meldungen)
    for meldung, teil in zip(meldungen, erwartet, strict=True):
        assert teil in meldung, (fall, meldung)
        assert meldung.startswith("Die Unterschriftenliste „liste.csv“"), meldung
        assert meldung.endswith("."), meldung
        assert "\n" not in meldung


@pytest.mark.parametrize(
    ("fall", "inhalt", "erwartet"),
    [
        (
            "unlesbares Datum",
            (KOPF + "\n" + ZEILE + "\n" + ZEILE.replace("03.04.1961", "3.April 1961") + "\n").encode(),
            ["Geburtsdatum: „3.April 1961“ ist kein Datum (erwartet TT.MM.JJJJ"],
        ),
        (
            "unmögliches Datum",
            (KOPF + "\n" + ZEILE.replace("12.01.2027", "30.02.2027") + "\n").encode(),
            ["Datum der Unterschrift: „30.02.2027“ ist kein gültiges Kalenderdatum"],
        ),
        (
            "zweistellige Jahreszahl",
            (KOPF + "\n" + ZEILE.replace("03.04.1961", "03.04.61") + "\n").encode(),
            ["Geburtsdatum: „03.04.61“ hat keine vierstellige Jahreszahl"],
        ),
        (
            "Eingang mit unmöglicher Uhrzeit",
            (KOPF + "\n" + ZEILE[:-2] + ";15.02.2027 25:00;\n").encode(),
            ["Eingang: „15.02.2027 25:00“ ist kein Zeitpunkt"],
        ),
        (
            "wahlberechtigt weder ja noch nein",
            (KOPF + "\n" + ZEILE.replace(";ja;", ";vielleicht;") + "\n").encode(),
            ["Wahlberechtigt: „vielleicht“ ist weder „ja“ noch „nein“"],
        ),
    ],
)
def test_unlesbarer_wert_macht_nur_diese_unterschrift_ungueltig(
    tmp_path: Path, fall: str, inhalt: bytes, erwartet: list[str]
) -> None:
    """One unreadable value does not void the list (issue 26): the row is read and does not count, its
    reason naming the column in German and the value."""
    zeilen = lies_liste(_datei(tmp_path, inhalt))
    unlesbar = [z for z in zeilen if z.unlesbar]
    assert len(unlesbar) == 1, (fall, zeilen)
    assert erwartet[0] in unlesbar[0].unlesbar, (fall, unlesbar[0].unlesbar)
    assert all(not z.unlesbar for z in zeilen if z is not unlesbar[0])


def test_fehlende_datei(tmp_path: Path) -> None:
    [meldung] = _fehler(tmp_path / "gibtsnicht.csv")
    assert meldung == "Die Unterschriftenliste „gibtsnicht.csv“: gibt es nicht."


def test_keine_excel_datei_mit_endung_xlsx(tmp_path: Path) -> None:
    [meldung] = _fehler(_datei(tmp_path, (KOPF + "\n").encode(), "liste.xlsx"))
    assert "„liste.xlsx“: ist keine lesbare Excel-Datei (.xlsx)" in meldung


def test_alle_fehler_einer_datei_auf_einmal(tmp_path: Path) -> None:
    inhalt = (KOPF + "\n" + ZEILE.replace("03.04.1961", "x") + "\n" + ZEILE.replace(";ja;", ";vlt;") + "\n").encode()
    zeilen = lies_liste(_datei(tmp_path, inhalt))
    assert [(z.zeile, bool(z.unlesbar)) for z in zeilen] == [(2, True), (3, True)]


def test_deutsche_spaltenkoepfe(tmp_path: Path) -> None:
    """A list headed the way an office writes it (issue 26) is read."""
    kopf = (
        "Familienname;Vorname(n);Geburtsdatum (TT.MM.JJJJ);Straße und Hausnummer;PLZ;Ort;Datum der Unterschrift;"
        "Wahlberechtigt (ja/nein);Eingang;Bemerkungen"
    )
    [zeile] = lies_liste(_datei(tmp_path, (kopf + "\n" + ZEILE + "\n").encode()))
    assert zeile.vornamen and zeile.geburtsdatum and zeile.datum_unterschrift and zeile.wahlberechtigt is True


# ------------------------------------------------------------------------------------------------
# Who is the same person (§ 20 Abs. 2 Nr. 3 KomWO)


@pytest.mark.parametrize(
    ("a", "b", "gleich"),
    [
        ("Müller", "Mueller", True),
        ("Müller", "MÜLLER", True),
        ("Mueller", "MÜLLER", True),
        ("  Müller ", "müller", True),
        ("Strauß", "Strauss", True),
        ("STRAUSS", "Strauß", True),
        ("Dr. Müller", "Müller", True),
        ("Dr. med. Müller", "Mueller", True),
        ("Prof. Dr. Schäfer", "Schaefer", True),
        ("Müller-Lüdenscheidt", "Mueller Luedenscheidt", True),
        ("Yılmaz", "Yilmaz", True),
        ("Gómez", "Gomez", True),
        ("Müller", "Möller", False),
        ("Müller", "Miller", False),
        ("Drescher", "Rescher", False),
    ],
)
def test_namensschreibweisen(a: str, b: str, gleich: bool) -> None:
    assert (normalisiere_name(a) == normalisiere_name(b)) is gleich


@pytest.mark.parametrize(
    ("a", "b", "gleich"),
    [
        (("Müller", "Jürgen", date(1961, 4, 3)), ("MUELLER", "Juergen", date(1961, 4, 3)), True),
        (("Müller", "Jürgen", date(1961, 4, 3)), ("Müller", "Jürgen  Karl", date(1961, 4, 3)), True),
        (("Müller", "Jürgen", date(1961, 4, 3)), ("Müller", "Jürgen", date(1961, 4, 4)), False),
        (("Müller", "Jürgen", date(1961, 4, 3)), ("Müller", "Karl", date(1961, 4, 3)), False),
        (("Dr. Müller", "Jürgen", date(1961, 4, 3)), ("Müller", "Dr. Jürgen", date(1961, 4, 3)), True),
    ],
)
def test_personenschluessel(a: tuple[str, str, date], b: tuple[str, str, date], gleich: bool) -> None:
    assert (personenschluessel(*a) == personenschluessel(*b)) is gleich


def _normalisiert_ohne_abkuerzung(text: str) -> str:
    """The spelling-independent form computed every step of the way (the reader's shortcut for a plain
    word of a-z and digits must give the same, issue 32)."""
    import re
    import unicodedata

    t = text.casefold().translate(str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ı": "i"}))
    t = "".join(z for z in unicodedata.normalize("NFKD", t) if not unicodedata.combining(z))
    t = re.sub(r"^(?:(?:prof|dr)\.(?:\s*(?:-\s*)?[a-z]{2,5}\.)*\s*)+", "", " ".join(t.split()))
    return " ".join(re.sub(r"[-‐‑–'’`´.]", " ", t).split())


@pytest.mark.parametrize(
    "name",
    ["Weber", "WEBER", "weber", "Muster123", "Müller", "Strauß", "Yılmaz", "Gómez", "Dr. Weber", "Dr.Weber",
     "Prof. Dr. med. Schäfer", "Anna-Lena", "O'Neill", "van der Berg", " Weber ", "Weber\u00a0Lang", "Ǆemal",
     "ﬁscher", "K.", "Dr", "drweber", "Ⅻ", "x²", ""],
)  # fmt: skip
def test_normalisierter_name_auch_auf_dem_kurzen_weg(name: str) -> None:
    from notices.unterschriften import _erster_vorname

    assert normalisiere_name(name) == _normalisiert_ohne_abkuerzung(name)
    assert _erster_vorname(name) == (_normalisiert_ohne_abkuerzung(name).split(" ")[0] if name.strip() else "")


def test_ja_nein_nachgeschlagen_wie_gelesen() -> None:
    """lies_ja_nein looks the commonest spellings up at once; each means what its long way reads."""
    from notices.unterschriften import _JA_NEIN_WOERTLICH, _ja_nein_gelesen

    assert {"", "ja", "Ja", "nein", "Nein", "x", "X"} <= set(_JA_NEIN_WOERTLICH)
    for text, wert in _JA_NEIN_WOERTLICH.items():
        assert _ja_nein_gelesen(text) is wert, text


def test_ohne_geburtsdatum_kein_schluessel() -> None:
    assert personenschluessel("Müller", "Jürgen", None) is None
    assert personenschluessel("", "Jürgen", date(1961, 4, 3)) is None
