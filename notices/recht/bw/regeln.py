"""Baden-Württemberg: Bürgermeisterwahl after § 10, § 10a KomWG, § 20, § 20a KomWO, §§ 45–47 GemO.

Sources (``../shared/law/`` and the README there):

- KomWG § 10 in the wording of 04.05.1997 (``bw-komwg-10-fassung-1997.txt``): a failed first
  ballot is followed by a *Neuwahl* with new applications; support signatures only in
  municipalities over 20 000 inhabitants (§ 10 Abs. 3 a. F.).
- KomWG §§ 10, 10a and KomWO §§ 20, 20a as in force since 01.08.2023: *Stichwahl* between the two
  with most votes; signatures in every municipality, tiers 10/25/50/100/150/250 (§ 10 Abs. 2).
- § 2 Abs. 3 KomWG (the Wahltag), § 45 Abs. 2 GemO (the second ballot on the 2nd to 4th Sunday
  after the first), § 47 Abs. 2 GemO (advertisement at least two months before), § 56 KomWG
  (deadlines do not move).

The rule set is chosen by the Wahltag.
"""

from __future__ import annotations

from datetime import date, time, timedelta
from typing import TYPE_CHECKING

from dateutil.easter import easter

from notices import deutsch
from notices.fehler import Problem
from notices.fristen import beginn_der_einreichungsfrist, feiertag, tag_vor
from notices.recht.bw.pruefung import PRUEFUNG_1997, PRUEFUNG_2023
from notices.recht.grundlagen import Quorum, Rechtsstand, Regel, Stufe, zweiter_bis_vierter_sonntag

if TYPE_CHECKING:
    from notices.model import Person, Wahl

CODE = "BW"

_18_UHR = time(18, 0)
_7_30_UHR = time(7, 30)

_VOR_DER_WAHL = (
    Regel(
        "stellenausschreibung_spaetestens",
        "monate",
        "wahltag",
        "§ 47 Abs. 2 Satz 1 GemO",
        "Öffentliche Ausschreibung der Stelle spätestens",
        n=2,
    ),
    Regel(
        "bekanntmachung_wahl_spaetestens",
        "tage",
        "wahltag",
        "§ 3 Abs. 2 Satz 1 KomWG",
        "Öffentliche Bekanntmachung der Wahl spätestens",
        n=34,
    ),
    Regel(
        "einreichungsfrist_beginn",
        "beginn",
        "stellenausschreibung",
        "§ 10 Abs. 1 Satz 2 KomWG",
        "Beginn der Einreichungsfrist für Bewerbungen",
    ),
    Regel(
        "gleichzeitiger_eingang_bis",
        "gleichzeitig",
        "stellenausschreibung",
        "§ 20 Abs. 1 Satz 2 KomWO",
        "Bis dahin eingegangene Bewerbungen gelten als gleichzeitig eingegangen (Reihenfolge durch Los)",
        uhrzeit=_7_30_UHR,
    ),
    Regel(
        "einreichungsfrist_ende_fruehestens",
        "tage",
        "wahltag",
        "§ 10 Abs. 1 Satz 3 KomWG",
        "Frühestmögliches Ende der Einreichungsfrist (Festsetzung durch den Gemeinderat)",
        n=27,
    ),
    Regel(
        "einreichungsfrist_ende",
        "gesetzt",
        "einreichungsfrist_ende",
        "§ 10 Abs. 1 Satz 3 KomWG, § 20 Abs. 1 Satz 1 KomWO",
        "Ende der Einreichungsfrist (vom Gemeinderat festgesetzt)",
        uhrzeit=_18_UHR,
        festgesetzt_von="vom Gemeinderat",
    ),
)

_ERSTE_WAHL_2023 = (
    *_VOR_DER_WAHL,
    Regel(
        "zulassung_spaetestens",
        "tage",
        "wahltag",
        "§ 10 Abs. 5 Satz 1 KomWG",
        "Sitzung des Gemeindewahlausschusses: Zulassung der Bewerbungen spätestens",
        n=16,
    ),
    Regel(
        "bekanntmachung_spaetestens",
        "tage",
        "wahltag",
        "§ 10 Abs. 6 KomWG",
        "Öffentliche Bekanntmachung der zugelassenen Bewerbungen spätestens",
        n=15,
    ),
    Regel("wahltag", "termin", "wahltag", "§ 2 Abs. 3 KomWG", "Wahltag (erste Wahl)"),
)

