"""What a unit of work can refuse, with messages fit to show a user."""

from __future__ import annotations

from typing import Protocol, TypeVar

from models.errors import LedgerError, StorageError
from models.i18n import N_, tr

__all__ = [
    "GameMoved",
    "InvalidInput",
    "LedgerError",
    "NotFound",
    "StaleEdit",
    "StorageError",
    "expect_version",
]


class NotFound(LedgerError):
    """The warband, member, game or event does not exist (any more)."""


class StaleEdit(LedgerError):
    """Someone else changed the record since it was read; the change was not saved."""

    @classmethod
    def of(cls, kind: str, record_id: int) -> StaleEdit:
        return cls(
            tr(
                "{kind} {id} was changed elsewhere (another window or computer) since you "
                "opened it; your change was not saved. Reload it and try again."
            ).format(kind=tr(kind), id=record_id)
        )


class GameMoved(StaleEdit):
    """An event was decided from a state of the game's log that another writer has moved on
    from (an event recorded meanwhile): it was not recorded. Decide it again from the log as
    it is now."""

    def __init__(self, game_id: int, seen: int, now: int) -> None:
        super().__init__(
            tr(
                "Game {game}: event {now} was recorded elsewhere (another window or program) "
                "since the table was read at event {seen}; nothing was recorded. The table "
                "shows the game as it is now: do it again."
            ).format(game=game_id, seen=seen, now=now)
        )
        self.game_id = game_id


class InvalidInput(LedgerError):
    """A value given for the action is not acceptable."""


RECORD_KINDS = (N_("Warband"), N_("Campaign"), N_("Game"))  # the `kind` of the messages below


class _Versioned(Protocol):
    version: int


R = TypeVar("R", bound=_Versioned)


def expect_version(record: R | None, kind: str, record_id: int, version: int | None) -> R:
    """The record, if it exists and still has the version the caller read (None: any)."""
    if record is None:
        raise NotFound(
            tr("{kind} {id} does not exist (it may have been deleted).").format(
                kind=tr(kind), id=record_id
            )
        )
    if version is not None and record.version != version:
        raise StaleEdit.of(kind, record_id)
    return record
