"""The installed game systems, by id: the one place in the ledger that names each system's
package (models/systems/<system>/profile.py). `register` adds one more — a fifth ruleset, or a
test's toy — and `registered` does so for the length of a `with` block."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

from models.catalog.catalog import Catalog
from models.i18n import tr
from models.rules import registry as rules_registry
from models.systems.dies_irae import profile as dies_irae
from models.systems.ninth_age import profile as ninth_age
from models.systems.trench_crusade import profile as trench_crusade
from models.systems.warzone import profile as warzone
from models.table import game_log
from models.table.declaration import SystemProfile
from models.table.effective import EffectiveProfile, difference, effective_profile
from models.table.errors import InvalidInput
from models.table.profile_attacks import ProfileAttack
from models.table.views import MemberView, Named

PROFILES: dict[str, SystemProfile] = {
    p.id: p for p in (trench_crusade.PROFILE, ninth_age.PROFILE, dies_irae.PROFILE, warzone.PROFILE)
}
# The installed systems whose attack is a spec from the two units and the weapon
# (models/table/profile_attacks.py), by id.
SYSTEM_ATTACKS: dict[str, ProfileAttack] = {
    system: p.attack for system, p in PROFILES.items() if isinstance(p.attack, ProfileAttack)
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


def changes_from(
    catalog: Catalog,
    member: MemberView,
    items: Sequence[Named] = (),
    upgrades: Sequence[Named] = (),
) -> tuple[str, ...]:
    """What giving a member these items or upgrades would change of it as it plays (the
    editor's pickers show it beside each choice)."""
    after = replace(member, items=(*member.items, *items), upgrades=(*member.upgrades, *upgrades))
    return difference(effective(catalog, member), effective(catalog, after))


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
