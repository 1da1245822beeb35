"""Situation inputs beside their exact odds: the middle page of every attack wizard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.odds_chart import OddsChart
from gui.widgets.spec_form import SpecForm


class OddsPanel(QWidget):
    """A scrolling SpecForm on the left; the chart, a list (modifiers or notes) and any problem
    on the right."""

    def __init__(
        self,
        form: SpecForm,
        chart_title: str,
        list_title: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.form = form
        scroll = QScrollArea()
        scroll.setWidget(form)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chart = OddsChart()
        self.items = QListWidget()
        self.items.setAccessibleName(list_title.rstrip(":"))
        # Long notes wrap: no sideways scrolling to read a modifier's source.
        self.items.setWordWrap(True)
        self.items.setResizeMode(QListView.ResizeMode.Adjust)
        self.items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        right = QVBoxLayout()
        right.addWidget(QLabel(chart_title))
        right.addWidget(self.chart)
        right.addWidget(QLabel(list_title))
        right.addWidget(self.items, 1)
        right.addWidget(self.problem)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The form as wide as its columns need (never cut on the right), the odds the rest.
        scroll.setMinimumWidth(
            form.sizeHint().width() + scroll.verticalScrollBar().sizeHint().width() + 4
        )
        layout.addWidget(scroll, 3)
        layout.addLayout(right, 2)
