"""Nordrhein-Westfalen: how long the documents of an election are kept (§§ 81, 82 KWahlO; § 83 Abs. 6
KWahlO for internet copies of notices). Wording read in the KWahlO version valid 01.11.2020–12.11.2024.

- § 82 Abs. 2: "Formblätter mit Unterstützungsunterschriften für Wahlvorschläge sind nach Ablauf von sechs
  Monaten seit der Wahl zu vernichten, wenn nicht der Wahlleiter mit Rücksicht auf ein schwebendes
  Wahlprüfungsverfahren etwas anderes anordnet oder sie für die Strafverfolgungsbehörde zur Ermittlung
  einer Straftat von Bedeutung sein können."
- § 82 Abs. 3: "Die übrigen Wahlunterlagen können 60 Tage vor der Wahl der neuen Vertretung vernichtet
  werden. Der Wahlleiter kann zulassen, daß die Unterlagen schon früher vernichtet werden …"
- § 83 Abs. 6 Satz 4: personal data in internet copies of the notice of § 75b Abs. 7 "sind spätestens sechs
  Monate nach Bekanntgabe des endgültigen Wahlergebnisses … zu löschen".
"""

from __future__ import annotations

from datetime import date

from dateutil.relativedelta import relativedelta

from notices.model import Wahldaten
from notices.recht.grundlagen import Aufbewahrung, Aufbewahrungsrecht, letzter_wahltag

UNTERSTUETZUNG_MONATE = 6
"""§ 82 Abs. 2 KWahlO: "nach Ablauf von sechs Monaten seit der Wahl"."""
INTERNET_MONATE = 6
"""§ 83 Abs. 6 Satz 4 KWahlO: "spätestens sechs Monate nach Bekanntgabe des endgültigen Wahlergebnisses"."""

KLASSEN: dict[str, Aufbewahrung] = {
    a.kennung: a
    for a in (
        Aufbewahrung(
            "dauernd",
            "dauernd aufbewahren",
            "nie",
            "§ 82 Abs. 3 KWahlO",
            "Öffentliche Bekanntmachungen und der Fristenkalender enthalten nur, was ohnehin öffentlich bekannt "
            "gemacht wird; § 82 KWahlO verlangt für sie keine Vernichtung. Die im Internet veröffentlichte Fassung "
            "einer Bekanntmachung ist dagegen nach § 83 Abs. 6 Satz 4 KWahlO zu löschen (siehe "
            "internet_loeschen_bis).",
        ),
        Aufbewahrung(
            "unterstuetzung",
            "vernichten sechs Monate nach der Wahl",
            "muss",
            "§ 82 Abs. 2 KWahlO; § 81 Abs. 1 KWahlO",
            "Formblätter mit Unterstützungsunterschriften sind nach Ablauf von sechs Monaten seit der Wahl zu "
            "vernichten, wenn nicht der Wahlleiter wegen eines schwebenden Wahlprüfungsverfahrens etwas anderes "
            "anordnet oder sie für die Strafverfolgung von Bedeutung sein können; bis dahin sind sie gegen "
            "Einsichtnahme durch Unbefugte geschützt zu verwahren.",
        ),
        Aufbewahrung(
            "bewerbung",
            "aufbewahren; vernichten frühestens 60 Tage vor der Wahl der neuen Vertretung",
            "nie",
            "§ 82 Abs. 3 KWahlO",
            "Die übrigen Wahlunterlagen (Wahlvorschlag, Zustimmungserklärung, Bescheinigung der Wählbarkeit) können "
            "60 Tage vor der Wahl der neuen Vertretung vernichtet werden, früher nur, wenn der Wahlleiter es "
            "zulässt und sie für kein Wahlprüfungs- oder Strafverfahren von Bedeutung sein können. notices setzt "
            "dafür keinen Termin und löscht sie nicht selbst.",
        ),
    )
}
"""Retention classes by key, with their sources (§ 82 KWahlO)."""


def loeschen_nach(daten: Wahldaten, rechtskraft: date | None = None) -> tuple[date, str]:
    """The day after which the support forms are due for destruction (§ 82 Abs. 2 KWahlO), and why.

    Counted from the deciding ballot (the Stichwahl where one is recorded): six months. Where the office
    enters the day the validity of the election became final after a Wahlprüfung (``rechtskraft``), the
    later of the two applies – the Wahlleiter keeps the forms for a pending Wahlprüfung.
    """
    tag = letzter_wahltag(daten)
    ende = tag + relativedelta(months=UNTERSTUETZUNG_MONATE)
    grund = f"Wahltag {tag.isoformat()} + 6 Monate (§ 82 Abs. 2 KWahlO)"
    if rechtskraft is not None and rechtskraft > ende:
        return rechtskraft, (
            "Gültigkeit der Wahl nach einem Wahlprüfungsverfahren rechtskräftig seit diesem Tag (Angabe des "
            "Wahlamts); bis dahin aufbewahrt (§ 82 Abs. 2 KWahlO)"
        )
    return ende, grund


def internet_loeschen_bis(daten: Wahldaten) -> date | None:
    """The latest day to remove the personal data of an internet copy of the notice (§ 83 Abs. 6 Satz 4
    KWahlO). Counted from the deciding Wahltag (the final result cannot be announced earlier), so the date
    is never later than the law allows."""
    return letzter_wahltag(daten) + relativedelta(months=INTERNET_MONATE)


AUFBEWAHRUNG = Aufbewahrungsrecht(KLASSEN, loeschen_nach, internet_loeschen_bis, "§ 83 Abs. 6 Satz 4 KWahlO")
