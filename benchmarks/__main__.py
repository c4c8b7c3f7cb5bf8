"""``python -m benchmarks``: the whole speed suite (benchmarks/alle.py)."""

from benchmarks.alle import main

main()
