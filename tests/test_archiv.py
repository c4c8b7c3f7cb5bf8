"""The archive (notices.archiv): safe names, retention dates from the law, the manifest as journal,
`notices archiv-pruefen` and `notices archiv-loeschen`.

The machinery tests run with the deadline-calendar producer only (real PDFs, seconds instead of
a minute); the full set of documents is covered in tests/test_alle.py.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import stat
import tomllib
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from pypdf import PdfReader, PdfWriter
from pypdf.generic import DictionaryObject, NameObject, TextStringObject

from notices import archiv
from notices.archiv import Archivdatei, slug, wahlordner
from notices.dienste import alle, validiere
from notices.exitcodes import EXIT_BEFUND
from notices.recht import land
from tests.conftest import BEISPIEL

BW_AUFBEWAHRUNG = land("BW").aufbewahrung
AUFBEWAHRUNG = BW_AUFBEWAHRUNG.klassen

Cli = Callable[..., tuple[int, str, str]]
ORDNER = "musterhausen-2027-03-14"

# ------------------------------------------------------------------------------------------------
# Safe names

BOESE = [
    "../../etc/passwd",
    "/absolut",
    "a/b\\c",
    "x\x00y",
    "\x1b[31mrot\x07",
    "CON",
    "nul",
    "COM1",
    "LPT9",
    "NUL.txt",
    "y" * 300,
    ".",
    "..",
    "   ",
    "Schäfer",
    "schaefer",
    "SCHAEFER",
    "名前",
    "a\nb",
]


@pytest.mark.parametrize("roh", BOESE)
def test_dateiname_bleibt_im_ordner(roh: str, tmp_path: Path) -> None:
    dok = Archivdatei("formblatt", b"%PDF", "pdf", "Formblatt", "unterstuetzung", bewerber_id=roh)
    name = dok.dateiname
    assert archiv.ist_archivname(name), name
    assert "/" not in name and "\\" not in name and ".." not in name
    assert all(c.isascii() and c.isprintable() for c in name)
    assert len(name) <= 80
    # the base name (before the first dot) is never a Windows device name
    assert name.split(".")[0].upper() not in {"CON", "PRN", "AUX", "NUL", "COM1", "LPT9"}
    # it can really be created, and it lands inside the folder
    pfad = tmp_path / name
    pfad.write_bytes(b"x")
    assert pfad.resolve().parent == tmp_path.resolve()


def test_verschiedene_ids_verschiedene_namen() -> None:
    namen = {Archivdatei("formblatt", b"", "pdf", "F", "unterstuetzung", bewerber_id=i).dateiname for i in BOESE}
    assert len(namen) == len(BOESE)


@pytest.mark.parametrize(
    ("roh", "erwartet"),
    [
        ("Musterhausen", "musterhausen"),
        ("Baden-Baden", "baden-baden"),
        ("Weil am Rhein", "weil-am-rhein"),
        ("Rheinfelden (Baden)", "rheinfelden-baden"),
        ("Größingen", "groessingen"),
        ("CON", "con-x"),
        ("", "x"),
        ("../..", "x"),
    ],
)
def test_slug(roh: str, erwartet: str) -> None:
    assert slug(roh) == erwartet


@pytest.mark.parametrize(
    ("gemeinde", "anfang"),
    [
        ("Musterhausen", "musterhausen-2027-03-14"),
        ("Schwäbisch Gmünd", "schwaebisch-gmuend-2027-03-14"),
        ("../../etc", "etc-"),
        ("CON", "con-x-2027-03-14"),
        ("a/b\\c", "a-b-c-"),  # a NUL is refused by the model (tests/test_robust.py)
    ],
)
def test_wahlordner(beispiel_roh: dict[str, Any], gemeinde: str, anfang: str) -> None:
    beispiel_roh["wahl"]["gemeinde"] = gemeinde
    name = wahlordner(validiere(beispiel_roh))
    assert name.startswith(anfang)
    assert name.endswith("-2027-03-14")
    assert archiv.ist_archivname(name)


def test_feste_teile_werden_geprueft() -> None:
    with pytest.raises(ValueError):
        Archivdatei("../x", b"", "pdf", "T", "dauernd")
    with pytest.raises(ValueError):
        Archivdatei("x", b"", "pdf", "T", "unbekannt")


# ------------------------------------------------------------------------------------------------
# Retention dates: § 57 KomWO, §§ 30, 31 KomWG, § 55 Abs. 3 Satz 4 KomWO


@pytest.mark.parametrize(
    ("aenderung", "loeschen", "internet"),
    [
        # run-off recorded: counted from the Stichwahltag 04.04.2027 (+1 week = 11.04., +1 month, §§ 31, 30 KomWG)
        ({}, date(2027, 5, 11), date(2027, 10, 4)),
        # no run-off: counted from the Wahltag 14.03.2027 (+1 week = 21.03., +1 month)
        ({"ohne_stichwahl": True}, date(2027, 4, 21), date(2027, 9, 14)),
    ],
)
def test_loeschen_nach_voreinstellung(
    beispiel_roh: dict[str, Any], aenderung: dict[str, Any], loeschen: date, internet: date
) -> None:
    if aenderung.get("ohne_stichwahl"):
        del beispiel_roh["stichwahl"]
        del beispiel_roh["stichwahl_bewerber"]
    daten = validiere(beispiel_roh)
    tag, grund = BW_AUFBEWAHRUNG.loeschen_nach(daten)
    assert tag == loeschen
    assert (
        "§ 31 Abs. 1 KomWG" in grund
        and "§ 30 Abs. 1 KomWG" in grund
        and "rechtskräftig feststeht" in grund
        and "--" not in grund
    )
    assert BW_AUFBEWAHRUNG.internet_loeschen_bis(daten) == internet


def test_loeschen_nach_monatsende(beispiel_roh: dict[str, Any]) -> None:
    # Stichwahltag 24.01. + 1 week = 31.01.; one month later there is no 31.02.: the last day of February.
    beispiel_roh["wahl"].update(
        {
            "wahltag": date(2027, 1, 3),
            "stichwahltag": date(2027, 1, 24),
            "stellenausschreibung": date(2026, 10, 1),
            "einreichungsfrist_ende": date(2026, 12, 7),
        }
    )
    for b in beispiel_roh["bewerber"]:
        b["eingang"] = datetime(2026, 10, 5, 10, 0)
        b.pop("los", None)
    for i, b in enumerate(beispiel_roh["bewerber"]):
        b["eingang"] = datetime(2026, 10, 5 + i, 10, 0)
    beispiel_roh["stichwahl_bewerber"][0]["zustimmung"] = datetime(2027, 1, 5, 10, 0)
    beispiel_roh["wahl"]["ausschuss"].update(
        zulassungssitzung=date(2026, 12, 10), stichwahl_zulassungssitzung=date(2027, 1, 7)
    )
    daten = validiere(beispiel_roh)
    assert BW_AUFBEWAHRUNG.loeschen_nach(daten)[0] == date(2027, 2, 28)


def test_rechtskraft_ersetzt_die_voreinstellung(beispiel_roh: dict[str, Any]) -> None:
    daten = validiere(beispiel_roh)
    tag, grund = BW_AUFBEWAHRUNG.loeschen_nach(daten, date(2028, 1, 15))
    assert tag == date(2028, 1, 15) and "§ 57 KomWO" in grund


def test_aufbewahrungsklassen_nennen_ihre_quelle() -> None:
    assert AUFBEWAHRUNG["unterstuetzung"].loeschen == "muss"
    assert "§ 57 Abs. 2 Satz 1 KomWO" in AUFBEWAHRUNG["unterstuetzung"].vorschrift
    assert AUFBEWAHRUNG["bewerbung"].loeschen == "kann"
    assert "§ 57 Abs. 3 KomWO" in AUFBEWAHRUNG["bewerbung"].vorschrift
    assert AUFBEWAHRUNG["dauernd"].loeschen == "nie"


# ------------------------------------------------------------------------------------------------
# An archive with the deadline calendar only (fast)


@pytest.fixture
def nur_fristen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(alle, "PRODUZENTEN", [alle.fristenkalender])


@pytest.fixture(scope="module")
def vorlage_archiv(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One archive of the example built with the calendar producer; tests work on copies."""
    ziel = tmp_path_factory.mktemp("vorlage")
    alt = list(alle.PRODUZENTEN)
    alle.PRODUZENTEN[:] = [alle.fristenkalender]
    try:
        ergebnis = alle.bearbeite(str(BEISPIEL), str(ziel))
    finally:
        alle.PRODUZENTEN[:] = alt
    assert ergebnis.status == "ok", ergebnis.fehler
    yield ziel


