"""What the frozen program runs: the same entry point as the installed `warband-ledger`."""

import sys

from gui.launcher import main

if __name__ == "__main__":
    sys.exit(main())
