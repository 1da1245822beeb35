"""The Campaigns area driven through its widgets: a battle recorded by hand and the whole
Trench Crusade post-battle sequence with dice typed in as rolled at the table (issue 9)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gui.app import configure_application
from gui.campaign.battle_dialog import BattleDialog
from gui.campaign.post_battle_dialog import PostBattleDialog
from gui.campaign.view import CampaignView
from gui.main_window import MainWindow
from models.db import Database
from models.db.schema import Warband
from models.ledger.campaigns import campaigns
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.ledger.rosters.roster import MemberChanges
from models.ledger.startup import open_ledger
from models.table.views import WarbandView

SIEGE = "Demo: the Siege of Jericho"


@pytest.fixture
def window(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, prepared_sqlite: Path
) -> Iterator[MainWindow]:
    configure_application(qapp)
    path = tmp_path / "ledger.sqlite"
    shutil.copyfile(prepared_sqlite, path)
    main = MainWindow(open_ledger(path))
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    yield main
    if main.database is not None:
        main.database.close()


def open_siege(window: MainWindow) -> CampaignView:
    window.show_area("campaigns")
    area = window.campaigns
    row = next(r for r in range(area.model.rowCount()) if area.model.row(r).name == SIEGE)
    area.table.setCurrentIndex(area.model.index(row, 0))
    area.open_action.trigger()
    assert area.view is not None
    return area.view


def pilgrims(db: Database) -> WarbandView:
    found = next(w for w in roster.list_warbands(db) if w.name == "Pellegrini di San Marco")
    return roster.get_warband(db, found.id)


def check(list_widget: object, member_id: int) -> None:
    from PySide6.QtWidgets import QListWidget

    assert isinstance(list_widget, QListWidget)
    for row in range(list_widget.count()):
        item = list_widget.item(row)
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == member_id:
            item.setCheckState(Qt.CheckState.Checked)
            return
    raise AssertionError(f"member {member_id} not listed")


def select(list_widget: object, member_id: int) -> None:
    from PySide6.QtWidgets import QListWidget

    assert isinstance(list_widget, QListWidget)
    for row in range(list_widget.count()):
        item = list_widget.item(row)
        if item is not None and item.data(Qt.ItemDataRole.UserRole) == member_id:
            list_widget.setCurrentRow(row)
            return
    raise AssertionError(f"member {member_id} not listed")


def test_a_battle_and_the_whole_post_battle_sequence(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    db = window.database
    assert db is not None
    band = pilgrims(db)
    # An elite with two scars already (its third comes now), an elite one XP from an advance.
    scarred, veteran = [m for m in band.members if m.elite][:2]
    troop, hopeful = [m for m in band.members if not m.elite][:2]
    band = roster.update_member(
        db, band.id, band.version, scarred.id, MemberChanges(battle_scars=("Leg Wound", "Robbed"))
    )
    band = roster.update_member(db, band.id, band.version, veteran.id, MemberChanges(experience=1))
    kit = [i.key for i in scarred.items]

    view = open_siege(window)
    problems: list[str] = []
    view.message.connect(lambda title, text: problems.append(f"{title}: {text}"))
    assert view.overview_model.rowCount() == 2 and view.battles_model.rowCount() == 0

    # Record the battle by hand: the pilgrims win with a Glorious Deed; two of theirs fell.
    dialog = view.record_battle()
    assert isinstance(dialog, BattleDialog)
    first, second = dialog.editors
    other = next(w.id for w in roster.list_warbands(db, view.campaign_id) if w.id != band.id)
    first.warband.setCurrentIndex(first.warband.findData(band.id))
    second.warband.setCurrentIndex(second.warband.findData(other))
    first.outcome.setCurrentIndex(first.outcome.findData("win"))
    second.outcome.setCurrentIndex(second.outcome.findData("loss"))
    first.victory_points.setValue(4)
    check(first.deeds_by, veteran.id)  # the Glorious Deed: one counted, one more XP for her
    assert first.deeds.value() == 1
    first.taken_out.setValue(3)
    check(first.out_of_action, troop.id)
    check(first.out_of_action, scarred.id)
    dialog.accept()
    assert problems == [] and view.battles_model.rowCount() == 1
    league = {view.league_model.row(r).warband: view.league_model.row(r) for r in range(2)}
    assert league["Pellegrini di San Marco"].points == 3 and league[band.name].taken_out == 3
    shown = view.league_table.model()  # sorted by rank: the winner on top
    assert shown.index(0, 1).data() == "Pellegrini di San Marco" and shown.index(0, 0).data() == "1"

    # The post-battle sequence from the overview's button (issue 20: it did nothing): with
    # no row selected it opens the first warband whose sequence waits.
    row = next(r for r in range(2) if view.overview_model.row(r).warband_id == band.id)
    view.overview_table.clearSelection()
    view.post_battle_button.click()
    sequence = view.post_battle_dialog
    assert isinstance(sequence, PostBattleDialog) and sequence.step == "trauma"
    waiting = next(s.warband_id for s in view.statuses if s.pending_post_battle)
    assert sequence.warband_id == waiting
    sequence.reject()
    view.overview_table.setCurrentIndex(view.overview_model.index(row, 0))
    view.post_battle_button.click()
    sequence = view.post_battle_dialog
    assert isinstance(sequence, PostBattleDialog) and sequence.step == "trauma"
    window.grab().save(str(tmp_path / "campaign.png"))

    # Trauma: the troop rolls a 2 (dead, TC-C1); the elite a D66 of 5-5: Full Recovery, but
    # its third scar: unfit for duty, kit to the arsenal (TC-C2).
    assert not sequence.next_step()  # everyone taken Out of Action rolls first
    assert "rolls first" in sequence.problem.text()
    select(sequence.trauma_list, troop.id)
    assert "33.3%" in sequence.trauma_odds.text()  # 1–2 on a D6
    sequence.trauma_dice.setText("2")
    assert sequence.apply_trauma()
    select(sequence.trauma_list, scarred.id)
    assert "third scar" in sequence.trauma_odds.text()
    sequence.trauma_dice.setText("5 5")
    assert sequence.apply_trauma()
    assert sequence.trauma_list.count() == 0
    assert not sequence.trauma_roll.isEnabled()  # issue 35: nobody is left to roll for
    assert sequence.next_step() and sequence.step == "experience"
    assert not sequence.promotion_roll.isEnabled()  # no troop ticked yet: no dice
    assert "up to two dice a troop, three for a troop with a Glorious Deed" in (
        sequence.pool_label.text()
    )

    # Promotions & Experience: the bulk award, an advancement, a promotion roll.
    sequence.award_button.click()
    after = {m.id: m for m in roster.get_warband(db, band.id).members}
    # +1 for taking part, +1 for the deed: 3 XP, past the advancement at 2 (TC-C4).
    assert after[veteran.id].experience == 3
    assert sequence.owed.count() == 1 and sequence.owed.currentData() == veteran.id
    sequence.tables[0].setCurrentText("Melee and Strength Skills")
    sequence.tables[1].setCurrentText("Ranged Skills")
    sequence.rolls[0].setValue(4)  # Stand Firm
    sequence.rolls[1].setValue(7)  # Sharp Eyes
    offered = [sequence.choice.itemText(i) for i in range(sequence.choice.count())]
    assert offered == ["Stand Firm", "Sharp Eyes"]
    sequence.choice.setCurrentText("Stand Firm")
    assert sequence.learn()
    assert not sequence.advancement_roll.isEnabled()  # no roll owed any more
    check(sequence.troops, hopeful.id)
    assert sequence.promotion_roll.isEnabled()
    # Pool: 1 + 1 (a win) + 1 (a deed) = 3; a troop without a deed takes two (TC-C5).
    assert "3 dice" in sequence.pool_label.text() and "30.6%" in sequence.pool_label.text()
    sequence.promotion_dice.setText("3 6")
    assert sequence.roll_promotion()
    assert sequence.next_step() and sequence.step == "reinforcements"
    assert sequence.next_step() and sequence.step == "exploration"
    # Only this faction's armoury and the items no faction's armoury holds are offered.
    catalog = sequence.catalog
    theirs = {
        e.item for f in catalog.factions.values() if f.id != sequence.faction_key for e in f.armoury
    } - {e.item for e in catalog.factions[sequence.faction_key].armoury}
    offered_items = {sequence.find_item.itemData(i) for i in range(sequence.find_item.count())}
    assert theirs and not offered_items & theirs
    sequence.find_text.setText("A cache in the ruins")
    sequence.find_dice.setText("4 2")
    sequence.find_ducats.setValue(15)
    assert sequence.record_find()
    assert sequence.next_step() and sequence.step == "quartermaster"
    assert "arsenal" in sequence.bank.text()
    # The boxes keep what was chosen from one purchase to the next.
    sequence.buy_to.setCurrentIndex(2)
    chosen = sequence.buy_to.currentData()
    sequence.buy_item.setCurrentIndex(1)
    item = sequence.buy_item.currentData()
    sequence.refresh()
    assert (sequence.buy_to.currentData(), sequence.buy_item.currentData()) == (chosen, item)
    assert sequence.next_step() and sequence.step == "roster"
    sequence.grab().save(str(tmp_path / "post-battle.png"))
    assert sequence.next_step() and sequence.step == "done"
    # Finish closes the sequence, and the overview behind it is up to date at once
    assert not sequence.isVisible()
    pending = next(
        view.overview_model.row(r)
        for r in range(2)
        if view.overview_model.row(r).warband_id == band.id
    ).pending_post_battle
    assert pending == ()

    final = {m.id: m for m in roster.get_warband(db, band.id).members}
    assert final[troop.id].status == "dead"
    assert final[scarred.id].status == "dead" and len(final[scarred.id].battle_scars) == 3
    assert final[veteran.id].skills[-1] == "Stand Firm"
    assert final[hopeful.id].elite and final[hopeful.id].experience == 0
    with db.sessions() as session:
        own = load_catalog(session, "trench-crusade", "tc-1.6").mandatory_items(scarred.model_key)
        stored = session.get(Warband, band.id)
        assert stored is not None and kit and stored.arsenal == [k for k in kit if k not in own]
        assert stored.ducat_bank == band.ducat_bank + 15
    status = next(s for s in campaigns.overview(db, view.campaign_id) if s.warband_id == band.id)
    assert status.pending_post_battle == ()

    # The log shows every step; undoing the last one (the Roster step) goes back one step.
    view.refresh()
    view.tabs.setCurrentIndex(3)
    last = view.log_model.rowCount() - 1
    view.log_table.setCurrentIndex(view.log_model.index(last, 0))
    view.undo_button.click()
    side = campaigns.get_battle(db, view.battles_model.row(0).id).side_of(band.id)
    assert side is not None and side.post_battle == "roster"


def test_confirmation_is_shown_to_the_organiser(window: MainWindow) -> None:
    view = open_siege(window)
    db = window.database
    assert db is not None
    a, b = (w.id for w in roster.list_warbands(db, campaign_id=view.campaign_id))
    campaigns.record_battle(
        db,
        campaigns.NewBattle(
            view.campaign_id, (campaigns.NewSide(a, "draw"), campaigns.NewSide(b, "draw"))
        ),
    )
    view.refresh()
    assert "2 results not confirmed" in view.overview_hint.text()  # English plural forms
    view.battles_table.setCurrentIndex(view.battles_model.index(0, 0))
    dialog = view.confirm_battle()
    assert dialog is not None
    from PySide6.QtWidgets import QCheckBox

    for box in dialog.findChildren(QCheckBox):
        box.setChecked(True)
    dialog.accept()
    assert "not confirmed" not in view.overview_hint.text()
    assert "✔" in view.battles_model.data(view.battles_model.index(0, 6))


def test_save_the_campaign_file_and_merge_it_back(window: MainWindow, tmp_path: Path) -> None:
    view = open_siege(window)
    reports: list[str] = []
    window.rosters.report.connect(lambda _title, text: reports.append(text))
    saved = view.save_file(tmp_path / "siege.campaign.json")
    assert saved is not None and saved.exists()
    window.rosters.import_files([saved])
    assert reports == ["Merged the campaign “Demo: the Siege of Jericho”: nothing new."]


def test_dies_irae_shows_the_deployment_skill_with_its_odds(window: MainWindow) -> None:
    db = window.database
    assert db is not None
    campaign = next(c for c in campaigns.list_campaigns(db) if c.system == "dies-irae")
    a, b = (w.id for w in roster.list_warbands(db, campaign.id))
    campaigns.record_battle(
        db,
        campaigns.NewBattle(
            campaign.id, (campaigns.NewSide(a, "win"), campaigns.NewSide(b, "loss"))
        ),
    )
    window.show_area("campaigns")
    view = window.campaigns.open_campaign(campaign.id)
    assert view is not None
    model = view.overview_model
    column = model.columnCount() - 1
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Deployment skill (DI-2)"
    shown = {model.row(r).warband_id: model.data(model.index(r, column)) for r in range(2)}
    # DI-2: 7 + 3 after a victory, 7 − 3 after a defeat; 2D6 ≤ 10 in 33 of 36, ≤ 4 in 6.
    assert shown == {a: "10 (92%)", b: "4 (17%)"}
    assert not view.post_battle_button.isVisible()


def test_a_new_campaign_and_a_warband_joining_it(window: MainWindow) -> None:
    from gui.campaign.area import NewCampaignDialog
    from gui.campaign.view import JoinDialog

    db = window.database
    assert db is not None
    band = roster.create_warband(
        db,
        roster.NewWarband(
            "Kompania Świętego Jerzego", "trench-crusade", "tc-1.6", "fc_trenchpilgrim"
        ),
    )
    band, _ = roster.add_member(db, band.id, band.version, "md_warprophet")  # 80 ducats
    window.show_area("campaigns")
    area = window.campaigns
    dialog = NewCampaignDialog(area)
    assert not dialog.ok.isEnabled()
    dialog.name.setText("Liga Krakowska")
    dialog.system.setCurrentIndex(dialog.system.findData("trench-crusade"))
    dialog.edition.setCurrentIndex(dialog.edition.findData("tc-1.6"))  # the warband's
    dialog.notes.setPlainText("Sobota, 10:00")
    made = campaigns.create_campaign(db, dialog.new_campaign())
    view = area.open_campaign(made.id)
    assert view is not None and "Sobota, 10:00" in view.subtitle.text()
    join = view.join_warband()
    assert isinstance(join, JoinDialog)
    join.warband.setCurrentIndex(join.warband.findData(band.id))
    join.player.setText("Jan Kowalski")
    join.accept()
    (status,) = view.statuses
    assert (status.warband, status.player, status.threshold) == (band.name, "Jan Kowalski", 700)
    joined = roster.get_warband(db, band.id)
    assert joined.budget == 700 and joined.ducat_bank == 700 - 80
    # Joining is a campaign step like the others: it can be undone from the log.
    view.tabs.setCurrentIndex(3)
    view.log_table.setCurrentIndex(view.log_model.index(0, 0))
    view.undo_button.click()
    assert roster.get_warband(db, band.id).campaign_id is None and view.statuses == []


def test_a_refused_battle_keeps_the_dialog_and_what_was_typed(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Issue 35 §8: one side "drew", the other "lost": said in the dialog in plain words, the
    dialog stays open with every value typed; the results follow each other as picked."""
    view = open_siege(window)
    dialog = view.record_battle()
    assert isinstance(dialog, BattleDialog)
    first, second = dialog.editors
    # Picking a result moves the other side's: a win is the other's loss, a draw a draw.
    first.outcome.setCurrentIndex(first.outcome.findData("draw"))
    first.outcome.activated.emit(first.outcome.currentIndex())
    assert second.outcome.currentData() == "draw"
    first.outcome.setCurrentIndex(first.outcome.findData("loss"))
    first.outcome.activated.emit(first.outcome.currentIndex())
    assert second.outcome.currentData() == "win"
    second.outcome.setCurrentIndex(second.outcome.findData("win"))
    second.outcome.activated.emit(second.outcome.currentIndex())
    assert first.outcome.currentData() == "loss"
    # Models ticked as taken Out of Action are the other side's enemies taken out.
    item = second.out_of_action.item(0)
    assert item is not None
    item.setCheckState(Qt.CheckState.Checked)
    assert first.taken_out.value() == 1
    # A contradiction set without the follow (as a user could by hand): refused in place.
    first.outcome.setCurrentIndex(first.outcome.findData("draw"))
    dialog.scenario.setText("Hold the Line")
    first.victory_points.setValue(7)
    dialog.accept()
    assert dialog.isVisible() and dialog.result() == 0
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith("Result:") and "outcome:" not in dialog.problem.text()
    assert dialog.scenario.text() == "Hold the Line" and first.victory_points.value() == 7
    assert view.battles_model.rowCount() == 0
    # Set right, it is recorded and the dialog closes.
    first.outcome.setCurrentIndex(first.outcome.findData("loss"))
    first.outcome.activated.emit(first.outcome.currentIndex())
    dialog.accept()
    assert not dialog.isVisible() and view.battles_model.rowCount() == 1


def test_join_offers_a_warband_of_another_campaign_to_move(window: MainWindow) -> None:
    """Issue 35 §13: Join listed only warbands in no campaign."""
    db = window.database
    assert db is not None
    autumn = campaigns.create_campaign(
        db, campaigns.NewCampaign("Autumn", "trench-crusade", "tc-1.6")
    )
    view = open_siege(window)
    pilgrims = next(w for w in roster.list_warbands(db) if w.name == "Pellegrini di San Marco")
    copy = roster.duplicate_warband(db, pilgrims.id)
    campaigns.join_campaign(db, autumn.id, copy.id, "Giulia")
    join = view.join_warband()
    combo = join.warband  # type: ignore[attr-defined]
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert any(t.endswith("moves from Autumn") for t in texts)
    assert all("Pellegrini di San Marco —" not in t for t in texts)  # already here: not listed
    join.reject()
