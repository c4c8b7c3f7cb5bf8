"""Schleswig-Holstein: the election of the hauptamtliche Bürgermeister (§§ 57 ff. GO, §§ 46 to 58 GKWG)."""
