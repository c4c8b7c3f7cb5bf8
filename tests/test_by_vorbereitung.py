"""Bayern's notices before the filing (§ 34 GLKrWO): the Bekanntmachung der Wahl mit der Aufforderung zur
Einreichung von Wahlvorschlägen (Abs. 1 to 3) and the Bekanntmachung der Eintragungsmöglichkeiten in
Unterstützungslisten (Abs. 4, Anlage 11 zu Nr. 42 GLKrWBek).

- their dates for both day-number versions (Art. 60 GLKrWG), recomputed as the Wahltag minus n days and held
  against the published ones (Grabenstätt 2026: lists until Monday 19.01.2026, 12 Uhr, the 48th day; the
  Wahlkalender 2020: filing until 23.01.2020, lists until 03.02.2020; Neufahrn 2020: extra hours on 23. and
  25.01.2020 within the period);
- their sentences against the statute's wording (Art. 27, 28, 31 GLKrWG; § 34 GLKrWO) and the layout of
  Anlage 11 as Grabenstätt published it (numbered items, the table of rooms, "Ergänzend:", "Abweichend:");
- what the law makes impossible is refused with one sentence naming the field (an opening outside the period,
  a notice before the 89th day, an Aufforderung on the last day of the filing, no room, no office);
- nothing for the other Länder; ``notices alle`` archives both with their JSON.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import pytest

from notices import dienste
from notices.dienste import alle as alle_modul
from notices.dienste import validiere
from notices.dokumente import aufforderung as af
from notices.fehler import Eingabefehler
from notices.web import worte

from .conftest import pdf_text, roh_von

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = REPO / "examples" / "musterau-by-2026.toml"
BW_BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"


def _roh(wahltag: date | None = None) -> dict[str, Any]:
    """The example's data; with another Wahltag without the applicants, meetings and openings (its dates)."""
    roh = roh_von(BEISPIEL)
    if wahltag is None:
        return roh
    wahl = roh["wahl"]
    wahl["wahltag"] = wahltag
    for schluessel in ("stichwahltag", "stand"):
        wahl.pop(schluessel, None)
    wahl.get("ausschuss", {}).pop("zulassungssitzung", None)
    wahl["einreichungsstelle"].pop("zusaetzlich", None)
    for r in wahl["eintragungsraeume"]:
        for schluessel in ("zusaetzlich", "abweichend", "geschlossen"):
            r.pop(schluessel, None)
    for schluessel in ("bewerber", "stichwahl", "stichwahl_bewerber"):
        roh.pop(schluessel, None)
    return roh


def _vorbereitung(roh: dict[str, Any], art: af.Art) -> af.Vorbereitung:
    return af.erstelle(validiere(roh), art)


# --- The dates -------------------------------------------------------------------------------------------


def _tag(wahltag: date, n: int) -> date:
    return wahltag - timedelta(days=n)


FAELLE_TERMINE = [
    # (case, Wahltag, day numbers: first day of the notice, last day (None: not on record), filing, late
    #  filing, end of the lists, complaint against a refused Eintragungsschein; published anchors)
    ("by-2026: Musterau, Grabenstätt 08.03.2026", date(2026, 3, 8), (89, 73, 59, 52, 48, 54)),
    ("by-2024: Ingolstadt 09.02.2025 (old day numbers, Art. 60)", date(2025, 2, 9), (89, None, 52, 45, 41, 47)),
    ("by-2020: the general elections of 15.03.2020", date(2020, 3, 15), (89, None, 52, 45, 41, 47)),
]


