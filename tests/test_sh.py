"""Schleswig-Holstein (§§ 57 ff. GO; §§ 19, 25, 46–53 GKWG; §§ 72 ff. GKWO): versions, deadlines, date checks,
who may propose, quorum, the order of § 53 Abs. 1 GKWG and the admission check – table-driven, each row citing
its paragraph, with the dates and numbers the Gemeinden published (Schleswig 2013, Flensburg and Bargteheide
2016, Hohenwestedt 2017, Kiel 2012/2019/2025, Henstedt-Ulzburg 2020; docs/recht-sh.md)."""

from __future__ import annotations

import functools
import tomllib
from datetime import date, datetime, time
from typing import Any

import pytest

from notices import recht
from notices.dienste import lade, pruefe, validiere
from notices.fehler import Eingabefehler
from notices.model import Wahl, Wahldaten
from notices.reihenfolge import erste_wahl
from tests import conftest

from .conftest import REPO

SH = REPO / "examples" / "musterwiek-sh-2027.toml"

wahl = functools.partial(
    conftest.wahl, "SH", gemeinde="Testwiek", einwohnerzahl=12_000, gemeinderatssitze=27, wahltag=date(2024, 11, 10)
)
bewerber = functools.partial(
    conftest.bewerber, anschrift={"strasse": "Weg 1", "plz": "24103", "ort": "Kiel"}, zugelassen=True
)


def fristen(w: Wahl) -> dict[str, tuple[date, time | None]]:
    return {f.id: (f.datum, f.uhrzeit) for f in recht.fristen(w)}


# --- versions and deadlines ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("werte", "kennung", "erwartet"),
    [
        # Schleswig 22.09.2013: "spätestens … Montag, der 05. August 2013, 18:00 Uhr (Ausschlussfrist)"
        ({"wahltag": date(2013, 9, 22)}, "sh-2010", {"einreichung_bis": (date(2013, 8, 5), time(18))}),
        # Flensburg OB 05.06.2016: "Die Bewerbungsfrist lief bis Montag 18.00 Uhr" (18.04.); Zulassung "an diesem
        # Freitag (22. April)" – the 48th and the 44th day
        (
            {"wahltag": date(2016, 6, 5), "amt": "Oberbürgermeister"},
            "sh-2010",
            {"einreichung_bis": (date(2016, 4, 18), time(18)), "zulassung": (date(2016, 4, 22), None)},
        ),
        # Bargteheide 26.06.2016: Ausschlussfrist 09.05.2016, 18 Uhr (Wahltag before 01.07.2016)
        ({"wahltag": date(2016, 6, 26)}, "sh-2010", {"einreichung_bis": (date(2016, 5, 9), time(18))}),
        # Hohenwestedt 24.09.2017: "nach § 19 i.V.m. § 46 GKWG spätestens bis zum 31. Juli 2017, 18.00 Uhr"
        ({"wahltag": date(2017, 9, 24)}, "sh-2016", {"einreichung_bis": (date(2017, 7, 31), time(18))}),
        # Kiel OB 27.10.2019: the Gemeindewahlausschuss admitted four proposals "am Freitag", the 51st day
        (
            {"wahltag": date(2019, 10, 27), "amt": "Oberbürgermeister"},
            "sh-2016",
            {"zulassung": (date(2019, 9, 6), None)},
        ),
        # Kiel OB 16.11.2025: Wahlvorschläge "Bis zum 22. September" (55th day); § 25 Abs. 1–3 GKWG
        (
            {"wahltag": date(2025, 11, 16), "amt": "Oberbürgermeister"},
            "sh-2024",
            {
                "einreichung_bis": (date(2025, 9, 22), time(18)),
                "zulassung": (date(2025, 9, 26), None),
                "beschwerde_bis": (date(2025, 9, 29), time(18)),
                "beschwerde_entscheidung": (date(2025, 10, 2), None),
            },
        ),
        # R-SH-05: a Wahltag after 01.07.2016 set before it – the data file names the old days
        (
            {"wahltag": date(2016, 9, 25), "rechtsstand": "sh-2010"},
            "sh-2010",
            {"einreichung_bis": (date(2016, 8, 8), time(18)), "zulassung": (date(2016, 8, 12), None)},
        ),
    ],
)
def test_fristen(werte: dict[str, Any], kennung: str, erwartet: dict[str, tuple[date, time | None]]) -> None:
    w = wahl(**werte)
    assert recht.rechtsstand(w).kennung == kennung
    ist = fristen(w)
    assert {k: ist[k] for k in erwartet} == erwartet


