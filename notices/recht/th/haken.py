"""Thüringen's hooks: the orders of the notice by § 18 Abs. 2 ThürKWG (both wordings), the Stichwahl by the
Listennummern of the first ballot (§ 48a Abs. 3 ThürKWO) and the addressee of the letter about defects.

§ 18 Abs. 2 ThürKWG, current wording: "1. Wahlvorschläge von Parteien, die an der letzten Landtagswahl teilgenommen
haben, nach der bei dieser Wahl erreichten Stimmenzahl, 2. Wahlvorschläge von Parteien und Wählergruppen, die an der
letzten Gemeinderatswahl … teilgenommen haben, nach der bei dieser Wahl erreichten Stimmenzahl, 3. Wahlvorschläge von
sonstigen Parteien und Wählergruppen in alphabetischer Reihenfolge der Kennworte. Bei gemeinsamen Wahlvorschlägen
richtet sich die Reihenfolge nach der Partei oder Wählergruppe, deren Namen im Kennwort an erster Stelle steht. Haben
Parteien und Wählergruppen dieselbe Stimmenzahl erreicht, richtet sich ihre Reihenfolge nach der alphabetischen
Reihenfolge …". The earlier wording: "1. Parteien die im Landtag vertreten sind, nach der bei der letzten Landtagswahl
erreichten Stimmenzahl, 2. sonstige Parteien und Wählergruppen, die auf Grund eines eigenen Wahlvorschlags im
Gemeinderat vertreten sind, nach der bei der letzten Wahl erreichten Stimmenzahl, 3. sonstige Parteien und
Wählergruppen nach dem Zeitpunkt der Einreichung des Wahlvorschlags; gehen mehrere Wahlvorschläge am selben Tag ein,
so ist die alphabetische Reihenfolge des Kennworts maßgebend." An Einzelbewerber's Kennwort is his Nachname (§ 24
Abs. 4 ThürKWG, § 18 Abs. 3 ThürKWO): he is in the third group (R-TH-03).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht import texte
from notices.recht.grundlagen import Adressat, Landtagspartei
from notices.recht.haken import erklaerung, finde, haken
from notices.recht.ordnung import namen, pfad, stichwahl_nach_stimmen, traeger, zugelassen

if TYPE_CHECKING:
    from notices.recht.grundlagen import Ordnung, Rechtsstand


def kennwort(b: Person) -> str:
    """The Kennwort: the names of the Träger as recorded, joined by " / " (§ 14 Abs. 4 ThürKWG); the Nachname of
    an Einzelbewerber (§ 24 Abs. 4 ThürKWG)."""
    t = traeger(b) if isinstance(b, Bewerber) else []
    return " / ".join(t) if t else b.familienname


def erster_traeger(b: Bewerber) -> str:
    """The party or group named first in the Kennwort; empty for an Einzelbewerber."""
    t = traeger(b)
    return t[0] if t else ""


def _landtagspartei(daten: Wahldaten, b: Bewerber) -> Landtagspartei | None:
    lw = erklaerung(daten.wahl.land).landtagswahl(daten.wahl.wahltag)
    return lw.partei(erster_traeger(b)) if lw is not None and erster_traeger(b) else None


def _schluessel(name: str, stimmen: dict[str, int]) -> str | None:
    """The key of ``stimmen`` that names the party (case and spacing ignored), or None."""
    gesucht = " ".join(name.casefold().split())
    return next((k for k in stimmen if " ".join(k.casefold().split()) == gesucht), None)


def _nach_stimmen(gruppe: list[Bewerber], stimmen: dict[str, int]) -> list[Bewerber]:
    """By the votes of the first-named Träger, more first; equal votes alphabetically by the Kennwort."""

    def schluessel(b: Bewerber) -> tuple[int, str, str]:
        k = _schluessel(erster_traeger(b), stimmen)
        return (-(stimmen[k] if k else 0), deutsch.din5007(kennwort(b)), b.id)

    return sorted(gruppe, key=schluessel)


def teilgenommen(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted proposals in the order of § 18 Abs. 2 ThürKWG (current wording, see the module). Refused where
    several proposals are admitted and the Landtag's votes are not in the data, or a party represented in the Landtag
    (so one that took part) is missing from them."""
    alle = zugelassen(daten)
    landtag = daten.wahl.stimmen_letzte_landtagswahl
    gemeinderat = daten.wahl.stimmen_letzte_gemeinderatswahl
    if len(alle) >= 2 and any(traeger(b) for b in alle):
        if not landtag:
            raise Eingabefehler(
                [Problem("wahl.stimmen_letzte_landtagswahl", texte.fuelle(o.texte["ohne_landtagsstimmen"], {}))]
            )
        probleme = [
            Problem(
                "wahl.stimmen_letzte_landtagswahl",
                texte.fuelle(o.texte["landtagspartei_ohne_stimmen"], {"traeger": erster_traeger(b)}),
            )
            for b in alle
            if _landtagspartei(daten, b) is not None and _schluessel(erster_traeger(b), landtag) is None
        ]
        if probleme:
            raise Eingabefehler(probleme)
    eins = [b for b in alle if erster_traeger(b) and _schluessel(erster_traeger(b), landtag) is not None]
    rest = [b for b in alle if b not in eins]
    zwei = [b for b in rest if erster_traeger(b) and _schluessel(erster_traeger(b), gemeinderat) is not None]
    drei = [b for b in rest if b not in zwei]
    drei.sort(key=lambda b: (deutsch.din5007(kennwort(b)), b.id))
    return _nach_stimmen(eins, landtag) + _nach_stimmen(zwei, gemeinderat) + drei


