"""What every part of the admission check needs: the election, its law, its deadlines, the moment the
check describes, and how a defect is judged curable (BW § 20 Abs. 5 KomWO: until the period ends,
and never after the admission decision)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, time

from notices import deutsch, recht
from notices.model import Wahldaten
from notices.pruefung.ergebnis import Heilungsfrist, Mangel, Mangelart
from notices.recht import fristenrechnung as fristen
from notices.recht.fristenrechnung import Frist
from notices.recht.grundlagen import Pruefvorschriften, Rechtsstand
from notices.unterschriften import Unterschrift


def _heilungsfrist(alle: Mapping[str, Frist], id: str, text: str) -> Heilungsfrist:
    f = alle.get(id)
    if f is None:
        return Heilungsfrist(id, None, None, text + " (Termin noch nicht festgelegt)")
    wann = deutsch.datum_lang(f.datum) + (f", {deutsch.uhrzeit(f.uhrzeit)}" if f.uhrzeit else "")
    return Heilungsfrist(id, f.datum, f.uhrzeit, f"{text}: {wann}")


def zeit(zeitpunkt: datetime) -> str:
    """``15.02.2027, 18:20 Uhr``."""
    return f"{deutsch.datum_kurz(zeitpunkt.date())}, {deutsch.uhrzeit(zeitpunkt)}"


@dataclass
class Lage:
    """The election under check at ``stichtag``, with its law and deadlines."""

    daten: Wahldaten
    listen: Mapping[str, Sequence[Unterschrift]]
    stichtag: datetime
    rs: Rechtsstand = field(init=False)
    fristen: dict[str, Frist] = field(init=False)

    def __post_init__(self) -> None:
        self.wahl = self.daten.wahl
        self.rs = recht.rechtsstand(self.wahl)
        self.fristen = {f.id: f for f in recht.fristen(self.wahl)}
        self.frist_ende = fristen.einreichungsschluss(self.wahl, self.rs)
        self.fristende = _heilungsfrist(self.fristen, self.rs.einreichungsschluss, "bis zum Ende der Einreichungsfrist")
        self.nachfrist = self._nachfrist()
        if self.nachfrist is not None:
            self.frist_ende = datetime.combine(self.nachfrist.datum, self.nachfrist.uhrzeit or time(23, 59, 59))
            self.fristende = _heilungsfrist(self.fristen, self.nachfrist.id, "bis zum Ende der Nachfrist")
        maengel = self.rs.mit_rolle("maengelbeseitigung_bis")
        if maengel is not None:
            self.fristende = _heilungsfrist(self.fristen, maengel.id, "bis zum Ende der Frist zur Mängelbeseitigung")
        self.unterstuetzung_ende = self.frist_ende
        self.unterstuetzungsfrist = self.fristende
        eintragung = self.rs.mit_rolle("unterstuetzung_bis")
        if self.v.eintragungsfrist and eintragung is not None and eintragung.id in self.fristen:
            f = self.fristen[eintragung.id]
            self.unterstuetzung_ende = datetime.combine(f.datum, f.uhrzeit or time(23, 59, 59))
            self.unterstuetzungsfrist = _heilungsfrist(
                self.fristen, eintragung.id, f"bis zum Ende der {self.v.eintragungsfrist_name}"
            )
        self.entscheidung = _heilungsfrist(
            self.fristen, "zulassung_spaetestens", "bis zur Entscheidung über die Zulassung, spätestens"
        )
        self.stichwahl_frist = _heilungsfrist(
            self.fristen, "stichwahl_zustimmung_bis", "bis zum Ablauf der Zustimmungsfrist"
        )
        self.stichwahl_entscheidung = _heilungsfrist(
            self.fristen,
            "stichwahl_zulassung_spaetestens",
            "bis zur Entscheidung über die Zulassung zur Stichwahl, spätestens",
        )
        self.ausschreibung = self.wahl.stellenausschreibung or self.wahl.bekanntmachung_der_wahl
        self.beginn = self.fristen.get("einreichungsfrist_beginn")

    def _nachfrist(self) -> Frist | None:
        """The Nachfrist where it applies: the version has one (role ``einreichungsnachfrist``) and by the regular
        end no or only one application was received (BY Art. 31 Satz 2 GLKrWG). An application whose receipt is
        not recorded counts as received in time: a missing record never opens the Nachfrist."""
        regel = self.rs.mit_rolle("einreichungsnachfrist")
        if regel is None or self.frist_ende is None or regel.id not in self.fristen:
            return None
        schluss = self.frist_ende
        rechtzeitig = [b for b in self.daten.bewerber if b.eingang is None or b.eingang <= schluss]
        return self.fristen[regel.id] if len(rechtzeitig) <= 1 else None

    @property
    def eingegangen_bis_zum_schluss(self) -> int:
        """The applications received by the regular end of the filing (a receipt not recorded counts)."""
        schluss = fristen.einreichungsschluss(self.wahl, self.rs)
        return sum(b.eingang is None or schluss is None or b.eingang <= schluss for b in self.daten.bewerber)

    @property
    def v(self) -> Pruefvorschriften:
        """The citations of the Land's law for this check."""
        return self.rs.pruefung

    def behebbar(self, bis: Heilungsfrist | None, entscheidung: Heilungsfrist) -> bool:
        """Can a defect still be cured at the Stichtag? Never after the admission decision (§ 20 Abs. 5 Satz 3)."""
        if bis is None:
            return False
        grenzen = [g for g in (bis.ende, entscheidung.ende) if g is not None]
        return all(self.stichtag <= g for g in grenzen)

    def mangel(
        self,
        art: Mangelart,
        vorschrift: str,
        text: str,
        bis: Heilungsfrist | None,
        entscheidung: Heilungsfrist,
        erfasst: bool = True,
    ) -> Mangel:
        """A defect, judged curable or not at the Stichtag."""
        return Mangel(art, vorschrift, text, self.behebbar(bis, entscheidung), bis, erfasst)
