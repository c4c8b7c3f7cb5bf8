"""The orders of a public notice as named strategies, and helpers to name applicants in messages.

A version names its order (``reihenfolge = { art = "alphabetisch", vorschrift = "§ 30 Abs. 6 KWG LSA" }``);
an order the shared vocabulary cannot say is a Land's hook (BW: by receipt with a Los, ``bw.eingang_mit_los``).

First ballot (kind ``ordnung``):

- ``alphabetisch`` – by Familienname, then Vornamen, in German order (DIN 5007-1; ST § 30 Abs. 6 KWG LSA);
- ``stimmen_dann_alphabetisch`` – the proposals of the parties and groups represented in the council by their
  votes at its last election, then the others alphabetically by the candidate's name (SL § 76 Abs. 3 KWG);
- ``stimmen_der_traeger_dann_namen`` – every proposal with votes at the last council election (of its best
  Träger, or the Einzelbewerber's own) by them, then the others alphabetically by the name of the party,
  group or Einzelbewerber; joint proposals at the place of their best Träger (NW § 23 Abs. 1 Satz 3 und 4,
  § 46d Abs. 5 KWahlG);
- ``stimmen_dann_traeger_dann_einzelbewerber`` – the proposals of parties and groups with votes at the last
  election of the Vertretung by them (a joint proposal by the sum of its Träger's votes), then the other
  proposals of parties and groups alphabetically by the name of their Träger, then the Einzelbewerber
  alphabetically by name (BB § 75 Abs. 1 i. V. m. § 39 Abs. 3 bis 5 BbgKWahlG, R-BB-08).

Stichwahl (kind ``stichwahlordnung``):

- ``nach_stimmen`` – the two participants by their votes at the first ballot (ST § 30a KWG LSA, SL § 79 KWG);
- ``nach_stimmen_alphabetisch`` – the same two, listed alphabetically (ST § 30a Abs. 2 Satz 2 KWG LSA a. F.);
- ``nach_stimmen_mit_quorum`` – as ``nach_stimmen``, where more than half of the votes alone does not elect: a
  quorum of those entitled to vote, which the data does not hold, decides too (BB § 72 Abs. 2 Satz 1 BbgKWahlG).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht import texte
from notices.recht.haken import haken

if TYPE_CHECKING:
    from notices.recht.grundlagen import Ordnung, Rechtsstand


def pfad(daten: Wahldaten, person: Person) -> str:
    """``bewerber[2]`` / ``stichwahl_bewerber[1]`` – the person's block in the file, counted from 1."""
    for schluessel, liste in (("bewerber", daten.bewerber), ("stichwahl_bewerber", daten.stichwahl_bewerber)):
        for i, p in enumerate(liste, 1):
            if p is person:
                return f"{schluessel}[{i}]"
    raise KeyError(person.id)  # pragma: no cover - persons always come from daten


def namen(daten: Wahldaten, personen: Sequence[Person]) -> str:
    """``Anna Schäfer (bewerber[2]) und Max Mustermann (bewerber[1])``."""
    return deutsch.aufzaehlung([f"{p.name} ({pfad(daten, p)})" for p in personen])


def zugelassen(daten: Wahldaten) -> list[Bewerber]:
    """The applications with ``zugelassen = true``, in the order of the file."""
    return [b for b in daten.bewerber if b.zugelassen is True]


def alphabetisch(bewerber: Sequence[Bewerber]) -> list[Bewerber]:
    """Alphabetical by Familienname, then Vornamen, in German order (DIN 5007-1: ä like a, ß like ss,
    case ignored) – § 30 Abs. 6 KWG LSA; § 76 Abs. 3 Satz 2 KWG (SL) for proposals not in the council."""
    return sorted(bewerber, key=lambda b: (deutsch.din5007(b.familienname), deutsch.din5007(b.vornamen), b.id))


