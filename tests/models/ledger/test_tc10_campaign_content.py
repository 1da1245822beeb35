"""Issue 49 §1: the v1.0 books' campaign content, bundled — a new tc-1.0 campaign starts with
the three exploration tables, the scenarios with their length and Glorious Deeds; exploring
follows TC-C8 (3 to 6 D6 by the battles fought, the sum matched exactly on the tables the
battles open, ten ducats of loot a point, each location once a campaign, an option chosen)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from models.db import Database
from models.ledger.campaigns import campaign_content, campaign_log, campaigns, post_battle
from models.ledger.campaigns.campaigns import NewBattle, NewCampaign, NewSide
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband
from models.rules import exploration as rules
from models.table.errors import InvalidInput

# -- the rules, by enumeration over every face -----------------------------------------------


def _sums(dice: int) -> dict[int, Fraction]:
    """Every sum of `dice` D6 and its chance, counted over all 6**dice faces."""
    counts: dict[int, int] = {}
    for faces in itertools.product(range(1, 7), repeat=dice):
        counts[sum(faces)] = counts.get(sum(faces), 0) + 1
    return {total: Fraction(n, 6**dice) for total, n in counts.items()}


@pytest.mark.parametrize(
    ("battles", "dice", "tables"),
    [
        (1, 3, ("common",)),
        (2, 3, ("common",)),
        (3, 4, ("common", "rare")),
        (5, 4, ("common", "rare")),
        (6, 5, ("rare",)),
        (9, 5, ("rare",)),
        (10, 6, ("rare", "legendary")),
        (40, 6, ("rare", "legendary")),
    ],
)
def test_tc_c8_dice_and_tables_by_the_battles_fought(
    battles: int, dice: int, tables: tuple[str, ...]
) -> None:
    assert rules.dice_by_battles(battles) == dice
    assert rules.tables_by_battles(battles) == tables
    assert dict(rules.exploration_results(rules.BY_BATTLES, battles).items()) == _sums(dice)


# -- the bundled content ---------------------------------------------------------------------


def _tc10(
    db: Database, factions: tuple[str, ...] = ("Heretic Legion", "Heretic Legion")
) -> tuple[int, list[int]]:
    """A new tc-1.0 campaign and a warband of each faction named in it."""
    summary = campaigns.create_campaign(db, NewCampaign("Season", "trench-crusade", "tc-1.0"))
    with db.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    bands = []
    for i, name in enumerate(factions):
        faction = next(f.id for f in catalog.factions.values() if f.name == name)
        view = roster.create_warband(
            db, NewWarband(f"Band {i}", "trench-crusade", "tc-1.0", faction)
        )
        campaigns.join_campaign(db, summary.id, view.id, f"Player {i}")
        bands.append(view.id)
    return summary.id, bands


def _to_exploration(db: Database, cid: int, first: int, second: int) -> int:
    """A battle (first wins) and first's post-battle sequence up to its Exploration step."""
    battle = campaigns.record_battle(
        db, NewBattle(cid, (NewSide(first, "win"), NewSide(second, "loss")))
    )
    while (side := campaigns.get_battle(db, battle.id).side_of(first)) is not None and (
        side.post_battle != "exploration"
    ):
        post_battle.next_step(db, battle.id, first)
    return battle.id


def test_a_new_tc10_campaign_starts_with_the_books_content(db: Database) -> None:
    cid, _ = _tc10(db, ())
    _, settings = campaigns.campaign_settings(db, cid)
    assert len(settings["scenarios"]) == 9 and "Trench Warfare" in settings["scenarios"]
    assert settings["scenario_rules"]["Trench Warfare"]["turns"] == [4, 5]
    assert "Hold Your Ground" in settings["scenario_rules"]["Trench Warfare"]["deeds"]
    for rules_of in settings["scenario_rules"].values():  # every deed a battle may pick
        assert set(rules_of["deeds"]) <= set(settings["deeds"])
    assert campaign_content.scenario_line(settings, "Trench Warfare").startswith("4–5 turns · ")
    table = campaign_content.exploration_table(settings["exploration"])
    assert table is not None and table.by_battles
    by_table = {t: [loc for loc in table.locations if loc.table == t] for t in rules.TABLES}
    assert [len(v) for v in by_table.values()] == [11, 11, 11]
    assert [loc.first for loc in by_table["common"]] == [4, 5, 6, 8, 9, 10, 11, 14, 16, 18, 20]
    # a campaign of another edition starts empty, as before
    other = campaigns.create_campaign(db, NewCampaign("Old", "trench-crusade", "tc-1.6"))
    assert campaigns.campaign_settings(db, other.id)[1]["exploration"] is None


