"""The `warband-ledger` entry point.

A sub-command goes to models.cli and runs headless: Qt is never imported. Without one, the
GUI opens. This module imports no Qt itself; gui.app is loaded only when the window is wanted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from models.cli import exit_now
from models.cli import main as cli_main

_window_opened = False


def main(argv: Sequence[str] | None = None) -> int:
    return cli_main(argv, open_gui=_open_gui)


def run() -> NoReturn:
    """The installed command and the packaged app: a command's process ends without the
    interpreter's teardown (models/cli/__init__.py: exit_now); the window's ends as Python's
    does."""
    code = main()
    if _window_opened:
        raise SystemExit(code)
    exit_now(code)


def _open_gui(db: str | None) -> int:
    global _window_opened
    _window_opened = True
    from gui.app import run as run_window

    return run_window(db)


if __name__ == "__main__":
    run()
