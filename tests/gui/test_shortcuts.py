"""Issue 35 §7: every key the Keyboard Shortcuts page lists, pressed where it says, runs
exactly one action — Ctrl+N included, with the focus on the navigation list of each area (it
was bound to three area actions and did nothing from there)."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gui.help_dialog import SHORTCUT_TABLE
from gui.main_window import MainWindow


def _press(window: MainWindow, qtbot: QtBot, focus: QWidget, keys: str) -> list[str]:
    """Press `keys` on `focus`; the texts of the actions it triggered (their slots replaced
    by a recorder, so no dialog opens)."""
    fired: list[str] = []
    wanted = QKeySequence(keys)
    for action in window.findChildren(QAction):
        if any(
            key.matches(wanted) == QKeySequence.SequenceMatch.ExactMatch
            for key in action.shortcuts()
        ):
            with contextlib.suppress(RuntimeError, TypeError):  # no slot connected
                action.triggered.disconnect()
            action.triggered.connect(lambda _c=False, a=action: fired.append(a.text()))
    focus.setFocus()
    qtbot.wait(20)
    QTest.keySequence(focus, wanted)
    qtbot.wait(20)
    return fired


@pytest.mark.parametrize(
    ("area", "made"),
    [("rosters", "New Warband"), ("games", "New Game"), ("campaigns", "New Campaign")],
)
def test_ctrl_n_makes_what_the_area_in_view_makes_wherever_the_focus_is(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, area: str, made: str
) -> None:
    called: list[str] = []
    monkeypatch.setattr(window.rosters, "new_warband", lambda: called.append("New Warband"))
    monkeypatch.setattr(window.games, "new_game", lambda: called.append("New Game"))
    monkeypatch.setattr(window.campaigns, "new_campaign", lambda: called.append("New Campaign"))
    window.show_area(area)
    for focus in (window.navigation, getattr(window, area)):
        called.clear()
        focus.setFocus()
        qtbot.wait(20)
        QTest.keySequence(focus, QKeySequence("Ctrl+N"))
        qtbot.wait(20)
        assert called == [made]
    assert window.new_record_action.text().replace("&", "").startswith(made)


def test_ctrl_n_is_off_where_nothing_is_made(window: MainWindow) -> None:
    window.show_area("catalogs")
    assert not window.new_record_action.isEnabled()


@pytest.mark.parametrize(("where", "keys"), [(w, k) for w, k, _ in SHORTCUT_TABLE])
def test_every_listed_key_runs_exactly_one_action(
    window: MainWindow, qtbot: QtBot, where: str, keys: str
) -> None:
    if where == "editor":
        window.show_area("rosters")
        editor = window.rosters.open_warband(1)
        assert editor is not None
        focus: QWidget = editor.table
        editor.table.selectRow(1)
    elif where == "lists":
        window.show_area("rosters")
        focus = window.rosters.table
        window.rosters.select_warband(1)
    elif keys in ("Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y"):  # Undo and Redo need a change
        window.show_area("rosters")
        editor = window.rosters.open_warband(1)
        document = window.rosters.document
        assert editor is not None and document is not None
        document.rename("Renamed")
        if keys != "Ctrl+Z":
            document.undo_stack.undo()
        focus = window.navigation
    else:
        window.show_area("games")
        focus = window.navigation
    if keys == "Return":  # the list's own key: opens the selected warband
        QTest.keyClick(focus, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.rosters.editor is not None)
        return
    fired = _press(window, qtbot, focus, keys)
    assert len(fired) == 1, f"{keys} in {where}: {fired}"
