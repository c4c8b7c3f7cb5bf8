"""Sachsen-Anhalt: Bürgermeister-, Ortsvorsteher- und Landratswahl after § 30, § 30a KWG LSA.

Sources (``../shared/law/st-kwg-30.txt``, the README there, and ``docs/recht-st-sl-recherche.md``):

- ``st-alt``: § 30 KWG LSA in the version of 2014 to 26.04.2023: the period starts the day after the
  Stellenausschreibung; the Vertretung sets its end between the 27th and the 20th day before the
  Wahltag (Abs. 1); quorum 1 % of those entitled to vote, at most 100, "Zahlenbruchteile bleiben außer
  Betracht" (Abs. 2); admission by the Wahlausschuss (Abs. 5) by the 17th day, notice (Abs. 6) by the
  15th day – day numbers of the older text, not read in this version; Stichwahl: admission by the 9th,
  notice by the 8th day (§ 30a Abs. 2 a. F., read).
- ``st-2023``: the seed text, in force 27.04.2023: filing by the 69th day before the election,
  18 Uhr (§ 30 Abs. 1); admission by the 58th day, a complaint decided by the 52nd day (Abs. 5);
  notice "unverzüglich", alphabetical (Abs. 6); quorum 1 % of those entitled to vote at the last
  general council election, at most 100 (Abs. 3).
- ``st-2024``: as ``st-2023`` with the 68th day (Gesetz vom 25.10.2023, GVBl. LSA S. 590, made for
  the elections of 2024: the 69th day before 09.06.2024 was Easter Monday).

Deadlines do not move for weekends or holidays (§ 68a Abs. 1 KWG LSA). The Stichwahl is held on the
2nd to 4th Sunday after the election (§ 30a Abs. 3 KWG LSA). The version is chosen by the Wahltag;
the transitional rule of § 156 Abs. 4 KVG LSA (elections before 01.01.2024 whose date was already
published keep the old rules) is served by ``[wahl] rechtsstand = "st-alt"`` in the data file.
"""

from __future__ import annotations

from datetime import date, time
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.fristen import beginn_der_einreichungsfrist, tag_vor
from notices.recht.grundlagen import Quorum, Rechtsstand, Regel, zweiter_bis_vierter_sonntag
from notices.recht.ordnung import alphabetisch, stichwahl_nach_stimmen
from notices.recht.st.pruefung import PRUEFUNG, PRUEFUNG_ALT

if TYPE_CHECKING:
    from notices.model import Bewerber, Person, Wahl, Wahldaten

CODE = "ST"

_18_UHR = time(18, 0)
_FRISTEN = "§ 68a Abs. 1 KWG LSA"


def _neu(kennung: str, tag: int, label: str, gilt_ab: date, gilt_bis: date | None, quelle: str) -> Rechtsstand:
    return Rechtsstand(
        land=CODE,
        kennung=kennung,
        label=label,
        gilt_ab=gilt_ab,
        gilt_bis=gilt_bis,
        quellen=(quelle, "§ 30a KWG LSA", "§ 6 Abs. 2 KWG LSA", "§ 68a KWG LSA"),
        regeln=(
            Regel(
                "bekanntmachung_wahl_spaetestens",
                "tage",
                "wahltag",
                "§ 6 Abs. 2 KWG LSA",
                "Öffentliche Bekanntmachung der Wahl und des Tages einer etwaigen Stichwahl durch den Wahlleiter "
                "spätestens",
                n=120,
            ),
            Regel(
                "einreichung_bis",
                "tage",
                "wahltag",
                "§ 30 Abs. 1 KWG LSA",
                "Einreichung der Bewerbungen beim Wahlleiter spätestens (schriftlich); Rücknahme bis zur Zulassung",
                n=tag,
                uhrzeit=_18_UHR,
            ),
            Regel(
                "zulassung_spaetestens",
                "tage",
                "wahltag",
                "§ 30 Abs. 5 Satz 1 KWG LSA",
                "Sitzung des Wahlausschusses: Zulassung der Bewerbungen spätestens",
                n=58,
            ),
            Regel(
                "beschwerde_entscheidung_spaetestens",
                "tage",
                "wahltag",
                "§ 30 Abs. 5 Satz 5 KWG LSA",
                "Entscheidung über Beschwerden zurückgewiesener Bewerber spätestens (Beschwerde binnen "
                "drei Tagen nach Bekanntgabe der Zurückweisung, § 30 Abs. 5 Satz 4)",
                n=52,
            ),
            Regel("wahltag", "termin", "wahltag", "§ 30 KWG LSA", "Wahltag"),
            Regel("stichwahltag", "termin", "stichwahltag", "§ 30a Abs. 3 KWG LSA", "Stichwahl"),
        ),
        einreichungsschluss="einreichung_bis",
        pruefung=PRUEFUNG,
        quorum_vorschrift="§ 30 Abs. 3 Satz 1 KWG LSA i. V. m. § 21 Abs. 9 KWG LSA",
        quorum_prozent=1.0,
        quorum_hoechstens=100,
        quorum_bruchteile="abrunden",
        zweiter_wahlgang="stichwahl",
        fristen_verschieben_sich_nicht=_FRISTEN,
        reihenfolge="alphabetisch",
        reihenfolge_vorschrift="§ 30 Abs. 6 KWG LSA",
    )


