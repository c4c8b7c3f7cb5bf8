"""Messages in the words of the form: a problem's key path becomes the label of its field, and the
data-file words in a sentence (key paths, list indices, ``[[bewerber]]``, ``= true``, command-line
options) become the words the page uses. Nothing here changes what a sentence says."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from notices import recht
from notices.fehler import Problem
from notices.web import formular as fm

_PERSONENFELDER = {f.name: f.bezeichnung for f in (*fm._PERSON, *fm.BEWERBUNG, *fm.ZUSTIMMUNG, fm.ID, fm.ERFASST)}
_PERSONENFELDER.update(
    {
        "anschrift": "Anschrift",
        "erreichbarkeitsanschrift": "Erreichbarkeitsanschrift",
        "unterschriften": "Unterschriftenliste",
        "unterlagen": "Eingegangene Unterlagen",
        "unterlagen.unverschuldet_nicht_rechtzeitig": "Unverschuldet nicht rechtzeitig beigebrachte Nachweise",
        "partei_befreit": "Befreiung der Partei von Unterstützungsunterschriften",
        "unterstuetzungserklaerung": "Unterstützungserklärung der Partei",
        "vertrauensperson": "Vertrauensperson",
        "vertrauensperson.anschrift": "Anschrift der Vertrauensperson",
    }
)
_WAHLFELDER = {f.name: f.bezeichnung for f in fm.WAHL_FELDER}
_WAHLFELDER.update(
    {
        "wahl": "Angaben zur Wahl",
        "wahl.ausschuss": "Gemeindewahlausschuss",
        "wahl.ausschuss.anschrift": "Anschrift des Gemeindewahlausschusses",
        "wahl.rechtsstand": "Rechtsstand",
        "wahl.stand": "Stand der Daten",
        "wahl.bekanntmachung": "Bekanntmachungen",
    }
)
_OEFFNUNGEN = tuple(f for f in fm.WAHL_FELDER if f.typ in ("raeume", "stelle"))
"""The fields of rooms and of the office: a problem below them names the room and its part."""
_ANDERE = {
    "stichwahl": "Teilnehmer der Stichwahl",
    "stichwahl.teilnehmer": "Teilnehmer der Stichwahl",
    "bewerber": "Bewerbungen",
    "stichwahl_bewerber": "Personen für die Stichwahl",
    "bewerber_id": "Person",
    "datum": "Datum",
    "anzahl": "Zahl der Blätter",
    "liste": "Unterschriftenliste",
    "fall": "Fall",
    "grund": "Gründe",
    "stichtag": "Stand der Prüfung",
    "--host": "Adresse",
    "trotz_fristablauf": "",
}


_ARGUMENTE = {
    "bewerber": "Person",
    "person": "Person",
    "fall": "Fall",
    "empfaenger": "Person",
    "datum": "Datum",
    "stichtag": "Stand der Prüfung",
    "grund": "Grund",
    "anzahl": "Zahl der Blätter",
    "stichwahl": "Stichwahl",
    "stichwahl_entfaellt": "Bekanntmachung, dass die Stichwahl nicht stattfindet",
    "wahl_entfaellt": "Bekanntmachung, dass die Wahl nicht stattfindet",
    "vorlagen": "Eigene Vorlagen",
    "pdf_variante": "PDF-Variante",
    "rechtskraft": "Rechtskraft der Wahl",
    "trotzdem": "",
}
"""The labels of the services' arguments (:attr:`notices.fehler.Problem.argument`) on the page."""


def _unterlagen_namen() -> dict[str, str]:
    namen: dict[str, str] = {}
    for land in recht.laender():
        for rs in land.rechtsstaende:
            for u in rs.pruefung.unterlagen_liste:
                namen.setdefault(f"unterlagen.{u.schluessel}", u.bezeichnung[:1].upper() + u.bezeichnung[1:])
                namen.setdefault(f"unterlagen.{u.schluessel}_verlangt", f"{u.bezeichnung} verlangt")
    return namen


_PERSONENFELDER.update(_unterlagen_namen())

