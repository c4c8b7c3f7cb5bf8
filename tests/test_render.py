"""The rendering pipeline: PDF/A-3a, metadata, the attached data, fonts, determinism, the override
folder and the closed URL fetcher (docs/dokumente.md "How documents are made"; issue 3)."""

from __future__ import annotations

import io
import json
import struct
import unicodedata
import zlib
from typing import Any

import pypdf
import pytest
from fontTools.ttLib import TTFont
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notices import render
from notices.dienste import lade as load
from notices.fehler import Eingabefehler
from tests.conftest import BEISPIEL, pdf_text

VORLAGE = "anlage17/anlage17.html"


@pytest.fixture(scope="module")
def daten():
    return load(BEISPIEL)


def _kontext(name: str = "Deniz Yılmaz") -> dict[str, Any]:
    """A complete context for Anlage 17 with one string changed (the template wants every key)."""
    from notices.dienste import formular

    daten = load(BEISPIEL)
    sicht = formular(daten, "versicherung").ansicht(daten, daten.person("weber"))
    kontext = dict(sicht.kontext)
    kontext["person"] = [("Familienname", name), *kontext["person"][1:]]
    return kontext


def _pdf(daten, **kw: Any) -> bytes:
    args = {"titel": "Versicherung an Eides statt – Test", "betreff": "Betreff des Tests", "stichworte": ("A", "B")}
    args.update(kw)
    kontext = args.pop("kontext", None) or _kontext()
    return render.render_pdf(args.pop("vorlage", VORLAGE), kontext, daten=daten, **args)


def _leser(pdf: bytes) -> pypdf.PdfReader:
    return pypdf.PdfReader(io.BytesIO(pdf))


def _text(pdf: bytes) -> str:
    return pdf_text(pdf, flach=False)


def _bilder(pdf: bytes) -> int:
    """The number of distinct images in the PDF."""
    gefunden = set()
    for seite in _leser(pdf).pages:
        for x in seite.get("/Resources", {}).get("/XObject", {}).values():
            if x.get_object().get("/Subtype") == "/Image":
                gefunden.add(x.idnum)
    return len(gefunden)


@pytest.fixture(scope="module")
def ein_pdf(daten) -> bytes:
    return _pdf(daten)


# ------------------------------------------------------------------------------------------------
# PDF/A and metadata


def test_xmp_sagt_pdfa_teil_3_konformitaet_a(ein_pdf):
    xmp = _leser(ein_pdf).xmp_metadata
    assert xmp is not None
    beschreibung = xmp.rdf_root.getElementsByTagNameNS("http://www.w3.org/1999/02/22-rdf-syntax-ns#", "Description")
    attribute = {
        (a.namespaceURI, a.localName): a.value for d in beschreibung for a in d.attributes.values() if a.namespaceURI
    }
    assert attribute[("http://www.aiim.org/pdfa/ns/id/", "part")] == "3"
    assert attribute[("http://www.aiim.org/pdfa/ns/id/", "conformance")] == "A"


def test_metadaten_aus_den_daten(ein_pdf, daten):
    leser = _leser(ein_pdf)
    m = leser.metadata
    assert m["/Title"] == "Versicherung an Eides statt – Test"
    assert m["/Author"] == "Musterhausen"
    assert m["/Subject"] == "Betreff des Tests"
    assert m["/Keywords"] == "A, B"
    # the creation date is the data's own date, not the clock
    assert m["/CreationDate"].startswith("D:" + daten.stand.strftime("%Y%m%d"))
    assert leser.trailer["/Root"]["/Lang"] == "de-DE"


def test_getaggt_mit_strukturbaum(ein_pdf):
    katalog = _leser(ein_pdf).trailer["/Root"]
    assert "/StructTreeRoot" in katalog
    assert katalog["/MarkInfo"]["/Marked"] in (True, "true")
    assert katalog["/ViewerPreferences"]["/DisplayDocTitle"] in (True, "true")


