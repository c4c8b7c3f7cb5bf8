"""What the BW documents cite, read against the statutes (issue 23, points 7–11):

- before 01.08.2023 no § 10a KomWG or § 20a KomWO (they did not exist) and no paragraph of § 20 KomWO in the
  numbering of 2023 – the KomWO of that time is cited as a whole, "§ 20 KomWO a. F." (R-BW-05);
- the Stichwahl's committee decides under § 10a Abs. 3 KomWG, not § 10 Abs. 5;
- the write-in is § 19 Abs. 3 Nr. 1 KomWG, not § 26 Abs. 1 KomWO (the duty to publish the Wahlbekanntmachung);
- the Stichwahl notice rests on § 10a Abs. 4 KomWG only where a person is admitted under Abs. 3;
- the letter to a Stichwahl person: the ballot shows the particulars without the Geburtsjahr (§ 24 Abs. 3 Satz 2
  KomWO).
"""

from __future__ import annotations

import copy
import json
import tomllib
from datetime import date, datetime
from typing import Any

import pytest

from notices import recht
from notices.dienste import formulare, pruefe, validiere
from notices.dokumente import bekanntmachung as bm
from notices.dokumente import benachrichtigung
from notices.dokumente.fristenkalender import fristen_json, fristenkalender
from notices.dokumente.pruefbericht import maengelschreiben, pruefbericht
from notices.dokumente.pruefungstext import bericht_text
from tests.conftest import BEISPIEL

ROH = tomllib.loads(BEISPIEL.read_text("utf-8"))


def _alt() -> dict[str, Any]:
    """The example on a Wahltag of 2019 (KomWG 1997, KomWO a. F.) in a town of 30 000 (50 signatures)."""
    roh = copy.deepcopy(ROH)
    w = roh["wahl"]
    w.update(
        wahltag=date(2019, 10, 27),
        stichwahltag=date(2019, 11, 10),
        stellenausschreibung=date(2019, 8, 23),
        einreichungsfrist_ende=date(2019, 9, 30),
        einwohnerzahl=30_000,
    )
    w["ausschuss"].pop("zulassungssitzung", None)
    w["ausschuss"].pop("stichwahl_zulassungssitzung", None)
    roh.pop("stichwahl_bewerber", None)
    roh.pop("stichwahl", None)
    eingang = {
        "mustermann": datetime(2019, 8, 26, 7, 5),  # with Schäfer before 7:30 on the first Werktag: the Los
        "schaefer": datetime(2019, 8, 24, 10),
        "yilmaz": datetime(2019, 9, 2, 10),
        "weber": datetime(2019, 9, 3, 11),
        "krause": datetime(2019, 9, 30, 18, 20),  # late
    }
    for b in roh["bewerber"]:
        b["eingang"] = eingang[b["id"]]
    return roh


def _texte_alt() -> dict[str, str]:
    daten = validiere(_alt())
    ergebnis = pruefe(daten, BEISPIEL.parent, stichtag=datetime(2019, 10, 1, 9))
    texte = {
        "Prüfbericht": json.dumps(pruefbericht(ergebnis).kontext, ensure_ascii=False),
        "pruefen": bericht_text(ergebnis),
        "pruefen --json": json.dumps(ergebnis.als_json(), ensure_ascii=False),
        "Fristenkalender": json.dumps(fristenkalender(daten).kontext, ensure_ascii=False)
        + json.dumps(fristen_json(daten), ensure_ascii=False),
        "Mängelschreiben": json.dumps(maengelschreiben(ergebnis, "krause").dokument.kontext, ensure_ascii=False),
    }
    zugelassen = copy.deepcopy(_alt())
    zugelassen["bewerber"] = [b for b in zugelassen["bewerber"] if b["id"] != "krause"]
    d2 = validiere(zugelassen)
    b = bm.erstelle(d2)
    texte["Bekanntmachung"] = json.dumps(bm.ansicht(b, bm.ausgabetag(b)).kontext, ensure_ascii=False)
    for verb, f in formulare(daten).items():
        texte[verb] = json.dumps(f.ansicht(daten, daten.person("weber"), trotzdem=True).kontext, ensure_ascii=False)
    return texte


TEXTE_ALT = _texte_alt()


@pytest.mark.parametrize("dokument", sorted(TEXTE_ALT))
def test_altes_recht_zitiert_keine_vorschrift_von_2023(dokument: str) -> None:
    text = TEXTE_ALT[dokument]
    assert "§ 10a" not in text and "§ 20a" not in text, dokument
    assert "§ 20 Abs." not in text, dokument
    if dokument not in ("Fristenkalender",):
        assert "§ 20 KomWO a. F." in text, dokument


def test_altes_recht_reihenfolge_zitiert_a_f() -> None:
    """The order's messages (the notice's guard) cite the KomWO of the time."""
    from notices.fehler import Eingabefehler

    roh = _alt()
    roh["bewerber"] = [b for b in roh["bewerber"] if b["id"] != "krause"]
    for b in roh["bewerber"]:
        b.pop("los", None)
    with pytest.raises(Eingabefehler) as e:
        bm.erstelle(validiere(roh))
    [p] = e.value.probleme
    assert "(§ 20 KomWO a. F.)" in p.text and "§ 20 Abs." not in p.text


