"""Bayern's hooks: the order of the notice by Art. 33 Abs. 2 GLKrWG and the addressee of the letter about defects.

The order: first the proposals of Träger with seats in the Landtag, by their seats (equal seats: by their
votes, which the Ordnungszahlen the Landesamt für Statistik published reflect); then those with votes at the
last Gemeinderatswahl, by them (Art. 45 Abs. 1 Satz 2); then the others alphabetically by their Kennwort. A
joint proposal ranks by the Träger named first in its Kennwort (Art. 33 Abs. 2 Satz 3). The Landtag's result is
declared in ``land.toml`` (``[[landtagswahlen]]``), the votes at the council election are the data file's.
"""

from __future__ import annotations

from itertools import groupby
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.model import Bewerber, Person, Wahldaten
from notices.recht import texte
from notices.recht.grundlagen import Adressat, Landtagspartei, Landtagswahl
from notices.recht.haken import erklaerung, haken
from notices.recht.ordnung import namen, pfad, traeger, zugelassen

if TYPE_CHECKING:
    from notices.recht.grundlagen import Ordnung, Rechtsstand


def kennwort(b: Bewerber) -> str:
    """The Kennwort of the proposal: its Träger in the order of the proposal, joined by "/" (§ 43 Satz 1 Nr. 1
    GLKrWO: "die Namen sämtlicher daran beteiligten Parteien oder Wählergruppen in der im Wahlvorschlag genannten
    Reihenfolge")."""
    return "/".join(traeger(b))


def erster_traeger(b: Bewerber) -> str:
    """The Träger named first in the Kennwort (Art. 33 Abs. 2 Satz 3 GLKrWG); empty where none is recorded."""
    t = traeger(b)
    return t[0] if t else ""


def landtagswahl(daten: Wahldaten) -> Landtagswahl | None:
    """The last Landtag election before the Wahltag on record in the declaration."""
    return erklaerung(daten.wahl.land).landtagswahl(daten.wahl.wahltag)


def landtagspartei(daten: Wahldaten, b: Bewerber) -> Landtagspartei | None:
    """The Landtag party the proposal ranks by, or None."""
    lw = landtagswahl(daten)
    return lw.partei(erster_traeger(b)) if lw is not None and erster_traeger(b) else None


def _stimmen(daten: Wahldaten, b: Bewerber) -> int | None:
    stimmen = daten.wahl.stimmen_letzte_gemeinderatswahl
    return stimmen.get(erster_traeger(b)) if erster_traeger(b) else None


def art33(daten: Wahldaten, rs: Rechtsstand, o: Ordnung) -> list[Bewerber]:
    """The admitted proposals in the order of Art. 33 Abs. 2 GLKrWG (see the module). What the statute leaves
    open is not guessed: equal votes at the council election and equal Kennworte are an Eingabefehler naming
    them; a proposal without a Träger cannot exist in Bayern (Art. 24 Abs. 1 Satz 1 GLKrWG)."""
    alle = zugelassen(daten)
    probleme: list[Problem] = []
    for b in alle:
        if not traeger(b):
            probleme.append(
                Problem(f"{pfad(daten, b)}.wahlvorschlagstraeger", texte.fuelle(o.texte["ohne_traeger"], {}))
            )
    if landtagswahl(daten) is None:
        probleme.append(
            Problem(
                "wahl.wahltag",
                texte.fuelle(o.texte["ohne_landtag"], {"wahltag": deutsch.datum_kurz(daten.wahl.wahltag)}),
            )
        )
    if probleme:
        raise Eingabefehler(probleme)
    gruppe_a = [b for b in alle if landtagspartei(daten, b) is not None]
    rest = [b for b in alle if landtagspartei(daten, b) is None]
    gruppe_b = [b for b in rest if _stimmen(daten, b) is not None]
    gruppe_c = [b for b in rest if _stimmen(daten, b) is None]

    def landtag_schluessel(b: Bewerber) -> tuple[int, int]:
        p = landtagspartei(daten, b)
        assert p is not None
        return (-p.sitze, p.ordnungszahl)

    gruppe_a.sort(key=landtag_schluessel)
    gruppe_b.sort(key=lambda b: -(_stimmen(daten, b) or 0))
    gruppe_c.sort(key=lambda b: (deutsch.din5007(kennwort(b)), b.id))
    for anzahl, gruppe_iter in groupby(gruppe_b, key=lambda b: _stimmen(daten, b)):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(
                o.texte["gleich_viele_stimmen"],
                {"namen": namen(daten, gruppe), "anzahl": anzahl, "vorschrift": o.vorschrift},
            )
            probleme.append(Problem("wahl.stimmen_letzte_gemeinderatswahl", text))
    for _, gruppe_iter in groupby(gruppe_c, key=lambda b: deutsch.din5007(kennwort(b))):
        gruppe = list(gruppe_iter)
        if len(gruppe) > 1:
            text = texte.fuelle(
                o.texte["gleiches_kennwort"], {"namen": namen(daten, gruppe), "kennwort": kennwort(gruppe[0])}
            )
            probleme.append(Problem("bewerber", text))
    if probleme:
        raise Eingabefehler(probleme)
    return gruppe_a + gruppe_b + gruppe_c


haken(
    "ordnung",
    "by.sitze_stimmen_kennwort",
    texte=("ohne_traeger", "ohne_landtag", "gleich_viele_stimmen", "gleiches_kennwort"),
)(art33)


def beauftragte_person(p: Person) -> Adressat:
    """Art. 32 Abs. 1 Satz 2 GLKrWG: the Wahlleiter tells the defects to the persons the proposal names as
    beauftragt (§ 43 Satz 1 Nr. 3 GLKrWO); they are not in the data, so the letter names the proposal."""
    t = getattr(p, "wahlvorschlagstraeger", None)
    name = "/".join(t) if isinstance(t, list) else (t or p.familienname)
    return Adressat(
        zeilen=("An die beauftragte Person", f"des Wahlvorschlags „{name}“", f"(sich bewerbende Person: {p.name})"),
        anrede="Guten Tag,",
        gegenstand=f"Wahlvorschlag „{name}“",
        genitiv=f"des Wahlvorschlags „{name}“",
    )


haken("adressat", "by.beauftragte_person")(beauftragte_person)
