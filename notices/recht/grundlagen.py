"""The shapes in which every Land's rule set states its law: dated, with citations.

Borrowed from OpenFisca (every parameter is dated and cites its law) and python-stdnum (one module
per jurisdiction, one small interface). A Land module holds only data of these shapes and the few
checks its statute words differently; the arithmetic lives in :mod:`notices.fristen`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, time, timedelta
from itertools import pairwise
from typing import TYPE_CHECKING, Literal

from notices import deutsch

if TYPE_CHECKING:
    from notices.fehler import Problem
    from notices.model import Bewerber, Person, Wahl, Wahldaten

Bezug = Literal["wahltag", "stichwahltag", "stellenausschreibung", "einreichungsfrist_ende"]
"""The dates of an election that deadlines are counted from."""

Art = Literal["tage", "monate", "termin", "beginn", "gleichzeitig", "gesetzt", "werktag_nach"]
"""How a deadline is computed:

- ``tage``: ``n`` days before (n > 0) or after (n < 0) ``bezug`` (day 0);
- ``monate``: ``n`` calendar months before ``bezug``;
- ``termin``: the date ``bezug`` itself (the Wahltag, the Stichwahltag);
- ``beginn``: the day after the Stellenausschreibung (else after the Bekanntmachung der Wahl);
- ``gleichzeitig``: the first day of the period, or when it is a Saturday, Sunday or holiday the
  next Werktag, at ``uhrzeit`` (§ 20 Abs. 1 Satz 2 KomWO);
- ``gesetzt``: the date set in the data file (``bezug``), at ``uhrzeit``;
- ``werktag_nach``: the first Werktag after ``bezug``.
"""

Reihenfolge = Literal["eingang", "alphabetisch", "stimmen_dann_alphabetisch"]
"""Order of the public notice: by receipt, Los among simultaneous filings (BW, § 20 Abs. 6 Satz 3
KomWO); alphabetical by Familienname, Vorname (ST, § 30 Abs. 6 KWG LSA); parties represented in the
council by their votes, then the others alphabetically (SL, § 76 Abs. 3 KWG)."""


@dataclass(frozen=True)
class Regel:
    """One deadline as the statute states it."""

    id: str
    art: Art
    bezug: Bezug
    vorschrift: str
    beschreibung: str
    n: int = 0
    uhrzeit: time | None = None
    festgesetzt_von: str | None = None
    """For ``gesetzt``: who sets the date (``vom Gemeinderat``), for the arithmetic shown."""

    def __post_init__(self) -> None:
        if self.art == "gesetzt" and not self.festgesetzt_von:
            raise ValueError(f"{self.id}: a date set by an organ names it (festgesetzt_von)")


@dataclass(frozen=True)
class Stufe:
    """A quorum tier: municipalities with up to ``bis`` inhabitants (inclusive) need ``anzahl``."""

    bis: int | None
    anzahl: int


@dataclass(frozen=True)
class Quorum:
    """How many support signatures an application needs, and why."""

    anzahl: int
    vorschrift: str
    begruendung: str


Bedingung = Literal["immer", "unionsbuerger", "verlangt", "wohnt_ausserhalb", "wahlvorschlagstraeger"]
"""When a document is required: always; for a Unionsbürger; for a Unionsbürger when the chair asked
for it (``<schluessel>_verlangt``); for a run-off person who does not live in the Gemeinde; for an
applicant proposed or supported by a party or Wählergruppe (ST § 39 Abs. 2 Nr. 3 KWO LSA, SL § 104
Abs. 3 KWO)."""

Mehrfachregel = Literal["alle_ungueltig", "erste_gilt", "melden"]
"""What follows when a person signed for several applicants of one election:

- ``alle_ungueltig``: all those signatures are void (BW § 20 Abs. 2 Nr. 3 KomWO);
- ``erste_gilt``: the first one stays valid, those on all further proposals are void (SL § 17 Abs. 4
  KWO since 2019); "first" is the earliest entry (its ``eingang`` with time, else its day);
