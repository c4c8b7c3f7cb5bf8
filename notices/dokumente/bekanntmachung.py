"""The public notices around the admitted applicants: what they state, their deadline guard, their JSON.

Which applicants a notice lists and in which order is the Land's law (:mod:`notices.reihenfolge`);
by which day it is due comes from the Land's deadlines; how it is worded is the Land's own view
(``notices.recht.<code>.dokumente``, :func:`notices.dokumente.des_landes`). This module holds what
is the same everywhere: the decision object, the guard against a late or premature notice, the stable
JSON, and the common shape of a notice of admitted applications (:class:`Zulassungstexte`).
A notice shows only what the law allows: no street, no PLZ, no day of birth – the Geburtsjahr only, and
the place from :func:`notices.deutsch.ort_in_bekanntmachung`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, Literal

from notices import deutsch, recht, reihenfolge
from notices.dokumente import Dokument, des_landes, nicht_vorgesehen
from notices.dokumente.bausteine import amtswahl, unterschrift, wahlvorschlag, zeile, zusammen
from notices.fehler import Eingabefehler, Problem
from notices.model import Person, Wahldaten
from notices.recht.fristenrechnung import Frist

Art = Literal["wahl", "stichwahl"]


# ------------------------------------------------------------------------------------------------
# Decisions


@dataclass(frozen=True)
class Bekanntmachung:
    """What a notice of admitted applicants states: ballot, deadline, applicants in order."""

    art: Art
    daten: Wahldaten
    wahltag: date
    frist: Frist | None
    """The day by which the notice is due; None where the law says "unverzüglich" (ST § 30 Abs. 6 KWG LSA)."""
    bewerber: tuple[Person, ...]


def frist_oder_none(daten: Wahldaten, fid: str) -> Frist | None:
    """The deadline ``fid`` of the election, or None where the Land's law has none."""
    return next((f for f in recht.fristen(daten.wahl) if f.id == fid), None)


def frist(daten: Wahldaten, fid: str) -> Frist:
    """The deadline ``fid`` of the election (it exists in the rule sets that reach the caller)."""
    f = frist_oder_none(daten, fid)
    if f is None:  # pragma: no cover - every id used exists in the rule sets that reach it
        raise KeyError(fid)
    return f


def erstelle(daten: Wahldaten, *, stichwahl: bool = False) -> Bekanntmachung:
    """The notice of the admitted applications (first ballot) or of the Stichwahl's participants.

    Raises an Eingabefehler when the order cannot be established (missing Los, …), when the Stichwahl
    has no date, or where the Land's law has no Stichwahl notice on record.
    """
    if not stichwahl:
        return Bekanntmachung(
            "wahl",
            daten,
            daten.wahl.wahltag,
            frist_oder_none(daten, "bekanntmachung_spaetestens"),
            tuple(reihenfolge.erste_wahl(daten)),
        )
    land = recht.land(daten.wahl.land)
    modul = des_landes(land.code)
    if recht.rechtsstand(daten.wahl).stichwahl_reihenfolge is None or not hasattr(modul, "stichwahl_pruefen"):
        # a Land whose law has no such notice says why (KEINE_STICHWAHL_BEKANNTMACHUNG in its module)
        grund = getattr(
            modul,
            "KEINE_STICHWAHL_BEKANNTMACHUNG",
            f"die Bekanntmachung zur Stichwahl ist {land.fuer} noch nicht umgesetzt; bitte außerhalb von notices "
            "erstellen",
        )
        raise Eingabefehler([Problem("--stichwahl", grund)])
    tag = modul.stichwahl_pruefen(daten, "eine Bekanntmachung zur Stichwahl")
    return Bekanntmachung(
        "stichwahl",
        daten,
        tag,
        frist_oder_none(daten, "stichwahl_bekanntmachung_spaetestens"),
        tuple(reihenfolge.stichwahl(daten)),
    )


@dataclass(frozen=True)
class Fristlage:
    """The deadline guard's verdict for a notice dated ``datum``."""

    verspaetet: bool
    meldung: str | None
    """Why the notice is late (one German sentence), or None."""
    warnungen: tuple[str, ...]


