"""Write the bundled Trench Crusade v1.0 catalog (resources/catalogs/trench-crusade/tc-1.0/) from
the community's BattleScribe data, with the same reader the app's import uses.

    python packaging/build_tc10_catalog.py path/to/bsdata-folder [more .gst/.cat files]
        [--trench-companion path/to/trench-companion-data]

Writes one `bsdata-<catalogue>.json` per data file that defines something (facts only: ids,
names, costs, limits, profiles, keywords; no rules prose), `core.json` (what the data does not
say: the rules' numbers, our short keyword texts, the campaign tables, fists), updates
resources/manifest.json, and writes the reader's report to docs/catalog-report-tc-1.0.txt so
anyone can see what the data holds that the catalog does not express. With Trench Companion's
v1.0 data, its ids become aliases of the entries (packaging/trench_companion_ids.py) and its
names the catalog's `names`; what it matched and how is written to
docs/trench-companion-ids.txt.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from models.catalog.bsdata.convert import convert  # noqa: E402
from models.catalog.bsdata.data import DataSet  # noqa: E402
from models.catalog.bsdata.files import read_data_files  # noqa: E402
from models.catalog.catalog import Catalog  # noqa: E402
from models.catalog.loader import (  # noqa: E402
    CatalogDocument,
    build_catalog,
    bundled_catalog,
)
from models.catalog.names import name_key  # noqa: E402

OUT = ROOT / "resources" / "catalogs" / "trench-crusade" / "tc-1.0"
TC16_CORE = ROOT / "resources" / "catalogs" / "trench-crusade" / "tc-1.6" / "core.json"
MANIFEST = ROOT / "resources" / "manifest.json"
REPORT = ROOT / "docs" / "catalog-report-tc-1.0.txt"
TC_REPORT = ROOT / "docs" / "trench-companion-ids.txt"

# Keywords of the v1.0 books the playtest catalog does not explain: our own short words.
TC10_KEYWORDS = {
    "AMMUNITION (X)": "loaded ammunition: the weapon gains keyword X (tc-1.0)",
    "ARMOUR PIERCING": (
        "reduces the target's total armour/shield injury modifier by 1 (not below 0) (tc-1.0)"
    ),
    "AUTOMATIC (X)": 'X ranged attacks per action, targets within 6" of each other (tc-1.0)',
    "BLESSED (X)": "starts each battle with X BLESSING markers (tc-1.0)",
    "CLEAVE (X)": "a hit takes X injury rolls, one after another (tc-1.0)",
    "COVER": "models behind or touching it count as in cover (tc-1.0)",
    "DEADLY": "Down results of its injury rolls count as Out of Action (tc-1.0)",
    "DEPLOYABLE": "set up on the table as a marker or terrain piece during the battle (tc-1.0)",
    "FLAMETHROWER": "a flame template: no hit roll, every model under it is hit (tc-1.0)",
    "HELD": "carried in a hand: counts against the hands it may use (tc-1.0)",
    "IGNORE ELEVATED POSITION": "the target gains nothing from standing higher (tc-1.0)",
    "IGNORE LONG RANGE": "no −1 DICE for long range (tc-1.0)",
    "IGNORE RANGE": "no range limit or range penalty (tc-1.0)",
    "IMPERVIOUS": "ignores the first injury roll's extra effects each turn (tc-1.0)",
    "INFECTION MARKERS": "its hits give INFECTION markers instead of BLOOD (tc-1.0)",
    "INJURY DICE": (
        "±DICE on injury rolls, kept apart from success-roll ±DICE; total negative injury "
        "modifier capped at −3 (tc-1.0)"
    ),
    "NEGATE DIFFICULT TERRAIN": "moves through difficult terrain as if open (tc-1.0)",
    "NEGATE FEAR": "ignores FEAR (tc-1.0)",
    "NEGATE FIRE": "no BLOOD marker from FIRE (tc-1.0)",
    "NEGATE GAS": "no BLOOD marker from GAS (tc-1.0)",
    "NEGATE SHRAPNEL": "no BLOOD marker from SHRAPNEL (tc-1.0)",
    "PISTOL": "may be used in melee as an off-hand weapon (tc-1.0)",
    "REGENERATE (X)": "removes X BLOOD markers when it activates (tc-1.0)",
    "RELOAD": "after firing, an action must be spent to reload before the next shot (tc-1.0)",
    "SCATTER": "a miss lands away from the target point, not on it (tc-1.0)",
    "SHOTGUN": "+1 DICE to hit within half range (tc-1.0)",
}


# The playtest's patrons by the v1.0.x catalogues' ids ("Patron Selection" in Campaign
# Rules.cat: the primary catalogue that may choose each), and the patron v1.0 adds with its
# skill table (its "Patron Skills" entry there).
BSDATA_FACTIONS = {
    "fc_newantioch": "707d-5bdf-586e-f704",
    "fc_trenchpilgrim": "d54d-055d-bbc0-a20f",
    "fc_hereticlegion": "6941-ec54-3001-8288",
    "fc_courtofthesevenheadedserpent": "44b9-e92b-2dc0-6820",
    "fc_ironsultanate": "72ab-daa4-80ee-e9a5",
    "fc_cultoftheblackgrail": "0b26-15c1-cebd-0077",
}
SHEIKH = {"key": "pt_sheikhofnomansland", "name": "Sheikh of No Man's Land"}
SHEIKH_SKILLS = (
    "Scouting Parties",
    "Stable logistics",
    "Ghazwa",
    "Mubaraza",
    "Scavengers Arsenal",
    "Sheikh's Favor",
)


# What a choice does that the data writes only in its rules' prose: our own facts, applied to
# every model that takes it (models/catalog/effects.py), in both editions' catalogs.
PROSE_EFFECTS = {
    "Additional Arm": [{"field": "hands", "op": "increment", "value": 1}],
}
TC16_EFFECTS = ROOT / "resources" / "catalogs" / "trench-crusade" / "tc-1.6" / "effects.json"


def choice_effects(documents: Sequence[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """What a choice (a skill, an upgrade by name) does to the models that take it, from the
    data's effects: an effect of the model whose one condition is holding that choice, on
    most of the models that have one for it (the data forgets one now and then). A field the
    choice changes one way on one model and another way on another is the model's own, not
    the choice's, and is left out (keywords are each their own)."""
    names = {u["id"]: u["name"] for d in documents for u in d.get("upgrades", ())}
    found: dict[str, dict[tuple[str, str, str], set[str]]] = {}
    takers: dict[str, set[str]] = {}
    for document in documents:
        for model in document.get("models", ()):
            for effect in model.get("effects", ()):
                when = effect.get("when") or {}
                tests = when.get("tests", ())
                if effect.get("repeat") or set(when) != {"tests"} or len(tests) != 1:
                    continue
                if set(tests[0]) != {"count"} or len(tests[0]["count"]) != 1:
                    continue
                token = tests[0]["count"][0]
                name = token if ":" in token else names.get(token)
                if name is None:
                    continue
                change = (effect["field"], effect["op"], json.dumps(effect["value"]))
                found.setdefault(name, {}).setdefault(change, set()).add(model["id"])
                takers.setdefault(name, set()).add(model["id"])
    result: dict[str, list[dict[str, Any]]] = {}
    for name, changes in found.items():
        fields = Counter(field if field != "keywords" else value for field, _, value in changes)
        kept = [
            {"field": field, "op": op, "value": json.loads(value)}
            for (field, op, value), models in changes.items()
            if 2 * len(models) >= len(takers[name])
            and fields[field if field != "keywords" else value] == 1
        ]
        if kept:
            result[name] = kept
    return result