ALT = Rechtsstand(
    land=CODE,
    kennung="st-alt",
    label="Sachsen-Anhalt, § 30 KWG LSA vor dem Gesetz vom 21.04.2023 (Einreichungsfrist nach Stellenausschreibung)",
    gilt_ab=date(2014, 1, 1),
    gilt_bis=date(2023, 4, 26),
    quellen=("§ 30 KWG LSA a. F.", "§ 68a KWG LSA"),
    regeln=(
        Regel(
            "einreichungsfrist_beginn",
            "beginn",
            "stellenausschreibung",
            "§ 30 Abs. 1 Satz 2 KWG LSA a. F.",
            "Beginn der Einreichungsfrist (Tag nach der Stellenausschreibung)",
        ),
        Regel(
            "einreichungsfrist_ende_fruehestens",
            "tage",
            "wahltag",
            "§ 30 Abs. 1 Satz 3 KWG LSA a. F.",
            "Frühestmögliches Ende der Einreichungsfrist (Festsetzung durch die Vertretung)",
            n=27,
        ),
        Regel(
            "einreichungsfrist_ende_spaetestens",
            "tage",
            "wahltag",
            "§ 30 Abs. 1 Satz 4 KWG LSA a. F.",
            "Spätestmögliches Ende der Einreichungsfrist",
            n=20,
        ),
        Regel(
            "einreichungsfrist_ende",
            "gesetzt",
            "einreichungsfrist_ende",
            "§ 30 Abs. 1 KWG LSA a. F.",
            "Ende der Einreichungsfrist (von der Vertretung festgesetzt)",
            uhrzeit=_18_UHR,
            festgesetzt_von="von der Vertretung",
        ),
        Regel(
            "zulassung_spaetestens",
            "tage",
            "wahltag",
            "§ 30 Abs. 5 KWG LSA a. F.",
            "Sitzung des Wahlausschusses: Zulassung der Bewerbungen spätestens",
            n=17,
        ),
        Regel(
            "bekanntmachung_spaetestens",
            "tage",
            "wahltag",
            "§ 30 Abs. 6 KWG LSA a. F.",
            "Öffentliche Bekanntmachung der zugelassenen Bewerbungen spätestens",
            n=15,
        ),
        Regel("wahltag", "termin", "wahltag", "§ 30 KWG LSA a. F.", "Wahltag"),
        Regel(
            "stichwahl_zulassung_spaetestens",
            "tage",
            "stichwahltag",
            "§ 30a Abs. 2 Satz 1 KWG LSA a. F.",
            "Zulassung der Bewerbungen zur Stichwahl spätestens",
            n=9,
        ),
        Regel(
            "stichwahl_bekanntmachung_spaetestens",
            "tage",
            "stichwahltag",
            "§ 30a Abs. 2 Satz 2 KWG LSA a. F.",
            "Öffentliche Bekanntmachung der Bewerber der Stichwahl spätestens",
            n=8,
        ),
        Regel("stichwahltag", "termin", "stichwahltag", "§ 30a Abs. 3 KWG LSA", "Stichwahl"),
    ),
    einreichungsschluss="einreichungsfrist_ende",
    pruefung=PRUEFUNG_ALT,
    quorum_vorschrift="§ 30 Abs. 2 KWG LSA a. F.",
    quorum_prozent=1.0,
    quorum_hoechstens=100,
    quorum_bruchteile="abrunden",
    zweiter_wahlgang="stichwahl",
    fristen_verschieben_sich_nicht=_FRISTEN,
    reihenfolge="alphabetisch",
    reihenfolge_vorschrift="§ 30 Abs. 6 KWG LSA a. F.",
)

