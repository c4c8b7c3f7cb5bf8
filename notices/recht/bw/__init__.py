"""Baden-Württemberg: Bürgermeisterwahl after §§ 10, 10a KomWG, §§ 20, 20a KomWO and §§ 45–47 GemO.

The law is declared in ``land.toml`` (versions, deadlines, quorum, order, date checks, the admission check's
citations, retention); :mod:`.haken` holds the orders of the notices (by receipt with a Los among
simultaneous filings, § 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO; the Stichwahl, § 20a Abs. 4 KomWO), which the
shared vocabulary cannot say. Sources: ``shared/law`` of the project and ``docs/recht-bw-recherche.md``.
"""
