"""Everything for one or more elections, archived: the service behind ``notices alle``, ``notices
beispiel`` and the web page's ZIP.

Every document the data allows goes into one folder per election (``<gemeinde>-<wahltag>/``) with a
manifest, retention classes and delete-after dates (:mod:`notices.archiv`), plus a merged "Wahlakte"
PDF. Several data files run in parallel processes. The documents come from producers ``(daten, datei)
-> list[Archivdatei | Ausgelassen]`` registered here (:data:`PRODUZENTEN`, :func:`produzent`); the producers
below call the services of :mod:`notices.dienste`. WeasyPrint and pypdf are imported only inside
functions.
"""

from __future__ import annotations

import json
import multiprocessing
import os
from collections.abc import Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices import archiv, deutsch, dienste, druckvorrat, recht, render
from notices.archiv import Archivdatei, Ausgelassen, zeigbar
from notices.dienste import elternwacht
from notices.dokumente import aufforderung as af_modul
from notices.dokumente import bekanntmachung as bm_modul
from notices.dokumente import landesdokumente
from notices.dokumente.fristenkalender import fristen_ics, fristen_json
from notices.dokumente.pruefbericht import maengelschreiben
from notices.exitcodes import EXIT_BEFUND, EXIT_EINGABE, EXIT_FEHLGESCHLAGEN, EXIT_OK
from notices.fehler import Eingabefehler, Problem, argumentproblem, melde_unerwartet, os_fehler
from notices.render import daten_json

if TYPE_CHECKING:
    from notices.model import Wahldaten

_VORLAGEN: ContextVar[Path | None] = ContextVar("notices_alle_vorlagen", default=None)
"""The ``--vorlagen`` folder for the producers of the current election; a context variable, so that
threads (notices web) and worker processes each see their own."""


def _render_optionen() -> dict[str, Any]:
    vorlagen = _VORLAGEN.get()
    return {"vorlagen": vorlagen} if vorlagen is not None else {}


# ------------------------------------------------------------------------------------------------
# Producers

Produzent = Callable[["Wahldaten", Path], "list[Archivdatei | Ausgelassen]"]
"""A document producer: from the validated data (and the path of its file) to documents; a document
the data does not allow (yet) is returned as :class:`Ausgelassen` with the reason."""

PRODUZENTEN: list[Produzent] = []
"""The registered producers, in the order their documents appear in the Wahlakte."""


def produzent(fn: Produzent) -> Produzent:
    """Register a document producer (decorator); registering twice has no effect."""
    if fn not in PRODUZENTEN:
        PRODUZENTEN.append(fn)
    return fn


KLASSE_NACH_ART: dict[str, str] = {
    "fristen": "dauernd",
    "bekanntmachung": "dauernd",
    "pruefbericht": "unterstuetzung",
    "maengelschreiben": "unterstuetzung",
}
"""The retention class of the documents whose class does not depend on the Land's forms: public documents
are kept for good; the Prüfbericht is the result of checking the support signatures and goes with them
(the Land's ``aufbewahrung`` says what each class means). The forms take theirs from the Land's
``FORMULARE``; the Wahlakte the strictest of its parts. ``archiv-pruefen`` recomputes from these."""


@produzent
def fristenkalender(daten: Any, datei: Path) -> list[Archivdatei]:
    """The deadline calendar: PDF, iCalendar and JSON. Kept for good: it holds only dates and citations."""
    titel = "Fristenkalender"
    oeffentlich = daten.oeffentlicher_teil()
    return [
        Archivdatei(
            "fristen",
            dienste.fristenkalender_pdf(daten, **_render_optionen()),
            "pdf",
            titel,
            KLASSE_NACH_ART["fristen"],
            quelle_sha256=archiv.sha256(daten_json(oeffentlich)),
        ),
        Archivdatei(
            "fristen", fristen_ics(daten), "ics", f"{titel} (iCalendar)", KLASSE_NACH_ART["fristen"], in_wahlakte=False
        ),
        Archivdatei(
            "fristen",
            (json.dumps(fristen_json(daten), ensure_ascii=False, indent=2) + "\n").encode("utf-8"),
            "json",
            f"{titel} (JSON)",
            KLASSE_NACH_ART["fristen"],
            in_wahlakte=False,
        ),
    ]


