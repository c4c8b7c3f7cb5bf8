"""Sachsen-Anhalt: the forms of an application, prefilled from the data (§ 30 KWG LSA, §§ 38a, 39 KWO LSA).

The official Muster of the KWO LSA (Anlagen 6, 8b, 9b, 10) are published as images only; these forms are
rebuilt from the provisions that name their content (docs/recht-st-sl.md) and say so in their source line.

- ``formblatt`` – one support signature (§ 30 Abs. 3 Satz 1 KWG LSA: "persönlich und handschriftlich") on
  the form of § 39 Abs. 2 Nr. 1 KWO LSA (Muster Anlage 6) with the Bescheinigung des Wahlrechts;
- ``bescheinigung`` – the Nachweis der Wählbarkeitsvoraussetzungen (§ 39 Abs. 2 Nr. 2 KWO LSA, Anlage 9b;
  § 62 Abs. 1 KVG LSA);
- ``versicherung`` – the Versicherung an Eides statt of a Unionsbürger (§ 38a Abs. 2 KWO LSA, Anlage 8b);
  Germans give none;
- ``unterstuetzungserklaerung`` and ``niederschrift`` – for an applicant supported by a party or Wählergruppe,
  its declaration after § 24 KWG LSA and the Niederschrift of the meeting (§ 39 Abs. 2 Nr. 3 KWO LSA, Anlage 10),
  one page per supporting party (a joint applicant, § 30 Abs. 2 Satz 2 and 3 KWG LSA).
"""

from __future__ import annotations

from typing import Any

from notices import deutsch, recht
from notices.dokumente import Dokument, Formblatt, Formular, KeineUnterschriftenNoetig
from notices.dokumente.bausteine import (
    amtswahl,
    angaben_zur_person,
    anschrift_text,
    herkunftsstaat,
    termine,
    verantwortlich,
)
from notices.dokumente.bausteine import vorsitz as vorsitz_von
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahl, Wahldaten
from notices.recht.fristenrechnung import einreichungsschluss

_NACHGEBILDET = "aus den Vorschriften nachgebildet, da das amtliche Muster nur als Bild veröffentlicht ist"


def gebiet(wahl: Wahl) -> str:
    """``Gemeinde Beispielstedt``, ``Stadt …`` (Oberbürgermeister), ``Landkreis …`` (Landrat)."""
    art = {"Oberbürgermeister": "Stadt", "Landrat": "Landkreis"}.get(wahl.amt, "Gemeinde")
    return f"{art} {wahl.gemeinde}"


def _wahl_am(wahl: Wahl) -> str:
    return f"{amtswahl(wahl)} in der {gebiet(wahl)} am {deutsch.datum_lang(wahl.wahltag)}"


def _schluss(wahl: Wahl) -> str:
    schluss = einreichungsschluss(wahl, recht.rechtsstand(wahl))
    if schluss is None:
        return "bis zum Ende der Einreichungsfrist"
    return f"spätestens am {deutsch.datum_lang(schluss.date())}, {deutsch.uhrzeit(schluss)},"


def _traeger(p: Person) -> list[str]:
    t = getattr(p, "wahlvorschlagstraeger", None)
    if t is None:
        return []
    return list(t) if isinstance(t, list) else [t]


def _name_komma(p: Person) -> str:
    vorne = f"{p.doktorgrad} " if p.doktorgrad else ""
    return f"{vorne}{p.familienname}, {p.vornamen}"


# ------------------------------------------------------------------------------------------------
# Formblatt für Unterstützungsunterschriften (§ 39 Abs. 2 Nr. 1 KWO LSA, Muster Anlage 6)

_AUSZUG_30_3 = (
    "Die Bewerbung für die Wahl zum Bürgermeister und Landrat muss von mindestens 1 v. H. der zur letzten "
    "allgemeinen Neuwahl der Vertretung Wahlberechtigten, jedoch nicht mehr als von 100 Wahlberechtigten des "
    "Wahlgebietes persönlich und handschriftlich unterzeichnet sein; § 21 Abs. 9 Satz 5, 6, 8 und 9 gilt "
    "entsprechend."
)
_AUSZUG_39_2_1 = (
    "Der Bewerbung sind beizufügen: 1. die erforderliche Zahl an Unterstützungsunterschriften nach dem Muster der "
    "Anlage 6, nebst Bescheinigung des Wahlrechts der Unterzeichner, sofern die Bewerbung von Wahlberechtigten "
    "unterzeichnet sein muss (§ 30 Abs. 3 KWG LSA); …"
)


