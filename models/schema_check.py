"""A small JSON Schema checker for our own file formats (catalogs, warband files).

It understands the subset of JSON Schema (2020-12) that our schemas in `resources/schemas/` use:
`type`, `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `minimum`,
`maximum`, `minLength`, `maxLength`, `minItems`, `maxItems`, `pattern`, `$ref` to `#/$defs/…`.
Every problem is reported with its JSON path (`$.members[2].name`), so a user sees which field
of which file is wrong. The schemas stay standard JSON Schema, readable by other tools; a
keyword we do not implement is refused when the schema is loaded, never silently ignored.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from models.i18n import tr
from models.text import UNSAFE, first_unsafe

SUPPORTED = frozenset(
    {
        "$schema",
        "$id",
        "$defs",
        "$ref",
        "title",
        "description",
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "enum",
        "const",
        "minimum",
        "maximum",
        "minLength",
        "maxLength",
        "minItems",
        "maxItems",
        "pattern",
        "default",
        "examples",
    }
)

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
}


@dataclass(frozen=True)
class Problem:
    """One way a document breaks its schema: where (a JSON path) and what."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


class SchemaDefinitionError(ValueError):
    """The schema itself uses something this checker does not implement."""


def check_schema_keywords(schema: Mapping[str, Any], where: str = "#") -> None:
    """Refuse a schema that uses keywords we do not implement (they would be ignored)."""
    unknown = set(schema) - SUPPORTED
    if unknown:
        raise SchemaDefinitionError(f"{where}: unsupported schema keywords {sorted(unknown)}")
    for name, sub in schema.get("properties", {}).items():
        check_schema_keywords(sub, f"{where}/properties/{name}")
    for name, sub in schema.get("$defs", {}).items():
        check_schema_keywords(sub, f"{where}/$defs/{name}")
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), Mapping):
            check_schema_keywords(schema[key], f"{where}/{key}")


def problems(document: Any, schema: Mapping[str, Any], limit: int = 20) -> list[Problem]:
    """Up to `limit` problems of `document` against `schema` (empty when it conforms)."""
    found: list[Problem] = []
    for problem in _walk(document, schema, schema, "$"):
        found.append(problem)
        if len(found) >= limit:
            break
    return found


def _matches(pattern: str, value: str) -> bool:
    """JSON Schema's (ECMA-262) reading: a final `$` is the end of the text, where Python's
    `$` would also match before a trailing line break."""
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        pattern = pattern[:-1] + r"\Z"
    return re.search(pattern, value) is not None


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _is_type(value: Any, name: str) -> bool:
    if isinstance(value, bool) and name in ("integer", "number"):
        return False
    if name == "number" and isinstance(value, float):
        return True
    return isinstance(value, _TYPES[name])


def _walk(
    value: Any, schema: Mapping[str, Any], root: Mapping[str, Any], path: str
) -> Iterator[Problem]:
    if "$ref" in schema:
        ref = schema["$ref"]
        if not ref.startswith("#/$defs/"):
            raise SchemaDefinitionError(f"unsupported $ref {ref!r}")
        yield from _walk(value, root["$defs"][ref.removeprefix("#/$defs/")], root, path)
        return
    expected = schema.get("type")
    if expected is not None:
        names = [expected] if isinstance(expected, str) else list(expected)
        if not any(_is_type(value, name) for name in names):
            yield Problem(
                path,
                tr("expected {types}, found {found}").format(
                    types=tr(" or ").join(names), found=_describe(value)
                ),
            )
            return
    if "const" in schema and value != schema["const"]:
        yield Problem(
            path,
            tr("must be {const!r}, found {found}").format(
                const=schema["const"], found=_describe(value)
            ),
        )
    if "enum" in schema and value not in schema["enum"]:
        choices = ", ".join(repr(choice) for choice in schema["enum"])
        yield Problem(
            path,
            tr("must be one of {choices}; found {found}").format(
                choices=choices, found=_describe(value)
            ),
        )
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            yield Problem(
                path,
                tr("must be at least {minimum}, found {found}").format(
                    minimum=schema["minimum"], found=value
                ),
            )
        if "maximum" in schema and value > schema["maximum"]:
            yield Problem(
                path,
                tr("must be at most {maximum}, found {found}").format(
                    maximum=schema["maximum"], found=value
                ),
            )
    if isinstance(value, str):
        if "minLength" in schema and len(value) < schema["minLength"]:
            yield Problem(
                path, tr("must not be empty") if schema["minLength"] == 1 else tr("too short")
            )
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            yield Problem(
                path, tr("longer than {length} characters").format(length=schema["maxLength"])
            )
        if "pattern" in schema and not _matches(schema["pattern"], value):
            yield Problem(
                path,
                tr("{found} does not match {pattern}").format(
                    found=_describe(value), pattern=schema["pattern"]
                ),
            )
    if isinstance(value, list):
        if "minItems" in schema and len(value) < schema["minItems"]:
            yield Problem(
                path, tr("needs at least {count} entries").format(count=schema["minItems"])
            )
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            yield Problem(
                path, tr("has more than {count} entries").format(count=schema["maxItems"])
            )
        if "items" in schema:
            for index, item in enumerate(value):
                yield from _walk(item, schema["items"], root, f"{path}[{index}]")
    if isinstance(value, dict):
        for name in schema.get("required", ()):
            if name not in value:
                yield Problem(path, tr("missing field {name!r}").format(name=name))
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for name, item in value.items():
            child = f"{path}.{name}"
            if name in properties:
                yield from _walk(item, properties[name], root, child)
            elif extra is False:
                yield Problem(path, tr("unknown field {name!r}").format(name=name))
            elif isinstance(extra, Mapping):
                yield from _walk(item, extra, root, child)


