"""The shape the Games and Campaigns areas share: a page listing records (tool buttons over a
table) and an empty state that offers the area's first action, stacked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.empty_state import EmptyState


def prepare_table(table: QTableView, stretch_column: int) -> None:
    """Read-only rows, one selected at a time; columns fit their contents but one, which takes
    the rest of the width."""
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().hide()
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch_column, QHeaderView.ResizeMode.Stretch)


class ListArea(QStackedWidget):
    LIST, EMPTY = 0, 1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list_page = QWidget()
        self.empty_page = QWidget()
        self.table = QTableView()

    def build_pages(
        self,
        model: QAbstractItemModel,
        table_name: str,
        stretch_column: int,
        actions: list[QAction],
        empty_title: str,
        empty_text: str,
    ) -> None:
        """The table of `model` under a button per action; the empty state offers the first
        action. Call once, after making the actions with `make_action`."""
        self.table.setAccessibleName(table_name)
        self.table.setModel(model)
        prepare_table(self.table, stretch_column)
        tools = QHBoxLayout()
        for action in actions:
            button = QToolButton()
            button.setDefaultAction(action)
            tools.addWidget(button)
        tools.addStretch(1)
        layout = QVBoxLayout(self.list_page)
        layout.addLayout(tools)
        layout.addWidget(self.table, 1)
        self.addWidget(self.list_page)
        self.empty_page.addAction(actions[0])
        self.empty_state = EmptyState(QGuiApplication.windowIcon(), empty_title, empty_text)
        empty_layout = QVBoxLayout(self.empty_page)
        empty_layout.addWidget(self.empty_state, 1)
        button = QToolButton()
        button.setDefaultAction(actions[0])
        empty_layout.addWidget(button, alignment=Qt.AlignmentFlag.AlignHCenter)
        empty_layout.addStretch(1)
        self.addWidget(self.empty_page)

    def make_action(self, text: str, shortcut: str, slot: Callable[[], object]) -> QAction:
        """An action whose shortcut works while the list page has the focus."""
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.list_page.addAction(action)
        return action
