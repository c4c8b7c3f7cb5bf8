"""The command line as an integrator and an IT department meet it (issue 25): help and usage errors
German throughout (argparse's gettext catalogue shipped in the package), one set of exit codes with one
meaning each, shell completion."""

from __future__ import annotations

import argparse
import ast
import gettext
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from notices import cli, exitcodes
from notices.befehle import katalog

from .conftest import BEISPIEL

REPO = Path(__file__).resolve().parent.parent


def _argparse_meldungen() -> list[tuple[str, str | None]]:
    """Every message of the running Python's argparse: (msgid, plural or None), read from its source."""
    meldungen = []
    for knoten in ast.walk(ast.parse(Path(argparse.__file__).read_text("utf-8"))):
        if isinstance(knoten, ast.Call) and isinstance(knoten.func, ast.Name) and knoten.func.id in ("_", "ngettext"):
            texte = [a.value for a in knoten.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if knoten.func.id == "_" and texte:
                meldungen.append((texte[0], None))
            elif knoten.func.id == "ngettext" and len(texte) >= 2:
                meldungen.append((texte[0], texte[1]))
    assert len(meldungen) > 25
    return meldungen


ENGLISCH = sorted(
    {
        teil.strip()
        for msgid, plural in _argparse_meldungen()
        for text in (msgid, plural or "")
        for teil in re.split(r"%\(\w+\)[sr]|%[sr]|[:()]", text)
        if len(teil.strip()) >= 5 and re.search(r"[a-z]{4}", teil)
    }
    | {"usage:", "error:", "options"}
)
"""The English words of argparse's messages, none of which may appear in what notices prints."""


def _englisch(text: str) -> list[str]:
    return [e for e in ENGLISCH if e in text]


def _parser() -> argparse.ArgumentParser:
    with katalog.auf_deutsch():
        return cli._parser()


def _verben() -> list[str]:
    (verben,) = [a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction)]
    return list(verben.choices)


VERBEN = _verben()


def test_katalog_kennt_jede_meldung_von_argparse() -> None:
    t = katalog.uebersetzung()
    assert isinstance(t, gettext.GNUTranslations), "the German catalogue is missing from the package"
    fehlend = []
    for msgid, plural in _argparse_meldungen():
        if plural is None:
            if t.gettext(msgid) == msgid and msgid != "%(heading)s:":
                fehlend.append(msgid)
        elif t.ngettext(msgid, plural, 1) == msgid or t.ngettext(msgid, plural, 2) == plural:
            fehlend.append(msgid)
    assert fehlend == []


def test_mo_ist_aus_po_kompiliert() -> None:
    """argparse.mo says what argparse.po says (after editing the .po: katalog.schreibe())."""
    aus_po = gettext.GNUTranslations(io.BytesIO(katalog.kompiliere()))
    assert aus_po._catalog == katalog.uebersetzung()._catalog  # type: ignore[attr-defined]
    assert (katalog.ORDNER / "de" / "LC_MESSAGES" / "argparse.mo").is_file()


def test_katalog_nur_waehrend_des_parsens() -> None:
    vorher = argparse._  # type: ignore[attr-defined]
    with katalog.auf_deutsch():
        assert argparse._("options") == "Optionen"  # type: ignore[attr-defined]
    assert argparse._ is vorher  # type: ignore[attr-defined]


def _hilfe(notices_cli, *argv: str) -> str:
    code, aus, fehler = notices_cli(*argv)
    assert code == 0 and fehler == ""
    return aus


def test_hilfe_deutsch(notices_cli) -> None:
    aus = _hilfe(notices_cli, "--help")
    assert aus.startswith("Aufruf: notices ")
    for wort in ("Angaben:", "Optionen:", "diese Hilfe zeigen und beenden", "die Versionsnummer zeigen", "Exit-Codes:"):
        assert wort in aus
    assert _englisch(aus) == []
    for code in exitcodes.BEDEUTUNG:
        assert f"{code} {exitcodes.BEDEUTUNG[code]}" in " ".join(aus.split())


@pytest.mark.parametrize("verb", VERBEN)
def test_hilfe_jedes_befehls_deutsch(verb: str, notices_cli) -> None:
    aus = _hilfe(notices_cli, verb, "--help")
    assert aus.startswith(f"Aufruf: notices {verb} ")
    assert "Optionen:" in aus and "-h, --help" in aus and "diese Hilfe zeigen und beenden" in aus
    assert _englisch(aus) == [], aus


