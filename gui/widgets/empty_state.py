"""What an area shows when it has nothing to show: an icon, a title and a plain explanation."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

ICON_SIZE = 96
TEXT_WIDTH = 460


class EmptyState(QWidget):
    def __init__(self, icon: QIcon, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._icon = icon
        self.icon_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title_label = QLabel(title, alignment=Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.title_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title_label.setFont(font)
        self.text_label = QLabel(text, alignment=Qt.AlignmentFlag.AlignCenter)
        self.text_label.setWordWrap(True)
        self.text_label.setMaximumWidth(TEXT_WIDTH)
        # Expanding up to TEXT_WIDTH: a word-wrapped label's own size hint is much narrower.
        self.text_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.icon_label, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.title_label, alignment=Qt.AlignmentFlag.AlignHCenter)
        text_row = QHBoxLayout()
        text_row.addStretch(1)
        text_row.addWidget(self.text_label, 100)  # takes what it may before the stretches
        text_row.addStretch(1)
        layout.addLayout(text_row)
        layout.addStretch(2)
        self._update_pixmap()

    def set_text(self, text: str) -> None:
        self.text_label.setText(text)

    def _update_pixmap(self) -> None:
        # Rendered for this screen's device pixel ratio, so it stays sharp on high-DPI screens.
        self.icon_label.setPixmap(
            self._icon.pixmap(QSize(ICON_SIZE, ICON_SIZE), self.devicePixelRatioF())
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._update_pixmap()
        super().changeEvent(event)
