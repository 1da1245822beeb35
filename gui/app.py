"""QApplication bootstrap: names, icon, the first database, and the main window."""

from __future__ import annotations

import builtins
import os
import signal
import sys
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from models import APP_ID, APP_NAME, __version__
from models.assets import manifest, resource_path
from models.errors import DatabaseError
from models.paths import portable_dir

if TYPE_CHECKING:
    from gui.main_window import MainWindow
    from models.db import Database

# Set by a smoke test: close the window this many seconds after it opened (packaging/README).
QUIT_AFTER = "WARBAND_LEDGER_QUIT_AFTER"
FIRST_WINDOW = "first window shown"  # printed to stderr then, for the test to time
WINDOW_READY = "window ready"  # and this once the database is open and the areas are built

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


def skip_pyside_feature_hook() -> None:
    """Put back the import PySide6 wrapped with its `__feature__` hook when it loaded.

    The hook is there for `from __feature__ import snake_case, true_property`, which this app
    never uses; but after every import it reads the new module's whole source, to see whether
    it names PySide6 (shibokensupport/feature.py: _mod_uses_pyside) — 0.1 s of opening the
    database (SQLAlchemy's modules; window ready 933 → 834 ms), more when the PDF writers load
    (a known cost: napari/napari#8584). The import under it (`__orig_import__`, PySide's lazy
    loading of Qt's classes) stays; any other replacement of the import is left alone.
    """
    hook = getattr(builtins, "__feature_import__", None)
    wrapped = getattr(builtins, "__orig_import__", None)
    if hook is not None and wrapped is not None and builtins.__import__ is hook:
        builtins.__import__ = wrapped


def run(db: str | None) -> int:
    """Open the main window on database `db` (None: the user's default) until it is closed."""
    skip_pyside_feature_hook()  # before the database layer and the views are imported
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

    # The window's frame is on screen first; the database layer (SQLAlchemy, the schema, the
    # ledger) is loaded and the database opened on the event loop's first turn, then the areas
    # are built in the window.
    window = MainWindow(None, opening=True)
    window.show()
    assert window.opening is not None
    _AfterFirstPaint(window.opening, lambda: _open_first_database(window, db))
    _close_on_signals(window)
    _report_unexpected_errors(window)
    return app.exec()


class _AfterFirstPaint(QObject):
    """Calls `then` once `widget` has been painted (the user sees the window), or after
    FALLBACK_MS if it never is (a window started minimised is not painted)."""

    FALLBACK_MS = 1000

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self.then: Callable[[], None] | None = then
        widget.installEventFilter(self)
        QTimer.singleShot(self.FALLBACK_MS, self._fire)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and self.then is not None:
            QTimer.singleShot(0, self._fire)  # once this paint is on screen
        return False

    def _fire(self) -> None:
        then, self.then = self.then, None
        if then is not None:
            then()


def _open_first_database(window: MainWindow, db: str | None) -> None:
    if os.environ.get(QUIT_AFTER):
        print(FIRST_WINDOW, file=sys.stderr, flush=True)
    from gui import settings
    from models.ledger.startup import open_ledger  # the database layer: most of the start

    database: Database | None = None
    error: DatabaseError | None = None
    try:
        database = open_ledger(db, keep_backups=settings.read(settings.BACKUPS_KEEP))
    except DatabaseError as exc:
        error = exc
    window.finish_opening(database)
    if error is not None:
        title = QCoreApplication.translate("MainWindow", "Cannot open the database")
        window.show_open_failure(title, error, db)
    _quit_after(window, os.environ.get(QUIT_AFTER))


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
    """For smoke tests of installed builds: say that the window is ready (the database open,
    the areas built; FIRST_WINDOW was said when its frame was painted), then close it the
    ordinary way after `seconds`."""
    if not seconds:
        return
    print(WINDOW_READY, file=sys.stderr, flush=True)
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
