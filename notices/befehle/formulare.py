"""The verbs for the three BW forms: ``formblatt`` (Anlage 15), ``bescheinigung`` (Anlage 16) and
``versicherung`` (Anlage 17 KomWO).

Each writes one PDF (PDF/A-3a unless ``--pdf-variante`` says otherwise) with
:func:`notices.archiv.sichere`: an existing different file is never overwritten. WeasyPrint and the
document views are imported inside the handlers, so ``notices --help`` stays fast.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices.cli import schreibe_ausgabe, standardname
from notices.fehler import Eingabefehler, Problem
from notices.render import optionen, optionen_hinzufuegen

if TYPE_CHECKING:
    from notices.model import Bewerber, StichwahlBewerber, Wahldaten

EXIT_OK = 0
EXIT_EINGABE = 2

ANZAHL_HOECHSTENS = 5000


def _nur_bw(daten: Wahldaten) -> None:
    """Anlagen 15–17 are forms of the KomWO Baden-Württemberg; other Länder have their own."""
    if daten.wahl.land != "BW":
        from notices import recht

        raise Eingabefehler(
            [
                Problem(
                    "wahl.land",
                    f"die Formulare nach Anlage 15, 16 und 17 KomWO gelten nur in Baden-Württemberg; "
                    f"{recht.fuer(daten.wahl.land)} sind die Vordrucke der dortigen Kommunalwahlordnung zu verwenden",
                )
            ]
        )


def _person(daten: Wahldaten, bewerber_id: str) -> Bewerber | StichwahlBewerber:
    _nur_bw(daten)
    try:
        return daten.person(bewerber_id)
    except KeyError:
        bekannt = ", ".join(p.id for p in (*daten.bewerber, *daten.stichwahl_bewerber)) or "keine"
        raise Eingabefehler(
            [
                Problem(
                    "--bewerber",
                    f"„{bewerber_id}“ ist in der Datendatei weder unter [[bewerber]] noch unter "
                    f"[[stichwahl_bewerber]] aufgeführt (vorhanden: {bekannt}).",
                )
            ]
        ) from None


def _ziel(args: argparse.Namespace, art: str) -> Path:
    return Path(args.out) if args.out else standardname(art, args.bewerber)


# ------------------------------------------------------------------------------------------------
# The documents as bytes (also what ``notices beispiel`` writes)


def formblatt_pdf(
    daten: Wahldaten,
    bewerber_id: str,
    *,
    anzahl: int | None = None,
    trotzdem: bool = False,
    ausfuellbar: bool = False,
    **render_optionen: Any,
) -> bytes:
    """Anlage 15 for one applicant: ``anzahl`` identical sheets (default: as many as signatures are needed)."""
    from dataclasses import replace

    from notices.dokumente import formulare
    from notices.render import render_dokument

    person = _person(daten, bewerber_id)
    try:
        sicht = formulare.formblatt(daten, person, trotzdem=trotzdem)
    except formulare.KeineUnterschriftenNoetig as e:
        raise Eingabefehler([Problem("--bewerber", str(e))]) from None
    kopien = anzahl if anzahl is not None else max(1, sicht.anzahl_erforderlich)
    return render_dokument(
        "anlage15/anlage15.html",
        replace(sicht, kontext={**sicht.kontext, "ausfuellbar": ausfuellbar}),
        daten=daten,
        wiederholen=kopien,
        ausfuellbar=ausfuellbar,
        **render_optionen,
    )


def _anlage_pdf(daten: Wahldaten, bewerber_id: str, art: str, vorlage: str, **render_optionen: Any) -> bytes:
    """Render the form view ``formulare.<art>`` of one applicant with its template."""
    from notices.dokumente import formulare
    from notices.render import render_dokument

    sicht = getattr(formulare, art)(daten, _person(daten, bewerber_id))
    return render_dokument(vorlage, sicht, daten=daten, **render_optionen)


def bescheinigung_pdf(daten: Wahldaten, bewerber_id: str, **render_optionen: Any) -> bytes:
    """Anlage 16, the Wählbarkeitsbescheinigung, for one applicant."""
    return _anlage_pdf(daten, bewerber_id, "bescheinigung", "anlage16/anlage16.html", **render_optionen)


def versicherung_pdf(daten: Wahldaten, bewerber_id: str, **render_optionen: Any) -> bytes:
    """Anlage 17, the Versicherung an Eides statt, for one applicant."""
    return _anlage_pdf(daten, bewerber_id, "versicherung", "anlage17/anlage17.html", **render_optionen)


# ------------------------------------------------------------------------------------------------
# Handlers


def _befehl_formblatt(args: argparse.Namespace) -> int:
    from notices.cli import _lade

    if args.anzahl is not None and not 1 <= args.anzahl <= ANZAHL_HOECHSTENS:
        raise Eingabefehler([Problem("--anzahl", f"„{args.anzahl}“ ist keine Zahl von 1 bis {ANZAHL_HOECHSTENS}.")])
    if args.ausfuellbar and args.anzahl not in (None, 1):
        raise Eingabefehler(
            [
                Problem(
                    "--anzahl",
                    "Mit --ausfuellbar wird ein einzelnes ausfüllbares Formblatt erzeugt, das jede "
                    "unterzeichnende Person selbst ausfüllt und ausdruckt; --anzahl bitte weglassen.",
                )
            ]
        )
    daten = _lade(args.datei)
    anzahl = 1 if args.ausfuellbar else args.anzahl
    inhalt = formblatt_pdf(
        daten,
        args.bewerber,
        anzahl=anzahl,
        trotzdem=args.trotzdem,
        ausfuellbar=args.ausfuellbar,
        **optionen(args),
    )
    schreibe_ausgabe(_ziel(args, "formblatt"), inhalt)
    return EXIT_OK


def _befehl_bescheinigung(args: argparse.Namespace) -> int:
    from notices.cli import _lade

    daten = _lade(args.datei)
    schreibe_ausgabe(_ziel(args, "bescheinigung"), bescheinigung_pdf(daten, args.bewerber, **optionen(args)))
    return EXIT_OK


def _befehl_versicherung(args: argparse.Namespace) -> int:
    from notices.cli import _lade

    daten = _lade(args.datei)
    schreibe_ausgabe(_ziel(args, "versicherung"), versicherung_pdf(daten, args.bewerber, **optionen(args)))
    return EXIT_OK


def _gemeinsam(p: argparse.ArgumentParser, art: str) -> None:
    p.add_argument("datei", metavar="DATEI", help="Datendatei der Wahl (TOML)")
    p.add_argument("--bewerber", metavar="ID", required=True, help="id des Bewerbers in der Datendatei")
    p.add_argument("--out", metavar="DATEI", help=f"Zieldatei (Standard: {art}-ID.pdf im aktuellen Ordner)")
    optionen_hinzufuegen(p)


def anmelden(verben: Any) -> None:
    """Add the verbs ``formblatt``, ``bescheinigung`` and ``versicherung``."""
    f = verben.add_parser(
        "formblatt",
        help="Formblatt für Unterstützungsunterschriften (Anlage 15 KomWO)",
        description="Amtliches Formblatt für eine Unterstützungsunterschrift (§ 20 Abs. 2 KomWO), "
        "im Kopf vorausgefüllt; auf der Rückseite die Datenschutzinformationen (Art. 13 DSGVO).",
    )
    _gemeinsam(f, "formblatt")
    f.add_argument(
        "--anzahl",
        metavar="N",
        type=int,
        help="Zahl der Blätter (je Unterschrift eines; Standard: so viele, wie Unterschriften nötig sind)",
    )
    f.add_argument(
        "--trotzdem",
        action="store_true",
        help="auch erzeugen, wenn für die Bewerbung keine Unterstützungsunterschriften nötig sind",
    )
    f.add_argument(
        "--ausfuellbar",
        action="store_true",
        help="Textfelder des Unterzeichners als ausfüllbare PDF-Formularfelder (elektronische "
        "Bereitstellung, § 20 Abs. 2 Nr. 1 KomWO); die Unterschrift bleibt handschriftlich",
    )
    f.set_defaults(befehl=_befehl_formblatt)

    b = verben.add_parser(
        "bescheinigung",
        help="Wählbarkeitsbescheinigung (Anlage 16 KomWO)",
        description="Wählbarkeitsbescheinigung für die Wahl (§ 10 Abs. 3 KomWG, § 20 Abs. 3 Nr. 2 KomWO), "
        "auszustellen von der Gemeinde der Hauptwohnung.",
    )
    _gemeinsam(b, "bescheinigung")
    b.set_defaults(befehl=_befehl_bescheinigung)

    v = verben.add_parser(
        "versicherung",
        help="Versicherung an Eides statt zur Wählbarkeit (Anlage 17 KomWO)",
        description="Versicherung an Eides statt, nicht nach § 46 Abs. 2 GemO von der Wählbarkeit "
        "ausgeschlossen zu sein (§ 10 Abs. 4 KomWG); für Unionsbürger zusätzlich nach § 8 Abs. 2 KomWG.",
    )
    _gemeinsam(v, "versicherung")
    v.set_defaults(befehl=_befehl_versicherung)
