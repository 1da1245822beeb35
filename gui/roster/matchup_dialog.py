"""Warband › Match-up…: a heat map of every attacker and weapon of one warband against every
model of another (models/ledger/rosters/matchups.py), either way round, and its printable sheet.

Each cell is the exact chance of the decisive outcome (Trench Crusade: Out of Action) in one
attack as the wizard would start it; its tooltip holds every outcome with its exact fraction.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui import settings
from gui.export_dialog import Choice, ExportRun, run_export
from gui.widgets.table_model import NO_INDEX, Index
from models.db import Database
from models.files import safe_file_name
from models.i18n import format_percent, tr
from models.ledger.rosters import roster
from models.ledger.rosters.matchups import Matchup, MatchupCell, cell_text, heat, match_up
from models.rules.system import fraction_text
from models.table.errors import LedgerError

FIXED = 2  # the attacker's and the weapon's columns come before the targets'


class MatchupModel(QAbstractTableModel):
    """Rows: an attacker with one weapon; columns: the attacker, the weapon, then each target."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.matchup: Matchup | None = None

    def set_matchup(self, matchup: Matchup | None) -> None:
        self.beginResetModel()
        self.matchup = matchup
        self.endResetModel()

    def rowCount(self, parent: Index = NO_INDEX) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() or self.matchup is None else len(self.matchup.rows)

    def columnCount(self, parent: Index = NO_INDEX) -> int:  # noqa: N802
        if parent.isValid() or self.matchup is None:
            return 0
        return FIXED + len(self.matchup.targets)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or self.matchup is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if section == 0:
                return self.tr("Attacker")
            if section == 1:
                return self.tr("Weapon")
            target = self.matchup.targets[section - FIXED]
            if role == Qt.ItemDataRole.ToolTipRole:
                return f"{target.name} ({target.model_name})"
            return target.name
        return None

    def cell(self, index: Index) -> MatchupCell | None:
        if self.matchup is None or index.column() < FIXED:
            return None
        return self.matchup.rows[index.row()].cells[index.column() - FIXED]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.matchup is None or not index.isValid():
            return None
        row = self.matchup.rows[index.row()]
        cell = self.cell(index)
        if cell is None:
            if role == Qt.ItemDataRole.DisplayRole:
                first = (
                    index.row() == 0 or self.matchup.rows[index.row() - 1].attacker != row.attacker
                )
                if index.column() == 0:
                    return row.attacker.name if first else ""
                return f"{row.weapon.name} ({tr(row.weapon.kind)})"
            if role == Qt.ItemDataRole.ToolTipRole:
                return f"{row.attacker.name}: {row.weapon.name} ({tr(row.weapon.kind)})"
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return cell_text(cell.decisive)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.BackgroundRole:
            return QColor(*heat(cell.decisive))
        if role == Qt.ItemDataRole.ForegroundRole:
            return QColor(Qt.GlobalColor.black)  # on the light heat colours in any theme
        if role == Qt.ItemDataRole.FontRole and cell.decisive == row.best and row.best > 0:
            font = QFont()
            font.setBold(True)
            return font
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.explained(cell)
        return None

    def explained(self, cell: MatchupCell) -> str:
        """Who attacks whom with what, and every outcome's exact chance."""
        assert self.matchup is not None
        names = {m.id: m.name for m in (*self.matchup.attackers.members, *self.matchup.targets)}
        lines = [
            self.tr("%1 with %2 (%3) at %4")
            .replace("%1", names[cell.attacker_id])
            .replace("%2", cell.weapon.name)
            .replace("%3", tr(cell.weapon.kind))
            .replace("%4", names[cell.target_id])
        ]
        for key, p in cell.report.outcomes.items():
            label = outcome_label(self.matchup, key)
            lines.append(f"{label}: {format_percent(float(p))} ({fraction_text(p)})")
        return "\n".join(lines)


def outcome_label(matchup: Matchup, key: str) -> str:
    """An `odds` outcome key in words: the decisive one as the match-up names it."""
    return matchup.decisive_name if key == matchup.decisive else tr(key.replace("_", " "))


