"""Dies Irae shooting and close combat: hits, dodge and cover saves, Health checks, complex
units, shooting units caught in melee, vehicles, and "a score to settle" (DI-3, DI-4,
DI-5, DI-6, DI-7, DI-8, DI-9, DI-10, DI-11, DI-12).

`resolve` reads dice in table order (all to-hit dice, then the re-rolls, then per hit: dodge,
cover, Health); `distribution` weighs the same decisions exactly.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from math import comb, lcm
from typing import Literal, NamedTuple, TypeVar

from models.i18n import tr
from models.rules.dice import DiceSource, Distribution, binomial, chance, pool_sum
from models.rules.explain import Explained
from models.rules.spec import SpecError, spec_field

SCORE_TO_SETTLE_REROLLS = 2  # DI-12
K = TypeVar("K")


@dataclass(frozen=True)
class DiesIraeAttackSpec:
    mode: Literal["shooting", "melee"] = spec_field(
        "shooting", "Mode", "Shooting or close combat.", choices=("shooting", "melee")
    )
    attacks: int = spec_field(
        1,
        "Attacks",
        "Shots (shooting), attack dice (melee: one per soldier, characters one "
        "per attack), or the members of a shooting unit caught in melee (DI-9).",
        minimum=1,
        maximum=60,
    )
    aim: int = spec_field(3, "Aim", "Shooting: a D6 ≤ Aim hits (DI-3).", minimum=1, maximum=6)
    ability: int = spec_field(
        3, "Ability", "Melee: the attackers' Ability (DI-8).", minimum=0, maximum=10
    )
    enemy_ability: int = spec_field(
        3,
        "Enemy Ability",
        "Melee: the target's Ability (DI-8).",
        minimum=0,
        maximum=10,
        group="target",
    )
    dodge: int | None = spec_field(
        None, "Dodge save", "X+ (2..6), before Health (DI-5).", minimum=2, maximum=6, group="target"
    )
    cover: bool = spec_field(
        False,
        "Cover",
        "The target claims cover: 4+, or 3+ when its Salute (Health) is above 3 (DI-6).",
        group="target",
    )
    health: int = spec_field(
        3, "Salute (Health)", "A D6 above it kills (DI-4).", minimum=0, maximum=6, group="target"
    )
    models: int = spec_field(
        1, "Models", "Soldiers in the target unit.", minimum=1, maximum=60, group="target"
    )
    character_health: int | None = spec_field(
        None,
        "Sergeant, commander or character",
        "Its Salute: it checks only once the squad has been checked (DI-7); null: none.",
        minimum=0,
        maximum=6,
        group="target",
    )
    commander_health: int | None = spec_field(
        None,
        "A second one (commander)",
        "A unit with both a sergeant and a commander (or a character): the second's Salute; "
        "it checks after the first (DI-7, house reading); null: none.",
        minimum=0,
        maximum=6,
        group="target",
    )
    health_reduction: int = spec_field(
        0,
        "Lowers Salute by",
        "The weapon lowers the target's Salute (or a vehicle's Structure, DI-11) by X.",
        minimum=0,
        maximum=5,
    )
    structure: int | None = spec_field(
        None,
        "Structure",
        "An armoured vehicle's Structure points: each hit removes ½ (DI-11); null: not a vehicle.",
        minimum=1,
        maximum=20,
        group="target",
    )
    caught_in_melee: Literal["long_range", "close_fire"] | None = spec_field(
        None,
        "Shooting unit caught in melee",
        "Its kind: long-range or close fire (DI-9).",
        choices=("long_range", "close_fire", None),
        group="situation",
    )
    striker: Literal["close_combat", "shooters"] = spec_field(
        "close_combat",
        "Who strikes",
        "With caught_in_melee: the close-combat unit, or the shooters hitting back (DI-9).",
        choices=("close_combat", "shooters"),
        group="situation",
    )
    score_to_settle: bool = spec_field(
        False,
        "A score to settle",
        "Against Nuntius: re-roll up to 2 failed to-hit rolls this turn (DI-12).",
        group="situation",
    )
    rerolls_left: int = spec_field(
        SCORE_TO_SETTLE_REROLLS,
        "Re-rolls left",
        "Of this turn's two (DI-12).",
        minimum=0,
        maximum=SCORE_TO_SETTLE_REROLLS,
        group="situation",
    )
    character_attacks: int = spec_field(
        0,
        "Character's attacks",
        "Melee: an attached character's own attack dice beside the soldiers', with its own "
        "Ability (DI-7, DI-8); 0: none.",
        minimum=0,
        maximum=10,
    )
    character_ability: int = spec_field(
        3,
        "Character's Ability",
        "Melee: the attached character's Ability against the target's (DI-8).",
        minimum=0,
        maximum=10,
    )
    nuntius_attached: bool = spec_field(
        False,
        "Its character is attached",
        'The character with "a score to settle" is attached to the attacking unit: the unit '
        "gets one extra attack or shot against Nuntius (DI-12).",
        group="situation",
    )


# -- the one place a face is judged -------------------------------------------------------------


def hit_needed(spec: DiesIraeAttackSpec) -> tuple[Literal["at_most", "at_least"], int]:
    """Shooting: D6 ≤ Aim (DI-3). Melee: equal Ability 4+, higher 3+, lower 5+ (DI-8).
    Shooting units caught in melee (DI-9): attacked on 3+ (long range) or 4+ (close fire),
    hitting back on 5+."""
    if spec.caught_in_melee is not None:
        if spec.striker == "shooters":
            return "at_least", 5
        return "at_least", 3 if spec.caught_in_melee == "long_range" else 4
    if spec.mode == "shooting":
        return "at_most", spec.aim
    if spec.ability == spec.enemy_ability:
        return "at_least", 4
    return "at_least", 3 if spec.ability > spec.enemy_ability else 5


def hit_passes(spec: DiesIraeAttackSpec, face: int) -> bool:
    kind, need = hit_needed(spec)
    return face <= need if kind == "at_most" else face >= need


def character_spec(spec: DiesIraeAttackSpec) -> DiesIraeAttackSpec:
    """The attached character's attack dice judged as the unit's, with its own Ability."""
    return replace(spec, ability=spec.character_ability, attacks=spec.character_attacks)


def attack_dice(spec: DiesIraeAttackSpec) -> int:
    """DI-9: shooters caught in melee strike with ⌊members/2⌋ (long range) or ⌊3·members/4⌋
    (close fire); DI-12: one more against an attached Nuntius."""
    dice = spec.attacks
    if spec.caught_in_melee is not None and spec.striker == "shooters":
        dice = dice // 2 if spec.caught_in_melee == "long_range" else 3 * dice // 4
    return dice + (1 if spec.score_to_settle and spec.nuntius_attached else 0)


def cover_needed(spec: DiesIraeAttackSpec) -> int:
    """DI-6: 4+, or 3+ when the target's Salute is above 3 ("Sa" read as Salute)."""
    return 3 if spec.health > 3 else 4


