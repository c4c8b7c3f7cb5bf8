"""``notices alle``, ``notices archiv-pruefen``, ``notices archiv-loeschen``: the whole election, archived.

``alle`` renders every document the data allows into one folder per election
(``<gemeinde>-<wahltag>/``) with a manifest, retention classes and delete-after dates
(:mod:`notices.archiv`), plus a merged "Wahlakte" PDF. Several data files run in parallel processes.

The documents come from producers ``(daten, datei) -> list[Dokument]`` registered in
:data:`notices.archiv.PRODUZENTEN`; the producers below wrap the public functions of the modules that
build each document. WeasyPrint and pypdf are imported only inside functions.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from contextvars import ContextVar
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from notices.archiv import Ausgelassen, Dokument, produzent, zeigbar

EXIT_OK = 0
EXIT_FEHLER = 1
EXIT_EINGABE = 2

_VORLAGEN: ContextVar[Path | None] = ContextVar("notices_alle_vorlagen", default=None)
"""The ``--vorlagen`` folder for the producers of the current election; a context variable, so that
threads (notices web) and worker processes each see their own."""


def _render_optionen() -> dict[str, Any]:
    vorlagen = _VORLAGEN.get()
    return {"vorlagen": vorlagen} if vorlagen is not None else {}


# ------------------------------------------------------------------------------------------------
# Producers


@produzent
def fristenkalender(daten: Any, datei: Path) -> list[Dokument]:
    """The deadline calendar: PDF (template ``fristen/fristen.html``), iCalendar and JSON. Kept for good:
    it holds only dates and citations (§ 57 Abs. 3 KomWO)."""
    from notices import archiv, cli
    from notices.render import daten_json

    titel = "Fristenkalender"
    oeffentlich = nur_die_wahl(daten)
    dokumente = [
        Dokument(
            "fristen",
            _fristen_pdf(oeffentlich),
            "pdf",
            titel,
            "dauernd",
            quelle_sha256=archiv.sha256(daten_json(oeffentlich)),
        ),
        Dokument("fristen", cli.fristen_ics(daten), "ics", f"{titel} (iCalendar)", "dauernd", in_wahlakte=False),
        Dokument(
            "fristen",
            (json.dumps(cli.fristen_json(daten), ensure_ascii=False, indent=2) + "\n").encode("utf-8"),
            "json",
            f"{titel} (JSON)",
            "dauernd",
            in_wahlakte=False,
        ),
    ]
    return dokumente


def nur_die_wahl(daten: Any) -> Any:
    """The data without applicants (:meth:`notices.model.Wahldaten.oeffentlicher_teil`)."""
    return daten.oeffentlicher_teil()


def _fristen_pdf(daten: Any) -> bytes:
    from notices import deutsch, recht
    from notices.render import render_pdf

    wahl = daten.wahl
    rs = recht.rechtsstand(wahl)
    kopf = [
        {"bezeichnung": "Wahl", "wert": f"{wahl.amt}wahl {wahl.gemeinde}"},
        {"bezeichnung": "Wahltag", "wert": deutsch.datum_lang(wahl.wahltag)},
    ]
    if wahl.stichwahltag is not None:
        zweiter = "Stichwahltag" if rs.zweiter_wahlgang == "stichwahl" else "Tag der Neuwahl"
        kopf.append({"bezeichnung": zweiter, "wert": deutsch.datum_lang(wahl.stichwahltag)})
    kopf += [
        {"bezeichnung": "Rechtsstand", "wert": rs.label},
        {"bezeichnung": "Stand der Daten", "wert": deutsch.datum_ohne_wochentag(daten.stand)},
    ]
    fristen = [
        {
            "datum": deutsch.datum_lang(f.datum),
            "uhrzeit": deutsch.uhrzeit(f.uhrzeit) if f.uhrzeit else None,
            "beschreibung": f.beschreibung,
            "vorschrift": f.vorschrift,
            "rechnung": f.rechnung,
            "hinweis": f.hinweis,
        }
        for f in recht.fristen(wahl)
    ]
    return render_pdf(
        "fristen/fristen.html",
        {
            "kopf": kopf,
            "fristen": fristen,
            "hinweise": recht.hinweise(wahl),
            "quelle": f"Berechnet nach: {', '.join(rs.quellen)}. Fristen verschieben sich nicht auf den "
            "nächsten Werktag, wenn ihr Ende auf einen Samstag, Sonntag oder Feiertag fällt "
            f"({rs.fristen_verschieben_sich_nicht}).",
        },
        daten=daten,
        titel=f"Fristenkalender – {wahl.amt}wahl {wahl.gemeinde}",
        betreff=f"Fristen und Termine der {wahl.amt}wahl am {deutsch.datum_kurz(wahl.wahltag)}",
        stichworte=("Fristenkalender", wahl.gemeinde),
        **_render_optionen(),
    )


def _versuche(titel: str, erzeuge: Any) -> list[Dokument | Ausgelassen]:
    """Run one document's producer; an Eingabefehler (the data does not allow it) becomes an Ausgelassen."""
    from notices.fehler import Eingabefehler

    try:
        return list(erzeuge())
    except Eingabefehler as e:
        if any(p.pfad.startswith("--vorlagen") for p in e.probleme):
            raise
        return [Ausgelassen(titel, "; ".join(str(p) for p in e.probleme))]


