"""Argument types the commands share: ids and seeds, refused by argparse (exit 2, naming the
option) when they are not whole numbers the database can hold — never an overflow deep in a
query."""

from __future__ import annotations

import argparse

LARGEST = 2**63 - 1  # SQLite's INTEGER and PostgreSQL's BIGINT


def _whole(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not {what} (a whole number)") from None


def record_id(text: str) -> int:
    """An id as `list` and `game show` print them: a whole number from 1 up."""
    value = _whole(text, "an id")
    if not 1 <= value <= LARGEST:
        raise argparse.ArgumentTypeError(f"{text} is not an id: ids run from 1 to {LARGEST}")
    return value


def seed(text: str) -> int:
    """A seed of the app's dice, as the log reports it: a whole number from 0 up."""
    value = _whole(text, "a seed")
    if not 0 <= value <= LARGEST:
        raise argparse.ArgumentTypeError(f"{text} is not a seed: seeds run from 0 to {LARGEST}")
    return value
