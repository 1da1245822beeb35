"""The campaign's Event Day tab, for organisers: the rounds with their tables and results; Pair
Next Round… (the Swiss draft, swaps by hand, publish); Enter Result… per table (the standings
follow at once); Print Round… (pairing sheet and result slips); and the standings full screen
for a projector, scrolling by themselves (models/ledger/campaigns/event_day.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui import settings
from gui.campaign.host import CampaignHost
from gui.export_dialog import Choice, ExportRun, run_export
from gui.widgets.list_area import prepare_table
from gui.widgets.table_model import ColumnTableModel
from models.db import Database
from models.files import safe_file_name
from models.ledger.campaigns import campaigns, event_day
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.campaigns.event_day import RoundDraft, RoundView, TableView
from models.table.errors import LedgerError
from models.table.views import LeagueRow

WARBAND = Qt.ItemDataRole.UserRole + 10  # a pairing cell's warband id
REMATCH = QColor(200, 120, 0)


class EventDayTab(QWidget):
    """Rounds, their tables and results, and the organiser's actions."""

    def __init__(self, campaign: CampaignHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.campaign = campaign
        self.database: Database = campaign.database
        self.campaign_id = campaign.campaign_id
        self.rounds: list[RoundView] = []
        self.export: ExportRun | None = None
        self.standings: StandingsWindow | None = None

        self.round = QComboBox()
        self.round.setAccessibleName(self.tr("Round"))
        self.round.currentIndexChanged.connect(self._show_round)
        self.progress = QLabel()
        self.tables_model: ColumnTableModel[TableView] = ColumnTableModel(
            [
                (self.tr("Table"), lambda t: t.table if not t.bye else self.tr("bye")),
                (self.tr("Warband"), lambda t: t.first),
                (self.tr("Warband"), lambda t: "" if t.bye else t.second),
                (self.tr("Result"), lambda t: t.result() or self.tr("waiting")),
            ],
            lambda t: t.table,
            self,
        )
        self.tables = QTableView()
        self.tables.setObjectName("roundTables")
        self.tables.setAccessibleName(self.tr("Tables of the round"))
        self.tables.setModel(self.tables_model)
        prepare_table(self.tables, 3)
        self.tables.selectionModel().currentRowChanged.connect(self._enable)
        self.tables.doubleClicked.connect(lambda _index: self.enter_result())
        self.empty = QLabel(
            self.tr(
                "No round is paired yet. Pair Next Round… draws it from the league table: "
                "league points, then victory points, no warband meeting another twice while it "
                "can be avoided, a bye for an odd field."
            )
        )
        self.empty.setWordWrap(True)

        self.pair_button = self._button(self.tr("&Pair Next Round…"), self.pair_next_round)
        self.result_button = self._button(self.tr("En&ter Result…"), self.enter_result)
        self.print_button = self._button(self.tr("Pri&nt Round…"), self.print_round)
        self.print_button.setToolTip(
            self.tr("The pairing sheet for the wall and a result slip per table (PDF)")
        )
        self.withdraw_button = self._button(self.tr("&Withdraw Round"), self.withdraw_round)
        self.screen_button = self._button(self.tr("Stan&dings on Screen"), self.show_standings)
        self.screen_button.setToolTip(
            self.tr("The league table full screen in large type, scrolling by itself (Esc closes)")
        )
        top = QHBoxLayout()
        label = QLabel(self.tr("Ro&und:"))
        label.setBuddy(self.round)
        top.addWidget(label)
        top.addWidget(self.round)
        top.addWidget(self.progress, 1)
        buttons = QHBoxLayout()
        for button in (
            self.pair_button,
            self.result_button,
            self.print_button,
            self.withdraw_button,
            self.screen_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.empty)
        layout.addWidget(self.tables, 1)
        layout.addLayout(buttons)

    def _button(self, text: str, slot: Any) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # -- what is shown ---------------------------------------------------------------------
    def refresh(self) -> None:
        """The rounds as stored, the one shown kept (or the newest); the projector follows."""
        chosen = self.round.currentData()
        self.rounds = event_day.rounds(self.database, self.campaign_id)
        self.round.blockSignals(True)
        self.round.clear()
        for view in self.rounds:
            self.round.addItem(self.tr("round %d") % view.number, view.number)
        found = self.round.findData(chosen)
        self.round.setCurrentIndex(found if found >= 0 else self.round.count() - 1)
        self.round.blockSignals(False)
        self._show_round()
        if self.standings is not None:
            self.standings.set_rows(campaigns.league_table(self.database, self.campaign_id))

    def current_round(self) -> RoundView | None:
        number = self.round.currentData()
        return next((r for r in self.rounds if r.number == number), None)

    def current_table(self) -> TableView | None:
        view = self.current_round()
        index = self.tables.currentIndex()
        if view is None or not index.isValid():
            return None
        return self.tables_model.row(index.row())

    def _show_round(self) -> None:
        view = self.current_round()
        self.tables_model.set_rows(view.tables if view is not None else [])
        self.empty.setVisible(view is None)
        self.tables.setVisible(view is not None)
        if view is not None:
            played = sum(1 for t in view.tables if not t.bye)
            self.progress.setText(
                self.tr("%1 of %2 results in")
                .replace("%1", str(view.results_in()))
                .replace("%2", str(played))
            )
        else:
            self.progress.clear()
        self._enable()

    def _enable(self, *_args: object) -> None:
        view, table = self.current_round(), self.current_table()
        last = bool(self.rounds) and view is not None and view.number == self.rounds[-1].number
        self.result_button.setEnabled(table is not None and not table.bye and table.battle is None)
        self.print_button.setEnabled(view is not None)
        self.withdraw_button.setEnabled(last and view is not None and not view.results_in())

    # -- actions ---------------------------------------------------------------------------
    def pair_next_round(self) -> QDialog | None:
        try:
            draft = event_day.draft_round(self.database, self.campaign_id)
        except LedgerError as exc:
            self.campaign.message.emit(self.tr("Cannot pair the round"), str(exc))
            return None
        dialog = PairingDialog(draft, self)
        dialog.accepted.connect(lambda: self._publish(dialog.draft))
        dialog.open()
        return dialog

    def _publish(self, draft: RoundDraft) -> None:
        if self.campaign._run(
            self.tr("Cannot publish the round"),
            lambda: event_day.publish_round(self.database, draft),
        ):
            self.round.setCurrentIndex(self.round.findData(draft.round))

    def enter_result(self) -> QDialog | None:
        """The selected table's result: the battle dialog with its round and warbands."""
        view, table = self.current_round(), self.current_table()
        if view is None or table is None or table.bye or table.battle is not None:
            return None
        if table.first_id is None or table.second_id is None:
            return None
        draft = NewBattle(
            self.campaign_id,
            (NewSide(table.first_id, "win"), NewSide(table.second_id, "loss")),
            round=view.number,
        )
        return self.campaign.record_battle(draft)

    def withdraw_round(self) -> None:
        view = self.current_round()
        if view is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Withdraw Round"),
            self.tr("Take round %d's pairings back? Pair it again afterwards.") % view.number,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.campaign._run(
                self.tr("Cannot withdraw the round"),
                lambda: event_day.withdraw_round(self.database, self.campaign_id, view.number),
            )

    def print_round(self, path: Path | None = None) -> ExportRun | None:
        view = self.current_round()
        if view is None:
            return None
        name = self.campaign.summary.name
        if path is None:
            suggested = Path.home() / f"{safe_file_name(name)} round {view.number}.pdf"
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Print Round"), str(suggested), self.tr("PDF files (*.pdf)")
            )
            if not chosen:
                return None
            path = Path(chosen if chosen.lower().endswith(".pdf") else chosen + ".pdf")
        standings = event_day.standings_before(self.database, self.campaign_id, view.number)
        paper = str(settings.read(settings.PAPER_SIZE))
        # owned by the main window: leaving the campaign does not cut the export short
        self.export = run_export(
            self.window(), self.database, round_choice(name, view, standings), path, paper, ""
        )
        return self.export

    def show_standings(self) -> StandingsWindow:
        if self.standings is None:
            self.standings = StandingsWindow(self.campaign.summary.name, self.window())
            self.standings.destroyed.connect(self._standings_closed)
        self.standings.set_rows(campaigns.league_table(self.database, self.campaign_id))
        self.standings.showFullScreen()
        return self.standings

    def _standings_closed(self) -> None:
        self.standings = None

    def close_windows(self) -> None:
        """The projector's window goes with the campaign view."""
        if self.standings is not None:
            self.standings.close()