_STICHWAHL_2023 = (
    Regel(
        "stichwahl_zustimmung_bis",
        "tage",
        "wahltag",
        "§ 10a Abs. 2 Satz 1 KomWG, § 20a Abs. 2 Satz 1 KomWO",
        "Zustimmung zur Teilnahme an der Stichwahl durch Personen, die sich nicht beworben hatten, spätestens",
        n=-3,
        uhrzeit=_18_UHR,
    ),
    Regel(
        "stichwahl_zulassung_spaetestens",
        "tage",
        "stichwahltag",
        "§ 10a Abs. 3 Satz 1 KomWG",
        "Zulassung der Bewerbungen zur Stichwahl spätestens",
        n=9,
    ),
    Regel(
        "stichwahl_bekanntmachung_spaetestens",
        "tage",
        "stichwahltag",
        "§ 10a Abs. 4 KomWG",
        "Öffentliche Bekanntmachung der Bewerber der Stichwahl spätestens",
        n=8,
    ),
    Regel("stichwahltag", "termin", "stichwahltag", "§ 45 Abs. 2 GemO", "Stichwahl"),
)

_NEUWAHL_1997 = (
    Regel(
        "neuwahl_einreichungsfrist_beginn",
        "werktag_nach",
        "wahltag",
        "§ 10 Abs. 2 Satz 1 KomWG a. F.",
        "Beginn der Einreichungsfrist für neue Bewerbungen zur Neuwahl (erster Werktag nach der ersten Wahl)",
    ),
    Regel(
        "neuwahl_einreichungsfrist_ende_fruehestens",
        "tage",
        "wahltag",
        "§ 10 Abs. 2 Satz 1 KomWG a. F.",
        "Frühestmögliches Ende der Einreichungsfrist zur Neuwahl",
        n=-3,
    ),
    Regel(
        "neuwahl_zulassung_spaetestens",
        "tage",
        "stichwahltag",
        "§ 10 Abs. 5 Satz 1 KomWG a. F.",
        "Zulassung der Bewerbungen zur Neuwahl spätestens",
        n=9,
    ),
    Regel(
        "neuwahl_bekanntmachung_spaetestens",
        "tage",
        "stichwahltag",
        "§ 10 Abs. 6 KomWG a. F.",
        "Öffentliche Bekanntmachung der Bewerbungen zur Neuwahl spätestens",
        n=8,
    ),
    Regel("neuwahltag", "termin", "stichwahltag", "§ 45 Abs. 2 GemO a. F.", "Neuwahl"),
)

ALT = Rechtsstand(
    land=CODE,
    kennung="bw-1997",
    label="Baden-Württemberg, KomWG i. d. F. vom 04.05.1997 (Neuwahl; Wahltage bis 31.07.2023)",
    gilt_ab=date(1997, 5, 4),
    gilt_bis=date(2023, 7, 31),
    quellen=("§ 10 KomWG i. d. F. vom 04.05.1997", "§ 20 KomWO", "§§ 45–47 GemO a. F."),
    regeln=(*_ERSTE_WAHL_2023, *_NEUWAHL_1997),
    einreichungsschluss="einreichungsfrist_ende",
    pruefung=PRUEFUNG_1997,
    quorum_stufen=(Stufe(20_000, 0), Stufe(50_000, 50), Stufe(100_000, 100), Stufe(200_000, 150), Stufe(None, 250)),
    quorum_vorschrift="§ 10 Abs. 3 Satz 1 KomWG a. F.",
    zweiter_wahlgang="neuwahl",
    fristen_verschieben_sich_nicht="§ 56 KomWG",
    reihenfolge="eingang",
    reihenfolge_vorschrift="§ 20 Abs. 6 Satz 3, Abs. 8 Satz 1 KomWO",
)

NEU = Rechtsstand(
    land=CODE,
    kennung="bw-2023",
    label="Baden-Württemberg, KomWG und KomWO i. d. F. ab 01.08.2023 (Stichwahl)",
    gilt_ab=date(2023, 8, 1),
    gilt_bis=None,
    quellen=("§§ 10, 10a KomWG i. d. F. ab 01.08.2023", "§§ 20, 20a KomWO", "§§ 45–47 GemO i. d. F. ab 01.08.2023"),
    regeln=(*_ERSTE_WAHL_2023, *_STICHWAHL_2023),
    einreichungsschluss="einreichungsfrist_ende",
    pruefung=PRUEFUNG_2023,
    quorum_stufen=(
        Stufe(10_000, 10),
        Stufe(20_000, 25),
        Stufe(50_000, 50),
        Stufe(100_000, 100),
        Stufe(200_000, 150),
        Stufe(None, 250),
    ),
    quorum_vorschrift="§ 10 Abs. 2 Satz 1 KomWG",
    zweiter_wahlgang="stichwahl",
    fristen_verschieben_sich_nicht="§ 56 KomWG",
    reihenfolge="eingang",
    reihenfolge_vorschrift="§ 20 Abs. 6 Satz 3, Abs. 8 Satz 1 KomWO",
)

RECHTSSTAENDE: tuple[Rechtsstand, ...] = (ALT, NEU)


def totensonntag(jahr: int) -> date:
    """Totensonntag: the last Sunday before the first Sunday of Advent (20.–26. November)."""
    vierter_advent = date(jahr, 12, 24) - timedelta(days=(date(jahr, 12, 24).weekday() + 1) % 7)
    return vierter_advent - timedelta(weeks=4)


