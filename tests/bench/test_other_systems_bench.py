"""ninth-age, warzone and dies-irae odds: the issue's three big attacks, each exact and timed
from cold caches, and each engine against listing every face on the largest size that can be
listed in the same run."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from models.rules.dice import Distribution, enumerate_faces, kept_counts, kept_sum
from models.systems.dies_irae import attack as dies_irae
from models.systems.ninth_age import attack as ninth_age
from models.systems.warzone import attack as warzone
from tests.bench.conftest import best_time

GOAL_S = 0.020


def cold(fn: Callable[[], object]) -> Callable[[], object]:
    def run() -> object:
        kept_counts.cache_clear()
        kept_sum.cache_clear()
        warzone._fail_counts.cache_clear()
        warzone._kinds.cache_clear()
        return fn()

    return run


def check(
    label: str,
    big: Callable[[], object],
    small_spec: Any,
    distribution: Callable[[Any], Distribution[Any]],
    resolve: Callable[..., Any],
    max_dice: int,
) -> None:
    elapsed = best_time(cold(big), repeat=7)
    ours = best_time(cold(lambda: distribution(small_spec)), repeat=5)

    def brute() -> Distribution[Any]:
        return enumerate_faces(lambda dice: resolve(small_spec, dice).outcome, max_dice=max_dice)

    assert dict(distribution(small_spec)) == dict(brute())
    theirs = best_time(brute, repeat=1)
    print(
        f"\n{label}: {elapsed * 1000:.2f} ms (goal < 20 ms); at a listable size ours "
        f"{ours * 1000:.3f} ms vs enumeration {theirs * 1000:.1f} ms = {theirs / ours:.0f}×"
    )
    assert elapsed < GOAL_S
    assert theirs > ours


def test_ninth_age_40_attacks_into_30_models_with_a_special_save() -> None:
    big = ninth_age.NinthAgeAttackSpec(attacks=40, models=30, strength=4, armour=2, special_save=5)
    small = ninth_age.NinthAgeAttackSpec(attacks=2, models=2, strength=4, armour=2, special_save=5)
    check(
        "ninth-age 40 attacks into 30 models, special save",
        lambda: ninth_age.distribution(big),
        small,
        ninth_age.distribution,
        ninth_age.resolve,
        8,
    )


def test_warzone_5_shot_burst_x3_damage_into_melee_with_2_friends() -> None:
    big = warzone.WarzoneAttackSpec(
        shots=5,
        damage_multiplier=3,
        melee_friends=2,
        skill=14,
        modifier=2,
        jam=19,
        armour=22,
        wounds=3,
    )
    small = warzone.WarzoneAttackSpec(
        shots=1,
        damage_multiplier=3,
        melee_friends=2,
        skill=14,
        modifier=2,
        jam=19,
        armour=22,
        wounds=3,
    )
    check(
        "warzone 5-shot burst, ×3 damage, into melee with 2 friends",
        lambda: warzone.distribution(big),
        small,
        warzone.distribution,
        warzone.resolve,
        4,
    )


def test_dies_irae_20_shots_into_a_complex_unit_with_a_character() -> None:
    big = dies_irae.DiesIraeAttackSpec(
        attacks=20, models=10, character_health=4, dodge=5, cover=True, aim=4
    )
    small = dies_irae.DiesIraeAttackSpec(
        attacks=2, models=1, character_health=4, dodge=5, cover=True, aim=4
    )
    check(
        "dies-irae 20 shots into 10 soldiers and a character",
        lambda: dies_irae.distribution(big),
        small,
        dies_irae.distribution,
        dies_irae.resolve,
        8,
    )