def formblatt(daten: Wahldaten, person: Person, *, trotzdem: bool = False) -> Formblatt:
    """One support signature for ``person`` (§ 30 Abs. 3 KWG LSA, § 39 Abs. 2 Nr. 1 KWO LSA, Anlage 6).

    Raises :class:`KeineUnterschriftenNoetig` where none are needed (Ortsvorsteher, incumbent, party support
    under § 21 Abs. 10 KWG LSA) unless ``trotzdem``.
    """
    wahl = daten.wahl
    q = recht.quorum(wahl, isinstance(person, Bewerber) and person.amtsinhaber, bewerber=person)
    grund = f"{q.begruendung.rstrip('.')} ({q.vorschrift})."
    if q.anzahl == 0 and not trotzdem:
        raise KeineUnterschriftenNoetig(
            f"Für die Bewerbung von {person.name} sind keine Unterstützungsunterschriften erforderlich: {grund} "
            "Ein Formblatt wird deshalb nicht erzeugt (mit --trotzdem wird es dennoch erzeugt)."
        )
    koerperschaft = gebiet(wahl)
    vorsitz, anschrift = vorsitz_von(daten)
    if q.anzahl:
        erforderlich = (
            f"Die Bewerbung muss von mindestens {q.anzahl} Wahlberechtigten des Wahlgebietes persönlich und "
            f"handschriftlich unterzeichnet sein ({q.vorschrift})."
        )
    else:
        erforderlich = f"Hinweis: {grund}"
    bewerber = [
        ("Familienname, Vornamen", _name_komma(person)),
        ("Wohnort (Hauptwohnung)", person.anschrift.ort),
    ]
    if _traeger(person):
        bewerber.append(("unterstützt von", " / ".join(_traeger(person))))
    kontext: dict[str, Any] = {
        "anlage": "Anlage 6 KWO LSA (§ 39 Abs. 2 Nr. 1)",
        "ueberschrift": "Formblatt für eine Unterstützungsunterschrift",
        "unterzeile": f"{amtswahl(wahl)} in der {koerperschaft}",
        "kopf": [("Wahlgebiet", koerperschaft), *termine(wahl)],
        "kopf_hinweis": "Die Unterschrift gilt der Bewerbung dieser Person (§ 30 Abs. 3 Satz 1 KWG LSA).",
        "bewerber": bewerber,
        "erklaerung": (
            f"Ich unterstütze hiermit die Bewerbung der oben genannten Person für die {_wahl_am(wahl)} "
            "(§ 30 Abs. 3 KWG LSA)."
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
            erforderlich,
            f"Unterzeichnen kann nur, wer im Wahlgebiet ({koerperschaft}) wahlberechtigt ist. Die Gemeinde bescheinigt "
            "das Wahlrecht der Unterzeichnenden; die Bescheinigung ist der Bewerbung mit dem Formblatt beizufügen "
            "(§ 39 Abs. 2 Nr. 1 KWO LSA).",
            f"Die Bewerbung ist mit den Unterstützungsunterschriften {_schluss(wahl)} beim Wahlleiter schriftlich "
            "einzureichen (§ 30 Abs. 1 KWG LSA, § 39 Abs. 1 Satz 1 KWO LSA). Die Frist verlängert sich nicht, auch "
            "nicht an einem Sonnabend, Sonntag oder Feiertag (§ 68a Abs. 1 KWG LSA).",
        ],
        "amtlich": "Bescheinigung des Wahlrechts (§ 39 Abs. 2 Nr. 1 KWO LSA) – von der Gemeinde auszufüllen",
        "amtlich_text": f"Die oben unterzeichnende Person ist in der {koerperschaft} wahlberechtigt:",
        "amtlich_felder": ["ja", "nein"],
        "amtlich_zeile": "Gemeinde, Datum, Unterschrift, Dienstsiegel:",
        "auszug_titel": "Auszug aus dem Kommunalwahlrecht",
        "auszug": [("§ 30 Abs. 3 Satz 1 KWG LSA", _AUSZUG_30_3), ("§ 39 Abs. 2 KWO LSA", _AUSZUG_39_2_1)],
        "datenschutz": _datenschutz(koerperschaft, vorsitz, anschrift),
        "quelle": [
            f"Formblatt nach § 39 Abs. 2 Nr. 1 KWO LSA (Muster der Anlage 6 KWO LSA), {_NACHGEBILDET}; "
            "§ 30 Abs. 3 KWG LSA.",
        ],
        "ausfuellbar": False,
    }
    titel = f"Formblatt für Unterstützungsunterschriften – {person.name}"
    betreff = f"{amtswahl(wahl)} {wahl.gemeinde} am {deutsch.datum_kurz(wahl.wahltag)}: Unterstützung der Bewerbung"
    return Formblatt(
        kontext,
        titel,
        betreff,
        ("Anlage 6 KWO LSA", "Unterstützungsunterschrift", amtswahl(wahl), wahl.gemeinde),
        "anlage6/anlage6.html",
        q.anzahl,
    )


