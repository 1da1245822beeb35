"""Warzone-style shooting: d20 hit tests, bursts, jams, shooting into melee, armour tests.

Rule IDs WZ-H1, WZ-H2, WZ-H3, WZ-H4, WZ-H5, WZ-M1, WZ-M2, WZ-M3, WZ-F2, WZ-F3, WZ-F4,
WZ-F5, WZ-D1, WZ-D2. `_classify_shot` and `armour_fails` judge
each d20; `resolve` applies them to the dice rolled, `distribution` counts the faces.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb
from typing import Literal, NamedTuple

from models.i18n import N_, tr
from models.rules.dice import DiceSource, Distribution
from models.rules.explain import Explained
from models.rules.spec import SpecError, choice_label, spec_field
from models.systems.warzone.friends import Strike, capped, friendly_wounds

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
        "House reading (WZ-D2): the rules leave the armour test open — additive, or roll-under.",
        choices=("additive", "roll-under"),
        group="target",
    )
    wounds: int = spec_field(
        1,
        "Wounds",
        "The target's wounds; caps those lost.",
        minimum=1,
        maximum=10,
        group="target",
    )
    absolute_success: Literal["damage", "av", "none", "crew"] = spec_field(
        "damage",
        "A natural 1 takes",
        "+4 Damage, +1 AV, nothing, or (an open vehicle) strikes a random crew member (WZ-H4).",
        choices=("damage", "av", "none", "crew"),
    )
    crew: int = spec_field(
        0,
        "Crew of the open vehicle",
        "The crew members a natural 1 may strike, one drawn at random among those left "
        "(WZ-H4); 0: not an open vehicle.",
        minimum=0,
        maximum=10,
        group="target",
    )
    crew_armour: int = spec_field(
        10, "Crew's armour", "Each crew member's armour.", minimum=0, maximum=40, group="target"
    )
    crew_wounds: int = spec_field(
        1, "Crew's wounds", "Each crew member's wounds.", minimum=1, maximum=10, group="target"
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
    transfer_shots: int | None = spec_field(
        None,
        "Multi-hit at the new, shorter band",
        "The new target stands at a shorter range band than the first: the burst's multi-hit "
        "becomes that band's (WZ-H3: the smaller of the two ranges); null: the first target's "
        "band is the shorter, its multi-hit stands.",
        minimum=1,
        maximum=10,
        group="situation",
    )
    transfer_armour: int | None = spec_field(
        None,
        "New target's armour",
        "Hits on the new target take their armour tests against it (WZ-H3, WZ-D1); "
        "null: as the first target's.",
        minimum=0,
        maximum=40,
        group="situation",
    )
    transfer_wounds: int | None = spec_field(
        None,
        "New target's wounds",
        "Null: as the first target's. When it dies too, the burst ends.",
        minimum=1,
        maximum=10,
        group="situation",
    )
    template: Literal["none", "direct", "shotgun", "indirect"] = spec_field(
        "none",
        "Template",
        "Direct (flamers: no hit test, a d20 for the jam), shotgun (a hit test per model "
        "under it), indirect (one hit test, every model under it) (WZ-T3, WZ-T4, WZ-T5).",
        choices=("none", "direct", "shotgun", "indirect"),
        group="weapon",
    )
    template_models: int = spec_field(
        1,
        "Models under the template",
        "The target and every other model at least partly under it (WZ-T3); each takes its "
        "own armour tests, with the target's profile.",
        minimum=1,
        maximum=10,
        group="situation",
    )
    cluster: int | None = spec_field(
        None,
        "Cluster",
        "Cluster X: only the X models nearest the shooter are hit (WZ-T3); null: all.",
        minimum=1,
        maximum=10,
        group="weapon",
    )
    automatic: bool = spec_field(
        False,
        "Automatic shotgun",
        "Its first two rolls can jam, not only the first (WZ-T4).",
        group="weapon",
    )
    friend_armour: int = spec_field(
        10,
        "Friends' armour",
        "A shot that hits a friend in the melee (WZ-F3) takes its armour test against it: "
        "a random friend among those touching the target.",
        minimum=0,
        maximum=40,
        group="situation",
    )
    friend_wounds: int = spec_field(
        1,
        "Friends' wounds",
        "Each friend's wounds; once they are gone it is no longer drawn.",
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
    """WZ-F3: −4, and −1 more per friend beyond the first; none at a much larger target, nor
    with a template, which hits everyone fighting the target anyway (WZ-T3)."""
    if not spec.melee_friends or spec.target_much_larger or spec.template != "none":
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
    if spec.absolute_success == "crew" and not spec.crew:
        raise SpecError("absolute_success", "strikes the crew of an open vehicle: set crew")
    if spec.transfer_shots is not None and spec.transfer_modifier is None:
        raise SpecError("transfer_shots", "applies to a fire transfer (set transfer_modifier)")
    if spec.template == "none":
        for name in ("template_models", "cluster", "automatic"):
            if getattr(spec, name) != WAS[name]:
                raise SpecError(name, "applies to template weapons only (template is none)")
    else:
        wrong = {
            "shots": spec.shots != 1,
            "transfer_modifier": spec.transfer_modifier is not None,
        }
        for name, bad in wrong.items():
            if bad:
                raise SpecError(name, "is not worked out with a template weapon (one shot)")
        if spec.automatic and spec.template != "shotgun":
            raise SpecError("automatic", "applies to shotguns only (WZ-T4)")


WAS = {"template_models": 1, "cluster": None, "automatic": False}  # the fields' defaults


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


def armour_fails(
    spec: WarzoneAttackSpec, face: int, bonus: ShotBonus, armour: int | None = None
) -> bool:
    """WZ-D2 (a decision): does this armour test cost a wound? `armour`: of the model hit
    when it is not the target (a friend in the melee, a transferred target).

    additive: d20 + Damage > Armour − AV. roll-under: the armour holds on d20 ≤ Armour − AV −
    the shot's damage bonus; a natural 1 always holds, a natural 20 always fails.
    """
    armour = (spec.armour if armour is None else armour) - spec.av - bonus.av
    if spec.armour_test == "additive":
        return face + spec.damage + bonus.damage > armour
    if face == 1:
        return False
    return face == D20 or face > armour - bonus.damage


class Burst(NamedTuple):
    """The chain's state after some shots. `friends`: wounds lost by each friend in the melee,
    in the order they are listed. `distribution` leaves the friends out (`friends` empty,
    `friendly_wounds` 0): their wounds are worked out apart (`friendly_wounds_distribution`)."""

    jammed: bool = False
    target_hits: int = 0
    friendly_hits: int = 0
    wounds_lost: int = 0
    transfer_hits: int = 0
    shots_at_new_target: int = 0
    leadership_failed: bool = False
    friends: tuple[int, ...] = ()
    friendly_wounds: int = 0
    transfer_wounds_lost: int = 0
    # template weapons (WZ-T3, WZ-T4, WZ-T5): the models hit, and the wounds lost by each
    # model under the template beside the target, in the order they are listed
    models_hit: int = 0
    others: tuple[int, ...] = ()
    # shots that struck a friend once the target was dead (WZ-F5), among friendly_hits
    friendly_after_kill: int = 0
    # natural 1s that struck the open vehicle's crew (WZ-H4), and (`resolve` only) the wounds
    # lost by each crew member — `crew_wounds_distribution` works them out for the odds
    crew_hits: int = 0
    crew: tuple[int, ...] = ()
    crew_wounds: int = 0  # `resolve` only, like `crew`

    def canonical(self) -> Burst:
        return self._replace(
            friends=tuple(sorted(self.friends, reverse=True)),
            others=tuple(sorted(self.others, reverse=True)),
        )

    def models_killed(self, wounds: int) -> int:
        """Models under a template (the target among them) with no wounds left."""
        return (self.wounds_lost >= wounds) + sum(lost >= wounds for lost in self.others)


def _start(spec: WarzoneAttackSpec) -> Burst:
    crew = spec.crew if spec.absolute_success == "crew" else 0
    return Burst(friends=(0,) * spec.melee_friends, crew=(0,) * crew)


def transfer_profile(spec: WarzoneAttackSpec) -> tuple[int, int]:
    """The new target's armour and wounds (WZ-H3): as given, else as the first target's."""
    armour = spec.armour if spec.transfer_armour is None else spec.transfer_armour
    wounds = spec.wounds if spec.transfer_wounds is None else spec.transfer_wounds
    return armour, wounds


def living_friends(spec: WarzoneAttackSpec, burst: Burst) -> list[int]:
    """The friends a stray hit may strike: those with wounds left (WZ-F3), by index."""
    return [i for i, lost in enumerate(burst.friends) if lost < spec.friend_wounds]


def _target_number(spec: WarzoneAttackSpec, burst: Burst) -> tuple[int, bool]:
    """The d20 target of the next shot, and whether it goes at a transferred target."""
    dead = burst.wounds_lost >= spec.wounds
    if dead and spec.transfer_modifier is not None:
        return spec.skill + spec.transfer_modifier, True
    # WZ-M2: "lost if the target dies" — the rest of a burst into its melee shoots unaimed.
    aim_lost = AIM_BONUS if dead and spec.aimed else 0
    return spec.skill + total_modifier(spec) - aim_lost - melee_penalty(spec), False


def strikes_friend(spec: WarzoneAttackSpec, burst: Burst, kind: ShotKind) -> bool:
    """A stray hit (WZ-F3), or a hit once the target is dead in a melee (WZ-F5)."""
    if kind == "friendly":
        return True
    dead = burst.wounds_lost >= spec.wounds
    return kind in ("hit", "absolute") and dead and bool(spec.melee_friends)


def strikes_crew(spec: WarzoneAttackSpec, burst: Burst, kind: ShotKind, transferred: bool) -> bool:
    """WZ-H4: a natural 1 at an open vehicle, its crew chosen: a random crew member is hit."""
    return (
        kind == "absolute"
        and spec.absolute_success == "crew"
        and not transferred
        and burst.wounds_lost < spec.wounds
    )


def living_crew(spec: WarzoneAttackSpec, burst: Burst) -> list[int]:
    return [i for i, lost in enumerate(burst.crew) if lost < spec.crew_wounds]


def _shot_step(
    spec: WarzoneAttackSpec,
    burst: Burst,
    kind: ShotKind,
    fails: int,
    transferred: bool,
    friend: int | None = None,
) -> Burst:
    """Fold one shot (its kind, how many of its armour tests failed, and the friend or crew
    member it struck) into the burst."""
    if transferred:  # WZ-H3: the shots fired at the new target, hit or miss
        burst = burst._replace(shots_at_new_target=burst.shots_at_new_target + 1)
    if kind in ("jam", "jammed"):
        return burst._replace(jammed=True)
    if strikes_friend(spec, burst, kind):
        burst = burst._replace(friendly_hits=burst.friendly_hits + 1)
        if burst.wounds_lost >= spec.wounds:
            burst = burst._replace(friendly_after_kill=burst.friendly_after_kill + 1)
        if friend is None:
            return burst  # no friend left standing to strike
        friends = list(burst.friends)
        lost = min(friends[friend] + fails, spec.friend_wounds)
        gained = lost - friends[friend]
        friends[friend] = lost
        return burst._replace(
            friends=tuple(friends), friendly_wounds=burst.friendly_wounds + gained
        )
    if strikes_crew(spec, burst, kind, transferred):
        burst = burst._replace(crew_hits=burst.crew_hits + 1)
        if friend is None:
            return burst  # no crew left: the hit strikes nobody (docs/decisions.md)
        crew = list(burst.crew)
        lost = min(crew[friend] + fails, spec.crew_wounds)
        gained, crew[friend] = lost - crew[friend], lost
        return burst._replace(crew=tuple(crew), crew_wounds=burst.crew_wounds + gained)
    if kind == "miss":
        return burst
    if transferred:
        _, wounds = transfer_profile(spec)
        lost = min(burst.transfer_wounds_lost + fails, wounds)
        return burst._replace(transfer_hits=burst.transfer_hits + 1, transfer_wounds_lost=lost)
    if burst.wounds_lost >= spec.wounds:
        return burst  # nothing left to hit
    lost = min(burst.wounds_lost + fails, spec.wounds)
    return burst._replace(target_hits=burst.target_hits + 1, wounds_lost=lost)


def _shot_allowed(spec: WarzoneAttackSpec, burst: Burst) -> bool:
    if burst.leadership_failed:
        return False
    dead = burst.wounds_lost >= spec.wounds
    if dead and not spec.melee_friends:
        if spec.transfer_modifier is None:
            return False
        return burst.transfer_wounds_lost < transfer_profile(spec)[1]  # one transfer only
    return True


def burst_shots(spec: WarzoneAttackSpec) -> int:
    """WZ-H3, seed 004: "przy Modyfikatorze Wielokrotnego trafienia wybieramy mniejszy z obu
    zasięgów" — once the fire is transferred, the burst's multi-hit is that of the shorter of
    the two range bands: the new band's when it is the shorter (`transfer_shots`)."""
    return spec.shots if spec.transfer_shots is None else spec.transfer_shots


