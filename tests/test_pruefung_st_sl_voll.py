"""The full admission check for Sachsen-Anhalt and the Saarland: the documents each Land's law lists (ST § 39
Abs. 2 KWO LSA, SL § 104 KWO with § 27 Abs. 2 KWG), the Saarland's rule on signing several proposals (§ 17
Abs. 4 KWO: the first stays valid since 2019, all void before), the entry only after the filing (§ 17 Abs. 1
KWO), the details an entry needs (§ 17 Abs. 3 Satz 2 KWO), the ages (§ 62 Abs. 1 KVG LSA, § 54 KSVG) and the
Mängelschreiben of each Land."""

from __future__ import annotations

import copy
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest

from notices.dienste import pruefe, validiere
from notices.dokumente.pruefbericht import maengelschreiben, maengelschreiben_text
from notices.fehler import Eingabefehler
from notices.pruefung import Bewerbungspruefung, Pruefergebnis

from .conftest import REPO, roh_von

ST = REPO / "examples" / "beispielstedt-st-2027.toml"
SL = REPO / "examples" / "musterbach-sl-2027.toml"
KOPF = "familienname;vornamen;geburtsdatum;strasse;plz;ort;datum_unterschrift;wahlberechtigt;eingang;bemerkung\n"


def _roh(datei: Path) -> dict[str, Any]:
    return roh_von(datei, listen_absolut=True)


def _bewerber(roh: dict[str, Any], bid: str) -> dict[str, Any]:
    return next(b for b in roh["bewerber"] if b["id"] == bid)


def _pruefe(roh: dict[str, Any], stichtag: datetime, basis: Path = REPO) -> Pruefergebnis:
    return pruefe(validiere(copy.deepcopy(roh)), basis, stichtag=stichtag)


def _maengel(b: Bewerbungspruefung) -> list[tuple[str, str, bool]]:
    return [(m.text, m.vorschrift, m.behebbar) for m in b.maengel]


VOR_FRIST_ST = datetime(2027, 3, 30, 12, 0)  # inside the period, after the last receipt (29.03. 17:30)
NACH_FRIST_ST = datetime(2027, 3, 31, 9, 0)
VOR_FRIST_SL = datetime(2027, 4, 8, 12, 0)
NACH_FRIST_SL = datetime(2027, 4, 9, 9, 0)


# --- documents ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bid", "schluessel", "text", "vorschrift"),
    [
        ("ahrens", "waehlbarkeitsnachweis", "Anlage 9b KWO LSA fehlt", "§ 39 Abs. 2 Nr. 2 KWO LSA"),
        ("aehnlich", "unterstuetzungserklaerung", "nach § 24 KWG LSA fehlt", "§ 39 Abs. 2 Nr. 3 KWO LSA"),
        ("aehnlich", "niederschrift", "Anlage 10 KWO LSA fehlt", "§ 39 Abs. 2 Nr. 3 KWO LSA"),
        ("novakova", "unionsbuerger_versicherung", "Anlage 8b KWO LSA", "§ 38a Abs. 2, § 39 Abs. 2 Nr. 2 KWO LSA"),
        ("novakova", "niederschrift", "Anlage 10 KWO LSA fehlt", "§ 39 Abs. 2 Nr. 3 KWO LSA"),
    ],
)
def test_st_unterlage_fehlt(bid: str, schluessel: str, text: str, vorschrift: str) -> None:
    """§ 39 Abs. 2 KWO LSA: missing, it can be handed in until the period ends (§ 30 Abs. 1, § 68a KWG LSA)."""
    roh = _roh(ST)
    _bewerber(roh, bid)["unterlagen"][schluessel] = False
    for stichtag, behebbar in ((VOR_FRIST_ST, True), (NACH_FRIST_ST, False)):
        b = _pruefe(roh, stichtag).bewerbung(bid)
        [(t, v, heilbar)] = _maengel(b)
        assert text in t and vorschrift in v and heilbar is behebbar
        assert b.vorschlag == ("offen" if behebbar else "zurueckweisen")


@pytest.mark.parametrize(
    ("bid", "unterlagen"),
    [
        ("ahrens", {"waehlbarkeitsnachweis": True}),  # an Einzelbewerber: no § 24 declaration, no Niederschrift
        ("aehnlich", {"waehlbarkeitsnachweis": True, "unterstuetzungserklaerung": True, "niederschrift": True}),
        ("zoellner", {"waehlbarkeitsnachweis": True}),  # a German: no Versicherung an Eides statt (§ 38a Abs. 2)
    ],
)
def test_st_nur_was_das_recht_verlangt(bid: str, unterlagen: dict[str, bool]) -> None:
    roh = _roh(ST)
    _bewerber(roh, bid)["unterlagen"] = unterlagen
    assert _pruefe(roh, VOR_FRIST_ST).bewerbung(bid).maengel == ()


