"""Trench Crusade attacks at the table: from two models and a weapon to a spec, and from the
resolved outcome to the game-log effects.

`attack_spec` pre-fills the attack specification (models/systems/trench_crusade/spec.py) from the
catalog and the game state — characteristic, weapon modifiers and keywords, the target's armour,
Down, BLOOD, TOUGH, FEAR, GOLEM — so the wizard only asks what the table decides (cover, range,
markers spent …). `effects` turns the rules core's outcome into the counter and flag changes the
event log stores (models/ledger/games/games.py), which the projection then applies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from models.catalog.catalog import Catalog, Item
from models.catalog.modifiers import CONDITIONS, describe
from models.i18n import N_, format_percent, tr
from models.rules.dice import DiceError, DiceSource, GivenDice, NotEnoughDice
from models.rules.spec import from_mapping
from models.rules.system import OddsReport, expectation, fraction_text
from models.systems.trench_crusade.attack import (
    RESULTS,
    BurstOutcome,
    Resolution,
    resolve,
    result_name,
)
from models.systems.trench_crusade.odds import tc_odds
from models.systems.trench_crusade.spec import (
    ARMOUR_CAP,
    BLOOD_CAP,
    MELEE_ONLY,
    RANGED_ONLY,
    Edition,
    TCAttackSpec,
    reduce,
)
from models.table.declaration import (
    AttackDone,
    AttackPlan,
    AttackRules,
    Bars,
    Table,
    Victims,
    WeaponChoice,
)
from models.table.effective import EffectiveProfile, WornArmour, effective_profile
from models.table.errors import InvalidInput
from models.table.game_log import project
from models.table.payloads import Outcome
from models.table.views import MemberView, ModelState

UNARMED = "eq_unarmed"
EXTRA_BLOOD_KEYWORDS = ("FIRE", "GAS", "SHRAPNEL")
# Keywords the attack spec reads, named with their source in the wizard's notes.
WEAPON_KEYWORDS = ("CRITICAL", *EXTRA_BLOOD_KEYWORDS, "RISKY ACTION", "GRENADE")
TARGET_KEYWORDS = ("TOUGH", "GOLEM", "FEAR", "DEMONIC")
# Flags the projection keeps for a Trench Crusade model.
DOWN, OUT, ACTIVATED, TOUGH_USED = "down", "out_of_action", "activated", "tough_used"
COUNTERS = ("blood", "blessing", "infection")


@dataclass(frozen=True)
class Weapon:
    key: str
    name: str
    attack: str  # "ranged" or "melee"
    item: Item


def replacement_keywords(played: EffectiveProfile, state: ModelState) -> dict[str, bool]:
    """TOUGH (while not yet used this game) and GOLEM of a model as it plays (an upgrade may
    make it TOUGH), for its injury rolls — an attack's and a hazard's alike (TC-I11)."""
    return {
        "tough": played.has("TOUGH") and TOUGH_USED not in state.flags,
        "golem": played.has("GOLEM"),
    }


def carried(table: Table, attacker: MemberView, weapon: WeaponChoice) -> Weapon:
    """The weapon chosen, as the attacker carries it."""
    for w in weapons(table.catalog, attacker):
        if w.key == weapon.key and w.attack == weapon.kind:
            return w
    raise InvalidInput(tr("weapon {wanted!r}: not carried").format(wanted=weapon.key))


def weapons(catalog: Catalog, member: MemberView) -> list[Weapon]:
    """What a model can attack with: ranged weapons, melee weapons (pistols too, TC-M8), each
    its own attack action (TC-M2), and its fists when it has no melee weapon (TC-M3)."""
    found: list[Weapon] = []
    seen: set[tuple[str, str]] = set()
    for named in member.items:
        item = catalog.items.get(named.key)
        if item is None:
            continue
        for attack, usable in (("ranged", item.usable_ranged), ("melee", item.usable_melee)):
            if usable and item.category != "armour" and (item.id, attack) not in seen:
                seen.add((item.id, attack))
                found.append(Weapon(item.id, item.name, attack, item))
    if not any(w.attack == "melee" for w in found) and UNARMED in catalog.items:
        found.append(Weapon(UNARMED, catalog.items[UNARMED].name, "melee", catalog.items[UNARMED]))
    return found


# TC-I4: worn armour adds to the model's own, the total bounded at −3 (the attack spec notes
# the bound when it bites; a spell may lift it).
ARMOUR = WornArmour("armour", "TC-I4", bound=ARMOUR_CAP)


def armour_of(catalog: Catalog, member: MemberView) -> int:
    """The target's injury modifier: the model's own armour plus what it wears (TC-I4), before
    the −3 bound (the spec applies it and says so)."""
    total = effective_profile(catalog, member, ARMOUR).get("armour")
    value = total.total if total is not None else 0
    return max(-6, min(0, value if isinstance(value, int) else 0))


def non_ignorable_armour(catalog: Catalog, member: MemberView) -> int:
    """The part of the armour that armour-ignoring weapons cannot remove: items whose facts
    say "Cannot be Ignored" (Damascus armour, holy icons; TC-I5)."""
    part = sum(
        item.armour
        for named in member.items
        if (item := catalog.items.get(named.key)) is not None
        and item.armour
        and item.modifiers.get("armour_cannot_be_ignored")
    )
    return max(ARMOUR_CAP, part)


def attack_spec(
    catalog: Catalog,
    attacker: MemberView,
    attacker_state: ModelState,
    weapon: Weapon,
    target: MemberView,
    target_state: ModelState,
) -> dict[str, Any]:
    """The attack spec (as JSON data) filled in from the catalog and the game state."""
    attacking = effective_profile(catalog, attacker, ARMOUR)
    targeted = effective_profile(catalog, target, ARMOUR)
    characteristic = attacking.value(weapon.attack)
    armour = armour_of(catalog, target)
    mods = weapon.item.modifiers
    melee = weapon.attack == "melee"
    spec: dict[str, Any] = {
        "attack": weapon.attack,
        "characteristic": characteristic if isinstance(characteristic, int) else 0,
        "armour": armour,
        "non_ignorable_armour": max(armour, non_ignorable_armour(catalog, target)),
        "target_down": DOWN in target_state.flags,
        "attacker_down": DOWN in attacker_state.flags,
        "target_blood": min(BLOOD_CAP, target_state.counters.get("blood", 0)),
        **replacement_keywords(targeted, target_state),
        "fear": melee and targeted.has("FEAR"),
        "attacker_fear": attacking.has("FEAR"),
        "negates_extra_blood": targeted.has("DEMONIC") and weapon.item.has("FIRE"),
    }
    if melee and weapon.key != UNARMED:
        # TC-M5: with two one-handed weapons, the second is off-hand; melee weapons come before
        # pistols, which fight as the off-hand weapon beside one (TC-M8).
        one_handed = sorted(
            (w for w in weapons(catalog, attacker) if w.attack == "melee" and w.item.hands <= 1),
            key=lambda w: w.item.category != "melee",
        )
        if len(one_handed) > 1 and weapon.key != one_handed[0].key:
            spec["off_hand"] = True
    if weapon.key == UNARMED:
        spec["unarmed"] = True  # TC-M3 says what fists do; the item repeats it
    else:
        for field in ("hit_dice", "hit_flat", "injury_dice", "injury_flat"):
            if mods.get(field):
                spec[field] = mods[field]
        if mods.get("injury_base_dice"):
            spec["injury_base_dice"] = mods["injury_base_dice"]
        if mods.get("ignore_armour"):
            spec["ignore_armour"] = True
        if mods.get("ignore_cover") and not melee:
            spec["ignore_cover"] = True
        if mods.get("attacks", 1) > 1:
            spec["shots"] = mods["attacks"]
        spec["critical_keyword"] = weapon.item.has("CRITICAL")
        spec["extra_blood"] = any(weapon.item.has(k) for k in EXTRA_BLOOD_KEYWORDS)
        spec["risky"] = weapon.item.has("RISKY ACTION")
        spec["grenade"] = weapon.item.has("GRENADE")
    return spec


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _with(data: dict[str, Any], effect: Mapping[str, Any]) -> dict[str, Any]:
    """The spec data with a modifier's numbers added and its flags set (a value of the wrong
    type given by hand is left as it is, for the spec to refuse it by name)."""
    changed = dict(data)
    for key, value in effect.items():
        if isinstance(value, bool):
            if isinstance(changed.get(key, False), bool):
                changed[key] = changed.get(key, False) or value
        elif _whole(changed.get(key, 0)):
            changed[key] = changed.get(key, 0) + value
    return changed


def markers_available(state: ModelState) -> dict[str, int]:
    return {name: state.counters.get(name, 0) for name in COUNTERS}


def spending_problems(
    spec: dict[str, Any], attacker_state: ModelState, target_state: ModelState
) -> list[str]:
    """Markers the spec spends that the models do not have (never more than they hold)."""
    problems = []
    checks = (
        ("blood_spent_on_hit", attacker_state, "blood", "the attacker's BLOOD"),
        ("blessings_spent_on_hit", attacker_state, "blessing", "the attacker's BLESSINGS"),
        ("blood_spent_on_injury", target_state, "blood", "the target's BLOOD"),
        ("blessings_spent_on_injury", target_state, "blessing", "the target's BLESSINGS"),
        ("bloodbath_infection", target_state, "infection", "the target's INFECTION"),
    )
    for field, state, counter, what in checks:
        held = state.counters.get(counter, 0)
        if spec.get(field, 0) > held:
            problems.append(f"{spec[field]} of {what} spent, but it has {held}")
    return problems


def effects(
    spec: dict[str, Any],
    outcome: BurstOutcome,
    attacker_id: int,
    target_id: int,
    target_state: ModelState,
) -> list[dict[str, Any]]:
    """What the attack changes, as game-log effects (counters as deltas, flags as values)."""
    changes: list[dict[str, Any]] = []

    def counter(member: int, name: str, delta: int) -> None:
        if delta:
            changes.append({"member": member, "counter": name, "delta": delta})

    def flag(member: int, name: str, value: bool) -> None:
        changes.append({"member": member, "flag": name, "value": value})

    counter(attacker_id, "blood", -spec.get("blood_spent_on_hit", 0))
    counter(attacker_id, "blessing", -spec.get("blessings_spent_on_hit", 0))
    counter(target_id, "blessing", -spec.get("blessings_spent_on_injury", 0))
    counter(target_id, "infection", -spec.get("bloodbath_infection", 0))  # TC-I7
    before = target_state.counters.get("blood", 0)
    counter(target_id, "blood", outcome.state.blood - min(BLOOD_CAP, before))
    if outcome.state.down != (DOWN in target_state.flags):
        flag(target_id, DOWN, outcome.state.down)
    if outcome.state.out and OUT not in target_state.flags:
        flag(target_id, OUT, True)
    if outcome.state.tough_used and TOUGH_USED not in target_state.flags:
        flag(target_id, TOUGH_USED, True)
    flag(attacker_id, ACTIVATED, True)
    return changes


class TrenchAttack(AttackRules):
    """Trench Crusade's attack rules: the spec from the catalog and the game state (above),
    markers spent never beyond those held, BLAST victims and the stray shot of a shot into
    melee (TC-R7, TC-A7), a burst decided shot by shot (TC-A3)."""

    spec_type = TCAttackSpec
    hand_set_opponent = True  # loadouts: a generic target's armour, Down and TOUGH set by hand
    chart_title = N_("Odds of the worst result on the target:")
    notes_title = N_("Modifiers applied:")
    no_notes = N_("None: a plain 2D6 roll")
    dice_hint = N_(
        "Type the faces rolled at the table in the order they were rolled (hit roll, then "
        "injury roll), or let the app roll."
    )
    dealt_label = N_("Markers dealt")
    groups = (
        ("situation", N_("Situation")),
        ("attack", N_("The attack (from the attacker's profile)")),
        ("markers", N_("Markers spent")),
        ("weapon", N_("Weapon (from the catalog)")),
        ("target", N_("Target (from the catalog and the game)")),
    )
    into_melee = N_(
        'Shooting into a melee (TC-A7)? Tick the other models within 1" of the target: '
        "a D6 sends the shot to a random friend (1–3) or enemy (4–6) among them."
    )

    def weapons(self, catalog: Catalog, member: MemberView) -> list[WeaponChoice]:
        return [WeaponChoice(w.key, w.name, w.attack) for w in weapons(catalog, member)]

    def gear(self, catalog: Catalog, member: MemberView) -> list[str]:
        return list(dict.fromkeys(w.name for w in weapons(catalog, member)))

    def prefill(
        self, table: Table, attacker_id: int, weapon: WeaponChoice, target_id: int, victims: Victims
    ) -> dict[str, Any]:
        attacker, target = table.member(attacker_id), table.member(target_id)
        data = attack_spec(
            table.catalog,
            attacker,
            table.state_of(attacker_id),
            carried(table, attacker, weapon),
            target,
            table.state_of(target_id),
        )
        if victims.blast:
            data["blast_models"] = 1 + len(victims.blast)
        if victims.melee_friends:
            data["into_melee_friends"] = len(victims.melee_friends)
            data["into_melee_enemies"] = 1 + len(victims.melee_enemies)
        return data

    def situated(
        self,
        table: Table,
        attacker_id: int,
        weapon: WeaponChoice,
        target_id: int,
        data: dict[str, Any],
    ) -> tuple[dict[str, Any], tuple[str, ...]]:
        """A weapon's conditional modifiers applied where the situation says they hold, and
        every modifier's source named: the target's armour and its items, the weapon's own
        modifiers and keywords, the target's keywords."""
        data, lines = super().situated(table, attacker_id, weapon, target_id, data)
        notes = list(lines)
        # armour set lower by hand takes its non-ignorable part with it (TC-I5: a part of it);
        # values of the wrong type are left for the spec to refuse, naming the field
        armour, part = data.get("armour", 0), data.get("non_ignorable_armour", 0)
        if _whole(armour) and _whole(part) and part < armour:
            data = {**data, "non_ignorable_armour": armour}
        attacker, target = table.member(attacker_id), table.member(target_id)
        item = carried(table, attacker, weapon).item
        targeted = table.effective(target_id)
        if data.get("ignore_armour") and data.get("non_ignorable_armour"):
            kept = [
                i.name
                for n in target.items
                if (i := table.catalog.items.get(n.key)) is not None
                and i.modifiers.get("armour_cannot_be_ignored")
            ]
            notes.append(
                tr("{items}: armour that cannot be ignored (TC-I5)").format(items=", ".join(kept))
            )
        if weapon.key != UNARMED:
            plain = {k: v for k, v in item.modifiers.items() if k not in ("conditional", "choice")}
            said = [p for p in describe(plain) if p]
            keywords = [k for k in item.keywords if k in WEAPON_KEYWORDS]
            if said or keywords:
                notes.append(f"{item.name}: " + "; ".join([*said, *keywords]))
            holds = {
                "target_in_cover": bool(data.get("cover")) and data.get("attack") == "ranged",
                "target_down": bool(data.get("target_down")),
                "target_unactivated": ACTIVATED not in table.state_of(target_id).flags,
            }
            for entry in item.modifiers.get("conditional", ()):
                effect = {k: v for k, v in entry.items() if k != "when"}
                when = tr(CONDITIONS.get(entry["when"], entry["when"]))
                what = "; ".join(describe(effect))
                if holds.get(entry["when"]):
                    data = _with(data, effect)
                    notes.append(
                        tr("{weapon}: {effect} when {condition} — applied").format(
                            weapon=item.name, effect=what, condition=when
                        )
                    )
                elif entry["when"] not in holds:  # the table must say so (short range …)
                    notes.append(
                        tr(
                            "{weapon}: {effect} when {condition} — not applied: add it above "
                            "when it holds"
                        ).format(weapon=item.name, effect=what, condition=when)
                    )
            options = item.modifiers.get("choice", ())
            if options:
                notes.append(
                    tr("{weapon}: choose one each attack — {options}: set it above").format(
                        weapon=item.name,
                        options=tr(" or ").join("; ".join(describe(o)) for o in options),
                    )
                )
        keywords = [k for k in targeted.keywords if k in TARGET_KEYWORDS]
        if keywords:
            notes.append(
                tr("{target} ({model}): {keywords}").format(
                    target=target.name, model=target.model_name, keywords=", ".join(keywords)
                )
            )
        if TOUGH_USED in table.state_of(target_id).flags:
            notes.append(tr("TC-I11 TOUGH: already used this game"))
        return data, tuple(notes)

    def blast_radius(self, table: Table, weapon: WeaponChoice) -> int | None:
        item = table.catalog.items.get(weapon.key)
        radius = item.modifiers.get("blast_radius") if item is not None else None
        return radius if isinstance(radius, int) and radius > 0 else None

    def hidden_fields(self, spec: Mapping[str, Any]) -> frozenset[str]:
        """A ranged attack is not offered melee situations, nor a melee attack ranged ones;
        the models in a melee and under a blast are ticked in lists, not counted by hand."""
        by_list = {"into_melee_friends", "into_melee_enemies", "blast_models"}
        wrong = MELEE_ONLY if spec.get("attack", "ranged") == "ranged" else RANGED_ONLY
        return frozenset({*wrong, *by_list})

    def area_text(self, table: Table, weapon: WeaponChoice) -> str | None:
        radius = self.blast_radius(table, weapon)
        if radius is None:
            return None
        return tr(
            'BLAST {radius}": tick every other model within {radius}" of the target\'s centre '
            "that can be seen from it; each makes its own injury roll on every hit. Into a "
            "melee, its models are under the blast: tick them here (no assignment die)."
        ).format(radius=radius)

    def into_melee_text(self, table: Table, weapon: WeaponChoice) -> str:
        """A BLAST into a melee needs no list of its own (docs/decisions.md): the melee is
        under the blast."""
        return "" if self.blast_radius(table, weapon) is not None else tr(self.into_melee)

    def problems(
        self, table: Table, data: Mapping[str, Any], attacker_id: int, target_id: int
    ) -> list[str]:
        return spending_problems(dict(data), table.state_of(attacker_id), table.state_of(target_id))

    def limits(self, table: Table, attacker_id: int, target_id: int) -> dict[str, int]:
        """Markers to spend: never more than the model has (TC-K)."""
        attacker = table.state_of(attacker_id).counters
        target = table.state_of(target_id).counters
        return {
            "blood_spent_on_hit": attacker.get("blood", 0),
            "blessings_spent_on_hit": attacker.get("blessing", 0),
            "blood_spent_on_injury": target.get("blood", 0),
            "blessings_spent_on_injury": target.get("blessing", 0),
        }

    def odds(self, spec: Any, edition: str | None) -> tuple[OddsReport, tuple[str, ...]]:
        chosen = _edition(edition)
        report = tc_odds(spec, chosen)
        return report, (*reduce(spec, chosen).notes, *report.notes)

    def table_odds(
        self,
        table: Table,
        attacker_id: int,
        weapon: WeaponChoice,
        victims: Victims,
        spec: Any,
    ) -> tuple[OddsReport, tuple[str, ...]]:
        """The models under a BLAST each with its own profile and state, as `resolve` rolls
        their injuries (TC-R7)."""
        if not victims.blast or spec.blast_models != 1 + len(victims.blast):
            return self.odds(spec, table.edition)
        chosen = _edition(table.edition)
        attacker = table.member(attacker_id)
        item = carried(table, attacker, weapon)
        others = [
            from_mapping(
                TCAttackSpec,
                attack_spec(
                    table.catalog,
                    attacker,
                    table.state_of(attacker_id),
                    item,
                    table.member(i),
                    table.state_of(i),
                ),
            )
            for i in victims.blast
        ]
        report = tc_odds(spec, chosen, others)
        return report, (*reduce(spec, chosen).notes, *report.notes)

    def resolve(self, table: Table, plan: AttackPlan, dice: DiceSource) -> AttackDone:
        """The attack on the target, then (on a hit) each other model under the BLAST with its
        own injury roll, a critical's extra injury dice included (TC-R7); every shot into melee
        that went astray and hit strikes a random friend or another enemy there, who makes
        its own injury roll then and there (TC-A7)."""
        edition = _edition(table.edition)
        strikes = _Strikes(table, plan, dice)
        try:
            main = resolve(
                from_mapping(TCAttackSpec, dict(plan.spec)), dice, edition, strikes.after_shot
            )
        except NotEnoughDice as need:  # with a blast, say whose dice come first
            need.for_whom = need.for_whom or (
                table.member(plan.target_id).name if plan.blast else ""
            )
            raise
        outcome = main.outcome
        target = table.state_of(plan.target_id)
        changes = effects(dict(plan.spec), outcome, plan.attacker_id, plan.target_id, target)
        for more in strikes.changes:  # counters add up; a flag set twice is one change
            changes.extend(c for c in more if "counter" in c or c not in changes)
        steps = list(main.steps)
        also_hit = tuple((v.id, r.outcome.worst) for v, r in strikes.struck)
        summary = result_name(outcome.worst)
        if strikes.struck:
            hit_too = ", ".join(
                f"{v.name} {result_name(r.outcome.worst)}" for v, r in strikes.struck
            )
            summary += tr("; also hit: {others}").format(others=hit_too)
        return AttackDone(
            plan,
            outcome.worst,
            summary,
            tuple(steps),
            tuple(changes),
            also_hit,
            extra={
                "odds": fraction_text(plan.odds.outcomes.get(outcome.worst, Fraction(0))),
                "blood_gained": outcome.blood_gained,
                # What replaying the dice needs beyond the spec (log_text.py): each stray
                # shot's die and the spec of the model it struck; for each shot that hit the
                # target, each BLAST victim's spec.
                "facts": {"strays": strikes.strays, "blasts": strikes.blasts},
            },
        )

    def replay_steps(
        self,
        spec: Mapping[str, Any],
        dice: Sequence[int],
        facts: Mapping[str, Any],
        edition: str | None,
        names: Mapping[int, str],
    ) -> tuple[str, ...] | None:
        """The steps again from the logged dice, as `resolve` rolled them: the attack with each
        stray shot's model and injury roll in their place, each other victim's injury roll.
        Logs written before every stray shot was resolved (`picked_among`: the first shot's
        only, after the attack) replay as they were rolled."""
        chosen = _edition(edition)
        given = GivenDice(dice)
        hooked = "strays" in facts or "blasts" in facts
        strays, blasts = list(facts.get("strays", ())), list(facts.get("blasts", ()))

        def injured(member: int, data: Mapping[str, Any], label: str) -> list[str]:
            victim = resolve(from_mapping(TCAttackSpec, data), given, chosen)
            return [f"{label}{names[member]}: {step}" for step in victim.steps]

        def struck(assigned: str, _hit: str, label: str) -> list[str]:
            if assigned == "target":
                hit = blasts.pop(0) if blasts else ()
                return [s for member, data in hit for s in injured(member, data, label)]
            if not strays:
                raise ValueError("more stray shots than the log holds")
            among, member, data = strays.pop(0)
            if member is None:
                return [label + tr(NOBODY_STANDING)]
            if among > 1:
                given.roll(1, among)
            return injured(member, data, label)

        spec_ = from_mapping(TCAttackSpec, dict(spec))
        steps = list(resolve(spec_, given, chosen, struck if hooked else None).steps)
        if not hooked:  # written before: the first shot's stray or the blast, after the attack
            among = facts.get("picked_among", 0)
            if isinstance(among, int) and among > 1:
                given.roll(1, among)
            for member, data in facts.get("victims", ()):
                steps += injured(member, data, "")
        return None if given.unused or strays or blasts else tuple(steps)

    def steps_alone(self, spec: Any, edition: str | None, dice: DiceSource) -> tuple[str, ...]:
        return tuple(resolve(spec, dice, _edition(edition)).steps)

    def partial(self, table: Table, plan: AttackPlan, faces: Sequence[int]) -> list[str]:
        """A burst with too few faces typed (TC-A3): the steps of the shots the faces already
        decide, each applied before the next, and which shot waits for its dice."""
        spec = from_mapping(TCAttackSpec, dict(plan.spec))
        for shots in range(spec.shots - 1, 0, -1):
            given = GivenDice(faces)
            try:
                partial = resolve(
                    replace(spec, shots=shots),
                    given,
                    _edition(table.edition),
                    _Strikes(table, plan, given).after_shot,
                )
            except (NotEnoughDice, DiceError):
                continue
            waiting = tr("Shot {shot} of {shots}: roll its dice.").format(
                shot=shots + 1, shots=spec.shots
            )
            return [*partial.steps, waiting]
        return []

    def chart(self, report: OddsReport) -> tuple[Bars, Bars]:
        outcomes = report.outcomes
        bars = [(result_name(r), outcomes[r]) for r in RESULTS]
        worse = {
            tr("Minor hit or worse"): ("minor_hit", "down", "out_of_action"),
            tr("Down or worse"): ("down", "out_of_action"),
        }
        lines = [
            (label, sum((outcomes[r] for r in keys), Fraction(0))) for label, keys in worse.items()
        ]
        return bars, lines

    def result_name(self, result: object) -> str:
        return result_name(result)

    def result_text(self, outcome: Outcome) -> str | None:
        if outcome.result is None:
            return None
        return result_name(outcome.result)

    def decisive_name(self) -> str:
        return result_name(self.decisive)

    def outcome_name(self, key: str) -> str:
        return result_name(key)

    def comparison(self, report: OddsReport) -> list[tuple[str, Fraction, bool]]:
        """A hit, Down or worse, Out of Action, and the BLOOD markers gained on average."""
        outcomes = report.outcomes
        return [
            (tr("Hit"), 1 - outcomes["miss"], True),
            (tr("Down or worse"), self.harm(report), True),
            (result_name("out_of_action"), outcomes["out_of_action"], True),
            (tr("Expected BLOOD"), expectation(report.distributions["blood_markers"]), False),
        ]

    def harm(self, report: OddsReport) -> Fraction:
        return report.outcomes["down"] + report.outcomes["out_of_action"]

    def harm_name(self) -> str:
        return tr("Down or worse")

    def measure_labels(self) -> tuple[str, str]:
        return tr("hits"), tr("Down or worse")

    def luck_how(self) -> str:
        return tr("the exact chance of a hit and of a Down or worse")

    def expectations(
        self, spec: Mapping[str, Any], edition: str | None
    ) -> tuple[Fraction, Fraction]:
        """P(a hit) and P(Down or worse)."""
        report = tc_odds(from_mapping(TCAttackSpec, spec), _edition(edition))
        return 1 - report.outcomes["miss"], self.harm(report)

    def actual(self, outcome: Outcome) -> tuple[int, int] | None:
        result = outcome.result
        return (int(result != "miss"), int(result in SEVERE)) if result else None

    def headline(self, done: AttackDone) -> str:
        p = done.plan.odds.outcomes.get(done.result, Fraction(0))
        return tr("Outcome: {result} — it had a {percent} chance.").format(
            result=result_name(done.result), percent=format_percent(float(p))
        )

    def headline_exact(self, done: AttackDone) -> str:
        p = done.plan.odds.outcomes.get(done.result, Fraction(0))
        return tr("Outcome: {result} (its odds were {odds} = {percent}).").format(
            result=result_name(done.result),
            odds=fraction_text(p),
            percent=format_percent(float(p)),
        )