def stichwahltag(daten: Wahldaten, warum: str) -> date:
    """The Stichwahltag of the data; refused where it is missing (``wahl.stichwahltag: fehlt; {warum}``)."""
    if daten.wahl.stichwahltag is None:
        raise Eingabefehler([Problem("wahl.stichwahltag", f"fehlt; {warum}")])
    return daten.wahl.stichwahltag


def sitzung(bm: Bekanntmachung) -> date | None:
    """The day of the committee's meeting that decided on the admission this notice announces, if recorded."""
    a = bm.daten.wahl.ausschuss
    if a is None:
        return None
    return a.zulassungssitzung if bm.art == "wahl" else a.stichwahl_zulassungssitzung


def fruehester_tag(bm: Bekanntmachung) -> tuple[date, str]:
    """The earliest day the notice can bear, and why: not before the decision it announces – the recorded
    meeting, else the end of the filing period (Stichwahl: the end of the consent period, else the day
    after the first ballot), before which no decision on the admission can be taken."""
    daten = bm.daten
    tag = sitzung(bm)
    if tag is not None:
        return tag, (
            f"die Sitzung des Wahlausschusses am {deutsch.datum_kurz(tag)}, in der über die Zulassung entschieden wurde"
        )
    if bm.art == "wahl":
        rs = recht.rechtsstand(daten.wahl)
        ende = frist_oder_none(daten, rs.einreichungsschluss)
        if ende is not None:
            return ende.datum, (
                f"das Ende der Einreichungsfrist ({deutsch.datum_kurz(ende.datum)}, {ende.vorschrift}); erst danach "
                "kann über die Zulassung entschieden werden"
            )
        return daten.wahl.wahltag, "der Wahltag"
    zustimmung = frist_oder_none(daten, "stichwahl_zustimmung_bis")
    if zustimmung is not None:
        return zustimmung.datum, (
            f"das Ende der Zustimmungsfrist ({deutsch.datum_kurz(zustimmung.datum)}, {zustimmung.vorschrift}); erst "
            "danach stehen die Bewerber der Stichwahl fest"
        )
    nach = daten.wahl.wahltag + timedelta(days=1)
    return nach, f"der Tag nach der ersten Wahl ({deutsch.datum_kurz(daten.wahl.wahltag)})"


def ausgabetag(bm: Bekanntmachung) -> date:
    """The day ``notices alle`` dates the notice on (the same data give the same bytes on any day): its last
    lawful day where there is one, else the recorded meeting or the last day of the decision – never before
    :func:`fruehester_tag`."""
    frueh, _ = fruehester_tag(bm)
    if bm.frist is not None:
        return max(bm.frist.datum, frueh)
    zulassung = frist_oder_none(
        bm.daten, "zulassung_spaetestens" if bm.art == "wahl" else "stichwahl_zulassung_spaetestens"
    )
    return max(sitzung(bm) or (zulassung.datum if zulassung else frueh), frueh)


def _unterzeichnung(bm: Bekanntmachung) -> None:
    """Where the Bürgermeister applies himself, the notice names the deputy who signs it (not the office)."""
    daten = bm.daten
    v = recht.rechtsstand(daten.wahl).pruefung
    amtsinhaber = [b for b in daten.bewerber if b.amtsinhaber]
    if daten.wahl.bekanntmachung is None and amtsinhaber and v.unterzeichner_ausschluss:
        raise Eingabefehler(
            [
                Problem(
                    "wahl.bekanntmachung",
                    f"fehlt; {amtsinhaber[0].name} bewirbt sich als Amtsinhaber selbst und unterzeichnet die "
                    "Bekanntmachung daher nicht – bitte Namen und Funktion der Stellvertretung angeben, die sie "
                    f"unterzeichnet ({v.unterzeichner_ausschluss})",
                )
            ]
        )


def pruefe_datum(bm: Bekanntmachung, datum: date) -> None:
    """Refuse what the law makes impossible: a notice dated before the decision it announces
    (:func:`fruehester_tag`), or one an applicant would sign. Every way a notice is made passes here."""
    frueh, warum = fruehester_tag(bm)
    if datum < frueh:
        raise Eingabefehler(
            [
                Problem(
                    "--datum",
                    f"{deutsch.datum_kurz(datum)} liegt vor dem {deutsch.datum_kurz(frueh)}: maßgeblich ist {warum}; "
                    "die Bekanntmachung kann der Entscheidung, die sie bekannt macht, nicht vorausgehen",
                )
            ]
        )
    _unterzeichnung(bm)


