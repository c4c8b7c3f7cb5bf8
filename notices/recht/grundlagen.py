"""The shared vocabulary in which every Land declares its law: dated versions, rules with their role and
source, quorum, orders, date checks, retention, the admission check's citations.

A Land's declaration (``notices/recht/<code>/land.toml``) is read into these models and validated when it
loads (:mod:`notices.recht.erklaerung`); they are frozen. Borrowed from OpenFisca (every parameter is
dated and cites its law and where it was read) and holidays (a country declares, the shared vocabulary
computes). The arithmetic of deadlines is :mod:`notices.recht.fristenrechnung`, the calendar
:mod:`notices.kalender`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, time
from itertools import pairwise
from typing import TYPE_CHECKING, Annotated, Any, Literal

from dateutil.relativedelta import relativedelta
from pydantic import BaseModel, ConfigDict, Field, model_validator

from notices import deutsch
from notices.recht import texte

if TYPE_CHECKING:
    from notices.model import Wahldaten


class Modell(BaseModel):
    """A part of a declaration: frozen, every key known."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=False)
    # no use_attribute_docstrings: pydantic would read this module's source once per model at import (~70 ms
    # of every command, issue 32); the schema of the declaration reads the field docstrings itself
    # (:func:`notices.recht.erklaerung.schema`), as the output models do (:mod:`notices.ausgaben`).


Text = Annotated[str, Field(min_length=1)]
"""A German text of the declaration (a citation, a sentence, a description)."""


def _texte_pruefen(modell: BaseModel, erlaubt: dict[str, tuple[str, ...]]) -> None:
    """Check the placeholders of the named text fields of ``modell`` (:mod:`notices.recht.texte`)."""
    for feld, namen in erlaubt.items():
        wert = getattr(modell, feld)
        for text in wert if isinstance(wert, tuple) else (wert,):
            if isinstance(text, str):
                texte.pruefe(text, namen, f"{type(modell).__name__}.{feld}")


# ------------------------------------------------------------------------------------------------
# Sources


class Quelle(Modell):
    """Where a rule was read (OpenFisca's ``reference``): the statute in the version read, and the place."""

    titel: Text
    """The statute and its version (``KomWG § 10 i. d. F. vom 04.05.1997``)."""
    fundstelle: Text
    """Where its wording was read: a URL or a document (``shared/law/bw-komwg-10-fassung-1997.txt``)."""


# ------------------------------------------------------------------------------------------------
# Deadlines

Bezug = Literal["wahltag", "stichwahltag", "stellenausschreibung", "einreichungsfrist_ende"]
"""The dates of an election that deadlines are counted from."""

Art = Literal["tage", "monate", "monatsbeginn", "termin", "beginn", "gleichzeitig", "gesetzt", "werktag_nach"]
"""How a deadline is computed:

- ``tage``: ``n`` days before (n > 0) or after (n < 0) ``bezug`` (day 0);
- ``monate``: ``n`` calendar months before ``bezug``;
- ``monatsbeginn``: the first day of the month ``n`` months before the month of ``bezug`` ("nicht früher als
  15 Monate vor dem Monat, in dem der Wahltag liegt", BY Art. 29 Abs. 2 Satz 2 GLKrWG);
- ``termin``: the date ``bezug`` itself (the Wahltag, the Stichwahltag);
- ``beginn``: the day after the Stellenausschreibung (else after the Bekanntmachung der Wahl);
- ``gleichzeitig``: the first day of the period, or when it is a Saturday, Sunday or holiday the
  next Werktag, at ``uhrzeit`` (BW § 20 Abs. 1 Satz 2 KomWO);
- ``gesetzt``: the date set in the data file (``bezug``), at ``uhrzeit``;
- ``werktag_nach``: the first Werktag after ``bezug``.
"""

Rolle = Literal[
    "wahltag",
    "stichwahltag",
    "einreichungsschluss",
    "einreichungsnachfrist",
    "maengelbeseitigung_bis",
    "einreichungsbeginn",
    "gleichzeitiger_eingang",
    "einreichungsende_fruehestens",
    "einreichungsende_spaetestens",
    "stellenausschreibung_spaetestens",
    "bekanntmachung_der_wahl_fruehestens",
    "bekanntmachung_der_wahl_spaetestens",
    "unterstuetzung_bis",
    "eintragungsschein_beschwerde_bis",
    "zulassung_spaetestens",
    "beschwerde_entscheidung_spaetestens",
    "bekanntmachung_spaetestens",
    "keine_wahl_bekanntmachung_spaetestens",
    "stichwahl_zustimmung_bis",
    "stichwahl_zulassung_spaetestens",
    "stichwahl_bekanntmachung_spaetestens",
    "zweiter_wahlgang_ruecknahme_bis",
]
"""What a deadline is for the rest of the program, whatever the Land calls it: the program finds a rule by
its role, never by its id (the id is what ``fristen --json`` prints). ``einreichungsschluss`` ends the
filing of applications; ``zulassung_spaetestens`` is the last day of the committee's decision; the
``stichwahl_*`` roles are the consent, decision and notice of a Stichwahl. ``einreichungsnachfrist`` is a later
end of the filing that applies where by ``einreichungsschluss`` no or only one application was received (BY
Art. 31 Satz 2 GLKrWG); ``maengelbeseitigung_bis`` the end of curing defects where the statute sets it apart
from the filing (BY Art. 32 Abs. 1 Satz 2 GLKrWG); ``unterstuetzung_bis`` the end of entries in support lists
kept by the office (SL § 17 KWO, BY Art. 28 GLKrWG), ``eintragungsschein_beschwerde_bis`` the last day to complain
against a refused Eintragungsschein for them (BY Art. 28 Abs. 4 GLKrWG); ``bekanntmachung_der_wahl_fruehestens``
and ``…_spaetestens`` the first and last day of the notice of the election that calls for proposals (BY § 34
Abs. 1 GLKrWO); ``zweiter_wahlgang_ruecknahme_bis`` the end of the withdrawal of a proposal from a second
ballot in which every proposal of the first takes part (SN § 44a Abs. 2 Nr. 1 KomWG). Where a Land has no rule of a
role, shared code names the role itself (e.g. as the deadline of a defect that cannot yet be dated)."""


class Regel(Modell):
    """One deadline as the statute states it, with its role and source."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    art: Art
    bezug: Bezug
    vorschrift: Text
    beschreibung: Text
    n: int = 0
    uhrzeit: time | None = None
    festgesetzt_von: str | None = None
    """For ``gesetzt``: who sets the date (``vom Gemeinderat``), for the arithmetic shown."""
    rolle: Rolle | None = None
    quelle: str
    """The key of the source in the Land's ``[quellen]`` it was read in (default: the version's)."""

    @model_validator(mode="after")
    def _gesetzt(self) -> Regel:
        if self.art == "gesetzt" and not self.festgesetzt_von:
            raise ValueError(f"{self.id}: a date set by an organ names it (festgesetzt_von)")
        return self


# ------------------------------------------------------------------------------------------------
# Quorum


@dataclass(frozen=True)
class Quorum:
    """How many support signatures an application needs, and why (a result, not part of a declaration)."""

    anzahl: int
    vorschrift: str
    begruendung: str


Bedingung = Literal[
    "amtsinhaber",
    "partei_befreit",
    "unterstuetzungserklaerung",
    "mit_traeger",
    "ein_traeger",
    "gemeinsamer_vorschlag",
    "traeger_im_gemeinderat",
    "amt_ortsvorsteher",
    "nicht_ein_traeger",
    "ohne_traeger",
]
"""What an exemption from the quorum asks of the applicant or the election:

