"""The views of the admission check: the Prüfbericht for the committee and the Mängelschreiben.

- Prüfbericht (§ 20 Abs. 4 Satz 2 KomWO, § 10 Abs. 5 KomWG): per application the valid signatures
  against the quorum, the signatures that do not count (file and line, no signer names: the lists
  are protected, § 56 Abs. 1 KomWO), every defect with its paragraph and whether it can still be
  cured, and the proposal. Marked "nicht öffentlich".
- Mängelschreiben (§ 20 Abs. 4 Satz 3 KomWO): the chair tells the applicant the defects and until
  when the curable ones can be cured (§ 20 Abs. 5 KomWO). It names the applicant's own signers
  (the applicant collected them) but never the other applicant a person also signed for.

Defects that are only *not recorded* in the data are left out of the letter: the office must
check them first, a letter must not claim a document is missing that may have been handed in.
Nothing here imports WeasyPrint; every string is finished.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from notices import deutsch, recht
from notices.dokumente import Dokument
from notices.dokumente.bausteine import (
    amtswahl,
    anrede,
    anschriftfeld,
    ausschuss,
    gebietskoerperschaft,
    im_gebiet,
    ruecksendeangabe,
)
from notices.dokumente.pruefungstext import mangel_status, stand_zeile, vorschlag_text
from notices.fehler import Eingabefehler, Problem, argumentproblem
from notices.model import Bewerber, Wahldaten
from notices.pruefung import (
    Bewerbungspruefung,
    Mangel,
    Pruefergebnis,
    UngueltigeUnterschrift,
    eingegangen,
)
from notices.recht import haken
from notices.recht.grundlagen import Maengeltexte


def _wahl_text(daten: Wahldaten) -> str:
    w = daten.wahl
    return f"{amtswahl(w)} {im_gebiet(w)} am {deutsch.datum_ohne_wochentag(w.wahltag)}"


def _vorschlag(b: Bewerbungspruefung) -> str:
    text = vorschlag_text(b)
    return text[:1].upper() + text[1:]


def _unterschriften_text(b: Bewerbungspruefung) -> str:
    if b.art != "bewerber":
        return "nicht erforderlich"
    if b.liste is None:
        return "nicht erforderlich" if b.erforderlich == 0 else f"nicht erfasst (erforderlich {b.erforderlich})"
    return f"{b.gueltig} von {b.erforderlich}"


PROBEN_JE_GRUND = 20
"""Signatures that do not count, shown per reason and application in the Prüfbericht (issue 34): a list
uploaded to two persons by mistake made 20 000 rows, a report of 747 pages and minutes of layout. Every
one of them stays in the data beside the report (:func:`ungueltig_csv`, ``pruefbericht.json``)."""

PROBEN_HOECHSTENS = 1_000
"""Rows of signatures that do not count in the whole report at most (1 000 applications of the documented
maximum with 20 per reason would still be 200 000 rows); beyond them a report gives the counts only."""

GRUNDNAMEN: dict[str, str] = {
    "mehrfach": "Mehrfach unterzeichnet (auch für eine andere Bewerbung)",
    "mehrfach_offen": "Mehrfach unterzeichnet, Zuordnung offen",
    "doppelt": "Dieselbe Person mehrmals in dieser Liste",
    "angaben": "Angaben fehlen",
    "nicht_wahlberechtigt": "Nicht wahlberechtigt",
    "wahlrecht_ungeprueft": "Wahlrecht noch nicht geprüft",
    "vor_ausschreibung": "Vor der Ausschreibung der Stelle unterzeichnet",
    "vor_einreichung": "Vor der Einreichung des Wahlvorschlags eingetragen",
    "eingang_unbekannt": "Eingang unbekannt",
    "nach_fristende": "Nach Ende der Frist",
    "nach_eingang": "Unterzeichnet nach dem Eingang",
}
"""The heading of each group of reasons (the first rule of a signature, :mod:`notices.pruefung.unterschriften`);
each row still gives its whole reason with the paragraph."""

SONSTIGE_GRUENDE = "Weitere Gründe"


def _grundgruppe(u: UngueltigeUnterschrift) -> str:
    return GRUNDNAMEN.get(u.regeln[0], SONSTIGE_GRUENDE) if u.regeln else SONSTIGE_GRUENDE


def _ungueltig_ansicht(b: Bewerbungspruefung, rest: int) -> tuple[list[dict[str, str]], list[dict[str, str]], int]:
    """The rows of signatures that do not count the report shows for one application – all of them while
    no reason has more than :data:`PROBEN_JE_GRUND` and ``rest`` rows are left, else the first of each
    reason – the count per reason where not all are shown, and how many rows are shown."""
    gruppen: dict[str, list[UngueltigeUnterschrift]] = {}
    for u in b.ungueltig:
        gruppen.setdefault(_grundgruppe(u), []).append(u)
    if len(b.ungueltig) <= rest and all(len(g) <= PROBEN_JE_GRUND for g in gruppen.values()):
        zeilen = [{"datei": u.datei, "zeile": str(u.zeile), "grund": u.grund} for u in b.ungueltig]
        return zeilen, [], len(zeilen)
    zeilen = []
    for liste in gruppen.values():
        for u in liste[: min(PROBEN_JE_GRUND, rest - len(zeilen))]:
            zeilen.append({"datei": u.datei, "zeile": str(u.zeile), "grund": u.grund})
    anzahl = [{"grund": g, "anzahl": deutsch.zahl(len(liste))} for g, liste in gruppen.items()]
    return zeilen, anzahl, len(zeilen)


def _ungueltig_hinweis(b: Bewerbungspruefung, gezeigt: int, csv_name: str) -> str:
    n = len(b.ungueltig)
    if gezeigt == 0:
        gezeigt_text = "Einzelne Zeilen sind hier nicht aufgeführt (der Bericht ist sonst zu lang)"
    else:
        gezeigt_text = f"Aufgeführt sind die ersten {deutsch.zahl(gezeigt)} (höchstens {PROBEN_JE_GRUND} je Grund)"
    return (
        f"{gezeigt_text}; alle {deutsch.zahl(n)} nicht gezählten Unterschriften stehen mit Datei, Zeile und Grund "
        f"in der Tabelle „{csv_name}“, die mit diesem Bericht erstellt wird."
    )


def _mangel(m: Mangel) -> dict[str, str]:
    status = mangel_status(m)
    return {"status": status[:1].upper() + status[1:], "text": m.text, "vorschrift": m.vorschrift}


def pruefbericht(ergebnis: Pruefergebnis, tabelle: str | None = None) -> Dokument:
    """The Prüfbericht for the committee meeting; ``tabelle`` is the name of the file that lists every
    signature that does not count beside it (:func:`ungueltig_csv`; default its name in the archive)."""
    daten = ergebnis.daten
    wahl = daten.wahl
    fristen = {f.id: f for f in recht.fristen(wahl)}
    rs = recht.rechtsstand(wahl)
    wahltag = wahl.stichwahltag if ergebnis.stichwahl and wahl.stichwahltag else wahl.wahltag
    angaben = [
        ("Wahl", f"{amtswahl(wahl)}, {gebietskoerperschaft(wahl)}, {deutsch.datum_lang(wahl.wahltag)}"),
        ("Einwohnerzahl", deutsch.zahl(wahl.einwohnerzahl)),
        ("Rechtsgrundlagen", rs.fassung),
        tuple(stand_zeile(ergebnis).split(": ", 1)),
    ]
    if ergebnis.stichwahl:
        angaben.insert(1, ("Stichwahl", deutsch.datum_lang(wahltag)))
    zeilen = (
        (
            ("stichwahl_zustimmung_bis", "Ende der Zustimmungsfrist"),
            ("stichwahl_zulassung_spaetestens", "Entscheidung über die Zulassung spätestens"),
        )
        if ergebnis.stichwahl
        else (
            (rs.einreichungsschluss, "Ende der Einreichungsfrist"),
            ("zulassung_spaetestens", "Entscheidung über die Zulassung spätestens"),
        )
    )
    for fid, label in zeilen:
        f = fristen.get(fid)
        if f is not None:
            zeit = f", {deutsch.uhrzeit(f.uhrzeit)}" if f.uhrzeit else ""
            angaben.append((label, f"{deutsch.datum_lang(f.datum)}{zeit} ({f.vorschrift})"))

    uebersicht = []
    einzeln = []
    v = ergebnis.vorschriften
    rest = PROBEN_HOECHSTENS
    csv_name = tabelle or ungueltig_csv_name(ergebnis)
    for nr, b in enumerate(ergebnis.in_reihenfolge, 1):
        art = "Bewerbung"
        if b.art != "bewerber" and v.stichwahl is not None:
            art = f"Zustimmung zur Stichwahl ({v.stichwahl.teilnahme})"
        uebersicht.append(
            {
                "nr": str(nr),
                "name": b.person.name,
                "art": art,
                "unterschriften": _unterschriften_text(b),
                "maengel": str(len(b.maengel)) if b.maengel else "keine",
                "vorschlag": _vorschlag(b),
            }
        )
        eingang = None
        if isinstance(b.person, Bewerber) and b.person.eingang is not None:
            eingang = deutsch.zeitpunkt(b.person.eingang)
        elif not isinstance(b.person, Bewerber) and b.person.zustimmung is not None:
            eingang = deutsch.zeitpunkt(b.person.zustimmung)
        if b.art == "bewerber":
            if b.liste is None:
                quorum = f"{_unterschriften_text(b)} – {b.quorum_begruendung} ({b.quorum_vorschrift})"
            else:
                quorum = (
                    f"{b.gueltig} gültig von {b.erforderlich} erforderlichen; {b.erfasst} erfasst "
                    f"(Unterschriftenliste). {b.quorum_begruendung} ({b.quorum_vorschrift})"
                )
        else:
            quorum = b.quorum_begruendung
        zeilen, je_grund, gezeigt = _ungueltig_ansicht(b, rest)
        rest -= gezeigt
        einzeln.append(
            {
                "nr": str(nr),
                "name": b.person.name,
                "id": b.id,
                "art": art,
                "eingang": eingang or "nicht erfasst",
                "eingang_label": "Eingang der Bewerbung" if b.art == "bewerber" else "Eingang der Zustimmung",
                "quorum": quorum,
                # the list by whom it is for, never by where it is stored (a program's path is no word of a report)
                "ungueltig": zeilen,
                "ungueltig_titel": (
                    f"Nicht gezählte Unterschriften: die ersten {deutsch.zahl(gezeigt)} von "
                    f"{deutsch.zahl(len(b.ungueltig))} – Liste von {b.person.name}"
                    if je_grund
                    else f"Nicht gezählte Unterschriften ({deutsch.zahl(len(b.ungueltig))}) – Liste von {b.person.name}"
                ),
                "ungueltig_je_grund": je_grund,
                "ungueltig_je_grund_titel": f"Nicht gezählte Unterschriften nach Grund – Liste von {b.person.name}",
                "ungueltig_hinweis": _ungueltig_hinweis(b, gezeigt, csv_name) if je_grund else "",
                "maengel": [_mangel(m) for m in b.maengel],
                "hinweise": list(b.hinweise),
                "vorschlag": _vorschlag(b),
                "begruendung": b.begruendung,
            }
        )

    gegenstand = "zu den Zustimmungen zur Stichwahl" if ergebnis.stichwahl else "zu den Bewerbungen"
    titel = f"Prüfbericht {gegenstand} – {_wahl_text(daten)}"
    kontext = {
        "ueberschrift": f"Prüfbericht {gegenstand}",
        "unterzeile": _wahl_text(daten),
        "vertraulich": (
            f"Nicht öffentlich – nur für den {ausschuss(wahl)}. Enthält personenbezogene Angaben der Personen, die "
            "der Teilnahme an der Stichwahl zugestimmt haben."
            if ergebnis.stichwahl
            else f"Nicht öffentlich – nur für den {ausschuss(wahl)}. Enthält personenbezogene Angaben der "
            "Bewerberinnen und Bewerber; Unterstützungsunterschriften waren für keine Bewerbung erforderlich und "
            "sind keine erfasst."
            if not any(b.erforderlich or b.liste for b in ergebnis.in_reihenfolge)
            else f"Nicht öffentlich – nur für den {ausschuss(wahl)}. Enthält Angaben aus den Formblättern mit "
            "Unterstützungsunterschriften, die gegen Einsichtnahme durch Unbefugte zu schützen sind"
            f"{f' ({v.schutz_der_listen})' if v.schutz_der_listen else ''}; Unterzeichner sind nur mit "
            "Datei und Zeile bezeichnet."
        ),
        "angaben": angaben,
        "zusammenfassung": ergebnis.zusammenfassung,
        "rolle": (
            f"Die Vorschläge beruhen auf den erfassten Daten. Über die Zulassung entscheidet "
            f"{ergebnis.entscheidung}. „Offen“ heißt: Angaben sind "
            "nicht erfasst oder Mängel können noch behoben werden."
        ),
        "uebersicht": uebersicht,
        "bewerbungen": einzeln,
        "hinweise": list(ergebnis.hinweise),
        "reihenfolge_titel": ergebnis.reihenfolge.titel if ergebnis.reihenfolge else "",
        "reihenfolge": list(ergebnis.reihenfolge.absaetze) if ergebnis.reihenfolge else [],
        "quelle": [
            v.pruefbericht_quellen,
            "Die erfassten Angaben zur Wahl, aus denen dieser Bericht erstellt ist, sind dem PDF angehängt; die "
            "Formblätter selbst nicht.",
        ],
    }
    return Dokument(
        kontext,
        titel,
        f"Prüfung der Bewerbungen ({v.pruefung}) – {_wahl_text(daten)}",
        ("Prüfbericht", amtswahl(wahl), wahl.gemeinde, "Bewerbungen"),
        "pruefbericht/pruefbericht.html",
    )


def ungueltig_csv_name(ergebnis: Pruefergebnis) -> str:
    """The file name of :func:`ungueltig_csv` in the election's archive (``notices alle``)."""
    return "pruefbericht-stichwahl.csv" if ergebnis.stichwahl else "pruefbericht.csv"


