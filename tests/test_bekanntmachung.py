"""The public notices (§ 10 Abs. 6, § 10a Abs. 4 KomWG; § 20 Abs. 8, § 20a KomWO) as a clerk sees them.

The PDF is read back with pypdf (text, structure, pages); the JSON through the CLI.
"""

from __future__ import annotations

import io
import json
import re
from collections import Counter
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from babel.dates import format_date
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from notices.dienste import bekanntmachung_pdf, validiere
from notices.dokumente import bekanntmachung as bm
from notices.model import Wahldaten
from tests.conftest import pdf_text

Cli = Callable[..., tuple[int, str, str]]


def text(pdf: bytes) -> str:
    """The PDF's text with whitespace (also no-break spaces and line breaks) collapsed."""
    return pdf_text(pdf)


def strukturtypen(pdf: bytes) -> Counter[str]:
    """The structure element types of a tagged PDF (/Table, /TH, /TD, /H1 …)."""
    leser = PdfReader(io.BytesIO(pdf))
    typen: Counter[str] = Counter()

    def gehe(knoten: Any) -> None:
        knoten = knoten.get_object()
        if isinstance(knoten, dict):
            if "/S" in knoten:
                typen[str(knoten["/S"])] += 1
            kinder = knoten.get("/K")
            if kinder is not None:
                for kind in kinder if isinstance(kinder, list) else [kinder]:
                    gehe(kind)

    gehe(leser.trailer["/Root"]["/StructTreeRoot"])
    return typen


@pytest.fixture(scope="module")
def beispiel() -> Wahldaten:
    from notices.dienste import lade as load
    from tests.conftest import BEISPIEL

    return load(BEISPIEL)


@pytest.fixture(scope="module")
def pdf_wahl(beispiel: Wahldaten) -> bytes:
    return bekanntmachung_pdf(beispiel, stichwahl=False, datum=date(2027, 2, 27))


@pytest.fixture(scope="module")
def pdf_stichwahl(beispiel: Wahldaten) -> bytes:
    return bekanntmachung_pdf(beispiel, stichwahl=True, datum=date(2027, 3, 27))


def reihenfolge_im_text(inhalt: str, woerter: list[str]) -> list[int]:
    return [inhalt.index(w) for w in woerter]


# ------------------------------------------------------------------------------------------------
# The example (issue: "Dr. Schäfer, Mustermann, Yılmaz (Stuttgart), Weber (Jo Weber)" – Krause absent)


def test_beispiel_json_erste_wahl(notices_cli: Cli) -> None:
    from tests.conftest import BEISPIEL

    code, aus, fehler = notices_cli("bekanntmachung", BEISPIEL, "--json", "--datum", "2027-02-27")
    assert code == 0, fehler
    daten = json.loads(aus)
    assert daten == {
        "art": "wahl",
        "land": "BW",
        "gemeinde": "Musterhausen",
        "wahltag": "2027-03-14",
        "spaetestens": "2027-02-27",
        "sitzung": "2027-02-18",
        "bewerber": daten["bewerber"],
    }
    assert [(b["nr"], b["id"]) for b in daten["bewerber"]] == [
        (1, "schaefer"),
        (2, "mustermann"),
        (3, "yilmaz"),
        (4, "weber"),
    ]
    schaefer, _, yilmaz, weber = daten["bewerber"]
    assert schaefer["doktorgrad"] == "Dr."
    assert yilmaz["ort"] == "Stuttgart"  # Erreichbarkeitsanschrift under Auskunftssperre (§ 20 Abs. 8 Satz 3 KomWO)
    assert weber["ordens_oder_kuenstlername"] == "Jo Weber"
    assert set(weber) == {
        "nr",
        "id",
        "familienname",
        "vornamen",
        "doktorgrad",
        "ordens_oder_kuenstlername",
        "beruf",
        "geburtsjahr",
        "ort",
    }
    assert weber["geburtsjahr"] == 1992 and isinstance(weber["geburtsjahr"], int)
    assert "krause" not in aus.lower()


def test_beispiel_json_stichwahl(notices_cli: Cli) -> None:
    from tests.conftest import BEISPIEL

    code, aus, fehler = notices_cli("bekanntmachung", BEISPIEL, "--stichwahl", "--json", "--datum", "2027-03-27")
    assert code == 0, fehler
    daten = json.loads(aus)
    assert (daten["art"], daten["wahltag"], daten["spaetestens"]) == ("stichwahl", "2027-04-04", "2027-03-27")
    assert [b["id"] for b in daten["bewerber"]] == ["schaefer", "huber"]