@pytest.fixture
def arch(vorlage_archiv: Path, tmp_path: Path, nur_fristen: None) -> Path:
    # checked with the producers it was made with: archiv-pruefen renders every document again
    kopie = tmp_path / "ausgabe"
    shutil.copytree(vorlage_archiv, kopie)
    return kopie


def _manifest(ordner: Path) -> dict[str, Any]:
    return json.loads((ordner / "manifest.json").read_text("utf-8"))


def _eintrag(manifest: dict[str, Any], pfad: str) -> dict[str, Any]:
    return next(e for e in manifest["dateien"] if e["pfad"] == pfad)


def test_manifest_form(arch: Path) -> None:
    from notices import __version__
    from notices.render import daten_json

    m = _manifest(arch / ORDNER)
    quelle = archiv.sha256(daten_json(validiere_beispiel()))
    # the calendar is kept for good: it carries only the election, no applicant (data minimisation)
    oeffentlich = archiv.sha256(daten_json(validiere_beispiel().oeffentlicher_teil()))
    assert oeffentlich != quelle
    assert m["format"] == "notices-archiv/1"
    assert m["wahl"] == {
        "land": "BW",
        "amt": "Bürgermeister",
        "gemeinde": "Musterhausen",
        "wahltag": "2027-03-14",
        "stichwahltag": "2027-04-04",
    }
    assert m["rechtsstand"]["kennung"] == "bw-2023"
    assert m["quelle_sha256"] == quelle
    assert set(m["aufbewahrungsklassen"]) == {"dauernd", "unterstuetzung", "bewerbung"}
    pfade = [e["pfad"] for e in m["dateien"]]
    assert pfade == ["fristen.pdf", "fristen.ics", "fristen.json", "wahlakte.pdf"]
    for e in m["dateien"]:
        inhalt = (arch / ORDNER / e["pfad"]).read_bytes()
        assert e["sha256"] == archiv.sha256(inhalt) and e["groesse"] == len(inhalt)
        assert e["werkzeug_version"] == __version__
        assert e["erzeugt"] == "2027-03-16"  # Wahldaten.stand, not the clock
        assert e["quelle_sha256"] == (oeffentlich if e["pfad"] == "fristen.pdf" else quelle)
        assert e["rechtsstand"] == "bw-2023"
        assert e["status"] == "vorhanden" and e["version"] == 1 and e["aktuell"] is True
        if e["pfad"] == "wahlakte.pdf":
            # its parts are kept for good, but the attached data names the applicants
            assert e["aufbewahrung"] == "bewerbung" and e["loeschen_nach"] == "2027-05-11"
        else:
            assert e["aufbewahrung"] == "dauernd" and e["loeschen_nach"] is None


