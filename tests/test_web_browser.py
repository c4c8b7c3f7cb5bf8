"""notices web in a real browser: headless Chromium from the Debian packages, driven by Playwright.

The server runs on 127.0.0.1 with a free port in a background thread. No browser is downloaded:
Playwright starts /usr/bin/chromium (``.ci/run`` installs it). Without it these tests are skipped – and
fail in CI, where a browser test that does not run is a broken CI.

``python -m tests.test_web_browser`` takes the screenshots of the main pages for the docs
(docs/bilder/web-*.png) with the same browser, on the example folder.
"""

from __future__ import annotations

import re
import shutil
import threading
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from notices.dienste import lade as load
from tests.conftest import pdf_text, werkzeug

REPO = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
ARGUMENTE = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
HEUTE = date(2027, 2, 20)

pytestmark = pytest.mark.langsam


@pytest.fixture(scope="module", autouse=True)
def _chromium() -> None:
    """Every test here needs the system's Chromium: skipped without it, failing in CI (``werkzeug``)."""
    werkzeug("chromium", CHROMIUM, paket="chromium")


class Server:
    """notices web on 127.0.0.1 with a free port, serving in a background thread."""

    def __init__(self, ordner: Path, **optionen: Any) -> None:
        from werkzeug.serving import make_server

        from notices.web import erstelle_app

        self.app = erstelle_app(ordner, **optionen)
        self.server = make_server("127.0.0.1", 0, self.app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> Server:
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGUMENTE, headless=True)
        yield b
        b.close()


@pytest.fixture
def seite(browser: Any) -> Iterator[Any]:
    kontext = browser.new_context(accept_downloads=True, locale="de-DE")
    page = kontext.new_page()
    page.set_default_timeout(60_000)
    yield page
    kontext.close()


def ohne_beschriftung(page: Any) -> list[str]:
    """The form controls of the page that have no label."""
    return page.evaluate(
        """() => [...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
                 .filter(e => !e.labels || e.labels.length === 0).map(e => e.name || e.id)"""
    )


