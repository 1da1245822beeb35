"""A bar chart of exact outcome probabilities, with cumulative lines ("Down or worse").

Drawn with QPainter in the palette's colours (so it follows light and dark themes); every bar
carries its exact fraction in the tooltip and in the accessible description.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QHelpEvent, QPainter, QPaintEvent, QPalette
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
        # A second set-up's odds by label (the odds calculator): drawn under the first, hatched.
        self._second: dict[str, Fraction] | None = None
        self._names = ("", "")
        self._laid_out = QSize()

    def set_odds(
        self, bars: Sequence[tuple[str, Fraction]], cumulative: Sequence[tuple[str, Fraction]]
    ) -> None:
        self._bars = list(bars)
        self._lines = list(cumulative)
        self._describe()

    def set_comparison(
        self, second: dict[str, Fraction] | None, names: tuple[str, str] = ("A", "B")
    ) -> None:
        """Draw a second set-up's odds (by label) under each of the first's; None: none."""
        self._second, self._names = second, names
        self._describe()

    def _describe(self) -> None:
        def said(label: str, p: Fraction) -> str:
            text = f"{label} {format_percent(float(p))} ({fraction_text(p)})"
            other = self._second.get(label) if self._second is not None else None
            if other is not None:
                text += f", {self._names[1]} {format_percent(float(other))}"
            return text

        self.setAccessibleDescription("; ".join(said(label, p) for label, p in self.rows()))
        # A new size hint re-lays out the whole dialog: only when the rows change in number
        # (a ticked box in the wizard changes the odds, not the rows).
        size = self.sizeHint()
        if size != self._laid_out:
            self._laid_out = size
            self.updateGeometry()
        self.update()

    def rows(self) -> list[tuple[str, Fraction]]:
        return self._bars + self._lines

    def _row_height(self) -> int:
        bar = self.fontMetrics().height() + 6
        return bar * 2 if self._second is not None else bar

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
        value_width = metrics.horizontalAdvance("B 100.0 %") + 8
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
            color = palette.color(role)
            other = self._second.get(label) if self._second is not None else None
            shown: list[tuple[Fraction | None, QBrush, str]] = [(p, QBrush(color), self._names[0])]
            if self._second is not None:
                # the second set-up hatched in the same colour: told apart in any theme
                shown.append((other, QBrush(color, Qt.BrushStyle.BDiagPattern), self._names[1]))
            height = row / len(shown)
            for part, (value, brush, name) in enumerate(shown):
                top = y + part * height
                if value is None:
                    continue
                width = float(value) * bar_room
                painter.fillRect(QRectF(label_width, top + 2, width, height - 4), brush)
                text = format_percent(float(value))
                if self._second is not None:
                    text = f"{name} {text}"
                painter.drawText(
                    QRectF(label_width + width + 4, top, value_width, height),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    text,
                )
            y += row
        painter.end()

    def event(self, event: object) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QHelpEvent.Type.ToolTip:
            row = self._row_at(event.pos().y())
            if row is not None:
                label, p = self.rows()[row]
                text = f"{label}: {fraction_text(p)} = {float(p):.4%}"
                other = self._second.get(label) if self._second is not None else None
                if other is not None:
                    first, second = self._names
                    text = (
                        f"{label}: {first} {fraction_text(p)} = {float(p):.4%}; "
                        f"{second} {fraction_text(other)} = {float(other):.4%}"
                    )
                QToolTip.showText(event.globalPos(), text, self)
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