def alphabetisch_zugelassen(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted applications alphabetically (:func:`alphabetisch`)."""
    return alphabetisch(zugelassen(daten))


haken("ordnung", "alphabetisch")(alphabetisch_zugelassen)


def _traeger(b: Bewerber) -> str | None:
    t = b.wahlvorschlagstraeger
    return t if isinstance(t, str) else None


def nach_stimmen_dann_alphabetisch(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The proposals of the parties and groups represented in the council by their votes at its last
    election, then the others alphabetically by the candidate's name (SL § 76 Abs. 3 KWG).

    Equal votes are not resolved by the statute: an Eingabefehler names them instead of guessing.
    """
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    alle = zugelassen(daten)
    vertreten = [b for b in alle if _traeger(b) in stimmen]
    uebrige = [b for b in alle if _traeger(b) not in stimmen]
    vertreten.sort(key=lambda b: -stimmen[_traeger(b) or ""])
    probleme = []
    for anzahl, gruppe_iter in groupby(vertreten, key=lambda b: stimmen[_traeger(b) or ""]):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {
                    "traeger": deutsch.aufzaehlung([_traeger(b) or "" for b in gruppe]),
                    "anzahl": anzahl,
                    "vorschrift": o.vorschrift,
                },
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    if probleme:
        raise Eingabefehler(probleme)
    return vertreten + alphabetisch(uebrige)


haken("ordnung", "stimmen_dann_alphabetisch", texte=("gleich_viele_stimmen",))(nach_stimmen_dann_alphabetisch)


# ------------------------------------------------------------------------------------------------
# By the votes of the Träger, then by name (NW)


def traeger(b: Bewerber) -> list[str]:
    """The proposing parties and groups as recorded; empty for an Einzelbewerber."""
    t = b.wahlvorschlagstraeger
    if isinstance(t, str):
        return [t]
    return list(t) if t else []


def einzelbewerber_name(b: Bewerber) -> str:
    """``Familienname, Vornamen`` – the name an Einzelbewerber is sorted by, and the key of his votes at
    the last council election in ``stimmen_letzte_gemeinderatswahl``."""
    return f"{b.familienname}, {b.vornamen}"


def traeger_geordnet(b: Bewerber, stimmen: dict[str, int]) -> list[str]:
    """The Träger of a (joint) proposal in the order of § 46d Abs. 5 Satz 2, 3 and 6 KWahlG: those with
    votes by their votes, then the others alphabetically."""
    mit = sorted((t for t in traeger(b) if t in stimmen), key=lambda t: (-stimmen[t], deutsch.din5007(t)))
    ohne = sorted((t for t in traeger(b) if t not in stimmen), key=deutsch.din5007)
    return mit + ohne


def bezeichnung(b: Bewerber, stimmen: dict[str, int]) -> str | None:
    """The proposal as the notice names it: the Träger joined by a hyphen as in the official lists
    ("SPD-BÜNDNIS 90/DIE GRÜNEN"); None for an Einzelbewerber."""
    t = traeger_geordnet(b, stimmen)
    return "-".join(t) if t else None


def _stimmen(b: Bewerber, stimmen: dict[str, int]) -> int | None:
    """The votes a proposal ranks by: its best Träger's (§ 46d Abs. 5 Satz 1), an Einzelbewerber's own."""
    t = traeger(b)
    if not t:
        return stimmen.get(einzelbewerber_name(b))
    werte = [stimmen[x] for x in t if x in stimmen]
    return max(werte) if werte else None


def _name(b: Bewerber) -> str:
    """The name a proposal without votes is sorted by (§ 23 Abs. 1 Satz 4, § 46d Abs. 5 Satz 5 KWahlG)."""
    t = traeger(b)
    if not t:
        return einzelbewerber_name(b)
    return min(t, key=deutsch.din5007)


def nach_stimmen_dann_namen(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted proposals: those with votes at the last council election by them, then the others in
    alphabetical order of the name of the party, group or Einzelbewerber (see the module).

    What the statute leaves open is not guessed: equal votes, equal names, and a party or group named as
    Träger of more than one admitted proposal are an Eingabefehler naming them.
    """
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    alle = zugelassen(daten)
    probleme: list[Problem] = []

    gesehen: dict[str, Bewerber] = {}
    for b in alle:
        for t in traeger(b):
            if t in gesehen:
                text = texte.fuelle(o.texte["traeger_doppelt"], {"traeger": t, "andere": namen(daten, [gesehen[t]])})
                probleme.append(Problem(f"{pfad(daten, b)}.wahlvorschlagstraeger", text))
            else:
                gesehen[t] = b

    mit = [b for b in alle if _stimmen(b, stimmen) is not None]
    ohne = [b for b in alle if _stimmen(b, stimmen) is None]
    mit.sort(key=lambda b: -(_stimmen(b, stimmen) or 0))
    ohne.sort(key=lambda b: (deutsch.din5007(_name(b)), b.id))
    for anzahl, gruppe_iter in groupby(mit, key=lambda b: _stimmen(b, stimmen)):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {"namen": namen(daten, gruppe), "anzahl": anzahl, "vorschrift": o.vorschrift},
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    for _, gruppe_iter in groupby(ohne, key=lambda b: deutsch.din5007(_name(b))):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(o.texte["gleicher_name"], {"namen": namen(daten, gruppe), "name": _name(gruppe[0])})
            probleme.append(Problem("bewerber", text))
    if probleme:
        raise Eingabefehler(probleme)
    return mit + ohne


haken(
    "ordnung",
    "stimmen_der_traeger_dann_namen",
    texte=("traeger_doppelt", "gleich_viele_stimmen", "gleicher_name"),
)(nach_stimmen_dann_namen)


# ------------------------------------------------------------------------------------------------
# By the votes of the parties and groups, then their names, then the Einzelbewerber (BB, MV)


def _traeger_name(b: Bewerber) -> str:
    """The name a proposal of parties or groups without votes is sorted by: its one Träger; of a joint proposal
    its Träger first in German order (R-BB-08)."""
    return min(traeger(b), key=deutsch.din5007)


def _summe(b: Bewerber, stimmen: dict[str, int]) -> int | None:
    """The votes at the last election of the Vertretung a proposal ranks by: its Träger's, a joint proposal's
    added up (BB: a Listenvereinigung, R-BB-08); None where none of its Träger has votes on record."""
    werte = [stimmen[t] for t in traeger(b) if t in stimmen]
    return sum(werte) if werte else None


def nach_stimmen_dann_traeger_dann_einzelbewerber(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted proposals in three groups (see the module): those of parties and groups with votes at the
    last election of the Vertretung by them, the other proposals of parties and groups by the name of their
    Träger, the Einzelbewerber by Familienname and Vornamen (DIN 5007-1).

    What the statute leaves open is not guessed: equal votes, equal names, a party or group named as Träger of
    more than one admitted proposal are an Eingabefehler naming them, and so is a joint proposal whose place
    differs as its Träger's votes are added up or only its best Träger's count (R-BB-08: § 39 Abs. 3 bis 5
    BbgKWahlG was not read).
    """
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    alle = zugelassen(daten)
    probleme: list[Problem] = []
    gesehen: dict[str, Bewerber] = {}
    for b in alle:
        for t in traeger(b):
            if t in gesehen:
                text = texte.fuelle(o.texte["traeger_doppelt"], {"traeger": t, "andere": namen(daten, [gesehen[t]])})
                probleme.append(Problem(f"{pfad(daten, b)}.wahlvorschlagstraeger", text))
            else:
                gesehen[t] = b
    mit = [b for b in alle if traeger(b) and _summe(b, stimmen) is not None]
    ohne = [b for b in alle if traeger(b) and _summe(b, stimmen) is None]
    einzeln = alphabetisch([b for b in alle if not traeger(b)])
    mit.sort(key=lambda b: -(_summe(b, stimmen) or 0))
    bester = sorted(mit, key=lambda b: -max(stimmen.get(t, 0) for t in traeger(b)))
    if bester != mit:
        gemeinsam = [b for b in mit if len(traeger(b)) > 1]
        text = texte.fuelle(
            o.texte["gemeinsam_unbestimmt"], {"namen": namen(daten, gemeinsam), "vorschrift": o.vorschrift}
        )
        probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    ohne.sort(key=lambda b: (deutsch.din5007(_traeger_name(b)), b.id))
    for anzahl, gruppe_iter in groupby(mit, key=lambda b: _summe(b, stimmen)):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {"namen": namen(daten, gruppe), "anzahl": anzahl, "vorschrift": o.vorschrift},
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    for gruppe in [list(g) for _, g in groupby(ohne, key=lambda b: deutsch.din5007(_traeger_name(b)))] + [
        list(g)
        for _, g in groupby(einzeln, key=lambda b: (deutsch.din5007(b.familienname), deutsch.din5007(b.vornamen)))
    ]:
        if len(gruppe) > 1:
            name = _traeger_name(gruppe[0]) if traeger(gruppe[0]) else einzelbewerber_name(gruppe[0])
            text = texte.fuelle(o.texte["gleicher_name"], {"namen": namen(daten, gruppe), "name": name})
            probleme.append(Problem("bewerber", text))
    if probleme:
        raise Eingabefehler(probleme)
    return mit + ohne + einzeln


haken(
    "ordnung",
    "stimmen_dann_traeger_dann_einzelbewerber",
    texte=("traeger_doppelt", "gleich_viele_stimmen", "gleicher_name", "gemeinsam_unbestimmt"),
)(nach_stimmen_dann_traeger_dann_einzelbewerber)


# ------------------------------------------------------------------------------------------------
# The Stichwahl between the two with most votes


def stichwahl_nach_stimmen(
    daten: Wahldaten,
    teilnahme: str,
    mehrheit: str,
    bekanntmachung: str | None,
    *,
    mehrheit_waehlt: bool = True,
    verzicht: str | None = None,
) -> list[Bewerber]:
    """The two applicants of ``[stichwahl] teilnehmer`` in the order of the Stichwahl notice: by their votes
    at the first ballot, more first, equal votes alphabetically (ST § 30a Abs. 1, 2 KWG LSA; SL § 79 KWG).

    Refused (one sentence per problem, naming the field): no ``[stichwahl]``, a participant not admitted to
    the first ballot or – where the notice states the votes (``bekanntmachung``, its citation) – without
    ``stimmen_erste_wahl``, an admitted applicant
    with more votes than a participant, and – where every admitted applicant's votes are recorded – an
    applicant with more than half of them, who is elected (then there is no Stichwahl) – unless
    ``mehrheit_waehlt`` is False: where a quorum of those entitled to vote decides too (BB), the data cannot
    tell. ``verzicht``: the citation under which who withdrew (``stichwahl_verzicht`` of the applicant) is replaced
    by the next in votes (MV § 67 Abs. 2 Satz 4 LKWG M-V): they are not counted against the participants; None:
    no such rule.
    """
    if daten.stichwahl is None:
        raise Eingabefehler(
            [
                Problem(
                    "stichwahl",
                    'fehlt; der Abschnitt [stichwahl] nennt mit teilnehmer = ["…", "…"] die zwei Bewerber mit den '
                    f"höchsten Stimmenzahlen der ersten Wahl ({teilnahme})",
                )
            ]
        )
    probleme: list[Problem] = []
    teilnehmer: list[Bewerber] = []
    for i, tid in enumerate(daten.stichwahl.teilnehmer, 1):
        person = daten.person(tid)
        if not isinstance(person, Bewerber) or person.zugelassen is not True:
            probleme.append(
                Problem(
                    f"stichwahl.teilnehmer[{i}]",
                    f"„{tid}“ ({person.name}) war zur ersten Wahl nicht zugelassen; an der Stichwahl nehmen die zwei "
                    f"zugelassenen Bewerber mit den höchsten Stimmenzahlen teil ({teilnahme})",
                )
            )
            continue
        if person.stimmen_erste_wahl is None and bekanntmachung is not None:
            probleme.append(
                Problem(
                    f"{pfad(daten, person)}.stimmen_erste_wahl",
                    f"fehlt bei {person.name}; die Bekanntmachung nennt die Stimmenzahl der Personen, die an der "
                    f"Stichwahl teilnehmen ({bekanntmachung})",
                )
            )
            continue
        teilnehmer.append(person)
    verzichtet = {b.id for b in daten.bewerber if b.stichwahl_verzicht is not None} if verzicht else set()
    for person in teilnehmer:
        if person.id in verzichtet:
            probleme.append(
                Problem(
                    f"{pfad(daten, person)}.stichwahl_verzicht",
                    f"{person.name} hat auf die Teilnahme an der Stichwahl verzichtet und kann nicht zugleich "
                    f"teilnehmen ({verzicht})",
                )
            )
    if probleme:
        raise Eingabefehler(probleme)
    if any(p.stimmen_erste_wahl is None for p in teilnehmer):
        return alphabetisch(teilnehmer)
    weniger = min(p.stimmen_erste_wahl or 0 for p in teilnehmer)
    andere = [b for b in zugelassen(daten) if b.id not in daten.stichwahl.teilnehmer and b.id not in verzichtet]
    for b in andere:
        if b.stimmen_erste_wahl is not None and b.stimmen_erste_wahl > weniger:
            probleme.append(
                Problem(
                    "stichwahl.teilnehmer",
                    f"{b.name} ({pfad(daten, b)}) hat bei der ersten Wahl {b.stimmen_erste_wahl} Stimmen, mehr als "
                    f"{weniger}; an der Stichwahl nehmen die zwei Bewerber mit den höchsten Stimmenzahlen teil "
                    f"({teilnahme})",
                )
            )
    alle = zugelassen(daten)
    if mehrheit_waehlt and not probleme and all(b.stimmen_erste_wahl is not None for b in alle):
        gueltig = sum(b.stimmen_erste_wahl or 0 for b in alle)
        for b in alle:
            if 2 * (b.stimmen_erste_wahl or 0) > gueltig:
                probleme.append(
                    Problem(
                        "stichwahl",
                        f"{b.name} ({pfad(daten, b)}) hat {b.stimmen_erste_wahl} von {gueltig} gültigen Stimmen und "
                        f"damit mehr als die Hälfte erhalten; gewählt ist, wer mehr als die Hälfte der gültigen "
                        f"Stimmen erhalten hat ({mehrheit}) – eine Stichwahl findet nicht statt",
                    )
                )
    if probleme:
        raise Eingabefehler(probleme)
    return sorted(
        teilnehmer,
        key=lambda b: (-(b.stimmen_erste_wahl or 0), deutsch.din5007(b.familienname), deutsch.din5007(b.vornamen)),
    )


def stichwahl_nach_stimmen_geordnet(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The two with most votes, by their votes: the notice states them (ST § 30a Abs. 2 KWG LSA, SL § 79 KWG)."""
    return stichwahl_nach_stimmen(daten, o.texte["teilnahme"], o.texte["mehrheit"], o.texte["bekanntmachung"])


haken("stichwahlordnung", "nach_stimmen", texte=("teilnahme", "mehrheit", "bekanntmachung"))(
    stichwahl_nach_stimmen_geordnet
)


def stichwahl_nach_stimmen_mit_quorum(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The two with most votes, by their votes, where more than half of the valid votes elects only with a quorum
    of those entitled to vote that the data does not hold (BB § 72 Abs. 2 Satz 1 BbgKWahlG): a participant with
    more than half of the votes is not refused."""
    return stichwahl_nach_stimmen(
        daten, o.texte["teilnahme"], o.texte["mehrheit"], o.texte["bekanntmachung"], mehrheit_waehlt=False
    )


haken("stichwahlordnung", "nach_stimmen_mit_quorum", texte=("teilnahme", "mehrheit", "bekanntmachung"))(
    stichwahl_nach_stimmen_mit_quorum
)


def stichwahl_nach_stimmen_mit_verzicht(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The two with most votes, by their votes, where who withdrew is replaced by the next in votes (MV § 67
    Abs. 2 Satz 4 LKWG M-V): the applicants with ``stichwahl_verzicht`` do not count against the participants."""
    return stichwahl_nach_stimmen(
        daten, o.texte["teilnahme"], o.texte["mehrheit"], o.texte["bekanntmachung"], verzicht=o.texte["verzicht"]
    )


haken("stichwahlordnung", "nach_stimmen_mit_verzicht", texte=("teilnahme", "mehrheit", "bekanntmachung", "verzicht"))(
    stichwahl_nach_stimmen_mit_verzicht
)


def stichwahl_alphabetisch(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The two with most votes, alphabetically and without votes in the notice (ST § 30a Abs. 2 Satz 2 a. F.)."""
    return alphabetisch(stichwahl_nach_stimmen(daten, o.texte["teilnahme"], o.texte["mehrheit"], None))


haken("stichwahlordnung", "nach_stimmen_alphabetisch", texte=("teilnahme", "mehrheit"))(stichwahl_alphabetisch)


def los_um_die_stichwahl(daten: Wahldaten, teilnehmer: Sequence[Bewerber]) -> bool:
    """Whether an admitted applicant outside the Stichwahl had as many votes as a participant: then the
    Los decided who takes part (ST § 30a Abs. 1 Satz 2 KWG LSA)."""
    if any(p.stimmen_erste_wahl is None for p in teilnehmer):
        return False
    weniger = min(p.stimmen_erste_wahl or 0 for p in teilnehmer)
    ids = {p.id for p in teilnehmer}
    return any(b.stimmen_erste_wahl == weniger for b in zugelassen(daten) if b.id not in ids)
