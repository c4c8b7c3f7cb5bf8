"""One contract for every Land (as holidays' ``CommonCountryTests``): each test here runs for every Land
on record (``recht.codes()``), so that a new Land passes it or fails it without a shared test being edited.

A Land is its declaration (``notices/recht/<code>/land.toml`` and ``texte.toml``), the hooks its declaration
names, its templates under ``templates/``, its example election in ``examples/`` and its golden files in
``tests/golden/`` (found by the version's id: ``tests/test_golden.py``). What is checked here:

- the declaration loads and is complete: every version declares its public notice, cites the Land's own
  statutes (``gesetze``), names registered hooks and templates that exist in the top-level ``templates/``;
- the declared documents fit the facts the shared views compute – and the views compute exactly the facts
  :mod:`notices.dokumente.fakten` names, for the Land's example;
- the example is valid under one of the Land's versions and sets no key the Land does not read; a key of
  another Land in the Land's file is named in a warning, once, with its path.
"""

from __future__ import annotations

import copy
import tomllib
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from notices import recht, render
from notices.dienste import validiere
from notices.dokumente import aufforderung as af_modul
from notices.dokumente import bekanntmachung as bm_modul
from notices.dokumente import fakten, landesdokumente
from notices.dokumente import formulare as fm_modul
from notices.fehler import Eingabefehler
from notices.recht import haken
from notices.recht.grundlagen import LANDESSCHLUESSEL

REPO = Path(__file__).resolve().parent.parent
CODES = recht.codes()


def _roh(code: str) -> dict[str, Any]:
    return tomllib.loads((REPO / "examples" / recht.land(code).beispiel).read_text("utf-8"))


def test_jedes_land_liegt_in_einem_paket_mit_erklaerung() -> None:
    """``codes()`` finds the Länder by their package; every package has its declaration beside it."""
    paket = REPO / "notices" / "recht"
    gefunden = sorted(p.parent.name.upper() for p in paket.glob("*/land.toml"))
    assert gefunden == sorted(CODES) and len(CODES) >= 4


@pytest.mark.parametrize("code", CODES)
def test_erklaerung_ist_vollstaendig(code: str) -> None:
    """Every version declares its public notice; the Land's statutes are named and each rule cites one of
    them or of the federal law (a rule without its statute is a number nobody can check)."""
    land = recht.land(code)
    assert land.code == code and land.rechtsstaende and land.gesetze
    for rs in land.rechtsstaende:
        assert rs.land == code
        assert rs.dokumente["bekanntmachung"].fehlt is None, rs.kennung
        for r in rs.regeln:
            assert any(g in r.vorschrift for g in land.gesetze), (rs.kennung, r.id, r.vorschrift)
            assert land.quellen[r.quelle or rs.quelle].fundstelle, (rs.kennung, r.id)


@pytest.mark.parametrize("code", CODES)
def test_die_genannten_haken_sind_angemeldet(code: str) -> None:
    """Every hook the declaration names by name is registered (its package's modules define it)."""
    landesdokumente.pruefe_land(code)  # imports the Land's document hooks
    for rs in recht.land(code).rechtsstaende:
        haken.finde("ordnung", rs.reihenfolge.art)
        if rs.stichwahl_reihenfolge is not None:
            haken.finde("stichwahlordnung", rs.stichwahl_reihenfolge.art)
        for a in rs.dokumente.values():
            if a.fakten is not None:
                haken.finde("fakten", a.fakten)


@pytest.mark.parametrize("code", CODES)
def test_vorlagen_liegen_im_obersten_ordner(code: str) -> None:
    """Every template the Land's documents name exists in the built-in ``templates/`` (inside the wheel as
    ``notices/_vorlagen``); no Land keeps templates in its package."""
    basis = render.vorlagen_ordner()
    for rs in recht.land(code).rechtsstaende:
        for name, a in rs.dokumente.items():
            if a.fehlt is None:
                assert a.vorlage is not None and (basis / a.vorlage).is_file(), (rs.kennung, name, a.vorlage)
    assert list((REPO / "notices" / "recht" / code.lower()).rglob("*.html")) == []


@pytest.mark.parametrize("code", CODES)
def test_beispiel_gilt_und_setzt_nur_eigene_schluessel(code: str) -> None:
    land = recht.land(code)
    daten = validiere(_roh(code))
    assert daten.wahl.land == code and daten.wahl.gemeinde == land.beispiel_gemeinde
    assert recht.rechtsstand(daten.wahl) in land.rechtsstaende
    assert recht.fremde_schluessel(daten) == []


