"""Sachsen's hooks: the order of the notice and the ballot (§ 19 Abs. 5 bis 7 SächsKomWO), the proposals of the
zweiter Wahlgang (§ 44a KomWG) and the addressee of the letter about defects (§ 6a Abs. 5 KomWG, § 18 Abs. 2
SächsKomWO).

§ 19 Abs. 7 SächsKomWO: "Bei der Bürgermeisterwahl … steht der Wahlvorschlag mit der oder dem sich um die Wiederwahl
bewerbenden Amtsinhaberin oder Amtsinhaber an erster Stelle der Reihenfolge. Danach folgen bei der Bürgermeisterwahl
die Wahlvorschläge entsprechend der Stimmenzahl der Wahlvorschlagsträger bei der letzten regelmäßigen
Gemeinderatswahl"; equal votes: "das von der oder dem Vorsitzenden des Wahlausschusses zu ziehende Los" (Abs. 5
Satz 1); "Die übrigen Wahlvorschläge schließen sich in alphabetischer Reihenfolge ihrer Bezeichnungen an" (Abs. 5
Satz 2); a joint proposal counts the votes of its Träger together (Abs. 5 Satz 3). The Bezeichnung of an
Einzelbewerber is his Familienname (§ 16 Abs. 1 Satz 2 SächsKomWO) – R-SN-06.
"""

from __future__ import annotations

from datetime import datetime, time
from itertools import pairwise
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht import texte
from notices.recht.fristenrechnung import berechne, mit_rolle
from notices.recht.grundlagen import Adressat
from notices.recht.haken import finde, haken
from notices.recht.ordnung import namen, pfad, traeger, zugelassen

if TYPE_CHECKING:
    from notices.recht.grundlagen import Ordnung, Rechtsstand


def bezeichnung(b: Person) -> str:
    """The Bezeichnung of the proposal: the names of its Träger as recorded, joined by " / " (§ 16 Abs. 1 Nr. 1
    SächsKomWO); the Familienname of an Einzelbewerber (§ 16 Abs. 1 Satz 2)."""
    t = traeger(b) if isinstance(b, Bewerber) else []
    return " / ".join(t) if t else b.familienname


def _stimmen(b: Bewerber, stimmen: dict[str, int]) -> int | None:
    """The votes of the Träger at the last regular Gemeinderatswahl, added up for a joint proposal (§ 19 Abs. 5 Satz
    3 SächsKomWO); None where none of them is in the data."""
    werte = [stimmen[t] for t in traeger(b) if t in stimmen]
    return sum(werte) if werte else None


