"""Trench Crusade attacks: resolve given dice, or the exact distribution of every outcome.

One code path decides outcomes: `_classify_hit`, `_injury_result` and `_apply_injury` turn
totals into results for both `resolve` (dice from the table or the seeded generator) and
`distribution` (every total weighted by its exact probability). A burst of several shots is a
Markov chain over the target's state (BLOOD with its cap, Down, Out of Action, TOUGH and Memento
Mori used), so BLOOD and Down gained by one shot feed the next (TC-A3).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from typing import Literal

from models.rules.dice import (
    DiceSource,
    Distribution,
    kept_faces,
    pool_size,
    pool_sum,
)
from models.rules.trench_crusade.spec import (
    BLOOD_CAP,
    DEFAULT_EDITION,
    Edition,
    Reduced,
    TCAttackSpec,
    bloodbath_cost,
    reduce,
)

HitClass = Literal["miss", "hit", "critical"]
Result = Literal["miss", "no_effect", "minor_hit", "down", "out_of_action"]
Assignment = Literal["target", "other_enemy", "friendly"]

RESULTS: tuple[Result, ...] = ("miss", "no_effect", "minor_hit", "down", "out_of_action")
HIT_CLASSES: tuple[HitClass, ...] = ("miss", "hit", "critical")
SEVERITY = {result: rank for rank, result in enumerate(RESULTS)}

HIT_THRESHOLD = 7  # TC-A2
CRITICAL_THRESHOLD = 12
DEVIATION_BASE = 7  # TC-R8


@dataclass(frozen=True)
class TargetState:
    """What the burst changes on the target between shots."""

    blood: int = 0
    down: bool = False
    out: bool = False
    tough_used: bool = False
    memento_used: bool = False


@dataclass(frozen=True)
class BurstOutcome:
    """The whole attack's outcome, aggregated so that the chain stays small."""

    worst: Result = "miss"  # the most severe result of any shot on the target
    blood_gained: int = 0
    hits: int = 0  # non-critical hits
    criticals: int = 0
    state: TargetState = TargetState()
    activation_ends: bool = False  # RISKY miss (TC-A2)
    assignment: Assignment = "target"  # shooting into melee, single shot (TC-A7)
    deviation: int | None = None  # point attack missed: inches (TC-R8)

    @property
    def hit_class(self) -> HitClass:
        """For a single shot: the hit roll's class."""
        if self.criticals:
            return "critical"
        return "hit" if self.hits else "miss"


@dataclass(frozen=True)
class ShotPlan:
    """The dice of one shot, given the target's state at that moment."""

    hit_dice: int
    injury_base: int
    injury_dice: int  # before the critical bonus
    blood_spent: int
    bloodbath: bool


def _plan(r: Reduced, state: TargetState, first: bool) -> ShotPlan:
    spec = r.spec
    down = r.down_bonus if state.down else 0
    if first:
        bloodbath = spec.bloodbath
        spent = spec.blood_spent_on_injury + (bloodbath_cost(spec) if bloodbath else 0)
        return ShotPlan(
            hit_dice=r.hit_dice + r.hit_marker_dice,
            injury_base=r.injury_base + (1 if bloodbath else 0),
            injury_dice=r.injury_dice + r.injury_marker_dice + down,
            blood_spent=spent,
            bloodbath=bloodbath,
        )
    # TC-A3: markers spent on one action roll apply to that shot only.
    spend = state.blood if spec.spend_gained_blood else 0
    return ShotPlan(r.hit_dice, r.injury_base, r.injury_dice + spend + down, spend, False)


def _classify_hit(total: int) -> HitClass:
    """TC-A2: 7+ hits, 12+ is a critical, 6 or less misses (on the modified total)."""
    if total >= CRITICAL_THRESHOLD:
        return "critical"
    return "hit" if total >= HIT_THRESHOLD else "miss"


def _injury_result(total: int) -> Result:
    """TC-I1: ≤1 no effect; 2–6 minor hit; 7–8 Down; 9+ Out of Action."""
    if total <= 1:
        return "no_effect"
    if total <= 6:
        return "minor_hit"
    return "down" if total <= 8 else "out_of_action"


