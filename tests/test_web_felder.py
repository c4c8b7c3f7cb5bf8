"""The web fields of the data keys the newer Länder read: Bayern's rooms of the Unterstützungslisten and the office
that takes the proposals (§ 34 Abs. 3 Nr. 4, Abs. 4 GLKrWO), Sachsen's withdrawal from the zweiter Wahlgang
(§ 44a Abs. 2 Nr. 1 KomWG) and Thüringen's votes at the last Landtag election (§ 18 Abs. 2 Nr. 1 ThürKWG)."""

from __future__ import annotations

import tomllib
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

import pytest

from notices.dienste import lade as load
from notices.web import formular as fm
from tests.test_web import abgesendet, feldfehler, sichtbar
from tests.test_web_amt import klient, kopiere

RAEUME = "wahl.eintragungsraeume"
STELLE = "wahl.einreichungsstelle"
NEUER_RAUM = (
    "Bezeichnung: Schule Unterau, Aula\n"
    "Anschrift: Schulweg 3, 84999 Musterau\n"
    "Öffnungszeiten: Mittwoch: 15:00 bis 19:00 Uhr\n"
    "Zusätzlich: 10.01.2026, 9.30 bis 11.30 Uhr\n"
    "Geschlossen: 02.01.2026\n"
    "Barrierefrei: ja"
)


def _roh(pfad: Path) -> dict[str, Any]:
    with pfad.open("rb") as f:
        return tomllib.load(f)


def _feld(name: str) -> fm.Feld:
    return next(f for f in fm.WAHL_FELDER if f.name == name)


def _formular(c: Any, url: str) -> dict[str, str]:
    """What the form sends unchanged, its lines as typed (a browser sends a textarea's lines with CR LF)."""
    return {k: v.replace("\r\n", "\n") for k, v in abgesendet(c, url).items()}


def _by(tmp_path: Path) -> tuple[Any, str, Path]:
    wid = kopiere(tmp_path, "BY")
    return klient(tmp_path), f"/wahl/{wid}/bearbeiten", tmp_path / f"{wid}.toml"


def test_die_raeume_des_beispiels_als_text_und_zurueck() -> None:
    """Every key of the example's rooms and office survives the text a clerk sees (days, hours, closed days,
    the barrier-free note)."""
    roh = _roh(Path(__file__).resolve().parent.parent / "examples" / "musterau-by-2026.toml")
    for name in (RAEUME, STELLE):
        feld = _feld(name)
        text = fm.als_text(feld, fm.hole(roh, name))
        assert fm.lesefehler_alle(feld, text) == []
        assert fm.lies_wert(feld, {name: text}) == fm.hole(roh, name)
    text = fm.als_text(_feld(RAEUME), roh["wahl"]["eintragungsraeume"])
    assert "Zusätzlich: 15.01.2026, 17:00 bis 20:00 Uhr" in text
    assert "Geschlossen: 24.12.2025, 31.12.2025" in text
    assert "Barrierefrei: ja, über den Seiteneingang am Kirchweg" in text and "Barrierefrei: nein" in text


def test_die_raeume_werden_gezeigt_und_unveraendert_gespeichert(tmp_path: Path) -> None:
    c, url, pfad = _by(tmp_path)
    vorher = _roh(pfad)
    seite = c.get(url).get_data(as_text=True)
    assert "Eintragungsräume für die Unterstützungslisten" in seite
    assert "Stelle, die die Wahlvorschläge entgegennimmt" in seite
    werte = _formular(c, url)
    assert werte[RAEUME] == fm.als_text(_feld(RAEUME), vorher["wahl"]["eintragungsraeume"])
    # Another field saved: the rooms untouched, their comments kept
    assert c.post(url, data={**werte, "wahl.stand": "09.12.2025"}).status_code == 303
    nachher = _roh(pfad)
    assert nachher["wahl"]["eintragungsraeume"] == vorher["wahl"]["eintragungsraeume"]
    assert nachher["wahl"]["einreichungsstelle"] == vorher["wahl"]["einreichungsstelle"]
    assert "# The rooms in which the Gemeinde lays out" in pfad.read_text(encoding="utf-8")
    # The same rooms typed with other spaces and times written 17.00 are no change
    anders = werte[RAEUME].replace("17:00 bis 20:00", "17.00 bis 20.00").replace("\n\n", "\n \n\n")
    inhalt = pfad.read_bytes()
    assert c.post(url, data={**_formular(c, url), RAEUME: anders}).status_code == 303
    assert pfad.read_bytes() == inhalt