- ``melden``: counted, and listed for the committee where the Land's rule is not on record.
"""


@dataclass(frozen=True)
class Unterlage:
    """A document the admission check asks for (BW: § 20 Abs. 3 KomWO, § 20a Abs. 2 Satz 2 KomWO)."""

    schluessel: str
    """The key in the data file's ``unterlagen`` table (``waehlbarkeitsbescheinigung``)."""
    bezeichnung: str
    """How the document is named in a list of what to record (``Wählbarkeitsbescheinigung``)."""
    fehlt: str
    """The defect as a sentence (``Die Wählbarkeitsbescheinigung fehlt``)."""
    vorschrift: str
    """The citation for an application."""
    vorschrift_stichwahl: str | None
    """The citation for a run-off consent; None: not asked for with the consent."""
    bewerbung: Bedingung
    """When an application needs it."""
    stichwahl: Bedingung
    """When a run-off consent needs it (ignored where ``vorschrift_stichwahl`` is None)."""
    nachreichbar: bool
    """Whether it may follow until the decision when the applicant could not obtain it in time
    through no fault of their own (``unverschuldet_nicht_rechtzeitig``)."""


@dataclass(frozen=True)
class Maengeltexte:
    """What the letter about defects cites (BW: § 20 Abs. 4 Satz 3 KomWO)."""

    mitteilung: str
    """The provision in the subject line (``§ 20 Abs. 4 Satz 3 KomWO``)."""
    feststellung: str
    """The provision of finding and telling the defects (``§ 20 Abs. 4 Satz 2 und 3 KomWO``)."""
    rechtslage: str
    """The paragraph on curing and deadlines."""
    quellen: str
    absender: str = "Der Vorsitz des Gemeindewahlausschusses"
    """Who writes the letter (its first sender line)."""
    funktion: str = "Vorsitz des Gemeindewahlausschusses"
    """The function under the signature."""
    stelle: str = "Gemeindewahlausschuss"
    """The body in the return line above the address (DIN 5008 Rücksendeangabe)."""
    adressat: Callable[[Person], Adressat] | None = None
    """To whom the letter goes and how it names the application; None: to the applicant, "Ihre Bewerbung"."""
    andere_unterschrift: str = "hat auch eine andere Bewerbung für diese Wahl unterzeichnet"
    """How a signature made void by one for another applicant is explained to the applicant (never whose)."""
    unterzeichner_nennen: bool = True
    """Whether the letter lists the void signatures with the signers' names; False where the addressee did not
    collect them and the law forbids telling them (SL § 62a Abs. 3 KWO: only to authorities and courts)."""


@dataclass(frozen=True)
class Adressat:
    """The addressee of the letter about defects and how it names the application (SL § 27 Abs. 1 KWG:
    the Vertrauensperson of the proposal)."""

    zeilen: tuple[str, ...]
    anrede: str
    gegenstand: str
    """``Ihre Bewerbung`` – in the subject line."""
    genitiv: str
    """``Ihrer Bewerbung`` – "bei der Prüfung …", "über die Zulassung …"."""


@dataclass(frozen=True)
class Zustimmungsvorschriften:
    """What the check of a run-off consent cites (BW: § 10a Abs. 2, 3 KomWG, § 20a KomWO)."""

    teilnahme: str
    """The provision under which a person who did not apply takes part by consent."""
    zustimmung: str
    unheilbar: str
    wb: str
    versicherung: str
    quorum: str
    """Why no support signatures are needed for the consent (one sentence)."""
    quorum_vorschrift: str
    nach_der_wahl: str
    """The provision that the consent follows the first ballot (a consent dated before it is queried)."""
    zurueckweisung: str


