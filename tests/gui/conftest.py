"""The window the issue-20 tests drive: the real main window on a copy of the prepared SQLite
file, in the Games area (test files with a window of their own keep it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture
def window(qtbot: object, qapp: object, ledger: Path) -> Iterator[object]:
    # Imported here: pytest-qt sets up its Qt binding only once the session has started.
    from gui.app import configure_application
    from gui.main_window import MainWindow
    from models.ledger.startup import open_ledger

    configure_application(qapp)  # type: ignore[arg-type]
    main = MainWindow(open_ledger(ledger))
    qtbot.addWidget(main)  # type: ignore[attr-defined]
    main.resize(1280, 800)
    main.show()
    main.show_area("games")
    yield main
    if main.database is not None:
        main.database.close()