def _shot_limit(spec: WarzoneAttackSpec, burst: Burst) -> int:
    """How many shots the burst may fire in all: the first band's multi-hit while its target
    stands, the shorter band's once the fire is transferred (WZ-H3)."""
    transferred = spec.transfer_modifier is not None and burst.wounds_lost >= spec.wounds
    return burst_shots(spec) if transferred else spec.shots


def _armour_test(
    spec: WarzoneAttackSpec, burst: Burst, kind: ShotKind, transferred: bool
) -> tuple[bool, int | None]:
    """Whether the shot takes armour tests, and against whose armour: None the target's, a
    number another model's (a friend in the melee, the new target)."""
    if strikes_friend(spec, burst, kind):
        return bool(living_friends(spec, burst)), spec.friend_armour
    if strikes_crew(spec, burst, kind, transferred):
        return bool(living_crew(spec, burst)), spec.crew_armour
    if kind not in ("hit", "absolute"):
        return False, None
    if transferred:
        return True, transfer_profile(spec)[0]
    return burst.wounds_lost < spec.wounds, None


# -- exact distribution ---------------------------------------------------------------------------


@cache
def _fail_counts(spec: WarzoneAttackSpec, bonus: ShotBonus, armour: int | None) -> dict[int, int]:
    """Failed armour tests of one hit, as counts over 20 ** damage_multiplier (WZ-D1)."""
    tests = spec.damage_multiplier
    failing = sum(armour_fails(spec, face, bonus, armour) for face in range(1, D20 + 1))
    counts = {
        k: comb(tests, k) * failing**k * (D20 - failing) ** (tests - k) for k in range(tests + 1)
    }
    return {k: q for k, q in counts.items() if q}  # a count that cannot happen is no branch


