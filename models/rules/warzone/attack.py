"""Warzone-style shooting: d20 hit tests, bursts, jams, shooting into melee, armour tests.

Rule IDs WZ-H1, WZ-H2, WZ-H3, WZ-H4, WZ-H5, WZ-M1, WZ-M2, WZ-M3, WZ-F2, WZ-F3, WZ-F4,
WZ-F5, WZ-D1, WZ-D2. `_classify_shot` and `armour_fails` judge
each d20; `resolve` applies them to the dice rolled, `distribution` counts the faces.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb
from typing import Literal, NamedTuple

from models.i18n import N_, tr
from models.rules.dice import DiceSource, Distribution, chance
from models.rules.explain import Explained
from models.rules.spec import SpecError, choice_label, spec_field

D20 = 20
ABSOLUTE_SUCCESS = 1
MELEE_PENALTY = 4  # WZ-F3
AIM_BONUS = 3  # WZ-M2
ABSOLUTE_DAMAGE = 4  # WZ-H4
ABSOLUTE_AV = 1

ShotKind = Literal["jam", "jammed", "absolute", "hit", "friendly", "miss"]

# A shot's result inside the explanation (lower case, as English writes it there).
SHOT_WORDS = {
    "miss": N_("miss"),
    "hit": N_("hit"),
    "absolute": N_("absolute success"),
    "jam": N_("jam"),
    "jammed": N_("jammed"),
    "friendly": N_("friendly"),
}


@dataclass(frozen=True)
class WarzoneAttackSpec:
    skill: int = spec_field(10, "WS", "The shooter's ranged skill (WZ-H1).", minimum=0, maximum=30)
    modifier: int = spec_field(
        0,
        "Other modifiers",
        "Net of everything not listed below: the band's modifier, "
        "abilities, equipment, environment, powers (WZ-M1, special group).",
        minimum=-20,
        maximum=20,
    )
    cover: int = spec_field(
        0,
        "Cover (highest)",
        "0 none, 1 obscured, 2 soft, 3 hard, 4 fortification: −level; "
        "only the highest counts (WZ-M1).",
        minimum=0,
        maximum=4,
        group="situation",
    )
    smoke: int = spec_field(
        0,
        "Smoke (highest)",
        "Level 1..6: −level; only the highest (WZ-M1).",
        minimum=0,
        maximum=6,
        group="situation",
    )
    aimed: bool = spec_field(
        False, "Aimed", "+3 to every shot at this target (WZ-M2).", group="situation"
    )
    size_advantage: int = spec_field(
        0,
        "Target larger by",
        "+1 per size point the target is larger (WZ-M3).",
        minimum=0,
        maximum=10,
        group="situation",
    )
    shots: int = spec_field(
        1, "Shots", "Multi-hit (xN) at this band (WZ-H2).", minimum=1, maximum=10
    )
    jam: int | None = spec_field(
        None,
        "Jam",
        "A roll ≥ it jams; later shots miss (WZ-H5).",
        minimum=2,
        maximum=20,
        group="weapon",
    )
    melee_friends: int = spec_field(
        0,
        "Friends in the melee",
        "Shooting into melee: friendly models fighting the target (WZ-F3); 0: not into melee.",
        minimum=0,
        maximum=10,
        group="situation",
    )
    leadership: int | None = spec_field(
        None,
        "Leadership test (DW)",
        "A basic squad shooting into melee first tests d20 ≤ DW "
        "(WZ-F2); null: elite, or not into melee.",
        minimum=0,
        maximum=30,
        group="situation",
    )
    target_much_larger: bool = spec_field(
        False,
        "Target 2+ sizes larger",
        "Than everyone fighting it: no risk, no penalty, no test (WZ-F4).",
        group="situation",
    )
    target_much_smaller: bool = spec_field(
        False,
        "Target 2+ sizes smaller",
        "Than the largest model fighting it: it cannot be targeted (WZ-F4). Such small friends "
        "are not counted in melee_friends.",
        group="situation",
    )
    damage: int = spec_field(
        10, "Damage", "The weapon's Damage (WZ-D1).", minimum=0, maximum=30, group="weapon"
    )
    damage_multiplier: int = spec_field(
        1,
        "Damage multiplier",
        "xN: N armour tests per hit (WZ-D1).",
        minimum=1,
        maximum=6,
        group="weapon",
    )
    armour: int = spec_field(
        10, "Armour", "The target's armour.", minimum=0, maximum=40, group="target"
    )
    av: int = spec_field(
        0,
        "AV",
        "The shot's armour value, lowering the armour (WZ-D2).",
        minimum=0,
        maximum=20,
        group="weapon",
    )
    armour_test: Literal["additive", "roll-under"] = spec_field(
        "additive",
        "Armour test reading",
        "The seed does not define the test: additive, or roll-under (WZ-D2, a decision).",
        choices=("additive", "roll-under"),
        group="target",
    )
    wounds: int = spec_field(
        1,
        "Wounds (ŻW)",
        "The target's wounds; caps those lost.",
        minimum=1,
        maximum=10,
        group="target",
    )
    absolute_success: Literal["damage", "av", "none"] = spec_field(
        "damage",
        "A natural 1 takes",
        "+4 Damage, +1 AV, or nothing (WZ-H4).",
        choices=("damage", "av", "none"),
    )
    transfer_modifier: int | None = spec_field(
        None,
        "Fire transfer modifier",
        "If the target dies, later shots go to the nearest "
        'enemy within 4" with this net modifier instead (WZ-H3); null: no transfer.',
        minimum=-20,
        maximum=20,
        group="situation",
    )
    transfer_shots: int = spec_field(
        10,
        "Shots at the new band",
        "The new band's multi-hit; the smaller count applies (WZ-H3).",
        minimum=1,
        maximum=10,
        group="situation",
    )


def grouped_modifier(
    cover_levels: Iterable[int], smoke_levels: Iterable[int], special: Iterable[int]
) -> int:
    """WZ-M1 from everything that applies: cover and smoke count only their highest level
    (cover −1..−4, smoke −1..−6); the special group is summed; the groups add up."""
    return -max(cover_levels, default=0) - max(smoke_levels, default=0) + sum(special)


def total_modifier(spec: WarzoneAttackSpec) -> int:
    """WZ-M1: cover and smoke count their highest level only; the special group adds up."""
    return (
        spec.modifier
        - spec.cover
        - spec.smoke
        + (AIM_BONUS if spec.aimed else 0)
        + spec.size_advantage
    )


def melee_penalty(spec: WarzoneAttackSpec) -> int:
    """WZ-F3: −4, and −1 more per friend beyond the first; none at a much larger target."""
    if not spec.melee_friends or spec.target_much_larger:
        return 0
    return MELEE_PENALTY + spec.melee_friends - 1


def validate(spec: WarzoneAttackSpec) -> None:
    if spec.target_much_smaller:
        raise SpecError(
            "target_much_smaller",
            "a model 2+ sizes smaller than the largest "
            "model fighting it cannot be targeted (WZ-F4)",
        )
    if spec.leadership is not None and not spec.melee_friends:
        raise SpecError("leadership", "is tested only when shooting into melee (WZ-F2)")
    if spec.transfer_modifier is not None and spec.melee_friends:
        raise SpecError("transfer_modifier", "no fire transfer into or out of melee (WZ-F5)")


class ShotBonus(NamedTuple):
    damage: int = 0
    av: int = 0


def _classify_shot(
    spec: WarzoneAttackSpec, face: int, jammed: bool, target: int, penalty: int
) -> ShotKind:
    """WZ-H1, WZ-H4, WZ-H5, WZ-F3: one d20 of a burst."""
    if jammed:
        return "jammed"  # every later shot of the burst misses, even a natural 1
    if spec.jam is not None and face >= spec.jam:
        return "jam"
    if face == ABSOLUTE_SUCCESS:
        return "absolute"
    if face <= target:
        return "hit"
    if penalty and face <= target + penalty:
        return "friendly"  # missed by no more than the penalty (WZ-F3)
    return "miss"


def _bonus(spec: WarzoneAttackSpec, kind: ShotKind) -> ShotBonus:
    if kind != "absolute":
        return ShotBonus()
    if spec.absolute_success == "damage":
        return ShotBonus(damage=ABSOLUTE_DAMAGE)
    return ShotBonus(av=ABSOLUTE_AV) if spec.absolute_success == "av" else ShotBonus()


def armour_fails(spec: WarzoneAttackSpec, face: int, bonus: ShotBonus) -> bool:
    """WZ-D2 (a decision): does this armour test cost a wound?

    additive: d20 + Damage > Armour − AV. roll-under: the armour holds on d20 ≤ Armour − AV −
    the shot's damage bonus; a natural 1 always holds, a natural 20 always fails.
    """
    armour = spec.armour - spec.av - bonus.av
    if spec.armour_test == "additive":
        return face + spec.damage + bonus.damage > armour
    if face == 1:
        return False
    return face == D20 or face > armour - bonus.damage


class Burst(NamedTuple):
    """The chain's state after some shots."""

    jammed: bool = False
    target_hits: int = 0
    friendly_hits: int = 0
    wounds_lost: int = 0
    transfer_hits: int = 0
    shots_at_new_target: int = 0
    leadership_failed: bool = False


