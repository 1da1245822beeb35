"""A campaign's exploration table (TC-C7, ours, issue 37): the organiser's, rolled on D3, D6, 2D6,
3D6 or D66, each location covering a range of results; or the v1.0 books' (TC-C8, issue 49):
3 to 6 D6 by the battles fought, their sum matched exactly against the tables the battles open.
Dice maths any system's campaign may use, exact and pure: the result from the faces, every
result's chance, each location's odds."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from models.rules.dice import Distribution, d66

# TC-C7 (ours, issue 37): an exploration table is rolled with one of these dice; each location
# covers a range of its results; a result no location covers finds nothing.
# TC-C8 (the v1.0 campaign rules, issue 49): "by battles" rolls 3 to 6 D6 by the battles the
# warband has fought, and their sum is the exploration score.
BY_BATTLES = "by battles"
EXPLORATION_DICE = ("D3", "D6", "2D6", "3D6", "D66", BY_BATTLES)
# TC-C8: the tables of the v1.0 books, in order of rarity.
TABLES = ("common", "rare", "legendary")
LOOT_PER_POINT = 10  # TC-C8: loot is ten ducats a point of the exploration score


def dice_by_battles(battles: int) -> int:
    """TC-C8: the exploration dice after `battles` battles fought (this one counted)."""
    return 3 if battles <= 2 else 4 if battles <= 5 else 5 if battles <= 9 else 6


def tables_by_battles(battles: int) -> tuple[str, ...]:
    """TC-C8: the tables a warband may find a location on after `battles` battles fought."""
    if battles <= 2:
        return ("common",)
    if battles <= 5:
        return ("common", "rare")
    if battles <= 9:
        return ("rare",)
    return ("rare", "legendary")


def exploration_dice_count(dice: str, battles: int = 1) -> int:
    """How many D6 the table's roll takes (a D3 is a D6 halved, rounding up; "by battles":
    TC-C8's count for the battles fought)."""
    if dice == BY_BATTLES:
        return dice_by_battles(battles)
    return {"D3": 1, "D6": 1, "2D6": 2, "3D6": 3, "D66": 2}[dice]


def exploration_result(dice: str, faces: Sequence[int], battles: int = 1) -> int:
    """TC-C7, TC-C8: the table's result from the D6 faces rolled, in order (D66: tens, then
    units; "by battles": their sum, the exploration score)."""
    if dice not in EXPLORATION_DICE:
        raise ValueError(f"an exploration table rolls one of {', '.join(EXPLORATION_DICE)}")
    wanted = exploration_dice_count(dice, battles)
    if len(faces) != wanted or any(not 1 <= f <= 6 for f in faces):
        shown = f"{wanted}D6" if dice == BY_BATTLES else dice
        raise ValueError(f"{shown} takes {wanted} D6 showing 1–6, not {list(faces)}")
    if dice == "D3":
        return (faces[0] + 1) // 2
    if dice == "D66":
        return d66(faces[0], faces[1])
    return sum(faces)


def exploration_results(dice: str, battles: int = 1) -> Distribution[int]:
    """TC-C7, TC-C8: every result of the table's roll and its chance (the D6 convolved one at
    a time: six dice are 46,656 faces but only 31 sums)."""
    if dice in ("D3", "D66"):
        share = Fraction(1, 6 ** exploration_dice_count(dice))
        totals: dict[int, Fraction] = {}
        for first in range(1, 7):
            for second in range(1, 7) if dice == "D66" else (None,):
                faces = (first,) if second is None else (first, second)
                result = exploration_result(dice, faces)
                totals[result] = totals.get(result, Fraction(0)) + share
        return Distribution(totals)
    sums: dict[int, Fraction] = {0: Fraction(1)}
    for _ in range(exploration_dice_count(dice, battles)):
        rolled: dict[int, Fraction] = {}
        for total, p in sums.items():
            for face in range(1, 7):
                rolled[total + face] = rolled.get(total + face, Fraction(0)) + p / 6
        sums = rolled
    return Distribution(sums)


def exploration_location(ranges: Sequence[tuple[str, int, int]], result: int) -> str | None:
    """TC-C7: the location whose range (first, last) covers the result; None: nothing found."""
    return next((name for name, first, last in ranges if first <= result <= last), None)


def exploration_odds(
    dice: str, ranges: Sequence[tuple[str, int, int]], battles: int = 1
) -> dict[str | None, Fraction]:
    """TC-C7, TC-C8: each location's chance that the result falls in its range (None: in no
    location's range), exact. TC-C8's tables may share a value (the player then picks the
    table), so there two locations' chances can cover the same results."""
    odds: dict[str | None, Fraction] = {}
    for result, p in exploration_results(dice, battles).items():
        found: list[str | None] = [name for name, first, last in ranges if first <= result <= last]
        for name in found or [None]:
            odds[name] = odds.get(name, Fraction(0)) + p
    return odds
