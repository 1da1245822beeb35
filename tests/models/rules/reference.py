"""Independent reference values for the rules tests: plain enumeration over every die face.

Nothing here calls the rules core; it is the slow, obvious version the fast one must equal.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable
from fractions import Fraction


def pool_totals(base: int, net_dice: int, sides: int = 6) -> dict[int, Fraction]:
    """Sum of the kept dice of a ±DICE roll, by listing every face combination (TC-D2)."""
    count = base + abs(net_dice)
    totals: Counter[int] = Counter()
    for faces in itertools.product(range(1, sides + 1), repeat=count):
        ordered = sorted(faces, reverse=net_dice >= 0)
        totals[sum(ordered[:base])] += 1
    return {t: Fraction(n, sides**count) for t, n in totals.items()}


def prob(dist: dict[int, Fraction], predicate: Callable[[int], bool]) -> Fraction:
    return sum((p for t, p in dist.items() if predicate(t)), Fraction(0))


def injury_table(total: int) -> str:
    """TC-I1, written out again."""
    if total <= 1:
        return "no_effect"
    if total <= 6:
        return "minor_hit"
    if total <= 8:
        return "down"
    return "out_of_action"


def injury_results(base: int, net_dice: int, flat: int) -> dict[str, Fraction]:
    results: dict[str, Fraction] = {}
    for total, p in pool_totals(base, net_dice).items():
        key = injury_table(total + flat)
        results[key] = results.get(key, Fraction(0)) + p
    return results


def single_attack(
    hit_net: int,
    hit_flat: int,
    injury_base: int,
    injury_net: int,
    injury_flat: int,
    crit_bonus: int = 1,
) -> dict[str, Fraction]:
    """P(miss / each injury result) of one attack with no replacement effects."""
    hit = pool_totals(2, hit_net)
    outcome: dict[str, Fraction] = {"miss": prob(hit, lambda t: t + hit_flat < 7)}
    for total, p in hit.items():
        modified = total + hit_flat
        if modified < 7:
            continue
        bonus = crit_bonus if modified >= 12 else 0
        for key, q in injury_results(injury_base, injury_net + bonus, injury_flat).items():
            outcome[key] = outcome.get(key, Fraction(0)) + p * q
    return outcome
