"""TC-A7: a shot into melee that goes to another model still rolls to hit; the outcome says how
that roll went, so the game can injure the model it strayed to."""

from __future__ import annotations

from fractions import Fraction

import pytest

from models.rules.dice import GivenDice
from models.systems.trench_crusade.attack import distribution, resolve
from models.systems.trench_crusade.spec import TCAttackSpec

INTO_MELEE = TCAttackSpec(into_melee_friends=1, into_melee_enemies=1)


def test_a_stray_shot_reports_its_hit_roll() -> None:
    # D6 2 → a friend (1–3); then 6+6 = 12, a critical that is not the target's.
    outcome = resolve(INTO_MELEE, GivenDice([2, 6, 6])).outcome
    assert (outcome.assignment, outcome.worst, outcome.stray) == ("friendly", "miss", "critical")
    # D6 5 → the target (the only enemy): no stray shot.
    on_target = resolve(INTO_MELEE, GivenDice([5, 1, 2])).outcome
    assert (on_target.assignment, on_target.stray) == ("target", None)


def test_stray_odds_are_half_the_shots_times_the_hit_chance() -> None:
    """P(friendly and hit) = 1/2 × P(2D6 ≥ 7) = 1/2 × 21/36."""
    dist = distribution(INTO_MELEE)
    p = sum(
        (
            q
            for o, q in dist.items()
            if o.assignment == "friendly" and o.stray in ("hit", "critical")
        ),
        Fraction(0),
    )
    assert p == Fraction(1, 2) * Fraction(21, 36)


@pytest.mark.parametrize("friends", [1, 2, 3])
@pytest.mark.parametrize("characteristic", [-1, 0, 2])
def test_tc_a7_hit_roll_reports_the_roll_as_rolled_into_melee(
    friends: int, characteristic: int
) -> None:
    """Issue 36 §4: into melee the shot's D6 only says where it goes; the hit roll itself is
    the same roll as at a lone target (2D6 + characteristic; TC-A1 and TC-A2), so `hit_roll` no
    longer counts a shot that went elsewhere as a miss; `shot_assignment` says where it went."""
    from models.systems.trench_crusade.odds import tc_odds
    from models.systems.trench_crusade.spec import TCAttackSpec

    alone = TCAttackSpec(attack="ranged", characteristic=characteristic)
    melee = TCAttackSpec(attack="ranged", characteristic=characteristic, into_melee_friends=friends)
    rolled = tc_odds(melee).distributions["hit_roll"]
    assert rolled == tc_odds(alone).distributions["hit_roll"]
    # by enumeration of the two dice: 7+ hits, 12+ is a critical
    totals = [a + b + characteristic for a in range(1, 7) for b in range(1, 7)]
    assert rolled["miss"] == Fraction(sum(t <= 6 for t in totals), 36)
    assert rolled["critical"] == Fraction(sum(t >= 12 for t in totals), 36)
    assert sum(tc_odds(melee).distributions["shot_assignment"].values()) == 1
