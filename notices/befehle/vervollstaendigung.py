"""Shell completion of the verbs and options: ``notices --vervollstaendigung bash`` prints a script.

shtab (https://github.com/iterative/shtab) writes the script once from the parser itself – static
shell code that completes verbs, options, ``--server`` choices and file or folder names without
starting Python on each TAB (argcomplete would run notices on every press, and needs a hook at the
start of the command). shtab is imported only when the script is asked for, so ``notices --help``
stays fast. Shells: bash, zsh, tcsh, fish, powershell.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, NoReturn

SHELLS: tuple[str, ...] = ("bash", "zsh", "tcsh", "fish", "powershell")
"""The shells shtab writes scripts for."""

_ORDNER_METAVARS = {"ORDNER"}
_DATEI_METAVARS = {"DATEI", "DATEI ..."}


def _vervollstaendigung_fuer_dateien(parser: argparse.ArgumentParser, shtab: Any) -> None:
    """Mark every argument whose metavar names a file or a folder, so the script completes paths there."""
    for aktion in parser._actions:
        if isinstance(aktion, argparse._SubParsersAction):
            for unter in aktion.choices.values():
                _vervollstaendigung_fuer_dateien(unter, shtab)
        elif aktion.metavar in _ORDNER_METAVARS:
            aktion.complete = shtab.DIRECTORY  # type: ignore[attr-defined]
        elif aktion.metavar in _DATEI_METAVARS:
            aktion.complete = shtab.FILE  # type: ignore[attr-defined]


def skript(parser: argparse.ArgumentParser, shell: str) -> str:
    """The completion script of ``parser`` for ``shell``."""
    import shtab

    _vervollstaendigung_fuer_dateien(parser, shtab)
    return shtab.complete(parser, shell=shell)


class Vervollstaendigung(argparse.Action):
    """``--vervollstaendigung SHELL``: print the completion script and end (exit code 0)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
        kwargs.setdefault("metavar", "SHELL")
        super().__init__(option_strings, dest, choices=SHELLS, default=argparse.SUPPRESS, **kwargs)

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: Any, werte: Any, option: str | None = None
    ) -> NoReturn:
        sys.stdout.write(skript(parser, str(werte)))
        parser.exit()
