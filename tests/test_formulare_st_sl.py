"""The forms of Sachsen-Anhalt (§ 30 KWG LSA, §§ 38a, 39 KWO LSA: Anlagen 6, 8b, 9b, 10 and the § 24 declaration)
and of the Saarland (§ 17, § 104 KWO: Anlagen 11b, 12, 13) through the same verbs, prefilled from the data and
citing that Land's law; and the complete set of the built-in examples, with no document citing BW law."""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from notices.dienste import formular, lade
from notices.recht.sl.dokumente import samstage
from tests.conftest import Beispiel, pdf_seiten

from .conftest import REPO

ST = REPO / "examples" / "beispielstedt-st-2027.toml"
SL = REPO / "examples" / "musterbach-sl-2027.toml"
Cli = Callable[..., tuple[int, str, str]]
BW_RECHT = re.compile(r"\b(KomWO|KomWG|GemO|Gemeindewahlausschusses der)\b")


@pytest.mark.parametrize(
    ("verb", "datei", "bewerber", "saetze"),
    [
        (
            "formblatt",
            ST,
            "ahrens",
            [
                "Anlage 6 KWO LSA (§ 39 Abs. 2 Nr. 1)",
                "Bewerber: Familienname, Vornamen Ahrens, Tobias",
                "Bewerber: Wohnort (Hauptwohnung) Nachbarhausen",
                "Die Bewerbung muss von mindestens 81 Wahlberechtigten des Wahlgebietes persönlich und handschriftlich "
                "unterzeichnet sein",
                "spätestens am Dienstag, 30. März 2027, 18:00 Uhr, beim Wahlleiter",
                "Bescheinigung des Wahlrechts (§ 39 Abs. 2 Nr. 1 KWO LSA)",
            ],
        ),
        (
            "bescheinigung",
            ST,
            "novakova",
            [
                "Anlage 9b KWO LSA (§ 39 Abs. 2 Nr. 2)",
                "Nachweis der Wählbarkeitsvoraussetzungen",
                "Staatsangehörige oder Staatsangehöriger eines anderen Mitgliedstaates der Europäischen Union "
                "(Tschechien)",
                "nach § 40 Abs. 2 KVG LSA (§ 62 Abs. 1 Satz 2 KVG LSA) hier nicht bekannt",
                "Anlage 8b KWO LSA bei (§ 38a Abs. 2, § 39 Abs. 2 Nr. 2 KWO LSA)",
            ],
        ),
        (
            "versicherung",
            ST,
            "novakova",
            [
                "Anlage 8b KWO LSA (§ 38a Abs. 2)",
                "nach den Rechtsvorschriften des Staates, dessen Staatsangehörigkeit ich besitze (Tschechien), nicht vom "
                "Wahlrecht ausgeschlossen bin und nicht infolge Richterspruchs die Wählbarkeit oder die Fähigkeit zur "
                "Bekleidung öffentlicher Ämter verloren habe (§ 38a Abs. 2 KWO LSA)",
                "(§§ 156, 161 des Strafgesetzbuchs)",
            ],
        ),
        (
            "formblatt",
            SL,
            "scholl",
            [
                "Anlage 12 KWO (§ 17 Abs. 2)",
                "für den Wahlvorschlag „Scholl“ zur Wahl der Bürgermeisterin oder des Bürgermeisters der Gemeinde "
                "Musterbach",
                "vom Mittwoch, 31. März 2027 bis zum Donnerstag, 8. April 2027, 18:00 Uhr",
                "am Samstag, 03.04.2027, von 9.00 bis 12.00 Uhr",
                "so ist ihre oder seine Unterschrift auf allen weiteren Wahlvorschlägen ungültig (§ 17 Abs. 4 KWO)",
                "mindestens 99 Wahlberechtigte",
                "Unabhängigen Datenschutzzentrum Saarland",
            ],
        ),
        (
            "versicherung",
            SL,
            "klein",
            [
                "Anlage 13 KWO (§ 104 Abs. 3)",
                "im Wahlvorschlag „CDU“ für die Wahl der Bürgermeisterin oder des Bürgermeisters der Gemeinde Musterbach",
                "jederzeit für die freiheitliche demokratische Grundordnung im Sinne des Grundgesetzes eintrete "
                "(§ 104 Abs. 3 Satz 1 KWO)",
                "(§ 27 Abs. 2 Satz 2 Nr. 5 KWG)",
            ],
        ),
    ],
)
def test_formular(verb: str, datei: Path, bewerber: str, saetze: list[str], notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / f"{verb}.pdf"
    argumente = ["--anzahl", "1"] if verb == "formblatt" else []
    code, _, fehler = notices_cli(verb, datei, "--bewerber", bewerber, *argumente, "--out", ziel)
    assert code == 0, fehler
    text = " ".join(pdf_seiten(ziel))
    for satz in saetze:
        assert satz in text
    assert not BW_RECHT.search(text)


@pytest.mark.parametrize(
    ("verb", "datei", "bewerber", "grund"),
    [
        ("versicherung", ST, "ahrens", "geben nur Staatsangehörige anderer Mitgliedstaaten"),  # § 38a Abs. 2 KWO LSA
        ("formblatt", ST, "zoellner", "keine Unterstützungsunterschriften erforderlich"),  # § 30 Abs. 3 Satz 3
        ("formblatt", ST, "novakova", "keine Unterstützungsunterschriften erforderlich"),  # § 30 Abs. 3 Satz 5
        ("versicherung", SL, "scholl", "im Wahlvorschlag nach Anlage 11b KWO enthalten"),  # § 104 Abs. 3 Satz 2
        ("formblatt", SL, "klein", "bedarf keiner Unterstützung"),  # § 22 Abs. 2 KWG: in the Gemeinderat
    ],
)
def test_abgelehnt(verb: str, datei: Path, bewerber: str, grund: str, notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / "x.pdf"
    code, _, fehler = notices_cli(verb, datei, "--bewerber", bewerber, "--out", ziel)
    assert code == 2 and grund in fehler and "Traceback" not in fehler and not ziel.exists()


def test_st_formblatt_so_viele_blaetter_wie_unterschriften() -> None:
    """One sheet per signature: 1 % of 8 120 = 81 (§ 30 Abs. 3 Satz 1 KWG LSA); front and back each."""
    daten = lade(ST)
    assert formular(daten, "formblatt").ansicht(daten, daten.person("ahrens")).anzahl_erforderlich == 81


@pytest.mark.parametrize(
    ("wahltag", "erwartet"),
    [
        # Quierschied 2019: 66th day Thursday 21.03.2019; "Samstag 23.02.2019, Samstag 02.03.2019, …"
        (date(2019, 5, 26), [date(2019, 2, 23), date(2019, 3, 2), date(2019, 3, 9), date(2019, 3, 16)]),
        (date(2027, 6, 13), [date(2027, 3, 13), date(2027, 3, 20), date(2027, 3, 27), date(2027, 4, 3)]),
    ],
)
def test_sl_vier_letzte_samstage(wahltag: date, erwartet: list[date]) -> None:
    """§ 17 Abs. 1 Satz 2 KWO: "an den vier letzten Samstagen vor Ablauf der Frist … zwischen 9.00 und 12.00 Uhr"."""
    from notices.model import Wahl

    assert (
        samstage(Wahl.model_validate({"land": "SL", "gemeinde": "X", "einwohnerzahl": 1, "wahltag": wahltag}))
        == erwartet
    )


@pytest.mark.langsam
def test_sl_wahlvorschlag_einzelbewerber(notices_cli: Cli, tmp_path: Path, toml_datei: Callable[..., Path]) -> None:
    """Anlage 11b (§ 104 Abs. 2 KWO): the proposal bears the Familienname, holds consent and Versicherung, and is
    made in the complete set (there is no verb of its own); not for a party's candidate."""
    roh: dict[str, Any] = tomllib.loads(SL.read_text("utf-8"))
    for b in roh["bewerber"]:
        b.pop("unterschriften", None)
    ziel = tmp_path / "archiv"
    code, aus, fehler = notices_cli("alle", toml_datei(roh), "--out", ziel, "--json")
    assert code == 0, fehler
    [pdf] = list(ziel.glob("*/wahlvorschlag-scholl-*.pdf"))
    text = " ".join(pdf_seiten(pdf))
    for satz in (
        "Anlage 11b KWO (§ 104 Abs. 2)",
        "Bezeichnung des Wahlvorschlags (§ 76 Abs. 2 Satz 2 KWG) „Scholl“",
        "Wohnort und Wohnung Mühlenweg 2, 66998 Nachbarort",
        "Ich stimme meiner Benennung als Bewerberin oder Bewerber im Wahlvorschlag „Scholl“",
        "(§ 104 Abs. 2 Satz 3 KWO)",
        "(§ 24 Abs. 6 Satz 2 KWG)",
        "spätestens am Donnerstag, 8. April 2027, 18:00 Uhr, bei der Gemeindewahlleitung",
    ):
        assert satz in text
    assert not list(ziel.glob("*/wahlvorschlag-klein-*.pdf"))
    assert any("Anlage 11a KWO" in m for w in json.loads(aus)["wahlen"] for m in w["meldungen"])


@pytest.mark.langsam
@pytest.mark.parametrize(("datei", "gemeinsam"), [(ST, True)])
def test_st_unterstuetzungserklaerung_je_partei(datei: Path, gemeinsam: bool, tmp_path: Path) -> None:
    """§ 39 Abs. 2 Nr. 3 KWO LSA: the § 24 declaration and the Niederschrift, one page per supporting party of a
    joint applicant (§ 30 Abs. 2 Satz 2, 3 KWG LSA)."""
    from notices import dienste

    daten = lade(datei)
    for art, titel in (("unterstuetzungserklaerung", "Unterstützungserklärung"), ("niederschrift", "Niederschrift")):
        pdf = tmp_path / f"{art}.pdf"
        pdf.write_bytes(dienste.formular_pdf(daten, art, "novakova"))
        seiten = pdf_seiten(pdf)
        assert len(seiten) == 2 and "Partei oder Wählergruppe CDU" in seiten[0] and "SPD" in seiten[1]
        assert all(titel in s for s in seiten)
    assert (
        "gemeinsamer Bewerber mit SPD (§ 30 Abs. 2 Satz 2 KWG LSA)"
        in pdf_seiten(tmp_path / "unterstuetzungserklaerung.pdf")[0]
    )


@pytest.mark.parametrize(
    ("land", "erwartet"),
    [
        (
            "ST",
            {
                "formblatt-ahrens",
                "formblatt-oestreich",
                "bescheinigung-zoellner",
                "bescheinigung-aehnlich",
                "bescheinigung-ahrens",
                "bescheinigung-oestreich",
                "bescheinigung-novakova",
                "versicherung-novakova",
                "unterstuetzungserklaerung-aehnlich",
                "unterstuetzungserklaerung-novakova",
                "niederschrift-aehnlich",
                "niederschrift-novakova",
            },
        ),
        (
            "SL",
            {
                "formblatt-scholl",
                "formblatt-arnold",
                "wahlvorschlag-scholl",
                "versicherung-klein",
                "versicherung-becker",
                "versicherung-arnold",
            },
        ),
    ],
)
def test_beispiel_vollstaendig_ohne_bw_recht(
    land: str, erwartet: set[str], beispiellauf: Callable[[str], Beispiel]
) -> None:
    """``notices beispiel --land ST|SL`` (the session's run): calendar, forms per applicant, Prüfbericht,
    notices incl. Stichwahl, Wahlakte – and no document cites Baden-Württemberg's law."""
    ordner = beispiellauf(land).ordner
    namen = {p.stem for p in ordner.glob("*.pdf")}
    formulare = {n.rsplit("-", 1)[0] for n in namen if n.count("-") == 2}
    assert formulare == erwartet
    assert {"fristen", "pruefbericht", "bekanntmachung", "bekanntmachung-stichwahl", "wahlakte"} <= namen
    for pdf in ordner.glob("*.pdf"):
        if pdf.stem == "wahlakte":
            continue  # the documents above, merged
        # a Formblatt is the same sheet (front and back) many times: its first copy
        text = " ".join(pdf_seiten(pdf, 2 if pdf.stem.startswith("formblatt") else None))
        assert not BW_RECHT.search(text), pdf.name


def test_sl_fristenkalender_ohne_programmwert(beispiellauf: Callable[[str], Beispiel]) -> None:
    """No rule on moving deadlines is on record for the Saarland: the calendar says so in words (no "None").
    The calendar of ``notices alle`` on the SL example, which is what ``notices beispiel --land SL`` runs."""
    [pdf] = list(beispiellauf("SL").ziel.glob("*/fristen.pdf"))
    text = " ".join(pdf_seiten(pdf))
    assert "None" not in text and "ist nicht bekannt; die Fristen sind unverschoben angegeben" in text