def amtsinhaber_stimmen_bezeichnung(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted proposals in the order of § 19 Abs. 5 und 7 SächsKomWO (see the module): the incumbent first,
    then by the Träger's votes, equal votes by the recorded Los (``los``), then alphabetically by the Bezeichnung.
    Equal votes without a Los and two equal Bezeichnungen are refused, never guessed."""
    alle = zugelassen(daten)
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    erste = [b for b in alle if b.amtsinhaber]
    rest = [b for b in alle if not b.amtsinhaber]
    mit = [b for b in rest if _stimmen(b, stimmen) is not None]
    ohne = [b for b in rest if _stimmen(b, stimmen) is None]
    probleme: list[Problem] = []
    for anzahl in sorted({_stimmen(b, stimmen) for b in mit}, key=lambda n: -(n or 0)):
        gleich = [b for b in mit if _stimmen(b, stimmen) == anzahl]
        if len(gleich) > 1 and (any(b.los is None for b in gleich) or len({b.los for b in gleich}) < len(gleich)):
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {"namen": namen(daten, gleich), "anzahl": anzahl, "vorschrift": o.vorschrift},
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    ohne.sort(key=lambda b: (deutsch.din5007(bezeichnung(b)), b.id))
    for vorher, b in pairwise(ohne):
        if deutsch.din5007(bezeichnung(vorher)) == deutsch.din5007(bezeichnung(b)):
            text = texte.fuelle(
                o.texte["gleiche_bezeichnung"], {"namen": namen(daten, [vorher, b]), "bezeichnung": bezeichnung(b)}
            )
            probleme.append(Problem("bewerber", text))
    if probleme:
        raise Eingabefehler(probleme)
    mit.sort(key=lambda b: (-(_stimmen(b, stimmen) or 0), b.los or 0))
    return erste + mit + ohne


haken("ordnung", "sn.amtsinhaber_stimmen_bezeichnung", texte=("gleich_viele_stimmen", "gleiche_bezeichnung"))(
    amtsinhaber_stimmen_bezeichnung
)


def zweiter_wahlgang(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Person]:
    """The proposals of the zweiter Wahlgang in the order of the first ballot's notice (§ 44a Abs. 2 KomWG: "Für den
    zweiten Wahlgang gelten die Vorschriften für die erste Wahl"): every proposal admitted to the first ballot that was
    not withdrawn (``ruecknahme_zweiter_wahlgang``) – none is added (R-SN-02). Refused where a withdrawal lies before
    the first ballot or after its deadline, where somebody had more than half of the valid votes, or where no
    proposal is left."""
    frist = mit_rolle(berechne(daten.wahl, rs), "zweiter_wahlgang_ruecknahme_bis")
    alle = finde("ordnung", rs.reihenfolge.art)(daten, rs, rs.reihenfolge)
    probleme: list[Problem] = []
    bleiben: list[Person] = []
    for b in alle:
        r = b.ruecknahme_zweiter_wahlgang
        if r is None:
            bleiben.append(b)
            continue
        ende = datetime.combine(frist.datum, frist.uhrzeit or time(23, 59, 59)) if frist is not None else None
        if r.date() <= daten.wahl.wahltag or (ende is not None and r > ende):
            text = texte.fuelle(
                o.texte["ruecknahme_ausserhalb"],
                {"name": b.name, "zeitpunkt": deutsch.zeitpunkt(r)},
            )
            probleme.append(Problem(f"{pfad(daten, b)}.ruecknahme_zweiter_wahlgang", text))
    if all(b.stimmen_erste_wahl is not None for b in alle) and alle:
        gueltig = sum(b.stimmen_erste_wahl or 0 for b in alle)
        for b in alle:
            if 2 * (b.stimmen_erste_wahl or 0) > gueltig:
                text = texte.fuelle(
                    o.texte["mehrheit"], {"name": b.name, "stimmen": b.stimmen_erste_wahl, "gueltig": gueltig}
                )
                probleme.append(Problem(f"{pfad(daten, b)}.stimmen_erste_wahl", text))
    if not probleme and not bleiben:
        probleme.append(Problem("bewerber", texte.fuelle(o.texte["keiner"], {})))
    if probleme:
        raise Eingabefehler(probleme)
    return bleiben


haken("stichwahlordnung", "sn.zweiter_wahlgang", texte=("ruecknahme_ausserhalb", "mehrheit", "keiner"))(
    zweiter_wahlgang
)


def vertrauensperson(p: Person) -> Adressat:
    """§ 6a Abs. 5 KomWG, § 18 Abs. 2 SächsKomWO: the Vertrauensperson of the proposal is told of its defects (not
    in the data, so the letter names the proposal); an Einzelbewerber himself (§ 41 Abs. 1 Satz 4 KomWG)."""
    if isinstance(p, Bewerber) and traeger(p):
        k = bezeichnung(p)
        return Adressat(
            zeilen=("An die Vertrauensperson", f"des Wahlvorschlags „{k}“", f"(Bewerber: {p.name})"),
            anrede="Guten Tag,",
            gegenstand=f"Wahlvorschlag „{k}“",
            genitiv=f"des Wahlvorschlags „{k}“",
        )
    grad = f"{p.doktorgrad} " if p.doktorgrad else ""
    gruss = {
        "Frau": f"Sehr geehrte Frau {grad}{p.familienname},",
        "Herr": f"Sehr geehrter Herr {grad}{p.familienname},",
    }
    return Adressat(
        zeilen=(
            *((p.anrede,) if p.anrede else ()),
            p.name,
            p.anschrift.strasse,
            f"{p.anschrift.plz} {p.anschrift.ort}",
        ),
        anrede=gruss.get(p.anrede or "", f"Guten Tag {grad}{p.vornamen} {p.familienname},"),
        gegenstand="Ihr Wahlvorschlag",
        genitiv="Ihres Wahlvorschlags",
    )


haken("adressat", "sn.vertrauensperson")(vertrauensperson)
