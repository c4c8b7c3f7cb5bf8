"""The JSON notices writes, as typed models: every writer builds its output through one of these
(``notices fristen/pruefen/bekanntmachung/stichwahl-benachrichtigung/alle/archiv-pruefen/archiv-loeschen
--json``, the files of an election folder), and ``docs/schemas/*.schema.json`` are generated from them
(:func:`schemata`, written by ``python docs/tabellen.py``; ``tests/test_doku.py`` fails while a committed
schema differs). Code, schema and documentation therefore cannot drift.

The keys are public interfaces: notices adds keys, it never renames or removes one. A field's docstring is
its ``description`` in the schema; a model's docstring the description of its object. Every key is always
written (null where the model says so), except a field with a default (``= None``): it is written only
where the writer sets it (:meth:`Ausgabe.als_json`) – the keys of a notice's applicant that only some
Länder's notices have (``wahlvorschlag``, ``stimmen``).

A key that becomes nullable (a Land whose notice may leave it empty) is one annotation here
(``ort: Text | None``), then ``python docs/tabellen.py``.
"""

from __future__ import annotations

import ast
import copy
from functools import cache
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, RootModel

from notices.felddoku import felddocstrings
from notices.recht.grundlagen import AUFBEWAHRUNGSKLASSEN, Aufbewahrung

FORMAT = "notices-archiv/1"
"""The format of an election folder's manifest (``format`` in manifest.json)."""

Vorschlag = Literal["zulassen", "zurueckweisen", "offen"]
"""``offen``: the data do not decide it yet – something is not recorded, or a defect can still be cured."""
Mangelart = Literal["frist", "unterschriften", "unterlagen", "waehlbarkeit", "zustimmung"]
"""The kinds of defects of an application."""
Aufbewahrungsklasse = Literal[AUFBEWAHRUNGSKLASSEN]  # type: ignore[valid-type]
"""The retention classes of :data:`notices.recht.grundlagen.AUFBEWAHRUNGSKLASSEN`."""
Loeschen = Aufbewahrung.model_fields["loeschen"].annotation
"""Whether a retention class's documents are never, must or may be deleted (its ``loeschen``)."""


class Ausgabe(BaseModel):
    """A JSON object notices writes: closed (no other key), every field described."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    # defer_build and no use_attribute_docstrings: the writers pay nothing at import for the schemas'
    # texts (pydantic would parse this module's source once per model, ~40 ms); :func:`schema` reads the
    # field docstrings itself (:func:`beschreibungen`).

    def als_json(self) -> dict[str, Any]:
        """The object as JSON values, keys in the order of the fields; a key whose default is None and that
        the writer left unset is not written (the keys only some Länder write)."""
        return self.model_dump(mode="json", exclude_unset=True)

    def als_json_text(self) -> str:
        """:meth:`als_json` as JSON text, indented by 2 – the same text as ``json.dumps(self.als_json(),
        ensure_ascii=False, indent=2)``, made by pydantic's encoder (about three times as fast)."""
        return self.model_dump_json(indent=2, exclude_unset=True)


MUSTER_DATUM = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
Datum = Annotated[str, Field(pattern=MUSTER_DATUM, json_schema_extra={"format": "date"})]
"""A day, ISO 8601 (YYYY-MM-DD)."""
Zeitpunkt = Annotated[str, Field(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$")]
"""A moment to the minute, German local time (YYYY-MM-DDTHH:MM)."""
Uhrzeit = Annotated[str, Field(pattern=r"^([01][0-9]|2[0-3]):[0-5][0-9]$")]
"""A time of day (HH:MM)."""
Zeit = Annotated[str, Field(pattern=r"^[0-9]{2}:[0-9]{2}$")]
"""A time of day as an office gives it (HH:MM)."""
Dateiname = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9.-]{0,120}$")]
"""A file name of an election folder."""
Sha256 = Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]
"""A SHA-256, hex."""
Landcode = Annotated[str, Field(pattern=r"^[A-Z]{2}$")]
"""A Land's code (ISO 3166-2:DE without the country); a pattern, not a list: a new Land is a package."""
Kennung = Annotated[str, Field(pattern=r"^[a-z]{2}-[a-z0-9-]+$")]
"""A version of a Land's law (its kennung, e.g. bw-2023)."""
FristId = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$")]
"""The id of a deadline of a Land's law."""
Text = Annotated[str, Field(min_length=1)]
"""A text that is never empty."""
Anzahl = Annotated[int, Field(ge=0)]
"""A count."""
Nummer = Annotated[int, Field(ge=1)]
"""A number counted from 1 (a position, a row)."""


