"""Dies Irae, one test per rule of RULES.md §3, values by enumeration or hand count."""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from models.rules.dice import GivenDice, enumerate_faces
from models.rules.dies_irae.attack import (
    DiesIraeAttackSpec,
    UnitChecks,
    attack_dice,
    deployed_correctly,
    deployment_skill,
    distribution,
    hits_distribution,
    next_check,
    resolve,
    validate,
)
from models.rules.dies_irae.odds import dies_irae_odds
from models.rules.spec import SpecError

F = Fraction


def odds(name: str, **fields: Any) -> dict[str, Fraction]:
    report = dies_irae_odds(DiesIraeAttackSpec(**fields))
    group = report.outcomes if name == "outcomes" else report.distributions[name]
    return {k: v for k, v in group.items() if v}


def test_di_2_deployment_skill_and_test() -> None:
    assert deployment_skill(0, 0) == 7
    assert deployment_skill(2, 1) == 10
    assert deployed_correctly(7) == F(21, 36)
    assert deployed_correctly(deployment_skill(0, 2)) == F(0)  # skill 1


def test_di_3_di_4_aim_then_health() -> None:
    # one shot, Aim 4 (D6 ≤ 4), Salute 3 (D6 > 3 kills): 4/6 × 3/6
    assert odds("deaths", aim=4, health=3) == {"0": 1 - F(4, 6) * F(3, 6), "1": F(4, 6) * F(3, 6)}


def test_di_5_dodge_before_health() -> None:
    killed = F(3, 6) * F(4, 6) * F(3, 6)  # hit 3/6, not dodged (5+: 4/6), dies 3/6
    assert odds("deaths", aim=3, dodge=5)["1"] == killed


def test_di_6_cover_four_or_three_above_salute_three() -> None:
    assert odds("deaths", aim=6, cover=True, health=3)["1"] == F(3, 6) * F(3, 6)
    assert odds("deaths", aim=6, cover=True, health=4)["1"] == F(2, 6) * F(2, 6)


def test_di_7_seed_example_character_on_the_eleventh_check() -> None:
    """A character with a 10-man squad checks Health only on the 11th check."""
    state = UnitChecks(10, 10, True, False)
    order = []
    for _ in range(12):
        who, state = next_check(state)
        order.append(who)
    assert order[:10] == ["soldier"] * 10 and order[10] == "character"
    assert order[11] == "soldier"  # a new round over the survivors (DI-10)
    spec = DiesIraeAttackSpec(attacks=11, aim=6, models=10, health=3, character_health=3)
    result = resolve(spec, GivenDice([1] * 11 + [1] * 10 + [6]))
    assert "Hit 11: character checks" in result.steps[-1]
    assert result.outcome.character_alive is False and result.outcome.deaths == 1
    # ten hits can never reach the character
    ten = dies_irae_odds(DiesIraeAttackSpec(attacks=10, aim=6, models=10, character_health=1))
    assert ten.distributions["character"]["dead"] == 0


def test_di_8_melee_ability_comparison() -> None:
    for ability, needed in ((3, 4), (4, 3), (2, 5)):
        hits = odds("hits", mode="melee", ability=ability, enemy_ability=3)
        assert hits["1"] == F(7 - needed, 6)


def test_di_9_shooting_units_caught_in_melee() -> None:
    long_range = DiesIraeAttackSpec(
        mode="melee", attacks=7, caught_in_melee="long_range", striker="shooters"
    )
    close_fire = DiesIraeAttackSpec(
        mode="melee", attacks=7, caught_in_melee="close_fire", striker="shooters"
    )
    assert attack_dice(long_range) == 3 and attack_dice(close_fire) == 5
    assert odds("hits", mode="melee", caught_in_melee="long_range")["1"] == F(4, 6)  # 3+
    assert odds("hits", mode="melee", caught_in_melee="close_fire")["1"] == F(3, 6)  # 4+
    back = odds("hits", mode="melee", attacks=2, caught_in_melee="close_fire", striker="shooters")
    assert back["1"] == F(2, 6)  # ⌊3·2/4⌋ = 1 die, hitting on 5+


def test_di_10_excess_melee_wounds_are_shared_evenly() -> None:
    # 1 soldier, Salute 3, three hits: it is checked again until it dies
    deaths = odds("deaths", mode="melee", attacks=3, ability=9, enemy_ability=0, models=1)
    die = F(3, 6)  # a hit on 3+, then D6 > 3 kills
    survive_all = sum(
        F(1, 6**3) * ((1 - die) ** sum(1 for f in faces if f >= 3))
        for faces in itertools.product(range(1, 7), repeat=3)
    )
    assert deaths["0"] == survive_all


