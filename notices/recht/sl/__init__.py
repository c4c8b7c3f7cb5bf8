"""Saarland: Bürgermeister- und Landratswahl after § 76 KWG with §§ 22, 23, 74 KWG.

Dated versions, quorum and order in :mod:`.regeln`; notices and forms in :mod:`.dokumente`. Sources:
``shared/law/sl-kwg-76.txt`` of the project and ``docs/recht-st-sl-recherche.md``.
"""

from __future__ import annotations

from notices.recht.bw.aufbewahrung import nach_muster
from notices.recht.grundlagen import Landesrecht
from notices.recht.ordnung import nach_stimmen_dann_alphabetisch
from notices.recht.sl.regeln import RECHTSSTAENDE, pruefe_termine, quorum

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
    stichwahl_reihenfolge=None,
    aufbewahrung=nach_muster("das Saarland"),  # its own rules are not on record (docs/recht.md)
    beispiel="musterbach-sl-2027.toml",
    beispiel_gemeinde="Musterbach",
)
