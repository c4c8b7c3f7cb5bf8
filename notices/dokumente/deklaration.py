"""Documents as a Land declares them: the strings its template receives, written in the Land's
``texte.toml`` and filled with the facts the program computes (``docs/architektur.md``).

A declaration mirrors the template's context. Its values are:

- a string – a text with ``{placeholders}`` (:mod:`notices.recht.texte`): each names a fact (``{gemeinde}``,
  ``{fs.nur_eine}``) or a fragment of the declaration's ``texte`` (which may name facts in turn);
- an array – a list; an element ``{ wenn = "fakt", dann = … }`` without ``sonst`` is left out where the fact is
  false, and an element ``{ einfuegen = "fakt" }`` is replaced by the elements of a fact that is a list;
- ``{ fakt = "zeilen" }`` – the fact itself (a list of rows, a flag);
- ``{ wenn = "fakt", dann = …, sonst = … }`` – one of two, by a fact that is true or false;
- ``{ fall = "fakt", <wert> = …, sonst = … }`` – one of several, by the fact's value (``anzahl``: ``keine``,
  ``eine``, ``mehrere``);
- ``{ verbinde = [ … ] }`` – the strings joined (a sentence with an optional part);
- ``{ je = "fakt", wert = … }`` – a list: ``wert`` once for each element of a fact that is a list of tables, with
  the element's keys as further facts (``{ je = "traeger_seiten", wert = … }``: ``{seite.traeger}`` …);
- any other table – a table of the same keys (``unterschrift = { name = …, funktion = … }``);
- a number or a boolean – as it is.

No logic beyond that: what a fact is and what the law decides is the program's (the document's facts, and a
Land's hook for what only it words). :func:`pruefe` checks a declaration against the names of the facts when
the Land's documents are first used, so that a typo fails at once and not as a brace in a document.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from notices.recht import texte as textlehre

_STEUERUNG = ("fakt", "wenn", "fall", "verbinde", "einfuegen", "je")


class Deklarationsfehler(ValueError):
    """A document's declaration names what is not there, or is not well formed."""


def _art(knoten: Mapping[str, Any]) -> str | None:
    for schluessel in _STEUERUNG:
        if schluessel in knoten:
            return schluessel
    return None


def pruefe(
    knoten: Any,
    fakten: Collection[str],
    texte: Mapping[str, Any],
    wo: str,
    faelle: Mapping[str, Collection[str]] | None = None,
    elemente: Mapping[str, Collection[str]] | None = None,
) -> None:
    """Raise :class:`Deklarationsfehler` where ``knoten`` names a fact or fragment that does not exist, uses a
    case a fact cannot have (``faelle``: the values of the facts that ``fall`` may name), or is not well formed
    (``elemente``: the facts each element of a list that ``je`` may name adds)."""
    faelle = faelle or {}
    elemente = elemente or {}
    namen = set(fakten) | set(texte)
    doppelt = sorted(set(fakten) & set(texte))
    if doppelt:
        raise Deklarationsfehler(f"{wo}: texte named like a fact: {', '.join(doppelt)}")

    def fakt(name: Any, ort: str) -> None:
        if not isinstance(name, str) or name not in fakten:
            raise Deklarationsfehler(f"{ort}: unknown fact {name!r}; known: {', '.join(sorted(fakten))}")

    def gehe(k: Any, ort: str, im_text: tuple[str, ...] = ()) -> None:
        if isinstance(k, str):
            for name in textlehre.platzhalter(k):
                if name not in namen:
                    raise Deklarationsfehler(f"{ort}: unknown placeholder {{{name}}}")
                if name in texte and name not in fakten:
                    if name in im_text:
                        raise Deklarationsfehler(f"{ort}: the text {name!r} names itself")
                    gehe(texte[name], f"texte.{name}", (*im_text, name))
            return
        if isinstance(k, bool | int | float):
            return
        if isinstance(k, list):
            for i, e in enumerate(k):
                gehe(e, f"{ort}[{i}]", im_text)
            return
        if not isinstance(k, Mapping):
            raise Deklarationsfehler(f"{ort}: {type(k).__name__} is not a value of a declaration")
        art = _art(k)
        if art in ("fakt", "einfuegen"):
            if set(k) != {art}:
                raise Deklarationsfehler(f"{ort}: {{ {art} = … }} takes nothing else")
            fakt(k[art], ort)
        elif art == "wenn":
            if not set(k) <= {"wenn", "dann", "sonst"} or not ({"dann", "sonst"} & set(k)):
                raise Deklarationsfehler(f"{ort}: {{ wenn = …, dann = …, sonst = … }}")
            fakt(k["wenn"], ort)
            for teil in ("dann", "sonst"):
                if teil in k:
                    gehe(k[teil], f"{ort}.{teil}", im_text)
        elif art == "fall":
            fakt(k["fall"], ort)
            erlaubt = faelle.get(k["fall"])
            for wert, teil in k.items():
                if wert == "fall":
                    continue
                if wert != "sonst" and (erlaubt is None or wert not in erlaubt):
                    moeglich = ", ".join(sorted(erlaubt or ())) or "none"
                    raise Deklarationsfehler(f"{ort}: {k['fall']!r} has no case {wert!r} (cases: {moeglich})")
                gehe(teil, f"{ort}.{wert}", im_text)
        elif art == "verbinde":
            if set(k) != {"verbinde"} or not isinstance(k["verbinde"], list):
                raise Deklarationsfehler(f"{ort}: {{ verbinde = [ … ] }}")
            gehe(k["verbinde"], ort, im_text)
        elif art == "je":
            if set(k) != {"je", "wert"} or k["je"] not in elemente:
                raise Deklarationsfehler(f"{ort}: {{ je = …, wert = … }} over one of {', '.join(sorted(elemente))}")
            pruefe(k["wert"], {*fakten, *elemente[k["je"]]}, texte, f"{ort}.wert", faelle, elemente)
        else:
            for schluessel, wert in k.items():
                gehe(wert, f"{ort}.{schluessel}", im_text)

    gehe(knoten, wo)


