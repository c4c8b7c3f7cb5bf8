"""The public notices around the admitted applicants: what they state, their deadline guard, their JSON.

Which applicants a notice lists and in which order is the Land's law (:mod:`notices.reihenfolge`);
by which day it is due comes from the Land's deadlines; how it is worded is the Land's declaration
(``texte.toml``, :mod:`notices.dokumente.landesdokumente`). This module holds what is the same everywhere:
the decision object, the guard against a late or premature notice, the stable JSON, and the facts the
Land's texts are filled with.
A notice shows only what the law allows: no street, no PLZ, no day of birth – the Geburtsjahr only, and
the place from :func:`notices.dokumente.bausteine.ort_in_bekanntmachung`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, Literal

from notices import ausgaben, deutsch, recht, reihenfolge
from notices.dokumente import Dokument, landesdokumente
from notices.dokumente.bausteine import amtstext, amtswahl, ort_in_bekanntmachung, unterschrift, wahlvorschlag, zeile
from notices.fehler import Eingabefehler, Problem, argumentproblem
from notices.model import Bewerber, Person, StichwahlBewerber, Wahldaten
from notices.pruefung import ausgeschlossen
from notices.recht import texte
from notices.recht.fristenrechnung import Frist, mit_rolle
from notices.recht.grundlagen import Dokumentangabe, Entfallangabe, Rolle
from notices.recht.ordnung import los_um_die_stichwahl
from notices.unterschriften import Unterschrift

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


def frist_oder_none(daten: Wahldaten, rolle: Rolle) -> Frist | None:
    """The deadline of this role of the election, or None where the Land's law has none (or it is not dated)."""
    return mit_rolle(recht.fristen(daten.wahl), rolle)


def frist(daten: Wahldaten, rolle: Rolle) -> Frist:
    """The deadline of this role of the election (it exists in the versions that reach the caller)."""
    f = frist_oder_none(daten, rolle)
    if f is None:  # pragma: no cover - every role asked for exists in the versions that reach it
        raise KeyError(rolle)
    return f


