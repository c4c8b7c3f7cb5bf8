"""The letter to a person who would take part in the Stichwahl without having applied, where the Land's law
lets such a person consent (BW § 10a Abs. 2 KomWG, § 20a Abs. 1 KomWO): as the Land declares it
(``benachrichtigung`` in its ``texte.toml``).

The addressee is a person of ``[[stichwahl_bewerber]]`` or one given by the caller (:func:`empfaenger`); an
applicant of the first ballot gets no letter (the application covers the Stichwahl). The letter is refused
before the first ballot and after the consent period (the Land's ``verweigert``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from pydantic import ValidationError

from notices import ausgaben, deutsch, recht
from notices.dokumente import Dokument, landesdokumente
from notices.dokumente.bausteine import anrede, anschriftfeld, anschriftzeilen, ruecksendeangabe, unterschrift
from notices.dokumente.bekanntmachung import frist, frist_oder_none, stichwahltag
from notices.fehler import Eingabefehler, argumentproblem
from notices.model import _EU_STAATEN, ISO_LAENDER, Anschrift, Person, Wahldaten, _uebersetze
from notices.recht.fristenrechnung import Frist
from notices.recht.grundlagen import Dokumentangabe


@dataclass(frozen=True)
class Empfaenger:
    """The addressee of the letter: from ``[[stichwahl_bewerber]]`` or given by the caller."""

    id: str
    familienname: str
    vornamen: str
    doktorgrad: str | None
    anschrift: Anschrift
    staatsangehoerigkeit: str = "DE"
    stimmen_erste_wahl: int | None = None
    anrede: str | None = None

    @property
    def name(self) -> str:
        """Vornamen Familienname, with the Doktorgrad in front where given."""
        return " ".join(t for t in (self.doktorgrad, self.vornamen, self.familienname) if t)

    @classmethod
    def aus_person(cls, p: Person) -> Empfaenger:
        """The addressee from a person in the data file."""
        return cls(
            p.id,
            p.familienname,
            p.vornamen,
            p.doktorgrad,
            p.anschrift,
            p.staatsangehoerigkeit,
            p.stimmen_erste_wahl,
            p.anrede,
        )

    @property
    def ist_unionsbuerger(self) -> bool:
        """Citizen of another EU member state (BW § 8 Abs. 2 KomWG)."""
        return self.staatsangehoerigkeit != "DE" and self.staatsangehoerigkeit in _EU_STAATEN


def _angabe(daten: Wahldaten) -> Dokumentangabe:
    return landesdokumente.angabe(
        daten,
        "benachrichtigung",
        was="Eine Benachrichtigung von Personen, die ohne Bewerbung an der Stichwahl teilnähmen,",
        grund="an der Stichwahl nehmen dort nur Bewerber der ersten Wahl teil",
    )


def empfaenger(
    daten: Wahldaten,
    person_id: str,
    *,
    familienname: str | None = None,
    vornamen: str | None = None,
    doktorgrad: str | None = None,
    strasse: str | None = None,
    plz: str | None = None,
    ort: str | None = None,
    staatsangehoerigkeit: str | None = None,
    anrede: str | None = None,
) -> Empfaenger:
    """The addressee: the person ``person_id`` of ``[[stichwahl_bewerber]]``, else one given by the caller.

    A person under ``[[bewerber]]`` applied for the first ballot; the application covers the Stichwahl:
    refused with the Land's sentence (``schon_beworben``).
    """
    a = _angabe(daten)
    for b in daten.bewerber:
        if b.id == person_id:
            text = landesdokumente.fuelle(a, a.texte["schon_beworben"], {"person": person_id, "person_name": b.name})
            raise Eingabefehler([argumentproblem("person", text)])
    for p in daten.stichwahl_bewerber:
        if p.id == person_id:
            return Empfaenger.aus_person(p)
    angaben = {"familienname": familienname, "vornamen": vornamen, "strasse": strasse, "plz": plz, "ort": ort}
    fehlend = [k for k, v in angaben.items() if not (v and v.strip())]
    if fehlend:
        raise Eingabefehler(
            [
                argumentproblem(
                    k,
                    f"fehlt; „{person_id}“ steht nicht unter [[stichwahl_bewerber]], und für eine Person, die noch "
                    "nicht in der Datendatei steht, sind Familienname, Vornamen und Anschrift anzugeben",
                )
                for k in fehlend
            ]
        )

    try:
        anschrift = Anschrift(strasse=strasse, plz=plz, ort=ort)
    except ValidationError as e:
        raise Eingabefehler([argumentproblem(p.pfad, p.text) for p in _uebersetze(e, "")]) from None
    land = (staatsangehoerigkeit or "DE").strip().upper()
    if land not in ISO_LAENDER:
        raise Eingabefehler(
            [
                argumentproblem(
                    "staatsangehoerigkeit",
                    f"„{staatsangehoerigkeit}“ ist kein Ländercode nach ISO 3166 (z. B. DE, AT)",
                )
            ]
        )
    grad = doktorgrad.strip() if doktorgrad and doktorgrad.strip() else None
    if grad is not None:
        problem = recht.doktorgrad_problem(grad, "doktorgrad", recht.rechtsstand(daten.wahl))
        if problem is not None:
            raise Eingabefehler([argumentproblem(problem.pfad, problem.text)])
    if anrede not in (None, "Frau", "Herr"):
        raise Eingabefehler(
            [argumentproblem("anrede", f"„{anrede}“ ist nicht zulässig; erlaubt: Frau, Herr (oder weglassen)")]
        )
    return Empfaenger(
        person_id,
        familienname.strip(),  # type: ignore[union-attr]
        vornamen.strip(),  # type: ignore[union-attr]
        grad,
        anschrift,
        land,
        anrede=anrede,
    )


def _fakten(daten: Wahldaten, e: Empfaenger | None, datum: date, a: Dokumentangabe) -> dict[str, Any]:
    """The letter's facts; without an addressee (``e``) only those of the election and the dates."""
    wahl = daten.wahl
    tag = stichwahltag(daten, a.stichwahltag_fehlt or "")
    zustimmung = frist(daten, "stichwahl_zustimmung_bis")
    zulassung = frist_oder_none(daten, "stichwahl_zulassung_spaetestens")
    ausschuss = wahl.ausschuss
    anschrift = ausschuss.anschrift if ausschuss else None
    f: dict[str, Any] = {
        **landesdokumente.wahlfakten(daten),
        "tag_lang": deutsch.datum_lang(tag),
        "datum_kurz": deutsch.datum_kurz(datum),
        "datum_ohne_wochentag": deutsch.datum_ohne_wochentag(datum),
        "datum_vor_der_wahl": datum < wahl.wahltag,
        "datum_nach_der_frist": datum > zustimmung.datum,
        "ausschuss_anschriftzeilen": anschriftzeilen(anschrift) if anschrift else [],
        "mit_ausschuss_anschrift": anschrift is not None,
        "ausschuss_anschrift": f"{anschrift.strasse}, {anschrift.plz} {anschrift.ort}" if anschrift else "",
        "ruecksendung": ruecksendeangabe(daten),
        "empfaenger": anschriftfeld(e.anrede, e.doktorgrad, e.vornamen, e.familienname, e.anschrift) if e else [],
        "anrede": anrede(e.anrede, e.doktorgrad, e.vornamen, e.familienname) if e else "",
        "mit_stimmen": e is not None and e.stimmen_erste_wahl is not None,
        "stimmen": e.stimmen_erste_wahl if e and e.stimmen_erste_wahl is not None else "",
        "ist_unionsbuerger": e is not None and e.ist_unionsbuerger,
        "wohnt_in_der_gemeinde": e is not None
        and e.anschrift.ort.strip().casefold() == wahl.gemeinde.strip().casefold(),
        "frist_lang": deutsch.datum_lang(zustimmung.datum),
        "frist_kurz": deutsch.datum_kurz(zustimmung.datum),
        "frist_uhrzeit": deutsch.uhrzeit(zustimmung.uhrzeit) if zustimmung.uhrzeit else "18:00 Uhr",
        "frist_vorschrift": zustimmung.vorschrift,
        "zulassung_lang": deutsch.datum_lang(zulassung.datum) if zulassung else "",
        "zulassung_vorschrift": zulassung.vorschrift if zulassung else "",
        "vorsitz": ausschuss.vorsitz if ausschuss else "",
        "unterschrift": unterschrift(daten, datum),
        "person": e.id if e else "",
        "person_name": e.name if e else "",
        "unterlagen_liste": [],
    }
    liste = landesdokumente.fuelle(a, a.texte["unterlagen"], f)
    f["unterlagen"] = liste
    f["unterlagen_liste"] = [f"{u};" for u in liste[:-1]] + [f"{liste[-1]}."]
    return f


