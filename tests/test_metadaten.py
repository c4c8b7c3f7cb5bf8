"""Metadata with hostile characters: the XMP packet stays valid XML, so the PDF/A identification survives."""

from __future__ import annotations

import io
from typing import Any

from pypdf import PdfReader

from notices.archiv import pdfa_kennung
from notices.dienste import validiere, versicherung_pdf


def test_steuerzeichen_im_gemeindenamen(beispiel_roh: dict[str, Any]) -> None:
    # the model refuses control characters (tests/test_robust.py); the metadata stay valid all the same
    daten = validiere(beispiel_roh)
    daten = daten.model_copy(update={"wahl": daten.wahl.model_copy(update={"gemeinde": "Muster\x01hausen\x1b[31m"})})
    pdf = versicherung_pdf(daten, "weber")
    leser = PdfReader(io.BytesIO(pdf))
    assert pdfa_kennung(leser) == "3A"
    assert leser.metadata is not None and leser.metadata.author == "Muster hausen [31m"
