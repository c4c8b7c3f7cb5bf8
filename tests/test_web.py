"""notices web with Flask's test client: every route, the same German sentences as the CLI next to the
field, atomic saves with the previous version kept, conflicts between two tabs, CSRF, password, Host
names, ids and file names that try to leave the folder, uploads."""

from __future__ import annotations

import html
import io
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from datetime import date, datetime
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from notices import recht
from notices.archiv import kurz_hash
from notices.dienste import lade as load
from notices.web import erstelle_app, nur_lokal, pruefe_bindung
from notices.web.speicher import VERSIONEN, Ordner, Unbekannt
from tests.conftest import pdf_text

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"
LISTEN = REPO / "examples" / "unterschriften"
WID = "musterhausen-2027"
HEUTE = date(2027, 1, 20)
JETZT = datetime(2027, 1, 20, 9, 41)

WAHL_FORMULAR = {
    "wahl.land": "BW",
    "wahl.amt": "Bürgermeister",
    "wahl.gemeinde": "Musterhausen",
    "wahl.einwohnerzahl": "18450",
    "wahl.wahltag": "2027-03-14",
    "wahl.stichwahltag": "2027-04-04",
    "wahl.stellenausschreibung": "2026-12-18",
    "wahl.einreichungsfrist_ende": "2027-02-15",
    "wahl.ausschuss.vorsitz": "Erika Beispiel",
}

BEWERBER_FORMULAR = {
    "id": "berger",
    "familienname": "Berger",
    "vornamen": "Ida",
    "beruf": "Verwaltungsfachwirtin",
    "geburtsdatum": "1979-05-06",
    "staatsangehoerigkeit": "DE",
    "anschrift.strasse": "Gartenweg 2",
    "anschrift.plz": "70999",
    "anschrift.ort": "Musterhausen",
    "eingang": "2027-01-19T10:15",
    "zugelassen": "",
    "unterlagen.erfasst": "1",
    "unterlagen.waehlbarkeitsbescheinigung": "1",
}


@pytest.fixture
def ordner(tmp_path: Path) -> Path:
    """A folder with the example election and its signer lists."""
    shutil.copy(BEISPIEL, tmp_path / f"{WID}.toml")
    shutil.copytree(LISTEN, tmp_path / "listen")
    shutil.copytree(LISTEN, tmp_path / "unterschriften")  # where the example's paths point
    return tmp_path


@pytest.fixture
def client(ordner: Path) -> Any:
    app = erstelle_app(ordner, heute=lambda: HEUTE, jetzt=lambda: JETZT)
    app.testing = True
    return app.test_client()


BEISPIEL_LISTEN = sorted(p.name for p in LISTEN.iterdir())


def _listen(ordner: Path) -> list[str]:
    """The files in the election folder's list folder (an upload that failed leaves nothing there)."""
    return sorted(p.name for p in (ordner / "unterschriften").iterdir())


def formularwerte(client: Any, url: str) -> dict[str, str]:
    """The hidden csrf, version and basis fields of the first form on a page."""
    text = client.get(url).get_data(as_text=True)
    werte = {
        "csrf": re.search(r'name="csrf" value="([^"]+)"', text).group(1),
        "version": html.unescape(re.search(r'name="version" value="([^"]*)"', text).group(1)),
    }
    basis = re.search(r'name="basis" value="([^"]*)"', text)
    if basis:
        werte["basis"] = html.unescape(basis.group(1))
    return werte


class _Formular(HTMLParser):
    """The values a browser would submit from the first POST form of a page (no JavaScript)."""

    def __init__(self) -> None:
        super().__init__()
        self.werte: dict[str, str] = {}
        self._in_form = self._fertig = False
        self._select: str | None = None
        self._textarea: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and a.get("method") == "post" and not self._fertig:
            self._in_form = True
        if not self._in_form:
            return
        if tag == "input" and a.get("type") != "file":
            if a.get("type") != "checkbox" or "checked" in a:
                self.werte[a["name"]] = a.get("value", "")
        elif tag == "select":
            self._select = a["name"]
            self.werte.setdefault(a["name"], "")
        elif tag == "option" and self._select and "selected" in a:
            self.werte[self._select] = a.get("value", "")
        elif tag == "textarea":
            self._textarea = a["name"]
            self.werte[a["name"]] = ""

    def handle_data(self, data: str) -> None:
        if self._textarea is not None:
            self.werte[self._textarea] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        if tag == "textarea" and self._textarea is not None:
            # a browser drops one newline right after <textarea> and sends lines as CR LF
            text = self.werte[self._textarea].removeprefix("\n")
            self.werte[self._textarea] = text.replace("\r\n", "\n").replace("\n", "\r\n")
            self._textarea = None
        if tag == "form" and self._in_form:
            self._in_form, self._fertig = False, True


def abgesendet(client: Any, url: str) -> dict[str, str]:
    """What submitting the form on ``url`` unchanged would send."""
    f = _Formular()
    f.feed(client.get(url).get_data(as_text=True))
    return f.werte