class Frist(Ausgabe):
    """One deadline or date of the election with its citation and arithmetic (notices.fristen.Frist.als_json)"""

    defname: ClassVar[str] = "frist"

    id: FristId
    """Stable id of a deadline (Frist) of the Land's law; the same ids as in notices fristen --json (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    datum: Datum
    """Day of the deadline (never moved for weekends or holidays)"""

    uhrzeit: Uhrzeit | None
    """Time of day the deadline ends (HH:MM, local time), null for a whole day"""

    vorschrift: Text
    """Citation of the provision (Vorschrift), e.g. '§ 10 Abs. 1 Satz 2 KomWG'"""

    beschreibung: Text
    """What the deadline is, in German"""

    rechnung: Text
    """How the day was computed (Berechnung), in German"""

    hinweis: str | None
    """Warning about the day (e.g. it falls on a Saturday and does not move), or null"""


class Fristen(Ausgabe):
    """Fristenkalender (notices fristen --json)

    The deadline calendar of one election, written by `notices fristen DATEI --json` and, identical, as fristen.json in each election folder by `notices alle` / `notices beispiel` (notices.dokumente.fristenkalender.fristen_json). Deadlines are in date order. Contract: notices may add keys, but never renames or removes one; every key it adds must be added to this schema in the same change (objects are closed with additionalProperties: false, so tests/test_schemas.py fails on an undeclared key)."""

    land: Landcode
    """Land of the election, ISO 3166-2:DE code without the country (the Länder notices has law for) (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    rechtsstand: Text
    """Human-readable label of the version of the Land's law applied (Rechtsstand.label); the manifest also gives its kennung"""

    rechtsstand_kennung: Kennung
    """The version of the law applied, machine-readable (its kennung, e.g. bw-2023; docs/fristen.md lists them per Land); rechtsstand is its German label."""

    fristen: list[Frist]
    """Every deadline and date of the election, in date order"""

    hinweise: list[str]
    """Warnings about the data that do not make it invalid (e.g. a late Stellenausschreibung)"""


class UngueltigAuchBei(Ausgabe):
    """Another application the same person signed"""

    bewerber: Text
    """id of the other applicant"""

    datei: Text
    """The other signer list"""

    zeile: Nummer
    """Row in the other list"""


class Ungueltig(Ausgabe):
    """A recorded support signature that does not count, and why"""

    defname: ClassVar[str] = "ungueltig"

    datei: Text
    """The signer list (CSV or .xlsx) as named in the data file"""

    zeile: Nummer
    """Row of the signature in that list"""

    grund: Text
    """Every reason in German, joined with '; '"""

    regeln: list[
        Literal[
            "angaben",
            "doppelt",
            "eingang_unbekannt",
            "mehrfach",
            "mehrfach_offen",
            "nach_eingang",
            "nach_fristende",
            "nicht_wahlberechtigt",
            "unlesbar",
            "vor_ausschreibung",
            "vor_einreichung",
            "wahlrecht_ungeprueft",
        ]
    ]
    """Machine-readable ids of the rules that void it, in the order of the reasons"""

    name: str
    """The signer's name as recorded"""

    auch_bei: list[UngueltigAuchBei]
    """Where else the same person signed (Mehrfachunterzeichnung)"""


class MangelBehebbarBis(Ausgabe):
    """Until when the defect can be cured (Heilungsfrist), or null where it cannot be cured"""

    frist: FristId
    """Stable id of a deadline (Frist) of the Land's law; the same ids as in notices fristen --json (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    datum: Datum | None
    """Last day for the cure, null where the deadline is not fixed yet"""

    uhrzeit: Uhrzeit | None
    """Time of day on that day (HH:MM), null for the whole day"""

    text: Text
    """The deadline in German words"""


class Mangel(Ausgabe):
    """One defect (Mangel) of an application with its provision and whether it can still be cured"""

    defname: ClassVar[str] = "mangel"

    vorschrift: Text
    """Citation of the provision the defect is measured against"""

    text: Text
    """The defect in one German sentence"""

    behebbar: bool
    """True while the defect can still be cured (behebbar)"""

    behebbar_bis: MangelBehebbarBis | None
    """Until when the defect can be cured (Heilungsfrist), or null where it cannot be cured"""

    art: Mangelart
    """Kind of defect (Mangelart): frist = filing, unterschriften = support signatures, unterlagen = documents, waehlbarkeit = eligibility, zustimmung = consent to the Stichwahl"""

    erfasst: bool
    """False where the data is simply not recorded yet, so that the defect may not exist"""


class BewerbungQuorum(Ausgabe):
    """The quorum of support signatures and where it comes from"""

    vorschrift: Text
    """Citation of the quorum provision"""

    begruendung: Text
    """How the number was found, in German"""


class BewerbungUnterschriften(Ausgabe):
    """The signer list checked, or null where the application has none"""

    datei: Text
    """The signer list as named in the data file"""

    erfasst: Anzahl
    """Signatures recorded in it (gueltig plus ungueltig)"""


class Bewerbung(Ausgabe):
    """The check of one application (or one consent to the Stichwahl) and the proposed decision"""

    defname: ClassVar[str] = "bewerbung"

    id: Text
    """id of the person in the data file"""

    name: Text
    """Full name as shown in the report"""

    art: Literal["bewerber", "stichwahl_bewerber"]
    """bewerber = an application for the first ballot; stichwahl_bewerber = a consent to the Stichwahl (notices pruefen --stichwahl)"""

    erforderlich: Anzahl
    """Support signatures required (Quorum); 0 where none are needed"""

    gueltig: Anzahl
    """Valid support signatures counted"""

    ungueltig: list[Ungueltig]
    """Recorded signatures that do not count"""

    maengel: list[Mangel]
    """Defects found"""

    vorschlag: Vorschlag
    """Proposed decision for the committee: zulassen (admit), zurueckweisen (reject), offen (not decided by the data yet)"""

    vorlaeufig: bool
    """True where the outcome may still change (vorschlag is offen)"""

    offen_weil: list[Literal["Angaben nicht erfasst", "Mängel noch behebbar"]]
    """What keeps the proposal open"""

    begruendung: Text
    """Reasons for the proposal in one German paragraph"""

    quorum: BewerbungQuorum
    """The quorum of support signatures and where it comes from"""

    unterschriften: BewerbungUnterschriften | None
    """The signer list checked, or null where the application has none"""

    hinweise: list[str]
    """Notes on this application that are not defects"""


class PruefungReihenfolge(Ausgabe):
    """What the committee must know of the order of the notice, where the Land says it (BW: filings that count as simultaneous and the Los, § 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO); the reports number the applications in this order"""

    titel: str
    """The heading of the paragraphs"""

    absaetze: list[str]
    """The paragraphs for the committee, as the Prüfbericht prints them"""

    bewerber: list[str]
    """The ids of the applications in the order of the notice (the others after)"""


class Pruefung(Ausgabe):
    """Prüfung der Bewerbungen (notices pruefen --json)

    The admission check of every application (or, with --stichwahl, of every consent to the Stichwahl) with a proposed decision, written by `notices pruefen DATEI --json [--stichwahl]` and, identical, as the Prüfbericht JSON pruefbericht.json and pruefbericht-stichwahl.json by `notices alle` (notices.pruefung.ergebnis.Pruefergebnis.als_json). Contract: notices may add keys, but never renames or removes one; every key it adds must be added to this schema in the same change (objects are closed with additionalProperties: false, so tests/test_schemas.py fails on an undeclared key)."""

    bewerber: list[Bewerbung]
    """One entry per application (or consent) checked, in the order of the data file"""

    stichtag: Annotated[str, Field(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]$")]
    """Moment the check describes (Stichtag), local time to the minute: YYYY-MM-DDTHH:MM, no seconds, no zone"""

    stichwahl: bool
    """True for the check of the consents to the Stichwahl, false for the applications"""

    rechtsstand: Text
    """Human-readable label of the version of the Land's law applied"""

    land: Landcode
    """The Land whose law applies (ISO 3166-2 subdivision code without DE-: BW, ST, SL, NW, …)."""

    rechtsstand_kennung: Kennung
    """The version of the law applied, machine-readable (its kennung, e.g. bw-2023; docs/fristen.md lists them per Land); rechtsstand is its German label."""

    zusammenfassung: str
    """One German line for the committee: how many to admit, reject, and still open"""

    hinweise: list[str]
    """Notes on the whole check (e.g. an application received after the Stichtag)"""

    reihenfolge: PruefungReihenfolge | None
    """What the committee must know of the order of the notice, where the Land says it (BW: filings that count as simultaneous and the Los, § 20 Abs. 1 Satz 2, Abs. 6 Satz 3 KomWO); the reports number the applications in this order"""


class Bewerberzeile(Ausgabe):
    """One applicant's line of the notice, only what the law allows to publish (no street, no PLZ, no birthday)"""

    defname: ClassVar[str] = "bewerberzeile"

    nr: Nummer
    """Position in the notice, from 1"""

    id: Text
    """id of the person in the data file"""

    familienname: Text
    """Familienname"""

    vornamen: Text
    """Vornamen"""

    doktorgrad: str | None
    """Doktorgrad as in the identity card, or null"""

    ordens_oder_kuenstlername: str | None
    """Ordens- oder Künstlername, or null"""

    beruf: Text
    """Beruf or Stand"""

    geburtsjahr: Annotated[int, Field(ge=1000, le=9999)]
    """Year of birth (Geburtsjahr; the day is not published)"""

    ort: Text | None
    """Wohnort, or the place of the Erreichbarkeitsanschrift where an Auskunftssperre is recorded; null where the
    Land's notice shows no place (Mecklenburg-Vorpommern, § 27 LKWO M-V)"""

    wahlvorschlag: str | None = None
    """Only ST, SL, NW: the proposing or supporting party or Wählergruppe (joint candidates joined: ST ' / ', NW '-'); null for an Einzelbewerber in ST and NW; SL gives the Einzelbewerber's Familienname instead"""

    stimmen: Anzahl = None  # type: ignore[assignment]  # never null where written; absent elsewhere
    """Only ST and SL, only in the Stichwahl notice: votes at the first ballot (stimmen_erste_wahl)"""


class Zulassung(Ausgabe):
    """The notice of the admitted applications (art wahl) or of the persons in the Stichwahl (art stichwahl)"""

    defname: ClassVar[str] = "zulassung"

    art: Literal["wahl", "stichwahl"]
    """wahl = first ballot, stichwahl = the Stichwahl"""

    land: Landcode
    """The Land whose law applies (BW, ST, SL, NW, …); the keys of an applicant may differ by Land."""

    gemeinde: Text
    """Name of the Gemeinde"""

    wahltag: Datum
    """Day of the ballot the notice is about: the Wahltag, or for art stichwahl the Stichwahltag"""

    spaetestens: Datum | None
    """Last day the notice is due (Frist), null where the law says 'unverzüglich'"""

    sitzung: Datum | None
    """Day of the committee meeting that decided on the admission, null where not recorded"""

    bewerber: list[Bewerberzeile]
    """The applicants in the order of the notice (empty where none was admitted: the election fails or is held without proposals, as the Land's law says)"""


class StichwahlEntfaellt(Ausgabe):
    """The notice that the Stichwahl does not take place (notices bekanntmachung --stichwahl-entfaellt --json)"""

    defname: ClassVar[str] = "stichwahl_entfaellt"

    art: Literal["stichwahl_entfaellt"]
    """Always stichwahl_entfaellt"""

    land: Landcode
    """The Land whose law applies (BW, ST, SL, NW, …); the keys of an applicant may differ by Land."""

    gemeinde: Text
    """Name of the Gemeinde"""

    wahltag: Datum
    """Day of the cancelled Stichwahl (the Stichwahltag)"""

    grund: Annotated[str, Field(min_length=1, max_length=2000)]
    """The reasons given with --grund"""


class WahlEntfaellt(Ausgabe):
    """The notice that the election fails or does not take place (notices bekanntmachung --wahl-entfaellt FALL --json)"""

    defname: ClassVar[str] = "wahl_entfaellt"

    art: Literal["wahl_entfaellt"]
    """Always wahl_entfaellt"""

    fall: Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]*$")]
    """The Land's case (WAHL_ENTFAELLT of the Land's document module) (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    land: Landcode
    """The Land whose law applies (BW, ST, SL, NW, …); the keys of an applicant may differ by Land."""

    gemeinde: Text
    """Name of the Gemeinde"""

    wahltag: Datum
    """Wahltag of the election"""

    spaetestens: Datum | None
    """Last day the notice is due, null where the statute sets none for this case"""

    grund: str | None
    """The details given with --grund, or null"""


class Anschrift(Ausgabe):
    """Address of the room"""

    strasse: str
    """Street and number"""

    plz: Annotated[str, Field(pattern=r"^[0-9]{5}$")]
    """Postcode (five digits)"""

    ort: str
    """Place"""


class Oeffnung(Ausgabe):
    """An opening on one day"""

    tag: Datum
    """The day"""

    von: Zeit
    """From (HH:MM, German local time)"""

    bis: Zeit
    """Until (HH:MM, German local time)"""


class AufforderungEinreichungsstelle(Ausgabe):
    """Where and when the Wahlleitung takes the proposals (§ 34 Abs. 3 Nr. 4 GLKrWO)"""

    bezeichnung: Text
    """Building and room, as the office names them"""

    anschrift: Anschrift
    """Address of the room"""

    zeiten: Annotated[list[str], Field(min_length=1)]
    """The regular hours as the office words them, one line each"""

    zusaetzlich: list[Oeffnung]
    """Extra openings (the notice's „Ergänzend:“ / „Zusätzlich:“), sorted by day and hour"""


class Aufforderung(Ausgabe):
    """The notice of the election with the call for proposals (BY § 34 Abs. 1 to 3 GLKrWO; notices alle: bekanntmachung-aufforderung.json)"""

    defname: ClassVar[str] = "aufforderung"

    art: Literal["aufforderung"]
    """Always aufforderung"""

    land: Landcode
    """The Land whose law applies (BY)"""

    gemeinde: Text
    """Name of the Gemeinde"""

    amt: Text
    """The office elected (Bürgermeister, Oberbürgermeister)"""

    wahltag: Datum
    """Wahltag of the first ballot"""

    stichwahltag: Datum | None
    """Day of a Stichwahl as the data name it; null where not set (the notice then names the second Sunday after)"""

    fruehestens: Datum | None
    """First day the election may be announced (BY: the 89th day before it, § 34 Abs. 1 GLKrWO); null where the Land has no such rule"""

    spaetestens: Datum | None
    """Last day of the notice of the election (BY from 2026: the 73rd day); null where none is on record"""

    einreichung_bis: Zeitpunkt
    """End of the filing (BY: 18 Uhr of the 59th, before 2026 the 52nd day, Art. 31 Satz 1 GLKrWG), German local time"""

    nachfrist_bis: Zeitpunkt | None
    """End of the late filing where none or one proposal came in (Art. 31 Satz 2 GLKrWG), German local time; null where the Land has none"""

    eintragung_bis: Zeitpunkt | None
    """End of the entries in the support lists of the office (BY: 12 Uhr of the 48th, before 2026 the 41st day, Art. 28 Abs. 1 GLKrWG), German local time; null where the Land has no such lists"""

    unterstuetzungsunterschriften: Anzahl
    """The support a proposal of a new proposer needs (Art. 27 Abs. 3 GLKrWG)"""

    einreichungsstelle: AufforderungEinreichungsstelle | None
    """Where and when the Wahlleitung takes the proposals (§ 34 Abs. 3 Nr. 4 GLKrWO)"""


class EintragungRaeume(Ausgabe):
    """An Eintragungsraum (§ 34 Abs. 4 GLKrWO)"""

    nr: Nummer
    """Number of the room in the notice (the data's order)"""

    bezeichnung: Text
    """Building and room, as the office names them"""

    anschrift: Anschrift
    """Address of the room"""

    zeiten: Annotated[list[str], Field(min_length=1)]
    """The regular hours as the office words them, one line each"""

    zusaetzlich: list[Oeffnung]
    """Extra openings (the notice's „Ergänzend:“ / „Zusätzlich:“), sorted by day and hour"""

    abweichend: list[Oeffnung]
    """Openings that replace the regular hours on a day (the notice's „Abweichend:“)"""

    geschlossen: list[Datum]
    """Days the room is closed within the period"""

    barrierefrei: bool
    """Whether the room is barrier-free (§ 34 Abs. 4 Satz 1 GLKrWO)"""

    barrierefrei_hinweis: str | None
    """How the barrier-free room is reached; null where not given"""


class Eintragung(Ausgabe):
    """The notice of the Eintragungsmöglichkeiten in Unterstützungslisten (BY § 34 Abs. 4 GLKrWO, Anlage 11 GLKrWBek; notices alle: bekanntmachung-eintragung.json)"""

    defname: ClassVar[str] = "eintragung"

    art: Literal["eintragung"]
    """Always eintragung"""

    land: Landcode
    """The Land whose law applies (BY)"""

    gemeinde: Text
    """Name of the Gemeinde"""

    amt: Text
    """The office elected (Bürgermeister, Oberbürgermeister)"""

    wahltag: Datum
    """Wahltag of the first ballot"""

    fruehestens: Datum | None
    """First day the election may be announced (BY: the 89th day before it, § 34 Abs. 1 GLKrWO); null where the Land has no such rule"""

    spaetestens: Datum | None
    """Last day of the notice of the election (BY from 2026: the 73rd day); null where none is on record"""

    eintragung_bis: Zeitpunkt | None
    """End of the entries in the support lists of the office (BY: 12 Uhr of the 48th, before 2026 the 41st day, Art. 28 Abs. 1 GLKrWG), German local time; null where the Land has no such lists"""

    unterstuetzungsunterschriften: Anzahl
    """The support a proposal of a new proposer needs (Art. 27 Abs. 3 GLKrWG)"""

    raeume: Annotated[list[EintragungRaeume], Field(min_length=1)]
    """The rooms in which the Gemeinde lays out the lists, in the data's order"""


class StichwahlBenachrichtigung(Ausgabe):
    """Benachrichtigung zur Stichwahl (notices stichwahl-benachrichtigung --json)

    The facts of the letter to a person who would take part in the Stichwahl without having applied, written by `notices stichwahl-benachrichtigung DATEI --person ID --json` (only where the Land has this procedure, so far BW; notices.recht.bw.dokumente.benachrichtigung_json). Contract: notices may add keys, but never renames or removes one; every key it adds must be added to this schema in the same change (objects are closed with additionalProperties: false, so tests/test_schemas.py fails on an undeclared key)."""

    art: Literal["stichwahl_benachrichtigung"]
    """Always stichwahl_benachrichtigung"""

    gemeinde: Text
    """Name of the Gemeinde"""

    person: Text
    """id of the person (from the data file or --person)"""

    wahltag: Datum
    """Wahltag of the first ballot"""

    stichwahltag: Datum
    """Day of the Stichwahl"""

    zustimmung_bis: Annotated[str, Field(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}(T([01][0-9]|2[0-3]):[0-5][0-9])?$")]
    """End of the period for the consent: YYYY-MM-DDTHH:MM (local time) where the deadline has a time of day, else the day alone YYYY-MM-DD"""

    unterlagen: list[Text]
    """Documents the person must send with the consent, in German"""


class ManifestWahl(Ausgabe):
    """The election the folder belongs to"""

    land: Landcode
    """Land of the election, ISO 3166-2:DE code without the country (the Länder notices has law for) (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    amt: Annotated[str, Field(pattern=r"^[A-ZÄÖÜ][^\n]*$")]
    """Office elected (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    gemeinde: Text
    """Name of the Gemeinde"""

    wahltag: Datum
    """Wahltag"""

    stichwahltag: Datum | None
    """Day of the Stichwahl (or Neuwahl), null where not recorded"""


class ManifestRechtsstand(Ausgabe):
    """The version of the Land's law applied"""

    kennung: Kennung
    """Stable id of the version (Rechtsstand.kennung) (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    label: Text
    """Human-readable label, as in notices fristen --json"""


class ManifestWerkzeug(Ausgabe):
    """The program that wrote the manifest"""

    name: Literal["notices"]
    """Always notices"""

    version: Text
    """Its version"""


class ManifestLoeschenNach(Ausgabe):
    """When the deletable classes are due"""

    datum: Datum
    """After this day documents of the classes muss and kann are due for deletion"""

    grund: Text
    """How the day was found, in German"""


class Aufbewahrungsregel(Ausgabe):
    """The class dauernd"""

    bezeichnung: Text
    """What happens to documents of this class, in German"""

    loeschen: Loeschen
    """nie = kept for good; muss = must be destroyed when the period ends; kann = may be destroyed then (and is by default)"""

    vorschrift: Text
    """Citation of the retention provision"""

    begruendung: Text
    """Why, in German"""


class ManifestAufbewahrungsklassen(Ausgabe):
    """The retention classes under the Land's law, by id"""

    dauernd: Aufbewahrungsregel
    """The class dauernd"""

    unterstuetzung: Aufbewahrungsregel
    """The class unterstuetzung"""

    bewerbung: Aufbewahrungsregel
    """The class bewerbung"""


class Datei(Ausgabe):
    """One stored file (one version of one document)"""

    defname: ClassVar[str] = "datei"

    pfad: Dateiname
    """File name in the election folder (a version beyond the first: name.N.ext)"""

    basis: Dateiname
    """File name of the document's first version (the same for all its versions)"""

    version: Nummer
    """Version number, from 1"""

    aktuell: bool
    """True for the latest version of the document that is not deleted"""

    ersetzt: Dateiname | None
    """File name of the version this one replaces, null for the first"""

    status: Literal["ausstehend", "vorhanden", "geloescht"]
    """ausstehend = about to be written (a run was interrupted), vorhanden = stored, geloescht = deleted after its retention period"""

    sha256: Sha256
    """SHA-256 of the file (hex)"""

    groesse: Anzahl
    """Size of the file in bytes"""

    art: Annotated[str, Field(pattern=r"^[a-z][a-z0-9_-]*$")]
    """Kind of document: fristen, bekanntmachung, pruefbericht, maengelschreiben, wahlakte, or a form of the Land (FORMULARE) (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    titel: Text
    """German title without personal names (kept after a deletion)"""

    bewerber_id: str | None
    """id of the person the document is for, null for documents of the election"""

    rechtsstand: Kennung
    """kennung of the version of the Land's law applied (the values differ by Land: see docs/fristen.md and the Land packages under notices/recht/; a new Land adds values without changing this schema)."""

    quelle_sha256: Sha256
    """SHA-256 of the data attached to the PDF (the public part for public documents)"""

    daten_sha256: Sha256
    """SHA-256 of the whole data of the run that made the file"""

    eigene_vorlagen: bool
    """True where the office's own templates were used (--vorlagen)"""

    werkzeug_version: Text
    """Version of notices that made the file"""

    erzeugt: Datum
    """Date of the data (Stand) the file was made from; not a time of the clock"""

    aufbewahrung: Aufbewahrungsklasse
    """Retention class (Aufbewahrungsklasse): unterstuetzung = support signatures, bewerbung = other personal data of applicants, dauernd = public anyway"""

    loeschen_nach: Datum | None
    """The file is due for deletion after this day; null where it is kept for good"""

    internet_loeschen_bis: Datum | None
    """Public notices only: the copy published on the internet must be removed by this day; null otherwise"""

    geloescht_am: (
        Annotated[
            str,
            Field(
                pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$",
                json_schema_extra={"format": "date-time"},
            ),
        ]
        | None
    )
    """When notices archiv-loeschen deleted it (RFC 3339 with seconds and UTC offset), else null"""


class Manifest(Ausgabe):
    """Manifest eines Wahlordners (manifest.json)

    The manifest of one election folder <gemeinde>-<wahltag>/, written by `notices alle` and `notices beispiel` (and the web application's ZIP), updated by `notices archiv-loeschen`, read by `notices archiv-pruefen` (notices.archiv.manifest.archiviere). The same data give the same bytes. Contract: notices may add keys, but never renames or removes one; every key it adds must be added to this schema in the same change (objects are closed with additionalProperties: false, so tests/test_schemas.py fails on an undeclared key)."""

    format: Literal[FORMAT]
    """Format and version of the manifest"""

    wahl: ManifestWahl
    """The election the folder belongs to"""

    rechtsstand: ManifestRechtsstand
    """The version of the Land's law applied"""

    quelle_sha256: Sha256
    """SHA-256 of the whole data of the latest run (attached to the Wahlakte)"""

    stand: Datum
    """Date of the data of the latest run (Stand)"""

    werkzeug: ManifestWerkzeug
    """The program that wrote the manifest"""

    loeschen_nach: ManifestLoeschenNach
    """When the deletable classes are due"""

    rechtskraft: Datum | None
    """Day the validity of the election became final (--rechtskraft), null where not given"""

    aufbewahrungsklassen: ManifestAufbewahrungsklassen
    """The retention classes under the Land's law, by id"""

    dateien: list[Datei]
    """Every file ever stored in the folder, deleted ones included"""


class Geprueft(Ausgabe):
    """What was checked"""

    dateien: Anzahl
    """Files checked against the manifest"""

    pdf: Anzahl
    """PDF files among them"""

    nachgerechnet: Anzahl
    """Documents rendered again from their data with the same bytes"""

    nicht_geprueft: Anzahl
    """Documents whose content could not be recomputed (own templates, a Prüfbericht without the signer lists, another version of notices): not verified"""


class Befund(Ausgabe):
    """One finding: the file and one German sentence"""

    defname: ClassVar[str] = "befund"

    pfad: str
    """File name the finding is about (manifest.json for the manifest itself)"""

    art: Literal[
        "aufbewahrung",
        "ausstehend",
        "daten",
        "eigene_vorlagen",
        "fehlt",
        "geloescht_vorhanden",
        "internet_loeschen_bis",
        "loeschen_nach",
        "loeschpflicht",
        "manifest",
        "manifest_wahl",
        "nachgerechnet",
        "name",
        "nicht_im_manifest",
        "nicht_nachgerechnet",
        "ordnername",
        "pdf",
        "rest",
        "veraendert",
        "verapdf",
    ]
    """Kind of finding"""

    text: Text
    """The finding in German"""


class Faellig(Ausgabe):
    """A file due for deletion"""

    pfad: Dateiname
    """File name"""

    aufbewahrung: Aufbewahrungsklasse
    """Retention class (Aufbewahrungsklasse): unterstuetzung = support signatures, bewerbung = other personal data of applicants, dauernd = public anyway"""

    loeschen_nach: Datum
    """Its retention ended after this day"""

    pflicht: bool
    """True where it must be deleted (class muss), false where it may"""

    vorschrift: Text
    """Citation of the retention provision"""


class InternetLoeschen(Ausgabe):
    """A notice whose internet copy must be removed"""

    pfad: Dateiname
    """File name"""

    internet_loeschen_bis: Datum
    """Remove the internet copy by this day"""

    vorschrift: str
    """Citation of the provision (empty where the Land has none on record)"""


class Archiv(Ausgabe):
    """The check of one election folder"""

    defname: ClassVar[str] = "archiv"

    ordner: Text
    """The election folder, as a path"""

    sauber: bool
    """True where no problem was found"""

    geprueft: Geprueft
    """What was checked"""

    nicht_geprueft: list[Annotated[str, Field(min_length=1, description="A file name of the manifest")]]
    """The file names of the documents whose content was not verified (the reasons are in hinweise)"""

    verapdf: Literal["nicht_gefunden", "nichts_zu_pruefen", "bestanden", "fehler"]
    """Result of veraPDF: nicht_gefunden (not installed), nichts_zu_pruefen, bestanden, fehler"""

    probleme: list[Befund]
    """Problems: any makes sauber false and the exit code 1"""

    hinweise: list[Befund]
    """Notes that are not problems"""

    faellig: list[Faellig]
    """Files due for deletion on the Stichtag"""

    internet_loeschen: list[InternetLoeschen]
    """Public notices whose internet copy must be removed within 31 days of the Stichtag (or already)"""


class ArchivPruefen(Ausgabe):
    """Archivprüfung (notices archiv-pruefen --json)

    The check of one or more election folders against their manifests, the data and the Land's law, written by `notices archiv-pruefen ORDNER --json [--stichtag TAG]` (notices.archiv.pruefung.Pruefung.als_json); exit code 0 where sauber, else 1. Contract: notices may add keys, but never renames or removes one; every key it adds must be added to this schema in the same change (objects are closed with additionalProperties: false, so tests/test_schemas.py fails on an undeclared key)."""

    sauber: bool
    """True where no folder has a problem"""

    stichtag: Datum
    """Day the deletion deadlines were checked for (--stichtag, default today in UTC)"""

    archive: list[Archiv]
    """One report per election folder, sorted by folder name"""


class Loeschergebnis(Ausgabe):
    """What happened in one election folder"""

    ordner: Text
    """The election folder, as a path"""

    geloescht: list[Dateiname]
    """File names deleted (and recorded in the manifest)"""

    nicht_geloescht: list[str]
    """Files not deleted, or a damaged manifest: one German sentence each, starting with the file name"""


class ArchivLoeschen(Ausgabe):
    """Löschung fälliger Dokumente (notices archiv-loeschen --json)

    What `notices archiv-loeschen ORDNER --faellig --json [--stichtag TAG]` deleted in each election folder (notices.befehle.alle); exit code 1 where anything could not be deleted. Contract: notices may add keys, but never renames or removes one; every key it adds must be added to this schema in the same change (objects are closed with additionalProperties: false, so tests/test_schemas.py fails on an undeclared key)."""

    stichtag: Datum
    """Day the deletion deadlines were applied for (--stichtag, default today in UTC)"""

    archive: list[Loeschergebnis]
    """One entry per election folder"""


class Dateiergebnis(Ausgabe):
    """One file of the run"""

    pfad: Dateiname
    """File name in the election folder"""

    was: Literal["neu", "version", "unveraendert", "wiederhergestellt", "geloescht", "veraendert"]
    """neu = written, version = written beside a changed older version, unveraendert = same bytes already there, wiederhergestellt = written again where it was missing, geloescht = deleted after its retention period and not made again, veraendert = changed by hand and left alone"""


class Wahlergebnis(Ausgabe):
    """What happened to one data file"""

    datei: Text
    """The data file as given on the command line"""

    status: Literal["ok", "warnung", "ungueltig", "fehler"]
    """ok; warnung = a stored file was changed by hand; ungueltig = bad input; fehler = anything else"""

    ordner: str | None
    """Name of the election folder under --out, null where the data could not be read"""

    meldungen: list[str]
    """Notes, e.g. documents the data do not allow (nicht erzeugt: …)"""

    fehler: list[str]
    """Errors and warnings, one German sentence each"""

    dateien: list[Dateiergebnis]
    """Every file of the run and what happened to it"""


class Alle(Ausgabe):
    """Ergebnis von notices alle (notices alle --json)

    What `notices alle DATEI… --out ORDNER --json` did with each data file (notices.befehle.alle.ausfuehren; notices.dienste.alle.Ergebnis). Contract: notices may add keys, but never renames or removes one; every key it adds must be added to this schema in the same change (objects are closed with additionalProperties: false, so tests/test_schemas.py fails on an undeclared key)."""

    wahlen: list[Wahlergebnis]
    """One entry per data file, in the order given"""

    exit: Literal[0, 1, 2, 3]
    """Exit code of the command (docs/befehle.md, Exit codes): 0 all ok, 1 an election could not be completed, 2 an invalid input, 3 a file changed by hand was kept aside"""


class Bekanntmachung(RootModel[Zulassung | StichwahlEntfaellt | WahlEntfaellt | Aufforderung | Eintragung]):
    """Öffentliche Bekanntmachung (notices bekanntmachung --json)

    The content of a public notice. Written by `notices bekanntmachung DATEI --json` (art wahl), `… --stichwahl --json` (art stichwahl), `… --stichwahl-entfaellt --grund TEXT --json` (art stichwahl_entfaellt) and `… --wahl-entfaellt FALL --json` (art wahl_entfaellt); `notices alle` writes the first two beside the PDFs as bekanntmachung.json and bekanntmachung-stichwahl.json (notices.dokumente.bekanntmachung.als_json, entfaellt_json, wahl_entfaellt_json). `notices alle` also writes, where the Land has them (BY), bekanntmachung-aufforderung.json (art aufforderung) and bekanntmachung-eintragung.json (art eintragung) beside their PDFs (notices.dokumente.aufforderung.als_json). The key art tells the shapes apart. Contract: notices may add keys, but never renames or removes one; every key it adds must be added to this schema in the same change (objects are closed with additionalProperties: false, so tests/test_schemas.py fails on an undeclared key)."""


SCHEMATA: dict[str, type[BaseModel]] = {
    "alle": Alle,
    "archiv-loeschen": ArchivLoeschen,
    "archiv-pruefen": ArchivPruefen,
    "bekanntmachung": Bekanntmachung,
    "fristen": Fristen,
    "manifest": Manifest,
    "pruefung": Pruefung,
    "stichwahl-benachrichtigung": StichwahlBenachrichtigung,
}
"""Every JSON output by the name of its schema (``docs/schemas/NAME.schema.json``); the first paragraph of
the model's docstring is the schema's title, the rest its description."""

_REIHENFOLGE = ("$schema", "$id", "title", "type", "description")
_OBJEKT_REIHENFOLGE = ("additionalProperties", "required", "properties", "$defs")


def _klassen() -> dict[str, type[Ausgabe]]:
    return {k.__name__: k for k in globals().values() if isinstance(k, type) and issubclass(k, Ausgabe)}


def _glaette(knoten: Any, defs: dict[str, Any], behalten: dict[str, Any], in_liste: bool = False) -> Any:
    """Pydantic's JSON Schema in the form of the published schemas: a ``$ref`` inlined unless its model
    names a ``defname`` (then ``#/$defs/<defname>`` where it is a list's items), ``X | None`` as
    ``"type": [X, "null"]``, no titles or defaults below the top."""
    if isinstance(knoten, list):
        return [_glaette(k, defs, behalten) for k in knoten]
    if not isinstance(knoten, dict):
        return knoten
    knoten = {k: v for k, v in knoten.items() if k not in ("title", "default")}
    if "$ref" in knoten:
        name = knoten.pop("$ref").rsplit("/", 1)[1]
        defname = getattr(_klassen().get(name), "defname", None)
        if defname and in_liste and not knoten:
            if defname not in behalten:
                behalten[defname] = None  # a place first: the order in which the defs are met
                behalten[defname] = _glaette(defs[name], defs, behalten)
            return {"$ref": f"#/$defs/{defname}"}
        ziel = _glaette(defs[name], defs, behalten)
        return {**ziel, **knoten}
    if "anyOf" in knoten and {"type": "null"} in knoten["anyOf"] and len(knoten["anyOf"]) == 2:
        (nicht_null,) = [a for a in knoten.pop("anyOf") if a != {"type": "null"}]
        innen = _glaette(nicht_null, defs, behalten)
        innen["type"] = [innen["type"], "null"]
        knoten = {**innen, **{k: _glaette(v, defs, behalten) for k, v in knoten.items()}}
        return _ordne(knoten)
    aus = {}
    for k, v in knoten.items():
        if k == "properties":
            aus[k] = {p: _glaette(e, defs, behalten) for p, e in v.items()}
        elif k == "items":
            aus[k] = _glaette(v, defs, behalten, in_liste=True)
        else:
            aus[k] = _glaette(v, defs, behalten)
    return _ordne(aus)


def _ordne(knoten: dict[str, Any]) -> dict[str, Any]:
    vorn = [k for k in _REIHENFOLGE if k in knoten]
    hinten = [k for k in _OBJEKT_REIHENFOLGE if k in knoten]
    mitte = [k for k in knoten if k not in vorn and k not in hinten]
    return {k: knoten[k] for k in (*vorn, *mitte, *hinten)}


@cache
def beschreibungen() -> dict[str, dict[str, str]]:
    """The docstring of every field of every model of this module, by model and field (as pydantic's
    ``use_attribute_docstrings`` reads them: a string right after the field)."""
    baum = ast.parse(Path(__file__).read_text("utf-8"))
    ergebnis: dict[str, dict[str, str]] = {}
    for klasse in baum.body:
        if isinstance(klasse, ast.ClassDef):
            felder = ergebnis.setdefault(klasse.name, {})
            for feld, text in felddocstrings(klasse):
                felder[feld] = " ".join(text.split())
    return ergebnis


def _beschreibe(knoten: dict[str, Any], klasse: str) -> None:
    """The field docstrings of model ``klasse`` as the descriptions of its properties (where the field
    does not give one itself)."""
    texte = beschreibungen().get(klasse, {})
    for feld, eigenschaft in knoten.get("properties", {}).items():
        if feld in texte:
            eigenschaft.setdefault("description", texte[feld])


def schema(name: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the output ``name`` of :data:`SCHEMATA`, generated from its model."""
    modell = SCHEMATA[name]
    titel, _, beschreibung = (modell.__doc__ or "").partition("\n\n")
    roh = modell.model_json_schema(ref_template="#/$defs/{model}", mode="serialization")
    defs = roh.pop("$defs", {})
    _beschreibe(roh, modell.__name__)
    for klasse, knoten in defs.items():
        _beschreibe(knoten, klasse)
    behalten: dict[str, Any] = {}
    if "anyOf" in roh:  # the notice: one of several shapes, told apart by art
        rumpf: dict[str, Any] = {"type": "object", "oneOf": []}
        for variante in roh["anyOf"]:
            name_ = variante["$ref"].rsplit("/", 1)[1]
            defname = _klassen()[name_].defname
            behalten[defname] = _glaette(defs[name_], defs, behalten)
            rumpf["oneOf"].append({"$ref": f"#/$defs/{defname}"})
    else:
        rumpf = _glaette(roh, defs, behalten)
    rumpf.pop("description", None)
    ergebnis = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"{name}.schema.json",
        "title": titel,
        "description": " ".join(beschreibung.split()),
        **rumpf,
    }
    if behalten:
        ergebnis["$defs"] = behalten
    return _ordne(copy.deepcopy(ergebnis))


def schemata() -> dict[str, dict[str, Any]]:
    """Every output's JSON Schema by its name (``docs/schemas/NAME.schema.json``)."""
    return {name: schema(name) for name in SCHEMATA}
