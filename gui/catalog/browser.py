"""The Catalogs area: every catalog, read-only and searchable; import a user's catalog file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui import settings
from gui.roster.pickers import Row, RowsModel, profile_text
from gui.widgets.table_model import SORT_ROLE
from models.catalog.catalog import Catalog
from models.catalog.loader import MAX_FILE_BYTES, CatalogError
from models.catalog.modifiers import item_effects
from models.db import Database
from models.ledger.catalogs import catalog_editions, import_catalog, load_catalog
from models.ledger.rosters.rekey import follow_catalog
from models.rules.registry import registry, system_title

if TYPE_CHECKING:  # the BattleScribe reader loads when data is imported, not at start-up
    from gui.catalog.data_import import DataImportRun
    from models.ledger.files.data_set import DataImport


def sortable_table(model: RowsModel, name: str) -> tuple[QTableView, QSortFilterProxyModel]:
    """A read-only, sortable table over `model`, filtered by any column."""
    proxy = QSortFilterProxyModel(model)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    proxy.setFilterKeyColumn(-1)
    table = QTableView()
    table.setAccessibleName(name)
    table.setModel(proxy)
    table.setSortingEnabled(True)
    table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(False)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    table.horizontalHeader().setStretchLastSection(True)
    return table, proxy


class CatalogBrowser(QWidget):
    message = Signal(str, str)  # an error
    report = Signal(str, str)  # what an import did
    catalogs_changed = Signal()  # a data set replaced a catalog: warbands may have followed

    def __init__(self, database: Database | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.catalog: Catalog | None = None
        self.choice = QComboBox()
        self.choice.setAccessibleName(self.tr("Catalog"))
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.choice.currentIndexChanged.connect(self._show_catalog)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search models, items, keywords…"))
        self.search.setAccessibleName(self.tr("Search the catalog"))
        self.search.setClearButtonEnabled(True)
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.setToolTip(
            self.tr(
                "Add your own catalog file, or BattleScribe data (the .gst and its .cat files, "
                "as New Recruit uses): checked whole before anything is stored"
            )
        )
        self.import_button.clicked.connect(self.import_dialog)
        self.folder_button = QPushButton(self.tr("Import Folder…"))
        self.folder_button.setToolTip(
            self.tr(
                "A folder of BattleScribe data (the community's Trench Crusade files): it "
                "becomes the catalog of its edition"
            )
        )
        self.folder_button.clicked.connect(self.import_folder_dialog)
        top = QHBoxLayout()
        top.addWidget(self.choice)
        top.addWidget(self.search, 1)
        top.addWidget(self.import_button)
        top.addWidget(self.folder_button)

        self.tabs = QTabWidget()
        self.models = RowsModel(
            [self.tr("Model"), self.tr("Profile"), self.tr("Keywords"), self.tr("Abilities")], self
        )
        self.items = RowsModel(
            [
                self.tr("Item"),
                self.tr("Kind"),
                self.tr("Range"),
                self.tr("Hands"),
                self.tr("Keywords"),
                self.tr("Effects"),
            ],
            self,
        )
        self.keywords = RowsModel([self.tr("Keyword"), self.tr("Meaning")], self)
        self.factions = RowsModel(
            [
                self.tr("Faction"),
                self.tr("Variant of"),
                self.tr("Models"),
                self.tr("Armoury items"),
            ],
            self,
        )
        self.proxies: list[QSortFilterProxyModel] = []
        for model, title in (
            (self.models, self.tr("Models")),
            (self.items, self.tr("Items")),
            (self.keywords, self.tr("Keywords")),
            (self.factions, self.tr("Factions")),
        ):
            table, proxy = sortable_table(model, title)
            self.proxies.append(proxy)
            self.tabs.addTab(table, title)
            self.search.textChanged.connect(proxy.setFilterFixedString)
        self.source = QLabel()
        self.source.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.source)
        self._stale = True
        self.set_database(database)

    def set_database(self, database: Database | None) -> None:
        self.database = database
        keep = self.choice.currentData()
        self.choice.blockSignals(True)
        self.choice.clear()
        if database is not None:
            names = {s.id: s.title for s in registry().values()}
            with database.sessions() as session:
                for system, editions in catalog_editions(session).items():
                    for edition in editions:
                        label = f"{names.get(system, system)} · {edition}"
                        self.choice.addItem(label, f"{system}/{edition}")
        if keep is None:  # first time: the edition new warbands get
            keep = f"trench-crusade/{settings.default_edition('trench-crusade')}"
        self.choice.setCurrentIndex(max(0, self.choice.findData(keep)))
        self.choice.blockSignals(False)
        self.import_button.setEnabled(database is not None)
        self._show_catalog()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        if self._stale:
            self._show_catalog()
        super().showEvent(event)

    def _show_catalog(self) -> None:
        """The chosen catalog in the tables — once the area is in view: hidden (as at start),
        it is only marked to be filled (filling the tables is a third of a second)."""
        self._stale = not self.isVisible()
        if self._stale:
            return
        data = self.choice.currentData()
        if self.database is None or data is None:
            for model in (self.models, self.items, self.keywords, self.factions):
                model.set_rows([])
            return
        system, edition = str(data).split("/", 1)
        with self.database.sessions() as session:
            catalog = load_catalog(session, system, edition)
        self.catalog = catalog
        self.models.set_rows(
            [
                Row(
                    m.id,
                    (
                        m.name,
                        profile_text(catalog, m.id),
                        ", ".join(m.keywords),
                        ", ".join(m.abilities),
                    ),
                    (m.name.casefold(), "", ", ".join(m.keywords), ""),
                    m.name + (" (sample values)" if m.sample else ""),
                )
                for m in catalog.models.values()
            ]
        )
        self.items.set_rows(
            [
                Row(
                    i.id,
                    (
                        i.name,
                        i.category,
                        f'{i.range}"' if i.range else "",
                        str(i.hands) if i.hands else "",
                        ", ".join(i.keywords),
                        "; ".join(item_effects(i)),
                    ),
                    (i.name.casefold(), i.category, i.range or 0, i.hands, "", ""),
                    i.name + (" (sample values)" if i.sample else ""),
                )
                for i in catalog.items.values()
            ]
        )
        self.keywords.set_rows(
            [
                Row(k, (k, meaning), (k.casefold(), meaning), meaning)
                for k, meaning in catalog.keywords.items()
            ]
        )
        self.factions.set_rows(
            [
                Row(
                    f.id,
                    (
                        f.name,
                        catalog.factions[f.variant_of].name if f.variant_of else "",
                        str(len(f.roster)),
                        str(len(f.armoury)),
                    ),
                    (f.name.casefold(), f.variant_of or "", len(f.roster), len(f.armoury)),
                    f.name,
                )
                for f in catalog.factions.values()
            ]
        )
        files = [source.rsplit("/", 1)[-1] for source in catalog.sources]
        self.source.setText(self.tr("From: %s") % ", ".join(files))
        self.source.setToolTip("\n".join(catalog.sources))
        widest = self.fontMetrics().averageCharWidth() * 45  # long keyword lists: tooltips
        for index in range(self.tabs.count()):
            table = self.tabs.widget(index)
            if isinstance(table, QTableView):
                table.resizeColumnsToContents()
                for column in range(table.model().columnCount() - 1):
                    if table.columnWidth(column) > widest:
                        table.setColumnWidth(column, widest)

    def import_dialog(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Import Catalog"),
            str(Path.home()),
            self.tr(
                "Catalogs and BattleScribe data (*.json *.gst *.cat *.gstz *.catz);;All files (*)"
            ),
        )
        from models.ledger.files.importing import is_data_set

        data = [Path(p) for p in paths if is_data_set([Path(p)])]
        if data:
            self.import_data(data)
        for path in paths:
            if Path(path) not in data:
                self.import_catalog(Path(path))

    def import_folder_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Import BattleScribe Data"), str(Path.home())
        )
        if folder:
            self.import_data([Path(folder)])

    def import_data(self, paths: list[Path]) -> DataImportRun | None:
        if self.database is None:
            return None
        from gui.catalog.data_import import import_data_with_report

        def imported(result: DataImport) -> None:
            self.set_database(self.database)
            self.choice.setCurrentIndex(
                max(0, self.choice.findData(f"{result.system}/{result.edition}"))
            )
            self.catalogs_changed.emit()

        return import_data_with_report(self, self.database, paths, imported, self.message.emit)

    def import_catalog(self, path: Path) -> None:
        if self.database is None:
            return
        try:
            with open(path, "rb") as stream:
                content = stream.read(MAX_FILE_BYTES + 1)
            summary = import_catalog(self.database, content, path.name, follow_catalog)
        except OSError as exc:
            self.message.emit(self.tr("The catalog was not imported"), f"{path}: {exc.strerror}")
            return
        except CatalogError as exc:
            self.message.emit(self.tr("The catalog was not imported"), str(exc))
            return
        said = (
            self.tr("Imported the catalog “%1” (%2 %3).")
            .replace("%1", summary.name)
            .replace("%2", system_title(summary.system))
            .replace("%3", summary.edition)
        )
        if summary.changes:
            said += "\n\n" + "\n".join([self.tr("What it changed:"), *summary.changes])
        self.report.emit(self.tr("Import"), said)
        self.set_database(self.database)
        self.choice.setCurrentIndex(
            max(0, self.choice.findData(f"{summary.system}/{summary.edition}"))
        )
        self.catalogs_changed.emit()  # the warband list shows the costs of the new catalog