SEVERE = ("down", "out_of_action")
NOBODY_STANDING = N_("TC-A7: no model there is still standing: the shot strikes nobody.")


class _Strikes:
    """The models an attack strikes besides its target, each with its own injury roll from
    the attack's dice (TC-R7, TC-A7): what they were struck with, as this attack leaves them,
    so a friend struck twice in a burst is Down for the second (TC-I2)."""

    def __init__(self, table: Table, plan: AttackPlan, dice: DiceSource) -> None:
        self.table, self.plan, self.dice = table, plan, dice
        self.edition = _edition(table.edition)
        self.attacker = table.member(plan.attacker_id)
        self.weapon = carried(table, self.attacker, plan.weapon)
        self.now: dict[int, ModelState] = {}
        self.struck: list[tuple[MemberView, Resolution]] = []  # stray shots first, then BLAST
        self.changes: list[list[dict[str, Any]]] = []
        self.strays: list[list[Any]] = []  # [among, member or None, spec] per stray shot hit
        self.blasts: list[list[list[Any]]] = []  # [[member, spec], …] per shot on the target

    def state(self, member_id: int) -> ModelState:
        return self.now.get(member_id) or self.table.state_of(member_id)

    def injure(self, victim: MemberView, hit: str) -> tuple[dict[str, Any], Resolution]:
        """Its own injury roll, a critical's extra DICE included (+2 with CRITICAL)."""
        bonus = 0 if hit != "critical" else (2 if self.plan.spec.get("critical_keyword") else 1)
        data = attack_spec(
            self.table.catalog,
            self.attacker,
            self.table.state_of(self.attacker.id),
            self.weapon,
            victim,
            self.state(victim.id),
        )
        data["auto_hit"] = True
        data.pop("shots", None)
        data["injury_dice"] = data.get("injury_dice", 0) + bonus
        try:
            resolution = resolve(from_mapping(TCAttackSpec, data), self.dice, self.edition)
        except NotEnoughDice as need:  # the dice are this model's injury roll
            need.for_whom = victim.name
            raise
        before = self.state(victim.id)
        changes = effects(data, resolution.outcome, self.attacker.id, victim.id, before)
        self.now[victim.id] = _applied(self.table.game.system, before, changes)
        self.struck.append((victim, resolution))
        self.changes.append(changes)
        return data, resolution

    def after_shot(self, assigned: str, hit: str, label: str) -> list[str]:
        """A shot that hit: the model a stray shot struck, or the models under the BLAST."""
        if assigned != "target":
            return self.stray(assigned, hit, label)
        if not self.plan.blast:
            return []
        steps: list[str] = []
        hit_now: list[list[Any]] = []
        for member in self.plan.blast:
            if OUT in self.state(member).flags:
                continue  # TC-R7: a model Out of Action is no longer there to be hit
            victim = self.table.member(member)
            data, resolution = self.injure(victim, hit)
            hit_now.append([member, data])
            steps += [f"{label}{victim.name}: {step}" for step in resolution.steps]
        self.blasts.append(hit_now)
        return steps

    def stray(self, assigned: str, hit: str, label: str) -> list[str]:
        """TC-A7: a random model among those of the melee still standing (a die with one face
        each, when more than one), struck by the shot: its injury roll now."""
        pool = self.plan.melee_friends if assigned == "friendly" else self.plan.melee_enemies
        standing = [m for m in pool if OUT not in self.state(m).flags]
        if not standing:
            self.strays.append([0, None, None])
            return [label + tr(NOBODY_STANDING)]
        among = len(standing)
        (face,) = self.dice.roll(1, among) if among > 1 else (1,)
        victim = self.table.member(standing[face - 1])
        data, resolution = self.injure(victim, hit)
        self.strays.append([among, victim.id, data])
        return [f"{label}{victim.name}: {step}" for step in resolution.steps]


def _applied(system: str, state: ModelState, changes: Sequence[Mapping[str, Any]]) -> ModelState:
    """A model's state after the changes an attack made to it, as the game's projection
    applies them (its counters' caps included): its state now, then the changes."""
    now = [{"member": state.member_id, "counter": k, "delta": v} for k, v in state.counters.items()]
    now += [{"member": state.member_id, "flag": flag, "value": True} for flag in state.flags]
    rows = [(1, {"effects": [*now, *changes]}, False, "attack")]
    return project(0, system, rows).of(state.member_id)


def _edition(edition: str | None) -> Edition:
    return "tc-1.0" if edition == "tc-1.0" else "tc-1.6"
