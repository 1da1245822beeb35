"""The `info` and `backup` commands: the version, the data folder and the database in use; the
copies of the database file kept, made and restored."""

from __future__ import annotations

import argparse
import json

from models import __version__
from models.cli.common import EXIT_OK, UsageError


def info_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_info(args: argparse.Namespace) -> int:
    from models.db import resolve_location
    from models.paths import user_data_dir

    location = resolve_location(args.db)
    facts = {
        "version": __version__,
        "data_dir": str(user_data_dir()),
        "database": location.display(),
        "database_exists": location.path.exists() if location.path is not None else None,
    }
    if args.json:
        print(json.dumps(facts))
    else:
        width = max(len(key) for key in facts)
        for key, value in facts.items():
            print(f"{key.replace('_', ' '):<{width}}  {value}")
    return EXIT_OK


def backup_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "action",
        choices=("list", "create", "restore"),
        help="list the copies kept, create one now, or restore one",
    )
    parser.add_argument(
        "name", nargs="?", help="restore: the backup's file name (see `backup list`), or latest"
    )
    parser.add_argument(
        "--keep", type=int, default=10, metavar="N", help="copies to keep (default 10)"
    )
    parser.add_argument("--json", action="store_true", help="list: print one JSON array")


def run_backup(args: argparse.Namespace) -> int:
    from models.db import backups, resolve_location
    from models.ledger import soundness  # noqa: F401 — a copy is sound when the app reads it

    location = resolve_location(args.db)
    if location.path is None:
        raise UsageError("--db: backups are of SQLite files; back up a server with its own tools")
    if args.keep < 1:
        raise UsageError("--keep: 1 or more")
    path = location.path
    if args.action == "list":
        found = backups.list_backups(path)
        if args.json:
            rows = [
                {"name": b.name, "made": b.made.isoformat(), "reason": b.reason, "size": b.size}
                for b in found
            ]
            print(json.dumps(rows))
        elif not found:
            print(f"No backups of {path} yet.")
        for b in found if not args.json else ():
            print(f"{b.name}  {b.made:%Y-%m-%d %H:%M}  {b.reason}  {b.size // 1024} KB")
        return EXIT_OK
    if args.action == "create":
        if not path.exists():
            raise UsageError(f"--db: {path} does not exist")
        made = backups.back_up(path, backups.MANUAL, args.keep)
        print(f"Backed up {path} to {made.path}")
        return EXIT_OK
    if args.name is None:
        raise UsageError("restore: name a backup (see `backup list`) or say latest")
    if args.name == "latest":  # the newest that passes the integrity check
        chosen = backups.newest_sound(path)
        if chosen is None:
            raise UsageError(f"restore: no backup of {path} passes the integrity check")
    else:
        found = backups.list_backups(path)
        chosen = next((b for b in found if b.name == args.name), None)
        if chosen is None:
            raise UsageError(f"restore: no backup {args.name!r} of {path} (see `backup list`)")
    kept = backups.restore(path, chosen.path, args.keep)
    print(f"Restored {path} from {chosen.name}")
    if kept is not None:
        print(f"The database it replaced is kept as {kept.name}")
    return EXIT_OK