def _apply_injury(
    spec: TCAttackSpec, state: TargetState, plan: ShotPlan, rolled: Result
) -> tuple[Result, int, TargetState, list[str]]:
    """Replacement effects, markers and the cap (TC-I1, TC-I10, TC-I11, TC-K1)."""
    notes: list[str] = []
    result = rolled
    tough_used, memento_used, ignored = state.tough_used, state.memento_used, False
    if result == "down" and spec.machine_armour:
        result = "minor_hit"
        notes.append("TC-I11: machine armour turns Down into a Minor hit")
    if result == "out_of_action":
        if spec.golem and not plan.bloodbath:
            result = "down"
            notes.append("TC-I11: GOLEM turns Out of Action into Down")
        elif spec.tough and not tough_used:
            result, tough_used = "down", True
            notes.append("TC-I11: TOUGH turns the first Out of Action into Down")
        elif spec.memento_mori and not memento_used:
            result, memento_used, ignored = "no_effect", True, True
            notes.append("TC-I11: Memento Mori ignores this attack")
    gained = {"minor_hit": 1, "down": 2 if state.down else 1}.get(result, 0)  # TC-I1
    extra = spec.extra_blood and not spec.negates_extra_blood
    if extra and result != "out_of_action" and not ignored:
        gained += 1
        notes.append("TC-I10: FIRE/GAS/SHRAPNEL adds 1 BLOOD")
    blood = state.blood - plan.blood_spent
    if blood + gained > BLOOD_CAP:
        notes.append(f"TC-K1: BLOOD capped at {BLOOD_CAP}")
        gained = BLOOD_CAP - blood
    new_state = TargetState(
        blood=0 if result == "out_of_action" else blood + gained,
        down=state.down or result == "down",
        out=result == "out_of_action",
        tough_used=tough_used,
        memento_used=memento_used,
    )
    return result, gained, new_state, notes


def _assignment_distribution(spec: TCAttackSpec) -> Distribution[Assignment]:
    """TC-A7: D6 1–3 a random friend, 4–6 a random enemy within 1" (the target among them)."""
    if not spec.into_melee_friends:
        return Distribution.certain("target")
    half = Fraction(1, 2)
    to_target = half / spec.into_melee_enemies
    return Distribution(
        [("friendly", half), ("target", to_target), ("other_enemy", half - to_target)]
    )


def _merge(
    outcome: BurstOutcome,
    result: Result,
    gained: int,
    state: TargetState,
    hit: HitClass,
    ends: bool,
) -> BurstOutcome:
    worst = result if SEVERITY[result] > SEVERITY[outcome.worst] else outcome.worst
    return replace(
        outcome,
        worst=worst,
        blood_gained=outcome.blood_gained + gained,
        hits=outcome.hits + (hit == "hit"),
        criticals=outcome.criticals + (hit == "critical"),
        state=state,
        activation_ends=outcome.activation_ends or ends,
    )


# -- exact distribution -----------------------------------------------------------------------


@cache
def _injury_distribution(
    r: Reduced, state: TargetState, plan: ShotPlan, hit: HitClass
) -> Distribution[tuple[Result, int, TargetState]]:
    bonus = r.crit_bonus if hit == "critical" else 0
    totals = pool_sum(plan.injury_base, plan.injury_dice + bonus)

    def outcome(total: int) -> tuple[Result, int, TargetState]:
        result, gained, new_state, _ = _apply_injury(
            r.spec, state, plan, _injury_result(total + r.injury_flat)
        )
        return result, gained, new_state

    return totals.map(outcome)


@cache
def _hit_totals(r: Reduced, hit_dice: int) -> Distribution[int | None]:
    if r.auto_hit:
        return Distribution.certain(None)  # TC-R6: no roll
    return pool_sum(2, hit_dice).map(lambda s: s + r.hit_flat)


