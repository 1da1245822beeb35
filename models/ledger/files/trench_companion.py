"""Trench Companion's files: its "Export Data" JSON (the shape the-muster-roll and the TTS
converters read) and a share record (the Synod's answer for a warband: the warband itself as a
JSON string in `warband_data`), read into a ForeignRoster; and the Export Data JSON written from
one of our warbands.

Trench Companion's ids are the 1.6.3 playtest's (`md_hereticpriest`, `eq_sacrificialknife`),
which our tc-1.6 catalog uses and our tc-1.0 catalog keeps as aliases; its names are the v1.0
books' ("Sacrificial Blade"), which our tc-1.0 catalog uses.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from models.catalog.catalog import Catalog
from models.catalog.effects import plain_record
from models.catalog.names import name_key
from models.i18n import tr
from models.ledger.files.foreign import (
    ABILITY,
    INJURY,
    ITEM,
    MAX_LINES,
    MAX_MEMBERS,
    SKILL,
    UPGRADE,
    ForeignLine,
    ForeignMember,
    ForeignRoster,
    bank,
    readable,
    text,
    whole,
)
from models.ledger.files.warband_file import FileFormatError
from models.table.views import Named, WarbandView

TOOL = "Trench Companion"
EXPORT = "Trench Companion export"
SHARE = "Trench Companion share record"
URL = "https://trench-companion.com/warband/detail/"
CURRENCIES = {0: "ducats", 1: "glory"}  # a purchase's cost_type
STATS = {
    "movement": "stat-move",
    "ranged": "stat-ranged",
    "melee": "stat-melee",
    "armour": "stat-armour",
}


def is_export(data: Any) -> bool:
    return isinstance(data, dict) and (
        "warband-name" in data
        or (isinstance(data.get("models"), list) and any(str(k).startswith("ducat") for k in data))
    )


def share_payload(data: Any) -> str | None:
    """The warband JSON string a share record holds, if `data` is one."""
    if not isinstance(data, dict):
        return None
    for holder in (data, data.get("meta")):
        if isinstance(holder, dict) and isinstance(holder.get("warband_data"), str):
            return str(holder["warband_data"])
    return None


def _models_list(data: Mapping[str, Any], key: str, where: str) -> list[Any]:
    models = data.get(key)
    if not isinstance(models, list):
        raise FileFormatError(
            tr("{where}: $.{key}: expected a list of models").format(where=where, key=key)
        )
    if len(models) > MAX_MEMBERS:
        raise FileFormatError(
            tr("{where}: $.{key}: {count} models; a warband holds at most {value}").format(
                where=where, key=key, count=len(models), value=MAX_MEMBERS
            )
        )
    return models


def read_export(data: Mapping[str, Any], where: str) -> ForeignRoster:
    """An Export Data JSON. A field of the wrong type (`equipment: null`, a member's
    `name: 12345`) is refused by name: nothing malformed is stored."""
    said: list[str] = []
    members: list[ForeignMember] = []
    for index, raw in enumerate(_models_list(data, "models", where)):
        path = f"$.models[{index}]"
        if not isinstance(raw, dict):
            raise FileFormatError(
                tr("{where}: {path}: expected a model (an object)").format(where=where, path=path)
            )
        lines: list[ForeignLine] = []
        for key, kind, name_field, id_field in (
            ("equipment", ITEM, "equipment-name", "equipment-id"),
            ("upgrades", UPGRADE, "upgrade-name", "upgrade-id"),
            ("abilities", ABILITY, "ability-name", "ability-id"),
            ("advancements", SKILL, "advancement-name", "advancement-id"),
            ("injuries", INJURY, "injury-name", "injury-id"),
        ):
            for j, entry in enumerate(_list_field(raw, key, where, path)[:MAX_LINES]):
                here = f"{path}.{key}[{j}]"
                if not isinstance(entry, dict):
                    raise FileFormatError(
                        tr("{where}: {path}: expected an object, found {found}").format(
                            where=where, path=here, found=_describe(entry)
                        )
                    )
                name = _text_field(entry, name_field, where, here) or _text_field(
                    entry, id_field, where, here
                )
                if not name:
                    continue
                ids = tuple(i for i in (_text_field(entry, id_field, where, here, 120),) if i)
                kind_of = _text_field(entry, "equipment-type", where, here, 40)
                lines.append(
                    ForeignLine(
                        kind,
                        name,
                        ids,
                        profile={"Type": kind_of} if kind_of else {},
                        path=here,
                    )
                )
        cost = raw.get("cost", {})
        if not isinstance(cost, dict):
            raise FileFormatError(
                tr("{where}: {path}: expected an object, found {found}").format(
                    where=where, path=f"{path}.cost", found=_describe(cost)
                )
            )
        model_id = _text_field(raw, "model-id", where, path, 120)
        members.append(
            ForeignMember(
                name=_text_field(raw, "name", where, path),
                model_name=_text_field(raw, "model-name", where, path)
                or _text_field(raw, "model-type", where, path)
                or _text_field(raw, "type", where, path)
                or _text_field(raw, "model", where, path),
                model_ids=(model_id,) if model_id else (),
                lines=tuple(lines),
                experience=max(0, whole(raw.get("experience") or raw.get("xp"))),
                stats={k: text(raw.get(f), 40) for k, f in STATS.items() if text(raw.get(f))},
                costs={c: whole(cost.get(c)) for c in ("ducats", "glory") if c in cost},
                path=path,
            )
        )
    warband_id = data.get("warband-id")
    source = (
        f"trench-companion:{warband_id}"
        if isinstance(warband_id, int | str) and str(warband_id).strip()
        else None
    )
    totals = {
        c: whole(data.get(f"{'ducat' if c == 'ducats' else 'glory'}-rating"), 1_000_000)
        for c in ("ducats", "glory")
        if f"{'ducat' if c == 'ducats' else 'glory'}-rating" in data
    }
    names = tuple(
        n
        for n in (
            text(data.get(k))
            for k in (
                "warband-faction-id",
                "warband-variant",
                "variant",
                "warband-faction",
                "faction",
                "faction-name",
            )
        )
        if n
    )
    patron = _dict(data.get("warband-patron"))
    stash = [
        ForeignLine(
            ITEM,
            _text_field(entry, "equipment-name", where, f"$.warband-stash[{j}]"),
            tuple(
                i
                for i in (_text_field(entry, "equipment-id", where, f"$.warband-stash[{j}]", 120),)
                if i
            ),
            path=f"$.warband-stash[{j}]",
        )
        for j, entry in enumerate(_list_field(data, "warband-stash", where, "$")[:MAX_LINES])
        if isinstance(entry, dict)
    ]
    return ForeignRoster(
        tool=TOOL,
        format=EXPORT,
        name=text(data.get("warband-name")),
        members=tuple(members),
        source_key=source,
        faction_ids=tuple(n for n in names if n.startswith("fc_")),
        faction_names=names,
        ducat_bank=bank(data.get("ducat-bank"), where, "$.ducat-bank", said),
        glory_bank=bank(data.get("glory-bank"), where, "$.glory-bank", said),
        arsenal=tuple(stash),
        patron=ForeignLine(
            "patron",
            text(patron.get("patron-name")),
            tuple(i for i in (text(patron.get("patron-id"), 120),) if i),
            path="$.warband-patron",
        )
        if patron
        else None,
        ducat_debt=_owed(data, "ducat-debt", where, "$.ducat-debt", said),
        glory_debt=_owed(data, "glory-debt", where, "$.glory-debt", said),
        totals=totals or None,
        notes=tr("Imported from {where} ({tool}).").format(where=where, tool=TOOL),
        remarks=tuple(said),
        names_model_type=True,
        lists_abilities=True,
    )


def read_share(payload: str, record: Mapping[str, Any], where: str) -> ForeignRoster:
    """A share record: the warband Trench Companion keeps (its save format), as a string."""
    try:
        data = json.loads(payload)
    except (ValueError, RecursionError) as exc:
        raise FileFormatError(
            tr("{where}: $.warband_data: not JSON ({value})").format(where=where, value=exc)
        ) from exc
    if not isinstance(data, dict):
        raise FileFormatError(
            tr("{where}: $.warband_data: expected a warband (an object)").format(where=where)
        )
    said: list[str] = []
    members: list[ForeignMember] = []
    teams = _fireteams(data, where)
    for index, raw in enumerate(_models_list(data, "models", where)):
        path = f"$.warband_data.models[{index}]"
        purchase = raw.get("purchase") if isinstance(raw, dict) else None
        model = raw.get("model") if isinstance(raw, dict) else None
        if not isinstance(model, dict):
            raise FileFormatError(
                tr("{where}: {path}.model: expected a model (an object)").format(
                    where=where, path=path
                )
            )
        costs = _purchase(purchase)
        lines: list[ForeignLine] = []
        for j, entry in enumerate(
            _list_field(model, "equipment", where, f"{path}.model")[:MAX_LINES]
        ):
            held = entry.get("equipment") if isinstance(entry, dict) else None
            if not isinstance(held, dict):
                continue
            object_id = _object_id(held.get("equipment_id"))
            price = _purchase(entry.get("purchase"))
            lines.append(
                ForeignLine(
                    ITEM,
                    text(held.get("name")),
                    (object_id,) if object_id else (),
                    costs=price,
                    path=f"{path}.model.equipment[{j}]",
                )
            )
            for currency, amount in price.items():
                costs[currency] = costs.get(currency, 0) + amount
        for j, entry in enumerate(
            _list_field(model, "list_upgrades", where, f"{path}.model")[:MAX_LINES]
        ):
            held = entry.get("upgrade") if isinstance(entry, dict) else None
            object_id = _object_id(held)
            if not object_id:
                continue
            price = _purchase(entry.get("purchase"))
            lines.append(
                ForeignLine(
                    UPGRADE,
                    "",  # named from the catalog (models/ledger/files/foreign.py)
                    (object_id,),
                    costs=price,
                    path=f"{path}.model.list_upgrades[{j}]",
                )
            )
            for currency, amount in price.items():
                costs[currency] = costs.get(currency, 0) + amount
        for key, kind in (
            ("subproperties", ABILITY),
            ("list_skills", SKILL),
            ("list_injury", INJURY),
        ):
            for j, entry in enumerate(_list_field(model, key, where, f"{path}.model")[:MAX_LINES]):
                object_id = _object_id(entry)
                if object_id:
                    lines.append(
                        ForeignLine(
                            kind,
                            "",
                            (object_id,),
                            path=f"{path}.model.{key}[{j}]",
                        )
                    )
        status = model.get("active") if model.get("active") in ("active", "reserved") else None
        members.append(
            ForeignMember(
                name=_text_field(model, "name", where, f"{path}.model"),
                model_name="",
                model_ids=tuple(
                    i for i in (_text_field(model, "model", where, f"{path}.model", 120),) if i
                ),
                lines=tuple(lines),
                experience=max(0, whole(model.get("experience"))),
                promoted=model.get("elite") is True,
                status="active"
                if status
                else "dead"
                if model.get("active") == "dead"
                else "active",
                costs=costs,
                notes=_notes(model.get("notes")),
                path=path,
                fireteam=teams.get(text(model.get("id"), 120), ""),
            )
        )
    arsenal = []
    for j, entry in enumerate(_list_field(data, "equipment", where, "$.warband_data")[:MAX_LINES]):
        held = entry.get("equipment") if isinstance(entry, dict) else None
        if isinstance(held, dict):
            object_id = _object_id(held.get("equipment_id"))
            arsenal.append(
                ForeignLine(
                    ITEM,
                    text(held.get("name")),
                    (object_id,) if object_id else (),
                    path=f"$.warband_data.equipment[{j}]",
                )
            )
    faction = _dict(data.get("faction"))
    faction_id = _object_id(faction.get("faction_property"))
    records = []
    patron_id = text(faction.get("patron_id"), 120)
    patron = (
        ForeignLine("patron", "", (patron_id,), path="$.warband_data.faction.patron_id")
        if patron_id
        else None
    )
    picks = _list(_dict(faction.get("faction_property")).get("selections"))[:MAX_LINES]
    choices = [
        ForeignLine(
            "choice",
            "",
            (chosen,),
            profile={"group": readable(text(selection.get("option_refID"), 120))},
            path=f"$.warband_data.faction.faction_property.selections[{j}]",
        )
        for j, selection in enumerate(picks)
        if isinstance(selection, dict) and (chosen := text(selection.get("selection_ID"), 120))
    ]
    exploration = _dict(data.get("exploration"))
    for key, kind, group in (
        ("explorationskills", "choice", tr("Exploration skill")),
        ("locations", "find", tr("Exploration")),
    ):
        for j, entry in enumerate(_list(exploration.get(key))[:MAX_LINES]):
            object_id = _object_id(entry)
            if object_id:
                choices.append(
                    ForeignLine(
                        kind,
                        "",
                        (object_id,),
                        profile={"group": group},
                        path=f"$.warband_data.exploration.{key}[{j}]",
                    )
                )
    records += _campaign_context(data)
    ratings = _dict(_dict(data.get("context")).get("stored_ratings"))
    totals = (
        {
            "ducats": whole(ratings.get("rating_ducat"), 1_000_000),
            "glory": whole(ratings.get("rating_glory"), 1_000_000),
        }
        if ratings
        else None
    )
    record_id = record.get("id", record.get("warband_id"))
    debts = _dict(data.get("debts"))
    return ForeignRoster(
        tool=TOOL,
        format=SHARE,
        name=text(data.get("name")),
        members=tuple(members),
        source_key=f"trench-companion:{record_id}" if isinstance(record_id, int | str) else None,
        faction_ids=(faction_id,) if faction_id else (),
        ducat_bank=bank(data.get("ducat_bank"), where, "$.warband_data.ducat_bank", said),
        glory_bank=bank(data.get("glory_bank"), where, "$.warband_data.glory_bank", said),
        totals=totals,
        arsenal=tuple(arsenal),
        records=tuple(records),
        choices=tuple(choices),
        patron=patron,
        ducat_debt=bank(debts.get("ducats"), where, "$.warband_data.debts.ducats", said)
        if "debts" in data
        else None,
        glory_debt=bank(debts.get("glory"), where, "$.warband_data.debts.glory", said)
        if "debts" in data
        else None,
        notes=tr("Imported from {where} ({tool}).").format(where=where, tool=TOOL),
        remarks=tuple(said),
        names_model_type=True,
        lists_abilities=True,
    )


def _fireteams(data: Mapping[str, Any], where: str) -> dict[str, str]:
    """Each member (by its id in the record) → the fireteam it is in: Trench Companion keeps
    a warband's fireteams apart from its models, each choosing two of them."""
    teams: dict[str, str] = {}
    for index, entry in enumerate(_list_field(data, "fireteams", where, "$.warband_data")):
        chosen = [
            text(s.get("selection_ID"), 120)
            for s in (entry.get("selections") if isinstance(entry, dict) else None) or ()
            if isinstance(s, dict) and isinstance(s.get("selection_ID"), str)
        ]
        if len(chosen) >= 2:
            for member in chosen:
                teams.setdefault(member, tr("Fireteam {number}").format(number=index + 1))
    return teams


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _text_field(
    holder: Mapping[str, Any], key: str, where: str, path: str, limit: int = 200
) -> str:
    """A text field of the file: absent or null is none; anything but text is refused."""
    value = holder.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise FileFormatError(
            tr("{where}: {path}: expected text, found {found}").format(
                where=where, path=f"{path}.{key}", found=_describe(value)
            )
        )
    return text(value, limit)


