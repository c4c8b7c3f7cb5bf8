"""Every document of the web application, produced by the same services as the CLI verbs
(:mod:`notices.dienste`)."""

from __future__ import annotations

import io
import tempfile
import zipfile
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from notices.archiv import slug
from notices.fehler import Eingabefehler, Problem

if TYPE_CHECKING:
    from notices.model import Wahldaten

ARTEN: dict[str, str] = {
    "formblatt": "Formblatt für Unterstützungsunterschriften",
    "bescheinigung": "Wählbarkeitsbescheinigung",
    "versicherung": "Versicherung an Eides statt",
    "maengel": "Mängelschreiben",
    "pruefbericht": "Prüfbericht",
    "bekanntmachung": "Bekanntmachung der zugelassenen Bewerbungen",
    "bekanntmachung-stichwahl": "Bekanntmachung der Bewerber der Stichwahl",
}
"""The documents the web application offers (the ZIP of the whole archive has its own route)."""

PERSONENDOKUMENTE = frozenset({"formblatt", "bescheinigung", "versicherung", "maengel"})
ANZAHL_HOECHSTENS = 500
"""Most sheets of the Formblatt at one click (the CLI allows more with --anzahl)."""


@dataclass(frozen=True)
class Fristpruefung:
    """The deadline guard of a notice (:func:`notices.dokumente.bekanntmachung.fristlage`)."""

    verspaetet: bool
    meldung: str | None
    warnungen: tuple[str, ...]


def fristpruefung(daten: Wahldaten, *, stichwahl: bool, datum: date) -> Fristpruefung:
    """Is a notice dated ``datum`` late? Same verdict as ``notices bekanntmachung``."""
    from notices.dokumente import bekanntmachung as bm_modul

    lage = bm_modul.fristlage(bm_modul.erstelle(daten, stichwahl=stichwahl), datum)
    return Fristpruefung(lage.verspaetet, lage.meldung, tuple(lage.warnungen))


def _person_da(daten: Wahldaten, bewerber_id: str | None) -> str:
    if not bewerber_id:
        raise Eingabefehler([Problem("bewerber", "fehlt; für dieses Dokument bitte eine Person wählen.")])
    try:
        daten.person(bewerber_id)
    except KeyError:
        raise Eingabefehler([Problem("bewerber", f"„{bewerber_id}“ ist in dieser Wahl nicht erfasst.")]) from None
    return bewerber_id


def erzeuge(
    art: str,
    daten: Wahldaten,
    datei: Path,
    *,
    bewerber: str | None = None,
    anzahl: int | None = None,
    datum: date | None = None,
    trotz_fristablauf: bool = False,
) -> tuple[bytes, str]:
    """The PDF of document ``art`` and a file name for it; an Eingabefehler where the data does not allow it."""
    from notices import dienste
    from notices.pruefung import pruefe

    if art in PERSONENDOKUMENTE:
        pid = _person_da(daten, bewerber)
        name = f"{art}-{slug(pid)}.pdf"
        if art == "formblatt":
            if anzahl is not None and not 1 <= anzahl <= ANZAHL_HOECHSTENS:
                raise Eingabefehler([Problem("anzahl", f"„{anzahl}“ ist keine Zahl von 1 bis {ANZAHL_HOECHSTENS}.")])
            return dienste.formblatt_pdf(daten, pid, anzahl=anzahl), name
        if art in ("bescheinigung", "versicherung"):
            return dienste.formular_pdf(daten, art, pid), name
        return dienste.maengelschreiben_pdf(pruefe(daten, datei.parent), pid), name
    if art == "pruefbericht":
        return dienste.pruefbericht_pdf(pruefe(daten, datei.parent)), "pruefbericht.pdf"
    if art in ("bekanntmachung", "bekanntmachung-stichwahl"):
        stichwahl = art == "bekanntmachung-stichwahl"
        tag = datum or date.today()
        lage = fristpruefung(daten, stichwahl=stichwahl, datum=tag)
        if lage.verspaetet and not trotz_fristablauf:
            raise Eingabefehler(
                [Problem("trotz_fristablauf", f"{lage.meldung} Bitte bestätigen, um sie dennoch zu erstellen.")]
            )
        pdf = dienste.bekanntmachung_pdf(daten, stichwahl=stichwahl, datum=tag)
        return pdf, f"{art}-{slug(daten.wahl.gemeinde)}.pdf"
    raise KeyError(art)


def archiv_zip(datei: Path) -> tuple[bytes, str]:
    """Everything ``notices alle`` produces for the data file, as one ZIP (nothing written to the folder)."""
    from notices.dienste.alle import bearbeite

    with tempfile.TemporaryDirectory(prefix="notices-web-") as tmp:
        ergebnis = bearbeite(str(datei), tmp)
        if ergebnis.status in ("ungueltig", "fehler") or ergebnis.ordner is None:
            raise Eingabefehler(
                [Problem("", f) for f in ergebnis.fehler] or [Problem("", "Das Archiv ließ sich nicht erstellen.")]
            )
        ordner = Path(tmp) / ergebnis.ordner
        puffer = io.BytesIO()
        with zipfile.ZipFile(puffer, "w", zipfile.ZIP_DEFLATED) as z:
            for pfad in sorted(ordner.rglob("*")):
                if pfad.is_file() and not pfad.is_symlink():
                    z.write(pfad, f"{ergebnis.ordner}/{pfad.relative_to(ordner).as_posix()}")
        return puffer.getvalue(), f"{ergebnis.ordner}.zip"