def _target_number(spec: WarzoneAttackSpec, burst: Burst) -> tuple[int, bool]:
    """The d20 target of the next shot, and whether it goes at a transferred target."""
    dead = burst.wounds_lost >= spec.wounds
    if dead and spec.transfer_modifier is not None:
        return spec.skill + spec.transfer_modifier, True
    return spec.skill + total_modifier(spec) - melee_penalty(spec), False


def _shot_step(
    spec: WarzoneAttackSpec, burst: Burst, kind: ShotKind, fails: int, transferred: bool
) -> Burst:
    """Fold one shot (its kind, and how many of its armour tests failed) into the burst."""
    if transferred:  # WZ-H3: every shot at the new target counts against its limit, hit or miss
        burst = burst._replace(shots_at_new_target=burst.shots_at_new_target + 1)
    if kind in ("jam", "jammed"):
        return burst._replace(jammed=True)
    if kind == "friendly":
        return burst._replace(friendly_hits=burst.friendly_hits + 1)
    if kind == "miss":
        return burst
    if transferred:
        return burst._replace(transfer_hits=burst.transfer_hits + 1)
    if burst.wounds_lost >= spec.wounds:
        # WZ-F5: into melee the rest of the burst goes at the remaining (friendly) models;
        # otherwise there is nothing left to hit
        if spec.melee_friends:
            return burst._replace(friendly_hits=burst.friendly_hits + 1)
        return burst
    lost = min(burst.wounds_lost + fails, spec.wounds)
    return burst._replace(target_hits=burst.target_hits + 1, wounds_lost=lost)


