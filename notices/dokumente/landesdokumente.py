"""What a Land provides as documents – a declared, typed structure, never probed names.

Each version of a Land's law lists its documents (``Rechtsstand.dokumente``, from the Land's ``texte.toml``):
the notices, letters and forms by kind, each with its template and the strings of its context
(:mod:`notices.dokumente.deklaration`), or with the sentence why that version has none (``fehlt``). The
shared views compute a document's facts and fill the Land's declaration with them (:func:`erzeuge`); a Land
adds facts only it words through a hook (``fakten = "bw.bekanntmachung"`` in its package's ``dokumente``
module). A kind the Land does not declare is refused with one sentence (:func:`angabe`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from importlib import import_module
from typing import Any

from notices import deutsch, recht
from notices.dokumente import Dokument, Formblatt, fakten
from notices.dokumente.bausteine import (
    amtswahl,
    des_amts,
    gebietskoerperschaft,
    im_gebiet,
    zusammen,
    zweiter_wahlgang,
)
from notices.dokumente.deklaration import baue, pruefe
from notices.fehler import Eingabefehler, Problem, argumentproblem
from notices.model import Wahldaten
from notices.recht import haken, texte
from notices.recht.grundlagen import Dokumentangabe, Rechtsstand

FAKTEN = fakten.ARTEN
"""The names of the facts each kind of document has (:mod:`notices.dokumente.fakten`)."""

FAELLE: dict[str, frozenset[str]] = {
    "anzahl": frozenset({"keine", "eine", "mehrere"}),
    "stichwahl_fall": frozenset({"alt_neu", "neu_neu", "alt_alt", "sonst"}),
}
"""The values of the facts a declaration may choose by (``{ fall = "anzahl", keine = …, eine = …, mehrere = … }``;
every fact whose name ends in ``_anzahl`` has the cases of ``anzahl``)."""

ELEMENTE: dict[str, frozenset[str]] = {
    "traeger_seiten": frozenset({"seite.traeger", "seite.andere"}),
    "traeger_geordnet": frozenset({"seite.traeger"}),
    "raeume": fakten.RAUM,
}
"""The facts of each element of the list facts a declaration may go through (``{ je = "traeger_seiten", … }``)."""

WAHLFAKTEN = fakten.WAHL


def wahlfakten(daten: Wahldaten) -> dict[str, Any]:
    """The facts of the election: Gemeinde, office, the days of the ballots in German."""
    wahl = daten.wahl
    s = wahl.stichwahltag
    land = recht.land(wahl.land)
    amt = {
        f"amt.{k}": texte.fuelle(v, {"gemeinde": wahl.gemeinde}) for k, v in land.amtstexte.get(wahl.amt, {}).items()
    }
    return amt | {
        "gemeinde": wahl.gemeinde,
        "amt": wahl.amt,
        "amtswahl": amtswahl(wahl),
        "des_amts": des_amts(wahl),
        "gebietskoerperschaft": gebietskoerperschaft(wahl),
        "in_gebiet": im_gebiet(wahl),
        "wahltag_lang": deutsch.datum_lang(wahl.wahltag),
        "wahltag_kurz": deutsch.datum_kurz(wahl.wahltag),
        "wahltag_ohne_wochentag": deutsch.datum_ohne_wochentag(wahl.wahltag),
        "stichwahltag": s is not None,
        "stichwahltag_lang": deutsch.datum_lang(s) if s else "",
        "stichwahltag_kurz": deutsch.datum_kurz(s) if s else "",
        "zweiter_wahlgang": zweiter_wahlgang(wahl),
        "fuer": land.fuer,
    }


def _landesmodul(code: str) -> None:
    """Import the Land's document hooks (``notices.recht.<code>.dokumente``), where it has any."""
    name = f"{recht.paket(code)}.dokumente"
    try:
        import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise


