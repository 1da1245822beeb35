"""Write the bundled campaign content of Trench Crusade v1.0 (resources/campaigns/) from Trench
Companion's game data: the three exploration tables with each location's value and options,
the scenarios with their length and Glorious Deeds (issue 49 §1).

    python packaging/build_tc10_campaign.py path/to/trench-companion-data

Facts only (ids, names, values, what a choice gives); what a location does beyond what the app
applies is said in our own short words, made here from the data's structure. Every item, model
and faction is named by the bundled tc-1.0 catalog's own key, found through the Trench
Companion ids the catalog carries as aliases (packaging/trench_companion_ids.py); one the
catalog lacks is said in the location's words instead, and listed on standard output. The
data's MIT notice travels with the file (resources/campaigns/LICENSE-trench-companion.txt).
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from models.catalog.catalog import Catalog  # noqa: E402
from models.catalog.loader import bundled_catalog  # noqa: E402
from models.ledger.campaigns.campaign_content import exploration_table  # noqa: E402
from models.rules.exploration import BY_BATTLES  # noqa: E402

OUT = ROOT / "resources" / "campaigns"
CONTENT = OUT / "trench-crusade-tc-1.0.json"
LICENCE = OUT / "LICENSE-trench-companion.txt"
MANIFEST = ROOT / "resources" / "manifest.json"
TABLES = {
    "et_commonlocations": "common",
    "et_rarelocations": "rare",
    "et_legendarylocations": "legendary",
}
CURRENCY = {0: "ducats", 1: "glory"}


def _read(folder: Path, *parts: str) -> list[dict[str, Any]]:
    rows = json.loads((folder.joinpath(*parts)).read_text(encoding="utf-8"))
    assert isinstance(rows, list), parts
    return rows


class Content:
    """The data read, and the catalog its ids are matched to."""

    def __init__(self, folder: Path, catalog: Catalog) -> None:
        self.catalog = catalog
        self.locations = _read(folder, "exploration", "exploration_location.json")
        self.by_id = {row["id"]: row for row in self.locations}
        self.skills = {row["id"]: row["name"] for row in _read(folder, "skill", "skill.json")}
        self.abilities = {row["id"]: row["name"] for row in _read(folder, "units", "ability.json")}
        self.equipment = {
            row["id"]: row["name"] for row in _read(folder, "collectable", "equipment.json")
        }
        self.model_names = {row["id"]: row["name"] for row in _read(folder, "units", "model.json")}
        self.relations: dict[str, str] = {}
        for name, member in (
            ("factionequipmentrelationship.json", "equipment_id"),
            ("factionmodelrelationship.json", "model_id"),
        ):
            for row in _read(folder, "relationships", name):
                self.relations[row["id"]] = row[member]
        self.missing: list[str] = []

    def _ours(self, kind: str, tc_id: str) -> str | None:
        """The catalog's key for a Trench Companion id (a relationship's: its entry's)."""
        tc_id = self.relations.get(tc_id, tc_id)
        found = self.catalog.candidates(kind, tc_id)
        if not found:
            self.missing.append(f"{kind} {tc_id}")
            return None
        return found[0]

    def tc_name(self, tc_id: str) -> str:
        tc_id = self.relations.get(tc_id, tc_id)
        return self.equipment.get(tc_id) or self.model_names.get(tc_id) or tc_id

    def factions(self, rules: Mapping[str, Any]) -> list[str]:
        allowed = rules.get("validate_location", {}).get("allowed", [])
        keys = []
        for rule in allowed:
            for tc_id in rule.get("value", []) if rule.get("type") == "faction" else []:
                key = self._ours("factions", tc_id)
                if key and key not in keys:
                    keys.append(key)
        return keys

    def choice(self, rules: Mapping[str, Any]) -> tuple[str, list[str]]:
        """(the key, the ids) of what one pick of the rules chooses from, if anything."""
        for holder in (rules, rules.get("consumable", {})):
            for key in ("gain_new_item_from_list", "gain_new_model_from_list"):
                ids = holder.get(key, {}).get("id", [])
                if len(ids) > 1:
                    return key, list(ids)
        return "", []

    def gains(self, rules: Mapping[str, Any], picked: str | None = None) -> dict[str, Any]:
        """What the rules give (`picked`: the one item or model chosen of a list), and our
        words for what the app leaves to the player."""
        consumable = rules.get("consumable", {})
        given: dict[str, Any] = {"ducats": 0, "glory": 0, "items": [], "models": []}
        words: list[str] = []
        for currency in ("ducats", "glory"):
            gain = rules.get(f"gain_{currency}", {})
            given[currency] += int(gain.get("count", 0))
            for dice, sides in (("dice", "D6"), ("dice3", "D3")):
                if gain.get(dice):
                    times = f" × {gain['mod']}" if gain.get("mod") else ""
                    words.append(f"{gain[dice]}{sides}{times} {currency} more, rolled at the table")
        items: list[str] = []
        for key in ("gain_all_from_list", "gain_all_from_list_find"):
            items += rules.get(key, {}).get("id", [])
        models: list[str] = []
        for holder in (rules, consumable):
            for key, into in (
                ("gain_new_item_from_list", items),
                ("gain_new_model_from_list", models),
            ):
                ids = holder.get(key, {}).get("id", [])
                if len(ids) == 1:
                    into.extend(ids)
                elif picked is not None and picked in ids:
                    into.append(picked)
        replaced = rules.get("gain_replaced_item", {})
        if replaced.get("id"):
            items.append(replaced["id"])
            words.append(f"it takes the place of a {self.tc_name(replaced['treat_as'])} held")
        for tc_id in items:
            ours = self._ours("items", tc_id)
            if ours:
                given["items"].append(ours)
            else:
                words.append(f"{self.tc_name(tc_id)} (not in this catalog: add it by hand)")
        for tc_id in models:
            ours = self._ours("models", tc_id)
            if ours:
                given["models"].append(ours)
            else:
                words.append(f"a {self.tc_name(tc_id)} joins (not in this catalog: add it by hand)")
        skills = rules.get("get_exploration_skills", {}).get("add_skill", [])
        if skills:
            given["warband_skill"] = self.skills.get(skills[0], skills[0])
        for tc_id in rules.get("give_skill", {}).get("id", []):
            given["skill"] = self.skills.get(tc_id, tc_id)
        words += self.by_hand(rules)
        for modifier in rules.get("add_location_modifier", {}).get("id", []):
            words += self.by_hand(self.by_id.get(modifier, {}).get("contextdata", {}))
            if "give_skill" in self.by_id.get(modifier, {}).get("contextdata", {}):
                for tc_id in self.by_id[modifier]["contextdata"]["give_skill"]["id"]:
                    given["skill"] = self.skills.get(tc_id, tc_id)
        if words:
            given["text"] = "; ".join(dict.fromkeys(words))
        return {k: v for k, v in given.items() if v or k in ("ducats", "glory", "items")}

    def by_hand(self, rules: Mapping[str, Any]) -> list[str]:
        """Our words for what the app does not apply itself."""
        words = []
        consumable = rules.get("consumable", {})
        new_item = consumable.get("gain_new_item", {})
        if new_item:
            kinds = " or ".join(new_item.get("limitations", {}).get("category", [])) or "any"
            keywords = [
                k.removeprefix("kw_").upper()
                for k in new_item.get("limitations", {}).get("keyword", [])
            ]
            most = [
                f"worth at most {c['value']} {CURRENCY.get(c.get('type', 0), 'ducats')}"
                for c in new_item.get("limitations", {}).get("cost", [])
                if c.get("subval") == "max"
            ]
            what = " ".join(["one", kinds, *keywords, "item", *most])
            words.append(f"{what} of the faction's armoury, free: add it to the arsenal")
        glory_item = consumable.get("single_exploration_glory_item", {})
        if glory_item:
            cost = glory_item.get("cost", 0)
            limit = "any glory cost" if cost >= 1000 else f"at most {cost} glory"
            words.append(f"one glory item of the armoury ({limit}), free: add it to the arsenal")
        spend = consumable.get("spend_money", {})
        if spend:
            currency = CURRENCY.get(spend.get("type", 0), "ducats")
            times = f", up to {spend['limit']} of them" if spend.get("limit") else ""
            words.append(
                f"items worth up to {spend.get('count', 0)} {currency} in all{times}, free: "
                "add them to the arsenal"
            )
        cap = rules.get("set_exploration_purchase_cap", {})
        if cap:
            cost = cap.get("cost", 0)
            limit = "any glory cost" if cost >= 99 else f"up to {cost} glory each"
            words.append(f"lasting: the warband may buy rare items ({limit})")
        heal = rules.get("scar_heal", {})
        if heal:
            words.append(
                "heals every battle scar of one model"
                if heal.get("all")
                else f"heals {heal.get('count', 1)} battle scar(s): remove them from the model"
            )
        experience = rules.get("gain_experience", {})
        if experience:
            words.append(f"an elite gains {experience.get('gains', 1)} experience")
        upgrade = rules.get("purchase_modifier_upgrade", {})
        for mod in upgrade.get("mod", []):
            tags = ", ".join(r.get("tag", "") for r in mod.get("requirements", []))
            words.append(
                f"lasting: {tags.title()} upgrades cost {-mod.get('cost', 0)} less "
                f"(at least {mod.get('min', 0)})"
            )
        attach = rules.get("warband_attatch", {})
        for added in (
            attach.get("apply_to_attatch", {}).get("true_add_to_model", {}).get("list", [])
        ):
            name = self.abilities.get(added.get("id", ""), added.get("id", ""))
            where = " (on its armour)" if attach.get("restriction_eq") else ""
            words.append(f"a model gains the ability {name}{where}")
        chooses = rules.get("faction_choose_equipment", {}).get("ids", [])
        if chooses:
            names = ", ".join(self.tc_name(i) for i in chooses)
            words.append(f"lasting: the warband may buy {names}")
        return words

    def options(self, location: Mapping[str, Any]) -> list[dict[str, Any]]:
        """The location's options: its own sub-locations, and a pick from a list made into one
        option a pick ("Loot: Sword/Axe")."""
        found = []
        subs: list[dict[str, Any] | None] = [
            r for r in self.locations if r["tags"].get("location_option") == location["id"]
        ]
        for sub in subs or [None]:
            rules = sub["contextdata"] if sub else location["contextdata"]
            _, picks = self.choice(rules)
            pickable: list[str | None] = [*picks] or [None]
            for picked in pickable:
                if sub is None and picked is None:
                    continue
                name = sub["name"] if sub else ""
                if picked:
                    pick = self.tc_name(picked)
                    name = f"{name}: {pick}" if name else pick
                option = {"name": name, **_said(self.gains(rules, picked))}
                factions = self.factions(rules)
                if factions:
                    option["factions"] = factions
                found.append(option)
        return found

    def location(self, row: Mapping[str, Any]) -> dict[str, Any]:
        value = int(row["location_value"])
        options = self.options(row)
        has_subs = any(r["tags"].get("location_option") == row["id"] for r in self.locations)
        # A pick from the location's own list became its options, each with all it gives;
        # beside sub-locations, or with no options, the location gives its own.
        own = self.gains(row["contextdata"]) if has_subs or not options else {}
        if not options:
            own = _said(own)
        found = {
            "name": row["name"],
            "key": row["id"],
            "table": TABLES[row["tags"]["exploration_table"]],
            "first": value,
            "last": value,
            **own,
        }
        if options:
            found["options"] = options
        return found


