"""Nordrhein-Westfalen: the notice of the admitted proposals (§ 19 KWahlG, § 75b Abs. 7 KWahlO), the notices
that the election does not take place, the forms (Anlagen 11d, 12c, 13b, 14c KWahlO) and the archive with
its retention (§§ 82, 83 KWahlO) – through the command line, as a clerk runs them."""

from __future__ import annotations

import io
import json
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from notices.dienste import lade
from tests.conftest import Beispiel, pdf_text

from .conftest import REPO

NW = REPO / "examples" / "musterhagen-nw-2025.toml"
ORDNER = "musterhagen-2025-09-14"
Cli = Callable[..., tuple[int, str, str]]


def text_von(pfad: Path) -> str:
    return pdf_text(pfad)


@pytest.fixture
def roh() -> dict[str, Any]:
    return tomllib.loads(NW.read_text("utf-8"))


# --- the notice ----------------------------------------------------------------------------------------


@pytest.mark.langsam
def test_bekanntmachung_reihenfolge_und_angaben(notices_cli: Cli, tmp_path: Path) -> None:
    """In the order of the ballot; Geburtsjahr, Wohnort with PLZ – no street, no day of birth, no nationality."""
    ziel = tmp_path / "bm.pdf"
    code, _, fehler = notices_cli("bekanntmachung", NW, "--datum", "2025-08-08", "--out", ziel)
    assert code == 0, fehler
    text = text_von(ziel)
    assert text.index("Hartmann") < text.index("Yıldız") < text.index("Brandt") < text.index("Albers")
    assert "SPD-GRÜNE" in text and "Neue Liste Musterhagen (NLM)" in text and "Einzelbewerber" in text
    assert "59999 Musterhagen" in text and "59998 Nachbarstadt" in text
    # § 75b Abs. 7 Satz 2 i. V. m. § 30 KWahlO: the Gemeinde of the Erreichbarkeitsanschrift
    assert "59997 Musterhagen-Ost" in text
    for verboten in ("Mühlenweg", "Kirchstraße", "02.03.1971", "1971-03-02", "deutsch"):
        assert verboten not in text
    assert "(§ 18 Abs. 3 KWahlG)" in text and "§ 75b Abs. 7 KWahlO" in text
    assert "Sonntag, 28. September 2025 eine Stichwahl" in text  # § 46c Abs. 2 Satz 1 KWahlG
    assert "Markus Probst Wahlleiter" in text
    # the particulars of § 75b Abs. 7 Satz 1 in each proposal's row (the text of a row runs from its
    # family name to the next row's)
    zeilen = {
        "Hartmann": ("Soest", "stefan.hartmann@example.org"),
        "Yıldız": ("Hamm", "Postfach 12 34, 59998"),
        "Brandt": ("Dortmund", "jonas.brandt@example.org"),
        "Albers": ("Münster", "karin.albers@example.org"),
    }
    namen = list(zeilen)
    for i, name in enumerate(namen):
        ende = text.index(namen[i + 1]) if i + 1 < len(namen) else text.index("Die Reihenfolge")
        zeile = text[text.index(name) : ende].replace("@ ", "@")  # a line may break after the "@"
        for angabe in zeilen[name]:
            assert angabe in zeile, (name, angabe)


@pytest.mark.parametrize("schluessel", ["geburtsort", "email_oder_postfach"])
def test_bekanntmachung_ohne_angabe_nach_75b_abgelehnt(
    schluessel: str, roh: dict[str, Any], toml_datei: Any, notices_cli: Cli, tmp_path: Path
) -> None:
    """A notice without a particular § 75b Abs. 7 KWahlO prescribes is refused with one sentence per gap,
    and nothing is written."""
    for b in roh["bewerber"][1:3]:
        del b[schluessel]
    ziel = tmp_path / "bm.pdf"
    code, _, fehler = notices_cli("bekanntmachung", toml_datei(roh), "--datum", "2025-08-08", "--out", ziel)
    assert code == 2 and not ziel.exists()
    zeilen = [z for z in fehler.splitlines() if "§ 75b Abs. 7 Satz 1 KWahlO" in z]
    assert len(zeilen) == 2 and "Traceback" not in fehler
    assert f"bewerber[2].{schluessel}: fehlt für Aylin Yıldız;" in zeilen[0]
    assert f"bewerber[3].{schluessel}: fehlt für Karin Albers;" in zeilen[1]