def kein_wahltag(tag: date) -> str | None:
    """Why a day cannot be a Wahltag (§ 2 Abs. 3 KomWG), or None if it can."""
    if tag.weekday() != 6:
        return "ist kein Sonntag"
    ostern = easter(tag.year)
    if tag == ostern:
        return "ist Ostersonntag"
    if tag == ostern + timedelta(days=49):
        return "ist Pfingstsonntag"
    if tag == totensonntag(tag.year):
        return "ist Totensonntag (Totengedenktag)"
    name = feiertag(tag, CODE)
    if name:
        return f"ist ein gesetzlicher Feiertag ({name})"
    return None


def pruefe_termine(wahl: Wahl, rs: Rechtsstand) -> list[Problem]:
    """Check the election's dates against § 2 Abs. 3, § 10 Abs. 1 KomWG and § 45 Abs. 2 GemO."""
    probleme: list[Problem] = []
    d = wahl.wahltag
    grund = kein_wahltag(d)
    if grund:
        probleme.append(
            Problem(
                "wahl.wahltag",
                f"{deutsch.datum_lang(d)} {grund}; Wahltag kann "
                "nur ein Sonntag sein, der weder Oster- noch Pfingstsonntag, "
                "Totengedenktag oder gesetzlicher Feiertag ist (§ 2 Abs. 3 KomWG)",
            )
        )
    s = wahl.stichwahltag
    if s is not None:
        wort = "Stichwahl" if rs.zweiter_wahlgang == "stichwahl" else "Neuwahl"
        vorschrift = "§ 45 Abs. 2 GemO" + ("" if rs.zweiter_wahlgang == "stichwahl" else " a. F.")
        grund = zweiter_bis_vierter_sonntag(d, s, wort, vorschrift)
        if grund:
            probleme.append(Problem("wahl.stichwahltag", grund))
        else:
            grund = kein_wahltag(s)
            if grund:
                probleme.append(
                    Problem(
                        "wahl.stichwahltag",
                        f"{deutsch.datum_lang(s)} {grund}; für die {wort} gilt § 2 Abs. 3 KomWG wie für die erste Wahl",
                    )
                )

    beginn = beginn_der_einreichungsfrist(wahl)
    for schluessel in ("stellenausschreibung", "bekanntmachung_der_wahl"):
        tag = getattr(wahl, schluessel)
        if tag is not None and tag >= d:
            probleme.append(
                Problem(
                    f"wahl.{schluessel}",
                    f"{deutsch.datum_kurz(tag)} liegt nicht vor dem Wahltag ({deutsch.datum_kurz(d)})",
                )
            )
    ende = wahl.einreichungsfrist_ende
    if ende is not None:
        r_frueh, r_zul = rs.regel("einreichungsfrist_ende_fruehestens"), rs.regel("zulassung_spaetestens")
        fruehestens = tag_vor(d, r_frueh.n)
        zulassung = tag_vor(d, r_zul.n)
        if ende < fruehestens:
            probleme.append(
                Problem(
                    "wahl.einreichungsfrist_ende",
                    (
                        f"{deutsch.datum_lang(ende)} liegt vor dem {r_frueh.n}. Tag vor dem Wahltag; das Ende der "
                        f"Einreichungsfrist darf frühestens auf {deutsch.datum_lang(fruehestens)} "
                        f"festgesetzt werden ({r_frueh.vorschrift})"
                    ),
                )
            )
        if ende >= zulassung:
            probleme.append(
                Problem(
                    "wahl.einreichungsfrist_ende",
                    (
                        f"{deutsch.datum_lang(ende)} liegt nicht vor der Zulassung der Bewerbungen, die "
                        f"spätestens am {deutsch.datum_lang(zulassung)} ({r_zul.n}. Tag vor dem Wahltag) "
                        f"beschlossen sein muss ({r_zul.vorschrift})"
                    ),
                )
            )
        if beginn is not None and ende < beginn:
            probleme.append(
                Problem(
                    "wahl.einreichungsfrist_ende",
                    (
                        f"{deutsch.datum_lang(ende)} liegt vor dem Beginn der Einreichungsfrist "
                        f"({deutsch.datum_lang(beginn)}, Tag nach der Stellenausschreibung, "
                        "§ 10 Abs. 1 Satz 2 KomWG)"
                    ),
                )
            )
    return probleme


def quorum(wahl: Wahl, rs: Rechtsstand, amtsinhaber: bool, bewerber: Person | None) -> Quorum:
    """Support signatures by the tiers of § 10 Abs. 2 Satz 1 KomWG (a. F.: Abs. 3); none for the
    Bürgermeister standing for re-election."""
    return rs.quorum(wahl.einwohnerzahl, amtsinhaber)
