"""Searchable pickers: a model type to recruit, an item from the faction's armoury, an upgrade.

Each is a dialog with a search field over a table (typing filters at once; Enter or a
double-click chooses). The equipment picker shows, per item, what it would cost, how many the
LIMIT leaves, the hands it takes, and the warnings buying it would raise for this member —
shown, never enforced.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.table_model import ID_ROLE, SORT_ROLE, RowTableModel
from models.catalog.catalog import Catalog, Upgrade
from models.catalog.effects import Holder, Played
from models.catalog.modifiers import item_effects
from models.i18n import tr
from models.ledger.profiles import changes_from
from models.ledger.rosters.loadouts import armoury_options
from models.ledger.rosters.roster import CHOICE
from models.table.views import MemberView, Named, WarbandView

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


@dataclass(frozen=True)
class Row:
    key: str
    cells: tuple[str, ...]
    sort: tuple[Any, ...]
    details: str  # shown under the table for the current row
    warning: str = ""


class RowsModel(RowTableModel[Row]):
    """A picker's rows: text cells, a sort key per cell, the catalog id in ID_ROLE."""

    def __init__(self, headers: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)

    def headers(self) -> tuple[str, ...]:
        return self._headers

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.row(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            return row.cells[index.column()]
        if role == SORT_ROLE:
            return row.sort[index.column()]
        if role == ID_ROLE:
            return row.key
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.warning or row.details
        return None


class _SearchField(QLineEdit):
    """Up and Down move through the table while the cursor stays in the search field."""

    def __init__(self, table: QTableView) -> None:
        super().__init__()
        self._table = table

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            self._table.keyPressEvent(event)
            return
        super().keyPressEvent(event)


class _RankedProxy(QSortFilterProxyModel):
    """While the user types, rows whose name starts with the text come first, then names
    that contain it, then rows matched only in another column (a keyword, a category); each
    group in the order of the column sorted by."""

    text = ""

    def _rank(self, row: int) -> int:
        name = str(self.sourceModel().index(row, 0).data() or "").lstrip("⚠ ").casefold()
        wanted = self.text.casefold()
        return 0 if name.startswith(wanted) else 1 if wanted in name else 2

    def lessThan(  # noqa: N802 (Qt's name)
        self,
        left: QModelIndex | QPersistentModelIndex,
        right: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        if self.text:
            ranks = self._rank(left.row()), self._rank(right.row())
            if ranks[0] != ranks[1]:
                ascending = self.sortOrder() == Qt.SortOrder.AscendingOrder
                return (ranks[0] < ranks[1]) == ascending
        return bool(super().lessThan(left, right))


class PickerDialog(QDialog):
    """A search field over a sortable table of rows; `chosen()` is the picked row's key."""

    def __init__(
        self, title: str, headers: Sequence[str], rows: Sequence[Row], parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.model = RowsModel(headers, self)
        self.model.set_rows(rows)
        self.proxy = _RankedProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)  # any column: name, keywords, category …
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setAccessibleName(title)
        self.table.doubleClicked.connect(self.accept)
        self.search = _SearchField(self.table)
        self.search.setPlaceholderText(self.tr("Type to filter…"))
        self.search.setAccessibleName(self.tr("Filter"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setMinimumHeight(self.fontMetrics().height() * 3)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.buttons)
        self.table.selectionModel().currentRowChanged.connect(self._show_details)
        self._select_first()
        self.search.setFocus()
        self._fit_to_table()

    def _fit_to_table(self) -> None:
        """As wide as the table's columns need, within the screen."""
        self.table.resizeColumnsToContents()
        columns = sum(self.table.columnWidth(c) for c in range(self.model.columnCount()))
        wanted = columns + self.table.verticalScrollBar().sizeHint().width() + 48
        room = int(self.screen().availableGeometry().width() * 0.9) if self.screen() else wanted
        parent = self.parentWidget()
        if parent is not None:  # a window wider than the screen says (offscreen)
            room = max(room, parent.window().width())
        width = min(wanted, room)
        self.resize(
            max(width, self.fontMetrics().averageCharWidth() * 80), self.fontMetrics().height() * 32
        )

    def _filter(self, text: str) -> None:
        self.proxy.text = text.strip()
        self.proxy.setFilterFixedString(text)
        self.proxy.invalidate()  # the ranking follows the text
        self._select_first()

    def _select_first(self) -> None:
        """Highlight the first row only when Enter should take it: its name matches what was
        typed and taking it breaks no rule. Otherwise nothing is highlighted and Enter does
        nothing until the user picks a row (arrow keys or a click)."""
        self.table.clearSelection()
        self.table.setCurrentIndex(QModelIndex())
        if not self.proxy.rowCount():
            self.details.setText(self.tr("Nothing matches."))
        else:
            first = self.model.row(self.proxy.mapToSource(self.proxy.index(0, 0)).row())
            typed = self.proxy.text.casefold()
            if typed and typed not in str(first.cells[0]).casefold():
                self.details.setText(
                    self.tr(
                        "No name matches; rows matched by another column are listed: ↓ or a "
                        "click picks one."
                    )
                )
            elif first.warning:
                self.details.setText(
                    self.tr("⚠ The first row breaks a rule: ↓ or a click picks it anyway.")
                    + f"\n⚠ {first.warning}"
                )
            else:
                self.table.setCurrentIndex(self.proxy.index(0, 0))
        self._enable_ok()

    def _enable_ok(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            self.table.currentIndex().isValid()
        )

    def _show_details(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._enable_ok()
        if current.isValid():
            row = self.model.row(self.proxy.mapToSource(current).row())
            text = row.details + (f"\n⚠ {row.warning}" if row.warning else "")
            self.details.setText(text)

    def chosen(self) -> str | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return str(self.proxy.data(index, ID_ROLE))


def profile_text(catalog: Catalog, model_key: str, played: Played | None = None) -> str:
    values = played.profile if played is not None else catalog.models[model_key].profile
    return "  ".join(f"{tr(f.label)} {f.format(values.get(f.key))}" for f in catalog.rules.profile)


def model_rows(catalog: Catalog, view: WarbandView) -> list[Row]:
    """Every model type the warband's faction may recruit (and the open mercenaries), each as
    it would play in this warband: its name, profile and keywords (a House of Wisdom's Azeb is
    a Kavass)."""
    holdings = view.as_roster().holdings(catalog)
    counts: dict[str, int] = {}
    for m in view.members:
        if m.status != "dead":
            counts[m.model_key] = counts.get(m.model_key, 0) + 1
    rows = []
    for entry in catalog.recruitable(view.faction_key):
        model = catalog.models[entry.model]
        played = catalog.played(Holder(entry.model), holdings)
        name, keywords = played.name, played.keywords
        have = counts.get(entry.model, 0)
        limit = "∞" if entry.max is None else str(entry.max)
        flags = [
            text for text, on in (("captain", entry.captain), ("mercenary", entry.mercenary)) if on
        ]
        full = entry.max is not None and have >= entry.max
        comes_with = ", ".join(
            catalog.items[key].name
            for key in catalog.mandatory_items(entry.model)
            if key in catalog.items
        )
        details = (
            f"{name}: {profile_text(catalog, entry.model, played)}. "
            + (
                QCoreApplication.translate("PickerDialog", "Comes with: %s.") % comes_with + " "
                if comes_with
                else ""
            )
            + f"Keywords: {', '.join(keywords) or '–'}. "
            f"Abilities: {', '.join(model.abilities) or '–'}."
        )
        rows.append(
            Row(
                key=entry.model,
                cells=(
                    name,
                    str(entry.cost),
                    comes_with or "–",
                    f"{entry.min}–{limit} (have {have})",
                    profile_text(catalog, entry.model, played),
                    ", ".join([*flags, *keywords]),
                ),
                sort=(name.casefold(), entry.cost.amount, comes_with, have, "", ""),
                details=details,
                warning=(
                    QCoreApplication.translate(
                        "PickerDialog", "Already %1: at most %2 (RC-3 min/max)"
                    )
                    .replace("%1", str(have))
                    .replace("%2", str(entry.max))
                    if full
                    else ""
                ),
            )
        )
    return rows


def item_rows(catalog: Catalog, view: WarbandView, member: MemberView) -> list[Row]:
    """The faction's armoury, each item with what giving it to `member` would do
    (models/ledger/rosters/loadouts.py: cost, LIMIT left, hands, the warnings it would raise)."""
    rows = []
    for option in armoury_options(catalog, view, member):
        item = option.item
        left = "∞" if option.left is None else str(option.left)
        hands = item.hands
        effects = item_effects(item)
        reach = f'{item.range}"' if item.range else ""
        changes = changes_from(catalog, member, items=[Named(item.id, item.name)])
        details = (
            f"{item.name} ({item.category}"
            + (f", {reach}" if reach else "")
            + f"). Keywords: {', '.join(item.keywords) or '–'}."
            + (f" {'; '.join(effects)}." if effects else "")
            + (
                " "
                + QCoreApplication.translate("PickerDialog", "On %1: %2.")
                .replace("%1", member.name)
                .replace("%2", ", ".join(changes))
                if changes
                else ""
            )
        )
        rows.append(
            Row(
                key=item.id,
                cells=(
                    ("⚠ " if option.warnings else "") + item.name,
                    # the rules it would break, beside the name so that no screen cuts it off
                    # (what each says is in the tooltip and below)
                    ", ".join(option.rules),
                    item.category,
                    reach,
                    "; ".join(effects),
                    ", ".join(item.keywords),
                    str(option.cost),
                    left,
                    str(hands) if hands else "–",
                ),
                sort=(
                    item.name.casefold(),
                    ", ".join(option.rules),
                    item.category,
                    item.range or 0,
                    "; ".join(effects),
                    ", ".join(item.keywords),
                    option.cost.amount,
                    left,
                    hands,
                ),
                details=details,
                warning="; ".join(option.warnings),
            )
        )
    return rows


def upgrade_rows(catalog: Catalog, member: MemberView) -> list[Row]:
    """The upgrades a member may take, as the data shapes them: one that needs a choice (a
    Legionnaire's Ranged or Melee) a row per option, its options never alone; one name once
    (the data may list it twice); a campaign's reward marked, never bought; beside each, what
    it would change of the model as it plays."""
    have = {u.key for u in member.upgrades}
    rows: list[Row] = []
    seen: set[tuple[str, str]] = set()
    for upgrade in catalog.upgrades_for(member.model_key):
        if upgrade.id in have or upgrade.option_of is not None:
            continue
        if (upgrade.name, str(upgrade.cost)) in seen:
            continue  # the same upgrade twice in the data: one row
        seen.add((upgrade.name, str(upgrade.cost)))
        options = [catalog.upgrades[o] for o in upgrade.options if o in catalog.upgrades]
        choices: list[Upgrade | None] = [*options] if options else [None]
        for option in choices:
            taken = [upgrade] if option is None else [upgrade, option]
            name = upgrade.name if option is None else f"{upgrade.name}: {option.name}"
            changes = changes_from(catalog, member, upgrades=[Named(u.id, u.name) for u in taken])
            campaign = upgrade.campaign == "exploration"
            cost = (
                QCoreApplication.translate("PickerDialog", "found by exploration")
                if campaign
                else str(upgrade.cost)
            )
            rows.append(
                Row(
                    key=CHOICE.join(u.id for u in taken),
                    cells=(name, cost, ", ".join(changes) or "–"),
                    sort=(name.casefold(), upgrade.cost.amount, ", ".join(changes)),
                    details=f"{name}: {cost}"
                    + (f". {', '.join(changes)}" if changes else "")
                    + (f" (through {', '.join(upgrade.granted_by)})" if upgrade.granted_by else ""),
                    warning=QCoreApplication.translate(
                        "PickerDialog",
                        "A campaign's reward: found by the Exploration step, never bought",
                    )
                    if campaign
                    else "",
                )
            )
    return rows
