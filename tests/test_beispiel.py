"""What `notices beispiel` writes for the built-in example, read as a clerk reads it (pypdf text)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import pdf_text


@pytest.fixture
def ordner(beispiele: Callable[[str], tuple[Path, str]]) -> Path:
    return beispiele("BW")[0] / "musterhausen-2027-03-14"


def text(pfad: Path) -> str:
    return pdf_text(pfad)


def test_bekanntmachungen_auf_ihren_fristtag_datiert(ordner: Path) -> None:
    """The example's notices carry their deadline day (§ 10 Abs. 6, § 10a Abs. 4 KomWG): same bytes on any day."""
    assert "Musterhausen, 27. Februar 2027" in text(ordner / "bekanntmachung.pdf")
    assert "Musterhausen, 27. März 2027" in text(ordner / "bekanntmachung-stichwahl.pdf")
    stichwahl = json.loads((ordner / "bekanntmachung-stichwahl.json").read_text("utf-8"))
    assert [b["id"] for b in stichwahl["bewerber"]] == ["schaefer", "huber"]


def test_pruefbericht(ordner: Path) -> None:
    daten = json.loads((ordner / "pruefbericht.json").read_text("utf-8"))
    assert [b["id"] for b in daten["bewerber"]] == ["mustermann", "schaefer", "yilmaz", "weber", "krause"]
    assert [b["vorschlag"] for b in daten["bewerber"]] == ["zulassen"] * 4 + ["zurueckweisen"]
    inhalt = text(ordner / "pruefbericht.pdf")
    assert "Sitzung des Wahlausschusses Donnerstag, 18. Februar 2027" in inhalt and "Lena Krause" in inhalt
    # the run-off consents have their own meeting and their own report
    stichwahl = json.loads((ordner / "pruefbericht-stichwahl.json").read_text("utf-8"))
    assert [(b["id"], b["vorschlag"]) for b in stichwahl["bewerber"]] == [("huber", "zulassen")]
    assert stichwahl["stichwahl"] is True
    assert "Sitzung des Wahlausschusses Donnerstag, 18. März 2027" in text(ordner / "pruefbericht-stichwahl.pdf")


def test_formulare(ordner: Path) -> None:
    """Formblatt only where signatures are needed (not the incumbent, § 10 Abs. 2 Satz 1 KomWG; not the
    run-off person, § 10a Abs. 2 KomWG); Anlage 16 not for Huber, who lives in the Gemeinde (§ 20a Abs. 2 Nr. 1)."""
    namen = {p.name.split("-")[0] + "-" + p.name.split("-")[1] for p in ordner.glob("*.pdf") if p.name.count("-") >= 2}
    assert {n for n in namen if n.startswith("formblatt-")} == {
        f"formblatt-{i}" for i in ("schaefer", "yilmaz", "weber", "krause")
    }
    assert "bescheinigung-huber" not in namen and "versicherung-huber" in namen
    assert all(p.read_bytes().startswith(b"%PDF-") for p in ordner.glob("*.pdf"))


@pytest.mark.parametrize("name", ["bekanntmachung.pdf", "bekanntmachung-stichwahl.pdf", "fristen.pdf"])
def test_oeffentliche_dokumente_haengen_keine_personendaten_an(ordner: Path, name: str) -> None:
    """A public notice is kept for good and published: its attached data must not add what § 20 Abs. 8
    KomWO keeps out of the notice (streets, PLZ, birth dates, the address behind an Auskunftssperre)."""
    from notices.archiv import angehaengte_daten

    anhang = angehaengte_daten(PdfReader(ordner / name))
    assert anhang is not None
    daten = json.loads(anhang)
    assert daten["bewerber"] == [] and daten["stichwahl_bewerber"] == [] and daten["wahl"]["gemeinde"] == "Musterhausen"
    roh = anhang.decode("utf-8")
    for verboten in ("Lindenweg", "Königstraße", "70173", "1975-04-02", "Ringstraße"):
        assert verboten not in roh


def test_formulare_haengen_die_vollen_daten_an(ordner: Path) -> None:
    """An Anlage 17 is a document about the applicant: it carries the election and that applicant's data – and
    no other applicant's (issue 32: the whole data are attached to the Wahlakte and the Prüfbericht)."""
    from notices.archiv import angehaengte_daten

    for muster, person in (("versicherung-weber-*.pdf", "weber"), ("maengelschreiben-krause-*.pdf", "krause")):
        pfad = next(ordner.glob(muster))
        daten = json.loads(angehaengte_daten(PdfReader(pfad)) or b"{}")
        assert [b["id"] for b in daten["bewerber"]] == [person] and daten["stichwahl_bewerber"] == []
        assert daten["wahl"]["gemeinde"] == "Musterhausen" and daten["wahl"]["stand"] is not None
    for name in ("wahlakte.pdf", "pruefbericht.pdf"):
        daten = json.loads(angehaengte_daten(PdfReader(ordner / name)) or b"{}")
        assert {"weber", "krause", "schaefer"} <= {b["id"] for b in daten["bewerber"]}


def test_ein_dokument_bleibt_gleich_wenn_sich_eine_andere_bewerbung_aendert() -> None:
    """Issue 32: a document's bytes depend on its own data. A form about one applicant attaches the election
    and that applicant only, so changing another application leaves it byte for byte as it was (the ZIP of
    the web reuses it); the changed applicant's own form changes."""
    from notices import dienste

    daten = dienste.lade(dienste.beispieldatei("BW"))
    geaendert = daten.model_copy(
        update={
            "bewerber": [
                b.model_copy(update={"beruf": "Physikerin"}) if b.id == "krause" else b for b in daten.bewerber
            ]
        }
    )
    assert geaendert.stand == daten.stand
    assert dienste.versicherung_pdf(geaendert, "weber") == dienste.versicherung_pdf(daten, "weber")
    assert dienste.versicherung_pdf(geaendert, "krause") != dienste.versicherung_pdf(daten, "krause")
    anhang = json.loads(angehaengt(dienste.versicherung_pdf(daten, "huber")))
    assert anhang["bewerber"] == [] and [p["id"] for p in anhang["stichwahl_bewerber"]] == ["huber"]
    assert anhang["stichwahl"] == {"teilnehmer": ["schaefer", "huber"]}


def angehaengt(pdf: bytes) -> bytes:
    import io

    from notices.archiv import angehaengte_daten

    return angehaengte_daten(PdfReader(io.BytesIO(pdf))) or b"{}"
