"""The toy's profile: what the ledger, the window and the reports read (models/ledger/
declaration.py). Its catalog (CATALOG) is imported like any other catalog file."""

from __future__ import annotations

import json
from typing import Any

from models.table.declaration import Measure, SystemProfile, wound_tracks
from models.table.game_log import ACTIVATED, OUT_OF_ACTION, Tracked
from models.table.profile_attacks import ProfileAttack, Sides
from tests.toy_ruleset.rules import SYSTEM, SYSTEM_ID, ToySpec, toy_odds, toy_resolve


def _int(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _prefill(s: Sides) -> dict[str, Any]:
    a, t = s.profile(s.attacker), s.profile(s.target)
    stats = s.weapon.stats if s.weapon is not None else {}
    lost = s.target_state.counters.get("wounds", 0)
    return {
        "attacks": _int(a.get("attacks"), 1) + _int(stats.get("attacks"), 0),
        "to_hit": 4,
        "wounds": max(1, _int(t.get("wounds"), 1) - lost),
    }


def _effects(s: Sides, outcome: Any) -> list[dict[str, Any]]:
    changes: list[dict[str, Any]] = []
    if outcome.wounds_lost:
        changes.append({"member": s.target.id, "counter": "wounds", "delta": outcome.wounds_lost})
        total = _int(s.profile(s.target).get("wounds"), 1)
        if s.target_state.counters.get("wounds", 0) + outcome.wounds_lost >= total:
            changes.append({"member": s.target.id, "flag": OUT_OF_ACTION, "value": True})
    return changes


TOY = SystemProfile(
    SYSTEM,
    Tracked(
        (("wounds", "Wounds lost", None),),
        ((OUT_OF_ACTION, "Out of action"), (ACTIVATED, "Activated")),
    ),
    ProfileAttack(
        ToySpec,
        toy_odds,
        toy_resolve,
        (Measure("hits", "hits", "hits"), Measure("wounds_lost", "wounds_lost", "wounds lost")),
        _prefill,
        _effects,
        lambda o: f"{o.hits} hits, {o.wounds_lost} wounds lost",
    ),
    wound_tracks("wounds"),
)

CATALOG = json.dumps(
    {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "toy-d6/standard/core",
        "system": SYSTEM_ID,
        "edition": "standard",
        "name": "Toy d6 skirmish",
        "rules": {
            "currencies": ["points"],
            "starting_budget": 100,
            "max_elites": None,
            "hands": 0,
            "profile": [
                {"key": "attacks", "label": "Attacks"},
                {"key": "wounds", "label": "Wounds"},
            ],
        },
        "keywords": [],
        "models": [
            {"id": "toy_brute", "name": "Brute", "profile": {"attacks": 3, "wounds": 3}},
            {"id": "toy_scout", "name": "Scout", "profile": {"attacks": 1, "wounds": 2}},
        ],
        "items": [
            {"id": "toy_club", "name": "Club", "category": "melee", "stats": {"attacks": 1}},
        ],
        "factions": [
            {
                "id": "toy_reds",
                "name": "Reds",
                "roster": [
                    {"model": "toy_brute", "cost": 20, "currency": "points", "min": 0, "max": None},
                    {"model": "toy_scout", "cost": 10, "currency": "points", "min": 0, "max": None},
                ],
                "armoury": [{"item": "toy_club", "cost": 5, "currency": "points"}],
            }
        ],
    }
).encode()