def _gruppe_von(person: Any, stichwahl: bool = False) -> str:
    return f"{'Stichwahl' if stichwahl else 'Bewerbung'}: {person.name}"


@produzent
def formulare(daten: Any, datei: Path) -> list[Dokument | Ausgelassen]:
    """Per applicant: the Formblatt (Anlage 15, where signatures are needed), the Wählbarkeitsbescheinigung
    (Anlage 16) and the Versicherung an Eides statt (Anlage 17), via :mod:`notices.befehle.formulare`.

    Retention: the Formblatt for support signatures must be destroyed once the validity of the election is
    final (§ 57 Abs. 2 Satz 1 KomWO); Anlage 16 and 17 carry the applicant's personal data and may then be
    destroyed (§ 57 Abs. 3 KomWO).
    """
    from notices import recht
    from notices.befehle import formulare as f

    opt = _render_optionen()
    ergebnis: list[Dokument | Ausgelassen] = []
    personen = [(p, False) for p in daten.bewerber] + [(p, True) for p in daten.stichwahl_bewerber]
    for person, stichwahl in personen:
        gruppe = _gruppe_von(person, stichwahl)
        if not stichwahl:
            titel = "Formblatt für Unterstützungsunterschriften (Anlage 15 KomWO)"

            def formblatt(p: Any = person, t: str = titel, g: str = gruppe) -> list[Dokument]:
                if recht.quorum(daten.wahl, p.amtsinhaber, p).anzahl == 0:
                    return []  # no signatures needed: no Formblatt
                pdf = f.formblatt_pdf(daten, p.id, **opt)
                eins = f.formblatt_pdf(daten, p.id, anzahl=1, **opt)  # the Wahlakte holds one copy
                return [Dokument("formblatt", pdf, "pdf", t, "unterstuetzung", p.id, gruppe=g, wahlakte_inhalt=eins)]

            ergebnis += _versuche(f"{titel}, {person.id}", formblatt)
        for art, titel, fn in (
            ("bescheinigung", "Wählbarkeitsbescheinigung (Anlage 16 KomWO)", f.bescheinigung_pdf),
            ("versicherung", "Versicherung an Eides statt (Anlage 17 KomWO)", f.versicherung_pdf),
        ):
            if art == "bescheinigung" and stichwahl and _wohnt_in_der_gemeinde(person, daten.wahl.gemeinde):
                ergebnis.append(
                    Ausgelassen(
                        f"{titel}, {zeigbar(person.id, 60)}",
                        "nicht nötig, die Person wohnt laut Anschrift in der Gemeinde (§ 20a Abs. 2 Satz 2 Nr. 1 "
                        "KomWO); liegt die Anschrift doch in einem anderen Ort, mit notices bescheinigung erzeugen",
                    )
                )
                continue
            ergebnis += _versuche(
                f"{titel}, {person.id}",
                lambda p=person, a=art, t=titel, fn=fn, g=gruppe: [
                    Dokument(a, fn(daten, p.id, **opt), "pdf", t, "bewerbung", p.id, gruppe=g)
                ],
            )
    return _zusammengefasst(ergebnis, "Formblätter (Anlagen 15 bis 17 KomWO)")


