"""CLI verbs grouped by feature; each module registers its verbs in ``notices.cli`` (anmelden)."""