def dodged(spec: DiesIraeAttackSpec, face: int) -> bool:
    return spec.dodge is not None and face >= spec.dodge


def covered(spec: DiesIraeAttackSpec, face: int) -> bool:
    return spec.cover and face >= cover_needed(spec)


def dies(health: int, reduction: int, face: int) -> bool:
    """DI-4: a D6 above Salute (lowered by the weapon) kills."""
    return face > health - reduction


def validate(spec: DiesIraeAttackSpec) -> None:
    if spec.cover and spec.mode == "melee":  # seed 003: "quando un'unità fa fuoco"
        raise SpecError("cover", "is claimed only against shooting (DI-6), not in melee")
    if spec.caught_in_melee is not None and spec.mode != "melee":
        raise SpecError("caught_in_melee", "is a close-combat situation (mode must be melee)")
    if spec.nuntius_attached and not spec.score_to_settle:
        raise SpecError("nuntius_attached", "goes with score_to_settle")
    if spec.structure is not None and spec.character_health is not None:
        raise SpecError("structure", "a vehicle has no attached character here")
    if spec.commander_health is not None and spec.character_health is None:
        raise SpecError("commander_health", "is the second of two: give character_health first")
    if attack_dice(spec) < 1:
        raise SpecError("attacks", "leaves no attack dice (DI-9 rounds down)")
    if spec.character_attacks and (spec.mode != "melee" or spec.caught_in_melee is not None):
        raise SpecError("character_attacks", "a character's own Ability counts in melee (DI-8)")