def test_wahl_bewerbung_liste_und_bekanntmachung_im_browser(seite: Any, tmp_path: Path) -> None:

    from datetime import datetime

    page = seite
    # the clock of the office (a receipt after it would be refused as in the future)
    with Server(tmp_path, heute=lambda: HEUTE, jetzt=lambda: datetime(2027, 2, 20, 9, 0)) as server:
        page.goto(server.url + "/")
        assert "noch keine Wahl angelegt" in page.content()
        page.get_by_role("link", name="Neue Wahl anlegen").click()

        # The example election, through the form: first the Land, then its fields.
        page.get_by_label("Land (Pflichtangabe)").select_option("BW")
        page.get_by_role("button", name="Weiter").click()
        assert ohne_beschriftung(page) == []
        page.get_by_label("Amt (Pflichtangabe)").select_option("Bürgermeister")
        page.get_by_label("Gemeinde (Pflichtangabe)", exact=True).fill("Musterhausen")
        page.get_by_label("Einwohnerzahl (Pflichtangabe)").fill("18450")
        page.get_by_label("Wahltag (Pflichtangabe)").fill("2027-03-14")
        page.get_by_label("Stichwahltag").fill("2027-04-04")
        page.get_by_label("Tag der Stellenausschreibung").fill("2026-12-18")
        page.get_by_label("Ende der Einreichungsfrist").fill("2027-02-15")
        page.get_by_label("Vorsitz des Gemeindewahlausschusses").fill("Erika Beispiel")
        page.get_by_role("button", name="Wahl anlegen").click()
        page.get_by_role("heading", name="Bürgermeisterwahl Musterhausen").wait_for()
        datei = tmp_path / "musterhausen-2027-03-14.toml"
        beispiel = load(REPO / "examples" / "musterhausen-2027.toml")
        assert load(datei).wahl.wahltag == beispiel.wahl.wahltag
        assert load(datei).wahl.einreichungsfrist_ende == beispiel.wahl.einreichungsfrist_ende
        assert page.locator("tr.naechste").count() == 1 and page.locator("tr.heute").count() == 1

        # An applicant.
        page.get_by_role("link", name="Bewerbung erfassen").first.click()
        assert ohne_beschriftung(page) == []
        page.get_by_label("Kennung").fill("weber")
        page.get_by_label("Familienname (Pflichtangabe)").fill("Weber")
        page.get_by_label("Vornamen (Pflichtangabe)").fill("Jonas")
        page.get_by_label("Beruf oder Stand (Pflichtangabe)").fill("Landwirt")
        page.get_by_label("Geburtsdatum (Pflichtangabe)").fill("1992-02-29")
        page.get_by_label("Staatsangehörigkeit (Pflichtangabe)").fill("AT")
        page.get_by_label("Straße und Hausnummer (Hauptwohnung) (Pflichtangabe)").fill("Hofweg 1")
        page.get_by_label("Postleitzahl (Pflichtangabe)").fill("7099")  # one digit short: refused at the field
        page.get_by_label("Ort (Pflichtangabe)", exact=True).fill("Musterhausen")
        page.get_by_label("Eingang der Bewerbung").fill("2027-02-15T17:45")
        page.get_by_label("Zulassung").select_option("ja")
        page.get_by_role("button", name="Speichern").click()
        fehler = page.locator("#f-anschrift-plz-fehler")
        assert fehler.inner_text().strip() == "„7099“ ist keine fünfstellige Postleitzahl"
        assert page.get_by_label("Familienname (Pflichtangabe)").input_value() == "Weber"
        page.get_by_label("Postleitzahl (Pflichtangabe)").fill("70999")
        page.get_by_role("button", name="Speichern").click()
        page.get_by_text("Gespeichert.").wait_for()
        assert load(datei).person("weber").staatsangehoerigkeit == "AT"

        # Its signer list: stored under the application's name, checked at once.
        page.get_by_label("Unterschriftenliste hochladen").set_input_files(
            str(REPO / "examples" / "unterschriften" / "weber.csv")
        )
        page.get_by_role("button", name="Liste hochladen und prüfen").click()
        page.get_by_text("Die Unterschriftenliste wurde gelesen und gespeichert").wait_for()
        pruefung = page.locator("#pruefung").inner_text()
        assert "Vorschlag:" in pruefung and "nötigen" in pruefung
        assert load(datei).person("weber").unterschriften.startswith("unterschriften/")

        # The public notice: downloaded and read.
        page.get_by_role("navigation").get_by_role("link", name="Dokumente").click()
        page.get_by_role("button", name="Bekanntmachung der zugelassenen Bewerbungen erstellen").click()
        page.locator("iframe.vorschau").wait_for(state="attached")
        with page.expect_download(predicate=lambda d: "herunterladen=1" in d.url) as laden:
            page.get_by_role("link", name="PDF herunterladen").click()
        pdf = Path(laden.value.path()).read_bytes()
        text = pdf_text(pdf, flach=False)
        assert "ÖFFENTLICHE BEKANNTMACHUNG" in text
        assert "Weber" in text and "Musterhausen" in text and "Landwirt" in text

        # After its deadline (27.02.2027) only with a confirmation.
        page.get_by_role("navigation").get_by_role("link", name="Dokumente").click()
        page.locator("#f-bekanntmachung-datum").fill("2027-03-01")
        page.get_by_role("button", name="Bekanntmachung der zugelassenen Bewerbungen erstellen").click()
        page.get_by_text("Frist abgelaufen.").wait_for()
        assert page.locator("iframe").count() == 0
        page.get_by_label("Ich weiß, dass die Frist abgelaufen ist").check()
        page.get_by_role("button", name="Trotz Fristablauf erstellen").click()
        page.get_by_text("Achtung: verspätet.").wait_for()
        assert page.locator("iframe.vorschau").count() == 1


