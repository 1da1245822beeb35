"""The campaign's settings dialog (league points, the bye, the Trench Crusade budget, and the
organiser's own content: scenarios, Glorious Deeds and the exploration table, TC-C7) and the
debts dialog (issue 37)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.catalog.catalog import Catalog
from models.i18n import format_percent
from models.ledger.campaigns import campaign_content
from models.table.errors import InvalidInput
from models.table.views import WarbandStatus, owed_text


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


class SettingsDialog(QDialog):
    """Name and organiser's notes; league points per result; for Trench Crusade the starting
    budget and threshold step, and the organiser's scenarios, deeds and exploration table."""

    def __init__(
        self,
        name: str,
        notes: str,
        current: dict[str, Any],
        trench: bool,
        parent: QWidget,
        catalog: Catalog | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("campaignSettingsDialog")
        self.setWindowTitle(self.tr("Campaign Settings"))
        self.name = QLineEdit(name)
        self.notes = QPlainTextEdit(notes)
        self.notes.setTabChangesFocus(True)
        self.notes.setMaximumHeight(self.notes.fontMetrics().height() * 4)
        league = QWidget()
        form = QFormLayout(league)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Organiser's notes:"), self.notes)
        self.points: dict[str, QSpinBox] = {}
        for key, label in (
            ("win", self.tr("Points for a &win:")),
            ("draw", self.tr("Points for a &draw:")),
            ("loss", self.tr("Points for a &loss:")),
        ):
            spin = QSpinBox()
            spin.setRange(-100, 100)
            spin.setValue(int(current["points"][key]))
            self.points[key] = spin
            form.addRow(label, spin)
        self.bye = QComboBox()
        self.bye.setAccessibleName(self.tr("A bye scores as"))
        for key, label in (
            ("win", self.tr("a win")),
            ("draw", self.tr("a draw")),
            ("loss", self.tr("a loss (no points)")),
        ):
            self.bye.addItem(label, key)
        self.bye.setCurrentIndex(max(0, self.bye.findData(current.get("bye", "win"))))
        form.addRow(self.tr("A &bye scores as:"), self.bye)
        self.trench = trench
        self.catalog = catalog
        self.budget, self.step = QSpinBox(), QSpinBox()
        for spin, key, label in (
            (self.budget, "starting_budget", self.tr("&Starting budget (ducats):")),
            (self.step, "threshold_step", self.tr("&Threshold rises per battle by:")),
        ):
            spin.setRange(0, 100000)
            spin.setSingleStep(50)
            spin.setValue(int(current[key]))
            if trench:
                form.addRow(label, spin)
        # The organiser's lists: one name a line.
        self.scenarios = QPlainTextEdit("\n".join(current.get("scenarios") or ()))
        self.deeds = QPlainTextEdit("\n".join(current.get("deeds") or ()))
        self.scenarios.setAccessibleName(self.tr("Scenarios"))
        self.deeds.setAccessibleName(self.tr("Glorious Deeds"))
        for edit in (self.scenarios, self.deeds):
            edit.setTabChangesFocus(True)
            edit.setPlaceholderText(self.tr("one a line"))
            edit.setMaximumHeight(edit.fontMetrics().height() * 5)
        lists = QHBoxLayout()
        for edit, label in (
            (self.scenarios, self.tr("S&cenarios:")),
            (self.deeds, self.tr("Glorious &Deeds:")),
        ):
            column = QVBoxLayout()
            title = QLabel(label)
            title.setBuddy(edit)
            column.addWidget(title)
            column.addWidget(edit)
            lists.addLayout(column)
        self.exploration = ExplorationEditor(current.get("exploration"), catalog, self)
        self.exploration.setVisible(trench)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept_if_valid)
        buttons.rejected.connect(self.reject)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(league)
        layout.addLayout(lists)
        layout.addWidget(self.exploration, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        fit_to_screen(self, 120, 44)

    def _accept_if_valid(self) -> None:
        """The table and the lists are checked here, so a mistake keeps what was typed."""
        try:
            changes = self.changes()
            for key in ("scenarios", "deeds"):
                campaign_content.check_names(changes[key], key)
            if self.trench:
                campaign_content.exploration_table(changes["exploration"], self.catalog)
        except InvalidInput as exc:
            self.problem.setText(str(exc))
            return
        self.accept()

    def changes(self) -> dict[str, Any]:
        changes: dict[str, Any] = {
            "points": {k: s.value() for k, s in self.points.items()},
            "bye": self.bye.currentData(),
            "scenarios": _lines(self.scenarios.toPlainText()),
            "deeds": _lines(self.deeds.toPlainText()),
        }
        if self.trench:
            changes["starting_budget"] = self.budget.value()
            changes["threshold_step"] = self.step.value()
            changes["exploration"] = self.exploration.table()
        return changes


class ExplorationEditor(QWidget):
    """TC-C7, TC-C8: the campaign's exploration table — its dice, and each location's table,
    results and what it gives — with each location's exact chance beside it. What a row does
    not show (a location's options, its own words, its id) is kept with it as it was."""

    COLUMNS = ("name", "table", "first", "last", "ducats", "glory", "items", "models", "skill")
    KEPT = ("options", "text", "key", "warband_skill")  # kept with the row, not edited here
    # TC-C8: the battles after which each table first opens (its chance is shown for those)
    FIRST_OPEN = {"common": 1, "rare": 6, "legendary": 10}

    def __init__(self, current: Any, catalog: Catalog | None, parent: QWidget) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.dice = QComboBox()
        self.dice.setAccessibleName(self.tr("Exploration dice"))
        self.dice.addItem(self.tr("(no exploration table)"), None)
        for dice in campaign_content.EXPLORATION_DICE:
            shown = (
                self.tr("3–6 D6 by battles fought (TC-C8)")
                if dice == campaign_content.BY_BATTLES
                else dice
            )
            self.dice.addItem(shown, dice)
        self.rows = QTableWidget(0, len(self.COLUMNS) + 1)
        self.rows.setObjectName("explorationTable")
        self.rows.setAccessibleName(self.tr("Exploration locations"))
        self.rows.setHorizontalHeaderLabels(
            [
                self.tr("Location"),
                self.tr("Table"),
                self.tr("From"),
                self.tr("To"),
                self.tr("Ducats"),
                self.tr("Glory"),
                self.tr("Items (; between)"),
                self.tr("Models (; between)"),
                self.tr("Skill"),
                self.tr("Chance"),
            ]
        )
        header = self.rows.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the location's name keeps a readable width in every language; the table scrolls
        # sideways rather than squeeze it under its heading
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.rows.setColumnWidth(
            0, max(header.sectionSizeHint(0), self.fontMetrics().averageCharWidth() * 22)
        )
        self.rows.verticalHeader().setVisible(False)
        add = QPushButton(self.tr("&Add Location"))
        add.clicked.connect(lambda: self.add_row({}))
        remove = QPushButton(self.tr("Re&move Location"))
        remove.clicked.connect(self.remove_row)
        self.note = QLabel()
        self.note.setWordWrap(True)
        top = QHBoxLayout()
        dice_label = QLabel(self.tr("E&xploration table, rolled with:"))
        dice_label.setBuddy(self.dice)
        top.addWidget(dice_label)
        top.addWidget(self.dice)
        top.addStretch(1)
        top.addWidget(add)
        top.addWidget(remove)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.rows, 1)
        layout.addWidget(self.note)
        if isinstance(current, dict):
            self.dice.setCurrentIndex(max(0, self.dice.findData(current.get("dice"))))
            for location in current.get("locations") or ():
                self.add_row(location)
        self.dice.currentIndexChanged.connect(self.show_odds)
        self.rows.itemChanged.connect(self.show_odds)
        self.show_odds()

    def _names(self, keys: Any, table: Any) -> str:
        return "; ".join(table[k].name if k in table else str(k) for k in keys or ())

    def add_row(self, location: dict[str, Any]) -> None:
        items = self.catalog.items if self.catalog else {}
        models = self.catalog.models if self.catalog else {}
        row = self.rows.rowCount()
        self.rows.blockSignals(True)
        self.rows.insertRow(row)
        shown = {
            "name": location.get("name", ""),
            "table": location.get("table", ""),
            "first": str(location.get("first", "")),
            "last": str(location.get("last", location.get("first", ""))),
            "ducats": str(location.get("ducats", 0)),
            "glory": str(location.get("glory", 0)),
            "items": self._names(location.get("items"), items),
            "models": self._names(location.get("models"), models),
            "skill": location.get("skill", ""),
        }
        for column, key in enumerate(self.COLUMNS):
            self.rows.setItem(row, column, QTableWidgetItem(shown[key]))
        for key in ("items", "models"):  # by their ids: two entries may share a name
            cell = self.rows.item(row, self.COLUMNS.index(key))
            assert cell is not None  # set just above
            cell.setData(Qt.ItemDataRole.UserRole, list(location.get(key) or ()))
        kept = {k: location[k] for k in self.KEPT if location.get(k)}
        name = self.rows.item(row, 0)
        assert name is not None  # set just above
        name.setData(Qt.ItemDataRole.UserRole, kept)
        name.setToolTip(self._kept_text(kept))
        self.rows.blockSignals(False)
        self.show_odds()

    def _kept_text(self, kept: dict[str, Any]) -> str:
        """What a row keeps beyond its columns, for its tooltip."""
        lines = [kept.get("text", "")]
        if kept.get("warband_skill"):
            lines.append(self.tr("Exploration skill: %s") % kept["warband_skill"])
        for option in kept.get("options") or ():
            said = option.get("text") or ""
            lines.append(
                self.tr("Option: %s") % option.get("name", "") + (f" — {said}" if said else "")
            )
        return "\n".join(line for line in lines if line)

    def remove_row(self) -> None:
        row = self.rows.currentRow()
        if row >= 0:
            self.rows.removeRow(row)
            self.show_odds()

    def _keys(self, text: str, table: Any, what: str, row: int) -> list[str]:
        """Names (or ids) typed between semicolons, as the catalog's ids."""
        keys = []
        by_name = {v.name.casefold(): k for k, v in table.items()}
        for name in (n.strip() for n in text.split(";")):
            if not name:
                continue
            key = name if name in table else by_name.get(name.casefold())
            if key is None:
                raise InvalidInput(
                    self.tr("exploration.locations[%d].%s: %s is not in the catalog")
                    % (row, what, repr(name))
                )
            keys.append(key)
        return keys

    def _cell_keys(self, row: int, what: str, table: Any) -> list[str]:
        """The ids of an items or models cell: those it was filled with while its text is
        unchanged, else the names typed."""
        cell = self.rows.item(row, self.COLUMNS.index(what))
        text = cell.text() if cell is not None else ""
        filled = cell.data(Qt.ItemDataRole.UserRole) if cell is not None else None
        if isinstance(filled, list) and text == self._names(filled, table):
            return [str(k) for k in filled]
        return self._keys(text, table, what, row)

    def _text(self, row: int, column: int) -> str:
        item = self.rows.item(row, column)
        return item.text() if item is not None else ""

    def _number(self, text: str) -> Any:
        text = text.strip()
        return int(text) if text.lstrip("-").isdigit() else text

    def table(self) -> dict[str, Any] | None:
        """The table as the campaign's setting; None: the campaign explores by hand."""
        dice = self.dice.currentData()
        if dice is None:
            return None
        items = self.catalog.items if self.catalog else {}
        models = self.catalog.models if self.catalog else {}
        locations = []
        for row in range(self.rows.rowCount()):
            cell = {key: self._text(row, c) for c, key in enumerate(self.COLUMNS)}
            name = self.rows.item(row, 0)
            kept = name.data(Qt.ItemDataRole.UserRole) if name is not None else None
            locations.append(
                {
                    **(kept or {}),
                    "name": cell["name"].strip(),
                    **({"table": cell["table"].strip()} if cell["table"].strip() else {}),
                    "first": self._number(cell["first"]),
                    "last": self._number(cell["last"] or cell["first"]),
                    "ducats": self._number(cell["ducats"] or "0"),
                    "glory": self._number(cell["glory"] or "0"),
                    "items": self._cell_keys(row, "items", items),
                    "models": self._cell_keys(row, "models", models),
                    "skill": cell["skill"].strip(),
                }
            )
        return {"dice": dice, "locations": locations}

    def show_odds(self) -> None:
        """Each location's exact chance in its row, once the table holds together."""
        self.rows.blockSignals(True)
        try:
            odds: dict[str, str] = {}
            try:
                table = campaign_content.exploration_table(self.table(), self.catalog)
            except InvalidInput as exc:
                table = None
                self.note.setText(str(exc))
            if table is not None and table.by_battles:
                self.note.setText(
                    self.tr(
                        "TC-C8: 3 to 6 D6 by the battles fought, matched exactly. Each chance "
                        "is the first the table opens: Common on 3D6 (battles 1–2), Rare on 5D6 "
                        "(6–9), Legendary on 6D6 (10 and more)."
                    )
                )
                for location in table.locations:
                    battles = self.FIRST_OPEN.get(location.table, 1)
                    chance = dict(table.odds(battles)).get(location, Fraction(0))
                    odds[location.name] = f"{chance} ({format_percent(float(chance), 1)})"
            elif table is not None:
                self.note.setText(self.tr("Every result finds a location."))
                for found, chance in table.odds():
                    shown = f"{chance} ({format_percent(float(chance), 1)})"
                    if found is None:
                        self.note.setText(self.tr("Finds nothing: %s") % shown)
                    else:
                        odds[found.name] = shown
            elif self.dice.currentData() is None:
                self.note.setText(
                    self.tr("No table: finds are entered by hand at the Exploration step.")
                )
            chance_column = len(self.COLUMNS)
            for row in range(self.rows.rowCount()):
                name = self._text(row, 0).strip()
                item = QTableWidgetItem(odds.get(name, "—"))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.rows.setItem(row, chance_column, item)
        finally:
            self.rows.blockSignals(False)


