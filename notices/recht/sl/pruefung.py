"""Saarland: what the admission check cites and asks for (§§ 22, 23, 24, 27, 76 KWG; §§ 17, 23, 104 KWO;
§ 54 KSVG).

- Support is given in person at the Gemeinde, in an Unterstützungsverzeichnis laid out for the proposal from
  the day after it was filed until the 66th day before the election, 18 Uhr (§ 17 Abs. 1 KWO); the entry
  carries Vor- und Familienname, Wohnort und Wohnung (§ 17 Abs. 3 Satz 2 KWO). Someone who signed several
  proposals: the signature is void "auf allen weiteren Wahlvorschlägen" (§ 17 Abs. 4 KWO in the 2019
  consolidation, ``sl-2019``) – in the wording published before, "auf allen Wahlvorschlägen" (``sl-2008``).
- Documents: for a proposal of a party or Wählergruppe the written consent with the Versicherung (Anlage 13,
  § 104 Abs. 3 KWO, § 24 Abs. 4 KWG) and the Niederschrift of the nominating meeting (§ 76 Abs. 1 Satz 3
  KWG); both are conditions of a valid proposal (§ 27 Abs. 2 Satz 2 Nr. 5, 6 KWG): missing at the end of the
  period, they cannot be cured. An Einzelbewerber's proposal (Anlage 11b) contains consent and Versicherung.
- The Gemeindewahlleiter checks the proposals on receipt and tells the Vertrauensperson the defects
  (§ 27 Abs. 1 KWG); eligibility: § 54 KSVG (25 on the Wahltag; not 65 at the start of the term).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from notices.recht.grundlagen import Adressat, Maengeltexte, Pruefvorschriften, Unterlage

if TYPE_CHECKING:
    from notices.model import Person

UNTERLAGEN = (
    Unterlage(
        "zustimmungserklaerung",
        "Zustimmungserklärung mit Versicherung (Anlage 13 KWO)",
        "Die schriftliche Zustimmung der Bewerberin oder des Bewerbers zur Benennung mit der Versicherung, jederzeit "
        "für die freiheitliche demokratische Grundordnung einzutreten (Anlage 13 KWO), fehlt",
        "§ 24 Abs. 4, § 27 Abs. 2 Satz 2 Nr. 5 KWG, § 104 Abs. 3 KWO",
        None,
        bewerbung="wahlvorschlagstraeger",
        stichwahl="wahlvorschlagstraeger",
        nachreichbar=False,
    ),
    Unterlage(
        "niederschrift",
        "Niederschrift über die Mitglieder- oder Vertreterversammlung",
        "Die Niederschrift über die Wahl der Bewerberin oder des Bewerbers in geheimer Abstimmung in der Mitglieder- "
        "oder Vertreterversammlung fehlt",
        "§ 76 Abs. 1 Satz 3, § 27 Abs. 2 Satz 2 Nr. 6 KWG",
        None,
        bewerbung="wahlvorschlagstraeger",
        stichwahl="wahlvorschlagstraeger",
        nachreichbar=False,
    ),
)
"""The documents of a proposal of a party or Wählergruppe (§ 104 Abs. 3 KWO, § 76 Abs. 1 Satz 3 KWG)."""


def _vertrauensperson(p: Person) -> Adressat:
    """§ 27 Abs. 1 Satz 2 KWG: the defects are told the Vertrauensperson of the proposal; it is not in the data,
    so the letter names the proposal (an Einzelbewerber's bears the Familienname, § 76 Abs. 2 Satz 2 KWG)."""
    t = getattr(p, "wahlvorschlagstraeger", None)
    name = " / ".join(t) if isinstance(t, list) else (t or p.familienname)
    return Adressat(
        zeilen=("An die Vertrauensperson", f"des Wahlvorschlags „{name}“", f"(Bewerbung von {p.name})"),
        anrede="Guten Tag,",
        gegenstand=f"Wahlvorschlag „{name}“",
        genitiv=f"des Wahlvorschlags „{name}“",
    )


_GEMEINSAM = dict(
    fristgerecht="§ 23 Satz 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    frist_unheilbar="§ 23 Satz 2, § 27 Abs. 2 Satz 2 Nr. 1 KWG",
    fristbeginn="§ 23 KWG",
    eingangsvermerk="§ 23 Satz 2 KWG",
    wahlberechtigt="§ 22 Abs. 2 KWG, § 17 Abs. 3 Satz 1 KWO",
    formblatt="§ 17 Abs. 1 und 2 KWO",
    angaben="§ 17 Abs. 3 Satz 2 KWO",
    mehrfach="§ 17 Abs. 4 KWO",
    unterschriften_fehlen="§ 27 Abs. 2 Satz 2 Nr. 3 KWG",
    unterschriften_unverschuldet="§ 27 Abs. 2 KWG",
    unverschuldet="§ 27 Abs. 2 KWG",
    unterlagen="§ 104 Abs. 2 und 3 KWO, § 76 Abs. 1 KWG",
    heilung="§ 27 KWG",
    wahlbar="§ 54 KSVG",
    lebensalter="§ 54 KSVG",
    mindestalter=25,
    altersgrenzen=(25, 64),
    altershinweis=(
        "Zur Bürgermeisterin oder zum Bürgermeister kann nicht gewählt werden, wer am Tag des Beginns der Amtszeit "
        "das 65. Lebensjahr vollendet hat; der Beginn der Amtszeit ergibt sich nicht aus den Daten"
    ),
    zurueckweisung="§ 27 Abs. 2 KWG",
    stichwahl=None,  # the two with most votes (§ 79 KWG); no consent of persons who did not apply
    entscheidung="der Gemeindewahlausschuss (§ 23 Abs. 2 KWO)",
    mehrfach_ungueltig=False,
    wahlrechtsnachweise_nachreichbar=False,
    unterlagen_liste=UNTERLAGEN,
    schutz_der_listen="§ 62a Abs. 1 KWO",
    pruefung="§ 27 Abs. 1 KWG",
    pruefbericht_quellen="§§ 22, 23, 24, 27, 76 KWG; §§ 17, 23, 104 KWO; § 54 KSVG.",
    pflichtangaben=("Familienname", "Vorname", "Anschrift"),
    unterstuetzung_ab_einreichung="§ 17 Abs. 1 Satz 1 KWO",
    wahlorgan_ausschluss=None,  # not on record (docs/recht.md)
    unterzeichner_ausschluss=None,
    doktorgrad=None,
)

_MAENGEL = Maengeltexte(
    mitteilung="§ 27 Abs. 1 Satz 2 KWG",
    feststellung="§ 27 Abs. 1 KWG",
    rechtslage=(
        "Nach Ablauf der Einreichungsfrist können nur noch Mängel gültiger Wahlvorschläge behoben werden. Ein gültiger "
        "Wahlvorschlag liegt unter anderem nicht vor, wenn Form oder Frist des § 23 KWG nicht gewahrt sind, die nach "
        "§ 22 Abs. 2 KWG erforderlichen gültigen Unterschriften fehlen, die Zustimmungserklärung fehlt oder die "
        "Niederschrift über die Aufstellung der Bewerberin oder des Bewerbers fehlt (§ 27 Abs. 2 KWG). Behebbare "
        "Mängel müssen vor der Entscheidung des Gemeindewahlausschusses über die Zulassung behoben sein."
    ),
    quellen="§ 22 Abs. 2, §§ 23, 24, 27, 76 KWG; §§ 17, 104 KWO.",
    absender="Die Gemeindewahlleitung",
    funktion="Gemeindewahlleitung",
    stelle="Gemeindewahlleitung",
    adressat=_vertrauensperson,
    andere_unterschrift="hat für diese Wahl auch einen anderen Wahlvorschlag unterzeichnet",
    unterzeichner_nennen=False,  # § 62a Abs. 3 KWO; the entries stay with the Gemeinde (§ 17 Abs. 2 Satz 2 KWO)
)

PRUEFUNG = Pruefvorschriften(
    **_GEMEINSAM,  # type: ignore[arg-type]
    land_hinweis=(
        "Eine Wählbarkeitsbescheinigung und eine Erklärung von Unionsbürgern verlangt § 104 KWO nach dem vorliegenden "
        "Wortlaut (Abs. 2 und 3) nicht; die übrigen Absätze liegen nicht vor und werden nicht geprüft."
    ),
    maengelschreiben=_MAENGEL,
    mehrfach_regel="erste_gilt",
)
"""KWG and KWO as consolidated in 2019 (KWO § 17 Abs. 4: "auf allen weiteren Wahlvorschlägen ungültig")."""

PRUEFUNG_2008 = replace(
    PRUEFUNG,
    mehrfach_regel="alle_ungueltig",
    land_hinweis=(
        "§ 17 Abs. 4 KWO wird in dem vor 2019 veröffentlichten Wortlaut angewandt: Wer mehrere Wahlvorschläge "
        "unterzeichnet hat, dessen Unterschrift ist auf allen Wahlvorschlägen ungültig. Seit wann der Wortlaut „auf "
        "allen weiteren Wahlvorschlägen“ gilt, ist nicht belegt (angenommen: für Wahlen ab 2019); bitte für diesen "
        "Wahltag prüfen. Eine Wählbarkeitsbescheinigung und eine Erklärung von Unionsbürgern werden nicht geprüft."
    ),
)
"""KWG i. d. F. vom 09.11.2008 and KWO i. d. F. of the Verordnung vom 29.11.2008 (``sl-2008``)."""
