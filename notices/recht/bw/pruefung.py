"""Baden-Württemberg: what the admission check cites and asks for (§ 10 KomWG, § 20 KomWO, § 46 GemO;
run-off § 10a KomWG, § 20a KomWO), per version of the law."""

from __future__ import annotations

from dataclasses import replace

from notices.recht.grundlagen import Maengeltexte, Pruefvorschriften, Unterlage, Zustimmungsvorschriften

_UNTERLAGEN_2023 = (
    Unterlage(
        "waehlbarkeitsbescheinigung",
        "Wählbarkeitsbescheinigung",
        "Die Wählbarkeitsbescheinigung fehlt",
        "§ 10 Abs. 3 KomWG, § 20 Abs. 3 Nr. 2, Abs. 5 Satz 2 Nr. 3 KomWO",
        "§ 10a Abs. 2 Satz 2 KomWG, § 20a Abs. 2 Satz 2 Nr. 1 KomWO",
        bewerbung="immer",
        stichwahl="wohnt_ausserhalb",
        nachreichbar=True,
    ),
    Unterlage(
        "eidesstattliche_versicherung",
        "eidesstattliche Versicherung",
        "Die eidesstattliche Versicherung, nicht von der Wählbarkeit ausgeschlossen zu sein (Anlage 17), fehlt",
        "§ 10 Abs. 4 Satz 1 KomWG, § 20 Abs. 3 Nr. 3, Abs. 5 Satz 2 Nr. 3 KomWO",
        "§ 10a Abs. 2 Satz 2 i. V. m. § 10 Abs. 4 KomWG, § 20a Abs. 2 Satz 2 Nr. 2 KomWO",
        bewerbung="immer",
        stichwahl="immer",
        nachreichbar=False,
    ),
    Unterlage(
        "unionsbuerger_versicherung",
        "eidesstattliche Versicherung als Unionsbürger",
        "Die eidesstattliche Versicherung des Unionsbürgers über die Staatsangehörigkeit und die Wählbarkeit im "
        "Herkunftsmitgliedstaat fehlt",
        "§ 10 Abs. 4 Satz 2 i. V. m. § 8 Abs. 2 Satz 1 KomWG, § 20 Abs. 3 Nr. 3 KomWO",
        "§ 10 Abs. 4 Satz 2 i. V. m. § 8 Abs. 2 Satz 1 KomWG, § 20 Abs. 3 Nr. 3 KomWO",
        bewerbung="unionsbuerger",
        stichwahl="unionsbuerger",
        nachreichbar=False,
    ),
    Unterlage(
        "herkunftsstaat_bescheinigung",
        "Bescheinigung des Herkunftsmitgliedstaates",
        "Die verlangte Bescheinigung des Herkunftsmitgliedstaates über die Wählbarkeit fehlt",
        "§ 10 Abs. 4 Satz 2 i. V. m. § 8 Abs. 2 Satz 5 KomWG, § 10 Abs. 5 Satz 2 KomWG",
        "§ 10 Abs. 4 Satz 2 i. V. m. § 8 Abs. 2 Satz 5 KomWG, § 10 Abs. 5 Satz 2 KomWG",
        bewerbung="verlangt",
        stichwahl="verlangt",
        nachreichbar=True,
    ),
)

