"""The part every list-like table model shares: rows replaced wholesale, headers, counts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex
NO_INDEX = QModelIndex()
R = TypeVar("R")


class RowTableModel(QAbstractTableModel, Generic[R]):
    """Rows of one type, replaced together by `set_rows`; subclasses give `headers()` (column
    titles, translated) and `data`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[R] = []

    def headers(self) -> Sequence[str]:
        raise NotImplementedError

    def set_rows(self, rows: Sequence[R]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row(self, index: int) -> R:
        return self._rows[index]

    def rowCount(self, parent: Index = NO_INDEX) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = NO_INDEX) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.headers())

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None
