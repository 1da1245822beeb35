"""A member's profile as it plays: the model's own values with what it wears applied.

The roster editor, the game cards, the warband cards, the roster sheet and the attack wizard
all show these values, and the attack's pre-fill reads them, so what a player reads is what the
dice apply. Worn armour adds to the profile field a system's profile names (`WornArmour`:
Trench Crusade's Armour, TC-I4, bounded at −3; the ranked-fantasy Arm, FB-S1), except an
armour the model type already lists among its abilities, which its profile holds. Upgrades,
skills and battle scars carry no numbers in the catalogs, so they are shown by name beside
the profile, never guessed into it.
"""

from __future__ import annotations

from dataclasses import dataclass

from models.catalog.catalog import Catalog, ProfileField, ProfileValue
from models.i18n import tr
from models.table.views import MemberView


@dataclass(frozen=True)
class WornArmour:
    """How items' `armour` values reach a profile: the field they add to, the rule that says
    so, and the furthest the total may go (None: no bound)."""

    field: str
    rule: str
    bound: int | None = None

    def bounded(self, total: int) -> int:
        if self.bound is None:
            return total
        return max(total, self.bound) if self.bound < 0 else min(total, self.bound)


@dataclass(frozen=True)
class Source:
    name: str  # the item (or "own" for the model's own value)
    delta: int


@dataclass(frozen=True)
class FieldValue:
    field: ProfileField
    base: ProfileValue  # the model type's own value
    total: ProfileValue  # base and every source added, before any bound
    value: ProfileValue  # what the rules use: the total within its bound
    sources: tuple[Source, ...] = ()
    rule: str = ""

    @property
    def label(self) -> str:
        return tr(self.field.label)

    @property
    def text(self) -> str:
        return self.field.format(self.value)

    @property
    def changed(self) -> bool:
        return bool(self.sources)

    def explained(self) -> str:
        """'Armour −2 (TC-I4): own 0, Standard Armour −1, Trench Shield −1'; the plain value
        when nothing is worn."""
        if not self.sources:
            return f"{self.label} {self.text}"
        parts = [tr("own {value}").format(value=self.field.format(self.base))]
        parts += [f"{s.name} {s.delta:+d}" for s in self.sources]
        text = f"{self.label} {self.text} ({self.rule}): " + ", ".join(parts)
        if self.total != self.value:
            text += " " + tr("— {total} in all, {value} at most").format(
                total=self.field.format(self.total), value=self.text
            )
        return text


@dataclass(frozen=True)
class EffectiveProfile:
    fields: tuple[FieldValue, ...]

    def get(self, key: str) -> FieldValue | None:
        return next((f for f in self.fields if f.field.key == key), None)

    def value(self, key: str) -> ProfileValue:
        found = self.get(key)
        return found.value if found is not None else None

    def text(self) -> str:
        """'Move 6"  Ranged +2  Melee +2  Armour −1' — one line for cards and lists."""
        return "  ".join(f"{f.label} {f.text}" for f in self.fields)

    def explained(self) -> list[str]:
        """One line per field that something worn changes (for tooltips and cards)."""
        return [f.explained() for f in self.fields if f.changed]


def effective_profile(
    catalog: Catalog, member: MemberView, armour: WornArmour | None
) -> EffectiveProfile:
    """The member's profile with its worn armour applied (see the module's docstring)."""
    model = catalog.models.get(member.model_key)
    own = model.profile if model is not None else {}
    fields = []
    for field in catalog.rules.profile:
        base = own.get(field.key)
        if armour is None or field.key != armour.field:
            fields.append(FieldValue(field, base, base, base))
            continue
        # An armour the model type lists among its abilities is its standard kit, already in
        # its profile (the ranked-fantasy Heavy Infantry: Arm 2 with "Light armour", "Shield").
        standard = {a.casefold() for a in model.abilities} if model is not None else set()
        sources = tuple(
            Source(item.name, item.armour)
            for named in member.items
            if (item := catalog.items.get(named.key)) is not None
            and item.armour
            and item.name.casefold() not in standard
        )
        total = (base if isinstance(base, int) else 0) + sum(s.delta for s in sources)
        shown: ProfileValue = total if sources or isinstance(base, int) else base
        value = armour.bounded(total) if isinstance(shown, int) else shown
        fields.append(FieldValue(field, base, shown, value, sources, armour.rule))
    return EffectiveProfile(tuple(fields))