def _datenschutz(koerperschaft: str, vorsitz: str, anschrift: str) -> list[tuple[str, str]]:
    """The information owed to a signer (Art. 13 DSGVO), short."""
    return [
        ("Verantwortlich", verantwortlich(koerperschaft, "Wahlleitung", vorsitz, anschrift)),
        (
            "Zweck",
            "Prüfung, ob die Bewerbung von der erforderlichen Zahl Wahlberechtigter unterstützt wird und ob Sie im "
            "Wahlgebiet wahlberechtigt sind (§ 30 Abs. 3 KWG LSA, § 39 Abs. 2 Nr. 1 KWO LSA).",
        ),
        (
            "Rechtsgrundlage",
            "Art. 6 Abs. 1 Buchst. c und e, Art. 9 Abs. 2 Buchst. g DSGVO in Verbindung mit § 30 Abs. 3 KWG LSA und "
            "§ 39 Abs. 2 Nr. 1 KWO LSA. Die Angaben sind freiwillig; ohne sie kann die Unterschrift nicht gezählt "
            "werden.",
        ),
        (
            "Empfänger",
            "Die Person, deren Bewerbung Sie unterstützen, reicht das Formblatt mit der Bewerbung beim Wahlleiter ein; "
            "die Gemeinde bescheinigt Ihr Wahlrecht; der Wahlausschuss entscheidet über die Zulassung.",
        ),
        (
            "Speicherdauer",
            "Das Formblatt gehört zu den Wahlunterlagen; es wird vernichtet, wenn es für die Wahl, eine Wahlprüfung "
            "und die Verfolgung von Wahlstraftaten nicht mehr benötigt wird.",
        ),
        (
            "Ihre Rechte",
            "Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17) und Einschränkung der Verarbeitung "
            "(Art. 18 DSGVO), soweit das Wahlrecht nicht entgegensteht; Beschwerde beim Landesbeauftragten für den "
            "Datenschutz Sachsen-Anhalt (Art. 77 DSGVO).",
        ),
    ]


# ------------------------------------------------------------------------------------------------
# Nachweis der Wählbarkeitsvoraussetzungen (§ 39 Abs. 2 Nr. 2 KWO LSA, Muster Anlage 9b)

_AUSZUG_62_1 = (
    "§ 62 Abs. 1 KVG LSA: Wählbar zum Hauptverwaltungsbeamten sind Deutsche im Sinne des Artikels 116 des "
    "Grundgesetzes und Staatsangehörige anderer Mitgliedstaaten der Europäischen Union, die die Gewähr dafür "
    "bieten, dass sie jederzeit für die freiheitlich demokratische Grundordnung im Sinne des Grundgesetzes und der "
    "Verfassung des Landes Sachsen-Anhalt eintreten. Die Bewerber dürfen nicht nach § 40 Abs. 2 von der "
    "Wählbarkeit ausgeschlossen sein. Der Hauptverwaltungsbeamte muss am Wahltag das 21. Lebensjahr vollendet, "
    "darf aber noch nicht die Altersgrenze nach § 39 Abs. 1 Satz 1 des Landesbeamtengesetzes erreicht haben. Der "
    "Tag der Stichwahl bleibt bei der Berechnung außer Betracht."
)


