"""The written consent of a person who did not apply but would be in the run-off (BW: § 10a Abs. 2 KomWG,
§ 20a KomWO): in time, with the documents it needs; eligible on the day of the run-off."""

from __future__ import annotations

from datetime import datetime, time

from notices import deutsch
from notices.model import StichwahlBewerber
from notices.pruefung.ergebnis import Befund
from notices.pruefung.lage import Lage, zeit
from notices.pruefung.unterlagen import pruefe_unterlagen
from notices.pruefung.waehlbarkeit import pruefe_waehlbarkeit
from notices.recht.grundlagen import Zustimmungsvorschriften
from notices.unterschriften import normalisiere_name


def wohnt_in_der_gemeinde(lage: Lage, p: StichwahlBewerber) -> bool:
    """Whether the address is in the Gemeinde (spelling-independent; an Ortsteil name differs)."""
    return normalisiere_name(p.anschrift.ort) == normalisiere_name(lage.wahl.gemeinde)


def pruefe_zustimmung(lage: Lage, p: StichwahlBewerber, z: Zustimmungsvorschriften) -> Befund:
    """Defects and notes of one run-off consent."""
    befund = Befund()
    entscheidung = lage.stichwahl_entscheidung
    frist = lage.fristen.get("stichwahl_zustimmung_bis")
    if frist is None:
        befund.hinweise.append("Der Tag der ersten Wahl fehlt; die Zustimmungsfrist ist nicht geprüft.")
    else:
        ende = datetime.combine(frist.datum, frist.uhrzeit or time(18, 0))
        if p.zustimmung is None:
            befund.maengel.append(
                lage.mangel(
                    "zustimmung",
                    z.zustimmung,
                    "Die schriftliche Zustimmung zur Teilnahme an der Stichwahl ist nicht erfasst",
                    lage.stichwahl_frist,
                    entscheidung,
                    erfasst=False,
                )
            )
        elif p.zustimmung > ende:
            befund.maengel.append(
                lage.mangel(
                    "zustimmung",
                    z.unheilbar,
                    f"Die Zustimmung ist am {zeit(p.zustimmung)} eingegangen, nach Ablauf der Zustimmungsfrist "
                    f"({zeit(ende)}); das kann nicht behoben werden",
                    None,
                    entscheidung,
                )
            )
        elif p.zustimmung.date() <= lage.wahl.wahltag:
            befund.hinweise.append(
                f"Die Zustimmung ist am {zeit(p.zustimmung)} erfasst, nicht nach der ersten Wahl "
                f"({deutsch.datum_kurz(lage.wahl.wahltag)}); bitte prüfen ({z.nach_der_wahl})."
            )
    wohnt_hier = wohnt_in_der_gemeinde(lage, p)
    gemeinde = lage.wahl.gemeinde
    if wohnt_hier:
        befund.hinweise.append(f"Wohnt laut Anschrift in {gemeinde}: keine Wählbarkeitsbescheinigung nötig ({z.wb}).")
    else:
        befund.hinweise.append(
            f"Wohnort laut Anschrift „{p.anschrift.ort}“ ist nicht die Gemeinde {gemeinde}: "
            f"Wählbarkeitsbescheinigung nötig ({z.wb}). Liegt der Wohnort doch in der Gemeinde "
            "(Ortsteil), entfällt sie – bitte prüfen."
        )
    befund += pruefe_unterlagen(
        lage,
        p,
        p.unterlagen,
        stichwahl=True,
        bis=lage.stichwahl_frist,
        entscheidung=entscheidung,
        wohnt_ausserhalb=not wohnt_hier,
    )
    befund += pruefe_waehlbarkeit(lage, p, lage.wahl.stichwahltag or lage.wahl.wahltag, entscheidung)
    return befund
