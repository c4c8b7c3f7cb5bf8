"""Every page as the one who signs it reads it: columns that stay readable with long names, titles and places;
no hyphenation inside a date, an abbreviation or a short word; no "§" or "Abs." at a line's end; no last page
that holds only a closing or the sources. Read from the PDFs' text (pypdf), which keeps the line breaks."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from notices import recht
from notices.dienste import bekanntmachung_pdf, benachrichtigung_pdf, validiere
from notices.dokumente import bekanntmachung as bm
from notices.dokumente import benachrichtigung
from tests.conftest import REPO, Beispiel, pdf_text, seiten_roh

LAENDER = [land.code for land in recht.laender()]
MONATE = (
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
)
TRENNUNG = re.compile(r"(\w+)\u2010[ \t]*\n[ \t]*(\w+)")


def _langer_vorschlag(code: str) -> dict[str, Any]:
    """The example with an Ordens- or Künstlername, a Doktorgrad, a long name and long places."""
    roh = tomllib.loads((REPO / "examples" / recht.land(code).beispiel).read_text("utf-8"))
    zugelassen = [b for b in roh["bewerber"] if b.get("zugelassen") is True]
    a, b = zugelassen[0], zugelassen[1]
    a["kuenstlername"] = "Die Große Zauberin vom Rhein"
    a["beruf"] = "Diplom-Verwaltungswirtin (FH), Kämmerin"
    a["anschrift"]["ort"] = "Halle (Saale)"
    b["familienname"] = "Schmidt-Leutheusser-Oberndorfer"
    b["vornamen"] = "Maximiliane Friederike Charlotte"
    b["doktorgrad"] = "Dr."
    b["anschrift"]["ort"] = "Lutherstadt Wittenberg"
    return roh


@pytest.mark.parametrize("code", LAENDER)
def test_spalten_der_bekanntmachung_bleiben_lesbar(code: str) -> None:
    """ST and SL with a Künstlername column set the Wohnort one letter per line ("H all e (S a al e)")."""
    daten = validiere(_langer_vorschlag(code))
    b = bm.erstelle(daten)
    pdf = bekanntmachung_pdf(daten, stichwahl=False, datum=bm.ausgabetag(b))
    text = pdf_text(pdf, flach=False)
    zeilen = text.splitlines()
    kompakt = re.sub(r"[\s\u00ad\u2010-]", "", text)
    gezeigt = [w for w in ("Halle", "(Saale)", "Lutherstadt", "Wittenberg") if w in kompakt]
    # BY: the address is not published (§ 51 GLKrWO); MV: no place at a Bürgermeisterwahl (§ 27 LKWO M-V, R-MV-07)
    assert gezeigt or code in ("BY", "MV"), "the Wohnort is missing"
    for wort in (*gezeigt, "Maximiliane", "Friederike", "Charlotte"):
        assert any(re.search(rf"(^|\s){re.escape(wort)}(\s|$)", z) for z in zeilen), f"„{wort}“ wraps inside the word"
    for wort in ("Wohnort", "Vornamen", "Vorname", "Familienname"):
        if wort in kompakt:
            assert any(wort in z for z in zeilen), f"the column head {wort!r} is broken"


def _trennungen(pdf: bytes | Path) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for seite in seiten_roh(pdf) for m in TRENNUNG.finditer(seite)]


def _pruefe_satz(pdf: bytes | Path, wo: str) -> None:
    for vorn, hinten in _trennungen(pdf):
        wort = vorn + hinten
        assert len(wort) >= 10 and len(vorn) >= 4 and len(hinten) >= 4, f"{wo}: „{vorn}‐{hinten}“"
        assert not any(m in wort for m in MONATE), f"{wo}: a month hyphenated: „{vorn}‐{hinten}“"
        assert not re.search(r"[a-zäöü][A-ZÄÖÜ]", wort), f"{wo}: an abbreviation hyphenated: „{vorn}‐{hinten}“"
    for seite in seiten_roh(pdf):
        zeilen = seite.splitlines()
        for vorige, zeile in zip(["", *zeilen], zeilen, strict=False):
            if zeile.strip() == "Nr." and vorige.strip() == "Lfd.":
                continue  # the column head „Lfd. Nr." set in two lines: no number is cut off
            assert not re.search(r"(^|\s)(§§?|Abs\.|Satz|Nr\.)$", zeile.rstrip()), (
                f"{wo}: a line ends in „{zeile[-12:]}“"
            )


@pytest.mark.parametrize("code", LAENDER)
def test_keine_trennung_in_daten_und_abkuerzungen(code: str, beispiellauf: Callable[[str], Beispiel]) -> None:
    """Every document of the example: "8. Fe-bruar", "Kom-WG", "Familienna-me" were hyphenated in narrow columns."""
    for pdf in beispiellauf(code).pdfs(wahlakte=False):
        _pruefe_satz(pdf, f"{code} {pdf.name}")


@pytest.mark.parametrize("code", LAENDER)
def test_keine_letzte_seite_nur_mit_gruss_oder_quelle(code: str, beispiellauf: Callable[[str], Beispiel]) -> None:
    for pdf in beispiellauf(code).pdfs(wahlakte=False):
        seiten = seiten_roh(pdf)
        if len(seiten) < 2:
            continue
        letzte = [z for z in seiten[-1].splitlines() if z.strip() and not z.startswith("Seite ")]
        assert letzte, f"{pdf.name}: an empty last page"
        assert not letzte[0].startswith(("Mit freundlichen Grüßen", "Rechtsgrundlagen")), (
            f"{pdf.name}: the last page starts with „{letzte[0]}“"
        )


def test_brief_zur_stichwahl_seite_zwei_nicht_nur_der_gruss() -> None:
    """The BW letter to a Stichwahl person: its page 2 held only "Mit freundlichen Grüßen" and the signature."""
    daten = validiere(tomllib.loads((REPO / "examples" / "musterhausen-2027.toml").read_text("utf-8")))
    e = benachrichtigung.empfaenger(daten, "huber")
    pdf = benachrichtigung_pdf(daten, e, datum=date(2027, 3, 15))
    seiten = [s for s in seiten_roh(pdf)]
    letzte = [z for z in seiten[-1].splitlines() if z.strip() and not z.startswith("Seite ")]
    assert not letzte[0].startswith("Mit freundlichen Grüßen"), letzte[:3]
    _pruefe_satz(pdf, "Benachrichtigung")