def test_tc_c8_the_odds_are_the_exact_chance_of_each_value(db: Database) -> None:
    cid, _ = _tc10(db, ())
    table = campaign_content.exploration_table(
        campaigns.campaign_settings(db, cid)[1]["exploration"]
    )
    assert table is not None
    three = _sums(3)
    odds = dict(table.odds(1))
    common = [loc for loc in table.locations if loc.table == "common"]
    assert {loc.name: odds[loc] for loc in common} == {
        loc.name: three.get(loc.first, Fraction(0)) for loc in common
    }
    assert odds[None] == 1 - sum(three.get(loc.first, Fraction(0)) for loc in common)
    ruined = next(loc for loc in common if loc.name == "Ruined House")
    assert odds[ruined] == Fraction(21, 216)  # 3D6 sums to 8 in 21 ways
    # after 6 battles: five dice, the rare table only
    five = _sums(5)
    later = dict(table.odds(6))
    assert all(loc.table == "rare" for loc in later if loc is not None)
    assert sum(p for loc, p in later.items() if loc is not None) == sum(
        five.get(loc.first, Fraction(0)) for loc in table.locations if loc.table == "rare"
    )


def test_tc_c8_exploring_loots_finds_once_and_takes_the_option_chosen(db: Database) -> None:
    cid, (legion, other) = _tc10(db)
    battle = _to_exploration(db, cid, legion, other)
    start = roster.get_warband(db, legion)
    # 2 + 3 + 4 = 9: the Survivor, whose options depend on the faction
    with pytest.raises(InvalidInput, match="choose one of Heretic Wretched$"):
        campaign_content.explore(db, battle, legion, [2, 3, 4])
    with pytest.raises(InvalidInput, match="offers Heretic Wretched, not 'Azeb'"):
        campaign_content.explore(db, battle, legion, [2, 3, 4], option="Azeb")
    with pytest.raises(InvalidInput, match="3D6 takes 3 D6"):
        campaign_content.explore(db, battle, legion, [2, 3])
    event = campaign_content.explore(db, battle, legion, [2, 3, 4], option="heretic wretched")
    assert event.summary.startswith("Exploration: 9, Survivor: Heretic Wretched (")
    found = roster.get_warband(db, legion)
    assert found.ducat_bank == start.ducat_bank + 90  # TC-C8: ten ducats a point
    assert found.finds == ("Survivor",)
    assert len(found.members) == len(start.members) + 1 and dict(found.granted)
    assert not [w for w in found.warnings if "Wretched" in w.message]  # granted: accepted
    wretched = found.members[-1]  # worth what the faction that recruits Wretched pays
    with db.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    prices = {
        entry.cost.amount
        for faction in catalog.factions
        if (entry := catalog.roster_entry(faction, wretched.model_key)) is not None
    }
    assert wretched.model_name == "Wretched" and wretched.cost == {"ducats": min(prices)}

    # undone whole: the loot, the find and the model
    campaign_log.undo(db, cid, event.seq)
    undone = roster.get_warband(db, legion)
    assert (undone.ducat_bank, undone.finds, len(undone.members)) == (
        start.ducat_bank,
        (),
        len(start.members),
    )
    campaign_log.redo(db, cid, event.seq)
    post_battle.next_step(db, battle, legion)

    # the next battle: the Survivor was found, so a 9 finds nothing but still loots
    second = _to_exploration(db, cid, legion, other)
    before = roster.get_warband(db, legion).ducat_bank
    nothing = campaign_content.explore(db, second, legion, [3, 3, 3])
    assert nothing.summary == "Exploration: 9 finds nothing (loot 90 ducats)"
    assert roster.get_warband(db, legion).ducat_bank == before + 90


def test_tc_c8_two_tables_share_a_value_and_the_player_picks(db: Database) -> None:
    cid, (legion, other) = _tc10(db)
    for _ in range(2):
        battle = _to_exploration(db, cid, legion, other)
        while (side := campaigns.get_battle(db, battle).side_of(legion)) and (
            side.post_battle != "done"
        ):
            post_battle.next_step(db, battle, legion)
    third = _to_exploration(db, cid, legion, other)  # 3 battles: 4D6, common or rare
    # 1 + 1 + 1 + 2 = 5: the Heavy Weapons Cache (common) or the Angelic Instrument (rare)
    with pytest.raises(InvalidInput, match=r"Heavy Weapons Cache \(common\) or Angelic"):
        campaign_content.explore(db, third, legion, [1, 1, 1, 2])
    event = campaign_content.explore(db, third, legion, [1, 1, 1, 2], table="rare")
    assert event.summary.startswith("Exploration: 5, Angelic Instrument (Angelic Instrument")
    view = roster.get_warband(db, legion)
    assert [a.name for a in view.arsenal] == ["Angelic Instrument"]