def test_bekanntmachung_nennt_geburtsort_und_kontakt(notices_cli: Cli) -> None:
    """§ 75b Abs. 7 KWahlO: Geburtsort and E-Mail-Adresse oder Postfach are in the notice; the incumbent's
    Vertreter signs as Wahlleiter."""
    code, aus, fehler = notices_cli("bekanntmachung", NW, "--datum", "2025-08-08", "--json")
    assert code == 0
    assert "§ 2 Abs. 2 Satz 2 KWahlG" in fehler  # the incumbent stands: his Vertreter im Amt is Wahlleiter
    daten = json.loads(aus)
    assert daten["spaetestens"] == "2025-08-08"  # 37. Tag (Kerken 2025: "spätestens am 37. Tag (08.08.2025)")
    assert [(b["id"], b["wahlvorschlag"]) for b in daten["bewerber"]] == [
        ("hartmann", "CDU"),
        ("yildiz", "GRÜNE-SPD"),  # the JSON keeps the Träger as recorded
        ("brandt", None),
        ("albers", "Neue Liste Musterhagen (NLM)"),
    ]


def test_bekanntmachung_nach_dem_37_tag_verspaetet(notices_cli: Cli) -> None:
    code, _, fehler = notices_cli("bekanntmachung", NW, "--datum", "2025-08-09", "--json")
    assert code == 2 and "8. August 2025" in fehler and "§ 19 Abs. 1 KWahlG" in fehler


def test_ein_wahlvorschlag_ja_nein(roh: dict[str, Any], toml_datei: Any, notices_cli: Cli, tmp_path: Path) -> None:
    """§ 46c Abs. 1 Satz 3 KWahlG, § 75c Satz 2 KWahlO: one proposal – vote with Ja or Nein."""
    roh["bewerber"] = roh["bewerber"][:1]
    ziel = tmp_path / "bm.pdf"
    code, _, fehler = notices_cli("bekanntmachung", toml_datei(roh), "--datum", "2025-08-08", "--out", ziel)
    assert code == 0, fehler
    text = text_von(ziel)
    assert "mit „Ja“ oder „Nein“ gestimmt (§ 75c Satz 2 KWahlO)" in text
    assert "Mehrheit der Wähler für ihn entschieden hat (§ 46c Abs. 1 Satz 3 KWahlG)" in text
    assert "Stichwahl" not in text


def test_kein_wahlvorschlag_nachwahl(roh: dict[str, Any], toml_datei: Any, notices_cli: Cli, tmp_path: Path) -> None:
    for b in roh["bewerber"]:
        b["zugelassen"] = False
    ziel = tmp_path / "bm.pdf"
    code, _, fehler = notices_cli("bekanntmachung", toml_datei(roh), "--datum", "2025-08-08", "--out", ziel)
    assert code == 0, fehler
    text = text_von(ziel)
    assert "in Musterhagen am Sonntag, 14. September 2025 findet nicht statt" in text
    assert "es findet eine Nachwahl statt (§ 46b i. V. m. § 21 Abs. 1 Nr. 3 KWahlG" in text
    assert "bestimmt die Aufsichtsbehörde (§ 21 Abs. 2 Satz 3 KWahlG)" in text


