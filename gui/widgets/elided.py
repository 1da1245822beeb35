"""A label that cuts its text with "…" where it is too narrow."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QLabel, QWidget


class ElidedLabel(QLabel):
    """A name cut with "…" where its column is too narrow (the tooltip holds it whole); the
    layout check (gui/layout_check.py) knows the cut is meant."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setProperty("elides", True)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("M" * 4), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(
            self.palette().color(
                QPalette.ColorGroup.Normal if self.isEnabled() else QPalette.ColorGroup.Disabled,
                QPalette.ColorRole.WindowText,
            )
        )
        shown = self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width()
        )
        painter.drawText(self.contentsRect(), int(self.alignment()), shown)
