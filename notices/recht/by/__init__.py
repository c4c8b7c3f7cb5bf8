"""Bayern: Wahl der ersten Bürgermeisterin oder des ersten Bürgermeisters (Oberbürgermeister) nach dem GLKrWG
(Art. 24 bis 33 über Art. 45, Art. 39 bis 46, Art. 60) und der GLKrWO (§§ 34 bis 52, § 100), mit Art. 34 GO.

The law is declared in ``land.toml`` (three versions by the Wahltag: the day numbers of Art. 60 GLKrWG, the
quorum and age of the law of 01.01.2024), the documents in ``texte.toml``; the order of Art. 33 Abs. 2 GLKrWG
and the Ordnungszahlen of § 52 GLKrWO are hooks (:mod:`.haken`, :mod:`.dokumente`). Sources and open
questions: ``docs/recht-by.md``.
"""