@dataclass(frozen=True)
class Pruefvorschriften:
    """The citations and wordings the admission check, the Prüfbericht and the Mängelschreiben use
    under one version of a Land's law. No field has a default: a Land states every one."""

    fristgerecht: str
    frist_unheilbar: str
    fristbeginn: str
    eingangsvermerk: str
    wahlberechtigt: str
    formblatt: str
    angaben: str
    mehrfach: str
    unterschriften_fehlen: str
    unterschriften_unverschuldet: str
    unverschuldet: str
    unterlagen: str
    heilung: str
    wahlbar: str
    lebensalter: str
    mindestalter: int | None
    altersgrenzen: tuple[int, int] | None
    """Old-law age limits (lowest minimum, lowest maximum on record) outside which a Hinweis is given."""
    altershinweis: str | None
    zurueckweisung: str
    stichwahl: Zustimmungsvorschriften | None
    """The run-off consent of persons who did not apply (BW § 10a Abs. 2 KomWG); None where the Land
    has no such procedure (the run-off is between applicants only)."""
    entscheidung: str
    """Who decides on the admission, with the citation."""
    mehrfach_ungueltig: bool
    """Whether signing for several applicants voids all those signatures (``mehrfach_regel`` refines it)."""
    wahlrechtsnachweise_nachreichbar: bool
    """Whether proofs of the signers' voting right may follow until the decision when they could not be
    obtained in time through no fault of the applicant (``unverschuldet_nicht_rechtzeitig =
    ["wahlrechtsnachweise"]``; BW § 20 Abs. 5 Satz 2 Nr. 2 Halbsatz 2 KomWO)."""
    unterlagen_liste: tuple[Unterlage, ...]
    """The documents checked; empty where the Land's list is not on record (``land_hinweis`` says so)."""
    land_hinweis: str | None
    """What this Land's check leaves out (shown in the report)."""
    schutz_der_listen: str | None
    """The rule that protects the signer lists from inspection (the Prüfbericht's notice), if on record."""
    pruefung: str
    """The provision of the check itself, for the report's subject (``§ 20 Abs. 4 KomWO``)."""
    pruefbericht_quellen: str
    wahlorgan_ausschluss: str | None
    """The rule that an applicant may not be a member (chair) of the election committee; None where it is
    not on record (then not checked)."""
    unterzeichner_ausschluss: str | None
    """The rule that an applicant may not sign the public notices in this procedure (BW: befangen)."""
    doktorgrad: str | None
    """The rule that only a Doktorgrad registered in the identity card or passport is printed."""
    maengelschreiben: Maengeltexte | None
    """The Land's letter about defects; None where its wording is not on record (no letter is made)."""
    mehrfach_regel: Mehrfachregel | None = None
    """The rule on signing for several applicants; None: as ``mehrfach_ungueltig`` says (:attr:`mehrfachregel`)."""
    pflichtangaben: tuple[str, ...] | None = None
    """The details of a signer whose absence voids the signature, as ``Unterschrift.fehlende_angaben`` names
    them (SL § 17 Abs. 3 Satz 2 KWO: ``Familienname``, ``Vorname``, ``Anschrift``); None: all of them."""
    unterstuetzung_ab_einreichung: str | None = None
    """Where support can be given only from the day after the application was filed, the citation (SL
    § 17 Abs. 1 Satz 1 KWO): a signature dated on or before that day does not count. None: no such rule."""

    @property
    def mehrfachregel(self) -> Mehrfachregel:
        """What follows when a person signed for several applicants (:data:`Mehrfachregel`)."""
        if self.mehrfach_regel is not None:
            return self.mehrfach_regel
        return "alle_ungueltig" if self.mehrfach_ungueltig else "melden"


