"""A campaign's content on real databases (issue 37): patrons, the exploration table (TC-C7)
with its exact odds and its finds as one step with undo, debts, and Glorious Deeds picked by
name and by whom."""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import pytest

from models.db import Database
from models.ledger.campaigns import campaign_content, campaign_log, campaigns, post_battle
from models.ledger.campaigns.campaigns import NewBattle, NewSide
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.rules import exploration as rules
from models.table.errors import InvalidInput
from models.table.views import Named

LEGION_TABLE: dict[str, Any] = {
    "dice": "2D6",
    "locations": [
        {"name": "Abandoned Dugout", "first": 2, "last": 4, "ducats": 15},
        {"name": "Pit of the Wretched", "first": 5, "last": 6, "models": ["md_wretched"]},
        {"name": "Ruined Chapel", "first": 8, "last": 10, "glory": 1, "items": ["eq_musket"]},
        {"name": "Hermit's Cell", "first": 11, "last": 12, "skill": "Hermit's Lore"},
    ],
}


def _campaign(db: Database) -> tuple[int, int, int]:
    """The demo's Trench Crusade campaign: its pilgrims and its Heretic Legion."""
    campaign = next(c for c in campaigns.list_campaigns(db) if c.system == "trench-crusade")
    bands = {w.faction_key: w.id for w in roster.list_warbands(db, campaign_id=campaign.id)}
    return campaign.id, bands["fc_trenchpilgrim"], bands["fc_hereticlegion"]


def _set(db: Database, cid: int, **settings: Any) -> None:
    summary, _ = campaigns.campaign_settings(db, cid)
    campaigns.edit_campaign(db, cid, summary.version, settings=settings)


def _legion_exploring(db: Database) -> tuple[int, int, int]:
    cid, pilgrims, legion = _campaign(db)
    _set(db, cid, exploration=LEGION_TABLE)
    battle = campaigns.record_battle(
        db, NewBattle(cid, (NewSide(legion, "win", 2), NewSide(pilgrims, "loss")))
    )
    while (side := campaigns.get_battle(db, battle.id).side_of(legion)) is not None and (
        side.post_battle != "exploration"
    ):
        post_battle.next_step(db, battle.id, legion)
    return cid, battle.id, legion


# -- TC-C7 odds, by enumeration over the dice --------------------------------------------


@pytest.mark.parametrize("dice", rules.EXPLORATION_DICE)
def test_tc_c7_each_location_has_its_share_of_every_roll_of_the_dice(dice: str) -> None:
    count = rules.exploration_dice_count(dice)
    rolls = list(itertools.product(range(1, 7), repeat=count))

    def result(faces: tuple[int, ...]) -> int:  # the table's value, written out again
        if dice == "D3":
            return {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}[faces[0]]
        if dice == "D66":
            return faces[0] * 10 + faces[1]
        return sum(faces)

    values = sorted({result(f) for f in rolls})
    # Two locations over the first and last thirds of the values; the middle finds nothing.
    third = max(1, len(values) // 3)
    ranges = [("low", values[0], values[third - 1]), ("high", values[-third], values[-1])]
    odds = rules.exploration_odds(dice, ranges)
    for name, first, last in ranges:
        hits = sum(1 for f in rolls if first <= result(f) <= last)
        assert odds[name] == Fraction(hits, len(rolls))
    nothing = sum(1 for f in rolls if not any(a <= result(f) <= b for _, a, b in ranges))
    assert odds.get(None, Fraction(0)) == Fraction(nothing, len(rolls))


def test_tc_c7_the_legion_table_odds_are_two_d6_counted() -> None:
    table = campaign_content.exploration_table(LEGION_TABLE)
    assert table is not None
    ways = {n: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == n) for n in range(13)}
    shown = {loc.name if loc else None: p for loc, p in table.odds()}
    assert shown == {
        "Abandoned Dugout": Fraction(ways[2] + ways[3] + ways[4], 36),
        "Pit of the Wretched": Fraction(ways[5] + ways[6], 36),
        "Ruined Chapel": Fraction(ways[8] + ways[9] + ways[10], 36),
        "Hermit's Cell": Fraction(ways[11] + ways[12], 36),
        None: Fraction(ways[7], 36),
    }


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"dice": "D7", "locations": []}, r"exploration\.dice: one of"),
        ({"dice": "D6"}, r"exploration\.locations: a list of 1"),
        ({"dice": "D6", "locations": [{"name": "A", "first": 0}]}, r"\[0\]\.first: a whole"),
        ({"dice": "D6", "locations": [{"name": "A", "first": 7}]}, r"\[0\]\.first"),
        ({"dice": "D6", "locations": [{"name": "A", "first": True}]}, r"\[0\]\.first"),
        ({"dice": "D6", "locations": [{"name": "A", "first": 3, "last": 2}]}, r"\.last"),
        (
            {
                "dice": "D6",
                "locations": [{"name": "A", "first": 1, "last": 3}, {"name": "B", "first": 3}],
            },
            r"\[1\]: results 3–3 overlap A's",
        ),
        ({"dice": "D6", "locations": [{"name": "", "first": 1}]}, r"\[0\]\.name: name"),
        ({"dice": "D6", "locations": [{"name": "A", "first": 1, "gold": 1}]}, r"unknown gold"),
        ({"dice": "D6", "locations": [{"name": "A", "first": 1, "ducats": -5}]}, r"ducats"),
        ({"dice": "D6", "locations": [{"name": "A", "first": 1, "ducats": 10**30}]}, r"ducats"),
        ({"dice": "D6", "locations": [{"name": "A", "first": 1, "items": "eq"}]}, r"items"),
        ({"dice": "D6", "locations": ["A"]}, r"\[0\]: an object"),
        ([1, 2], r"an object with dice"),
    ],
)
def test_tc_c7_a_wrong_table_is_refused_naming_the_field(
    table: Any, message: str, db: Database
) -> None:
    cid, _, _ = _campaign(db)
    with pytest.raises(InvalidInput, match=message):
        _set(db, cid, exploration=table)
    assert campaigns.campaign_settings(db, cid)[1]["exploration"] is None


