"""Law as data: the Länder, each one package ``notices.recht.<code>`` found by name.

A Land package holds its declaration ``land.toml`` (:mod:`notices.recht.erklaerung`: the dated versions with
their deadlines, quorum, order, date checks and citations, retention, the data keys it reads), the texts
and forms of its documents, and at most a small module ``haken`` with the functions its declaration names
that the shared vocabulary cannot say. Code outside ``notices.recht`` asks the Land through the functions
here and never names one: adding a Land is adding a package (python-stdnum finds its country modules the
same way).

- :func:`land` – the declaration of one Land; :func:`laender` – all of them;
- :func:`rechtsstand` – the version that governs an election (by its Wahltag);
- :func:`pruefe_wahl`, :func:`pruefe_daten` – the election checked against the law;
- :func:`fristen`, :func:`quorum`, :func:`hinweise` – the decisions the rest of the program uses; the order of
  the notices is asked in one place, :mod:`notices.reihenfolge`, which calls the hook the version names.
"""

from __future__ import annotations

import pkgutil
import re
from datetime import date
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices import deutsch
from notices.fehler import Problem
from notices.recht import erklaerung, haken, ordnung, quoren, termine
from notices.recht.fristenrechnung import Frist, berechne, mit_rolle
from notices.recht.grundlagen import LANDESSCHLUESSEL, Landesrecht, Quorum, Rechtsstand

if TYPE_CHECKING:
    from notices.model import Person, Wahl, Wahldaten

__all__ = ["Frist", "Landesrecht", "Quorum", "Rechtsstand", "ordnung"]


STANDARD_LAND = "BW"
"""The Land of the built-in example that ``notices beispiel`` and a new election in the web page start with."""


@cache
def codes() -> tuple[str, ...]:
    """The codes of the Länder on record (``BW``, ``SL``, ``ST``, …), sorted, without importing them."""
    return tuple(
        sorted(
            m.name.upper()
            for m in pkgutil.iter_modules([str(Path(__file__).parent)])
            if m.ispkg and len(m.name) == 2 and m.name.isalpha() and m.name.islower()
        )
    )


class UnbekanntesLand(LookupError):
    """No package ``notices.recht.<code>`` exists."""


def _pruefe_namen(lr: Landesrecht, wo: str) -> None:
    """Every function the declaration names is registered, with the texts it needs (at load)."""
    for rs in lr.rechtsstaende:
        for art, o in (("ordnung", rs.reihenfolge), ("stichwahlordnung", rs.stichwahl_reihenfolge)):
            if o is None:
                continue
            try:
                fehlend = [t for t in haken.verlangte_texte(art, o.art) if t not in o.texte]  # type: ignore[arg-type]
            except KeyError as e:
                raise erklaerung.Erklaerungsfehler(f"{wo} [fassung.{rs.kennung}]: {e.args[0]}") from None
            if fehlend:
                raise erklaerung.Erklaerungsfehler(
                    f"{wo} [fassung.{rs.kennung}]: {o.art} needs texte {', '.join(fehlend)}"
                )
        if rs.reihenfolge.bericht is not None:
            try:
                haken.finde("bericht", rs.reihenfolge.bericht)
            except KeyError as e:
                raise erklaerung.Erklaerungsfehler(f"{wo} [fassung.{rs.kennung}]: {e.args[0]}") from None
        m = rs.pruefung.maengelschreiben
        if m is not None and m.adressat is not None:
            try:
                haken.finde("adressat", m.adressat)
            except KeyError as e:
                raise erklaerung.Erklaerungsfehler(f"{wo} [fassung.{rs.kennung}]: {e.args[0]}") from None