def _shot_allowed(spec: WarzoneAttackSpec, burst: Burst) -> bool:
    if burst.leadership_failed:
        return False
    dead = burst.wounds_lost >= spec.wounds
    if dead and not spec.melee_friends:
        if spec.transfer_modifier is None:
            return False
        return burst.shots_at_new_target < min(spec.transfer_shots, spec.shots)
    return True


# -- exact distribution ---------------------------------------------------------------------------


@cache
def _fail_counts(spec: WarzoneAttackSpec, bonus: ShotBonus) -> dict[int, int]:
    """Failed armour tests of one hit, as counts over 20 ** damage_multiplier (WZ-D1)."""
    tests = spec.damage_multiplier
    failing = sum(armour_fails(spec, face, bonus) for face in range(1, D20 + 1))
    return {
        k: comb(tests, k) * failing**k * (D20 - failing) ** (tests - k) for k in range(tests + 1)
    }


@cache
def _kinds(spec: WarzoneAttackSpec, jammed: bool, target: int, penalty: int) -> dict[ShotKind, int]:
    """How many of the 20 faces give each kind of shot (the same judge as `resolve`)."""
    kinds: dict[ShotKind, int] = defaultdict(int)
    for face in range(1, D20 + 1):
        kinds[_classify_shot(spec, face, jammed, target, penalty)] += 1
    return dict(kinds)


def distribution(spec: WarzoneAttackSpec) -> Distribution[Burst]:
    """A chain over the burst, on integer weights: each shot multiplies the denominator by
    20 (its d20) × 20 ** damage_multiplier (the armour tests of a hit)."""
    validate(spec)
    layer: dict[Burst, int] = {Burst(): 1}
    denominator = 1
    if spec.leadership is not None and not spec.target_much_larger:
        leadership = spec.leadership
        passing = int(chance(lambda face: face <= leadership, D20) * D20)  # WZ-F2
        layer = {Burst(): passing, Burst(leadership_failed=True): D20 - passing}
        denominator = D20
    tests_scale = D20**spec.damage_multiplier
    for _ in range(spec.shots):
        nxt: dict[Burst, int] = defaultdict(int)
        for burst, weight in layer.items():
            if not _shot_allowed(spec, burst):
                nxt[burst] += weight * D20 * tests_scale
                continue
            target, transferred = _target_number(spec, burst)
            penalty = 0 if transferred else melee_penalty(spec)
            for kind, faces in _kinds(spec, burst.jammed, target, penalty).items():
                share = weight * faces
                live = burst.wounds_lost < spec.wounds
                if kind in ("hit", "absolute") and not transferred and live:
                    # every test is rolled; the wounds are capped when folded in
                    for fails, q in _fail_counts(spec, _bonus(spec, kind)).items():
                        nxt[_shot_step(spec, burst, kind, fails, transferred)] += share * q
                else:
                    nxt[_shot_step(spec, burst, kind, 0, transferred)] += share * tests_scale
        layer, denominator = nxt, denominator * D20 * tests_scale
    return Distribution.from_counts({b: w for b, w in layer.items() if w}, denominator)


# -- resolving dice -------------------------------------------------------------------------------


