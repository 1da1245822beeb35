"""Trench Crusade movement and hazards (RULES.md §1.7: TC-V1, TC-V3, TC-V4, TC-V6, TC-V7, TC-V8,
TC-V9, TC-V10, TC-V11).

Charges, difficult terrain, RISKY actions (Dash, Climb, Jump), falls, charge from above and
dangerous terrain — each as an exact distribution and as a resolution of given dice, the two
sharing the functions that decide outcomes.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from models.i18n import tr
from models.rules.dice import DiceSource, Distribution, kept_faces, pool_size, pool_sum
from models.rules.explain import Explained
from models.rules.spec import SpecError, spec_field
from models.systems.trench_crusade.attack import (
    INJURY_WORDS,
    REPLACEMENT_NOTES,
    InjuryResult,
    Protection,
    Replacement,
    injury_result,
    replaced_result,
)
from models.systems.trench_crusade.legality import Verdict
from models.systems.trench_crusade.spec import (
    ARMOUR_CAP,
    BLOOD_CAP,
    BLOODBATH_COST,
    BLOODBATH_COST_DOWN,
    DEFAULT_EDITION,
    Edition,
    check_blood_spent,
    check_bloodbath_infection,
)

MAX_CHARGE = 12  # TC-V3
SUCCESS = 7  # an ACTION succeeds on 7+ (TC-A2's chart)

FallResult = Literal["no_injury_roll"] | InjuryResult
FALL_RESULTS: tuple[FallResult, ...] = (
    "no_injury_roll",
    "no_effect",
    "minor_hit",
    "down",
    "out_of_action",
)
FELL = "falls_"  # a failed jump or avoid-fall action: "falls_" + the fall's result


@dataclass(frozen=True)
class ActionSpec:
    """An ACTION roll that is not an attack: Dash, Climb, Jump, standing a charge from above,
    crossing dangerous terrain (TC-V6, TC-V7, TC-V8, TC-V10, TC-V11)."""

    dice: int = spec_field(
        0, "Other ±DICE", "Net other ±DICE on the roll.", minimum=-10, maximum=10
    )
    blood_spent: int = spec_field(
        0, "BLOOD spent", "Spent by the opponent: −1 DICE each (TC-A4).", minimum=0, maximum=6
    )
    blessings_spent: int = spec_field(
        0, "BLESSINGS spent", "+1 DICE each (TC-K2).", minimum=0, maximum=6
    )
    down: bool = spec_field(False, "Model is Down", "−1 DICE to its actions (TC-I2).")

    @property
    def net_dice(self) -> int:
        return self.dice - self.blood_spent + self.blessings_spent - (1 if self.down else 0)


@dataclass(frozen=True)
class InjuryMarkers:
    """An injury roll outside an attack — a fall, dangerous terrain (TC-A8): "indipendentemente
    dalla fonte della ferita", the opponent spends the model's BLOOD on it (+1 DICE each, TC-I6)
    and may call a Bloodbath (TC-I7); its controller spends BLESSINGS (−1 DICE each); a Down
    model suffers +1 DICE (TC-I2; tc-1.0 gives that to melee attacks only, §1.9). Its
    replacement effects stand as against an attack (TC-I11, issue 36): `tough` while not yet
    used this game."""

    down: bool = False
    blood_spent: int = 0
    blessings_spent: int = 0
    bloodbath: bool = False
    tough: bool = False
    golem: bool = False
    machine_armour: bool = False
    bloodbath_infection: int = 0  # of the Bloodbath's markers, INFECTION (TC-I7, TC-K3)

    def __post_init__(self) -> None:
        for name in ("blood_spent", "blessings_spent"):
            if not 0 <= getattr(self, name) <= BLOOD_CAP:
                raise SpecError(name, f"must be between 0 and {BLOOD_CAP}")
        check_bloodbath_infection(
            self.bloodbath_infection, self.bloodbath_markers if self.bloodbath else None
        )
        check_blood_spent(self.blood_cost, "bloodbath")

    @property
    def base(self) -> int:
        return 3 if self.bloodbath else 2

    @property
    def protection(self) -> Protection:
        return Protection(machine_armour=self.machine_armour, golem=self.golem, tough=self.tough)

    def replaced(self, rolled: InjuryResult) -> tuple[InjuryResult, Replacement | None]:
        """The roll's result after TC-I11, and the effect that replaced it."""
        return replaced_result(rolled, self.protection, bloodbath=self.bloodbath, attack=False)

    @property
    def bloodbath_markers(self) -> int:
        """What a Bloodbath costs on this model (TC-I7), or 0 without one."""
        return (BLOODBATH_COST_DOWN if self.down else BLOODBATH_COST) if self.bloodbath else 0

    @property
    def blood_cost(self) -> int:
        """BLOOD the roll takes from the model: those spent and the Bloodbath's not paid in
        INFECTION."""
        return self.blood_spent + self.bloodbath_markers - self.bloodbath_infection

    def net_dice(self, edition: Edition) -> int:
        down = 1 if self.down and edition == "tc-1.6" else 0
        return down + self.blood_spent - self.blessings_spent

    def describe(self, edition: Edition) -> str | None:
        """The step that says which of these apply, or None when none does."""
        parts = []
        if self.down and edition == "tc-1.6":
            parts.append(tr("Down +1 DICE"))
        if self.blood_spent:
            parts.append(tr("{n} BLOOD spent +{n} DICE").format(n=self.blood_spent))
        if self.blessings_spent:
            parts.append(tr("{n} BLESSINGS spent −{n} DICE").format(n=self.blessings_spent))
        if self.bloodbath:
            parts.append(tr("Bloodbath: 3D6"))
        if self.bloodbath_infection:
            parts.append(
                tr("{n} INFECTION counted as BLOOD for it").format(n=self.bloodbath_infection)
            )
        return (
            tr("TC-A8 on this injury roll: {parts}.").format(parts="; ".join(parts))
            if parts
            else None
        )


