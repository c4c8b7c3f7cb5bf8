"""Nordrhein-Westfalen: Bürgermeisterwahl after §§ 46b to 46e KWahlG with §§ 14 to 23 KWahlG and
§§ 75a to 75d KWahlO (the KWahlG applies "entsprechend", § 46b; the KWahlO "sinngemäß", § 75a).

Sources (``docs/recht-nw.md``):

- ``nw-2019``: KWahlG as amended by Art. 1 of the Gesetz vom 11.04.2019 (GV. NRW. S. 202), in force
  24.04.2019; wording read in the RECHT.NRW version valid 15.04.2022–30.07.2024: filing by the
  59th day, 18 Uhr (§ 15 Abs. 1 Satz 1); admission by the 47th day (§ 18 Abs. 3 Satz 1); complaint
  within three days, decided by the Landeswahlausschuss by the 38th, by the Kreiswahlausschuss by
  the 37th day (§ 18 Abs. 4); notice by the 27th day (§ 19 Abs. 1).
- ``nw-2024``: KWahlG as amended by Art. 1 of the Gesetz vom 05.07.2024 (GV. NRW. S. 444), in force
  31.07.2024 (the elections of 14.09.2025): filing by the 69th day, 18 Uhr (§ 15 Abs. 1 Satz 1,
  wording seen); admission by the 58th day and notice by the 37th day (the day numbers as the
  municipalities published them for 2025; the amended wording of §§ 18, 19 was not seen, see the
  docs). The complaint deadlines of § 18 Abs. 4 in this version are not on record.

Both: deadlines and dates do not move for a Saturday, Sunday or holiday (§ 49 Abs. 2 KWahlG); the
Wahltag is a Sunday (§ 14 Abs. 1 Satz 1); the Stichwahl is held on the second Sunday after the
election unless the Aufsichtsbehörde sets another date (§ 46c Abs. 2 Sätze 1 und 2); support
signatures five times, in Gemeinden up to 10 000 inhabitants three times the members of the
Vertretung (§ 46d Abs. 1 Satz 3). The general Kommunalwahl of 13.09.2020 ran under the one-off
Gesetz zur Durchführung der Kommunalwahlen 2020 (GV. NRW. S. 357), which is not on record in full:
that Wahltag is refused (:func:`pruefe_termine`).
"""

from __future__ import annotations

from datetime import date, time, timedelta
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.recht.grundlagen import Quorum, Rechtsstand, Regel
from notices.recht.nw.pruefung import PRUEFUNG

if TYPE_CHECKING:
    from notices.model import Person, Wahl

CODE = "NW"

_18_UHR = time(18, 0)

FRISTEN_VERSCHIEBEN_SICH_NICHT = "§ 49 Abs. 2 KWahlG"
"""§ 49 Abs. 2 KWahlG: "Die in diesem Gesetz vorgesehenen Fristen und Termine verlängern oder ändern sich
nicht dadurch, daß der letzte Tag der Frist oder ein Termin auf einen Sonnabend, einen Sonntag, einen
gesetzlichen oder staatlich geschützten Feiertag fällt."""

STICHWAHL_NACH_TAGEN = 14
"""§ 46c Abs. 2 Satz 1 KWahlG: "am zweiten Sonntag nach der Wahl"."""

QUORUM_FAKTOR = 5
"""§ 46d Abs. 1 Satz 3 KWahlG: "von mindestens fünfmal … soviel Wahlberechtigten, wie die Vertretung
Mitglieder hat"."""
QUORUM_FAKTOR_KLEIN = 3
"""… "für die Wahl in Gemeinden bis zu 10000 Einwohnern von mindestens dreimal soviel"."""
QUORUM_GRENZE_EINWOHNER = 10_000
"""… "bis zu 10000 Einwohnern" (10 000 included)."""

QUORUM_VORSCHRIFT = "§ 46d Abs. 1 Satz 3 KWahlG"

KOMMUNALWAHL_2020 = date(2020, 9, 13)
"""The general Kommunalwahl 2020, held under the Gesetz zur Durchführung der Kommunalwahlen 2020."""


