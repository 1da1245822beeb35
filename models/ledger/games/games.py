"""Games and their event log in the database: creating games, appending events, undo and redo,
and reading them back. The log's vocabulary and its projection into every model's state are
pure, in models/table/game_log.py (reports and the rules' declarations need no database).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import Integer, select, type_coerce, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload
from sqlalchemy.orm.exc import StaleDataError

from models.db.engine import Database
from models.db.schema import Game, GameEvent, GameParticipant, Warband, utcnow
from models.i18n import tr
from models.ledger.games.event_rows import Damage, check_effect, read_events
from models.ledger.user_text import line_text, notes_text
from models.rules.registry import system_title
from models.table.errors import GameMoved, InvalidInput, NotFound, StaleEdit, expect_version
from models.table.game_log import REDO, UNDO, kind_name, project
from models.table.payloads import Outcome
from models.table.views import EventView, GameState, GameSummary, ParticipantView

APPEND_RETRIES = 5


@dataclass(frozen=True)
class NewGame:
    system: str
    edition: str
    warband_ids: tuple[int, ...]
    played_on: dt.date = field(default_factory=dt.date.today)
    scenario: str = ""
    campaign_id: int | None = None
    # Warband id → the members taking part; a warband not named here takes part whole.
    members: dict[int, tuple[int, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class NewEvent:
    kind: str
    turn: int | None = None  # None: the game's current turn
    actor_member_id: int | None = None
    target_member_id: int | None = None
    spec: dict[str, Any] | None = None
    dice: list[Any] | None = None
    seed: int | None = None
    outcome: dict[str, Any] = field(default_factory=dict)


def create_game(database: Database, new: NewGame) -> GameSummary:
    if len(new.warband_ids) < 2:
        raise InvalidInput(tr("warbands: a game needs at least two warbands"))
    if len(set(new.warband_ids)) != len(new.warband_ids):
        raise InvalidInput(tr("warbands: a warband cannot play against itself"))
    with database.write() as session:
        game = Game(
            system_id=new.system,
            edition_id=new.edition,
            played_on=new.played_on,
            scenario=line_text(new.scenario, tr("scenario")),
            campaign_id=new.campaign_id,
            result={},
        )
        for side, warband_id in enumerate(new.warband_ids):
            warband = session.get(Warband, warband_id)
            if warband is None:
                raise NotFound(
                    tr("Warband {warband_id} does not exist.").format(warband_id=warband_id)
                )
            if warband.system_id != new.system:
                raise InvalidInput(
                    tr("warbands: {name!r} is a {system_id} warband, not {system}").format(
                        name=warband.name,
                        system_id=system_title(warband.system_id),
                        system=system_title(new.system),
                    )
                )
            chosen = list(new.members.get(warband_id, ()))
            known = {m.id for m in warband.members}
            if set(chosen) - known:
                raise InvalidInput(
                    tr("members: not all of them are in {name!r}").format(name=warband.name)
                )
            game.participants.append(
                GameParticipant(
                    warband_id=warband_id,
                    warband_name=warband.name,
                    side=side,
                    member_ids=chosen or sorted(known),
                )
            )
        session.add(game)
        session.flush()
        return _summary(game)


def participants(database: Database, game_id: int) -> list[ParticipantView]:
    """Who plays in a game: each warband (by side) and the members taking part."""
    with database.sessions() as session:
        rows = session.scalars(
            select(GameParticipant)
            .where(GameParticipant.game_id == game_id)
            .order_by(GameParticipant.side)
        ).all()
        return [
            ParticipantView(
                r.warband_id,
                r.warband_name,
                r.side,
                tuple(r.member_ids),
                r.outcome,
                r.victory_points,
            )
            for r in rows
        ]


def get_game(database: Database, game_id: int) -> GameSummary:
    with database.sessions() as session:
        game = session.get(Game, game_id)
        if game is None:
            raise NotFound(tr("Game {game_id} does not exist.").format(game_id=game_id))
        return _summary(game)


def list_games(database: Database) -> list[GameSummary]:
    with database.sessions() as session:
        games = session.scalars(
            select(Game).options(selectinload(Game.participants)).order_by(Game.played_on, Game.id)
        ).all()
        return [_summary(g) for g in games]


def finish_game(
    database: Database,
    game_id: int,
    version: int,
    winner_side: int | None,
    notes: str = "",
    victory_points: dict[int, int] | None = None,
) -> GameSummary:
    """End a game: the winning side (None: a draw), notes and victory points per side."""
    with database.write() as session:
        game = expect_version(session.get(Game, game_id), "Game", game_id, version)
        sides = {p.side for p in game.participants}
        if winner_side is not None and winner_side not in sides:
            raise InvalidInput(
                tr("winner: there is no side {winner_side} in this game").format(
                    winner_side=winner_side
                )
            )
        points = victory_points or {}
        for participant in game.participants:
            if winner_side is None:
                participant.outcome = "draw"
            else:
                participant.outcome = "win" if participant.side == winner_side else "loss"
            participant.victory_points = int(points.get(participant.side, 0))
        game.status = "finished"
        game.result = {"winner_side": winner_side, "notes": notes_text(notes, tr("notes"))}
        game.updated_at = utcnow()
        game.version = version + 1
        try:
            session.flush()
        except StaleDataError as exc:
            raise StaleEdit.of("Game", game_id) from exc
        return _summary(game)


def record_event(
    database: Database, game_id: int, event: NewEvent, *, decided_at: int | None = None
) -> EventView:
    """Append one event to a game's log, committed before this returns. `decided_at`: the
    last sequence number of the log the event was decided from (GameState.last_seq); when
    another writer has appended since, nothing is recorded (GameMoved), so no event is ever
    decided from a state the log has left behind (a turn counted twice, a marker set from
    an old value)."""
    if not event.kind or event.kind in (UNDO, REDO):
        raise InvalidInput(
            tr("kind: give the kind of event (undo and redo have their own actions)")
        )
    return _append(
        database,
        game_id,
        lambda session, seq, turn: _new_row(game_id, seq, turn, event),
        decided_at,
    )


def undo_event(database: Database, game_id: int, seq: int | None = None) -> EventView:
    """Undo event `seq` (default: the latest one not undone) by appending an `undo` event."""
    return _toggle(database, game_id, seq, undo=True)


def redo_event(database: Database, game_id: int, seq: int | None = None) -> EventView:
    """Redo an undone event (default: the latest undone one) by appending a `redo` event."""
    return _toggle(database, game_id, seq, undo=False)


def _toggle(database: Database, game_id: int, seq: int | None, *, undo: bool) -> EventView:
    def build(session: Session, next_seq: int, turn: int) -> GameEvent:
        target = _undo_target(session, game_id, seq, undone=not undo)
        session.execute(
            update(GameEvent)
            .where(GameEvent.game_id == game_id, GameEvent.seq == target.seq)
            .values(undone=undo)
        )
        text = tr("undid event {seq} ({kind})") if undo else tr("redid event {seq} ({kind})")
        return GameEvent(
            game_id=game_id,
            seq=next_seq,
            turn=turn,
            kind=UNDO if undo else REDO,
            undoes_seq=target.seq,
            outcome=Outcome(
                text.format(seq=target.seq, kind=kind_name(target.kind)),
                facts={"event_kind": target.kind},
            ).to_json(),
        )

    return _append(database, game_id, build)


def events(database: Database, game_id: int) -> list[EventView]:
    """The log in order, every row checked (a damaged one is a DAMAGED row: event_rows.py)."""
    with database.sessions() as session:
        return read_events(session, game_id)


def game_state(database: Database, game_id: int) -> GameState:
    """Every model's state from the log: the effects of the events not undone, in order."""
    with database.sessions() as session:
        game = session.get(Game, game_id)
        if game is None:
            raise NotFound(tr("Game {game_id} does not exist.").format(game_id=game_id))
        logged = read_events(session, game_id)
        state = project(
            game_id, game.system_id, [(e.seq, e.outcome, e.undone, e.kind) for e in logged]
        )
        damaged = tuple(e.problem for e in logged if e.problem)
        return replace(state, damaged=damaged) if damaged else state


