"""The warband as plain text — full, or compact for a chat — with Copy and Save."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.db import Database
from models.ledger.files.shared_lists import content, export_list
from models.table.errors import LedgerError


class ShareTextDialog(QDialog):
    def __init__(self, database: Database, warband_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Warband as Text"))
        self.database = database
        self.warband_id = warband_id
        self.compact = QCheckBox(self.tr("&Compact (one line a model)"))
        self.compact.toggled.connect(self._fill)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setAccessibleName(self.tr("The warband as text"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("&Copy"))
        self.copy_button.setDefault(True)
        self.copy_button.setToolTip(self.tr("Copy the text, to paste into a message"))
        self.copy_button.clicked.connect(self.copy)
        self.save_button = QPushButton(self.tr("&Save…"))
        self.save_button.clicked.connect(self.save)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.compact)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self._fill()
        fit_to_screen(self, 90, 30)

    def kind(self) -> str:
        return "text-compact" if self.compact.isChecked() else "text"

    def _fill(self) -> None:
        try:
            self.text.setPlainText(content(self.database, self.warband_id, self.kind()).decode())
        except LedgerError as exc:
            self.text.setPlainText(str(exc))

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())

    def save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save Text"), str(Path.home() / "warband.txt"), self.tr("Text (*.txt)")
        )
        if path:
            try:
                export_list(self.database, self.warband_id, self.kind(), Path(path))
            except (LedgerError, OSError) as exc:
                self.text.setPlainText(str(exc))
