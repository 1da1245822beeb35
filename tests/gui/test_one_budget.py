"""Issue 49 §3 in the window: a campaign warband's editor shows the campaign's threshold after
its battles (TC-C6), read-only, where a warband outside a campaign shows its own budget."""

from __future__ import annotations

from gui.main_window import MainWindow
from models.ledger.campaigns import campaigns
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.rosters import roster


def test_tc_c6_the_editor_shows_the_threshold_of_a_campaign_warband(window: MainWindow) -> None:
    database = window.database
    assert database is not None
    campaign = next(c for c in campaigns.list_campaigns(database) if c.system == "trench-crusade")
    first, second = (w.id for w in roster.list_warbands(database, campaign_id=campaign.id))
    campaigns.record_battle(
        database, NewBattle(campaign.id, (NewSide(first, "win"), NewSide(second, "loss")))
    )
    window.show_area("rosters")
    editor = window.rosters.open_warband(first)
    assert editor is not None
    assert editor.budget_label.text() == "Threshold (ducats):"
    assert editor.budget_spin.value() == 800 and editor.budget_spin.isReadOnly()  # 700 + 100
    assert "after 1 battle (TC-C6)" in editor.budget_spin.toolTip()
    assert "(threshold 800)" in editor.totals_label.text()

    copy = roster.duplicate_warband(database, first)  # outside the campaign: its own budget
    other = window.rosters.open_warband(copy.id)
    assert other is not None
    assert other.budget_label.text() == "&Budget (ducats):" and not other.budget_spin.isReadOnly()
    assert other.budget_spin.value() == copy.budget
    assert f"(budget {copy.budget})" in other.totals_label.text()
