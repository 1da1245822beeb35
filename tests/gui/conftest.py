"""The window the issue-20 tests drive: the real main window on a copy of the prepared SQLite
file, in the Games area (test files with a window of their own keep it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gui.main_window import MainWindow
from tests.gui.test_game import _window


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, ledger: Path) -> Iterator[MainWindow]:
    main = _window(qtbot, qapp, ledger)
    yield main
    if main.database is not None:
        main.database.close()
