"""Trench Crusade attacks: resolve given dice, or the exact distribution of every outcome.

One code path decides outcomes: `_classify_hit`, `_injury_result` and `_apply_injury` turn
totals into results for both `resolve` (dice from the table or the seeded generator) and
`distribution` (every total weighted by its exact probability). A burst of several shots is a
Markov chain over the target's state (BLOOD with its cap, Down, Out of Action, TOUGH and Memento
Mori used), so BLOOD and Down gained by one shot feed the next (TC-A3).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from math import comb, gcd, lcm
from typing import Any, Literal, NamedTuple

from models.i18n import N_, tr
from models.rules.dice import (
    DiceSource,
    Distribution,
    kept_faces,
    pool_counts,
    pool_size,
)
from models.rules.explain import Explained
from models.systems.trench_crusade.spec import (
    BLOOD_CAP,
    BLOODBATH_COST,
    BLOODBATH_COST_DOWN,
    DEFAULT_EDITION,
    Edition,
    Reduced,
    TCAttackSpec,
    blood_spent_on_first_injury,
    reduce,
)

HitClass = Literal["miss", "hit", "critical"]
InjuryResult = Literal["no_effect", "minor_hit", "down", "out_of_action"]
Result = Literal["miss", "no_effect", "minor_hit", "down", "out_of_action"]
Assignment = Literal["target", "other_enemy", "friendly"]

RESULTS: tuple[Result, ...] = ("miss", "no_effect", "minor_hit", "down", "out_of_action")


def result_name(result: object) -> str:
    """A recorded outcome's name: Trench Crusade's by key, the other systems' words as stored."""
    if result in RESULT_NAMES:
        return tr(RESULT_NAMES[result])
    return str(result or "").replace("_", " ")


# Words inside the explanation's sentences (lower case, as English writes them there).
HIT_NAMES = {"miss": N_("miss"), "hit": N_("hit"), "critical": N_("critical")}
INJURY_WORDS = {
    "no_effect": N_("no effect"),
    "minor_hit": N_("minor hit"),
    "down": N_("down"),
    "out_of_action": N_("out of action"),
}
# Their names, for people (translated where shown: models/i18n.py).
RESULT_NAMES: dict[Result, str] = {
    "miss": N_("Miss"),
    "no_effect": N_("No effect"),
    "minor_hit": N_("Minor hit"),
    "down": N_("Down"),
    "out_of_action": N_("Out of Action"),
}
HIT_CLASSES: tuple[HitClass, ...] = ("miss", "hit", "critical")
SEVERITY = {result: rank for rank, result in enumerate(RESULTS)}

HIT_THRESHOLD = 7  # TC-A2
CRITICAL_THRESHOLD = 12
DEVIATION_BASE = 7  # TC-R8


# The chain's states are NamedTuples: hashed and built in C, thousands of times per burst.
class TargetState(NamedTuple):
    """What the burst changes on the target between shots."""

    blood: int = 0
    down: bool = False
    out: bool = False
    tough_used: bool = False
    memento_used: bool = False


class BurstOutcome(NamedTuple):
    """The whole attack's outcome, aggregated so that the chain stays small."""

    worst: Result = "miss"  # the most severe result of any shot on the target
    blood_gained: int = 0
    hits: int = 0  # non-critical hits (a burst's distribution: every hit on the target)
    criticals: int = 0  # kept apart by one shot and by dice rolled (a burst's distribution: 0)
    state: TargetState = TargetState()
    activation_ends: bool = False  # RISKY miss (TC-A2)
    assignment: Assignment = "target"  # shooting into melee, single shot (TC-A7)
    deviation: int | None = None  # point attack missed: inches (TC-R8)
    stray: HitClass | None = None  # the hit roll of a first shot assigned to another model
    friendly_hits: int = 0  # shots into melee that hit a friend there (TC-A7)

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


class Spend(NamedTuple):
    """The target's BLOOD the attacker's side spends on one injury roll (TC-I6, TC-I7)."""

    dice: int = 0  # markers spent for +1 DICE each
    bloodbath: bool = False


def _stage(r: Reduced, shot: int) -> int:
    """The shot index as far as its dice depend on it: the first shot and the rest, or every
    shot with best play (the shots left change the best choice) — the caches' key."""
    return shot if r.spec.best_play else min(shot, 1)


