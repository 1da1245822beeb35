"""The game log read back as stored, every row through one typed check: a log edited by hand
(or damaged inside a value SQLite still finds sound) never reaches the projection, the log
view or a report as anything but a valid event. A row that fails is named — game, sequence
number, field — kept in the log as a "damaged" row that changes nothing, and listed in the
game's state (`GameState.damaged`) for the window and the commands to say so."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Integer, String, Text, cast, select, type_coerce
from sqlalchemy.orm import Session

from models.db.schema import GameEvent
from models.i18n import tr
from models.table.payloads import Outcome
from models.table.views import EventView

DAMAGED = "damaged"  # the kind a row that failed its check is read as
_EPOCH = dt.datetime(1970, 1, 1)
_LIMIT = 2**63  # whole numbers beyond a 64-bit integer are damage (SQLite cannot store them)

_COLUMNS = (
    type_coerce(GameEvent.seq, Integer).label("seq"),
    type_coerce(GameEvent.turn, Integer).label("turn"),
    type_coerce(GameEvent.kind, String).label("kind"),
    type_coerce(GameEvent.actor_member_id, Integer).label("actor"),
    type_coerce(GameEvent.target_member_id, Integer).label("target"),
    cast(GameEvent.spec, Text).label("spec"),
    cast(GameEvent.dice, Text).label("dice"),
    type_coerce(GameEvent.seed, Integer).label("seed"),
    cast(GameEvent.outcome, Text).label("outcome"),
    type_coerce(GameEvent.undone, Integer).label("undone"),
    type_coerce(GameEvent.undoes_seq, Integer).label("undoes"),
    type_coerce(GameEvent.created_at, String).label("created"),
    GameEvent.id,
)


class Damage(ValueError):
    """One field of a stored event is not what the app writes there."""


def read_events(session: Session, game_id: int) -> list[EventView]:
    """The game's log in order, each row checked (damaged rows read as DAMAGED events)."""
    rows = session.execute(
        select(*_COLUMNS).where(GameEvent.game_id == game_id).order_by(GameEvent.seq, GameEvent.id)
    ).all()
    return [read_row(game_id, row) for row in rows]


def read_row(game_id: int, row: Any) -> EventView:
    field = "seq"  # the column being read, named when it fails
    try:
        seq = _number(row.seq, low=1)
        field = "turn"
        turn = _number(row.turn, low=1)
        field = "kind"
        kind = _kind(row.kind)
        field = "actor_member_id"
        actor = _optional_id(row.actor)
        field = "target_member_id"
        target = _optional_id(row.target)
        field = "spec"
        spec = _json(row.spec, dict, optional=True)
        field = "dice"
        dice = _dice(_json(row.dice, list, optional=True))
        field = "seed"
        seed = _optional_number(row.seed)
        field = "outcome"
        outcome = checked_outcome(_json(row.outcome, dict))
        field = "undone"
        undone = _flag(row.undone)
        field = "undoes_seq"
        undoes = _optional_number(row.undoes)
        field = "created_at"
        created = _when(row.created)
    except Damage as exc:
        known = row.seq if _whole(row.seq) else None
        return damaged_view(game_id, known, row, f"{field}: {exc}")
    return EventView(
        game_id, seq, turn, kind, actor, target, spec, dice, seed, outcome, undone, undoes, created
    )


def damaged_view(game_id: int, seq: int | None, row: Any, problem: str) -> EventView:
    summary = tr("Event {seq} of game {game} cannot be read ({problem}); it is left out").format(
        seq=seq if seq is not None else "?", game=game_id, problem=problem
    )
    turn = row.turn if _whole(row.turn) and row.turn >= 1 else 1
    return EventView(
        game_id=game_id,
        seq=seq if seq is not None else 0,
        turn=turn,
        kind=DAMAGED,
        actor_member_id=None,
        target_member_id=None,
        spec=None,
        dice=None,
        seed=None,
        outcome=Outcome(summary, facts={"problem": problem}).to_json(),
        undone=False,
        undoes_seq=None,
        created_at=_EPOCH,
        problem=summary,
    )


# -- the outcome -------------------------------------------------------------------------------


