"""Trench Crusade attacks, one test (at least) per rule of RULES.md §1.1–1.6 and §1.8–1.9.

Expected values come from tests/models/rules/reference.py (plain enumeration over every face)
or from hand counts written out in the test, never from the engine's own output.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

from models.rules.dice import GivenDice, enumerate_faces
from models.rules.spec import SpecError, field_info
from models.systems.trench_crusade.attack import distribution, resolve
from models.systems.trench_crusade.odds import tc_odds
from models.systems.trench_crusade.spec import TCAttackSpec, reduce
from tests.models.rules.reference import (
    injury_results,
    pool_totals,
    prob,
    single_attack,
)

F = Fraction


def outcomes(edition: str = "tc-1.6", **fields: Any) -> dict[str, Fraction]:
    report = tc_odds(TCAttackSpec(**fields), edition)  # type: ignore[arg-type]
    return {k: v for k, v in report.outcomes.items() if v}


def group(name: str, edition: str = "tc-1.6", **fields: Any) -> dict[str, Fraction]:
    report = tc_odds(TCAttackSpec(**fields), edition)  # type: ignore[arg-type]
    return {k: v for k, v in report.distributions[name].items() if v}


def expected(
    hit_net: int = 0,
    hit_flat: int = 0,
    injury_base: int = 2,
    injury_net: int = 0,
    injury_flat: int = 0,
    crit_bonus: int = 1,
) -> dict[str, Fraction]:
    return {
        k: v
        for k, v in single_attack(
            hit_net, hit_flat, injury_base, injury_net, injury_flat, crit_bonus
        ).items()
        if v
    }


# -- 1.1 dice -----------------------------------------------------------------------------------


def test_tc_d1_success_roll_is_2d6() -> None:
    assert outcomes()["miss"] == F(15, 36)  # 2D6 ≤ 6: 15 of 36
    assert outcomes() == expected()


def test_tc_d2_plus_and_minus_dice_keep_highest_or_lowest_two() -> None:
    assert outcomes(hit_dice=2) == expected(hit_net=2)
    assert outcomes(hit_dice=-2) == expected(hit_net=-2)
    # 3D6 keep lowest two below 7: enumerated by hand-independent reference
    assert outcomes(hit_dice=-1)["miss"] == prob(pool_totals(2, -1), lambda t: t < 7)


def test_tc_d2_plus_and_minus_dice_cancel() -> None:
    assert outcomes(hit_dice=1, cover=True) == outcomes()
    assert outcomes(blessings_spent_on_hit=2, blood_spent_on_hit=1) == outcomes(hit_dice=1)


def test_tc_d3_dice_change_the_pool_around_its_base() -> None:
    assert outcomes(injury_base_dice=3, injury_dice=2) == expected(injury_base=3, injury_net=2)


def test_tc_d4_flat_modifiers_after_the_kept_sum() -> None:
    # characteristic +2 with −1 DICE: keep the lowest two of three, then add 2
    assert outcomes(characteristic=2, hit_dice=-1) == expected(hit_net=-1, hit_flat=2)


# -- 1.2 attacks --------------------------------------------------------------------------------


def test_tc_a1_characteristic_is_flat_in_tc_1_6_and_dice_in_tc_1_0() -> None:
    assert outcomes(characteristic=1) == expected(hit_flat=1)
    assert outcomes("tc-1.0", characteristic=1) == expected(hit_net=1)


def test_tc_a2_hit_critical_and_miss_thresholds() -> None:
    hit = group("hit_roll", characteristic=1)
    totals = pool_totals(2, 0)
    assert hit["miss"] == prob(totals, lambda t: t + 1 <= 6)
    assert hit["critical"] == prob(totals, lambda t: t + 1 >= 12)
    assert hit["hit"] == prob(totals, lambda t: 7 <= t + 1 <= 11)


def test_tc_a2_critical_adds_one_injury_dice_or_two_with_critical() -> None:
    assert outcomes(hit_flat=5) == expected(hit_flat=5, crit_bonus=1)
    assert outcomes(hit_flat=5, critical_keyword=True) == expected(hit_flat=5, crit_bonus=2)


def test_tc_a2_risky_miss_ends_the_activation() -> None:
    activation = group("activation", risky=True)
    assert activation["ends"] == F(15, 36)


def test_tc_a3_burst_equals_the_enumeration_of_every_shot() -> None:
    spec = TCAttackSpec(shots=2, auto_hit=True, armour=-3)
    brute = enumerate_faces(lambda dice: resolve(spec, dice).outcome)
    assert dict(distribution(spec)) == dict(brute)


def test_tc_a3_risky_miss_stops_the_burst() -> None:
    """A RISKY miss ends the activation: later shots are not taken (TC-A2, TC-A3)."""
    single = expected()
    p_miss, p_out = single["miss"], single["out_of_action"]
    report = tc_odds(TCAttackSpec(shots=2, risky=True))
    assert report.distributions["activation"]["ends"] == p_miss + (1 - p_miss - p_out) * p_miss
    assert report.outcomes["miss"] == p_miss
    assert report.distributions["hits"]["2"] == (1 - p_miss - p_out) * (1 - p_miss)


def test_tc_a3_markers_gained_feed_the_next_shot() -> None:
    """A Down target is injured with +1 DICE by the second shot, and Down-on-Down gives two
    BLOOD: the burst is worse than two independent shots."""
    single = outcomes(auto_hit=True, armour=-3)["out_of_action"]
    burst = tc_odds(TCAttackSpec(shots=2, auto_hit=True, armour=-3)).outcomes["out_of_action"]
    assert burst > 1 - (1 - single) ** 2


def test_tc_a3_blood_spent_on_one_shot_applies_to_that_shot_only() -> None:
    spec = TCAttackSpec(shots=2, auto_hit=True, blood_spent_on_injury=2, target_blood=2)
    # hand check: dice 1,1,1,1 → shot 1 keeps 1+1 (+2 DICE: highest two of four) = 2 minor hit;
    # shot 2 rolls plain 2D6: 6,6 = 12 → Out of Action.
    result = resolve(spec, GivenDice([1, 1, 1, 1, 6, 6]))
    assert result.outcome.worst == "out_of_action"
    assert any("Shot 2: TC-I1 injury roll 6+6+0 = 12" in step for step in result.steps)


def test_tc_a3_spend_gained_blood_between_shots() -> None:
    """Shot 1 (3+4 = 7: Down, 1 BLOOD); shot 2 spends that BLOOD: +1 DICE, and the target is
    Down: +1 DICE more, so four dice keep the highest two; 1,1,1,2 → 2+1 = 3: minor hit."""
    spec = TCAttackSpec(shots=2, auto_hit=True, spend_gained_blood=True)
    result = resolve(spec, GivenDice([3, 4, 1, 1, 1, 2]))
    assert result.outcome.worst == "down"
    assert any(
        "Shot 2: TC-I1 injury roll 2+1 (the highest 2 of 1, 1, 1, 2)" in s for s in result.steps
    )
    assert result.outcome.state.blood == 1  # one spent, one gained
    # exact: after shot 1, P(out in shot 2 | Down with 1 BLOOD) uses 2D6 +2 DICE
    shot1 = injury_results(2, 0, 0)
    shot2_from_down = injury_results(2, 2, 0)["out_of_action"]
    shot2_from_minor = injury_results(2, 1, 0)["out_of_action"]  # 1 BLOOD spent, not Down
    p_out = (
        shot1["out_of_action"]
        + shot1["down"] * shot2_from_down
        + shot1["minor_hit"] * shot2_from_minor
    )
    assert tc_odds(spec).outcomes["out_of_action"] == p_out


def test_tc_a4_attacker_blood_and_blessings_change_the_hit_roll() -> None:
    assert outcomes(blood_spent_on_hit=2) == expected(hit_net=-2)
    assert outcomes(blessings_spent_on_hit=1) == expected(hit_net=1)


def test_tc_a5_targets_are_enemies_friendly_fire_only_from_a6_a7() -> None:
    assignment = group("shot_assignment", into_melee_friends=1, into_melee_enemies=1)
    assert assignment == {"friendly": F(1, 2), "target": F(1, 2)}


def test_tc_a6_area_attacks_hit_every_model_in_the_area() -> None:
    models = group("models_out_of_action", auto_hit=True, blast_models=2)
    p_out = injury_results(2, 0, 0)["out_of_action"]
    assert models["2"] == p_out**2
    assert models["0"] == (1 - p_out) ** 2


def test_tc_a7_shooting_into_melee_assigns_each_shot() -> None:
    assignment = group("shot_assignment", into_melee_friends=2, into_melee_enemies=3)
    assert assignment == {"friendly": F(1, 2), "target": F(1, 6), "other_enemy": F(1, 3)}
    # a shot on another model counts as a miss for the target
    plain = expected()
    assert outcomes(into_melee_friends=1, into_melee_enemies=1)["out_of_action"] == (
        plain["out_of_action"] / 2
    )
    # resolve: D6 4 → enemies; d3 1 → the target; hit roll 6,6 (critical: 3 injury dice)
    result = resolve(
        TCAttackSpec(into_melee_friends=1, into_melee_enemies=3),
        GivenDice([4, 1, 6, 6, 6, 6, 6]),
    )
    assert result.outcome.assignment == "target"
    assert result.outcome.worst == "out_of_action"


def test_tc_a7_friendly_hits_counts_every_shot_of_a_burst_that_hit_a_friend() -> None:
    """Two automatic hits into a melee of the target and one friend: each shot goes to the
    friend half the time; a shot on the target takes it Out of Action on 9+ of 2D6 (10/36),
    which ends the burst (TC-A3)."""
    p_out = F(10, 36)
    friendly = group("friendly_hits", auto_hit=True, shots=2, into_melee_friends=1)
    assert friendly["2"] == F(1, 4)
    assert friendly["0"] == F(1, 2) * (p_out + (1 - p_out) * F(1, 2))
    assert friendly["1"] == 1 - friendly["0"] - friendly["2"]


def test_tc_a8_the_opponent_spends_blood_on_the_injury_roll() -> None:
    info = field_info(TCAttackSpec)["blood_spent_on_injury"]
    assert "attacker's side" in info.help and "TC-I6" in info.help


# -- 1.3 ranged -----------------------------------------------------------------------------------


def test_tc_r1_melee_situations_are_refused_on_a_ranged_attack() -> None:
    with pytest.raises(SpecError) as error:
        reduce(TCAttackSpec(attack="ranged", off_hand=True))
    assert error.value.field == "off_hand"
    with pytest.raises(SpecError):
        reduce(TCAttackSpec(attack="melee", cover=True))


def test_tc_r2_line_of_sight_and_cover_are_inputs_never_guessed() -> None:
    info = field_info(TCAttackSpec)
    assert info["cover"].help.startswith("Target in cover")
    assert outcomes(cover=True) == expected(hit_net=-1)


def test_tc_r3_long_range_and_grenades() -> None:
    assert outcomes(long_range=True) == expected(hit_net=-1)
    # Seed 000: "Alcune armi, come le Granate, non subiscono penalità per la Gittata" — range
    # only; a GRENADE in cover still takes −1 DICE (docs/decisions.md, issue 19).
    assert outcomes(long_range=True, grenade=True) == expected()
    assert outcomes(long_range=True, cover=True, grenade=True) == expected(hit_net=-1)
    notes = reduce(TCAttackSpec(cover=True, grenade=True)).notes
    assert "TC-R3: GRENADE ignores long range, not cover" in notes


def test_tc_r4_a_weapon_that_says_ignore_cover_ignores_it() -> None:
    assert outcomes(cover=True, ignore_cover=True) == expected()
    assert outcomes(cover=True, long_range=True, ignore_cover=True) == expected(hit_net=-1)


def test_tc_r4_cover() -> None:
    assert outcomes(cover=True, elevated=True) == expected()


def test_tc_r5_elevated() -> None:
    assert outcomes(elevated=True) == expected(hit_net=1)


def test_tc_r6_automatic_hits_never_critical_ignore_cover_and_range() -> None:
    auto = outcomes(auto_hit=True, cover=True, long_range=True)
    assert auto == {k: v for k, v in injury_results(2, 0, 0).items() if v}
    assert group("hit_roll", auto_hit=True) == {"hit": 1}
    with pytest.raises(SpecError):
        reduce(TCAttackSpec(auto_hit=True, critical_keyword=True))


def test_tc_r7_blast_shares_the_critical_with_every_model() -> None:
    models = group("models_out_of_action", hit_flat=5, blast_models=3)
    hit = pool_totals(2, 0)
    p_miss = prob(hit, lambda t: t + 5 < 7)
    p_crit = prob(hit, lambda t: t + 5 >= 12)
    out_hit = injury_results(2, 0, 0)["out_of_action"]
    out_crit = injury_results(2, 1, 0)["out_of_action"]
    p_hit = 1 - p_miss - p_crit
    assert models["3"] == p_hit * out_hit**3 + p_crit * out_crit**3
    assert models["0"] == p_miss + p_hit * (1 - out_hit) ** 3 + p_crit * (1 - out_crit) ** 3


def test_tc_r8_point_attack_deviates_seven_minus_the_roll() -> None:
    result = resolve(TCAttackSpec(point_attack=True, cover=True), GivenDice([2, 3]))
    assert result.outcome.deviation == 2  # the seed's example: 7 − 5 = 2"
    assert any("7 − 5 = 2" in step for step in result.steps)
    deviation = group("deviation_inches", point_attack=True)
    assert deviation["2"] == prob(pool_totals(2, 0), lambda t: t == 5)
    assert deviation["0"] == prob(pool_totals(2, 0), lambda t: t >= 7)
    # no cover modifier on a point attack
    assert outcomes(point_attack=True, cover=True) == outcomes(point_attack=True)


# -- 1.4 melee ----------------------------------------------------------------------------------


def test_tc_m1_m2_melee_needs_melee_situations() -> None:
    assert outcomes(attack="melee") == expected()
    with pytest.raises(SpecError):
        reduce(TCAttackSpec(attack="melee", into_melee_friends=1))


def test_tc_m3_unarmed() -> None:
    assert outcomes(attack="melee", unarmed=True) == expected(hit_net=-1, injury_net=-1)


def test_tc_m4_manned_obstacle() -> None:
    assert outcomes(attack="melee", manned_obstacle=True) == expected(hit_net=-1)


def test_tc_m4_a_down_target_is_not_behind_a_manned_obstacle() -> None:
    # Seed 000 defines "behind" as a model that is not Down: no −1 DICE, and a note says so.
    down = outcomes(attack="melee", manned_obstacle=True, target_down=True)
    assert down == expected(injury_net=1)
    notes = reduce(TCAttackSpec(attack="melee", manned_obstacle=True, target_down=True)).notes
    assert "TC-M4: a Down target is not behind a manned obstacle: no −1 DICE" in notes


def test_tc_m5_off_hand() -> None:
    assert outcomes(attack="melee", off_hand=True) == expected(hit_net=-1)


def test_tc_m6_fear_and_its_immunity() -> None:
    assert outcomes(attack="melee", fear=True) == expected(hit_net=-1)
    assert outcomes(attack="melee", fear=True, attacker_fear=True) == expected()


def test_tc_m7_charge_from_above_ignores_manned_obstacles() -> None:
    assert outcomes(attack="melee", charge_from_above=True, manned_obstacle=True) == expected(
        hit_net=1, injury_net=1
    )


def test_tc_m8_pistols_in_melee_use_the_ranged_characteristic() -> None:
    assert "pistols in melee use Ranged" in field_info(TCAttackSpec)["characteristic"].help
    assert outcomes(attack="melee", characteristic=2, off_hand=True) == expected(
        hit_net=-1, hit_flat=2
    )


def test_tc_m9_polearm_and_block_against_chargers() -> None:
    assert outcomes(attack="melee", charged_polearm=True) == expected(hit_net=-1)
    assert outcomes(attack="melee", charged_polearm=True, charged_block=True) == expected(
        hit_net=-2
    )


# -- 1.5 injuries -------------------------------------------------------------------------------


def test_tc_i1_injury_table_and_blood() -> None:
    result = resolve(TCAttackSpec(auto_hit=True), GivenDice([3, 4]))
    assert result.outcome.worst == "down" and result.outcome.blood_gained == 1
    result = resolve(TCAttackSpec(auto_hit=True, target_down=True), GivenDice([1, 3, 4]))
    assert result.outcome.worst == "down" and result.outcome.blood_gained == 2  # down on down
    result = resolve(TCAttackSpec(auto_hit=True, armour=-3), GivenDice([2, 2]))
    assert result.outcome.worst == "no_effect" and result.outcome.blood_gained == 0


def test_tc_i2_down_targets_give_plus_one_injury_dice() -> None:
    assert outcomes(target_down=True) == expected(injury_net=1)


def test_tc_i2_tc_1_0_down_bonus_only_in_melee() -> None:
    assert outcomes("tc-1.0", target_down=True) == expected()
    assert outcomes("tc-1.0", attack="melee", target_down=True) == expected(injury_net=1)


def test_tc_i3_weapon_injury_dice_flat_and_3d6() -> None:
    assert outcomes(injury_dice=1, injury_flat=-1) == expected(injury_net=1, injury_flat=-1)
    assert outcomes(injury_base_dice=3) == expected(injury_base=3)


def test_tc_i4_armour_is_flat_and_capped() -> None:
    """CONTRACTS.md §2: armour below −3 is capped (issue 19: not refused), and the odds say so."""
    assert outcomes(armour=-2) == expected(injury_flat=-2)
    assert outcomes(armour=-4) == outcomes(armour=-3) == expected(injury_flat=-3)
    assert "TC-I4: armour -6 is capped at -3." in tc_odds(TCAttackSpec(armour=-6)).notes
    assert not any("TC-I4" in n for n in tc_odds(TCAttackSpec(armour=-3)).notes)
    assert outcomes(armour=-5, armour_beyond_cap=True) == expected(injury_flat=-5)


def test_tc_i5_ignoring_armour_keeps_the_non_ignorable_part() -> None:
    assert outcomes(armour=-3, ignore_armour=True) == expected()
    assert outcomes(armour=-3, non_ignorable_armour=-1, ignore_armour=True) == expected(
        injury_flat=-1
    )


def test_tc_i6_blood_and_blessings_on_the_injury_roll() -> None:
    assert outcomes(blood_spent_on_injury=2) == expected(injury_net=2)
    assert outcomes(blessings_spent_on_injury=1) == expected(injury_net=-1)


def test_tc_i7_bloodbath_adds_a_summed_die_and_costs_six_or_three() -> None:
    assert outcomes(bloodbath=True) == expected(injury_base=3)
    assert outcomes(bloodbath=True, injury_base_dice=3) == expected(injury_base=4)
    with pytest.raises(SpecError) as error:
        reduce(TCAttackSpec(bloodbath=True, target_blood=5))
    assert error.value.field == "target_blood"
    reduce(TCAttackSpec(bloodbath=True, target_down=True, target_blood=3))


def test_tc_i8_seed_example_catherine_wheel_with_two_blood() -> None:
    """TC-I8: 3D6 injury with 2 BLOOD spent: roll 5D6, sum the highest 3."""
    spec = TCAttackSpec(auto_hit=True, injury_base_dice=3, blood_spent_on_injury=2)
    result = resolve(spec, GivenDice([1, 6, 2, 5, 4]))
    assert any("6+5+4 (the highest 3 of 1, 6, 2, 5, 4)" in step for step in result.steps)
    assert outcomes(auto_hit=True, injury_base_dice=3, blood_spent_on_injury=2) == {
        k: v for k, v in injury_results(3, 2, 0).items() if v
    }


def test_tc_i8_seed_example_bloodbath_on_a_down_target() -> None:
    """Bloodbath on a Down target: 4D6 keep the best 3."""
    spec = TCAttackSpec(auto_hit=True, bloodbath=True, target_down=True)
    result = resolve(spec, GivenDice([2, 2, 3, 1]))
    assert any("3+2+2 (the highest 3 of 2, 2, 3, 1)" in step for step in result.steps)
    assert result.outcome.worst == "down"
    assert outcomes(auto_hit=True, bloodbath=True, target_down=True) == {
        k: v for k, v in injury_results(3, 1, 0).items() if v
    }


def test_tc_i9_resistances() -> None:
    assert outcomes(resistance=2) == expected(injury_net=-2)


def test_tc_i10_fire_gas_shrapnel_add_blood_whatever_the_result() -> None:
    blood = group("blood_markers", auto_hit=True, extra_blood=True, armour=-3)
    injury = injury_results(2, 0, -3)
    assert blood["1"] == injury["no_effect"]
    assert blood["2"] == injury["minor_hit"] + injury["down"]
    assert blood["0"] == injury["out_of_action"]  # out of play: no markers
    assert group("blood_markers", auto_hit=True, extra_blood=True, negates_extra_blood=True) == (
        group("blood_markers", auto_hit=True)
    )


def test_tc_i11_tough_down_gains_the_down_blood() -> None:
    result = resolve(TCAttackSpec(auto_hit=True, tough=True, extra_blood=True), GivenDice([6, 6]))
    assert result.outcome.worst == "down"
    assert result.outcome.blood_gained == 2  # Down's BLOOD plus FIRE's
    assert result.outcome.state.tough_used


def test_tc_i11_tough_and_golem_readings_are_in_the_notes() -> None:
    assert "TC-I11 TOUGH: the first Out of Action this game becomes Down" in (
        reduce(TCAttackSpec(tough=True)).notes
    )
    assert any("GOLEM" in n and "unless" in n for n in reduce(TCAttackSpec(golem=True)).notes)
    bloodbath = reduce(TCAttackSpec(golem=True, bloodbath=True, target_blood=6)).notes
    assert "TC-I11 GOLEM: a Bloodbath was called, so Out of Action stands" in bloodbath


def test_tc_i11_golem_machine_armour_and_memento_mori() -> None:
    injury = injury_results(2, 0, 0)
    assert outcomes(auto_hit=True, golem=True) == {
        "minor_hit": injury["minor_hit"],
        "down": injury["down"] + injury["out_of_action"],
    }
    assert outcomes(auto_hit=True, golem=True, bloodbath=True)["out_of_action"] > 0
    assert outcomes(auto_hit=True, machine_armour=True) == {
        "minor_hit": injury["minor_hit"] + injury["down"],
        "out_of_action": injury["out_of_action"],
    }
    memento = outcomes(auto_hit=True, memento_mori=True)
    assert memento["no_effect"] == injury["out_of_action"]


# -- 1.6 markers -----------------------------------------------------------------------------


def test_tc_k1_blood_cap_of_six() -> None:
    result = resolve(
        TCAttackSpec(auto_hit=True, target_down=True, target_blood=5, extra_blood=True),
        GivenDice([1, 3, 4]),
    )
    assert result.outcome.blood_gained == 1  # 3 would be gained, 1 fits under the cap
    assert any("TC-K1" in step for step in result.steps)


def test_tc_k2_blessings_are_spent_by_the_controller() -> None:
    assert outcomes(blessings_spent_on_hit=1, blessings_spent_on_injury=1) == expected(
        hit_net=1, injury_net=-1
    )


def test_tc_k3_infection_counts_as_blood_for_bloodbath() -> None:
    """INFECTION markers are counted in target_blood for Bloodbath and spending (TC-K3)."""
    reduce(TCAttackSpec(bloodbath=True, target_blood=6))


# -- 1.9 edition tc-1.0 ------------------------------------------------------------------------


def test_tc_1_0_armour_piercing_and_negative_cap() -> None:
    assert outcomes("tc-1.0", armour=-2, armour_piercing=1) == expected(injury_flat=-1)
    with pytest.raises(SpecError):
        reduce(TCAttackSpec(armour_piercing=1), "tc-1.6")
    assert outcomes("tc-1.0", armour=-3, injury_flat=-1) == expected(injury_flat=-3)
    assert outcomes("tc-1.6", armour=-3, injury_flat=-1) == expected(injury_flat=-4)


# -- §1.8 keywords (TC-W) that change rolls -----------------------------------------------------


def test_tc_w_keywords_change_rolls() -> None:
    assert outcomes(hit_flat=5, critical_keyword=True) == expected(hit_flat=5, crit_bonus=2)
    assert outcomes(grenade=True, long_range=True) == expected()
    assert group("activation", risky=True, hit_dice=1)["ends"] == prob(
        pool_totals(2, 1), lambda t: t < 7
    )


def test_spec_fields_declare_their_help_and_ranges() -> None:
    info = field_info(TCAttackSpec)
    assert set(info) >= {
        "attack",
        "characteristic",
        "hit_dice",
        "hit_flat",
        "auto_hit",
        "critical_keyword",
        "injury_base_dice",
        "injury_dice",
        "injury_flat",
        "armour",
        "ignore_armour",
        "target_down",
        "bloodbath",
        "extra_blood",
        "tough",
    }
    for name, field in info.items():
        assert field.label and field.help, name


def test_every_outcome_group_sums_to_one() -> None:
    report = tc_odds(replace(TCAttackSpec(), shots=3, risky=True, extra_blood=True))
    for group_ in [report.outcomes, *report.distributions.values()]:
        assert sum(group_.values()) == 1