def test_alte_fassung_ohne_beschwerdefristen() -> None:
    """Before 01.07.2016 the days of the Beschwerde (§ 25 Abs. 2, 3 GKWG a. F.) are not on record: none shown."""
    assert set(fristen(wahl(wahltag=date(2013, 9, 22)))) == {"einreichung_bis", "zulassung", "wahltag"}


def test_vor_2010_kein_rechtsstand() -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=date(2009, 9, 27)))
    assert [p.pfad for p in probleme] == ["wahl.wahltag"]


@pytest.mark.parametrize(
    ("wahltag", "stichwahltag", "fehler"),
    [
        (date(2024, 11, 10), date(2024, 11, 24), []),  # most cases: two weeks
        (date(2025, 11, 16), date(2025, 12, 7), []),  # Kiel 2025: three weeks
        (date(2025, 9, 21), date(2025, 10, 12), []),  # Schleswig 2025 (sh-2024): three weeks
        (date(2013, 9, 22), date(2013, 10, 20), []),  # Schleswig 2013: 28 days – "binnen 28 Tagen"
        (date(2013, 9, 22), date(2013, 10, 27), ["wahl.stichwahltag"]),  # 35 days: too late (§ 47 Abs. 1 Satz 3)
        (date(2024, 11, 10), date(2024, 11, 23), ["wahl.stichwahltag"]),  # a Saturday (§ 48 Abs. 1 Satz 2)
        (date(2024, 11, 10), date(2024, 11, 10), ["wahl.stichwahltag"]),  # not after the election
        (date(2024, 11, 9), None, ["wahl.wahltag"]),  # "Die Wahl und die Stichwahl finden … an einem Sonntag statt"
    ],
)
def test_termine(wahltag: date, stichwahltag: date | None, fehler: list[str]) -> None:
    probleme = recht.pruefe_wahl(wahl(wahltag=wahltag, stichwahltag=stichwahltag))
    assert [p.pfad for p in probleme] == fehler
    assert all("GKWG" in p.text for p in probleme)


def test_ehrenamtlicher_buergermeister_wird_abgelehnt() -> None:
    """§§ 48, 52 GO: the ehrenamtliche Bürgermeister chairs the Gemeindevertretung and is elected by it."""
    probleme = recht.pruefe_wahl(wahl(amt="ehrenamtlicher Bürgermeister"))
    assert [p.pfad for p in probleme] == ["wahl.amt"]
    assert "§ 52 Abs. 1 GO" in probleme[0].text and "von der Gemeindevertretung gewählt" in probleme[0].text


# --- who may propose, quorum (§ 51 GKWG) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("sitze", "werte", "anzahl"),
    [
        (27, {}, 135),  # Bargteheide 2016: 135 Unterstützungsunterschriften for a Selbstbewerbung
        (31, {}, 155),  # Henstedt-Ulzburg 2020: "mindestens 155 Unterstützungsunterschriften"
        (49, {}, 245),  # Kiel 2012 and 2025: 245 for those without a party in the Ratsversammlung
        (49, {"wahlvorschlagstraeger": "SPD", "partei_befreit": True}, 0),  # represented: § 51 Abs. 1 Nr. 1
        (49, {"amtsinhaber": True}, 245),  # R-SH-03: no exemption of an incumbent read – the safe number
    ],
)
def test_quorum(sitze: int, werte: dict[str, Any], anzahl: int) -> None:
    q = recht.quorum(wahl(gemeinderatssitze=sitze), bewerber=bewerber(**werte))
    assert q.anzahl == anzahl
    assert "§ 51" in q.vorschrift