@dataclass(frozen=True)
class Rechtsstand:
    """One dated version of a Land's law for the election of a (Ober-)Bürgermeister."""

    land: str
    kennung: str
    label: str
    gilt_ab: date
    gilt_bis: date | None
    quellen: tuple[str, ...]
    regeln: tuple[Regel, ...]
    einreichungsschluss: str
    """The id of the rule that ends the filing of applications (its time: "bis 18 Uhr")."""
    pruefung: Pruefvorschriften
    quorum_vorschrift: str
    zweiter_wahlgang: Literal["stichwahl", "neuwahl"]
    fristen_verschieben_sich_nicht: str | None
    """The citation that deadlines do not move for weekends and holidays (None: the Land's law
    has no such rule on record; the deadline is still shown unmoved, the safe reading)."""
    reihenfolge: Reihenfolge
    """The order of admitted applications in the public notice."""
    reihenfolge_vorschrift: str
    quorum_stufen: tuple[Stufe, ...] = ()
    """BW: tiers by Einwohnerzahl."""
    quorum_prozent: float | None = None
    """ST: per cent of those entitled to vote at the last general council election ..."""
    quorum_hoechstens: int | None = None
    """... but never more than this many."""
    quorum_bruchteile: Literal["abrunden", "aufrunden"] = "abrunden"
    """How a fraction of a signature counts."""
    quorum_faktor_sitze: int | None = None
    """SL: this many times the number of Gemeinderat seats (§ 22 Abs. 2 KWG)."""

    def __post_init__(self) -> None:
        ids = [r.id for r in self.regeln]
        for pflicht in ("wahltag", self.einreichungsschluss):
            if pflicht not in ids:
                raise ValueError(f"{self.kennung}: the rule {pflicht!r} is missing")
        if len(set(ids)) != len(ids):
            raise ValueError(f"{self.kennung}: rule ids are not unique")

    def regel(self, id: str) -> Regel:
        """The deadline rule with this id (its day number and citation live only there)."""
        for r in self.regeln:
            if r.id == id:
                return r
        raise KeyError(id)

    @property
    def fassung(self) -> str:
        """The provisions and their version, as documents cite them (``§§ 10, 10a KomWG i. d. F. ab
        01.08.2023; …``) – never the program's label."""
        return "; ".join(self.quellen)

    def gilt_fuer(self, wahltag: date) -> bool:
        """True if elections on this Wahltag are governed by this version."""
        return self.gilt_ab <= wahltag and (self.gilt_bis is None or wahltag <= self.gilt_bis)

    def quorum(self, einwohnerzahl: int, amtsinhaber: bool = False) -> Quorum:
        """The number of support signatures required ("bis zu N" includes N)."""
        if amtsinhaber:
            return Quorum(
                0,
                self.quorum_vorschrift,
                "Der Bürgermeister, der sich um seine Wiederwahl bewirbt, braucht keine Unterstützungsunterschriften.",
            )
        for stufe in self.quorum_stufen:
            if stufe.bis is None or einwohnerzahl <= stufe.bis:
                grenze = (
                    f"bis zu {deutsch.zahl(stufe.bis)} Einwohnern" if stufe.bis is not None else "mit mehr Einwohnern"
                )
                if stufe.anzahl == 0:
                    text = f"Gemeinde {grenze}: keine Unterstützungsunterschriften erforderlich."
                else:
                    text = f"Gemeinde {grenze}: {stufe.anzahl} Unterstützungsunterschriften."
                return Quorum(stufe.anzahl, self.quorum_vorschrift, text)
        raise AssertionError("the last tier must be open-ended")  # pragma: no cover


def zweiter_bis_vierter_sonntag(wahltag: date, tag: date, wort: str, vorschrift: str) -> str | None:
    """Why ``tag`` is not the 2nd, 3rd or 4th Sunday after ``wahltag`` (BW § 45 Abs. 2 GemO,
    ST § 30a Abs. 3 KWG LSA), or None when it is."""
    if (tag - wahltag).days in (14, 21, 28):
        return None
    return (
        f"{deutsch.datum_lang(tag)} ist nicht der zweite, dritte oder vierte Sonntag nach dem Wahltag "
        f"({deutsch.datum_kurz(wahltag)}); die {wort} findet frühestens am "
        f"{deutsch.datum_kurz(wahltag + timedelta(14))} und spätestens am "
        f"{deutsch.datum_kurz(wahltag + timedelta(28))} statt ({vorschrift})"
    )


TerminPruefung = Callable[["Wahl", Rechtsstand], "list[Problem]"]
"""A Land's checks of an election's dates under one of its versions: an empty list when they are valid."""

QuorumRegel = Callable[["Wahl", Rechtsstand, bool, "Person | None"], Quorum]
"""A Land's quorum: (election, version, incumbent?, applicant) -> support signatures required."""


@dataclass(frozen=True)
class Aufbewahrung:
    """A retention class: how long documents of this kind are kept, and why."""

    kennung: str
    bezeichnung: str
    loeschen: Literal["nie", "muss", "kann"]
    """``nie``: kept for good; ``muss``: must be destroyed when the period ends; ``kann``: may be
    destroyed then, and is by default (data minimisation, Art. 5 Abs. 1 Buchst. e DSGVO)."""
    vorschrift: str
    begruendung: str

    def als_json(self) -> dict[str, str]:
        """The class as it is recorded in the manifest."""
        return {
            "bezeichnung": self.bezeichnung,
            "loeschen": self.loeschen,
            "vorschrift": self.vorschrift,
            "begruendung": self.begruendung,
        }


AUFBEWAHRUNGSKLASSEN = ("unterstuetzung", "bewerbung", "dauernd")
"""The retention classes a document can have, strictest first: the support signatures (destroyed once
the validity of the election is final), other personal data of applicants, and what is public anyway.
Every Land states what each means under its law (:class:`Aufbewahrungsrecht`)."""


