"""What a clerk reads, word for word: the date checks, the quorum's reasons, the order's messages.

Other tests check that a message comes and names the right field; these tables pin the whole sentence
with its dates and citations, so that a changed day, a dropped citation or a garbled word is noticed
(the mutants mutmut left alive, see docs/mutation.md). Each row cites the rule the sentence applies.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any

import pytest

from notices import recht, reihenfolge
from notices.dienste import validiere
from notices.fehler import Eingabefehler
from notices.model import Bewerber, Wahl
from notices.recht import quoren
from notices.recht.bw.haken import los_entschied
from notices.recht.fristenrechnung import einreichungsschluss
from notices.recht.grundlagen import Landesrecht, Rechtsstand
from tests.conftest import bewerber, wahl


def st(kennung: str) -> Rechtsstand:
    """A version of Sachsen-Anhalt's law as declared."""
    return next(rs for rs in recht.land("ST").rechtsstaende if rs.kennung == kennung)


_WAHLTAG_BW = (
    "Wahltag kann nur ein Sonntag sein, der weder Oster- noch Pfingstsonntag, Totengedenktag oder gesetzlicher "
    "Feiertag ist (§ 2 Abs. 3 KomWG)"
)

TERMINE = [
    # (rule, election, [(path, sentence)])
    (
        "§ 2 Abs. 3 KomWG: a Saturday",
        wahl("BW", wahltag=date(2027, 3, 13)),
        [
            (
                "wahl.wahltag",
                f"Samstag, 13. März 2027 ist kein Sonntag; {_WAHLTAG_BW}",
            )
        ],
    ),
    (
        "§ 2 Abs. 3 KomWG: Easter Sunday",
        wahl("BW", wahltag=date(2027, 3, 28)),
        [("wahl.wahltag", f"Sonntag, 28. März 2027 ist Ostersonntag; {_WAHLTAG_BW}")],
    ),
    (
        "§ 2 Abs. 3 KomWG: Whit Sunday",
        wahl("BW", wahltag=date(2027, 5, 16)),
        [("wahl.wahltag", f"Sonntag, 16. Mai 2027 ist Pfingstsonntag; {_WAHLTAG_BW}")],
    ),
    (
        "§ 2 Abs. 3 KomWG: Totensonntag",
        wahl("BW", wahltag=date(2026, 11, 22)),
        [("wahl.wahltag", f"Sonntag, 22. November 2026 ist Totensonntag (Totengedenktag); {_WAHLTAG_BW}")],
    ),
    (
        "§ 2 Abs. 3 KomWG: a Sunday that is a holiday",
        wahl("BW", wahltag=date(2026, 11, 1)),
        [("wahl.wahltag", f"Sonntag, 1. November 2026 ist ein gesetzlicher Feiertag (Allerheiligen); {_WAHLTAG_BW}")],
    ),
    (
        "§ 45 Abs. 2 GemO: the Stichwahl on the 1st Sunday after",
        wahl("BW", wahltag=date(2027, 3, 14), stichwahltag=date(2027, 3, 21)),
        [
            (
                "wahl.stichwahltag",
                "Sonntag, 21. März 2027 ist nicht der zweite, dritte oder vierte Sonntag nach dem Wahltag "
                "(14.03.2027); die Stichwahl findet frühestens am 28.03.2027 und spätestens am 11.04.2027 statt "
                "(§ 45 Abs. 2 GemO)",
            )
        ],
    ),
    (
        "§ 45 Abs. 2 GemO with § 2 Abs. 3 KomWG: the Stichwahl on Easter Sunday",
        wahl("BW", wahltag=date(2027, 3, 14), stichwahltag=date(2027, 3, 28)),
        [
            (
                "wahl.stichwahltag",
                "Sonntag, 28. März 2027 ist Ostersonntag; für die Stichwahl gilt § 2 Abs. 3 KomWG wie für die erste Wahl",
            )
        ],
    ),
    (
        "§ 45 Abs. 2 GemO a. F.: the Neuwahl on the 1st Sunday after",
        wahl("BW", wahltag=date(2023, 7, 9), stichwahltag=date(2023, 7, 16)),
        [
            (
                "wahl.stichwahltag",
                "Sonntag, 16. Juli 2023 ist nicht der zweite, dritte oder vierte Sonntag nach dem Wahltag "
                "(09.07.2023); die Neuwahl findet frühestens am 23.07.2023 und spätestens am 06.08.2023 statt "
                "(§ 45 Abs. 2 GemO a. F.)",
            )
        ],
    ),
    (
        "§ 45 Abs. 2 GemO a. F. with § 2 Abs. 3 KomWG: the Neuwahl on Easter Sunday",
        wahl("BW", wahltag=date(2023, 3, 26), stichwahltag=date(2023, 4, 9)),
        [
            (
                "wahl.stichwahltag",
                "Sonntag, 9. April 2023 ist Ostersonntag; für die Neuwahl gilt § 2 Abs. 3 KomWG wie für die erste Wahl",
            )
        ],
    ),
    (
        "§ 10 Abs. 1 Satz 2 KomWG: advertisement and notice not before the Wahltag (on it counts too)",
        wahl(
            "BW",
            wahltag=date(2027, 3, 14),
            stellenausschreibung=date(2027, 3, 14),
            bekanntmachung_der_wahl=date(2027, 3, 15),
        ),
        [
            ("wahl.stellenausschreibung", "14.03.2027 liegt nicht vor dem Wahltag (14.03.2027)"),
            ("wahl.bekanntmachung_der_wahl", "15.03.2027 liegt nicht vor dem Wahltag (14.03.2027)"),
        ],
    ),
    (
        "§ 10 Abs. 1 Satz 3 KomWG: the 28th day is too early",
        wahl(
            "BW",
            wahltag=date(2027, 3, 14),
            stellenausschreibung=date(2026, 12, 18),
            einreichungsfrist_ende=date(2027, 2, 14),
        ),
        [
            (
                "wahl.einreichungsfrist_ende",
                "Sonntag, 14. Februar 2027 liegt vor dem 27. Tag vor dem Wahltag; das Ende der Einreichungsfrist darf "
                "frühestens auf Montag, 15. Februar 2027 festgesetzt werden (§ 10 Abs. 1 Satz 3 KomWG)",
            )
        ],
    ),
    (
        "§ 10 Abs. 5 Satz 1 KomWG: the end on the day of the admission itself",
        wahl(
            "BW",
            wahltag=date(2027, 3, 14),
            stellenausschreibung=date(2026, 12, 18),
            einreichungsfrist_ende=date(2027, 2, 26),
        ),
        [
            (
                "wahl.einreichungsfrist_ende",
                "Freitag, 26. Februar 2027 liegt nicht vor der Zulassung der Bewerbungen, die spätestens am Freitag, "
                "26. Februar 2027 (16. Tag vor dem Wahltag) beschlossen sein muss (§ 10 Abs. 5 Satz 1 KomWG)",
            )
        ],
    ),
    (
        "§ 10 Abs. 1 Satz 2 KomWG: the end before the first day of the period",
        wahl(
            "BW",
            wahltag=date(2027, 3, 14),
            stellenausschreibung=date(2027, 2, 20),
            einreichungsfrist_ende=date(2027, 2, 20),
        ),
        [
            (
                "wahl.einreichungsfrist_ende",
                "Samstag, 20. Februar 2027 liegt vor dem Beginn der Einreichungsfrist (Sonntag, 21. Februar 2027, "
                "Tag nach der Stellenausschreibung, § 10 Abs. 1 Satz 2 KomWG)",
            )
        ],
    ),
    (
        "§ 10 Abs. 1 Satz 2 KomWG: the end on the first day of the period is allowed",
        wahl(
            "BW",
            wahltag=date(2027, 3, 14),
            stellenausschreibung=date(2027, 2, 14),
            einreichungsfrist_ende=date(2027, 2, 15),
        ),
        [],
    ),
    (
        "§ 30a Abs. 3 KWG LSA: the Stichwahl on the 1st Sunday after",
        wahl("ST", wahltag=date(2027, 6, 6), stichwahltag=date(2027, 6, 13)),
        [
            (
                "wahl.stichwahltag",
                "Sonntag, 13. Juni 2027 ist nicht der zweite, dritte oder vierte Sonntag nach dem Wahltag "
                "(06.06.2027); die Stichwahl findet frühestens am 20.06.2027 und spätestens am 04.07.2027 statt "
                "(§ 30a Abs. 3 KWG LSA)",
            )
        ],
    ),
    (
        "§ 30 Abs. 1 KWG LSA a. F.: the end outside the 27th to 20th day and before the period",
        wahl(
            "ST",
            wahltag=date(2022, 9, 11),
            stellenausschreibung=date(2022, 8, 20),
            einreichungsfrist_ende=date(2022, 8, 14),
        ),
        [
            (
                "wahl.einreichungsfrist_ende",
                "Sonntag, 14. August 2022 liegt nicht zwischen dem 27. und dem 20. Tag vor dem Wahltag "
                "(15.08.2022 bis 22.08.2022, § 30 Abs. 1 KWG LSA a. F.)",
            ),
            (
                "wahl.einreichungsfrist_ende",
                "Sonntag, 14. August 2022 liegt vor dem Beginn der Einreichungsfrist (Sonntag, 21. August 2022)",
            ),
        ],
    ),
    (
        "§ 30 Abs. 1 KWG LSA a. F.: the 27th day itself and the first day of the period are allowed",
        wahl(
            "ST",
            wahltag=date(2022, 9, 11),
            stellenausschreibung=date(2022, 8, 14),
            einreichungsfrist_ende=date(2022, 8, 15),
        ),
        [],
    ),
    (
        "§ 30 Abs. 1 KWG LSA i. d. F. 2023: no end set by the Vertretung, none checked",
        wahl("ST", wahltag=date(2024, 6, 9), einreichungsfrist_ende=date(2024, 6, 1)),
        [],
    ),
    (
        "§ 74 Abs. 4 KWG: the Stichwahl 14 days after",
        wahl("SL", wahltag=date(2027, 6, 13), stichwahltag=date(2027, 6, 20)),
        [
            (
                "wahl.stichwahltag",
                "Sonntag, 20. Juni 2027 ist nicht der Tag der Stichwahl; sie findet 14 Tage nach der ersten Wahl "
                "statt, also am Sonntag, 27. Juni 2027 (§ 74 Abs. 4 KWG)",
            )
        ],
    ),
    (
        "office: only where the Land elects it so",
        wahl("BW", amt="Landrat", wahltag=date(2027, 3, 14)),
        [("wahl.amt", "„Landrat“ wird nur im Saarland und in Sachsen-Anhalt nach diesem Verfahren gewählt")],
    ),
    (
        "office: unknown everywhere",
        wahl("BW", amt="Kaiser", wahltag=date(2027, 3, 14)),
        [("wahl.amt", "„Kaiser“ ist nicht zulässig; erlaubt: Bürgermeister, Oberbürgermeister")],
    ),
]