def test_st_schluessel_anderer_laender_abgelehnt() -> None:
    """A key of BW's law is not one of Sachsen-Anhalt's documents: refused at loading, naming the field."""
    roh = _roh(ST)
    _bewerber(roh, "ahrens")["unterlagen"] = {"waehlbarkeitsbescheinigung": True}
    with pytest.raises(Eingabefehler) as e:
        validiere(roh)
    assert e.value.probleme[0].pfad == "bewerber[3].unterlagen.waehlbarkeitsbescheinigung"


@pytest.mark.parametrize(
    ("schluessel", "nummer"),
    [("zustimmungserklaerung", "§ 27 Abs. 2 Satz 2 Nr. 5 KWG"), ("niederschrift", "§ 27 Abs. 2 Satz 2 Nr. 6 KWG")],
)
def test_sl_unterlage_fehlt_unheilbar_nach_frist(schluessel: str, nummer: str) -> None:
    """§ 27 Abs. 2 KWG: without consent or Niederschrift there is no valid proposal once the period has ended."""
    roh = _roh(SL)
    _bewerber(roh, "klein")["unterlagen"][schluessel] = False
    for stichtag, behebbar in ((VOR_FRIST_SL, True), (NACH_FRIST_SL, False)):
        [(_, vorschrift, heilbar)] = _maengel(_pruefe(roh, stichtag).bewerbung("klein"))
        assert nummer in vorschrift and heilbar is behebbar


def test_sl_einzelbewerber_ohne_weitere_unterlagen() -> None:
    """An Einzelbewerber's proposal (Anlage 11b) holds consent and Versicherung itself (§ 104 Abs. 3 Satz 2 KWO)."""
    b = _pruefe(_roh(SL), VOR_FRIST_SL).bewerbung("scholl")
    assert b.maengel == () and b.vorschlag == "zulassen"


# --- the Saarland's Unterstützungsverzeichnis -------------------------------------------------------


def _sl_wahl(tmp_path: Path, wahltag: date, listen: dict[str, str], eingang: dict[str, datetime]) -> dict[str, Any]:
    roh = _roh(SL)
    roh["wahl"]["wahltag"] = wahltag
    roh["wahl"]["stichwahltag"] = date.fromordinal(wahltag.toordinal() + 14)
    roh.pop("stichwahl")
    for b in roh["bewerber"]:
        b.pop("unterschriften", None)
        b.pop("zugelassen", None)
        if b["id"] in eingang:
            b["eingang"] = eingang[b["id"]]
        if b["id"] in listen:
            (tmp_path / f"{b['id']}.csv").write_text(KOPF + listen[b["id"]], "utf-8")
            b["unterschriften"] = f"{b['id']}.csv"
    return roh


def _eintraege(n: int, tag: str, uhr: str, start: int = 0) -> str:
    return "".join(
        f"Muster{i};Person{i};01.01.1970;Weg {i};66999;Musterbach;{tag};ja;{tag} {uhr};\n"
        for i in range(start, start + n)
    )


def _zeile(name: str, tag: str, eingang: str, geburt: str = "03.09.1958") -> str:
    return f"{name};Hilde;{geburt};Kirchstraße 21;66999;Musterbach;{tag};ja;{eingang};\n"


