"""The Campaigns area: the campaigns of the database, a new campaign, and the open campaign."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from gui import settings
from gui.campaign.view import CampaignView
from gui.widgets.list_area import ListArea
from gui.widgets.table_model import ColumnTableModel
from models.db import Database
from models.ledger.campaigns import campaigns
from models.ledger.campaigns.campaigns import NewCampaign
from models.rules.registry import registry, system_title
from models.table.errors import LedgerError
from models.table.views import CampaignSummary


class NewCampaignDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newCampaignDialog")
        self.setWindowTitle(self.tr("New Campaign"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. The Siege of Jericho"))
        self.system = QComboBox()
        for system in registry().values():
            self.system.addItem(system.title, system.id)
        self.edition = QComboBox()
        self.system.currentIndexChanged.connect(self._editions)
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText(self.tr("Organiser's notes: house rules, schedule, venue"))
        self.notes.setTabChangesFocus(True)
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&System:"), self.system)
        form.addRow(self.tr("&Edition:"), self.edition)
        form.addRow(self.tr("N&otes:"), self.notes)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.name.textChanged.connect(lambda text: self.ok.setEnabled(bool(text.strip())))
        self.ok.setEnabled(False)
        self._editions()

    def _editions(self) -> None:
        system = registry()[self.system.currentData()]
        self.edition.clear()
        for edition in system.editions or ("standard",):  # catalogs' name for "no editions"
            self.edition.addItem(edition, edition)
        preferred = self.edition.findData(settings.default_edition(system.id))
        self.edition.setCurrentIndex(max(0, preferred))

    def new_campaign(self) -> NewCampaign:
        return NewCampaign(
            self.name.text(),
            self.system.currentData(),
            self.edition.currentData(),
            self.notes.toPlainText(),
        )


class CampaignsArea(ListArea):
    message = Signal(str, str)
    report = Signal(str, str)

    def __init__(self, database: Database | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.view: CampaignView | None = None
        self.model: ColumnTableModel[CampaignSummary] = ColumnTableModel(
            [
                (self.tr("Campaign"), lambda c: c.name),
                (self.tr("System"), lambda c: system_title(c.system, c.edition)),
                (self.tr("Warbands"), lambda c: c.warbands),
            ],
            lambda c: c.id,
            self,
        )
        self.table.setObjectName("campaignTable")
        self.table.activated.connect(lambda _index: self.open_selected())
        # Ctrl+N is the window's File › New… (one action per key).
        self.new_action = self.make_action(self.tr("&New Campaign…"), "", self.new_campaign)
        self.new_action.setToolTip(self.tr("New Campaign (Ctrl+N)"))
        self.open_action = self.make_action(self.tr("&Open"), "Return", self.open_selected)
        self.build_pages(
            self.model,
            self.tr("Campaigns"),
            0,
            [self.new_action, self.open_action],
            self.tr("No campaigns yet"),
            self.tr(
                "Start one with New Campaign (Ctrl+N), then let warbands join it, record "
                "their battles and run each warband's post-battle sequence."
            ),
        )
        self.set_database(database)

    def set_database(self, database: Database | None) -> None:
        self.close_campaign(refresh=False)
        self.database = database
        self.refresh()

    def ledger_changed(self) -> None:
        """A write somewhere in the window: the list and the open campaign show it."""
        self.refresh()
        if self.view is not None:
            try:
                self.view.refresh()
            except LedgerError:  # the campaign itself was deleted meanwhile
                self.close_campaign()

    def refresh(self) -> None:
        rows = campaigns.list_campaigns(self.database) if self.database is not None else []
        self.model.set_rows(rows)
        if self.view is None:
            self.setCurrentIndex(self.LIST if rows else self.EMPTY)
        if rows and not self.table.currentIndex().isValid():
            self.table.setCurrentIndex(self.model.index(0, 0))
        self.new_action.setEnabled(self.database is not None)

    def current_campaign(self) -> tuple[int, str] | None:
        """The open campaign, else the one selected in the list (for File › Export PDF…)."""
        if self.view is not None:
            return self.view.campaign_id, self.view.summary.name
        index = self.table.currentIndex()
        if self.currentIndex() == self.LIST and index.isValid():
            row = self.model.row(index.row())
            return row.id, row.name
        return None

    def new_campaign(self) -> None:
        if self.database is None:
            return
        dialog = NewCampaignDialog(self)
        if not dialog.exec():
            return
        try:
            made = campaigns.create_campaign(self.database, dialog.new_campaign())
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot create the campaign"), str(exc))
            return
        self.refresh()
        self.open_campaign(made.id)

    def open_selected(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.open_campaign(self.model.row(index.row()).id)

    def open_campaign(self, campaign_id: int) -> CampaignView | None:
        if self.database is None:
            return None
        self.close_campaign(refresh=False)
        try:
            self.view = CampaignView(self.database, campaign_id)
        except LedgerError as exc:
            self.message.emit(self.tr("Cannot open the campaign"), str(exc))
            return None
        self.view.back_requested.connect(self.close_campaign)
        self.view.message.connect(self.message)
        self.addWidget(self.view)
        self.setCurrentWidget(self.view)
        return self.view

    def close_campaign(self, refresh: bool = True) -> None:
        if self.view is None:
            return
        view, self.view = self.view, None
        view.event_day.close_windows()  # the projector's standings go with the campaign
        self.removeWidget(view)
        view.deleteLater()
        if refresh:
            self.refresh()
