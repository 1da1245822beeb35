"""Issue 35 §3 (docs/decisions.md, "Glory of a battle"): the Glory typed for a battle is
credited to the warband's glory bank when the battle is recorded, counted in the league table,
and taken back out if the battle is deleted — refused once the warband has spent it."""

from __future__ import annotations

import pytest

from models.db import Database
from models.ledger.campaigns import campaigns
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.rosters import roster
from models.table.errors import InvalidInput


def _sides(db: Database) -> tuple[int, int, int]:
    campaign = next(c for c in campaigns.list_campaigns(db) if c.system == "trench-crusade")
    first, second = (w.id for w in roster.list_warbands(db, campaign_id=campaign.id))
    return campaign.id, first, second


def _bank(db: Database, warband_id: int) -> int:
    return roster.get_warband(db, warband_id).glory_bank


def test_battle_glory_goes_to_the_bank_and_back_out_if_the_battle_is_deleted(
    db: Database,
) -> None:
    campaign_id, first, second = _sides(db)
    before = _bank(db, first), _bank(db, second)
    battle = campaigns.record_battle(
        db,
        NewBattle(campaign_id, (NewSide(first, "win", 5, glory=2), NewSide(second, "loss", 1))),
    )
    assert (_bank(db, first), _bank(db, second)) == (before[0] + 2, before[1])
    league = {r.warband_id: r for r in campaigns.league_table(db, campaign_id)}
    assert league[first].glory == 2
    campaigns.delete_battle(db, battle.id)
    assert (_bank(db, first), _bank(db, second)) == before


def test_a_battle_whose_glory_was_spent_is_not_deleted(db: Database) -> None:
    campaign_id, first, second = _sides(db)
    battle = campaigns.record_battle(
        db,
        NewBattle(campaign_id, (NewSide(first, "draw", glory=3), NewSide(second, "draw"))),
    )
    view = roster.get_warband(db, first)
    roster.edit_details(db, first, view.version, roster.WarbandDetails(glory_bank=1))  # spent
    with pytest.raises(InvalidInput, match="spent"):
        campaigns.delete_battle(db, battle.id)
    assert [b.id for b in campaigns.list_battles(db, campaign_id)] == [battle.id]
    assert _bank(db, first) == 1
