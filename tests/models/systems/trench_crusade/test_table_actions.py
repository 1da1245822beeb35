"""Trench Crusade actions beside attacks: odds and effects (TC-V3, TC-V4, TC-V6, TC-V9, TC-V11)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from models.rules.dice import GivenDice
from models.rules.spec import SpecError
from models.systems.trench_crusade.movement import ActionSpec, InjuryMarkers
from models.systems.trench_crusade.table_actions import (
    ActionInput,
    injury_effects,
    perform,
    success_odds,
)
from models.table.views import ModelState

FRESH = ModelState(1)


def test_a_risky_dash_succeeds_on_seven_and_spends_markers() -> None:
    """2D6 ≥ 7 is 21/36; a BLOOD spent makes it three dice, keep the lowest two."""
    assert success_odds(ActionInput("dash"))["success"] == Fraction(21, 36)
    with_blood = ActionInput("dash", ActionSpec(blood_spent=1))
    done = perform(with_blood, 1, ModelState(1, {"blood": 2}), GivenDice([6, 2, 1]))
    assert done.result == "failure (activation ends)"  # the lowest two: 2+1 = 3
    assert perform(with_blood, 1, FRESH, GivenDice([6, 6, 1])).result == "success"  # 6+1
    assert {"member": 1, "counter": "blood", "delta": -1} in done.effects


def test_a_charge_rolls_its_distance_against_the_inches_needed() -> None:
    """Movement 6 + D6 ≥ 9 needs a 3+: 4/6; HEAVY rolls no D6."""
    charge = ActionInput("charge", movement=6, open_inches=9)
    assert success_odds(charge)["reaches"] == Fraction(4, 6)
    assert perform(charge, 1, FRESH, GivenDice([3])).result == "reaches"
    assert perform(charge, 1, FRESH, GivenDice([2])).result == "falls short"
    heavy = ActionInput("charge", movement=6, open_inches=7, heavy=True)
    assert success_odds(heavy)["reaches"] == 0


def test_a_fall_and_standing_up() -> None:
    """A fall of 6" (tc-1.6): +2 DICE on the injury roll; 6+6 → Out of Action."""
    fall = ActionInput("fall", height=6)
    done = perform(fall, 1, FRESH, GivenDice([6, 6, 1, 1]))
    assert done.result == "out_of_action"
    assert done.effects == ({"member": 1, "flag": "out_of_action", "value": True},)
    assert sum(success_odds(fall).values()) == 1
    up = perform(
        ActionInput("stand_up"), 1, ModelState(1, flags=frozenset({"down"})), GivenDice([])
    )
    assert {"member": 1, "flag": "down", "value": False} in up.effects


def test_injury_results_as_effects_respect_the_cap() -> None:
    capped = ModelState(1, {"blood": 6})
    assert injury_effects("minor_hit", 1, capped) == (
        {"member": 1, "counter": "blood", "delta": 0},
    )
    assert injury_effects("down", 1, ModelState(1, flags=frozenset({"down"})))[0]["delta"] == 2


DOWN_WITH_BLOOD = ModelState(1, {"blood": 5, "blessing": 1}, frozenset({"down"}))


def test_tc_a8_dangerous_terrain_spends_blood_on_the_injury_roll_as_on_an_attack() -> None:
    """A Down model (−1 DICE to act, +1 DICE to the injury roll) fails the action (lowest two
    of 1, 2, 6); the opponent spends 2 BLOOD on the injury roll (+2 DICE): 3 + 1 + 2 = 6 dice,
    highest two 6 + 5 = 11 → Out of Action. The markers spent leave the model, and Out of
    Action clears the three left, as an attack's does (issue 36 §6)."""
    action = ActionInput("dangerous", ActionSpec(down=True), injury_down=True, injury_blood_spent=2)
    done = perform(action, 1, DOWN_WITH_BLOOD, GivenDice([1, 2, 6, 6, 5, 1, 1, 1]))
    assert done.result == "out_of_action"
    assert done.effects == (
        {"member": 1, "counter": "blood", "delta": -2},
        {"member": 1, "counter": "blood", "delta": -3},
        {"member": 1, "flag": "out_of_action", "value": True},
    )
    assert any(
        step.startswith("TC-A8 on this injury roll: Down +1 DICE; 2 BLOOD") for step in done.steps
    )
    safe = perform(action, 1, DOWN_WITH_BLOOD, GivenDice([6, 6, 6]))
    assert safe.result == "safe" and safe.effects == ()  # no injury roll, nothing spent


