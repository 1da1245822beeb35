"""Issue 36 §3, TC-K1: a model holds at most six BLOOD, so no roll spends more from it — the
attack path refused what the falls path refused (3-dice injury, 6 spent and a Bloodbath's 6:
12 BLOOD). One check, both paths, the same message."""

from __future__ import annotations

import pytest

from models.rules.spec import SpecError
from models.systems.trench_crusade.movement import InjuryMarkers
from models.systems.trench_crusade.odds import tc_odds as odds
from models.systems.trench_crusade.spec import BLOOD_CAP, TCAttackSpec


@pytest.mark.parametrize(("spent", "down"), [(6, False), (1, False), (4, True)])
def test_tc_k1_more_than_six_blood_spent_is_refused_on_both_paths(spent: int, down: bool) -> None:
    total = spent + (3 if down else 6)
    assert total > BLOOD_CAP
    with pytest.raises(SpecError) as attack:
        odds(
            TCAttackSpec(
                injury_base_dice=3, blood_spent_on_injury=spent, bloodbath=True, target_down=down
            )
        )
    with pytest.raises(SpecError) as fall:
        InjuryMarkers(down=down, blood_spent=spent, bloodbath=True)
    assert str(attack.value) == str(fall.value)
    assert f"{total} BLOOD spent" in str(attack.value) and "TC-K1" in str(attack.value)


@pytest.mark.parametrize(("spent", "down"), [(0, False), (3, True)])
def test_tc_k1_six_blood_at_most_is_accepted_on_both_paths(spent: int, down: bool) -> None:
    odds(
        TCAttackSpec(
            injury_base_dice=3, blood_spent_on_injury=spent, bloodbath=True, target_down=down
        )
    )
    InjuryMarkers(down=down, blood_spent=spent, bloodbath=True)
