"""Play a warband as another variant of its faction (or as the base faction): the choices of its
family, and — before anything changes — what the change does: its cost, each member whose
price changes, the warnings it gains or loses (issue 48)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.catalog.catalog import Catalog
from models.ledger.rosters.roster import family, variant_changes
from models.table.views import WarbandView


class VariantDialog(QDialog):
    """`chosen()`: the faction picked, once accepted (None: the one the warband has)."""

    def __init__(self, view: WarbandView, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Faction and Variant of %1").replace("%1", view.name))
        self.view = view
        self.catalog = catalog
        self.combo = QComboBox()
        self.combo.setAccessibleName(self.tr("Faction or variant"))
        for faction in family(catalog, view.faction_key):
            shown = faction.name if faction.variant_of is None else f"› {faction.name}"
            self.combo.addItem(shown, faction.id)
        self.combo.setCurrentIndex(max(0, self.combo.findData(view.faction_key)))
        self.combo.currentIndexChanged.connect(self._show)
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.changes = QPlainTextEdit()
        self.changes.setReadOnly(True)
        self.changes.setAccessibleName(self.tr("What changes"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        label = QLabel(self.tr("&Play as:"))
        label.setBuddy(self.combo)
        form.addRow(label, self.combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.rules)
        layout.addWidget(QLabel(self.tr("What changes:")))
        layout.addWidget(self.changes, 1)
        layout.addWidget(self.buttons)
        self._show()
        fit_to_screen(self, 70, 22)

    def chosen(self) -> str | None:
        key = self.combo.currentData()
        return str(key) if key and key != self.view.faction_key else None

    def _show(self) -> None:
        key = str(self.combo.currentData())
        faction = self.catalog.factions[key]
        self.rules.setText(
            self.tr("Its rules: %1").replace("%1", ", ".join(faction.rules))
            if faction.rules
            else self.tr("The base faction: no variant's rules.")
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if key == self.view.faction_key:
            self.changes.setPlainText(self.tr("The warband plays as this now."))
            ok.setEnabled(False)
            return
        ok.setEnabled(True)
        self.changes.setPlainText("\n".join(variant_changes(self.catalog, self.view, key)))