@pytest.mark.parametrize(("fall", "wahltag", "n"), FAELLE_TERMINE, ids=[f[0] for f in FAELLE_TERMINE])
def test_termine_nach_den_tageszahlen(fall: str, wahltag: date, n: tuple[int, int | None, int, int, int, int]) -> None:
    """§ 34 Abs. 1 GLKrWO (89th, from 2026 also the 73rd day); Art. 31 (filing, 18 Uhr; late filing), Art. 28
    Abs. 1 (lists until 12 Uhr), Art. 28 Abs. 4 Satz 1 GLKrWG (the sixth day before the end of the lists)."""
    v = _vorbereitung(_roh(wahltag), "eintragung")
    fruehestens, spaetestens, schluss, nachfrist, ende, beschwerde = n
    assert v.fruehestens is not None and v.fruehestens.datum == _tag(wahltag, fruehestens)
    assert (v.spaetestens.datum if v.spaetestens else None) == (_tag(wahltag, spaetestens) if spaetestens else None)
    assert (v.schluss.datum, v.schluss.uhrzeit) == (_tag(wahltag, schluss), time(18))
    assert v.nachfrist is not None and (v.nachfrist.datum, v.nachfrist.uhrzeit) == (_tag(wahltag, nachfrist), time(18))
    assert v.eintragung_bis is not None
    assert (v.eintragung_bis.datum, v.eintragung_bis.uhrzeit) == (_tag(wahltag, ende), time(12))
    assert v.beschwerde_bis is not None and v.beschwerde_bis.datum == _tag(wahltag, beschwerde)
    assert beschwerde == ende + 6
    # notices alle dates both notices on the first day: the Eintragungsmöglichkeiten go out at the same time
    assert af.ausgabetag(v) == af.ausgabetag(_vorbereitung(_roh(wahltag), "aufforderung")) == v.fruehestens.datum
    assert af.erster_eintragungstag(v) == v.fruehestens.datum + timedelta(days=1)  # "ab dem Tag nach der Einreichung"


def test_veroeffentlichte_termine() -> None:
    """Grabenstätt 2026 (Anlage 11): "spätestens bis Montag, den 19. Januar 2026 (48. Tag vor dem Wahltag), 12 Uhr";
    the Wahlkalender 2020: proposals until Thursday 23.01.2020, 18 Uhr, lists until Monday 03.02.2020, 12 Uhr."""
    v26 = _vorbereitung(_roh(), "eintragung")
    assert v26.eintragung_bis is not None and v26.eintragung_bis.datum == date(2026, 1, 19)
    v20 = _vorbereitung(_roh(date(2020, 3, 15)), "aufforderung")
    assert v20.schluss.datum == date(2020, 1, 23)
    assert v20.eintragung_bis is not None and v20.eintragung_bis.datum == date(2020, 2, 3)


def test_neufahrn_2020_zusaetzliche_zeiten_in_der_frist() -> None:
    """Neufahrn 2020: "Zusätzlich werden die Unterstützungslisten aufgelegt am Donnerstag, 23.01.2020 18:00 - 20:00
    Uhr, Samstag, 25.01.2020 10:00 - 12:00 Uhr" – within the period of by-2020 (until 03.02.2020, 12 Uhr)."""
    roh = _roh(date(2020, 3, 15))
    roh["wahl"]["eintragungsraeume"][0]["zusaetzlich"] = [
        {"tag": date(2020, 1, 23), "von": time(18), "bis": time(20)},
        {"tag": date(2020, 1, 25), "von": time(10), "bis": time(12)},
    ]
    v = _vorbereitung(roh, "eintragung")
    sicht = af.ansicht(v, af.ausgabetag(v))
    text = json.dumps(sicht.kontext, ensure_ascii=False)
    assert "Donnerstag, 23.01.2020, 18:00 bis 20:00 Uhr" in text
    assert "Samstag, 25.01.2020, 10:00 bis 12:00 Uhr" in text
    assert "Montag, 3. Februar 2020 (41. Tag vor dem Wahltag), 12:00 Uhr" in text


def test_spaet_nach_dem_73_tag_wird_gesagt() -> None:
    """§ 34 Abs. 1 Satz 1 GLKrWO (2024): "spätestens am 73. Tag" – a later notice is late (the services say so),
    the last day itself is not."""
    v = _vorbereitung(_roh(), "aufforderung")
    assert not af.fristlage(v, date(2025, 12, 25)).verspaetet
    lage = af.fristlage(v, date(2025, 12, 26))
    assert lage.verspaetet and lage.meldung is not None
    assert "spätestens am Donnerstag, 25. Dezember 2025 fällig" in lage.meldung
    assert "§ 34 Abs. 1 Satz 1 GLKrWO" in lage.meldung


# --- The rendered notices (once per module) ----------------------------------------------------------------


@pytest.fixture(scope="module")
def archiviert() -> dict[str, Any]:
    """What ``notices alle`` archives for the example: both notices, PDF and JSON, by file name."""
    dokumente = alle_modul.vorbereitung(validiere(_roh()), BEISPIEL)
    return {f"{d.art}-{d.teil}.{d.endung}": d for d in dokumente}