@pytest.mark.parametrize(
    ("fall", "titel", "text"),
    [
        ("kein-wahlvorschlag", "findet nicht statt", "§ 64 Abs. 3 Satz 3 KWahlO"),
        (
            "bewerber-verstorben",
            "findet nicht statt",
            "Unterstützungsunterschriften sind nicht erforderlich (§ 64 Abs. 2",
        ),
        ("stichwahl-bewerber-ausgeschieden", "ist insgesamt zu wiederholen", "(§ 46c Abs. 3 Satz 1 KWahlG)"),
    ],
)
def test_wahl_entfaellt(fall: str, titel: str, text: str, notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / "entfaellt.pdf"
    datum = "2025-09-20" if fall == "stichwahl-bewerber-ausgeschieden" else "2025-08-20"
    args = ("--wahl-entfaellt", fall, "--grund", "Nähere Umstände", "--datum", datum)
    code, _, fehler = notices_cli("bekanntmachung", NW, *args, "--out", ziel)
    assert code == 0, fehler
    seite = text_von(ziel)
    assert (
        f"in Musterhagen am Sonntag, 14. September 2025 {titel}" in seite
        and text in seite
        and "Nähere Umstände" in seite
    )


@pytest.mark.parametrize(
    ("fall", "datum", "satz"),
    [
        ("stichwahl-bewerber-ausgeschieden", "2025-09-14", "scheidet erst nach ihr aus (§ 46c Abs. 3 KWahlG)"),
        ("bewerber-verstorben", "2025-09-15", "vor dem Wahltag abgesagt (§ 64 Abs. 2 und 3 KWahlO)"),
    ],
)
def test_wahl_entfaellt_datum(fall: str, datum: str, satz: str, notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / "x.pdf"
    code, _, fehler = notices_cli("bekanntmachung", NW, "--wahl-entfaellt", fall, "--datum", datum, "--out", ziel)
    assert code == 2 and satz in fehler and "--datum" in fehler and not ziel.exists()


@pytest.mark.parametrize(
    ("args", "satz"),
    [
        # § 75d KWahlO: date and participants are announced with the result of the first ballot (R-NW-13)
        (("--stichwahl",), "mit dem Ergebnis der ersten Wahl bekannt (§ 75d i. V. m. § 63 KWahlO)"),
        (("--stichwahl-entfaellt", "--grund", "x"), "für Nordrhein-Westfalen nicht vorgesehen"),  # § 46c Abs. 3
        (("--wahl-entfaellt", "keine-bewerbung"), "kein-wahlvorschlag, bewerber-verstorben"),
    ],
)
def test_was_nrw_nicht_hat_wird_abgelehnt(args: tuple[str, ...], satz: str, notices_cli: Cli) -> None:
    code, _, fehler = notices_cli("bekanntmachung", NW, *args, "--json", "--datum", "2025-09-20")
    assert code == 2 and satz in fehler and "Traceback" not in fehler


# --- forms -----------------------------------------------------------------------------------------------


def test_formblatt_14c(notices_cli: Cli, tmp_path: Path) -> None:
    """Anlage 14c: head filled in by the Wahlleiter (§ 26 Abs. 3 Nr. 1 KWahlO), 60 sheets (3 × 20), two pages each
    (the back: Art. 13 DSGVO with § 82 Abs. 2 KWahlO)."""
    eins, alle = tmp_path / "eins.pdf", tmp_path / "alle.pdf"
    assert notices_cli("formblatt", NW, "--bewerber", "albers", "--anzahl", "1", "--out", eins)[0] == 0
    assert notices_cli("formblatt", NW, "--bewerber", "albers", "--out", alle)[0] == 0
    seiten = len(PdfReader(io.BytesIO(eins.read_bytes())).pages)
    assert seiten == 2
    assert len(PdfReader(io.BytesIO(alle.read_bytes())).pages) == 60 * seiten
    text = text_von(eins)
    assert "Anlage 14c (zu § 75b Abs. 3 KWahlO)" in text
    assert "Neue Liste Musterhagen (NLM)" in text and "Albers, Karin" in text
    assert "mindestens 60 Wahlberechtigten" in text
    assert "erst nach der Aufstellung des Bewerbers" in text  # § 26 Abs. 3 Nr. 5 KWahlO: party/group proposals
    assert "sechs Monaten seit der Wahl vernichtet" in text
    assert "Lindenweg" not in text  # the head names the Wohnort only


def test_formblatt_einzelbewerber_ohne_aufstellungshinweis(notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / "f.pdf"
    assert notices_cli("formblatt", NW, "--bewerber", "brandt", "--anzahl", "1", "--out", ziel)[0] == 0
    text = text_von(ziel)
    assert "Einzelbewerber" in text and "erst nach der Aufstellung des Bewerbers" not in text


@pytest.mark.parametrize("bewerber", ["hartmann", "yildiz"])
def test_formblatt_nicht_noetig(bewerber: str, notices_cli: Cli, tmp_path: Path) -> None:
    """The incumbent (§ 46d Abs. 1 Satz 3 Halbsatz 2 KWahlG) and represented parties need no signatures."""
    ziel = tmp_path / "f.pdf"
    code, _, fehler = notices_cli("formblatt", NW, "--bewerber", bewerber, "--out", ziel)
    assert code == 2 and "keine Unterstützungsunterschriften erforderlich" in fehler and not ziel.exists()


def test_versicherung_gibt_es_in_nrw_nicht(notices_cli: Cli, tmp_path: Path) -> None:
    """NRW has no sworn declaration of the candidate's eligibility (the 10c is the Aufstellungsversammlung's)."""
    ziel = tmp_path / "v.pdf"
    code, _, fehler = notices_cli("versicherung", NW, "--bewerber", "brandt", "--out", ziel)
    assert code == 2 and "für Nordrhein-Westfalen nicht vorgesehen" in fehler and not ziel.exists()


def test_bescheinigung_13b(notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / "b.pdf"
    assert notices_cli("bescheinigung", NW, "--bewerber", "brandt", "--out", ziel)[0] == 0
    text = text_von(ziel)
    assert "Anlage 13b (zu § 75b Abs. 4 Satz 2 KWahlO)" in text and "Bescheinigung der Wählbarkeit" in text
    assert "das 23. Lebensjahr vollendet hat" in text and "(§ 65 Abs. 2 GO NRW)" in text


@pytest.mark.parametrize(
    ("art", "bewerber", "teile"),
    [
        (
            "zustimmung",
            "yildiz",
            [
                "Anlage 12c",
                "für keine andere Wahl zum Bürgermeister oder Landrat kandidiere",
                "unwiderruflich",
                "Montag, 7. Juli 2025, 18:00 Uhr (69. Tag vor der Wahl",
            ],
        ),
        (
            "wahlvorschlag",
            "yildiz",
            [
                "Anlage 11d",
                "SPD-GRÜNE",
                "Leitung (SPD)",
                "Leitung (GRÜNE)",
                "§ 46d Abs. 4 Satz 1 KWahlG",
                "Niederschrift über die Versammlung",
                "§ 15a Abs. 2 und 3 KWahlG",
            ],
        ),
        (
            "wahlvorschlag",
            "brandt",
            [
                "anderer Wahlvorschlag (Einzelbewerber)",
                "selbst vorschlagen (§ 75b Abs. 2 Satz 4 KWahlO",
                "mindestens 60",
            ],
        ),
    ],
)
def test_formulare_11d_12c(art: str, bewerber: str, teile: list[str], tmp_path: Path) -> None:
    from notices import dienste

    daten = lade(NW)
    ziel = tmp_path / f"{art}.pdf"
    ziel.write_bytes(dienste.formular_pdf(daten, art, bewerber))
    text = text_von(ziel)
    for teil in teile:
        assert teil in text, teil
    if art == "wahlvorschlag" and bewerber == "yildiz":
        assert text.index("Leitung (SPD)") < text.index("Leitung (GRÜNE)")  # § 46d Abs. 5 Satz 2 KWahlG
    if bewerber == "brandt":  # an Einzelbewerber has no Aufstellungsversammlung (§ 17 KWahlG)
        assert "Niederschrift" not in text and "§ 15a" not in text


# --- the archive -----------------------------------------------------------------------------------------


@pytest.fixture
def archiv(beispiellauf: Callable[[str], Beispiel]) -> Path:
    """The session's ``notices beispiel --land NW`` (read only)."""
    return beispiellauf("NW").ziel / ORDNER


def test_beispiel_erzeugt_alle_dokumente(archiv: Path) -> None:
    m = json.loads((archiv / "manifest.json").read_text("utf-8"))
    arten: dict[str, set[str]] = {}
    for e in m["dateien"]:
        arten.setdefault(e["bewerber_id"] or "-", set()).add(e["art"])
    assert arten == {
        "-": {"fristen", "pruefbericht", "bekanntmachung", "wahlakte"},
        "hartmann": {"wahlvorschlag", "zustimmung", "bescheinigung"},  # incumbent: no Formblatt
        "yildiz": {"wahlvorschlag", "zustimmung", "bescheinigung"},  # represented parties: none either
        "albers": {"wahlvorschlag", "zustimmung", "bescheinigung", "formblatt"},
        "brandt": {"wahlvorschlag", "zustimmung", "bescheinigung", "formblatt"},
    }


def test_beispiel_aufbewahrung(archiv: Path) -> None:
    """§ 82 Abs. 2 KWahlO: support forms six months after the election; § 82 Abs. 3: the other documents are
    not deleted by the program; § 83 Abs. 6 Satz 4: the internet copy of the notice within six months."""
    m = json.loads((archiv / "manifest.json").read_text("utf-8"))
    assert m["loeschen_nach"]["datum"] == "2026-03-14"
    for e in m["dateien"]:
        if e["aufbewahrung"] == "unterstuetzung":
            assert e["loeschen_nach"] == "2026-03-14", e["pfad"]
        else:
            assert e["loeschen_nach"] is None, e["pfad"]
        assert e["internet_loeschen_bis"] == ("2026-03-14" if e["art"] == "bekanntmachung" else None)
    klassen = {e["art"]: e["aufbewahrung"] for e in m["dateien"]}
    assert klassen["formblatt"] == "unterstuetzung" and klassen["zustimmung"] == "bewerbung"