@pytest.mark.parametrize(("regel", "w", "erwartet"), TERMINE, ids=[f"termine-{i}" for i in range(len(TERMINE))])
def test_terminpruefung_wortlaut(regel: str, w: Wahl, erwartet: list[tuple[str, str]]) -> None:
    assert [(p.pfad, p.text) for p in recht.pruefe_wahl(w)] == erwartet, regel


def test_zweiter_bis_vierter_sonntag() -> None:
    """BW § 45 Abs. 2 GemO, ST § 30a Abs. 3 KWG LSA: the 14th, 21st and 28th day after, nothing else (a
    Wahltag whose Sundays after it are no holidays: in BW the Stichwahl is no Easter Sunday either)."""
    d = date(2027, 6, 13)
    for land in ("BW", "ST"):
        erlaubt = [
            n
            for n in range(0, 40)
            if not any(
                p.pfad == "wahl.stichwahltag"
                for p in recht.pruefe_wahl(wahl(land, wahltag=d, stichwahltag=date.fromordinal(d.toordinal() + n)))
            )
        ]
        assert erlaubt == [14, 21, 28], land


def test_spaete_stellenausschreibung_wortlaut() -> None:
    """§ 47 Abs. 2 Satz 1 GemO: the advertisement two months before the Wahltag at the latest."""
    w = wahl("BW", wahltag=date(2027, 3, 14), stellenausschreibung=date(2027, 1, 20))
    assert recht.hinweise(w) == [
        "Die Stelle wurde am 20.01.2027 ausgeschrieben, nach dem 14.01.2027; sie ist spätestens 2 Monate vor dem "
        "Wahltag auszuschreiben (§ 47 Abs. 2 Satz 1 GemO)."
    ]


