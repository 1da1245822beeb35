"""Trench Crusade actions beside attacks: odds and effects (TC-V3, TC-V4, TC-V6, TC-V9, TC-V11)."""

from __future__ import annotations

from fractions import Fraction

from models.ledger.tc_actions import ActionInput, injury_effects, perform, success_odds
from models.ledger.views import ModelState
from models.rules.dice import GivenDice
from models.rules.trench_crusade.movement import ActionSpec

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