def sichtbar(text: str) -> str:
    """The text a person reads on a page (no tags, no attributes, no URLs)."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", text, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split())


def feldfehler(text: str, feld_id: str) -> str:
    """The problems shown next to one field (its <ul class="fehler">), unescaped."""
    m = re.search(rf'<ul class="fehler" id="{re.escape(feld_id)}-fehler">(.*?)</ul>', text, re.S)
    return html.unescape(m.group(1)) if m else ""


def cli_fehler(notices_cli: Any, datei: Path) -> list[tuple[str, str]]:
    """(key path, sentence) of every problem ``notices fristen`` prints for a data file."""
    code, _, err = notices_cli("fristen", datei)
    assert code == 2
    vorne = f"Fehler: {datei}: "
    zeilen = err.strip().splitlines()
    assert all(z.startswith(vorne) for z in zeilen), zeilen
    return [tuple(z[len(vorne) :].split(": ", 1)) for z in zeilen]  # type: ignore[misc]


# ------------------------------------------------------------------------------------------------
# The list, creating and editing an election


def test_liste_zeigt_die_datendateien_des_ordners(client: Any, ordner: Path) -> None:
    (ordner / "kaputt.toml").write_text("[wahl\n", "utf-8")
    (ordner / "notiz.txt").write_text("keine Wahl", "utf-8")
    text = client.get("/").get_data(as_text=True)
    assert 'href="/wahl/musterhausen-2027">Bürgermeisterwahl Musterhausen</a>' in text
    assert 'href="/wahl/kaputt"' in text and "Die Datei enthält 1 Fehler" in text
    assert "notiz" not in text
    kaputt = client.get("/wahl/kaputt").get_data(as_text=True)
    assert "ist kein gültiges TOML in Zeile 1" in html.unescape(kaputt)


def test_wahl_anlegen_schreibt_eine_datei_die_die_cli_liest(tmp_path: Path) -> None:
    ordner = tmp_path
    client = erstelle_app(ordner).test_client()
    werte = formularwerte(client, "/neu?land=BW")
    antwort = client.post("/neu", data={**werte, **WAHL_FORMULAR, "wahl.einwohnerzahl": "18.450"})
    assert antwort.status_code == 303
    assert antwort.headers["Location"].endswith("/wahl/musterhausen-2027-03-14?gespeichert=1")
    neu = load(ordner / "musterhausen-2027-03-14.toml")
    beispiel = load(BEISPIEL)
    # the form asks for what a new election needs; the committee's meetings and the notices' signer come later
    assert neu.wahl == beispiel.wahl.model_copy(update={"ausschuss": neu.wahl.ausschuss, "bekanntmachung": None})
    assert neu.wahl.ausschuss.vorsitz == "Erika Beispiel"
    assert neu.bewerber == []
    # The same Gemeinde and Wahltag a second time: refused at the field, with a link to the first.
    zweite = client.post("/neu", data={**werte, **WAHL_FORMULAR, "wahl.gemeinde": " musterhausen"})
    assert zweite.status_code == 400
    text = html.unescape(zweite.get_data(as_text=True))
    assert "ist eine Wahl am 14.03.2027 schon angelegt" in feldfehler(text, "f-wahl-gemeinde")
    assert 'href="/wahl/musterhausen-2027-03-14"' in text
    assert sorted(p.name for p in ordner.glob("*.toml")) == ["musterhausen-2027-03-14.toml"]


@pytest.mark.parametrize(
    ("feld", "wert", "feld_id"),
    [
        ("wahl.einwohnerzahl", "viele", "f-wahl-einwohnerzahl"),  # int_type
        ("wahl.einwohnerzahl", "0", "f-wahl-einwohnerzahl"),  # ge=1
        ("wahl.wahltag", "2027-03-13", "f-wahl-wahltag"),  # a Saturday: § 2 Abs. 3 KomWG
        ("wahl.stichwahltag", "2027-03-21", "f-wahl-stichwahltag"),  # § 45 Abs. 2 GemO: 2nd to 4th Sunday
        ("wahl.gemeinde", "", "f-wahl-gemeinde"),  # missing
        ("wahl.land", "ZZ", "f-wahl-land"),  # not a Land of the project (no Land has this code)
    ],
)
def test_fehler_stehen_am_feld_im_wortlaut_der_cli(
    client: Any, ordner: Path, notices_cli: Any, toml_datei: Any, feld: str, wert: str, feld_id: str
) -> None:
    werte = formularwerte(client, "/neu?land=BW")
    antwort = client.post("/neu", data={**werte, **WAHL_FORMULAR, feld: wert})
    assert antwort.status_code == 400
    assert sorted(p.name for p in ordner.glob("*.toml")) == [f"{WID}.toml"]  # nothing written
    # The same data as a file, read by the CLI: its sentences stand next to the field.
    roh = tomllib.loads(BEISPIEL.read_text("utf-8"))
    roh.pop("bewerber"), roh.pop("stichwahl_bewerber"), roh.pop("stichwahl")
    roh["wahl"].pop("bekanntmachung")  # not part of the form for a new election, nor the meetings
    roh["wahl"]["ausschuss"].pop("zulassungssitzung"), roh["wahl"]["ausschuss"].pop("stichwahl_zulassungssitzung")
    schluessel = feld.split(".")[1]
    if wert:
        try:
            roh["wahl"][schluessel] = int(wert)
        except ValueError:
            try:
                roh["wahl"][schluessel] = date.fromisoformat(wert)
            except ValueError:
                roh["wahl"][schluessel] = wert
    else:
        roh["wahl"].pop(schluessel)
    erwartet = cli_fehler(notices_cli, toml_datei(roh))
    text = antwort.get_data(as_text=True)
    assert feld in [pfad for pfad, _ in erwartet]
    for pfad, satz in erwartet:  # each sentence of the CLI stands next to the field its key path names
        assert f"<li>{satz}</li>" in feldfehler(text, "f-" + pfad.replace(".", "-")), (pfad, satz)
    assert feldfehler(text, feld_id)
    assert 'aria-invalid="true"' in antwort.get_data(as_text=True)


def test_wahl_bearbeiten_behaelt_die_vorige_fassung(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    vorher = datei.read_bytes()
    url = f"/wahl/{WID}/bearbeiten"
    seite = client.get(url).get_data(as_text=True)
    assert 'value="Musterhausen"' in seite and 'value="15.02.2027"' in seite
    werte = formularwerte(client, url)
    antwort = client.post(url, data={**werte, **WAHL_FORMULAR, "wahl.einwohnerzahl": "21000"})
    assert antwort.status_code == 303
    daten = load(datei)
    assert daten.wahl.einwohnerzahl == 21000
    assert daten.bewerber == load(BEISPIEL).bewerber  # the applicants are untouched
    assert daten.wahl.ausschuss == load(BEISPIEL).wahl.ausschuss  # the committee's address (not in the form) too
    versionen = list((ordner / VERSIONEN).iterdir())
    assert len(versionen) == 1 and versionen[0].read_bytes() == vorher
    assert not [p for p in ordner.rglob("*.tmp")]


@pytest.mark.parametrize("land", recht.codes())
def test_unveraendert_abgesendet_bleibt_jede_angabe_erhalten(ordner: Path, land: str) -> None:
    """Every form of every Land's example, sent back as shown, changes nothing the model sees."""
    shutil.copy(REPO / "examples" / recht.land(land).beispiel, ordner / "w.toml")
    client = erstelle_app(ordner).test_client()
    vorher = load(ordner / "w.toml")
    urls = ["/wahl/w/bearbeiten"]
    urls += [f"/wahl/w/bewerber/p/{b.id}" for b in vorher.bewerber]
    urls += [f"/wahl/w/stichwahl_bewerber/p/{p.id}" for p in vorher.stichwahl_bewerber]
    for url in urls:
        antwort = client.post(url, data=abgesendet(client, url))
        assert antwort.status_code == 303, (url, antwort.get_data(as_text=True)[:2000])
    assert load(ordner / "w.toml") == vorher