def test_nicht_vertretene_partei_kann_nicht_vorschlagen() -> None:
    """§ 51 Abs. 1 Satz 1 GKWG: only parties and Wählergruppen represented in the Gemeindevertretung propose;
    anyone else applies for themselves – a Träger not recorded as represented is refused (R-SH-10)."""
    daten = Wahldaten(
        wahl=wahl(),
        bewerber=[
            bewerber(id="oedp", wahlvorschlagstraeger="ÖDP"),
            bewerber(id="cdu", familienname="Z", wahlvorschlagstraeger="CDU", partei_befreit=True),
            bewerber(id="selbst", familienname="Y"),
        ],
    )
    probleme = recht.pruefe_daten(daten)
    assert [p.pfad for p in probleme] == ["bewerber[1].partei_befreit"]
    assert "§ 51 Abs. 1 Satz 1 Nr. 1 GKWG" in probleme[0].text


# --- order (§ 53 Abs. 1 GKWG) --------------------------------------------------------------------------


def _daten(*personen: dict[str, Any]) -> Wahldaten:
    return Wahldaten(wahl=wahl(), bewerber=[bewerber(partei_befreit=True, **p) for p in personen])


@pytest.mark.parametrize(
    ("personen", "erwartet"),
    [
        # Kiel 2019: Kämpfer (SPD, incumbent), Ellendt (CDU), Thoroe (DIE LINKE), Wrobel (Die PARTEI) – by
        # Familienname only, no place for the incumbent or the parties
        (
            [
                {"id": "kaempfer", "familienname": "Kämpfer", "wahlvorschlagstraeger": "SPD", "amtsinhaber": True},
                {"id": "wrobel", "familienname": "Wrobel", "wahlvorschlagstraeger": "Die PARTEI"},
                {"id": "thoroe", "familienname": "Thoroe", "wahlvorschlagstraeger": "DIE LINKE"},
                {"id": "ellendt", "familienname": "Ellendt", "wahlvorschlagstraeger": "CDU"},
            ],
            ["ellendt", "kaempfer", "thoroe", "wrobel"],
        ),
        # Schleswig 21.09.2025, as published: Dose (the incumbent), Kähler, Luchterhand (CDU), Schoofs (the rule of
        # every version) – alphabetical, the incumbent and the party without a place of their own
        (
            [
                {"id": "schoofs", "familienname": "Schoofs"},
                {"id": "luchterhand", "familienname": "Luchterhand", "wahlvorschlagstraeger": "CDU"},
                {"id": "kaehler", "familienname": "Kähler"},
                {"id": "dose", "familienname": "Dose", "amtsinhaber": True},
            ],
            ["dose", "kaehler", "luchterhand", "schoofs"],
        ),
        # Satz 2: equal Familiennamen by the Los, not by the Vornamen
        (
            [
                {"id": "anna", "familienname": "Hansen", "vornamen": "Anna", "los": 2},
                {"id": "zoe", "familienname": "Hansen", "vornamen": "Zoe", "los": 1},
                {"id": "abel", "familienname": "Abel"},
            ],
            ["abel", "zoe", "anna"],
        ),
    ],
)
def test_reihenfolge(personen: list[dict[str, Any]], erwartet: list[str]) -> None:
    assert [b.id for b in erste_wahl(_daten(*personen))] == erwartet


@pytest.mark.parametrize(
    "lose",
    [(None, None), (1, None), (1, 1)],  # no Los, one missing, the same number twice
)
def test_gleiche_namen_ohne_los_ist_ein_fehler(lose: tuple[int | None, int | None]) -> None:
    personen = [
        {"id": "a", "familienname": "Hansen", "vornamen": "Anna", "los": lose[0]},
        {"id": "b", "familienname": "Hansen", "vornamen": "Bo", "los": lose[1]},
    ]
    with pytest.raises(Eingabefehler) as e:
        erste_wahl(_daten(*personen))
    assert "§ 53 Abs. 1 GKWG" in e.value.probleme[0].text


def test_beispiel_reihenfolge() -> None:
    """The example: Hansen, Birte (Los 1), Hansen, Ole (Los 2), Jensen, Petersen."""
    assert [b.id for b in erste_wahl(lade(SH))] == ["hansen-birte", "hansen-ole", "jensen", "petersen"]


