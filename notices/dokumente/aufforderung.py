"""The two public notices before the filing of proposals, as a Land declares them (kinds ``aufforderung`` and
``eintragung`` of its ``texte.toml``):

- the **Bekanntmachung der Wahl mit der Aufforderung zur Einreichung von Wahlvorschlägen**: which election, when
  (and the Stichwahl), who may propose and how, the support a new proposer needs, until when and where
  proposals are taken, the late filing where none or one came in (BY § 34 GLKrWO);
- the **Bekanntmachung der Eintragungsmöglichkeiten in Unterstützungslisten**, made at the same time where the
  office lays out the support lists: the rooms with their address, hours, extra and deviating hours, closed
  days and whether they are barrier-free, the end of the period (BY § 34 Abs. 4 GLKrWO, Art. 28 GLKrWG; the
  form is Anlage 11 zu Nr. 42 GLKrWBek).

This module holds what is the same for every Land that has them: the decision object with the deadlines by role
(``bekanntmachung_der_wahl_fruehestens``, ``…_spaetestens``, ``einreichungsschluss``, ``einreichungsnachfrist``,
``unterstuetzung_bis``, ``eintragungsschein_beschwerde_bis``), the guard that refuses what the law makes impossible
(a notice before the election may be announced, an Aufforderung on or after the day its filing ends, a notice of
the lists after they closed, an opening outside the period it serves), the facts the Land's texts are filled
with, and the stable JSON. The wording and the citations are the Land's.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any, Literal

from notices import ausgaben, deutsch, recht
from notices.dokumente import Dokument, landesdokumente
from notices.dokumente.bausteine import anschrift_text, unterschrift
from notices.dokumente.bekanntmachung import Fristlage
from notices.fehler import Eingabefehler, Problem, argumentproblem
from notices.model import Anschrift, Oeffnung, Wahldaten, Zeitfenster
from notices.recht.fristenrechnung import Frist, mit_rolle
from notices.recht.grundlagen import Dokumentangabe

Art = Literal["aufforderung", "eintragung"]

ARTEN: tuple[Art, ...] = ("aufforderung", "eintragung")
"""The kinds of document of this module, as a declaration names them and as the services take them."""

WAS: dict[str, str] = {
    "aufforderung": "Eine Bekanntmachung der Wahl mit der Aufforderung zur Einreichung von Wahlvorschlägen",
    "eintragung": "Eine Bekanntmachung der Eintragungsmöglichkeiten in Unterstützungslisten",
}
"""How a refusal names each kind (``… ist für Baden-Württemberg nicht vorgesehen``)."""


# ------------------------------------------------------------------------------------------------
# Decisions


@dataclass(frozen=True)
class Vorbereitung:
    """What a notice before the filing states: its kind and the deadlines it is bound to and announces."""

    art: Art
    daten: Wahldaten
    fruehestens: Frist | None
    """The first day the election may be announced (BY: the 89th day before it); None where the Land has no rule."""
    spaetestens: Frist | None
    """The last day (BY from 2026: the 73rd); None where no latest day is on record."""
    schluss: Frist
    """The end of the filing of proposals."""
    nachfrist: Frist | None
    """The late filing where none or one proposal came in (BY Art. 31 Satz 2 GLKrWG), if the Land has one."""
    eintragung_bis: Frist | None
    """The end of the entries in the support lists of the office, if the Land has such lists."""
    beschwerde_bis: Frist | None
    """The last day to complain against a refused Eintragungsschein, if the Land has one."""


def angabe(daten: Wahldaten, art: str) -> Dokumentangabe:
    """The Land's declaration of the notice; refused where the Land declares none (``… ist für <Land> nicht
    vorgesehen``) or its version says why it has none."""
    return landesdokumente.angabe(daten, art, was=WAS[art], argument=art)


def _nicht_berechenbar(was: str) -> Eingabefehler:
    return Eingabefehler(
        [Problem("wahl.wahltag", f"{was} lässt sich aus den Daten nicht berechnen; die Bekanntmachung nennt es")]
    )


def erstelle(daten: Wahldaten, art: Art) -> Vorbereitung:
    """The notice of kind ``art`` for this election; refused where its Land has none, or where the deadlines it
    states cannot be computed from the data."""
    angabe(daten, art)
    fristen = recht.fristen(daten.wahl)
    schluss = mit_rolle(fristen, "einreichungsschluss")
    if schluss is None:
        raise _nicht_berechenbar("das Ende der Einreichungsfrist")
    ende = mit_rolle(fristen, "unterstuetzung_bis")
    if art == "eintragung" and ende is None:
        raise _nicht_berechenbar("das Ende der Eintragungsfrist")
    return Vorbereitung(
        art,
        daten,
        mit_rolle(fristen, "bekanntmachung_der_wahl_fruehestens"),
        mit_rolle(fristen, "bekanntmachung_der_wahl_spaetestens"),
        schluss,
        mit_rolle(fristen, "einreichungsnachfrist"),
        ende,
        mit_rolle(fristen, "eintragungsschein_beschwerde_bis"),
    )


def _zeitpunkt(f: Frist) -> datetime:
    return datetime.combine(f.datum, f.uhrzeit or time(23, 59, 59))


def _zeitpunkt_json(f: Frist | None) -> str | None:
    return _zeitpunkt(f).isoformat(timespec="minutes") if f is not None else None


def _bis_text(f: Frist) -> str:
    """``Montag, 19.01.2026, 12:00 Uhr`` – the end of a period."""
    uhr = f", {deutsch.uhrzeit(f.uhrzeit)}" if f.uhrzeit else ""
    return f"{deutsch.wochentag(f.datum)}, {deutsch.datum_kurz(f.datum)}{uhr}"


def fenster_text(z: Zeitfenster) -> str:
    """``Donnerstag, 15.01.2026, 17:00 bis 20:00 Uhr``."""
    return f"{deutsch.wochentag(z.tag)}, {deutsch.datum_kurz(z.tag)}, {z.von:%H:%M} bis {deutsch.uhrzeit(z.bis)}"


def _tag_text(tag: date) -> str:
    """``Mittwoch, 24.12.2025``."""
    return f"{deutsch.wochentag(tag)}, {deutsch.datum_kurz(tag)}"


def erster_eintragungstag(v: Vorbereitung) -> date | None:
    """The first day the lists can lie out: the day after the first day proposals can be filed where an entry
    counts only from the day after the filing (BY Art. 28 Abs. 1 Satz 1 GLKrWG), else that day; None where the
    Land has no first day of the notice."""
    if v.fruehestens is None:
        return None
    ab_folgetag = recht.rechtsstand(v.daten.wahl).pruefung.unterstuetzung_ab_einreichung is not None
    return v.fruehestens.datum + timedelta(days=1 if ab_folgetag else 0)


def pruefe_datum(v: Vorbereitung, datum: date) -> None:
    """Refuse a date of the notice the law makes impossible: before the first day the election may be
    announced; an Aufforderung on or after the day the filing it calls for ends; a notice of the support lists
    after they closed."""
    f = v.fruehestens
    if f is not None and datum < f.datum:
        raise Eingabefehler(
            [
                argumentproblem(
                    "datum",
                    f"{deutsch.datum_kurz(datum)} liegt vor dem {deutsch.datum_kurz(f.datum)}, dem ersten Tag, an dem "
                    f"die Wahl bekannt gemacht werden kann ({f.vorschrift}); vorher wird weder zur Einreichung von "
                    "Wahlvorschlägen aufgefordert noch die Eintragung in Unterstützungslisten bekannt gemacht",
                )
            ]
        )
    if v.art == "aufforderung" and datum >= v.schluss.datum:
        raise Eingabefehler(
            [
                argumentproblem(
                    "datum",
                    f"{deutsch.datum_kurz(datum)} liegt nicht vor dem Ende der Einreichungsfrist "
                    f"({_bis_text(v.schluss)}, {v.schluss.vorschrift}); zur Einreichung von Wahlvorschlägen kann nur "
                    "vor dem Tag aufgefordert werden, an dem sie endet",
                )
            ]
        )
    ende = v.eintragung_bis
    if v.art == "eintragung" and ende is not None and datum > ende.datum:
        raise Eingabefehler(
            [
                argumentproblem(
                    "datum",
                    f"{deutsch.datum_kurz(datum)} liegt nach dem Ende der Eintragungsfrist ({_bis_text(ende)}, "
                    f"{ende.vorschrift}); danach kann sich niemand mehr in eine Unterstützungsliste eintragen",
                )
            ]
        )


def _ausserhalb(
    pfad: str, fenster: list[Zeitfenster], ende: Frist, was: str, erster: date | None, grund_erster: str
) -> list[Problem]:
    """The openings that lie after the end of the period they serve (``was``), or before its first day."""
    probleme = []
    for i, z in enumerate(fenster, 1):
        ort = f"{pfad}[{i}]"
        if z.tag > ende.datum:
            probleme.append(
                Problem(ort, f"{fenster_text(z)} liegt nach dem Ende der {was} ({_bis_text(ende)}, {ende.vorschrift})")
            )
        elif z.tag == ende.datum and ende.uhrzeit is not None and z.bis > ende.uhrzeit:
            probleme.append(
                Problem(
                    ort,
                    f"{fenster_text(z)} reicht über das Ende der {was} hinaus ({_bis_text(ende)}, {ende.vorschrift}); "
                    f"an diesem Tag endet die Zeit um {deutsch.uhrzeit(ende.uhrzeit)}",
                )
            )
        elif erster is not None and z.tag < erster:
            probleme.append(
                Problem(ort, f"{fenster_text(z)} liegt vor dem {deutsch.datum_kurz(erster)}, {grund_erster}")
            )
    return probleme


def pruefe_daten(v: Vorbereitung, datum: date, a: Dokumentangabe) -> list[str]:
    """Refuse what the data state that cannot be (the declaration's refusals where the data lack what the
    notice must state; an opening outside the period it serves); return the notes on what is doubtful."""
    f = fakten(v, datum)
    probleme: list[Problem] = []
    for b in a.verweigert:
        if f[b.wenn]:
            text = landesdokumente.fuelle(a, b.text, f)
            probleme.append(Problem(b.pfad, text) if b.pfad else argumentproblem(b.argument, text))
    if probleme:
        raise Eingabefehler(probleme)
    wahl = v.daten.wahl
    hinweise: list[str] = []
    erster = erster_eintragungstag(v)
    if v.art == "aufforderung" and wahl.einreichungsstelle is not None:
        stelle = wahl.einreichungsstelle
        probleme += _ausserhalb(
            "wahl.einreichungsstelle.zusaetzlich",
            stelle.zusaetzlich,
            v.schluss,
            "Einreichungsfrist",
            datum,
            "dem Tag dieser Bekanntmachung; vor ihr können Wahlvorschläge nicht eingereicht werden",
        )
    if v.art == "eintragung":
        ende = v.eintragung_bis
        assert ende is not None  # erstelle refuses a Land without support lists
        grund = (
            "dem ersten Tag, an dem Unterstützungslisten aufliegen können (am Tag nach der Einreichung eines "
            "Wahlvorschlags)"
        )
        zeitraum = f"{deutsch.datum_kurz(erster)} bis {_bis_text(ende)}" if erster else f"bis {_bis_text(ende)}"
        for i, r in enumerate(wahl.eintragungsraeume, 1):
            pfad = f"wahl.eintragungsraeume[{i}]"
            for teil in ("zusaetzlich", "abweichend"):
                probleme += _ausserhalb(f"{pfad}.{teil}", getattr(r, teil), ende, "Eintragungsfrist", erster, grund)
            offen = {z.tag for z in (*r.zusaetzlich, *r.abweichend)}
            for k, tag in enumerate(r.geschlossen, 1):
                if tag > ende.datum or (erster is not None and tag < erster):
                    probleme.append(
                        Problem(
                            f"{pfad}.geschlossen[{k}]",
                            f"{_tag_text(tag)} liegt außerhalb der Eintragungsfrist ({zeitraum})",
                        )
                    )
                elif tag in offen:
                    probleme.append(
                        Problem(
                            f"{pfad}.geschlossen[{k}]",
                            f"{_tag_text(tag)} ist als geschlossen angegeben und hat zugleich eine Eintragungszeit",
                        )
                    )
            for z in (*r.zusaetzlich, *r.abweichend):
                if z.tag < datum:
                    hinweise.append(
                        f"Eintragungsraum {i}: {fenster_text(z)} liegt vor dem Datum der Bekanntmachung "
                        f"({deutsch.datum_kurz(datum)}) und wird dennoch genannt."
                    )
    if probleme:
        raise Eingabefehler(probleme)
    return hinweise


def fristlage(v: Vorbereitung, datum: date) -> Fristlage:
    """Is the notice dated ``datum`` lawful, late, or impossible? Refused (an Eingabefehler) where the date or
    the data cannot be (:func:`pruefe_datum`, :func:`pruefe_daten`); late after the Land's last day of the
    notice of the election (BY from 2026: the 73rd day, § 34 Abs. 1 Satz 1 GLKrWO) – which
    ``--trotz-fristablauf`` lets through, saying so; the notes of the Land's declaration and on the data."""
    pruefe_datum(v, datum)
    a = angabe(v.daten, v.art)
    warnungen = pruefe_daten(v, datum, a)
    meldung = None
    s = v.spaetestens
    if s is not None and datum > s.datum:
        was = (
            "der Wahl mit der Aufforderung zur Einreichung von Wahlvorschlägen"
            if v.art == "aufforderung"
            else "der Eintragungsmöglichkeiten, gleichzeitig mit der Bekanntmachung der Wahl,"
        )
        meldung = (
            f"Die Bekanntmachung {was} ist spätestens am {deutsch.datum_lang(s.datum)} fällig ({s.rechnung}, "
            f"{s.vorschrift}); das Datum der Bekanntmachung, {deutsch.datum_lang(datum)}, liegt danach."
        )
    if a.warnungen:
        warnungen = landesdokumente.warnungen(a, fakten(v, datum)) + warnungen
    if v.daten.wahl.bekanntmachung is None:
        warnungen.append(
            "wahl.bekanntmachung fehlt: die Bekanntmachung nennt niemanden als Unterzeichner "
            '([wahl.bekanntmachung] mit unterzeichner = "…" und funktion = "…").'
        )
    return Fristlage(meldung is not None, meldung, tuple(warnungen))


