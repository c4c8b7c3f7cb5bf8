"""Admission check of the applications: signatures, documents, filing, eligibility – and a proposal.

The chair checks every application at once and tells the applicant about defects that can still be
cured (§ 20 Abs. 4 KomWO); the Gemeindewahlausschuss rejects an application for the reasons of
§ 10 Abs. 5 Satz 2 KomWG (run-off: § 10a Abs. 3 Satz 2 KomWG). This module checks what the data
can show and *proposes*; the committee decides.

What the law counts and when (BW):

- Support signatures (§ 10 Abs. 2 KomWG, § 20 Abs. 2 KomWO): the number comes from
  :func:`notices.recht.quorum` (the Land's rule set on the Wahltag); a signature counts if the
  signer was entitled to vote, signed on an official form (which exists only from the advertisement
  of the post, § 20 Abs. 2 Nr. 1), gave the details of § 20 Abs. 2 Nr. 2, and the sheet arrived by
  the end of the filing period (§ 20 Abs. 5 Satz 1 and 2 Nr. 2). Whoever signed for several
  applicants has void signatures for all of them (§ 20 Abs. 2 Nr. 3 KomWO).
- Documents (§ 10 Abs. 3, 4 KomWG, § 20 Abs. 3 KomWO; run-off § 20a Abs. 2 KomWO).
- Filing within the period, by 18 Uhr of its last day (§ 10 Abs. 1 KomWG, § 20 Abs. 1 KomWO).
- Curing (§ 20 Abs. 5 KomWO): until the period ends everything but late filing can be cured;
  afterwards missing signatures and missing documents make the application invalid, except proofs
  the applicant could not obtain in time through no fault of their own, which may follow until the
  admission decision; after the decision nothing can be cured.

Deadlines come from :func:`notices.recht.fristen` by id, the quorum from :func:`notices.recht.quorum`;
nothing here knows BW's tiers. The citations below are BW's (one table per Rechtsstand).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time
from pathlib import Path
from typing import Any, Literal

from notices import deutsch, recht
from notices.fristen import Frist
from notices.model import Bewerber, Eingabefehler, Person, StichwahlBewerber, Unterlagen, Wahldaten
from notices.unterschriften import Unterschrift, lies_liste, normalisiere_name, personenschluessel

Vorschlag = Literal["zulassen", "zurueckweisen"]
Mangelart = Literal["frist", "unterschriften", "unterlagen", "waehlbarkeit", "zustimmung"]


# ------------------------------------------------------------------------------------------------
# Citations per Rechtsstand (the numbers themselves come from notices.recht)


@dataclass(frozen=True)
class _Vorschriften:
    fristgerecht: str = "§ 10 Abs. 1 Satz 1 KomWG, § 20 Abs. 1 Satz 1 KomWO"
    frist_unheilbar: str = "§ 10 Abs. 5 Satz 2 KomWG, § 20 Abs. 5 Satz 2 Nr. 1 KomWO"
    fristbeginn: str = "§ 10 Abs. 1 Satz 1 und 2 KomWG, § 20 Abs. 5 Satz 2 Nr. 1 KomWO"
    eingangsvermerk: str = "§ 20 Abs. 4 Satz 1 KomWO"
    wahlberechtigt: str = "§ 10 Abs. 2 Satz 1 KomWG"
    formblatt: str = "§ 20 Abs. 2 Nr. 1 KomWO"
    angaben: str = "§ 20 Abs. 2 Nr. 2 KomWO"
    mehrfach: str = "§ 20 Abs. 2 Nr. 3 KomWO, § 10 Abs. 2 Satz 2 KomWG"
    unterschriften_fehlen: str = "§ 20 Abs. 5 Satz 2 Nr. 2 KomWO"
    unterschriften_unverschuldet: str = "§ 20 Abs. 5 Satz 2 Nr. 2 Halbsatz 2 KomWO"
    waehlbarkeitsbescheinigung: str = "§ 10 Abs. 3 KomWG, § 20 Abs. 3 Nr. 2, Abs. 5 Satz 2 Nr. 3 KomWO"
    versicherung: str = "§ 10 Abs. 4 Satz 1 KomWG, § 20 Abs. 3 Nr. 3, Abs. 5 Satz 2 Nr. 3 KomWO"
    unionsbuerger: str = "§ 10 Abs. 4 Satz 2 i. V. m. § 8 Abs. 2 Satz 1 KomWG, § 20 Abs. 3 Nr. 3 KomWO"
    herkunftsstaat: str = "§ 10 Abs. 4 Satz 2 i. V. m. § 8 Abs. 2 Satz 5 KomWG, § 10 Abs. 5 Satz 2 KomWG"
    unverschuldet: str = "§ 20 Abs. 5 Satz 2 Nr. 3 Halbsatz 2 KomWO"
    unterlagen: str = "§ 20 Abs. 3 KomWO"
    heilung: str = "§ 20 Abs. 5 KomWO"
    wahlbar: str = "§ 46 Abs. 1 GemO, § 10 Abs. 5 Satz 2 KomWG"
    lebensalter: str = "§ 46 Abs. 1 GemO (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB)"
    mindestalter: int | None = 18
    altersgrenzen: tuple[int, int] | None = None
    """Old-law age limits (lowest minimum, lowest maximum on record) outside which a Hinweis is given."""
    altershinweis: str | None = None
    stichwahl_zustimmung: str = "§ 10a Abs. 2 Satz 1 KomWG, § 20a Abs. 2 Satz 1 KomWO"
    stichwahl_unheilbar: str = "§ 10a Abs. 3 Satz 2, Abs. 5 KomWG, § 20a Abs. 2 Satz 3 i. V. m. § 20 Abs. 5 KomWO"
    stichwahl_wb: str = "§ 10a Abs. 2 Satz 2 KomWG, § 20a Abs. 2 Satz 2 Nr. 1 KomWO"
    stichwahl_versicherung: str = "§ 10a Abs. 2 Satz 2 i. V. m. § 10 Abs. 4 KomWG, § 20a Abs. 2 Satz 2 Nr. 2 KomWO"
    stichwahl_quorum: str = (
        "Für die Zustimmung zur Stichwahl sind keine Unterstützungsunterschriften erforderlich "
        "(§ 10a Abs. 2 Satz 2 KomWG verweist nur auf § 10 Abs. 3 und 4 KomWG)."
    )
    zurueckweisung: str = "§ 10 Abs. 5 Satz 2 KomWG"
    zurueckweisung_stichwahl: str = "§ 10a Abs. 3 Satz 2 KomWG"
    entscheidung: str = "der Gemeindewahlausschuss (§ 10 Abs. 5 KomWG)"
    """Who decides on the admission, with the citation."""
    mehrfach_ungueltig: bool = True
    """Whether signing for several applicants voids all those signatures (BW: § 20 Abs. 2 Nr. 3 KomWO)."""
    unterlagen_pruefen: bool = True
    """Whether the documents of § 20 Abs. 3 KomWO are checked (Anlagen 16, 17: BW only)."""
    land_hinweis: str | None = None
    """What this Land's check leaves out (shown in the report)."""