def fristlage(bm: Bekanntmachung, datum: date) -> Fristlage:
    """Is the notice dated ``datum`` lawful, late, or final yet?

    Refused (an Eingabefehler) before the decision it announces (:func:`fruehester_tag`) and where an
    applicant would sign it; late after the Land's deadline (BW: the 15th day before the Wahltag, § 10 Abs. 6
    KomWG; for the Stichwahl the 8th day before it, § 10a Abs. 4 KomWG) – which ``--trotz-fristablauf``
    lets through, saying so.
    """
    daten = bm.daten
    f = bm.frist
    pruefe_datum(bm, datum)
    meldung = None
    warnungen: list[str] = []
    if f is None and bm.art == "wahl":
        warnungen.append(
            f"Die zugelassenen Bewerbungen sind unverzüglich nach der Zulassung öffentlich bekannt zu machen "
            f"({recht.rechtsstand(daten.wahl).reihenfolge_vorschrift}); ein fester letzter Tag ist nicht bestimmt."
        )
    elif f is not None and datum > f.datum:
        was = "der zugelassenen Bewerbungen" if bm.art == "wahl" else "der Bewerber der Stichwahl"
        meldung = (
            f"Die öffentliche Bekanntmachung {was} ist spätestens am {deutsch.datum_lang(f.datum)} fällig "
            f"({f.rechnung}, {f.vorschrift}); das Datum der Bekanntmachung, {deutsch.datum_lang(datum)}, liegt danach."
        )
    if sitzung(bm) is None:
        warnungen.append(
            "Der Tag der Sitzung, in der über die Zulassung entschieden wurde, ist nicht erfasst "
            f"([wahl.ausschuss] {'zulassungssitzung' if bm.art == 'wahl' else 'stichwahl_zulassungssitzung'}); "
            "die Bekanntmachung nennt ihn daher nicht."
        )
    for p in reihenfolge.offene_zulassungen(daten, stichwahl=bm.art == "stichwahl"):
        warnungen.append(
            f"Über die Bewerbung von {p.name} ist noch nicht entschieden (zugelassen fehlt); sie ist nicht aufgeführt."
        )
    modul = des_landes(daten.wahl.land)
    if hasattr(modul, "stichwahl_warnungen"):
        warnungen += modul.stichwahl_warnungen(bm)
    if daten.wahl.bekanntmachung is None:
        warnungen.append(
            "wahl.bekanntmachung fehlt: die Bekanntmachung nennt niemanden als Unterzeichner "
            '([wahl.bekanntmachung] mit unterzeichner = "…" und funktion = "…").'
        )
    return Fristlage(meldung is not None, meldung, tuple(warnungen))


# ------------------------------------------------------------------------------------------------
# JSON (stable contract, docs/befehle.md "bekanntmachung")


def bewerber_json(nr: int, p: Person) -> dict[str, Any]:
    """One applicant's line as the JSON contract states it (BW: § 20 Abs. 8 Satz 2 and 3 KomWO)."""
    return {
        "nr": nr,
        "id": p.id,
        "familienname": p.familienname,
        "vornamen": p.vornamen,
        "doktorgrad": p.doktorgrad,
        "ordens_oder_kuenstlername": p.kuenstlername,
        "beruf": p.beruf,
        "geburtsjahr": p.geburtsdatum.year,
        "ort": deutsch.ort_in_bekanntmachung(p),
    }


