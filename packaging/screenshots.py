"""Save screenshots of the application's windows to docs/screenshots/ (offscreen, no display).

Run with `.venv/bin/python packaging/screenshots.py`; look at the PNGs after every GUI change.
Uses a throwaway database and settings folder, never the user's own.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QSize  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
WINDOW_SIZE = QSize(1100, 720)


def save(widget: QWidget, name: str) -> None:
    DOCS.mkdir(parents=True, exist_ok=True)
    target = DOCS / f"{name}.png"
    if not widget.grab().save(str(target)):
        raise OSError(f"could not write {target}")
    print(target)


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = str(Path(scratch) / "data")
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
        app = QApplication(sys.argv)

        from gui.about_dialog import AboutDialog
        from gui.app import configure_application
        from gui.main_window import MainWindow
        from models.db import open_database

        configure_application(app)
        database = open_database(Path(scratch) / "demo.sqlite")
        window = MainWindow(database)
        window.resize(WINDOW_SIZE)
        window.show()
        app.processEvents()
        save(window, "main-window")
        window.show_area("games")
        app.processEvents()
        save(window, "main-window-games")
        about = AboutDialog(database.location.display(), window)
        about.show()
        app.processEvents()
        save(about, "about")
        about.close()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
