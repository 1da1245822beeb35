"""Issue 35 §1: every view that shows ledger data follows a change, whichever view made it —
through the one notification path (Database.on_change → MainWindow.ledger_changed), not a
refresh call per dialog. Each write below is what a dialog of another area does."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gui.main_window import MainWindow
from gui.widgets.table_model import ID_ROLE
from models.ledger.campaigns import campaigns
from models.ledger.rosters import roster


def _row_text(window: MainWindow, warband_id: int) -> str:
    """The texts of the list row of `warband_id`, as shown."""
    rosters = window.rosters
    for row in range(rosters.filtered.rowCount()):
        if rosters.filtered.data(rosters.filtered.index(row, 0), ID_ROLE) == warband_id:
            return " | ".join(
                str(rosters.filtered.index(row, column).data() or "")
                for column in range(rosters.filtered.columnCount())
            )
    return ""


def test_the_rosters_list_shows_a_campaign_joined_from_the_campaigns_area(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.show_area("rosters")
    database = window.database
    assert database is not None
    league = campaigns.create_campaign(
        database, campaigns.NewCampaign("Lega del Nord", "trench-crusade", "tc-1.6")
    )
    qtbot.waitUntil(lambda: window.rosters.campaign_filter.findText("Lega del Nord") >= 0)
    campaigns.join_campaign(database, league.id, 1, "Marta")
    # The campaign filter counts the warband that joined; the list row names the campaign.
    window.rosters.campaign_filter.setCurrentIndex(
        window.rosters.campaign_filter.findText("Lega del Nord")
    )
    qtbot.waitUntil(lambda: window.rosters.filtered.rowCount() == 1)
    assert "Lega del Nord" in _row_text(window, 1)
    # The campaigns list counts it too, once shown (a hidden area follows when shown).
    window.show_area("campaigns")
    rows = {r.name: r for r in window.campaigns.model.rows()}
    assert rows["Lega del Nord"].warbands == 1


def test_the_list_cost_follows_a_purchase_made_elsewhere(window: MainWindow, qtbot: QtBot) -> None:
    window.show_area("rosters")
    database = window.database
    assert database is not None
    window.rosters.select_warband(1)
    before = roster.get_warband(database, 1)
    # What the Quartermaster does: one ledger write that changes the warband's cost.
    roster.add_member(database, 1, before.version, before.members[0].model_key)
    cost = next(w.cost for w in roster.list_warbands(database) if w.id == 1)
    assert str(cost) not in _row_text(window, 1)  # the write changed the cost
    qtbot.waitUntil(lambda: str(cost) in _row_text(window, 1))
    assert window.rosters.selected_id() == 1  # the selection kept


def test_an_open_warband_is_shown_as_another_view_changed_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.show_area("rosters")
    editor = window.rosters.open_warband(1)
    assert editor is not None and window.rosters.document is not None
    database = window.database
    assert database is not None
    stored = roster.get_warband(database, 1)
    roster.rename_warband(database, 1, stored.version, "Renamed in the campaign view")
    qtbot.waitUntil(
        lambda: (
            window.rosters.document is not None
            and window.rosters.document.view.name == "Renamed in the campaign view"
        )
    )
    # Its own edits do not reload it (the undo history is kept).
    document = window.rosters.document
    assert document is not None
    document.rename("Renamed in the editor")
    qtbot.wait(20)
    assert document.undo_stack.count() == 1
