"""Trench Crusade actions beside attacks, as odds, resolutions and game-log effects.

Dash, Climb and Jump are RISKY ACTION rolls (a failure ends the activation); a charge rolls
its distance against the inches needed (TC-V3, TC-V4); a fall and dangerous terrain may mean an
injury roll (TC-V9, TC-V11); standing up clears Down; a retreat lets the enemies in melee
strike first (their free attacks go through the attack wizard). Everything here is pure: the
game view turns a `Done` into one logged event.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from models.i18n import N_, tr
from models.rules.dice import DiceSource, GivenDice
from models.rules.spec import SpecError
from models.systems.trench_crusade.attack import INJURY_WORDS
from models.systems.trench_crusade.movement import (
    FELL,
    ActionSpec,
    InjuryMarkers,
    action_success,
    charge_from_above,
    charge_reaches,
    dangerous_terrain,
    fall_injury,
    resolve_action,
    resolve_charge,
    resolve_charge_from_above,
    resolve_dangerous_terrain,
    resolve_fall,
    resolve_risky_fall,
    risky_fall,
)
from models.systems.trench_crusade.spec import BLOOD_CAP, Edition
from models.systems.trench_crusade.table_attacks import (
    ACTIVATED,
    DOWN,
    OUT,
    TOUGH_USED,
    armour_of,
    replacement_keywords,
)
from models.table.declaration import ActionDone, ActionRules, Table
from models.table.errors import InvalidInput
from models.table.views import ModelState

ACTIONS = {
    "dash": N_("Dash (RISKY)"),
    "climb": N_("Climb (RISKY)"),
    "jump": N_("Jump (RISKY)"),
    "charge": N_("Charge"),
    "fall": N_("Fall"),
    "avoid_fall": N_("Avoid falling (Downed near an edge)"),
    "charge_from_above": N_("Charge from above (RISKY)"),
    "dangerous": N_("Dangerous terrain"),
    "stand_up": N_("Stand up"),
    "retreat": N_("Retreat"),
}
# The results' names, for people (the keys stay in the log and index the odds).
RESULT_NAMES = {
    "success": N_("success"),
    "failure (activation ends)": N_("failure (activation ends)"),
    "reaches": N_("reaches"),
    "falls short": N_("falls short"),
    "safe": N_("safe"),
    "stands up": N_("stands up"),
    "retreats": N_("retreats"),
    "no_injury_roll": N_("no injury roll"),
    **INJURY_WORDS,
    FELL + "no_injury_roll": N_("falls: no injury roll"),
    FELL + "no_effect": N_("falls: no effect"),
    FELL + "minor_hit": N_("falls: minor hit"),
    FELL + "down": N_("falls: Down"),
    FELL + "out_of_action": N_("falls: out of action"),
    # a failed charge from above: the charger is Down and falls (TC-V10)
    "failed_no_effect": N_("falls: no effect"),
    "failed_minor_hit": N_("falls: minor hit"),
    "failed_down": N_("falls: Down"),
    "failed_out_of_action": N_("falls: out of action"),
}


def result_name(result: str) -> str:
    return tr(RESULT_NAMES.get(result, result.replace("_", " ")))


NEEDS_DICE = (
    "dash",
    "climb",
    "jump",
    "charge",
    "fall",
    "avoid_fall",
    "charge_from_above",
    "dangerous",
)
RISKY_FAILURE = "failure (activation ends)"


@dataclass(frozen=True)
class ActionInput:
    kind: str
    roll: ActionSpec = ActionSpec()
    movement: int = 6
    open_inches: int = 0
    difficult_inches: int = 0
    heavy: bool = False
    stood_up: bool = False
    height: int = 0
    on_purpose: bool = False
    armour: int = 0
    edition: Edition = "tc-1.6"
    # The injury roll of a fall or dangerous terrain (TC-A8); logs from before issue 19 lack
    # them and replay as they were rolled.
    injury_down: bool = False
    injury_blood_spent: int = 0
    injury_blessings_spent: int = 0
    bloodbath: bool = False
    target_hidden: bool = False  # a charge at a target it cannot see is RISKY (TC-V3)
    # The model's replacement effects on that roll and INFECTION paid into a Bloodbath (TC-I11,
    # TC-I7; issue 36); logs from before lack them and replay as they were rolled.
    tough: bool = False
    golem: bool = False
    bloodbath_infection: int = 0

    @property
    def markers(self) -> InjuryMarkers:
        return InjuryMarkers(
            down=self.injury_down,
            blood_spent=self.injury_blood_spent,
            blessings_spent=self.injury_blessings_spent,
            bloodbath=self.bloodbath,
            tough=self.tough,
            golem=self.golem,
            bloodbath_infection=self.bloodbath_infection,
        )


Done = ActionDone


def success_odds(action: ActionInput) -> dict[str, Fraction]:
    """The exact odds of each result of the action."""
    kind = action.kind
    if kind in ("dash", "climb") or (kind == "jump" and not action.height):
        p = action_success(action.roll)
        return {"success": p, RISKY_FAILURE: 1 - p}
    if kind in ("jump", "avoid_fall"):  # a failure is a fall (TC-V8, TC-V9)
        odds: dict[str, Fraction] = {}
        fall = risky_fall(
            action.height,
            action.roll,
            armour=action.armour,
            markers=action.markers,
            edition=action.edition,
        )
        for result, p in fall.items():
            key = RISKY_FAILURE if kind == "jump" and result == FELL + "no_injury_roll" else result
            odds[key] = odds.get(key, Fraction(0)) + p
        return odds
    if kind == "charge":
        p = charge_reaches(
            action.movement,
            action.open_inches,
            action.difficult_inches,
            heavy=action.heavy,
            halved=action.stood_up,
        )
        if not action.target_hidden:
            return {"reaches": p, "falls short": 1 - p}
        risky = action_success(action.roll)  # TC-V3: roll first, go on only on a success
        return {"reaches": risky * p, "falls short": risky * (1 - p), RISKY_FAILURE: 1 - risky}
    if kind == "fall":
        fallen = fall_injury(
            action.height,
            on_purpose=action.on_purpose,
            armour=action.armour,
            markers=action.markers,
            edition=action.edition,
        )
        return {str(result): p for result, p in fallen.items()}
    if kind == "charge_from_above":
        return dict(
            charge_from_above(
                action.height, action.roll, armour=action.armour, markers=action.markers
            )
        )
    if kind == "dangerous":
        return dict(
            dangerous_terrain(
                action.roll, armour=action.armour, markers=action.markers, edition=action.edition
            )
        )
    return {"done": Fraction(1)}


def perform(action: ActionInput, member_id: int, state: ModelState, dice: DiceSource) -> Done:
    """Resolve the action with `dice` and say what it changes on the model."""
    spent: list[dict[str, Any]] = []
    if action.roll.blood_spent:
        spent.append({"member": member_id, "counter": "blood", "delta": -action.roll.blood_spent})
    if action.roll.blessings_spent:
        spent.append(
            {"member": member_id, "counter": "blessing", "delta": -action.roll.blessings_spent}
        )
    activated = {"member": member_id, "flag": ACTIVATED, "value": True}
    risky_note = (tr("TC-A2 RISKY: the failure ends the activation."),)
    kind = action.kind
    if kind in ("dash", "climb") or (kind == "jump" and not action.height):
        # RISKY actions: TC-V6, TC-V7, TC-V8
        rolled = resolve_action(action.roll, dice)
        result = "success" if rolled.outcome else RISKY_FAILURE
        note = () if rolled.outcome else risky_note
        return Done(result, rolled.steps + note, (*spent, activated))
    if kind in ("jump", "avoid_fall"):
        rolled_fall = resolve_risky_fall(
            action.height,
            action.roll,
            dice,
            armour=action.armour,
            markers=action.markers,
            edition=action.edition,
        )
        fell = rolled_fall.outcome.removeprefix(FELL)
        changes = (*spent, *injury_effects(fell, member_id, state, action, spent))
        changes += _used_up(rolled_fall.used, member_id)
        if kind == "avoid_fall":  # the model's own turn is not what the action ends
            return Done(rolled_fall.outcome, rolled_fall.steps, changes)
        result = (
            RISKY_FAILURE if rolled_fall.outcome == FELL + "no_injury_roll" else rolled_fall.outcome
        )
        note = () if result == "success" else risky_note
        return Done(result, rolled_fall.steps + note, (*changes, activated))
    if kind == "charge":
        steps: tuple[str, ...] = ()
        if action.target_hidden:  # TC-V3: a RISKY action first, go on only on a success
            risky = resolve_action(action.roll, dice)
            hidden = tr("TC-V3 a charge target is not visible: the charge is RISKY.")
            steps = (hidden, *risky.steps)
            if not risky.outcome:
                return Done(RISKY_FAILURE, steps + risky_note, (*spent, activated))
        need = action.open_inches + 2 * action.difficult_inches
        charge = resolve_charge(action.movement, dice, heavy=action.heavy, halved=action.stood_up)
        reaches = charge.outcome >= need
        step = tr('{need}" needed (difficult terrain counts twice, TC-V11): ').format(need=need) + (
            tr("the charge reaches.") if reaches else tr("the charge falls short.")
        )
        return Done(
            "reaches" if reaches else "falls short",
            (*steps, *charge.steps, step),
            (*spent, activated) if action.target_hidden else (activated,),
        )
    if kind == "fall":
        fall = resolve_fall(
            action.height,
            dice,
            on_purpose=action.on_purpose,
            armour=action.armour,
            markers=action.markers,
            edition=action.edition,
        )
        effects = injury_effects(fall.outcome, member_id, state, action)
        return Done(fall.outcome, fall.steps, effects + _used_up(fall.used, member_id))
    if kind == "dangerous":
        crossing = resolve_dangerous_terrain(
            action.roll, dice, armour=action.armour, markers=action.markers, edition=action.edition
        )
        changes = (*spent, *injury_effects(crossing.outcome, member_id, state, action, spent))
        return Done(crossing.outcome, crossing.steps, changes + _used_up(crossing.used, member_id))
    if kind == "charge_from_above":  # TC-V10
        leap = resolve_charge_from_above(
            action.height, action.roll, dice, armour=action.armour, markers=action.markers
        )
        if leap.outcome == "success":
            return Done("success", leap.steps, tuple(spent))
        downed = {"member": member_id, "flag": DOWN, "value": True}
        fallen = leap.outcome.removeprefix("failed_")
        # Down first, then the fall's injury roll on a Down model
        down = dataclasses.replace(state, flags=state.flags | {DOWN})
        changes = (*spent, downed, *injury_effects(fallen, member_id, down, action, spent))
        changes += _used_up(leap.used, member_id)
        return Done(leap.outcome, leap.steps + risky_note, (*changes, activated))
    if kind == "stand_up":
        return Done(
            "stands up",
            (tr("TC-V4 the model stands up; a charge this activation is halved."),),
            ({"member": member_id, "flag": DOWN, "value": False}, activated),
        )
    if kind == "retreat":  # TC-V5
        return Done(
            "retreats",
            (tr("Retreat: every enemy in melee with it may first make one free attack."),),
            (activated,),
        )
    raise ValueError(f"unknown action {kind!r}")


def action_notes(action: ActionInput) -> tuple[str, ...]:
    """How the action's odds read the rules where the seeds leave a choice (docs/decisions.md)."""
    notes: list[str] = []
    kind = action.kind
    if kind == "charge" and action.stood_up:
        notes.append(
            tr('TC-V4: Movement + D6 is halved first (the D6 included), then capped at 12".')
        )
    if kind == "charge" and action.target_hidden:
        notes.append(
            tr(
                "TC-V3: a target is not visible: first a RISKY action; the charge goes on "
                "only on a success."
            )
        )
    if kind == "avoid_fall":
        notes.append(tr("TC-V9: the model is already Down: −1 DICE to the action."))
    if kind == "retreat":
        notes.append(
            tr(
                "TC-V5: a model Downed by a free attack stops; it may stand with a RISKY action "
                "but not retreat again this activation (house reading: the rules mark this “to be "
                "confirmed”)."
            )
        )
    if kind == "charge_from_above":
        notes.append(
            tr(
                "TC-V10: on a failure the charger is Down, stays in melee and falls: +1 DICE per "
                'full 3" and +1 for being Down; on a success tick "Charged from above" in its '
                "attack."
            )
        )
    injury = kind in ("fall", "dangerous", "avoid_fall", "charge_from_above") or (
        kind == "jump" and action.height
    )
    if injury and action.injury_down:
        notes.append(
            tr("TC-A8: a Down model suffers +1 DICE on every injury roll, falls and terrain too.")
            if action.edition == "tc-1.6"
            else tr("§1.9: in tc-1.0 being Down adds injury DICE against melee attacks only.")
        )
    if injury:
        notes.append(
            tr(
                "TC-A8: the opponent spends this model's BLOOD on the injury roll, as on "
                "an attack's."
            )
        )
    if injury and action.tough:
        notes.append(tr("TC-I11: TOUGH turns the first Out of Action into Down, on a fall too."))
    if injury and action.bloodbath_infection:
        notes.append(
            tr(
                "House reading (TC-I7): a Bloodbath takes the model's BLOOD first and its "
                "INFECTION for the rest ({n} here), unless told otherwise."
            ).format(n=action.bloodbath_infection)
        )
    return tuple(notes)


