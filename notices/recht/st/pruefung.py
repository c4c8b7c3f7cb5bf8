"""Sachsen-Anhalt: what the admission check cites and asks for.

- Since the Gesetz vom 21.04.2023 (``st-2023``, ``st-2024``): § 30 KWG LSA; the documents of § 39 Abs. 2
  KWO LSA (Anlagen 6, 8b, 9b, 10 as numbered since the Verordnung vom 23.09.2023); the Wahlleiter checks
  "unverzüglich, ob die eingegangenen Bewerbungen vollständig sind" (§ 39 Abs. 3 KWO LSA) and tells the
  applicant what is missing; eligibility of a Hauptverwaltungsbeamter: § 62 Abs. 1 KVG LSA.
- Before it (``st-alt``): only deadline and signatures are checked (the old KWO text is not on record).

What § 21 Abs. 9 KWG LSA says about someone who signed for several applicants is not on record: such
signatures are counted and listed for the committee (``mehrfach_regel = "melden"``).
"""

from __future__ import annotations

from dataclasses import replace

from notices.recht.grundlagen import Maengeltexte, Pruefvorschriften, Unterlage

_PARTEI = "§ 30 Abs. 2 Satz 1 i. V. m. § 24 KWG LSA, § 39 Abs. 2 Nr. 3 KWO LSA"

UNTERLAGEN = (
    Unterlage(
        "waehlbarkeitsnachweis",
        "Nachweis der Wählbarkeitsvoraussetzungen (Anlage 9b KWO LSA)",
        "Der Nachweis zu den Wählbarkeitsvoraussetzungen nach dem Muster der Anlage 9b KWO LSA fehlt",
        "§ 39 Abs. 2 Nr. 2 KWO LSA",
        None,
        bewerbung="immer",
        stichwahl="immer",
        nachreichbar=False,
    ),
    Unterlage(
        "unionsbuerger_versicherung",
        "Versicherung an Eides statt des Unionsbürgers (Anlage 8b KWO LSA)",
        "Die Versicherung an Eides statt nach dem Muster der Anlage 8b KWO LSA, nach dem Recht des "
        "Herkunftsstaates nicht vom Wahlrecht ausgeschlossen zu sein und die Wählbarkeit nicht verloren zu haben, "
        "fehlt",
        "§ 38a Abs. 2, § 39 Abs. 2 Nr. 2 KWO LSA",
        None,
        bewerbung="unionsbuerger",
        stichwahl="unionsbuerger",
        nachreichbar=False,
    ),
    Unterlage(
        "unterstuetzungserklaerung",
        "Unterstützungserklärung der Partei oder Wählergruppe (§ 24 KWG LSA)",
        "Die Unterstützungserklärung der Partei oder Wählergruppe nach § 24 KWG LSA fehlt",
        _PARTEI,
        None,
        bewerbung="wahlvorschlagstraeger",
        stichwahl="wahlvorschlagstraeger",
        nachreichbar=False,
    ),
    Unterlage(
        "niederschrift",
        "Niederschrift über die Mitglieder- oder Delegiertenversammlung (Anlage 10 KWO LSA)",
        "Die Niederschrift über die Mitglieder- oder Delegiertenversammlung nach dem Muster der Anlage 10 KWO LSA "
        "fehlt",
        _PARTEI,
        None,
        bewerbung="wahlvorschlagstraeger",
        stichwahl="wahlvorschlagstraeger",
        nachreichbar=False,
    ),
)
"""§ 39 Abs. 2 KWO LSA (justiz-nrw, current version; it cites § 30 Abs. 1, 3, 5 KWG LSA in the numbering
since 27.04.2023). Nr. 1, the signatures with the Bescheinigung des Wahlrechts, is the signer list."""

