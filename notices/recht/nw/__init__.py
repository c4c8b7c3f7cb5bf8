"""Nordrhein-Westfalen: Bürgermeister- und Oberbürgermeisterwahl after §§ 46b to 46e KWahlG and §§ 75a to 75d
KWahlO, with the general rules of the KWahlG (§§ 14 to 23, 49) and § 65 GO NRW.

The law is declared in ``land.toml`` (the order of the notice is the shared strategy
``stimmen_der_traeger_dann_namen``, § 23 Abs. 1 Satz 3 und 4, § 46d Abs. 5 KWahlG); notices and forms
(Anlagen 11d, 12c, 13b, 14c KWahlO) in ``texte.toml``, the rows of its notice in :mod:`.dokumente`.
Sources and open questions: ``docs/recht-nw.md``.
"""
