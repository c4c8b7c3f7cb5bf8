"""The data file: every problem reported at once, one German sentence each, with its key path."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from notices import recht
from notices.dienste import lade as load
from notices.dienste import validiere
from notices.model import Eingabefehler

from .conftest import BEISPIEL, REPO

Aendern = Callable[[dict[str, Any]], None]


def probleme(roh: dict[str, Any]) -> list[str]:
    with pytest.raises(Eingabefehler) as e:
        validiere(roh)
    return [str(p) for p in e.value.probleme]


def test_beispiel_wird_unveraendert_angenommen() -> None:
    shared = REPO.parent.parent / "shared" / "examples" / "musterhausen-2027.toml"
    if shared.exists():  # the copy in examples/ is the shared example, byte for byte
        assert shared.read_bytes() == BEISPIEL.read_bytes()
    daten = load(BEISPIEL)
    assert [b.id for b in daten.bewerber] == ["mustermann", "schaefer", "yilmaz", "weber", "krause"]
    assert daten.person("weber").ist_unionsbuerger
    assert not daten.person("schaefer").ist_unionsbuerger
    assert daten.person("huber").zustimmung == datetime(2027, 3, 16, 11, 0)
    assert daten.stichwahl is not None and daten.stichwahl.teilnehmer == ["schaefer", "huber"]


def test_modell_ist_unveraenderlich() -> None:
    daten = load(BEISPIEL)
    with pytest.raises(ValueError):
        daten.wahl.gemeinde = "Anderswo"  # type: ignore[misc]


def test_datei_ohne_bewerber_ist_gueltig(beispiel_roh: dict[str, Any]) -> None:
    for schluessel in ("bewerber", "stichwahl_bewerber", "stichwahl"):
        del beispiel_roh[schluessel]
    daten = validiere(beispiel_roh)
    assert daten.bewerber == [] and daten.stichwahl is None


def _setze(pfad: str, wert: Any) -> Aendern:
    def aendere(roh: dict[str, Any]) -> None:
        *vorne, letzter = pfad.split(".")
        ziel: Any = roh
        for teil in vorne:
            ziel = ziel[int(teil)] if teil.isdigit() else ziel[teil]
        if wert is _LOESCHEN:
            del ziel[letzter]
        else:
            ziel[letzter] = wert

    return aendere


_LOESCHEN = object()


@pytest.mark.parametrize(
    ("aenderung", "erwartet"),
    [
        (_setze("wahl.wahltg", date(2027, 3, 14)), "wahl.wahltg: ist kein bekannter Schlüssel (Tippfehler?)"),
        (_setze("bewerber.0.vorname", "Max"), "bewerber[1].vorname: ist kein bekannter Schlüssel (Tippfehler?)"),
        (_setze("wahl.gemeinde", _LOESCHEN), "wahl.gemeinde: fehlt"),
        (_setze("wahl.gemeinde", "  "), "wahl.gemeinde: darf nicht leer sein"),
        (_setze("wahl.land", "ZZ"), f"wahl.land: „ZZ“ ist nicht zulässig; erlaubt: {', '.join(recht.codes())}"),
        (_setze("wahl.einwohnerzahl", "viele"), "wahl.einwohnerzahl: „viele“ ist keine ganze Zahl"),
        (_setze("wahl.einwohnerzahl", 0), "wahl.einwohnerzahl: „0“ ist zu klein (mindestens 1)"),
        (
            _setze("wahl.wahltag", "2027-03-14"),
            "wahl.wahltag: „2027-03-14“ ist kein Datum (erwartet JJJJ-MM-TT, ohne Anführungszeichen)",
        ),
        (
            _setze("wahl.wahltag", datetime(2027, 3, 14, 8, 0)),
            "wahl.wahltag: „2027-03-14 08:00:00“ ist ein Zeitpunkt, hier ist nur ein Datum gefragt",
        ),
        (
            _setze("bewerber.1.eingang", date(2026, 12, 19)),
            "bewerber[2].eingang: „2026-12-19“ ist kein Zeitpunkt (erwartet JJJJ-MM-TTTHH:MM:SS, ohne Anführungszeichen)",
        ),
        (
            _setze("bewerber.2.anschrift.plz", "7099"),
            "bewerber[3].anschrift.plz: „7099“ ist keine fünfstellige Postleitzahl",
        ),
        (
            _setze("bewerber.2.anschrift.plz", "70 99"),
            "bewerber[3].anschrift.plz: „70 99“ ist keine fünfstellige Postleitzahl",
        ),
        (
            _setze("bewerber.2.anschrift.plz", 70999),
            'bewerber[3].anschrift.plz: „70999“ ist als Zahl angegeben; Postleitzahlen bitte in Anführungszeichen schreiben (plz = "70999")',
        ),
        (_setze("bewerber.0.amtsinhaber", "ja"), "bewerber[1].amtsinhaber: „ja“ ist weder true noch false"),
        (_setze("bewerber.0.los", 0), "bewerber[1].los: „0“ ist zu klein (mindestens 1)"),
        (
            _setze("bewerber.1.doktorgrad", ""),
            "bewerber[2].doktorgrad: darf nicht leer sein (weglassen, wenn nicht gewünscht)",
        ),
        (
            _setze("bewerber.3.staatsangehoerigkeit", "XY"),
            "bewerber[4].staatsangehoerigkeit: „XY“ ist kein Ländercode nach ISO 3166 (z. B. DE, AT, FR)",
        ),
        (
            _setze("bewerber.2.erreichbarkeitsanschrift", _LOESCHEN),
            "bewerber[3].erreichbarkeitsanschrift: fehlt; bei einer Auskunftssperre im Melderegister wird statt "
            "des Wohnorts der Ort der Erreichbarkeitsanschrift bekannt gemacht",
        ),
        (
            _setze("bewerber.2.erreichbarkeitsanschrift.strasse", "Postfach 10 20 30"),
            "bewerber[3].erreichbarkeitsanschrift.strasse: „Postfach 10 20 30“ ist ein Postfach; "
            "die Angabe eines Postfachs genügt nicht",
        ),
        (
            _setze("bewerber.1.id", "mustermann"),
            "bewerber[2].id: „mustermann“ ist schon bei bewerber[1] vergeben; jede id darf nur einmal vorkommen",
        ),
        (
            _setze("stichwahl_bewerber.0.id", "schaefer"),
            "stichwahl_bewerber[1].id: „schaefer“ ist schon bei bewerber[2] vergeben; jede id darf nur einmal vorkommen",
        ),
        (
            _setze("stichwahl.teilnehmer", ["schaefer", "niemand"]),
            "stichwahl.teilnehmer[2]: „niemand“ ist weder unter [[bewerber]] noch unter [[stichwahl_bewerber]] aufgeführt",
        ),
        (
            _setze("stichwahl.teilnehmer", ["schaefer", "huber", "weber"]),
            "stichwahl.teilnehmer: an der Stichwahl nehmen genau zwei Personen teil, angegeben sind 3",
        ),
        (_setze("stichwahl.teilnehmer", ["huber", "huber"]), "stichwahl.teilnehmer: „huber“ ist zweimal angegeben"),
        (
            _setze("stichwahl.teilnehmer", "schaefer"),
            "stichwahl.teilnehmer: „schaefer“ ist keine Liste (erwartet [ … ])",
        ),
        (
            _setze("wahl.ausschuss", "Frau Beispiel"),
            "wahl.ausschuss: ist keine Tabelle (erwartet { … } oder [abschnitt])",
        ),
        (
            _setze("wahl.amt", "Landrat"),
            "wahl.amt: „Landrat“ wird nur im Saarland und in Sachsen-Anhalt nach diesem Verfahren gewählt",
        ),
        (
            _setze("extra", {}),
            "extra: ist kein bekannter Abschnitt (Tippfehler?); bekannt: wahl, bewerber, stichwahl_bewerber, stichwahl",
        ),
        (
            _setze("bewerber", {"id": "x"}),
            "bewerber: ist keine Liste; jede Person steht in einem eigenen Block [[bewerber]]",
        ),
        (_setze("wahl", _LOESCHEN), "wahl: fehlt; der Abschnitt [wahl] beschreibt die Wahl"),
    ],
)
def test_fehlermeldung(beispiel_roh: dict[str, Any], aenderung: Aendern, erwartet: str) -> None:
    aenderung(beispiel_roh)
    assert erwartet in probleme(beispiel_roh)


def test_unionsbuerger_und_drittstaat(beispiel_roh: dict[str, Any]) -> None:
    beispiel_roh["bewerber"][0]["staatsangehoerigkeit"] = "fr"
    beispiel_roh["bewerber"][1]["staatsangehoerigkeit"] = "CH"  # valid ISO code, not in the EU
    daten = validiere(beispiel_roh)
    assert daten.bewerber[0].staatsangehoerigkeit == "FR" and daten.bewerber[0].ist_unionsbuerger
    assert not daten.bewerber[1].ist_unionsbuerger
    assert not daten.bewerber[2].ist_unionsbuerger  # default DE


@pytest.mark.parametrize("strasse", ["Postfach 12 34", "postfach 1", "Postf. 99", "PF 1234", "Postlagernd"])
def test_postfach_varianten(beispiel_roh: dict[str, Any], strasse: str) -> None:
    beispiel_roh["bewerber"][2]["erreichbarkeitsanschrift"]["strasse"] = strasse
    assert any("ist ein Postfach" in p for p in probleme(beispiel_roh))


def test_alle_probleme_auf_einmal(beispiel_roh: dict[str, Any]) -> None:
    """Every problem of the file at once: schema, cross-references and dates together."""
    beispiel_roh["wahl"]["wahltag"] = date(2027, 3, 28)  # Easter Sunday
    beispiel_roh["bewerber"][0]["anschrift"]["plz"] = "123"
    beispiel_roh["bewerber"][1]["id"] = "mustermann"
    beispiel_roh["bewerber"][2]["erreichbarkeitsanschrift"]["strasse"] = "Postfach 1"
    beispiel_roh["bewerber"][2]["anschrift"]["plz"] = "1"  # the entry has another error too
    beispiel_roh["bewerber"][3]["vornamen"] = ""
    gefunden = probleme(beispiel_roh)
    pfade = [p.split(": ")[0] for p in gefunden]
    assert "wahl.wahltag" in pfade
    assert "bewerber[1].anschrift.plz" in pfade
    assert "bewerber[2].id" in pfade
    assert "bewerber[3].erreichbarkeitsanschrift.strasse" in pfade
    assert "bewerber[3].anschrift.plz" in pfade
    assert "bewerber[4].vornamen" in pfade
    assert len(gefunden) == len(set(gefunden))  # no sentence twice


def test_datumspruefungen_beim_laden(beispiel_roh: dict[str, Any]) -> None:
    beispiel_roh["wahl"]["wahltag"] = date(2026, 11, 22)  # Totensonntag
    beispiel_roh["wahl"]["stichwahltag"] = date(2026, 11, 29)
    beispiel_roh["wahl"]["stellenausschreibung"] = date(2026, 9, 1)
    beispiel_roh["wahl"]["einreichungsfrist_ende"] = date(2026, 10, 1)
    pfade = [p.split(": ")[0] for p in probleme(beispiel_roh)]
    assert pfade.count("wahl.wahltag") == 1
    assert pfade.count("wahl.stichwahltag") == 1
    assert pfade.count("wahl.einreichungsfrist_ende") == 1


def test_unbekannter_rechtsstand(beispiel_roh: dict[str, Any]) -> None:
    beispiel_roh["wahl"]["rechtsstand"] = "bw-1990"
    assert "wahl.rechtsstand: „bw-1990“ ist für Baden-Württemberg nicht bekannt; bekannt: bw-1997, bw-2023" in probleme(
        beispiel_roh
    )


def test_wahltag_vor_aeltestem_rechtsstand(beispiel_roh: dict[str, Any]) -> None:
    for schluessel in ("stichwahltag", "stellenausschreibung", "einreichungsfrist_ende"):
        del beispiel_roh["wahl"][schluessel]
    beispiel_roh["wahl"]["wahltag"] = date(1996, 3, 10)
    assert any(p.startswith("wahl.wahltag: für Wahltage vor dem 04.05.1997") for p in probleme(beispiel_roh))


def test_keine_utf8_datei(tmp_path: Path) -> None:
    datei = tmp_path / "wahl.toml"
    datei.write_bytes(BEISPIEL.read_text("utf-8").encode("cp1252", errors="replace"))
    with pytest.raises(Eingabefehler) as e:
        load(datei)
    assert "ist nicht in UTF-8 gespeichert (Zeile 1)" in str(e.value)


def test_utf8_mit_bom(tmp_path: Path) -> None:
    datei = tmp_path / "wahl.toml"
    datei.write_bytes(b"\xef\xbb\xbf" + BEISPIEL.read_bytes())
    assert load(datei).wahl.gemeinde == "Musterhausen"


def test_kein_toml(tmp_path: Path) -> None:
    datei = tmp_path / "wahl.toml"
    datei.write_text('[wahl]\nland = "BW"\ngemeinde = Musterhausen\n', "utf-8")
    with pytest.raises(Eingabefehler) as e:
        load(datei)
    assert "ist kein gültiges TOML in Zeile 3, Spalte 12" in str(e.value)


def test_fehlende_datei(tmp_path: Path) -> None:
    with pytest.raises(Eingabefehler) as e:
        load(tmp_path / "gibtsnicht.toml")
    assert "gibt es nicht" in str(e.value)


def test_stand_aus_den_daten(beispiel_roh: dict[str, Any]) -> None:
    """The documents' date comes from the data (the latest event), never from the clock."""
    assert validiere(beispiel_roh).stand == date(2027, 3, 16)  # Huber's consent
    beispiel_roh["wahl"]["stand"] = date(2027, 2, 20)
    assert validiere(beispiel_roh).stand == date(2027, 2, 20)


