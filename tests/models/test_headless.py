"""models/ never imports Qt or gui/ (ARCHITECTURE.md, "the one rule of direction")."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Run in a fresh interpreter, with PySide6, shiboken6 and gui made unimportable.
BLOCKER = textwrap.dedent(
    """
    import importlib.abc, sys

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {"PySide6", "shiboken6"} or name == "gui.app":
                raise ImportError(f"{name} is blocked in this test")
            return None

    sys.meta_path.insert(0, Block())
    """
)


def run_blocked(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCKER + textwrap.dedent(code)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_every_models_module_imports_without_qt() -> None:
    result = run_blocked(
        """
        import importlib, pkgutil, sys
        import models
        names = [m.name for m in pkgutil.walk_packages(models.__path__, "models.")]
        for name in names:
            importlib.import_module(name)
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "gui"})
        print(len(names), loaded)
        """
    )
    assert result.returncode == 0, result.stderr
    count, loaded = result.stdout.split(" ", 1)
    assert int(count) >= 5  # the walk really found the modules
    assert loaded.strip() == "[]"


def test_headless_commands_run_through_the_launcher_without_qt() -> None:
    """The entry point itself (gui.launcher) must not load Qt for a sub-command."""
    result = run_blocked(
        """
        import sys
        from gui.launcher import main
        code = main(["info", "--json"])
        assert code == 0, code
        assert not any(m.startswith("PySide6") for m in sys.modules)
        """
    )
    assert result.returncode == 0, result.stderr
    assert '"version"' in result.stdout


def test_the_database_layer_knows_nothing_of_the_ledger() -> None:
    """models/db opens, checks, backs up and migrates; catalogs and demo data are the ledger's
    start-up (models/ledger/startup.py), so no module of models/db imports models/ledger."""
    import ast

    found = []
    for path in sorted((ROOT / "models" / "db").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else []
            )
            found += [
                f"{path.relative_to(ROOT)}: {n}" for n in names if n.startswith("models.ledger")
            ]
    assert found == []


def _loaded_after(code: str) -> set[str]:
    """The top-level packages a fresh interpreter holds after `code` (through the launcher)."""
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            textwrap.dedent(code)
            + "\nimport json\nprint(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return set(json.loads(result.stdout.strip().splitlines()[-1]))


def test_odds_imports_the_rules_core_only() -> None:
    """Issue 21: `odds` loads neither SQLAlchemy nor Qt nor reportlab (nor alembic), through
    the real entry point; `info` and `list` don't load reportlab or Qt either."""
    loaded = _loaded_after(
        """
        import sys
        from gui.launcher import main
        code = main(["odds", "trench-crusade", "--spec", '{"characteristic": 2}', "--json"])
        assert code == 0
        """
    )
    assert loaded & {"sqlalchemy", "alembic", "reportlab", "PySide6", "shiboken6"} == set()
    assert "models" in loaded


def test_opening_the_window_imports_no_reportlab(tmp_path: Path) -> None:
    """Issue 21: the PDF writers load when an export starts, not with the window."""
    loaded = _loaded_after(
        f"""
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        os.environ["XDG_DATA_HOME"] = {str(tmp_path)!r}
        from PySide6.QtCore import QSettings
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, {str(tmp_path)!r})
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from gui.main_window import MainWindow
        from models.ledger.startup import open_ledger
        window = MainWindow(open_ledger({str(tmp_path / "db.sqlite")!r}))
        window.show()
        app.processEvents()
        window.close()
        """
    )
    assert "PySide6" in loaded and "reportlab" not in loaded


def test_the_pdf_writers_and_the_game_log_need_no_database_layer() -> None:
    """The writers of cards, roster sheets and game reports take plain data (ARCHITECTURE.md,
    "Reports"); they, the game log's projection and the systems' declarations load no
    SQLAlchemy (0.4 s of an export process before any row is read)."""
    loaded = _loaded_after(
        """
        import sys
        import models.reports.base, models.reports.warband, models.reports.game
        import models.table.game_log, models.ledger.profiles, models.ledger.games.log_text
        """
    )
    assert "reportlab" in loaded
    assert loaded & {"sqlalchemy", "alembic", "PySide6"} == set()