def test_beispiel_pdf_erste_wahl(pdf_wahl: bytes) -> None:
    inhalt = text(pdf_wahl)
    positionen = reihenfolge_im_text(inhalt, ["Dr. Schäfer", "Mustermann", "Yılmaz", "Weber"])
    assert positionen == sorted(positionen)
    assert re.search(r"Yılmaz Deniz Bankkaufmann 1969 Stuttgart", inhalt)
    assert re.search(r"Weber Jonas Jo Weber Landwirt 1992 Musterhausen", inhalt)
    assert "Krause" not in inhalt
    assert "Sonntag, 14. März 2027" in inhalt
    assert "Sonntag, 4. April 2027" in inhalt  # the possible Stichwahl (§ 45 Abs. 2 Satz 1 GemO)
    assert "Musterhausen, 27. Februar 2027" in inhalt  # the date of the notice given with --datum
    assert "das Los entschieden" in inhalt  # Schäfer and Mustermann were simultaneous
    assert "Öffentliche Bekanntmachung".upper() in inhalt.upper()


def test_beispiel_pdf_stichwahl(pdf_stichwahl: bytes) -> None:
    inhalt = text(pdf_stichwahl)
    assert inhalt.index("Dr. Schäfer") < inhalt.index("Huber")
    assert "Mustermann" not in inhalt and "Krause" not in inhalt
    assert "§ 20a Abs. 4 Satz 1 KomWO" in inhalt
    assert "§ 24 Abs. 1 Nr. 5 KomWG" in inhalt  # write-in makes the vote invalid with two printed names


def test_pdf_ist_getaggt_mit_tabelle_und_ueberschriften(pdf_wahl: bytes) -> None:
    """BITV 2.0: a real table with header cells, headings, language (the pipeline writes PDF/A-3a)."""
    leser = PdfReader(io.BytesIO(pdf_wahl))
    wurzel = leser.trailer["/Root"]
    assert str(wurzel["/Lang"]).startswith("de")
    assert wurzel["/MarkInfo"]["/Marked"]
    typen = strukturtypen(pdf_wahl)
    assert typen["/Table"] == 1
    assert typen["/TH"] >= 6 + 4  # column headers and one row header per applicant
    assert typen["/TD"] >= 4 * 5
    assert typen["/H1"] == 1 and typen["/H2"] >= 1
    assert leser.metadata.title.startswith("Zugelassene Bewerbungen für die Bürgermeisterwahl in Musterhausen")


def test_gleiche_daten_gleiche_bytes(beispiel: Wahldaten, pdf_wahl: bytes) -> None:
    assert bekanntmachung_pdf(beispiel, stichwahl=False, datum=date(2027, 2, 27)) == pdf_wahl


# ------------------------------------------------------------------------------------------------
# The deadline guard (§ 10 Abs. 6, § 10a Abs. 4 KomWG)


def test_frist_abgelaufen_verweigert(notices_cli: Cli, tmp_path: Path) -> None:
    from tests.conftest import BEISPIEL

    ziel = tmp_path / "b.pdf"
    code, _, fehler = notices_cli("bekanntmachung", BEISPIEL, "--datum", "2027-02-28", "--out", ziel)
    assert code == 2
    assert "Samstag, 27. Februar 2027" in fehler and "§ 10 Abs. 6 KomWG" in fehler
    assert "--trotz-fristablauf" in fehler
    assert "Traceback" not in fehler
    assert not ziel.exists()


def test_trotz_fristablauf_erstellt_und_meldet(notices_cli: Cli, tmp_path: Path) -> None:
    from tests.conftest import BEISPIEL

    ziel = tmp_path / "b.pdf"
    code, _, fehler = notices_cli(
        "bekanntmachung", BEISPIEL, "--datum", "2027-03-01", "--trotz-fristablauf", "--out", ziel
    )
    assert code == 0
    assert "verspätet" in fehler and "27. Februar 2027" in fehler
    assert "Musterhausen, 1. März 2027" in text(ziel.read_bytes())


