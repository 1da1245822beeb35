"""Attack specifications declared once: each field carries its label, help and allowed values.

A system's attack spec is a frozen dataclass whose fields use `spec_field(...)`. From that one
declaration come the CLI's `odds --spec` parsing and its error messages, the JSON defaults, and
(later) the attack wizard's inputs.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from models.i18n import N_, tr

T = TypeVar("T")

META_KEY = "spec"

# The words of the fields' choices, for people (translated where shown: models/i18n.py).
CHOICE_NAMES = {
    "ranged": N_("ranged"),
    "melee": N_("melee"),
    "shooting": N_("shooting"),
    "long_range": N_("long-range fire"),
    "close_fire": N_("close fire"),
    "close_combat": N_("the close-combat unit"),
    "shooters": N_("the shooters"),
    "additive": N_("additive"),
    "roll-under": N_("roll under"),
    "damage": N_("+4 Damage"),
    "av": N_("+1 AV"),
    "crew": N_("a random crew member (open vehicle)"),
    "none": N_("nothing"),
    "direct": N_("direct template"),
    "shotgun": N_("shotgun"),
    "indirect": N_("indirect template"),
    "unit": N_("the unit as a whole"),
    "champion": N_("its champion"),
    None: N_("none"),
}


def choice_label(choice: Any) -> str:
    """A choice of a spec field as the user reads it."""
    return tr(CHOICE_NAMES[choice]) if choice in CHOICE_NAMES else str(choice)


class SpecError(ValueError):
    """An attack spec input is wrong; `field` names it."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


@dataclass(frozen=True)
class FieldInfo:
    label: str
    help: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[Any, ...] | None = None
    group: str = "attack"  # the wizard page it belongs to
    editions: tuple[str, ...] | None = None  # None: every edition


def spec_field(
    default: T,
    label: str,
    help: str,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    choices: Sequence[Any] | None = None,
    group: str = "attack",
    editions: Sequence[str] | None = None,
) -> T:
    info = FieldInfo(
        label,
        help,
        minimum,
        maximum,
        tuple(choices) if choices is not None else None,
        group,
        tuple(editions) if editions is not None else None,
    )
    return dataclasses.field(default=default, metadata={META_KEY: info})


def field_info(cls: type[Any]) -> dict[str, FieldInfo]:
    """Name → FieldInfo for every declared field of a spec class, in declaration order."""
    return {f.name: f.metadata[META_KEY] for f in dataclasses.fields(cls) if META_KEY in f.metadata}


def defaults(cls: type[Any]) -> dict[str, Any]:
    return {f.name: f.default for f in dataclasses.fields(cls) if META_KEY in f.metadata}


def allowed_types(cls: type[Any], name: str) -> tuple[type, ...]:
    """The Python types a field accepts (bool, int, str, NoneType)."""
    return _field_types(cls)[name]


_FIELD_TYPES: dict[type[Any], dict[str, tuple[type, ...]]] = {}


def _field_types(cls: type[Any]) -> dict[str, tuple[type, ...]]:
    """Every declared field's accepted types, read from the annotations once per class."""
    found = _FIELD_TYPES.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _FIELD_TYPES[cls] = {name: _types_of(hints[name]) for name in field_info(cls)}
    return found


def _types_of(hint: Any) -> tuple[type, ...]:
    """`int` → (int,); `Literal["a", "b"] | None` → (str, NoneType): a Literal by its values'
    types (its values are the field's `choices`), a union by its members'."""
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return tuple(dict.fromkeys(type(arg) for arg in typing.get_args(hint)))
    if origin in (typing.Union, types.UnionType):
        return tuple(dict.fromkeys(t for arg in typing.get_args(hint) for t in _types_of(arg)))
    return (origin or hint,)


class _Check(typing.NamedTuple):
    """What one field accepts, worked out once per spec class (parsing runs once per spec of
    a file of hundreds)."""

    allowed: tuple[type, ...]
    info: FieldInfo
    bounded: bool  # a whole number with a minimum or a maximum


_CHECKS: dict[type[Any], dict[str, _Check]] = {}


def _checks(cls: type[Any]) -> dict[str, _Check]:
    found = _CHECKS.get(cls)
    if found is None:
        found = _CHECKS[cls] = {
            name: _Check(
                allowed_types(cls, name),
                info,
                info.minimum is not None or info.maximum is not None,
            )
            for name, info in field_info(cls).items()
        }
    return found


def from_mapping(cls: type[T], data: Mapping[str, Any]) -> T:
    """Build a spec from JSON-like data: unknown fields, wrong types and out-of-range values
    raise SpecError naming the field."""
    if not isinstance(data, Mapping):
        raise SpecError("spec", "must be a JSON object")
    checks = _checks(cls)
    for name in data:
        if name not in checks:
            raise SpecError(str(name), f"unknown field (known: {', '.join(checks)})")
    for name, value in data.items():
        allowed, info, bounded = checks[name]
        kind = type(value)
        # JSON's true is not the number 1 here, although Python's bool is an int.
        if kind not in allowed and (kind is bool or not isinstance(value, allowed)):
            raise SpecError(name, f"must be {_type_words(allowed)}, not {_json(value)}")
        if info.choices is not None and value not in info.choices:
            options = ", ".join(_json(c) for c in info.choices)
            raise SpecError(name, f"must be one of {options}, not {_json(value)}")
        if bounded and isinstance(value, int) and kind is not bool:
            if info.minimum is not None and value < info.minimum:
                raise SpecError(name, f"must be at least {info.minimum}, not {value}")
            if info.maximum is not None and value > info.maximum:
                raise SpecError(name, f"must be at most {info.maximum}, not {value}")
    return _build(cls, data)


def _build(cls: type[T], data: Mapping[str, Any]) -> T:
    """`cls(**data)` for a checked spec. A plain spec (every field a spec_field, nothing run
    after __init__) skips its generated __init__, which sets the fields of a frozen dataclass
    one by one through object.__setattr__ — most of a parse, at 50 fields: its defaults and
    the values go into the new instance's __dict__ at once, the same object
    (tests/models/rules/test_spec_fields.py)."""
    if cls not in _PLAIN_DEFAULTS:
        _PLAIN_DEFAULTS[cls] = _plain_defaults(cls)
    found = _PLAIN_DEFAULTS[cls]
    if found is None:
        return cls(**data)
    spec = object.__new__(cls)
    spec.__dict__.update(found)
    spec.__dict__.update(data)
    return spec


_PLAIN_DEFAULTS: dict[type[Any], dict[str, Any] | None] = {}


def _plain_defaults(cls: type[Any]) -> dict[str, Any] | None:
    found = defaults(cls)
    plain = len(found) == len(dataclasses.fields(cls)) and not hasattr(cls, "__post_init__")
    return found if plain and not hasattr(cls, "__slots__") else None


def _json(value: Any) -> str:
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


def _type_words(allowed: tuple[type, ...]) -> str:
    names = {bool: "true or false", int: "a whole number", str: "a string", type(None): "null"}
    return " or ".join(names.get(t, t.__name__) for t in allowed)
