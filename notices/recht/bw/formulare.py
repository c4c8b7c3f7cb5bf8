"""The views of the three BW forms: finished German strings for Anlage 15, 16 and 17 KomWO.

- Anlage 15 (§ 20 Abs. 2 KomWO): the official form for one support signature, its header prefilled
  with the applicant's name and Wohnort (Hauptwohnung), the Gemeinde and the dates of the election
  and a possible Stichwahl (Nr. 1); fields for the signer (Nr. 2); the notes a signer must read
  (Nr. 2, Nr. 3, § 10 Abs. 2 KomWG) and the data-protection information (Art. 13 DSGVO).
- Anlage 16 (§ 20 Abs. 3 Nr. 2 KomWO, § 10 Abs. 3 KomWG): the Wählbarkeitsbescheinigung, issued
  for each election by the authority of the applicant's Wohnort (Hauptwohnung).
- Anlage 17 (§ 20 Abs. 3 Nr. 3 KomWO, § 10 Abs. 4 KomWG): the Versicherung an Eides statt that the
  applicant is not excluded from eligibility (§ 46 Abs. 2 GemO); for a Unionsbürger also that they
  hold the nationality of their home state and have not lost eligibility there (§ 8 Abs. 2 KomWG).

Every decision (which place, which dates, whether the Unionsbürger part is printed, the quorum) is
taken here; the templates only place the strings. Nothing here imports WeasyPrint.
"""

from __future__ import annotations

from datetime import date, time
from typing import Any

from notices import deutsch, recht
from notices.dokumente import Dokument, Formblatt, Formular, KeineUnterschriftenNoetig
from notices.dokumente.bausteine import (
    angaben_zur_person,
    anschrift_text,
    gebietskoerperschaft,
    herkunftsstaat,
    staatsangehoerigkeit_text,
    termine,
    verantwortlich,
    zweiter_wahlgang,
)
from notices.dokumente.bausteine import (
    vorsitz as vorsitz_von,
)
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, StichwahlBewerber, Wahl, Wahldaten
from notices.pruefung.waehlbarkeit import volljaehrig_am
from notices.unterschriften import normalisiere_name


def wahl_bezeichnung(wahl: Wahl) -> str:
    """``Bürgermeisterwahl`` or ``Oberbürgermeisterwahl``."""
    return f"{wahl.amt}wahl"


_FUNDSTELLEN: dict[str, dict[str, str]] = {
    # KomWG §§ 10, 10a as in force since 01.08.2023 (README of ../shared/law).
    "bw-2023": {
        "unterschriften": "§ 10 Abs. 2 KomWG",
        "nur_eine": "§ 10 Abs. 2 Satz 2 KomWG",
        "bescheinigung": "§ 10 Abs. 3 KomWG",
        "anschliessen": "§ 10 Abs. 3 Satz 1 KomWG",
        "behoerde": "Gemeinde der Hauptwohnung, § 10 Abs. 3 Satz 2 KomWG",
        "gebuehr": "§ 10 Abs. 3 Satz 6 KomWG",
        "widerspruch": "Über einen Widerspruch gegen die Versagung entscheidet die Rechtsaufsichtsbehörde "
        "(§ 10 Abs. 3 Satz 5 KomWG).",
        "versicherung": "§ 10 Abs. 4 Satz 1 KomWG",
        "versicherung_abs": "§ 10 Abs. 4 KomWG",
        "unionsbuerger": "§ 10 Abs. 4 Satz 2 in Verbindung mit § 8 Abs. 2 Satz 1 KomWG",
        "zustaendig": "§ 10 Abs. 4 Sätze 1 und 2, § 8 Abs. 2 Satz 4, § 9 Abs. 1 Satz 7 KomWG",
    },
    # § 10 KomWG in the wording of 04.05.1997 (bw-komwg-10-fassung-1997.txt): the signatures in
    # Abs. 3, the certificate and the sworn declaration in Abs. 4.
    "bw-1997": {
        "unterschriften": "§ 10 Abs. 3 KomWG a. F.",
        "nur_eine": "§ 10 Abs. 3 Satz 2 KomWG a. F.",
        "bescheinigung": "§ 10 Abs. 4 Sätze 1 und 2 KomWG a. F.",
        "anschliessen": "§ 10 Abs. 4 Satz 1 KomWG a. F.",
        "behoerde": "Gemeinde der Hauptwohnung",
        "gebuehr": "§ 10 Abs. 4 Satz 2 KomWG a. F.",
        "widerspruch": "",
        "versicherung": "§ 10 Abs. 4 Satz 3 KomWG a. F.",
        "versicherung_abs": "§ 10 Abs. 4 KomWG a. F.",
        "unionsbuerger": "§ 10 Abs. 4 Satz 4 KomWG a. F. in Verbindung mit § 8 Abs. 2 Satz 1 KomWG",
        "zustaendig": "§ 10 Abs. 4 Sätze 3 und 4 KomWG a. F., § 8 Abs. 2 Satz 4, § 9 Abs. 1 Satz 7 KomWG",
    },
}
"""Where the rules the forms cite stand, by Rechtsstand (the paragraphs moved on 01.08.2023)."""


