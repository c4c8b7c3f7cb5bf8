"""Schleswig-Holstein: the order of the ballot and the notice (§ 53 Abs. 1 GKWG, § 77 Abs. 1 GKWO), which the
shared alphabetical order cannot say: "Auf dem Stimmzettel werden die Bewerberinnen und Bewerber in alphabetischer
Reihenfolge des Familiennamens aufgeführt. Bei gleichen Familiennamen entscheidet das von der
Gemeindewahlleiterin oder dem Gemeindewahlleiter zu ziehende Los." – not the Vornamen.
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
from notices.recht.ordnung import namen, pfad, traeger, zugelassen

if TYPE_CHECKING:
    from notices.recht.grundlagen import Ordnung, Rechtsstand


def familienname_dann_los(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted proposals alphabetically by Familienname (DIN 5007-1); where Familiennamen are equal, by
    the Los the Gemeindewahlleitung drew (``los`` = 1, 2, …). A missing or repeated Los is an Eingabefehler."""
    alle = sorted(zugelassen(daten), key=lambda b: (deutsch.din5007(b.familienname), b.id))
    probleme: list[Problem] = []
    ergebnis: list[Bewerber] = []
    for _, gruppe_iter in groupby(alle, key=lambda b: deutsch.din5007(b.familienname)):
        gruppe = list(gruppe_iter)
        if len(gruppe) == 1:
            ergebnis.extend(gruppe)
            continue
        ohne = [b for b in gruppe if b.los is None]
        lose = [b.los for b in gruppe if b.los is not None]
        if ohne or len(set(lose)) != len(lose):
            werte = {"namen": namen(daten, gruppe), "name": gruppe[0].familienname, "vorschrift": o.vorschrift}
            stelle = f"{pfad(daten, ohne[0])}.los" if ohne else "bewerber"
            probleme.append(Problem(stelle, texte.fuelle(o.texte["los_fehlt"], werte)))
            continue
        ergebnis.extend(sorted(gruppe, key=lambda b: b.los or 0))
    if probleme:
        raise Eingabefehler(probleme)
    return ergebnis


haken("ordnung", "sh.familienname_dann_los", texte=("los_fehlt",))(familienname_dann_los)


def vertrauensperson(p: Person) -> Adressat | None:
    """§ 27 Satz 3 i. V. m. § 72 Abs. 1 GKWO: the Gemeindewahlleitung tells the defects "sofort die
    Vertrauensperson". A proposal of a party or Wählergruppe names one (§ 74 Abs. 3 GKWO; not in the data: the
    letter names the proposal); a Selbstbewerbung names none – its letter goes to the applicant (None, R-SH-12)."""
    t = traeger(p) if isinstance(p, Bewerber) else []
    if not t:
        return None
    name = " / ".join(t)
    return Adressat(
        zeilen=("An die Vertrauensperson", f"des Wahlvorschlags „{name}“", f"(Bewerbung von {p.name})"),
        anrede="Guten Tag,",
        gegenstand=f"Wahlvorschlag „{name}“",
        genitiv=f"des Wahlvorschlags „{name}“",
    )


haken("adressat", "sh.vertrauensperson")(vertrauensperson)