# --- Quorum: the number and the reason given ---------------------------------------------------------

QUORUM = [
    # (rule, election, applicant or None, incumbent flag, number, citation, reason)
    (
        "§ 10 Abs. 2 Satz 1 KomWG: up to 10 000",
        wahl("BW", wahltag=date(2027, 3, 14), einwohnerzahl=10_000),
        None,
        False,
        10,
        "§ 10 Abs. 2 Satz 1 KomWG",
        "Gemeinde bis zu 10.000 Einwohnern: 10 Unterstützungsunterschriften.",
    ),
    (
        "§ 10 Abs. 2 Satz 1 KomWG: over 200 000",
        wahl("BW", wahltag=date(2027, 3, 14), einwohnerzahl=200_001),
        None,
        False,
        250,
        "§ 10 Abs. 2 Satz 1 KomWG",
        "Gemeinde über 200.000 Einwohnern: 250 Unterstützungsunterschriften.",
    ),
    (
        '§ 10 Abs. 3 Satz 1 KomWG a. F.: "in Gemeinden über 200.000 Einwohnern von 250"',
        wahl("BW", wahltag=date(2019, 3, 17), einwohnerzahl=640_000),
        None,
        False,
        250,
        "§ 10 Abs. 3 Satz 1 KomWG a. F.",
        "Gemeinde über 200.000 Einwohnern: 250 Unterstützungsunterschriften.",
    ),
    (
        "§ 10 Abs. 3 Satz 1 KomWG a. F.: none up to 20 000",
        wahl("BW", wahltag=date(2019, 3, 17), einwohnerzahl=20_000),
        None,
        False,
        0,
        "§ 10 Abs. 3 Satz 1 KomWG a. F.",
        "Gemeinde bis zu 20.000 Einwohnern: keine Unterstützungsunterschriften erforderlich.",
    ),
    (
        "§ 10 Abs. 2 Satz 1 KomWG: the mayor standing again",
        wahl("BW", wahltag=date(2027, 3, 14), einwohnerzahl=300_000),
        None,
        True,
        0,
        "§ 10 Abs. 2 Satz 1 KomWG",
        "Der Bürgermeister, der sich um seine Wiederwahl bewirbt, braucht keine Unterstützungsunterschriften.",
    ),
    (
        "§ 10 Abs. 2 Satz 1 KomWG: the incumbent flag of the applicant counts",
        wahl("BW", wahltag=date(2027, 3, 14), einwohnerzahl=300_000),
        bewerber(amtsinhaber=True),
        False,
        0,
        "§ 10 Abs. 2 Satz 1 KomWG",
        "Der Bürgermeister, der sich um seine Wiederwahl bewirbt, braucht keine Unterstützungsunterschriften.",
    ),
    (
        "§ 30 Abs. 3 Satz 1 KWG LSA: 1 %, fractions dropped",
        wahl("ST", wahltag=date(2024, 6, 9), wahlberechtigte_letzte_wahl=8120),
        bewerber(),
        False,
        81,
        "§ 30 Abs. 3 Satz 1 KWG LSA i. V. m. § 21 Abs. 9 KWG LSA",
        "1 % von 8.120 Wahlberechtigten = 81,20 (Bruchteile bleiben außer Betracht), höchstens 100: "
        "81 Unterstützungsunterschriften.",
    ),
    (
        "§ 30 Abs. 3 Satz 1 KWG LSA: at most 100",
        wahl("ST", wahltag=date(2024, 6, 9), wahlberechtigte_letzte_wahl=1_234_567),
        bewerber(),
        False,
        100,
        "§ 30 Abs. 3 Satz 1 KWG LSA i. V. m. § 21 Abs. 9 KWG LSA",
        "1 % von 1.234.567 Wahlberechtigten = 12.345,67 (Bruchteile bleiben außer Betracht), höchstens 100: "
        "100 Unterstützungsunterschriften.",
    ),
    (
        "§ 30 Abs. 3 Satz 2 KWG LSA: Ortsvorsteher",
        wahl("ST", amt="Ortsvorsteher", wahltag=date(2024, 6, 9), wahlberechtigte_letzte_wahl=8120),
        bewerber(),
        False,
        0,
        "§ 30 Abs. 3 Satz 2 KWG LSA",
        "Bewerbungen zum Ortsvorsteher brauchen keine Unterstützungsunterschriften.",
    ),
    (
        "§ 30 Abs. 3 Satz 3 KWG LSA: the incumbent",
        wahl("ST", wahltag=date(2024, 6, 9), wahlberechtigte_letzte_wahl=8120),
        bewerber(amtsinhaber=True),
        False,
        0,
        "§ 30 Abs. 3 Satz 3 KWG LSA",
        "Der Amtsinhaber, der sich erneut bewirbt, braucht keine Unterstützungsunterschriften.",
    ),
    (
        "§ 30 Abs. 3 Satz 4 KWG LSA: a party to which § 21 Abs. 10 applies, with a § 24 declaration",
        wahl("ST", wahltag=date(2024, 6, 9), wahlberechtigte_letzte_wahl=8120),
        bewerber(wahlvorschlagstraeger=["CDU"], partei_befreit=True, unterstuetzungserklaerung=True),
        False,
        0,
        "§ 30 Abs. 3 Satz 4 KWG LSA",
        "Bewerber einer Partei oder Wählergruppe, für die § 21 Abs. 10 KWG LSA zutrifft, mit "
        "Unterstützungserklärung nach § 24 KWG LSA: keine Unterstützungsunterschriften.",
    ),
    (
        "§ 22 Abs. 2 KWG (SL): three times the seats",
        wahl("SL", wahltag=date(2024, 6, 9), gemeinderatssitze=27),
        bewerber(),
        False,
        81,
        "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
        "3 × 27 Gemeinderatsmitglieder: 81 Unterstützungsunterschriften.",
    ),
    (
        "§ 76 Abs. 2 Satz 4 KWG: the incumbent as Einzelbewerber",
        wahl("SL", wahltag=date(2024, 6, 9), gemeinderatssitze=27),
        bewerber(amtsinhaber=True),
        False,
        0,
        "§ 76 Abs. 2 Satz 4 KWG",
        "Die bisherige Bürgermeisterin oder der bisherige Bürgermeister als Einzelbewerber braucht keine "
        "Unterstützungsunterschriften.",
    ),
    (
        "§ 22 Abs. 2 KWG: a party in the Gemeinderat, named alone in a list",
        wahl("SL", wahltag=date(2024, 6, 9), gemeinderatssitze=27, stimmen_letzte_gemeinderatswahl={"SPD": 4120}),
        bewerber(wahlvorschlagstraeger=["SPD"]),
        False,
        0,
        "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
        "Wahlvorschlag der im Gemeinderat vertretenen Partei oder Wählergruppe „SPD“: keine Unterstützungsunterschriften.",
    ),
    (
        "§ 22 Abs. 2 KWG: two proposers are not one party in the Gemeinderat",
        wahl(
            "SL",
            wahltag=date(2024, 6, 9),
            gemeinderatssitze=27,
            stimmen_letzte_gemeinderatswahl={"SPD": 4120, "CDU": 3980},
        ),
        bewerber(wahlvorschlagstraeger=["SPD", "CDU"]),
        False,
        81,
        "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
        "3 × 27 Gemeinderatsmitglieder: 81 Unterstützungsunterschriften.",
    ),
    (
        "§ 22 Abs. 2 KWG: a party in the Landtag or Bundestag",
        wahl("SL", wahltag=date(2024, 6, 9), gemeinderatssitze=27),
        bewerber(wahlvorschlagstraeger="Partei X", partei_befreit=True),
        False,
        0,
        "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
        "Wahlvorschlag der Partei „Partei X“ (im Landtag vertreten oder seit der letzten Wahl ununterbrochen im "
        "Bundestag): keine Unterstützungsunterschriften.",
    ),
    (
        "§ 22 Abs. 2 KWG: exempt only with a proposing party",
        wahl("SL", wahltag=date(2024, 6, 9), gemeinderatssitze=27),
        bewerber(partei_befreit=True),
        False,
        81,
        "§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
        "3 × 27 Gemeinderatsmitglieder: 81 Unterstützungsunterschriften.",
    ),
]