_VORBEREITUNG_TITEL = {
    "aufforderung": "Öffentliche Bekanntmachung der Wahl mit der Aufforderung zur Einreichung von Wahlvorschlägen",
    "eintragung": "Öffentliche Bekanntmachung der Eintragungsmöglichkeiten in Unterstützungslisten",
}


@produzent
def vorbereitung(daten: Any, datei: Path) -> list[Archivdatei | Ausgelassen]:
    """The notices before the filing where the Land declares them (BY § 34 GLKrWO): the Aufforderung and the
    notice of the Eintragungsräume, as PDF and JSON, dated on the first day the election may be announced so
    that the same data give the same bytes. Kept for good (public anyway). Nothing for a Land without them."""
    ergebnis: list[Archivdatei | Ausgelassen] = []
    for art in af_modul.ARTEN:
        if not landesdokumente.vorhanden(daten, art):
            continue
        titel = _VORBEREITUNG_TITEL[art]

        def erzeuge(art: af_modul.Art = art, titel: str = titel) -> list[Archivdatei]:
            v = af_modul.erstelle(daten, art)
            pdf = dienste.dokument(daten, art, datum=af_modul.ausgabetag(v), **_render_optionen())
            text = json.dumps(af_modul.als_json(v), ensure_ascii=False, indent=2) + "\n"
            oeffentlich = archiv.sha256(daten_json(daten.oeffentlicher_teil()))
            klasse = KLASSE_NACH_ART["bekanntmachung"]
            return [
                Archivdatei("bekanntmachung", pdf, "pdf", titel, klasse, teil=art, quelle_sha256=oeffentlich),
                Archivdatei(
                    "bekanntmachung",
                    text.encode("utf-8"),
                    "json",
                    f"{titel} (JSON)",
                    klasse,
                    teil=art,
                    in_wahlakte=False,
                ),
            ]

        ergebnis += _versuche(titel, erzeuge)
    return ergebnis


def _versuche(titel: str, erzeuge: Any) -> list[Archivdatei | Ausgelassen]:
    """Run one document's producer; an Eingabefehler (the data does not allow it) becomes an Ausgelassen."""
    try:
        return list(erzeuge())
    except Eingabefehler as e:
        if any(p.argument and p.pfad == "vorlagen" for p in e.probleme):
            raise
        return [Ausgelassen(titel, "; ".join(str(p) for p in e.probleme))]


def gruppe_von(person: Any, stichwahl: bool = False) -> str:
    """The Wahlakte's bookmark group of a person's documents."""
    return f"{'Stichwahl' if stichwahl else 'Bewerbung'}: {person.name}"


