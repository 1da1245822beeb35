"""`warband-ledger campaign show|battle …`: a league run headless (issue 37 §7), through the
same ledger operations as the campaign views (models/ledger/campaigns.py), so a script and
the window leave the same database."""

from __future__ import annotations

import argparse
import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from models.cli_args import LARGEST, record_id
from models.db import Database
from models.ledger import campaigns, roster
from models.ledger.campaigns import NewBattle, NewSide
from models.ledger.views import BattleView

# What a --side object may say, and the type of each (warband and outcome are required).
SIDE_FIELDS: dict[str, type] = {
    "warband": int,
    "outcome": str,
    "victory_points": int,
    "glorious_deeds": int,
    "taken_out": int,
    "glory": int,
    "took_part": list,
    "out_of_action": list,
    "deeds_by": list,
}


class CampaignUsage(Exception):
    """Bad input for a `campaign` command; the CLI prints it and exits 2."""


def add_campaign_steps(
    steps: argparse._SubParsersAction[Any], db_option: argparse.ArgumentParser
) -> None:
    about = (
        "the campaign as an organiser reads it: the league table with its tie-break, the "
        "rounds with their battles and byes, each warband's banks and members (experience, "
        "skills, battle scars)"
    )
    show = steps.add_parser("show", help=about, description=about, parents=[db_option])
    show.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    show.add_argument("--json", action="store_true", help="print JSON")
    about = (
        "record a battle's result; each --side is a JSON object: "
        '{"warband": ID, "outcome": "win"|"draw"|"loss", "victory_points": N, '
        '"glorious_deeds": N, "taken_out": N, "glory": N, "took_part": [MEMBER_ID, …], '
        '"out_of_action": [MEMBER_ID, …], "deeds_by": [MEMBER_ID, …]} (only warband and '
        "outcome are required)"
    )
    battle = steps.add_parser("battle", help=about, description=about, parents=[db_option])
    battle.add_argument("campaign", type=record_id, metavar="CAMPAIGN_ID")
    battle.add_argument("--side", action="append", required=True, metavar="JSON")
    battle.add_argument("--round", type=int, default=1, metavar="N")
    battle.add_argument("--scenario", default="")
    battle.add_argument("--notes", default="")
    battle.add_argument("--played-on", metavar="YYYY-MM-DD", help="default: today")
    battle.add_argument("--json", action="store_true", help="print JSON")


def run_campaign(args: argparse.Namespace, database: Database) -> int:
    if args.campaign_command == "show":
        shown = campaign_report(database, args.campaign)
        print(json.dumps(shown, ensure_ascii=False) if args.json else _as_text(shown))
        return 0
    battle = campaigns.record_battle(database, _new_battle(args))
    if args.json:
        print(json.dumps(_battle(battle), ensure_ascii=False))
    else:
        names = ", ".join(f"{s.warband_name} {s.outcome}" for s in battle.sides)
        print(f"Recorded battle {battle.id} (round {battle.round}): {names}")
    return 0


def _new_battle(args: argparse.Namespace) -> NewBattle:
    if not 1 <= args.round <= LARGEST:
        raise CampaignUsage(f"--round: {args.round} is not a round (1 or more)")
    played_on = dt.date.today()
    if args.played_on is not None:
        try:
            played_on = dt.date.fromisoformat(args.played_on)
        except ValueError:
            raise CampaignUsage(f"--played-on: {args.played_on!r} is not a date") from None
    sides = tuple(_side(text, n) for n, text in enumerate(args.side, start=1))
    return NewBattle(
        args.campaign,
        sides,
        round=args.round,
        played_on=played_on,
        scenario=args.scenario,
        notes=args.notes,
    )


def _side(text: str, n: int) -> NewSide:
    """One --side, every key and type checked before anything is stored."""
    where = f"--side {n}"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CampaignUsage(f"{where}: not JSON ({exc.msg})") from None
    if not isinstance(data, Mapping):
        raise CampaignUsage(f"{where}: must be a JSON object")
    for key, value in data.items():
        kind = SIDE_FIELDS.get(key)
        if kind is None:
            raise CampaignUsage(f"{where}: {key}: unknown (known: {', '.join(SIDE_FIELDS)})")
        if type(value) is not kind:  # JSON's true is not the number 1 here
            raise CampaignUsage(
                f"{where}: {key}: must be {_kind_words(kind)}, not {json.dumps(value)}"
            )
        numbers = list(value) if isinstance(value, list) else [value] if kind is int else []
        for number in numbers:
            if type(number) is not int or not 0 <= number <= LARGEST:
                raise CampaignUsage(
                    f"{where}: {key}: {json.dumps(number)} is not a whole number ≥ 0"
                )
    for key in ("warband", "outcome"):
        if key not in data:
            raise CampaignUsage(f"{where}: {key}: required")
    return NewSide(
        warband_id=data["warband"],
        outcome=data["outcome"],
        victory_points=data.get("victory_points", 0),
        glorious_deeds=data.get("glorious_deeds", 0),
        taken_out=data.get("taken_out", 0),
        glory=data.get("glory", 0),
        took_part=tuple(data.get("took_part", ())),
        out_of_action=tuple(data.get("out_of_action", ())),
        deeds_by=tuple(data.get("deeds_by", ())),
    )


