"""Sachsen-Anhalt: Bürgermeister-, Ortsvorsteher- und Landratswahl after §§ 30, 30a KWG LSA.

Dated versions, quorum and order in :mod:`.regeln`; notices and forms in :mod:`.dokumente`. Sources:
``shared/law/st-kwg-30.txt`` of the project and ``docs/recht-st-sl-recherche.md``.
"""

from __future__ import annotations

from notices.recht.bw.aufbewahrung import nach_muster
from notices.recht.grundlagen import Landesrecht
from notices.recht.ordnung import alphabetisch_zugelassen
from notices.recht.st.regeln import RECHTSSTAENDE, pruefe_termine, quorum

LAND = Landesrecht(
    code="ST",
    name="Sachsen-Anhalt",
    fuer="für Sachsen-Anhalt",
    im="in Sachsen-Anhalt",
    aemter=("Bürgermeister", "Oberbürgermeister", "Ortsvorsteher", "Landrat"),
    wahlvorschlagstraeger=True,
    rechtsstaende=RECHTSSTAENDE,
    pruefe_termine=pruefe_termine,
    quorum=quorum,
    reihenfolge=alphabetisch_zugelassen,
    stichwahl_reihenfolge=None,
    aufbewahrung=nach_muster("Sachsen-Anhalt"),  # its own rules are not on record (docs/recht.md)
    beispiel="beispielstedt-st-2027.toml",
    beispiel_gemeinde="Beispielstedt",
)
