"""The toy's rules core: roll one D6 per attack, each at or above `to_hit` hits; each hit
takes one wound, until the target has none left. Exact odds by the binomial law."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from models.rules.dice import DiceSource
from models.rules.explain import Explained
from models.rules.spec import spec_field
from models.rules.system import OddsReport, system_without_editions

SYSTEM_ID = "toy-d6"


@dataclass(frozen=True)
class ToySpec:
    attacks: int = spec_field(1, "Attacks", "One D6 per attack.", minimum=1, maximum=12)
    to_hit: int = spec_field(4, "To hit", "A D6 at or above it hits.", minimum=2, maximum=6)
    wounds: int = spec_field(
        1, "Wounds left", "The target's wounds left.", minimum=1, maximum=12, group="target"
    )


@dataclass(frozen=True)
class ToyOutcome:
    hits: int
    wounds_lost: int


def hits_distribution(spec: ToySpec) -> dict[int, Fraction]:
    p = Fraction(7 - spec.to_hit, 6)
    return {
        k: comb(spec.attacks, k) * p**k * (1 - p) ** (spec.attacks - k)
        for k in range(spec.attacks + 1)
    }


def toy_odds(spec: ToySpec) -> OddsReport:
    hits = hits_distribution(spec)
    lost = {str(w): Fraction(0) for w in range(spec.wounds + 1)}
    for k, p in hits.items():
        lost[str(min(k, spec.wounds))] += p
    return OddsReport(
        SYSTEM_ID,
        None,
        {
            "unhurt": lost["0"],
            "wounded": 1 - lost["0"] - lost[str(spec.wounds)],
            "dead": lost[str(spec.wounds)],
        },
        {"hits": {str(k): p for k, p in hits.items()}, "wounds_lost": lost},
    )


def toy_resolve(spec: ToySpec, dice: DiceSource) -> Explained[ToyOutcome]:
    faces = dice.roll(spec.attacks, 6)
    hits = sum(1 for f in faces if f >= spec.to_hit)
    lost = min(hits, spec.wounds)
    steps = (
        f"TOY-1: {spec.attacks} D6 rolled {list(faces)}: {hits} at {spec.to_hit}+ hit",
        f"TOY-2: {lost} of {spec.wounds} wounds lost",
    )
    return Explained(ToyOutcome(hits, lost), steps)


SYSTEM = system_without_editions(SYSTEM_ID, "Toy d6 skirmish", ToySpec, toy_odds)