@cache
def land(code: str) -> Landesrecht:
    """The declaration of the Land ``code``, validated; :class:`UnbekanntesLand` if there is no such package."""
    if code not in codes():
        raise UnbekanntesLand(code)
    paket = f"{__name__}.{code.lower()}"
    import_module(paket)
    try:
        import_module(f"{paket}.haken")
    except ModuleNotFoundError as e:
        if e.name != f"{paket}.haken":
            raise
    lr = erklaerung.lade_erklaerung(paket)
    if lr.code != code:
        raise erklaerung.Erklaerungsfehler(f"{paket}: the declaration is of {lr.code}, not {code}")
    _pruefe_namen(lr, f"{paket.replace('.', '/')}/{erklaerung.DATEI}")
    haken.erklaert(lr)
    return lr


def laender() -> tuple[Landesrecht, ...]:
    """Every Land on record, in the order of :func:`codes`."""
    return tuple(land(c) for c in codes())


def paket(code: str) -> str:
    """The package of a Land's law (``notices.recht.bw``): its declaration and its hook modules live there."""
    land(code)
    return f"{__name__}.{code.lower()}"


def fuer(code: str) -> str:
    """``für Sachsen-Anhalt``, ``für das Saarland`` – the Land after "für", with its article."""
    return land(code).fuer


class KeinRechtsstand(LookupError):
    """No rule set is on record for this Land and Wahltag."""

    def __init__(self, pfad: str, text: str) -> None:
        self.pfad = pfad
        super().__init__(text)


def rechtsstand(wahl: Wahl) -> Rechtsstand:
    """The version of the Land's law that governs the election.

    Chosen by ``wahl.wahltag``, unless the data file names one (``[wahl] rechtsstand``, for
    transitional rules such as § 156 Abs. 4 KVG LSA).
    """
    try:
        erklaerung = land(wahl.land)
    except UnbekanntesLand:
        raise KeinRechtsstand("wahl.land", f"„{wahl.land}“ ist nicht zulässig; erlaubt: {', '.join(codes())}") from None
    staende = erklaerung.rechtsstaende
    if wahl.rechtsstand is not None:
        for rs in staende:
            if rs.kennung == wahl.rechtsstand:
                if rs.nur_wenn_benannt is not None and not _im_zeitraum(rs, wahl.wahltag):
                    raise KeinRechtsstand("wahl.rechtsstand", _ausserhalb(rs, wahl.wahltag, erklaerung))
                return rs
        bekannt = ", ".join(rs.kennung for rs in staende)
        raise KeinRechtsstand(
            "wahl.rechtsstand", f"„{wahl.rechtsstand}“ ist {erklaerung.fuer} nicht bekannt; bekannt: {bekannt}"
        )
    for rs in staende:
        if rs.gilt_fuer(wahl.wahltag):
            return rs
    lu = erklaerung.luecke(wahl.wahltag)
    if lu is not None:
        bekannt = ", ".join(rs.kennung for rs in staende)
        raise KeinRechtsstand(
            "wahl.wahltag",
            f"{lu.grund}; für Wahltage vom {deutsch.datum_kurz(lu.von)} bis zum {deutsch.datum_kurz(lu.bis)} ist "
            f"{erklaerung.fuer} daher kein Rechtsstand hinterlegt – bitte die Fassung, nach der die Gemeinde die Wahl "
            f"vorbereitet, in [wahl] rechtsstand angeben (bekannt: {bekannt})",
        )
    frueheste = min(rs.gilt_ab for rs in staende)
    raise KeinRechtsstand(
        "wahl.wahltag",
        f"für Wahltage vor dem {deutsch.datum_kurz(frueheste)} ist {erklaerung.fuer} kein Rechtsstand hinterlegt",
    )


def _im_zeitraum(rs: Rechtsstand, wahltag: date) -> bool:
    return rs.gilt_ab <= wahltag and (rs.gilt_bis is None or wahltag <= rs.gilt_bis)