def pruefen(daten: Wahldaten, datum: date) -> Frist:
    """The consent deadline; refuses a Land or version without the letter, a missing Stichwahltag and a letter
    date the Land refuses (before the first ballot, after the consent period)."""
    a = _angabe(daten)
    stichwahltag(daten, a.stichwahltag_fehlt or "")
    f = frist(daten, "stichwahl_zustimmung_bis")
    fakten = _fakten(daten, None, datum, a)
    for b in a.verweigert:
        if fakten[b.wenn]:
            raise Eingabefehler([argumentproblem(b.argument, landesdokumente.fuelle(a, b.text, fakten))])
    return f


def als_json(daten: Wahldaten, e: Empfaenger, zustimmung: Frist) -> dict[str, Any]:
    """The letter's facts as JSON (:class:`notices.ausgaben.StichwahlBenachrichtigung`)."""
    a = _angabe(daten)
    f = _fakten(daten, e, daten.wahl.wahltag, a)
    tag = daten.wahl.stichwahltag
    assert tag is not None  # pruefen ran first
    return ausgaben.StichwahlBenachrichtigung(
        art="stichwahl_benachrichtigung",
        gemeinde=daten.wahl.gemeinde,
        person=e.id,
        wahltag=daten.wahl.wahltag.isoformat(),
        stichwahltag=tag.isoformat(),
        zustimmung_bis=datetime.combine(zustimmung.datum, zustimmung.uhrzeit).isoformat(timespec="minutes")
        if zustimmung.uhrzeit
        else zustimmung.datum.isoformat(),
        unterlagen=f["unterlagen"],
    ).als_json()


def ansicht(daten: Wahldaten, e: Empfaenger, datum: date) -> Dokument:
    """The letter as the Land declares it; ``datum`` is the letter's date (checked first)."""
    pruefen(daten, datum)
    a = _angabe(daten)
    return landesdokumente.erzeuge(a, _fakten(daten, e, datum, a))
