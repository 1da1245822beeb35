"""Trench Companion's own ids (its v1.0 game data: `md_azeb_mv_kavass`, `eq_jezzail`,
`up_alchemicalformulae_wings`, `ab_martialprowess` …) as aliases of the bundled tc-1.0
catalog's entries, so that its exports and share records are read by id (issue 48).

    used by packaging/build_tc10_catalog.py with --trench-companion path/to/trench-companion-data

Each of its models, model variants, items, upgrades and factions is matched to the catalog's
entries: by the id the catalog already knows (the 1.6.3 playtest's, which Trench Companion
kept for most entries), by name (with the known renames), and — for an entry the books renamed
since — by what it is: the same cost, offered to the same models or factions, of the same
kind. Among entries of the same name, those the same faction and model are offered keep the
alias (a Submachine Gun at 25 ducats in the Naval Raiders' armoury, not the Legion's at 2
glory). What it gives each model type (its abilities, those of its variants, the abilities
that are its upgrades' names) becomes the model's `ability_aliases`; every id's name becomes
the catalog's `names` (a share record gives only ids). Nothing here is read by the app: it
writes facts into the catalog files, and the report says what it matched and how.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

from models.catalog.bsdata.names import KNOWN_RENAMES
from models.catalog.catalog import Catalog
from models.catalog.names import name_key

# Renames the books made that neither the name nor the cost can find (Trench Companion's
# name → the data's), as name_key writes them; each checked against the offers below.
TC_RENAMES = {
    "melee might": "studied blade",
    "fierce and brave": "fierce lion",
    "artificial life": "abiotic life",
    "mamluk greatsword": "greatsword",
    "infernal gas bomb": "gas bomb",
    "martyr penitent ressurection": "resurrection",
}


@dataclass
class Matched:
    """What became of Trench Companion's entries of one kind."""

    kind: str
    found: dict[str, list[str]] = field(default_factory=dict)  # its id → our ids
    how: dict[str, str] = field(default_factory=dict)  # its id → "id", "name", "offer" …
    missing: list[tuple[str, str]] = field(default_factory=list)  # (id, name) not found