def _used_up(used: Sequence[str], member_id: int) -> tuple[dict[str, Any], ...]:
    """TOUGH turned this roll's Out of Action into Down: it is used for the game (TC-I11)."""
    return ({"member": member_id, "flag": TOUGH_USED, "value": True},) if "tough" in used else ()


def injury_effects(
    result: str,
    member_id: int,
    state: ModelState,
    action: ActionInput | None = None,
    spent: Sequence[Mapping[str, Any]] = (),
) -> tuple[dict[str, Any], ...]:
    """An injury roll's result on a model (TC-I1): the markers spent on the roll (TC-A8),
    then BLOOD (capped, TC-K1), Down, Out of Action — which clears the model's BLOOD, as an
    attack's does. No roll (`safe`, `success`, `no_injury_roll`) changes nothing."""
    if result not in INJURY_WORDS:
        return ()
    changes: list[dict[str, Any]] = []
    if action is not None and action.markers.blood_cost:
        changes.append(
            {"member": member_id, "counter": "blood", "delta": -action.markers.blood_cost}
        )
    if action is not None and action.bloodbath_infection:
        changes.append(
            {"member": member_id, "counter": "infection", "delta": -action.bloodbath_infection}
        )
    if action is not None and action.injury_blessings_spent:
        changes.append(
            {"member": member_id, "counter": "blessing", "delta": -action.injury_blessings_spent}
        )
    down = DOWN in state.flags
    blood = state.counters.get("blood", 0) + sum(
        c["delta"] for c in (*spent, *changes) if c.get("counter") == "blood"
    )

    def gain(n: int) -> dict[str, Any]:
        return {"member": member_id, "counter": "blood", "delta": min(n, BLOOD_CAP - blood)}

    if result == "minor_hit":
        changes.append(gain(1))
    elif result == "down":
        changes += [gain(2 if down else 1), {"member": member_id, "flag": DOWN, "value": True}]
    elif result == "out_of_action":
        if blood:
            changes.append({"member": member_id, "counter": "blood", "delta": -blood})
        changes.append({"member": member_id, "flag": OUT, "value": True})
    return tuple(changes)


