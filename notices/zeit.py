"""The clock of notices: German local time, whatever the server's zone.

A deadline of the Kommunalwahlrecht ends at a time of day in Germany (18 Uhr); a server in a
container or a data centre usually runs on UTC. Everything the program calls "jetzt" or "heute"
comes from here, in the zone ``Europe/Berlin`` (CET/CEST), as a naive value like those of the data
file.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

BERLIN = ZoneInfo("Europe/Berlin")
"""The zone every time of the data file and every deadline is in."""


def jetzt() -> datetime:
    """Now in Germany, without a zone (as the data file writes times), to the second."""
    return datetime.now(UTC).astimezone(BERLIN).replace(tzinfo=None, microsecond=0)


def heute() -> date:
    """Today in Germany (not the server's local date: shortly after midnight they differ)."""
    return datetime.now(UTC).astimezone(BERLIN).date()


def deutsch(zeitpunkt: datetime) -> datetime:
    """A moment with a zone as German local time without a zone; a naive one is taken as German already."""
    if zeitpunkt.tzinfo is None:
        return zeitpunkt
    return zeitpunkt.astimezone(BERLIN).replace(tzinfo=None)
