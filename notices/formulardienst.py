"""The forms of one person as PDF – the form for support signatures, the Wählbarkeitsbescheinigung, the
Versicherung an Eides statt, each the Land's own (:mod:`notices.dokumente.formulare`) – on their own: what
``notices formblatt``, ``notices bescheinigung`` and ``notices versicherung`` call, without the rest of the
services (the admission check and the reading of signer lists, the order of the ballot, the notices and
letters, the Prüfbericht), so that those verbs load only what they use (issue 32; ``tests/test_formulare.py``
names what they must not import). :mod:`notices.dienste` names each function of this module as its own
(``dienste.formblatt_pdf`` is :func:`formblatt_pdf`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from notices.dokumente import Formblatt, Formular, KeineUnterschriftenNoetig, landesdokumente, nicht_vorgesehen
from notices.dokumente import formulare as formularansichten
from notices.fehler import Eingabefehler, Entbehrlich, argumentproblem
from notices.model import Bewerber, StichwahlBewerber, Wahldaten
from notices.render import render_dokument


def person(daten: Wahldaten, bewerber_id: str, argument: str = "bewerber") -> Bewerber | StichwahlBewerber:
    """The applicant or run-off person ``bewerber_id``; an Eingabefehler naming the ones there are."""
    try:
        return daten.person(bewerber_id)
    except KeyError:
        bekannt = ", ".join(p.id for p in (*daten.bewerber, *daten.stichwahl_bewerber)) or "keine"
        raise Eingabefehler(
            [
                argumentproblem(
                    argument,
                    f"„{bewerber_id}“ ist in der Datendatei weder unter [[bewerber]] noch unter "
                    f"[[stichwahl_bewerber]] aufgeführt (vorhanden: {bekannt}).",
                )
            ]
        ) from None


def formulare(daten: Wahldaten) -> dict[str, Formular]:
    """The forms the election's Land has, by verb (``formblatt``, ``bescheinigung``, ``versicherung``)."""
    return formularansichten.formulare(daten)


def formular(daten: Wahldaten, art: str) -> Formular:
    """The Land's form ``art``; refused with one sentence where the Land has none (or none on record) – the
    version's own reason where it declares one (``fehlt``)."""
    vorhanden = formulare(daten)
    if art not in vorhanden:
        was = {
            "formblatt": "Ein Formblatt für Unterstützungsunterschriften",
            "bescheinigung": "Eine Wählbarkeitsbescheinigung",
            "versicherung": "Eine Versicherung an Eides statt",
        }.get(art, f"Das Formular „{art}“")
        a = landesdokumente.angaben(daten).get(art)
        if a is not None and a.fehlt is not None:
            landesdokumente.angabe(daten, art, was=was)  # the version says why it has none: refused with that
        raise nicht_vorgesehen(daten.wahl.land, f"{was} nach einem in notices hinterlegten Muster")
    return vorhanden[art]


def formular_pdf(daten: Wahldaten, art: str, bewerber_id: str, **render: Any) -> bytes:
    """A form of the Land (``bescheinigung``, ``versicherung``, …) for one person, as PDF; it attaches the
    data of the election and of that person only (:meth:`notices.model.Wahldaten.teil_der_person`)."""
    f = formular(daten, art)
    sicht = f.ansicht(daten, person(daten, bewerber_id))
    return render_dokument(sicht, daten=daten, anhang=daten.teil_der_person(bewerber_id), **render)


def formblatt_pdf(
    daten: Wahldaten,
    bewerber_id: str,
    *,
    anzahl: int | None = None,
    trotzdem: bool = False,
    ausfuellbar: bool = False,
    **render: Any,
) -> bytes:
    """The form for support signatures of one applicant: ``anzahl`` identical sheets (default: as many as
    signatures are needed); an Eingabefehler where none are needed, unless ``trotzdem``. It attaches the data
    of the election and of that applicant only."""

    sicht = _formblatt(daten, bewerber_id, trotzdem)
    kopien = anzahl if anzahl is not None else max(1, sicht.anzahl_erforderlich)
    return render_dokument(
        replace(sicht, kontext={**sicht.kontext, "ausfuellbar": ausfuellbar}),
        daten=daten,
        anhang=daten.teil_der_person(bewerber_id),
        wiederholen=kopien,
        ausfuellbar=ausfuellbar,
        **render,
    )


def formblatt_kopien(daten: Wahldaten, bewerber_id: str, *, trotzdem: bool = False) -> int:
    """How many identical sheets :func:`formblatt_pdf` prints by default (one per signature needed, at least
    one): the Wahlakte keeps one of them."""
    return max(1, _formblatt(daten, bewerber_id, trotzdem).anzahl_erforderlich)


def _formblatt(daten: Wahldaten, bewerber_id: str, trotzdem: bool) -> Formblatt:
    f = formular(daten, "formblatt")
    try:
        sicht = f.ansicht(daten, person(daten, bewerber_id), trotzdem=trotzdem)
    except KeineUnterschriftenNoetig as e:
        raise Entbehrlich([argumentproblem("bewerber", str(e))]) from None
    assert isinstance(sicht, Formblatt)
    return sicht


def bescheinigung_pdf(daten: Wahldaten, bewerber_id: str, **render: Any) -> bytes:
    """The Wählbarkeitsbescheinigung of the Land for one person."""
    return formular_pdf(daten, "bescheinigung", bewerber_id, **render)


def versicherung_pdf(daten: Wahldaten, bewerber_id: str, **render: Any) -> bytes:
    """The Versicherung an Eides statt of the Land for one person."""
    return formular_pdf(daten, "versicherung", bewerber_id, **render)
