"""The fork server's preload module (:mod:`notices.druckvorrat`, issue 32): importing it prepares the PDF
engine once for every print worker the server forks. Imported by multiprocessing's fork server only."""

from __future__ import annotations

from notices import druckvorrat

druckvorrat.im_server_vorbereiten()