def test_alle_archiviert_beide_mit_json(archiviert: dict[str, Any]) -> None:
    assert set(archiviert) == {
        "bekanntmachung-aufforderung.pdf",
        "bekanntmachung-aufforderung.json",
        "bekanntmachung-eintragung.pdf",
        "bekanntmachung-eintragung.json",
    }
    for name, d in archiviert.items():
        assert d.aufbewahrung == "dauernd", name  # public anyway (§ 100 Abs. 3, 4 GLKrWO)
        assert d.in_wahlakte == name.endswith(".pdf"), name
    eintragung = json.loads(archiviert["bekanntmachung-eintragung.json"].inhalt)
    assert eintragung["eintragung_bis"] == "2026-01-19T12:00"
    assert eintragung["unterstuetzungsunterschriften"] == 80  # Art. 27 Abs. 3: 3 001 to 5 000 inhabitants
    assert [r["barrierefrei"] for r in eintragung["raeume"]] == [True, False]
    aufforderung = json.loads(archiviert["bekanntmachung-aufforderung.json"].inhalt)
    assert (aufforderung["einreichung_bis"], aufforderung["nachfrist_bis"]) == ("2026-01-08T18:00", "2026-01-15T18:00")
    assert (aufforderung["fruehestens"], aufforderung["spaetestens"]) == ("2025-12-09", "2025-12-25")


def test_alle_laesst_ohne_raeume_nur_die_eintragung_aus() -> None:
    """Without rooms the notice of the lists is left out with the refusal as its note; the Aufforderung is made."""
    from notices.archiv import Ausgelassen

    roh = _roh()
    roh["wahl"].pop("eintragungsraeume")
    teile = alle_modul.vorbereitung(validiere(roh), BEISPIEL)
    ausgelassen = [t for t in teile if isinstance(t, Ausgelassen)]
    assert [t.titel for t in ausgelassen] == [alle_modul._VORBEREITUNG_TITEL["eintragung"]]
    assert ausgelassen[0].grund.startswith("wahl.eintragungsraeume: fehlt; die Bekanntmachung nennt")
    assert {(t.teil, t.endung) for t in teile if not isinstance(t, Ausgelassen)} == {
        ("aufforderung", "pdf"),
        ("aufforderung", "json"),
    }


def _text(archiviert: dict[str, Any], art: str) -> str:
    return pdf_text(archiviert[f"bekanntmachung-{art}.pdf"].inhalt)


# (sentence of the notice, what it restates)
SAETZE_EINTRAGUNG = [
    (
        "können sich die Wahlberechtigten ab dem Tag nach der Einreichung des Wahlvorschlags, jedoch spätestens bis "
        "Montag, 19. Januar 2026 (48. Tag vor dem Wahltag), 12:00 Uhr, mit Familienname, Vorname und Anschrift in "
        "eine Unterstützungsliste eintragen",
        "Art. 28 Abs. 1 Satz 1, Abs. 3 Satz 1 GLKrWG; Anlage 11 Nr. 1 (Grabenstätt 2026)",
    ),
    ("Es bestehen folgende Eintragungsmöglichkeiten:", "Anlage 11 Nr. 2"),
    ("barrierefrei ja / nein", "§ 34 Abs. 4 Satz 1 GLKrWO: ob die Räume barrierefrei sind"),
    ("ja, über den Seiteneingang am Kirchweg", "the barrier-free room with its note"),
    ("Ergänzend: Donnerstag, 15.01.2026, 17:00 bis 20:00 Uhr Samstag, 17.01.2026, 09:00 bis 12:00 Uhr", "extra"),
    ("Abweichend: Montag, 19.01.2026, 08:00 bis 12:00 Uhr", "the last day ends at 12 Uhr"),
    ("Geschlossen: Mittwoch, 24.12.2025 Mittwoch, 31.12.2025", "closed days"),
    ("Die Wahlberechtigten können sich in jedem Eintragungsraum in der Gemeinde eintragen.", "Anlage 11 Nr. 3"),
    (
        "von mindestens 80 weiteren Wahlberechtigten unterstützt werden (Art. 27 Abs. 3 i. V. m. Art. 45 Abs. 1 "
        "GLKrWG)",
        "Art. 27 Abs. 1, 3 GLKrWG",
    ),
    ("Jede wahlberechtigte Person kann für diese Wahl nur einen Wahlvorschlag unterstützen.", "Art. 28 Abs. 2"),
    ("Die Zurücknahme einer gültigen Unterschrift ist wirkungslos", "Art. 28 Abs. 2 GLKrWG"),
    (
        "Wer glaubhaft macht, wegen Krankheit oder körperlicher Behinderung nicht oder nur unter unzumutbaren "
        "Schwierigkeiten in der Lage zu sein, einen Eintragungsraum aufzusuchen, erhält auf Antrag einen "
        "Eintragungsschein. Auf dem Eintragungsschein ist an Eides statt zu versichern, dass diese Voraussetzungen "
        "vorliegen.",
        "Art. 28 Abs. 3 GLKrWG; Anlage 11 Nr. 4",
    ),
    ("eine Hilfsperson beauftragt, die Eintragung im Eintragungsraum für sie vorzunehmen", "Art. 28 Abs. 3"),
    (
        "spätestens am Dienstag, 13. Januar 2026 Beschwerde an die Rechtsaufsichtsbehörde erhoben werden",
        "Art. 28 Abs. 4 Satz 1 GLKrWG: the sixth day before the end (54th day)",
    ),
]

