"""Nordrhein-Westfalen: the forms of a proposal for the Bürgermeisterwahl, after the KWahlO.

The official layouts (GV. NRW.) are published as images only; the forms here carry what §§ 75b, 26 KWahlO
require of them, name their Anlage and cite the rules they print:

- Anlage 14c (§ 75b Abs. 3 Satz 2 KWahlO): the official form for support signatures, its head filled in
  by the Wahlleiter (§ 26 Abs. 3 Nr. 1 KWahlO), with the Bescheinigung des Wahlrechts (§ 26 Abs. 3 Nr. 3);
- Anlage 13b (§ 75b Abs. 4 Satz 2 KWahlO): the Bescheinigung der Wählbarkeit, issued by the Gemeinde;
- Anlage 12c (§ 75b Abs. 4 Satz 1 KWahlO): the Zustimmungserklärung with the assurance of no other
  candidacy for Bürgermeister or Landrat (§ 46d Abs. 2 KWahlG);
- Anlage 11d (§ 75b Abs. 2 KWahlO): the Wahlvorschlag itself.

Where the data file holds no value a form needs (Geburtsort, E-Mail-Adresse oder Postfach, the
Vertrauenspersonen), the form leaves a line to fill in by hand. Every string is finished here; the one
template (``nw-formular/formular.html``) only places them. Nothing here imports WeasyPrint.
"""

from __future__ import annotations

from typing import Any

from notices import deutsch, recht
from notices.dokumente import Dokument, Formblatt, Formular, KeineUnterschriftenNoetig
from notices.dokumente.bausteine import anschrift_text, gebietskoerperschaft, staatsangehoerigkeit_text, termine
from notices.model import Bewerber, Person, Wahl, Wahldaten
from notices.recht.ordnung import bezeichnung, traeger_geordnet

VORLAGE = "nw-formular/formular.html"


def wahl_des_amts(wahl: Wahl) -> str:
    """``Wahl des Bürgermeisters der Gemeinde Musterhagen am 14. September 2025``."""
    return f"Wahl des {wahl.amt}s der {gebietskoerperschaft(wahl)} am {deutsch.datum_ohne_wochentag(wahl.wahltag)}"


def _traeger_text(daten: Wahldaten, person: Person) -> str:
    """The proposing party or group (joint: all of them, § 75b Abs. 5 Satz 2 KWahlO), else ``Einzelbewerber``."""
    name = bezeichnung(person, daten.wahl.stimmen_letzte_gemeinderatswahl) if isinstance(person, Bewerber) else None
    return name or "Einzelbewerber"


def _ist_traegervorschlag(person: Person) -> bool:
    return bool(getattr(person, "wahlvorschlagstraeger", None))


def _geburtsort(person: Person) -> str:
    return getattr(person, "geburtsort", None) or ""


def _kontakt(person: Person) -> str:
    return getattr(person, "email_oder_postfach", None) or ""


def _person(person: Person, *, mit_beruf: bool = True, mit_kontakt: bool = True) -> list[tuple[str, str]]:
    """The candidate's particulars as § 75b Abs. 2 Satz 2 Nr. 2 KWahlO lists them; empty: to fill in."""
    zeilen = [("Familienname", deutsch.familienname_mit_doktorgrad(person)), ("Vornamen", person.vornamen)]
    if mit_beruf:
        zeilen.append(("Beruf", person.beruf))
    zeilen += [
        ("Tag der Geburt", deutsch.datum_kurz(person.geburtsdatum)),
        ("Geburtsort", _geburtsort(person)),
        ("Anschrift (Hauptwohnung)", anschrift_text(person.anschrift)),
    ]
    if mit_kontakt:
        zeilen.append(("E-Mail-Adresse oder Postfach", _kontakt(person)))
    zeilen.append(("Staatsangehörigkeit", staatsangehoerigkeit_text(person)))
    return zeilen


