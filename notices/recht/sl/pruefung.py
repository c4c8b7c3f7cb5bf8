"""Saarland: what the admission check cites (§§ 22, 23, 76 KWG). The documents to attach and the rule on
supporting several proposals (KWO) are not on record: not checked."""

from __future__ import annotations

from notices.recht.grundlagen import Pruefvorschriften

PRUEFUNG = Pruefvorschriften(
    fristgerecht="§ 23 Satz 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    frist_unheilbar="§ 23 Satz 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    fristbeginn="§ 23 KWG",
    eingangsvermerk="§ 23 KWG",
    wahlberechtigt="§ 22 Abs. 2 KWG",
    formblatt="§ 22 Abs. 2 KWG",
    angaben="§ 22 Abs. 2 KWG",
    mehrfach="§ 22 Abs. 2 KWG",
    unterschriften_fehlen="§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    unterschriften_unverschuldet="§ 22 Abs. 2 KWG",
    unverschuldet="§ 22 Abs. 2 KWG",
    unterlagen="§ 76 KWG",
    heilung="§ 76 KWG",
    wahlbar="§ 76 KWG",
    lebensalter="§ 76 KWG",
    mindestalter=None,
    altersgrenzen=None,
    altershinweis=None,
    zurueckweisung="§ 76 KWG",
    stichwahl=None,  # the two with most votes (§ 74 KWG); no consent of persons who did not apply
    entscheidung="der Gemeindewahlausschuss (§ 76 KWG)",
    mehrfach_ungueltig=False,
    wahlrechtsnachweise_nachreichbar=False,
    unterlagen_liste=(),
    land_hinweis=(
        "Für das Saarland prüft notices Frist und Zahl der Unterstützungen (§ 22 Abs. 2, § 23, § 76 KWG) und die "
        "Staatsangehörigkeit. Ob jemand mehrere Wahlvorschläge unterstützen darf und welche Unterlagen beizufügen "
        "sind, ist hier nicht hinterlegt: Mehrfachunterstützungen werden nur gemeldet, Unterlagen und Alter nicht "
        "geprüft."
    ),
    schutz_der_listen=None,
    pruefung="§ 76 KWG",
    pruefbericht_quellen="§ 22 Abs. 2, § 23, § 76 KWG.",
    wahlorgan_ausschluss=None,  # not on record (docs/recht.md)
    unterzeichner_ausschluss=None,
    doktorgrad=None,
    maengelschreiben=None,
)
"""§§ 22, 23, 76 KWG (Saarland) as in force since 22.01.2019."""