def test_pdfa_ausgabebedingung_und_kennung(ein_pdf):
    leser = _leser(ein_pdf)
    (absicht,) = leser.trailer["/Root"]["/OutputIntents"]
    assert absicht.get_object()["/S"] == "/GTS_PDFA1"
    assert "/DestOutputProfile" in absicht.get_object()
    assert len(leser.trailer["/ID"]) == 2


def test_anhang_sind_die_eingabedaten(ein_pdf, daten):
    anhaenge = _leser(ein_pdf).attachments
    assert list(anhaenge) == ["wahldaten.json"]
    (inhalt,) = anhaenge["wahldaten.json"]
    assert json.loads(inhalt) == daten.model_dump(mode="json")
    assert json.loads(inhalt)["bewerber"][2]["familienname"] == "Yılmaz"


def test_anhang_ist_pdfa3_quelle(ein_pdf):
    katalog = _leser(ein_pdf).trailer["/Root"]
    (spec,) = [a.get_object() for a in katalog["/AF"]]
    assert spec["/AFRelationship"] == "/Source"
    assert spec["/EF"]["/F"].get_object()["/Subtype"] == "/application/json"


def test_gleiche_eingabe_gleiche_bytes(daten, ein_pdf):
    # rendered again, after other documents: not a byte may differ (no clock, no random id)
    _pdf(daten, titel="etwas anderes")
    assert _pdf(daten) == ein_pdf


def test_andere_daten_andere_bytes(daten, ein_pdf, beispiel_roh):
    from notices.dienste import validiere

    beispiel_roh["wahl"]["stand"] = beispiel_roh["wahl"]["einreichungsfrist_ende"]
    assert _pdf(validiere(beispiel_roh)) != ein_pdf


def test_pdf_variante_ua1(daten):
    xmp = _leser(_pdf(daten, variante="pdf/ua-1")).xmp_metadata
    attribute = {
        (a.namespaceURI, a.localName): a.value
        for d in xmp.rdf_root.getElementsByTagNameNS("http://www.w3.org/1999/02/22-rdf-syntax-ns#", "Description")
        for a in d.attributes.values()
        if a.namespaceURI
    }
    assert attribute[("http://www.aiim.org/pdfua/ns/id/", "part")] == "1"
    assert ("http://www.aiim.org/pdfa/ns/id/", "part") not in attribute


def test_unbekannte_variante_ist_eingabefehler(daten):
    with pytest.raises(Eingabefehler, match="pdf/x-9"):
        _pdf(daten, variante="pdf/x-9")


# ------------------------------------------------------------------------------------------------
# Fonts


NAMEN = "Yılmaz Łukasz Gődény Ĳssel Øster Straße § € „“ – ’"


@pytest.mark.parametrize("schnitt", ["Regular", "Bold", "Italic"])
def test_mitgelieferte_schrift_hat_die_glyphen(schnitt):
    datei = render.vorlagen_ordner() / "schriften" / f"NoticesSans-{schnitt}.ttf"
    cmap = TTFont(datei).getBestCmap()
    fehlend = [z for z in NAMEN.replace(" ", "") if ord(z) not in cmap]
    assert fehlend == []
    assert (render.vorlagen_ordner() / "schriften" / "OFL.txt").read_text("utf-8").count("SIL OPEN FONT LICENSE") >= 1


_LATEIN = [chr(c) for c in range(0x20, 0x250) if unicodedata.category(chr(c))[0] in "LNPS"]


@pytest.mark.parametrize("schnitt", ["Regular", "Bold", "Italic"])
def test_schrift_deckt_latein_bis_erweitert_b(schnitt):
    cmap = TTFont(render.vorlagen_ordner() / "schriften" / f"NoticesSans-{schnitt}.ttf").getBestCmap()
    assert [z for z in _LATEIN if ord(z) not in cmap] == []
    assert {ord("€"), ord("§"), ord("–"), ord("„"), ord("“")} <= set(cmap)


@pytest.mark.langsam
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.text(alphabet=[z for z in _LATEIN if z.isalpha()], min_size=1, max_size=30))
def test_jeder_lateinische_name_kommt_unveraendert_heraus(daten, name):
    assert name in _text(_pdf(daten, kontext=_kontext(name)))


