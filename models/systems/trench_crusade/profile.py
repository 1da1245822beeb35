"""Trench Crusade as the ledger plays it: its markers, its attack and its actions at the table,
worn armour (TC-I4), the roster sheet's boxes — six BLOOD, Down and Out of Action (TC-K1) — and
what it adds to a campaign (TC-C: the post-battle sequence, the threshold and field strength)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from models.i18n import tr
from models.systems.trench_crusade import SYSTEM_ID
from models.systems.trench_crusade import campaign as tc_campaign
from models.systems.trench_crusade.odds import SYSTEM
from models.systems.trench_crusade.table_actions import TrenchActions
from models.systems.trench_crusade.table_attacks import ARMOUR, TrenchAttack
from models.table.declaration import CampaignHooks, SystemProfile, Tracks
from models.table.game_log import TRACKED
from models.table.views import MemberView


def _tracks(profile: Mapping[str, Any], member: MemberView) -> Tracks:
    return ((tr("BLOOD"), 6), (tr("Down"), 1), (tr("Out of Action"), 1))


def _threshold(played: int, settings: Mapping[str, Any]) -> int:
    return tc_campaign.threshold(played, settings["starting_budget"], settings["threshold_step"])


PROFILE = SystemProfile(
    SYSTEM,
    TRACKED[SYSTEM_ID],
    TrenchAttack(),
    _tracks,
    actions=TrenchActions(),
    armour=ARMOUR,
    campaign=CampaignHooks(
        post_battle=tc_campaign, threshold=_threshold, field_strength=tc_campaign.field_strength
    ),
)