def validiere_beispiel() -> Any:
    from notices.dienste import lade as load

    return load(BEISPIEL)


def _stand(ordner: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(ordner.iterdir())}


def test_zweiter_lauf_aendert_nichts(arch: Path, nur_fristen: None) -> None:
    vorher = _stand(arch / ORDNER)
    ergebnis = alle.bearbeite(str(BEISPIEL), str(arch))
    assert ergebnis.status == "ok"
    assert {was for _, was in ergebnis.dateien} == {"unveraendert"}
    assert _stand(arch / ORDNER) == vorher  # same bytes, not even touched


@pytest.mark.langsam
def test_geaenderte_daten_neue_fassung_daneben(
    arch: Path, nur_fristen: None, beispiel_roh: dict[str, Any], toml_datei: Callable[..., Path]
) -> None:
    alt = (arch / ORDNER / "fristen.pdf").read_bytes()
    beispiel_roh["wahl"]["einreichungsfrist_ende"] = date(2027, 2, 16)
    for b in beispiel_roh["bewerber"]:
        if b["id"] == "krause":
            b["eingang"] = datetime(2027, 2, 16, 12, 0)
    ergebnis = alle.bearbeite(str(toml_datei(beispiel_roh)), str(arch))
    assert ergebnis.status == "ok", ergebnis.fehler
    assert ("fristen.2.pdf", "version") in ergebnis.dateien
    assert (arch / ORDNER / "fristen.pdf").read_bytes() == alt  # the old one is kept
    m = _manifest(arch / ORDNER)
    alt_e, neu_e = _eintrag(m, "fristen.pdf"), _eintrag(m, "fristen.2.pdf")
    assert alt_e["aktuell"] is False and alt_e["sha256"] == archiv.sha256(alt)
    assert neu_e["aktuell"] is True and neu_e["version"] == 2 and neu_e["ersetzt"] == "fristen.pdf"
    assert neu_e["quelle_sha256"] != alt_e["quelle_sha256"]
    assert archiv.pruefe_dateien(arch / ORDNER, date(2027, 1, 1)).sauber


def test_fremde_datei_am_zielnamen_wird_nicht_ueberschrieben(arch: Path, nur_fristen: None) -> None:
    ordner = arch / ORDNER
    (ordner / "fristen.pdf").unlink()
    m = _manifest(ordner)
    m["dateien"] = [e for e in m["dateien"] if e["pfad"] != "fristen.pdf"]
    (ordner / "manifest.json").write_text(json.dumps(m), "utf-8")
    (ordner / "fristen.pdf").write_bytes(b"von Hand abgelegt")
    ergebnis = alle.bearbeite(str(BEISPIEL), str(arch))
    assert ergebnis.status == "ok"
    assert (ordner / "fristen.pdf").read_bytes() == b"von Hand abgelegt"
    assert ("fristen.2.pdf", "neu") in ergebnis.dateien