SAETZE_AUFFORDERUNG = [
    (
        "Am Sonntag, 8. März 2026 findet die Wahl der ersten Bürgermeisterin oder des ersten Bürgermeisters",
        "§ 34 Abs. 1",
    ),
    ("findet am Sonntag, 22. März 2026 eine Stichwahl unter den zwei Personen statt", "Art. 46 Abs. 1 GLKrWG"),
    ("findet die Wahl ohne Bindung an sich bewerbende Personen statt", "§ 34 Abs. 2 Nr. 2 GLKrWO"),
    ("Wahlvorschläge dürfen nur von Parteien und von Wählergruppen (Wahlvorschlagsträgern) eingereicht", "Art. 24"),
    ("in der Gemeinde Musterau von mindestens 80 Wahlberechtigten", "Art. 27 Abs. 3 GLKrWG"),
    (
        "Die Wahlvorschläge sind spätestens am Donnerstag, 8. Januar 2026 bis 18:00 Uhr (59. Tag vor dem Wahltag) "
        "einzureichen",
        "§ 34 Abs. 1 Satz 2 GLKrWO, Art. 31 Satz 1 GLKrWG",
    ),
    (
        "kein oder nur ein Wahlvorschlag eingereicht, können Wahlvorschläge noch bis Donnerstag, 15. Januar 2026, "
        "18:00 Uhr (52. Tag vor dem Wahltag), nachgereicht werden",
        "Art. 31 Satz 2 GLKrWG",
    ),
    ("Rathaus Musterau, Zimmer 5 im 1. Obergeschoss (Wahlamt), Rathausplatz 1, 84999 Musterau", "§ 34 Abs. 3 Nr. 4"),
    ("Zusätzlich: Donnerstag, 08.01.2026, 16:00 bis 18:00 Uhr", "the last day until 18 Uhr"),
    ("die am Montag, 19. Januar 2026 wahlberechtigt", "Art. 25 Abs. 1 Satz 1 GLKrWG: the 48th day"),
    ("Niederschrift über die Aufstellungsversammlung mit Anwesenheitsliste", "Art. 29 Abs. 5 GLKrWG"),
]


@pytest.mark.parametrize(("satz", "quelle"), SAETZE_EINTRAGUNG, ids=[q for _, q in SAETZE_EINTRAGUNG])
def test_eintragung_saetze(archiviert: dict[str, Any], satz: str, quelle: str) -> None:
    assert satz in _text(archiviert, "eintragung")


@pytest.mark.parametrize(("satz", "quelle"), SAETZE_AUFFORDERUNG, ids=[q for _, q in SAETZE_AUFFORDERUNG])
def test_aufforderung_saetze(archiviert: dict[str, Any], satz: str, quelle: str) -> None:
    assert satz in _text(archiviert, "aufforderung")


@pytest.mark.parametrize("art", af.ARTEN)
def test_keine_programmwerte_und_nur_oeffentliches(archiviert: dict[str, Any], art: af.Art) -> None:
    """No program value reaches the notice; the notices before the filing name no applicant."""
    text = _text(archiviert, art)
    for wort in ("None", "True", "False", "wahl.", "[[", "{", "}", "_"):
        assert wort not in text, wort
    for bewerber in _roh()["bewerber"]:
        assert bewerber["familienname"] not in text