@pytest.mark.parametrize(
    ("unterlagen", "erwartet"),
    [
        ({"waehlbarkeitsbescheinigung": True, "herkunftsstaat_bescheinigung_verlangt": True}, None),
        ({"waehlbarkeitsbescheinigug": True}, "bewerber[2].unterlagen.waehlbarkeitsbescheinigug: ist keine Unterlage"),
        ({"eidesstattliche_versicherung": "ja"}, "bewerber[2].unterlagen.eidesstattliche_versicherung: „ja“ ist weder"),
        (
            {"unverschuldet_nicht_rechtzeitig": ["eidesstattliche_versicherung"]},
            "bewerber[2].unterlagen.unverschuldet_nicht_rechtzeitig[1]: „eidesstattliche_versicherung“ kann nicht",
        ),
        ({"unverschuldet_nicht_rechtzeitig": ["wahlrechtsnachweise", "waehlbarkeitsbescheinigung"]}, None),
    ],
)
def test_unterlagen_wie_das_landesrecht_sie_nennt(
    beispiel_roh: dict[str, Any], unterlagen: dict, erwartet: str | None
) -> None:
    """The document keys are the Land's (BW: § 20 Abs. 3, Abs. 5 Satz 2 KomWO); a typo is refused, not "missing"."""
    beispiel_roh["bewerber"][1]["unterlagen"] = unterlagen
    if erwartet is None:
        validiere(beispiel_roh)
    else:
        assert any(m.startswith(erwartet) for m in probleme(beispiel_roh)), probleme(beispiel_roh)