def _staat(p: Person) -> str:
    if p.staatsangehoerigkeit == "DE":
        return "Deutsche oder Deutscher im Sinne des Artikels 116 des Grundgesetzes"
    return (
        "Staatsangehörige oder Staatsangehöriger eines anderen Mitgliedstaates der Europäischen Union "
        f"({herkunftsstaat(p)})"
    )


def _nur_eu_oder_deutsch(p: Person, was: str) -> None:
    if p.staatsangehoerigkeit != "DE" and not p.ist_unionsbuerger:
        raise Eingabefehler(
            [
                Problem(
                    "--bewerber",
                    f"{p.name} ist laut Datendatei weder Deutscher noch Unionsbürger und nicht wählbar "
                    f"(§ 62 Abs. 1 Satz 1 KVG LSA); {was} wird nicht erzeugt",
                )
            ]
        )


def bescheinigung(daten: Wahldaten, person: Person) -> Dokument:
    """The Nachweis der Wählbarkeitsvoraussetzungen (§ 39 Abs. 2 Nr. 2 KWO LSA, § 62 Abs. 1 KVG LSA)."""
    wahl = daten.wahl
    _nur_eu_oder_deutsch(person, "ein Nachweis der Wählbarkeitsvoraussetzungen")
    fuer = _wahl_am(wahl)
    if wahl.stichwahltag is not None:
        fuer += f" und eine etwaige Stichwahl am {deutsch.datum_lang(wahl.stichwahltag)}"
    hinweise = ["Der Nachweis ist der Bewerbung beizufügen (§ 39 Abs. 2 Nr. 2 KWO LSA)."]
    if person.ist_unionsbuerger:
        hinweise.append(
            "Staatsangehörige anderer Mitgliedstaaten der Europäischen Union fügen außerdem eine Versicherung an "
            "Eides statt nach dem Muster der Anlage 8b KWO LSA bei (§ 38a Abs. 2, § 39 Abs. 2 Nr. 2 KWO LSA)."
        )
    kontext: dict[str, Any] = {
        "anlage": "Anlage 9b KWO LSA (§ 39 Abs. 2 Nr. 2)",
        "ueberschrift": "Nachweis der Wählbarkeitsvoraussetzungen",
        "unterzeile": f"für die {fuer}",
        "person": angaben_zur_person(person),
        "bescheinigung": (
            f"Es wird bescheinigt, dass die oben bezeichnete Person nach den Unterlagen der ausstellenden Behörde "
            f"{_staat(person)} ist und dass ein Ausschluss von der Wählbarkeit nach § 40 Abs. 2 KVG LSA "
            "(§ 62 Abs. 1 Satz 2 KVG LSA) hier nicht bekannt ist. Das Lebensalter am Wahltag ergibt sich aus dem "
            "oben angegebenen Tag der Geburt (§ 62 Abs. 1 Satz 3 KVG LSA)."
        ),
        "hinweise": hinweise,
        "behoerde": "Ausstellende Behörde",
        "ort_datum": "Ort, Datum",
        "unterschrift": "Unterschrift (Name, Amtsbezeichnung)",
        "siegel": "Dienstsiegel",
        "quelle": [
            f"Nachweis nach § 39 Abs. 2 Nr. 2 KWO LSA (Muster der Anlage 9b KWO LSA), {_NACHGEBILDET}.",
            _AUSZUG_62_1,
        ],
    }
    return Dokument(
        kontext,
        f"Nachweis der Wählbarkeitsvoraussetzungen – {person.name}",
        f"{amtswahl(wahl)} {wahl.gemeinde} am {deutsch.datum_kurz(wahl.wahltag)}: Nachweis der Wählbarkeit",
        ("Anlage 9b KWO LSA", "Wählbarkeit", amtswahl(wahl), wahl.gemeinde),
        "anlage9b/anlage9b.html",
    )


# ------------------------------------------------------------------------------------------------
# Versicherung an Eides statt des Unionsbürgers (§ 38a Abs. 2 KWO LSA, Muster Anlage 8b)

_STGB = (
    "§ 156 StGB: Wer vor einer zur Abnahme einer Versicherung an Eides Statt zuständigen Behörde eine solche "
    "Versicherung falsch abgibt oder unter Berufung auf eine solche Versicherung falsch aussagt, wird mit "
    "Freiheitsstrafe bis zu drei Jahren oder mit Geldstrafe bestraft. Nach § 161 StGB ist auch die fahrlässig "
    "falsche Versicherung an Eides statt strafbar (Freiheitsstrafe bis zu einem Jahr oder Geldstrafe)."
)


