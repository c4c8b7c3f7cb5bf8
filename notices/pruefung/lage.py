"""What every part of the admission check needs: the election, its law, its deadlines, the moment the
check describes, and how a defect is judged curable (BW § 20 Abs. 5 KomWO: until the period ends,
and never after the admission decision)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

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
