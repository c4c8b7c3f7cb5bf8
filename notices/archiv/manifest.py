"""The manifest of an election folder and the storing of documents: the producers' interface, the
journal that keeps files and manifest consistent when a run is killed, versions instead of overwrites,
and each document's retention class and deletion date from the Land's law.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notices import __version__, ausgaben, recht
from notices.archiv.dateien import (
    TEMP_ENDUNG,
    _fester_teil,
    _sha256_datei,
    kurz_hash,
    schreibe_atomar,
    sha256,
    slug,
    wahlordner,
)
from notices.recht.grundlagen import AUFBEWAHRUNGSKLASSEN

if TYPE_CHECKING:
    from notices.model import Wahldaten

# The interface for document producers


@dataclass(frozen=True)
class Archivdatei:
    """One produced file, as a producer hands it to the archive.

    ``art`` and ``teil`` are fixed slugs chosen by the producer (``formblatt``, ``bekanntmachung``,
    ``stichwahl``); ``bewerber_id`` is the raw id from the data (any text – it enters the file name
    only as a slug plus a hash); ``aufbewahrung`` is a retention class
    (:data:`notices.recht.grundlagen.AUFBEWAHRUNGSKLASSEN`, its meaning the Land's law). ``titel`` is a
    German title without personal names (it is kept in the manifest after a deletion); ``gruppe`` is
    the bookmark group in the Wahlakte (e.g. the applicant's name), not stored in the manifest.
    Retention follows the most personal data the file carries, its attachment included.
    """

    art: str
    inhalt: bytes
    endung: str
    titel: str
    aufbewahrung: str
    bewerber_id: str | None = None
    teil: str | None = None
    gruppe: str | None = None
    in_wahlakte: bool = True
    wahlakte_inhalt: bytes | None = None
    """What goes into the Wahlakte instead of ``inhalt`` (e.g. one copy of a form printed many times)."""
    wahlakte_kopien: int = 1
    """``inhalt`` is this many identical copies of its first pages (a form printed once per signature needed,
    laid out once): the Wahlakte takes the first copy only (without rendering one copy apart)."""
    quelle_sha256: str | None = None
    """The SHA-256 of the data attached to this document when it is not the whole election data (e.g. a
    document that attaches only the public part); None: the whole data (``archiviere``'s ``quelle_sha256``)."""

    def __post_init__(self) -> None:
        _fester_teil(self.art, "art")
        _fester_teil(self.endung, "endung")
        if self.teil is not None:
            _fester_teil(self.teil, "teil")
        if self.aufbewahrung not in AUFBEWAHRUNGSKLASSEN:
            raise ValueError(f"unknown retention class {self.aufbewahrung!r}")
        if self.wahlakte_kopien < 1:
            raise ValueError(f"wahlakte_kopien must be at least 1, not {self.wahlakte_kopien}")

    @property
    def dateiname(self) -> str:
        """The file name from the fixed scheme ``art[-teil][-slug-hash].endung`` (never a raw name)."""
        teile = [self.art]
        if self.teil:
            teile.append(self.teil)
        if self.bewerber_id is not None:
            teile += [slug(self.bewerber_id, 40), kurz_hash(self.bewerber_id)]
        return "-".join(teile) + "." + self.endung


@dataclass(frozen=True)
class Ausgelassen:
    """A document a producer could not make from this data, and why (one German sentence)."""

    titel: str
    grund: str


# ------------------------------------------------------------------------------------------------
# The manifest

MANIFEST = "manifest.json"
FORMAT = ausgaben.FORMAT


class ArchivFehler(Exception):
    """The archive folder cannot be used as it is (e.g. a damaged manifest); German message."""


def lies_manifest(ordner: Path) -> dict[str, Any] | None:
    """The manifest of an election folder, or None when there is none yet."""
    pfad = ordner / MANIFEST
    try:
        roh = pfad.read_bytes()
    except FileNotFoundError:
        return None
    try:
        manifest = json.loads(roh.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ArchivFehler(
            f"{pfad}: das Manifest ist beschädigt (kein gültiges JSON); es wird nicht überschrieben."
        ) from None
    if (
        not isinstance(manifest, dict)
        or manifest.get("format") != FORMAT
        or not isinstance(manifest.get("dateien"), list)
    ):
        raise ArchivFehler(f"{pfad}: das ist kein Manifest von notices ({FORMAT}); es wird nicht überschrieben.")
    return manifest


def manifest_bytes(manifest: dict[str, Any]) -> bytes:
    """The manifest as stable UTF-8 JSON (same content, same bytes)."""
    return (json.dumps(manifest, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def _schreibe_manifest(ordner: Path, manifest: dict[str, Any]) -> bool:
    neu = manifest_bytes(manifest)
    pfad = ordner / MANIFEST
    with contextlib.suppress(FileNotFoundError):
        if pfad.read_bytes() == neu:
            return False
    schreibe_atomar(pfad, neu)
    return True


def sperrdatei(ordner: Path) -> Path:
    """The lock file of an election folder: hidden, beside the folder (``.<ordner>.lock``), not in it – the
    folder holds exactly what its manifest lists (``archiv-pruefen`` reports anything else)."""
    return ordner.parent / f".{ordner.name}.lock"


@contextlib.contextmanager
def _gesperrt(ordner: Path) -> Iterator[None]:
    """An exclusive lock on the election folder: two runs on the same folder (two processes, also on
    Windows and on a network share that supports locks) wait for each other (filelock)."""
    from filelock import FileLock

    with FileLock(sperrdatei(ordner)):
        yield


def versionsname(basis: str, nummer: int) -> str:
    """The file name of version ``nummer`` of the document ``basis`` (``a.pdf``, ``a.2.pdf``, …)."""
    if nummer == 1:
        return basis
    stamm, _, endung = basis.rpartition(".")
    return f"{stamm}.{nummer}.{endung}"


def klasse_des_eintrags(klassen: Mapping[str, Any], e: Mapping[str, Any]) -> Any | None:
    """The retention class a manifest entry names (``aufbewahrung``), None where it names none the Land has –
    also where a tampered entry holds something other than a name there (a list: the check reports it)."""
    kennung = e.get("aufbewahrung")
    return klassen.get(kennung) if isinstance(kennung, str) else None


def ist_archivname(pfad: Any) -> bool:
    """True for a plain file name that may stand in a manifest (no folder, no '..', no control chars)."""
    return (
        isinstance(pfad, str)
        and pfad not in ("", ".", "..", MANIFEST)
        and not pfad.startswith(".")
        and re.fullmatch(r"[a-z0-9][a-z0-9.-]{0,120}", pfad) is not None
    )


@dataclass
class Ablage:
    """What storing one election did: per file the path and what happened."""

    ordner: Path
    dateien: list[tuple[str, str]] = field(default_factory=list)
    """(file name, one of neu | version | unveraendert | wiederhergestellt | geloescht | veraendert)."""
    meldungen: list[str] = field(default_factory=list)
    warnungen: list[str] = field(default_factory=list)


def archiviere(
    ziel: Path,
    daten: Wahldaten,
    dokumente: Sequence[Archivdatei],
    *,
    quelle_sha256: str,
    rechtskraft: date | None = None,
    eigene_vorlagen: bool = False,
) -> Ablage:
    """Store the documents of one election in ``ziel/<gemeinde>-<wahltag>/`` and update its manifest.

    Each entry records the data of the run that made it (``daten_sha256``, the whole data; its document
    may attach only their public part, ``quelle_sha256``) and whether the office's own templates were used
    (``eigene_vorlagen``); the manifest records ``rechtskraft``: ``archiv-pruefen`` recomputes from these.

    Never overwrites: the same content is left alone, changed content is written beside the old file
    as a new version, a file that was changed by hand is kept (and reported), and a document deleted
    because its retention period ended is not produced again.
    """
    namen = [d.dateiname for d in dokumente]
    doppelt = sorted({n for n in namen if namen.count(n) > 1})
    if doppelt:
        raise ValueError(f"two documents of one run share a file name: {doppelt}")
    ordner = ziel / wahlordner(daten)
    ordner.mkdir(parents=True, exist_ok=True)
    ablage = Ablage(ordner)
    rs = recht.rechtsstand(daten.wahl)
    aufbewahrung = recht.land(daten.wahl.land).aufbewahrung
    loeschtag, loeschgrund = aufbewahrung.loeschen_nach(daten, rechtskraft)
    internet = aufbewahrung.internet_loeschen_bis(daten)

    with _gesperrt(ordner):
        manifest = lies_manifest(ordner)
        if manifest is None:
            manifest = {"dateien": []}
        elif manifest.get("wahl", {}).get("gemeinde") not in (None, daten.wahl.gemeinde):
            raise ArchivFehler(
                f"{ordner}: der Ordner gehört zur Gemeinde „{manifest['wahl']['gemeinde'][:80]}“, "
                f"nicht zu „{daten.wahl.gemeinde[:80]}“; es wird nichts geschrieben."
            )
        _entferne_reste(ordner)
        eintraege: list[dict[str, Any]] = manifest["dateien"]
        # What notices states of the election comes from the model (ausgaben.Manifest); the entries
        # already on record are kept as they are, the new ones below are made by ausgaben.Datei.
        manifest = ausgaben.Manifest(
            format=FORMAT,
            wahl=ausgaben.ManifestWahl(
                land=daten.wahl.land,
                amt=daten.wahl.amt,
                gemeinde=daten.wahl.gemeinde,
                wahltag=daten.wahl.wahltag.isoformat(),
                stichwahltag=daten.wahl.stichwahltag.isoformat() if daten.wahl.stichwahltag else None,
            ),
            rechtsstand=ausgaben.ManifestRechtsstand(kennung=rs.kennung, label=rs.label),
            quelle_sha256=quelle_sha256,
            stand=daten.stand.isoformat(),
            werkzeug=ausgaben.ManifestWerkzeug(name="notices", version=__version__),
            loeschen_nach=ausgaben.ManifestLoeschenNach(datum=loeschtag.isoformat(), grund=loeschgrund),
            rechtskraft=rechtskraft.isoformat() if rechtskraft is not None else None,
            aufbewahrungsklassen=ausgaben.ManifestAufbewahrungsklassen(
                **{k: a.als_json() for k, a in aufbewahrung.klassen.items()}
            ),
            dateien=[],
        ).als_json() | {"dateien": eintraege}
        # The retention date follows the latest data (e.g. --rechtskraft) for every file still there.
        for e in eintraege:
            klasse = klasse_des_eintrags(aufbewahrung.klassen, e)
            if e.get("status") != "geloescht" and klasse is not None:
                e["loeschen_nach"] = None if klasse.loeschen == "nie" else loeschtag.isoformat()

        zu_schreiben: list[tuple[dict[str, Any], bytes]] = []
        vergeben = {e.get("pfad") for e in eintraege}
        for dok in dokumente:
            basis = dok.dateiname
            versionen = [e for e in eintraege if e.get("basis") == basis]
            letzte = max(versionen, key=lambda e: e.get("version", 1)) if versionen else None
            hash_neu = sha256(dok.inhalt)
            geloescht = [e for e in versionen if e.get("status") == "geloescht"]
            if geloescht:
                # Its retention period ended and it was deleted: not again, in no version.
                e = max(geloescht, key=lambda e: e.get("version", 1))
                ablage.meldungen.append(
                    f"{e['pfad']}: am {str(e.get('geloescht_am') or '?')[:10]} nach Ablauf der "
                    "Aufbewahrungsfrist gelöscht; wird nicht erneut erzeugt."
                )
                ablage.dateien.append((e["pfad"], "geloescht"))
                continue
            if letzte is not None and letzte.get("sha256") == hash_neu:
                pfad = ordner / letzte["pfad"]
                if not pfad.exists():
                    zu_schreiben.append((letzte, dok.inhalt))
                    ablage.dateien.append((letzte["pfad"], "wiederhergestellt"))
                elif _sha256_datei(pfad) != hash_neu:
                    ablage.warnungen.append(
                        f"{letzte['pfad']}: die Datei wurde nach dem Erzeugen verändert; sie wird nicht "
                        "überschrieben (notices archiv-pruefen zeigt die Abweichung)."
                    )
                    ablage.dateien.append((letzte["pfad"], "veraendert"))
                else:
                    if letzte.get("status") == "ausstehend":
                        letzte["status"] = "vorhanden"
                    ablage.dateien.append((letzte["pfad"], "unveraendert"))
                continue
            nummer = max((e.get("version", 1) for e in versionen), default=0) + 1
            while True:
                name = versionsname(basis, nummer)
                vorhanden = ordner / name
                if name not in vergeben and (not vorhanden.exists() or _sha256_datei(vorhanden) == hash_neu):
                    break
                nummer += 1
            art = aufbewahrung.klassen[dok.aufbewahrung]
            eintrag: dict[str, Any] = ausgaben.Datei(
                pfad=name,
                basis=basis,
                version=nummer,
                aktuell=True,
                ersetzt=letzte["pfad"] if letzte else None,
                status="ausstehend",
                sha256=hash_neu,
                groesse=len(dok.inhalt),
                art=dok.art,
                titel=dok.titel,
                bewerber_id=dok.bewerber_id,
                rechtsstand=rs.kennung,
                quelle_sha256=dok.quelle_sha256 or quelle_sha256,
                daten_sha256=quelle_sha256,
                eigene_vorlagen=eigene_vorlagen,
                werkzeug_version=__version__,
                erzeugt=daten.stand.isoformat(),
                aufbewahrung=dok.aufbewahrung,
                loeschen_nach=None if art.loeschen == "nie" else loeschtag.isoformat(),
                internet_loeschen_bis=(
                    internet.isoformat() if internet is not None and dok.art.startswith("bekanntmachung") else None
                ),
                geloescht_am=None,
            ).als_json()
            for e in versionen:
                e["aktuell"] = False
            eintraege.append(eintrag)
            vergeben.add(name)
            zu_schreiben.append((eintrag, dok.inhalt))
            ablage.dateien.append((name, "neu" if letzte is None else "version"))

        # Journal: the manifest names what is about to be written, then the files, then the manifest.
        if zu_schreiben:
            _schreibe_manifest(ordner, manifest)
            for eintrag, inhalt in zu_schreiben:
                pfad = ordner / eintrag["pfad"]
                if not pfad.exists():
                    schreibe_atomar(pfad, inhalt)
                eintrag["status"] = "vorhanden"
        _schreibe_manifest(ordner, manifest)
    return ablage


def _entferne_reste(ordner: Path) -> None:
    """Remove the temporary files a killed run may have left (never a listed or a foreign file)."""
    for pfad in ordner.iterdir():
        if pfad.name.startswith(".") and pfad.name.endswith(TEMP_ENDUNG) and pfad.is_file():
            pfad.unlink(missing_ok=True)


def archivordner(ordner: Path) -> list[Path]:
    """The election folders under ``ordner``: itself when it holds a manifest, else its subfolders that do."""
    if (ordner / MANIFEST).exists():
        return [ordner]
    if not ordner.is_dir():
        return []
    return sorted(p for p in ordner.iterdir() if p.is_dir() and (p / MANIFEST).exists())


def strengste(klassen: Sequence[str]) -> str:
    """The strictest of retention classes (a file carrying several kinds of data keeps the strictest)."""
    return min(klassen, key=AUFBEWAHRUNGSKLASSEN.index)