@dataclass(frozen=True)
class Aufbewahrungsrecht:
    """A Land's retention rules: the classes with their sources, when the deletable ones are due, and
    until when an internet copy of a public notice may stay online."""

    klassen: dict[str, Aufbewahrung]
    loeschen_nach: Callable[[Wahldaten, date | None], tuple[date, str]]
    """``(daten, rechtskraft) -> (day, why)``: after this day the deletable classes are due."""
    internet_loeschen_bis: Callable[[Wahldaten], date | None]
    """The latest day to remove a public notice from the internet; None where the Land has no such rule."""
    internet_vorschrift: str | None

    def __post_init__(self) -> None:
        if set(self.klassen) != set(AUFBEWAHRUNGSKLASSEN):
            raise ValueError(f"retention classes must be {AUFBEWAHRUNGSKLASSEN}, got {sorted(self.klassen)}")


def letzter_wahltag(daten: Wahldaten) -> date:
    """The day of the deciding ballot: the Stichwahltag when a run-off is recorded, else the Wahltag."""
    wahl = daten.wahl
    if daten.stichwahl is not None and wahl.stichwahltag is not None:
        return wahl.stichwahltag
    return wahl.wahltag


Ordnung = Callable[["Wahldaten", Rechtsstand], "list[Bewerber]"]
"""A Land's order of the admitted applications in the notice of the first ballot."""

Stichwahlordnung = Callable[["Wahldaten", Rechtsstand], "list[Person]"]
"""A Land's order of the persons in the notice of the Stichwahl."""


@dataclass(frozen=True)
class Landesrecht:
    """What a Land declares (as in ``holidays``: declared, not coded); one object per package
    ``notices.recht.<code>``, found by name (as in ``python-stdnum``).

    Every field is required: a Land that forgets one fails when its package is imported, never with
    another Land's rule as a silent default.
    """

    code: str
    """ISO 3166-2:DE subdivision code without the country: ``BW``, ``ST``, ``SL``, ``NW``."""
    name: str
    """``Baden-Württemberg``."""
    fuer: str
    """The Land after "für", with its article: ``für Baden-Württemberg``, ``für das Saarland``."""
    im: str
    """The Land after "in", with its article: ``in Sachsen-Anhalt``, ``im Saarland``."""
    aemter: tuple[str, ...]
    """The offices elected by this procedure in this Land (``[wahl] amt``)."""
    wahlvorschlagstraeger: bool
    """Whether an application names a proposing or supporting party or Wählergruppe (``wahlvorschlagstraeger``)."""
    rechtsstaende: tuple[Rechtsstand, ...]
    """The dated versions of the Land's law, chosen by the Wahltag."""
    pruefe_termine: TerminPruefung
    quorum: QuorumRegel
    reihenfolge: Ordnung
    """The order of the notice of the first ballot (``Rechtsstand.reihenfolge`` names it in words)."""
    stichwahl_reihenfolge: Stichwahlordnung | None
    """The order of the Stichwahl notice; None where the Land's notice is not on record."""
    aufbewahrung: Aufbewahrungsrecht
    beispiel: str
    """The built-in example election: a file name in ``examples/`` (``notices beispiel --land``)."""
    beispiel_gemeinde: str
    """The invented Gemeinde of the example, for the help text."""

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[A-Z]{2}", self.code):
            raise ValueError(f"Land code must be two capital letters, got {self.code!r}")
        if not self.rechtsstaende or not self.aemter:
            raise ValueError(f"{self.code}: a Land needs at least one Rechtsstand and one office")
        for rs in self.rechtsstaende:
            if rs.land != self.code:
                raise ValueError(f"{self.code}: Rechtsstand {rs.kennung} belongs to {rs.land}")
        kennungen = [rs.kennung for rs in self.rechtsstaende]
        if len(set(kennungen)) != len(kennungen):
            raise ValueError(f"{self.code}: Rechtsstand ids are not unique: {kennungen}")
        geordnet = sorted(self.rechtsstaende, key=lambda rs: rs.gilt_ab)
        for frueher, spaeter in pairwise(geordnet):
            if frueher.gilt_bis is None or frueher.gilt_bis >= spaeter.gilt_ab:
                raise ValueError(f"{self.code}: {frueher.kennung} and {spaeter.kennung} overlap")
