"""The support signatures (BW: § 10 Abs. 2 KomWG, § 20 Abs. 2, Abs. 5 Satz 2 Nr. 2 KomWO): which rows of
the signer lists count, which do not and why, who signed for several applicants – and the defect of an
application that has too few.

A signature counts if the signer was entitled to vote, signed on an official form (which exists only
from the advertisement of the post), gave the required details, and the sheet arrived by the end of
the filing period. Someone who signed for several applicants is judged by the Land's rule
(``Pruefvorschriften.mehrfachregel``): all those signatures void (BW), the first valid and the further
ones void (SL since 2019), or counted and reported where the rule is not on record.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from notices import deutsch
from notices.model import Bewerber
from notices.pruefung.ergebnis import Befund, Mitunterzeichnung, UngueltigeUnterschrift
from notices.pruefung.lage import Lage, zeit
from notices.recht.grundlagen import Quorum
from notices.sammelpause import sammelpause
from notices.unterschriften import Unterschrift, personenschluessel

Schluessel = tuple[str, str, date]


@dataclass(frozen=True)
class Zaehlung:
    """The signatures of one applicant's list."""

    gueltig: int = 0
    ungueltig: tuple[UngueltigeUnterschrift, ...] = ()
    mehrfach_gemeldet: int = 0
    """Rows of persons who also signed for another applicant, where that does not void them."""
    mehrfach_zeilen: tuple[int, ...] = ()
    """Their lines in the list (reported for the committee)."""

    @property
    def erfasst(self) -> int:
        return self.gueltig + len(self.ungueltig)


def _merkmale(u: Unterschrift) -> tuple[object, ...]:
    """Everything of a row that :func:`_eigene_gruende` reads: rows alike in these have the same reasons."""
    return (
        u.unlesbar,
        not u.familienname,
        not u.vornamen,
        u.geburtsdatum is None,
        not (u.strasse and u.plz and u.ort),
        u.datum_unterschrift,
        u.wahlberechtigt,
        u.eingang,
        u.eingang_mit_uhrzeit,
    )


def _eigene_gruende(lage: Lage, b: Bewerber, u: Unterschrift) -> tuple[list[str], list[str]]:
    """Reasons a signature does not count, judged on its own row (§ 10 Abs. 2 KomWG, § 20 Abs. 2, 5 KomWO)."""
    v = lage.v
    gruende: list[str] = []
    regeln: list[str] = []
    if u.unlesbar:
        gruende.append(f"nicht lesbar – {u.unlesbar}")
        regeln.append("unlesbar")
    fehlt = u.fehlende_angaben()
    if v.pflichtangaben is not None:
        fehlt = [f for f in fehlt if f in v.pflichtangaben]
    if fehlt:
        gruende.append(f"Angaben fehlen: {', '.join(fehlt)} ({v.angaben})")
        regeln.append("angaben")
    if u.wahlberechtigt is False:
        wann = v.wahlberechtigt_wann or (
            f"in der Gemeinde bis zum Ende der {v.eintragungsfrist_name}"
            if v.eintragungsfrist
            else "im Zeitpunkt der Unterzeichnung"
        )
        gruende.append(f"nicht wahlberechtigt {wann} ({v.wahlberechtigt})")
        regeln.append("nicht_wahlberechtigt")
    elif u.wahlberechtigt is None:
        gruende.append(f"Wahlrecht noch nicht geprüft ({v.wahlberechtigt})")
        regeln.append("wahlrecht_ungeprueft")
    d = u.datum_unterschrift
    if (
        v.unterschriften_nach_ausschreibung
        and d is not None
        and lage.ausschreibung is not None
        and d < lage.ausschreibung
    ):
        gruende.append(
            f"am {deutsch.datum_kurz(d)} unterzeichnet, vor der Ausschreibung der Stelle am "
            f"{deutsch.datum_kurz(lage.ausschreibung)}; amtliche Formblätter gibt es erst danach ({v.formblatt})"
        )
        regeln.append("vor_ausschreibung")
    if v.unterstuetzung_ab_einreichung and d is not None and b.eingang is not None and d <= b.eingang.date():
        gruende.append(
            f"am {deutsch.datum_kurz(d)} eingetragen; die Eintragung ist erst ab dem Tag nach der Einreichung des "
            f"Wahlvorschlags ({deutsch.datum_kurz(b.eingang.date())}) möglich ({v.unterstuetzung_ab_einreichung})"
        )
        regeln.append("vor_einreichung")
    eingang = u.eingang or b.eingang
    mit_uhrzeit = u.eingang_mit_uhrzeit if u.eingang else True
    schluss = lage.unterstuetzung_ende
    im_amt = v.eintragungsfrist is not None
    if eingang is None:
        gruende.append("Eingang unbekannt (weder beim Formblatt noch bei der Bewerbung erfasst)")
        regeln.append("eingang_unbekannt")
    else:
        if schluss is not None:
            zu_spaet = eingang > schluss if mit_uhrzeit else eingang.date() > schluss.date()
            if zu_spaet:
                wann = zeit(eingang) if mit_uhrzeit else deutsch.datum_kurz(eingang.date())
                if im_amt:
                    gruende.append(
                        f"am {wann} {v.eingetragen}, nach Ende der {v.eintragungsfrist_name} "
                        f"({zeit(schluss)}; {v.eintragungsfrist})"
                    )
                else:
                    gruende.append(
                        f"Formblatt am {wann} eingegangen, nach Ende der Einreichungsfrist "
                        f"({zeit(schluss)}; {v.unterschriften_fehlen})"
                    )
                regeln.append("nach_fristende")
        if d is not None and d > eingang.date():
            was = "der Eintragung" if im_amt else "des Formblatts"
            gruende.append(
                f"Tag der Unterzeichnung ({deutsch.datum_kurz(d)}) liegt nach dem Eingang {was} "
                f"({deutsch.datum_kurz(eingang.date())})"
            )
            regeln.append("nach_eingang")
    if d is not None and schluss is not None and d > schluss.date() and "nach_eingang" not in regeln:
        if im_amt:
            gruende.append(
                f"nach Ende der {v.eintragungsfrist_name} ({zeit(schluss)}) unterzeichnet ({v.eintragungsfrist})"
            )
        else:
            gruende.append(
                f"nach Ende der Einreichungsfrist ({zeit(schluss)}) unterzeichnet ({v.unterschriften_fehlen})"
            )
        regeln.append("nach_fristende")
    return gruende, regeln


