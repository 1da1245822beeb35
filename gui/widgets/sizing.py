"""Dialogs sized for what they show, within the screen (a 1366×768 laptop at the table)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def room_for(widget: QWidget) -> QSize:
    """The space a dialog may take: 95 % of the screen's free area, or the window it belongs
    to where that is larger (an offscreen screen is smaller than the windows tests open)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size() * 0.95 if screen is not None else QSize(1366, 740)
    parent = widget.parentWidget()
    if parent is not None:
        room = room.expandedTo(parent.window().size())
    return room


def fit_to_screen(widget: QWidget, columns: int, lines: int) -> None:
    """Resize to `columns` average characters by `lines` text lines, within `room_for`."""
    metrics = widget.fontMetrics()
    wanted = QSize(metrics.averageCharWidth() * columns, metrics.lineSpacing() * lines)
    widget.resize(wanted.boundedTo(room_for(widget)))
