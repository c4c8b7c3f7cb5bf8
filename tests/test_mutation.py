"""Tests that catch what they should: each table kills mutants of fristen.py, reihenfolge.py and
notices/recht/ that survived the rest of the suite (issue 13).

Mutation testing, in short (docs/mutation.md has the details): ``pip install mutmut`` into the virtualenv,
then ``mutmut run --max-children 2`` from the repository root. The configuration in pyproject.toml
(``[tool.mutmut]``) mutates notices/recht/, notices/fristen.py and notices/reihenfolge.py and runs only
the fast tests that check them (this module among them; about 15 minutes on two cores).
``python -m benchmarks.mutation`` prints the score per module from the results in ``mutants/``,
``mutmut show NAME`` one mutant; delete ``mutants/`` before a fresh run.

The first five tables are the mutants a review made by hand and found surviving:

- ``abs()`` dropped in :func:`notices.kalender.tage_text` ("-3. Tag nach dem Wahltag");
- deadlines without a time sorted last on their day (the sort key's ``time.min`` as ``time.max``);
- "Tag der Neuwahl" and "Tag der Stichwahl" swapped in the arithmetic text;
- DIN 5007 not applied to the Vornamen in the alphabetical order;
- the tie-break by id dropped from the alphabetical order (the file's order decides then).
"""

from __future__ import annotations

from datetime import date, datetime, time
from typing import Any

import pytest

from notices import recht, reihenfolge
from notices.dienste import validiere
from notices.kalender import kein_werktag_hinweis, tage_text
from notices.model import Wahl
from notices.recht.fristenrechnung import einreichungsschluss
from notices.recht.ordnung import alphabetisch
from tests.conftest import wahl


def frist(w: Wahl, id: str):
    treffer = [f for f in recht.fristen(w) if f.id == id]
    assert len(treffer) == 1, id
    return treffer[0]


# --- The arithmetic in words: "n. Tag vor/nach ..." -------------------------------------------------


@pytest.mark.parametrize(
    ("n", "erwartet"),
    [
        (27, "27. Tag vor dem Wahltag (Sonntag, 14.03.2027)"),
        (1, "1. Tag vor dem Wahltag (Sonntag, 14.03.2027)"),
        (-1, "1. Tag nach dem Wahltag (Sonntag, 14.03.2027)"),
        (-3, "3. Tag nach dem Wahltag (Sonntag, 14.03.2027)"),
    ],
)
def test_tage_text(n: int, erwartet: str) -> None:
    """A negative day number is counted after the reference day and printed without its sign."""
    assert tage_text(n, "dem Wahltag", date(2027, 3, 14)) == erwartet


@pytest.mark.parametrize(
    ("w", "id", "datum", "rechnung"),
    [
        (
            # § 10a Abs. 2 Satz 1 KomWG: consent "bis zum dritten Tag nach der Wahl, 18 Uhr".
            wahl("BW", wahltag=date(2027, 3, 14), stichwahltag=date(2027, 4, 4)),
            "stichwahl_zustimmung_bis",
            date(2027, 3, 17),
            "3. Tag nach dem Wahltag (Sonntag, 14.03.2027)",
        ),
        (
            # § 10 Abs. 2 Satz 1 KomWG a. F.: the new period ends at the earliest on the 3rd day after the election.
            wahl("BW", wahltag=date(2023, 7, 9), stichwahltag=date(2023, 7, 30)),
            "neuwahl_einreichungsfrist_ende_fruehestens",
            date(2023, 7, 12),
            "3. Tag nach dem Wahltag (Sonntag, 09.07.2023)",
        ),
    ],
)
def test_tage_nach_dem_wahltag(w: Wahl, id: str, datum: date, rechnung: str) -> None:
    f = frist(w, id)
    assert (f.datum, f.rechnung) == (datum, rechnung)


# --- The name of the second ballot in the arithmetic --------------------------------------------------


