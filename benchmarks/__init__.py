"""Speed measurements of notices (issue 8): ``python -m benchmarks`` runs them all (see alle.py)."""
