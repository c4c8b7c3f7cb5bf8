"""Mecklenburg-Vorpommern: unmittelbare Wahl der hauptamtlichen und ehrenamtlichen Bürgermeisterinnen und
Bürgermeister und der Oberbürgermeisterinnen und Oberbürgermeister nach dem LKWG M-V (§§ 3, 14 bis 20, 62, 66
bis 68) und der LKWO M-V.

The law is declared in ``land.toml`` (one version, the LKWG of 16.12.2010 as first applied on 04.09.2011), the
documents in ``texte.toml``. Sources and open questions: ``docs/recht-mv.md``.
"""