@pytest.mark.parametrize(
    ("w", "id", "rechnung"),
    [
        (
            # § 10a Abs. 3 Satz 1 KomWG (since 01.08.2023): a Stichwahl.
            wahl("BW", wahltag=date(2027, 3, 14), stichwahltag=date(2027, 4, 4)),
            "stichwahl_zulassung_spaetestens",
            "9. Tag vor dem Tag der Stichwahl (Sonntag, 04.04.2027)",
        ),
        (
            # § 10 Abs. 5 Satz 1 KomWG a. F.: a Neuwahl with new applications, not a Stichwahl.
            wahl("BW", wahltag=date(2023, 7, 9), stichwahltag=date(2023, 7, 30)),
            "neuwahl_zulassung_spaetestens",
            "9. Tag vor dem Tag der Neuwahl (Sonntag, 30.07.2023)",
        ),
        (
            # § 10 Abs. 6 KomWG a. F.
            wahl("BW", wahltag=date(2023, 7, 9), stichwahltag=date(2023, 7, 30)),
            "neuwahl_bekanntmachung_spaetestens",
            "8. Tag vor dem Tag der Neuwahl (Sonntag, 30.07.2023)",
        ),
        (
            # § 30 Abs. 2 Satz 1 KWG LSA a. F. with § 30a Abs. 3: a Stichwahl.
            wahl("ST", wahltag=date(2022, 9, 11), stichwahltag=date(2022, 9, 25)),
            "stichwahl_zulassung_spaetestens",
            "9. Tag vor dem Tag der Stichwahl (Sonntag, 25.09.2022)",
        ),
    ],
)
def test_name_des_zweiten_wahlgangs(w: Wahl, id: str, rechnung: str) -> None:
    assert frist(w, id).rechnung == rechnung


# --- The order of the calendar on one day: a day without a time of day comes first ------------------


@pytest.mark.parametrize(
    ("w", "tag", "ids"),
    [
        (
            # § 10 Abs. 1 Satz 3 KomWG: the set end (18 Uhr, § 20 Abs. 1 Satz 1 KomWO) on the earliest day allowed.
            wahl("BW", wahltag=date(2027, 3, 14), einreichungsfrist_ende=date(2027, 2, 15)),
            date(2027, 2, 15),
            ["einreichungsfrist_ende_fruehestens", "einreichungsfrist_ende"],
        ),
        (
            # § 10 Abs. 1 Satz 2 KomWG, § 20 Abs. 1 Satz 2 KomWO: a period starting on a Werktag, "vor 7.30 Uhr".
            wahl("BW", wahltag=date(2027, 6, 13), stellenausschreibung=date(2027, 1, 12)),
            date(2027, 1, 13),
            ["einreichungsfrist_beginn", "gleichzeitiger_eingang_bis"],
        ),
        (
            # § 30 Abs. 1 Satz 4 KWG LSA a. F.: the set end on the latest day allowed.
            wahl("ST", wahltag=date(2022, 9, 11), einreichungsfrist_ende=date(2022, 8, 22)),
            date(2022, 8, 22),
            ["einreichungsfrist_ende_spaetestens", "einreichungsfrist_ende"],
        ),
    ],
)
def test_ohne_uhrzeit_zuerst(w: Wahl, tag: date, ids: list[str]) -> None:
    """A day's entry without a time stands for the whole day: it is listed before the hour on that day."""
    assert [f.id for f in recht.fristen(w) if f.datum == tag] == ids


def test_kalender_streng_nach_zeitpunkt() -> None:
    """Date first, then time of day (00:00 for none); the Wahltag last of the first ballot's deadlines."""
    w = wahl(
        "BW",
        wahltag=date(2027, 3, 14),
        stichwahltag=date(2027, 4, 4),
        stellenausschreibung=date(2026, 12, 18),
        einreichungsfrist_ende=date(2027, 2, 15),
    )
    schluessel = [(f.datum, f.uhrzeit or time.min) for f in recht.fristen(w)]
    assert schluessel == sorted(schluessel)


# --- DIN 5007 for Familienname and Vornamen (§ 30 Abs. 6 KWG LSA; § 76 Abs. 3 Satz 2 KWG) ---------------


def _bewerber(pid: str, familienname: str, vornamen: str, **mehr: Any) -> dict[str, Any]:
    return {
        "id": pid,
        "familienname": familienname,
        "vornamen": vornamen,
        "beruf": "Verwaltungswirtin",
        "geburtsdatum": date(1980, 1, 1),
        "anschrift": {"strasse": "Weg 1", "plz": "06999", "ort": "Beispielstedt"},
        "eingang": datetime(2027, 3, 1, 9, 0),
        "zugelassen": True,
        **mehr,
    }


WAHL_ST = {"land": "ST", "gemeinde": "Beispielstedt", "einwohnerzahl": 9800, "wahltag": date(2027, 6, 6)}
WAHL_SL = {
    "land": "SL",
    "gemeinde": "Musterbach",
    "einwohnerzahl": 14200,
    "wahltag": date(2027, 6, 13),
    "stimmen_letzte_gemeinderatswahl": {"SPD": 4120, "CDU": 3980},
}

