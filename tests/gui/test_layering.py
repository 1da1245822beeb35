"""The window holds no game rules and writes no game events (issue 18): widgets collect input
and show results; models/ledger/games/play.py plans, resolves and writes. Read from the source."""

from __future__ import annotations

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "gui"

# What the window may take from the rules core: declarations it displays (spec fields, their
# choices and defaults, outcome names), the registry of systems, and the dice sources it hands
# to the ledger. Nothing that resolves an attack or computes odds.
ALLOWED = {
    "models.rules.dice": {"DiceSource", "DiceError", "GivenDice", "NotEnoughDice", "SeededDice"},
    "models.rules.system": {"fraction_text"},
    "models.rules.registry": {"registry", "system_title", "edition_books"},
    "models.rules.spec": {"allowed_types", "choice_label", "defaults", "field_info"},
}


def _sources() -> list[tuple[str, ast.Module]]:
    root = GUI.parent
    return [
        (str(path.relative_to(root)), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(GUI.rglob("*.py"))
    ]


def test_the_window_takes_only_declarations_from_the_rules_core() -> None:
    found = set()
    for where, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("models.rules"):
                for alias in node.names:
                    if alias.name not in ALLOWED.get(node.module or "", set()):
                        found.add((where, node.module, alias.name))
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("models.rules") for a in node.names), where
    assert found == set()  # what the window shows of the rules it asks the ledger for


def test_the_window_writes_no_game_events() -> None:
    """No event is built in gui/: no NewEvent(…), no `effects` lists, no log outcome dicts."""
    found = []
    for where, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "NewEvent":
                found.append(f"{where}:{node.lineno} NewEvent(…)")
            if isinstance(node, ast.Dict):
                keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
                if (
                    {"effects"} & keys
                    or {"member", "counter"} <= keys
                    or {"member", "flag"} <= keys
                ):
                    found.append(f"{where}:{node.lineno} an event's outcome or effect")
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "record_event":
                found.append(f"{where}:{node.lineno} games.record_event")
    assert found == []
