"""Issue 37 through the widgets: the organiser's scenarios, Glorious Deeds and exploration
table in the settings; deeds picked by name and by whom; exploring by the table with the
Wretched joining; debts; the patron in the roster editor."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QTableWidgetItem
from pytestqt.qtbot import QtBot

from gui.campaign.battle_dialog import BattleDialog
from gui.campaign.post_battle_dialog import PostBattleDialog
from gui.campaign.settings import DebtDialog, SettingsDialog
from gui.campaign.view import CampaignView
from gui.main_window import MainWindow
from models.ledger.campaigns import campaigns, post_battle
from models.ledger.rosters import roster
from tests.gui.test_campaign import open_siege, window  # noqa: F401  (the fixture)


def _legion(view: CampaignView) -> int:
    return next(
        w.id
        for w in roster.list_warbands(view.database, view.campaign_id)
        if w.faction_key == "fc_hereticlegion"
    )


def _settle(view: CampaignView) -> SettingsDialog:
    """The organiser fills in the lists and a 2D6 exploration table of two locations."""
    dialog = view.edit_settings()
    assert isinstance(dialog, SettingsDialog)
    dialog.scenarios.setPlainText("Dawn Raid\nHold the Bridge\n")
    dialog.deeds.setPlainText("Hold the Line\nSlay the Leader")
    editor = dialog.exploration
    editor.dice.setCurrentIndex(editor.dice.findData("2D6"))
    editor.add_row({"name": "Pit of the Wretched", "first": 2, "last": 6, "models": []})
    editor.rows.setItem(
        0, editor.COLUMNS.index("models"), QTableWidgetItem("Wretched")
    )  # a model, by its name
    editor.add_row({"name": "Ruined Chapel", "first": 8, "last": 12, "glory": 1})
    return dialog


def test_the_organiser_sets_lists_and_a_table_with_its_odds(
    window: MainWindow,  # noqa: F811
) -> None:
    view = open_siege(window)
    dialog = _settle(view)
    chance_column = len(dialog.exploration.COLUMNS)
    chance = [dialog.exploration.rows.item(r, chance_column).text() for r in range(2)]  # type: ignore[union-attr]
    # 2–6 on 2D6: 1+2+3+4+5 = 15 of 36; 8–12: 15 of 36; a 7 finds nothing (6 of 36).
    assert chance[0].startswith("5/12") and chance[1].startswith("5/12")
    assert "Finds nothing: 1/6" in dialog.exploration.note.text()
    first = dialog.exploration.COLUMNS.index("first")
    dialog.exploration.rows.setItem(1, first, QTableWidgetItem("6"))  # overlaps the pit
    dialog._accept_if_valid()  # OK: refused while the table is wrong, all typed kept
    assert "overlap Pit of the Wretched" in dialog.problem.text() and dialog.isVisible()
    dialog.exploration.rows.setItem(1, first, QTableWidgetItem("8"))
    dialog._accept_if_valid()
    assert not dialog.isVisible()
    _, settings = campaigns.campaign_settings(view.database, view.campaign_id)
    assert settings["scenarios"] == ["Dawn Raid", "Hold the Bridge"]
    assert settings["deeds"] == ["Hold the Line", "Slay the Leader"]
    table = settings["exploration"]
    assert table["dice"] == "2D6" and table["locations"][0]["models"] == ["md_wretched"]


def test_deeds_picked_by_name_and_the_wretched_found_exploring(
    window: MainWindow,  # noqa: F811
    qtbot: QtBot,
    tmp_path: Path,
) -> None:
    view = open_siege(window)
    problems: list[str] = []
    view.message.connect(lambda title, text: problems.append(f"{title}: {text}"))
    _settle(view)._accept_if_valid()
    legion = _legion(view)
    dialog = view.record_battle()
    assert isinstance(dialog, BattleDialog)
    assert [dialog.scenario_list.itemText(i) for i in range(2)] == ["Dawn Raid", "Hold the Bridge"]
    dialog.scenario_list.setCurrentIndex(1)
    first, second = dialog.editors
    first.warband.setCurrentIndex(first.warband.findData(legion))
    second.warband.setCurrentIndex(1 - first.warband.currentIndex())
    first.outcome.setCurrentIndex(first.outcome.findData("win"))
    second.outcome.setCurrentIndex(second.outcome.findData("loss"))
    assert not first.deeds.isEnabled()  # the count is the picks
    first.add_deed.click()
    first.add_deed.click()
    names = first.deed_rows.cellWidget(1, 0)
    who = first.deed_rows.cellWidget(1, 1)
    assert isinstance(names, QComboBox) and isinstance(who, QComboBox)
    names.setCurrentText("Slay the Leader")
    who.setCurrentIndex(2)  # the warband's second member (the first entry: the warband)
    hero = who.currentData()
    assert first.deeds.value() == 2
    dialog.grab().save(str(tmp_path / "battle.png"))
    dialog.accept()
    assert problems == [] and dialog.recorded is not None
    assert dialog.recorded.scenario == "Hold the Bridge"
    side = dialog.recorded.side_of(legion)
    assert side is not None
    assert side.deeds == (("Hold the Line", None), ("Slay the Leader", hero))
    assert side.glorious_deeds == 2 and side.deeds_by == (hero,)

    # The Legion's sequence, walked to Exploration; the dice typed find the pit.
    battle = dialog.recorded.id
    while (now := campaigns.get_battle(view.database, battle).side_of(legion)) and (
        now.post_battle != "exploration"
    ):
        post_battle.next_step(view.database, battle, legion)
    view.refresh()
    view.overview_table.setCurrentIndex(
        view.overview_model.index(
            next(r for r in range(2) if view.overview_model.row(r).warband_id == legion), 0
        )
    )
    view.post_battle_button.click()
    sequence = view.post_battle_dialog
    assert isinstance(sequence, PostBattleDialog) and sequence.step == "exploration"
    odds = sequence.findChild(type(sequence.problem), "explorationOdds")
    assert odds is not None and "2–6 Pit of the Wretched: 5/12" in odds.text()
    sequence.explore_dice.setText("1 3")
    assert sequence.explore_found.text().startswith("4: Pit of the Wretched — Wretched joins")
    sequence.grab().save(str(tmp_path / "explore.png"))
    assert sequence.explore()
    band = roster.get_warband(view.database, legion)
    assert band.members[-1].model_key == "md_wretched" and dict(band.granted) == {"md_wretched": 1}
    assert not [w for w in band.warnings if "Wretched" in w.message]
    sequence.roll(2, sequence.explore_dice)  # the app's dice: their seed goes to the log
    seed = sequence.seed_of(sequence.explore_dice)
    assert seed is not None and sequence.explore()
    assert sequence.undo_last()  # the roll undone
    assert sequence.undo_last()  # and the pit: the Wretched leave
    assert roster.get_warband(view.database, legion).granted == ()


def test_a_debt_from_the_overview_and_the_patron_in_the_roster(
    window: MainWindow,  # noqa: F811
) -> None:
    view = open_siege(window)
    legion = _legion(view)
    row = next(r for r in range(2) if view.overview_model.row(r).warband_id == legion)
    view.overview_table.setCurrentIndex(view.overview_model.index(row, 0))
    dialog = view.edit_debts()
    assert isinstance(dialog, DebtDialog)
    dialog.amount.setValue(60)
    dialog.borrow.click()
    status = next(s for s in view.statuses if s.warband_id == legion)
    assert (status.ducat_debt, status.ducat_bank) == (60, 60 + 0)
    shown = [
        view.overview_model.index(row, c).data() for c in range(view.overview_model.columnCount())
    ]
    assert "60 ducats, 0 glory · owes 60 ducats" in shown

    # The roster editor: the patron among the Legion's, with undo.
    window.show_area("rosters")
    window.rosters.open_warband(legion)
    editor = window.rosters.editor
    assert editor is not None and editor.patron_combo.isVisible()
    offered = [editor.patron_combo.itemText(i) for i in range(editor.patron_combo.count())]
    assert offered == ["(none)", "Infernal Noble", "Mammon"]
    assert editor.debt_label.text() == "60 ducats"
    editor.patron_combo.setCurrentIndex(2)
    editor.patron_combo.activated.emit(2)
    patron = roster.get_warband(view.database, legion).patron
    assert patron is not None and patron.name == "Mammon"
    editor.document.undo_stack.undo()
    assert roster.get_warband(view.database, legion).patron is None
    assert editor.patron_combo.currentText() == "(none)"