_BW_2023 = _Vorschriften()
_BW_1997 = _Vorschriften(
    mehrfach="§ 20 Abs. 2 Nr. 3 KomWO, § 10 Abs. 3 Satz 2 KomWG a. F.",
    wahlberechtigt="§ 10 Abs. 3 Satz 1 KomWG a. F.",
    waehlbarkeitsbescheinigung="§ 10 Abs. 4 Satz 1 KomWG a. F., § 20 Abs. 3 Nr. 2, Abs. 5 Satz 2 Nr. 3 KomWO",
    versicherung="§ 10 Abs. 4 Satz 3 KomWG a. F., § 20 Abs. 3 Nr. 3, Abs. 5 Satz 2 Nr. 3 KomWO",
    unionsbuerger="§ 10 Abs. 4 Satz 4 i. V. m. § 8 Abs. 2 Satz 1 KomWG a. F., § 20 Abs. 3 Nr. 3 KomWO",
    herkunftsstaat="§ 10 Abs. 4 Satz 4 i. V. m. § 8 Abs. 2 Satz 5 KomWG a. F., § 10 Abs. 5 Satz 2 KomWG a. F.",
    wahlbar="§ 46 Abs. 1 GemO a. F., § 10 Abs. 5 Satz 2 KomWG a. F.",
    lebensalter="§ 46 Abs. 1 GemO a. F.",
    mindestalter=None,
    # A wording of § 46 Abs. 1 GemO before 2023 (as published by a commercial database, undated):
    # "die Bewerber müssen am Wahltag das 25., dürfen aber noch nicht das 68. Lebensjahr vollendet haben";
    # older versions had 65. Which limit applied on which Wahltag is not on record: a Hinweis, no rejection.
    altersgrenzen=(25, 65),
    altershinweis=(
        "Nach § 46 Abs. 1 GemO a. F. mussten Bewerber am Wahltag das 25. Lebensjahr vollendet und durften das "
        "68. (in älteren Fassungen: 65.) noch nicht vollendet haben; welche Grenze an diesem Wahltag galt, ist nicht "
        "hinterlegt"
    ),
)
_ST = _Vorschriften(
    fristgerecht="§ 30 Abs. 1 KWG LSA",
    frist_unheilbar="§ 30 Abs. 1, Abs. 5 Satz 2 KWG LSA",
    fristbeginn="§ 30 Abs. 1 KWG LSA",
    eingangsvermerk="§ 30 Abs. 1 KWG LSA",
    wahlberechtigt="§ 30 Abs. 3 Satz 1 KWG LSA",
    formblatt="§ 30 Abs. 3 Satz 1 Halbsatz 2 i. V. m. § 21 Abs. 9 KWG LSA",
    angaben="§ 30 Abs. 3 Satz 1 KWG LSA („persönlich und handschriftlich“)",
    mehrfach="§ 30 Abs. 3 KWG LSA",
    unterschriften_fehlen="§ 30 Abs. 3 Satz 1, Abs. 5 Satz 2 KWG LSA",
    unterschriften_unverschuldet="§ 30 Abs. 5 Satz 2 KWG LSA",
    heilung="§ 30 Abs. 5 KWG LSA",
    wahlbar="§ 30 Abs. 5 Satz 2 KWG LSA",
    lebensalter="§ 30 Abs. 5 Satz 2 KWG LSA",
    mindestalter=None,
    zurueckweisung="§ 30 Abs. 5 Satz 2 KWG LSA",
    entscheidung="der Wahlausschuss (§ 30 Abs. 5 KWG LSA)",
    mehrfach_ungueltig=False,
    unterlagen_pruefen=False,
    land_hinweis=(
        "Für Sachsen-Anhalt prüft notices Frist, Zahl und Gültigkeit der Unterstützungsunterschriften "
        "(§ 30 Abs. 1, 3 KWG LSA) und die Staatsangehörigkeit. Ob jemand mehrere Bewerbungen unterstützen darf "
        "und welche Unterlagen beizufügen sind, regeln § 21 Abs. 9 KWG LSA und die KWO LSA, deren Wortlaut hier "
        "nicht hinterlegt ist: Mehrfachunterzeichnungen werden nur gemeldet, Unterlagen und Alter nicht geprüft."
    ),
)
_SL = _Vorschriften(
    fristgerecht="§ 23 Satz 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    frist_unheilbar="§ 23 Satz 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    fristbeginn="§ 23 KWG",
    eingangsvermerk="§ 23 KWG",
    wahlberechtigt="§ 22 Abs. 2 KWG",
    formblatt="§ 22 Abs. 2 KWG",
    angaben="§ 22 Abs. 2 KWG",
    mehrfach="§ 22 Abs. 2 KWG",
    unterschriften_fehlen="§ 22 Abs. 2 i. V. m. § 76 Abs. 1 Satz 4 KWG",
    unterschriften_unverschuldet="§ 22 Abs. 2 KWG",
    heilung="§ 76 KWG",
    wahlbar="§ 76 KWG",
    lebensalter="§ 76 KWG",
    mindestalter=None,
    zurueckweisung="§ 76 KWG",
    entscheidung="der Gemeindewahlausschuss (§ 76 KWG)",
    mehrfach_ungueltig=False,
    unterlagen_pruefen=False,
    land_hinweis=(
        "Für das Saarland prüft notices Frist und Zahl der Unterstützungen (§ 22 Abs. 2, § 23, § 76 KWG) und die "
        "Staatsangehörigkeit. Ob jemand mehrere Wahlvorschläge unterstützen darf und welche Unterlagen beizufügen "
        "sind, ist hier nicht hinterlegt: Mehrfachunterstützungen werden nur gemeldet, Unterlagen und Alter nicht "
        "geprüft."
    ),
)
VORSCHRIFTEN: dict[str, _Vorschriften] = {
    "bw-2023": _BW_2023,
    "bw-1997": _BW_1997,
    "st-alt": _ST,
    "st-2023": _ST,
    "st-2024": _ST,
    "sl-2019": _SL,
}
"""Citations per :attr:`Rechtsstand.kennung`; a new Land adds its table here."""


