"""Ranked fantasy attacks: to-hit, to-wound, armour and special saves, then the wound pool.

Rule IDs: FB-H1, FB-H2 (to hit, added from the same ruleset family: a DECISION), FB-W1,
FB-S1, FB-S2, FB-L1, FB-L3, FB-L4, FB-L5. One function per threshold decides pass or fail for
a face; `resolve` applies it to dice from the table and `distribution` counts the faces that
pass, so both share it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Literal

from models.i18n import tr
from models.rules.dice import DiceSource, Distribution, binomial, chance
from models.rules.explain import Explained
from models.rules.spec import SpecError, spec_field
from models.systems.ninth_age.wounds import UnitState, allocate, allocate_to_champion

NO_ROLL = 7  # a threshold of 7+ can never be met


@dataclass(frozen=True)
class NinthAgeAttackSpec:
    attacks: int = spec_field(
        1, "Attacks", "Number of attacks (one die each).", minimum=1, maximum=60
    )
    to_hit: int | None = spec_field(
        None,
        "Shooting to hit",
        "The weapon's Aim (2..6) for shooting; null: melee, from the two skills (FB-H1, FB-H2).",
        minimum=2,
        maximum=6,
    )
    long_range: bool = spec_field(
        False, "Long range", "Shooting: −1 to hit (FB-H2).", group="situation"
    )
    moved: bool = spec_field(
        False, "Moved and shot", "Shooting: −1 to hit (FB-H2).", group="situation"
    )
    cover: int = spec_field(
        0,
        "Cover",
        "Shooting: 0 none, 1 soft (−1), 2 hard (−2) (FB-H2).",
        choices=(0, 1, 2),
        group="situation",
    )
    hard_target: int = spec_field(
        0, "Hard target", "Shooting: −X to hit (FB-H2).", minimum=0, maximum=3, group="situation"
    )
    offensive_skill: int = spec_field(
        3, "Offensive Skill", "Attacker's OS (FB-H1).", minimum=0, maximum=10
    )
    defensive_skill: int = spec_field(
        3, "Defensive Skill", "Target's DS (FB-H1).", minimum=0, maximum=10, group="target"
    )
    strength: int = spec_field(3, "Strength", "Attack Strength (FB-W1).", minimum=0, maximum=10)
    resilience: int = spec_field(
        3, "Resilience", "Target's Resilience (FB-W1).", minimum=0, maximum=10, group="target"
    )
    armour: int = spec_field(
        0, "Armour", "Target's Armour, at most 6 (FB-S1).", minimum=0, maximum=6, group="target"
    )
    armour_penetration: int = spec_field(
        0, "Armour Penetration", "Lowers the armour (FB-S1).", minimum=0, maximum=10
    )
    special_save: int | None = spec_field(
        None,
        "Special save",
        "Aegis/Fortitude as a value 2..6 (FB-S2).",
        minimum=2,
        maximum=6,
        group="target",
    )
    special_save_bonus: int = spec_field(
        0,
        "Special save modifier",
        '"Regeneration +X": improves the special save by X; '
        "without one, gives it at 7 − X (FB-S2).",
        minimum=0,
        maximum=5,
        group="target",
    )
    special_save_best: int = spec_field(
        2,
        "Special save maximum",
        'The best the modified special save may become ("max 3+").',
        minimum=2,
        maximum=6,
        group="target",
    )
    multiple_wounds: int = spec_field(
        1,
        "Multiple Wounds",
        "Each unsaved wound takes X HP from one model, capped at what it has left.",
        minimum=1,
        maximum=6,
    )
    models: int = spec_field(
        1,
        "Models",
        "Rank-and-file models in the target unit (FB-L4).",
        minimum=1,
        maximum=100,
        group="target",
    )
    hp: int = spec_field(
        1, "HP", "Health Points of each rank-and-file model.", minimum=1, maximum=10, group="target"
    )
    wounds_already: int = spec_field(
        0,
        "Wounds carried",
        "Wounds already on the pool's current model (FB-L4).",
        minimum=0,
        maximum=9,
        group="target",
    )
    champion_hp: int = spec_field(
        0,
        "Champion HP",
        "0: no champion. Wounds go to it once the rank and file are dead (FB-L3, FB-L5).",
        minimum=0,
        maximum=10,
        group="target",
    )
    second_models: int = spec_field(
        0,
        "Second rank-and-file pool",
        "Rank-and-file of another unit type in the unit: their own wound pool (FB-L6), wounded "
        "once the first pool's models are gone (house reading); 0: none.",
        minimum=0,
        maximum=100,
        group="target",
    )
    second_hp: int = spec_field(
        1,
        "Its HP",
        "Health Points of each model of the second pool.",
        minimum=1,
        maximum=10,
        group="target",
    )
    second_resilience: int | None = spec_field(
        None,
        "Its Resilience",
        "The second pool's Resilience (FB-W1); null: as the first's.",
        minimum=0,
        maximum=10,
        group="target",
    )
    second_armour: int | None = spec_field(
        None,
        "Its Armour",
        "The second pool's Armour (FB-S1); null: as the first's.",
        minimum=0,
        maximum=6,
        group="target",
    )
    target: Literal["unit", "champion"] = spec_field(
        "unit",
        "Attacks aimed at",
        "The unit as a whole, or its champion personally: its own wound pool, wounds beyond "
        "its HP are lost (FB-L3, FB-L2).",
        choices=("unit", "champion"),
        group="target",
    )


# -- thresholds: the one place a face is judged ------------------------------------------------


def melee_to_hit(offensive: int, defensive: int) -> int:
    """FB-H1: OS − DS ≥ 4 → 2+; 1..3 → 3+; 0..−3 → 4+; −4..−7 → 5+; ≤ −8 → 6+."""
    difference = offensive - defensive
    if difference >= 4:
        return 2
    if difference >= 1:
        return 3
    if difference >= -3:
        return 4
    return 5 if difference >= -7 else 6


def shooting_to_hit(spec: NinthAgeAttackSpec) -> int:
    """FB-H2: Aim worsened by long range, moving, cover and hard target; 7+ cannot hit."""
    assert spec.to_hit is not None
    need = spec.to_hit + spec.long_range + spec.moved + spec.cover + spec.hard_target
    return min(need, NO_ROLL)


def to_wound(strength: int, resilience: int) -> int:
    """FB-W1: S − R ≥ 2 → 2+; 1 → 3+; 0 → 4+; −1 → 5+; ≤ −2 → 6+."""
    difference = strength - resilience
    if difference >= 2:
        return 2
    return {1: 3, 0: 4, -1: 5}.get(difference, 6)


def armour_save(armour: int, penetration: int) -> int:
    """FB-S1: needs 7 − (Armour − AP), Armour at most 6; ≤ 0 → no save; at best 2+."""
    effective = min(armour, 6) - penetration
    return NO_ROLL if effective <= 0 else max(7 - effective, 2)


def special_save(spec: NinthAgeAttackSpec) -> int:
    """FB-S2: a value, improved by a modifier up to its maximum; with only a modifier, 7 − X.

    The maximum bounds what the modifier achieves ("модифицируется в лучшую сторону"): it
    never makes a save worse, so Aegis 2+ with "+1, max 3+" stays 2+ (docs/decisions.md)."""
    if spec.special_save is None and not spec.special_save_bonus:
        return NO_ROLL
    base = spec.special_save if spec.special_save is not None else NO_ROLL
    return min(base, max(base - spec.special_save_bonus, spec.special_save_best))


def passes(
    face: int, need: int, *, natural_one_fails: bool = True, natural_six_passes: bool = False
) -> bool:
    """A D6 against a `need`+ threshold, with the natural 1 and 6 rules."""
    if need >= NO_ROLL:
        return natural_six_passes and face == 6
    if face == 1 and natural_one_fails:
        return False
    return face >= need or (natural_six_passes and face == 6)


@dataclass(frozen=True)
class Thresholds:
    hit: int
    wound: int
    armour: int
    special: int


def thresholds(spec: NinthAgeAttackSpec) -> Thresholds:
    if spec.wounds_already >= spec.hp:
        raise SpecError("wounds_already", f"must be less than hp ({spec.hp})")
    if spec.special_save_bonus == 0 and spec.special_save_best != 2:
        raise SpecError(
            "special_save_best", "bounds a special save modifier (FB-S2); there is none"
        )
    if spec.target == "champion" and not spec.champion_hp:
        raise SpecError("target", "the unit has no champion (champion_hp is 0)")
    if not spec.second_models:
        given = {
            "second_hp": spec.second_hp != 1,
            "second_resilience": spec.second_resilience is not None,
            "second_armour": spec.second_armour is not None,
        }
        for name, set_ in given.items():
            if set_:
                raise SpecError(name, "describes a second pool: set second_models")
    hit = (
        melee_to_hit(spec.offensive_skill, spec.defensive_skill)
        if spec.to_hit is None
        else shooting_to_hit(spec)
    )
    return Thresholds(
        hit=hit,
        wound=to_wound(spec.strength, spec.resilience),
        armour=armour_save(spec.armour, spec.armour_penetration),
        special=special_save(spec),
    )


def _hit_passes(face: int, t: Thresholds, spec: NinthAgeAttackSpec) -> bool:
    # Melee: a natural 6 always hits (FB-H1); shooting needing 7+ cannot hit (FB-H2).
    return passes(face, t.hit, natural_six_passes=spec.to_hit is None)


def _wound_passes(face: int, t: Thresholds) -> bool:
    return passes(face, t.wound, natural_six_passes=True)  # FB-W1


def _save_passes(face: int, need: int) -> bool:
    return passes(face, need)  # FB-S1, FB-S2: a natural 1 always fails


def unsaved_probability(spec: NinthAgeAttackSpec) -> Fraction:
    """P(one attack ends as an unsaved wound): the faces each threshold lets through."""
    t = thresholds(spec)
    hit = chance(lambda f: _hit_passes(f, t, spec))
    wound = chance(lambda f: _wound_passes(f, t))
    armour = chance(lambda f: _save_passes(f, t.armour)) if t.armour < NO_ROLL else 0
    special = chance(lambda f: _save_passes(f, t.special)) if t.special < NO_ROLL else 0
    return hit * wound * (1 - armour) * (1 - special)


@dataclass(frozen=True)
class NinthAgeOutcome:
    unsaved: int
    removed: int
    state: UnitState
    second: UnitState | None = None  # the second rank-and-file pool (FB-L6)

    @property
    def alive(self) -> int:
        return self.state.alive + (self.second.models if self.second else 0)


def _initial(spec: NinthAgeAttackSpec) -> UnitState:
    return UnitState(spec.models, spec.hp, spec.wounds_already, spec.champion_hp)


def allocate_wounds(
    spec: NinthAgeAttackSpec, start: UnitState, wounds: int
) -> tuple[int, UnitState]:
    """The unit's pool (FB-L4, FB-L5), or the champion's own (FB-L3) when aimed at it."""
    if spec.target == "champion":
        return allocate_to_champion(start, wounds, spec.multiple_wounds)
    return allocate(start, wounds, spec.multiple_wounds)


def second_pool(spec: NinthAgeAttackSpec) -> NinthAgeAttackSpec:
    """The second pool's wounds and saves: its own Resilience and Armour (FB-L6)."""
    return replace(
        spec,
        resilience=spec.resilience if spec.second_resilience is None else spec.second_resilience,
        armour=spec.armour if spec.second_armour is None else spec.second_armour,
    )


