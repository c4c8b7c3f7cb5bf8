"""The output models (notices.ausgaben) that every JSON writer builds through and the schemas are made from:

- every field and every model is described (the schema's descriptions are their docstrings);
- a writer cannot produce what the contract forbids: an unknown key, a value outside a closed set or a
  pattern, a missing key – each refused when the model is built;
- the JSON text pydantic encodes is the text of ``json.dumps(…, ensure_ascii=False, indent=2)`` (the
  outputs stay byte-identical), also for the characters the two encoders could treat differently.
"""

from __future__ import annotations

import json
import typing

import pytest
from pydantic import BaseModel, ValidationError

from notices import ausgaben


def _modelle() -> list[type[ausgaben.Ausgabe]]:
    return [
        k
        for k in vars(ausgaben).values()
        if isinstance(k, type) and issubclass(k, ausgaben.Ausgabe) and k is not ausgaben.Ausgabe
    ]


@pytest.mark.parametrize("modell", _modelle(), ids=lambda k: k.__name__)
def test_jedes_feld_ist_beschrieben(modell: type[BaseModel]) -> None:
    assert modell.__doc__ and modell.__doc__.strip()
    texte = ausgaben.beschreibungen()[modell.__name__]
    ohne = [n for n, f in modell.model_fields.items() if not (f.description or texte.get(n, "")).strip()]
    assert ohne == []


def test_jedes_ausgabemodell_gehoert_zu_einem_schema() -> None:
    """Every model is reachable from one of the eight outputs (none left over after a change)."""
    erreicht: set[type] = set()

    def gehe(t: object) -> None:
        for a in typing.get_args(t):
            gehe(a)
        if isinstance(t, type) and issubclass(t, BaseModel) and t not in erreicht:
            erreicht.add(t)
            for f in t.model_fields.values():
                gehe(f.annotation)

    for modell in ausgaben.SCHEMATA.values():
        gehe(modell)
    assert set(_modelle()) <= erreicht


def _befund(**aenderung: object) -> ausgaben.Befund:
    return ausgaben.Befund(**{"pfad": "fristen.json", "art": "fehlt", "text": "fehlt."} | aenderung)


@pytest.mark.parametrize(
    "aenderung",
    [{"art": "erfunden"}, {"text": ""}, {"zusaetzlich": "x"}, {"pfad": None}],
    ids=["art-ausserhalb-der-menge", "leerer-text", "unbekannter-schluessel", "null-statt-text"],
)
def test_ein_modell_verweigert_was_der_vertrag_nicht_erlaubt(aenderung: dict[str, object]) -> None:
    assert _befund().als_json() == {"pfad": "fristen.json", "art": "fehlt", "text": "fehlt."}
    with pytest.raises(ValidationError):
        _befund(**aenderung)


def test_ein_fehlender_schluessel_wird_verweigert() -> None:
    """Also one that may be null (hinweis): it is always written."""
    with pytest.raises(ValidationError):
        ausgaben.Befund(pfad="a", art="fehlt")  # type: ignore[call-arg]
    with pytest.raises(ValidationError):
        ausgaben.Frist(id="wahltag", datum="2027-03-14", uhrzeit=None, vorschrift="§ 1", beschreibung="b", rechnung="r")


def test_schluessel_einzelner_laender_nur_wo_gesetzt() -> None:
    """wahlvorschlag and stimmen are written only where the Land's notice sets them; null where set to None."""
    zeile = {
        "nr": 1,
        "id": "a",
        "familienname": "Muster",
        "vornamen": "Erika",
        "doktorgrad": None,
        "ordens_oder_kuenstlername": None,
        "beruf": "Lehrerin",
        "geburtsjahr": 1980,
        "ort": "Musterstadt",
    }
    assert ausgaben.Bewerberzeile(**zeile).als_json() == zeile
    assert ausgaben.Bewerberzeile(**zeile, wahlvorschlag=None).als_json() == zeile | {"wahlvorschlag": None}
    assert list(ausgaben.Bewerberzeile(**zeile, wahlvorschlag="X", stimmen=7).als_json())[-2:] == [
        "wahlvorschlag",
        "stimmen",
    ]


SCHWIERIGE_TEXTE = [
    "Müller-Lüdenscheidt ß € 😀",
    'Anführung " und Rückstrich \\',
    "Zeilen\numbruch\tTab\rWagenrücklauf\b\f",
    "Steuerzeichen \x00 \x01 \x1f \x7f",
    "Zeilentrenner \u2028 und \u2029",
]


@pytest.mark.parametrize("text", SCHWIERIGE_TEXTE)
def test_json_text_wie_json_dumps(text: str) -> None:
    u = ausgaben.Ungueltig(
        datei="liste.csv",
        zeile=2,
        grund=text,
        regeln=["angaben"],
        name=text,
        auch_bei=[ausgaben.UngueltigAuchBei(bewerber="b", datei="l.csv", zeile=3)],
    )
    assert u.als_json_text() == json.dumps(u.als_json(), ensure_ascii=False, indent=2)
    leer = ausgaben.Pruefung(
        bewerber=[],
        stichtag="2027-02-10T09:00",
        stichwahl=False,
        rechtsstand=text,
        land="BW",
        rechtsstand_kennung="bw-2023",
        zusammenfassung="",
        hinweise=[],
        reihenfolge=None,
    )
    assert leer.als_json_text() == json.dumps(leer.als_json(), ensure_ascii=False, indent=2)