NO_MARKERS = InjuryMarkers()


def action_success(action: ActionSpec) -> Fraction:
    """P(an ACTION roll succeeds): 2D6 summed (TC-D1) with ±DICE, 7+ (TC-D2, TC-V6)."""
    return pool_sum(2, action.net_dice).probability(lambda total: total >= SUCCESS)


def resolve_action(action: ActionSpec, dice: DiceSource) -> Explained[bool]:
    faces = dice.roll(pool_size(2, action.net_dice), 6)
    total = sum(kept_faces(faces, 2, action.net_dice))
    ok = total >= SUCCESS
    step = tr("TC-V6 action roll {faces} ({dice} DICE) → {total}: {result}.").format(
        faces=", ".join(map(str, faces)),
        dice=f"{action.net_dice:+d}",
        total=total,
        result=tr("success") if ok else tr("failure"),
    )
    return Explained(ok, (step,))


# -- charges (TC-V3, TC-V4) ---------------------------------------------------------------


def _charge_length(movement: int, d6: int | None, halved: bool) -> Fraction:
    length = Fraction(movement + (d6 or 0))
    if halved:
        length /= 2  # TC-V4: halved, the D6 included
    return min(length, Fraction(MAX_CHARGE))


def charge_distance(
    movement: int, *, heavy: bool = False, halved: bool = False
) -> Distribution[Fraction]:
    """Movement + D6 inches, at most 12" (TC-V3); HEAVY without STRONG adds no D6; a model
    that stood up this activation halves it all (TC-V4)."""
    if movement < 0:
        raise SpecError("movement", "cannot be negative")
    if heavy:
        return Distribution.certain(_charge_length(movement, None, halved))
    return Distribution.uniform(range(1, 7)).map(lambda d6: _charge_length(movement, d6, halved))