def _nur_unionsbuerger(daten: Wahldaten, person: Person) -> str | None:
    """A German gives no Versicherung an Eides statt (§ 38a Abs. 2 KWO LSA asks it of Unionsbürger only)."""
    if person.ist_unionsbuerger:
        return None
    return (
        "nicht nötig: die Versicherung an Eides statt nach § 38a Abs. 2 KWO LSA (Anlage 8b) geben nur Staatsangehörige "
        "anderer Mitgliedstaaten der Europäischen Union ab"
    )


def versicherung(daten: Wahldaten, person: Person) -> Dokument:
    """The Versicherung an Eides statt of a Unionsbürger (§ 38a Abs. 2 KWO LSA); refused for anyone else."""
    grund = _nur_unionsbuerger(daten, person)
    if grund is not None:
        raise Eingabefehler([Problem("--bewerber", f"{person.name}: {grund}")])
    wahl = daten.wahl
    staat = herkunftsstaat(person)
    kontext: dict[str, Any] = {
        "anlage": "Anlage 8b KWO LSA (§ 38a Abs. 2)",
        "ueberschrift": "Versicherung an Eides statt",
        "unterzeile": "einer Bewerberin oder eines Bewerbers mit der Staatsangehörigkeit eines anderen Mitgliedstaates "
        f"der Europäischen Union – {amtswahl(wahl)} in der {gebiet(wahl)}",
        "person": angaben_zur_person(person),
        "erklaerungen": [
            f"Mit meiner Bewerbung für die {_wahl_am(wahl)} versichere ich an Eides statt, dass ich nach den "
            f"Rechtsvorschriften des Staates, dessen Staatsangehörigkeit ich besitze ({staat}), nicht vom Wahlrecht "
            "ausgeschlossen bin und nicht infolge Richterspruchs die Wählbarkeit oder die Fähigkeit zur Bekleidung "
            "öffentlicher Ämter verloren habe (§ 38a Abs. 2 KWO LSA).",
        ],
        "strafbarkeit": (
            "Mir ist bekannt, dass die Abgabe einer falschen Versicherung an Eides statt strafbar ist (§§ 156, 161 des "
            "Strafgesetzbuchs)."
        ),
        "hinweise": [
            "Die Versicherung ist mit der Bewerbung und den Unterlagen nach § 39 Abs. 1 und 2 KWO LSA beim Wahlleiter "
            "abzugeben (§ 38a Abs. 2 KWO LSA).",
            "Zusätzlich ist der Nachweis der Wählbarkeitsvoraussetzungen nach dem Muster der Anlage 9b KWO LSA "
            "beizufügen (§ 39 Abs. 2 Nr. 2 KWO LSA).",
        ],
        "ort_datum": "Ort, Datum",
        "unterschrift": "Unterschrift (Vor- und Familienname)",
        "eingang": "Eingangsvermerk des Wahlleiters (§ 39 Abs. 1 Satz 5 KWO LSA)",
        "eingang_felder": ["Eingegangen am, Uhrzeit", "Unterschrift"],
        "quelle": [
            f"Versicherung nach § 38a Abs. 2 KWO LSA (Muster der Anlage 8b KWO LSA), {_NACHGEBILDET}.",
            _STGB,
        ],
    }
    return Dokument(
        kontext,
        f"Versicherung an Eides statt – {person.name}",
        f"{amtswahl(wahl)} {wahl.gemeinde} am {deutsch.datum_kurz(wahl.wahltag)}: Versicherung an Eides statt",
        ("Anlage 8b KWO LSA", "Versicherung an Eides statt", amtswahl(wahl), wahl.gemeinde),
        "anlage8b/anlage8b.html",
    )


# ------------------------------------------------------------------------------------------------
# Unterstützungserklärung und Niederschrift (§ 39 Abs. 2 Nr. 3 KWO LSA, § 24 KWG LSA)


def _nur_mit_traeger(daten: Wahldaten, person: Person) -> str | None:
    if _traeger(person):
        return None
    return (
        "nicht nötig: keine Partei oder Wählergruppe unterstützt die Bewerbung (§ 39 Abs. 2 Nr. 3 KWO LSA verlangt "
        "Unterstützungserklärung und Niederschrift nur dann)"
    )


