"""Saarland's hooks: what its declaration names that the shared vocabulary cannot say."""

from __future__ import annotations

from notices.model import Person
from notices.recht.grundlagen import Adressat
from notices.recht.haken import haken


def vertrauensperson(p: Person) -> Adressat:
    """§ 27 Abs. 1 Satz 2 KWG: the defects are told the Vertrauensperson of the proposal – by name and address
    where the data record her (``vertrauensperson``), else the letter names the proposal (an Einzelbewerber's
    bears the Familienname, § 76 Abs. 2 Satz 2 KWG)."""
    t = getattr(p, "wahlvorschlagstraeger", None)
    name = " / ".join(t) if isinstance(t, list) else (t or p.familienname)
    vp = getattr(p, "vertrauensperson", None)
    if vp is not None:
        zeilen: tuple[str, ...] = (vp.name, f"Vertrauensperson des Wahlvorschlags „{name}“")
        if vp.anschrift is not None:
            zeilen += (vp.anschrift.strasse, f"{vp.anschrift.plz} {vp.anschrift.ort}")
    else:
        zeilen = ("An die Vertrauensperson", f"des Wahlvorschlags „{name}“", f"(Bewerbung von {p.name})")
    return Adressat(
        zeilen=zeilen,
        anrede="Guten Tag,",
        gegenstand=f"Wahlvorschlag „{name}“",
        genitiv=f"des Wahlvorschlags „{name}“",
    )


haken("adressat", "sl.vertrauensperson")(vertrauensperson)
