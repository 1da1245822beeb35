"""The layout of issue 38, read from the source: each game system one package that nothing else
names, and the direction cli/reports → ledger → systems → table → catalog, db, rules.

"Names" means imports, or spells the module path for importlib: only the two lists of
installed systems may (models/ledger/profiles.py for the table, models/rules/registry.py for
`odds`, which imports one engine alone)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SYSTEMS = sorted(p.parent.name for p in (ROOT / "models/systems").glob("*/__init__.py"))
INSTALLED_LISTS = {"models/ledger/profiles.py", "models/rules/registry.py"}


def _modules() -> dict[str, ast.Module]:
    return {
        str(path.relative_to(ROOT)): ast.parse(path.read_text(encoding="utf-8"))
        for top in ("models", "gui")
        for path in sorted((ROOT / top).rglob("*.py"))
    }


def _named(tree: ast.Module) -> set[str]:
    """Every module path the source imports or spells out in a string."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.update(re.findall(r"\bmodels(?:\.\w+)+", node.value))
    return found


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_four_systems_each_one_package() -> None:
    assert SYSTEMS == ["dies_irae", "ninth_age", "trench_crusade", "warzone"]
    for system in SYSTEMS:
        assert (ROOT / "models/systems" / system / "profile.py").is_file(), system
    # What every system shares is all that is left in the rules core.
    assert sorted(p.name for p in (ROOT / "models/rules").iterdir() if p.suffix == ".py") == [
        "__init__.py",
        "dice.py",
        "explain.py",
        "exploration.py",
        "registry.py",
        "spec.py",
        "system.py",
    ]


def test_no_module_outside_a_system_names_it() -> None:
    found = []
    for where, tree in _modules().items():
        named = _named(tree)
        for system in SYSTEMS:
            package = f"models.systems.{system}"
            if where.startswith(f"models/systems/{system}/") or where in INSTALLED_LISTS:
                continue
            found += [f"{where}: {n}" for n in sorted(named) if _within(n, package)]
    assert found == []


def test_the_two_lists_name_every_system() -> None:
    modules = _modules()
    for where in INSTALLED_LISTS:
        named = _named(modules[where])
        assert all(any(_within(n, f"models.systems.{s}") for n in named) for s in SYSTEMS)


def test_imports_run_one_way() -> None:
    """No arrow up: a system never imports the ledger, the database, the reports or the command
    line; the table's types import no system and no ledger; the rules core imports neither."""
    above = {
        "models/systems/": ("models.ledger", "models.db", "models.reports", "models.cli"),
        "models/table/": ("models.systems", "models.ledger", "models.db", "models.reports"),
        "models/rules/": ("models.table", "models.ledger", "models.db", "models.reports"),
        "models/catalog/": ("models.systems", "models.table", "models.ledger", "models.reports"),
    }
    found = []
    for where, tree in _modules().items():
        for room, forbidden in above.items():
            if where.startswith(room):
                imported = {
                    n
                    for node in ast.walk(tree)
                    if isinstance(node, (ast.Import, ast.ImportFrom))
                    for n in (
                        [a.name for a in node.names]
                        if isinstance(node, ast.Import)
                        else [node.module or ""]
                    )
                }
                found += [
                    f"{where}: {n}" for n in sorted(imported) for f in forbidden if _within(n, f)
                ]
    assert found == []


def _layer(module: str) -> str:
    """The layer a module belongs to: a package under models/ (each system on its own), or
    the module itself for one at the top (models/i18n.py …)."""
    parts = module.split(".")
    if parts[:2] == ["models", "systems"] and len(parts) > 2:
        return ".".join(parts[:3])
    return ".".join(parts[:2])


def test_the_layers_import_graph_has_no_circle() -> None:
    """Every import — lazy ones inside functions too — between the layers of models/ (cli,
    reports, ledger, each system, table, catalog, db, rules and the modules at the top): no
    layer reaches itself again through the others."""
    edges: dict[str, set[str]] = {}
    for where, tree in _modules().items():
        if not where.startswith("models/"):
            continue
        source = _layer(where.removesuffix(".py").replace("/", "."))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                if name.startswith("models.") and _layer(name) != source:
                    edges.setdefault(source, set()).add(_layer(name))

    def reached(start: str) -> set[str]:
        seen: set[str] = set()
        todo = [start]
        while todo:
            for nxt in edges.get(todo.pop(), ()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    assert {"models.ledger", "models.table", "models.systems.trench_crusade"} <= set(edges)
    assert sorted(layer for layer in edges if layer in reached(layer)) == []
