"""`warband-ledger odds` as CONTRACTS.md §2 specifies it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from models.cli import main
from tests.models.rules.reference import single_attack
from tests.test_cli import run

SCRIPT = Path(sys.executable).with_name("warband-ledger")


def odds_json(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict[str, object]]:
    assert main(["odds", "trench-crusade", *args, "--json"]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_contract_shape_and_exact_fractions(capsys: pytest.CaptureFixture[str]) -> None:
    (result,) = odds_json(capsys, "--spec", "{}")
    assert result["system"] == "trench-crusade" and result["edition"] == "tc-1.6"
    outcomes = result["outcomes"]
    assert isinstance(outcomes, dict)
    assert list(outcomes) == ["miss", "no_effect", "minor_hit", "down", "out_of_action"]
    assert outcomes["miss"] == "5/12"
    assert outcomes["no_effect"] == "0"
    reference = single_attack(0, 0, 2, 0, 0)
    for key, text in outcomes.items():
        value = Fraction(text)
        assert value == reference.get(key, 0)
        assert text == ("0" if value == 0 else f"{value.numerator}/{value.denominator}")
    distributions = result["distributions"]
    assert isinstance(distributions, dict)
    assert set(distributions["hit_roll"]) == {"miss", "hit", "critical"}
    for group in [outcomes, *distributions.values()]:
        assert sum(Fraction(v) for v in group.values()) == 1
    floats = result["float"]
    assert isinstance(floats, dict)
    assert floats == {k: float(Fraction(v)) for k, v in outcomes.items()}


def test_edition_and_spec_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    spec = tmp_path / "attack.json"
    spec.write_text('{"characteristic": 1}', encoding="utf-8")
    (old,) = odds_json(capsys, "--edition", "tc-1.0", "--spec", f"@{spec}")
    assert old["edition"] == "tc-1.0"
    assert isinstance(old["outcomes"], dict)
    expected = single_attack(1, 0, 2, 0, 0)["miss"]  # tc-1.0: +1 DICE, not +1
    assert Fraction(old["outcomes"]["miss"]) == expected


def test_jsonl_batch_prints_one_result_per_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    batch = tmp_path / "many.jsonl"
    batch.write_text('{"hit_flat": 1}\n\n{"armour": -2}\n{"shots": 3}\n', encoding="utf-8")
    results = odds_json(capsys, "--spec", f"@{batch}")
    assert len(results) == 3
    assert "hits" in results[2]["distributions"]  # type: ignore[operator]


@pytest.mark.parametrize(
    ("spec", "named"),
    [
        ('{"bogus": 1}', "bogus"),
        ('{"armour": 1}', "armour"),
        ('{"injury_base_dice": 4}', "injury_base_dice"),
        ('{"tough": "yes"}', "tough"),
        ('{"attack": "melee", "cover": true}', "cover"),
        ("[1, 2]", "JSON object"),
        ("{not json", "not valid JSON"),
    ],
)
def test_bad_specs_exit_2_naming_the_field(
    capsys: pytest.CaptureFixture[str], spec: str, named: str
) -> None:
    assert main(["odds", "trench-crusade", "--spec", spec]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert named in captured.err
    assert len(captured.err.strip().splitlines()) == 1


def test_a_bad_line_in_a_batch_prints_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    batch = tmp_path / "many.jsonl"
    batch.write_text('{"hit_flat": 1}\n{"shots": 99}\n', encoding="utf-8")
    assert main(["odds", "trench-crusade", "--spec", f"@{batch}", "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "line 2" in captured.err and "shots" in captured.err


def test_bad_edition_and_system(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "trench-crusade", "--edition", "tc-9", "--spec", "{}"]) == 2
    assert "--edition" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        main(["odds", "chess", "--spec", "{}"])
    assert exit_.value.code == 2


def test_readable_table_without_json() -> None:
    result = subprocess.run(
        [str(SCRIPT), "odds", "trench-crusade", "--spec", '{"attack": "melee"}'],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "out_of_action" in result.stdout
    assert "5/12" in result.stdout
    assert "41.67%" in result.stdout


@pytest.mark.parametrize(
    ("system", "spec", "groups"),
    [
        ("ninth-age", '{"attacks": 3, "models": 2, "hp": 2}', {"unsaved_wounds", "models_removed"}),
        ("dies-irae", '{"attacks": 2, "models": 2}', {"deaths"}),
        (
            "warzone",
            '{"shots": 2, "jam": 19}',
            {"target_hits", "friendly_hits", "wounds_lost", "jam"},
        ),
    ],
)
def test_other_systems_follow_the_contract(
    capsys: pytest.CaptureFixture[str], system: str, spec: str, groups: set[str]
) -> None:
    assert main(["odds", system, "--spec", spec, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["system"] == system and "edition" not in result
    assert groups <= set(result["distributions"])
    for group in [result["outcomes"], *result["distributions"].values()]:
        assert sum(Fraction(v) for v in group.values()) == 1
    assert main(["odds", system, "--spec", '{"nonsense": 1}']) == 2
    assert "nonsense" in capsys.readouterr().err
    assert main(["odds", system, "--edition", "tc-1.6", "--spec", "{}"]) == 2
    assert "no editions" in capsys.readouterr().err


def test_contract_ranges_and_keys_of_other_systems(capsys: pytest.CaptureFixture[str]) -> None:
    (ninth,) = odds_json_for(capsys, "ninth-age", '{"attacks": 4, "models": 3}')
    assert list(ninth["distributions"]["unsaved_wounds"]) == ["0", "1", "2", "3", "4"]
    assert list(ninth["distributions"]["models_removed"]) == ["0", "1", "2", "3"]
    (warzone,) = odds_json_for(capsys, "warzone", '{"wounds": 3, "shots": 2}')
    assert list(warzone["distributions"]["wounds_lost"]) == ["0", "1", "2", "3"]
    assert list(warzone["distributions"]["jam"]) == ["jammed", "clear"]


def odds_json_for(capsys: pytest.CaptureFixture[str], system: str, spec: str) -> list[Any]:
    assert main(["odds", system, "--spec", spec, "--json"]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("system", ["trench-crusade", "ninth-age", "dies-irae", "warzone"])
def test_odds_system_help_lists_every_spec_field_with_its_range(system: str) -> None:
    """Issue 36 §9: `odds SYSTEM --help` names every field of the spec, its range or choices,
    its default and what it means."""
    from models.rules.registry import registry
    from models.rules.spec import field_info

    result = run("odds", system, "--help")
    assert result.returncode == 0, result.stderr
    listed = dict(re.findall(r"^  ([a-z_0-9]+): (.*)$", result.stdout, re.MULTILINE))
    fields = field_info(registry()[system].spec_type)
    assert set(listed) == set(fields)
    for name, info in fields.items():
        if info.minimum is not None and info.maximum is not None:
            assert listed[name].startswith(f"{info.minimum}..{info.maximum}"), name
        assert f"{info.label}: " in result.stdout
