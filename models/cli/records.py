"""The `list` and `compare` commands: what the database holds, by id and name; every attacker and
weapon of one warband against every model of another, with exact odds."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from models.cli.args import record_id
from models.cli.common import EXIT_OK, UsageError, open_ledger_of
from models.i18n import LANGUAGES, set_language, system_language

if TYPE_CHECKING:
    from models.ledger.rosters.matchups import Matchup


def list_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "what", choices=("warbands", "campaigns", "games", "catalogs"), help="what to list"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON array")


def run_list(args: argparse.Namespace) -> int:
    from models.ledger.campaigns.campaigns import list_campaigns
    from models.ledger.games.games import list_games
    from models.ledger.rosters.roster import list_warbands

    database = open_ledger_of(args)
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


def compare_arguments(parser: argparse.ArgumentParser) -> None:
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


def run_compare(args: argparse.Namespace) -> int:
    from models.ledger.rosters.matchups import match_up

    set_language(args.lang or system_language())
    database = open_ledger_of(args)
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
