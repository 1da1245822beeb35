"""Campaign rules (TC-C1, TC-C2, TC-C3, TC-C4, TC-C5, TC-C6, DI-2), exact, against counts
worked out over all the dice."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from models.catalog.loader import bundled_catalog
from models.systems.dies_irae.campaign import deploy_chance, deployment_skill
from models.systems.trench_crusade import campaign as rules

TABLE = bundled_catalog("trench-crusade", "tc-1.6").trauma
SKILLS = bundled_catalog("trench-crusade", "tc-1.6").skills


def test_tc_c1_a_troop_dies_on_1_or_2() -> None:
    assert [rules.troop_dies(f) for f in range(1, 7)] == [True, True] + [False] * 4
    assert Fraction(2, 6) == rules.TROOP_DEATH_CHANCE
    with pytest.raises(ValueError, match="1–6"):
        rules.troop_dies(7)


def test_tc_c2_trauma_table_by_d66() -> None:
    assert rules.trauma_result(TABLE, rules.d66(1, 1)) == "Dead"
    assert rules.trauma_result(TABLE, rules.d66(4, 4)) == "Full Recovery"  # 36..62
    assert rules.trauma_result(TABLE, rules.d66(6, 6)) == "Facial Scar"
    odds = rules.trauma_odds(TABLE)
    # Full Recovery covers 36, 41–46, 51–56, 61, 62: 15 of the 36 results.
    full = sum(1 for t, u in product(range(1, 7), repeat=2) if 36 <= 10 * t + u <= 62)
    assert full == 15 and odds["Full Recovery"] == Fraction(15, 36)
    assert odds["Dead"] == Fraction(1, 36) and sum(odds.values()) == 1
    with pytest.raises(ValueError, match="D66"):
        rules.trauma_result(TABLE, 17)


def test_tc_c3_offered_skill_steps_down_then_up() -> None:
    melee = rules.skill_table(SKILLS, "Melee and Strength Skills")
    assert len(melee) == 11 and melee[2] == "Stand Firm"  # 2D6 = 4
    assert rules.offered_skill(melee, 4, ()) == "Stand Firm"
    assert rules.offered_skill(melee, 5, {"Parry"}) == "Stand Firm"  # next lower
    # Parry known, Stand Firm known: down to the Patron Skill (always on offer).
    assert rules.offered_skill(melee, 5, {"Parry", "Stand Firm"}) == rules.PATRON_SKILL
    everything = set(melee[2:])
    assert rules.offered_skill(melee, 12, everything - {"Champion"}) == "Champion"  # upwards
    odds = rules.skill_odds(melee, ())
    # 2D6: 7 has 6 ways of 36; entries 2 and 3 are both Patron Skill: 1 + 2 ways.
    assert odds["Relentless Charge"] == Fraction(6, 36)  # the 7 (index 5)
    assert odds[rules.PATRON_SKILL] == Fraction(3, 36)
    assert sum(odds.values()) == 1
    known = {"Relentless Charge"}
    shifted = rules.skill_odds(melee, known)
    # The 7's six ways go to the next lower unknown entry, Close Quarter Combat (6: 5 ways).
    assert shifted["Close Quarter Combat"] == Fraction(5 + 6, 36)


def test_tc_c4_advancement_thresholds() -> None:
    assert [rules.advancements_due(0, n) for n in range(0, 8)] == [0, 0, 1, 1, 2, 2, 2, 3]
    assert rules.advancements_due(3, 5) == 1  # passes 4 only


def test_tc_c5_promotion_pool_and_odds() -> None:
    assert rules.promotion_pool(won=True, glorious_deeds=2) == 4
    assert rules.promotion_pool(won=False, glorious_deeds=0) == 1
    for n in range(0, 5):
        sixes = sum(1 for faces in product(range(1, 7), repeat=n) if 6 in faces)
        assert rules.promotion_chance(n) == Fraction(sixes, 6**n)


def test_tc_c6_threshold_and_field_strength() -> None:
    assert [rules.threshold(n) for n in (0, 1, 2)] == [700, 800, 900]
    assert [rules.field_strength(n) for n in (0, 1, 10, 11, 30)] == [10, 11, 20, 22, 22]


def test_di_2_deployment_skill_and_its_odds() -> None:
    assert deployment_skill(0, 0) == 7
    assert deployment_skill(2, 1) == 10 and deployment_skill(0, 1) == 4
    for skill in (1, 4, 7, 10, 12, 13):
        ways = sum(1 for a, b in product(range(1, 7), repeat=2) if a + b <= skill)
        assert deploy_chance(skill) == Fraction(ways, 36)


@pytest.mark.parametrize(
    ("pool", "troops", "deeds", "expected"),
    [
        (1, [7, 8], set(), {7: 1, 8: 0}),  # one die: the first troop ticked
        (3, [7, 8], set(), {7: 2, 8: 1}),  # dealt in turn
        (5, [7, 8], set(), {7: 2, 8: 2}),  # two each at most: the fifth is not rolled
        (5, [7, 8], {8}, {7: 2, 8: 3}),  # three with a Glorious Deed
        (4, [], set(), {}),  # nobody ticked: nothing rolled
    ],
)
def test_tc_c5_the_promotion_pool_is_dealt_in_turn_up_to_each_limit(
    pool: int, troops: list[int], deeds: set[int], expected: dict[int, int]
) -> None:
    assert rules.share_promotion_dice(pool, troops, deeds) == expected


def test_tc_c1_and_tc_c2_trauma_dice() -> None:
    assert (rules.trauma_dice(False), rules.trauma_dice(True)) == (1, 2)


def test_tc_c4_tc_c6_a_new_campaigns_settings_are_the_rules_own() -> None:
    """The ledger's default campaign settings (models/ledger/campaigns/campaign_log.py) repeat
    Trench Crusade's numbers so that the ledger need not import the system: kept in step here."""
    from models.ledger.campaigns.campaign_log import DEFAULT_SETTINGS

    assert DEFAULT_SETTINGS["advancement_xp"] == list(rules.ADVANCEMENT_XP)
    budget, step = DEFAULT_SETTINGS["starting_budget"], DEFAULT_SETTINGS["threshold_step"]
    assert [rules.threshold(n, budget, step) for n in range(5)] == [
        rules.threshold(n) for n in range(5)
    ]