@cache
def _kinds(spec: WarzoneAttackSpec, jammed: bool, target: int, penalty: int) -> dict[ShotKind, int]:
    """How many of the 20 faces give each kind of shot (the same judge as `resolve`)."""
    kinds: dict[ShotKind, int] = defaultdict(int)
    for face in range(1, D20 + 1):
        kinds[_classify_shot(spec, face, jammed, target, penalty)] += 1
    return dict(kinds)


def _next_states(
    spec: WarzoneAttackSpec, burst: Burst, tests_scale: int
) -> list[tuple[Burst, int]]:
    """Where one more shot takes the burst, as integer weights over 20 × tests_scale (its
    d20, its armour tests). A shot that strikes a friend is only counted here: the friends'
    wounds are worked out apart (`friendly_wounds_distribution`)."""
    if not _shot_allowed(spec, burst):
        return [(burst, D20 * tests_scale)]
    found: dict[Burst, int] = defaultdict(int)
    target, transferred = _target_number(spec, burst)
    penalty = 0 if transferred else melee_penalty(spec)
    for kind, faces in _kinds(spec, burst.jammed, target, penalty).items():
        tests, armour = _armour_test(spec, burst, kind, transferred)
        if (
            not tests
            or strikes_friend(spec, burst, kind)
            or strikes_crew(spec, burst, kind, transferred)
        ):
            found[_shot_step(spec, burst, kind, 0, transferred)] += faces * tests_scale
            continue
        room = (
            transfer_profile(spec)[1] - burst.transfer_wounds_lost
            if transferred
            else spec.wounds - burst.wounds_lost
        )
        fails = _fail_counts(spec, _bonus(spec, kind), armour)
        for failed, q in capped(fails, room).items():  # every test rolled, wounds capped
            found[_shot_step(spec, burst, kind, failed, transferred)] += faces * q
    return list(found.items())