UNGUELTIG_SPALTEN = ("Nr.", "Bewerbung", "Datei", "Zeile", "Gruppe", "Grund")
"""The columns of :func:`ungueltig_csv` (German, like the signer lists the office keeps)."""


def ungueltig_csv(ergebnis: Pruefergebnis) -> bytes:
    """Every signature that does not count, one row each, beside the Prüfbericht (which shows a bounded
    sample, :data:`PROBEN_JE_GRUND`): number and name of the application as in the report, file, line,
    the group of reasons the report counts and the whole reason with its paragraph. Like the report, it
    names signers only by file and line (§ 56 Abs. 1 KomWO); semicolon-separated with a byte order mark,
    as spreadsheet programs in German read it (UTF-8, encoded as it is written: one copy in memory)."""
    puffer = io.BytesIO()
    text = io.TextIOWrapper(puffer, encoding="utf-8-sig", newline="", write_through=True)
    schreiber = csv.writer(text, delimiter=";", lineterminator="\r\n")
    schreiber.writerow(UNGUELTIG_SPALTEN)
    for nr, b in enumerate(ergebnis.bewerbungen, 1):
        for u in b.ungueltig:
            schreiber.writerow([nr, _zelle(b.person.name), _zelle(u.datei), u.zeile, _grundgruppe(u), _zelle(u.grund)])
    text.flush()
    inhalt = puffer.getvalue()
    text.detach()
    return inhalt