def _plan(r: Reduced, state: TargetState, stage: int, hit: HitClass = "hit") -> ShotPlan:
    """The dice of shot `stage` (see `_stage`) on a `hit`: markers given in the spec on the
    first shot (TC-A3), the burst's policy on later ones, or the best play."""
    spec = r.spec
    if spec.best_play:
        return _spending(r, state, stage, _best_spend(r, state, stage, hit))
    if stage == 0:
        bloodbath = spec.bloodbath
        return ShotPlan(
            hit_dice=r.hit_dice + r.hit_marker_dice,
            injury_base=r.injury_base + (1 if bloodbath else 0),
            injury_dice=r.injury_dice + r.injury_marker_dice + _down_dice(r, state),
            blood_spent=blood_spent_on_first_injury(spec),
            bloodbath=bloodbath,
        )
    bloodbath = spec.later_bloodbath and state.blood >= _bloodbath_cost(state)
    rest = state.blood - (_bloodbath_cost(state) if bloodbath else 0)
    return _spending(r, state, stage, Spend(rest if spec.spend_gained_blood else 0, bloodbath))


def _down_dice(r: Reduced, state: TargetState) -> int:
    """TC-I2: +1 DICE to an injury roll on a Down target (tc-1.0: melee only)."""
    return r.down_bonus if state.down else 0


def _bloodbath_cost(state: TargetState) -> int:
    return BLOODBATH_COST_DOWN if state.down else BLOODBATH_COST


def _spending(r: Reduced, state: TargetState, stage: int, spend: Spend) -> ShotPlan:
    """Shot `stage`'s dice with the target's BLOOD spent as `spend` (TC-I6, TC-I7). TC-A3:
    markers spent on one action roll apply to that shot only — the attacker's on the hit roll
    and the target's BLESSINGS are the spec's, on the first shot."""
    first = stage == 0
    cost = _bloodbath_cost(state) if spend.bloodbath else 0
    blessings = r.spec.blessings_spent_on_injury if first else 0
    return ShotPlan(
        hit_dice=r.hit_dice + (r.hit_marker_dice if first else 0),
        injury_base=r.injury_base + (1 if spend.bloodbath else 0),
        injury_dice=r.injury_dice + spend.dice - blessings + _down_dice(r, state),
        blood_spent=spend.dice + cost,
        bloodbath=spend.bloodbath,
    )


def _spend_options(state: TargetState) -> list[Spend]:
    """Every way to spend the target's BLOOD on one injury roll, fewest markers first."""
    options = [Spend(n) for n in range(state.blood + 1)]
    cost = _bloodbath_cost(state)
    options += [Spend(n, True) for n in range(state.blood - cost + 1)]
    return sorted(options, key=lambda o: (o.dice + (cost if o.bloodbath else 0), o.bloodbath))


@cache
def _best_spend(r: Reduced, state: TargetState, stage: int, hit: HitClass) -> Spend:
    """Best play (docs/decisions.md): the spending that gives the best chance to take the
    target Out of Action by the end of the burst, chosen after the hit roll; of equal chances,
    the fewest markers, and no Bloodbath before one."""
    best, best_value = Spend(), Fraction(-1)
    for option in _spend_options(state):
        plan = _spending(r, state, stage, option)
        outcomes, den = _injury_counts(r, state, plan, hit)
        value = (
            sum(
                (
                    ways * _out_chance(r, after, stage + 1)
                    for (_, _, after), ways in outcomes.items()
                ),
                Fraction(0),
            )
            / den
        )
        if value > best_value:
            best, best_value = option, value
    return best


@cache
def _out_chance(r: Reduced, state: TargetState, shot: int) -> Fraction:
    """The chance the target ends the burst Out of Action from `state` before shot `shot`,
    every later injury roll spent at its best."""
    if state.out:
        return Fraction(1)
    if shot >= r.spec.shots:
        return Fraction(0)
    steps, den = _shot_steps(r, state, _stage(r, shot))
    total = sum(
        (w * _out_chance(r, step.state, shot + 1) for step, w in steps if not step.ends),
        Fraction(0),
    )
    return total / den


def _spend_words(plan: ShotPlan, cost: int) -> str:
    """What one injury roll takes from the target, in a sentence (TC-I6, TC-I7)."""
    as_dice = plan.blood_spent - cost
    if plan.bloodbath and as_dice:
        return tr("a Bloodbath ({cost} BLOOD) and {n} BLOOD for +{n} DICE.").format(
            cost=cost, n=as_dice
        )
    if plan.bloodbath:
        return tr("a Bloodbath ({cost} BLOOD).").format(cost=cost)
    if as_dice:
        return tr("{n} of the target's BLOOD spent for +{n} DICE (TC-I6).").format(n=as_dice)
    return tr("no BLOOD spent.")


