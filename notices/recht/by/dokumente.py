"""Bayern: the rows of the notice of the admitted proposals (Art. 33 GLKrWG, §§ 51, 52 GLKrWO).

Each row: the Ordnungszahl, the Kennwort of the proposal, the sich bewerbende Person with Beruf oder Stand, the
Jahr der Geburt – never the address, nor the Wohnort (§ 51 Abs. 1 Sätze 3 und 4 GLKrWO). The Ordnungszahlen
(§ 52 GLKrWO): a Träger with seats in the Landtag keeps the number the Landesamt für Statistik published; the
others follow on in the order of the notice – unless the data file gives the number the Wahlausschuss
assigned (``ordnungszahl``), which it must on the day of the general elections, where the proposal takes the
number of the same Träger's Gemeinderat list (§ 52 Satz 4 Halbsatz 2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from notices import deutsch, recht
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Wahldaten
from notices.recht.by.haken import kennwort, landtagspartei
from notices.recht.haken import haken
from notices.recht.ordnung import pfad

if TYPE_CHECKING:
    from notices.dokumente.bekanntmachung import Bekanntmachung


def ordnungszahlen(daten: Wahldaten, bewerber: list[Bewerber]) -> dict[str, int]:
    """The Ordnungszahl of each admitted proposal (by id), in the order of the notice (§ 52 GLKrWO); refused where
    the data contradict the Landtag's numbers, give one number twice, or – on the day of the general elections –
    lack the number the Wahlausschuss assigned."""
    land = recht.land(daten.wahl.land)
    lw = land.landtagswahl(daten.wahl.wahltag)
    naechste = max((p.ordnungszahl for p in lw.parteien), default=0) + 1 if lw else 1
    verbunden = daten.wahl.wahltag in land.allgemeine_wahltage
    zahlen: dict[str, int] = {}
    probleme: list[Problem] = []
    for b in bewerber:
        p = landtagspartei(daten, b)
        if p is not None:
            if b.ordnungszahl is not None and b.ordnungszahl != p.ordnungszahl:
                probleme.append(
                    Problem(
                        f"{pfad(daten, b)}.ordnungszahl",
                        f"„{b.ordnungszahl}“ widerspricht der Ordnungszahl {p.ordnungszahl}, die das Landesamt für "
                        f"Statistik für „{p.name}“ bekannt gemacht hat (§ 52 Satz 3 GLKrWO)",
                    )
                )
            zahlen[b.id] = p.ordnungszahl
        elif b.ordnungszahl is not None:
            zahlen[b.id] = b.ordnungszahl
        elif verbunden:
            probleme.append(
                Problem(
                    f"{pfad(daten, b)}.ordnungszahl",
                    f"fehlt für den Wahlvorschlag „{kennwort(b)}“; am Tag der allgemeinen Gemeinde- und "
                    "Landkreiswahlen erhält der Wahlvorschlag für die Bürgermeisterwahl die Ordnungszahl der "
                    "Gemeinderatswahl desselben Wahlvorschlagsträgers (§ 52 Satz 4 GLKrWO) – bitte die vom "
                    "Wahlausschuss zugeteilte Zahl angeben",
                )
            )
        else:
            zahlen[b.id] = naechste
            naechste += 1
    gesehen: dict[int, Bewerber] = {}
    for b in bewerber:
        z = zahlen.get(b.id)
        if z is None:
            continue
        if z in gesehen:
            probleme.append(
                Problem(
                    f"{pfad(daten, b)}.ordnungszahl",
                    f"die Ordnungszahl {z} hat schon der Wahlvorschlag „{kennwort(gesehen[z])}“; jede Ordnungszahl "
                    "wird nur einmal zugeteilt (§ 52 GLKrWO)",
                )
            )
        gesehen[z] = b
    if probleme:
        raise Eingabefehler(probleme)
    return zahlen


def _zeile(b: Bewerber, zahl: int) -> dict[str, Any]:
    """One proposal's row: only what § 51 GLKrWO lets the notice show."""
    return {
        "nr": f"{zahl:02d}",
        "wahlvorschlag": kennwort(b),
        "familienname": deutsch.familienname_mit_doktorgrad(b),
        "vornamen": b.vornamen,
        "beruf": b.beruf,
        "geburtsjahr": str(b.geburtsdatum.year),
    }


def bekanntmachung_fakten(bm: Bekanntmachung, fakten: dict[str, Any]) -> dict[str, Any]:
    """The rows of § 51 GLKrWO with the Ordnungszahlen of § 52 GLKrWO (the Stichwahl notice has its own)."""
    bewerber = [b for b in bm.bewerber if isinstance(b, Bewerber)]
    zahlen = ordnungszahlen(bm.daten, bewerber)
    return {"zeilen": [_zeile(b, zahlen[b.id]) for b in bewerber]}


haken("fakten", "by.bekanntmachung", texte=())(bekanntmachung_fakten)
