"""File › Backups…: the copies kept of the database file, Back Up Now, and Restore."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui import settings
from gui.widgets.list_area import prepare_table
from gui.widgets.table_model import ColumnTableModel
from models.db import DatabaseError, backups
from models.db.backups import Backup

REASONS = {  # translated when shown (QT_TRANSLATE_NOOP: lupdate finds them)
    backups.DAILY: QT_TRANSLATE_NOOP("BackupsDialog", "daily"),
    backups.MANUAL: QT_TRANSLATE_NOOP("BackupsDialog", "by hand"),
    backups.BEFORE_RESTORE: QT_TRANSLATE_NOOP("BackupsDialog", "before a restore"),
    backups.DAMAGED: QT_TRANSLATE_NOOP("BackupsDialog", "damaged, kept as it was"),
}


class BackupsDialog(QDialog):
    """`restore(path)` is the window's: it closes the database, restores, opens it again."""

    def __init__(
        self, database: Path, restore: Callable[[Path], bool], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("backupsDialog")
        self.setWindowTitle(self.tr("Backups"))
        self.database = database
        self.restore_into = restore
        self.model: ColumnTableModel[Backup] = ColumnTableModel(
            [
                (self.tr("Made"), lambda b: f"{b.made:%Y-%m-%d %H:%M:%S}"),
                (self.tr("Why"), self._reason),
                (self.tr("Size"), lambda b: f"{b.size / 1e6:.1f} MB"),
            ],
            parent=self,
        )
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Backups"))
        self.table.setModel(self.model)
        prepare_table(self.table, 1)
        self.table.activated.connect(lambda _index: self.restore_selected())
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.now_button = QPushButton(self.tr("Back Up &Now"))
        self.now_button.clicked.connect(self.back_up_now)
        self.restore_button = QPushButton(self.tr("&Restore…"))
        self.restore_button.clicked.connect(self.restore_selected)
        close = QPushButton(self.tr("&Close"))
        close.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addWidget(self.now_button)
        row.addWidget(self.restore_button)
        row.addStretch(1)
        row.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.where)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        metrics = self.fontMetrics()
        self.resize(metrics.averageCharWidth() * 80, metrics.height() * 24)
        self.refresh()

    def _reason(self, b: Backup) -> str:
        if b.reason.startswith("before-") and b.reason != backups.BEFORE_RESTORE:
            return self.tr("before an upgrade")
        return self.tr(str(REASONS.get(b.reason, b.reason)))

    def refresh(self) -> None:
        found = backups.list_backups(self.database)
        self.model.set_rows(found)
        keep = settings.read(settings.BACKUPS_KEEP)
        self.where.setText(
            self.tr("Copies of %1, newest first; the last %2 are kept (Preferences).")
            .replace("%1", str(self.database))
            .replace("%2", str(keep))
        )
        if found:
            self.table.selectRow(0)
        self.restore_button.setEnabled(bool(found))
        self.now_button.setEnabled(self.database.exists())

    def back_up_now(self) -> Backup | None:
        try:
            made = backups.back_up(
                self.database, backups.MANUAL, settings.read(settings.BACKUPS_KEEP)
            )
        except DatabaseError as exc:
            QMessageBox.warning(self, self.tr("Backups"), str(exc))
            return None
        self.refresh()
        return made

    def selected(self) -> Backup | None:
        index = self.table.currentIndex()
        return self.model.row(index.row()) if index.isValid() else None

    def restore_selected(self, confirm: bool = True) -> bool:
        chosen = self.selected()
        if chosen is None:
            return False
        if confirm:
            answer = QMessageBox.question(
                self,
                self.tr("Restore a Backup"),
                self.tr(
                    "Put the copy from %1 in place of the database?\n\nThe database as it is "
                    "now is kept as one more backup, so this can be undone by restoring it."
                ).replace("%1", f"{chosen.made:%Y-%m-%d %H:%M}"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        done = self.restore_into(chosen.path)
        self.refresh()
        return done
