"""Public notices for Sachsen-Anhalt (§ 30 Abs. 6, 7 KWG LSA) and the Saarland (§ 76 Abs. 3, 4 KWG):
the order, the JSON contract, and the notice that the election fails or does not take place."""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from notices import deutsch
from notices.dienste import lade as load
from notices.dienste import validiere
from notices.reihenfolge import erste_wahl
from tests.conftest import pdf_text

from .conftest import REPO

ST = REPO / "examples" / "beispielstedt-st-2027.toml"
SL = REPO / "examples" / "musterbach-sl-2027.toml"
Cli = Callable[..., tuple[int, str, str]]


@pytest.mark.parametrize(
    ("namen", "erwartet"),
    [
        (["Zöllner", "Ahrens", "Ähnlich"], ["Ähnlich", "Ahrens", "Zöllner"]),  # ä like a: "ahnlich" < "ahrens"
        (["Strauss", "Strauß", "Straub"], ["Straub", "Strauss", "Strauß"]),  # ß like ss; ties keep a stable order
        (["müller", "Mueller", "Muller"], ["Mueller", "müller", "Muller"]),  # case ignored; ü like u, not ue
        (["Yılmaz", "Yilmazer", "Young"], ["Yılmaz", "Yilmazer", "Young"]),
        (["Çelik", "Cem", "Czerny"], ["Çelik", "Cem", "Czerny"]),
    ],
)
def test_din5007_reihenfolge(namen: list[str], erwartet: list[str]) -> None:
    """§ 30 Abs. 6 KWG LSA: alphabetical order of Familienname, then Vorname (DIN 5007-1)."""
    assert sorted(namen, key=lambda n: (deutsch.din5007(n), n)) == sorted(
        erwartet, key=lambda n: (deutsch.din5007(n), n)
    )
    assert [deutsch.din5007(n) for n in erwartet] == sorted(deutsch.din5007(n) for n in erwartet)


def test_st_beispiel_alphabetisch() -> None:
    assert [b.familienname for b in erste_wahl(load(ST))] == ["Ähnlich", "Ahrens", "Nováková", "Östreich", "Zöllner"]


def test_st_gleicher_familienname_nach_vorname(beispiel_st: dict[str, Any]) -> None:
    beispiel_st["bewerber"][2]["familienname"] = "Ähnlich"
    beispiel_st["bewerber"][2]["vornamen"] = "Anton"
    reihe = [(b.familienname, b.vornamen) for b in erste_wahl(validiere(beispiel_st))]
    assert reihe[:2] == [("Ähnlich", "Anton"), ("Ähnlich", "Petra")]


def test_sl_beispiel_stimmen_dann_alphabetisch() -> None:
    """§ 76 Abs. 3 KWG: SPD (4120) before CDU (3980), then the others alphabetically (Arnold, Scholl)."""
    assert [b.id for b in erste_wahl(load(SL))] == ["becker", "klein", "arnold", "scholl"]


def test_sl_gleiche_stimmen_ist_ein_fehler(beispiel_sl: dict[str, Any]) -> None:
    from notices.fehler import Eingabefehler

    beispiel_sl["wahl"]["stimmen_letzte_gemeinderatswahl"]["CDU"] = 4120
    with pytest.raises(Eingabefehler) as e:
        erste_wahl(validiere(beispiel_sl))
    assert e.value.probleme[0].pfad == "wahl.stimmen_letzte_gemeinderatswahl"


def test_json_vertrag_st(notices_cli: Cli) -> None:
    code, aus, fehler = notices_cli("bekanntmachung", ST, "--json", "--datum", "2027-04-15")
    assert code == 0
    daten = json.loads(aus)
    assert (daten["art"], daten["gemeinde"], daten["wahltag"], daten["spaetestens"]) == (
        "wahl",
        "Beispielstedt",
        "2027-06-06",
        None,
    )
    assert "unverzüglich" in fehler
    zeile = daten["bewerber"][3]
    assert zeile == {
        "nr": 4,
        "id": "oestreich",
        "familienname": "Östreich",
        "vornamen": "Maria",
        "doktorgrad": None,
        "ordens_oder_kuenstlername": None,
        "beruf": "Krankenpflegerin",
        "geburtsjahr": 1990,
        "ort": "Halle (Saale)",
        "wahlvorschlag": None,
    }  # Auskunftssperre: the place of the Erreichbarkeitsanschrift
    assert daten["bewerber"][2]["wahlvorschlag"] == "CDU / SPD"  # a joint applicant (§ 30 Abs. 2 Satz 2 KWG LSA)


