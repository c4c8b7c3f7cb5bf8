"""The pieces the speed suite relies on (issue 8) – correctness only; tests never time anything.

- every row of ``python -m benchmarks`` runs (``--probe``: once, on tiny inputs; issue 24: the suite had
  failed with an ImportError for weeks and no test noticed);
- the generated elections of the batch benchmark must all be valid, and different elections;
- the Typst equivalent of a form must carry the same text (only where the optional ``typst`` is installed).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from notices import render
from notices.dienste import lade as load

REPO = Path(__file__).resolve().parent.parent
BEISPIEL = REPO / "examples" / "musterhausen-2027.toml"


@pytest.fixture(scope="module")
def daten():
    return load(BEISPIEL)


# Every row of benchmarks/alle.py; the optional ones (Typst, LibreOffice, the fontTools variant where
# WeasyPrint has no HarfBuzz subsetter) may say instead that their tool is missing.
ZEILEN = {"1", "1a", "1a′", "1b", "2", "3", "4", "5", "6", "6a", "6b", "6c", "7", "L"}
OHNE_WERKZEUG = re.compile(r"nicht installiert|nicht gefunden|ohnehin fontTools")


@pytest.mark.langsam
def test_jede_zeile_der_geschwindigkeitsmessung_laeuft(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m benchmarks --probe``: each measurement once on tiny inputs gives a figure (its value is
    not judged: speed is measured in benchmarks, never asserted in tests)."""
    from benchmarks import alle

    zeilen = alle.main(["--probe"])
    tabelle = capsys.readouterr().out
    assert {z.nummer for z in zeilen} == ZEILEN, tabelle
    for z in zeilen:
        if OHNE_WERKZEUG.search(z.was):
            assert z.sekunden is None, z
        else:
            assert z.sekunden is not None and z.sekunden > 0, z
    assert "fehlgeschlagen" not in tabelle


def test_erzeugte_wahlen_gueltig_und_verschieden(tmp_path):
    from benchmarks.alle import erzeuge_wahlen
    from notices.archiv import wahlordner

    dateien = erzeuge_wahlen(tmp_path, 24)
    assert len(dateien) == 24
    wahlen = [load(d) for d in dateien]  # raises Eingabefehler on any invalid one
    assert len({wahlordner(w) for w in wahlen}) == 24  # 24 folders: no two run one after the other
    assert {len(w.bewerber) for w in wahlen} == {1, 2, 3}
    assert all(w.stichwahl is None for w in wahlen)


def test_typst_gleichwertig_hat_den_text(daten):
    pytest.importorskip("typst")
    from benchmarks import typst_gleichwertig as tg
    from notices.dienste import formular

    sicht = formular(daten, "versicherung").ansicht(daten, daten.person("weber"))
    html = render.render_html(
        "anlage17/anlage17.html", sicht.kontext, daten=daten, titel=sicht.titel, betreff=sicht.betreff
    )
    quelle = tg.dokument(html, titel=sicht.titel, autor="Musterhausen", daten_json=render.daten_json(daten))
    pdf = tg.Uebersetzer().pdf(quelle)
    assert pdf.startswith(b"%PDF")
    import io

    import pypdf

    seiten = pypdf.PdfReader(io.BytesIO(pdf)).pages
    assert len(seiten) == 2  # the declaration and, like the official Muster, the provisions on the back
    assert "Auszug aus dem Kommunalwahlgesetz" in seiten[1].extract_text()
    inhalt = re.sub(r"\s+", " ", seiten[0].extract_text())
    for stueck in ("Versicherung an Eides statt", "Weber", "Jo Weber", "Eingangsvermerk"):
        assert stueck in inhalt


@pytest.mark.langsam
def test_kaltstart_vergleich_laeuft(capsys: pytest.CaptureFixture[str]) -> None:
    """``benchmarks/kalt.py`` (issue 32) measures both trees, here this one twice: a figure for each
    (not judged), the modules of a cold ``notices fristen`` and ``notices formblatt`` counted alike, and the
    engine process of the Formblatt waited for, its CPU time counted."""
    from benchmarks import kalt

    werte = kalt.main(["--vorher", str(REPO), "--laeufe", "1", "--nur", "fristen,formblatt,importe"])
    ausgabe = capsys.readouterr().out
    assert "fristen" in ausgabe and "formblatt:" in ausgabe
    for baum in ("vorher", "jetzt"):
        assert werte["fristen"][baum][0]["s"] > 0 and werte["fristen"][baum][0]["cpu"] > 0
        assert werte["fristen"][baum][0]["cpu_druck"] == 0  # no engine process: nothing left behind
        if sys.platform.startswith("linux"):  # the engine process is adopted and waited for (prctl)
            assert 0 < werte["formblatt"][baum][0]["cpu_druck"] < werte["formblatt"][baum][0]["cpu"]
    for schluessel in ("notices_module", "formblatt_notices_module"):
        assert werte["importe"]["vorher"][0][schluessel] == werte["importe"]["jetzt"][0][schluessel] > 0
    assert werte["importe"]["jetzt"][0]["formblatt_notices_module"] > werte["importe"]["jetzt"][0]["notices_module"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the children are read from /proc")
def test_kaltstart_wartet_nicht_auf_fruehere_kinder() -> None:
    """What ``benchmarks/kalt.py`` waits for after a command is what the command left behind, never a child
    this process had before (a fork server of an earlier test lives as long as the test process: waiting for
    it hung the suite)."""
    import subprocess
    import threading

    from benchmarks import kalt

    frueher = subprocess.Popen(["sleep", "60"])
    try:
        vorher = kalt._kinder()
        assert frueher.pid in vorher
        fertig = threading.Event()
        threading.Thread(target=lambda: (kalt._ernte(vorher), fertig.set()), daemon=True).start()
        assert fertig.wait(20)
        assert frueher.poll() is None  # still running, not reaped
    finally:
        frueher.kill()
        frueher.wait()