# ------------------------------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class Heilungsfrist:
    """Until when a defect can be cured: a deadline of :func:`notices.recht.fristen` (by id)."""

    frist: str
    datum: date | None
    uhrzeit: time | None
    text: str

    @property
    def ende(self) -> datetime | None:
        """The last moment (inclusive); a day without a time lasts until its end."""
        if self.datum is None:
            return None
        return datetime.combine(self.datum, self.uhrzeit or time(23, 59, 59))

    def als_json(self) -> dict[str, Any]:
        return {
            "frist": self.frist,
            "datum": self.datum.isoformat() if self.datum else None,
            "uhrzeit": self.uhrzeit.strftime("%H:%M") if self.uhrzeit else None,
            "text": self.text,
        }


@dataclass(frozen=True)
class Mangel:
    """One defect of an application, with its paragraph and whether it can still be cured."""

    art: Mangelart
    vorschrift: str
    text: str
    behebbar: bool
    bis: Heilungsfrist | None
    erfasst: bool = True
    """False where the data is simply not recorded yet: the defect may not exist."""

    def als_json(self) -> dict[str, Any]:
        return {
            "vorschrift": self.vorschrift,
            "text": self.text,
            "behebbar": self.behebbar,
            "behebbar_bis": self.bis.als_json() if self.bis and self.behebbar else None,
            "art": self.art,
            "erfasst": self.erfasst,
        }


@dataclass(frozen=True)
class Mitunterzeichnung:
    """Where else a person signed (§ 20 Abs. 2 Nr. 3 KomWO)."""

    bewerber: str
    name: str
    datei: str
    zeile: int


@dataclass(frozen=True)
class UngueltigeUnterschrift:
    """A recorded signature that does not count, and why."""

    datei: str
    zeile: int
    name: str
    gruende: tuple[str, ...]
    regeln: tuple[str, ...]
    auch_bei: tuple[Mitunterzeichnung, ...] = ()

    @property
    def grund(self) -> str:
        return "; ".join(self.gruende)

    def als_json(self) -> dict[str, Any]:
        return {
            "datei": self.datei,
            "zeile": self.zeile,
            "grund": self.grund,
            "regeln": list(self.regeln),
            "name": self.name,
            "auch_bei": [{"bewerber": m.bewerber, "datei": m.datei, "zeile": m.zeile} for m in self.auch_bei],
        }


@dataclass(frozen=True)
class Bewerbungspruefung:
    """The check of one application (or one run-off consent)."""

    person: Bewerber | StichwahlBewerber
    art: Literal["bewerber", "stichwahl_bewerber"]
    erforderlich: int
    quorum_vorschrift: str
    quorum_begruendung: str
    liste: str | None
    erfasst: int
    gueltig: int
    ungueltig: tuple[UngueltigeUnterschrift, ...]
    maengel: tuple[Mangel, ...]
    hinweise: tuple[str, ...]

    @property
    def id(self) -> str:
        return self.person.id

    @property
    def vorschlag(self) -> Vorschlag:
        """``zurueckweisen`` while any defect remains (§ 10 Abs. 5 Satz 2 KomWG), else ``zulassen``."""
        return "zurueckweisen" if self.maengel else "zulassen"

    @property
    def vorlaeufig(self) -> bool:
        """True if data is missing or a defect can still be cured: the outcome may change.

        A defect that is recorded and can no longer be cured (late filing, not eligible) decides the
        proposal whatever else is missing: then it is not provisional.
        """
        if any(m.erfasst and not m.behebbar for m in self.maengel):
            return False
        return any(not m.erfasst or m.behebbar for m in self.maengel)

    @property
    def begruendung(self) -> str:
        """The reasons for the proposal, in one German paragraph."""
        if not self.maengel:
            return "Alle anhand der Daten prüfbaren Voraussetzungen sind erfüllt."
        return " ".join(f"{m.text} ({m.vorschrift})." for m in self.maengel)

    def als_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.person.name,
            "art": self.art,
            "erforderlich": self.erforderlich,
            "gueltig": self.gueltig,
            "ungueltig": [u.als_json() for u in self.ungueltig],
            "maengel": [m.als_json() for m in self.maengel],
            "vorschlag": self.vorschlag,
            "vorlaeufig": self.vorlaeufig,
            "begruendung": self.begruendung,
            "quorum": {"vorschrift": self.quorum_vorschrift, "begruendung": self.quorum_begruendung},
            "unterschriften": {"datei": self.liste, "erfasst": self.erfasst} if self.liste else None,
            "hinweise": list(self.hinweise),
        }


@dataclass(frozen=True)
class Pruefergebnis:
    """The check of every application of one election."""

    daten: Wahldaten
    stichtag: datetime
    rechtsstand: str
    bewerbungen: tuple[Bewerbungspruefung, ...]
    hinweise: tuple[str, ...] = field(default=())

    @property
    def vorschriften(self) -> _Vorschriften:
        """The citations of the Land's law this check used."""
        return VORSCHRIFTEN[recht.rechtsstand(self.daten.wahl).kennung]

    def bewerbung(self, id: str) -> Bewerbungspruefung:
        for b in self.bewerbungen:
            if b.id == id:
                return b
        raise KeyError(id)

    @property
    def zusammenfassung(self) -> str:
        """One line for the committee: how many to admit, to reject, and how many are provisional."""
        n = len(self.bewerbungen)
        zu = sum(b.vorschlag == "zulassen" for b in self.bewerbungen)
        ab = n - zu
        vorl = sum(b.vorlaeufig for b in self.bewerbungen)
        teile = [
            f"{n} {'Bewerbung' if n == 1 else 'Bewerbungen'} geprüft",
            f"Vorschlag: {zu} zulassen, {ab} zurückweisen",
        ]
        if vorl:
            teile.append(f"{vorl} davon vorläufig (Angaben nicht erfasst oder Mängel noch behebbar)")
        return "; ".join(teile) + "."

    def als_json(self) -> dict[str, Any]:
        """The stable JSON of ``notices pruefen --json`` (keys may be added, none renamed)."""
        return {
            "bewerber": [b.als_json() for b in self.bewerbungen],
            "stichtag": self.stichtag.isoformat(timespec="minutes"),
            "rechtsstand": self.rechtsstand,
            "zusammenfassung": self.zusammenfassung,
            "hinweise": list(self.hinweise),
        }


# ------------------------------------------------------------------------------------------------
# Reading the lists


