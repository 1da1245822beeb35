"""An evening of PDF exports in one window (File › Export PDF…, one after another).

The export used to run as a QObject on a QThread; in one process of 1000 exports it deadlocked
the window at the 493rd (Qt held a shared signal-slot mutex while PySide waited for Python's
lock, which the GUI thread held while it waited for that mutex), and it hung CI once. The
export thread no longer touches Qt (tests/gui/test_export.py checks that call by call); this
runs the whole flow many times, as an evening would: each export written and said, the window
answering throughout, and nothing of a finished export left behind. `make test` runs a few;
`make soak` many (WBL_EXPORT_ROUNDS). A hang ends the run with every thread's stack
(pytest's faulthandler_timeout).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog
from pytestqt.qtbot import QtBot

from gui.export_dialog import ExportRun
from gui.garbage import GarbageCollector
from gui.main_window import MainWindow
from models.ledger.rosters import roster

ROUNDS = int(os.environ.get("WBL_EXPORT_ROUNDS", "12"))


@pytest.fixture
def collector(qapp: QApplication) -> Iterator[GarbageCollector]:
    """Collection in the GUI thread only, as gui.app.run has it."""
    collector = GarbageCollector(qapp)
    yield collector
    collector.stop()
    collector.deleteLater()


def test_many_exports_in_a_row_in_one_window(
    window: MainWindow, collector: GarbageCollector, qtbot: QtBot, tmp_path: Path
) -> None:
    assert window.database is not None
    pilgrims = next(w for w in roster.list_warbands(window.database) if w.name.startswith("Pell"))
    window.rosters.open_warband(pilgrims.id)
    choices = {c.key: c for c in window.export_choices()}
    threads = set(threading.enumerate())  # another test's may end meanwhile
    for number in range(ROUNDS):
        kind = ("cards", "roster")[number % 2]
        target = tmp_path / f"{kind}-{number}.pdf"
        run = window.start_export(choices[kind], target, "A4", "poker")
        qtbot.waitUntil(lambda: run.done, timeout=30000)  # noqa: B023 — waited for right here
        done = window.findChild(QMessageBox, "exportDone")
        assert done is not None and str(target) in done.text()
        done.button(QMessageBox.StandardButton.Close).click()
        assert "Pellegrini di San Marco" in PdfReader(target).pages[0].extract_text()
        target.unlink()
    # Nothing of the finished exports stays: no thread, progress dialog, run or message box.
    qtbot.waitUntil(
        lambda: (
            not window.findChildren(ExportRun)
            and not window.findChildren(QProgressDialog)
            and not window.findChildren(QMessageBox)
        ),
        timeout=5000,
    )
    assert set(threading.enumerate()) <= threads