def resolve(spec: WarzoneAttackSpec, dice: DiceSource) -> Explained[Burst]:
    """In table order: the leadership d20 (if any), then per shot its d20 and, on a hit of a
    live target, one d20 per armour test (WZ-D1)."""
    validate(spec)
    burst = Burst()
    steps: list[str] = []
    if spec.leadership is not None and not spec.target_much_larger:
        (face,) = dice.roll(1, D20)
        passed = face <= spec.leadership
        steps.append(
            tr("WZ-F2 leadership d20 {face} vs DW {dw}: {result}.").format(
                face=face,
                dw=spec.leadership,
                result=tr("passed") if passed else tr("failed, the action is wasted"),
            )
        )
        if not passed:
            return Explained(burst._replace(leadership_failed=True), tuple(steps))
    for shot in range(1, spec.shots + 1):
        if not _shot_allowed(spec, burst):
            steps.append(tr("Shot {n}: no target left.").format(n=shot))
            break
        target, transferred = _target_number(spec, burst)
        penalty = 0 if transferred else melee_penalty(spec)
        (face,) = dice.roll(1, D20)
        kind = _classify_shot(spec, face, burst.jammed, target, penalty)
        steps.append(
            tr("Shot {n}: d20 {face} vs {target}{transferred} → {kind}.").format(
                n=shot,
                face=face,
                target=target,
                transferred=tr(" (transferred, WZ-H3)") if transferred else "",
                kind=tr(SHOT_WORDS[kind]),
            )
        )
        fails = 0
        if kind in ("hit", "absolute") and not transferred and burst.wounds_lost < spec.wounds:
            bonus = _bonus(spec, kind)
            faces = dice.roll(spec.damage_multiplier, D20)
            fails = sum(armour_fails(spec, f, bonus) for f in faces)
            steps.append(
                tr(
                    "Shot {n}: armour tests ({reading}) {faces} → {fails} failed (WZ-D1, WZ-D2)."
                ).format(
                    n=shot,
                    reading=choice_label(spec.armour_test),
                    faces=", ".join(map(str, faces)),
                    fails=fails,
                )
            )
        burst = _shot_step(spec, burst, kind, fails, transferred)
    return Explained(burst, tuple(steps))


# -- range bands, templates and scatter -----------------------------------------------------------

BANDS: tuple[tuple[str, float], ...] = (("PB", 6), ("SR", 12), ("MR", 24), ("LR", 36))


def band_for(distance: float) -> str:
    """WZ-B1: PB ≤ 6", SR ≤ 12", MR ≤ 24", LR ≤ 36", ER beyond."""
    for name, limit in BANDS:
        if distance <= limit:
            return name
    return "ER"


def band_profile(profile: dict[str, tuple[int, int] | None], distance: float) -> tuple[int, int]:
    """(hit modifier, shots) of a weapon at that distance; "−" (None) cannot fire (WZ-B1)."""
    band = band_for(distance)
    entry = profile.get(band)
    if entry is None:
        raise SpecError("distance", f'the weapon cannot fire at {band} ({distance}")')
    return entry


def scatter_distance() -> Distribution[int]:
    """WZ-T6: 1–5" = d20 ÷ 4 rounded up."""
    return Distribution.uniform(range(1, D20 + 1)).map(lambda face: -(-face // 4))


def template_hits(
    kind: Literal["direct", "shotgun", "indirect"],
    models_under: int,
    *,
    target: int = 10,
    jam: int | None = None,
    cluster: int | None = None,
    automatic: bool = False,
) -> Distribution[int]:
    """Models hit by a template weapon (WZ-T3; shotguns WZ-T4; indirect templates WZ-T5).

    direct: no hit test; a d20 only for the jam; every model under it is hit (Cluster X: the
    X nearest). shotgun: a hit test per model with the shotgun's modifier (in `target`); only
    the first roll (automatic: the first two) can jam, and a jam ends the shooting.
    indirect: one hit test; on a hit every model under it.
    """
    count = min(models_under, cluster) if cluster is not None else models_under
    faces = range(1, D20 + 1)

    def jams(face: int) -> bool:
        return jam is not None and face >= jam

    def hits(face: int) -> bool:
        return face == ABSOLUTE_SUCCESS or face <= target

    if kind == "direct":
        return Distribution.uniform(list(faces)).map(lambda f: 0 if jams(f) else count)
    if kind == "indirect":
        return Distribution.uniform(list(faces)).map(
            lambda f: 0 if jams(f) or not hits(f) else count
        )
    layer: dict[tuple[int, bool], Fraction] = {(0, False): Fraction(1)}
    can_jam = 2 if automatic else 1
    for index in range(count):
        nxt: dict[tuple[int, bool], Fraction] = defaultdict(Fraction)
        for (hit_count, jammed), weight in layer.items():
            if jammed:
                nxt[(hit_count, True)] += weight
                continue
            for face in faces:
                if index < can_jam and jams(face):
                    nxt[(hit_count, True)] += weight / D20
                else:
                    nxt[(hit_count + hits(face), False)] += weight / D20
        layer = nxt
    return Distribution((h, w) for (h, _), w in layer.items())
