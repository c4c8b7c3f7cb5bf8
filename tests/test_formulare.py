"""The three BW forms as a clerk sees them: text extracted from the PDF, page count, the verbs.

Anlage 15 (§ 20 Abs. 2 KomWO, § 10 Abs. 2 KomWG), Anlage 16 (§ 10 Abs. 3 KomWG),
Anlage 17 (§ 10 Abs. 4, § 8 Abs. 2 KomWG, § 46 Abs. 2 GemO, § 156 StGB).
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
from datetime import date, datetime
from pathlib import Path

import pypdf
import pytest

from notices import dienste as befehle
from notices.dienste import lade as load
from notices.dienste import validiere
from tests.conftest import BEISPIEL, pdf_text


@pytest.fixture(scope="module")
def daten():
    return load(BEISPIEL)


def _text(pdf: bytes | Path) -> str:
    return pdf_text(pdf, flach=False)


def _flach(text: str) -> str:
    """Text without line breaks, break opportunities and double spaces (wrapping is layout, not content)."""
    return re.sub(r"\s+", " ", text.replace("\u200b", "")).strip()


def _seiten(pdf: bytes | Path) -> int:
    roh = pdf.read_bytes() if isinstance(pdf, Path) else pdf
    return len(pypdf.PdfReader(io.BytesIO(roh)).pages)


# ------------------------------------------------------------------------------------------------
# Anlage 15


@pytest.fixture(scope="module")
def formblatt_schaefer(daten) -> str:
    return _flach(_text(befehle.formblatt_pdf(daten, "schaefer", anzahl=1)))


@pytest.mark.parametrize(
    "erwartet",
    [
        # § 20 Abs. 2 Nr. 1 KomWO: name and Wohnort (Hauptwohnung) of the applicant, place and dates
        "Bewerber: Familienname, Vornamen Dr. Schäfer, Anna",
        "Bewerber: Wohnort (Hauptwohnung) Beispielstadt",
        "Gemeinde Musterhausen Tag der Wahl",
        "Tag der Wahl Sonntag, 14. März 2027",
        "Tag einer etwaigen Stichwahl Sonntag, 4. April 2027",
        # Nr. 2: the signer's fields
        "Familienname",
        "Tag der Geburt",
        "Anschrift (Hauptwohnung)",
        "Tag der Unterzeichnung",
        "Persönliche und handschriftliche Unterschrift",
        # Nr. 2 Satz 1, § 10 Abs. 2 Satz 2 KomWG, Nr. 3, Nr. 2 Satz 2
        "persönlich und handschriftlich unterzeichnet",
        "nur eine Bewerbung unterzeichnen (§ 10 Abs. 2 Satz 2 KomWG)",
        "für alle Bewerbungen ungültig (§ 20 Abs. 2 Nr. 3 KomWO)",
        "Versicherung an Eides statt",
        # § 10 Abs. 2 Satz 1 KomWG: 18 450 inhabitants -> 25
        "mindestens 25 Personen",
        # Art. 13 DSGVO on the back
        "Informationen zum Datenschutz für Unterzeichnende (Art. 13 DSGVO)",
        "Verantwortlich Gemeinde Musterhausen, Vorsitz des Gemeindewahlausschusses (Erika Beispiel), Marktplatz 1",
        "(§ 57 Abs. 2 KomWO)",
        "Art. 77 DSGVO",
        "Anlage 15",
    ],
)
def test_formblatt_enthaelt(formblatt_schaefer, erwartet):
    assert erwartet in formblatt_schaefer


@pytest.mark.parametrize(
    ("alt", "erzeuge", "erwartet"),
    [
        # KomWG since 01.08.2023
        (False, lambda d: befehle.versicherung_pdf(d, "schaefer"), "(§ 10 Abs. 4 Satz 1 KomWG)"),
        (False, lambda d: befehle.bescheinigung_pdf(d, "schaefer"), "(falls erhoben, § 10 Abs. 3 Satz 6 KomWG)"),
        (False, lambda d: befehle.formblatt_pdf(d, "schaefer", anzahl=1), "(§ 10 Abs. 2 Satz 2 KomWG)"),
        (
            False,
            lambda d: befehle.versicherung_pdf(d, "weber"),
            "(§ 10 Abs. 4 Satz 2 in Verbindung mit § 8 Abs. 2 Satz 1 KomWG)",
        ),
        # KomWG 1997: signatures in § 10 Abs. 3, certificate and declaration in § 10 Abs. 4
        (True, lambda d: befehle.versicherung_pdf(d, "schaefer"), "(§ 10 Abs. 4 Satz 3 KomWG a. F.)"),
        (True, lambda d: befehle.bescheinigung_pdf(d, "schaefer"), "(falls erhoben, § 10 Abs. 4 Satz 2 KomWG a. F.)"),
        (
            True,
            lambda d: befehle.formblatt_pdf(d, "schaefer", anzahl=1, trotzdem=True),
            "(§ 10 Abs. 3 Satz 2 KomWG a. F.)",
        ),
        (
            True,
            lambda d: befehle.versicherung_pdf(d, "weber"),
            "(§ 10 Abs. 4 Satz 4 KomWG a. F. in Verbindung mit § 8 Abs. 2 Satz 1 KomWG)",
        ),
    ],
)
def test_fundstellen_nach_rechtsstand(beispiel_roh, alt, erzeuge, erwartet):
    roh = _alte_rechtslage(beispiel_roh) if alt else beispiel_roh
    assert erwartet in _flach(_text(erzeuge(validiere(roh))))


def test_formblatt_rueckseite_mit_auszug(formblatt_schaefer):
    assert "§ 20 Abs. 2 Nr. 3 KomWO: Hat jemand mehrere Bewerbungen für eine Wahl unterzeichnet" in formblatt_schaefer


def test_formblatt_zeigt_keine_strasse_des_bewerbers(formblatt_schaefer):
    # § 20 Abs. 2 Nr. 1 KomWO asks for the Wohnort only
    assert "Am Bach" not in formblatt_schaefer
    assert "70123" not in formblatt_schaefer
    assert "1988" not in formblatt_schaefer


def test_formblatt_echte_zeichen(daten):
    assert "Yılmaz, Deniz" in _flach(_text(befehle.formblatt_pdf(daten, "yilmaz", anzahl=1)))


def test_formblatt_vorder_und_rueckseite_je_kopie(daten):
    assert _seiten(befehle.formblatt_pdf(daten, "weber", anzahl=1)) == 2
    assert _seiten(befehle.formblatt_pdf(daten, "weber", anzahl=3)) == 6
    # default: one sheet per signature needed (§ 10 Abs. 2 Satz 1 KomWG: 25)
    assert _seiten(befehle.formblatt_pdf(daten, "weber")) == 50


def _alte_rechtslage(roh: dict) -> dict:
    """The example moved before 01.08.2023 (KomWG 1997: Neuwahl, no signatures up to 20 000)."""
    w = roh["wahl"]
    w["wahltag"] = __import__("datetime").date(2023, 3, 12)
    w["stichwahltag"] = __import__("datetime").date(2023, 3, 26)
    w["stellenausschreibung"] = __import__("datetime").date(2022, 12, 16)
    w["einreichungsfrist_ende"] = __import__("datetime").date(2023, 2, 13)
    # the example's committee meetings belong to its own dates
    w["ausschuss"].pop("zulassungssitzung", None)
    w["ausschuss"].pop("stichwahl_zulassungssitzung", None)
    # no run-off consent under that law (a Neuwahl with new applications followed, § 10 Abs. 2 a. F.)
    roh.pop("stichwahl_bewerber", None)
    roh.pop("stichwahl", None)
    return roh


@pytest.mark.parametrize(
    ("aendern", "bewerber", "grund"),
    [
        (lambda roh: roh, "mustermann", "Wiederwahl"),  # § 10 Abs. 2 Satz 1 Halbsatz 2 KomWG
        (_alte_rechtslage, "schaefer", "bis zu 20.000 Einwohnern"),  # § 10 Abs. 3 Satz 1 KomWG a. F.
        (lambda roh: roh, "huber", "§ 10a Abs. 2 KomWG"),  # run-off person: no signatures
    ],
)
def test_formblatt_ohne_quorum_verweigert(notices_cli, toml_datei, beispiel_roh, tmp_path, aendern, bewerber, grund):
    datei = toml_datei(aendern(beispiel_roh))
    ziel = tmp_path / "f.pdf"
    code, _out, err = notices_cli("formblatt", datei, "--bewerber", bewerber, "--out", ziel)
    assert code == 2
    assert "keine Unterstützungsunterschriften" in err and grund in err
    assert "--trotzdem" in err
    assert "Traceback" not in err
    assert not ziel.exists()
    code, _out, err = notices_cli("formblatt", datei, "--bewerber", bewerber, "--out", ziel, "--trotzdem")
    assert code == 0, err
    assert "keine Unterstützungsunterschriften" in _flach(_text(ziel))


def test_formblatt_alte_rechtslage_nennt_neuwahl(toml_datei, beispiel_roh):
    roh = _alte_rechtslage(beispiel_roh)
    roh["wahl"]["einwohnerzahl"] = 30_000  # § 10 Abs. 3 Satz 1 KomWG a. F.: 50 signatures
    text = _flach(_text(befehle.formblatt_pdf(validiere(roh), "schaefer", anzahl=1)))
    assert "Tag einer etwaigen Neuwahl Sonntag, 26. März 2023" in text
    assert "mindestens 50 Personen" in text
    assert "§ 10 Abs. 3 Satz 1 KomWG a. F." in text


def test_formblatt_cli_standardname_und_kein_ueberschreiben(notices_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = notices_cli("formblatt", BEISPIEL, "--bewerber", "weber", "--anzahl", "2")
    assert code == 0, err
    assert (tmp_path / "formblatt-weber.pdf").is_file()
    assert _seiten(tmp_path / "formblatt-weber.pdf") == 4
    code, out, err = notices_cli("formblatt", BEISPIEL, "--bewerber", "weber", "--anzahl", "2")
    assert code == 0 and "unverändert" in out
    code, out, err = notices_cli("formblatt", BEISPIEL, "--bewerber", "weber", "--anzahl", "1")
    assert code == 0
    assert _seiten(tmp_path / "formblatt-weber.pdf") == 4  # the earlier file is kept
    assert _seiten(tmp_path / "formblatt-weber.2.pdf") == 2


@pytest.mark.parametrize("anzahl", ["0", "-1", "5001"])
def test_formblatt_anzahl_ungueltig(notices_cli, tmp_path, anzahl):
    code, _out, err = notices_cli(
        "formblatt", BEISPIEL, "--bewerber", "weber", "--anzahl", anzahl, "--out", tmp_path / "x.pdf"
    )
    assert code == 2 and "--anzahl" in err
    assert not (tmp_path / "x.pdf").exists()


def test_formblatt_ausfuellbar(notices_cli, tmp_path):
    ziel = tmp_path / "f.pdf"
    code, _out, err = notices_cli("formblatt", BEISPIEL, "--bewerber", "weber", "--ausfuellbar", "--out", ziel)
    assert code == 0, err
    leser = pypdf.PdfReader(ziel)
    felder = leser.get_fields()
    assert set(felder) == {"familienname", "vornamen", "geburtstag", "anschrift", "tag"}
    assert "/NeedAppearances" not in leser.trailer["/Root"]["/AcroForm"]  # forbidden in PDF/A
    for annot in leser.pages[0]["/Annots"]:
        assert "/AP" in annot.get_object()
    code, _out, err = notices_cli(
        "formblatt", BEISPIEL, "--bewerber", "weber", "--ausfuellbar", "--anzahl", "3", "--out", tmp_path / "g.pdf"
    )
    assert code == 2 and "--ausfuellbar" in err


# ------------------------------------------------------------------------------------------------
# Anlage 16


def test_bescheinigung(daten):
    text = _flach(_text(befehle.bescheinigung_pdf(daten, "schaefer")))
    for erwartet in [
        "Wählbarkeitsbescheinigung",
        "für die Bürgermeisterwahl in der Gemeinde Musterhausen am Sonntag, 14. März 2027 und eine etwaige "
        "Stichwahl am Sonntag, 4. April 2027",
        "Familienname Schäfer",
        "Doktorgrad Dr.",
        "Tag der Geburt 23.11.1988",
        "Anschrift (Hauptwohnung) Am Bach 12, 70123 Beispielstadt",
        # item by item, each with the source the Gemeinde certifies it from
        "Deutsche oder Unionsbürger § 46 Abs. 1 GemO Deutsche oder Deutscher im Sinne von Artikel 116 Absatz 1 "
        "des Grundgesetzes Melderegister",
        "Hauptwohnung: Am Bach 12, 70123 Beispielstadt Melderegister",
        "am Tag der Wahl (14.03.2027) das 18. Lebensjahr vollendet Melderegister",
        "Ein Ausschluss ist nicht bekannt (durch Richterspruch, § 28 Abs. 2 GemO; wegen Geschäftsunfähigkeit, "
        "§ 104 Nr. 2 BGB) Unterlagen der ausstellenden Behörde",
        "Gemeinde der Hauptwohnung, § 10 Abs. 3 Satz 2 KomWG",
        "Gebühr (falls erhoben, § 10 Abs. 3 Satz 6 KomWG)",
        "Dienstsiegel",
        "Anlage 16",
    ]:
        assert erwartet in text
    assert _seiten(befehle.bescheinigung_pdf(daten, "schaefer")) == 1
    # what no register shows is not certified: the guarantee for the free democratic basic order is
    # named only as not covered (§ 46 Abs. 1 GemO; the applicant declares it, Anlage 17)
    assert "Nicht Gegenstand dieser Bescheinigung sind die Gewähr, jederzeit für die freiheitliche" in text
    assert text.count("freiheitliche demokratische Grundordnung") == 1


def test_bescheinigung_vor_2020_ohne_geschaeftsunfaehigkeit(beispiel_roh):
    """§ 46 Abs. 2 Satz 1 GemO names § 104 Nr. 2 BGB only since the change in force on 24.10.2020; under the
    law before 2023 the register certifies the age, the committee applies the limits of § 46 Abs. 1 a. F."""
    roh = _alte_rechtslage(beispiel_roh)
    text = _flach(_text(befehle.bescheinigung_pdf(validiere(roh), "schaefer")))
    assert "wegen Geschäftsunfähigkeit, § 104 Nr. 2 BGB" in text  # Wahltag 12.03.2023
    assert "am Tag der Wahl (12.03.2023) 34 Jahre alt Melderegister" in text
    roh["wahl"].update(wahltag=date(2019, 10, 27), stichwahltag=date(2019, 11, 10))
    roh["wahl"].update(stellenausschreibung=date(2019, 8, 23), einreichungsfrist_ende=date(2019, 9, 30))
    for b in roh["bewerber"]:
        b["eingang"] = datetime(2019, 9, 2, 10)
        b.pop("los", None)
    text = _flach(_text(befehle.bescheinigung_pdf(validiere(roh), "schaefer")))
    assert "Ein Ausschluss ist nicht bekannt (durch Richterspruch, § 28 Abs. 2 GemO) Unterlagen" in text
    assert "§ 104" not in text
    assert "am Tag der Wahl (27.10.2019) 30 Jahre alt" in text


@pytest.mark.parametrize(
    ("geburtsdatum", "grund"),
    [
        (date(1998, 3, 13), "das 25. Lebensjahr noch nicht vollendet"),  # 24 on 12.03.2023
        (date(1955, 3, 12), "das 68. Lebensjahr bereits vollendet"),  # 68th birthday on the Wahltag
    ],
)
def test_bescheinigung_altes_recht_ausserhalb_der_altersgrenzen_verweigert(beispiel_roh, geburtsdatum, grund):
    """§ 46 Abs. 1 GemO before 01.08.2023 (25 to under 68 since 01.12.2015): no certificate for a person the
    data show not eligible (R-BW-16, R-BW-ALTER) – one sentence naming the person and the provision."""
    from notices.fehler import Eingabefehler

    roh = _alte_rechtslage(beispiel_roh)
    next(b for b in roh["bewerber"] if b["id"] == "schaefer")["geburtsdatum"] = geburtsdatum
    with pytest.raises(Eingabefehler) as e:
        befehle.bescheinigung_pdf(validiere(roh), "schaefer")
    [p] = e.value.probleme
    assert "Dr. Anna Schäfer" in p.text and grund in p.text
    assert "§ 46 Abs. 1 GemO i. d. F. vom 01.12.2015 bis 31.07.2023" in p.text


def test_bescheinigung_stichwahlperson_hinweis(daten):
    # § 10a Abs. 2 Satz 2 KomWG: not needed where the person lives in the Gemeinde
    assert "§ 10a Abs. 2 Satz 2 KomWG" in _flach(_text(befehle.bescheinigung_pdf(daten, "huber")))
    assert "§ 10a Abs. 2 Satz 2 KomWG" not in _flach(_text(befehle.bescheinigung_pdf(daten, "schaefer")))


# ------------------------------------------------------------------------------------------------
# Anlage 17


UNIONSBUERGER = "Staatsangehörigkeit meines Herkunftsmitgliedstaates"


@pytest.mark.parametrize(
    ("bewerber", "unionsbuerger"),
    [
        ("weber", True),  # AT: § 10 Abs. 4 Satz 2, § 8 Abs. 2 Satz 1 KomWG
        ("schaefer", False),  # DE
        ("yilmaz", False),  # DE (the name is Turkish, the nationality is not)
    ],
)
def test_versicherung_unionsbuerger_teil_nur_fuer_unionsbuerger(daten, bewerber, unionsbuerger):
    text = _flach(_text(befehle.versicherung_pdf(daten, bewerber)))
    assert "nicht nach § 46 Abs. 2 der Gemeindeordnung von der Wählbarkeit ausgeschlossen bin" in text
    assert "§§ 156, 161 des Strafgesetzbuchs" in text
    assert ("Vorsitz des Gemeindewahlausschusses der Gemeinde Musterhausen (Erika Beispiel)") in text
    assert (UNIONSBUERGER in text) is unionsbuerger
    assert ("§ 8 Abs. 2 Satz 5 KomWG" in text) is unionsbuerger
    # the back page quotes the provisions, as the official Muster does
    pdf = befehle.versicherung_pdf(daten, bewerber)
    assert _seiten(pdf) == 2
    rueckseite = pdf_text(pdf, seiten=slice(1, 2))
    assert rueckseite.startswith("Auszug aus dem Kommunalwahlgesetz für Baden-Württemberg")
    assert "§ 46 - Wählbarkeit, Hinderungsgründe" in rueckseite or "§ 46 Absatz 2" in rueckseite


def test_versicherung_unionsbuerger_nennt_den_staat(daten):
    assert "Herkunftsmitgliedstaates (Österreich)" in _flach(_text(befehle.versicherung_pdf(daten, "weber")))


def test_versicherung_nicht_eu_auslaender_ohne_unionsbuerger_teil(beispiel_roh):
    beispiel_roh["bewerber"][1]["staatsangehoerigkeit"] = "CH"  # not a member state
    text = _flach(_text(befehle.versicherung_pdf(validiere(beispiel_roh), "schaefer")))
    assert UNIONSBUERGER not in text


def test_versicherung_stichwahlperson(daten):
    """A person in the Stichwahl who did not apply declares for that Stichwahl only (§ 20a Abs. 2 Satz 2
    Nr. 2 KomWO), not for the first ballot."""
    text = _flach(_text(befehle.versicherung_pdf(daten, "huber")))
    assert text.startswith(
        "Anlage 17 (zu § 20a Abs. 2 Satz 2 Nr. 2 KomWO) Versicherung an Eides statt für die "
        "Stichwahl zur Bürgermeisterwahl in der Gemeinde Musterhausen am Sonntag, 4. April 2027"
    )
    assert (
        "Mit meiner Zustimmung zur Teilnahme an der Stichwahl zur Bürgermeisterwahl in der Gemeinde Musterhausen "
        "am Sonntag, 4. April 2027 (§ 10a Abs. 2 KomWG) versichere ich" in text
    )
    assert "14. März 2027" not in text and "etwaige" not in text
    assert "§ 20 Abs. 3" not in text


# ------------------------------------------------------------------------------------------------
# Verbs


@pytest.mark.parametrize("verb", ["formblatt", "bescheinigung", "versicherung"])
def test_unbekannter_bewerber(notices_cli, tmp_path, verb):
    code, _out, err = notices_cli(verb, BEISPIEL, "--bewerber", "niemand", "--out", tmp_path / "x.pdf")
    assert code == 2
    zeilen = err.strip().splitlines()
    assert len(zeilen) == 1 and "„niemand“" in zeilen[0] and "Traceback" not in err
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize(
    ("verb", "titel"), [("bescheinigung", "Wählbarkeitsbescheinigung"), ("versicherung", "Versicherung an Eides statt")]
)
def test_verb_schreibt_pdf(notices_cli, tmp_path, monkeypatch, verb, titel):
    monkeypatch.chdir(tmp_path)
    code, _out, err = notices_cli(verb, BEISPIEL, "--bewerber", "yilmaz", "--pdf-variante", "pdf/ua-1")
    assert code == 0, err
    ziel = tmp_path / f"{verb}-yilmaz.pdf"
    assert pypdf.PdfReader(ziel).metadata["/Title"] == f"{titel} – Deniz Yılmaz"


UNGEBRAUCHT_FUER_EIN_FORMULAR = (
    "notices.dienste",
    "notices.pruefung",
    "notices.reihenfolge",
    "notices.dokumente.bekanntmachung",
    "notices.dokumente.benachrichtigung",
    "notices.dokumente.aufforderung",
    "notices.dokumente.pruefbericht",
    "notices.dokumente.fristenkalender",
    "openpyxl",
    "python_calamine",
)
"""What a form of one person does not use (issue 32): the services as a whole, the admission check and the order
of the ballot, the notices, letters, the Prüfbericht and the calendar, the readers of signer tables."""


@pytest.mark.parametrize("verb", ["formblatt", "bescheinigung", "versicherung"])
def test_ein_formular_laedt_nur_was_es_braucht(tmp_path: Path, verb: str) -> None:
    """`notices formblatt` (and `bescheinigung`, `versicherung`, the same path) in a fresh process loads the data,
    the Land's law, the form's view and the renderer – nothing of the rest of the services (issue 32)."""
    code = (
        "import sys, contextlib, io\n"
        "from notices import cli\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    code = cli.main([{verb!r}, {str(BEISPIEL)!r}, '--bewerber', 'weber', '--out', {str(tmp_path / 'f.pdf')!r}])\n"
        "assert code == 0, code\n"
        f"ungebraucht = set({UNGEBRAUCHT_FUER_EIN_FORMULAR!r}) & set(sys.modules)\n"
        "assert not ungebraucht, sorted(ungebraucht)\n"
        "assert 'notices.formulardienst' in sys.modules and 'weasyprint' in sys.modules  # the path it should take\n"
    )
    lauf = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=tmp_path)
    assert lauf.returncode == 0, lauf.stderr
    assert _seiten(tmp_path / "f.pdf") >= 1


def test_verb_mit_eigenen_vorlagen(notices_cli, tmp_path):
    (tmp_path / "vorlagen").mkdir()
    (tmp_path / "vorlagen" / "fuss.html").write_text("Sprechzeiten: Mo–Fr 8–12 Uhr", "utf-8")
    ziel = tmp_path / "v.pdf"
    code, _out, err = notices_cli(
        "versicherung", BEISPIEL, "--bewerber", "weber", "--vorlagen", tmp_path / "vorlagen", "--out", ziel
    )
    assert code == 0, err
    assert "Sprechzeiten: Mo–Fr 8–12 Uhr" in _text(ziel)


BOESE = '<img src="file:///etc/passwd"> {{ 7*7 }} </td><script>alert(1)</script>'


def _boese_daten(roh: dict, lang: int) -> object:
    """Every text field of applicant 2 and of the election holds hostile markup; person fields also
    ``lang`` further characters."""
    fuell = "Ä" * lang
    b = roh["bewerber"][1]
    for feld in ("familienname", "vornamen", "beruf", "kuenstlername"):
        b[feld] = f"{BOESE} {feld}{fuell}"
    b["anschrift"]["strasse"] = f"{BOESE} strasse{fuell}"
    b["anschrift"]["ort"] = f"{BOESE} ort{fuell}"
    roh["wahl"]["gemeinde"] = f"{BOESE} gemeinde"
    roh["wahl"]["ausschuss"]["vorsitz"] = f"{BOESE} vorsitz"
    roh["wahl"]["ausschuss"]["anschrift"]["strasse"] = f"{BOESE} amtsstrasse"
    return validiere(roh)


def _ohne_leerraum(text: str) -> str:
    return re.sub(r"\s", "", text.replace("\u200b", ""))


@pytest.mark.parametrize(
    ("erzeuge", "felder"),
    [
        (
            lambda d: befehle.formblatt_pdf(d, "schaefer", anzahl=1),
            ["familienname", "vornamen", "ort", "gemeinde", "vorsitz", "amtsstrasse"],
        ),
        (
            lambda d: befehle.bescheinigung_pdf(d, "schaefer"),
            ["familienname", "vornamen", "kuenstlername", "strasse", "ort", "gemeinde"],
        ),
        (
            lambda d: befehle.versicherung_pdf(d, "schaefer"),
            ["familienname", "vornamen", "strasse", "ort", "gemeinde", "vorsitz"],
        ),
    ],
    ids=["anlage15", "anlage16", "anlage17"],
)
def test_feindliche_eingabe_ist_nur_text(beispiel_roh, netz, erzeuge, felder):
    pdf = erzeuge(_boese_daten(beispiel_roh, 0))
    text = _ohne_leerraum(_text(pdf))
    for feld in felder:
        assert _ohne_leerraum(f"{BOESE} {feld}") in text  # printed as text, {{ 7*7 }} not evaluated
    assert netz == []
    leser = pypdf.PdfReader(io.BytesIO(pdf))
    for seite in leser.pages:
        assert not seite.get("/Resources", {}).get("/XObject")


@pytest.mark.langsam
def test_zehntausend_zeichen_brechen_nur_um(beispiel_roh, netz):
    # the model refuses a text of more than 200 characters (tests/test_robust.py); the renderer still
    # wraps 10 000 of them (data put in place without validation)
    daten = _boese_daten(beispiel_roh, 0)
    fuell = "Ä" * 10_000
    b = daten.bewerber[1]
    felder = ("familienname", "vornamen", "beruf", "doktorgrad", "kuenstlername")
    anschrift = b.anschrift.model_copy(update={"strasse": f"{BOESE} strasse{fuell}", "ort": f"{BOESE} ort{fuell}"})
    lang = b.model_copy(update={**{f: f"{BOESE} {f}{fuell}" for f in felder}, "anschrift": anschrift})
    daten = daten.model_copy(update={"bewerber": [daten.bewerber[0], lang, *daten.bewerber[2:]]})
    pdf = befehle.versicherung_pdf(daten, "schaefer")
    text = _ohne_leerraum(_text(pdf))
    for feld in ("familienname", "vornamen", "strasse", "ort"):
        assert _ohne_leerraum(f"{BOESE} {feld}{'Ä' * 10_000}") in text
    assert netz == []
    leser = pypdf.PdfReader(io.BytesIO(pdf))
    breite = float(leser.pages[0].mediabox.width)
    assert round(breite / 72 * 25.4) == 210  # still A4: the text wrapped, the page did not grow


def test_unbekannte_pdf_variante(notices_cli, tmp_path):
    ziel = tmp_path / "v.pdf"
    code, _out, err = notices_cli(
        "versicherung", BEISPIEL, "--bewerber", "weber", "--pdf-variante", "pdf/x", "--out", ziel
    )
    assert code == 2
    assert err.strip() == (
        "Fehler: --pdf-variante: „pdf/x“ ist nicht bekannt; erlaubt: pdf/a-3a, pdf/a-3u, pdf/a-3b, pdf/ua-1, pdf/ua-2, pdf."
    )
    assert not ziel.exists()


@pytest.mark.langsam
def test_formulare_zitieren_den_amtlichen_wortlaut(daten):
    """R-BW-18: the seed copy of § 20 KomWO reads "von seinem Wegzug" and "eidesstaatliche"; the forms quote
    the official wording ("vor seinem Wegzug", "eidesstattliche")."""
    texte = [
        _flach(_text(befehle.formular_pdf(daten, art, "weber")))
        for art in ("formblatt", "bescheinigung", "versicherung")
    ]
    alle = " ".join(texte)
    assert "in welchem Zeitraum er vor seinem Wegzug oder vor Verlegung der Hauptwohnung" in alle
    assert "von seinem Wegzug" not in alle and "eidesstaatlich" not in alle


def test_versicherung_nennt_das_amt_nicht_das_geschlecht(daten):
    """Anlage 17 named the chair "dem Vorsitzenden des Gemeindewahlausschusses … (Erika Beispiel)": the office
    ("dem Vorsitz"), which fits every person, as the other BW documents say it."""
    text = _flach(_text(befehle.versicherung_pdf(daten, "schaefer")))
    assert "gegenüber dem Vorsitz des Gemeindewahlausschusses der Gemeinde Musterhausen (Erika Beispiel)" in text
    assert "dem Vorsitzenden des Gemeindewahlausschusses der Gemeinde Musterhausen" not in text
    assert (
        "Für die Abnahme dieser Versicherung an Eides statt ist der Vorsitz des Gemeindewahlausschusses zuständig"
        in text
    )


def test_nw_formblatt_verantwortlich_ist_die_wahlleitung():
    """NW (Anlage 14c): "Der Wahlleiter der Stadt … (Name)" – the office instead (Art. 13 Abs. 1 Buchst. a DSGVO)."""
    import json as _json

    from notices.recht import land
    from tests.conftest import REPO

    nw = load(REPO / "examples" / land("NW").beispiel)
    albers = nw.person("albers")
    kontext = befehle.formulare(nw)["formblatt"].ansicht(nw, albers).kontext
    text = _json.dumps(kontext, ensure_ascii=False)
    assert "Die Wahlleitung der Gemeinde Musterhagen (Markus Probst" in text and "Der Wahlleiter der" not in text
