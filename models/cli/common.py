"""What every command family shares: exit codes, the usage error, the parser that reports in
one line, --db and opening the ledger it names."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from models.db import Database

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2
EXIT_OUTPUT_LOST = 3  # the action was saved; what it printed could not be written


DB_HELP = (
    "an SQLAlchemy URL or the path of an SQLite file "
    "(default: your own database in the data folder, created on first use)"
)


class UsageError(Exception):
    """Bad input from the command line; the message names what is wrong."""


class Parser(argparse.ArgumentParser):
    """argparse with errors as one line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see --help)\n")


def db_option() -> Parser:
    """--db after a sub-command's name; SUPPRESS keeps a value given before the sub-command
    from being reset by the sub-command's default."""
    option = Parser(add_help=False)
    option.add_argument("--db", metavar="URL_OR_PATH", default=argparse.SUPPRESS, help=DB_HELP)
    return option


def open_ledger_of(args: argparse.Namespace) -> Database:
    """The database of --db, upgraded and ready (DatabaseError → exit 2 in main())."""
    from models.ledger.startup import open_ledger

    return open_ledger(args.db)