- ``amtsinhaber``: the incumbent stands again;
- ``partei_befreit``: the proposing party or group is exempt by its representation (recorded as data);
- ``unterstuetzungserklaerung``: the party's declaration of support is recorded (ST § 24 KWG LSA);
- ``mit_traeger`` / ``ein_traeger`` / ``nicht_ein_traeger`` / ``ohne_traeger``: proposed by a party or group /
  by exactly one / not by exactly one (an Einzelbewerber or a joint proposal) / by none (an Einzelbewerber:
  RP § 62 Abs. 3 Satz 2 KWG, where joint proposals exist);
- ``gemeinsamer_vorschlag``: proposed jointly by several;
- ``traeger_im_gemeinderat``: its one party or group has votes at the last council election in the data;
- ``amt_ortsvorsteher``: the election is of an Ortsvorsteher.
"""


class Befreiung(Modell):
    """A named exemption from the quorum: where every condition holds, no signatures are needed."""

    wenn: tuple[Bedingung, ...] = Field(min_length=1)
    vorschrift: str | None = None
    """Its citation; None: the quorum's own."""
    begruendung: Text
    """One sentence; ``{traeger}`` names the (first) proposing party or group."""

    @model_validator(mode="after")
    def _texte(self) -> Befreiung:
        _texte_pruefen(self, {"begruendung": ("traeger",)})
        return self


class Quorumverweigerung(Modell):
    """A case in which the version's quorum is not on record (TH: the Einzelbewerber's number, § 24 Abs. 4
    ThürKWG): where every condition holds and no exemption applied, the quorum is refused with the sentence."""

    wenn: tuple[Bedingung, ...] = Field(min_length=1)
    text: Text
    """One sentence; ``{name}`` names the applicant."""

    @model_validator(mode="after")
    def _texte(self) -> Quorumverweigerung:
        _texte_pruefen(self, {"text": ("name",)})
        return self


class Stufe(Modell):
    """A tier: municipalities with up to ``bis`` inhabitants (inclusive) need ``anzahl``; the last is open.

    A tier whose number is not on record states why instead (``fehlt``): the quorum is refused for such a
    municipality rather than guessed (RP § 16 Abs. 2 KWG between 60 000 and 100 000 inhabitants)."""

    bis: int | None = None
    anzahl: int | None = Field(default=None, ge=0)
    fehlt: str | None = None
    """The refusal where the tier's number is not on record (``{grenze}``, ``{vorschrift}``)."""

    @model_validator(mode="after")
    def _eins(self) -> Stufe:
        if (self.anzahl is None) == (self.fehlt is None):
            raise ValueError("a tier has its number (anzahl) or says why it is not on record (fehlt)")
        if self.fehlt is not None:
            texte.pruefe(self.fehlt, ("grenze", "vorschrift"), "Stufe.fehlt")
        return self


class Faktorstufe(Modell):
    """A tier of the multiple of council seats: up to ``bis`` inhabitants (the last: open) ``faktor`` times."""

    bis: int | None = None
    faktor: int = Field(ge=1)
    gemeinde: str = ""
    """How the text names the tier (``bis zu 10.000 Einwohnern``), as ``{gemeinde}``."""


class Quorumregel(Modell):
    """The quorum of one version: its kind, its exemptions (first match wins), its texts.

    Kinds: ``stufen`` – by tiers of the Einwohnerzahl (BW); ``prozent`` – a share of those entitled to vote at
    the last general council election, capped (ST); ``sitze`` – a multiple of the council seats, by tiers of the
    Einwohnerzahl (SL, NW).
    """

    art: Literal["stufen", "prozent", "sitze"]
    vorschrift: Text
    befreiungen: tuple[Befreiung, ...] = ()
    verweigert: tuple[Quorumverweigerung, ...] = ()
    """Cases not on record, tried after the exemptions: the quorum is refused (:class:`Quorumverweigerung`)."""
    stufen: tuple[Stufe, ...] = ()
    text: Text
    """The sentence of the result. ``stufen``: ``{grenze}``, ``{anzahl}``; ``prozent``: ``{prozent}``, ``{basis}``,
    ``{rechnung}``, ``{bruch}``, ``{hoechstens}``, ``{anzahl}``; ``sitze``: ``{gemeinde}``, ``{faktor}``,
    ``{sitze}``, ``{anzahl}``."""
    text_keine: str | None = None
    """``stufen``: the sentence where a tier needs none (``{grenze}``)."""
    grenze_bis: str | None = None
    """``stufen``: how a tier is named (``bis zu {bis} Einwohnern``)."""
    grenze_offen: str | None = None
    """``stufen``: how the open tier is named (``über {ueber} Einwohnern``: the last closed tier's bound)."""
    prozent: float | None = None
    hoechstens: int | None = None
    bruchteile: Literal["abrunden", "aufrunden"] = "abrunden"
    faktoren: tuple[Faktorstufe, ...] = ()
    fehlt: str | None = None
    """``prozent``, ``sitze``: the refusal where the number counted from is not in the data (``{vorschrift}``)."""

    @model_validator(mode="after")
    def _vollstaendig(self) -> Quorumregel:
        name = {"stufen": ("grenze", "anzahl"), "sitze": ("gemeinde", "faktor", "sitze", "anzahl")}.get(
            self.art, ("prozent", "basis", "rechnung", "bruch", "hoechstens", "anzahl")
        )
        _texte_pruefen(
            self,
            {
                "text": name,
                "text_keine": ("grenze",),
                "grenze_bis": ("bis",),
                "grenze_offen": ("ueber",),
                "fehlt": ("vorschrift",),
            },
        )
        if self.art == "stufen" and not (
            self.stufen and self.stufen[-1].bis is None and self.grenze_bis and self.grenze_offen
        ):
            raise ValueError("quorum 'stufen': tiers ending with an open one, grenze_bis and grenze_offen")
        if self.art == "prozent" and (self.prozent is None or self.hoechstens is None or not self.fehlt):
            raise ValueError("quorum 'prozent': prozent, hoechstens and fehlt")
        if self.art == "sitze" and not (self.faktoren and self.faktoren[-1].bis is None and self.fehlt):
            raise ValueError("quorum 'sitze': faktoren ending with an open one, and fehlt")
        return self


# ------------------------------------------------------------------------------------------------
# Date checks of an election


