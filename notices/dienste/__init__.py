"""What the command line and the web application both call: load, decide, render – one layer.

The flow runs one way (``docs/architektur.md``): file -> :mod:`notices.model` -> :mod:`notices.recht`
-> decisions (:mod:`notices.recht.fristenrechnung`, :mod:`notices.reihenfolge`, :mod:`notices.pruefung`) -> document
views (:mod:`notices.dokumente`) -> :mod:`notices.render` -> :mod:`notices.archiv`. The CLI verbs
(:mod:`notices.befehle`) and the web pages (:mod:`notices.web`) only translate their input to calls
here and the results to output. WeasyPrint, pypdf and openpyxl are imported inside functions.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from datetime import date, datetime
from pathlib import Path
from typing import Any, cast

from notices import deutsch, model, recht
from notices import pruefung as entscheidung
from notices.dokumente import aufforderung as af
from notices.dokumente import bekanntmachung as bm
from notices.dokumente import benachrichtigung, landesdokumente
from notices.dokumente.fristenkalender import fristenkalender
from notices.dokumente.pruefbericht import maengelschreiben, pruefbericht, ungueltig_csv
from notices.fehler import Eingabefehler, Problem, argumentproblem

# the forms of one person (issue 32: notices formblatt loads only those): named here as the services' own
from notices.formulardienst import bescheinigung_pdf as bescheinigung_pdf
from notices.formulardienst import formblatt_kopien as formblatt_kopien
from notices.formulardienst import formblatt_pdf, formular_pdf, formulare
from notices.formulardienst import formular as formular
from notices.formulardienst import person as person
from notices.formulardienst import versicherung_pdf as versicherung_pdf
from notices.laden import lade
from notices.model import Wahldaten
from notices.pruefung import Pruefergebnis
from notices.render import render_dokument
from notices.unterschriften import lies_liste, lies_listen


def validiere(roh: Mapping[str, Any], name: str = "<eingabe>") -> Wahldaten:
    """A parsed data file validated completely: its structure (model) and its Land, office and dates
    (law); one :class:`~notices.fehler.Eingabefehler` with every problem."""
    return model.validiere_struktur(roh, name, pruefe_wahl=recht.pruefe_wahl, pruefe_daten=recht.pruefe_daten)


def fremde_schluessel(daten: Wahldaten) -> list[Problem]:
    """Keys the file sets that its Land does not read (:func:`notices.recht.fremde_schluessel`): warnings."""
    return recht.fremde_schluessel(daten)


def eingaenge_in_der_zukunft(daten: Wahldaten, jetzt: datetime) -> list[Problem]:
    """Receipts later than ``jetzt`` (German time): most likely a typing error in the year. They would date
    the Prüfbericht and the letters in the future and let curable defects look final – warnings."""
    probleme = []
    for art, personen, feld in (
        ("bewerber", daten.bewerber, "eingang"),
        ("stichwahl_bewerber", daten.stichwahl_bewerber, "zustimmung"),
    ):
        for i, p in enumerate(personen, 1):
            wert = getattr(p, feld)
            if wert is not None and wert > jetzt:
                probleme.append(
                    Problem(
                        f"{art}[{i}].{feld}",
                        f"{deutsch.zeitpunkt(wert)} liegt in der Zukunft (jetzt: {deutsch.zeitpunkt(jetzt)}); "
                        "bitte Tag und Uhrzeit des Eingangs prüfen.",
                    )
                )
    return probleme


# ------------------------------------------------------------------------------------------------
# The deadline calendar


def fristenkalender_pdf(daten: Wahldaten, **render: Any) -> bytes:
    """The deadline calendar as PDF. It attaches only the public part of the data (no applicants)."""
    oeffentlich = daten.oeffentlicher_teil()
    return render_dokument(fristenkalender(oeffentlich), daten=oeffentlich, **render)


# ------------------------------------------------------------------------------------------------
# Notices and letters


def signaturlisten(daten: Wahldaten, basis: Path | None) -> dict[str, Any] | None:
    """The signer lists of the election that can be read, relative to ``basis`` (the data file's folder), by
    applicant id; None without it. For the notice's guard (R-ALLE-12) only: a list that is missing or cannot be
    read is left out here (the admission check reports it), so that an archive recomputed without the lists
    (``archiv-pruefen``) and a notice that needs none are not stopped by it."""
    if basis is None:
        return None
    listen = {}
    for b in daten.bewerber:
        if b.unterschriften is None or not (basis / b.unterschriften).is_file():
            continue
        try:
            listen[b.id] = lies_liste(basis / b.unterschriften, b.unterschriften)
        except Eingabefehler:
            continue
    return listen


def bekanntmachung_pdf(
    daten: Wahldaten, *, stichwahl: bool, datum: date, basis: Path | None = None, **render: Any
) -> bytes:
    """The notice of the admitted applications (first ballot) or of the Stichwahl, dated ``datum``.

    ``basis``: the data file's folder; where given, the signer lists are read and a person recorded as
    admitted with too few signatures is refused like one who is not eligible (:func:`bm.erstelle`).
    A public notice attaches only the public part of the data: no birth dates, streets or contact
    addresses beyond what the notice itself shows.
    """
    sicht = bm.ansicht(bm.erstelle(daten, stichwahl=stichwahl, listen=signaturlisten(daten, basis)), datum)
    return render_dokument(sicht, daten=daten.oeffentlicher_teil(), **render)


def aufforderung_pdf(daten: Wahldaten, *, datum: date, **render: Any) -> bytes:
    """The notice of the election with the call for proposals (BY § 34 Abs. 1 to 3 GLKrWO), dated ``datum``;
    refused where the Land has none, before the first day the election may be announced, on or after the day
    the filing ends, or where the data lack where and when proposals are taken. It attaches only the public
    part of the data."""
    return _vorbereitung_pdf(daten, "aufforderung", datum, render)


def eintragung_pdf(daten: Wahldaten, *, datum: date, **render: Any) -> bytes:
    """The notice where and when voters sign the support lists the office lays out (BY § 34 Abs. 4 GLKrWO,
    Art. 28 GLKrWG), dated ``datum``; refused where the Land has none, after the lists closed, or where the data
    name no room or an opening outside the period. It attaches only the public part of the data."""
    return _vorbereitung_pdf(daten, "eintragung", datum, render)


def _vorbereitung_pdf(daten: Wahldaten, art: af.Art, datum: date, render: dict[str, Any]) -> bytes:
    sicht = af.ansicht(af.erstelle(daten, art), datum)
    return render_dokument(sicht, daten=daten.oeffentlicher_teil(), **render)


def entfaellt_pdf(daten: Wahldaten, *, grund: str, datum: date, **render: Any) -> bytes:
    """The notice that the Stichwahl does not take place."""
    return render_dokument(bm.entfaellt_ansicht(daten, grund, datum), daten=daten.oeffentlicher_teil(), **render)


def wahl_entfaellt_pdf(daten: Wahldaten, *, fall: str, grund: str | None, datum: date, **render: Any) -> bytes:
    """The notice that the election fails or does not take place (the Land's case ``fall``)."""
    sicht = bm.wahl_entfaellt_ansicht(daten, fall, grund, datum)
    return render_dokument(sicht, daten=daten.oeffentlicher_teil(), **render)


def benachrichtigung_pdf(daten: Wahldaten, empfaenger: Any, *, datum: date, **render: Any) -> bytes:
    """The letter to a person in the Stichwahl who did not apply."""
    sicht = benachrichtigung.ansicht(daten, empfaenger, datum)
    return render_dokument(sicht, daten=daten, **render)


# ------------------------------------------------------------------------------------------------
# The admission check


def pruefe(
    daten: Wahldaten, ordner: str | Path, *, stichtag: datetime | None = None, stichwahl: bool = False
) -> Pruefergebnis:
    """Read the signer lists (paths relative to ``ordner``, the data file's folder) and check every application
    (``stichwahl``: every consent to the Stichwahl); :func:`notices.pruefung.pruefe` reads no file itself."""
    listen = lies_listen(daten, Path(ordner))
    return entscheidung.pruefe(daten, listen, stichtag=stichtag, stichwahl=stichwahl)


def pruefe_datei(datei: str | Path, stichtag: datetime | None = None, *, stichwahl: bool = False) -> Pruefergebnis:
    """Load the data file and its signer lists and check every application (``stichwahl``: every consent to
    the Stichwahl)."""
    return pruefe(lade(datei), Path(datei).resolve().parent, stichtag=stichtag, stichwahl=stichwahl)


def pruefbericht_pdf(ergebnis: Pruefergebnis, tabelle: str | None = None, **render: Any) -> bytes:
    """The Prüfbericht for the committee meeting as PDF; ``tabelle`` names the file of
    :func:`pruefbericht_csv` beside it (default: its name in the archive)."""
    return render_dokument(pruefbericht(ergebnis, tabelle), daten=ergebnis.daten, **render)


def pruefbericht_csv(ergebnis: Pruefergebnis) -> bytes:
    """Every signature that does not count, as the table beside the Prüfbericht (which shows a sample)."""
    return ungueltig_csv(ergebnis)


def pruefung_json(ergebnis: Pruefergebnis) -> str:
    """The JSON of ``notices pruefen --json``: the text of ``json.dumps(ergebnis.als_json(), indent=2)``,
    built one signature at a time (issue 34). With an indent, ``json`` encodes in Python and keeps every
    small piece of the whole text in a list until the end – 400 000 void signatures made 10 s and 1.2 GB;
    here each signature is made by its model (:class:`notices.ausgaben.Ungueltig`), encoded alone by
    pydantic's encoder (the same text as ``json.dumps(…, ensure_ascii=False, indent=2)``) and indented as its
    place in the whole asks."""
    text = ergebnis.ausgabe(mit_bewerbern=False).als_json_text()
    if ergebnis.bewerbungen:
        teile = (_eingerueckt(_bewerbung_json(b), 4) for b in ergebnis.bewerbungen)
        text = _fuelle(text, "bewerber", teile)
    return text + "\n"


def _fuelle(text: str, schluessel: str, teile: Iterator[str]) -> str:
    """``text`` (a JSON object, indent 2) with the empty list of its top-level ``schluessel`` filled with
    ``teile`` (JSON texts already indented for that place). The key is the first with that name: a string
    in JSON holds ``"`` only escaped, so no value looks like ``"schluessel": []``."""
    leer = f'"{schluessel}": []'
    return text.replace(leer, f'"{schluessel}": [\n    ' + ",\n    ".join(teile) + "\n  ]", 1)


def _eingerueckt(text: str, tiefe: int) -> str:
    """A JSON text indented by ``tiefe`` more spaces after each line break (strings in JSON hold none)."""
    return text.replace("\n", "\n" + " " * tiefe)


def _bewerbung_json(b: Any) -> str:
    text = b.ausgabe(mit_ungueltigen=False).als_json_text()
    if not b.ungueltig:
        return text
    return _fuelle(text, "ungueltig", (_eingerueckt(u.ausgabe().als_json_text(), 4) for u in b.ungueltig))


def maengelschreiben_pdf(ergebnis: Pruefergebnis, bewerber_id: str, **render: Any) -> bytes:
    """The letter about the defects of one application as PDF; an Eingabefehler where there are none. It
    attaches the data of the election and of that applicant only."""
    schreiben = maengelschreiben(ergebnis, bewerber_id)
    if schreiben.leer:
        raise Eingabefehler(
            [Problem("", f"Keine festgestellten Mängel bei „{bewerber_id}“ – kein Mängelschreiben erstellt.")]
        )
    return render_dokument(
        schreiben.dokument, daten=ergebnis.daten, anhang=ergebnis.daten.teil_der_person(bewerber_id), **render
    )


# ------------------------------------------------------------------------------------------------
# The built-in examples and any document by its kind (the package's API: notices.beispiel, notices.dokument)


def beispieldatei(land: str | None = None) -> Path:
    """The built-in example election of a Land (inside the wheel, or the repository's ``examples/``); an
    Eingabefehler naming the Länder on record for an unknown code."""
    try:
        name = recht.land((land or recht.STANDARD_LAND).upper()).beispiel
    except recht.UnbekanntesLand:
        bekannt = ", ".join(recht.codes())
        raise Eingabefehler(
            [argumentproblem("land", f"„{land}“ ist kein Land in notices; bekannt: {bekannt}")]
        ) from None
    hier = Path(__file__).resolve().parent.parent
    for kandidat in (hier / "_beispiele", hier.parent / "examples"):
        datei = kandidat / name
        if datei.is_file():
            return datei
    raise FileNotFoundError(name)  # pragma: no cover - broken install


def beispiele() -> dict[str, Path]:
    """Every Land's built-in example election, by Land code."""
    return {code: beispieldatei(code) for code in recht.codes()}


_BEKANNTMACHUNGEN = (
    "bekanntmachung",
    "bekanntmachung_stichwahl",
    "stichwahl_entfaellt",
    "wahl_entfaellt",
    *af.ARTEN,
)
_PRUEFUNG = ("pruefbericht", "maengelschreiben")


def dokumentarten(daten: Wahldaten) -> list[str]:
    """The kinds of document :func:`dokument` makes for this election under its Land's law: the calendar,
    the notices the version declares (those before the filing, ``aufforderung`` and ``eintragung``, after the
    others: the kinds a Land had keep their places), the Prüfbericht and the letter about defects, the Land's
    forms."""
    arten = ["fristen"] + [a for a in _BEKANNTMACHUNGEN if landesdokumente.vorhanden(daten, a)]
    arten += list(_PRUEFUNG)
    if landesdokumente.vorhanden(daten, "benachrichtigung"):
        arten.append("benachrichtigung")
    return arten + sorted(formulare(daten))


def dokument(
    daten: Wahldaten | str | Path,
    art: str,
    *,
    bewerber: str | None = None,
    datum: date | None = None,
    grund: str | None = None,
    fall: str | None = None,
    anzahl: int | None = None,
    stichtag: datetime | None = None,
    **render: Any,
) -> bytes:
    """Any document of the election as PDF/A, by its kind (:func:`dokumentarten`): ``bewerber`` names the
    person of a form, a letter or a Stichwahl letter; ``datum`` dates a notice or letter (default: today,
    German time); ``grund`` and ``fall`` as for the notices that the Stichwahl or the election does not
    take place; ``anzahl`` the sheets of a Formblatt; ``stichtag`` the Prüfbericht's time. The Prüfbericht
    and the letter about defects need the data file itself (``daten`` as a path): its signer lists lie
    beside it. ``aufforderung`` and ``eintragung`` are the notices before the filing, dated ``datum``.
    ``render``: ``vorlagen`` (own templates), ``variante`` (PDF standard)."""
    datei = None if isinstance(daten, Wahldaten) else Path(daten)
    geladen = daten if isinstance(daten, Wahldaten) else lade(daten)
    tag = datum or model.heute()

    def noetig(name: str, wert: object) -> None:
        if wert is None:
            raise Eingabefehler([argumentproblem(name, f"fehlt; das Dokument „{art}“ braucht diese Angabe")])

    if art not in dokumentarten(geladen):
        moeglich = ", ".join(dokumentarten(geladen))
        raise Eingabefehler([argumentproblem("art", f"„{art}“ gibt es für diese Wahl nicht; möglich: {moeglich}")])
    if art in af.ARTEN:
        return _vorbereitung_pdf(geladen, cast("af.Art", art), tag, render)
    if art == "fristen":
        return fristenkalender_pdf(geladen, **render)
    if art in ("bekanntmachung", "bekanntmachung_stichwahl"):
        return bekanntmachung_pdf(geladen, stichwahl=art == "bekanntmachung_stichwahl", datum=tag, **render)
    if art == "stichwahl_entfaellt":
        return entfaellt_pdf(geladen, grund=bm.pruefe_grund(grund), datum=tag, **render)
    if art == "wahl_entfaellt":
        noetig("fall", fall)
        assert fall is not None
        return wahl_entfaellt_pdf(geladen, fall=fall, grund=grund, datum=tag, **render)
    if art in _PRUEFUNG:
        if datei is None:
            raise Eingabefehler(
                [
                    argumentproblem(
                        "daten",
                        f"das Dokument „{art}“ braucht die Datendatei selbst (ihr Pfad): die Unterschriftenlisten "
                        "liegen neben ihr",
                    )
                ]
            )
        ergebnis = pruefe_datei(datei, stichtag)
        if art == "pruefbericht":
            return pruefbericht_pdf(ergebnis, **render)
        noetig("bewerber", bewerber)
        assert bewerber is not None
        return maengelschreiben_pdf(ergebnis, bewerber, **render)
    noetig("bewerber", bewerber)
    assert bewerber is not None
    if art == "benachrichtigung":
        e = benachrichtigung.empfaenger(geladen, bewerber)
        return benachrichtigung_pdf(geladen, e, datum=tag, **render)
    if art == "formblatt":
        return formblatt_pdf(geladen, bewerber, anzahl=anzahl, **render)
    return formular_pdf(geladen, art, bewerber, **render)