def test_di_10_melee_wounds_are_shared_out_before_anyone_dies() -> None:
    """Seed 003: "In caso di ferite in combattimento ravvicinato superiori al numero di membri,
    bisogna dividere le ferite in modo equo": three melee wounds on two soldiers give two to
    one and one to the other — a second wound on a soldier already dead is lost, never moved
    to the survivor. Written as: every wound's D6 rolled, a soldier dies if any of its own
    is above Salute 3. Equal Ability: 4+ to hit."""
    counts: dict[int, int] = {}
    for faces in itertools.product(range(1, 7), repeat=6):
        hits = sum(f >= 4 for f in faces[:3])
        health = faces[3 : 3 + hits]  # wound i → soldier i % 2
        dead = sum(any(h > 3 for h in health[k::2]) for k in range(2))
        counts[dead] = counts.get(dead, 0) + 1
    expected = {str(k): F(n, 6**6) for k, n in counts.items()}
    spec = dict(mode="melee", attacks=3, models=2, health=3)
    assert {k: v for k, v in odds("deaths", **spec).items() if v} == expected
    # at the table: 3 hits; soldier 1 dies on its wound (6), soldier 2 lives (2), and the
    # third wound falls on soldier 1, already dead — no die for it
    done = resolve(DiesIraeAttackSpec(**spec), GivenDice([5, 5, 5, 6, 2]))  # type: ignore[arg-type]
    assert done.outcome.deaths == 1
    assert "falls on a member already dead (DI-10)" in done.steps[-1]


def test_di_10_shooting_hits_beyond_the_members_go_round_the_survivors() -> None:
    """docs/decisions.md: the seed shares out close-combat wounds only; a shot cannot strike
    a soldier already dead, so in shooting the next round is over the survivors."""
    done = resolve(
        DiesIraeAttackSpec(attacks=3, aim=6, models=2, health=3), GivenDice([1, 1, 1, 6, 2, 6])
    )
    assert done.outcome.deaths == 2  # the third hit goes to the survivor, who dies


def test_di_11_vehicle_structure() -> None:
    lost = odds("structure_lost", attacks=3, aim=6, structure=2)
    assert lost == {"1.5": 1}
    assert odds("outcomes", attacks=4, aim=6, structure=2) == {"destroyed": 1}
    assert odds("outcomes", attacks=1, aim=6, structure=2, health_reduction=2) == {"destroyed": 1}


def test_di_12_score_to_settle_rerolls_exactly() -> None:
    p = F(1, 2)
    expected: dict[int, Fraction] = {}
    for first in itertools.product((0, 1), repeat=3):
        failures = first.count(0)
        for second in itertools.product((0, 1), repeat=min(failures, 2)):
            hits = sum(first) + sum(second)
            weight = p ** (3 + len(second))
            expected[hits] = expected.get(hits, F(0)) + weight
    assert dict(hits_distribution(3, p, 2)) == expected
    spec = DiesIraeAttackSpec(attacks=3, score_to_settle=True, nuntius_attached=True)
    assert attack_dice(spec) == 4
    result = resolve(
        DiesIraeAttackSpec(attacks=2, aim=3, score_to_settle=True), GivenDice([6, 5, 2, 6, 6, 6])
    )
    assert result.outcome.hits == 1
    assert "re-roll 2 failures" in result.steps[1]


saves = st.builds(
    DiesIraeAttackSpec,
    mode=st.sampled_from(["shooting", "melee"]),
    attacks=st.integers(1, 2),
    aim=st.integers(1, 6),
    ability=st.integers(2, 4),
    dodge=st.one_of(st.none(), st.integers(2, 6)),
    cover=st.booleans(),
    health=st.integers(0, 6),
    models=st.integers(1, 2),
    character_health=st.one_of(st.none(), st.integers(0, 6)),
    health_reduction=st.integers(0, 2),
).filter(lambda s: not (s.cover and s.mode == "melee"))  # cover only when shot at (DI-6)
rerolls = st.builds(
    DiesIraeAttackSpec,
    attacks=st.integers(1, 3),
    aim=st.integers(1, 6),
    health=st.integers(0, 6),
    models=st.integers(1, 3),
    character_health=st.one_of(st.none(), st.integers(0, 6)),
    score_to_settle=st.just(True),
    rerolls_left=st.integers(0, 2),
)


@settings(max_examples=20, deadline=None, derandomize=True)
@given(s=st.one_of(saves, rerolls))
def test_distribution_equals_enumeration_of_resolve(s: DiesIraeAttackSpec) -> None:
    brute = enumerate_faces(lambda dice: resolve(s, dice).outcome, max_dice=12)
    assert dict(distribution(s)) == dict(brute)


def test_di_6_cover_is_claimed_only_against_shooting() -> None:
    """Seed 003: cover is claimed "quando un'unità fa fuoco" — when a unit is fired upon."""
    with pytest.raises(SpecError) as refused:
        validate(DiesIraeAttackSpec(mode="melee", cover=True))
    assert refused.value.field == "cover"
    validate(DiesIraeAttackSpec(mode="shooting", cover=True))