# --- admission check -----------------------------------------------------------------------------------


def _roh() -> dict[str, Any]:
    return tomllib.loads(SH.read_text("utf-8"))


def test_beispiel_pruefung() -> None:
    """95 required of a Selbstbewerbung (5 × 19); none for CDU and SPD, represented in the Gemeindevertretung."""
    ergebnis = pruefe(lade(SH), SH.parent)
    assert [(b.person.id, b.erforderlich, b.gueltig, b.vorschlag) for b in ergebnis.bewerbungen] == [
        ("petersen", 0, 0, "zulassen"),
        ("hansen-ole", 0, 0, "zulassen"),
        ("jensen", 95, 98, "zulassen"),
        ("hansen-birte", 95, 96, "zulassen"),
    ]


@pytest.mark.parametrize(
    ("eingang", "verspaetet"),
    [(datetime(2027, 4, 5, 18, 0), False), (datetime(2027, 4, 5, 18, 1), True)],  # "bis 18 Uhr"
)
def test_einreichung_bis_18_uhr(eingang: datetime, verspaetet: bool) -> None:
    roh = _roh()
    roh["bewerber"][2]["eingang"] = eingang
    b = pruefe(validiere(roh), SH.parent, stichtag=datetime(2027, 4, 7, 9, 0)).bewerbung("jensen")
    assert (b.vorschlag == "zurueckweisen") is verspaetet
    assert any("§ 19 GKWG" in m.vorschrift for m in b.maengel) is verspaetet


@pytest.mark.parametrize(
    ("geburtsdatum", "mangel"),
    [(date(2009, 5, 30), False), (date(2009, 5, 31), True)],  # § 57 Abs. 3 Nr. 2 GO: 18 on the Wahltag
)
def test_mindestalter_18(geburtsdatum: date, mangel: bool) -> None:
    roh = _roh()
    roh["bewerber"][2]["geburtsdatum"] = geburtsdatum
    maengel = [m for m in pruefe(validiere(roh), SH.parent).bewerbung("jensen").maengel if m.art == "waehlbarkeit"]
    assert bool(maengel) is mangel
    assert all("§ 57 Abs. 3" in m.vorschrift for m in maengel)


def test_zu_wenige_unterschriften() -> None:
    """21 Gemeindevertreter: 105 needed; Hansen's 96 valid signatures do not suffice after the deadline."""
    roh = _roh()
    roh["wahl"]["gemeinderatssitze"] = 21
    b = pruefe(validiere(roh), SH.parent, stichtag=datetime(2027, 4, 7, 9, 0)).bewerbung("hansen-birte")
    assert (b.erforderlich, b.gueltig, b.vorschlag) == (105, 96, "zurueckweisen")
    assert [m.vorschrift for m in b.maengel if m.art == "unterschriften"] == ["§ 51 Abs. 3 GKWG"]  # cited once


@pytest.mark.parametrize(
    ("art", "anlage"),
    [("formblatt", "Anlage 11 GKWO"), ("wahlvorschlag", "Anlage 10 GKWO"), ("bescheinigung", "Anlage 16 GKWO")],
)
def test_formulare_der_gkwo_2019_auch_nach_2024(art: str, anlage: str) -> None:
    """R-SH-04: the GKWO of 09.12.2019 stays in force beyond 30.12.2024 (§ 100 as amended on 14.11.2024): a
    Wahltag of 2025 gets its forms with the numbers of its Anlagen, as one of 2024 does."""
    from notices.dokumente import landesdokumente

    for tag in (date(2024, 11, 10), date(2025, 11, 16)):
        angaben = landesdokumente.angaben(Wahldaten(wahl=wahl(wahltag=tag), bewerber=[bewerber()]))[art]
        assert angaben.fehlt is None
        assert anlage in angaben.bezeichnung