@pytest.mark.parametrize(
    ("scholl", "arnold", "ungueltig_bei", "regel"),
    [
        (("01.04.2027", "01.04.2027 10:12"), ("05.04.2027", "05.04.2027 09:40"), "arnold", "mehrfach"),
        (("06.04.2027", "06.04.2027 10:12"), ("05.04.2027", "05.04.2027 09:40"), "scholl", "mehrfach"),
        (("05.04.2027", "05.04.2027 10:12"), ("05.04.2027", "05.04.2027 09:40"), "scholl", "mehrfach"),  # by the time
        (("05.04.2027", "05.04.2027"), ("05.04.2027", "05.04.2027"), "beide", "mehrfach_offen"),  # no time: open
    ],
)
def test_sl_erste_unterschrift_bleibt_gueltig(
    scholl: tuple[str, str], arnold: tuple[str, str], ungueltig_bei: str, regel: str, tmp_path: Path
) -> None:
    """§ 17 Abs. 4 KWO (2019): "… so ist ihre oder seine Unterschrift auf allen weiteren Wahlvorschlägen ungültig"."""
    listen = {
        "scholl": _eintraege(99, "07.04.2027", "10:00") + _zeile("Dörr", *scholl),
        "arnold": _eintraege(99, "07.04.2027", "11:00", 500) + _zeile("Dörr", *arnold),
    }
    roh = _sl_wahl(tmp_path, date(2027, 6, 13), listen, {})
    ergebnis = _pruefe(roh, NACH_FRIST_SL, tmp_path)
    for bid in ("scholl", "arnold"):
        b = ergebnis.bewerbung(bid)
        if ungueltig_bei in (bid, "beide"):
            [u] = b.ungueltig
            assert u.regeln[0] == regel and "§ 17 Abs. 4 KWO" in u.grund
            assert b.gueltig == 99
        else:
            assert b.ungueltig == () and b.gueltig == 100


def test_sl_erste_nicht_feststellbar_bei_drei_vorschlaegen(tmp_path: Path) -> None:
    """Two entries on the same day without a time, a third later: the later one is void for sure, which of the
    first two stays valid is open (both not counted until the times are recorded)."""
    listen = {
        "scholl": _zeile("Dörr", "01.04.2027", "01.04.2027"),
        "arnold": _zeile("Dörr", "01.04.2027", "01.04.2027"),
        "klein": _zeile("Dörr", "05.04.2027", "05.04.2027 09:00"),
    }
    ergebnis = _pruefe(_sl_wahl(tmp_path, date(2027, 6, 13), listen, {}), NACH_FRIST_SL, tmp_path)
    regeln = {bid: ergebnis.bewerbung(bid).ungueltig[0].regeln[0] for bid in ("scholl", "arnold", "klein")}
    assert regeln == {"scholl": "mehrfach_offen", "arnold": "mehrfach_offen", "klein": "mehrfach"}


def test_sl_vor_2019_alle_unterschriften_ungueltig(tmp_path: Path) -> None:
    """§ 17 Abs. 4 KWO as published before 2019: "… auf allen Wahlvorschlägen ungültig" – and it says so."""
    listen = {  # Wahltag 25.05.2014: the 66th day is Thursday, 20.03.2014
        "scholl": _eintraege(99, "10.03.2014", "10:00") + _zeile("Dörr", "05.03.2014", "05.03.2014 10:12"),
        "arnold": _eintraege(99, "10.03.2014", "11:00", 500) + _zeile("Dörr", "07.03.2014", "07.03.2014 09:40"),
    }
    eingang = {"scholl": datetime(2014, 3, 1, 9, 0), "arnold": datetime(2014, 3, 2, 9, 0)}
    roh = _sl_wahl(tmp_path, date(2014, 5, 25), listen, eingang)
    for b in roh["bewerber"]:
        if b["id"] not in eingang:
            b["eingang"] = datetime(2014, 2, 10, 9, 0)
    ergebnis = _pruefe(roh, datetime(2014, 3, 21, 12, 0), tmp_path)
    assert ergebnis.rechtsstand.startswith("Saarland, KWG i. d. F. vom 09.11.2008")
    for bid in ("scholl", "arnold"):
        [u] = ergebnis.bewerbung(bid).ungueltig
        assert u.regeln[0] == "mehrfach" and "alle Unterschriften" in u.grund
    assert any("auf allen Wahlvorschlägen" in h for h in ergebnis.hinweise)


def test_sl_eintragung_erst_ab_dem_tag_nach_der_einreichung(tmp_path: Path) -> None:
    """§ 17 Abs. 1 Satz 1 KWO: laid out "von dem auf den Tag der Einreichung des Wahlvorschlags folgenden Tag ab"."""
    listen = {"scholl": _eintraege(1, "30.03.2027", "15:00") + _eintraege(1, "31.03.2027", "08:00", 10)}
    b = _pruefe(_sl_wahl(tmp_path, date(2027, 6, 13), listen, {}), NACH_FRIST_SL, tmp_path).bewerbung("scholl")
    [u] = b.ungueltig
    assert u.zeile == 2 and u.regeln == ("vor_einreichung",) and "(§ 17 Abs. 1 Satz 1 KWO)" in u.grund
    assert b.gueltig == 1


