"""No program value in any document (issue 14): every PDF and calendar entry ``notices beispiel`` makes for
every Land, and the letters and notices made on request, are read as text and searched for what only a
program would print – None/True/False/null, key paths, command-line options, data-file words, snake_case
identifiers, template syntax, a Rechtsstand's internal code or label."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path

import pytest

from notices import dienste, recht
from notices.dienste import lade
from tests.conftest import pdf_text

VERBOTEN = re.compile(
    r"\bNone\b|\bTrue\b|\bFalse\b|\bnull\b|\bnan\b"  # Python and JSON values
    r"|Datendatei|Schlüssel|\.toml\b"  # the data file's words
    r"|(?<![\w-])--[a-z]"  # command-line options
    r"|\[wahl|\bwahl\.[a-z]|\bbewerber\[|\bstichwahl_bewerber\b"  # key paths
    r"|\b[a-z]+_[a-z_]+\b"  # snake_case identifiers (keys, ids of rules)
    r"|\{\{|\{%|%\}|\}\}"  # template syntax
    r"|Traceback|Error\b|Exception\b"
)


def _verboten_in(text: str) -> list[str]:
    funde = [text[max(0, m.start() - 40) : m.end() + 40] for m in VERBOTEN.finditer(text)]
    for land in recht.laender():
        for rs in land.rechtsstaende:
            for wert in (rs.kennung, rs.label):
                if wert in text:
                    funde.append(f"Rechtsstand {wert!r}")
    return funde


def _ics_text(pfad: Path) -> str:
    """The human-readable fields of a calendar file (its keys are the format's, not ours)."""
    felder = ("SUMMARY", "DESCRIPTION", "LOCATION")
    zeilen = pfad.read_text("utf-8").replace("\r\n ", "").splitlines()
    return "\n".join(z.split(":", 1)[1] for z in zeilen if z.split(";")[0].split(":")[0] in felder)


@pytest.mark.parametrize("land", [land.code for land in recht.laender()])
def test_kein_programmwert_in_den_dokumenten_des_beispiels(
    beispiele: Callable[[str], tuple[Path, str]], land: str
) -> None:
    ordner, _ = beispiele(land)
    pdfs = sorted(ordner.rglob("*.pdf"))
    assert pdfs, "the example made no documents"
    funde = {p.name: f for p in pdfs if (f := _verboten_in(pdf_text(p)))}
    funde |= {p.name: f for p in sorted(ordner.rglob("*.ics")) if (f := _verboten_in(_ics_text(p)))}
    assert funde == {}


def _maengelschreiben(roh: dict, datei: Callable[..., Path]) -> bytes:
    """The letter about a curable defect: Dr. Schäfer's sworn declaration not yet received on 10.02.2027."""
    roh["bewerber"][1]["unterlagen"] = {"waehlbarkeitsbescheinigung": True}
    ergebnis = dienste.pruefe_datei(datei(roh), datetime(2027, 2, 10, 9, 0))
    return dienste.maengelschreiben_pdf(ergebnis, "schaefer")


def _benachrichtigung(roh: dict, datei: Callable[..., Path]) -> bytes:
    from notices.dokumente import benachrichtigung

    daten = lade(datei(roh))
    return dienste.benachrichtigung_pdf(daten, benachrichtigung.empfaenger(daten, "huber"), datum=date(2027, 3, 15))


def _ohne_sitzungstag(roh: dict, datei: Callable[..., Path]) -> bytes:
    """The notice where the data lack the meeting it would name: no placeholder instead."""
    del roh["wahl"]["ausschuss"]["zulassungssitzung"]
    return dienste.bekanntmachung_pdf(lade(datei(roh)), stichwahl=False, datum=date(2027, 2, 20))


@pytest.mark.parametrize(
    ("name", "erzeuge"),
    [
        ("Mängelschreiben", _maengelschreiben),
        ("Stichwahl-Benachrichtigung", _benachrichtigung),
        (
            "Stichwahl entfällt",
            lambda roh, datei: dienste.entfaellt_pdf(
                lade(datei(roh)), grund="Frau Dr. Schäfer ist verstorben.", datum=date(2027, 3, 20)
            ),
        ),
        ("Bekanntmachung ohne Sitzungstag", _ohne_sitzungstag),
    ],
)
def test_kein_programmwert_in_briefen_und_weiteren_bekanntmachungen(
    name: str, erzeuge: Callable[..., bytes], beispiel_roh: dict, toml_datei: Callable[..., Path]
) -> None:
    assert _verboten_in(pdf_text(erzeuge(beispiel_roh, toml_datei))) == [], name


@pytest.mark.parametrize(
    "text",
    [
        "Verschiebung: (None)",  # the Saarland calendar before issue 14
        "Rechtsstand: Baden-Württemberg, KomWG und KomWO i. d. F. ab 01.08.2023 (Stichwahl)",
        "wahl.bekanntmachung fehlt",
        "Mit --trotz-fristablauf erstellt",
        "Frist zulassung_spaetestens",
        "kein Schlüssel unterlagen in der Datendatei",
        "amtsinhaber: True",
        "{{ bewerber.name }}",
    ],
)
def test_das_muster_erkennt_programmwerte(text: str) -> None:
    assert _verboten_in(text)


def test_das_muster_laesst_deutschen_text_stehen() -> None:
    text = (
        "Bürgermeisterwahl am Sonntag, 14. März 2027 – Dr. Anna Schäfer, Diplom-Verwaltungswirtin (FH), "
        "Stuttgart-Mitte; § 10 Abs. 2 Satz 1 KomWG; 18:00 Uhr; E-Mail; Wahl-, Wahlvorschlags- und Stichwahlrecht"
    )
    assert _verboten_in(text) == []
