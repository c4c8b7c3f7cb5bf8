"""The results of the admission check: defects with their paragraph and cure deadline, the void
signatures, the check of one application and of the whole election, and their stable JSON
(``notices pruefen --json``: keys may be added, none renamed)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, time
from typing import Any, Literal

from notices import ausgaben, recht
from notices.ausgaben import Mangelart, Vorschlag
from notices.model import Bewerber, StichwahlBewerber, Wahldaten
from notices.recht.grundlagen import Pruefvorschriften, Reihenfolgebericht


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
        return self.ausgabe().als_json()

    def ausgabe(self) -> ausgaben.MangelBehebbarBis:
        return ausgaben.MangelBehebbarBis(
            frist=self.frist,
            datum=self.datum.isoformat() if self.datum else None,
            uhrzeit=self.uhrzeit.strftime("%H:%M") if self.uhrzeit else None,
            text=self.text,
        )


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
        return self.ausgabe().als_json()

    def ausgabe(self) -> ausgaben.Mangel:
        return ausgaben.Mangel(
            vorschrift=self.vorschrift,
            text=self.text,
            behebbar=self.behebbar,
            behebbar_bis=self.bis.ausgabe() if self.bis and self.behebbar else None,
            art=self.art,
            erfasst=self.erfasst,
        )


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
        return self.ausgabe().als_json()

    def ausgabe(self) -> ausgaben.Ungueltig:
        return ausgaben.Ungueltig(
            datei=self.datei,
            zeile=self.zeile,
            grund=self.grund,
            regeln=list(self.regeln),
            name=self.name,
            auch_bei=[
                ausgaben.UngueltigAuchBei(bewerber=m.bewerber, datei=m.datei, zeile=m.zeile) for m in self.auch_bei
            ],
        )


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
        """``zurueckweisen`` where a recorded defect can no longer be cured (BW § 10 Abs. 5 Satz 2 KomWG);
        ``offen`` where something is not recorded yet or a defect can still be cured; else ``zulassen``."""
        if any(m.erfasst and not m.behebbar for m in self.maengel):
            return "zurueckweisen"
        return "offen" if self.maengel else "zulassen"

    @property
    def vorlaeufig(self) -> bool:
        """True where the outcome may still change (the proposal is ``offen``)."""
        return self.vorschlag == "offen"

    @property
    def offen_weil(self) -> tuple[str, ...]:
        """What keeps the proposal open: the data not recorded, the defects that can still be cured."""
        gruende = []
        if any(not m.erfasst for m in self.maengel):
            gruende.append("Angaben nicht erfasst")
        if any(m.erfasst and m.behebbar for m in self.maengel):
            gruende.append("Mängel noch behebbar")
        return tuple(gruende)

    @property
    def begruendung(self) -> str:
        """The reasons for the proposal, in one German paragraph."""
        if not self.maengel:
            return "Alle anhand der Daten prüfbaren Voraussetzungen sind erfüllt."
        return " ".join(f"{m.text} ({m.vorschrift})." for m in self.maengel)

    def als_json(self) -> dict[str, Any]:
        return self.ausgabe().als_json()

    def ausgabe(self, mit_ungueltigen: bool = True) -> ausgaben.Bewerbung:
        """The check as its output model; without the void signatures (an empty list in their place) for
        :func:`notices.dienste.pruefung_json`, which writes them one at a time."""
        return ausgaben.Bewerbung(
            id=self.id,
            name=self.person.name,
            art=self.art,
            erforderlich=self.erforderlich,
            gueltig=self.gueltig,
            ungueltig=[u.ausgabe() for u in self.ungueltig] if mit_ungueltigen else [],
            maengel=[m.ausgabe() for m in self.maengel],
            vorschlag=self.vorschlag,
            vorlaeufig=self.vorlaeufig,
            offen_weil=list(self.offen_weil),
            begruendung=self.begruendung,
            quorum=ausgaben.BewerbungQuorum(vorschrift=self.quorum_vorschrift, begruendung=self.quorum_begruendung),
            unterschriften=ausgaben.BewerbungUnterschriften(datei=self.liste, erfasst=self.erfasst)
            if self.liste
            else None,
            hinweise=list(self.hinweise),
        )


@dataclass(frozen=True)
class Pruefergebnis:
    """The check of every application of one election."""

    daten: Wahldaten
    stichtag: datetime
    rechtsstand: str
    bewerbungen: tuple[Bewerbungspruefung, ...]
    hinweise: tuple[str, ...] = field(default=())
    stichwahl: bool = False
    """True: the check of the consents to the Stichwahl (its own committee meeting), else of the applications."""
    reihenfolge: Reihenfolgebericht | None = None
    """What the committee must know of the order of the notice (BW: simultaneous filings and the Los), where
    the Land says it (:func:`notices.reihenfolge.im_bericht`)."""
    stichtag_art: Literal["angegeben", "sitzung", "eingang", "stand", "frist", "wahltag"] = "angegeben"
    """Where the Stichtag comes from (:data:`notices.pruefung.Stichtagsart`): the reports word it accordingly."""

    @property
    def in_reihenfolge(self) -> tuple[Bewerbungspruefung, ...]:
        """The checks in the order the reports number them: the Land's (the notice's) where it states one,
        else the order of the file."""
        if self.reihenfolge is None:
            return self.bewerbungen
        rang = {id: i for i, id in enumerate(self.reihenfolge.reihenfolge)}
        return tuple(sorted(self.bewerbungen, key=lambda b: rang.get(b.id, len(rang))))

    @property
    def vorschriften(self) -> Pruefvorschriften:
        """The citations of the Land's law this check used."""
        return recht.rechtsstand(self.daten.wahl).pruefung

    @property
    def entscheidung(self) -> str:
        """Who decides on what this check proposes, with the citation: the admission of the applications, or
        of the persons who consented to the Stichwahl (BW § 10a Abs. 3 KomWG)."""
        v = self.vorschriften
        return v.stichwahl.entscheidung if self.stichwahl and v.stichwahl is not None else v.entscheidung

    def bewerbung(self, id: str) -> Bewerbungspruefung:
        for b in self.bewerbungen:
            if b.id == id:
                return b
        raise KeyError(id)

    @property
    def zusammenfassung(self) -> str:
        """One line for the committee: how many to admit, to reject, and how many are still open."""
        n = len(self.bewerbungen)
        zaehl = {v: sum(b.vorschlag == v for b in self.bewerbungen) for v in ("zulassen", "zurueckweisen", "offen")}
        wort = ("Zustimmung", "Zustimmungen") if self.stichwahl else ("Bewerbung", "Bewerbungen")
        teile = [
            f"{n} {wort[0] if n == 1 else wort[1]} geprüft",
            f"Vorschlag: {zaehl['zulassen']} zulassen, {zaehl['zurueckweisen']} zurückweisen",
        ]
        if zaehl["offen"]:
            teile[-1] += f", {zaehl['offen']} offen (Angaben nicht erfasst oder Mängel noch behebbar)"
        return "; ".join(teile) + "."

    def als_json(self) -> dict[str, Any]:
        """The stable JSON of ``notices pruefen --json`` (:class:`notices.ausgaben.Pruefung`)."""
        return self.ausgabe().als_json()

    def ausgabe(self, mit_bewerbern: bool = True) -> ausgaben.Pruefung:
        """The check as its output model; without the applications (an empty list in their place) for
        :func:`notices.dienste.pruefung_json`, which writes them one at a time."""
        return ausgaben.Pruefung(
            bewerber=[b.ausgabe() for b in self.bewerbungen] if mit_bewerbern else [],
            stichtag=self.stichtag.isoformat(timespec="minutes"),
            stichwahl=self.stichwahl,
            rechtsstand=self.rechtsstand,
            land=self.daten.wahl.land,
            rechtsstand_kennung=recht.rechtsstand(self.daten.wahl).kennung,
            zusammenfassung=self.zusammenfassung,
            hinweise=list(self.hinweise),
            reihenfolge=ausgaben.PruefungReihenfolge(
                titel=self.reihenfolge.titel,
                absaetze=list(self.reihenfolge.absaetze),
                bewerber=list(self.reihenfolge.reihenfolge),
            )
            if self.reihenfolge is not None
            else None,
        )


@dataclass
class Befund:
    """Defects and notes of one part of the check, in the order they are reported."""

    maengel: list[Mangel] = field(default_factory=list)
    hinweise: list[str] = field(default_factory=list)

    def __iadd__(self, anderer: Befund) -> Befund:
        self.maengel += anderer.maengel
        self.hinweise += anderer.hinweise
        return self