def _zusammengefasst(ergebnis: list[Dokument | Ausgelassen], titel: str) -> list[Dokument | Ausgelassen]:
    """One note instead of many when every document was left out for the same reason (e.g. the Land)."""
    gruende = {e.grund for e in ergebnis if isinstance(e, Ausgelassen)}
    if len(ergebnis) > 1 and len(gruende) == 1 and all(isinstance(e, Ausgelassen) for e in ergebnis):
        return [Ausgelassen(titel, gruende.pop())]
    return ergebnis


def _wohnt_in_der_gemeinde(person: Any, gemeinde: str) -> bool:
    """The same comparison as the admission check (spelling-independent, an Ortsteil name differs)."""
    from notices.unterschriften import normalisiere_name

    return normalisiere_name(person.anschrift.ort) == normalisiere_name(gemeinde)


@produzent
def pruefbericht(daten: Any, datei: Path) -> list[Dokument | Ausgelassen]:
    """The Prüfbericht of the admission check (PDF and JSON), via :mod:`notices.befehle.pruefung`.

    It is the result of checking the support signatures: destroyed with them (§ 57 Abs. 2 Satz 1 KomWO,
    "gleichzeitig sind in diesem Zusammenhang gespeicherte Daten zu löschen").
    """
    from notices.befehle import pruefung as pr
    from notices.pruefung import pruefe

    titel = "Prüfbericht zur Zulassung der Bewerbungen"

    def erzeuge() -> list[Dokument]:
        ergebnis = pruefe(daten, Path(datei).resolve().parent)
        return [
            Dokument(
                "pruefbericht", pr.pruefbericht_pdf(ergebnis, **_render_optionen()), "pdf", titel, "unterstuetzung"
            ),
            Dokument(
                "pruefbericht",
                pr.pruefung_json(ergebnis).encode("utf-8"),
                "json",
                f"{titel} (JSON)",
                "unterstuetzung",
                in_wahlakte=False,
            ),
        ]

    return _versuche(titel, erzeuge)


