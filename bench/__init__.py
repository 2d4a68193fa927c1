"""Benchmarks: each module is a command that prints its figures and writes them as JSON under
``bench/results/``.  ``python -m bench.<name> --smoke`` runs it with tiny sizes (the CI smoke test)."""
