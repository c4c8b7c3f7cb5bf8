"""The lock on an archive's election folder (issue 25): filelock, so that it holds on Windows too, and a
lock file beside the folder, not in it (the folder holds exactly what its manifest lists)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from notices.archiv.manifest import _gesperrt, sperrdatei

WARTET = """
import sys, time
from pathlib import Path
from notices.archiv.manifest import _gesperrt
print("wartet", flush=True)
with _gesperrt(Path(sys.argv[1])):
    print("gesperrt", flush=True)
"""


def test_zweiter_lauf_wartet_auf_den_ersten(tmp_path: Path) -> None:
    ordner = tmp_path / "musterhausen-2027-03-14"
    ordner.mkdir()
    with _gesperrt(ordner):
        zweiter = subprocess.Popen([sys.executable, "-c", WARTET, str(ordner)], stdout=subprocess.PIPE, text=True)
        assert zweiter.stdout is not None
        assert zweiter.stdout.readline().strip() == "wartet"
        time.sleep(0.5)  # time enough to take a free lock; it must still be waiting
        assert zweiter.poll() is None
    aus, _ = zweiter.communicate(timeout=30)
    assert aus.strip() == "gesperrt" and zweiter.returncode == 0


def test_sperrdatei_neben_dem_ordner(tmp_path: Path) -> None:
    ordner = tmp_path / "musterhausen-2027-03-14"
    ordner.mkdir()
    with _gesperrt(ordner):
        pass
    assert sperrdatei(ordner) == tmp_path / ".musterhausen-2027-03-14.lock"
    assert list(ordner.iterdir()) == []
