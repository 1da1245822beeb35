"""Game-event outcomes typed (issue 18): one writer, one reader, versioned; a log written
before the payloads were typed still reads."""

from __future__ import annotations

from models.table.payloads import VERSION, Outcome


def test_an_outcome_reads_back_as_written() -> None:
    written = Outcome(
        "Brat Tomasz → Priest Malachai (Bolt-Action Rifle): Down",
        (
            {"member": 12, "counter": "blood", "delta": 1},
            {"member": 12, "flag": "down", "value": True},
        ),
        result="down",
        steps=("TC-A2 hit roll 6+5+0 = 11 → hit.",),
        weapon="Bolt-Action Rifle",
        odds="575/3888",
        also_hit=((14, "minor_hit"),),
        blood_gained=1,
    )
    data = written.to_json()
    assert data["v"] == VERSION and data["also_hit"] == [{"member": 14, "result": "minor_hit"}]
    assert "measures" not in data and "action" not in data  # only what is set
    assert Outcome.read(data) == written


def test_a_log_from_before_typed_payloads_still_reads() -> None:
    old = {
        "summary": "Orcs → Guard (Choppa): 2 unsaved wounds, 1 models removed",
        "result": "2 unsaved wounds, 1 models removed",
        "weapon": "Choppa",
        "steps": ["FB-H1 …"],
        "effects": [{"member": 30, "counter": "casualties", "delta": 1}, "not an effect"],
        "odds": "1/4",
        "measures": {"unsaved_wounds": 2, "models_removed": 1},
    }
    read = Outcome.read(old)
    assert read.version == 0 and read.measures == {"unsaved_wounds": 2, "models_removed": 1}
    assert read.effects == ({"member": 30, "counter": "casualties", "delta": 1},)
    assert Outcome.read({}).summary == "" and Outcome.read({}).also_hit == ()