def _tag(u: Unterschrift) -> date | None:
    return u.eingang.date() if u.eingang else u.datum_unterschrift


def _frueher(a: Unterschrift, b: Unterschrift) -> bool | None:
    """Whether entry ``a`` was made before ``b``: by the time of entry where both have one, else by the
    day; None where the data cannot tell (same day without times, a day missing)."""
    tag_a, tag_b = _tag(a), _tag(b)
    if tag_a is None or tag_b is None:
        return None
    if tag_a != tag_b:
        return tag_a < tag_b
    if a.eingang and b.eingang and a.eingang_mit_uhrzeit and b.eingang_mit_uhrzeit and a.eingang != b.eingang:
        return a.eingang < b.eingang
    return None


def _erster_vorschlag(treffer: list[tuple[str, Unterschrift]]) -> str | None:
    """The applicant whose list holds the person's first entry, provably before every entry for another
    applicant (SL § 17 Abs. 4 KWO); None where the data cannot tell."""
    for bid, u in treffer:
        if all(_frueher(u, v) for andere, v in treffer if andere != bid):
            return bid
    return None


def _mehrfach_gruende(
    lage: Lage, bid: str, u: Unterschrift, treffer: list[tuple[str, Unterschrift]], bewerber: dict[str, Bewerber]
) -> tuple[str | None, str | None, tuple[Mitunterzeichnung, ...]]:
    """The reason, rule and other entries that void a signature of someone who signed for several applicants."""
    regel = lage.v.mehrfachregel

    def eintraege(paare: list[tuple[str, Unterschrift]]) -> tuple[tuple[Mitunterzeichnung, ...], str]:
        """The other entries, and how the reason names them: ``Deniz Yılmaz (dort Zeile 5)``."""
        auch = tuple(Mitunterzeichnung(a, bewerber[a].name, v.datei, v.zeile) for a, v in paare)
        return auch, ", ".join(f"{m.name} (dort Zeile {m.zeile})" for m in auch)

    andere = [(a, v) for a, v in treffer if a != bid]
    if regel == "alle_ungueltig":
        auch, stellen = eintraege(andere)
        grund = (
            f"hat mehrere Bewerbungen unterzeichnet, auch die von {stellen}; alle Unterschriften "
            f"dieser Person für diese Wahl sind ungültig ({lage.v.mehrfach})"
        )
        return grund, "mehrfach", auch
    if regel == "melden":
        return None, None, ()
    erster = _erster_vorschlag(treffer)
    if erster == bid:
        return None, None, ()
    if erster is not None:
        auch, _ = eintraege([(a, v) for a, v in treffer if a == erster])
        stellen = ", ".join(f"dort Zeile {m.zeile}" for m in auch)
        grund = (
            f"hat zuvor den Wahlvorschlag von {bewerber[erster].name} unterzeichnet ({stellen}); die Unterschrift "
            f"ist auf allen weiteren Wahlvorschlägen ungültig ({lage.v.mehrfach})"
        )
        return grund, "mehrfach", auch
    frueher = [(a, v) for a, v in andere if _frueher(v, u)]
    if frueher:
        auch, stellen = eintraege(frueher)
        grund = (
            f"hat zuvor den Wahlvorschlag von {stellen} unterzeichnet; die Unterschrift ist auf allen weiteren "
            f"Wahlvorschlägen ungültig ({lage.v.mehrfach})"
        )
        return grund, "mehrfach", auch
    auch, stellen = eintraege(andere)
    grund = (
        f"hat auch den Wahlvorschlag von {stellen} unterzeichnet; welche Eintragung die erste ist und gültig bleibt, "
        "lässt sich aus den Daten nicht feststellen – bitte Tag und Uhrzeit der Eintragungen in den Listen "
        f"erfassen; bis dahin wird die Unterschrift nicht gezählt ({lage.v.mehrfach})"
    )
    return grund, "mehrfach_offen", auch