def test_namen_erscheinen_mit_echten_zeichen(daten):
    pdf = _pdf(daten, kontext=_kontext(NAMEN))
    assert NAMEN in _text(pdf)


def _schriften(pdf: bytes) -> list[dict]:
    gefunden = {}
    for seite in _leser(pdf).pages:
        for schrift in seite["/Resources"]["/Font"].values():
            schrift = schrift.get_object()
            gefunden[schrift["/BaseFont"]] = schrift
    return list(gefunden.values())


def test_jede_schrift_ist_eingebettet_und_die_eigene(daten):
    schriften = _schriften(_pdf(daten, kontext=_kontext(NAMEN)))
    assert schriften
    eigene = render.vorlagen_ordner() / "schriften" / "NoticesSans-Regular.ttf"
    normal = [s for s in schriften if s["/BaseFont"].endswith("+Notices-Sans")]
    (regular,) = normal
    datei = regular["/DescendantFonts"][0].get_object()["/FontDescriptor"].get_object()["/FontFile2"]
    assert datei.get_object().get_data() == eigene.read_bytes()  # embedded whole, as shipped
    for schrift in schriften:
        nachfahren = schrift.get("/DescendantFonts")
        beschreibung = (nachfahren[0].get_object() if nachfahren else schrift)["/FontDescriptor"].get_object()
        assert {"/FontFile", "/FontFile2", "/FontFile3"} & set(beschreibung), schrift["/BaseFont"]
        assert "Notices" in schrift["/BaseFont"]


def test_fremde_zeichen_fallen_auf_eine_eingebettete_teilschrift_zurueck(daten):
    # Greek is outside the shipped ranges: a system font steps in, subset and embedded
    pdf = _pdf(daten, kontext=_kontext("Ωμέγα Παπαδόπουλος"))
    for schrift in _schriften(pdf):
        beschreibung = schrift["/DescendantFonts"][0].get_object()["/FontDescriptor"].get_object()
        datei = beschreibung.get("/FontFile2") or beschreibung.get("/FontFile3") or beschreibung["/FontFile"]
        if "Notices" not in schrift["/BaseFont"]:
            assert len(datei.get_object().get_data()) < 100_000  # a subset, not a whole system font


# ------------------------------------------------------------------------------------------------
# Templates: autoescape, StrictUndefined, override folder, working directory


def test_autoescape_und_keine_auswertung(daten):
    html = render.render_html(
        VORLAGE, _kontext("<b>fett</b> {{ 7*7 }}"), daten=daten, titel="T", betreff="B", stichworte=()
    )
    assert "&lt;b&gt;fett&lt;/b&gt; {{ 7*7 }}" in html
    assert "<b>fett</b>" not in html


def test_fehlender_wert_ist_ein_fehler_kein_leeres_feld(daten):
    kontext = _kontext()
    del kontext["strafbarkeit"]
    with pytest.raises(Eingabefehler, match="strafbarkeit"):
        _pdf(daten, kontext=kontext)


