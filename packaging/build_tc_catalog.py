"""Write the Trench Crusade catalogs in resources/catalogs/ from the reference facts file.

    python packaging/build_tc_catalog.py [path/to/trench-crusade-1.6.3-facts.json]

Facts only (names, costs, profiles, keywords, limits); no rules prose. The facts name model
variants (`md_azeb_mv_acolyte`) only by id: their display names are below, and their profiles
are their base model's (marked `"profile_from_base": true`). Armour values are not in the facts:
the usual values are filled in and marked `"sample": true`. Modifier tags become structured
fields through models.catalog.modifiers, which refuses any tag it does not understand.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from models.catalog.modifiers import parse_tags

ROOT = Path(__file__).resolve().parent.parent
FACTS = ROOT.parent / "shared" / "reference" / "trench-crusade-1.6.3-facts.json"
OUT = ROOT / "resources" / "catalogs" / "trench-crusade"

# The patrons a warband may choose (TC-C3), by faction: the facts give each patron's skills
# (its `pt_…` group) but not who may choose it; the community's v1.0.x data does
# ("Patron Selection" in Campaign Rules.cat), the same for the 1.6.3 factions.
PATRONS = (
    ("pt_learnedsaint", "Learned Saint", ("fc_newantioch", "fc_trenchpilgrim")),
    ("pt_warriorsaint", "Warrior Saint", ("fc_newantioch", "fc_trenchpilgrim")),
    ("pt_temporallord", "Temporal Lord", ("fc_newantioch",)),
    ("pt_infernalnoble", "Infernal Noble", ("fc_hereticlegion", "fc_courtofthesevenheadedserpent")),
    ("pt_mammon", "Mammon", ("fc_hereticlegion",)),
    ("pt_sublimegate", "Sublime Gate", ("fc_ironsultanate",)),
    ("pt_orderofthefly", "The Order of the Fly", ("fc_cultoftheblackgrail",)),
    ("pt_antipopeofavignon", "Anti-Pope of Avignon", ("fc_cultoftheblackgrail",)),
)

VARIANT_NAMES = {
    "md_anchoriteshrine_saintmethodius": "Anchorite Shrine (Saint Methodius)",
    "md_annointedheavyinfantry_trenchghost": "Trench Ghost",
    "md_artillerywitch_gaswitch": "Gas Witch",
    "md_azeb_mv_acolyte": "Acolyte",
    "md_azeb_mv_kavass": "Kavass",
    "md_combatmedic_mv_pilgrim": "Combat Medic (Pilgrim)",
    "md_corpseguard_husk": "Husk",
    "md_ecclesiasticprisoner_sacredaffliction": "Ecclesiastic Prisoner (Sacred Affliction)",
    "md_goeticwarlock_mv_knightsofavarice": "Goetic Warlock (Knights of Avarice)",
    "md_grailthrall_bereaved": "Bereaved Thrall",
    "md_grailthrall_cradle_hunger": "Cradle Thrall (Great Hunger)",
    "md_grailthrall_flybereaved": "Bereaved Fly Thrall",
    "md_grailthrall_flythrall": "Fly Thrall",
    "md_grailthrall_flythrall_cradle_hunger": "Cradle Fly Thrall (Great Hunger)",
    "md_grailthrall_flythrall_hunger": "Fly Thrall (Great Hunger)",
    "md_grailthrall_hunger": "Grail Thrall (Great Hunger)",
    "md_heretichorister_barbedwirebanshee": "Barbed Wire Banshee",
    "md_hereticpriest_mammonpriest": "Priest of Mammon",
    "md_houndsoftheblackgrail_prowler": "Prowler",
    "md_janissaries_mv_dervish": "Dervish",
    "md_janissaries_mv_faris": "Faris",
    "md_janissaries_mv_officer": "Janissary Officer",
    "md_lieutenant_alba": "Lieutenant (Alba)",
    "md_lieutenant_eire": "Lieutenant (Eire)",
    "md_mamlukfaris_mv_sipahi": "Sipahi",
    "md_mechanisedheavyinfantry_abyssianna": "Mechanised Heavy Infantry (Abyssinia)",
    "md_mechanisedheavyinfantry_alba": "Mechanised Heavy Infantry (Alba)",
    "md_plagueknight_butcherknight": "Butcher Knight",
    "md_plagueknight_executor": "Executor",
    "md_stigmaticnun_saintmethodius": "Stigmatic Nun (Saint Methodius)",
    "md_sultanateassassin_mv_masterassassin": "Master Assassin",
    "md_takwincreation_golem": "Takwin Golem",
    "md_trenchcleric_erie": "Trench Cleric (Eire)",
    "md_trenchcleric_ethiopia": "Trench Cleric (Abyssinia)",
    "md_trenchcleric_lector": "Lector",
    "md_trenchdog_attackdog": "Attack Dog",
    "md_trenchdog_guarddog": "Guard Dog",
    "md_trenchdog_hellhound": "Hellhound",
    "md_trenchdog_martyrdomdog": "Martyrdom Dog",
    "md_trenchdog_mercydog": "Mercy Dog",
    "md_warprophet_tenthplague": "War Prophet (Tenth Plague)",
    "md_wretched_court": "Wretched (Court)",
    "md_yeoman_survivor": "Survivor",
    "md_yuzbasicaptain_mv_silahdar": "Silahdar",
}

# Injury modifiers of armour (not in the facts; the usual values, marked as samples).
ARMOUR_VALUES = {
    "eq_standardarmour": -1,
    "eq_reinforcedarmour": -2,
    "eq_machinearmour": -3,
    "eq_trenchshield": -1,
    "eq_engineerbodyarmour": -2,
    "eq_alchemistarmour": -1,
    "eq_damascusarmour": -1,
    "eq_fireshield": -1,
    "eq_ironwallkalkan": -1,
    "eq_heavyballisticshield": -1,
    "eq_holyiconshield": -1,
    "eq_holyiconarmour": -1,
    "eq_tarnishedarmour": -1,
    "eq_highlandmachinearmour": -3,
    "eq_blackgrailshield": -1,
    "eq_infernalironarmour": -2,
    "eq_armourofcobar": -2,
    "eq_ducalwingedarmour": -2,
    "eq_armourofthefly": -2,
    "eq_tankpalanquin": -3,
}

KEYWORD_MEANINGS_FILE = "tc-keywords.md"


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def faction_file_name(faction_id: str) -> str:
    return FACTION_FILES[faction_id]


FACTION_FILES = {
    "fc_ironsultanate": "iron-sultanate",
    "fc_newantioch": "new-antioch",
    "fc_trenchpilgrim": "trench-pilgrims",
    "fc_hereticlegion": "heretic-legion",
    "fc_cultoftheblackgrail": "black-grail",
    "fc_courtofthesevenheadedserpent": "court-of-the-seven-headed-serpent",
}
# Abilities the facts name by an id instead of their name.
ABILITY_NAMES = {"ab_rend": "Rend"}
# Spelling slips in the facts' display names (ids stay as they are).
NAME_FIXES = {"The Prinicpality of New Antioch": "The Principality of New Antioch"}


def keyword_meanings(path: Path) -> dict[str, str]:
    meanings: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 2 or cells[0] == "keyword" or cells[0].startswith("-"):
            continue
        if cells[0] == "faction keywords":
            for name in cells[1].split(", "):
                meanings[name] = "faction keyword"
            continue
        for name in re.split(r" / |, ", cells[0].replace("−", "-")):
            keyword = name.strip().replace(" (ACTION)", " ACTION")
            # A row for several keywords says "<kw>" for each one's own name.
            meanings[keyword] = cells[1].replace("<kw>", keyword)
    return meanings


def build(facts: dict[str, Any], meanings: dict[str, str]) -> dict[str, dict[str, Any]]:
    models_by_id = {m["id"]: m for m in facts["models"]}
    model_ids_by_name = {m["name"]: m["id"] for m in facts["models"]}
    items_by_name: dict[str, str] = {}
    for item in facts["equipment"]:
        items_by_name.setdefault(item["name"], item["id"])

    def model_ref(ref: str) -> str:
        if ref in models_by_id or ref in VARIANT_NAMES:
            return ref
        return str(model_ids_by_name[ref])

    models: list[dict[str, Any]] = []
    for m in facts["models"]:
        models.append(_model(m["id"], m["name"], m))
    for variant_id, name in sorted(VARIANT_NAMES.items()):
        base = max((b for b in models_by_id if variant_id.startswith(b + "_")), key=len)
        variant = _model(variant_id, name, models_by_id[base])
        variant["base_model"] = base
        variant["profile_from_base"] = True
        models.append(variant)

    items = [_item(e) for e in facts["equipment"]]

    upgrades: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for u in facts["model_upgrades"]:
        key = "up_" + slug(u["upgrade"]).replace("-", "")
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            key = f"{key}_{seen[key]}"
        upgrades.append(
            {
                "id": key,
                "name": u["upgrade"],
                "models": [model_ref(m) for m in u["models"] if not m.startswith("rl_")],
                "granted_by": [m for m in u["models"] if m.startswith("rl_")],
                "cost": u["cost"],
                "currency": u["cost_type"],
            }
        )

    mandatory: list[dict[str, Any]] = []
    for rule in facts["mandatory_equipment"]:
        if rule["items"] == ["Unarmed"] and not rule["models"]:
            continue  # every model fights unarmed: the catalog's `default_items`
        mandatory.append(
            {
                "models": [model_ref(m) for m in rule["models"]],
                "items": [items_by_name[i] for i in rule["items"]],
                "removable": rule["removable"],
            }
        )

    core = {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "trench-crusade/tc-1.6/core",
        "system": "trench-crusade",
        "edition": "tc-1.6",
        "name": "Trench Crusade 1.6.3: models, armoury, upgrades, tables",
        "source": "trench-crusade-1.6.3-facts.json (community data, facts only)",
        "rules": {
            "currencies": ["ducats", "glory"],
            "starting_budget": 700,
            "max_elites": 6,
            "hands": 2,
            "profile": [
                {"key": "movement", "label": "Move", "suffix": '"', "help": "Movement in inches"},
                {
                    "key": "ranged",
                    "label": "Ranged",
                    "signed": True,
                    "help": "Ranged characteristic: added to ranged attack rolls",
                },
                {
                    "key": "melee",
                    "label": "Melee",
                    "signed": True,
                    "help": "Melee characteristic: added to melee attack rolls",
                },
                {
                    "key": "armour",
                    "label": "Armour",
                    "signed": True,
                    "help": "Armour: the model's own injury modifier (worn armour adds to it)",
                },
            ],
            "default_items": ["eq_unarmed"],
        },
        "keywords": [
            {"name": k, "meaning": meanings.get(k, meanings.get(k.split(" (")[0], ""))}
            for k in facts["keywords"]
        ],
        "models": models,
        "items": items,
        "upgrades": upgrades,
        "mandatory": mandatory,
        "tables": {
            "trauma": [{"name": t["name"], "d66": t["d66"]} for t in facts["trauma_table"]],
            "skills": [{"name": s["name"], "groups": s["groups"]} for s in facts["skills"]],
            "patrons": [
                {"key": key, "name": name, "factions": list(factions)}
                for key, name, factions in PATRONS
            ],
        },
    }

    files: dict[str, dict[str, Any]] = {"core": core}
    variants_of: dict[str, list[dict[str, Any]]] = {}
    for v in facts["variants"]:
        variants_of.setdefault(v["base_faction"], []).append(v)
    for faction in facts["factions"]:
        variants = variants_of.get(faction["id"], [])
        forces = [(faction, None)] + [(v, faction["id"]) for v in variants]
        entries = []
        for force, parent in forces:
            fid = force["id"]
            roster = [
                {
                    "model": model_ref(fm["model_id"]),
                    "cost": fm["cost"],
                    "currency": fm["cost_type"],
                    "min": fm["min"],
                    "max": None if fm["max"] < 0 else fm["max"],
                    "captain": fm["captain"],
                    "mercenary": fm["mercenary"],
                }
                for fm in facts["faction_models"]
                if fid in fm["factions"]
            ]
            armoury = [
                {
                    "item": a["item_id"],
                    "cost": a["cost"],
                    "currency": a["cost_type"],
                    "limit": a["limit"],
                }
                for a in facts["faction_armoury"]
                if fid in a["factions"]
            ]
            name = NAME_FIXES.get(force["name"], force["name"])
            entry: dict[str, Any] = {"id": fid, "name": name}
            if parent is None:
                entry["team"] = faction["team"]
            else:
                entry["variant_of"] = parent
            entry["roster"] = roster
            entry["armoury"] = armoury
            entries.append(entry)
        key = faction_file_name(faction["id"])
        files[key] = {
            "format": "warband-ledger/catalog",
            "version": 1,
            "id": f"trench-crusade/tc-1.6/{key}",
            "system": "trench-crusade",
            "edition": "tc-1.6",
            "name": f"Trench Crusade 1.6.3: {entries[0]['name']} and its variants",
            "source": "trench-crusade-1.6.3-facts.json (community data, facts only)",
            "factions": entries,
        }
    # Mercenaries listed without a faction may be hired by every warband.
    files["core"]["mercenaries"] = [
        {
            "model": model_ref(fm["model_id"]),
            "cost": fm["cost"],
            "currency": fm["cost_type"],
            "min": fm["min"],
            "max": None if fm["max"] < 0 else fm["max"],
            "captain": False,
            "mercenary": True,
        }
        for fm in facts["faction_models"]
        if not fm["factions"] and fm["mercenary"]
    ]
    return files


def _model(model_id: str, name: str, source: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": model_id,
        "name": name,
        "profile": {
            "movement": source["movement"],
            "ranged": source["ranged"],
            "melee": source["melee"],
            "armour": source["armour"],
        },
        "movetype": source["movetype"],
        "base_mm": source["base_mm"],
        "keywords": source["keywords"],
        "abilities": [_ability(a) for a in source["abilities"]],
    }


def _ability(name: str) -> str:
    named = ABILITY_NAMES.get(name, name)
    if re.fullmatch(r"[a-z]{2}_\w+", named):
        raise SystemExit(f"an ability named by its id: {named} (add it to ABILITY_NAMES)")
    return named


def _item(e: dict[str, Any]) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": e["id"],
        "name": e["name"],
        "category": e["category"],
        "range": e["range_in"],
        "hands": {"ranged": e["hands_ranged"], "melee": e["hands_melee"]},
        "usable": {"ranged": e["usable_ranged"], "melee": e["usable_melee"]},
        "keywords": e["keywords"],
        "tags": e["modifiers"],
        "modifiers": parse_tags(e["modifiers"]),
    }
    if e["id"] in ARMOUR_VALUES:
        item["armour"] = ARMOUR_VALUES[e["id"]]
        item["sample"] = True
    return item


def main(argv: list[str]) -> int:
    facts_path = Path(argv[1]) if len(argv) > 1 else FACTS
    facts = json.loads(facts_path.read_text(encoding="utf-8"))
    meanings = keyword_meanings(facts_path.parent / KEYWORD_MEANINGS_FILE)
    files = build(facts, meanings)
    target = OUT / "tc-1.6"
    target.mkdir(parents=True, exist_ok=True)
    for key, document in files.items():
        text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
        (target / f"{key}.json").write_text(text, encoding="utf-8")
        print(f"wrote {target / f'{key}.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
