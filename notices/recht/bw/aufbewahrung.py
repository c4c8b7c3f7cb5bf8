"""Baden-Württemberg: how long the documents of an election are kept (§ 57 KomWO, §§ 30, 31 KomWG,
§ 55 Abs. 3 Satz 4 KomWO for internet copies of notices)."""

from __future__ import annotations

from datetime import date, timedelta

from dateutil.relativedelta import relativedelta

from notices.model import Wahldaten
from notices.recht.grundlagen import Aufbewahrung, Aufbewahrungsrecht, letzter_wahltag

KLASSEN: dict[str, Aufbewahrung] = {
    a.kennung: a
    for a in (
        Aufbewahrung(
            "dauernd",
            "dauernd aufbewahren",
            "nie",
            "§ 57 Abs. 3 KomWO",
            "Öffentliche Bekanntmachungen und der Fristenkalender enthalten nur, was ohnehin öffentlich "
            "bekannt gemacht wird; § 57 KomWO verlangt für sie keine Vernichtung (Abs. 3: „können“). "
            "Die im Internet veröffentlichte Fassung einer Bekanntmachung ist dagegen nach § 55 Abs. 3 "
            "Satz 4 KomWO zu löschen (siehe internet_loeschen_bis).",
        ),
        Aufbewahrung(
            "unterstuetzung",
            "vernichten, sobald die Gültigkeit der Wahl rechtskräftig feststeht",
            "muss",
            "§ 57 Abs. 2 Satz 1 KomWO; §§ 30, 31 KomWG",
            "Formblätter für Unterstützungsunterschriften und die dazu gespeicherten Daten sind nach der "
            "rechtskräftigen Entscheidung über die Gültigkeit der Wahl zu vernichten bzw. zu löschen.",
        ),
        Aufbewahrung(
            "bewerbung",
            "löschen, sobald die Gültigkeit der Wahl rechtskräftig feststeht",
            "kann",
            "§ 57 Abs. 3 KomWO; Art. 5 Abs. 1 Buchst. e DSGVO; §§ 30, 31 KomWG",
            "Sonstige Wahlunterlagen mit personenbezogenen Daten der Bewerber (Wählbarkeitsbescheinigung, "
            "Versicherungen an Eides statt) können nach der rechtskräftigen Entscheidung über die Gültigkeit "
            "der Wahl vernichtet werden; wegen der Speicherbegrenzung ist das die Voreinstellung. Sind sie "
            "einer Niederschrift des Gemeindewahlausschusses beigefügt, gilt § 57 Abs. 1 KomWO (bis zum "
            "Ablauf der Amtszeit).",
        ),
    )
}
"""Retention classes by key, with their sources (§ 57 KomWO)."""

EINSPRUCHSFRIST = timedelta(weeks=1)
"""§ 31 Abs. 1 Satz 1 KomWG: Einspruch binnen einer Woche nach der Bekanntmachung des Wahlergebnisses."""
PRUEFFRIST_MONATE = 1
"""§ 30 Abs. 1 KomWG: Wahlprüfung binnen eines Monats nach der Bekanntmachung des Wahlergebnisses."""
INTERNET_MONATE = 6
"""§ 55 Abs. 3 Satz 4 KomWO: personal data in internet notices deleted at the latest six months after
the Bekanntmachung des Wahlergebnisses."""


def loeschen_nach(daten: Wahldaten, rechtskraft: date | None = None) -> tuple[date, str]:
    """The day after which documents of a deletable class are due for deletion, and why.

    ``rechtskraft``: the day on which the validity of the election became final (§ 57 Abs. 2 KomWO),
    entered by the office. Without it the default counts from the deciding Wahltag: one week for an
    Einspruch (§ 31 Abs. 1 KomWG) and one month for the Wahlprüfung (§ 30 Abs. 1 KomWG), added one
    after the other; this covers a Bekanntmachung des Wahlergebnisses up to a week after the Wahltag.
    After an Einspruch or a lawsuit the election is valid only when that decision is final: the office
    must then enter the day (``--rechtskraft``).
    """
    if rechtskraft is not None:
        return rechtskraft, "Gültigkeit der Wahl rechtskräftig seit diesem Tag (Angabe des Wahlamts, § 57 KomWO)"
    tag = letzter_wahltag(daten)
    ende = tag + EINSPRUCHSFRIST + relativedelta(months=PRUEFFRIST_MONATE)
    grund = (
        f"Voreinstellung: Wahltag {tag.isoformat()} + 1 Woche Einspruchsfrist (§ 31 Abs. 1 KomWG) + 1 Monat "
        "Wahlprüfung (§ 30 Abs. 1 KomWG); gilt nur, wenn kein Einspruch und keine Klage erhoben wurde – "
        "sonst den Tag der Rechtskraft mit --rechtskraft angeben"
    )
    return ende, grund


def internet_loeschen_bis(daten: Wahldaten) -> date | None:
    """The latest day to remove an internet copy of a public notice (§ 55 Abs. 3 Satz 4 KomWO).

    Counted from the deciding Wahltag (the Bekanntmachung des Wahlergebnisses is not in the data and
    cannot be earlier), so the date is never later than the law allows.
    """
    return letzter_wahltag(daten) + relativedelta(months=INTERNET_MONATE)


AUFBEWAHRUNG = Aufbewahrungsrecht(KLASSEN, loeschen_nach, internet_loeschen_bis, "§ 55 Abs. 3 Satz 4 KomWO")


def nach_muster(name: str) -> Aufbewahrungsrecht:
    """The retention rules of a Land whose own are not on record: Baden-Württemberg's periods as an
    explicit default, every source saying so (used by that Land's package, never implicitly)."""
    hinweis = (
        f"Für {name} sind die Aufbewahrungsvorschriften nicht hinterlegt; Voreinstellung nach dem Muster des "
        "baden-württembergischen Rechts – bitte die Vorschriften des Landes prüfen"
    )
    klassen = {
        k: Aufbewahrung(a.kennung, a.bezeichnung, a.loeschen, f"{hinweis} ({a.vorschrift} BW)", a.begruendung)
        for k, a in KLASSEN.items()
    }

    def loeschen(daten: Wahldaten, rechtskraft: date | None = None) -> tuple[date, str]:
        tag, grund = loeschen_nach(daten, rechtskraft)
        if rechtskraft is not None:
            return tag, grund
        return tag, (
            f"Für {name} sind Einspruchs- und Prüffristen nicht hinterlegt; {grund} (baden-württembergisches "
            "Recht als Muster)"
        )

    return Aufbewahrungsrecht(klassen, loeschen, lambda _daten: None, None)
