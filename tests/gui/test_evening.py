"""Issue 20: a whole evening as a new user spends it, on a 1600×1000 screen, through the real
window on a real SQLite file — build a Trench Crusade warband, play a game with the attack
wizard, print, record the battle in the campaign, run the post-battle sequence, switch to
Italian. Every number checked here is worked out by hand from RULES.md."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gui.campaign.battle_dialog import BattleDialog
from gui.campaign.view import GamePicker
from gui.game.area import NewGameDialog
from gui.game.attack_wizard import AttackWizard
from gui.game.view import EndGameDialog
from gui.main_window import MainWindow
from gui.roster.new_warband import NewWarbandDialog
from models.i18n import set_language
from models.ledger.campaigns import campaigns
from models.ledger.games import games
from models.ledger.games.log_text import event_line
from models.ledger.rosters import roster
from tests.gui.test_game import LEGION
from tests.gui.test_roster import pick

OURS = "Compagnia della Sera"


@pytest.fixture(autouse=True)
def screen_size(window: MainWindow) -> None:
    window.resize(1600, 1000)


def test_a_whole_evening(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    db = window.database
    assert db is not None
    siege = next(c for c in campaigns.list_campaigns(db) if c.system == "trench-crusade")

    # -- 1. A warband for the campaign: Trench Crusade is offered first (issue 20, item 9).
    def fill_in(dialog: NewWarbandDialog) -> int:
        assert dialog.system.currentData() == "trench-crusade"
        dialog.edition.setCurrentIndex(dialog.edition.findData("tc-1.6"))  # the demo league's
        dialog.faction.setCurrentIndex(dialog.faction.findText("Trench Pilgrims"))
        dialog.campaign.setCurrentIndex(dialog.campaign.findData(siege.id))
        QTest.keyClicks(dialog.name, OURS)
        return 1

    monkeypatch.setattr(NewWarbandDialog, "exec", fill_in)
    window.show_area("rosters")
    window.rosters.new_action.trigger()
    editor = window.rosters.editor
    assert editor is not None and editor.view.name == OURS
    for search in ("war prophet", "trench pilgrim", "trench pilgrim"):
        pick(monkeypatch, search)
        editor.add_action.trigger()
    prophet, first, _second = editor.view.members
    # Standard Armour on a pilgrim: the Armour column says −1, as the dice will (TC-I4).
    editor.select_member(first.id)
    pick(monkeypatch, "standard armour")
    editor.equip_action.trigger()
    pick(monkeypatch, "bolt-action")
    editor.equip_action.trigger()
    for melee in ("greatsword", "trench club"):  # three hands: a warning (RC-5), not a refusal
        pick(monkeypatch, melee, row=1)  # a row that breaks a rule is taken by ↓, not Enter
        editor.equip_action.trigger()
    armour = editor.members.index(editor.members.row_of(first.id) or 0, 5)
    assert editor.members.headerData(5, Qt.Orientation.Horizontal) == "Armour"
    assert armour.data() == "-1"
    assert "Standard Armour -1" in editor.member_profile.text()
    editor.select_member(prophet.id)
    pick(monkeypatch, "pistol")
    editor.equip_action.trigger()

    # -- 2. A game against the Legion: the roster's warnings are said, the game starts.
    ours = roster.get_warband(db, editor.view.id)
    legion = next(w for w in roster.list_warbands(db) if w.name == LEGION)
    said: list[str] = []

    def choose(dialog: NewGameDialog) -> int:
        assert dialog.system.currentData() == "trench-crusade"
        dialog.choose(ours.id)
        dialog.choose(legion.id)
        said.append(dialog.warnings.text())
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    window.show_area("games")
    window.games.new_action.trigger()
    view = window.games.view
    assert view is not None and view.layout_switch.currentData() == "table"
    assert OURS in said[0] and "RC-5" in said[0]  # said before the game, which still starts
    game_id = view.document.game.id
    assert view.title.text().startswith(f"Game {game_id}")

    # -- 3. The pilgrim shoots the Heretic Priest (TOUGH, Standard Armour): the wizard names
    #    the armour and its item and TOUGH before the dice; 6+5 = 11 hits, injury 6+6−1 = 11
    #    would be Out of Action, TOUGH makes it Down (TC-I11): +1 BLOOD.
    priest = next(m for s in view.document.sides for m in s.members if m.name == "Priest Malachai")
    row = next(c for c in view.controls if c.member.id == first.id)
    row.attack_button.click()
    wizard = view.findChild(AttackWizard)
    assert wizard is not None
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(priest.id))
    wizard.next()
    notes = [
        wizard.odds_page.modifiers.item(i).text() for i in range(wizard.odds_page.modifiers.count())
    ]
    assert "Priest Malachai: Armour -1 (TC-I4): own 0, Standard Armour -1" in notes
    assert any("TOUGH" in n for n in notes)
    wizard.next()
    wizard.dice_page.faces.setText("6 5 6 6")
    wizard.next()
    wizard.accept()
    state = view.document.state_of(priest.id)
    assert "down" in state.flags and state.counters.get("blood") == 1
    priest_row = next(c for c in view.controls if c.member.id == priest.id)
    assert priest_row.name_label.font().italic()  # Down, at a glance

    # -- 4. A marker by hand on the table's row, the next turn.
    priest_row.buttons["blood"][1].click()
    assert view.document.state_of(priest.id).counters["blood"] == 2
    view.next_turn_button.click()
    assert view.turn_label.text() == "Turn 2"

    # -- 5. Print: Ctrl+P offers the game's report and both warbands; our cards are written
    #    with the armour worn.
    choices = {c.label: c for c in window.export_choices()}
    assert f"Warband cards of {OURS}" in choices and f"Warband cards of {LEGION}" in choices
    cards = tmp_path / "cards.pdf"
    run = window.start_export(choices[f"Warband cards of {OURS}"], cards, "A4", "poker")
    qtbot.waitUntil(lambda: run.done, timeout=20000)
    for box in window.findChildren(QMessageBox):
        box.close()
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(cards).pages)
    assert "Standard Armour" in text and "Bolt-Action Rifle" in text and '24"' in text

    # -- 6. End the game: ours won, 5 VP to 2; the title says so.
    view.end_button.click()
    end = view.findChild(EndGameDialog)
    assert end is not None
    our_side = next(
        s.participant.side for s in view.document.sides if s.participant.warband_name == OURS
    )
    end.winner.setCurrentIndex(end.winner.findData(our_side))
    for side, spin in end.points.items():
        spin.setValue(5 if side == our_side else 2)
    end.accept()
    assert f"{OURS} won" in view.title.text() and "5 VP" in view.title.text()
    window.games.close_game()

    # -- 7. The battle in the campaign, from the finished game; then the post-battle button.
    window.show_area("campaigns")
    campaign = window.campaigns.open_campaign(siege.id)
    assert campaign is not None
    picker = campaign.record_from_game()
    assert isinstance(picker, GamePicker)
    assert (
        picker.game.currentText().endswith(f"{OURS} – {LEGION}")
        or OURS in picker.game.currentText()
    )
    picker.accept()
    battle = campaign.findChild(BattleDialog)
    assert battle is not None
    battle.accept()
    assert campaign.battles_model.rowCount() == 1
    league = {
        campaign.league_model.row(r).warband: campaign.league_model.row(r)
        for r in range(campaign.league_model.rowCount())
    }
    assert league[OURS].points == 3  # a win (the campaign's settings)
    row_of_ours = next(
        r
        for r in range(campaign.overview_model.rowCount())
        if campaign.overview_model.row(r).warband == OURS
    )
    campaign.overview_table.setCurrentIndex(campaign.overview_model.index(row_of_ours, 0))
    campaign.post_battle_button.click()
    sequence = campaign.post_battle_dialog
    assert sequence is not None and sequence.step == "trauma"  # none of ours fell
    while sequence.step != "done":
        assert sequence.next_step(), sequence.problem.text()
    status = next(s for s in campaigns.overview(db, siege.id) if s.warband == OURS)
    assert status.pending_post_battle == ()

    # -- 8. Italian: the log written in English reads in Italian, the untitled game too.
    set_language("it")
    try:
        events = games.events(db, game_id)
        window.show_area("games")
        reopened = window.games.open_game(game_id)
        assert reopened is not None
        table = reopened.document.table
        attack = next(e for e in events if e.kind == "attack")
        line = event_line(attack, table.names(), table.profile)
        assert "Atterrato" in line  # the Down result in Italian (the log keeps facts)
    finally:
        set_language("en")
    shutil.rmtree(tmp_path / "unused", ignore_errors=True)
