"""``notices alle``, ``notices archiv-pruefen``, ``notices archiv-loeschen``: the whole election, archived.

The work is :mod:`notices.dienste.alle` (the web page's ZIP uses it too); here are the verbs, the
progress shown while it runs and the summary.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices import zeit
from notices.befehle import datum, meldung
from notices.exitcodes import EXIT_BEFUND, EXIT_EINGABE, EXIT_OK
from notices.fehler import zeigbar

if TYPE_CHECKING:
    from notices.dienste.alle import Ergebnis


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
        print(f"[{self.fertig}/{self.gesamt}] {zeigbar(e.datei, 400)} → {text}")
        for pfad, was in e.dateien:
            if was in ("neu", "version", "wiederhergestellt"):
                print(f"    {was}: {ziel}/{pfad}")
        for m in e.meldungen:
            print(f"    Hinweis: {zeigbar(m, 400)}")
        for f in _fehler(e):
            print(f"Fehler: {zeigbar(e.datei, 400)}: {zeigbar(f, 400)}", file=sys.stderr)
        if self.balken and self.fertig < self.gesamt:
            breite = 30
            voll = breite * self.fertig // self.gesamt
            sys.stdout.write(f"[{'#' * voll}{'.' * (breite - voll)}] {self.fertig}/{self.gesamt}")
        sys.stdout.flush()


def _fehler(e: Any) -> list[str]:
    """The messages of one election, an argument named as its option (``--rechtskraft``)."""
    return [meldung(p) for p in e.probleme] if e.probleme else list(e.fehler)


def _jobs(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"„{text}“ ist keine Anzahl (mindestens 1)")
    return n


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
    from notices.dienste.alle import fuehre_aus, zusammenfassung

    fortschritt = _Fortschritt(len(dateien), als_json)
    ergebnisse = fuehre_aus(
        dateien, out, jobs=jobs, vorlagen=vorlagen, rechtskraft=rechtskraft, melde=fortschritt.melde
    )
    text, code = zusammenfassung(ergebnisse)
    if als_json:
        from notices import ausgaben

        wahlen = [
            ausgaben.Wahlergebnis(
                datei=e.datei,
                status=e.status,
                ordner=e.ordner,
                meldungen=e.meldungen,
                fehler=_fehler(e),
                dateien=[ausgaben.Dateiergebnis(pfad=p, was=w) for p, w in e.dateien],
            )
            for e in ergebnisse
        ]
        print(json.dumps(ausgaben.Alle(wahlen=wahlen, exit=code).als_json(), ensure_ascii=False, indent=2))
    else:
        print(text)
    return code


def _befehl_alle(args: argparse.Namespace) -> int:
    return ausfuehren(
        args.dateien, args.out, jobs=args.jobs, vorlagen=args.vorlagen, rechtskraft=args.rechtskraft, als_json=args.json
    )


def _stichtag(args: argparse.Namespace) -> date:
    return args.stichtag or zeit.heute()


def _befehl_archiv_pruefen(args: argparse.Namespace) -> int:
    from notices import archiv
    from notices.fehler import Eingabefehler, Problem

    ordner = archiv.archivordner(Path(args.ordner))
    if not ordner:
        raise Eingabefehler(
            [Problem("ORDNER", f"in „{args.ordner}“ gibt es kein Archiv von notices ({archiv.MANIFEST}).")]
        )
    from notices.dienste.nachpruefung import pruefe_archiv

    stichtag = _stichtag(args)
    berichte = [pruefe_archiv(o, stichtag) for o in ordner]
    sauber = all(b.sauber for b in berichte)
    if args.json:
        from notices import ausgaben

        ausgabe = ausgaben.ArchivPruefen(
            sauber=sauber, stichtag=stichtag.isoformat(), archive=[b.ausgabe() for b in berichte]
        )
        print(json.dumps(ausgabe.als_json(), ensure_ascii=False, indent=2))
    else:
        for b in berichte:
            print(_bericht_text(b, stichtag))
    return EXIT_OK if sauber else EXIT_BEFUND


def _bericht_text(b: Any, stichtag: date) -> str:
    from notices.deutsch import datum_kurz  # babel: not on the path of notices --help

    zeilen = [
        f"Archiv {b.ordner}: {b.dateien} Dateien geprüft, davon {b.pdf} PDF; {b.nachgerechnet} aus ihren Daten "
        "neu erzeugt und gleich."
    ]
    if b.sauber:
        zeilen.append(
            "In Ordnung: alle Prüfsummen stimmen, keine fehlenden und keine zusätzlichen Dateien; Aufbewahrung, "
            "Löschfristen, Gemeinde und Wahltag im Manifest stimmen mit den Daten und dem Recht des Landes."
        )
    else:
        zeilen.append(f"Probleme ({len(b.probleme)}):")
        zeilen += [f"  {zeigbar(p.pfad, 200)}: {zeigbar(p.text, 600)}" for p in b.probleme]
    if b.nicht_geprueft:
        zeilen.append(
            f"Nicht geprüft ({len(b.nicht_geprueft)}): ihr Inhalt ließ sich nicht aus den Daten nachrechnen "
            f"(Gründe unter Hinweise): {', '.join(zeigbar(p, 80) for p in b.nicht_geprueft[:20])}"
            + (" …" if len(b.nicht_geprueft) > 20 else "")
            + "."
        )
    if b.hinweise:
        zeilen.append("Hinweise:")
        zeilen += [f"  {zeigbar(h.pfad, 200)}: {zeigbar(h.text, 600)}" for h in b.hinweise]
    if b.faellig:
        zeilen.append(f"Zur Löschung fällig am {datum_kurz(stichtag)} ({len(b.faellig)}):")
        for f in b.faellig:
            art = "muss" if f["pflicht"] else "kann"
            zeilen.append(
                f"  {f['pfad']}: Frist endete am {datum_kurz(date.fromisoformat(f['loeschen_nach']))}; "
                f"{art} gelöscht werden ({f['vorschrift']})"
            )
        zeilen.append(f"  Löschen mit: notices archiv-loeschen {b.ordner} --faellig")
    for f in b.internet:
        zeilen.append(
            f"Internet: die veröffentlichte Fassung von {f['pfad']} spätestens am "
            f"{datum_kurz(date.fromisoformat(f['internet_loeschen_bis']))} entfernen ({f['vorschrift']})."
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
    from notices import ausgaben
    from notices.dienste.nachpruefung import loesche_geprueft

    for o in ordner:
        try:
            geloescht, verweigert = loesche_geprueft(o, stichtag, jetzt)
        except archiv.ArchivFehler as e:  # a damaged manifest: nothing is deleted in that folder
            geloescht, verweigert = [], [str(e)]
        ergebnis.append(ausgaben.Loeschergebnis(ordner=str(o), geloescht=geloescht, nicht_geloescht=verweigert))
        if verweigert:
            code = EXIT_BEFUND
        if not args.json:
            for p in geloescht:
                print(f"gelöscht: {o / p}")
            for v in verweigert:
                print(f"Fehler: {o}: {v}", file=sys.stderr)
            if not geloescht and not verweigert:
                print(f"{o}: nichts ist zur Löschung fällig.")
    if args.json:
        ausgabe = ausgaben.ArchivLoeschen(stichtag=stichtag.isoformat(), archive=ergebnis)
        print(json.dumps(ausgabe.als_json(), ensure_ascii=False, indent=2))
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
        type=datum,
        help="Tag, an dem die Gültigkeit der Wahl rechtskräftig feststeht (JJJJ-MM-TT oder TT.MM.JJJJ); ersetzt "
        "die nach dem Landesrecht angenommene Löschfrist (z. B. Wahltag + Einspruchs- und Prüffrist)",
    )
    a.add_argument("--json", action="store_true", help="Ergebnis als JSON ausgeben")
    a.set_defaults(befehl=_befehl_alle)

    p = verben.add_parser(
        "archiv-pruefen",
        help="Archiv prüfen: Prüfsummen, fehlende/zusätzliche Dateien, PDF/A-Merkmale, fällige Löschungen",
        description="Prüft ein Archiv (Wahlordner oder Ordner mit Wahlordnern) gegen sein Manifest. "
        "Exit-Code 0: in Ordnung, 3: Probleme gefunden.",
    )
    p.add_argument("ordner", metavar="ORDNER")
    p.add_argument("--json", action="store_true", help="als JSON ausgeben")
    p.add_argument(
        "--stichtag",
        metavar="DATUM",
        type=datum,
        help="Tag, für den Löschfristen geprüft werden, JJJJ-MM-TT oder TT.MM.JJJJ (Standard: heute)",
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
        "--stichtag",
        metavar="DATUM",
        type=datum,
        help="Tag, für den die Fristen gelten, JJJJ-MM-TT oder TT.MM.JJJJ (Standard: heute)",
    )
    loe.add_argument("--json", action="store_true", help="als JSON ausgeben")
    loe.set_defaults(befehl=_befehl_archiv_loeschen)
