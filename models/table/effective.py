"""A member's profile as it plays: the model's own values with what it carries applied.

The roster editor and its pickers, the game table and cards, the warband cards, the roster sheet,
the loadout comparison, the match-ups, the exports and the attack wizard all show these values,
and the attack's pre-fill reads them, so what a player reads is what the dice apply. Two things
change a model's own values (the catalog works them out: `Catalog.played`):

- worn armour adds to the profile field a system's profile names (`WornArmour`: Trench
  Crusade's Armour, TC-I4, bounded at −3; the ranked-fantasy Arm, FB-S1), except an armour the
  model type already lists among its abilities, which its profile holds, or one whose effect
  the model's own effects already say;
- the catalog's effects (models/catalog/effects.py): what its upgrades, skills, battle scars,
  items, promotion and warband do to its profile, keywords, hands and name — the community
  data's modifiers, as New Recruit applies them.

Each changed value names every source of the change (a tooltip, a card's line).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from models.catalog.catalog import Catalog, ProfileField, ProfileValue
from models.catalog.effects import (
    Applied,
    Holder,
    Played,
    injury_token,
    skill_token,
)
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
    """One cause of a changed value: a step (`delta`) or a value it sets."""

    name: str  # the item, upgrade, skill … (or what the catalog calls the cause)
    delta: int | None = None
    value: ProfileValue = None

    def text(self, field: ProfileField) -> str:
        if self.delta is not None:
            return f"{self.name} {self.delta:+d}"
        return tr("{name} → {value}").format(name=self.name, value=field.format(self.value))


@dataclass(frozen=True)
class FieldValue:
    field: ProfileField
    base: ProfileValue  # the model type's own value
    total: ProfileValue  # base and every source applied, before any bound
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
        when nothing changes it."""
        if not self.sources:
            return f"{self.label} {self.text}"
        parts = [tr("own {value}").format(value=self.field.format(self.base))]
        parts += [s.text(self.field) for s in self.sources]
        rule = f" ({self.rule})" if self.rule else ""
        text = f"{self.label} {self.text}{rule}: " + ", ".join(parts)
        if self.total != self.value:
            text += " " + tr("— {total} in all, {value} at most").format(
                total=self.field.format(self.total), value=self.text
            )
        return text


@dataclass(frozen=True)
class EffectiveProfile:
    fields: tuple[FieldValue, ...]
    name: str = ""  # the model as the data names it here ("Kavass", "Favoured Janissary")
    keywords: tuple[str, ...] = ()
    hands: int = 2
    base_mm: tuple[int, ...] = ()
    movetype: str = ""
    notes: tuple[str, ...] = ()  # what changed its name, keywords, hands, base (tooltips)

    def get(self, key: str) -> FieldValue | None:
        return next((f for f in self.fields if f.field.key == key), None)

    def value(self, key: str) -> ProfileValue:
        found = self.get(key)
        return found.value if found is not None else None

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def text(self) -> str:
        """'Move 6"  Ranged +2  Melee +2  Armour −1' — one line for cards and lists."""
        return "  ".join(f"{f.label} {f.text}" for f in self.fields)

    def explained(self) -> list[str]:
        """One line per value something changes (for tooltips and cards)."""
        return [f.explained() for f in self.fields if f.changed] + list(self.notes)

    @property
    def changed(self) -> bool:
        return any(f.changed for f in self.fields) or bool(self.notes)


def difference(before: EffectiveProfile, after: EffectiveProfile) -> tuple[str, ...]:
    """What changes from one profile to the other, in a few words: "Ranged +1 → +2", "TOUGH",
    "no INFILTRATOR", "named Legionnaire", "3 hands" (what adding an upgrade would do)."""
    said = [
        f"{now.label} {was.text} → {now.text}"
        for was, now in zip(before.fields, after.fields, strict=True)
        if was.value != now.value
    ]
    said += [k for k in after.keywords if k not in before.keywords]
    said += [
        tr("no {keyword}").format(keyword=k) for k in before.keywords if k not in after.keywords
    ]
    if after.name != before.name:
        said.append(tr("named {name}").format(name=after.name))
    if after.hands != before.hands:
        said.append(tr("{hands} hands").format(hands=after.hands))
    if after.base_mm[:1] != before.base_mm[:1] and after.base_mm:
        said.append(tr("base {base}mm").format(base=after.base_mm[0]))
    if after.movetype != before.movetype and after.movetype:
        said.append(tr("moves as {kind}").format(kind=tr(after.movetype)))
    return tuple(said)