@produzent
def formulare(daten: Any, datei: Path) -> list[Archivdatei | Ausgelassen]:
    """Per applicant the forms of the Land (``FORMULARE`` of its document module), each with the retention
    class the Land gives it; the form for support signatures only where signatures are needed."""
    opt = _render_optionen()
    vorhanden = dienste.formulare(daten)
    if not vorhanden:
        land = recht.land(daten.wahl.land)
        return [Ausgelassen("Formulare", f"Formulare sind {land.fuer} nicht hinterlegt")]
    ergebnis: list[Archivdatei | Ausgelassen] = []
    personen = [(p, False) for p in daten.bewerber] + [(p, True) for p in daten.stichwahl_bewerber]
    for person, stichwahl in personen:
        gruppe = gruppe_von(person, stichwahl)
        for art, f in vorhanden.items():
            if stichwahl and f.nur_bewerbung:
                continue
            grund = f.entbehrlich(daten, person) if f.entbehrlich else None
            if grund:
                ergebnis.append(Ausgelassen(f"{f.titel}, {zeigbar(person.id, 60)}", grund))
                continue
            if art == "formblatt":

                def formblatt(p: Any = person, f: Any = f, g: str = gruppe) -> list[Archivdatei]:
                    if recht.quorum(daten.wahl, p.amtsinhaber, p).anzahl == 0:
                        return []  # no signatures needed: no Formblatt
                    kopien = dienste.formblatt_kopien(daten, p.id)  # printed so often, the Wahlakte holds one
                    pdf = dienste.formblatt_pdf(daten, p.id, anzahl=kopien, **opt)
                    return [
                        Archivdatei(
                            "formblatt",
                            pdf,
                            "pdf",
                            f.titel,
                            f.aufbewahrung,
                            p.id,
                            gruppe=g,
                            wahlakte_kopien=kopien,
                            quelle_sha256=_daten_der_person(daten, p.id),
                        )
                    ]

                ergebnis += _versuche(f"{f.titel}, {person.id}", formblatt)
                continue
            ergebnis += _versuche(
                f"{f.titel}, {person.id}",
                lambda p=person, a=art, f=f, g=gruppe: [
                    Archivdatei(
                        a,
                        dienste.formular_pdf(daten, a, p.id, **opt),
                        "pdf",
                        f.titel,
                        f.aufbewahrung,
                        p.id,
                        gruppe=g,
                        quelle_sha256=_daten_der_person(daten, p.id),
                    )
                ],
            )
    return _zusammengefasst(ergebnis, "Formulare")


def _zusammengefasst(ergebnis: list[Archivdatei | Ausgelassen], titel: str) -> list[Archivdatei | Ausgelassen]:
    """One note instead of many when every document was left out for the same reason."""
    gruende = {e.grund for e in ergebnis if isinstance(e, Ausgelassen)}
    if len(ergebnis) > 1 and len(gruende) == 1 and all(isinstance(e, Ausgelassen) for e in ergebnis):
        return [Ausgelassen(titel, gruende.pop())]
    return ergebnis


def _maengelschreiben(pruefung: Any) -> list[Archivdatei]:
    """The letter about the defects of each application that has some (the check found them): part of the
    election's file like the Prüfbericht it follows from, and kept as long (it reports the same signatures)."""
    ergebnis = []
    for p in pruefung.daten.bewerber:
        try:
            if maengelschreiben(pruefung, p.id).leer:
                continue
        except Eingabefehler:  # the Land has no such letter on record (NW): the Prüfbericht names the defects
            return []
        pdf = dienste.maengelschreiben_pdf(pruefung, p.id, **_render_optionen())
        ergebnis.append(
            Archivdatei(
                "maengelschreiben",
                pdf,
                "pdf",
                "Mängelschreiben",
                KLASSE_NACH_ART["pruefbericht"],
                p.id,
                gruppe=gruppe_von(p),
                quelle_sha256=_daten_der_person(pruefung.daten, p.id),
            )
        )
    return ergebnis


def _daten_der_person(daten: Any, id: str) -> str:
    """The SHA-256 of what a document about one person attaches (:meth:`notices.model.Wahldaten.teil_der_person`)."""
    return archiv.sha256(daten_json(daten.teil_der_person(id)))


def pruefberichte(daten: Any) -> list[tuple[str | None, bool, str]]:
    """The Prüfberichte an election has, as (part of the file name, for the Stichwahl, title)."""
    arten: list[tuple[str | None, bool, str]] = [(None, False, "Prüfbericht zur Zulassung der Bewerbungen")]
    if daten.stichwahl_bewerber:
        arten.append(("stichwahl", True, "Prüfbericht zur Zulassung zur Stichwahl"))
    return arten