def test_sl_frist_der_bekanntmachung(notices_cli: Cli) -> None:
    code, aus, fehler = notices_cli("bekanntmachung", SL, "--json", "--datum", "2027-04-27")
    assert code == 2 and "26. April 2027" in fehler
    code, aus, _ = notices_cli("bekanntmachung", SL, "--json", "--datum", "2027-04-26")
    assert code == 0 and json.loads(aus)["spaetestens"] == "2027-04-26"


@pytest.mark.parametrize(
    ("datei", "text"),
    [
        (
            ST,
            "Es ist keine Bewerbung fristgerecht eingereicht oder zugelassen worden (§ 30 Abs. 7 Satz 1 Nr. 1 KWG LSA). Der Wahltermin wird abgesagt",
        ),
        (SL, "die Wahl findet nicht statt (§ 76 Abs. 4 Satz 1 KWG). Die Bürgermeisterin oder der Bürgermeister wird"),
    ],
)
def test_keine_zulassung(
    datei: Path, text: str, toml_datei: Callable[[dict[str, Any]], Path], notices_cli: Cli, tmp_path: Path
) -> None:

    roh = tomllib.loads(datei.read_text("utf-8"))
    for b in roh["bewerber"]:
        b["zugelassen"] = False
    ziel = tmp_path / "bm.pdf"
    code, _, fehler = notices_cli("bekanntmachung", toml_datei(roh), "--datum", "2027-04-20", "--out", ziel)
    assert code == 0, fehler
    seite = pdf_text(ziel, seiten=slice(0, 1))
    assert text in seite


def test_pdf_sl_zeigt_wahlvorschlag_und_keine_strasse(notices_cli: Cli, tmp_path: Path) -> None:
    ziel = tmp_path / "sl.pdf"
    code, _, fehler = notices_cli("bekanntmachung", SL, "--datum", "2027-04-20", "--out", ziel)
    assert code == 0, fehler
    text = pdf_text(ziel, seiten=slice(0, 1))
    assert text.index("Becker") < text.index("Klein") < text.index("Arnold") < text.index("Scholl")
    assert "Freie Liste Musterbach" in text and "Einzelbewerbung" not in text
    # § 76 Abs. 2 Satz 2 KWG: the proposal of an Einzelbewerber bears the Familienname
    assert "4. Scholl Lea Scholl Architektin" in text
    for verboten in ("Hauptstraße", "66999", "30.08.1971", "Mühlenweg"):
        assert verboten not in text


def test_sl_json_wahlvorschlag_traegt_den_familiennamen(notices_cli: Cli) -> None:
    """§ 76 Abs. 2 Satz 2 KWG: "Der Wahlvorschlag einer Einzelbewerberin … trägt den Familiennamen"."""
    code, aus, _ = notices_cli("bekanntmachung", SL, "--json", "--datum", "2027-04-26")
    assert code == 0
    vorschlaege = {b["id"]: b["wahlvorschlag"] for b in json.loads(aus)["bewerber"]}
    assert vorschlaege == {"becker": "SPD", "klein": "CDU", "arnold": "Freie Liste Musterbach", "scholl": "Scholl"}


def test_st_zeigt_die_unterstuetzende_partei(notices_cli: Cli, tmp_path: Path) -> None:
    """Published ST notices name the supporting party; none: "–" (no claim "parteilos")."""
    ziel = tmp_path / "st.pdf"
    code, _, fehler = notices_cli("bekanntmachung", ST, "--datum", "2027-04-09", "--out", ziel)
    assert code == 0, fehler
    text = pdf_text(ziel, seiten=slice(0, 1))
    assert "Unterstützt von" in text and "CDU / SPD" in text and "Wählergemeinschaft" in text
    assert "2. Ahrens Tobias – Ingenieur 1985 Nachbarhausen" in text
    for verboten in ("Gartenstraße", "06999", "14.05.1968", "Einzelbewerbung", "KomWO"):
        assert verboten not in text


@pytest.fixture
def beispiel_st() -> dict[str, Any]:
    import tomllib

    return tomllib.loads(ST.read_text("utf-8"))


@pytest.fixture
def beispiel_sl() -> dict[str, Any]:
    import tomllib

    return tomllib.loads(SL.read_text("utf-8"))