@pytest.mark.parametrize(
    ("args", "datum", "code"),
    [
        # the committee decided on 18.02.2027 ([wahl.ausschuss] zulassungssitzung): no notice before it
        ((), "2027-02-17", 2),
        ((), "2027-02-18", 0),
        ((), "2027-02-27", 0),  # § 10 Abs. 6 KomWG: the 15th day before the Wahltag, the last day allowed
        ((), "2027-02-28", 2),
        # the Stichwahl admission on 18.03.2027; § 10a Abs. 4 KomWG: notice by the 8th day, 27.03.2027
        (("--stichwahl",), "2027-03-17", 2),
        (("--stichwahl",), "2027-03-18", 0),
        (("--stichwahl",), "2027-03-27", 0),
        (("--stichwahl",), "2027-03-28", 2),
    ],
)
def test_fristwaechter(notices_cli: Cli, args: tuple[str, ...], datum: str, code: int) -> None:
    from tests.conftest import BEISPIEL

    ergebnis, aus, fehler = notices_cli("bekanntmachung", BEISPIEL, *args, "--datum", datum, "--json")
    assert ergebnis == code
    if code == 0:
        sitzung = "2027-03-18" if args else "2027-02-18"
        assert json.loads(aus)["sitzung"] == sitzung and fehler == ""
    elif datum.endswith("17"):
        tag = "18.03.2027" if args else "18.02.2027"
        assert f"maßgeblich ist die Sitzung des Wahlausschusses am {tag}" in fehler
        assert "kann der Entscheidung, die sie bekannt macht, nicht vorausgehen" in fehler


@pytest.mark.parametrize(("args", "datum"), [((), "2027-02-15"), (("--stichwahl",), "2027-03-17")])
def test_ohne_sitzung_nicht_vor_fristende(
    notices_cli: Cli, beispiel_roh: dict, toml_datei: Callable[..., Path], args: tuple[str, ...], datum: str
) -> None:
    """Without a recorded meeting the end of the filing period (Stichwahl: of the consent period) is the
    earliest day: no decision on the admission can come before it (§ 10 Abs. 5, § 10a Abs. 3 KomWG)."""
    del beispiel_roh["wahl"]["ausschuss"]["zulassungssitzung"]
    del beispiel_roh["wahl"]["ausschuss"]["stichwahl_zulassungssitzung"]
    pfad = toml_datei(beispiel_roh)
    vorher = (date.fromisoformat(datum) - timedelta(days=1)).isoformat()
    code, _, fehler = notices_cli("bekanntmachung", pfad, *args, "--datum", vorher, "--json")
    assert code == 2 and ("das Ende der Zustimmungsfrist" if args else "das Ende der Einreichungsfrist") in fehler
    code, aus, fehler = notices_cli("bekanntmachung", pfad, *args, "--datum", datum, "--json")
    assert code == 0 and json.loads(aus)["sitzung"] is None
    assert "Der Tag der Sitzung, in der über die Zulassung entschieden wurde, ist nicht erfasst" in fehler
    # --trotz-fristablauf only ever covers lateness
    code, _, _ = notices_cli("bekanntmachung", pfad, *args, "--datum", vorher, "--json", "--trotz-fristablauf")
    assert code == 2


def test_stichwahl_bekanntmachung_vor_der_ersten_wahl(notices_cli: Cli) -> None:
    from tests.conftest import BEISPIEL

    code, _, fehler = notices_cli("bekanntmachung", BEISPIEL, "--stichwahl", "--datum", "2027-03-01", "--json")
    assert code == 2 and "--datum" in fehler


@pytest.mark.parametrize(
    ("datum", "satz"),
    [
        ("2027-02-30", "„2027-02-30“ ist kein gültiges Kalenderdatum."),
        ("30.02.2027", "„30.02.2027“ ist kein gültiges Kalenderdatum."),
        ("morgen", "„morgen“ ist kein Datum (erwartet TT.MM.JJJJ oder JJJJ-MM-TT)."),
    ],
)
def test_ungueltiges_datum(notices_cli: Cli, datum: str, satz: str) -> None:
    from tests.conftest import BEISPIEL

    code, aus, fehler = notices_cli("bekanntmachung", BEISPIEL, "--datum", datum, "--json")
    assert code == 2 and aus == ""
    assert f"Fehler: Angabe --datum: {satz}" in fehler and "Traceback" not in fehler


def test_datum_auch_deutsch_geschrieben(notices_cli: Cli) -> None:
    """--datum takes TT.MM.JJJJ as well as JJJJ-MM-TT (issue 25): the same notice."""
    from tests.conftest import BEISPIEL

    deutsch = notices_cli("bekanntmachung", BEISPIEL, "--datum", "27.02.2027", "--json")
    iso = notices_cli("bekanntmachung", BEISPIEL, "--datum", "2027-02-27", "--json")
    assert deutsch == iso and deutsch[0] == 0


