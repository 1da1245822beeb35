"""`python -m models.cli COMMAND …`: the headless commands alone, without the window."""

from models.cli import exit_now, main

if __name__ == "__main__":  # not when a test imports every module
    exit_now(main())
