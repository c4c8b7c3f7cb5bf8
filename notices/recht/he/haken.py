"""Hessen's hooks: what its declaration names that the shared vocabulary cannot say.

- ``he.vertreten_dann_los`` – the order of § 45 Abs. 5 KWG: first the proposals of the parties and groups
  represented in the Gemeindevertretung, by their votes at the last Gemeindewahl, then all others (the other
  parties and groups, every Einzelbewerber) in the order of the Los the Wahlleiter draws in the Wahlausschuss
  (Frankfurt 2012 and 2023, R-HE-05). No joint proposals (§ 10 Abs. 4 KWG).
- ``he.vertrauensperson`` – the letter about defects goes to the Vertrauensperson of a party's or group's proposal,
  to the Einzelbewerber himself (§ 14 Abs. 1 KWG, R-HE-09).
"""

from __future__ import annotations

from itertools import groupby
from typing import TYPE_CHECKING

from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht import texte
from notices.recht.grundlagen import Adressat
from notices.recht.haken import haken
from notices.recht.ordnung import namen, pfad, traeger, zugelassen

if TYPE_CHECKING:
    from notices.recht.grundlagen import Ordnung, Rechtsstand


def vertreten_dann_los(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """§ 45 Abs. 5 KWG: the represented parties and groups (votes at the last Gemeindewahl recorded) by their votes,
    then the others by their Los (1, 2, …; needed where there are two or more of them).

    Refused, one sentence per problem: a proposal naming several parties (not allowed in Hessen), equal votes (not
    resolved in the wording on record), a missing or repeated Los among the others.
    """
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    alle = zugelassen(daten)
    probleme = [
        Problem(f"{pfad(daten, b)}.wahlvorschlagstraeger", o.texte["gemeinsam"]) for b in alle if len(traeger(b)) > 1
    ]
    if probleme:
        raise Eingabefehler(probleme)

    def vertreten(b: Bewerber) -> bool:
        t = traeger(b)
        return bool(t) and t[0] in stimmen

    oben = sorted((b for b in alle if vertreten(b)), key=lambda b: -stimmen[traeger(b)[0]])
    uebrige = [b for b in alle if not vertreten(b)]
    for anzahl, gruppe_iter in groupby(oben, key=lambda b: stimmen[traeger(b)[0]]):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {"namen": namen(daten, gruppe), "anzahl": anzahl, "vorschrift": o.vorschrift},
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    if len(uebrige) > 1:
        for b in uebrige:
            if b.los is None:
                text = texte.fuelle(o.texte["los_fehlt"], {"name": b.name, "vorschrift": o.vorschrift})
                probleme.append(Problem(f"{pfad(daten, b)}.los", text))
        gezogen = sorted((b for b in uebrige if b.los is not None), key=lambda b: b.los or 0)
        for los, gruppe_iter in groupby(gezogen, key=lambda b: b.los):
            gruppe = list(gruppe_iter)
            if len(gruppe) > 1:
                text = texte.fuelle(
                    o.texte["los_doppelt"], {"los": los, "namen": namen(daten, gruppe), "vorschrift": o.vorschrift}
                )
                probleme.append(Problem(f"{pfad(daten, gruppe[1])}.los", text))
        uebrige = gezogen
    if probleme:
        raise Eingabefehler(probleme)
    return oben + uebrige


haken("ordnung", "he.vertreten_dann_los", texte=("gemeinsam", "gleich_viele_stimmen", "los_fehlt", "los_doppelt"))(
    vertreten_dann_los
)


def vertrauensperson(p: Person) -> Adressat:
    """§ 14 Abs. 1 Satz 2 KWG: the Wahlleiter works towards curing the defects with those who filed the proposal –
    the Vertrauensperson of a party's or group's proposal (not in the data: named by the proposal), the Einzelbewerber
    himself, whose proposal bears his Familienname as Kennwort (§ 45 Abs. 1 Satz 2 KWG)."""
    t = traeger(p) if isinstance(p, Bewerber) else []
    if not t:
        return Adressat(
            zeilen=tuple(
                z for z in (p.anrede, p.name, p.anschrift.strasse, f"{p.anschrift.plz} {p.anschrift.ort}") if z
            ),
            anrede=_anrede(p),
            gegenstand=f"Ihr Wahlvorschlag „{p.familienname}“",
            genitiv=f"Ihres Wahlvorschlags „{p.familienname}“",
        )
    return Adressat(
        zeilen=("An die Vertrauensperson", f"des Wahlvorschlags „{t[0]}“", f"(Bewerbung von {p.name})"),
        anrede="Guten Tag,",
        gegenstand=f"Wahlvorschlag „{t[0]}“",
        genitiv=f"des Wahlvorschlags „{t[0]}“",
    )


def _anrede(p: Person) -> str:
    grad = f"{p.doktorgrad} " if p.doktorgrad else ""
    if p.anrede == "Frau":
        return f"Sehr geehrte Frau {grad}{p.familienname},"
    if p.anrede == "Herr":
        return f"Sehr geehrter Herr {grad}{p.familienname},"
    return f"Guten Tag {grad}{p.vornamen} {p.familienname},"


haken("adressat", "he.vertrauensperson")(vertrauensperson)
