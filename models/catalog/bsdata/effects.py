"""The data's modifiers on a model, compiled into our effects (models/catalog/effects.py).

New Recruit evaluates a model's modifiers against what the roster holds and prints the result;
we compile the same modifiers once, when the data is read, into effects whose conditions count
what a member and its warband hold, and evaluate them when a warband is shown. For each model:

1. the modifiers of its Unit profile (Movement, Ranged, Melee, Armour, Base, the name);
2. those of the model's own entry and its link (its name, its categories — our keywords —
   and, with `affects="profiles.Unit"`, its characteristics);
3. those of every entry below it that New Recruit applies to the model (`scope="model"`, or
   `"parent"` directly under it): an upgrade's keyword, a promotion's "Favoured", a Machine
   Armour's base — each only while the model holds that entry.

A condition names what it counts by the data's id; that becomes one of our tokens: the item or
upgrade of that id, a skill or injury by name (the campaign records under a model), `promoted`
(the Elite Promotion), a faction (the primary catalogue, a variant), a patron, a model, or a
keyword (a category). A group counts any entry in it. What cannot be counted so — a cost total,
a choice this app does not keep — makes the modifier one the report lists with its entry and
why; nothing is left out in silence. Kept in the order the data lists them (the evaluation
applies every `set` before the steps, docs/decisions.md).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any
from xml.etree.ElementTree import Element

from models.catalog.bsdata.data import Condition, DataSet, Gate, Mod, Node
from models.catalog.bsdata.files import DataFile
from models.catalog.effects import (
    PROMOTED,
    find_token,
    injury_token,
    keyword_token,
    patron_token,
    skill_token,
)
from models.i18n import tr

UNIT_PROFILE = "Unit"
CHARACTERISTICS = {
    "Movement": "movement",
    "Ranged": "ranged",
    "Melee": "melee",
    "Armour": "armour",
    "Base": "base",
}
# Groups of the campaign's records under a model, and what their entries are to us.
SKILL_GROUPS = ("Skills",)
INJURY_GROUPS = ("Injuries",)
PROMOTION = "Elite Promotion"
PATRON_GROUP = "Patron Selection"
FIND_GROUPS = ("Exploration Rewards",)  # what a campaign's exploration finds, for the warband
NOT_KEYWORDS = {"Troop", "Configuration", "Mercenary"}
MAX_DEPTH = 12
MAX_VALUE = 1000

Constant = bool
Compiled = dict[str, Any] | Constant  # a test or gate as the catalog writes it, or known


class Unexpressed(Exception):
    """A modifier (or its condition) our effects cannot say; the message says why."""


@dataclass
class Found:
    """A model's effects and what of its modifiers could not be expressed."""

    effects: list[dict[str, Any]] = field(default_factory=list)
    problems: list[tuple[Node, str]] = field(default_factory=list)  # (entry, why)
    # the entries of `problems` whose change is the model's (not the entry's own): said
    # again beside a member holding them
    missed: list[tuple[Node, str]] = field(default_factory=list)