def test_von_hand_veraenderte_datei_bleibt_und_wird_gemeldet(arch: Path, nur_fristen: None) -> None:
    ordner = arch / ORDNER
    (ordner / "fristen.ics").write_bytes(b"BEGIN:VCALENDAR\nverfaelscht\n")
    ergebnis = alle.bearbeite(str(BEISPIEL), str(arch))
    assert ergebnis.status == "warnung"
    assert any("fristen.ics" in f and "nicht überschrieben" in f for f in ergebnis.fehler)
    assert (ordner / "fristen.ics").read_bytes() == b"BEGIN:VCALENDAR\nverfaelscht\n"


def test_fehlende_datei_wird_wiederhergestellt(arch: Path, nur_fristen: None) -> None:
    ordner = arch / ORDNER
    inhalt = (ordner / "fristen.json").read_bytes()
    (ordner / "fristen.json").unlink()
    ergebnis = alle.bearbeite(str(BEISPIEL), str(arch))
    assert ("fristen.json", "wiederhergestellt") in ergebnis.dateien
    assert (ordner / "fristen.json").read_bytes() == inhalt


def test_beschaedigtes_manifest_wird_nicht_ueberschrieben(arch: Path, nur_fristen: None) -> None:
    ordner = arch / ORDNER
    (ordner / "manifest.json").write_bytes(b"{ kaputt")
    ergebnis = alle.bearbeite(str(BEISPIEL), str(arch))
    assert ergebnis.status == "fehler"
    assert "beschädigt" in ergebnis.fehler[0]
    assert (ordner / "manifest.json").read_bytes() == b"{ kaputt"


def test_dateirechte_folgen_der_umask(arch: Path) -> None:
    modus = stat.S_IMODE((arch / ORDNER / "fristen.pdf").stat().st_mode)
    umask = os.umask(0o022)
    os.umask(umask)
    assert modus == 0o666 & ~umask


# ------------------------------------------------------------------------------------------------
# Interrupted runs: the manifest is a journal


