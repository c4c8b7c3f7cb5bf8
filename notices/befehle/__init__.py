"""The verbs of the ``notices`` command, grouped by feature; each module registers its verbs with
``anmelden(verben)`` (called by :mod:`notices.cli`) and translates arguments into calls of
:mod:`notices.dienste` and results into output. Helpers every verb shares live here, so that no verb
module imports :mod:`notices.cli`.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date, datetime
from pathlib import Path
from typing import Any


def drucke_json(objekt: Any) -> None:
    """Print a JSON document (UTF-8, indented) to standard output."""
    print(json.dumps(objekt, ensure_ascii=False, indent=2))


def warne(texte: list[str] | tuple[str, ...]) -> None:
    """Print notes (``Hinweis: …``) to standard error."""
    from notices.fehler import MELDUNGSLAENGE, zeigbar

    for t in texte:
        print(f"Hinweis: {zeigbar(t, MELDUNGSLAENGE)}", file=sys.stderr)


def meldung(p: Any) -> str:
    """A problem as the command line names it: an argument of the call as its option (``--datum: …``),
    a key of the data file as its path (``wahl.wahltag: …``)."""
    if getattr(p, "argument", False) and p.pfad:
        return f"--{p.pfad.replace('_', '-')}: {p.text}"
    return str(p)


def lade_mit_hinweisen(datei: str | Path) -> Any:
    """The election file loaded and validated (:func:`notices.dienste.lade`); keys its Land does not read
    are named on standard error (``Hinweis: …``), the file stays valid."""
    from notices import recht
    from notices.laden import lade  # not notices.dienste: `notices fristen` loads only what it uses

    daten = lade(datei)
    warne([str(p) for p in recht.fremde_schluessel(daten)])
    return daten


def datum(text: str) -> date:
    """The argparse type of every option that takes a day (``--datum``, ``--stichtag``, ``--rechtskraft``):
    ``JJJJ-MM-TT`` or ``TT.MM.JJJJ`` (also ``T.M.JJJJ``), read as a signer list reads a day
    (:func:`notices.unterschriften.lies_datum`); anything else is one German sentence, exit code 2."""
    from notices.unterschriften import lies_datum

    try:
        return lies_datum(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"{e}.") from None


def zeitpunkt(text: str) -> datetime:
    """The argparse type of an option that takes a moment (``pruefen --stichtag``): a day as :func:`datum`,
    optionally with ``HH:MM``; a day alone means 0:00 Uhr."""
    from notices.unterschriften import lies_zeitpunkt

    try:
        return lies_zeitpunkt(text)[0]
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"{e}.") from None


def schreibe_ausgabe(ziel: Path, inhalt: bytes) -> None:
    """Store a produced file without losing an earlier one (:func:`notices.archiv.sichere`) and say so."""
    from notices.archiv import sichere

    pfad, was = sichere(ziel, inhalt)
    if was == "neu":
        print(f"geschrieben: {pfad}")
    elif was == "unveraendert":
        print(f"unverändert: {pfad}")
    else:
        print(f"geschrieben: {pfad} (eine abweichende ältere Fassung bleibt daneben erhalten)")


def standardname(*teile: str, endung: str = "pdf") -> Path:
    """The default output file in the current folder, from fixed words and ids made safe
    (:func:`notices.archiv.slug`): an id like ``../x`` or ``CON`` cannot leave the folder or fail."""
    from notices.archiv import slug

    return Path("-".join(slug(t, 60) for t in teile) + f".{endung}")


# ------------------------------------------------------------------------------------------------
# The options every verb that renders shares


def optionen_hinzufuegen(parser: argparse.ArgumentParser) -> None:
    """Add ``--vorlagen DIR`` and ``--pdf-variante`` to a verb's parser."""
    from notices.render import STANDARD_VARIANTE, VARIANTEN

    parser.add_argument(
        "--vorlagen",
        metavar="ORDNER",
        help="Ordner mit eigenen Vorlagen (z. B. stil.css, eigen.css, briefkopf.html); "
        "was dort liegt, ersetzt die eingebaute Vorlage gleichen Namens",
    )
    parser.add_argument(
        "--pdf-variante",
        metavar="VARIANTE",
        default=STANDARD_VARIANTE,
        help=f"PDF-Standard: {', '.join(VARIANTEN)} (Standard: {STANDARD_VARIANTE})",
    )


def optionen(args: argparse.Namespace) -> dict[str, Any]:
    """The keyword arguments for :func:`notices.render.render_pdf` from ``--vorlagen`` / ``--pdf-variante``."""
    from notices.render import STANDARD_VARIANTE

    vorlagen = getattr(args, "vorlagen", None)
    return {
        "vorlagen": Path(vorlagen) if vorlagen else None,
        "variante": getattr(args, "pdf_variante", None) or STANDARD_VARIANTE,
    }
