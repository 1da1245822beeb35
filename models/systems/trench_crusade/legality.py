"""Which attacks and weapon combinations are allowed (TC-R1, TC-M1, keywords of TC-W).

The attack wizard asks these before offering an attack; each answer carries the rule that
decided it, so the user sees why. Judgement calls at the table (line of sight, who is within
1") are inputs here, never guessed (RULES.md §5).
"""

from __future__ import annotations

from dataclasses import dataclass

from models.systems.trench_crusade.spec import DEFAULT_EDITION, Edition


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    reason: str


def ranged_attack_allowed(
    *,
    in_melee: bool,
    charged_this_activation: bool,
    ranged_attacks_made: int,
    assault: bool = False,
    grenade: bool = False,
    heavy: bool = False,
    strong: bool = False,
    moved_or_dashed: bool = False,
    edition: Edition = DEFAULT_EDITION,
) -> Verdict:
    """TC-R1: none within 1" of an enemy; normally one per activation (GRENADE: usable every
    turn besides); not in an activation with a charge unless ASSAULT (tc-1.6: only one ranged
    attack then); HEAVY: no move or Dash in the same activation unless STRONG."""
    if in_melee:
        return Verdict(False, 'TC-R1: no ranged attack within 1" of an enemy')
    if heavy and not strong and moved_or_dashed:
        return Verdict(False, "HEAVY: no ranged attack after moving or dashing (STRONG ignores)")
    if charged_this_activation:
        if not assault:
            return Verdict(False, "TC-R1: a model that charged may not shoot (no ASSAULT)")
        if edition == "tc-1.6" and ranged_attacks_made >= 1:
            return Verdict(False, "ASSAULT (tc-1.6): only a single ranged attack with a charge")
    if ranged_attacks_made >= 1 and not grenade:
        return Verdict(False, "TC-R1: one ranged attack action per activation")
    return Verdict(True, "TC-R1: allowed")


def charge_allowed_after_shooting(
    *, ranged_attacks_made: int, assault: bool, edition: Edition = DEFAULT_EDITION
) -> Verdict:
    """TC-R1 either order: a model that shot may charge only with ASSAULT (tc-1.6: after a
    single ranged attack)."""
    if not ranged_attacks_made:
        return Verdict(True, "TC-V3: allowed")
    if not assault:
        return Verdict(False, "TC-R1: a model that shot may not charge (no ASSAULT)")
    if edition == "tc-1.6" and ranged_attacks_made > 1:
        return Verdict(False, "ASSAULT (tc-1.6): only after a single ranged attack")
    return Verdict(True, "ASSAULT: may charge after shooting")


def hands_needed(
    *,
    two_handed: bool,
    strong: bool = False,
    cumbersome: bool = False,
) -> int:
    """Hands a melee weapon takes: STRONG wields one two-handed weapon in one hand, except
    CUMBERSOME ones (always two)."""
    if not two_handed:
        return 1
    return 1 if strong and not cumbersome else 2


def weapons_fit(
    hands: list[int], *, arms: int = 2, trench_shield: bool = False, shield_combo: bool = False
) -> Verdict:
    """TC-M1: the weapons wielded at once must fit the arms; a Trench Shield takes a hand,
    except with a SHIELD COMBO weapon."""
    used = sum(hands) + (1 if trench_shield and not shield_combo else 0)
    if used > arms:
        return Verdict(False, f"TC-M1: needs {used} hands, the model has {arms}")
    return Verdict(True, "TC-M1: the weapons fit")


def heavy_items_allowed(heavy_items: int, *, strong: bool = False) -> Verdict:
    """HEAVY: only one HEAVY item per model, unless STRONG."""
    if heavy_items > 1 and not strong:
        return Verdict(False, "HEAVY: only one HEAVY item (STRONG ignores this)")
    return Verdict(True, "HEAVY: allowed")