@produzent
def bekanntmachungen(daten: Any, datei: Path) -> list[Dokument | Ausgelassen]:
    """The public notice of the admitted applications (§ 10 Abs. 6 KomWG, § 20 Abs. 8 KomWO) and, when the
    data has a Stichwahl, its notice (§ 10a Abs. 4 KomWG), each dated on its deadline day so that the same
    data give the same bytes; via :mod:`notices.befehle.bekanntmachung`. Kept for good (public anyway);
    the internet copy has its own deletion date (§ 55 Abs. 3 Satz 4 KomWO, see the manifest)."""
    from notices import archiv
    from notices.befehle import bekanntmachung as bm
    from notices.dokumente import bekanntmachung as bm_modul
    from notices.render import daten_json

    ergebnis: list[Dokument | Ausgelassen] = []
    arten = [(None, False, "Öffentliche Bekanntmachung der zugelassenen Bewerbungen")]
    if daten.stichwahl is not None:
        arten.append(("stichwahl", True, "Öffentliche Bekanntmachung der Stichwahl"))
    for teil, stichwahl, titel in arten:

        def erzeuge(teil: str | None = teil, stichwahl: bool = stichwahl, titel: str = titel) -> list[Dokument]:
            b = bm_modul.erstelle(daten, stichwahl=stichwahl)
            # dated on its deadline day (else the data's Stand): the same data give the same bytes on any day
            datum = b.frist.datum if b.frist is not None else daten.stand
            pdf = bm.bekanntmachung_pdf(daten, stichwahl=stichwahl, datum=datum, **_render_optionen())
            text = json.dumps(bm_modul.als_json(b), ensure_ascii=False, indent=2) + "\n"
            # the notice carries only the public part of the data as its attachment (see bekanntmachung_pdf)
            oeffentlich = archiv.sha256(daten_json(daten.oeffentlicher_teil()))
            return [
                Dokument("bekanntmachung", pdf, "pdf", titel, "dauernd", teil=teil, quelle_sha256=oeffentlich),
                Dokument(
                    "bekanntmachung",
                    text.encode("utf-8"),
                    "json",
                    f"{titel} (JSON)",
                    "dauernd",
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

    def zaehlung(self) -> dict[str, int]:
        """How many files ended up in each state."""
        z: dict[str, int] = {}
        for _, was in self.dateien:
            z[was] = z.get(was, 0) + 1
        return z


def sammle(daten: Any, datei: Path) -> tuple[list[Dokument], list[str]]:
    """Every document the data allows, from every registered producer, plus notes on what was left out.

    A producer that raises an Eingabefehler (the data does not allow its document yet) is skipped with a
    note; any other error fails the election.
    """
    from notices.archiv import PRODUZENTEN
    from notices.fehler import Eingabefehler

    dokumente: list[Dokument] = []
    hinweise: list[str] = []
    for fn in PRODUZENTEN:
        try:
            teile = fn(daten, datei)
        except ModuleNotFoundError as e:  # a producer whose document module is not installed
            teile = [Ausgelassen(fn.__name__, f"das Modul {e.name} fehlt")]
        except Eingabefehler as e:
            if any(p.pfad.startswith("--vorlagen") for p in e.probleme):
                raise
            teile = [Ausgelassen(fn.__name__, "; ".join(str(p) for p in e.probleme))]
        for t in teile:
            if isinstance(t, Ausgelassen):
                hinweise.append(f"nicht erzeugt: {t.titel}: {t.grund}")
            else:
                dokumente.append(t)
    return dokumente, hinweise


def bearbeite(datei: str, out: str, vorlagen: str | None = None, rechtskraft: date | None = None) -> Ergebnis:
    """Produce and archive everything for one data file; never raises (the result says what failed)."""
    from notices import archiv
    from notices.fehler import Eingabefehler

    ergebnis = Ergebnis(datei)
    marke = _VORLAGEN.set(Path(vorlagen) if vorlagen else None)
    try:
        from notices.dienste import lade

        daten = lade(datei)
        ergebnis.ordner = archiv.wahlordner(daten)
        dokumente, ergebnis.meldungen = sammle(daten, Path(datei))
        from notices.render import daten_json

        quelle = daten_json(daten)
        teile = [d for d in dokumente if d.endung == "pdf" and d.in_wahlakte]
        if teile:
            # retention follows the most personal data the file carries: its parts and the attached data
            klassen = [d.aufbewahrung for d in teile]
            if daten.bewerber or daten.stichwahl_bewerber:
                klassen.append("bewerbung")
            strengste = min(klassen, key=lambda k: archiv._STRENGE[k])
            dokumente.append(Dokument("wahlakte", archiv.wahlakte(teile, daten, quelle), "pdf", "Wahlakte", strengste))
        ablage = archiv.archiviere(
            Path(out), daten, dokumente, quelle_sha256=archiv.sha256(quelle), rechtskraft=rechtskraft
        )
        ergebnis.dateien = ablage.dateien
        ergebnis.meldungen += ablage.meldungen
        if ablage.warnungen:
            ergebnis.status = "warnung"
            ergebnis.fehler += ablage.warnungen
    except Eingabefehler as e:
        ergebnis.status = "ungueltig"
        ergebnis.fehler = [str(p) for p in e.probleme]
    except archiv.ArchivFehler as e:
        ergebnis.status = "fehler"
        ergebnis.fehler = [str(e)]
    except OSError as e:
        ergebnis.status = "fehler"
        ergebnis.fehler = [f"{e.filename or ''}: {e.strerror or e}".lstrip(": ")]
    except Exception as e:  # a bug in one producer must not stop the batch
        ergebnis.status = "fehler"
        ergebnis.fehler = [f"unerwarteter Fehler ({type(e).__name__}): {str(e)[:300]}"]
    finally:
        _VORLAGEN.reset(marke)
    return ergebnis


def _gruppe(dateien: Sequence[str], out: str, vorlagen: str | None, rechtskraft: date | None) -> list[Ergebnis]:
    return [bearbeite(d, out, vorlagen, rechtskraft) for d in dateien]


def _ordner_von(datei: str) -> str:
    """The election folder a data file goes to, or the file itself when it cannot be read (its own group)."""
    from notices.archiv import wahlordner
    from notices.dienste import lade
    from notices.fehler import Eingabefehler

    try:
        return wahlordner(lade(datei))
    except (Eingabefehler, OSError, ValueError):
        return "\0" + datei


# ------------------------------------------------------------------------------------------------
# Several elections: parallel processes, progress, summary


class _Fortschritt:
    """One line per finished election; on a terminal also a bar that is redrawn below them."""

    def __init__(self, gesamt: int, stumm: bool) -> None:
        self.gesamt = gesamt
        self.fertig = 0
        self.stumm = stumm
        self.balken = not stumm and sys.stdout.isatty()
        if self.balken:
            sys.stdout.write(f"[{'.' * 30}] 0/{gesamt}")
            sys.stdout.flush()

    def melde(self, e: Ergebnis) -> None:
        self.fertig += 1
        if self.stumm:
            return
        if self.balken:
            sys.stdout.write("\r\033[K")
        ziel = e.ordner or "–"
        if e.status in ("ok", "warnung"):
            z = e.zaehlung()
            teile = [f"{n} {was}" for was, n in sorted(z.items())]
            text = f"{ziel}: {len(e.dateien)} Dateien ({', '.join(teile).replace('unveraendert', 'unverändert')})"
        else:
            text = "ungültige Eingabe" if e.status == "ungueltig" else "fehlgeschlagen"
        print(f"[{self.fertig}/{self.gesamt}] {e.datei} → {text}")
        for pfad, was in e.dateien:
            if was in ("neu", "version", "wiederhergestellt"):
                print(f"    {was}: {ziel}/{pfad}")
        for m in e.meldungen:
            print(f"    Hinweis: {zeigbar(m, 400)}")
        for f in e.fehler:
            print(f"Fehler: {e.datei}: {zeigbar(f, 400)}", file=sys.stderr)
        if self.balken and self.fertig < self.gesamt:
            breite = 30
            voll = breite * self.fertig // self.gesamt
            sys.stdout.write(f"[{'#' * voll}{'.' * (breite - voll)}] {self.fertig}/{self.gesamt}")
        sys.stdout.flush()


def fuehre_aus(
    dateien: Sequence[str],
    out: str,
    *,
    jobs: int | None = None,
    vorlagen: str | None = None,
    rechtskraft: date | None = None,
    stumm: bool = False,
) -> list[Ergebnis]:
    """Run ``alle`` for several data files; files of the same election run one after the other in one
    process, different elections in parallel (``jobs`` processes, default: the number of cores)."""
    gruppen: dict[str, list[str]] = {}
    for d in dateien:
        gruppen.setdefault(_ordner_von(d), []).append(d)
    jobs = max(1, jobs or os.cpu_count() or 1)
    fortschritt = _Fortschritt(len(dateien), stumm)
    ergebnisse: list[Ergebnis] = []
    if jobs == 1 or len(gruppen) == 1:
        for gruppe in gruppen.values():
            for d in gruppe:
                e = bearbeite(d, out, vorlagen, rechtskraft)
                fortschritt.melde(e)
                ergebnisse.append(e)
        return ergebnisse

    from concurrent.futures import ProcessPoolExecutor, as_completed
    from concurrent.futures.process import BrokenProcessPool

    with ProcessPoolExecutor(max_workers=min(jobs, len(gruppen)), initializer=_arbeiter_start) as pool:
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
                fortschritt.melde(e)
                ergebnisse.append(e)
    reihenfolge = {d: i for i, d in enumerate(dateien)}
    ergebnisse.sort(key=lambda e: reihenfolge.get(e.datei, 0))
    return ergebnisse


def zusammenfassung(ergebnisse: Sequence[Ergebnis]) -> tuple[str, int]:
    """The German summary line and the exit code (2 when an input was invalid, 1 on other failures)."""
    fehlerhaft = [e for e in ergebnisse if e.status != "ok"]
    n = len(ergebnisse)
    if not fehlerhaft:
        return f"Fertig: {n} {'Wahl' if n == 1 else 'Wahlen'} ohne Fehler.", EXIT_OK
    art = {"ungueltig": "ungültige Eingabe", "fehler": "fehlgeschlagen", "warnung": "Datei von Hand verändert"}
    liste = "; ".join(f"{e.datei}: {art[e.status]}" for e in fehlerhaft)
    code = EXIT_EINGABE if any(e.status == "ungueltig" for e in fehlerhaft) else EXIT_FEHLER
    return f"Fertig: {n - len(fehlerhaft)} von {n} ohne Fehler; nicht in Ordnung: {liste}.", code


# ------------------------------------------------------------------------------------------------
# Verbs


def _datum(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"„{text}“ ist kein Datum (JJJJ-MM-TT)") from None


def _jobs(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"„{text}“ ist keine Anzahl (mindestens 1)")
    return n


def _arbeiter_start() -> None:
    """In each worker process: tidy up WeasyPrint's temporary font folder when the worker ends.

    Workers end with ``os._exit`` after multiprocessing's own finalisers, not through atexit."""
    from multiprocessing.util import Finalize

    from notices import render

    Finalize(None, render.aufraeumen, exitpriority=10)


def ausfuehren(
    dateien: Sequence[str],
    out: str,
    *,
    jobs: int | None = None,
    vorlagen: str | None = None,
    rechtskraft: date | None = None,
    als_json: bool = False,
) -> int:
    """``notices alle`` (and ``notices beispiel``): run, print progress and summary, return the exit code."""
    if vorlagen and not Path(vorlagen).is_dir():
        print(
            f"Fehler: --vorlagen: „{vorlagen}“ ist kein Ordner; dort werden eigene Vorlagen erwartet.", file=sys.stderr
        )
        return EXIT_EINGABE
    ergebnisse = fuehre_aus(dateien, out, jobs=jobs, vorlagen=vorlagen, rechtskraft=rechtskraft, stumm=als_json)
    text, code = zusammenfassung(ergebnisse)
    if als_json:
        print(
            json.dumps(
                {
                    "wahlen": [
                        {
                            **{k: v for k, v in asdict(e).items() if k != "dateien"},
                            "dateien": [{"pfad": p, "was": w} for p, w in e.dateien],
                        }
                        for e in ergebnisse
                    ],
                    "exit": code,
                },
                ensure_ascii=False,
                indent=2,
            )
        )
    else:
        print(text)
    return code


def _befehl_alle(args: argparse.Namespace) -> int:
    return ausfuehren(
        args.dateien, args.out, jobs=args.jobs, vorlagen=args.vorlagen, rechtskraft=args.rechtskraft, als_json=args.json
    )


def _stichtag(args: argparse.Namespace) -> date:
    return args.stichtag or datetime.now(UTC).date()


def _befehl_archiv_pruefen(args: argparse.Namespace) -> int:
    from notices import archiv
    from notices.fehler import Eingabefehler, Problem

    ordner = archiv.archivordner(Path(args.ordner))
    if not ordner:
        raise Eingabefehler(
            [Problem("ORDNER", f"in „{args.ordner}“ gibt es kein Archiv von notices ({archiv.MANIFEST}).")]
        )
    stichtag = _stichtag(args)
    berichte = [archiv.pruefe_archiv(o, stichtag) for o in ordner]
    sauber = all(b.sauber for b in berichte)
    if args.json:
        print(
            json.dumps(
                {"sauber": sauber, "stichtag": stichtag.isoformat(), "archive": [b.als_json() for b in berichte]},
                ensure_ascii=False,
                indent=2,
            )
        )
    else:
        for b in berichte:
            print(_bericht_text(b, stichtag))
    return EXIT_OK if sauber else EXIT_FEHLER


def _bericht_text(b: Any, stichtag: date) -> str:
    zeilen = [f"Archiv {b.ordner}: {b.dateien} Dateien geprüft, davon {b.pdf} PDF."]
    if b.sauber:
        zeilen.append("In Ordnung: alle Prüfsummen stimmen, keine fehlenden und keine zusätzlichen Dateien.")
    else:
        zeilen.append(f"Probleme ({len(b.probleme)}):")
        zeilen += [f"  {p.pfad}: {p.text}" for p in b.probleme]
    if b.hinweise:
        zeilen.append("Hinweise:")
        zeilen += [f"  {h.pfad}: {h.text}" for h in b.hinweise]
    if b.faellig:
        zeilen.append(f"Zur Löschung fällig am {stichtag.strftime('%d.%m.%Y')} ({len(b.faellig)}):")
        for f in b.faellig:
            art = "muss" if f["pflicht"] else "kann"
            zeilen.append(
                f"  {f['pfad']}: Frist endete am {date.fromisoformat(f['loeschen_nach']).strftime('%d.%m.%Y')}; "
                f"{art} gelöscht werden ({f['vorschrift']})"
            )
        zeilen.append(f"  Löschen mit: notices archiv-loeschen {b.ordner} --faellig")
    for f in b.internet:
        zeilen.append(
            f"Internet: die veröffentlichte Fassung von {f['pfad']} spätestens am "
            f"{date.fromisoformat(f['internet_loeschen_bis']).strftime('%d.%m.%Y')} entfernen ({f['vorschrift']})."
        )
    if b.verapdf == "nicht_gefunden":
        zeilen.append(
            "PDF/A: nur die strukturellen Prüfungen liefen (Kennung, Schriften, Verschlüsselung, JavaScript, "
            "Dokumentkennung, Ausgabebedingung, angehängte Daten); für die volle Prüfung veraPDF installieren."
        )
    elif b.verapdf == "bestanden":
        zeilen.append("PDF/A: veraPDF hat alle PDF-Dateien geprüft und für konform befunden.")
    return "\n".join(zeilen)


def _befehl_archiv_loeschen(args: argparse.Namespace) -> int:
    from notices import archiv
    from notices.fehler import Eingabefehler, Problem

    if not args.faellig:
        raise Eingabefehler(
            [Problem("--faellig", "fehlt; gelöscht wird nur, was fällig ist – bitte ausdrücklich --faellig angeben.")]
        )
    ordner = archiv.archivordner(Path(args.ordner))
    if not ordner:
        raise Eingabefehler(
            [Problem("ORDNER", f"in „{args.ordner}“ gibt es kein Archiv von notices ({archiv.MANIFEST}).")]
        )
    stichtag = _stichtag(args)
    jetzt = datetime.now(UTC)
    ergebnis = []
    code = EXIT_OK
    for o in ordner:
        geloescht, verweigert = archiv.loesche_faellige(o, stichtag, jetzt)
        ergebnis.append({"ordner": str(o), "geloescht": geloescht, "nicht_geloescht": verweigert})
        if verweigert:
            code = EXIT_FEHLER
        if not args.json:
            for p in geloescht:
                print(f"gelöscht: {o / p}")
            for v in verweigert:
                print(f"Fehler: {o}: {v}", file=sys.stderr)
            if not geloescht and not verweigert:
                print(f"{o}: nichts ist zur Löschung fällig.")
    if args.json:
        print(json.dumps({"stichtag": stichtag.isoformat(), "archive": ergebnis}, ensure_ascii=False, indent=2))
    return code


def anmelden(verben: Any) -> None:
    """Add the verbs ``alle``, ``archiv-pruefen`` and ``archiv-loeschen``."""
    a = verben.add_parser(
        "alle",
        help="alle Unterlagen einer oder mehrerer Wahlen erzeugen und archivieren",
        description="Erzeugt jedes Dokument, das die Daten erlauben, in einem Ordner je Wahl "
        "(<gemeinde>-<wahltag>/) mit Manifest, Aufbewahrungsfristen und einer Wahlakte (PDF). "
        "Nichts wird überschrieben: geänderte Dokumente kommen als neue Fassung daneben.",
    )
    a.add_argument("dateien", metavar="DATEI", nargs="+", help="Datendateien der Wahlen (TOML)")
    a.add_argument("--out", metavar="ORDNER", default="ausgabe", help="Zielordner (Standard: ausgabe)")
    a.add_argument(
        "--jobs", metavar="N", type=_jobs, default=None, help="Anzahl paralleler Prozesse (Standard: Anzahl der Kerne)"
    )
    a.add_argument(
        "--vorlagen", metavar="ORDNER", help="Ordner mit eigenen Vorlagen (ersetzen eingebaute gleichen Namens)"
    )
    a.add_argument(
        "--rechtskraft",
        metavar="DATUM",
        type=_datum,
        help="Tag, an dem die Gültigkeit der Wahl rechtskräftig feststeht (§ 57 Abs. 2 KomWO); ersetzt die "
        "angenommene Löschfrist (Wahltag + 1 Woche + 1 Monat, §§ 30, 31 KomWG)",
    )
    a.add_argument("--json", action="store_true", help="Ergebnis als JSON ausgeben")
    a.set_defaults(befehl=_befehl_alle)

    p = verben.add_parser(
        "archiv-pruefen",
        help="Archiv prüfen: Prüfsummen, fehlende/zusätzliche Dateien, PDF/A-Merkmale, fällige Löschungen",
        description="Prüft ein Archiv (Wahlordner oder Ordner mit Wahlordnern) gegen sein Manifest. "
        "Exit-Code 0: in Ordnung, 1: Probleme.",
    )
    p.add_argument("ordner", metavar="ORDNER")
    p.add_argument("--json", action="store_true", help="als JSON ausgeben")
    p.add_argument(
        "--stichtag", metavar="DATUM", type=_datum, help="Tag, für den Löschfristen geprüft werden (Standard: heute)"
    )
    p.set_defaults(befehl=_befehl_archiv_pruefen)

    loe = verben.add_parser(
        "archiv-loeschen",
        help="Dokumente löschen, deren Aufbewahrungsfrist abgelaufen ist (--faellig)",
        description="Löscht genau die Dateien, deren Aufbewahrungsfrist abgelaufen ist, und vermerkt die Löschung "
        "im Manifest. Nichts anderes wird gelöscht.",
    )
    loe.add_argument("ordner", metavar="ORDNER")
    loe.add_argument("--faellig", action="store_true", help="die fälligen Dateien löschen (Pflichtangabe)")
    loe.add_argument(
        "--stichtag", metavar="DATUM", type=_datum, help="Tag, für den die Fristen gelten (Standard: heute)"
    )
    loe.add_argument("--json", action="store_true", help="als JSON ausgeben")
    loe.set_defaults(befehl=_befehl_archiv_loeschen)
