"""Issue 49: the modules of models/ledger/campaigns/ import each other without a circle (once
campaign_content → post_battle → campaigns → campaign_content), function-level imports
counted. Read from the source."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = "models.ledger.campaigns"
FOLDER = Path(__file__).resolve().parents[3] / "models" / "ledger" / "campaigns"


def _imports() -> dict[str, set[str]]:
    """Each module of the package and the modules of the package it imports, anywhere in it."""
    modules = {p.stem for p in FOLDER.glob("*.py") if p.stem != "__init__"}
    found: dict[str, set[str]] = {}
    for name in modules:
        tree = ast.parse((FOLDER / f"{name}.py").read_text(encoding="utf-8"))
        uses: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == PACKAGE:
                uses |= {a.name for a in node.names if a.name in modules}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PACKAGE + "."):
                uses.add((node.module or "").rsplit(".", 1)[1])
        found[name] = uses - {name}
    return found


def test_the_campaign_modules_import_without_a_circle() -> None:
    graph = _imports()
    assert graph["campaign_content"] and graph["post_battle"]  # the walk sees the imports
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, " → ".join((*path, module))
        if module in done:
            return
        for used in sorted(graph[module]):
            visit(used, (*path, module))
        done.add(module)

    for module in sorted(graph):
        visit(module, ())