def ausgabetag(v: Vorbereitung) -> date:
    """The day ``notices alle`` dates the notice on (same data, same bytes): the first day the election may be
    announced – the Eintragungsmöglichkeiten are made known at the same time –, else its last day, else the
    day before the filing ends."""
    if v.fruehestens is not None:
        return v.fruehestens.datum
    if v.spaetestens is not None:
        return v.spaetestens.datum
    return v.schluss.datum - timedelta(days=1)


# ------------------------------------------------------------------------------------------------
# Facts and view


def _n(v: Vorbereitung, f: Frist | None) -> str:
    """The day before the Wahltag a deadline falls on (``59``)."""
    return str((v.daten.wahl.wahltag - f.datum).days) if f is not None else ""


def _frist(v: Vorbereitung, name: str, f: Frist | None) -> dict[str, Any]:
    """``{name}`` (whether the Land has it), ``{name}_lang``, ``_uhrzeit``, ``_n`` (the day before the Wahltag),
    ``_vorschrift``."""
    return {
        name: f is not None,
        f"{name}_lang": deutsch.datum_lang(f.datum) if f else "",
        f"{name}_uhrzeit": deutsch.uhrzeit(f.uhrzeit) if f and f.uhrzeit else "",
        f"{name}_n": _n(v, f),
        f"{name}_vorschrift": f.vorschrift if f else "",
    }


