"""notices web as the office's tool (issue 26): German time, every document, every Land's fields,
nothing lost, each clerk by name. Each test failed before its fix; where a point concerns every Land,
it runs for every Land's example."""

from __future__ import annotations

import os
import shutil
import stat
import time
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from notices import recht, zeit
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
