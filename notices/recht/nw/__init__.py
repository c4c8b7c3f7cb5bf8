"""Nordrhein-Westfalen: Bürgermeister- und Oberbürgermeisterwahl after §§ 46b to 46e KWahlG and §§ 75a to 75d
KWahlO, with the general rules of the KWahlG (§§ 14 to 23, 49) and § 65 GO NRW.

Dated versions, quorum and date checks in :mod:`.regeln`; the order of the ballot and the notice in
:mod:`.reihenfolge`; the admission check in :mod:`.pruefung`; retention in :mod:`.aufbewahrung`; notices and
forms (Anlagen 11d, 12c, 13b, 14c KWahlO) in :mod:`.dokumente` and :mod:`.formulare`. Sources and open
questions: ``docs/recht-nw.md``.
"""

from __future__ import annotations

from notices.recht.grundlagen import Landesrecht
from notices.recht.nw.aufbewahrung import AUFBEWAHRUNG
from notices.recht.nw.regeln import RECHTSSTAENDE, pruefe_termine, quorum
from notices.recht.nw.reihenfolge import nach_stimmen_dann_namen

LAND = Landesrecht(
    code="NW",
    name="Nordrhein-Westfalen",
    fuer="für Nordrhein-Westfalen",
    im="in Nordrhein-Westfalen",
    aemter=("Bürgermeister", "Oberbürgermeister"),
    wahlvorschlagstraeger=True,
    rechtsstaende=RECHTSSTAENDE,
    pruefe_termine=pruefe_termine,
    quorum=quorum,
    reihenfolge=nach_stimmen_dann_namen,
    stichwahl_reihenfolge=None,  # no separate notice of the Stichwahl's participants is on record
    aufbewahrung=AUFBEWAHRUNG,
    beispiel="musterhagen-nw-2025.toml",
    beispiel_gemeinde="Musterhagen",
)