def fundstellen(wahl: Wahl) -> dict[str, str]:
    """The citations for the forms under the law that governs this election."""
    return _FUNDSTELLEN[recht.rechtsstand(wahl).kennung]


# ------------------------------------------------------------------------------------------------
# Anlage 15


def formblatt(daten: Wahldaten, person: Person, *, trotzdem: bool = False) -> Formblatt:
    """The view of Anlage 15 for one applicant (§ 20 Abs. 2 KomWO, § 10 Abs. 2 KomWG).

    Raises :class:`KeineUnterschriftenNoetig` where no signatures are required (the incumbent; a
    Gemeinde at or below 20 000 inhabitants under the old law; a run-off person under § 10a Abs. 2
    KomWG) unless ``trotzdem``.
    """
    wahl = daten.wahl
    if isinstance(person, StichwahlBewerber):
        anzahl, vorschrift = 0, "§ 10a Abs. 2 KomWG"
        grund = (
            f"{person.name} nimmt nach Zustimmung an der {zweiter_wahlgang(wahl)} teil; dafür sind keine "
            "Unterstützungsunterschriften vorgesehen (§ 10a Abs. 2 KomWG)."
        )
    else:
        q = recht.quorum(wahl, isinstance(person, Bewerber) and person.amtsinhaber)
        anzahl, vorschrift = q.anzahl, q.vorschrift
        grund = f"{q.begruendung.rstrip('.')} ({q.vorschrift})."
    if anzahl == 0 and not trotzdem:
        raise KeineUnterschriftenNoetig(
            f"Für die Bewerbung von {person.name} sind keine Unterstützungsunterschriften erforderlich: {grund} "
            "Ein Formblatt wird deshalb nicht erzeugt (mit --trotzdem wird es dennoch erzeugt)."
        )
    koerperschaft = gebietskoerperschaft(wahl)
    bezeichnung = wahl_bezeichnung(wahl)
    vorsitz, vorsitz_anschrift = vorsitz_von(daten)
    fs = fundstellen(wahl)
    if anzahl:
        erforderlich = (
            f"Die Bewerbung muss von mindestens {anzahl} Personen unterzeichnet sein, die im Zeitpunkt der "
            f"Unterzeichnung in der {koerperschaft} wahlberechtigt sind ({vorschrift})."
        )
    else:
        erforderlich = f"Hinweis: {grund}"
    kontext: dict[str, Any] = {
        "anlage": "Anlage 15 (zu § 20 Abs. 2 KomWO)",
        "ueberschrift": "Formblatt für eine Unterstützungsunterschrift",
        "unterzeile": f"{bezeichnung} in der {koerperschaft}",
        "kopf": [
            ("Gemeinde", wahl.gemeinde),
            *termine(wahl),
        ],
        "kopf_hinweis": "vom Vorsitzenden des Gemeindewahlausschusses eingetragen (§ 20 Abs. 2 Nr. 1 KomWO)",
        "bewerber": [
            ("Familienname, Vornamen", _name_komma(person)),
            ("Wohnort (Hauptwohnung)", person.anschrift.ort),
        ],
        "erklaerung": (
            f"Ich unterstütze hiermit die Bewerbung der oben genannten Person für die {bezeichnung} in der "
            f"{koerperschaft} am {deutsch.datum_ohne_wochentag(wahl.wahltag)}."
        ),
        "felder": [
            ("familienname", "Familienname"),
            ("vornamen", "Vorname(n)"),
            ("geburtstag", "Tag der Geburt"),
            ("anschrift", "Anschrift (Hauptwohnung): Straße, Hausnummer, Postleitzahl, Wohnort"),
            ("tag", "Tag der Unterzeichnung"),
        ],
        "unterschrift": "Persönliche und handschriftliche Unterschrift",
        "hinweise": [
            "Die Erklärung muss persönlich und handschriftlich unterzeichnet werden; neben der Unterschrift "
            "sind Familienname, Vorname, Tag der Geburt, Anschrift (Hauptwohnung) und der Tag der "
            "Unterzeichnung anzugeben (§ 20 Abs. 2 Nr. 2 Satz 1 KomWO).",
            "Jede wahlberechtigte Person kann für dieselbe Wahl nur eine Bewerbung unterzeichnen "
            f"({fs['nur_eine']}). Wer mehrere Bewerbungen für diese Wahl unterzeichnet, dessen "
            "Unterschriften sind für alle Bewerbungen ungültig (§ 20 Abs. 2 Nr. 3 KomWO).",
            "Unionsbürger, die nach § 26 des Bundesmeldegesetzes von der Meldepflicht befreit und nicht in "
            "das Melderegister eingetragen sind, fügen diesem Formblatt eine Versicherung an Eides statt mit "
            "den Angaben nach § 3 Abs. 4 Satz 2 KomWO bei; wer nach § 12 Abs. 1 Satz 2 GemO wahlberechtigt "
            "ist, erklärt darin auch, in welchem Zeitraum er vor seinem Wegzug oder vor Verlegung der "
            "Hauptwohnung in der Gemeinde seine Hauptwohnung hatte (§ 20 Abs. 2 Nr. 2 Sätze 2 und 3 KomWO).",
            erforderlich,
        ],
        "amtlich": "Vom Vorsitzenden des Gemeindewahlausschusses auszufüllen",
        "amtlich_felder": [
            "Wahlberechtigung festgestellt",
            "Unterschrift gültig",
            "Unterschrift ungültig",
        ],
        "auszug": [
            (
                "§ 20 Abs. 2 Nr. 2 KomWO",
                "Die Wahlberechtigten, die die Bewerbung unterstützen, müssen die Erklärung auf dem Formblatt "
                "persönlich und handschriftlich unterzeichnen; neben der Unterschrift sind Familienname, Vorname, "
                "Tag der Geburt und Anschrift (Hauptwohnung) des Unterzeichners sowie der Tag der Unterzeichnung "
                "anzugeben. Ein Unionsbürger, der nach § 26 des Bundesmeldegesetzes von der Meldepflicht befreit "
                "und nicht in das Melderegister eingetragen ist, hat dem Formblatt eine Versicherung an Eides statt "
                "mit den Angaben nach § 3 Abs. 4 Satz 2 anzuschließen. Ein Unionsbürger, der auf Grund von § 12 "
                "Abs. 1 Satz 2 der Gemeindeordnung wahlberechtigt ist und der nach § 26 des Bundesmeldegesetzes von "
                "der Meldepflicht befreit und nicht in das Melderegister eingetragen ist, hat in der "
                "eidesstattlichen Versicherung ferner zu erklären, in welchem Zeitraum er vor seinem Wegzug oder "
                "vor Verlegung der Hauptwohnung in der Gemeinde seine Hauptwohnung hatte. § 3 Abs. 3 Satz 2 gilt "
                "entsprechend.",
            ),
            (
                "§ 20 Abs. 2 Nr. 3 KomWO",
                "Hat jemand mehrere Bewerbungen für eine Wahl unterzeichnet, so sind seine Unterschriften für alle "
                "Bewerbungen dieser Wahl ungültig.",
            ),
        ],
        "datenschutz": _datenschutz_anlage15(koerperschaft, vorsitz, vorsitz_anschrift, fs["unterschriften"]),
        "quelle": [
            "Muster nach Anlage 15 zu § 20 Abs. 2 der Kommunalwahlordnung Baden-Württemberg (KomWO); "
            f"{fs['unterschriften']}. Das Formblatt wird kostenfrei geliefert "
            "(§ 20 Abs. 2 Nr. 1 KomWO).",
        ],
        "ausfuellbar": False,
    }
    titel = f"Formblatt für Unterstützungsunterschriften – {person.name}"
    betreff = f"{bezeichnung} {wahl.gemeinde} am {deutsch.datum_kurz(wahl.wahltag)}: Unterstützung der Bewerbung"
    return Formblatt(
        kontext,
        titel,
        betreff,
        ("Anlage 15 KomWO", "Unterstützungsunterschrift", bezeichnung, wahl.gemeinde),
        "anlage15/anlage15.html",
        anzahl,
    )