def _said(gains: dict[str, Any]) -> dict[str, Any]:
    """A choice that gives nothing the app applies and says nothing yet: said to be kept."""
    if not any(gains.values()):
        gains["text"] = "a lasting effect, as the rulebook says (kept among the warband's finds)"
    return gains


def scenarios(folder: Path) -> tuple[list[str], list[str], dict[str, Any]]:
    deeds = {row["id"]: row["name"] for row in _read(folder, "scenario", "glorious_deeds.json")}
    names, rules = [], {}
    for row in _read(folder, "scenario", "scenarios.json"):
        length = row.get("battle_length") or {}
        listed = row["glorious_deeds"]["deeds"] + row["glorious_deeds"]["optional_deeds"]
        names.append(row["name"])
        rules[row["name"]] = {
            "turns": [length["min"], length["max"]] if length else [],
            "deeds": list(dict.fromkeys(deeds[d] for d in listed if d in deeds)),
        }
    return names, list(dict.fromkeys(deeds.values())), rules


def build(folder: Path) -> dict[str, Any]:
    catalog = bundled_catalog("trench-crusade", "tc-1.0")
    content = Content(folder, catalog)
    tables = [row for row in content.locations if "exploration_table" in row["tags"]]
    order = list(TABLES)
    tables.sort(key=lambda r: (order.index(r["tags"]["exploration_table"]), r["location_value"]))
    exploration = {"dice": BY_BATTLES, "locations": [content.location(r) for r in tables]}
    exploration_table(exploration, catalog)  # checked as the app checks it
    names, deeds, rules = scenarios(folder)
    for missing in sorted(set(content.missing)):
        print(f"not in the catalog: {missing}")
    return {
        "source": (
            "Trench Companion's v1.0 game data (Bob-The-Seagull-King/trenchcompendium, MIT: "
            "LICENSE-trench-companion.txt), facts only; built by packaging/build_tc10_campaign.py"
        ),
        "settings": {
            "scenarios": names,
            "deeds": deeds,
            "scenario_rules": rules,
            "exploration": exploration,
        },
    }


def main(argv: Sequence[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    folder = Path(argv[0])
    OUT.mkdir(parents=True, exist_ok=True)
    document = build(folder)
    CONTENT.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    shutil.copyfile(folder / "LICENSE", LICENCE)
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    entries = manifest["entries"]
    entries["campaign.trench-crusade.tc-1.0"] = f"campaigns/{CONTENT.name}"
    entries["campaign.trench-crusade.licence"] = f"campaigns/{LICENCE.name}"
    manifest["entries"] = dict(sorted(manifest["entries"].items()))
    MANIFEST.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {CONTENT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
