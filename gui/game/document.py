"""An open game: who plays, the state projected from the log, and an undo stack over the log.

Every change at the table is recorded as an event (committed at once); its QUndoCommand undoes
it by appending an `undo` event and redoes it with a `redo` event (models/ledger/games/undo.py's
GameUndo and GameRedo), so the log keeps everything
and the state is always its projection. Closing the app at any moment loses nothing: reopening
projects the same state from the same log.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from models.catalog.catalog import Catalog
from models.db import Database
from models.ledger.games import games, play
from models.ledger.games.games import NewEvent
from models.ledger.games.play import Side, Table
from models.ledger.games.undo import GameUndo, Reversible
from models.table.errors import GameMoved, LedgerError
from models.table.game_log import Tracked
from models.table.views import EventView, GameState, GameSummary, MemberView, ModelState


class GameDocument(QObject):
    """The open game for the window: the ledger's table (models/ledger/games/play.py), refreshed
    after every change, and the undo stack. The events themselves are written by the ledger."""

    changed = Signal()
    failed = Signal(str)

    def __init__(self, database: Database, game_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.table: Table = play.load_table(database, game_id)
        self.tracked: Tracked = self.table.profile.tracked.translated()
        self.undo_stack = QUndoStack(self)
        self.events: list[EventView] = games.events(database, game_id)

    # -- reading ------------------------------------------------------------------------------
    @property
    def game(self) -> GameSummary:
        return self.table.game

    @property
    def catalog(self) -> Catalog:
        return self.table.catalog

    @property
    def sides(self) -> tuple[Side, ...]:
        return self.table.sides

    @property
    def state(self) -> GameState:
        return self.table.state

    @property
    def finished(self) -> bool:
        return self.game.status == "finished"

    def member(self, member_id: int) -> MemberView:
        return self.table.member(member_id)

    def side_of(self, member_id: int) -> int:
        return self.table.side_of(member_id)

    def names(self) -> dict[int, str]:
        return self.table.names()

    def state_of(self, member_id: int) -> ModelState:
        return self.table.state_of(member_id)

    def state_text(self, member_id: int) -> str:
        """What a player must know of a model at a glance: its markers and states ("Down ·
        2 BLOOD · TOUGH used"); empty for a fresh model."""
        state = self.state_of(member_id)
        parts = [
            label for key, label in self.tracked.flags if key != "activated" and key in state.flags
        ]
        parts += [
            f"{state.counters[key]} {label}"
            for key, label, _cap in self.tracked.counters
            if state.counters.get(key)
        ]
        if "tough_used" in state.flags:
            parts.append(self.tr("TOUGH used"))
        return " · ".join(parts)

    def enemies_of(self, member_id: int) -> list[MemberView]:
        """Models of the other sides still in the game."""
        return self.table.enemies_of(member_id)

    def reload(self) -> None:
        self.table = play.refreshed(self.database, self.table)
        self.events = games.events(self.database, self.game.id)
        self.changed.emit()

    # -- changing -----------------------------------------------------------------------------
    def record(self, text: str, event: NewEvent) -> EventView | None:
        """Append `event` (written by the ledger) to the log, saved at once, as an undoable
        step called `text`."""
        try:
            recorded = play.record(self.database, self.table, event)
        except GameMoved as exc:  # another window or program recorded first: show it now
            self.reload()
            self.failed.emit(str(exc))
            return None
        except LedgerError as exc:
            self.failed.emit(str(exc))
            return None
        step = GameUndo(self.game.id, recorded.seq)
        self.undo_stack.push(_LedgerCommand(self, text, step, done=True))
        self.reload()
        return recorded

    def set_counter(self, member_id: int, counter: str, delta: int) -> None:
        label = dict((k, label) for k, label, _ in self.tracked.counters)[counter]
        self.record(
            self.tr("%1 %2 %3 on %4")
            .replace("%1", self.tr("Add") if delta > 0 else self.tr("Remove"))
            .replace("%2", str(abs(delta)))
            .replace("%3", label)
            .replace("%4", self.member(member_id).name),
            play.change_marker(self.table, member_id, counter, delta),
        )

    def set_flag(self, member_id: int, flag: str, value: bool) -> None:
        event = play.marker_event(self.table, member_id, {flag: value})
        self.record(self.tr("Mark %s") % event.outcome["summary"], event)

    def aim(self, member_id: int, target_id: int | None) -> None:
        """WZ-M2: aim at one enemy (+3 to every shot at it this activation), or stop aiming."""
        event = play.aim_event(self.table, member_id, target_id)
        if event is not None:
            self.record(str(event.outcome["summary"]), event)

    def next_turn(self) -> None:
        self.record(self.tr("Start turn %d") % (self.state.turn + 1), play.turn_event(self.table))

    def undo_logged(self, seq: int) -> None:
        """Undo one event picked in the log (itself an undoable step)."""
        text = QCoreApplication.translate("GameDocument", "Undo event %d") % seq
        self.undo_stack.push(_LedgerCommand(self, text, GameUndo(self.game.id, seq), done=False))

    def finish(self, winner_side: int | None, notes: str, points: dict[int, int]) -> bool:
        try:
            games.finish_game(
                self.database, self.game.id, self.game.version, winner_side, notes, points
            )
        except LedgerError as exc:
            self.failed.emit(str(exc))
            return False
        self.undo_stack.clear()
        self.reload()
        return True


class _LedgerCommand(QUndoCommand):
    """A ledger step (models/ledger/games/undo.py): each apply returns what the other direction
    applies, so undo and redo only apply what the last apply returned. `done`: the step was
    taken already (an event just recorded: the push's redo does nothing)."""

    def __init__(self, document: GameDocument, text: str, step: Reversible, *, done: bool) -> None:
        super().__init__(text)
        self._document = document
        self._next = step
        self._skip = done

    def redo(self) -> None:
        if self._skip:
            self._skip = False
            return
        self._apply()

    def undo(self) -> None:
        self._apply()

    def _apply(self) -> None:
        try:
            self._next = self._next.apply(self._document.database)
        except LedgerError as exc:
            self._document.failed.emit(str(exc))
            self.setObsolete(True)
        self._document.reload()
