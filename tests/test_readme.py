"""The README is a README (issue 13): short, its two commands first, CI runs exactly its test command, no
link in the documentation leads nowhere, and every legal reading the code or the tests cite by its id is
in the register docs/recht.md."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
REGISTER = REPO / "docs" / "recht.md"

HOECHSTENS_ZEILEN = 150

_ZAUN = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
_CODE = re.compile(r"`[^`]+`")
_LINK = re.compile(r"!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
# A register id: R-, the Land's code or ALLE, -, a number or a word in capitals (e.g. the BW age limits).
_KENNUNG = re.compile(r"\bR-(?:[A-Z]{2}|ALLE)-[0-9A-Z]+\b")
_EINTRAG = re.compile(r"^### (R-(?:[A-Z]{2}|ALLE)-[0-9A-Z]+) – ", re.MULTILINE)
_TEXTDATEIEN = {".py", ".html", ".css", ".js", ".toml", ".json", ".md", ".txt", ".csv"}


def _erster_sh_block(text: str) -> list[str]:
    treffer = re.search(r"^```sh\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    assert treffer, "README.md has no ```sh block"
    return treffer.group(1).splitlines()


def _befehl_der_ci() -> str:
    """The last line of .ci/run that is a command (not empty, not a comment)."""
    zeilen = [z.strip() for z in (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    befehle = [z for z in zeilen if z and not z.startswith("#")]
    return befehle[-1]


def _dokumente() -> list[Path]:
    return [README, *sorted((REPO / "docs").glob("*.md"))]


def _ziele(text: str) -> list[str]:
    """The targets of the Markdown links and images of a text, code blocks and code spans left out."""
    ohne_code = _CODE.sub("", _ZAUN.sub("", text))
    return _LINK.findall(ohne_code)


def test_readme_hat_hoechstens_150_zeilen() -> None:
    zeilen = README.read_text(encoding="utf-8").splitlines()
    assert len(zeilen) <= HOECHSTENS_ZEILEN, f"README.md has {len(zeilen)} lines; the manual belongs in docs/"


def test_readme_beginnt_mit_den_zwei_befehlen() -> None:
    text = README.read_text(encoding="utf-8")
    vor_dem_block = text.split("```sh", 1)[0].strip().splitlines()
    assert vor_dem_block == ["# notices"], "the two commands come first, right after the title"
    zeilen = _erster_sh_block(text)
    assert len(zeilen) == 2, zeilen
    installieren, testen = zeilen
    # PEP 668: the system python of Debian and Ubuntu refuses pip outside a virtual environment
    for befehl in zeilen:
        assert befehl.startswith("python3 -m venv .venv && .venv/bin/pip install "), befehl
    assert ".venv/bin/notices beispiel --out " in installieren
    assert testen.endswith(".venv/bin/pytest")


def test_ci_fuehrt_genau_den_testbefehl_der_readme_aus() -> None:
    testen = _erster_sh_block(README.read_text(encoding="utf-8"))[1]
    assert _befehl_der_ci() == testen


def test_venv_ist_nicht_im_repository() -> None:
    ignoriert = (REPO / ".gitignore").read_text(encoding="utf-8").split()
    assert ".venv/" in ignoriert or ".venv" in ignoriert


def _anker(text: str) -> set[str]:
    """The anchors of a Markdown page's headings, as GitHub makes them: lower case, punctuation dropped,
    spaces as hyphens."""
    ueberschriften = re.findall(r"^#{1,6} +(.+?) *$", _ZAUN.sub("", text), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", u.lower()).replace(" ", "-") for u in ueberschriften}


@pytest.mark.parametrize("datei", _dokumente(), ids=lambda p: str(p.relative_to(REPO)))
def test_relative_links_fuehren_zu_dateien(datei: Path) -> None:
    fehlend = []
    for ziel in _ziele(datei.read_text(encoding="utf-8")):
        if re.match(r"^[a-z][a-z0-9+.-]*:", ziel):
            continue  # http(s), mailto
        pfad, _, anker = ziel.partition("#")
        ort = datei.parent / pfad if pfad else datei
        if not ort.exists() or (anker and ort.suffix == ".md" and anker not in _anker(ort.read_text(encoding="utf-8"))):
            fehlend.append(ziel)
    assert not fehlend, f"{datei.relative_to(REPO)}: links to nothing: {fehlend}"


def test_link_finder_findet_links_und_anker() -> None:
    text = "[a](docs/x.md) ![b](bild.png#f) `[c](nicht.md)` [d](https://example.org) [e](#abschnitt)\n"
    assert _ziele(text) == ["docs/x.md", "bild.png#f", "https://example.org", "#abschnitt"]
    seite = (
        "# Die Datendatei (TOML)\n## `archiv-pruefen` und mehr\n### R-BW-03 – „nächster Werktag“\n```\n# kein\n```\n"
    )
    assert _anker(seite) == {"die-datendatei-toml", "archiv-pruefen-und-mehr", "r-bw-03--nächster-werktag"}


def _register() -> list[str]:
    return _EINTRAG.findall(REGISTER.read_text(encoding="utf-8"))


def test_register_kennungen_sind_eindeutig() -> None:
    kennungen = _register()
    assert kennungen, "docs/recht.md lists no reading"
    doppelt = sorted({k for k in kennungen if kennungen.count(k) > 1})
    assert not doppelt, f"ids used twice in docs/recht.md: {doppelt}"


def test_jede_zitierte_lesart_steht_im_register() -> None:
    bekannt = set(_register())
    fehlend: dict[str, list[str]] = {}
    orte = [REPO / "notices", REPO / "tests", REPO / "docs"]
    dateien = [p for ort in orte for p in ort.rglob("*") if p.is_file() and p.suffix in _TEXTDATEIEN]
    for datei in [*dateien, README]:
        for kennung in _KENNUNG.findall(datei.read_text(encoding="utf-8", errors="replace")):
            if kennung not in bekannt:
                fehlend.setdefault(kennung, []).append(str(datei.relative_to(REPO)))
    assert not fehlend, f"cited but not in docs/recht.md: {fehlend}"


def test_readme_nennt_die_zahl_der_dokumente_des_beispiels(beispiele: Callable[[str], tuple[Path, str]]) -> None:
    """ "(30 documents and the manifest …)": the number the first command writes for the example, counted."""
    ziel, _ = beispiele("BW")
    [ordner] = [p for p in ziel.iterdir() if p.is_dir()]
    zahl = int(re.search(r"\((\d+) documents and the manifest", README.read_text("utf-8")).group(1))
    assert zahl == len([p for p in ordner.iterdir() if p.name != "manifest.json" and not p.name.startswith(".")])
