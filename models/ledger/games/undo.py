"""One undo model for the whole ledger: an operation returns what undoes it.

- Roster edits (`roster_edits.py`): `edit.apply(database, current)` returns the new view and
  the edit that undoes it.
- Games keep everything in their log: `GameUndo(...).apply` appends an `undo` event and returns
  the `GameRedo` that appends the `redo` (games.py), and back.
- Campaigns keep each step's snapshots of the warband before and after: `CampaignUndo(...).apply`
  restores the one before and returns the `CampaignRedo` that restores the one after
  (campaign_log.py), and back.

The window's QUndoCommands hold these and only call `apply` with what the last one returned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from models.db.engine import Database
from models.ledger.campaigns import campaign_log
from models.ledger.games import games


class Reversible(Protocol):
    def apply(self, database: Database) -> Reversible:
        """Do it (one transaction); return what undoes it."""
        ...


@dataclass(frozen=True)
class GameUndo:
    game_id: int
    seq: int

    def apply(self, database: Database) -> GameRedo:
        games.undo_event(database, self.game_id, self.seq)
        return GameRedo(self.game_id, self.seq)


@dataclass(frozen=True)
class GameRedo:
    game_id: int
    seq: int

    def apply(self, database: Database) -> GameUndo:
        games.redo_event(database, self.game_id, self.seq)
        return GameUndo(self.game_id, self.seq)


@dataclass(frozen=True)
class CampaignUndo:
    campaign_id: int
    seq: int

    def apply(self, database: Database) -> CampaignRedo:
        campaign_log.undo(database, self.campaign_id, self.seq)
        return CampaignRedo(self.campaign_id, self.seq)


@dataclass(frozen=True)
class CampaignRedo:
    campaign_id: int
    seq: int

    def apply(self, database: Database) -> CampaignUndo:
        campaign_log.redo(database, self.campaign_id, self.seq)
        return CampaignUndo(self.campaign_id, self.seq)