def _regeln(
    einreichung: int,
    zulassung: int,
    bekanntmachung: int,
    beschwerde: tuple[int, int] | None,
    fassung: str,
) -> tuple[Regel, ...]:
    regeln = [
        Regel(
            "einreichung_bis",
            "tage",
            "wahltag",
            f"§ 15 Abs. 1 Satz 1 i. V. m. § 46b KWahlG{fassung}",
            "Einreichung der Wahlvorschläge beim Wahlleiter spätestens (Ausschlussfrist)",
            n=einreichung,
            uhrzeit=_18_UHR,
        ),
        Regel(
            "zulassung_spaetestens",
            "tage",
            "wahltag",
            f"§ 18 Abs. 3 Satz 1 KWahlG{fassung}",
            "Sitzung des Wahlausschusses: Entscheidung über die Zulassung der Wahlvorschläge spätestens",
            n=zulassung,
        ),
        Regel(
            "bekanntmachung_spaetestens",
            "tage",
            "wahltag",
            f"§ 19 Abs. 1 KWahlG{fassung}, § 75b Abs. 7 KWahlO",
            "Öffentliche Bekanntmachung der zugelassenen Wahlvorschläge durch den Wahlleiter spätestens",
            n=bekanntmachung,
        ),
        Regel("wahltag", "termin", "wahltag", "§ 14 Abs. 1 KWahlG", "Wahltag"),
        Regel(
            "stichwahltag",
            "termin",
            "stichwahltag",
            "§ 46c Abs. 2 KWahlG",
            "Stichwahl (am zweiten Sonntag nach der Wahl; einen anderen Termin kann nur die Aufsichtsbehörde "
            "festsetzen, wenn besondere Umstände es erfordern)",
        ),
    ]
    if beschwerde is not None:
        land, kreis = beschwerde
        regeln[2:2] = [
            Regel(
                "beschwerde_entscheidung_landeswahlausschuss_spaetestens",
                "tage",
                "wahltag",
                f"§ 18 Abs. 4 Satz 7 KWahlG{fassung}",
                "Kreisfreie Stadt: Entscheidung des Landeswahlausschusses über Beschwerden gegen die Zulassung "
                "oder Zurückweisung spätestens (Beschwerde binnen drei Tagen nach Verkündung in der Sitzung, "
                "§ 18 Abs. 4 Satz 1)",
                n=land,
            ),
            Regel(
                "beschwerde_entscheidung_kreiswahlausschuss_spaetestens",
                "tage",
                "wahltag",
                f"§ 18 Abs. 4 Satz 7 KWahlG{fassung}",
                "Kreisangehörige Gemeinde: Entscheidung des Wahlausschusses des Kreises über Beschwerden gegen die "
                "Zulassung oder Zurückweisung spätestens (Beschwerde binnen drei Tagen nach Verkündung in der "
                "Sitzung, § 18 Abs. 4 Satz 1)",
                n=kreis,
            ),
        ]
    return tuple(regeln)


FASSUNG_2019 = Rechtsstand(
    land=CODE,
    kennung="nw-2019",
    label="Nordrhein-Westfalen, KWahlG i. d. F. des Gesetzes vom 11.04.2019 (59. Tag), KWahlO i. d. F. vom 03.04.2020",
    gilt_ab=date(2019, 4, 24),
    gilt_bis=date(2024, 7, 30),
    quellen=(
        "§§ 14, 15, 18, 19, 23, 46b bis 46d, 49 KWahlG i. d. F. des Gesetzes vom 11.04.2019 (GV. NRW. S. 202)",
        "§§ 75a bis 75c KWahlO",
        "§ 65 GO NRW",
    ),
    regeln=_regeln(59, 47, 27, (38, 37), " a. F."),
    einreichungsschluss="einreichung_bis",
    pruefung=PRUEFUNG,
    quorum_vorschrift=QUORUM_VORSCHRIFT,
    quorum_faktor_sitze=QUORUM_FAKTOR,
    zweiter_wahlgang="stichwahl",
    fristen_verschieben_sich_nicht=FRISTEN_VERSCHIEBEN_SICH_NICHT,
    reihenfolge="stimmen_dann_alphabetisch",
    reihenfolge_vorschrift="§ 19 Abs. 2, § 23 Abs. 1 Satz 3 und 4, § 46d Abs. 5 KWahlG, § 75c KWahlO",
)