def test_tastatur_sprunglink_und_formular(seite: Any, tmp_path: Path) -> None:
    shutil.copy(REPO / "examples" / "musterhausen-2027.toml", tmp_path / "musterhausen-2027.toml")
    page = seite
    with Server(tmp_path, heute=lambda: HEUTE) as server:
        page.goto(server.url + "/")
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.textContent") == "Zum Inhalt springen"
        page.keyboard.press("Enter")
        assert page.url.endswith("#inhalt")
        # Reach the election by keyboard alone, then the form to edit it.
        for _ in range(20):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.textContent") == "Bürgermeisterwahl Musterhausen":
                break
        page.keyboard.press("Enter")
        page.get_by_role("heading", name="Bürgermeisterwahl Musterhausen").wait_for()
        page.goto(server.url + "/wahl/musterhausen-2027/bearbeiten")
        feld = page.get_by_label("Einwohnerzahl (Pflichtangabe)")
        feld.focus()
        feld.fill("18451")
        page.keyboard.press("Enter")  # submits the form
        page.get_by_text("Gespeichert.").wait_for()
        assert load(tmp_path / "musterhausen-2027.toml").wahl.einwohnerzahl == 18451


def test_zwei_tabs_ueberschreiben_einander_nicht(browser: Any, tmp_path: Path) -> None:
    shutil.copy(REPO / "examples" / "musterhausen-2027.toml", tmp_path / "musterhausen-2027.toml")
    kontext = browser.new_context(locale="de-DE")
    try:
        with Server(tmp_path, heute=lambda: HEUTE) as server:
            url = server.url + "/wahl/musterhausen-2027/bewerber/p/weber"
            tab1, tab2 = kontext.new_page(), kontext.new_page()
            tab1.goto(url)
            tab2.goto(url)
            tab1.get_by_label("Beruf oder Stand (Pflichtangabe)").fill("Winzer")
            tab1.get_by_role("button", name="Speichern").click()
            tab1.get_by_text("Gespeichert.").wait_for()
            tab2.get_by_label("Beruf oder Stand (Pflichtangabe)").fill("Imker")
            tab2.get_by_role("button", name="Speichern").click()
            tab2.get_by_role(
                "heading", name="Nicht gespeichert: dieselben Angaben wurden inzwischen anders gespeichert"
            ).wait_for()
            vergleich = tab2.locator("table.vergleich").inner_text()
            assert "Beruf oder Stand\tWinzer\tImker" in vergleich
            assert tab2.get_by_label("Beruf oder Stand (Pflichtangabe)").input_value() == "Imker"
            assert load(tmp_path / "musterhausen-2027.toml").person("weber").beruf == "Winzer"
            # Saving from there takes the typed version, knowingly.
            tab2.get_by_role("button", name="Speichern").click()
            tab2.get_by_text("Gespeichert.").wait_for()
            assert load(tmp_path / "musterhausen-2027.toml").person("weber").beruf == "Imker"
            # The other pages have a label on every control too.
            for pfad in (
                "/",
                "/wahl/musterhausen-2027/dokumente",
                "/wahl/musterhausen-2027/stichwahl",
                "/wahl/musterhausen-2027/bearbeiten",
                "/wahl/musterhausen-2027/stichwahl_bewerber/p/huber",
            ):
                tab1.goto(server.url + pfad)
                assert ohne_beschriftung(tab1) == [], pfad
    finally:
        kontext.close()


def test_zurueck_zeigt_das_getippte_noch(seite: Any, tmp_path: Path) -> None:
    """Typed into a new applicant, went to another page, pressed Back: the typed values are still there."""
    shutil.copy(REPO / "examples" / "musterhausen-2027.toml", tmp_path / "musterhausen-2027.toml")
    page = seite
    with Server(tmp_path, heute=lambda: HEUTE) as server:
        page.goto(server.url + "/wahl/musterhausen-2027/bewerber/neu")
        page.get_by_label("Familienname (Pflichtangabe)").fill("Berger")
        page.get_by_label("Vornamen (Pflichtangabe)").fill("Ida")
        page.get_by_label("Wählbarkeitsbescheinigung", exact=True).check()
        page.get_by_role("navigation").get_by_role("link", name="Dokumente").click()
        page.get_by_role("heading", name="Dokumente").wait_for()
        page.go_back()
        page.get_by_label("Familienname (Pflichtangabe)").wait_for()
        assert page.get_by_label("Familienname (Pflichtangabe)").input_value() == "Berger"
        assert page.get_by_label("Vornamen (Pflichtangabe)").input_value() == "Ida"
        assert page.get_by_label("Wählbarkeitsbescheinigung", exact=True).is_checked()
        # After a save the next new form is empty again.
        page.get_by_label("Beruf oder Stand (Pflichtangabe)").fill("Lehrerin")
        page.get_by_role("button", name="Speichern").click()
        page.get_by_role("heading", name="Bewerbung erfassen").wait_for()  # refused: fields missing
        assert page.get_by_label("Familienname (Pflichtangabe)").input_value() == "Berger"
        page.goto(server.url + "/wahl/musterhausen-2027")
        page.goto(server.url + "/wahl/musterhausen-2027/bewerber/neu")
        assert page.get_by_label("Familienname (Pflichtangabe)").input_value() in ("Berger", "")