@pytest.mark.parametrize(
    ("regel", "w", "b", "amtsinhaber", "anzahl", "vorschrift", "begruendung"),
    QUORUM,
    ids=[f"quorum-{i}" for i in range(len(QUORUM))],
)
def test_quorum_wortlaut(
    regel: str, w: Wahl, b: Bewerber | None, amtsinhaber: bool, anzahl: int, vorschrift: str, begruendung: str
) -> None:
    q = recht.quorum(w, amtsinhaber=amtsinhaber, bewerber=b)
    assert (q.anzahl, q.vorschrift, q.begruendung) == (anzahl, vorschrift, begruendung), regel


@pytest.mark.parametrize(
    ("w", "pfad", "text"),
    [
        (
            wahl("ST", wahltag=date(2024, 6, 9)),
            "wahl.wahlberechtigte_letzte_wahl",
            "fehlt; in Sachsen-Anhalt richtet sich die Zahl der Unterstützungsunterschriften nach den "
            "Wahlberechtigten der letzten allgemeinen Neuwahl der Vertretung "
            "(§ 30 Abs. 3 Satz 1 KWG LSA i. V. m. § 21 Abs. 9 KWG LSA)",
        ),
        (
            wahl("SL", wahltag=date(2024, 6, 9)),
            "wahl.gemeinderatssitze",
            "fehlt; im Saarland richtet sich die Zahl der Unterstützungsunterschriften nach der Zahl der "
            "Gemeinderatsmitglieder (§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG)",
        ),
    ],
)
def test_quorum_ohne_grundlage(w: Wahl, pfad: str, text: str) -> None:
    with pytest.raises(Eingabefehler) as info:
        recht.quorum(w, bewerber=bewerber())
    assert [(p.pfad, p.text) for p in info.value.probleme] == [(pfad, text)]