@produzent
def pruefbericht(daten: Any, datei: Path) -> list[Archivdatei | Ausgelassen]:
    """The Prüfbericht of the admission check (PDF, the CSV table of every signature that does not count,
    JSON) for the committee's meeting on the applications and, where persons consented to the Stichwahl,
    for its meeting on them. It is the result of checking the support signatures: destroyed with them
    (BW § 57 Abs. 2 Satz 1 KomWO)."""
    ergebnis: list[Archivdatei | Ausgelassen] = []
    for teil, stichwahl, titel in pruefberichte(daten):

        def erzeuge(teil: str | None = teil, stichwahl: bool = stichwahl, titel: str = titel) -> list[Archivdatei]:
            pruefung = dienste.pruefe(daten, Path(datei).resolve().parent, stichwahl=stichwahl)
            return [
                *([] if stichwahl else _maengelschreiben(pruefung)),
                Archivdatei(
                    "pruefbericht",
                    dienste.pruefbericht_pdf(pruefung, **_render_optionen()),
                    "pdf",
                    titel,
                    KLASSE_NACH_ART["pruefbericht"],
                    teil=teil,
                ),
                Archivdatei(
                    "pruefbericht",
                    dienste.pruefbericht_csv(pruefung),
                    "csv",
                    f"{titel} (nicht gezählte Unterschriften, CSV)",
                    KLASSE_NACH_ART["pruefbericht"],
                    teil=teil,
                    in_wahlakte=False,
                ),
                Archivdatei(
                    "pruefbericht",
                    dienste.pruefung_json(pruefung).encode("utf-8"),
                    "json",
                    f"{titel} (JSON)",
                    KLASSE_NACH_ART["pruefbericht"],
                    teil=teil,
                    in_wahlakte=False,
                ),
            ]

        ergebnis += _versuche(titel, erzeuge)
    return ergebnis


def _zweiter_wahlgang_aller(daten: Any) -> bool:
    """Whether a second ballot of every proposal not withdrawn follows (SN § 44a KomWG, ``zweiter_wahlgang``): the
    votes of the first ballot are recorded for every admitted application and nobody has more than half of them.
    Such a ballot has no ``[stichwahl]`` section (that names the two persons of a Stichwahl)."""
    if recht.rechtsstand(daten.wahl).zweiter_wahlgang != "zweiter_wahlgang":
        return False
    zugelassen = [b for b in daten.bewerber if b.zugelassen]
    if not zugelassen or any(b.stimmen_erste_wahl is None for b in zugelassen):
        return False
    gueltig = sum(b.stimmen_erste_wahl or 0 for b in zugelassen)
    return all(2 * (b.stimmen_erste_wahl or 0) <= gueltig for b in zugelassen)


@produzent
def bekanntmachungen(daten: Any, datei: Path) -> list[Archivdatei | Ausgelassen]:
    """The public notice of the admitted applications and, when the data has a Stichwahl, its notice, each
    dated on its deadline day so that the same data give the same bytes. Kept for good (public anyway);
    the internet copy has its own deletion date (see the manifest)."""
    ergebnis: list[Archivdatei | Ausgelassen] = []
    arten = [(None, False, "Öffentliche Bekanntmachung der zugelassenen Bewerbungen")]
    if daten.stichwahl is not None:
        arten.append(("stichwahl", True, "Öffentliche Bekanntmachung der Stichwahl"))
    elif _zweiter_wahlgang_aller(daten):
        arten.append(("stichwahl", True, "Öffentliche Bekanntmachung des zweiten Wahlgangs"))
    for teil, stichwahl, titel in arten:

        def erzeuge(teil: str | None = teil, stichwahl: bool = stichwahl, titel: str = titel) -> list[Archivdatei]:
            basis = Path(datei).resolve().parent
            b = bm_modul.erstelle(daten, stichwahl=stichwahl, listen=dienste.signaturlisten(daten, basis))
            # dated on a day the law allows (its last lawful day, else the meeting): same data, same bytes
            datum = bm_modul.ausgabetag(b)
            pdf = dienste.bekanntmachung_pdf(daten, stichwahl=stichwahl, datum=datum, basis=basis, **_render_optionen())
            text = json.dumps(bm_modul.als_json(b), ensure_ascii=False, indent=2) + "\n"
            # the notice carries only the public part of the data as its attachment (see bekanntmachung_pdf)
            oeffentlich = archiv.sha256(daten_json(daten.oeffentlicher_teil()))
            return [
                Archivdatei(
                    "bekanntmachung",
                    pdf,
                    "pdf",
                    titel,
                    KLASSE_NACH_ART["bekanntmachung"],
                    teil=teil,
                    quelle_sha256=oeffentlich,
                ),
                Archivdatei(
                    "bekanntmachung",
                    text.encode("utf-8"),
                    "json",
                    f"{titel} (JSON)",
                    KLASSE_NACH_ART["bekanntmachung"],
                    teil=teil,
                    in_wahlakte=False,
                ),
            ]

        ergebnis += _versuche(titel, erzeuge)
    return ergebnis


