"""The archive of an election: safe files, a manifest, the Wahlakte, checks, deletion.

Nothing is lost:

- every write is atomic (temporary file in the same folder, fsync, rename) and the manifest is
  written as a journal: first with the new entries marked ``ausstehend``, then the files, then the
  manifest again with them ``vorhanden``. A run killed at any moment leaves no partial document and
  a manifest that matches the files; the next run completes the set;
- a file is never overwritten: changed content becomes a new version beside the old one
  (``name.2.pdf``), and both stay listed;
- the same data gives the same bytes and the same manifest: times inside come from the data
  (``Wahldaten.stand``); the clock is read only for an event the manifest must record (a deletion).

The parts: :mod:`.dateien` (file safety and names), :mod:`.manifest` (producers, storing, versions),
:mod:`.wahlakte` (the merged PDF), :mod:`.dateipruefung` (the check of the files), :mod:`.loeschung` (deletion).
Retention is the Land's law (``Landesrecht.aufbewahrung``). pypdf is imported lazily inside the
functions that need it: importing this package stays cheap.
"""

from __future__ import annotations

from notices.archiv.dateien import (
    TEMP_ENDUNG,
    kurz_hash,
    schreibe_atomar,
    sha256,
    sichere,
    slug,
    wahlordner,
)
from notices.archiv.dateipruefung import (
    Archivbefund,
    Archivpruefung,
    angehaengte_daten,
    enthaelt_javascript,
    nicht_eingebettete_schriften,
    pdfa_kennung,
    pruefe_dateien,
    pruefe_pdf,
)
from notices.archiv.loeschung import loesche_faellige
from notices.archiv.manifest import (
    FORMAT,
    MANIFEST,
    Ablage,
    Archivdatei,
    ArchivFehler,
    Ausgelassen,
    archiviere,
    archivordner,
    ist_archivname,
    lies_manifest,
    manifest_bytes,
    strengste,
    versionsname,
)
from notices.archiv.wahlakte import wahlakte
from notices.fehler import zeigbar

__all__ = [
    "FORMAT",
    "MANIFEST",
    "TEMP_ENDUNG",
    "Ablage",
    "ArchivFehler",
    "Archivbefund",
    "Archivdatei",
    "Archivpruefung",
    "Ausgelassen",
    "angehaengte_daten",
    "archiviere",
    "archivordner",
    "enthaelt_javascript",
    "ist_archivname",
    "kurz_hash",
    "lies_manifest",
    "loesche_faellige",
    "manifest_bytes",
    "nicht_eingebettete_schriften",
    "pdfa_kennung",
    "pruefe_dateien",
    "pruefe_pdf",
    "schreibe_atomar",
    "sha256",
    "sichere",
    "slug",
    "strengste",
    "versionsname",
    "wahlakte",
    "wahlordner",
    "zeigbar",
]