FASSUNG_2024 = Rechtsstand(
    land=CODE,
    kennung="nw-2024",
    label="Nordrhein-Westfalen, KWahlG i. d. F. des Gesetzes vom 05.07.2024 (69. Tag)",
    gilt_ab=date(2024, 7, 31),
    gilt_bis=None,
    quellen=(
        "§§ 14, 15, 18, 19, 23, 46b bis 46d, 49 KWahlG i. d. F. des Gesetzes vom 05.07.2024 (GV. NRW. S. 444)",
        "§§ 75a bis 75c KWahlO",
        "§ 65 GO NRW",
    ),
    regeln=_regeln(69, 58, 37, None, ""),
    einreichungsschluss="einreichung_bis",
    pruefung=PRUEFUNG,
    quorum_vorschrift=QUORUM_VORSCHRIFT,
    quorum_faktor_sitze=QUORUM_FAKTOR,
    zweiter_wahlgang="stichwahl",
    fristen_verschieben_sich_nicht=FRISTEN_VERSCHIEBEN_SICH_NICHT,
    reihenfolge="stimmen_dann_alphabetisch",
    reihenfolge_vorschrift="§ 19 Abs. 2, § 23 Abs. 1 Satz 3 und 4, § 46d Abs. 5 KWahlG, § 75c KWahlO",
)

RECHTSSTAENDE: tuple[Rechtsstand, ...] = (FASSUNG_2019, FASSUNG_2024)


def pruefe_termine(wahl: Wahl, rs: Rechtsstand) -> list[Problem]:
    """The Wahltag is a Sunday (§ 14 Abs. 1 Satz 1 KWahlG), not the Kommunalwahl 2020 (its one-off law
    is not on record); the Stichwahl is a Sunday after it (§ 46c Abs. 2 KWahlG)."""
    probleme: list[Problem] = []
    d, s = wahl.wahltag, wahl.stichwahltag
    if d.weekday() != 6:
        probleme.append(
            Problem(
                "wahl.wahltag",
                f"{deutsch.datum_lang(d)} ist kein Sonntag; Wahltag ist ein Sonntag (§ 14 Abs. 1 Satz 1 KWahlG)",
            )
        )
    if d == KOMMUNALWAHL_2020:
        probleme.append(
            Problem(
                "wahl.wahltag",
                "für die Kommunalwahlen am 13.09.2020 galt das Gesetz zur Durchführung der Kommunalwahlen 2020 "
                "(GV. NRW. S. 357) mit abweichenden Fristen und Unterschriftenzahlen (Einreichung bis zum 48. Tag "
                "vor der Wahl, 18 Uhr; 60 Prozent der Unterstützungsunterschriften); es ist hier nicht vollständig "
                "hinterlegt",
            )
        )
    if s is not None:
        if s <= d:
            probleme.append(
                Problem(
                    "wahl.stichwahltag",
                    f"{deutsch.datum_lang(s)} liegt nicht nach dem Wahltag ({deutsch.datum_kurz(d)}); die Stichwahl "
                    f"findet am zweiten Sonntag nach der Wahl statt, also am "
                    f"{deutsch.datum_lang(d + timedelta(days=STICHWAHL_NACH_TAGEN))} (§ 46c Abs. 2 Satz 1 KWahlG)",
                )
            )
        elif s.weekday() != 6:
            probleme.append(
                Problem(
                    "wahl.stichwahltag",
                    f"{deutsch.datum_lang(s)} ist kein Sonntag; die Stichwahl findet am zweiten Sonntag nach der Wahl "
                    f"statt, also am {deutsch.datum_lang(d + timedelta(days=STICHWAHL_NACH_TAGEN))} "
                    "(§ 46c Abs. 2 Satz 1, § 14 Abs. 1 Satz 1 KWahlG)",
                )
            )
    return probleme