def test_sl_eintragung_ohne_geburtsdatum_zaehlt(tmp_path: Path) -> None:
    """§ 17 Abs. 3 Satz 2 KWO asks for Vor- und Familienname, Wohnort und Wohnung – not the birth date; ST's
    Formblatt asks for it (its rows without it do not count)."""
    listen = {"scholl": _zeile("Ohne", "31.03.2027", "31.03.2027 09:00", geburt="")}
    b = _pruefe(_sl_wahl(tmp_path, date(2027, 6, 13), listen, {}), NACH_FRIST_SL, tmp_path).bewerbung("scholl")
    assert (b.gueltig, b.ungueltig) == (1, ())

    roh = _roh(ST)
    (tmp_path / "a.csv").write_text(KOPF + "Ohne;Hilde;;Weg 1;06999;Beispielstedt;01.03.2027;ja;;\n", "utf-8")
    _bewerber(roh, "ahrens")["unterschriften"] = "a.csv"
    b = _pruefe(roh, VOR_FRIST_ST, tmp_path).bewerbung("ahrens")
    assert b.gueltig == 0 and b.ungueltig[0].regeln == ("angaben",)


def test_st_mehrfach_gemeldet_mit_zeile() -> None:
    """§ 21 Abs. 9 KWG LSA is not on record: counted, and the line is named for the committee."""
    ergebnis = _pruefe(_roh(ST), VOR_FRIST_ST)
    assert ergebnis.bewerbung("ahrens").gueltig == 84
    assert any("(Zeile 62)" in h and "§ 21 Abs. 9 KWG LSA" in h for h in ergebnis.bewerbung("ahrens").hinweise)
    assert any("(Zeile 14)" in h for h in ergebnis.bewerbung("oestreich").hinweise)


# --- ages ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("datei", "bid", "geburt", "mangel", "hinweis"),
    [
        (ST, "ahrens", date(2009, 6, 7), "18. Lebensjahr noch nicht vollendet", "Hauptverwaltungsbeamter"),  # 17
        (ST, "ahrens", date(2009, 6, 6), None, "Hauptverwaltungsbeamter"),  # 18 on the Wahltag: a Hinweis (21)
        (ST, "ahrens", date(2006, 6, 6), None, None),  # 21 on the Wahltag
        (ST, "ahrens", date(1960, 6, 6), None, "Hauptverwaltungsbeamter"),  # 67 on the Wahltag
        (ST, "ahrens", date(1960, 6, 7), None, None),  # still 66
        (SL, "scholl", date(2002, 6, 14), "25. Lebensjahr noch nicht vollendet", "65. Lebensjahr"),
        (SL, "scholl", date(2002, 6, 13), None, None),  # 25 on the Wahltag (§ 54 KSVG)
        (SL, "scholl", date(1963, 6, 13), None, "65. Lebensjahr"),  # 64: the start of the term decides
    ],
)
def test_lebensalter(datei: Path, bid: str, geburt: date, mangel: str | None, hinweis: str | None) -> None:
    roh = _roh(datei)
    _bewerber(roh, bid)["geburtsdatum"] = geburt
    b = _pruefe(roh, VOR_FRIST_ST if datei == ST else VOR_FRIST_SL).bewerbung(bid)
    alter = [m.text for m in b.maengel if m.art == "waehlbarkeit"]
    assert (mangel in alter[0]) if mangel else alter == []
    treffer = [h for h in b.hinweise if "Alter am Wahltag" in h]
    assert (hinweis in treffer[0]) if hinweis else treffer == []


# --- Mängelschreiben ---------------------------------------------------------------------------------


def test_st_maengelschreiben() -> None:
    """§ 39 Abs. 3 KWO LSA: the Wahlleiter checks whether the applications are complete; the letter says what is
    missing and that the period is an Ausschlussfrist (§ 68a Abs. 1 KWG LSA)."""
    roh = _roh(ST)
    _bewerber(roh, "ahrens")["unterlagen"]["waehlbarkeitsnachweis"] = False
    schreiben = maengelschreiben(_pruefe(roh, VOR_FRIST_ST), "ahrens")
    text = maengelschreiben_text(schreiben)
    assert text.startswith("Die Wahlleitung\nGemeinde Beispielstedt")
    assert (
        "Ihre Bewerbung zur Bürgermeisterwahl in Beispielstedt am 6. Juni 2027 – Mängel (§ 39 Abs. 3 KWO LSA)" in text
    )
    assert (
        "Anlage 9b KWO LSA fehlt (§ 39 Abs. 2 Nr. 2 KWO LSA) – bis zum Ende der Einreichungsfrist: Dienstag, " in text
    )
    assert "(§ 68a Abs. 1 KWG LSA)" in text and text.rstrip().endswith("Karla Probe\nWahlleitung")
    for bw in ("KomWO", "KomWG", "GemO", "Gemeindewahlausschuss"):
        assert bw not in text


