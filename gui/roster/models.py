"""Table models of the Rosters area: the warband list and a warband's members.

One QAbstractTableModel per table, with column constants and custom roles; both are plain
views over ledger results (frozen dataclasses), replaced wholesale when the data changes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)

from gui.widgets.table_model import ID_ROLE, SORT_ROLE, RowTableModel
from models.catalog.catalog import Catalog, ProfileField
from models.i18n import tr
from models.ledger.profiles import effective
from models.table.views import MemberView, WarbandSummary, WarbandView

SYSTEM_ROLE = Qt.ItemDataRole.UserRole + 3
FACTION_ROLE = Qt.ItemDataRole.UserRole + 4
CAMPAIGN_ROLE = Qt.ItemDataRole.UserRole + 5

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


def money(costs: Mapping[str, int], currencies: Sequence[str], every: bool = False) -> str:
    """ "85 ducats + 2 glory": the first currency always, the others when used (or `every`)."""
    parts = [
        f"{costs.get(c, 0)} {tr(c)}"
        for i, c in enumerate(currencies)
        if i == 0 or every or costs.get(c, 0)
    ]
    return " + ".join(parts)


class WarbandListModel(RowTableModel[WarbandSummary]):
    NAME, SYSTEM, FACTION, CAMPAIGN, COST, MODELS, WARNINGS = range(7)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factions: Mapping[tuple[str, str], str] = {}
        self._campaigns: Mapping[int, str] = {}
        self._systems: Mapping[str, str] = {}
        self._order = (self.NAME, Qt.SortOrder.AscendingOrder)

    def headers(self) -> tuple[str, ...]:
        return (
            self.tr("Name"),
            self.tr("System"),
            self.tr("Faction"),
            self.tr("Campaign"),
            self.tr("Cost"),
            self.tr("Models"),
            self.tr("Warnings"),
        )

    def set_warbands(
        self,
        rows: Sequence[WarbandSummary],
        factions: Mapping[tuple[str, str], str],
        campaigns: Mapping[int, str],
        systems: Mapping[str, str],
    ) -> None:
        self._factions, self._campaigns, self._systems = factions, campaigns, systems
        self.set_rows(self._sorted(rows))

    # Sorted here, in one Python sort, rather than by the proxy: a proxy asks data() twice
    # per comparison, 280,000 calls for 10,000 warbands (docs/benchmarks.md, issue 11).
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._order = (column, order)
        self.layoutAboutToBeChanged.emit()
        old = {id(w): i for i, w in enumerate(self._rows)}
        self._rows = self._sorted(self._rows)
        now = {old[id(w)]: i for i, w in enumerate(self._rows)}
        kept = self.persistentIndexList()  # the selection, the current row: they follow
        self.changePersistentIndexList(kept, [self.index(now[i.row()], i.column()) for i in kept])
        self.layoutChanged.emit()

    def _sorted(self, rows: Sequence[WarbandSummary]) -> list[WarbandSummary]:
        column, order = self._order
        return sorted(
            rows,
            key=lambda w: (self.sort_value(w, column), w.name.casefold(), w.id),
            reverse=order == Qt.SortOrder.DescendingOrder,
        )

    def sort_value(self, w: WarbandSummary, column: int) -> Any:
        if column == self.NAME:
            return w.name.casefold()
        if column in (self.COST, self.MODELS, self.WARNINGS):
            return (w.cost, w.models, w.warnings)[column - self.COST]
        return str(self.text(w, column)).casefold()

    def summary(self, row: int) -> WarbandSummary:
        return self.row(row)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        w = self.row(index.row())
        column = index.column()
        if role == ID_ROLE:
            return w.id
        if role == SYSTEM_ROLE:
            return w.system
        if role == FACTION_ROLE:
            return w.faction_key
        if role == CAMPAIGN_ROLE:
            return w.campaign_id
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.COST:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column <= self.CAMPAIGN:
            return self.text(w, column)  # the column may be too narrow for a long name
        if role == Qt.ItemDataRole.ToolTipRole and column == self.WARNINGS and w.warnings:
            return self.tr(
                "%n composition warning(s); open the warband to see them", "", w.warnings
            )
        if role == SORT_ROLE:
            return self.sort_value(w, column)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self.text(w, column)

    def text(self, w: WarbandSummary, column: int) -> Any:
        if column == self.NAME:
            return w.name
        if column == self.SYSTEM:
            edition = "" if w.edition == "standard" else f" {w.edition}"
            return self._systems.get(w.system, w.system) + edition
        if column == self.FACTION:
            return self._factions.get((w.system, w.faction_key), w.faction_key)
        if column == self.CAMPAIGN:
            return self._campaigns.get(w.campaign_id, "") if w.campaign_id else ""
        if column == self.COST:
            return w.cost
        if column == self.MODELS:
            return w.models
        return w.warnings or ""


class WarbandFilter(QSortFilterProxyModel):
    """The list as filtered by name text, system, faction and campaign (None: any). Sorting
    is the source model's (one Python sort); the filter reads the rows directly."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._system: str | None = None
        self._faction: str | None = None
        self._campaign: int | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if source is not None:
            source.sort(column, order)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_criteria(self, system: str | None, faction: str | None, campaign: int | None) -> None:
        if (system, faction, campaign) == (self._system, self._faction, self._campaign):
            return  # the same: the rows were filtered when they came (saves 10,000 calls)
        self.beginFilterChange()
        self._system, self._faction, self._campaign = system, faction, campaign
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:  # noqa: N802
        model = self.sourceModel()
        assert isinstance(model, WarbandListModel)
        w = model.row(row)
        return (
            (self._system is None or w.system == self._system)
            and (self._faction is None or w.faction_key == self._faction)
            and (self._campaign is None or w.campaign_id == self._campaign)
            and self._text in w.name.casefold()
        )


