"""notices web as the office's tool (issue 26): German time, every document, every Land's fields,
nothing lost, each clerk by name. Each test failed before its fix; where a point concerns every Land,
it runs for every Land's example."""

from __future__ import annotations

import os
import re
import shutil
import stat
import time
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from notices import zeit
from notices.dienste import lade as load
from notices.web import erstelle_app
from tests.test_web import abgesendet, formularwerte, sichtbar

REPO = Path(__file__).resolve().parent.parent
BEISPIELE = {
    "BW": "musterhausen-2027",
    "ST": "beispielstedt-st-2027",
    "SL": "musterbach-sl-2027",
    "NW": "musterhagen-nw-2025",
}
LAENDER = sorted(BEISPIELE)


def kopiere(ziel: Path, land: str) -> str:
    wid = BEISPIELE[land]
    shutil.copy(REPO / "examples" / f"{wid}.toml", ziel / f"{wid}.toml")
    if not (ziel / "unterschriften").exists():
        shutil.copytree(REPO / "examples" / "unterschriften", ziel / "unterschriften")
    return wid


def klient(ordner: Path, **optionen: Any) -> Any:
    optionen.setdefault("heute", lambda: date(2027, 1, 20))
    optionen.setdefault("jetzt", lambda: datetime(2027, 1, 20, 9, 41))
    app = erstelle_app(ordner, **optionen)
    app.testing = True
    return app.test_client()


# ------------------------------------------------------------------------------------------------
# German time


@pytest.fixture
def utc_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """The process runs in UTC, as containers and most Linux servers do."""
    if not hasattr(time, "tzset"):
        pytest.skip("time.tzset: not on this system")
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_jetzt_und_heute_sind_deutsche_zeit_auf_einem_utc_server(utc_server: None) -> None:
    deutsch = datetime.now(zeit.BERLIN).replace(tzinfo=None)
    assert abs((zeit.jetzt() - deutsch).total_seconds()) < 5
    assert datetime.now().utcoffset() is None and abs((datetime.now() - deutsch).total_seconds()) > 1800
    assert zeit.heute() == datetime.now(zeit.BERLIN).date()


def test_der_eingang_wird_in_deutscher_zeit_vorbelegt(utc_server: None, tmp_path: Path) -> None:
    """The web's default clock: the Eingang pre-filled is German local time, not the server's."""
    wid = kopiere(tmp_path, "BW")
    app = erstelle_app(tmp_path)
    u = app.extensions["notices"]
    assert abs((u.jetzt() - datetime.now(zeit.BERLIN).replace(tzinfo=None)).total_seconds()) < 5
    assert u.heute() == datetime.now(zeit.BERLIN).date()
    assert wid


# ------------------------------------------------------------------------------------------------
# Personal data: only the service's user reads it


def _offen(pfad: Path) -> list[str]:
    return [
        str(p.relative_to(pfad))
        for p in [pfad, *pfad.rglob("*")]
        if p.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO) and p != pfad
    ]


@pytest.mark.parametrize("land", LAENDER)
def test_gespeicherte_dateien_liest_nur_der_dienst(tmp_path: Path, land: str) -> None:
    ordner = tmp_path / "daten"
    ordner.mkdir()
    wid = kopiere(ordner, land)
    for p in [*ordner.rglob("*")]:  # as the CLI or a copy left them: world-readable
        p.chmod(0o755 if p.is_dir() else 0o644)
    alte = os.umask(0o022)
    try:
        c = klient(ordner)
        url = f"/wahl/{wid}/bearbeiten"
        werte = abgesendet(c, url)
        werte["wahl.einwohnerzahl"] = "12345"
        assert c.post(url, data=werte).status_code == 303
        pid = load(ordner / f"{wid}.toml").bewerber[0].id
        liste = (REPO / "examples" / "unterschriften").glob("*.csv").__next__().read_bytes()
        form = formularwerte(c, f"/wahl/{wid}/bewerber/p/{pid}")
        import io

        antwort = c.post(
            f"/wahl/{wid}/bewerber/liste/{pid}",
            data={**form, "liste": (io.BytesIO(liste), "liste.csv")},
            content_type="multipart/form-data",
        )
        assert antwort.status_code in (303, 400)
    finally:
        os.umask(alte)
    geschrieben = [ordner / f"{wid}.toml", *(ordner / ".versionen").iterdir(), ordner / ".versionen"]
    for p in geschrieben:
        assert not p.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO), (p, oct(p.stat().st_mode))
    for p in (ordner / "unterschriften").iterdir():
        if p.name.startswith(wid):
            assert not p.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO), (p, oct(p.stat().st_mode))


