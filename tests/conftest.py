"""Test set-up shared by every test.

Qt runs offscreen (set before any QApplication exists), and each test gets its own data and
settings folders, so no test reads or writes the developer's real database or settings.
"""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Per-test XDG data/config folders and QSettings path; yields the data folder's parent."""
    home = tmp_path / "home"
    data, config = home / "data", home / "config"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    # Qt reads XDG_CONFIG_HOME once per process; point QSettings at this test's folder.
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(config))
    yield home