# ------------------------------------------------------------------------------------------------
# One election


@dataclass
class Ergebnis:
    """What happened to one data file (picklable: it travels back from a worker process)."""

    datei: str
    status: str = "ok"
    """ok | warnung (a file was changed by hand) | ungueltig (bad input) | fehler (anything else)."""
    ordner: str | None = None
    dateien: list[tuple[str, str]] = field(default_factory=list)
    meldungen: list[str] = field(default_factory=list)
    fehler: list[str] = field(default_factory=list)
    probleme: list[Problem] = field(default_factory=list)
    """The problems of invalid input behind ``fehler`` (a front end names an argument its own way)."""

    def zaehlung(self) -> dict[str, int]:
        """How many files ended up in each state."""
        z: dict[str, int] = {}
        for _, was in self.dateien:
            z[was] = z.get(was, 0) + 1
        return z


def sammle(
    daten: Any, datei: Path, produzenten: Sequence[Produzent] | None = None
) -> tuple[list[Archivdatei], list[str]]:
    """Every document the data allows, from every registered producer (or from ``produzenten``, in their
    order: ``archiv-pruefen`` puts the archived Prüfbericht in place of one it cannot make again), plus
    notes on what was left out.

    A producer that raises an Eingabefehler (the data does not allow its document yet) is skipped with a
    note; any other error fails the election.
    """
    dokumente: list[Archivdatei] = []
    hinweise: list[str] = []
    for fn in PRODUZENTEN if produzenten is None else produzenten:
        try:
            teile = fn(daten, datei)
        except ModuleNotFoundError as e:  # a producer whose document module is not installed
            teile = [Ausgelassen(fn.__name__, f"das Modul {e.name} fehlt")]
        except Eingabefehler as e:
            if any(p.argument and p.pfad == "vorlagen" for p in e.probleme):
                raise
            teile = [Ausgelassen(fn.__name__, "; ".join(str(p) for p in e.probleme))]
        for t in teile:
            if isinstance(t, Ausgelassen):
                hinweise.append(f"nicht erzeugt: {t.titel}: {t.grund}")
            else:
                dokumente.append(t)
    return dokumente, hinweise


def erzeuge_alle(
    daten: Any, datei: Path, produzenten: Sequence[Produzent] | None = None
) -> tuple[list[Archivdatei], list[str], bytes]:
    """Every document of one election with its Wahlakte, the notes on what was left out, and the data
    attached to the Wahlakte (``notices alle``; ``archiv-pruefen`` renders the same again to compare,
    ``produzenten`` as in :func:`sammle`)."""
    dokumente, hinweise = sammle(daten, datei, produzenten)
    quelle = daten_json(daten)
    teile = [d for d in dokumente if d.endung == "pdf" and d.in_wahlakte]
    if teile:
        # retention follows the most personal data the file carries: its parts and the attached data
        klassen = [d.aufbewahrung for d in teile]
        if daten.bewerber or daten.stichwahl_bewerber:
            klassen.append("bewerbung")
        dokumente.append(
            Archivdatei("wahlakte", archiv.wahlakte(teile, daten, quelle), "pdf", "Wahlakte", archiv.strengste(klassen))
        )
    return dokumente, hinweise, quelle


