"""argparse in German: its own messages through gettext, with the catalogue shipped in the package.

argparse takes every text of its own ("usage: ", "options", "the following arguments are required:
%s", …) through the gettext functions it imported (``argparse._`` and ``argparse.ngettext``). While the
command line is built and parsed (:func:`auf_deutsch`), those two answer from the German catalogue
``locale/de/LC_MESSAGES/argparse.mo`` beside this module; nothing else in the process changes, and the
language does not depend on the environment (``LANG``): notices speaks German. The catalogue is keyed by
argparse's message ids, not by its finished wording; ``tests/test_hilfe.py`` checks that it holds every
message of the running Python's argparse and that the ``.mo`` is compiled from the ``.po``
(:func:`kompiliere`).
"""

from __future__ import annotations

import argparse
import gettext
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

ORDNER = Path(__file__).resolve().parent / "locale"
"""The gettext folder (``de/LC_MESSAGES/argparse.mo``), inside the package and so inside the wheel."""

DOMAENE = "argparse"


@cache
def uebersetzung() -> gettext.NullTranslations:
    """The German catalogue of argparse's messages (a missing catalogue – a broken install – leaves them English)."""
    return gettext.translation(DOMAENE, localedir=ORDNER, languages=["de"], fallback=True)


@contextmanager
def auf_deutsch() -> Iterator[None]:
    """argparse's own messages in German while the block runs (building the parsers, parsing, help, errors)."""
    t = uebersetzung()
    vorher = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = t.gettext, t.ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = vorher  # type: ignore[attr-defined]


def kompiliere(po: Path | None = None) -> bytes:
    """The ``.mo`` compiled from the ``.po`` with babel (a development step: ``python -c "from
    notices.befehle.katalog import schreibe; schreibe()"`` after editing the ``.po``)."""
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    quelle = po or ORDNER / "de" / "LC_MESSAGES" / f"{DOMAENE}.po"
    with quelle.open("rb") as f:
        katalog = read_po(f, locale="de")
    puffer = io.BytesIO()
    write_mo(puffer, katalog)
    return puffer.getvalue()


def schreibe() -> Path:
    """Compile the ``.po`` and write the ``.mo`` beside it."""
    ziel = ORDNER / "de" / "LC_MESSAGES" / f"{DOMAENE}.mo"
    ziel.write_bytes(kompiliere())
    return ziel