# What only adds up over a burst (what was hit, the friends' wounds in all): it never changes
# what the next shot can do, unlike the rest of a burst (its core).
_COUNTERS = tuple(
    Burst._fields.index(name)
    for name in (
        "target_hits",
        "friendly_hits",
        "transfer_hits",
        "friendly_after_kill",
        "crew_hits",
    )
)


def _core(burst: Burst) -> Burst:
    values = list(burst)
    for index in _COUNTERS:
        values[index] = 0
    return Burst._make(values)


def _counters(burst: Burst) -> tuple[int, ...]:
    return (
        burst.target_hits,
        burst.friendly_hits,
        burst.transfer_hits,
        burst.friendly_after_kill,
        burst.crew_hits,
    )


def _with_counters(core: Burst, counted: list[int]) -> Burst:
    values = list(core)
    for index, value in zip(_COUNTERS, counted, strict=True):
        values[index] = value
    return Burst._make(values)


def distribution(spec: WarzoneAttackSpec) -> Distribution[Burst]:
    """A chain over the burst, on integer weights: each shot multiplies the denominator by
    20 (its d20) × 20 ** damage_multiplier (the armour tests of a hit). The friends in a melee
    are left out: shots that strike them are counted (before and after the target died), their
    wounds are `friendly_wounds_distribution`'s."""
    return _counted_distribution(spec)[0]


def _counted_distribution(spec: WarzoneAttackSpec) -> tuple[Distribution[Burst], int]:
    """`distribution` and the chain entries stepped: the work, bounded by tests (issue 36)."""
    validate(spec)
    if spec.template != "none":
        return _template_distribution(spec)
    start = Burst()
    layer: dict[Burst, int] = {start: 1}
    denominator = 1
    passing = _leadership_passes(spec)
    if passing is not None:
        layer = {start: passing, start._replace(leadership_failed=True): D20 - passing}
        denominator = D20
    tests_scale = D20**spec.damage_multiplier
    step_scale = D20 * tests_scale
    # What a shot can do depends on a burst's core only (`_core`): every core the burst can
    # reach and its moves are found first. Only cores the burst's own number of shots can
    # reach are expanded; a core first reached by the last shot is never shot from.
    cores = list(dict.fromkeys(_core(burst) for burst in layer))
    numbers = {core: index for index, core in enumerate(cores)}
    depth = dict.fromkeys(range(len(cores)), 0)
    found: list[list[tuple[Burst, int]]] = []
    rounds = max(spec.shots, burst_shots(spec))
    for index, reached in enumerate(cores):  # grows as new cores are found, by shots taken
        if depth[index] >= _shot_limit(spec, reached):
            found.append([])
            continue
        found.append(_next_states(spec, reached, tests_scale))
        for step, _ in found[-1]:
            if _core(step) not in numbers:
                numbers[_core(step)] = len(cores)
                depth[len(cores)] = depth[index] + 1
                cores.append(_core(step))
    # A chain key is one whole number: the core's number, then the four counters as digits in
    # base `base` (no counter reaches it), so that a move adds the same number to every key of
    # its core — the chain's inner loop adds and multiplies whole numbers, nothing else.
    base = rounds + 1
    top = base ** len(_COUNTERS)

    def key_of(core: int, counted: tuple[int, ...]) -> int:
        key = core
        for count in counted:
            key = key * base + count
        return key

    moves = [
        [(key_of(numbers[_core(step)], _counters(step)) - core * top, q) for step, q in steps]
        for core, steps in enumerate(found)
    ]
    # Bursts no later shot changes (jammed, or nothing left to shoot) leave the chain, their
    # weights put over the final denominator at once instead of being carried every shot.
    settles = [
        not core_moves or (len(core_moves) == 1 and core_moves[0][0] == 0) for core_moves in moves
    ]

    chain = {key_of(numbers[_core(b)], _counters(b)): weight for b, weight in layer.items()}
    settled: dict[int, int] = defaultdict(int)
    work = len(cores)
    spent = [_shot_limit(spec, core) for core in cores]  # shots it may fire in all (WZ-H3)
    for shot in range(rounds):
        work += len(chain)
        rest = step_scale ** (rounds - shot)
        nxt: dict[int, int] = defaultdict(int)
        for key, weight in chain.items():
            core = key // top
            if settles[core] or shot >= spent[core]:
                settled[key] += weight * rest
                continue
            for shift, q in moves[core]:
                nxt[key + shift] += weight * q
        chain, denominator = nxt, denominator * step_scale
    for key, weight in chain.items():
        settled[key] += weight

    def burst_of(key: int) -> Burst:
        core, packed = divmod(key, top)
        counted = []
        for _ in _COUNTERS:
            packed, count = divmod(packed, base)
            counted.append(count)
        return _with_counters(cores[core], counted[::-1])

    outcomes = {burst_of(key): weight for key, weight in settled.items() if weight}
    return Distribution.from_counts(outcomes, denominator), work