def test_zip_zeigt_den_fortschritt_und_dann_den_download(seite: Any, tmp_path: Path) -> None:
    import zipfile

    shutil.copy(REPO / "examples" / "musterhausen-2027.toml", tmp_path / "musterhausen-2027.toml")
    page = seite
    with Server(tmp_path, heute=lambda: HEUTE) as server:
        page.goto(server.url + "/wahl/musterhausen-2027/archiv")
        page.get_by_role("heading", name="Das ZIP-Archiv ist fertig").wait_for(timeout=300_000)  # reloads itself
        assert "Dokumente erstellt" in page.content()
        with page.expect_download() as laden:
            page.get_by_role("link", name="ZIP-Archiv herunterladen").click()
        namen = zipfile.ZipFile(laden.value.path()).namelist()
        assert "musterhausen-2027-03-14/manifest.json" in namen


def _kontrast(a: str, b: str) -> float:
    def leucht(farbe: str) -> float:
        werte = [int(x) / 255 for x in re.findall(r"\d+", farbe)[:3]]
        lin = [w / 12.92 if w <= 0.03928 else ((w + 0.055) / 1.055) ** 2.4 for w in werte]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hell, dunkel = sorted((leucht(a), leucht(b)), reverse=True)
    return (hell + 0.05) / (dunkel + 0.05)


def test_fokusrahmen_hat_genug_kontrast(seite: Any, tmp_path: Path) -> None:
    """WCAG 1.4.11: the focus indicator against what surrounds it, at least 3:1 (in the page and the header)."""
    shutil.copy(REPO / "examples" / "musterhausen-2027.toml", tmp_path / "musterhausen-2027.toml")
    page = seite
    with Server(tmp_path, heute=lambda: HEUTE) as server:
        page.goto(server.url + "/wahl/musterhausen-2027")
        for ziel, hintergrund in (
            ("main a.knopf", "main"),
            ("main table a", "main"),
            ("header nav a", "header"),
        ):
            page.locator(ziel).first.focus()
            farbe = page.evaluate("() => getComputedStyle(document.activeElement).outlineColor")
            breite = page.evaluate("() => parseFloat(getComputedStyle(document.activeElement).outlineWidth)")
            grund = page.evaluate(
                "(s) => { let e = document.querySelector(s); let c = getComputedStyle(e).backgroundColor;"
                " while (c === 'rgba(0, 0, 0, 0)' && e.parentElement) { e = e.parentElement;"
                " c = getComputedStyle(e).backgroundColor; } return c; }",
                hintergrund,
            )
            assert breite >= 2 and _kontrast(farbe, grund) >= 3, (ziel, farbe, grund)
        # WCAG 1.4.3: the deadlines already past are grey, but readable (4.5:1)
        vorbei = page.locator("tr.vorbei td").first
        farbe = vorbei.evaluate("e => getComputedStyle(e).color")
        grund = vorbei.evaluate("e => getComputedStyle(e).backgroundColor")
        assert _kontrast(farbe, grund if grund != "rgba(0, 0, 0, 0)" else "rgb(255, 255, 255)") >= 4.5


SEITEN = (
    ("liste", "/", None),
    ("wahl", "/wahl/musterhausen-2027", None),
    ("bewerbung", "/wahl/musterhausen-2027/bewerber/p/weber", None),
    ("neue-bewerbung-fehler", "/wahl/musterhausen-2027/bewerber/neu", "fehler"),
    ("dokumente", "/wahl/musterhausen-2027/dokumente", None),
    ("vorschau", "/wahl/musterhausen-2027/vorschau/pruefbericht", None),
    ("stichwahl", "/wahl/musterhausen-2027/stichwahl", None),
    ("konflikt", "/wahl/musterhausen-2027/bewerber/p/yilmaz", "konflikt"),
)


