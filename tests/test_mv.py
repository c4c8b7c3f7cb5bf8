"""Mecklenburg-Vorpommern (§§ 3, 14 bis 20, 62, 66 bis 68 LKWG M-V; §§ 24 bis 27 LKWO M-V): the version, the
deadlines, no quorum, the order of the notice, the Stichwahl with a withdrawal, the admission check and the
Mängelschreiben – table-driven, each row citing its paragraph, with the dates the Wahlleitungen published
(Landkreis Mecklenburgische Seenplatte 2018, Kommunalwahl 2019, Stralsund 2022, Rostock 2022, Amt
Mecklenburgische Kleinseenplatte 2024, Feldberger Seenlandschaft 2025; docs/recht-mv.md)."""

from __future__ import annotations

import functools
import tomllib
from datetime import date, datetime, time
from typing import Any

import pytest

from notices import recht
from notices.dienste import lade, pruefe, validiere
from notices.fehler import Eingabefehler
from notices.model import Wahl, Wahldaten
from notices.reihenfolge import erste_wahl, stichwahl
from tests import conftest

from .conftest import REPO

MV = REPO / "examples" / "seestadt-mv-2026.toml"

wahl = functools.partial(conftest.wahl, "MV", gemeinde="Testdorf", einwohnerzahl=9_000, wahltag=date(2026, 9, 20))
bewerber = functools.partial(
    conftest.bewerber, anschrift={"strasse": "Weg 1", "plz": "17999", "ort": "Testdorf"}, zugelassen=True
)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


def _roh() -> dict[str, Any]:
    return tomllib.loads(MV.read_text("utf-8"))


# --- version -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2011, 9, 4), "mv-2011"),  # the first elections under the LKWG of 16.12.2010 (Landräte, Landtag)
        (date(2022, 11, 13), "mv-2011"),  # Rostock
        (date(2025, 5, 11), "mv-2011"),  # Feldberger Seenlandschaft
    ],
)
def test_fassung_nach_wahltag(wahltag: date, kennung: str) -> None:
    assert recht.rechtsstand(wahl(wahltag=wahltag)).kennung == kennung


def test_vor_dem_lkwg_kein_rechtsstand() -> None:
    """Before 04.09.2011 the KWG M-V applied (Rostock 2002: 18 Uhr of another day) – not on record, refused."""
    assert [p.pfad for p in recht.pruefe_wahl(wahl(wahltag=date(2011, 8, 28)))] == ["wahl.wahltag"]


@pytest.mark.parametrize("amt", ["Bürgermeister", "Oberbürgermeister", "Ehrenamtlicher Bürgermeister"])
def test_aemter(amt: str) -> None:
    """§ 1 LKWG M-V: the ehrenamtliche Bürgermeister is elected directly too (with the Gemeindevertretung)."""
    assert recht.pruefe_wahl(wahl(amt=amt)) == []


# --- deadlines (§ 62 Abs. 4, § 18 Abs. 2, § 67 Abs. 2 LKWG M-V) ------------------------------------------


