"""`warband-ledger game …`: a game played headless (CONTRACTS.md §4), through the same ledger
operations as the window (models/ledger/games/play.py), so the same dice leave the same log."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from models.cli.args import record_id, seed
from models.cli.common import UsageError, db_option, open_ledger_of
from models.db import Database
from models.errors import LedgerError
from models.ledger.games import games, play
from models.ledger.rosters import roster
from models.table.errors import GameMoved, InvalidInput
from models.table.game_log import AIMING
from models.table.views import EventView

ACTION_NAMES = {  # the command's names → the ledger's keys
    "dash": "dash",
    "climb": "climb",
    "jump": "jump",
    "charge": "charge",
    "fall": "fall",
    "avoid-fall": "avoid_fall",
    "charge-from-above": "charge_from_above",
    "dangerous-terrain": "dangerous",
    "stand-up": "stand_up",
    "retreat": "retreat",
}


class GameUsage(UsageError):
    """Bad input for a `game` command; the CLI prints it and exits 2."""


def game_arguments(parser: argparse.ArgumentParser) -> None:
    db_options = db_option()
    steps = parser.add_subparsers(dest="game_command", metavar="STEP", required=True)

    def step(name: str, help_text: str) -> argparse.ArgumentParser:
        sub = steps.add_parser(name, help=help_text, description=help_text, parents=[db_options])
        sub.add_argument("--json", action="store_true", help="print JSON")
        return sub

    new = step("new", "start a game between warbands of one system")
    new.add_argument("--warband", type=record_id, action="append", required=True, metavar="ID")
    new.add_argument(
        "--members",
        action="append",
        metavar="ID,ID…",
        help="the members taking part (per --warband, in order; default: every active member)",
    )
    new.add_argument("--scenario", default="")
    new.add_argument("--campaign", type=record_id, metavar="ID")
    show = step("show", "the game as its log projects it")
    show.add_argument("game", type=record_id, metavar="GAME_ID")
    hit = step("attack", "an attack: its exact odds, resolved from the table's dice, logged")
    hit.add_argument("game", type=record_id, metavar="GAME_ID")
    hit.add_argument("--attacker", type=record_id, required=True, metavar="MEMBER_ID")
    hit.add_argument(
        "--weapon",
        required=True,
        metavar="ID_OR_NAME",
        help="ID:melee or ID:ranged picks one use of a weapon that has both",
    )
    hit.add_argument(
        "--target",
        type=record_id,
        action="append",
        required=True,
        metavar="MEMBER_ID",
        help="the target; more --target: the other models under a BLAST",
    )
    hit.add_argument(
        "--friend-in-melee",
        type=record_id,
        action="append",
        default=[],
        metavar="MEMBER_ID",
        help="a shot into melee: a friend there (TC-A7)",
    )
    hit.add_argument(
        "--enemy-in-melee",
        type=record_id,
        action="append",
        default=[],
        metavar="MEMBER_ID",
        help="a shot into melee: another enemy there",
    )
    _situation_and_dice(hit)
    action = step("action", "one of the system's other actions (Trench Crusade)")
    action.add_argument("game", type=record_id, metavar="GAME_ID")
    action.add_argument("--model", type=record_id, required=True, metavar="MEMBER_ID")
    action.add_argument("--action", required=True, choices=sorted(ACTION_NAMES))
    _situation_and_dice(action)
    mark = step("mark", "markers set by hand, logged like any other change")
    mark.add_argument("game", type=record_id, metavar="GAME_ID")
    mark.add_argument("--model", type=record_id, required=True, metavar="MEMBER_ID")
    mark.add_argument("--set", action="append", required=True, metavar="MARKER=VALUE")
    for name, help_text in (
        ("undo", "undo the latest change"),
        ("redo", "redo the latest undone change"),
        ("next-turn", "start the next turn (activations cleared)"),
    ):
        step(name, help_text).add_argument("game", type=record_id, metavar="GAME_ID")
    end = step("end", "end the game with its result")
    end.add_argument("game", type=record_id, metavar="GAME_ID")
    end.add_argument(
        "--result", required=True, metavar="WARBAND_ID|draw", help="the winning warband, or draw"
    )
    end.add_argument(
        "--points",
        action="append",
        default=[],
        metavar="WARBAND_ID=VP",
        help="victory points of a warband",
    )
    end.add_argument("--notes", default="")


def _situation_and_dice(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--situation", metavar="JSON", help="the situation, as a JSON object")
    dice = parser.add_mutually_exclusive_group(required=True)
    dice.add_argument("--dice", metavar="D,D,…", help="the faces rolled at the table, in order")
    dice.add_argument("--seed", type=seed, metavar="N", help="let the app roll, from seed N")


DECIDE_AGAIN = 20  # times a step is decided again when other writers keep moving the log


def run_game(args: argparse.Namespace) -> int:
    """Run one `game` step; GameUsage (exit 2) for bad input, nothing written then. A step
    whose game moved on while it was decided (another command recorded an event meanwhile)
    is decided again from the log as it is now: each step reads the table afresh, and nothing
    is printed before its event is recorded."""
    database = open_ledger_of(args)
    try:
        for attempt in range(DECIDE_AGAIN):
            try:
                return _STEPS[args.game_command](args, database)
            except GameMoved as exc:
                if attempt == DECIDE_AGAIN - 1:
                    raise GameUsage(str(exc)) from exc
            except LedgerError as exc:
                raise GameUsage(str(exc)) from exc
        raise AssertionError("unreachable")
    finally:
        database.close()


def _print(args: argparse.Namespace, data: dict[str, Any], text: str) -> None:
    print(json.dumps(data, ensure_ascii=False) if args.json else text)


def _new(args: argparse.Namespace, database: Database) -> int:
    views = [roster.get_warband(database, w) for w in args.warband]
    systems = {(v.system, v.edition) for v in views}
    if len(systems) != 1:
        raise GameUsage("--warband: the warbands play different systems or editions")
    system, edition = systems.pop()
    members: dict[int, tuple[int, ...]] = {}
    for warband_id, listed in zip(args.warband, args.members or [], strict=False):
        members[warband_id] = tuple(_ids(listed, "--members"))
    game = games.create_game(
        database,
        games.NewGame(
            system,
            edition,
            tuple(args.warband),
            scenario=args.scenario,
            campaign_id=args.campaign,
            members=members,
        ),
    )
    _print(args, {"game_id": game.id}, f"Started game {game.id}: {' vs '.join(game.warbands)}")
    return 0


def _show(args: argparse.Namespace, database: Database) -> int:
    table = play.load_table(database, args.game)
    data = show_data(table)
    lines = [
        f"Game {table.game.id}: {table.game.system} {table.game.edition}, turn "
        f"{table.state.turn}, {table.game.status}"
    ]
    for model in data["models"]:
        state = ", ".join(f"{k} {v}" for k, v in model["state"].items() if v)
        lines.append(f"  {model['member_id']:>5}  {model['name']}  {state}".rstrip())
    for problem in table.state.damaged:  # a log edited by hand: named, left out, never fatal
        print(f"warning: {problem}", file=sys.stderr)
    _print(args, data, "\n".join(lines))
    return 0


def show_data(table: play.Table) -> dict[str, Any]:
    """`game show --json`: the models with their weapons and their tracked markers by their
    system's names."""
    tracked = table.profile.tracked
    models = []
    for side in table.sides:
        for member in side.members:
            state = table.state_of(member.id)
            shown: dict[str, Any] = {}
            for key, _label, _cap in tracked.counters:
                shown[tracked.public_name(key)] = state.counters.get(key, 0)
            for key, _label in tracked.flags:
                shown[tracked.public_name(key)] = key in state.flags
            if tracked.aims:
                aimed = [f for f in state.flags if f.startswith(AIMING)]
                shown["aiming_at"] = int(aimed[0].removeprefix(AIMING)) if aimed else None
            models.append(
                {
                    "member_id": member.id,
                    "name": member.name,
                    "warband_id": side.participant.warband_id,
                    "weapons": [
                        {"id": w.key, "name": w.name, "kind": w.kind}
                        for w in table.weapons(member.id)
                    ],
                    "state": shown,
                }
            )
    return {
        "game_id": table.game.id,
        "system": table.game.system,
        "edition": table.game.edition,
        "turn": table.state.turn,
        "status": table.game.status,
        "models": models,
        "damaged": list(table.state.damaged),
    }