def _kind_words(kind: type) -> str:
    return {int: "a whole number", str: "text", list: "a list of member ids"}[kind]


def campaign_report(database: Database, campaign_id: int) -> dict[str, Any]:
    """The campaign as `campaign show` prints it (and the book shows it)."""
    summary, settings = campaigns.campaign_settings(database, campaign_id)
    league = campaigns.league_table(database, campaign_id)
    battles = campaigns.list_battles(database, campaign_id)
    byes = campaigns.byes_of(database, campaign_id)
    players = {row.warband_id: row.player for row in league}
    names = {row.warband_id: row.warband for row in league}
    rounds: dict[int, dict[str, Any]] = {}
    for battle in battles:
        rounds.setdefault(battle.round, {"round": battle.round, "battles": [], "byes": []})
        rounds[battle.round]["battles"].append(_battle(battle))
    for warband_id, number in byes:
        rounds.setdefault(number, {"round": number, "battles": [], "byes": []})
        rounds[number]["byes"].append(
            {
                "warband_id": warband_id,
                "text": campaigns.bye_text(names.get(warband_id, str(warband_id)), settings),
            }
        )
    warbands = []
    for status in campaigns.overview(database, campaign_id):
        view = roster.get_warband(database, status.warband_id)
        warbands.append(
            {
                "id": view.id,
                "name": view.name,
                "player": players.get(view.id, ""),
                "faction": view.faction_name,
                "cost": status.cost,
                "ducat_bank": view.ducat_bank,
                "glory_bank": view.glory_bank,
                "members": [
                    {
                        "id": m.id,
                        "name": m.name,
                        "model": m.model_name,
                        "experience": m.experience,
                        "skills": list(m.skills),
                        "battle_scars": list(m.battle_scars),
                        "status": m.status,
                    }
                    for m in view.members
                ],
            }
        )
    return {
        "campaign": {
            "id": summary.id,
            "name": summary.name,
            "system": summary.system,
            "edition": summary.edition,
        },
        "tie_break": campaigns.TIE_BREAK,
        "league": [asdict(row) for row in league],
        "rounds": [rounds[n] for n in sorted(rounds)],
        "warbands": warbands,
    }


def _battle(battle: BattleView) -> dict[str, Any]:
    return {
        "id": battle.id,
        "round": battle.round,
        "played_on": battle.played_on.isoformat(),
        "scenario": battle.scenario,
        "game_id": battle.game_id,
        "sides": [
            {
                "warband_id": s.warband_id,
                "warband": s.warband_name,
                "outcome": s.outcome,
                "victory_points": s.victory_points,
                "glorious_deeds": s.glorious_deeds,
                "taken_out": s.taken_out,
                "glory": s.glory,
                "confirmed": s.confirmed,
                "post_battle": s.post_battle,
            }
            for s in battle.sides
        ],
    }


def _as_text(shown: dict[str, Any]) -> str:
    c = shown["campaign"]
    lines = [f"Campaign {c['id']}: {c['name']} ({c['system']} {c['edition']})", ""]
    lines.append(f"League (ties broken by {shown['tie_break']}):")
    lines.append("  #  warband                        P  W  D  L  pts  VP  out  glory")
    for row in shown["league"]:
        lines.append(
            f"  {row['rank']:<2} {row['warband'][:30]:<30} {row['played']:>2} {row['won']:>2} "
            f"{row['drawn']:>2} {row['lost']:>2} {row['points']:>4} {row['victory_points']:>3} "
            f"{row['taken_out']:>4} {row['glory']:>6}"
        )
    for r in shown["rounds"]:
        lines += ["", f"Round {r['round']}:"]
        for b in r["battles"]:
            sides = " vs ".join(f"{s['warband']} ({s['outcome']})" for s in b["sides"])
            scenario = f" — {b['scenario']}" if b["scenario"] else ""
            lines.append(f"  battle {b['id']}: {sides}{scenario}")
        lines += [f"  {bye['text']}" for bye in r["byes"]]
    for w in shown["warbands"]:
        player = f", {w['player']}" if w["player"] else ""
        lines += [
            "",
            f"{w['name']} ({w['faction']}{player}): {w['cost']} cost, "
            f"ducats {w['ducat_bank']}, glory {w['glory_bank']}",
        ]
        for m in w["members"]:
            extra = [f"{m['experience']} XP"]
            if m["skills"]:
                extra.append("skills: " + ", ".join(m["skills"]))
            if m["battle_scars"]:
                extra.append("scars: " + ", ".join(m["battle_scars"]))
            if m["status"] != "active":
                extra.append(m["status"])
            lines.append(f"  {m['name']} — {m['model']}: {'; '.join(extra)}")
    return "\n".join(lines)
