"""The interventions into WeasyPrint and pydyf (notices.pdf_eingriffe): their version guard, and what
each must preserve, with the guard on and forced off."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from notices import pdf_eingriffe

REPO = Path(__file__).resolve().parent.parent


def _stelle(version: tuple[int, ...]) -> str:
    return ".".join(str(t) for t in version)


def test_getestete_versionen_wie_in_pyproject() -> None:
    """pyproject.toml pins WeasyPrint and pydyf to exactly the ranges the interventions are tested with."""
    abhaengig = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))["project"]["dependencies"]
    for name, (von, bis) in (
        ("weasyprint", pdf_eingriffe.WEASYPRINT_GETESTET),
        ("pydyf", pdf_eingriffe.PYDYF_GETESTET),
    ):
        (angabe,) = [a for a in abhaengig if re.match(rf"{name}\b", a, re.I)]
        assert angabe.replace(" ", "") == f"{name}>={_stelle(von)},<{_stelle(bis)}"


def test_installierte_versionen_im_getesteten_bereich() -> None:
    """The test environment runs the interventions (else the contract tests below would test only the
    public path)."""
    assert pdf_eingriffe.IM_BEREICH == {"weasyprint": True, "pydyf": True}, pdf_eingriffe.VERSIONEN


def test_versionsbereich() -> None:
    bereich = pdf_eingriffe.WEASYPRINT_GETESTET
    assert pdf_eingriffe._im_bereich((70,), bereich)
    assert pdf_eingriffe._im_bereich((70, 0), bereich)
    assert pdf_eingriffe._im_bereich((70, 9, 1), bereich)
    assert not pdf_eingriffe._im_bereich((69, 9), bereich)
    assert not pdf_eingriffe._im_bereich((71,), bereich)
    assert not pdf_eingriffe._im_bereich((71, 0), bereich)
    assert not pdf_eingriffe._im_bereich(None, bereich)
    assert pdf_eingriffe._im_bereich((0, 13, 0), pdf_eingriffe.PYDYF_GETESTET)
    assert not pdf_eingriffe._im_bereich((0, 14), pdf_eingriffe.PYDYF_GETESTET)
    assert not pdf_eingriffe._im_bereich((1, 0), pdf_eingriffe.PYDYF_GETESTET)


def test_unbekannte_version_heisst_ausserhalb(monkeypatch) -> None:
    import importlib.metadata

    assert pdf_eingriffe._version("gibt-es-nicht-notices-test") is None
    monkeypatch.setattr(importlib.metadata, "version", lambda name: "71.0b1")
    assert pdf_eingriffe._version("weasyprint") == (71, 0)
    monkeypatch.setattr(importlib.metadata, "version", lambda name: "unbekannt")
    assert pdf_eingriffe._version("weasyprint") is None
