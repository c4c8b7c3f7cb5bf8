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
from datetime import datetime, time

from notices import recht
from notices.deutsch import zeitpunkt
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
    "eingegangen",
    "pruefe",
    "stichtag_der_daten",
    "volljaehrig_am",
]


def stichtag_der_daten(
    daten: Wahldaten, listen: Mapping[str, Sequence[Unterschrift]] = {}, *, stichwahl: bool = False
) -> datetime:
    """The moment the check describes: the committee's meeting on the admission where it is recorded;
    else the latest recorded event the check concerns (the advertisement or notice of the election where
    recorded, the receipts of the applications and signer sheets, or of the consents to the Stichwahl),
    never later than the last day of the decision; with nothing recorded, the start of the filing period
    (else the first day of the deadline calendar).

    Taken from the data, not the clock (same data, same report); ``--stichtag`` overrides it.
    """
    wahl = daten.wahl
    sitzung = None
    if wahl.ausschuss is not None:
        sitzung = wahl.ausschuss.stichwahl_zulassungssitzung if stichwahl else wahl.ausschuss.zulassungssitzung
    if sitzung is not None:
        return datetime.combine(sitzung, time(0, 0))
    if stichwahl:
        zeitpunkte = [p.zustimmung for p in daten.stichwahl_bewerber if p.zustimmung]
        zeitpunkte.append(datetime.combine(wahl.wahltag, time(0, 0)))
    else:
        # the recorded events only: an advertisement or a notice of the election the file does not have
        # (optional; the SL and NW know none) is no event – the Wahltag is none before the check either
        erfasst = [t for t in (wahl.stand, wahl.stellenausschreibung, wahl.bekanntmachung_der_wahl) if t]
        zeitpunkte = [datetime.combine(min(t, wahl.wahltag), time(0, 0)) for t in erfasst]
        zeitpunkte += [b.eingang for b in daten.bewerber if b.eingang]
        zeitpunkte += [u.eingang for liste in listen.values() for u in liste if u.eingang]
        if not zeitpunkte:  # nothing recorded yet: the start of the filing period, else the first deadline
            alle = recht.fristen(wahl)
            beginn = recht.mit_rolle(alle, "einreichungsbeginn")
            tag = beginn.datum if beginn else min((f.datum for f in alle), default=wahl.wahltag)
            zeitpunkte.append(datetime.combine(tag, time(0, 0)))
    # the last day of the decision, by its role (never by the id a Land gives the deadline)
    letzter = recht.mit_rolle(
        recht.fristen(wahl), "stichwahl_zulassung_spaetestens" if stichwahl else "zulassung_spaetestens"
    )
    grenze = datetime.combine(letzter.datum if letzter else wahl.wahltag, time(0, 0))
    return min(max(zeitpunkte), grenze)


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
    stichtag = stichtag or stichtag_der_daten(daten, listen, stichwahl=stichwahl)
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
    if lage.ausschreibung is None and not stichwahl and not lage.v.unterstuetzung_ab_einreichung:
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
    return Pruefergebnis(daten, stichtag, lage.rs.label, tuple(bewerbungen), tuple(hinweise), stichwahl)