def best_play_choices(spec: TCAttackSpec, edition: Edition = DEFAULT_EDITION) -> dict[str, Spend]:
    """Best play on the first shot: what to spend on a hit and on a critical (the report's
    note; later shots are chosen as the burst goes, named in the steps)."""
    r = reduce(spec, edition)
    state = initial_state(spec)
    return {hit: _best_spend(r, state, 0, hit) for hit in ("hit", "critical")}


def _classify_hit(total: int) -> HitClass:
    """TC-A2: 7+ hits, 12+ is a critical, 6 or less misses (on the modified total)."""
    if total >= CRITICAL_THRESHOLD:
        return "critical"
    return "hit" if total >= HIT_THRESHOLD else "miss"


def injury_result(total: int) -> InjuryResult:
    """TC-I1: ≤1 no effect; 2–6 minor hit; 7–8 Down; 9+ Out of Action (attacks, falls and
    dangerous terrain alike)."""
    if total <= 1:
        return "no_effect"
    if total <= 6:
        return "minor_hit"
    return "down" if total <= 8 else "out_of_action"


class Protection(NamedTuple):
    """What replaces an injury roll's result on this model (TC-I11); `tough` and
    `memento_mori` only while not yet used this game."""

    machine_armour: bool = False
    golem: bool = False
    tough: bool = False
    memento_mori: bool = False


Replacement = Literal["machine_armour", "golem", "tough", "memento_mori"]
REPLACEMENT_NOTES: dict[Replacement, str] = {
    "machine_armour": N_("TC-I11: machine armour turns Down into a Minor hit"),
    "golem": N_("TC-I11: GOLEM turns Out of Action into Down"),
    "tough": N_("TC-I11: TOUGH turns the first Out of Action into Down"),
    "memento_mori": N_("TC-I11: Memento Mori ignores this attack"),
}


def replaced_result(
    rolled: InjuryResult, protection: Protection, *, bloodbath: bool, attack: bool
) -> tuple[InjuryResult, Replacement | None]:
    """TC-I11 on any injury roll — an attack's, a fall's, dangerous terrain's (issue 36): the
    result after the model's replacement effects, and the one used. GOLEM does not stand a
    Bloodbath; Memento Mori ignores an attack only (its words), never a fall."""
    if rolled == "down" and protection.machine_armour:
        return "minor_hit", "machine_armour"
    if rolled != "out_of_action":
        return rolled, None
    if protection.golem and not bloodbath:
        return "down", "golem"
    if protection.tough:
        return "down", "tough"
    if protection.memento_mori and attack:
        return "no_effect", "memento_mori"
    return rolled, None


def _apply_injury(
    spec: TCAttackSpec, state: TargetState, plan: ShotPlan, rolled: Result, explain: bool = False
) -> tuple[Result, int, TargetState, list[str]]:
    """Replacement effects, markers and the cap (TC-I1, TC-I10, TC-I11, TC-K1); the notes
    translated only when `explain` (the exact distribution runs this for every roll)."""
    notes: list[str] = []
    protection = Protection(
        machine_armour=spec.machine_armour,
        golem=spec.golem,
        tough=spec.tough and not state.tough_used,
        memento_mori=spec.memento_mori and not state.memento_used,
    )
    result: Result = rolled
    used: Replacement | None = None
    if rolled != "miss":
        result, used = replaced_result(rolled, protection, bloodbath=plan.bloodbath, attack=True)
    if used:
        notes.append(REPLACEMENT_NOTES[used])
    tough_used = state.tough_used or used == "tough"
    memento_used = state.memento_used or used == "memento_mori"
    ignored = used == "memento_mori"
    gained = {"minor_hit": 1, "down": 2 if state.down else 1}.get(result, 0)  # TC-I1
    extra = spec.extra_blood and not spec.negates_extra_blood
    if extra and result != "out_of_action" and not ignored:
        gained += 1
        notes.append(N_("TC-I10: FIRE/GAS/SHRAPNEL adds 1 BLOOD"))
    blood = state.blood - plan.blood_spent
    if blood + gained > BLOOD_CAP:
        notes.append(N_("TC-K1: BLOOD capped at {cap}"))
        gained = BLOOD_CAP - blood
    new_state = TargetState(
        blood=0 if result == "out_of_action" else blood + gained,
        down=state.down or result == "down",
        out=result == "out_of_action",
        tough_used=tough_used,
        memento_used=memento_used,
    )
    explained = [tr(note).format(cap=BLOOD_CAP) for note in notes] if explain else []
    return result, gained, new_state, explained