def _kontext(roh: dict[str, Any], art: af.Art) -> str:
    v = _vorbereitung(roh, art)
    return json.dumps(af.ansicht(v, af.ausgabetag(v)).kontext, ensure_ascii=False)


def test_einreichung_schon_am_tag_der_aufforderung() -> None:
    """Proposals may be filed from the notice on ("Ab heute … sind Wahlvorschläge … möglich", Bayreuth 2012; "ab
    Erlass dieser Bekanntmachung", Denklingen 2018): an extra hour on the day of the notice is announced."""
    roh = _roh()
    roh["wahl"]["einreichungsstelle"]["zusaetzlich"] = [{"tag": date(2025, 12, 9), "von": time(16), "bis": time(18)}]
    assert "Dienstag, 09.12.2025, 16:00 bis 18:00 Uhr" in _kontext(roh, "aufforderung")


def test_ein_raum_ohne_satz_ueber_mehrere_raeume() -> None:
    """Anlage 11 Nr. 3 ("Wenn mehrere Eintragungsräume eingerichtet sind …") only where there are several."""
    roh = _roh()
    roh["wahl"]["eintragungsraeume"] = roh["wahl"]["eintragungsraeume"][:1]
    assert "in jedem Eintragungsraum" not in _kontext(roh, "eintragung")
    assert "in jedem Eintragungsraum" in _kontext(_roh(), "eintragung")


def test_alte_fassung_nennt_die_alten_tage_und_die_altersgrenze() -> None:
    """by-2020: filing by the 52nd day, late filing by the 45th, lists until the 41st; Art. 39 a. F. with the
    age limit of 67 for a berufsmäßige erste Bürgermeisterin or a berufsmäßiger erster Bürgermeister; by-2024
    (Art. 39 from 01.01.2024) without it."""
    text = _kontext(_roh(date(2020, 3, 15)), "aufforderung")
    assert "spätestens am Donnerstag, 23. Januar 2020 bis 18:00 Uhr (52. Tag vor dem Wahltag)" in text
    assert "noch bis Donnerstag, 30. Januar 2020, 18:00 Uhr (45. Tag vor dem Wahltag)" in text
    assert "bis Montag, 3. Februar 2020, 12:00 Uhr, möglich" in text
    assert "das 67. Lebensjahr vollendet hat" in text
    assert "67. Lebensjahr" not in _kontext(_roh(date(2025, 2, 9)), "aufforderung")


# --- What the law makes impossible is refused ---------------------------------------------------------------


def _raum(roh: dict[str, Any], nr: int = 1) -> dict[str, Any]:
    raum: dict[str, Any] = roh["wahl"]["eintragungsraeume"][nr - 1]
    return raum