def als_json(bm: Bekanntmachung) -> dict[str, Any]:
    """``{"art", "gemeinde", "wahltag", "spaetestens", "sitzung", "bewerber": [...]}`` – the notice's content
    (``sitzung``: the committee meeting that decided on the admission, if recorded).

    The Land may add keys per applicant (``bewerber_json(person)``) and, to the Stichwahl notice,
    ``stichwahl_bewerber_json(bm, person)`` (ST, SL: ``"stimmen"``, the votes the notice states).
    """
    modul = des_landes(bm.daten.wahl.land)
    zusatz = getattr(modul, "bewerber_json", None)
    stichwahl_zusatz = getattr(modul, "stichwahl_bewerber_json", None) if bm.art == "stichwahl" else None
    tag = sitzung(bm)
    return {
        "art": bm.art,
        "land": bm.daten.wahl.land,
        "gemeinde": bm.daten.wahl.gemeinde,
        "wahltag": bm.wahltag.isoformat(),
        "spaetestens": bm.frist.datum.isoformat() if bm.frist else None,
        "sitzung": tag.isoformat() if tag else None,
        "bewerber": [
            bewerber_json(nr, p) | (zusatz(p) if zusatz else {}) | (stichwahl_zusatz(bm, p) if stichwahl_zusatz else {})
            for nr, p in enumerate(bm.bewerber, 1)
        ],
    }


# ------------------------------------------------------------------------------------------------
# Views


def ansicht(bm: Bekanntmachung, datum: date) -> Dokument:
    """The notice as the Land words it; ``datum`` is the date of the notice (refused before the decision)."""
    pruefe_datum(bm, datum)
    return des_landes(bm.daten.wahl.land).bekanntmachung(bm, datum)


@dataclass(frozen=True)
class Entfall:
    """A case in which the election fails or does not take place, as the Land's statute words it."""

    feststellung: str
    folge: tuple[str, ...]
    vorschrift: str
    frist: str | None = None
    """The deadline id by which this notice is due, where the statute sets one."""
    zugelassen: int | None = None
    """How many admitted applications the case presupposes (none; exactly one), where it does."""


@dataclass(frozen=True)
class Zulassungstexte:
    """The wording of a notice of admitted applications in the common shape (ST, SL): who admitted, what
    is listed, the order, the majority, the Stichwahl, and what is stated when nothing was admitted."""

    ausschuss: str
    was: str
    zulassung: str
    rechtsgrundlagen: str
    mehrheit: str
    stichwahl: str
    """With ``{tag}`` for the day of the Stichwahl."""
    reihenfolge: str
    ort_hinweis: str
    mit_wahlvorschlag: bool
    ohne_zulassung: Entfall
    ohne_zulassung_wort: str
    """``ist gescheitert`` / ``findet nicht statt`` – the title when nothing was admitted."""
    betreff: str
    wahlvorschlag_titel: str = "Wahlvorschlag"
    """The heading of the column with the proposing or supporting party or group."""
    ein_bewerber: str | None = None
    """What is stated instead of the Stichwahl when only one is admitted (a Stichwahl needs two); None: nothing."""
    ohne_traeger: Callable[[Person], str] | None = None
    """What that column shows for an applicant without one (SL § 76 Abs. 2 Satz 2 KWG: the Familienname);
    None: ``Einzelbewerbung``."""


def zulassung_ansicht(bm: Bekanntmachung, datum: date, t: Zulassungstexte) -> Dokument:
    """The notice of the admitted applications in the common shape; with none admitted, the notice that
    the election fails or does not take place (the Land's :attr:`Zulassungstexte.ohne_zulassung`)."""
    daten = bm.daten
    wahl = daten.wahl
    n = len(bm.bewerber)
    zeilen = [zeile(nr, p) for nr, p in enumerate(bm.bewerber, 1)]
    am = f"am {deutsch.datum_lang(bm.wahltag)}"
    tag = sitzung(bm)
    ausschuss = t.ausschuss + (f" in seiner Sitzung am {deutsch.datum_lang(tag)}" if tag else "")
    s = wahl.stichwahltag
    if n == 0:
        titel = f"Die {amtswahl(wahl)} in {wahl.gemeinde} {am} {t.ohne_zulassung_wort}"
        einleitung, hinweise = [t.ohne_zulassung.feststellung, *t.ohne_zulassung.folge], []
    else:
        titel = f"Zugelassene {t.was} für die {amtswahl(wahl)} in {wahl.gemeinde} {am}"
        einleitung = [
            f"Für die {amtswahl(wahl)} {am} hat {ausschuss} die folgenden {t.was} zugelassen ({t.zulassung}):"
        ]
        hinweise = [t.mehrheit]
        if n == 1:
            hinweise += [t.ein_bewerber] if t.ein_bewerber else []
        elif s is not None:
            hinweise.append(t.stichwahl.format(tag=deutsch.datum_lang(s)))
    for z, p in zip(zeilen, bm.bewerber, strict=True):
        z["wahlvorschlag"] = wahlvorschlag(p) or (t.ohne_traeger(p) if t.ohne_traeger else "Einzelbewerbung")
    kontext = {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": zusammen(titel),
        "einleitung": einleitung,
        "zeilen": zeilen,
        "mit_kuenstlername": any(z["kuenstlername"] for z in zeilen),
        "mit_wahlvorschlag": t.mit_wahlvorschlag,
        "wahlvorschlag_titel": t.wahlvorschlag_titel,
        "ort_hinweis": t.ort_hinweis if zeilen else "",
        "reihenfolge": t.reihenfolge if n >= 2 else "",
        "hinweise_titel": "Hinweise",
        "hinweise": hinweise,
        "unterschrift": unterschrift(daten, datum),
        "quelle": f"Rechtsgrundlagen: {t.rechtsgrundlagen}.",
        "tabellen_titel": f"Zugelassene {t.was}",
    }
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        t.betreff,
        ("Bekanntmachung", "Bewerbungen", wahl.gemeinde),
        "bekanntmachung/bekanntmachung.html",
    )