def test_hilfe_deutsch_auch_mit_englischer_umgebung(tmp_path: Path) -> None:
    """The language does not follow LANG: the clerk's machine may be set to English."""
    umgebung = {**os.environ, "LANG": "en_US.UTF-8", "LANGUAGE": "en", "LC_ALL": "C.UTF-8"}
    lauf = subprocess.run(
        [sys.executable, "-m", "notices", "pruefen", "--stichtag"],
        capture_output=True,
        text=True,
        env=umgebung,
        cwd=tmp_path,
    )
    assert lauf.returncode == exitcodes.EXIT_EINGABE
    assert lauf.stderr.startswith("Aufruf: notices pruefen")
    assert "Fehler: Angabe --stichtag: erwartet einen Wert" in lauf.stderr
    assert _englisch(lauf.stderr) == []


AUFRUFFEHLER = [
    (["fristen"], "Fehler: es fehlen die Angaben: DATEI"),
    (["formblatt", "w.toml"], "Fehler: es fehlen die Angaben: --bewerber"),
    (["stichwahl-benachrichtigung", "w.toml"], "Fehler: es fehlen die Angaben: --person"),
    (["alle"], "Fehler: es fehlen die Angaben: DATEI"),
    (["archiv-pruefen"], "Fehler: es fehlen die Angaben: ORDNER"),
    (["fristen", "w.toml", "--gibtsnicht"], "Fehler: unbekannte Angaben: --gibtsnicht"),
    (["fristen", "a.toml", "b.toml"], "Fehler: unbekannte Angaben: b.toml"),
    (["fristen", "w.toml", "--ics"], "Fehler: Angabe --ics: erwartet einen Wert"),
    (["pruefen", "w.toml", "--st", "x"], "Fehler: mehrdeutige Option: --st kann --stichwahl, --stichtag bedeuten"),
    (["web", "--server", "apache"], "Fehler: Angabe --server: ungültige Auswahl: 'apache' (erlaubt: 'auto', "),
    (["web", "--port", "0"], "Fehler: Angabe --port: „0“ ist keine Portnummer (1 bis 65535)"),
    (["web", "--hinter-proxy", "zwei"], "Fehler: Angabe --hinter-proxy: „zwei“ ist keine ganze Zahl"),
    (["web", "--hinter-proxy", "-1"], "Fehler: Angabe --hinter-proxy: -1 Proxys gibt es nicht; erlaubt sind 0 bis 10"),
    (["formblatt", "w.toml", "--bewerber", "x", "--anzahl", "viele"], "Fehler: Angabe --anzahl: ungültiger Wert"),
    (["alle", "w.toml", "--jobs", "0"], "Fehler: Angabe --jobs: „0“ ist keine Anzahl (mindestens 1)"),
    (["gibtsnicht"], "Fehler: Angabe BEFEHL: ungültige Auswahl: 'gibtsnicht' (erlaubt: 'fristen', "),
    (["--vervollstaendigung", "cmd"], "Fehler: Angabe --vervollstaendigung: ungültige Auswahl: 'cmd'"),
    (["bekanntmachung", "w.toml", "--datum", "14.03.27"], "„14.03.27“ hat keine vierstellige Jahreszahl"),
    (
        ["bekanntmachung", "w.toml", "--datum", "morgen"],
        "„morgen“ ist kein Datum (erwartet TT.MM.JJJJ oder JJJJ-MM-TT)",
    ),
    (["archiv-pruefen", "o", "--stichtag", "31.02.2027"], "„31.02.2027“ ist kein gültiges Kalenderdatum"),
    (["alle", "w.toml", "--rechtskraft", "2027/05/01"], "Fehler: Angabe --rechtskraft: „2027/05/01“ ist kein Datum"),
    (["pruefen", "w.toml", "--stichtag", "14.03.2027 25:00"], "„14.03.2027 25:00“ ist kein Zeitpunkt"),
]


