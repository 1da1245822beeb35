"""Every game action at the table as a ledger operation: the window's wizards and dialogs and
the headless `game` command (CONTRACTS.md §4) call these, so the same dice leave the same log.

- `load_table` is the game as the actions see it: who plays on which side, the catalog, and
  the state the log projects.
- An attack is planned (`plan_attack`: the spec pre-filled from the catalog and the game state,
  the table's situation on top, the exact odds), resolved (`resolve_attack`, with the table's
  dice or the seeded generator: BLAST victims and the stray shot too, TC-R7, TC-A7) and
  recorded (`record_attack`: the one writer of its event).
- Trench Crusade's other actions (`plan_action`, `resolve_action`, `record_action`), markers
  set by hand (`set_marker`), aiming (`aim`), the next turn, undo and redo likewise.

Each returns frozen views; widgets only collect input and show results.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType
from typing import Any, TypeVar

from models.db.engine import Database
from models.i18n import tr
from models.ledger.catalogs import load_catalog
from models.ledger.games import games
from models.ledger.games.games import NewEvent
from models.ledger.profiles import profile_of
from models.ledger.rosters import roster
from models.rules.dice import DiceError, DiceSource, GivenDice, NotEnoughDice, SeededDice
from models.rules.spec import SpecError, defaults, from_mapping
from models.rules.system import OddsReport, fraction_text
from models.table.declaration import (
    PROFILE,
    ActionDone,
    ActionRules,
    AttackDone,
    AttackPlan,
    Rolled,
    Side,
    Table,
    Victims,
    WeaponChoice,
)
from models.table.errors import InvalidInput, LedgerError
from models.table.game_log import ACTIVATED as ACTIVATED_FLAG
from models.table.game_log import AIMING, aiming_flag
from models.table.payloads import Outcome
from models.table.views import EventView, MemberView

__all__ = [
    "PROFILE",
    "AttackDone",
    "AttackPlan",
    "Rolled",
    "Side",
    "Table",
    "WeaponChoice",
]
T = TypeVar("T")


# -- the table ---------------------------------------------------------------------------------


def load_table(database: Database, game_id: int) -> Table:
    game = games.get_game(database, game_id)
    with database.sessions() as session:
        catalog = load_catalog(session, game.system, game.edition)
    sides = []
    for participant in games.participants(database, game_id):
        members: tuple[MemberView, ...] = ()
        if participant.warband_id is not None:
            try:
                view = roster.get_warband(database, participant.warband_id)
            except LedgerError:
                view = None
            if view is not None:
                chosen = set(participant.member_ids)
                members = tuple(m for m in view.members if m.id in chosen)
        sides.append(Side(participant, members))
    return Table(
        game,
        catalog,
        tuple(sides),
        games.game_state(database, game_id),
        profile_of(game.system),
    )


def refreshed(database: Database, table: Table) -> Table:
    """The same table with the state and the game row as the log has them now."""
    return replace(
        table,
        game=games.get_game(database, table.game.id),
        state=games.game_state(database, table.game.id),
    )


# -- dice --------------------------------------------------------------------------------------


def roll(
    run: Callable[[DiceSource], T], faces: Sequence[int] | None, seed: int | None = None
) -> tuple[T, Rolled]:
    """Run a resolution on the table's faces, or on the seeded generator when `faces` is None.
    Faces that run out raise NotEnoughDice (InvalidInput for a caller that cannot ask again:
    `needing_dice`); faces left over or off the die raise InvalidInput."""
    if faces is None:
        dice = SeededDice(seed)
        return run(dice), Rolled(tuple(dice.rolled), dice.seed)
    given = GivenDice(faces)
    try:
        result = run(given)
    except DiceError as exc:
        raise InvalidInput(tr("dice: {problem}").format(problem=exc)) from exc
    if given.unused:
        raise InvalidInput(
            tr("dice: {extra} too many: the roll used only the first {used}").format(
                extra=len(given.unused), used=given.used
            )
        )
    return result, Rolled(tuple(faces))


def parse_faces(text: str) -> list[int]:
    """ "4 5 6", "4,5,6" or "456" → [4, 5, 6]; anything else raises InvalidInput."""
    cleaned = text.replace(",", " ").split()
    if len(cleaned) == 1 and cleaned[0].isdigit() and len(cleaned[0]) > 1:
        cleaned = list(cleaned[0])
    if len(cleaned) > 1000:
        raise InvalidInput(tr("dice: more than 1000 faces"))
    faces = []
    for token in cleaned:
        if not (token.isascii() and token.isdigit() and len(token) <= 3):
            raise InvalidInput(tr("{token!r} is not a number").format(token=token))
        faces.append(int(token))
    return faces


def needing_dice(need: NotEnoughDice, what: str) -> InvalidInput:
    """Too few faces for `what`, in words: how many more, of which die."""
    return InvalidInput(
        tr("dice: {needed} more d{sides} needed for {what}").format(
            needed=need.needed, sides=need.sides, what=what
        )
    )


# -- attacks -----------------------------------------------------------------------------------


def prefill_attack(
    table: Table,
    attacker_id: int,
    weapon: WeaponChoice,
    target_id: int,
    *,
    blast: Sequence[int] = (),
    melee_friends: Sequence[int] = (),
    melee_enemies: Sequence[int] = (),
) -> dict[str, Any]:
    """The spec as the catalog and the game state fill it in."""
    victims = Victims(tuple(blast), tuple(melee_friends), tuple(melee_enemies))
    return table.profile.attack.prefill(table, attacker_id, weapon, target_id, victims)


def plan_attack(
    table: Table,
    attacker_id: int,
    weapon: WeaponChoice,
    target_id: int,
    situation: Mapping[str, Any] | None = None,
    *,
    blast: Sequence[int] = (),
    melee_friends: Sequence[int] = (),
    melee_enemies: Sequence[int] = (),
) -> AttackPlan:
    """The attack with the table's `situation` (the system's `odds` fields) over the pre-fill,
    and its exact odds; InvalidInput names whatever is wrong with it."""
    if table.game.status == "finished":
        raise InvalidInput(
            tr("game {game}: finished; nothing more is recorded").format(game=table.game.id)
        )
    # TC-A5: only enemies are targets; friends are hit only by stray shots and blasts.
    if target_id == attacker_id or table.side_of(target_id) == table.side_of(attacker_id):
        raise InvalidInput(
            tr("target: {name} is on the attacker's side").format(name=table.member(target_id).name)
        )
    reached = (*blast, *melee_friends, *melee_enemies)
    for member_id in reached:
        table.member(member_id)
    twice = {m for m in reached if reached.count(m) > 1} | ({attacker_id, target_id} & set(reached))
    if twice:  # each model is hit once, by its own roll (TC-R7, WZ-T3)
        raise InvalidInput(
            tr("{names}: ticked twice, or the attacker or the target ticked again").format(
                names=", ".join(table.member(m).name for m in sorted(twice))
            )
        )
    data = {
        **prefill_attack(
            table,
            attacker_id,
            weapon,
            target_id,
            blast=blast,
            melee_friends=melee_friends,
            melee_enemies=melee_enemies,
        ),
        **(situation or {}),
    }
    rules = table.profile.attack
    data, sources = rules.situated(table, attacker_id, weapon, target_id, data)
    try:
        problems = rules.problems(table, data, attacker_id, target_id)
        if problems:
            raise InvalidInput("; ".join(problems))
        victims = Victims(tuple(blast), tuple(melee_friends), tuple(melee_enemies))
        spec = from_mapping(rules.spec_type, data)
        report, notes = rules.table_odds(table, attacker_id, weapon, victims, spec)
        notes = (*sources, *notes)
    except (SpecError, ValueError) as exc:
        raise InvalidInput(str(exc)) from exc
    # What differs from the spec's defaults, and only that: the window (every input) and the
    # command line (what it was given) then log the same spec for the same attack.
    default = defaults(rules.spec_type)
    canonical = {k: v for k, v in data.items() if k not in default or v != default[k]}
    return AttackPlan(
        attacker_id,
        weapon,
        target_id,
        MappingProxyType(canonical),
        report,
        notes,
        Victims(tuple(blast), tuple(melee_friends), tuple(melee_enemies)),
    )


def odds_alone(
    system: str, edition: str | None, situation: Mapping[str, Any]
) -> tuple[OddsReport, tuple[str, ...]]:
    """An attack's exact odds with no game (Tools › Odds Calculator): the system's spec from
    `situation` alone, and the notes beside them; InvalidInput names what is wrong."""
    rules = profile_of(system).attack
    try:
        return rules.odds(from_mapping(rules.spec_type, dict(situation)), edition)
    except (SpecError, ValueError) as exc:
        raise InvalidInput(str(exc)) from exc


def roll_alone(
    system: str, edition: str | None, situation: Mapping[str, Any], seed: int | None = None
) -> tuple[tuple[str, ...], Rolled]:
    """An attack with no game rolled with the app's seeded dice: its steps, and the dice."""
    rules = profile_of(system).attack
    try:
        spec = from_mapping(rules.spec_type, dict(situation))
    except (SpecError, ValueError) as exc:
        raise InvalidInput(str(exc)) from exc
    return roll(lambda dice: rules.steps_alone(spec, edition, dice), None, seed)


