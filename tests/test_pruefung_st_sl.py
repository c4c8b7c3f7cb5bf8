"""notices pruefen for Sachsen-Anhalt and the Saarland: the Land's quorum and deadline through the same
interface and JSON contract; what the Land's text does not settle is reported, not decided."""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tomli_w

from .conftest import REPO

Cli = Callable[..., tuple[int, str, str]]
KOPF = "familienname;vornamen;geburtsdatum;strasse;plz;ort;datum_unterschrift;wahlberechtigt;eingang;bemerkung\n"


def _zeilen(n: int, start: int = 0, datum: str = "01.03.2027") -> str:
    return "".join(
        f"Muster{i};Person{i};01.01.1970;Weg {i};06999;Beispielstedt;{datum};ja;;\n" for i in range(start, start + n)
    )


def _wahl(tmp_path: Path, beispiel: str, listen: dict[str, str]) -> Path:
    roh: dict[str, Any] = tomllib.loads((REPO / "examples" / beispiel).read_text("utf-8"))
    for b in roh["bewerber"]:
        if b["id"] in listen:
            (tmp_path / f"{b['id']}.csv").write_text(KOPF + listen[b["id"]], "utf-8")
            b["unterschriften"] = f"{b['id']}.csv"
        elif "unterschriften" in b:  # the example's own list, from where the file is
            b["unterschriften"] = str(REPO / "examples" / b["unterschriften"])
    datei = tmp_path / "wahl.toml"
    datei.write_text(tomli_w.dumps(roh), "utf-8")
    return datei


def test_st_quorum_und_frist(tmp_path: Path, notices_cli: Cli) -> None:
    """§ 30 Abs. 3 KWG LSA: 1 % of 8 120 = 81 (fractions dropped); the 81st row decides."""
    datei = _wahl(tmp_path, "beispielstedt-st-2027.toml", {"ahrens": _zeilen(81), "oestreich": _zeilen(80, 100)})
    code, aus, fehler = notices_cli("pruefen", datei, "--json")
    assert code == 0, fehler
    ergebnis = {b["id"]: b for b in json.loads(aus)["bewerber"]}
    assert (ergebnis["ahrens"]["erforderlich"], ergebnis["ahrens"]["gueltig"]) == (81, 81)
    assert ergebnis["ahrens"]["vorschlag"] == "zulassen"
    assert (ergebnis["oestreich"]["erforderlich"], ergebnis["oestreich"]["gueltig"]) == (81, 80)
    # one signature short: open while it can still be cured, else rejected
    [mangel] = ergebnis["oestreich"]["maengel"]
    assert ergebnis["oestreich"]["vorschlag"] == ("offen" if mangel["behebbar"] else "zurueckweisen")
    assert ergebnis["zoellner"]["erforderlich"] == 0  # incumbent, § 30 Abs. 3 Satz 3
    assert ergebnis["aehnlich"]["erforderlich"] == 0  # § 30 Abs. 3 Satz 4
    mangel = ergebnis["oestreich"]["maengel"][0]
    assert "KWG LSA" in mangel["vorschrift"] and "KomWO" not in mangel["vorschrift"]


def test_st_unterschrift_nach_dem_68_tag(tmp_path: Path, notices_cli: Cli) -> None:
    """Filed by the 68th day, 18 Uhr (§ 30 Abs. 1): a row dated after 30.03.2027 does not count."""
    datei = _wahl(tmp_path, "beispielstedt-st-2027.toml", {"ahrens": _zeilen(80) + _zeilen(1, 500, "31.03.2027")})
    code, aus, _ = notices_cli("pruefen", datei, "--json")
    assert code == 0
    ahrens = next(b for b in json.loads(aus)["bewerber"] if b["id"] == "ahrens")
    assert ahrens["gueltig"] == 80 and ahrens["ungueltig"][0]["zeile"] == 82


def test_st_mehrfachunterzeichnung_wird_gemeldet_nicht_entschieden(tmp_path: Path, notices_cli: Cli) -> None:
    datei = _wahl(tmp_path, "beispielstedt-st-2027.toml", {"ahrens": _zeilen(81), "oestreich": _zeilen(81)})
    code, aus, fehler = notices_cli("pruefen", datei, "--json")
    assert code == 0, fehler
    daten = json.loads(aus)
    ahrens = next(b for b in daten["bewerber"] if b["id"] == "ahrens")
    assert ahrens["gueltig"] == 81
    assert any("auch für andere Bewerber unterschrieben" in h for h in ahrens["hinweise"])


def _eintraege(n: int, start: int = 0, tag: str = "31.03.2027", uhr: str = "10:00") -> str:
    """Entries in a Saarland Unterstützungsverzeichnis: made at the town hall, with day and time (§ 17 KWO)."""
    return "".join(
        f"Muster{i};Person{i};01.01.1970;Weg {i};66999;Musterbach;{tag};ja;{tag} {uhr};\n"
        for i in range(start, start + n)
    )


def test_sl_quorum_drei_mal_sitze(tmp_path: Path, notices_cli: Cli) -> None:
    """§ 22 Abs. 2 KWG: 3 × 33 = 99 for the Einzelbewerberin; none for a party in the Gemeinderat."""
    datei = _wahl(tmp_path, "musterbach-sl-2027.toml", {"scholl": _eintraege(99)})
    code, aus, fehler = notices_cli("pruefen", datei, "--json")
    assert code == 0, fehler
    ergebnis = {b["id"]: b for b in json.loads(aus)["bewerber"]}
    assert (ergebnis["scholl"]["erforderlich"], ergebnis["scholl"]["gueltig"], ergebnis["scholl"]["vorschlag"]) == (
        99,
        99,
        "zulassen",
    )
    assert ergebnis["becker"]["erforderlich"] == 0
    assert ergebnis["arnold"]["erforderlich"] == 99  # a group not in the Gemeinderat


def test_text_nennt_das_zustaendige_gremium(notices_cli: Cli) -> None:
    code, aus, _ = notices_cli("pruefen", REPO / "examples" / "beispielstedt-st-2027.toml")
    assert code == 0
    assert "die Entscheidung trifft der Wahlausschuss (§ 30 Abs. 5 KWG LSA)" in aus
    assert "KomWG" not in aus and "KomWO" not in aus
