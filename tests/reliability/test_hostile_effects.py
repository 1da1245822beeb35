"""A user's catalog with effects, limits and options that are wrong, huge or nested without end
(issue 47): each is refused with a message naming the place, exit 2 from the command line, and
nothing is stored; the reader of BattleScribe data survives links within links."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from models.catalog.bsdata.convert import convert
from models.catalog.bsdata.data import DataSet
from models.catalog.bsdata.files import read_data_files
from models.catalog.loader import CatalogError, parse_document
from models.ledger.catalogs import import_catalog, list_catalogs
from models.ledger.startup import open_ledger
from tests.test_cli import run

GOOD: dict[str, Any] = {
    "format": "warband-ledger/catalog",
    "version": 1,
    "id": "club/extras",
    "system": "trench-crusade",
    "edition": "tc-1.0",
    "name": "Club extras",
    "models": [
        {
            "id": "club_gunner",
            "name": "Gunner",
            "profile": {"movement": 6, "ranged": 0, "melee": 0, "armour": 0},
            "effects": [
                {
                    "field": "ranged",
                    "op": "increment",
                    "value": 1,
                    "when": {"tests": [{"count": ["skill:ranged proficiency"]}]},
                },
            ],
        }
    ],
}


DEEP = "@deep@"  # stands for a condition too deep for json.dumps: written as text


def nested(depth: int) -> Any:
    if depth > 200:
        return f"{DEEP}{depth}"
    gate: dict[str, Any] = {"tests": [{"count": ["x"]}]}
    for _ in range(depth):
        gate = {"gates": [gate]}
    return gate


def text_of(doc: dict[str, Any]) -> str:
    """The file's text; a condition nested beyond what json.dumps writes, written by hand."""
    text = json.dumps(doc)
    if DEEP in text:
        start = text.index(f'"{DEEP}')
        end = text.index('"', start + 1) + 1
        depth = int(text[start + 1 + len(DEEP) : end - 1])
        gate = '{"gates": [' * depth + '{"tests": [{"count": ["x"]}]}' + "]}" * depth
        text = text[:start] + gate + text[end:]
    return text


def with_effect(**changes: Any) -> dict[str, Any]:
    doc = copy.deepcopy(GOOD)
    doc["models"][0]["effects"][0].update(changes)
    return doc


HOSTILE = [
    ("an unknown field", with_effect(field="luck"), "effects[0].field"),
    ("a step of text", with_effect(value="lots"), "whole number"),
    ("a name set to a number", with_effect(field="name", op="set", value=12), "takes text"),
    ("keywords multiplied", with_effect(field="keywords", op="increment"), "does not apply"),
    ("an unknown operation", with_effect(op="multiply"), "effects[0].op"),
    ("a value beyond bounds", with_effect(value=10**9), "at most 1000"),
    ("a count of 10,000 tokens", with_effect(when={"tests": [{"count": ["t"] * 10_000}]}), "count"),
    ("conditions 40 deep", with_effect(when=nested(40)), "nested more than 16"),
    ("conditions 900 deep", with_effect(when=nested(900)), "nested too deeply"),
    ("a repeat per 0", with_effect(repeat={"count": ["t"], "per": 0}), "per"),
]


@pytest.mark.parametrize(("what", "doc", "said"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_hostile_effect_is_refused_naming_the_place(
    what: str, doc: dict[str, Any], said: str, tmp_path: Path
) -> None:
    database = open_ledger(tmp_path / "ledger.sqlite", demo=False)
    try:
        before = list_catalogs_of(database)
        with pytest.raises(CatalogError) as refused:
            import_catalog(database, text_of(doc).encode(), "extras.json")
        assert said in str(refused.value), what
        assert list_catalogs_of(database) == before  # nothing stored
    finally:
        database.close()


def list_catalogs_of(database: Any) -> list[str]:
    with database.sessions() as session:
        return [c.key for c in list_catalogs(session)]


def test_the_command_line_says_what_is_wrong_and_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "extras.json"
    path.write_text(text_of(with_effect(when=nested(900))), encoding="utf-8")
    result = run("import", str(path), "--db", str(tmp_path / "ledger.sqlite"))
    assert result.returncode == 2 and "nested too deeply" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_limit_on_an_unknown_entry_and_an_option_of_nothing_are_refused() -> None:
    doc = copy.deepcopy(GOOD)
    doc["upgrades"] = [
        {
            "id": "u1",
            "name": "U",
            "cost": 0,
            "currency": "ducats",
            "options": ["nowhere"],
            "option_of": "nothing",
        }
    ]
    doc["factions"] = [
        {"id": "f1", "name": "F", "roster": [], "limits": [{"entry": "ghost", "most": 1}]}
    ]
    with pytest.raises(CatalogError) as refused:
        from models.catalog.loader import build_catalog

        build_catalog("trench-crusade", "tc-1.0", [parse_document(json.dumps(doc), "x.json")])
    said = str(refused.value)
    assert "options[0]: unknown upgrade 'nowhere'" in said
    assert "option_of: unknown upgrade 'nothing'" in said
    assert "limits[0].entry: unknown entry 'ghost'" in said


def test_a_condition_on_links_within_links_without_end_converts(tmp_path: Path) -> None:
    """A BattleScribe data set whose model's modifier counts the first of 3,000 links each to
    the next: converted, the modifier listed as one the catalog cannot say, no recursion."""
    ns = "http://www.battlescribe.net/schema/"
    links = "".join(
        f'<entryLink id="l{i}" name="L" type="selectionEntry" targetId="l{i + 1}"/>'
        for i in range(3000)
    )
    (tmp_path / "g.gst").write_text(
        f'<gameSystem xmlns="{ns}gameSystemSchema" id="sys-4f3d-c5c9-7df1-ad01" '
        'name="Trench Crusade" revision="1" battleScribeVersion="2.03">'
        '<profileTypes><profileType id="pt" name="Unit"><characteristicTypes>'
        '<characteristicType id="r" name="Ranged"/></characteristicTypes></profileType>'
        "</profileTypes></gameSystem>",
        encoding="utf-8",
    )
    (tmp_path / "c.cat").write_text(
        f'<catalogue xmlns="{ns}catalogueSchema" id="c1" name="Club" revision="1" '
        'battleScribeVersion="2.03" gameSystemId="sys-4f3d-c5c9-7df1-ad01" library="false">'
        '<selectionEntries><selectionEntry id="m1" name="Gunner" type="model">'
        '<profiles><profile id="p1" name="Gunner" typeId="pt" typeName="Unit">'
        '<characteristics><characteristic name="Ranged" typeId="r">+0 Dice</characteristic>'
        "</characteristics><modifiers>"
        '<modifier type="increment" value="1" field="r"><conditions>'
        '<condition type="atLeast" value="1" field="selections" scope="self" childId="l0"/>'
        "</conditions></modifier></modifiers></profile></profiles>"
        f"</selectionEntry></selectionEntries><entryLinks>{links}</entryLinks></catalogue>",
        encoding="utf-8",
    )
    conversion = convert(DataSet(read_data_files([tmp_path / "g.gst", tmp_path / "c.cat"])))
    assert any("catalog does not keep" in line.detail for line in conversion.report)
