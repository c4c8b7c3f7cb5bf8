"""The tables of ``docs/`` that restate the law, made from the declarations (never written by hand): the
versions and deadlines of each Land (``docs/fristen.md``) and the Land-dependent data keys each Land reads
(``docs/daten.md``). ``python docs/tabellen.py`` writes them between their markers; ``tests/test_doku.py``
fails when a declaration changed and the tables were not made again.
"""

from __future__ import annotations

from notices import deutsch, recht
from notices.recht.grundlagen import LANDESSCHLUESSEL, Landesrecht, Rechtsstand, Regel

_BEZUG = {
    "wahltag": "D",
    "stichwahltag": "S",
    "stellenausschreibung": "Stellenausschreibung",
    "einreichungsfrist_ende": "end of the filing period",
}


def _wann(r: Regel) -> str:
    """``D − 27, 18:00`` – the rule in the notation of docs/fristen.md (D Wahltag, S Stichwahltag)."""
    b = _BEZUG[r.bezug]
    if r.art == "tage":
        text = f"{b} − {r.n}" if r.n > 0 else f"{b} + {-r.n}" if r.n < 0 else b
    elif r.art == "monate":
        text = f"{b} − {r.n} {'month' if r.n == 1 else 'months'}"
    elif r.art == "termin":
        text = b
    elif r.art == "beginn":
        text = "day after the Stellenausschreibung (else after the Bekanntmachung der Wahl)"
    elif r.art == "gleichzeitig":
        text = "first day of the period, or the next Werktag"
    elif r.art == "gesetzt":
        text = f"set ({r.festgesetzt_von})"
    elif r.art == "monatsbeginn":
        text = f"1st of the month {r.n} months before {b}'s month"
    elif r.art == "werktag_nach":
        text = f"first Werktag after {b}"
    else:  # a new kind of rule: say here how the docs write it
        raise ValueError(f"{r.id}: no notation for art {r.art!r}")
    return f"{text}, {r.uhrzeit:%H:%M}" if r.uhrzeit is not None else text


def _zelle(r: Regel | None) -> str:
    return "–" if r is None else f"{_wann(r)} ({r.vorschrift})".replace("|", "\\|")


def _staende(land: Landesrecht) -> list[Rechtsstand]:
    return sorted(land.rechtsstaende, key=lambda rs: rs.gilt_ab)


def versionen(land: Landesrecht) -> str:
    """The Land's versions: id, what was read, the Wahltage they govern."""
    zeilen = ["| Rechtsstand | version of the law | Wahltage |", "|---|---|---|"]
    for rs in _staende(land):
        bis = deutsch.datum_kurz(rs.gilt_bis) if rs.gilt_bis else ""
        wahltage = f"{deutsch.datum_kurz(rs.gilt_ab)} – {bis}" if bis else f"from {deutsch.datum_kurz(rs.gilt_ab)}"
        zeilen.append(f"| `{rs.kennung}` | {rs.label} | {wahltage} |")
    return "\n".join(zeilen)


def fristen(land: Landesrecht) -> str:
    """Every deadline id of the Land by version: when it falls and the provision, ``–`` where a version
    has no such rule (rows in the order of the declaration)."""
    staende = _staende(land)
    ids: list[str] = []
    for rs in staende:
        ids += [r.id for r in rs.regeln if r.id not in ids]
    kopf = "| id | " + " | ".join(f"`{rs.kennung}`" for rs in staende) + " |"
    zeilen = [kopf, "|---|" + "---|" * len(staende)]
    for i in ids:
        zellen = [_zelle(next((r for r in rs.regeln if r.id == i), None)) for rs in staende]
        zeilen.append(f"| `{i}` | " + " | ".join(zellen) + " |")
    return "\n".join(zeilen)


def schluessel() -> str:
    """The data keys not every Land reads, and which Land reads each (required: for a new election)."""
    laender = recht.laender()
    zeilen = ["| key | " + " | ".join(lr.code for lr in laender) + " |", "|---|" + "---|" * len(laender)]
    for s in LANDESSCHLUESSEL:
        zellen = ["required" if s in lr.daten.pflicht else "read" if s in lr.daten.liest else "–" for lr in laender]
        zeilen.append(f"| `{s}` | " + " | ".join(zellen) + " |")
    return "\n".join(zeilen)


def bloecke() -> dict[str, str]:
    """Every generated table by its marker name (``fristen:BW``, ``versionen:BW``, ``schluessel``)."""
    ergebnis = {"schluessel": schluessel()}
    for land in recht.laender():
        ergebnis[f"versionen:{land.code}"] = versionen(land)
        ergebnis[f"fristen:{land.code}"] = fristen(land)
    return ergebnis
