"""Saarland: Bürgermeister- und Landratswahl after § 76 KWG with §§ 22, 23, 74 KWG.

The law is declared in ``land.toml``; :mod:`.haken` names the addressee of the letter about defects (the
Vertrauensperson, § 27 Abs. 1 Satz 2 KWG). Sources and readings: ``docs/recht-st-sl.md``.
"""
