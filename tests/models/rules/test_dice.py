"""models.rules.dice: kept-dice pools against enumeration, sources, and distributions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from models.rules.dice import (
    DiceError,
    DiceSource,
    Distribution,
    GivenDice,
    NotEnoughDice,
    SeededDice,
    at_least,
    at_most,
    convolve,
    die,
    enumerate_faces,
    kept_faces,
    kept_sum,
    mixture,
    pool_sum,
)
from tests.models.rules.reference import pool_totals


@pytest.mark.parametrize("keep_count", [1, 2, 3])
@pytest.mark.parametrize("extra", [0, 1, 2, 3])
@pytest.mark.parametrize("net_sign", [1, -1])
def test_tc_d2_d3_kept_sum_equals_enumeration(keep_count: int, extra: int, net_sign: int) -> None:
    net = net_sign * extra
    assert dict(pool_sum(keep_count, net)) == pool_totals(keep_count, net)


def test_kept_sum_of_d20_pools() -> None:
    assert dict(kept_sum(1, 1, "highest", 20)) == pool_totals(1, 1, sides=20)


def test_kept_sum_is_cached() -> None:
    kept_sum.cache_clear()
    kept_sum(2, 5)
    kept_sum(2, 5)
    assert kept_sum.cache_info().hits >= 1


def test_kept_faces_follow_the_sign() -> None:
    assert kept_faces((1, 6, 4), 2, +1) == (6, 4)
    assert kept_faces((1, 6, 4), 2, -1) == (1, 4)
    with pytest.raises(ValueError):
        kept_faces((1, 2), 2, +1)


def test_distribution_must_sum_to_one() -> None:
    with pytest.raises(ValueError):
        Distribution({1: Fraction(1, 2)})
    assert Distribution({1: Fraction(1, 2), 2: Fraction(1, 2), 3: Fraction(0)}).keys() == {1, 2}


def test_convolution_and_mixture() -> None:
    two = convolve(die(), die())
    assert two[7] == Fraction(6, 36)
    assert dict(two) == pool_totals(2, 0)
    coin = mixture(
        [(Fraction(1, 2), Distribution.certain("a")), (Fraction(1, 2), Distribution.certain("b"))]
    )
    assert coin["a"] == Fraction(1, 2)
    assert two.map(lambda t: t >= 7)[True] == Fraction(21, 36)


def test_threshold_tests() -> None:
    assert at_least(4, 6) == Fraction(1, 2)
    assert at_least(7, 6) == 0
    assert at_least(1, 20) == 1
    assert at_most(12, 20) == Fraction(12, 20)
    assert at_most(0, 20) == 0


def test_given_dice_are_read_in_order_and_checked() -> None:
    dice = GivenDice([3, 5, 6])
    assert dice.roll(2, 6) == (3, 5)
    assert dice.unused == (6,)
    with pytest.raises(NotEnoughDice) as need:
        dice.roll(2, 6)
    assert need.value.needed == 1
    with pytest.raises(DiceError):
        GivenDice([7]).roll(1, 6)


def test_seeded_dice_replay_from_the_reported_seed() -> None:
    first = SeededDice()
    faces = first.roll(10, 6)
    assert SeededDice(first.seed).roll(10, 6) == faces
    assert all(1 <= f <= 6 for f in faces)
    assert first.rolled == list(faces)


def test_enumerate_faces_is_exact() -> None:
    def two_d6_at_least_seven(source: DiceSource) -> bool:
        return sum(source.roll(2, 6)) >= 7

    assert enumerate_faces(two_d6_at_least_seven)[True] == Fraction(21, 36)