def test_sl_hat_keine_waehlbarkeitsbescheinigung(notices_cli: Cli, tmp_path: Path) -> None:
    """No Muster on record: refused, never BW's form. The refusal said only "nicht vorgesehen", as if none were
    needed; § 76 Abs. 1 Satz 4 KWG applies § 24 KWG, whose Abs. 8 Nr. 2 asks for one, to a party's proposal –
    the sentence names both and asks for the Gemeinde's own certificate (R-SL-10)."""
    ziel = tmp_path / "x.pdf"
    code, _, fehler = notices_cli("bescheinigung", SL, "--bewerber", "scholl", "--out", ziel)
    assert code == 2 and "KomWO" not in fehler
    assert "kein Muster einer Wählbarkeitsbescheinigung hinterlegt" in fehler
    assert "§ 76 Abs. 1 Satz 4 KWG" in fehler and "§ 24 KWG entsprechend" in fehler and "Abs. 8 Nr. 2" in fehler
    assert "dem Wahlvorschlag beifügen" in fehler
    assert "Traceback" not in fehler and not ziel.exists()


def test_sl_pruefbericht_sagt_dass_die_bescheinigung_nicht_geprueft_wird() -> None:
    """The Prüfbericht said § 104 KWO asks for no Wählbarkeitsbescheinigung, and stopped there."""
    from notices.dienste import pruefe_datei
    from notices.dokumente.pruefungstext import bericht_text

    text = bericht_text(pruefe_datei(SL))
    assert "§ 76 Abs. 1 Satz 4" in text and "wird nicht geprüft" in text


ZUGELASSEN_IM_FALL = {"keine-bewerbung": 0, "kein-wahlvorschlag": 0, "einziger-bewerber": 1}
"""How many admitted applications the failure case presupposes (§ 30 Abs. 7 Satz 1 Nr. 1, 2 KWG LSA; § 76 Abs. 4
KWG); the other cases follow events the data do not record."""


@pytest.mark.parametrize(
    ("datei", "fall", "text"),
    [
        (ST, "keine-bewerbung", "Der Wahltermin wird abgesagt (§ 30 Abs. 7 Satz 2 KWG LSA)."),
        (
            ST,
            "einziger-bewerber",
            "dieser ist verstorben oder hat die Wählbarkeit verloren (§ 30 Abs. 7 Satz 1 Nr. 2 KWG LSA)",
        ),
        (ST, "annahme-abgelehnt", "Der gewählte Bewerber nimmt die Wahl nicht an (§ 30 Abs. 7 Satz 1 Nr. 3 KWG LSA)."),
        (
            SL,
            "kein-wahlvorschlag",
            "vom Gemeinderat nach den Bestimmungen des Kommunalselbstverwaltungsgesetzes gewählt (§ 76 Abs. 4 Satz 2 KWG; § 56 Abs. 3 Satz 2 KSVG)",
        ),
        (
            SL,
            "bewerber-verstorben",
            "innerhalb von drei Monaten nach dem Termin der ausgefallenen Wahl nachzuholen (§ 76 Abs. 5 Satz 2 KWG)",
        ),
    ],
)
def test_wahl_entfaellt(
    datei: Path, fall: str, text: str, notices_cli: Cli, tmp_path: Path, toml_datei: Callable[..., Path]
) -> None:
    """§ 30 Abs. 7 KWG LSA (failure, Satz 4: the Wahlleiter publishes it and what follows); § 76 Abs. 4, 5 KWG.
    The data must show the case: no admitted application, or exactly one."""
    zugelassen = ZUGELASSEN_IM_FALL.get(fall)
    if zugelassen is not None:
        roh = tomllib.loads(datei.read_text("utf-8"))
        for i, b in enumerate(roh["bewerber"]):
            b["zugelassen"] = i < zugelassen
        datei = toml_datei(roh)
    ziel = tmp_path / "entfaellt.pdf"
    code, _, fehler = notices_cli(
        "bekanntmachung",
        datei,
        "--wahl-entfaellt",
        fall,
        "--grund",
        "Nähere Umstände",
        "--datum",
        "2027-04-20",
        "--out",
        ziel,
    )
    assert code == 0, fehler
    seite = pdf_text(ziel, seiten=slice(0, 1))
    assert text in seite and "Nähere Umstände" in seite
    code, aus, _ = notices_cli("bekanntmachung", datei, "--wahl-entfaellt", fall, "--json", "--datum", "2027-04-20")
    assert code == 0 and json.loads(aus)["art"] == "wahl_entfaellt" and json.loads(aus)["fall"] == fall