def friendly_wounds_distribution(
    spec: WarzoneAttackSpec, burst: Distribution[Burst]
) -> Distribution[int]:
    """The wounds the friends in the melee lose in all (WZ-F3, WZ-F5), from `distribution`."""
    return _counted_friendly_wounds(spec, burst)[0]


def crew_wounds_distribution(
    spec: WarzoneAttackSpec, burst: Distribution[Burst]
) -> Distribution[int]:
    """WZ-H4: the wounds the open vehicle's crew lose in all, each natural 1 that struck them
    on a random crew member left (its armour tests, no bonus: the crew was the choice)."""
    if spec.absolute_success != "crew":
        return Distribution.certain(0)
    strikes: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    for b, p in burst.items():
        strikes[(b.crew_hits, 0)] += p
    hit = Strike(_fail_counts(spec, ShotBonus(), spec.crew_armour))
    lost, _work = friendly_wounds(spec.crew, spec.crew_wounds, hit, hit, strikes)
    return Distribution(lost)


def _counted_friendly_wounds(
    spec: WarzoneAttackSpec, burst: Distribution[Burst]
) -> tuple[Distribution[int], int]:
    """A stray shot strikes without a bonus; once the target is dead every hit strikes a
    friend, an absolute success with its bonus — two kinds of strike, and the counts of each
    in the burst (WZ-F3, WZ-F5)."""
    if not spec.melee_friends:
        return Distribution.certain(0), 0
    if spec.template != "none":  # WZ-T3: the template's chain counts them itself
        return burst.map(lambda b: b.friendly_wounds), 0
    strikes: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    for b, p in burst.items():
        strikes[(b.friendly_hits - b.friendly_after_kill, b.friendly_after_kill)] += p
    stray = Strike(_fail_counts(spec, ShotBonus(), spec.friend_armour))
    dead_target, _ = _target_number(spec, Burst(wounds_lost=spec.wounds))
    after: dict[int, int] = defaultdict(int)
    for kind, faces in _kinds(spec, False, dead_target, melee_penalty(spec)).items():
        if kind in ("hit", "absolute", "friendly"):
            for failed, q in _fail_counts(spec, _bonus(spec, kind), spec.friend_armour).items():
                after[failed] += faces * q
    lost, work = friendly_wounds(
        spec.melee_friends, spec.friend_wounds, stray, Strike(after), strikes
    )
    return Distribution(lost), work


# -- resolving dice -------------------------------------------------------------------------------


def resolve(spec: WarzoneAttackSpec, dice: DiceSource) -> Explained[Burst]:
    """In table order: the leadership d20 (if any), then per shot its d20 and, on a hit, one
    d20 per armour test (WZ-D1) — a stray hit first draws its friend, a die with one face
    per friend left standing, when there is more than one (WZ-F3)."""
    validate(spec)
    if spec.template != "none":
        return _resolve_template_shot(spec, dice)
    burst = _start(spec)
    steps: list[str] = []
    if not _leadership_test(spec, dice, steps):
        return Explained(burst._replace(leadership_failed=True), tuple(steps))
    for shot in range(1, max(spec.shots, burst_shots(spec)) + 1):
        if shot > _shot_limit(spec, burst):
            break  # its multi-hit is fired (WZ-H2, WZ-H3)
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
        tests, armour = _armour_test(spec, burst, kind, transferred)
        friend = None  # the friend, or the crew member, the shot strikes (by index)
        if strikes_friend(spec, burst, kind):
            friend = _drawn(dice, living_friends(spec, burst))
            steps.append(
                tr("Shot {n}: no friend is left standing to strike.").format(n=shot)
                if friend is None
                else tr("Shot {n}: it strikes friend {friend} of {count} (WZ-F3).").format(
                    n=shot, friend=friend + 1, count=spec.melee_friends
                )
            )
        elif strikes_crew(spec, burst, kind, transferred):
            friend = _drawn(dice, living_crew(spec, burst))
            steps.append(
                tr("Shot {n}: no crew member is left to strike.").format(n=shot)
                if friend is None
                else tr(
                    "Shot {n}: the natural 1 strikes crew member {member} of {count} (WZ-H4)."
                ).format(n=shot, member=friend + 1, count=spec.crew)
            )
        fails = 0
        if tests:
            bonus = _bonus(spec, kind)
            faces = dice.roll(spec.damage_multiplier, D20)
            fails = sum(armour_fails(spec, f, bonus, armour) for f in faces)
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
        burst = _shot_step(spec, burst, kind, fails, transferred, friend)
    return Explained(burst, tuple(steps))


