"""Rheinland-Pfalz: Direktwahl (Urwahl) der Bürgermeister, Oberbürgermeister und Ortsbürgermeister nach §§ 58 bis
64 KWG mit §§ 15 bis 25 KWG, der KWO (§§ 29, 74, Anlagen 22 und 27) und § 53 GemO.

The law is declared in ``land.toml`` (two versions by the Wahltag: minimum age 23, since the law of 24.05.2023
18), the documents in ``texte.toml``; the order of § 62 Abs. 5 KWG (represented parties by their votes, the
others alphabetically by the applicant's name, joint proposals by their strongest participant) is a hook
(:mod:`.haken`), the rows of the notice a view hook (:mod:`.dokumente`). Rheinland-Pfalz's KWG and KWO are neither
Hessen's nor the Saarland's, although they are abbreviated alike. Sources and open questions: ``docs/recht-rp.md``.
"""