FAELLE_VERWEIGERT: list[tuple[str, af.Art, Callable[[dict[str, Any]], Any], date | None, str, str]] = [
    (
        "nach dem Ende der Eintragungsfrist",
        "eintragung",
        lambda r: _raum(r)["zusaetzlich"][0].update(tag=date(2026, 1, 20)),
        None,
        "wahl.eintragungsraeume[1].zusaetzlich[1]",
        "Dienstag, 20.01.2026, 17:00 bis 20:00 Uhr liegt nach dem Ende der Eintragungsfrist (Montag, 19.01.2026, "
        "12:00 Uhr, Art. 28 Abs. 1 Satz 1 GLKrWG)",
    ),
    (
        "am letzten Tag nach 12 Uhr",
        "eintragung",
        lambda r: _raum(r)["abweichend"][0].update(bis=time(14)),
        None,
        "wahl.eintragungsraeume[1].abweichend[1]",
        "an diesem Tag endet die Zeit um 12:00 Uhr",
    ),
    (
        "vor dem Tag nach der ersten möglichen Einreichung",
        "eintragung",
        lambda r: _raum(r)["zusaetzlich"][0].update(tag=date(2025, 12, 9)),
        None,
        "wahl.eintragungsraeume[1].zusaetzlich[1]",
        "liegt vor dem 10.12.2025, dem ersten Tag, an dem Unterstützungslisten aufliegen können",
    ),
    (
        "geschlossen und zugleich offen",
        "eintragung",
        lambda r: _raum(r).update(geschlossen=[date(2026, 1, 15)]),
        None,
        "wahl.eintragungsraeume[1].geschlossen[1]",
        "Donnerstag, 15.01.2026 ist als geschlossen angegeben und hat zugleich eine Eintragungszeit",
    ),
    (
        "ohne Eintragungsraum",
        "eintragung",
        lambda r: r["wahl"].pop("eintragungsraeume"),
        None,
        "wahl.eintragungsraeume",
        "fehlt; die Bekanntmachung nennt, wo und wann sich die Wahlberechtigten in die Unterstützungslisten "
        "eintragen können und ob die Räume barrierefrei sind (§ 34 Abs. 4 Satz 1 GLKrWO)",
    ),
    (
        "nach dem Ende der Eintragungsfrist bekannt gemacht",
        "eintragung",
        lambda r: None,
        date(2026, 1, 20),
        "datum",
        "danach kann sich niemand mehr in eine Unterstützungsliste eintragen",
    ),
    (
        "ohne Einreichungsstelle",
        "aufforderung",
        lambda r: r["wahl"].pop("einreichungsstelle"),
        None,
        "wahl.einreichungsstelle",
        "fehlt; die Aufforderung nennt, wann und wo die Wahlleitung die Wahlvorschläge entgegennimmt "
        "(§ 34 Abs. 3 Nr. 4 GLKrWO)",
    ),
    (
        "Einreichungsstelle nach 18 Uhr des letzten Tags",
        "aufforderung",
        lambda r: r["wahl"]["einreichungsstelle"]["zusaetzlich"][0].update(bis=time(19)),
        None,
        "wahl.einreichungsstelle.zusaetzlich[1]",
        "reicht über das Ende der Einreichungsfrist hinaus",
    ),
    (
        "Einreichungsstelle vor der Bekanntmachung",
        "aufforderung",
        lambda r: r["wahl"]["einreichungsstelle"]["zusaetzlich"][0].update(tag=date(2025, 12, 8)),
        None,
        "wahl.einreichungsstelle.zusaetzlich[1]",
        "Montag, 08.12.2025, 16:00 bis 18:00 Uhr liegt vor dem 09.12.2025, dem Tag dieser Bekanntmachung; vor ihr "
        "können Wahlvorschläge nicht eingereicht werden",
    ),
    (
        "vor dem 89. Tag",
        "aufforderung",
        lambda r: None,
        date(2025, 12, 8),
        "datum",
        "08.12.2025 liegt vor dem 09.12.2025, dem ersten Tag, an dem die Wahl bekannt gemacht werden kann "
        "(§ 34 Abs. 1 Satz 1 GLKrWO)",
    ),
    (
        "am letzten Tag der Einreichung",
        "aufforderung",
        lambda r: None,
        date(2026, 1, 8),
        "datum",
        "zur Einreichung von Wahlvorschlägen kann nur vor dem Tag aufgefordert werden, an dem sie endet",
    ),
]


@pytest.mark.parametrize(
    ("fall", "art", "aendere", "datum", "pfad", "text"), FAELLE_VERWEIGERT, ids=[f[0] for f in FAELLE_VERWEIGERT]
)
def test_verweigert(
    fall: str, art: af.Art, aendere: Callable[[dict[str, Any]], Any], datum: date | None, pfad: str, text: str
) -> None:
    roh = copy.deepcopy(_roh())
    aendere(roh)
    v = _vorbereitung(roh, art)
    with pytest.raises(Eingabefehler) as e:
        af.ansicht(v, datum or af.ausgabetag(v))
    (problem,) = e.value.probleme
    assert problem.pfad == pfad
    assert text in problem.text