ALPHABETISCH = [
    # (id, [(id, Familienname, Vornamen) in the order of the file], expected ids)
    ("vorname-oe-wie-o", [("b", "Berg", "Otto"), ("a", "Berg", "Ölaf")], ["a", "b"]),  # "olaf" < "otto"
    ("vorname-gross-klein", [("b", "Berg", "Bernd"), ("a", "Berg", "anna")], ["a", "b"]),  # case ignored
    ("vorname-ae-wie-a", [("b", "Berg", "Anton"), ("a", "Berg", "Änne")], ["a", "b"]),  # "anne" < "anton"
    ("familienname-oe-wie-o", [("b", "Ott", "Eva"), ("a", "Öhler", "Eva")], ["a", "b"]),  # "ohler" < "ott"
    ("familienname-zuerst", [("b", "Bergmann", "Adam"), ("a", "Berg", "Zoe")], ["a", "b"]),
]


@pytest.mark.parametrize(("fall", "personen", "erwartet"), ALPHABETISCH, ids=[r[0] for r in ALPHABETISCH])
@pytest.mark.parametrize("land", ["ST", "SL"])
def test_alphabetisch_nach_din5007(
    land: str, fall: str, personen: list[tuple[str, str, str]], erwartet: list[str]
) -> None:
    """§ 30 Abs. 6 KWG LSA: "in alphabetischer Reihenfolge des Familiennamens und des Vornamens"; SL
    § 76 Abs. 3 Satz 2 KWG: the proposals outside the Gemeinderat "in alphabetischer Reihenfolge des
    Bewerbernamens". German order after DIN 5007-1 (umlauts like the plain vowel, case ignored) in both
    names."""
    roh = WAHL_ST if land == "ST" else WAHL_SL
    daten = validiere({"wahl": dict(roh), "bewerber": [_bewerber(*p) for p in personen]})
    assert [b.id for b in reihenfolge.erste_wahl(daten)] == erwartet


@pytest.mark.parametrize("umgekehrt", [False, True])
def test_gleiche_namen_geordnet_unabhaengig_von_der_datei(umgekehrt: bool) -> None:
    """Two applicants with the same names: the notice does not depend on the order of the data file."""
    personen = [_bewerber("mueller-2", "Müller", "Anna"), _bewerber("mueller-1", "Mueller", "anna")]
    daten = validiere({"wahl": dict(WAHL_ST), "bewerber": personen[::-1] if umgekehrt else personen})
    # DIN 5007-1: ü like u, so "mueller" < "muller"; the names differ and decide, whatever the file says.
    assert [b.id for b in alphabetisch(daten.bewerber)] == ["mueller-1", "mueller-2"]
    gleich = [_bewerber("b2", "Berg", "Eva"), _bewerber("b1", "Berg", "Eva")]
    daten = validiere({"wahl": dict(WAHL_ST), "bewerber": gleich[::-1] if umgekehrt else gleich})
    assert [b.id for b in alphabetisch(daten.bewerber)] == ["b1", "b2"]


# --- The note on a deadline that falls on a day without office hours ---------------------------------


@pytest.mark.parametrize(
    ("tag", "land", "vorschrift", "erwartet"),
    [
        (date(2027, 2, 26), "BW", "§ 56 KomWG", None),  # a Friday
        (
            date(2027, 2, 27),
            "BW",
            "§ 56 KomWG",
            "Fällt auf einen Samstag; die Frist verschiebt sich nicht (§ 56 KomWG).",
        ),
        (
            date(2027, 2, 28),
            "BW",
            "§ 56 KomWG",
            "Fällt auf einen Sonntag; die Frist verschiebt sich nicht (§ 56 KomWG).",
        ),
        (
            date(2027, 3, 26),
            "BW",
            "§ 56 KomWG",
            "Fällt auf einen gesetzlichen Feiertag (Karfreitag); die Frist verschiebt sich nicht (§ 56 KomWG).",
        ),
        (
            date(2027, 10, 31),  # a Sunday and Reformationstag in ST: the holiday is named
            "ST",
            "§ 68a Abs. 1 KWG LSA",
            "Fällt auf einen gesetzlichen Feiertag (Reformationstag); die Frist verschiebt sich nicht (§ 68a Abs. 1 KWG LSA).",
        ),
        (date(2027, 10, 29), "ST", "§ 68a Abs. 1 KWG LSA", None),  # Friday
        (
            date(2027, 4, 10),
            "SL",
            None,
            "Fällt auf einen Samstag; eine Regel, nach der sich die Frist verschiebt, ist nicht bekannt – "
            "sicherheitshalber an diesem Tag einhalten.",
        ),
    ],
)
def test_kein_werktag_hinweis(tag: date, land: str, vorschrift: str | None, erwartet: str | None) -> None:
    """§ 56 KomWG, § 68a Abs. 1 KWG LSA: deadlines do not move for a Saturday, Sunday or holiday; the
    calendar says so. Where no such rule is on record (SL), it says that too."""
    assert kein_werktag_hinweis(tag, land, vorschrift) == erwartet