def _attack(args: argparse.Namespace, database: Database) -> int:
    table = play.load_table(database, args.game)
    situation = _situation(args.situation)
    kind = situation.get("attack") if isinstance(situation.get("attack"), str) else None
    weapon = table.weapon(args.attacker, args.weapon, kind)
    target, *blast = args.target
    plan = play.plan_attack(
        table,
        args.attacker,
        weapon,
        target,
        situation,
        blast=blast,
        melee_friends=args.friend_in_melee,
        melee_enemies=args.enemy_in_melee,
    )
    event, done = play.attack(database, table, plan, _faces(args.dice), args.seed)
    odds = plan.odds.to_json()
    data = {
        "event_id": event.seq,
        "outcome": done.result,
        "odds": {k: odds[k] for k in ("outcomes", "distributions") if k in odds},
        "dice": list(done.rolled.faces),
        "seed": done.rolled.seed,
        "steps": list(done.steps),
        "effects": [dict(e) for e in done.effects],
    }
    _print(args, data, "\n".join([event.outcome["summary"], *done.steps]))
    return 0


def _action(args: argparse.Namespace, database: Database) -> int:
    table = play.load_table(database, args.game)
    action = play.plan_action(
        table, args.model, ACTION_NAMES[args.action], _situation(args.situation)
    )
    event, done = play.act(database, table, args.model, action, _faces(args.dice), args.seed)
    data = {
        "event_id": event.seq,
        "outcome": done.result,
        "odds": {k: str(v) for k, v in play.action_odds(table, action).items()},
        "dice": list(event.dice or ()),
        "seed": event.seed,
        "steps": list(done.steps),
        "effects": [dict(e) for e in done.effects],
    }
    _print(args, data, "\n".join([event.outcome["summary"], *done.steps]))
    return 0


