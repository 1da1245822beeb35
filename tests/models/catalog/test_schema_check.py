"""The JSON Schema checker: paths in messages, and our schemas use only what it implements."""

from __future__ import annotations

from typing import Any

import pytest

from models import assets
from models.schema_check import SchemaDefinitionError, check_schema_keywords, problems

SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["name", "members"],
    "additionalProperties": False,
    "properties": {
        "name": {"type": "string", "minLength": 1},
        "members": {"type": "array", "items": {"$ref": "#/$defs/member"}},
    },
    "$defs": {
        "member": {
            "type": "object",
            "properties": {
                "size": {"type": "integer", "minimum": 1},
                "status": {"enum": ["active", "dead"]},
            },
        }
    },
}


def test_a_conforming_document_has_no_problems() -> None:
    assert problems({"name": "A", "members": [{"size": 2, "status": "dead"}]}, SCHEMA) == []


def test_problems_name_the_path_and_what_is_wrong() -> None:
    found = [
        str(p)
        for p in problems(
            {"name": "", "members": [{"size": 0}, {"size": True, "status": "x"}], "x": 1}, SCHEMA
        )
    ]
    assert found == [
        "$.name: must not be empty",
        "$.members[0].size: must be at least 1, found 0",
        "$.members[1].size: expected integer, found true",
        "$.members[1].status: must be one of 'active', 'dead'; found 'x'",
        "$: unknown field 'x'",
    ]
    assert [str(p) for p in problems([], SCHEMA)] == ["$: expected object, found a list"]
    assert [str(p) for p in problems({}, SCHEMA)] == [
        "$: missing field 'name'",
        "$: missing field 'members'",
    ]


def test_an_unsupported_schema_keyword_is_refused() -> None:
    with pytest.raises(SchemaDefinitionError, match="oneOf"):
        check_schema_keywords({"type": "object", "oneOf": []})


@pytest.mark.parametrize("key", ["schema.catalog", "schema.warband"])
def test_our_schemas_use_only_supported_keywords(key: str) -> None:
    import json

    check_schema_keywords(json.loads(assets.read_bytes(key)))