def zaehle(lage: Lage) -> dict[str, Zaehlung]:
    """Per applicant id: the valid signatures, the void ones with reasons, and cross-signers reported
    (the cyclic collector paused meanwhile: :mod:`notices.sammelpause`)."""
    with sammelpause():
        return _zaehle(lage)


def _zaehle(lage: Lage) -> dict[str, Zaehlung]:
    bewerber = {b.id: b for b in lage.daten.bewerber}
    # Who signed where: every recorded row, valid or not (§ 20 Abs. 2 Nr. 3 KomWO: "unterzeichnet"). A person
    # in the lists of two or more applicants is a cross-signer; only for them are their rows gathered.
    schluessel_der_liste: dict[str, list[Schluessel | None]] = {}
    erste_liste: dict[Schluessel, str] = {}
    mehrfach: set[Schluessel] = set()
    for bid, liste in lage.listen.items():
        alle = schluessel_der_liste[bid] = [
            personenschluessel(u.familienname, u.vornamen, u.geburtsdatum) for u in liste
        ]
        for schluessel in alle:
            if schluessel is not None and erste_liste.setdefault(schluessel, bid) != bid:
                mehrfach.add(schluessel)
    wo: dict[Schluessel, list[tuple[str, Unterschrift]]] = defaultdict(list)
    if mehrfach:
        for bid, liste in lage.listen.items():
            for schluessel, u in zip(schluessel_der_liste[bid], liste, strict=True):
                if schluessel in mehrfach:
                    wo[schluessel].append((bid, u))
    melden = lage.v.mehrfachregel == "melden"

    ergebnis = {}
    for bid, liste in lage.listen.items():
        b = bewerber[bid]
        gueltig = 0
        gemeldet: list[int] = []
        ungueltig: list[UngueltigeUnterschrift] = []
        gezaehlt: dict[Schluessel, Unterschrift] = {}
        # the reasons of a row depend on few of its values, which repeat (days, the right to vote, what is
        # missing): judged once per distinct combination, copied for each row
        eigene: dict[tuple[object, ...], tuple[list[str], list[str]]] = {}
        for u, schluessel in zip(liste, schluessel_der_liste[bid], strict=True):
            merkmale = _merkmale(u)
            bekannt = eigene.get(merkmale)
            if bekannt is None:
                bekannt = eigene[merkmale] = _eigene_gruende(lage, b, u)
            gruende, regeln = bekannt[0].copy(), bekannt[1].copy()
            auch: tuple[Mitunterzeichnung, ...] = ()
            grund = None
            if schluessel in mehrfach:
                if melden:
                    gemeldet.append(u.zeile)
                grund, regel, auch = _mehrfach_gruende(lage, bid, u, wo[schluessel], bewerber)
                if grund is not None and regel is not None:
                    gruende.insert(0, grund)
                    regeln.insert(0, regel)
            if grund is None and not gruende and schluessel in gezaehlt:
                erste = gezaehlt[schluessel]
                gruende.append(f"dieselbe Person wie in Zeile {erste.zeile}; sie zählt nur einmal")
                regeln.append("doppelt")
            if gruende:
                ungueltig.append(UngueltigeUnterschrift(u.datei, u.zeile, u.name, tuple(gruende), tuple(regeln), auch))
            else:
                gueltig += 1
                if schluessel is not None:
                    gezaehlt[schluessel] = u
        ergebnis[bid] = Zaehlung(gueltig, tuple(ungueltig), len(gemeldet), tuple(gemeldet))
    return ergebnis


def _fehlen(anzahl: int) -> str:
    if anzahl == 1:
        return "Es fehlt 1 gültige Unterstützungsunterschrift"
    return f"Es fehlen {anzahl} gültige Unterstützungsunterschriften"


def _beide(quorum: str, regel: str) -> str:
    """The quorum's provision and the rule of the defect, each once (NI, SH: both are § 45d Abs. 3 Satz 2 NKWG,
    § 51 Abs. 3 GKWG – the letter would cite the same paragraph twice)."""
    return quorum if regel == quorum else f"{quorum}, {regel}"