def _name_komma(person: Person) -> str:
    vorne = f"{person.doktorgrad} " if person.doktorgrad else ""
    return f"{vorne}{person.familienname}, {person.vornamen}"


def _datenschutz_anlage15(koerperschaft: str, vorsitz: str, anschrift: str, grundlage: str) -> list[tuple[str, str]]:
    """The information owed to a signer under Art. 13 DSGVO, short (the retention: § 57 Abs. 2 KomWO)."""
    return [
        ("Verantwortlich", verantwortlich(koerperschaft, "Vorsitz des Gemeindewahlausschusses", vorsitz, anschrift)),
        (
            "Zweck",
            "Prüfung, ob die Bewerbung von der erforderlichen Zahl Wahlberechtigter unterstützt wird, und ob "
            "Sie wahlberechtigt sind und nur eine Bewerbung unterzeichnet haben.",
        ),
        (
            "Rechtsgrundlage",
            f"Art. 6 Abs. 1 Buchst. c und e, Art. 9 Abs. 2 Buchst. g DSGVO in Verbindung mit {grundlage} "
            "und § 20 Abs. 2 KomWO. Die Angaben sind freiwillig; ohne sie kann die Unterschrift nicht "
            "gezählt werden.",
        ),
        (
            "Empfänger",
            "Die Person, deren Bewerbung Sie unterstützen, reicht das Formblatt ein. Es wird gegen "
            "unbefugte Einsicht geschützt verwahrt (§ 56 Abs. 1 KomWO); Auskunft erhalten nur Behörden, "
            "Gerichte und amtliche Stellen, etwa bei einer Wahlprüfung (§ 56 Abs. 2 KomWO).",
        ),
        (
            "Speicherdauer",
            "Die Formblätter werden nach der rechtskräftigen Entscheidung über die Gültigkeit der Wahl "
            "vernichtet, gespeicherte Daten gelöscht (§ 57 Abs. 2 KomWO).",
        ),
        (
            "Ihre Rechte",
            "Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17) und Einschränkung der "
            "Verarbeitung (Art. 18 DSGVO), soweit das Wahlrecht nicht entgegensteht; Beschwerde beim "
            "Landesbeauftragten für den Datenschutz und die Informationsfreiheit Baden-Württemberg "
            "(Art. 77 DSGVO).",
        ),
    ]


