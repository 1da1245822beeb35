"""Reading and checking catalog files, and merging them into a Catalog.

A catalog file is JSON (resources/schemas/catalog-1.schema.json). It is checked in two steps
before anything uses it: its shape against the schema, then its meaning (every id it refers to
exists, modifier tags agree with the structured modifiers, profiles use the declared fields).
Every problem names the file, the JSON path and what is wrong. Nothing in a catalog is ever
executed: it is data, parsed with `json`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from models import assets
from models.catalog.catalog import (
    ArmouryEntry,
    Catalog,
    CatalogRules,
    Cost,
    Faction,
    Item,
    Limit,
    Mandatory,
    ModelType,
    Patron,
    ProfileField,
    RosterEntry,
    Upgrade,
    frozen,
)
from models.catalog.effects import SPECIAL_FIELDS, read_effects, read_gate
from models.catalog.modifiers import UnknownTag, parse_tags
from models.i18n import tr
from models.schema_check import check_document, decode_json

FORMAT = "warband-ledger/catalog"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 8 * 1024 * 1024


class CatalogError(ValueError):
    """A catalog file is unusable; the message names the file, the place and the problem."""


@dataclass(frozen=True)
class CatalogDocument:
    """A parsed, schema-checked catalog file and where it came from."""

    where: str  # a file name, shown in messages
    data: Mapping[str, Any]
    sha256: str

    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def system(self) -> str:
        return str(self.data["system"])

    @property
    def edition(self) -> str:
        return str(self.data["edition"])

    @property
    def name(self) -> str:
        return str(self.data["name"])

    @property
    def generated_from(self) -> str | None:
        """The format a reader made this file from ("battlescribe"), if any."""
        source = self.data.get("generated_from")
        return str(source["format"]) if isinstance(source, Mapping) else None

    @property
    def bundled(self) -> bool:
        return self.where.startswith("catalogs/")

    def text(self) -> str:
        return json.dumps(self.data, ensure_ascii=False, sort_keys=True)


@cache
def catalog_schema() -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(assets.read_bytes("schema.catalog"))
    return schema


def parse_document(content: bytes | str, where: str) -> CatalogDocument:
    """Check one catalog file's JSON and shape; raise CatalogError naming every problem."""
    raw = content.encode("utf-8") if isinstance(content, str) else content
    data = decode_json(raw, where, MAX_FILE_BYTES, CatalogError)
    check_document(
        data,
        where,
        file_format=FORMAT,
        version=FORMAT_VERSION,
        schema=catalog_schema(),
        what="catalog",
        error=CatalogError,
    )
    _refuse_repeated_ids(data, where)
    return CatalogDocument(where, data, sha256(raw))


def _refuse_repeated_ids(data: dict[str, Any], where: str) -> None:
    """One id names one entry of a section: a file naming one twice could only be stored
    half (the database keys entries by id), so it is refused whole, naming both places."""
    problems = []
    for section in ("factions", "models", "items", "upgrades"):
        first: dict[str, int] = {}
        for index, entry in enumerate(data.get(section, ())):
            key = entry.get("id") if isinstance(entry, dict) else None
            if not isinstance(key, str):
                continue
            if key in first:
                problems.append(
                    tr(
                        "{where}: $.{section}[{index}].id: {key!r} is $.{section}[{first}] too"
                    ).format(where=where, section=section, index=index, key=key, first=first[key])
                )
            first.setdefault(key, index)
    if problems:
        raise CatalogError("\n".join(problems))


def bundled_documents() -> tuple[CatalogDocument, ...]:
    """Every catalog shipped with the app (manifest keys `catalog.…`)."""
    return _bundled()


@cache
def _bundled() -> tuple[CatalogDocument, ...]:
    return tuple(parse_document(content, where) for where, content in bundled_files())


@cache
def bundled_files() -> tuple[tuple[str, bytes], ...]:
    """(file name, raw content) of every bundled catalog, for cheap change checks by hash."""
    keys = sorted(key for key in assets.manifest() if key.startswith("catalog."))
    return tuple((assets.manifest()[key], assets.read_bytes(key)) for key in keys)