def holder_of(member: MemberView) -> Holder:
    """A member as the catalog's effects count it."""
    return Holder(
        model=member.model_key,
        items=tuple(i.key for i in member.items),
        upgrades=tuple(u.key for u in member.upgrades),
        skills=member.skills,
        scars=member.battle_scars,
        promoted=member.promoted,
    )


def effective_profile(
    catalog: Catalog, member: MemberView, armour: WornArmour | None
) -> EffectiveProfile:
    """The member's profile as it plays (see the module's docstring), in its warband;
    remembered by what it holds and what its warband holds."""
    holder = holder_of(member)

    def work() -> EffectiveProfile:
        worn = armour.field if armour is not None else None
        return _profile(catalog, member, catalog.played(holder, member.holdings, worn), armour)

    found: EffectiveProfile = catalog.remembered(("profile", holder, member.holdings, armour), work)
    return found


def _profile(
    catalog: Catalog, member: MemberView, played: Played, armour: WornArmour | None
) -> EffectiveProfile:
    model = catalog.models.get(member.model_key)
    own = model.profile if model is not None else {}
    names = _Names(catalog, member)
    fields = []
    for field in catalog.rules.profile:
        base = own.get(field.key)
        total = played.profile.get(field.key, base)
        sources = tuple(_source(a, names) for a in played.changes(field.key))
        value = total
        if armour is not None and field.key == armour.field and isinstance(total, int):
            value = armour.bounded(total)
        rule = armour.rule if armour is not None and field.key == armour.field else ""
        fields.append(FieldValue(field, base, total, value, sources, rule if sources else ""))
    return EffectiveProfile(
        tuple(fields),
        name=played.name,
        keywords=played.keywords,
        hands=played.hands,
        base_mm=played.base_mm,
        movetype=played.movetype,
        notes=tuple(_notes(played, names) + _unapplied(catalog, member)),
    )


def _unapplied(catalog: Catalog, member: MemberView) -> list[str]:
    """What an entry the member holds does to it that the catalog's effects cannot say (the
    conversion's report lists it too): said, never dropped in silence."""
    model = catalog.models.get(member.model_key)
    if model is None or not model.unapplied:
        return []
    held = holder_of(member).tokens()
    return [
        tr("{entry}: not applied here — {why}").format(entry=catalog.name_of(token), why=why)
        for token, why in model.unapplied
        if held.get(token)
    ]


def _source(applied: Applied, names: _Names) -> Source:
    name = names.of(applied)
    if applied.op in ("increment", "decrement") and isinstance(applied.value, int):
        step = applied.value * applied.times
        return Source(name, step if applied.op == "increment" else -step)
    return Source(name, value=applied.value)


def _notes(played: Played, names: _Names) -> list[str]:
    lines = []
    for applied in played.applied:
        if applied.field == "keywords":
            said = (
                tr("{keyword} ({source})")
                if applied.op != "remove"
                else tr("no {keyword} ({source})")
            )
            lines.append(said.format(keyword=applied.value, source=names.of(applied)))
        elif applied.field == "name":
            lines.append(
                tr("named {name} ({source})").format(name=played.name, source=names.of(applied))
            )
        elif applied.field == "hands":
            lines.append(
                tr("{hands} hands ({source})").format(hands=played.hands, source=names.of(applied))
            )
        elif applied.field == "base" and played.base_mm:
            lines.append(
                tr("base {base}mm ({source})").format(
                    base=played.base_mm[0], source=names.of(applied)
                )
            )
        elif applied.field == "movetype":
            lines.append(
                tr("moves as {kind} ({source})").format(
                    kind=tr(played.movetype), source=names.of(applied)
                )
            )
    return list(dict.fromkeys(lines))


class _Names:
    """The names of what caused an effect: the catalog's entries, the member's own records."""

    def __init__(self, catalog: Catalog, member: MemberView) -> None:
        self.catalog = catalog
        self.records: Mapping[str, str] = {
            **{skill_token(s): s for s in member.skills},
            **{injury_token(s): s for s in member.battle_scars},
        }

    def of(self, applied: Applied) -> str:
        if applied.worn:
            item = self.catalog.items.get(applied.worn)
            return item.name if item is not None else applied.worn
        # an option names its upgrade ("Legionnaire: Ranged"): the upgrade is not said again
        chosen = {
            u.option_of for t in applied.causes if (u := self.catalog.upgrades.get(t)) is not None
        }
        found = [self.token(t) for t in applied.causes if t not in chosen]
        if found:
            return ", ".join(dict.fromkeys(found))
        return applied.source or tr("the catalog")

    def token(self, token: str) -> str:
        return self.records.get(token) or self.catalog.name_of(token)
