"""Niedersachsen: the order of the ballot and the notice (§ 45e Abs. 1 NKWG), which the shared orders cannot say.

"Wird die bisherige Amtsinhaberin oder der bisherige Amtsinhaber erneut zur Wahl vorgeschlagen, so steht sie
oder er an erster Stelle auf dem Stimmzettel. Es schließen sich die Bewerberinnen und Bewerber auf
Wahlvorschlägen von Parteien und Wählergruppen sowie die Bewerberinnen und Bewerber auf Einzelwahlvorschlägen
an, die die Voraussetzungen nach § 21 Abs. 10 Nr. 1 oder 4 erfüllen; ihre Reihenfolge richtet sich nach den
Stimmenzahlen bei der letzten Wahl der Vertretung. Im Übrigen ist die Reihenfolge alphabetisch." The Stichwahl
ballot follows the same rule (§ 45j Abs. 2 NKWG: "§§ 45e, 45f und 45h sind entsprechend anzuwenden").
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import TYPE_CHECKING

from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht import texte
from notices.recht.grundlagen import Adressat
from notices.recht.haken import haken
from notices.recht.ordnung import (
    alphabetisch,
    einzelbewerber_name,
    namen,
    stichwahl_nach_stimmen,
    traeger,
    zugelassen,
)

if TYPE_CHECKING:
    from notices.recht.grundlagen import Ordnung, Rechtsstand


def stimmen_bei_der_letzten_wahl(b: Bewerber, stimmen: dict[str, int]) -> int | None:
    """The votes a proposal ranks by at the last election of the Vertretung: its party's or group's, an
    Einzelwahlvorschlag's own (recorded as ``Familienname, Vornamen``); None where it had none."""
    t = b.wahlvorschlagstraeger
    if isinstance(t, str):
        return stimmen.get(t)
    if t is None:
        return stimmen.get(einzelbewerber_name(b))
    return None  # a list of Träger: no rule on record (R-NI-04), alphabetical


def nach_45e(daten: Wahldaten, bewerber: Sequence[Bewerber], o: Ordnung) -> list[Bewerber]:
    """``bewerber`` in the order of § 45e Abs. 1 NKWG: the incumbent, those with votes at the last election of
    the Vertretung by them, the others alphabetically by Familienname and Vornamen (Hannover 2019, R-NI-04).

    Not guessed: two incumbents and equal votes are an Eingabefehler naming them.
    """
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    probleme: list[Problem] = []
    erste = [b for b in bewerber if b.amtsinhaber]
    if len(erste) > 1:
        text = texte.fuelle(o.texte["amtsinhaber_doppelt"], {"namen": namen(daten, erste), "vorschrift": o.vorschrift})
        probleme.append(Problem("bewerber", text))
    uebrige = [b for b in bewerber if not b.amtsinhaber]
    mit = [b for b in uebrige if stimmen_bei_der_letzten_wahl(b, stimmen) is not None]
    ohne = [b for b in uebrige if stimmen_bei_der_letzten_wahl(b, stimmen) is None]
    mit.sort(key=lambda b: -(stimmen_bei_der_letzten_wahl(b, stimmen) or 0))
    for anzahl, gruppe_iter in groupby(mit, key=lambda b: stimmen_bei_der_letzten_wahl(b, stimmen)):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {"namen": namen(daten, gruppe), "anzahl": anzahl, "vorschrift": o.vorschrift},
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    if probleme:
        raise Eingabefehler(probleme)
    return erste + mit + alphabetisch(ohne)


def amtsinhaber_stimmen_alphabetisch(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted proposals of the first ballot in the order of § 45e Abs. 1 NKWG (:func:`nach_45e`)."""
    return nach_45e(daten, zugelassen(daten), o)


haken("ordnung", "ni.amtsinhaber_stimmen_alphabetisch", texte=("amtsinhaber_doppelt", "gleich_viele_stimmen"))(
    amtsinhaber_stimmen_alphabetisch
)


def stichwahl(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The two persons of the Stichwahl – the two with most votes (§ 45g Abs. 2 Satz 2 and 3 NKWG), checked as
    the shared order checks them, with their votes for the notice (§ 45j Abs. 1 NKWG) – in the order of the
    ballot, § 45e Abs. 1 applied by § 45j Abs. 2 NKWG."""
    zwei = stichwahl_nach_stimmen(daten, o.texte["teilnahme"], o.texte["mehrheit"], o.texte["bekanntmachung"])
    return nach_45e(daten, zwei, o)


haken(
    "stichwahlordnung",
    "ni.stichwahl",
    texte=("teilnahme", "mehrheit", "bekanntmachung", "amtsinhaber_doppelt", "gleich_viele_stimmen"),
)(stichwahl)


def vertrauensperson(p: Person) -> Adressat | None:
    """§ 27 Abs. 1 Satz 2 i. V. m. § 45a NKWG: the Wahlleitung asks "eine Vertrauensperson" to cure the defects. For
    a proposal of a party or Wählergruppe the letter goes to its Vertrauensperson (not in the data: the letter
    names the proposal); an Einzelwahlvorschlag's goes to the applicant (None: the shared address, R-NI-12)."""
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


haken("adressat", "ni.vertrauensperson")(vertrauensperson)