def resolve_charge(
    movement: int, dice: DiceSource, *, heavy: bool = False, halved: bool = False
) -> Explained[Fraction]:
    d6 = None if heavy else dice.roll(1, 6)[0]
    length = _charge_length(movement, d6, halved)
    rolled = tr("no D6 (HEAVY)") if d6 is None else f"D6 {d6}"
    halves = tr(", halved after standing up (TC-V4)") if halved else ""
    step = tr(
        'TC-V3 charge: Movement {movement}" + {rolled}{halves}, at most 12" = {length}".'
    ).format(movement=movement, rolled=rolled, halves=halves, length=length)
    return Explained(length, (step,))


def path_cost(open_inches: Fraction | int, difficult_inches: Fraction | int = 0) -> Fraction:
    """Movement spent on a path: every inch of difficult terrain costs 2" (TC-V11)."""
    if open_inches < 0 or difficult_inches < 0:
        raise SpecError("distance", "cannot be negative")
    return Fraction(open_inches) + 2 * Fraction(difficult_inches)


def charge_reaches(
    movement: int,
    open_inches: Fraction | int,
    difficult_inches: Fraction | int = 0,
    *,
    heavy: bool = False,
    halved: bool = False,
) -> Fraction:
    """P(the charge covers the path to within 1" of the target)."""
    need = path_cost(open_inches, difficult_inches)
    return charge_distance(movement, heavy=heavy, halved=halved).probability(lambda d: d >= need)


# -- falls (TC-V9, §1.9) --------------------------------------------------------------------


def _injury_roll(net_dice: int, armour: int, markers: InjuryMarkers) -> Distribution[FallResult]:
    """An injury roll of 2D6 (3D6 in a Bloodbath) with ±DICE and the armour (capped, TC-I4),
    its result replaced as the model's effects say (TC-I11)."""
    flat = max(armour, ARMOUR_CAP)
    return pool_sum(markers.base, net_dice).map(
        lambda total: markers.replaced(injury_result(total + flat))[0]
    )


def _roll_injury(
    net_dice: int, armour: int, dice: DiceSource, base: int = 2
) -> tuple[InjuryResult, str]:
    faces = dice.roll(pool_size(base, net_dice), 6)
    flat = max(armour, ARMOUR_CAP)
    total = sum(kept_faces(faces, base, net_dice)) + flat
    result = injury_result(total)
    step = tr(
        "TC-I1 injury roll {faces} ({dice} DICE, armour {armour}) = {total} → {result}."
    ).format(
        faces=", ".join(map(str, faces)),
        dice=f"{net_dice:+d}",
        armour=flat,
        total=total,
        result=tr(INJURY_WORDS[result]),
    )
    return result, step


