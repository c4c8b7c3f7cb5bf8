"""A data file that is not TOML is told in German with line and column (issue 25): every message of the
parser has its German sentence, no English word of the parser reaches the clerk."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

from benchmarks import fuzz
from notices import toml_fehler
from notices.fehler import Eingabefehler
from notices.model import lese_toml_text


def _beispiele_der_meldungen() -> list[str]:
    """Each message of the running Python's TOML parser as it raises it, with a sample value where the
    message carries one (a key, a character)."""
    import tomllib._parser as parser

    beispiele = []
    for knoten in ast.walk(ast.parse(Path(parser.__file__).read_text("utf-8"))):
        if not isinstance(knoten, ast.Call):
            continue
        name = getattr(knoten.func, "id", getattr(knoten.func, "attr", ""))
        if name == "suffixed_err" and len(knoten.args) >= 3:
            meldung = knoten.args[2]
        elif name == "TOMLDecodeError" and knoten.args:
            meldung = knoten.args[0]
        else:
            continue
        if isinstance(meldung, ast.Constant) and isinstance(meldung.value, str):
            beispiele.append(meldung.value)
        elif isinstance(meldung, ast.JoinedStr) and isinstance(meldung.values[0], ast.Constant):
            # (a message that starts with a value is suffixed_err's own "{msg} (at …)")
            teile = []
            for s in meldung.values:
                if isinstance(s, ast.Constant):
                    teile.append(s.value)
                else:  # a key (a tuple of its parts), a character or the expected closing quote
                    ausdruck = ast.unparse(s.value)
                    teile.append(repr("\x01") if "char" in ausdruck or "src[" in ausdruck else "('wahl', 'amt')")
            beispiele.append("".join(teile))
    assert len(beispiele) >= 20, beispiele
    return beispiele


@pytest.mark.parametrize("meldung", _beispiele_der_meldungen())
def test_jede_meldung_des_parsers_hat_ihren_satz(meldung: str) -> None:
    satz = toml_fehler.satz(meldung)
    assert satz != toml_fehler.UNBEKANNT, meldung
    assert not [e for e in fuzz.ENGLISCH if e in satz], satz


KAPUTT = [
    ("[wahl]\ngemeinde = Musterhausen\n", 2, 12, "kein gültiger Wert (ein Text gehört in Anführungszeichen"),
    ("[wahl]\namt = 1\namt = 2\n", 3, 8, "dieser Schlüssel hat schon einen Wert"),
    ('[wahl]\ngemeinde = "Muster\n', 2, 19, "nicht in derselben Zeile mit seinem Anführungszeichen geschlossen"),
    ('[wahl]\ngemeinde = "a" "b"\n', 2, 16, "steht noch etwas in derselben Zeile"),
    ("[wahl]\n[wahl]\n", 2, 6, "die Tabelle [wahl] gibt es schon weiter oben"),
    ("[wahl\n", 1, 6, "der Name der Tabelle wird nicht mit ] geschlossen"),
    ("[[bewerber]\n", 1, 11, "wird nicht mit ]] geschlossen"),
    ("[wahl]\ngemeinde\n", 2, 9, "fehlt das Gleichheitszeichen"),
    ("[wahl]\nämter = 1\n", 2, 1, "ein Schlüssel mit Umlaut oder Leerzeichen steht in Anführungszeichen"),
    ("x = {a = 1, a = 2}\n", 1, 18, "„a“ steht zweimal in derselben Tabelle"),
    ("x = {a = 1\n", 1, 11, "nicht mit } geschlossen"),
    ("x = {a = 1}\nx.b = 2\n", 2, 8, "„x“ ist schon vollständig angegeben"),
    ("[a.b]\nc = 1\n[a]\nb.d = 2\n", 4, 8, "„a.b“ ist schon als Tabelle angelegt"),
    ("[t]\na.b = 1\n[t.a]\n", 3, 5, "die Tabelle [t.a] gibt es schon weiter oben"),
    ('x = "a\\qb"\n', 1, 9, "Backslash in einem Text beginnt keine gültige Escape-Folge"),
    ('x = "\\u12G4"\n', 1, 8, "nicht 4 bzw. 8 hexadezimale Ziffern"),
    ('x = "\\uD800"\n', 1, 12, "bezeichnet kein gültiges Zeichen"),
    ('x = "a\x01"\n', 1, 7, "das Zeichen U+0001, ein Steuerzeichen"),
    ("x = 'a\x01'\n", 1, 7, "das Zeichen U+0001, ein Steuerzeichen"),
    ("# Kommentar \x02\n", 1, 13, "das Zeichen U+0002"),
    ("x = 2027-02-30\n", 1, 5, "ein Datum oder eine Uhrzeit gibt es so nicht"),
    ("x = 1.234,5\n", 1, 10, "steht noch etwas in derselben Zeile"),
    ("=\n", 1, 1, "hier beginnt keine gültige Zeile"),
]


@pytest.mark.parametrize(("text", "zeile", "spalte", "satz"), KAPUTT)
def test_kaputte_datei_auf_deutsch_mit_zeile_und_spalte(text: str, zeile: int, spalte: int, satz: str) -> None:
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)
    with pytest.raises(Eingabefehler) as e:
        lese_toml_text(text.encode("utf-8"), "wahl.toml")
    (problem,) = e.value.probleme
    assert f"Die Datei „wahl.toml“ ist kein gültiges TOML in Zeile {zeile}, Spalte {spalte}: " in problem.text
    assert satz in problem.text
    assert not [e for e in fuzz.ENGLISCH if e in problem.text], problem.text


@pytest.mark.parametrize(
    ("text", "satz"),
    [
        ("x = [1, 2", "eine Liste wird nicht mit ] geschlossen (oder ein Komma fehlt)"),
        ("x = '''a", "ein Text wird nicht mit ''' geschlossen"),
        ('x = """abc', "ein Text wird nicht mit seinem Anführungszeichen geschlossen"),
    ],
)
def test_am_ende_der_datei(text: str, satz: str) -> None:
    with pytest.raises(Eingabefehler) as e:
        lese_toml_text(text.encode("utf-8"), "wahl.toml")
    assert e.value.probleme[0].text == f"Die Datei „wahl.toml“ ist kein gültiges TOML am Ende der Datei: {satz}."


def test_unbekannte_meldung_bleibt_deutsch() -> None:
    """A message a later Python may add: still a German sentence with the place, without the English."""
    fehler = ValueError("Invalid flux capacitor (at line 4, column 2)")
    assert toml_fehler.beschreibung(fehler, "w.toml") == (
        f"Die Datei „w.toml“ ist kein gültiges TOML in Zeile 4, Spalte 2: {toml_fehler.UNBEKANNT}."
    )


def test_stelle_aus_den_attributen_von_python_3_14() -> None:
    """From Python 3.14 on the error carries msg, lineno and colno; they are used where present."""

    class Fehler(ValueError):
        msg = "Unclosed array"
        lineno = 7
        colno = 3

    assert toml_fehler.stelle(Fehler("Unclosed array (at line 7, column 3)")) == ("Unclosed array", (7, 3))
    assert "in Zeile 7, Spalte 3: eine Liste" in toml_fehler.beschreibung(Fehler("x"), "w.toml")