def _abschnitt(titel: str, **teile: Any) -> dict[str, Any]:
    grund: dict[str, Any] = {
        "titel": titel,
        "hinweis": "",
        "angaben": [],
        "absaetze": [],
        "felder": [],
        "ankreuzen": [],
        "unterschrift": [],
        "siegel": "",
    }
    return grund | teile


def _kontext(anlage: str, ueberschrift: str, unterzeile: str, abschnitte: list[dict[str, Any]], **rest: Any) -> dict:
    grund: dict[str, Any] = {
        "anlage": anlage,
        "ueberschrift": ueberschrift,
        "unterzeile": unterzeile,
        "abschnitte": abschnitte,
        "hinweise_titel": "Hinweise",
        "hinweise": [],
        "amtlich": None,
        "datenschutz": [],
        "auszug": [],
        "quelle": [],
        "ausfuellbar": False,
    }
    return grund | rest


def _stichworte(wahl: Wahl, anlage: str, art: str) -> tuple[str, ...]:
    return (anlage, art, f"{wahl.amt}wahl", wahl.gemeinde)


def _betreff(wahl: Wahl, was: str) -> str:
    return f"{wahl.amt}wahl {wahl.gemeinde} am {deutsch.datum_kurz(wahl.wahltag)}: {was}"


def _frist_text(wahl: Wahl) -> str:
    """``Montag, 7. Juli 2025, 18:00 Uhr (69. Tag vor der Wahl; § 15 Abs. 1 Satz 1 … KWahlG)``."""
    rs = recht.rechtsstand(wahl)
    regel = rs.regel(rs.einreichungsschluss)
    frist = next(f for f in recht.fristen(wahl) if f.id == regel.id)
    zeit = f", {deutsch.uhrzeit(frist.uhrzeit)}" if frist.uhrzeit else ""
    return f"{deutsch.datum_lang(frist.datum)}{zeit} ({regel.n}. Tag vor der Wahl; {frist.vorschrift})"


# ------------------------------------------------------------------------------------------------
# Anlage 14c


_AUSZUG_26_3 = (
    (
        "§ 26 Abs. 3 Nr. 2 KWahlO",
        "Die Wahlberechtigten, die einen Wahlvorschlag unterstützen, müssen die Erklärung auf dem Formblatt "
        "persönlich und handschriftlich unterschreiben. Die Angaben zum Familiennamen, Vornamen, Tag der Geburt "
        "und zur Anschrift (Hauptwohnung) des Unterzeichners sowie der Tag der Unterzeichnung sollen vom "
        "Unterzeichner persönlich und handschriftlich ausgefüllt werden.",
    ),
    (
        "§ 26 Abs. 3 Nr. 4 KWahlO",
        "Ein Wahlberechtigter darf nur einen Wahlvorschlag unterzeichnen. Hat jemand mehrere Wahlvorschläge "
        "unterzeichnet, so ist seine Unterschrift auf allen weiteren Wahlvorschlägen ungültig. Leistet ein "
        "Wahlberechtigter mehrere Unterstützungsunterschriften für verschiedene Wahlvorschläge mit "
        "unterschiedlichem oder gleichem Datum, kommt es für die Gültigkeit ausschließlich auf die Reihenfolge der "
        "Vorlage durch die Wahlvorschlagsträger bei der Gemeinde an, die die Wahlberechtigung bescheinigt. Gültig "
        "ist die zuerst vorgelegte Unterstützungsunterschrift. Die gleichzeitige Unterzeichnung einer Reserveliste "
        "bleibt unberührt. Die Unterzeichnung des Wahlvorschlags durch den Bewerber ist zulässig.",
    ),
    (
        "§ 26 Abs. 3 Nr. 5 KWahlO",
        "Wahlvorschläge von Parteien und Wählergruppen dürfen erst nach Aufstellung des Bewerbers durch eine "
        "Mitglieder- oder Vertreterversammlung unterzeichnet werden. Vorher geleistete Unterschriften sind ungültig.",
    ),
)
"""§ 26 Abs. 3 KWahlO as read (version valid 01.11.2020–12.11.2024), applied by § 75b Abs. 3 Satz 1 KWahlO."""