@dataclass
class TrenchCompanion:
    """Its data, as read from the folder."""

    models: dict[str, dict[str, Any]]
    variants: dict[str, dict[str, Any]]
    items: dict[str, dict[str, Any]]
    upgrades: dict[str, dict[str, Any]]
    abilities: dict[str, dict[str, Any]]
    factions: dict[str, dict[str, Any]]
    names: dict[str, str]  # every id → its name
    faction_models: list[dict[str, Any]]
    faction_items: list[dict[str, Any]]
    model_items: list[dict[str, Any]]
    model_upgrades: list[dict[str, Any]]

    @classmethod
    def read(cls, folder: Path) -> TrenchCompanion:
        def table(*parts: str) -> list[dict[str, Any]]:
            data = json.loads((folder.joinpath(*parts)).read_text(encoding="utf-8"))
            if not isinstance(data, list):
                raise ValueError(f"{'/'.join(parts)}: expected a list")
            return data

        def by_id(rows: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
            return {row["id"]: row for row in rows}

        names: dict[str, str] = {}
        for parts in (
            ("units", "model.json"),
            ("units", "modelvariant.json"),
            ("units", "upgrade.json"),
            ("units", "ability.json"),
            ("collectable", "equipment.json"),
            ("collectable", "fireteam.json"),
            ("faction", "faction.json"),
            ("faction", "factionvariant.json"),
            ("faction", "rule.json"),
            ("skill", "patron.json"),
            ("skill", "skill.json"),
            ("skill", "skillgroup.json"),
            ("skill", "injury.json"),
            ("exploration", "exploration_location.json"),
            ("exploration", "exploration_table.json"),
            ("scenario", "scenarios.json"),
            ("scenario", "glorious_deeds.json"),
            ("general", "keyword.json"),
        ):
            for row in table(*parts):
                name = " ".join(str(row.get("name") or "").split())
                if name and isinstance(row.get("id"), str):
                    names[row["id"]] = name[:200]
        return cls(
            models=by_id(table("units", "model.json")),
            variants=by_id(table("units", "modelvariant.json")),
            items=by_id(table("collectable", "equipment.json")),
            upgrades=by_id(table("units", "upgrade.json")),
            abilities=by_id(table("units", "ability.json")),
            factions=by_id(
                [*table("faction", "faction.json"), *table("faction", "factionvariant.json")]
            ),
            names=names,
            faction_models=table("relationships", "factionmodelrelationship.json"),
            faction_items=table("relationships", "factionequipmentrelationship.json"),
            model_items=table("relationships", "modelequipmentrelationship.json"),
            model_upgrades=table("relationships", "modelupgraderelationship.json"),
        )

    def base_of(self, model_id: str) -> str:
        variant = self.variants.get(model_id)
        return str(variant["base_id"]) if variant else model_id


def _keys(name: str) -> list[str]:
    """The name as compared: itself, without a parenthesis, and their known renames."""
    keys = [name_key(name), name_key(re.sub(r"\s*\(.*\)\s*$", "", name))]
    for key in list(keys):
        for table in (KNOWN_RENAMES, {v: k for k, v in KNOWN_RENAMES.items()}, TC_RENAMES):
            if key in table:
                keys.append(table[key])
    return [k for k in dict.fromkeys(keys) if k]


def _alike(one: str, other: str) -> bool:
    """Names a rename or a spelling apart ("Anti-Materiel Rifle", "Anti-Material Rifle";
    "Mamluk Greatsword", "Greatsword")."""
    a, b = name_key(one), name_key(other)
    return a in b or b in a or SequenceMatcher(None, a, b).ratio() >= 0.85


def _by_name(entries: Mapping[str, Any]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for entry in entries.values():
        found.setdefault(name_key(entry.name), []).append(entry.id)
    return found


class _Matcher:
    def __init__(self, tc: TrenchCompanion, catalog: Catalog) -> None:
        self.tc = tc
        self.catalog = catalog
        self.factions = self._match(
            "factions", self.tc.factions, self._same_kind_of_faction, lambda tc_id, row: []
        )

    def _same_kind_of_faction(self, tc_id: str, ours: str) -> bool:
        """A variant for a variant, a faction for a faction: the Heretic Legion's "Heretic
        Naval Raiding Party" is not the newer data's catalogue "Heretic Naval Raiders"."""
        variant = "base_id" in self.tc.factions.get(tc_id, {})
        return variant == (self.catalog.factions[ours].variant_of is not None)

    def _match(
        self,
        kind: str,
        rows: Mapping[str, Mapping[str, Any]],
        offered: Callable[[str, str], bool],
        what_it_is: Callable[[str, Mapping[str, Any]], list[str]],
        other: str | None = None,
        said: str = "what it is (cost, offer, kind)",
    ) -> Matched:
        """Each of its entries: the catalog's by its id (an alias the catalog has) and by its
        name; of those, the ones offered as Trench Companion offers it; none offered, the one
        that is the same thing (`what_it_is`); none of this kind, one of the `other` kind by
        name (an item Trench Companion sells that the data makes an upgrade)."""
        result = Matched(kind)
        table = getattr(self.catalog, kind)
        names = _by_name(table)
        for tc_id, row in rows.items():
            found = list(self.catalog.candidates(kind, tc_id))
            how = "id" if found else "name"
            found += [e for k in _keys(str(row["name"])) for e in names.get(k, [])]
            found = list(dict.fromkeys(found))
            kept = [e for e in found if offered(tc_id, e)]
            if not kept:
                kept = what_it_is(tc_id, row)
                how = said if kept else how
            if not kept and not found and other is not None:
                other_names = _by_name(getattr(self.catalog, other))
                found = [e for k in _keys(str(row["name"])) for e in other_names.get(k, [])]
                kept = [e for e in dict.fromkeys(found) if offered(tc_id, e)]
                how = f"name (one of the {other})"
            if kept:
                result.found[tc_id] = kept
                result.how[tc_id] = how
            elif found:
                result.found[tc_id] = found
                result.how[tc_id] = how + " (not offered as there)"
            else:
                result.missing.append((tc_id, str(row["name"])))
        return result

    def our_factions(self, tc_ids: Iterable[str]) -> set[str]:
        """Our factions for Trench Companion's, each base with its variants (a base
        faction's offer holds in its variants)."""
        ours: set[str] = set()
        for tc_id in tc_ids:
            for faction in self.factions.found.get(tc_id, ()):
                ours.add(faction)
                if "base_id" not in self.tc.factions.get(tc_id, {}):
                    ours.update(v.id for v in self.catalog.variants(faction))
        return ours

    def _sells(self, factions: set[str], entry: str, models: set[str]) -> bool:
        """Whether one of `factions` (any, when none) offers `entry` (an item, or an upgrade)
        to one of `models` (any, when none), or one of the models always carries it."""
        if entry in self.catalog.upgrades:
            holders = set(self.catalog.upgrades[entry].models)
            return not holders or not models or bool(holders & models)
        if any(entry in self.catalog.mandatory_items(m) for m in models):
            return True
        if factions:  # sold there, to any model
            return any(self.catalog.factions[f].armoury_entry(entry) for f in factions)
        return any(  # sold anywhere to one of the models
            e.item == entry and (not models or not e.models or models & set(e.models))
            for f in self.catalog.factions.values()
            for e in f.armoury
        )

    # -- models -----------------------------------------------------------------------------

    def models(self) -> Matched:
        offers: dict[str, set[str]] = {}
        for row in self.tc.faction_models:
            offers.setdefault(str(row["model_id"]), set()).update(row.get("faction_id") or ())
        result = Matched("models")
        rows = {**self.tc.models, **self.tc.variants}

        def offered(tc_id: str, model: str) -> bool:
            base = self.tc.base_of(tc_id)
            factions = self.our_factions(offers.get(tc_id, set()) | offers.get(base, set()))
            return not factions or any(
                self.catalog.roster_entry(f, model) is not None for f in factions
            )

        def base_model(tc_id: str, row: Mapping[str, Any]) -> list[str]:
            # a variant the data does not keep apart is played as its base model type
            base = self.tc.base_of(tc_id)
            return list(result.found.get(base, ())) if base != tc_id else []

        for part in (self.tc.models, self.tc.variants):  # bases first: variants lean on them
            matched = self._match("models", part, offered, base_model, said="its base model")
            result.found.update(matched.found)
            result.how.update(matched.how)
            result.missing += matched.missing
        del rows
        return result

    # -- items ------------------------------------------------------------------------------

    def items(self, models: Matched) -> Matched:
        factions: dict[str, set[str]] = {}
        prices: dict[str, set[tuple[int, str]]] = {}
        for row in self.tc.faction_items:
            tc_id = str(row["equipment_id"])
            factions.setdefault(tc_id, set()).update(row.get("faction_id") or ())
            currency = "glory" if row.get("costtype") == 1 else "ducats"
            prices.setdefault(tc_id, set()).add((int(row["cost"]), currency))
        bearers: dict[str, set[str]] = {}  # item → our models that always carry it
        for row in self.tc.model_items:
            for item in row.get("mandatory_equipment") or ():
                for tc_model in row.get("model_id") or ():
                    bearers.setdefault(item, set()).update(models.found.get(tc_model, ()))

        def offered(tc_id: str, entry: str) -> bool:
            if entry in self.catalog.rules.default_items:
                return True  # every model's (Unarmed)
            ours = self.our_factions(factions.get(tc_id, set()))
            return self._sells(ours, entry, bearers.get(tc_id, set()))

        def what_it_is(tc_id: str, row: Mapping[str, Any]) -> list[str]:
            """The one item of the same kind, sharing a word of its name, that the same
            factions sell at the same price (or the same models always carry)."""
            ours = {
                f
                for f in self.our_factions(factions.get(tc_id, set()))
                if self.catalog.factions[f].variant_of is None
            }
            carriers = bearers.get(tc_id, set())
            if not ours and not carriers:
                return []
            fits = []
            for item in self.catalog.items.values():
                if row.get("category") and item.category != row["category"]:
                    continue
                if not _alike(str(row["name"]), item.name):
                    continue
                carried = any(item.id in self.catalog.mandatory_items(m) for m in carriers)
                sold = bool(ours) and all(
                    any(
                        e.item == item.id
                        and (e.cost.amount, e.cost.currency) in prices.get(tc_id, set())
                        for e in self.catalog.factions[f].armoury
                    )
                    for f in ours
                )
                if carried or sold:
                    fits.append(item.id)
            return fits if len(fits) == 1 else []

        return self._match("items", self.tc.items, offered, what_it_is, other="upgrades")

    # -- upgrades ---------------------------------------------------------------------------

    def upgrades(self, models: Matched) -> Matched:
        takers: dict[str, set[str]] = {}
        prices: dict[str, set[tuple[int, str]]] = {}
        for row in self.tc.model_upgrades:
            tc_id = str(row["upgrade_id"])
            for holder in row.get("model_id_set") or ():
                takers.setdefault(tc_id, set()).update(models.found.get(holder, ()))
            currency = "glory" if row.get("cost_type") == 1 else "ducats"
            prices.setdefault(tc_id, set()).add((int(row.get("cost") or 0), currency))
        names = _by_name(self.catalog.upgrades)
        claimed = {
            u
            for row in self.tc.upgrades.values()
            for k in _keys(str(row["name"]))
            for u in names.get(k, [])
        }

        def offered(tc_id: str, entry: str) -> bool:
            return self._sells(set(), entry, takers.get(tc_id, set()))

        def what_it_is(tc_id: str, row: Mapping[str, Any]) -> list[str]:
            """The one upgrade of the same models at the same price that no name of Trench
            Companion's claims."""
            ours = takers.get(tc_id, set())
            fits = [
                u.id
                for u in self.catalog.upgrades.values()
                if u.id not in claimed
                and ours & set(u.models)
                and (u.cost.amount, u.cost.currency) in prices.get(tc_id, set())
                and not u.option_of
            ]
            return fits if len(fits) == 1 else []

        return self._match("upgrades", self.tc.upgrades, offered, what_it_is, other="items")


@dataclass
class Aliases:
    """What the build writes into the catalog documents."""

    models: Matched
    items: Matched
    upgrades: Matched
    factions: Matched
    ability_aliases: dict[str, list[str]]  # our model → ability ids and names
    names: dict[str, str]

    def report(self) -> list[str]:
        lines = []
        for matched in (self.factions, self.models, self.items, self.upgrades):
            hows: dict[str, int] = {}
            for how in matched.how.values():
                hows[how] = hows.get(how, 0) + 1
            lines.append(
                f"{matched.kind}: {len(matched.found)} matched "
                f"({', '.join(f'{n} by {h}' for h, n in sorted(hows.items()))}), "
                f"{len(matched.missing)} not in the data"
            )
            for tc_id, how in sorted(matched.how.items()):
                if how not in ("id", "name"):
                    lines.append(f"  {tc_id} → {', '.join(matched.found[tc_id])} (by {how})")
            for tc_id, name in matched.missing:
                lines.append(f"  {tc_id} ({name}): no entry of the data")
        return lines


def trench_companion_aliases(folder: Path, catalog: Catalog, playtest: Catalog | None) -> Aliases:
    """Trench Companion's ids for the catalog's entries (`catalog`: built from the documents
    about to be written; `playtest`: the tc-1.6 catalog, whose models' abilities are the
    names Trench Companion's older exports give)."""
    tc = TrenchCompanion.read(folder)
    matcher = _Matcher(tc, catalog)
    models = matcher.models()
    items = matcher.items(models)
    upgrades = matcher.upgrades(models)
    abilities: dict[str, list[str]] = {}
    upgrade_names: dict[str, set[str]] = {}
    for row in tc.model_upgrades:
        name = tc.names.get(str(row["upgrade_id"]))
        for holder in row.get("model_id_set") or ():
            if name:
                upgrade_names.setdefault(holder, set()).add(name_key(name))
    ability_by_name: dict[str, list[str]] = {}
    for ability_id, row in tc.abilities.items():
        ability_by_name.setdefault(name_key(row["name"]), []).append(ability_id)
    for tc_id in [*tc.models, *tc.variants]:
        row = tc.models.get(tc_id) or tc.variants[tc_id]
        given = list(row.get("abilities") or ())
        for name in upgrade_names.get(tc_id, ()):
            given += ability_by_name.get(name, [])
        given += [tc.names[a] for a in list(given) if a in tc.names]
        for ours in models.found.get(tc_id, ()):
            abilities.setdefault(ours, []).extend(given)
    if playtest is not None:
        for model_type in catalog.models.values():
            for alias in model_type.aliases:
                old = playtest.models.get(alias)
                if old is not None:
                    abilities.setdefault(model_type.id, []).extend(old.abilities)
    # What Trench Companion sells or builds in that the data makes a rule of the model (the
    # Communicant's Cross, the Hell Knight's Infernal Iron Armour, a Trench Pilgrim's
    # Resurrection): known under that model's rules, never an entry of its own.
    kit: dict[str, set[str]] = {}
    for row in tc.model_items:
        for item in row.get("mandatory_equipment") or ():
            for tc_model in row.get("model_id") or ():
                kit.setdefault(item, set()).update(models.found.get(tc_model, ()))
    for row in tc.model_upgrades:
        for holder in row.get("model_id_set") or ():
            kit.setdefault(str(row["upgrade_id"]), set()).update(models.found.get(holder, ()))
    # Kit Trench Companion builds into a model that the data neither builds in nor sells to
    # it (the Scripture Guardian's Reinforced Armour: the data's Armour -2 already counts it).
    for tc_id, holders in kit.items():
        if tc_id not in tc.items:
            continue
        for model in holders:
            held = items.found.get(tc_id, [])
            if not any(
                i in catalog.mandatory_items(model)
                or any(f.armoury_entry(i, model) for f in catalog.factions.values())
                for i in held
            ):
                abilities.setdefault(model, []).extend([tc_id, tc.names.get(tc_id, tc_id)])
    for tc_id, name in [*items.missing, *upgrades.missing]:
        for model in kit.get(tc_id, ()):
            rules = {name_key(a) for a in catalog.models[model].abilities}
            if tc_id in tc.items or rules & set(_keys(name)):  # kit; an upgrade by its rule
                abilities.setdefault(model, []).extend([tc_id, name])
    for model, given in abilities.items():
        own = {name_key(a) for a in catalog.models[model].abilities}
        abilities[model] = sorted(
            {a for a in given if name_key(a) not in own and a not in own}, key=str.casefold
        )
    return Aliases(models, items, upgrades, matcher.factions, abilities, tc.names)


def apply_aliases(documents: Iterable[dict[str, Any]], aliases: Aliases) -> None:
    """Write the aliases into the documents (each entry's `aliases`, each model's
    `ability_aliases`)."""
    for document in documents:
        for kind, matched in (
            ("models", aliases.models),
            ("items", aliases.items),
            ("upgrades", aliases.upgrades),
            ("factions", aliases.factions),
        ):
            ours: dict[str, list[str]] = {}
            for tc_id, found in matched.found.items():
                for entry in found:
                    ours.setdefault(entry, []).append(tc_id)
            for doc in document.get(kind, ()):
                for tc_id in ours.get(doc["id"], ()):
                    if tc_id != doc["id"] and tc_id not in doc.setdefault("aliases", []):
                        doc["aliases"].append(tc_id)
                if doc.get("aliases"):
                    doc["aliases"] = sorted(doc["aliases"])[:50]
                if kind == "models" and aliases.ability_aliases.get(doc["id"]):
                    doc["ability_aliases"] = aliases.ability_aliases[doc["id"]][:100]