FASSUNG_2023 = _neu(
    "st-2023",
    69,
    "Sachsen-Anhalt, § 30 KWG LSA i. d. F. des Gesetzes vom 21.04.2023 (69. Tag)",
    date(2023, 4, 27),
    date(2023, 12, 31),
    "§ 30 KWG LSA i. d. F. vom 21.04.2023 (GVBl. LSA S. 209)",
)
FASSUNG_2024 = _neu(
    "st-2024",
    68,
    "Sachsen-Anhalt, § 30 KWG LSA i. d. F. des Gesetzes vom 25.10.2023 (68. Tag)",
    date(2024, 1, 1),
    None,
    "§ 30 KWG LSA i. d. F. vom 25.10.2023 (GVBl. LSA S. 590)",
)

RECHTSSTAENDE: tuple[Rechtsstand, ...] = (ALT, FASSUNG_2023, FASSUNG_2024)


def pruefe_termine(wahl: Wahl, rs: Rechtsstand) -> list[Problem]:
    """Stichwahl on the 2nd to 4th Sunday after the election (§ 30a Abs. 3 KWG LSA); under the old
    version the set end of the period between the 27th and 20th day before (§ 30 Abs. 1 a. F.)."""
    probleme: list[Problem] = []
    d, s = wahl.wahltag, wahl.stichwahltag
    grund = zweiter_bis_vierter_sonntag(d, s, "Stichwahl", "§ 30a Abs. 3 KWG LSA") if s is not None else None
    if grund:
        probleme.append(Problem("wahl.stichwahltag", grund))
    ende = wahl.einreichungsfrist_ende
    if rs is ALT and ende is not None:
        frueh = rs.regel("einreichungsfrist_ende_fruehestens").n
        spaet = rs.regel("einreichungsfrist_ende_spaetestens").n
        if not tag_vor(d, frueh) <= ende <= tag_vor(d, spaet):
            probleme.append(
                Problem(
                    "wahl.einreichungsfrist_ende",
                    (
                        f"{deutsch.datum_lang(ende)} liegt nicht zwischen dem {frueh}. und dem {spaet}. Tag vor dem "
                        f"Wahltag ({deutsch.datum_kurz(tag_vor(d, frueh))} bis "
                        f"{deutsch.datum_kurz(tag_vor(d, spaet))}, § 30 Abs. 1 KWG LSA a. F.)"
                    ),
                )
            )
        beginn = beginn_der_einreichungsfrist(wahl)
        if beginn is not None and ende < beginn:
            probleme.append(
                Problem(
                    "wahl.einreichungsfrist_ende",
                    (
                        f"{deutsch.datum_lang(ende)} liegt vor dem Beginn der Einreichungsfrist "
                        f"({deutsch.datum_lang(beginn)})"
                    ),
                )
            )
    return probleme


