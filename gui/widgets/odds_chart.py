"""A bar chart of exact outcome probabilities, with cumulative lines ("Down or worse").

Drawn with QPainter in the palette's colours (so it follows light and dark themes); every bar
carries its exact fraction in the tooltip and in the accessible description.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from models.i18n import format_percent
from models.rules.system import fraction_text


class OddsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsChart")
        self.setAccessibleName(self.tr("Odds of each outcome"))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self._bars: list[tuple[str, Fraction]] = []
        self._lines: list[tuple[str, Fraction]] = []

    def set_odds(
        self, bars: Sequence[tuple[str, Fraction]], cumulative: Sequence[tuple[str, Fraction]]
    ) -> None:
        self._bars = list(bars)
        self._lines = list(cumulative)
        self.setAccessibleDescription(
            "; ".join(
                f"{label} {format_percent(float(p))} ({fraction_text(p)})"
                for label, p in self.rows()
            )
        )
        self.updateGeometry()
        self.update()

    def rows(self) -> list[tuple[str, Fraction]]:
        return self._bars + self._lines

    def _row_height(self) -> int:
        return self.fontMetrics().height() + 6

    def sizeHint(self) -> QSize:  # noqa: N802
        rows = len(self._bars) + len(self._lines) + (1 if self._lines else 0)
        return QSize(self.fontMetrics().averageCharWidth() * 50, rows * self._row_height() + 4)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.fontMetrics().averageCharWidth() * 36, self.sizeHint().height())

    def _label_width(self) -> int:
        metrics = self.fontMetrics()
        return max((metrics.horizontalAdvance(label) for label, _ in self.rows()), default=0) + 12

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        palette = self.palette()
        metrics = self.fontMetrics()
        row = self._row_height()
        label_width = self._label_width()
        value_width = metrics.horizontalAdvance("100.0 %") + 8
        bar_room = max(10, self.width() - label_width - value_width)
        y = 2
        for index, (label, p) in enumerate(self.rows()):
            if index == len(self._bars) and self._lines:
                y += row // 2  # a gap between the outcomes and the cumulative lines
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
            painter.drawText(
                QRectF(0, y, label_width - 6, row),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
            role = (
                QPalette.ColorRole.Highlight if index < len(self._bars) else QPalette.ColorRole.Mid
            )
            width = float(p) * bar_room
            painter.fillRect(QRectF(label_width, y + 3, width, row - 6), palette.color(role))
            painter.drawText(
                QRectF(label_width + width + 4, y, value_width, row),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                format_percent(float(p)),
            )
            y += row
        painter.end()

    def event(self, event: object) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QHelpEvent.Type.ToolTip:
            row = self._row_at(event.pos().y())
            if row is not None:
                label, p = self.rows()[row]
                QToolTip.showText(
                    event.globalPos(), f"{label}: {fraction_text(p)} = {float(p):.4%}", self
                )
            return True
        return super().event(event)  # type: ignore[arg-type]

    def _row_at(self, y: int) -> int | None:
        row = self._row_height()
        offset = y - 2
        for index in range(len(self.rows())):
            top = index * row + (row // 2 if self._lines and index >= len(self._bars) else 0)
            if top <= offset < top + row:
                return index
        return None