@pytest.mark.langsam
def test_unterbrochener_lauf_hinterlaesst_stimmiges_manifest(
    arch: Path,
    nur_fristen: None,
    beispiel_roh: dict[str, Any],
    toml_datei: Callable[..., Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A run that dies after the first new document: manifest parseable, the missing one 'ausstehend';
    the next run completes the set and the check is clean again."""
    ordner = arch / ORDNER
    beispiel_roh["wahl"]["stand"] = date(2027, 3, 20)  # every document changes
    datei = toml_datei(beispiel_roh)
    echt = archiv.schreibe_atomar
    geschrieben: list[str] = []

    def stirbt(ziel: Path, inhalt: bytes) -> None:
        if ziel.name != "manifest.json" and geschrieben:
            raise KeyboardInterrupt  # the process dies here
        if ziel.name != "manifest.json":
            geschrieben.append(ziel.name)
        echt(ziel, inhalt)

    monkeypatch.setattr(archiv.manifest, "schreibe_atomar", stirbt)
    with pytest.raises(KeyboardInterrupt):
        archiv_lauf(datei, arch)
    monkeypatch.setattr(archiv.manifest, "schreibe_atomar", echt)

    m = _manifest(ordner)
    ausstehend = [e["pfad"] for e in m["dateien"] if e["status"] == "ausstehend"]
    # the PDF and the ICS carry the new Stand (the JSON does not change): both announced before writing
    assert ausstehend == ["fristen.2.pdf", "fristen.2.ics"]
    pr = archiv.pruefe_dateien(ordner, date(2027, 1, 1))
    assert {b.art for b in pr.probleme} == {"ausstehend"}
    assert [b.pfad for b in pr.hinweise] == [geschrieben[0]]  # written completely, run interrupted
    assert not any(b.art == "nicht_im_manifest" for b in pr.probleme)

    ergebnis = alle.bearbeite(str(datei), str(arch))
    assert ergebnis.status == "ok"
    assert archiv.pruefe_dateien(ordner, date(2027, 1, 1)).sauber
    assert all(e["status"] == "vorhanden" for e in _manifest(ordner)["dateien"])


def archiv_lauf(datei: Path, ziel: Path) -> None:
    """Like alle.bearbeite, but lets an interruption through (bearbeite turns errors into results)."""
    from notices.dienste import lade as load
    from notices.render import daten_json

    daten = load(datei)
    dokumente, _ = alle.sammle(daten, datei)
    archiv.archiviere(ziel, daten, dokumente, quelle_sha256=archiv.sha256(daten_json(daten)))


def test_temporaere_reste_werden_entfernt(arch: Path, nur_fristen: None) -> None:
    ordner = arch / ORDNER
    rest = ordner / ".fristen.pdf.abc123.tmp"
    rest.write_bytes(b"%PDF-1.7 halb")
    pr = archiv.pruefe_dateien(ordner, date(2027, 1, 1))
    assert pr.sauber and [b.art for b in pr.hinweise] == ["rest"]
    alle.bearbeite(str(BEISPIEL), str(arch))
    assert not rest.exists()


# ------------------------------------------------------------------------------------------------
# notices archiv-pruefen


@pytest.mark.langsam
def test_pruefen_sauber(arch: Path, notices_cli: Cli) -> None:
    code, aus, fehler = notices_cli("archiv-pruefen", arch, "--stichtag", "2027-01-01")
    assert code == 0, aus + fehler
    assert "In Ordnung" in aus
    assert "nur die strukturellen Prüfungen" in aus  # no veraPDF here


@pytest.mark.parametrize(
    ("eingriff", "art", "pfad"),
    [
        (
            lambda o: (o / "fristen.pdf").write_bytes((o / "fristen.pdf").read_bytes() + b"\n"),
            "veraendert",
            "fristen.pdf",
        ),
        (lambda o: (o / "fristen.ics").unlink(), "fehlt", "fristen.ics"),
        (lambda o: (o / "zusatz.pdf").write_bytes(b"%PDF-1.7"), "nicht_im_manifest", "zusatz.pdf"),
        (lambda o: (o / "unterordner").mkdir(), "nicht_im_manifest", "unterordner"),
    ],
    ids=["verändert", "gelöscht", "zusätzlich", "ordner"],
)
def test_pruefen_findet(arch: Path, notices_cli: Cli, eingriff: Any, art: str, pfad: str) -> None:
    eingriff(arch / ORDNER)
    code, aus, _ = notices_cli("archiv-pruefen", arch / ORDNER, "--json", "--stichtag", "2027-01-01")
    assert code == EXIT_BEFUND
    bericht = json.loads(aus)
    assert bericht["sauber"] is False
    probleme = bericht["archive"][0]["probleme"]
    assert [(p["art"], p["pfad"]) for p in probleme] == [(art, pfad)]
    code, aus, _ = notices_cli("archiv-pruefen", arch, "--stichtag", "2027-01-01")
    assert code == EXIT_BEFUND and pfad in aus and "Probleme (1)" in aus


def test_pruefen_gefaelschter_quell_hash(arch: Path, notices_cli: Cli) -> None:
    ordner = arch / ORDNER
    m = _manifest(ordner)
    _eintrag(m, "fristen.pdf")["quelle_sha256"] = "0" * 64
    (ordner / "manifest.json").write_text(json.dumps(m, ensure_ascii=False), "utf-8")
    code, aus, _ = notices_cli("archiv-pruefen", ordner, "--json")
    probleme = json.loads(aus)["archive"][0]["probleme"]
    assert code == EXIT_BEFUND
    assert probleme == [
        {
            "pfad": "fristen.pdf",
            "art": "pdf",
            "text": "die angehängten Wahldaten stimmen nicht mit dem Quell-Hash im Manifest überein.",
        }
    ]


def test_pruefen_manifest_mit_fremdem_pfad(arch: Path) -> None:
    ordner = arch / ORDNER
    m = _manifest(ordner)
    m["dateien"][0]["pfad"] = "../../etc/passwd"
    (ordner / "manifest.json").write_text(json.dumps(m), "utf-8")
    pr = archiv.pruefe_dateien(ordner, date(2027, 1, 1))
    arten = sorted(b.art for b in pr.probleme)
    assert arten == ["manifest", "nicht_im_manifest"]  # fristen.pdf is now unlisted


def test_pruefen_ohne_archiv(tmp_path: Path, notices_cli: Cli) -> None:
    code, _, fehler = notices_cli("archiv-pruefen", tmp_path)
    assert code == 2 and "kein Archiv" in fehler and "Traceback" not in fehler


# The PDF checks on files that break one rule each.


def _pdf(arch: Path) -> bytes:
    return (arch / ORDNER / "fristen.pdf").read_bytes()


def _umgebaut(inhalt: bytes, aendere: Callable[[PdfWriter], None]) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(inhalt)))
    aendere(writer)
    puffer = io.BytesIO()
    writer.write(puffer)
    return puffer.getvalue()


def test_pdf_pruefung_echtes_dokument(arch: Path) -> None:
    inhalt = _pdf(arch)
    from notices.render import daten_json

    oeffentlich = daten_json(validiere_beispiel().oeffentlicher_teil())
    assert archiv.pruefe_pdf(inhalt, archiv.sha256(oeffentlich)) == []
    anhang = json.loads(archiv.angehaengte_daten(PdfReader(io.BytesIO(inhalt))))
    assert anhang["bewerber"] == [] and anhang["stichwahl_bewerber"] == [] and anhang["stichwahl"] is None
    assert any("Quell-Hash" in p for p in archiv.pruefe_pdf(inhalt, archiv.sha256(daten_json(validiere_beispiel()))))
    assert archiv.pdfa_kennung(PdfReader(io.BytesIO(inhalt))) == "3A"


def _ohne(schluessel: str) -> Callable[[PdfWriter], None]:
    def aendere(w: PdfWriter) -> None:
        del w._root_object[NameObject(schluessel)]

    return aendere


def _mit_javascript(w: PdfWriter) -> None:
    aktion = DictionaryObject(
        {NameObject("/S"): NameObject("/JavaScript"), NameObject("/JS"): TextStringObject("app.alert('x');")}
    )
    w._root_object[NameObject("/OpenAction")] = w._add_object(aktion)


@pytest.mark.parametrize(
    ("aendere", "erwartet"),
    [
        (_ohne("/Metadata"), "keine PDF/A-Kennung"),
        (_ohne("/OutputIntents"), "keine Ausgabebedingung"),
        (_ohne("/AF"), "trägt die Wahldaten nicht"),
        (_mit_javascript, "enthält JavaScript"),
        (lambda w: w.encrypt("geheim", algorithm="RC4-128"), "verschlüsselt"),
    ],
    ids=["ohne-xmp", "ohne-outputintent", "ohne-anhang", "javascript", "verschluesselt"],
)
def test_pdf_pruefung_findet(arch: Path, aendere: Callable[[PdfWriter], None], erwartet: str) -> None:
    probleme = archiv.pruefe_pdf(_umgebaut(_pdf(arch), aendere), None)
    assert any(erwartet in p for p in probleme), probleme


def test_pdf_pruefung_ohne_dokumentkennung(arch: Path) -> None:
    inhalt = _pdf(arch)
    kaputt = inhalt.replace(b"/ID [", b"/XX [")
    assert any("Dokumentkennung" in p for p in archiv.pruefe_pdf(kaputt, None))


def test_pdf_pruefung_nicht_eingebettete_schrift() -> None:
    # A minimal PDF that uses Helvetica without embedding it.
    objekte = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length 36 >>\nstream\nBT /F1 12 Tf 10 10 Td (Hallo) Tj ET\nendstream",
    ]
    puffer = io.BytesIO()
    puffer.write(b"%PDF-1.7\n")
    lagen = []
    for i, o in enumerate(objekte, 1):
        lagen.append(puffer.tell())
        puffer.write(b"%d 0 obj\n" % i + o + b"\nendobj\n")
    xref = puffer.tell()
    puffer.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objekte) + 1))
    for lage in lagen:
        puffer.write(b"%010d 00000 n \n" % lage)
    puffer.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objekte) + 1, xref))
    probleme = archiv.pruefe_pdf(puffer.getvalue(), None)
    assert any("Schriften nicht eingebettet: /Helvetica" in p for p in probleme), probleme
    assert any("Dokumentkennung" in p for p in probleme)
    assert any("PDF/A-Kennung" in p for p in probleme)


def test_pdf_pruefung_kein_pdf() -> None:
    assert archiv.pruefe_pdf(b"kein pdf", None)[0].startswith("ist kein lesbares PDF")


def test_verapdf_wird_genutzt_wenn_vorhanden(arch: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A `verapdf` on PATH is run; its verdict per file is reported (here a stand-in script)."""
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    skript = bin_ / "verapdf"
    skript.write_text(
        '#!/bin/sh\nshift 2\nfor f in "$@"; do case "$f" in *wahlakte*) echo "FAIL $f";; *) echo "PASS $f";; esac; done\n'
    )
    skript.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_}{os.pathsep}{os.environ['PATH']}")
    pr = archiv.pruefe_dateien(arch / ORDNER, date(2027, 1, 1))
    assert pr.verapdf == "fehler"
    assert [(b.pfad, b.art) for b in pr.probleme] == [("wahlakte.pdf", "verapdf")]


# ------------------------------------------------------------------------------------------------
# notices archiv-loeschen


def _nur_schaefer(daten: Any, datei: Path) -> list[Any]:
    return [d for d in alle.formulare(daten, datei) if getattr(d, "bewerber_id", None) == "schaefer"]


_PERSONEN_PRODUZENTEN = [alle.fristenkalender, _nur_schaefer]


@pytest.fixture(scope="module")
def vorlage_mit_personen(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An archive with documents of every retention class (calendar + forms of one applicant)."""
    ziel = tmp_path_factory.mktemp("personen")
    alt = list(alle.PRODUZENTEN)
    alle.PRODUZENTEN[:] = _PERSONEN_PRODUZENTEN
    try:
        ergebnis = alle.bearbeite(str(BEISPIEL), str(ziel))
    finally:
        alle.PRODUZENTEN[:] = alt
    assert ergebnis.status == "ok", ergebnis.fehler
    return ziel


@pytest.fixture
def personen(vorlage_mit_personen: Path, tmp_path: Path, monkeypatch) -> Path:
    """A copy of :func:`vorlage_mit_personen`, checked with the producers that made it: the check
    recomputes which documents the election has (issue 33), and this archive has only these."""
    monkeypatch.setattr(alle, "PRODUZENTEN", list(_PERSONEN_PRODUZENTEN))
    kopie = tmp_path / "personen"
    shutil.copytree(vorlage_mit_personen, kopie)
    return kopie


@pytest.mark.langsam
def test_loeschen_verlangt_faellig(personen: Path, notices_cli: Cli) -> None:
    code, _, fehler = notices_cli("archiv-loeschen", personen)
    assert code == 2 and "--faellig" in fehler


def test_loeschen_vor_ablauf_loescht_nichts(personen: Path, notices_cli: Cli) -> None:
    vorher = _stand(personen / ORDNER)
    code, aus, _ = notices_cli("archiv-loeschen", personen, "--faellig", "--stichtag", "2027-05-11")
    assert code == 0 and "nichts ist zur Löschung fällig" in aus
    assert _stand(personen / ORDNER) == vorher


def test_loeschen_genau_das_faellige(personen: Path, notices_cli: Cli) -> None:
    ordner = personen / ORDNER
    m = _manifest(ordner)
    faellig = {e["pfad"] for e in m["dateien"] if e["loeschen_nach"] is not None}
    bleibt = {e["pfad"] for e in m["dateien"]} - faellig
    assert faellig == {
        "formblatt-schaefer-f894e2ae.pdf",
        "bescheinigung-schaefer-f894e2ae.pdf",
        "versicherung-schaefer-f894e2ae.pdf",
        "wahlakte.pdf",  # holds the Formblatt: the strictest class of its parts
    }
    assert all(_eintrag(m, p)["loeschen_nach"] == "2027-05-11" for p in faellig)
    assert _eintrag(m, "formblatt-schaefer-f894e2ae.pdf")["aufbewahrung"] == "unterstuetzung"
    assert _eintrag(m, "wahlakte.pdf")["aufbewahrung"] == "unterstuetzung"
    assert _eintrag(m, "bescheinigung-schaefer-f894e2ae.pdf")["aufbewahrung"] == "bewerbung"

    # archiv-pruefen lists them; the Formblatt's overdue deletion is a problem (§ 57 Abs. 2 KomWO: "sind ... zu vernichten")
    code, aus, _ = notices_cli("archiv-pruefen", ordner, "--json", "--stichtag", "2027-05-12")
    bericht = json.loads(aus)["archive"][0]
    assert code == EXIT_BEFUND
    assert {f["pfad"] for f in bericht["faellig"]} == faellig
    assert {p["pfad"] for p in bericht["probleme"]} == {"formblatt-schaefer-f894e2ae.pdf", "wahlakte.pdf"}

    code, aus, _ = notices_cli("archiv-loeschen", personen, "--faellig", "--stichtag", "2027-05-12", "--json")
    assert code == 0
    assert set(json.loads(aus)["archive"][0]["geloescht"]) == faellig
    assert {p.name for p in ordner.iterdir()} == bleibt | {"manifest.json"}
    m = _manifest(ordner)
    for p in faellig:
        e = _eintrag(m, p)
        assert e["status"] == "geloescht"
        assert datetime.fromisoformat(e["geloescht_am"]).tzinfo is not None  # the event time is recorded
    code, aus, _ = notices_cli("archiv-pruefen", ordner, "--stichtag", "2027-05-12")
    assert code == 0, aus

    # Idempotent: nothing more is due, the manifest stays as it is.
    vorher = _stand(ordner)
    code, aus, _ = notices_cli("archiv-loeschen", personen, "--faellig", "--stichtag", "2027-06-01")
    assert code == 0 and "nichts ist zur Löschung fällig" in aus
    assert _stand(ordner) == vorher


@pytest.mark.langsam
def test_geloeschtes_wird_nicht_neu_erzeugt(personen: Path, notices_cli: Cli) -> None:
    ordner = personen / ORDNER
    notices_cli("archiv-loeschen", personen, "--faellig", "--stichtag", "2027-06-01")
    vorher = _stand(ordner)
    alt = list(alle.PRODUZENTEN)

    def nur_schaefer(daten: Any, datei: Path) -> list[Any]:
        return [d for d in alle.formulare(daten, datei) if getattr(d, "bewerber_id", None) == "schaefer"]

    alle.PRODUZENTEN[:] = [alle.fristenkalender, nur_schaefer]
    try:
        ergebnis = alle.bearbeite(str(BEISPIEL), str(personen))
    finally:
        alle.PRODUZENTEN[:] = alt
    assert ergebnis.status == "ok"
    assert ("formblatt-schaefer-f894e2ae.pdf", "geloescht") in ergebnis.dateien
    assert any("nicht erneut erzeugt" in m for m in ergebnis.meldungen)
    assert _stand(ordner) == vorher

    # not even in a new version when the data changed afterwards
    roh = tomllib.loads(BEISPIEL.read_text("utf-8"))
    roh["wahl"]["stand"] = date(2027, 6, 2)
    geaendert = personen / "geaendert.toml"
    geaendert.write_bytes(tomli_w.dumps(roh).encode("utf-8"))
    alle.PRODUZENTEN[:] = [alle.fristenkalender, nur_schaefer]
    try:
        ergebnis = alle.bearbeite(str(geaendert), str(personen))
    finally:
        alle.PRODUZENTEN[:] = alt
    assert ergebnis.status == "ok"
    neu = {p for p, was in ergebnis.dateien if was in ("neu", "version")}
    assert neu == {"fristen.2.pdf", "fristen.2.ics"}  # kept for good: new versions; personal data: none


def test_loeschen_rechtskraft_verschiebt_frist(personen: Path, nur_fristen: None) -> None:
    ordner = personen / ORDNER
    alle.bearbeite(str(BEISPIEL), str(personen), rechtskraft=date(2027, 9, 30))
    m = _manifest(ordner)
    assert _eintrag(m, "formblatt-schaefer-f894e2ae.pdf")["loeschen_nach"] == "2027-09-30"
    assert _eintrag(m, "fristen.pdf")["loeschen_nach"] is None
    geloescht, _ = archiv.loesche_faellige(ordner, date(2027, 6, 1), datetime.now(UTC))
    assert geloescht == []


def test_loeschen_verweigert_veraenderte_datei(personen: Path, notices_cli: Cli) -> None:
    ordner = personen / ORDNER
    (ordner / "versicherung-schaefer-f894e2ae.pdf").write_bytes(b"untergeschoben")
    code, _, fehler = notices_cli("archiv-loeschen", personen, "--faellig", "--stichtag", "2027-06-01")
    assert code == EXIT_BEFUND and "versicherung-schaefer-f894e2ae.pdf" in fehler
    assert (ordner / "versicherung-schaefer-f894e2ae.pdf").read_bytes() == b"untergeschoben"


def test_unterbrochene_loeschung_wird_vollendet(personen: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ordner = personen / ORDNER
    echt = Path.unlink

    def stirbt(self: Path, missing_ok: bool = False) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Path, "unlink", stirbt)
    with pytest.raises(KeyboardInterrupt):
        archiv.loesche_faellige(ordner, date(2027, 6, 1), datetime(2027, 6, 1, 9, 0, tzinfo=UTC))
    monkeypatch.setattr(Path, "unlink", echt)
    pr = archiv.pruefe_dateien(ordner, date(2027, 6, 1))
    assert {b.art for b in pr.probleme} == {"geloescht_vorhanden"}
    geloescht, _ = archiv.loesche_faellige(ordner, date(2027, 6, 1), datetime(2027, 6, 2, 9, 0, tzinfo=UTC))
    assert len(geloescht) == 4
    assert archiv.pruefe_dateien(ordner, date(2027, 6, 1)).sauber
    # the recorded time is the first one (the deletion was decided then)
    assert _eintrag(_manifest(ordner), "wahlakte.pdf")["geloescht_am"] == "2027-06-01T09:00:00+00:00"


def test_internet_erinnerung(tmp_path: Path) -> None:
    """Internet copies of public notices: reminded from a month before § 55 Abs. 3 Satz 4 KomWO's date."""
    pr = archiv.Archivpruefung(tmp_path)
    eintrag = {
        "pfad": "bekanntmachung.pdf",
        "aufbewahrung": "dauernd",
        "aktuell": True,
        "internet_loeschen_bis": "2027-10-04",
    }
    archiv.dateipruefung._faelligkeit(pr, eintrag, date(2027, 8, 1), "BW")
    assert pr.internet == []
    archiv.dateipruefung._faelligkeit(pr, eintrag, date(2027, 9, 10), "BW")
    assert pr.internet == [
        {"pfad": "bekanntmachung.pdf", "internet_loeschen_bis": "2027-10-04", "vorschrift": "§ 55 Abs. 3 Satz 4 KomWO"}
    ]


def test_pruefen_symbolischer_verweis(arch: Path) -> None:
    ordner = arch / ORDNER
    ziel = arch / "anderswo.json"
    shutil.move(ordner / "fristen.json", ziel)
    (ordner / "fristen.json").symlink_to(ziel)
    pr = archiv.pruefe_dateien(ordner, date(2027, 1, 1))
    assert [(b.pfad, b.art) for b in pr.probleme] == [("fristen.json", "veraendert")]


def test_zwei_dokumente_gleichen_namens_sind_ein_programmfehler(tmp_path: Path) -> None:
    daten = validiere_beispiel()
    zwei = [
        Archivdatei("notiz", b"a", "txt", "Notiz", "dauernd"),
        Archivdatei("notiz", b"b", "txt", "Notiz", "dauernd"),
    ]
    with pytest.raises(ValueError, match=r"notiz\.txt"):
        archiv.archiviere(tmp_path, daten, zwei, quelle_sha256="0" * 64)
    assert list(tmp_path.iterdir()) == []  # nothing written
