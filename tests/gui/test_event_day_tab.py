"""Issue 22, part 3 in the window: the campaign's Event Day tab — pair, swap, publish, enter a
table's result (the standings follow), print the round, withdraw it, and the standings on a
projector scrolling by themselves."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QTableWidgetItem
from pytestqt.qtbot import QtBot

from gui.campaign.battle_dialog import BattleDialog
from gui.campaign.event_day import WARBAND, PairingDialog, StandingsWindow
from gui.campaign.view import CampaignView
from gui.main_window import MainWindow
from models.ledger.campaigns import campaigns, event_day
from tests.test_event_day import NAMES, league


def open_event_day(window: MainWindow) -> tuple[CampaignView, dict[str, int]]:
    assert window.database is not None
    campaign_id, ids = league(window.database)
    window.show_area("campaigns")
    window.campaigns.refresh()
    view = window.campaigns.open_campaign(campaign_id)
    assert view is not None
    view.tabs.setCurrentWidget(view.event_day)
    return view, ids


def test_pair_swap_publish_and_enter_a_result(window: MainWindow, qtbot: QtBot) -> None:
    view, ids = open_event_day(window)
    tab = view.event_day
    assert tab.empty.isVisible() and not tab.tables.isVisible()
    dialog = tab.pair_next_round()
    assert isinstance(dialog, PairingDialog)
    assert dialog.grid.rowCount() == 3  # two tables and the bye

    # swap Bravo (table 1) with Echo (the bye)
    def cell(row: int, column: int) -> QTableWidgetItem:
        item = dialog.grid.item(row, column)
        assert item is not None
        return item

    cell(0, 2).setSelected(True)
    cell(2, 1).setSelected(True)
    assert sorted(dialog.chosen()) == sorted([ids["Bravo"], ids["Echo"]])
    dialog.swap_button.click()
    assert cell(0, 2).data(WARBAND) == ids["Echo"]
    assert cell(2, 1).text() == "Bravo"
    dialog.publish_button.click()
    assert tab.tables.isVisible() and tab.round.currentData() == 1
    shown = [
        (tab.tables_model.index(r, 1).data(), tab.tables_model.index(r, 2).data())
        for r in range(tab.tables_model.rowCount())
    ]
    assert shown == [("Alfa", "Echo"), ("Charlie", "Delta"), ("Bravo", "")]
    assert tab.progress.text() == "0 of 2 results in" and tab.withdraw_button.isEnabled()

    tab.tables.selectRow(0)
    battle = tab.enter_result()
    assert isinstance(battle, BattleDialog) and battle.round.value() == 1
    assert [e.warband.currentData() for e in battle.editors] == [ids["Alfa"], ids["Echo"]]
    battle.editors[0].victory_points.setValue(11)
    battle.accept()
    assert tab.tables_model.index(0, 3).data() == "Alfa won, 11 – 0 VP"
    assert tab.progress.text() == "1 of 2 results in"
    assert not tab.withdraw_button.isEnabled()
    tab.tables.selectRow(0)
    assert not tab.result_button.isEnabled()  # the result is in
    league_top = view.league_model.row(0)
    assert (league_top.warband, league_top.points) == ("Alfa", 3)


def test_print_and_withdraw_the_round(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, _ids = open_event_day(window)
    tab = view.event_day
    assert window.database is not None
    event_day.publish_round(
        window.database, event_day.draft_round(window.database, tab.campaign_id)
    )
    tab.refresh()
    target = tmp_path / "round 1.pdf"
    run = tab.print_round(target)
    assert run is not None
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "exportDone") is not None, timeout=15000)
    pages = [p.extract_text() for p in PdfReader(target).pages]
    assert len(pages) == 2 and "round 1" in pages[0] and "table 2" in pages[1]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    tab.withdraw_button.click()
    assert event_day.rounds(window.database, tab.campaign_id) == []
    assert tab.empty.isVisible()


def test_the_standings_on_a_projector_scroll_by_themselves(
    window: MainWindow, qtbot: QtBot
) -> None:
    view, _ids = open_event_day(window)
    standings = view.event_day.show_standings()
    assert isinstance(standings, StandingsWindow) and standings.isVisible()
    assert window.database is not None
    rows = campaigns.league_table(window.database, view.campaign_id)
    model = standings.model
    assert [model.index(r, 1).data() for r in range(model.rowCount())] == [r.warband for r in rows]
    assert model.rowCount() == len(NAMES)
    assert standings.table.font().pointSizeF() > window.font().pointSizeF() * 2
    # too small a window for every row: it moves down a pixel a step, rests at the bottom,
    # then starts again from the top
    standings.showNormal()
    standings.resize(500, 260)
    QTest.qWait(50)
    bar = standings.table.verticalScrollBar()
    assert bar.maximum() > 0
    standings.timer.stop()
    bar.setValue(0)
    standings.scroll_step()
    assert bar.value() == 1
    while bar.value() < bar.maximum():
        standings.scroll_step()
    rest = StandingsWindow.REST_MS // StandingsWindow.STEP_MS
    for _ in range(rest + 1):
        standings.scroll_step()
    assert bar.value() == 0  # back at the top after its rest
    QTest.keyClick(standings, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: view.event_day.standings is None, timeout=3000)
    # open again, then leave the campaign: the projector's window goes with it
    again = view.event_day.show_standings()
    assert again.isVisible() and again.parent() is window
    window.campaigns.close_campaign()
    qtbot.waitUntil(lambda: not again.isVisible(), timeout=3000)
