"""Wound allocation in a unit (FB-A1, FB-A3, FB-L1, FB-L2, FB-L3, FB-L4, FB-L5) and casualty
removal (FB-R1).

A unit is a rank-and-file pool (models of one type sharing carried wounds), an optional
champion, and characters with their own HP. Given unsaved wounds aimed at the unit as a whole,
`allocate` says who is removed and what is left: the same function serves the exact odds, the
dice typed in at the table, and the game tracker.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from fractions import Fraction
from typing import NamedTuple, TypeVar

from models.rules.dice import Distribution

P = TypeVar("P", bound=Hashable)


class UnitState(NamedTuple):
    """What a unit has left: rank-and-file models, wounds carried on the pool, champion."""

    models: int
    hp: int  # each rank-and-file model's HP
    carried: int = 0  # wounds on the pool's current model (FB-L4)
    champion_hp_left: int = 0  # 0: no champion (or it is dead)

    @property
    def alive(self) -> int:
        return self.models + (1 if self.champion_hp_left else 0)


def allocate(state: UnitState, wounds: int, multiple: int = 1) -> tuple[int, UnitState]:
    """Apply `wounds` unsaved wounds, each of `multiple` HP (Multiple Wounds X), to the unit.

    FB-L4: the rank-and-file pool removes a model whenever the accumulated wounds reach its HP.
    Multiple Wounds: one wound's X HP go to one model and are capped at what that model has
    left (DECISION, docs/rules/ninth-age.md). FB-L5 and FB-L3: once every rank-and-file model is
    dead, further wounds go to the champion; with no champion they are lost.
    Returns (models removed, the new state).
    """
    models, hp, carried, champion = state
    removed = 0
    for _ in range(wounds):
        if models:
            carried += min(multiple, hp - carried)
            if carried >= hp:
                models, carried, removed = models - 1, 0, removed + 1
        elif champion:
            champion = max(champion - multiple, 0)
            if not champion:
                removed += 1
        else:
            break  # FB-L5: excess wounds are lost
    return removed, UnitState(models, hp, carried, champion)


def allocate_to_champion(state: UnitState, wounds: int, multiple: int = 1) -> tuple[int, UnitState]:
    """Wounds of attacks aimed at the champion personally (FB-L3: its own pool): they stay on
    it, and those beyond its HP are lost (FB-L2). Returns (1 if it dies else 0, the state)."""
    left = max(state.champion_hp_left - wounds * multiple, 0)
    died = 1 if state.champion_hp_left and not left else 0
    return died, state._replace(champion_hp_left=left)


def character_wounds(hp_left: int, wounds: int, multiple: int = 1) -> int:
    """FB-L2: a character loses wounds individually; beyond its HP they are ignored."""
    return max(hp_left - wounds * multiple, 0)


def casualty_removal(ranks: list[int], casualties: int) -> list[str]:
    """FB-R1 as instructions for the table: which ranks lose how many models.

    `ranks` counts the models of each rank, front first. Casualties come off the back rank
    first; a unit in a single rank loses them from both flanks as evenly as possible.
    """
    if casualties <= 0:
        return []
    if len(ranks) == 1:
        taken = min(casualties, ranks[0])
        left, right = taken - taken // 2, taken // 2
        return [f"remove {left} from the left flank and {right} from the right flank"]
    steps: list[str] = []
    remaining = casualties
    for index in range(len(ranks) - 1, -1, -1):
        if not remaining:
            break
        taken = min(remaining, ranks[index])
        if taken:
            name = "the back rank" if index == len(ranks) - 1 else f"rank {index + 1}"
            steps.append(f"remove {taken} from {name}")
            remaining -= taken
    return steps


def pool_outcomes(
    unsaved: Mapping[int, Fraction], state: UnitState, multiple: int = 1
) -> Distribution[tuple[int, UnitState]]:
    """Given any distribution of unsaved wounds, the distribution of (models removed, the
    unit's new state): what the game tracker shows before the dice are rolled."""
    return Distribution((allocate(state, wounds, multiple), p) for wounds, p in unsaved.items())


def majority_profiles(profiles: Sequence[P]) -> list[P]:
    """FB-A3: a wound group with mixed characteristics uses the majority's; on a tie the
    attacker chooses among the returned profiles."""
    counts = Counter(profiles)
    most = max(counts.values())
    return [profile for profile, count in counts.items() if count == most]