def namen(knoten: Any, texte: Mapping[str, Any]) -> set[str]:
    """Every fact name a declaration may use (in its strings, its fragments and its tables)."""
    gefunden: set[str] = set()
    gesehen: set[str] = set()

    def gehe(k: Any) -> None:
        if isinstance(k, str):
            for name in textlehre.platzhalter(k):
                if name in texte and name not in gesehen:
                    gesehen.add(name)
                    gehe(texte[name])
                gefunden.add(name)
        elif isinstance(k, list):
            for e in k:
                gehe(e)
        elif isinstance(k, Mapping):
            for schluessel in _STEUERUNG:
                if schluessel in k and schluessel not in ("verbinde",) and isinstance(k[schluessel], str):
                    gefunden.add(k[schluessel])
            for schluessel, wert in k.items():
                if schluessel not in _STEUERUNG or schluessel == "verbinde":
                    gehe(wert)

    gehe(knoten)
    return gefunden


_WEG = object()


def baue(knoten: Any, fakten: Mapping[str, Any], texte: Mapping[str, Any]) -> Any:
    """The value of a checked declaration (:func:`pruefe`) for these facts: finished strings, lists, tables."""

    def text(k: str) -> str:
        werte = {}
        for name in textlehre.platzhalter(k):
            if name in fakten:
                werte[name] = fakten[name]
            else:
                werte[name] = gehe(texte[name])
        return textlehre.fuelle(k, werte)

    def gehe(k: Any) -> Any:
        if isinstance(k, str):
            return text(k)
        if isinstance(k, list):
            liste: list[Any] = []
            for e in k:
                if isinstance(e, Mapping) and "einfuegen" in e:
                    liste.extend(fakten[e["einfuegen"]])
                elif (wert := gehe(e)) is not _WEG:
                    liste.append(wert)
            return liste
        if not isinstance(k, Mapping):
            return k
        art = _art(k)
        if art == "fakt":
            return fakten[k["fakt"]]
        if art == "wenn":
            teil = "dann" if fakten[k["wenn"]] else "sonst"
            return gehe(k[teil]) if teil in k else _WEG
        if art == "fall":
            wert = fakten[k["fall"]]
            if wert in k and wert != "fall":
                return gehe(k[wert])
            return gehe(k["sonst"]) if "sonst" in k else _WEG
        if art == "verbinde":
            return "".join(str(e) for e in gehe(k["verbinde"]))
        if art == "je":
            return [baue(k["wert"], {**fakten, **element}, texte) for element in fakten[k["je"]]]
        return {s: w for s, w in ((s, gehe(w)) for s, w in k.items()) if w is not _WEG}

    ergebnis = gehe(knoten)
    return "" if ergebnis is _WEG else ergebnis
