"""BattleScribe data → our catalog documents (resources/schemas/catalog-1.schema.json), with a
report of everything the conversion could not express.

Each catalogue that is not a library is a faction; each variant it offers (the choices under its
"Warband Variant" entry, "Third Party" ones included) is a faction of its own, `variant_of` the
base. For each, the roster (its models, as offered with that variant and the campaign rules on),
each model's options walked down through groups and links, and:

- a choice with a Weapon or Battlekit profile is an **item**: its profile becomes range, hands,
  keywords and the rules core's modifiers (bsdata/keywords.py); its price there is an armoury
  entry of the faction, limited to the models that are offered it when not all are; a
  roster-wide maximum is its LIMIT; a required one (min 1, not one of several) is mandatory;
- any other choice is an **upgrade** of that model (abilities to pick, upgrades to buy);
- the campaign's records under a model (experience, promotion, skills, injuries) are not kit:
  their names are kept for reading rosters, nothing else.

Ids are the data's own (so a New Recruit roster's `entryId`s find them, and a newer data set
keeps every warband's entries); `aliases` carry the tc-1.6 ids (Trench Companion's) of entries
that are the same thing, found by name and a short list of known renames.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from xml.etree.ElementTree import Element

from models.catalog.bsdata.data import Context, DataSet, Node, Profile, Uncertain
from models.catalog.bsdata.effects import EffectCompiler, Unexpressed
from models.catalog.bsdata.files import DataFile, DataFileError
from models.catalog.bsdata.keywords import parse_keywords
from models.catalog.bsdata.names import (
    GAME_SYSTEM_NAMES,
    GAME_SYSTEMS,
    KNOWN_RENAMES,
    name_key,
)
from models.catalog.catalog import Catalog
from models.i18n import N_, tr

DUCATS, GLORY = "Ducats", "Glory Points"  # the .gst's cost type names
VALID_ID = re.compile(r"[A-Za-z0-9_.-]{1,120}")  # what our catalog format takes as an id
MAX_COST = 100_000
CONFIGURATION = "Configuration"
VARIANT_GROUPS = ("Variant Selection", "Third Party")
CAMPAIGN_RULES = "Campaign Rules"
CAMPAIGN_ON = "Enabled"
SETTLED = ("Disabled", "Equipment Only", CAMPAIGN_ON)  # the campaign rules' own switch
# Groups under a model that record a campaign's history rather than offer kit.
RECORD_GROUPS = {"Advancement": "advancement", "Injuries": "injury", "Skills": "skill"}
KIT_TYPES = ("armour", "shield", "equipment", "grenade", "grenades", "special")
# A Battlekit profile of no Type is kit when found in such a group, else an upgrade (the data
# writes abilities as Battlekit profiles too).
KIT_GROUP_WORDS = (
    "weapon",
    "equipment",
    "armour",
    "shield",
    "headgear",
    "utility",
    "instrument",
    "grenade",
    "loot",
    "stolen",
    "storage",
)
NOT_KEYWORDS = {"Troop", CONFIGURATION, "Mercenary"}
MAX_DEPTH = 12  # links inside links; the published data goes 6 deep
MAX_EFFECTS = 500  # a model's effects our format takes
# Groups of rewards a campaign's steps give, never bought: what the catalog calls them.
CAMPAIGN_GROUPS = {"Exploration Upgrades": "exploration"}
RULE_PROFILES = ("Ability", "Battlekit")  # a variant's rules are written as these


REPORT_KINDS = {  # shown with tr()
    "broken reference": N_("broken reference"),
    "left out": N_("left out"),
    "not expressed": N_("not expressed"),
    "depends on the roster": N_("depends on the roster"),
    "simplified": N_("simplified"),
}


@dataclass(frozen=True)
class ReportLine:
    kind: str  # a key of REPORT_KINDS
    where: str  # the file
    entry: str  # the entry's name
    entry_id: str
    detail: str

    def __str__(self) -> str:
        kind = tr(REPORT_KINDS[self.kind])
        return f"{self.where}: {self.entry} ({self.entry_id}): {kind}: {self.detail}"


@dataclass(frozen=True)
class Conversion:
    system: str
    edition: str
    documents: tuple[dict[str, Any], ...]
    report: tuple[ReportLine, ...]
    source: str  # "Trench Crusade rev 17: 11 catalogues"
    # What became of each modifier met on a model (bsdata/effects.py: EffectCompiler.outcomes)
    outcomes: Mapping[Element, str] = field(default_factory=dict)


def game_system_of(dataset: DataSet) -> tuple[str, str]:
    known = GAME_SYSTEMS.get(dataset.system.id) or GAME_SYSTEM_NAMES.get(
        dataset.system.title.casefold()
    )
    if known is None:
        raise DataFileError(
            tr(
                "{name}: BattleScribe data for {game}; Warband Ledger reads such data for Trench "
                "Crusade only"
            ).format(name=dataset.system.name, game=dataset.system.title)
        )
    return known


def convert(
    dataset: DataSet, reference: Catalog | None = None, previous: Catalog | None = None
) -> Conversion:
    """Our catalog documents for the data set. `reference`: the tc-1.6 catalog, whose ids
    become `aliases` of the same entries; `previous`: the catalog this data set replaces,
    whose entries' other ids (Trench Companion's, put there by the build) the same entries
    keep."""
    system, edition = game_system_of(dataset)
    converter = _Converter(dataset, system, edition)
    for catalogue in sorted(dataset.catalogues.values(), key=lambda f: f.title):
        if catalogue.root.get("library") != "true":
            converter.faction(catalogue)
    converter.finish(reference)
    if previous is not None:
        carry_aliases(converter.documents(), previous)
    return Conversion(
        system,
        edition,
        tuple(converter.documents()),
        tuple(converter.report_lines()),
        tr("{game} revision {revision}: {count} catalogues").format(
            game=dataset.system.title,
            revision=dataset.system.revision,
            count=len(dataset.catalogues),
        ),
        converter.outcomes,
    )


# What a model can take: ("item" or "upgrade", id, cost, currency, LIMIT, required).
Taken = tuple[str, str, int, str, int | None, bool]


@dataclass
class _Kit:
    """What one faction (or variant) offers: prices per item and model, upgrades, rules."""

    roster: list[dict[str, Any]] = field(default_factory=list)
    # item id → {(cost, currency, limit): [model ids]}
    prices: dict[str, dict[tuple[int, str, int | None], list[str]]] = field(default_factory=dict)
    mandatory: dict[str, list[str]] = field(default_factory=dict)  # model → items


class _Converter:
    def __init__(self, dataset: DataSet, system: str, edition: str) -> None:
        self.data = dataset
        self.system = system
        self.edition = edition
        self.models: dict[str, dict[str, Any]] = {}
        self.items: dict[str, dict[str, Any]] = {}
        self.upgrades: dict[str, dict[str, Any]] = {}
        self.owner: dict[str, DataFile] = {}  # entry id → the file that defines it
        self.factions: list[tuple[DataFile, dict[str, Any]]] = []
        self.report: dict[tuple[str, str, str], ReportLine] = {}
        self.uncertain = Uncertain()
        self.names: dict[str, tuple[str, DataFile]] = {}  # entry id → name, file (report)
        # model → the items it always carries, in every faction and variant that offers it
        self.always: dict[str, list[str]] = {}
        self._walked: dict[tuple[object, ...], list[Taken]] = {}
        self._refs: dict[Element, frozenset[str]] = {}
        self.model_nodes: dict[str, Node] = {}  # model id → its entry, for its effects
        # Entries whose number the warband's contents decide, and those offered only when it
        # holds something (issue 47): compiled into each faction's limits once all is read.
        self.partners: dict[str, str] = {}  # fireteam upgrade → the data's entry its partner holds
        self.limited: dict[str, Node] = {}
        self.needing: dict[str, Node] = {}
        self.assumed: set[str] = set()  # warband-level choices the catalog takes as made
        self.known: set[str] = set()  # every warband-level choice there is
        self.settled: set[str] = set()  # those the catalog decides (the campaign rules on)
        self.outcomes: dict[Element, str] = {}
        self.record_ids: dict[str, str] = {}  # a campaign record's token → the data's entry
        # Where a roster names each model and its kit (the entryId paths New Recruit writes):
        # root:…, inunit:…, kit:… (Catalog.entry_paths).
        self.entry_paths: dict[str, str] = {}
        self._kit_below: dict[str, dict[tuple[Element, Element | None], list[Any]]] = {}
        self._paths_below: dict[tuple[Element, Element | None], list[tuple[str, tuple[str, ...]]]]
        self._paths_below = {}
        self._walking: set[tuple[Element, Element | None]] = set()
        self.ducats = _cost_type(dataset, DUCATS)
        self.glory = _cost_type(dataset, GLORY)

    # -- factions --------------------------------------------------------------------------

    def faction(self, catalogue: DataFile) -> None:
        variants, options, known = self._choices(catalogue)
        base_chosen = frozenset(options)
        self.assumed |= base_chosen
        self.known |= known
        base = self._kit(catalogue, Context(catalogue.id, base_chosen, known))
        self.factions.append((catalogue, self._faction_doc(catalogue.id, catalogue.title, base)))
        for variant_id, name, parents in variants:
            chosen = base_chosen | {variant_id, *parents}
            kit = self._kit(catalogue, Context(catalogue.id, chosen, known))
            doc = self._faction_doc(variant_id, name, kit)
            doc["variant_of"] = catalogue.id
            doc["selected_with"] = [parents[0]]
            rules = self._variant_rules(variant_id)
            if rules:
                doc["rules"] = rules
            self.factions.append((catalogue, doc))

    def _variant_rules(self, variant_id: str) -> list[str]:
        """A variant's own rules, by name: the abilities its entry describes (shown when the
        variant is picked; their text is the books')."""
        found = self.data.by_id.get(variant_id)
        if found is None:
            return []
        node = self.data.resolve(*found)
        if node is None:
            return []
        names = [
            p.name for p in self.data.profiles(node, Context("")) if p.type_name in RULE_PROFILES
        ]
        names += [" ".join((r.get("name") or "").split()) for r in node.parts("rule")]
        return _words([n for n in names if n])[:20]

    def _choices(
        self, catalogue: DataFile
    ) -> tuple[list[tuple[str, str, tuple[str, ...]]], list[str], frozenset[str]]:
        """The faction's variants (id, name, the entries and groups above it), the
        warband-level options switched on for the catalog (the campaign rules), and every
        warband-level choice there is (the conditions on these can be known)."""
        variants: list[tuple[str, str, tuple[str, ...]]] = []
        options: list[str] = []
        known: set[str] = set()
        for element, file in self.data.root_entries(catalogue):
            node = self.data.resolve(element, file)
            if node is None or node.type != "upgrade":
                continue
            names = {self.data.categories.get(c, "") for c in self._plain_categories(node)}
            if CONFIGURATION not in names:
                continue
            known.add(node.id)
            found, others = self._config_tree(node, known)
            variants += found
            if self._mandatory(node, catalogue):
                # every warband of the faction holds it (the Procession's rules): what it
                # shows (the Procession's leaders) is offered (issue 49)
                options.append(node.id)
                self.settled.add(node.id)
            if node.name == CAMPAIGN_RULES:
                options += [node.id] + [o.id for o in others if o.name == CAMPAIGN_ON]
                # decided by the catalog: the campaign rules on, not off; not what the
                # campaign finds (a Book of Golems), which a warband may hold
                self.settled.update(
                    [node.id, *(o.id for o in others if o.name in SETTLED or o.name.endswith("?"))]
                )
            elif others:
                self._note(
                    "not expressed",
                    node,
                    tr("a warband-level choice ({options}); the catalog assumes none").format(
                        options=", ".join(o.name for o in others)
                    ),
                )
        return variants, options, frozenset(known)

    def _mandatory(self, node: Node, catalogue: DataFile) -> bool:
        """A warband-level entry every warband must hold: at least one in the roster."""
        return any(
            c.type == "min" and c.value >= 1 and c.scope in ("roster", "force")
            for c in self.data.constraints(node, Context(catalogue.id))
        )

    def _config_tree(
        self, node: Node, known: set[str]
    ) -> tuple[list[tuple[str, str, tuple[str, ...]]], list[Node]]:
        """Below a warband-level entry: the variants (the choices in a "Variant Selection" or
        "Third Party" group, with the entries and groups above them) and the other choices;
        every id met goes into `known`."""
        variants: list[tuple[str, str, tuple[str, ...]]] = []
        others: list[Node] = []

        def walk(current: Node, chain: list[Node], depth: int) -> None:
            for child_element, child_file in self.data.children(current):
                child = self.data.resolve(child_element, child_file)
                if child is None:
                    continue
                known.add(child.id)
                if child.is_group:
                    if depth < 4:
                        walk(child, [*chain, child], depth + 1)
                elif chain and chain[-1].name in VARIANT_GROUPS:
                    variants.append((child.id, child.name, (node.id, *(c.id for c in chain))))
                else:
                    others.append(child)

        walk(node, [], 0)
        return variants, others

    def _kit(self, catalogue: DataFile, ctx: Context) -> _Kit:
        kit = _Kit()
        for element, file in self.data.root_entries(catalogue):
            node = self.data.resolve(element, file)
            if node is None:
                self._dangling(element, file)
                continue
            if node.type not in ("model", "unit"):
                continue
            categories = self._plain_categories(node)
            if CONFIGURATION in {self.data.categories.get(c) for c in categories}:
                continue  # the stash ("Pile of Stuff") and other roster furniture
            if self._hidden(node, ctx):
                continue
            if self.data.hidden(node, ctx):
                # offered only when the warband holds something (a Book of Golems): said,
                # when it does not, as the faction's limit (issue 47)
                self.needing.setdefault(node.id, node)
            if node.type == "unit":
                self._unit(node, ctx, kit)
                continue
            self._recruit(node, node, ctx, kit)
        return kit

    def _unit(self, unit: Node, ctx: Context, kit: _Kit) -> None:
        """A unit holding exactly one required model is that model (its price the unit's and
        the model's, its limits the unit's); anything else is named in the report."""
        inside = []
        for element, file in self.data.children(unit):
            child = self.data.resolve(element, file)
            if child is not None and child.type == "model":
                mins = [c for c in self.data.constraints(child, ctx) if c.type == "min"]
                inside.append((child, any(c.value >= 1 for c in mins)))
        required = [child for child, needed in inside if needed]
        if len(inside) == 1 and required:
            self._recruit(required[0], unit, ctx, kit)
        else:
            self._note(
                "not expressed",
                unit,
                tr("a unit of several models ({models}); recruit its models one by one").format(
                    models=", ".join(c.name for c, _ in inside) or "?"
                ),
            )

    def _recruit(self, model: Node, entry: Node, ctx: Context, kit: _Kit) -> None:
        """`model` as a roster entry, priced as `entry` (itself, or its unit) and the model
        within, limited as `entry`."""
        categories = self.data.category_ids(model, ctx, self.uncertain)
        names = {self.data.categories.get(c, "") for c in categories}
        inner = Context(
            ctx.catalogue, ctx.chosen, ctx.known, model.id, frozenset(categories), ()
        ).inside(entry.link_id, entry.id, model.link_id, model.id)
        self._model(model, inner)
        self._paths(model, entry, ctx.catalogue)
        cost, currency = self._price(entry, ctx)
        if entry is not model:
            extra, extra_currency = self._price(model, ctx)
            if extra and (extra_currency == currency or not cost):
                cost, currency = cost + extra, extra_currency
        least, most = self._counts(entry, ctx)
        row: dict[str, Any] = {
            "model": model.id,
            "cost": cost,
            "currency": currency,
            "min": least,
            "max": most,
            "captain": "Leader" in names or "LEADER" in self.models[model.id]["keywords"],
            "mercenary": "Mercenary" in names or entry.file.title == "Mercenaries",
        }
        if "Elite" in names and "ELITE" not in self.models[model.id]["keywords"]:
            row["elite"] = True
        kit.roster = [r for r in kit.roster if r["model"] != model.id] + [row]
        taken: list[Taken] = [
            ("item", weapon, 0, "ducats", None, True) for weapon in self._own_weapons(model, inner)
        ]
        self._options(model, inner, taken, model.id, 0, in_choice=False)
        for kind, item_id, cost, currency, limit, required in taken:
            if kind == "upgrade":
                models = self.upgrades[item_id]["models"]
                if model.id not in models:
                    models.append(model.id)
                continue
            if required:
                kit.mandatory.setdefault(model.id, [])
                if item_id not in kit.mandatory[model.id]:
                    kit.mandatory[model.id].append(item_id)
            holders = kit.prices.setdefault(item_id, {}).setdefault((cost, currency, limit), [])
            if model.id not in holders:
                holders.append(model.id)

    def _paths(self, model: Node, entry: Node, catalogue: str) -> None:
        """The entryId paths a roster names the model by (its own selection, or its unit's
        and its own inside it) and every entry below it (the link ids from the model down, the
        entry's own id last). A child's path begins with the links above it, the root's
        link first (New Recruit's `c0f8-…::30c8-…::daaa-…`)."""
        self.entry_paths.setdefault(f"root:{catalogue}:{model.id}", _path(entry.link_id, entry.id))
        if entry is not model:
            inside = self._path_to(entry, model.id)
            if inside is not None:
                self.entry_paths.setdefault(f"inunit:{catalogue}:{model.id}", _path(*inside))
        # Below the model: the same wherever it is recruited (the writer puts the links above
        # it, its root's and its unit's, in front); a path through the first entry of the
        # model counts, then those a faction's own link to it adds.
        below = self._kit_below.setdefault(model.id, {})
        below.setdefault((model.element, model.link), self._below(model, 0))

    def _entry_paths_document(self) -> dict[str, Any]:
        """The paths as the catalog keeps them: a model's kit only for the items and
        upgrades the catalog has, each by the links above it (its own id is the key)."""
        written: dict[str, Any] = {
            "root": {},
            "inunit": {},
            "kit": {},
            # what a roster writes beside the entries: the categories by name, the revisions
            "categories": {name: key for key, name in sorted(self.data.categories.items())},
            "revisions": {
                file.id: str(file.revision)
                for file in (self.data.system, *self.data.catalogues.values())
            },
        }
        for token, path in sorted(self.entry_paths.items()):
            kind, _, rest = token.partition(":")
            written[kind][rest] = path
        for model, below in sorted(self._kit_below.items()):
            kept: dict[str, str] = {}
            for entry, links in (found for walked in below.values() for found in walked):
                if (entry in self.items or entry in self.upgrades) and entry not in kept:
                    kept[entry] = _path(*links[:-1])
            if kept:
                written["kit"][model] = dict(sorted(kept.items()))
        return written

    def _below(self, node: Node, depth: int) -> list[tuple[str, tuple[str, ...]]]:
        """Every entry below `node` with its path from there (the links on the way, its own
        id last), first path first; remembered by node (weapon groups are shared by many
        models). An entry on a loop of links counts nothing on the way round."""
        key = (node.element, node.link)
        found = self._paths_below.get(key)
        if found is not None:
            return found
        if depth > MAX_DEPTH or key in self._walking:
            return []
        self._walking.add(key)
        found = []
        for element, file in self.data.children(node):
            child = self.data.resolve(element, file)
            if child is None:
                continue
            here = (child.link_id,) if child.link_id else ()
            if not child.is_group:
                found.append((child.id, (*here, child.id)))
            found += [(i, (*here, *links)) for i, links in self._below(child, depth + 1)]
        self._walking.discard(key)
        self._paths_below[key] = found
        return found

    def _path_to(self, unit: Node, model_id: str) -> tuple[str, ...] | None:
        """The links from a unit down to its model, the model's id last."""
        return next((links for i, links in self._below(unit, 0) if i == model_id), None)

    def _own_weapons(self, model: Node, ctx: Context) -> list[str]:
        """The weapons a model's own entry describes (claws, a bite, a built-in bomb): items
        it always carries, named by their profiles' ids."""
        found = []
        for profile in self.data.profiles(model, ctx):
            if profile.type_name != "Weapon" or not profile.id:
                continue
            if profile.id not in self.items:
                self.items[profile.id] = self._item_doc(
                    profile.id, profile.name or model.name, profile
                )
                self.owner[profile.id] = model.file
            found.append(profile.id)
        return found

    def _references(self, element: Element) -> frozenset[str]:
        """Every id the conditions below `element` (through links) look at."""
        cached = self._refs.get(element)
        if cached is None:
            found, _ = self._collect_references(element, set())
            cached = self._refs[element] = frozenset(found)
        return cached

    def _collect_references(
        self, element: Element, visiting: set[Element]
    ) -> tuple[set[str], bool]:
        """(ids, complete): an element on a loop of links being collected counts as nothing
        on the way round, so what is found below it is only remembered once it is whole."""
        cached = self._refs.get(element)
        if cached is not None:
            return set(cached), True
        if element in visiting:
            return set(), False
        visiting.add(element)
        found: set[str] = set()
        complete = True
        for sub in element.iter():
            if sub.tag in ("condition", "repeat"):
                found.add(sub.get("childId", ""))
            elif sub.tag in ("entryLink", "infoLink"):
                target = self.data.by_id.get(sub.get("targetId", ""))
                if target is not None:
                    more, whole = self._collect_references(target[0], visiting)
                    found |= more
                    complete = complete and whole
        visiting.discard(element)
        if complete:
            self._refs[element] = frozenset(found)
        return found, complete

    def _counts(self, node: Node, ctx: Context) -> tuple[int, int | None]:
        """The least and most of `node` a warband may hold, from its constraints on the whole
        roster; a limit that changes with the roster's contents is left out (the report says
        so): a wrong limit would warn about a legal warband."""
        probe = Uncertain()
        least, most = 0, None
        for constraint in self.data.constraints(node, ctx, probe):
            if constraint.field != "selections" or constraint.scope not in (
                "parent",
                "roster",
                "force",
            ):
                continue
            if (node.id, constraint.id) in probe.seen:
                if constraint.type == "max" and constraint.scope in ("roster", "force"):
                    # one the warband's contents decide: a limit of the faction (issue 47)
                    self.limited.setdefault(node.id, node)
                    continue
                self._note(
                    "depends on the roster",
                    node,
                    tr(
                        "its {kind} of {value} changes with what else the warband holds; not "
                        "checked"
                    ).format(kind=constraint.type, value=int(constraint.value)),
                )
                continue
            if constraint.type == "max" and constraint.value >= 0:
                value = int(constraint.value)
                most = value if most is None else min(most, value)
            elif constraint.type == "min":
                least = max(least, int(constraint.value))
        if most is not None and least > most:
            least = most
        return least, most

    def _hidden(self, node: Node, ctx: Context) -> bool:
        """Whether `node` is not offered in `ctx`. When a condition that cannot be known
        could show it, it counts as offered (reading a roster that has it must find it)."""
        probe = Uncertain()
        hidden, still_hidden = self.data.visibility(node, ctx, probe)
        self.uncertain.merge(probe)
        return hidden and still_hidden

    # -- a model's options -----------------------------------------------------------------

    def _options(
        self,
        node: Node,
        ctx: Context,
        taken: list[Taken],
        model_id: str,
        depth: int,
        in_choice: bool,
        groups: tuple[str, ...] = (),
    ) -> None:
        """What can be taken below `node`, appended to `taken`. The answer depends on the
        context only through the ids its conditions look at, so it is remembered by those:
        the same weapons group under the same model in another variant is walked once."""
        refs = self._references(node.element)
        if node.link is not None:
            refs = refs | self._references(node.link)
        kitty = any(word in group.casefold() for group in groups for word in KIT_GROUP_WORDS)
        key = (
            node.element,
            node.link,
            in_choice,
            kitty,
            depth > MAX_DEPTH,
            ctx.catalogue,
            ctx.chosen & refs,
            ctx.model if ctx.model in refs else "",
            ctx.model is None,
            ctx.model_categories & refs,
            frozenset(ctx.path) & refs,
        )
        found = self._walked.get(key)
        if found is None:
            found = []
            self._walk_options(node, ctx, found, model_id, depth, in_choice, groups)
            self._walked[key] = found
        taken.extend(found)

    def _walk_options(
        self,
        node: Node,
        ctx: Context,
        taken: list[Taken],
        model_id: str,
        depth: int,
        in_choice: bool,
        groups: tuple[str, ...],
    ) -> None:
        if depth > MAX_DEPTH:
            self._note(
                "left out",
                node,
                tr("options nested deeper than {depth} levels").format(depth=MAX_DEPTH),
            )
            return
        for element, file in self.data.children(node):
            child = self.data.resolve(element, file)
            if child is None:
                self._dangling(element, file)
                continue
            here = ctx.inside(child.link_id, child.id)
            if self._hidden(child, here):
                continue
            if child.is_group:
                if child.name in RECORD_GROUPS:
                    continue  # campaign records (experience, skills, injuries), not kit
                choose = self._group_choice(child, here)
                self._options(
                    child,
                    here,
                    taken,
                    model_id,
                    depth + 1,
                    in_choice or choose,
                    (*groups, child.name),
                )
                continue
            if child.type in ("model", "unit"):
                self._note(
                    "not expressed",
                    child,
                    tr("a model that comes with {model}; recruit it on its own").format(
                        model=self.models[model_id]["name"]
                    ),
                )
                continue
            if child.name.endswith("?"):
                continue  # a display switch ("Include Weapon Profile?"), not a choice of kit
            profiles = self.data.profiles(child, here)
            profile = self._kit_profile(profiles, groups)
            if profile is not None:
                taken.append(self._item(child, profile, here, in_choice))
            else:
                taken.append(self._upgrade(child, here, groups))
            self._options(child, here, taken, model_id, depth + 1, True, groups)

    def _group_choice(self, group: Node, ctx: Context) -> bool:
        """A group that requires a pick among its entries: its entries are not each required."""
        return any(c.type == "min" and c.value >= 1 for c in self.data.constraints(group, ctx))

    def _kit_profile(self, profiles: list[Profile], groups: tuple[str, ...]) -> Profile | None:
        """The profile that makes a choice an item, or None for an upgrade."""
        weapon = next((p for p in profiles if p.type_name == "Weapon"), None)
        if weapon is not None:
            return weapon
        for profile in profiles:
            if profile.type_name != "Battlekit":
                continue
            kind = profile.values.get("Type", "").strip().casefold()
            if kind in KIT_TYPES:
                return profile
            if kind == "" and any(
                word in group.casefold() for group in groups for word in KIT_GROUP_WORDS
            ):
                return profile
        return None

    def _item(self, node: Node, profile: Profile, ctx: Context, in_choice: bool) -> Taken:
        if node.id not in self.items:
            self.items[node.id] = self._item_doc(
                node.id, node.element.get("name") or node.name, profile
            )
            self.owner[node.id] = node.file
        cost, currency = self._price(node, ctx)
        limit = None
        required = False
        probe = Uncertain()
        for constraint in self.data.constraints(node, ctx, probe):
            if constraint.field != "selections":
                continue
            if (node.id, constraint.id) in probe.seen:
                if constraint.type == "max" and constraint.scope in ("roster", "force"):
                    self.limited.setdefault(node.id, node)  # the warband decides (issue 47)
                continue
            if constraint.type == "max" and constraint.scope in ("roster", "force"):
                value = int(constraint.value)
                if value >= 1:
                    limit = value if limit is None else min(limit, value)
            if constraint.type == "min" and constraint.scope == "parent" and constraint.value >= 1:
                required = True
        return ("item", node.id, cost, currency, limit, required and not in_choice)

    def _upgrade(self, node: Node, ctx: Context, groups: tuple[str, ...] = ()) -> Taken:
        cost, currency = self._price(node, ctx)
        if any(
            c.type == "max" and c.scope in ("roster", "force") and c.field == "selections"
            for c in self.data.constraints(node, ctx)
        ):
            self.limited.setdefault(node.id, node)  # how many a warband may take
        upgrade = self.upgrades.get(node.id)
        if upgrade is None:
            upgrade = {
                "id": node.id,
                "name": _text(node.name),
                "models": [],
                "cost": cost,
                "currency": currency,
            }
            # FIRETEAM (issue 37): the data's "Fireteams" groups (and the Sultanate's
            # "Fireteam: …" entries) pair two models that activate together.
            if FIRETEAM_GROUP in groups or _text(node.name).startswith("Fireteam"):
                upgrade["fireteam"] = True
                partner = self._fireteam_partner(node)
                if partner:
                    self.partners[node.id] = partner
            # A reward of a campaign's step (Exploration), never bought (issue 47).
            if any(group in CAMPAIGN_GROUPS for group in groups):
                upgrade["campaign"] = CAMPAIGN_GROUPS[
                    next(g for g in groups if g in CAMPAIGN_GROUPS)
                ]
            options = self._required_options(node, ctx)
            if options:
                upgrade["options"] = options
            self.upgrades[node.id] = upgrade
            self.owner[node.id] = node.file
        elif (upgrade["cost"], upgrade["currency"]) != (cost, currency):
            self._note(
                "simplified",
                node,
                tr(
                    "costs {one} for one model and {other} for another; the catalog keeps {one}"
                ).format(
                    one=f"{upgrade['cost']} {upgrade['currency']}", other=f"{cost} {currency}"
                ),
            )
        return ("upgrade", node.id, cost, currency, None, False)

    def _fireteam_partner(self, node: Node) -> str | None:
        """The entry the other model of a fireteam holds, when the data offers the fireteam
        only beside it (Mamluk-Guarded: offered to an elite when the warband holds a Mamluk
        Faris's Assigned Sword)."""
        for owner in node.modifier_sources():
            for mod in self.data.modifiers_of(owner):
                if (mod.field, mod.type, mod.value) != ("hidden", "set", "false"):
                    continue
                for gate in mod.gates:
                    for condition in (
                        *gate.conditions,
                        *(c for g in gate.groups for c in g.conditions),
                    ):
                        if condition.type == "atLeast" and condition.scope in ("roster", "force"):
                            return condition.child
        return None

    def _required_options(self, node: Node, ctx: Context) -> list[str]:
        """The choices an upgrade requires one of (a Legionnaire's Ranged or Melee): the
        upgrades of a group under it that must be picked from."""
        found: list[str] = []
        for element, file in self.data.children(node):
            group = self.data.resolve(element, file)
            if group is None or not group.is_group or not self._group_choice(group, ctx):
                continue
            for inner, inner_file in self.data.children(group):
                option = self.data.resolve(inner, inner_file)
                if option is not None and not option.is_group and option.type == "upgrade":
                    profiles = self.data.profiles(option, ctx)
                    if self._kit_profile(profiles, (group.name,)) is None:
                        found.append(option.id)
        return found

    # -- entries ---------------------------------------------------------------------------

    def _model(self, node: Node, ctx: Context) -> None:
        """The model type as the data writes it: its profile, keywords and name before any
        modifier (those become its effects, in `finish`)."""
        if node.id in self.models:
            return
        self.owner[node.id] = node.file
        self.model_nodes[node.id] = node
        profiles = self.data.profiles(node, ctx, modified=False)
        unit = next((p for p in profiles if p.type_name == "Unit"), None)
        if unit is None:  # shown only with a sub-choice (a thrall's type): take the first
            every = self.data.profiles(node, ctx, hidden_too=True, modified=False)
            unit = next((p for p in every if p.type_name == "Unit"), None)
        profile: dict[str, Any] = {"movement": None, "ranged": 0, "melee": 0, "armour": 0}
        movetype = ""
        base: list[int] = []
        if unit is None:
            self._note("simplified", node, tr("no Unit profile; its characteristics are blank"))
        else:
            movement = unit.values.get("Movement", "")
            number = re.search(r"\d+", movement)
            profile["movement"] = int(number.group()) if number else None
            kind = re.search(r"/\s*([A-Za-z ]+)", movement)
            movetype = kind.group(1).strip().lower() if kind else ""
            profile["ranged"] = _signed(unit.values.get("Ranged", ""))
            profile["melee"] = _signed(unit.values.get("Melee", ""))
            profile["armour"] = _signed(unit.values.get("Armour", ""))
            base = [int(b) for b in re.findall(r"\d+", unit.values.get("Base", ""))][:2]
        keywords = [
            self.data.categories[c].upper()
            for c in self._plain_categories(node)
            if c in self.data.categories
            and c not in self.data.hidden_categories
            and self.data.categories[c] not in NOT_KEYWORDS
        ]
        # A rule the entry links to that is a keyword of the data (the Naval Raiders' Heretic
        # Captain links "Leader" and "Tough" as rules, not categories: issue 49)
        keyword_names = {name.upper() for name in self.data.categories.values()}
        for info in node.parts("infoLink"):
            name = _text(info.get("name") or "").upper()
            if info.get("hidden") == "true":
                continue  # shown only with an upgrade (a Shocktrooper's STRONG): not its own
            if info.get("type") == "rule" and name in keyword_names and name not in NOT_KEYWORDS:
                keywords.append(name)
        abilities = [_text(p.name) for p in profiles if p.type_name == "Ability" and p.name]
        doc: dict[str, Any] = {
            "id": node.id,
            "name": _text(node.element.get("name") or node.name),
            "profile": profile,
            "keywords": list(dict.fromkeys(keywords)),
            "abilities": list(dict.fromkeys(abilities)),
        }
        if movetype:
            doc["movetype"] = movetype[:40]
        if base:
            doc["base_mm"] = base
        self.models[node.id] = doc

    def _item_doc(self, item_id: str, name: str, profile: Profile) -> dict[str, Any]:
        kind = profile.values.get("Type", "").strip().casefold()
        reach = profile.values.get("Range", "").strip()
        keywords_text = profile.values.get("Keywords", "")
        if profile.type_name == "Weapon":
            numbers = [int(n) for n in re.findall(r"(\d+)\s*(?:\"|''|”|″)", reach)]
            melee = "melee" in reach.casefold() or not numbers
            ranged = bool(numbers) and kind not in ("melee",)
            hands = 2 if kind.startswith("2") else 1 if kind.startswith("1") else None
            grenade = kind.startswith("grenade")
            category = "ranged" if ranged or grenade else "melee"
            parsed = parse_keywords(keywords_text)
            if grenade:
                parsed.add_keyword("GRENADE")
                hands = None
            doc: dict[str, Any] = {
                "id": item_id,
                "name": _text(name),
                "category": category,
                "range": numbers[0] if numbers else None,
                "hands": {
                    "ranged": hands if ranged or grenade else None,
                    "melee": hands if melee and not grenade else None,
                },
                "usable": {"ranged": ranged or grenade, "melee": melee and not grenade},
                "keywords": parsed.keywords,
                "modifiers": parsed.modifiers,
            }
            return doc
        armour = kind in ("armour", "shield")
        parsed = parse_keywords(keywords_text, armour=armour)
        numbers = [int(n) for n in re.findall(r"(\d+)\s*(?:\"|''|”|″)", reach)]
        if kind.startswith("grenade"):
            parsed.add_keyword("GRENADE")
            return {
                "id": item_id,
                "name": _text(name),
                "category": "ranged",
                "range": numbers[0] if numbers else None,
                "hands": {"ranged": None, "melee": None},
                "usable": {"ranged": True, "melee": False},
                "keywords": parsed.keywords,
                "modifiers": parsed.modifiers,
            }
        doc = {
            "id": item_id,
            "name": _text(name),
            "category": "armour" if armour else "equipment",
            "range": numbers[0] if numbers else None,
            "hands": {"ranged": 1, "melee": 1} if kind == "shield" else {},
            "keywords": parsed.keywords,
            "modifiers": parsed.modifiers,
        }
        if armour:
            doc["armour"] = max(-6, min(6, parsed.armour or 0))
        return doc

    def _price(self, node: Node, ctx: Context) -> tuple[int, str]:
        costs = self.data.costs(node, ctx, self.uncertain)
        ducats = int(round(costs.get(self.ducats, 0.0)))
        glory = int(round(costs.get(self.glory, 0.0)))
        if ducats and glory:
            self._note(
                "simplified",
                node,
                tr("costs {ducats} ducats and {glory} glory; the catalog keeps the ducats").format(
                    ducats=ducats, glory=glory
                ),
            )
        if glory and not ducats:
            return max(0, glory), "glory"
        return max(0, ducats), "ducats"

    def _plain_categories(self, node: Node) -> list[str]:
        return [link.get("targetId", "") for link in node.parts("categoryLink")]

    def _faction_doc(self, faction_id: str, name: str, kit: _Kit) -> dict[str, Any]:
        roster_models = [r["model"] for r in kit.roster]
        armoury: list[dict[str, Any]] = []
        for item_id, found in kit.prices.items():
            # A model offered an item at two prices (its own free one, and the armoury's)
            # pays the lower; each model then has one price.
            cheapest: dict[str, tuple[int, str, int | None]] = {}
            for offer, models in sorted(
                found.items(), key=lambda o: (o[0][1] != "ducats", o[0][0])
            ):
                for model_id in models:
                    cheapest.setdefault(model_id, offer)
            offers: dict[tuple[int, str, int | None], list[str]] = {}
            for model_id, offer in cheapest.items():
                offers.setdefault(offer, []).append(model_id)
            for (cost, currency, limit), holders in sorted(
                offers.items(), key=lambda o: (-len(o[1]), o[0][0])
            ):
                entry: dict[str, Any] = {"item": item_id, "cost": cost, "currency": currency}
                if limit is not None:
                    entry["limit"] = limit
                if len(offers) > 1 or set(holders) != set(roster_models):
                    entry["models"] = sorted(set(holders))
                armoury.append(entry)
        doc: dict[str, Any] = {
            "id": faction_id,
            "name": _text(name),
            "roster": kit.roster,
            "armoury": armoury,
        }
        for model_id in roster_models:
            here = kit.mandatory.get(model_id, [])
            before = self.always.get(model_id)
            self.always[model_id] = here if before is None else [i for i in before if i in here]
        return doc

    # -- the report ------------------------------------------------------------------------

    def _note(self, kind: str, node: Node, detail: str) -> None:
        key = (kind, node.id, detail)
        if key not in self.report:
            self.report[key] = ReportLine(kind, node.file.name, node.name, node.id, detail)

    def _dangling(self, element: Element, file: DataFile) -> None:
        key = ("broken reference", element.get("id", ""), "dangling")
        if key not in self.report:
            self.report[key] = ReportLine(
                "broken reference",
                file.name,
                " ".join((element.get("name") or "?").split()),
                element.get("id", ""),
                tr("a link to {target}, which is in none of the files").format(
                    target=element.get("targetId", "?")
                ),
            )

    def report_lines(self) -> list[ReportLine]:
        lines = list(self.report.values())
        for (entry_id, what), mods in sorted(self.uncertain.seen.items()):
            count = len(mods)
            found = self.data.by_id.get(entry_id)
            if found is None:
                continue
            element, file = found
            name = " ".join((element.get("name") or "?").split())
            if what in self.data.cost_types:
                said = tr(
                    "its cost changes with what else the warband holds ({count} rules); the "
                    "catalog keeps the cost for a warband without those"
                )
            elif what == "hidden":
                said = tr(
                    "whether it is offered changes with what else the warband holds ({count} "
                    "rules); the catalog offers it"
                )
            elif what == "category":
                said = tr(
                    "its keywords change with what else the warband holds ({count} rules); the "
                    "catalog keeps those of a warband without them"
                )
            else:
                continue  # limits: reported where they are left out (_counts)
            lines.append(
                ReportLine(
                    "depends on the roster",
                    file.name,
                    name,
                    entry_id,
                    said.format(count=count),
                )
            )
        return sorted(lines, key=lambda line: (line.where, line.kind, line.entry, line.entry_id))

    # -- documents -------------------------------------------------------------------------

    def finish(self, reference: Catalog | None) -> None:
        """The last touches: armour worn always, what the data holds that our format cannot
        take, and the reference's ids as aliases."""
        for model_id, items in self.always.items():
            # The data prints a model's Armour with the armour it always wears (Anointed Heavy
            # Infantry: -2, Reinforced Armour included); ours adds worn armour to the model's
            # own (TC-I4), so the model keeps only what is its own.
            worn = sum(self.items[i].get("armour") or 0 for i in items if i in self.items)
            armour = self.models[model_id]["profile"].get("armour")
            if worn and isinstance(armour, int):
                self.models[model_id]["profile"]["armour"] = max(-6, min(0, armour - worn))
        self._effects()
        self._options_of()
        self._sanitise()
        self._aliases(reference)

    def _record_paths(self) -> None:
        """Where a roster holds the campaign's records, as link paths the way New Recruit
        writes them: each catalogue's stash ("stash:<catalogue>") and each model's
        Advancement ("advancement:<model>")."""
        for catalogue in self.data.catalogues.values():
            for link in catalogue.root.iter("entryLink"):
                if link.get("name") == STASH_NAME and link.get("targetId"):
                    self.record_ids.setdefault(
                        f"stash:{catalogue.id}", f"{link.get('id')}::{link.get('targetId')}"
                    )
                    stash = self.data.resolve(link, catalogue)
                    if stash is not None:  # the kit it holds, by its paths as a model's
                        below = self._kit_below.setdefault(f"stash:{catalogue.id}", {})
                        below.setdefault((stash.element, stash.link), self._below(stash, 0))
        for model_id, node in self.model_nodes.items():
            for link in node.element.iter("entryLink"):
                if link.get("targetId") == ADVANCEMENT_GROUP:
                    self.record_ids.setdefault(
                        f"advancement:{model_id}", f"{link.get('id')}::{ADVANCEMENT_GROUP}"
                    )
                    break

    def _options_of(self) -> None:
        """Each required sub-choice names the upgrade it is a choice of; an option the catalog
        does not keep as an upgrade is dropped from the list."""
        for upgrade in self.upgrades.values():
            kept = [o for o in upgrade.get("options", ()) if o in self.upgrades]
            if kept:
                upgrade["options"] = kept
                for option in kept:
                    self.upgrades[option]["option_of"] = upgrade["id"]
            else:
                upgrade.pop("options", None)

    def _effects(self) -> None:
        """Each model's modifiers as its effects (bsdata/effects.py); what they cannot say is
        reported with its entry and why."""
        factions = {doc["id"] for _, doc in self.factions}

        def kept(entry_id: str) -> bool:
            return (
                entry_id in self.items
                or entry_id in self.upgrades
                or entry_id in self.models
                or entry_id in factions
                or entry_id in self.data.catalogues
            )

        compiler = EffectCompiler(self.data, kept, frozenset(self.assumed), frozenset(self.settled))
        self.outcomes = compiler.outcomes

        # The data's own entry of each campaign record (a skill, an injury, a patron, a find,
        # the Elite Promotion): what a .ros names it by when we write one (issue 48).
        # The shared one first (the game system's, a library's: what every roster links to),
        # then a faction's own copy.
        def shared(entry_id: str) -> bool:
            found = self.data.by_id.get(entry_id)
            file = found[1] if found is not None else None
            return file is not None and (
                file is self.data.system or file.root.get("library") == "true"
            )

        for entry_id, record in sorted(
            compiler.records.items(), key=lambda pair: (not shared(pair[0]), pair[0])
        ):
            self.record_ids.setdefault(record, entry_id)
        self._record_paths()
        for model_id, node in self.model_nodes.items():
            found = compiler.model(node)
            if found.effects:
                self.models[model_id]["effects"] = found.effects[:MAX_EFFECTS]
            if len(found.effects) > MAX_EFFECTS:
                self._note(
                    "left out",
                    node,
                    tr("{count} effects beyond the first {most}").format(
                        count=len(found.effects) - MAX_EFFECTS, most=MAX_EFFECTS
                    ),
                )
            unapplied: dict[str, str] = {}
            for entry, why in found.problems:
                self._note(
                    "not expressed",
                    entry,
                    tr("what it does to {model}: {why}").format(model=node.name, why=why),
                )
            for entry, why in found.missed:
                if entry.id == model_id:
                    continue  # the model's own: the report says, a member cannot do otherwise
                # said again beside a member that holds the entry (issue 47)
                token = next(iter(compiler.tokens(entry.id) or ()), None)
                if token is not None and token not in unapplied:
                    unapplied[token] = _text(why)
            if unapplied:
                self.models[model_id]["unapplied"] = [
                    {"entry": token, "why": why} for token, why in list(unapplied.items())[:50]
                ]
        self._limits(compiler)
        for upgrade_id, partner_entry in self.partners.items():
            tokens = compiler.tokens(partner_entry) or ()
            partner = next((t for t in tokens if t in self.upgrades), None)
            if partner and partner != upgrade_id:
                self.upgrades[upgrade_id]["partner"] = partner
        for element, file in compiler.unreached():
            self._note(
                "not expressed",
                Node(element, None, file),
                tr("changes a model, but no model of any faction here can take it"),
            )

    def _limits(self, compiler: EffectCompiler) -> None:
        """Each faction's limits that its warband's contents decide: the entries it offers
        whose number changes with the warband (one Legionnaire per two Heretic Troopers) or
        that are offered only when it holds something (the Homunculus with a Book of
        Golems). What the effects cannot say is reported."""
        compiled: dict[str, dict[str, Any] | None] = {}
        for key, node in {**self.limited, **self.needing}.items():
            try:
                limit = compiler.limit(node, needs=key in self.needing)
            except Unexpressed as why:
                self._note("depends on the roster", node, tr("its limit: {why}").format(why=why))
                limit = None
            compiled[key] = limit
        models_of = {key: set(doc["models"]) for key, doc in self.upgrades.items()}
        for _, doc in self.factions:
            roster = {r["model"]: r for r in doc["roster"]}
            items = {a["item"] for a in doc["armoury"]}
            limits = []
            for key, limit in compiled.items():
                offered = (
                    key in roster or key in items or bool(models_of.get(key, set()) & set(roster))
                )
                if limit is None or not offered:
                    continue
                limits.append({"entry": key, **limit})
                if key in roster and "most" in limit and limit.get("changes"):
                    roster[key]["max"] = None  # the limit says, with the warband's contents
            if limits:
                doc["limits"] = limits

    def _sanitise(self) -> None:
        """Keep what our catalog format can hold: an entry whose id it cannot use is left out
        (and named in the report), with every reference to it; numbers are bounded."""

        def usable(key: str, kind: str, table: Mapping[str, dict[str, Any]]) -> bool:
            if VALID_ID.fullmatch(key):
                return True
            element = self.data.by_id.get(key)
            self.report[("left out", key, "id")] = ReportLine(
                "left out",
                element[1].name if element else "?",
                str(table.get(key, {}).get("name", key))[:200],
                key[:120],
                tr("its id cannot be used as a catalog id ({kind})").format(kind=kind),
            )
            return False

        bad_models = {k for k in self.models if not usable(k, "model", self.models)}
        bad_items = {k for k in self.items if not usable(k, "item", self.items)}
        bad_upgrades = {k for k in self.upgrades if not usable(k, "upgrade", self.upgrades)}
        for key in bad_models:
            del self.models[key]
        for key in bad_items:
            del self.items[key]
        for key in bad_upgrades:
            del self.upgrades[key]
        factions = {doc["id"]: doc for _, doc in self.factions}
        bad_factions = {k for k in factions if not usable(k, "faction", factions)}
        bad_factions |= {k for k, doc in factions.items() if doc.get("variant_of") in bad_factions}
        self.factions = [(f, doc) for f, doc in self.factions if doc["id"] not in bad_factions]
        for _, doc in self.factions:
            doc["roster"] = [r for r in doc["roster"] if r["model"] in self.models]
            kept = []
            for entry in doc["armoury"]:
                if entry["item"] not in self.items:
                    continue
                if "models" in entry:
                    entry["models"] = [m for m in entry["models"] if m in self.models]
                    if not entry["models"]:
                        continue
                kept.append(entry)
            doc["armoury"] = kept
        self._distinct_faction_names()

    def _distinct_faction_names(self) -> None:
        """A variant named as another faction is (the Heretic Legion's "Heretic Naval Raiders"
        beside the catalogue of that name: issue 49) is named with the faction it varies, so
        a list and a picker can tell them apart."""
        names = [doc["name"].casefold() for _, doc in self.factions]
        by_id = {doc["id"]: doc for _, doc in self.factions}
        for _, doc in self.factions:
            base = by_id.get(doc.get("variant_of") or "")
            if base is not None and names.count(doc["name"].casefold()) > 1:
                doc["name"] = f"{doc['name']} ({base['name']})"
            for row in (*doc["roster"], *doc["armoury"]):
                row["cost"] = max(0, min(int(row["cost"]), MAX_COST))
        for upgrade in self.upgrades.values():
            upgrade["models"] = [m for m in upgrade["models"] if m in self.models]
            if "options" in upgrade:
                upgrade["options"] = [o for o in upgrade["options"] if o in self.upgrades]
                if not upgrade["options"]:
                    del upgrade["options"]
            if upgrade.get("option_of") not in self.upgrades:
                upgrade.pop("option_of", None)
            if upgrade.get("partner") not in self.upgrades:
                upgrade.pop("partner", None)
            upgrade["cost"] = max(0, min(int(upgrade["cost"]), MAX_COST))
        self.always = {
            m: [i for i in items if i in self.items]
            for m, items in self.always.items()
            if m in self.models
        }
        for model in self.models.values():
            model["keywords"] = _words(model["keywords"])
            model["abilities"] = _words(model["abilities"])
            if "base_mm" in model:
                model["base_mm"] = [b for b in model["base_mm"] if b > 0] or None
        for item in self.items.values():
            item["keywords"] = _words(item["keywords"])
            mods = item["modifiers"]
            for key in ("attacks", "blast_radius"):
                if key in mods and not 1 <= mods[key] <= 100:
                    del mods[key]
            if "armour_piercing" in mods:
                mods["armour_piercing"] = max(1, min(6, mods["armour_piercing"]))
            for key in ("hit_dice", "injury_dice", "injury_flat"):
                if key in mods:
                    mods[key] = max(-20, min(20, mods[key]))

    def _aliases(self, reference: Catalog | None) -> None:
        """Give each entry the ids the reference catalog (tc-1.6) has for the same thing:
        the same name, a known rename, or — for the playtest's per-variant copies such as
        "Lieutenant (Alba)" — the name without its parenthesis."""
        if reference is None:
            return
        factions = [doc for _, doc in self.factions]
        for docs, entries in (
            (list(self.models.values()), reference.models.values()),
            (list(self.items.values()), reference.items.values()),
            (list(self.upgrades.values()), reference.upgrades.values()),
            (factions, reference.factions.values()),
        ):
            by_name: dict[str, list[dict[str, Any]]] = {}
            for doc in docs:
                key = name_key(doc["name"])
                for found in (key, name_key(re.sub(r"\s*\(.*\)\s*$", "", doc["name"]))):
                    by_name.setdefault(KNOWN_RENAMES.get(found, found), []).append(doc)
                    by_name.setdefault(found, []).append(doc)
            matched: set[str] = set()
            for entry in entries:
                key = name_key(entry.name)
                bare = name_key(re.sub(r"\s*\(.*\)\s*$", "", entry.name))
                for doc in by_name.get(key) or by_name.get(bare) or []:
                    if _other_kind_of_faction(doc, entry):
                        continue  # a variant's ids are a variant's (issue 49: Naval Raiders)
                    matched.add(entry.id)
                    _alias(doc, entry.id)
            # The playtest's model variants ("Trench Ghost", a kind of Anointed Heavy
            # Infantry): the entry of the model type they are a variant of.
            for entry in entries:
                base = getattr(entry, "base_model", None)
                if entry.id in matched or base is None or base not in matched:
                    continue
                for doc in docs:
                    if base in doc.get("aliases", ()):
                        _alias(doc, entry.id)

    def documents(self) -> list[dict[str, Any]]:
        by_file: dict[str, dict[str, Any]] = {}

        def document(file: DataFile) -> dict[str, Any]:
            if file.id not in by_file:
                by_file[file.id] = {
                    "format": "warband-ledger/catalog",
                    "version": 1,
                    "id": f"{self.system}/{self.edition}/bsdata/{_slug(file.title)}",
                    "system": self.system,
                    "edition": self.edition,
                    "name": _text(f"{self.data.system.title}: {file.title}"),
                    "source": _text(
                        f"{file.name.rsplit(':', 1)[-1]} revision {file.revision}, "
                        f"{self.data.system.title} "
                        f"revision {self.data.system.revision} (BattleScribe data)"
                    )[:500],
                    "generated_from": {
                        "format": "battlescribe",
                        "game_system": self.data.system.id,
                        "game_system_revision": self.data.system.revision,
                        "catalogue": file.id,
                        "revision": file.revision,
                    },
                }
            return by_file[file.id]

        for table, key in (
            (self.models, "models"),
            (self.items, "items"),
            (self.upgrades, "upgrades"),
        ):
            for entry_id, doc in table.items():
                document(self.owner[entry_id]).setdefault(key, []).append(doc)
        for file, faction in self.factions:
            document(file).setdefault("factions", []).append(faction)
        for model_id, items in self.always.items():
            if items:
                document(self.owner[model_id]).setdefault("mandatory", []).append(
                    {"models": [model_id], "items": items}
                )
        found = [by_file[key] for key in sorted(by_file, key=lambda k: by_file[k]["id"])]
        if found and self.record_ids:  # with the campaign rules, where there are some
            holder = next((d for d in found if d["id"].endswith("/campaign-rules")), found[0])
            holder["record_ids"] = [
                {"token": token, "id": entry_id}
                for token, entry_id in sorted(self.record_ids.items())
            ][:2000]
        if found and self.entry_paths:
            holder = next((d for d in found if d["id"].endswith("/campaign-rules")), found[0])
            holder["entry_paths"] = self._entry_paths_document()
        return found