def _fenster(fenster: list[Zeitfenster]) -> list[str]:
    return [fenster_text(z) for z in sorted(fenster, key=lambda z: (z.tag, z.von))]


def raum(nr: int, r: Any) -> dict[str, Any]:
    """One Eintragungsraum as the facts of its row (``{raum.…}`` in a declaration's ``{ je = "raeume", … }``)."""
    zusaetzlich, abweichend = _fenster(r.zusaetzlich), _fenster(r.abweichend)
    geschlossen = [_tag_text(t) for t in sorted(r.geschlossen)]
    return {
        "raum.nr": str(nr),
        "raum.bezeichnung": r.bezeichnung,
        "raum.anschrift": anschrift_text(r.anschrift),
        "raum.zeiten": list(r.zeiten),
        "raum.zusaetzlich": zusaetzlich,
        "raum.mit_zusaetzlich": bool(zusaetzlich),
        "raum.abweichend": abweichend,
        "raum.mit_abweichend": bool(abweichend),
        "raum.geschlossen": geschlossen,
        "raum.mit_geschlossen": bool(geschlossen),
        "raum.barrierefrei": r.barrierefrei,
        "raum.barrierefrei_hinweis": r.barrierefrei_hinweis or "",
        "raum.mit_hinweis": r.barrierefrei_hinweis is not None,
    }


