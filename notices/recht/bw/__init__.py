"""Baden-Württemberg: Bürgermeisterwahl after §§ 10, 10a KomWG, §§ 20, 20a KomWO and §§ 45–47 GemO.

The package holds everything of the Land's law the program uses: the dated versions with their
deadlines, quorum, order and citations (:mod:`.regeln`), the texts of its notices and letters and its
forms (:mod:`.dokumente`, templates in ``vorlagen/``), and its retention rules. Sources: the statutes in
``shared/law`` of the project and ``docs/recht-bw-recherche.md``.
"""

from __future__ import annotations

from notices.recht.bw.aufbewahrung import AUFBEWAHRUNG
from notices.recht.bw.regeln import RECHTSSTAENDE, pruefe_termine, quorum
from notices.recht.bw.reihenfolge import erste_wahl, stichwahl
from notices.recht.grundlagen import Landesrecht

LAND = Landesrecht(
    code="BW",
    name="Baden-Württemberg",
    fuer="für Baden-Württemberg",
    im="in Baden-Württemberg",
    aemter=("Bürgermeister", "Oberbürgermeister"),
    wahlvorschlagstraeger=False,
    rechtsstaende=RECHTSSTAENDE,
    pruefe_termine=pruefe_termine,
    quorum=quorum,
    reihenfolge=erste_wahl,
    stichwahl_reihenfolge=stichwahl,
    aufbewahrung=AUFBEWAHRUNG,
    beispiel="musterhausen-2027.toml",
    beispiel_gemeinde="Musterhausen",
)
