"""The ranked-fantasy system as the ledger plays it: its markers, its attack at the table, worn
armour added to the save (FB-S1: light armour +1, a shield +1 …) and a box on the roster sheet
for every wound of the unit."""

from __future__ import annotations

from models.systems.ninth_age import SYSTEM_ID
from models.systems.ninth_age.odds import SYSTEM
from models.systems.ninth_age.table_attacks import ATTACK
from models.table.declaration import SystemProfile, wound_tracks
from models.table.effective import WornArmour
from models.table.game_log import TRACKED

PROFILE = SystemProfile(
    SYSTEM,
    TRACKED[SYSTEM_ID],
    ATTACK,
    wound_tracks("hp"),
    armour=WornArmour("arm", "FB-S1"),
)
