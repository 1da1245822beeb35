"""The warzone system as the ledger plays it: its markers (aiming among them), its attack at the
table and a box on the roster sheet for every wound of the squad."""

from __future__ import annotations

from models.systems.warzone import SYSTEM_ID
from models.systems.warzone.odds import SYSTEM
from models.systems.warzone.table_attacks import ATTACK
from models.table.declaration import SystemProfile, wound_tracks
from models.table.game_log import TRACKED

PROFILE = SystemProfile(
    SYSTEM,
    TRACKED[SYSTEM_ID],
    ATTACK,
    wound_tracks("zw"),
)