def _datenschutz(daten: Wahldaten) -> list[tuple[str, str]]:
    """The information owed to a signer under Art. 13 DSGVO (the retention: § 82 Abs. 2 KWahlO)."""
    wahl = daten.wahl
    verantwortlich = f"Der Wahlleiter der {gebietskoerperschaft(wahl)}"
    if wahl.ausschuss is not None:
        verantwortlich += f" ({wahl.ausschuss.vorsitz}"
        if wahl.ausschuss.anschrift is not None:
            verantwortlich += f", {anschrift_text(wahl.ausschuss.anschrift)}"
        verantwortlich += ")"
    verantwortlich += f". Den behördlichen Datenschutzbeauftragten erreichen Sie über die {gebietskoerperschaft(wahl)}."
    return [
        ("Verantwortlich", verantwortlich),
        (
            "Zweck",
            "Prüfung, ob der Wahlvorschlag von der erforderlichen Zahl Wahlberechtigter unterstützt wird, ob Sie "
            "wahlberechtigt sind und ob Sie nur einen Wahlvorschlag unterzeichnet haben.",
        ),
        (
            "Rechtsgrundlage",
            "Art. 6 Abs. 1 Buchst. c und e, Art. 9 Abs. 2 Buchst. g DSGVO in Verbindung mit § 46d Abs. 1 Satz 3 "
            "und § 15 Abs. 2 KWahlG sowie § 26 Abs. 3 und § 75b Abs. 3 KWahlO. Die Angaben sind freiwillig; ohne "
            "sie kann die Unterschrift nicht gezählt werden.",
        ),
        (
            "Empfänger",
            "Der Träger des Wahlvorschlags, den Sie unterstützen, reicht das Formblatt ein; die Gemeinde Ihrer "
            "Hauptwohnung bescheinigt Ihr Wahlrecht. Das Formblatt wird gegen Einsichtnahme durch Unbefugte "
            "geschützt verwahrt; Auskunft erhalten nur Behörden, Gerichte und sonstige amtliche Stellen, wenn es "
            "für die Durchführung der Wahl, eine Wahlprüfung oder die Aufklärung einer Wahlstraftat erforderlich "
            "ist (§ 81 Abs. 1 und 3 KWahlO).",
        ),
        (
            "Speicherdauer",
            "Die Formblätter werden nach Ablauf von sechs Monaten seit der Wahl vernichtet, wenn nicht der "
            "Wahlleiter wegen eines schwebenden Wahlprüfungsverfahrens etwas anderes anordnet oder sie für die "
            "Strafverfolgung von Bedeutung sein können (§ 82 Abs. 2 KWahlO).",
        ),
        (
            "Ihre Rechte",
            "Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17) und Einschränkung der Verarbeitung "
            "(Art. 18 DSGVO), soweit das Wahlrecht nicht entgegensteht; Beschwerde bei der Landesbeauftragten für "
            "Datenschutz und Informationsfreiheit Nordrhein-Westfalen (Art. 77 DSGVO).",
        ),
    ]


