"""The layout the design promises (docs/architektur.md), checked on the source:

- everything that differs by Land lives in ``notices/recht/<land>/``: no Land code as a string, no
  comparison with ``.land`` and no citation of a Land's statute in any string of the program outside
  it, and none in the text a shared template prints;
- the modules import one way: no import circle, also not through imports inside functions;
- below the entry layer (the command line, the web app) a module imports the program's own modules
  at the top; inside functions only the heavy libraries are imported late (start-up time);
- every Land package declares the whole protocol; a missing rule fails at import.
"""

from __future__ import annotations

import ast
import re
from itertools import pairwise
from pathlib import Path

import pytest

from notices import recht

PAKET = Path(__file__).resolve().parent.parent / "notices"
VORLAGEN = Path(__file__).resolve().parent.parent / "templates"
LAND_CODES = set(recht.codes())
LAND_NAMEN = re.compile(r"\b(" + "|".join(re.escape(lr.name) for lr in recht.laender()) + r")\b")
"""Any Land's name, from the declarations: a shared string that names one is that Land's law in shared code."""
_ABKUERZUNGEN = sorted(
    {g if len(g.split()[0]) < 3 else g.split()[0] for lr in recht.laender() for g in lr.gesetze}, key=len, reverse=True
)
GESETZE = re.compile(r"\b(" + "|".join(re.escape(g) for g in _ABKUERZUNGEN) + r")\b")
"""Any Land's statute, from the declarations (``KWG`` of ``KWG LSA`` too; ``GO NRW`` whole, ``GO`` alone is a word)."""

ENTRY = ("cli.py", "befehle", "web", "__init__.py")
"""The entry layer (and the package's lazy API in ``notices/__init__.py``): imports inside functions keep
``notices --help`` fast."""
SPAETE_BIBLIOTHEKEN = {
    "weasyprint",
    "pydyf",
    "pypdf",
    "openpyxl",
    "python_calamine",
    "flask",
    "werkzeug",
    "icalendar",
    "fontTools",
}
"""The heavy libraries a module below the entry layer may import inside a function."""
SPAETE_MODULE = {"notices.pdf_eingriffe"}
"""The program's one module that belongs with those libraries (it patches their internals, after
checking their versions), imported late like them."""


def _module() -> list[Path]:
    return sorted(PAKET.rglob("*.py"))


def _name(pfad: Path) -> str:
    teile = pfad.relative_to(PAKET.parent).with_suffix("").parts
    return ".".join(teile[:-1] if teile[-1] == "__init__" else teile)


def _ausserhalb_recht(pfad: Path) -> bool:
    return "recht" not in pfad.relative_to(PAKET).parts[:1]