def checked_outcome(data: Mapping[str, Any]) -> dict[str, Any]:
    """`data` if every field the app reads is of the type it writes (payloads.Outcome),
    else Damage naming the first field that is not."""
    _typed(data, "v", int)
    _typed(data, "summary", str)
    for name in ("result", "weapon", "odds", "action"):
        _typed(data, name, str)
    _typed(data, "blood_gained", int)
    effects = _typed(data, "effects", list) or ()
    for index, effect in enumerate(effects):
        try:
            check_effect(effect)
        except Damage as exc:
            raise Damage(f"effects[{index}]: {exc}") from exc
    for index, step in enumerate(_typed(data, "steps", list) or ()):
        if not isinstance(step, str):
            raise Damage(f"steps[{index}]: {tr('not text')}")
    for index, hit in enumerate(_typed(data, "also_hit", list) or ()):
        if not (
            isinstance(hit, dict)
            and _whole(hit.get("member"))
            and isinstance(hit.get("result"), str)
        ):
            raise Damage(f"also_hit[{index}]: {tr('not a model and a result')}")
    for key, value in (_typed(data, "measures", dict) or {}).items():
        if not _whole(value):
            raise Damage(f"measures.{key}: {tr('not a whole number')}")
    _typed(data, "facts", dict)
    return dict(data)


def check_effect(effect: Any) -> None:
    """An effect the projection can apply (games.py refuses any other before writing it):
    `{"turn": N}`, `{"member": M, "counter": C, "delta": D}`, `{"member": M, "flag": F,
    "value": true|false}`."""
    if not isinstance(effect, dict):
        raise Damage(tr("not an object"))
    if "turn" in effect:
        _number(effect["turn"], low=1, name="turn")
        return
    if not _whole(effect.get("member")):
        raise Damage(f"member: {tr('not a whole number')}")
    if "counter" in effect:
        if not isinstance(effect["counter"], str):
            raise Damage(f"counter: {tr('not text')}")
        _number(effect.get("delta"), name="delta")
    elif "flag" in effect:
        if not isinstance(effect["flag"], str):
            raise Damage(f"flag: {tr('not text')}")
        if not isinstance(effect.get("value", True), bool):
            raise Damage(f"value: {tr('not true or false')}")
    else:
        raise Damage(tr("changes neither a counter nor a flag"))


def _typed(data: Mapping[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if value is None or type(value) is kind:
        return value
    if kind is int:
        _number(value, name=name)
    elif not isinstance(value, kind):
        raise Damage(f"{name}: {tr('not text') if kind is str else tr('of the wrong type')}")
    return value


# -- the columns -------------------------------------------------------------------------------


def _whole(value: Any) -> bool:
    return type(value) is int and -_LIMIT < value < _LIMIT  # not a bool, not a subclass


def _number(value: Any, *, low: int | None = None, name: str = "") -> int:
    if type(value) is int and (-_LIMIT if low is None else low) <= value < _LIMIT:
        return value  # the usual case, first
    if not _whole(value) or (low is not None and value < low):
        words = tr("not a whole number") if low is None else tr("not a whole number ≥ {low}")
        said = words.format(low=low)
        raise Damage(f"{name}: {said}" if name else said)
    return int(value)


def _optional_number(value: Any) -> int | None:
    return None if value is None else _number(value)


def _optional_id(value: Any) -> int | None:
    return None if value is None else _number(value, low=1)


def _kind(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise Damage(tr("empty"))
    return value


def _flag(value: Any) -> bool:
    if value in (0, 1) and not isinstance(value, str):
        return bool(value)
    raise Damage(tr("not true or false"))


def _json(text: Any, kind: type, *, optional: bool = False) -> Any:
    if text is None or text == "null":
        if optional:
            return None
        raise Damage(tr("missing"))
    try:
        value = json.loads(text) if isinstance(text, str) else text
    except ValueError as exc:
        raise Damage(tr("not JSON ({problem})").format(problem=exc)) from exc
    if value is None and optional:
        return None
    if not isinstance(value, kind):
        raise Damage(tr("of the wrong type"))
    return value


def _dice(faces: Sequence[Any] | None) -> list[int] | None:
    if faces is None:
        return None
    for index, face in enumerate(faces):
        if not _whole(face):
            raise Damage(f"[{index}]: {tr('not a whole number')}")
    return list(faces)


def _when(value: Any) -> dt.datetime:
    if isinstance(value, dt.datetime):
        return value
    try:
        return dt.datetime.fromisoformat(str(value))
    except ValueError as exc:
        raise Damage(tr("not a date and time")) from exc