def formblatt(daten: Wahldaten, person: Person, *, trotzdem: bool = False) -> Formblatt:
    """The view of Anlage 14c for one proposal (§ 75b Abs. 3 KWahlO, § 26 Abs. 3 KWahlO, § 46d Abs. 1 Satz 3
    KWahlG); :class:`KeineUnterschriftenNoetig` where none are needed, unless ``trotzdem``."""
    wahl = daten.wahl
    q = recht.quorum(wahl, bewerber=person)
    grund = f"{q.begruendung.rstrip('.')} ({q.vorschrift})."
    if q.anzahl == 0 and not trotzdem:
        raise KeineUnterschriftenNoetig(
            f"Für den Wahlvorschlag von {person.name} sind keine Unterstützungsunterschriften erforderlich: {grund} "
            "Ein Formblatt wird deshalb nicht erzeugt (mit --trotzdem wird es dennoch erzeugt)."
        )
    koerperschaft = gebietskoerperschaft(wahl)
    traeger = _traeger_text(daten, person)
    kopf = [
        ("Gemeinde", wahl.gemeinde),
        *termine(wahl),
        ("Wahlvorschlagsträger (Name und Kurzbezeichnung der Partei oder Wählergruppe; sonst Kennwort)", traeger),
        ("Bewerber: Familienname, Vornamen", f"{deutsch.familienname_mit_doktorgrad(person)}, {person.vornamen}"),
        ("Bewerber: Wohnort", person.anschrift.ort),
    ]
    if q.anzahl:
        erforderlich = (
            f"Der Wahlvorschlag muss von mindestens {q.anzahl} Wahlberechtigten der {koerperschaft} persönlich und "
            f"handschriftlich unterzeichnet sein ({q.vorschrift})."
        )
    else:
        erforderlich = f"Hinweis: {grund}"
    hinweise = [
        "Die Erklärung muss persönlich und handschriftlich unterschrieben werden; Familienname, Vornamen, Tag der "
        "Geburt, Anschrift (Hauptwohnung) und den Tag der Unterzeichnung tragen Sie bitte selbst und handschriftlich "
        "ein (§ 26 Abs. 3 Nr. 2 KWahlO).",
        "Jede wahlberechtigte Person darf nur einen Wahlvorschlag für diese Wahl unterzeichnen. Wer mehrere "
        "unterzeichnet, dessen Unterschrift ist auf allen weiteren ungültig; gültig ist die zuerst bei der Gemeinde "
        "zur Bescheinigung des Wahlrechts vorgelegte (§ 26 Abs. 3 Nr. 4 KWahlO).",
    ]
    if _ist_traegervorschlag(person):
        hinweise.append(
            "Der Wahlvorschlag einer Partei oder Wählergruppe darf erst nach der Aufstellung des Bewerbers durch eine "
            "Mitglieder- oder Vertreterversammlung unterzeichnet werden; vorher geleistete Unterschriften sind "
            "ungültig (§ 26 Abs. 3 Nr. 5 KWahlO)."
        )
    hinweise += [
        "Für jeden Unterzeichner ist eine Bescheinigung der Gemeinde beizufügen, dass er im Wahlgebiet "
        "wahlberechtigt ist – unten auf diesem Formblatt oder gesondert nach Anlage 15 (§ 26 Abs. 3 Nr. 3 KWahlO).",
        erforderlich,
    ]
    abschnitte = [
        _abschnitt(
            "Angaben zur Wahl und zum Wahlvorschlag",
            hinweis="vom Wahlleiter im Kopf vermerkt (§ 26 Abs. 3 Nr. 1 Satz 4 i. V. m. § 75b Abs. 3 KWahlO)",
            angaben=kopf,
        ),
        _abschnitt(
            "Unterstützungsunterschrift",
            absaetze=[f"Ich unterstütze hiermit den oben bezeichneten Wahlvorschlag für die {wahl_des_amts(wahl)}."],
            felder=[
                ("familienname", "Familienname"),
                ("vornamen", "Vornamen"),
                ("geburtstag", "Tag der Geburt"),
                ("anschrift", "Anschrift (Hauptwohnung): Straße, Hausnummer, Postleitzahl, Wohnort"),
                ("tag", "Tag der Unterzeichnung"),
            ],
            unterschrift=["Persönliche und handschriftliche Unterschrift"],
        ),
        _abschnitt(
            "Bescheinigung des Wahlrechts",
            hinweis="von der Gemeinde auszufüllen (§ 26 Abs. 3 Nr. 3 KWahlO)",
            absaetze=[
                f"Die oben bezeichnete Person ist in der {koerperschaft} wahlberechtigt. Die Bescheinigung wird für "
                "jeden Wahlberechtigten nur einmal zu einem Wahlvorschlag erteilt (§ 26 Abs. 6 Satz 2 KWahlO)."
            ],
            felder=[("", "Gemeindebehörde, Ort, Datum")],
            unterschrift=["Unterschrift, Dienstsiegel"],
        ),
    ]
    kontext = _kontext(
        "Anlage 14c (zu § 75b Abs. 3 KWahlO)",
        "Formblatt für Unterstützungsunterschriften",
        f"Wahlvorschlag für die {wahl_des_amts(wahl)}",
        abschnitte,
        hinweise_titel="Hinweise für Unterzeichnende",
        hinweise=hinweise,
        datenschutz=_datenschutz(daten),
        auszug=list(_AUSZUG_26_3),
        quelle=[
            "Muster nach Anlage 14c zu § 75b Abs. 3 der Kommunalwahlordnung (KWahlO); § 46d Abs. 1 Satz 3, § 15 "
            "Abs. 2 KWahlG. Die Formblätter werden auf Anforderung vom Wahlleiter kostenfrei geliefert (§ 26 "
            "Abs. 3 Nr. 1 Satz 1 KWahlO).",
        ],
    )
    return Formblatt(
        kontext,
        f"Formblatt für Unterstützungsunterschriften – {person.name}",
        _betreff(wahl, "Unterstützung des Wahlvorschlags"),
        _stichworte(wahl, "Anlage 14c KWahlO", "Unterstützungsunterschrift"),
        VORLAGE,
        q.anzahl,
    )


