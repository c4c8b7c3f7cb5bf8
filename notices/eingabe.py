"""Reading an input file in bounded memory and time: only a regular file, at most so many bytes.

A path from the data file or the command line may name ``/dev/zero`` (never ends), a FIFO (blocks
forever), a folder or a huge file; none of these is read. The caller turns the reason into its own
German sentence (the data file, a signer list).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from notices.fehler import os_grund


class Unlesbar(Exception):
    """The file cannot be read as an input; ``text`` completes a German sentence about it ("gibt es nicht")."""

    def __init__(self, text: str) -> None:
        self.text = text
        super().__init__(text)


def mib(n: int) -> str:
    """A byte count in MiB for a sentence (``2 MiB``)."""
    return f"{n / (1024 * 1024):.0f} MiB"


def lies_regulaere_datei(pfad: Path, grenze: int) -> bytes:
    """The bytes of the regular file ``pfad`` if it holds at most ``grenze`` bytes; else :class:`Unlesbar`.

    The file is opened without waiting (``O_NONBLOCK``: a FIFO put in its place does not block) and
    checked on the open descriptor, so that what is read is what was checked."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(pfad, flags)
    except FileNotFoundError:
        raise Unlesbar("gibt es nicht") from None
    except ValueError:  # a NUL in the path
        raise Unlesbar("hat einen Namen mit einem Nullzeichen; das ist kein zulässiger Dateiname") from None
    except OSError as e:
        raise Unlesbar(f"ist nicht lesbar ({os_grund(e)})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise Unlesbar("ist ein Ordner, keine Datei")
        if not stat.S_ISREG(info.st_mode):
            raise Unlesbar("ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe oder ein Socket)")
        if info.st_size > grenze:
            raise Unlesbar(f"ist {mib(info.st_size)} groß; erlaubt sind höchstens {mib(grenze)}")
        teile = []
        gelesen = 0
        while gelesen <= grenze:
            stueck = os.read(fd, min(1 << 20, grenze + 1 - gelesen))
            if not stueck:
                break
            teile.append(stueck)
            gelesen += len(stueck)
        if gelesen > grenze:
            raise Unlesbar(f"ist größer als erlaubt (höchstens {mib(grenze)})")
        return b"".join(teile)
    except OSError as e:
        raise Unlesbar(f"ist nicht lesbar ({os_grund(e)})") from None
    finally:
        os.close(fd)