def test_ein_raum_wird_hinzugefuegt_geaendert_und_entfernt(tmp_path: Path) -> None:
    c, url, pfad = _by(tmp_path)
    alt = _roh(pfad)["wahl"]["eintragungsraeume"]
    werte = _formular(c, url)
    assert c.post(url, data={**werte, RAEUME: werte[RAEUME] + "\n\n" + NEUER_RAUM}).status_code == 303
    raeume = load(pfad).wahl.eintragungsraeume
    assert [r.bezeichnung for r in raeume] == [alt[0]["bezeichnung"], alt[1]["bezeichnung"], "Schule Unterau, Aula"]
    neu = raeume[2]
    assert (neu.anschrift.strasse, neu.anschrift.plz, neu.anschrift.ort) == ("Schulweg 3", "84999", "Musterau")
    assert neu.zeiten == ["Mittwoch: 15:00 bis 19:00 Uhr"]
    assert [(z.tag, z.von, z.bis) for z in neu.zusaetzlich] == [(date(2026, 1, 10), time(9, 30), time(11, 30))]
    assert neu.geschlossen == [date(2026, 1, 2)] and neu.barrierefrei and neu.barrierefrei_hinweis is None
    # The second room is removed (its block deleted), the first one's hours changed
    werte = _formular(c, url)
    bloecke = werte[RAEUME].split("\n\n")
    assert len(bloecke) == 3
    erster = bloecke[0].replace("Freitag: 08:00 bis 12:00 Uhr", "Freitag: 08:00 bis 13:00 Uhr")
    assert c.post(url, data={**werte, RAEUME: erster + "\n\n" + bloecke[2]}).status_code == 303
    roh = _roh(pfad)["wahl"]["eintragungsraeume"]
    assert [r["bezeichnung"] for r in roh] == [alt[0]["bezeichnung"], "Schule Unterau, Aula"]
    assert roh[0]["zeiten"][1] == "Freitag: 08:00 bis 13:00 Uhr"
    assert {k: v for k, v in roh[0].items() if k != "zeiten"} == {k: v for k, v in alt[0].items() if k != "zeiten"}
    # Every room removed: the key goes
    assert c.post(url, data={**_formular(c, url), RAEUME: ""}).status_code == 303
    assert "eintragungsraeume" not in _roh(pfad)["wahl"]


@pytest.mark.parametrize(
    ("zeile", "satz"),
    [
        (
            "Zusätzlich: 15.01.2026, 17:00 bis 25:00 Uhr",
            "3. Raum, zusätzliche Öffnungszeit „15.01.2026, 17:00 bis 25:00 Uhr“: bitte Tag und Uhrzeiten angeben, "
            "z. B. „15.01.2026, 17:00 bis 20:00 Uhr“.",
        ),
        (
            "Abweichend: 19.01.2026, 12:00 bis 08:00 Uhr",
            "3. Raum, abweichende Öffnungszeit „19.01.2026, 12:00 bis 08:00 Uhr“: das Ende (08:00 Uhr) liegt nicht "
            "nach dem Beginn (12:00 Uhr).",
        ),
        ("Geschlossen: 31.02.2026", "3. Raum, geschlossen: „31.02.2026“ ist kein Tag; bitte als TT.MM.JJJJ eingeben."),
        (
            "Barrierefrei: vielleicht",
            "3. Raum, Barrierefrei „vielleicht“: bitte „ja“, „ja, “ mit dem Hinweis, wie der Raum zu erreichen ist, "
            "oder „nein“ angeben.",
        ),
        (
            "Öffnungszeit Montag 8 bis 12",
            "3. Raum, Zeile „Öffnungszeit Montag 8 bis 12“: bitte mit einem dieser Wörter und Doppelpunkt beginnen: "
            "Bezeichnung, Anschrift, Öffnungszeiten, Zusätzlich, Abweichend, Geschlossen, Barrierefrei.",
        ),
    ],
)
def test_eine_falsche_angabe_wird_mit_ihrem_satz_abgelehnt(tmp_path: Path, zeile: str, satz: str) -> None:
    """One sentence per bad line, at the field, naming the room; nothing saved, the typed text kept in the form."""
    c, url, pfad = _by(tmp_path)
    inhalt = pfad.read_bytes()
    werte = _formular(c, url)
    getippt = werte[RAEUME] + "\n\n" + NEUER_RAUM + "\n" + zeile
    if zeile.startswith("Barrierefrei"):
        getippt = getippt.replace("Barrierefrei: ja\n", "")
    antwort = c.post(url, data={**werte, RAEUME: getippt})
    assert antwort.status_code == 400
    text = antwort.get_data(as_text=True)
    assert feldfehler(text, "f-wahl-eintragungsraeume").count("<li>") == 1
    assert satz in feldfehler(text, "f-wahl-eintragungsraeume")
    assert zeile in sichtbar(text)  # the typed text is still in the form
    assert pfad.read_bytes() == inhalt


