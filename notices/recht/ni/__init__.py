"""Niedersachsen: the Direktwahl of the hauptamtliche Bürgermeister and Samtgemeindebürgermeister (§§ 45a ff. NKWG)."""
