"""Golden files: ``notices fristen --json`` for every example and every Rechtsstand, compared whole.

Each row of :data:`GOLDEN` names a data file (an example from ``examples/`` or an input kept beside the
golden file in ``tests/golden/``, derived from an example for a version of the law that no example
covers), the Rechtsstand it must select, and the golden JSON file in ``tests/golden/``. The test runs
the command line in-process and compares its JSON with the golden file, so that any change of a date,
time, citation, description, arithmetic text or note shows up as a diff.

To regenerate the golden files after an intended change, run::

    NOTICES_GOLDEN_NEU=1 python -m pytest tests/test_golden.py

The rewritten files are reported as skipped tests; review them with ``git diff tests/golden/`` (every
changed date must be checked against the statute: "n-th day before the Wahltag" is the Wahltag minus n
calendar days, and deadlines never move for weekends or holidays) before committing them.

The values were checked by hand when they were first written (see ``test_golden_von_hand``), one date
per version at least.

The second part does the same for the wording of the public notices of Sachsen-Anhalt and the Saarland
(``notices/recht/st/dokumente.py``, ``notices/recht/sl/dokumente.py``): the finished strings each notice
hands to its template, for the example election and for every case in which the election fails or does
not take place (``tests/golden/bekanntmachung-st.json``, ``bekanntmachung-sl.json``; same variable).

The third part pins the law tables themselves: every field of every Rechtsstand (rules, quorum, order,
date checks and the citations of the admission check) in ``tests/golden/rechtsstaende.json``, as the
declarations (``notices/recht/<land>/land.toml``) give them after each version's differences are applied
to the one it derives from: a change of a declaration or of the way versions derive shows up here (same
variable).
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

import pytest

from notices import recht
from notices.dienste import lade, validiere
from notices.dokumente import bekanntmachung as bm_modul
from notices.dokumente import landesdokumente
from notices.dokumente.fristenkalender import fristen_json
from notices.recht.fristenrechnung import berechne
from notices.recht.grundlagen import Regel

from .conftest import REPO

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
NEU = os.environ.get("NOTICES_GOLDEN_NEU") == "1"

# (data file relative to the repository, the Rechtsstand it selects, golden JSON in tests/golden/)
GOLDEN = [
    ("examples/musterhausen-2027.toml", "bw-2023", "musterhausen-2027.json"),
    ("tests/golden/bw-1997.toml", "bw-1997", "bw-1997.json"),
    ("examples/beispielstedt-st-2027.toml", "st-2024", "beispielstedt-st-2027.json"),
    ("tests/golden/st-2023.toml", "st-2023", "st-2023.json"),
    ("tests/golden/st-alt.toml", "st-alt", "st-alt.json"),
    ("examples/musterbach-sl-2027.toml", "sl-2019", "musterbach-sl-2027.json"),
    ("tests/golden/sl-2008.toml", "sl-2008", "sl-2008.json"),
    ("examples/musterhagen-nw-2025.toml", "nw-2024", "musterhagen-nw-2025.json"),
    ("tests/golden/nw-2019.toml", "nw-2019", "nw-2019.json"),
]

Cli = Callable[..., tuple[int, str, str]]


def test_jeder_rechtsstand_hat_eine_golden_datei() -> None:
    """A new version of a Land's law needs its own golden file (and so a hand check of its dates)."""
    alle = {rs.kennung for land in recht.laender() for rs in land.rechtsstaende}
    assert {kennung for _, kennung, _ in GOLDEN} == alle
    beispiele = {f"examples/{land.beispiel}" for land in recht.laender()}
    assert beispiele <= {datei for datei, _, _ in GOLDEN}


@pytest.mark.parametrize(("datei", "kennung", "golden"), GOLDEN, ids=[g for _, _, g in GOLDEN])
def test_fristen_json_wie_golden(notices_cli: Cli, datei: str, kennung: str, golden: str) -> None:
    assert recht.rechtsstand(lade(REPO / datei).wahl).kennung == kennung
    code, aus, fehler = notices_cli("fristen", REPO / datei, "--json")
    assert (code, fehler) == (0, "")
    ziel = GOLDEN_DIR / golden
    if NEU:
        ziel.write_text(aus, "utf-8")
        pytest.skip(f"{ziel.name} neu geschrieben – bitte mit git diff prüfen")
    assert ziel.is_file(), f"{ziel} fehlt: NOTICES_GOLDEN_NEU=1 python -m pytest tests/test_golden.py"
    assert json.loads(aus) == json.loads(ziel.read_text("utf-8"))


