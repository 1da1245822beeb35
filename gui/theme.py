"""Light, dark or the system's colours, for the whole application (no style sheets).

Qt's colour scheme request is tried first; where the platform cannot honour it (older
desktops, the offscreen platform of the tests), the Fusion style with a light or dark palette
is used instead. "system" puts back the style and palette the application started with.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

SCHEMES = {
    "system": Qt.ColorScheme.Unknown,  # follow the operating system
    "light": Qt.ColorScheme.Light,
    "dark": Qt.ColorScheme.Dark,
}
_started_with: tuple[str, QPalette] | None = None


def apply_theme(name: str) -> None:
    global _started_with
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _started_with is None:
        _started_with = (app.style().name(), QPalette(app.palette()))
    scheme = SCHEMES.get(name, Qt.ColorScheme.Unknown)
    QGuiApplication.styleHints().setColorScheme(scheme)
    if scheme == Qt.ColorScheme.Unknown:
        style, palette = _started_with
        app.setStyle(style)
        app.setPalette(palette)
        return
    if QGuiApplication.styleHints().colorScheme() == scheme:
        return  # the platform did it
    fusion = QStyleFactory.create("Fusion")
    app.setStyle(fusion)
    app.setPalette(dark_palette() if scheme == Qt.ColorScheme.Dark else fusion.standardPalette())


def dark_palette() -> QPalette:
    """A dark palette with readable contrast in every role Fusion uses."""
    base, window, text = QColor("#1e1f22"), QColor("#2b2d31"), QColor("#e8e8e8")
    muted, accent = QColor("#8a8d93"), QColor("#3d7bd9")
    palette = QPalette(window)
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: window,
        QPalette.ColorRole.ToolTipBase: base,
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.PlaceholderText: muted,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: window,
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor("#ff6b6b"),
        QPalette.ColorRole.Highlight: accent,
        QPalette.ColorRole.HighlightedText: QColor("#ffffff"),
        QPalette.ColorRole.Link: QColor("#7fb2ff"),
    }
    for role, color in roles.items():
        palette.setColor(role, color)
    for role in (
        QPalette.ColorRole.Text,
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, muted)
    return palette
