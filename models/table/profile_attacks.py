"""Attacks at the table for the ranked-fantasy, Dies Irae and warzone systems.

`ProfileAttack` is the attack rules (models/table/declaration.py) of a system whose attack is
a spec filled in from the two units and the weapon: its spec type, exact odds and resolution
(the rules core), the counts an attack produces (its measures; one of them charted), how to
pre-fill the spec, and what the outcome changes in the game log. Each of the three systems
declares one below; models/ledger/profiles.py puts them in the systems' profiles.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import SimpleNamespace
from typing import Any

from models.catalog.catalog import Catalog, Item
from models.i18n import N_, format_percent, ntr, tr
from models.rules.dice import DiceSource, GivenDice
from models.rules.dies_irae.attack import DiesIraeAttackSpec
from models.rules.dies_irae.attack import resolve as dies_irae_resolve
from models.rules.dies_irae.odds import dies_irae_odds
from models.rules.explain import Explained
from models.rules.ninth_age.attack import NinthAgeAttackSpec
from models.rules.ninth_age.attack import resolve as ninth_age_resolve
from models.rules.ninth_age.odds import ninth_age_odds
from models.rules.spec import from_mapping
from models.rules.system import OddsReport, expectation, fraction_text
from models.rules.warzone.attack import WarzoneAttackSpec
from models.rules.warzone.attack import resolve as warzone_resolve
from models.rules.warzone.odds import warzone_odds
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
from models.table.game_log import ACTIVATED, OUT_OF_ACTION, aiming_flag
from models.table.payloads import Outcome
from models.table.views import MemberView, ModelState

CHAMPION, CHAMPION_LOST = "na_champion", "champion_lost"
FRONT_RANK = 5  # ninth-age: models of an attacking unit assumed to fight (editable)
SCORE_TO_SETTLE = "A score to settle"  # Dies Irae: the catalog's ability (DI-12)
BAND = "SR"  # warzone: the band the shots are taken at unless changed in the wizard


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
    Dies Irae and warzone systems, each declared once below."""

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


def _int(value: Any, default: int) -> int:
    return value if isinstance(value, int) else default


# -- ninth-age --------------------------------------------------------------------------------


def _ninth_age_prefill(s: Sides) -> dict[str, Any]:
    a, t = s.profile(s.attacker), s.profile(s.target)
    stats = s.weapon.stats if s.weapon is not None else {}
    ranged = s.weapon is not None and s.weapon.category == "ranged"
    attackers = min(s.alive(s.attacker, s.attacker_state), FRONT_RANK)
    if ranged:  # a shooting weapon has its own Strength and AP
        strength, penetration = _int(stats.get("str"), 3), _int(stats.get("ap"), 0)
    else:  # a melee weapon adds to the model's
        strength = _int(a.get("str"), 3) + _int(stats.get("str"), 0)
        penetration = _int(a.get("ap"), 0) + _int(stats.get("ap"), 0)
    data: dict[str, Any] = {
        "attacks": max(1, _int(a.get("att"), 1) * max(attackers, 1)),
        "strength": min(10, strength),
        "armour_penetration": penetration,
        "resilience": _int(t.get("res"), 3),
        "armour": _int(t.get("arm"), 0),
        "offensive_skill": _int(a.get("off"), 3),
        "defensive_skill": _int(t.get("def"), 3),
        "models": max(1, s.alive(s.target, s.target_state)),
        "hp": max(1, _int(t.get("hp"), 1)),
        "wounds_already": s.target_state.counters.get("wounds", 0),
    }
    if ranged:
        data["to_hit"] = 4
    save = t.get("special_save")
    if isinstance(save, int):
        data["special_save"] = save
    if data["wounds_already"] >= data["hp"]:
        data["wounds_already"] = data["hp"] - 1
    has_champion = any(u.key == CHAMPION for u in s.target.upgrades)
    if has_champion and CHAMPION_LOST not in s.target_state.flags:
        data["champion_hp"] = data["hp"]  # FB-L: the champion is its own wound group
        data["models"] = max(1, data["models"] - 1)
    return data


