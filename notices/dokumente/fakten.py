"""The names of the facts each kind of document has: what a Land's declaration (``texte.toml``) may name.

The views compute these facts (:mod:`.bekanntmachung`, :mod:`.benachrichtigung`, :mod:`.formulare`,
:mod:`.aufforderung`); a declaration is checked against the names when the Land's documents are first used
(:func:`notices.dokumente.landesdokumente.pruefe_land`), and ``tests/test_laender.py`` checks that the views compute
exactly these.
"""

from __future__ import annotations

WAHL = frozenset(
    {
        "amt",
        "amtswahl",
        "des_amts",
        "fuer",
        "gebietskoerperschaft",
        "gemeinde",
        "in_gebiet",
        "stichwahltag",
        "stichwahltag_kurz",
        "stichwahltag_lang",
        "wahltag_kurz",
        "wahltag_lang",
        "wahltag_ohne_wochentag",
        "zweiter_wahlgang",
    }
)
"""The facts of the election every document has (:func:`notices.dokumente.landesdokumente.wahlfakten`)."""

BEKANNTMACHUNG = WAHL | frozenset(
    {
        "anzahl",
        "bekanntmachung_vorschrift",
        "los_um_die_stichwahl",
        "mehrere",
        "mit_amtsinhaber",
        "mit_kuenstlername",
        "mit_neuen",
        "mit_ort",
        "n",
        "ohne_frist",
        "ohne_neue",
        "ohne_zulassung_feststellung",
        "ohne_zulassung_folge",
        "ortsvorsteher",
        "reihenfolge_vorschrift",
        "sitzung",
        "sitzung_lang",
        "sitzung_mit_neuen",
        "stichwahl_fall",
        "tag_kurz",
        "tag_lang",
        "unterschrift",
        "zeilen",
        "zweiter_sonntag_lang",
    }
)

STICHWAHL_ENTFAELLT = WAHL | frozenset(
    {
        "datum_kurz",
        "datum_vor_der_wahl",
        "grund",
        "tag_lang",
        "unterschrift",
    }
)

WAHL_ENTFAELLT = WAHL | frozenset(
    {
        "datum_kurz",
        "feststellung",
        "folge",
        "grund",
        "mit_grund",
        "ortsvorsteher",
        "unterschrift",
        "vorschrift",
        "wort",
    }
)

FORMULAR = WAHL | frozenset(
    {
        "alter",
        "anschrift",
        "anzahl",
        "beruf",
        "eingang",
        "eingang_folgetag_lang",
        "eingang_kurz",
        "familienname",
        "familienname_mit_doktorgrad",
        "geburtsdatum_kurz",
        "geburtsort",
        "gemeinsam",
        "herkunftsstaat",
        "ist_deutsch",
        "ist_unionsbuerger",
        "kontakt",
        "mindestalter",
        "hoechstalter",
        "alter_vorschrift",
        "zu_alt",
        "mit_ausschuss",
        "mit_traeger",
        "mit_unterschriften",
        "mit_vorsitz",
        "mit_vorsitz_anschrift",
        "name",
        "name_komma",
        "nicht_unionsbuerger",
        "nicht_waehlbar_staat",
        "ohne_traeger",
        "ohne_unterschriften",
        "ort",
        "person",
        "quorum_begruendung",
        "quorum_grund",
        "quorum_vorschrift",
        "schluss",
        "schluss_lang",
        "schluss_n",
        "schluss_uhrzeit",
        "schluss_vorschrift",
        "staatsangehoerigkeit",
        "stichwahl_zustimmung",
        "stichwahlperson",
        "stichwahlperson_in_der_gemeinde",
        "tag_kurz",
        "tag_lang",
        "termine",
        "traeger",
        "traeger_bezeichnung",
        "traeger_geordnet",
        "traeger_liste",
        "traeger_seiten",
        "vornamen",
        "vorschlag",
        "vorsitz",
        "vorsitz_anschrift",
        "wohnt_in_der_gemeinde",
        "zu_jung",
        "zustimmung_frist",
        "zustimmung_lang",
        "zustimmung_uhrzeit",
    }
)