# ------------------------------------------------------------------------------------------------
# Each person of the office by name: accounts, roles, the audit trail, lock-out of the guesser


def _basic(name: str, passwort: str) -> dict[str, str]:
    import base64

    return {"Authorization": "Basic " + base64.b64encode(f"{name}:{passwort}".encode()).decode()}


@pytest.fixture
def konten(tmp_path: Path) -> Path:
    from notices.web import konten as k

    ordner = tmp_path / "amt"
    ordner.mkdir()
    k.schreibe(ordner / k.DATEI, "mueller", "wahlamt", "Mueller-Wahlamt-1")
    k.schreibe(ordner / k.DATEI, "schmidt", "wahlamt", "Schmidt-Wahlamt-2")
    k.schreibe(ordner / k.DATEI, "aufsicht", "rechtsaufsicht", "Aufsicht-Kreis-3")
    return ordner


def test_konten_mit_gehashtem_passwort_nur_fuer_den_dienst(konten: Path) -> None:
    from notices.web import konten as k

    text = (konten / k.DATEI).read_text("utf-8")
    assert "Mueller-Wahlamt-1" not in text and "scrypt:" in text
    assert not (konten / k.DATEI).stat().st_mode & 0o077


@pytest.mark.parametrize("land", LAENDER)
def test_jede_person_mit_namen_rolle_und_protokoll(konten: Path, land: str) -> None:
    wid = kopiere(konten, land)
    c = klient(konten)
    assert c.get("/").status_code == 401
    assert c.get("/", headers=_basic("mueller", "Schmidt-Wahlamt-2")).status_code == 401  # another's password
    m, a = _basic("mueller", "Mueller-Wahlamt-1"), _basic("aufsicht", "Aufsicht-Kreis-3")
    seite = c.get(f"/wahl/{wid}", headers=m).get_data(as_text=True)
    assert "Angemeldet: mueller" in sichtbar(seite)
    url = f"/wahl/{wid}/bearbeiten"
    werte = {**abgesendet_mit(c, url, m), "wahl.einwohnerzahl": "12.345"}
    alt = load(konten / f"{wid}.toml").wahl.einwohnerzahl
    assert c.post(url, data=werte, headers=m).status_code == 303
    # the Rechtsaufsicht reads, but changes nothing – not even by a form it builds itself
    lesen = c.get(f"/wahl/{wid}", headers=a)
    assert lesen.status_code == 200 and "Angaben zur Wahl bearbeiten" not in lesen.get_data(as_text=True)
    assert c.get(url, headers=a).status_code == 403
    assert c.post(url, data={**werte, "wahl.einwohnerzahl": "1"}, headers=a).status_code == 403
    assert load(konten / f"{wid}.toml").wahl.einwohnerzahl == 12345
    # the audit trail: who, when, which field, old and new value
    text = sichtbar(c.get(f"/wahl/{wid}", headers=a).get_data(as_text=True))
    assert f"20. Januar 2027, 09:41 Uhr mueller Einwohnerzahl {alt} 12.345" in text, text[-600:]


def abgesendet_mit(c: Any, url: str, kopf: dict[str, str]) -> dict[str, str]:
    from tests.test_web import _Formular

    f = _Formular()
    f.feed(c.get(url, headers=kopf).get_data(as_text=True))
    return f.werte