def test_sl_maengelschreiben_an_die_vertrauensperson_ohne_namen(tmp_path: Path) -> None:
    """§ 27 Abs. 1 Satz 2 KWG: to the Vertrauensperson; the signers stay unknown (§ 62a Abs. 3 KWO)."""
    listen = {
        "scholl": _eintraege(97, "07.04.2027", "10:00")
        + _zeile("Dörr", "01.04.2027", "01.04.2027 10:12")
        + "Nein;Norbert;02.02.1960;Weg 9;66999;Musterbach;02.04.2027;nein;02.04.2027 11:00;\n",
        "arnold": _eintraege(99, "07.04.2027", "11:00", 500) + _zeile("Dörr", "05.04.2027", "05.04.2027 09:40"),
    }
    roh = _sl_wahl(tmp_path, date(2027, 6, 13), listen, {})
    ergebnis = _pruefe(roh, datetime(2027, 4, 7, 12, 0), tmp_path)
    assert len(ergebnis.bewerbung("scholl").ungueltig) == 1  # Norbert Nein: not entitled to vote
    text = maengelschreiben_text(maengelschreiben(ergebnis, "scholl"))
    assert "An die Vertrauensperson\ndes Wahlvorschlags „Scholl“\n(Bewerbung von Lea Scholl)" in text
    assert (
        "Wahlvorschlag „Scholl“ zur Bürgermeisterwahl in Musterbach am 13. Juni 2027 – Mängel (§ 27 Abs. 1 Satz 2 KWG)"
        in text
    )
    assert (
        "Es fehlen 1 gültige" not in text and "Es fehlt 1 gültige Unterstützungsunterschrift: 98 gültige von 99" in text
    )
    assert "Dörr" not in text and "Norbert" not in text and "Person" not in text and "Zeile" not in text
    assert "Über die Zulassung" not in text  # nothing that cannot be cured yet


@pytest.mark.parametrize("stichtag", [datetime(2022, 8, 1, 12, 0)])
def test_st_alte_fassung_ohne_maengelschreiben(stichtag: datetime) -> None:
    roh = _roh(ST)
    roh["wahl"].update(
        wahltag=date(2022, 9, 11),
        stichwahltag=date(2022, 9, 25),
        stellenausschreibung=date(2022, 6, 1),
        einreichungsfrist_ende=date(2022, 8, 15),
    )
    for b in roh["bewerber"]:
        b.pop("unterlagen", None)
        b.pop("unterschriften", None)
        b["eingang"] = datetime(2022, 7, 1, 9, 0)
    with pytest.raises(Eingabefehler) as e:
        maengelschreiben(_pruefe(roh, stichtag), "ahrens")
    assert "für Sachsen-Anhalt nicht umgesetzt" in str(e.value.probleme[0])


def test_bw_unveraendert_alle_ungueltig() -> None:
    """BW keeps its rule (§ 20 Abs. 2 Nr. 3 KomWO): the generalized rule value maps to it."""
    from notices import recht

    pruefung = next(rs.pruefung for rs in recht.land("BW").rechtsstaende if rs.kennung == "bw-2023")
    assert pruefung.mehrfachregel == "alle_ungueltig" and pruefung.pflichtangaben is None


def test_st_unterschrift_vor_der_bekanntmachung_der_wahl(tmp_path: Path) -> None:
    """§ 21 Abs. 9 KWG LSA as published notices paraphrase it: only signatures from the notice of the election."""
    roh = _roh(ST)
    (tmp_path / "a.csv").write_text(
        KOPF
        + "Frueh;Hilde;01.01.1970;Weg 1;06999;Beispielstedt;28.01.2027;ja;;\n"
        + "Recht;Hilde;01.01.1970;Weg 2;06999;Beispielstedt;29.01.2027;ja;;\n",
        "utf-8",
    )
    _bewerber(roh, "ahrens")["unterschriften"] = "a.csv"
    b = _pruefe(roh, VOR_FRIST_ST, tmp_path).bewerbung("ahrens")
    [u] = b.ungueltig
    assert (u.zeile, u.regeln) == (2, ("vor_ausschreibung",)) and "§ 21 Abs. 9 KWG LSA" in u.grund
    assert b.gueltig == 1
