"""Issue 36 §6: replacement effects (TC-I11) on every injury roll, not only an attack's, and
INFECTION paying a Bloodbath (TC-I7, TC-K3) on attacks and hazards; values by enumeration."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from models.rules.spec import SpecError
from models.systems.trench_crusade.attack import initial_state, injury_result
from models.systems.trench_crusade.movement import InjuryMarkers, fall_injury
from models.systems.trench_crusade.spec import TCAttackSpec, validate


def fall_by_dice(height: int, replace: dict[str, str]) -> dict[str, Fraction]:
    """Every d6 of a fall of `height` (tc-1.6: +1 DICE per full 3", highest two summed, no
    armour), its result replaced as `replace` says."""
    extra = height // 3
    found: dict[str, Fraction] = {}
    for faces in product(range(1, 7), repeat=2 + extra):
        rolled: str = injury_result(sum(sorted(faces)[-2:]))
        result = replace.get(rolled, rolled)
        found[result] = found.get(result, Fraction(0)) + Fraction(1, 6 ** (2 + extra))
    return found


@pytest.mark.parametrize(
    ("markers", "replace"),
    [
        (InjuryMarkers(tough=True), {"out_of_action": "down"}),
        (InjuryMarkers(golem=True), {"out_of_action": "down"}),
        (InjuryMarkers(machine_armour=True), {"down": "minor_hit"}),
        (InjuryMarkers(), {}),
    ],
)
def test_tc_i11_a_fall_is_replaced_as_an_attack_would_be(
    markers: InjuryMarkers, replace: dict[str, str]
) -> None:
    assert dict(fall_injury(6, markers=markers)) == fall_by_dice(6, replace)


def test_tc_i7_infection_counts_toward_an_attacks_bloodbath() -> None:
    """Six markers for a Bloodbath on a standing target: 3 BLOOD and 3 INFECTION will do;
    only the BLOOD leaves the target's BLOOD (the INFECTION its own counter, at the table)."""
    spec = TCAttackSpec(bloodbath=True, bloodbath_infection=3, target_blood=3)
    validate(spec, "tc-1.6")
    assert initial_state(spec).blood == 3
    with pytest.raises(SpecError) as short:
        validate(TCAttackSpec(bloodbath=True, bloodbath_infection=2, target_blood=3), "tc-1.6")
    assert short.value.field == "target_blood"
    with pytest.raises(SpecError) as alone:
        validate(TCAttackSpec(bloodbath_infection=2), "tc-1.6")
    assert alone.value.field == "bloodbath_infection"
    with pytest.raises(SpecError):  # a Down target's Bloodbath costs three
        validate(TCAttackSpec(bloodbath=True, target_down=True, bloodbath_infection=4), "tc-1.6")