# ------------------------------------------------------------------------------------------------
# Anlage 13b


def bescheinigung(daten: Wahldaten, person: Person) -> Dokument:
    """The view of Anlage 13b, the Bescheinigung der Wählbarkeit (§ 75b Abs. 4 Satz 2 KWahlO, § 65 Abs. 2
    GO NRW), issued by the Gemeinde; it may also be given on the Wahlvorschlag (Anlage 11d)."""
    wahl = daten.wahl
    abschnitte = [
        _abschnitt("Angaben zur Person", angaben=_person(person, mit_beruf=False, mit_kontakt=False)),
        _abschnitt(
            "Bescheinigung",
            absaetze=[
                f"Es wird bescheinigt, dass die vorstehend bezeichnete Person nach den Unterlagen der ausstellenden "
                f"Gemeinde für die {wahl_des_amts(wahl)} wählbar ist (§ 65 Abs. 2 der Gemeindeordnung für das Land "
                "Nordrhein-Westfalen).",
                "Die Bescheinigung wird kostenfrei erteilt (§ 26 Abs. 6 Satz 1 KWahlO).",
            ],
            felder=[("", "Ausstellende Gemeinde"), ("", "Ort, Datum")],
            unterschrift=["Unterschrift (Name, Amtsbezeichnung)"],
            siegel="Dienstsiegel",
        ),
    ]
    kontext = _kontext(
        "Anlage 13b (zu § 75b Abs. 4 Satz 2 KWahlO)",
        "Bescheinigung der Wählbarkeit",
        f"für die {wahl_des_amts(wahl)}",
        abschnitte,
        hinweise=[
            "Wählbar ist, wer am Wahltag Deutscher im Sinne von Artikel 116 Abs. 1 des Grundgesetzes ist oder wer die "
            "Staatsangehörigkeit eines Mitgliedstaates der Europäischen Union besitzt und eine Wohnung in der "
            "Bundesrepublik Deutschland innehat, das 23. Lebensjahr vollendet hat und nicht vom Wahlrecht "
            "ausgeschlossen ist sowie die Gewähr dafür bietet, dass er jederzeit für die freiheitlich demokratische "
            "Grundordnung im Sinne des Grundgesetzes eintritt. Nicht wählbar ist, wer am Wahltag infolge "
            "Richterspruchs in der Bundesrepublik Deutschland die Wählbarkeit oder die Fähigkeit zur Bekleidung "
            "öffentlicher Ämter nicht besitzt (§ 65 Abs. 2 GO NRW).",
            "Die Bescheinigung ist dem Wahlvorschlag beizufügen; sie kann auch auf dem Wahlvorschlag nach dem Muster "
            "der Anlage 11d erteilt werden (§ 75b Abs. 4 Satz 2 KWahlO).",
        ],
        quelle=["Muster nach Anlage 13b zu § 75b Abs. 4 Satz 2 KWahlO; § 65 Abs. 2 GO NRW; § 26 Abs. 6 KWahlO."],
    )
    return Dokument(
        kontext,
        f"Bescheinigung der Wählbarkeit – {person.name}",
        _betreff(wahl, "Bescheinigung der Wählbarkeit"),
        _stichworte(wahl, "Anlage 13b KWahlO", "Bescheinigung der Wählbarkeit"),
        VORLAGE,
    )


