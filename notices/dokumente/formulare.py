"""The forms of an application – form for support signatures, certificate of eligibility, sworn declaration,
the proposal itself … – as each Land declares them (``texte.toml``: its Anlagen by verb).

The facts here are those of the person and the election that every Land's forms use (:func:`fakten`); a
Land's hook adds what only it words. A form the person does not need is named ``entbehrlich`` with its
reason (``notices alle`` leaves it out); one that cannot be made for the person is refused (``verweigert``);
where no support signatures are needed, the form for them is not made (:class:`KeineUnterschriftenNoetig`),
unless asked for anyway.
"""

from __future__ import annotations

from datetime import time, timedelta
from typing import Any

from notices import deutsch, recht
from notices.dokumente import Dokument, Formular, KeineUnterschriftenNoetig, deklaration, landesdokumente
from notices.dokumente.bausteine import (
    angaben_zur_person,
    anschrift_text,
    herkunftsstaat,
    staatsangehoerigkeit_text,
    termine,
    vorsitz,
)
from notices.fehler import Eingabefehler, argumentproblem
from notices.kalender import volljaehrig_am
from notices.model import Bewerber, Person, StichwahlBewerber, Wahldaten
from notices.recht.fristenrechnung import einreichungsschluss, mit_rolle
from notices.recht.grundlagen import Dokumentangabe
from notices.recht.ordnung import bezeichnung, traeger_geordnet
from notices.unterschriften import normalisiere_name


def _fundstellen(daten: Wahldaten) -> dict[str, str]:
    return {f"fs.{k}": v for k, v in recht.rechtsstand(daten.wahl).fundstellen.items()}


def _jahre_am(geburtsdatum: Any, tag: Any) -> int:
    """Completed years of life on ``tag`` (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB)."""
    return tag.year - geburtsdatum.year - ((tag.month, tag.day) < (geburtsdatum.month, geburtsdatum.day))


QUORUMFAKTEN = frozenset(
    {"anzahl", "quorum_vorschrift", "quorum_begruendung", "quorum_grund", "mit_unterschriften", "ohne_unterschriften"}
)
"""The facts of the quorum: computed only for a form that uses them (the quorum may need data the other forms
do not, ST: the number of those entitled to vote at the last election)."""