def _ausserhalb(rs: Rechtsstand, wahltag: date, erklaerung: Landesrecht) -> str:
    """The sentence refusing a version named in the data file (:attr:`Rechtsstand.nur_wenn_benannt`) for a
    Wahltag outside its dates: the version names a case, not a time, but its law still has one."""
    zeit = f"ab dem {deutsch.datum_kurz(rs.gilt_ab)}"
    if rs.gilt_bis is not None:
        zeit += f" bis zum {deutsch.datum_kurz(rs.gilt_bis)}"
    return f"„{rs.kennung}“ gilt {erklaerung.fuer} nur für Wahltage {zeit}, nicht für den {deutsch.datum_kurz(wahltag)}"


def _amt_probleme(wahl: Wahl, erklaerung: Landesrecht) -> list[Problem]:
    if wahl.amt in erklaerung.aemter:
        return []
    if wahl.amt in erklaerung.aemter_ohne_direktwahl:
        return [Problem("wahl.amt", erklaerung.aemter_ohne_direktwahl[wahl.amt])]
    wo = [lr.im for lr in laender() if wahl.amt in lr.aemter]
    if wo:
        text = f"„{wahl.amt}“ wird nur {deutsch.aufzaehlung(wo)} nach diesem Verfahren gewählt"
    else:
        text = f"„{wahl.amt}“ ist nicht zulässig; erlaubt: {', '.join(erklaerung.aemter)}"
    return [Problem("wahl.amt", text)]


def pruefe_wahl(wahl: Wahl) -> list[Problem]:
    """The election's Land, office and dates checked against the Land's law; empty when they are valid."""
    try:
        rs = rechtsstand(wahl)
    except KeinRechtsstand as e:
        return [Problem(e.pfad, str(e))]
    return _amt_probleme(wahl, land(wahl.land)) + termine.pruefe_termine(wahl, rs) + _sitzungen(wahl, rs)


def _sitzungen(wahl: Wahl, rs: Rechtsstand) -> list[Problem]:
    """The committee's meetings on the admission lie where the law allows them: after the filing period
    (for the Stichwahl: after the first ballot and the consent period) and by the last day of the
    decision."""
    a = wahl.ausschuss
    if a is None or (a.zulassungssitzung is None and a.stichwahl_zulassungssitzung is None):
        return []
    alle = berechne(wahl, rs)
    probleme = []

    def pruefe(pfad: str, tag: date, frueh: list[tuple[Frist | None, str]], spaet: Frist | None) -> None:
        for f, was in frueh:
            if f is not None and tag < f.datum:
                probleme.append(
                    Problem(
                        pfad,
                        f"{deutsch.datum_kurz(tag)} liegt vor {was} ({deutsch.datum_kurz(f.datum)}, {f.vorschrift}); "
                        "über die Zulassung kann erst danach entschieden werden",
                    )
                )
        if spaet is not None and tag > spaet.datum:
            probleme.append(
                Problem(
                    pfad,
                    f"{deutsch.datum_kurz(tag)} liegt nach dem {deutsch.datum_kurz(spaet.datum)}; über die Zulassung "
                    f"ist spätestens an diesem Tag zu entscheiden ({spaet.vorschrift})",
                )
            )

    if a.zulassungssitzung is not None:
        pruefe(
            "wahl.ausschuss.zulassungssitzung",
            a.zulassungssitzung,
            [(mit_rolle(alle, "einreichungsschluss"), "dem Ende der Einreichungsfrist")],
            mit_rolle(alle, "zulassung_spaetestens") or mit_rolle(alle, "wahltag"),
        )
    if a.stichwahl_zulassungssitzung is not None:
        tag = a.stichwahl_zulassungssitzung
        if tag <= wahl.wahltag:
            probleme.append(
                Problem(
                    "wahl.ausschuss.stichwahl_zulassungssitzung",
                    f"{deutsch.datum_kurz(tag)} liegt nicht nach der ersten Wahl ({deutsch.datum_kurz(wahl.wahltag)})",
                )
            )
        else:
            pruefe(
                "wahl.ausschuss.stichwahl_zulassungssitzung",
                tag,
                [(mit_rolle(alle, "stichwahl_zustimmung_bis"), "dem Ende der Zustimmungsfrist")],
                mit_rolle(alle, "stichwahl_zulassung_spaetestens") or mit_rolle(alle, "stichwahltag"),
            )
    return probleme


