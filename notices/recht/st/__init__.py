"""Sachsen-Anhalt: Bürgermeister-, Ortsvorsteher- und Landratswahl after §§ 30, 30a KWG LSA.

The law is declared in ``land.toml``: the shared vocabulary says all of it. Sources and readings:
``docs/recht-st-sl.md``.
"""