def bearbeite(datei: str, out: str, vorlagen: str | None = None, rechtskraft: date | None = None) -> Ergebnis:
    """Produce and archive everything for one data file; never raises (the result says what failed)."""
    ergebnis = Ergebnis(datei)
    marke = _VORLAGEN.set(Path(vorlagen) if vorlagen else None)
    try:
        daten = dienste.lade(datei)
        ergebnis.ordner = archiv.wahlordner(daten)
        if rechtskraft is not None and rechtskraft < daten.wahl.wahltag:
            raise Eingabefehler(
                [
                    argumentproblem(
                        "rechtskraft",
                        f"{deutsch.datum_kurz(rechtskraft)} liegt vor dem Wahltag "
                        f"({deutsch.datum_kurz(daten.wahl.wahltag)}); die Gültigkeit einer Wahl kann nicht vor "
                        "der Wahl rechtskräftig feststehen, und die Löschfristen zählen von diesem Tag an",
                    )
                ]
            )
        dokumente, meldungen, quelle = erzeuge_alle(daten, Path(datei))
        ergebnis.meldungen = [str(p) for p in dienste.fremde_schluessel(daten)] + meldungen
        ablage = archiv.archiviere(
            Path(out),
            daten,
            dokumente,
            quelle_sha256=archiv.sha256(quelle),
            rechtskraft=rechtskraft,
            eigene_vorlagen=vorlagen is not None,
        )
        ergebnis.dateien = ablage.dateien
        ergebnis.meldungen += ablage.meldungen
        if ablage.warnungen:
            ergebnis.status = "warnung"
            ergebnis.fehler += ablage.warnungen
    except Eingabefehler as e:
        ergebnis.status = "ungueltig"
        ergebnis.probleme = list(e.probleme)
        ergebnis.fehler = [str(p) for p in e.probleme]
    except archiv.ArchivFehler as e:
        ergebnis.status = "fehler"
        ergebnis.fehler = [str(e)]
    except OSError as e:
        ergebnis.status = "fehler"
        ergebnis.fehler = [os_fehler(e)]
    except Exception as e:  # a bug (also RecursionError, MemoryError) must not stop the batch
        ergebnis.status = "fehler"
        ergebnis.fehler = [melde_unerwartet(e, f"notices alle: {datei}")]
    finally:
        _VORLAGEN.reset(marke)
    return ergebnis


def _gruppe(dateien: Sequence[str], out: str, vorlagen: str | None, rechtskraft: date | None) -> list[Ergebnis]:
    return [bearbeite(d, out, vorlagen, rechtskraft) for d in dateien]


def _ordner_von(datei: str) -> str:
    """The election folder a data file goes to, or the file itself when it cannot be read (its own group)."""
    try:
        return archiv.wahlordner(dienste.lade(datei))
    except Exception:  # any failure is reported by bearbeite, with the file in a group of its own
        return "\0" + datei


# ------------------------------------------------------------------------------------------------
# Several elections: parallel processes, progress, summary