def pruefe_daten(daten: Wahldaten) -> list[Problem]:
    """The whole data checked against the Land's law where its structure is valid: persons for the
    run-off who did not apply exist only where the law lets such persons consent (BW § 10a KomWG)."""
    rs = rechtsstand(daten.wahl)
    probleme = _unterlagen_probleme(daten, rs) + _doktorgrad_probleme(daten, rs) + _verfahren_probleme(daten, rs)
    if rs.pruefung.stichwahl is None:
        land = land_von(daten)
        for i, p in enumerate(daten.stichwahl_bewerber, 1):
            probleme.append(
                Problem(
                    f"stichwahl_bewerber[{i}]",
                    f"„{p.id}“: {land.fuer} ist unter diesem Rechtsstand ({rs.label}) nicht vorgesehen, dass "
                    "eine Person ohne Bewerbung mit ihrer Zustimmung an der Stichwahl teilnimmt; an ihr nehmen die "
                    "Bewerber der ersten Wahl teil",
                )
            )
    return probleme


def _unterlagen_probleme(daten: Wahldaten, rs: Rechtsstand) -> list[Problem]:
    """The recorded documents named as the Land's law names them (a typo is not silently "missing")."""
    v = rs.pruefung
    bekannt = [d.schluessel for d in v.unterlagen_liste]
    bekannt += [f"{d.schluessel}_verlangt" for d in v.unterlagen_liste if "verlangt" in (d.bewerbung, d.stichwahl)]
    nachreichbar = [d.schluessel for d in v.unterlagen_liste if d.nachreichbar]
    if v.wahlrechtsnachweise_nachreichbar:
        nachreichbar.append("wahlrechtsnachweise")
    probleme = []
    for art, liste in (("bewerber", daten.bewerber), ("stichwahl_bewerber", daten.stichwahl_bewerber)):
        for i, p in enumerate(liste, 1):
            if p.unterlagen is None:
                continue
            for schluessel in p.unterlagen.schluessel:
                if schluessel not in bekannt:
                    erlaubt = ", ".join(bekannt) if bekannt else "keine (die Unterlagen werden hier nicht geprüft)"
                    probleme.append(
                        Problem(
                            f"{art}[{i}].unterlagen.{schluessel}",
                            f"ist keine Unterlage, die {land(daten.wahl.land).fuer} unter diesem Rechtsstand "
                            f"hinterlegt ist (Tippfehler?); bekannt: {erlaubt}",
                        )
                    )
            for k, nachweis in enumerate(p.unterlagen.unverschuldet_nicht_rechtzeitig, 1):
                if nachweis not in nachreichbar:
                    probleme.append(
                        Problem(
                            f"{art}[{i}].unterlagen.unverschuldet_nicht_rechtzeitig[{k}]",
                            f"„{nachweis}“ kann nicht nachgereicht werden; möglich: "
                            f"{', '.join(nachreichbar) or 'nichts'}",
                        )
                    )
    return probleme


_DOKTORGRAD = re.compile(r"Dr\.(?: (?:h\. ?c\.|E\. ?h\.))?(?: Dr\.(?: (?:h\. ?c\.|E\. ?h\.))?)*")
"""A Doktorgrad as the identity card or passport carries it: "Dr." without the subject, several
doctorates "Dr. Dr.", an honorary doctorate of a German university "Dr. h. c." / "Dr. E. h."
(Passverwaltungsvorschrift Nr. 4.1.3)."""


