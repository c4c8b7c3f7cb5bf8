"""Python's cyclic garbage collector paused during bulk work (issue 32: the 200 000-row upload).

Reading a signer list and counting its signatures make hundreds of thousands of objects that stay alive
(the rows, the identity keys). Each allocation counts towards the collector's next run, and each full run
walks every live object again – a third of the time of reading and counting such a list went into runs
that found nothing to free (none of these objects form cycles). Reference counting frees everything as
before; only the search for cycles waits until the work is done. The work is bounded
(:data:`notices.unterschriften.HOECHSTE_ZEILEN`), so the pause is too.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_SPERRE = threading.Lock()
_tiefe = 0
_war_an = False


@contextmanager
def sammelpause() -> Iterator[None]:
    """The cyclic collector off while this runs (nested and from several threads: off until the last one
    ends; left off if it was off before the first one began)."""
    global _tiefe, _war_an
    with _SPERRE:
        if _tiefe == 0:
            _war_an = gc.isenabled()
            gc.disable()
        _tiefe += 1
    try:
        yield
    finally:
        with _SPERRE:
            _tiefe -= 1
            if _tiefe == 0 and _war_an:
                gc.enable()
