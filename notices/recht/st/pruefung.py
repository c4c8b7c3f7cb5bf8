"""Sachsen-Anhalt: what the admission check cites (§ 30 KWG LSA). The documents to attach and the rule
on supporting several applicants (§ 21 Abs. 9 KWG LSA, KWO LSA) are not on record: not checked."""

from __future__ import annotations

from notices.recht.grundlagen import Pruefvorschriften

PRUEFUNG = Pruefvorschriften(
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
        "Für Sachsen-Anhalt prüft notices Frist, Zahl und Gültigkeit der Unterstützungsunterschriften "
        "(§ 30 Abs. 1, 3 KWG LSA) und die Staatsangehörigkeit. Ob jemand mehrere Bewerbungen unterstützen darf "
        "und welche Unterlagen beizufügen sind, regeln § 21 Abs. 9 KWG LSA und die KWO LSA, deren Wortlaut hier "
        "nicht hinterlegt ist: Mehrfachunterzeichnungen werden nur gemeldet, Unterlagen und Alter nicht geprüft."
    ),
    schutz_der_listen=None,
    pruefung="§ 30 Abs. 5 KWG LSA",
    pruefbericht_quellen="§ 30 Abs. 1, 3 und 5 KWG LSA; § 21 Abs. 9 KWG LSA.",
    wahlorgan_ausschluss="§ 9 Abs. 2 und 3, § 13 Abs. 2 KWG LSA",
    unterzeichner_ausschluss="§ 9 Abs. 2 KWG LSA",
    doktorgrad=None,
    maengelschreiben=None,
)
"""§ 30 KWG LSA in every version on record (the check's citations did not change with the deadlines)."""