def tc16_effects(documents: Sequence[dict[str, Any]], tc16: Catalog) -> dict[str, Any]:
    """The playtest catalog's effects where it has the same choices as the data: its skills
    (by name) and its upgrades of the same name (`from the same facts`, issue 47)."""
    effects: list[dict[str, Any]] = []
    by_name: dict[str, list[str]] = {}
    for upgrade in tc16.upgrades.values():
        by_name.setdefault(name_key(upgrade.name), []).append(upgrade.id)
    choices = choice_effects(documents)
    for name, changes in {**choices, **PROSE_EFFECTS}.items():
        if name.startswith(("skill:", "injury:")):
            tokens = [name]
        else:
            tokens = by_name.get(name_key(name), [])
        if not tokens:
            continue
        for change in changes:
            source = name.split(":", 1)[-1].title() if ":" in name else name
            effects.append(
                {**change, "when": {"tests": [{"count": tokens}]}, "source": source[:200]}
            )
    return {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "trench-crusade/tc-1.6/effects",
        "system": "trench-crusade",
        "edition": "tc-1.6",
        "name": "Trench Crusade 1.6.3: what skills and upgrades do",
        "source": "the community's BattleScribe data (v1.0.x) where the playtest has the same "
        "skills and upgrades; our own facts for what the data writes only as prose",
        "effects": effects,
    }