PRUEFUNG_ALT = Pruefvorschriften(
    fristgerecht="§ 30 Abs. 1 KWG LSA",
    frist_unheilbar="§ 30 Abs. 1, Abs. 5 Satz 2 KWG LSA",
    fristbeginn="§ 30 Abs. 1 KWG LSA",
    eingangsvermerk="§ 30 Abs. 1 KWG LSA",
    wahlberechtigt="§ 30 Abs. 3 Satz 1 KWG LSA",
    formblatt="§ 30 Abs. 3 Satz 1 Halbsatz 2 i. V. m. § 21 Abs. 9 KWG LSA",
    angaben="§ 30 Abs. 3 Satz 1 KWG LSA („persönlich und handschriftlich“)",
    mehrfach="§ 30 Abs. 3 KWG LSA",
    unterschriften_fehlen="§ 30 Abs. 3 Satz 1, Abs. 5 Satz 2 KWG LSA",
    unterschriften_unverschuldet="§ 30 Abs. 5 Satz 2 KWG LSA",
    unverschuldet="§ 30 Abs. 5 Satz 2 KWG LSA",
    unterlagen="§ 30 KWG LSA",
    heilung="§ 30 Abs. 5 KWG LSA",
    wahlbar="§ 30 Abs. 5 Satz 2 KWG LSA",
    lebensalter="§ 30 Abs. 5 Satz 2 KWG LSA",
    mindestalter=None,
    altersgrenzen=None,
    altershinweis=None,
    zurueckweisung="§ 30 Abs. 5 Satz 2 KWG LSA",
    stichwahl=None,  # the two applicants with most votes (§ 30a Abs. 1 KWG LSA); no consent of others
    entscheidung="der Wahlausschuss (§ 30 Abs. 5 KWG LSA)",
    mehrfach_ungueltig=False,
    wahlrechtsnachweise_nachreichbar=False,
    unterlagen_liste=(),
    land_hinweis=(
        "Für Sachsen-Anhalt prüft notices unter diesem Rechtsstand Frist, Zahl und Gültigkeit der "
        "Unterstützungsunterschriften (§ 30 Abs. 1, 3 KWG LSA) und die Staatsangehörigkeit. Welche Unterlagen "
        "nach der damaligen KWO LSA beizufügen waren und ob jemand mehrere Bewerbungen unterstützen durfte "
        "(§ 21 Abs. 9 KWG LSA), liegt im Wortlaut nicht vor: Mehrfachunterzeichnungen werden nur gemeldet, "
        "Unterlagen und Alter nicht geprüft."
    ),
    schutz_der_listen=None,
    pruefung="§ 30 Abs. 5 KWG LSA",
    pruefbericht_quellen="§ 30 Abs. 1, 3 und 5 KWG LSA; § 21 Abs. 9 KWG LSA.",
    wahlorgan_ausschluss="§ 9 Abs. 2 und 3, § 13 Abs. 2 KWG LSA",
    unterzeichner_ausschluss="§ 9 Abs. 2 KWG LSA",
    doktorgrad=None,
    maengelschreiben=None,
    mehrfach_regel="melden",
)
"""§ 30 KWG LSA before the Gesetz vom 21.04.2023 (``st-alt``)."""

