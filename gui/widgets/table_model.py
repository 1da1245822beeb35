"""The part every list-like table model shares: rows replaced wholesale, headers, counts."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from models.i18n import format_date

Index = QModelIndex | QPersistentModelIndex
ID_ROLE = Qt.ItemDataRole.UserRole + 1  # the row's database id
SORT_ROLE = Qt.ItemDataRole.UserRole + 2  # numbers sort as numbers
NO_INDEX = QModelIndex()
R = TypeVar("R")


class RowTableModel(QAbstractTableModel, Generic[R]):
    """Rows of one type, replaced together by `set_rows`; subclasses give `headers()` (column
    titles, translated) and `data`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[R] = []
        self._titles: tuple[str, ...] | None = None

    def headers(self) -> Sequence[str]:
        raise NotImplementedError

    def titles(self) -> tuple[str, ...]:
        """`headers()`, worked out once: views ask for the column count for every cell."""
        if self._titles is None:
            self._titles = tuple(self.headers())
        return self._titles

    def set_rows(self, rows: Sequence[R]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row(self, index: int) -> R:
        return self._rows[index]

    def rows(self) -> Sequence[R]:
        return self._rows

    def rowCount(self, parent: Index = NO_INDEX) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = NO_INDEX) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.titles())

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.titles()[section]
        return None


class ColumnTableModel(RowTableModel[R]):
    """Read-only rows shown through a list of columns: (title, what a row shows). Numbers sort
    as numbers (SORT_ROLE); the row's id, when it has one, is under ID_ROLE."""

    def __init__(
        self,
        columns: Sequence[tuple[str, Callable[[R], Any]]],
        row_id: Callable[[R], int] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self.row_id = row_id

    def headers(self) -> Sequence[str]:
        return [title for title, _ in self.columns]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.row(index.row())
        if role == ID_ROLE:
            return self.row_id(row) if self.row_id else None
        value = self.columns[index.column()][1](row)
        if role == SORT_ROLE:
            return value
        if role == Qt.ItemDataRole.DisplayRole:
            if isinstance(value, dt.date):  # sorts as a date, reads as the language writes it
                return format_date(value)
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
