"""The verbs for the forms of an application: ``formblatt`` (support signatures), ``bescheinigung``
(Wählbarkeitsbescheinigung) and ``versicherung`` (Versicherung an Eides statt), each the Land's own
(BW: Anlagen 15 to 17 KomWO).

Each writes one PDF (PDF/A-3a unless ``--pdf-variante`` says otherwise) with
:func:`notices.archiv.sichere`: an existing different file is never overwritten. WeasyPrint and the
document views are imported inside the handlers, so ``notices --help`` stays fast, and the handlers call
:mod:`notices.formulardienst`, not :mod:`notices.dienste`: a form loads only what it uses (issue 32).
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import Any

from notices.befehle import lade_mit_hinweisen, optionen, optionen_hinzufuegen, schreibe_ausgabe, standardname
from notices.exitcodes import EXIT_OK
from notices.fehler import Eingabefehler, Entbehrlich, Problem

ANZAHL_HOECHSTENS = 5000


def _ziel(args: argparse.Namespace, art: str) -> Path:
    return Path(args.out) if args.out else standardname(art, args.bewerber)


# ------------------------------------------------------------------------------------------------
# Handlers


def _befehl_formblatt(args: argparse.Namespace) -> int:
    from notices import formulardienst  # not notices.dienste: only what a form uses (issue 32)

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
    daten = lade_mit_hinweisen(args.datei)
    anzahl = 1 if args.ausfuellbar else args.anzahl
    try:
        inhalt = formulardienst.formblatt_pdf(
            daten,
            args.bewerber,
            anzahl=anzahl,
            trotzdem=args.trotzdem,
            ausfuellbar=args.ausfuellbar,
            **optionen(args),
        )
    except Entbehrlich as e:
        hinweis = " (mit --trotzdem wird es dennoch erzeugt)"
        raise Eingabefehler([replace(p, text=p.text.rstrip(".") + hinweis + ".") for p in e.probleme]) from None
    schreibe_ausgabe(_ziel(args, "formblatt"), inhalt)
    return EXIT_OK


def _befehl_formular(args: argparse.Namespace) -> int:
    from notices import formulardienst

    daten = lade_mit_hinweisen(args.datei)
    inhalt = formulardienst.formular_pdf(daten, args.art, args.bewerber, **optionen(args))
    schreibe_ausgabe(_ziel(args, args.art), inhalt)
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
        help="Formblatt für Unterstützungsunterschriften nach dem Muster des Landes",
        description="Amtliches Formblatt für eine Unterstützungsunterschrift nach dem Recht des Landes der Wahl, "
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
        "Bereitstellung); die Unterschrift bleibt handschriftlich",
    )
    f.set_defaults(befehl=_befehl_formblatt)

    b = verben.add_parser(
        "bescheinigung",
        help="Wählbarkeitsbescheinigung nach dem Muster des Landes",
        description="Wählbarkeitsbescheinigung für die Wahl nach dem Recht des Landes der Wahl, auszustellen "
        "von der Gemeinde der Hauptwohnung.",
    )
    _gemeinsam(b, "bescheinigung")
    b.set_defaults(befehl=_befehl_formular, art="bescheinigung")

    v = verben.add_parser(
        "versicherung",
        help="Versicherung an Eides statt zur Wählbarkeit nach dem Muster des Landes",
        description="Versicherung an Eides statt, nicht von der Wählbarkeit ausgeschlossen zu sein, nach dem Recht "
        "des Landes der Wahl; für Unionsbürger zusätzlich zur Staatsangehörigkeit und Wählbarkeit im "
        "Herkunftsstaat.",
    )
    _gemeinsam(v, "versicherung")
    v.set_defaults(befehl=_befehl_formular, art="versicherung")
