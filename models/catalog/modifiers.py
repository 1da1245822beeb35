"""Item modifier tags ("+1D to Hit", "Blast 3\"", "3D6 Injury Roll") as structured fields.

The facts we build the Trench Crusade catalog from describe what a weapon does to an attack in
short tags. The catalog stores the fields the rules core reads instead (names match the
attack spec of models/systems/trench_crusade/spec.py where one exists):

    hit_dice, hit_flat, injury_dice, injury_flat   ±DICE and flat modifiers (TC-D, TC-I)
    injury_base_dice                                2, or 3 for "3D6 Injury Roll"
    attacks                                         attacks per action ("2 Attacks")
    blast_radius                                    inches (BLAST (X))
    ignore_armour, ignore_cover, ignore_shield      booleans
    armour_cannot_be_ignored, double_blood, optional_wield

A tag that only applies in a situation becomes an entry of `conditional`
(`{"when": "short_range", "injury_dice": 2}`); "A OR B" becomes `choice` (the wielder picks one
per attack). `parse_tags` refuses any tag it does not understand, so a new tag in the facts
cannot slip into the catalog as nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from models.catalog.catalog import Item
from models.i18n import N_, tr

Modifiers = dict[str, Any]

# Conditions the wizard asks about (or fills in from the game state).
CONDITIONS: dict[str, str] = {  # shown with tr()
    "target_in_cover": N_("the target is in cover"),
    "short_range": N_("the target is at short range (within half range)"),
    "target_unactivated": N_("the target has not activated this turn"),
    "attacker_charged": N_("the attacker charged this turn"),
    "target_down": N_("the target is Down"),
}

NUMERIC_FIELDS = ("hit_dice", "hit_flat", "injury_dice", "injury_flat", "attacks", "blast_radius")
FLAG_FIELDS = (
    "ignore_armour",
    "ignore_cover",
    "ignore_shield",
    "armour_cannot_be_ignored",
    "double_blood",
    "optional_wield",
)


class UnknownTag(ValueError):
    """A modifier tag the parser does not understand."""


_Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], Modifiers]]

_CONDITIONS_IN_TAGS = {
    "in cover": "target_in_cover",
    "at short range": "short_range",
    "against unactivated": "target_unactivated",
    "for chargers": "attacker_charged",
    "when down": "target_down",
}


def _signed(text: str) -> int:
    return int(text.replace("−", "-"))


def _dice_or_flat(match: re.Match[str]) -> Modifiers:
    amount = _signed(match["amount"])
    roll = match["roll"].lower()
    kind = "dice" if match["dice"] else "flat"
    field = f"{'hit' if roll == 'hit' else 'injury'}_{kind}"
    return {field: amount}


_RULES: list[_Rule] = [
    (
        re.compile(r"^(?P<amount>[+\-−]\d+)(?P<dice>D)? to (?P<roll>hit|injuries)$", re.IGNORECASE),
        _dice_or_flat,
    ),
    (re.compile(r"^(?P<n>\d+) Attacks$"), lambda m: {"attacks": int(m["n"])}),
    (re.compile(r"^3D6 Injury Roll$"), lambda m: {"injury_base_dice": 3}),
    (re.compile(r"^Blast (?P<n>\d+)\"$"), lambda m: {"blast_radius": int(m["n"])}),
    (re.compile(r"^Ignore Armour$"), lambda m: {"ignore_armour": True}),
    (re.compile(r"^Ignore Cover$"), lambda m: {"ignore_cover": True}),
    (re.compile(r"^Ignore Shield$"), lambda m: {"ignore_shield": True}),
    (re.compile(r"^Cannot be Ignored$"), lambda m: {"armour_cannot_be_ignored": True}),
    (re.compile(r"^Double Blood Markers$"), lambda m: {"double_blood": True}),
    (re.compile(r"^Wielding is Optional$"), lambda m: {"optional_wield": True}),
]


def parse_tag(tag: str) -> Modifiers:
    """One tag as fields; conditional and either-or tags come back as `conditional`/`choice`."""
    text = " ".join(tag.split())
    if " OR " in text:
        return {"choice": [parse_tag(part) for part in text.split(" OR ")]}
    for phrase, condition in _CONDITIONS_IN_TAGS.items():
        if text.lower().endswith(" " + phrase):
            inner = parse_tag(text[: -len(phrase) - 1])
            return {"conditional": [{"when": condition, **inner}]}
    for pattern, build in _RULES:
        match = pattern.match(text)
        if match:
            return build(match)
    raise UnknownTag(f"unknown modifier tag {tag!r}")


def parse_tags(tags: Iterable[str]) -> Modifiers:
    """All of an item's tags merged: numbers add up, flags and lists accumulate."""
    merged: Modifiers = {}
    for tag in tags:
        for key, value in parse_tag(tag).items():
            if key in ("conditional", "choice"):
                merged.setdefault(key, []).extend(value)
            elif isinstance(value, bool):
                merged[key] = merged.get(key, False) or value
            elif key == "injury_base_dice":
                merged[key] = value
            else:
                merged[key] = merged.get(key, 0) + value
    return merged


def describe(modifiers: Mapping[str, Any]) -> list[str]:
    """The fields as short readable phrases (catalog browser, cards)."""
    phrases: list[str] = []
    for key, value in modifiers.items():
        if key == "conditional":
            for entry in value:
                rest = {k: v for k, v in entry.items() if k != "when"}
                when = CONDITIONS.get(entry["when"], entry["when"])
                phrases.extend(
                    tr("{effect} when {condition}").format(effect=phrase, condition=tr(when))
                    for phrase in describe(rest)
                )
        elif key == "choice":
            phrases.append(tr(" or ").join("; ".join(describe(option)) for option in value))
        else:
            phrases.append(_phrase(key, value))
    return phrases


def item_effects(item: Item) -> list[str]:
    """What an item does, as short phrases: its modifiers, its armour, its other numbers
    (Strength, AP, Damage …) — the catalog browser, the pickers and the cards say the same."""
    phrases = describe(item.modifiers)
    if item.armour is not None:
        phrases.append(_phrase("armour", item.armour))
    phrases += [f"{k.replace('_', ' ')} {v}" for k, v in item.stats.items() if v is not None]
    return phrases


def _phrase(key: str, value: Any) -> str:
    labels = {
        "hit_dice": N_("{:+d} DICE to hit"),
        "hit_flat": N_("{:+d} to hit"),
        "injury_dice": N_("{:+d} DICE to injury"),
        "injury_flat": N_("{:+d} to injury"),
        "attacks": N_("{} attacks"),
        "blast_radius": 'BLAST {}"',
        "injury_base_dice": N_("{}D6 injury roll"),
        "armour": N_("armour {:+d}"),
    }
    if key in labels:
        return tr(labels[key]).format(value)
    return key.replace("_", " ").capitalize() if value is True else f"{key}: {value}"
