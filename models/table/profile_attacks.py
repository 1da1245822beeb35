"""Attacks at the table for a system whose attack is built from the two units' profiles.

`ProfileAttack` is the attack rules (models/table/declaration.py) of a system whose attack is
a spec filled in from the two units and the weapon: its spec type, exact odds and resolution
(the rules core), the counts an attack produces (its measures; one of them charted), how to
pre-fill the spec, and what the outcome changes in the game log. The ranked-fantasy, Dies Irae
and warzone systems each declare one in their package (models/systems/<system>/table_attacks.py)
and put it in their profile; `Sides` and `sides` are what those declarations read.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import SimpleNamespace
from typing import Any

from models.catalog.catalog import Catalog, Item
from models.i18n import N_, format_percent, tr
from models.rules.dice import DiceSource, GivenDice
from models.rules.explain import Explained
from models.rules.spec import from_mapping
from models.rules.system import OddsReport, expectation, fraction_text
from models.table.declaration import (
    KINDS,
    PROFILE,
    AttackDone,
    AttackPlan,
    AttackRules,
    Bars,
    Measure,
    Table,
    Victims,
    WeaponChoice,
)
from models.table.effective import WornArmour, effective_profile
from models.table.game_log import ACTIVATED
from models.table.payloads import Outcome
from models.table.views import MemberView, ModelState


@dataclass(frozen=True)
class Sides:
    """The attacker, the target and their states, for pre-filling and effects."""

    catalog: Catalog
    attacker: MemberView
    attacker_state: ModelState
    weapon: Item | None
    target: MemberView
    target_state: ModelState
    # The friends ticked as fighting the target, in the order listed (WZ-F3), and the other
    # models ticked as under the weapon's template (WZ-T3).
    friends: tuple[tuple[MemberView, ModelState], ...] = ()
    area: tuple[tuple[MemberView, ModelState], ...] = ()
    armour: WornArmour | None = None  # the system's (FB-S1: worn armour adds to Arm)

    def profile(self, member: MemberView) -> Mapping[str, Any]:
        """The member's profile as it plays: worn armour applied
        (models/table/effective.py)."""
        played = effective_profile(self.catalog, member, self.armour)
        return {f.field.key: f.value for f in played.fields}

    def alive(self, member: MemberView, state: ModelState) -> int:
        return max(0, member.size - state.counters.get("casualties", 0))


class ProfileAttack(AttackRules):
    """A system whose attack is its spec from the two units and the weapon: the ranked-fantasy,
    Dies Irae and warzone systems, each declared once in its own package."""

    def __init__(
        self,
        spec_type: type[Any],
        odds: Callable[[Any], OddsReport],
        resolve: Callable[[Any, DiceSource], Explained[Any]],
        measures: tuple[Measure, Measure],  # (hits or the like, the charted consequence)
        prefill: Callable[[Sides], dict[str, Any]],
        effects: Callable[[Sides, Any], list[dict[str, Any]]],
        summary: Callable[[Any], str],
        *,
        into_melee: str = "",
        area_melee: str = "",
        area: Callable[[Item | None], str | None] | None = None,
        hidden: Callable[[Mapping[str, Any]], frozenset[str]] | None = None,
        decisive: str = "destroyed",
        harm_from: str = "casualties",
    ) -> None:
        self.spec_type = spec_type
        self.decisive = decisive
        self.harm_from = harm_from  # the least of the outcomes armour is compared by
        # a friend struck in a melee is one of those ticked (WZ-F3); enemies are not asked
        self.into_melee, self.melee_enemies_listed = into_melee, not into_melee
        self.area, self.area_melee = area, area_melee  # a template into a melee (WZ-T3)
        self.hidden = hidden
        self.measures = measures
        self.chart_title = measures[1].label
        # The rules core's parts, pure: odds and resolution of a spec, and for the table the
        # spec from the two units, the log's effects and the summary of an outcome.
        self.spec_odds, self.roll_spec = odds, resolve
        self.from_sides, self.effects, self.summary = prefill, effects, summary

    @property
    def charted(self) -> str:
        """The distribution shown as bars in the wizard."""
        return self.measures[1].distribution

    def weapons(self, catalog: Catalog, member: MemberView) -> list[WeaponChoice]:
        items = [catalog.items[i.key] for i in member.items if i.key in catalog.items]
        found = [WeaponChoice(i.id, i.name, i.category) for i in items if i.category in KINDS]
        return [*found, WeaponChoice(PROFILE, tr("the profile alone"), "melee")]

    def prefill(
        self, table: Table, attacker_id: int, weapon: WeaponChoice, target_id: int, victims: Victims
    ) -> dict[str, Any]:
        return self.from_sides(sides(table, attacker_id, weapon, target_id, victims))

    def decisive_name(self) -> str:
        return outcome_name(self.decisive)

    def outcome_name(self, key: str) -> str:
        return outcome_name(key)

    def comparison(self, report: OddsReport) -> list[tuple[str, Fraction, bool]]:
        """Every outcome but the first, and the charted count's expectation."""
        counted = self.measures[1]
        expected = expectation(report.distributions[counted.distribution])
        label = tr("Expected {what}").format(what=tr(counted.label))
        chances = [(capitalised(k), p, c) for k, p, c in super().comparison(report)]
        return [*chances, (label, expected, False)]

    def harm_name(self) -> str:
        return capitalised(tr("{outcome} or worse").format(outcome=outcome_name(self.harm_from)))

    def hidden_fields(self, spec: Mapping[str, Any]) -> frozenset[str]:
        return self.hidden(spec) if self.hidden is not None else frozenset()

    def steps_alone(self, spec: Any, edition: str | None, dice: DiceSource) -> tuple[str, ...]:
        return tuple(self.roll_spec(spec, dice).steps)

    def area_text(self, table: Table, weapon: WeaponChoice) -> str | None:
        if self.area is None:
            return None
        return self.area(table.catalog.items.get(weapon.key) if weapon.key != PROFILE else None)

    def into_melee_text(self, table: Table, weapon: WeaponChoice) -> str:
        if self.area_text(table, weapon):  # WZ-T3: the friends fighting the target, hit too
            return tr(self.area_melee) if self.area_melee else ""
        return super().into_melee_text(table, weapon)

    def odds(self, spec: Any, edition: str | None) -> tuple[OddsReport, tuple[str, ...]]:
        report = self.spec_odds(spec)
        return report, tuple(report.notes)

    def resolve(self, table: Table, plan: AttackPlan, dice: DiceSource) -> AttackDone:
        resolved = self.roll_spec(from_mapping(self.spec_type, dict(plan.spec)), dice)
        changes = self.effects(
            sides(table, plan.attacker_id, plan.weapon, plan.target_id, plan.victims),
            resolved.outcome,
        )
        changes.append({"member": plan.attacker_id, "flag": ACTIVATED, "value": True})
        what = self.summary(resolved.outcome)
        return AttackDone(
            plan,
            what,
            what,
            tuple(resolved.steps),
            tuple(changes),
            (),
            extra=self.record(plan.odds, resolved.outcome),
        )

    def replay_steps(
        self,
        spec: Mapping[str, Any],
        dice: Sequence[int],
        facts: Mapping[str, Any],
        edition: str | None,
        names: Mapping[int, str],
    ) -> tuple[str, ...] | None:
        given = GivenDice(dice)
        steps = self.roll_spec(from_mapping(self.spec_type, dict(spec)), given).steps
        return None if given.unused else tuple(steps)

    def record(self, report: OddsReport, outcome: Any) -> dict[str, Any]:
        """What the log keeps beside the summary: every measure's value, and the exact odds of
        the charted one coming out as it did."""
        values = {m.distribution: int(getattr(outcome, m.attribute)) for m in self.measures}
        chance = report.distributions[self.charted].get(str(values[self.charted]), Fraction(0))
        return {
            "odds": fraction_text(chance),
            "measures": values,
            "facts": {"values": outcome_values(outcome)},
        }

    def result_text(self, outcome: Outcome) -> str | None:
        values = outcome.facts.get("values")
        if not isinstance(values, Mapping):
            return None
        read = {k: Fraction(v) if isinstance(v, str) else v for k, v in values.items()}
        try:
            return self.summary(SimpleNamespace(**read))
        except (AttributeError, TypeError, ValueError, ZeroDivisionError):
            return None  # written by another version: its summary as written

    def chart(self, report: OddsReport) -> tuple[Bars, Bars]:
        bars = list(report.distributions[self.charted].items())
        while len(bars) > 2 and bars[-1][1] == 0:  # "19 models removed: 0 %" says nothing
            bars.pop()
        return bars, [(outcome_name(k), p) for k, p in report.outcomes.items()]

    def headline(self, done: AttackDone) -> str:
        """The summary, and the chance of the charted count coming out as it did."""
        odds = done.extra.get("odds")
        value = done.extra.get("measures", {}).get(self.charted)
        if odds is None or value is None:
            return done.summary
        return tr("Outcome: {summary} — {value} {what} had a {percent} chance.").format(
            summary=done.summary,
            value=value,
            what=tr(self.measures[1].label),
            percent=format_percent(float(Fraction(odds))),
        )

    def headline_exact(self, done: AttackDone) -> str:
        """The summary, and the exact odds of the charted count coming out as it did."""
        odds = done.extra.get("odds")
        value = done.extra.get("measures", {}).get(self.charted)
        if odds is None or value is None:
            return done.summary
        return tr(
            "Outcome: {summary} (the odds of {value} {what} were {odds} = {percent})."
        ).format(
            summary=done.summary,
            value=value,
            what=tr(self.measures[1].label),
            odds=odds,
            percent=format_percent(float(Fraction(odds))),
        )

    def measure_labels(self) -> tuple[str, str]:
        first, second = self.measures
        return tr(first.label), tr(second.label)

    def expectations(
        self, spec: Mapping[str, Any], edition: str | None
    ) -> tuple[Fraction, Fraction]:
        odds = self.spec_odds(from_mapping(self.spec_type, spec))
        first, second = (expectation(odds.distributions[m.distribution]) for m in self.measures)
        return first, second

    def actual(self, outcome: Outcome) -> tuple[int, int] | None:
        values = outcome.measures
        if not values:
            return None
        first, second = self.measures
        return int(values.get(first.distribution, 0)), int(values.get(second.distribution, 0))