class Terminpruefung(Modell):
    """One check of an election's dates, from the shared vocabulary (:mod:`notices.recht.termine`), with the
    Land's sentence for a failure. ``art`` names the check; its fields are those the check reads."""

    art: Literal[
        "zulaessiger_sonntag",
        "stichwahl_abstand",
        "stichwahl_nach_dem_wahltag",
        "ausgeschlossener_wahltag",
        "vor_dem_wahltag",
        "einreichungsende_im_rahmen",
        "einreichungsende_vor_zulassung",
        "einreichungsende_nach_beginn",
        "nur_mit_rechtsstand",
    ]
    feld: Literal["wahltag", "stichwahltag", "stellenausschreibung", "bekanntmachung_der_wahl"] = "wahltag"
    ausgeschlossen: tuple[Literal["ostersonntag", "pfingstsonntag", "totensonntag", "feiertag"], ...] = ()
    tage: tuple[int, ...] = ()
    """``stichwahl_abstand``: the allowed distances in days from the Wahltag (14, 21, 28); the first also gives
    ``{soll_lang}``, the day the Stichwahl is due (SL, NW: 14 days after)."""
    tag: date | None = None
    """``ausgeschlossener_wahltag``: the Wahltag that is refused; ``nur_mit_rechtsstand``: the first Wahltag of
    the window."""
    bis: date | None = None
    """``nur_mit_rechtsstand``: the last Wahltag of the window in which the law that applies depends on a fact
    the data does not hold (when the Wahltag was fixed and announced): such a Wahltag is refused unless the
    data file names the version (``[wahl] rechtsstand``)."""
    text: Text
    danach: Terminpruefung | None = None
    """A check made only where this one passes (BW: the Stichwahltag's Sunday after its distance)."""

    @model_validator(mode="after")
    def _texte(self) -> Terminpruefung:
        erlaubt = {
            "zulaessiger_sonntag": ("datum_lang", "grund", "soll_lang"),
            "stichwahl_abstand": ("datum_lang", "wahltag_kurz", "fruehestens", "spaetestens", "soll_lang"),
            "stichwahl_nach_dem_wahltag": ("datum_lang", "wahltag_kurz", "soll_lang"),
            "ausgeschlossener_wahltag": ("datum_lang",),
            "vor_dem_wahltag": ("datum_kurz", "wahltag_kurz"),
            "einreichungsende_im_rahmen": (
                "datum_lang",
                "frueh",
                "spaet",
                "frueh_kurz",
                "spaet_kurz",
                "frueh_lang",
                "vorschrift_frueh",
                "vorschrift_spaet",
            ),
            "einreichungsende_vor_zulassung": ("datum_lang", "zulassung_lang", "n", "vorschrift"),
            "einreichungsende_nach_beginn": ("datum_lang", "beginn_lang"),
            "nur_mit_rechtsstand": ("datum_lang", "von_kurz", "bis_kurz"),
        }[self.art]
        _texte_pruefen(self, {"text": erlaubt})
        if self.art == "stichwahl_abstand" and not self.tage:
            raise ValueError("stichwahl_abstand: tage")
        if self.art == "ausgeschlossener_wahltag" and self.tag is None:
            raise ValueError("ausgeschlossener_wahltag: tag")
        if self.art == "nur_mit_rechtsstand" and not (self.tag and self.bis and self.tag <= self.bis):
            raise ValueError("nur_mit_rechtsstand: tag and bis, tag <= bis")
        return self


# ------------------------------------------------------------------------------------------------
# Orders


class Ordnung(Modell):
    """An order of the notice: a named strategy (:mod:`notices.recht.ordnung`, or a Land's hook ``bw.…``)
    with its citation and the texts its refusals use."""

    art: str = Field(pattern=r"^([a-z]{2}\.)?[a-z_]+$")
    vorschrift: str = ""
    texte: dict[str, str] = {}
    bericht: str | None = Field(default=None, pattern=r"^[a-z]{2}\.[a-z_]+$")
    """A Land's hook (kind ``bericht``) that tells the committee in the Prüfbericht what the order of the notice
    asks of its meeting (BW: the Los among simultaneous filings) and numbers the report in that order."""


@dataclass(frozen=True)
class Reihenfolgebericht:
    """What the admission check says about the order of the notice (a Land's hook ``bericht``): its paragraphs
    for the committee, and the applications' ids in the order the report numbers them."""

    titel: str
    absaetze: tuple[str, ...]
    reihenfolge: tuple[str, ...]


# ------------------------------------------------------------------------------------------------
# The admission check

UnterlageBedingung = Literal[
    "immer", "unionsbuerger", "verlangt", "wohnt_ausserhalb", "wahlvorschlagstraeger", "geboren_vor"
]
"""When a document is required: always; for a Unionsbürger; for a Unionsbürger when the chair asked
for it (``<schluessel>_verlangt``); for a run-off person who does not live in the Gemeinde; for an
applicant proposed or supported by a party or Wählergruppe (ST § 39 Abs. 2 Nr. 3 KWO LSA, SL § 104
Abs. 3 KWO); for a person born before the document's ``geboren_vor`` (MV: who was of age on 15.01.1990
declares any work for the Staatssicherheit)."""

Mehrfachregel = Literal["alle_ungueltig", "erste_gilt", "melden"]
"""What follows when a person signed for several applicants of one election:

- ``alle_ungueltig``: all those signatures are void (BW § 20 Abs. 2 Nr. 3 KomWO);
- ``erste_gilt``: the first one stays valid, those on all further proposals are void (SL § 17 Abs. 4
  KWO since 2019); "first" is the earliest entry (its ``eingang`` with time, else its day);
- ``melden``: counted, and listed for the committee where the Land's rule is not on record.
"""


class Unterlage(Modell):
    """A document the admission check asks for (BW: § 20 Abs. 3 KomWO, § 20a Abs. 2 Satz 2 KomWO)."""

    schluessel: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    """The key in the data file's ``unterlagen`` table (``waehlbarkeitsbescheinigung``)."""
    bezeichnung: Text
    """How the document is named in a list of what to record (``Wählbarkeitsbescheinigung``)."""
    fehlt: Text
    """The defect as a sentence (``Die Wählbarkeitsbescheinigung fehlt``)."""
    vorschrift: Text
    """The citation for an application."""
    vorschrift_stichwahl: str | None = None
    """The citation for a run-off consent; None: not asked for with the consent."""
    bewerbung: UnterlageBedingung
    """When an application needs it."""
    stichwahl: UnterlageBedingung = "immer"
    """When a run-off consent needs it (ignored where ``vorschrift_stichwahl`` is None)."""
    geboren_vor: date | None = Field(default=None, exclude_if=lambda v: v is None)
    """``geboren_vor``: the day before which a person must be born to need it (MV: 15.01.1972, of age on
    15.01.1990). Left out of the dump where unset (``tests/golden/recht-*.json``)."""
    nachreichbar: bool
    """Whether it may follow until the decision when the applicant could not obtain it in time
    through no fault of their own (``unverschuldet_nicht_rechtzeitig``)."""
    heilbar_bis: Literal["frist", "entscheidung"] = "frist"
    """Until when its absence can be cured: the end of the filing (or of the period to cure defects, the rule of
    the role ``maengelbeseitigung_bis``), or the committee's decision, where the filing's end excludes only a
    proposal not filed and other defects can be cured until the admission (BB § 63 i. V. m. § 37 Abs. 2
    BbgKWahlG, R-BB-06)."""

    @model_validator(mode="after")
    def _geboren_vor(self) -> Unterlage:
        if ("geboren_vor" in (self.bewerbung, self.stichwahl)) != (self.geboren_vor is not None):
            raise ValueError("the condition geboren_vor and the day geboren_vor go together")
        return self


@dataclass(frozen=True)
class Adressat:
    """The addressee of the letter about defects and how it names the application (SL § 27 Abs. 1 KWG:
    the Vertrauensperson of the proposal); what a Land's hook returns."""

    zeilen: tuple[str, ...]
    anrede: str
    gegenstand: str
    """``Ihre Bewerbung`` – in the subject line."""
    genitiv: str
    """``Ihrer Bewerbung`` – "bei der Prüfung …", "über die Zulassung …"."""


