"""Every rule id greppable (issue 18): each id of ../shared/RULES.md appears literally where the
code (or, for a seed's worked example, its test) implements it, or is listed in
docs/decisions.md as left to the table; and no id range ("TC-V6–V11") hides which ids are meant."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "RULES.md"  # beside the clone on a developer's machine
RULE_IDS = ROOT / "tests" / "fixtures" / "rule-ids.txt"  # its ids, for a clone alone
ID = re.compile(r"\b(?:TC|FB|DI|WZ)-[A-Z]*\d+\b")
RANGE = re.compile(r"\b(?:TC|FB|DI|WZ)-[A-Z]*\d+\s*(?:–|—|…|\.\.|/)\s*(?:[A-Z]+-)?[A-Z]*\d+\b")
FOLDERS = ("models", "gui", "tests")


def _code() -> dict[str, str]:
    return {
        str(path.relative_to(ROOT)): path.read_text(encoding="utf-8")
        for folder in FOLDERS
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path.name != Path(__file__).name
    }


def _left_to_the_table() -> set[str]:
    text = (ROOT / "docs" / "decisions.md").read_text(encoding="utf-8")
    section = text.split("## Rules the app leaves to the table", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| ((?:TC|FB|DI|WZ)-[A-Z]*\d+) \|", section, re.MULTILINE))


def _rule_ids() -> set[str]:
    lines = RULE_IDS.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def test_the_copied_rule_ids_are_those_of_the_rules_digest() -> None:
    if not RULES.exists():
        pytest.skip("../shared/RULES.md is not beside this clone; its copied ids are used")
    assert _rule_ids() == set(ID.findall(RULES.read_text(encoding="utf-8")))


def test_every_rule_id_is_implemented_where_it_is_named_or_left_to_the_table() -> None:
    ids = _rule_ids()
    assert len(ids) > 100  # the digest is read (106 ids when this test was written)
    named = set(ID.findall("\n".join(_code().values())))
    left = _left_to_the_table()
    assert sorted(ids - named - left) == []  # implemented nowhere, and not said so
    assert sorted(left & named) == []  # said to be left to the table, yet named in code
    assert sorted(left - ids) == []  # a decision about an id the digest does not have


def test_no_rule_id_ranges_in_code_or_tests() -> None:
    found = [
        f"{where}: {match.group()}"
        for where, text in _code().items()
        for match in RANGE.finditer(text)
    ]
    assert found == []