def test_tc_c8_what_skills_add_moves_the_score(db: Database) -> None:
    cid, (legion, other) = _tc10(db)
    battle = _to_exploration(db, cid, legion, other)
    with pytest.raises(InvalidInput, match="modifier: a whole number from -12 to 12"):
        campaign_content.explore(db, battle, legion, [2, 2, 3], modifier=40)
    # 2 + 2 + 3 = 7, one more from a skill: 8, the Ruined House
    event = campaign_content.explore(db, battle, legion, [2, 2, 3], option="Rummage", modifier=1)
    assert event.summary.startswith("Exploration: 8, Ruined House: Rummage (loot 80 ducats)")


# -- one armoury (issue 49 §4) -----------------------------------------------------------------


def test_a_find_the_armoury_does_not_sell_is_kept_and_accepted(db: Database) -> None:
    cid, (legion, other) = _tc10(db)
    battle = _to_exploration(db, cid, legion, other)
    # 5 + 5 + 6 = 16: the Sniper's Nest gives the Heretic Legion an Automatic Rifle, which its
    # armoury does not sell
    event = campaign_content.explore(db, battle, legion, [5, 5, 6], option="Heretic Legions")
    assert "Automatic Rifle" in event.summary
    with db.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    view = roster.get_warband(db, legion)
    rifle = next(a.key for a in view.arsenal if a.name == "Automatic Rifle")
    legion_sells = {e.item for e in catalog.factions[view.faction_key].armoury}
    assert rifle not in legion_sells
    with pytest.raises(InvalidInput, match="is not in the faction's armoury"):
        post_battle.purchase_price(catalog, view.faction_key, rifle)
    post_battle.next_step(db, battle, legion)  # to the Quartermaster: the rifle to a member
    # (the new warband has no members yet: recruit one that can carry a rifle)
    trooper = next(
        e.model
        for e in catalog.factions[view.faction_key].roster
        if catalog.models[e.model].name == "Heretic Trooper"
    )
    post_battle.recruit(db, battle, legion, trooper, "Vask")
    vask = roster.get_warband(db, legion).members[-1]
    unarmed = vask.cost["ducats"]
    post_battle.quartermaster(db, battle, legion, "move", rifle, to_member_id=vask.id)
    carried = roster.get_warband(db, legion)
    assert not [w for w in carried.warnings if "Automatic Rifle" in w.message]
    least = min(
        e.cost.amount for f in catalog.factions.values() for e in f.armoury if e.item == rifle
    )
    assert carried.member(vask.id).cost["ducats"] == unarmed + least  # the least asked


def test_the_quartermaster_sells_what_the_picker_offers_on_every_faction(db: Database) -> None:
    """For every faction and variant of tc-1.0 and each model type it recruits, what the
    equipment picker offers (with its price) is what the Quartermaster sells that model, and
    what it does not offer the Quartermaster refuses."""
    from models.ledger.rosters.loadouts import armoury_options

    with db.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    checked = 0
    for faction in catalog.factions.values():
        view = roster.create_warband(
            db, NewWarband(f"Test {faction.name}"[:60], "trench-crusade", "tc-1.0", faction.id)
        )
        models = list(dict.fromkeys(e.model for e in faction.roster))[:3]
        for model in models:
            view, _member = roster.add_member(db, view.id, view.version, model, "Tester")
        sold = {e.item for e in faction.armoury}
        for member in view.members:
            offered = {
                o.item.id: o.cost.amount
                for o in armoury_options(catalog, view, member)
                if o.cost.currency == "ducats"
            }
            for item in sold:
                if item in offered:
                    assert (
                        post_battle.purchase_price(catalog, faction.id, item, member.model_key)
                        == offered[item]
                    ), (faction.name, member.model_name, item)
                    checked += 1
                elif (entry := faction.armoury_entry(item)) and entry.cost.currency == "ducats":
                    with pytest.raises(InvalidInput, match="not offered to"):
                        post_battle.purchase_price(catalog, faction.id, item, member.model_key)
    assert checked > 500