def test_mehrere_wahlvorschlagstraeger_bleiben_eine_liste(ordner: Path, toml_datei: Any) -> None:
    roh = tomllib.loads((REPO / "examples" / "beispielstedt-st-2027.toml").read_text("utf-8"))
    roh["bewerber"][0]["wahlvorschlagstraeger"] = ["Partei A", "Wählergruppe B"]
    (ordner / "st.toml").write_bytes(toml_datei(roh).read_bytes())
    client = erstelle_app(ordner).test_client()
    pid = roh["bewerber"][0]["id"]
    url = f"/wahl/st/bewerber/p/{pid}"
    werte = abgesendet(client, url)
    assert werte["wahlvorschlagstraeger"].splitlines() == ["Partei A", "Wählergruppe B"]  # one per line
    assert client.post(url, data={**werte, "beruf": "Lehrerin"}).status_code == 303
    b = load(ordner / "st.toml").person(pid)
    assert (b.wahlvorschlagstraeger, b.beruf) == (["Partei A", "Wählergruppe B"], "Lehrerin")


# ------------------------------------------------------------------------------------------------
# The deadline calendar


@pytest.mark.parametrize("heute", [date(2026, 12, 1), HEUTE, date(2027, 2, 15), date(2027, 3, 14)])
def test_fristenkalender_markiert_heute_und_die_naechste_frist(ordner: Path, heute: date) -> None:
    client = erstelle_app(ordner, heute=lambda: heute).test_client()
    text = client.get(f"/wahl/{WID}").get_data(as_text=True)
    fristen = recht.fristen(load(BEISPIEL).wahl)
    naechste = next(f for f in fristen if f.datum >= heute)
    zeilen = re.findall(r'<tr class="([^"]*)"[^>]*>(.*?)</tr>', text.split('class="tabelle fristen"')[1], re.S)
    klassen = [k for k, _ in zeilen]
    assert klassen.count("naechste") == 1 and klassen.count("heute") == 1
    i = klassen.index("naechste")
    assert klassen[i - 1] == "heute"  # today's row stands right before the next deadline
    assert html.unescape(naechste.beschreibung) in html.unescape(zeilen[i][1])
    assert klassen[: i - 1] == ["vorbei"] * sum(f.datum < heute for f in fristen)


def test_fristen_als_icalendar_wie_die_cli(client: Any) -> None:
    from notices.dokumente.fristenkalender import fristen_ics

    antwort = client.get(f"/wahl/{WID}/fristen.ics")
    assert antwort.status_code == 200 and antwort.mimetype == "text/calendar"
    assert antwort.data == fristen_ics(load(BEISPIEL))
    assert f'href="/wahl/{WID}/fristen.ics"' in client.get(f"/wahl/{WID}").get_data(as_text=True)


def test_nicht_gezaehlte_unterschriften_als_tabelle(client: Any) -> None:
    """Issue 34: beside the Prüfbericht (a bounded sample) the table of every void signature, linked from
    the documents page – signers by file and line only, like the report."""
    from notices.dokumente.pruefbericht import UNGUELTIG_SPALTEN

    antwort = client.get(f"/wahl/{WID}/pruefbericht.csv")
    assert antwort.status_code == 200 and antwort.mimetype == "text/csv"
    zeilen = antwort.data.decode("utf-8-sig").splitlines()
    assert zeilen[0] == ";".join(UNGUELTIG_SPALTEN)
    assert any("Mehrfach unterzeichnet" in z for z in zeilen[1:])
    assert "Strauß" not in antwort.data.decode("utf-8-sig")
    assert f'href="/wahl/{WID}/pruefbericht.csv"' in client.get(f"/wahl/{WID}/dokumente").get_data(as_text=True)


def test_fristenkalender_nach_der_letzten_frist(ordner: Path) -> None:
    client = erstelle_app(ordner, heute=lambda: date(2028, 1, 1)).test_client()
    text = client.get(f"/wahl/{WID}").get_data(as_text=True)
    assert "Alle Fristen sind verstrichen." in text and 'class="naechste"' not in text


# ------------------------------------------------------------------------------------------------
# Applicants