PRUEFUNG_2023 = Pruefvorschriften(
    fristgerecht="§ 10 Abs. 1 Satz 1 KomWG, § 20 Abs. 1 Satz 1 KomWO",
    frist_unheilbar="§ 10 Abs. 5 Satz 2 KomWG, § 20 Abs. 5 Satz 2 Nr. 1 KomWO",
    fristbeginn="§ 10 Abs. 1 Satz 1 und 2 KomWG, § 20 Abs. 5 Satz 2 Nr. 1 KomWO",
    eingangsvermerk="§ 20 Abs. 4 Satz 1 KomWO",
    wahlberechtigt="§ 10 Abs. 2 Satz 1 KomWG",
    formblatt="§ 20 Abs. 2 Nr. 1 KomWO",
    angaben="§ 20 Abs. 2 Nr. 2 KomWO",
    mehrfach="§ 20 Abs. 2 Nr. 3 KomWO, § 10 Abs. 2 Satz 2 KomWG",
    unterschriften_fehlen="§ 20 Abs. 5 Satz 2 Nr. 2 KomWO",
    unterschriften_unverschuldet="§ 20 Abs. 5 Satz 2 Nr. 2 Halbsatz 2 KomWO",
    unverschuldet="§ 20 Abs. 5 Satz 2 Nr. 3 Halbsatz 2 KomWO",
    unterlagen="§ 20 Abs. 3 KomWO",
    heilung="§ 20 Abs. 5 KomWO",
    wahlbar="§ 46 Abs. 1 GemO, § 10 Abs. 5 Satz 2 KomWG",
    lebensalter="§ 46 Abs. 1 GemO (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB)",
    mindestalter=18,
    altersgrenzen=None,
    altershinweis=None,
    zurueckweisung="§ 10 Abs. 5 Satz 2 KomWG",
    stichwahl=Zustimmungsvorschriften(
        teilnahme="§ 10a Abs. 2 KomWG",
        zustimmung="§ 10a Abs. 2 Satz 1 KomWG, § 20a Abs. 2 Satz 1 KomWO",
        unheilbar="§ 10a Abs. 3 Satz 2, Abs. 5 KomWG, § 20a Abs. 2 Satz 3 i. V. m. § 20 Abs. 5 KomWO",
        wb="§ 10a Abs. 2 Satz 2 KomWG, § 20a Abs. 2 Satz 2 Nr. 1 KomWO",
        versicherung="§ 10a Abs. 2 Satz 2 i. V. m. § 10 Abs. 4 KomWG, § 20a Abs. 2 Satz 2 Nr. 2 KomWO",
        quorum=(
            "Für die Zustimmung zur Stichwahl sind keine Unterstützungsunterschriften erforderlich "
            "(§ 10a Abs. 2 Satz 2 KomWG verweist nur auf § 10 Abs. 3 und 4 KomWG)."
        ),
        quorum_vorschrift="§ 10a Abs. 2 Satz 2 KomWG",
        nach_der_wahl="§ 20a Abs. 1 KomWO",
        zurueckweisung="§ 10a Abs. 3 Satz 2 KomWG",
    ),
    entscheidung="der Gemeindewahlausschuss (§ 10 Abs. 5 KomWG)",
    mehrfach_ungueltig=True,
    wahlrechtsnachweise_nachreichbar=True,
    unterlagen_liste=_UNTERLAGEN_2023,
    land_hinweis=None,
    schutz_der_listen="§ 56 Abs. 1 KomWO",
    pruefung="§ 20 Abs. 4 KomWO",
    pruefbericht_quellen=(
        "§ 10 Abs. 1, 2, 5 KomWG; § 10a KomWG; § 20 Abs. 1 bis 5 KomWO; § 20a Abs. 2 KomWO; § 46 Abs. 1 GemO."
    ),
    wahlorgan_ausschluss="§ 15 Abs. 1 Satz 3, § 11 Abs. 2 Satz 3 KomWG",
    unterzeichner_ausschluss="§ 10 Abs. 6 KomWG i. V. m. § 52, § 18 Abs. 1 und § 48 GemO",
    doktorgrad="§ 20 Abs. 6 Satz 2 KomWO",
    maengelschreiben=Maengeltexte(
        mitteilung="§ 20 Abs. 4 Satz 3 KomWO",
        feststellung="§ 20 Abs. 4 Satz 2 und 3 KomWO",
        rechtslage=(
            "Nach Ablauf der Einreichungsfrist können nur noch Mängel an sich gültiger Bewerbungen behoben werden; "
            "nach der Entscheidung über die Zulassung können Mängel nicht mehr behoben werden (§ 20 Abs. 5 KomWO). "
            "Fristen verlängern sich nicht, wenn ihr letzter Tag auf einen Samstag, Sonntag oder Feiertag fällt "
            "(§ 56 KomWG)."
        ),
        quellen="§ 10 KomWG; § 20 Abs. 2 bis 5 KomWO; § 56 KomWG.",
    ),
)
"""§§ 10, 10a KomWG, §§ 20, 20a KomWO, § 46 GemO in force since 01.08.2023."""


def _alt(u: Unterlage) -> Unterlage:
    alt = {
        "waehlbarkeitsbescheinigung": "§ 10 Abs. 4 Satz 1 KomWG a. F., § 20 Abs. 3 Nr. 2, Abs. 5 Satz 2 Nr. 3 KomWO",
        "eidesstattliche_versicherung": "§ 10 Abs. 4 Satz 3 KomWG a. F., § 20 Abs. 3 Nr. 3, Abs. 5 Satz 2 Nr. 3 KomWO",
        "unionsbuerger_versicherung": (
            "§ 10 Abs. 4 Satz 4 i. V. m. § 8 Abs. 2 Satz 1 KomWG a. F., § 20 Abs. 3 Nr. 3 KomWO"
        ),
        "herkunftsstaat_bescheinigung": (
            "§ 10 Abs. 4 Satz 4 i. V. m. § 8 Abs. 2 Satz 5 KomWG a. F., § 10 Abs. 5 Satz 2 KomWG a. F."
        ),
    }[u.schluessel]
    return replace(u, vorschrift=alt, vorschrift_stichwahl=None)  # no run-off consent under this version


PRUEFUNG_1997 = replace(
    PRUEFUNG_2023,
    mehrfach="§ 20 Abs. 2 Nr. 3 KomWO, § 10 Abs. 3 Satz 2 KomWG a. F.",
    wahlberechtigt="§ 10 Abs. 3 Satz 1 KomWG a. F.",
    wahlbar="§ 46 Abs. 1 GemO a. F., § 10 Abs. 5 Satz 2 KomWG a. F.",
    lebensalter="§ 46 Abs. 1 GemO a. F.",
    mindestalter=None,
    # A wording of § 46 Abs. 1 GemO before 2023 (as published by a commercial database, undated):
    # "die Bewerber müssen am Wahltag das 25., dürfen aber noch nicht das 68. Lebensjahr vollendet haben";
    # older versions had 65. Which limit applied on which Wahltag is not on record: a Hinweis, no rejection.
    altersgrenzen=(25, 65),
    altershinweis=(
        "Nach § 46 Abs. 1 GemO a. F. mussten Bewerber am Wahltag das 25. Lebensjahr vollendet und durften das "
        "68. (in älteren Fassungen: 65.) noch nicht vollendet haben; welche Grenze an diesem Wahltag galt, ist nicht "
        "hinterlegt"
    ),
    unterlagen_liste=tuple(_alt(u) for u in _UNTERLAGEN_2023),
    stichwahl=None,  # a Neuwahl with new applications followed a failed first ballot (§ 10 Abs. 2 KomWG a. F.)
)
"""§ 10 KomWG in the wording of 04.05.1997 (the certificate and the sworn declaration in Abs. 4)."""