# ------------------------------------------------------------------------------------------------
# Anlagen 16 and 17: for an application, or for the consent of a person in the Stichwahl


_AB_2020 = date(2020, 10, 24)
"""§ 46 Abs. 2 Satz 1 GemO names the legally incapable (§ 104 Nr. 2 BGB) for Wahltage from this day on."""


def _stichwahl(person: Person) -> bool:
    return isinstance(person, StichwahlBewerber)


def _gegenstand(daten: Wahldaten, person: Person) -> str:
    """What the form is for: the election (and a possible second ballot) for an application; the Stichwahl
    alone for a person who consents to take part in it (§ 10a Abs. 2 KomWG)."""
    wahl = daten.wahl
    if _stichwahl(person) and wahl.stichwahltag is not None:
        return (
            f"{zweiter_wahlgang(wahl)} zur {wahl_bezeichnung(wahl)} in der {gebietskoerperschaft(wahl)} am "
            f"{deutsch.datum_lang(wahl.stichwahltag)}"
        )
    text = f"{wahl_bezeichnung(wahl)} in der {gebietskoerperschaft(wahl)} am {deutsch.datum_lang(wahl.wahltag)}"
    if wahl.stichwahltag is not None:
        text += f" und eine etwaige {zweiter_wahlgang(wahl)} am {deutsch.datum_lang(wahl.stichwahltag)}"
    return text


def _zustimmungsfrist(daten: Wahldaten) -> str:
    frist = next((f for f in recht.fristen(daten.wahl) if f.id == "stichwahl_zustimmung_bis"), None)
    if frist is None:
        return "bis 18 Uhr des dritten Tages nach der ersten Wahl"
    return f"spätestens am {deutsch.datum_lang(frist.datum)}, {deutsch.uhrzeit(frist.uhrzeit or time(18, 0))}"


def _abs2_satz1(wahltag: date) -> str:
    """§ 46 Abs. 2 Satz 1 GemO as it read on the Wahltag (the legally incapable added on 24.10.2020)."""
    if wahltag >= _AB_2020:
        return (
            "Nicht wählbar ist, wer von der Wählbarkeit in den Gemeinderat ausgeschlossen (§ 28 Absatz 2) oder nach "
            "§ 104 Nummer 2 des Bürgerlichen Gesetzbuchs geschäftsunfähig ist."
        )
    return "Nicht wählbar ist, wer von der Wählbarkeit in den Gemeinderat ausgeschlossen ist (§ 28 Absatz 2)."


def _paragraph_46_abs_2(wahltag: date) -> str:
    """§ 46 Abs. 2 GemO word for word (the statute keeps "Europäische Gemeinschaft")."""
    return (
        f"(2) {_abs2_satz1(wahltag)} Nicht wählbar ist ferner, 1. wer aus dem Beamtenverhältnis entfernt, wem das "
        "Ruhegehalt aberkannt oder gegen wen in einem dem Disziplinarverfahren entsprechenden Verfahren durch die "
        "Europäische Gemeinschaft, in einem anderen Mitgliedstaat der Europäischen Gemeinschaft oder in einem anderen "
        "Vertragsstaat des Abkommens über den Europäischen Wirtschaftsraum eine entsprechende Maßnahme verhängt "
        "worden ist oder 2. wer wegen einer vorsätzlichen Tat durch ein deutsches Gericht oder durch die "
        "rechtsprechende Gewalt eines anderen Mitgliedstaats der Europäischen Gemeinschaft oder eines anderen "
        "Vertragsstaats des Abkommens über den Europäischen Wirtschaftsraum zu einer Freiheitsstrafe verurteilt "
        "worden ist, die bei einem Beamten den Verlust der Beamtenrechte zur Folge hat, in den auf die "
        "Unanfechtbarkeit der Maßnahme oder Entscheidung folgenden fünf Jahren."
    )


