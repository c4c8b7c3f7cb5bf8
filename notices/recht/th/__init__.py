"""Thüringen: Wahl der Bürgermeister und Oberbürgermeister nach dem ThürKWG (§§ 14 bis 18, 24, 41a) und der
ThürKWO (§§ 17 bis 23, 48a); declared in ``land.toml`` and ``texte.toml``, the orders of § 18 Abs. 2 ThürKWG and
the rows of § 23 ThürKWO as hooks (:mod:`.haken`, :mod:`.dokumente`). Sources: ``docs/recht-th.md``.
"""
