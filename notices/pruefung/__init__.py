"""Admission check of the applications: signatures, documents, filing, eligibility – and a proposal.

The chair checks every application at once and tells the applicant about defects that can still be
cured; the election committee decides (BW: § 20 Abs. 4, 5 KomWO, § 10 Abs. 5 KomWG; the citations of
each Land come from its law, ``Rechtsstand.pruefung``). This package checks what the data can show and
*proposes*; the committee decides. Its parts each return their findings (:class:`Befund`):

- :mod:`.einreichung` – filing within the period;
- :mod:`.unterschriften` – which support signatures count, cross-signers, too few;
- :mod:`.unterlagen` – the documents the Land's law asks for;
- :mod:`.waehlbarkeit` – nationality and age;
- :mod:`.stichwahl` – the consent of a person in the run-off who did not apply.

The check reads no file (the signer lists come read: :func:`notices.unterschriften.lies_listen`) and writes
no text for a reader (:mod:`notices.dokumente.pruefungstext`, :mod:`notices.dokumente.pruefbericht`).

Deadlines come from :func:`notices.recht.fristen` by id, the quorum from :func:`notices.recht.quorum`;
nothing here knows a Land.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import date, datetime, time
from typing import Literal

from notices import recht
from notices.deutsch import zeitpunkt
from notices.fehler import Problem
from notices.model import Bewerber, Eingabefehler, Person, StichwahlBewerber, Wahldaten
from notices.pruefung.einreichung import pruefe_eingang
from notices.pruefung.ergebnis import (
    Befund,
    Bewerbungspruefung,
    Heilungsfrist,
    Mangel,
    Mangelart,
    Mitunterzeichnung,
    Pruefergebnis,
    UngueltigeUnterschrift,
    Vorschlag,
)
from notices.pruefung.lage import Lage
from notices.pruefung.stichwahl import pruefe_zustimmung
from notices.pruefung.unterlagen import pruefe_unterlagen
from notices.pruefung.unterschriften import Zaehlung, mehrfach_hinweis, pruefe_unterschriften, zaehle
from notices.pruefung.waehlbarkeit import pruefe_waehlbarkeit, volljaehrig_am
from notices.recht import texte
from notices.recht.ordnung import pfad
from notices.reihenfolge import im_bericht
from notices.unterschriften import Unterschrift

__all__ = [
    "Befund",
    "Bewerbungspruefung",
    "Heilungsfrist",
    "Mangel",
    "Mangelart",
    "Mitunterzeichnung",
    "Pruefergebnis",
    "UngueltigeUnterschrift",
    "Vorschlag",
    "ausgeschlossen",
    "eingegangen",
    "pruefe",
    "stichtag_der_daten",
    "stichtag_und_art",
    "volljaehrig_am",
]


Stichtagsart = Literal["angegeben", "sitzung", "eingang", "stand", "frist", "wahltag", "kalender"]
"""Where the moment a check describes comes from: given by the caller (``--stichtag``), the committee's meeting,
the latest recorded receipt, the date of the data (``wahl.stand``, the Stellenausschreibung or the notice of the
election), the last day of the decision where the receipts run past it (``frist``; the Wahltag where the Land
sets none) – or, where nothing is recorded yet, the first day of the deadline calendar (``kalender``). For the
Stichwahl the first ballot's day is ``wahltag``."""