@pytest.mark.parametrize(
    ("wahltag", "erwartet"),
    [
        # Landkreis Mecklenburgische Seenplatte, Landratswahl 27.05.2018: "bis zum 13. März 2018 (75. Tag vor der
        # Wahl) spätestens bis 16.00 Uhr" (the same § 62 Abs. 4)
        (date(2018, 5, 27), {"einreichung_bis": (date(2018, 3, 13), time(16))}),
        # Kommunalwahl 26.05.2019: the committees decide "bis spätestens 4. April" (NDR)
        (date(2019, 5, 26), {"zulassung_spaetestens": (date(2019, 4, 4), None)}),
        # Stralsund 08.05.2022: "bis zum 22. Februar 2022 um 16 Uhr"
        (date(2022, 5, 8), {"einreichung_bis": (date(2022, 2, 22), time(16))}),
        # Rostock 13.11.2022: "Meldeschluss am Dienstag, 16 Uhr" (30.08.); second session on 22.09.2022
        (
            date(2022, 11, 13),
            {"einreichung_bis": (date(2022, 8, 30), time(16)), "zulassung_spaetestens": (date(2022, 9, 22), None)},
        ),
        # Amt Mecklenburgische Kleinseenplatte, ehrenamtliche Bürgermeister 09.06.2024: "den 26. März 2024, bis
        # spätestens 16.00 Uhr"
        (date(2024, 6, 9), {"einreichung_bis": (date(2024, 3, 26), time(16))}),
        # Feldberger Seenlandschaft 11.05.2025: "bis spätestens Dienstag, den 25. Februar 2025, 16:00 Uhr (75. Tag
        # vor der Wahl, Ausschlussfrist)"; "Nach Ablauf des 73. Tages vor der Wahl (27. Februar 2025) können nur
        # noch Mängel gültiger Wahlvorschläge behoben werden (§ 18 Abs. 2 LKWG M-V)"
        (
            date(2025, 5, 11),
            {"einreichung_bis": (date(2025, 2, 25), time(16)), "maengel_bis": (date(2025, 2, 27), None)},
        ),
        # § 67 Abs. 2 Satz 6: the withdrawal "spätestens am Tag nach der Wahl"
        (date(2026, 9, 20), {"stichwahl_verzicht_bis": (date(2026, 9, 21), None)}),
    ],
)
def test_fristen(wahltag: date, erwartet: dict[str, tuple[date, time | None]]) -> None:
    ist = fristen(wahl(wahltag=wahltag))
    assert {k: ist[k] for k in erwartet} == erwartet


def test_einreichung_ist_die_rolle_des_einreichungsschlusses() -> None:
    rs = recht.rechtsstand(wahl())
    assert rs.mit_rolle("einreichungsschluss").n == 75
    assert rs.mit_rolle("maengelbeseitigung_bis").n == 73


@pytest.mark.parametrize(("wahltag", "fehler"), [(date(2026, 9, 20), []), (date(2026, 9, 19), ["wahl.wahltag"])])
def test_wahltag_ist_ein_sonntag(wahltag: date, fehler: list[str]) -> None:
    """§ 3 Abs. 1 Satz 1 LKWG M-V: "Wahltag ist ein Sonntag"."""
    assert [p.pfad for p in recht.pruefe_wahl(wahl(wahltag=wahltag))] == fehler


# --- no support signatures ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "werte", [{}, {"wahlvorschlagstraeger": "SPD"}, {"wahlvorschlagstraeger": "Bürger für Testdorf"}]
)
@pytest.mark.parametrize("einwohner", [300, 9_000, 210_000])
def test_keine_unterstuetzungsunterschriften(werte: dict[str, Any], einwohner: int) -> None:
    """R-MV-03: no call for proposals of a Bürgermeister- or Landratswahl names support signatures; Rostock 2022
    had 21 proposals, most of them Einzelbewerber."""
    q = recht.quorum(wahl(einwohnerzahl=einwohner), bewerber=bewerber(**werte))
    assert q.anzahl == 0
    assert "keine Unterstützungsunterschriften" in q.begruendung


@pytest.mark.parametrize(
    ("verb", "teil"),
    [
        ("formblatt", "keine Unterstützungsunterschriften"),
        ("bescheinigung", "Anlage 6 LKWO M-V"),
        ("versicherung", "Anlage 5 LKWO M-V"),
    ],
)
def test_keine_nachgebildeten_formblaetter(notices_cli: Any, tmp_path: Any, verb: str, teil: str) -> None:
    """No list for signatures the law does not ask for; the proposal's forms are the official Formblätter the
    Wahlbehörde hands out (every published call for proposals): refused with one sentence, nothing written."""
    ziel = tmp_path / "x.pdf"
    code, _aus, fehler = notices_cli(verb, MV, "--bewerber", "petersen", "--out", ziel)
    assert code == 2
    assert teil in fehler
    assert "Traceback" not in fehler
    assert not ziel.exists()