class ShotStep(NamedTuple):
    """What one shot did: the same record whether dice were given or weighed."""

    assigned: Assignment
    hit: HitClass
    result: Result
    gained: int
    state: TargetState  # the target after the shot
    ends: bool
    deviation: int | None


def _advance(outcome: BurstOutcome, step: ShotStep, first: bool) -> BurstOutcome:
    """Fold one shot into the outcome, everything kept apart (a burst's chain keeps less:
    `_burst`). Built positionally with tuple.__new__."""
    (worst, blood, hits, criticals, _state, ends, assignment, deviation, stray, friends) = outcome
    result, hit = step.result, step.hit
    if SEVERITY[result] > SEVERITY[worst]:
        worst = result
    if step.assigned == "target":
        if hit == "hit":
            hits += 1
        elif hit == "critical":
            criticals += 1
    else:
        stray = hit if first else stray
        friends += step.assigned == "friendly" and hit != "miss"
    if first:
        assignment, deviation = step.assigned, step.deviation
    return _new_outcome(
        (worst, blood + step.gained, hits, criticals, step.state, ends or step.ends)
        + (assignment, deviation, stray, friends)
    )


def _new_outcome(fields: tuple[Any, ...]) -> BurstOutcome:
    return tuple.__new__(BurstOutcome, fields)


def _missed(
    spec: TCAttackSpec, state: TargetState, assigned: Assignment, hit: HitClass, total: int | None
) -> ShotStep:
    """A miss, or a shot that went to another model: nothing changes on the target."""
    deviation = None
    if spec.point_attack and hit == "miss" and total is not None:
        deviation = DEVIATION_BASE - total  # TC-R8
    ends = spec.risky and hit == "miss"
    return ShotStep(assigned, hit, "miss", 0, state, ends, deviation)


# -- exact distribution -----------------------------------------------------------------------


def _assignment_weights(spec: TCAttackSpec) -> tuple[list[tuple[Assignment, int]], int]:
    """TC-A7 as integer weights: half to friends, half shared among the enemies."""
    if not spec.into_melee_friends:
        return [("target", 1)], 1
    enemies = spec.into_melee_enemies
    weights: list[tuple[Assignment, int]] = [
        ("friendly", enemies),
        ("target", 1),
        ("other_enemy", enemies - 1),
    ]
    return weights, 2 * enemies