# ------------------------------------------------------------------------------------------------
# The Stichwahl does not take place (BW § 45 Abs. 3 GemO, § 20a Abs. 5 KomWO)


def pruefe_grund(grund: str | None) -> str:
    """The reason given on the command line, stripped; an Eingabefehler if it is missing or too long."""
    text = (grund or "").strip()
    if not text:
        raise Eingabefehler(
            [
                Problem(
                    "--grund",
                    "fehlt; die Bekanntmachung nennt die Gründe, aus denen die Stichwahl nicht stattfindet, "
                    'z. B. --grund "Ein Teilnehmer der Stichwahl ist verstorben."',
                )
            ]
        )
    if len(text) > 2000:
        raise Eingabefehler([Problem("--grund", f"ist {len(text)} Zeichen lang; höchstens 2000 Zeichen")])
    return text


def _stichwahl_entfaellt_modul(daten: Wahldaten) -> Any:
    modul = des_landes(daten.wahl.land)
    if not hasattr(modul, "stichwahl_entfaellt"):
        raise nicht_vorgesehen(
            daten.wahl.land,
            "Eine Bekanntmachung, dass die Stichwahl nicht stattfindet,",
            "--stichwahl-entfaellt",
            "für das Scheitern der Wahl gibt es --wahl-entfaellt",
        )
    return modul


def entfaellt_pruefen(daten: Wahldaten, datum: date) -> date:
    """The Stichwahltag; refuses a Land without this notice and the checks of the Land's module."""
    return _stichwahl_entfaellt_modul(daten).entfaellt_pruefen(daten, datum)


def entfaellt_json(daten: Wahldaten, grund: str) -> dict[str, Any]:
    """``{"art": "stichwahl_entfaellt", "gemeinde", "wahltag", "grund"}`` (wahltag: the cancelled Stichwahl)."""
    tag = daten.wahl.stichwahltag
    assert tag is not None  # entfaellt_pruefen ran first
    return {
        "art": "stichwahl_entfaellt",
        "land": daten.wahl.land,
        "gemeinde": daten.wahl.gemeinde,
        "wahltag": tag.isoformat(),
        "grund": grund,
    }


def entfaellt_ansicht(daten: Wahldaten, grund: str, datum: date) -> Dokument:
    """The notice that the Stichwahl does not take place, as the Land words it."""
    return _stichwahl_entfaellt_modul(daten).stichwahl_entfaellt(daten, grund, datum)


# ------------------------------------------------------------------------------------------------
# The election fails or does not take place (ST § 30 Abs. 7 KWG LSA, SL § 76 Abs. 4, 5 KWG)


def _anzahl_zugelassen(n: int) -> str:
    """``ist keine`` / ``ist eine`` / ``sind 3`` – how many admitted applications the data record."""
    return {0: "ist keine", 1: "ist eine"}.get(n, f"sind {n}")