def _docstrings(baum: ast.AST) -> set[int]:
    ids = set()
    for knoten in ast.walk(baum):
        if isinstance(knoten, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            erster = knoten.body[0] if knoten.body else None
            if isinstance(erster, ast.Expr) and isinstance(erster.value, ast.Constant):
                ids.add(id(erster.value))
    # attribute docstrings: a string expression right after an assignment
    for knoten in ast.walk(baum):
        for feld in ("body", "orelse"):
            koerper = getattr(knoten, feld, None)
            if isinstance(koerper, list):
                for vor, nach in pairwise(koerper):
                    nach_wert = nach.value if isinstance(nach, ast.Expr) else None
                    if isinstance(vor, (ast.Assign, ast.AnnAssign)) and isinstance(nach_wert, ast.Constant):
                        ids.add(id(nach_wert))
    return ids


def _strings(pfad: Path) -> list[tuple[int, str]]:
    """Every string constant of a module that the program uses (not docstrings)."""
    baum = ast.parse(pfad.read_text("utf-8"))
    doc = _docstrings(baum)
    return [
        (k.lineno, k.value)
        for k in ast.walk(baum)
        if isinstance(k, ast.Constant) and isinstance(k.value, str) and id(k) not in doc
    ]


@pytest.mark.parametrize("pfad", [p for p in _module() if _ausserhalb_recht(p)], ids=_name)
def test_kein_land_ausserhalb_von_recht(pfad: Path) -> None:
    """No Land code, no ``land ==`` and no Land statute outside notices/recht (a new Land is a package)."""
    funde = [f"{z}: {s!r}" for z, s in _strings(pfad) if s in LAND_CODES or GESETZE.search(s)]
    baum = ast.parse(pfad.read_text("utf-8"))
    for k in ast.walk(baum):
        if isinstance(k, ast.Compare):
            teile = [k.left, *k.comparators]
            if any(isinstance(t, ast.Attribute) and t.attr == "land" for t in teile):
                funde.append(f"{k.lineno}: Vergleich mit .land")
    assert funde == []


@pytest.mark.parametrize("pfad", [p for p in _module() if "web" in p.relative_to(PAKET).parts[:1]], ids=_name)
def test_kein_landesname_im_web(pfad: Path) -> None:
    """The web form is driven by the declarations: no string of notices/web names a Land (its help texts
    included), so that what it says holds for every Land and a new one needs no edit there."""
    assert [f"{z}: {s!r}" for z, s in _strings(pfad) if LAND_NAMEN.search(s)] == []


def _ohne_jinja_kommentare(text: str) -> str:
    return re.sub(r"\{#.*?#\}", "", text, flags=re.DOTALL)


@pytest.mark.parametrize("pfad", sorted(VORLAGEN.rglob("*.html")), ids=lambda p: p.name)
def test_gemeinsame_vorlagen_zitieren_kein_landesrecht(pfad: Path) -> None:
    """A template every Land uses prints no Land's statute (its citations come from the Land's view)."""
    assert GESETZE.findall(_ohne_jinja_kommentare(pfad.read_text("utf-8"))) == []


def _importe(pfad: Path) -> list[tuple[str, bool]]:
    """(module imported, inside a function?) for every runtime import of a module (not TYPE_CHECKING)."""
    baum = ast.parse(pfad.read_text("utf-8"))
    name = _name(pfad)
    paket = name if pfad.name == "__init__.py" else name.rpartition(".")[0]
    ergebnis: list[tuple[str, bool]] = []

    def besuche(knoten: ast.AST, in_funktion: bool) -> None:
        for kind in ast.iter_child_nodes(knoten):
            if isinstance(kind, ast.If) and "TYPE_CHECKING" in ast.unparse(kind.test):
                besuche(ast.Module(body=kind.orelse, type_ignores=[]), in_funktion)
                continue
            if isinstance(kind, ast.Import):
                ergebnis.extend((a.name, in_funktion) for a in kind.names)
            elif isinstance(kind, ast.ImportFrom):
                basis = kind.module or ""
                if kind.level:
                    oben = paket.split(".")[: len(paket.split(".")) - kind.level + 1]
                    basis = ".".join([*oben, basis] if basis else oben)
                for a in kind.names:
                    ergebnis.append((f"{basis}.{a.name}", in_funktion))
            elif isinstance(kind, ast.Call) and _ist_import_module(kind):
                # a module loaded by name (a Land's package, its hooks): by design at run time, not a late import
                ergebnis.extend((ziel, False) for ziel in _dynamische_ziele(kind, baum, name))
            besuche(kind, in_funktion or isinstance(kind, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    besuche(baum, False)
    return ergebnis


def _ist_import_module(k: ast.Call) -> bool:
    f = k.func
    return (isinstance(f, ast.Name) and f.id == "import_module") or (
        isinstance(f, ast.Attribute) and f.attr == "import_module"
    )


_BEKANNTE_AUSDRUECKE = {"recht.paket": "notices.recht.<land>", "paket": "notices.recht.<land>"}
"""What a module name built at run time starts with, by the call that builds it (``recht.paket(code)`` is
``notices.recht.<code>``: :func:`notices.recht.paket`)."""


def _als_muster(wert: ast.expr, baum: ast.AST, modul: str) -> str | None:
    """The module name an expression builds, as a glob (``notices.recht.*.dokumente``), or None."""
    if isinstance(wert, ast.Constant) and isinstance(wert.value, str):
        return wert.value
    if isinstance(wert, ast.Name):
        if wert.id == "__name__":
            return modul
        zuweisungen = [
            k.value
            for k in ast.walk(baum)
            if isinstance(k, ast.Assign) and any(isinstance(t, ast.Name) and t.id == wert.id for t in k.targets)
        ]
        muster = {_als_muster(z, baum, modul) for z in zuweisungen}
        return muster.pop() if len(muster) == 1 else None
    if isinstance(wert, ast.Call):
        return _BEKANNTE_AUSDRUECKE.get(ast.unparse(wert.func))
    if isinstance(wert, ast.JoinedStr):
        teile = []
        for t in wert.values:
            if isinstance(t, ast.Constant):
                teile.append(str(t.value))
            else:
                teil = _als_muster(t.value, baum, modul) if isinstance(t, ast.FormattedValue) else None
                if teil is None and isinstance(t, ast.FormattedValue) and "code" in ast.unparse(t.value):
                    teil = "<land>"  # a Land's code: its package is two lower-case letters
                teile.append(teil if teil is not None else "*")
        return "".join(teile)
    return None


def _dynamische_ziele(aufruf: ast.Call, baum: ast.AST, modul: str) -> list[str]:
    """The program's modules an ``import_module`` call can load; a name that cannot be told is reported
    as ``?`` (the test below asks for a name it can read)."""
    muster = _als_muster(aufruf.args[0], baum, modul) if aufruf.args else None
    if muster is None:
        return ["?"]
    if not muster.startswith("notices"):
        return [] if "*" not in muster.split(".")[0] else ["?"]
    return [m for m in (_name(p) for p in _module()) if _passt(m, muster)] or ["?"]


def _passt(modul: str, muster: str) -> bool:
    """``notices.recht.*.haken`` matches ``notices.recht.bw.haken``: ``*`` stands for one part of the name,
    ``<land>`` for a Land's package (two lower-case letters)."""
    teile = [{"*": r"[^.]+", "<land>": r"[a-z]{2}"}.get(t, re.escape(t)) for t in muster.split(".")]
    return re.fullmatch(r"\.".join(teile), modul) is not None


def _graph() -> dict[str, set[str]]:
    module = {_name(p): p for p in _module()}
    kanten: dict[str, set[str]] = {m: set() for m in module}
    for m, pfad in module.items():
        for ziel, _ in _importe(pfad):
            if ziel == "?":
                continue
            while ziel and ziel not in module:
                ziel = ziel.rpartition(".")[0]
            if ziel and ziel != m:
                kanten[m].add(ziel)
    return kanten


def test_keine_importkreise() -> None:
    """The modules import one way (file -> model -> law -> decisions -> views -> render -> archive), also
    counting imports inside functions; a package's ``__init__`` imported by its own submodules counts."""
    kanten = _graph()
    # Tarjan's strongly connected components
    index: dict[str, int] = {}
    tief: dict[str, int] = {}
    stapel: list[str] = []
    auf: set[str] = set()
    kreise: list[list[str]] = []

    def verbinde(v: str) -> None:
        index[v] = tief[v] = len(index)
        stapel.append(v)
        auf.add(v)
        for w in kanten[v]:
            if w not in index:
                verbinde(w)
                tief[v] = min(tief[v], tief[w])
            elif w in auf:
                tief[v] = min(tief[v], index[w])
        if tief[v] == index[v]:
            teil = []
            while True:
                w = stapel.pop()
                auf.discard(w)
                teil.append(w)
                if w == v:
                    break
            if len(teil) > 1:
                kreise.append(sorted(teil))

    for v in sorted(kanten):
        if v not in index:
            verbinde(v)
    assert kreise == []


@pytest.mark.parametrize(
    "pfad",
    [
        p
        for p in _module()
        if p.relative_to(PAKET).parts[0] not in ENTRY and p.relative_to(PAKET).parts != ("__init__.py",)
    ],
    ids=_name,
)
def test_spaete_importe_nur_fuer_schwere_bibliotheken(pfad: Path) -> None:
    """Below the command line and the web app, imports inside functions are for the heavy libraries only."""
    spaet = {ziel for ziel, in_funktion in _importe(pfad) if in_funktion}
    erlaubt = {z for z in spaet if z.split(".")[0] in SPAETE_BIBLIOTHEKEN}
    intern = sorted(
        z for z in spaet - erlaubt if z.startswith("notices") and not {z, z.rpartition(".")[0]} & SPAETE_MODULE
    )
    assert intern == []


OPTION = re.compile(r"(?<![\w-])--[a-z][a-z-]*")
FREMDE_PROGRAMME = {("archiv/dateipruefung.py", "--format")}
"""Options of another program the code calls (veraPDF), not of notices."""


@pytest.mark.parametrize("pfad", [p for p in _module() if p.relative_to(PAKET).parts[0] not in ENTRY], ids=_name)
def test_keine_kommandozeilenoption_unter_der_eingabeschicht(pfad: Path) -> None:
    """Below the command line and the web app no string names a command-line option: a service names the
    argument as its API does (``datum``, :func:`notices.fehler.argumentproblem`) and each front end says
    it its way (``--datum``, the field "Datum")."""
    name = pfad.relative_to(PAKET).as_posix()
    funde = [f"{z}: {s!r}" for z, s in _strings(pfad) if OPTION.search(s) and (name, s) not in FREMDE_PROGRAMME]
    assert funde == []


@pytest.mark.parametrize("datei", sorted(PAKET.glob("recht/*/*.toml")), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_keine_kommandozeilenoption_in_einer_erklaerung(datei: Path) -> None:
    """A Land's declaration speaks of the data and the law, never of the command line's options."""
    import tomllib

    def strings(wert: object) -> list[str]:
        if isinstance(wert, str):
            return [wert]
        if isinstance(wert, dict):
            return [s for v in wert.values() for s in strings(v)]
        if isinstance(wert, list):
            return [s for v in wert for s in strings(v)]
        return []

    assert [s for s in strings(tomllib.loads(datei.read_text("utf-8"))) if OPTION.search(s)] == []


SCHICHTEN: tuple[tuple[str, ...], ...] = (
    ("notices", "notices.fehler", "notices.exitcodes", "notices.deutsch", "notices.kalender", "notices.toml_fehler"),
    ("notices.model", "notices.eingabe", "notices.unterschriften"),
    ("notices.recht", "notices.ausgaben"),
    ("notices.reihenfolge", "notices.pruefung"),
    ("notices.dokumente", "notices.recht.*.dokumente"),
    ("notices.render", "notices.pdf_eingriffe", "notices.vorlauf", "notices.druckvorrat", "notices.vorgeladen"),
    ("notices.archiv",),
    ("notices.dienste", "notices.laden", "notices.formulardienst"),
    ("notices.befehle", "notices.cli", "notices.web", "notices.__main__"),
)
"""The layers, bottom up (docs/architektur.md): text and calendar arithmetic, reading the input (the data
model, the signer lists), the law (with the models of the JSON outputs, notices.ausgaben, which the
writers above use), the decisions, the document views (a Land's view hooks with them), rendering, the archive, the services,
the entry layer. A module imports only from its own layer or below. The package ``notices`` itself is at
the bottom: its ``__init__`` only names the API and imports it when it is first used."""


def _schicht(modul: str) -> int:
    treffer = [
        (len(muster), i)
        for i, gruppe in enumerate(SCHICHTEN)
        for muster in gruppe
        if _passt(modul, muster) or (modul.startswith(muster.replace("*", "").rstrip(".") + ".") and "*" not in muster)
    ]
    assert treffer, f"{modul} is in no layer of SCHICHTEN"
    return max(treffer)[1]


def test_jedes_modul_hat_eine_schicht() -> None:
    for p in _module():
        _schicht(_name(p))


def test_schichten_importieren_nur_abwaerts() -> None:
    """No module imports from a layer above its own – also not late, inside a function, or through
    ``import_module`` (whose module name the test reads from the code)."""
    verstoesse = [
        f"{m} ({_schicht(m)}) -> {z} ({_schicht(z)})"
        for m, ziele in sorted(_graph().items())
        for z in sorted(ziele)
        if _schicht(z) > _schicht(m)
    ]
    assert verstoesse == []


UNLESBAR_ERLAUBT = {
    "notices": "the lazy API: a name is imported when it is first used, never when the package is",
    "notices.pdf_eingriffe": "loads third-party modules (weasyprint, pydyf) by name to check their versions",
}


def test_import_module_mit_lesbarem_namen() -> None:
    """Every ``import_module`` below the entry layer names its module so that the layer check can read it
    (a literal, an f-string of known parts)."""
    unlesbar = [
        _name(p)
        for p in _module()
        if _schicht(_name(p)) < len(SCHICHTEN) - 1
        and _name(p) not in UNLESBAR_ERLAUBT
        and any(z == "?" for z, _ in _importe(p))
    ]
    assert unlesbar == []


ENTSCHEIDUNGEN = ("notices.recht", "notices.reihenfolge", "notices.pruefung")
LESEN_UND_SCHREIBEN = {"open", "read_text", "read_bytes", "write_text", "write_bytes", "lies_liste", "lies_listen"}


@pytest.mark.parametrize("pfad", [p for p in _module() if _name(p).startswith(ENTSCHEIDUNGEN)], ids=_name)
def test_entscheidungen_lesen_keine_dateien(pfad: Path) -> None:
    """The law and the decisions read no file and write none (a Land's declaration is read by its loader,
    :mod:`notices.recht.erklaerung`, through importlib.resources): the same data, the same decision."""
    if _name(pfad) == "notices.recht.erklaerung":
        return
    baum = ast.parse(pfad.read_text("utf-8"))
    aufrufe = [
        f"{k.lineno}: {ast.unparse(k.func)}"
        for k in ast.walk(baum)
        if isinstance(k, ast.Call)
        and (getattr(k.func, "attr", None) in LESEN_UND_SCHREIBEN or getattr(k.func, "id", None) in LESEN_UND_SCHREIBEN)
    ]
    assert aufrufe == []


def test_die_schichtpruefung_sieht_import_module() -> None:
    """The check sees the dynamic edges it is meant to: the Land's hooks and document modules."""
    kanten = _graph()
    assert "notices.recht.bw.haken" in kanten["notices.recht"]
    assert "notices.recht.bw.dokumente" in kanten["notices.dokumente.landesdokumente"]


@pytest.mark.parametrize("pfad", [p for p in _module() if "haken(" in p.read_text("utf-8")], ids=_name)
def test_haken_werden_nicht_dekoriert(pfad: Path) -> None:
    """Hooks are registered by a call after the function, not with ``@haken``: mutmut (docs/mutation.md)
    leaves every decorated function unmutated, and the hooks are the code of the law."""
    baum = ast.parse(pfad.read_text("utf-8"))
    dekoriert = [
        k.name
        for k in ast.walk(baum)
        if isinstance(k, (ast.FunctionDef, ast.AsyncFunctionDef))
        and any("haken" in ast.unparse(d) for d in k.decorator_list)
    ]
    assert dekoriert == []