# --- order (§ 27 LKWO M-V) ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stimmen", "personen", "erwartet"),
    [
        # the parties and groups by their votes at the last election of the Vertretung, then the others by name,
        # then the Einzelbewerber by Familienname
        (
            {"CDU": 900, "SPD": 1200},
            [
                {"id": "e", "familienname": "Abel"},
                {"id": "c", "familienname": "Zander", "wahlvorschlagstraeger": "CDU"},
                {"id": "n", "familienname": "Busch", "wahlvorschlagstraeger": "Neue Liste"},
                {"id": "s", "familienname": "Xaver", "wahlvorschlagstraeger": "SPD"},
            ],
            ["s", "c", "n", "e"],
        ),
        (
            {},
            [{"id": "b", "familienname": "Brandt"}, {"id": "a", "familienname": "Albers"}],
            ["a", "b"],
        ),
    ],
)
def test_reihenfolge(stimmen: dict[str, int], personen: list[dict[str, Any]], erwartet: list[str]) -> None:
    daten = Wahldaten.model_validate(
        {"wahl": wahl(stimmen_letzte_gemeinderatswahl=stimmen), "bewerber": [bewerber(**p) for p in personen]}
    )
    assert [b.id for b in erste_wahl(daten)] == erwartet


def test_beispiel_reihenfolge() -> None:
    assert [b.id for b in erste_wahl(lade(MV))] == ["brandt", "lorenz", "petersen"]


# --- Stichwahl (§ 67 Abs. 2 LKWG M-V) -------------------------------------------------------------------


def test_stichwahl_der_beiden_mit_den_hoechsten_stimmenzahlen() -> None:
    assert [p.id for p in stichwahl(lade(MV))] == ["brandt", "lorenz"]


def test_stichwahl_nach_verzicht_tritt_die_naechste_person_ein() -> None:
    """§ 67 Abs. 2 Satz 4: "Verzichtet jemand auf die Teilnahme an der Stichwahl, so tritt an diese Stelle die
    Person mit der nächsthöchsten Stimmenzahl" – without the recorded withdrawal the same data are refused."""
    roh = _roh()
    roh["stichwahl"] = {"teilnehmer": ["brandt", "petersen"]}
    with pytest.raises(Eingabefehler) as e:
        stichwahl(validiere(roh))
    assert "§ 67 Abs. 2" in e.value.probleme[0].text
    roh["bewerber"][1]["stichwahl_verzicht"] = datetime(2026, 9, 21, 10, 0)
    assert [p.id for p in stichwahl(validiere(roh))] == ["brandt", "petersen"]


def test_wer_verzichtet_nimmt_nicht_teil() -> None:
    roh = _roh()
    roh["bewerber"][1]["stichwahl_verzicht"] = datetime(2026, 9, 21, 10, 0)
    with pytest.raises(Eingabefehler) as e:
        stichwahl(validiere(roh))
    assert [p.pfad for p in e.value.probleme] == ["bewerber[2].stichwahl_verzicht"]


def test_stichwahl_mehr_als_die_haelfte_ist_gewaehlt() -> None:
    """§ 67 Abs. 2 Satz 1: more than half of the valid votes elects – no 15 % quorum with several candidates."""
    roh = _roh()
    roh["bewerber"][0]["stimmen_erste_wahl"] = 3000  # of 3 000 + 1 980 + 830 = 5 810
    with pytest.raises(Eingabefehler):
        stichwahl(validiere(roh))


# --- admission check (§§ 18, 20, 62, 66 LKWG M-V) ---------------------------------------------------------


def test_beispiel_pruefung() -> None:
    ergebnis = pruefe(lade(MV), MV.parent)
    assert [(b.person.id, b.erforderlich, b.vorschlag) for b in ergebnis.bewerbungen] == [
        ("brandt", 0, "zulassen"),
        ("lorenz", 0, "zulassen"),
        ("petersen", 0, "zulassen"),
    ]


@pytest.mark.parametrize(
    ("eingang", "verspaetet"),
    [(datetime(2026, 7, 7, 16, 0), False), (datetime(2026, 7, 7, 16, 1), True)],  # § 62 Abs. 4: "16 Uhr"
)
def test_einreichung_bis_16_uhr_des_75_tages(eingang: datetime, verspaetet: bool) -> None:
    roh = _roh()
    roh["bewerber"][2]["eingang"] = eingang
    b = pruefe(validiere(roh), MV.parent, stichtag=datetime(2026, 7, 20, 9, 0)).bewerbung("petersen")
    assert (b.vorschlag == "zurueckweisen") is verspaetet
    assert any("§ 62 Abs. 4" in m.vorschrift for m in b.maengel) is verspaetet