# ------------------------------------------------------------------------------------------------
# Anlage 12c


def zustimmung(daten: Wahldaten, person: Person) -> Dokument:
    """The view of Anlage 12c, the Zustimmungserklärung (§ 75b Abs. 4 Satz 1 KWahlO; § 15 Abs. 3 Satz 4 und 5,
    § 46d Abs. 2 KWahlG)."""
    wahl = daten.wahl
    traeger = _traeger_text(daten, person)
    abschnitte = [
        _abschnitt("Angaben zur Person", angaben=_person(person)),
        _abschnitt("Wahlvorschlag", angaben=[("Wahlvorschlagsträger", traeger)]),
        _abschnitt(
            "Erklärung",
            absaetze=[
                f"Ich stimme meiner Benennung als Bewerber in dem oben bezeichneten Wahlvorschlag für die "
                f"{wahl_des_amts(wahl)} zu.",
                "Ich versichere, dass ich für keine andere Wahl zum Bürgermeister oder Landrat kandidiere "
                "(§ 46d Abs. 2 KWahlG, § 75b Abs. 4 Satz 1 KWahlO).",
            ],
            felder=[("", "Ort, Datum")],
            unterschrift=["Persönliche und handschriftliche Unterschrift des Bewerbers"],
        ),
    ]
    kontext = _kontext(
        "Anlage 12c (zu § 75b Abs. 4 Satz 1 KWahlO)",
        "Zustimmungserklärung",
        f"zur Aufnahme in den Wahlvorschlag für die {wahl_des_amts(wahl)}",
        abschnitte,
        hinweise=[
            "Die Zustimmung ist unwiderruflich (§ 15 Abs. 3 Satz 4 KWahlG).",
            "Die ordnungsgemäße Abgabe der Zustimmungserklärung bis zum Ablauf der Einreichungsfrist ist "
            f"Voraussetzung für einen gültigen Wahlvorschlag (§ 15 Abs. 3 Satz 5 KWahlG): {_frist_text(wahl)}.",
            "Die Erklärung kann auch auf dem Wahlvorschlag nach dem Muster der Anlage 11d abgegeben werden "
            "(§ 75b Abs. 4 Satz 1 KWahlO).",
        ],
        quelle=[
            "Muster nach Anlage 12c zu § 75b Abs. 4 Satz 1 KWahlO; § 15 Abs. 3, § 46d Abs. 2 KWahlG.",
        ],
    )
    return Dokument(
        kontext,
        f"Zustimmungserklärung – {person.name}",
        _betreff(wahl, "Zustimmungserklärung"),
        _stichworte(wahl, "Anlage 12c KWahlO", "Zustimmungserklärung"),
        VORLAGE,
    )


# ------------------------------------------------------------------------------------------------
# Anlage 11d