def _png(breite: int = 4, hoehe: int = 4) -> bytes:
    def block(art: bytes, daten: bytes) -> bytes:
        return struct.pack(">I", len(daten)) + art + daten + struct.pack(">I", zlib.crc32(art + daten))

    zeilen = b"".join(b"\x00" + b"\x00\x00\x00" * breite for _ in range(hoehe))
    kopf = struct.pack(">IIBBBBB", breite, hoehe, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + block(b"IHDR", kopf) + block(b"IDAT", zlib.compress(zeilen)) + block(b"IEND", b"")


@pytest.mark.langsam
def test_eigene_vorlagen_gewinnen(daten, tmp_path):
    (tmp_path / "briefkopf.html").write_text(
        '<p class="amt">Bürgermeisteramt Testingen</p><img src="wappen.png" alt="Wappen">', "utf-8"
    )
    (tmp_path / "wappen.png").write_bytes(_png())
    (tmp_path / "eigen.css").write_text("@page { size: A5; }", "utf-8")
    pdf = _pdf(daten, vorlagen=tmp_path)
    assert "Bürgermeisteramt Testingen" in _text(pdf)
    assert _bilder(pdf) == 1  # the coat of arms came from the override folder
    breite = float(_leser(pdf).pages[0].mediabox.width)
    assert round(breite / 72 * 25.4) == 148  # A5
    # the built-in templates are untouched
    ohne = _pdf(daten)
    assert "Bürgermeisteramt Testingen" not in _text(ohne)
    assert round(float(_leser(ohne).pages[0].mediabox.width) / 72 * 25.4) == 210


def test_eigenes_stylesheet_ersetzt_das_eingebaute(daten, tmp_path):
    eingebaut = (render.vorlagen_ordner() / "stil.css").read_text("utf-8")
    (tmp_path / "stil.css").write_text(eingebaut + "\n@page { size: A4 landscape; }", "utf-8")
    seite = _leser(_pdf(daten, vorlagen=tmp_path)).pages[0]
    assert float(seite.mediabox.width) > float(seite.mediabox.height)


def test_eigene_vorlage_fuer_ein_formular(daten, tmp_path):
    (tmp_path / "anlage17").mkdir()
    (tmp_path / "anlage17" / "anlage17.html").write_text(
        '{% extends "base.html" %}{% block inhalt %}<h1>Eigene Fassung</h1>{% endblock %}', "utf-8"
    )
    assert "Eigene Fassung" in _text(_pdf(daten, vorlagen=tmp_path))


def test_vorlagenordner_fehlt(daten, tmp_path):
    with pytest.raises(Eingabefehler, match="kein Ordner"):
        _pdf(daten, vorlagen=tmp_path / "gibtsnicht")


def test_andere_arbeitsverzeichnisse(daten, tmp_path, monkeypatch, ein_pdf):
    monkeypatch.chdir(tmp_path)
    assert _pdf(daten) == ein_pdf


# ------------------------------------------------------------------------------------------------
# The URL fetcher


def test_fremde_adressen_werden_nicht_geladen(daten, tmp_path, netz, caplog):
    geheim = tmp_path / "geheim.png"
    geheim.write_bytes(_png())
    eigen = tmp_path / "vorlagen"
    eigen.mkdir()
    (eigen / "briefkopf.html").write_text(
        f'<img src="file://{geheim}" alt="a"><img src="{geheim}" alt="b">'
        '<img src="http://127.0.0.1:9/x.png" alt="c"><img src="https://example.org/x.png" alt="d">'
        '<img src="../geheim.png" alt="e"><img src="schriften/../../geheim.png" alt="f">'
        '<img src="/etc/passwd" alt="g"><img src="eigen.css" alt="h">'
        f'<img src="data:image/png;base64,{__import__("base64").b64encode(_png()).decode()}" alt="i">'
        '<link rel="stylesheet" href="http://127.0.0.1:9/x.css">'
        '<link rel="attachment" href="file:///etc/passwd">',
        "utf-8",
    )
    pdf = _pdf(daten, vorlagen=eigen)
    assert _bilder(pdf) == 0
    assert netz == []
    assert list(_leser(pdf).attachments) == ["wahldaten.json"]


def test_feindliche_eingabe_bleibt_text(daten, netz):
    boese = '<img src="file:///etc/passwd"> {{ 7*7 }} </td><script>alert(1)</script>'
    pdf = _pdf(daten, kontext=_kontext(boese))
    assert boese in _text(pdf).replace("\n", "")
    assert _bilder(pdf) == 0
    assert netz == []


# ------------------------------------------------------------------------------------------------
# Copies


@pytest.mark.langsam
def test_kopien_werden_nur_einmal_gesetzt(daten, ein_pdf):
    zehn = _pdf(daten, wiederholen=10)
    leser = _leser(zehn)
    assert len(leser.pages) == 10 * len(_leser(ein_pdf).pages)
    eins = _leser(ein_pdf).pages
    for i, seite in enumerate(eins):  # the first and the last copy, page by page
        assert leser.pages[i].extract_text() == seite.extract_text()
        assert leser.pages[len(leser.pages) - len(eins) + i].extract_text() == seite.extract_text()
    # nine further copies share their content streams: the file grows by page objects only
    assert len(zehn) < len(ein_pdf) + 9 * 400 * len(eins)