@pytest.mark.parametrize(
    ("stichtag", "vorschlag"),
    [
        (datetime(2026, 7, 9, 23, 0), "offen"),  # the 73rd day: still curable (§ 18 Abs. 2)
        (datetime(2026, 7, 10, 9, 0), "zurueckweisen"),  # after it: the proposal is not valid
    ],
)
def test_zustimmung_nur_bis_zum_73_tag(stichtag: datetime, vorschlag: str) -> None:
    roh = _roh()
    roh["bewerber"][0]["unterlagen"]["zustimmungserklaerung"] = False
    b = pruefe(validiere(roh), MV.parent, stichtag=stichtag).bewerbung("brandt")
    assert b.vorschlag == vorschlag


def test_fuehrungszeugnis_bis_zur_entscheidung() -> None:
    """A missing Führungszeugnis is a defect of a valid proposal: curable after the 73rd day (NDR 2019)."""
    roh = _roh()
    roh["bewerber"][0]["unterlagen"]["fuehrungszeugnis"] = False
    b = pruefe(validiere(roh), MV.parent, stichtag=datetime(2026, 7, 20, 9, 0)).bewerbung("brandt")
    assert b.vorschlag == "offen"
    assert [m.vorschrift for m in b.maengel] == ["§ 66 LKWG M-V"]


@pytest.mark.parametrize(
    ("geburtsdatum", "noetig"),
    [
        (date(1968, 8, 25), True),
        (date(1972, 1, 15), True),  # 18 years completed on 15.01.1990
        (date(1972, 1, 16), False),
        (date(1986, 12, 2), False),
    ],
)
def test_erklaerung_staatssicherheit(geburtsdatum: date, noetig: bool) -> None:
    """Rostock 2022: "Alle Personen, die sich bewerben und am 15. Januar 1990 das 18. Lebensjahr bereits vollendet
    hatten, haben schriftlich zu erklären, ob sie eine Tätigkeit für die Staatssicherheit …"."""
    roh = _roh()
    roh["bewerber"][2]["geburtsdatum"] = geburtsdatum
    b = pruefe(validiere(roh), MV.parent, stichtag=datetime(2026, 7, 8, 9, 0)).bewerbung("petersen")
    assert any("Staatssicherheit" in m.text for m in b.maengel) is noetig


@pytest.mark.parametrize(
    ("geburtsdatum", "mangel"), [(date(2008, 9, 20), False), (date(2008, 9, 21), True)]
)  # § 6 LKWG M-V: 18 on the Wahltag
def test_mindestalter(geburtsdatum: date, mangel: bool) -> None:
    roh = _roh()
    roh["bewerber"][2]["geburtsdatum"] = geburtsdatum
    maengel = [m for m in pruefe(validiere(roh), MV.parent).bewerbung("petersen").maengel if m.art == "waehlbarkeit"]
    assert bool(maengel) is mangel


def test_bekanntmachung_ohne_ort() -> None:
    """§ 27 LKWO M-V: Name, Vorname, Geburtsjahr, Beruf oder Tätigkeit and the proposal ("Einzelbewerberin oder
    Einzelbewerber" with the Nachname); a place only at Landtag, Kreistag and Gemeindevertretung elections – the
    notice of a Bürgermeisterwahl shows none, not even under an Auskunftssperre, and its JSON's ort is null
    (R-MV-07)."""
    from datetime import date as _date

    from notices.dokumente import bekanntmachung as bm_mod

    daten = lade(MV)
    bm = bm_mod.erstelle(daten)
    dok = bm_mod.ansicht(bm, _date(2026, 7, 30))
    k = dok.kontext
    assert k["mit_ort"] is False and k["beruf_titel"] == "Beruf oder Tätigkeit"
    orte = {p.anschrift.ort for p in daten.bewerber} | {
        p.erreichbarkeitsanschrift.ort for p in daten.bewerber if p.erreichbarkeitsanschrift
    }
    for z in k["zeilen"]:
        assert "ort" not in z
        assert not orte & set(z.values())
    einzel = [z for z in k["zeilen"] if z["wahlvorschlag"].startswith("Einzelbewerber")]
    assert einzel and all(z["wahlvorschlag"].endswith(z["familienname"]) for z in einzel)
    assert all(b["ort"] is None for b in bm_mod.als_json(bm)["bewerber"])