def doktorgrad_problem(grad: str, pfad: str, rs: Rechtsstand) -> Problem | None:
    """Why ``grad`` cannot be printed as a registered Doktorgrad, or None (§ 5 Abs. 2 Nr. 3 PAuswG, § 4 Abs. 1
    Satz 2 Nr. 3 PassG; BW § 20 Abs. 6 Satz 2 KomWO)."""
    if _DOKTORGRAD.fullmatch(" ".join(grad.split())):
        return None
    quelle = ", ".join(q for q in (rs.pruefung.doktorgrad, "§ 5 Abs. 2 Nr. 3 PAuswG") if q)
    return Problem(
        pfad,
        f"„{grad}“ ist kein im Personalausweis oder Pass eingetragener Doktorgrad; aufgenommen wird nur ein dort "
        "eingetragener Doktorgrad, und der lautet ohne Fachrichtung „Dr.“ (bei mehreren „Dr. Dr.“, Ehrendoktor "
        f"„Dr. h. c.“ oder „Dr. E. h.“) – „Prof.“ und andere Titel oder akademische Grade nicht ({quelle})",
    )


def _doktorgrad_probleme(daten: Wahldaten, rs: Rechtsstand) -> list[Problem]:
    probleme = []
    for art, liste in (("bewerber", daten.bewerber), ("stichwahl_bewerber", daten.stichwahl_bewerber)):
        for i, p in enumerate(liste, 1):
            if p.doktorgrad is not None:
                problem = doktorgrad_problem(p.doktorgrad, f"{art}[{i}].doktorgrad", rs)
                if problem is not None:
                    probleme.append(problem)
    return probleme


def _name(text: str) -> tuple[str, ...]:
    """A name as words, case and titles ignored (to recognise an applicant in a chair's or signer's name)."""
    woerter = re.sub(r"[.,]", " ", text).casefold().split()
    return tuple(w for w in woerter if w not in {"dr", "prof", "h", "c", "e"})


def _ist_bewerber(name: str, daten: Wahldaten) -> Person | None:
    """The applicant whose whole name (all Vornamen and the Familienname) the given name is, or None."""
    gesucht = _name(name)
    for p in (*daten.bewerber, *daten.stichwahl_bewerber):
        if gesucht and gesucht == _name(f"{p.vornamen} {p.familienname}"):
            return p
    return None


def _verfahren_probleme(daten: Wahldaten, rs: Rechtsstand) -> list[Problem]:
    """An applicant may not chair the election committee nor sign the notices about the applications; where
    only represented parties may propose, a Träger must be recorded as represented."""
    v = rs.pruefung
    wahl = daten.wahl
    probleme = []
    if v.wahlorgan_ausschluss and wahl.ausschuss is not None:
        p = _ist_bewerber(wahl.ausschuss.vorsitz, daten)
        if p is not None:
            probleme.append(
                Problem(
                    "wahl.ausschuss.vorsitz",
                    f"„{wahl.ausschuss.vorsitz}“ bewirbt sich selbst ({p.name}); wer sich bewirbt, darf dem "
                    f"Wahlausschuss nicht angehören – den Vorsitz führt dann eine vom Gemeinderat gewählte Person "
                    f"({v.wahlorgan_ausschluss})",
                )
            )
    if v.unterzeichner_ausschluss and wahl.bekanntmachung is not None:
        p = _ist_bewerber(wahl.bekanntmachung.unterzeichner, daten)
        if p is not None:
            probleme.append(
                Problem(
                    "wahl.bekanntmachung.unterzeichner",
                    f"„{wahl.bekanntmachung.unterzeichner}“ bewirbt sich selbst ({p.name}) und darf die "
                    "Bekanntmachungen über die Bewerbungen nicht unterzeichnen; sie unterzeichnet die Stellvertretung "
                    f"({v.unterzeichner_ausschluss})",
                )
            )
    if v.nur_vertretene_traeger:
        for i, b in enumerate(daten.bewerber, 1):
            if b.wahlvorschlagstraeger and not b.partei_befreit:
                probleme.append(
                    Problem(
                        f"bewerber[{i}].partei_befreit",
                        f"„{b.id}“: einen Wahlvorschlag können nur Parteien und Wählergruppen einreichen, die in der "
                        f"Gemeindevertretung vertreten sind ({v.nur_vertretene_traeger}); ist der Träger vertreten, "
                        "bitte das bei der Bewerbung angeben, sonst bewirbt sich die Person ohne Träger selbst",
                    )
                )
    return probleme