def _golden(name: str) -> dict[str, dict]:
    return {f["id"]: f for f in json.loads((GOLDEN_DIR / name).read_text("utf-8"))["fristen"]}


# Checked by hand against a calendar when the golden files were written: one row at least per version.
# (golden file, deadline id, date, weekday, days before the reference day, reference day)
VON_HAND = [
    # bw-2023: § 10 Abs. 5 Satz 1 KomWG, the 16th day before Sun 14.03.2027 is Fri 26.02.2027.
    ("musterhausen-2027.json", "zulassung_spaetestens", "2027-02-26", 4, 16, date(2027, 3, 14)),
    # bw-2023: § 10a Abs. 3 Satz 1 KomWG, the 9th day before the Stichwahl Sun 04.04.2027 is Good Friday.
    ("musterhausen-2027.json", "stichwahl_zulassung_spaetestens", "2027-03-26", 4, 9, date(2027, 4, 4)),
    # bw-1997: § 10 Abs. 1 Satz 3 KomWG, the 27th day before Sun 30.04.2023 is Mon 03.04.2023.
    ("bw-1997.json", "einreichungsfrist_ende_fruehestens", "2023-04-03", 0, 27, date(2023, 4, 30)),
    # bw-1997: § 10 Abs. 2 Satz 1 KomWG a. F., the 3rd day *after* the Wahltag is Wed 03.05.2023.
    ("bw-1997.json", "neuwahl_einreichungsfrist_ende_fruehestens", "2023-05-03", 2, -3, date(2023, 4, 30)),
    # bw-1997: § 10 Abs. 6 KomWG a. F., the 8th day before the Neuwahl Sun 21.05.2023 is Sat 13.05.2023.
    ("bw-1997.json", "neuwahl_bekanntmachung_spaetestens", "2023-05-13", 5, 8, date(2023, 5, 21)),
    # st-2024: § 30 Abs. 1 KWG LSA, the 68th day before Sun 06.06.2027 is Tue 30.03.2027.
    ("beispielstedt-st-2027.json", "einreichung_bis", "2027-03-30", 1, 68, date(2027, 6, 6)),
    # st-2023: § 30 Abs. 1 KWG LSA (69th day), before Sun 05.11.2023: Mon 28.08.2023.
    ("st-2023.json", "einreichung_bis", "2023-08-28", 0, 69, date(2023, 11, 5)),
    # st-2023: § 30 Abs. 5 Satz 5 KWG LSA, the 52nd day before Sun 05.11.2023 is Thu 14.09.2023.
    ("st-2023.json", "beschwerde_entscheidung_spaetestens", "2023-09-14", 3, 52, date(2023, 11, 5)),
    # st-alt: § 30 Abs. 1 Satz 4 KWG LSA a. F., the 20th day before Sun 11.06.2023 is Mon 22.05.2023.
    ("st-alt.json", "einreichungsfrist_ende_spaetestens", "2023-05-22", 0, 20, date(2023, 6, 11)),
    # st-alt: § 30 Abs. 3 KWG LSA a. F., the 15th day before Sun 11.06.2023 is Sat 27.05.2023.
    ("st-alt.json", "bekanntmachung_spaetestens", "2023-05-27", 5, 15, date(2023, 6, 11)),
    # sl-2019: § 23 Satz 2 i. V. m. § 76 Abs. 1 Satz 4 KWG, the 66th day before Sun 13.06.2027 is Thu 08.04.2027.
    ("musterbach-sl-2027.json", "einreichung_bis", "2027-04-08", 3, 66, date(2027, 6, 13)),
    # sl-2019: § 76 Abs. 3 Satz 3 KWG, the 48th day before Sun 13.06.2027 is Mon 26.04.2027.
    ("musterbach-sl-2027.json", "bekanntmachung_spaetestens", "2027-04-26", 0, 48, date(2027, 6, 13)),
    # sl-2008: the 66th day before Sun 17.06.2018 is Thu 12.04.2018 (GNU date), the 48th Mon 30.04.2018.
    ("sl-2008.json", "einreichung_bis", "2018-04-12", 3, 66, date(2018, 6, 17)),
    ("sl-2008.json", "bekanntmachung_spaetestens", "2018-04-30", 0, 48, date(2018, 6, 17)),
    # nw-2024: § 15 Abs. 1 KWahlG, the 69th day before Sun 14.09.2025 is Mon 07.07.2025 (GNU date); § 19 Abs. 1
    # KWahlG, the 37th day is Fri 08.08.2025.
    ("musterhagen-nw-2025.json", "einreichung_bis", "2025-07-07", 0, 69, date(2025, 9, 14)),
    ("musterhagen-nw-2025.json", "bekanntmachung_spaetestens", "2025-08-08", 4, 37, date(2025, 9, 14)),
    # nw-2019: § 15 Abs. 1 KWahlG a. F., the 59th day before Sun 15.05.2022 is Thu 17.03.2022; § 19 Abs. 1 a. F.,
    # the 27th day is Easter Monday 18.04.2022 and stays there (§ 49 Abs. 2 KWahlG); § 18 Abs. 4 Satz 7 a. F.,
    # the 38th day is Thu 07.04.2022.
    ("nw-2019.json", "einreichung_bis", "2022-03-17", 3, 59, date(2022, 5, 15)),
    ("nw-2019.json", "bekanntmachung_spaetestens", "2022-04-18", 0, 27, date(2022, 5, 15)),
    ("nw-2019.json", "beschwerde_entscheidung_landeswahlausschuss_spaetestens", "2022-04-07", 3, 38, date(2022, 5, 15)),
]


