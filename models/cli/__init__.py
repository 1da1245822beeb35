"""The headless command line: `warband-ledger COMMAND …` (CONTRACTS.md §1).

Sub-commands never import Qt. With no sub-command the entry point (gui/launcher.py) opens the
GUI; this module only parses and reports that no command was given. Exit codes: 0 success,
2 bad input (one line on stderr naming what is wrong), 1 any other failure.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import gc
import io
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TextIO

from models import APP_ID, __version__
from models.cli_args import record_id
from models.errors import DatabaseError, LedgerError
from models.i18n import LANGUAGES, set_language, system_language
from models.ledger.files import LIST_FORMATS
from models.text import json_escaped

# Each command imports what it needs when it runs: `odds` the rules core only — never
# SQLAlchemy, reportlab or Qt — and the parser is built for the command given alone.
if TYPE_CHECKING:
    from models.db import Database
    from models.ledger.rosters.matchups import Matchup

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2
EXIT_OUTPUT_LOST = 3  # the action was saved; what it printed could not be written
SPEC_FILE_BYTES = 4 * 1024 * 1024  # like an imported file: a spec file is a few KB

DB_HELP = (
    "an SQLAlchemy URL or the path of an SQLite file "
    "(default: your own database in the data folder, created on first use)"
)


class UsageError(Exception):
    """Bad input from the command line; the message names what is wrong."""


class _Parser(argparse.ArgumentParser):
    """argparse with errors as one line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see --help)\n")


@dataclass(frozen=True)
class Command:
    """A sub-command: its name, one-line help, its own options, and what it runs."""

    name: str
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]
    own_help: bool = False  # add_arguments declares its own -h/--help


def _info_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _info(args: argparse.Namespace) -> int:
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