def resolve_attack(table: Table, plan: AttackPlan, dice: DiceSource) -> AttackDone:
    """The attack rolled with `dice` (raises NotEnoughDice when typed faces run out): BLAST
    victims, stray shots and the like as the system's attack rules say."""
    return table.profile.attack.resolve(table, plan, dice)


def shots_decided(table: Table, plan: AttackPlan, faces: Sequence[int]) -> list[str]:
    """Too few faces typed: the steps they already decide (a Trench Crusade burst's shots,
    TC-A3), each applied before the next, and what waits for its dice."""
    return table.profile.attack.partial(table, plan, faces)


def attack_event(table: Table, done: AttackDone) -> NewEvent:
    """The one writer of an attack's event (models/reports/game.py reads it back)."""
    plan = done.plan
    attacker, target = table.member(plan.attacker_id), table.member(plan.target_id)
    summary = f"{attacker.name} → {target.name} ({plan.weapon.name}): {done.summary}"
    outcome = Outcome(
        summary,
        done.effects,
        result=done.result,
        steps=done.steps,
        weapon=plan.weapon.name,
        odds=done.extra.get("odds"),
        also_hit=done.also_hit,
        blood_gained=done.extra.get("blood_gained"),
        measures=done.extra.get("measures", {}),
        facts=done.extra.get("facts", {}),
    ).to_json()
    return NewEvent(
        "attack",
        actor_member_id=attacker.id,
        target_member_id=target.id,
        spec=dict(plan.spec),
        dice=list(done.rolled.faces),
        seed=done.rolled.seed,
        outcome=outcome,
    )