def erstelle(
    daten: Wahldaten, *, stichwahl: bool = False, listen: Mapping[str, Sequence[Unterschrift]] | None = None
) -> Bekanntmachung:
    """The notice of the admitted applications (first ballot) or of the Stichwahl's participants.

    Raises an Eingabefehler when the order cannot be established (missing Los, …), when the Stichwahl
    has no date, where the Land's law has no Stichwahl notice on record, or where a person recorded as
    admitted is excluded by law (:func:`notices.pruefung.ausgeschlossen`: not eligible; with ``listen``, the
    signer lists by applicant id, also too few support signatures).
    """
    probleme = ausgeschlossen(daten, listen, stichwahl=stichwahl)
    if probleme:
        raise Eingabefehler(probleme)
    if not stichwahl:
        return Bekanntmachung(
            "wahl",
            daten,
            daten.wahl.wahltag,
            frist_oder_none(daten, "bekanntmachung_spaetestens"),
            tuple(reihenfolge.erste_wahl(daten)),
        )
    if "bekanntmachung_stichwahl" not in landesdokumente.angaben(daten):
        land = recht.land(daten.wahl.land)
        grund = (
            f"die Bekanntmachung zur Stichwahl ist {land.fuer} noch nicht umgesetzt; bitte außerhalb von notices "
            "erstellen"
        )
        raise Eingabefehler([argumentproblem("stichwahl", grund)])
    a = landesdokumente.angabe(daten, "bekanntmachung_stichwahl", was="Eine Bekanntmachung zur Stichwahl")
    tag = stichwahltag(daten, a.stichwahltag_fehlt or "")
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
        ende = frist_oder_none(daten, "einreichungsschluss")
        if ende is not None:
            return ende.datum, (
                f"das Ende der Einreichungsfrist ({deutsch.datum_kurz(ende.datum)}, {ende.vorschrift}); erst danach "
                "kann über die Zulassung entschieden werden"
            )
        return daten.wahl.wahltag, "der Wahltag"
    ruecknahme = frist_oder_none(daten, "zweiter_wahlgang_ruecknahme_bis")
    if ruecknahme is not None:
        return ruecknahme.datum, (
            "das Ende der Frist für die Rücknahme und Änderung der Wahlvorschläge "
            f"({deutsch.datum_kurz(ruecknahme.datum)}, {ruecknahme.vorschrift}); erst danach stehen die Wahlvorschläge "
            "des zweiten Wahlgangs fest"
        )
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
    :func:`fruehester_tag`. A recorded day of publication (``bekanntgemacht``, ``stichwahl_bekanntgemacht``)
    is the day: the archive holds the notice that was published, not one dated otherwise."""
    veroeffentlicht = bm.daten.wahl.bekanntgemacht if bm.art == "wahl" else bm.daten.wahl.stichwahl_bekanntgemacht
    if veroeffentlicht is not None:
        return veroeffentlicht
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


def pruefe_unterzeichner(daten: Wahldaten) -> None:
    """Refuse a notice signed in a function that is not the one of this office's election: SL, a Landrat's notice
    by a Gemeindewahlleiter (the Kreiswahlleiterin or the Kreiswahlleiter signs, § 76 Abs. 6, § 61 KWG), a
    Bürgermeister's by a Kreiswahlleiter (the Land's ``amtstexte``: ``fremde_wahlleitung``)."""
    angaben = daten.wahl.bekanntmachung
    fremd = amtstext(daten.wahl, "fremde_wahlleitung", "")
    if angaben is None or not fremd or fremd.lower() not in angaben.funktion.lower():
        return
    raise Eingabefehler(
        [
            Problem(
                "wahl.bekanntmachung.funktion",
                f"„{angaben.funktion}“ unterzeichnet keine Bekanntmachung zur {amtswahl(daten.wahl)}; sie ist Sache "
                f"der {amtstext(daten.wahl, 'unterzeichner', '')} "
                f"({amtstext(daten.wahl, 'unterzeichner_vorschrift', '')})",
            )
        ]
    )


def pruefe_datum(bm: Bekanntmachung, datum: date) -> None:
    """Refuse what the law makes impossible: a notice dated before the decision it announces
    (:func:`fruehester_tag`), one dated on or after the day of the ballot it announces (it tells the voters whom
    they vote for – where the law says only "unverzüglich", HE § 48 Satz 1 KWG, RP § 62 Abs. 5 KWG, no deadline
    would catch it), or one an applicant would sign. Every way a notice is made passes here."""
    if datum >= bm.wahltag:
        wahl = "der Wahl" if bm.art == "wahl" else "der Stichwahl"
        raise Eingabefehler(
            [
                argumentproblem(
                    "datum",
                    f"{deutsch.datum_kurz(datum)} liegt nicht vor dem Tag {wahl} ({deutsch.datum_kurz(bm.wahltag)}); "
                    "die Bekanntmachung unterrichtet die Wahlberechtigten vor der Wahl über die Bewerber – am Tag "
                    f"{wahl} oder danach kann sie das nicht mehr",
                )
            ]
        )
    frueh, warum = fruehester_tag(bm)
    if datum < frueh:
        raise Eingabefehler(
            [
                argumentproblem(
                    "datum",
                    f"{deutsch.datum_kurz(datum)} liegt vor dem {deutsch.datum_kurz(frueh)}: maßgeblich ist {warum}; "
                    "die Bekanntmachung kann der Entscheidung, die sie bekannt macht, nicht vorausgehen",
                )
            ]
        )
    _unterzeichnung(bm)
    pruefe_unterzeichner(bm.daten)


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
        zweiter = recht.rechtsstand(daten.wahl).zweiter_wahlgang == "zweiter_wahlgang"
        was = (
            "der zugelassenen Bewerbungen"
            if bm.art == "wahl"
            else ("der Wahlvorschläge des zweiten Wahlgangs" if zweiter else "der Bewerber der Stichwahl")
        )
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
    a = landesdokumente.angaben(daten).get(_art(bm))
    if a is not None and a.fehlt is None and a.warnungen:
        warnungen += landesdokumente.warnungen(a, fakten(bm, datum, a))
    if daten.wahl.bekanntmachung is None:
        warnungen.append(
            "wahl.bekanntmachung fehlt: die Bekanntmachung nennt niemanden als Unterzeichner "
            '([wahl.bekanntmachung] mit unterzeichner = "…" und funktion = "…").'
        )
    return Fristlage(meldung is not None, meldung, tuple(warnungen))


# ------------------------------------------------------------------------------------------------
# JSON (stable contract, docs/befehle.md "bekanntmachung")


def bewerber_json(
    nr: int, p: Person, zusatz: dict[str, Any] | None = None, *, ohne_ort: bool = False
) -> ausgaben.Bewerberzeile:
    """One applicant's line as the JSON contract states it (BW: § 20 Abs. 8 Satz 2 and 3 KomWO), with what the
    Land's notice adds (:func:`_json_zusatz`: keys written only where set); ``ort`` null where the Land's notice
    shows no place (``ohne_ort``, MV § 27 LKWO M-V)."""
    return ausgaben.Bewerberzeile(
        nr=nr,
        id=p.id,
        familienname=p.familienname,
        vornamen=p.vornamen,
        doktorgrad=p.doktorgrad,
        ordens_oder_kuenstlername=p.kuenstlername,
        beruf=p.beruf,
        geburtsjahr=p.geburtsdatum.year,
        ort=None if ohne_ort else ort_in_bekanntmachung(p),
        **(zusatz or {}),
    )


def _json_zusatz(bm: Bekanntmachung, p: Person) -> dict[str, Any]:
    """What the Land's notice adds to an applicant's JSON (its declaration's ``json_zusatz`` and ``json_stimmen``)."""
    angaben = landesdokumente.angaben(bm.daten)
    zusatz: dict[str, Any] = {}
    a = angaben.get("bekanntmachung")
    for art in a.json_zusatz if a is not None else ():
        t = getattr(p, "wahlvorschlagstraeger", None)
        if art == "wahlvorschlag":
            zusatz["wahlvorschlag"] = wahlvorschlag(p)
        elif art == "wahlvorschlag_oder_familienname":
            zusatz["wahlvorschlag"] = wahlvorschlag(p) or p.familienname
        else:  # traeger_mit_bindestrich
            zusatz["wahlvorschlag"] = "-".join(t) if isinstance(t, list) else t
    s = angaben.get("bekanntmachung_stichwahl")
    if bm.art == "stichwahl" and s is not None and s.json_stimmen:
        zusatz["stimmen"] = p.stimmen_erste_wahl
    return zusatz


def als_json(bm: Bekanntmachung) -> dict[str, Any]:
    """``{"art", "gemeinde", "wahltag", "spaetestens", "sitzung", "bewerber": [...]}`` – the notice's content
    (``sitzung``: the committee meeting that decided on the admission, if recorded).

    The Land's declaration may add keys per applicant: ``wahlvorschlag`` (ST, SL, NW) and, to the Stichwahl
    notice, ``stimmen`` – the votes the notice states (ST, SL).
    """
    tag = sitzung(bm)
    a = landesdokumente.angaben(bm.daten).get(_art(bm))
    ohne_ort = a is not None and a.ohne_ort
    return ausgaben.Zulassung(
        art=bm.art,
        land=bm.daten.wahl.land,
        gemeinde=bm.daten.wahl.gemeinde,
        wahltag=bm.wahltag.isoformat(),
        spaetestens=bm.frist.datum.isoformat() if bm.frist else None,
        sitzung=tag.isoformat() if tag else None,
        bewerber=[bewerber_json(nr, p, _json_zusatz(bm, p), ohne_ort=ohne_ort) for nr, p in enumerate(bm.bewerber, 1)],
    ).als_json()


# ------------------------------------------------------------------------------------------------
# Views


def _anzahl(n: int) -> str:
    return {0: "keine", 1: "eine"}.get(n, "mehrere")


def _zeilen(bm: Bekanntmachung, a: Dokumentangabe) -> list[dict[str, Any]]:
    """The applicants' rows: what may be published, the proposing party or what the Land shows without one,
    and in a Stichwahl notice the votes at the first ballot where they are recorded."""
    zeilen = []
    for nr, p in enumerate(bm.bewerber, 1):
        z: dict[str, Any] = zeile(nr, p)
        einzel = "Einzelbewerberin" if p.anrede == "Frau" else "Einzelbewerber"
        z["wahlvorschlag"] = wahlvorschlag(p) or texte.fuelle(
            a.ohne_wahlvorschlag, {"familienname": p.familienname, "einzelbewerber": einzel}
        )
        if a.ohne_ort:
            del z["ort"]
        if bm.art == "stichwahl" and p.stimmen_erste_wahl is not None:
            z["stimmen"] = deutsch.zahl(p.stimmen_erste_wahl)
        zeilen.append(z)
    return zeilen


def fakten(bm: Bekanntmachung, datum: date, a: Dokumentangabe) -> dict[str, Any]:
    """The facts of a notice of admitted applications or of the Stichwahl's participants."""
    daten = bm.daten
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    n = len(bm.bewerber)
    tag = sitzung(bm)
    neu = [isinstance(p, StichwahlBewerber) for p in bm.bewerber]
    fall = {(False, True): "alt_neu", (True, True): "neu_neu", (False, False): "alt_alt"}.get(tuple(neu), "sonst")
    zeilen = _zeilen(bm, a)
    teilnehmer = [p for p in bm.bewerber if isinstance(p, Bewerber)]
    regel = rs.mit_rolle("bekanntmachung_spaetestens")
    f: dict[str, Any] = {
        **landesdokumente.wahlfakten(daten),
        "tag_lang": deutsch.datum_lang(bm.wahltag),
        "tag_kurz": deutsch.datum_kurz(bm.wahltag),
        "sitzung": tag is not None,
        "sitzung_lang": deutsch.datum_lang(tag) if tag else "",
        "n": n,
        "anzahl": _anzahl(n),
        "mehrere": n >= 2,
        "zeilen": zeilen,
        "mit_ort": not a.ohne_ort,
        "mit_kuenstlername": any(z["kuenstlername"] for z in zeilen),
        "unterschrift": unterschrift(daten, datum),
        "mit_neuen": any(neu),
        "ohne_neue": bm.art == "stichwahl" and not any(neu),
        "sitzung_mit_neuen": tag is not None and any(neu),
        "stichwahl_fall": fall,
        "los_um_die_stichwahl": bm.art == "stichwahl" and los_um_die_stichwahl(daten, teilnehmer),
        "ohne_frist": bm.frist is None,
        "mit_amtsinhaber": any(getattr(p, "amtsinhaber", False) for p in daten.bewerber),
        "reihenfolge_vorschrift": rs.reihenfolge_vorschrift,
        "bekanntmachung_vorschrift": regel.vorschrift if regel else "",
        "zweiter_sonntag_lang": deutsch.datum_lang(wahl.wahltag + timedelta(days=14)),
        "ortsvorsteher": wahl.amt == "Ortsvorsteher",
        "ohne_zulassung_feststellung": "",
        "ohne_zulassung_folge": [],
    }
    if a.ohne_zulassung is not None and n == 0:
        _, ef = _entfall_fakten(daten, a.ohne_zulassung, None, datum)
        f["ohne_zulassung_feststellung"] = ef["feststellung"]
        f["ohne_zulassung_folge"] = ef["folge"]
    return f


def _art(bm: Bekanntmachung) -> str:
    return "bekanntmachung" if bm.art == "wahl" else "bekanntmachung_stichwahl"


def ansicht(bm: Bekanntmachung, datum: date) -> Dokument:
    """The notice as the Land declares it; ``datum`` is the date of the notice (refused before the decision).
    Where none was admitted and the Land's law makes that the notice that the election does not take place
    (NW § 64 Abs. 3 KWahlO), that notice."""
    pruefe_datum(bm, datum)
    a = landesdokumente.angabe(bm.daten, _art(bm), was="Diese Bekanntmachung")
    if a.ohne_zulassung is not None and a.ohne_zulassung_als_entfall and not bm.bewerber:
        return entfall_ansicht(bm.daten, a.ohne_zulassung, None, datum)
    f = fakten(bm, datum, a)
    f |= landesdokumente.fakten_des_landes(a, bm, f)
    return landesdokumente.erzeuge(a, f)


# ------------------------------------------------------------------------------------------------
# The Stichwahl does not take place (BW § 45 Abs. 3 GemO, § 20a Abs. 5 KomWO)


def pruefe_grund(grund: str | None) -> str:
    """The reason given on the command line, stripped; an Eingabefehler if it is missing or too long."""
    text = (grund or "").strip()
    if not text:
        raise Eingabefehler(
            [
                argumentproblem(
                    "grund",
                    "fehlt; die Bekanntmachung nennt die Gründe, aus denen die Stichwahl nicht stattfindet, "
                    "z. B. „Ein Teilnehmer der Stichwahl ist verstorben.“",
                )
            ]
        )
    if len(text) > 2000:
        raise Eingabefehler([argumentproblem("grund", f"ist {len(text)} Zeichen lang; höchstens 2000 Zeichen")])
    return text


def _entfaellt_angabe(daten: Wahldaten) -> Dokumentangabe:
    return landesdokumente.angabe(
        daten,
        "stichwahl_entfaellt",
        was="Eine Bekanntmachung, dass die Stichwahl nicht stattfindet,",
        argument="stichwahl_entfaellt",
        grund="für das Scheitern der Wahl gibt es die Bekanntmachung, dass die Wahl gescheitert ist oder nicht "
        "stattfindet",
    )


def _entfaellt_fakten(daten: Wahldaten, tag: date, grund: str, datum: date) -> dict[str, Any]:
    return {
        **landesdokumente.wahlfakten(daten),
        "tag_lang": deutsch.datum_lang(tag),
        "unterschrift": unterschrift(daten, datum),
        "grund": grund,
        "datum_kurz": deutsch.datum_kurz(datum),
        "datum_vor_der_wahl": datum < daten.wahl.wahltag,
    }


def entfaellt_pruefen(daten: Wahldaten, datum: date) -> date:
    """The Stichwahltag; refuses a Land or version without this notice, a missing Stichwahltag and what the
    Land's declaration refuses (BW: a date before the first ballot)."""
    a = _entfaellt_angabe(daten)
    tag = stichwahltag(daten, a.stichwahltag_fehlt or "")
    f = _entfaellt_fakten(daten, tag, "", datum)
    for b in a.verweigert:
        if f[b.wenn]:
            raise Eingabefehler([argumentproblem(b.argument, landesdokumente.fuelle(a, b.text, f))])
    return tag


def entfaellt_json(daten: Wahldaten, grund: str) -> dict[str, Any]:
    """:class:`notices.ausgaben.StichwahlEntfaellt` (wahltag: the cancelled Stichwahl)."""
    tag = daten.wahl.stichwahltag
    assert tag is not None  # entfaellt_pruefen ran first
    return ausgaben.StichwahlEntfaellt(
        art="stichwahl_entfaellt",
        land=daten.wahl.land,
        gemeinde=daten.wahl.gemeinde,
        wahltag=tag.isoformat(),
        grund=grund,
    ).als_json()


def entfaellt_ansicht(daten: Wahldaten, grund: str, datum: date) -> Dokument:
    """The notice that the Stichwahl does not take place, as the Land declares it (checked first)."""
    tag = entfaellt_pruefen(daten, datum)
    pruefe_unterzeichner(daten)
    return landesdokumente.erzeuge(_entfaellt_angabe(daten), _entfaellt_fakten(daten, tag, grund, datum))


# ------------------------------------------------------------------------------------------------
# The election fails or does not take place (ST § 30 Abs. 7 KWG LSA, SL § 76 Abs. 4, 5 KWG, NW § 64 KWahlO)


def _anzahl_zugelassen(n: int) -> str:
    """``ist keine`` / ``ist eine`` / ``sind 3`` – how many admitted applications the data record."""
    return {0: "ist keine", 1: "ist eine"}.get(n, f"sind {n}")


def _entfall_angabe(daten: Wahldaten) -> Dokumentangabe:
    return landesdokumente.angabe(
        daten,
        "wahl_entfaellt",
        was="Eine Bekanntmachung, dass die Wahl gescheitert ist oder nicht stattfindet,",
        argument="wahl_entfaellt",
        grund="ohne zugelassene Bewerbung findet die Wahl mit Namenseintrag statt; entfällt die Stichwahl, gibt es "
        "dafür die Bekanntmachung, dass die Stichwahl nicht stattfindet",
    )


def wahl_entfaellt(daten: Wahldaten, fall: str) -> Entfallangabe:
    """The case, checked against the Land's cases (``faelle`` of its ``wahl_entfaellt`` document)."""
    faelle = _entfall_angabe(daten).faelle
    if fall not in faelle:
        raise Eingabefehler(
            [
                argumentproblem(
                    "wahl_entfaellt",
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
                argumentproblem(
                    "wahl_entfaellt",
                    f"„{fall}“ setzt voraus, dass {soll} zugelassen ist; erfasst "
                    f"{_anzahl_zugelassen(zugelassen)} zugelassene ({e.vorschrift})",
                )
            ]
        )
    return e


def _entfall_fakten(daten: Wahldaten, fall: str, grund: str | None, datum: date) -> tuple[Entfallangabe, dict]:
    a = _entfall_angabe(daten)
    e = a.faelle[fall]
    f: dict[str, Any] = {
        **landesdokumente.wahlfakten(daten),
        "unterschrift": unterschrift(daten, datum),
        "grund": grund or "",
        "mit_grund": bool(grund),
        "ortsvorsteher": daten.wahl.amt == "Ortsvorsteher",
        "datum_kurz": deutsch.datum_kurz(datum),
        "vorschrift": e.vorschrift,
        "wort": e.wort,
    }
    f["feststellung"] = landesdokumente.fuelle(a, e.feststellung, f)
    f["folge"] = landesdokumente.fuelle(a, e.folge, f)
    return e, f


def entfall_ansicht(daten: Wahldaten, fall: str, grund: str | None, datum: date) -> Dokument:
    """The notice of the Land's case ``fall`` as its declaration words it (without the checks of
    :func:`wahl_entfaellt_ansicht`, but signed in the function of the office, :func:`pruefe_unterzeichner`)."""
    pruefe_unterzeichner(daten)
    _, f = _entfall_fakten(daten, fall, grund, datum)
    return landesdokumente.erzeuge(_entfall_angabe(daten), f)


def wahl_entfaellt_json(daten: Wahldaten, fall: str, grund: str | None) -> dict[str, Any]:
    """:class:`notices.ausgaben.WahlEntfaellt`."""
    e = wahl_entfaellt(daten, fall)
    f = frist_oder_none(daten, e.frist) if e.frist else None
    return ausgaben.WahlEntfaellt(
        art="wahl_entfaellt",
        fall=fall,
        land=daten.wahl.land,
        gemeinde=daten.wahl.gemeinde,
        wahltag=daten.wahl.wahltag.isoformat(),
        spaetestens=f.datum.isoformat() if f else None,
        grund=grund,
    ).als_json()


def wahl_entfaellt_ansicht(daten: Wahldaten, fall: str, grund: str | None, datum: date) -> Dokument:
    """The notice that the election fails or does not take place, as the Land declares the case; refused on a
    day its case cannot be announced (NW: a Nachwahl before the Wahltag, a repetition after it; a case of no
    admitted application before the filing has ended)."""
    e = wahl_entfaellt(daten, fall)
    tag = daten.wahl.wahltag
    if (e.datum == "bis_zum_wahltag" and datum > tag) or (e.datum == "nach_dem_wahltag" and datum <= tag):
        text = texte.fuelle(
            e.datum_text or "", {"datum_kurz": deutsch.datum_kurz(datum), "wahltag_kurz": deutsch.datum_kurz(tag)}
        )
        raise Eingabefehler([argumentproblem("datum", text)])
    if e.zugelassen == 0:
        # that no (valid) application was filed is known only when the filing has ended – the same earliest day as
        # the notice of the admitted applications (R-ALLE-04; RP § 62 Abs. 6 KWG)
        frueh, warum = fruehester_tag(Bekanntmachung("wahl", daten, tag, None, ()))
        if datum < frueh:
            raise Eingabefehler(
                [
                    argumentproblem(
                        "datum",
                        f"{deutsch.datum_kurz(datum)} liegt vor dem {deutsch.datum_kurz(frueh)}: maßgeblich ist "
                        f"{warum}; dass die Wahl mangels gültiger Bewerbung nicht stattfindet, kann nicht vorher "
                        "bekannt gemacht werden",
                    )
                ]
            )
    return entfall_ansicht(daten, fall, grund, datum)
