"""Brandenburg: unmittelbare Wahl der hauptamtlichen Bürgermeisterin oder des hauptamtlichen Bürgermeisters und
der Oberbürgermeisterin oder des Oberbürgermeisters nach §§ 63 bis 78 BbgKWahlG (mit §§ 28a, 32, 37 über § 63)
und der BbgKWahlV.

The law is declared in ``land.toml`` (versions by the Wahltag: the day numbers of 2013, the age limits of 2015,
the halved support signatures of § 99, the BbgKWahlV of 2023), the documents in ``texte.toml``. Sources and
open questions: ``docs/recht-bb.md``.
"""
