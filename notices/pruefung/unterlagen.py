"""The documents attached to an application or a run-off consent, as the Land's law lists them
(``Pruefvorschriften.unterlagen_liste``; BW: § 20 Abs. 3 KomWO, § 20a Abs. 2 Satz 2 KomWO).

Missing documents can be cured until the period ends (or, where the Land's law says so of a document, until
the admission decision: BB § 63 i. V. m. § 37 Abs. 2 BbgKWahlG); a proof the applicant could not obtain in time
through no fault of their own may follow until the admission decision (BW § 20 Abs. 5 Satz 2 Nr. 3).
Where the office has not recorded the documents at all, that is reported as not recorded – the
document may well be there.
"""

from __future__ import annotations

from notices.model import Person, Unterlagen
from notices.pruefung.ergebnis import Befund, Heilungsfrist
from notices.pruefung.lage import Lage
from notices.recht.grundlagen import Unterlage, UnterlageBedingung


def _noetig(
    bedingung: UnterlageBedingung, p: Person, u: Unterlagen | None, d: Unterlage, wohnt_ausserhalb: bool
) -> bool:
    if bedingung == "immer":
        return True
    if bedingung == "unionsbuerger":
        return p.ist_unionsbuerger
    if bedingung == "wohnt_ausserhalb":
        return wohnt_ausserhalb
    if bedingung == "wahlvorschlagstraeger":
        return bool(getattr(p, "wahlvorschlagstraeger", None))
    if bedingung == "geboren_vor":
        return d.geboren_vor is not None and p.geburtsdatum < d.geboren_vor
    # "verlangt": asked for by the chair, recorded as <schluessel>_verlangt
    return p.ist_unionsbuerger and u is not None and u.hat(f"{d.schluessel}_verlangt")


def pruefe_unterlagen(
    lage: Lage,
    p: Person,
    u: Unterlagen | None,
    *,
    stichwahl: bool,
    bis: Heilungsfrist,
    entscheidung: Heilungsfrist,
    wohnt_ausserhalb: bool = True,
) -> Befund:
    """The missing documents of a person (``stichwahl``: of a run-off consent) as defects."""
    v = lage.v
    befund = Befund()
    liste = [d for d in v.unterlagen_liste if not stichwahl or d.vorschrift_stichwahl is not None]
    if not liste:
        return befund

    def bedingung(d: Unterlage) -> UnterlageBedingung:
        return d.stichwahl if stichwahl else d.bewerbung

    if u is None:
        teile = [
            d.bezeichnung
            for d in liste
            if bedingung(d) != "verlangt" and _noetig(bedingung(d), p, u, d, wohnt_ausserhalb)
        ]
        if not teile:  # nothing the Land asks of this applicant (ST/SL: an Einzelbewerber's documents)
            return befund
        vorschrift = v.stichwahl.versicherung if stichwahl and v.stichwahl is not None else v.unterlagen
        befund.maengel.append(
            lage.mangel(
                "unterlagen",
                vorschrift,
                f"Die eingereichten Unterlagen sind nicht erfasst; bitte prüfen und erfassen: {', '.join(teile)}",
                bis,
                entscheidung,
                erfasst=False,
            )
        )
        return befund
    entschuldigt = set(u.unverschuldet_nicht_rechtzeitig)
    for d in liste:
        if not _noetig(bedingung(d), p, u, d, wohnt_ausserhalb) or u.hat(d.schluessel):
            continue
        text = d.fehlt
        frist = entscheidung if d.heilbar_bis == "entscheidung" else bis
        if d.nachreichbar and d.schluessel in entschuldigt:
            text += (
                "; sie konnte nach den erfassten Angaben aus Gründen, die der Bewerber nicht zu vertreten hat, nicht "
                f"rechtzeitig erbracht werden ({v.unverschuldet}) und kann bis zur Entscheidung nachgereicht "
                "werden – ob das zutrifft, entscheidet der Ausschuss"
            )
            frist = entscheidung
        vorschrift = d.vorschrift_stichwahl if stichwahl and d.vorschrift_stichwahl else d.vorschrift
        befund.maengel.append(lage.mangel("unterlagen", vorschrift, text, frist, entscheidung))
    return befund
