"""The headless command line: `warband-ledger COMMAND …` (CONTRACTS.md §1).

Sub-commands never import Qt. With no sub-command the entry point (gui/launcher.py) opens the
GUI; this module only parses and reports that no command was given. Exit codes: 0 success,
2 bad input (one line on stderr naming what is wrong), 1 any other failure.

This module parses, runs and ends the process; each command family is a module beside it
(odds, records, files, game, campaign, database), imported only when its command is given.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import gc
import importlib
import io
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from types import ModuleType
from typing import NoReturn, TextIO

from models import APP_ID, __version__
from models.cli.common import (
    DB_HELP,
    EXIT_BAD_INPUT,
    EXIT_FAILURE,
    EXIT_OK,
    EXIT_OUTPUT_LOST,
    Parser,
    UsageError,
    db_option,
)
from models.errors import DatabaseError, LedgerError
from models.text import json_escaped


@dataclass(frozen=True)
class Command:
    """A sub-command: its name, one-line help, and the module of its family (models/cli/…),
    which declares its options (`<name>_arguments`) and runs it (`run_<name>`). The module is
    imported when the command is given, so each command loads what it needs and no more."""

    name: str
    help: str
    family: str
    own_help: bool = False  # its options declare their own -h/--help

    def _module(self) -> ModuleType:
        return importlib.import_module(f"models.cli.{self.family}")

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        getattr(self._module(), f"{self.name}_arguments")(parser)

    def run(self, args: argparse.Namespace) -> int:
        result: int = getattr(self._module(), f"run_{self.name}")(args)
        return result


COMMANDS: list[Command] = [
    Command("odds", "exact outcome probabilities of one attack", "odds", own_help=True),
    Command("list", "list warbands, campaigns, games or catalogs (ids and names)", "records"),
    Command(
        "import",
        "import warband, campaign and catalog files, other tools' lists (Trench Companion, "
        "New Recruit, BattleScribe) and BattleScribe data sets",
        "files",
    ),
    Command(
        "export",
        "export a warband file, warband cards, a roster sheet, a game report, a campaign book, "
        "or a warband for other tools (Trench Companion, New Recruit, plain text)",
        "files",
    ),
    Command(
        "compare",
        "every attacker and weapon of one warband against every model of another: exact odds",
        "records",
    ),
    Command(
        "game",
        "play a game headless: new, show, attack, action, mark, undo, redo, next-turn, end",
        "game",
    ),
    Command(
        "campaign",
        "run a league: pair the next round, record a battle, show the campaign",
        "campaign",
    ),
    Command("backup", "list, create or restore backups of the database file", "database"),
    Command("info", "show the version, the data folder and the database in use", "database"),
]


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser; with `only` a command's name, that command alone (its options may import
    what it needs — `game`'s the ledger — so a command builds its own, not every other's);
    with `only` "" (no command: the window), every command listed for --help but none of their
    options; with None, everything."""
    parser = Parser(
        prog=APP_ID,
        description="Warband Ledger: rosters, games and campaigns for tabletop skirmish "
        "wargames. Without a command it opens the application window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--db", metavar="URL_OR_PATH", help=DB_HELP)
    # Every sub-command takes --db too (after its name); SUPPRESS keeps a value given before
    # the sub-command from being reset by the sub-command's default.
    db_options = db_option()
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for command in COMMANDS:
        if only and only != command.name:
            continue  # the command given is known: the others' parsers are never read
        sub = commands.add_parser(
            command.name,
            help=command.help,
            description=command.help,
            parents=[db_options],
            add_help=not command.own_help,
        )
        if only is None or only == command.name:  # "": no command (the window): no options
            command.add_arguments(sub)
        sub.set_defaults(run=command.run)
    return parser


def _command_in(argv: Sequence[str] | None) -> str:
    """The command named on the command line ("" for none or an unknown word: the full parser
    then says what is wrong), read without building a parser: the first word that is neither
    an option nor the value of the one top-level option that takes one, --db (or an
    abbreviation of it, as argparse allows)."""
    words = list(sys.argv[1:] if argv is None else argv)
    names = {command.name for command in COMMANDS}
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            index += 1
            break
        if len(word) > 2 and "--db".startswith(word):
            index += 2  # --db PATH
        elif word.startswith("-"):
            index += 1  # --db=PATH, --version, -h …
        else:
            break
    if index < len(words) and words[index] in names:
        return words[index]
    return ""


def main(
    argv: Sequence[str] | None = None,
    *,
    open_gui: Callable[[str | None], int] | None = None,
) -> int:
    """Run one command line; `open_gui` is what happens when no sub-command is given."""
    parser = build_parser(only=_command_in(argv))
    with _terminal_safe_output():
        try:
            args = parser.parse_args(argv)  # --help and --version print here
        except OutputLost as exc:
            _discard_stdout()
            return _output_lost(APP_ID, _command_in(argv), str(exc))
        if args.command is not None:
            return _run(parser, args)
        if open_gui is None:
            parser.error("a command is required")
    return open_gui(args.db)