def lies_listen(daten: Wahldaten, basis: Path) -> dict[str, list[Unterschrift]]:
    """Read every applicant's signer list (paths relative to ``basis``, the data file's folder).

    Raises one :class:`Eingabefehler` with the problems of every list.
    """
    listen: dict[str, list[Unterschrift]] = {}
    probleme = []
    for b in daten.bewerber:
        if b.unterschriften is None:
            continue
        try:
            listen[b.id] = lies_liste(basis / b.unterschriften, b.unterschriften)
        except Eingabefehler as e:
            probleme.extend(e.probleme)
    if probleme:
        raise Eingabefehler(probleme)
    return listen


def stichtag_der_daten(daten: Wahldaten, listen: Mapping[str, Sequence[Unterschrift]] = {}) -> datetime:
    """The moment the check describes: the data's date or its latest recorded event, whichever is later.

    Taken from the data, not the clock (same data, same report); ``--stichtag`` overrides it.
    """
    zeitpunkte = [datetime.combine(daten.stand, time(0, 0))]
    zeitpunkte += [b.eingang for b in daten.bewerber if b.eingang]
    zeitpunkte += [p.zustimmung for p in daten.stichwahl_bewerber if p.zustimmung]
    zeitpunkte += [u.eingang for liste in listen.values() for u in liste if u.eingang]
    return max(zeitpunkte)


# ------------------------------------------------------------------------------------------------
# The check


def _frist(fristen: Mapping[str, Frist], id: str, text: str) -> Heilungsfrist:
    f = fristen.get(id)
    if f is None:
        return Heilungsfrist(id, None, None, text + " (Termin noch nicht festgelegt)")
    wann = deutsch.datum_lang(f.datum) + (f", {deutsch.uhrzeit(f.uhrzeit)}" if f.uhrzeit else "")
    return Heilungsfrist(id, f.datum, f.uhrzeit, f"{text}: {wann}")


def _zeit(zeitpunkt: datetime) -> str:
    return f"{deutsch.datum_kurz(zeitpunkt.date())}, {deutsch.uhrzeit(zeitpunkt)}"


def _fehlen(anzahl: int) -> str:
    if anzahl == 1:
        return "Es fehlt 1 gültige Unterstützungsunterschrift"
    return f"Es fehlen {anzahl} gültige Unterstützungsunterschriften"


def volljaehrig_am(geburtsdatum: date, jahre: int) -> date:
    """The first day on which ``jahre`` years of life are completed (§ 187 Abs. 2 Satz 2, § 188 Abs. 2 BGB).

    A year of life is completed at the end of the day before the birthday, so the birthday itself is
    the first such day; for 29 February in a common year it is 1 March.
    """
    try:
        return geburtsdatum.replace(year=geburtsdatum.year + jahre)
    except ValueError:
        return date(geburtsdatum.year + jahre, 3, 1)


