"""The ranked-fantasy system's attack at the table: the spec pre-filled from the two units and the
weapon, what its outcome changes (wounds, models, the champion) and what the wizard hides."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from models.i18n import N_, tr
from models.systems.ninth_age.attack import NinthAgeAttackSpec, resolve
from models.systems.ninth_age.odds import ninth_age_odds
from models.table.declaration import Measure
from models.table.game_log import OUT_OF_ACTION
from models.table.profile_attacks import ProfileAttack, Sides, int_of

CHAMPION, CHAMPION_LOST = "na_champion", "champion_lost"
FRONT_RANK = 5  # models of an attacking unit assumed to fight (editable)


def _ninth_age_prefill(s: Sides) -> dict[str, Any]:
    a, t = s.profile(s.attacker), s.profile(s.target)
    stats = s.weapon.stats if s.weapon is not None else {}
    ranged = s.weapon is not None and s.weapon.category == "ranged"
    attackers = min(s.alive(s.attacker, s.attacker_state), FRONT_RANK)
    if ranged:  # a shooting weapon has its own Strength and AP
        strength, penetration = int_of(stats.get("str"), 3), int_of(stats.get("ap"), 0)
    else:  # a melee weapon adds to the model's
        strength = int_of(a.get("str"), 3) + int_of(stats.get("str"), 0)
        penetration = int_of(a.get("ap"), 0) + int_of(stats.get("ap"), 0)
    data: dict[str, Any] = {
        "attacks": max(1, int_of(a.get("att"), 1) * max(attackers, 1)),
        "strength": min(10, strength),
        "armour_penetration": penetration,
        "resilience": int_of(t.get("res"), 3),
        "armour": int_of(t.get("arm"), 0),
        "offensive_skill": int_of(a.get("off"), 3),
        "defensive_skill": int_of(t.get("def"), 3),
        "models": max(1, s.alive(s.target, s.target_state)),
        "hp": max(1, int_of(t.get("hp"), 1)),
        "wounds_already": s.target_state.counters.get("wounds", 0),
    }
    if ranged:
        data["to_hit"] = 4
    save = t.get("special_save")
    if isinstance(save, int):
        data["special_save"] = save
    if data["wounds_already"] >= data["hp"]:
        data["wounds_already"] = data["hp"] - 1
    has_champion = any(u.key == CHAMPION for u in s.target.upgrades)
    if has_champion and CHAMPION_LOST not in s.target_state.flags:
        data["champion_hp"] = data["hp"]  # FB-L: the champion is its own wound group
        data["models"] = max(1, data["models"] - 1)
    return data


def _ninth_age_effects(s: Sides, outcome: Any) -> list[dict[str, Any]]:
    changes: list[dict[str, Any]] = []
    if outcome.removed:
        changes.append({"member": s.target.id, "counter": "casualties", "delta": outcome.removed})
    carried = outcome.state.carried - s.target_state.counters.get("wounds", 0)
    if carried:
        changes.append({"member": s.target.id, "counter": "wounds", "delta": carried})
    had_champion = any(u.key == CHAMPION for u in s.target.upgrades) and (
        CHAMPION_LOST not in s.target_state.flags
    )
    if had_champion and not outcome.state.champion_hp_left:
        changes.append({"member": s.target.id, "flag": CHAMPION_LOST, "value": True})
    if getattr(outcome, "alive", outcome.state.alive) == 0:
        changes.append({"member": s.target.id, "flag": OUT_OF_ACTION, "value": True})
    return changes


def _ninth_age_hidden(spec: Mapping[str, Any]) -> frozenset[str]:
    """A shot is not offered the melee skills, a melee attack not the shooting modifiers; the
    champion's fields only where the unit has one (FB-H1, FB-H2, FB-L3)."""
    shooting = spec.get("to_hit") is not None
    hidden = (
        {"offensive_skill", "defensive_skill"}
        if shooting
        else {"to_hit", "long_range", "moved", "cover", "hard_target"}
    )
    if not spec.get("champion_hp"):
        hidden |= {"champion_hp", "target"}
    return frozenset(hidden)


ATTACK = ProfileAttack(
    NinthAgeAttackSpec,
    ninth_age_odds,
    resolve,
    (
        Measure("unsaved_wounds", "unsaved", N_("unsaved wounds")),
        Measure("models_removed", "removed", N_("models removed")),
    ),
    _ninth_age_prefill,
    _ninth_age_effects,
    lambda o: tr("{unsaved} unsaved wounds, {removed} models removed").format(
        unsaved=o.unsaved, removed=o.removed
    ),
    hidden=_ninth_age_hidden,
)