@pytest.mark.parametrize(("golden", "id", "datum", "wochentag", "n", "bezug"), VON_HAND)
def test_golden_von_hand(golden: str, id: str, datum: str, wochentag: int, n: int, bezug: date) -> None:
    """The counting rule, written out without the program: the n-th day before the reference day is
    that day minus n calendar days (§ 56 KomWG; § 68a Abs. 1 KWG LSA), never moved."""
    tag = date.fromisoformat(datum)
    assert bezug - timedelta(days=n) == tag
    assert tag.weekday() == wochentag
    assert _golden(golden)[id]["datum"] == datum


def _regeln_in_golden() -> dict[str, set[str]]:
    """Which rule ids each Rechtsstand's golden file shows."""
    return {kennung: set(_golden(golden)) for _, kennung, golden in GOLDEN}


def test_jede_regel_steht_in_einer_golden_datei() -> None:
    """Every rule of every version appears in its golden file, so a changed day number, citation or
    description of any rule changes a golden file (mutmut does not mutate these module-level tables)."""
    gezeigt = _regeln_in_golden()
    for land in recht.laender():
        for rs in land.rechtsstaende:
            assert {r.id for r in rs.regeln} == gezeigt[rs.kennung], rs.kennung


@pytest.mark.parametrize(("datei", "kennung", "golden"), GOLDEN, ids=[g for _, _, g in GOLDEN])
def test_golden_bemerkt_jede_geaenderte_regel(datei: str, kennung: str, golden: str) -> None:
    """The tables themselves, mutated by hand: one more or one less day, another citation, another
    description or time of day for any one rule makes the output differ from the golden file."""
    daten = lade(REPO / datei)
    rs = recht.rechtsstand(daten.wahl)
    erwartet = json.loads((GOLDEN_DIR / golden).read_text("utf-8"))
    assert fristen_json(daten) == erwartet

    def ausgabe(regel_neu: Callable[[Regel], Regel], id: str) -> list:
        regeln = tuple(regel_neu(r) if r.id == id else r for r in rs.regeln)
        return [f.als_json() for f in berechne(daten.wahl, rs.model_copy(update={"regeln": regeln}))]

    for r in rs.regeln:
        varianten = [
            r.model_copy(update={"vorschrift": r.vorschrift + " a. F."}),
            r.model_copy(update={"beschreibung": r.beschreibung + " (geändert)"}),
        ]
        if r.art in ("tage", "monate"):
            varianten += [r.model_copy(update={"n": r.n + 1}), r.model_copy(update={"n": r.n - 1})]
        if r.uhrzeit is not None:
            varianten.append(r.model_copy(update={"uhrzeit": r.uhrzeit.replace(hour=r.uhrzeit.hour - 1)}))
        for v in varianten:
            assert ausgabe(lambda _, v=v: v, r.id) != erwartet["fristen"], (kennung, v)


