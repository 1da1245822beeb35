"""New warband: system → edition → faction → variant → name → budget (→ campaign)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from gui import settings
from models.catalog.catalog import Catalog
from models.db import Database
from models.i18n import tr
from models.ledger.catalogs import catalog_editions, load_catalog
from models.ledger.rosters.roster import NewWarband
from models.rules.registry import edition_books, registry
from models.table.views import CampaignSummary


class NewWarbandDialog(QDialog):
    def __init__(
        self,
        database: Database,
        campaigns: Sequence[CampaignSummary],
        default_editions: Mapping[str, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newWarbandDialog")
        self.setWindowTitle(self.tr("New Warband"))
        self.database = database
        self.campaigns = list(campaigns)
        with database.sessions() as session:
            self.editions = catalog_editions(session)
        self.default_editions = default_editions
        names = {s.id: s.title for s in registry().values()}

        self.system = QComboBox()
        for system in self.editions:
            self.system.addItem(names.get(system, system), system)
        self.edition = QComboBox()
        self.books = QLabel()  # which books the edition follows
        self.books.setWordWrap(True)
        self.faction = QComboBox()
        self.variant = QComboBox()
        self.variant_rules = QLabel()  # the variant's own rules, by name
        self.variant_rules.setWordWrap(True)
        self.variant_rules.setTextFormat(Qt.TextFormat.PlainText)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Pilgrims of Ypres"))
        self.budget = QSpinBox()
        self.budget.setRange(0, 1_000_000)
        self.budget.setSingleStep(50)
        self.campaign = QComboBox()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout(self)
        form.addRow(self.tr("&System:"), self.system)
        form.addRow(self.tr("&Edition:"), self.edition)
        form.addRow("", self.books)
        form.addRow(self.tr("&Faction:"), self.faction)
        form.addRow(self.tr("&Variant:"), self.variant)
        form.addRow("", self.variant_rules)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Budget:"), self.budget)
        form.addRow(self.tr("&Campaign:"), self.campaign)
        form.addRow(self.buttons)

        settings.offer_last_system(self.system)
        self.system.currentIndexChanged.connect(self._system_changed)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        self.faction.currentIndexChanged.connect(self._faction_changed)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.name.textChanged.connect(self._check)
        self._catalog: Catalog | None = None
        self._system_changed()
        self.name.setFocus()

    def _system_changed(self) -> None:
        system = self.system.currentData()
        self.edition.blockSignals(True)
        self.edition.clear()
        for edition in self.editions.get(system, []):
            self.edition.addItem(edition, edition)
            books = edition_books(system, edition)
            if books:
                self.edition.setItemData(
                    self.edition.count() - 1, books, Qt.ItemDataRole.ToolTipRole
                )
        preferred = self.edition.findData(self.default_editions.get(system))
        if preferred >= 0:
            self.edition.setCurrentIndex(preferred)
        self.edition.blockSignals(False)
        self.campaign.clear()
        self.campaign.addItem(self.tr("— none —"), None)
        for campaign in self.campaigns:
            if campaign.system == system:
                self.campaign.addItem(campaign.name, campaign.id)
        self._edition_changed()

    def _edition_changed(self) -> None:
        system, edition = self.system.currentData(), self.edition.currentData()
        books = edition_books(system or "", edition)
        self.books.setText(self.tr("Follows %1.").replace("%1", books) if books else "")
        self.books.setVisible(bool(books))
        if system is None or edition is None:
            return
        with self.database.sessions() as session:
            self._catalog = load_catalog(session, system, edition)
        self.faction.blockSignals(True)
        self.faction.clear()
        for faction in sorted(self._catalog.base_factions(), key=lambda f: f.name):
            self.faction.addItem(faction.name, faction.id)
        self.faction.blockSignals(False)
        self.budget.setValue(self._catalog.rules.starting_budget)
        self.budget.setSuffix(f" {tr(self._catalog.rules.currencies[0])}")
        self._faction_changed()

    def _faction_changed(self) -> None:
        self.variant.clear()
        self.variant.addItem(self.tr("— none (the faction itself) —"), None)
        if self._catalog is not None and self.faction.currentData() is not None:
            for variant in self._catalog.variants(self.faction.currentData()):
                self.variant.addItem(variant.name, variant.id)
        self.variant.setEnabled(self.variant.count() > 1)
        self._variant_changed()
        self._check()

    def _variant_changed(self) -> None:
        """A variant picked shows its own rules (their text is in the books)."""
        variant = (
            self._catalog.factions.get(self.variant.currentData() or "") if self._catalog else None
        )
        rules = ", ".join(variant.rules) if variant is not None else ""
        self.variant_rules.setText(self.tr("Its rules: %1").replace("%1", rules) if rules else "")
        self.variant_rules.setVisible(bool(rules))

    def _check(self) -> None:
        ok = bool(self.name.text().strip()) and self.faction.currentData() is not None
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def accept(self) -> None:
        settings.write(settings.LAST_SYSTEM, str(self.system.currentData()))
        super().accept()

    def new_warband(self) -> NewWarband:
        return NewWarband(
            name=self.name.text(),
            system=self.system.currentData(),
            edition=self.edition.currentData(),
            faction=self.variant.currentData() or self.faction.currentData(),
            budget=self.budget.value(),
            campaign_id=self.campaign.currentData(),
        )