def _unterlagen(v: Vorbereitung) -> list[str]:
    """What every proposal must carry or have attached, as the Land's admission check names it, with its
    citation."""
    liste = recht.rechtsstand(v.daten.wahl).pruefung.unterlagen_liste
    return [f"{u.bezeichnung} ({u.vorschrift})" for u in liste if u.bewerbung == "immer"]


def fakten(v: Vorbereitung, datum: date) -> dict[str, Any]:
    """The facts of the notice (:data:`notices.dokumente.fakten.AUFFORDERUNG`, :data:`~notices.dokumente.
    fakten.EINTRAGUNG`)."""
    daten = v.daten
    wahl = daten.wahl
    q = recht.quorum(wahl)
    f: dict[str, Any] = {
        **landesdokumente.wahlfakten(daten),
        "unterschrift": unterschrift(daten, datum),
        "datum_kurz": deutsch.datum_kurz(datum),
        "ohne_frist": v.spaetestens is None,
        "einwohnerzahl": deutsch.zahl(wahl.einwohnerzahl),
        "unterstuetzer": deutsch.zahl(q.anzahl),
        "mit_unterschriften": q.anzahl > 0,
        "quorum_vorschrift": q.vorschrift,
        **_frist(v, "unterstuetzung", v.eintragung_bis),
    }
    if v.art == "eintragung":
        raeume = wahl.eintragungsraeume
        return f | {
            **_frist(v, "beschwerde", v.beschwerde_bis),
            "raeume": [raum(nr, r) for nr, r in enumerate(raeume, 1)],
            "ohne_raeume": not raeume,
            "mehrere_raeume": len(raeume) > 1,
        }
    stelle = wahl.einreichungsstelle
    zusaetzlich = _fenster(stelle.zusaetzlich) if stelle else []
    return f | {
        **_frist(v, "schluss", v.schluss),
        **_frist(v, "nachfrist", v.nachfrist),
        "zweiter_sonntag_lang": deutsch.datum_lang(wahl.wahltag + timedelta(days=14)),
        "unterlagen": _unterlagen(v),
        "ohne_stelle": stelle is None,
        "stelle": stelle.bezeichnung if stelle else "",
        "stelle_anschrift": anschrift_text(stelle.anschrift) if stelle else "",
        "stelle_zeiten": list(stelle.zeiten) if stelle else [],
        "stelle_zusaetzlich": zusaetzlich,
        "mit_stelle_zusaetzlich": bool(zusaetzlich),
    }


