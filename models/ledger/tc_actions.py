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
from models.ledger.declaration import ActionDone, ActionRules, Table
from models.ledger.errors import InvalidInput
from models.ledger.tc_attacks import ACTIVATED, DOWN, OUT, armour_of
from models.ledger.views import ModelState
from models.rules.dice import DiceSource, GivenDice
from models.rules.trench_crusade.attack import INJURY_WORDS
from models.rules.trench_crusade.movement import (
    ActionSpec,
    action_success,
    charge_reaches,
    dangerous_terrain,
    fall_injury,
    resolve_action,
    resolve_charge,
    resolve_dangerous_terrain,
    resolve_fall,
)
from models.rules.trench_crusade.spec import BLOOD_CAP, Edition

ACTIONS = {
    "dash": N_("Dash (RISKY)"),
    "climb": N_("Climb (RISKY)"),
    "jump": N_("Jump (RISKY)"),
    "charge": N_("Charge"),
    "fall": N_("Fall"),
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
}


def result_name(result: str) -> str:
    return tr(RESULT_NAMES.get(result, result.replace("_", " ")))


NEEDS_DICE = ("dash", "climb", "jump", "charge", "fall", "dangerous")


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


Done = ActionDone


def success_odds(action: ActionInput) -> dict[str, Fraction]:
    """The exact odds of each result of the action."""
    kind = action.kind
    if kind in ("dash", "climb", "jump"):
        p = action_success(action.roll)
        return {"success": p, "failure (activation ends)": 1 - p}
    if kind == "charge":
        p = charge_reaches(
            action.movement,
            action.open_inches,
            action.difficult_inches,
            heavy=action.heavy,
            halved=action.stood_up,
        )
        return {"reaches": p, "falls short": 1 - p}
    if kind == "fall":
        fall = fall_injury(
            action.height,
            on_purpose=action.on_purpose,
            armour=action.armour,
            edition=action.edition,
        )
        return {str(result): p for result, p in fall.items()}
    if kind == "dangerous":
        return dict(dangerous_terrain(action.roll, armour=action.armour))
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
    kind = action.kind
    if kind in ("dash", "climb", "jump"):  # RISKY actions: TC-V6, TC-V7, TC-V8
        rolled = resolve_action(action.roll, dice)
        result = "success" if rolled.outcome else "failure (activation ends)"
        note = () if rolled.outcome else (tr("TC-A2 RISKY: the failure ends the activation."),)
        return Done(result, rolled.steps + note, (*spent, activated))
    if kind == "charge":
        need = action.open_inches + 2 * action.difficult_inches
        charge = resolve_charge(action.movement, dice, heavy=action.heavy, halved=action.stood_up)
        reaches = charge.outcome >= need
        step = tr('{need}" needed (difficult terrain counts twice, TC-V11): ').format(need=need) + (
            tr("the charge reaches.") if reaches else tr("the charge falls short.")
        )
        return Done("reaches" if reaches else "falls short", (*charge.steps, step), (activated,))
    if kind == "fall":
        fall = resolve_fall(
            action.height,
            dice,
            on_purpose=action.on_purpose,
            armour=action.armour,
            edition=action.edition,
        )
        return Done(fall.outcome, fall.steps, injury_effects(fall.outcome, member_id, state))
    if kind == "dangerous":
        crossing = resolve_dangerous_terrain(action.roll, dice, armour=action.armour)
        changes = (*spent, *injury_effects(crossing.outcome, member_id, state))
        return Done(crossing.outcome, crossing.steps, changes)
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


def injury_effects(result: str, member_id: int, state: ModelState) -> tuple[dict[str, Any], ...]:
    """An injury roll's result on a model (TC-I1): BLOOD, Down, Out of Action."""
    down = DOWN in state.flags
    blood = state.counters.get("blood", 0)

    def gain(n: int) -> dict[str, Any]:
        return {"member": member_id, "counter": "blood", "delta": min(n, BLOOD_CAP - blood)}

    if result == "minor_hit":
        return (gain(1),)
    if result == "down":
        return (gain(2 if down else 1), {"member": member_id, "flag": DOWN, "value": True})
    if result == "out_of_action":
        return ({"member": member_id, "flag": OUT, "value": True},)
    return ()


class TrenchActions(ActionRules):
    """Trench Crusade's actions at the table: inputs pre-filled from the game (Down, armour,
    Movement, HEAVY), markers spent never beyond those held, odds and resolution above."""

    names = ACTIONS

    def defaults(self, table: Table, member_id: int) -> dict[str, Any]:
        """Down (−1 DICE, TC-V6), its Movement, and HEAVY (a charge without the D6, TC-V3)
        unless it is STRONG."""
        member = table.member(member_id)
        model = table.catalog.models.get(member.model_key)
        move = model.profile.get("movement") if model is not None else None
        kit = [table.catalog.items[i.key] for i in member.items if i.key in table.catalog.items]
        strong = model is not None and model.has("STRONG")
        return {
            "down": DOWN in table.state_of(member_id).flags,
            "movement": move if isinstance(move, int) else 6,
            "heavy": any(i.has("HEAVY") for i in kit) and not strong,
        }

    def plan(
        self, table: Table, member_id: int, kind: str, given: Mapping[str, Any]
    ) -> ActionInput:
        """`dice`, `blood_spent`, `blessings_spent`, `down`, `movement`, `open_inches`,
        `difficult_inches`, `heavy`, `stood_up`, `height`, `on_purpose` over the defaults."""
        member = table.member(member_id)
        state = table.state_of(member_id)
        unknown = sorted(set(given) - set(ACTION_FIELDS))
        if unknown:
            raise InvalidInput(tr("situation: unknown {value}").format(value=", ".join(unknown)))
        for name, value in given.items():
            expected = bool if name in ("down", "heavy", "stood_up", "on_purpose") else int
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
        held = state.counters
        for spent, counter in (("blood_spent", "blood"), ("blessings_spent", "blessing")):
            if given.get(spent, 0) > held.get(counter, 0) or given.get(spent, 0) < 0:
                raise InvalidInput(
                    tr("situation: {name} is {value}, but the model has {held}").format(
                        name=spent, value=given.get(spent, 0), held=held.get(counter, 0)
                    )
                )
        return ActionInput(
            kind=kind,
            roll=ActionSpec(
                dice=given.get("dice", 0),
                blood_spent=given.get("blood_spent", 0),
                blessings_spent=given.get("blessings_spent", 0),
                down=given.get("down", defaults["down"]),
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
        )

    def odds(self, action: Any) -> dict[str, Fraction]:
        return success_odds(action)

    def resolve(self, table: Table, member_id: int, action: Any, dice: DiceSource) -> Done:
        return perform(action, member_id, table.state_of(member_id), dice)

    def result_name(self, result: str) -> str:
        return result_name(result)

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
)