def test_stichwahl_pruefbericht_zitiert_10a_abs_3() -> None:
    """§ 10a Abs. 3 Satz 1 KomWG: the committee decides on the admission to the Stichwahl (not § 10 Abs. 5)."""
    ergebnis = pruefe(validiere(copy.deepcopy(ROH)), BEISPIEL.parent, stichwahl=True)
    k = pruefbericht(ergebnis).kontext
    assert "Über die Zulassung entscheidet der Gemeindewahlausschuss (§ 10a Abs. 3 KomWG)" in k["rolle"]
    assert "§ 10 Abs. 5" not in k["rolle"]
    assert "die Entscheidung trifft der Gemeindewahlausschuss (§ 10a Abs. 3 KomWG)" in bericht_text(ergebnis)
    # the applications' report keeps § 10 Abs. 5
    erste = pruefe(validiere(copy.deepcopy(ROH)), BEISPIEL.parent)
    assert "(§ 10 Abs. 5 KomWG)" in pruefbericht(erste).kontext["rolle"]


def _bekanntmachungen(roh: dict[str, Any]) -> dict[str, str]:
    daten = validiere(roh)
    texte = {}
    for stichwahl in (False, True):
        b = bm.erstelle(daten, stichwahl=stichwahl)
        d = bm.ansicht(b, bm.ausgabetag(b))
        texte["stichwahl" if stichwahl else "wahl"] = json.dumps([d.betreff, d.kontext], ensure_ascii=False)
    return texte


def test_eintragung_zitiert_die_regel_selbst() -> None:
    """§ 19 Abs. 3 Nr. 1 KomWG ("durch Eintragung des Namens"); § 26 Abs. 1 KomWO is the Wahlbekanntmachung."""
    texte = _bekanntmachungen(copy.deepcopy(ROH))
    for art, text in texte.items():
        assert "§ 26" not in text, art
    assert (
        "durch Eintragung des Namens in die freie Zeile des Stimmzettels abgegeben werden (§ 19 Abs. 3 Nr. 1 KomWG)"
        in texte["wahl"]
    )
    assert (
        "Gewählt werden kann nur einer der beiden vorgedruckten Bewerber (§ 45 Abs. 2 Satz 1 GemO)"
        in texte["stichwahl"]
    )


def test_stichwahl_bekanntmachung_grundlage() -> None:
    """§ 10a Abs. 4 KomWG: the notice of persons admitted under Abs. 3; where both applied, § 45 Abs. 2 GemO."""
    mit_neuer = _bekanntmachungen(copy.deepcopy(ROH))["stichwahl"]
    assert "Öffentliche Bekanntmachung nach § 10a Abs. 4 KomWG" in mit_neuer
    assert "An ihr nehmen als Bewerber teil (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO):" in mit_neuer
    roh = copy.deepcopy(ROH)
    roh.pop("stichwahl_bewerber")
    roh["stichwahl"]["teilnehmer"] = ["schaefer", "yilmaz"]
    beide = _bekanntmachungen(roh)["stichwahl"]
    assert "§ 10a Abs. 4" not in beide
    assert "Öffentliche Bekanntmachung zur Stichwahl (§ 45 Abs. 2 GemO)" in beide
    assert (
        "An ihr nehmen als Bewerber teil (§ 45 Abs. 2 Satz 1 GemO; ihre Bewerbungen gelten auch für die Stichwahl, § 10a Abs. 1 KomWG):"
        in beide
    )


def test_brief_stimmzettel_ohne_geburtsjahr() -> None:
    daten = validiere(copy.deepcopy(ROH))
    e = benachrichtigung.empfaenger(daten, "huber")
    text = json.dumps(benachrichtigung.ansicht(daten, e, date(2027, 3, 15)).kontext, ensure_ascii=False)
    assert (
        "Auf dem Stimmzettel werden diese Angaben ohne das Geburtsjahr vorgedruckt (§ 24 Abs. 3 Satz 2 KomWO)" in text
    )
    assert "öffentlich bekannt gemacht und auf dem Stimmzettel vorgedruckt" not in text


def test_neues_recht_zitiert_die_absaetze() -> None:
    """From 01.08.2023 the numbering of § 20 KomWO is cited paragraph by paragraph, as before."""
    rs = recht.rechtsstand(validiere(copy.deepcopy(ROH)).wahl)
    assert rs.pruefung.frist_unheilbar == "§ 10 Abs. 5 Satz 2 KomWG, § 20 Abs. 5 Satz 2 Nr. 1 KomWO"
    assert rs.reihenfolge.vorschrift == "§ 20 Abs. 6 Satz 3, Abs. 8 Satz 1 KomWO"
    assert rs.regel("gleichzeitiger_eingang_bis").vorschrift == "§ 20 Abs. 1 Satz 2 KomWO"
