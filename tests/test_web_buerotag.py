"""notices web through a whole office day (issue 17): nothing lost, nothing blocked, no data-file words,
no error page of the server. Each test failed before its fix."""

from __future__ import annotations

import html
import io
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import tomllib
import urllib.request
import zipfile
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from notices.dienste import lade as load
from notices.web import erstelle_app
from notices.web.speicher import VERSIONEN
from tests.test_web import (
    BEISPIEL,
    BEWERBER_FORMULAR,
    JETZT,
    LISTEN,
    WAHL_FORMULAR,
    WID,
    _Formular,
    abgesendet,
    feldfehler,
    formularwerte,
    sichtbar,
    zip_holen,
)

REPO = Path(__file__).resolve().parent.parent
DATENWORTE = re.compile(
    r"\[\[|\[wahl\.|\b(bewerber|stichwahl_bewerber|teilnehmer)\[\d+\]|stichwahl\.teilnehmer|(?<![\w-])--[a-z]|= ?true|= ?false"
    r"|kein Schlüssel|\bliste: |\bid darf|unterschriften/|Traceback|Internal Server Error|\bwahl\.[a-z_]+|Datendatei:"
)


def ohne_datenworte(seite: str) -> None:
    """No key path, list index, TOML syntax or command-line option in what a person reads."""
    text = sichtbar(seite)
    assert not DATENWORTE.search(text), DATENWORTE.search(text).group(0) + " in: " + text[:3000]


@pytest.fixture
def ordner(tmp_path: Path) -> Path:
    shutil.copy(BEISPIEL, tmp_path / f"{WID}.toml")
    shutil.copytree(LISTEN, tmp_path / "unterschriften")  # where the example's paths point
    return tmp_path


@pytest.fixture
def client(ordner: Path) -> Any:
    app = erstelle_app(ordner, heute=lambda: date(2027, 1, 20), jetzt=lambda: JETZT)
    return app.test_client()


def hochladen(client: Any, pid: str, inhalt: bytes, name: str) -> Any:
    werte = formularwerte(client, f"/wahl/{WID}/bewerber/p/{pid}")
    return client.post(
        f"/wahl/{WID}/bewerber/liste/{pid}",
        data={**werte, "liste": (io.BytesIO(inhalt), name)},
        content_type="multipart/form-data",
    )


# ------------------------------------------------------------------------------------------------
# Security


def riesen_xlsx() -> bytes:
    """A few kB of .xlsx whose sheet claims 1 048 576 rows × 16 384 columns."""
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    ws.append(["familienname", "vornamen", "geburtsdatum"])
    ws.append(["Muster", "Eva", "01.01.1980"])
    puffer = io.BytesIO()
    wb.save(puffer)
    ein, aus = io.BytesIO(puffer.getvalue()), io.BytesIO()
    with zipfile.ZipFile(ein) as z, zipfile.ZipFile(aus, "w", zipfile.ZIP_DEFLATED) as neu:
        for info in z.infolist():
            daten = z.read(info)
            if info.filename.startswith("xl/worksheets/"):
                daten = re.sub(rb'<dimension ref="[^"]+"', b'<dimension ref="A1:XFD1048576"', daten)
            neu.writestr(info, daten)
    return aus.getvalue()


def test_xlsx_mit_riesiger_angabe_endet_in_einem_satz(client: Any, ordner: Path) -> None:
    inhalt = riesen_xlsx()
    assert len(inhalt) < 10_000
    antwort = hochladen(client, "weber", inhalt, "liste.xlsx")
    assert antwort.status_code == 400
    text = sichtbar(antwort.get_data(as_text=True))
    assert "Die Tabelle in „liste.xlsx“ gibt 1.048.576 Zeilen und 16384 Spalten an" in text
    assert sorted(p.name for p in (ordner / "unterschriften").iterdir()) == sorted(p.name for p in LISTEN.iterdir())


def test_passwortversuche_sind_begrenzt(ordner: Path) -> None:
    import base64

    def kopf(passwort: str) -> dict[str, str]:
        return {"Authorization": "Basic " + base64.b64encode(f"x:{passwort}".encode()).decode()}

    client = erstelle_app(ordner, passwort="Wahlamt-2027").test_client()
    hier, dort = {"REMOTE_ADDR": "10.0.0.5"}, {"REMOTE_ADDR": "10.0.0.6"}
    for _ in range(5):
        assert client.get("/", headers=kopf("falsch"), environ_base=hier).status_code == 401
    gesperrt = client.get("/", headers=kopf("Wahlamt-2027"), environ_base=hier)
    assert gesperrt.status_code == 429 and int(gesperrt.headers["Retry-After"]) >= 1
    assert "bitte in" in gesperrt.get_data(as_text=True)
    # another computer is not locked out; a right password there resets nothing here
    assert client.get("/", headers=kopf("Wahlamt-2027"), environ_base=dort).status_code == 200
    assert client.get("/", headers=kopf("Wahlamt-2027"), environ_base=hier).status_code == 429


