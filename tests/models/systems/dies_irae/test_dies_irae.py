"""Dies Irae, one test per rule of RULES.md §3, values by enumeration or hand count."""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from models.rules.dice import GivenDice, enumerate_faces
from models.rules.spec import SpecError
from models.systems.dies_irae.attack import (
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
from models.systems.dies_irae.odds import dies_irae_odds

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


def test_di_7_a_sergeant_and_a_commander_check_after_the_squad_in_that_order() -> None:
    """Issue 36 §8: a squad of 3 with a sergeant (Salute 2) and a commander (Salute 4). Shot
    at with 5 hits (Aim 6): the soldiers, then the sergeant on the 4th check, the commander on
    the 5th (house reading: the commander last); a D6 above Salute kills (DI-4)."""
    state = UnitChecks(3, 3, True, False, True, False)
    order = []
    for _ in range(6):
        who, state = next_check(state)
        order.append(who)
    assert order == ["soldier"] * 3 + ["character", "commander", "soldier"]
    spec = DiesIraeAttackSpec(
        attacks=5, aim=6, models=3, health=3, character_health=2, commander_health=4
    )
    done = resolve(spec, GivenDice([1] * 5 + [1, 1, 1, 3, 5]))
    assert done.steps[-2:] == (
        "Hit 4: character checks Salute 2: 3 → dies (DI-4, DI-7).",
        "Hit 5: commander checks Salute 4: 5 → dies (DI-4, DI-7).",
    )
    assert (done.outcome.character_alive, done.outcome.commander_alive) == (False, False)
    # exactly: five hits, every check independent: the commander dies on a 5 or 6 (1/3)
    report = dies_irae_odds(spec)
    assert report.distributions["commander"]["dead"] == F(1, 3)
    assert report.distributions["character"]["dead"] == F(2, 3)
    assert report.distributions["deaths"]["5"] == F(1, 2) ** 3 * F(2, 3) * F(1, 3)
    # close combat shares 4 wounds evenly over a soldier, the sergeant and the commander: the
    # soldier takes two (dies unless both checks hold: 1 − (1/2)²), the others one each (DI-10)
    melee = DiesIraeAttackSpec(
        mode="melee", attacks=4, ability=10, enemy_ability=0, models=1, health=3,
        character_health=2, commander_health=4,
    )  # fmt: skip
    four = {o: p for o, p in distribution(melee).items() if o.hits == 4}
    whole = sum(four.values(), F(0))
    soldier, sergeant, commander = F(3, 4), F(2, 3), F(1, 3)
    all_dead = sum((p for o, p in four.items() if o.deaths == 3), F(0)) / whole
    assert all_dead == soldier * sergeant * commander
    only_commander = sum(
        (p for o, p in four.items() if o.deaths == 1 and o.commander_alive is False), F(0)
    )
    assert only_commander / whole == (1 - soldier) * (1 - sergeant) * commander
    with pytest.raises(SpecError, match="character_health first"):
        distribution(DiesIraeAttackSpec(commander_health=3))


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


def test_di_8_an_attached_character_strikes_with_its_own_ability() -> None:
    """Issue 36 §8: two soldiers of Ability 3 against Ability 3 hit on 4+ (DI-8); their
    character of Ability 5 hits on 3+ with its own die. With a score to settle and one re-roll
    left (DI-12), the re-roll goes to a failed die of the likelier kind — the character's —
    first (house reading). Worked out over every face."""
    spec = DiesIraeAttackSpec(
        mode="melee",
        attacks=2,
        ability=3,
        enemy_ability=3,
        character_attacks=1,
        character_ability=5,
        score_to_settle=True,
        rerolls_left=1,
        models=5,
        health=6,
    )
    expected: dict[int, Fraction] = {}
    for faces in itertools.product(range(1, 7), repeat=3):
        soldiers = [f >= 4 for f in faces[:2]]
        character = faces[2] >= 3
        hits = sum(soldiers) + character
        # the one re-roll: the character's die if it failed, else a soldier's
        if not character:
            chances = [(F(4, 6), 1)]
        elif not all(soldiers):
            chances = [(F(3, 6), 1)]
        else:
            chances = []
        for p, _ in chances:
            expected[hits + 1] = expected.get(hits + 1, F(0)) + F(1, 216) * p
            expected[hits] = expected.get(hits, F(0)) + F(1, 216) * (1 - p)
        if not chances:
            expected[hits] = expected.get(hits, F(0)) + F(1, 216)
    got = dist_of(spec, lambda o: o.hits)
    assert got == {h: p for h, p in expected.items() if p}
    brute = enumerate_faces(lambda dice: resolve(spec, dice).outcome.hits, max_dice=7)
    assert dict(brute) == got
    steps = resolve(spec, GivenDice([4, 1, 2, 5, 1, 1])).steps
    assert steps[1] == (
        "The character's own attacks: 1 dice needing ≥ 3 (Ability 5, DI-8): 2 → 0 hits."
    )
    assert "re-roll 1 failures: 5 → 1 more hits" in steps[2]
    with pytest.raises(SpecError, match="in melee"):
        distribution(DiesIraeAttackSpec(character_attacks=1))


def dist_of(spec: DiesIraeAttackSpec, key: Any) -> dict[Any, Fraction]:
    found: dict[Any, Fraction] = {}
    for outcome, p in distribution(spec).items():
        found[key(outcome)] = found.get(key(outcome), F(0)) + p
    return {k: p for k, p in found.items() if p}


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
two_specials = st.builds(  # issue 36 §8: a sergeant and a commander
    DiesIraeAttackSpec,
    mode=st.sampled_from(["shooting", "melee"]),
    attacks=st.integers(1, 3),
    aim=st.integers(1, 6),
    health=st.integers(0, 6),
    models=st.integers(1, 2),
    character_health=st.integers(0, 6),
    commander_health=st.integers(0, 6),
)
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


characters = st.builds(  # issue 36 §8: an attached character's own Ability
    DiesIraeAttackSpec,
    mode=st.just("melee"),
    attacks=st.integers(1, 2),
    ability=st.integers(1, 6),
    enemy_ability=st.integers(1, 6),
    character_attacks=st.integers(0, 2),
    character_ability=st.integers(1, 6),
    health=st.integers(0, 6),
    models=st.integers(1, 2),
    score_to_settle=st.booleans(),
    rerolls_left=st.integers(0, 2),
)


@settings(max_examples=20, deadline=None, derandomize=True)
@given(s=st.one_of(saves, rerolls, characters, two_specials))
def test_distribution_equals_enumeration_of_resolve(s: DiesIraeAttackSpec) -> None:
    brute = enumerate_faces(lambda dice: resolve(s, dice).outcome, max_dice=12)
    assert dict(distribution(s)) == dict(brute)


def test_di_6_cover_is_claimed_only_against_shooting() -> None:
    """Seed 003: cover is claimed "quando un'unità fa fuoco" — when a unit is fired upon."""
    with pytest.raises(SpecError) as refused:
        validate(DiesIraeAttackSpec(mode="melee", cover=True))
    assert refused.value.field == "cover"
    validate(DiesIraeAttackSpec(mode="shooting", cover=True))
