"""The warzone system's attack at the table: the spec pre-filled from the squads, the weapon and
its band, the friends in a melee and the models under a template, and what its outcome changes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from models.catalog.catalog import Item
from models.i18n import N_, ntr, tr
from models.systems.warzone.attack import WarzoneAttackSpec, resolve
from models.systems.warzone.odds import warzone_odds
from models.table.declaration import Measure
from models.table.game_log import OUT_OF_ACTION, aiming_flag
from models.table.profile_attacks import ProfileAttack, Sides, int_of
from models.table.views import MemberView, ModelState

BAND = "SR"  # the band the shots are taken at unless changed in the wizard


def _warzone_prefill(s: Sides) -> dict[str, Any]:
    a, t = s.profile(s.attacker), s.profile(s.target)
    stats = s.weapon.stats if s.weapon is not None else {}
    bands = s.weapon.bands if s.weapon is not None else {}
    band = bands.get(BAND) or next((b for b in bands.values() if b), None) or {}
    data: dict[str, Any] = {
        "skill": int_of(a.get("ws"), 10),
        "modifier": int_of(band.get("modifier"), 0),
        "shots": int_of(band.get("shots"), 1),
        "damage": int_of(stats.get("damage"), 10),
        "damage_multiplier": int_of(stats.get("damage_multiplier"), 1),
        "av": int_of(stats.get("av"), 0),
        "armour": int_of(t.get("armour"), 10),
        "wounds": max(1, int_of(t.get("zw"), 1) - s.target_state.counters.get("wounds", 0)),
        "aimed": aiming_flag(s.target.id) in s.attacker_state.flags,  # WZ-M2: at this target
    }
    if isinstance(stats.get("jam"), int):
        data["jam"] = stats["jam"]
    template = _warzone_template(s.weapon)
    if (
        template != "none"
    ):  # WZ-T3, WZ-T4, WZ-T5: one shot, the target and the models ticked under it
        data.update(template=template, shots=1, template_models=1 + len(s.area))
    # WZ-F3: the friends' profile — the first ticked friend's, else the shooter's own squad's
    friend, friend_state = s.friends[0] if s.friends else (s.attacker, s.attacker_state)
    if s.friends:
        data["melee_friends"] = len(s.friends)
    f = s.profile(friend)
    data["friend_armour"] = int_of(f.get("armour"), 10)
    data["friend_wounds"] = max(1, int_of(f.get("zw"), 1) - friend_state.counters.get("wounds", 0))
    return data


def _warzone_hidden(spec: Mapping[str, Any]) -> frozenset[str]:
    """A weapon without a template is not offered the template's fields (WZ-T3, WZ-T4, WZ-T5); the
    friends in a melee and the models under a template are ticked in lists, the friends'
    profile asked only when some are ticked."""
    hidden = {"melee_friends", "template_models"}
    if spec.get("template", "none") == "none":
        hidden |= {"template", "cluster", "automatic"}
    if not spec.get("melee_friends"):
        hidden |= {"friend_armour", "friend_wounds"}
    return frozenset(hidden)


def _warzone_wounds(
    s: Sides, model: MemberView, state: ModelState, lost: int
) -> list[dict[str, Any]]:
    """Wounds on one model of a member (WZ-D1). A squad (several models) keeps the wounds of
    the model hit; when it dies it is a casualty and the next model starts unhurt — the squad
    is out of action with its last model (issue 36: one counter took a squad of eight out at
    its first wound)."""
    if not lost:
        return []
    total = int_of(s.profile(model).get("zw"), 1)
    held = state.counters.get("wounds", 0)
    if held + lost < total:
        return [{"member": model.id, "counter": "wounds", "delta": lost}]
    casualty = [{"member": model.id, "counter": "casualties", "delta": 1}] if model.size > 1 else []
    if casualty and s.alive(model, state) > 1:  # the next model of the squad, unhurt
        unhurt = [{"member": model.id, "counter": "wounds", "delta": -held}] if held else []
        return unhurt + casualty
    wounds = [{"member": model.id, "counter": "wounds", "delta": lost}]
    return wounds + casualty + [{"member": model.id, "flag": OUT_OF_ACTION, "value": True}]


def _warzone_effects(s: Sides, outcome: Any) -> list[dict[str, Any]]:
    changes = _warzone_wounds(s, s.target, s.target_state, outcome.wounds_lost)
    if outcome.jammed:
        changes.append({"member": s.attacker.id, "flag": "jammed", "value": True})
    hit_others = zip(
        (*s.friends, *s.area),
        (*outcome.friends, *getattr(outcome, "others", ())),
        strict=False,
    )
    for (model, state), lost in hit_others:  # WZ-F3 friends, WZ-T3 models under a template
        changes += _warzone_wounds(s, model, state, lost)
    return changes


def _warzone_template(weapon: Item | None) -> str:
    """The catalog's keywords: Shotgun (WZ-T4), Template (direct, WZ-T3), Target: Point
    (indirect, WZ-T5)."""
    if weapon is None:
        return "none"
    if weapon.has("Shotgun"):
        return "shotgun"
    if weapon.has("Template"):
        return "direct"
    return "indirect" if weapon.has("Target: Point") else "none"


def _warzone_area(weapon: Item | None) -> str | None:
    if _warzone_template(weapon) == "none":
        return None
    return tr(
        "A template (WZ-T3): tick every other model at least partly under it; each model hit "
        "takes its own armour tests."
    )


def _warzone_summary(o: Any) -> str:
    """The outcome in words; a log from before issue 19 has no friends' or new target's
    wounds."""
    friendly_wounds = getattr(o, "friendly_wounds", 0)
    transfer_wounds = getattr(o, "transfer_wounds_lost", 0)
    crew_hits = getattr(o, "crew_hits", 0)  # WZ-H4: an open vehicle's crew
    return (
        ntr(("{n} hit", "{n} hits"), o.target_hits).format(n=o.target_hits)
        + ", "
        + ntr(("{n} wound lost", "{n} wounds lost"), o.wounds_lost).format(n=o.wounds_lost)
        + (
            tr(", {n} models hit under the template").format(n=getattr(o, "models_hit", 0))
            if getattr(o, "models_hit", 0) != o.target_hits and getattr(o, "models_hit", 0)
            else ""
        )
        + (tr(", weapon jammed") if o.jammed else "")
        + (tr(", {n} on friends").format(n=o.friendly_hits) if o.friendly_hits else "")
        + (tr(" ({n} wounds lost by friends)").format(n=friendly_wounds) if friendly_wounds else "")
        + (
            tr(", {n} wounds on the new target (mark them on it)").format(n=transfer_wounds)
            if transfer_wounds
            else ""
        )
        + (
            tr(", {n} on the crew, {w} wounds lost by it (mark them on the crew)").format(
                n=crew_hits, w=getattr(o, "crew_wounds", 0)
            )
            if crew_hits
            else ""
        )
    )


ATTACK = ProfileAttack(
    WarzoneAttackSpec,
    warzone_odds,
    resolve,
    (
        Measure("target_hits", "target_hits", N_("hits")),
        Measure("wounds_lost", "wounds_lost", N_("wounds lost")),
    ),
    _warzone_prefill,
    _warzone_effects,
    _warzone_summary,
    area=_warzone_area,
    hidden=_warzone_hidden,
    decisive="dead",
    harm_from="wounded",
    area_melee=N_(
        "A template into a melee (WZ-T3)? Tick your models fighting the target: the "
        "template hits every one of them, each taking its own armour tests; enemies "
        "fighting it go in the list above."
    ),
    into_melee=N_(
        "Shooting into a melee (WZ-F3)? Tick your models fighting the target: a shot that "
        "misses by no more than the penalty strikes a random one of them, who takes an "
        "armour test."
    ),
)
