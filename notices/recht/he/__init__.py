"""Hessen: Direktwahl der Bürgermeister und Oberbürgermeister nach §§ 41 bis 53 KWG mit §§ 10 bis 15 KWG, der
KWO (§§ 22, 23, 26, Direktwahl §§ 60 ff.) und §§ 38, 39 HGO.

The law is declared in ``land.toml`` (five versions by the Wahltag: the 66th and the 69th day, the incumbent's
exemption of 2011, the halved quorum of § 68a KWG), the documents in ``texte.toml``; the order of § 45 Abs. 5
KWG (represented parties by their votes, the others by the Los) and the addressee of the letter about defects
are hooks (:mod:`.haken`), the rows of the notice of § 26 KWO a view hook (:mod:`.dokumente`). Hessen's KWG and
KWO are not the Saarland's, although they are abbreviated alike. Sources and open questions: ``docs/recht-he.md``.
"""