def bildschirmfotos(ziel: Path) -> list[Path]:
    """The main pages on the example folder as PNG (docs/bilder/), with the same browser."""
    import tempfile

    from playwright.sync_api import sync_playwright

    ziel.mkdir(parents=True, exist_ok=True)
    fotos = []
    with tempfile.TemporaryDirectory() as tmp:
        ordner = Path(tmp) / "examples"
        ordner.mkdir()
        for datei in (REPO / "examples").glob("*.toml"):
            shutil.copy(datei, ordner / datei.name)
        shutil.copytree(REPO / "examples" / "unterschriften", ordner / "unterschriften")
        with Server(ordner, heute=lambda: HEUTE) as server, sync_playwright() as p:
            b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGUMENTE, headless=True)
            kontext = b.new_context(viewport={"width": 1100, "height": 800}, locale="de-DE")
            page = kontext.new_page()
            page.set_default_timeout(60_000)
            for name, pfad, was in SEITEN:
                page.goto(server.url + pfad)
                if was == "fehler":
                    page.get_by_label("Familienname (Pflichtangabe)").fill("Berger")
                    page.get_by_label("Postleitzahl (Pflichtangabe)").fill("7099")
                    page.get_by_role("button", name="Speichern").click()
                    page.get_by_text("Nicht gespeichert").first.wait_for()
                elif was == "konflikt":
                    anderer = kontext.new_page()
                    anderer.goto(server.url + pfad)
                    anderer.get_by_label("Beruf oder Stand (Pflichtangabe)").fill("Bankkauffrau")
                    anderer.get_by_role("button", name="Speichern").click()
                    anderer.get_by_text("Gespeichert.").wait_for()
                    anderer.close()
                    page.get_by_label("Beruf oder Stand (Pflichtangabe)").fill("Bankdirektor")
                    page.get_by_role("button", name="Speichern").click()
                    page.locator("table.vergleich").wait_for()
                elif name == "vorschau":
                    page.wait_for_timeout(1500)
                datei = ziel / f"web-{name}.png"
                page.screenshot(path=str(datei), full_page=name != "vorschau")
                fotos.append(datei)
            b.close()
    return fotos


if __name__ == "__main__":
    for foto in bildschirmfotos(REPO / "docs" / "bilder"):
        print(foto)


# ------------------------------------------------------------------------------------------------
# Issue 26: the clerk's day in every Land


def _beispiele() -> dict[str, str]:
    from notices import recht

    return {code: recht.land(code).beispiel.removesuffix(".toml") for code in recht.codes()}


BEISPIELE = _beispiele()
"""Every Land's example election (from the registry: a new Land is in the clerk's day without an edit here)."""


def _fuelle(page: Any, texte: dict[str, str]) -> None:
    """Type every field of the form on the page whose data the example has, as a clerk would (German days)."""
    for name, wert in texte.items():
        feld = page.locator(f'form[data-entwurf] [name="{name}"]:not([type=hidden])')
        if feld.count() == 0 or not wert:
            continue
        art = feld.first.evaluate("e => e.tagName.toLowerCase() + ':' + (e.type || '')")
        if art == "input:checkbox":
            feld.first.set_checked(wert == "1")
        elif art.startswith("select"):
            feld.first.select_option(wert)
        else:
            feld.first.fill(wert)


