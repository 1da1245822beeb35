"""`distribution` equals the enumeration of `resolve` over every face, for random small specs
(the one-code-path guarantee of ARCHITECTURE.md)."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from models.rules.dice import enumerate_faces, pool_size
from models.rules.spec import SpecError
from models.systems.trench_crusade.attack import distribution, resolve
from models.systems.trench_crusade.spec import TCAttackSpec, reduce

MAX_POOL = 3  # dice in one roll, so that every face sequence can be listed quickly

small_specs = st.builds(
    TCAttackSpec,
    attack=st.sampled_from(["ranged", "melee"]),
    characteristic=st.integers(-1, 3),
    hit_dice=st.integers(-1, 1),
    hit_flat=st.integers(-2, 4),
    auto_hit=st.booleans(),
    critical_keyword=st.booleans(),
    injury_dice=st.integers(-1, 1),
    injury_flat=st.integers(-1, 2),
    armour=st.integers(-3, 0),
    ignore_armour=st.booleans(),
    target_down=st.booleans(),
    extra_blood=st.booleans(),
    tough=st.booleans(),
    golem=st.booleans(),
    machine_armour=st.booleans(),
    memento_mori=st.booleans(),
    risky=st.booleans(),
    target_blood=st.one_of(st.none(), st.integers(0, 6)),
    into_melee_friends=st.integers(0, 1),
    into_melee_enemies=st.integers(1, 2),
)


def small_enough(spec: TCAttackSpec, edition: str) -> bool:
    try:
        r = reduce(spec, edition)  # type: ignore[arg-type]
    except SpecError:
        return False
    down = r.down_bonus
    worst_injury = abs(r.injury_dice + r.injury_marker_dice) + r.crit_bonus + down
    return pool_size(2, r.hit_dice + r.hit_marker_dice) <= MAX_POOL and (
        pool_size(r.injury_base, worst_injury) <= MAX_POOL
    )


@settings(
    max_examples=15,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.filter_too_much],
)
@given(spec=small_specs, edition=st.sampled_from(["tc-1.6", "tc-1.0"]))
def test_distribution_equals_enumeration_of_resolve(spec: TCAttackSpec, edition: str) -> None:
    assume(small_enough(spec, edition))
    brute = enumerate_faces(lambda dice: resolve(spec, dice, edition).outcome)  # type: ignore[arg-type]
    assert dict(distribution(spec, edition)) == dict(brute)  # type: ignore[arg-type]


@settings(max_examples=8, deadline=None, derandomize=True)
@given(armour=st.integers(-3, 0), tough=st.booleans(), extra_blood=st.booleans())
def test_bursts_equal_enumeration(armour: int, tough: bool, extra_blood: bool) -> None:
    """Two automatic-hit shots: the Markov chain over the target's state equals listing every
    face of both injury rolls (TC-A3). (Spending BLOOD between shots grows the second pool
    too far to list here; test_tc_a3_spend_gained_blood checks it.)"""
    spec = TCAttackSpec(shots=2, auto_hit=True, armour=armour, tough=tough, extra_blood=extra_blood)
    brute = enumerate_faces(lambda dice: resolve(spec, dice).outcome, max_dice=14)
    assert dict(distribution(spec)) == dict(brute)