@pytest.mark.parametrize(("argv", "satz"), AUFRUFFEHLER, ids=lambda x: " ".join(x) if isinstance(x, list) else "")
def test_aufruffehler_deutsch(argv: list[str], satz: str, notices_cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, aus, fehler = notices_cli(*argv)
    assert code == exitcodes.EXIT_EINGABE and aus == ""
    zeilen = fehler.splitlines()
    assert zeilen[0].startswith("Aufruf: notices"), fehler
    assert zeilen[-1].startswith("Fehler: ") and satz in zeilen[-1], fehler
    assert _englisch(fehler) == [], fehler
    assert list(tmp_path.iterdir()) == []  # nothing written


def test_ohne_befehl_die_hilfe_und_exit_2(notices_cli) -> None:
    code, aus, _ = notices_cli()
    assert code == exitcodes.EXIT_EINGABE and aus.startswith("Aufruf: notices")


# ------------------------------------------------------------------------------------------------
# One date type


@pytest.mark.parametrize("tag", ["2027-02-27", "27.02.2027", "27.2.2027", " 27.02.2027 "])
def test_datum_beide_formen(tag: str, notices_cli) -> None:
    """--datum takes ISO and TT.MM.JJJJ alike (the same notice, dated the same day)."""
    code, aus, fehler = notices_cli("bekanntmachung", BEISPIEL, "--datum", tag, "--json")
    referenz = notices_cli("bekanntmachung", BEISPIEL, "--datum", "2027-02-27", "--json")
    assert (code, aus, fehler) == referenz


def test_jede_datumsoption_nimmt_den_einen_typ() -> None:
    """Every option whose metavar is DATUM is read by notices.befehle.datum or .zeitpunkt – no other parser."""
    from notices import befehle

    gefunden = []
    (verben,) = [a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction)]
    for verb, unter in verben.choices.items():
        for aktion in unter._actions:
            if aktion.metavar == "DATUM" or "datum" in aktion.dest or "stichtag" in aktion.dest:
                gefunden.append(f"{verb} {aktion.option_strings[0]}")
                assert aktion.type in (befehle.datum, befehle.zeitpunkt), (verb, aktion.option_strings)
    assert len(gefunden) >= 7, gefunden


# ------------------------------------------------------------------------------------------------
# Exit codes: one set, one meaning each


def test_eine_menge_von_exitcodes() -> None:
    """No module but notices.exitcodes defines an exit code (there used to be three sets under two names)."""
    stellen = []
    for datei in sorted((REPO / "notices").rglob("*.py")):
        for knoten in ast.walk(ast.parse(datei.read_text("utf-8"))):
            if isinstance(knoten, ast.Assign | ast.AnnAssign):
                ziele = knoten.targets if isinstance(knoten, ast.Assign) else [knoten.target]
                for z in ziele:
                    if isinstance(z, ast.Name) and z.id.startswith("EXIT_"):
                        stellen.append(f"{datei.relative_to(REPO)}:{z.id}")
    assert stellen and all(s.startswith("notices/exitcodes.py:") for s in stellen), stellen
    werte = [exitcodes.EXIT_OK, exitcodes.EXIT_FEHLGESCHLAGEN, exitcodes.EXIT_EINGABE, exitcodes.EXIT_BEFUND]
    assert werte == [0, 1, 2, 3] and len(set(exitcodes.BEDEUTUNG)) == len(exitcodes.BEDEUTUNG)


def test_exitcodes_dokumentiert() -> None:
    """docs/befehle.md has a row for each code, and no other."""
    text = (REPO / "docs" / "befehle.md").read_text("utf-8")
    abschnitt = text.split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    zeilen = re.findall(r"^\| (\d+) \|", abschnitt, re.M)
    assert [int(z) for z in zeilen] == list(exitcodes.BEDEUTUNG)


def test_exit_0_erledigt(notices_cli) -> None:
    assert notices_cli("fristen", BEISPIEL)[0] == exitcodes.EXIT_OK
    assert notices_cli("pruefen", REPO / "examples" / "beispielstedt-st-2027.toml")[0] == exitcodes.EXIT_OK


def test_exit_1_das_programm_ist_gescheitert(notices_cli, monkeypatch) -> None:
    from notices import laden  # what `notices fristen` loads through (not notices.dienste)

    def kaputt(*args, **kwargs):
        raise TypeError("ein Fehler in notices")

    monkeypatch.setattr(laden, "lade", kaputt)
    code, _, fehler = notices_cli("fristen", BEISPIEL)
    assert code == exitcodes.EXIT_FEHLGESCHLAGEN and "unerwarteter Fehler (TypeError)" in fehler


