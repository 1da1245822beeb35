"""Every game system the rules core knows, by id: the one place that imports each engine's
declaration (models/rules/system.py holds the types they share, and imports none of them).
`register` adds one more (a fifth ruleset's, through models/ledger/profiles.py)."""

from __future__ import annotations

import importlib

from models.rules.system import GameSystem

# Each engine's declaration by system id, in the order shown; imported when first asked for,
# so `odds trench-crusade` loads the Trench Crusade engine alone.
ENGINES: dict[str, str] = {
    "trench-crusade": "models.systems.trench_crusade.odds",
    "ninth-age": "models.systems.ninth_age.odds",
    "dies-irae": "models.systems.dies_irae.odds",
    "warzone": "models.systems.warzone.odds",
}
_ADDED: dict[str, GameSystem] = {}


def known_ids() -> list[str]:
    """Every system id, with nothing imported."""
    return [*ENGINES, *(i for i in _ADDED if i not in ENGINES)]


def find_system(system_id: str) -> GameSystem | None:
    """One system's declaration (its engine imported now if it was not), or None."""
    if system_id in _ADDED:
        return _ADDED[system_id]
    module = ENGINES.get(system_id)
    if module is None:
        return None
    found: GameSystem = importlib.import_module(module).SYSTEM
    return found


def registry() -> dict[str, GameSystem]:
    """Every system the rules core knows, by id (every engine imported)."""
    found = {system_id: find_system(system_id) for system_id in known_ids()}
    return {system_id: s for system_id, s in found.items() if s is not None}


def edition_books(system: str, edition: str | None) -> str:
    """The books an edition follows ("" when the system says nothing of it)."""
    found = find_system(system)
    return found.books(edition) if found is not None else ""


def system_title(system: str, edition: str | None = None) -> str:
    """A system as players name it ("Trench Crusade tc-1.6", "Dies Irae"): with `edition`
    only where the system has more than one; the id itself for a system not known here."""
    found = find_system(system)
    if found is None:
        return f"{system} {edition}" if edition else system
    return f"{found.title} {edition}" if edition and len(found.editions) > 1 else found.title


def register(added: GameSystem) -> None:
    if added.id not in ENGINES:
        _ADDED[added.id] = added


def unregister(system_id: str) -> None:
    _ADDED.pop(system_id, None)