@contextmanager
def _terminal_safe_output() -> Iterator[None]:
    """Whatever a command prints, a name holding ESC or U+202E reaches the terminal as its
    escape (\\u001b), never raw (models/text.py); JSON stays valid, since these characters can
    only be inside its strings."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _TerminalSafe(saved[0]), _TerminalSafe(saved[1])
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved


class OutputLost(Exception):
    """What a command printed could not be written (the disk behind `>` is full …)."""

    def __init__(self, cause: OSError) -> None:
        super().__init__(cause.strerror or str(cause))


def _output_lost(prog: str, command: str, words: str) -> int:
    """Say on stderr that the output was lost and whether the action was saved all the same:
    exit 3 when it was (running the command again would record it twice), else 1."""
    engine = sys.modules.get("models.db.engine")  # never loaded: nothing could be saved
    saved = engine is not None and engine.commits_made() > 0
    command = f"{prog} {command}".strip()
    if saved:
        said = (
            f"{command}: the action was recorded, but its output could not be written "
            f"({words}). Do not run it again: see what was saved with `{prog} list` or "
            f"`{prog} game show`."
        )
    else:
        said = f"{command}: error: the output could not be written ({words}); nothing was changed."
    with contextlib.suppress(OSError, AttributeError):  # no stderr at all: nothing to say
        sys.__stderr__.write(said + "\n")  # type: ignore[union-attr]
        sys.__stderr__.flush()  # type: ignore[union-attr]
    return EXIT_OUTPUT_LOST if saved else EXIT_FAILURE


class _TerminalSafe(io.TextIOBase):
    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        try:
            self.stream.write(json_escaped(text))
        except BrokenPipeError:
            raise
        except OSError as exc:  # a full disk behind `>`, a closed terminal
            raise OutputLost(exc) from exc
        return len(text)

    def flush(self) -> None:
        try:
            self.stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputLost(exc) from exc

    def fileno(self) -> int:
        return self.stream.fileno()

    def isatty(self) -> bool:
        return self.stream.isatty()


@contextmanager
def few_collections() -> Iterator[None]:
    """A command is one short process: Python's cycle collector runs far less often while it
    works (importing SQLAlchemy and reportlab set off collections that freed next to nothing:
    0.1 s of an `export cards` process), at a few MB more (+5 MB for a 40-warband campaign
    book); what it would free goes with the process."""
    saved = gc.get_threshold()
    gc.set_threshold(100_000, 50, 100)
    try:
        yield
    finally:
        gc.set_threshold(*saved)


def _run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        with few_collections():
            result: int = args.run(args)
    except BrokenPipeError:
        # The reader went away (`… | head`): not an error of ours. Python's own recipe: point
        # stdout at devnull so the flush at exit does not complain again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except OutputLost as exc:
        _discard_stdout()
        return _output_lost(parser.prog, args.command, str(exc))
    except UsageError as exc:
        print(f"{parser.prog} {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except DatabaseError as exc:
        print(f"{parser.prog} {args.command}: error: --db: {exc}", file=sys.stderr)
        if exc.restore_helps:  # otherwise its message says what to do
            print(RECOVERY, file=sys.stderr)
        return EXIT_BAD_INPUT
    except LedgerError as exc:  # e.g. a write refused by a full disk: nothing was saved
        print(f"{parser.prog} {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception as exc:
        # a read the database could not answer (damaged, gone): an SQLAlchemy error, which a
        # command that never loaded SQLAlchemy cannot raise
        sqlalchemy = sys.modules.get("sqlalchemy.exc")
        if sqlalchemy is None or not isinstance(exc, sqlalchemy.SQLAlchemyError):
            raise
        where = args.db or "the database"
        words = getattr(exc, "orig", None) or exc
        if isinstance(exc, sqlalchemy.IntegrityError):  # a rule of the schema, not damage
            print(
                f"{parser.prog} {args.command}: error: {where} refused it ({words}); nothing "
                "was changed.",
                file=sys.stderr,
            )
            return EXIT_BAD_INPUT
        print(f"{parser.prog} {args.command}: error: {where}: {words}", file=sys.stderr)
        print(RECOVERY, file=sys.stderr)
        return EXIT_FAILURE
    return result


RECOVERY = (
    "  To go on: `warband-ledger backup list` shows the copies kept, "
    "`warband-ledger backup restore latest` puts the newest back; or use --db for another "
    "database."
)


def exit_now(code: int) -> NoReturn:
    """End the process once a command has finished, without the interpreter's teardown.

    Teardown frees every object of every loaded module one by one; after SQLAlchemy and
    reportlab it took 168 ms of an `export cards` process (`python -c "import sqlalchemy.orm"`
    alone: 100 ms), after 300 `odds` specs 15 ms. Nothing is lost by skipping it: a command
    closes its database and writes its files atomically before it returns; the atexit
    handlers still run, and the output is flushed. (Instagram's `atexit.register(os._exit,
    0)` did the same for their servers.) The window never ends this way: Qt's settings and
    objects are saved as they are destroyed.
    """
    run_handlers = getattr(atexit, "_run_exitfuncs", None)  # CPython's; without it, as usual
    if run_handlers is None:
        sys.exit(code)
    run_handlers()
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        pass  # the reader went away (`… | head`): not an error, as in _run
    except (OSError, ValueError, OutputLost) as exc:  # e.g. a full disk behind `>`
        _discard_stdout()
        lost = _output_lost(APP_ID, _command_in(None) or "", str(exc))
        code = code if code not in (EXIT_OK,) else lost
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.flush()
    os._exit(code)


def _discard_stdout() -> None:
    """What is still buffered for stdout can never be written: drop it, so that no later
    flush (at exit) fails again."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.__stdout__.fileno() if sys.__stdout__ else 1)