class _SpecHelp(argparse.Action):
    """`odds SYSTEM --help`: the usual help, then every field of that system's spec with its
    meaning, its range or choices and its default (the declarations the wizard reads)."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        parser.print_help()
        system = getattr(namespace, "system", None)
        print()
        print(spec_fields_text(system) if system else "odds SYSTEM --help lists its spec fields.")
        parser.exit()


def spec_fields_text(system_id: str) -> str:
    """Every field of a system's `odds` spec: name, range or choices, default, editions, what
    it means."""
    import dataclasses

    from models.rules.registry import registry
    from models.rules.spec import field_info

    system = registry()[system_id]
    defaults = {f.name: f.default for f in dataclasses.fields(system.spec_type)}
    lines = [f"spec fields of {system_id} (JSON object keys; all optional):"]
    for name, info in field_info(system.spec_type).items():
        if info.choices:
            kind = " | ".join(json.dumps(c) for c in info.choices)
        elif info.minimum is not None or info.maximum is not None:
            low = "" if info.minimum is None else info.minimum
            high = "" if info.maximum is None else info.maximum
            kind = f"{low}..{high}"
        elif isinstance(defaults.get(name), bool):
            kind = "true | false"
        else:
            kind = "value"
        default = json.dumps(defaults.get(name))
        editions = f" [{', '.join(info.editions)} only]" if info.editions else ""
        lines.append(f"  {name}: {kind} (default {default}){editions}")
        lines.append(f"      {info.label}: {info.help}")
    return "\n".join(lines)


def _odds_arguments(parser: argparse.ArgumentParser) -> None:
    from models.rules.registry import known_ids

    parser.add_argument(  # its own --help: the usual one and the system's spec fields
        "-h", "--help", action=_SpecHelp, nargs=0, help="this help and the system's spec fields"
    )
    parser.add_argument("system", choices=known_ids(), help="the game system")
    parser.add_argument("--edition", help="the rules edition (trench-crusade: tc-1.6, tc-1.0)")
    parser.add_argument(
        "--spec",
        required=True,
        help="the attack as a JSON object, or @FILE (a .jsonl file: one attack per line)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON (one object per line)")


def _read_specs(text: str) -> list[tuple[str, object]]:
    """(where, parsed JSON) for each spec given: inline, @FILE, or @FILE.jsonl (one per line)."""
    if not text.startswith("@"):
        return [("--spec", _parse_json(text, "--spec"))]
    from models.files import UnreadableFile, read_regular_file

    path = Path(text[1:])
    try:
        content = read_regular_file(path, SPEC_FILE_BYTES).decode("utf-8-sig")
    except UnreadableFile as exc:
        raise UsageError(f"--spec: {exc}") from exc
    except UnicodeDecodeError as exc:
        raise UsageError(f"--spec: {path}: not UTF-8 text ({exc.reason})") from exc
    if path.suffix != ".jsonl":
        return [(str(path), _parse_json(content, str(path)))]
    specs = [
        (f"{path} line {number}", _parse_json(line, f"{path} line {number}"))
        for number, line in enumerate(content.splitlines(), start=1)
        if line.strip()
    ]
    if not specs:
        raise UsageError(f"--spec: {path} holds no attack")
    return specs


def _parse_json(text: str, where: str) -> object:
    from models.schema_check import decode_json_text

    return decode_json_text(text, where, UsageError)


def _odds(args: argparse.Namespace) -> int:
    from models.rules.registry import find_system
    from models.rules.spec import SpecError

    system = find_system(args.system)
    if system is None:  # the parser's choices hold every known id
        raise UsageError(f"system: {args.system!r} is not one this version knows")
    reports = []
    try:
        edition = system.check_edition(args.edition)
    except SpecError as exc:
        raise UsageError(f"--{exc}") from exc
    # Every spec is checked before anything is printed: a bad line prints nothing.
    for where, data in _read_specs(args.spec):
        if not isinstance(data, dict):
            raise UsageError(f"{where}: the spec must be a JSON object")
        try:
            reports.append(system.odds(data, edition))
        except SpecError as exc:
            raise UsageError(f"{where}: {exc}") from exc
    for report in reports:
        if args.json:
            print(json.dumps(report.to_json()))
        else:
            print(report.to_text())
    return EXIT_OK


def _open(args: argparse.Namespace) -> Database:
    """The database of --db, upgraded and ready (DatabaseError → exit 2 in main())."""
    from models.ledger.startup import open_ledger

    return open_ledger(args.db)


def _list_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "what", choices=("warbands", "campaigns", "games", "catalogs"), help="what to list"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON array")


def _list(args: argparse.Namespace) -> int:
    from models.ledger.campaigns.campaigns import list_campaigns
    from models.ledger.games.games import list_games
    from models.ledger.rosters.roster import list_warbands

    database = _open(args)
    try:
        rows: list[dict[str, object]]
        if args.what == "warbands":
            rows = [
                {
                    "id": w.id,
                    "name": w.name,
                    "system": w.system,
                    "edition": w.edition,
                    "faction": w.faction_key,
                    "campaign_id": w.campaign_id,
                    "cost": w.cost,
                    "models": w.models,
                    "warnings": w.warnings,
                }
                for w in list_warbands(database)
            ]
        elif args.what == "catalogs":
            from models.ledger.catalogs import list_catalogs

            with database.sessions() as session:
                rows = [
                    {
                        "id": c.key,
                        "name": c.name,
                        "system": c.system,
                        "edition": c.edition,
                        "origin": c.origin,
                        "factions": c.factions,
                        "models": c.models,
                        "items": c.items,
                    }
                    for c in list_catalogs(session)
                ]
        elif args.what == "campaigns":
            rows = [
                {
                    "id": c.id,
                    "name": c.name,
                    "system": c.system,
                    "edition": c.edition,
                    "warbands": c.warbands,
                }
                for c in list_campaigns(database)
            ]
        else:
            rows = [
                {
                    "id": g.id,
                    "name": g.scenario or f"Game {g.id}",
                    "played_on": g.played_on.isoformat(),
                    "system": g.system,
                    "edition": g.edition,
                    "status": g.status,
                    "warbands": list(g.warbands),
                }
                for g in list_games(database)
            ]
    finally:
        database.close()
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
    elif not rows:
        print(f"No {args.what}.")
    else:
        _print_table(rows, ["id", "name", *[k for k in rows[0] if k not in ("id", "name")]])
    return EXIT_OK


def _print_table(rows: Sequence[dict[str, object]], columns: Sequence[str]) -> None:
    def cell(value: object) -> str:
        if isinstance(value, list):
            return " vs ".join(str(v) for v in value)
        return "" if value is None else str(value)

    widths = {c: max(len(c), *(len(cell(r[c])) for r in rows)) for c in columns}
    print("  ".join(c.replace("_", " ").ljust(widths[c]) for c in columns).rstrip())
    for row in rows:
        print("  ".join(cell(row[c]).ljust(widths[c]) for c in columns).rstrip())


def _import_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files",
        type=Path,
        nargs="+",
        metavar="FILE",
        help="a .warband.json or .campaign.json file, a catalog file, another tool's list "
        "(a Trench Companion export or share record, a New Recruit roster .json, a "
        "BattleScribe/New Recruit .ros or .rosz), or a BattleScribe data set: the .gst with its "
        ".cat files (.gstz/.catz too) or their folder, which replaces the catalog of its edition",
    )
    parser.add_argument("--json", action="store_true", help="print what was imported as JSON")
    again = parser.add_mutually_exclusive_group()
    again.add_argument(
        "--update",
        action="store_true",
        help="a list imported before (same Trench Companion or New Recruit id): update the "
        "warband it made",
    )
    again.add_argument(
        "--as-new",
        action="store_true",
        help="a list imported before: make a new warband all the same",
    )
    parser.add_argument(
        "--map",
        action="append",
        default=[],
        metavar="NAME=ID",
        help="match a line the catalog did not by hand: the file's name (or 'model name: line "
        "name') = a catalog id; repeat for several",
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="match a list and print the report; store nothing"
    )


def _mapping(pairs: list[str]) -> dict[str, str]:
    mapping = {}
    for pair in pairs:
        name, sep, key = pair.rpartition("=")
        if not sep or not name.strip() or not key.strip():
            raise UsageError(f"--map {pair!r}: give NAME=ID")
        mapping[name.strip()] = key.strip()
    return mapping


def _import(args: argparse.Namespace) -> int:
    from models.ledger.files.importing import ImportOptions, import_paths
    from models.ledger.files.rosters import json_report, plan_text

    options = ImportOptions(
        mapping=_mapping(args.map),
        update=True if args.update else False if args.as_new else None,
        dry_run=args.dry_run,
    )
    database = _open(args)
    try:
        result = import_paths(database, args.files, options)
    except LedgerError as exc:
        raise UsageError(str(exc)) from exc
    finally:
        database.close()
    where = ", ".join(str(f) for f in args.files)
    campaign = result.campaign
    if campaign is not None and campaign.conflicts:
        listed = "\n".join(f"  {c}" for c in campaign.conflicts)
        raise UsageError(f"{where}: conflicts with this database; nothing was imported:\n{listed}")
    plan = result.plan
    if plan is not None and not result.warbands and not args.dry_run:
        # imported before, and neither --update nor --as-new: say what would change
        previous = result.previous
        assert previous is not None
        changes = "\n".join(f"  {line}" for line in result.changes) or "  (nothing)"
        raise UsageError(
            f"{where}: this list was imported before as warband {previous.id} "
            f"({previous.name}); nothing was stored. Updating it would change:\n{changes}\n"
            "Run again with --update to update it, or --as-new for another warband."
        )
    report: dict[str, object] = {
        "kind": result.kind,
        "warbands": [{"id": w.id, "name": w.name} for w in result.warbands],
        "catalog": result.catalog.key if result.catalog else None,
        "unmatched": list(result.unmatched),
    }
    if campaign is not None:
        report["campaign"] = {"id": campaign.campaign_id, "name": campaign.name}
        report["added"] = campaign.added
        report["unchanged"] = campaign.unchanged
    if plan is not None:
        report["roster"] = json_report(plan)
        report["updated"] = result.updated
        report["changes"] = list(result.changes) if result.updated else []
    data = result.data
    if data is not None:
        report["data"] = {
            "system": data.system,
            "edition": data.edition,
            "source": data.source,
            "factions": data.factions,
            "models": data.models,
            "items": data.items,
            "changes": list(data.changes),
            "not_expressed": [str(line) for line in data.report],
            "warbands_moved": [
                {"id": r.warband_id, "changed": r.changed, "unmatched": list(r.unmatched)}
                for r in data.rekeyed
            ],
        }
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return EXIT_OK
    if plan is not None:
        for line in plan_text(plan):
            print(line)
        if args.dry_run:
            print("Nothing was stored (--dry-run).")
    for warband in result.warbands:
        verb = "Updated" if result.updated else "Imported"
        print(f"{verb} warband {warband.id}: {warband.name} ({len(warband.members)} members)")
    if result.updated and result.changes:
        print("Changed:")
        for line in result.changes:
            print(f"  {line}")
    if campaign is not None:
        added = ", ".join(f"{n} {what}" for what, n in campaign.added.items()) or "nothing new"
        print(
            f"Merged campaign {campaign.campaign_id}: {campaign.name} — added {added}; "
            f"{campaign.unchanged} already here"
        )
    if result.catalog is not None:
        c = result.catalog
        print(
            f"Imported catalog {c.key}: {c.system} {c.edition}, "
            f"{c.factions} factions, {c.models} models, {c.items} items"
        )
    if data is not None:
        print(
            f"Imported {data.source} as the {data.system} {data.edition} catalog: "
            f"{data.factions} factions, {data.models} models, {data.items} items"
        )
        print(f"What changed ({len(data.changes)}):")
        for line in data.changes:
            print(f"  {line}")
        for moved in data.rekeyed:
            print(f"  warband {moved.warband_id} ({moved.name}): {moved.changed} ids followed")
            for line in moved.unmatched:
                print(f"    not matched, kept as it was: {line}")
        if data.report:
            print(f"Not expressed by the catalog ({len(data.report)}):")
            for entry in data.report:
                print(f"  {entry}")
    return EXIT_OK


EXPORTS = ("warband", "campaign-file", "cards", "roster", "report", "campaign", *LIST_FORMATS)


def _export_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "what",
        choices=EXPORTS,
        help="warband (a .warband.json file), campaign-file (a .campaign.json file of a whole "
        "campaign), cards or roster (PDF of a warband), report (PDF of a game), campaign (PDF "
        "book of a campaign); a warband for other tools: trench-companion (Trench Companion's "
        "Export Data JSON), ros or rosz (a New Recruit/BattleScribe roster, for warbands of the "
        "v1.0 BattleScribe catalog), text or text-compact (plain text to paste into a chat; "
        "-o - prints it)",
    )
    parser.add_argument(
        "id", type=record_id, help="the warband's, game's or campaign's id (see `list`)"
    )
    parser.add_argument(
        "-o",
        "--output",
        required=True,  # a string: Path() would drop the "/" that says "a folder"
        help="the file; a folder (an existing one, or a path ending in /) gets a file named "
        "after the warband, game or campaign. An existing file is replaced only when it is "
        "one this export writes (a PDF for a PDF …); a database or a backup never",
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="replace an existing file of another kind (never a database, a backup or a device)",
    )
    parser.add_argument(
        "--format",
        choices=("ledger", "trench-companion", "ros", "rosz", "text"),
        help="`warband` only (CONTRACTS §1): the list in another tool's format; the same as "
        "the export of that name (`--format ros` = `export ros`). Default ledger, our file",
    )
    parser.add_argument(
        "--compact",
        action="store_true",
        help="`warband --format text` only: the compact text (= `export text-compact`)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="campaign only: one roster sheet per warband into the folder -o names",
    )
    parser.add_argument("--paper", choices=("A4", "Letter"), default="A4", help="paper size")
    parser.add_argument(
        "--cards", choices=("poker", "a6"), default="poker", help="card size for `cards`"
    )
    parser.add_argument(
        "--no-rules-text",
        dest="rules_text",
        action="store_false",
        help="`cards` only: leave out the keywords' rule text (for players who know them)",
    )
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        help="language of the PDF's words, dates and numbers (default: the system's, from "
        "LC_ALL/LC_MESSAGES/LANG; English when it is none of these)",
    )


def _export(args: argparse.Namespace) -> int:
    from models.reports.base import ReportError, undrawable_characters, undrawable_warning

    if args.all and args.what != "campaign":
        raise UsageError("--all: only with `export campaign`")
    if not args.rules_text and args.what != "cards":
        raise UsageError("--no-rules-text: only with `export cards`")
    if args.format is not None and args.what != "warband":
        raise UsageError("--format: only with `export warband`")
    if args.compact and args.format != "text":
        raise UsageError("--compact: only with `export warband --format text`")
    if args.format not in (None, "ledger"):
        args.what = "text-compact" if args.compact else args.format
    set_language(args.lang or system_language())
    database = _open(args)
    try:
        if args.all or args.output == "-":
            args.output = Path(args.output)
        else:
            args.output = _output_path(args, database)
        with undrawable_characters() as undrawable:
            written = _write_export(args, database)
    except (LedgerError, ReportError, ValueError) as exc:
        raise UsageError(str(exc)) from exc
    except OSError as exc:
        raise UsageError(f"-o: cannot write {args.output}: {exc.strerror or exc}") from exc
    finally:
        database.close()
    for path in written:
        print(f"Wrote {path}")
    if undrawable:
        print(f"{APP_ID} export: warning: {undrawable_warning(undrawable)}", file=sys.stderr)
    return EXIT_OK


# What each export writes: the kind of file an existing one must be to be replaced without
# --force (models/files.py), and the suffix of the file named for a folder.
_WRITES = {
    "warband": ("json", ".warband.json"),
    "campaign-file": ("json", ".campaign.json"),
    "cards": ("pdf", " cards.pdf"),
    "roster": ("pdf", " roster.pdf"),
    "report": ("pdf", " report.pdf"),
    "campaign": ("pdf", ".pdf"),
    "trench-companion": ("trench-companion", ".json"),
    "ros": ("xml", ".ros"),
    "rosz": ("zip", ".rosz"),
    "text": ("text", ".txt"),
    "text-compact": ("text", ".txt"),
}


def _output_path(args: argparse.Namespace, database: Database) -> Path:
    from models.files import output_path, safe_file_name

    kind, suffix = _WRITES[args.what]
    if args.what in ("campaign", "campaign-file"):
        from models.ledger.campaigns.campaigns import list_campaigns

        found = [c.name for c in list_campaigns(database) if c.id == args.id]
        name = found[0] if found else f"campaign {args.id}"
    elif args.what == "report":
        name = f"game {args.id}"
    else:
        from models.ledger.rosters.roster import get_warband

        name = get_warband(database, args.id).name
    return output_path(
        args.output,
        kind=kind,
        default_name=f"{safe_file_name(name)}{suffix}",
        force=args.force,
    )


def _write_export(args: argparse.Namespace, database: Database) -> list[Path]:
    from models.ledger.files.campaign_file import export_campaign_file
    from models.ledger.files.warband_file import export_warband
    from models.reports import exports

    if args.what == "warband":
        return [export_warband(database, args.id, args.output)]
    if args.what in LIST_FORMATS:
        from models.ledger.files.shared_lists import content, export_list

        if str(args.output) == "-":
            sys.stdout.write(content(database, args.id, args.what).decode("utf-8", "replace"))
            return []
        return [export_list(database, args.id, args.what, args.output)]
    if args.what == "campaign-file":
        return [export_campaign_file(database, args.id, args.output)]
    if args.what == "cards":
        return [
            exports.export_cards(
                database,
                args.id,
                args.output,
                paper=args.paper,
                card_size=args.cards,
                rules_text=args.rules_text,
            )
        ]
    if args.what == "roster":
        return [exports.export_roster(database, args.id, args.output, paper=args.paper)]
    if args.what == "report":
        return [exports.export_report(database, args.id, args.output, paper=args.paper)]
    if args.all:
        return exports.export_campaign_rosters(database, args.id, args.output, paper=args.paper)
    return [exports.export_campaign(database, args.id, args.output, paper=args.paper)]


def _compare_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("warband", type=record_id, help="the attacking warband's id (see `list`)")
    parser.add_argument(
        "--against",
        type=record_id,
        required=True,
        metavar="WARBAND_ID",
        help="the target warband's id",
    )
    parser.add_argument(
        "--member", type=record_id, metavar="MEMBER_ID", help="only this member of the attackers"
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help='print {"rows": [...]}: each attack\'s spec and what `odds` prints for it',
    )
    parser.add_argument(
        "-o", "--output", type=Path, help="also write the match-up sheet (PDF) to this file"
    )
    parser.add_argument("--paper", choices=("A4", "Letter"), default="A4", help="paper size")
    parser.add_argument("--lang", choices=tuple(LANGUAGES), help="language of the words")


def _compare(args: argparse.Namespace) -> int:
    from models.ledger.rosters.matchups import match_up

    set_language(args.lang or system_language())
    database = _open(args)
    try:
        matchup = match_up(database, args.warband, args.against, args.member)
    finally:
        database.close()
    if args.output is not None:
        from models.reports.base import ReportError
        from models.reports.matchup import write_matchup_sheet

        try:
            write_matchup_sheet(matchup, args.output, paper=args.paper)
        except ReportError as exc:
            raise UsageError(str(exc)) from exc
        except OSError as exc:
            raise UsageError(f"-o: cannot write {args.output}: {exc.strerror or exc}") from exc
    if args.json:
        rows = [
            {
                "attacker_member_id": cell.attacker_id,
                "weapon_id": cell.weapon.key,
                "weapon_kind": cell.weapon.kind,
                "target_member_id": cell.target_id,
                "system": matchup.system,
                "edition": matchup.edition,
                "spec": dict(cell.spec),
                "outcomes": cell.report.to_json(),
            }
            for cell in matchup.cells()
        ]
        print(json.dumps({"rows": rows}, ensure_ascii=False))
    else:
        print(_matchup_text(matchup))
    if args.output is not None:
        print(f"Wrote {args.output}", file=sys.stderr if args.json else sys.stdout)
    return EXIT_OK


def _matchup_text(matchup: Matchup) -> str:
    """The match-up as a readable matrix: a row per attacker and weapon, a column per target,
    each cell the chance of the decisive outcome."""
    from models.i18n import format_percent

    title = (
        f"{matchup.attackers.name} against {matchup.defenders.name}: "
        f"the chance that the target is {matchup.decisive_name} after one attack"
    )
    header = ["attacker", "weapon", *(t.name for t in matchup.targets)]
    lines = [
        [row.attacker.name, f"{row.weapon.name} ({row.weapon.kind})"]
        + [format_percent(float(c.decisive)) for c in row.cells]
        for row in matchup.rows
    ]
    widths = [max(len(r[i]) for r in [header, *lines]) for i in range(len(header))]
    out = [title, ""]
    for r in [header, *lines]:
        out.append("  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip())
    return "\n".join(out)


def _backup_arguments(parser: argparse.ArgumentParser) -> None:
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


def _backup(args: argparse.Namespace) -> int:
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


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    from models.cli_game import add_game_arguments

    add_game_arguments(parser, _db_option())


def _game(args: argparse.Namespace) -> int:
    from models.cli_game import GameUsage, run_game

    database = _open(args)
    try:
        return run_game(args, database)
    except GameUsage as exc:
        raise UsageError(str(exc)) from exc
    finally:
        database.close()


def _campaign_arguments(parser: argparse.ArgumentParser) -> None:
    steps = parser.add_subparsers(dest="campaign_command", metavar="STEP", required=True)
    about = (
        "draw the next round's Swiss pairings (league points, then victory points; no "
        "rematch while one can be avoided; a bye for an odd field) and record them"
    )
    pair = steps.add_parser("pair", help=about, description=about, parents=[_db_option()])
    pair.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    pair.add_argument("--dry-run", action="store_true", help="only print them: record nothing")
    pair.add_argument(
        "--json",
        action="store_true",
        help='print {"round": N, "pairs": [{"table": 1, "warbands": [ID, ID]}], "bye": ID|null}',
    )
    from models.cli_campaign import add_campaign_steps

    add_campaign_steps(steps, _db_option())


def _campaign(args: argparse.Namespace) -> int:
    from models.cli_campaign import CampaignUsage, run_campaign
    from models.ledger.campaigns import event_day

    database = _open(args)
    if args.campaign_command != "pair":
        try:
            return run_campaign(args, database)
        except CampaignUsage as exc:
            raise UsageError(str(exc)) from exc
        finally:
            database.close()
    try:
        draft = event_day.draft_round(database, args.campaign)
        if not args.dry_run:
            event_day.publish_round(database, draft)
    finally:
        database.close()
    pairing = draft.pairing
    rematches = set(pairing.rematches)
    if args.json:
        pairs = [
            {"table": table, "warbands": list(pair)}
            | ({"rematch": True} if pair in rematches else {})
            for table, pair in enumerate(pairing.pairs, start=1)
        ]
        print(json.dumps({"round": draft.round, "pairs": pairs, "bye": pairing.bye}))
        return EXIT_OK
    verb = "would be" if args.dry_run else "recorded"
    print(f"Round {draft.round} ({verb}):")
    for table, (first, second) in enumerate(pairing.pairs, start=1):
        again = "  (they met before)" if (first, second) in rematches else ""
        print(f"  table {table}: {draft.name(first)} vs {draft.name(second)}{again}")
    if pairing.bye is not None:
        print(f"  bye: {draft.name(pairing.bye)}")
    return EXIT_OK


COMMANDS: list[Command] = [
    Command(
        "odds",
        "exact outcome probabilities of one attack",
        _odds_arguments,
        _odds,
        own_help=True,
    ),
    Command(
        "list",
        "list warbands, campaigns, games or catalogs (ids and names)",
        _list_arguments,
        _list,
    ),
    Command(
        "import",
        "import warband, campaign and catalog files, other tools' lists (Trench Companion, "
        "New Recruit, BattleScribe) and BattleScribe data sets",
        _import_arguments,
        _import,
    ),
    Command(
        "export",
        "export a warband file, warband cards, a roster sheet, a game report, a campaign book, "
        "or a warband for other tools (Trench Companion, New Recruit, plain text)",
        _export_arguments,
        _export,
    ),
    Command(
        "compare",
        "every attacker and weapon of one warband against every model of another: exact odds",
        _compare_arguments,
        _compare,
    ),
    Command(
        "game",
        "play a game headless: new, show, attack, action, mark, undo, redo, next-turn, end",
        _game_arguments,
        _game,
    ),
    Command(
        "campaign",
        "run a league: pair the next round, record a battle, show the campaign",
        _campaign_arguments,
        _campaign,
    ),
    Command(
        "backup",
        "list, create or restore backups of the database file",
        _backup_arguments,
        _backup,
    ),
    Command(
        "info", "show the version, the data folder and the database in use", _info_arguments, _info
    ),
]


def _db_option() -> _Parser:
    """--db after a sub-command's name; SUPPRESS keeps a value given before the sub-command
    from being reset by the sub-command's default."""
    option = _Parser(add_help=False)
    option.add_argument("--db", metavar="URL_OR_PATH", default=argparse.SUPPRESS, help=DB_HELP)
    return option


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser; with `only` a command's name, that command alone (its options may import
    what it needs — `game`'s the ledger — so a command builds its own, not every other's);
    with `only` "" (no command: the window), every command listed for --help but none of their
    options; with None, everything."""
    parser = _Parser(
        prog=APP_ID,
        description="Warband Ledger: rosters, games and campaigns for tabletop skirmish "
        "wargames. Without a command it opens the application window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--db", metavar="URL_OR_PATH", help=DB_HELP)
    # Every sub-command takes --db too (after its name); SUPPRESS keeps a value given before
    # the sub-command from being reset by the sub-command's default.
    db_option = _db_option()
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for command in COMMANDS:
        if only and only != command.name:
            continue  # the command given is known: the others' parsers are never read
        sub = commands.add_parser(
            command.name,
            help=command.help,
            description=command.help,
            parents=[db_option],
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


if __name__ == "__main__":
    exit_now(main())
