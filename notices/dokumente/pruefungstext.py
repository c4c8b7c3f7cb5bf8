"""The check as a German plain-text report (what ``notices pruefen`` prints), and the words for a defect's state."""

from __future__ import annotations

from notices import deutsch, recht
from notices.pruefung.ergebnis import Bewerbungspruefung, Mangel, Pruefergebnis


def vorschlag_text(b: Bewerbungspruefung) -> str:
    """``zulassen`` / ``zurückweisen`` / ``offen (Angaben nicht erfasst)`` – the proposal in words."""
    if b.vorschlag == "offen":
        return f"offen ({', '.join(b.offen_weil)})"
    return "zulassen" if b.vorschlag == "zulassen" else "zurückweisen"


def titel(ergebnis: Pruefergebnis) -> str:
    """``Prüfung der Bewerbungen`` or ``Prüfung der Zustimmungen zur Stichwahl``."""
    return "Prüfung der Zustimmungen zur Stichwahl" if ergebnis.stichwahl else "Prüfung der Bewerbungen"


def mangel_status(m: Mangel) -> str:
    """``behebbar bis …`` / ``nicht mehr behebbar`` / ``nicht erfasst`` – the state of a defect in words."""
    if m.behebbar and m.bis is not None:
        art = f"behebbar {m.bis.text}"
    elif m.behebbar:
        art = "behebbar"
    else:
        art = "nicht mehr behebbar"
    if not m.erfasst:
        return "nicht erfasst" + (f" – {art}" if m.behebbar else "")
    return art


def mangel_zeile(m: Mangel) -> str:
    """``[behebbar bis …] text (vorschrift)`` – one defect in a line of the report."""
    return f"[{mangel_status(m)}] {m.text} ({m.vorschrift})"


def stand_zeile(ergebnis: Pruefergebnis) -> str:
    """``Sitzung des Wahlausschusses: …`` where the check is dated for the committee's meeting; else ``Stand der
    Prüfung: …`` saying what the moment is – given, the latest recorded receipt, the date of the data, or the last
    day of the decision where nothing later is recorded – never a default shown as a recorded moment."""
    wahl = ergebnis.daten.wahl
    sitzung = None
    if wahl.ausschuss is not None:
        a = wahl.ausschuss
        sitzung = a.stichwahl_zulassungssitzung if ergebnis.stichwahl else a.zulassungssitzung
    if sitzung is not None and sitzung == ergebnis.stichtag.date():
        return f"Sitzung des Wahlausschusses: {deutsch.datum_lang(sitzung)}"
    tag = deutsch.datum_lang(ergebnis.stichtag.date())
    if ergebnis.stichtag_art == "eingang":
        return f"Stand der Prüfung: letzter erfasster Eingang am {deutsch.zeitpunkt(ergebnis.stichtag)}"
    if ergebnis.stichtag_art == "stand":
        return f"Stand der Prüfung: {tag} (Stand der erfassten Angaben)"
    if ergebnis.stichtag_art == "frist":
        was = " zur Stichwahl" if ergebnis.stichwahl else ""
        return f"Stand der Prüfung: {tag} (letzter Tag der Entscheidung über die Zulassung{was})"
    if ergebnis.stichtag_art == "kalender":
        return f"Stand der Prüfung: {tag} (erster Tag des Fristenkalenders; noch kein Eingang erfasst)"
    if ergebnis.stichtag_art == "wahltag":
        if ergebnis.stichwahl:
            return f"Stand der Prüfung: {tag} (Tag der ersten Wahl; keine spätere Zustimmung zur Stichwahl erfasst)"
        return f"Stand der Prüfung: {tag} (Wahltag)"
    return f"Stand der Prüfung: {deutsch.zeitpunkt(ergebnis.stichtag)}"


def bericht_text(ergebnis: Pruefergebnis) -> str:
    """The check as a German plain-text report (what ``notices pruefen`` prints)."""
    wahl = ergebnis.daten.wahl
    z = [
        f"{titel(ergebnis)} – {deutsch.amtswahl(wahl.amt)} {wahl.gemeinde} am {deutsch.datum_lang(wahl.wahltag)}",
        f"Rechtsgrundlagen: {recht.rechtsstand(wahl).fassung}",
        stand_zeile(ergebnis),
        f"Vorschläge – die Entscheidung trifft {ergebnis.entscheidung}.",
        "",
    ]
    if ergebnis.reihenfolge is not None:
        z += [f"{ergebnis.reihenfolge.titel}:", *(f"  {a}" for a in ergebnis.reihenfolge.absaetze), ""]
    for i, b in enumerate(ergebnis.in_reihenfolge, 1):
        z_v = ergebnis.vorschriften.stichwahl
        art = "" if b.art == "bewerber" or z_v is None else f" – Stichwahl (Zustimmung nach {z_v.teilnahme})"
        z.append(f"{i}. {b.person.name} ({b.id}){art}")
        if b.art == "bewerber":
            if b.liste is None and b.erforderlich == 0:
                z.append(f"   Unterstützungsunterschriften: keine erforderlich – {b.quorum_begruendung}")
            elif b.liste is None:
                z.append(
                    f"   Unterstützungsunterschriften: nicht erfasst, erforderlich {b.erforderlich} – "
                    f"{b.quorum_begruendung.rstrip('.')} ({b.quorum_vorschrift})"
                )
            else:
                z.append(
                    f"   Unterstützungsunterschriften: {b.gueltig} gültig von {b.erforderlich} erforderlichen "
                    f"({b.erfasst} erfasst in {b.liste}) – {b.quorum_begruendung.rstrip('.')} ({b.quorum_vorschrift})"
                )
            if b.ungueltig:
                z.append(f"   Nicht gezählt ({len(b.ungueltig)}):")
                for u in b.ungueltig:
                    z.append(f"     Zeile {u.zeile} ({u.name or 'ohne Namen'}): {u.grund}")
        if b.maengel:
            z.append("   Mängel:")
            for m in b.maengel:
                z.append(f"     - {mangel_zeile(m)}")
        for h in b.hinweise:
            z.append(f"   Hinweis: {h}")
        z.append(f"   Vorschlag: {vorschlag_text(b)}")
        z.append("")
    for h in ergebnis.hinweise:
        z.append(f"Hinweis: {h}")
    z.append(f"Zusammenfassung: {ergebnis.zusammenfassung}")
    return "\n".join(z) + "\n"