@cache
def _shot_distribution(
    r: Reduced, outcome: BurstOutcome, first: bool
) -> Distribution[BurstOutcome]:
    """One more shot from `outcome` (TC-A3: each shot is its own attack)."""
    spec, state = r.spec, outcome.state
    plan = _plan(r, state, first)

    def after_assignment(assigned: Assignment) -> Distribution[BurstOutcome]:
        def after_hit(total: int | None) -> Distribution[BurstOutcome]:
            hit: HitClass = "hit" if total is None else _classify_hit(total)
            ends = spec.risky and hit == "miss"
            base = replace(outcome, assignment=assigned) if first else outcome
            if hit == "miss" or assigned != "target":
                deviation = None
                if spec.point_attack and hit == "miss" and total is not None:
                    deviation = DEVIATION_BASE - total
                missed = replace(base, deviation=deviation)
                # a shot on another model changes nothing on the target
                return Distribution.certain(
                    _merge(missed, "miss", 0, state, hit if assigned == "target" else "miss", ends)
                )
            return _injury_distribution(r, state, plan, hit).map(
                lambda res: _merge(base, res[0], res[1], res[2], hit, ends)
            )

        return _hit_totals(r, plan.hit_dice).bind(after_hit)

    return _assignment_distribution(spec).bind(after_assignment)


def initial_state(spec: TCAttackSpec) -> TargetState:
    spent = spec.blood_spent_on_injury + (bloodbath_cost(spec) if spec.bloodbath else 0)
    blood = spent if spec.target_blood is None else spec.target_blood
    return TargetState(blood=blood, down=spec.target_down)


def distribution(
    spec: TCAttackSpec, edition: Edition = DEFAULT_EDITION
) -> Distribution[BurstOutcome]:
    """Every outcome of the attack (all its shots) with its exact probability."""
    r = reduce(spec, edition)
    dist = Distribution.certain(BurstOutcome(state=initial_state(spec)))
    for shot in range(spec.shots):
        first = shot == 0

        def step(outcome: BurstOutcome, first: bool = first) -> Distribution[BurstOutcome]:
            if outcome.state.out or outcome.activation_ends:
                return Distribution.certain(outcome)  # no target left, or activation over
            return _shot_distribution(r, outcome, first)

        dist = dist.bind(step)
    return dist


def blast_out_of_action(
    spec: TCAttackSpec, edition: Edition = DEFAULT_EDITION
) -> Distribution[int]:
    """TC-R7: models taken Out of Action by one BLAST hit on `blast_models` models, each with
    its own injury roll (the others are taken to share the target's profile)."""
    r = reduce(spec, edition)
    state = initial_state(spec)
    plan = _plan(r, state, first=True)
    count = spec.blast_models

    def models_out(total: int | None) -> Distribution[int]:
        hit: HitClass = "hit" if total is None else _classify_hit(total)
        if hit == "miss":
            return Distribution.certain(0)
        p = _injury_distribution(r, state, plan, hit).probability(
            lambda res: res[0] == "out_of_action"
        )
        return _binomial(count, p)

    return _hit_totals(r, plan.hit_dice).bind(models_out)


def _binomial(n: int, p: Fraction) -> Distribution[int]:
    from math import comb

    return Distribution((k, comb(n, k) * p**k * (1 - p) ** (n - k)) for k in range(n + 1))


# -- resolving dice ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Resolution:
    outcome: BurstOutcome
    steps: tuple[str, ...]  # the explanation, each line citing its rule


def _describe_roll(faces: tuple[int, ...], base: int, net: int) -> str:
    kept = kept_faces(faces, base, net)
    if not net:
        return "+".join(map(str, kept))
    end = "highest" if net > 0 else "lowest"
    return f"{'+'.join(map(str, kept))} (the {end} {base} of {', '.join(map(str, faces))})"