def stichtag_und_art(
    daten: Wahldaten, listen: Mapping[str, Sequence[Unterschrift]] = {}, *, stichwahl: bool = False
) -> tuple[datetime, Stichtagsart]:
    """:func:`stichtag_der_daten` and where it comes from (:data:`Stichtagsart`), so that a report never shows a
    default as if it were a recorded moment ("Stand der Prüfung: …, 00:00 Uhr")."""
    wahl = daten.wahl
    sitzung = None
    if wahl.ausschuss is not None:
        sitzung = wahl.ausschuss.stichwahl_zulassungssitzung if stichwahl else wahl.ausschuss.zulassungssitzung
    if sitzung is not None:
        return datetime.combine(sitzung, time(0, 0)), "sitzung"
    alle = recht.fristen(wahl)
    eingaenge: list[datetime]
    if stichwahl:
        eingaenge = [p.zustimmung for p in daten.stichwahl_bewerber if p.zustimmung]
        tage: list[tuple[date, Stichtagsart]] = [(wahl.wahltag, "wahltag")]
        rolle = "stichwahl_zulassung_spaetestens"
    else:
        eingaenge = [b.eingang for b in daten.bewerber if b.eingang]
        eingaenge += [u.eingang for liste in listen.values() for u in liste if u.eingang]
        # the recorded events only: an advertisement or notice of the election the file does not have
        # (optional; the SL and NW know none) is no event, and the Wahltag is none before the check either
        erfasst = [t for t in (wahl.stand, wahl.stellenausschreibung, wahl.bekanntmachung_der_wahl) if t]
        tage = [(min(t, wahl.wahltag), "stand") for t in erfasst]
        rolle = "zulassung_spaetestens"
    # the last day of the decision, by its role (never by the id a Land gives the deadline)
    letzter = recht.mit_rolle(alle, rolle)
    grenze = datetime.combine(letzter.datum if letzter else wahl.wahltag, time(0, 0))
    grenzart: Stichtagsart = "frist" if letzter else "wahltag"
    kandidaten: list[tuple[datetime, Stichtagsart]] = [(e, "eingang") for e in eingaenge]
    kandidaten += [(datetime.combine(t, time(0, 0)), a) for t, a in tage]
    if not kandidaten:  # nothing recorded yet: the first day of the calendar (the filing's start, where a
        # Land has one, depends on a recorded advertisement or notice – then that is the moment)
        erster = min((f.datum for f in alle), default=wahl.wahltag)
        return min(datetime.combine(erster, time(0, 0)), grenze), "kalender"
    zeitpunkt, art = max(kandidaten, key=lambda k: (k[0], k[1] == "eingang"))
    return (grenze, grenzart) if zeitpunkt > grenze else (zeitpunkt, art)


def stichtag_der_daten(
    daten: Wahldaten, listen: Mapping[str, Sequence[Unterschrift]] = {}, *, stichwahl: bool = False
) -> datetime:
    """The moment the check describes: the committee's meeting on the admission where it is recorded;
    else the latest recorded event the check concerns (the receipts of the applications and signer sheets, or
    of the consents to the Stichwahl; the date of the data, the Stellenausschreibung and the notice of the
    election where recorded), never later than the last day of the decision (found by its role); with nothing
    recorded, the first day of the deadline calendar – never a day after which curable defects would look
    final (:func:`stichtag_und_art` says which).

    Taken from the data, not the clock (same data, same report); ``--stichtag`` overrides it.
    """
    return stichtag_und_art(daten, listen, stichwahl=stichwahl)[0]


def _mit_abgleich(p: Person, pruefung: Bewerbungspruefung) -> Bewerbungspruefung:
    """A note where the recorded decision on the admission differs from what the recorded facts carry."""
    zugelassen = p.zugelassen
    vorschlag = pruefung.vorschlag
    if zugelassen is None or vorschlag == "offen" or zugelassen == (vorschlag == "zulassen"):
        return pruefung
    wort = "zugelassen" if zugelassen else "zurückgewiesen"
    hinweis = (
        f"Die Bewerbung ist als {wort} erfasst; die erfassten Angaben tragen das nicht – bitte Entscheidung und "
        "Angaben abgleichen."
    )
    return replace(pruefung, hinweise=(*pruefung.hinweise, hinweis))


