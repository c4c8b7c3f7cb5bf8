"""The audit trail of an election: who changed which field when, from which value to which.

One file per election in the hidden folder ``.protokoll`` of the data folder (JSON Lines, appended,
readable by the service's user only: the values are personal data). The election's page shows it.
Deleting an election deletes its trail with its data (the deletion itself is recorded without values).
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from flask import g

ORDNER = ".protokoll"
GELOESCHT = "_geloescht"
_SPERRE = threading.Lock()
HOECHSTENS_ZEICHEN = 2000
"""A value longer than this is recorded shortened (a pasted text, a table)."""


def wer() -> str:
    """The person of this request as the page names them (their account, or the proxy's user)."""
    benutzer = g.get("benutzer")
    return str(benutzer.name) if benutzer is not None else "an diesem Rechner"


def _datei(wid: str) -> Path:
    from notices.web.gemeinsam import umgebung

    return umgebung().speicher.pfad / ORDNER / f"{wid}.jsonl"


def _kurz(text: str) -> str:
    return text if len(text) <= HOECHSTENS_ZEICHEN else text[: HOECHSTENS_ZEICHEN - 1] + "…"


def protokolliere(wid: str, aenderungen: Iterable[tuple[str, str, str]], *, wer_: str | None = None) -> None:
    """Append one entry per changed field: (field as the page labels it, old text, new text)."""
    from notices.web.gemeinsam import umgebung

    jetzt = umgebung().jetzt().replace(microsecond=0)
    zeilen = [
        json.dumps(
            {
                "zeit": jetzt.isoformat(),
                "wer": wer_ or wer(),
                "feld": feld,
                "alt": _kurz(alt),
                "neu": _kurz(neu),
            },
            ensure_ascii=False,
        )
        for feld, alt, neu in aenderungen
    ]
    if not zeilen:
        return
    pfad = _datei(wid)
    with _SPERRE:
        if not pfad.parent.is_dir():
            pfad.parent.mkdir(mode=0o700, exist_ok=True)
            os.chmod(pfad.parent, 0o700)
        fd = os.open(pfad, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        with os.fdopen(fd, "a", encoding="utf-8") as f:
            f.write("".join(z + "\n" for z in zeilen))


def eintraege(wid: str, hoechstens: int = 200) -> list[dict[str, Any]]:
    """The newest entries first (at most ``hoechstens``)."""
    try:
        zeilen = _datei(wid).read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    ergebnis = []
    for z in reversed(zeilen[-hoechstens:]):
        try:
            e = json.loads(z)
            e["zeit"] = datetime.fromisoformat(e["zeit"])
        except (ValueError, KeyError, TypeError):
            continue
        ergebnis.append(e)
    return ergebnis


def loesche(wid: str, datei: str) -> None:
    """The election was deleted: its trail goes with its data; the deletion is recorded (who, when, which file)."""
    with _SPERRE:
        _datei(wid).unlink(missing_ok=True)
    protokolliere(GELOESCHT, [("Wahl gelöscht", datei, "")])
