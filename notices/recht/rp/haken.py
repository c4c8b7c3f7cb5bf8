"""Rheinland-Pfalz's hooks: what its declaration names that the shared vocabulary cannot say.

- ``rp.vertreten_dann_bewerbername`` – the order of § 62 Abs. 5 KWG: "zuerst die im Ortsbeirat, im Gemeinderat
  oder im Kreistag vertretenen Parteien und Wählergruppen nach der bei der letzten Wahl erreichten Stimmenzahl …
  Dann folgen die übrigen Wahlvorschläge nach der alphabetischen Reihenfolge des Bewerbernamens." A joint proposal
  (§ 62 Abs. 2 Satz 2) stands by its participant with the most votes (R-RP-04).
- ``rp.vertrauensperson`` – the letter about defects goes to the Vertrauensperson of a party's or group's proposal;
  an Einzelbewerber's proposal needs none (§ 62 Abs. 3 Satz 3 KWG): to him.
"""

from __future__ import annotations

from itertools import groupby
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht import texte
from notices.recht.grundlagen import Adressat
from notices.recht.haken import haken
from notices.recht.ordnung import alphabetisch, namen, traeger, zugelassen

if TYPE_CHECKING:
    from notices.recht.grundlagen import Ordnung, Rechtsstand


def vertreten_dann_bewerbername(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """§ 62 Abs. 5 KWG: proposals with a represented party or group (votes at the last council election recorded)
    by those votes – a joint proposal by its strongest participant –, then the others alphabetically by the
    applicant's name (DIN 5007). Equal votes and equal names are refused, one sentence each."""
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    alle = zugelassen(daten)

    def beste(b: Bewerber) -> int | None:
        werte = [stimmen[t] for t in traeger(b) if t in stimmen]
        return max(werte) if werte else None

    oben = sorted((b for b in alle if beste(b) is not None), key=lambda b: -(beste(b) or 0))
    uebrige = alphabetisch([b for b in alle if beste(b) is None])
    probleme: list[Problem] = []
    for anzahl, gruppe_iter in groupby(oben, key=beste):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {"namen": namen(daten, gruppe), "anzahl": anzahl, "vorschrift": o.vorschrift},
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    for _, gruppe_iter in groupby(
        uebrige, key=lambda b: (deutsch.din5007(b.familienname), deutsch.din5007(b.vornamen))
    ):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(o.texte["gleiche_namen"], {"namen": namen(daten, gruppe), "vorschrift": o.vorschrift})
            probleme.append(Problem("bewerber", text))
    if probleme:
        raise Eingabefehler(probleme)
    return oben + uebrige


haken("ordnung", "rp.vertreten_dann_bewerbername", texte=("gleich_viele_stimmen", "gleiche_namen"))(
    vertreten_dann_bewerbername
)


def vertrauensperson(p: Person) -> Adressat:
    """§ 23 Abs. 1 KWG with § 62 Abs. 3 Satz 3: the Vertrauensperson of a party's or group's proposal (named by the
    proposal, not in the data), the Einzelbewerber himself, whose proposal bears his Familienname as Kennwort."""
    t = traeger(p) if isinstance(p, Bewerber) else []
    if not t:
        zeilen = (p.anrede, p.name, p.anschrift.strasse, f"{p.anschrift.plz} {p.anschrift.ort}")
        return Adressat(
            zeilen=tuple(z for z in zeilen if z),
            anrede=_anrede(p),
            gegenstand=f"Ihr Wahlvorschlag „{p.familienname}“",
            genitiv=f"Ihres Wahlvorschlags „{p.familienname}“",
        )
    kennwort = "/".join(t)
    return Adressat(
        zeilen=("An die Vertrauensperson", f"des Wahlvorschlags „{kennwort}“", f"(Bewerbung von {p.name})"),
        anrede="Guten Tag,",
        gegenstand=f"Wahlvorschlag „{kennwort}“",
        genitiv=f"des Wahlvorschlags „{kennwort}“",
    )


def _anrede(p: Person) -> str:
    grad = f"{p.doktorgrad} " if p.doktorgrad else ""
    if p.anrede == "Frau":
        return f"Sehr geehrte Frau {grad}{p.familienname},"
    if p.anrede == "Herr":
        return f"Sehr geehrter Herr {grad}{p.familienname},"
    return f"Guten Tag {grad}{p.vornamen} {p.familienname},"


haken("adressat", "rp.vertrauensperson")(vertrauensperson)