# --- The wording of the ST and SL public notices ------------------------------------------------------

BEKANNTMACHUNGEN = [
    ("examples/beispielstedt-st-2027.toml", "bekanntmachung-st.json"),
    ("examples/musterbach-sl-2027.toml", "bekanntmachung-sl.json"),
]


def _ansichten(datei: str) -> dict[str, object]:
    """Every notice of the Land for its example: the admitted applications (and their JSON), none
    admitted, each case of the election failing; in ST also for an Ortsvorsteher (§ 88 Abs. 1 KVG LSA)."""
    import tomllib

    daten = lade(REPO / datei)
    faelle = landesdokumente.angaben(daten)["wahl_entfaellt"].faelle
    tag = date(2027, 4, 20)
    bm = bm_modul.erstelle(daten)
    ansichten: dict[str, object] = {
        "zulassung": dataclasses.asdict(bm_modul.ansicht(bm, tag)),
        "zulassung-json": bm_modul.als_json(bm),
    }
    roh = tomllib.loads((REPO / datei).read_text("utf-8"))
    for b in roh["bewerber"]:
        b["zugelassen"] = False
    ohne = validiere(roh)
    ansichten["keine-zulassung"] = dataclasses.asdict(bm_modul.ansicht(bm_modul.erstelle(ohne), tag))
    for fall in faelle:
        ansichten[f"entfaellt-{fall}"] = dataclasses.asdict(bm_modul.entfall_ansicht(daten, fall, None, tag))
        ansichten[f"entfaellt-{fall}-mit-grund"] = dataclasses.asdict(
            bm_modul.entfall_ansicht(daten, fall, "Der Grund, wie ihn die Wahlleitung angibt.", tag)
        )
    if daten.wahl.land == "ST":
        roh = tomllib.loads((REPO / datei).read_text("utf-8"))
        roh["wahl"]["amt"] = "Ortsvorsteher"
        ov = validiere(roh)
        for fall in faelle:
            ansichten[f"ortsvorsteher-entfaellt-{fall}"] = dataclasses.asdict(
                bm_modul.entfall_ansicht(ov, fall, None, tag)
            )
    return json.loads(json.dumps(ansichten, default=str, ensure_ascii=False))


@pytest.mark.parametrize(("datei", "golden"), BEKANNTMACHUNGEN, ids=[g for _, g in BEKANNTMACHUNGEN])
def test_bekanntmachung_wie_golden(datei: str, golden: str) -> None:
    """§ 30 Abs. 5 to 8, § 30a KWG LSA; § 76 Abs. 3 to 5, § 74 Abs. 4 KWG: what the notices say."""
    ansichten = _ansichten(datei)
    ziel = GOLDEN_DIR / golden
    if NEU:
        ziel.write_text(json.dumps(ansichten, ensure_ascii=False, indent=2) + "\n", "utf-8")
        pytest.skip(f"{ziel.name} neu geschrieben – bitte mit git diff prüfen")
    assert ansichten == json.loads(ziel.read_text("utf-8"))


# --- The law tables ------------------------------------------------------------------------------------


def test_rechtsstaende_wie_golden() -> None:
    """Every dated version of every Land, field by field, with the citations its checks and notices use."""
    staende = {rs.kennung: rs.model_dump(mode="json") for land in recht.laender() for rs in land.rechtsstaende}
    ziel = GOLDEN_DIR / "rechtsstaende.json"
    if NEU:
        ziel.write_text(json.dumps(staende, ensure_ascii=False, indent=2) + "\n", "utf-8")
        pytest.skip(f"{ziel.name} neu geschrieben – bitte mit git diff prüfen")
    assert staende == json.loads(ziel.read_text("utf-8"))
