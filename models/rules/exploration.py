"""A campaign's exploration table (TC-C7, ours, issue 37): the organiser's, rolled on D3, D6, 2D6,
3D6 or D66, each location covering a range of results. Dice maths any system's campaign may
use, exact and pure: the result from the faces, every result's chance, each location's odds."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from models.rules.dice import Distribution, d66

# TC-C7 (ours, issue 37): an exploration table is rolled with one of these dice; each location
# covers a range of its results; a result no location covers finds nothing.
EXPLORATION_DICE = ("D3", "D6", "2D6", "3D6", "D66")


def exploration_dice_count(dice: str) -> int:
    """How many D6 the table's roll takes (a D3 is a D6 halved, rounding up)."""
    return {"D3": 1, "D6": 1, "2D6": 2, "3D6": 3, "D66": 2}[dice]


def exploration_result(dice: str, faces: Sequence[int]) -> int:
    """TC-C7: the table's result from the D6 faces rolled, in order (D66: tens, then units)."""
    if dice not in EXPLORATION_DICE:
        raise ValueError(f"an exploration table rolls one of {', '.join(EXPLORATION_DICE)}")
    wanted = exploration_dice_count(dice)
    if len(faces) != wanted or any(not 1 <= f <= 6 for f in faces):
        raise ValueError(f"{dice} takes {wanted} D6 showing 1–6, not {list(faces)}")
    if dice == "D3":
        return (faces[0] + 1) // 2
    if dice == "D66":
        return d66(faces[0], faces[1])
    return sum(faces)


def exploration_results(dice: str) -> Distribution[int]:
    """TC-C7: every result of the table's roll and its chance (enumerated over the D6)."""
    count = exploration_dice_count(dice)
    faces: list[tuple[int, ...]] = [()]
    for _ in range(count):
        faces = [(*f, face) for f in faces for face in range(1, 7)]
    share = Fraction(1, len(faces))
    totals: dict[int, Fraction] = {}
    for rolled in faces:
        result = exploration_result(dice, rolled)
        totals[result] = totals.get(result, Fraction(0)) + share
    return Distribution(totals)


def exploration_location(ranges: Sequence[tuple[str, int, int]], result: int) -> str | None:
    """TC-C7: the location whose range (first, last) covers the result; None: nothing found."""
    return next((name for name, first, last in ranges if first <= result <= last), None)


def exploration_odds(
    dice: str, ranges: Sequence[tuple[str, int, int]]
) -> dict[str | None, Fraction]:
    """TC-C7: each location's chance (None: the results no location covers), exact."""
    odds: dict[str | None, Fraction] = {}
    for result, p in exploration_results(dice).items():
        found = exploration_location(ranges, result)
        odds[found] = odds.get(found, Fraction(0)) + p
    return odds
