"""The main window: navigation between the areas, File and Help menus, database status."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from gui import settings
from gui.about_dialog import AboutDialog
from gui.settings_dialog import SettingsDialog
from models.errors import DatabaseError
from models.paths import DEFAULT_DATABASE_NAME, user_data_dir

DATABASE_SUFFIX = ".sqlite"
# What File › Import… takes dropped on the window: our files, other tools' lists, BattleScribe
# data (a data set is several files dropped together).
DROPPABLE = (".json", ".ros", ".rosz", ".gst", ".cat", ".gstz", ".catz")

# The areas, the database layer (SQLAlchemy) and the exports are imported when first needed:
# `run` shows the window first and opens the database after (gui/app.py).
if TYPE_CHECKING:
    from gui.backups_dialog import BackupsDialog
    from gui.campaign.area import CampaignsArea
    from gui.catalog.browser import CatalogBrowser
    from gui.export_dialog import Choice, ExportDialog, ExportRun
    from gui.game.area import GamesArea
    from gui.game.document import GameDocument
    from gui.help_dialog import HelpDialog
    from gui.odds_calculator import OddsCalculator
    from gui.roster.area import RostersArea
    from gui.roster.document import WarbandDocument
    from models.db import Database

DEFAULT_SIZE = QSize(1100, 720)
NAVIGATION_FONT_SCALE = 1.15


@dataclass(frozen=True)
class Area:
    key: str  # stable: kept in settings
    title: str


# What each area shows, by the tables it reads: a write to one of them refreshes the area.
ROSTER_TABLES = frozenset(
    {"warbands", "members", "member_items", "member_upgrades", "campaigns", "catalogs"}
)
GAME_TABLES = frozenset({"games", "game_participants", "warbands", "campaigns"})
CAMPAIGN_TABLES = frozenset(
    {
        "campaigns",
        "warbands",
        "members",
        "member_items",
        "member_upgrades",
        "battles",
        "battle_sides",
        "pairings",
        "campaign_events",
        "players",
    }
)


class MainWindow(QMainWindow):
    database_changed = Signal()
    # A committed write, from any view or worker thread (models/db/engine.py: on_change):
    # the names of the tables it changed. Queued to the window's thread by Qt.
    ledger_changed = Signal(object)
    # built by _build_areas (at once, or by finish_opening once the window is on screen)
    rosters: RostersArea
    games: GamesArea
    campaigns: CampaignsArea
    catalogs: CatalogBrowser

    def __init__(
        self, database: Database | None, parent: QWidget | None = None, *, opening: bool = False
    ) -> None:
        """The window on `database`; with `opening`, only its frame (navigation, menus, a
        word that the database is being opened): `finish_opening` builds the areas."""
        super().__init__(parent)
        self.database: Database | None = None
        self._stop_listening: Callable[[], None] | None = None
        self._changed_tables: set[str] = set()  # heard, not yet shown (one refresh for many)
        self._stale_areas: set[str] = set()  # changed while hidden: refreshed when shown
        self.ledger_changed.connect(self._heard_change)
        self.failed_path: Path | None = None  # a file that would not open: Backups… offers it
        self.replaced_told = False  # the open file was replaced under us, and we said so
        self.areas = self._declare_areas()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._on_application_state)

        self.navigation = QListWidget()
        self.navigation.setObjectName("navigation")
        self.navigation.setAccessibleName(self.tr("Areas"))
        self.navigation.setFrameShape(QFrame.Shape.NoFrame)
        font = self.navigation.font()
        font.setPointSizeF(font.pointSizeF() * NAVIGATION_FONT_SCALE)
        self.navigation.setFont(font)
        self.navigation.setSpacing(2)
        row_height = self.navigation.fontMetrics().height() * 2
        self.stack = QStackedWidget()
        for area in self.areas:
            item = QListWidgetItem(area.title, self.navigation)
            item.setSizeHint(QSize(0, row_height))
        self.undo_group = QUndoGroup(self)
        self.opening: QLabel | None = None
        if opening:
            self.opening = QLabel(self.tr("Opening the database…"))
            self.opening.setObjectName("openingDatabase")
            self.opening.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.stack.addWidget(self.opening)
        else:
            self._build_areas()
        self.setAcceptDrops(True)
        metrics = self.navigation.fontMetrics()
        widest = max(metrics.horizontalAdvance(area.title) for area in self.areas)
        self.navigation.setFixedWidth(widest + metrics.height() * 3)
        self.navigation.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.navigation.currentRowChanged.connect(self._area_changed)

        divider = QFrame()
        divider.setFrameShape(QFrame.Shape.VLine)
        divider.setFrameShadow(QFrame.Shadow.Sunken)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.navigation)
        layout.addWidget(divider)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.database_label = QLabel()
        self.statusBar().addPermanentWidget(self.database_label, 1)

        self._build_menus()
        self._restore_settings()
        if opening:
            self.menuBar().setEnabled(False)
        else:
            self.set_database(database)

    def _build_areas(self) -> None:
        from gui.campaign.area import CampaignsArea
        from gui.catalog.browser import CatalogBrowser
        from gui.game.area import GamesArea
        from gui.roster.area import RostersArea

        self.rosters = RostersArea(None)
        self.games = GamesArea(None)
        self.campaigns = CampaignsArea(None)
        self.catalogs = CatalogBrowser(None)
        pages: dict[str, QWidget] = {
            "rosters": self.rosters,
            "games": self.games,
            "campaigns": self.campaigns,
            "catalogs": self.catalogs,
        }
        for area in self.areas:
            self.stack.addWidget(pages[area.key])
        for documents in (self.rosters, self.games):
            documents.document_opened.connect(self._document_opened)
            documents.document_closed.connect(self._document_closed)
        for area_widget in (self.rosters, self.games, self.campaigns, self.catalogs):
            area_widget.message.connect(self.show_error)
            area_widget.report.connect(self.show_info)
        self.rosters.catalogs_changed.connect(lambda: self.catalogs.set_database(self.database))
        self.catalogs.catalogs_changed.connect(self.rosters.refresh)

    def finish_opening(self, database: Database | None) -> None:
        """After the frame was shown (`opening`): build the areas and show the area the user
        left last time, on `database` (None: it could not be opened)."""
        if self.opening is None:
            self.set_database(database)
            return
        row = self.navigation.currentRow()
        self.stack.removeWidget(self.opening)
        self.opening.deleteLater()
        self.opening = None
        self._build_areas()
        self.stack.setCurrentIndex(max(row, 0))
        self._area_changed(row)
        self.menuBar().setEnabled(True)
        self._rebuild_recent_menu()
        self.set_database(database)

    # -- areas ---------------------------------------------------------------------------
    def _declare_areas(self) -> tuple[Area, ...]:
        return (
            Area("rosters", self.tr("Rosters")),
            Area("games", self.tr("Games")),
            Area("campaigns", self.tr("Campaigns")),
            Area("catalogs", self.tr("Catalogs")),
        )

    def current_area(self) -> str:
        return self.areas[max(self.navigation.currentRow(), 0)].key

    def show_area(self, key: str) -> None:
        for row, area in enumerate(self.areas):
            if area.key == key:
                self.navigation.setCurrentRow(row)
                return
        raise KeyError(key)

    # -- menus ---------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        # Ctrl+N: one action for the whole window, doing what the area in view makes (a
        # warband, a game, a campaign) wherever the focus is — the navigation list included.
        self.new_record_action = file_menu.addAction(self.tr("New…"))
        self.new_record_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_record_action.triggered.connect(self.new_record)
        self.new_database_action = file_menu.addAction(self.tr("&New Database…"))
        self.new_database_action.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.new_database_action.triggered.connect(self.new_database_dialog)
        self.open_database_action = file_menu.addAction(self.tr("&Open Database…"))
        self.open_database_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_database_action.triggered.connect(self.open_database_dialog)
        self.recent_menu = QMenu(self.tr("Open &Recent"), self)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        self.import_action = file_menu.addAction(self.tr("&Import…"))
        self.import_action.setToolTip(
            self.tr(
                "Warband or campaign files, catalogs, lists from Trench Companion and New "
                "Recruit (.json, .ros, .rosz), BattleScribe data (.gst, .cat)"
            )
        )
        self.import_action.triggered.connect(self._import_warbands)
        self.backups_action = file_menu.addAction(self.tr("&Backups…"))
        self.backups_action.triggered.connect(self.show_backups)
        self.export_pdf_action = file_menu.addAction(self.tr("&Export PDF…"))
        self.export_pdf_action.setShortcut(QKeySequence.StandardKey.Print)
        self.export_pdf_action.triggered.connect(self.export_pdf)
        file_menu.addSeparator()
        self.quit_action = file_menu.addAction(self.tr("&Quit"))
        # the platform's Quit key, or Ctrl+Q where the platform names none
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        self.quit_action.setShortcuts(quit_keys or [QKeySequence("Ctrl+Q")])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        self.preferences_action = edit_menu.addAction(self.tr("&Preferences…"))
        self.preferences_action.setShortcut(QKeySequence("Ctrl+,"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.triggered.connect(self.show_preferences)

        tools_menu = self.menuBar().addMenu(self.tr("&Tools"))
        self.odds_action = tools_menu.addAction(self.tr("&Odds Calculator…"))
        self.odds_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.odds_action.setToolTip(
            self.tr("The exact odds of any attack, without a game; compare two set-ups")
        )
        self.odds_action.triggered.connect(self.show_odds_calculator)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.getting_started_action = help_menu.addAction(self.tr("&Getting Started"))
        self.getting_started_action.triggered.connect(lambda: self.show_help("getting-started"))
        self.rules_action = help_menu.addAction(self.tr("&Rules Quick Reference"))
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(lambda: self.show_help(self._rules_topic()))
        self.shortcuts_action = help_menu.addAction(self.tr("&Keyboard Shortcuts"))
        self.shortcuts_action.triggered.connect(lambda: self.show_help("shortcuts"))
        help_menu.addSeparator()
        self.about_action = help_menu.addAction(self.tr("&About Warband Ledger"))
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        if self.opening is None:  # its files are checked with the database layer
            self._rebuild_recent_menu()

    def show_odds_calculator(self) -> OddsCalculator:
        """Tools › Odds Calculator: one window, brought forward when already open."""
        from gui.odds_calculator import OddsCalculator  # not at start: the window opens sooner

        calculator = self.findChild(OddsCalculator, "oddsCalculator")
        if calculator is None:
            calculator = OddsCalculator(self)
            calculator.show()
        else:
            _bring_forward(calculator)
        return calculator

    def show_help(self, topic: str) -> HelpDialog:
        """Help at `topic`: one window, brought forward when already open."""
        from gui.help_dialog import HelpDialog  # not at start: the window opens sooner

        dialog = self.findChild(HelpDialog, "helpDialog")
        if dialog is None:
            dialog = HelpDialog(topic, self)
            dialog.show()
        else:
            dialog.show_topic(topic)
            _bring_forward(dialog)
        return dialog

    def _rules_topic(self) -> str:
        """The open game's system and edition; else the system used last."""
        from gui.help_dialog import rules_topic

        if self.games.document is not None:
            game = self.games.document.game
            return rules_topic(game.system, game.edition)
        system = settings.read(settings.LAST_SYSTEM)
        return rules_topic(system, settings.default_edition(system))

    def _rebuild_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = settings.recent_databases()
        for number, reference in enumerate(recent, start=1):
            action = self.recent_menu.addAction(f"&{number} {reference}")
            action.setData(reference)
            if not _still_there(reference):
                action.setEnabled(False)
                action.setToolTip(self.tr("The file is no longer there."))
            action.triggered.connect(lambda _checked=False, ref=reference: self.open_location(ref))
        if recent:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("&Clear List"))
            clear.triggered.connect(self._clear_recent)
        else:
            empty = self.recent_menu.addAction(self.tr("No recent databases"))
            empty.setEnabled(False)

    def _clear_recent(self) -> None:
        settings.forget_recent_databases()
        self._rebuild_recent_menu()

    # -- databases -----------------------------------------------------------------------
    def set_database(self, database: Database | None) -> None:
        """Use `database` from now on; the previous one is closed."""
        if database is not self.database:
            self.stop_exports()
        self.rosters.set_database(database)
        self.games.set_database(database)
        self.campaigns.set_database(database)
        self.catalogs.set_database(database)
        self.import_action.setEnabled(database is not None)
        self.failed_path = None
        self.replaced_told = False
        warnings = database.warnings if database is not None else []
        if warnings:
            self.statusBar().showMessage("⚠ " + " ".join(warnings))
        previous, self.database = self.database, database
        if previous is not database:
            if self._stop_listening is not None:
                self._stop_listening()
            self._stop_listening = (
                database.on_change(self.ledger_changed.emit) if database is not None else None
            )
        if previous is not None and previous is not database:
            previous.close()
        if database is None:
            self.setWindowTitle("")
            self.database_label.setText(self.tr("No database open"))
            self.database_label.setToolTip("")
        else:
            location = database.location
            self.setWindowTitle(location.path.name if location.path else location.display())
            self.database_label.setText(self.tr("Database: %s") % location.display())
            self.database_label.setToolTip(location.display())
            settings.remember_database(location.reference())
            self._rebuild_recent_menu()
        self._update_new_record()
        self.database_changed.emit()

    def open_location(self, db: str) -> bool:
        """Open the database at `db` (path or URL); on failure say why and keep the current one."""
        from models.ledger.startup import open_ledger

        return self._switch_to(
            lambda: open_ledger(db, keep_backups=settings.read(settings.BACKUPS_KEEP)),
            self.tr("Cannot open the database"),
            db,
        )

    def _switch_to(
        self, opener: Callable[[], Database], error_title: str, db: str | None = None
    ) -> bool:
        try:
            database = opener()
        except DatabaseError as exc:
            self.show_open_failure(error_title, exc, db)
            return False
        self.set_database(database)
        return True

    def _on_application_state(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            self.check_database_file()

    def check_database_file(self) -> bool:
        """Coming back to the window: is the open file still the one opened? If a restore
        elsewhere (or a file manager) replaced it, every write is refused already; say so
        once, and offer to open what the file holds now."""
        if self.database is None or self.replaced_told:
            return True
        from models.db import DatabaseReplaced

        try:
            self.database.check_same_file()
        except DatabaseReplaced as exc:
            self.replaced_told = True
            path = self.database.location.path
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("The database file was replaced"),
                str(exc),
                QMessageBox.StandardButton.NoButton,
                self,
            )
            box.setObjectName("databaseReplaced")
            again = box.addButton(self.tr("Open It Again"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(QMessageBox.StandardButton.Close)
            box.buttonClicked.connect(
                lambda button: self.open_location(str(path)) if button is again else None
            )
            box.open()
            return False
        return True

    # -- when a database cannot be opened, and backups ---------------------------------
    def show_open_failure(self, title: str, error: DatabaseError, db: str | None) -> QMessageBox:
        """Say why, and offer a way on: the newest backup of that file (unless the file is only
        read-only, which a backup would not mend), or another database."""
        from models.db import DamagedDatabase, backups

        self.failed_path = _sqlite_path(db)
        restorable = self.failed_path is not None and error.restore_helps
        found = backups.list_backups(self.failed_path) if restorable and self.failed_path else []
        sound = backups.newest_sound(self.failed_path) if found and self.failed_path else None
        if isinstance(error, DamagedDatabase):
            title = self.tr("The database is damaged")
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, str(error), QMessageBox.StandardButton.NoButton, self
        )
        box.setObjectName("openFailure")
        restore = None
        if sound is not None:
            restore = box.addButton(
                self.tr("Restore the Backup of %s") % f"{sound.made:%Y-%m-%d %H:%M}",
                QMessageBox.ButtonRole.AcceptRole,
            )
            box.setInformativeText(
                self.tr(
                    "%n backup(s) of this file are kept (File › Backups…); the one offered is "
                    "the newest that passes SQLite's integrity check.",
                    "",
                    len(found),
                )
            )
        elif found:
            box.setInformativeText(
                self.tr(
                    "%n backup(s) of this file are kept, and none passes SQLite's integrity "
                    "check (File › Backups… lists them).",
                    "",
                    len(found),
                )
            )
        other = box.addButton(self.tr("Open Another…"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Close)

        def chosen(button: object) -> None:
            if restore is not None and button is restore and self.failed_path is not None:
                assert sound is not None
                self.restore_backup(self.failed_path, sound.path)
            elif button is other:
                self.open_database_dialog()

        box.buttonClicked.connect(chosen)
        box.open()
        return box

    def backup_target(self) -> Path | None:
        """The database file the Backups dialog is about: the open one, else the one that
        just failed to open."""
        if self.database is not None:
            return self.database.location.path
        return self.failed_path

    def show_backups(self) -> BackupsDialog | None:
        target = self.backup_target()
        if target is None:
            self.show_info(
                self.tr("Backups"),
                self.tr(
                    "Backups are kept of SQLite database files. A database on a server is "
                    "backed up with the server's own tools."
                ),
            )
            return None
        from gui.backups_dialog import BackupsDialog

        dialog = BackupsDialog(target, lambda path: self.restore_backup(target, path), self)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def restore_backup(self, database: Path, backup: Path) -> bool:
        """Close the database (and everything open in it), put the backup in, open it."""
        from models.db import backups

        was_open = self.database is not None and self.database.location.path == database
        if was_open:
            self.set_database(None)  # every connection closed: SQLite's lock is free
        keep = settings.read(settings.BACKUPS_KEEP)
        try:
            kept = backups.restore(database, backup, keep)
        except DatabaseError as exc:
            self.show_error(self.tr("Cannot restore the backup"), str(exc))
            if was_open:  # left as it was: go on with it
                self.open_location(str(database))
            return False
        if not self.open_location(str(database)):
            return False
        note = self.tr(" The database it replaced is kept as %s.") % kept.name if kept else ""
        self.show_info(
            self.tr("Backup restored"),
            self.tr("%1 is back as it was on %2.")
            .replace("%1", database.name)
            .replace("%2", backup.name)
            + note,
        )
        return True

    def _dialog_folder(self) -> str:
        if self.database is not None and self.database.location.path is not None:
            return str(self.database.location.path.parent)
        return str(user_data_dir())

    def _file_filter(self) -> str:
        return self.tr("Warband Ledger databases (*.sqlite *.db);;All files (*)")

    def open_database_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open Database"), self._dialog_folder(), self._file_filter()
        )
        if path:
            self.open_location(path)

    def new_database_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("New Database"),
            str(Path(self._dialog_folder()) / DEFAULT_DATABASE_NAME),
            self._file_filter(),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.create_database_at(path)

    def create_database_at(self, path: str) -> bool:
        """Create and open a new database; an existing file is offered for opening instead."""
        from models.ledger.startup import create_ledger

        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(DATABASE_SUFFIX)
        if target.exists():
            answer = QMessageBox.question(
                self,
                self.tr("File Exists"),
                self.tr(
                    "%s already exists. A new database never replaces a file.\n\n"
                    "Open the existing file instead?"
                )
                % target,
                QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
            )
            return answer == QMessageBox.StandardButton.Open and self.open_location(str(target))
        return self._switch_to(lambda: create_ledger(target), self.tr("Cannot create the database"))

    # -- documents, files dropped -----------------------------------------------------
    # -- one refresh path for every view -------------------------------------------------
    def _heard_change(self, tables: frozenset[str]) -> None:
        """Gather what the writes of this turn of the event loop changed, then refresh each
        area that shows one of those tables once."""
        if not self._changed_tables:
            QTimer.singleShot(0, self._refresh_views)
        self._changed_tables |= tables

    def _refresh_views(self) -> None:
        """The area in view follows at once; a hidden one when it is shown again (an edit in
        the warband editor does not rebuild a league's overview nobody is looking at)."""
        tables, self._changed_tables = frozenset(self._changed_tables), set()
        if self.opening is not None or self.database is None:
            return
        for area, read in (
            ("rosters", ROSTER_TABLES),
            ("games", GAME_TABLES),
            ("campaigns", CAMPAIGN_TABLES),
        ):
            if tables & read:
                self._stale_areas.add(area)
        self._refresh_stale(self.current_area())

    def _refresh_stale(self, area: str) -> None:
        if area not in self._stale_areas:
            return
        self._stale_areas.discard(area)
        if area == "rosters":
            self.rosters.ledger_changed()
        elif area == "games":
            self.games.refresh()
        elif area == "campaigns":
            self.campaigns.ledger_changed()

    def _document_opened(self, document: WarbandDocument | GameDocument) -> None:
        self.undo_group.addStack(document.undo_stack)
        self.undo_group.setActiveStack(document.undo_stack)

    def _document_closed(self, document: WarbandDocument | GameDocument) -> None:
        self.undo_group.removeStack(document.undo_stack)

    def _new_records(self) -> dict[str, tuple[str, Callable[[], object]]]:
        """What File › New… (Ctrl+N) makes in each area: its menu text and the area's action."""
        if self.opening is not None:
            return {}
        return {
            "rosters": (self.tr("New &Warband…"), self.rosters.new_warband),  # &N: New Database
            "games": (self.tr("New &Game…"), self.games.new_game),
            "campaigns": (self.tr("New &Campaign…"), self.campaigns.new_campaign),
        }

    def new_record(self) -> None:
        """File › New… (Ctrl+N): a warband, a game or a campaign, by the area in view."""
        found = self._new_records().get(self.current_area())
        if found is not None and self.database is not None:
            found[1]()

    def _update_new_record(self) -> None:
        found = self._new_records().get(self.current_area())
        self.new_record_action.setText(found[0] if found else self.tr("New…"))
        self.new_record_action.setEnabled(found is not None and self.database is not None)

    def _area_changed(self, row: int) -> None:
        """Edit › Undo follows the document of the area shown."""
        self._update_new_record()
        if self.opening is not None:
            return  # no areas yet
        area = self.areas[row].key if 0 <= row < len(self.areas) else ""
        self._refresh_stale(area)
        document = {"rosters": self.rosters.document, "games": self.games.document}.get(area)
        self.undo_group.setActiveStack(document.undo_stack if document is not None else None)  # type: ignore[arg-type]

    def _import_warbands(self) -> None:
        self.show_area("rosters")
        self.rosters.close_editor()
        self.rosters.import_dialog()

    @staticmethod
    def _dropped_files(event: QDragEnterEvent | QDropEvent) -> list[Path]:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        return [Path(u.toLocalFile()) for u in urls if u.isLocalFile() and u.toLocalFile()]

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt's name)
        files = self._dropped_files(event)
        if (
            self.database is not None
            and files
            and all(f.suffix.lower() in DROPPABLE for f in files)
        ):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt's name)
        files = self._dropped_files(event)
        if not files:
            return
        event.acceptProposedAction()
        self.show_area("rosters")
        self.rosters.close_editor()
        self.rosters.import_files(files)

    # -- PDF exports -------------------------------------------------------------------
    def export_choices(self) -> list[Choice]:
        """What File › Export PDF… offers: what the current view is about — in a game, its
        report and both warbands' cards and sheets; in the rosters, the open or selected
        warband (and the campaign its list is filtered by); in the campaigns, the open or
        selected campaign. Elsewhere (or with nothing there), whatever is open: the warband,
        the game, the campaign chosen in the warband list's filter."""
        from gui.export_dialog import choices_for

        area = self.current_area()
        game = self._open_game()
        if area == "games" and game is not None and self.games.document is not None:
            sides = self.games.document.sides
            return choices_for(
                [
                    (s.participant.warband_id, s.participant.warband_name)
                    for s in sides
                    if s.participant.warband_id is not None
                ],
                game,
                None,
            )
        warband = self._open_warband()
        campaign = self.campaigns.current_campaign() if area == "campaigns" else None
        if area == "campaigns" and campaign is not None:
            return choices_for([], None, campaign)
        if campaign is None and self.rosters.campaign_filter.currentData() is not None:
            campaign = (
                int(self.rosters.campaign_filter.currentData()),
                self.rosters.campaign_filter.currentText(),
            )
        if area == "rosters" and warband is not None:
            return choices_for([warband], None, campaign)
        return choices_for([warband] if warband else [], game, campaign)

    def _open_warband(self) -> tuple[int, str] | None:
        if self.rosters.document is not None:
            return (self.rosters.document.view.id, self.rosters.document.view.name)
        selected = self.rosters.selected_id()
        row = self.rosters.row_of(selected) if selected is not None else None
        if selected is None or row is None:
            return None
        return (selected, self.rosters.model.summary(row).name)

    def _open_game(self) -> tuple[int, str] | None:
        if self.games.document is None:
            return None
        summary = self.games.document.game
        return (summary.id, summary.scenario or self.tr("Game %d") % summary.id)

    def export_pdf(self) -> ExportDialog | None:
        if self.database is None:
            return None
        choices = self.export_choices()
        if not choices:
            self.show_info(
                self.tr("Export PDF"),
                self.tr(
                    "Open or select a warband, open a game, or choose a campaign in the warband "
                    "list's filter first."
                ),
            )
            return None
        from gui.export_dialog import ExportDialog

        dialog = ExportDialog(choices, Path.home(), self)
        dialog.accepted.connect(
            lambda: self.start_export(
                dialog.choice(),
                Path(dialog.path.text()),
                str(dialog.paper.currentData()),
                str(dialog.cards.currentData()),
            )
        )
        dialog.open()
        return dialog

    def start_export(self, choice: Choice, path: Path, paper: str, card_size: str) -> ExportRun:
        from gui.export_dialog import run_export

        assert self.database is not None
        return run_export(self, self.database, choice, path, paper, card_size)

    def stop_exports(self) -> None:
        """Cancel running exports and wait for them: they read the database being closed."""
        exports = sys.modules.get("gui.export_dialog")  # not imported: nothing was exported
        if exports is not None:
            for run in self.findChildren(exports.ExportRun):
                run.stop()

    # -- dialogs -------------------------------------------------------------------------
    def show_error(self, title: str, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setObjectName("errorMessage")
        box.open()

    def show_info(self, title: str, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setObjectName("infoMessage")
        box.open()

    def show_preferences(self) -> None:
        display = self.database.location.display() if self.database else None
        dialog = SettingsDialog(display, self)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def show_about(self) -> None:
        display = self.database.location.display() if self.database else None
        dialog = AboutDialog(display, self)
        dialog.setObjectName("aboutDialog")
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    # -- settings ------------------------------------------------------------------------
    def _restore_settings(self) -> None:
        geometry = settings.read(settings.WINDOW_GEOMETRY)
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(self._first_size())
        state = settings.read(settings.WINDOW_STATE)
        if not state.isEmpty():
            self.restoreState(state)
        try:
            self.show_area(settings.read(settings.CURRENT_AREA))
        except KeyError:
            self.show_area(self.areas[0].key)

    def _first_size(self) -> QSize:
        """DEFAULT_SIZE, shrunk to fit a small screen (a netbook at the gaming table)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return DEFAULT_SIZE
        room = screen.availableGeometry().size() * 0.9
        return DEFAULT_SIZE.boundedTo(room)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        settings.write(settings.WINDOW_GEOMETRY, self.saveGeometry())
        settings.write(settings.WINDOW_STATE, self.saveState())
        settings.write(settings.CURRENT_AREA, self.current_area())
        self.stop_exports()
        if self.database is not None:
            self.database.close()
            self.database = None
        super().closeEvent(event)


def _bring_forward(window: QWidget) -> None:
    """An open tool window shown again above the main window (the offscreen platform, in the
    tests, can neither raise nor activate windows)."""
    window.show()
    if QGuiApplication.platformName() != "offscreen":
        window.raise_()
        window.activateWindow()


def _sqlite_path(db: str | None) -> Path | None:
    from models.db import resolve_location

    try:
        return resolve_location(db).path
    except DatabaseError:
        return None


def _still_there(reference: str) -> bool:
    """False for a recent SQLite file that has gone (a URL cannot be checked without a visit)."""
    from models.db import resolve_location

    try:
        location = resolve_location(reference)
    except DatabaseError:
        return False
    return location.path is None or location.path.exists()
