"""Garbage collection in the GUI thread only (gui/garbage.py)."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QApplication

from gui.garbage import GarbageCollector


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_collection_moves_to_the_gui_thread(qapp: QApplication) -> None:
    collector = GarbageCollector(qapp, interval_ms=10_000)
    try:
        assert not gc.isenabled()
        gc.collect()
        for _ in range(gc.get_threshold()[0] + 1):
            _Cycle()  # garbage Python no longer collects by itself
        assert gc.get_count()[0] > gc.get_threshold()[0]
        assert collector.check() >= gc.get_threshold()[0]  # found and freed here
        assert gc.get_count()[0] < gc.get_threshold()[0]
    finally:
        collector.stop()
        collector.deleteLater()
    assert gc.isenabled()
