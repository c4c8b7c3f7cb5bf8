"""Nordrhein-Westfalen: what the admission check cites and asks for (§§ 15, 17, 18, 46d KWahlG;
§§ 26, 27, 75b KWahlO; § 65 GO NRW).

Checked: filing by the deadline, support signatures (number, details, voting right), the
Zustimmungserklärung (Anlage 12c; a condition of a valid proposal by the end of the filing period,
§ 15 Abs. 3 Satz 5 KWahlG), nationality and the age of 23 on the Wahltag. Not checked, because the
program's list of documents cannot express them (see ``docs/recht-nw.md``): the Bescheinigung der
Wählbarkeit (curable until the admission decision, not only until the end of the period) and, for
proposals of parties and groups only, the Niederschrift über die Aufstellungsversammlung with the
Versicherung an Eides statt (§ 17 Abs. 8 KWahlG) and the declarations of § 15a KWahlG.
"""

from __future__ import annotations

from notices.recht.grundlagen import Pruefvorschriften, Unterlage

ZUSTIMMUNG = Unterlage(
    "zustimmungserklaerung",
    "Zustimmungserklärung (Anlage 12c KWahlO)",
    "Die Zustimmungserklärung des Bewerbers (Anlage 12c KWahlO) mit der Versicherung, für keine andere Wahl zum "
    "Bürgermeister oder Landrat zu kandidieren, fehlt",
    "§ 15 Abs. 3 Satz 4 und 5, § 46d Abs. 2 KWahlG, § 75b Abs. 4 Satz 1 KWahlO",
    None,
    bewerbung="immer",
    stichwahl="immer",
    nachreichbar=False,
)
"""§ 15 Abs. 3 Satz 4 and 5 KWahlG: "In einen Wahlvorschlag darf nur aufgenommen werden, wer seine Zustimmung
schriftlich erteilt hat; die Zustimmung ist unwiderruflich. Die ordnungsgemäße Abgabe der Zustimmungserklärung
bis zum Ablauf der Einreichungsfrist ist Voraussetzung für die Abgabe eines gültigen Wahlvorschlags."""

PRUEFUNG = Pruefvorschriften(
    fristgerecht="§ 15 Abs. 1 Satz 1 KWahlG",
    frist_unheilbar="§ 18 Abs. 3 Satz 2 KWahlG",
    fristbeginn="§ 15 Abs. 1 KWahlG",
    eingangsvermerk="§ 27 Abs. 1 Satz 1 i. V. m. § 75b Abs. 6 KWahlO",
    wahlberechtigt="§ 46d Abs. 1 Satz 3 KWahlG, § 26 Abs. 3 Nr. 3 i. V. m. § 75b Abs. 3 KWahlO",
    formblatt="§ 75b Abs. 3 Satz 2 KWahlO, Anlage 14c",
    angaben="§ 26 Abs. 3 Nr. 2 i. V. m. § 75b Abs. 3 Satz 1 KWahlO",
    mehrfach="§ 26 Abs. 3 Nr. 4 i. V. m. § 75b Abs. 3 Satz 1 KWahlO",
    unterschriften_fehlen="§ 46d Abs. 1 Satz 3 i. V. m. § 15 Abs. 2 KWahlG, § 18 Abs. 3 Satz 2 KWahlG",
    unterschriften_unverschuldet="§ 15 Abs. 2 KWahlG (Nachweis der Wahlberechtigung)",
    unverschuldet="§ 15 Abs. 2 KWahlG",
    unterlagen="§ 75b Abs. 4 i. V. m. § 26 Abs. 4 KWahlO",
    heilung="§ 18 Abs. 1 und 2 KWahlG, § 27 Abs. 1 KWahlO",
    wahlbar="§ 65 Abs. 2 GO NRW",
    lebensalter="§ 65 Abs. 2 Satz 1 GO NRW (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB)",
    mindestalter=23,
    altersgrenzen=None,
    altershinweis=None,
    zurueckweisung="§ 18 Abs. 3 Satz 2 KWahlG",
    stichwahl=None,  # the two with most votes (§ 46c Abs. 2 KWahlG); no consent of persons who did not apply
    wahlorgan_ausschluss=None,  # not on record (docs/recht-nw.md): the check does not compare names
    unterzeichner_ausschluss=None,
    doktorgrad=None,
    entscheidung="der Wahlausschuss (§ 18 Abs. 3 KWahlG)",
    mehrfach_ungueltig=False,  # only the later signatures are void; which came first is not in the data
    wahlrechtsnachweise_nachreichbar=True,  # § 15 Abs. 2 KWahlG: "es sei denn, der Nachweis kann … nicht rechtzeitig"
    unterlagen_liste=(ZUSTIMMUNG,),
    land_hinweis=(
        "Für Nordrhein-Westfalen prüft notices Frist, Zahl und Angaben der Unterstützungsunterschriften, die "
        "Zustimmungserklärung, die Staatsangehörigkeit und das Mindestalter von 23 Jahren (§ 65 Abs. 2 GO NRW). "
        "Hat jemand mehrere Wahlvorschläge unterzeichnet, ist seine Unterschrift auf allen weiteren ungültig; "
        "gültig ist die zuerst bei der Gemeinde zur Bescheinigung des Wahlrechts vorgelegte (§ 26 Abs. 3 Nr. 4 "
        "KWahlO) – das wird hier nur gemeldet. Nicht geprüft werden: die Bescheinigung der Wählbarkeit "
        "(Anlage 13b; bis zur Entscheidung über die Zulassung behebbar), bei Wahlvorschlägen von Parteien und "
        "Wählergruppen die Niederschrift über die Aufstellungsversammlung mit der Versicherung an Eides statt "
        "(Anlagen 9c, 10c; § 17 Abs. 8 KWahlG, bis zum Ablauf der Einreichungsfrist) und die Erklärungen nach "
        "§ 15a KWahlG, sowie dass Unterschriften für Wahlvorschläge von Parteien und Wählergruppen erst nach der "
        "Aufstellung des Bewerbers geleistet werden dürfen (§ 26 Abs. 3 Nr. 5 KWahlO)."
    ),
    schutz_der_listen="§ 81 Abs. 1 und 3 KWahlO",
    pruefung="§ 18 Abs. 1 KWahlG, § 27 Abs. 1 i. V. m. § 75b Abs. 6 KWahlO",
    pruefbericht_quellen=(
        "§ 15 Abs. 1 bis 3, § 18, § 46d KWahlG; § 26 Abs. 3 und 4, § 27, § 75b KWahlO; § 65 Abs. 2 GO NRW."
    ),
    maengelschreiben=None,  # the request to cure goes to the Vertrauensperson (§ 18 Abs. 1 Satz 2 KWahlG)
)
"""The check under every version on record (the citations did not change with the day numbers)."""
