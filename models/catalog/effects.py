"""What a model's choices do to it as it plays: the catalog's effects and their evaluation.

An effect changes one thing of a model — a profile field (Movement, Ranged, Melee, Armour …),
its base, how it moves, its keywords, its hands or its name — when its condition holds of what
the model carries and what its warband holds. The community's BattleScribe data writes these as
modifiers with conditions (Ranged Proficiency: Ranged +1; the House of Wisdom's Azeb is named
"Kavass"; Massive Size makes a homunculus TOUGH); the reader compiles them into this shape
(models/catalog/bsdata/effects.py), and a catalog may write its own (Additional Arm: a hand more).

Conditions count *tokens*: what a model holds is its model type's id, each item and upgrade by
id (an item as often as carried), its skills and battle scars by name (`skill:…`,
`injury:…`), `promoted` for an Elite promotion and its keywords (`kw:…`); what a warband holds is
what its models hold, its faction and the faction that is a variant of (by their ids), and its
patron (`patron:…`). Effects apply in the order the catalog lists them, every `set` before the
steps, as New Recruit applies the data's modifiers (docs/decisions.md).

Pure and exact: no database, no Qt; the same inputs always give the same profile.
"""

from __future__ import annotations

import operator
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from models.catalog.names import name_key

ProfileValue = int | str | None

# What an effect may change beside the catalog's profile fields.
SPECIAL_FIELDS = ("base", "movetype", "name", "keywords", "hands")
OPS = ("set", "increment", "decrement", "append", "prepend", "replace", "add", "remove")
COMPARE: dict[str, Callable[[int, int], bool]] = {
    "atLeast": operator.ge,
    "atMost": operator.le,
    "greaterThan": operator.gt,
    "lessThan": operator.lt,
    "equalTo": operator.eq,
    "notEqualTo": operator.ne,
}
SCOPES = ("model", "roster")
PROMOTED = "promoted"
MAX_REPEATS = 100


def skill_token(name: str) -> str:
    return "skill:" + name_key(plain_record(name))


def injury_token(name: str) -> str:
    return "injury:" + name_key(plain_record(name))


def keyword_token(keyword: str) -> str:
    return "kw:" + keyword.upper()


def find_token(name: str) -> str:
    """What a campaign's exploration found for the warband (a Book of Golems)."""
    return "find:" + name_key(name)


def patron_token(name: str) -> str:
    return "patron:" + name_key(name)


def plain_record(name: str) -> str:
    """A skill or injury without the roll that gave it ("Leg Wound [31]" → "Leg Wound")."""
    return re.sub(r"\s*[\[(]\s*\d+\s*[\])]\s*$", "", name).strip() or name


@dataclass(frozen=True, slots=True)
class Count:
    """How many of `tokens` the model (or its warband) holds, compared with `value`."""

    tokens: tuple[str, ...]
    scope: str = "model"
    compare: str = "atLeast"
    value: int = 1

    def count(self, model: Mapping[str, int], roster: Mapping[str, int]) -> int:
        where = model if self.scope == "model" else roster
        return sum(where.get(t, 0) for t in self.tokens)

    def holds(self, model: Mapping[str, int], roster: Mapping[str, int]) -> bool:
        return COMPARE[self.compare](self.count(model, roster), self.value)

    @property
    def wants(self) -> bool:
        """Whether holding one of its tokens is what makes it true (a source to name)."""
        return self.compare in ("atLeast", "greaterThan", "equalTo") and self.value >= 1


@dataclass(frozen=True, slots=True)
class Gate:
    """Tests and groups of them, all (`and`) or any (`or`) of which must hold."""

    kind: str = "all"
    tests: tuple[Count, ...] = ()
    gates: tuple[Gate, ...] = ()

    def holds(self, model: Mapping[str, int], roster: Mapping[str, int]) -> bool:
        results = (t.holds(model, roster) for t in self.tests)
        nested = (g.holds(model, roster) for g in self.gates)
        if self.kind == "any":
            return any(results) or any(nested)
        return all(results) and all(nested)

    def wanted(self) -> Iterable[Count]:
        """The tests whose tokens, held, make the gate true."""
        for test in self.tests:
            if test.wants:
                yield test
        for gate in self.gates:
            yield from gate.wanted()