class Maengeltexte(Modell):
    """What the letter about defects cites (BW: § 20 Abs. 4 Satz 3 KomWO)."""

    mitteilung: Text
    """The provision in the subject line (``§ 20 Abs. 4 Satz 3 KomWO``)."""
    feststellung: Text
    """The provision of finding and telling the defects (``§ 20 Abs. 4 Satz 2 und 3 KomWO``)."""
    rechtslage: Text
    """The paragraph on curing and deadlines."""
    quellen: Text
    absender: str = "Der Vorsitz des Gemeindewahlausschusses"
    """Who writes the letter (its first sender line)."""
    funktion: str = "Vorsitz des Gemeindewahlausschusses"
    """The function under the signature."""
    stelle: str = "Gemeindewahlausschuss"
    """The body in the return line above the address (DIN 5008 Rücksendeangabe)."""
    adressat: str | None = None
    """A Land's hook (``sl.vertrauensperson``) that names to whom the letter goes; None: to the applicant,
    "Ihre Bewerbung". The hook may return None for a person whose letter goes to the applicant (SH: a
    Selbstbewerbung has no Vertrauensperson, § 74 Abs. 3 GKWO)."""
    andere_unterschrift: str = "hat auch eine andere Bewerbung für diese Wahl unterzeichnet"
    """How a signature made void by one for another applicant is explained to the applicant (never whose)."""
    unterzeichner_nennen: bool = True
    """Whether the letter lists the void signatures with the signers' names; False where the addressee did not
    collect them and the law forbids telling them (SL § 62a Abs. 3 KWO: only to authorities and courts)."""


class Zustimmungsvorschriften(Modell):
    """What the check of a run-off consent cites (BW: § 10a Abs. 2, 3 KomWG, § 20a KomWO)."""

    teilnahme: Text
    """The provision under which a person who did not apply takes part by consent."""
    zustimmung: Text
    unheilbar: Text
    wb: Text
    versicherung: Text
    quorum: Text
    """Why no support signatures are needed for the consent (one sentence)."""
    quorum_vorschrift: Text
    nach_der_wahl: Text
    """The provision that the consent follows the first ballot (a consent dated before it is queried)."""
    entscheidung: Text
    """Who decides on the admission of the consenting persons, with the citation (BW: § 10a Abs. 3 KomWG)."""


class Altersgrenze(Modell):
    """The age limits of eligibility for Wahltage from ``ab`` (BW: § 46 Abs. 1 GemO in the version of that
    time); a person outside them is not eligible – a defect, never a Hinweis."""

    ab: date
    mindestens: int = Field(ge=0)
    """The year of life that must be completed on the Wahltag (25: "das 25. Lebensjahr vollendet")."""
    unter: int | None = Field(default=None, ge=1)
    """The year of life that must not yet be completed on the Wahltag (68: "dürfen aber noch nicht das 68.
    Lebensjahr vollendet haben"); None: no upper limit."""
    vorschrift: Text
    """The provision in the version of that time (``§ 46 Abs. 1 GemO i. d. F. bis 30.11.2015``)."""


class Hoechstalter(Modell):
    """An upper age limit of eligibility: who has completed the ``jahre``-th year of life on the Wahltag cannot be
    elected to one of ``aemter`` (RP § 53 Abs. 3 GemO: the 65th, for hauptamtliche Bürgermeister)."""

    jahre: int = Field(ge=19, le=100)
    vorschrift: Text
    aemter: tuple[Text, ...] = ()
    """The offices the limit applies to; empty: every office of the Land."""


class Pruefvorschriften(Modell):
    """The citations and wordings the admission check, the Prüfbericht and the Mängelschreiben use
    under one version of a Land's law. A Land states every one that has no default."""

    frist_unheilbar: Text
    fristbeginn: Text
    eingangsvermerk: Text
    wahlberechtigt: Text
    formblatt: Text
    angaben: Text
    mehrfach: Text
    unterschriften_fehlen: Text
    unterschriften_unverschuldet: Text
    unverschuldet: Text
    unterlagen: Text
    wahlbar: Text
    lebensalter: Text
    mindestalter: int | None = None
    """The year of life that must be completed on the Wahltag (a defect below it), where ``wahlalter`` is empty."""
    wahlalter: tuple[Altersgrenze, ...] = ()
    """Age limits by Wahltag, where they changed within the version (BW before 01.08.2023: 25 to under 65,
    from 01.12.2015 under 68); they replace ``mindestalter``."""
    altersgrenzen: tuple[int, int] | None = None
    """Limits that depend on what the data do not show (ST: a full-time office; SL: the start of the term):
    outside them a Hinweis with ``altershinweis``, never a defect."""
    altershinweis: str | None = None
    hoechstalter: Hoechstalter | None = None
    """An upper age limit the check refuses by (not a note: the Wahltag decides it); None: none checked."""
    stichwahl: Zustimmungsvorschriften | None = None
    """The run-off consent of persons who did not apply (BW § 10a Abs. 2 KomWG); None where the Land
    has no such procedure (the run-off is between applicants only)."""
    entscheidung: Text
    """Who decides on the admission, with the citation."""
    mehrfach_regel: Mehrfachregel
    """What follows when a person signed for several applicants (:data:`Mehrfachregel`)."""
    wahlrechtsnachweise_nachreichbar: bool
    """Whether proofs of the signers' voting right may follow until the decision when they could not be
    obtained in time through no fault of the applicant (``unverschuldet_nicht_rechtzeitig =
    ["wahlrechtsnachweise"]``; BW § 20 Abs. 5 Satz 2 Nr. 2 Halbsatz 2 KomWO)."""
    unterlagen_liste: tuple[Unterlage, ...] = ()
    """The documents checked; empty where the Land's list is not on record (``land_hinweis`` says so)."""
    land_hinweis: str | None = None
    """What this Land's check leaves out (shown in the report)."""
    schutz_der_listen: str | None = None
    """The rule that protects the signer lists from inspection (the Prüfbericht's notice), if on record."""
    pruefung: Text
    """The provision of the check itself, for the report's subject (``§ 20 Abs. 4 KomWO``)."""
    pruefbericht_quellen: Text
    wahlorgan_ausschluss: str | None = None
    """The rule that an applicant may not be a member (chair) of the election committee; None where it is
    not on record (then not checked)."""
    unterzeichner_ausschluss: str | None = None
    """The rule that an applicant may not sign the public notices in this procedure (BW: befangen)."""
    nur_vertretene_traeger: str | None = None
    """The rule that only parties and Wählergruppen represented in the council may propose (SH: § 51 Abs. 1
    Satz 1 Nr. 1 GKWG): a proposal naming a Träger that is not recorded as represented (``partei_befreit``) is
    refused when the data are read. None: every party or group may propose."""
    doktorgrad: str | None = None
    """The rule that only a Doktorgrad registered in the identity card or passport is printed."""
    maengelschreiben: Maengeltexte | None = None
    """The Land's letter about defects; None where its wording is not on record (no letter is made)."""
    pflichtangaben: tuple[str, ...] | None = None
    """The details of a signer whose absence voids the signature, as ``Unterschrift.fehlende_angaben`` names
    them (SL § 17 Abs. 3 Satz 2 KWO: ``Familienname``, ``Vorname``, ``Anschrift``); None: all of them."""
    unterschriften_nach_ausschreibung: bool = True
    """Whether support signatures count only from the Stellenausschreibung or the Bekanntmachung der Wahl
    (BW § 10 Abs. 1 KomWG; checked where the data give that day, and the Prüfbericht says so where neither
    is recorded). False where the Land's procedure has no Stellenausschreibung and its data name no day that
    starts the support (NI, SH: neither key is read, R-NI-11, R-SH-11): neither the check nor the sentence."""
    unterstuetzung_ab_einreichung: str | None = None
    """Where support can be given only from the day after the application was filed, the citation (SL
    § 17 Abs. 1 Satz 1 KWO): a signature dated on or before that day does not count. None: no such rule."""
    wahlberechtigt_wann: str | None = None
    """When a signer must be entitled to vote, as the report words it, where it is not the default of the
    procedure (lists of the office: until the end of the Eintragungsfrist; else: when signing): BB § 28a Abs. 3
    Satz 1 BbgKWahlG, "im Zeitpunkt der Unterzeichnung", also for the signatures given at the office."""
    eintragungsfrist: str | None = None
    """Where support is entered in lists the office lays out until a time of its own (the rule of the role
    ``unterstuetzung_bis``; BY Art. 28 Abs. 1 GLKrWG: 12 Uhr of the 48th day, after the filing ended), the
    citation of that end: an entry counts until then, and too few entries can be cured until then. None:
    support is filed with the application (the filing's end applies)."""
    eintragungsfrist_name: str = "Eintragungsfrist"
    """What the report calls that period, in the genitive after "Ende der" (BB: "Frist für die
    Unterstützungsunterschriften", § 28a Abs. 4 BbgKWahlG)."""
    eingetragen: str = "eingetragen"
    """What the report says was done with a signature at the office after that period ended (BB: "bei der
    Wahlbehörde eingegangen": given there or on a certified list handed in)."""
    unionsbuerger_waehlbar: bool = True
    """Whether a citizen of another EU member state is eligible (BW § 46 GemO: yes; BY Art. 39 Abs. 1 Nr. 1
    GLKrWG: only Germans)."""
    nachfrist_hinweis: str | None = None
    """Where the version has a rule of the role ``einreichungsnachfrist``: the sentence the report gives when the
    Nachfrist applies (``{bis}``: its end, ``{n}``: ``kein`` or ``nur ein``)."""

    @model_validator(mode="after")
    def _wahlalter(self) -> Pruefvorschriften:
        tage = [g.ab for g in self.wahlalter]
        if tage != sorted(set(tage)):
            raise ValueError("wahlalter: one entry per day, in the order of their days")
        if self.wahlalter and self.mindestalter is not None:
            raise ValueError("wahlalter replaces mindestalter: state one of them")
        return self

    def wahlalter_am(self, tag: date) -> Altersgrenze | None:
        """The age limits for a ballot on ``tag``: the last ``wahlalter`` entry from before it, else the
        ``mindestalter`` alone (cited as ``lebensalter``); None where the version states neither."""
        gueltig = [g for g in self.wahlalter if g.ab <= tag]
        if gueltig:
            return gueltig[-1]
        if self.mindestalter is not None:
            return Altersgrenze(ab=date.min, mindestens=self.mindestalter, vorschrift=self.lebensalter)
        return None

    @property
    def mehrfachregel(self) -> Mehrfachregel:
        """What follows when a person signed for several applicants (:data:`Mehrfachregel`)."""
        return self.mehrfach_regel


