"""TC-I6, TC-I7, TC-A3 (issue 36 §5): the attacker's side chooses the target's BLOOD spent on
each injury roll — a Bloodbath on a later shot of a burst, and the best play for the attacker.

Every expected value is worked out here by enumerating the faces of every die, from the rules'
words (TC-D1, TC-I1, TC-I2, TC-I6, TC-I7, TC-K1), not from the engine."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache

import pytest

from models.rules.dice import GivenDice
from models.rules.spec import SpecError, from_mapping
from models.systems.trench_crusade.attack import distribution, resolve
from models.systems.trench_crusade.odds import tc_odds
from models.systems.trench_crusade.spec import TCAttackSpec


@cache
def injury_totals(summed: int, net: int) -> dict[int, Fraction]:
    """TC-D1: roll summed + |net| dice, sum the highest (net > 0) or lowest (net < 0)."""
    rolled = summed + abs(net)
    counts: dict[int, int] = {}
    for faces in itertools.product(range(1, 7), repeat=rolled):
        ordered = sorted(faces, reverse=net > 0)
        total = sum(ordered[:summed])
        counts[total] = counts.get(total, 0) + 1
    return {total: Fraction(n, 6**rolled) for total, n in counts.items()}


def after_injury(blood: int, down: bool, total: int) -> tuple[int, bool, bool]:
    """TC-I1 and TC-K1: the target's BLOOD, Down and Out of Action after an injury total."""
    if total >= 9:
        return 0, down, True
    if total >= 7:
        return min(6, blood + (2 if down else 1)), True, False
    if total >= 2:
        return min(6, blood + 1), down, False
    return blood, down, False


def choices(blood: int, down: bool) -> list[tuple[int, bool]]:
    """(BLOOD spent as DICE, Bloodbath) — every legal way to spend (TC-I6, TC-I7)."""
    cost = 3 if down else 6
    plain = [(n, False) for n in range(blood + 1)]
    return plain + [(n, True) for n in range(blood - cost + 1)]


def out_chance_best(blood: int, down: bool, shots: int, armour: int) -> Fraction:
    """Automatic hits, no other modifier: the best chance of Out of Action over `shots`."""
    if shots == 0:
        return Fraction(0)
    best = Fraction(0)
    for dice, bloodbath in choices(blood, down):
        left = blood - dice - ((3 if down else 6) if bloodbath else 0)
        net = dice + (1 if down else 0)  # TC-I2: Down gives +1 DICE (tc-1.6)
        chance = Fraction(0)
        for total, p in injury_totals(2 + bloodbath, net).items():
            new_blood, new_down, out = after_injury(left, down, total + armour)
            chance += p * (1 if out else out_chance_best(new_blood, new_down, shots - 1, armour))
        best = max(best, chance)
    return best


def spec(**fields: object) -> TCAttackSpec:
    return from_mapping(TCAttackSpec, fields)


def out_of_action(s: TCAttackSpec) -> Fraction:
    return sum((p for o, p in distribution(s).items() if o.state.out), Fraction(0))


@pytest.mark.parametrize(
    ("blood", "down", "shots", "armour"),
    [(0, False, 3, 0), (4, True, 2, -2), (6, False, 2, -1), (5, False, 1, 0), (3, True, 3, -3)],
)
def test_tc_i7_best_play_is_the_best_chance_of_out_of_action(
    blood: int, down: bool, shots: int, armour: int
) -> None:
    s = spec(
        auto_hit=True,
        shots=shots,
        best_play=True,
        target_blood=blood,
        target_down=down,
        armour=armour,
    )
    assert out_of_action(s) == out_chance_best(blood, down, shots, armour)


def test_tc_i7_best_play_beats_every_fixed_spending() -> None:
    """One shot, 6 BLOOD on a standing target: the best play is at least as good as spending
    any number, or a Bloodbath, and equal to one of them."""
    best = out_of_action(spec(auto_hit=True, best_play=True, target_blood=6, armour=-2))
    fixed = [
        out_of_action(spec(auto_hit=True, target_blood=6, armour=-2, blood_spent_on_injury=n))
        for n in range(7)
    ] + [out_of_action(spec(auto_hit=True, target_blood=6, armour=-2, bloodbath=True))]
    assert best == max(fixed)


def later_bloodbath_chance(shots: int) -> Fraction:
    """Two auto-hitting shots on a Down target with 3 BLOOD, a Bloodbath called on the second
    shot when it holds 3 or more, the rest kept (TC-I7: 3 markers when Down)."""
    chance = Fraction(0)
    for total, p in injury_totals(2, 1).items():  # shot 1: nothing spent, +1 DICE for Down
        blood, down, out = after_injury(3, True, total)
        if out:
            chance += p
            continue
        bloodbath = blood >= 3
        left = blood - (3 if bloodbath else 0)
        second = injury_totals(2 + bloodbath, 1)
        chance += p * sum((q for t, q in second.items() if after_injury(left, down, t)[2]), 0)
    return chance


def test_tc_i7_a_bloodbath_on_a_later_shot_of_a_burst() -> None:
    s = spec(auto_hit=True, shots=2, target_blood=3, target_down=True, later_bloodbath=True)
    assert out_of_action(s) == later_bloodbath_chance(2)
    without = spec(auto_hit=True, shots=2, target_blood=3, target_down=True)
    assert out_of_action(s) > out_of_action(without)


def test_tc_i7_the_table_dice_follow_the_best_play_and_say_so() -> None:
    """A Down target with 4 BLOOD, hit 4+4: the best play calls a Bloodbath (3) and spends
    the fourth as DICE, so the injury roll is 3 + 1 + 1 dice, the highest 3 summed."""
    s = spec(hit_flat=0, best_play=True, target_blood=4, target_down=True, armour=-2)
    done = resolve(s, GivenDice([4, 4, 1, 1, 1, 2, 3]))
    text = "\n".join(done.steps)
    assert "Best play for the attacker: a Bloodbath (3 BLOOD) and 1 BLOOD for +1 DICE." in text
    # 5D6 keep the highest 3: 3 + 2 + 1 = 6, −2 armour = 4: a minor hit; 4 − 4 + 1 BLOOD
    assert done.outcome.worst == "minor_hit"
    assert done.outcome.state.blood == 1


def test_tc_i7_the_report_names_the_first_shots_best_play() -> None:
    report = tc_odds(spec(best_play=True, target_blood=4, target_down=True, armour=-2))
    wanted = "Best play: spend a Bloodbath and 1 BLOOD as DICE on a hit"
    assert any(wanted in note for note in report.notes)


@pytest.mark.parametrize(
    "fields",
    [
        {"best_play": True, "bloodbath": True, "target_blood": 6},
        {"best_play": True, "blood_spent_on_injury": 1},
        {"best_play": True, "spend_gained_blood": True},
        {"best_play": True, "later_bloodbath": True},
    ],
)
def test_tc_i7_best_play_refuses_spending_also_given_by_hand(fields: dict[str, object]) -> None:
    with pytest.raises(SpecError, match="best_play chooses the BLOOD spent"):
        distribution(spec(**fields))
