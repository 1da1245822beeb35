"""What a game event's `outcome` holds, typed: one writer (`Outcome.to_json`, called by the
event writers of models/ledger/games/play.py) and one reader (`Outcome.read`, used by the
projection, the game view's log and the game report). Versioned: `"v": 2` today. From version 2
the log row is rendered at display time from the structured fields
(models/ledger/games/log_text.py), in the reader's language; `summary` stays as it was written,
for older readers and for events of version 1 (typed, but without `facts`) and 0 (written before
payloads were typed), which read the same way, every field optional. docs/file-formats.md
describes the fields."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

VERSION = 2


@dataclass(frozen=True)
class Outcome:
    summary: str  # a line for the log view
    effects: tuple[Mapping[str, Any], ...] = ()  # what the projection applies (games.py)
    result: str | None = None  # the outcome's key: an attack's or an action's result
    steps: tuple[str, ...] = ()  # the rule-citing steps, as shown
    weapon: str | None = None
    odds: str | None = None  # the exact chance of `result` (Trench Crusade, actions)
    also_hit: tuple[tuple[int, str], ...] = ()  # (member, result): BLAST victims, stray shots
    blood_gained: int | None = None  # Trench Crusade
    measures: Mapping[str, int] = field(default_factory=dict)  # the other systems' counts
    action: str | None = None  # which Trench Crusade action
    # What the row says beyond the fields above, as numbers and keys: the other systems' outcome
    # values (`{"values": {"hits": 2, …}}`), the kind of event an undo or redo names.
    facts: Mapping[str, Any] = field(default_factory=dict)
    version: int = VERSION

    def to_json(self) -> dict[str, Any]:
        """The one writer: only the fields that are set, and the version."""
        data: dict[str, Any] = {
            "v": self.version,
            "summary": self.summary,
            "effects": [dict(e) for e in self.effects],
        }
        optional: dict[str, Any] = {
            "result": self.result,
            "weapon": self.weapon,
            "odds": self.odds,
            "blood_gained": self.blood_gained,
            "action": self.action,
        }
        data.update({k: v for k, v in optional.items() if v is not None})
        if self.steps:
            data["steps"] = list(self.steps)
        if self.also_hit:
            data["also_hit"] = [{"member": m, "result": r} for m, r in self.also_hit]
        if self.measures:
            data["measures"] = dict(self.measures)
        if self.facts:
            data["facts"] = dict(self.facts)
        return data

    @classmethod
    def read(cls, data: Mapping[str, Any]) -> Outcome:
        """The one reader, for every version written so far."""
        measures, facts = data.get("measures"), data.get("facts")
        return cls(
            summary=str(data.get("summary", "")),
            effects=tuple(e for e in data.get("effects", ()) if isinstance(e, Mapping)),
            result=_text(data.get("result")),
            steps=tuple(str(s) for s in data.get("steps", ())),
            weapon=_text(data.get("weapon")),
            odds=_text(data.get("odds")),
            also_hit=tuple(
                (int(h["member"]), str(h["result"]))
                for h in data.get("also_hit", ())
                if isinstance(h, Mapping) and "member" in h and "result" in h
            ),
            blood_gained=data.get("blood_gained"),
            measures=MappingProxyType(dict(measures)) if isinstance(measures, Mapping) else {},
            action=_text(data.get("action")),
            facts=MappingProxyType(dict(facts)) if isinstance(facts, Mapping) else {},
            version=int(data.get("v", 0)),
        )


def _text(value: Any) -> str | None:
    return None if value is None else str(value)