def outcome_values(outcome: Any) -> dict[str, Any]:
    """An outcome's own numbers (a NamedTuple's or a dataclass's scalar fields; Fractions as
    text), for the log row to be written again in any language (models/ledger/games/log_text.py)."""
    if hasattr(outcome, "_asdict"):
        items = outcome._asdict().items()
    else:
        items = ((f.name, getattr(outcome, f.name)) for f in dataclasses.fields(outcome))
    values: dict[str, Any] = {}
    for name, value in items:
        if isinstance(value, Fraction):
            values[name] = fraction_text(value)
        elif value is None or isinstance(value, (bool, int)):
            values[name] = value
    return values


def sides(
    table: Table,
    attacker_id: int,
    weapon: WeaponChoice,
    target_id: int,
    victims: Victims | None = None,
) -> Sides:
    item = table.catalog.items.get(weapon.key) if weapon.key != PROFILE else None
    attacker, target = table.member(attacker_id), table.member(target_id)
    return Sides(
        table.catalog,
        attacker,
        table.state_of(attacker_id),
        item,
        target,
        table.state_of(target_id),
        tuple((table.member(f), table.state_of(f)) for f in (victims or Victims()).melee_friends),
        tuple((table.member(m), table.state_of(m)) for m in (victims or Victims()).blast),
        table.profile.armour,
    )


def int_of(value: Any, default: int) -> int:
    """A profile's or a weapon's number; `default` where it is missing or not a number."""
    return value if isinstance(value, int) else default


# The odds reports' outcome keys, for people (translated where shown).
OUTCOME_NAMES = {
    "none": N_("none"),
    "casualties": N_("casualties"),
    "destroyed": N_("destroyed"),
    "unhurt": N_("unhurt"),
    "wounded": N_("wounded"),
    "dead": N_("dead"),
}


def capitalised(text: str) -> str:
    """A column's title: the first letter a capital ("destroyed" → "Destroyed")."""
    return text[:1].upper() + text[1:]


def outcome_name(key: str) -> str:
    return tr(OUTCOME_NAMES.get(key, key.replace("_", " ")))