def fakten(daten: Wahldaten, person: Person, *, mit_quorum: bool = True) -> dict[str, Any]:
    """The facts of a form for ``person``: the person as recorded, the election, the deadlines and – with
    ``mit_quorum`` – the quorum."""
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    stichwahlperson = isinstance(person, StichwahlBewerber)
    stichwahl_zustimmung = stichwahlperson and wahl.stichwahltag is not None
    tag = wahl.stichwahltag if stichwahl_zustimmung and wahl.stichwahltag else wahl.wahltag
    t = getattr(person, "wahlvorschlagstraeger", None)
    traeger_liste = [t] if isinstance(t, str) else list(t or [])
    name_vorsitz, anschrift_vorsitz = vorsitz(daten)
    if stichwahlperson or not mit_quorum:
        anzahl, q_vorschrift, q_begruendung = 0, "", ""
    else:
        q = recht.quorum(wahl, isinstance(person, Bewerber) and person.amtsinhaber, bewerber=person)
        anzahl, q_vorschrift, q_begruendung = q.anzahl, q.vorschrift, q.begruendung
    schluss = einreichungsschluss(wahl, rs)
    schlussregel = rs.mit_rolle("einreichungsschluss")
    stimmen = wahl.stimmen_letzte_gemeinderatswahl
    zustimmung = mit_rolle(recht.fristen(wahl), "stichwahl_zustimmung_bis")
    eingang = person.eingang if isinstance(person, Bewerber) else None
    grenze = rs.pruefung.wahlalter_am(tag)
    kontakt = getattr(person, "email_oder_postfach", None) or ""
    vorne = f"{person.doktorgrad} " if person.doktorgrad else ""
    in_der_gemeinde = normalisiere_name(person.anschrift.ort) == normalisiere_name(wahl.gemeinde)
    bewerbung = isinstance(person, Bewerber)
    return {
        **landesdokumente.wahlfakten(daten),
        **_fundstellen(daten),
        "name": person.name,
        "name_komma": f"{vorne}{person.familienname}, {person.vornamen}",
        "familienname": person.familienname,
        "familienname_mit_doktorgrad": deutsch.familienname_mit_doktorgrad(person),
        "vornamen": person.vornamen,
        "beruf": person.beruf,
        "ort": person.anschrift.ort,
        "anschrift": anschrift_text(person.anschrift),
        "geburtsdatum_kurz": deutsch.datum_kurz(person.geburtsdatum),
        "geburtsort": getattr(person, "geburtsort", None) or "",
        "kontakt": kontakt,
        "staatsangehoerigkeit": staatsangehoerigkeit_text(person),
        "herkunftsstaat": herkunftsstaat(person),
        "ist_deutsch": person.staatsangehoerigkeit == "DE",
        "ist_unionsbuerger": person.ist_unionsbuerger,
        "nicht_unionsbuerger": not person.ist_unionsbuerger,
        "nicht_waehlbar_staat": person.staatsangehoerigkeit != "DE" and not person.ist_unionsbuerger,
        "stichwahlperson": stichwahlperson,
        "stichwahl_zustimmung": stichwahl_zustimmung,
        "wohnt_in_der_gemeinde": in_der_gemeinde,
        "stichwahlperson_in_der_gemeinde": stichwahlperson and in_der_gemeinde,
        "traeger": " / ".join(traeger_liste),
        "traeger_liste": traeger_liste,
        "mit_traeger": bool(traeger_liste),
        "ohne_traeger": not traeger_liste,
        "gemeinsam": len(traeger_liste) > 1,
        "traeger_geordnet": [{"seite.traeger": x} for x in traeger_geordnet(person, stimmen)] if bewerbung else [],
        "traeger_bezeichnung": (bezeichnung(person, stimmen) if bewerbung else None) or "",
        "vorschlag": " / ".join(traeger_liste) or person.familienname,
        "traeger_seiten": [
            {"seite.traeger": t, "seite.andere": " / ".join(x for x in traeger_liste if x != t)} for t in traeger_liste
        ],
        "person": angaben_zur_person(person),
        "termine": termine(wahl),
        "vorsitz": name_vorsitz,
        "vorsitz_anschrift": anschrift_vorsitz,
        "mit_vorsitz": bool(name_vorsitz),
        "mit_ausschuss": wahl.ausschuss is not None,
        "mit_vorsitz_anschrift": bool(anschrift_vorsitz),
        "anzahl": anzahl,
        "quorum_vorschrift": q_vorschrift,
        "quorum_begruendung": q_begruendung,
        "quorum_grund": f"{q_begruendung.rstrip('.')} ({q_vorschrift}).",
        "mit_unterschriften": anzahl > 0,
        "ohne_unterschriften": anzahl == 0,
        "schluss": schluss is not None,
        "schluss_lang": deutsch.datum_lang(schluss.date()) if schluss else "",
        "schluss_uhrzeit": deutsch.uhrzeit(schluss) if schluss else "",
        "schluss_n": schlussregel.n if schlussregel else "",
        "schluss_vorschrift": schlussregel.vorschrift if schlussregel else "",
        "zustimmung_frist": zustimmung is not None,
        "zustimmung_lang": deutsch.datum_lang(zustimmung.datum) if zustimmung else "",
        "zustimmung_uhrzeit": deutsch.uhrzeit(zustimmung.uhrzeit or time(18, 0)) if zustimmung else "",
        "eingang": eingang is not None,
        "eingang_kurz": deutsch.datum_kurz(eingang.date()) if eingang else "",
        "eingang_folgetag_lang": deutsch.datum_lang(eingang.date() + timedelta(days=1)) if eingang else "",
        "tag_lang": deutsch.datum_lang(tag),
        "tag_kurz": deutsch.datum_kurz(tag),
        "alter": _jahre_am(person.geburtsdatum, tag),
        "zu_jung": grenze is not None and volljaehrig_am(person.geburtsdatum, grenze.mindestens) > tag,
        "mindestalter": grenze.mindestens if grenze else "",
        "zu_alt": bool(grenze and grenze.unter and volljaehrig_am(person.geburtsdatum, grenze.unter) <= tag),
        "hoechstalter": grenze.unter if grenze and grenze.unter else "",
        "alter_vorschrift": grenze.vorschrift if grenze else "",
    }


