"""``python -m notices`` – the same as the ``notices`` command."""

from notices.cli import run

run()