@pytest.mark.parametrize(
    ("aendere", "pfad", "text"),
    [
        (lambda r: _raum(r)["zusaetzlich"][0].update(von="17 Uhr"), "von", "„17 Uhr“ ist keine Uhrzeit"),
        (lambda r: _raum(r)["zusaetzlich"][0].update(bis=time(16)), "bis", "„16:00“ liegt nicht nach „17:00“"),
        (lambda r: _raum(r).update(zeiten=[]), "zeiten", "hat zu wenige Einträge (mindestens 1)"),
        (lambda r: _raum(r).update(zeiten=[" "]), "zeiten", "eine Zeile der Öffnungszeiten darf nicht leer sein"),
        (lambda r: _raum(r, 2).update(barrierefrei_hinweis="x"), "barrierefrei_hinweis", "nicht barrierefrei"),
        (lambda r: _raum(r).pop("barrierefrei"), "barrierefrei", "fehlt"),
    ],
    ids=[
        "keine Uhrzeit",
        "Ende vor Beginn",
        "keine Zeiten",
        "leere Zeile",
        "Hinweis ohne barrierefrei",
        "ohne ja/nein",
    ],
)
def test_ungueltige_angaben_ein_satz_je_problem(aendere: Callable[[dict[str, Any]], Any], pfad: str, text: str) -> None:
    roh = copy.deepcopy(_roh())
    aendere(roh)
    with pytest.raises(Eingabefehler) as e:
        validiere(roh)
    (problem,) = e.value.probleme
    assert problem.pfad.startswith("wahl.eintragungsraeume[") and problem.pfad.endswith(pfad)
    assert text in problem.text


# --- The other Länder, the web page ---------------------------------------------------------------------------


def test_andere_laender_haben_keine_und_bekommen_keine() -> None:
    daten = dienste.lade(BW_BEISPIEL)
    arten = dienste.dokumentarten(daten)
    assert "aufforderung" not in arten and "eintragung" not in arten
    assert alle_modul.vorbereitung(daten, BW_BEISPIEL) == []  # not even a note that they were left out
    with pytest.raises(Eingabefehler) as e:
        dienste.dokument(daten, "eintragung")
    assert "„eintragung“ gibt es für diese Wahl nicht" in str(e.value.probleme[0])
    for art in af.ARTEN:
        with pytest.raises(Eingabefehler) as e:
            af.erstelle(daten, art)
        assert "ist für Baden-Württemberg nicht vorgesehen" in str(e.value.probleme[0])


def test_by_dokumentarten_neue_arten_hinten() -> None:
    """Added kinds come after the notices a Land had, so that no kind moves (``arten[:2]`` stays)."""
    arten = dienste.dokumentarten(validiere(_roh()))
    assert arten[:2] == ["fristen", "bekanntmachung"]
    assert arten.index("bekanntmachung_stichwahl") < arten.index("aufforderung") < arten.index("eintragung")


def test_web_nennt_die_felder_mit_ihrem_namen() -> None:
    assert worte.bezeichnung("wahl.eintragungsraeume[2].zusaetzlich[1].von") == (
        "Eintragungsräume für die Unterstützungslisten, 2. Raum, zusätzliche Öffnungszeit 1"
    )
    assert worte.bezeichnung("wahl.einreichungsstelle.zusaetzlich[1]") == (
        "Stelle, die die Wahlvorschläge entgegennimmt, zusätzliche Öffnungszeit 1"
    )


# --- The command ------------------------------------------------------------------------------------------


def test_befehl_mit_frist_und_verspaetung(notices_cli: Callable[..., tuple[int, str, str]], tmp_path: Path) -> None:
    """``notices bekanntmachung --aufforderung``: late after the 73rd day – refused (exit 2) with the deadline and
    its arithmetic, made with ``--trotz-fristablauf`` and reported as late."""
    code, _, fehler = notices_cli("bekanntmachung", BEISPIEL, "--aufforderung", "--datum", "2025-12-26", "--json")
    assert code == 2
    assert "spätestens am Donnerstag, 25. Dezember 2025 fällig (73. Tag vor dem Wahltag" in fehler
    assert "Mit --trotz-fristablauf wird sie dennoch erstellt." in fehler
    ziel = tmp_path / "a.pdf"
    code, _, fehler = notices_cli(
        "bekanntmachung", BEISPIEL, "--aufforderung", "--datum", "2025-12-26", "--trotz-fristablauf", "--out", ziel
    )
    assert code == 0 and ziel.read_bytes().startswith(b"%PDF")
    assert "Achtung: verspätet." in fehler