# ------------------------------------------------------------------------------------------------
# Documents


class Bedingter(Modell):
    """A sentence that applies where a fact of the document holds (``wenn``): why a form is not needed for a
    person (``entbehrlich``) or why it cannot be made (``verweigert``, refused naming ``argument``)."""

    wenn: str
    text: Text
    argument: str = Field(default="bewerber", pattern=r"^[a-z_]+$")
    """The argument of the call the refusal is about (``bewerber``: the person the form is asked for;
    ``datum``), as the services name it."""
    pfad: str | None = Field(default=None, pattern=r"^[a-z_]+(\.[a-z_]+)*$", exclude_if=lambda v: v is None)
    """The data key the refusal names instead of an argument, where the data lack what the document states
    (``wahl.eintragungsraeume``). Left out of the dump where unset, so that the declarations without it dump as
    before (``tests/golden/recht-*.json``)."""


class Entfallangabe(Modell):
    """A case in which the election fails or does not take place, as the Land's statute words it."""

    feststellung: Any
    folge: Any
    vorschrift: Text
    frist: Rolle | None = None
    """The role of the deadline by which this notice is due, where the statute sets one."""
    zugelassen: int | None = None
    """How many admitted applications the case presupposes (none; exactly one), where it does."""
    wort: str = "findet nicht statt"
    """The end of the title: ``ist gescheitert``, ``findet nicht statt``, ``ist insgesamt zu wiederholen``."""
    datum: Literal["bis_zum_wahltag", "nach_dem_wahltag"] | None = None
    """When the notice can be dated: before the election is held (it is cancelled) or after it (NW § 46c Abs. 3
    KWahlG: a candidate of the Stichwahl drops out); None: any day."""
    datum_text: str | None = None
    """The refusal of another date (``{datum_kurz}``, ``{wahltag_kurz}``)."""


class Dokumentangabe(Modell):
    """A document of the Land under one version, as its ``texte.toml`` declares it: the template, the strings
    of its context (:mod:`notices.dokumente.deklaration`) and what the program needs to know of it. Where the
    version has no such document, ``fehlt`` says why (the refusal, naming ``fehlt_pfad``)."""

    fehlt: str | None = None
    fehlt_pfad: str = "wahl.land"
    fehlt_argument: str | None = Field(default=None, pattern=r"^[a-z_]+$")
    """The argument of the call the refusal names instead of a data key (``stichwahl``: the notice was asked
    for the Stichwahl), where it is about the request rather than the data."""
    bezeichnung: str | None = None
    """A form's name with the Land's numbering, for lists and the archive
    (``Wählbarkeitsbescheinigung (Anlage 16 KomWO)``)."""
    vorlage: str | None = Field(default=None, pattern=r"^[a-z0-9-]+/[a-z0-9_-]+\.html$")
    titel: Any = ""
    betreff: Any = ""
    stichworte: list[Any] = []
    kontext: dict[str, Any] = {}
    texte: dict[str, Any] = {}
    """Named fragments the strings may use as ``{name}``."""
    fakten: str | None = None
    """A Land's hook (``bw.…``) that adds facts only the Land words."""
    aufbewahrung: Literal["unterstuetzung", "bewerbung", "dauernd"] | None = None
    nur_bewerbung: bool = False
    """A form made for applications only, not for a run-off consent."""
    entbehrlich: tuple[Bedingter, ...] = ()
    verweigert: tuple[Bedingter, ...] = ()
    warnungen: tuple[Bedingter, ...] = ()
    """Notes of a notice's deadline guard (``wenn``: a fact)."""
    faelle: dict[str, Entfallangabe] = {}
    """The cases of the notice that the election fails (``--wahl-entfaellt``), by name."""
    ohne_wahlvorschlag: str = "Einzelbewerbung"
    """What a notice's column of the proposing party shows for an applicant without one (``{familienname}``;
    ``{einzelbewerber}``: "Einzelbewerberin" for a person addressed as Frau, else "Einzelbewerber")."""
    ohne_ort: bool = False
    """The notice shows no place of the person, and its JSON's ``ort`` is null (MV: § 27 Satz 3 to 5 LKWO M-V
    name a place only at Landtag, Kreistag and Gemeindevertretung elections); the template gets ``mit_ort``."""
    ohne_zulassung: str | None = None
    """The case of ``wahl_entfaellt`` a notice of admitted applications states where none was admitted (its
    ``feststellung`` and ``folge`` are the facts ``ohne_zulassung_feststellung`` and ``ohne_zulassung_folge``)."""
    ohne_zulassung_als_entfall: bool = False
    """Where none was admitted, the notice is that of the case ``ohne_zulassung`` itself (NW § 64 Abs. 3 KWahlO)."""
    json_zusatz: tuple[Literal["wahlvorschlag", "wahlvorschlag_oder_familienname", "traeger_mit_bindestrich"], ...] = ()
    """What a notice's JSON adds to each applicant (the key ``wahlvorschlag``): the party as the notice names it
    (None without one), or the Familienname of an Einzelbewerber (SL § 76 Abs. 2 Satz 2 KWG), or the Träger as
    recorded, joined by a hyphen (NW)."""
    json_stimmen: bool = False
    """Whether a Stichwahl notice's JSON states the votes of the first ballot (``stimmen``)."""
    stichwahltag_fehlt: str | None = None
    """Why the Stichwahltag is needed, where a document refuses without it."""
    zeilen_je_blatt: int = Field(default=1, ge=1, le=100)
    """The form for support signatures: how many signatures one sheet takes (a list laid out at the office,
    BY Art. 28 GLKrWG); the sheets needed are the quorum divided by it, rounded up."""

    @model_validator(mode="after")
    def _vollstaendig(self) -> Dokumentangabe:
        if self.fehlt is None and self.vorlage is None and not self.faelle:
            raise ValueError("a document names its vorlage, or says why it is missing (fehlt)")
        return self