def round_choice(campaign: str, view: RoundView, standings: list[LeagueRow]) -> Choice:
    """The round's sheet and slips as an export the export machinery runs."""

    def job(_db: Database, path: Path, paper: str, _size: str, _progress: Any) -> Path:
        from models.reports.event_day import write_round_sheet

        return write_round_sheet(campaign, view, standings, path, paper=paper)

    label = QCoreApplication.translate("EventDayTab", "Pairings and result slips")
    return Choice("round", label, "round.pdf", job)


class PairingDialog(QDialog):
    """The next round as drawn: swap two warbands by hand (a rematch it makes is marked), then
    publish."""

    def __init__(self, draft: RoundDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pairingDialog")
        self.draft = draft
        self.setWindowTitle(self.tr("Pair Round %d") % draft.round)
        explained = QLabel(
            self.tr(
                "Drawn from the league table: league points, then victory points; nobody meets "
                "a warband twice while the round allows it; the bye goes to the lowest ranked "
                "of those with the fewest byes. To change it, select two warbands and Swap."
            )
        )
        explained.setWordWrap(True)
        self.grid = QTableWidget()
        self.grid.setObjectName("pairingGrid")
        self.grid.setAccessibleName(self.tr("Pairings"))
        self.grid.setColumnCount(4)
        self.grid.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Warband"), self.tr("Warband"), self.tr("Met before")]
        )
        self.grid.verticalHeader().hide()
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.itemSelectionChanged.connect(self._enable)
        self.swap_button = QPushButton(self.tr("&Swap"))
        self.swap_button.clicked.connect(self.swap_selected)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.publish_button = buttons.addButton(
            self.tr("&Publish Round %d") % draft.round, QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.swap_button)
        row.addWidget(self.warning, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(explained)
        layout.addWidget(self.grid, 1)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(760, 520)
        self._fill()

    def _cell(self, warband_id: int | None, text: str = "") -> QTableWidgetItem:
        if warband_id is None:
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            return item
        item = QTableWidgetItem(self.draft.name(warband_id))
        item.setData(WARBAND, warband_id)
        return item

    def _fill(self) -> None:
        pairing = self.draft.pairing
        rows = len(pairing.pairs) + (1 if pairing.bye is not None else 0)
        self.grid.clearSelection()
        self.grid.setRowCount(rows)
        rematches = set(pairing.rematches)
        for r, (first, second) in enumerate(pairing.pairs):
            self.grid.setItem(r, 0, self._cell(None, str(r + 1)))
            self.grid.setItem(r, 1, self._cell(first))
            self.grid.setItem(r, 2, self._cell(second))
            met = (first, second) in rematches
            flag = self._cell(None, self.tr("⚠ yes") if met else "")
            if met:
                flag.setForeground(QBrush(REMATCH))
            self.grid.setItem(r, 3, flag)
        if pairing.bye is not None:
            r = rows - 1
            self.grid.setItem(r, 0, self._cell(None, self.tr("bye")))
            self.grid.setItem(r, 1, self._cell(pairing.bye))
            self.grid.setItem(r, 2, self._cell(None))
            self.grid.setItem(r, 3, self._cell(None))
        said = [self.tr("%n pair(s) met before.", "", len(rematches)) if rematches else ""]
        said.append(event_day.bye_reason(self.draft))  # why the bye is not where the rule puts it
        self.warning.setText("\n".join(s for s in said if s))
        self._enable()

    def chosen(self) -> list[int]:
        return [
            int(item.data(WARBAND))
            for item in self.grid.selectedItems()
            if item.data(WARBAND) is not None
        ]

    def _enable(self) -> None:
        self.swap_button.setEnabled(len(self.chosen()) == 2)

    def swap_selected(self) -> None:
        chosen = self.chosen()
        if len(chosen) == 2:
            self.draft = self.draft.swap(*chosen)
            self._fill()


class StandingsWindow(QWidget):
    """The league table for a projector: large type, the leaders first; when it is longer than
    the screen it scrolls down by itself, rests, and starts again from the top."""

    STEP_MS, REST_MS = 40, 3000

    def __init__(self, campaign: str, parent: QWidget | None = None) -> None:
        # a window of its own, owned by the main window: it goes when the application does
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("standingsWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Standings: %s") % campaign)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 2.2)
        self.setFont(big)
        self.title = QLabel(self.tr("Standings: %s") % campaign)
        heading = QFont(big)
        heading.setPointSizeF(big.pointSizeF() * 1.4)
        heading.setBold(True)
        self.title.setFont(heading)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.model: ColumnTableModel[LeagueRow] = ColumnTableModel(
            [
                ("#", lambda r: r.rank),
                (self.tr("Warband"), lambda r: r.warband),
                (self.tr("Player"), lambda r: r.player),
                (self.tr("Played"), lambda r: r.played),
                (self.tr("Points"), lambda r: r.points),
                (self.tr("VP"), lambda r: r.victory_points),
            ],
            lambda r: r.warband_id,
            self,
        )
        self.table = QTableView()
        self.table.setObjectName("standingsTable")
        self.table.setAccessibleName(self.tr("Standings"))
        self.table.setModel(self.model)
        prepare_table(self.table, 1)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setAlternatingRowColors(True)  # a row followed across a wide room
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() * 3 // 2)
        hint = QLabel(self.tr("Esc closes · F11 full screen or not"))
        hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        small = QFont(self.font())
        small.setPointSizeF(self.font().pointSizeF() * 0.45)
        hint.setFont(small)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(hint)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.scroll_step)
        self.timer.start(self.STEP_MS)
        self._resting_until = 0  # steps to wait before moving again

    def set_rows(self, rows: list[LeagueRow]) -> None:
        self.model.set_rows(rows)

    def scroll_step(self) -> None:
        """One step of the auto-scroll: down a pixel; at the bottom rest, then back to the top
        and rest again."""
        if self._resting_until > 0:
            self._resting_until -= 1
            return
        bar = self.table.verticalScrollBar()
        if bar.maximum() == 0:
            return  # everything fits: nothing moves
        rest = self.REST_MS // self.STEP_MS
        if bar.value() >= bar.maximum():
            bar.setValue(0)
            self._resting_until = rest
        else:
            bar.setValue(bar.value() + 1)
            if bar.value() >= bar.maximum():
                self._resting_until = rest

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        elif event.key() == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        else:
            super().keyPressEvent(event)
