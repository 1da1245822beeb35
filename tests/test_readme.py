"""Issue 35 §19: the README's command line as a newcomer pastes it. Every `sh` block of its
"Command line" section runs, line by line and in order, on a fresh demo database (the user's
own, in a data folder of its own) from a copy of the project's docs/examples: each command
must succeed, so the ids, the files and the syntax shown are those a user will meet."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

from tests.test_cli import SCRIPT

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"


def _command_blocks() -> list[list[str]]:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Command line", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", section, re.DOTALL)
    return [
        [line for line in block.replace("\\\n", " ").splitlines() if line.strip()]
        for block in blocks
    ]


def test_the_readme_shows_one_command_per_line() -> None:
    blocks = _command_blocks()
    assert len(blocks) >= 5
    for block in blocks:
        for line in block:
            assert line.startswith("warband-ledger "), line
            assert " | " not in line.split("#")[0].replace("'", "").replace('"', ""), line


def test_every_readme_command_runs_on_a_fresh_demo_database(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "docs" / "examples", tmp_path / "docs" / "examples")
    home = tmp_path / "home"
    env = {
        **os.environ,
        "PATH": f"{SCRIPT.parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "LANG": "C.UTF-8",
    }
    env.pop("WARBAND_LEDGER_DB", None)
    failed = []
    for block in _command_blocks():
        for line in block:
            result = subprocess.run(
                ["bash", "-c", line],
                cwd=tmp_path,
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )
            if result.returncode != 0:
                failed.append(f"{line}\n  exit {result.returncode}: {result.stderr.strip()}")
    assert failed == []
    assert (tmp_path / "pilgrims-cards.pdf").stat().st_size > 0
    assert sorted(p.suffix for p in (tmp_path / "rosters").iterdir()) == [".pdf", ".pdf"]
