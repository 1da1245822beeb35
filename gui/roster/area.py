"""The Rosters area: the list of warbands (filter, search, new, open, duplicate, delete, import,
export) and, when one is opened, its editor."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui import settings
from gui.roster.document import WarbandDocument
from gui.roster.editor import WarbandEditor
from gui.roster.matchup_dialog import MatchupDialog
from gui.roster.models import WarbandFilter, WarbandListModel
from gui.roster.new_warband import NewWarbandDialog
from gui.widgets.empty_state import EmptyState
from gui.widgets.table_model import ID_ROLE
from models.db import Database
from models.files import UnreadableFile, read_regular_file
from models.ledger.campaigns.campaigns import list_campaigns
from models.ledger.catalogs import faction_names
from models.ledger.files.warband_file import MAX_FILE_BYTES, export_warband
from models.ledger.rosters import roster
from models.rules.registry import registry
from models.table.errors import LedgerError
from models.table.views import CampaignSummary, WarbandSummary

if TYPE_CHECKING:  # the import and sharing machinery loads when first used, not at start-up
    from gui.catalog.data_import import DataImportRun
    from gui.roster.share_text import ShareTextDialog
    from models.ledger.files.data_set import DataImport
    from models.ledger.files.foreign import ForeignRoster
    from models.ledger.files.importing import ImportOptions

TEXT_COLUMNS = (WarbandListModel.SYSTEM, WarbandListModel.FACTION, WarbandListModel.CAMPAIGN)
TEXT_COLUMN_CHARS = 24
WARBAND_FILTER = str(  # translated where shown (self.tr)
    QT_TRANSLATE_NOOP(
        "RostersArea",
        "Warband and campaign files (*.warband.json *.campaign.json *.json);;All files (*)",
    )
)
WARBAND_KIND = "warband"
EXPORT_KINDS = (  # the Export… dialog's file types: (label, kind, suffix); labels translated
    (
        QT_TRANSLATE_NOOP("RostersArea", "Warband file (*.warband.json)"),
        WARBAND_KIND,
        ".warband.json",
    ),
    (
        QT_TRANSLATE_NOOP("RostersArea", "Trench Companion export (*.json)"),
        "trench-companion",
        ".json",
    ),
    (QT_TRANSLATE_NOOP("RostersArea", "New Recruit roster (*.rosz)"), "rosz", ".rosz"),
    (QT_TRANSLATE_NOOP("RostersArea", "BattleScribe roster (*.ros)"), "ros", ".ros"),
    (QT_TRANSLATE_NOOP("RostersArea", "Plain text (*.txt)"), "text", ".txt"),
)
IMPORT_FILTER = str(
    QT_TRANSLATE_NOOP(
        "RostersArea",
        "Warband, campaign and roster files (*.json *.ros *.rosz);;"
        "BattleScribe data (*.gst *.cat *.gstz *.catz);;All files (*)",
    )
)


class RostersArea(QStackedWidget):
    document_opened = Signal(object)  # WarbandDocument
    document_closed = Signal(object)
    message = Signal(str, str)  # title, text: an error for the main window to show
    report = Signal(str, str)  # title, text: what an import did
    catalogs_changed = Signal()  # a data set replaced a catalog

    LIST, EMPTY, EDITOR = range(3)

    def __init__(self, database: Database | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.document: WarbandDocument | None = None
        self.editor: WarbandEditor | None = None

        self.model = WarbandListModel(self)
        self.filtered = WarbandFilter(self)
        self.filtered.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setObjectName("warbandTable")
        self.table.setAccessibleName(self.tr("Warbands"))
        self.table.setModel(self.filtered)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(WarbandListModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(WarbandListModel.NAME, QHeaderView.ResizeMode.Stretch)
        for column in TEXT_COLUMNS:  # long names (and longer languages) are cut, not the Name
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        # Widths from the first rows, not from every one of a league's 10,000 (issue 11).
        header.setResizeContentsPrecision(100)
        self.table.activated.connect(self._open_index)

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search by name…"))
        self.search.setAccessibleName(self.tr("Search warbands by name"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.filtered.set_text)
        self.system_filter = QComboBox()
        self.system_filter.setAccessibleName(self.tr("Filter by system"))
        self.faction_filter = QComboBox()
        self.faction_filter.setAccessibleName(self.tr("Filter by faction"))
        self.campaign_filter = QComboBox()
        self.campaign_filter.setAccessibleName(self.tr("Filter by campaign"))
        for combo in (self.system_filter, self.faction_filter, self.campaign_filter):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.currentIndexChanged.connect(self._apply_filters)
        self.system_filter.currentIndexChanged.connect(self._fill_faction_filter)

        # The list's actions live on the list page: their shortcuts (Return, Del, Ctrl+D) must
        # not fire while the editor, a sibling page, has the focus.
        page = QWidget()
        # Ctrl+N is the window's File › New… (one action per key): shown, not bound, here.
        self.new_action = self._action(self.tr("&New Warband…"), "", self.new_warband)
        self.new_action.setToolTip(self.tr("New Warband (Ctrl+N)"))
        self.open_action = self._action(self.tr("&Open"), "Return", self.open_selected)
        self.duplicate_action = self._action(self.tr("D&uplicate"), "Ctrl+D", self.duplicate)
        self.delete_action = self._action(self.tr("&Delete…"), "Del", self.delete_selected)
        self.import_action = self._action(self.tr("&Import…"), "Ctrl+I", self.import_dialog)
        self.export_action = self._action(self.tr("E&xport…"), "Ctrl+Shift+E", self.export_selected)
        self.export_action.setToolTip(
            self.tr(
                "Save the warband: our warband file, Trench Companion's Export Data, a New "
                "Recruit roster (.rosz/.ros) or plain text"
            )
        )
        self.share_action = self._action(self.tr("&Text…"), "Ctrl+Shift+T", self.share_selected)
        self.share_action.setToolTip(self.tr("The warband as text to copy into a chat message"))
        page.addActions(
            [
                self.new_action,
                self.open_action,
                self.duplicate_action,
                self.delete_action,
                self.import_action,
                self.export_action,
                self.share_action,
            ]
        )
        tools = QHBoxLayout()
        for action in (
            self.new_action,
            self.open_action,
            self.duplicate_action,
            self.delete_action,
            self.import_action,
            self.export_action,
            self.share_action,
        ):
            button = QToolButton()
            button.setDefaultAction(action)
            tools.addWidget(button)
        tools.addStretch(1)
        filters = QHBoxLayout()
        filters.addWidget(self.search, 2)
        filters.addWidget(self.system_filter)
        filters.addWidget(self.faction_filter)
        filters.addWidget(self.campaign_filter)
        self.count_label = QLabel()

        layout = QVBoxLayout(page)
        layout.addLayout(tools)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        self.addWidget(page)

        empty = QWidget()
        empty.addActions([self.new_action, self.import_action])
        empty_layout = QVBoxLayout(empty)
        self.empty_state = EmptyState(
            QGuiApplication.windowIcon(),
            self.tr("No warbands yet"),
            self.tr(
                "Create one with New Warband (Ctrl+N), or import a .warband.json file or a "
                "Trench Companion export with Import (Ctrl+I) — or drop the file on this window."
            ),
        )
        empty_tools = QHBoxLayout()
        empty_tools.addStretch(1)
        for action in (self.new_action, self.import_action):
            button = QToolButton()
            button.setDefaultAction(action)
            empty_tools.addWidget(button)
        empty_tools.addStretch(1)
        empty_layout.addWidget(self.empty_state, 1)
        empty_layout.addLayout(empty_tools)
        empty_layout.addStretch(1)
        self.addWidget(empty)

        self.table.selectionModel().currentRowChanged.connect(self._update_actions)
        self.set_database(database)

    def _action(self, text: str, shortcut: str, slot: object) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setToolTip(
            f"{text.replace('&', '').rstrip('…')} ({QKeySequence(shortcut).toString()})"
        )
        action.triggered.connect(slot)
        return action

    # -- the list ---------------------------------------------------------------------------
    def set_database(self, database: Database | None) -> None:
        self.close_editor()
        self.database = database
        self.refresh()

    def ledger_changed(self) -> None:
        """A write somewhere in the window (a campaign joined, the Quartermaster's purchase, an
        import): the list shows it, the selection kept; the open warband, if another view
        changed it, is shown as stored."""
        self.refresh(select=self.selected_id())
        if self.document is not None and self.database is not None:
            stored = roster.warband_version(self.database, self.document.view.id)
            if stored != self.document.view.version:
                self.document.reload()

    def refresh(self, select: int | None = None) -> None:
        """Reload the list from the database (after any change made outside the list)."""
        if self.database is None:
            self.model.set_warbands([], {}, {}, {})
            self.setCurrentIndex(self.EMPTY)
            return
        warbands = roster.list_warbands(self.database)
        campaigns = list_campaigns(self.database)
        with self.database.sessions() as session:
            factions = faction_names(session)
        systems = {s.id: s.title for s in registry().values()}
        self.model.set_warbands(warbands, factions, {c.id: c.name for c in campaigns}, systems)
        self._fill_filters(warbands, campaigns, systems)
        self._fit_text_columns()
        if self.editor is None:
            self.setCurrentIndex(self.LIST if warbands else self.EMPTY)
        if select is not None:
            self.select_warband(select)
        elif self.filtered.rowCount() and not self.table.currentIndex().isValid():
            self.table.setCurrentIndex(self.filtered.index(0, 0))
        self._update_actions()

    def _fit_text_columns(self) -> None:
        """System, faction and campaign as wide as their text, up to a limit; the rest is cut
        with an ellipsis (the full text is the cell's tooltip) and the column can be widened."""
        most = self.fontMetrics().averageCharWidth() * TEXT_COLUMN_CHARS
        for column in TEXT_COLUMNS:
            self.table.setColumnWidth(column, min(self.table.sizeHintForColumn(column), most))

    def _fill_filters(
        self,
        warbands: Sequence[WarbandSummary],
        campaigns: Sequence[CampaignSummary],
        systems: Mapping[str, str],
    ) -> None:
        keep_system = self.system_filter.currentData()
        keep_campaign = self.campaign_filter.currentData()
        for combo in (self.system_filter, self.campaign_filter):
            combo.blockSignals(True)
            combo.clear()
        self.system_filter.addItem(self.tr("All systems"), None)
        for system in sorted({w.system for w in warbands}):
            self.system_filter.addItem(systems.get(system, system), system)
        self.campaign_filter.addItem(self.tr("All campaigns"), None)
        for campaign in campaigns:
            self.campaign_filter.addItem(campaign.name, campaign.id)
        for combo, keep in (
            (self.system_filter, keep_system),
            (self.campaign_filter, keep_campaign),
        ):
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        self._fill_faction_filter()

    def _fill_faction_filter(self) -> None:
        keep = self.faction_filter.currentData()
        system = self.system_filter.currentData()
        self.faction_filter.blockSignals(True)
        self.faction_filter.clear()
        self.faction_filter.addItem(self.tr("All factions"), None)
        seen: dict[str, str] = {}
        for w in self.model.rows():  # straight from the rows: 10,000 indexes cost 0.1 s
            if w.faction_key not in seen and (system is None or w.system == system):
                seen[w.faction_key] = str(self.model.text(w, WarbandListModel.FACTION))
        for key, name in sorted(seen.items(), key=lambda kv: kv[1]):
            self.faction_filter.addItem(name, key)
        self.faction_filter.setCurrentIndex(max(0, self.faction_filter.findData(keep)))
        self.faction_filter.blockSignals(False)
        self._apply_filters()

    def _apply_filters(self) -> None:
        self.filtered.set_criteria(
            self.system_filter.currentData(),
            self.faction_filter.currentData(),
            self.campaign_filter.currentData(),
        )
        shown, total = self.filtered.rowCount(), self.model.rowCount()
        self.count_label.setText(
            self.tr("%n warband(s)", "", total)
            if shown == total
            else self.tr("%1 of %2 warbands shown")
            .replace("%1", str(shown))
            .replace("%2", str(total))
        )

    def _update_actions(self, *_args: object) -> None:
        has = self.selected_id() is not None
        for action in (
            self.open_action,
            self.duplicate_action,
            self.delete_action,
            self.export_action,
            self.share_action,
        ):
            action.setEnabled(has)
        self.new_action.setEnabled(self.database is not None)
        self.import_action.setEnabled(self.database is not None)

    def selected_id(self) -> int | None:
        index = self.table.currentIndex()
        return int(self.filtered.data(index, ID_ROLE)) if index.isValid() else None

    def select_warband(self, warband_id: int) -> None:
        for row in range(self.filtered.rowCount()):
            index = self.filtered.index(row, 0)
            if self.filtered.data(index, ID_ROLE) == warband_id:
                self.table.setCurrentIndex(index)
                self.table.scrollTo(index)
                return

    # -- actions ----------------------------------------------------------------------------
    def new_warband(self) -> None:
        if self.database is None:
            return
        defaults = {
            system: edition
            for system in registry()
            if (edition := settings.default_edition(system)) is not None
        }
        dialog = NewWarbandDialog(self.database, list_campaigns(self.database), defaults, self)
        if not dialog.exec():
            return
        try:
            view = roster.create_warband(self.database, dialog.new_warband())
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot create the warband"), str(exc))
            return
        self.refresh(select=view.id)
        self.open_warband(view.id)

    def _open_index(self, index: QModelIndex) -> None:
        self.open_selected()

    def open_selected(self) -> None:
        warband_id = self.selected_id()
        if warband_id is not None:
            self.open_warband(warband_id)

    def open_warband(self, warband_id: int) -> WarbandEditor | None:
        if self.database is None:
            return None
        try:
            view = roster.get_warband(self.database, warband_id)
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot open the warband"), str(exc))
            self.refresh()
            return None
        self.close_editor(refresh=False)
        self.document = WarbandDocument(self.database, view, self)
        self.document.failed.connect(
            lambda text: self.message.emit(self.tr("The change was not saved"), text)
        )
        self.document.closed.connect(self.close_editor)
        self.editor = WarbandEditor(self.document)
        self.editor.back_requested.connect(self.close_editor)
        self.editor.export_requested.connect(self.export_warband)
        self.editor.matchup_requested.connect(self.show_matchup)
        self.addWidget(self.editor)
        self.setCurrentWidget(self.editor)
        self.document_opened.emit(self.document)
        self.editor.table.setFocus()
        return self.editor

    def show_matchup(self, warband_id: int) -> MatchupDialog | None:
        """Warband › Match-up…: this warband against another, as a heat map of exact odds."""
        if self.database is None:
            return None
        try:
            dialog = MatchupDialog(self.database, warband_id, self)
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot show the match-up"), str(exc))
            return None
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def close_editor(self, refresh: bool = True) -> None:
        if self.editor is None or self.document is None:
            return
        editor, document = self.editor, self.document
        self.editor = self.document = None
        self.document_closed.emit(document)
        self.removeWidget(editor)
        editor.deleteLater()
        document.deleteLater()
        if refresh:
            self.refresh(select=document.view.id)
            self.table.setFocus()

    def duplicate(self) -> None:
        warband_id = self.selected_id()
        if self.database is None or warband_id is None:
            return
        try:
            copy = roster.duplicate_warband(self.database, warband_id)
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot duplicate the warband"), str(exc))
            return
        self.refresh(select=copy.id)

    def delete_selected(self) -> None:
        warband_id = self.selected_id()
        if self.database is None or warband_id is None:
            return
        name = str(self.filtered.data(self.table.currentIndex().siblingAtColumn(0)))
        answer = QMessageBox.question(
            self,
            self.tr("Delete Warband"),
            self.tr("Delete “%s” and all its members? This cannot be undone.") % name,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            version = roster.get_warband(self.database, warband_id).version
            roster.delete_warband(self.database, warband_id, version)
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot delete the warband"), str(exc))
        self.refresh()

    def import_dialog(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Import"), str(Path.home()), self.tr(IMPORT_FILTER)
        )
        self.import_files([Path(p) for p in paths])

    def import_files(self, paths: list[Path]) -> None:
        """Import each file: our warband, campaign and catalog files at once; another tool's
        list after its report (every line and what it became; map or keep what did not
        match); BattleScribe data (.gst/.cat) as its edition's catalog. Reports what
        happened."""
        if self.database is None or not paths:
            return
        from models.ledger.files.importing import ROSTER, import_content, is_data_set
        from models.ledger.files.rosters import read_roster

        data = [p for p in paths if is_data_set([p])]
        if data:
            self.import_data(data)
        lines: list[str] = []
        last: int | None = None
        for path in (p for p in paths if p not in data):
            try:
                content = read_regular_file(path, MAX_FILE_BYTES)
                foreign = read_roster(content, path.name)
                options = None
                if foreign is not None:
                    options = self.confirm_roster(foreign, path.name)
                    if options is None:
                        lines.append(self.tr("%s: not imported (cancelled).") % path.name)
                        continue
                result = import_content(self.database, content, path.name, options)
            except (LedgerError, UnreadableFile) as exc:
                lines.append(self.tr("%s was not imported:\n%s") % (path.name, exc))
                continue
            for warband in result.warbands:
                last = warband.id
                done = (
                    self.tr("Updated “%s” from %s.")
                    if result.updated
                    else self.tr("Imported “%s” from %s.")
                )
                lines.append(done % (warband.name, path.name))
            if result.catalog is not None:
                lines.append(self.tr("Imported the catalog “%s”.") % result.catalog.name)
            campaign = result.campaign
            if campaign is not None and campaign.conflicts:
                lines.append(
                    self.tr("%s was not imported: it conflicts with this database:") % path.name
                )
                lines.extend(f"  • {line}" for line in campaign.conflicts)
            elif campaign is not None:
                added = ", ".join(f"{n} {what}" for what, n in campaign.added.items())
                lines.append(
                    self.tr("Merged the campaign “%1”: %2.")
                    .replace("%1", campaign.name)
                    .replace("%2", added or self.tr("nothing new"))
                )
            if result.kind == ROSTER and result.unmatched:
                lines.append(self.tr("Not matched to the catalog, left out:"))
                lines.extend(f"  • {line}" for line in result.unmatched)
        self.refresh(select=last)
        if lines:
            self.report.emit(self.tr("Import"), "\n".join(lines))

    def confirm_roster(self, foreign: ForeignRoster, where: str) -> ImportOptions | None:
        """Show another tool's list matched to the catalog; the options to import it with, or
        None when the user cancels."""
        assert self.database is not None
        from gui.roster.import_report import RosterImportDialog
        from models.ledger.files.rosters import plan_roster, previous_import

        plan = plan_roster(self.database, foreign, where)
        previous = previous_import(self.database, foreign)
        dialog = RosterImportDialog(self.database, foreign, where, plan, previous, self)
        if not dialog.exec():
            return None
        return dialog.options()

    def import_data(self, paths: list[Path]) -> DataImportRun | None:
        """A BattleScribe data set: off the GUI thread, then its report."""
        if self.database is None:
            return None
        from gui.catalog.data_import import import_data_with_report

        def imported(_result: DataImport) -> None:
            self.refresh()
            self.catalogs_changed.emit()

        return import_data_with_report(self, self.database, paths, imported, self.message.emit)

    def export_selected(self) -> None:
        warband_id = self.selected_id()
        if warband_id is not None:
            self.export_warband(warband_id)

    def export_warband(self, warband_id: int) -> None:
        """Save the warband in the format the chosen file type names."""
        if self.database is None:
            return
        row = self.row_of(warband_id)
        name = self.model.summary(row).name if row is not None else "warband"
        safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in name).strip() or "warband"
        kinds = [(self.tr(str(label)), kind, suffix) for label, kind, suffix in EXPORT_KINDS]
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Warband"),
            str(Path.home() / f"{safe}.warband.json"),
            ";;".join(label for label, _, _ in kinds),
        )
        if not path:
            return
        kind, suffix = next(
            ((k, x) for label, k, x in kinds if label == chosen), (WARBAND_KIND, ".warband.json")
        )
        target = Path(path)
        if kind == WARBAND_KIND and not target.name.endswith(".json"):
            target = target.with_name(target.name + suffix)
        elif kind != WARBAND_KIND and not target.suffix:
            target = target.with_suffix(suffix)
        try:
            if kind == WARBAND_KIND:
                export_warband(self.database, warband_id, target)
            else:
                from models.ledger.files.shared_lists import export_list

                export_list(self.database, warband_id, kind, target)
        except (LedgerError, OSError) as exc:
            self.message.emit(self.tr("Cannot export the warband"), str(exc))

    def share_selected(self) -> ShareTextDialog | None:
        warband_id = self.selected_id()
        if warband_id is None or self.database is None:
            return None
        from gui.roster.share_text import ShareTextDialog

        dialog = ShareTextDialog(self.database, warband_id, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def row_of(self, warband_id: int) -> int | None:
        for row in range(self.model.rowCount()):
            if self.model.summary(row).id == warband_id:
                return row
        return None
