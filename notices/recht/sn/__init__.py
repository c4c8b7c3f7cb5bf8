"""Sachsen: Wahl der Bürgermeister und Oberbürgermeister nach dem KomWG (§§ 1, 6 bis 7, 38 bis 44a, 60) und der
SächsKomWO (§§ 1, 16 bis 20); declared in ``land.toml`` and ``texte.toml``, the order of § 19 Abs. 5 bis 7 SächsKomWO
and the rows of § 20 Abs. 1 SächsKomWO as hooks (:mod:`.haken`, :mod:`.dokumente`). Sources: ``docs/recht-sn.md``.
"""
