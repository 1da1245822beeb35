"""Python's garbage collection, run in the GUI thread only.

Collection runs in whichever thread happens to allocate when a threshold is crossed. If that is
the PDF export's worker thread (gui/export_dialog.py) and the garbage holds Qt objects of the
GUI thread — a closed dialog in a reference cycle, say — Qt destroys them from the wrong thread
and the process can crash (seen in the test suite: a segfault inside reportlab, "Garbage-
collecting"). So automatic collection is switched off and the same thresholds are checked on a
timer in the GUI thread, collecting each generation as Python itself would.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class GarbageCollector(QObject):
    """Own it for as long as the application runs (the application is a good parent)."""

    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)

    def check(self) -> int:
        """Collect the generations whose counts are over their thresholds; the objects found."""
        first, second, third = gc.get_count()
        found = 0
        if first > self.threshold[0]:
            found += gc.collect(0)
            if second > self.threshold[1]:
                found += gc.collect(1)
                if third > self.threshold[2]:
                    found += gc.collect(2)
        return found

    def stop(self) -> None:
        """Back to Python's own collection (tests)."""
        self.timer.stop()
        gc.enable()