@pytest.mark.parametrize("land", sorted(BEISPIELE))
def test_buerotag_in_jedem_land(browser: Any, tmp_path: Path, land: str) -> None:
    """A new election of the Land from scratch, an application typed with German days and times, the
    check, the Prüfbericht, the notice published and recorded – in Chromium, for every Land."""
    import tomllib
    from datetime import datetime, timedelta

    from notices.dokumente import bekanntmachung as bm
    from notices.web import formular as fm
    from notices.web.personen import _alle

    beispiel = REPO / "examples" / f"{BEISPIELE[land]}.toml"
    roh = tomllib.loads(beispiel.read_text("utf-8"))
    daten = load(beispiel)
    vorlage = daten.bewerber[0]
    jetzt = max(b.eingang for b in daten.bewerber if b.eingang) + timedelta(hours=1)
    kontext = browser.new_context(locale="de-DE", viewport={"width": 1100, "height": 900})
    page = kontext.new_page()
    page.set_default_timeout(60_000)
    try:
        with Server(tmp_path, heute=lambda: jetzt.date(), jetzt=lambda: jetzt) as server:
            page.goto(server.url + "/")
            page.get_by_role("link", name="Neue Wahl anlegen").click()
            page.get_by_label("Land (Pflichtangabe)").select_option(land)
            page.get_by_role("button", name="Weiter").click()
            assert ohne_beschriftung(page) == []
            texte = fm.texte(fm.wahl_felder(land), roh)
            _fuelle(
                page,
                {k: v for k, v in texte.items() if k not in ("wahl.bekanntgemacht", "wahl.stichwahl_bekanntgemacht")},
            )
            page.get_by_role("button", name="Wahl anlegen").click()
            page.get_by_role("heading", name=f"{daten.wahl.amt}wahl {daten.wahl.gemeinde}").wait_for()
            (datei,) = list(tmp_path.glob("*.toml"))
            angelegt = load(datei)
            assert angelegt.wahl.wahltag == daten.wahl.wahltag and angelegt.wahl.land == land

            # An application, typed as the clerk writes days and times
            page.get_by_role("link", name="Bewerbung erfassen").first.click()
            assert ohne_beschriftung(page) == []
            eintrag = next(e for e in roh["bewerber"] if e["id"] == vorlage.id)
            from notices.web.gemeinsam import Stand

            stand = Stand(datei.stem, datei, datei.read_bytes(), "", roh=tomllib.loads(datei.read_text("utf-8")))
            from notices.web.personen import gruppen

            felder = _alle(gruppen("bewerber", stand, {}, neu=True))
            person = fm.texte(felder, eintrag)
            person["id"] = vorlage.id
            person["zugelassen"] = "ja"
            person.pop("unterlagen.erfasst", None)
            _fuelle(page, person)
            page.get_by_role("button", name="Speichern").click()
            page.get_by_text("Gespeichert.").wait_for()
            b = load(datei).person(vorlage.id)
            assert (b.eingang, b.geburtsdatum, b.familienname) == (
                vorlage.eingang,
                vorlage.geburtsdatum,
                vorlage.familienname,
            )

            # The Prüfbericht, then the notice on a lawful day, published and recorded
            page.get_by_role("navigation").get_by_role("link", name="Dokumente").click()
            page.get_by_role("button", name="Prüfbericht erstellen").click()
            page.locator("iframe.vorschau").wait_for(state="attached")
            tag = bm.ausgabetag(bm.erstelle(load(datei), stichwahl=False))
            page.get_by_role("navigation").get_by_role("link", name="Dokumente").click()
            page.locator("#f-bekanntmachung-datum").fill(f"{tag.day}.{tag.month}.{tag.year}")  # no leading zeros
            page.get_by_role("button", name="Bekanntmachung der zugelassenen Bewerbungen erstellen").click()
            page.locator("iframe.vorschau").wait_for(state="attached")
            page.get_by_role("button", name=re.compile("Als veröffentlicht speichern")).click()
            page.get_by_text("Der Tag der Bekanntmachung ist gespeichert").wait_for()
            assert load(datei).wahl.bekanntgemacht == tag
            # the audit trail names the clerk's changes
            page.get_by_role("navigation").get_by_role("link", name="Übersicht der Wahl").click()
            assert (
                "Tag der Veröffentlichung"
                in page.locator("#protokoll-titel + div, #protokoll-titel ~ *").first.inner_text()
            )
            assert datetime
    finally:
        kontext.close()


