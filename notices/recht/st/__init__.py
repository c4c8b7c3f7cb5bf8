"""Sachsen-Anhalt: Bürgermeister-, Ortsvorsteher- und Landratswahl after §§ 30, 30a KWG LSA.

Dated versions, quorum and order in :mod:`.regeln`; the admission check's citations and documents in
:mod:`.pruefung`; notices in :mod:`.dokumente`, forms in :mod:`.formulare`. Sources and readings:
``docs/recht-st-sl.md``.
"""

from __future__ import annotations

from notices.recht.bw.aufbewahrung import nach_muster
from notices.recht.grundlagen import Landesrecht
from notices.recht.ordnung import alphabetisch_zugelassen
from notices.recht.st.regeln import RECHTSSTAENDE, pruefe_termine, quorum, stichwahl

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
    stichwahl_reihenfolge=stichwahl,
    aufbewahrung=nach_muster("Sachsen-Anhalt"),  # KWO LSA retention not on record (docs/recht-st-sl.md)
    beispiel="beispielstedt-st-2027.toml",
    beispiel_gemeinde="Beispielstedt",
)
