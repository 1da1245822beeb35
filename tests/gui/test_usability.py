"""No clipped text and no anonymous controls in any view or dialog, at 100 % and at 200 %, in
English and in every translation (issues 12 and 20)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCREENSHOTS = Path(__file__).resolve().parents[2] / "packaging" / "screenshots.py"


@pytest.mark.parametrize(
    ("scale", "language", "size"),
    [
        ("1", "en", "1366x768"),
        ("2", "en", "1366x768"),
        ("1", "it", "1366x768"),
        ("1", "pl", "1366x768"),
        ("1", "ru", "1366x768"),
        ("1", "en", "1920x1080"),
    ],
)
def test_every_view_and_dialog_fits(scale: str, language: str, size: str, tmp_path: Path) -> None:
    """Issue 20: no clipped text, no cut table heading and no anonymous input in any view or
    dialog (`packaging/screenshots.py`'s scenes: every area, the editor of each system, the
    pickers, the game table and cards, each system's wizard, the action, end-game, export,
    campaign, post-battle, odds calculator, help, preferences, backups and about windows), at
    1366×768 — at 200 % too — and 1920×1080, in every language. A fresh process each: Qt reads
    the scale once, translators are process-wide."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "QT_SCALE_FACTOR": scale,
        "XDG_DATA_HOME": str(tmp_path),
    }
    result = subprocess.run(
        [sys.executable, str(SCREENSHOTS), "--check", "--lang", language, "--size", size],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1:] == ["OK"], result.stdout


def test_the_checker_finds_clipped_text_and_anonymous_inputs(qtbot: object) -> None:
    from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

    from gui.layout_check import anonymous, clipped

    root = QWidget()
    layout = QVBoxLayout(root)
    label = QLabel("A rather long label that will not fit")
    unnamed, named = QLineEdit(), QLineEdit()
    named.setAccessibleName("Name")
    for widget in (label, unnamed, named):
        layout.addWidget(widget)
    root.show()
    label.setFixedWidth(20)
    assert clipped(root) and "A rather long label" in clipped(root)[0]
    assert anonymous(root) == ["QLineEdit ''"]
    label.setFixedWidth(label.sizeHint().width())
    assert clipped(root) == []
    root.close()