@cache
def _shot_steps(
    r: Reduced, state: TargetState, stage: int
) -> tuple[tuple[tuple[ShotStep, int], ...], int]:
    """Every way one shot can go from `state`, as integer weights over one denominator, so
    the burst's chain multiplies integers instead of fractions (TC-A3)."""
    spec = r.spec
    plan = _plan(r, state, stage)
    assignments, assign_den = _assignment_weights(spec)
    # the hit roll's totals grouped by class first: the loop below runs over a few classes
    by_class: tuple[tuple[tuple[HitClass, int | None], int], ...]
    if r.auto_hit:
        by_class, hit_den = ((("hit", None), 1),), 1  # TC-R6: no roll
    else:
        by_class, hit_den = _hit_classes(plan.hit_dice, r.hit_flat, spec.point_attack)
    injury = {
        hit: _injury_counts(r, state, _plan(r, state, stage, hit), hit)
        for hit in ("hit", "critical")
    }
    injury_den = max(den for _, den in injury.values())  # powers of 6: the largest divides

    steps: dict[ShotStep, int] = defaultdict(int)
    for assigned, a in assignments:
        for (hit, total), h in by_class:
            if hit == "miss" or assigned != "target":
                steps[_missed(spec, state, assigned, hit, total)] += a * h * injury_den
                continue
            outcomes, den = injury[hit]
            for (result, gained, new_state), i in outcomes.items():
                step = ShotStep(assigned, hit, result, gained, new_state, False, None)
                steps[step] += a * h * i * (injury_den // den)
    return tuple(steps.items()), assign_den * hit_den * injury_den


# One shot of a burst as its chain needs it: (severity of the result, BLOOD gained, 1 if it
# landed on the target, 1 if it hit a friend in the melee, the target's state after it,
# whether the activation ended, weight).
BurstMove = tuple[int, int, int, int, TargetState, bool, int]
ChainKey = tuple[int, int, int, int, TargetState, bool]


@cache
def _burst_moves(r: Reduced, state: TargetState, stage: int) -> tuple[tuple[BurstMove, ...], int]:
    """Every way one shot of a burst can go, kept only as far as a burst's odds report it:
    the hits in all (a critical is a hit), not the first shot's assignment (the report takes it
    from a one-shot distribution); every way of not landing on the target is one move."""
    steps, den = _shot_steps(r, state, stage)
    moves: dict[ChainKey, int] = defaultdict(int)
    for step, weight in steps:
        hit = step.hit != "miss"
        landed = 1 if step.assigned == "target" and hit else 0
        friend = 1 if step.assigned == "friendly" and hit else 0
        moves[(SEVERITY[step.result], step.gained, landed, friend, step.state, step.ends)] += weight
    return tuple((*move, weight) for move, weight in moves.items()), den


@cache
def _injury_counts(
    r: Reduced, state: TargetState, plan: ShotPlan, hit: HitClass
) -> tuple[dict[tuple[Result, int, TargetState], int], int]:
    bonus = r.crit_bonus if hit == "critical" else 0
    by_roll, den = _injury_rolls(plan.injury_base, plan.injury_dice + bonus, r.injury_flat)
    outcomes: dict[tuple[Result, int, TargetState], int] = defaultdict(int)
    for rolled, ways in by_roll:
        result, gained, new_state, _ = _apply_injury(r.spec, state, plan, rolled)
        outcomes[(result, gained, new_state)] += ways
    return dict(outcomes), den


@cache
def _injury_rolls(
    base: int, net_dice: int, flat: int
) -> tuple[tuple[tuple[Result, int], ...], int]:
    """TC-I1's result of an injury roll, as counts over 6 ** dice: shared by every spec with
    the same dice (a file of hundreds of specs has few)."""
    counts, den = pool_counts(base, net_dice)
    by_roll: dict[Result, int] = defaultdict(int)
    for total, ways in counts.items():
        by_roll[injury_result(total + flat)] += ways
    return tuple(by_roll.items()), den


@cache
def _hit_classes(
    net_dice: int, flat: int, point_attack: bool
) -> tuple[tuple[tuple[tuple[HitClass, int | None], int], ...], int]:
    """TC-A2's class of a hit roll, as counts over 6 ** dice; a miss keeps its total only for
    a point attack's deviation (TC-R8)."""
    counts, den = pool_counts(2, net_dice)
    by_class: dict[tuple[HitClass, int | None], int] = defaultdict(int)
    for total, ways in counts.items():
        hit = _classify_hit(total + flat)
        by_class[(hit, total + flat if hit == "miss" and point_attack else None)] += ways
    return tuple(by_class.items()), den


def initial_state(spec: TCAttackSpec) -> TargetState:
    spent = blood_spent_on_first_injury(spec)
    blood = spent if spec.target_blood is None else spec.target_blood
    return TargetState(blood=blood, down=spec.target_down)


def distribution(
    spec: TCAttackSpec, edition: Edition = DEFAULT_EDITION
) -> Distribution[BurstOutcome]:
    """Every outcome of the attack (all its shots) with its exact probability."""
    r = reduce(spec, edition)
    start = BurstOutcome(state=initial_state(spec))
    if spec.shots > 1:
        return _burst(r, start)
    # one shot: its hit roll (miss / hit / critical), assignment and deviation kept apart
    steps, denominator = _shot_steps(r, start.state, 0)
    weights: dict[BurstOutcome, int] = defaultdict(int)
    for step, weight in steps:
        weights[_advance(start, step, True)] += weight
    return Distribution.from_counts(weights, denominator)


def _burst(r: Reduced, start: BurstOutcome) -> Distribution[BurstOutcome]:
    """A burst of several shots (TC-A3): a Markov chain whose live outcomes are advanced by
    every way the next shot can go from their target's state; outcomes whose target is Out of
    Action, or whose activation ended on a RISKY miss, stay as they are. The chain's keys are
    plain tuples (severity of the worst result, BLOOD gained, hits, friends hit, state,
    activation ended), made BurstOutcomes at the end: this loop runs thousands of times per
    burst."""
    chain: dict[ChainKey, int] = {(0, 0, 0, 0, start.state, False): 1}
    denominator = 1
    for shot in range(r.spec.shots):
        live = {key[4] for key in chain if not (key[4].out or key[5])}
        tables = {state: _burst_moves(r, state, _stage(r, shot)) for state in live}
        common = lcm(*(den for _, den in tables.values())) if tables else 1
        advanced: dict[ChainKey, int] = defaultdict(int)
        for key, weight in chain.items():
            worst, blood, hits, friends, state, ends = key
            if state.out or ends:
                advanced[key] += weight * common
                continue
            moves, den = tables[state]
            scale = weight * (common // den)
            for severity, gained, landed, friend, after, stops, move_weight in moves:
                advanced[
                    (
                        max(severity, worst),
                        blood + gained,
                        hits + landed,
                        friends + friend,
                        after,
                        ends or stops,
                    )
                ] += scale * move_weight
        # whole numbers kept small: the weights and their total share factors every shot
        shared = gcd(denominator * common, *advanced.values())
        chain = {key: n // shared for key, n in advanced.items()}
        denominator = denominator * common // shared
    outcomes = {
        start._replace(
            worst=RESULTS[worst],
            blood_gained=blood,
            hits=hits,
            friendly_hits=friends,
            state=state,
            activation_ends=ends,
        ): weight
        for (worst, blood, hits, friends, state, ends), weight in chain.items()
    }
    return Distribution.from_counts(outcomes, denominator)


def clear_caches() -> None:
    """Forget every cached shot and roll (benchmarks measure from cold)."""
    for cached in (
        _shot_steps,
        _burst_moves,
        _injury_counts,
        _injury_rolls,
        _hit_classes,
        _best_spend,
        _out_chance,
        _victim_states,
    ):
        cached.cache_clear()


def blast_out_of_action(
    spec: TCAttackSpec,
    edition: Edition = DEFAULT_EDITION,
    others: Sequence[TCAttackSpec] | None = None,
) -> Distribution[int]:
    """TC-R7: how many models under the BLAST, the target included, end the attack Out of
    Action. Every shot that hits the target hits each other model too, which makes its own
    injury roll with its own profile (`others`: their specs, the same weapon at each; None:
    `blast_models` − 1 models sharing the target's profile), a critical's extra DICE included.
    BLOOD is spent on the target only; a model Out of Action is hit no more; the burst ends
    with the target Out of Action (TC-A3).

    Given which shots hit and how (hit or critical), the other models' rolls are independent:
    the target's chain keeps that sequence, and each other model's chance of Out of Action is
    worked out once per sequence."""
    r = reduce(spec, edition)
    if others is None:  # like models, their profile the target's
        others = [_shared_profile(spec)] * (spec.blast_models - 1)
    victims = [_Victim(reduce(o, edition), initial_state(o)) for o in others]
    # the chain: (target's state, activation ended, hit classes of the shots that hit) → weight
    chain: dict[tuple[TargetState, bool, tuple[HitClass, ...]], int] = {
        (initial_state(spec), False, ()): 1
    }
    denominator = 1
    for shot in range(spec.shots):
        stage = _stage(r, shot)
        live = {key[0] for key in chain if not (key[0].out or key[1])}
        tables = {state: _shot_steps(r, state, stage) for state in live}
        common = lcm(*(den for _, den in tables.values())) if tables else 1
        advanced: dict[tuple[TargetState, bool, tuple[HitClass, ...]], int] = defaultdict(int)
        for (state, ends, hits), weight in chain.items():
            if state.out or ends:
                advanced[(state, ends, hits)] += weight * common
                continue
            steps, den = tables[state]
            scale = weight * (common // den)
            for step, w in steps:
                landed = step.assigned == "target" and step.hit != "miss"
                key = (step.state, ends or step.ends, hits + (step.hit,) if landed else hits)
                advanced[key] += scale * w
        shared = gcd(denominator * common, *advanced.values())
        chain = {key: n // shared for key, n in advanced.items()}
        denominator = denominator * common // shared
    # The count's distribution: per sequence of hits, the target's chance times each group of
    # like models' binomial, in whole numbers over one denominator a term (powers of 2 and 3).
    groups = Counter(victims)
    by_hits: dict[tuple[HitClass, ...], list[int]] = defaultdict(lambda: [0, 0])
    for (state, _ends, hits), weight in chain.items():
        by_hits[hits][1 if state.out else 0] += weight
    terms: dict[int, list[int]] = {}  # denominator → numerators by count
    for hits, target in by_hits.items():
        count, den = target, denominator
        for victim, copies in groups.items():
            out, whole = _victim_out(victim, hits)
            count = _times(count, _binomial_counts(copies, out, whole))
            den *= whole**copies
        found = terms.setdefault(den, [])
        found.extend([0] * (len(count) - len(found)))
        for n, ways in enumerate(count):
            found[n] += ways
    common = lcm(*terms)
    total = [0] * (len(victims) + 2)
    for den, numerators in terms.items():
        for n, ways in enumerate(numerators):
            total[n] += ways * (common // den)
    return Distribution.from_counts({n: w for n, w in enumerate(total) if w}, common)


def _times(a: list[int], b: list[int]) -> list[int]:
    """Two counts' distributions (whole-number weights by count) added: their product."""
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def _binomial_counts(copies: int, out: int, whole: int) -> list[int]:
    """How many of `copies` like models are Out of Action, each with chance out/whole: whole
    numbers over whole ** copies."""
    return [comb(copies, n) * out**n * (whole - out) ** (copies - n) for n in range(copies + 1)]


class _Victim(NamedTuple):
    """Another model under the blast: its injury rolls from its own spec, nothing spent."""

    r: Reduced
    start: TargetState


def _shared_profile(spec: TCAttackSpec) -> TCAttackSpec:
    """The target's profile without what is spent from the target alone (TC-I7: a
    Bloodbath's markers come from that model)."""
    return replace(
        spec,
        blood_spent_on_injury=0,
        blessings_spent_on_injury=0,
        bloodbath=False,
        bloodbath_infection=0,
        best_play=False,
        spend_gained_blood=False,
        later_bloodbath=False,
    )


def _victim_out(victim: _Victim, hits: tuple[HitClass, ...]) -> tuple[int, int]:
    """The other model's chance of Out of Action after these hits: (ways, of how many)."""
    states, whole = _victim_states(victim, hits)
    return sum(ways for state, ways in states.items() if state.out), whole


@cache
def _victim_states(
    victim: _Victim, hits: tuple[HitClass, ...]
) -> tuple[dict[TargetState, int], int]:
    """The other model's state after these hits, each with its own injury roll (BLOOD spent
    on it: none), as whole-number weights over one denominator."""
    if not hits:
        return {victim.start: 1}, 1
    before, whole = _victim_states(victim, hits[:-1])
    hit = hits[-1]
    rolls = {}
    for state in before:
        if not state.out:  # as a later shot's: nothing the spec spends counts for it
            plan = _spending(victim.r, state, 1, Spend())
            rolls[state] = _injury_counts(victim.r, state, plan, hit)
    common = lcm(*(den for _, den in rolls.values())) if rolls else 1
    after: dict[TargetState, int] = defaultdict(int)
    for state, weight in before.items():
        if state.out:
            after[state] += weight * common
            continue
        outcomes, den = rolls[state]
        for (_result, _gained, new_state), ways in outcomes.items():
            after[new_state] += weight * ways * (common // den)
    return dict(after), whole * common


# -- resolving dice ---------------------------------------------------------------------------


Resolution = Explained[BurstOutcome]


def _describe_roll(faces: tuple[int, ...], base: int, net: int) -> str:
    kept = kept_faces(faces, base, net)
    if not net:
        return "+".join(map(str, kept))
    which = tr("the highest {n} of {faces}") if net > 0 else tr("the lowest {n} of {faces}")
    return f"{'+'.join(map(str, kept))} ({which.format(n=base, faces=', '.join(map(str, faces)))})"


# After each shot, what the table resolves on other models from the same dice, at that point
# of the burst — a shot into melee that hit another model (TC-A7), the models under a BLAST
# (TC-R7) — each with its own injury roll; called with where the shot went, the hit roll's
# class and the shot's label, it returns the steps to show.
Struck = Callable[[Assignment, HitClass, str], list[str]]


def resolve(
    spec: TCAttackSpec,
    dice: DiceSource,
    edition: Edition = DEFAULT_EDITION,
    struck: Struck | None = None,
) -> Resolution:
    """Decide the attack from dice (table faces in order, or the seeded generator).

    Dice are read as the table rolls them: per shot, the into-melee D6 (and a die with one
    face per enemy to pick which), then the hit roll's pool, then the injury roll's pool;
    after a shot that hit, what `struck` rolls for the other models it reached.
    """
    r = reduce(spec, edition)
    steps = [tr("Edition {edition}.").format(edition=edition)] + [f"{note}." for note in r.notes]
    outcome = BurstOutcome(state=initial_state(spec))
    for shot in range(spec.shots):
        if outcome.state.out:
            steps.append(tr("Shot {n}: the target is already Out of Action.").format(n=shot + 1))
            break
        if outcome.activation_ends:
            steps.append(
                tr("Shot {n}: not taken, the activation has ended (RISKY).").format(n=shot + 1)
            )
            break
        label = tr("Shot {n}: ").format(n=shot + 1) if spec.shots > 1 else ""
        outcome, step = _resolve_shot(r, outcome, dice, shot, label, steps)
        if struck is not None and step.hit != "miss":
            steps.extend(struck(step.assigned, step.hit, label))
    return Resolution(outcome, tuple(steps))


def _resolve_shot(
    r: Reduced,
    outcome: BurstOutcome,
    dice: DiceSource,
    shot: int,
    label: str,
    steps: list[str],
) -> tuple[BurstOutcome, ShotStep]:
    spec, state = r.spec, outcome.state
    first, stage = shot == 0, _stage(r, shot)
    plan = _plan(r, state, stage)
    assigned: Assignment = "target"
    if spec.into_melee_friends:
        (face,) = dice.roll(1, 6)
        if face <= 3:
            assigned = "friendly"
        elif spec.into_melee_enemies > 1:
            (pick,) = dice.roll(1, spec.into_melee_enemies)
            assigned = "target" if pick == 1 else "other_enemy"
        to = {
            "target": tr("the target"),
            "friendly": tr("a friendly model"),
            "other_enemy": tr("another enemy"),
        }
        steps.append(
            label
            + tr("TC-A7 shooting into melee: D6 {face} → the shot goes to {to}.").format(
                face=face, to=to[assigned]
            )
        )
    if r.auto_hit:
        total: int | None = None
        hit: HitClass = "hit"
        steps.append(label + tr("TC-R6 automatic hit: no hit roll."))
    else:
        faces = dice.roll(pool_size(2, plan.hit_dice), 6)
        kept = kept_faces(faces, 2, plan.hit_dice)
        total = sum(kept) + r.hit_flat
        hit = _classify_hit(total)
        steps.append(
            label
            + tr("TC-A2 hit roll {roll}{flat} = {total} → {hit}.").format(
                roll=_describe_roll(faces, 2, plan.hit_dice),
                flat=f"{r.hit_flat:+d}",
                total=total,
                hit=tr(HIT_NAMES[hit]),
            )
        )
    if spec.risky and hit == "miss":
        steps.append(label + tr("TC-A2 RISKY: the miss ends the activation."))
    if hit == "miss" or assigned != "target":
        missed = _missed(spec, state, assigned, hit, total)
        if missed.deviation is not None:
            steps.append(
                label
                + tr('TC-R8 the point deviates {base} − {total} = {inches}".').format(
                    base=DEVIATION_BASE, total=total, inches=missed.deviation
                )
            )
        return _advance(outcome, missed, first), missed
    bonus = r.crit_bonus if hit == "critical" else 0
    if bonus:
        steps.append(
            label + tr("TC-A2 critical: +{bonus} DICE to the injury roll.").format(bonus=bonus)
        )
    plan = _plan(r, state, stage, hit)
    cost = _bloodbath_cost(state) if plan.bloodbath else 0
    if spec.best_play:
        steps.append(label + tr("Best play for the attacker:") + " " + _spend_words(plan, cost))
    elif not first and plan.blood_spent:
        steps.append(label + _spend_words(plan, cost))
    if plan.bloodbath:
        steps.append(
            label
            + tr("TC-I7 Bloodbath: {cost} BLOOD spent, {dice} dice summed.").format(
                cost=cost, dice=plan.injury_base
            )
        )
        if first and spec.bloodbath_infection:
            steps.append(
                label
                + tr("TC-I7: {n} of them are INFECTION markers, counted as BLOOD.").format(
                    n=spec.bloodbath_infection
                )
            )
    if state.down and r.down_bonus:
        steps.append(label + tr("TC-I2 the target is Down: +1 DICE to the injury roll."))
    net = plan.injury_dice + bonus
    faces = dice.roll(pool_size(plan.injury_base, net), 6)
    injury_total = sum(kept_faces(faces, plan.injury_base, net)) + r.injury_flat
    rolled = injury_result(injury_total)
    steps.append(
        label
        + tr("TC-I1 injury roll {roll}{flat} = {total} → {result}.").format(
            roll=_describe_roll(faces, plan.injury_base, net),
            flat=f"{r.injury_flat:+d}",
            total=injury_total,
            result=tr(INJURY_WORDS[rolled]),
        )
    )
    result, gained, new_state, notes = _apply_injury(spec, state, plan, rolled, explain=True)
    steps.extend(f"{label}{note}." for note in notes)
    steps.append(
        label
        + tr("The target gains {gained} BLOOD (now {blood})").format(
            gained=gained, blood=new_state.blood
        )
        + (tr(", is Down") if new_state.down and not new_state.out else "")
        + (tr(", is Out of Action") if new_state.out else "")
        + "."
    )
    step = ShotStep(assigned, hit, result, gained, new_state, False, None)
    return _advance(outcome, step, first), step
