"""Saarland: Bürgermeisterwahl after § 76 KWG (Kommunalwahlgesetz), with §§ 22, 23, 74 KWG.

Sources and readings: ``docs/recht-st-sl.md``. KWG in the Neubekanntmachung of 22.01.2019 (Amtsbl. I S.
127), last amended 12.07.2023; KWO of 12.02.2019 (Amtsbl. I S. 171), last amended 27.09.2023:

- proposals by a party or Wählergruppe (one each, one candidate) or by an Einzelbewerber
  (§ 76 Abs. 1, 2), due by the 66th day before the election, 18 Uhr (§ 23 with § 76 Abs. 1 Satz 4);
- order: proposals of parties and groups represented in the Gemeinderat by their votes at the last
  council election, then the others alphabetically by the candidate's name; notice by the 48th day
  (§ 76 Abs. 3); no valid proposal: notice by the 46th day that the election does not take place
  (§ 76 Abs. 4);
- support signatures (§ 22 Abs. 2, by § 76 Abs. 1 Satz 4): three times the number of Gemeinderat
  seats for a proposal of a party or group without a seat in the Gemeinderat or Landtag (parties in
  the Bundestag exempt) and for Einzelbewerber; not for the incumbent standing as Einzelbewerber
  (§ 76 Abs. 2 Satz 4);
- Stichwahl 14 days after the first ballot (§ 74 Abs. 4).

No rule that deadlines stay put on a weekend or holiday was found in the KWG; the calendar shows
them unmoved (the safe reading: nobody files late by relying on a move) and says so.
"""

from __future__ import annotations

from datetime import date, time, timedelta
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.recht.grundlagen import Quorum, Rechtsstand, Regel
from notices.recht.ordnung import stichwahl_nach_stimmen
from notices.recht.sl.pruefung import PRUEFUNG, PRUEFUNG_2008

if TYPE_CHECKING:
    from notices.model import Bewerber, Person, Wahl, Wahldaten

CODE = "SL"

STICHWAHL_NACH_TAGEN = 14
"""§ 74 Abs. 4 KWG: "Stichwahlen finden 14 Tage nach der ersten Wahl statt"."""


def _regeln(kwg: str) -> tuple[Regel, ...]:
    return (
        Regel(
            "einreichung_bis",
            "tage",
            "wahltag",
            f"§ 23 Satz 2 i. V. m. § 76 Abs. 1 Satz 4 {kwg}",
            "Einreichung der Wahlvorschläge bei der Gemeindewahlleitung spätestens (schriftlich)",
            n=66,
            uhrzeit=time(18, 0),
        ),
        Regel(
            "unterstuetzung_bis",
            "tage",
            "wahltag",
            "§ 17 Abs. 1 Satz 1, Abs. 5 KWO",
            "Eintragung in die Unterstützungsverzeichnisse möglich bis (ab dem Tag nach der Einreichung des "
            "Wahlvorschlags; an den vier letzten Samstagen davor von 9 bis 12 Uhr)",
            n=66,
            uhrzeit=time(18, 0),
        ),
        Regel(
            "bekanntmachung_keine_wahl_spaetestens",
            "tage",
            "wahltag",
            f"§ 76 Abs. 4 Satz 1 {kwg}",
            "Falls kein gültiger Wahlvorschlag eingereicht wurde: Bekanntmachung, dass die Wahl nicht "
            "stattfindet, spätestens",
            n=46,
        ),
        Regel(
            "bekanntmachung_spaetestens",
            "tage",
            "wahltag",
            f"§ 76 Abs. 3 Satz 3 {kwg}",
            "Öffentliche Bekanntmachung der zugelassenen Wahlvorschläge spätestens",
            n=48,
        ),
        Regel("wahltag", "termin", "wahltag", f"§ 74 Abs. 2 {kwg}", "Wahltag"),
        Regel(
            "stichwahltag", "termin", "stichwahltag", f"§ 74 Abs. 4 {kwg}", "Stichwahl (14 Tage nach der ersten Wahl)"
        ),
    )


AKTUELL = Rechtsstand(
    land=CODE,
    kennung="sl-2019",
    label="Saarland, KWG i. d. F. der Bekanntmachung vom 22.01.2019 und KWO vom 12.02.2019 (Wahlen ab 2019)",
    gilt_ab=date(2019, 1, 2),
    gilt_bis=None,
    quellen=("§ 76 KWG", "§ 22 Abs. 2 KWG", "§ 23 KWG", "§ 74 KWG", "§ 27 KWG", "§§ 17, 104 KWO"),
    regeln=_regeln("KWG"),
    einreichungsschluss="einreichung_bis",
    pruefung=PRUEFUNG,
    quorum_vorschrift="§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    quorum_faktor_sitze=3,
    zweiter_wahlgang="stichwahl",
    fristen_verschieben_sich_nicht=None,
    reihenfolge="stimmen_dann_alphabetisch",
    reihenfolge_vorschrift="§ 76 Abs. 3 Satz 1 und 2 KWG",
)
"""The KWO as amended by the Verordnung vom 06.02.2019 (Amtsbl. I S. 78), applied "erstmals auf die nach
dem 1. Januar 2019 stattfindenden Kommunalwahlen" (its Art. 2 Abs. 2)."""

