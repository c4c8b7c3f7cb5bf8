"""Eligibility as far as the data shows it (BW: § 46 Abs. 1 GemO): nationality (Germans and
Unionsbürger), the minimum age and – where the Land has one – the maximum age on the day of the ballot (BB § 65
Abs. 1 BbgKWahlG a. F.); under old law a note on the age limits."""

from __future__ import annotations

from datetime import date

from notices import deutsch
from notices.deutsch import staatsangehoerigkeit_name
from notices.model import Person
from notices.pruefung.ergebnis import Befund, Heilungsfrist
from notices.pruefung.lage import Lage


def volljaehrig_am(geburtsdatum: date, jahre: int) -> date:
    """The first day on which ``jahre`` years of life are completed (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB).

    A year of life is completed at the end of the day before the birthday, so the birthday itself is
    the first such day; for 29 February in a common year it is 1 March.
    """
    try:
        return geburtsdatum.replace(year=geburtsdatum.year + jahre)
    except ValueError:
        return date(geburtsdatum.year + jahre, 3, 1)


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
    if tag is not None and v.mindestalter is not None:
        ab = volljaehrig_am(p.geburtsdatum, v.mindestalter)
        if ab > tag:
            befund.maengel.append(
                lage.mangel(
                    "waehlbarkeit",
                    v.lebensalter,
                    f"Geboren am {deutsch.datum_kurz(p.geburtsdatum)}: am Wahltag "
                    f"({deutsch.datum_kurz(tag)}) ist das {v.mindestalter}. Lebensjahr noch nicht vollendet "
                    f"(erst ab {deutsch.datum_kurz(ab)}); nicht wählbar",
                    None,
                    entscheidung,
                )
            )
    if tag is not None and v.hoechstalter is not None:
        grenze = v.hoechstalter
        bis = volljaehrig_am(p.geburtsdatum, grenze)
        if bis <= tag:
            befund.maengel.append(
                lage.mangel(
                    "waehlbarkeit",
                    v.lebensalter,
                    f"Geboren am {deutsch.datum_kurz(p.geburtsdatum)}: am Wahltag ({deutsch.datum_kurz(tag)}) ist "
                    f"das {grenze}. Lebensjahr vollendet (seit {deutsch.datum_kurz(bis)}); wählbar ist nur, wer es "
                    "am Wahltag noch nicht vollendet hat; nicht wählbar",
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
