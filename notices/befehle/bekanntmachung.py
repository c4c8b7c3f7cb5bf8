"""Verbs ``bekanntmachung`` and ``stichwahl-benachrichtigung``: the public notices and the letter to a
person in the Stichwahl who did not apply, in the wording of the election's Land.

``--datum`` (default: today) is the date of the notice or letter; it is the only place where the
clock is read. The PDF carries the date given, never the time of rendering.
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices.befehle import (
    datum,
    drucke_json,
    lade_mit_hinweisen,
    optionen,
    optionen_hinzufuegen,
    schreibe_ausgabe,
    standardname,
    warne,
)
from notices.exitcodes import EXIT_EINGABE, EXIT_OK
from notices.fehler import Eingabefehler, Problem

if TYPE_CHECKING:
    from notices.model import Wahldaten


def _heute() -> date:
    """Today in Germany: the default of ``--datum`` (the only use of the clock)."""
    from notices import zeit

    return zeit.heute()


def _mit_datei(e: Eingabefehler, datei: str) -> Eingabefehler:
    return e if e.datei else Eingabefehler(e.probleme, datei)


def _render_optionen(args: argparse.Namespace) -> dict[str, Any]:
    return optionen(args)


def _befehl_bekanntmachung(args: argparse.Namespace) -> int:
    from notices import dienste
    from notices.dokumente import bekanntmachung as bm_modul

    tag: date = args.datum or _heute()
    if args.stichwahl and args.stichwahl_entfaellt:
        raise Eingabefehler([Problem("--stichwahl-entfaellt", "und --stichwahl schließen einander aus")])
    if args.grund is not None and not (args.stichwahl_entfaellt or args.wahl_entfaellt):
        raise Eingabefehler([Problem("--grund", "gilt nur zusammen mit --stichwahl-entfaellt oder --wahl-entfaellt")])
    if args.wahl_entfaellt and (args.stichwahl or args.stichwahl_entfaellt):
        raise Eingabefehler(
            [Problem("--wahl-entfaellt", "und --stichwahl/--stichwahl-entfaellt schließen einander aus")]
        )
    vorher = [n for n, gesetzt in (("--aufforderung", args.aufforderung), ("--eintragung", args.eintragung)) if gesetzt]
    andere = args.stichwahl or args.stichwahl_entfaellt or args.wahl_entfaellt or args.grund is not None
    if vorher and (len(vorher) > 1 or andere):
        raise Eingabefehler(
            [Problem(vorher[0], "steht für sich; es schließt die anderen Arten der Bekanntmachung und --grund aus")]
        )
    daten = lade_mit_hinweisen(args.datei)
    try:
        if vorher:
            return _vor_der_einreichung(args, daten, "aufforderung" if args.aufforderung else "eintragung", tag)
        if args.wahl_entfaellt:
            return _wahl_entfaellt(args, daten, tag)
        if args.stichwahl_entfaellt:
            grund = bm_modul.pruefe_grund(args.grund)
            bm_modul.entfaellt_pruefen(daten, tag)
            if args.json:
                drucke_json(bm_modul.entfaellt_json(daten, grund))
                return EXIT_OK
            pdf = dienste.entfaellt_pdf(daten, grund=grund, datum=tag, **_render_optionen(args))
            ziel = standardname("bekanntmachung", "stichwahl-entfaellt", daten.wahl.gemeinde)
            schreibe_ausgabe(Path(args.out) if args.out else ziel, pdf)
            return EXIT_OK

        basis = Path(args.datei).resolve().parent
        bm = bm_modul.erstelle(daten, stichwahl=args.stichwahl, listen=dienste.signaturlisten(daten, basis))
        lage = bm_modul.fristlage(bm, tag)
        if lage.verspaetet and not args.trotz_fristablauf:
            print(f"Fehler: {lage.meldung} Mit --trotz-fristablauf wird sie dennoch erstellt.", file=sys.stderr)
            return EXIT_EINGABE
        warne(lage.warnungen)
        if args.json:
            drucke_json(bm_modul.als_json(bm))
        else:
            pdf = dienste.bekanntmachung_pdf(
                daten, stichwahl=args.stichwahl, datum=tag, basis=basis, **_render_optionen(args)
            )
            ziel = standardname("bekanntmachung", bm.art, daten.wahl.gemeinde)
            schreibe_ausgabe(Path(args.out) if args.out else ziel, pdf)
        if lage.verspaetet:
            print(f"Achtung: verspätet. {lage.meldung}", file=sys.stderr)
    except Eingabefehler as e:
        raise _mit_datei(e, args.datei) from None
    return EXIT_OK


def _vor_der_einreichung(args: argparse.Namespace, daten: Wahldaten, art: str, tag: date) -> int:
    """BY: the notice of the election with the call for proposals, or of the Eintragungsmöglichkeiten in
    Unterstützungslisten (§ 34 GLKrWO), under the same deadline guard as the other notices."""
    from typing import cast

    from notices import dienste
    from notices.dokumente import aufforderung as af

    v = af.erstelle(daten, cast("af.Art", art))
    lage = af.fristlage(v, tag)
    if lage.verspaetet and not args.trotz_fristablauf:
        print(f"Fehler: {lage.meldung} Mit --trotz-fristablauf wird sie dennoch erstellt.", file=sys.stderr)
        return EXIT_EINGABE
    warne(lage.warnungen)
    if args.json:
        drucke_json(af.als_json(v))
    else:
        pdf = dienste.dokument(daten, art, datum=tag, **_render_optionen(args))
        schreibe_ausgabe(Path(args.out) if args.out else standardname("bekanntmachung", art, daten.wahl.gemeinde), pdf)
    if lage.verspaetet:
        print(f"Achtung: verspätet. {lage.meldung}", file=sys.stderr)
    return EXIT_OK


def _wahl_entfaellt(args: argparse.Namespace, daten: Wahldaten, tag: date) -> int:
    """The notice that the election fails or does not take place (the Land's cases)."""
    from notices import deutsch, dienste
    from notices.dokumente import bekanntmachung as bm_modul

    grund = args.grund.strip() if args.grund and args.grund.strip() else None
    inhalt = bm_modul.wahl_entfaellt_json(daten, args.wahl_entfaellt, grund)
    if inhalt["spaetestens"] is not None and tag > date.fromisoformat(inhalt["spaetestens"]):
        e = bm_modul.wahl_entfaellt(daten, args.wahl_entfaellt)
        f = bm_modul.frist(daten, e.frist or "")
        meldung = (
            f"Die Bekanntmachung ist spätestens am {deutsch.datum_lang(f.datum)} fällig ({f.vorschrift}); das Datum "
            f"der Bekanntmachung, {deutsch.datum_lang(tag)}, liegt danach."
        )
        if not args.trotz_fristablauf:
            print(f"Fehler: {meldung} Mit --trotz-fristablauf wird sie dennoch erstellt.", file=sys.stderr)
            return EXIT_EINGABE
        print(f"Achtung: verspätet. {meldung}", file=sys.stderr)
    if args.json:
        drucke_json(inhalt)
        return EXIT_OK
    pdf = dienste.wahl_entfaellt_pdf(daten, fall=args.wahl_entfaellt, grund=grund, datum=tag, **_render_optionen(args))
    ziel = standardname("bekanntmachung", "wahl-entfaellt", daten.wahl.gemeinde)
    schreibe_ausgabe(Path(args.out) if args.out else ziel, pdf)
    return EXIT_OK


def _befehl_benachrichtigung(args: argparse.Namespace) -> int:
    from notices import dienste
    from notices.dokumente import benachrichtigung

    tag: date = args.datum or _heute()
    daten = lade_mit_hinweisen(args.datei)
    try:
        e = benachrichtigung.empfaenger(
            daten,
            args.person,
            familienname=args.familienname,
            vornamen=args.vornamen,
            doktorgrad=args.doktorgrad,
            strasse=args.strasse,
            plz=args.plz,
            ort=args.ort,
            staatsangehoerigkeit=args.staatsangehoerigkeit,
            anrede=args.anrede,
        )
        frist = benachrichtigung.pruefen(daten, tag)
        if args.json:
            drucke_json(benachrichtigung.als_json(daten, e, frist))
            return EXIT_OK
        pdf = dienste.benachrichtigung_pdf(daten, e, datum=tag, **_render_optionen(args))
    except Eingabefehler as fehler:
        raise _mit_datei(fehler, args.datei) from None
    schreibe_ausgabe(Path(args.out) if args.out else standardname("stichwahl-benachrichtigung", e.id), pdf)
    return EXIT_OK


def anmelden(verben: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the verbs ``bekanntmachung`` and ``stichwahl-benachrichtigung``."""

    b = verben.add_parser(
        "bekanntmachung",
        help="öffentliche Bekanntmachung der zugelassenen Bewerbungen (PDF oder --json)",
        description="Öffentliche Bekanntmachung der zugelassenen Bewerbungen, mit --stichwahl der Bewerber der "
        'Stichwahl, mit --stichwahl-entfaellt --grund "…" die Bekanntmachung, dass die Stichwahl nicht '
        "stattfindet, mit --wahl-entfaellt FALL, dass die Wahl gescheitert ist oder nicht stattfindet – jeweils "
        "nach dem Recht des Landes der Wahl; wo das Landesrecht sie vorsieht, mit --aufforderung oder --eintragung "
        "die Bekanntmachungen vor der Einreichung der Wahlvorschläge.",
    )
    b.add_argument("datei", metavar="DATEI", help="Datendatei der Wahl (TOML)")
    b.add_argument("--stichwahl", action="store_true", help="Bekanntmachung der Bewerber der Stichwahl")
    b.add_argument(
        "--stichwahl-entfaellt",
        action="store_true",
        help="Bekanntmachung, dass die Stichwahl nicht stattfindet; verlangt --grund",
    )
    b.add_argument(
        "--wahl-entfaellt",
        metavar="FALL",
        help="Bekanntmachung, dass die Wahl gescheitert ist oder nicht stattfindet, im Fall FALL des Landesrechts "
        "(z. B. keine-bewerbung); ein unbekannter Fall nennt die möglichen",
    )
    b.add_argument(
        "--aufforderung",
        action="store_true",
        help="Bekanntmachung der Wahl mit der Aufforderung zur Einreichung von Wahlvorschlägen (wo das Landesrecht sie "
        "vorsieht)",
    )
    b.add_argument(
        "--eintragung",
        action="store_true",
        help="Bekanntmachung der Eintragungsmöglichkeiten in Unterstützungslisten (wo das Landesrecht sie vorsieht)",
    )
    b.add_argument("--grund", metavar="TEXT", help="Gründe, aus denen die Stichwahl (oder Wahl) nicht stattfindet")
    b.add_argument(
        "--datum",
        metavar="DATUM",
        type=datum,
        help="Datum der Bekanntmachung, JJJJ-MM-TT oder TT.MM.JJJJ (Standard: heute); es steht im Dokument",
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
        help="Schreiben an eine Person, die ohne Bewerbung an der Stichwahl teilnähme",
        description="Benachrichtigung einer Person, die ohne Bewerbung an der Stichwahl teilnähme (wo das Landesrecht "
        "das vorsieht): Teilnahme nur mit Zustimmung, Form und Frist, Unterlagen, Veröffentlichung der Angaben. Die "
        "Person steht unter [[stichwahl_bewerber]] oder wird mit --familienname, --vornamen, --strasse, --plz und "
        "--ort angegeben.",
    )
    s.add_argument("datei", metavar="DATEI", help="Datendatei der Wahl (TOML)")
    s.add_argument("--person", metavar="ID", required=True, help="id der Person")
    s.add_argument("--familienname", metavar="TEXT", help="Familienname (wenn die Person nicht in der Datei steht)")
    s.add_argument("--vornamen", metavar="TEXT", help="Vornamen (wenn die Person nicht in der Datei steht)")
    s.add_argument("--doktorgrad", metavar="TEXT", help="im Personalausweis eingetragener Doktorgrad, z. B. Dr.")
    s.add_argument("--anrede", metavar="ANREDE", help="Frau oder Herr, für die Anrede im Brief (sonst neutral)")
    s.add_argument("--strasse", metavar="TEXT", help="Straße und Hausnummer der Hauptwohnung")
    s.add_argument("--plz", metavar="PLZ", help="Postleitzahl der Hauptwohnung")
    s.add_argument("--ort", metavar="TEXT", help="Ort der Hauptwohnung")
    s.add_argument("--staatsangehoerigkeit", metavar="CODE", help="Ländercode nach ISO 3166, z. B. AT (Standard: DE)")
    s.add_argument(
        "--datum",
        metavar="DATUM",
        type=datum,
        help="Datum des Schreibens, JJJJ-MM-TT oder TT.MM.JJJJ (Standard: heute)",
    )
    s.add_argument("--json", action="store_true", help="die Angaben des Schreibens als JSON ausgeben")
    s.add_argument("--out", metavar="DATEI", help="Zieldatei des PDF")
    optionen_hinzufuegen(s)
    s.set_defaults(befehl=_befehl_benachrichtigung)
