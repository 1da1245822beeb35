"""Benchmarks: run by `make bench`, never by `make test`; results in docs/benchmarks.md."""