def _pools_after(spec: NinthAgeAttackSpec) -> list[NinthAgeOutcome]:
    """FB-L6 (house reading): the unit after k unsaved wounds, k = 0..attacks — the first
    pool's models, then the second pool's, each by its own HP, then the champion (FB-L5)."""
    first = _initial(spec)
    second = UnitState(spec.second_models, spec.second_hp)
    removed = 0
    after = [NinthAgeOutcome(0, 0, first, second)]
    for k in range(1, spec.attacks + 1):
        if spec.target == "unit" and not first.models and second.models:
            gone, second = allocate(second, 1, spec.multiple_wounds)
        else:
            gone, first = allocate_wounds(spec, first, 1)
        removed += gone
        after.append(NinthAgeOutcome(k, removed, first, second))
    return after


def _wounding(spec: NinthAgeAttackSpec, outcome: NinthAgeOutcome) -> NinthAgeAttackSpec:
    """Whose characteristics the next wound meets: the second pool's once the first's
    models are gone (and before the champion)."""
    second = outcome.second
    if spec.target == "unit" and not outcome.state.models and second and second.models:
        return second_pool(spec)
    return spec


def distribution(spec: NinthAgeAttackSpec) -> Distribution[NinthAgeOutcome]:
    """Unsaved wounds are binomial (attacks are independent); the pool decides the rest. With
    a second pool the chance of each wound depends on the pool it meets: a chain over the
    unsaved wounds so far, which alone decide the unit's state."""
    p = unsaved_probability(spec)
    n = spec.attacks
    start = _initial(spec)
    if not spec.second_models:

        def outcome(k: int) -> NinthAgeOutcome:
            removed, state = allocate_wounds(spec, start, k)
            return NinthAgeOutcome(k, removed, state)

        return binomial(n, p).map(outcome)
    after = _pools_after(spec)
    chance_at = [unsaved_probability(_wounding(spec, o)) for o in after]
    layer = {0: Fraction(1)}
    for _ in range(n):
        nxt: dict[int, Fraction] = {}
        for k, weight in layer.items():
            q = chance_at[k]
            nxt[k + 1] = nxt.get(k + 1, Fraction(0)) + weight * q
            nxt[k] = nxt.get(k, Fraction(0)) + weight * (1 - q)
        layer = nxt
    return Distribution((after[k], weight) for k, weight in layer.items())