def test_handy_fokus_und_entwurf_im_browser(browser: Any, tmp_path: Path) -> None:
    """390 px: no page scrolls sideways; a refused save puts the focus on its problem; a draft survives a
    server that does not answer and goes with Abbrechen."""
    shutil.copy(REPO / "examples" / "musterhausen-2027.toml", tmp_path / "musterhausen-2027.toml")
    kontext = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844})
    page = kontext.new_page()
    page.set_default_timeout(60_000)
    try:
        with Server(tmp_path, heute=lambda: HEUTE) as server:
            for pfad in (
                "/",
                "/wahl/musterhausen-2027",
                "/wahl/musterhausen-2027/dokumente",
                "/wahl/musterhausen-2027/bewerber/p/weber",
            ):
                page.goto(server.url + pfad)
                breite = page.evaluate("document.documentElement.scrollWidth")
                assert breite <= 390, (pfad, breite)

            url = server.url + "/wahl/musterhausen-2027/bewerber/neu"
            page.goto(url)
            page.get_by_label("Familienname (Pflichtangabe)").fill("Berger")
            page.get_by_label("Postleitzahl (Pflichtangabe)").fill("7099")
            page.get_by_role("button", name="Speichern").click()
            page.get_by_text("Nicht gespeichert").first.wait_for()
            assert page.evaluate("document.activeElement.getAttribute('aria-invalid')") == "true"

            # the server does not answer: the typed work stays for the next visit
            page.goto(url)
            page.get_by_label("Familienname (Pflichtangabe)").fill("Kranz")
            page.route(
                "**/bewerber/neu", lambda route: route.abort() if route.request.method == "POST" else route.continue_()
            )
            page.get_by_role("button", name="Speichern").click()
            page.wait_for_timeout(500)
            page.unroute("**/bewerber/neu")
            page.goto(url)
            assert page.get_by_label("Familienname (Pflichtangabe)").input_value() == "Kranz"
            # Abbrechen drops it: the next new person opens empty
            page.get_by_role("link", name="Abbrechen").click()
            page.goto(url)
            assert page.get_by_label("Familienname (Pflichtangabe)").input_value() == ""
    finally:
        kontext.close()


def test_eintragungsraeume_im_browser(seite: Any, tmp_path: Path) -> None:
    """Bayern's rooms in Chromium: a room typed with a bad hour is refused at the field with its sentence, the
    typed block stays (also after a reload: the draft), corrected it is saved; the field fits 390 px."""
    shutil.copy(REPO / "examples" / "musterau-by-2026.toml", tmp_path / "musterau-by-2026.toml")
    page = seite
    raum = (
        "Bezeichnung: Schule Unterau, Aula\nAnschrift: Schulweg 3, 84999 Musterau\n"
        "Öffnungszeiten: Mittwoch: 15:00 bis 19:00 Uhr\nZusätzlich: 10.01.2026, 09:30 bis 25:00 Uhr\nBarrierefrei: ja"
    )
    with Server(tmp_path, heute=lambda: date(2025, 12, 5), jetzt=lambda: datetime(2025, 12, 5, 9)) as server:
        page.goto(server.url + "/wahl/musterau-by-2026/bearbeiten")
        feld = page.get_by_label("Eintragungsräume für die Unterstützungslisten")
        assert "Barrierefrei: ja, über den Seiteneingang am Kirchweg" in feld.input_value()
        feld.fill(feld.input_value() + "\n\n" + raum)
        page.get_by_role("button", name="Speichern").click()
        fehler = page.locator("#f-wahl-eintragungsraeume-fehler")
        fehler.wait_for()
        assert "3. Raum, zusätzliche Öffnungszeit „10.01.2026, 09:30 bis 25:00 Uhr“" in fehler.inner_text()
        assert page.evaluate("document.activeElement.id") == "f-wahl-eintragungsraeume"
        page.reload()
        feld = page.get_by_label("Eintragungsräume für die Unterstützungslisten")
        assert "Schule Unterau, Aula" in feld.input_value()  # the draft, after a reload
        feld.fill(feld.input_value().replace("25:00", "11:30"))
        page.get_by_role("button", name="Speichern").click()
        page.get_by_text("Gespeichert").first.wait_for()
        raeume = load(tmp_path / "musterau-by-2026.toml").wahl.eintragungsraeume
        assert [r.bezeichnung for r in raeume][-1] == "Schule Unterau, Aula"
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(server.url + "/wahl/musterau-by-2026/bearbeiten")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        page.get_by_label("Eintragungsräume für die Unterstützungslisten").scroll_into_view_if_needed()