def test_befehl_json_und_ausschluesse(notices_cli: Callable[..., tuple[int, str, str]]) -> None:
    code, aus, _ = notices_cli("bekanntmachung", BEISPIEL, "--eintragung", "--datum", "2025-12-09", "--json")
    assert code == 0 and json.loads(aus)["art"] == "eintragung"
    code, _, fehler = notices_cli("bekanntmachung", BEISPIEL, "--eintragung", "--stichwahl")
    assert code == 2 and "--eintragung: steht für sich" in fehler
    code, _, fehler = notices_cli("bekanntmachung", BEISPIEL, "--eintragung", "--datum", "2026-01-20", "--json")
    assert code == 2 and "--datum: 20.01.2026 liegt nach dem Ende der Eintragungsfrist" in fehler
    code, _, fehler = notices_cli("bekanntmachung", BW_BEISPIEL, "--aufforderung")
    assert code == 2 and "ist für Baden-Württemberg nicht vorgesehen" in fehler
    assert "Traceback" not in fehler


# --- The web page -----------------------------------------------------------------------------------------

WID = "musterau-by-2026"


@pytest.fixture
def client(tmp_path: Path) -> Any:
    import shutil

    from notices.web import erstelle_app

    shutil.copy(BEISPIEL, tmp_path / f"{WID}.toml")
    shutil.copytree(REPO / "examples" / "unterschriften", tmp_path / "unterschriften")
    app = erstelle_app(tmp_path, heute=lambda: date(2025, 12, 9), jetzt=lambda: datetime(2025, 12, 9, 9, 0))
    app.testing = True
    return app.test_client()


def test_web_bietet_beide_an_und_prueft_die_frist(client: Any) -> None:
    seite = client.get(f"/wahl/{WID}/dokumente").get_data(as_text=True)
    auff, eint, zul = (
        seite.index("Bekanntmachung der Wahl mit der Aufforderung zur Einreichung von Wahlvorschlägen"),
        seite.index("Bekanntmachung der Eintragungsmöglichkeiten in Unterstützungslisten"),
        seite.index("Bekanntmachung der zugelassenen Bewerbungen"),
    )
    assert auff < eint < zul
    pdf = client.get(f"/wahl/{WID}/pdf/bekanntmachung-eintragung?datum=2025-12-09")
    assert pdf.status_code == 200 and pdf.data.startswith(b"%PDF")
    assert "Musterau, 9. Dezember 2025" in pdf_text(pdf.data)
    spaet = client.get(f"/wahl/{WID}/vorschau/bekanntmachung-aufforderung?datum=2025-12-26")
    assert spaet.status_code == 409
    assert "spätestens am Donnerstag, 25. Dezember 2025 fällig" in spaet.get_data(as_text=True)
    zu_frueh = client.get(f"/wahl/{WID}/pdf/bekanntmachung-aufforderung?datum=2025-12-01")
    assert zu_frueh.status_code == 400
    assert "dem ersten Tag, an dem die Wahl bekannt gemacht werden kann" in zu_frueh.get_data(as_text=True)


def test_web_anderes_land_ohne_sie(tmp_path: Path) -> None:
    import shutil

    from notices.web import erstelle_app

    shutil.copy(BW_BEISPIEL, tmp_path / "bw.toml")
    shutil.copytree(REPO / "examples" / "unterschriften", tmp_path / "unterschriften")
    app = erstelle_app(tmp_path, heute=lambda: date(2027, 1, 4), jetzt=lambda: datetime(2027, 1, 4, 9, 0))
    app.testing = True
    c = app.test_client()
    assert "Eintragungsmöglichkeiten" not in c.get("/wahl/bw/dokumente").get_data(as_text=True)
    assert c.get("/wahl/bw/pdf/bekanntmachung-eintragung").status_code == 404


def test_anderes_land_liest_die_raeume_nicht_und_sagt_es() -> None:
    """The new keys are Bayern's: a BW file that sets them gets one warning per key, and its documents are as
    without them."""
    roh = roh_von(BW_BEISPIEL)
    by = _roh()["wahl"]
    roh["wahl"]["eintragungsraeume"] = by["eintragungsraeume"]
    roh["wahl"]["einreichungsstelle"] = by["einreichungsstelle"]
    warnungen = [str(p) for p in dienste.fremde_schluessel(validiere(roh))]
    assert warnungen == [
        "wahl.eintragungsraeume: „eintragungsraeume“ wird in Baden-Württemberg nicht gelesen und bleibt ohne "
        "Wirkung; der Schlüssel gilt nur in Bayern.",
        "wahl.einreichungsstelle: „einreichungsstelle“ wird in Baden-Württemberg nicht gelesen und bleibt ohne "
        "Wirkung; der Schlüssel gilt nur in Bayern.",
    ]
