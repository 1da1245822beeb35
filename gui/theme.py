"""Light, dark or the system's colours, through Qt's colour scheme (no style sheets)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

SCHEMES = {
    "system": Qt.ColorScheme.Unknown,  # follow the operating system
    "light": Qt.ColorScheme.Light,
    "dark": Qt.ColorScheme.Dark,
}


def apply_theme(name: str) -> None:
    QGuiApplication.styleHints().setColorScheme(SCHEMES.get(name, Qt.ColorScheme.Unknown))