def _zelle(text: str) -> str:
    """A cell a spreadsheet does not read as a formula (``=``, ``+``, ``-``, ``@`` first: CSV injection)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


# ------------------------------------------------------------------------------------------------
# Mängelschreiben


def _grund_fuer_bewerber(u: UngueltigeUnterschrift, texte: Maengeltexte) -> str:
    """The reason as the applicant may read it: never the other applicant (Art. 9 DSGVO, § 56 KomWO)."""
    gruende = list(u.gruende)
    if u.regeln and u.regeln[0].startswith("mehrfach"):
        vorschrift = gruende[0].rsplit("(", 1)[-1].rstrip(")")
        gruende[0] = f"{texte.andere_unterschrift} ({vorschrift})"
    return "; ".join(gruende)


BRIEF_ZEILEN_HOECHSTENS = 100
"""Signatures that do not count named in the letter at most (issue 34: 2 000 made 75 pages and 14 s, a
list of 200 000 rows thousands of pages); beyond them one sentence gives the count per reason
(docs/recht.md, R-ALLE-13)."""


@dataclass(frozen=True)
class Maengelschreiben:
    """The letter's view, and what was left out because it is not recorded."""

    dokument: Dokument
    behebbar: tuple[Mangel, ...]
    nicht_behebbar: tuple[Mangel, ...]
    nicht_erfasst: tuple[Mangel, ...]

    @property
    def leer(self) -> bool:
        return not (self.behebbar or self.nicht_behebbar)