def ansicht(v: Vorbereitung, datum: date) -> Dokument:
    """The notice as the Land declares it, dated ``datum``; refused where the date or the data cannot be
    (:func:`pruefe_datum`, :func:`pruefe_daten`). Every way the notice is made passes here."""
    pruefe_datum(v, datum)
    a = angabe(v.daten, v.art)
    pruefe_daten(v, datum, a)
    return landesdokumente.erzeuge(a, fakten(v, datum))


# ------------------------------------------------------------------------------------------------
# JSON (stable contract, docs/schemas/bekanntmachung.schema.json)


def _anschrift_json(a: Anschrift) -> dict[str, str]:
    return {"strasse": a.strasse, "plz": a.plz, "ort": a.ort}


def _fenster_json(fenster: list[Zeitfenster]) -> list[dict[str, str]]:
    return [
        {"tag": z.tag.isoformat(), "von": z.von.strftime("%H:%M"), "bis": z.bis.strftime("%H:%M")}
        for z in sorted(fenster, key=lambda z: (z.tag, z.von))
    ]


def _oeffnung_json(o: Oeffnung) -> dict[str, Any]:
    return {
        "bezeichnung": o.bezeichnung,
        "anschrift": _anschrift_json(o.anschrift),
        "zeiten": list(o.zeiten),
        "zusaetzlich": _fenster_json(o.zusaetzlich),
    }