_PERSON_PFAD = re.compile(r"(bewerber|stichwahl_bewerber)\[(\d+)\]")


def person_name(roh: Mapping[str, Any] | None, art: str, nummer: int) -> str:
    """``Bewerbung von Ida Berger`` for the ``nummer``-th entry (from 1) of ``art`` in the raw data."""
    liste = roh.get(art) if isinstance(roh, Mapping) else None
    eintrag = liste[nummer - 1] if isinstance(liste, list) and 0 < nummer <= len(liste) else None
    name = ""
    if isinstance(eintrag, Mapping):
        name = " ".join(str(eintrag.get(k) or "") for k in ("vornamen", "familienname")).strip()
    if art == "bewerber":
        return f"Bewerbung von {name}" if name else f"{nummer}. Bewerbung"
    return f"Person für die Stichwahl {name}" if name else f"{nummer}. Person für die Stichwahl"


def _ausschuss_des_landes(text: str, roh: Mapping[str, Any] | None) -> str:
    """The label with the committee named as the Land of the data names it (``wahlausschuss``)."""
    land = fm._land(fm.hole(roh, "wahl.land"))
    return text.replace("Gemeindewahlausschuss", land.wahlausschuss) if land is not None else text


def bezeichnung(pfad: str, roh: Mapping[str, Any] | None = None) -> str:
    """The label of the field (or part of the page) a key path names; empty for the whole file."""
    if not pfad:
        return ""
    if pfad in _WAHLFELDER:
        return _ausschuss_des_landes(_WAHLFELDER[pfad], roh)
    for feld in _OEFFNUNGEN:  # a room or the office: its label and the part (``2. Raum, Anschrift``)
        if pfad.startswith((feld.name + ".", feld.name + "[")):
            teil = fm.teil(feld, pfad[len(feld.name) :])
            return _WAHLFELDER[feld.name] + (f", {teil}" if teil else "")
    if pfad.startswith("wahl."):
        ohne_index = re.sub(r"\[\d+\]", "", pfad)
        if ohne_index != pfad:  # a list of the election's data: its own label
            teile = ohne_index.split(".")
            for n in range(len(teile), 1, -1):
                if ".".join(teile[:n]) in _WAHLFELDER:
                    return _ausschuss_des_landes(_WAHLFELDER[".".join(teile[:n])], roh)
        return _ausschuss_des_landes(_WAHLFELDER.get(pfad.rsplit(".", 1)[0], "Angaben zur Wahl"), roh)
    ohne_index = re.sub(r"\[\d+\]$", "", pfad)
    if ohne_index in _ANDERE:
        return _ANDERE[ohne_index]
    m = _PERSON_PFAD.match(pfad)
    if m:
        wer = person_name(roh, m.group(1), int(m.group(2)))
        rest = re.sub(r"\[\d+\]", "", pfad[m.end() :].lstrip("."))
        if not rest:
            return wer
        feld = _PERSONENFELDER.get(rest) or _PERSONENFELDER.get(rest.rsplit(".", 1)[0], "")
        return f"{wer} – {feld}" if feld else wer
    return _PERSONENFELDER.get(pfad, "")