def test_tc_i7_a_bloodbath_on_a_down_model_costs_three_and_the_cap_counts_after_spending() -> None:
    """Bloodbath on a Down model: 3 BLOOD (TC-I7); 3D6 +1 DICE (Down) → keep the highest three
    of 1, 1, 2, 2: 5 → Minor hit; it had 5, 3 are spent, it gains 1 (not capped)."""
    action = ActionInput("dangerous", ActionSpec(down=True), injury_down=True, bloodbath=True)
    done = perform(action, 1, DOWN_WITH_BLOOD, GivenDice([1, 2, 3, 1, 1, 2, 2]))
    assert done.result == "minor_hit"
    assert done.effects == (
        {"member": 1, "counter": "blood", "delta": -3},
        {"member": 1, "counter": "blood", "delta": 1},
    )


def test_tc_v3_a_charge_at_a_hidden_target_is_risky_first() -> None:
    """Seed 001: "la Carica diventa un'AZIONE RISCHIOSA … prosegui solo se il tiro ha
    successo". 2D6 ≥ 7 (21/36), then Movement 6 + D6 ≥ 9 (4/6)."""
    charge = ActionInput("charge", movement=6, open_inches=9, target_hidden=True)
    odds = success_odds(charge)
    assert odds == {
        "reaches": Fraction(21, 36) * Fraction(4, 6),
        "falls short": Fraction(21, 36) * Fraction(2, 6),
        "failure (activation ends)": Fraction(15, 36),
    }
    failed = perform(charge, 1, FRESH, GivenDice([1, 2]))
    assert failed.result == "failure (activation ends)"
    assert failed.steps[0] == "TC-V3 a charge target is not visible: the charge is RISKY."
    assert perform(charge, 1, FRESH, GivenDice([4, 3, 3])).result == "reaches"


def test_tc_v8_a_failed_jump_falls_into_the_gap() -> None:
    """A failed jump across a 5" deep gap: the model falls (+1 DICE, TC-V9) and its
    activation ends (RISKY)."""
    jump = ActionInput("jump", height=5)
    odds = success_odds(jump)
    assert odds["success"] == Fraction(21, 36)
    assert sum(odds.values()) == 1 and "falls_down" in odds
    done = perform(jump, 1, FRESH, GivenDice([1, 1, 4, 3, 2]))  # fall: highest two 4+3 → Down
    assert done.result == "falls_down"
    assert {"member": 1, "flag": "down", "value": True} in done.effects
    assert {"member": 1, "flag": "activated", "value": True} in done.effects
    shallow = perform(ActionInput("jump", height=2), 1, FRESH, GivenDice([1, 1]))
    assert shallow.result == "failure (activation ends)"  # a 2" drop: no injury roll


def test_tc_v9_avoiding_a_fall_does_not_end_an_activation() -> None:
    avoid = ActionInput("avoid_fall", ActionSpec(down=True), height=7, injury_down=True)
    held = perform(avoid, 1, DOWN_WITH_BLOOD, GivenDice([6, 6, 6]))
    assert held.result == "success" and held.effects == ()
    fell = perform(avoid, 1, DOWN_WITH_BLOOD, GivenDice([1, 1, 1, 6, 6, 1, 1, 1]))
    assert fell.result == "falls_out_of_action"  # +2 (7") +1 (Down): 6 + 6 = 12
    assert all(e.get("flag") != "activated" for e in fell.effects)