# -- the target --------------------------------------------------------------------------------


Who = Literal["soldier", "character", "commander", "none"]


class UnitChecks(NamedTuple):
    """Who is left and who has been checked in this round of Health checks (DI-7, DI-10)."""

    soldiers: int
    unchecked: int  # soldiers not yet checked this round
    character: bool  # alive
    character_checked: bool
    commander: bool = False  # a second such member, alive (issue 36)
    commander_checked: bool = False


def next_check(state: UnitChecks) -> tuple[Who, UnitChecks]:
    """Whom the next Health check falls on: every soldier once, then the character, then the
    commander; then a new round over the survivors (excess wounds shared evenly, DI-10).
    DI-7's example: with a 10-man squad the character is checked on the 11th check."""
    if state.soldiers == 0 and not state.character and not state.commander:
        return "none", state
    character_due = state.character and not state.character_checked
    commander_due = state.commander and not state.commander_checked
    if state.unchecked == 0 and not character_due and not commander_due:
        state = UnitChecks(
            state.soldiers, state.soldiers, state.character, False, state.commander, False
        )
        character_due, commander_due = state.character, state.commander
    if state.unchecked:
        return "soldier", state._replace(unchecked=state.unchecked - 1)
    if character_due:
        return "character", state._replace(character_checked=True)
    return "commander", state._replace(commander_checked=True)


def _after_check(state: UnitChecks, who: str, killed: bool) -> UnitChecks:
    if not killed:
        return state
    if who == "soldier":
        return state._replace(soldiers=state.soldiers - 1)
    if who == "commander":
        return state._replace(commander=False)
    return state._replace(character=False)


def member_health(spec: DiesIraeAttackSpec, who: str) -> int:
    if who == "soldier":
        return spec.health
    return (spec.commander_health if who == "commander" else spec.character_health) or 0


class DiesIraeOutcome(NamedTuple):
    hits: int
    deaths: int
    character_alive: bool | None  # None: no character
    structure_lost: Fraction | None  # vehicles only
    commander_alive: bool | None = None  # None: no second such member


# -- exact distribution ---------------------------------------------------------------------------


def hits_distribution(dice: int, p: Fraction, rerolls: int) -> Distribution[int]:
    """Hits from `dice` dice of chance p, re-rolling up to `rerolls` failures once (DI-12)."""

    first = binomial(dice, p)
    if not rerolls:
        return first
    return first.bind(
        lambda hits: binomial(min(dice - hits, rerolls), p).map(lambda more: hits + more)
    )


def shares_evenly(spec: DiesIraeAttackSpec) -> bool:
    """DI-10: close-combat wounds beyond the members are shared out evenly ("in modo equo"):
    each member in turn takes the next wound, soldiers before the character (DI-7), dead or
    alive — a wound on a dead soldier is lost. Shooting (docs/decisions.md): a hit beyond
    the members goes round again over the survivors."""
    return spec.mode == "melee" and spec.structure is None


def specials(spec: DiesIraeAttackSpec) -> int:
    """The members checked after the soldiers (DI-7): a sergeant, commander or character,
    and a second one."""
    return (spec.character_health is not None) + (spec.commander_health is not None)