class EffectCompiler:
    """Compiles models' modifiers for one data set. `kept(id)`: whether the catalog keeps an
    entry of that id (an item, upgrade, model or faction); `assumed`: warband-level choices the
    catalog takes as made (the campaign rules on), `settled`: the choices it decides, made or
    not (the campaign rules off); a condition on any other warband-level choice (a Battlefield
    Title) is one the effects cannot say."""

    def __init__(
        self,
        data: DataSet,
        kept: Callable[[str], bool],
        assumed: frozenset[str],
        settled: frozenset[str],
    ) -> None:
        self.data = data
        self.kept = kept
        self.assumed = assumed
        self.settled = settled
        self.types = {
            c.get("id", ""): c.get("name", "")
            for f in (data.system, *data.catalogues.values())
            for c in f.root.iter("characteristicType")
        }
        self.records = self._records()
        self._tokens: dict[str, tuple[str, ...] | None] = {}
        # What became of each modifier met on a model (by its element): "applied", "never"
        # (a choice the catalog decides against), "not a keyword" (Troop, a hidden category),
        # "said" (in the report), "one rename" (the same rename on the profile too).
        self.outcomes: dict[Element, str] = {}
        self._roster_only = False  # compiling a limit: only the warband can be counted

    def _outcome(self, mod: Mod, what: str) -> None:
        if mod.element is not None and self.outcomes.get(mod.element) != "applied":
            self.outcomes[mod.element] = what

    # -- a model --------------------------------------------------------------------------

    def model(self, node: Node) -> Found:
        found = Found()
        below = self._below(node, found)
        # New Recruit shows the model's name; a rename the data writes on its profile too (a
        # promotion's "Favoured") is one rename, not two.
        renames = {(m.type, m.value) for _, m, _ in self._entry_modifiers(node) if not m.affects}
        renames |= {
            (m.type, m.value)
            for _, mods, direct in below
            for m in mods
            if self._to_model(m, direct) and not m.affects
        }

        def shown(mod: Mod, on_profile: bool) -> bool:
            return mod.field != "name" or not on_profile or (mod.type, mod.value) not in renames

        for profile in self._unit_profiles(node):
            for mod in self.data.modifiers_of(profile):
                if shown(mod, on_profile=True):
                    self._add(found, node, mod, None)
                else:
                    self._outcome(mod, "one rename")
        for _, mod, _ in self._entry_modifiers(node):
            if shown(mod, on_profile=bool(mod.affects)):
                self._add(found, node, mod, None)
            else:
                self._outcome(mod, "one rename")
        for child, mods, direct in below:
            self._sub_profiles(found, node, child)
            for mod in mods:
                if not self._relevant(mod):
                    continue
                if not self._to_model(mod, direct):
                    if mod.field == "category":
                        said = tr("adds to or takes from its own keywords, not {model}'s")
                    elif mod.affects.endswith("profiles.Unit"):
                        said = tr("changes a Unit profile of its own (it has none), not {model}'s")
                    else:
                        continue
                    self._problem(found, child, mod, said.format(model=node.name), on_model=False)
                    continue
                if not shown(mod, on_profile=bool(mod.affects)):
                    self._outcome(mod, "one rename")
                    continue
                tokens = self.tokens(child.id)
                if tokens is None:
                    said = tr("changes {model}, but the catalog does not keep this entry")
                    self._problem(found, child, mod, said.format(model=node.name))
                    continue
                self._add(found, child, mod, tokens)
        return found

    def _sub_profiles(self, found: Found, node: Node, child: Node) -> None:
        """A choice below the model with a Unit profile of its own (a Grail Thrall's type:
        Grounded or Winged) is the model's profile while held: its values and name, then its
        profile's modifiers."""
        profiles = [p for p in child.parts("profile") if p.get("typeName") == UNIT_PROFILE]
        if not profiles:
            return
        tokens = self.tokens(child.id)
        if tokens is None:
            why = tr("its profile replaces {model}'s, but the catalog does not keep this entry")
            self._problem(found, child, None, why.format(model=node.name))
            return
        when = {"tests": [{"count": list(tokens)}]}
        for profile in profiles[:1]:
            values = {
                self.types.get(c.get("typeId", ""), c.get("name", "")): " ".join(
                    (c.text or "").split()
                )
                for c in profile.findall("characteristics/characteristic")
            }
            changes: list[dict[str, Any]] = [
                {"field": "name", "op": "set", "value": _text(profile.get("name") or "")}
            ]
            for name, key in CHARACTERISTICS.items():
                text = values.get(name, "")
                if key == "movement":
                    number = re.search(r"\d+", text)
                    kind = re.search(r"/\s*([A-Za-z ]+)", text)
                    if number:
                        changes.append(
                            {"field": key, "op": "set", "value": _bounded(number.group())}
                        )
                    if kind:
                        changes.append(
                            {
                                "field": "movetype",
                                "op": "set",
                                "value": kind.group(1).strip().lower(),
                            }
                        )
                elif (value := _number(text)) is not None:
                    changes.append({"field": key, "op": "set", "value": value})
            found.effects += [{**change, "when": when} for change in changes]
            for mod in self.data.modifiers_of(profile):
                self._add(found, child, mod, tokens)

    def unreached(self) -> Iterator[tuple[Element, DataFile]]:
        """The entries with a modifier on a model that no model compiled so far met: a model
        no faction offers, an entry no model can take (each named once)."""
        for file in (self.data.system, *self.data.catalogues.values()):
            parents = {child: parent for parent in file.root.iter() for child in parent}
            named: set[Element] = set()
            for modifier in file.root.iter("modifier"):
                if modifier in self.outcomes or not self._relevant_field(modifier.get("field")):
                    continue
                owner = parents[parents[modifier]]
                while owner.tag == "modifierGroup":
                    owner = parents[parents[owner]]
                on_unit = owner.tag == "profile" and owner.get("typeName") == UNIT_PROFILE
                on_model = owner.get("type") == "model" and owner.tag != "profile"
                if not (on_unit or on_model or modifier.get("scope") == "model"):
                    continue
                entry = owner
                while entry.tag not in ("selectionEntry", "entryLink") and entry in parents:
                    entry = parents[entry]
                if entry not in named:
                    named.add(entry)
                    yield entry, file

    def _relevant_field(self, field_id: str | None) -> bool:
        return field_id in ("name", "category") or self.types.get(field_id or "") in CHARACTERISTICS

    def limit(self, node: Node, needs: bool = False) -> dict[str, Any]:
        """The limit of an entry the warband's contents decide, as a faction's limit: its
        roster-wide maximum with the modifiers that change it ("most" and "changes"), and —
        `needs` — what the warband must hold for it to be offered. Only what the warband
        holds can be counted; Unexpressed otherwise."""
        found: dict[str, Any] = {}
        self._roster_only = True
        try:
            maxima = [
                c
                for c in self.data.declared_constraints(node)
                if c.type == "max"
                and c.field == "selections"
                and c.scope in ("roster", "force")
                and c.value >= 0
            ]
            mods = [m for o in node.modifier_sources() for m in self.data.modifiers_of(o)]
            changing = [c for c in maxima if any(m.field == c.id for m in mods)]
            chosen = changing[0] if changing else min(maxima, key=lambda c: c.value, default=None)
            if chosen is not None:
                found["most"] = max(0, min(MAX_VALUE, int(chosen.value)))
                changes = []
                for mod in (m for m in mods if m.field == chosen.id):
                    if mod.type not in ("set", "increment", "decrement"):
                        raise Unexpressed(tr("a limit changed by {kind}").format(kind=mod.type))
                    step = _number(mod.value)
                    if step is None:
                        raise Unexpressed(tr("a limit changed by {value}").format(value=mod.value))
                    when, repeat = self._when(mod, None), self._repeat(mod)
                    if when is False:
                        continue
                    change: dict[str, Any] = {"field": "most", "op": mod.type, "value": step}
                    if isinstance(when, dict):
                        change["when"] = when
                    if repeat is not None:
                        change["repeat"] = repeat
                    changes.append(change)
                if changes:
                    found["changes"] = changes
            if needs:
                shows = [
                    self._when(m, None)
                    for m in mods
                    if m.field == "hidden" and m.type == "set" and m.value == "false"
                ]
                gate = _any(shows)
                if isinstance(gate, dict):
                    found["needs"] = gate
        finally:
            self._roster_only = False
        return found

    def _problem(
        self, found: Found, entry: Node, mod: Mod | None, why: str, on_model: bool = True
    ) -> None:
        found.problems.append((entry, why))
        if on_model:
            found.missed.append((entry, why))
        if mod is not None:
            self._outcome(mod, "said")

    def _below(self, node: Node, found: Found) -> list[tuple[Node, list[Mod], bool]]:
        """Each entry below the model once, with its modifiers and whether its parent is the
        model. An entry reached by several links is held once, whichever link it was taken
        by: its own modifiers count once, and a link's own only when its links agree (a
        member keeps the entry, not the link; the report says when they do not)."""
        entries: dict[str, tuple[Node, list[Mod], bool]] = {}
        by_link: dict[str, list[tuple[Node, tuple[Mod, ...]]]] = {}
        for child, direct in self._descendants(node):
            if child.id not in entries:
                entries[child.id] = (child, list(self.data.modifiers_of(child.element)), direct)
            if child.link is not None:
                link_mods = tuple(
                    m for m in self.data.modifiers_of(child.link) if self._relevant(m)
                )
                by_link.setdefault(child.id, []).append((child, link_mods))
        for entry_id, links in by_link.items():
            kinds = {mods for _, mods in links}
            if len(kinds) == 1:
                entries[entry_id][1][:0] = list(next(iter(kinds)))
            elif any(kinds):
                why = tr(
                    "depends on which of its choices it was taken by; the catalog keeps the "
                    "entry, not the choice"
                )
                self._problem(found, links[0][0], None, why)
                for mod in (m for _, mods in links for m in mods):
                    self._outcome(mod, "said")
        return list(entries.values())

    @staticmethod
    def _to_model(mod: Mod, direct: bool) -> bool:
        """Whether an entry's modifier changes the model it is under (New Recruit's scope)."""
        return mod.scope == "model" or (mod.scope == "parent" and direct)

    def _entry_modifiers(self, node: Node) -> Iterator[tuple[Element, Mod, str]]:
        for owner in node.modifier_sources():
            for mod in self.data.modifiers_of(owner):
                yield owner, mod, "model"

    def _unit_profiles(self, node: Node) -> list[Element]:
        found = [p for p in node.parts("profile") if p.get("typeName") == UNIT_PROFILE]
        for info in node.parts("infoLink"):
            if info.get("type") == "profile":
                target = self.data.by_id.get(info.get("targetId", ""))
                if target is not None and target[0].get("typeName") == UNIT_PROFILE:
                    found.append(target[0])
        return found

    def _descendants(self, node: Node) -> Iterator[tuple[Node, bool]]:
        """Every entry below a model, hidden or not, the campaign's records included, with
        whether its parent selection is the model itself."""
        seen: set[tuple[str, str]] = set()

        def walk(current: Node, depth: int, direct: bool) -> Iterator[tuple[Node, bool]]:
            if depth > MAX_DEPTH:
                return
            for element, file in self.data.children(current):
                child = self.data.resolve(element, file)
                if child is None or (child.id, child.link_id) in seen:
                    continue
                seen.add((child.id, child.link_id))
                if child.type in ("model", "unit"):
                    continue
                if child.is_group:
                    yield from walk(child, depth + 1, direct)
                    continue
                yield child, direct
                yield from walk(child, depth + 1, False)

        yield from walk(node, 0, True)

    def _relevant(self, mod: Mod) -> bool:
        return self._relevant_field(mod.field)

    # -- one modifier ---------------------------------------------------------------------

    def _add(
        self, found: Found, entry: Node, mod: Mod, owner_token: tuple[str, ...] | None
    ) -> None:
        if not self._relevant(mod):
            return
        try:
            changes = self._changes(mod)
            if not changes:
                self._outcome(mod, "not a keyword")
                return
            when = self._when(mod, owner_token)
            repeat = self._repeat(mod)
        except Unexpressed as why:
            self._problem(found, entry, mod, str(why))
            return
        if when is False:
            self._outcome(mod, "never")
            return  # never applies in a warband of this catalog (a choice not assumed)
        self._outcome(mod, "applied")
        for change in changes:
            effect = dict(change)
            if isinstance(when, dict):
                effect["when"] = when
            if repeat is not None:
                effect["repeat"] = repeat
            found.effects.append(effect)

    def _changes(self, mod: Mod) -> list[dict[str, Any]]:
        """The effect(s) a modifier makes: field, op and value in our terms."""
        kind = mod.type
        if mod.field == "name":
            if kind not in ("set", "prepend", "append"):
                raise Unexpressed(tr("a name changed by {kind}").format(kind=kind))
            return [{"field": "name", "op": kind, "value": _text(mod.value)}]
        if mod.field == "category":
            name = self.data.categories.get(mod.value, "")
            if kind == "unset-primary" or not name:
                return []
            if name in NOT_KEYWORDS or mod.value in self.data.hidden_categories:
                return []
            op = {"add": "add", "set-primary": "add", "remove": "remove"}.get(kind)
            if op is None:
                raise Unexpressed(tr("its keywords changed by {kind}").format(kind=kind))
            return [{"field": "keywords", "op": op, "value": _text(name.upper())}]
        characteristic = CHARACTERISTICS[self.types[mod.field]]
        if kind not in ("set", "increment", "decrement", "replace"):
            raise Unexpressed(
                tr("{field} changed by {kind}").format(field=self.types[mod.field], kind=kind)
            )
        if kind == "replace":
            if not mod.arg:
                raise Unexpressed(
                    tr("{field}: a replace that names no text to replace").format(
                        field=self.types[mod.field]
                    )
                )
            return self._replace(characteristic, mod)
        if kind in ("increment", "decrement"):
            step = _number(mod.value)
            if step is None:
                raise Unexpressed(
                    tr("a step that is not a number ({value})").format(value=mod.value)
                )
            return [{"field": characteristic, "op": kind, "value": step}]
        if characteristic == "movement":
            found: list[dict[str, Any]] = []
            number = re.search(r"\d+", mod.value)
            if number:
                found.append({"field": "movement", "op": "set", "value": _bounded(number.group())})
            kind_of = re.search(r"/\s*([A-Za-z ]+)", mod.value)
            if kind_of:
                found.append(
                    {"field": "movetype", "op": "set", "value": kind_of.group(1).strip().lower()}
                )
            if not found:
                raise Unexpressed(tr("a Movement of {value}").format(value=mod.value))
            return found
        value = _number(mod.value)
        if value is None:
            raise Unexpressed(
                tr("{field} set to {value}").format(field=self.types[mod.field], value=mod.value)
            )
        return [{"field": characteristic, "op": "set", "value": value}]

    def _replace(self, characteristic: str, mod: Mod) -> list[dict[str, Any]]:
        old, new = _number(mod.arg), _number(mod.value)
        if old is None or new is None:
            raise Unexpressed(
                tr("{field}: {old} replaced by {new}").format(
                    field=self.types[mod.field], old=mod.arg, new=mod.value
                )
            )
        return [{"field": characteristic, "op": "replace", "value": new, "replaces": old}]

    # -- conditions -----------------------------------------------------------------------

    def _when(self, mod: Mod, owner: tuple[str, ...] | None) -> Compiled:
        parts: list[Compiled] = [self._gate(g) for g in mod.gates]
        if owner is not None:
            parts.insert(0, {"tests": [{"count": list(owner)}]})
        return _all(parts)

    def _gate(self, gate: Gate) -> Compiled:
        parts = [self._condition(c) for c in gate.conditions]
        parts += [self._gate(g) for g in gate.groups]
        return _any(parts) if gate.kind == "or" else _all(parts)

    def _condition(self, condition: Condition) -> Compiled:
        kind = condition.type
        if kind == "always":
            return True
        if kind == "never":
            return False
        if condition.field not in ("selections", "forces"):
            raise Unexpressed(
                tr("a condition on {what}, which depends on the whole roster").format(
                    what=self.data.cost_types.get(condition.field, condition.field)
                )
            )
        scope = self._scope(condition.scope)
        if kind in ("instanceOf", "notInstanceOf"):
            tokens = self._instance_tokens(condition)
            if isinstance(tokens, bool):
                return tokens if kind == "instanceOf" else not tokens
            instance: dict[str, Any] = {"count": list(tokens), "in": scope}
            if kind == "notInstanceOf":
                instance.update({"is": "lessThan", "value": 1})
            return {"tests": [instance]}
        if kind not in ("atLeast", "atMost", "greaterThan", "lessThan", "equalTo", "notEqualTo"):
            raise Unexpressed(tr("a condition of kind {kind}").format(kind=kind))
        tokens_or_known = self._counted(condition.child)
        value = int(condition.value)
        if isinstance(tokens_or_known, bool):
            count = 1 if tokens_or_known else 0
            return _compare(kind, count, value)
        test: dict[str, Any] = {"count": list(tokens_or_known)}
        if scope != "model":
            test["in"] = scope
        if kind != "atLeast":
            test["is"] = kind
        if value != 1:
            test["value"] = max(-MAX_VALUE, min(MAX_VALUE, value))
        return {"tests": [test]}

    def _scope(self, scope: str) -> str:
        if scope in ("roster", "force", "primary-catalogue", "primary-category"):
            return "roster"
        if self._roster_only:
            raise Unexpressed(tr("it counts what one model holds, not the warband"))
        if scope in ("self", "parent", "model", "unit", "ancestor", ""):
            return "model"
        raise Unexpressed(tr("a condition on the scope {scope}").format(scope=scope))

    def _instance_tokens(self, condition: Condition) -> tuple[str, ...] | bool:
        child = condition.child
        if condition.scope == "primary-catalogue":
            return (child,)
        if child in self.data.categories:
            name = self.data.categories[child]
            return (keyword_token(name),)
        if self.kept(child):
            return (child,)
        raise Unexpressed(tr("is it {what}? the catalog cannot tell").format(what=child))

    def _counted(self, child: str) -> tuple[str, ...] | bool:
        tokens = self.tokens(child)
        if tokens is not None:
            return tokens
        if child in self.data.categories:
            return (keyword_token(self.data.categories[child]),)
        if child in self.assumed:
            return True
        if child in self.settled:
            return False
        element = self.data.by_id.get(child)
        what = " ".join((element[0].get("name") or child).split()) if element else child
        raise Unexpressed(tr("counts {what}, which the catalog does not keep").format(what=what))

    def _repeat(self, mod: Mod) -> dict[str, Any] | None:
        if not mod.repeats:
            return None
        if len(mod.repeats) > 1:
            raise Unexpressed(tr("a modifier repeated by several counts"))
        repeat = mod.repeats[0]
        if repeat.field not in ("selections", "forces"):
            raise Unexpressed(tr("a modifier repeated by a cost"))
        tokens = self._counted(repeat.child)
        if isinstance(tokens, bool):
            raise Unexpressed(tr("a modifier repeated by a warband-level choice"))
        found: dict[str, Any] = {"count": list(tokens), "in": self._scope(repeat.scope)}
        if repeat.value and repeat.value != 1:
            found["per"] = max(1, int(repeat.value))
        if repeat.repeats != 1:
            found["times"] = max(1, min(100, repeat.repeats))
        if repeat.round_up:
            found["round_up"] = True
        return found

    # -- tokens ---------------------------------------------------------------------------

    def tokens(self, entry_id: str, depth: int = 0) -> tuple[str, ...] | None:
        """What counting the data's entry (or link, or group) `entry_id` counts, as our
        tokens; None when the catalog keeps nothing of it (or it lies deeper than links and
        groups go in the published data, MAX_DEPTH)."""
        if entry_id in self._tokens:
            return self._tokens[entry_id]
        if depth > MAX_DEPTH:
            return None
        self._tokens[entry_id] = None  # a loop of links counts nothing on the way round
        found = self._find_tokens(entry_id, depth)
        self._tokens[entry_id] = found
        return found

    def _find_tokens(self, entry_id: str, depth: int) -> tuple[str, ...] | None:
        if entry_id in self.records:
            return (self.records[entry_id],)
        if self.kept(entry_id):
            return (entry_id,)
        element = self.data.by_id.get(entry_id)
        if element is None:
            return None
        tag = element[0].tag
        if tag == "entryLink":
            return self.tokens(element[0].get("targetId", ""), depth + 1)
        if tag == "selectionEntryGroup":
            node = Node(element[0], None, element[1])
            found: list[str] = []
            for child, file in self.data.children(node):
                inner = self.data.resolve(child, file)
                if inner is None:
                    continue
                more = self.tokens(inner.id, depth + 1)
                found += [t for t in more or () if t not in found]
            return tuple(found) or None
        return None

    def _records(self) -> dict[str, str]:
        """The campaign records and warband-level choices the catalog keeps by another
        name: skills, injuries, the Elite Promotion, patrons."""
        found: dict[str, str] = {}
        for file in (self.data.system, *self.data.catalogues.values()):
            for group in file.root.iter("selectionEntryGroup"):
                name = " ".join((group.get("name") or "").split())
                if name in SKILL_GROUPS:
                    make: Callable[[str], str] = skill_token
                elif name in INJURY_GROUPS:
                    make = injury_token
                elif name == PATRON_GROUP:
                    make = patron_token
                elif name in FIND_GROUPS:
                    make = find_token
                else:
                    continue
                for entry in self._entries_below(Node(group, None, file)):
                    found.setdefault(entry.id, make(entry.name))
            for element in file.root.iter("selectionEntry"):
                if " ".join((element.get("name") or "").split()) == PROMOTION:
                    found[element.get("id", "")] = PROMOTED
        return found

    def _entries_below(self, group: Node, depth: int = 0) -> Iterator[Node]:
        if depth > MAX_DEPTH:
            return
        for element, file in self.data.children(group):
            child = self.data.resolve(element, file)
            if child is None:
                continue
            if child.is_group:
                yield from self._entries_below(child, depth + 1)
            else:
                yield child


