"""Named functions a declaration refers to: the shared strategies (orders of a notice, …) and a Land's
hooks for what the shared vocabulary cannot say (BW's order by receipt with a Los).

A declaration names a function (``reihenfolge = { art = "alphabetisch" }``, ``art = "bw.eingang_mit_los"``);
the function is registered under that name with :func:`haken` – called after the function
(``haken("ordnung", "alphabetisch")(alphabetisch_zugelassen)``), not as a decorator: mutmut does not mutate
decorated functions, and the hooks are the code of the law. A Land's hooks live in its package's
``haken`` module and carry its code as prefix, so that no Land can take another's name. A name nobody
registered fails when the Land loads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, TypeVar

Art = Literal["ordnung", "stichwahlordnung", "adressat", "fakten", "pruefung"]
"""The kinds of named functions: an order of the first ballot's notice ``(daten, rs, ordnung) -> list``, of the
Stichwahl's, an addressee of the letter about defects ``(person) -> Adressat``, the facts a Land adds to a
document ``(daten, …) -> dict``, a Land's own check of the election's dates ``(wahl, rs) -> list[Problem]``."""

_REGISTER: dict[str, dict[str, Callable[..., Any]]] = {}
_ERKLAERT: dict[str, Any] = {}
_TEXTE: dict[tuple[str, str], tuple[str, ...]] = {}

F = TypeVar("F", bound=Callable[..., Any])


def haken(art: Art, name: str, texte: tuple[str, ...] = ()) -> Callable[[F], F]:
    """Register the decorated function as ``name`` of kind ``art``; ``texte`` are the keys of the texts (or
    citations) a declaration must give it (an order's ``texte``), checked when a Land loads."""

    def eintragen(fn: F) -> F:
        register = _REGISTER.setdefault(art, {})
        if name in register and register[name] is not fn:
            raise ValueError(f"{art} {name!r} is registered twice")
        register[name] = fn
        _TEXTE[art, name] = texte
        return fn

    return eintragen


def verlangte_texte(art: Art, name: str) -> tuple[str, ...]:
    """The text keys the function ``name`` of kind ``art`` needs from a declaration."""
    finde(art, name)
    return _TEXTE[art, name]


def finde(art: Art, name: str) -> Callable[..., Any]:
    """The function registered as ``name`` of kind ``art``; :class:`KeyError` naming the known ones."""
    register = _REGISTER.get(art, {})
    if name not in register:
        raise KeyError(f"no {art} {name!r}; known: {', '.join(sorted(register)) or 'none'}")
    return register[name]


def erklaert(land: Any) -> None:
    """Record a Land's validated declaration (:func:`notices.recht.land` does, once it is loaded)."""
    _ERKLAERT[land.code] = land


def erklaerung(code: str) -> Any:
    """The validated declaration of the Land ``code`` (a :class:`~notices.recht.grundlagen.Landesrecht`), for a
    hook that reads the Land's own data (BY: the Landtag's result). A hook runs only once its Land is loaded;
    this keeps the hooks below the registry (``notices.recht`` imports them, they cannot import it)."""
    return _ERKLAERT[code]


def namen(art: Art) -> tuple[str, ...]:
    """Every registered name of kind ``art``, sorted."""
    return tuple(sorted(_REGISTER.get(art, {})))
