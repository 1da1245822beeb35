"""Every rule id greppable (issue 18): each id of the project's own rules reference (docs/rules/,
its index restating the digest rule by rule) appears literally where the code (or, for a seed's
worked example, its test) implements it, or is listed in docs/decisions.md as left to the table;
and no id range ("TC-V6–V11") hides which ids are meant. A clone alone carries all it needs
(issue 35); ../shared/RULES.md, when it stands beside the clone, is only compared with it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "RULES.md"  # beside the clone on a developer's machine
REFERENCE = ROOT / "docs" / "rules"  # the project's own rules reference
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
    """The ids the reference defines: a bullet or a table row that starts with the id."""
    defined = re.compile(r"^(?:- \*\*|\| )((?:TC|FB|DI|WZ)-[A-Z]*\d+)\b", re.MULTILINE)
    return {
        rule
        for page in sorted(REFERENCE.glob("*.md"))
        for rule in defined.findall(page.read_text(encoding="utf-8"))
    }


def test_the_reference_defines_every_id_of_the_rules_digest() -> None:
    if not RULES.exists():
        pytest.skip("../shared/RULES.md is not beside this clone; docs/rules/ is the reference")
    digest = set(ID.findall(RULES.read_text(encoding="utf-8")))
    assert sorted(digest - _rule_ids()) == []  # a digest rule the reference does not restate
    ours = {rule for rule in _rule_ids() - digest if rule.startswith("TC-C")}  # campaign.md's
    assert sorted(_rule_ids() - digest - ours) == []


def test_the_reference_is_read() -> None:
    ids = _rule_ids()
    assert {"TC-I4", "FB-L4", "DI-7", "WZ-F3", "TC-C1"} <= ids


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