def als_json(v: Vorbereitung) -> dict[str, Any]:
    """The notice's content. ``aufforderung``: ``{"art", "land", "gemeinde", "amt", "wahltag", "stichwahltag",
    "fruehestens", "spaetestens", "einreichung_bis", "nachfrist_bis", "eintragung_bis",
    "unterstuetzungsunterschriften", "einreichungsstelle"}``; ``eintragung``: ``{"art", "land", "gemeinde", "amt",
    "wahltag", "fruehestens", "spaetestens", "eintragung_bis", "unterstuetzungsunterschriften", "raeume"}`` – days
    ``YYYY-MM-DD``, moments ``YYYY-MM-DDTHH:MM`` (German local time); built through
    :class:`notices.ausgaben.Aufforderung` and :class:`notices.ausgaben.Eintragung`."""
    wahl = v.daten.wahl
    kopf: dict[str, Any] = {
        "art": v.art,
        "land": wahl.land,
        "gemeinde": wahl.gemeinde,
        "amt": wahl.amt,
        "wahltag": wahl.wahltag.isoformat(),
    }
    fristen = {
        "fruehestens": v.fruehestens.datum.isoformat() if v.fruehestens else None,
        "spaetestens": v.spaetestens.datum.isoformat() if v.spaetestens else None,
    }
    anzahl = recht.quorum(wahl).anzahl
    if v.art == "eintragung":
        return ausgaben.Eintragung(
            **kopf
            | fristen
            | {
                "eintragung_bis": _zeitpunkt_json(v.eintragung_bis),
                "unterstuetzungsunterschriften": anzahl,
                "raeume": [
                    {
                        "nr": nr,
                        **_oeffnung_json(r),
                        "abweichend": _fenster_json(r.abweichend),
                        "geschlossen": [t.isoformat() for t in sorted(r.geschlossen)],
                        "barrierefrei": r.barrierefrei,
                        "barrierefrei_hinweis": r.barrierefrei_hinweis,
                    }
                    for nr, r in enumerate(wahl.eintragungsraeume, 1)
                ],
            }
        ).als_json()
    stelle = wahl.einreichungsstelle
    return ausgaben.Aufforderung(
        **kopf
        | {"stichwahltag": wahl.stichwahltag.isoformat() if wahl.stichwahltag else None}
        | fristen
        | {
            "einreichung_bis": _zeitpunkt_json(v.schluss),
            "nachfrist_bis": _zeitpunkt_json(v.nachfrist),
            "eintragung_bis": _zeitpunkt_json(v.eintragung_bis),
            "unterstuetzungsunterschriften": anzahl,
            "einreichungsstelle": _oeffnung_json(stelle) if stelle else None,
        }
    ).als_json()
