"""Building blocks that the views of every Land use: names, places, dates, signatures.

Each returns a finished German string (or a list or dict of them); no legal decision is taken here
beyond what :mod:`notices.recht` already decided and what a notice may show of a person
(:func:`ort_in_bekanntmachung`).
"""

from __future__ import annotations

import re
from datetime import date

from notices import deutsch, recht
from notices.model import ISO_LAENDER, Anschrift, Person, Wahl, Wahldaten
from notices.recht import texte

_DATUM = re.compile(r"(\d{1,2}\.) (\w+) (\d{4})")


def zusammen(text: str) -> str:
    """Keep ``4. April 2027`` on one line in a heading (no-break spaces)."""
    return _DATUM.sub("\\1\u00a0\\2\u00a0\\3", text)


def amtswahl(wahl: Wahl) -> str:
    """``Bürgermeisterwahl``, ``Oberbürgermeisterwahl``, ``Ortsvorsteherwahl``, ``Landratswahl``."""
    return deutsch.amtswahl(wahl.amt)


def amtstext(wahl: Wahl, schluessel: str, standard: str) -> str:
    """The Land's word for the office of this election (``amtstexte`` of its declaration: ``ausschuss``,
    ``gebiet`` …), filled with the Gemeinde; ``standard`` where the Land declares none."""
    woerter = recht.land(wahl.land).amtstexte.get(wahl.amt, {})
    return texte.fuelle(woerter[schluessel], {"gemeinde": wahl.gemeinde}) if schluessel in woerter else standard


def im_gebiet(wahl: Wahl) -> str:
    """``in Musterhausen``; ``im Landkreis Musterbach`` where a Landrat is elected (the data's ``gemeinde`` is
    then the Landkreis)."""
    return f"im Landkreis {wahl.gemeinde}" if wahl.amt == "Landrat" else f"in {wahl.gemeinde}"


def ausschuss(wahl: Wahl) -> str:
    """The committee that decides on the admission, as the Land names it for the office (``amtstexte``: SL
    Landrat ``Kreiswahlausschuss``), else as the Land names it (``wahlausschuss``: ``Gemeindewahlausschuss``;
    BY, NW, ST, HE, NI, TH, BB: ``Wahlausschuss``) – one name for the documents and the web form."""
    return amtstext(wahl, "ausschuss", recht.land(wahl.land).wahlausschuss)


def des_amts(wahl: Wahl) -> str:
    """``des Bürgermeisters``."""
    return f"des {wahl.amt}s"


def anschrift_text(anschrift: Anschrift) -> str:
    """``Lindenweg 3, 70999 Musterhausen``."""
    return f"{anschrift.strasse}, {anschrift.plz} {anschrift.ort}"


def anschriftzeilen(a: Anschrift) -> list[str]:
    """``["Lindenweg 3", "70999 Musterhausen"]`` – an address as the lines of a letter."""
    return [a.strasse, f"{a.plz} {a.ort}"]


def gebietskoerperschaft(wahl: Wahl) -> str:
    """``Gemeinde Musterhausen``; ``Stadt …`` where an Oberbürgermeister is elected, ``Landkreis …`` for a
    Landrat – the Land's ``gebiet`` where it declares one."""
    art = {"Oberbürgermeister": "Stadt", "Landrat": "Landkreis"}.get(wahl.amt, "Gemeinde")
    return amtstext(wahl, "gebiet", f"{art} {wahl.gemeinde}")


def zweiter_wahlgang(wahl: Wahl) -> str:
    """``Stichwahl`` or, where the law had a new election instead, ``Neuwahl``; ``zweiter Wahlgang`` where every
    proposal of the first ballot takes part (SN § 44a KomWG)."""
    return {"stichwahl": "Stichwahl", "neuwahl": "Neuwahl"}.get(
        recht.rechtsstand(wahl).zweiter_wahlgang, "zweiter Wahlgang"
    )


def tag_des_zweiten_wahlgangs(wahl: Wahl) -> str:
    """``Tag einer etwaigen Stichwahl`` / ``… Neuwahl`` / ``Tag eines etwaigen zweiten Wahlgangs``."""
    if recht.rechtsstand(wahl).zweiter_wahlgang == "zweiter_wahlgang":
        return "Tag eines etwaigen zweiten Wahlgangs"
    return f"Tag einer etwaigen {zweiter_wahlgang(wahl)}"


def termine(wahl: Wahl) -> list[tuple[str, str]]:
    """The dates the form headers carry: the Wahltag and, where set, that of a possible second ballot."""
    zeilen = [("Tag der Wahl", deutsch.datum_lang(wahl.wahltag))]
    if wahl.stichwahltag is not None:
        zeilen.append((tag_des_zweiten_wahlgangs(wahl), deutsch.datum_lang(wahl.stichwahltag)))
    return zeilen


def staatsangehoerigkeit_text(person: Person) -> str:
    """``deutsch``, ``österreichisch`` – one wording on every form (:func:`notices.deutsch.staatsangehoerigkeit`)."""
    return deutsch.staatsangehoerigkeit(person.staatsangehoerigkeit)


def herkunftsstaat(person: Person) -> str:
    """The German name of the state of the person's nationality (``Österreich``)."""
    return ISO_LAENDER.get(person.staatsangehoerigkeit, person.staatsangehoerigkeit)