def _jahre_am(geburtsdatum: date, tag: date) -> int:
    """Completed years of life on ``tag`` (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB)."""
    return tag.year - geburtsdatum.year - ((tag.month, tag.day) < (geburtsdatum.month, geburtsdatum.day))


def bescheinigung(daten: Wahldaten, person: Person) -> Dokument:
    """The view of Anlage 16, the Wählbarkeitsbescheinigung (§ 10 Abs. 3 KomWG, § 20 Abs. 3 Satz 1 Nr. 2
    KomWO; for a person in the Stichwahl § 10a Abs. 2 Satz 2 KomWG, § 20a Abs. 2 Satz 2 Nr. 1 KomWO).

    It certifies, item by item and with its source, only what the issuing authority can know from its
    register (nationality, a Wohnung in Germany, the date of birth) and that an exclusion from eligibility
    under § 46 Abs. 2 Satz 1 GemO is not known to it; the other grounds of § 46 Abs. 2 are the subject of
    the Versicherung an Eides statt (Anlage 17), the guarantee of § 46 Abs. 1 Halbsatz 2 the committee's.
    Refused where the data already show that the person is not eligible. The official Muster is
    published only as an image: rebuilt from the provisions (docs/recht.md, R-BW-16).
    """
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    neu = rs.zweiter_wahlgang == "stichwahl"
    stichwahl = _stichwahl(person)
    tag = wahl.stichwahltag if stichwahl and wahl.stichwahltag else wahl.wahltag
    fs = fundstellen(wahl)
    if person.staatsangehoerigkeit != "DE" and not person.ist_unionsbuerger:
        raise Eingabefehler(
            [
                Problem(
                    "--bewerber",
                    f"{person.name} ist nach den erfassten Angaben weder Deutscher noch Unionsbürger; eine "
                    "Wählbarkeitsbescheinigung kann nicht ausgestellt werden (§ 46 Abs. 1 GemO)",
                )
            ]
        )
    mindestalter = 18 if neu else 25
    if volljaehrig_am(person.geburtsdatum, mindestalter) > tag:
        raise Eingabefehler(
            [
                Problem(
                    "--bewerber",
                    f"{person.name} hat nach dem erfassten Geburtsdatum am Wahltag das {mindestalter}. Lebensjahr "
                    "noch nicht vollendet; eine Wählbarkeitsbescheinigung kann nicht ausgestellt werden "
                    "(§ 46 Abs. 1 GemO)",
                )
            ]
        )
    if person.staatsangehoerigkeit == "DE":
        staat = "Deutsche oder Deutscher im Sinne von Artikel 116 Absatz 1 des Grundgesetzes"
    else:
        staat = f"Unionsbürgerin oder Unionsbürger (Staatsangehörigkeit: {staatsangehoerigkeit_text(person)})"
    alter = (
        f"am Tag der Wahl ({deutsch.datum_kurz(tag)}) das 18. Lebensjahr vollendet"
        if neu
        # the upper limit of § 46 Abs. 1 GemO a. F. (68, in older versions 65) is the committee's to apply:
        # the register certifies the age (docs/recht.md, R-BW-ALTER)
        else f"am Tag der Wahl ({deutsch.datum_kurz(tag)}) {_jahre_am(person.geburtsdatum, tag)} Jahre alt"
    )
    ausschluss = "durch Richterspruch, § 28 Abs. 2 GemO" + (
        "; wegen Geschäftsunfähigkeit, § 104 Nr. 2 BGB" if tag >= _AB_2020 else ""
    )
    punkte = [
        ("Deutsche oder Unionsbürger", staat, "§ 46 Abs. 1 GemO", "Melderegister"),
        (
            "Wohnung in der Bundesrepublik Deutschland",
            f"Hauptwohnung: {anschrift_text(person.anschrift)}",
            "§ 46 Abs. 1 GemO",
            "Melderegister",
        ),
        (
            "Lebensalter",
            f"geboren am {deutsch.datum_kurz(person.geburtsdatum)}; {alter}",
            "§ 46 Abs. 1 GemO",
            "Melderegister",
        ),
        (
            "Kein Ausschluss von der Wählbarkeit",
            f"Ein Ausschluss ist nicht bekannt ({ausschluss})",
            "§ 46 Abs. 2 Satz 1 GemO",
            "Unterlagen der ausstellenden Behörde",
        ),
    ]
    if stichwahl:
        anlage = "Anlage 16 (zu § 20a Abs. 2 Satz 2 Nr. 1 KomWO)"
        grundlage = "§ 10 Abs. 3 i. V. m. § 10a Abs. 2 Satz 2 KomWG; § 20a Abs. 2 Satz 2 Nr. 1 KomWO"
        hinweis = (
            f"Der Zustimmungserklärung zur {zweiter_wahlgang(wahl)} beizufügen, {_zustimmungsfrist(daten)}; nicht "
            f"erforderlich, wenn die Person in der {gebietskoerperschaft(wahl)} wohnt oder bei mehreren Wohnungen "
            "dort ihre Hauptwohnung hat (§ 10a Abs. 2 Satz 2 KomWG)."
        )
    else:
        anlage = "Anlage 16 (zu § 20 Abs. 3 Satz 1 Nr. 2 KomWO)" if neu else "Anlage 16 (zu § 20 Abs. 3 Nr. 2 KomWO)"
        grundlage = f"{fs['bescheinigung']}; § 20 Abs. 3 Satz 1 Nr. 2 KomWO"
        hinweis = f"Der Bewerbung anzuschließen ({fs['anschliessen']})."
    kontext: dict[str, Any] = {
        "anlage": anlage,
        "ueberschrift": "Wählbarkeitsbescheinigung",
        "unterzeile": f"für die {_gegenstand(daten, person)}",
        "person": angaben_zur_person(person),
        "einleitung": (
            "Nach den Unterlagen der ausstellenden Behörde wird für die oben bezeichnete Person bescheinigt:"
        ),
        "punkte": [{"was": w, "aussage": a, "vorschrift": v, "quelle": q} for w, a, v, q in punkte],
        "nicht_bescheinigt": (
            "Nicht Gegenstand dieser Bescheinigung sind die Gewähr, jederzeit für die freiheitliche demokratische "
            "Grundordnung einzutreten (§ 46 Abs. 1 GemO), und die Ausschlussgründe des § 46 Abs. 2 Satz 2 GemO; "
            "über sie versichert die Person selbst an Eides statt (Anlage 17 KomWO)."
        ),
        "gilt_fuer": (
            f"Die Bescheinigung gilt nur für diese Wahl; sie ist für jede Wahl gesondert auszustellen. {hinweis}"
        ),
        "behoerde": f"Ausstellende Behörde ({fs['behoerde']})",
        "gebuehr": f"Gebühr (falls erhoben, {fs['gebuehr']}): ____________ Euro",
        "ort_datum": "Ort, Datum",
        "unterschrift": "Unterschrift (Name, Amtsbezeichnung)",
        "siegel": "Dienstsiegel",
        "quelle": [
            f"Nach dem Muster der Anlage 16 KomWO (amtlich nur als Abbildung veröffentlicht; aus den Vorschriften "
            f"wiedergegeben). Rechtsgrundlagen: {grundlage}; § 46 GemO. {fs['widerspruch']}".rstrip(),
        ],
    }
    return Dokument(
        kontext,
        f"Wählbarkeitsbescheinigung – {person.name}",
        f"{wahl_bezeichnung(wahl)} {wahl.gemeinde} am {deutsch.datum_kurz(tag)}: Wählbarkeitsbescheinigung",
        ("Anlage 16 KomWO", "Wählbarkeitsbescheinigung", wahl_bezeichnung(wahl), wahl.gemeinde),
        "anlage16/anlage16.html",
    )