def wahlvorschlag(daten: Wahldaten, person: Person) -> Dokument:
    """The view of Anlage 11d, the Wahlvorschlag (§ 75b Abs. 2 and 5 KWahlO, § 46d KWahlG)."""
    wahl = daten.wahl
    traeger_liste = bezeichnung(person, wahl.stimmen_letzte_gemeinderatswahl) if isinstance(person, Bewerber) else None
    q = recht.quorum(wahl, bewerber=person)
    if traeger_liste is None:
        unterzeichnung = _abschnitt(
            "Unterzeichnung",
            absaetze=[
                "Der Unterzeichner dieses Wahlvorschlags muss im Wahlgebiet wahlberechtigt sein; wer wählbar ist, "
                "kann sich selbst vorschlagen (§ 75b Abs. 2 Satz 4 KWahlO, § 46d Abs. 1 Satz 2 KWahlG)."
            ],
            felder=[("", "Familienname, Vornamen, Anschrift des Unterzeichners"), ("", "Ort, Datum")],
            unterschrift=["Persönliche und handschriftliche Unterschrift"],
        )
    else:
        gemeinsam = len(traeger(person)) > 1
        text = (
            "Der gemeinsame Wahlvorschlag muss von der für das Wahlgebiet zuständigen Leitung jedes beteiligten "
            "Trägers unterzeichnet sein und soll von allen Trägern gemeinsam eingereicht werden (§ 46d Abs. 4 Satz 1 "
            "KWahlG, § 75b Abs. 5 Satz 3 KWahlO)."
            if gemeinsam
            else "Der Wahlvorschlag muss von der für das Wahlgebiet zuständigen Leitung der Partei oder Wählergruppe "
            "unterzeichnet sein (§ 15 Abs. 2 Satz 1 KWahlG, § 75b Abs. 2 Satz 3 KWahlO)."
        )
        unterzeichnung = _abschnitt(
            "Unterzeichnung",
            absaetze=[text],
            felder=[("", "Ort, Datum")],
            unterschrift=[
                f"Unterschriften der zuständigen Leitung ({t}): Name, Funktion, Unterschrift"
                for t in traeger_geordnet(person, wahl.stimmen_letzte_gemeinderatswahl)
            ],
        )
    anlagen = [
        "Zustimmungserklärung des Bewerbers (Anlage 12c), sofern sie nicht auf diesem Wahlvorschlag abgegeben ist",
        "Bescheinigung der Wählbarkeit (Anlage 13b), sofern sie nicht auf diesem Wahlvorschlag erteilt ist",
    ]
    if traeger_liste is not None:
        anlagen.append(
            "Ausfertigung der Niederschrift über die Versammlung zur Aufstellung des Bewerbers (Anlage 9c) mit der "
            "Versicherung an Eides statt (Anlage 10c), § 17 Abs. 8 KWahlG"
        )
        anlagen.append(
            "soweit erforderlich: Nachweise über den Vorstand, die Satzung und das Programm (§ 26 Abs. 5 KWahlO; "
            "Wählergruppen: § 15a Abs. 1 KWahlG) und die Bescheinigungen oder Erklärungen einer Wählergruppe nach "
            "§ 15a Abs. 2 und 3 KWahlG"
        )
    if q.anzahl:
        anlagen.append(
            f"mindestens {q.anzahl} Unterstützungsunterschriften auf amtlichen Formblättern (Anlage 14c) mit den "
            f"Bescheinigungen des Wahlrechts ({q.vorschrift})"
        )
    abschnitte = [
        _abschnitt(
            "Wahlvorschlagsträger",
            hinweis="Name und gegebenenfalls Kurzbezeichnung der Partei oder Wählergruppe, bei einem gemeinsamen "
            "Wahlvorschlag aller Träger; andere Wahlvorschläge können durch ein Kennwort gekennzeichnet werden "
            "(§ 75b Abs. 2 Satz 2 Nr. 1, Abs. 5 Satz 2 KWahlO)",
            angaben=[
                ("Art des Wahlvorschlags", "anderer Wahlvorschlag (Einzelbewerber)"),
                ("Kennwort (freiwillig)", ""),
            ]
            if traeger_liste is None
            else [("Wahlvorschlag von", traeger_liste)],
        ),
        _abschnitt(
            "Bewerber",
            hinweis="§ 75b Abs. 2 Satz 2 Nr. 2 KWahlO; jeder Wahlvorschlag darf nur einen Bewerber enthalten "
            "(§ 46d Abs. 1 Satz 1 KWahlG)",
            angaben=_person(person),
        ),
        _abschnitt(
            "Vertrauensperson",
            hinweis="§ 75b Abs. 2 Satz 5 KWahlO, § 15 Abs. 4 KWahlG; bei einem gemeinsamen Wahlvorschlag für jeden "
            "Träger (§ 46d Abs. 4 Satz 2 KWahlG)",
            felder=[
                ("", "Vertrauensperson: Familienname, Vornamen, Anschrift"),
                ("", "Stellvertretende Vertrauensperson: Familienname, Vornamen, Anschrift"),
            ],
        ),
        unterzeichnung,
        _abschnitt("Anlagen", ankreuzen=anlagen),
    ]
    kontext = _kontext(
        "Anlage 11d (zu § 75b Abs. 2 KWahlO)",
        f"Wahlvorschlag für die Wahl des {wahl.amt}s",
        f"der {gebietskoerperschaft(wahl)} am {deutsch.datum_lang(wahl.wahltag)}",
        abschnitte,
        hinweise=[
            f"Der Wahlvorschlag ist beim Wahlleiter bis zum {_frist_text(wahl)} einzureichen.",
            "Fehlt die Bezeichnung der Vertrauenspersonen, gilt die Person, die als erste unterzeichnet hat, als "
            "Vertrauensperson, und diejenige, die als zweite unterzeichnet hat, als stellvertretende "
            "Vertrauensperson (§ 15 Abs. 4 Satz 2 KWahlG).",
        ],
        amtlich={
            "titel": "Eingangsvermerk des Wahlleiters (§ 27 Abs. 1 Satz 1 i. V. m. § 75b Abs. 6 KWahlO)",
            "ankreuzen": [],
            "zeile": "Eingegangen am, Uhrzeit, Unterschrift:",
        },
        quelle=["Muster nach Anlage 11d zu § 75b Abs. 2 KWahlO; §§ 15, 17, 46d KWahlG."],
    )
    return Dokument(
        kontext,
        f"Wahlvorschlag – {person.name}",
        _betreff(wahl, "Wahlvorschlag"),
        _stichworte(wahl, "Anlage 11d KWahlO", "Wahlvorschlag"),
        VORLAGE,
    )