def test_exit_2_ungueltige_eingabe(notices_cli, tmp_path: Path) -> None:
    code, _, fehler = notices_cli("fristen", tmp_path / "gibtsnicht.toml")
    assert code == exitcodes.EXIT_EINGABE and "gibt es nicht" in fehler


def test_exit_3_zurueckweisung_vorgeschlagen(notices_cli) -> None:
    """The example of Musterhausen has an application whose defect can no longer be cured: a finding."""
    import json

    code, aus, _ = notices_cli("pruefen", BEISPIEL, "--json")
    vorschlaege = [b["vorschlag"] for b in json.loads(aus)["bewerber"]]
    assert "zurueckweisen" in vorschlaege
    assert code == exitcodes.EXIT_BEFUND


def test_exit_130_abgebrochen(notices_cli, monkeypatch) -> None:
    from notices import laden  # what `notices fristen` loads through (not notices.dienste)

    def abbruch(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(laden, "lade", abbruch)
    code, _, fehler = notices_cli("fristen", BEISPIEL)
    assert code == exitcodes.EXIT_ABGEBROCHEN and "Abgebrochen." in fehler


# ------------------------------------------------------------------------------------------------
# Shell completion


@pytest.mark.parametrize("shell", ["bash", "zsh", "tcsh", "fish", "powershell"])
def test_vervollstaendigung_kennt_jeden_befehl(shell: str, notices_cli) -> None:
    code, aus, fehler = notices_cli("--vervollstaendigung", shell)
    assert code == 0 and fehler == ""
    for verb in VERBEN:
        assert verb in aus
    if shell != "tcsh":  # shtab's tcsh script completes the verbs and paths, not the verbs' options
        for option in ("--stichtag", "--bewerber", "--pdf-variante", "--vervollstaendigung"):
            assert option in aus


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash is not installed")
def test_vervollstaendigung_in_bash(notices_cli, tmp_path: Path) -> None:
    """The bash script completes verbs, options, choices and file names as a shell would call it."""
    skript = tmp_path / "notices.bash"
    skript.write_text(notices_cli("--vervollstaendigung", "bash")[1], "utf-8")
    (tmp_path / "wahl.toml").write_text("", "utf-8")

    def ergaenzt(*woerter: str) -> list[str]:
        befehl = (
            f"source {skript}; COMP_WORDS=(notices {' '.join(woerter)}); COMP_CWORD={len(woerter)}; "
            'COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; _shtab_notices; echo "${COMPREPLY[@]}"'
        )
        lauf = subprocess.run(["bash", "-c", befehl], capture_output=True, text=True, cwd=tmp_path, check=True)
        return lauf.stdout.split()

    assert ergaenzt("pru") == ["pruefen"]
    assert sorted(ergaenzt("pruefen", "--sticht")) == ["--stichtag"]
    assert sorted(ergaenzt("web", "--server", "w")) == ["waitress", "werkzeug"]
    assert ergaenzt("fristen", "wa") == ["wahl.toml"]


def test_hilfe_laedt_shtab_nicht() -> None:
    """shtab is imported only when a script is asked for: notices --help stays fast."""
    code = (
        "import contextlib, io, sys\nfrom notices import cli\n"
        "with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n    cli.main(['--help'])\n"
        "print('shtab' in sys.modules, 'filelock' in sys.modules)"
    )
    aus = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert aus.split() == ["False", "False"]


def test_katalog_kommt_ins_wheel() -> None:
    """The wheel ships the package folder whole (hatch: packages = ["notices"], minus what git ignores): the
    compiled catalogue lies inside it and no ignore rule hides it."""
    import tomllib

    wheel = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["packages"] == ["notices"] and not wheel.get("exclude")
    mo = katalog.ORDNER / "de" / "LC_MESSAGES" / "argparse.mo"
    assert mo.resolve().is_relative_to((REPO / "notices").resolve())
    if shutil.which("git") and (REPO / ".git").exists():
        lauf = subprocess.run(["git", "check-ignore", "-q", str(mo)], cwd=REPO)
        assert lauf.returncode == 1  # not ignored
