"""Every model plays as built (issue 47): New Recruit's own files, written from the community
data with the profile, name and categories New Recruit prints beside each model (worked out by
hand from the data: tests/fixtures/rosters/played-as-built.*), imported here — and each model's
shown profile, keywords and name are the file's.

The two lists use every kind of modifier the data uses on a model (set, increment, decrement,
prepend on a name, keywords added and taken away, a base replaced, set before the steps) and
every kind of condition (what the model holds — an upgrade, its sub-choice, an item by a link, a
shield by its group, a skill, a promotion —, what the warband holds — its variant —, the primary
catalogue, and-groups and or-groups)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest

from models.catalog.catalog import Catalog
from models.db import Database
from models.ledger.catalogs import load_catalog
from models.ledger.files.importing import ImportOptions, import_content, import_file
from models.ledger.profiles import effective
from models.ledger.startup import open_ledger
from models.table.views import WarbandView
from tests.conftest import use_older_data

ROSTERS = Path(__file__).resolve().parents[2] / "fixtures" / "rosters"
NOT_KEYWORDS = {"Troop", "Mercenary", "Configuration"}  # categories, not rules


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Database]:
    database = open_ledger(tmp_path / "ledger.sqlite", demo=False)
    yield database
    database.close()


def printed(tree: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each model of a New Recruit roster tree by its custom name: the name New Recruit shows,
    its Unit profile and its categories, as the file prints them."""
    found: dict[str, dict[str, Any]] = {}

    def walk(selections: list[dict[str, Any]]) -> None:
        for selection in selections:
            if selection.get("type") == "model":
                (unit,) = [p for p in selection["profiles"] if p["typeName"] == "Unit"]
                values = {c["name"]: c["$text"] for c in unit["characteristics"]}
                found[selection["customName"]] = {
                    "name": selection["name"],
                    "values": values,
                    "categories": {c["name"] for c in selection.get("categories", ())},
                }
            walk(selection.get("selections", []))

    for force in tree["roster"]["forces"]:
        walk(force["selections"])
    return found


def ros(path: Path) -> dict[str, Any]:
    """A .ros as the same tree New Recruit's JSON holds (read here, not by the app's reader)."""
    namespace = "{http://www.battlescribe.net/schema/rosterSchema}"

    def node(element: ElementTree.Element) -> dict[str, Any]:
        found: dict[str, Any] = dict(element.attrib)
        for block in element:
            tag = block.tag.removeprefix(namespace)
            if tag == "characteristics":
                found[tag] = [{**c.attrib, "$text": c.text or ""} for c in block]
            elif tag in ("selections", "forces", "profiles", "categories"):
                found[tag] = [node(child) for child in block]
        return found

    return {"roster": node(ElementTree.parse(path).getroot())}


def number(text: str) -> int | None:
    """ "+1 Dice" → 1, "-2" → -2, "50mm" → 50, "N/A" → None."""
    match = re.match(r"^([+-]?\d+)", text.strip())
    return int(match.group(1)) if match else None


def shown(view: WarbandView, catalog: Catalog) -> dict[str, dict[str, Any]]:
    found = {}
    for member in view.members:
        played = effective(catalog, member)
        found[member.name] = {
            "name": member.model_name,
            "movement": played.value("movement"),
            "movetype": played.movetype,
            "ranged": played.value("ranged"),
            "melee": played.value("melee"),
            "armour": played.value("armour"),
            "base": played.base_mm[0] if played.base_mm else None,
            "keywords": set(played.keywords),
            # the rules the data links to the model type itself (a Homunculus's GOLEM): keywords
            # New Recruit keeps among the model's rules, not its categories, so never prints
            "rule keywords": set(catalog.models[member.model_key].keywords),
        }
    return found


def expected(model: dict[str, Any]) -> dict[str, Any]:
    values = model["values"]
    return {
        "name": model["name"],
        "movement": number(values["Movement"]),
        "movetype": values["Movement"].split("/")[-1].strip().lower(),
        "ranged": number(values["Ranged"]),
        "melee": number(values["Melee"]),
        "armour": number(values["Armour"]),
        "base": number(values["Base"]),
        "keywords": {c.upper() for c in model["categories"] - NOT_KEYWORDS},
    }


@pytest.mark.parametrize(
    ("fixture", "models"),
    [("played-as-built.newrecruit.json", 8), ("played-as-built.ros", 5)],
)
def test_every_model_shows_the_profile_new_recruit_prints(
    ledger: Database, fixture: str, models: int, tmp_path: Path
) -> None:
    use_older_data(ledger, tmp_path)  # the data New Recruit printed these lists from
    with ledger.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    path = ROSTERS / fixture
    tree = ros(path) if fixture.endswith(".ros") else json.loads(path.read_text(encoding="utf-8"))
    file = printed(tree)
    assert len(file) == models
    (view,) = import_file(ledger, path).warbands
    ours = shown(view, catalog)
    assert set(ours) == set(file)
    for name, model in file.items():
        mine, theirs = dict(ours[name]), expected(model)
        extra = mine["keywords"] - theirs["keywords"]
        assert extra <= mine.pop("rule keywords"), (name, extra)
        mine["keywords"] -= extra
        assert mine == theirs, name


def test_the_import_report_says_where_a_model_differs_from_the_file(ledger: Database) -> None:
    """What the file prints beside each model is compared with what we show: these lists
    agree, so nothing is said; a file printing another value is said, model by model."""
    path = ROSTERS / "played-as-built.newrecruit.json"
    result = import_file(ledger, path, ImportOptions(dry_run=True))
    assert result.plan is not None
    tree = json.loads(path.read_text(encoding="utf-8"))
    names = tuple(f"{name}:" for name in printed(tree))
    assert [line for line in result.plan.differences if line.startswith(names)] == []
    vetch = tree["roster"]["forces"][0]["selections"][4]
    assert vetch["customName"] == "Vetch"
    armour = vetch["profiles"][0]["characteristics"][3]
    armour["$text"] = "-1"
    vetch["name"] = "Heretic Gunner"
    changed = import_content(
        ledger, json.dumps(tree).encode(), "vetch.json", ImportOptions(dry_run=True)
    )
    assert changed.plan is not None
    (said,) = [line for line in changed.plan.differences if line.startswith("Vetch:")]
    assert said == (
        "Vetch: Armour -1 in the file, -2 here; named Heretic Gunner in the file, "
        "Heretic Trooper here"
    )