def test_bekanntmachungen_und_pruefung_zitieren_die_gkwo() -> None:
    """Under sh-2024 the notices and the admission check cite §§ 75, 77, 79, 81 GKWO, not the GKWG alone (R-SH-04)."""
    from notices.dokumente import landesdokumente

    w = wahl(wahltag=date(2027, 5, 30))
    assert recht.rechtsstand(w).kennung == "sh-2024"
    angaben = landesdokumente.angaben(Wahldaten(wahl=w, bewerber=[bewerber()]))
    assert angaben["bekanntmachung"].texte["gkwo_bekanntmachung"] == "§ 77 Abs. 1 GKWO"
    assert angaben["bekanntmachung_stichwahl"].texte["gkwo_stichwahl"] == "§ 81 Abs. 2 GKWO"
    assert angaben["bekanntmachung_stichwahl"].texte["gkwo_stichwahl_reihenfolge"] == "§ 79 Abs. 2 GKWO"
    pruefung = recht.rechtsstand(w).pruefung
    assert (pruefung.formblatt, pruefung.mehrfach) == ("§ 75 Abs. 1 Nr. 1 GKWO, Anlage 11", "§ 75 Abs. 1 Nr. 4 GKWO")


def test_pruefbericht_ohne_satz_zur_stellenausschreibung() -> None:
    """R-SH-11: SH has no Stellenausschreibung and no day in the data that starts the support – the report says
    nothing about signatures before one; BW, without the day in its data, still gets the sentence."""
    assert not any("Stellenausschreibung" in h for h in pruefe(lade(SH), SH.parent).hinweise)
    bw = REPO / "examples" / "musterhausen-2027.toml"
    roh = tomllib.loads(bw.read_text("utf-8"))
    roh["wahl"].pop("stellenausschreibung", None)
    roh["wahl"].pop("bekanntmachung_der_wahl", None)
    assert any("Weder Stellenausschreibung" in h for h in pruefe(validiere(roh), bw.parent).hinweise)


def test_zustimmungserklaerung_nur_beim_parteivorschlag() -> None:
    """Anlage 13 (§ 75 Abs. 2 Nr. 1 GKWO): the Zustimmungserklärung of a party proposal; a Selbstbewerbung needs
    none; the GKWO of 2009 (sh-2010) was not read – none declared (R-SH-13)."""
    from notices.dokumente import landesdokumente

    daten = lade(SH)
    z = landesdokumente.angaben(daten)["zustimmung"]
    assert z.fehlt is None and z.bezeichnung == "Zustimmungserklärung (Anlage 13 GKWO)"
    assert z.kontext["anlage"] == "Anlage 13 (zu § 75 Abs. 2 GKWO)"
    assert [b.wenn for b in z.entbehrlich] == ["ohne_traeger"]
    alt = Wahldaten(wahl=wahl(wahltag=date(2013, 9, 22)), bewerber=[bewerber()])
    assert "zustimmung" not in landesdokumente.angaben(alt)


# --- Mängelschreiben (§ 27 i. V. m. § 72 Abs. 1 GKWO) ----------------------------------------------------------


def _maengel(bewerber_id: str, **aenderung: Any) -> str:
    from notices.dokumente.pruefbericht import maengelschreiben, maengelschreiben_text

    roh = _roh()
    roh["wahl"]["gemeinderatssitze"] = 21  # 105 needed: Jensen's 98 and Hansen's 96 fall short
    for b in roh["bewerber"]:
        b.update(aenderung.get(b["id"], {}))
    ergebnis = pruefe(validiere(roh), SH.parent, stichtag=datetime(2027, 4, 2, 10, 0))  # before the deadline
    return maengelschreiben_text(maengelschreiben(ergebnis, bewerber_id))


