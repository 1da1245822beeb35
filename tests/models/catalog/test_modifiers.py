"""Modifier tags of the facts file → structured fields the rules core reads."""

from __future__ import annotations

import pytest

from models.catalog.loader import bundled_documents
from models.catalog.modifiers import UnknownTag, describe, parse_tag, parse_tags


@pytest.mark.parametrize(
    ("tag", "fields"),
    [
        ("+1D to Hit", {"hit_dice": 1}),
        ("-1D to hit", {"hit_dice": -1}),
        ("+2D to Injuries", {"injury_dice": 2}),
        ("-1D to Injuries", {"injury_dice": -1}),
        ("+1 to Injuries", {"injury_flat": 1}),
        ("+2 to Injuries", {"injury_flat": 2}),
        ("3D6 Injury Roll", {"injury_base_dice": 3}),
        ('Blast 3"', {"blast_radius": 3}),
        ("2 Attacks", {"attacks": 2}),
        ("Ignore Armour", {"ignore_armour": True}),
        ("Ignore Cover", {"ignore_cover": True}),
        ("Cannot be Ignored", {"armour_cannot_be_ignored": True}),
        ("+1D to Hit in Cover", {"conditional": [{"when": "target_in_cover", "hit_dice": 1}]}),
        (
            "+2D to Injuries at Short Range",
            {"conditional": [{"when": "short_range", "injury_dice": 2}]},
        ),
        (
            "-1D to hit for Chargers",
            {"conditional": [{"when": "attacker_charged", "hit_dice": -1}]},
        ),
        (
            "Ignore Armour when down",
            {"conditional": [{"when": "target_down", "ignore_armour": True}]},
        ),
        (
            "+2D to Injuries OR Ignore Armour",
            {"choice": [{"injury_dice": 2}, {"ignore_armour": True}]},
        ),
    ],
)
def test_tags_become_fields(tag: str, fields: dict[str, object]) -> None:
    assert parse_tag(tag) == fields


@pytest.mark.parametrize("tag", ["+1D to Morale", "Blast", "Attacks 2", "", "Bless the gun"])
def test_an_unknown_tag_is_an_error(tag: str) -> None:
    with pytest.raises(UnknownTag, match="unknown modifier tag"):
        parse_tag(tag)


def test_tags_of_one_item_add_up() -> None:
    merged = parse_tags(["3 Attacks", "+1D to Hit", "+1D to Injuries", "+1 to Injuries"])
    assert merged == {"attacks": 3, "hit_dice": 1, "injury_dice": 1, "injury_flat": 1}


def test_every_tag_in_the_bundled_catalogs_is_understood_and_stored_as_fields() -> None:
    """The catalog keeps the facts' tags beside the fields; they must agree (no tag lost)."""
    tagged = 0
    for doc in bundled_documents():
        for item in doc.data.get("items", ()):
            for tag in item.get("tags", ()):
                parse_tag(tag)
                tagged += 1
            if item.get("tags"):
                assert parse_tags(item["tags"]) == item["modifiers"], item["id"]
    assert tagged >= 100  # the facts hold about a hundred and twenty tags


def test_fields_read_as_text() -> None:
    assert describe({"hit_dice": 1, "blast_radius": 3}) == ["+1 DICE to hit", 'BLAST 3"']
    assert describe({"conditional": [{"when": "short_range", "injury_dice": 2}]}) == [
        "+2 DICE to injury when the target is at short range (within half range)"
    ]
