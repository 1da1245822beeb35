"""gui.app.run: the start-up path, including a database that cannot be opened."""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gui.app import run
from gui.main_window import MainWindow


def test_run_reports_a_bad_database_and_still_opens_the_window(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    handlers: dict[int, Any] = {}
    monkeypatch.setattr(
        signal, "signal", lambda number, handler: handlers.update({number: handler})
    )
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"\x00garbage" * 64)
    seen: dict[str, object] = {}

    def inspect_and_close() -> None:
        windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow)]
        seen["windows"] = len(windows)
        window = windows[0]
        seen["status"] = window.database_label.text()
        box = window.findChild(QMessageBox, "openFailure")
        seen["error"] = box.text() if box else None
        if box:
            box.accept()
        handlers[signal.SIGTERM]()  # as a logout would: closes the window the ordinary way

    QTimer.singleShot(200, inspect_and_close)
    assert run(str(bad)) == 0
    assert seen["windows"] == 1
    assert seen["status"] == "No database open"
    assert "not a database" in str(seen["error"])
    assert set(handlers) == {signal.SIGINT, signal.SIGTERM}


def test_high_dpi_screens_get_sharp_pixmaps(tmp_path: Path) -> None:
    """At 200 % scaling the empty-state icon is rendered at twice the pixels, not stretched."""
    import os
    import subprocess
    import sys

    code = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from gui.app import configure_application\n"
        "from gui.main_window import MainWindow\n"
        "configure_application(app)\n"
        "w = MainWindow(None); w.show(); app.processEvents()\n"
        "w.show_area('campaigns'); app.processEvents()\n"
        "p = w.campaigns.empty_state.icon_label.pixmap()\n"
        "print(w.devicePixelRatioF(), p.devicePixelRatio(), p.width())\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["2.0", "2.0", "192"]
