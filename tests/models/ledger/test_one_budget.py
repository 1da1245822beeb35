"""Issue 49 §3, one budget: a warband in a Trench Crusade campaign is measured against the
campaign's threshold after its battles (TC-C6) everywhere — its warnings, the list's stored
count, the overview and the sheet — and outside one against its own
budget."""

from __future__ import annotations

from models.db import Database
from models.ledger.campaigns import campaigns
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.rosters import roster
from models.ledger.rosters.roster import WarbandDetails
from models.reports.exports import warband_sheet


def _tc_campaign(db: Database) -> tuple[int, int, int]:
    campaign = next(c for c in campaigns.list_campaigns(db) if c.system == "trench-crusade")
    first, second = (w.id for w in roster.list_warbands(db, campaign_id=campaign.id))
    return campaign.id, first, second


def _limit_warnings(db: Database, warband_id: int) -> list[str]:
    view = roster.get_warband(db, warband_id)
    return [w.message for w in view.warnings if w.rule in ("RC-1 budget", "TC-C6 threshold")]


def _stored_warnings(db: Database, warband_id: int) -> int:
    return next(w.warnings for w in roster.list_warbands(db) if w.id == warband_id)


def _settings(db: Database, cid: int, **changes: int) -> None:
    summary, _ = campaigns.campaign_settings(db, cid)
    campaigns.edit_campaign(db, cid, summary.version, settings=changes)


def test_tc_c6_the_campaign_threshold_replaces_the_budget_it_joined_with(db: Database) -> None:
    cid, a, b = _tc_campaign(db)
    view = roster.get_warband(db, a)
    cost = view.totals.cost("ducats")
    assert view.threshold == (700, 0) and view.limit == 700
    # its own budget, set far below its cost, is not what a campaign warband is measured by
    roster.edit_details(db, a, view.version, WarbandDetails(budget=1))
    assert _limit_warnings(db, a) == []
    clean = _stored_warnings(db, a)

    # a threshold below its cost: warned at once, in the view and in the list's count
    _settings(db, cid, starting_budget=cost - 50, threshold_step=60)
    assert _limit_warnings(db, a) == [
        f"The warband costs {cost} ducats, over its threshold of {cost - 50} after 0 battles"
    ]
    assert _stored_warnings(db, a) == clean + 1
    status = {s.warband_id: s for s in campaigns.overview(db, cid)}
    assert status[a].threshold == cost - 50 and status[a].over_threshold
    assert warband_sheet(db, a).budget == f"threshold {cost - 50} ducats after 0 battles (TC-C6)"

    # one battle raises it by the step: the warning goes, stored too
    campaigns.record_battle(db, NewBattle(cid, (NewSide(a, "win"), NewSide(b, "loss"))))
    view = roster.get_warband(db, a)
    assert view.threshold == (cost + 10, 1)
    assert _limit_warnings(db, a) == [] and _stored_warnings(db, a) == clean
    status = {s.warband_id: s for s in campaigns.overview(db, cid)}
    assert status[a].threshold == cost + 10 and not status[a].over_threshold
    assert warband_sheet(db, a).budget == f"threshold {cost + 10} ducats after 1 battle (TC-C6)"
    # the battle removed: back over it
    battle = campaigns.list_battles(db, cid)[0]
    campaigns.delete_battle(db, battle.id)
    assert roster.get_warband(db, a).threshold == (cost - 50, 0)
    assert _stored_warnings(db, a) == clean + 1


def test_outside_a_campaign_the_warband_keeps_its_own_budget(db: Database) -> None:
    _cid, a, _b = _tc_campaign(db)
    copy = roster.duplicate_warband(db, a)
    assert copy.campaign_id is None and copy.threshold is None
    cost = copy.totals.cost("ducats")
    roster.edit_details(db, copy.id, copy.version, WarbandDetails(budget=cost - 1))
    assert _limit_warnings(db, copy.id) == [
        f"The warband costs {cost} ducats, over its budget of {cost - 1}"
    ]
    assert warband_sheet(db, copy.id).budget == f"budget {cost - 1} ducats"
