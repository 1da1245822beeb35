"""The distribution: one version, every package listed, resources installed with the code."""

from __future__ import annotations

import importlib.metadata
import tomllib
from pathlib import Path

import pytest

import models

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_version_is_defined_once_and_installed() -> None:
    assert "version" not in PYPROJECT["project"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "models.__version__"}
    assert importlib.metadata.version("warband-ledger") == models.__version__


def test_every_package_is_listed_in_pyproject() -> None:
    """A package missing from the list would be left out of wheels and frozen builds."""
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("gui", "models")
        for init in (ROOT / top).rglob("__init__.py")
    }
    assert found | {"models.resources"} == listed
    assert PYPROJECT["tool"]["setuptools"]["package-dir"] == {"models.resources": "resources"}


def test_entry_point_is_the_launcher() -> None:
    assert PYPROJECT["project"]["scripts"] == {"warband-ledger": "gui.launcher:run"}


def test_package_data_covers_every_manifest_entry() -> None:
    """What the manifest names must also be copied into a wheel."""
    from fnmatch import fnmatch

    from models.assets import MANIFEST, manifest

    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["models.resources"]
    for relative in [MANIFEST, *manifest().values()]:
        assert any(fnmatch(relative, pattern) for pattern in patterns), relative


def test_package_data_covers_the_migrations() -> None:
    """Alembic reads its scripts from files: every one must be in a wheel and a frozen build."""
    from fnmatch import fnmatch

    folder = ROOT / "models" / "db"
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["models.db"]
    files = [
        p.relative_to(folder).as_posix()
        for p in (folder / "migrations").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    ]
    assert any(f.startswith("migrations/versions/") for f in files)
    for relative in files:
        assert any(fnmatch(relative, pattern) for pattern in patterns), relative


def test_portable_mode_needs_a_frozen_program_with_portable_txt_beside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    from models import paths

    program = tmp_path / "warband-ledger"
    program.write_bytes(b"")
    monkeypatch.setattr(sys, "executable", str(program))
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert paths.portable_dir() is None  # a source checkout is never portable
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert paths.portable_dir() is None  # frozen, but no portable.txt
    (tmp_path / paths.PORTABLE_MARKER).write_text("", encoding="utf-8")
    assert paths.portable_dir() == tmp_path / "data"
    assert paths.default_database_path() == tmp_path / "data" / paths.DEFAULT_DATABASE_NAME
    assert paths.backup_dir() == tmp_path / "data" / "backups"