def _drawn(dice: DiceSource, living: list[int]) -> int | None:
    """One of those left, at random: a die with one face each when more than one (WZ-F3,
    WZ-H4); None when nobody is left."""
    if len(living) <= 1:
        return living[0] if living else None
    (pick,) = dice.roll(1, len(living))
    return living[pick - 1]


# -- template weapons in the attack (WZ-T3, WZ-T4, WZ-T5) ---------------------------------------


def _template_start(spec: WarzoneAttackSpec) -> Burst:
    """The target, the other models under the template (Cluster: the nearest), then the
    friends fighting the target — all under it in a melee (WZ-T3; docs/decisions.md)."""
    count = template_count(spec.template_models, spec.cluster)
    return Burst(others=(0,) * (count - 1), friends=(0,) * spec.melee_friends)


def _template_models(spec: WarzoneAttackSpec) -> int:
    start = _template_start(spec)
    return 1 + len(start.others) + len(start.friends)


def _template_armour(spec: WarzoneAttackSpec, index: int) -> int | None:
    """Model `index`'s armour (None: the target's): a friend in the melee has its own."""
    friend = index - 1 - len(_template_start(spec).others)
    return spec.friend_armour if friend >= 0 else None


def _leadership_passes(spec: WarzoneAttackSpec) -> int | None:
    """WZ-F2: a basic squad tests its leadership before shooting into a melee, with a template
    too: the d20's faces that pass (None: no test — elite, or a much larger target)."""
    if spec.leadership is None or spec.target_much_larger:
        return None
    return sum(1 for face in range(1, D20 + 1) if face <= spec.leadership)


def _leadership_test(spec: WarzoneAttackSpec, dice: DiceSource, steps: list[str]) -> bool:
    """WZ-F2 at the table: whether the shooters may fire (True without a test)."""
    if _leadership_passes(spec) is None:
        return True
    (face,) = dice.roll(1, D20)
    passed = face <= (spec.leadership or 0)
    steps.append(
        tr("WZ-F2 leadership d20 {face} vs DW {dw}: {result}.").format(
            face=face,
            dw=spec.leadership,
            result=tr("passed") if passed else tr("failed, the action is wasted"),
        )
    )
    return passed


def _template_kind(spec: WarzoneAttackSpec) -> Literal["direct", "shotgun", "indirect"]:
    assert spec.template != "none"
    return spec.template


def _template_face(spec: WarzoneAttackSpec, index: int, face: int) -> ShotKind:
    """One template d20 as a shot kind: a jam, a miss, a hit, or (a hit test's natural 1)
    an absolute success with its bonus (WZ-H4)."""
    roll = _template_roll(
        _template_kind(spec),
        index,
        face,
        target=spec.skill + total_modifier(spec),
        jam=spec.jam,
        automatic=spec.automatic,
    )
    if roll == "hit" and face == ABSOLUTE_SUCCESS and spec.template != "direct":
        return "absolute"
    return "jam" if roll == "jam" else roll


def _template_hit(spec: WarzoneAttackSpec, burst: Burst, index: int, fails: int) -> Burst:
    """Model `index` under the template (0: the target, then the others, then the friends
    fighting it) is hit and failed `fails` tests."""
    friend = index - 1 - len(burst.others)
    if friend >= 0:
        lost = min(fails, spec.friend_wounds)
        friends = list(burst.friends)
        friends[friend] = lost
        return burst._replace(
            friends=tuple(friends),
            friendly_hits=burst.friendly_hits + 1,
            friendly_wounds=burst.friendly_wounds + lost,
        )
    lost = min(fails, spec.wounds)
    burst = burst._replace(models_hit=burst.models_hit + 1)
    if index == 0:
        return burst._replace(target_hits=1, wounds_lost=lost)
    others = list(burst.others)
    others[index - 1] = lost
    return burst._replace(others=tuple(others))


