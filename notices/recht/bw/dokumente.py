"""Baden-Württemberg: what its documents need beyond the declaration (texte.toml).

- the notice of the admitted applications says whether the Los decided the order of simultaneous filings
  (§ 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO);
- the forms quote § 46 Abs. 2 Satz 1 GemO as it read on the day of the ballot: the legally incapable
  (§ 104 Nr. 2 BGB) are named for Wahltage from 24.10.2020.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from notices import recht
from notices.model import Person, Wahldaten
from notices.recht.bw.haken import los_entschied
from notices.recht.haken import haken

if TYPE_CHECKING:
    from notices.dokumente.bekanntmachung import Bekanntmachung


def bekanntmachung_fakten(bm: Bekanntmachung, fakten: dict[str, Any]) -> dict[str, Any]:
    """Whether the Los decided the order of simultaneous filings (§ 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO)."""
    rs = recht.rechtsstand(bm.daten.wahl)
    return {"los_entschied": bm.art == "wahl" and fakten["mehrere"] and los_entschied(bm.daten, rs)}


haken("fakten", "bw.bekanntmachung", texte=("los_entschied",))(bekanntmachung_fakten)


_AB_2020 = date(2020, 10, 24)
"""§ 46 Abs. 2 Satz 1 GemO names the legally incapable (§ 104 Nr. 2 BGB) for Wahltage from this day on."""


def formular_fakten(daten: Wahldaten, person: Person, fakten: dict[str, Any]) -> dict[str, Any]:
    """Whether § 46 Abs. 2 Satz 1 GemO as it read on the day of the ballot names the legally incapable."""
    wahl = daten.wahl
    tag = wahl.stichwahltag if fakten["stichwahl_zustimmung"] and wahl.stichwahltag else wahl.wahltag
    return {"geschaeftsunfaehige_ausgeschlossen": tag >= _AB_2020}


haken("fakten", "bw.formular", texte=("geschaeftsunfaehige_ausgeschlossen",))(formular_fakten)