def maengelschreiben(ergebnis: Pruefergebnis, bewerber_id: str) -> Maengelschreiben:
    """The letter to one applicant listing the defects found and until when they can be cured."""
    daten = ergebnis.daten
    wahl = daten.wahl
    v = ergebnis.vorschriften
    texte = v.maengelschreiben
    if texte is None:
        raise Eingabefehler(
            [
                Problem(
                    "wahl.land",
                    f"das Mängelschreiben ist {recht.fuer(wahl.land)} nicht umgesetzt – die Mängel nennt "
                    "notices pruefen",
                )
            ]
        )
    try:
        b = ergebnis.bewerbung(bewerber_id)
    except KeyError:
        person = next((p for p in (*daten.bewerber, *daten.stichwahl_bewerber) if p.id == bewerber_id), None)
        eingang = eingegangen(person) if person is not None else None
        if eingang is not None and eingang > ergebnis.stichtag:
            raise Eingabefehler(
                [
                    argumentproblem(
                        "stichtag",
                        f"{deutsch.zeitpunkt(ergebnis.stichtag)} liegt vor dem Eingang bei {person.name} "
                        f"({deutsch.zeitpunkt(eingang)}); ein Schreiben über diese Bewerbung kann ihrem Eingang nicht "
                        "vorausgehen",
                    )
                ]
            ) from None
        raise
    p = b.person
    erfasst = [m for m in b.maengel if m.erfasst]
    behebbar = tuple(m for m in erfasst if m.behebbar)
    nicht_behebbar = tuple(m for m in erfasst if not m.behebbar)
    nicht_erfasst = tuple(m for m in b.maengel if not m.erfasst)

    ausschuss = wahl.ausschuss
    absender = [texte.absender, gebietskoerperschaft(wahl)]
    if ausschuss is not None and ausschuss.anschrift is not None:
        a = ausschuss.anschrift
        absender += [a.strasse, f"{a.plz} {a.ort}"]
    empfaenger = anschriftfeld(p.anrede, p.doktorgrad, p.vornamen, p.familienname, p.anschrift)
    if isinstance(p, Bewerber):
        gegenstand, genitiv = "Ihre Bewerbung", "Ihrer Bewerbung"
        eingang = f" (eingegangen am {deutsch.zeitpunkt(p.eingang)})" if p.eingang else ""
    else:
        gegenstand = "Ihre Zustimmung zur Teilnahme an der Stichwahl"
        genitiv = "Ihrer Zustimmung zur Teilnahme an der Stichwahl"
        eingang = f" (eingegangen am {deutsch.zeitpunkt(p.zustimmung)})" if p.zustimmung else ""
    gruss = anrede(p.anrede, p.doktorgrad, p.vornamen, p.familienname)
    a = haken.finde("adressat", texte.adressat)(p) if texte.adressat is not None else None
    if a is not None:  # a Land's hook names another addressee; None: the applicant, as without a hook
        empfaenger, gruss, gegenstand, genitiv = list(a.zeilen), a.anrede, a.gegenstand, a.genitiv
    betreff = f"{gegenstand} zur {_wahl_text(daten)} – Mängel ({texte.mitteilung})"
    ort = ausschuss.anschrift.ort if ausschuss and ausschuss.anschrift else wahl.gemeinde
    ungueltig = []
    rest_text = ""
    if texte.unterzeichner_nennen and any(m.art == "unterschriften" for m in behebbar):
        ungueltig = [
            {"zeile": str(u.zeile), "name": u.name or "ohne Namen", "grund": _grund_fuer_bewerber(u, texte)}
            for u in b.ungueltig[:BRIEF_ZEILEN_HOECHSTENS]
        ]
        if len(b.ungueltig) > BRIEF_ZEILEN_HOECHSTENS:
            je_grund: dict[str, int] = {}
            for u in b.ungueltig:
                je_grund[_grundgruppe(u)] = je_grund.get(_grundgruppe(u), 0) + 1
            rest_text = (
                f"Aufgeführt sind die ersten {deutsch.zahl(BRIEF_ZEILEN_HOECHSTENS)} der "
                f"{deutsch.zahl(len(b.ungueltig))} nicht zählenden Unterschriften, nach Zeilen geordnet. Alle "
                "zusammen nach Gründen: " + "; ".join(f"{g}: {deutsch.zahl(n)}" for g, n in je_grund.items()) + "."
            )
    kontext = {
        "absender": absender,
        "ruecksendung": ruecksendeangabe(daten, texte.stelle),
        "empfaenger": empfaenger,
        "info": [
            f"{gebietskoerperschaft(wahl)}",
            texte.funktion,
            f"{ort}, {deutsch.datum_ohne_wochentag(ergebnis.stichtag.date())}",
        ],
        "ort_datum": f"{ort}, {deutsch.datum_ohne_wochentag(ergebnis.stichtag.date())}",
        "betreff": betreff,
        "anrede": gruss,
        "einleitung": (
            f"bei der Prüfung {genitiv}{eingang} habe ich die folgenden Mängel festgestellt ({texte.feststellung})."
        ),
        "behebbar_titel": "Mängel, die Sie noch beheben können",
        "behebbar_aufforderung": (
            "Bitte beheben Sie diese Mängel rechtzeitig; maßgeblich ist der Eingang bei mir bis zu der jeweils "
            "genannten Zeit."
        ),
        "behebbar": [
            {
                "text": m.text,
                "vorschrift": m.vorschrift,
                "bis": (m.bis.text if m.bis else "bis zur Entscheidung über die Zulassung"),
            }
            for m in behebbar
        ],
        "unterschriften": {
            "stand": (
                f"Gültig sind derzeit {b.gueltig} von {b.erforderlich} erforderlichen Unterstützungsunterschriften; "
                f"{len(b.ungueltig)} {'eingereichte zählt' if len(b.ungueltig) == 1 else 'eingereichte zählen'} nicht:"
            ),
            "zeilen": ungueltig,
            "rest": rest_text,
        }
        if ungueltig
        else None,
        "nicht_behebbar_titel": "Mängel, die nicht mehr behoben werden können",
        "nicht_behebbar_text": (
            f"Über die Zulassung {genitiv} entscheidet {ergebnis.entscheidung}; Sie erhalten seine Entscheidung "
            "gesondert."
        ),
        "nicht_behebbar": [{"text": m.text, "vorschrift": m.vorschrift} for m in nicht_behebbar],
        "rechtslage": texte.rechtslage,
        "gruss": "Mit freundlichen Grüßen",
        "unterzeichner": ausschuss.vorsitz if ausschuss else "",
        "funktion": texte.funktion,
        "quelle": [texte.quellen],
    }
    titel = f"Mängelschreiben an {p.name} – {_wahl_text(daten)}"
    dokument = Dokument(
        kontext, titel, betreff, ("Mängelschreiben", amtswahl(wahl), wahl.gemeinde), "maengel/maengelschreiben.html"
    )
    return Maengelschreiben(dokument, behebbar, nicht_behebbar, nicht_erfasst)