def traeger(person: Person) -> list[str]:
    """The proposing parties and groups of a person as recorded (empty: an Einzelbewerber)."""
    t = getattr(person, "wahlvorschlagstraeger", None)
    if isinstance(t, str):
        return [t]
    return list(t) if t else []


FORMULARE: dict[str, Formular] = {
    "wahlvorschlag": Formular(
        "Wahlvorschlag (Anlage 11d KWahlO)",
        wahlvorschlag,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=None,
    ),
    "zustimmung": Formular(
        "Zustimmungserklärung (Anlage 12c KWahlO)",
        zustimmung,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=None,
    ),
    "bescheinigung": Formular(
        "Bescheinigung der Wählbarkeit (Anlage 13b KWahlO)",
        bescheinigung,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=None,
    ),
    "formblatt": Formular(
        "Formblatt für Unterstützungsunterschriften (Anlage 14c KWahlO)",
        formblatt,
        "unterstuetzung",
        nur_bewerbung=True,
        entbehrlich=None,
    ),
}
"""The forms of a proposal in Nordrhein-Westfalen by verb (Anlagen 11d, 12c, 13b, 14c KWahlO). Retention: the
Formblatt with support signatures is destroyed six months after the election (§ 82 Abs. 2 KWahlO); the others
are "übrige Wahlunterlagen" (§ 82 Abs. 3 KWahlO). NRW has no Versicherung an Eides statt of the candidate's
eligibility: ``notices versicherung`` is refused."""