def _list_field(holder: Mapping[str, Any], key: str, where: str, path: str) -> list[Any]:
    """A list field of the file: absent is empty; anything else but a list (null too) is
    refused."""
    if key not in holder:
        return []
    value = holder[key]
    if not isinstance(value, list):
        raise FileFormatError(
            tr("{where}: {path}: expected a list, found {found}").format(
                where=where, path=f"{path}.{key}", found=_describe(value)
            )
        )
    return value


def _describe(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return tr("an object")
    if isinstance(value, list):
        return tr("a list")
    return repr(value)[:40]


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _object_id(value: Any) -> str:
    return text(value.get("object_id"), 120) if isinstance(value, dict) else ""


def _purchase(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        return {}
    currency = CURRENCIES.get(whole(value.get("cost_type")), "ducats")
    amount = whole(value.get("cost_value"), 100_000)
    return {currency: amount} if amount else {}


def _owed(
    holder: Mapping[str, Any], key: str, where: str, path: str, said: list[str]
) -> int | None:
    """A debt the file gives: None when it has no such field (the tool keeps no debts)."""
    return bank(holder.get(key), where, path, said) if key in holder else None


def _campaign_context(data: Mapping[str, Any]) -> list[ForeignLine]:
    """What a share record says of the warband's campaign — victory points, round, failed
    promotions — and its notes (a lore note): kept in the warband's notes, each a line of the
    report."""
    context = _dict(data.get("context"))
    found = []
    for key, label in (
        ("victory_points", tr("Victory points: {value}")),
        ("campaign_round", tr("Campaign round: {value}")),
        ("failed_promotions", tr("Failed promotions: {value}")),
    ):
        value = context.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value:
            found.append(
                ForeignLine(
                    "record",
                    label.format(value=max(0, min(value, 1_000_000))),
                    path=f"$.warband_data.context.{key}",
                )
            )
    for j, note in enumerate(_list(data.get("notes"))[:MAX_LINES]):
        if isinstance(note, dict) and text(note.get("text"), 2000):
            title = text(note.get("title"), 200)
            body = text(note.get("text"), 2000)
            found.append(
                ForeignLine(
                    "record",
                    f"{title}: {body}" if title else body,
                    path=f"$.warband_data.notes[{j}]",
                )
            )
    return found


def _notes(value: Any) -> str:
    return "\n".join(
        text(n.get("text"), 2000) for n in _list(value) if isinstance(n, dict) and n.get("text")
    )[:5000]


# -- writing ---------------------------------------------------------------------------------


def export_document(view: WarbandView, catalog: Catalog) -> dict[str, Any]:
    """Our warband as Trench Companion's "Export Data" (its ids where the catalog knows them:
    an entry's own id in tc-1.6, its alias in tc-1.0)."""

    from models.ledger.profiles import effective  # the systems' rules: only when writing

    by_name: dict[str, list[str]] = {}  # Trench Companion's ids by their names
    for known, name in catalog.names.items():
        by_name.setdefault(name_key(name), []).append(known)

    def tc_id(kind: str, key: str, shown: str = "") -> str:
        """Its id in Trench Companion's v1.0 data (among its ids, the one of the name it
        shows — md_azeb_mv_kavass for an Azeb played as a Kavass), else its playtest id."""
        entry = getattr(catalog, kind).get(key)
        aliases = getattr(entry, "aliases", ()) if entry is not None else ()
        ids = [a for a in aliases if re.match(r"^[a-z]{2}_", a)]
        current = [a for a in ids if a in catalog.names]
        named = [a for a in current if name_key(catalog.names[a]) == name_key(shown)]
        return str((named or current or ids or [key])[0])

    def named_id(prefixes: tuple[str, ...], name: str) -> str:
        """The id Trench Companion gives a name (an ability, skill, injury, keyword)."""
        found = [i for i in by_name.get(name_key(plain_record(name)), ()) if i.startswith(prefixes)]
        return found[0] if found else prefixes[0] + re.sub(r"\W+", "", name.casefold())

    def equipment_of(named: Named) -> dict[str, str]:
        item = catalog.items.get(named.key)
        kind = {"melee": "melee weapon", "ranged": "ranged weapon", "armour": "armour"}.get(
            item.category if item else "", "equipment"
        )
        return {
            "equipment-name": named.name,
            "equipment-id": tc_id("items", named.key, named.name),
            "equipment-type": kind,
        }

    models = []
    for member in view.members:
        if member.status == "dead":
            continue
        model = catalog.models.get(member.model_key)
        played = effective(catalog, member)  # its stats as it plays: worn armour, its effects
        profile = {f.field.key: f.value for f in played.fields}
        equipment = [equipment_of(named) for named in member.items]
        models.append(
            {
                "model-name": member.model_name,
                "model-id": tc_id("models", member.model_key, member.model_name),
                "name": member.name,
                "stat-move": f'{profile.get("movement")}"/{(played.movetype or "Infantry").title()}'
                if model and profile.get("movement") is not None
                else "-",
                "stat-melee": _signed(profile.get("melee")),
                "stat-ranged": _signed(profile.get("ranged")),
                "stat-armour": _signed(profile.get("armour")),
                "cost": {
                    "ducats": member.cost.get("ducats", 0),
                    "glory": member.cost.get("glory", 0),
                },
                "equipment": equipment,
                "abilities": [
                    {"ability-name": a, "ability-id": named_id(("ab_",), a)}
                    for a in (model.abilities if model else ())
                ],
                "upgrades": [
                    {
                        "upgrade-name": u.name,
                        "upgrade-id": tc_id("upgrades", u.key, u.name.rpartition(": ")[2]),
                    }
                    for u in member.upgrades
                ],
                "advancements": [
                    {"advancement-name": s, "advancement-id": named_id(("sk_", "es_"), s)}
                    for s in member.skills
                ],
                "injuries": [
                    {"injury-name": s, "injury-id": named_id(("in_",), s)}
                    for s in member.battle_scars
                ],
                "keywords": [
                    {"keyword-name": k, "keyword-id": named_id(("kw_",), k)}
                    for k in played.keywords
                ],
                "experience": member.experience,
            }
        )
    # The list's own id in Trench Companion, when it came from there (a warband made here has
    # none: it is not written rather than our database's id passed off as one).
    source = view.import_source or ""
    own = source.removeprefix("trench-companion:") if source.startswith("trench-companion:") else ""
    listed: dict[str, Any] = (
        {"warband-id": int(own) if own.isdigit() else own, "warband-url": URL + own} if own else {}
    )
    return {
        **listed,
        "warband-name": view.name,
        "warband-faction": view.faction_name,
        "warband-faction-id": tc_id("factions", view.faction_key),
        "ducat-bank": view.ducat_bank,
        "glory-bank": view.glory_bank,
        "ducat-rating": view.totals.cost("ducats"),
        "glory-rating": view.totals.cost("glory"),
        "models": models,
        # Beyond Trench Companion's fields (it reads none of them; a tool reading the export
        # ignores them): what its share record keeps of the warband, so the list read back
        # here is the same warband (issue 48).
        **(
            {
                "warband-patron": {
                    "patron-name": view.patron.name,
                    "patron-id": named_id(("pt_",), view.patron.name),
                }
            }
            if view.patron
            else {}
        ),
        **({"warband-stash": [equipment_of(n) for n in view.arsenal]} if view.arsenal else {}),
        **({"ducat-debt": view.ducat_debt} if view.ducat_debt else {}),
        **({"glory-debt": view.glory_debt} if view.glory_debt else {}),
    }


def _signed(value: Any) -> str:
    if not isinstance(value, int) or isinstance(value, bool):
        return "-"
    return f"+{value}" if value > 0 else str(value)
