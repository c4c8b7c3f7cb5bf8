"""Saarland: Bürgermeister- und Landratswahl after § 76 KWG with §§ 22, 23, 74 KWG.

Dated versions, quorum and order in :mod:`.regeln`; the admission check's citations and documents in
:mod:`.pruefung`; notices in :mod:`.dokumente`, forms in :mod:`.formulare`. Sources and readings:
``docs/recht-st-sl.md``.
"""

from __future__ import annotations

from notices.recht.bw.aufbewahrung import nach_muster
from notices.recht.grundlagen import Landesrecht
from notices.recht.ordnung import nach_stimmen_dann_alphabetisch
from notices.recht.sl.regeln import RECHTSSTAENDE, pruefe_termine, quorum, stichwahl

LAND = Landesrecht(
    code="SL",
    name="Saarland",
    fuer="für das Saarland",
    im="im Saarland",
    aemter=("Bürgermeister", "Oberbürgermeister", "Landrat"),
    wahlvorschlagstraeger=True,
    rechtsstaende=RECHTSSTAENDE,
    pruefe_termine=pruefe_termine,
    quorum=quorum,
    reihenfolge=nach_stimmen_dann_alphabetisch,
    stichwahl_reihenfolge=stichwahl,
    aufbewahrung=nach_muster("das Saarland"),  # § 60 KWO not on record (docs/recht-st-sl.md)
    beispiel="musterbach-sl-2027.toml",
    beispiel_gemeinde="Musterbach",
)