# ------------------------------------------------------------------------------------------------
# A version of a Land's law


class Rechtsstand(Modell):
    """One dated version of a Land's law for the election of a (Ober-)Bürgermeister."""

    land: str
    kennung: str = Field(pattern=r"^[a-z]{2}-[a-z0-9-]+$")
    label: Text
    """The program's name of the version (lists, the manifest); never printed in a document."""
    gilt_ab: date
    gilt_bis: date | None = None
    nur_wenn_benannt: str | None = None
    """Where the version governs only the elections whose data file names it (``[wahl] rechtsstand``), never
    one chosen by its Wahltag: the case in the Land's words, for lists and the docs (NI § 45m Abs. 2 NKWG: the
    shortened calendar of 34 and 30 days). Such a version may overlap the others. None: chosen by the Wahltag."""
    quelle: str
    """The default source of its rules (a key of the Land's ``[quellen]``)."""
    vorschriften: tuple[Text, ...] = Field(min_length=1)
    """The provisions and their version, as documents cite them (joined: :attr:`fassung`)."""
    regeln: tuple[Regel, ...]
    pruefung: Pruefvorschriften
    quorum: Quorumregel
    zweiter_wahlgang: Literal["stichwahl", "neuwahl", "zweiter_wahlgang"]
    """What follows a first ballot without a majority: a ``stichwahl`` of the two with most votes, a ``neuwahl``
    with new applications (BW § 45 Abs. 2 GemO a. F.), or a ``zweiter_wahlgang`` in which every proposal of the
    first ballot takes part unless withdrawn, decided by the most votes (SN § 44a KomWG)."""
    fristen_verschieben_sich_nicht: str | None = None
    """The citation that deadlines do not move for weekends and holidays (None: the Land's law
    has no such rule on record; the deadline is still shown unmoved, the safe reading)."""
    reihenfolge: Ordnung
    """The order of the admitted applications in the notice of the first ballot."""
    stichwahl_reihenfolge: Ordnung | None = None
    """The order of the Stichwahl notice; None where the Land's notice is not on record."""
    terminpruefungen: tuple[Terminpruefung, ...] = ()
    fundstellen: dict[str, str] = {}
    """Citations the Land's documents name by key (``{fs.nur_eine}``), by version."""
    dokumente: dict[str, Dokumentangabe] = {}
    """The Land's documents under this version (``texte.toml``), by kind: ``bekanntmachung``,
    ``bekanntmachung_stichwahl``, ``stichwahl_entfaellt``, ``wahl_entfaellt``, ``benachrichtigung`` and its
    forms by verb (``formblatt``, ``bescheinigung``, …)."""

    @model_validator(mode="after")
    def _regeln(self) -> Rechtsstand:
        ids = [r.id for r in self.regeln]
        if len(set(ids)) != len(ids):
            raise ValueError(f"{self.kennung}: rule ids are not unique")
        rollen = [r.rolle for r in self.regeln if r.rolle is not None]
        doppelt = sorted({r for r in rollen if rollen.count(r) > 1})
        if doppelt:
            raise ValueError(f"{self.kennung}: a role belongs to one rule: {', '.join(doppelt)}")
        for pflicht in ("wahltag", "einreichungsschluss"):
            if pflicht not in rollen:
                raise ValueError(f"{self.kennung}: no rule has the role {pflicht!r}")
        if not self.kennung.startswith(self.land.lower() + "-"):
            raise ValueError(f"{self.kennung}: a version's kennung starts with its Land ({self.land.lower()}-)")
        return self

    def regel(self, id: str) -> Regel:
        """The deadline rule with this id (its day number and citation live only there)."""
        for r in self.regeln:
            if r.id == id:
                return r
        raise KeyError(id)

    def mit_rolle(self, rolle: Rolle) -> Regel | None:
        """The rule of this role, or None where the version has none (:data:`Rolle`)."""
        return next((r for r in self.regeln if r.rolle == rolle), None)

    @property
    def einreichungsschluss(self) -> str:
        """The id of the rule that ends the filing of applications (its time: "bis 18 Uhr")."""
        regel = self.mit_rolle("einreichungsschluss")
        assert regel is not None  # required when the version loads
        return regel.id

    @property
    def fassung(self) -> str:
        """The provisions and their version, as documents cite them (``§§ 10, 10a KomWG i. d. F. ab
        01.08.2023; …``) – never the program's label."""
        return "; ".join(self.vorschriften)

    @property
    def quorum_vorschrift(self) -> str:
        """The provision that sets the number of support signatures."""
        return self.quorum.vorschrift

    @property
    def reihenfolge_vorschrift(self) -> str:
        """The provision of the order of the notice."""
        return self.reihenfolge.vorschrift

    def gilt_fuer(self, wahltag: date) -> bool:
        """True if elections on this Wahltag are governed by this version (never for a version that applies
        only where the data file names it, :attr:`nur_wenn_benannt`)."""
        if self.nur_wenn_benannt is not None:
            return False
        return self.gilt_ab <= wahltag and (self.gilt_bis is None or wahltag <= self.gilt_bis)


# ------------------------------------------------------------------------------------------------
# Retention

AUFBEWAHRUNGSKLASSEN = ("unterstuetzung", "bewerbung", "dauernd")
"""The retention classes a document can have, strictest first: the support signatures (destroyed once
the validity of the election is final), other personal data of applicants, and what is public anyway.
Every Land states what each means under its law (:class:`Aufbewahrungsrecht`)."""


class Aufbewahrung(Modell):
    """A retention class: how long documents of this kind are kept, and why."""

    kennung: str
    bezeichnung: Text
    loeschen: Literal["nie", "muss", "kann"]
    """``nie``: kept for good; ``muss``: must be destroyed when the period ends; ``kann``: may be
    destroyed then, and is by default (data minimisation, Art. 5 Abs. 1 Buchst. e DSGVO)."""
    vorschrift: Text
    begruendung: Text

    def als_json(self) -> dict[str, str]:
        """The class as it is recorded in the manifest."""
        return {
            "bezeichnung": self.bezeichnung,
            "loeschen": self.loeschen,
            "vorschrift": self.vorschrift,
            "begruendung": self.begruendung,
        }


Dauer = Annotated[str, Field(pattern=r"^P(\d+[YMWD])+$")]
"""A period as ISO 8601 writes it: ``P1W`` (a week), ``P1M`` (a month), ``P6M``."""