def record_attack(database: Database, table: Table, done: AttackDone) -> EventView:
    return record(database, table, attack_event(table, done))


def attack(
    database: Database,
    table: Table,
    plan: AttackPlan,
    faces: Sequence[int] | None,
    seed: int | None = None,
) -> tuple[EventView, AttackDone]:
    """Resolve a planned attack with the table's faces (all of them, in the order the wizard
    asks for them) or the seeded generator, and record it. Too few faces: InvalidInput naming
    what is missing, and nothing logged."""
    try:
        done, rolled = roll(lambda dice: resolve_attack(table, plan, dice), faces, seed)
    except NotEnoughDice as need:
        raise needing_dice(need, tr("this attack")) from need
    done = replace(done, rolled=rolled)
    return record_attack(database, table, done), done


# -- actions beside attacks -------------------------------------------------------------------


def _actions(table: Table) -> ActionRules:
    if table.profile.actions is None:
        raise InvalidInput(
            tr("actions: {system} has none; attack, mark or aim instead").format(
                system=table.profile.system.title
            )
        )
    return table.profile.actions


def plan_action(
    table: Table, member_id: int, kind: str, situation: Mapping[str, Any] | None = None
) -> Any:
    """An action of a model, its inputs pre-filled from the game with what the table says on
    top (Trench Crusade's: models/systems/trench_crusade/table_actions.py)."""
    rules = _actions(table)
    if kind not in rules.names:
        raise InvalidInput(
            tr("action {kind!r}: one of {names}").format(kind=kind, names=", ".join(rules.names))
        )
    table.member(member_id)
    return rules.plan(table, member_id, kind, dict(situation or {}))


def action_defaults(table: Table, member_id: int) -> dict[str, Any]:
    """What the game says of a model's action before the table adds anything."""
    return _actions(table).defaults(table, member_id)


def action_odds(table: Table, action: Any) -> dict[str, Fraction]:
    return _actions(table).odds(action)


def action_notes(table: Table, action: Any) -> tuple[str, ...]:
    return _actions(table).notes(action)


def resolve_action(table: Table, member_id: int, action: Any, dice: DiceSource) -> ActionDone:
    return _actions(table).resolve(table, member_id, action, dice)


def action_event(
    table: Table, member_id: int, action: Any, done: ActionDone, rolled: Rolled
) -> NewEvent:
    """The one writer of an action's event."""
    rules = _actions(table)
    member = table.member(member_id)
    name = tr(rules.names[action.kind])
    summary = f"{member.name}: {name} — {rules.result_name(done.result)}"
    probability = rules.odds(action).get(done.result)
    return NewEvent(
        "action",
        actor_member_id=member_id,
        spec=rules.spec_of(action),
        dice=list(rolled.faces),
        seed=rolled.seed,
        outcome=Outcome(
            summary,
            done.effects,
            result=done.result,
            steps=done.steps,
            odds=None if probability is None else fraction_text(probability),
            action=action.kind,
        ).to_json(),
    )


def act(
    database: Database,
    table: Table,
    member_id: int,
    action: Any,
    faces: Sequence[int] | None,
    seed: int | None = None,
) -> tuple[EventView, ActionDone]:
    """Resolve an action with the table's faces or the seeded generator, and record it."""
    try:
        done, rolled = roll(
            lambda dice: resolve_action(table, member_id, action, dice), faces, seed
        )
    except NotEnoughDice as need:
        raise needing_dice(need, tr(_actions(table).names[action.kind])) from need
    event = record(database, table, action_event(table, member_id, action, done, rolled))
    return event, done