def _bewerbung(lage: Lage, b: Bewerber, z: Zaehlung) -> Bewerbungspruefung:
    q = recht.quorum(lage.wahl, b.amtsinhaber, bewerber=b)
    befund = Befund()
    befund += pruefe_eingang(lage, b)
    befund += pruefe_unterschriften(lage, b, q, z)
    befund += pruefe_unterlagen(
        lage, b, b.unterlagen, stichwahl=False, bis=lage.fristende, entscheidung=lage.entscheidung
    )
    befund.hinweise += mehrfach_hinweis(lage, z)
    befund += pruefe_waehlbarkeit(lage, b, lage.wahl.wahltag, lage.entscheidung)
    return Bewerbungspruefung(
        person=b,
        art="bewerber",
        erforderlich=q.anzahl,
        quorum_vorschrift=q.vorschrift,
        quorum_begruendung=q.begruendung,
        liste=b.unterschriften,
        erfasst=z.erfasst,
        gueltig=z.gueltig,
        ungueltig=z.ungueltig,
        maengel=tuple(befund.maengel),
        hinweise=tuple(befund.hinweise),
    )


def _zustimmung(lage: Lage, p: StichwahlBewerber) -> Bewerbungspruefung:
    z = lage.v.stichwahl
    if z is None:  # pragma: no cover - the loader refuses run-off persons where the Land has no consent
        raise Eingabefehler([])
    befund = pruefe_zustimmung(lage, p, z)
    return Bewerbungspruefung(
        person=p,
        art="stichwahl_bewerber",
        erforderlich=0,
        quorum_vorschrift=z.quorum_vorschrift,
        quorum_begruendung=z.quorum,
        liste=None,
        erfasst=0,
        gueltig=0,
        ungueltig=(),
        maengel=tuple(befund.maengel),
        hinweise=tuple(befund.hinweise),
    )


def ausgeschlossen(
    daten: Wahldaten, listen: Mapping[str, Sequence[Unterschrift]] | None = None, *, stichwahl: bool = False
) -> list[Problem]:
    """The persons recorded as admitted (``zugelassen = true``) whom the law excludes by what the data show,
    one problem each at ``<person>.zugelassen``: not eligible on the day of their ballot (nationality, age –
    :func:`pruefe_waehlbarkeit`), or, where their signer list is given in ``listen``, too few support
    signatures even if every row whose voting right is not yet checked were valid. A public notice that named
    them as admitted would announce what the law makes impossible (R-ALLE-12): the decision is corrected first.
    ``stichwahl``: the participants of the Stichwahl (eligible on its day)."""
    lage = Lage(daten, listen or {}, stichtag_der_daten(daten, listen or {}, stichwahl=stichwahl))
    wahl = daten.wahl
    if stichwahl:
        ids = daten.stichwahl.teilnehmer if daten.stichwahl else []
        personen: list[Person] = [daten.person(i) for i in ids]
        tag = wahl.stichwahltag or wahl.wahltag
    else:
        personen = list(daten.bewerber)
        tag = wahl.wahltag
    zaehlungen = zaehle(lage) if listen and not stichwahl else {}
    probleme = []
    for p in personen:
        if p.zugelassen is not True:
            continue
        gruende = [
            f"{m.text} ({m.vorschrift})"
            for m in pruefe_waehlbarkeit(lage, p, tag, lage.entscheidung).maengel
            if m.art == "waehlbarkeit"
        ]
        if isinstance(p, Bewerber) and p.id in zaehlungen:
            q = recht.quorum(wahl, p.amtsinhaber, bewerber=p)
            z = zaehlungen[p.id]
            moeglich = z.gueltig + sum(u.regeln == ("wahlrecht_ungeprueft",) for u in z.ungueltig)
            if moeglich < q.anzahl:
                gruende.append(
                    f"es liegen {z.gueltig} gültige von {q.anzahl} erforderlichen Unterstützungsunterschriften vor "
                    f"({p.unterschriften}; {q.vorschrift})"
                )
        if gruende:
            probleme.append(
                Problem(
                    f"{pfad(daten, p)}.zugelassen",
                    f"{p.name} ist als zugelassen eingetragen, nach den erfassten Angaben ist die Zulassung aber "
                    f"ausgeschlossen: {'; '.join(gruende)}. Eine Bekanntmachung nennt niemanden als zugelassen, den "
                    "das Gesetz ausschließt – bitte zuerst die Angaben prüfen und die Entscheidung des "
                    "Wahlausschusses berichtigen (zugelassen = false)",
                )
            )
    return probleme