def member_of_wound(spec: DiesIraeAttackSpec, index: int) -> int:
    """Which member takes the `index`-th wound through (0-based) when wounds are shared
    evenly: soldiers 0..models−1, then the character (index `models`), then the commander."""
    return index % (spec.models + specials(spec))


def _counts(dist: Distribution[K]) -> tuple[Mapping[K, int], int]:
    """A distribution as whole-number weights over the lcm of its denominators."""
    if (weights := dist.weights()) is not None:
        return weights
    total = lcm(*(p.denominator for p in dist.values()))
    return {k: p.numerator * (total // p.denominator) for k, p in dist.items()}, total


def _binomial_counts(n: int, chance_: Fraction) -> list[int]:
    """Successes of n tries, as whole-number weights over chance_.denominator ** n."""
    x, y = chance_.numerator, chance_.denominator
    return [comb(n, k) * x**k * (y - x) ** (n - k) for k in range(n + 1)]


def _shared_deaths(
    spec: DiesIraeAttackSpec, wounds: int
) -> tuple[dict[tuple[int, bool | None, bool | None], int], int]:
    """DI-10 in close combat: `wounds` shared evenly, each a Health check on its member; a
    member dies on its first failed check (P = 1 − (1 − p)^k for k wounds). Weights of
    (deaths, whether the character lives — None without one), over their total."""
    members = spec.models + specials(spec)
    base, extra = divmod(wounds, members)  # the first `extra` members take one wound more
    p = chance(lambda f: dies(spec.health, spec.health_reduction, f))

    def killed(k: int) -> Fraction:
        return 1 - (1 - p) ** k

    heavier = min(extra, spec.models)  # soldiers with one wound more
    more, fewer = killed(base + 1), killed(base)
    first = _binomial_counts(heavier, more)
    second = _binomial_counts(spec.models - heavier, fewer)
    total = more.denominator**heavier * fewer.denominator ** (spec.models - heavier)
    soldiers: dict[int, int] = defaultdict(int)
    for i, n_i in enumerate(first):
        for j, n_j in enumerate(second):
            soldiers[i + j] += n_i * n_j
    # (deaths, character alive, commander alive) → weight
    found: dict[tuple[int, bool | None, bool | None], int] = {
        (d, None, None): n for d, n in soldiers.items()
    }
    for rank, health in enumerate((spec.character_health, spec.commander_health)):
        if health is None:
            continue
        k = base + (1 if spec.models + rank < extra else 0)
        q = 1 - (1 - _kill_chance(spec, ("character", "commander")[rank])) ** k
        fates = ((False, q.numerator), (True, q.denominator - q.numerator))  # alive?
        grown: dict[tuple[int, bool | None, bool | None], int] = defaultdict(int)
        for (d, c1, c2), n in found.items():
            for alive, m in fates:
                key = (d + (not alive), alive, c2) if rank == 0 else (d + (not alive), c1, alive)
                grown[key] += n * m
        found, total = grown, total * q.denominator
    return found, total


def _all_hits(spec: DiesIraeAttackSpec) -> Distribution[int]:
    """The hits of the soldiers' dice and of an attached character's, each at its own Ability
    (DI-8); DI-12's re-rolls go to the failures of the dice likelier to hit first (house
    reading: the best play)."""
    p_hit = chance(lambda f: hit_passes(spec, f))
    rerolls = spec.rerolls_left if spec.score_to_settle else 0
    if not spec.character_attacks:
        return hits_distribution(attack_dice(spec), p_hit, rerolls)
    p_character = chance(lambda f: hit_passes(character_spec(spec), f))
    pools = [(attack_dice(spec), p_hit), (spec.character_attacks, p_character)]
    pools.sort(key=lambda pool: pool[1], reverse=True)  # the re-rolls' order (stable)
    (n1, p1), (n2, p2) = pools

    def rerolled(first: int, second: int) -> Distribution[int]:
        again1 = min(n1 - first, rerolls)
        again2 = min(n2 - second, rerolls - again1)
        more = binomial(again1, p1).bind(lambda a: binomial(again2, p2).map(lambda b: a + b))
        return more.map(lambda extra: first + second + extra)

    return binomial(n1, p1).bind(lambda h1: binomial(n2, p2).bind(lambda h2: rerolled(h1, h2)))


def distribution(spec: DiesIraeAttackSpec) -> Distribution[DiesIraeOutcome]:
    validate(spec)
    hits = _all_hits(spec)
    if spec.structure is not None:
        return hits.map(lambda h: _vehicle_outcome(spec, h))
    if shares_evenly(spec):
        p_through = chance(lambda f: not dodged(spec, f))  # no cover in melee (DI-6)
        # on integer weights over one denominator (every chance here is a whole number over it)
        hit_counts, hit_total = _counts(hits)
        shared = [_shared_deaths(spec, w) for w in range(max(hits) + 1)]
        shared_total = lcm(*(total for _, total in shared))
        top = max(hits)
        a, b = p_through.numerator, p_through.denominator
        counts: dict[DiesIraeOutcome, int] = defaultdict(int)
        for h, n_h in hit_counts.items():
            scale = b ** (top - h)  # every P(w | h) over b ** top
            for w in range(h + 1):
                n_w = n_h * comb(h, w) * a**w * (b - a) ** (h - w) * scale
                if not n_w:
                    continue
                deaths, total = shared[w]
                n_w *= shared_total // total
                for (dead, alive, second), n_d in deaths.items():
                    counts[DiesIraeOutcome(h, dead, alive, None, second)] += n_w * n_d
        return Distribution.from_counts(counts, hit_total * b**top * shared_total)
    p_through = chance(lambda f: not dodged(spec, f)) * chance(lambda f: not covered(spec, f))
    p_kill = {who: _kill_chance(spec, who) for who in ("soldier", "character", "commander")}
    start = _start(spec)
    # After k hits the unit is in `layer` (a chain over hits, one at a time); an attack that
    # made exactly k hits ends there with P(hits = k). The chain runs on integer weights over
    # `scale` ** k, every per-hit chance being a multiple of 1/scale, and on the unit's states
    # numbered once: a layer is a list of weights, not a dict hashing states every hit.
    scale = p_through.denominator * lcm(*(p.denominator for p in p_kill.values()))
    through = p_through.numerator * (scale // p_through.denominator)
    states, moves = _check_graph(start, p_kill, scale, through)
    stay = scale - through  # dodged or covered: no check (DI-5, DI-6)
    # the states of each result the report reads (models killed, the character alive)
    ends: dict[tuple[int, bool | None, bool | None], list[int]] = defaultdict(list)
    for index, state in enumerate(states):
        ends[_deaths(spec, start, state)].append(index)
    most = max(hits)
    hit_counts, hits_denominator = _counts(hits)
    # every contribution over one denominator: hits_denominator × scale ** most
    finished: dict[DiesIraeOutcome, int] = defaultdict(int)
    layer = [1] + [0] * (len(states) - 1)
    for count in range(most + 1):
        if count:
            nxt = [weight * stay for weight in layer]
            for index, weight in enumerate(layer):
                if weight:
                    for target, q in moves[index]:
                        nxt[target] += weight * q
            layer = nxt
        if count in hit_counts:
            factor = hit_counts[count] * scale ** (most - count)
            for (dead, alive, second), indices in ends.items():
                weight = sum([layer[index] for index in indices])
                if weight:
                    finished[DiesIraeOutcome(count, dead, alive, None, second)] += factor * weight
    return Distribution.from_counts(finished, hits_denominator * scale**most)


def _check_graph(
    start: UnitChecks, p_kill: dict[str, Fraction], scale: int, through: int
) -> tuple[list[UnitChecks], list[list[tuple[int, int]]]]:
    """Every state the unit can reach from `start`, numbered (the start is 0), and where a hit
    that gets through takes each (state number, whole-number weight over `scale`)."""
    states, number = [start], {start: 0}
    moves: list[list[tuple[int, int]]] = []
    for state in states:  # grows as new states are found
        who, checked = next_check(state)
        if who == "none":
            found = [(state, through)]
        else:
            killed = int(through * p_kill[who])
            found = [
                (_after_check(checked, who, True), killed),
                (_after_check(checked, who, False), through - killed),
            ]
        row: dict[int, int] = defaultdict(int)
        for reached, weight in found:
            if reached not in number:
                number[reached] = len(states)
                states.append(reached)
            row[number[reached]] += weight
        moves.append([(target, weight) for target, weight in row.items() if weight])
    return states, moves


def _start(spec: DiesIraeAttackSpec) -> UnitChecks:
    has_character = spec.character_health is not None
    has_commander = spec.commander_health is not None
    return UnitChecks(spec.models, spec.models, has_character, False, has_commander, False)


def _deaths(
    spec: DiesIraeAttackSpec, start: UnitChecks, state: UnitChecks
) -> tuple[int, bool | None, bool | None]:
    """Models killed by the attack, and whether the character and the commander live (None
    without one)."""
    deaths = (
        (start.soldiers - state.soldiers)
        + (start.character and not state.character)
        + (start.commander and not state.commander)
    )
    character = state.character if spec.character_health is not None else None
    commander = state.commander if spec.commander_health is not None else None
    return deaths, character, commander


def _vehicle_outcome(spec: DiesIraeAttackSpec, hits: int) -> DiesIraeOutcome:
    """DI-11: each hit removes ½ Structure point, or X with a weapon lowering Salute by X."""
    assert spec.structure is not None
    per_hit = Fraction(spec.health_reduction) if spec.health_reduction else Fraction(1, 2)
    lost = min(per_hit * hits, Fraction(spec.structure))
    return DiesIraeOutcome(hits, 1 if lost >= spec.structure else 0, None, lost)


# -- resolving dice -------------------------------------------------------------------------------


def resolve(spec: DiesIraeAttackSpec, dice: DiceSource) -> Explained[DiesIraeOutcome]:
    validate(spec)
    kind, need = hit_needed(spec)
    sign = "≤" if kind == "at_most" else "≥"
    count = attack_dice(spec)
    faces = dice.roll(count, 6)
    hits = sum(hit_passes(spec, f) for f in faces)
    steps = [
        tr("To hit: {count} dice needing {sign} {need}: {faces} → {hits} hits.").format(
            count=count, sign=sign, need=need, faces=", ".join(map(str, faces)), hits=hits
        )
    ]
    # (dice, failures, who) of each pool of attack dice: the soldiers, an attached character
    pools = [(count, count - hits, spec)]
    if spec.character_attacks:
        character = character_spec(spec)
        _kind, own = hit_needed(character)
        faces = dice.roll(spec.character_attacks, 6)
        more = sum(hit_passes(character, f) for f in faces)
        hits += more
        pools.append((spec.character_attacks, spec.character_attacks - more, character))
        steps.append(
            tr(
                "The character's own attacks: {count} dice needing ≥ {need} (Ability {ability}, "
                "DI-8): {faces} → {hits} hits."
            ).format(
                count=spec.character_attacks,
                need=own,
                ability=spec.character_ability,
                faces=", ".join(map(str, faces)),
                hits=more,
            )
        )
    if spec.score_to_settle:
        left = spec.rerolls_left
        # the re-rolls go to the likelier dice first (`_all_hits`)
        ranked = sorted(pools, key=lambda p: chance(lambda f: hit_passes(p[2], f)), reverse=True)
        for _dice, failures, judged in ranked:
            again = min(failures, left)
            left -= again
            if again:
                faces = dice.roll(again, 6)
                extra = sum(hit_passes(judged, f) for f in faces)
                hits += extra
                steps.append(
                    tr(
                        "DI-12 a score to settle: re-roll {again} failures: {faces} → {extra} "
                        "more hits."
                    ).format(again=again, faces=", ".join(map(str, faces)), extra=extra)
                )
    if spec.structure is not None:
        outcome = _vehicle_outcome(spec, hits)
        steps.append(
            tr("DI-11: {hits} hits remove {lost} Structure of {structure}.").format(
                hits=hits, lost=outcome.structure_lost, structure=spec.structure
            )
        )
        return Explained(outcome, tuple(steps))
    start = state = _start(spec)
    # DI-10 in close combat: the members in turn, dead or alive (True: alive)
    members = [True] * (spec.models + specials(spec))
    through = 0
    for hit in range(1, hits + 1):
        if spec.dodge is not None:
            (face,) = dice.roll(1, 6)
            if dodged(spec, face):
                steps.append(tr("Hit {n}: dodge {face}: avoided (DI-5).").format(n=hit, face=face))
                continue
        if spec.cover:
            (face,) = dice.roll(1, 6)
            if covered(spec, face):
                steps.append(tr("Hit {n}: cover {face}: saved (DI-6).").format(n=hit, face=face))
                continue
        if shares_evenly(spec):
            member = member_of_wound(spec, through)
            through += 1
            if not members[member]:
                steps.append(
                    tr("Hit {n}: shared evenly, it falls on a member already dead (DI-10).").format(
                        n=hit
                    )
                )
                continue
            who = ("soldier", "character", "commander")[max(0, member - spec.models + 1)]
            health = member_health(spec, who)
            (face,) = dice.roll(1, 6)
            members[member] = not dies(health, spec.health_reduction, face)
            state = _after_check(state, who, not members[member])
            fate = tr("survives") if members[member] else tr("dies")
            steps.append(_check_words(who).format(n=hit, health=health, face=face, fate=fate))
            continue
        who, state = next_check(state)
        if who == "none":
            steps.append(tr("Hit {n}: nobody left to check.").format(n=hit))
            continue
        health = member_health(spec, who)
        (face,) = dice.roll(1, 6)
        killed = dies(health, spec.health_reduction, face)
        state = _after_check(state, who, killed)
        fate = tr("dies") if killed else tr("survives")
        steps.append(_check_words(who).format(n=hit, health=health, face=face, fate=fate))
    deaths, alive, second = _deaths(spec, start, state)
    return Explained(DiesIraeOutcome(hits, deaths, alive, None, second), tuple(steps))


def _kill_chance(spec: DiesIraeAttackSpec, who: str) -> Fraction:
    """DI-4: the chance a Health check kills this member."""
    health = member_health(spec, who)
    return chance(lambda f: dies(health, spec.health_reduction, f))


def _check_words(who: str) -> str:
    if who == "character":
        return tr("Hit {n}: character checks Salute {health}: {face} → {fate} (DI-4, DI-7).")
    if who == "commander":
        return tr("Hit {n}: commander checks Salute {health}: {face} → {fate} (DI-4, DI-7).")
    return tr("Hit {n}: soldier checks Salute {health}: {face} → {fate} (DI-4).")


# -- deployment (DI-2) ----------------------------------------------------------------------------

DEPLOYMENT_SKILL = 7
DEPLOYMENT_STEP = 3


def deployment_skill(victories: int, defeats: int) -> int:
    """DI-2: a commander's skill starts at 7 and moves by 3 per victory or defeat."""
    return DEPLOYMENT_SKILL + DEPLOYMENT_STEP * (victories - defeats)


def deployed_correctly(skill: int) -> Fraction:
    """DI-2: P(2D6 ≤ skill) for one troop."""
    return pool_sum(2, 0).probability(lambda total: total <= skill)