# --- machinery ------------------------------------------------------------------------------


def _append(
    database: Database,
    game_id: int,
    build: Callable[[Session, int, int], GameEvent],
    decided_at: int | None = None,
) -> EventView:
    """Append the event `build(session, seq, turn)` returns (retried should another writer
    still have taken the same sequence number first); GameMoved when the log's last event is
    no longer `decided_at` (read under the write lock that appends)."""
    for attempt in range(APPEND_RETRIES):
        try:
            with database.write() as session:
                # The game row locked (PostgreSQL; SQLite's write lock is the whole file):
                # appends to one game are serialised, so sequence numbers never collide.
                game = session.get(Game, game_id, with_for_update=True)
                if game is None:
                    raise NotFound(tr("Game {game_id} does not exist.").format(game_id=game_id))
                if game.status == "finished":  # its result is recorded: the log is closed
                    raise InvalidInput(
                        tr("game {game}: finished; nothing more is recorded").format(game=game_id)
                    )
                last_seq, turn = _last(session, game_id)
                if decided_at is not None and last_seq != decided_at:
                    raise GameMoved(game_id, decided_at, last_seq)
                row = build(session, last_seq + 1, turn)
                if row.turn is None:
                    row.turn = turn
                session.add(row)
                session.flush()
                return _event_view(row)
        except IntegrityError:
            if attempt == APPEND_RETRIES - 1:
                raise
    raise AssertionError("unreachable")