# -- markers, aiming, turns --------------------------------------------------------------------


def marker_event(table: Table, member_id: int, values: Mapping[str, int | bool]) -> NewEvent:
    """Markers set by hand, as one event: a counter to a value (logged as the change from
    now), a flag on or off. Markers go by their key or their public name (`game show`)."""
    tracked = table.profile.tracked
    name = table.member(member_id).name
    counters = {key: (label, cap) for key, label, cap in tracked.counters}
    flags = dict(tracked.flags)
    state = table.state_of(member_id)
    changes: list[dict[str, Any]] = []
    said: list[str] = []
    for given, value in values.items():
        marker = tracked.key_of(given)
        if marker in counters:
            label, cap = counters[marker]
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise InvalidInput(tr("{marker}: a whole number, 0 or more").format(marker=given))
            if cap is not None and value > cap:
                raise InvalidInput(tr("{marker}: at most {cap}").format(marker=given, cap=cap))
            delta = value - state.counters.get(marker, 0)
            changes.append({"member": member_id, "counter": marker, "delta": delta})
            said.append(f"{delta:+d} {tr(label)}")
        elif marker in flags:
            if not isinstance(value, bool):
                raise InvalidInput(tr("{marker}: true or false").format(marker=given))
            changes.append({"member": member_id, "flag": marker, "value": value})
            said.append(
                tr(flags[marker]) if value else tr("not {state}").format(state=tr(flags[marker]))
            )
        else:
            known = ", ".join(tracked.public_names())
            raise InvalidInput(
                tr("marker {marker!r}: {system} tracks {known}").format(
                    marker=given, system=table.profile.system.title, known=known
                )
            )
    if not changes:
        raise InvalidInput(tr("markers: say which to set"))
    activation = next((c["value"] for c in changes if c.get("flag") == ACTIVATED_FLAG), None)
    if activation is not None:  # FIRETEAM (issue 37): the fireteam activates together
        partners = [
            m
            for m in table.fireteam_partners(member_id)
            if (ACTIVATED_FLAG in table.state_of(m.id).flags) != activation
        ]
        for partner in partners:
            changes.append({"member": partner.id, "flag": ACTIVATED_FLAG, "value": activation})
        if partners:
            said.append(
                tr("with {names} ({fireteam})").format(
                    names=", ".join(p.name for p in partners),
                    fireteam=table.member(member_id).fireteam,
                )
            )
    kind = "flag" if all("flag" in c for c in changes) else "marker"
    return NewEvent(
        kind,
        actor_member_id=member_id,
        outcome=Outcome(f"{name}: {', '.join(said)}", tuple(changes)).to_json(),
    )


def change_marker(table: Table, member_id: int, counter: str, delta: int) -> NewEvent:
    """A counter raised or lowered by hand (the card's + and − buttons)."""
    value = max(0, table.state_of(member_id).counters.get(counter, 0) + delta)
    caps = {key: cap for key, _label, cap in table.profile.tracked.counters}
    cap = caps.get(counter)
    return marker_event(table, member_id, {counter: min(value, cap) if cap is not None else value})


def aim_event(table: Table, member_id: int, target_id: int | None) -> NewEvent | None:
    """WZ-M2: aim at one enemy (+3 to every shot at it this activation), or stop aiming."""
    held = [f for f in table.state_of(member_id).flags if f.startswith(AIMING)]
    changes: list[dict[str, object]] = [
        {"member": member_id, "flag": flag, "value": False} for flag in held
    ]
    name = table.member(member_id).name
    if target_id is not None:
        changes.append({"member": member_id, "flag": aiming_flag(target_id), "value": True})
        text = tr("{name} aims at {target}").format(name=name, target=table.member(target_id).name)
    else:
        text = tr("{name} stops aiming").format(name=name)
    if not changes:
        return None
    return NewEvent(
        "aim",
        actor_member_id=member_id,
        target_member_id=target_id,
        outcome=Outcome(text, tuple(changes)).to_json(),
    )


def turn_event(table: Table) -> NewEvent:
    turn = table.state.turn + 1
    return NewEvent(
        "turn",
        outcome=Outcome(tr("Turn {turn} begins").format(turn=turn), ({"turn": turn},)).to_json(),
    )


def record(database: Database, table: Table, event: NewEvent) -> EventView:
    """Append an event the functions above wrote from `table` (saved at once; refused once the
    game is finished, games.py; GameMoved when the log has moved on since `table` was read:
    decide it again from `refreshed(table)`)."""
    return games.record_event(database, table.game.id, event, decided_at=table.state.last_seq)
