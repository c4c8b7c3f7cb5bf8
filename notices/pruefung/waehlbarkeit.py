"""Eligibility as far as the data shows it (BW: § 46 Abs. 1 GemO): nationality (Germans and
Unionsbürger) and the age limits on the day of the ballot as the version of that day states them
(``Pruefvorschriften.wahlalter_am``), an upper limit by office (``hoechstalter``, RP § 53 Abs. 3 GemO);
a note where a limit depends on what the data do not show."""

from __future__ import annotations

from datetime import date

from notices import deutsch
from notices.deutsch import staatsangehoerigkeit_name
from notices.kalender import volljaehrig_am  # calendar arithmetic; the forms use it too (issue 32)
from notices.model import Person
from notices.pruefung.ergebnis import Befund, Heilungsfrist
from notices.pruefung.lage import Lage


def pruefe_waehlbarkeit(lage: Lage, p: Person, tag: date | None, entscheidung: Heilungsfrist) -> Befund:
    """Defects of eligibility on ``tag`` (the day of the ballot the person stands in)."""
    v = lage.v
    befund = Befund()
    if p.staatsangehoerigkeit != "DE" and p.ist_unionsbuerger and not v.unionsbuerger_waehlbar:
        befund.maengel.append(
            lage.mangel(
                "waehlbarkeit",
                v.wahlbar,
                f"Erfasst ist die Staatsangehörigkeit {staatsangehoerigkeit_name(p)}: wählbar sind nur Deutsche; "
                "Unionsbürger sind für dieses Amt nicht wählbar",
                None,
                entscheidung,
            )
        )
    if p.staatsangehoerigkeit != "DE" and not p.ist_unionsbuerger:
        befund.maengel.append(
            lage.mangel(
                "waehlbarkeit",
                v.wahlbar,
                f"Erfasst ist die Staatsangehörigkeit {staatsangehoerigkeit_name(p)}: weder Deutscher noch "
                "Unionsbürger und daher nicht wählbar",
                None,
                entscheidung,
            )
        )
    grenze = v.wahlalter_am(tag) if tag is not None else None
    if tag is not None and grenze is not None:
        geboren = deutsch.datum_kurz(p.geburtsdatum)
        ab = volljaehrig_am(p.geburtsdatum, grenze.mindestens)
        if ab > tag:
            befund.maengel.append(
                lage.mangel(
                    "waehlbarkeit",
                    grenze.vorschrift,
                    f"Geboren am {geboren}: am Wahltag ({deutsch.datum_kurz(tag)}) ist das {grenze.mindestens}. "
                    f"Lebensjahr noch nicht vollendet (erst ab {deutsch.datum_kurz(ab)}); nicht wählbar",
                    None,
                    entscheidung,
                )
            )
        if grenze.unter is not None and (seit := volljaehrig_am(p.geburtsdatum, grenze.unter)) <= tag:
            befund.maengel.append(
                lage.mangel(
                    "waehlbarkeit",
                    grenze.vorschrift,
                    f"Geboren am {geboren}: am Wahltag ({deutsch.datum_kurz(tag)}) ist das {grenze.unter}. "
                    f"Lebensjahr bereits vollendet (seit {deutsch.datum_kurz(seit)}); wählbar ist nur, wer es am "
                    "Wahltag noch nicht vollendet hat – nicht wählbar",
                    None,
                    entscheidung,
                )
            )
    h = v.hoechstalter
    if tag is not None and h is not None and (not h.aemter or lage.wahl.amt in h.aemter):
        seit = volljaehrig_am(p.geburtsdatum, h.jahre)
        if seit <= tag:
            befund.maengel.append(
                lage.mangel(
                    "waehlbarkeit",
                    h.vorschrift,
                    f"Geboren am {deutsch.datum_kurz(p.geburtsdatum)}: am Wahltag ({deutsch.datum_kurz(tag)}) ist das "
                    f"{h.jahre}. Lebensjahr vollendet (seit {deutsch.datum_kurz(seit)}); zum {lage.wahl.amt} nicht "
                    "wählbar",
                    None,
                    entscheidung,
                )
            )
    grenzen = v.altersgrenzen
    if tag is not None and grenzen is not None:
        geburt = p.geburtsdatum
        alter = tag.year - geburt.year - ((tag.month, tag.day) < (geburt.month, geburt.day))
        if not grenzen[0] <= alter < grenzen[1]:
            befund.hinweise.append(
                f"Alter am Wahltag: {alter} Jahre. {v.altershinweis} ({v.lebensalter}); bitte von Hand prüfen."
            )
    return befund
