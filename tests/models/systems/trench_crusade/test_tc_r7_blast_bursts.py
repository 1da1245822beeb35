"""TC-R7, TC-A3 (issue 36 §5): models under a BLAST with their own profiles, and a BLAST with
several shots. Expected values enumerate every face of every die from the rules' words
(TC-D1, TC-A2, TC-I1, TC-I2, TC-I11), not the engine."""

from __future__ import annotations

import itertools
from collections import defaultdict
from dataclasses import replace
from fractions import Fraction
from functools import cache
from typing import NamedTuple

import pytest

from models.rules.spec import SpecError
from models.systems.trench_crusade.odds import tc_odds
from models.systems.trench_crusade.spec import TCAttackSpec


@cache
def totals(summed: int, net: int) -> dict[int, Fraction]:
    """TC-D1: summed + |net| dice, the highest (net > 0) or lowest (net < 0) summed."""
    rolled = summed + abs(net)
    counts: dict[int, int] = defaultdict(int)
    for faces in itertools.product(range(1, 7), repeat=rolled):
        counts[sum(sorted(faces, reverse=net > 0)[:summed])] += 1
    return {t: Fraction(n, 6**rolled) for t, n in counts.items()}


def hit_classes() -> dict[str, Fraction]:
    """TC-A2 on a plain 2D6: 12 critical, 7+ hit, else miss."""
    classes: dict[str, Fraction] = defaultdict(Fraction)
    for total, p in totals(2, 0).items():
        classes["critical" if total >= 12 else "hit" if total >= 7 else "miss"] += p
    return classes


class Model(NamedTuple):
    armour: int
    tough: bool = False
    down: bool = False
    out: bool = False
    tough_used: bool = False


def injured(model: Model, hit: str) -> dict[Model, Fraction]:
    """One injury roll: +1 DICE on a critical, +1 when Down (TC-I2); 9+ Out of Action (TOUGH:
    Down, once), 7–8 Down (TC-I1, TC-I11)."""
    net = (1 if hit == "critical" else 0) + (1 if model.down else 0)
    after: dict[Model, Fraction] = defaultdict(Fraction)
    for total, p in totals(2, net).items():
        total += model.armour
        if total >= 9 and model.tough and not model.tough_used:
            after[model._replace(down=True, tough_used=True)] += p
        elif total >= 9:
            after[model._replace(out=True)] += p
        elif total >= 7:
            after[model._replace(down=True)] += p
        else:
            after[model] += p
    return after


def models_out(models: tuple[Model, ...], shots: int) -> dict[int, Fraction]:
    """Every shot rolls to hit; a hit (or critical) hits every model not yet out, each with
    its own injury roll; the burst ends when the target (models[0]) is out (TC-A3)."""
    if shots == 0 or models[0].out:
        return {sum(m.out for m in models): Fraction(1)}
    result: dict[int, Fraction] = defaultdict(Fraction)
    for hit, p in hit_classes().items():
        if hit == "miss":
            branches = {models: Fraction(1)}
        else:
            branches = {(): Fraction(1)}
            for model in models:
                step = {model: Fraction(1)} if model.out else injured(model, hit)
                branches = {
                    (*before, after): q * r
                    for before, q in branches.items()
                    for after, r in step.items()
                }
        for after, q in branches.items():
            for n, r in models_out(after, shots - 1).items():
                result[n] += p * q * r
    return result


def test_tc_r7_each_model_under_the_blast_rolls_with_its_own_profile() -> None:
    target = TCAttackSpec(blast_models=3)
    others = [replace(target, armour=-2), replace(target, tough=True)]
    report = tc_odds(target, "tc-1.6", others)
    expected = models_out((Model(0), Model(-2), Model(0, tough=True)), 1)
    assert {int(n): p for n, p in report.distributions["models_out_of_action"].items() if p} == (
        expected
    )
    assert any("its own profile" in note for note in report.notes)


def test_tc_r7_a_blast_of_two_shots_hits_every_model_under_it_again() -> None:
    target = TCAttackSpec(blast_models=3, shots=2)
    others = [replace(target, armour=-1), replace(target, tough=True)]
    report = tc_odds(target, "tc-1.6", others)
    expected = models_out((Model(0), Model(-1), Model(0, tough=True)), 2)
    got = {int(n): p for n, p in report.distributions["models_out_of_action"].items() if p}
    assert got == expected


def test_tc_r7_without_profiles_the_others_share_the_targets_but_not_its_markers() -> None:
    """The target's 2 BLOOD spent (+2 DICE) and its Bloodbath are its own (TC-I7): the other
    model rolls a plain 2D6."""
    spec = TCAttackSpec(blast_models=2, auto_hit=True, blood_spent_on_injury=2)
    got = tc_odds(spec).distributions["models_out_of_action"]
    target_out = sum((p for t, p in totals(2, 2).items() if t >= 9), Fraction(0))
    other_out = sum((p for t, p in totals(2, 0).items() if t >= 9), Fraction(0))
    assert got["2"] == target_out * other_out
    assert got["0"] == (1 - target_out) * (1 - other_out)


def test_tc_r7_a_blast_into_melee_counts_the_melee_under_the_blast() -> None:
    with pytest.raises(SpecError, match="count the melee's models in blast_models"):
        tc_odds(TCAttackSpec(blast_models=3, into_melee_friends=1))