haken("ordnung", "th.teilgenommen_stimmen_kennwort", texte=("ohne_landtagsstimmen", "landtagspartei_ohne_stimmen"))(
    teilgenommen
)


def vertreten(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted proposals in the order of § 18 Abs. 2 ThürKWG a. F. (see the module): the parties represented in
    the Landtag by the rank of their votes at the last Landtag election (declared), then those represented in the
    Gemeinderat by their votes there, then the others by the day of filing and, on the same day, by the Kennwort.
    Equal votes at the council election and equal Kennworte on one day are refused, never guessed."""
    alle = zugelassen(daten)
    lw = erklaerung(daten.wahl.land).landtagswahl(daten.wahl.wahltag)
    probleme: list[Problem] = []
    if lw is None:
        wahltag = deutsch.datum_kurz(daten.wahl.wahltag)
        raise Eingabefehler([Problem("wahl.wahltag", texte.fuelle(o.texte["ohne_landtag"], {"wahltag": wahltag}))])
    gemeinderat = daten.wahl.stimmen_letzte_gemeinderatswahl
    eins = [b for b in alle if _landtagspartei(daten, b) is not None]
    rest = [b for b in alle if b not in eins]
    zwei = [b for b in rest if erster_traeger(b) and _schluessel(erster_traeger(b), gemeinderat) is not None]
    drei = [b for b in rest if b not in zwei]

    def rang(b: Bewerber) -> int:
        p = _landtagspartei(daten, b)
        assert p is not None
        return p.ordnungszahl

    eins.sort(key=rang)

    def stimmen(b: Bewerber) -> int:
        k = _schluessel(erster_traeger(b), gemeinderat)
        return gemeinderat[k] if k else 0

    zwei.sort(key=lambda b: -stimmen(b))
    for anzahl in sorted({stimmen(b) for b in zwei}):
        gleich = [b for b in zwei if stimmen(b) == anzahl]
        if len(gleich) > 1:
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {"namen": namen(daten, gleich), "anzahl": anzahl, "vorschrift": o.vorschrift},
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    for b in drei:
        if b.eingang is None:
            probleme.append(
                Problem(f"{pfad(daten, b)}.eingang", texte.fuelle(o.texte["ohne_eingang"], {"name": b.name}))
            )
    if probleme:
        raise Eingabefehler(probleme)
    drei.sort(key=lambda b: (b.eingang.date() if b.eingang else None, deutsch.din5007(kennwort(b)), b.id))
    for i, b in enumerate(drei[1:], 1):
        vorher = drei[i - 1]
        if (
            vorher.eingang
            and b.eingang
            and vorher.eingang.date() == b.eingang.date()
            and deutsch.din5007(kennwort(vorher)) == deutsch.din5007(kennwort(b))
        ):
            text = texte.fuelle(
                o.texte["gleiches_kennwort"], {"namen": namen(daten, [vorher, b]), "kennwort": kennwort(b)}
            )
            probleme.append(Problem("bewerber", text))
    if probleme:
        raise Eingabefehler(probleme)
    return eins + zwei + drei


haken(
    "ordnung",
    "th.vertreten_stimmen_eingang",
    texte=("ohne_landtag", "ohne_eingang", "gleich_viele_stimmen", "gleiches_kennwort"),
)(vertreten)


def stichwahl_listennummer(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Person]:
    """The two persons of the Stichwahl (checked as everywhere: admitted, the two with most votes, nobody elected)
    in the order of their Listennummern at the first ballot (§ 48a Abs. 3 Satz 1 ThürKWO)."""
    zwei = stichwahl_nach_stimmen(daten, o.texte["teilnahme"], o.texte["mehrheit"], o.texte["bekanntmachung"])
    erste = [b.id for b in finde("ordnung", rs.reihenfolge.art)(daten, rs, rs.reihenfolge)]
    return sorted(zwei, key=lambda b: erste.index(b.id) if b.id in erste else len(erste))


haken("stichwahlordnung", "th.stichwahl_listennummer", texte=("teilnahme", "mehrheit", "bekanntmachung"))(
    stichwahl_listennummer
)


def beauftragter(p: Person) -> Adressat:
    """§ 16 ThürKWG: the Beauftragte of the proposal receives the Wahlleiter's notes (not in the data, so the letter
    names the proposal); an Einzelbewerber himself."""
    if isinstance(p, Bewerber) and traeger(p):
        k = kennwort(p)
        return Adressat(
            zeilen=("An den Beauftragten", f"des Wahlvorschlags „{k}“", f"(Bewerber: {p.name})"),
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


haken("adressat", "th.beauftragter")(beauftragter)