def test_ein_fehler_des_modells_steht_am_raum(tmp_path: Path) -> None:
    """A problem the data model finds in a room (a PLZ of four digits) is shown at the field, naming the room."""
    c, url, pfad = _by(tmp_path)
    inhalt = pfad.read_bytes()
    werte = _formular(c, url)
    falsch = NEUER_RAUM.replace("Schulweg 3, 84999", "Schulweg 3, 8499")
    antwort = c.post(url, data={**werte, RAEUME: werte[RAEUME] + "\n\n" + falsch})
    assert antwort.status_code == 400
    fehler = feldfehler(antwort.get_data(as_text=True), "f-wahl-eintragungsraeume")
    assert "3. Raum, Anschrift: „8499“ ist keine fünfstellige Postleitzahl" in fehler
    assert pfad.read_bytes() == inhalt


def test_die_einreichungsstelle_wird_geaendert(tmp_path: Path) -> None:
    c, url, pfad = _by(tmp_path)
    werte = _formular(c, url)
    text = werte[STELLE].replace("16:00 bis 18:00", "14:00 bis 18:00")
    assert c.post(url, data={**werte, STELLE: text}).status_code == 303
    stelle = load(pfad).wahl.einreichungsstelle
    assert stelle is not None and [(z.tag, z.von) for z in stelle.zusaetzlich] == [(date(2026, 1, 8), time(14))]
    antwort = c.post(url, data={**_formular(c, url), STELLE: text.replace("Anschrift:", "Adresse:")})
    assert antwort.status_code == 400
    fehler = feldfehler(antwort.get_data(as_text=True), "f-wahl-einreichungsstelle")
    assert "Stelle, Zeile „Adresse: Rathausplatz 1, 84999 Musterau“: bitte mit einem dieser Wörter" in fehler
    assert "Abweichend" not in fehler  # the office has regular and extra hours only


def test_die_felder_nur_im_land_das_sie_liest(tmp_path: Path) -> None:
    """BY's rooms are not on the form of Sachsen, Thüringen's votes not on Bayern's."""
    for land in ("BY", "SN", "TH", "BW"):
        seite = klient(tmp_path).get("/neu", query_string={"land": land}).get_data(as_text=True)
        assert (f'name="{RAEUME}"' in seite) == (land == "BY"), land
        assert ('name="wahl.stimmen_letzte_landtagswahl"' in seite) == (land == "TH"), land


def test_thueringen_stimmen_der_letzten_landtagswahl(tmp_path: Path) -> None:
    wid = kopiere(tmp_path, "TH")
    c, url, pfad = klient(tmp_path), f"/wahl/{wid}/bearbeiten", tmp_path / f"{wid}.toml"
    werte = _formular(c, url)
    name = "wahl.stimmen_letzte_landtagswahl"
    assert "AfD: 396700" in werte[name]
    assert c.post(url, data={**werte, name: werte[name] + "\nFDP: 1.100"}).status_code == 303
    assert load(pfad).wahl.stimmen_letzte_landtagswahl["FDP"] == 1100
    inhalt = pfad.read_bytes()
    antwort = c.post(url, data={**_formular(c, url), name: "CDU: viele"})
    assert antwort.status_code == 400
    assert "Bitte je Zeile einen Namen, einen Doppelpunkt und die Zahl der Stimmen angeben" in feldfehler(
        antwort.get_data(as_text=True), "f-wahl-stimmen_letzte_landtagswahl"
    )
    assert pfad.read_bytes() == inhalt


def test_sachsen_ruecknahme_fuer_den_zweiten_wahlgang(tmp_path: Path) -> None:
    wid = kopiere(tmp_path, "SN")
    pfad = tmp_path / f"{wid}.toml"
    c = klient(tmp_path, heute=lambda: date(2026, 9, 25), jetzt=lambda: datetime(2026, 9, 25, 9, 0))
    url = f"/wahl/{wid}/bewerber/p/zimmermann"
    werte = _formular(c, url)
    assert werte["ruecknahme_zweiter_wahlgang"] == "23.09.2026, 10:00"
    assert "Rücknahme für den zweiten Wahlgang" in c.get(url).get_data(as_text=True)
    assert c.post(url, data={**werte, "ruecknahme_zweiter_wahlgang": "22.09.2026, 16:30"}).status_code == 303
    assert load(pfad).bewerber[-1].ruecknahme_zweiter_wahlgang == datetime(2026, 9, 22, 16, 30)
    inhalt = pfad.read_bytes()
    for falsch, satz in (
        ("22.09.2026", "„22.09.2026“: bitte Tag und Uhrzeit angeben"),
        (
            "26.09.2026, 10:00",
            "26.09.2026, 10:00 liegt in der Zukunft (jetzt ist 25.09.2026, 09:00); bitte Tag und "
            "Uhrzeit der Rücknahme prüfen.",
        ),
    ):
        antwort = c.post(url, data={**_formular(c, url), "ruecknahme_zweiter_wahlgang": falsch})
        assert antwort.status_code == 400, falsch
        assert satz in feldfehler(antwort.get_data(as_text=True), "f-ruecknahme_zweiter_wahlgang"), falsch
        assert pfad.read_bytes() == inhalt
    # Another Land's person has no such field
    wid = kopiere(tmp_path, "TH")
    seite = klient(tmp_path).get(f"/wahl/{wid}/bewerber/neu").get_data(as_text=True)
    assert 'name="ruecknahme_zweiter_wahlgang"' not in seite


