"""The catalog's effects (issue 47): what a model's choices and its warband do to it as it plays.

Each expected value is worked out by hand from the effect's definition; the effects are written
here in the catalog's own JSON shape, read by the reader the catalogs use.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from models.catalog.effects import (
    PROMOTED,
    Count,
    Holder,
    Holdings,
    Played,
    Repeat,
    injury_token,
    keyword_token,
    patron_token,
    play,
    read_effects,
    skill_token,
)

OWN: dict[str, Any] = {"movement": 6, "ranged": 0, "melee": -1, "armour": 0}


def played(
    effects: list[dict[str, Any]], model: Counter[str] | None = None, roster: Any = None
) -> Played:
    held = model or Counter()
    return play(
        read_effects(effects),
        name="Azeb",
        profile=OWN,
        keywords=("SULTANATE",),
        hands=2,
        base_mm=(25,),
        movetype="infantry",
        model=held,
        roster=roster if roster is not None else held,
    )


def has(
    *tokens: str, scope: str = "model", compare: str = "atLeast", value: int = 1
) -> dict[str, Any]:
    test: dict[str, Any] = {"count": list(tokens), "in": scope, "is": compare, "value": value}
    return {"tests": [test]}


def test_a_step_applies_only_while_the_model_holds_what_its_condition_counts() -> None:
    proficiency: list[dict[str, Any]] = [
        {"field": "ranged", "op": "increment", "value": 1, "when": has("skill")}
    ]
    assert played(proficiency).profile["ranged"] == 0
    assert played(proficiency, Counter({"skill": 1})).profile["ranged"] == 1


def test_every_set_comes_before_the_steps_whatever_the_order_listed() -> None:
    """A shield's −1 listed before the armour's "set −1" still makes −2 (docs/decisions.md)."""
    armour: list[dict[str, Any]] = [
        {"field": "armour", "op": "decrement", "value": 1, "when": has("shield")},
        {"field": "armour", "op": "set", "value": -1, "when": has("standard")},
    ]
    assert played(armour, Counter({"shield": 1, "standard": 1})).profile["armour"] == -2
    assert played(armour, Counter({"standard": 1})).profile["armour"] == -1
    assert played(armour, Counter({"shield": 1})).profile["armour"] == -1


def test_gates_all_and_any_and_the_comparisons() -> None:
    both = {"tests": [{"count": ["a"]}, {"count": ["b"]}]}
    either = {"kind": "any", "tests": [{"count": ["a"]}, {"count": ["b"]}]}
    effects: list[dict[str, Any]] = [
        {"field": "melee", "op": "set", "value": 1, "when": both},
        {"field": "ranged", "op": "set", "value": 2, "when": either},
    ]
    assert dict(played(effects, Counter({"a": 1})).profile) == {**OWN, "ranged": 2}
    assert dict(played(effects, Counter({"a": 1, "b": 1})).profile) == {
        **OWN,
        "ranged": 2,
        "melee": 1,
    }
    holds = Counter({"x": 2})
    for compare, value, expected in (
        ("atLeast", 2, True),
        ("atLeast", 3, False),
        ("atMost", 2, True),
        ("greaterThan", 2, False),
        ("lessThan", 3, True),
        ("equalTo", 2, True),
        ("notEqualTo", 2, False),
    ):
        assert Count(("x",), "model", compare, value).holds(holds, {}) is expected, compare


def test_a_roster_test_counts_the_warband_not_the_model() -> None:
    kavass: list[dict[str, Any]] = [
        {"field": "name", "op": "set", "value": "Kavass", "when": has("hw", scope="roster")}
    ]
    assert played(kavass, Counter(), {"hw": 1}).name == "Kavass"
    assert played(kavass, Counter({"hw": 1}), {}).name == "Azeb"


def test_names_keywords_base_and_movement_kinds() -> None:
    effects: list[dict[str, Any]] = [
        {"field": "name", "op": "prepend", "value": "Favoured", "when": has(PROMOTED)},
        {"field": "name", "op": "set", "value": "Kavass"},
        {"field": "keywords", "op": "add", "value": "TOUGH", "when": has("size")},
        {"field": "keywords", "op": "remove", "value": "SULTANATE", "when": has("size")},
        {"field": "base", "op": "replace", "value": 40, "replaces": 25, "when": has("size")},
        {"field": "movetype", "op": "set", "value": "flying", "when": has("wings")},
        {"field": "movement", "op": "set", "value": 8, "when": has("wings")},
        {"field": "hands", "op": "increment", "value": 1, "when": has("arm")},
    ]
    bare = played(effects)
    assert (bare.name, bare.keywords, bare.base_mm, bare.movetype, bare.hands) == (
        "Kavass",
        ("SULTANATE",),
        (25,),
        "infantry",
        2,
    )
    changed = played(effects, Counter({PROMOTED: 1, "size": 1, "wings": 1, "arm": 1}))
    assert changed.name == "Favoured Kavass"  # the set first, then the prepend
    assert changed.keywords == ("TOUGH",)
    assert changed.base_mm == (40,)
    assert (changed.movetype, changed.profile["movement"], changed.hands) == ("flying", 8, 3)


def test_a_repeat_applies_once_per_so_many_held() -> None:
    per_two: list[dict[str, Any]] = [
        {"field": "melee", "op": "increment", "value": 1, "repeat": {"count": ["t"], "per": 2}}
    ]
    for troopers, melee in ((0, -1), (1, -1), (2, 0), (5, 1)):
        assert played(per_two, Counter({"t": troopers})).profile["melee"] == melee
    assert Repeat(("t",), per=2, round_up=True).count(Counter({"t": 5}), {}) == 3
    assert Repeat(("t",), per=1, times=2).count(Counter({"t": 3}), {}) == 6


def test_each_applied_effect_says_what_caused_it() -> None:
    effects: list[dict[str, Any]] = [
        {"field": "ranged", "op": "increment", "value": 1, "when": has("p", "q")}
    ]
    result = played(effects, Counter({"q": 1}))
    (applied,) = result.changes("ranged")
    assert applied.causes == ("q",)


def test_what_a_member_holds_as_tokens() -> None:
    holder = Holder(
        "azeb",
        items=("knife", "knife"),
        upgrades=("skirmisher",),
        skills=("Ranged Proficiency [7]",),
        scars=("Leg Wound",),
        promoted=True,
        keywords=("SULTANATE",),
    )
    tokens = holder.tokens()
    assert tokens["knife"] == 2 and tokens["azeb"] == 1 and tokens["skirmisher"] == 1
    assert tokens[skill_token("Ranged Proficiency")] == 1  # the roll's number is no part
    assert tokens[injury_token("leg wound")] == 1
    assert tokens[PROMOTED] == 1 and tokens[keyword_token("elite")] == 1
    warband = Holdings.of(["fc", "base"], [holder, Holder("azeb")], patron="Sublime Gate")
    counted = warband.counter()
    assert counted["azeb"] == 2 and counted["fc"] == 1 and counted["base"] == 1
    assert counted[patron_token("sublime gate")] == 1
    assert hash(warband) == hash(
        Holdings.of(["fc", "base"], [holder, Holder("azeb")], "Sublime Gate")
    )


@pytest.mark.parametrize(
    ("worn", "expected"),
    [((), 0), ((("armour", "shield", -1),), -1), ((("armour", "a", -1), ("armour", "b", -2)), -3)],
)
def test_worn_armour_is_part_of_the_start(worn: tuple[Any, ...], expected: int) -> None:
    result = play(
        (),
        worn=worn,
        name="x",
        profile=OWN,
        keywords=(),
        hands=2,
        base_mm=(),
        movetype="",
        model=Counter(),
        roster={},
    )
    assert result.profile["armour"] == expected
    assert [a.worn for a in result.applied] == [w[1] for w in worn]