def _braucht_quorum(a: Dokumentangabe) -> bool:
    teile = [a.kontext, a.titel, a.betreff, a.stichworte, [b.text for b in (*a.entbehrlich, *a.verweigert)]]
    verwendet = deklaration.namen(teile, a.texte) | {b.wenn for b in (*a.entbehrlich, *a.verweigert)}
    return bool(verwendet & QUORUMFAKTEN)


def _alle_fakten(daten: Wahldaten, person: Person, a: Dokumentangabe, *, formblatt: bool = False) -> dict[str, Any]:
    f = fakten(daten, person, mit_quorum=formblatt or _braucht_quorum(a))
    return f | landesdokumente.fakten_des_landes(a, daten, person, f)


def entbehrlich(daten: Wahldaten, person: Person, a: Dokumentangabe) -> str | None:
    """Why the form is not needed for ``person`` (the first reason whose fact holds), or None."""
    if not a.entbehrlich:
        return None
    f = _alle_fakten(daten, person, a)
    for b in a.entbehrlich:
        if f[b.wenn]:
            return landesdokumente.fuelle(a, b.text, f)
    return None


def ansicht(
    daten: Wahldaten, person: Person, a: Dokumentangabe, *, formblatt: bool = False, trotzdem: bool = False
) -> Dokument:
    """The form for ``person`` as the Land declares it. Refused where the declaration says so for the person
    (``verweigert``); the form for support signatures (``formblatt``) raises :class:`KeineUnterschriftenNoetig`
    where none are needed, unless ``trotzdem``."""
    f = _alle_fakten(daten, person, a, formblatt=formblatt)
    for b in a.verweigert:
        if f[b.wenn]:
            raise Eingabefehler([argumentproblem(b.argument, landesdokumente.fuelle(a, b.text, f))])
    if formblatt:
        if f["anzahl"] == 0 and not trotzdem:
            grund = a.texte.get("keine_unterschriften")
            raise KeineUnterschriftenNoetig(landesdokumente.fuelle(a, grund, f) if grund else f["quorum_grund"])
        return landesdokumente.erzeuge(a, f, anzahl=-(-f["anzahl"] // a.zeilen_je_blatt))
    return landesdokumente.erzeuge(a, f)


def formulare(daten: Wahldaten) -> dict[str, Formular]:
    """The forms the election's Land has under its version, by verb (the typed interface of the services)."""
    ergebnis = {}
    for verb, a in landesdokumente.angaben(daten).items():
        if a.bezeichnung is None or a.fehlt is not None:
            continue
        ergebnis[verb] = _formular(verb, a)
    return ergebnis


def alle_verben() -> frozenset[str]:
    """The verbs of the forms any Land has under any of its versions (``formblatt``, ``wahlvorschlag``, …)."""
    return frozenset(
        verb
        for land in recht.laender()
        for rs in land.rechtsstaende
        for verb, a in rs.dokumente.items()
        if a.bezeichnung is not None and a.fehlt is None
    )


def _formular(verb: str, a: Dokumentangabe) -> Formular:
    def sicht(daten: Wahldaten, person: Person, *, trotzdem: bool = False) -> Dokument:
        return ansicht(daten, person, a, formblatt=verb == "formblatt", trotzdem=trotzdem)

    def grund(daten: Wahldaten, person: Person) -> str | None:
        return entbehrlich(daten, person, a)

    assert a.bezeichnung is not None and a.aufbewahrung is not None
    return Formular(a.bezeichnung, sicht, a.aufbewahrung, a.nur_bewerbung, grund if a.entbehrlich else None)