def _auszug_komwg(neu: bool) -> list[tuple[str, str]]:
    """The back page of Anlage 17: the provisions it rests on, word for word (KomWG as in force)."""
    if neu:
        zehn = (
            "§ 10 Absatz 4",
            "(4) Die Bewerber haben zusätzlich gegenüber dem Vorsitzenden des Gemeindewahlausschusses an Eides statt "
            "zu versichern, dass sie nicht nach § 46 Absatz 2 der Gemeindeordnung von der Wählbarkeit ausgeschlossen "
            "sind. § 8 Absatz 2 Sätze 1 und 3 bis 5 sind entsprechend anzuwenden.",
        )
    else:
        zehn = (
            "§ 10 Absatz 4 (in der bis 31.07.2023 geltenden Fassung)",
            "(4) Den Bewerbungen ist eine Bescheinigung über die Wählbarkeit des Bewerbers anzuschließen "
            "(Wählbarkeitsbescheinigung). Für die Erstellung der Wählbarkeitsbescheinigung kann die Gemeinde eine "
            "Gebühr erheben. Die Bewerber haben zusätzlich gegenüber dem Vorsitzenden des Gemeindewahlausschusses an "
            "Eides statt zu versichern, dass sie nicht nach § 46 Absatz 2 der Gemeindeordnung von der Wählbarkeit "
            "ausgeschlossen sind. § 8 Absatz 2 Sätze 1 und 3 bis 5 sind entsprechend anzuwenden.",
        )
    return [
        zehn,
        (
            "§ 8 Absatz 2 Sätze 1, 3, 4 und 5",
            "Unionsbürger haben zusätzlich gegenüber dem Vorsitzenden des zuständigen Wahlausschusses an Eides Statt "
            "zu versichern, daß sie die Staatsangehörigkeit ihres Herkunftsmitgliedstaates besitzen und in diesem "
            "Mitgliedstaat ihre Wählbarkeit nicht verloren haben. […] Die Erklärung nach Satz 1 und 2 ist mit dem "
            "Wahlvorschlag einzureichen. § 9 Abs. 1 Satz 7 gilt entsprechend. Bei Zweifeln an der Richtigkeit der "
            "Versicherung an Eides Statt nach Satz 1 hat der Unionsbürger auf Verlangen eine Bescheinigung der "
            "zuständigen Verwaltungsbehörde seines Herkunftsmitgliedstaates vorzulegen, mit der bestätigt wird, daß er "
            "in diesem Mitgliedstaat seine Wählbarkeit nicht verloren hat oder daß dieser Behörde ein solcher Verlust "
            "nicht bekannt ist.",
        ),
        (
            "§ 9 Absatz 1 Satz 7",
            "Der Vorsitzende des zuständigen Wahlausschusses ist zur Abnahme einer solchen Versicherung an Eides Statt "
            "zuständig; er gilt als Behörde im Sinne von § 156 des Strafgesetzbuches.",
        ),
    ]