def _ninth_age_effects(s: Sides, outcome: Any) -> list[dict[str, Any]]:
    changes: list[dict[str, Any]] = []
    if outcome.removed:
        changes.append({"member": s.target.id, "counter": "casualties", "delta": outcome.removed})
    carried = outcome.state.carried - s.target_state.counters.get("wounds", 0)
    if carried:
        changes.append({"member": s.target.id, "counter": "wounds", "delta": carried})
    had_champion = any(u.key == CHAMPION for u in s.target.upgrades) and (
        CHAMPION_LOST not in s.target_state.flags
    )
    if had_champion and not outcome.state.champion_hp_left:
        changes.append({"member": s.target.id, "flag": CHAMPION_LOST, "value": True})
    if getattr(outcome, "alive", outcome.state.alive) == 0:
        changes.append({"member": s.target.id, "flag": OUT_OF_ACTION, "value": True})
    return changes


def _ninth_age_hidden(spec: Mapping[str, Any]) -> frozenset[str]:
    """A shot is not offered the melee skills, a melee attack not the shooting modifiers; the
    champion's fields only where the unit has one (FB-H1, FB-H2, FB-L3)."""
    shooting = spec.get("to_hit") is not None
    hidden = (
        {"offensive_skill", "defensive_skill"}
        if shooting
        else {"to_hit", "long_range", "moved", "cover", "hard_target"}
    )
    if not spec.get("champion_hp"):
        hidden |= {"champion_hp", "target"}
    return frozenset(hidden)


# -- Dies Irae --------------------------------------------------------------------------------


def _dies_irae_prefill(s: Sides) -> dict[str, Any]:
    a, t = s.profile(s.attacker), s.profile(s.target)
    stats = s.weapon.stats if s.weapon is not None else {}
    shooting = s.weapon is not None and s.weapon.category == "ranged"
    per_model = _int(stats.get("shots" if shooting else "attacks"), 1)
    data: dict[str, Any] = {
        "mode": "shooting" if shooting else "melee",
        "attacks": max(1, per_model * max(1, s.alive(s.attacker, s.attacker_state))),
        "aim": _int(a.get("aim"), 3),
        "ability": _int(a.get("ability"), 3),
        "enemy_ability": _int(t.get("ability"), 3),
        "health": _int(t.get("health"), 3),
        "models": max(1, s.alive(s.target, s.target_state)),
    }
    if isinstance(t.get("dodge"), int):
        data["dodge"] = t["dodge"]
    # DI-12: a unit with "a score to settle" attacking Nuntius (the catalog's "… (target)")
    hunter = SCORE_TO_SETTLE in s.catalog.models[s.attacker.model_key].abilities
    if hunter and f"{SCORE_TO_SETTLE} (target)" in s.catalog.models[s.target.model_key].abilities:
        data["score_to_settle"] = True
    structure = t.get("structure")
    if isinstance(structure, int):
        lost = s.target_state.counters.get("structure_hits", 0) / 2
        data["structure"] = max(1, int(structure - lost))
        data["models"] = 1
    return data


def _dies_irae_hidden(spec: Mapping[str, Any]) -> frozenset[str]:
    """Shooting is not offered the melee comparison nor a melee's reply (DI-8, DI-9), a melee
    not Aim nor cover (DI-3, DI-6); Structure only against a vehicle (DI-11)."""
    shooting = spec.get("mode", "shooting") == "shooting"
    melee_only = {"ability", "enemy_ability", "caught_in_melee", "striker"}
    melee_only |= {"character_attacks", "character_ability"}  # DI-8: its own Ability
    hidden = melee_only if shooting else {"aim", "cover"}
    if spec.get("structure") is None:
        hidden.add("structure")
    return frozenset(hidden)


def _dies_irae_effects(s: Sides, outcome: Any) -> list[dict[str, Any]]:
    """Soldiers lost, or half points of a vehicle's Structure (DI-11)."""
    changes: list[dict[str, Any]] = []
    structure = s.profile(s.target).get("structure")
    if isinstance(structure, int):
        halves = int((outcome.structure_lost or 0) * 2)
        if halves:
            changes.append({"member": s.target.id, "counter": "structure_hits", "delta": halves})
        destroyed = s.target_state.counters.get("structure_hits", 0) + halves >= 2 * structure
    else:
        if outcome.deaths:
            changes.append(
                {"member": s.target.id, "counter": "casualties", "delta": outcome.deaths}
            )
        destroyed = s.alive(s.target, s.target_state) - outcome.deaths <= 0
    if destroyed:
        changes.append({"member": s.target.id, "flag": OUT_OF_ACTION, "value": True})
    return changes


