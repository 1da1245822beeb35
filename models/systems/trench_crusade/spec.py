"""The Trench Crusade attack specification (CONTRACTS.md §2) and its reduction to the rolls.

Every input of one attack is a field declared here, with its label, help and range. Semantic
fields (cover, off_hand, fear …) are what the user ticks; `reduce` turns them, with the
generic fields, into the numbers the rolls use, per edition (RULES.md §1, §1.9).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from models.i18n import N_, tr
from models.rules.spec import SpecError, spec_field

Edition = Literal["tc-1.6", "tc-1.0"]
EDITIONS: tuple[Edition, ...] = ("tc-1.6", "tc-1.0")
DEFAULT_EDITION: Edition = "tc-1.6"

BLOOD_CAP = 6  # TC-K1 (a v1.0 text; applied in both editions — docs/rules/trench-crusade.md)
ARMOUR_CAP = -3  # TC-I4
NEGATIVE_INJURY_CAP_1_0 = -3  # §1.9
BLOODBATH_COST = 6  # TC-I7
BLOODBATH_COST_DOWN = 3
MAX_DICE = 10
MAX_SHOTS = 10

RANGED_ONLY = (
    "cover",
    "long_range",
    "elevated",
    "grenade",
    "ignore_cover",
    "auto_hit",
    "point_attack",
)
MELEE_ONLY = (
    "off_hand",
    "unarmed",
    "fear",
    "attacker_fear",
    "manned_obstacle",
    "charge_from_above",
    "charged_polearm",
    "charged_block",
)


@dataclass(frozen=True)
class TCAttackSpec:
    # -- generic fields (CONTRACTS.md §2) ------------------------------------------------------
    attack: Literal["ranged", "melee"] = spec_field(
        "ranged", "Attack", "Kind of attack.", choices=("ranged", "melee")
    )
    characteristic: int = spec_field(
        0,
        "Ranged/Melee characteristic",
        "The attacker's Ranged or Melee value (pistols in melee use Ranged, TC-M8): flat in "
        "tc-1.6, ±DICE in tc-1.0.",
        minimum=-5,
        maximum=5,
    )
    hit_dice: int = spec_field(
        0,
        "Other hit ±DICE",
        "Net other ±DICE on the hit roll (weapon, abilities).",
        minimum=-MAX_DICE,
        maximum=MAX_DICE,
    )
    hit_flat: int = spec_field(
        0, "Other hit modifier", "Other flat modifiers to the hit roll.", minimum=-10, maximum=10
    )
    auto_hit: bool = spec_field(
        False,
        "Automatic hit",
        "No hit roll: a success, never critical; ignores cover and long range (TC-R6).",
    )
    critical_keyword: bool = spec_field(
        False,
        "CRITICAL",
        "A critical hit adds +2 injury DICE instead of +1 (TC-A2).",
        group="weapon",
    )
    injury_base_dice: int = spec_field(
        2,
        "Injury dice summed",
        '2, or 3 for a "3D6 Injury Roll" weapon (TC-I3).',
        choices=(2, 3),
        group="weapon",
    )
    injury_dice: int = spec_field(
        0,
        "Weapon injury ±DICE",
        "Net ±DICE on the injury roll from the weapon and other effects not listed separately.",
        minimum=-MAX_DICE,
        maximum=MAX_DICE,
        group="weapon",
    )
    injury_flat: int = spec_field(
        0,
        "Weapon injury modifier",
        "The weapon's flat injury modifier (TC-I3).",
        minimum=-5,
        maximum=5,
        group="weapon",
    )
    armour: int = spec_field(
        0,
        "Armour",
        "The target's total armour modifier, e.g. −2 for reinforced armour (TC-I4); capped at −3.",
        minimum=-6,
        maximum=0,
        group="target",
    )
    ignore_armour: bool = spec_field(
        False,
        "Ignores armour",
        "The weapon ignores the armour's injury modifier (TC-I5).",
        group="weapon",
    )
    target_down: bool = spec_field(
        False, "Target is Down", "The target is Down before the attack (TC-I2).", group="target"
    )
    bloodbath: bool = spec_field(
        False,
        "Bloodbath",
        "Spend 6 BLOOD (3 if Down) from the target for one more summed die (TC-I7).",
        group="markers",
    )
    extra_blood: bool = spec_field(
        False,
        "FIRE / GAS / SHRAPNEL",
        "The target gains 1 more BLOOD after the injury roll (TC-I10).",
        group="weapon",
    )
    tough: bool = spec_field(
        False, "TOUGH", "The target's first Out of Action becomes Down (TC-I11).", group="target"
    )
    # -- hit roll situation ------------------------------------------------------------------
    cover: bool = spec_field(
        False,
        "Cover",
        'Target in cover: −1 DICE (TC-R4; tc-1.0: terrain at least ½" tall between them).',
        group="situation",
    )
    long_range: bool = spec_field(
        False, "Long range", "Beyond half range: −1 DICE (TC-R3).", group="situation"
    )
    elevated: bool = spec_field(
        False,
        "Elevated",
        'Attacker 2" or more above (4" against 50 mm bases; tc-1.0: more than 3"): +1 DICE '
        "(TC-R5).",
        group="situation",
    )
    grenade: bool = spec_field(
        False, "GRENADE", "Ignores long range (TC-R3; cover still applies).", group="weapon"
    )
    ignore_cover: bool = spec_field(
        False, "Ignores cover", 'The weapon says "Ignore Cover" (TC-R4).', group="weapon"
    )
    attacker_down: bool = spec_field(
        False, "Attacker is Down", "−1 DICE to its actions (TC-I2).", group="situation"
    )
    off_hand: bool = spec_field(
        False, "Off-hand weapon", "−1 DICE to hit (TC-M5).", group="situation"
    )
    unarmed: bool = spec_field(
        False, "Unarmed", "−1 DICE to hit and to injure (TC-M3).", group="situation"
    )
    fear: bool = spec_field(
        False, "Target has FEAR", "−1 DICE to melee attacks (TC-M6).", group="target"
    )
    attacker_fear: bool = spec_field(
        False, "Attacker has FEAR", "Immune to FEAR (TC-M6).", group="situation"
    )
    manned_obstacle: bool = spec_field(
        False, "Behind a manned obstacle", "−1 DICE to hit (TC-M4).", group="situation"
    )
    charge_from_above: bool = spec_field(
        False,
        "Charged from above",
        "+1 DICE to hit and injure; ignores manned obstacles (TC-M7, TC-V10).",
        group="situation",
    )
    charged_polearm: bool = spec_field(
        False,
        "Charged a polearm",
        "The attacker charged a polearm wielder: −1 DICE (TC-M9).",
        group="situation",
    )
    charged_block: bool = spec_field(
        False,
        "Charged a BLOCK model",
        "The attacker charged this round: −1 DICE (BLOCK).",
        group="situation",
    )
    risky: bool = spec_field(False, "RISKY", "A miss ends the activation (TC-A2).", group="weapon")
    # -- markers spent -----------------------------------------------------------------------
    blood_spent_on_hit: int = spec_field(
        0,
        "Attacker's BLOOD spent",
        "Spent by the opponent: −1 DICE each to hit (TC-A4).",
        minimum=0,
        maximum=BLOOD_CAP,
        group="markers",
    )
    blessings_spent_on_hit: int = spec_field(
        0,
        "Attacker's BLESSINGS spent",
        "+1 DICE each to hit (TC-A4).",
        minimum=0,
        maximum=BLOOD_CAP,
        group="markers",
    )
    blood_spent_on_injury: int = spec_field(
        0,
        "Target's BLOOD spent",
        "Spent by the attacker's side: +1 DICE each to the injury roll (TC-I6); the opponent of "
        "the model that suffers the injury decides (TC-A8).",
        minimum=0,
        maximum=BLOOD_CAP,
        group="markers",
    )
    blessings_spent_on_injury: int = spec_field(
        0,
        "Target's BLESSINGS spent",
        "−1 DICE each to the injury roll (TC-I6).",
        minimum=0,
        maximum=BLOOD_CAP,
        group="markers",
    )
    bloodbath_infection: int = spec_field(
        0,
        "Bloodbath paid in INFECTION",
        "How many of a Bloodbath's markers are the target's INFECTION, which counts as BLOOD "
        "for it (TC-I7, TC-K3); the rest are its BLOOD.",
        minimum=0,
        maximum=BLOODBATH_COST,
        group="markers",
    )
    target_blood: int | None = spec_field(
        None,
        "Target's BLOOD now",
        "BLOOD on the target before the attack (for the cap of 6 "
        "and what can be spent); null: as many as are spent.",
        minimum=0,
        maximum=BLOOD_CAP,
        group="markers",
    )
    # -- target's protections ------------------------------------------------------------------
    resistance: int = spec_field(
        0,
        "Resistance",
        "−DICE to this injury roll from the target's resistances (TC-I9).",
        minimum=0,
        maximum=2,
        group="target",
    )
    non_ignorable_armour: int = spec_field(
        0,
        "Non-ignorable armour",
        "The part of the armour that armour-ignoring weapons cannot "
        "remove (Sacred Icon, Hellforged; TC-I5).",
        minimum=-3,
        maximum=0,
        group="target",
    )
    armour_beyond_cap: bool = spec_field(
        False,
        "Armour beyond −3",
        "A spell lets the armour exceed the −3 cap (TC-I4).",
        group="target",
    )
    armour_piercing: int = spec_field(
        0,
        "ARMOUR PIERCING",
        "Reduces the armour modifier, not below 0 (tc-1.0).",
        minimum=0,
        maximum=3,
        group="weapon",
        editions=("tc-1.0",),
    )
    negates_extra_blood: bool = spec_field(
        False,
        "Negates the extra BLOOD",
        "NEGATE FIRE/GAS/SHRAPNEL, or DEMONIC vs FIRE.",
        group="target",
    )
    golem: bool = spec_field(
        False, "GOLEM", "Out of Action becomes Down unless Bloodbath (TC-I11).", group="target"
    )
    machine_armour: bool = spec_field(
        False, "Machine armour (New Antioch)", "Down becomes Minor hit (TC-I11).", group="target"
    )
    memento_mori: bool = spec_field(
        False,
        "Memento Mori",
        "The first attack that would take it Out of Action is ignored (TC-I11).",
        group="target",
    )
    # -- several attacks, shooting into melee, blasts -----------------------------------------
    shots: int = spec_field(
        1,
        "Shots",
        "Separate attacks in one uninterrupted burst (TC-A3, AUTOMATIC X).",
        minimum=1,
        maximum=MAX_SHOTS,
        group="weapon",
    )
    spend_gained_blood: bool = spec_field(
        False,
        "Spend BLOOD between shots",
        "In a burst, spend all of the target's BLOOD on each later shot's injury roll (TC-I6).",
        group="markers",
    )
    later_bloodbath: bool = spec_field(
        False,
        "Bloodbath on later shots",
        "In a burst, call a Bloodbath on each later shot whose target then holds enough "
        "BLOOD (TC-I7); with the option above, the rest is spent as DICE.",
        group="markers",
    )
    best_play: bool = spec_field(
        False,
        "Best play for the attacker",
        "On every injury roll of the target, the app chooses how many of its BLOOD to spend, "
        "and whether to call a Bloodbath, for the best chance of Out of Action, after seeing "
        "the hit roll (TC-I6, TC-I7, TC-A8); starts from the BLOOD it holds now.",
        group="markers",
    )
    into_melee_friends: int = spec_field(
        0,
        "Friends in that melee",
        'Shooting into melee: friendly models within 1" of the target (0: not into melee; TC-A7).',
        minimum=0,
        maximum=10,
        group="situation",
    )
    into_melee_enemies: int = spec_field(
        1,
        "Enemies in that melee",
        'Shooting into melee: enemies within 1" of the target, the target included (TC-A7).',
        minimum=1,
        maximum=10,
        group="situation",
    )
    blast_models: int = spec_field(
        1,
        "Models in the blast",
        "BLAST: models hit if the attack hits, the target included, "
        "each with its own injury roll (TC-R7); into a melee, its models too.",
        minimum=1,
        maximum=20,
        group="weapon",
    )
    point_attack: bool = spec_field(
        False,
        "Aimed at a point",
        "Aimed at the ground: no cover; a miss deviates 7 − the roll inches (TC-R8).",
        group="situation",
    )


@dataclass(frozen=True)
class Reduced:
    """The numbers the rolls use, after the edition's rules (what `resolve` and
    `distribution` read; the rule IDs of every step are in `notes`)."""

    edition: Edition
    auto_hit: bool
    hit_dice: int  # every shot
    hit_marker_dice: int  # markers spent: the first shot only (TC-A3)
    hit_flat: int
    crit_bonus: int
    injury_base: int  # dice summed before a Bloodbath
    injury_dice: int  # every shot, before the Down and critical bonuses of the moment
    injury_marker_dice: int  # markers spent on the first shot's injury roll
    down_bonus: int  # +DICE when the target is Down at that moment
    injury_flat: int
    spec: TCAttackSpec
    notes: tuple[str, ...]


def validate(spec: TCAttackSpec, edition: Edition) -> None:
    """Cross-field checks: contradictions are errors naming the field, never silently fixed."""
    if edition not in EDITIONS:
        raise SpecError("edition", f"must be one of {', '.join(EDITIONS)}, not {edition!r}")
    wrong_kind = RANGED_ONLY if spec.attack == "melee" else MELEE_ONLY
    for name in wrong_kind:
        if getattr(spec, name):
            kind = "ranged" if spec.attack == "melee" else "melee"
            raise SpecError(name, f"applies to {kind} attacks only (attack is {spec.attack!r})")
    if spec.attack == "melee" and spec.into_melee_friends:
        raise SpecError("into_melee_friends", "applies to ranged attacks only")
    if spec.auto_hit and spec.critical_keyword:
        raise SpecError("critical_keyword", "an automatic hit is never critical (TC-R6)")
    if spec.armour_piercing and edition != "tc-1.0":
        raise SpecError("armour_piercing", "is a tc-1.0 rule; use --edition tc-1.0")
    if spec.non_ignorable_armour < spec.armour:
        raise SpecError("non_ignorable_armour", "is part of the armour: not below `armour`")
    if spec.point_attack and spec.shots > 1:
        raise SpecError("point_attack", "is worked out for a single shot (shots must be 1)")
    if spec.blast_models > 1 and spec.into_melee_friends:
        # docs/decisions.md: a melee lies within 1" of the target, under any blast there
        raise SpecError(
            "into_melee_friends",
            "a BLAST into a melee rolls no assignment die: count the melee's models in "
            "blast_models (house reading)",
        )
    if spec.best_play:
        chosen = ("blood_spent_on_injury", "bloodbath", "spend_gained_blood", "later_bloodbath")
        for name in chosen:
            if getattr(spec, name):
                raise SpecError(name, "best_play chooses the BLOOD spent: leave this unset")
    check_bloodbath_infection(
        spec.bloodbath_infection, bloodbath_cost(spec) if spec.bloodbath else None
    )
    spent = blood_spent_on_first_injury(spec)
    check_blood_spent(spent, "bloodbath" if spec.bloodbath else "blood_spent_on_injury")
    if spec.target_blood is not None and spent > spec.target_blood:
        raise SpecError(
            "target_blood",
            f"the target has {spec.target_blood} BLOOD but {spent} are spent "
            "(injury roll and Bloodbath)",
        )


def check_blood_spent(spent: int, field: str) -> None:
    """TC-K1: a model holds at most BLOOD_CAP BLOOD, so no roll spends more from it (the
    markers spent on the roll and a Bloodbath's together) — one check for the attack and the
    falls and hazards paths alike."""
    if spent > BLOOD_CAP:
        raise SpecError(
            field, f"{spent} BLOOD spent, but a model holds at most {BLOOD_CAP} (TC-K1)"
        )


def check_bloodbath_infection(infection: int, cost: int | None) -> None:
    """TC-I7, TC-K3: INFECTION counts as BLOOD for a Bloodbath — at most its cost (`cost`:
    None without a Bloodbath) — on the attack and the falls and hazards paths alike."""
    if infection and cost is None:
        raise SpecError("bloodbath_infection", "is spent on a Bloodbath only (TC-I7)")
    if not 0 <= infection <= (cost or 0):
        raise SpecError(
            "bloodbath_infection", f"a Bloodbath on this model costs {cost} markers (TC-I7)"
        )


def bloodbath_cost(spec: TCAttackSpec) -> int:
    return BLOODBATH_COST_DOWN if spec.target_down else BLOODBATH_COST


def blood_spent_on_first_injury(spec: TCAttackSpec) -> int:
    """The target's BLOOD the first injury roll takes: those spent, and a Bloodbath's markers
    not paid in INFECTION (TC-I6, TC-I7)."""
    bloodbath = bloodbath_cost(spec) - spec.bloodbath_infection if spec.bloodbath else 0
    return spec.blood_spent_on_injury + bloodbath


def reduce(spec: TCAttackSpec, edition: Edition = DEFAULT_EDITION) -> Reduced:
    validate(spec, edition)
    notes: list[str] = []
    hit_dice = spec.hit_dice
    hit_flat = spec.hit_flat  # TC-D4: flat modifiers are added to the sum
    if edition == "tc-1.6":
        hit_flat += spec.characteristic
        if spec.characteristic:
            notes.append(
                tr("TC-A1: characteristic {value} added to the roll").format(
                    value=f"{spec.characteristic:+d}"
                )
            )
    else:
        hit_dice += spec.characteristic
        if spec.characteristic:
            notes.append(
                tr("§1.9: characteristic {value} DICE (tc-1.0)").format(
                    value=f"{spec.characteristic:+d}"
                )
            )
    # The seed exempts grenades from range only ("non subiscono penalità per la Gittata"):
    # cover is ignored by automatic hits (TC-R6), points of ground (TC-R8) and "Ignore Cover".
    ignores_range = spec.auto_hit or spec.grenade
    ignores_cover = spec.auto_hit or spec.ignore_cover or spec.point_attack
    if spec.cover and spec.grenade and not ignores_cover:
        notes.append(tr("TC-R3: GRENADE ignores long range, not cover"))
    # TC-M4: "behind" a manned obstacle means not Down.
    manned = spec.manned_obstacle and not spec.charge_from_above and not spec.target_down
    if spec.manned_obstacle and spec.target_down:
        notes.append(tr("TC-M4: a Down target is not behind a manned obstacle: no −1 DICE"))
    # Labels translated only for the modifiers that apply (reduce runs once per spec).
    situational = [
        (N_("TC-R4 cover"), -1, spec.cover and not ignores_cover),
        (N_("TC-R3 long range"), -1, spec.long_range and not ignores_range),
        (N_("TC-R5 elevated"), +1, spec.elevated),
        (N_("TC-I2 attacker Down"), -1, spec.attacker_down),
        (N_("TC-M5 off-hand"), -1, spec.off_hand),
        (N_("TC-M3 unarmed"), -1, spec.unarmed),
        (N_("TC-M6 FEAR"), -1, spec.fear and not spec.attacker_fear),
        (N_("TC-M4 manned obstacle"), -1, manned),
        (N_("TC-M7 charge from above"), +1, spec.charge_from_above),
        (N_("TC-M9 polearm"), -1, spec.charged_polearm),
        ("BLOCK", -1, spec.charged_block),
    ]
    for label, dice, applies in situational:
        if applies:
            hit_dice += dice
            notes.append(
                tr("{label}: {dice} DICE to hit").format(label=tr(label), dice=f"{dice:+d}")
            )
    if spec.hit_dice:
        notes.append(tr("Other hit ±DICE: {dice}").format(dice=f"{spec.hit_dice:+d}"))
    if spec.hit_flat:
        notes.append(tr("Other hit modifier: {value}").format(value=f"{spec.hit_flat:+d}"))
    if spec.blood_spent_on_hit or spec.blessings_spent_on_hit:
        notes.append(
            tr("TC-A4: {blood} BLOOD, {blessings} BLESSING spent on the hit roll").format(
                blood=spec.blood_spent_on_hit, blessings=spec.blessings_spent_on_hit
            )
        )

    injury_dice = (
        spec.injury_dice
        - spec.resistance
        - (1 if spec.unarmed else 0)
        + (1 if spec.charge_from_above else 0)
    )
    down_bonus = 1 if edition == "tc-1.6" or spec.attack == "melee" else 0
    armour = spec.armour if spec.armour_beyond_cap else max(spec.armour, ARMOUR_CAP)
    if spec.ignore_armour:
        armour = max(spec.non_ignorable_armour, ARMOUR_CAP)
        notes.append(
            tr("TC-I5: armour ignored (non-ignorable part {part})").format(
                part=spec.non_ignorable_armour
            )
        )
    if spec.armour_piercing:
        armour = min(0, armour + spec.armour_piercing)
        notes.append(
            tr("§1.9 ARMOUR PIERCING {value}: armour now {armour}").format(
                value=spec.armour_piercing, armour=armour
            )
        )
    injury_flat = armour + spec.injury_flat
    # Every other modifier of the injury roll named, so a player can check it before rolling.
    if armour:
        notes.append(tr("TC-I4: armour {armour} to the injury roll").format(armour=armour))
    if spec.injury_base_dice == 3:
        notes.append(tr("TC-I3: 3D6 injury roll"))
    if spec.injury_dice:
        notes.append(
            tr("TC-I3: {dice} DICE to the injury roll").format(dice=f"{spec.injury_dice:+d}")
        )
    if spec.injury_flat:
        notes.append(tr("TC-I3: {value} to the injury roll").format(value=f"{spec.injury_flat:+d}"))
    if spec.resistance:
        notes.append(
            tr("TC-I9 resistance: −{dice} DICE to the injury roll").format(dice=spec.resistance)
        )
    if spec.target_down and down_bonus:
        notes.append(tr("TC-I2: the target is Down: +1 DICE to the injury roll"))
    if spec.critical_keyword:
        notes.append(tr("CRITICAL: a critical hit adds +2 DICE to the injury roll (TC-A2)"))
    if spec.extra_blood and not spec.negates_extra_blood:
        notes.append(tr("TC-I10: FIRE, GAS or SHRAPNEL: 1 more BLOOD after the injury roll"))
    if spec.tough:  # docs/decisions.md: reference/tc-keywords.md limits TOUGH to the first
        notes.append(tr("TC-I11 TOUGH: the first Out of Action this game becomes Down"))
    if spec.golem:  # docs/decisions.md: reference/tc-keywords.md
        notes.append(
            tr("TC-I11 GOLEM: Out of Action becomes Down, unless a Bloodbath was called")
            if not spec.bloodbath
            else tr("TC-I11 GOLEM: a Bloodbath was called, so Out of Action stands")
        )
    if edition == "tc-1.0":
        negative = min(armour, 0) + min(spec.injury_flat, 0)
        if negative < NEGATIVE_INJURY_CAP_1_0:
            injury_flat += NEGATIVE_INJURY_CAP_1_0 - negative
            notes.append(tr("§1.9: negative injury modifiers capped at −3"))
    return Reduced(
        edition=edition,
        auto_hit=spec.auto_hit,
        hit_dice=hit_dice,
        hit_marker_dice=spec.blessings_spent_on_hit - spec.blood_spent_on_hit,
        hit_flat=hit_flat,
        crit_bonus=2 if spec.critical_keyword else 1,
        injury_base=spec.injury_base_dice,
        injury_dice=injury_dice,
        injury_marker_dice=spec.blood_spent_on_injury - spec.blessings_spent_on_injury,
        down_bonus=down_bonus,
        injury_flat=injury_flat,
        spec=spec,
        notes=tuple(notes),
    )
