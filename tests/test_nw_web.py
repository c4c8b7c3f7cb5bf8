"""notices web for Nordrhein-Westfalen, with Flask's test client: the registry lists NW, the election form
offers it, an NRW election is created through the form, and its documents (deadline calendar, notice,
forms, archive) come out as for the other Länder."""

from __future__ import annotations

import html
import io
import re
import shutil
import zipfile
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from notices import recht
from notices.dienste import lade
from tests.conftest import pdf_text as gemeinsam_pdf_text
from tests.test_web import abgesendet, zip_holen

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = REPO / "examples" / "musterhagen-nw-2025.toml"
WID = "musterhagen-nw-2025"


@pytest.fixture
def ordner(tmp_path: Path) -> Path:
    shutil.copy(BEISPIEL, tmp_path / f"{WID}.toml")
    shutil.copytree(REPO / "examples" / "unterschriften", tmp_path / "unterschriften")
    return tmp_path


@pytest.fixture
def client(ordner: Path) -> Any:
    from notices.web import erstelle_app

    app = erstelle_app(ordner, heute=lambda: date(2025, 7, 1), jetzt=lambda: datetime(2025, 7, 1, 9, 0))
    app.testing = True
    return app.test_client()


def csrf(client: Any) -> dict[str, str]:
    text = client.get("/neu?land=NW").get_data(as_text=True)
    return {
        "csrf": re.search(r'name="csrf" value="([^"]+)"', text).group(1),
        "version": html.unescape(re.search(r'name="version" value="([^"]*)"', text).group(1)),
    }


def pdf_text(inhalt: bytes) -> str:
    return gemeinsam_pdf_text(inhalt)


def test_register_und_formular_bieten_nrw(client: Any) -> None:
    assert "NW" in recht.codes() and recht.land("NW").name == "Nordrhein-Westfalen"
    text = client.get("/neu").get_data(as_text=True)
    assert '<option value="NW"' in text and "Nordrhein-Westfalen" in text


def test_wahl_anlegen(client: Any, ordner: Path) -> None:
    daten = {
        **csrf(client),
        "wahl.land": "NW",
        "wahl.amt": "Bürgermeister",
        "wahl.gemeinde": "Beispielheim",
        "wahl.einwohnerzahl": "12500",
        "wahl.wahltag": "2025-09-14",
        "wahl.stichwahltag": "2025-09-28",
        "wahl.gemeinderatssitze": "32",
        "wahl.ausschuss.vorsitz": "Ute Probe",
    }
    antwort = client.post("/neu", data=daten)
    assert antwort.status_code == 303, antwort.get_data(as_text=True)
    neu = lade(ordner / "beispielheim-2025-09-14.toml")
    assert neu.wahl.land == "NW" and recht.rechtsstand(neu.wahl).kennung == "nw-2024"
    seite = html.unescape(client.get("/wahl/beispielheim-2025-09-14").get_data(as_text=True))
    assert "Montag, 7. Juli 2025" in seite and "§ 15 Abs. 1 Satz 1 i. V. m. § 46b KWahlG" in seite


def test_samstag_ist_kein_wahltag(client: Any, ordner: Path) -> None:
    daten = {
        **csrf(client),
        "wahl.land": "NW",
        "wahl.amt": "Bürgermeister",
        "wahl.gemeinde": "Beispielheim",
        "wahl.einwohnerzahl": "12500",
        "wahl.wahltag": "2025-09-13",
    }
    antwort = client.post("/neu", data=daten)
    assert antwort.status_code == 400
    assert "Wahltag ist ein Sonntag (§ 14 Abs. 1 Satz 1 KWahlG)" in html.unescape(antwort.get_data(as_text=True))
    assert not (ordner / "beispielheim-2025-09-13.toml").exists()


@pytest.mark.parametrize(
    ("url", "erwartet"),
    [
        ("/pdf/bekanntmachung?datum=2025-08-08", "Zugelassene Wahlvorschläge"),
        ("/pdf/formblatt?bewerber=brandt&anzahl=1", "Anlage 14c"),
        ("/pdf/bescheinigung?bewerber=albers", "Anlage 13b"),
        ("/pdf/pruefbericht", "62 von 60"),
    ],
)
def test_dokumente(client: Any, url: str, erwartet: str) -> None:
    antwort = client.get(f"/wahl/{WID}{url}")
    assert antwort.status_code == 200 and antwort.mimetype == "application/pdf"
    assert erwartet in pdf_text(antwort.data)


def test_versicherung_mit_einem_satz_abgelehnt(client: Any) -> None:
    antwort = client.get(f"/wahl/{WID}/pdf/versicherung?bewerber=brandt")
    assert antwort.status_code == 400
    assert "für Nordrhein-Westfalen nicht vorgesehen" in html.unescape(antwort.get_data(as_text=True))
    assert client.get(f"/wahl/{WID}/vorschau/versicherung?bewerber=brandt").status_code == 400
    assert client.get(f"/wahl/{WID}/pdf/gibtesnicht?bewerber=brandt").status_code == 404


@pytest.mark.langsam
def test_archiv_als_zip(client: Any, ordner: Path) -> None:
    antwort = zip_holen(client, f"/wahl/{WID}/archiv.zip")
    assert antwort.status_code == 200 and antwort.mimetype == "application/zip"
    namen = zipfile.ZipFile(io.BytesIO(antwort.data)).namelist()
    assert "musterhagen-2025-09-14/manifest.json" in namen
    assert any("/zustimmung-yildiz-" in n for n in namen) and any("/wahlvorschlag-brandt-" in n for n in namen)
    assert not (ordner / "musterhagen-2025-09-14").exists()


def test_geburtsort_und_kontakt_im_formular(client: Any, ordner: Path) -> None:
    """The particulars of § 75b Abs. 7 KWahlO the NW notice needs are typed in the browser, too."""
    url = f"/wahl/{WID}/bewerber/p/albers"
    seite = html.unescape(client.get(url).get_data(as_text=True))
    assert 'name="geburtsort" value="Münster"' in seite
    assert 'name="email_oder_postfach" value="karin.albers@example.org"' in seite
    werte = {**abgesendet(client, url), "geburtsort": "Köln", "email_oder_postfach": "Postfach 7, 59999 Musterhagen"}
    assert client.post(url, data=werte).status_code == 303
    albers = lade(ordner / f"{WID}.toml").person("albers")
    assert (albers.geburtsort, albers.email_oder_postfach) == ("Köln", "Postfach 7, 59999 Musterhagen")


def test_hinweise_zur_bekanntmachung_ohne_datenworte(client: Any) -> None:
    """The notes beside the notice's preview (incumbent standing, meeting day not recorded) in the words of
    the form: no section names of the data file."""
    seite = html.unescape(client.get(f"/wahl/{WID}/vorschau/bekanntmachung?datum=2025-08-08").get_data(as_text=True))
    assert "Vertreter im Amt" in seite and "als Unterzeichner der Bekanntmachungen eingetragen ist" in seite
    assert "Der Tag der Sitzung, in der über die Zulassung entschieden wurde, ist nicht erfasst;" in seite
    assert "[wahl." not in seite and "zulassungssitzung" not in seite