# ------------------------------------------------------------------------------------------------
# Nothing blocked


@pytest.mark.parametrize("host", ["[::1]:8000", "[::1]", "127.0.0.2:8000", "127.1.2.3", "localhost:8000", "LOCALHOST"])
def test_jede_adresse_dieses_rechners_wird_beantwortet(client: Any, host: str) -> None:
    assert client.get("/", headers={"Host": host}).status_code == 200


@pytest.mark.parametrize("host", ["boese.example:8000", "192.168.1.20:8000", "[fe80::1]:8000", "127.0.0.1.example"])
def test_fremde_namen_nicht(client: Any, host: str) -> None:
    assert client.get("/", headers={"Host": host}).status_code == 400


def test_server_auf_127_0_0_2_antwortet(ordner: Path) -> None:
    from werkzeug.serving import make_server

    try:
        server = make_server("127.0.0.2", 0, erstelle_app(ordner), threaded=True)
    except OSError:
        pytest.skip("127.0.0.2 ist auf diesem Rechner nicht verfügbar")
    t = threading.Thread(target=server.serve_forever, daemon=True)
    t.start()
    try:
        with urllib.request.urlopen(f"http://127.0.0.2:{server.server_port}/", timeout=30) as r:
            assert r.status == 200 and "Wahlen" in r.read().decode()
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("kennung", ["a/b", "..", "a b", "../x", "ä", "x" * 61])
def test_kennung_die_keine_seite_oeffnen_koennte_wird_abgelehnt(client: Any, ordner: Path, kennung: str) -> None:
    vorher = (ordner / f"{WID}.toml").read_bytes()
    url = f"/wahl/{WID}/bewerber/neu"
    antwort = client.post(url, data={**formularwerte(client, url), **BEWERBER_FORMULAR, "id": kennung})
    assert antwort.status_code == 400
    assert "geht als Kennung nicht" in feldfehler(antwort.get_data(as_text=True), "f-id")
    assert 'value="Gartenweg 2"' in antwort.get_data(as_text=True)
    assert (ordner / f"{WID}.toml").read_bytes() == vorher