# --- § 20 Abs. 1 Satz 2 KomWO: how the calendar explains the end of the simultaneous filings ---------


@pytest.mark.parametrize(
    ("stellenausschreibung", "datum", "rechnung"),
    [
        (date(2027, 1, 12), date(2027, 1, 13), "erster Tag der Einreichungsfrist, vor 7:30 Uhr"),
        (
            date(2026, 12, 18),
            date(2026, 12, 21),
            "erster Tag der Einreichungsfrist (19.12.2026): Samstag; daher bis zum nächsten Werktag vor 7:30 Uhr",
        ),
        (
            date(2025, 12, 25),
            date(2025, 12, 29),
            "erster Tag der Einreichungsfrist (26.12.2025): Zweiter Weihnachtstag; daher bis zum nächsten Werktag "
            "vor 7:30 Uhr",
        ),
        (  # a holiday of Baden-Württemberg only: the Land's calendar counts, not the national one
            date(2026, 1, 5),
            date(2026, 1, 7),
            "erster Tag der Einreichungsfrist (06.01.2026): Heilige Drei Könige; daher bis zum nächsten Werktag "
            "vor 7:30 Uhr",
        ),
    ],
)
def test_gleichzeitig_rechnung(stellenausschreibung: date, datum: date, rechnung: str) -> None:
    """§ 20 Abs. 1 Satz 2 KomWO: "vor 7.30 Uhr" on the first day of the period or, when that is a Saturday,
    Sunday or public holiday, on the next Werktag – and why the calendar shows that day."""
    f = frist(
        wahl("BW", wahltag=date(2027, 6, 13), stellenausschreibung=stellenausschreibung), "gleichzeitiger_eingang_bis"
    )
    assert (f.datum, f.uhrzeit, f.rechnung, f.hinweis) == (datum, time(7, 30), rechnung, None)


def test_ohne_stellenausschreibung_ab_der_bekanntmachung_der_wahl() -> None:
    """§ 10 Abs. 1 Satz 2 KomWG: without an advertisement the period starts the day after the public notice
    of the election – and the simultaneous filings (§ 20 Abs. 1 Satz 2 KomWO) count from that day too."""
    w = wahl("BW", wahltag=date(2027, 6, 13), bekanntmachung_der_wahl=date(2027, 3, 1))
    beginn = frist(w, "einreichungsfrist_beginn")
    assert (beginn.datum, beginn.rechnung) == (
        date(2027, 3, 2),
        "Tag nach der öffentlichen Bekanntmachung der Wahl (01.03.2027)",
    )
    gleichzeitig = frist(w, "gleichzeitiger_eingang_bis")
    assert (gleichzeitig.datum, gleichzeitig.rechnung) == (
        date(2027, 3, 2),
        "erster Tag der Einreichungsfrist, vor 7:30 Uhr",
    )


def test_landesfeiertage_zaehlen() -> None:
    """Holidays of the Land, not only the national ones: § 10 Abs. 2 Satz 1 KomWG a. F. ("ersten Werktag nach
    der ersten Wahl") after Sunday 31.10.2021 is Tuesday, Allerheiligen being a holiday in BW; the 27th day
    before Sunday 02.02.2025 is Heilige Drei Könige (§ 56 KomWG: noted, not moved)."""
    neuwahl = frist(
        wahl("BW", wahltag=date(2021, 10, 31), stichwahltag=date(2021, 11, 14)), "neuwahl_einreichungsfrist_beginn"
    )
    assert (neuwahl.datum, neuwahl.rechnung) == (date(2021, 11, 2), "erster Werktag nach dem Wahltag (31.10.2021)")
    ende = frist(wahl("BW", wahltag=date(2025, 2, 2)), "einreichungsfrist_ende_fruehestens")
    assert (ende.datum, ende.hinweis) == (
        date(2025, 1, 6),
        "Fällt auf einen gesetzlichen Feiertag (Heilige Drei Könige); die Frist verschiebt sich nicht (§ 56 KomWG).",
    )


def test_einreichungsschluss_erst_wenn_das_ende_feststeht() -> None:
    """BW: the end of the period is set by the Gemeinderat (§ 10 Abs. 1 Satz 3 KomWG); before it is in the
    data there is no closing moment, and nothing counts as late."""
    w = wahl("BW", wahltag=date(2027, 3, 14))
    assert einreichungsschluss(w, recht.rechtsstand(w)) is None
    w = wahl("BW", wahltag=date(2027, 3, 14), einreichungsfrist_ende=date(2027, 2, 15))
    assert einreichungsschluss(w, recht.rechtsstand(w)) == datetime(2027, 2, 15, 18, 0)