@pytest.mark.parametrize("code", CODES)
def test_eine_datei_laedt_nur_ihr_land(code: str) -> None:
    """Loading and checking a file (the foreign-key warning included) reads only its own Land's
    declaration: the start of every command does not grow with the number of Länder."""
    import subprocess
    import sys

    programm = (
        "import sys\n"
        "from notices.dienste import fremde_schluessel, lade\n"
        f"fremde_schluessel(lade({str(REPO / 'examples' / recht.land(code).beispiel)!r}))\n"
        "print(sorted(m for m in sys.modules if m.count('.') == 2 and m.startswith('notices.recht.')"
        " and m.split('.')[2] in " + repr([c.lower() for c in CODES]) + "))\n"
    )
    aus = subprocess.run([sys.executable, "-c", programm], capture_output=True, text=True, check=True).stdout
    assert aus.strip() == repr([f"notices.recht.{code.lower()}"])


WERTE: dict[str, Any] = {
    "wahl.stellenausschreibung": date(2026, 11, 2),
    "wahl.bekanntmachung_der_wahl": date(2026, 12, 1),
    "wahl.einreichungsfrist_ende": date(2027, 1, 5),
    "wahl.wahlberechtigte_letzte_wahl": 12000,
    "wahl.stimmen_letzte_gemeinderatswahl": {"Partei A": 1200},
    "wahl.gemeinderatssitze": 22,
    "wahl.eintragungsraeume": [
        {
            "bezeichnung": "Rathaus, Zimmer 1",
            "anschrift": {"strasse": "Marktplatz 1", "plz": "12345", "ort": "Musterort"},
            "zeiten": ["Montag bis Freitag: 08:00 bis 12:00 Uhr"],
            "barrierefrei": True,
        }
    ],
    "wahl.einreichungsstelle": {
        "bezeichnung": "Rathaus, Zimmer 2",
        "anschrift": {"strasse": "Marktplatz 1", "plz": "12345", "ort": "Musterort"},
        "zeiten": ["Montag bis Freitag: 08:00 bis 12:00 Uhr"],
    },
    "wahl.ausschuss.stichwahl_zulassungssitzung": None,  # a date after the Wahltag, set below
    "bewerber.los": 1,
    "bewerber.ordnungszahl": 7,
    "bewerber.wahlvorschlagstraeger": "Partei A",
    "bewerber.partei_befreit": True,
    "bewerber.unterstuetzungserklaerung": True,
    "bewerber.geburtsort": "Musterort",
    "bewerber.email_oder_postfach": "post@example.org",
    "bewerber.ruecknahme_zweiter_wahlgang": datetime(2027, 1, 20, 12, 0),
    "wahl.stimmen_letzte_landtagswahl": {"Partei A": 120000},
    "bewerber.vertrauensperson": {"name": "Erika Probe"},
    "bewerber.stichwahl_verzicht": datetime(2027, 1, 21, 12, 0),
}
"""A value of the right type for each Land-dependent key (the keys are shared, not a Land's)."""


def test_jeder_landesschluessel_hat_einen_pruefwert() -> None:
    assert set(WERTE) | {"stichwahl_bewerber"} == set(LANDESSCHLUESSEL)


def _fremde(code: str) -> list[str]:
    land = recht.land(code)
    return [s for s in WERTE if not land.liest(s)]


@pytest.mark.parametrize("code", CODES)
def test_fremder_schluessel_wird_einmal_mit_pfad_genannt(code: str) -> None:
    """A key only another Land reads, set in this Land's file: one warning with the key's path and the
    Länder it belongs to; the file stays valid (the key changes nothing)."""
    land = recht.land(code)
    for schluessel in _fremde(code):
        roh = copy.deepcopy(_roh(code))
        *oben, feld = schluessel.split(".")
        wert = WERTE[schluessel]
        if oben == ["bewerber"]:
            roh["bewerber"][-1][feld] = wert
            pfad = f"bewerber[{len(roh['bewerber'])}].{feld}"
        elif oben == ["wahl", "ausschuss"]:
            roh["wahl"].setdefault("ausschuss", {})[feld] = roh["wahl"]["wahltag"] + (
                date(2000, 1, 8) - date(2000, 1, 1)
            )
            pfad = schluessel
        else:
            roh["wahl"][feld] = wert
            pfad = schluessel
        try:
            daten = validiere(roh)
        except Eingabefehler as e:  # a value this Land's checks refuse anyway: then it is not silent
            assert any(p.pfad.startswith(pfad.split("[")[0]) for p in e.probleme), (schluessel, e.probleme)
            continue
        probleme = recht.fremde_schluessel(daten)
        assert [p.pfad for p in probleme] == [pfad], schluessel
        text = probleme[0].text
        assert f"„{feld}“" in text and land.im in text
        for andere in recht.laender():
            if andere.code != code and schluessel in andere.daten.liest:
                assert andere.im in text