def resolve(spec: NinthAgeAttackSpec, dice: DiceSource) -> Explained[NinthAgeOutcome]:
    """Per attack, in table order: to hit, to wound, armour save, special save."""
    t = thresholds(spec)
    steps = [
        tr(
            "To hit {hit}+ (FB-H{rule}), to wound {wound}+ (FB-W1), armour save {armour} "
            "(FB-S1), special save {special} (FB-S2)."
        ).format(
            hit=t.hit,
            rule="1" if spec.to_hit is None else "2",
            wound=t.wound,
            armour=_need_text(t.armour),
            special=_need_text(t.special),
        )
    ]
    unsaved = 0
    after = _pools_after(spec) if spec.second_models else []
    switched = False
    for attack in range(1, spec.attacks + 1):
        if after:  # FB-L6: the pool this attack's wound would meet
            meets = _wounding(spec, after[unsaved])
            if meets is not spec and not switched:
                switched = True
                steps.append(
                    tr(
                        "FB-L6: the first pool is gone; wounds now meet the second "
                        "(Resilience {resilience}, Armour {armour})."
                    ).format(resilience=meets.resilience, armour=meets.armour)
                )
            t = thresholds(meets)
        (face,) = dice.roll(1, 6)
        if not _hit_passes(face, t, spec):
            steps.append(tr("Attack {n}: to hit {face}: miss.").format(n=attack, face=face))
            continue
        (face,) = dice.roll(1, 6)
        if not _wound_passes(face, t):
            steps.append(tr("Attack {n}: to wound {face}: no wound.").format(n=attack, face=face))
            continue
        if t.armour < NO_ROLL:
            (face,) = dice.roll(1, 6)
            if _save_passes(face, t.armour):
                steps.append(
                    tr("Attack {n}: armour save {face}: saved.").format(n=attack, face=face)
                )
                continue
        if t.special < NO_ROLL:
            (face,) = dice.roll(1, 6)
            if _save_passes(face, t.special):
                steps.append(
                    tr("Attack {n}: special save {face}: saved.").format(n=attack, face=face)
                )
                continue
        unsaved += 1
        steps.append(tr("Attack {n}: unsaved wound.").format(n=attack))
    if after:
        done = after[unsaved]
        first, second = done.state, done.second
        assert second is not None
        steps.append(
            tr(
                "FB-L4, FB-L6: {unsaved} unsaved wounds remove {removed} models; the first "
                "pool keeps {left} ({carried} wounds carried), the second {second_left} "
                "({second_carried} carried)."
            ).format(
                unsaved=unsaved,
                removed=done.removed,
                left=first.models,
                carried=first.carried,
                second_left=second.models,
                second_carried=second.carried,
            )
        )
        return Explained(done, tuple(steps))
    removed, state = allocate_wounds(spec, _initial(spec), unsaved)
    if spec.target == "champion":
        steps.append(
            tr("FB-L3: {unsaved} unsaved wounds on the champion: {left} HP left.").format(
                unsaved=unsaved, left=state.champion_hp_left
            )
        )
        return Explained(NinthAgeOutcome(unsaved, removed, state), tuple(steps))
    steps.append(
        tr(
            "FB-L4: {unsaved} unsaved wounds remove {removed} models; {left} left, {carried} "
            "wounds carried."
        ).format(unsaved=unsaved, removed=removed, left=state.models, carried=state.carried)
    )
    return Explained(NinthAgeOutcome(unsaved, removed, state), tuple(steps))


def _need_text(need: int) -> str:
    return tr("none") if need >= NO_ROLL else f"{need}+"