def _traeger(bewerber: Person | None) -> list[str]:
    t = getattr(bewerber, "wahlvorschlagstraeger", None) if bewerber is not None else None
    if isinstance(t, str):
        return [t]
    return list(t) if t else []


def quorum(wahl: Wahl, rs: Rechtsstand, amtsinhaber: bool, bewerber: Person | None) -> Quorum:
    """§ 46d Abs. 1 Satz 3 KWahlG with § 15 Abs. 2 KWahlG and § 75b Abs. 5 Satz 4 KWahlO: five times (in
    Gemeinden up to 10 000 inhabitants three times) the members of the Vertretung, for proposals of
    parties and groups not continuously represented and for Einzelbewerber; none for the incumbent."""
    if amtsinhaber:
        return Quorum(
            0,
            "§ 46d Abs. 1 Satz 3 Halbsatz 2 KWahlG",
            "Die bisherige Bürgermeisterin oder der bisherige Bürgermeister wird als Bewerber vorgeschlagen: "
            "keine Unterstützungsunterschriften erforderlich.",
        )
    traeger = _traeger(bewerber)
    befreit = bool(getattr(bewerber, "partei_befreit", False))
    if befreit and len(traeger) > 1:
        return Quorum(
            0,
            "§ 75b Abs. 5 Satz 4 KWahlO, § 46d Abs. 1 Satz 3 i. V. m. § 15 Abs. 2 KWahlG",
            "Gemeinsamer Wahlvorschlag, von dessen Trägern mindestens einer in der laufenden Wahlperiode "
            "ununterbrochen in der Vertretung der Gemeinde, des Kreises, im Landtag oder auf Grund eines "
            "Wahlvorschlags aus dem Land im Bundestag vertreten ist: keine Unterstützungsunterschriften erforderlich.",
        )
    if befreit and traeger:
        return Quorum(
            0,
            "§ 46d Abs. 1 Satz 3 i. V. m. § 15 Abs. 2 KWahlG",
            f"Wahlvorschlag von {traeger[0]}, in der laufenden Wahlperiode ununterbrochen in der Vertretung der "
            "Gemeinde, des Kreises, im Landtag oder auf Grund eines Wahlvorschlags aus dem Land im Bundestag "
            "vertreten: keine Unterstützungsunterschriften erforderlich.",
        )
    if befreit:
        return Quorum(
            0,
            "§ 46d Abs. 1 Satz 3 i. V. m. § 15 Abs. 2 KWahlG",
            "Einzelbewerber mit einem Sitz in der Vertretung auf Grund eines Wahlvorschlags, in dem er als "
            "Einzelbewerber benannt war, der den Wahlvorschlag selbst unterzeichnet: keine "
            "Unterstützungsunterschriften erforderlich.",
        )
    sitze = wahl.gemeinderatssitze
    if sitze is None:
        raise Eingabefehler(
            [
                Problem(
                    "wahl.gemeinderatssitze",
                    "fehlt; in Nordrhein-Westfalen richtet sich die Zahl der Unterstützungsunterschriften nach der "
                    f"Zahl der Mitglieder der Vertretung (Ratsmitglieder ohne den Bürgermeister; {QUORUM_VORSCHRIFT})",
                )
            ]
        )
    klein = wahl.einwohnerzahl <= QUORUM_GRENZE_EINWOHNER
    faktor = QUORUM_FAKTOR_KLEIN if klein else QUORUM_FAKTOR
    anzahl = faktor * sitze
    gemeinde = "bis zu 10.000 Einwohnern" if klein else "mit mehr als 10.000 Einwohnern"
    return Quorum(
        anzahl,
        rs.quorum_vorschrift,
        f"Gemeinde {gemeinde}: {faktor} × {sitze} Mitglieder der Vertretung = {anzahl} Unterstützungsunterschriften.",
    )