# -- warzone ----------------------------------------------------------------------------------


def _warzone_prefill(s: Sides) -> dict[str, Any]:
    a, t = s.profile(s.attacker), s.profile(s.target)
    stats = s.weapon.stats if s.weapon is not None else {}
    bands = s.weapon.bands if s.weapon is not None else {}
    band = bands.get(BAND) or next((b for b in bands.values() if b), None) or {}
    data: dict[str, Any] = {
        "skill": _int(a.get("ws"), 10),
        "modifier": _int(band.get("modifier"), 0),
        "shots": _int(band.get("shots"), 1),
        "damage": _int(stats.get("damage"), 10),
        "damage_multiplier": _int(stats.get("damage_multiplier"), 1),
        "av": _int(stats.get("av"), 0),
        "armour": _int(t.get("armour"), 10),
        "wounds": max(1, _int(t.get("zw"), 1) - s.target_state.counters.get("wounds", 0)),
        "aimed": aiming_flag(s.target.id) in s.attacker_state.flags,  # WZ-M2: at this target
    }
    if isinstance(stats.get("jam"), int):
        data["jam"] = stats["jam"]
    template = _warzone_template(s.weapon)
    if (
        template != "none"
    ):  # WZ-T3, WZ-T4, WZ-T5: one shot, the target and the models ticked under it
        data.update(template=template, shots=1, template_models=1 + len(s.area))
    # WZ-F3: the friends' profile — the first ticked friend's, else the shooter's own squad's
    friend, friend_state = s.friends[0] if s.friends else (s.attacker, s.attacker_state)
    if s.friends:
        data["melee_friends"] = len(s.friends)
    f = s.profile(friend)
    data["friend_armour"] = _int(f.get("armour"), 10)
    data["friend_wounds"] = max(1, _int(f.get("zw"), 1) - friend_state.counters.get("wounds", 0))
    return data


def _warzone_hidden(spec: Mapping[str, Any]) -> frozenset[str]:
    """A weapon without a template is not offered the template's fields (WZ-T3, WZ-T4, WZ-T5); the
    friends in a melee and the models under a template are ticked in lists, the friends'
    profile asked only when some are ticked."""
    hidden = {"melee_friends", "template_models"}
    if spec.get("template", "none") == "none":
        hidden |= {"template", "cluster", "automatic"}
    if not spec.get("melee_friends"):
        hidden |= {"friend_armour", "friend_wounds"}
    return frozenset(hidden)


def _warzone_wounds(
    s: Sides, model: MemberView, state: ModelState, lost: int
) -> list[dict[str, Any]]:
    """Wounds on one model of a member (WZ-D1). A squad (several models) keeps the wounds of
    the model hit; when it dies it is a casualty and the next model starts unhurt — the squad
    is out of action with its last model (issue 36: one counter took a squad of eight out at
    its first wound)."""
    if not lost:
        return []
    total = _int(s.profile(model).get("zw"), 1)
    held = state.counters.get("wounds", 0)
    if held + lost < total:
        return [{"member": model.id, "counter": "wounds", "delta": lost}]
    casualty = [{"member": model.id, "counter": "casualties", "delta": 1}] if model.size > 1 else []
    if casualty and s.alive(model, state) > 1:  # the next model of the squad, unhurt
        unhurt = [{"member": model.id, "counter": "wounds", "delta": -held}] if held else []
        return unhurt + casualty
    wounds = [{"member": model.id, "counter": "wounds", "delta": lost}]
    return wounds + casualty + [{"member": model.id, "flag": OUT_OF_ACTION, "value": True}]


def _warzone_effects(s: Sides, outcome: Any) -> list[dict[str, Any]]:
    changes = _warzone_wounds(s, s.target, s.target_state, outcome.wounds_lost)
    if outcome.jammed:
        changes.append({"member": s.attacker.id, "flag": "jammed", "value": True})
    hit_others = zip(
        (*s.friends, *s.area),
        (*outcome.friends, *getattr(outcome, "others", ())),
        strict=False,
    )
    for (model, state), lost in hit_others:  # WZ-F3 friends, WZ-T3 models under a template
        changes += _warzone_wounds(s, model, state, lost)
    return changes