def versicherung(daten: Wahldaten, person: Person) -> Dokument:
    """The view of Anlage 17, the Versicherung an Eides statt (§ 10 Abs. 4 KomWG, § 46 Abs. 2 GemO); for a
    person in the Stichwahl who did not apply, worded for that Stichwahl (§ 10a Abs. 2 Satz 2 KomWG, § 20a
    Abs. 2 Satz 2 Nr. 2 KomWO). The Unionsbürger part (§ 10 Abs. 4 Satz 2 with § 8 Abs. 2 KomWG) is
    printed only for a Unionsbürger; the back page quotes the provisions word for word."""
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    neu = rs.zweiter_wahlgang == "stichwahl"
    koerperschaft = gebietskoerperschaft(wahl)
    vorsitz, _ = vorsitz_von(daten)
    fs = fundstellen(wahl)
    stichwahl = _stichwahl(person) and wahl.stichwahltag is not None
    if stichwahl:
        anlass = f"Mit meiner Zustimmung zur Teilnahme an der {_gegenstand(daten, person)} (§ 10a Abs. 2 KomWG)"
        grundlage = f"{fs['versicherung']} i. V. m. § 10a Abs. 2 Satz 2 KomWG"
        anlage = "Anlage 17 (zu § 20a Abs. 2 Satz 2 Nr. 2 KomWO)"
        einreichen = (
            "Die Versicherung ist der schriftlichen Zustimmung zur Teilnahme an der Stichwahl beizufügen "
            "(§ 20a Abs. 2 Satz 2 Nr. 2 KomWO); die Zustimmung muss "
            f"{_zustimmungsfrist(daten)} beim Vorsitzenden des Gemeindewahlausschusses eingegangen sein "
            "(§ 10a Abs. 2 Satz 1 KomWG, § 20a Abs. 2 Satz 1 KomWO)."
        )
    else:
        anlass = f"Mit meiner Bewerbung für die {_gegenstand(daten, person)}"
        grundlage = fs["versicherung"]
        anlage = "Anlage 17 (zu § 20 Abs. 3 Satz 1 Nr. 3 KomWO)" if neu else "Anlage 17 (zu § 20 Abs. 3 Nr. 3 KomWO)"
        einreichen = "Die Versicherung ist mit der Bewerbung einzureichen (§ 20 Abs. 3 Satz 1 Nr. 3 KomWO)."
    empfaenger = "gegenüber dem Vorsitzenden des Gemeindewahlausschusses der " + koerperschaft
    if vorsitz:
        empfaenger += f" ({vorsitz})"
    erklaerungen = [
        f"{anlass} versichere ich {empfaenger} an Eides statt, dass ich nicht nach § 46 Abs. 2 der "
        f"Gemeindeordnung von der Wählbarkeit ausgeschlossen bin ({grundlage}).",
    ]
    unionsbuerger = person.ist_unionsbuerger
    if unionsbuerger:
        erklaerungen.append(
            f"Ich versichere ferner an Eides statt, dass ich die Staatsangehörigkeit meines "
            f"Herkunftsmitgliedstaates ({herkunftsstaat(person)}) besitze und in diesem Mitgliedstaat meine "
            f"Wählbarkeit nicht verloren habe ({fs['unionsbuerger']})."
        )
    hinweise = [
        "Der Vorsitzende des Gemeindewahlausschusses ist für die Abnahme dieser Versicherung an Eides statt "
        f"zuständig ({fs['zustaendig']}).",
        einreichen,
    ]
    if unionsbuerger:
        hinweise.append(
            "Bei Zweifeln an der Richtigkeit der Versicherung ist auf Verlangen eine Bescheinigung der "
            "zuständigen Verwaltungsbehörde des Herkunftsmitgliedstaates vorzulegen, dass die Wählbarkeit "
            "dort nicht verloren ist oder ein solcher Verlust dort nicht bekannt ist (§ 8 Abs. 2 Satz 5 KomWG)."
        )
    tag = wahl.stichwahltag if stichwahl and wahl.stichwahltag else wahl.wahltag
    kontext: dict[str, Any] = {
        "anlage": anlage,
        "ueberschrift": "Versicherung an Eides statt",
        "unterzeile": f"für die {_gegenstand(daten, person)}",
        "person": angaben_zur_person(person),
        "erklaerungen": erklaerungen,
        "unionsbuerger": unionsbuerger,
        "strafbarkeit": (
            "Mir ist bekannt, dass die Abgabe einer falschen Versicherung an Eides statt strafbar ist "
            "(§§ 156, 161 des Strafgesetzbuchs)."
        ),
        "hinweise": hinweise,
        "ort_datum": "Ort, Datum",
        "unterschrift": "Unterschrift (Vor- und Familienname)",
        "eingang": "Eingangsvermerk des Vorsitzenden des Gemeindewahlausschusses (§ 20 Abs. 4 KomWO)",
        "eingang_felder": ["Eingegangen am, Uhrzeit", "Unterschrift"],
        "quelle": [
            f"Nach dem Muster der Anlage 17 KomWO; {fs['versicherung_abs']}"
            + (", § 8 Abs. 2 KomWG" if unionsbuerger else "")
            + (", § 10a Abs. 2 Satz 2 KomWG; § 20a Abs. 2 Satz 2 Nr. 2 KomWO" if stichwahl else "")
            + ".",
        ],
        "rueckseite_titel": "Auszug aus dem Kommunalwahlgesetz für Baden-Württemberg",
        "auszug": _auszug_komwg(neu),
        "ausschluss_titel": (
            "Ausschluss von der Wählbarkeit nach § 46 Absatz 2 der Gemeindeordnung für Baden-Württemberg"
        ),
        "ausschluss": _paragraph_46_abs_2(tag),
    }
    return Dokument(
        kontext,
        f"Versicherung an Eides statt – {person.name}",
        f"{wahl_bezeichnung(wahl)} {wahl.gemeinde} am {deutsch.datum_kurz(tag)}: "
        "Versicherung an Eides statt (Wählbarkeit)",
        ("Anlage 17 KomWO", "Versicherung an Eides statt", wahl_bezeichnung(wahl), wahl.gemeinde),
        "anlage17/anlage17.html",
    )


