"""Issue 20: every button and menu action of every view does something — opens a window or a
dialog, or changes what is stored or shown. A button that does nothing (the campaign's
Post-Battle Sequence… once passed Qt's `checked` flag as a warband id) fails here.

Each view is brought up afresh before each click (a click may leave it); modal dialogs and file
choosers are answered "cancel" and counted as opened; windows left open are closed again.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QTabBar,
    QWidget,
)

from gui.main_window import MainWindow
from models.ledger.campaigns import campaigns
from models.ledger.rosters import roster
from tests.gui.test_game import LEGION, start_game, start_tc_game

Opened = list[str]


@pytest.fixture(autouse=True)
def screen_size(window: MainWindow) -> None:
    window.resize(1366, 768)


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> Opened:
    """Modal dialogs, message boxes and file choosers answered "cancel", and counted."""
    seen: Opened = []

    def modal(self: QDialog) -> int:
        seen.append(type(self).__name__)
        return 0

    def chooser(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
        seen.append("QFileDialog")
        return "", ""

    def files(*_args: Any, **_kwargs: Any) -> tuple[list[str], str]:
        seen.append("QFileDialog")
        return [], ""

    def ask(*_args: Any, **_kwargs: Any) -> QMessageBox.StandardButton:
        seen.append("QMessageBox")
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QDialog, "exec", modal)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", chooser)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", chooser)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", files)

    def folder(*_args: Any, **_kwargs: Any) -> str:
        seen.append("QFileDialog")
        return ""

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", folder)
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, ask)
    return seen


def _database(window: MainWindow) -> str:
    """What is stored: every table's rows, read by a connection of our own."""
    assert window.database is not None and window.database.location.path is not None
    with sqlite3.connect(window.database.location.path) as conn:
        tables = [
            row[0]
            for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            if row[0] not in ("catalogs", "catalog_items", "catalog_models")
        ]
        digest = hashlib.sha256()
        for table in sorted(tables):
            for row in conn.execute(f'SELECT * FROM "{table}" ORDER BY 1'):  # noqa: S608
                digest.update(repr(row).encode())
        return digest.hexdigest()


def _shown(window: MainWindow) -> tuple[Any, ...]:
    """What the window shows: its visible labels' and buttons' texts, checked boxes, rows of
    its lists and tables, and the windows open beside it."""
    widgets = [w for w in window.findChildren(QWidget) if w.isVisible()]
    texts = tuple(w.text() for w in widgets if isinstance(w, QLabel | QAbstractButton))
    checked = tuple(
        w.isChecked() for w in widgets if isinstance(w, QAbstractButton) and w.isCheckable()
    )
    rows = tuple(
        w.model().rowCount() for w in widgets if isinstance(w, QAbstractItemView) and w.model()
    )
    windows = tuple(
        sorted(
            w.objectName() or type(w).__name__
            for w in QApplication.topLevelWidgets()
            if w.isVisible() and w is not window and not isinstance(w, QMenu)
        )
    )
    return (texts, checked, rows, windows, len(widgets))


def _close_others(window: MainWindow) -> None:
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible() and not isinstance(widget, QMenu):
            if isinstance(widget, QDialog):
                widget.reject()
            widget.close()
    QApplication.processEvents()


def _key(button: QAbstractButton) -> str:
    return "|".join(
        (type(button).__name__, button.text(), button.accessibleName(), button.objectName())
    )


def _buttons(root: QWidget, only: Callable[[QAbstractButton], bool]) -> list[str]:
    found = []
    for button in root.findChildren(QAbstractButton):
        if not (button.isVisible() and button.isEnabled() and only(button)):
            continue
        if isinstance(button.parentWidget(), QTabBar):
            continue  # a tab bar's scroll arrows
        found.append(_key(button))
    return list(dict.fromkeys(found))


def _find(root: QWidget, key: str) -> QAbstractButton | None:
    return next(
        (
            b
            for b in root.findChildren(QAbstractButton)
            if _key(b) == key and b.isVisible() and b.isEnabled()
        ),
        None,
    )