class _Pruefer:
    def __init__(self, daten: Wahldaten, listen: Mapping[str, Sequence[Unterschrift]], stichtag: datetime) -> None:
        self.daten = daten
        self.wahl = daten.wahl
        self.listen = listen
        self.stichtag = stichtag
        self.rs = recht.rechtsstand(self.wahl)
        self.v = VORSCHRIFTEN[self.rs.kennung]
        self.fristen = {f.id: f for f in recht.fristen(self.wahl)}
        # BW and ST a. F.: the end set by the council; ST, SL: a day fixed by the statute.
        ende_id = "einreichungsfrist_ende" if "einreichungsfrist_ende" in self.fristen else "einreichung_bis"
        ende = self.fristen.get(ende_id)
        self.frist_ende = datetime.combine(ende.datum, ende.uhrzeit or time(18, 0)) if ende else None
        self.fristende = _frist(self.fristen, ende_id, "bis zum Ende der Einreichungsfrist")
        self.mehrfach_gemeldet: dict[str, int] = {}
        self.entscheidung = _frist(
            self.fristen, "zulassung_spaetestens", "bis zur Entscheidung über die Zulassung, spätestens"
        )
        self.stichwahl_frist = _frist(self.fristen, "stichwahl_zustimmung_bis", "bis zum Ablauf der Zustimmungsfrist")
        self.stichwahl_entscheidung = _frist(
            self.fristen,
            "stichwahl_zulassung_spaetestens",
            "bis zur Entscheidung über die Zulassung zur Stichwahl, spätestens",
        )
        self.ausschreibung = self.wahl.stellenausschreibung or self.wahl.bekanntmachung_der_wahl
        self.beginn = self.fristen.get("einreichungsfrist_beginn")

    # -- helpers --------------------------------------------------------------------------------

    def _behebbar(self, bis: Heilungsfrist | None, entscheidung: Heilungsfrist) -> bool:
        """Can a defect still be cured at the Stichtag? Never after the admission decision (§ 20 Abs. 5 Satz 3)."""
        if bis is None:
            return False
        grenzen = [g for g in (bis.ende, entscheidung.ende) if g is not None]
        return all(self.stichtag <= g for g in grenzen)

    def _mangel(
        self,
        art: Mangelart,
        vorschrift: str,
        text: str,
        bis: Heilungsfrist | None,
        entscheidung: Heilungsfrist,
        erfasst: bool = True,
    ) -> Mangel:
        return Mangel(art, vorschrift, text, self._behebbar(bis, entscheidung), bis, erfasst)

    # -- signatures ------------------------------------------------------------------------------

    def _eigene_gruende(self, b: Bewerber, u: Unterschrift) -> tuple[list[str], list[str]]:
        """Reasons a signature does not count, judged on its own row (§ 10 Abs. 2 KomWG, § 20 Abs. 2, 5 KomWO)."""
        gruende: list[str] = []
        regeln: list[str] = []
        fehlt = u.fehlende_angaben()
        if fehlt:
            gruende.append(f"Angaben fehlen: {', '.join(fehlt)} ({self.v.angaben})")
            regeln.append("angaben")
        if u.wahlberechtigt is False:
            gruende.append(f"nicht wahlberechtigt im Zeitpunkt der Unterzeichnung ({self.v.wahlberechtigt})")
            regeln.append("nicht_wahlberechtigt")
        elif u.wahlberechtigt is None:
            gruende.append(f"Wahlrecht noch nicht geprüft (Spalte wahlberechtigt leer; {self.v.wahlberechtigt})")
            regeln.append("wahlrecht_ungeprueft")
        d = u.datum_unterschrift
        if d is not None and self.ausschreibung is not None and d < self.ausschreibung:
            gruende.append(
                f"am {deutsch.datum_kurz(d)} unterzeichnet, vor der Ausschreibung der Stelle am "
                f"{deutsch.datum_kurz(self.ausschreibung)}; amtliche Formblätter gibt es erst danach "
                f"({self.v.formblatt})"
            )
            regeln.append("vor_ausschreibung")
        eingang = u.eingang or b.eingang
        mit_uhrzeit = u.eingang_mit_uhrzeit if u.eingang else True
        if eingang is None:
            gruende.append("Eingang unbekannt (Spalte eingang leer und Eingang der Bewerbung nicht erfasst)")
            regeln.append("eingang_unbekannt")
        else:
            if self.frist_ende is not None:
                zu_spaet = eingang > self.frist_ende if mit_uhrzeit else eingang.date() > self.frist_ende.date()
                if zu_spaet:
                    wann = _zeit(eingang) if mit_uhrzeit else deutsch.datum_kurz(eingang.date())
                    gruende.append(
                        f"Formblatt am {wann} eingegangen, nach Ende der Einreichungsfrist "
                        f"({_zeit(self.frist_ende)}; {self.v.unterschriften_fehlen})"
                    )
                    regeln.append("nach_fristende")
            if d is not None and d > eingang.date():
                gruende.append(
                    f"Tag der Unterzeichnung ({deutsch.datum_kurz(d)}) liegt nach dem Eingang des Formblatts "
                    f"({deutsch.datum_kurz(eingang.date())})"
                )
                regeln.append("nach_eingang")
        if (
            d is not None
            and self.frist_ende is not None
            and d > self.frist_ende.date()
            and "nach_eingang" not in regeln
        ):
            gruende.append(
                f"nach Ende der Einreichungsfrist ({_zeit(self.frist_ende)}) unterzeichnet "
                f"({self.v.unterschriften_fehlen})"
            )
            regeln.append("nach_fristende")
        return gruende, regeln

    def unterschriften(self) -> dict[str, tuple[int, tuple[UngueltigeUnterschrift, ...]]]:
        """Per applicant: the number of valid signatures and the void ones with reasons."""
        bewerber = {b.id: b for b in self.daten.bewerber}
        # Who signed where: every recorded row, valid or not (§ 20 Abs. 2 Nr. 3 KomWO: "unterzeichnet").
        wo: dict[tuple[str, str, date], list[tuple[str, Unterschrift]]] = defaultdict(list)
        schluessel_von: dict[int, tuple[str, str, date] | None] = {}
        for bid, liste in self.listen.items():
            for u in liste:
                schluessel = personenschluessel(u.familienname, u.vornamen, u.geburtsdatum)
                schluessel_von[id(u)] = schluessel
                if schluessel is not None:
                    wo[schluessel].append((bid, u))
        mehrfach = {k for k, treffer in wo.items() if len({bid for bid, _ in treffer}) > 1}

        ergebnis = {}
        for bid, liste in self.listen.items():
            b = bewerber[bid]
            gueltig = 0
            ungueltig: list[UngueltigeUnterschrift] = []
            gezaehlt: dict[tuple[str, str, date], Unterschrift] = {}
            for u in liste:
                gruende, regeln = self._eigene_gruende(b, u)
                schluessel = schluessel_von[id(u)]
                auch: tuple[Mitunterzeichnung, ...] = ()
                if schluessel in mehrfach and not self.v.mehrfach_ungueltig:
                    self.mehrfach_gemeldet[bid] = self.mehrfach_gemeldet.get(bid, 0) + 1
                if schluessel in mehrfach and self.v.mehrfach_ungueltig:
                    auch = tuple(
                        Mitunterzeichnung(andere, bewerber[andere].name, v.datei, v.zeile)
                        for andere, v in wo[schluessel]
                        if andere != bid
                    )
                    stellen = ", ".join(f"{m.name} ({m.datei}, Zeile {m.zeile})" for m in auch)
                    gruende.insert(
                        0,
                        f"hat mehrere Bewerbungen unterzeichnet, auch die von {stellen}; alle Unterschriften "
                        f"dieser Person für diese Wahl sind ungültig ({self.v.mehrfach})",
                    )
                    regeln.insert(0, "mehrfach")
                elif not gruende and schluessel in gezaehlt:
                    erste = gezaehlt[schluessel]
                    gruende.append(f"dieselbe Person wie in Zeile {erste.zeile}; sie zählt nur einmal")
                    regeln.append("doppelt")
                if gruende:
                    ungueltig.append(
                        UngueltigeUnterschrift(u.datei, u.zeile, u.name, tuple(gruende), tuple(regeln), auch)
                    )
                else:
                    gueltig += 1
                    if schluessel is not None:
                        gezaehlt[schluessel] = u
            ergebnis[bid] = (gueltig, tuple(ungueltig))
        return ergebnis

    # -- the parts of a check --------------------------------------------------------------------

    def _waehlbarkeit(self, p: Person, tag: date | None, entscheidung: Heilungsfrist) -> tuple[list[Mangel], list[str]]:
        maengel: list[Mangel] = []
        hinweise: list[str] = []
        if p.staatsangehoerigkeit != "DE" and not p.ist_unionsbuerger:
            maengel.append(
                self._mangel(
                    "waehlbarkeit",
                    self.v.wahlbar,
                    f"Laut Datendatei ist die Staatsangehörigkeit „{p.staatsangehoerigkeit}“: weder Deutscher "
                    "noch Unionsbürger und daher nicht wählbar",
                    None,
                    entscheidung,
                )
            )
        if tag is not None and self.v.mindestalter is not None:
            ab = volljaehrig_am(p.geburtsdatum, self.v.mindestalter)
            if ab > tag:
                maengel.append(
                    self._mangel(
                        "waehlbarkeit",
                        self.v.lebensalter,
                        f"Geboren am {deutsch.datum_kurz(p.geburtsdatum)}: am Wahltag "
                        f"({deutsch.datum_kurz(tag)}) ist das {self.v.mindestalter}. Lebensjahr noch nicht vollendet "
                        f"(erst ab {deutsch.datum_kurz(ab)}); nicht wählbar",
                        None,
                        entscheidung,
                    )
                )
        alter = (
            tag.year - p.geburtsdatum.year - ((tag.month, tag.day) < (p.geburtsdatum.month, p.geburtsdatum.day))
            if tag is not None
            else None
        )
        grenzen = self.v.altersgrenzen
        if alter is not None and grenzen is not None and not grenzen[0] <= alter < grenzen[1]:
            hinweise.append(
                f"Alter am Wahltag: {alter} Jahre. {self.v.altershinweis} ({self.v.lebensalter}); "
                "bitte von Hand prüfen."
            )
        return maengel, hinweise

    def _unterlagen(
        self,
        p: Person,
        u: Unterlagen | None,
        wb_noetig: bool,
        bis: Heilungsfrist,
        entscheidung: Heilungsfrist,
        stichwahl: bool,
    ) -> list[Mangel]:
        v = self.v
        if u is None:
            teile = ["Wählbarkeitsbescheinigung"] if wb_noetig else []
            teile.append("eidesstattliche Versicherung")
            if p.ist_unionsbuerger:
                teile.append("eidesstattliche Versicherung als Unionsbürger")
            return [
                self._mangel(
                    "unterlagen",
                    v.stichwahl_versicherung if stichwahl else v.unterlagen,
                    f"Die Unterlagen sind nicht erfasst (kein Schlüssel unterlagen in der Datendatei); "
                    f"bitte prüfen und eintragen: {', '.join(teile)}",
                    bis,
                    entscheidung,
                    erfasst=False,
                )
            ]
        maengel = []
        entschuldigt = set(u.unverschuldet_nicht_rechtzeitig)
        if wb_noetig and not u.waehlbarkeitsbescheinigung:
            text = "Die Wählbarkeitsbescheinigung fehlt"
            frist = bis
            if "waehlbarkeitsbescheinigung" in entschuldigt:
                text += (
                    "; sie konnte laut Datendatei aus Gründen, die der Bewerber nicht zu vertreten hat, nicht "
                    f"rechtzeitig erbracht werden ({v.unverschuldet}) und kann bis zur Entscheidung nachgereicht "
                    "werden – ob das zutrifft, entscheidet der Ausschuss"
                )
                frist = entscheidung
            maengel.append(
                self._mangel(
                    "unterlagen",
                    v.stichwahl_wb if stichwahl else v.waehlbarkeitsbescheinigung,
                    text,
                    frist,
                    entscheidung,
                )
            )
        if not u.eidesstattliche_versicherung:
            maengel.append(
                self._mangel(
                    "unterlagen",
                    v.stichwahl_versicherung if stichwahl else v.versicherung,
                    "Die eidesstattliche Versicherung, nicht von der Wählbarkeit ausgeschlossen zu sein "
                    "(Anlage 17), fehlt",
                    bis,
                    entscheidung,
                )
            )
        if p.ist_unionsbuerger and not u.unionsbuerger_versicherung:
            maengel.append(
                self._mangel(
                    "unterlagen",
                    v.unionsbuerger,
                    "Die eidesstattliche Versicherung des Unionsbürgers über die Staatsangehörigkeit und die "
                    "Wählbarkeit im Herkunftsmitgliedstaat fehlt",
                    bis,
                    entscheidung,
                )
            )
        if p.ist_unionsbuerger and u.herkunftsstaat_bescheinigung_verlangt and not u.herkunftsstaat_bescheinigung:
            text = "Die verlangte Bescheinigung des Herkunftsmitgliedstaates über die Wählbarkeit fehlt"
            frist = bis
            if "herkunftsstaat_bescheinigung" in entschuldigt:
                text += (
                    "; sie konnte laut Datendatei unverschuldet nicht rechtzeitig erbracht werden "
                    f"({v.unverschuldet}) und kann bis zur Entscheidung nachgereicht werden"
                )
                frist = entscheidung
            maengel.append(self._mangel("unterlagen", v.herkunftsstaat, text, frist, entscheidung))
        return maengel

    def bewerber(
        self, b: Bewerber, zaehlung: tuple[int, tuple[UngueltigeUnterschrift, ...]] | None
    ) -> Bewerbungspruefung:
        v = self.v
        q = recht.quorum(self.wahl, b.amtsinhaber, bewerber=b)
        maengel: list[Mangel] = []
        hinweise: list[str] = []
        entscheidung = self.entscheidung

        # Filing (§ 10 Abs. 1 KomWG, § 20 Abs. 1 KomWO)
        if b.eingang is None:
            maengel.append(
                self._mangel(
                    "frist",
                    v.eingangsvermerk,
                    "Der Eingang der Bewerbung (Tag und Uhrzeit) ist nicht erfasst; ob sie fristgerecht ist, "
                    "lässt sich nicht prüfen",
                    self.fristende,
                    entscheidung,
                    erfasst=False,
                )
            )
        else:
            if self.frist_ende is not None and b.eingang > self.frist_ende:
                maengel.append(
                    self._mangel(
                        "frist",
                        v.frist_unheilbar,
                        f"Die Bewerbung ist am {_zeit(b.eingang)} eingegangen, nach Ende der Einreichungsfrist "
                        f"({_zeit(self.frist_ende)}); das kann nicht behoben werden",
                        None,
                        entscheidung,
                    )
                )
            if self.beginn is not None and b.eingang.date() < self.beginn.datum:
                maengel.append(
                    self._mangel(
                        "frist",
                        v.fristbeginn,
                        f"Die Bewerbung ist am {_zeit(b.eingang)} eingegangen, vor Beginn der Einreichungsfrist "
                        f"({deutsch.datum_kurz(self.beginn.datum)}); sie ist nicht innerhalb der Frist eingereicht "
                        "und muss innerhalb der Frist erneut eingereicht werden",
                        self.fristende,
                        entscheidung,
                    )
                )

        # Signatures (§ 10 Abs. 2 KomWG, § 20 Abs. 2, Abs. 5 Satz 2 Nr. 2 KomWO)
        gueltig, ungueltig = zaehlung if zaehlung is not None else (0, ())
        erfasst = gueltig + len(ungueltig)
        entschuldigt = (
            b.unterlagen is not None and "wahlrechtsnachweise" in b.unterlagen.unverschuldet_nicht_rechtzeitig
        )
        if q.anzahl > 0 and b.unterschriften is None:
            maengel.append(
                self._mangel(
                    "unterschriften",
                    q.vorschrift,
                    f"Es sind keine Unterstützungsunterschriften erfasst (kein Schlüssel unterschriften in der "
                    f"Datendatei); erforderlich sind {q.anzahl}",
                    self.fristende,
                    entscheidung,
                    erfasst=False,
                )
            )
        elif gueltig < q.anzahl:
            text = f"{_fehlen(q.anzahl - gueltig)}: {gueltig} gültige von {q.anzahl} erforderlichen"
            ungeprueft = sum("wahlrecht_ungeprueft" in u.regeln for u in ungueltig)
            if ungeprueft:
                text += (
                    f"; {ungeprueft} erfasste {'ist' if ungeprueft == 1 else 'sind'} noch nicht auf das Wahlrecht "
                    "geprüft (Spalte wahlberechtigt leer)"
                )
            frist = self.fristende
            vorschrift = f"{q.vorschrift}, {v.unterschriften_fehlen}"
            if entschuldigt:
                text += (
                    "; der Nachweis des Wahlrechts von Unterzeichnern konnte laut Datendatei unverschuldet nicht "
                    "rechtzeitig erbracht werden und kann bis zur Entscheidung nachgereicht werden – ob das "
                    "zutrifft, entscheidet der Ausschuss"
                )
                frist = entscheidung
                vorschrift = f"{q.vorschrift}, {v.unterschriften_unverschuldet}"
            maengel.append(self._mangel("unterschriften", vorschrift, text, frist, entscheidung))
        if q.anzahl == 0 and b.unterschriften is not None and erfasst:
            hinweise.append(
                f"Unterstützungsunterschriften sind nicht erforderlich ({q.begruendung}); die {erfasst} erfassten "
                "zählen nicht, machen aber Unterschriften derselben Personen für andere Bewerber ungültig "
                f"({v.mehrfach})."
            )
        ohne_uhrzeit = [
            u
            for u in (self.listen.get(b.id) or ())
            if u.eingang is not None
            and not u.eingang_mit_uhrzeit
            and self.frist_ende is not None
            and u.eingang.date() == self.frist_ende.date()
        ]
        if ohne_uhrzeit:
            zeilen = ", ".join(str(u.zeile) for u in ohne_uhrzeit[:10]) + (" …" if len(ohne_uhrzeit) > 10 else "")
            hinweise.append(
                f"{len(ohne_uhrzeit)} {'Formblatt ist' if len(ohne_uhrzeit) == 1 else 'Formblätter sind'} am letzten "
                "Tag der Einreichungsfrist ohne Uhrzeit erfasst "
                f"(Zeilen {zeilen}); "
                "gezählt als vor 18 Uhr eingegangen – bitte die Eingangsvermerke prüfen."
            )

        # Documents (§ 20 Abs. 3 KomWO)
        if self.v.unterlagen_pruefen:
            maengel += self._unterlagen(b, b.unterlagen, True, self.fristende, entscheidung, stichwahl=False)
        if self.mehrfach_gemeldet.get(b.id):
            n = self.mehrfach_gemeldet[b.id]
            hinweise.append(
                f"{n} {'Person hat' if n == 1 else 'Personen haben'} auch für andere Bewerber unterschrieben; "
                f"gezählt, aber bitte nach dem Landesrecht prüfen ({self.v.mehrfach})."
            )

        # Eligibility (§ 46 Abs. 1 GemO)
        m, h = self._waehlbarkeit(b, self.wahl.wahltag, entscheidung)
        maengel += m
        hinweise += h

        return self._ergebnis(
            b,
            "bewerber",
            q.anzahl,
            q.vorschrift,
            q.begruendung,
            b.unterschriften,
            erfasst,
            gueltig,
            ungueltig,
            maengel,
            hinweise,
        )

    def stichwahl_bewerber(self, p: StichwahlBewerber) -> Bewerbungspruefung:
        v = self.v
        maengel: list[Mangel] = []
        hinweise: list[str] = []
        entscheidung = self.stichwahl_entscheidung
        frist = self.fristen.get("stichwahl_zustimmung_bis")
        if self.rs.zweiter_wahlgang != "stichwahl" or frist is None:
            hinweise.append(
                "Eine Zustimmung zur Stichwahl kennt dieser Rechtsstand nicht (Neuwahl nach altem Recht) oder der "
                "Tag der ersten Wahl fehlt; nicht geprüft."
            )
        else:
            ende = datetime.combine(frist.datum, frist.uhrzeit or time(18, 0))
            if p.zustimmung is None:
                maengel.append(
                    self._mangel(
                        "zustimmung",
                        v.stichwahl_zustimmung,
                        "Die schriftliche Zustimmung zur Teilnahme an der Stichwahl ist nicht erfasst",
                        self.stichwahl_frist,
                        entscheidung,
                        erfasst=False,
                    )
                )
            elif p.zustimmung > ende:
                maengel.append(
                    self._mangel(
                        "zustimmung",
                        v.stichwahl_unheilbar,
                        f"Die Zustimmung ist am {_zeit(p.zustimmung)} eingegangen, nach Ablauf der Zustimmungsfrist "
                        f"({_zeit(ende)}); das kann nicht behoben werden",
                        None,
                        entscheidung,
                    )
                )
            elif p.zustimmung.date() <= self.wahl.wahltag:
                hinweise.append(
                    f"Die Zustimmung ist am {_zeit(p.zustimmung)} erfasst, nicht nach der ersten Wahl "
                    f"({deutsch.datum_kurz(self.wahl.wahltag)}); bitte prüfen (§ 20a Abs. 1 KomWO)."
                )
        wohnt_hier = normalisiere_name(p.anschrift.ort) == normalisiere_name(self.wahl.gemeinde)
        if wohnt_hier:
            hinweise.append(
                f"Wohnt laut Anschrift in {self.wahl.gemeinde}: keine Wählbarkeitsbescheinigung nötig "
                f"({v.stichwahl_wb})."
            )
        else:
            hinweise.append(
                f"Wohnort laut Anschrift „{p.anschrift.ort}“ ist nicht die Gemeinde {self.wahl.gemeinde}: "
                f"Wählbarkeitsbescheinigung nötig ({v.stichwahl_wb}). Liegt der Wohnort doch in der Gemeinde "
                "(Ortsteil), entfällt sie – bitte prüfen."
            )
        maengel += self._unterlagen(p, p.unterlagen, not wohnt_hier, self.stichwahl_frist, entscheidung, stichwahl=True)
        m, h = self._waehlbarkeit(p, self.wahl.stichwahltag or self.wahl.wahltag, entscheidung)
        maengel += m
        hinweise += h
        return self._ergebnis(
            p,
            "stichwahl_bewerber",
            0,
            "§ 10a Abs. 2 Satz 2 KomWG",
            v.stichwahl_quorum,
            None,
            0,
            0,
            (),
            maengel,
            hinweise,
        )

    def _ergebnis(
        self,
        p: Bewerber | StichwahlBewerber,
        art: Literal["bewerber", "stichwahl_bewerber"],
        erforderlich: int,
        quorum_vorschrift: str,
        quorum_begruendung: str,
        liste: str | None,
        erfasst: int,
        gueltig: int,
        ungueltig: tuple[UngueltigeUnterschrift, ...],
        maengel: list[Mangel],
        hinweise: list[str],
    ) -> Bewerbungspruefung:
        ergebnis = Bewerbungspruefung(
            p,
            art,
            erforderlich,
            quorum_vorschrift,
            quorum_begruendung,
            liste,
            erfasst,
            gueltig,
            ungueltig,
            tuple(maengel),
            tuple(hinweise),
        )
        if p.zugelassen is not None and p.zugelassen != (ergebnis.vorschlag == "zulassen"):
            wort = "zugelassen" if p.zugelassen else "zurückgewiesen"
            schluessel = "true" if p.zugelassen else "false"
            hinweise.append(
                f"Laut Datendatei ist die Bewerbung bereits {wort} (zugelassen = {schluessel}); "
                "die erfassten Daten tragen das nicht – bitte abgleichen."
            )
            ergebnis = replace(ergebnis, hinweise=tuple(hinweise))
        return ergebnis


