"""A BattleScribe data set in memory: every entry by id, and its values in a given situation.

BattleScribe data describes a roster builder, not a list of prices: an entry's cost, whether it
is offered (`hidden`), its limits and its categories can all change with *modifiers* whose
*conditions* look at what else the roster holds. A catalog of ours is the same facts seen from
one situation per faction and variant, so the reader evaluates each modifier in a `Context`: the
faction (its catalogue), the warband-level choices (the variant, the campaign rules switched
on) and, inside a model, the model itself. A condition that looks at anything else (another
model's kit, the roster's total cost) cannot be known beforehand: it is evaluated as if that
were absent and the modifier is recorded as `uncertain`, for the report the user sees.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from xml.etree.ElementTree import Element

from models.catalog.bsdata.files import DataFile, DataFileError
from models.i18n import tr

ENTRY_TAGS = ("selectionEntry", "selectionEntryGroup")
INDEXED = (*ENTRY_TAGS, "entryLink", "categoryEntry", "profile", "rule", "forceEntry")
MAX_REPEATS = 100  # a modifier applied more often than this is the data's mistake (or an attack)


@dataclass(frozen=True)
class Context:
    """The situation an entry is looked at in."""

    catalogue: str  # the faction's catalogue (BattleScribe's "primary catalogue")
    chosen: frozenset[str] = frozenset()  # warband-level choices made (variant, campaign rules)
    known: frozenset[str] = frozenset()  # warband-level choices there are (chosen or not)
    model: str | None = None  # the model entry looked inside
    model_categories: frozenset[str] = frozenset()
    path: tuple[str, ...] = ()  # ids of the links and entries from the model down to here

    def inside(self, *ids: str) -> Context:
        return Context(
            self.catalogue,
            self.chosen,
            self.known,
            self.model,
            self.model_categories,
            self.path + tuple(i for i in ids if i),
        )


@dataclass
class Uncertain:
    """Modifiers whose conditions depend on what the roster holds: (entry id, field) → the
    modifiers."""

    seen: dict[tuple[str, str], set[int]] = field(default_factory=dict)

    def note(self, entry_id: str, what: str, mod: object) -> None:
        self.seen.setdefault((entry_id, what), set()).add(id(mod))

    def merge(self, other: Uncertain) -> None:
        for key, mods in other.seen.items():
            self.seen.setdefault(key, set()).update(mods)


@dataclass(frozen=True)
class Node:
    """An entry as the roster builder offers it: a link's own settings over its target's."""

    element: Element  # the selectionEntry or selectionEntryGroup
    link: Element | None  # the entryLink it was reached by, if any
    file: DataFile

    @property
    def id(self) -> str:
        return self.element.get("id", "")

    @property
    def link_id(self) -> str:
        return self.link.get("id", "") if self.link is not None else ""

    @property
    def name(self) -> str:
        own = self.link.get("name") if self.link is not None else None
        return " ".join((own or self.element.get("name") or "").split())

    @property
    def is_group(self) -> bool:
        return self.element.tag == "selectionEntryGroup"

    @property
    def type(self) -> str:
        return self.element.get("type", "group" if self.is_group else "upgrade")

    def parts(self, tag: str) -> Iterator[Element]:
        """Children of `<tags>` blocks of the link, then of the entry (e.g. "modifier")."""
        for owner in (self.link, self.element):
            if owner is None:
                continue
            for block in owner.findall(tag + "s"):
                yield from block.findall(tag)

    def modifier_sources(self) -> Iterator[Element]:
        """The link and the entry, in the order BattleScribe applies their modifiers."""
        if self.link is not None:
            yield self.link
        yield self.element


class DataSet:
    """A game system and its catalogues, indexed by id."""

    def __init__(self, files: list[DataFile]) -> None:
        systems = [f for f in files if f.kind == "gameSystem"]
        if len(systems) != 1:
            raise DataFileError(
                tr("give exactly one game system (.gst) with its catalogues; found {count}").format(
                    count=len(systems)
                )
                if systems
                else tr("no game system (.gst) among the files; give it with its catalogues")
            )
        self.system = systems[0]
        self.catalogues: dict[str, DataFile] = {}
        for f in files:
            if f.kind != "catalogue":
                continue
            if f.root.get("gameSystemId") != self.system.id:
                raise DataFileError(
                    tr(
                        "{name}: a catalogue of another game system ({value}), not of {system}"
                    ).format(
                        name=f.name, value=f.root.get("gameSystemId"), system=self.system.title
                    )
                )
            if f.id in self.catalogues:
                raise DataFileError(
                    tr("{name}: the same catalogue as {other} ({id}); give one of them").format(
                        name=f.name, other=self.catalogues[f.id].name, id=f.id
                    )
                )
            self.catalogues[f.id] = f
        self.by_id: dict[str, tuple[Element, DataFile]] = {}
        for f in (self.system, *self.catalogues.values()):
            for element in f.root.iter():
                if element.tag in INDEXED and element.get("id"):
                    self.by_id.setdefault(element.get("id", ""), (element, f))
        self.categories = {
            e.get("id", ""): " ".join((e.get("name") or "").split())
            for e in self.system.root.iter("categoryEntry")
        }
        for f in self.catalogues.values():
            for e in f.root.iter("categoryEntry"):
                self.categories.setdefault(e.get("id", ""), " ".join((e.get("name") or "").split()))
        self.hidden_categories = {
            e.get("id", "")
            for f in (self.system, *self.catalogues.values())
            for e in f.root.iter("categoryEntry")
            if e.get("hidden") == "true"
        }
        self.cost_types = {
            e.get("id", ""): e.get("name", "") for e in self.system.root.iter("costType")
        }
        self._mod_cache: dict[Element, dict[str | None, tuple[Mod, ...]]] = {}
        self._cost_cache: dict[Element, tuple[tuple[str, float], ...]] = {}
        self._constraint_cache: dict[Element, tuple[Constraint, ...]] = {}
        self._characteristic_cache: dict[Element, tuple[tuple[str, tuple[str, str]], ...]] = {}
        self._check_links()

    def _check_links(self) -> None:
        for f in self.catalogues.values():
            for link in f.root.iter("catalogueLink"):
                if link.get("targetId") not in self.catalogues:
                    raise DataFileError(
                        tr(
                            "{name} needs the catalogue {value!r} ({id}), which is not among the "
                            "files given"
                        ).format(name=f.name, value=link.get("name"), id=link.get("targetId"))
                    )

    # -- entries --------------------------------------------------------------------------

    def resolve(self, element: Element, file: DataFile) -> Node | None:
        """A selectionEntry/Group as itself; an entryLink as its target seen through the link."""
        if element.tag in ENTRY_TAGS:
            return Node(element, None, file)
        if element.tag == "entryLink":
            target = self.by_id.get(element.get("targetId", ""))
            if target is None or target[0].tag not in ENTRY_TAGS:
                return None
            return Node(target[0], element, target[1])
        return None

    def children(self, node: Node) -> Iterator[tuple[Element, DataFile]]:
        """What can be chosen inside an entry or group: its entries, groups and links (the
        link's own children too: a link may add options to its target)."""
        for owner, file in ((node.link, node.file), (node.element, node.file)):
            if owner is None:
                continue
            for block in ("selectionEntries", "selectionEntryGroups", "entryLinks"):
                for holder in owner.findall(block):
                    for child in holder:
                        yield child, file

    def root_entries(self, catalogue: DataFile) -> Iterator[tuple[Element, DataFile]]:
        """A faction's top-level choices: its own and those of the catalogues it imports."""
        seen: set[str] = set()
        queue = [catalogue]
        while queue:
            current = queue.pop(0)
            if current.id in seen:
                continue
            seen.add(current.id)
            for block in ("selectionEntries", "entryLinks"):
                for holder in current.root.findall(block):
                    for child in holder:
                        yield child, current
            for link in current.root.iter("catalogueLink"):
                if link.get("importRootEntries") == "true":
                    queue.append(self.catalogues[link.get("targetId", "")])
        for holder in self.system.root.findall("selectionEntries"):
            for child in holder:
                yield child, self.system

    # -- values in a context --------------------------------------------------------------

    def hidden(self, node: Node, ctx: Context, uncertain: Uncertain | None = None) -> bool:
        return self.visibility(node, ctx, uncertain)[0]

    def visibility(
        self, node: Node, ctx: Context, uncertain: Uncertain | None = None
    ) -> tuple[bool, bool]:
        """(hidden as far as known, hidden even if every condition that cannot be known went
        the way that shows it)."""
        start = node.element.get("hidden") == "true"
        if node.link is not None and node.link.get("hidden") == "true":
            start = True
        known, hopeful = start, start
        for owner in node.modifier_sources():
            for mod, times, certain in self._applying(owner, ctx, "hidden"):
                if mod.type != "set":
                    continue
                if not certain and uncertain is not None:
                    uncertain.note(node.id, "hidden", mod)
                if times:
                    known = mod.value == "true"
                if certain:
                    if times:
                        hopeful = mod.value == "true"
                elif mod.value == "false":
                    hopeful = False  # another roster might meet this condition: shown
        return known, hopeful

    def costs(
        self, node: Node, ctx: Context, uncertain: Uncertain | None = None
    ) -> dict[str, float]:
        values: dict[str, float] = dict(self._costs(node.element))
        if node.link is not None:
            values.update(self._costs(node.link))
        for type_id in self.cost_types:
            for mod in self._modifiers(node, ctx, type_id, uncertain):
                values[type_id] = _apply(values.get(type_id, 0.0), mod)
        return values

    def constraints(
        self, node: Node, ctx: Context, uncertain: Uncertain | None = None
    ) -> list[Constraint]:
        found = []
        owners = (node.link, node.element) if node.link is not None else (node.element,)
        for owner in owners:
            for constraint in self._constraints(owner):
                value = constraint.value
                for mod in self._modifiers(node, ctx, constraint.id, uncertain):
                    value = _apply(value, mod)
                found.append(
                    constraint if value == constraint.value else replace(constraint, value=value)
                )
        return found

    def declared_constraints(self, node: Node) -> list[Constraint]:
        """The constraints of an entry and its link as the data writes them, unmodified."""
        owners = (node.link, node.element) if node.link is not None else (node.element,)
        return [c for owner in owners for c in self._constraints(owner)]

    def category_ids(
        self, node: Node, ctx: Context, uncertain: Uncertain | None = None
    ) -> list[str]:
        ids = [link.get("targetId", "") for link in node.parts("categoryLink")]
        for mod in self._modifiers(node, ctx, "category", uncertain):
            if mod.type == "add" and mod.value not in ids:
                ids.append(mod.value)
            elif mod.type == "remove" and mod.value in ids:
                ids.remove(mod.value)
        return ids

    def profiles(
        self, node: Node, ctx: Context, hidden_too: bool = False, modified: bool = True
    ) -> list[Profile]:
        """The entry's profiles (its own and those it links to), characteristics as modified
        in `ctx` (as the data writes them, when not `modified`); hidden ones only when
        asked."""
        found: list[Profile] = []
        elements = list(node.parts("profile"))
        for info in node.parts("infoLink"):
            if info.get("type") == "profile":
                target = self.by_id.get(info.get("targetId", ""))
                if target is not None:
                    elements.append(target[0])
        for element in elements:
            hidden = element.get("hidden") == "true"
            values = dict(self._characteristics(element))
            for mod, times, _ in self._applying(element, ctx, None):
                for _ in range(times):
                    if mod.field == "hidden" and mod.type == "set":
                        hidden = mod.value == "true"
                    elif mod.field in values and modified:
                        name, text = values[mod.field]
                        values[mod.field] = (name, _apply_text(text, mod))
            if not hidden or hidden_too:
                found.append(
                    Profile(
                        element.get("name", "").strip(),
                        element.get("typeName", ""),
                        {name: text for name, text in values.values()},
                        hidden,
                        element.get("id", ""),
                    )
                )
        return found

    # -- modifiers --------------------------------------------------------------------------

    def modifiers_of(self, owner: Element) -> tuple[Mod, ...]:
        """Every modifier of `owner` (and of its modifier groups), in the file's order, each
        with the gates above it."""
        return self._mods(owner).get(None, ())

    def _modifiers(
        self, node: Node, ctx: Context, target: str, uncertain: Uncertain | None
    ) -> Iterator[Mod]:
        """The modifiers of `node` on field `target` that apply in `ctx`, in order, each as
        many times as it repeats. One whose conditions cannot be known is noted in
        `uncertain`, whether or not it applied (another roster could go the other way)."""
        for owner in node.modifier_sources():
            for mod, times, certain in self._applying(owner, ctx, target):
                if not certain and uncertain is not None:
                    uncertain.note(node.id, target, mod)
                for _ in range(times):
                    yield mod

    def _applying(
        self, owner: Element, ctx: Context, target: str | None
    ) -> list[tuple[Mod, int, bool]]:
        """(modifier, times it applies, known for sure) for `owner`'s modifiers on `target`
        (every field when None)."""
        by_field = self._mods(owner)
        if not by_field:  # most entries have none: asked tens of thousands of times
            return []
        mods = by_field.get(target, ()) if target is not None else by_field[None]
        found = []
        for mod in mods:
            holds, sure = True, True
            for gate in mod.gates:
                value, gate_sure = self._group(gate, ctx)
                holds = holds and value
                sure = sure and gate_sure
            times, sure_times = self._repeats(mod.repeats, ctx)
            found.append((mod, times if holds else 0, sure and sure_times))
        return found

    def _mods(self, owner: Element) -> dict[str | None, tuple[Mod, ...]]:
        """`owner`'s modifiers by the field they change, and all of them in order under None;
        empty when it has none."""
        cached = self._mod_cache.get(owner)
        if cached is None:
            mods = tuple(_compile_modifiers(owner, ()))
            cached = {}
            if mods:
                cached[None] = mods
                for field in dict.fromkeys(mod.field for mod in mods):
                    cached[field] = tuple(mod for mod in mods if mod.field == field)
            self._mod_cache[owner] = cached
        return cached

    def _characteristics(self, profile: Element) -> tuple[tuple[str, tuple[str, str]], ...]:
        """(type id or name, (name, text)) of each characteristic, as the file gives them."""
        cached = self._characteristic_cache.get(profile)
        if cached is None:
            cached = tuple(
                (
                    c.get("typeId") or c.get("name") or "",
                    (c.get("name", ""), " ".join((c.text or "").split())),
                )
                for c in profile.findall("characteristics/characteristic")
            )
            self._characteristic_cache[profile] = cached
        return cached

    def _costs(self, owner: Element) -> tuple[tuple[str, float], ...]:
        cached = self._cost_cache.get(owner)
        if cached is None:
            cached = tuple(
                (cost.get("typeId", ""), _number(cost.get("value")))
                for cost in owner.findall("costs/cost")
            )
            self._cost_cache[owner] = cached
        return cached

    def _constraints(self, owner: Element) -> tuple[Constraint, ...]:
        cached = self._constraint_cache.get(owner)
        if cached is None:
            cached = tuple(
                Constraint(
                    id=element.get("id", ""),
                    type=element.get("type", ""),
                    value=_number(element.get("value")),
                    field=element.get("field", ""),
                    scope=element.get("scope", ""),
                    child_selections=element.get("includeChildSelections") == "true",
                )
                for element in owner.findall("constraints/constraint")
            )
            self._constraint_cache[owner] = cached
        return cached

    # -- conditions -----------------------------------------------------------------------

    def _group(self, group: Gate, ctx: Context) -> tuple[bool, bool]:
        results = [self._condition(c, ctx) for c in group.conditions]
        results += [self._group(g, ctx) for g in group.groups]
        if not results:
            return True, True
        if group.kind == "or":
            return any(v for v, _ in results), all(s for _, s in results)
        return all(v for v, _ in results), all(s for _, s in results)

    def _condition(self, condition: Condition, ctx: Context) -> tuple[bool, bool]:
        kind = condition.type
        if kind == "never":
            return False, True
        if kind == "always":
            return True, True
        if kind in ("instanceOf", "notInstanceOf"):
            value, sure = self._instance(condition, ctx)
            return (value if kind == "instanceOf" else not value), sure
        count, sure = self._count(condition, ctx)
        wanted = condition.value
        compare = {
            "atLeast": count >= wanted,
            "atMost": count <= wanted,
            "greaterThan": count > wanted,
            "lessThan": count < wanted,
            "equalTo": count == wanted,
            "notEqualTo": count != wanted,
        }
        return compare.get(kind, False), sure and kind in compare

    def _instance(self, condition: Condition, ctx: Context) -> tuple[bool, bool]:
        child = condition.child
        scope = condition.scope
        if scope == "primary-catalogue":
            return child == ctx.catalogue, True
        if scope in ("model", "unit") and ctx.model is not None:
            return child == ctx.model or child in ctx.model_categories or child in ctx.path, True
        if scope in ("self", "parent", "ancestor"):
            return child in ctx.path or child == ctx.model, ctx.model is not None
        return False, False

    def _count(self, condition: Condition, ctx: Context) -> tuple[float, bool]:
        """How many of the condition's child are selected in its scope, as far as known."""
        child = condition.child
        if condition.field not in ("selections", "forces"):
            return 0.0, False  # a cost total or a limit: depends on the whole roster
        if condition.scope in ("roster", "force", "primary-catalogue") and child in ctx.known:
            return (1.0 if child in ctx.chosen else 0.0), True
        if condition.scope in ("roster", "force") and child == ctx.catalogue:
            return 1.0, True
        return 0.0, False

    def _repeats(self, repeats: tuple[Condition, ...], ctx: Context) -> tuple[int, bool]:
        if not repeats:
            return 1, True
        times, certain = 0, True
        for repeat in repeats:
            count, sure = self._count(repeat, ctx)
            step = repeat.value or 1.0
            rounds = count / step
            whole = -(-rounds // 1) if repeat.round_up else rounds // 1
            times += int(whole) * repeat.repeats
            certain = certain and sure
        return max(0, min(times, MAX_REPEATS)), certain


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition, or a repeat (which counts the same way)."""

    type: str
    scope: str
    field: str
    child: str
    value: float
    repeats: int = 1
    round_up: bool = False


@dataclass(frozen=True, slots=True)
class Gate:
    """A group of conditions (the conditions of a modifier are an "and" gate)."""

    kind: str  # "and" or "or"
    conditions: tuple[Condition, ...]
    groups: tuple[Gate, ...]


@dataclass(frozen=True, slots=True)
class Mod:
    """A modifier with every gate above it (its own conditions, its modifier groups')."""

    field: str
    type: str
    value: str
    gates: tuple[Gate, ...]
    repeats: tuple[Condition, ...]
    scope: str = ""  # New Recruit's: the selection it changes ("model": the model above)
    affects: str = ""  # New Recruit's: what of that selection ("profiles.Unit")
    arg: str = ""  # `replace`: the text replaced
    join: str = ""  # `append`/`prepend`: what goes between
    element: Element | None = dataclasses.field(default=None, compare=False)  # its place


def _condition(element: Element) -> Condition:
    return Condition(
        type=element.get("type", ""),
        scope=element.get("scope", ""),
        field=element.get("field", ""),
        child=element.get("childId", ""),
        value=_number(element.get("value")),
        repeats=int(_number(element.get("repeats")) or 1),
        round_up=element.get("roundUp") == "true",
    )


def _gate(owner: Element, kind: str = "and") -> Gate:
    return Gate(
        kind,
        tuple(_condition(c) for c in owner.findall("conditions/condition")),
        tuple(
            _gate(g, g.get("type", "and")) for g in owner.findall("conditionGroups/conditionGroup")
        ),
    )


def _compile_modifiers(owner: Element, gates: tuple[Gate, ...]) -> Iterator[Mod]:
    for element in owner.findall("modifiers/modifier"):
        yield Mod(
            field=element.get("field", ""),
            type=element.get("type", ""),
            value=element.get("value", ""),
            gates=(*gates, _gate(element)),
            repeats=tuple(_condition(r) for r in element.findall("repeats/repeat")),
            scope=element.get("scope", ""),
            affects=element.get("affects", ""),
            arg=element.get("arg", ""),
            join=element.get("join", ""),
            element=element,
        )
    for group in owner.findall("modifierGroups/modifierGroup"):
        yield from _compile_modifiers(group, (*gates, _gate(group)))


@dataclass(frozen=True)
class Constraint:
    id: str
    type: str  # "min" or "max"
    value: float
    field: str  # "selections", or a cost type id
    scope: str  # "parent", "roster", "force", "self" …
    child_selections: bool


@dataclass(frozen=True)
class Profile:
    name: str
    type_name: str  # "Unit", "Weapon", "Battlekit", "Ability" …
    values: Mapping[str, str]  # characteristic name → text
    hidden: bool = False
    id: str = ""


def _number(text: str | None) -> float:
    """A number of the data; anything else (text, nan, infinity, 1e999) counts as 0, and no
    value goes past a million either way."""
    try:
        value = float(text or 0)
    except ValueError:
        return 0.0
    if value != value or value in (float("inf"), float("-inf")):
        return 0.0
    return max(-1_000_000.0, min(1_000_000.0, value))


def _apply(value: float, mod: Mod) -> float:
    amount = _number(mod.value)
    kind = mod.type
    if kind == "set":
        return amount
    if kind == "increment":
        return value + amount
    if kind == "decrement":
        return value - amount
    if kind == "multiply":
        return value * amount
    return value


def _apply_text(text: str, mod: Mod) -> str:
    value = mod.value
    kind = mod.type
    if kind == "set":
        return value
    if kind == "append":
        return f"{text}, {value}" if text and text != "-" else value
    if kind in ("increment", "decrement"):
        number = _leading_int(text)
        if number is None:
            return text
        step = int(_number(value)) * (1 if kind == "increment" else -1)
        rest = text[len(str(number)) + (1 if text.startswith("+") else 0) :]
        new = number + step
        return (f"+{new}" if text.startswith("+") and new >= 0 else str(new)) + rest
    return text


def _leading_int(text: str) -> int | None:
    digits = ""
    for i, ch in enumerate(text):
        if ch in "+-" and i == 0 or ch.isdigit():
            digits += ch
        else:
            break
    try:
        return int(digits)
    except ValueError:
        return None