@pytest.mark.parametrize(
    ("datei", "fall", "zugelassen"),
    [
        (ST, "keine-bewerbung", 1),
        (ST, "einziger-bewerber", 0),
        (ST, "einziger-bewerber", 2),
        (SL, "kein-wahlvorschlag", 1),
    ],
)
def test_wahl_entfaellt_nur_wie_die_daten_es_zeigen(
    datei: Path, fall: str, zugelassen: int, notices_cli: Cli, toml_datei: Callable[..., Path], tmp_path: Path
) -> None:
    """A failure notice the data contradict is refused (exit 2, nothing written) – issue 14."""
    roh = tomllib.loads(datei.read_text("utf-8"))
    for i, b in enumerate(roh["bewerber"]):
        b["zugelassen"] = i < zugelassen
    ziel = tmp_path / "entfaellt.pdf"
    code, _, fehler = notices_cli(
        "bekanntmachung", toml_datei(roh), "--wahl-entfaellt", fall, "--datum", "2027-04-20", "--out", ziel
    )
    assert code == 2 and not ziel.exists()
    erwartet = "keine Bewerbung zugelassen ist" if ZUGELASSEN_IM_FALL[fall] == 0 else "genau 1 Bewerbung zugelassen ist"
    erfasst = {0: "ist keine", 1: "ist eine"}.get(zugelassen, f"sind {zugelassen}")
    assert f"--wahl-entfaellt: „{fall}“ setzt voraus, dass {erwartet}; erfasst {erfasst} zugelassene" in fehler


def test_wahl_entfaellt_frist_sl(notices_cli: Cli, toml_datei: Callable[..., Path]) -> None:
    """§ 76 Abs. 4 Satz 1 KWG: "bis spätestens am 46. Tag vor der Wahl" – 28.04.2027 for 13.06.2027."""
    roh = tomllib.loads(SL.read_text("utf-8"))
    for b in roh["bewerber"]:
        b["zugelassen"] = False
    sl_ohne = toml_datei(roh)
    code, aus, _ = notices_cli(
        "bekanntmachung", sl_ohne, "--wahl-entfaellt", "kein-wahlvorschlag", "--json", "--datum", "2027-04-28"
    )
    assert code == 0 and json.loads(aus)["spaetestens"] == "2027-04-28"
    code, _, fehler = notices_cli(
        "bekanntmachung", sl_ohne, "--wahl-entfaellt", "kein-wahlvorschlag", "--json", "--datum", "2027-04-29"
    )
    assert code == 2 and "28. April 2027" in fehler


@pytest.mark.parametrize(
    ("datei", "fall"), [(ST, "kein-wahlvorschlag"), (REPO / "examples" / "musterhausen-2027.toml", "keine-bewerbung")]
)
def test_wahl_entfaellt_unbekannter_fall(datei: Path, fall: str, notices_cli: Cli) -> None:
    code, _, fehler = notices_cli("bekanntmachung", datei, "--wahl-entfaellt", fall, "--json")
    assert code == 2 and "--wahl-entfaellt" in fehler and "Traceback" not in fehler


@pytest.mark.parametrize(
    ("datei", "datum", "erwartet", "fehlt"),
    [
        (ST, "2027-04-09", "Gewählt ist, wer mehr als die Hälfte der abgegebenen gültigen Stimmen", "Stichwahl"),
        (SL, "2027-04-26", "ist die Wahl zu wiederholen (§ 78 Abs. 2 Satz 2 KWG)", "Stichwahl"),
    ],
)
def test_nur_eine_zulassung_keine_stichwahl(
    datei: Path,
    datum: str,
    erwartet: str,
    fehlt: str,
    toml_datei: Callable[[dict[str, Any]], Path],
    notices_cli: Cli,
    tmp_path: Path,
) -> None:
    """A Stichwahl is held between two (§ 30a Abs. 1 KWG LSA, § 79 KWG): with one admitted the notice does not
    announce one; in the Saarland the election is repeated if the one is not elected (§ 78 Abs. 2 Satz 2 KWG)."""
    import tomllib

    roh = tomllib.loads(datei.read_text("utf-8"))
    roh.pop("stichwahl")
    for i, b in enumerate(roh["bewerber"]):
        b["zugelassen"] = i == 0
        b.pop("unterschriften", None)
    ziel = tmp_path / "eins.pdf"
    code, _, fehler = notices_cli("bekanntmachung", toml_datei(roh), "--datum", datum, "--out", ziel)
    assert code == 0, fehler
    text = pdf_text(ziel, seiten=slice(0, 1))
    assert erwartet in text and fehlt not in text