def pruefe(
    daten: Wahldaten,
    basis: Path | None = None,
    *,
    listen: Mapping[str, Sequence[Unterschrift]] | None = None,
    stichtag: datetime | None = None,
) -> Pruefergebnis:
    """Check every application of the election and propose a decision for each.

    ``basis`` is the folder the ``unterschriften`` paths are relative to (the data file's folder);
    ``listen`` may be given instead (already read, by applicant id). ``stichtag`` is the moment the
    check describes (default: :func:`stichtag_der_daten`). Raises an Eingabefehler for unusable lists.
    """
    if listen is None:
        listen = lies_listen(daten, basis or Path.cwd())
    stichtag = stichtag or stichtag_der_daten(daten, listen)
    pruefer = _Pruefer(daten, listen, stichtag)
    zaehlung = pruefer.unterschriften()
    bewerbungen = [pruefer.bewerber(b, zaehlung.get(b.id)) for b in daten.bewerber]
    bewerbungen += [pruefer.stichwahl_bewerber(p) for p in daten.stichwahl_bewerber]
    hinweise = []
    if pruefer.frist_ende is None:
        hinweise.append(
            "Das Ende der Einreichungsfrist ist nicht festgesetzt (wahl.einreichungsfrist_ende); ob Bewerbungen und "
            "Formblätter rechtzeitig eingegangen sind, wird nicht geprüft."
        )
    if pruefer.ausschreibung is None:
        hinweise.append(
            "Weder Stellenausschreibung noch Bekanntmachung der Wahl sind erfasst; ob Unterschriften vor der "
            f"Ausschreibung geleistet wurden ({pruefer.v.formblatt}), wird nicht geprüft."
        )
    if pruefer.v.land_hinweis:
        hinweise.append(pruefer.v.land_hinweis)
    return Pruefergebnis(daten, stichtag, pruefer.rs.label, tuple(bewerbungen), tuple(hinweise))


