"""The game view: a panel per warband with a card per model, the turn, and the game log."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui import settings
from gui.game.action_dialog import ActionDialog
from gui.game.attack_wizard import AttackWizard
from gui.game.document import GameDocument
from gui.game.model_panels import ModelCard, ModelControls, SideTable
from gui.widgets.table_model import ID_ROLE, RowTableModel
from models.i18n import format_date, format_percent
from models.ledger.games.log_text import event_line, event_steps, result_line
from models.table.declaration import SystemProfile
from models.table.payloads import Outcome
from models.table.views import EventView, MemberView

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()
ACTOR_ROLE = Qt.ItemDataRole.UserRole + 10


class EventLogModel(RowTableModel[EventView]):
    """The game log: one row per event, newest last; undone events are marked."""

    SEQ, TURN, WHAT, DICE, ODDS, OUTCOME = range(6)

    def headers(self) -> tuple[str, ...]:
        return (
            self.tr("#"),
            self.tr("Turn"),
            self.tr("What"),
            self.tr("Dice"),
            self.tr("Odds"),
            self.tr("Outcome"),
        )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names: dict[int, str] = {}
        self.profile: SystemProfile | None = None
        self.edition: str | None = None

    def set_events(
        self,
        events: list[EventView],
        names: dict[int, str],
        profile: SystemProfile,
        edition: str | None,
    ) -> None:
        """The rows, written in the reader's language from the events' fields (log_text.py)."""
        self.names, self.profile, self.edition = names, profile, edition
        self.set_rows(events)

    def event_at(self, row: int) -> EventView:
        return self.row(row)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        e = self.row(index.row())
        column = index.column()
        if role == ID_ROLE:
            return e.seq
        if role == ACTOR_ROLE:
            return f"|{e.actor_member_id}|{e.target_member_id}|"
        if role == Qt.ItemDataRole.FontRole and e.undone:
            font = QFont()
            font.setStrikeOut(True)
            return font
        outcome = Outcome.read(e.outcome)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.ODDS and outcome.odds:
                return self.tr("Exactly %s") % outcome.odds
            steps = event_steps(e, self.names, self.profile, self.edition)
            return "\n".join(steps) if steps else None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == self.SEQ:
            return e.seq
        if column == self.TURN:
            return e.turn
        if column == self.WHAT:
            text = event_line(e, self.names, self.profile)
            undone = self.tr("undone")  # (lupdate reads double-quoted strings only)
            return f"{text} ({undone})" if e.undone else text
        if column == self.DICE:
            return " ".join(map(str, e.dice or ())) + (f" (seed {e.seed})" if e.seed else "")
        if column == self.ODDS:
            return format_percent(float(Fraction(outcome.odds))) if outcome.odds else ""
        return result_line(e, self.profile)


class _LogFilter(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.member_id: int | None = None

    def set_member(self, member_id: int | None) -> None:
        self.beginFilterChange()
        self.member_id = member_id
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:  # noqa: N802
        if self.member_id is None:
            return True
        index = self.sourceModel().index(row, 0, parent)
        return f"|{self.member_id}|" in str(self.sourceModel().data(index, ACTOR_ROLE))


class GameView(QWidget):
    back_requested = Signal()

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        back = QToolButton()
        back.setText(self.tr("◀ All games"))
        back.setAccessibleName(self.tr("Back to the list of games"))
        back.clicked.connect(self.back_requested)
        game = document.game
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.turn_label = QLabel()
        self.next_turn_button = QPushButton(self.tr("&Next Turn"))
        self.next_turn_button.setToolTip(self.tr("Start the next turn: activations are cleared"))
        self.next_turn_button.clicked.connect(document.next_turn)
        self.end_button = QPushButton(self.tr("&End Game…"))
        self.end_button.clicked.connect(self.end_game)
        # The models as a compact table (a row per model) or as tall cards, each a layout of
        # ModelControls; the table is built now, the cards the first time they are asked for.
        self.controls: list[ModelControls] = []
        self._cards: list[ModelCard] | None = None
        by_side = [
            (side.participant.warband_name, [self._controls(m) for m in side.members])
            for side in document.sides
        ]
        tables = QHBoxLayout()
        tables.setContentsMargins(0, 0, 0, 0)
        for title, row in by_side:
            tables.addWidget(SideTable(title, row), 1)
        self.table_page = QWidget()
        self.table_page.setObjectName("gameTable")
        self.table_page.setLayout(tables)
        self.pages = QStackedWidget()
        self.pages.addWidget(_scrolled(self.table_page))
        self.layout_switch = QComboBox()
        self.layout_switch.setAccessibleName(self.tr("Show the models as"))
        self.layout_switch.addItem(self.tr("Table: a row per model"), "table")
        self.layout_switch.addItem(self.tr("Cards: profile and gear"), "cards")
        self.layout_switch.currentIndexChanged.connect(self._switch_layout)
        top = QHBoxLayout()
        top.addWidget(back)
        top.addWidget(self.title, 1)
        # a long scenario name is cut, never widening the window
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.setWordWrap(True)
        top.addWidget(self.layout_switch)
        top.addWidget(self.turn_label)
        top.addWidget(self.next_turn_button)
        top.addWidget(self.end_button)

        self.log = EventLogModel(self)
        self.filtered_log = _LogFilter(self)
        self.filtered_log.setSourceModel(self.log)
        self.log_view = QTableView()
        self.log_view.setObjectName("gameLog")
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.log_view.setModel(self.filtered_log)
        self.log_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.verticalHeader().hide()
        self.log_view.setWordWrap(False)
        header = self.log_view.horizontalHeader()
        header.setResizeContentsPrecision(50)  # a long log: measure a sample, not every row
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(EventLogModel.WHAT, QHeaderView.ResizeMode.Stretch)
        self.log_filter = QComboBox()
        self.log_filter.setAccessibleName(self.tr("Show the log of"))
        self.log_filter.addItem(self.tr("Every model"), None)
        for name_id, name in document.names().items():
            self.log_filter.addItem(name, name_id)
        self.log_filter.currentIndexChanged.connect(
            lambda: self.filtered_log.set_member(self.log_filter.currentData())
        )
        self.undo_selected_button = QPushButton(self.tr("Undo Selected Event"))
        self.undo_selected_button.setToolTip(self.tr("Pick an event in the log to undo it"))
        self.undo_selected_button.clicked.connect(self.undo_selected)
        self.log_view.selectionModel().currentRowChanged.connect(self._selected_changed)
        log_tools = QHBoxLayout()
        log_tools.addWidget(QLabel(self.tr("Game log")))
        log_tools.addWidget(self.log_filter, 1)
        log_tools.addWidget(self.undo_selected_button)
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addLayout(log_tools)
        log_layout.addWidget(self.log_view)

        self.splitter = splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.pages)
        splitter.addWidget(log_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        document.changed.connect(self.refresh)
        self.refresh()
        self._scenario = game.scenario
        wanted = self.layout_switch.findData(settings.read(settings.GAME_LAYOUT))
        self.layout_switch.blockSignals(True)
        self.layout_switch.setCurrentIndex(max(0, wanted))
        self.layout_switch.blockSignals(False)
        self._switch_layout()

    def _controls(self, member: MemberView) -> ModelControls:
        controls = ModelControls(self.document, member, self)
        controls.counter_changed.connect(self.document.set_counter)
        controls.flag_changed.connect(self.document.set_flag)
        controls.attack_requested.connect(self.attack)
        controls.action_requested.connect(self.act)
        self.controls.append(controls)
        return controls

    @property
    def cards(self) -> list[ModelCard]:
        """The tall cards (built the first time they are asked for)."""
        if self._cards is None:
            self._cards = []
            panels = QHBoxLayout()
            for side in self.document.sides:
                box = QGroupBox(side.participant.warband_name)
                column = QVBoxLayout(box)
                for member in side.members:
                    card = ModelCard(self._controls(member))
                    card.refresh()
                    column.addWidget(card)
                    self._cards.append(card)
                column.addStretch(1)
                panels.addWidget(box, 1)
            holder = QWidget()
            holder.setObjectName("gameCards")
            holder.setLayout(panels)
            self.pages.addWidget(_scrolled(holder))
        return self._cards

    def _switch_layout(self) -> None:
        chosen = str(self.layout_switch.currentData())
        settings.write(settings.GAME_LAYOUT, chosen)
        if chosen == "cards":
            self.cards  # noqa: B018 — built the first time
        self.pages.setCurrentIndex(1 if chosen == "cards" else 0)
        # The table is no taller than its rows: the log below gets the rest of the height.
        # The cards take what they are given (they scroll).
        tall = 16_777_215  # QWIDGETSIZE_MAX
        table = self.table_page.sizeHint().height() + 2 * self.pages.frameWidth() + 4
        self.pages.setMaximumHeight(tall if chosen == "cards" else table)

    def refresh(self) -> None:
        game = self.document.game
        # finished: who won and the victory points, not only "finished"
        status = game.result if self.document.finished else self.tr("in progress")
        title = game.scenario or self.tr("Game %d") % game.id
        heading = f"{title} · {format_date(game.played_on)} · {status}"
        self.title.setText(heading)
        self.title.setToolTip(heading)
        # A finished game has no turns to play: its buttons give their room to the result,
        # which wraps rather than being cut.
        self.next_turn_button.setVisible(not self.document.finished)
        self.end_button.setVisible(not self.document.finished)
        self.turn_label.setText(self.tr("Turn %d") % self.document.state.turn)
        for controls in self.controls:
            controls.refresh()
        table = self.document.table
        self.log.set_events(self.document.events, table.names(), table.profile, table.edition)
        self.log_view.scrollToBottom()
        for button in (self.next_turn_button, self.end_button):
            button.setEnabled(not self.document.finished)
        self._selected_changed()

    def _undoable_selected(self) -> EventView | None:
        """The event picked in the log, when it is one Undo Selected Event can undo."""
        index = self.log_view.currentIndex()
        if not index.isValid() or self.document.finished:
            return None
        event = self.log.event_at(self.filtered_log.mapToSource(index).row())
        return None if event.kind in ("undo", "redo") or event.undone else event

    def _selected_changed(self) -> None:
        self.undo_selected_button.setEnabled(self._undoable_selected() is not None)

    def attack(self, member_id: int) -> AttackWizard:
        wizard = AttackWizard(self.document, member_id, self)
        wizard.open()
        return wizard

    def act(self, member_id: int) -> ActionDialog:
        dialog = ActionDialog(self.document, member_id, self)
        dialog.open()
        return dialog

    def undo_selected(self) -> None:
        event = self._undoable_selected()
        if event is not None:
            self.document.undo_logged(event.seq)

    def end_game(self) -> None:
        dialog = EndGameDialog(self.document, self)
        dialog.open()


def _scrolled(page: QWidget) -> QScrollArea:
    scroll = QScrollArea()
    scroll.setWidget(page)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    return scroll


class EndGameDialog(QDialog):
    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endGameDialog")
        self.setWindowTitle(self.tr("End Game"))
        self.document = document
        self.winner = QComboBox()
        self.winner.addItem(self.tr("A draw"), None)
        self.points: dict[int, QSpinBox] = {}
        form = QFormLayout(self)
        form.addRow(self.tr("&Result:"), self.winner)
        for side in document.sides:
            name = side.participant.warband_name
            self.winner.addItem(self.tr("%s won") % name, side.participant.side)
            spin = QSpinBox()
            spin.setRange(0, 1000)
            spin.setAccessibleName(self.tr("Victory points of %s") % name)
            self.points[side.participant.side] = spin
            form.addRow(self.tr("Victory points, %s:") % name, spin)
        self.notes = QLineEdit()
        self.notes.setAccessibleName(self.tr("Notes"))
        form.addRow(self.tr("&Notes:"), self.notes)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        points = {side: spin.value() for side, spin in self.points.items()}
        if self.document.finish(self.winner.currentData(), self.notes.text(), points):
            super().accept()