def _pruefe_traeger(daten: Wahldaten, person: Person) -> list[str]:
    grund = _nur_mit_traeger(daten, person)
    if grund is not None:
        raise Eingabefehler([Problem("--bewerber", f"{person.name}: {grund}")])
    return _traeger(person)


def _bewerber_zeilen(person: Person) -> list[tuple[str, str]]:
    return [
        ("Familienname, Vornamen", _name_komma(person)),
        ("Beruf oder Stand", person.beruf),
        ("Tag der Geburt", deutsch.datum_kurz(person.geburtsdatum)),
        ("Anschrift (Hauptwohnung)", anschrift_text(person.anschrift)),
    ]


def unterstuetzungserklaerung(daten: Wahldaten, person: Person) -> Dokument:
    """The declaration of each supporting party or Wählergruppe (§ 30 Abs. 2 KWG LSA, § 39 Abs. 2 Nr. 3 KWO LSA)."""
    traeger = _pruefe_traeger(daten, person)
    wahl = daten.wahl
    gemeinsam = len(traeger) > 1
    seiten = []
    for t in traeger:
        absaetze = [
            f"Die Partei oder Wählergruppe „{t}“ unterstützt die Bewerbung der oben genannten Person für die "
            f"{_wahl_am(wahl)} (§ 30 Abs. 2 Satz 1 KWG LSA).",
            "Die Person wurde in geheimer Abstimmung in einer Mitglieder- oder Delegiertenversammlung gewählt "
            "(§ 30 Abs. 2 Satz 1 i. V. m. § 24 KWG LSA). Die Niederschrift über die Versammlung nach dem Muster der "
            "Anlage 10 KWO LSA ist beigefügt (§ 39 Abs. 2 Nr. 3 KWO LSA).",
        ]
        if gemeinsam:
            andere = " / ".join(x for x in traeger if x != t)
            absaetze.append(
                f"Die Person ist gemeinsamer Bewerber mit {andere} (§ 30 Abs. 2 Satz 2 KWG LSA); sie ist in geheimer "
                "Abstimmung in einer gemeinsamen Mitgliederversammlung oder in getrennten Versammlungen gewählt worden "
                "(§ 30 Abs. 2 Satz 3 KWG LSA)."
            )
        absaetze.append(
            "Die unterstützenden Parteien und Wählergruppen dürfen nur einen Bewerber wählen und zur Wahl vorschlagen "
            "(§ 30 Abs. 2 Satz 4 KWG LSA)."
        )
        seiten.append(
            {
                "angaben": [("Partei oder Wählergruppe", t), *_bewerber_zeilen(person)],
                "absaetze": absaetze,
            }
        )
    kontext: dict[str, Any] = {
        "anlage": "§ 39 Abs. 2 Nr. 3 KWO LSA",
        "ueberschrift": "Unterstützungserklärung",
        "unterzeile": f"einer Partei oder Wählergruppe für die Bewerbung zur {_wahl_am(wahl)}",
        "angaben_titel": "Angaben zur Partei oder Wählergruppe und zur Person",
        "seiten": seiten,
        "versammlung_art": [],
        "versammlung": [],
        "felder": [
            "Ort, Datum",
            "Unterschrift, Vor- und Familienname, Funktion (für die Partei oder Wählergruppe vertretungsberechtigt)",
            "Unterschrift, Vor- und Familienname, Funktion (für die Partei oder Wählergruppe vertretungsberechtigt)",
        ],
        "quelle": [
            "Erklärung nach § 39 Abs. 2 Nr. 3 KWO LSA (die KWO LSA bestimmt für sie kein Muster); § 30 Abs. 2, "
            "§ 24 KWG LSA.",
        ],
    }
    return Dokument(
        kontext,
        f"Unterstützungserklärung – {person.name}",
        f"{amtswahl(wahl)} {wahl.gemeinde} am {deutsch.datum_kurz(wahl.wahltag)}: Unterstützungserklärung",
        ("§ 39 KWO LSA", "Unterstützungserklärung", amtswahl(wahl), wahl.gemeinde),
        "erklaerung/erklaerung.html",
    )