def test_tc_v10_a_failed_charge_from_above_is_down_then_falls_with_markers() -> None:
    """Seed 001: failed, the charger is Down, stays in melee and rolls for the fall: +1 DICE
    per full 3" and +1 DICE for being Down; the opponent may spend its BLOOD on the roll
    (TC-A8). A 6" jump, 1 BLOOD spent: 2D6 +4 DICE — 6 dice, the highest two 6 + 5 → Out of
    Action, which clears the BLOOD left (issue 36 §6)."""
    leap = ActionInput("charge_from_above", height=6, injury_down=True, injury_blood_spent=1)
    odds = success_odds(leap)
    assert odds["success"] == Fraction(21, 36)
    assert sum(odds.values()) == 1 and "failed_out_of_action" in odds
    state = ModelState(1, {"blood": 2})
    done = perform(leap, 1, state, GivenDice([1, 2, 6, 5, 1, 1, 1, 1]))
    assert done.result == "failed_out_of_action"
    assert done.effects == (
        {"member": 1, "flag": "down", "value": True},
        {"member": 1, "counter": "blood", "delta": -1},
        {"member": 1, "counter": "blood", "delta": -1},
        {"member": 1, "flag": "out_of_action", "value": True},
        {"member": 1, "flag": "activated", "value": True},
    )
    safe = perform(leap, 1, state, GivenDice([6, 6]))
    assert safe.result == "success" and safe.effects == ()


def test_tc_i11_a_tough_model_that_falls_is_down_once() -> None:
    """Issue 36 §6: TOUGH turns the first Out of Action into Down on a fall as on an attack,
    and is then used for the game; GOLEM does not stand a Bloodbath; a fall is not an attack,
    so Memento Mori is not spent on it."""
    fall = ActionInput("fall", height=9, tough=True)  # +3 DICE: 6+6 = 12 → Out of Action
    done = perform(fall, 1, FRESH, GivenDice([6, 6, 6, 6, 6]))
    assert done.result == "down"
    assert {"member": 1, "flag": "tough_used", "value": True} in done.effects
    assert done.steps[-1] == "TC-I11: TOUGH turns the first Out of Action into Down"
    again = perform(ActionInput("fall", height=9), 1, FRESH, GivenDice([6, 6, 6, 6, 6]))
    assert again.result == "out_of_action"
    golem = ActionInput("fall", height=9, golem=True, bloodbath=True)
    assert perform(golem, 1, FRESH, GivenDice([6] * 6)).result == "out_of_action"
    assert (
        perform(ActionInput("fall", height=9, golem=True), 1, FRESH, GivenDice([6] * 5)).result
        == "down"
    )


def test_tc_i7_infection_pays_a_bloodbath_on_a_hazard() -> None:
    """INFECTION counts as BLOOD for a Bloodbath (TC-I7, TC-K3): two of a Down model's three
    Bloodbath markers from INFECTION; both counters pay their part."""
    state = ModelState(1, {"blood": 1, "infection": 4}, frozenset({"down"}))
    action = ActionInput("fall", height=3, injury_down=True, bloodbath=True, bloodbath_infection=2)
    done = perform(action, 1, state, GivenDice([1, 1, 1, 1, 1]))  # 3 + 1 − 0 = minor hit
    assert done.result == "minor_hit"
    assert {"member": 1, "counter": "blood", "delta": -1} in done.effects
    assert {"member": 1, "counter": "infection", "delta": -2} in done.effects
    with pytest.raises(SpecError) as refused:
        InjuryMarkers(down=True, bloodbath=True, bloodbath_infection=4)
    assert refused.value.field == "bloodbath_infection"
    with pytest.raises(SpecError):
        InjuryMarkers(bloodbath_infection=1)  # no Bloodbath to pay