def _warzone_template(weapon: Item | None) -> str:
    """The catalog's keywords: Shotgun (WZ-T4), Template (direct, WZ-T3), Target: Point
    (indirect, WZ-T5)."""
    if weapon is None:
        return "none"
    if weapon.has("Shotgun"):
        return "shotgun"
    if weapon.has("Template"):
        return "direct"
    return "indirect" if weapon.has("Target: Point") else "none"


def _warzone_area(weapon: Item | None) -> str | None:
    if _warzone_template(weapon) == "none":
        return None
    return tr(
        "A template (WZ-T3): tick every other model at least partly under it; each model hit "
        "takes its own armour tests."
    )


def _warzone_summary(o: Any) -> str:
    """The outcome in words; a log from before issue 19 has no friends' or new target's
    wounds."""
    friendly_wounds = getattr(o, "friendly_wounds", 0)
    transfer_wounds = getattr(o, "transfer_wounds_lost", 0)
    crew_hits = getattr(o, "crew_hits", 0)  # WZ-H4: an open vehicle's crew
    return (
        ntr(("{n} hit", "{n} hits"), o.target_hits).format(n=o.target_hits)
        + ", "
        + ntr(("{n} wound lost", "{n} wounds lost"), o.wounds_lost).format(n=o.wounds_lost)
        + (
            tr(", {n} models hit under the template").format(n=getattr(o, "models_hit", 0))
            if getattr(o, "models_hit", 0) != o.target_hits and getattr(o, "models_hit", 0)
            else ""
        )
        + (tr(", weapon jammed") if o.jammed else "")
        + (tr(", {n} on friends").format(n=o.friendly_hits) if o.friendly_hits else "")
        + (tr(" ({n} wounds lost by friends)").format(n=friendly_wounds) if friendly_wounds else "")
        + (
            tr(", {n} wounds on the new target (mark them on it)").format(n=transfer_wounds)
            if transfer_wounds
            else ""
        )
        + (
            tr(", {n} on the crew, {w} wounds lost by it (mark them on the crew)").format(
                n=crew_hits, w=getattr(o, "crew_wounds", 0)
            )
            if crew_hits
            else ""
        )
    )


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


SYSTEM_ATTACKS: dict[str, ProfileAttack] = {
    "ninth-age": ProfileAttack(
        NinthAgeAttackSpec,
        ninth_age_odds,
        ninth_age_resolve,
        (
            Measure("unsaved_wounds", "unsaved", N_("unsaved wounds")),
            Measure("models_removed", "removed", N_("models removed")),
        ),
        _ninth_age_prefill,
        _ninth_age_effects,
        lambda o: tr("{unsaved} unsaved wounds, {removed} models removed").format(
            unsaved=o.unsaved, removed=o.removed
        ),
        hidden=_ninth_age_hidden,
    ),
    "dies-irae": ProfileAttack(
        DiesIraeAttackSpec,
        dies_irae_odds,
        dies_irae_resolve,
        (Measure("hits", "hits", N_("hits")), Measure("deaths", "deaths", N_("deaths"))),
        _dies_irae_prefill,
        _dies_irae_effects,
        lambda o: (
            ntr(("{n} hit", "{n} hits"), o.hits).format(n=o.hits)
            + ", "
            + tr("{deaths} dead").format(deaths=o.deaths)
            + (
                tr(", {lost} structure lost").format(lost=f"{float(o.structure_lost):g}")
                if o.structure_lost
                else ""
            )
        ),
        hidden=_dies_irae_hidden,
    ),
    "warzone": ProfileAttack(
        WarzoneAttackSpec,
        warzone_odds,
        warzone_resolve,
        (
            Measure("target_hits", "target_hits", N_("hits")),
            Measure("wounds_lost", "wounds_lost", N_("wounds lost")),
        ),
        _warzone_prefill,
        _warzone_effects,
        _warzone_summary,
        area=_warzone_area,
        hidden=_warzone_hidden,
        decisive="dead",
        harm_from="wounded",
        area_melee=N_(
            "A template into a melee (WZ-T3)? Tick your models fighting the target: the "
            "template hits every one of them, each taking its own armour tests; enemies "
            "fighting it go in the list above."
        ),
        into_melee=N_(
            "Shooting into a melee (WZ-F3)? Tick your models fighting the target: a shot that "
            "misses by no more than the penalty strikes a random one of them, who takes an "
            "armour test."
        ),
    ),
}
