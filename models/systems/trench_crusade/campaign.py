"""Trench Crusade campaign rules (RULES.md §1.10; TC-C IDs are ours, docs/rules/campaign.md).

Exact and pure, like the rest of the rules core: the post-battle wizard asks these what a die
means and how likely each result is before the player rolls.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction

from models.rules.dice import Distribution, convolve, die
from models.rules.dice import d66 as d66  # TC-C2: the trauma table is read by D66

D66 = tuple(10 * tens + units for tens in range(1, 7) for units in range(1, 7))

# TC-C1: a non-elite taken Out of Action rolls a D6 after the battle; 1–2: dead.
TROOP_DEATH_FACES = (1, 2)
# TC-C2: elites roll D66 on the trauma table and take a battle scar; the third scar makes the
# model unfit for duty (removed; its kit goes to the arsenal).
SCARS_UNFIT = 3
# TC-C3: the four tables an advancement picks two of; 2D6 results 2..12 in the order listed.
ADVANCEMENT_TABLES = (
    "Melee and Strength Skills",
    "Ranged Skills",
    "Stealth & Speed Skills",
    "Wildcard Skills",
)
PATRON_SKILL = "Patron Skill"
# TC-C4: the experience at which an elite makes an advancement roll (docs/decisions.md).
ADVANCEMENT_XP = (2, 4, 7, 10, 14, 18)
# TC-C6: threshold value and field strength by battle number (battle 1: 700 and 10).
FIELD_STRENGTH = (10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22)
MAX_PROMOTION_DICE, MAX_PROMOTION_DICE_WITH_DEED = 2, 3


def two_d6() -> Distribution[int]:
    return convolve(die(6), die(6))


def troop_dies(face: int) -> bool:
    """TC-C1."""
    if not 1 <= face <= 6:
        raise ValueError(f"a D6 shows 1–6, not {face}")
    return face in TROOP_DEATH_FACES


TROOP_DEATH_CHANCE = Fraction(len(TROOP_DEATH_FACES), 6)


def _covers(values: Sequence[int], result: int) -> bool:
    """A trauma row's D66 values: one result, or a pair (a, b) meaning every result a..b."""
    return values[0] <= result <= values[-1]


def trauma_result(table: Sequence[tuple[str, Sequence[int]]], result: int) -> str:
    """TC-C2: the trauma table's entry for a D66 result."""
    if result not in D66:
        raise ValueError(f"{result} is not a D66 result (11–66, each digit 1–6)")
    for name, values in table:
        if _covers(values, result):
            return name
    raise ValueError(f"the trauma table has no entry for {result}")


def trauma_odds(table: Sequence[tuple[str, Sequence[int]]]) -> dict[str, Fraction]:
    """Each trauma result's exact chance: the D66 results it covers out of 36."""
    counts: dict[str, int] = {}
    for result in D66:
        name = trauma_result(table, result)
        counts[name] = counts.get(name, 0) + 1
    return {name: Fraction(n, 36) for name, n in counts.items()}


def advancements_due(before: int, after: int, thresholds: Sequence[int] = ADVANCEMENT_XP) -> int:
    """TC-C4: how many advancement thresholds an elite passed going from `before` to `after` XP."""
    return sum(1 for t in thresholds if before < t <= after)


def skill_table(skills: Sequence[tuple[str, Sequence[str]]], table: str) -> tuple[str, ...]:
    """A skill table's eleven entries, for 2D6 results 2..12 (TC-C3)."""
    entries = tuple(name for name, groups in skills if table in groups)
    if len(entries) != 11:
        raise ValueError(f"{table!r} is not a 2D6 skill table ({len(entries)} entries)")
    return entries


def offered_skill(entries: Sequence[str], roll: int, known: Collection[str]) -> str | None:
    """TC-C3: the skill a 2D6 roll offers. One the model has already gives way to the next
    lower entry it has not, else the next higher; a Patron Skill is always offered (the player
    picks one of the patron's). None: the model knows the whole table."""
    if not 2 <= roll <= 12:
        raise ValueError(f"2D6 makes 2–12, not {roll}")
    index = roll - 2

    def free(i: int) -> bool:
        return entries[i] == PATRON_SKILL or entries[i] not in known

    for i in list(range(index, -1, -1)) + list(range(index + 1, len(entries))):
        if free(i):
            return entries[i]
    return None


def skill_odds(entries: Sequence[str], known: Collection[str]) -> dict[str, Fraction]:
    """Each skill's exact chance of being offered by one 2D6 roll on the table."""
    odds: dict[str, Fraction] = {}
    for roll, p in two_d6().items():
        skill = offered_skill(entries, roll, known)
        if skill is not None:
            odds[skill] = odds.get(skill, Fraction(0)) + p
    return odds


def promotion_pool(won: bool, glorious_deeds: int) -> int:
    """TC-C5: promotion dice after a battle: one, one more for a win, one per Glorious Deed."""
    return 1 + int(won) + max(0, glorious_deeds)


def trauma_dice(elite: bool) -> int:
    """How many D6 a model taken Out of Action rolls: one for a troop (TC-C1), a D66 — two,
    tens then units — for an elite (TC-C2)."""
    return 2 if elite else 1


def share_promotion_dice(
    pool: int, troops: Sequence[int], with_deed: Collection[int]
) -> dict[int, int]:
    """TC-C5: the pool's dice dealt to the chosen troops one at a time, in turn, up to two
    each (three for a troop with a Glorious Deed); dice no troop can take are not rolled."""
    shares = dict.fromkeys(troops, 0)
    while pool and troops:
        given = False
        for member_id in troops:
            limit = MAX_PROMOTION_DICE_WITH_DEED if member_id in with_deed else MAX_PROMOTION_DICE
            if pool and shares[member_id] < limit:
                shares[member_id] += 1
                pool -= 1
                given = True
        if not given:
            break
    return shares


def promotion_chance(dice: int) -> Fraction:
    """TC-C5: the chance that at least one of `dice` D6 shows a 6 (a promotion)."""
    return 1 - Fraction(5, 6) ** max(0, dice)


def threshold(battles_played: int, start: int = 700, step: int = 100) -> int:
    """TC-C6: the warband threshold value for its next battle."""
    return start + step * max(0, battles_played)


def field_strength(battles_played: int) -> int:
    """TC-C6: the most models the warband may field in its next battle."""
    return FIELD_STRENGTH[min(max(0, battles_played), len(FIELD_STRENGTH) - 1)]