def niederschrift(daten: Wahldaten, person: Person) -> Dokument:
    """The Niederschrift of the meeting that elected the applicant (§ 39 Abs. 2 Nr. 3 KWO LSA, Muster Anlage 10)."""
    traeger = _pruefe_traeger(daten, person)
    wahl = daten.wahl
    seiten = []
    for t in traeger:
        seiten.append(
            {
                "angaben": [("Partei oder Wählergruppe", t), *_bewerber_zeilen(person)],
                "absaetze": [
                    "Die Versammlung hat die oben genannte Person in geheimer Abstimmung gewählt (§ 30 Abs. 2 Satz 1 "
                    "i. V. m. § 24 KWG LSA).",
                ],
            }
        )
    kontext: dict[str, Any] = {
        "anlage": "Anlage 10 KWO LSA (§ 39 Abs. 2 Nr. 3)",
        "ueberschrift": "Niederschrift über die Mitglieder- oder Delegiertenversammlung",
        "unterzeile": f"zur Wahl der Bewerberin oder des Bewerbers für die {_wahl_am(wahl)}",
        "angaben_titel": "Angaben zur Partei oder Wählergruppe und zur gewählten Person",
        "seiten": seiten,
        "versammlung_art": [
            "Mitgliederversammlung",
            "Delegiertenversammlung",
            "gemeinsame Versammlung mehrerer Parteien oder Wählergruppen (§ 30 Abs. 2 Satz 3 KWG LSA)",
        ],
        "versammlung": [
            "Ort und Tag der Versammlung, Beginn und Ende",
            "Zahl der erschienenen stimmberechtigten Mitglieder oder Delegierten",
            "Versammlungsleitung (Vor- und Familienname)",
            "Schriftführung (Vor- und Familienname)",
            "Abgegebene Stimmen / davon für die gewählte Person / Nein / Enthaltungen / ungültig",
        ],
        "felder": [
            "Ort, Datum",
            "Unterschrift der Versammlungsleitung",
            "Unterschrift der Schriftführung",
        ],
        "quelle": [
            f"Niederschrift nach § 39 Abs. 2 Nr. 3 KWO LSA (Muster der Anlage 10 KWO LSA), {_NACHGEBILDET}; "
            "§ 30 Abs. 2, § 24 KWG LSA.",
        ],
    }
    return Dokument(
        kontext,
        f"Niederschrift über die Versammlung – {person.name}",
        f"{amtswahl(wahl)} {wahl.gemeinde} am {deutsch.datum_kurz(wahl.wahltag)}: Niederschrift der Versammlung",
        ("Anlage 10 KWO LSA", "Niederschrift", amtswahl(wahl), wahl.gemeinde),
        "erklaerung/erklaerung.html",
    )


def _nicht_waehlbar(daten: Wahldaten, person: Person) -> str | None:
    if person.staatsangehoerigkeit != "DE" and not person.ist_unionsbuerger:
        return "nicht erzeugt: laut Datendatei weder Deutscher noch Unionsbürger (§ 62 Abs. 1 Satz 1 KVG LSA)"
    return None


FORMULARE: dict[str, Formular] = {
    "formblatt": Formular(
        "Formblatt für Unterstützungsunterschriften (Anlage 6 KWO LSA)",
        formblatt,
        "unterstuetzung",
        nur_bewerbung=True,
        entbehrlich=None,
    ),
    "bescheinigung": Formular(
        "Nachweis der Wählbarkeitsvoraussetzungen (Anlage 9b KWO LSA)",
        bescheinigung,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=_nicht_waehlbar,
    ),
    "versicherung": Formular(
        "Versicherung an Eides statt des Unionsbürgers (Anlage 8b KWO LSA)",
        versicherung,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=_nur_unionsbuerger,
    ),
    "unterstuetzungserklaerung": Formular(
        "Unterstützungserklärung der Partei oder Wählergruppe (§ 39 Abs. 2 Nr. 3 KWO LSA)",
        unterstuetzungserklaerung,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=_nur_mit_traeger,
    ),
    "niederschrift": Formular(
        "Niederschrift über die Mitglieder- oder Delegiertenversammlung (Anlage 10 KWO LSA)",
        niederschrift,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=_nur_mit_traeger,
    ),
}
"""The forms of an application in Sachsen-Anhalt by verb; the retention classes as for the other Länder
(the signatures: ``unterstuetzung``; the rest carries personal data: ``bewerbung``)."""
