"""Another tool's list, before it is stored: every line of the file and what it became, the
file's total beside ours, and — for each line the catalog did not match — a choice: leave it
out, match it to a catalog entry by hand, or keep it as a custom entry with the file's own
profile. A list imported before offers to update the warband it made, showing what changes."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.catalog.catalog import Catalog
from models.db import Database
from models.ledger.files.foreign import (
    CUSTOM,
    FACTION,
    ITEM,
    KINDS,
    ForeignRoster,
    Line,
    Plan,
    match,
)
from models.ledger.files.importing import ImportOptions
from models.ledger.files.rosters import catalog_of, plan_text, what_changes
from models.table.errors import LedgerError
from models.table.views import WarbandView

LEAVE_OUT = ""


class RosterImportDialog(QDialog):
    """Shows a plan; `options()` is what to import with once accepted."""

    def __init__(
        self,
        database: Database,
        roster: ForeignRoster,
        where: str,
        plan: Plan,
        previous: WarbandView | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import %1").replace("%1", where))
        self.database = database
        self.roster = roster
        self.where = where
        self.plan = plan
        self.previous = previous
        self.catalog: Catalog = catalog_of(database)
        self.mapping: dict[str, str] = {}

        self.heading = QLabel()
        self.heading.setWordWrap(True)
        # The faction or variant to read the list as: the one found, or the user's correction
        # (a list the file does not name the variant of, issue 48).
        self.faction_combo = QComboBox()
        self.faction_combo.setAccessibleName(self.tr("Faction or variant"))
        for faction in self.catalog.base_factions():
            self.faction_combo.addItem(faction.name, faction.id)
            for variant in sorted(self.catalog.variants(faction.id), key=lambda f: f.name):
                self.faction_combo.addItem(f"{faction.name} › {variant.name}", variant.id)
        self.faction_combo.activated.connect(self._faction_chosen)
        faction_label = QLabel(self.tr("Read as &faction:"))
        faction_label.setBuddy(self.faction_combo)
        self.costs = QLabel()
        self.costs.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Model"),
                self.tr("What"),
                self.tr("In the file"),
                self.tr("Here"),
                self.tr("How"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.table.setAccessibleName(self.tr("Every line of the file"))

        self.update_choice = QRadioButton()
        self.new_choice = QRadioButton(self.tr("Import as a new warband"))
        self.changes = QPlainTextEdit()
        self.changes.setReadOnly(True)
        self.changes.setMaximumHeight(110)
        self.changes.setAccessibleName(self.tr("What updating changes"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = QPushButton(self.tr("Import"))
        self.import_button.setDefault(True)
        buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        copy = QPushButton(self.tr("Copy Report"))
        copy.setToolTip(self.tr("Copy the report as text, to paste into a message"))
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self.copy_report)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        choose = QHBoxLayout()
        choose.addWidget(faction_label)
        choose.addWidget(self.faction_combo, 1)
        layout.addLayout(choose)
        layout.addWidget(self.costs)
        layout.addWidget(self.table, 1)
        if previous is not None:
            self.update_choice.setText(
                self.tr("Update “%1”, which this list made before").replace("%1", previous.name)
            )
            self.update_choice.setChecked(True)
            layout.addWidget(self.update_choice)
            layout.addWidget(self.changes)
            layout.addWidget(self.new_choice)
            self.update_choice.toggled.connect(self.changes.setEnabled)
        layout.addWidget(buttons)
        self._show()
        fit_to_screen(self, 120, 34)

    # -- what the user chose -------------------------------------------------------------

    def options(self) -> ImportOptions:
        update = None if self.previous is None else self.update_choice.isChecked()
        return ImportOptions(mapping=dict(self.mapping), update=update if update else False)

    # -- showing the plan ----------------------------------------------------------------

    def _show(self) -> None:
        plan = self.plan
        faction = self.catalog.factions.get(plan.warband.faction)
        self.heading.setText(
            self.tr("%1: “%2”, %3 models, %4 (%5)")
            .replace("%1", plan.roster.format)
            .replace("%2", plan.roster.name or "?")
            .replace("%3", str(len(plan.roster.members)))
            .replace("%4", faction.name if faction else plan.warband.faction)
            .replace("%5", plan.warband.edition)
        )
        ours = ", ".join(f"{v} {self.tr(c)}" for c, v in plan.ours.items() if v or c == "ducats")
        text = self.tr("Cost here: %1.").replace("%1", ours)
        if plan.roster.totals is not None:
            theirs = ", ".join(f"{v} {self.tr(c)}" for c, v in plan.roster.totals.items())
            text += " " + self.tr("In the file: %1.").replace("%1", theirs)
        if plan.differences:
            text += "\n" + "\n".join(line.strip() for line in plan.differences)
        self.costs.setText(text)
        self.faction_combo.setCurrentIndex(
            max(0, self.faction_combo.findData(plan.warband.faction))
        )
        lines = [line for line in plan.lines if line.kind != "faction"]
        self.table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            cells = (
                line.member or self.tr("the warband"),
                self.tr(KINDS.get(line.kind, line.kind)),
                line.name,
                self._became(line),
                line.detail,
            )
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setToolTip(f"{value}\n{line.path}" if line.path else value)
                self.table.setItem(row, column, item)
            if line.status == "unmatched" and line.kind in ("model", ITEM, "upgrade", "ability"):
                self.table.setCellWidget(row, 3, self._chooser(line))
        self.table.resizeColumnsToContents()
        for column in range(4):
            self.table.setColumnWidth(column, min(self.table.columnWidth(column), 260))
        if self.previous is not None:
            changes = what_changes(self.previous, plan, self.catalog)
            self.changes.setPlainText("\n".join(changes) or self.tr("Nothing changes."))

    def _became(self, line: Line) -> str:
        if line.status == "unmatched":
            return self.tr("not imported")
        if line.kind == "choice":
            return self.tr("a choice of the warband")
        if line.kind == "find":
            return self.tr("a find of the warband")
        if line.kind == "record":
            return self.tr("in the notes")
        if line.key is None:
            return self.tr("kept by name")
        for table in (self.catalog.models, self.catalog.items, self.catalog.upgrades):
            if line.key in table:
                return str(table[line.key].name)
        return line.key

    def _chooser(self, line: Line) -> QComboBox:
        combo = QComboBox()
        combo.setAccessibleName(self.tr("What “%1” becomes").replace("%1", line.name))
        combo.addItem(self.tr("Leave it out"), LEAVE_OUT)
        if line.kind in ("model", ITEM):
            combo.addItem(self.tr("Keep as a custom entry (the file's profile)"), CUSTOM)
        for key, name in self._choices(line):
            combo.addItem(name, key)
        key = self._key(line)
        chosen = self.mapping.get(key, LEAVE_OUT)
        combo.setCurrentIndex(max(0, combo.findData(chosen)))
        combo.currentIndexChanged.connect(lambda _=0, c=combo, k=key: self._mapped(k, c))
        return combo

    def _choices(self, line: Line) -> list[tuple[str, str]]:
        """The catalog entries a line may be matched to: the faction's models, the items
        offered to the model, the upgrades it may take."""
        catalog = self.catalog
        faction = catalog.factions.get(self.plan.warband.faction)
        if faction is None:
            return []
        if line.kind == "model":
            found = [
                (e.model, catalog.models[e.model].name) for e in catalog.recruitable(faction.id)
            ]
        elif line.kind == ITEM:
            model = self._model_of(line)
            found = [
                (e.item, catalog.items[e.item].name)
                for e in faction.armoury_for(model)
                if e.item in catalog.items
            ]
        else:
            model = self._model_of(line)
            found = [
                (u.id, u.name)
                for u in catalog.upgrades.values()
                if model is None or model in u.models
            ]
        return sorted(dict(found).items(), key=lambda pair: pair[1].casefold())

    def _model_of(self, line: Line) -> str | None:
        for other in self.plan.lines:
            if other.kind == "model" and other.member == line.member and other.key:
                return other.key
        return None

    def _key(self, line: Line) -> str:
        if line.kind == "model":
            return line.name
        return f"{line.member}: {line.name}" if line.member else line.name

    def _faction_chosen(self, index: int) -> None:
        key = self.faction_combo.itemData(index)
        if key and key != self.plan.warband.faction:
            self.mapping[FACTION] = key
            self._replan()

    def _mapped(self, key: str, combo: QComboBox) -> None:
        value = combo.currentData()
        if value:
            self.mapping[key] = value
        else:
            self.mapping.pop(key, None)
        self._replan()

    def _replan(self) -> None:
        try:
            self.plan = match(self.roster, self.catalog, self.where, self.mapping)
        except LedgerError as exc:
            self.costs.setText(str(exc))
            return
        self._show()

    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText("\n".join(plan_text(self.plan)))