class Loeschfrist(Modell):
    """When the deletable classes are due: periods added one after the other to the deciding Wahltag, and
    what a day of final validity entered by the office does (``ersetzt``: it is the day; ``verlaengert``:
    the later of the two)."""

    dauer: tuple[Dauer, ...] = Field(min_length=1)
    grund: Text
    """``{tag}``: the deciding Wahltag (ISO)."""
    rechtskraft: Literal["ersetzt", "verlaengert"]
    rechtskraft_grund: Text

    @model_validator(mode="after")
    def _texte(self) -> Loeschfrist:
        _texte_pruefen(self, {"grund": ("tag",), "rechtskraft_grund": ()})
        return self


class Internetfrist(Modell):
    """The latest day to remove a public notice from the internet: a period after the deciding Wahltag."""

    dauer: Dauer
    vorschrift: Text


class Aufbewahrungsrecht(Modell):
    """A Land's retention rules: the classes with their sources, when the deletable ones are due, and
    until when an internet copy of a public notice may stay online (None where the Land has no rule)."""

    klassen: dict[str, Aufbewahrung]
    loeschen: Loeschfrist
    internet: Internetfrist | None = None

    @model_validator(mode="after")
    def _klassen(self) -> Aufbewahrungsrecht:
        if set(self.klassen) != set(AUFBEWAHRUNGSKLASSEN):
            raise ValueError(f"retention classes must be {AUFBEWAHRUNGSKLASSEN}, got {sorted(self.klassen)}")
        return self

    @property
    def internet_vorschrift(self) -> str | None:
        """The rule on internet copies of public notices, if the Land has one."""
        return self.internet.vorschrift if self.internet else None

    def loeschen_nach(self, daten: Wahldaten, rechtskraft: date | None = None) -> tuple[date, str]:
        """The day after which documents of a deletable class are due for deletion, and why.

        ``rechtskraft``: the day on which the validity of the election became final, entered by the office.
        Without it the periods count from the deciding Wahltag (:func:`letzter_wahltag`), one after the other.
        """
        tag = letzter_wahltag(daten)
        ende = tag
        for dauer in self.loeschen.dauer:
            ende = ende + _dauer(dauer)
        if rechtskraft is not None and (self.loeschen.rechtskraft == "ersetzt" or rechtskraft > ende):
            return rechtskraft, self.loeschen.rechtskraft_grund
        return ende, texte.fuelle(self.loeschen.grund, {"tag": deutsch.datum_kurz(tag)})  # a sentence: 20.06.2027

    def internet_loeschen_bis(self, daten: Wahldaten) -> date | None:
        """The latest day to remove an internet copy of a public notice; None where the Land has no rule.

        Counted from the deciding Wahltag (the Bekanntmachung des Wahlergebnisses is not in the data and
        cannot be earlier), so the date is never later than the law allows.
        """
        if self.internet is None:
            return None
        return letzter_wahltag(daten) + _dauer(self.internet.dauer)


def _dauer(text: str) -> relativedelta:
    """``P1W`` -> a week, ``P6M`` -> six months (:data:`Dauer`)."""
    einheiten = {"Y": "years", "M": "months", "W": "weeks", "D": "days"}
    return relativedelta(**{einheiten[e]: int(n) for n, e in re.findall(r"(\d+)([YMWD])", text)})


def letzter_wahltag(daten: Wahldaten) -> date:
    """The day of the deciding ballot: the Stichwahltag when a run-off is recorded, else the Wahltag."""
    wahl = daten.wahl
    if daten.stichwahl is not None and wahl.stichwahltag is not None:
        return wahl.stichwahltag
    return wahl.wahltag


# ------------------------------------------------------------------------------------------------
# What the data file holds for a Land

LANDESSCHLUESSEL = (
    "wahl.stellenausschreibung",
    "wahl.bekanntmachung_der_wahl",
    "wahl.einreichungsfrist_ende",
    "wahl.wahlberechtigte_letzte_wahl",
    "wahl.stimmen_letzte_gemeinderatswahl",
    "wahl.gemeinderatssitze",
    "wahl.eintragungsraeume",
    "wahl.einreichungsstelle",
    "wahl.ausschuss.stichwahl_zulassungssitzung",
    "bewerber.los",
    "bewerber.ordnungszahl",
    "bewerber.wahlvorschlagstraeger",
    "bewerber.partei_befreit",
    "bewerber.unterstuetzungserklaerung",
    "bewerber.geburtsort",
    "bewerber.email_oder_postfach",
    "bewerber.ruecknahme_zweiter_wahlgang",
    "wahl.stimmen_letzte_landtagswahl",
    "bewerber.vertrauensperson",
    "stichwahl_bewerber",
    "bewerber.stichwahl_verzicht",
)
"""The keys of the data file that not every Land reads: each Land names those it reads (``[daten] liest``);
a file that sets one its Land does not read gets a warning (another Land's key, most likely)."""


class Datenschluessel(Modell):
    """The Land-dependent keys of the data file (:data:`LANDESSCHLUESSEL`) this Land reads, and those a
    new election must have for it (marked as required in the web form)."""

    liest: tuple[str, ...] = ()
    pflicht: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _bekannt(self) -> Datenschluessel:
        for s in (*self.liest, *self.pflicht):
            if s not in LANDESSCHLUESSEL and not s.startswith(("wahl.", "bewerber.")):
                raise ValueError(f"unknown data key {s!r}")
        for s in self.pflicht:
            if s in LANDESSCHLUESSEL and s not in self.liest:
                raise ValueError(f"{s!r} is required but not read")
        return self


# ------------------------------------------------------------------------------------------------
# The last Landtag election (orders of a notice by the Landtag's seats: BY Art. 33 Abs. 2 GLKrWG)


class Landtagspartei(Modell):
    """A party or group with seats in the Landtag, as the Land's statistical office published the result."""

    name: Text
    """Its short name as published (``CSU``)."""
    namen: tuple[Text, ...] = ()
    """Other names under which a proposal may name it (``Christlich-Soziale Union in Bayern e.V.``); compared
    case-insensitively, as :func:`notices.deutsch.din5007` compares."""
    sitze: int = Field(ge=1)
    ordnungszahl: int = Field(ge=1)
    """The number the statistical office gave it for the ballots of the municipal elections (BY § 52 Satz 2
    GLKrWO): by its seats, equal seats by its votes (BY Art. 33 Abs. 2 Satz 2 GLKrWG) – so it also breaks a tie
    of seats."""