def wahl_entfaellt(daten: Wahldaten, fall: str) -> Entfall:
    """The case, checked against the Land's cases (``WAHL_ENTFAELLT`` of its document module)."""
    faelle: dict[str, Entfall] = getattr(des_landes(daten.wahl.land), "WAHL_ENTFAELLT", {})
    if not faelle:
        raise nicht_vorgesehen(
            daten.wahl.land,
            "Eine Bekanntmachung, dass die Wahl gescheitert ist oder nicht stattfindet,",
            "--wahl-entfaellt",
            "ohne zugelassene Bewerbung findet die Wahl mit Namenseintrag statt; entfällt die Stichwahl, gibt es "
            "dafür --stichwahl-entfaellt",
        )
    if fall not in faelle:
        raise Eingabefehler(
            [
                Problem(
                    "--wahl-entfaellt",
                    f"„{fall}“ ist {recht.fuer(daten.wahl.land)} kein Fall; möglich: {', '.join(faelle)}",
                )
            ]
        )
    e = faelle[fall]
    zugelassen = sum(b.zugelassen is True for b in daten.bewerber)
    if e.zugelassen is not None and zugelassen != e.zugelassen:
        soll = "keine Bewerbung" if e.zugelassen == 0 else f"genau {e.zugelassen} Bewerbung"
        raise Eingabefehler(
            [
                Problem(
                    "--wahl-entfaellt",
                    f"„{fall}“ setzt voraus, dass {soll} zugelassen ist; erfasst "
                    f"{_anzahl_zugelassen(zugelassen)} zugelassene ({e.vorschrift})",
                )
            ]
        )
    return e


def wahl_entfaellt_json(daten: Wahldaten, fall: str, grund: str | None) -> dict[str, Any]:
    """``{"art": "wahl_entfaellt", "fall", "gemeinde", "wahltag", "spaetestens", "grund"}``."""
    e = wahl_entfaellt(daten, fall)
    f = frist_oder_none(daten, e.frist) if e.frist else None
    return {
        "art": "wahl_entfaellt",
        "fall": fall,
        "land": daten.wahl.land,
        "gemeinde": daten.wahl.gemeinde,
        "wahltag": daten.wahl.wahltag.isoformat(),
        "spaetestens": f.datum.isoformat() if f else None,
        "grund": grund,
    }


def wahl_entfaellt_ansicht(daten: Wahldaten, fall: str, grund: str | None, datum: date) -> Dokument:
    """The notice that the election fails or does not take place, as the Land words it."""
    e = wahl_entfaellt(daten, fall)
    return des_landes(daten.wahl.land).wahl_entfaellt(daten, e, grund, datum)


def entfall_ansicht(
    daten: Wahldaten, e: Entfall, grund: str | None, datum: date, wort: str, folge: list[str]
) -> Dokument:
    """The common shape of the notice that the election ``wort`` (``ist gescheitert``, …)."""
    wahl = daten.wahl
    kontext = {
        "kennung": "Öffentliche Bekanntmachung",
        "titel": zusammen(f"Die {amtswahl(wahl)} in {wahl.gemeinde} am {deutsch.datum_lang(wahl.wahltag)} {wort}"),
        "absaetze": [e.feststellung],
        "grund_titel": "Nähere Angaben" if grund else "",
        "grund": grund or "",
        "folge": folge,
        "unterschrift": unterschrift(daten, datum),
        "quelle": f"Rechtsgrundlagen: {e.vorschrift}.",
    }
    return Dokument(
        kontext,
        kontext["titel"].replace("\u00a0", " "),
        "Öffentliche Bekanntmachung",
        ("Bekanntmachung", wahl.gemeinde),
        "stichwahl/entfaellt.html",
    )


# ------------------------------------------------------------------------------------------------
# The letter to a person in the Stichwahl who did not apply (BW § 20a Abs. 1 and 2 KomWO)


def benachrichtigung_modul(daten: Wahldaten) -> Any:
    """The Land's module of this letter; refused where the Land has no such procedure."""
    modul = des_landes(daten.wahl.land)
    if not hasattr(modul, "benachrichtigung"):
        raise nicht_vorgesehen(
            daten.wahl.land,
            "Eine Benachrichtigung von Personen, die ohne Bewerbung an der Stichwahl teilnähmen,",
            "wahl.land",
            "an der Stichwahl nehmen dort nur Bewerber der ersten Wahl teil",
        )
    return modul