def _last(session: Session, game_id: int) -> tuple[int, int]:
    """The last sequence number and the turn it was in (rows whose numbers were damaged by
    hand are passed over: event_rows.py)."""
    rows = session.execute(
        select(type_coerce(GameEvent.seq, Integer), type_coerce(GameEvent.turn, Integer)).where(
            GameEvent.game_id == game_id
        )
    ).all()
    numbered = [(seq, turn) for seq, turn in rows if isinstance(seq, int) and seq < 2**63]
    if not numbered:
        return (0, 1)
    seq, turn = max(numbered, key=lambda row: row[0])
    return seq, turn if isinstance(turn, int) and 1 <= turn < 2**63 else 1


def _new_row(game_id: int, seq: int, turn: int, event: NewEvent) -> GameEvent:
    effects = event.outcome.get("effects", ())  # checked whole: a bad effect is refused
    for effect in effects:
        _check_effect(effect)
    new_turn = next((e["turn"] for e in effects if "turn" in e), None)
    return GameEvent(
        game_id=game_id,
        seq=seq,
        turn=new_turn if new_turn is not None else (event.turn or turn),
        kind=event.kind,
        actor_member_id=event.actor_member_id,
        target_member_id=event.target_member_id,
        spec=event.spec,
        dice=event.dice,
        seed=event.seed,
        outcome=dict(event.outcome),
    )


def _check_effect(effect: Any) -> None:
    """Only effects the reader accepts are written (event_rows.check_effect)."""
    try:
        check_effect(effect)
    except Damage as exc:
        raise InvalidInput(
            tr("outcome.effects: {effect!r}: {problem}").format(effect=effect, problem=exc)
        ) from exc


def _undo_target(session: Session, game_id: int, seq: int | None, *, undone: bool) -> EventView:
    """The event to undo (or redo), read through the checked reader: a damaged row is never
    one (it changes nothing)."""
    logged = [e for e in read_events(session, game_id) if e.kind not in (UNDO, REDO)]
    if seq is not None:
        target = next((e for e in logged if e.seq == seq), None)
        if target is None:
            raise NotFound(
                tr("Game {game_id} has no event {seq} to undo or redo.").format(
                    game_id=game_id, seq=seq
                )
            )
        if target.problem:
            raise InvalidInput(target.problem)
        if target.undone != undone:
            state = "already undone" if target.undone else "not undone"
            raise InvalidInput(tr("event {seq} is {state}").format(seq=seq, state=state))
        return target
    found = [e for e in logged if e.undone == undone and not e.problem]
    if not found:
        raise InvalidInput("nothing to redo" if undone else "nothing to undo")
    return found[-1]


def _event_view(row: GameEvent) -> EventView:
    return EventView(
        game_id=row.game_id,
        seq=row.seq,
        turn=row.turn,
        kind=row.kind,
        actor_member_id=row.actor_member_id,
        target_member_id=row.target_member_id,
        spec=row.spec,
        dice=row.dice,
        seed=row.seed,
        outcome=row.outcome,
        undone=row.undone,
        undoes_seq=row.undoes_seq,
        created_at=row.created_at,
    )


def _summary(game: Game) -> GameSummary:
    return GameSummary(
        id=game.id,
        played_on=game.played_on,
        scenario=game.scenario,
        system=game.system_id,
        edition=game.edition_id,
        status=game.status,
        warbands=tuple(p.warband_name for p in game.participants),
        campaign_id=game.campaign_id,
        version=game.version,
        notes=str((game.result or {}).get("notes", "")),
        outcomes=tuple((p.warband_name, p.outcome, p.victory_points) for p in game.participants),
    )