@cache
def pruefe_land(code: str) -> None:
    """Check every document declaration of every version of the Land against the facts of its kind (at the
    first use of the Land's documents; the contract tests do it for every Land)."""
    _landesmodul(code)

    land = recht.land(code)
    amt = {f"amt.{k}" for woerter in land.amtstexte.values() for k in woerter}
    for rs in land.rechtsstaende:
        for name, a in rs.dokumente.items():
            wo = f"{code} {rs.kennung} dokumente.{name}"
            if a.fehlt is not None:
                texte.pruefe(a.fehlt, WAHLFAKTEN | amt, f"{wo}.fehlt")
                continue
            namen = set(FAKTEN.get(name, FAKTEN["formular"])) | amt
            if name not in FAKTEN:  # a form: the citations of the Land's forms
                namen |= {f"fs.{k}" for k in rs.fundstellen}
            if a.fakten is not None:
                namen |= set(haken.verlangte_texte("fakten", a.fakten))
            faelle = dict(FAELLE) | {n: FAELLE["anzahl"] for n in namen if n.endswith("_anzahl")}
            for teil in ("kontext", "titel", "betreff", "stichworte"):
                pruefe(getattr(a, teil), namen, a.texte, f"{wo}.{teil}", faelle, ELEMENTE)
            for b in (*a.entbehrlich, *a.verweigert, *a.warnungen):
                pruefe({"wenn": b.wenn, "dann": b.text}, namen, a.texte, f"{wo}.{b.wenn}", faelle, ELEMENTE)
            for fall, e in a.faelle.items():
                pruefe(e.feststellung, namen, a.texte, f"{wo}.faelle.{fall}", faelle, ELEMENTE)
                pruefe(e.folge, namen, a.texte, f"{wo}.faelle.{fall}", faelle, ELEMENTE)


def _rechtsstand(daten: Wahldaten) -> Rechtsstand:
    return recht.rechtsstand(daten.wahl)


def angaben(daten: Wahldaten) -> dict[str, Dokumentangabe]:
    """The documents the election's version of the law declares, by kind (those it lacks included)."""
    pruefe_land(daten.wahl.land)
    return _rechtsstand(daten).dokumente


def vorhanden(daten: Wahldaten, name: str) -> bool:
    """Whether the election's Land has this document under its version."""
    a = angaben(daten).get(name)
    return a is not None and a.fehlt is None


def angabe(daten: Wahldaten, name: str, *, was: str, argument: str | None = None, grund: str = "") -> Dokumentangabe:
    """The Land's declaration of the document ``name``; refused with one sentence where its version says why it
    has none (``fehlt``), or where the Land declares no such document (``{was} ist {für das Land} nicht
    vorgesehen; {grund}``)."""
    a = angaben(daten).get(name)
    if a is None:
        land = recht.land(daten.wahl.land)
        text = f"{was} ist {land.fuer} nicht vorgesehen" + (f"; {grund}" if grund else "")
        raise Eingabefehler([argumentproblem(argument, text) if argument else Problem("wahl.land", text)])
    if a.fehlt is not None:
        text = texte.fuelle(a.fehlt, wahlfakten(daten))
        if a.fehlt_argument is not None:
            raise Eingabefehler([argumentproblem(a.fehlt_argument, text)])
        raise Eingabefehler([Problem(a.fehlt_pfad, text)])
    return a


def fakten_des_landes(a: Dokumentangabe, *args: Any) -> dict[str, Any]:
    """The facts the Land's hook adds to a document (none without a hook)."""
    if a.fakten is None:
        return {}
    hook: Callable[..., dict[str, Any]] = haken.finde("fakten", a.fakten)
    return hook(*args)


def fuelle(a: Dokumentangabe, teil: Any, fakten: Mapping[str, Any]) -> Any:
    """A part of the declaration (a text, a list …) filled with the facts."""
    return baue(teil, fakten, a.texte)


def erzeuge(a: Dokumentangabe, fakten: Mapping[str, Any], *, anzahl: int | None = None) -> Dokument:
    """The document as the Land declares it, for these facts: its context, title, subject and keywords. The
    title is the context's ``titel`` (dates kept on one line) where the declaration gives none of its own;
    ``anzahl``: the signatures a form for support signatures asks for (a :class:`Formblatt`)."""
    assert a.vorlage is not None  # a declaration without fehlt names its template (checked when it loads)
    kontext = baue(a.kontext, fakten, a.texte)
    if isinstance(kontext.get("titel"), str):
        kontext["titel"] = zusammen(kontext["titel"])
    titel = baue(a.titel, fakten, a.texte) if a.titel else str(kontext.get("titel", "")).replace("\u00a0", " ")
    betreff = baue(a.betreff, fakten, a.texte)
    stichworte = tuple(baue(a.stichworte, fakten, a.texte))
    if anzahl is not None:
        return Formblatt(kontext, titel, betreff, stichworte, a.vorlage, anzahl)
    return Dokument(kontext, titel, betreff, stichworte, a.vorlage)


def warnungen(a: Dokumentangabe, fakten: Mapping[str, Any]) -> list[str]:
    """The notes a declaration gives where their fact holds."""
    return [baue(w.text, fakten, a.texte) for w in a.warnungen if fakten[w.wenn]]