def test_der_rater_wird_gesperrt_nicht_das_amt(konten: Path) -> None:
    kopiere(konten, "BW")
    c = klient(konten)
    for _ in range(8):
        assert c.get("/", headers=_basic("mueller", "geraten")).status_code in (401, 429)
    assert c.get("/", headers=_basic("mueller", "Mueller-Wahlamt-1")).status_code == 429  # the guessed name waits
    # behind the same address (the office's NAT) the colleague signs in with her own name
    assert c.get("/", headers=_basic("schmidt", "Schmidt-Wahlamt-2")).status_code == 200


def test_benutzer_vom_reverse_proxy(konten: Path) -> None:
    from notices.web import konten as k

    k.schreibe(konten / k.DATEI, "e.beispiel", "wahlamt", None)
    wid = kopiere(konten, "SL")
    c = klient(konten, hinter_proxy=1, benutzer_kopf="X-Remote-User")
    assert c.get("/").status_code == 401
    assert c.get("/", headers={"X-Remote-User": "unbekannt"}).status_code == 403
    seite = c.get(f"/wahl/{wid}", headers={"X-Remote-User": "e.beispiel"})
    assert seite.status_code == 200 and "Angemeldet: e.beispiel" in sichtbar(seite.get_data(as_text=True))
    assert c.get(f"/wahl/{wid}/bearbeiten", headers={"X-Remote-User": "aufsicht"}).status_code == 403


# ------------------------------------------------------------------------------------------------
# Every document the program makes is reachable, in every Land


def _dokumente(c: Any, wid: str) -> list[str]:
    seite = c.get(f"/wahl/{wid}/dokumente").get_data(as_text=True)
    return sorted(set(re.findall(rf"/wahl/{wid}/vorschau/([a-z-]+)", seite)))


@pytest.mark.langsam
@pytest.mark.parametrize("land", LAENDER)
def test_jedes_dokument_ist_erreichbar(tmp_path: Path, land: str) -> None:
    from notices.web.dokumente import arten

    wid = kopiere(tmp_path, land)
    daten = load(tmp_path / f"{wid}.toml")
    c = klient(
        tmp_path,
        heute=lambda: daten.wahl.wahltag,
        jetzt=lambda: datetime.combine(daten.wahl.wahltag, datetime.min.time()),
    )
    angeboten = _dokumente(c, wid)
    assert set(angeboten) == set(arten(daten)), (angeboten, arten(daten))
    personen = [p.id for p in (*daten.bewerber, *daten.stichwahl_bewerber)]
    erstellt = set()
    for art in angeboten:
        for pid in (
            personen if art in ("formblatt", "bescheinigung", "versicherung", "maengel", "benachrichtigung") else [None]
        ):
            abfrage = {"bewerber": pid} if pid else {}
            if art == "stichwahl-entfaellt":
                abfrage["grund"] = "Ein Teilnehmer der Stichwahl ist verstorben."
            if art == "wahl-entfaellt":
                abfrage["fall"] = re.search(
                    r'<option value="([^"]+)"',
                    c.get(f"/wahl/{wid}/dokumente").get_data(as_text=True).split('name="fall"')[1],
                ).group(1)
            antwort = c.get(f"/wahl/{wid}/pdf/{art}", query_string={**abfrage, "trotz_fristablauf": "1"})
            assert antwort.status_code in (200, 400), (art, pid, antwort.status_code)
            if antwort.status_code == 200:
                assert antwort.data.startswith(b"%PDF"), art
                erstellt.add(art)
            else:  # refused with a sentence, no program value
                text = sichtbar(antwort.get_data(as_text=True))
                assert text and "None" not in text and "Traceback" not in text, (art, text)
    assert {"pruefbericht", "bekanntmachung"} <= erstellt
    if daten.stichwahl_bewerber:
        assert "pruefbericht-stichwahl" in erstellt
