"""Help › About: what this is, which version, and where the user's data lives."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import QSize, Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from models import APP_NAME, __version__
from models.paths import user_data_dir

ICON_SIZE = 64


class AboutDialog(QDialog):
    def __init__(self, database_display: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Warband Ledger"))
        data_dir = user_data_dir()

        icon = QLabel()
        icon.setPixmap(
            QGuiApplication.windowIcon().pixmap(
                QSize(ICON_SIZE, ICON_SIZE), self.devicePixelRatioF()
            )
        )
        title = QLabel(f"<b>{APP_NAME}</b> {__version__}")
        title.setTextFormat(Qt.TextFormat.RichText)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        title.setFont(font)
        blurb = QLabel(
            self.tr(
                "Rosters, games and campaigns for tabletop skirmish wargames, "
                "on your own computer, with or without an internet connection."
            )
        )
        blurb.setWordWrap(True)

        heading = QVBoxLayout()
        heading.addWidget(title)
        heading.addWidget(blurb)
        top = QHBoxLayout()
        top.addWidget(icon, alignment=Qt.AlignmentFlag.AlignTop)
        top.addLayout(heading, 1)

        self.version_label = self._value(__version__)
        self.data_dir_label = self._value(str(data_dir))
        self.database_label = self._value(database_display or self.tr("No database open"))
        facts = QFormLayout()
        facts.addRow(self.tr("Version:"), self.version_label)
        facts.addRow(self.tr("Data folder:"), self.data_dir_label)
        facts.addRow(self.tr("Database in use:"), self.database_label)
        facts.addRow(
            self.tr("Built with:"),
            self._value(
                f"Python {platform.python_version()}, Qt {qVersion()}, "
                f"PySide6 {PySide6.__version__}"
            ),
        )

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_folder_button = buttons.addButton(
            self.tr("Open Data Folder"), QDialogButtonBox.ButtonRole.ActionRole
        )
        if not data_dir.is_dir():
            self.open_folder_button.setEnabled(False)
            self.open_folder_button.setToolTip(self.tr("The data folder has not been created yet."))
        self.open_folder_button.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(data_dir)))
        )
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addSpacing(8)
        layout.addLayout(facts)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)

    def _value(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setWordWrap(True)
        return label