def test_tc_c7_a_table_naming_what_the_catalog_lacks_is_refused(db: Database) -> None:
    cid, _, _ = _campaign(db)
    bad = {"dice": "D6", "locations": [{"name": "A", "first": 1, "models": ["md_nobody"]}]}
    with pytest.raises(InvalidInput, match=r"models\[0\]: 'md_nobody' is not a model"):
        _set(db, cid, exploration=bad)


# -- exploring: one step, undone whole -------------------------------------------------------


def test_tc_c7_the_wretched_join_by_exploration_and_the_roster_accepts_them(db: Database) -> None:
    cid, battle, legion = _legion_exploring(db)
    before = roster.get_warband(db, legion)
    assert not [w for w in before.warnings if "Wretched" in w.message]
    event = campaign_content.explore(db, battle, legion, [2, 4])  # 6: the pit
    assert event.summary.startswith("Exploration: 6, Pit of the Wretched")
    after = roster.get_warband(db, legion)
    assert after.members[-1].model_key == "md_wretched"
    assert dict(after.granted) == {"md_wretched": 1}
    # The faction allows "at most 0" Wretched; the one exploration brought is no warning.
    assert not [w for w in after.warnings if "Wretched" in w.message]
    # One more Wretched than granted is: the roster warns about that one.
    hired, another = roster.add_member(db, legion, after.version, "md_wretched", "Another")
    assert [w.message for w in hired.warnings if "Wretched" in w.message] == [
        "Wretched: 2 in the warband, at most 1 allowed"
    ]
    roster.remove_member(db, legion, hired.version, another)
    campaign_log.undo(db, cid, event.seq)
    undone = roster.get_warband(db, legion)
    assert len(undone.members) == len(before.members) and undone.granted == ()


def test_tc_c7_a_find_fills_the_banks_and_the_arsenal_or_teaches_a_skill(db: Database) -> None:
    cid, battle, legion = _legion_exploring(db)
    start = roster.get_warband(db, legion)
    campaign_content.explore(db, battle, legion, [5, 4])  # 9: the chapel
    found = roster.get_warband(db, legion)
    assert found.glory_bank == start.glory_bank + 1
    with pytest.raises(InvalidInput, match="say which member learns it"):
        campaign_content.explore(db, battle, legion, [6, 6])
    elite = next(m for m in found.members if m.elite)
    campaign_content.explore(db, battle, legion, [6, 5], member_id=elite.id)
    taught = roster.get_warband(db, legion)
    assert "Hermit's Lore" in taught.member(elite.id).skills
    nothing = campaign_content.explore(db, battle, legion, [3, 4])
    assert nothing.summary == "Exploration: 7 finds nothing" and nothing.dice == (3, 4)
    with pytest.raises(InvalidInput, match="2D6 takes 2 D6"):
        campaign_content.explore(db, battle, legion, [7, 1])
    log = [e for e in campaigns.campaign_log(db, cid) if e.kind == "explore"]
    assert len(log) == 3


# -- debts -------------------------------------------------------------------------------