@dataclass(frozen=True, slots=True)
class Repeat:
    """An effect applied once per `per` of `tokens` held (rounded down, or up)."""

    tokens: tuple[str, ...]
    scope: str = "model"
    per: int = 1
    times: int = 1
    round_up: bool = False

    def count(self, model: Mapping[str, int], roster: Mapping[str, int]) -> int:
        held = Count(self.tokens, self.scope).count(model, roster)
        per = max(1, self.per)
        rounds = -(-held // per) if self.round_up else held // per
        return max(0, min(rounds * self.times, MAX_REPEATS))


@dataclass(frozen=True, slots=True)
class Effect:
    field: str
    op: str
    value: int | str
    when: Gate | None = None
    repeat: Repeat | None = None
    source: str = ""  # what the catalog calls its cause, when the model holds nothing naming it
    replaces: int | str | None = None  # `replace`: the value it replaces

    def times(self, model: Mapping[str, int], roster: Mapping[str, int]) -> int:
        if self.when is not None and not self.when.holds(model, roster):
            return 0
        return self.repeat.count(model, roster) if self.repeat is not None else 1

    def causes(self, model: Mapping[str, int], roster: Mapping[str, int]) -> tuple[str, ...]:
        """The tokens held that make it apply (its sources, for a tooltip)."""
        found: list[str] = []
        tests = list(self.when.wanted()) if self.when is not None else []
        if self.repeat is not None:
            tests.append(Count(self.repeat.tokens, self.repeat.scope))
        for test in tests:
            where = model if test.scope == "model" else roster
            found += [t for t in test.tokens if where.get(t, 0) and t not in found]
        return tuple(found)


# -- reading effects from a catalog document ------------------------------------------------


def read_effects(data: Sequence[Mapping[str, Any]]) -> tuple[Effect, ...]:
    """Effects as a catalog document writes them (checked by the schema first)."""
    return tuple(_effect(e) for e in data)


def _effect(data: Mapping[str, Any]) -> Effect:
    when = data.get("when")
    repeat = data.get("repeat")
    return Effect(
        field=data["field"],
        op=data["op"],
        value=data["value"],
        when=read_gate(when) if when is not None else None,
        repeat=(
            Repeat(
                tuple(repeat["count"]),
                repeat.get("in", "model"),
                repeat.get("per", 1),
                repeat.get("times", 1),
                repeat.get("round_up", False),
            )
            if repeat is not None
            else None
        ),
        source=data.get("source", ""),
        replaces=data.get("replaces"),
    )


def read_gate(data: Mapping[str, Any]) -> Gate:
    return Gate(
        data.get("kind", "all"),
        tuple(
            Count(
                tuple(t["count"]), t.get("in", "model"), t.get("is", "atLeast"), t.get("value", 1)
            )
            for t in data.get("tests", ())
        ),
        tuple(read_gate(g) for g in data.get("gates", ())),
    )


def effect_tokens(effect: Effect) -> frozenset[str]:
    """Every token an effect's condition and repeat look at."""
    found: set[str] = set()

    def walk(gate: Gate) -> None:
        for test in gate.tests:
            found.update(test.tokens)
        for inner in gate.gates:
            walk(inner)

    if effect.when is not None:
        walk(effect.when)
    if effect.repeat is not None:
        found.update(effect.repeat.tokens)
    return frozenset(found)


# -- what a model and its warband hold ------------------------------------------------------


@dataclass(frozen=True)
class Holder:
    """One model as the effects count it."""

    model: str
    items: tuple[str, ...] = ()
    upgrades: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()
    scars: tuple[str, ...] = ()
    promoted: bool = False
    keywords: tuple[str, ...] = ()

    def tokens(self) -> Counter[str]:
        held: Counter[str] = Counter()
        held[self.model] += 1
        held.update(self.items)
        held.update(self.upgrades)
        held.update(skill_token(s) for s in self.skills)
        held.update(injury_token(s) for s in self.scars)
        if self.promoted:
            held[PROMOTED] += 1
            held[keyword_token("ELITE")] += 1
        held.update({keyword_token(k): 1 for k in self.keywords})
        return held


@dataclass(frozen=True)
class Holdings:
    """What a warband holds, as the effects count it: its faction (and the one that is a
    variant of), its patron and every token its models hold. Hashable: a profile worked out
    once is remembered by what it was worked out from."""

    tokens: tuple[tuple[str, int], ...] = ()

    @classmethod
    def of(
        cls,
        factions: Iterable[str],
        holders: Iterable[Holder],
        patron: str | None = None,
        finds: Iterable[str] = (),
    ) -> Holdings:
        held: Counter[str] = Counter()
        for faction in factions:
            held[faction] = 1
        if patron:
            held[patron_token(patron)] = 1
        for find in finds:
            held[find_token(find)] += 1
        for holder in holders:
            held.update(holder.tokens())
        return cls(tuple(sorted(held.items())))

    def counter(self) -> dict[str, int]:
        return dict(self.tokens)


# -- evaluation -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Applied:
    """One effect as it applied: what it did and the names of what caused it."""

    field: str
    op: str
    value: int | str
    causes: tuple[str, ...]  # tokens held that made it apply
    source: str  # the effect's own word for its cause
    times: int = 1
    worn: str = ""  # an item worn whose armour adds to the field (TC-I4), not an effect


@dataclass(frozen=True)
class Played:
    """What the effects make of a model: its values before worn armour (the caller's)."""

    name: str
    profile: Mapping[str, ProfileValue]
    keywords: tuple[str, ...]
    hands: int
    base_mm: tuple[int, ...]
    movetype: str
    applied: tuple[Applied, ...] = field(default=())

    def changes(self, field_key: str) -> tuple[Applied, ...]:
        return tuple(a for a in self.applied if a.field == field_key)


def play(
    effects: Sequence[Effect],
    *,
    worn: Sequence[tuple[str, str, int]] = (),
    name: str,
    profile: Mapping[str, ProfileValue],
    keywords: Sequence[str],
    hands: int,
    base_mm: Sequence[int],
    movetype: str,
    model: Mapping[str, int],
    roster: Mapping[str, int],
) -> Played:
    """Apply `effects` to a model's own values: first the armour `worn` adds (field, item,
    value), then every `set`, then the steps, each kind in the order listed."""
    values: dict[str, Any] = dict(profile)
    words = list(keywords)
    state: dict[str, Any] = {
        "name": name,
        "hands": hands,
        "base": base_mm[0] if base_mm else None,
        "movetype": movetype,
    }
    applied: list[Applied] = []
    for field_key, item, step in worn:  # (field, item id, its armour): part of the start
        if isinstance(values.get(field_key), int) or values.get(field_key) is None:
            values[field_key] = (values.get(field_key) or 0) + step
            applied.append(Applied(field_key, "increment", step, (item,), "", worn=item))
    # Every `set` first, then the steps: a shield's −1 listed before the armour's "set −1"
    # still makes −2, as New Recruit prints it (docs/decisions.md).
    ordered = [e for e in effects if e.op == "set"] + [e for e in effects if e.op != "set"]
    for effect in ordered:
        times = effect.times(model, roster)
        if not times:
            continue
        changed = False
        for _ in range(times):
            if effect.field == "keywords":
                changed |= _keyword(words, effect)
            elif effect.field in state:
                new = _apply(state[effect.field], effect)
                changed |= new != state[effect.field]
                state[effect.field] = new
            elif effect.field in values:
                new = _apply(values[effect.field], effect)
                changed |= new != values[effect.field]
                values[effect.field] = new
        if changed or effect.op == "set":
            applied.append(
                Applied(
                    effect.field,
                    effect.op,
                    effect.value,
                    effect.causes(model, roster),
                    effect.source,
                    times,
                )
            )
    base = state["base"]
    shown_base = (base, *base_mm[1:]) if isinstance(base, int) and base > 0 else tuple(base_mm)
    return Played(
        name=str(state["name"]),
        profile=values,
        keywords=tuple(dict.fromkeys(words)),
        hands=max(0, int(state["hands"])),
        base_mm=shown_base,
        movetype=str(state["movetype"] or ""),
        applied=tuple(applied),
    )


def _keyword(words: list[str], effect: Effect) -> bool:
    word = str(effect.value).upper()
    if effect.op in ("add", "set") and word not in words:
        words.append(word)
        return True
    if effect.op == "remove" and word in words:
        words.remove(word)
        return True
    return False


def _apply(current: Any, effect: Effect) -> Any:
    op, value = effect.op, effect.value
    if op == "set":
        return value
    if op in ("increment", "decrement"):
        step = value if isinstance(value, int) else 0
        base = current if isinstance(current, int) else 0
        return base + step if op == "increment" else base - step
    if op == "replace":
        if isinstance(current, str) and isinstance(effect.replaces, str):
            return current.replace(effect.replaces, str(value))
        return value if current == effect.replaces else current
    if op == "prepend":
        return f"{value} {current}".strip() if current else value
    if op == "append":
        return f"{current} {value}".strip() if current else value
    return current
