"""Dies Irae's attack at the table: the spec pre-filled from the two units and the weapon, what
its outcome changes (soldiers, structure) and what the wizard hides."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from models.i18n import N_, ntr, tr
from models.systems.dies_irae.attack import DiesIraeAttackSpec, resolve
from models.systems.dies_irae.odds import dies_irae_odds
from models.table.declaration import Measure
from models.table.game_log import OUT_OF_ACTION
from models.table.profile_attacks import ProfileAttack, Sides, int_of

SCORE_TO_SETTLE = "A score to settle"  # the catalog's ability (DI-12)


def _dies_irae_prefill(s: Sides) -> dict[str, Any]:
    a, t = s.profile(s.attacker), s.profile(s.target)
    stats = s.weapon.stats if s.weapon is not None else {}
    shooting = s.weapon is not None and s.weapon.category == "ranged"
    per_model = int_of(stats.get("shots" if shooting else "attacks"), 1)
    data: dict[str, Any] = {
        "mode": "shooting" if shooting else "melee",
        "attacks": max(1, per_model * max(1, s.alive(s.attacker, s.attacker_state))),
        "aim": int_of(a.get("aim"), 3),
        "ability": int_of(a.get("ability"), 3),
        "enemy_ability": int_of(t.get("ability"), 3),
        "health": int_of(t.get("health"), 3),
        "models": max(1, s.alive(s.target, s.target_state)),
    }
    if isinstance(t.get("dodge"), int):
        data["dodge"] = t["dodge"]
    # DI-12: a unit with "a score to settle" attacking Nuntius (the catalog's "… (target)")
    hunter = SCORE_TO_SETTLE in s.catalog.models[s.attacker.model_key].abilities
    if hunter and f"{SCORE_TO_SETTLE} (target)" in s.catalog.models[s.target.model_key].abilities:
        data["score_to_settle"] = True
    structure = t.get("structure")
    if isinstance(structure, int):
        lost = s.target_state.counters.get("structure_hits", 0) / 2
        data["structure"] = max(1, int(structure - lost))
        data["models"] = 1
    return data


def _dies_irae_hidden(spec: Mapping[str, Any]) -> frozenset[str]:
    """Shooting is not offered the melee comparison nor a melee's reply (DI-8, DI-9), a melee
    not Aim nor cover (DI-3, DI-6); Structure only against a vehicle (DI-11)."""
    shooting = spec.get("mode", "shooting") == "shooting"
    melee_only = {"ability", "enemy_ability", "caught_in_melee", "striker"}
    melee_only |= {"character_attacks", "character_ability"}  # DI-8: its own Ability
    hidden = melee_only if shooting else {"aim", "cover"}
    if spec.get("structure") is None:
        hidden.add("structure")
    return frozenset(hidden)


def _dies_irae_effects(s: Sides, outcome: Any) -> list[dict[str, Any]]:
    """Soldiers lost, or half points of a vehicle's Structure (DI-11)."""
    changes: list[dict[str, Any]] = []
    structure = s.profile(s.target).get("structure")
    if isinstance(structure, int):
        halves = int((outcome.structure_lost or 0) * 2)
        if halves:
            changes.append({"member": s.target.id, "counter": "structure_hits", "delta": halves})
        destroyed = s.target_state.counters.get("structure_hits", 0) + halves >= 2 * structure
    else:
        if outcome.deaths:
            changes.append(
                {"member": s.target.id, "counter": "casualties", "delta": outcome.deaths}
            )
        destroyed = s.alive(s.target, s.target_state) - outcome.deaths <= 0
    if destroyed:
        changes.append({"member": s.target.id, "flag": OUT_OF_ACTION, "value": True})
    return changes


ATTACK = ProfileAttack(
    DiesIraeAttackSpec,
    dies_irae_odds,
    resolve,
    (Measure("hits", "hits", N_("hits")), Measure("deaths", "deaths", N_("deaths"))),
    _dies_irae_prefill,
    _dies_irae_effects,
    lambda o: (
        ntr(("{n} hit", "{n} hits"), o.hits).format(n=o.hits)
        + ", "
        + tr("{deaths} dead").format(deaths=o.deaths)
        + (
            tr(", {lost} structure lost").format(lost=f"{float(o.structure_lost):g}")
            if o.structure_lost
            else ""
        )
    ),
    hidden=_dies_irae_hidden,
)
