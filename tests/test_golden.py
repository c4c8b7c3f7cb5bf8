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
date checks and the citations of the admission check) in ``tests/golden/recht-<land>.json``, as the
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


def _golden_liste() -> list[tuple[str, str, str]]:
    """(data file relative to the repository, the Rechtsstand it selects, golden JSON in tests/golden/), by
    naming convention: every version ``kennung`` of every Land has ``tests/golden/<kennung>.json``, made
    from ``tests/golden/<kennung>.toml`` or, where there is none, from the Land's example."""
    liste = []
    for land in recht.laender():
        beispiel = f"examples/{land.beispiel}"
        for rs in land.rechtsstaende:
            eigene = f"tests/golden/{rs.kennung}.toml"
            datei = eigene if (REPO / eigene).is_file() else beispiel
            liste.append((datei, rs.kennung, f"{rs.kennung}.json"))
    return liste


GOLDEN = _golden_liste()

Cli = Callable[..., tuple[int, str, str]]


def test_jeder_rechtsstand_hat_eine_golden_datei() -> None:
    """A new version of a Land's law needs its own golden file (and so a hand check of its dates); the
    Land's example is one of the inputs; no golden file is left over from a version that is gone."""
    beispiele = {f"examples/{land.beispiel}" for land in recht.laender()}
    assert beispiele <= {datei for datei, _, _ in GOLDEN}
    erwartet = {g for _, _, g in GOLDEN}
    eigene = {p.name for p in GOLDEN_DIR.glob("*.json")}
    eigene -= {p.name for p in GOLDEN_DIR.glob("bekanntmachung-*.json")} | {
        p.name for p in GOLDEN_DIR.glob("recht-*.json")
    }
    assert eigene == erwartet
    assert {p.stem for p in GOLDEN_DIR.glob("*.toml")} <= {k for _, k, _ in GOLDEN}


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


VON_HAND_DIR = GOLDEN_DIR / "von-hand"
WOCHENTAGE = ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So")


def _von_hand() -> list[tuple[str, str, date, str, int, date]]:
    """(version, deadline id, date, weekday, days before the reference day, reference day): the rows of
    ``tests/golden/von-hand/<kennung>.toml``, checked by hand against a calendar when the golden files were
    written, one row at least per version."""
    import tomllib

    zeilen = []
    for datei in sorted(VON_HAND_DIR.glob("*.toml")):
        for f in tomllib.loads(datei.read_text("utf-8"))["frist"]:
            zeilen.append((datei.stem, f["id"], f["datum"], f["wochentag"], f["n"], f["bezug"]))
    return zeilen


VON_HAND = _von_hand()


def test_jeder_rechtsstand_ist_von_hand_geprueft() -> None:
    """Every version of every Land has dates checked by hand (``tests/golden/von-hand/<kennung>.toml``)."""
    assert {k for k, *_ in VON_HAND} == {k for _, k, _ in GOLDEN}


@pytest.mark.parametrize(("kennung", "id", "tag", "wochentag", "n", "bezug"), VON_HAND)
def test_golden_von_hand(kennung: str, id: str, tag: date, wochentag: str, n: int, bezug: date) -> None:
    """The counting rule, written out without the program: the n-th day before the reference day is
    that day minus n calendar days (§ 56 KomWG; § 68a Abs. 1 KWG LSA), never moved."""
    assert bezug - timedelta(days=n) == tag
    assert WOCHENTAGE[tag.weekday()] == wochentag
    assert _golden(f"{kennung}.json")[id]["datum"] == tag.isoformat()


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
    (f"examples/{land.beispiel}", f"bekanntmachung-{land.code.lower()}.json") for land in recht.laender()
]
"""Each Land's example and the golden file of its notices, by naming convention."""


def _ansichten(datei: str) -> dict[str, object]:
    """Every notice of the Land for its example: the admitted applications (and their JSON), none
    admitted, each case of the election failing, also for each other office of the Land."""
    import tomllib

    daten = lade(REPO / datei)
    entfall = landesdokumente.angaben(daten).get("wahl_entfaellt")
    faelle = entfall.faelle if entfall is not None else {}
    # dated 20.04.2027, or the day before the Wahltag where that is earlier: a notice dated on the day of its
    # ballot or later is refused (bekanntmachung.pruefe_datum)
    tag = min(date(2027, 4, 20), daten.wahl.wahltag - timedelta(days=1))
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
    for amt in recht.land(daten.wahl.land).aemter:  # every other office (ST: the Ortsvorsteher, § 88 KVG LSA)
        if amt == daten.wahl.amt:
            continue
        roh = tomllib.loads((REPO / datei).read_text("utf-8"))
        roh["wahl"]["amt"] = amt
        # the notice is signed in the function of this office's election (SL Landrat: the Kreiswahlleiter)
        unterzeichner = recht.land(daten.wahl.land).amtstexte.get(amt, {}).get("unterzeichner")
        if unterzeichner and "bekanntmachung" in roh["wahl"]:
            roh["wahl"]["bekanntmachung"]["funktion"] = unterzeichner.split(" oder ")[-1]
        andere = validiere(roh)
        for fall in faelle:
            ansichten[f"{amt.lower()}-entfaellt-{fall}"] = dataclasses.asdict(
                bm_modul.entfall_ansicht(andere, fall, None, tag)
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


@pytest.mark.parametrize("code", recht.codes())
def test_rechtsstaende_wie_golden(code: str) -> None:
    """Every dated version of the Land, field by field, with the citations its checks and notices use
    (``tests/golden/recht-<land>.json``: one file per Land, so that a new Land edits no other's)."""
    staende = {rs.kennung: rs.model_dump(mode="json") for rs in recht.land(code).rechtsstaende}
    ziel = GOLDEN_DIR / f"recht-{code.lower()}.json"
    if NEU:
        ziel.write_text(json.dumps(staende, ensure_ascii=False, indent=2) + "\n", "utf-8")
        pytest.skip(f"{ziel.name} neu geschrieben – bitte mit git diff prüfen")
    assert ziel.is_file(), f"{ziel} fehlt: NOTICES_GOLDEN_NEU=1 python -m pytest tests/test_golden.py"
    assert staende == json.loads(ziel.read_text("utf-8"))