class Landtagswahl(Modell):
    """A Landtag election's result: it applies to the elections after ``tag`` until the next one."""

    tag: date
    quelle: str
    """The key of the source in the Land's ``[quellen]``."""
    parteien: tuple[Landtagspartei, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _eindeutig(self) -> Landtagswahl:
        zahlen = [p.ordnungszahl for p in self.parteien]
        if len(set(zahlen)) != len(zahlen):
            raise ValueError(f"landtagswahl {self.tag}: each Ordnungszahl once")
        if sorted(self.parteien, key=lambda p: (-p.sitze, p.ordnungszahl)) != list(self.parteien):
            raise ValueError(f"landtagswahl {self.tag}: parties listed by seats, then Ordnungszahl")
        return self

    def partei(self, name: str) -> Landtagspartei | None:
        """The party a proposal names (its short name or one of its other names, case and spacing ignored)."""
        gesucht = " ".join(name.casefold().split())
        for p in self.parteien:
            if gesucht in {" ".join(n.casefold().split()) for n in (p.name, *p.namen)}:
                return p
        return None


# ------------------------------------------------------------------------------------------------
# A Land


class Luecke(Modell):
    """Wahltage between two versions for which it is not on record which one governs: refused with the Land's
    sentence, unless the data file names the version (``[wahl] rechtsstand``)."""

    von: date
    bis: date
    grund: Text
    """Why the version is not known (one sentence, no placeholders)."""


class Landesrecht(Modell):
    """What a Land declares (as in ``holidays``: declared, not coded); one per package
    ``notices.recht.<code>``, found by name (as in ``python-stdnum``).

    Every field without a default is required: a Land that forgets one fails when it loads, never with
    another Land's rule as a silent default.
    """

    code: str = Field(pattern=r"^[A-Z]{2}$")
    """ISO 3166-2:DE subdivision code without the country: ``BW``, ``ST``, ``SL``, ``NW``."""
    name: Text
    """``Baden-Württemberg``."""
    fuer: Text
    """The Land after "für", with its article: ``für Baden-Württemberg``, ``für das Saarland``."""
    im: Text
    """The Land after "in", with its article: ``in Sachsen-Anhalt``, ``im Saarland``."""
    aemter: tuple[Text, ...] = Field(min_length=1)
    """The offices elected by this procedure in this Land (``[wahl] amt``)."""
    aemter_ohne_direktwahl: dict[str, Text] = {}
    """Offices of the Land that are not elected by this procedure, each with the sentence that refuses it
    (SH: the ehrenamtliche Bürgermeister is elected by the Gemeindevertretung, § 52 GO)."""
    wahlausschuss: Text = "Gemeindewahlausschuss"
    """What the Land's election law calls the committee that decides on the admission, as the Land's deadlines
    and texts name it (``Wahlausschuss``); the web form's labels name it so."""
    wahlvorschlagstraeger: bool
    """Whether an application names a proposing or supporting party or Wählergruppe (``wahlvorschlagstraeger``)."""
    quellen: dict[str, Quelle] = Field(min_length=1)
    """Where the Land's law was read, by key: every rule names one."""
    gesetze: tuple[Text, ...] = Field(min_length=1)
    """The Land's municipal code, election act and election regulation as its documents cite them
    (``GemO``, ``KWG LSA``). Abbreviations are the Land's, not the law's name: Hessen's KWG is not the
    Saarland's, so a citation is checked against the Land of the document, never used to guess the Land."""
    rechtsstaende: tuple[Rechtsstand, ...] = Field(min_length=1)
    """The dated versions of the Land's law, chosen by the Wahltag."""
    aufbewahrung: Aufbewahrungsrecht
    daten: Datenschluessel = Datenschluessel()
    beispiel: Text
    """The built-in example election: a file name in ``examples/`` (``notices beispiel --land``)."""
    beispiel_gemeinde: Text
    """The invented Gemeinde of the example, for the help text."""
    amtstexte: dict[str, dict[str, str]] = {}
    """How the Land's documents name each office and its area, by office: ``{amt.wahl_der}`` …
    (``{gemeinde}`` may be used)."""
    gebiet_nach_amt: bool = False
    """Whether letters, the Prüfbericht and the forms name the area by the office's ``amtstexte`` ``gebiet``
    (RP: ``Verbandsgemeinde …``, ``Ortsgemeinde …``) instead of ``Gemeinde …``/``Stadt …``."""
    landtagswahlen: tuple[Landtagswahl, ...] = ()
    """The Landtag elections whose result an order of the Land's notices reads (``[[landtagswahlen]]``), oldest
    first; :meth:`landtagswahl` gives the one that applies to a Wahltag."""
    luecken: tuple[Luecke, ...] = ()
    """Wahltage between versions for which the governing version is not on record (:class:`Luecke`)."""
    allgemeine_wahltage: tuple[date, ...] = ()
    """The days of the Land's general municipal elections, on which a mayoral election is combined with the
    council's (BY: 15.03.2020, 08.03.2026)."""

    @model_validator(mode="after")
    def _staende(self) -> Landesrecht:
        for rs in self.rechtsstaende:
            if rs.land != self.code:
                raise ValueError(f"{self.code}: Rechtsstand {rs.kennung} belongs to {rs.land}")
        kennungen = [rs.kennung for rs in self.rechtsstaende]
        if len(set(kennungen)) != len(kennungen):
            raise ValueError(f"{self.code}: Rechtsstand ids are not unique: {kennungen}")
        geordnet = sorted((rs for rs in self.rechtsstaende if rs.nur_wenn_benannt is None), key=lambda rs: rs.gilt_ab)
        for frueher, spaeter in pairwise(geordnet):
            if frueher.gilt_bis is None or frueher.gilt_bis >= spaeter.gilt_ab:
                raise ValueError(f"{self.code}: {frueher.kennung} and {spaeter.kennung} overlap")
        for rs in self.rechtsstaende:
            for q in (rs.quelle, *(r.quelle for r in rs.regeln)):
                if q not in self.quellen:
                    raise ValueError(f"{rs.kennung}: source {q!r} is not in [quellen]")
        if set(self.aemter_ohne_direktwahl) & set(self.aemter):
            raise ValueError(f"{self.code}: an office is elected by this procedure or refused, not both")
        schluessel_je_amt = {frozenset(w) for w in self.amtstexte.values()}
        if self.amtstexte and (len(schluessel_je_amt) != 1 or set(self.amtstexte) != set(self.aemter)):
            raise ValueError(f"{self.code}: amtstexte name the same texts for every office")
        for amt, woerter in self.amtstexte.items():
            if amt not in self.aemter:
                raise ValueError(f"{self.code}: amtstexte for {amt!r}, which is not one of its offices")
            for schluessel, text in woerter.items():
                texte.pruefe(text, ("gemeinde",), f"amtstexte.{amt}.{schluessel}")
        if self.gebiet_nach_amt and (not self.amtstexte or not all("gebiet" in w for w in self.amtstexte.values())):
            raise ValueError(f"{self.code}: gebiet_nach_amt needs amtstexte with gebiet for every office")
        if not re.fullmatch(r"[a-z0-9-]+\.toml", self.beispiel):
            raise ValueError(f"{self.code}: beispiel is a file name in examples/")
        for lw in self.landtagswahlen:
            if lw.quelle not in self.quellen:
                raise ValueError(f"{self.code}: landtagswahl {lw.tag}: source {lw.quelle!r} is not in [quellen]")
        if [lw.tag for lw in self.landtagswahlen] != sorted({lw.tag for lw in self.landtagswahlen}):
            raise ValueError(f"{self.code}: landtagswahlen are listed oldest first, each day once")
        for lu in self.luecken:
            if lu.von > lu.bis or any(rs.gilt_fuer(lu.von) or rs.gilt_fuer(lu.bis) for rs in self.rechtsstaende):
                raise ValueError(f"{self.code}: luecke {lu.von}–{lu.bis} lies between versions, not in one")
        return self

    def luecke(self, wahltag: date) -> Luecke | None:
        """The gap between versions the Wahltag lies in, or None."""
        return next((lu for lu in self.luecken if lu.von <= wahltag <= lu.bis), None)

    def landtagswahl(self, wahltag: date) -> Landtagswahl | None:
        """The last Landtag election held before the Wahltag, or None where none is on record."""
        frueher = [lw for lw in self.landtagswahlen if lw.tag < wahltag]
        return frueher[-1] if frueher else None

    def liest(self, schluessel: str) -> bool:
        """Whether the Land reads this data key (keys every Land reads: True)."""
        return schluessel not in LANDESSCHLUESSEL or schluessel in self.daten.liest