@pytest.mark.parametrize(
    ("aenderung", "anzahl", "text"),
    [
        # A version that rounds fractions up and a share other than 1 % – the arithmetic holds for them too.
        (
            {"bruchteile": "aufrunden"},
            82,
            "1 % von 8.120 Wahlberechtigten = 81,20 (aufgerundet), höchstens 100: 82 Unterstützungsunterschriften.",
        ),
        (
            {"prozent": 2.0, "hoechstens": 500},
            162,
            "2 % von 8.120 Wahlberechtigten = 162,40 (Bruchteile bleiben außer Betracht), höchstens 500: "
            "162 Unterstützungsunterschriften.",
        ),
        (
            {"bruchteile": "aufrunden", "prozent": 2.0},
            100,
            "2 % von 8.120 Wahlberechtigten = 162,40 (aufgerundet), höchstens 100: 100 Unterstützungsunterschriften.",
        ),
        pytest.param(
            {"prozent": 0.5},
            40,
            "0,5 % von 8.120 Wahlberechtigten = 40,60 (Bruchteile bleiben außer Betracht), höchstens 100: "
            "40 Unterstützungsunterschriften.",
        ),
    ],
)
def test_quorum_anteil(aenderung: dict[str, Any], anzahl: int, text: str) -> None:
    """§ 30 Abs. 3 Satz 1 KWG LSA computes a share of those entitled to vote; the function is general."""
    q = quoren.anteil(8120, st("st-2024").quorum.model_copy(update=aenderung))
    assert (q.anzahl, q.begruendung) == (anzahl, text)


# --- The order's messages ---------------------------------------------------------------------------


def _person(pid: str, eingang: str | None = None, los: int | None = None, **mehr: Any) -> dict[str, Any]:
    p: dict[str, Any] = {
        "id": pid,
        "familienname": pid.capitalize(),
        "vornamen": "Alex",
        "beruf": "Verwaltungswirt",
        "geburtsdatum": date(1980, 1, 1),
        "anschrift": {"strasse": "Hauptstraße 1", "plz": "70999", "ort": "Musterhausen"},
        "zugelassen": True,
        **mehr,
    }
    if eingang is not None:
        p["eingang"] = datetime.fromisoformat(eingang)
    if los is not None:
        p["los"] = los
    return p


WAHL_BW = {  # advertised Fri 18.12.2026: first day Sat 19.12., simultaneous until Mon 21.12. 07:30
    "land": "BW",
    "gemeinde": "Musterhausen",
    "einwohnerzahl": 18450,
    "wahltag": date(2027, 3, 14),
    "stichwahltag": date(2027, 4, 4),
    "stellenausschreibung": date(2026, 12, 18),
    "einreichungsfrist_ende": date(2027, 2, 15),
}


def _daten(wahl: dict[str, Any], *bewerber: dict[str, Any], **rest: Any):
    return validiere({"wahl": dict(wahl), "bewerber": list(bewerber), **rest})


def _fehler(aufruf, daten) -> list[tuple[str, str]]:
    with pytest.raises(Eingabefehler) as info:
        aufruf(daten)
    return [(p.pfad, p.text) for p in info.value.probleme]


def test_bw_ohne_eingang_wortlaut() -> None:
    """§ 20 Abs. 6 Satz 3, Abs. 8 Satz 1 KomWO: the order of receipt; § 20 Abs. 4 Satz 1: its record."""
    d = _daten(WAHL_BW, _person("ohne"), _person("a", "2027-01-05T10:00"))
    assert _fehler(reihenfolge.erste_wahl, d) == [
        (
            "bewerber[1].eingang",
            "fehlt bei Alex Ohne; die zugelassenen Bewerbungen werden in der Reihenfolge ihres Eingangs bekannt "
            "gemacht (§ 20 Abs. 6 Satz 3, Abs. 8 Satz 1 KomWO), bitte Tag und Uhrzeit des Eingangs eintragen "
            "(§ 20 Abs. 4 Satz 1 KomWO)",
        )
    ]


def test_bw_eine_bewerbung_braucht_keinen_eingang() -> None:
    """A single admitted application needs no order, so no time of receipt either."""
    d = _daten(WAHL_BW, _person("einzig"), _person("ab", "2027-01-05T10:00", zugelassen=False))
    assert [b.id for b in reihenfolge.erste_wahl(d)] == ["einzig"]


def test_bw_verspaetet_wortlaut() -> None:
    """§ 20 Abs. 1 Satz 1, Abs. 5 Satz 2 Nr. 1 KomWO: filed after 18 Uhr on the last day."""
    d = _daten(WAHL_BW, _person("spaet", "2027-02-15T18:00:01"), _person("a", "2027-01-05T10:00"))
    assert _fehler(reihenfolge.erste_wahl, d) == [
        (
            "bewerber[1].zugelassen",
            "Alex Spaet ist als zugelassen eingetragen, die Bewerbung ist aber am 15.02.2027 um 18:00:01 Uhr "
            "eingegangen, nach dem Ende der Einreichungsfrist (15.02.2027, 18:00 Uhr); eine verspätete Bewerbung "
            "ist nicht gültig (§ 20 Abs. 1 Satz 1, Abs. 5 Satz 2 Nr. 1 KomWO)",
        )
    ]


def test_bw_vor_fristbeginn_wortlaut() -> None:
    """§ 10 Abs. 1 Satz 1 und 2 KomWG: filings within the period, which starts the day after the advertisement."""
    d = _daten(WAHL_BW, _person("frueh", "2026-12-18T12:00"), _person("a", "2027-01-05T10:00"))
    assert _fehler(reihenfolge.erste_wahl, d) == [
        (
            "bewerber[1].eingang",
            "18.12.2026 liegt vor dem Beginn der Einreichungsfrist (19.12.2026); Bewerbungen werden innerhalb der "
            "Einreichungsfrist eingereicht (§ 10 Abs. 1 Satz 1 und 2 KomWG) – bitte den Eingang prüfen",
        )
    ]