def _mark(args: argparse.Namespace, database: Database) -> int:
    table = play.load_table(database, args.game)
    values: dict[str, int | bool] = {}
    for setting in args.set:
        marker, sep, value = setting.partition("=")
        if not sep or not marker:
            raise GameUsage(f"--set {setting!r}: write MARKER=VALUE")
        values[marker.strip()] = _value(value.strip(), setting)
    event = play.record(database, table, play.marker_event(table, args.model, values))
    _done(args, event)
    return 0


def _value(text: str, setting: str) -> int | bool:
    if text.lower() in ("true", "yes", "on"):
        return True
    if text.lower() in ("false", "no", "off"):
        return False
    if text.isascii() and text.isdigit() and len(text) <= 6:
        return int(text)
    raise GameUsage(f"--set {setting!r}: the value is a whole number, or true or false")


def _undo(args: argparse.Namespace, database: Database) -> int:
    _done(args, games.undo_event(database, args.game))
    return 0


def _redo(args: argparse.Namespace, database: Database) -> int:
    _done(args, games.redo_event(database, args.game))
    return 0


def _next_turn(args: argparse.Namespace, database: Database) -> int:
    table = play.load_table(database, args.game)
    _done(args, play.record(database, table, play.turn_event(table)))
    return 0


def _end(args: argparse.Namespace, database: Database) -> int:
    table = play.load_table(database, args.game)
    sides = {s.participant.warband_id: s.participant.side for s in table.sides}
    winner = None
    if args.result != "draw":
        winner_id = _ids(args.result, "--result")[0]
        if winner_id not in sides:
            raise GameUsage(f"--result: warband {winner_id} does not play in game {args.game}")
        winner = sides[winner_id]
    points: dict[int, int] = {}
    for given in args.points:
        warband, sep, value = given.partition("=")
        if not sep or not value.isascii() or not value.isdigit() or len(value) > 6:
            raise GameUsage(f"--points {given!r}: write WARBAND_ID=VP")
        warband_id = _ids(warband, "--points")[0]
        if warband_id not in sides:
            raise GameUsage(f"--points: warband {warband_id} does not play in game {args.game}")
        points[sides[warband_id]] = int(value)
    game = games.finish_game(database, args.game, table.game.version, winner, args.notes, points)
    _print(args, {"game_id": game.id, "status": game.status}, f"Game {game.id} {game.status}")
    return 0


def _done(args: argparse.Namespace, event: EventView) -> None:
    _print(
        args,
        {"event_id": event.seq, "summary": event.outcome.get("summary", "")},
        str(event.outcome.get("summary", "")),
    )


def _situation(text: str | None) -> dict[str, Any]:
    if text is None:
        return {}
    from models.schema_check import decode_json_text

    data = decode_json_text(text, "--situation", GameUsage)
    if not isinstance(data, dict):
        raise GameUsage("--situation: a JSON object")
    return data


def _faces(text: str | None) -> list[int] | None:
    if text is None:
        return None
    try:
        return play.parse_faces(text)
    except InvalidInput as exc:
        raise GameUsage(f"--dice: {exc}") from exc


def _ids(text: str, option: str) -> list[int]:
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not parts or not all(p.isascii() and p.isdigit() and len(p) <= 12 for p in parts):
        raise GameUsage(f"{option} {text!r}: ids are whole numbers, separated by commas")
    return [int(p) for p in parts]


_STEPS: dict[str, Callable[[argparse.Namespace, Database], int]] = {
    "new": _new,
    "show": _show,
    "attack": _attack,
    "action": _action,
    "mark": _mark,
    "undo": _undo,
    "redo": _redo,
    "next-turn": _next_turn,
    "end": _end,
}