def _cost_type(dataset: DataSet, name: str) -> str:
    for type_id, type_name in dataset.cost_types.items():
        if type_name.casefold() == name.casefold():
            return type_id
    return ""


def _signed(text: str) -> int | None:
    match = re.search(r"[+\-−–]?\s*\d+", text)
    if match is None:
        return None
    return int(re.sub(r"\s", "", match.group()).replace("−", "-").replace("–", "-"))


FIRETEAM_GROUP = "Fireteams"
STASH_NAME = "Pile of Stuff"  # each catalogue's model-like holder of the warband's stash
ADVANCEMENT_GROUP = "bc33-e591-8f2e-a847"  # Campaign Rules.cat: a model's campaign records


def _text(text: str) -> str:
    return " ".join(text.split())[:200] or "?"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")[:60] or "data"


def _words(words: list[str]) -> list[str]:
    """Keywords and ability names as our format takes them: each 1 to 200 characters, 50 at
    most, each once."""
    kept = [" ".join(w.split())[:200] for w in words if w and w.strip()]
    return list(dict.fromkeys(kept))[:50]


def _other_kind_of_faction(doc: dict[str, Any], entry: Any) -> bool:
    """A faction of the data and one of the reference that are not both variants or both
    not (the newer data's catalogue "Heretic Naval Raiders" is not the Heretic Legion's
    variant of that name)."""
    if not hasattr(entry, "variant_of") or "roster" not in doc:
        return False
    return bool(doc.get("variant_of")) != bool(entry.variant_of)


def carry_aliases(documents: Sequence[dict[str, Any]], previous: Catalog) -> None:
    """Each entry keeps the other ids (and a model its abilities' other ids and names) it had
    in `previous` under the same id: a newer data set's Submachine Gun is still Trench
    Companion's eq_submachinegun."""
    for document in documents:
        for kind in ("models", "items", "upgrades", "factions"):
            table = getattr(previous, kind)
            for doc in document.get(kind, ()):
                before = table.get(doc["id"])
                if before is None:
                    continue
                for alias in before.aliases:
                    _alias(doc, alias)
                if kind == "models" and before.ability_aliases:
                    known = list(
                        dict.fromkeys([*doc.get("ability_aliases", ()), *before.ability_aliases])
                    )
                    doc["ability_aliases"] = sorted(known, key=str.casefold)[:100]


def _alias(doc: dict[str, Any], alias: str) -> None:
    aliases = doc.setdefault("aliases", [])
    if alias not in aliases and alias != doc["id"]:
        aliases.append(alias)
        aliases.sort()


def _path(*ids: str) -> str:
    """An entryId path as rosters write it: the ids joined by "::"."""
    return "::".join(i for i in ids if i)
