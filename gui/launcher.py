"""The `warband-ledger` entry point.

A sub-command goes to models.cli and runs headless: Qt is never imported. Without one, the
GUI opens. This module imports no Qt itself; gui.app is loaded only when the window is wanted.
"""

from __future__ import annotations

from collections.abc import Sequence

from models.cli import main as cli_main


def main(argv: Sequence[str] | None = None) -> int:
    return cli_main(argv, open_gui=_open_gui)


def _open_gui(db: str | None) -> int:
    from gui.app import run

    return run(db)


if __name__ == "__main__":
    raise SystemExit(main())