@pytest.mark.parametrize(
    "raum",
    [
        {  # a street with a comma, an hour with seconds written by hand in the file
            "bezeichnung": "Rathaus, Sitzungssaal",
            "anschrift": {"strasse": "Am Markt 1, Eingang B", "plz": "84999", "ort": "Musterau"},
            "zeiten": ["nach Vereinbarung"],
            "zusaetzlich": [{"tag": date(2026, 1, 10), "von": time(10, 0, 30), "bis": time(11)}],
            "barrierefrei": False,
        },
        {
            "bezeichnung": "Bürgerhaus",
            "anschrift": {"strasse": "Dorfstraße 7", "plz": "84999", "ort": "Bad Musterau am See"},
            "zeiten": ["Montag: 08:00 bis 12:00 Uhr", "Dienstag: 14:00 bis 18:00 Uhr"],
            "abweichend": [{"tag": date(2026, 1, 19), "von": time(8), "bis": time(12)}],
            "geschlossen": [date(2025, 12, 24)],
            "barrierefrei": True,
            "barrierefrei_hinweis": "Aufzug, Eingang Rückseite",
        },
    ],
)
def test_ein_raum_als_text_und_zurueck(raum: dict[str, Any]) -> None:
    feld = _feld(RAEUME)
    text = fm.als_text(feld, [raum])
    assert fm.lies_wert(feld, {RAEUME: text}) == [raum]


def test_eine_neue_wahl_mit_raeumen_und_stelle(tmp_path: Path) -> None:
    """A new election gets its rooms and the office at once; the file reads back with them."""
    c = klient(tmp_path)
    werte = {
        **_formular(c, "/neu?land=BY"),
        "wahl.land": "BY",
        "wahl.amt": "Bürgermeister",
        "wahl.gemeinde": "Probe",
        "wahl.einwohnerzahl": "4800",
        "wahl.wahltag": "14.03.2027",
        STELLE: "Bezeichnung: Rathaus, Wahlamt\nAnschrift: Markt 1, 84999 Probe\nÖffnungszeiten: Montag: 8 bis 12 Uhr",
        RAEUME: NEUER_RAUM,
    }
    assert c.post("/neu", data=werte).status_code == 303
    (datei,) = tmp_path.glob("*.toml")
    wahl = load(datei).wahl
    assert wahl.einreichungsstelle is not None and wahl.einreichungsstelle.zeiten == ["Montag: 8 bis 12 Uhr"]
    assert [r.bezeichnung for r in wahl.eintragungsraeume] == ["Schule Unterau, Aula"]


@pytest.mark.parametrize(
    ("pfad", "name"),
    [
        (
            "wahl.eintragungsraeume[2].geschlossen[1]",
            "Eintragungsräume für die Unterstützungslisten, 2. Raum, geschlossener Tag 1",
        ),
        (
            "wahl.eintragungsraeume[1].zusaetzlich[3]",
            "Eintragungsräume für die Unterstützungslisten, 1. Raum, zusätzliche Öffnungszeit 3",
        ),
        (
            "wahl.einreichungsstelle.zusaetzlich[1]",
            "Stelle, die die Wahlvorschläge entgegennimmt, zusätzliche Öffnungszeit 1",
        ),
        ("wahl.eintragungsraeume", "Eintragungsräume für die Unterstützungslisten"),
        ("wahl.einreichungsstelle.anschrift.plz", "Stelle, die die Wahlvorschläge entgegennimmt, Anschrift"),
    ],
)
def test_eine_meldung_nennt_den_raum(pfad: str, name: str) -> None:
    """A problem of the notices about a room (a closed day outside the Eintragungsfrist) names the room, also
    apart from the form (the documents page)."""
    from notices.fehler import Problem
    from notices.web import worte

    assert (
        worte.meldung(Problem(pfad, "liegt außerhalb der Eintragungsfrist"))
        == f"{name}: liegt außerhalb der Eintragungsfrist"
    )
