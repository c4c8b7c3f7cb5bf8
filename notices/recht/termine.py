"""The shared checks of an election's dates, each worded by the Land (``terminpruefungen`` of a version).

- ``zulaessiger_sonntag``: the day (Wahltag or Stichwahltag) is a Sunday other than the excluded ones
  (Easter and Whit Sunday, Totensonntag, holidays: BW § 2 Abs. 3 KomWG; only "a Sunday": NW § 14 KWahlG);
- ``stichwahl_abstand``: the Stichwahl lies that many days after the Wahltag (BW § 45 Abs. 2 GemO and ST
  § 30a Abs. 3 KWG LSA: the 2nd to 4th Sunday; SL § 74 Abs. 4 KWG: 14 days);
- ``stichwahl_nach_dem_wahltag``: the Stichwahl lies after the Wahltag (NW § 46c Abs. 2 KWahlG);
- ``ausgeschlossener_wahltag``: one Wahltag the program refuses (its law is not on record);
- ``nur_mit_rechtsstand``: a window of Wahltage in which the law that applies depends on when the Wahltag was
  fixed and announced (a transitional rule, HE Art. 6 Abs. 1 des Gesetzes vom 24.03.2010): refused unless the
  data file names the version (``[wahl] rechtsstand``);
- ``vor_dem_wahltag``: a date of the preparation lies before the Wahltag;
- ``einreichungsende_*``: the end of the filing period set by the council lies in the frame the statute
  sets (the rules of the roles ``einreichungsende_fruehestens``/``_spaetestens``), before the committee's
  decision (``zulassung_spaetestens``) and not before the period began.

Each check fills the Land's sentence (``text``) with finished strings; ``danach`` is made only where the
check passes.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING

from notices import deutsch
from notices.fehler import Problem
from notices.kalender import kein_sonntag_grund, tag_vor
from notices.recht import texte
from notices.recht.fristenrechnung import beginn_der_einreichungsfrist

if TYPE_CHECKING:
    from notices.model import Wahl
    from notices.recht.grundlagen import Rechtsstand, Terminpruefung


def _fehler(t: Terminpruefung, pfad: str, **werte: object) -> list[Problem]:
    return [Problem(pfad, texte.fuelle(t.text, werte))]


def _pruefe(wahl: Wahl, rs: Rechtsstand, t: Terminpruefung) -> list[Problem] | None:
    """The problems of one check; None where the check does not apply (its date is not in the data)."""
    d = wahl.wahltag
    if t.art in ("zulaessiger_sonntag", "stichwahl_abstand", "stichwahl_nach_dem_wahltag", "vor_dem_wahltag"):
        tag: date | None = getattr(wahl, t.feld)
        if tag is None:
            return None
        pfad = f"wahl.{t.feld}"
        soll = deutsch.datum_lang(d + timedelta(days=t.tage[0])) if t.tage else ""
        if t.art == "zulaessiger_sonntag":
            grund = kein_sonntag_grund(tag, wahl.land, t.ausgeschlossen)
            return _fehler(t, pfad, datum_lang=deutsch.datum_lang(tag), grund=grund, soll_lang=soll) if grund else []
        if t.art == "stichwahl_abstand":
            if (tag - d).days in t.tage:
                return []
            return _fehler(
                t,
                pfad,
                datum_lang=deutsch.datum_lang(tag),
                wahltag_kurz=deutsch.datum_kurz(d),
                fruehestens=deutsch.datum_kurz(d + timedelta(days=min(t.tage))),
                spaetestens=deutsch.datum_kurz(d + timedelta(days=max(t.tage))),
                soll_lang=soll,
            )
        if t.art == "stichwahl_nach_dem_wahltag":
            if tag > d:
                return []
            return _fehler(
                t, pfad, datum_lang=deutsch.datum_lang(tag), wahltag_kurz=deutsch.datum_kurz(d), soll_lang=soll
            )
        # vor_dem_wahltag
        if tag < d:
            return []
        return _fehler(t, pfad, datum_kurz=deutsch.datum_kurz(tag), wahltag_kurz=deutsch.datum_kurz(d))
    if t.art == "ausgeschlossener_wahltag":
        return _fehler(t, "wahl.wahltag", datum_lang=deutsch.datum_lang(d)) if d == t.tag else []
    if t.art == "nur_mit_rechtsstand":
        assert t.tag is not None and t.bis is not None  # checked when the Land loads
        if wahl.rechtsstand is not None or not t.tag <= d <= t.bis:
            return []
        return _fehler(
            t,
            "wahl.rechtsstand",
            datum_lang=deutsch.datum_lang(d),
            von_kurz=deutsch.datum_kurz(t.tag),
            bis_kurz=deutsch.datum_kurz(t.bis),
        )
    ende = wahl.einreichungsfrist_ende
    if ende is None:
        return None
    pfad = "wahl.einreichungsfrist_ende"
    if t.art == "einreichungsende_im_rahmen":
        frueh, spaet = rs.mit_rolle("einreichungsende_fruehestens"), rs.mit_rolle("einreichungsende_spaetestens")
        von = tag_vor(d, frueh.n) if frueh else None
        bis = tag_vor(d, spaet.n) if spaet else None
        if (von is None or von <= ende) and (bis is None or ende <= bis):
            return []
        return _fehler(
            t,
            pfad,
            datum_lang=deutsch.datum_lang(ende),
            frueh=frueh.n if frueh else "",
            spaet=spaet.n if spaet else "",
            frueh_kurz=deutsch.datum_kurz(von) if von else "",
            spaet_kurz=deutsch.datum_kurz(bis) if bis else "",
            frueh_lang=deutsch.datum_lang(von) if von else "",
            vorschrift_frueh=frueh.vorschrift if frueh else "",
            vorschrift_spaet=spaet.vorschrift if spaet else "",
        )
    if t.art == "einreichungsende_vor_zulassung":
        zul = rs.mit_rolle("zulassung_spaetestens")
        if zul is None:
            return None
        zulassung = tag_vor(d, zul.n)
        if ende < zulassung:
            return []
        return _fehler(
            t,
            pfad,
            datum_lang=deutsch.datum_lang(ende),
            zulassung_lang=deutsch.datum_lang(zulassung),
            n=zul.n,
            vorschrift=zul.vorschrift,
        )
    # einreichungsende_nach_beginn
    beginn = beginn_der_einreichungsfrist(wahl)
    if beginn is None or ende >= beginn:
        return []
    return _fehler(t, pfad, datum_lang=deutsch.datum_lang(ende), beginn_lang=deutsch.datum_lang(beginn))


def pruefe_termine(wahl: Wahl, rs: Rechtsstand) -> list[Problem]:
    """The election's dates checked by the version's ``terminpruefungen``, in their order; empty when valid."""
    probleme: list[Problem] = []
    for t in rs.terminpruefungen:
        schritt: Terminpruefung | None = t
        while schritt is not None:
            ergebnis = _pruefe(wahl, rs, schritt)
            if ergebnis is None:
                break
            probleme += ergebnis
            if ergebnis:
                break
            schritt = schritt.danach
    return probleme
