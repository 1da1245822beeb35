"""Every game system the rules core knows, by id: the one place that imports each engine's
declaration (models/rules/system.py holds the types they share, and imports none of them).
`register` adds one more (a fifth ruleset's, through models/ledger/profiles.py)."""

from __future__ import annotations

from models.rules.dies_irae.odds import SYSTEM as DIES_IRAE
from models.rules.ninth_age.odds import SYSTEM as NINTH_AGE
from models.rules.system import GameSystem
from models.rules.trench_crusade.odds import SYSTEM as TRENCH_CRUSADE
from models.rules.warzone.odds import SYSTEM as WARZONE

SYSTEMS: tuple[GameSystem, ...] = (TRENCH_CRUSADE, NINTH_AGE, DIES_IRAE, WARZONE)
_ADDED: dict[str, GameSystem] = {}


def registry() -> dict[str, GameSystem]:
    """Every system the rules core knows, by id."""
    return {**{system.id: system for system in SYSTEMS}, **_ADDED}


def system_title(system: str, edition: str | None = None) -> str:
    """A system as players name it ("Trench Crusade tc-1.6", "Dies Irae"): with `edition`
    only where the system has more than one; the id itself for a system not known here."""
    found = registry().get(system)
    if found is None:
        return f"{system} {edition}" if edition else system
    return f"{found.title} {edition}" if edition and len(found.editions) > 1 else found.title


def register(system: GameSystem) -> None:
    if system.id not in {s.id for s in SYSTEMS}:
        _ADDED[system.id] = system


def unregister(system_id: str) -> None:
    _ADDED.pop(system_id, None)