def sha256(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


def editions(documents: Iterable[CatalogDocument]) -> dict[str, list[str]]:
    """System → the editions these documents provide, in first-seen order."""
    found: dict[str, list[str]] = {}
    for doc in documents:
        listed = found.setdefault(doc.system, [])
        if doc.edition not in listed:
            listed.append(doc.edition)
    return found


def build_catalog(system: str, edition: str, documents: Sequence[CatalogDocument]) -> Catalog:
    """Merge the documents of one system and edition (following `extends`) into a Catalog.

    Documents later in the sequence replace entries with the same id from earlier ones (a
    user's catalog overrides a bundled entry); two bundled files defining one id is an error.
    """
    chain = _edition_chain(system, edition, documents)
    merged = _Merged(system, edition)
    for step in chain:
        here = [doc for doc in documents if doc.system == system and doc.edition == step]
        # A user's BattleScribe data set replaces the bundled one of the same edition whole:
        # an entry the newer data dropped must not survive from the older.
        if any(doc.generated_from and not doc.bundled for doc in here):
            here = [doc for doc in here if not (doc.generated_from and doc.bundled)]
        for doc in here:
            merged.add(doc)
    if not merged.sources:
        raise CatalogError(
            tr("no catalog for {system} {edition}").format(system=system, edition=edition)
        )
    return merged.check_and_build()


def _edition_chain(system: str, edition: str, documents: Sequence[CatalogDocument]) -> list[str]:
    chain = [edition]
    while True:
        parents = {
            str(doc.data["extends"])
            for doc in documents
            if doc.system == system and doc.edition == chain[0] and "extends" in doc.data
        }
        if not parents:
            return chain
        if len(parents) > 1:
            raise CatalogError(
                tr("{system} {value}: extends more than one edition: {parents}").format(
                    system=system, value=chain[0], parents=parents
                )
            )
        parent = parents.pop()
        if parent in chain:
            raise CatalogError(
                tr("{system} {edition}: editions extend each other in a loop").format(
                    system=system, edition=edition
                )
            )
        chain.insert(0, parent)


class _Merged:
    """The entries of several documents, keyed by id, remembering which file said what."""

    LISTS = ("models", "items", "upgrades", "factions")

    def __init__(self, system: str, edition: str) -> None:
        self.system = system
        self.edition = edition
        self.sources: list[str] = []
        self.entries: dict[str, dict[str, tuple[str, str, Mapping[str, Any]]]] = {
            name: {} for name in self.LISTS
        }
        self.keywords: dict[str, str] = {}
        self.rules: dict[str, Any] = {}
        self.mercenaries: list[tuple[str, str, Mapping[str, Any]]] = []
        self.additions: list[tuple[str, str, Mapping[str, Any]]] = []
        self.mandatory: list[tuple[str, str, Mapping[str, Any]]] = []
        self.tables: dict[str, Any] = {}
        self.effects: list[tuple[str, str, Mapping[str, Any]]] = []
        self.patrons_where = ""  # the file whose patrons table stands (the last one read)
        self.names: dict[str, str] = {}
        self.record_ids: dict[str, str] = {}
        self.entry_paths: dict[str, str] = {}
        self.bundled_ids: dict[str, dict[str, str]] = {name: {} for name in self.LISTS}

    def add(self, doc: CatalogDocument) -> None:
        self.sources.append(doc.where)
        data = doc.data
        bundled = doc.bundled
        for name in self.LISTS:
            for index, entry in enumerate(data.get(name, ())):
                key = entry["id"]
                if bundled:
                    earlier = self.bundled_ids[name].get(key)
                    if earlier is not None and earlier != doc.where:
                        place = f"{doc.where}: $.{name}[{index}].id"
                        raise CatalogError(
                            tr("{place}: {key!r} is defined in {earlier} too").format(
                                place=place, key=key, earlier=earlier
                            )
                        )
                    self.bundled_ids[name][key] = doc.where
                self.entries[name][key] = (doc.where, f"$.{name}[{index}]", entry)
        for kw in data.get("keywords", ()):
            self.keywords[kw["name"]] = kw.get("meaning", "")
        self.rules.update(data.get("rules", {}))
        for index, entry in enumerate(data.get("mercenaries", ())):
            self.mercenaries.append((doc.where, f"$.mercenaries[{index}]", entry))
        for index, entry in enumerate(data.get("additions", ())):
            self.additions.append((doc.where, f"$.additions[{index}]", entry))
        for index, entry in enumerate(data.get("mandatory", ())):
            self.mandatory.append((doc.where, f"$.mandatory[{index}]", entry))
        for index, entry in enumerate(data.get("effects", ())):
            self.effects.append((doc.where, f"$.effects[{index}]", entry))
        self.tables.update(data.get("tables", {}))
        self.names.update((n["id"], n["name"]) for n in data.get("names", ()))
        self.record_ids.update((r["token"], r["id"]) for r in data.get("record_ids", ()))
        paths = data.get("entry_paths", {})
        for kind in ("root", "inunit", "categories", "revisions"):
            self.entry_paths.update((f"{kind}:{k}", v) for k, v in paths.get(kind, {}).items())
        for model, below in paths.get("kit", {}).items():
            for entry, links in below.items():
                self.entry_paths[f"kit:{model}:{entry}"] = f"{links}::{entry}" if links else entry
        if "patrons" in data.get("tables", {}):
            self.patrons_where = doc.where

    def _add_to_factions(self, errors: list[str]) -> None:
        """Entries a file adds to another file's faction (a warband's custom entries)."""
        factions = self.entries["factions"]
        for where, path, addition in self.additions:
            found = factions.get(addition["faction"])
            if found is None:
                errors.append(f"{where}: {path}.faction: unknown faction {addition['faction']!r}")
                continue
            factions[addition["faction"]] = (found[0], found[1], _extended(found[2], addition))

    def check_and_build(self) -> Catalog:
        errors: list[str] = []
        self._add_to_factions(errors)
        models = self.entries["models"]
        items = self.entries["items"]
        factions = self.entries["factions"]
        profile = tuple(ProfileField(**field) for field in self.rules.get("profile", ()))
        profile_keys = {field.key for field in profile}

        def need(kind: str, table: Mapping[str, Any], key: str, where: str, path: str) -> None:
            if key not in table:
                errors.append(f"{where}: {path}: unknown {kind} {key!r}")

        for where, path, entry in models.values():
            for name in entry["profile"]:
                if profile_keys and name not in profile_keys:
                    errors.append(f"{where}: {path}.profile: {name!r} is not a profile field")
            if "base_model" in entry:
                need("model", models, entry["base_model"], where, f"{path}.base_model")
            for i, effect in enumerate(entry.get("effects", ())):
                place = f"{path}.effects[{i}]"
                _check_effect(effect, profile_keys, where, place, errors)
                if "models" in effect:
                    errors.append(
                        f"{where}: {place}.models: only the catalog-wide effects name models"
                    )
        for where, path, effect in self.effects:
            _check_effect(effect, profile_keys, where, path, errors)
            for i, model in enumerate(effect.get("models", ())):
                need("model", models, model, where, f"{path}.models[{i}]")
        for where, path, entry in items.values():
            if "tags" in entry:
                try:
                    parsed = parse_tags(entry["tags"])
                except UnknownTag as exc:
                    errors.append(f"{where}: {path}.tags: {exc}")
                else:
                    if parsed != dict(entry.get("modifiers", {})):
                        errors.append(
                            f"{where}: {path}.modifiers: do not match its tags "
                            f"(the tags say {parsed})"
                        )
        for index, patron in enumerate(self.tables.get("patrons", ())):
            for i, faction in enumerate(patron["factions"]):
                need(
                    "faction",
                    factions,
                    faction,
                    self.patrons_where,
                    f"$.tables.patrons[{index}].factions[{i}]",
                )
        for where, path, entry in self.entries["upgrades"].values():
            for i, model in enumerate(entry.get("models", ())):
                need("model", models, model, where, f"{path}.models[{i}]")
        for where, path, entry in self.entries["upgrades"].values():
            for i, option in enumerate(entry.get("options", ())):
                need("upgrade", self.entries["upgrades"], option, where, f"{path}.options[{i}]")
            if "partner" in entry:
                mate = entry["partner"]
                need("upgrade", self.entries["upgrades"], mate, where, f"{path}.partner")
            if "option_of" in entry:
                parent = entry["option_of"]
                need("upgrade", self.entries["upgrades"], parent, where, f"{path}.option_of")
        for where, path, entry in factions.values():
            if "variant_of" in entry:
                need("faction", factions, entry["variant_of"], where, f"{path}.variant_of")
            for i, limit in enumerate(entry.get("limits", ())):
                place = f"{path}.limits[{i}]"
                if not any(limit["entry"] in t for t in (models, items, self.entries["upgrades"])):
                    errors.append(f"{where}: {place}.entry: unknown entry {limit['entry']!r}")
                nested = [limit.get("needs"), *(c.get("when") for c in limit.get("changes", ()))]
                if max(_depth(g) for g in nested) > MAX_GATE_DEPTH:
                    errors.append(
                        f"{where}: {place}: conditions nested more than {MAX_GATE_DEPTH} deep"
                    )
                for j, change in enumerate(limit.get("changes", ())):
                    if change["field"] != "most" or change["op"] not in NUMBER_OPS:
                        errors.append(
                            f"{where}: {place}.changes[{j}]: a limit's change sets, adds to or "
                            "takes from 'most'"
                        )
            for i, row in enumerate(entry["roster"]):
                need("model", models, row["model"], where, f"{path}.roster[{i}].model")
                _check_min_max(row, where, f"{path}.roster[{i}]", errors)
            for i, row in enumerate(entry.get("armoury", ())):
                need("item", items, row["item"], where, f"{path}.armoury[{i}].item")
                for j, model in enumerate(row.get("models", ())):
                    need("model", models, model, where, f"{path}.armoury[{i}].models[{j}]")
        for where, path, row in self.mercenaries:
            need("model", models, row["model"], where, f"{path}.model")
        for where, path, rule in self.mandatory:
            for i, model in enumerate(rule["models"]):
                need("model", models, model, where, f"{path}.models[{i}]")
            for i, item in enumerate(rule["items"]):
                need("item", items, item, where, f"{path}.items[{i}]")
        for i, item in enumerate(self.rules.get("default_items", ())):
            need("item", items, item, "rules", f"$.rules.default_items[{i}]")
        for name in self.LISTS:  # another entry's id as an alias: a file's id would mean two
            table = self.entries[name]
            for where, path, entry in table.values():
                for i, alias in enumerate(entry.get("aliases", ())):
                    if alias in table and alias != entry["id"]:
                        errors.append(
                            f"{where}: {path}.aliases[{i}]: {alias!r} is the id of another entry"
                        )
        if errors:
            raise CatalogError("\n".join(errors[:20]))

        rules = CatalogRules(
            currencies=tuple(self.rules.get("currencies", ("ducats", "glory"))),
            starting_budget=self.rules.get("starting_budget", 0),
            max_elites=self.rules.get("max_elites"),
            hands=self.rules.get("hands", 2),
            characteristics_as_dice=self.rules.get("characteristics_as_dice", False),
            profile=profile,
            default_items=tuple(self.rules.get("default_items", ())),
        )
        return Catalog(
            system=self.system,
            edition=self.edition,
            rules=rules,
            keywords=frozen(self.keywords),
            models=frozen({k: _model(e) for k, (_, _, e) in models.items()}),
            items=frozen({k: _item(e) for k, (_, _, e) in items.items()}),
            upgrades=frozen({k: _upgrade(e) for k, (_, _, e) in self.entries["upgrades"].items()}),
            factions=frozen({k: _faction(e) for k, (_, _, e) in factions.items()}),
            mercenaries=tuple(_roster_entry(e) for _, _, e in self.mercenaries),
            mandatory=tuple(
                Mandatory(tuple(e["models"]), tuple(e["items"]), e.get("removable", False))
                for _, _, e in self.mandatory
            ),
            trauma=tuple((t["name"], tuple(t["d66"])) for t in self.tables.get("trauma", ())),
            skills=tuple((s["name"], tuple(s["groups"])) for s in self.tables.get("skills", ())),
            sources=tuple(self.sources),
            patrons=tuple(
                Patron(p["key"], p["name"], tuple(p["factions"]))
                for p in self.tables.get("patrons", ())
            ),
            names=frozen(self.names),
            record_ids=frozen(self.record_ids),
            entry_paths=frozen(self.entry_paths),
            effects=tuple(
                (tuple(e.get("models", ())), effect)
                for (_, _, e), effect in zip(
                    self.effects, read_effects([e for _, _, e in self.effects]), strict=True
                )
            ),
        )


def _extended(faction: Mapping[str, Any], addition: Mapping[str, Any]) -> dict[str, Any]:
    listed = {row["model"] for row in faction["roster"]}
    return {
        **faction,
        "roster": [
            *faction["roster"],
            *(row for row in addition.get("roster", ()) if row["model"] not in listed),
        ],
        "armoury": [*faction.get("armoury", ()), *addition.get("armoury", ())],
    }


# Which operations make sense on which field (models/catalog/effects.py).
TEXT_FIELDS = ("name", "movetype")
TEXT_OPS = ("set", "append", "prepend", "replace")
NUMBER_OPS = ("set", "increment", "decrement", "replace")


def _check_effect(
    effect: Mapping[str, Any], profile_keys: set[str], where: str, path: str, errors: list[str]
) -> None:
    """An effect's field is one the models have, its operation one that field takes and its
    value of the field's kind; its conditions are checked by the schema."""
    field, op, value = effect["field"], effect["op"], effect["value"]
    if _depth(effect.get("when")) > MAX_GATE_DEPTH:
        errors.append(f"{where}: {path}.when: conditions nested more than {MAX_GATE_DEPTH} deep")
    if profile_keys and field not in profile_keys and field not in SPECIAL_FIELDS:
        errors.append(
            f"{where}: {path}.field: {field!r} is neither a profile field nor one of "
            f"{', '.join(SPECIAL_FIELDS)}"
        )
        return
    allowed: tuple[str, ...]
    if field == "keywords":
        allowed = ("add", "remove")
    elif field in TEXT_FIELDS:
        allowed = TEXT_OPS
    else:
        allowed = NUMBER_OPS
    if op not in allowed:
        errors.append(
            f"{where}: {path}.op: {op!r} does not apply to {field!r} (one of {', '.join(allowed)})"
        )
    elif field not in ("keywords", *TEXT_FIELDS) and not isinstance(value, int):
        errors.append(f"{where}: {path}.value: {field!r} takes a whole number, not {value!r}")
    elif op in ("increment", "decrement") and not isinstance(value, int):
        errors.append(f"{where}: {path}.value: {op} needs a whole number, not {value!r}")
    elif field in ("keywords", *TEXT_FIELDS) and not isinstance(value, str):
        errors.append(f"{where}: {path}.value: {field!r} takes text, not {value!r}")


MAX_GATE_DEPTH = 16  # conditions within conditions: the community data nests 3 deep


def _depth(gate: Any) -> int:
    """How deep a condition's groups nest (walked without recursion)."""
    deepest, todo = 0, [(gate, 1)] if isinstance(gate, Mapping) else []
    while todo:
        current, level = todo.pop()
        deepest = max(deepest, level)
        todo += [(g, level + 1) for g in current.get("gates", ()) if isinstance(g, Mapping)]
    return deepest


def _check_min_max(row: Mapping[str, Any], where: str, path: str, errors: list[str]) -> None:
    if row["max"] is not None and row["min"] > row["max"]:
        errors.append(f"{where}: {path}: min {row['min']} is above max {row['max']}")


def _model(e: Mapping[str, Any]) -> ModelType:
    size = e.get("unit_size", {"min": 1, "max": 1})
    return ModelType(
        id=e["id"],
        name=e["name"],
        profile=frozen(e["profile"]),
        keywords=tuple(e.get("keywords", ())),
        abilities=tuple(e.get("abilities", ())),
        movetype=e.get("movetype", ""),
        base_mm=tuple(e.get("base_mm") or ()),
        base_model=e.get("base_model"),
        unit_min=size["min"],
        unit_max=size["max"],
        sample=e.get("sample", False),
        aliases=tuple(e.get("aliases", ())),
        ability_aliases=tuple(e.get("ability_aliases", ())),
        effects_data=tuple(e.get("effects", ())),
        unapplied=tuple((u["entry"], u["why"]) for u in e.get("unapplied", ())),
    )


def _item(e: Mapping[str, Any]) -> Item:
    hands = e.get("hands", {})
    usable = e.get("usable", {})
    return Item(
        id=e["id"],
        name=e["name"],
        category=e["category"],
        range=e.get("range"),
        hands_ranged=hands.get("ranged"),
        hands_melee=hands.get("melee"),
        usable_ranged=usable.get("ranged", e["category"] == "ranged"),
        usable_melee=usable.get("melee", e["category"] == "melee"),
        keywords=tuple(e.get("keywords", ())),
        modifiers=frozen(e.get("modifiers", {})),
        armour=e.get("armour"),
        stats=frozen(e.get("stats", {})),
        bands=frozen(e.get("bands", {})),
        sample=e.get("sample", False),
        aliases=tuple(e.get("aliases", ())),
    )


def _upgrade(e: Mapping[str, Any]) -> Upgrade:
    return Upgrade(
        id=e["id"],
        name=e["name"],
        cost=Cost(e["cost"], e["currency"]),
        models=tuple(e.get("models", ())),
        granted_by=tuple(e.get("granted_by", ())),
        aliases=tuple(e.get("aliases", ())),
        fireteam=bool(e.get("fireteam", False)),
        options=tuple(e.get("options", ())),
        option_of=e.get("option_of"),
        campaign=e.get("campaign", ""),
        partner=e.get("partner"),
    )


def _roster_entry(e: Mapping[str, Any]) -> RosterEntry:
    return RosterEntry(
        model=e["model"],
        cost=Cost(e["cost"], e["currency"]),
        min=e["min"],
        max=e["max"],
        captain=e.get("captain", False),
        mercenary=e.get("mercenary", False),
        elite=e.get("elite", False),
    )


def _armoury_entry(a: Mapping[str, Any]) -> ArmouryEntry:
    return ArmouryEntry(
        a["item"], Cost(a["cost"], a["currency"]), a.get("limit"), tuple(a.get("models", ()))
    )


def _faction(e: Mapping[str, Any]) -> Faction:
    return Faction(
        id=e["id"],
        name=e["name"],
        roster=tuple(_roster_entry(r) for r in e["roster"]),
        armoury=tuple(_armoury_entry(a) for a in e.get("armoury", ())),
        team=e.get("team", ""),
        variant_of=e.get("variant_of"),
        aliases=tuple(e.get("aliases", ())),
        selected_with=tuple(e.get("selected_with", ())),
        rules=tuple(e.get("rules", ())),
        limits=tuple(
            Limit(
                entry=limit["entry"],
                most=limit.get("most"),
                changes=read_effects(limit.get("changes", ())),
                needs=read_gate(limit["needs"]) if "needs" in limit else None,
            )
            for limit in e.get("limits", ())
        ),
    )


@cache
def bundled_catalog(system: str, edition: str) -> Catalog:
    """The app's own catalog of one system and edition (cached: it never changes)."""
    return build_catalog(system, edition, bundled_documents())


def extend_catalog(catalog: Catalog, data: Mapping[str, Any]) -> Catalog:
    """`catalog` with one more document's models, items and additions to its factions (a
    warband's custom entries, before they are stored; the stored document merges the same way
    through build_catalog)."""
    factions = dict(catalog.factions)
    for addition in data.get("additions", ()):
        faction = factions[addition["faction"]]
        listed = {row.model for row in faction.roster}
        factions[faction.id] = replace(
            faction,
            roster=faction.roster
            + tuple(
                _roster_entry(r) for r in addition.get("roster", ()) if r["model"] not in listed
            ),
            armoury=faction.armoury + tuple(_armoury_entry(a) for a in addition.get("armoury", ())),
        )
    return replace(
        catalog,
        models=frozen({**catalog.models, **{m["id"]: _model(m) for m in data.get("models", ())}}),
        items=frozen({**catalog.items, **{i["id"]: _item(i) for i in data.get("items", ())}}),
        factions=frozen(factions),
    )