def test_bw_ohne_fristbeginn_wortlaut() -> None:
    """§ 10 Abs. 1 Satz 2 KomWG, § 20 Abs. 1 Satz 2 KomWO: without the first day no simultaneous filings."""
    ohne = {k: v for k, v in WAHL_BW.items() if k != "stellenausschreibung"}
    d = _daten(ohne, _person("a", "2027-01-05T10:00"), _person("b", "2027-01-06T10:00"))
    assert _fehler(reihenfolge.erste_wahl, d) == [
        (
            "wahl.stellenausschreibung",
            "fehlt (ebenso wahl.bekanntmachung_der_wahl); ohne den Beginn der Einreichungsfrist lässt sich nicht "
            "feststellen, welche Bewerbungen als gleichzeitig eingegangen gelten (§ 10 Abs. 1 Satz 2 KomWG, "
            "§ 20 Abs. 1 Satz 2 KomWO)",
        )
    ]


def test_bw_los_fehlt_in_zwei_gruppen() -> None:
    """§ 20 Abs. 6 Satz 3 KomWO: every group of simultaneous filings without a Los is named, not only the first."""
    d = _daten(
        WAHL_BW,
        _person("sa", "2026-12-19T10:00"),
        _person("mo", "2026-12-21T07:05"),
        _person("x", "2027-01-05T10:00"),
        _person("y", "2027-01-05T10:00"),
    )
    assert _fehler(reihenfolge.erste_wahl, d) == [
        (
            "bewerber[1].los",
            "Die Bewerbungen von Alex Sa (bewerber[1]) und Alex Mo (bewerber[2]) gelten als gleichzeitig "
            "eingegangen (Eingang vor Montag, 21. Dezember 2026, 07:30 Uhr, § 20 Abs. 1 Satz 2 KomWO); über ihre "
            "Reihenfolge entscheidet das Los (§ 20 Abs. 6 Satz 3 KomWO). Es fehlt bei Alex Sa (bewerber[1]) und "
            "Alex Mo (bewerber[2]). Das Los zieht der Gemeindewahlausschuss; bitte das Ergebnis als los = 1, 2, … "
            "eintragen",
        ),
        (
            "bewerber[3].los",
            "Die Bewerbungen von Alex X (bewerber[3]) und Alex Y (bewerber[4]) sind gleichzeitig eingegangen "
            "(Dienstag, 5. Januar 2027, 10:00 Uhr); über ihre Reihenfolge entscheidet das Los (§ 20 Abs. 6 Satz 3 "
            "KomWO). Es fehlt bei Alex X (bewerber[3]) und Alex Y (bewerber[4]). Das Los zieht der "
            "Gemeindewahlausschuss; bitte das Ergebnis als los = 1, 2, … eintragen",
        ),
    ]


@pytest.mark.parametrize(
    ("bewerber", "erwartet"),
    [
        ([_person("sa", "2026-12-19T10:00", los=2), _person("mo", "2026-12-21T07:05", los=1)], True),
        ([_person("sa", "2026-12-19T10:00"), _person("mo", "2026-12-21T07:31")], False),
        ([_person("sa", "2026-12-19T10:00")], False),  # one application: nothing to draw
        (  # the simultaneous other one was rejected: the Los decided nothing
            [_person("sa", "2026-12-19T10:00"), _person("mo", "2026-12-21T07:05", zugelassen=False)],
            False,
        ),
        ([_person("sa", "2026-12-19T10:00"), _person("ohne", zugelassen=False)], False),
    ],
)
def test_los_entschied(bewerber: list[dict[str, Any]], erwartet: bool) -> None:
    """§ 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO: the notice says the Los decided only when it did."""
    d = _daten(WAHL_BW, *bewerber)
    assert los_entschied(d, recht.rechtsstand(d.wahl)) is erwartet


def _neu(pid: str, stimmen: int | None, zugelassen: bool | None = True) -> dict[str, Any]:
    p = _person(pid)
    p.pop("zugelassen")
    if zugelassen is not None:
        p["zugelassen"] = zugelassen
    if stimmen is not None:
        p["stimmen_erste_wahl"] = stimmen
    p["zustimmung"] = datetime(2027, 3, 16, 11, 0)
    return p


def test_bw_stichwahl_wortlaut() -> None:
    """§ 45 Abs. 2 Satz 1 GemO, § 10a Abs. 2 KomWG, § 20a Abs. 4 KomWO: the run-off's messages."""
    assert _fehler(reihenfolge.stichwahl, _daten(WAHL_BW, _person("a", "2027-01-05T10:00"))) == [
        (
            "stichwahl",
            'fehlt; der Abschnitt [stichwahl] nennt mit teilnehmer = ["…", "…"] die zwei Personen mit den höchsten '
            "Stimmenzahlen der ersten Wahl (§ 45 Abs. 2 Satz 1 GemO)",
        )
    ]
    d = _daten(
        WAHL_BW,
        _person("a", "2027-01-05T10:00"),
        _person("ab", "2027-01-06T10:00", zugelassen=False),
        stichwahl={"teilnehmer": ["a", "ab"]},
    )
    assert _fehler(reihenfolge.stichwahl, d) == [
        (
            "stichwahl.teilnehmer[2]",
            "„ab“ (Alex Ab) war zur ersten Wahl nicht zugelassen; eine Person, die an der Stichwahl ohne "
            "zugelassene Bewerbung teilnimmt, gehört mit ihrer Zustimmung unter [[stichwahl_bewerber]] "
            "(§ 10a Abs. 2 KomWG, § 20a Abs. 4 Satz 1 KomWO)",
        )
    ]
    d = _daten(WAHL_BW, stichwahl_bewerber=[_neu("n1", 900), _neu("n2", None)], stichwahl={"teilnehmer": ["n1", "n2"]})
    assert _fehler(reihenfolge.stichwahl, d) == [
        (
            "stichwahl_bewerber[2].stimmen_erste_wahl",
            "fehlt bei Alex N2; sind beide Teilnehmer der Stichwahl nach § 10a Abs. 3 KomWG zugelassen, richtet sich "
            "ihre Reihenfolge nach den Stimmenzahlen der ersten Wahl (§ 20a Abs. 4 Satz 2 KomWO)",
        )
    ]
    d = _daten(WAHL_BW, stichwahl_bewerber=[_neu("n1", 900), _neu("n2", 900)], stichwahl={"teilnehmer": ["n1", "n2"]})
    assert _fehler(reihenfolge.stichwahl, d) == [
        (
            "stichwahl_bewerber[1].stimmen_erste_wahl",
            "Alex N1 (stichwahl_bewerber[1]) und Alex N2 (stichwahl_bewerber[2]) haben bei der ersten Wahl gleich "
            "viele Stimmen (900); § 20a Abs. 4 Satz 2 KomWO bestimmt für diesen Fall keine Reihenfolge – bitte die "
            "Stimmenzahlen prüfen; das Programm legt die Reihenfolge nicht fest",
        )
    ]


