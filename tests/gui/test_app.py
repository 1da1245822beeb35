"""gui.app.run: the start-up path, including a database that cannot be opened."""

from __future__ import annotations

import builtins
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gui.app import FIRST_WINDOW, QUIT_AFTER, WINDOW_READY, run
from gui.garbage import GarbageCollector
from gui.main_window import MainWindow


def test_run_reports_a_bad_database_and_still_opens_the_window(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    handlers: dict[int, Any] = {}
    monkeypatch.setattr(
        signal, "signal", lambda number, handler: handlers.update({number: handler})
    )
    # run() sets these for the life of the app's process; this process runs other tests after.
    monkeypatch.setattr(builtins, "__import__", builtins.__import__)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"\x00garbage" * 64)
    seen: dict[str, object] = {}

    def inspect_and_close() -> None:
        windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows or windows[0].opening is not None:  # the database is still opening
            QTimer.singleShot(50, inspect_and_close)
            return
        seen["windows"] = len(windows)
        window = windows[0]
        seen["status"] = window.database_label.text()
        box = window.findChild(QMessageBox, "openFailure")
        seen["error"] = box.text() if box else None
        if box:
            box.accept()
        handlers[signal.SIGTERM]()  # as a logout would: closes the window the ordinary way

    QTimer.singleShot(200, inspect_and_close)
    try:
        assert run(str(bad)) == 0
    finally:
        _undo_what_run_leaves_behind(qapp)
    assert seen["windows"] == 1
    assert seen["status"] == "No database open"
    assert "not a database" in str(seen["error"])
    assert set(handlers) == {signal.SIGINT, signal.SIGTERM}
    assert builtins.__import__ is builtins.__orig_import__  # type: ignore[attr-defined]


def _undo_what_run_leaves_behind(qapp: QApplication) -> None:
    """The app's own garbage collector (gui/garbage.py) lives as long as the application, and
    the tests' application lives on: back to Python's own collection for the tests after."""
    for collector in qapp.findChildren(GarbageCollector):
        collector.stop()
        collector.setParent(None)
        collector.deleteLater()


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


def test_the_window_is_on_screen_before_the_database_layer_loads(tmp_path: Path) -> None:
    """Issue 21: the real start-up, in its own process under `python -X importtime`: its
    stderr names each module as it finishes loading, so no SQLAlchemy module may be named
    before the window says it is shown; then it opens the database, says it is ready and
    closes itself (the database was made); nothing of the import machinery loads on the way."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        QUIT_AFTER: "0.01",
    }
    db = tmp_path / "ledger.sqlite"
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "gui.launcher", "--db", str(db)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stderr.splitlines()
    shown, ready = lines.index(FIRST_WINDOW), lines.index(WINDOW_READY)
    assert shown < ready and db.exists()
    before = [line for line in lines[:shown] if "sqlalchemy" in line or "models.db" in line]
    assert before == []
    assert any("sqlalchemy" in line for line in lines[shown:ready])
    # Issue 33: the BattleScribe reader and other tools' formats load when a file is imported
    # (issue 38: our own warband and campaign files live in ledger/files/ too and load early)
    others = ("foreign", "new_recruit", "trench_companion", "shared_lists", "data_set", "rosters")
    heavy = ("models.catalog.bsdata", "xml.etree", *(f"models.ledger.files.{o}" for o in others))
    assert [line for line in lines[:ready] if any(name in line for name in heavy)] == []


PYSIDE_IMPORT_PROBE = """
import linecache, sys
import PySide6.QtWidgets
if sys.argv[1] == "skip":
    from gui.app import skip_pyside_feature_hook
    skip_pyside_feature_hook()
import colorsys  # a module nothing here has imported yet
from PySide6.QtNetwork import QHostAddress  # PySide's lazy loading of Qt's classes still works
assert QHostAddress("127.0.0.1").isLoopback()
print(any(name.endswith("/colorsys.py") for name in linecache.cache))
"""


@pytest.mark.parametrize(("mode", "source_read"), [("skip", "False"), ("keep", "True")])
def test_modules_imported_after_pyside_are_not_read_for_its_feature_hook(
    mode: str, source_read: str
) -> None:
    """PySide6's `__feature__` hook reads the whole source of every module imported after it
    (it lands in linecache): 0.1 s of the window's start. run() puts the import under it back."""
    result = subprocess.run(
        [sys.executable, "-c", PYSIDE_IMPORT_PROBE, mode],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == source_read


def test_another_replacement_of_the_import_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    from gui.app import skip_pyside_feature_hook

    def someone_elses(*args: Any, **kwargs: Any) -> Any:
        return builtins.__orig_import__(*args, **kwargs)  # type: ignore[attr-defined]

    monkeypatch.setattr(builtins, "__import__", someone_elses)
    skip_pyside_feature_hook()
    assert builtins.__import__ is someone_elses