class MatchupDialog(QDialog):
    """A warband against another of the same system, either way round; the sheet as a PDF."""

    def __init__(self, database: Database, warband_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchupDialog")
        self.database = database
        self.warband = roster.get_warband(database, warband_id)
        self.setWindowTitle(self.tr("Match-up: %s") % self.warband.name)
        self._computed: dict[tuple[int, int], Matchup] = {}
        self.export: ExportRun | None = None

        self.against = QComboBox()
        self.against.setAccessibleName(self.tr("Against"))
        mine = (self.warband.system, self.warband.edition)  # one rulebook, one catalog
        for w in roster.list_warbands(database):
            if (w.system, w.edition) == mine and w.id != self.warband.id:
                self.against.addItem(w.name, w.id)
        self.direction = QComboBox()
        self.direction.setAccessibleName(self.tr("Who attacks"))
        self.direction.addItem(self.tr("Our attacks on them"), False)
        self.direction.addItem(self.tr("Their attacks on us"), True)
        form = QFormLayout()
        form.addRow(self.tr("&Against:"), self.against)
        form.addRow(self.tr("&Showing:"), self.direction)

        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setObjectName("matchupCaption")
        self.model = MatchupModel(self)
        self.table = QTableView()
        self.table.setObjectName("matchupTable")
        self.table.setAccessibleName(self.tr("Each attacker and weapon against each target"))
        self.table.setModel(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # a line of text a row: two warbands' worth of weapons in view at once
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.empty = QLabel(
            self.tr(
                "No other warband of this system to match it against: create or import one first."
            )
        )
        self.empty.setWordWrap(True)

        self.save_button = QPushButton(self.tr("Save Match-up &Sheet…"))
        self.save_button.setToolTip(
            self.tr("A PDF of both directions, one landscape page each, to bring to the table")
        )
        self.save_button.clicked.connect(self.save_sheet)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addWidget(buttons)
        self.against.currentIndexChanged.connect(self.refresh)
        self.direction.currentIndexChanged.connect(self.refresh)
        screen = QGuiApplication.primaryScreen().availableGeometry()
        self.resize(min(1100, screen.width() - 80), min(640, screen.height() - 80))
        self.refresh()

    def pair(self, reverse: bool | None = None) -> tuple[int, int] | None:
        """(attackers, defenders) as chosen; None when there is no opponent."""
        other = self.against.currentData()
        if other is None:
            return None
        if reverse is None:
            reverse = bool(self.direction.currentData())
        return (other, self.warband.id) if reverse else (self.warband.id, other)

    def matchup(self, pair: tuple[int, int]) -> Matchup:
        if pair not in self._computed:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                self._computed[pair] = match_up(self.database, *pair)
            finally:
                QGuiApplication.restoreOverrideCursor()
        return self._computed[pair]

    def refresh(self) -> None:
        pair = self.pair()
        for widget in (self.table, self.caption, self.save_button, self.direction):
            widget.setEnabled(pair is not None)
        self.table.setVisible(pair is not None)
        self.empty.setVisible(pair is None)
        if pair is None:
            self.model.set_matchup(None)
            self.caption.clear()
            return
        try:
            matchup = self.matchup(pair)
        except LedgerError as exc:
            self.model.set_matchup(None)
            self.caption.setText(str(exc))
            return
        self.model.set_matchup(matchup)
        self.caption.setText(
            self.tr(
                "The exact chance that the target is %1 after one attack, standing with no "
                "markers, out of cover, at short range, as the attack wizard starts. Bold: the "
                "target each weapon is most likely to take out. Hover over a cell for every "
                "outcome."
            ).replace("%1", matchup.decisive_name)
        )

    def save_sheet(self) -> None:
        forward, backward = self.pair(False), self.pair(True)
        if forward is None or backward is None:
            return
        both = [self.matchup(forward), self.matchup(backward)]
        first = both[0]
        name = f"{safe_file_name(first.attackers.name)} vs {safe_file_name(first.defenders.name)}"
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save Match-up Sheet"),
            str(Path.home() / f"{name}.pdf"),
            self.tr("PDF files (*.pdf)"),
        )
        if not path:
            return
        target = Path(path if path.lower().endswith(".pdf") else path + ".pdf")
        paper = str(settings.read(settings.PAPER_SIZE))
        # owned by the main window: closing this dialog does not cut the export short
        parent = self.parentWidget()
        owner = parent.window() if parent is not None else self
        self.export = run_export(owner, self.database, sheet_choice(both), target, paper, "")


def sheet_choice(matchups: list[Matchup]) -> Choice:
    """The match-up sheet as an export the export machinery runs (worker thread, progress)."""

    def job(_db: Database, path: Path, paper: str, _size: str, _progress: Any) -> Path:
        from models.reports.matchup import write_matchup_sheet

        return write_matchup_sheet(matchups, path, paper=paper)

    label = QCoreApplication.translate("MatchupDialog", "Match-up sheet")
    return Choice("matchup", label, "matchup.pdf", job)