_ERSETZUNGEN: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(muster), ersatz)
    for muster, ersatz in (
        (
            r"(in der Datendatei )?weder unter \[\[bewerber\]\] noch unter \[\[stichwahl_bewerber\]\] aufgeführt",
            "weder als Bewerbung noch als Person für die Stichwahl erfasst",
        ),
        (r"steht nicht in stichwahl\.teilnehmer", "ist nicht als Teilnehmer der Stichwahl festgelegt"),
        (r"jede id darf", "jede Kennung darf"),
        (r" ?\(mit --trotzdem wird es dennoch erzeugt\)", ""),
        (r" ?\(kein Schlüssel \w+ in der Datendatei\)", ""),
        (r"; der Abschnitt \[wahl\] beschreibt die Wahl", "; ohne sie lässt sich nichts berechnen"),
        (r"; jede Person steht in einem eigenen Block \[\[\w+\]\]", ""),
        (r" \(Tippfehler\?\); bekannt: [a-z_, ]+", " (Tippfehler?)"),
        (r" ?\(Datendatei: [\w.\[\]]+\)", ""),
        (r" ?\((wahl|bewerber|stichwahl|stichwahl_bewerber)\.[\w.\[\]]+\)", ""),
        (r"\(([^()]*?)[;,] ?Datendatei: [\w.\[\]]+\)", r"(\1)"),
        (r"ist weder true noch false", "ist weder ja noch nein"),
        (r"bei auskunftssperre = true", "bei einer Auskunftssperre"),
        (r"\bauskunftssperre = true\b", "Auskunftssperre"),
        (r" ?\(zugelassen = (true|false)\)", ""),
        (r"\bzugelassen = (true|false)\b", "die Zulassung"),
        (r" ?\(\[wahl\.ausschuss\] \w+\)", ""),
        (r" \(zugelassen fehlt\)", ""),
        (r"^wahl\.bekanntmachung fehlt: ", "Unterzeichner der Bekanntmachungen fehlt: "),
        (r" ?\(\[wahl\.bekanntmachung\] mit [^)]*\)", ""),
        (
            r"dass \[wahl\.bekanntmachung\] ihn als Unterzeichner nennt",
            "dass er als Unterzeichner der Bekanntmachungen eingetragen ist",
        ),
        (r"\[\[(\w+)\]\]", r"\1"),
        (r"\s?\(?--[a-z][a-z-]+\)?", ""),
    )
)


def text(satz: str, roh: Mapping[str, Any] | None = None) -> str:
    """A sentence of the model, the law or a service without data-file words."""

    def person(m: re.Match[str]) -> str:
        return "der " + person_name(roh, m.group(1), int(m.group(2)))

    satz = re.sub(r"(?<![\w.])(bewerber|stichwahl_bewerber)\[(\d+)\](\.\w+)*", person, satz)
    for muster, ersatz in _ERSETZUNGEN:
        satz = muster.sub(ersatz, satz)
    return satz


def meldung(p: Problem, roh: Mapping[str, Any] | None = None) -> str:
    """One problem as a page shows it apart from a field: ``Label: sentence``."""
    name = _ARGUMENTE.get(p.pfad, "") if p.argument else bezeichnung(p.pfad, roh)
    satz = text(p.text, roh)
    if p.argument:
        return f"{name}: {satz}" if name else satz
    if p.pfad and not name and re.fullmatch(r"[\w.\[\]-]+", p.pfad) and not p.pfad.startswith("-"):
        name = "Datendatei"
    return f"{name}: {satz}" if name else satz


def meldungen(probleme: Sequence[Problem], roh: Mapping[str, Any] | None = None) -> list[str]:
    return [meldung(p, roh) for p in probleme]


def ordne_zu(
    felder: list[fm.Anzeige], probleme: Sequence[Problem], praefix: str = "", roh: Mapping[str, Any] | None = None
) -> list[str]:
    """Put each problem next to the field its key path names (``praefix`` is cut first: the person's
    own ``bewerber[3].``); return the others as sentences with their labels."""
    uebrig = []
    for p in probleme:
        pfad = p.pfad
        if praefix and pfad.startswith(praefix):
            pfad = pfad[len(praefix) :]
        elif praefix:
            uebrig.append(meldung(p, roh))
            continue
        ziel = next((f for f in felder if f.feld.name == pfad), None)
        if ziel is None:  # a problem of a sub-key, a list's entry or the whole table: the first field below it
            ziel = next(
                (
                    f
                    for f in felder
                    if pfad.startswith((f.feld.name + ".", f.feld.name + "[")) or f.feld.name.startswith(pfad + ".")
                ),
                None,
            )
        if ziel is None:
            uebrig.append(meldung(p, roh))
        else:
            teil = fm.teil(ziel.feld, pfad[len(ziel.feld.name) :]) if pfad.startswith(ziel.feld.name) else ""
            ziel.fehler.append(f"{teil}: {text(p.text, roh)}" if teil else text(p.text, roh))
    return uebrig
