"""Trench Crusade movement and hazards, one test per rule of RULES.md §1.7 (TC-V1 to TC-V11 as the
module implements them)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from models.rules.dice import GivenDice, enumerate_faces
from models.rules.spec import SpecError
from models.systems.trench_crusade import legality
from models.systems.trench_crusade.movement import (
    FELL,
    ActionSpec,
    InjuryMarkers,
    action_success,
    charge_distance,
    charge_from_above,
    charge_from_above_allowed,
    charge_reaches,
    dangerous_terrain,
    fall_dice,
    fall_injury,
    jump_allowed,
    ledge_cost,
    path_cost,
    resolve_action,
    resolve_charge,
    resolve_charge_from_above,
    resolve_dangerous_terrain,
    resolve_fall,
    resolve_risky_fall,
    risky_fall,
)
from tests.models.rules.reference import injury_results, pool_totals, prob

F = Fraction


def test_tc_v1_move_action_needs_no_roll_and_risky_does_not_apply() -> None:
    # A standard move is a distance, not a roll: charge_distance with HEAVY (no D6) is certain.
    assert charge_distance(6, heavy=True) == {F(6): 1}


def test_tc_v2_standard_moves_pay_terrain_costs() -> None:
    assert path_cost(3, 2) == 7


def test_tc_v3_charge_is_movement_plus_d6_at_most_twelve() -> None:
    dist = charge_distance(8)
    assert dist == {F(9): F(1, 6), F(10): F(1, 6), F(11): F(1, 6), F(12): F(1, 2)}
    assert charge_reaches(6, 10) == F(3, 6)  # D6 ≥ 4
    charge = resolve_charge(6, GivenDice([5]))
    assert charge.outcome == 11
    assert charge.steps == ('TC-V3 charge: Movement 6" + D6 5, at most 12" = 11".',)
    assert charge_reaches(6, 13) == 0  # beyond the 12" limit


def test_tc_v3_heavy_charges_without_the_d6() -> None:
    assert charge_reaches(5, 6, heavy=True) == 0
    assert resolve_charge(5, GivenDice([]), heavy=True).outcome == 5


def test_tc_v4_standing_up_halves_the_charge_d6_included() -> None:
    dist = charge_distance(5, halved=True)
    assert dist[F(3)] == F(1, 6)  # (5 + 1) / 2
    assert dist[F(11, 2)] == F(1, 6)  # (5 + 6) / 2
    assert charge_reaches(5, 5, halved=True) == F(2, 6)  # D6 of 5 or 6


def test_tc_v5_retreat_free_attacks_and_a_downed_retreater() -> None:
    # a retreat's free attacks are ordinary melee attacks; a retreater Downed stops, and
    # then standing up uses a RISKY action at −1 DICE (Down)
    down = ActionSpec(down=True)
    assert action_success(down) == prob(pool_totals(2, -1), lambda t: t >= 7)


def test_tc_v6_dash_is_a_risky_action_with_blood_and_blessings() -> None:
    assert action_success(ActionSpec()) == F(21, 36)
    assert action_success(ActionSpec(blood_spent=2, blessings_spent=1)) == prob(
        pool_totals(2, -1), lambda t: t >= 7
    )
    roll = resolve_action(ActionSpec(blessings_spent=1), GivenDice([1, 2, 4]))
    assert not roll.outcome and "→ 6" in roll.steps[0]  # the highest two: 4 + 2
    assert resolve_action(ActionSpec(blessings_spent=1), GivenDice([1, 6, 2])).outcome  # 6 + 2


def test_tc_v7_climbing_a_sheer_wall_is_a_risky_action() -> None:
    assert action_success(ActionSpec(dice=1)) == prob(pool_totals(2, 1), lambda t: t >= 7)


def test_tc_v8_jumps_gaps_and_ledges() -> None:
    assert jump_allowed(6, 3).allowed
    assert not jump_allowed(6, F(7, 2)).allowed
    assert ledge_cost(F(1, 2)) == 1
    assert ledge_cost(F(1, 4)) == 0
    with pytest.raises(SpecError):
        ledge_cost(2)


def test_tc_v9_falls_thresholds_dice_and_armour() -> None:
    assert fall_dice(2, on_purpose=False) is None
    assert fall_dice(F(5, 2), on_purpose=False) == 0
    assert fall_dice(3, on_purpose=True) is None
    assert fall_dice(6, on_purpose=True) == 2
    assert fall_injury(3, on_purpose=True) == {"no_injury_roll": 1}
    expected = {k: v for k, v in injury_results(2, 2, -1).items() if v}
    assert dict(fall_injury(7, armour=-1)) == expected
    fall = resolve_fall(7, GivenDice([6, 1, 2, 5]), armour=-1)  # +2 DICE: 6 + 5 − 1 = 10
    assert fall.outcome == "out_of_action"
    assert fall.steps[0].startswith('TC-V9 a fall of 7": +2 DICE')
    assert "= 10 → out of action" in fall.steps[1]
    spec_brute = enumerate_faces(lambda dice: resolve_fall(7, dice, armour=-1).outcome)
    assert dict(spec_brute) == expected


def test_tc_v9_tc_1_0_falls_from_three_inches() -> None:
    assert fall_dice(3, on_purpose=False, edition="tc-1.0") == 1
    assert fall_dice(F(5, 2), on_purpose=False, edition="tc-1.0") is None


def test_tc_v10_charge_from_above_conditions_and_outcomes() -> None:
    assert charge_from_above_allowed(5, 4, 1).allowed
    assert not charge_from_above_allowed(7, 4, 1).allowed
    assert not charge_from_above_allowed(5, 2, 1).allowed
    assert not charge_from_above_allowed(5, 4, 3).allowed
    dist = charge_from_above(6, ActionSpec())
    p_ok = F(21, 36)
    assert dist["success"] == p_ok
    fall = injury_results(2, 3, 0)  # 6" → +2 DICE, +1 DICE for being Down
    assert dist["failed_out_of_action"] == (1 - p_ok) * fall["out_of_action"]
    brute = enumerate_faces(lambda dice: resolve_charge_from_above(6, ActionSpec(), dice).outcome)
    assert dict(brute) == dict(dist)


def test_tc_v11_difficult_and_dangerous_terrain() -> None:
    assert charge_reaches(6, 2, 3) == F(5, 6)  # costs 2 + 2×3 = 8": 6 + D6 ≥ 8 needs D6 ≥ 2
    dist = dangerous_terrain(ActionSpec(), armour=-2)
    brute = enumerate_faces(
        lambda dice: resolve_dangerous_terrain(ActionSpec(), dice, armour=-2).outcome
    )
    assert dict(brute) == dict(dist)
    assert dist["safe"] == F(21, 36)


def test_tc_a8_a_down_model_failing_dangerous_terrain_seed_000() -> None:
    """Seed 000: a Down model suffers +1 DICE "a tutti tiri sulla Tabella delle Ferite che
    subisce", whatever the source. Down, armour −1: the action keeps the lowest two of 3D6 and
    fails below 7; the injury keeps the highest two of 3D6, −1, and is Out of Action on 9+."""
    fails = sum(1 for d in itertools.product(range(1, 7), repeat=3) if sum(sorted(d)[:2]) < 7)
    out = sum(1 for d in itertools.product(range(1, 7), repeat=3) if sum(sorted(d)[1:]) - 1 >= 9)
    by_hand = F(fails, 216) * F(out, 216)
    assert by_hand == F(3773, 15552)
    down = InjuryMarkers(down=True)
    dist = dangerous_terrain(ActionSpec(down=True), armour=-1, markers=down)
    assert dist["out_of_action"] == by_hand
    table = enumerate_faces(
        lambda dice: (
            resolve_dangerous_terrain(ActionSpec(down=True), dice, armour=-1, markers=down).outcome
        )
    )
    assert dict(table) == dict(dist)


def test_tc_a8_blood_blessings_and_a_bloodbath_on_a_fall() -> None:
    """A fall of 4" (+1 DICE) by a Down model (+1), 1 BLOOD spent by the opponent (+1), one
    BLESSING spent by its controller (−1), in a Bloodbath (3D6, TC-I7): 3D6 with +2 DICE."""
    markers = InjuryMarkers(down=True, blood_spent=1, blessings_spent=1, bloodbath=True)
    assert markers.blood_cost == 1 + 3  # a Bloodbath on a Down model costs 3 (TC-I7)
    expected = {k: v for k, v in injury_results(3, 2, -2).items() if v}
    assert dict(fall_injury(4, armour=-2, markers=markers)) == expected
    table = enumerate_faces(lambda dice: resolve_fall(4, dice, armour=-2, markers=markers).outcome)
    assert dict(table) == expected
    steps = resolve_fall(4, GivenDice([6, 6, 6, 1, 1]), markers=markers).steps
    assert steps[1] == (
        "TC-A8 on this injury roll: Down +1 DICE; 1 BLOOD spent +1 DICE; "
        "1 BLESSINGS spent −1 DICE; Bloodbath: 3D6."
    )
    # tc-1.0 gives a Down model +1 INJURY DICE against melee attacks only (§1.9)
    tc10 = {k: v for k, v in injury_results(2, 1, 0).items() if v}
    assert dict(fall_injury(3, markers=InjuryMarkers(down=True), edition="tc-1.0")) == tc10
    with pytest.raises(SpecError):
        InjuryMarkers(blood_spent=1, bloodbath=True)  # 1 + 6 BLOOD: more than a model holds


def test_tc_v9_a_model_downed_near_an_edge_may_act_not_to_fall() -> None:
    """Seed 001: the action is at −1 DICE, since the model is already Down; failed, it falls
    (4": +1 DICE) and, Down, suffers +1 DICE more (TC-A8)."""
    down = InjuryMarkers(down=True)
    dist = risky_fall(4, ActionSpec(down=True), armour=-1, markers=down)
    p = prob(pool_totals(2, -1), lambda t: t >= 7)
    assert dist["success"] == p
    for result, q in injury_results(2, 2, -1).items():
        assert dist[FELL + result] == (1 - p) * q
    table = enumerate_faces(
        lambda dice: (
            resolve_risky_fall(4, ActionSpec(down=True), dice, armour=-1, markers=down).outcome
        )
    )
    assert dict(table) == dict(dist)
    # a 2" drop is no injury roll (TC-V9): the fall costs nothing more
    assert risky_fall(2, ActionSpec())[FELL + "no_injury_roll"] == F(15, 36)


def test_tc_v12_teleports_ignore_terrain() -> None:
    # a teleport pays no terrain cost: only open distance counts
    assert path_cost(8) == 8


def test_tc_w_assault_heavy_strong_cumbersome_shield_combo() -> None:
    assert not legality.ranged_attack_allowed(
        in_melee=False, charged_this_activation=True, ranged_attacks_made=0
    ).allowed
    assert legality.ranged_attack_allowed(
        in_melee=False, charged_this_activation=True, ranged_attacks_made=0, assault=True
    ).allowed
    assert not legality.ranged_attack_allowed(
        in_melee=True, charged_this_activation=False, ranged_attacks_made=0
    ).allowed
    assert not legality.ranged_attack_allowed(
        in_melee=False,
        charged_this_activation=False,
        ranged_attacks_made=0,
        heavy=True,
        moved_or_dashed=True,
    ).allowed
    assert legality.ranged_attack_allowed(
        in_melee=False,
        charged_this_activation=False,
        ranged_attacks_made=0,
        heavy=True,
        strong=True,
        moved_or_dashed=True,
    ).allowed
    assert legality.ranged_attack_allowed(
        in_melee=False, charged_this_activation=False, ranged_attacks_made=1, grenade=True
    ).allowed
    assert not legality.charge_allowed_after_shooting(ranged_attacks_made=2, assault=True).allowed
    assert legality.charge_allowed_after_shooting(
        ranged_attacks_made=2, assault=True, edition="tc-1.0"
    ).allowed
    assert legality.hands_needed(two_handed=True, strong=True) == 1
    assert legality.hands_needed(two_handed=True, strong=True, cumbersome=True) == 2
    assert not legality.weapons_fit([2], trench_shield=True).allowed
    assert legality.weapons_fit([2], trench_shield=True, shield_combo=True).allowed
    assert not legality.heavy_items_allowed(2).allowed
    assert legality.heavy_items_allowed(2, strong=True).allowed