def walk(
    window: MainWindow,
    opened: Opened,
    setup: Callable[[], QWidget],
    only: Callable[[QAbstractButton], bool] = lambda _b: True,
) -> list[str]:
    """Click each button `setup`'s view shows, on a view set up afresh; the keys of those that
    did nothing."""
    dead = []
    keys = _buttons(setup(), only)
    assert keys, "no buttons found"
    for key in keys:
        _close_others(window)
        root = setup()
        QApplication.processEvents()
        button = _find(root, key)
        if button is None:
            continue  # not there in this state (shown only after something else)
        before = (_database(window), _shown(window), len(opened))
        button.click()
        QApplication.processEvents()
        after = (_database(window), _shown(window), len(opened))
        if after == before:
            dead.append(key)
        _close_others(window)
    return dead


def _menu_actions(window: MainWindow) -> list[QAction]:
    found = []
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if isinstance(menu, QMenu):
            for action in menu.actions():
                if action.isSeparator() or action.menu() is not None:
                    continue
                found.append(action)
    return found


def test_every_menu_action_does_something(window: MainWindow, opened: Opened) -> None:
    dead = []
    for action in _menu_actions(window):
        if action is window.quit_action or not action.isEnabled():
            continue
        _close_others(window)
        window.show_area("rosters")
        before = (_database(window), _shown(window), len(opened))
        action.trigger()
        QApplication.processEvents()
        if (_database(window), _shown(window), len(opened)) == before:
            dead.append(action.text())
        _close_others(window)
    # Undo and Redo have nothing to do on a fresh database: they are disabled, not dead.
    assert dead == []


def test_every_button_of_the_rosters_does_something(window: MainWindow, opened: Opened) -> None:
    assert window.database is not None
    legion = next(w for w in roster.list_warbands(window.database) if w.name == LEGION)

    def warband_list() -> QWidget:
        window.rosters.close_editor()
        window.show_area("rosters")
        return window.rosters

    def editor() -> QWidget:
        window.show_area("rosters")
        if window.rosters.document is None or window.rosters.document.view.id != legion.id:
            window.rosters.open_warband(legion.id)
        found = window.rosters.editor
        assert found is not None
        found.select_member(found.view.members[0].id)
        return found

    assert walk(window, opened, warband_list) == []
    assert walk(window, opened, editor) == []


def test_every_button_of_a_game_does_something(
    window: MainWindow, opened: Opened, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = start_tc_game(window, monkeypatch)
    game_id = view.document.game.id
    first = {s.members[0].name for s in view.document.sides}

    def game() -> QWidget:
        window.show_area("games")
        if window.games.view is None:
            window.games.open_game(game_id)
        assert window.games.view is not None
        return window.games.view

    def one_row_a_side(button: QAbstractButton) -> bool:
        """The controls of a row repeat for every model: those of the first model a side."""
        name = button.accessibleName()
        return not any(
            m.name in name for s in view.document.sides for m in s.members if m.name not in first
        )

    assert walk(window, opened, game, one_row_a_side) == []
    # The cards show the same controls: their own buttons work too.
    game().layout_switch.setCurrentIndex(1)  # type: ignore[attr-defined]
    assert walk(window, opened, game, one_row_a_side) == []


def test_every_button_of_the_other_views_does_something(
    window: MainWindow, opened: Opened, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.database is not None
    siege = next(
        c for c in campaigns.list_campaigns(window.database) if c.system == "trench-crusade"
    )

    def campaign_list() -> QWidget:
        window.campaigns.close_campaign()
        window.show_area("campaigns")
        return window.campaigns

    def campaign() -> QWidget:
        window.show_area("campaigns")
        if window.campaigns.view is None:
            window.campaigns.open_campaign(siege.id)
        assert window.campaigns.view is not None
        return window.campaigns.view

    def catalogs() -> QWidget:
        window.show_area("catalogs")
        return window.catalogs

    def games_list() -> QWidget:
        window.games.close_game()
        window.show_area("games")
        return window.games

    assert walk(window, opened, campaign_list) == []
    assert walk(window, opened, campaign) == []
    assert walk(window, opened, catalogs) == []
    start_game(window, monkeypatch, "warzone")  # a game listed, then back to the list
    assert walk(window, opened, games_list) == []


def test_the_walker_finds_a_dead_button(window: MainWindow, opened: Opened) -> None:
    """The check itself: a button connected to nothing is reported."""
    from PySide6.QtWidgets import QPushButton

    window.show_area("rosters")
    dead = QPushButton("Nothing happens", window.rosters.currentWidget())
    dead.show()
    assert walk(window, opened, lambda: window.rosters, lambda b: b.text() == dead.text()) == [
        "QPushButton|Nothing happens||"
    ]