BENACHRICHTIGUNG = WAHL | frozenset(
    {
        "anrede",
        "ausschuss_anschrift",
        "ausschuss_anschriftzeilen",
        "datum_kurz",
        "datum_nach_der_frist",
        "datum_ohne_wochentag",
        "datum_vor_der_wahl",
        "empfaenger",
        "frist_kurz",
        "frist_lang",
        "frist_uhrzeit",
        "frist_vorschrift",
        "ist_unionsbuerger",
        "mit_ausschuss_anschrift",
        "mit_stimmen",
        "person",
        "person_name",
        "ruecksendung",
        "stimmen",
        "tag_lang",
        "unterlagen_liste",
        "unterschrift",
        "vorsitz",
        "wohnt_in_der_gemeinde",
        "zulassung_lang",
        "zulassung_vorschrift",
    }
)


def _frist(name: str) -> frozenset[str]:
    """A deadline's facts: whether the Land has it, its day, time, day number before the Wahltag, citation."""
    return frozenset({name, f"{name}_lang", f"{name}_uhrzeit", f"{name}_n", f"{name}_vorschrift"})


VORBEREITUNG = (
    WAHL
    | frozenset(
        {
            "datum_kurz",
            "einwohnerzahl",
            "mit_unterschriften",
            "ohne_frist",
            "quorum_vorschrift",
            "unterschrift",
            "unterstuetzer",
        }
    )
    | _frist("unterstuetzung")
)
"""The facts of both notices before the filing (:mod:`.aufforderung`): the support a proposal of a new
proposer needs (``unterstuetzer``: its number) and the end of the entries in the office's lists."""

AUFFORDERUNG = (
    VORBEREITUNG
    | frozenset(
        {
            "mit_stelle_zusaetzlich",
            "ohne_stelle",
            "stelle",
            "stelle_anschrift",
            "stelle_zeiten",
            "stelle_zusaetzlich",
            "unterlagen",
            "zweiter_sonntag_lang",
        }
    )
    | _frist("schluss")
    | _frist("nachfrist")
)
"""The Bekanntmachung der Wahl mit der Aufforderung zur Einreichung von Wahlvorschlägen (BY § 34 GLKrWO)."""

EINTRAGUNG = VORBEREITUNG | frozenset({"mehrere_raeume", "ohne_raeume", "raeume"}) | _frist("beschwerde")
"""The Bekanntmachung der Eintragungsmöglichkeiten in Unterstützungslisten (BY § 34 Abs. 4 GLKrWO)."""

RAUM = frozenset(
    {
        "raum.abweichend",
        "raum.anschrift",
        "raum.barrierefrei",
        "raum.barrierefrei_hinweis",
        "raum.bezeichnung",
        "raum.geschlossen",
        "raum.mit_abweichend",
        "raum.mit_geschlossen",
        "raum.mit_hinweis",
        "raum.mit_zusaetzlich",
        "raum.nr",
        "raum.zeiten",
        "raum.zusaetzlich",
    }
)
"""The facts of each Eintragungsraum of ``raeume`` (``{ je = "raeume", wert = … }``)."""

ARTEN: dict[str, frozenset[str]] = {
    "bekanntmachung": BEKANNTMACHUNG,
    "bekanntmachung_stichwahl": BEKANNTMACHUNG,
    "stichwahl_entfaellt": STICHWAHL_ENTFAELLT,
    "wahl_entfaellt": WAHL_ENTFAELLT,
    "formular": FORMULAR,
    "benachrichtigung": BENACHRICHTIGUNG,
    "aufforderung": AUFFORDERUNG,
    "eintragung": EINTRAGUNG,
}
"""The facts of each kind of document; a form of a Land (any other kind) has those of ``formular``."""