FASSUNG_2008 = Rechtsstand(
    land=CODE,
    kennung="sl-2008",
    label="Saarland, KWG i. d. F. vom 09.11.2008 und KWO i. d. F. vom 29.11.2008 (Wahlen bis 2018)",
    gilt_ab=date(2008, 12, 12),
    gilt_bis=date(2019, 1, 1),
    quellen=("§ 76 KWG a. F.", "§ 22 Abs. 2 KWG a. F.", "§ 23 KWG a. F.", "§ 74 KWG a. F.", "§§ 17, 104 KWO a. F."),
    regeln=_regeln("KWG"),
    einreichungsschluss="einreichung_bis",
    pruefung=PRUEFUNG_2008,
    quorum_vorschrift="§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    quorum_faktor_sitze=3,
    zweiter_wahlgang="stichwahl",
    fristen_verschieben_sich_nicht=None,
    reihenfolge="stimmen_dann_alphabetisch",
    reihenfolge_vorschrift="§ 76 Abs. 3 Satz 1 und 2 KWG",
)
"""The KWG of 09.11.2008 and the KWO with the Anlagen as renumbered on 12.12.2008 (Verordnung vom
29.11.2008): the same deadlines (Nalbach 2019 cites the 66th day under it), § 17 Abs. 4 KWO in the wording
"auf allen Wahlvorschlägen ungültig"."""

RECHTSSTAENDE: tuple[Rechtsstand, ...] = (FASSUNG_2008, AKTUELL)


def pruefe_termine(wahl: Wahl, rs: Rechtsstand) -> list[Problem]:
    """The Stichwahl is held 14 days after the first ballot (§ 74 Abs. 4 KWG)."""
    s = wahl.stichwahltag
    if s is not None and s != wahl.wahltag + timedelta(days=STICHWAHL_NACH_TAGEN):
        soll = wahl.wahltag + timedelta(days=STICHWAHL_NACH_TAGEN)
        return [
            Problem(
                "wahl.stichwahltag",
                (
                    f"{deutsch.datum_lang(s)} ist nicht der Tag der Stichwahl; sie findet 14 Tage nach der ersten Wahl "
                    f"statt, also am {deutsch.datum_lang(soll)} (§ 74 Abs. 4 KWG)"
                ),
            )
        ]
    return []


def ist_im_gemeinderat_vertreten(wahl: Wahl, traeger: str | None) -> bool:
    """Whether the proposing party or group is among those with votes at the last council election."""
    return traeger is not None and traeger in wahl.stimmen_letzte_gemeinderatswahl


def quorum(wahl: Wahl, rs: Rechtsstand, amtsinhaber: bool, bewerber: Person | None) -> Quorum:
    """§ 22 Abs. 2 KWG for mayoral proposals: three times the Gemeinderat seats, with the exemptions."""
    traeger = getattr(bewerber, "wahlvorschlagstraeger", None) if bewerber is not None else None
    if isinstance(traeger, list):
        traeger = traeger[0] if len(traeger) == 1 else None
    if amtsinhaber and not traeger:
        return Quorum(
            0,
            "§ 76 Abs. 2 Satz 4 KWG",
            "Die bisherige Bürgermeisterin oder der bisherige "
            "Bürgermeister als Einzelbewerber braucht keine Unterstützungsunterschriften.",
        )
    if ist_im_gemeinderat_vertreten(wahl, traeger):
        return Quorum(
            0,
            rs.quorum_vorschrift,
            f"Wahlvorschlag der im Gemeinderat vertretenen {traeger}: keine Unterstützungsunterschriften.",
        )
    if bewerber is not None and traeger and getattr(bewerber, "partei_befreit", False):
        return Quorum(
            0,
            rs.quorum_vorschrift,
            f"Wahlvorschlag von {traeger} (im Landtag vertreten oder seit der "
            "letzten Wahl ununterbrochen im Bundestag): keine Unterstützungsunterschriften.",
        )
    sitze = wahl.gemeinderatssitze
    if sitze is None:
        raise Eingabefehler(
            [
                Problem(
                    "wahl.gemeinderatssitze",
                    (
                        "fehlt; im Saarland richtet sich die Zahl der Unterstützungsunterschriften nach der Zahl der "
                        f"Gemeinderatsmitglieder ({rs.quorum_vorschrift})"
                    ),
                )
            ]
        )
    assert rs.quorum_faktor_sitze is not None
    anzahl = rs.quorum_faktor_sitze * sitze
    return Quorum(
        anzahl,
        rs.quorum_vorschrift,
        f"{rs.quorum_faktor_sitze} × {sitze} Gemeinderatsmitglieder: {anzahl} Unterstützungsunterschriften.",
    )


def stichwahl(daten: Wahldaten, rs: Rechtsstand) -> list[Bewerber]:
    """The two with the most votes, by their votes: the notice states them (§ 79 Abs. 1 Satz 1 KWG); elected
    with more than half of the valid votes, no Stichwahl (§ 72 Abs. 2 Satz 2 KWG)."""
    return stichwahl_nach_stimmen(daten, "§ 79 Abs. 1 Satz 1 KWG", "§ 72 Abs. 2 Satz 2 KWG", "§ 79 Abs. 1 Satz 1 KWG")