def land_von(daten: Wahldaten) -> Landesrecht:
    """The declaration of the election's Land."""
    return land(daten.wahl.land)


def fristen(wahl: Wahl) -> list[Frist]:
    """Every deadline of the election, in date order, each with its citation and arithmetic."""
    return berechne(wahl, rechtsstand(wahl))


def quorum(wahl: Wahl, amtsinhaber: bool = False, bewerber: Person | None = None) -> Quorum:
    """Support signatures required for an application, by the Land's law on the Wahltag.

    ``bewerber`` lets the Land apply its exemptions (ST: Ortsvorsteher, party support; SL: parties in
    the Gemeinderat); ``amtsinhaber`` defaults to the applicant's own flag. May raise an
    :class:`~notices.fehler.Eingabefehler` when the data the Land counts from is missing.
    """
    amtsinhaber = amtsinhaber or bool(getattr(bewerber, "amtsinhaber", False))
    return quoren.berechne(rechtsstand(wahl).quorum, wahl, amtsinhaber, bewerber)


def _gesetzt(modell: Any, feld: str) -> bool:
    """Whether a data key holds something other than its default (a web form may write the default)."""
    if modell is None or feld not in type(modell).model_fields:
        return False
    return getattr(modell, feld) != type(modell).model_fields[feld].get_default(call_default_factory=True)


def fremde_schluessel(daten: Wahldaten) -> list[Problem]:
    """Keys the data file sets that its Land does not read (:data:`~notices.recht.grundlagen.LANDESSCHLUESSEL`,
    the Land's ``[daten] liest``): most likely another Land's key (``los`` of BW in a file for
    Sachsen-Anhalt). They change nothing, so the file stays valid; the clerk is told, key by key."""
    eigen = land(daten.wahl.land)
    probleme = []
    for schluessel in LANDESSCHLUESSEL:
        if eigen.liest(schluessel) or schluessel == "stichwahl_bewerber":  # refused by pruefe_daten
            continue
        *oben, feld = schluessel.split(".")
        if oben == ["bewerber"]:
            orte = [(f"bewerber[{i}].{feld}", b) for i, b in enumerate(daten.bewerber, 1)]
        elif oben == ["wahl", "ausschuss"]:
            orte = [(schluessel, daten.wahl.ausschuss)]
        else:
            orte = [(schluessel, daten.wahl)]
        gesetzt = [pfad for pfad, modell in orte if _gesetzt(modell, feld)]
        if not gesetzt:
            continue
        # The other Länder's declarations only when a key is set: a file without one loads only its own.
        andere = [lr.im for lr in laender() if lr.code != eigen.code and schluessel in lr.daten.liest]
        gilt = f"; der Schlüssel gilt nur {deutsch.aufzaehlung(andere)}" if andere else ""
        for pfad in gesetzt:
            probleme.append(Problem(pfad, f"„{feld}“ wird {eigen.im} nicht gelesen und bleibt ohne Wirkung{gilt}."))
    return probleme


def hinweise(wahl: Wahl) -> list[str]:
    """Warnings about the data that do not make it invalid (e.g. a late advertisement)."""
    ergebnis = []
    aus = wahl.stellenausschreibung
    spaet = mit_rolle(fristen(wahl), "stellenausschreibung_spaetestens")
    if aus is not None and spaet is not None and aus > spaet.datum:
        ergebnis.append(
            f"Die Stelle wurde am {deutsch.datum_kurz(aus)} ausgeschrieben, nach dem "
            f"{deutsch.datum_kurz(spaet.datum)}; sie ist spätestens {spaet.rechnung.split(' (')[0]} "
            f"auszuschreiben ({spaet.vorschrift})."
        )
    return ergebnis