def test_stichwahl_ohne_teilnehmer() -> None:
    """ST: the Stichwahl notice names the two with most votes; without them recorded it says what is missing."""
    d = validiere(
        {"wahl": {"land": "ST", "gemeinde": "Beispielstedt", "einwohnerzahl": 9800, "wahltag": date(2027, 6, 6)}}
    )
    assert _fehler(reihenfolge.stichwahl, d) == [
        (
            "stichwahl",
            'fehlt; der Abschnitt [stichwahl] nennt mit teilnehmer = ["…", "…"] die zwei Bewerber mit den höchsten '
            "Stimmenzahlen der ersten Wahl (§ 30a Abs. 1 Satz 1 KWG LSA)",
        )
    ]


def test_offene_zulassungen() -> None:
    """Only a missing decision is open; true and false are decided. For the Stichwahl only its participants."""
    d = _daten(
        WAHL_BW,
        _person("ja", "2027-01-05T10:00"),
        _person("nein", "2027-01-05T11:00", zugelassen=False),
        _person("offen", "2027-01-05T12:00", zugelassen=None),
        stichwahl_bewerber=[_neu("s-offen", 900, zugelassen=None), _neu("s-ja", 800)],
        stichwahl={"teilnehmer": ["s-offen", "s-ja"]},
    )
    assert [p.id for p in reihenfolge.offene_zulassungen(d)] == ["offen"]
    assert [p.id for p in reihenfolge.offene_zulassungen(d, stichwahl=True)] == ["s-offen"]
    ohne = _daten(WAHL_BW, stichwahl_bewerber=[_neu("s-offen", 900, zugelassen=None)])
    assert reihenfolge.offene_zulassungen(ohne, stichwahl=True) == []


WAHL_SL = {
    "land": "SL",
    "gemeinde": "Musterbach",
    "einwohnerzahl": 14200,
    "wahltag": date(2027, 6, 13),
    "stimmen_letzte_gemeinderatswahl": {"SPD": 4120, "CDU": 4120, "Grüne": 1210},
}


def test_sl_gleiche_stimmen_wortlaut() -> None:
    """§ 76 Abs. 3 Satz 1 KWG orders by votes and does not say what equal votes mean: the program asks."""
    d = _daten(
        WAHL_SL,
        _person("a", wahlvorschlagstraeger="SPD"),
        _person("b", wahlvorschlagstraeger="CDU"),
        _person("c", wahlvorschlagstraeger="Grüne"),
    )
    assert _fehler(reihenfolge.erste_wahl, d) == [
        (
            "wahl.stimmen_letzte_gemeinderatswahl",
            "SPD und CDU haben gleich viele Stimmen (4120); § 76 Abs. 3 Satz 1 und 2 KWG regelt diesen Fall nicht – "
            "bitte die von der Gemeindewahlleitung festgelegte Reihenfolge durch die Stimmenzahlen eindeutig machen",
        )
    ]


def test_sl_gemeinsamer_vorschlag_zaehlt_zu_den_uebrigen() -> None:
    """§ 76 Abs. 3 KWG: a joint proposal is not the proposal of one party in the council; it follows
    alphabetically with the others."""
    wahl_sl = {**WAHL_SL, "stimmen_letzte_gemeinderatswahl": {"SPD": 4120, "CDU": 3980}}
    d = _daten(
        wahl_sl,
        _person("zett", wahlvorschlagstraeger=["SPD", "CDU"]),
        _person("cdu", wahlvorschlagstraeger="CDU"),
        _person("adam"),
    )
    assert [b.id for b in reihenfolge.erste_wahl(d)] == ["cdu", "adam", "zett"]


# --- The shapes of the law: a Land's declaration is checked when it is made -------------------------


def _rs(**aenderung: Any) -> Rechtsstand:
    return Rechtsstand.model_validate({**st("st-2024").model_dump(), **aenderung})


@pytest.mark.parametrize(
    ("aenderung", "meldung"),
    [
        (
            {"regeln": tuple(r for r in st("st-2024").regeln if r.id != "wahltag")},
            "st-2024: no rule has the role 'wahltag'",
        ),
        (
            {"regeln": tuple(r for r in st("st-2024").regeln if r.id != "einreichung_bis")},
            "st-2024: no rule has the role 'einreichungsschluss'",
        ),
        (
            {"regeln": (*st("st-2024").regeln, st("st-2024").regeln[0].model_copy(update={"rolle": None}))},
            "st-2024: rule ids are not unique",
        ),
        (
            {"regeln": (*st("st-2024").regeln, st("st-2024").regeln[0].model_copy(update={"id": "noch_eine"}))},
            "st-2024: a role belongs to one rule: stellenausschreibung_spaetestens",
        ),
        ({"kennung": "sl-2024"}, "sl-2024: a version's kennung starts with its Land (st-)"),
    ],
)
def test_rechtsstand_prueft_sich(aenderung: dict[str, Any], meldung: str) -> None:
    with pytest.raises(ValueError) as info:
        _rs(**aenderung)
    assert meldung in str(info.value)