class MemberTableModel(QAbstractTableModel):
    """A warband's members: name (editable in place), model type, profile, kit and cost."""

    NAME, MODEL = 0, 1  # then one column per profile field, then COST and EQUIPMENT (last: it
    # takes what width is left)

    rename_requested = Signal(int, str)  # member id, new name

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._members: tuple[MemberView, ...] = ()
        self._profile: tuple[ProfileField, ...] = ()
        self._currencies: tuple[str, ...] = ()
        self._catalog: Catalog | None = None
        self._cells: list[tuple[tuple[Any, ...], tuple[Any, ...]]] = []

    @property
    def cost_column(self) -> int:
        return 2 + len(self._profile)

    @property
    def equipment_column(self) -> int:
        return 3 + len(self._profile)

    def set_warband(self, view: WarbandView, catalog: Catalog) -> None:
        self.beginResetModel()
        self._members = view.members
        self._catalog = catalog
        self._profile = catalog.rules.profile
        self._currencies = catalog.rules.currencies
        # Every cell worked out once: views ask for the same data many times per paint.
        self._cells = [self._row_cells(m) for m in view.members]
        self.endResetModel()

    def _row_cells(self, m: MemberView) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        """(display texts, sort keys) of one member, column by column."""
        # The profile as it plays: worn armour applied (models/table/effective.py).
        played = effective(self._catalog, m).fields if self._catalog else ()
        profile = [f.value for f in played] or [None] * len(self._profile)
        kit = ", ".join(i.name for i in m.items)
        upgrades = ", ".join(u.name for u in m.upgrades)
        main = self._currencies[0] if self._currencies else ""
        display = (
            self._name_text(m),
            m.model_name if m.size == 1 else f"{m.model_name} ×{m.size}",
            *(f.format(v) for f, v in zip(self._profile, profile, strict=True)),
            money(m.cost, self._currencies),
            f"{kit}; {upgrades}" if kit and upgrades else kit or upgrades,
        )
        sort = (
            m.name.casefold(),
            m.model_name.casefold(),
            *(v if isinstance(v, int) else -999 for v in profile),
            m.cost.get(main, 0),
            display[-1].casefold(),
        )
        return display, sort

    def member(self, row: int) -> MemberView:
        return self._members[row]

    def row_of(self, member_id: int) -> int | None:
        return next((i for i, m in enumerate(self._members) if m.id == member_id), None)

    def rowCount(self, parent: Index = _NO_INDEX) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._members)

    def columnCount(self, parent: Index = _NO_INDEX) -> int:  # noqa: N802
        return 0 if parent.isValid() else 4 + len(self._profile)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        field = self._profile_field(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return tr(field.help or field.label) if field is not None else None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if field is not None:
            return tr(field.label)
        if section == self.NAME:
            return self.tr("Name")
        if section == self.MODEL:
            return self.tr("Model type")
        return self.tr("Equipment") if section == self.equipment_column else self.tr("Cost")

    def _profile_field(self, column: int) -> ProfileField | None:
        offset = column - 2
        return self._profile[offset] if 0 <= offset < len(self._profile) else None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() == self.NAME:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        m = self._members[index.row()]
        column = index.column()
        if role == ID_ROLE:
            return m.id
        if role == Qt.ItemDataRole.EditRole and column == self.NAME:
            return m.name
        if role == Qt.ItemDataRole.ToolTipRole and column == self.MODEL and self._catalog:
            # what it plays as: its keywords, and what renamed it or changed them
            whole = effective(self._catalog, m)
            return "\n".join([", ".join(whole.keywords), *whole.notes]).strip() or None
        if role == Qt.ItemDataRole.ToolTipRole and column == self.equipment_column:
            return "\n".join([i.name for i in m.items] + [u.name for u in m.upgrades]) or None
        field = self._profile_field(column)
        if role == Qt.ItemDataRole.ToolTipRole and field is not None and self._catalog:
            played = effective(self._catalog, m).get(field.key)
            return played.explained() if played is not None and played.changed else None
        if role == Qt.ItemDataRole.TextAlignmentRole and (
            column == self.cost_column or self._profile_field(column) is not None
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[index.row()][0][column]
        if role == SORT_ROLE:
            return self._cells[index.row()][1][column]
        return None

    def _name_text(self, m: MemberView) -> str:
        marks = []
        if m.captain:
            marks.append(self.tr("captain"))
        if m.status != "active":
            marks.append(self.tr(m.status))
        return f"{m.name} ({', '.join(marks)})" if marks else m.name

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or index.column() != self.NAME:
            return False
        name = " ".join(str(value).split())
        member = self._members[index.row()]
        if not name or name == member.name:
            return False
        # The editor runs the rename as an undoable ledger command and refreshes the model.
        self.rename_requested.emit(member.id, name)
        return True