def _bescheinigung_entbehrlich(daten: Wahldaten, person: Person) -> str | None:
    """A run-off person who lives in the Gemeinde needs no certificate (§ 20a Abs. 2 Satz 2 Nr. 1 KomWO)."""
    if isinstance(person, StichwahlBewerber) and normalisiere_name(person.anschrift.ort) == normalisiere_name(
        daten.wahl.gemeinde
    ):
        return (
            "nicht nötig, die Person wohnt laut Anschrift in der Gemeinde (§ 20a Abs. 2 Satz 2 Nr. 1 KomWO); liegt "
            "die Anschrift doch in einem anderen Ort, mit notices bescheinigung erzeugen"
        )
    return None


FORMULARE: dict[str, Formular] = {
    "formblatt": Formular(
        "Formblatt für Unterstützungsunterschriften (Anlage 15 KomWO)",
        formblatt,
        "unterstuetzung",
        nur_bewerbung=True,
        entbehrlich=None,
    ),
    "bescheinigung": Formular(
        "Wählbarkeitsbescheinigung (Anlage 16 KomWO)",
        bescheinigung,
        "bewerbung",
        nur_bewerbung=False,
        entbehrlich=_bescheinigung_entbehrlich,
    ),
    "versicherung": Formular(
        "Versicherung an Eides statt (Anlage 17 KomWO)",
        versicherung,
        "bewerbung",
        nur_bewerbung=False,
        entbehrlich=None,
    ),
}
"""The forms of an application in Baden-Württemberg by verb (Anlagen 15 to 17 KomWO). Retention: the
Formblatt for support signatures is destroyed once the validity of the election is final (§ 57 Abs. 2
Satz 1 KomWO); Anlagen 16 and 17 carry the applicant's personal data and may then be destroyed (§ 57 Abs. 3)."""
