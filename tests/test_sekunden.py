"""A receipt seconds after 18:00 is late (R-ALLE-02, "bis 18 Uhr"); the sentence that says so shows the
seconds, or it reads "eingegangen am …, 18:00 Uhr, nach Ende der Einreichungsfrist (…, 18:00 Uhr)" – in the
Prüfbericht, the Mängelschreiben and the BW Stichwahl consents, in every Land."""

from __future__ import annotations

import tomllib
from datetime import datetime, time, timedelta
from pathlib import Path

import pytest

from notices import deutsch, recht
from notices.dienste import pruefe, validiere
from notices.dokumente.pruefbericht import maengelschreiben, pruefbericht
from notices.pruefung import pruefe as pruefe_mit_listen
from notices.recht.fristenrechnung import einreichungsschluss
from tests.conftest import REPO

LAENDER = [land.code for land in recht.laender()]


@pytest.mark.parametrize(
    ("zeit", "text"),
    [
        (time(18, 0), "18:00 Uhr"),
        (time(18, 0, 30), "18:00:30 Uhr"),
        (time(18, 0, 0, 500_000), "18:00:00,5 Uhr"),
        (time(7, 29, 59), "07:29:59 Uhr"),
    ],
)
def test_uhrzeit_mit_sekunden_wo_es_welche_gibt(zeit: time, text: str) -> None:
    assert deutsch.uhrzeit(zeit) == text


def _daten(code: str, eingang_nach: timedelta):
    pfad = REPO / "examples" / recht.land(code).beispiel
    roh = tomllib.loads(pfad.read_text("utf-8"))
    daten = validiere(roh)
    schluss = einreichungsschluss(daten.wahl, recht.rechtsstand(daten.wahl))
    # BB: 12 Uhr (§ 69 Abs. 2 BbgKWahlG); MV: 16 Uhr (§ 62 Abs. 4 LKWG M-V)
    assert schluss is not None and schluss.time() in (time(18, 0), time(12, 0), time(16, 0))
    b = roh["bewerber"][0]
    b["eingang"] = schluss + eingang_nach
    b.pop("los", None)
    b["zugelassen"] = False
    return validiere(roh), pfad.parent, b["id"], schluss


@pytest.mark.parametrize("code", LAENDER)
def test_verspaetet_um_sekunden(code: str) -> None:
    daten, basis, bid, schluss = _daten(code, timedelta(seconds=30))
    ergebnis = pruefe(daten, basis, stichtag=schluss + timedelta(minutes=5))
    [m] = [m for m in ergebnis.bewerbung(bid).maengel if m.art == "frist"]
    tag = deutsch.datum_kurz(schluss.date())
    h = f"{schluss.hour:02d}"
    assert f"am {tag}, {h}:00:30 Uhr eingegangen, nach Ende der Einreichungsfrist ({tag}, {h}:00 Uhr)" in m.text
    bericht = str(pruefbericht(ergebnis).kontext)
    assert f"{h}:00:30 Uhr" in bericht
    if recht.rechtsstand(daten.wahl).pruefung.maengelschreiben is not None:
        brief = str(maengelschreiben(ergebnis, bid).dokument.kontext)
        assert f"{h}:00:30 Uhr eingegangen, nach Ende der Einreichungsfrist" in brief


@pytest.mark.parametrize("code", LAENDER)
def test_um_18_uhr_genau_rechtzeitig(code: str) -> None:
    """18:00:00 (BB: 12:00:00, MV: 16:00:00) is in time (R-ALLE-02): no defect, and the time shows without seconds."""
    daten, basis, bid, schluss = _daten(code, timedelta(0))
    ergebnis = pruefe(daten, basis, stichtag=schluss + timedelta(minutes=5))
    assert not [m for m in ergebnis.bewerbung(bid).maengel if m.art == "frist"]


def test_bw_stichwahl_zustimmung_um_sekunden() -> None:
    """§ 10a Abs. 2 Satz 1 KomWG, § 20a Abs. 2 Satz 1 KomWO: consent by 18 Uhr of the 3rd day after the ballot."""
    pfad = REPO / "examples" / "musterhausen-2027.toml"
    roh = tomllib.loads(pfad.read_text("utf-8"))
    roh["stichwahl_bewerber"][0]["zustimmung"] = datetime(2027, 3, 17, 18, 0, 30)
    ergebnis = pruefe(validiere(roh), pfad.parent, stichwahl=True, stichtag=datetime(2027, 3, 18, 9, 0))
    [m] = [m for m in ergebnis.bewerbung("huber").maengel if m.art == "zustimmung"]
    assert "am 17.03.2027, 18:00:30 Uhr eingegangen, nach Ablauf der Zustimmungsfrist (17.03.2027, 18:00 Uhr)" in m.text
    assert "18:00:30 Uhr" in str(maengelschreiben(ergebnis, "huber").dokument.kontext)


def test_formblatt_um_sekunden(tmp_path: Path) -> None:
    """A sheet of signatures received seconds after the end of the period (§ 20 Abs. 5 Satz 2 Nr. 2 KomWO)."""
    from notices.unterschriften import lies_liste, lies_listen

    pfad = REPO / "examples" / "musterhausen-2027.toml"
    daten = validiere(tomllib.loads(pfad.read_text("utf-8")))
    b = next(b for b in daten.bewerber if b.id == "weber")
    assert b.unterschriften is not None
    zeilen = (pfad.parent / b.unterschriften).read_text("utf-8").splitlines()
    spalte = zeilen[0].split(",").index("eingang")
    erste = zeilen[1].split(",")
    erste[spalte] = "2027-02-15T18:00:30"
    liste = tmp_path / "weber.csv"
    liste.write_text("\n".join([zeilen[0], ",".join(erste), *zeilen[2:]]) + "\n", "utf-8")
    listen = {**lies_listen(daten, pfad.parent), "weber": lies_liste(liste, "weber.csv")}
    ergebnis = pruefe_mit_listen(daten, listen, stichtag=datetime(2027, 2, 20, 9, 0))
    [u] = [u for u in ergebnis.bewerbung("weber").ungueltig if "nach_fristende" in u.regeln]
    assert (
        "Formblatt am 15.02.2027, 18:00:30 Uhr eingegangen, nach Ende der Einreichungsfrist (15.02.2027, 18:00 Uhr"
        in u.grund
    )