def eingegangen(p: Person) -> datetime | None:
    """When the application (or the consent to the Stichwahl) was received, where recorded."""
    return p.eingang if isinstance(p, Bewerber) else p.zustimmung


def pruefe(
    daten: Wahldaten,
    listen: Mapping[str, Sequence[Unterschrift]],
    *,
    stichtag: datetime | None = None,
    stichwahl: bool = False,
) -> Pruefergebnis:
    """Check every application of the election (``stichwahl``: every consent to the Stichwahl, which has its
    own committee meeting) and propose a decision for each.

    ``listen`` are the applicants' signer lists as read (:func:`notices.unterschriften.lies_listen`, by
    applicant id); the check reads no file. ``stichtag`` is the moment the check describes (default:
    :func:`stichtag_der_daten`); what was received after it is not part of the check (a note says so).
    """
    fehlend = [b.id for b in daten.bewerber if b.unterschriften is not None and b.id not in listen]
    if fehlend:
        raise ValueError(f"signer lists not read for {fehlend}")  # a caller's error: lies_listen reads them all
    if stichtag is None:
        stichtag, art = stichtag_und_art(daten, listen, stichwahl=stichwahl)
    else:
        art = "angegeben"
    lage = Lage(daten, listen, stichtag)
    personen: list[Person] = list(daten.stichwahl_bewerber if stichwahl else daten.bewerber)
    spaeter = [p for p in personen if (e := eingegangen(p)) is not None and e > stichtag]
    hinweise = [
        f"{p.name}: {'die Zustimmung' if stichwahl else 'die Bewerbung'} ist erst am {zeitpunkt(eingegangen(p))} "
        f"eingegangen, nach dem Stand dieser Prüfung ({zeitpunkt(stichtag)}); sie ist nicht Gegenstand der Prüfung."
        for p in spaeter
    ]
    zaehlungen = zaehle(lage)
    bewerbungen = [
        _mit_abgleich(b, _bewerbung(lage, b, zaehlungen.get(b.id, Zaehlung())))
        for b in daten.bewerber
        if not stichwahl and b not in spaeter
    ]
    bewerbungen += [
        _mit_abgleich(p, _zustimmung(lage, p)) for p in daten.stichwahl_bewerber if stichwahl and p not in spaeter
    ]
    if lage.frist_ende is None and not stichwahl:
        hinweise.append(
            "Das Ende der Einreichungsfrist ist nicht erfasst; ob Bewerbungen und Formblätter rechtzeitig "
            "eingegangen sind, wird nicht geprüft."
        )
    if (
        lage.ausschreibung is None
        and not stichwahl
        and not lage.v.unterstuetzung_ab_einreichung
        and lage.v.unterschriften_nach_ausschreibung
    ):
        hinweise.append(
            "Weder Stellenausschreibung noch Bekanntmachung der Wahl sind erfasst; ob Unterschriften vor der "
            f"Ausschreibung geleistet wurden ({lage.v.formblatt}), wird nicht geprüft."
        )
    if lage.nachfrist is not None and lage.v.nachfrist_hinweis and not stichwahl:
        hinweise.append(
            texte.fuelle(
                lage.v.nachfrist_hinweis,
                {
                    "bis": zeitpunkt(datetime.combine(lage.nachfrist.datum, lage.nachfrist.uhrzeit or time(23, 59))),
                    "n": "kein" if lage.eingegangen_bis_zum_schluss == 0 else "nur ein",
                },
            )
        )
    if lage.v.land_hinweis:
        hinweise.append(lage.v.land_hinweis)
    reihenfolge = None if stichwahl else im_bericht(daten)
    return Pruefergebnis(
        daten, stichtag, lage.rs.label, tuple(bewerbungen), tuple(hinweise), stichwahl, reihenfolge, art
    )