PRUEFUNG = replace(
    PRUEFUNG_ALT,
    fristgerecht="§ 30 Abs. 1 KWG LSA, § 39 Abs. 1 Satz 1 KWO LSA",
    frist_unheilbar="§ 30 Abs. 1, Abs. 5 Satz 2, § 68a Abs. 1 KWG LSA",
    eingangsvermerk="§ 39 Abs. 1 Satz 5 KWO LSA",
    wahlberechtigt="§ 30 Abs. 3 Satz 1 KWG LSA, § 39 Abs. 2 Nr. 1 KWO LSA",
    formblatt="§ 30 Abs. 3 Satz 1 Halbsatz 2 i. V. m. § 21 Abs. 9 KWG LSA, § 39 Abs. 2 Nr. 1 KWO LSA",
    angaben="§ 30 Abs. 3 Satz 1 KWG LSA („persönlich und handschriftlich“), § 39 Abs. 2 Nr. 1 KWO LSA",
    mehrfach="§ 30 Abs. 3 Satz 1 Halbsatz 2 i. V. m. § 21 Abs. 9 KWG LSA",
    unterschriften_fehlen="§ 30 Abs. 1, Abs. 5 Satz 2 KWG LSA",
    unterlagen="§ 39 Abs. 2 KWO LSA",
    heilung="§ 30 Abs. 1, Abs. 5 Satz 2, § 68a Abs. 1 KWG LSA",
    wahlbar="§ 62 Abs. 1 KVG LSA, § 30 Abs. 5 Satz 2 KWG LSA",
    lebensalter="§ 40 Abs. 1, § 62 Abs. 1 Satz 3 KVG LSA",
    mindestalter=18,
    altersgrenzen=(21, 67),
    altershinweis=(
        "Wer hauptamtlich gewählt wird (Hauptverwaltungsbeamter: hauptamtlicher Bürgermeister, Oberbürgermeister, "
        "Landrat), muss am Wahltag das 21. Lebensjahr vollendet haben und darf die Altersgrenze nach § 39 Abs. 1 "
        "Satz 1 des Landesbeamtengesetzes (67 Jahre) noch nicht erreicht haben; für ehrenamtliche Bürgermeister und "
        "Ortsvorsteher gilt das nicht"
    ),
    land_hinweis=(
        "Ob jemand mehrere Bewerbungen unterstützen darf und was dann gilt, regelt § 21 Abs. 9 KWG LSA, dessen "
        "Wortlaut nicht vorliegt: Unterschriften von Personen, die mehrere Bewerbungen unterzeichnet haben, werden "
        "gezählt und mit Zeile gemeldet; der Wahlausschuss entscheidet. Ob das Amt hauptamtlich ist (Altersgrenzen "
        "des § 62 Abs. 1 Satz 3 KVG LSA), ergibt sich nicht aus den Daten: außerhalb von 21 bis 66 Jahren folgt "
        "ein Hinweis."
    ),
    pruefung="§ 39 Abs. 3 KWO LSA",
    pruefbericht_quellen=(
        "§ 30 Abs. 1 bis 3 und 5, § 68a Abs. 1 KWG LSA; §§ 38a, 39 Abs. 1 bis 3 KWO LSA; §§ 40, 62 Abs. 1 KVG LSA."
    ),
    unterlagen_liste=UNTERLAGEN,
    maengelschreiben=Maengeltexte(
        mitteilung="§ 39 Abs. 3 KWO LSA",
        feststellung="§ 39 Abs. 3 KWO LSA",
        rechtslage=(
            "Die Frist zur Einreichung der Bewerbungen (§ 30 Abs. 1 KWG LSA) ist eine Ausschlussfrist; sie verlängert "
            "sich nicht, wenn ihr letzter Tag auf einen Sonnabend, Sonntag oder gesetzlichen Feiertag fällt, und eine "
            "Wiedereinsetzung in den vorigen Stand ist ausgeschlossen (§ 68a Abs. 1 KWG LSA). Der Bewerbung sind die "
            "Unterlagen nach § 39 Abs. 2 KWO LSA beizufügen. Der Wahlausschuss darf eine Bewerbung nur zurückweisen, "
            "wenn die Voraussetzungen des § 30 Abs. 1 bis 3 KWG LSA nicht erfüllt sind, der Bewerber nicht wählbar "
            "ist oder seine Person nicht feststeht (§ 30 Abs. 5 Satz 2 KWG LSA). Bitte reichen Sie Fehlendes deshalb "
            "vor dem Ende der Einreichungsfrist nach."
        ),
        quellen="§ 30 Abs. 1 bis 3 und 5, § 68a Abs. 1 KWG LSA; § 39 Abs. 2 und 3 KWO LSA.",
        absender="Die Wahlleitung",
        funktion="Wahlleitung",
        stelle="Wahlleitung",
    ),
)
"""§ 30 KWG LSA since 27.04.2023 with §§ 38a, 39 KWO LSA (VO vom 23.09.2023) and § 62 KVG LSA."""
