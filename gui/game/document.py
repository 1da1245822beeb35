"""An open game: who plays, the state projected from the log, and an undo stack over the log.

Every change at the table is recorded as an event (committed at once); its QUndoCommand undoes
it by appending an `undo` event and redoes it with a `redo` event, so the log keeps everything
and the state is always its projection. Closing the app at any moment loses nothing: reopening
projects the same state from the same log.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from models.catalog.catalog import Catalog
from models.db import Database
from models.ledger import games, roster
from models.ledger.catalogs import load_catalog
from models.ledger.errors import LedgerError
from models.ledger.games import AIMING, TRACKED, NewEvent, Tracked, aiming_flag
from models.ledger.views import (
    EventView,
    GameState,
    GameSummary,
    MemberView,
    ModelState,
    ParticipantView,
)


@dataclass(frozen=True)
class Side:
    participant: ParticipantView
    members: tuple[MemberView, ...]  # those taking part, in roster order


class GameDocument(QObject):
    changed = Signal()
    failed = Signal(str)

    def __init__(self, database: Database, game_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.game: GameSummary = games.get_game(database, game_id)
        with database.sessions() as session:
            self.catalog: Catalog = load_catalog(session, self.game.system, self.game.edition)
        self.tracked: Tracked = TRACKED[self.game.system].translated()
        self.sides: list[Side] = []
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
            self.sides.append(Side(participant, members))
        self.undo_stack = QUndoStack(self)
        self.state: GameState = games.game_state(database, game_id)
        self.events: list[EventView] = games.events(database, game_id)

    # -- reading ------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.game.status == "finished"

    def member(self, member_id: int) -> MemberView:
        for side in self.sides:
            for member in side.members:
                if member.id == member_id:
                    return member
        raise KeyError(member_id)

    def side_of(self, member_id: int) -> int:
        return next(
            s.participant.side for s in self.sides if any(m.id == member_id for m in s.members)
        )

    def names(self) -> dict[int, str]:
        return {m.id: m.name for side in self.sides for m in side.members}

    def state_of(self, member_id: int) -> ModelState:
        return self.state.of(member_id)

    def enemies_of(self, member_id: int) -> list[MemberView]:
        """Models of the other sides still in the game."""
        mine = self.side_of(member_id)
        return [
            m
            for side in self.sides
            if side.participant.side != mine
            for m in side.members
            if games.OUT_OF_ACTION not in self.state_of(m.id).flags
        ]

    def reload(self) -> None:
        self.state = games.game_state(self.database, self.game.id)
        self.events = games.events(self.database, self.game.id)
        self.changed.emit()

    # -- changing -----------------------------------------------------------------------------
    def record(self, text: str, event: NewEvent) -> EventView | None:
        """Append `event` to the log (saved at once) as an undoable step called `text`."""
        try:
            recorded = games.record_event(self.database, self.game.id, event)
        except LedgerError as exc:
            self.failed.emit(str(exc))
            return None
        self.undo_stack.push(_EventCommand(self, text, recorded.seq))
        self.reload()
        return recorded

    def set_counter(self, member_id: int, counter: str, delta: int) -> None:
        label = dict((k, label) for k, label, _ in self.tracked.counters)[counter]
        name = self.member(member_id).name
        self.record(
            self.tr("%1 %2 %3 on %4")
            .replace("%1", self.tr("Add") if delta > 0 else self.tr("Remove"))
            .replace("%2", str(abs(delta)))
            .replace("%3", label)
            .replace("%4", name),
            NewEvent(
                "marker",
                actor_member_id=member_id,
                outcome={
                    "summary": f"{name}: {delta:+d} {label}",
                    "effects": [{"member": member_id, "counter": counter, "delta": delta}],
                },
            ),
        )

    def set_flag(self, member_id: int, flag: str, value: bool) -> None:
        label = dict(self.tracked.flags)[flag]
        name = self.member(member_id).name
        text = f"{name}: {label}" if value else f"{name}: not {label}"
        self.record(
            self.tr("Mark %s") % text,
            NewEvent(
                "flag",
                actor_member_id=member_id,
                outcome={
                    "summary": text,
                    "effects": [{"member": member_id, "flag": flag, "value": value}],
                },
            ),
        )

    def aim(self, member_id: int, target_id: int | None) -> None:
        """WZ-M2: aim at one enemy (+3 to every shot at it this activation), or stop aiming."""
        held = [f for f in self.state_of(member_id).flags if f.startswith(AIMING)]
        changes: list[dict[str, object]] = [
            {"member": member_id, "flag": flag, "value": False} for flag in held
        ]
        name = self.member(member_id).name
        if target_id is not None:
            changes.append({"member": member_id, "flag": aiming_flag(target_id), "value": True})
            text = f"{name} aims at {self.member(target_id).name}"
        else:
            text = f"{name} stops aiming"
        if changes:
            self.record(
                text,
                NewEvent(
                    "aim",
                    actor_member_id=member_id,
                    target_member_id=target_id,
                    outcome={"summary": text, "effects": changes},
                ),
            )

    def next_turn(self) -> None:
        turn = self.state.turn + 1
        self.record(
            self.tr("Start turn %d") % turn,
            NewEvent(
                "turn",
                outcome={"summary": self.tr("Turn %d begins") % turn, "effects": [{"turn": turn}]},
            ),
        )

    def undo_logged(self, seq: int) -> None:
        """Undo one event picked in the log (itself an undoable step)."""
        self.undo_stack.push(_LogUndoCommand(self, seq))

    def finish(self, winner_side: int | None, notes: str, points: dict[int, int]) -> bool:
        try:
            self.game = games.finish_game(
                self.database, self.game.id, self.game.version, winner_side, notes, points
            )
        except LedgerError as exc:
            self.failed.emit(str(exc))
            return False
        self.undo_stack.clear()
        self.changed.emit()
        return True


class _EventCommand(QUndoCommand):
    """An event already in the log: undo appends `undo`, redo appends `redo`."""

    def __init__(self, document: GameDocument, text: str, seq: int) -> None:
        super().__init__(text)
        self._document = document
        self._seq = seq
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._step(games.redo_event)

    def undo(self) -> None:
        self._step(games.undo_event)

    def _step(self, action: object) -> None:
        try:
            action(self._document.database, self._document.game.id, self._seq)  # type: ignore[operator]
        except LedgerError as exc:
            self._document.failed.emit(str(exc))
            self.setObsolete(True)
        self._document.reload()


class _LogUndoCommand(_EventCommand):
    """ "Undo event N" chosen in the log: redo undoes it, undo redoes it."""

    def __init__(self, document: GameDocument, seq: int) -> None:
        text = QCoreApplication.translate("GameDocument", "Undo event %d") % seq
        super().__init__(document, text, seq)
        self._first = False

    def redo(self) -> None:
        self._step(games.undo_event)

    def undo(self) -> None:
        self._step(games.redo_event)
