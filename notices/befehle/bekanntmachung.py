"""Verbs ``bekanntmachung`` and ``stichwahl-benachrichtigung`` (BW: § 10 Abs. 6, § 10a KomWG, §§ 20, 20a KomWO).

``--datum`` (default: today) is the date of the notice or letter; it is the only place where the
clock is read. The PDF carries the date given, never the time of rendering.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices.cli import schreibe_ausgabe, standardname
from notices.fehler import Eingabefehler, Problem

if TYPE_CHECKING:
    from notices.model import Wahldaten

EXIT_OK = 0
EXIT_EINGABE = 2


def _datum(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"„{text}“ ist kein Datum (erwartet JJJJ-MM-TT, z. B. 2027-02-27)") from None


def _heute() -> date:
    """Today: the default of ``--datum`` (the only use of the clock)."""
    return date.today()


def _mit_datei(e: Eingabefehler, datei: str) -> Eingabefehler:
    return e if e.datei else Eingabefehler(e.probleme, datei)


def _warne(texte: list[str] | tuple[str, ...]) -> None:
    for t in texte:
        print(f"Hinweis: {t}", file=sys.stderr)


def _drucke_json(objekt: Any) -> None:
    print(json.dumps(objekt, ensure_ascii=False, indent=2))


# ------------------------------------------------------------------------------------------------
# Rendering (WeasyPrint is imported lazily by notices.render)


def bekanntmachung_pdf(daten: Wahldaten, *, stichwahl: bool, datum: date, **render: Any) -> bytes:
    """The PDF of the notice of admitted applications (first ballot) or of the Stichwahl."""
    from notices import recht
    from notices.dokumente import bekanntmachung as bm_modul
    from notices.render import render_pdf

    bm = bm_modul.erstelle(daten, stichwahl=stichwahl)
    ansicht = bm_modul.ansicht(bm, datum)
    if daten.wahl.land != "BW":
        betreff = f"Öffentliche Bekanntmachung nach {recht.rechtsstand(daten.wahl).reihenfolge_vorschrift}"
    elif stichwahl:
        betreff = "Öffentliche Bekanntmachung nach § 10a Abs. 4 KomWG"
    else:
        betreff = "Öffentliche Bekanntmachung nach § 10 Abs. 6 KomWG"
    return render_pdf(
        "bekanntmachung/bekanntmachung.html",
        ansicht,
        # A public notice attaches only the public part of the data: no birth dates, streets or
        # contact addresses beyond what the notice itself shows (§ 20 Abs. 8 KomWO).
        daten=daten.oeffentlicher_teil(),
        titel=ansicht["titel"].replace("\u00a0", " "),
        betreff=betreff,
        stichworte=("Bekanntmachung", "Stichwahl" if stichwahl else "Bewerbungen", daten.wahl.gemeinde),
        **render,
    )


def entfaellt_pdf(daten: Wahldaten, *, grund: str, datum: date, **render: Any) -> bytes:
    """The PDF of the notice that the Stichwahl does not take place (§ 20a Abs. 5 KomWO)."""
    from notices.dokumente import bekanntmachung as bm_modul
    from notices.render import render_pdf

    ansicht = bm_modul.entfaellt_ansicht(daten, grund, datum)
    return render_pdf(
        "stichwahl/entfaellt.html",
        ansicht,
        daten=daten.oeffentlicher_teil(),
        titel=ansicht["titel"].replace("\u00a0", " "),
        betreff="Öffentliche Bekanntmachung nach § 20a Abs. 5 KomWO",
        stichworte=("Bekanntmachung", "Stichwahl", daten.wahl.gemeinde),
        **render,
    )


def benachrichtigung_pdf(daten: Wahldaten, empfaenger: Any, *, datum: date, **render: Any) -> bytes:
    """The PDF of the letter of § 20a Abs. 1 KomWO to one person."""
    from notices.dokumente import bekanntmachung as bm_modul
    from notices.render import render_pdf

    ansicht = bm_modul.benachrichtigung_ansicht(daten, empfaenger, datum)
    return render_pdf(
        "stichwahl/benachrichtigung.html",
        ansicht,
        daten=daten,
        titel=ansicht["titel"].replace("\u00a0", " "),
        betreff="Benachrichtigung nach § 20a Abs. 1 KomWO",
        stichworte=("Stichwahl", "Zustimmung", daten.wahl.gemeinde),
        **render,
    )


def _render_optionen(args: argparse.Namespace) -> dict[str, Any]:
    from notices.render import optionen

    return optionen(args)


# ------------------------------------------------------------------------------------------------
# bekanntmachung


def _ziel(args: argparse.Namespace, daten: Wahldaten, art: str) -> Path:
    return Path(args.out) if args.out else standardname("bekanntmachung", art, daten.wahl.gemeinde)


def _befehl_bekanntmachung(args: argparse.Namespace) -> int:
    from notices.cli import _lade
    from notices.dokumente import bekanntmachung as bm_modul

    datum: date = args.datum or _heute()
    if args.stichwahl and args.stichwahl_entfaellt:
        raise Eingabefehler([Problem("--stichwahl-entfaellt", "und --stichwahl schließen einander aus")])
    if args.grund is not None and not (args.stichwahl_entfaellt or args.wahl_entfaellt):
        raise Eingabefehler([Problem("--grund", "gilt nur zusammen mit --stichwahl-entfaellt oder --wahl-entfaellt")])
    if args.wahl_entfaellt and (args.stichwahl or args.stichwahl_entfaellt):
        raise Eingabefehler(
            [Problem("--wahl-entfaellt", "und --stichwahl/--stichwahl-entfaellt schließen einander aus")]
        )
    daten = _lade(args.datei)
    try:
        if args.wahl_entfaellt:
            return _wahl_entfaellt(args, daten, datum)
        if args.stichwahl_entfaellt:
            grund = bm_modul.pruefe_grund(args.grund)
            bm_modul.entfaellt_pruefen(daten, datum)
            if args.json:
                _drucke_json(bm_modul.entfaellt_json(daten, grund))
                return EXIT_OK
            pdf = entfaellt_pdf(daten, grund=grund, datum=datum, **_render_optionen(args))
            schreibe_ausgabe(
                Path(args.out)
                if args.out
                else standardname("bekanntmachung", "stichwahl-entfaellt", daten.wahl.gemeinde),
                pdf,
            )
            return EXIT_OK

        bm = bm_modul.erstelle(daten, stichwahl=args.stichwahl)
        lage = bm_modul.fristlage(bm, datum)
        if lage.verspaetet and not args.trotz_fristablauf:
            print(f"Fehler: {lage.meldung} Mit --trotz-fristablauf wird sie dennoch erstellt.", file=sys.stderr)
            return EXIT_EINGABE
        _warne(lage.warnungen)
        if args.json:
            _drucke_json(bm_modul.als_json(bm))
        else:
            pdf = bekanntmachung_pdf(daten, stichwahl=args.stichwahl, datum=datum, **_render_optionen(args))
            schreibe_ausgabe(
                Path(args.out) if args.out else standardname("bekanntmachung", bm.art, daten.wahl.gemeinde), pdf
            )
        if lage.verspaetet:
            print(f"Achtung: verspätet. {lage.meldung}", file=sys.stderr)
    except Eingabefehler as e:
        raise _mit_datei(e, args.datei) from None
    return EXIT_OK


def _wahl_entfaellt(args: argparse.Namespace, daten: Wahldaten, datum: date) -> int:
    """ST, SL: the notice that the election fails or does not take place (§ 30 Abs. 7 KWG LSA, § 76 Abs. 4, 5 KWG)."""
    from notices import deutsch
    from notices.dokumente import bekanntmachung as bm_modul
    from notices.render import render_pdf

    grund = args.grund.strip() if args.grund and args.grund.strip() else None
    inhalt = bm_modul.wahl_entfaellt_json(daten, args.wahl_entfaellt, grund, datum)
    if inhalt["spaetestens"] is not None and datum > date.fromisoformat(inhalt["spaetestens"]):
        meldung = (
            f"Die Bekanntmachung ist spätestens am {deutsch.datum_lang(date.fromisoformat(inhalt['spaetestens']))} "
            f"fällig (§ 76 Abs. 4 Satz 1 KWG); das Datum der Bekanntmachung, {deutsch.datum_lang(datum)}, liegt danach."
        )
        if not args.trotz_fristablauf:
            print(f"Fehler: {meldung} Mit --trotz-fristablauf wird sie dennoch erstellt.", file=sys.stderr)
            return EXIT_EINGABE
        print(f"Achtung: verspätet. {meldung}", file=sys.stderr)
    if args.json:
        _drucke_json(inhalt)
        return EXIT_OK
    ansicht = bm_modul.wahl_entfaellt_ansicht(daten, args.wahl_entfaellt, grund, datum)
    pdf = render_pdf(
        "stichwahl/entfaellt.html",
        ansicht,
        daten=daten.oeffentlicher_teil(),
        titel=ansicht["titel"].replace("\u00a0", " "),
        betreff="Öffentliche Bekanntmachung",
        stichworte=("Bekanntmachung", daten.wahl.gemeinde),
        **_render_optionen(args),
    )
    schreibe_ausgabe(
        Path(args.out) if args.out else standardname("bekanntmachung", "wahl-entfaellt", daten.wahl.gemeinde), pdf
    )
    return EXIT_OK


# ------------------------------------------------------------------------------------------------
# stichwahl-benachrichtigung


def _befehl_benachrichtigung(args: argparse.Namespace) -> int:
    from notices.cli import _lade
    from notices.dokumente import bekanntmachung as bm_modul

    datum: date = args.datum or _heute()
    daten = _lade(args.datei)
    try:
        e = bm_modul.empfaenger(
            daten,
            args.person,
            familienname=args.familienname,
            vornamen=args.vornamen,
            doktorgrad=args.doktorgrad,
            strasse=args.strasse,
            plz=args.plz,
            ort=args.ort,
            staatsangehoerigkeit=args.staatsangehoerigkeit,
        )
        frist = bm_modul.benachrichtigung_pruefen(daten, datum)
        if args.json:
            _drucke_json(bm_modul.benachrichtigung_json(daten, e, frist))
            return EXIT_OK
        pdf = benachrichtigung_pdf(daten, e, datum=datum, **_render_optionen(args))
    except Eingabefehler as fehler:
        raise _mit_datei(fehler, args.datei) from None
    schreibe_ausgabe(Path(args.out) if args.out else standardname("stichwahl-benachrichtigung", e.id), pdf)
    return EXIT_OK


# ------------------------------------------------------------------------------------------------
# Registration and the example


def anmelden(verben: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the verbs ``bekanntmachung`` and ``stichwahl-benachrichtigung``."""
    from notices.render import optionen_hinzufuegen

    b = verben.add_parser(
        "bekanntmachung",
        help="öffentliche Bekanntmachung der zugelassenen Bewerbungen (PDF oder --json)",
        description="Öffentliche Bekanntmachung der zugelassenen Bewerbungen (§ 10 Abs. 6 KomWG, § 20 Abs. 8 KomWO), "
        "mit --stichwahl der Bewerber der Stichwahl (§ 10a Abs. 4 KomWG, § 20a Abs. 4 KomWO), mit "
        '--stichwahl-entfaellt --grund "…" die Bekanntmachung, dass die Stichwahl nicht stattfindet '
        "(§ 20a Abs. 5 KomWO).",
    )
    b.add_argument("datei", metavar="DATEI", help="Datendatei der Wahl (TOML)")
    b.add_argument("--stichwahl", action="store_true", help="Bekanntmachung der Bewerber der Stichwahl")
    b.add_argument(
        "--stichwahl-entfaellt",
        action="store_true",
        help="Bekanntmachung, dass die Stichwahl nicht stattfindet (§ 45 Abs. 3 GemO); verlangt --grund",
    )
    b.add_argument(
        "--wahl-entfaellt",
        metavar="FALL",
        help="ST, SL: Bekanntmachung, dass die Wahl gescheitert ist oder nicht stattfindet – ST: keine-bewerbung, "
        "einziger-bewerber, annahme-abgelehnt (§ 30 Abs. 7 KWG LSA); SL: kein-wahlvorschlag, bewerber-verstorben "
        "(§ 76 Abs. 4, 5 KWG)",
    )
    b.add_argument("--grund", metavar="TEXT", help="Gründe, aus denen die Stichwahl (oder Wahl) nicht stattfindet")
    b.add_argument(
        "--datum",
        metavar="JJJJ-MM-TT",
        type=_datum,
        help="Datum der Bekanntmachung (Standard: heute); es steht im Dokument",
    )
    b.add_argument(
        "--trotz-fristablauf",
        action="store_true",
        help="auch nach Ablauf der Frist erstellen (und die Verspätung melden)",
    )
    b.add_argument("--json", action="store_true", help="den Inhalt als JSON ausgeben statt eines PDF")
    b.add_argument("--out", metavar="DATEI", help="Zieldatei des PDF")
    optionen_hinzufuegen(b)
    b.set_defaults(befehl=_befehl_bekanntmachung)

    s = verben.add_parser(
        "stichwahl-benachrichtigung",
        help="Schreiben an eine Person, die ohne Bewerbung an der Stichwahl teilnähme (§ 20a Abs. 1 KomWO)",
        description="Benachrichtigung nach § 20a Abs. 1 KomWO: Teilnahme an der Stichwahl nur mit Zustimmung, "
        "Form und Frist, Unterlagen, Veröffentlichung der Angaben. Die Person steht unter [[stichwahl_bewerber]] "
        "oder wird mit --familienname, --vornamen, --strasse, --plz und --ort angegeben.",
    )
    s.add_argument("datei", metavar="DATEI", help="Datendatei der Wahl (TOML)")
    s.add_argument("--person", metavar="ID", required=True, help="id der Person")
    s.add_argument("--familienname", metavar="TEXT", help="Familienname (wenn die Person nicht in der Datei steht)")
    s.add_argument("--vornamen", metavar="TEXT", help="Vornamen (wenn die Person nicht in der Datei steht)")
    s.add_argument("--doktorgrad", metavar="TEXT", help="eingetragener Doktorgrad, z. B. Dr.")
    s.add_argument("--strasse", metavar="TEXT", help="Straße und Hausnummer der Hauptwohnung")
    s.add_argument("--plz", metavar="PLZ", help="Postleitzahl der Hauptwohnung")
    s.add_argument("--ort", metavar="TEXT", help="Ort der Hauptwohnung")
    s.add_argument("--staatsangehoerigkeit", metavar="CODE", help="Ländercode nach ISO 3166, z. B. AT (Standard: DE)")
    s.add_argument("--datum", metavar="JJJJ-MM-TT", type=_datum, help="Datum des Schreibens (Standard: heute)")
    s.add_argument("--json", action="store_true", help="die Angaben des Schreibens als JSON ausgeben")
    s.add_argument("--out", metavar="DATEI", help="Zieldatei des PDF")
    optionen_hinzufuegen(s)
    s.set_defaults(befehl=_befehl_benachrichtigung)
