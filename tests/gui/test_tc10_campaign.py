"""Issue 49 §1 through the widgets: a new tc-1.0 campaign's bundled content — the settings
dialog keeps every location's options when saved, the battle dialog shows a scenario's length
and deeds, and the Exploration step shows the TC-C8 odds and takes the option chosen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from gui.campaign.battle_dialog import BattleDialog
from gui.campaign.post_battle_dialog import PostBattleDialog
from gui.campaign.settings import SettingsDialog
from gui.main_window import MainWindow
from models.ledger.campaigns import campaigns, post_battle
from models.ledger.campaigns.campaigns import NewBattle, NewCampaign, NewSide
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband


def _season(window: MainWindow) -> tuple[int, int, int]:
    database = window.database
    assert database is not None
    summary = campaigns.create_campaign(database, NewCampaign("Season", "trench-crusade", "tc-1.0"))
    with database.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    legion = next(f.id for f in catalog.factions.values() if f.name == "Heretic Legion")
    bands = []
    for name in ("Ash", "Cinder"):
        view = roster.create_warband(database, NewWarband(name, "trench-crusade", "tc-1.0", legion))
        campaigns.join_campaign(database, summary.id, view.id, f"{name}'s player")
        bands.append(view.id)
    return summary.id, bands[0], bands[1]


def test_tc_c8_the_books_content_in_the_window(window: MainWindow, tmp_path: Path) -> None:
    database = window.database
    assert database is not None
    cid, ash, cinder = _season(window)
    before = campaigns.campaign_settings(database, cid)[1]
    view = window.campaigns.open_campaign(cid)
    assert view is not None

    # the settings dialog shows the tables and saves them back whole
    dialog = view.edit_settings()
    assert isinstance(dialog, SettingsDialog)
    editor = dialog.exploration
    assert editor.dice.currentData() == "by battles" and editor.rows.rowCount() == 33
    survivor = next(r for r in range(33) if editor.rows.item(r, 0).text() == "Survivor")  # type: ignore[union-attr]
    assert "Option: Heretic Wretched" in editor.rows.item(survivor, 0).toolTip()  # type: ignore[union-attr]
    chance = editor.rows.item(survivor, len(editor.COLUMNS)).text()  # type: ignore[union-attr]
    assert chance.startswith("25/216")  # 3D6 sums to 9 in 25 ways
    dialog.grab().save(str(tmp_path / "settings.png"))
    dialog._accept_if_valid()
    assert not dialog.isVisible() and dialog.problem.text() == ""
    after = campaigns.campaign_settings(database, cid)[1]
    assert after["exploration"] == before["exploration"]  # nothing a row hides was lost
    assert after["scenario_rules"] == before["scenario_rules"]

    # a scenario's length and deeds beside it
    battle_dialog = view.record_battle()
    assert isinstance(battle_dialog, BattleDialog)
    battle_dialog.scenario_list.setCurrentIndex(
        battle_dialog.scenario_list.findText("Trench Warfare")
    )
    assert battle_dialog.scenario_rules.text().startswith("4–5 turns · Glorious Deeds: ")
    battle_dialog.reject()

    # the Exploration step: the odds of 3D6 on the common table, the option chosen
    battle = campaigns.record_battle(
        database, NewBattle(cid, (NewSide(ash, "win"), NewSide(cinder, "loss")))
    )
    while (side := campaigns.get_battle(database, battle.id).side_of(ash)) and (
        side.post_battle != "exploration"
    ):
        post_battle.next_step(database, battle.id, ash)
    view.refresh()
    row = next(r for r in range(2) if view.overview_model.row(r).warband_id == ash)
    view.overview_table.setCurrentIndex(view.overview_model.index(row, 0))
    view.post_battle_button.click()
    sequence = view.post_battle_dialog
    assert isinstance(sequence, PostBattleDialog) and sequence.step == "exploration"
    odds = sequence.findChild(type(sequence.problem), "explorationOdds")
    assert odds is not None and "9 Survivor (Common): 25/216" in odds.text()
    assert "Rare" not in odds.text()  # one battle fought: the common table only
    sequence.explore_dice.setText("2 3 4")
    assert sequence.explore_found.text() == "9: Survivor — Wretched joins, loot 90 ducats"
    options = [sequence.explore_option.itemText(i) for i in range(sequence.explore_option.count())]
    assert options == ["Heretic Wretched"] and sequence.explore_option.isVisible()
    QApplication.processEvents()  # the option's row shown: laid out again
    sequence.grab().save(str(tmp_path / "explore.png"))
    bank = roster.get_warband(database, ash).ducat_bank
    assert sequence.explore()
    band = roster.get_warband(database, ash)
    assert band.ducat_bank == bank + 90 and band.finds == ("Survivor",)
    assert band.members[-1].model_name == "Wretched"