def fall_dice(
    height: Fraction | int, *, on_purpose: bool, edition: Edition = DEFAULT_EDITION
) -> int | None:
    """±DICE of the fall's injury roll, or None when the fall causes none.

    tc-1.6 (TC-V9): more than 2" (3" when jumping down on purpose) → injury roll with +1 DICE
    per full 3". tc-1.0 (§1.9): 3" or more → +1 INJURY DICE per 3".
    """
    height = Fraction(height)
    if edition == "tc-1.0":
        return None if height < 3 else int(height // 3)
    threshold = 3 if on_purpose else 2
    return None if height <= threshold else int(height // 3)


def _roll_hazard_injury(
    net: int,
    armour: int,
    markers: InjuryMarkers,
    edition: Edition,
    dice: DiceSource,
    label: str = "",
) -> Explained[InjuryResult]:
    """The injury roll of a hazard: the markers' note, the roll (after `label`), and the
    replacement effect that changed its result, if any (TC-I11); TOUGH is then used up."""
    note = markers.describe(edition)
    total = net + markers.net_dice(edition)
    rolled, step = _roll_injury(total, armour, dice, markers.base)
    result, used = markers.replaced(rolled)
    replaced = (tr(REPLACEMENT_NOTES[used]),) if used else ()
    steps = ((note,) if note else ()) + (label + step,) + replaced
    return Explained(result, steps, ("tough",) if used == "tough" else ())


def fall_injury(
    height: Fraction | int,
    *,
    on_purpose: bool = False,
    armour: int = 0,
    markers: InjuryMarkers = NO_MARKERS,
    edition: Edition = DEFAULT_EDITION,
) -> Distribution[FallResult]:
    """The result of falling `height` inches; armour applies (TC-V9), and so do Down and the
    markers spent (TC-A8)."""
    dice = fall_dice(height, on_purpose=on_purpose, edition=edition)
    if dice is None:
        return Distribution.certain("no_injury_roll")
    return _injury_roll(dice + markers.net_dice(edition), armour, markers)


def resolve_fall(
    height: Fraction | int,
    dice: DiceSource,
    *,
    on_purpose: bool = False,
    armour: int = 0,
    markers: InjuryMarkers = NO_MARKERS,
    edition: Edition = DEFAULT_EDITION,
) -> Explained[FallResult]:
    net = fall_dice(height, on_purpose=on_purpose, edition=edition)
    if net is None:
        return Explained(
            "no_injury_roll",
            (tr('TC-V9 a fall of {height}": no injury roll.').format(height=height),),
        )
    injury = _roll_hazard_injury(net, armour, markers, edition, dice)
    fall = tr('TC-V9 a fall of {height}": +{net} DICE.').format(height=height, net=net)
    return Explained(injury.outcome, (fall, *injury.steps), injury.used)


def risky_fall(
    height: Fraction | int,
    action: ActionSpec,
    *,
    armour: int = 0,
    markers: InjuryMarkers = NO_MARKERS,
    edition: Edition = DEFAULT_EDITION,
) -> Distribution[str]:
    """An ACTION that, failed, makes the model fall `height` inches: a jump across a gap
    (TC-V8), or a model Downed within 1" of an edge trying not to fall (TC-V9). Success is
    "success"; a failure is FELL + the fall's result."""
    p = action_success(action)
    fall = fall_injury(height, armour=armour, markers=markers, edition=edition)
    return Distribution(
        [("success", p)] + [(FELL + result, (1 - p) * q) for result, q in fall.items()]
    )


def resolve_risky_fall(
    height: Fraction | int,
    action: ActionSpec,
    dice: DiceSource,
    *,
    armour: int = 0,
    markers: InjuryMarkers = NO_MARKERS,
    edition: Edition = DEFAULT_EDITION,
) -> Explained[str]:
    action_roll = resolve_action(action, dice)
    if action_roll.outcome:
        return Explained("success", action_roll.steps)
    fall = resolve_fall(height, dice, armour=armour, markers=markers, edition=edition)
    fell = tr("TC-V9 the action failed: the model falls.")
    return Explained(FELL + fall.outcome, (*action_roll.steps, fell, *fall.steps), fall.used)


# -- charge from above (TC-V10) -------------------------------------------------------------


def charge_from_above_allowed(
    jump_height: Fraction | int, target_lower_by: Fraction | int, landing_distance: Fraction | int
) -> Verdict:
    """All must hold: the target is at least 3" lower, the jump is at most 6", and the charger
    lands within 2" of the target."""
    if Fraction(target_lower_by) < 3:
        return Verdict(False, tr('TC-V10: the target must be at least 3" lower'))
    if Fraction(jump_height) > 6:
        return Verdict(False, tr('TC-V10: the jump may be at most 6"'))
    if Fraction(landing_distance) > 2:
        return Verdict(False, tr('TC-V10: the charger must land within 2" of the target'))
    return Verdict(True, tr("TC-V10: a charge from above"))


def _from_above_markers(markers: InjuryMarkers) -> InjuryMarkers:
    """The failed charger is Down for its fall: +1 DICE (TC-V10 says it in both editions), a
    Bloodbath costs 3; the BLOOD and BLESSINGS spent on it as on any injury roll (TC-A8)."""
    return dataclasses.replace(markers, down=True)


def _from_above_fall_dice(jump_height: Fraction | int) -> int:
    """+1 DICE per full 3" fallen (TC-V10); being Down adds its own (`_from_above_markers`)."""
    return int(Fraction(jump_height) // 3)


def charge_from_above(
    jump_height: Fraction | int,
    action: ActionSpec,
    *,
    armour: int = 0,
    markers: InjuryMarkers = NO_MARKERS,
) -> Distribution[str]:
    """The RISKY action: success → +1 DICE to hit and injure (TC-M7); failure → the charger is
    Down, stays in melee, and rolls for the fall."""
    p = action_success(action)
    down = _from_above_markers(markers)
    failed = _injury_roll(
        _from_above_fall_dice(jump_height) + down.net_dice("tc-1.6"), armour, down
    )
    return Distribution(
        [("success", p)] + [(f"failed_{result}", (1 - p) * q) for result, q in failed.items()]
    )


def resolve_charge_from_above(
    jump_height: Fraction | int,
    action: ActionSpec,
    dice: DiceSource,
    *,
    armour: int = 0,
    markers: InjuryMarkers = NO_MARKERS,
) -> Explained[str]:
    action_roll = resolve_action(action, dice)
    if action_roll.outcome:
        return Explained("success", action_roll.steps + (tr("TC-M7 +1 DICE to hit and injure."),))
    fell = tr("TC-V10 failed: the charger is Down and falls.")
    injury = _roll_hazard_injury(
        _from_above_fall_dice(jump_height), armour, _from_above_markers(markers), "tc-1.6", dice
    )
    return Explained(
        "failed_" + injury.outcome, (*action_roll.steps, fell, *injury.steps), injury.used
    )


# -- dangerous terrain (TC-V11) ---------------------------------------------------------------


def dangerous_terrain(
    action: ActionSpec,
    *,
    armour: int = 0,
    markers: InjuryMarkers = NO_MARKERS,
    edition: Edition = DEFAULT_EDITION,
) -> Distribution[str]:
    """The action on entering or starting in dangerous terrain: on failure an injury roll
    (armour applies, TC-V11; Down and the markers spent too, TC-A8)."""
    p = action_success(action)
    injury = _injury_roll(markers.net_dice(edition), armour, markers)
    return Distribution([("safe", p)] + [(r, (1 - p) * q) for r, q in injury.items()])


def resolve_dangerous_terrain(
    action: ActionSpec,
    dice: DiceSource,
    *,
    armour: int = 0,
    markers: InjuryMarkers = NO_MARKERS,
    edition: Edition = DEFAULT_EDITION,
) -> Explained[str]:
    action_roll = resolve_action(action, dice)
    if action_roll.outcome:
        return Explained("safe", action_roll.steps)
    injury = _roll_hazard_injury(
        0, armour, markers, edition, dice, tr("TC-V11 dangerous terrain: ")
    )
    return Explained(injury.outcome, (*action_roll.steps, *injury.steps), injury.used)


# -- jumps (TC-V8) ----------------------------------------------------------------------------


def jump_allowed(movement: int, gap: Fraction | int) -> Verdict:
    if Fraction(gap) > Fraction(movement, 2):
        return Verdict(False, tr("TC-V8: a gap may be at most half the Movement characteristic"))
    return Verdict(True, tr("TC-V8: a RISKY jump; on failure the model falls"))


def ledge_cost(height_difference: Fraction | int) -> Fraction:
    """Jumping up to a ledge at most 1" higher: +1" movement if the difference is ½" or more."""
    height = Fraction(height_difference)
    if height > 1:
        raise SpecError("height_difference", 'a ledge may be at most 1" higher (TC-V8)')
    return Fraction(1) if height >= Fraction(1, 2) else Fraction(0)