def test_kennung_aus_dem_namen(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/neu"
    for vornamen in ("Ayşe", "Deniz", "Deniz"):
        daten = {**BEWERBER_FORMULAR, "id": "", "familienname": "Yılmaz", "vornamen": vornamen}
        assert client.post(url, data={**formularwerte(client, url), **daten}).status_code == 303
    ids = [b.id for b in load(ordner / f"{WID}.toml").bewerber]
    # the example has "yilmaz" already
    assert ids[-3:] == ["yilmaz-ayse", "yilmaz-deniz", "yilmaz-2"]
    for pid in ids[-3:]:
        assert client.get(f"/wahl/{WID}/bewerber/p/{pid}").status_code == 200


def test_bewerbung_loeschen_mit_voriger_fassung(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    vorher = datei.read_bytes()
    url = f"/wahl/{WID}/bewerber/loeschen/krause"
    seite = client.get(url)
    assert seite.status_code == 200 and "Bewerbung von Lena Krause löschen" in sichtbar(seite.get_data(as_text=True))
    antwort = client.post(url, data=formularwerte(client, url))
    assert antwort.status_code == 303
    assert [b.id for b in load(datei).bewerber] == ["mustermann", "schaefer", "yilmaz", "weber"]
    assert "# Monday before 7:30" in datei.read_text("utf-8")  # the comments stay
    assert any(p.read_bytes() == vorher for p in (ordner / VERSIONEN).iterdir())
    assert "Gelöscht: Bewerbung von Lena Krause" in sichtbar(
        client.get(antwort.headers["Location"]).get_data(as_text=True)
    )
    # A participant of the Stichwahl cannot go before the Stichwahl is changed.
    url = f"/wahl/{WID}/stichwahl_bewerber/loeschen/huber"
    nein = client.post(url, data=formularwerte(client, url))
    assert nein.status_code == 400 and "Teilnehmer der Stichwahl" in sichtbar(nein.get_data(as_text=True))
    ohne_datenworte(nein.get_data(as_text=True))
    assert load(datei).person("huber")


def test_wahl_loeschen_mit_voriger_fassung(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    vorher = datei.read_bytes()
    url = f"/wahl/{WID}/loeschen"
    werte = formularwerte(client, url)
    assert client.post(url, data={**werte, "csrf": "falsch"}).status_code == 400
    assert datei.exists()
    antwort = client.post(url, data=werte)
    assert antwort.status_code == 303 and not datei.exists()
    assert [p.read_bytes() for p in (ordner / VERSIONEN).iterdir()] == [vorher]
    assert client.get(f"/wahl/{WID}").status_code == 404


# ------------------------------------------------------------------------------------------------
# No error page of the server


def test_gleichzeitig_angelegt_gibt_eine_wahl_und_keinen_fehler(tmp_path: Path) -> None:
    from werkzeug.serving import make_server

    app = erstelle_app(tmp_path)
    client = app.test_client()
    werte = formularwerte(client, "/neu?land=BW")
    cookie = client.get_cookie("notices_sitzung").value
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    daten = urllib.parse.urlencode({**werte, **WAHL_FORMULAR}).encode()
    ergebnisse: list[int] = []

    class OhneWeiterleitung(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *a: Any, **k: Any) -> None:
            return None

    oeffner = urllib.request.build_opener(OhneWeiterleitung)

    def sende() -> None:
        anfrage = urllib.request.Request(
            f"http://127.0.0.1:{server.server_port}/neu", data=daten, headers={"Cookie": f"notices_sitzung={cookie}"}
        )
        try:
            with oeffner.open(anfrage, timeout=60) as r:
                ergebnisse.append(r.status)
        except urllib.error.HTTPError as e:
            ergebnisse.append(e.code)

    try:
        faeden = [threading.Thread(target=sende) for _ in range(8)]
        for f in faeden:
            f.start()
        for f in faeden:
            f.join()
    finally:
        server.shutdown()
        server.server_close()
    assert sorted(ergebnisse) == [303] + [400] * 7
    assert [p.name for p in tmp_path.glob("*.toml")] == ["musterhausen-2027-03-14.toml"]


def test_wahltag_im_jahr_9999(tmp_path: Path) -> None:
    client = erstelle_app(tmp_path).test_client()
    werte = formularwerte(client, "/neu?land=BW")
    daten = {**WAHL_FORMULAR, "wahl.wahltag": "9999-12-26", "wahl.stichwahltag": "", "wahl.stellenausschreibung": ""}
    daten["wahl.einreichungsfrist_ende"] = ""
    antwort = client.post("/neu", data={**werte, **daten})
    assert antwort.status_code in (303, 400)
    if antwort.status_code == 400:
        assert feldfehler(antwort.get_data(as_text=True), "f-wahl-wahltag")
    roh = tomllib.loads(BEISPIEL.read_text("utf-8"))
    text = BEISPIEL.read_text("utf-8").replace("wahltag = 2027-03-14", "wahltag = 9999-12-26")
    (tmp_path / "fern.toml").write_text(text.replace("stichwahltag = 2027-04-04", "stichwahltag = 9999-12-31"))
    assert roh
    for url in ("/", "/wahl/fern", "/wahl/fern/bewerber/p/weber", "/wahl/fern/dokumente", "/wahl/fern/stichwahl"):
        seite = client.get(url)
        assert seite.status_code in (200, 400), url
        ohne_datenworte(seite.get_data(as_text=True))
    assert "Die Angaben der Wahl enthalten Fehler" in client.get("/wahl/fern").get_data(as_text=True)


def test_eingang_mit_zeitzone_in_einer_handbearbeiteten_datei(ordner: Path, client: Any) -> None:
    datei = ordner / f"{WID}.toml"
    text = datei.read_text("utf-8").replace("eingang = 2027-01-11T14:30:00", "eingang = 2027-01-11T14:30:00+01:00")
    datei.write_text(text, "utf-8")
    for url in (f"/wahl/{WID}", f"/wahl/{WID}/bewerber/p/yilmaz", f"/wahl/{WID}/bewerber/p/weber", "/"):
        seite = client.get(url)
        assert seite.status_code == 200, url
        ohne_datenworte(seite.get_data(as_text=True))


def test_ein_unerwarteter_fehler_ist_eine_deutsche_seite(client: Any, monkeypatch: Any) -> None:
    from notices.web import wahlen

    monkeypatch.setattr(wahlen, "naechste_frist", lambda *a: 1 / 0)
    antwort = client.get(f"/wahl/{WID}")
    assert antwort.status_code == 500
    text = sichtbar(antwort.get_data(as_text=True))
    assert "Ein unerwarteter Fehler ist aufgetreten; es wurde nichts gespeichert." in text
    assert "Internal Server Error" not in text and "ZeroDivision" not in text


# ------------------------------------------------------------------------------------------------
# Nothing lost


def test_formular_nach_neustart_des_servers(ordner: Path) -> None:
    alt = erstelle_app(ordner, jetzt=lambda: JETZT).test_client()
    url = f"/wahl/{WID}/bewerber/neu"
    werte = formularwerte(alt, url)
    cookie = alt.get_cookie("notices_sitzung").value
    neu = erstelle_app(ordner, jetzt=lambda: JETZT).test_client()  # the server was restarted
    neu.set_cookie("notices_sitzung", cookie)
    antwort = neu.post(url, data={**werte, **BEWERBER_FORMULAR})
    assert antwort.status_code == 303
    assert load(ordner / f"{WID}.toml").person("berger").vornamen == "Ida"
    schluessel = ordner / ".notices-web-schluessel"
    assert schluessel.stat().st_mode & 0o077 == 0


def test_abgelaufenes_formular_kommt_mit_dem_getippten_zurueck(client: Any, ordner: Path) -> None:
    vorher = (ordner / f"{WID}.toml").read_bytes()
    for url, daten, feld in (
        (f"/wahl/{WID}/bewerber/neu", BEWERBER_FORMULAR, 'name="anschrift.strasse" value="Gartenweg 2"'),
        (f"/wahl/{WID}/bearbeiten", {**WAHL_FORMULAR, "wahl.gemeinde": "Neustadt"}, 'value="Neustadt"'),
        ("/neu", {**WAHL_FORMULAR, "wahl.gemeinde": "Neustadt"}, 'value="Neustadt"'),
    ):
        antwort = client.post(url, data={**daten, "csrf": "abgelaufen"})
        text = antwort.get_data(as_text=True)
        assert antwort.status_code == 400
        assert feld in text and "Nicht gespeichert." in sichtbar(text)
        assert re.search(r'name="csrf" value="[^"]{20,}"', text)  # a fresh token: sending again saves
    assert (ordner / f"{WID}.toml").read_bytes() == vorher
    assert sorted(p.name for p in ordner.glob("*.toml")) == [f"{WID}.toml"]
    f = _Formular()
    f.feed(client.post(f"/wahl/{WID}/bewerber/neu", data={**BEWERBER_FORMULAR, "csrf": "x"}).get_data(as_text=True))
    assert client.post(f"/wahl/{WID}/bewerber/neu", data=f.werte).status_code == 303


def test_speichern_aendert_nur_was_das_formular_aendert(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    vorher = datei.read_text("utf-8")
    url = f"/wahl/{WID}/bewerber/p/yilmaz"
    assert 'name="staatsangehoerigkeit" value="DE"' in client.get(url).get_data(as_text=True)  # the default shown
    assert client.post(url, data={**abgesendet(client, url), "beruf": "Bankkauffrau"}).status_code == 303
    nachher = datei.read_text("utf-8")
    assert nachher == vorher.replace('beruf = "Bankkaufmann"', 'beruf = "Bankkauffrau"')
    # sent back unchanged: not even a new version
    url = f"/wahl/{WID}/bearbeiten"
    assert client.post(url, data=abgesendet(client, url)).status_code == 303
    assert datei.read_text("utf-8") == nachher


def test_stichwahl_behaelt_den_kommentar(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/stichwahl"
    antwort = client.post(url, data={**formularwerte(client, url), "teilnehmer1": "huber", "teilnehmer2": "schaefer"})
    assert antwort.status_code == 303
    assert (
        'teilnehmer = ["huber", "schaefer"]     # the two with the most votes' in (ordner / f"{WID}.toml").read_text()
    )


def test_eingang_behaelt_seine_sekunden(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    datei.write_text(datei.read_text("utf-8").replace("2027-01-11T14:30:00", "2027-01-11T14:30:45"), "utf-8")
    url = f"/wahl/{WID}/bewerber/p/yilmaz"
    assert client.post(url, data={**abgesendet(client, url), "los": "1"}).status_code == 303
    assert load(datei).person("yilmaz").eingang == datetime(2027, 1, 11, 14, 30, 45)


# ------------------------------------------------------------------------------------------------
# Words of the form


def test_keine_datenworte_auf_den_seiten(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/neu"
    seiten = [client.post(url, data={**formularwerte(client, url), **BEWERBER_FORMULAR, "id": "mustermann"})]
    url = f"/wahl/{WID}/stichwahl"
    seiten.append(client.post(url, data={**formularwerte(client, url), "teilnehmer1": "weber", "teilnehmer2": ""}))
    url = f"/wahl/{WID}/bewerber/p/yilmaz"
    seiten.append(client.post(url, data={**abgesendet(client, url), "erreichbarkeitsanschrift.strasse": ""}))
    for pfad in (
        "vorschau/formblatt?bewerber=mustermann",
        "vorschau/maengel?bewerber=weber",
        "vorschau/formblatt?bewerber=weber&anzahl=-5",
        "vorschau/bescheinigung?bewerber=niemand",
        "vorschau/bescheinigung",
        "vorschau/bekanntmachung-stichwahl?datum=2027-01-01",
        "pdf/formblatt?bewerber=mustermann",
        "pdf/bekanntmachung-stichwahl?datum=2027-01-01",
    ):
        seiten.append(client.get(f"/wahl/{WID}/{pfad}"))
    seiten.append(hochladen(client, "weber", "familienname;vornamen\nMüller;Eva\n".encode(), "meine-liste.csv"))
    seiten.append(hochladen(client, "weber", b"", "leer.csv"))
    for s in seiten:
        assert s.status_code in (400, 409), s.request.path
        ohne_datenworte(s.get_data(as_text=True))
    text = sichtbar(seiten[0].get_data(as_text=True))
    assert "bei der Bewerbung von Max Peter Mustermann vergeben" in text
    liste = sichtbar(seiten[-2].get_data(as_text=True))
    # named as the clerk named it; the columns in the reader's one sentence and the help, not once per row
    assert "„meine-liste.csv“" in liste and liste.count("datum_unterschrift") <= 3


def test_verschmutzte_datei_nennt_felder_nicht_schluessel(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    text = (
        datei.read_text("utf-8")
        .replace('id = "weber"', 'id = "mustermann"')
        .replace("auskunftssperre = true", "auskunftssperre = 1")
    )
    datei.write_text(
        text.replace('teilnehmer = ["schaefer", "huber"]', 'teilnehmer = ["schaefer", "niemand"]'), "utf-8"
    )
    for url in (f"/wahl/{WID}", f"/wahl/{WID}/dokumente", f"/wahl/{WID}/bearbeiten"):
        seite = client.get(url).get_data(as_text=True)
        ohne_datenworte(seite)
    seite = sichtbar(client.get(f"/wahl/{WID}").get_data(as_text=True))
    assert "Bewerbung von Jonas Weber – Kennung" in seite and "Teilnehmer der Stichwahl" in seite


# ------------------------------------------------------------------------------------------------
# Previews


@pytest.mark.parametrize(
    "abfrage",
    [
        "maengel?bewerber=weber",
        "formblatt?bewerber=mustermann",
        "formblatt?bewerber=weber&anzahl=-5",
        "formblatt?bewerber=weber&anzahl=viele",
    ],
)
def test_vorschau_eines_unmoeglichen_dokuments(client: Any, abfrage: str) -> None:
    seite = client.get(f"/wahl/{WID}/vorschau/{abfrage}")
    text = seite.get_data(as_text=True)
    assert seite.status_code == 400
    assert "Das Dokument lässt sich so nicht erstellen" in text
    assert "<iframe" not in text and "PDF herunterladen" not in text
    rahmen = client.get(f"/wahl/{WID}/pdf/{abfrage}").get_data(as_text=True)
    assert "Hauptnavigation" not in rahmen and "Das Dokument lässt sich so nicht erstellen" in rahmen


def test_vorschau_und_pdf_sind_dasselbe_dokument(client: Any) -> None:
    from notices import dienste

    seite = client.get(f"/wahl/{WID}/vorschau/versicherung?bewerber=weber")
    assert seite.status_code == 200 and "<iframe" in seite.get_data(as_text=True)
    pdf = client.get(f"/wahl/{WID}/pdf/versicherung?bewerber=weber").data
    assert pdf == dienste.versicherung_pdf(load(BEISPIEL), "weber")


# ------------------------------------------------------------------------------------------------
# Defaults


@pytest.mark.parametrize(
    ("jetzt", "vorgabe"),
    [
        (datetime(2027, 1, 20, 9, 41), "20.01.2027, 09:41"),  # in the filing period
        (datetime(2027, 2, 15, 18, 0), "15.02.2027, 18:00"),  # its last moment
        (datetime(2027, 2, 15, 18, 1), ""),  # after it
        (datetime(2026, 12, 1, 10, 0), ""),  # before the post was advertised
    ],
)
def test_eingang_nur_in_der_frist_vorbelegt(ordner: Path, jetzt: datetime, vorgabe: str) -> None:
    client = erstelle_app(ordner, jetzt=lambda: jetzt).test_client()
    seite = client.get(f"/wahl/{WID}/bewerber/neu").get_data(as_text=True)
    assert f'name="eingang" value="{vorgabe}"' in seite


def test_unterlagen_nicht_vorab_als_erfasst(client: Any, ordner: Path) -> None:
    seite = client.get(f"/wahl/{WID}/bewerber/neu").get_data(as_text=True)
    assert re.search(r'name="unterlagen\.erfasst" value="1"\s*>', seite)  # not "checked"
    url = f"/wahl/{WID}/bewerber/neu"
    daten = {k: v for k, v in BEWERBER_FORMULAR.items() if not k.startswith("unterlagen.")}
    assert client.post(url, data={**formularwerte(client, url), **daten}).status_code == 303
    assert load(ordner / f"{WID}.toml").person("berger").unterlagen is None


def test_unterlagen_nach_dem_recht_des_landes(ordner: Path) -> None:
    from notices import recht

    for land in recht.laender():
        beispiel = land.beispiel.removesuffix(".toml")
        shutil.copy(REPO / "examples" / land.beispiel, ordner / f"{beispiel}.toml")
        daten = load(ordner / f"{beispiel}.toml")
        seite = erstelle_app(ordner).test_client().get(f"/wahl/{beispiel}/bewerber/neu").get_data(as_text=True)
        erwartet = {f"unterlagen.{u.schluessel}" for u in recht.rechtsstand(daten.wahl).pruefung.unterlagen_liste}
        gezeigt = set(re.findall(r'name="(unterlagen\.[a-z_]+?)"', seite)) - {"unterlagen.erfasst"}
        assert {g for g in gezeigt if not g.endswith("_verlangt")} == erwartet, beispiel


@pytest.mark.parametrize(
    ("text", "zahl"), [("12.345", 12345), ("18 450", 18450), ("18\u202f450", 18450), ("18450", 18450)]
)
def test_zahlen_wie_man_sie_schreibt(tmp_path: Path, text: str, zahl: int) -> None:
    client = erstelle_app(tmp_path).test_client()
    antwort = client.post(
        "/neu", data={**formularwerte(client, "/neu?land=BW"), **WAHL_FORMULAR, "wahl.einwohnerzahl": text}
    )
    assert antwort.status_code == 303
    assert load(tmp_path / "musterhausen-2027-03-14.toml").wahl.einwohnerzahl == zahl


# ------------------------------------------------------------------------------------------------
# Long lists, the ZIP, the office


def test_lange_liste_wird_geblaettert(client: Any, ordner: Path) -> None:
    kopf = "familienname;vornamen;geburtsdatum;strasse;plz;ort;datum_unterschrift;wahlberechtigt\n"
    zeilen = "".join(f"Muster{i};Eva;01.01.1980;Weg {i};70999;Musterhausen;10.01.2027;nein\n" for i in range(250))
    assert hochladen(client, "weber", (kopf + zeilen).encode(), "lang.csv").status_code == 303
    seite = client.get(f"/wahl/{WID}/bewerber/p/weber").get_data(as_text=True)
    assert seite.count("<tr><td>") == 100 and "Seite 1 von 3" in seite and "Muster0" in seite
    dritte = client.get(f"/wahl/{WID}/bewerber/p/weber?seite=3").get_data(as_text=True)
    assert dritte.count("<tr><td>") == 50 and "Muster249" in dritte and "Muster0<" not in dritte
    assert client.get(f"/wahl/{WID}/bewerber/p/weber?seite=x").status_code == 200


@pytest.mark.langsam
def test_zip_nimmt_unveraenderte_dokumente_wieder(client: Any, ordner: Path) -> None:
    app = client.application
    pdfs = app.extensions["notices"].pdfs
    erst = zip_holen(client, f"/wahl/{WID}/archiv.zip")
    assert erst.status_code == 200
    gemacht = pdfs.erzeugt
    url = f"/wahl/{WID}/bewerber/p/krause"
    assert client.post(url, data={**abgesendet(client, url), "beruf": "Physikerin"}).status_code == 303
    zweit = zip_holen(client, f"/wahl/{WID}/archiv.zip")
    assert zweit.status_code == 200
    namen = [n for n in zipfile.ZipFile(io.BytesIO(zweit.data)).namelist() if n.endswith(".pdf")]
    assert 0 < pdfs.erzeugt - gemacht < gemacht
    assert len(namen) > 10
    # Issue 32: a document's bytes depend on its own data. Only what shows or attaches Krause's application
    # changed (her forms and letter, the Prüfberichte and the Wahlakte with the whole data, the notice that
    # names her profession); every other applicant's documents are the same bytes, taken from the cache.
    vorher, nachher = (
        {n: z.read(n) for n in z.namelist() if n.endswith(".pdf")}
        for z in (zipfile.ZipFile(io.BytesIO(erst.data)), zipfile.ZipFile(io.BytesIO(zweit.data)))
    )
    assert vorher.keys() == nachher.keys()
    geaendert = {n.split("/")[-1] for n in nachher if nachher[n] != vorher[n]}
    assert {n for n in geaendert if not n.startswith(("pruefbericht", "bekanntmachung", "wahlakte"))} == {
        n.split("/")[-1] for n in nachher if "-krause-" in n
    }
    assert len(namen) - len(geaendert) >= 12
    gemacht = pdfs.erzeugt
    assert zip_holen(client, f"/wahl/{WID}/archiv.zip").data == zweit.data
    assert pdfs.erzeugt == gemacht  # nothing changed: nothing made again
    # and they are the documents notices alle makes
    from notices.dienste.alle import bearbeite

    ziel = ordner / "alle"
    bearbeite(str(ordner / f"{WID}.toml"), str(ziel))
    z = zipfile.ZipFile(io.BytesIO(zweit.data))
    for name in namen:
        if "wahlakte" not in name:
            assert z.read(name) == (ziel / name).read_bytes(), name


@pytest.mark.langsam
def test_vorwaermen_macht_die_dokumente_vorab(ordner: Path) -> None:
    """The server loads the engine at start and makes every election's documents (in parallel worker
    processes), and again after each save; a ZIP then needs no waiting and equals notices alle."""
    from notices.dienste.alle import bearbeite

    app = erstelle_app(ordner, vorwaermen=True)
    u = app.extensions["notices"]
    client = app.test_client()

    def fertig() -> Any:
        for _ in range(900):
            auftrag = u.auftraege.get(WID)
            if auftrag is not None and auftrag.fertig.is_set():
                return auftrag
            time.sleep(0.2)
        raise AssertionError("nicht fertig")

    try:
        erst = fertig()
        assert erst.inhalt is not None and u.pdfs.erzeugt > 10 and u.druckerei is not None
        url = f"/wahl/{WID}/bewerber/p/krause"
        assert client.post(url, data={**abgesendet(client, url), "beruf": "Physikerin"}).status_code == 303
        zweit = fertig()
        assert zweit is not erst and zweit.inhalt is not None
        antwort = client.get(f"/wahl/{WID}/archiv.zip")
        assert antwort.status_code == 200 and antwort.data == zweit.inhalt
        bearbeite(str(ordner / f"{WID}.toml"), str(ordner / "alle"))
        z = zipfile.ZipFile(io.BytesIO(antwort.data))
        for name in z.namelist():
            assert z.read(name) == (ordner / "alle" / name).read_bytes() or name.endswith("manifest.json"), name
    finally:
        if u.druckerei is not None:
            u.druckerei.beende()


@pytest.mark.langsam
def test_wsgi_anwendung_aus_der_umgebung(ordner: Path, monkeypatch: Any) -> None:
    import importlib
    import threading

    monkeypatch.setenv("NOTICES_ORDNER", str(ordner))
    monkeypatch.setenv("NOTICES_PASSWORT", "geheim")
    monkeypatch.delitem(sys.modules, "notices.web.wsgi", raising=False)
    wsgi = importlib.import_module("notices.web.wsgi")
    try:
        assert wsgi.app.test_client().get("/").status_code == 401
    finally:
        # the WSGI app prepares the documents in the background (vorwaermen): wait for that work and stop its
        # worker processes, so that it does not outlive the test (and write into a temporary folder that the
        # end of the test run removes)
        for faden in threading.enumerate():
            if faden.name == "notices-vorwaermen":
                faden.join(300)
        u = wsgi.app.extensions["notices"]
        if u.druckerei is not None:
            u.druckerei.beende()
    monkeypatch.setenv("NOTICES_ORDNER", str(ordner / "fehlt"))
    monkeypatch.delitem(sys.modules, "notices.web.wsgi", raising=False)
    with pytest.raises(SystemExit, match="NOTICES_ORDNER"):
        importlib.import_module("notices.web.wsgi")


@pytest.mark.langsam
@pytest.mark.parametrize("server", ["waitress", "werkzeug"])
def test_notices_web_startet_und_antwortet(ordner: Path, server: str) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    befehl = [sys.executable, "-m", "notices", "web", "--ordner", str(ordner), "--port", str(port), "--server", server]
    prozess = subprocess.Popen(befehl, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        zeile = prozess.stdout.readline()  # type: ignore[union-attr]
        assert f"http://127.0.0.1:{port}/" in zeile and f"Server {server}" in zeile
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/wahl/{WID}", timeout=60) as r:
            assert r.status == 200 and "Musterhausen" in r.read().decode()
    finally:
        prozess.terminate()
        prozess.wait(timeout=30)


@pytest.mark.langsam
def test_alle_seiten_aller_laender(ordner: Path) -> None:
    """Every page of every example (BW, ST, SL) opens, without a data-file word."""
    for beispiel in ("beispielstedt-st-2027", "musterbach-sl-2027"):
        shutil.copy(REPO / "examples" / f"{beispiel}.toml", ordner / f"{beispiel}.toml")
    client = erstelle_app(ordner).test_client()
    for wid in (WID, "beispielstedt-st-2027", "musterbach-sl-2027"):
        daten = load(ordner / f"{wid}.toml")
        urls = ["/", f"/wahl/{wid}", f"/wahl/{wid}/bearbeiten", f"/wahl/{wid}/dokumente", f"/wahl/{wid}/stichwahl"]
        urls += [f"/wahl/{wid}/bewerber/neu", f"/wahl/{wid}/stichwahl_bewerber/neu", f"/wahl/{wid}/loeschen"]
        urls += [f"/wahl/{wid}/bewerber/p/{b.id}" for b in daten.bewerber]
        urls += [f"/wahl/{wid}/stichwahl_bewerber/p/{p.id}" for p in daten.stichwahl_bewerber]
        for url in urls:
            seite = client.get(url)
            assert seite.status_code == 200, url
            ohne_datenworte(seite.get_data(as_text=True))
        dokumente = client.get(f"/wahl/{wid}/dokumente").get_data(as_text=True)
        for vorschau in set(re.findall(r'href="(/wahl/[^"]+/vorschau/[^"]+)"', dokumente)):
            seite = client.get(html.unescape(vorschau))
            assert seite.status_code in (200, 400), vorschau
            ohne_datenworte(seite.get_data(as_text=True))


def test_liste_wird_nicht_bei_jedem_speichern_neu_gelesen(client: Any, ordner: Path, monkeypatch: Any) -> None:
    """An upload reads the list once; saving other data checks again without reading it again."""
    import notices.unterschriften

    assert hochladen(client, "weber", (LISTEN / "weber.csv").read_bytes(), "weber.csv").status_code == 303
    vorher = sichtbar(client.get(f"/wahl/{WID}/bewerber/p/weber").get_data(as_text=True))
    gelesen: list[Path] = []
    echt = notices.unterschriften.lies_liste

    def beobachtet(p: Path, *a: Any) -> Any:
        gelesen.append(p)
        return echt(p, *a)

    monkeypatch.setattr(notices.unterschriften, "lies_liste", beobachtet)
    url = f"/wahl/{WID}/bewerber/p/weber"
    assert client.post(url, data={**abgesendet(client, url), "beruf": "Winzer"}).status_code == 303
    nachher = sichtbar(client.get(url).get_data(as_text=True))
    assert "Unterstützungsunterschriften:" in nachher
    assert nachher.split("Prüfung der Bewerbung")[1] == vorher.split("Prüfung der Bewerbung")[1]
    assert gelesen == []


@pytest.mark.langsam
@pytest.mark.parametrize("server", ["waitress", "werkzeug"])
def test_notices_web_auf_ipv6_loopback(ordner: Path, server: str) -> None:
    """``--host ::1`` prints a URL that answers (it answered every request with 400 before)."""
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
            port = s.getsockname()[1]
    except OSError:
        pytest.skip("::1 ist auf diesem Rechner nicht verfügbar")
    befehl = [sys.executable, "-m", "notices", "web", "--ordner", str(ordner), "--host", "::1", "--port", str(port)]
    prozess = subprocess.Popen([*befehl, "--server", server], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        zeile = prozess.stdout.readline()  # type: ignore[union-attr]
        url = re.search(r"http://\S+/", zeile).group(0)  # type: ignore[union-attr]
        assert url == f"http://[::1]:{port}/"
        with urllib.request.urlopen(url, timeout=60) as r:
            assert r.status == 200 and "Wahlen" in r.read().decode()
    finally:
        prozess.terminate()
        prozess.wait(timeout=30)
