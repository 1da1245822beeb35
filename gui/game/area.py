"""The Games area: games in progress and finished, new game, and the open game's view."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QDate,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from gui import settings
from gui.game.document import GameDocument
from gui.game.view import GameView
from gui.widgets.list_area import ListArea
from gui.widgets.table_model import ID_ROLE, RowTableModel
from models.db import Database
from models.i18n import format_date
from models.ledger.campaigns.campaigns import campaign_settings, list_campaigns
from models.ledger.games import games
from models.ledger.games.games import NewGame
from models.ledger.rosters import roster
from models.rules.registry import registry, system_title
from models.table.errors import LedgerError
from models.table.views import GameSummary, WarbandView

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


class GameListModel(RowTableModel[GameSummary]):
    DATE, SCENARIO, SYSTEM, WARBANDS, STATUS, RESULT = range(6)

    def headers(self) -> tuple[str, ...]:
        return (
            self.tr("Date"),
            self.tr("Scenario"),
            self.tr("System"),
            self.tr("Warbands"),
            self.tr("Status"),
            self.tr("Result"),
        )

    def set_rows(self, rows: Sequence[GameSummary]) -> None:
        # In progress first, then the newest.
        super().set_rows(sorted(rows, key=lambda g: (g.status != "in_progress", -g.id)))

    def summary(self, row: int) -> GameSummary:
        return self.row(row)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        g = self.row(index.row())
        if role == ID_ROLE:
            return g.id
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            format_date(g.played_on),
            g.scenario or self.tr("Game %d") % g.id,
            system_title(g.system, g.edition),
            " – ".join(g.warbands),
            self.tr("finished") if g.status == "finished" else self.tr("in progress"),
            g.result if g.status == "finished" else "",
        )[index.column()]


class NewGameDialog(QDialog):
    """System and edition, two or more warbands and the members taking part, scenario, date,
    campaign."""

    def __init__(self, database: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New Game"))
        self.database = database
        self.warbands = roster.list_warbands(database)
        self.system = QComboBox()
        names = {s.id: s.title for s in registry().values()}
        for system in sorted({w.system for w in self.warbands}):
            self.system.addItem(names.get(system, system), system)
        self.edition = QComboBox()
        # Typed, or picked from the chosen campaign's scenarios (issue 37 §3).
        self.scenario_list = QComboBox()
        self.scenario_list.setEditable(True)
        self.scenario_list.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.scenario_list.setAccessibleName(self.tr("Scenario"))
        self.scenario = QLineEdit()
        self.scenario_list.setLineEdit(self.scenario)
        self.scenario.setPlaceholderText(self.tr("e.g. Hold the Ruins"))
        self.date = QDateEdit(QDate.currentDate())
        # the user's language's own way of writing a date (Preferences › Language)
        self.date.setDisplayFormat(QLocale().dateFormat(QLocale.FormatType.ShortFormat))
        self.date.setCalendarPopup(True)
        self.campaign = QComboBox()
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Warbands and the members taking part")])
        self.tree.setAccessibleName(self.tr("Warbands and members"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # Roster warnings of the warbands ticked: said here, never a reason to refuse the game
        self.warnings = QLabel()
        self.warnings.setObjectName("rosterWarnings")
        self.warnings.setWordWrap(True)
        self.views: dict[int, WarbandView] = {}
        form = QFormLayout(self)
        form.addRow(self.tr("&System:"), self.system)
        form.addRow(self.tr("&Edition:"), self.edition)
        form.addRow(self.tr("S&cenario:"), self.scenario_list)
        form.addRow(self.tr("&Date:"), self.date)
        form.addRow(self.tr("C&ampaign:"), self.campaign)
        form.addRow(self.tree)
        form.addRow(self.warnings)
        form.addRow(self.buttons)
        settings.offer_last_system(self.system)
        self.system.currentIndexChanged.connect(self._system_changed)
        self.edition.currentIndexChanged.connect(self._fill_tree)
        self.tree.itemChanged.connect(self._check)
        self.campaign.currentIndexChanged.connect(self._campaign_scenarios)
        self._system_changed()
        self.resize(self.fontMetrics().averageCharWidth() * 70, self.fontMetrics().height() * 34)

    def _campaign_scenarios(self) -> None:
        """The chosen campaign's scenarios to pick from; what was typed stays."""
        typed = self.scenario.text()
        self.scenario_list.blockSignals(True)
        self.scenario_list.clear()
        campaign_id = self.campaign.currentData()
        if campaign_id is not None:
            _, chosen = campaign_settings(self.database, int(campaign_id))
            self.scenario_list.addItems(list(chosen.get("scenarios") or ()))
        self.scenario.setText(typed)
        self.scenario_list.blockSignals(False)

    def _system_changed(self) -> None:
        system = self.system.currentData()
        self.edition.blockSignals(True)
        self.edition.clear()
        for edition in sorted({w.edition for w in self.warbands if w.system == system}):
            self.edition.addItem(edition, edition)
        preferred = self.edition.findData(settings.default_edition(system or ""))
        self.edition.setCurrentIndex(max(0, preferred))
        self.edition.blockSignals(False)
        self.campaign.clear()
        self.campaign.addItem(self.tr("— none —"), None)
        for campaign in list_campaigns(self.database):
            if campaign.system == system:
                self.campaign.addItem(campaign.name, campaign.id)
        self._fill_tree()

    def _fill_tree(self) -> None:
        system, edition = self.system.currentData(), self.edition.currentData()
        self.tree.blockSignals(True)
        self.tree.clear()
        for summary in self.warbands:
            if summary.system != system or summary.edition != edition:
                continue
            view = roster.get_warband(self.database, summary.id)
            self.views[view.id] = view
            parent = QTreeWidgetItem(self.tree, [view.name])
            parent.setData(0, ID_ROLE, view.id)
            parent.setFlags(
                parent.flags() | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsAutoTristate
            )
            parent.setCheckState(0, Qt.CheckState.Unchecked)
            for member in view.members:
                if member.status == "dead":
                    continue
                child = QTreeWidgetItem(parent, [f"{member.name} — {member.model_name}"])
                child.setData(0, ID_ROLE, member.id)
                child.setFlags(child.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                child.setCheckState(0, Qt.CheckState.Unchecked)
        self.tree.blockSignals(False)
        self._check()

    def choose(self, warband_id: int, member_ids: list[int] | None = None) -> None:
        """Tick a warband (all its members, or those given)."""
        for i in range(self.tree.topLevelItemCount()):
            parent = self.tree.topLevelItem(i)
            if parent is None or parent.data(0, ID_ROLE) != warband_id:
                continue
            for child in _children(parent):
                wanted = member_ids is None or child.data(0, ID_ROLE) in member_ids
                child.setCheckState(0, Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)

    def chosen(self) -> dict[int, tuple[int, ...]]:
        found: dict[int, tuple[int, ...]] = {}
        for i in range(self.tree.topLevelItemCount()):
            parent = self.tree.topLevelItem(i)
            if parent is None:
                continue
            members = tuple(
                int(child.data(0, ID_ROLE))
                for child in _children(parent)
                if child.checkState(0) == Qt.CheckState.Checked
            )
            if members:
                found[int(parent.data(0, ID_ROLE))] = members
        return found

    def _check(self, *_args: object) -> None:
        chosen = self.chosen()
        ok = len(chosen) >= 2
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        lines = []
        for warband_id in chosen:
            view = self.views.get(warband_id)
            if view is None or not view.warnings:
                continue
            shown = "; ".join(str(w) for w in view.warnings[:3])
            more = "; …" if len(view.warnings) > 3 else ""
            lines.append(
                self.tr("⚠ %1 — roster warnings: %2%3")
                .replace("%1", view.name)
                .replace("%2", shown)
                .replace("%3", more)
            )
        if lines:
            lines.append(self.tr("The game can start anyway; the roster editor shows them all."))
        self.warnings.setText("\n".join(lines))
        self.warnings.setVisible(bool(lines))

    def accept(self) -> None:
        settings.write(settings.LAST_SYSTEM, str(self.system.currentData()))
        super().accept()

    def new_game(self) -> NewGame:
        chosen = self.chosen()
        date = self.date.date()
        return NewGame(
            system=self.system.currentData(),
            edition=self.edition.currentData(),
            warband_ids=tuple(chosen),
            played_on=dt.date(date.year(), date.month(), date.day()),
            scenario=self.scenario.text(),
            campaign_id=self.campaign.currentData(),
            members=chosen,
        )


def _children(parent: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [c for j in range(parent.childCount()) if (c := parent.child(j)) is not None]


class GamesArea(ListArea):
    document_opened = Signal(object)
    document_closed = Signal(object)
    message = Signal(str, str)
    report = Signal(str, str)

    def __init__(self, database: Database | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.document: GameDocument | None = None
        self.view: GameView | None = None
        self.model = GameListModel(self)
        self.table.setObjectName("gameTable")
        self.table.activated.connect(lambda _index: self.open_selected())
        # Ctrl+N is the window's File › New… (one action per key).
        self.new_action = self.make_action(self.tr("&New Game…"), "", self.new_game)
        self.new_action.setToolTip(self.tr("New Game (Ctrl+N)"))
        self.open_action = self.make_action(self.tr("&Open"), "Return", self.open_selected)
        self.build_pages(
            self.model,
            self.tr("Games"),
            GameListModel.WARBANDS,
            [self.new_action, self.open_action],
            self.tr("No games yet"),
            self.tr(
                "Start one with New Game (Ctrl+N): pick two or more warbands and the models "
                "taking part. Every attack, marker and turn is kept in the game's log."
            ),
        )
        self.set_database(database)

    def set_database(self, database: Database | None) -> None:
        self.close_game()
        self.database = database
        self.refresh()

    def refresh(self) -> None:
        rows = games.list_games(self.database) if self.database is not None else []
        self.model.set_rows(rows)
        if self.view is None:
            self.setCurrentIndex(self.LIST if rows else self.EMPTY)
        if rows and not self.table.currentIndex().isValid():
            self.table.setCurrentIndex(self.model.index(0, 0))
        self.new_action.setEnabled(self.database is not None)

    def new_game(self) -> None:
        if self.database is None:
            return
        dialog = NewGameDialog(self.database, self)
        if not dialog.exec():
            return
        try:
            game = games.create_game(self.database, dialog.new_game())
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot start the game"), str(exc))
            return
        self.refresh()
        self.open_game(game.id)

    def open_selected(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.open_game(self.model.summary(index.row()).id)

    def open_game(self, game_id: int) -> GameView | None:
        if self.database is None:
            return None
        self.close_game(refresh=False)
        try:
            self.document = GameDocument(self.database, game_id, self)
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot open the game"), str(exc))
            return None
        self.document.failed.connect(
            lambda text: self.message.emit(self.tr("The change was not saved"), text)
        )
        self.view = GameView(self.document)
        self.view.back_requested.connect(self.close_game)
        self.addWidget(self.view)
        self.setCurrentWidget(self.view)
        self.document_opened.emit(self.document)
        return self.view

    def close_game(self, refresh: bool = True) -> None:
        if self.view is None or self.document is None:
            return
        view, document = self.view, self.document
        self.view = self.document = None
        self.document_closed.emit(document)
        self.removeWidget(view)
        view.deleteLater()
        document.deleteLater()
        if refresh:
            self.refresh()