# ------------------------------------------------------------------------------------------------
# Text report


def _vorschlag_wort(b: Bewerbungspruefung) -> str:
    wort = "zulassen" if b.vorschlag == "zulassen" else "zurückweisen"
    if not b.vorlaeufig:
        return wort
    gruende = []
    if any(not m.erfasst for m in b.maengel):
        gruende.append("Angaben nicht erfasst")
    if any(m.behebbar for m in b.maengel):
        gruende.append("Mängel noch behebbar")
    return f"{wort} – vorläufig ({', '.join(gruende)})"


def mangel_status(m: Mangel) -> str:
    """``behebbar bis …`` / ``nicht mehr behebbar`` / ``nicht erfasst`` – the state of a defect in words."""
    if m.behebbar and m.bis is not None:
        art = f"behebbar {m.bis.text}"
    elif m.behebbar:
        art = "behebbar"
    else:
        art = "nicht mehr behebbar"
    if not m.erfasst:
        return "nicht erfasst" + (f" – {art}" if m.behebbar else "")
    return art


def mangel_zeile(m: Mangel) -> str:
    """``[behebbar bis …] text (vorschrift)`` – one defect in a line of the report."""
    return f"[{mangel_status(m)}] {m.text} ({m.vorschrift})"


def bericht_text(ergebnis: Pruefergebnis) -> str:
    """The check as a German plain-text report (what ``notices pruefen`` prints)."""
    wahl = ergebnis.daten.wahl
    z = [
        f"Prüfung der Bewerbungen – {wahl.amt}wahl {wahl.gemeinde} am {deutsch.datum_lang(wahl.wahltag)}",
        f"Rechtsstand: {ergebnis.rechtsstand}",
        f"Stand der Prüfung: {deutsch.zeitpunkt(ergebnis.stichtag)}",
        f"Vorschläge – die Entscheidung trifft {ergebnis.vorschriften.entscheidung}.",
        "",
    ]
    for i, b in enumerate(ergebnis.bewerbungen, 1):
        art = "" if b.art == "bewerber" else " – Stichwahl (Zustimmung nach § 10a Abs. 2 KomWG)"
        z.append(f"{i}. {b.person.name} ({b.id}){art}")
        if b.art == "bewerber":
            if b.liste is None and b.erforderlich == 0:
                z.append(f"   Unterstützungsunterschriften: keine erforderlich – {b.quorum_begruendung}")
            elif b.liste is None:
                z.append(
                    f"   Unterstützungsunterschriften: nicht erfasst, erforderlich {b.erforderlich} – "
                    f"{b.quorum_begruendung.rstrip('.')} ({b.quorum_vorschrift})"
                )
            else:
                z.append(
                    f"   Unterstützungsunterschriften: {b.gueltig} gültig von {b.erforderlich} erforderlichen "
                    f"({b.erfasst} erfasst in {b.liste}) – {b.quorum_begruendung.rstrip('.')} ({b.quorum_vorschrift})"
                )
            if b.ungueltig:
                z.append(f"   Nicht gezählt ({len(b.ungueltig)}):")
                for u in b.ungueltig:
                    z.append(f"     Zeile {u.zeile} ({u.name or 'ohne Namen'}): {u.grund}")
        if b.maengel:
            z.append("   Mängel:")
            for m in b.maengel:
                z.append(f"     - {mangel_zeile(m)}")
        for h in b.hinweise:
            z.append(f"   Hinweis: {h}")
        z.append(f"   Vorschlag: {_vorschlag_wort(b)}")
        z.append("")
    for h in ergebnis.hinweise:
        z.append(f"Hinweis: {h}")
    z.append(f"Zusammenfassung: {ergebnis.zusammenfassung}")
    return "\n".join(z) + "\n"