def test_a_debt_is_taken_into_the_bank_and_paid_back_from_it_with_undo(db: Database) -> None:
    cid, pilgrims, _ = _campaign(db)
    bank = roster.get_warband(db, pilgrims).ducat_bank
    taken = campaign_content.take_debt(db, cid, pilgrims, 100)
    view = roster.get_warband(db, pilgrims)
    assert (view.ducat_bank, view.ducat_debt) == (bank + 100, 100)
    with pytest.raises(InvalidInput, match="owes 100 ducats, not 150"):
        campaign_content.pay_debt(db, cid, pilgrims, 150)
    for wrong in (0, -5, 10**9):
        with pytest.raises(InvalidInput, match="whole number from 1"):
            campaign_content.take_debt(db, cid, pilgrims, wrong)
    paid = campaign_content.pay_debt(db, cid, pilgrims, 60)
    view = roster.get_warband(db, pilgrims)
    assert (view.ducat_bank, view.ducat_debt) == (bank + 40, 40)
    campaign_log.undo(db, cid, paid.seq)
    campaign_log.undo(db, cid, taken.seq)
    view = roster.get_warband(db, pilgrims)
    assert (view.ducat_bank, view.ducat_debt) == (bank, 0)


def test_a_payment_beyond_the_bank_is_refused(db: Database) -> None:
    cid, pilgrims, _ = _campaign(db)
    campaign_content.take_debt(db, cid, pilgrims, 50)
    view = roster.get_warband(db, pilgrims)
    roster.edit_details(db, pilgrims, view.version, roster.WarbandDetails(ducat_bank=10))
    with pytest.raises(InvalidInput, match="bank holds 10 ducats, not 50"):
        campaign_content.pay_debt(db, cid, pilgrims, 50)


# -- patrons ------------------------------------------------------------------------------


def test_tc_c3_a_warband_serves_a_patron_of_its_faction_and_learns_its_skills(
    db: Database,
) -> None:
    _, pilgrims, legion = _campaign(db)
    view = roster.get_warband(db, pilgrims)
    with pytest.raises(InvalidInput, match="not a patron Trench Pilgrims may serve"):
        roster.edit_details(db, pilgrims, view.version, roster.WarbandDetails(patron="Mammon"))
    served = roster.edit_details(
        db, pilgrims, view.version, roster.WarbandDetails(patron="warrior saint")
    )
    assert served.patron is not None and served.patron.name == "Warrior Saint"
    with db.sessions() as session:
        catalog = load_catalog(session, served.system, served.edition)
    key = served.patron.key
    assert post_battle.patron_skill_choices(catalog, served.faction_key, key) == sorted(
        catalog.patron_skills(key)
    )
    # Unserved, the warband's choices are every patron its faction may choose.
    every = {
        s for p in catalog.patrons_for(served.faction_key) for s in catalog.patron_skills(p.key)
    }
    assert set(post_battle.patron_skill_choices(catalog, served.faction_key)) == every
    cleared = roster.edit_details(db, pilgrims, served.version, roster.WarbandDetails(patron=""))
    assert cleared.patron is None
    legion_view = roster.get_warband(db, legion)
    assert roster.edit_details(
        db, legion, legion_view.version, roster.WarbandDetails(patron="Mammon")
    ).patron == Named(key="pt_mammon", name="Mammon")


# -- Glorious Deeds picked by name and by whom -------------------------------------------


def test_glorious_deeds_are_picked_from_the_list_and_counted_from_the_picks(
    db: Database,
) -> None:
    cid, pilgrims, legion = _campaign(db)
    _set(db, cid, deeds=["Hold the Line", "Slay the Leader"], scenarios=["Dawn Raid"])
    member = roster.get_warband(db, pilgrims).members[0].id
    battle = campaigns.record_battle(
        db,
        NewBattle(
            cid,
            (
                NewSide(
                    pilgrims,
                    "win",
                    deeds=(("hold the line", member), ("Slay the Leader", None)),
                ),
                NewSide(legion, "loss"),
            ),
            scenario="Dawn Raid",
        ),
    )
    side = battle.side_of(pilgrims)
    assert side is not None
    assert side.deeds == (("Hold the Line", member), ("Slay the Leader", None))
    assert (side.glorious_deeds, side.deeds_by) == (2, (member,))
    league = {row.warband_id: row.deeds for row in campaigns.league_table(db, cid)}
    assert league == {pilgrims: 2, legion: 0}  # counted for the league from the picks
    with pytest.raises(InvalidInput, match="'Win the War' is not on the campaign's list"):
        campaigns.record_battle(
            db,
            NewBattle(
                cid,
                (NewSide(pilgrims, "win", deeds=(("Win the War", None),)), NewSide(legion, "loss")),
            ),
        )
    with pytest.raises(InvalidInput, match="3 typed but 1 picked"):
        campaigns.record_battle(
            db,
            NewBattle(
                cid,
                (
                    NewSide(pilgrims, "win", glorious_deeds=3, deeds=(("Hold the Line", None),)),
                    NewSide(legion, "loss"),
                ),
            ),
        )
    with pytest.raises(InvalidInput, match="listed twice"):
        _set(db, cid, deeds=["A", "a"])
    assert len(campaigns.list_battles(db, cid)) == 1