def test_maengelschreiben_selbstbewerbung_an_die_bewerberin() -> None:
    """A Selbstbewerbung names no Vertrauensperson (§ 74 Abs. 3 GKWO): the letter goes to the applicant; the
    defect is curable until the deadline; no signer is named (§ 90 Abs. 3 GKWO; R-SH-12)."""
    text = _maengel("jensen")
    assert text.startswith("Die Gemeindewahlleitung\nGemeinde Musterwiek")
    assert "Malte Jensen\nMühlenweg 27\n24999 Musterwiek" in text
    assert (
        "Ihre Bewerbung zur Bürgermeisterwahl in Musterwiek am 30. Mai 2027 – Mängel (§ 27 Satz 3 i. V. m. § 72 Abs. 1 GKWO)"
        in text
    )
    assert (
        "Es fehlen 7 gültige Unterstützungsunterschriften: 98 gültige von 105 erforderlichen (§ 51 Abs. 3 GKWG) – bis zum Ende der Einreichungsfrist: Montag, 5. April 2027, 18:00 Uhr"
        in text
    )
    assert "innerhalb der Fristen nach § 24 Abs. 2 GKWG" in text and text.rstrip().endswith(
        "Jan Brodersen\nGemeindewahlleitung"
    )
    for fremd in ("KomWO", "KomWG", "GemO", "NKWG", "Zeile"):
        assert fremd not in text


def test_maengelschreiben_parteivorschlag_an_die_vertrauensperson() -> None:
    """§ 27 Satz 3 GKWO: "benachrichtigt sofort die Vertrauensperson" – of the proposal of a represented party."""
    text = _maengel("petersen", petersen={"geburtsdatum": date(2009, 5, 31)})  # 17 on the Wahltag: not curable
    assert "An die Vertrauensperson\ndes Wahlvorschlags „CDU“\n(Bewerbung von Kirsten Petersen)" in text
    assert "Wahlvorschlag „CDU“ zur Bürgermeisterwahl in Musterwiek am 30. Mai 2027 – Mängel" in text


def test_keine_maengelschreiben_nach_der_gkwo_2009() -> None:
    """sh-2010: the GKWO of 02.12.2009 was not read – no letter is declared (R-SH-12)."""
    assert recht.rechtsstand(wahl(wahltag=date(2013, 9, 22))).pruefung.maengelschreiben is None
    assert recht.rechtsstand(wahl(wahltag=date(2017, 9, 24))).pruefung.maengelschreiben is not None


# --- the web form ------------------------------------------------------------------------------------------


def test_web_traeger_befreit_nur_wo_das_land_es_liest(tmp_path: Any) -> None:
    """The web form records that a Träger is represented (§ 51 Abs. 1 Nr. 1 GKWG) – without it a party proposal
    cannot be entered for SH; BW's form has no such field."""
    import html
    import re
    import shutil

    from notices.model import lade_struktur
    from notices.web import erstelle_app

    shutil.copy(SH, tmp_path / "sh.toml")
    shutil.copytree(SH.parent / "unterschriften", tmp_path / "unterschriften")
    shutil.copy(REPO / "examples" / "musterhausen-2027.toml", tmp_path / "bw.toml")
    app = erstelle_app(tmp_path)
    app.testing = True
    client = app.test_client()
    assert 'name="partei_befreit"' not in client.get("/wahl/bw/bewerber/neu").get_data(as_text=True)
    url = "/wahl/sh/bewerber/neu"
    seite = client.get(url).get_data(as_text=True)
    assert 'name="partei_befreit"' in seite
    werte = {
        "csrf": re.search(r'name="csrf" value="([^"]+)"', seite).group(1),
        "version": html.unescape(re.search(r'name="version" value="([^"]*)"', seite).group(1)),
        "id": "gruen",
        "familienname": "Grün",
        "vornamen": "Ute",
        "beruf": "Lehrerin",
        "geburtsdatum": "1970-05-05",
        "staatsangehoerigkeit": "DE",
        "anschrift.strasse": "Weg 3",
        "anschrift.plz": "24999",
        "anschrift.ort": "Musterwiek",
        "eingang": "2024-09-10T10:00",
        "wahlvorschlagstraeger": "GRÜNE",
    }
    ohne = client.post(url, data=werte)
    assert ohne.status_code == 400 and "§ 51 Abs. 1 Satz 1 Nr. 1 GKWG" in ohne.get_data(as_text=True)
    mit = client.post(url, data={**werte, "partei_befreit": "1"})
    assert mit.status_code == 303
    assert lade_struktur(tmp_path / "sh.toml").person("gruen").partei_befreit
