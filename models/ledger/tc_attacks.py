"""Trench Crusade attacks at the table: from two models and a weapon to a spec, and from the
resolved outcome to the game-log effects.

`attack_spec` pre-fills the attack specification (models/rules/trench_crusade/spec.py) from the
catalog and the game state — characteristic, weapon modifiers and keywords, the target's armour,
Down, BLOOD, TOUGH, FEAR, GOLEM — so the wizard only asks what the table decides (cover, range,
markers spent …). `effects` turns the rules core's outcome into the counter and flag changes the
event log stores (models/ledger/games.py), which the projection then applies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from models.catalog.catalog import Catalog, Item
from models.i18n import tr
from models.ledger.games import TRACKED
from models.ledger.views import MemberView, ModelState
from models.rules.trench_crusade.attack import BurstOutcome
from models.rules.trench_crusade.spec import BLOOD_CAP

UNARMED = "eq_unarmed"
EXTRA_BLOOD_KEYWORDS = ("FIRE", "GAS", "SHRAPNEL")
# Flags the projection keeps for a Trench Crusade model.
DOWN, OUT, ACTIVATED, TOUGH_USED = "down", "out_of_action", "activated", "tough_used"
COUNTERS = ("blood", "blessing", "infection")


@dataclass(frozen=True)
class Weapon:
    key: str
    name: str
    attack: str  # "ranged" or "melee"
    item: Item


def weapons(catalog: Catalog, member: MemberView) -> list[Weapon]:
    """What a model can attack with: ranged weapons, melee weapons (pistols too, TC-M8), each
    its own attack action (TC-M2), and its fists when it has no melee weapon (TC-M3)."""
    found: list[Weapon] = []
    seen: set[tuple[str, str]] = set()
    for named in member.items:
        item = catalog.items.get(named.key)
        if item is None:
            continue
        for attack, usable in (("ranged", item.usable_ranged), ("melee", item.usable_melee)):
            if usable and item.category != "armour" and (item.id, attack) not in seen:
                seen.add((item.id, attack))
                found.append(Weapon(item.id, item.name, attack, item))
    if not any(w.attack == "melee" for w in found) and UNARMED in catalog.items:
        found.append(Weapon(UNARMED, catalog.items[UNARMED].name, "melee", catalog.items[UNARMED]))
    return found


def armour_of(catalog: Catalog, member: MemberView) -> int:
    """The target's injury modifier: the model's own armour plus what it wears (TC-I4)."""
    model = catalog.models.get(member.model_key)
    own = model.profile.get("armour") if model else 0
    worn = sum(
        item.armour
        for named in member.items
        if (item := catalog.items.get(named.key)) is not None and item.armour is not None
    )
    return max(-6, min(0, (own if isinstance(own, int) else 0) + worn))


def attack_spec(
    catalog: Catalog,
    attacker: MemberView,
    attacker_state: ModelState,
    weapon: Weapon,
    target: MemberView,
    target_state: ModelState,
) -> dict[str, Any]:
    """The attack spec (as JSON data) filled in from the catalog and the game state."""
    model = catalog.models[attacker.model_key]
    target_model = catalog.models[target.model_key]
    characteristic = model.profile.get(weapon.attack)
    mods = weapon.item.modifiers
    melee = weapon.attack == "melee"
    spec: dict[str, Any] = {
        "attack": weapon.attack,
        "characteristic": characteristic if isinstance(characteristic, int) else 0,
        "armour": armour_of(catalog, target),
        "target_down": DOWN in target_state.flags,
        "attacker_down": DOWN in attacker_state.flags,
        "target_blood": min(BLOOD_CAP, target_state.counters.get("blood", 0)),
        "tough": target_model.has("TOUGH") and TOUGH_USED not in target_state.flags,
        "golem": target_model.has("GOLEM"),
        "fear": melee and target_model.has("FEAR"),
        "attacker_fear": model.has("FEAR"),
        "negates_extra_blood": target_model.has("DEMONIC") and weapon.item.has("FIRE"),
    }
    if melee and weapon.key != UNARMED:
        # TC-M5: with two one-handed weapons, the second is off-hand; melee weapons come before
        # pistols, which fight as the off-hand weapon beside one (TC-M8).
        one_handed = sorted(
            (w for w in weapons(catalog, attacker) if w.attack == "melee" and w.item.hands <= 1),
            key=lambda w: w.item.category != "melee",
        )
        if len(one_handed) > 1 and weapon.key != one_handed[0].key:
            spec["off_hand"] = True
    if weapon.key == UNARMED:
        spec["unarmed"] = True  # TC-M3 says what fists do; the item repeats it
    else:
        for field in ("hit_dice", "hit_flat", "injury_dice", "injury_flat"):
            if mods.get(field):
                spec[field] = mods[field]
        if mods.get("injury_base_dice"):
            spec["injury_base_dice"] = mods["injury_base_dice"]
        if mods.get("ignore_armour"):
            spec["ignore_armour"] = True
        if mods.get("attacks", 1) > 1:
            spec["shots"] = mods["attacks"]
        spec["critical_keyword"] = weapon.item.has("CRITICAL")
        spec["extra_blood"] = any(weapon.item.has(k) for k in EXTRA_BLOOD_KEYWORDS)
        spec["risky"] = weapon.item.has("RISKY ACTION")
        spec["grenade"] = weapon.item.has("GRENADE")
    return spec


def markers_available(state: ModelState) -> dict[str, int]:
    return {name: state.counters.get(name, 0) for name in COUNTERS}


def spending_problems(
    spec: dict[str, Any], attacker_state: ModelState, target_state: ModelState
) -> list[str]:
    """Markers the spec spends that the models do not have (never more than they hold)."""
    problems = []
    checks = (
        ("blood_spent_on_hit", attacker_state, "blood", "the attacker's BLOOD"),
        ("blessings_spent_on_hit", attacker_state, "blessing", "the attacker's BLESSINGS"),
        ("blood_spent_on_injury", target_state, "blood", "the target's BLOOD"),
        ("blessings_spent_on_injury", target_state, "blessing", "the target's BLESSINGS"),
    )
    for field, state, counter, what in checks:
        held = state.counters.get(counter, 0)
        if spec.get(field, 0) > held:
            problems.append(f"{spec[field]} of {what} spent, but it has {held}")
    return problems


def effects(
    spec: dict[str, Any],
    outcome: BurstOutcome,
    attacker_id: int,
    target_id: int,
    target_state: ModelState,
) -> list[dict[str, Any]]:
    """What the attack changes, as game-log effects (counters as deltas, flags as values)."""
    changes: list[dict[str, Any]] = []

    def counter(member: int, name: str, delta: int) -> None:
        if delta:
            changes.append({"member": member, "counter": name, "delta": delta})

    def flag(member: int, name: str, value: bool) -> None:
        changes.append({"member": member, "flag": name, "value": value})

    counter(attacker_id, "blood", -spec.get("blood_spent_on_hit", 0))
    counter(attacker_id, "blessing", -spec.get("blessings_spent_on_hit", 0))
    counter(target_id, "blessing", -spec.get("blessings_spent_on_injury", 0))
    before = target_state.counters.get("blood", 0)
    counter(target_id, "blood", outcome.state.blood - min(BLOOD_CAP, before))
    if outcome.state.down != (DOWN in target_state.flags):
        flag(target_id, DOWN, outcome.state.down)
    if outcome.state.out and OUT not in target_state.flags:
        flag(target_id, OUT, True)
    if outcome.state.tough_used and TOUGH_USED not in target_state.flags:
        flag(target_id, TOUGH_USED, True)
    flag(attacker_id, ACTIVATED, True)
    return changes


# Every system's counter and flag keys → their label (the first system's, where keys repeat).
_TRACKED_LABELS: dict[str, str] = {}
for _tracked in TRACKED.values():
    for _key, _label, _cap in _tracked.counters:
        _TRACKED_LABELS.setdefault(_key, _label)
    for _key, _label in _tracked.flags:
        _TRACKED_LABELS.setdefault(_key, _label)


def describe_effects(changes: Sequence[Mapping[str, Any]], names: Mapping[int, str]) -> list[str]:
    """The effects as sentences ("Brat Tomasz: +2 BLOOD", "Brat Tomasz is Down"), in the
    user's language with the tracked markers' own names."""
    labels = _TRACKED_LABELS
    lines = []
    for change in changes:
        who = names.get(change.get("member", -1), "?")
        if "counter" in change:
            what = tr(labels.get(change["counter"], change["counter"].upper()))
            lines.append(f"{who}: {change['delta']:+d} {what}")
        elif change.get("flag") == ACTIVATED:
            lines.append(tr("{name} has activated").format(name=who))
        elif "flag" in change:
            state = tr(labels.get(change["flag"], change["flag"].replace("_", " ")))
            sentence = (
                tr("{name} is {state}") if change["value"] else tr("{name} is no longer {state}")
            )
            lines.append(sentence.format(name=who, state=state))
    return lines