def test_datum_standard_ist_heute(notices_cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --datum the notice is dated today – the only use of the clock."""
    from notices.befehle import bekanntmachung as befehl
    from tests.conftest import BEISPIEL

    monkeypatch.setattr(befehl, "_heute", lambda: date(2027, 2, 28))
    assert notices_cli("bekanntmachung", BEISPIEL, "--json")[0] == 2  # late
    monkeypatch.setattr(befehl, "_heute", lambda: date(2027, 2, 17))
    assert notices_cli("bekanntmachung", BEISPIEL, "--json")[0] == 2  # before the meeting
    monkeypatch.setattr(befehl, "_heute", lambda: date(2027, 2, 20))
    assert notices_cli("bekanntmachung", BEISPIEL, "--json")[0] == 0


# ------------------------------------------------------------------------------------------------
# No or one admitted application (§ 45 Abs. 1 GemO, § 19 Abs. 3 KomWG); Stichwahl with one or none


def _erste_wahl_mit(beispiel_roh: dict, zugelassen: set[str]) -> Wahldaten:
    for b in beispiel_roh["bewerber"]:
        b["zugelassen"] = b["id"] in zugelassen
    return validiere(beispiel_roh)


def test_keine_zugelassene_bewerbung(beispiel_roh: dict) -> None:
    daten = _erste_wahl_mit(beispiel_roh, set())
    notiz = bm.erstelle(daten)
    assert bm.als_json(notiz)["bewerber"] == []
    inhalt = text(bekanntmachung_pdf(daten, stichwahl=False, datum=date(2027, 2, 27)))
    assert "keine Bewerbung zugelassen" in inhalt
    assert "§ 19 Abs. 3 Nr. 2 KomWG" in inhalt  # write-in on a ballot without printed names
    assert "§ 45 Abs. 1 Satz 3 GemO" in inhalt  # more than half of the valid votes
    assert "§ 46 GemO" in inhalt
    assert strukturtypen(bekanntmachung_pdf(daten, stichwahl=False, datum=date(2027, 2, 27)))["/Table"] == 0


def test_eine_zugelassene_bewerbung(beispiel_roh: dict) -> None:
    daten = _erste_wahl_mit(beispiel_roh, {"weber"})
    ansicht = bm.ansicht(bm.erstelle(daten), date(2027, 2, 27)).kontext
    absaetze = " ".join(ansicht["einleitung"] + ansicht["hinweise"])
    assert "nur eine Bewerbung zugelassen" in absaetze
    assert "§ 19 Abs. 3 Nr. 1 KomWG" in absaetze  # write-in of another person
    assert "§ 19 Abs. 3 Satz 2 KomWG" in absaetze  # an unmarked ballot counts for the single printed name
    assert [z["familienname"] for z in ansicht["zeilen"]] == ["Weber"]
    assert ansicht["reihenfolge"] == ""  # nothing to order


@pytest.mark.parametrize(
    ("huber", "erwartet", "satz"),
    [
        (False, ["schaefer"], "mit dem anderen Teilnehmer"),  # § 45 Abs. 2 Satz 2 GemO
        (None, ["schaefer"], "mit dem anderen Teilnehmer"),
    ],
)
def test_stichwahl_mit_nur_einem_bewerber(beispiel_roh: dict, huber: bool | None, erwartet: list, satz: str) -> None:
    if huber is None:
        del beispiel_roh["stichwahl_bewerber"][0]["zugelassen"]
    else:
        beispiel_roh["stichwahl_bewerber"][0]["zugelassen"] = huber
    daten = validiere(beispiel_roh)
    notiz = bm.erstelle(daten, stichwahl=True)
    assert [b["id"] for b in bm.als_json(notiz)["bewerber"]] == erwartet
    ansicht = bm.ansicht(notiz, date(2027, 3, 27)).kontext
    hinweise = " ".join(ansicht["hinweise"])
    assert satz in hinweise and "§ 45 Abs. 2 Satz 2 GemO" in hinweise and "§ 19 Abs. 4 Satz 2" in hinweise
    lage = bm.fristlage(notiz, date(2027, 3, 27))
    assert any("§ 10a Abs. 4 KomWG" in w for w in lage.warnungen)  # nobody admitted under § 10a Abs. 3
    if huber is None:
        assert any("Thomas Huber" in w and "noch nicht entschieden" in w for w in lage.warnungen)


# ------------------------------------------------------------------------------------------------
# The law before 01.08.2023: Neuwahl instead of Stichwahl


@pytest.fixture
def alte_wahl(beispiel_roh: dict, toml_datei: Callable[..., Path]) -> Path:
    wahl = beispiel_roh["wahl"]
    wahl.update(
        wahltag=date(2023, 7, 9),
        stichwahltag=date(2023, 7, 30),
        stellenausschreibung=date(2023, 4, 20),
        einreichungsfrist_ende=date(2023, 6, 12),
    )
    wahl["ausschuss"]["zulassungssitzung"] = date(2023, 6, 15)  # the example's meetings belong to its dates
    del wahl["ausschuss"]["stichwahl_zulassungssitzung"]
    eingaenge = {
        "mustermann": datetime(2023, 4, 21, 9, 0),
        "schaefer": datetime(2023, 4, 24, 10, 0),
        "yilmaz": datetime(2023, 5, 2, 14, 30),
        "weber": datetime(2023, 6, 12, 17, 45),
        "krause": datetime(2023, 6, 12, 18, 20),
    }
    for b in beispiel_roh["bewerber"]:
        b["eingang"] = eingaenge[b["id"]]
        b.pop("los", None)
    del beispiel_roh["stichwahl_bewerber"]
    del beispiel_roh["stichwahl"]
    return toml_datei(beispiel_roh)


def test_alte_fassung_erste_wahl_nennt_neuwahl(notices_cli: Cli, alte_wahl: Path, tmp_path: Path) -> None:
    ziel = tmp_path / "alt.pdf"
    code, _, fehler = notices_cli("bekanntmachung", alte_wahl, "--datum", "2023-06-24", "--out", ziel)
    assert code == 0, fehler
    inhalt = text(ziel.read_bytes())
    assert "Neuwahl" in inhalt and "Stichwahl" not in inhalt
    assert inhalt.index("Mustermann") < inhalt.index("Schäfer")


@pytest.mark.parametrize(
    "args",
    [
        ("bekanntmachung", "--stichwahl", "--json"),
        ("bekanntmachung", "--stichwahl-entfaellt", "--grund", "verstorben", "--json"),
        (
            "stichwahl-benachrichtigung",
            "--person",
            "huber",
            "--familienname",
            "Huber",
            "--vornamen",
            "T",
            "--strasse",
            "Weg 1",
            "--plz",
            "70999",
            "--ort",
            "Musterhausen",
            "--json",
        ),
    ],
)
def test_alte_fassung_keine_stichwahl(notices_cli: Cli, alte_wahl: Path, args: tuple[str, ...]) -> None:
    code, aus, fehler = notices_cli(args[0], alte_wahl, *args[1:], "--datum", "2023-07-12")
    assert code == 2 and aus == ""
    assert "Neuwahl" in fehler and "§ 45 Abs. 2 GemO a. F." in fehler


# ------------------------------------------------------------------------------------------------
# The Stichwahl does not take place (§ 45 Abs. 3 GemO, § 20a Abs. 5 KomWO)


def test_stichwahl_entfaellt(notices_cli: Cli, tmp_path: Path) -> None:
    from tests.conftest import BEISPIEL

    grund = "Ein Teilnehmer der Stichwahl hat die Wählbarkeit verloren."
    code, aus, _ = notices_cli(
        "bekanntmachung", BEISPIEL, "--stichwahl-entfaellt", "--grund", grund, "--datum", "2027-03-22", "--json"
    )
    assert code == 0
    assert json.loads(aus) == {
        "art": "stichwahl_entfaellt",
        "land": "BW",
        "gemeinde": "Musterhausen",
        "wahltag": "2027-04-04",
        "grund": grund,
    }
    ziel = tmp_path / "e.pdf"
    code, _, fehler = notices_cli(
        "bekanntmachung", BEISPIEL, "--stichwahl-entfaellt", "--grund", grund, "--datum", "2027-03-22", "--out", ziel
    )
    assert code == 0, fehler
    inhalt = text(ziel.read_bytes())
    assert grund in inhalt
    assert "innerhalb von drei Monaten neu durchgeführt" in inhalt
    assert "§ 20a Abs. 5 KomWO" in inhalt and "§ 45 Abs. 3 Satz 1 GemO" in inhalt
    assert "Musterhausen, 22. März 2027" in inhalt


@pytest.mark.parametrize(
    ("args", "pfad"),
    [
        (("--stichwahl-entfaellt",), "--grund"),
        (("--stichwahl-entfaellt", "--grund", "   "), "--grund"),
        (("--grund", "x"), "--grund"),
        (("--stichwahl", "--stichwahl-entfaellt", "--grund", "x"), "--stichwahl-entfaellt"),
        (("--stichwahl-entfaellt", "--grund", "x", "--datum", "2027-03-01"), "--datum"),
    ],
)
def test_stichwahl_entfaellt_fehler(notices_cli: Cli, args: tuple[str, ...], pfad: str) -> None:
    from tests.conftest import BEISPIEL

    code, aus, fehler = notices_cli("bekanntmachung", BEISPIEL, *args, "--json")
    assert code == 2 and aus == ""
    assert f"{pfad}:" in fehler and "Traceback" not in fehler


# ------------------------------------------------------------------------------------------------
# The letter to a person in the Stichwahl who did not apply (§ 20a Abs. 1 and 2 KomWO)


def test_benachrichtigung_huber(notices_cli: Cli, tmp_path: Path) -> None:
    from tests.conftest import BEISPIEL

    ziel = tmp_path / "brief.pdf"
    code, _, fehler = notices_cli(
        "stichwahl-benachrichtigung", BEISPIEL, "--person", "huber", "--datum", "2027-03-15", "--out", ziel
    )
    assert code == 0, fehler
    pdf = ziel.read_bytes()
    inhalt = text(pdf)
    assert "Thomas Huber" in inhalt and "Waldweg 7" in inhalt  # a letter, not a public notice: the full address
    assert "Mittwoch, 17. März 2027, 18:00 Uhr" in inhalt  # 3rd day after the first ballot (§ 10a Abs. 2 Satz 1)
    assert "schriftlich" in inhalt
    assert "Anlage 17" in inhalt
    assert "Wählbarkeitsbescheinigung ist nicht erforderlich" in inhalt  # lives in Musterhausen (§ 10a Abs. 2 Satz 2)
    assert "öffentlich bekannt gemacht" in inhalt
    assert (
        "Auf dem Stimmzettel werden diese Angaben ohne das Geburtsjahr vorgedruckt (§ 24 Abs. 3 Satz 2 KomWO)" in inhalt
    )
    assert "Sonntag, 4. April 2027" in inhalt
    assert "Erika Beispiel" in inhalt
    # DIN 5008: a letter over two sheets numbers the second, not the first
    seiten = PdfReader(io.BytesIO(pdf)).pages
    assert len(seiten) == 2
    assert "Seite 1" not in seiten[0].extract_text() and "Seite 2 von 2" in seiten[1].extract_text()


def test_benachrichtigung_person_von_der_kommandozeile(notices_cli: Cli) -> None:
    from tests.conftest import BEISPIEL

    code, aus, fehler = notices_cli(
        "stichwahl-benachrichtigung", BEISPIEL, "--person", "meier", "--familienname", "Meier", "--vornamen", "Eva",
        "--strasse", "Gartenweg 2", "--plz", "71000", "--ort", "Nachbarstadt", "--staatsangehoerigkeit", "fr",
        "--datum", "2027-03-15", "--json",
    )  # fmt: skip
    assert code == 0, fehler
    daten = json.loads(aus)
    assert daten["zustimmung_bis"] == "2027-03-17T18:00"
    assert daten["person"] == "meier"
    unterlagen = " ".join(daten["unterlagen"])
    assert "Anlage 16" in unterlagen  # lives elsewhere: Wählbarkeitsbescheinigung (§ 20a Abs. 2 Satz 2 Nr. 1)
    assert "Herkunftsmitgliedstaats" in unterlagen  # Unionsbürgerin (§ 10 Abs. 4 Satz 2 KomWG)


@pytest.mark.parametrize(
    ("args", "wort"),
    [
        (("--person", "schaefer"), "§ 10a Abs. 1 KomWG"),  # applied: the application covers the Stichwahl
        (("--person", "niemand"), "--familienname: fehlt; „niemand“ steht nicht unter [[stichwahl_bewerber]]"),
        (
            (
                "--person",
                "x",
                "--familienname",
                "X",
                "--vornamen",
                "Y",
                "--strasse",
                "S 1",
                "--plz",
                "123",
                "--ort",
                "O",
            ),
            "--plz:",
        ),
        (("--person", "huber", "--datum", "2027-03-18"), "Zustimmungsfrist"),
        (("--person", "huber", "--datum", "2027-03-13"), "vor der ersten Wahl"),
    ],
)
def test_benachrichtigung_fehler(notices_cli: Cli, args: tuple[str, ...], wort: str) -> None:
    from tests.conftest import BEISPIEL

    if "--datum" not in args:
        args = (*args, "--datum", "2027-03-15")
    code, aus, fehler = notices_cli("stichwahl-benachrichtigung", BEISPIEL, *args, "--json")
    assert code == 2 and aus == ""
    assert wort in fehler and "Traceback" not in fehler
    if "niemand" in args:  # one sentence per missing option, each naming it
        assert [z.split(": ")[2] for z in fehler.splitlines()] == [
            "--familienname",
            "--vornamen",
            "--strasse",
            "--plz",
            "--ort",
        ]


# ------------------------------------------------------------------------------------------------
# notices beispiel


FAMILIENNAMEN = ["Achterberg", "Brunnhuber", "Czerwinski", "Dörflinger", "Eisenmann", "Fürstenau", "Gottschalk"]
WOHNORTE = ["Aichwald", "Bempflingen", "Dettenhausen", "Frickenhausen", "Grafenberg", "Hochdorf", "Kohlberg"]
ERREICHBAR = ["Altbach", "Baltmannsweiler", "Deizisau", "Erkenbrechtsweiler", "Lichtenwald", "Notzingen", "Ohmden"]
STRASSEN = ["Kirchgasse", "Lerchenweg", "Mühlstraße", "Schlossallee", "Talblick", "Uferpfad", "Zehntscheuer"]


@st.composite
def wahlen(draw: st.DrawFn) -> dict:
    n = draw(st.integers(min_value=0, max_value=5))
    reihe = draw(st.permutations(range(7)))[:n]
    # receipt times inside the period, after the simultaneous window (no Los needed), distinct
    minuten = draw(st.lists(st.integers(60, 50_000), min_size=n, max_size=n, unique=True))
    bewerber = []
    for i, k in enumerate(reihe):
        sperre = draw(st.booleans())
        b: dict[str, Any] = {
            "id": f"p{k}",
            "familienname": FAMILIENNAMEN[k],
            "vornamen": draw(st.sampled_from(["Lea", "Jonas", "Mia Sophie", "Can"])),
            "beruf": draw(st.sampled_from(["Bauingenieurin", "Kaufmann", "Verwaltungswirt (FH)"])),
            "geburtsdatum": draw(st.dates(date(1940, 1, 1), date(2005, 12, 31))),
            "anschrift": {
                "strasse": f"{STRASSEN[k]} {draw(st.integers(1, 199))}",
                "plz": f"{draw(st.integers(10000, 99999))}",
                "ort": WOHNORTE[k],
            },
            "eingang": datetime(2026, 12, 21, 8, 0) + timedelta(minutes=minuten[i]),
            "zugelassen": draw(st.sampled_from([True, True, True, False])),
        }
        if sperre:
            b["auskunftssperre"] = True
            b["erreichbarkeitsanschrift"] = {
                "strasse": f"{STRASSEN[(k + 3) % 7]}weg {draw(st.integers(1, 99))}",
                "plz": f"{draw(st.integers(10000, 99999))}",
                "ort": ERREICHBAR[k],
            }
        if draw(st.booleans()):
            b["doktorgrad"] = "Dr."
        if draw(st.integers(0, 3)) == 0:
            b["kuenstlername"] = f"Künstler {FAMILIENNAMEN[k][:3]}"
        bewerber.append(b)
    return {
        "wahl": {
            "land": "BW",
            "gemeinde": "Musterhausen",
            "einwohnerzahl": 18450,
            "wahltag": date(2027, 3, 14),
            "stichwahltag": date(2027, 4, 4),
            "stellenausschreibung": date(2026, 12, 18),
            "einreichungsfrist_ende": date(2027, 2, 15),
        },
        "bewerber": bewerber,
    }


def _geburtstage(tag: date) -> list[str]:
    return [
        tag.isoformat(),
        tag.strftime("%d.%m.%Y"),
        f"{tag.day}.{tag.month}.{tag.year}",
        format_date(tag, "d. MMMM y", locale="de_DE"),
    ]


def _ohne_leerraum(text: str) -> str:
    """Without spaces and line breaks: a long place or street may wrap inside its table cell."""
    return re.sub(r"[\s\u200b]", "", text)


def _pruefe_datenschutz(roh: dict, ausgabe: str) -> None:
    gestaucht = _ohne_leerraum(ausgabe)
    for b in roh["bewerber"]:
        anschriften = [b["anschrift"], *([b["erreichbarkeitsanschrift"]] if "erreichbarkeitsanschrift" in b else [])]
        for a in anschriften:
            assert a["strasse"] not in ausgabe
            assert _ohne_leerraum(a["strasse"]) not in gestaucht
            assert a["plz"] not in ausgabe
        for datum in _geburtstage(b["geburtsdatum"]):
            assert datum not in ausgabe
            assert _ohne_leerraum(datum) not in gestaucht
        if b.get("auskunftssperre") and b["zugelassen"]:
            assert b["anschrift"]["ort"] not in gestaucht  # the Wohnort under Auskunftssperre is never shown


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(roh=wahlen())
def test_json_zeigt_keine_strasse_plz_oder_geburtstag(roh: dict) -> None:
    daten = validiere(roh)
    notiz = bm.als_json(bm.erstelle(daten))
    ausgabe = json.dumps(notiz, ensure_ascii=False)
    _pruefe_datenschutz(roh, ausgabe)
    zugelassen = {b["id"]: b for b in roh["bewerber"] if b["zugelassen"]}
    assert {b["id"] for b in notiz["bewerber"]} == set(zugelassen)
    for zeile in notiz["bewerber"]:
        quelle = zugelassen[zeile["id"]]
        erwartet = (
            quelle["erreichbarkeitsanschrift"]["ort"] if quelle.get("auskunftssperre") else quelle["anschrift"]["ort"]
        )
        assert zeile["ort"] == erwartet
        assert zeile["geburtsjahr"] == quelle["geburtsdatum"].year
    eingaenge = [zugelassen[z["id"]]["eingang"] for z in notiz["bewerber"]]
    assert eingaenge == sorted(eingaenge)  # order of receipt (§ 20 Abs. 6 Satz 3 KomWO)


@pytest.mark.langsam
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(roh=wahlen())
def test_pdf_zeigt_keine_strasse_plz_oder_geburtstag_und_folgt_dem_json(roh: dict) -> None:
    daten = validiere(roh)
    notiz = bm.als_json(bm.erstelle(daten))
    inhalt = text(bekanntmachung_pdf(daten, stichwahl=False, datum=date(2027, 2, 27)))
    _pruefe_datenschutz(roh, inhalt)
    gestaucht = _ohne_leerraum(inhalt)
    namen = [z["familienname"] for z in notiz["bewerber"]]
    positionen = [gestaucht.find(n) for n in namen]
    assert -1 not in positionen
    assert positionen == sorted(positionen)
    for z in notiz["bewerber"]:
        assert _ohne_leerraum(z["ort"]) in gestaucht


def test_namen_werden_als_text_gedruckt(beispiel_roh: dict) -> None:
    """Markup in the data prints as text and fetches nothing (autoescape, closed URL fetcher)."""
    beispiel_roh["bewerber"][3]["familienname"] = '<img src="file:///etc/passwd">Weber'
    beispiel_roh["bewerber"][3]["beruf"] = "Landwirt & <b>Winzer</b>"
    daten = validiere(beispiel_roh)
    inhalt = text(bekanntmachung_pdf(daten, stichwahl=False, datum=date(2027, 2, 27)))
    ohne_umbrueche = re.sub(r"[\s\u200b]", "", inhalt)  # the narrow column wraps the long token
    assert '<imgsrc="file:///etc/passwd">Weber' in ohne_umbrueche
    assert "Landwirt&<b>Winzer</b>" in ohne_umbrueche
    assert "root:" not in inhalt


@pytest.mark.parametrize("kuenstlername", [True, False])
def test_beruf_bricht_nicht_in_drei_zeilen(
    notices_cli: Cli, beispiel_roh: dict, toml_datei: Callable[..., Path], tmp_path: Path, kuenstlername: bool
) -> None:
    """The Beruf column holds a common job title in two lines at most (issue 14): "Diplom-Verwaltungswirtin"
    stays whole on its line, with or without the Ordens- or Künstlername column."""
    if not kuenstlername:
        for b in beispiel_roh["bewerber"]:
            b.pop("kuenstlername", None)
    ziel = tmp_path / "bm.pdf"
    code, _, fehler = notices_cli("bekanntmachung", toml_datei(beispiel_roh), "--datum", "2027-02-20", "--out", ziel)
    assert code == 0, fehler
    zeilen = pdf_text(ziel, flach=False).splitlines()
    assert ("Künstlername" in " ".join(zeilen)) is kuenstlername
    assert any("Diplom-Verwaltungswirtin" in z for z in zeilen)
