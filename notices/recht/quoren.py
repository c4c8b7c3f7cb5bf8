"""The number of support signatures an application needs: the quorum kinds of the shared vocabulary with
the Land's named exemptions (``[fassung.*.quorum]`` of a declaration).

- ``stufen``: by tiers of the Einwohnerzahl (BW § 10 Abs. 2 KomWG); a tier whose number is not on record is
  refused with its sentence (RP § 16 Abs. 2 KWG between 60 000 and 100 000 inhabitants);
- ``prozent``: a share of those entitled to vote at the last general council election, fractions as the
  statute says, capped (ST § 30 Abs. 3 KWG LSA);
- ``sitze``: a multiple of the council's seats, the multiple by tiers of the Einwohnerzahl (SL § 22 Abs. 2
  KWG; NW § 46d Abs. 1 Satz 3 KWahlG).

Exemptions are tried in their order; the first whose conditions all hold gives none. Then the cases the version's
quorum is not on record for (``verweigert``) are refused with the Land's sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Eingabefehler, Problem
from notices.recht import texte
from notices.recht.grundlagen import Quorum

if TYPE_CHECKING:
    from notices.model import Person, Wahl
    from notices.recht.grundlagen import Bedingung, Quorumregel


def traeger(bewerber: Person | None) -> list[str]:
    """The proposing (or supporting) parties and groups of an applicant as recorded; empty for none."""
    t = getattr(bewerber, "wahlvorschlagstraeger", None) if bewerber is not None else None
    if isinstance(t, str):
        return [t] if t else []
    return list(t) if t else []


def _gilt(bedingung: Bedingung, wahl: Wahl, bewerber: Person | None, amtsinhaber: bool) -> bool:
    t = traeger(bewerber)
    if bedingung == "amtsinhaber":
        return amtsinhaber
    if bedingung == "partei_befreit":
        return bool(getattr(bewerber, "partei_befreit", False))
    if bedingung == "unterstuetzungserklaerung":
        return bool(getattr(bewerber, "unterstuetzungserklaerung", False))
    if bedingung == "mit_traeger":
        return bool(t)
    if bedingung == "ein_traeger":
        return len(t) == 1
    if bedingung == "nicht_ein_traeger":
        return len(t) != 1
    if bedingung == "ohne_traeger":
        return not t
    if bedingung == "gemeinsamer_vorschlag":
        return len(t) > 1
    if bedingung == "traeger_im_gemeinderat":
        return len(t) == 1 and t[0] in wahl.stimmen_letzte_gemeinderatswahl
    if bedingung == "amt_ortsvorsteher":
        return wahl.amt == "Ortsvorsteher"
    raise AssertionError(bedingung)  # pragma: no cover - Bedingung is a closed Literal


def _fehlt(q: Quorumregel, pfad: str) -> Eingabefehler:
    assert q.fehlt is not None  # required for these kinds when the Land loads
    return Eingabefehler([Problem(pfad, texte.fuelle(q.fehlt, {"vorschrift": q.vorschrift}))])


def anteil(basis: int, q: Quorumregel) -> Quorum:
    """``prozent`` of ``basis``, fractions as the version says, capped at ``hoechstens``."""
    assert q.prozent is not None and q.hoechstens is not None
    zaehler = round(basis * q.prozent * 100)  # exact in hundredths of a per cent
    ganz, rest = divmod(zaehler, 10_000)
    anzahl = min(ganz + (1 if rest and q.bruchteile == "aufrunden" else 0), q.hoechstens)
    text = texte.fuelle(
        q.text,
        {
            "prozent": deutsch.zahl(q.prozent),
            "basis": deutsch.zahl(basis),
            "rechnung": deutsch.zahl(zaehler / 10_000, stellen=2),
            "bruch": "Bruchteile bleiben außer Betracht" if q.bruchteile == "abrunden" else "aufgerundet",
            "hoechstens": q.hoechstens,
            "anzahl": anzahl,
        },
    )
    return Quorum(anzahl, q.vorschrift, text)


def berechne(q: Quorumregel, wahl: Wahl, amtsinhaber: bool, bewerber: Person | None) -> Quorum:
    """The support signatures an application needs under the quorum ``q`` ("bis zu N" includes N)."""
    for b in q.befreiungen:
        if all(_gilt(x, wahl, bewerber, amtsinhaber) for x in b.wenn):
            t = traeger(bewerber)
            text = texte.fuelle(b.begruendung, {"traeger": t[0] if t else ""})
            return Quorum(0, b.vorschrift or q.vorschrift, text)
    for v in q.verweigert:
        if all(_gilt(x, wahl, bewerber, amtsinhaber) for x in v.wenn):
            name = bewerber.name if bewerber is not None else "die Bewerbung"
            raise Eingabefehler([Problem("bewerber", texte.fuelle(v.text, {"name": name}))])
    if q.art == "stufen":
        assert q.grenze_bis is not None and q.grenze_offen is not None
        vorige: int | None = None
        for stufe in q.stufen:
            if stufe.bis is None or wahl.einwohnerzahl <= stufe.bis:
                grenze = (
                    texte.fuelle(q.grenze_bis, {"bis": deutsch.zahl(stufe.bis)})
                    if stufe.bis is not None
                    else texte.fuelle(q.grenze_offen, {"ueber": deutsch.zahl(vorige or 0)})
                )
                if stufe.anzahl is None:
                    assert stufe.fehlt is not None  # checked when the Land loads
                    text = texte.fuelle(stufe.fehlt, {"grenze": grenze, "vorschrift": q.vorschrift})
                    raise Eingabefehler([Problem("wahl.einwohnerzahl", text)])
                vorlage = q.text_keine if stufe.anzahl == 0 and q.text_keine else q.text
                text = texte.fuelle(vorlage, {"grenze": grenze, "anzahl": stufe.anzahl})
                return Quorum(stufe.anzahl, q.vorschrift, text)
            vorige = stufe.bis
        raise AssertionError("the last tier is open-ended")  # pragma: no cover - checked when the Land loads
    if q.art == "prozent":
        if wahl.wahlberechtigte_letzte_wahl is None:
            raise _fehlt(q, "wahl.wahlberechtigte_letzte_wahl")
        return anteil(wahl.wahlberechtigte_letzte_wahl, q)
    sitze = wahl.gemeinderatssitze
    if sitze is None:
        raise _fehlt(q, "wahl.gemeinderatssitze")
    stufe = next(f for f in q.faktoren if f.bis is None or wahl.einwohnerzahl <= f.bis)
    anzahl = stufe.faktor * sitze
    text = texte.fuelle(q.text, {"gemeinde": stufe.gemeinde, "faktor": stufe.faktor, "sitze": sitze, "anzahl": anzahl})
    return Quorum(anzahl, q.vorschrift, text)