def fuehre_aus(
    dateien: Sequence[str],
    out: str,
    *,
    jobs: int | None = None,
    vorlagen: str | None = None,
    rechtskraft: date | None = None,
    melde: Callable[[Ergebnis], None] | None = None,
) -> list[Ergebnis]:
    """Run ``alle`` for several data files; files of the same election run one after the other in one
    process, different elections in parallel (``jobs`` processes, default: the number of cores).
    ``melde`` is called with each result as it is ready (progress)."""
    gruppen: dict[str, list[str]] = {}
    for d in dateien:
        gruppen.setdefault(_ordner_von(d), []).append(d)
    jobs = max(1, jobs or os.cpu_count() or 1)
    melde = melde or (lambda _e: None)
    ergebnisse: list[Ergebnis] = []
    if jobs == 1 or len(gruppen) == 1:
        for gruppe in gruppen.values():
            for d in gruppe:
                e = bearbeite(d, out, vorlagen, rechtskraft)
                melde(e)
                ergebnisse.append(e)
        return ergebnisse

    from concurrent.futures import ProcessPoolExecutor, as_completed
    from concurrent.futures.process import BrokenProcessPool

    def neuer_pool(kontext: Any) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=min(jobs, len(gruppen)),
            mp_context=kontext,
            initializer=_arbeiter_start,
            initargs=(os.getpid(), druckvorrat.umgebung()),
        )

    # the workers forked from a fork server that imported this module (the services) and prepared the PDF
    # engine once (issue 32); where it is not available or its first worker does not start, as before (the
    # platform's default start method: forked from this process)
    geteilt = druckvorrat.verfuegbar()
    pool = neuer_pool(
        druckvorrat.kontext(sonst=None, vorladen=(__name__,)) if geteilt else druckvorrat.ersatz(sonst=None)
    )
    try:
        if geteilt and not _startet(pool):
            pool.shutdown(wait=False, cancel_futures=True)
            pool = neuer_pool(druckvorrat.ersatz(sonst=None))
        auftraege = {pool.submit(_gruppe, g, out, vorlagen, rechtskraft): g for g in gruppen.values()}
        for auftrag in as_completed(auftraege):
            try:
                teil = auftrag.result()
            except BrokenProcessPool:
                teil = [
                    Ergebnis(d, "fehler", fehler=["der Arbeitsprozess wurde beendet; bitte erneut ausführen"])
                    for d in auftraege[auftrag]
                ]
            except Exception as e:  # pragma: no cover - e.g. a result that cannot be pickled
                teil = [Ergebnis(d, "fehler", fehler=[f"{type(e).__name__}: {e}"]) for d in auftraege[auftrag]]
            for e in teil:
                melde(e)
                ergebnisse.append(e)
    except BaseException:
        # Strg+C (KeyboardInterrupt) or an error here: no further election starts, the running ones stop now
        # (their files are written atomically, archiv.schreibe_atomar) instead of at the end of the queue.
        pool.shutdown(wait=False, cancel_futures=True)
        for kind in multiprocessing.active_children():
            kind.terminate()
        raise
    pool.shutdown()
    reihenfolge = {d: i for i, d in enumerate(dateien)}
    ergebnisse.sort(key=lambda e: reihenfolge.get(e.datei, 0))
    return ergebnisse


def _startet(pool: Any) -> bool:
    """Whether the pool's first worker starts and answers (a fork server that cannot be started or whose
    worker ends at once: False)."""
    try:
        pool.submit(druckvorrat.zustand).result()
    except Exception:
        return False
    return True


def _arbeiter_start(eltern: int, einstellungen: dict[str, str]) -> None:
    """In each worker process: end with the parent process, however it ends (:mod:`notices.dienste.elternwacht`;
    a worker of the fork server watches the server's parent), take the parent's
    ``NOTICES_*`` settings, and tidy up WeasyPrint's temporary font folder when the worker ends.

    Workers end with ``os._exit`` after multiprocessing's own finalisers, not through atexit."""
    from multiprocessing.util import Finalize

    elternwacht.bewache(eltern, render.aufraeumen)
    druckvorrat.uebernimm(einstellungen)
    Finalize(None, render.aufraeumen, exitpriority=10)


def zusammenfassung(ergebnisse: Sequence[Ergebnis]) -> tuple[str, int]:
    """The German summary line and the exit code (:mod:`notices.exitcodes`): 2 when an input was invalid,
    else 1 when an election could not be completed, else 3 when a file changed by hand was kept aside."""
    fehlerhaft = [e for e in ergebnisse if e.status != "ok"]
    n = len(ergebnisse)
    if not fehlerhaft:
        return f"Fertig: {n} {'Wahl' if n == 1 else 'Wahlen'} ohne Fehler.", EXIT_OK
    art = {"ungueltig": "ungültige Eingabe", "fehler": "fehlgeschlagen", "warnung": "Datei von Hand verändert"}
    liste = "; ".join(f"{e.datei}: {art[e.status]}" for e in fehlerhaft)
    status = {e.status for e in fehlerhaft}
    code = EXIT_EINGABE if "ungueltig" in status else EXIT_FEHLGESCHLAGEN if "fehler" in status else EXIT_BEFUND
    return f"Fertig: {n - len(fehlerhaft)} von {n} ohne Fehler; nicht in Ordnung: {liste}.", code