@pytest.mark.parametrize("code", CODES)
def test_fremder_schluessel_auf_der_kommandozeile(code: str, tmp_path: Path, notices_cli: Any) -> None:
    """The command line names the key on standard error as a Hinweis and still does its work."""
    fremde = [s for s in _fremde(code) if s.startswith("bewerber.")]
    if not fremde:
        pytest.skip(f"{code} liest jeden Bewerberschlüssel")
    import tomli_w

    roh = copy.deepcopy(_roh(code))
    feld = fremde[0].split(".")[1]
    roh["bewerber"][0][feld] = WERTE[fremde[0]]
    datei = tmp_path / "wahl.toml"
    datei.write_text(tomli_w.dumps(roh), "utf-8")
    code_, aus, fehler = notices_cli("fristen", datei, "--json")
    assert code_ == 0 and aus
    assert f"Hinweis: bewerber[1].{feld}: „{feld}“" in fehler


# --- The facts the views compute ---------------------------------------------------------------------


def _aufgezeichnet(code: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, set[str]]:
    """Every document of the example built through the shared views, with the names of the facts handed
    to the Land's declaration (recorded at :func:`landesdokumente.erzeuge`), by kind."""
    daten = validiere(_roh(code))
    rs = recht.rechtsstand(daten.wahl)
    art_von = {id(a): name for name, a in rs.dokumente.items()}
    gesehen: dict[str, set[str]] = {}
    echt = landesdokumente.erzeuge

    def erzeuge(a: Any, f: Any, **kw: Any) -> Any:
        gesehen.setdefault(art_von[id(a)], set()).update(f)
        return echt(a, f, **kw)

    monkeypatch.setattr(landesdokumente, "erzeuge", erzeuge)
    w = daten.wahl
    tage = [w.wahltag - timedelta(days=n) for n in (40, 20, 10, 3)] + [w.wahltag + timedelta(days=1)]

    def an_einem_tag(bau: Callable[[date], Any]) -> None:
        """Built on the first of some plausible days the view accepts (a notice has its earliest day)."""
        for tag in tage:
            try:
                bau(tag)
                return
            except Eingabefehler as e:
                if not all(p.argument and p.pfad == "datum" for p in e.probleme):
                    raise

    an_einem_tag(lambda tag: bm_modul.ansicht(bm_modul.erstelle(daten), tag))
    for art in af_modul.ARTEN:
        if landesdokumente.vorhanden(daten, art):
            v = af_modul.erstelle(daten, art)
            af_modul.ansicht(v, af_modul.ausgabetag(v))
    if landesdokumente.vorhanden(daten, "stichwahl_entfaellt"):
        an_einem_tag(lambda tag: bm_modul.entfaellt_ansicht(daten, "Rücknahme der Bewerbung", tag))
    if landesdokumente.vorhanden(daten, "wahl_entfaellt"):
        for fall in rs.dokumente["wahl_entfaellt"].faelle:
            an_einem_tag(lambda tag, fall=fall: bm_modul.entfall_ansicht(daten, fall, None, tag))
    for verb, a in rs.dokumente.items():
        if a.bezeichnung is None or a.fehlt is not None:
            continue
        for person in daten.bewerber:
            try:
                fm_modul.ansicht(daten, person, a, formblatt=verb == "formblatt", trotzdem=True)
            except Eingabefehler:
                continue
    return gesehen


@pytest.mark.parametrize("code", CODES)
def test_die_sichten_berechnen_genau_die_genannten_fakten(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a declaration may name (:mod:`notices.dokumente.fakten`) is what the views compute: a name the
    views do not fill would fail at a clerk's desk, a fact nobody may name is dead code."""
    land = recht.land(code)
    rs = recht.rechtsstand(validiere(_roh(code)).wahl)
    amt = {f"amt.{k}" for woerter in land.amtstexte.values() for k in woerter}
    gesehen = _aufgezeichnet(code, monkeypatch)
    gebaut = {"bekanntmachung", "stichwahl_entfaellt", "wahl_entfaellt", *af_modul.ARTEN} | set(fm_modul.alle_verben())
    assert set(gesehen) == {n for n, a in rs.dokumente.items() if a.fehlt is None and n in gebaut}
    abweichungen = {}
    for art, namen in gesehen.items():
        a = rs.dokumente[art]
        erwartet = set(fakten.ARTEN.get(art, fakten.ARTEN["formular"])) | amt
        if art not in fakten.ARTEN:  # a form: the citations of the Land's forms
            erwartet |= {f"fs.{k}" for k in rs.fundstellen}
        if a.fakten is not None:
            erwartet |= set(haken.verlangte_texte("fakten", a.fakten))
        if namen != erwartet:
            abweichungen[art] = {"nicht berechnet": sorted(erwartet - namen), "nicht genannt": sorted(namen - erwartet)}
    assert abweichungen == {}