def test_bewerbung_erfassen_mit_eingang_jetzt(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/neu"
    seite = client.get(url).get_data(as_text=True)
    assert 'name="eingang" value="20.01.2027, 09:41"' in seite  # default: now, in German
    for name in re.findall(r'<input id="([^"]+)"', seite):
        assert f'<label for="{name}">' in seite  # every field has a label
    werte = formularwerte(client, url)
    antwort = client.post(url, data={**werte, **BEWERBER_FORMULAR, "los": "3"})
    assert antwort.status_code == 303
    assert antwort.headers["Location"].endswith(f"/wahl/{WID}/bewerber/p/berger?gespeichert=1")
    daten = load(ordner / f"{WID}.toml")
    b = daten.person("berger")
    assert (b.name, b.eingang, b.los, b.zugelassen) == ("Ida Berger", datetime(2027, 1, 19, 10, 15), 3, None)
    assert b.unterlagen.hat("waehlbarkeitsbescheinigung") and not b.unterlagen.hat("eidesstattliche_versicherung")
    assert daten.bewerber[:-1] == load(BEISPIEL).bewerber


def test_wahlvorschlagstraeger_nur_wo_das_land_ihn_kennt(client: Any, ordner: Path) -> None:
    assert 'name="wahlvorschlagstraeger"' not in client.get(f"/wahl/{WID}/bewerber/neu").get_data(as_text=True)
    shutil.copy(REPO / "examples" / "beispielstedt-st-2027.toml", ordner / "st.toml")
    assert 'name="wahlvorschlagstraeger"' in client.get("/wahl/st/bewerber/neu").get_data(as_text=True)


def test_bewerbung_ohne_kennung_bekommt_eine_aus_dem_familiennamen(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/neu"
    antwort = client.post(
        url, data={**formularwerte(client, url), **BEWERBER_FORMULAR, "id": "", "familienname": "Öztürk"}
    )
    assert antwort.status_code == 303
    assert load(ordner / f"{WID}.toml").person("oeztuerk").familienname == "Öztürk"


def test_bewerbung_bearbeiten_behaelt_schluessel_ausserhalb_des_formulars(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/p/yilmaz"
    seite = client.get(url).get_data(as_text=True)
    assert 'value="Königstraße 10"' in seite and 'name="auskunftssperre" value="1" checked' in seite
    werte = formularwerte(client, url)
    felder = dict(re.findall(r'<input id="[^"]+" name="([^"]+)" value="([^"]*)"', seite))
    felder = {k: html.unescape(v) for k, v in felder.items()}
    felder.update(dict.fromkeys(re.findall(r'name="([^"]+)" value="1" checked', seite), "1"))  # ticked boxes
    felder.update({"auskunftssperre": "1", "zugelassen": "ja", "beruf": "Bankkauffrau"})
    antwort = client.post(url, data={**werte, **felder})
    assert antwort.status_code == 303
    alt, neu = load(BEISPIEL).person("yilmaz"), load(ordner / f"{WID}.toml").person("yilmaz")
    assert neu == alt.model_copy(update={"beruf": "Bankkauffrau"})


def test_bewerbung_fehler_am_feld_und_nichts_gespeichert(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    vorher = datei.read_bytes()
    url = f"/wahl/{WID}/bewerber/neu"
    daten = {
        **formularwerte(client, url),
        **BEWERBER_FORMULAR,
        "anschrift.plz": "7099",
        "id": "mustermann",
        "los": "null",
    }
    antwort = client.post(url, data=daten)
    text = antwort.get_data(as_text=True)
    assert antwort.status_code == 400
    assert (
        " ".join(feldfehler(text, "f-anschrift-plz").split()) == "<li>„7099“ ist keine fünfstellige Postleitzahl</li>"
    )
    assert (
        "„mustermann“ ist schon bei der Bewerbung von Max Peter Mustermann vergeben; jede Kennung darf nur einmal vorkommen"
        in feldfehler(text, "f-id")
    )
    assert "„null“ ist keine ganze Zahl" in feldfehler(text, "f-los")
    assert 'value="Gartenweg 2"' in text  # what was typed stays in the form
    assert datei.read_bytes() == vorher and not (ordner / VERSIONEN).exists()


def test_person_fuer_die_stichwahl_und_teilnehmer(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/stichwahl_bewerber/neu"
    seite = client.get(url).get_data(as_text=True)
    assert 'name="zustimmung" value=""' in seite and 'name="eingang"' not in seite  # not now: before the Wahltag
    # the consents come after the Wahltag (a receipt in the future is refused)
    spaeter = erstelle_app(ordner, heute=lambda: HEUTE, jetzt=lambda: datetime(2027, 3, 16, 12, 0)).test_client()
    # The participants are set already: the form asks whom the new person replaces.
    assert '<select id="f-stichwahl-anstelle" name="stichwahl.anstelle"' in seite
    daten = {k: v for k, v in BEWERBER_FORMULAR.items() if k != "eingang"}
    ohne = spaeter.post(url, data={**formularwerte(spaeter, url), **daten, "zustimmung": "2027-03-16T09:00"})
    assert ohne.status_code == 400
    assert "Bitte wählen, an wessen Stelle" in html.unescape(ohne.get_data(as_text=True))
    antwort = spaeter.post(
        url,
        data={
            **formularwerte(spaeter, url),
            **daten,
            "zustimmung": "2027-03-16T09:00",
            "stichwahl.anstelle": "schaefer",
        },
    )
    assert antwort.status_code == 303, html.unescape(antwort.get_data(as_text=True))
    geladen = load(ordner / f"{WID}.toml")
    assert geladen.stichwahl.teilnehmer == ["berger", "huber"]
    assert geladen.person("berger").zustimmung == datetime(2027, 3, 16, 9, 0)

    url = f"/wahl/{WID}/stichwahl"
    seite = spaeter.get(url).get_data(as_text=True)
    assert '<option value="huber" selected>' in seite and '<option value="berger" selected>' in seite
    doppelt = spaeter.post(
        url, data={**formularwerte(spaeter, url), "teilnehmer1": "schaefer", "teilnehmer2": "schaefer"}
    )
    assert doppelt.status_code == 400 and "„schaefer“ ist zweimal angegeben" in html.unescape(
        doppelt.get_data(as_text=True)
    )
    # huber and berger (persons without application) must take part; with mustermann instead the page says so.
    falsch = spaeter.post(
        url, data={**formularwerte(spaeter, url), "teilnehmer1": "schaefer", "teilnehmer2": "mustermann"}
    )
    text = sichtbar(falsch.get_data(as_text=True))
    assert falsch.status_code == 400
    assert "„berger“ ist nicht als Teilnehmer der Stichwahl festgelegt" in text
    assert "stichwahl.teilnehmer" not in text and "stichwahl_bewerber" not in text
    ok = spaeter.post(url, data={**formularwerte(spaeter, url), "teilnehmer1": "huber", "teilnehmer2": "berger"})
    assert ok.status_code == 303
    assert load(ordner / f"{WID}.toml").stichwahl.teilnehmer == ["huber", "berger"]


# ------------------------------------------------------------------------------------------------
# Two tabs


def test_zweiter_tab_ueberschreibt_nicht_still(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/p/weber"
    tab1, tab2 = abgesendet(client, url), abgesendet(client, url)
    assert client.post(url, data={**tab1, "beruf": "Winzer"}).status_code == 303
    zweite = client.post(url, data={**tab2, "beruf": "Imker"})
    assert zweite.status_code == 409
    text = html.unescape(zweite.get_data(as_text=True))
    assert "Nicht gespeichert: dieselben Angaben wurden inzwischen anders gespeichert" in text
    # both versions side by side, the typed one still in the form
    assert '<tr><th scope="row">Beruf oder Stand</th><td>Winzer</td><td>Imker</td></tr>' in text
    assert 'name="beruf" value="Imker"' in text
    assert load(ordner / f"{WID}.toml").person("weber").beruf == "Winzer"
    # Sending the page shown with the conflict saves the typed version deliberately.
    f = _Formular()
    f.feed(zweite.get_data(as_text=True))
    assert client.post(url, data=f.werte).status_code == 303
    assert load(ordner / f"{WID}.toml").person("weber").beruf == "Imker"


def test_aenderungen_an_verschiedenen_stellen_werden_zusammengefuehrt(client: Any, ordner: Path) -> None:
    """A colleague saved another applicant, or another field of the same one: both changes are kept."""
    weber, krause = f"/wahl/{WID}/bewerber/p/weber", f"/wahl/{WID}/bewerber/p/krause"
    tab_weber, tab_krause, tab_weber2 = abgesendet(client, weber), abgesendet(client, krause), abgesendet(client, weber)
    assert client.post(krause, data={**tab_krause, "beruf": "Studentin der Physik"}).status_code == 303
    assert client.post(weber, data={**tab_weber, "beruf": "Winzer"}).status_code == 303
    assert client.post(weber, data={**tab_weber2, "vornamen": "Jonas Paul"}).status_code == 303
    daten = load(ordner / f"{WID}.toml")
    assert daten.person("krause").beruf == "Studentin der Physik"
    assert (daten.person("weber").beruf, daten.person("weber").vornamen) == ("Winzer", "Jonas Paul")


def test_aenderung_durch_die_kommandozeile_ist_ein_konflikt(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bearbeiten"
    werte = formularwerte(client, url)
    datei = ordner / f"{WID}.toml"
    datei.write_text(datei.read_text("utf-8").replace("18450", "18451"), "utf-8")
    antwort = client.post(url, data={**werte, **WAHL_FORMULAR, "wahl.einwohnerzahl": "20000"})
    assert antwort.status_code == 409
    assert "<td>18451</td><td>20000</td>" in antwort.get_data(as_text=True)
    assert load(datei).wahl.einwohnerzahl == 18451
    # Another field of the same form: merged, the command line's change stays.
    antwort = client.post(url, data={**werte, **WAHL_FORMULAR, "wahl.ausschuss.vorsitz": "Eva Muster"})
    assert antwort.status_code == 303
    assert (load(datei).wahl.einwohnerzahl, load(datei).wahl.ausschuss.vorsitz) == (18451, "Eva Muster")


# ------------------------------------------------------------------------------------------------
# Signer lists


def test_liste_hochladen_unter_eigenem_namen_und_pruefen(client: Any, ordner: Path) -> None:
    from notices.dienste import pruefe

    url = f"/wahl/{WID}/bewerber/p/weber"
    werte = formularwerte(client, url)
    inhalt = (LISTEN / "weber.csv").read_bytes()
    antwort = client.post(
        f"/wahl/{WID}/bewerber/liste/weber",
        data={**werte, "liste": (io.BytesIO(inhalt), "../../../etc/passwd.csv")},
        content_type="multipart/form-data",
    )
    assert antwort.status_code == 303
    relativ = f"unterschriften/{WID}-weber-{kurz_hash('weber')}.csv"
    assert (ordner / relativ).read_bytes() == inhalt
    assert not list(ordner.rglob("passwd*"))
    daten = load(ordner / f"{WID}.toml")
    assert daten.person("weber").unterschriften == relativ
    erwartet = pruefe(daten, ordner).bewerbung("weber")
    seite = client.get(antwort.headers["Location"]).get_data(as_text=True)
    assert f"{erwartet.gueltig} gültig von {erwartet.erforderlich} nötigen, {erwartet.erfasst} erfasst" in seite
    assert erwartet.erfasst > 0
    for u in erwartet.ungueltig:
        assert f"<td>{u.zeile}</td>" in seite
    uebersicht = client.get(f"/wahl/{WID}").get_data(as_text=True)
    assert f"{erwartet.gueltig} gültig von {erwartet.erforderlich} nötigen" in uebersicht


def test_liste_auf_veralteter_seite_wird_zusammengefuehrt(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/p/weber"
    werte = formularwerte(client, url)
    datei = ordner / f"{WID}.toml"
    datei.write_text(datei.read_text("utf-8").replace('beruf = "Landwirt"', 'beruf = "Winzer"'), "utf-8")
    antwort = client.post(
        f"/wahl/{WID}/bewerber/liste/weber",
        data={**werte, "liste": (io.BytesIO((LISTEN / "weber.csv").read_bytes()), "weber.csv")},
        content_type="multipart/form-data",
    )
    assert antwort.status_code == 303
    b = load(datei).person("weber")
    assert (b.beruf, b.unterschriften) == ("Winzer", f"unterschriften/{WID}-weber-{kurz_hash('weber')}.csv")


def test_kaputte_liste_wird_nicht_uebernommen(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    vorher = datei.read_bytes()
    url = f"/wahl/{WID}/bewerber/p/weber"
    inhalt = "familienname;vornamen\nMüller;Eva\n".encode()
    antwort = client.post(
        f"/wahl/{WID}/bewerber/liste/weber",
        data={**formularwerte(client, url), "liste": (io.BytesIO(inhalt), "liste.csv")},
        content_type="multipart/form-data",
    )
    assert antwort.status_code == 400
    text = html.unescape(antwort.get_data(as_text=True))
    assert "Die Liste wurde nicht übernommen" in text and "geburtsdatum" in text
    assert datei.read_bytes() == vorher and _listen(ordner) == BEISPIEL_LISTEN


def test_zu_grosse_liste_wird_abgewiesen(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/p/weber"
    inhalt = b"x" * (33 * 1024 * 1024)
    antwort = client.post(
        f"/wahl/{WID}/bewerber/liste/weber",
        data={**formularwerte(client, url), "liste": (io.BytesIO(inhalt), "gross.csv")},
        content_type="multipart/form-data",
    )
    assert antwort.status_code == 413
    assert "Die Datei ist zu groß; höchstens 32 MiB sind erlaubt." in antwort.get_data(as_text=True)
    assert _listen(ordner) == BEISPIEL_LISTEN


# ------------------------------------------------------------------------------------------------
# Documents


def pdf_zeilen(inhalt: bytes) -> str:
    return pdf_text(inhalt, flach=False)


def test_dokumentenseite_bietet_jedes_dokument(client: Any) -> None:
    text = client.get(f"/wahl/{WID}/dokumente").get_data(as_text=True)
    for art in (
        "pruefbericht",
        "pruefbericht-stichwahl",
        "bekanntmachung",
        "bekanntmachung-stichwahl",
        "stichwahl-entfaellt",
        "formblatt",
        "benachrichtigung",
    ):
        assert f"/wahl/{WID}/vorschau/{art}" in text
    for art in ("bescheinigung", "versicherung"):
        assert f"/wahl/{WID}/vorschau/{art}?bewerber=huber" in text
    assert f"/wahl/{WID}/vorschau/maengel?bewerber=krause" in text
    assert f"/wahl/{WID}/archiv.zip" in text
    vorschau = client.get(f"/wahl/{WID}/vorschau/bescheinigung?bewerber=weber").get_data(as_text=True)
    assert f'<iframe class="vorschau" src="/wahl/{WID}/pdf/bescheinigung?bewerber=weber"' in vorschau
    assert f'href="/wahl/{WID}/pdf/bescheinigung?herunterladen=1&amp;bewerber=weber" download' in vorschau


@pytest.mark.parametrize(
    ("art", "bewerber", "erwartet"),
    [
        ("formblatt", "weber", "Weber"),
        ("bescheinigung", "yilmaz", "Yılmaz"),
        ("versicherung", "weber", "Vornamen Jonas"),
        ("maengel", "krause", "Krause"),  # filed after 18 Uhr on the last day
        ("pruefbericht", None, "Musterhausen"),
    ],
)
def test_dokument_als_pdf(client: Any, art: str, bewerber: str | None, erwartet: str) -> None:
    antwort = client.get(f"/wahl/{WID}/pdf/{art}" + (f"?bewerber={bewerber}" if bewerber else ""))
    assert antwort.status_code == 200 and antwort.mimetype == "application/pdf"
    assert antwort.headers["Content-Disposition"].startswith("inline;")
    assert erwartet in pdf_zeilen(antwort.data)


def test_kein_maengelschreiben_ohne_festgestellte_maengel(client: Any, notices_cli: Any) -> None:
    _, aus, _ = notices_cli("maengel", BEISPIEL, "--bewerber", "weber")
    antwort = client.get(f"/wahl/{WID}/pdf/maengel?bewerber=weber")
    assert antwort.status_code == 400 and aus.strip() in html.unescape(antwort.get_data(as_text=True))


def test_formblatt_mit_zahl_der_blaetter(client: Any) -> None:
    eins = PdfReader(io.BytesIO(client.get(f"/wahl/{WID}/pdf/formblatt?bewerber=weber&anzahl=1").data))
    drei = PdfReader(io.BytesIO(client.get(f"/wahl/{WID}/pdf/formblatt?bewerber=weber&anzahl=3&herunterladen=1").data))
    assert len(drei.pages) == 3 * len(eins.pages)
    zu_viele = client.get(f"/wahl/{WID}/pdf/formblatt?bewerber=weber&anzahl=501")
    assert zu_viele.status_code == 400 and "„501“ ist keine Zahl von 1 bis 500." in zu_viele.get_data(as_text=True)


def test_formblatt_fuer_den_amtsinhaber_wird_mit_der_begruendung_verweigert(client: Any) -> None:
    from notices.dienste import formular
    from notices.dokumente import KeineUnterschriftenNoetig

    daten = load(BEISPIEL)
    with pytest.raises(KeineUnterschriftenNoetig) as grund:
        formular(daten, "formblatt").ansicht(daten, daten.person("mustermann"))
    antwort = client.get(f"/wahl/{WID}/pdf/formblatt?bewerber=mustermann")
    satz = str(grund.value).replace(" (mit --trotzdem wird es dennoch erzeugt)", "")
    assert antwort.status_code == 400 and satz in html.unescape(antwort.get_data(as_text=True))
    assert "--" not in html.unescape(antwort.get_data(as_text=True))


def test_bekanntmachung_nach_fristablauf_nur_mit_bestaetigung(client: Any) -> None:
    from notices.dokumente import bekanntmachung as bm

    frist = bm.erstelle(load(BEISPIEL), stichwahl=False).frist.datum
    rechtzeitig = client.get(f"/wahl/{WID}/pdf/bekanntmachung?datum={frist.isoformat()}")
    assert rechtzeitig.status_code == 200
    text = pdf_zeilen(rechtzeitig.data)
    assert "ÖFFENTLICHE BEKANNTMACHUNG" in text and "Weber" in text and "Krause" not in text  # Krause: not admitted
    spaet = date.fromordinal(frist.toordinal() + 1).isoformat()
    verweigert = client.get(f"/wahl/{WID}/pdf/bekanntmachung?datum={spaet}")
    assert verweigert.status_code == 409 and "spätestens am" in verweigert.get_data(as_text=True)
    seite = client.get(f"/wahl/{WID}/vorschau/bekanntmachung?datum={spaet}")
    assert seite.status_code == 409
    assert 'name="trotz_fristablauf" value="1" required' in seite.get_data(as_text=True)
    assert "<iframe" not in seite.get_data(as_text=True)
    bestaetigt = client.get(f"/wahl/{WID}/pdf/bekanntmachung?datum={spaet}&trotz_fristablauf=1")
    assert bestaetigt.status_code == 200 and bestaetigt.mimetype == "application/pdf"
    vorschau = client.get(f"/wahl/{WID}/vorschau/bekanntmachung?datum={spaet}&trotz_fristablauf=1")
    assert vorschau.status_code == 200 and "Achtung: verspätet." in vorschau.get_data(as_text=True)


def test_eine_datei_die_kein_toml_ist_wird_nicht_ueberschrieben(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    kaputt = datei.read_bytes() + b"\n[wahl\n"
    datei.write_bytes(kaputt)
    for url in (f"/wahl/{WID}/bearbeiten", f"/wahl/{WID}/bewerber/neu", f"/wahl/{WID}/stichwahl"):
        werte = {"csrf": formularwerte(client, "/neu?land=BW")["csrf"], "version": "", **WAHL_FORMULAR}
        assert client.get(url).status_code == 303
        assert client.post(url, data=werte).status_code == 303
    assert datei.read_bytes() == kaputt
    assert "ist kein gültiges TOML" in html.unescape(client.get(f"/wahl/{WID}").get_data(as_text=True))


def test_dokumente_einer_ungueltigen_datei_nennen_die_fehler(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    datei.write_text(datei.read_text("utf-8").replace('plz = "70999"', 'plz = "7099"', 1), "utf-8")
    for url in (f"/wahl/{WID}/pdf/pruefbericht", f"/wahl/{WID}/archiv.zip", f"/wahl/{WID}/vorschau/pruefbericht"):
        antwort = client.get(url)
        assert antwort.status_code == 400
        assert "„7099“ ist keine fünfstellige Postleitzahl" in antwort.get_data(as_text=True)


def zip_holen(client: Any, url: str) -> Any:
    """The ZIP of an election: straight away, or after following its progress page until it is ready."""
    import time

    antwort = client.get(url)
    for _ in range(600):
        if antwort.status_code != 303:
            break
        seite = client.get(antwort.headers["Location"])
        assert seite.status_code == 200 and "ZIP-Archiv" in seite.get_data(as_text=True)
        time.sleep(0.2)
        antwort = client.get(url)
    return antwort


@pytest.mark.langsam
def test_archiv_als_zip(client: Any, ordner: Path) -> None:
    antwort = zip_holen(client, f"/wahl/{WID}/archiv.zip")
    assert antwort.status_code == 200 and antwort.mimetype == "application/zip"
    namen = zipfile.ZipFile(io.BytesIO(antwort.data)).namelist()
    assert "musterhausen-2027-03-14/manifest.json" in namen
    assert any(n.endswith(".pdf") and "wahlakte" in n for n in namen)
    assert not (ordner / "musterhausen-2027-03-14").exists()  # nothing written into the folder


# ------------------------------------------------------------------------------------------------
# Security


def test_post_ohne_oder_mit_falschem_csrf_token_wird_abgewiesen(client: Any, ordner: Path) -> None:
    datei = ordner / f"{WID}.toml"
    vorher = datei.read_bytes()
    werte = formularwerte(client, f"/wahl/{WID}/bearbeiten")
    for csrf in ({}, {"csrf": "falsch"}):
        antwort = client.post(
            f"/wahl/{WID}/bearbeiten", data={"version": werte["version"], **WAHL_FORMULAR, "wahl.gemeinde": "X", **csrf}
        )
        text = sichtbar(antwort.get_data(as_text=True))
        assert antwort.status_code == 400 and "Das Formular ist abgelaufen" in text and "CSRF" not in text
    # A token from another session is no good either.
    fremd = erstelle_app(ordner).test_client()
    antwort = fremd.post(f"/wahl/{WID}/bearbeiten", data={**werte, **WAHL_FORMULAR})
    assert antwort.status_code == 400
    assert datei.read_bytes() == vorher
    for form in re.findall(
        r"<form[^>]*method=\"post\".*?</form>", client.get(f"/wahl/{WID}/bewerber/p/weber").get_data(as_text=True), re.S
    ):
        assert 'name="csrf"' in form


def test_mit_passwort_braucht_jede_anfrage_die_anmeldung(ordner: Path) -> None:
    import base64

    client = erstelle_app(ordner, passwort="Wahlamt-2027").test_client()
    for url in ("/", "/stil.css", f"/wahl/{WID}", f"/wahl/{WID}/pdf/pruefbericht", "/gibt-es-nicht"):
        antwort = client.get(url)
        assert antwort.status_code == 401 and antwort.headers["WWW-Authenticate"].startswith("Basic")
    falsch = base64.b64encode(b"wahlamt:falsch").decode()
    assert client.get("/", headers={"Authorization": f"Basic {falsch}"}).status_code == 401
    richtig = base64.b64encode(b"wahlamt:Wahlamt-2027").decode()
    assert client.get("/", headers={"Authorization": f"Basic {richtig}"}).status_code == 200
    # With a password the application may be reached under any host name.
    assert client.get("/", headers={"Authorization": f"Basic {richtig}", "Host": "wahlamt.example"}).status_code == 200


def test_ohne_passwort_nur_die_namen_dieses_rechners(client: Any) -> None:
    assert client.get("/", headers={"Host": "127.0.0.1:8000"}).status_code == 200
    assert client.get("/", headers={"Host": "localhost:8000"}).status_code == 200
    assert client.get("/", headers={"Host": "boese.example:8000"}).status_code == 400  # DNS rebinding


@pytest.mark.parametrize(
    ("host", "lokal"),
    [
        ("127.0.0.1", True),
        ("127.1.2.3", True),
        ("::1", True),
        ("[::1]", True),
        ("localhost", True),
        ("0.0.0.0", False),
        ("::", False),
        ("192.168.1.20", False),
        ("wahlamt.example", False),
    ],
)
def test_lauschen_ausserhalb_nur_mit_passwort(host: str, lokal: bool) -> None:
    assert nur_lokal(host) is lokal
    pruefe_bindung(host, "geheim")
    if lokal:
        pruefe_bindung(host, None)
    else:
        with pytest.raises(Exception, match="Passwort"):
            pruefe_bindung(host, None)


def test_cli_web_ohne_passwort_auf_allen_adressen(notices_cli: Any, tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.delenv("NOTICES_PASSWORT", raising=False)
    code, _, err = notices_cli("web", "--ordner", tmp_path, "--host", "0.0.0.0")
    assert code == 2
    assert err.strip() == (
        "Fehler: --host: „0.0.0.0“ ist von anderen Rechnern erreichbar; dann ist ein Passwort nötig "
        "(--passwort oder Umgebungsvariable NOTICES_PASSWORT)."
    )
    code, _, err = notices_cli("web", "--ordner", tmp_path / "fehlt")
    assert code == 2 and "ist kein Ordner" in err
    code, _, err = notices_cli("web", "--port", "70000")
    assert code == 2 and "„70000“ ist keine Portnummer" in err


@pytest.mark.parametrize(
    "url",
    [
        "/wahl/..%2F..%2Fetc%2Fpasswd",
        "/wahl/%2E%2E",
        "/wahl/.versionen",
        "/wahl/musterhausen-2027.toml",
        "/wahl/listen/weber",
        f"/wahl/{WID}/bewerber/p/niemand",
        f"/wahl/{WID}/anderes/neu",
        f"/wahl/{WID}/pdf/..%2Fmanifest",
        f"/wahl/{WID}/vorschau/wahlakte",
    ],
)
def test_ids_reichen_nicht_aus_dem_ordner(client: Any, url: str) -> None:
    assert client.get(url).status_code == 404


def test_verknuepfung_nach_aussen_ist_keine_wahl(ordner: Path, tmp_path_factory: Any) -> None:
    draussen = tmp_path_factory.mktemp("draussen") / "geheim.toml"
    shutil.copy(BEISPIEL, draussen)
    (ordner / "link.toml").symlink_to(draussen)
    speicher = Ordner(ordner)
    assert speicher.wahlen() == [WID]
    with pytest.raises(Unbekannt):
        speicher.datei("link")
    for schlecht in ("../x", "a/b", ".versionen", "", "x" * 200, "ä"):
        with pytest.raises(Unbekannt):
            speicher.datei(schlecht)
    client = erstelle_app(ordner).test_client()
    assert client.get("/wahl/link").status_code == 404
    assert "/wahl/link" not in client.get("/").get_data(as_text=True)


def test_sicherheitskopfzeilen(client: Any) -> None:
    antwort = client.get("/")
    assert "frame-ancestors 'self'" in antwort.headers["Content-Security-Policy"]
    assert antwort.headers["X-Content-Type-Options"] == "nosniff"
    assert "SameSite=Strict" in antwort.headers.get("Set-Cookie", "SameSite=Strict")


def test_eingaben_werden_escaped(client: Any, ordner: Path) -> None:
    url = f"/wahl/{WID}/bewerber/neu"
    boese = '<script>alert("x")</script>'
    antwort = client.post(url, data={**formularwerte(client, url), **BEWERBER_FORMULAR, "beruf": boese})
    assert antwort.status_code == 303
    text = client.get(f"/wahl/{WID}/bewerber/p/berger").get_data(as_text=True)
    assert boese not in text and "&lt;script&gt;" in text


def test_hilfe_laedt_flask_nicht() -> None:
    code = "import sys; from notices import cli; cli._parser(); print('flask' in sys.modules)"
    aus = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert aus.stdout.strip() == "False"
