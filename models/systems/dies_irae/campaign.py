"""Dies Irae campaign: the commander's deployment skill (DI-2), exact."""

from __future__ import annotations

from fractions import Fraction

from models.rules.dice import convolve, die

STANDARD_SKILL = 7
STEP = 3


def deployment_skill(victories: int, defeats: int) -> int:
    """DI-2: 7, up 3 per victory and down 3 per defeat (no bounds in the sources; past 12 or
    below 2 the deploy test is certain either way)."""
    return STANDARD_SKILL + STEP * (victories - defeats)


def deploy_chance(skill: int) -> Fraction:
    """DI-2: a troop is correctly deployed when 2D6 ≤ the skill."""
    return convolve(die(6), die(6)).probability(lambda total: total <= skill)
