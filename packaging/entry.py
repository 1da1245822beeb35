"""What the frozen program runs: the same entry point as the installed `warband-ledger`."""

import os
import sys

from gui.launcher import run

if __name__ == "__main__":
    # A windowed Windows program has no console: commands typed at it must not crash on
    # print(); warband-ledger-cli.exe is the one that shows their output.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    run()
