"""Saarland: the forms of a proposal, prefilled from the data (§§ 22, 23, 24, 76 KWG; §§ 17, 104 KWO).

The official Muster of the KWO (Anlagen 11b, 12, 13) are published as images only; these forms are rebuilt
from the provisions that name their content (docs/recht-st-sl.md) and say so in their source line.

- ``formblatt`` – one sheet of the Unterstützungsverzeichnis the Gemeindewahlleitung lays out for a proposal
  that needs support (§ 17 KWO, Muster Anlage 12): support is given in person at the Gemeinde, one entry per
  sheet so that earlier signers stay unknown (§ 17 Abs. 2 Satz 2 KWO);
- ``versicherung`` – the consent with the Versicherung to uphold the free democratic basic order (§ 104 Abs. 3
  KWO, Muster Anlage 13) for the candidate of a party or Wählergruppe;
- ``wahlvorschlag`` – the proposal of an Einzelbewerber (§ 76 Abs. 2 KWG, § 104 Abs. 2 KWO, Muster Anlage
  11b), which bears the Familienname and contains consent and Versicherung.

The KWO asks for no Wählbarkeitsbescheinigung in the wording on record (§ 104 Abs. 2, 3): ``bescheinigung``
is refused.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from notices import deutsch, recht
from notices.dokumente import Dokument, Formblatt, Formular, KeineUnterschriftenNoetig
from notices.dokumente.bausteine import angaben_zur_person, anschrift_text, termine, verantwortlich, wahlvorschlag
from notices.dokumente.bausteine import vorsitz as vorsitz_von
from notices.fehler import Eingabefehler, Problem
from notices.kalender import tag_vor
from notices.model import Bewerber, Person, Wahl, Wahldaten
from notices.recht.fristenrechnung import einreichungsschluss

_NACHGEBILDET = "aus den Vorschriften nachgebildet, da das amtliche Muster nur als Bild veröffentlicht ist"

_AEMTER = {
    "Bürgermeister": ("der Bürgermeisterin oder des Bürgermeisters", "Gemeinde", "Bürgermeisterin oder Bürgermeister"),
    "Oberbürgermeister": (
        "der Oberbürgermeisterin oder des Oberbürgermeisters",
        "Stadt",
        "Oberbürgermeisterin oder Oberbürgermeister",
    ),
    "Landrat": ("der Landrätin oder des Landrates", "Landkreis", "Landrätin oder Landrat"),
}


def wahl_der(wahl: Wahl) -> str:
    """``Wahl der Bürgermeisterin oder des Bürgermeisters der Gemeinde Musterbach`` – as the KWG names it."""
    genitiv, art, _ = _AEMTER.get(wahl.amt, _AEMTER["Bürgermeister"])
    artikel = "des" if art == "Landkreis" else "der"
    return f"Wahl {genitiv} {artikel} {art} {wahl.gemeinde}"


def _als(wahl: Wahl) -> str:
    return _AEMTER.get(wahl.amt, _AEMTER["Bürgermeister"])[2]


def _gebiet(wahl: Wahl) -> str:
    return f"{_AEMTER.get(wahl.amt, _AEMTER['Bürgermeister'])[1]} {wahl.gemeinde}"


def _am(wahl: Wahl) -> str:
    return f"{wahl_der(wahl)} am {deutsch.datum_lang(wahl.wahltag)}"


def _vorschlag(p: Person) -> str:
    return wahlvorschlag(p) or p.familienname


def _schluss(wahl: Wahl) -> str:
    schluss = einreichungsschluss(wahl, recht.rechtsstand(wahl))
    if schluss is None:  # pragma: no cover - every Saarland version sets the 66th day
        return "bis zum Ende der Einreichungsfrist"
    return f"{deutsch.datum_lang(schluss.date())}, {deutsch.uhrzeit(schluss)}"


def samstage(wahl: Wahl) -> list[date]:
    """The four last Saturdays before the end of the period, on which entries are possible from 9 to 12 Uhr
    (§ 17 Abs. 1 Satz 2 KWO)."""
    ende = tag_vor(wahl.wahltag, recht.rechtsstand(wahl).regel("unterstuetzung_bis").n)
    tag = ende - timedelta(days=1)
    while tag.weekday() != 5:
        tag -= timedelta(days=1)
    return [tag - timedelta(weeks=i) for i in range(3, -1, -1)]


def _eintragung(wahl: Wahl, eingereicht: date | None) -> str:
    """When entries can be made (§ 17 Abs. 1 KWO): office hours, the four last Saturdays before the end of the
    period from 9 to 12 Uhr (those after the proposal was filed), the last day until 18 Uhr."""
    tage = [t for t in samstage(wahl) if eingereicht is None or t > eingereicht]
    text = "Die Eintragung ist während der allgemeinen Dienststunden möglich"
    if len(tage) == 1:
        text += f", am Samstag, {deutsch.datum_kurz(tage[0])}, von 9.00 bis 12.00 Uhr"
    elif tage:
        text += (
            f", an den Samstagen {deutsch.aufzaehlung([deutsch.datum_kurz(t) for t in tage])} von 9.00 bis 12.00 Uhr"
        )
    return text + f"; sie endet am {_schluss(wahl)} (§ 17 Abs. 1, Abs. 5 KWO)."


def _mehrfach_text(wahl: Wahl) -> str:
    regel = recht.rechtsstand(wahl).pruefung.mehrfachregel
    wo = "auf allen weiteren Wahlvorschlägen" if regel == "erste_gilt" else "auf allen Wahlvorschlägen"
    return (
        "Eine Wahlberechtigte oder ein Wahlberechtigter darf nur einen Wahlvorschlag unterzeichnen; hat jemand mehrere "
        f"Wahlvorschläge unterzeichnet, so ist ihre oder seine Unterschrift {wo} ungültig (§ 17 Abs. 4 KWO)."
    )


# ------------------------------------------------------------------------------------------------
# Unterstützungsverzeichnis (§ 17 KWO, Muster Anlage 12)

_AUSZUG_17_1 = (
    "Die Gemeindewahlleiterin oder der Gemeindewahlleiter legt für jeden Wahlvorschlag, der nach § 22 Abs. 2 des "
    "Kommunalwahlgesetzes der Unterstützung bedarf, ein gesondertes Unterstützungsverzeichnis in Form von "
    "Unterschriftsblättern an und legt dieses von dem auf den Tag der Einreichung des Wahlvorschlags folgenden Tag ab "
    "bis zum 66. Tag vor der Wahl zur Eintragung auf. Die Eintragung muss während der allgemeinen Dienststunden sowie "
    "an den vier letzten Samstagen vor Ablauf der Frist in der Zeit zwischen 9.00 und 12.00 Uhr, am Tag des Ablaufs "
    "der Frist bis 18.00 Uhr, ermöglicht werden."
)
_AUSZUG_17_3 = (
    "Die Gemeindewahlleiterin oder der Gemeindewahlleiter prüft die Identität und die Wahlberechtigung derjenigen "
    "Personen, die ein Unterstützungsverzeichnis unterzeichnen wollen, in unmittelbarem Zusammenhang mit der "
    "Unterzeichnung. Die Unterzeichnerinnen und Unterzeichner haben in der Eintragung Vor- und Familienname, Wohnort "
    "und Wohnung persönlich und handschriftlich anzugeben. Das Unterstützungsverzeichnis kann auch von "
    "Wahlbewerberinnen und Wahlbewerbern unterzeichnet werden."
)


def formblatt(daten: Wahldaten, person: Person, *, trotzdem: bool = False) -> Formblatt:
    """One sheet of the Unterstützungsverzeichnis of ``person``'s proposal (§ 17 KWO, Muster Anlage 12).

    Raises :class:`KeineUnterschriftenNoetig` where the proposal needs no support (§ 22 Abs. 2 KWG: a party in the
    Gemeinderat or Landtag; § 76 Abs. 2 Satz 4 KWG: the incumbent as Einzelbewerber) unless ``trotzdem``.
    """
    wahl = daten.wahl
    q = recht.quorum(wahl, isinstance(person, Bewerber) and person.amtsinhaber, bewerber=person)
    grund = f"{q.begruendung.rstrip('.')} ({q.vorschrift})."
    if q.anzahl == 0 and not trotzdem:
        raise KeineUnterschriftenNoetig(
            f"Der Wahlvorschlag von {person.name} bedarf keiner Unterstützung: {grund} Ein Unterstützungsverzeichnis "
            "wird nicht angelegt (§ 17 Abs. 1 KWO); ein Blatt wird deshalb nicht erzeugt (mit --trotzdem dennoch)."
        )
    vorsitz, anschrift = vorsitz_von(daten)
    gebiet = _gebiet(wahl)
    eingang = person.eingang if isinstance(person, Bewerber) else None
    if eingang is not None:
        zeitraum = (
            f"vom {deutsch.datum_lang(eingang.date() + timedelta(days=1))} bis zum {_schluss(wahl)} "
            "(Wahlvorschlag eingereicht am " + deutsch.datum_kurz(eingang.date()) + ")"
        )
    else:
        zeitraum = f"vom Tag nach der Einreichung des Wahlvorschlags bis zum {_schluss(wahl)}"
    traeger = wahlvorschlag(person)
    kontext: dict[str, Any] = {
        "anlage": "Anlage 12 KWO (§ 17 Abs. 2)",
        "ueberschrift": "Unterstützungsverzeichnis – Unterschriftsblatt",
        "unterzeile": f"für den Wahlvorschlag „{_vorschlag(person)}“ zur {wahl_der(wahl)}",
        "kopf": [
            ("Gemeinde", wahl.gemeinde),
            *termine(wahl),
            ("Wahlvorschlag", f"„{traeger}“" if traeger else f"„{person.familienname}“ (Einzelbewerbung)"),
            ("Bewerberin oder Bewerber", f"{person.name}, {person.beruf}, {person.anschrift.ort}"),
            ("Eintragung möglich", zeitraum),
        ],
        "kopf_hinweis": "Ein Blatt je Eintragung, damit die Namen früherer Unterzeichnender nicht bekannt werden "
        "(§ 17 Abs. 2 Satz 2 KWO).",
        "erklaerung": (
            f"Ich unterstütze den oben bezeichneten Wahlvorschlag für die {_am(wahl)} (§ 22 Abs. 2 KWG) und trage mich "
            "persönlich in das Unterstützungsverzeichnis ein."
        ),
        "felder": [
            ("familienname", "Familienname"),
            ("vornamen", "Vorname(n)"),
            ("wohnort", "Wohnort"),
            ("wohnung", "Wohnung (Straße, Hausnummer)"),
        ],
        "unterschrift": "Persönliche und handschriftliche Unterschrift",
        "hinweise": [
            "Die Angaben sind persönlich und handschriftlich einzutragen; die Gemeindewahlleitung prüft dabei "
            "Identität und Wahlberechtigung (§ 17 Abs. 3 Satz 1 und 2 KWO).",
            _eintragung(wahl, eingang.date() if eingang else None),
            _mehrfach_text(wahl),
            "Auch Wahlbewerberinnen und Wahlbewerber können unterzeichnen (§ 17 Abs. 3 Satz 3 KWO).",
            f"Der Wahlvorschlag bedarf der Unterstützung durch mindestens {q.anzahl} Wahlberechtigte ({q.vorschrift})."
            if q.anzahl
            else f"Hinweis: {grund}",
        ],
        "amtlich": "Von der Gemeindewahlleitung auszufüllen (§ 17 Abs. 3 Satz 1 KWO)",
        "amtlich_felder": ["Identität geprüft", "wahlberechtigt", "nicht wahlberechtigt"],
        "amtlich_zeile": "Blatt Nr., Tag und Uhrzeit der Eintragung, Handzeichen:",
        "auszug_titel": "Auszug aus der Kommunalwahlordnung",
        "auszug": [
            ("§ 17 Abs. 1 KWO", _AUSZUG_17_1),
            ("§ 17 Abs. 3 KWO", _AUSZUG_17_3),
            ("§ 17 Abs. 4 KWO", _mehrfach_text(wahl).removesuffix(" (§ 17 Abs. 4 KWO).") + "."),
        ],
        "datenschutz": _datenschutz(gebiet, vorsitz, anschrift),
        "quelle": [
            f"Unterschriftsblatt nach § 17 Abs. 2 KWO (Muster der Anlage 12 KWO), {_NACHGEBILDET}; § 22 Abs. 2 KWG.",
        ],
        "ausfuellbar": False,
    }
    return Formblatt(
        kontext,
        f"Unterstützungsverzeichnis – {person.name}",
        f"{wahl_der(wahl)} am {deutsch.datum_kurz(wahl.wahltag)}: Unterstützungsverzeichnis",
        ("Anlage 12 KWO", "Unterstützungsverzeichnis", wahl.amt, wahl.gemeinde),
        "anlage12/anlage12.html",
        q.anzahl,
    )


def _datenschutz(gebiet: str, vorsitz: str, anschrift: str) -> list[tuple[str, str]]:
    """The information owed to a signer (Art. 13 DSGVO), short; safekeeping and disclosure: § 62a KWO."""
    return [
        ("Verantwortlich", verantwortlich(gebiet, "Gemeindewahlleitung", vorsitz, anschrift)),
        (
            "Zweck",
            "Prüfung, ob der Wahlvorschlag von der erforderlichen Zahl Wahlberechtigter unterstützt wird, ob Sie "
            "wahlberechtigt sind und ob Sie mehrere Wahlvorschläge unterzeichnet haben (§ 22 Abs. 2 KWG, § 17 KWO).",
        ),
        (
            "Rechtsgrundlage",
            "Art. 6 Abs. 1 Buchst. c und e, Art. 9 Abs. 2 Buchst. g DSGVO in Verbindung mit § 22 Abs. 2 KWG und "
            "§ 17 KWO. Die Angaben sind freiwillig; ohne sie kann die Eintragung nicht gezählt werden.",
        ),
        (
            "Empfänger",
            "Das Verzeichnis bleibt bei der Gemeindewahlleitung; es wird gegen Einsichtnahme durch Unbefugte "
            "geschützt verwahrt (§ 62a Abs. 1 KWO). Auskünfte über Unterstützungsunterschriften erhalten nur "
            "Behörden, Gerichte und sonstige amtliche Stellen, wenn sie zur Durchführung der Wahl oder eines "
            "Wahlanfechtungsverfahrens oder zur Aufklärung des Verdachts einer Wahlstraftat erforderlich sind "
            "(§ 62a Abs. 3 KWO).",
        ),
        (
            "Speicherdauer",
            "Das Verzeichnis gehört zu den Wahlunterlagen und wird verwahrt, bis ihre Vernichtung zugelassen ist "
            "(§ 60 KWO).",
        ),
        (
            "Ihre Rechte",
            "Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17) und Einschränkung der Verarbeitung "
            "(Art. 18 DSGVO), soweit das Wahlrecht nicht entgegensteht; Beschwerde beim Unabhängigen "
            "Datenschutzzentrum Saarland (Art. 77 DSGVO).",
        ),
    ]


# ------------------------------------------------------------------------------------------------
# Zustimmung und Versicherung (§ 104 Abs. 3 KWO, Muster Anlage 13); Wahlvorschlag (Anlage 11b)


def _zustimmung(wahl: Wahl, vorschlag: str) -> list[str]:
    return [
        f"Ich stimme meiner Benennung als Bewerberin oder Bewerber im Wahlvorschlag „{vorschlag}“ für die {_am(wahl)} "
        "zu (§ 24 Abs. 4 KWG, § 104 Abs. 3 Satz 1 KWO). Mir ist bekannt, dass die Zustimmung unwiderruflich ist "
        "(§ 24 Abs. 4 Halbsatz 2 KWG).",
        f"Ich versichere, dass ich als {_als(wahl)} jederzeit für die freiheitliche demokratische Grundordnung im "
        "Sinne des Grundgesetzes eintrete (§ 104 Abs. 3 Satz 1 KWO).",
    ]


def _nur_partei(daten: Wahldaten, person: Person) -> str | None:
    if wahlvorschlag(person):
        return None
    return (
        "nicht nötig: Zustimmung und Versicherung der Einzelbewerberin oder des Einzelbewerbers sind im Wahlvorschlag "
        "nach Anlage 11b KWO enthalten (§ 104 Abs. 3 Satz 2 KWO)"
    )


def versicherung(daten: Wahldaten, person: Person) -> Dokument:
    """Consent and Versicherung of the candidate of a party or Wählergruppe (§ 104 Abs. 3 KWO, Anlage 13)."""
    grund = _nur_partei(daten, person)
    if grund is not None:
        raise Eingabefehler([Problem("--bewerber", f"{person.name}: {grund}")])
    wahl = daten.wahl
    kontext: dict[str, Any] = {
        "anlage": "Anlage 13 KWO (§ 104 Abs. 3)",
        "ueberschrift": "Zustimmungserklärung und Versicherung",
        "unterzeile": f"zur {_am(wahl)}",
        "person": angaben_zur_person(person),
        "erklaerungen": _zustimmung(wahl, _vorschlag(person)),
        "hinweise": [
            "Als Bewerberin oder Bewerber kann nur vorgeschlagen werden, wer seine Zustimmung dazu schriftlich erteilt "
            "hat (§ 24 Abs. 4 KWG). Fehlt die Zustimmungserklärung bei Ablauf der Einreichungsfrist am "
            f"{_schluss(wahl)}, liegt kein gültiger Wahlvorschlag vor (§ 27 Abs. 2 Satz 2 Nr. 5 KWG).",
        ],
        "ort_datum": "Ort, Datum",
        "unterschrift": "Persönliche und handschriftliche Unterschrift",
        "eingang": "Eingangsvermerk der Gemeindewahlleitung",
        "eingang_felder": ["Eingegangen am, Uhrzeit", "Unterschrift"],
        "quelle": [f"Erklärung nach § 104 Abs. 3 KWO (Muster der Anlage 13 KWO), {_NACHGEBILDET}; § 24 Abs. 4 KWG."],
    }
    return Dokument(
        kontext,
        f"Zustimmungserklärung und Versicherung – {person.name}",
        f"{wahl_der(wahl)} am {deutsch.datum_kurz(wahl.wahltag)}: Zustimmungserklärung",
        ("Anlage 13 KWO", "Zustimmungserklärung", wahl.amt, wahl.gemeinde),
        "anlage13/anlage13.html",
    )


def _nur_einzelbewerber(daten: Wahldaten, person: Person) -> str | None:
    if not wahlvorschlag(person):
        return None
    return (
        "nicht nötig: der Wahlvorschlag einer Partei oder Wählergruppe folgt dem Muster der Anlage 11a KWO "
        "(§ 104 Abs. 2 Satz 1 KWO)"
    )


def wahlvorschlag_einzel(daten: Wahldaten, person: Person) -> Dokument:
    """The proposal of an Einzelbewerber (§ 76 Abs. 2 KWG, § 104 Abs. 2 and 3 KWO, Muster Anlage 11b)."""
    grund = _nur_einzelbewerber(daten, person)
    if grund is not None:
        raise Eingabefehler([Problem("--bewerber", f"{person.name}: {grund}")])
    wahl = daten.wahl
    q = recht.quorum(wahl, isinstance(person, Bewerber) and person.amtsinhaber, bewerber=person)
    if q.anzahl:
        unterstuetzung = (
            f"Der Wahlvorschlag bedarf der Unterstützung durch mindestens {q.anzahl} Wahlberechtigte ({q.vorschrift}); "
            "sie tragen sich vom Tag nach der Einreichung an persönlich in das Unterstützungsverzeichnis bei der "
            "Gemeindewahlleitung ein (§ 17 Abs. 1 KWO)."
        )
    else:
        unterstuetzung = f"Der Wahlvorschlag bedarf keiner Unterstützung: {q.begruendung.rstrip('.')} ({q.vorschrift})."
    kontext: dict[str, Any] = {
        "anlage": "Anlage 11b KWO (§ 104 Abs. 2)",
        "ueberschrift": "Wahlvorschlag einer Einzelbewerberin oder eines Einzelbewerbers",
        "unterzeile": f"für die {_am(wahl)}",
        "bezeichnung": [("Bezeichnung des Wahlvorschlags (§ 76 Abs. 2 Satz 2 KWG)", f"„{person.familienname}“")],
        "bewerber": [
            ("Familienname", person.familienname),
            ("Vornamen", person.vornamen),
            ("Beruf", person.beruf),
            ("Tag der Geburt", deutsch.datum_kurz(person.geburtsdatum)),
            ("Wohnort und Wohnung", anschrift_text(person.anschrift)),
        ],
        "erklaerungen": _zustimmung(wahl, person.familienname),
        "unterschrift": "Persönliche und handschriftliche Unterschrift der Bewerberin oder des Bewerbers "
        "(§ 104 Abs. 2 Satz 3 KWO)",
        "vertrauenspersonen_text": "In dem Wahlvorschlag kann eine Vertrauensperson und eine stellvertretende "
        "Vertrauensperson bezeichnet werden (§ 76 Abs. 2 Satz 3 KWG). Fehlt diese Bezeichnung, gilt die Person, die "
        "als erste unterzeichnet hat, als Vertrauensperson und diejenige, die als zweite unterzeichnet hat, als "
        "stellvertretende Vertrauensperson (§ 24 Abs. 6 Satz 2 KWG).",
        "vertrauenspersonen": [
            "Vertrauensperson: Vor- und Familienname, Anschrift, Telefon, E-Mail",
            "Stellvertretende Vertrauensperson: Vor- und Familienname, Anschrift, Telefon, E-Mail",
        ],
        "mitunterzeichner_text": "Der Wahlvorschlag kann von drei Wahlberechtigten unterschrieben werden "
        "(§ 76 Abs. 2 Satz 3 KWG):",
        "mitunterzeichner": [f"{i}. Vor- und Familienname, Anschrift, Unterschrift" for i in (1, 2, 3)],
        "hinweise": [
            f"Der Wahlvorschlag ist spätestens am {_schluss(wahl)}, bei der Gemeindewahlleitung schriftlich "
            "einzureichen (§ 23 Satz 2 KWG).",
            unterstuetzung,
        ],
        "eingang": "Eingangsvermerk der Gemeindewahlleitung",
        "eingang_felder": ["Eingegangen am, Uhrzeit", "Unterschrift"],
        "quelle": [
            f"Wahlvorschlag nach § 104 Abs. 2 KWO (Muster der Anlage 11b KWO), {_NACHGEBILDET}; § 76 Abs. 2, § 24 KWG.",
        ],
    }
    return Dokument(
        kontext,
        f"Wahlvorschlag „{person.familienname}“ – {person.name}",
        f"{wahl_der(wahl)} am {deutsch.datum_kurz(wahl.wahltag)}: Wahlvorschlag einer Einzelbewerbung",
        ("Anlage 11b KWO", "Wahlvorschlag", wahl.amt, wahl.gemeinde),
        "anlage11b/anlage11b.html",
    )


FORMULARE: dict[str, Formular] = {
    "formblatt": Formular(
        "Unterstützungsverzeichnis, Unterschriftsblatt (Anlage 12 KWO)",
        formblatt,
        "unterstuetzung",
        nur_bewerbung=True,
        entbehrlich=None,
    ),
    "wahlvorschlag": Formular(
        "Wahlvorschlag einer Einzelbewerbung (Anlage 11b KWO)",
        wahlvorschlag_einzel,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=_nur_einzelbewerber,
    ),
    "versicherung": Formular(
        "Zustimmungserklärung und Versicherung (Anlage 13 KWO)",
        versicherung,
        "bewerbung",
        nur_bewerbung=True,
        entbehrlich=_nur_partei,
    ),
}
"""The forms of a proposal in the Saarland by verb (the signatures: ``unterstuetzung``; the rest carries personal
data: ``bewerbung``)."""