def pruefe_unterschriften(lage: Lage, b: Bewerber, q: Quorum, z: Zaehlung) -> Befund:
    """The defect of too few valid signatures, and notes on the signatures of this application."""
    v = lage.v
    befund = Befund()
    entscheidung = lage.entscheidung
    entschuldigt = (
        v.wahlrechtsnachweise_nachreichbar
        and b.unterlagen is not None
        and "wahlrechtsnachweise" in b.unterlagen.unverschuldet_nicht_rechtzeitig
    )
    if q.anzahl > 0 and b.unterschriften is None:
        befund.maengel.append(
            lage.mangel(
                "unterschriften",
                q.vorschrift,
                f"Es sind keine Unterstützungsunterschriften erfasst; erforderlich sind {q.anzahl}",
                lage.unterstuetzungsfrist,
                entscheidung,
                erfasst=False,
            )
        )
    elif z.gueltig < q.anzahl:
        text = f"{_fehlen(q.anzahl - z.gueltig)}: {z.gueltig} gültige von {q.anzahl} erforderlichen"
        ungeprueft = sum("wahlrecht_ungeprueft" in u.regeln for u in z.ungueltig)
        if ungeprueft:
            text += (
                f"; {ungeprueft} erfasste {'ist' if ungeprueft == 1 else 'sind'} noch nicht auf das Wahlrecht geprüft"
            )
        frist = lage.unterstuetzungsfrist
        vorschrift = _beide(q.vorschrift, v.unterschriften_fehlen)
        if entschuldigt:
            text += (
                "; der Nachweis des Wahlrechts von Unterzeichnern konnte nach den erfassten Angaben unverschuldet "
                "nicht rechtzeitig erbracht werden und kann bis zur Entscheidung nachgereicht werden – ob das "
                "zutrifft, entscheidet der Ausschuss"
            )
            frist = entscheidung
            vorschrift = _beide(q.vorschrift, v.unterschriften_unverschuldet)
        befund.maengel.append(lage.mangel("unterschriften", vorschrift, text, frist, entscheidung))
    if q.anzahl == 0 and b.unterschriften is not None and z.erfasst:
        befund.hinweise.append(
            f"Unterstützungsunterschriften sind nicht erforderlich ({q.begruendung}); die {z.erfasst} erfassten "
            "zählen nicht, machen aber Unterschriften derselben Personen für andere Bewerber ungültig "
            f"({v.mehrfach})."
        )
    schluss = lage.unterstuetzung_ende
    ohne_uhrzeit = [
        u
        for u in (lage.listen.get(b.id) or ())
        if u.eingang is not None
        and not u.eingang_mit_uhrzeit
        and schluss is not None
        and u.eingang.date() == schluss.date()
    ]
    if ohne_uhrzeit:
        zeilen = ", ".join(str(u.zeile) for u in ohne_uhrzeit[:10]) + (" …" if len(ohne_uhrzeit) > 10 else "")
        if v.eintragungsfrist is not None and schluss is not None:
            befund.hinweise.append(
                f"{len(ohne_uhrzeit)} {'Eintragung ist' if len(ohne_uhrzeit) == 1 else 'Eintragungen sind'} am "
                f"letzten Tag der {v.eintragungsfrist_name} ohne Uhrzeit erfasst (Zeilen {zeilen}); gezählt als bis "
                f"{deutsch.uhrzeit(schluss)} vorgenommen – bitte die Listen prüfen ({v.eintragungsfrist})."
            )
        else:
            befund.hinweise.append(
                f"{len(ohne_uhrzeit)} {'Formblatt ist' if len(ohne_uhrzeit) == 1 else 'Formblätter sind'} am letzten "
                f"Tag der Einreichungsfrist ohne Uhrzeit erfasst (Zeilen {zeilen}); "
                "gezählt als vor 18 Uhr eingegangen – bitte die Eingangsvermerke prüfen."
            )
    return befund


def mehrfach_hinweis(lage: Lage, z: Zaehlung) -> list[str]:
    """Where signing for several applicants does not void the signatures: a note to check by hand."""
    n = z.mehrfach_gemeldet
    if not n:
        return []
    zeilen = ", ".join(str(i) for i in z.mehrfach_zeilen[:20]) + (" …" if len(z.mehrfach_zeilen) > 20 else "")
    return [
        f"{n} {'Person hat' if n == 1 else 'Personen haben'} auch für andere Bewerber unterschrieben "
        f"({'Zeile' if n == 1 else 'Zeilen'} {zeilen}); gezählt, aber bitte nach dem Landesrecht prüfen "
        f"({lage.v.mehrfach})."
    ]