class DebtDialog(QDialog):
    """A warband borrows or pays back, ducats or glory (issue 37 §5)."""

    def __init__(self, status: WarbandStatus, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("debtDialog")
        self.setWindowTitle(self.tr("Debts of %s") % status.warband)
        owes = owed_text(status.ducat_debt, status.glory_debt)
        summary = QLabel(
            self.tr("Banks: %d ducats, %d glory. Owes: %s.")
            % (
                status.ducat_bank,
                status.glory_bank,
                owes or self.tr("nothing"),
            )
        )
        summary.setWordWrap(True)
        self.amount = QSpinBox()
        self.amount.setRange(1, campaign_content.MAX_DUCATS)
        self.amount.setAccessibleName(self.tr("Amount"))
        self.currency = QComboBox()
        self.currency.setAccessibleName(self.tr("Currency"))
        self.currency.addItem(self.tr("ducats"), "ducats")
        self.currency.addItem(self.tr("glory"), "glory")
        self.borrow = QPushButton(self.tr("&Borrow"))
        self.pay = QPushButton(self.tr("&Pay Back"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(summary)
        form.addRow(self.tr("&Amount:"), self.amount)
        form.addRow(self.tr("&In:"), self.currency)
        actions = QHBoxLayout()
        actions.addWidget(self.borrow)
        actions.addWidget(self.pay)
        actions.addStretch(1)
        actions.addWidget(close)
        form.addRow(actions)