def _all(parts: list[Compiled]) -> Compiled:
    return _joined(parts, "all")


def _any(parts: list[Compiled]) -> Compiled:
    return _joined(parts, "any")


def _joined(parts: list[Compiled], kind: str) -> Compiled:
    """Parts joined all-of or any-of, the known ones folded in: a test of a plain gate is one
    of the join's own tests (any test of an all-of gate; only a lone one in an any-of)."""
    decisive = kind == "any"  # a part that decides the join: True for any, False for all
    if any(p is decisive for p in parts):
        return decisive
    kept = [p for p in parts if isinstance(p, dict)]
    if not kept:
        return not decisive
    if len(kept) == 1:
        return kept[0]

    def plain(part: dict[str, Any]) -> bool:
        return set(part) == {"tests"} and (kind == "all" or len(part["tests"]) == 1)

    merged: dict[str, Any] = {} if kind == "all" else {"kind": "any"}
    tests = [t for p in kept if plain(p) for t in p["tests"]]
    gates = [p for p in kept if not plain(p)]
    if tests:
        merged["tests"] = tests
    if gates:
        merged["gates"] = gates
    return merged


def _compare(kind: str, count: int, value: int) -> bool:
    return {
        "atLeast": count >= value,
        "atMost": count <= value,
        "greaterThan": count > value,
        "lessThan": count < value,
        "equalTo": count == value,
        "notEqualTo": count != value,
    }[kind]


def _number(text: str) -> int | None:
    match = re.fullmatch(
        r"\s*([+\-−–]?)\s*(\d{1,6})\s*(?:dice|mm|\"|”|'')?\s*", text, re.IGNORECASE
    )
    if match is None:
        return None
    value = min(int(match.group(2)), MAX_VALUE)
    return -value if match.group(1) in ("-", "−", "–") else value


def _bounded(text: str) -> int:
    return max(-MAX_VALUE, min(MAX_VALUE, int(text)))


def _text(text: str) -> str:
    return " ".join(text.split())[:200] or "?"
