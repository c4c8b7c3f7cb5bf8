"""What the law makes impossible is refused, not warned about (issue 14): a Doktorgrad that is not the
registered one (BW § 20 Abs. 6 Satz 2 KomWO, § 5 Abs. 2 Nr. 3 PAuswG), an applicant who chairs the committee
(§ 15 Abs. 1 Satz 3, § 11 Abs. 2 Satz 3 KomWG) or signs the notices (§ 10 Abs. 6 KomWG i. V. m. §§ 52, 18, 48
GemO), a letter that predates the application it is about, a Prüfbericht dated after the Wahltag."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from notices.dienste import validiere
from notices.exitcodes import EXIT_BEFUND
from notices.fehler import Eingabefehler

Cli = Callable[..., tuple[int, str, str]]


# ------------------------------------------------------------------------------------------------
# Doktorgrad: only as the identity card or passport carries it


@pytest.mark.parametrize(
    ("grad", "erlaubt"),
    [
        ("Dr.", True),
        ("Dr. Dr.", True),  # several doctorates
        ("Dr. h. c.", True),  # honorary doctorate of a German university
        ("Dr. h.c.", True),
        ("Dr. E. h.", True),
        ("Dr. h. c. Dr.", True),
        ("Prof. Dr.", False),  # a professorship is no academic degree and not in the card
        ("Prof.", False),
        ("Dr. med.", False),  # the card carries the degree without the subject
        ("Dr.-Ing.", False),
        ("Dr. rer. nat.", False),
        ("Dipl.-Ing.", False),
        ("PhD", False),
        ("Dr", False),
        ("Doktor", False),
    ],
)
def test_doktorgrad_wie_im_ausweis(beispiel_roh: dict[str, Any], grad: str, erlaubt: bool) -> None:
    beispiel_roh["bewerber"][1]["doktorgrad"] = grad
    if erlaubt:
        assert validiere(beispiel_roh).bewerber[1].doktorgrad == grad
        return
    with pytest.raises(Eingabefehler) as e:
        validiere(beispiel_roh)
    [p] = e.value.probleme
    assert p.pfad == "bewerber[2].doktorgrad"
    assert f"„{grad}“ ist kein im Personalausweis oder Pass eingetragener Doktorgrad" in p.text
    assert "(§ 20 Abs. 6 Satz 2 KomWO, § 5 Abs. 2 Nr. 3 PAuswG)" in p.text


def test_doktorgrad_auch_bei_stichwahlpersonen(beispiel_roh: dict[str, Any]) -> None:
    beispiel_roh["stichwahl_bewerber"][0]["doktorgrad"] = "Prof. Dr."
    with pytest.raises(Eingabefehler) as e:
        validiere(beispiel_roh)
    assert [p.pfad for p in e.value.probleme] == ["stichwahl_bewerber[1].doktorgrad"]


def test_doktorgrad_cli_exit_2_nichts_geschrieben(
    beispiel_roh: dict[str, Any], toml_datei: Callable[..., Path], notices_cli: Cli, tmp_path: Path
) -> None:
    beispiel_roh["bewerber"][1]["doktorgrad"] = "Prof. Dr."
    ziel = tmp_path / "b.pdf"
    code, aus, fehler = notices_cli("bekanntmachung", toml_datei(beispiel_roh), "--datum", "2027-02-20", "--out", ziel)
    assert (code, aus) == (2, "") and not ziel.exists()
    assert len(fehler.strip().splitlines()) == 1 and "bewerber[2].doktorgrad" in fehler
    assert "Traceback" not in fehler


# ------------------------------------------------------------------------------------------------
# An applicant may not run the procedure


@pytest.mark.parametrize(
    ("vorsitz", "bewerber"),
    [
        ("Max Peter Mustermann", "Max Peter Mustermann"),
        ("Dr. Anna Schäfer", "Dr. Anna Schäfer"),
        ("anna  schäfer", "Dr. Anna Schäfer"),  # case, spacing and the title do not matter
        ("Thomas Huber", "Thomas Huber"),  # a person in the run-off
        ("Max Mustermann", None),  # not the whole name: another person
        ("Anna Schäfer-Berg", None),
        ("Erika Beispiel", None),
    ],
)
def test_bewerber_fuehrt_nicht_den_vorsitz(beispiel_roh: dict[str, Any], vorsitz: str, bewerber: str | None) -> None:
    beispiel_roh["wahl"]["ausschuss"]["vorsitz"] = vorsitz
    if bewerber is None:
        validiere(beispiel_roh)
        return
    with pytest.raises(Eingabefehler) as e:
        validiere(beispiel_roh)
    [p] = e.value.probleme
    assert p.pfad == "wahl.ausschuss.vorsitz"
    assert f"„{vorsitz}“ bewirbt sich selbst ({bewerber}); wer sich bewirbt, darf dem Wahlausschuss nicht" in p.text
    assert "(§ 15 Abs. 1 Satz 3, § 11 Abs. 2 Satz 3 KomWG)" in p.text


def test_bewerber_unterzeichnet_keine_bekanntmachung(
    beispiel_roh: dict[str, Any], toml_datei: Callable[..., Path], notices_cli: Cli
) -> None:
    """The mayor standing for re-election signed as "Bürgermeister" in the example until issue 14."""
    beispiel_roh["wahl"]["bekanntmachung"] = {"unterzeichner": "Max Peter Mustermann", "funktion": "Bürgermeister"}
    code, aus, fehler = notices_cli("bekanntmachung", toml_datei(beispiel_roh), "--datum", "2027-02-20", "--json")
    assert (code, aus) == (2, "")
    assert "wahl.bekanntmachung.unterzeichner: „Max Peter Mustermann“ bewirbt sich selbst" in fehler
    assert "(§ 10 Abs. 6 KomWG i. V. m. § 52, § 18 Abs. 1 und § 48 GemO)" in fehler


def test_amtsinhaber_bewirbt_sich_ohne_unterzeichner(
    beispiel_roh: dict[str, Any], toml_datei: Callable[..., Path], notices_cli: Cli
) -> None:
    """Where the mayor applies, the notice must name the deputy who signs: without a signer it is refused."""
    del beispiel_roh["wahl"]["bekanntmachung"]
    code, aus, fehler = notices_cli("bekanntmachung", toml_datei(beispiel_roh), "--datum", "2027-02-20", "--json")
    assert (code, aus) == (2, "") and "Traceback" not in fehler
    assert "wahl.bekanntmachung" in fehler
    # without a mayor among the applicants, the notice may go out unsigned by name (a warning says so)
    beispiel_roh["bewerber"][0]["amtsinhaber"] = False
    code, _, fehler = notices_cli("bekanntmachung", toml_datei(beispiel_roh), "--datum", "2027-02-20", "--json")
    assert code == 0 and "wahl.bekanntmachung fehlt" in fehler


def test_beispiel_unterzeichnet_die_stellvertreterin() -> None:
    from notices.dienste import lade
    from tests.conftest import BEISPIEL

    daten = lade(BEISPIEL)
    assert daten.wahl.bekanntmachung is not None
    assert (daten.wahl.bekanntmachung.unterzeichner, daten.wahl.bekanntmachung.funktion) == (
        "Karin Albrecht",
        "Stellvertretende Bürgermeisterin",
    )


# ------------------------------------------------------------------------------------------------
# A letter or report about an application never predates its receipt


@pytest.mark.parametrize("ausgabe", [(), ("--pdf", "m.pdf")])
def test_maengelschreiben_vor_eingang_verweigert(notices_cli: Cli, tmp_path: Path, ausgabe: tuple[str, ...]) -> None:
    from tests.conftest import BEISPIEL

    args = [tmp_path / a if a.endswith(".pdf") else a for a in ausgabe]
    code, aus, fehler = notices_cli("maengel", BEISPIEL, "--bewerber", "weber", "--stichtag", "10.02.2027", *args)
    assert (code, aus) == (2, "")
    assert "--stichtag: Mittwoch, 10. Februar 2027, 00:00 Uhr liegt vor dem Eingang bei Jonas Weber" in fehler
    assert not (tmp_path / "m.pdf").exists()


def test_pruefung_vor_eingang_laesst_die_bewerbung_aus(notices_cli: Cli) -> None:
    from tests.conftest import BEISPIEL

    code, aus, _ = notices_cli("pruefen", BEISPIEL, "--stichtag", "10.02.2027", "--json")
    daten = json.loads(aus)
    assert code == 0
    assert [b["id"] for b in daten["bewerber"]] == ["mustermann", "schaefer", "yilmaz"]
    assert any(h.startswith("Jonas Weber: die Bewerbung ist erst am") for h in daten["hinweise"])


def test_pruefbericht_der_ersten_wahl_nie_nach_dem_wahltag(
    beispiel_roh: dict[str, Any], toml_datei: Callable[..., Path], notices_cli: Cli
) -> None:
    """Without a recorded meeting, the first ballot's check is dated at the latest on the last day of the
    decision (26.02.2027, § 10 Abs. 5 Satz 1 KomWG) – a run-off consent in the file does not move it."""
    del beispiel_roh["wahl"]["ausschuss"]["zulassungssitzung"]
    beispiel_roh["bewerber"][3]["eingang"] = datetime(2027, 2, 15, 17, 45)
    code, aus, _ = notices_cli("pruefen", toml_datei(beispiel_roh), "--json")
    assert code == EXIT_BEFUND  # Krause's late application: a rejection is proposed
    assert json.loads(aus)["stichtag"] == "2027-02-15T18:20"  # Krause's late application, the last event
    beispiel_roh["bewerber"][4]["eingang"] = datetime(2027, 3, 1, 9, 0)  # absurdly late: capped
    code, aus, _ = notices_cli("pruefen", toml_datei(beispiel_roh), "--json")
    assert json.loads(aus)["stichtag"] == "2027-02-26T00:00"