def prose_effects(documents: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The v1.0 catalog's own facts (PROSE_EFFECTS), by the data's upgrades of that name."""
    ids: dict[str, list[str]] = {}
    for document in documents:
        for upgrade in document.get("upgrades", ()):
            ids.setdefault(upgrade["name"], []).append(upgrade["id"])
    return [
        {**change, "when": {"tests": [{"count": ids[name]}]}, "source": name}
        for name, changes in PROSE_EFFECTS.items()
        if name in ids
        for change in changes
    ]


def tables(tc16: dict[str, Any]) -> dict[str, Any]:
    """The playtest's campaign tables, its patrons chosen by the v1.0 catalogues, and the
    Sheikh of No Man's Land."""
    patrons = [
        {**p, "factions": [BSDATA_FACTIONS[f] for f in p["factions"]]}
        for p in tc16["tables"]["patrons"]
    ]
    patrons.append({**SHEIKH, "factions": [BSDATA_FACTIONS["fc_ironsultanate"]]})
    skills = [*tc16["tables"]["skills"]]
    skills += [{"name": name, "groups": [SHEIKH["key"]]} for name in SHEIKH_SKILLS]
    return {**tc16["tables"], "skills": skills, "patrons": patrons}


def core(tc16: dict[str, Any]) -> dict[str, Any]:
    """The rules, keyword texts, campaign tables and fists: the playtest catalog's, read with
    the v1.0 rules (RULES.md §1.9), plus the v1.0 keywords above."""
    keywords = {k["name"]: k["meaning"] for k in tc16["keywords"]}
    keywords.update(TC10_KEYWORDS)
    unarmed = [i for i in tc16["items"] if i["id"] in tc16["rules"].get("default_items", ())]
    return {
        "format": "warband-ledger/catalog",
        "version": 1,
        "id": "trench-crusade/tc-1.0/core",
        "system": "trench-crusade",
        "edition": "tc-1.0",
        "name": "Trench Crusade 1.0: rules, keywords, campaign tables",
        "source": "RULES.md §1 and §1.9; keyword texts our own words; tables as tc-1.6",
        "rules": {**tc16["rules"], "characteristics_as_dice": True},
        "keywords": [{"name": k, "meaning": v} for k, v in sorted(keywords.items())],
        "items": unarmed,
        "tables": tables(tc16),
    }


def with_trench_companion(written: dict[str, dict[str, Any]], folder: Path) -> list[str]:
    """Trench Companion's ids as aliases of the documents' entries, its names as the core
    document's `names`; the report of what it matched."""
    from trench_companion_ids import apply_aliases, trench_companion_aliases

    documents = [
        CatalogDocument(name, document, name) for name, document in sorted(written.items())
    ]
    catalog = build_catalog("trench-crusade", "tc-1.0", documents)
    aliases = trench_companion_aliases(folder, catalog, bundled_catalog("trench-crusade", "tc-1.6"))
    apply_aliases(written.values(), aliases)
    written["core"]["names"] = [
        {"id": key, "name": name} for key, name in sorted(aliases.names.items())
    ]
    return aliases.report()


def main(argv: list[str]) -> int:
    args = argv[1:]
    companion: Path | None = None
    if "--trench-companion" in args:
        at = args.index("--trench-companion")
        if at + 1 >= len(args):
            print("--trench-companion needs the folder of its data", file=sys.stderr)
            return 2
        companion = Path(args[at + 1])
        del args[at : at + 2]
    if not args:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    files = read_data_files([Path(a) for a in args])
    conversion = convert(DataSet(files), bundled_catalog("trench-crusade", "tc-1.6"))
    tc16 = json.loads(TC16_CORE.read_text(encoding="utf-8"))
    written = {"core": {**core(tc16), "effects": prose_effects(conversion.documents)}}
    for document in conversion.documents:
        written["bsdata-" + document["id"].rsplit("/", 1)[1]] = document
    matched = with_trench_companion(written, companion) if companion is not None else None
    for old in OUT.glob("*.json"):
        old.unlink()
    OUT.mkdir(parents=True, exist_ok=True)
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    entries = {
        k: v
        for k, v in manifest["entries"].items()
        if not k.startswith("catalog.trench-crusade.tc-1.0.")
    }
    for name, document in written.items():
        path = OUT / f"{name}.json"
        path.write_text(dumped(document) + "\n", encoding="utf-8")
        entries[f"catalog.trench-crusade.tc-1.0.{name}"] = str(path.relative_to(ROOT / "resources"))
        print(f"wrote {path.relative_to(ROOT)}")
    manifest["entries"] = dict(sorted(entries.items()))
    MANIFEST.write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    lines = [
        f"What the bundled tc-1.0 catalog does not express of {conversion.source}",
        "(written by packaging/build_tc10_catalog.py; the same report the app shows on import)",
        "",
        *(str(line) for line in conversion.report),
    ]
    REPORT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    if matched is not None:
        TC_REPORT.write_text(
            "Trench Companion's v1.0 ids matched to the bundled tc-1.0 catalog's entries\n"
            "(written by packaging/build_tc10_catalog.py --trench-companion; by id: an id the\n"
            "catalog already had; by name; by what it is: the same cost, offer and kind)\n\n"
            + "\n".join(matched)
            + "\n",
            encoding="utf-8",
        )
        print(f"wrote {TC_REPORT.relative_to(ROOT)}")
    playtest = tc16_effects(conversion.documents, bundled_catalog("trench-crusade", "tc-1.6"))
    TC16_EFFECTS.write_text(dumped(playtest) + "\n", encoding="utf-8")
    entries = json.loads(MANIFEST.read_text(encoding="utf-8"))["entries"]
    entries["catalog.trench-crusade.tc-1.6.effects"] = str(
        TC16_EFFECTS.relative_to(ROOT / "resources")
    )
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    manifest["entries"] = dict(sorted(entries.items()))
    MANIFEST.write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {TC16_EFFECTS.relative_to(ROOT)}: {len(playtest['effects'])} effects")
    print(f"wrote {REPORT.relative_to(ROOT)}: {len(conversion.report)} lines")
    unexplained = sorted(
        {
            k
            for d in conversion.documents
            for entry in (*d.get("items", ()), *d.get("models", ()))
            for k in entry.get("keywords", ())
        }
        - {k["name"] for k in written["core"]["keywords"]}
    )
    generic = {re.sub(r"\s*\(?\d+\"?\)?$", "", k).strip() + " (X)" for k in unexplained}
    missing = [k for k in unexplained if k not in generic and not _explained(k, written["core"])]
    if missing:
        print("keywords without a text (the cards leave them unexplained):", ", ".join(missing))
    return 0


def dumped(document: dict[str, Any]) -> str:
    """The document as JSON, indented, with each model's effect (and each name) on one line
    (a model has dozens: one a line keeps the file readable and its changes diffable)."""
    effects: dict[str, list[Any]] = {}
    shown = json.loads(json.dumps(document))
    for model in shown.get("models", ()):
        if "effects" in model:
            marker = f"@effects:{model['id']}@"
            effects[marker] = model["effects"]
            model["effects"] = marker
    for key in ("effects", "names"):
        if key in shown:
            effects[f"@{key}@"] = shown[key]
            shown[key] = f"@{key}@"
    text = json.dumps(shown, indent=1, ensure_ascii=False)
    for marker, found in effects.items():
        lines = ",\n".join("   " + json.dumps(e, ensure_ascii=False) for e in found)
        text = text.replace(json.dumps(marker), "[\n" + lines + "\n  ]")
    return text


def _explained(keyword: str, core_doc: dict[str, Any]) -> bool:
    names = {k["name"] for k in core_doc["keywords"]}
    general = re.sub(r"\s*\(?\d+\"?\)?$", "", keyword).strip() + " (X)"
    return keyword in names or general in names


if __name__ == "__main__":
    sys.exit(main(sys.argv))
