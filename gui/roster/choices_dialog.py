"""What a warband chose or found as a whole (issue 48): its warband-level choices (the Court's
Seven Deadly Sins, a Battlefield Title, a variant's picks) and the finds of its exploration (a
Book of Golems, which the roster's limits count). One row each: kind, what it was chosen for,
its name; rows added, changed or removed, then stored as one edit."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.catalog.catalog import Catalog
from models.catalog.validation import Choice
from models.table.views import WarbandView

KIND, GROUP, NAME = range(3)


def kind_title(kind: str) -> str:
    if kind == "find":
        return QCoreApplication.translate("ChoicesDialog", "Find")
    return QCoreApplication.translate("ChoicesDialog", "Choice")


def choices_text(view: WarbandView) -> str:
    """The choices in one line for the editor's header, beside "Choices:" ("—" when none);
    the finds as printed."""
    lines = view.choices_lines()
    chosen = "; ".join(str(c) for c in view.choices if c.kind == "choice")
    finds = lines[-1:] if view.finds else []
    return " · ".join([chosen] * bool(chosen) + finds) or "—"


class ChoicesDialog(QDialog):
    """`choices()`: the rows as the warband's choices, once accepted."""

    def __init__(self, view: WarbandView, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choices and Finds of %1").replace("%1", view.name))
        self.keys: dict[int, str | None] = {}  # a row's id in the file it came from
        self.finds = sorted(
            {catalog.name_of(t) for t in catalog.record_ids if t.startswith("find:")}
        )
        self.table = QTableWidget(0, 3)
        self.table.setAccessibleName(self.tr("Choices and finds"))
        self.table.setHorizontalHeaderLabels([self.tr("Kind"), self.tr("For"), self.tr("Name")])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(GROUP, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for choice in view.choices:
            self._add_row(choice)
        explain = QLabel(
            self.tr(
                "A choice of the whole warband (a sin, a title, a variant's pick) is kept, shown "
                "and printed. A find of its exploration counts for the roster's limits (a "
                "Homunculus needs the Book of Golems)."
            )
        )
        explain.setWordWrap(True)
        add_choice = QPushButton(self.tr("Add &Choice"))
        add_choice.clicked.connect(lambda: self._add_row(Choice("choice", ""), edit=True))
        add_find = QPushButton(self.tr("Add &Find"))
        menu = QMenu(add_find)  # the finds the catalog's effects and limits know, or another
        for found in self.finds:
            action = menu.addAction(found)
            action.triggered.connect(
                lambda _=False, found=found: self._add_row(Choice("find", found))
            )
        menu.addSeparator()
        menu.addAction(self.tr("Other…"), lambda: self._add_row(Choice("find", ""), edit=True))
        add_find.setMenu(menu)
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.clicked.connect(self._remove_row)
        row_buttons = QHBoxLayout()
        for button in (add_choice, add_find, self.remove_button):
            row_buttons.addWidget(button)
        row_buttons.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explain)
        layout.addWidget(self.table, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(self.buttons)
        fit_to_screen(self, 70, 22)

    def _add_row(self, choice: Choice, edit: bool = False) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        kind = QComboBox()
        kind.setAccessibleName(self.tr("Kind"))
        kind.addItem(kind_title("choice"), "choice")
        kind.addItem(kind_title("find"), "find")
        kind.setCurrentIndex(max(0, kind.findData(choice.kind)))
        self.table.setCellWidget(row, KIND, kind)
        group = choice.group or (self.tr("Exploration") if choice.kind == "find" else "")
        self.table.setItem(row, GROUP, QTableWidgetItem(group))
        name = QTableWidgetItem(choice.name)
        name.setData(Qt.ItemDataRole.UserRole, choice.key)  # the other tool's id, kept
        self.table.setItem(row, NAME, name)
        self.table.resizeColumnToContents(KIND)
        if edit:
            self.table.setCurrentCell(row, NAME)
            self.table.editItem(name)

    def _remove_row(self) -> None:
        rows = sorted({index.row() for index in self.table.selectedIndexes()}, reverse=True)
        for row in rows or [self.table.currentRow()]:
            if row >= 0:
                self.table.removeRow(row)

    def choices(self) -> tuple[Choice, ...]:
        found = []
        for row in range(self.table.rowCount()):
            kind = self.table.cellWidget(row, KIND)
            name_item = self.table.item(row, NAME)
            group_item = self.table.item(row, GROUP)
            name = name_item.text().strip() if name_item else ""
            if not name or not isinstance(kind, QComboBox):
                continue  # a row left empty is no choice
            key = name_item.data(Qt.ItemDataRole.UserRole) if name_item else None
            found.append(
                Choice(
                    str(kind.currentData()),
                    name,
                    group_item.text().strip() if group_item else "",
                    str(key) if key else None,
                )
            )
        return tuple(found)
