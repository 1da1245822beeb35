"""Benchmarks print a table of ratios measured side by side in the same run."""

from __future__ import annotations

import time
from collections.abc import Callable


def best_time(fn: Callable[[], object], repeat: int = 5) -> float:
    """The fastest of `repeat` runs, in seconds (the least disturbed by a noisy machine)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best
