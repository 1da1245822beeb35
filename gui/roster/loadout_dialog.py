"""The member panel's Compare Weapons… and Compare Armour…: every weapon of the armoury in the
member's hands against a target, or every armour and shield on the member against an
attacker — the exact odds the attack wizard would show (models/ledger/rosters/loadouts.py), per 10
of the faction's currency, sortable, with a bar chart of the column chosen.

The other side is a model of another warband of the system, or a generic one: a model type's
bare profile, and for Trench Crusade a target whose armour, Down and TOUGH (or an attacker whose
characteristic and kind of attack) are set here.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.odds_chart import OddsChart
from gui.widgets.table_model import SORT_ROLE, Index, RowTableModel
from models.catalog.catalog import Catalog
from models.db import Database
from models.i18n import format_number, format_percent, tr
from models.ledger.profiles import profile_of
from models.ledger.rosters import roster
from models.ledger.rosters.loadouts import (
    Comparison,
    Measured,
    Opponent,
    bare_model,
    compare_armour,
    compare_weapons,
    generic_opponents,
    opponents,
)
from models.rules.system import fraction_text
from models.table.declaration import WeaponChoice
from models.table.errors import LedgerError
from models.table.views import WarbandView

WEAPONS, ARMOUR = "weapons", "armour"
PER = 10  # values are also shown per 10 of the currency (ducats, points)
GENERIC_TC = "generic"  # the combo's data for a generic opponent set by hand (Trench Crusade)
WARNED = QColor(200, 120, 0)  # the picker's warning colour, readable in both themes


class ComparisonModel(RowTableModel[Measured]):
    """A row per option: its name, cost, LIMIT left, hands, warnings, then each value of the
    comparison and each per 10 of the currency."""

    FIXED = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.comparison = Comparison((), (), ())
        self.currency = ""

    def set_comparison(self, comparison: Comparison, currency: str) -> None:
        self.comparison, self.currency = comparison, currency
        self._titles = None
        self.set_rows(comparison.rows)

    def per_cost(self) -> list[int]:
        """The value columns also shown per 10 of the currency, by their index."""
        return [i for i, shown in enumerate(self.comparison.per_cost) if shown]

    def headers(self) -> list[str]:
        per = self.tr("per %1 %2").replace("%1", str(PER)).replace("%2", tr(self.currency))
        columns = self.comparison.columns
        return [
            self.tr("Option"),
            self.tr("Cost"),
            self.tr("LIMIT left"),
            self.tr("Hands"),
            self.tr("Warnings"),
            *columns,
            *(f"{columns[i]} {per}" for i in self.per_cost()),
        ]

    def source(self, column: int) -> tuple[int, bool]:
        """(the value's index, whether it is shown per cost) of a value column."""
        index = column - self.FIXED
        count = len(self.comparison.columns)
        return (index, False) if index < count else (self.per_cost()[index - count], True)

    def value(self, row: Measured, column: int) -> Fraction | None:
        """A value column's exact value (per cost: divided by the cost, times 10); None for an
        option in another currency than the faction's, or free."""
        index, per_cost = self.source(column)
        if not per_cost:
            return row.values[index]
        cost = row.option.cost
        if cost.currency != self.currency or cost.amount <= 0:
            return None
        return row.values[index] * PER / cost.amount

    def text(self, column: int, value: Fraction | None) -> str:
        """A chance as a percentage (per 10 of the currency too), an expectation as a number."""
        if value is None:
            return "–"
        index, _per_cost = self.source(column)
        if self.comparison.probability[index]:
            return format_percent(float(value))
        return format_number(float(value), 2)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self.row(index.row()), index.column()
        option = row.option
        if column < self.FIXED:
            carried = self.tr("carried")
            shown: list[Any] = [
                ("⚠ " if option.warnings else "")
                + row.label
                + (f" — {carried}" if option.carried else ""),
                str(option.cost),
                "∞" if option.left is None else str(option.left),
                str(option.item.hands) if option.item.hands else "–",
                ", ".join(option.rules),
            ]
            sort: list[Any] = [
                row.label.casefold(),
                # the faction's currency first, then the rest (glory): one number for Qt
                option.cost.amount + (0 if option.cost.currency == self.currency else 10**6),
                option.left if option.left is not None else 10**9,
                option.item.hands,
                ", ".join(option.rules),
            ]
            if role == Qt.ItemDataRole.DisplayRole:
                return shown[column]
            if role == SORT_ROLE:
                return sort[column]
            if role == Qt.ItemDataRole.ToolTipRole and column in (0, 4) and option.warnings:
                return "\n".join(option.warnings)
            if role == Qt.ItemDataRole.ForegroundRole and option.warnings and column in (0, 4):
                return WARNED
            return None
        value = self.value(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(column, value)
        if role == SORT_ROLE:
            return float(value) if value is not None else -1.0
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and value is not None:
            return f"{fraction_text(value)} = {float(value):.4g}"
        return None


class LoadoutDialog(QDialog):
    """Compare the armoury's weapons (mode WEAPONS) or armour (mode ARMOUR) for one member."""

    def __init__(
        self,
        database: Database,
        catalog: Catalog,
        view: WarbandView,
        member_id: int,
        mode: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("loadoutDialog")
        self.catalog, self.view, self.member_id, self.mode = catalog, view, member_id, mode
        self.member = view.member(member_id)
        self.rules = profile_of(view.system).attack
        title = self.tr("Compare Weapons: %s") if mode == WEAPONS else self.tr("Compare Armour: %s")
        self.setWindowTitle(title % self.member.name)
        self.database = database
        self.currency = _currency(catalog, view)

        # -- the other side ------------------------------------------------------------
        self.opponent = QComboBox()
        self.opponent.setAccessibleName(
            self.tr("Target") if mode == WEAPONS else self.tr("Attacker")
        )
        self.opponent.setMaxVisibleItems(20)
        # A generic opponent, or another warband of the system (its models listed once it is
        # chosen: a league's database holds thousands of warbands, none read until then).
        if self.rules.hand_set_opponent:
            self.opponent.addItem(
                self.tr("A generic target (set below)")
                if mode == WEAPONS
                else self.tr("A generic attacker (set below)"),
                GENERIC_TC,
            )
        else:
            for opponent in generic_opponents(catalog):
                self.opponent.addItem(opponent.label, opponent)
        for w in roster.list_warbands(database):
            if (w.system, w.edition) == (view.system, view.edition) and w.id != view.id:
                self.opponent.addItem(w.name, w.id)
        self.figure = QComboBox()  # the chosen warband's model
        self.figure.setAccessibleName(self.tr("Model"))
        self._fielded: dict[int, list[Opponent]] = {}  # warband id → its models, read once
        self.weapon = QComboBox()  # the attacker's weapon (Compare Armour)
        self.weapon.setAccessibleName(self.tr("The attacker's weapon"))
        # Trench Crusade's generic opponent, set by hand
        self.armour = QComboBox()
        self.armour.setAccessibleName(self.tr("The target's armour"))
        for value in (0, -1, -2, -3):
            self.armour.addItem(str(value) if value else "0", value)
        self.down = QCheckBox(self.tr("&Down"))
        self.tough = QCheckBox(self.tr("&TOUGH"))
        self.characteristic = QSpinBox()
        self.characteristic.setRange(-3, 6)
        self.characteristic.setValue(1)
        self.characteristic.setPrefix("+")
        self.characteristic.setAccessibleName(self.tr("The attacker's characteristic"))
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Kind of attack"))
        for kind in ("ranged", "melee"):
            self.kind.addItem(tr(kind), kind)
        self.generic_row = QWidget()
        generic = QHBoxLayout(self.generic_row)
        generic.setContentsMargins(0, 0, 0, 0)
        if mode == WEAPONS:
            generic.addWidget(QLabel(self.tr("Armour:")))
            generic.addWidget(self.armour)
            generic.addWidget(self.down)
            generic.addWidget(self.tough)
        else:
            generic.addWidget(QLabel(self.tr("Characteristic:")))
            generic.addWidget(self.characteristic)
            generic.addWidget(self.kind)
        generic.addStretch(1)
        form = QFormLayout()
        form.addRow(
            self.tr("&Against:") if mode == WEAPONS else self.tr("&Attacker:"), self.opponent
        )
        self.figure_label = QLabel(self.tr("&Model:"))
        self.figure_label.setBuddy(self.figure)
        form.addRow(self.figure_label, self.figure)
        self.weapon_label = QLabel(self.tr("&Weapon:"))
        self.weapon_label.setBuddy(self.weapon)
        form.addRow(self.weapon_label, self.weapon)
        form.addRow("", self.generic_row)
        self.chart_column = QComboBox()
        self.chart_column.setAccessibleName(self.tr("What the chart shows"))
        form.addRow(self.tr("C&hart:"), self.chart_column)

        self.caption = QLabel()
        self.caption.setObjectName("loadoutCaption")
        self.caption.setWordWrap(True)
        self.model = ComparisonModel(self)
        self.sorted = QSortFilterProxyModel(self)
        self.sorted.setSourceModel(self.model)
        self.sorted.setSortRole(SORT_ROLE)
        self.table = QTableView()
        self.table.setObjectName("loadoutTable")
        self.table.setAccessibleName(self.tr("Each option compared"))
        self.table.setModel(self.sorted)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.chart = OddsChart()
        self.chart.setAccessibleName(self.tr("The chosen column for each option"))
        chart_scroll = QScrollArea()
        chart_scroll.setWidget(self.chart)
        chart_scroll.setWidgetResizable(True)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(chart_scroll)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.caption)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)

        self.opponent.currentIndexChanged.connect(self._warband_chosen)
        self.figure.currentIndexChanged.connect(self._opponent_chosen)
        for widget in (self.armour, self.kind, self.weapon):
            widget.currentIndexChanged.connect(self.refresh)
        for box in (self.down, self.tough):
            box.toggled.connect(self.refresh)
        self.characteristic.valueChanged.connect(self.refresh)
        self.chart_column.currentIndexChanged.connect(self._chart)
        self.sorted.layoutChanged.connect(self._chart)
        screen = QGuiApplication.primaryScreen().availableGeometry()
        self.resize(min(1100, screen.width() - 80), min(720, screen.height() - 80))
        self._warband_chosen()
        # the most telling column first: Down or worse (armour: how much it lowers it), highest
        self.table.sortByColumn(ComparisonModel.FIXED + 1, Qt.SortOrder.DescendingOrder)
        self.splitter.setSizes([self.height() * 11 // 20, self.height() * 9 // 20])

    # -- the other side ------------------------------------------------------------------
    def chosen(self) -> Opponent | None:
        data = self.opponent.currentData()
        if data is None:
            return None
        if isinstance(data, Opponent):  # a model type's bare profile
            return data
        if isinstance(data, int):  # a warband: the model chosen in it
            figure = self.figure.currentData()
            return figure if isinstance(figure, Opponent) else None
        bare = bare_model(self.catalog, self.member.model_key)
        if self.mode == WEAPONS:
            values = {
                "armour": int(self.armour.currentData()),
                "target_down": self.down.isChecked(),
                "tough": self.tough.isChecked(),
            }
            return Opponent(bare, self.opponent.currentText(), True, values)
        values = {"characteristic": self.characteristic.value(), "attack": self.kind.currentData()}
        return Opponent(bare, self.opponent.currentText(), True, values)

    def _warband_chosen(self) -> None:
        """A warband chosen: its models listed (read from the database the first time)."""
        data = self.opponent.currentData()
        warband = isinstance(data, int) and not isinstance(data, bool)
        self.figure.blockSignals(True)
        self.figure.clear()
        if warband:
            if data not in self._fielded:
                self._fielded[data] = opponents([roster.get_warband(self.database, data)])
            for opponent in self._fielded[data]:
                self.figure.addItem(opponent.member.name, opponent)
        self.figure.blockSignals(False)
        self.figure.setVisible(warband)
        self.figure_label.setVisible(warband)
        self._opponent_chosen()

    def _opponent_chosen(self) -> None:
        opponent = self.chosen()
        generic = self.opponent.currentData() == GENERIC_TC
        self.generic_row.setVisible(generic)
        armour = self.mode == ARMOUR and not generic  # an attacker with weapons to choose
        self.weapon.blockSignals(True)
        self.weapon.clear()
        if armour and opponent is not None:
            for weapon in self.rules.weapons(self.catalog, opponent.member):
                self.weapon.addItem(f"{weapon.name} ({tr(weapon.kind)})", weapon)
        self.weapon.blockSignals(False)
        self.weapon.setVisible(armour)
        self.weapon_label.setVisible(armour)
        self.refresh()

    # -- the comparison ------------------------------------------------------------------
    def refresh(self) -> None:
        opponent = self.chosen()
        if opponent is None:
            self.caption.setText(self.tr("No model to compare against."))
            self.model.set_comparison(Comparison((), (), ()), self.currency)
            self._chart()
            return
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            if self.mode == WEAPONS:
                comparison = compare_weapons(self.catalog, self.view, self.member_id, opponent)
            else:
                weapon: WeaponChoice | None = self.weapon.currentData()
                comparison = compare_armour(
                    self.catalog, self.view, self.member_id, opponent, weapon
                )
        except LedgerError as exc:
            self.caption.setText(str(exc))
            self.model.set_comparison(Comparison((), (), ()), self.currency)
            self._chart()
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.model.set_comparison(comparison, self.currency)
        self.caption.setText(self._caption(comparison))
        chosen = self.chart_column.currentText()
        self.chart_column.blockSignals(True)
        self.chart_column.clear()
        for i, (label, chance) in enumerate(
            zip(comparison.columns, comparison.probability, strict=True)
        ):
            if chance:
                self.chart_column.addItem(label, i)
        default = 1 if self.chart_column.count() > 1 else 0  # Down or worse; Lowered by
        found = self.chart_column.findText(chosen)
        self.chart_column.setCurrentIndex(found if found >= 0 else default)
        self.chart_column.blockSignals(False)
        self._chart()

    def _caption(self, comparison: Comparison) -> str:
        if not comparison.rows:
            return (
                self.tr("No weapon in this faction's armoury.")
                if self.mode == WEAPONS
                else self.tr("No armour or shield in this faction's armoury.")
            )
        if self.mode == WEAPONS:
            return (
                self.tr(
                    "Each weapon of the armoury in %1's hands, as the attack wizard would start "
                    "the attack: exact chances, and the same per %2 %3. ⚠: buying it would raise "
                    "a roster warning (never enforced)."
                )
                .replace("%1", self.member.name)
                .replace("%2", str(PER))
                .replace("%3", tr(self.currency))
            )
        baseline = comparison.baseline or Fraction(0)
        return (
            self.tr(
                "%1 as %2 stands: %3. Each armour and shield in place of what it wears of the same "
                "kind: the chance with it, how much it lowers it, and that per %4 %5."
            )
            .replace("%1", comparison.columns[0])
            .replace("%2", self.member.name)
            .replace("%3", format_percent(float(baseline)))
            .replace("%4", str(PER))
            .replace("%5", tr(self.currency))
        )

    def _chart(self) -> None:
        index = self.chart_column.currentData()
        if index is None:
            self.chart.set_odds([], [])
            return
        rows = [
            self.model.row(self.sorted.mapToSource(self.sorted.index(r, 0)).row())
            for r in range(self.sorted.rowCount())
        ]
        self.chart.set_odds([(row.label, row.values[int(index)]) for row in rows], [])


def _currency(catalog: Catalog, view: WarbandView) -> str:
    """The currency most of the faction's armoury is priced in (ducats, points)."""
    faction = catalog.factions.get(view.faction_key)
    counts: dict[str, int] = {}
    for entry in faction.armoury if faction is not None else ():
        counts[entry.cost.currency] = counts.get(entry.cost.currency, 0) + 1
    return max(counts, key=lambda c: counts[c]) if counts else "ducats"