def quorum(wahl: Wahl, rs: Rechtsstand, amtsinhaber: bool, bewerber: Person | None) -> Quorum:
    """§ 30 Abs. 3 KWG LSA: 1 % of those entitled to vote at the last general council election, at
    most 100; none for Ortsvorsteher, incumbents, candidates of a party or Wählergruppe to which
    § 21 Abs. 10 applies (with a § 24 declaration), and joint candidates where it applies to one."""
    v = rs.quorum_vorschrift
    if wahl.amt == "Ortsvorsteher":
        return Quorum(
            0,
            "§ 30 Abs. 3 Satz 2 KWG LSA",
            "Bewerbungen zum Ortsvorsteher brauchen keine Unterstützungsunterschriften.",
        )
    if amtsinhaber:
        return Quorum(
            0,
            "§ 30 Abs. 3 Satz 3 KWG LSA",
            "Der Amtsinhaber, der sich erneut bewirbt, braucht keine Unterstützungsunterschriften.",
        )
    if bewerber is not None and getattr(bewerber, "partei_befreit", False):
        traeger = getattr(bewerber, "wahlvorschlagstraeger", None)
        if traeger and getattr(bewerber, "unterstuetzungserklaerung", False):
            gemeinsam = isinstance(traeger, list) and len(traeger) > 1
            return Quorum(
                0,
                "§ 30 Abs. 3 Satz 5 KWG LSA" if gemeinsam else "§ 30 Abs. 3 Satz 4 KWG LSA",
                "Bewerber einer Partei oder Wählergruppe, für die § 21 Abs. 10 KWG LSA zutrifft, mit "
                "Unterstützungserklärung nach § 24 KWG LSA: keine Unterstützungsunterschriften.",
            )
    basis = wahl.wahlberechtigte_letzte_wahl
    if basis is None:
        raise Eingabefehler(
            [
                Problem(
                    "wahl.wahlberechtigte_letzte_wahl",
                    (
                        "fehlt; in Sachsen-Anhalt richtet sich die Zahl der Unterstützungsunterschriften nach den "
                        f"Wahlberechtigten der letzten allgemeinen Neuwahl der Vertretung ({v})"
                    ),
                )
            ]
        )
    return anteil(basis, rs, v)


def anteil(basis: int, rs: Rechtsstand, vorschrift: str) -> Quorum:
    """``quorum_prozent`` of ``basis``, fractions as the version says, capped at ``quorum_hoechstens``."""
    assert rs.quorum_prozent is not None and rs.quorum_hoechstens is not None
    zaehler = round(basis * rs.quorum_prozent * 100)  # exact in hundredths of a per cent
    ganz, rest = divmod(zaehler, 10_000)
    anzahl = ganz + (1 if rest and rs.quorum_bruchteile == "aufrunden" else 0)
    anzahl = min(anzahl, rs.quorum_hoechstens)
    text = (
        f"{deutsch.zahl(rs.quorum_prozent)} % von {deutsch.zahl(basis)} Wahlberechtigten = "
        f"{deutsch.zahl(zaehler / 10_000, stellen=2)}"
    )
    bruch = "Bruchteile bleiben außer Betracht" if rs.quorum_bruchteile == "abrunden" else "aufgerundet"
    text += f" ({bruch}), höchstens {rs.quorum_hoechstens}: {anzahl} Unterstützungsunterschriften."
    return Quorum(anzahl, vorschrift, text)


def stichwahl(daten: Wahldaten, rs: Rechtsstand) -> list[Bewerber]:
    """The two applicants with the most votes (§ 30a Abs. 1 KWG LSA), by their votes: the notice states
    them (§ 30a Abs. 2 KWG LSA); elected with more than half of the valid votes, no Stichwahl (§ 30 Abs. 8)."""
    if rs is ALT:  # the admitted applications, alphabetical, without votes (§ 30a Abs. 2 Satz 2 a. F.)
        return alphabetisch(
            stichwahl_nach_stimmen(daten, "§ 30a Abs. 1 Satz 1 KWG LSA a. F.", "§ 30 Abs. 8 KWG LSA", None)
        )
    return stichwahl_nach_stimmen(daten, "§ 30a Abs. 1 Satz 1 KWG LSA", "§ 30 Abs. 8 KWG LSA", "§ 30a Abs. 2 KWG LSA")
