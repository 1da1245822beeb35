"""The systems' profiles (models/table/declaration.py), by id: the one place that names each
system's declarations together. `register` adds one more — a fifth ruleset, or a test's toy —
and `registered` does so for the length of a `with` block.

Roster-sheet boxes: six BLOOD, Down and Out of Action in Trench Crusade (TC-K1); wounds
(models × HP), soldiers or Structure halves elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from models.catalog.catalog import Catalog
from models.i18n import tr
from models.ledger import tc_attacks
from models.ledger.tc_actions import TrenchActions
from models.ledger.tc_attacks import TrenchAttack
from models.rules import registry as rules_registry
from models.rules.dies_irae import campaign as dies_irae_campaign
from models.rules.trench_crusade import campaign as tc_campaign
from models.table import game_log
from models.table.declaration import CampaignHooks, SystemProfile, Tracks
from models.table.effective import EffectiveProfile, WornArmour, effective_profile
from models.table.errors import InvalidInput
from models.table.profile_attacks import SYSTEM_ATTACKS
from models.table.views import MemberView


def _int(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _trench_tracks(profile: Mapping[str, Any], member: MemberView) -> Tracks:
    return ((tr("BLOOD"), 6), (tr("Down"), 1), (tr("Out of Action"), 1))


def wound_tracks(key: str) -> Callable[[Mapping[str, Any], MemberView], Tracks]:
    """Boxes for every wound of the unit: models × the profile's `key` (at most 60)."""

    def tracks(profile: Mapping[str, Any], member: MemberView) -> Tracks:
        return ((tr("Wounds"), min(60, member.size * _int(profile.get(key), 1))),)

    return tracks


def _dies_irae_tracks(profile: Mapping[str, Any], member: MemberView) -> Tracks:
    structure = profile.get("structure")
    if isinstance(structure, int):
        return ((tr("Structure (½ each)"), 2 * structure),)
    return ((tr("Soldiers lost"), min(60, member.size)),)


def _threshold(played: int, settings: Mapping[str, Any]) -> int:
    return tc_campaign.threshold(played, settings["starting_budget"], settings["threshold_step"])


_SYSTEMS = rules_registry.registry()
PROFILES: dict[str, SystemProfile] = {
    "trench-crusade": SystemProfile(
        _SYSTEMS["trench-crusade"],
        game_log.TRACKED["trench-crusade"],
        TrenchAttack(),
        _trench_tracks,
        actions=TrenchActions(),
        armour=tc_attacks.ARMOUR,
        campaign=CampaignHooks(
            post_battle=True, threshold=_threshold, field_strength=tc_campaign.field_strength
        ),
    ),
    "ninth-age": SystemProfile(
        _SYSTEMS["ninth-age"],
        game_log.TRACKED["ninth-age"],
        SYSTEM_ATTACKS["ninth-age"],
        wound_tracks("hp"),
        armour=WornArmour("arm", "FB-S1"),  # light armour +1, a shield +1 … to the save
    ),
    "dies-irae": SystemProfile(
        _SYSTEMS["dies-irae"],
        game_log.TRACKED["dies-irae"],
        SYSTEM_ATTACKS["dies-irae"],
        _dies_irae_tracks,
        campaign=CampaignHooks(
            deployment_skill=dies_irae_campaign.deployment_skill,
            deploy_chance=dies_irae_campaign.deploy_chance,
        ),
    ),
    "warzone": SystemProfile(
        _SYSTEMS["warzone"],
        game_log.TRACKED["warzone"],
        SYSTEM_ATTACKS["warzone"],
        wound_tracks("zw"),
    ),
}


def profile_of(system: str) -> SystemProfile:
    """The profile of a system by id; InvalidInput for one no profile declares."""
    found = PROFILES.get(system)
    if found is None:
        raise InvalidInput(
            tr("system {system!r}: not one this version knows ({known})").format(
                system=system, known=", ".join(PROFILES)
            )
        )
    return found


def find(system: str) -> SystemProfile | None:
    return PROFILES.get(system)


def effective(catalog: Catalog, member: MemberView) -> EffectiveProfile:
    """A member's profile as it plays in its catalog's system (models/table/effective.py):
    what the roster editor, the cards and the sheets show."""
    profile = PROFILES.get(catalog.system)
    return effective_profile(catalog, member, profile.armour if profile else None)


def register(profile: SystemProfile) -> None:
    """Make a system known everywhere: its profile here, its markers to the game log's
    projection (game_log.TRACKED) and its rules to the `odds` registry."""
    PROFILES[profile.id] = profile
    game_log.TRACKED[profile.id] = profile.tracked
    rules_registry.register(profile.system)


def unregister(system: str) -> None:
    PROFILES.pop(system, None)
    game_log.TRACKED.pop(system, None)
    rules_registry.unregister(system)


@contextmanager
def registered(profile: SystemProfile) -> Iterator[SystemProfile]:
    register(profile)
    try:
        yield profile
    finally:
        unregister(profile.id)