def _template_distribution(spec: WarzoneAttackSpec) -> tuple[Distribution[Burst], int]:
    """A shotgun rolls for each model in turn (the target first); a direct or indirect
    template rolls once for all. Every model hit takes its armour tests. Of the models beside
    the target only who died is kept (`others`: their wounds if dead, else 0): no report tells
    a wounded model from an unhurt one (issue 36: ×6 damage on ten models took 20 s)."""
    start = _template_start(spec)
    count = 1 + len(start.others)  # the friends in a melee come after: `_template_friends`
    work = 0
    tests_scale = D20**spec.damage_multiplier
    layer: dict[tuple[Burst, ShotKind | None], int] = {(start, None): 1}
    denominator = 1
    passing = _leadership_passes(spec)
    if passing is not None:
        failed = start._replace(leadership_failed=True, friends=())
        layer = {(start, None): passing, (failed, None): D20 - passing}
        denominator = D20
    for index in range(count):
        nxt: dict[tuple[Burst, ShotKind | None], int] = defaultdict(int)
        rolls = spec.template == "shotgun" or index == 0
        work += len(layer)
        for (burst, shared), weight in layer.items():
            if burst.jammed or burst.leadership_failed or (not rolls and shared in (None, "miss")):
                nxt[(burst, shared)] += weight * (D20 if rolls else 1) * tests_scale
                continue
            faces: dict[ShotKind, int] = defaultdict(int)
            if rolls:
                for face in range(1, D20 + 1):
                    faces[_template_face(spec, index, face)] += 1
            else:
                assert shared is not None
                faces[shared] = 1
            for kind, n in faces.items():
                if kind == "jam":
                    nxt[(burst._replace(jammed=True), kind)] += weight * n * tests_scale
                elif kind == "miss":
                    nxt[(burst, kind)] += weight * n * tests_scale
                else:
                    armour = _template_armour(spec, index)
                    for fails, q in _fail_counts(spec, _bonus(spec, kind), armour).items():
                        hit = _template_hit(spec, burst, index, fails)
                        dead = tuple(
                            spec.wounds if lost >= spec.wounds else 0 for lost in hit.others
                        )
                        nxt[(hit._replace(others=dead).canonical(), kind)] += weight * n * q
        layer = nxt
        denominator *= (D20 if spec.template == "shotgun" or index == 0 else 1) * tests_scale
    counts: dict[Burst, int] = defaultdict(int)
    if spec.melee_friends:
        friends, scale, more = _template_friends(spec, layer, count)
        work += more
        for (burst, shared), weight in layer.items():
            for (jammed, hits, lost), w in friends(burst, shared):
                done = burst._replace(
                    friends=(),
                    jammed=burst.jammed or jammed,
                    friendly_hits=hits,
                    friendly_wounds=lost,
                )
                counts[done] += weight * w
        denominator *= scale
    else:
        for (burst, _), weight in layer.items():
            counts[burst._replace(friends=())] += weight
    return Distribution.from_counts({b: w for b, w in counts.items() if w}, denominator), work


# The friends under a template after the target and the others: (jammed, friends hit, their
# wounds lost in all) → weight; and those outcomes after a state of the template's chain.
FriendsUnder = dict[tuple[bool, int, int], int]
FriendsAfter = Callable[[Burst, ShotKind | None], Iterable[tuple[tuple[bool, int, int], int]]]


def _template_friends(
    spec: WarzoneAttackSpec, layer: Mapping[tuple[Burst, ShotKind | None], int], first: int
) -> tuple[FriendsAfter, int, int]:
    """WZ-T3 into a melee: every friend fighting the target is hit (a shotgun tests each),
    its own armour tests; only how many were hit and their wounds in all are kept, worked out
    once per way the template's roll went (the other models' patterns never multiply them).
    Returns the friends' outcomes after a state, their denominator, the states stepped."""
    shotgun = spec.template == "shotgun"
    tests_scale = D20**spec.damage_multiplier
    each = (D20 if shotgun else 1) * tests_scale
    whole = each**spec.melee_friends
    work = 0
    chains: dict[ShotKind | None, FriendsUnder] = {}

    def chain(shared: ShotKind | None) -> FriendsUnder:
        nonlocal work
        states: FriendsUnder = {(False, 0, 0): 1}
        for j in range(spec.melee_friends):
            index = first + j
            work += len(states)
            faces: dict[ShotKind, int] = defaultdict(int)
            if shotgun:
                for face in range(1, D20 + 1):
                    faces[_template_face(spec, index, face)] += 1
            else:
                assert shared is not None
                faces[shared] = 1
            nxt: FriendsUnder = defaultdict(int)
            for (jammed, hits, lost), w in states.items():
                if jammed:
                    nxt[(jammed, hits, lost)] += w * each
                    continue
                for kind, n in faces.items():
                    if kind in ("jam", "miss"):
                        nxt[(kind == "jam", hits, lost)] += w * n * tests_scale
                        continue
                    fails = _fail_counts(spec, _bonus(spec, kind), spec.friend_armour)
                    for failed, q in fails.items():
                        gone = min(failed, spec.friend_wounds)
                        nxt[(False, hits + 1, lost + gone)] += w * n * q
            states = nxt
        return states

    untouched = (((False, 0, 0), whole),)

    def after(burst: Burst, shared: ShotKind | None) -> Iterable[tuple[tuple[bool, int, int], int]]:
        if burst.jammed or burst.leadership_failed:
            return untouched
        if not shotgun and shared in (None, "miss", "jam"):
            return untouched
        key = None if shotgun else shared
        if key not in chains:
            chains[key] = chain(shared)
        return chains[key].items()

    for burst, shared in layer:  # every chain worked out here, so that `work` counts them
        after(burst, shared)
    return after, whole, work