def maengelschreiben_text(schreiben: Maengelschreiben) -> str:
    """The letter as plain text (what ``notices maengel`` prints without ``--out``)."""
    k = schreiben.dokument.kontext
    z = [
        *k["absender"],
        "",
        *k["empfaenger"],
        "",
        k["ort_datum"],
        "",
        k["betreff"],
        "",
        k["anrede"],
        "",
        k["einleitung"],
    ]
    if k["behebbar"]:
        z += ["", f"{k['behebbar_titel']}:", k["behebbar_aufforderung"]]
        for i, m in enumerate(k["behebbar"], 1):
            z.append(f"  {i}. {m['text']} ({m['vorschrift']}) – {m['bis']}")
        if k["unterschriften"]:
            z += ["", k["unterschriften"]["stand"]]
            for u in k["unterschriften"]["zeilen"]:
                z.append(f"  Zeile {u['zeile']} ({u['name']}): {u['grund']}")
            if k["unterschriften"]["rest"]:
                z.append(k["unterschriften"]["rest"])
    if k["nicht_behebbar"]:
        z += ["", f"{k['nicht_behebbar_titel']}:"]
        for i, m in enumerate(k["nicht_behebbar"], 1):
            z.append(f"  {i}. {m['text']} ({m['vorschrift']})")
        z.append(k["nicht_behebbar_text"])
    z += ["", k["rechtslage"], "", k["gruss"], "", k["unterzeichner"], k["funktion"]]
    return "\n".join(z) + "\n"