class TrenchActions(ActionRules):
    """Trench Crusade's actions at the table: inputs pre-filled from the game (Down, armour,
    Movement, HEAVY), markers spent never beyond those held, odds and resolution above."""

    names = ACTIONS
    needs_dice = frozenset(NEEDS_DICE)

    def defaults(self, table: Table, member_id: int) -> dict[str, Any]:
        """Down (−1 DICE, TC-V6), its Movement, and HEAVY (a charge without the D6, TC-V3)
        unless it is STRONG."""
        member = table.member(member_id)
        played = table.effective(member_id)  # its Movement and STRONG as it plays
        move = played.value("movement")
        kit = [table.catalog.items[i.key] for i in member.items if i.key in table.catalog.items]
        strong = played.has("STRONG")
        return {
            "down": DOWN in table.state_of(member_id).flags,
            "movement": move if isinstance(move, int) else 6,
            "heavy": any(i.has("HEAVY") for i in kit) and not strong,
        }

    def plan(
        self, table: Table, member_id: int, kind: str, given: Mapping[str, Any]
    ) -> ActionInput:
        """ACTION_FIELDS over the defaults; the markers an action and its injury roll spend
        never more than the model holds."""
        member = table.member(member_id)
        state = table.state_of(member_id)
        unknown = sorted(set(given) - set(ACTION_FIELDS))
        if unknown:
            raise InvalidInput(tr("situation: unknown {value}").format(value=", ".join(unknown)))
        for name, value in given.items():
            expected = bool if name in BOOL_FIELDS else int
            if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
                message = (
                    tr("situation: {name} must be true or false")
                    if expected is bool
                    else tr("situation: {name} must be a whole number")
                )
                raise InvalidInput(message.format(name=name))
            if expected is int and not -20 <= value <= 100:
                raise InvalidInput(tr("situation: {name} is out of range").format(name=name))
        defaults = self.defaults(table, member_id)
        # A model Downed near an edge is Down for the action and the fall (TC-V9).
        down = True if kind == "avoid_fall" else given.get("down", defaults["down"])
        held = state.counters
        try:
            markers = InjuryMarkers(
                down=down or kind == "charge_from_above",  # TC-V10: Down before its fall
                blood_spent=given.get("injury_blood_spent", 0),
                blessings_spent=given.get("injury_blessings_spent", 0),
                bloodbath=given.get("bloodbath", False),
                # TC-I11 on every injury roll, not only an attack's (issue 36)
                **replacement_keywords(table.effective(member.id), state),
            )
            # INFECTION counts as BLOOD for a Bloodbath (TC-I7): unless told, what the BLOOD
            # left after the other spending cannot pay comes from INFECTION.
            short = markers.blood_cost + given.get("blood_spent", 0) - held.get("blood", 0)
            infection = given.get(
                "bloodbath_infection",
                min(max(short, 0), held.get("infection", 0), markers.bloodbath_markers),
            )
            markers = dataclasses.replace(markers, bloodbath_infection=infection)
        except SpecError as error:
            raise InvalidInput(tr("situation: {problem}").format(problem=str(error))) from error
        # the action roll's, the injury roll's and a Bloodbath's markers come from one pool
        wanted = (
            (
                "blood",
                {
                    "blood_spent": given.get("blood_spent", 0),
                    "injury_blood_spent": markers.blood_spent,
                    "bloodbath": markers.blood_cost - markers.blood_spent,
                },
            ),
            (
                "blessing",
                {
                    "blessings_spent": given.get("blessings_spent", 0),
                    "injury_blessings_spent": markers.blessings_spent,
                },
            ),
            ("infection", {"bloodbath_infection": markers.bloodbath_infection}),
        )
        for counter, parts in wanted:
            negative = [name for name, n in parts.items() if n < 0]
            if negative:
                raise InvalidInput(tr("situation: {name} is out of range").format(name=negative[0]))
            value, used = sum(parts.values()), {name: n for name, n in parts.items() if n}
            if value <= held.get(counter, 0):
                continue
            if len(used) == 1:
                ((name, n),) = used.items()
                problem = tr("situation: {name} is {value}, but the model has {held}").format(
                    name=name, value=n, held=held.get(counter, 0)
                )
            else:
                problem = tr("situation: {parts} make {value}, but the model has {held}").format(
                    parts=" + ".join(f"{name} {n}" for name, n in used.items()),
                    value=value,
                    held=held.get(counter, 0),
                )
            raise InvalidInput(problem)
        return ActionInput(
            kind=kind,
            roll=ActionSpec(
                dice=given.get("dice", 0),
                blood_spent=given.get("blood_spent", 0),
                blessings_spent=given.get("blessings_spent", 0),
                down=down,
            ),
            movement=given.get("movement", defaults["movement"]),
            open_inches=given.get("open_inches", 0),
            difficult_inches=given.get("difficult_inches", 0),
            heavy=given.get("heavy", defaults["heavy"]),
            stood_up=given.get("stood_up", False),
            height=given.get("height", 0),
            on_purpose=given.get("on_purpose", False),
            armour=armour_of(table.catalog, member),
            edition="tc-1.0" if table.edition == "tc-1.0" else "tc-1.6",
            injury_down=markers.down,
            injury_blood_spent=markers.blood_spent,
            injury_blessings_spent=markers.blessings_spent,
            bloodbath=markers.bloodbath,
            target_hidden=given.get("target_hidden", False),
            tough=markers.tough,
            golem=markers.golem,
            bloodbath_infection=markers.bloodbath_infection,
        )

    def odds(self, action: Any) -> dict[str, Fraction]:
        return success_odds(action)

    def resolve(self, table: Table, member_id: int, action: Any, dice: DiceSource) -> Done:
        return perform(action, member_id, table.state_of(member_id), dice)

    def result_name(self, result: str) -> str:
        return result_name(result)

    def notes(self, action: Any) -> tuple[str, ...]:
        return action_notes(action)

    def spec_of(self, action: Any) -> dict[str, Any]:
        return dataclasses.asdict(action)

    def replay_steps(self, spec: Mapping[str, Any], dice: Sequence[int]) -> tuple[str, ...] | None:
        """Steps depend on the input and the dice alone (the model's state only on effects)."""
        action = ActionInput(**{**spec, "roll": ActionSpec(**spec["roll"])})
        given = GivenDice(dice)
        done = perform(action, 0, ModelState(0), given)
        return None if given.unused else done.steps


ACTION_FIELDS = (
    "dice",
    "blood_spent",
    "blessings_spent",
    "down",
    "movement",
    "open_inches",
    "difficult_inches",
    "heavy",
    "stood_up",
    "height",
    "on_purpose",
    "injury_blood_spent",
    "injury_blessings_spent",
    "bloodbath",
    "bloodbath_infection",
    "target_hidden",
)
BOOL_FIELDS = ("down", "heavy", "stood_up", "on_purpose", "bloodbath", "target_hidden")