def _resolve_template_shot(spec: WarzoneAttackSpec, dice: DiceSource) -> Explained[Burst]:
    """In table order: the d20 (a shotgun: one per model, the target first), then the armour
    tests of each model hit."""
    burst = _template_start(spec)
    count = _template_models(spec)
    steps: list[str] = []
    shared: ShotKind | None = None
    if not _leadership_test(spec, dice, steps):
        return Explained(burst._replace(leadership_failed=True), tuple(steps))
    for index in range(count):
        if spec.template == "shotgun" or index == 0:
            (face,) = dice.roll(1, D20)
            shared = _template_face(spec, index, face)
            steps.append(
                tr("Template roll {n}: d20 {face} → {result}.").format(
                    n=index + 1, face=face, result=tr(SHOT_WORDS[shared])
                )
            )
        if shared == "jam":
            return Explained(burst._replace(jammed=True), tuple(steps))
        if shared in (None, "miss"):
            continue
        assert shared is not None
        bonus = _bonus(spec, shared)
        faces = dice.roll(spec.damage_multiplier, D20)
        armour = _template_armour(spec, index)
        fails = sum(armour_fails(spec, f, bonus, armour) for f in faces)
        friend = index - len(burst.others)
        text = (
            tr(
                "Friend {n} in the melee, under the template: armour tests {faces} → {fails} "
                "failed."
            )
            if armour is not None
            else tr("Model {n} under the template: armour tests {faces} → {fails} failed.")
        )
        steps.append(
            text.format(
                n=friend if armour is not None else index + 1,
                faces=", ".join(map(str, faces)),
                fails=fails,
            )
        )
        burst = _template_hit(spec, burst, index, fails)
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


def template_count(models_under: int, cluster: int | None) -> int:
    return min(models_under, cluster) if cluster is not None else models_under


def _template_roll(
    kind: Literal["direct", "shotgun", "indirect"],
    index: int,
    face: int,
    *,
    target: int,
    jam: int | None,
    automatic: bool,
) -> Literal["jam", "hit", "miss"]:
    """One d20 of a template shot (WZ-T3, WZ-T4, WZ-T5).

    A direct template rolls only for the jam; an indirect one tests to hit once. A shotgun
    tests each model under it: only the first roll (automatic: the first two) can jam; a later
    roll above the Jam value does not jam, but that model is not hit (seed 004: "na innym niż
    pierwszy wypadnie więcej niż Jam broni model nie jest trafiony").
    """
    can_jam = kind != "shotgun" or index < (2 if automatic else 1)
    if jam is not None and can_jam and face >= jam:
        return "jam"
    if kind == "direct":
        return "hit"
    if kind == "shotgun" and jam is not None and face > jam:
        return "miss"
    return "hit" if face == ABSOLUTE_SUCCESS or face <= target else "miss"


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
    X nearest). A jam hits nothing (docs/decisions.md). shotgun: a hit test per model with the
    shotgun's modifier (in `target`); a jam ends the shooting — an automatic shotgun's second
    roll jamming keeps the first model's hit (docs/decisions.md). indirect: one hit test; on a
    hit every model under it.
    """
    count = template_count(models_under, cluster)
    rolls = count if kind == "shotgun" else 1
    layer: dict[tuple[int, bool], int] = {(0, False): 1}
    for index in range(rolls):
        nxt: dict[tuple[int, bool], int] = defaultdict(int)
        for (hit_count, jammed), weight in layer.items():
            if jammed:
                nxt[(hit_count, True)] += weight * D20
                continue
            for face in range(1, D20 + 1):
                roll = _template_roll(
                    kind, index, face, target=target, jam=jam, automatic=automatic
                )
                if roll == "jam":
                    nxt[(hit_count, True)] += weight
                else:
                    gained = (count if kind != "shotgun" else 1) if roll == "hit" else 0
                    nxt[(hit_count + gained, False)] += weight
        layer = nxt
    counts: dict[int, int] = defaultdict(int)
    for (hit_count, _), weight in layer.items():
        counts[hit_count] += weight
    return Distribution.from_counts(dict(counts), D20**rolls)


def resolve_template(
    kind: Literal["direct", "shotgun", "indirect"],
    models_under: int,
    dice: DiceSource,
    *,
    target: int = 10,
    jam: int | None = None,
    cluster: int | None = None,
    automatic: bool = False,
) -> Explained[int]:
    """`template_hits` with the d20s rolled at the table, one step each."""
    count = template_count(models_under, cluster)
    rolls = count if kind == "shotgun" else 1
    hits, steps = 0, []
    for index in range(rolls):
        (face,) = dice.roll(1, D20)
        roll = _template_roll(kind, index, face, target=target, jam=jam, automatic=automatic)
        steps.append(
            tr("Template roll {n}: d20 {face} → {result}.").format(
                n=index + 1, face=face, result=tr(SHOT_WORDS[roll])
            )
        )
        if roll == "jam":
            break
        if roll == "hit":
            hits += count if kind != "shotgun" else 1
    return Explained(hits, tuple(steps))