def resolve(spec: TCAttackSpec, dice: DiceSource, edition: Edition = DEFAULT_EDITION) -> Resolution:
    """Decide the attack from dice (table faces in order, or the seeded generator).

    Dice are read as the table rolls them: per shot, the into-melee D6 (and a die with one
    face per enemy to pick which), then the hit roll's pool, then the injury roll's pool.
    """
    r = reduce(spec, edition)
    steps = [f"Edition {edition}."] + [f"{note}." for note in r.notes]
    outcome = BurstOutcome(state=initial_state(spec))
    for shot in range(spec.shots):
        if outcome.state.out:
            steps.append(f"Shot {shot + 1}: the target is already Out of Action.")
            break
        if outcome.activation_ends:
            steps.append(f"Shot {shot + 1}: not taken, the activation has ended (RISKY).")
            break
        label = f"Shot {shot + 1}: " if spec.shots > 1 else ""
        outcome = _resolve_shot(r, outcome, dice, shot == 0, label, steps)
    return Resolution(outcome, tuple(steps))


def _resolve_shot(
    r: Reduced,
    outcome: BurstOutcome,
    dice: DiceSource,
    first: bool,
    label: str,
    steps: list[str],
) -> BurstOutcome:
    spec, state = r.spec, outcome.state
    plan = _plan(r, state, first)
    assigned: Assignment = "target"
    if spec.into_melee_friends:
        (face,) = dice.roll(1, 6)
        if face <= 3:
            assigned = "friendly"
        elif spec.into_melee_enemies > 1:
            (pick,) = dice.roll(1, spec.into_melee_enemies)
            assigned = "target" if pick == 1 else "other_enemy"
        steps.append(
            f"{label}TC-A7 shooting into melee: D6 {face} → the shot goes to "
            f"{'the target' if assigned == 'target' else assigned.replace('_', ' ')}."
        )
    if first:
        outcome = replace(outcome, assignment=assigned)
    if r.auto_hit:
        total: int | None = None
        hit: HitClass = "hit"
        steps.append(f"{label}TC-R6 automatic hit: no hit roll.")
    else:
        faces = dice.roll(pool_size(2, plan.hit_dice), 6)
        kept = kept_faces(faces, 2, plan.hit_dice)
        total = sum(kept) + r.hit_flat
        hit = _classify_hit(total)
        steps.append(
            f"{label}TC-A2 hit roll {_describe_roll(faces, 2, plan.hit_dice)}"
            f"{r.hit_flat:+d} = {total} → {hit}."
        )
    ends = spec.risky and hit == "miss"
    if ends:
        steps.append(f"{label}TC-A2 RISKY: the miss ends the activation.")
    if hit == "miss" or assigned != "target":
        deviation = None
        if spec.point_attack and hit == "miss" and total is not None:
            deviation = DEVIATION_BASE - total
            steps.append(
                f'{label}TC-R8 the point deviates {DEVIATION_BASE} − {total} = {deviation}".'
            )
        outcome = replace(outcome, deviation=deviation)
        return _merge(outcome, "miss", 0, state, hit if assigned == "target" else "miss", ends)
    bonus = r.crit_bonus if hit == "critical" else 0
    if bonus:
        steps.append(f"{label}TC-A2 critical: +{bonus} DICE to the injury roll.")
    if plan.bloodbath:
        steps.append(
            f"{label}TC-I7 Bloodbath: {bloodbath_cost(spec)} BLOOD spent, "
            f"{plan.injury_base} dice summed."
        )
    if state.down and r.down_bonus:
        steps.append(f"{label}TC-I2 the target is Down: +1 DICE to the injury roll.")
    net = plan.injury_dice + bonus
    faces = dice.roll(pool_size(plan.injury_base, net), 6)
    injury_total = sum(kept_faces(faces, plan.injury_base, net)) + r.injury_flat
    rolled = _injury_result(injury_total)
    steps.append(
        f"{label}TC-I1 injury roll {_describe_roll(faces, plan.injury_base, net)}"
        f"{r.injury_flat:+d} = {injury_total} → {rolled.replace('_', ' ')}."
    )
    result, gained, new_state, notes = _apply_injury(spec, state, plan, rolled)
    steps.extend(f"{label}{note}." for note in notes)
    steps.append(
        f"{label}The target gains {gained} BLOOD (now {new_state.blood})"
        f"{', is Down' if new_state.down and not new_state.out else ''}"
        f"{', is Out of Action' if new_state.out else ''}."
    )
    return _merge(outcome, result, gained, new_state, hit, ends)
