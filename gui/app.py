"""QApplication bootstrap: names, icon, the first database, and the main window."""

from __future__ import annotations

import os
import signal
import sys
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from models import APP_ID, APP_NAME, __version__
from models.assets import manifest, resource_path
from models.db import Database, DatabaseError
from models.ledger.startup import open_ledger
from models.paths import portable_dir

# Set by a smoke test: close the window this many seconds after it opened (packaging/README).
QUIT_AFTER = "WARBAND_LEDGER_QUIT_AFTER"
FIRST_WINDOW = "first window shown"  # printed to stderr then, for the test to time

APP_ICON_PREFIX = "icon.app."
ORGANIZATION_DOMAIN = "warband-ledger.org"


def app_icon() -> QIcon:
    """The application icon in every bundled size (Qt picks the right one for the screen)."""
    icon = QIcon()
    for key in sorted(manifest()):
        if key.startswith(APP_ICON_PREFIX):
            with resource_path(key) as path:
                icon.addFile(str(path))
    return icon


def configure_application(app: QApplication) -> None:
    """Names (used by QSettings and window titles) and the icon."""
    app.setOrganizationName(APP_NAME)
    app.setOrganizationDomain(ORGANIZATION_DOMAIN)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    portable = portable_dir()
    if portable is not None:  # settings beside the database, on the stick
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(portable))
    from gui import settings
    from gui.theme import apply_theme

    apply_theme(settings.read(settings.THEME))


def run(db: str | None) -> int:
    """Open the main window on database `db` (None: the user's default) until it is closed."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    configure_application(app)

    from gui import i18n, settings
    from gui.garbage import GarbageCollector
    from gui.main_window import MainWindow

    collector = GarbageCollector(app)  # noqa: F841 — collects in this thread from now on

    # Kept on the application: Qt does not own installed translators.
    app.setProperty(
        "translators", i18n.install(app, i18n.chosen_language(settings.read(settings.LANGUAGE)))
    )

    database: Database | None = None
    error: DatabaseError | None = None
    try:
        database = open_ledger(db, keep_backups=settings.read(settings.BACKUPS_KEEP))
    except DatabaseError as exc:
        error = exc
    window = MainWindow(database)
    window.show()
    if error is not None:
        title = QCoreApplication.translate("MainWindow", "Cannot open the database")
        window.show_open_failure(title, error, db)
    _close_on_signals(window)
    _report_unexpected_errors(window)
    _quit_after(window, os.environ.get(QUIT_AFTER))
    return app.exec()


def _report_unexpected_errors(window: QWidget) -> None:
    """A bug must not end the evening: say what happened in a dialog and carry on (every
    change is its own transaction, so nothing half-done was saved). The details still go to
    stderr for the bug report."""
    from gui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        previous(kind, error, trace)
        if issubclass(kind, KeyboardInterrupt):
            return
        window.show_error(
            QCoreApplication.translate("MainWindow", "Something went wrong"),
            QCoreApplication.translate(
                "MainWindow",
                "%1\n\nWhat you were doing was not saved; everything saved before is safe. "
                "If it happens again, please report it with the details printed in the "
                "terminal.",
            ).replace("%1", f"{kind.__name__}: {error}"),
        )

    sys.excepthook = hook


def _quit_after(window: QWidget, seconds: str | None) -> None:
    """For smoke tests of installed builds: say when the first window is on screen (the event
    loop has started), then close it the ordinary way after `seconds`."""
    if not seconds:
        return
    QTimer.singleShot(0, lambda: print(FIRST_WINDOW, file=sys.stderr, flush=True))
    QTimer.singleShot(int(float(seconds) * 1000), window.close)


def _close_on_signals(window: QWidget) -> None:
    """Ctrl+C in the terminal, or a logout's SIGTERM, closes the window the ordinary way, so
    settings are saved and the database is closed."""
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda *_: window.close())
    # Python runs signal handlers only between bytecodes; a timer hands it control regularly.
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(250)