def decode_json(content: bytes, where: str, limit: int, error: type[Exception]) -> Any:
    """Decode a JSON file, raising `error` with a clear message for oversized, non-UTF-8,
    malformed or absurdly nested content (never a traceback for a user's file)."""
    if len(content) > limit:
        raise error(
            tr("{where}: larger than {megabytes} MB").format(
                where=where, megabytes=limit // (1024 * 1024)
            )
        )
    try:
        return decode_json_text(content.decode("utf-8-sig"), where)
    except UnicodeDecodeError as exc:
        raise error(
            tr("{where}: not UTF-8 text ({reason})").format(where=where, reason=exc.reason)
        ) from exc
    except _Refused as exc:
        raise error(str(exc)) from exc


class _Refused(ValueError):
    pass


def decode_json_text(text: str, where: str, error: type[Exception] = _Refused) -> Any:
    """JSON text to data, refusing (with `error` naming where) malformed or too deeply nested
    JSON, integers beyond Python's digit limit, and strings holding control characters, bidi
    overrides or lone surrogates (models/text.py)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(tr("{where}: not valid JSON: {exc}").format(where=where, exc=exc)) from exc
    except ValueError as exc:  # "Exceeds the limit (4300 digits) for integer string conversion"
        raise error(
            tr("{where}: a number has too many digits ({exc})").format(where=where, exc=exc)
        ) from exc
    except RecursionError as exc:
        raise error(tr("{where}: nested too deeply").format(where=where)) from exc
    # Without escapes, every decoded string is a piece of the text: a clean text (the common
    # case) needs no walk. Outside strings JSON allows only whitespace, none of it unsafe.
    found = None if "\\" not in text and UNSAFE.search(text) is None else _unsafe_text(data, "$")
    if found is not None:
        path, character = found
        raise error(
            tr(
                "{where}: {path}: holds the character {character}, which names and notes "
                "must not contain (a control character, a direction override or half of a "
                "surrogate pair)"
            ).format(where=where, path=path, character=character)
        )
    return data


def _unsafe_text(data: Any, path: str) -> tuple[str, str] | None:
    """The JSON path and code point of the first unsafe character in any key or string."""
    stack = [(data, path)]
    while stack:
        value, at = stack.pop()
        if isinstance(value, str):
            if (character := first_unsafe(value)) is not None:
                return at, character
        elif isinstance(value, dict):
            for key, item in value.items():
                if (character := first_unsafe(key)) is not None:
                    return at, character
                stack.append((item, f"{at}.{key}"))
        elif isinstance(value, list):
            stack.extend((item, f"{at}[{index}]") for index, item in enumerate(value))
    return None


def check_document(
    data: Any,
    where: str,
    *,
    file_format: str,
    version: int,
    schema: Mapping[str, Any],
    what: str,
    error: type[Exception],
) -> None:
    """A versioned file of ours: the right `format`, not from a newer app, and its schema."""
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise error(
            tr("{where}: $.format: not a Warband Ledger {what} (expected {file_format!r})").format(
                where=where, what=what, file_format=file_format
            )
        )
    found = data.get("version")
    if isinstance(found, int) and not isinstance(found, bool) and found > version:
        raise error(
            tr(
                "{where}: $.version: {what} version {found} was written by a newer Warband "
                "Ledger (this one reads up to {version}); update the app to read it"
            ).format(where=where, what=what, found=found, version=version)
        )
    try:
        listed = problems(data, schema)
    except RecursionError as exc:  # a schema that nests itself (conditions in conditions)
        raise error(tr("{where}: nested too deeply").format(where=where)) from exc
    if listed:
        raise error("\n".join(f"{where}: {problem}" for problem in listed))
