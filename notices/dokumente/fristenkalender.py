"""The deadline calendar of an election: as text, as the stable JSON of ``notices fristen --json``, as
iCalendar (RFC 5545) and as the view of its PDF. Every deadline comes from :func:`notices.recht.fristen`
with its citation and arithmetic; the same data gives the same bytes."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from typing import Any

from notices import ausgaben, deutsch, recht
from notices.dokumente import Dokument
from notices.model import Wahldaten
from notices.recht.grundlagen import Rechtsstand


def fristen_json(daten: Wahldaten) -> dict[str, Any]:
    """The stable JSON of ``notices fristen --json`` (:class:`notices.ausgaben.Fristen`)."""
    rs = recht.rechtsstand(daten.wahl)
    return ausgaben.Fristen(
        land=daten.wahl.land,
        rechtsstand=rs.label,
        rechtsstand_kennung=rs.kennung,
        fristen=[f.ausgabe() for f in recht.fristen(daten.wahl)],
        hinweise=recht.hinweise(daten.wahl),
    ).als_json()


def fristen_text(daten: Wahldaten) -> str:
    """The deadline calendar as a German plain-text table."""
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    zeilen = [
        f"Fristen und Termine – {deutsch.amtswahl(wahl.amt)} {wahl.gemeinde}",
        f"Wahltag: {deutsch.datum_lang(wahl.wahltag)}",
        f"Rechtsstand: {rs.label}",
        "",
    ]
    for f in recht.fristen(wahl):
        zeit = f", {deutsch.uhrzeit(f.uhrzeit)}" if f.uhrzeit else ""
        zeilen.append(f"{deutsch.datum_lang(f.datum)}{zeit}")
        zeilen.append(f"    {f.beschreibung}")
        zeilen.append(f"    {f.vorschrift} – {f.rechnung}")
        if f.hinweis:
            zeilen.append(f"    Achtung: {f.hinweis}")
        zeilen.append("")
    for h in recht.hinweise(wahl):
        zeilen.append(f"Hinweis: {h}")
    return "\n".join(zeilen).rstrip() + "\n"


def fristen_ics(daten: Wahldaten) -> bytes:
    """The deadlines as an iCalendar file (RFC 5545); the same data gives the same bytes."""
    from icalendar import Calendar, Event

    wahl = daten.wahl
    kal = Calendar()
    kal.add("prodid", "-//notices//Fristen der Bürgermeisterwahl//DE")
    kal.add("version", "2.0")
    kal.add("x-wr-calname", f"{deutsch.amtswahl(wahl.amt)} {wahl.gemeinde} {wahl.wahltag.isoformat()}")
    stempel = datetime.combine(daten.stand, time(0, 0), tzinfo=UTC)
    for f in recht.fristen(wahl):
        ereignis = Event()
        ereignis.add("uid", f"{f.id}-{wahl.wahltag.isoformat()}@notices.{wahl.land.lower()}")
        ereignis.add("dtstamp", stempel)
        ereignis.add("summary", f"{f.beschreibung} ({wahl.gemeinde})")
        if f.uhrzeit is not None:
            beginn = datetime.combine(f.datum, f.uhrzeit)
            ereignis.add("dtstart", beginn)
            ereignis.add("dtend", beginn + timedelta(minutes=15))
        else:
            ereignis.add("dtstart", f.datum)
            ereignis.add("dtend", f.datum + timedelta(days=1))
        beschreibung = f"{f.vorschrift} – {f.rechnung}"
        if f.hinweis:
            beschreibung += f"\nAchtung: {f.hinweis}"
        ereignis.add("description", beschreibung)
        ereignis.add("categories", ["Wahl"])
        kal.add_component(ereignis)
    return kal.to_ical()


def _verschieben(rs: Rechtsstand) -> str:
    """Whether deadlines move for weekends and holidays, as the Land's law says (or that no rule is on record)."""
    if rs.fristen_verschieben_sich_nicht:
        return (
            "Fristen verschieben sich nicht auf den nächsten Werktag, wenn ihr Ende auf einen Samstag, Sonntag oder "
            f"Feiertag fällt ({rs.fristen_verschieben_sich_nicht})."
        )
    return (  # the Land's law has no such rule on record: say so instead of a citation
        "Eine Regel, nach der sich Fristen auf den nächsten Werktag verschieben, ist nicht bekannt; die Fristen "
        "sind unverschoben angegeben und sicherheitshalber an diesem Tag einzuhalten."
    )


def fristenkalender(daten: Wahldaten) -> Dokument:
    """The view of the calendar's PDF (template ``fristen/fristen.html``)."""
    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    kopf = [
        {"bezeichnung": "Wahl", "wert": f"{deutsch.amtswahl(wahl.amt)} {wahl.gemeinde}"},
        {"bezeichnung": "Wahltag", "wert": deutsch.datum_lang(wahl.wahltag)},
    ]
    if wahl.stichwahltag is not None:
        zweiter = {"stichwahl": "Stichwahltag", "neuwahl": "Tag der Neuwahl"}.get(
            rs.zweiter_wahlgang, "Tag des zweiten Wahlgangs"
        )
        kopf.append({"bezeichnung": zweiter, "wert": deutsch.datum_lang(wahl.stichwahltag)})
    kopf += [
        {"bezeichnung": "Rechtsgrundlagen", "wert": rs.fassung},
        {"bezeichnung": "Stand der Daten", "wert": deutsch.datum_ohne_wochentag(daten.stand)},
    ]
    fristen = [
        {
            "datum": deutsch.datum_lang(f.datum),
            "uhrzeit": deutsch.uhrzeit(f.uhrzeit) if f.uhrzeit else None,
            "beschreibung": f.beschreibung,
            "vorschrift": f.vorschrift,
            "rechnung": f.rechnung,
            "hinweis": f.hinweis,
        }
        for f in recht.fristen(wahl)
    ]
    kontext = {
        "kopf": kopf,
        "fristen": fristen,
        "hinweise": recht.hinweise(wahl),
        "quelle": f"Berechnet nach: {rs.fassung}. " + _verschieben(rs),
    }
    return Dokument(
        kontext,
        f"Fristenkalender – {deutsch.amtswahl(wahl.amt)} {wahl.gemeinde}",
        f"Fristen und Termine der {deutsch.amtswahl(wahl.amt)} am {deutsch.datum_kurz(wahl.wahltag)}",
        ("Fristenkalender", wahl.gemeinde),
        "fristen/fristen.html",
    )