def angaben_zur_person(person: Person) -> list[tuple[str, str]]:
    """The rows "Angaben zur Person" of a form (``templates/person.html``)."""
    zeilen = [("Familienname", person.familienname), ("Vornamen", person.vornamen)]
    if person.doktorgrad:
        zeilen.append(("Doktorgrad", person.doktorgrad))
    if person.kuenstlername:
        zeilen.append(("Ordens- oder Künstlername", person.kuenstlername))
    return [
        *zeilen,
        ("Tag der Geburt", deutsch.datum_kurz(person.geburtsdatum)),
        ("Anschrift (Hauptwohnung)", anschrift_text(person.anschrift)),
        ("Staatsangehörigkeit", staatsangehoerigkeit_text(person)),
    ]


def vorsitz(daten: Wahldaten) -> tuple[str, str]:
    """Chair and office address of the election committee, where the data has them."""
    ausschuss = daten.wahl.ausschuss
    name = ausschuss.vorsitz if ausschuss else ""
    anschrift = anschrift_text(ausschuss.anschrift) if ausschuss and ausschuss.anschrift else ""
    return name, anschrift


def unterschrift(daten: Wahldaten, datum: date) -> dict[str, str]:
    """Place, date, name and function under a public notice."""
    angaben = daten.wahl.bekanntmachung
    return {
        "ort_datum": f"{daten.wahl.gemeinde}, {deutsch.datum_ohne_wochentag(datum)}",
        "name": angaben.unterzeichner if angaben else "",
        "funktion": angaben.funktion if angaben else amtstext(daten.wahl, "unterzeichner", ""),
    }


def ort_in_bekanntmachung(person: Person) -> str:
    """The place shown for an applicant in a public notice: never a street, never a PLZ.

    The Wohnort (Hauptwohnung) (§ 20 Abs. 8 Satz 2 KomWO); where an Auskunftssperre under § 51
    BMG was proven, the place of the Erreichbarkeitsanschrift instead (§ 20 Abs. 8 Satz 3 KomWO,
    for the Stichwahl § 20a Abs. 4 Satz 4 KomWO). ST and SL show the same (docs/recht.md, R-ST-06, R-SL-06).
    """
    if person.auskunftssperre and person.erreichbarkeitsanschrift is not None:
        return person.erreichbarkeitsanschrift.ort
    return person.anschrift.ort


def zeile(nr: int, p: Person) -> dict[str, str]:
    """One applicant's row in a notice: only what may be published (no street, no PLZ, no birthday)."""
    return {
        "nr": f"{nr}.",
        "familienname": deutsch.familienname_mit_doktorgrad(p),
        "vornamen": p.vornamen,
        "kuenstlername": p.kuenstlername or "",
        "beruf": p.beruf,
        "geburtsjahr": str(p.geburtsdatum.year),
        "ort": ort_in_bekanntmachung(p),
    }


def wahlvorschlag(p: Person) -> str | None:
    """The proposing party or group (several: a joint candidate), None for an Einzelbewerber."""
    t = getattr(p, "wahlvorschlagstraeger", None)
    return " / ".join(t) if isinstance(t, list) else t


def anrede(anrede: str | None, doktorgrad: str | None, vornamen: str, familienname: str) -> str:
    """The salutation of a letter: ``Sehr geehrte Frau Dr. Schäfer,`` where the form of address is
    recorded (the Doktorgrad kept, as in the identity card), else the neutral ``Guten Tag Deniz Yılmaz,``
    (DIN 5008)."""
    grad = f"{doktorgrad} " if doktorgrad else ""
    if anrede == "Frau":
        return f"Sehr geehrte Frau {grad}{familienname},"
    if anrede == "Herr":
        return f"Sehr geehrter Herr {grad}{familienname},"
    return f"Guten Tag {grad}{vornamen} {familienname},"


def anschriftfeld(
    anrede: str | None, doktorgrad: str | None, vornamen: str, familienname: str, anschrift: Anschrift
) -> list[str]:
    """The recipient's lines in the address field of a window envelope (DIN 5008): ``Frau``, the name, the
    street, PLZ and place – at most six lines, none empty."""
    name = " ".join(t for t in (doktorgrad, vornamen, familienname) if t)
    return [z for z in (anrede, name, anschrift.strasse, f"{anschrift.plz} {anschrift.ort}") if z]


def verantwortlich(stelle: str, rolle: str, vorsitz: str, anschrift: str) -> str:
    """Who is responsible for a signer's data, for the information of Art. 13 Abs. 1 Buchst. a und b DSGVO:
    ``Gemeinde X, Wahlleitung (Name), Anschrift. Den behördlichen Datenschutzbeauftragten erreichen Sie über
    die Gemeinde X.``"""
    text = f"{stelle}, {rolle}"
    if vorsitz:
        text += f" ({vorsitz})"
    if anschrift:
        text += f", {anschrift}"
    return text + f". Den behördlichen Datenschutzbeauftragten erreichen Sie über die {stelle}."


def ruecksendeangabe(daten: Wahldaten, stelle: str = "Gemeindewahlausschuss") -> str:
    """The sender in one line above the address (DIN 5008 Rücksendeangabe)."""
    wahl = daten.wahl
    teile = [f"{gebietskoerperschaft(wahl)} · {stelle}"]
    if wahl.ausschuss is not None and wahl.ausschuss.anschrift is not None:
        a = wahl.ausschuss.anschrift
        teile += [a.strasse, f"{a.plz} {a.ort}"]
    return " · ".join(teile)