def test_rechtsstand_regel_unbekannt() -> None:
    with pytest.raises(KeyError) as info:
        st("st-2024").regel("gibt-es-nicht")
    assert info.value.args == ("gibt-es-nicht",)


@pytest.mark.parametrize(
    ("wahltag", "kennung"),
    [
        (date(2023, 7, 31), "bw-1997"),  # gilt_bis: the day itself still under the old law
        (date(2023, 8, 1), "bw-2023"),  # gilt_ab: the day itself under the new law
        (date(2023, 4, 26), "st-alt"),
        (date(2023, 4, 27), "st-2023"),
        (date(2023, 12, 31), "st-2023"),
        (date(2024, 1, 1), "st-2024"),
    ],
)
def test_gilt_fuer_grenzen(wahltag: date, kennung: str) -> None:
    """The first and last day of a version belong to it (Art. 1 of the amending acts: in force "am Tag ...")."""
    land = kennung[:2].upper()
    treffer = [rs.kennung for rs in recht.land(land).rechtsstaende if rs.gilt_fuer(wahltag)]
    assert treffer == [kennung]


def _land(**aenderung: Any) -> Landesrecht:
    return Landesrecht.model_validate({**recht.land("ST").model_dump(), **aenderung})


@pytest.mark.parametrize(
    ("aenderung", "meldung"),
    [
        ({"code": "st"}, "String should match pattern '^[A-Z]{2}$'"),
        ({"code": "STA"}, "String should match pattern '^[A-Z]{2}$'"),
        ({"rechtsstaende": ()}, "rechtsstaende\n  Tuple should have at least 1 item"),
        ({"aemter": ()}, "aemter\n  Tuple should have at least 1 item"),
        (
            {"rechtsstaende": (*recht.land("ST").rechtsstaende, recht.land("SL").rechtsstaende[0])},
            f"ST: Rechtsstand {recht.land('SL').rechtsstaende[0].kennung} belongs to SL",
        ),
        (
            {"rechtsstaende": (st("st-alt"), st("st-alt"))},
            "ST: Rechtsstand ids are not unique: ['st-alt', 'st-alt']",
        ),
        (
            {"rechtsstaende": (st("st-2024"), st("st-2023").model_copy(update={"kennung": "st-x", "gilt_bis": None}))},
            "ST: st-x and st-2024 overlap",
        ),
        (
            {"rechtsstaende": (st("st-alt").model_copy(update={"gilt_bis": date(2023, 4, 27)}), st("st-2023"))},
            "ST: st-alt and st-2023 overlap",
        ),
        (
            {"rechtsstaende": (st("st-2024").model_copy(update={"quelle": "gibt-es-nicht"}),)},
            "st-2024: source 'gibt-es-nicht' is not in [quellen]",
        ),
    ],
)
def test_landesrecht_prueft_sich(aenderung: dict[str, Any], meldung: str) -> None:
    """A Land that declares itself wrongly fails when it loads, with a sentence that says why."""
    with pytest.raises(ValueError) as info:
        _land(**aenderung)
    assert meldung in str(info.value)


def test_landesrecht_wie_erklaert() -> None:
    """The declarations on record pass their own checks (and adjoining versions do not overlap)."""
    assert _land().code == "ST"
    assert _land(rechtsstaende=(st("st-2024"), st("st-2023"), st("st-alt"))).code == "ST"


def test_einreichungsschluss_ohne_uhrzeit_ist_der_ganze_tag() -> None:
    """A closing rule without a time of day leaves the whole day (the deadline is the day)."""
    rs = st("st-2024")
    regeln = tuple(r.model_copy(update={"uhrzeit": None}) if r.id == "einreichung_bis" else r for r in rs.regeln)
    schluss = einreichungsschluss(wahl("ST", wahltag=date(2024, 6, 9)), rs.model_copy(update={"regeln": regeln}))
    assert schluss == datetime(2024, 4, 2, 23, 59, 59)


def test_rechtsstand_quorum_ohne_amtsinhaber_angabe() -> None:
    """§ 10 Abs. 2 Satz 1 KomWG: asked without saying whether the applicant is the incumbent, the tier counts."""
    rs = recht.land("BW").rechtsstaende[-1]
    assert quoren.berechne(rs.quorum, wahl("BW", wahltag=date(2027, 3, 14)), False, None).anzahl == 10


@pytest.mark.parametrize("rs", [rs for land in recht.laender() for rs in land.rechtsstaende], ids=lambda rs: rs.kennung)
def test_befreiung_nennt_den_traeger_grammatisch(rs: Rechtsstand) -> None:
    """A party's name is no noun with an article: "Wahlvorschlag von GRÜNE", "der im Gemeinderat vertretenen
    CDU" were printed in the Prüfbericht (SL, NW, BY). Every exemption that names the Träger names it as the
    name of a Partei or Wählergruppe, in quotation marks."""
    from notices.recht import texte

    for b in rs.quorum.befreiungen:
        satz = texte.fuelle(b.begruendung, {"traeger": "GRÜNE"})
        if "GRÜNE" in satz:
            assert "„GRÜNE“" in satz, satz
            assert re.search(r"(Partei|Wählergruppe) „GRÜNE“", satz), satz
