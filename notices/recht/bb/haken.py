"""Brandenburg's hooks: what its declaration names that the shared vocabulary cannot say."""

from __future__ import annotations

from notices.model import Bewerber, Person
from notices.recht.grundlagen import Adressat
from notices.recht.haken import haken
from notices.recht.ordnung import traeger


def vertrauensperson(p: Person) -> Adressat | None:
    """§ 36 Abs. 1 i. V. m. § 63 BbgKWahlG: the Wahlleitung tells the defects to the Vertrauensperson of the
    proposal (§ 31: only she receives binding declarations; without one named on the proposal its first signer).
    By name and address where the data record her (``vertrauensperson``); else a proposal of a party, politische
    Vereinigung, Wählergruppe or Listenvereinigung is named, and an Einzelbewerber's letter goes to the applicant
    (None: the shared address; the Einzelbewerbende signs the own proposal, R-BB-14)."""
    t = traeger(p) if isinstance(p, Bewerber) else []
    vorschlag = f"Wahlvorschlag „{' / '.join(t)}“" if t else f"Wahlvorschlag von {p.name}"
    genitiv = f"des Wahlvorschlags „{' / '.join(t)}“" if t else f"des Wahlvorschlags von {p.name}"
    vp = getattr(p, "vertrauensperson", None)
    if vp is not None:
        zeilen: tuple[str, ...] = (vp.name, f"Vertrauensperson {genitiv}")
        if vp.anschrift is not None:
            zeilen += (vp.anschrift.strasse, f"{vp.anschrift.plz} {vp.anschrift.ort}")
    elif t:
        zeilen = ("An die Vertrauensperson", genitiv, f"(Bewerbung von {p.name})")
    else:
        return None
    return Adressat(zeilen=zeilen, anrede="Guten Tag,", gegenstand=vorschlag, genitiv=genitiv)


haken("adressat", "bb.vertrauensperson")(vertrauensperson)
