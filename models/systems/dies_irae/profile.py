"""Dies Irae as the ledger plays it: its markers, its attack at the table, the roster sheet's
boxes (a vehicle's Structure in halves, else a box for every soldier) and what it adds to a
campaign (DI-2: a commander's deployment skill and its chance)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from models.i18n import tr
from models.systems.dies_irae import SYSTEM_ID
from models.systems.dies_irae import campaign as dies_irae_campaign
from models.systems.dies_irae.odds import SYSTEM
from models.systems.dies_irae.table_attacks import ATTACK
from models.table.declaration import CampaignHooks, SystemProfile, Tracks
from models.table.game_log import TRACKED
from models.table.views import MemberView


def _tracks(profile: Mapping[str, Any], member: MemberView) -> Tracks:
    structure = profile.get("structure")
    if isinstance(structure, int):
        return ((tr("Structure (½ each)"), 2 * structure),)
    return ((tr("Soldiers lost"), min(60, member.size)),)


PROFILE = SystemProfile(
    SYSTEM,
    TRACKED[SYSTEM_ID],
    ATTACK,
    _tracks,
    campaign=CampaignHooks(
        deployment_skill=dies_irae_campaign.deployment_skill,
        deploy_chance=dies_irae_campaign.deploy_chance,
    ),
)
