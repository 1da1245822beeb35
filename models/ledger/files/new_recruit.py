"""New Recruit and BattleScribe rosters: New Recruit's JSON (`{"roster": {"forces": …}}`), the
`.ros` XML both write and the `.rosz` zip of one `.ros`, read into a ForeignRoster; and a `.ros`
written from one of our warbands built on the BattleScribe data.

A roster is a tree of *selections*, each naming the data entry it was taken from by `entryId`:
the entry's id, or — for an entry reached through links — the chain of link ids with the
entry's own id last (`c0f8-…::30c8-…::daaa-b1ef-7908-82a7`). Our tc-1.0 catalog uses the data's
own ids, so each segment is tried, the last first. The warband's variant is the selection under
its "Warband Variant" entry; the campaign's records (experience, promotion, skills, injuries) are
selections under a model's "Advancement"; "Pile of Stuff" is the stash.
"""

from __future__ import annotations

import io
import uuid
import zipfile
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any
from xml.etree.ElementTree import Element, SubElement, tostring

from models.catalog.bsdata.effects import FIND_GROUPS
from models.catalog.bsdata.files import DataFileError, check_version, parse_xml, unzipped
from models.catalog.bsdata.names import GAME_SYSTEMS
from models.catalog.catalog import Catalog, Item
from models.catalog.effects import PROMOTED, find_token, injury_token, patron_token, skill_token
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
    text,
    whole,
)
from models.ledger.files.warband_file import FileFormatError
from models.table.views import MemberView, WarbandView

TOOL = "New Recruit"
JSON_FORMAT = "New Recruit roster (JSON)"
ROS_FORMAT = "BattleScribe / New Recruit roster (.ros)"
NAMESPACE = "http://www.battlescribe.net/schema/rosterSchema"
COST_NAMES = {"ducats": "ducats", "glory points": "glory", "glory": "glory"}
WARBAND_VARIANT = "Warband Variant"
STASH = "Pile of Stuff"
PATRON_GROUP = "Patron Selection"  # the community data's group of patrons (issue 37)
RECORD_HOLDERS = ("Advancement",)  # a model's campaign records: experience, skills, injuries
# The community data's entries of the campaign (Campaign Rules.cat): (name, id).
CAMPAIGN_RULES = ("Campaign Rules", "7346-84e3-dbbb-296d")
CAMPAIGN_ENABLED = ("Enabled", "afdf-43aa-a03d-918b")
ENABLE = "Enable Campaign Rules?"
WARCHEST = ("Warchest of Ducats", "f192-897d-59d9-7a91")
GLORY_COUNTER = ("Unleveraged Glory", "98e2-3145-70b3-fe07")
ADVANCEMENT = ("Advancement", "bc33-e591-8f2e-a847")
EXPERIENCE = ("Experience", "d8b6-6041-9e3b-7adc")
PROMOTION = "Elite Promotion"
MAX_DEPTH = 16


def is_json_roster(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and isinstance(data.get("roster"), dict)
        and isinstance(data["roster"].get("forces", []), list)
    )


def is_ros(content: bytes) -> bool:
    head = content[:2000].lstrip()
    return head.startswith((b"<?xml", b"<roster")) and b"<roster" in head


def ros_tree(content: bytes, where: str) -> dict[str, Any]:
    """A `.ros` (or the `.ros` in a `.rosz`) as the same tree New Recruit's JSON holds."""
    files = unzipped(content, where)
    rosters = [c for n, c in files if n.lower().endswith((".ros", ".xml")) or n == where]
    if len(rosters) != 1:
        raise FileFormatError(
            tr("{where}: a .rosz holds one .ros; this one holds {count}").format(
                where=where, count=len(rosters)
            )
        )
    try:
        root = parse_xml(rosters[0], where)
        if root.tag != "roster":
            raise FileFormatError(
                tr("{where}: not a roster (its root is <{tag}>)").format(where=where, tag=root.tag)
            )
        check_version(root, where)
    except DataFileError as exc:
        raise FileFormatError(str(exc)) from exc
    return _element_tree(root)


def _element_tree(element: Element) -> dict[str, Any]:
    node: dict[str, Any] = dict(element.attrib)
    for block in element:
        if block.tag == "characteristics":
            node["characteristics"] = [
                {**c.attrib, "$text": c.text or ""} for c in block if c.tag == "characteristic"
            ]
        elif block.tag in (
            "selections",
            "forces",
            "costs",
            "categories",
            "profiles",
            "rules",
            "costLimits",
        ):
            node[block.tag] = [_element_tree(child) for child in block]
    return node


def read(tree: Mapping[str, Any], where: str, fmt: str) -> ForeignRoster:
    roster = tree.get("roster", tree)
    if not isinstance(roster, dict):
        raise FileFormatError(tr("{where}: $.roster: expected an object").format(where=where))
    system_id = text(roster.get("gameSystemId"), 100)
    if system_id and system_id not in GAME_SYSTEMS:
        game = text(roster.get("gameSystemName")) or system_id
        raise FileFormatError(
            tr(
                "{where}: a {tool} roster for {game}: there is no catalog of that game system "
                "here; Warband Ledger reads Trench Crusade rosters"
            ).format(where=where, tool=TOOL, game=game)
        )
    forces = [f for f in _list(roster.get("forces")) if isinstance(f, dict)]
    if not forces:
        raise FileFormatError(tr("{where}: the roster holds no force").format(where=where))
    if len(forces) > 1:
        raise FileFormatError(
            tr("{where}: {count} forces in one roster; import one warband per file").format(
                where=where, count=len(forces)
            )
        )
    force = forces[0]
    reader = _Reader(where)
    for index, selection in enumerate(_list(force.get("selections"))):
        reader.top(selection, f"$.roster.forces[0].selections[{index}]")
    faction_ids = tuple(i for i in (*reader.variants, text(force.get("catalogueId"), 100)) if i)
    names = tuple(n for n in (*reader.variant_names, text(force.get("catalogueName"))) if n)
    totals = _costs(roster.get("costs"))
    limits = _costs(roster.get("costLimits"))
    said: list[str] = []
    glory_limit = limits.get("glory")
    if glory_limit is not None and glory_limit > 0 and not reader.glory:
        # the glory the list may spend: what the glory bank holds here (RC-1 measures the
        # warband's glory against it)
        reader.glory = min(glory_limit, 1_000_000)
        said.append(
            tr("$.roster.costLimits: a limit of {value} glory, kept as the glory bank").format(
                value=reader.glory
            )
        )
    budget = limits.get("ducats")
    if budget is not None and budget < 0 and budget != -1:  # -1: New Recruit's "no limit"
        said.append(
            tr("$.roster.costLimits: {value} ducats cannot be a budget: none set").format(
                value=budget
            )
        )
    name = (
        text(force.get("customName")) or text(roster.get("customName")) or text(roster.get("name"))
    )
    source = text(roster.get("id"), 100)
    notes = tr("Imported from {where} ({tool}).").format(where=where, tool=TOOL)
    return ForeignRoster(
        tool=TOOL,
        format=fmt,
        name=name,
        members=tuple(reader.members),
        source_key=f"newrecruit:{source}" if source else None,
        faction_ids=faction_ids,
        faction_names=names,
        glory_bank=reader.glory,
        ducat_bank=reader.ducats,
        totals=totals or None,
        arsenal=tuple(reader.arsenal),
        records=tuple(reader.records),
        choices=tuple(reader.choices),
        patron=reader.patron,
        notes=notes,
        budget=budget if budget and budget > 0 else None,  # the list's limit is its budget
        remarks=tuple(said),
    )


def _patron(selection: dict[str, Any], path: str, depth: int) -> ForeignLine | None:
    """The selection of the data's "Patron Selection" group, wherever the campaign rules'
    selections hold it."""
    if selection.get("group") == PATRON_GROUP:
        return ForeignLine("patron", text(selection.get("name")), tuple(_ids(selection)), path=path)
    if depth >= MAX_DEPTH:
        return None
    for i, child in enumerate(_list(selection.get("selections"))):
        if isinstance(child, dict):
            found = _patron(child, f"{path}.selections[{i}]", depth + 1)
            if found is not None:
                return found
    return None


class _Reader:
    def __init__(self, where: str) -> None:
        self.where = where
        self.members: list[ForeignMember] = []
        self.variants: list[str] = []
        self.variant_names: list[str] = []
        self.arsenal: list[ForeignLine] = []
        self.records: list[ForeignLine] = []
        self.choices: list[ForeignLine] = []
        self.patron: ForeignLine | None = None
        self.glory = 0
        self.ducats = 0

    def top(self, selection: Any, path: str) -> None:
        if not isinstance(selection, dict):
            return
        kind = selection.get("type")
        name = text(selection.get("name"))
        if name == STASH:  # everything in it is kit, with a weapon's profile or not
            for line in self._lines(selection, path, 0):
                if line.kind in (ITEM, UPGRADE):
                    self.arsenal.append(replace_kind(line, ITEM))
            return
        if kind in ("model", "unit"):
            self._model(selection, path)
            return
        if name == WARBAND_VARIANT:
            for i, child in enumerate(_list(selection.get("selections"))):
                if isinstance(child, dict):
                    self.variants.extend(_ids(child)[:1])
                    self.variant_names.append(text(child.get("name")))
                    # the variant's own picks (the House of Wisdom's weapon collections)
                    self._warband_choices(
                        child, f"{path}.selections[{i}]", text(child.get("name")), 0
                    )
            return
        patron = _patron(selection, path, 0)
        if patron is not None and self.patron is None:
            self.patron = patron
        if not _list(selection.get("selections")) and not name.endswith("?"):
            self._warband_choice(selection, path, "")  # a choice of its own ("Sultan's Favour")
            return
        self._warband_choices(selection, path, name, 0, patron)

    def _warband_choices(
        self,
        selection: dict[str, Any],
        path: str,
        holder: str,
        depth: int,
        patron: ForeignLine | None = None,
    ) -> None:
        """What the warband holds below a selection of the force: its banks (New Recruit's
        counters), items kept at force level (its stash), finds of exploration, and every other
        pick a choice of the warband, in the group it was picked from."""
        if depth > MAX_DEPTH:
            return
        for i, child in enumerate(_list(selection.get("selections"))):
            if not isinstance(child, dict):
                continue
            here = f"{path}.selections[{i}]"
            name = text(child.get("name"))
            if patron is not None and here == patron.path:
                continue  # the warband's patron
            if name == GLORY_COUNTER[0]:  # New Recruit's glory counter
                self.glory = max(0, min(max(1, whole(child.get("number"))), 1_000_000))
            elif name == WARCHEST[0]:  # and its ducats
                self.ducats = max(0, min(max(1, whole(child.get("number"))), 1_000_000))
            elif _list(child.get("selections")) or name in ("Enabled", "Disabled"):
                self._warband_choices(child, here, name, depth + 1, patron)  # holds the picks
            elif not name.endswith("?"):  # not a display switch
                self._warband_choice(child, here, holder)

    def _warband_choice(self, selection: dict[str, Any], path: str, holder: str) -> None:
        group = text(selection.get("group"), 500).split("::")[-1]
        # shown under what it was chosen for ("Seven Deadly Sins: Wrath", not "Chosen Sin")
        shown = holder if holder not in ("", "Enabled", CAMPAIGN_RULES[0]) else group
        if _profile(selection).get("Type"):  # kit kept by the warband: a weapon, armour …
            line = ForeignLine(ITEM, text(selection.get("name")), _ids(selection), path=path)
            self.arsenal.extend([line] * max(1, min(whole(selection.get("number")), MAX_LINES)))
            return
        finds = any(g.casefold() in group.casefold() for g in FIND_GROUPS)
        self.choices.append(
            ForeignLine(
                "find" if finds else "choice",
                text(selection.get("name")),
                _ids(selection),
                count=max(1, whole(selection.get("number"))),
                profile={"group": shown} if shown else {},
                path=path,
            )
        )

    def _model(self, selection: dict[str, Any], path: str) -> None:
        inner = [
            (i, s)
            for i, s in enumerate(_list(selection.get("selections")))
            if isinstance(s, dict) and s.get("type") == "model"
        ]
        if selection.get("type") == "unit" and inner:
            unit_name = text(selection.get("customName"))
            for k, (i, child) in enumerate(inner):  # a unit: its models, the unit's own costs
                if unit_name and not text(child.get("customName")):  # on the first
                    # the name the player gave the unit ("Jawhar al-Sari" on a Mamluk Faris)
                    own = unit_name if len(inner) == 1 else f"{unit_name} {k + 1}"
                    child = {**child, "customName": own}
                self._model(child, f"{path}.selections[{i}]")
            return
        if len(self.members) >= MAX_MEMBERS:
            raise FileFormatError(
                tr("{where}: more than {value} models; a warband holds at most {value}").format(
                    where=self.where, value=MAX_MEMBERS
                )
            )
        lines = self._lines(selection, path, 0)
        experience = 0
        promoted = False
        kept: list[ForeignLine] = []
        for line in lines:
            if line.name == "Experience":
                experience = line.count
            elif line.name == PROMOTION:
                promoted = True
            else:
                kept.append(line)
        costs = _subtree_costs(selection)
        number = max(1, min(whole(selection.get("number")), MAX_MEMBERS))
        name = text(selection.get("customName")) or text(selection.get("name"))
        stats = _unit_stats(selection)
        for copy in range(number):
            self.members.append(
                ForeignMember(
                    name=name if number == 1 else f"{name} {copy + 1}",
                    model_name=text(selection.get("name")),
                    model_ids=_ids(selection),
                    lines=tuple(kept[:MAX_LINES]),
                    experience=max(0, experience),
                    promoted=promoted,
                    stats=stats,
                    costs={c: v // number for c, v in costs.items()},
                    path=path,
                )
            )

    def _lines(self, selection: dict[str, Any], path: str, depth: int) -> list[ForeignLine]:
        """Every selection below `selection`, flattened, each with what it is."""
        found: list[ForeignLine] = []
        if depth > MAX_DEPTH:
            return found
        for index, child in enumerate(_list(selection.get("selections"))):
            if not isinstance(child, dict):
                continue
            here = f"{path}.selections[{index}]"
            group = text(child.get("group"), 500)
            if text(child.get("name")) in RECORD_HOLDERS:  # only holds the records below
                found.extend(self._lines(child, here, depth + 1))
                continue
            if text(child.get("name")).endswith("?"):  # a display switch, "Include Weapon
                continue  # Profile?": how New Recruit prints the model, not a choice of it
            found.append(
                ForeignLine(
                    _kind(child, group),
                    text(child.get("name")),
                    _ids(child),
                    count=max(1, whole(child.get("number"))),
                    costs=_costs(child.get("costs")),
                    profile=_profile(child),
                    path=here,
                )
            )
            found.extend(self._lines(child, here, depth + 1))
        return found


def replace_kind(line: ForeignLine, kind: str) -> ForeignLine:
    return ForeignLine(kind, line.name, line.ids, line.count, line.costs, line.profile, line.path)


def _kind(selection: Mapping[str, Any], group: str) -> str:
    groups = group.casefold()
    if "injur" in groups or "scar" in groups:
        return INJURY
    if "skill" in groups:
        return SKILL
    types = {p.get("typeName") for p in _list(selection.get("profiles")) if isinstance(p, dict)}
    if "Weapon" in types or "Battlekit" in types:
        return ITEM
    if "Ability" in types:
        return ABILITY
    return UPGRADE


def _ids(selection: Mapping[str, Any]) -> tuple[str, ...]:
    """The data ids a selection names, its own entry's first: the last segment of its path."""
    entry = text(selection.get("entryId"), 2000)
    segments = [s for s in entry.split("::") if s]
    return tuple(reversed(segments))[:20]


def _costs(value: Any) -> dict[str, int]:
    found: dict[str, int] = {}
    for cost in _list(value):
        if not isinstance(cost, dict):
            continue
        currency = COST_NAMES.get(text(cost.get("name")).casefold())
        if currency is None:
            continue
        found[currency] = found.get(currency, 0) + whole(_number(cost.get("value")), 100_000)
    return found


def _number(value: Any) -> Any:
    if isinstance(value, str):
        try:
            number = float(value)
        except ValueError:
            return value
        return int(number) if number.is_integer() else value
    return value


def _subtree_costs(selection: Mapping[str, Any], depth: int = 0) -> dict[str, int]:
    total = _costs(selection.get("costs"))
    if depth < MAX_DEPTH:
        for child in _list(selection.get("selections")):
            if isinstance(child, dict):
                for currency, value in _subtree_costs(child, depth + 1).items():
                    total[currency] = total.get(currency, 0) + value
    return total


def _profile(selection: Mapping[str, Any]) -> dict[str, str]:
    for profile in _list(selection.get("profiles")):
        if isinstance(profile, dict) and profile.get("typeName") in ("Weapon", "Battlekit"):
            return {
                text(c.get("name"), 40): text(c.get("$text"), 200)
                for c in _list(profile.get("characteristics"))
                if isinstance(c, dict) and c.get("name") not in ("Rules", "Description")
            }
    return {}


def _unit_stats(selection: Mapping[str, Any]) -> dict[str, str]:
    for profile in _list(selection.get("profiles")):
        if isinstance(profile, dict) and profile.get("typeName") == "Unit":
            values = {
                text(c.get("name")).casefold(): text(c.get("$text"), 40)
                for c in _list(profile.get("characteristics"))
                if isinstance(c, dict)
            }
            return {
                k: values[k] for k in ("movement", "ranged", "melee", "armour") if values.get(k)
            }
    return {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


# -- writing ---------------------------------------------------------------------------------


def _chosen(parent: Element, name: str, key: str) -> Element:
    """An item or upgrade a model took, as a .ros selection (its costs added by the caller)."""
    attributes = {"id": _rid(), "name": name, "entryId": key, "number": "1", "type": "upgrade"}
    return SubElement(parent, "selection", {**attributes, "from": "entry"})


def ros_document(view: WarbandView, catalog: Catalog) -> bytes:
    """Our warband as a BattleScribe roster New Recruit opens: a force of the faction's
    catalogue, the variant under "Warband Variant", a selection per model with its items and
    upgrades, every cost typed. Only for a warband of the BattleScribe data's catalog."""
    generated = _catalogue_of(catalog, view)
    if generated is None:
        raise FileFormatError(
            tr(
                "{name}: a .ros names the BattleScribe data's entries; this warband's catalog "
                "({edition}) is not built from it"
            ).format(name=view.name, edition=view.edition)
        )
    system_id = next(k for k, v in GAME_SYSTEMS.items() if v == (view.system, view.edition))
    ducats, glory = "8d43-33fd-332d-17a6", "f3bb-a7e6-d476-f60b"
    root = Element(
        "roster",
        {
            "id": _rid(),
            "name": view.name,
            "battleScribeVersion": "2.03",
            "generatedBy": "Warband Ledger",
            "gameSystemId": system_id,
            "gameSystemName": "Trench Crusade",
            **_revision("gameSystemRevision", catalog, system_id),
            "xmlns": NAMESPACE,
        },
    )

    def costs(parent: Element, amounts: Mapping[str, int]) -> None:
        block = SubElement(parent, "costs")
        SubElement(
            block,
            "cost",
            {"name": "Ducats", "typeId": ducats, "value": str(amounts.get("ducats", 0))},
        )
        SubElement(
            block,
            "cost",
            {"name": "Glory Points", "typeId": glory, "value": str(amounts.get("glory", 0))},
        )

    costs(root, view.totals.by_currency)
    if view.limit:  # what it may cost (its budget, or its campaign threshold) is the list's limit
        limits = SubElement(root, "costLimits")
        limit = {"name": "Ducats", "typeId": ducats, "value": str(view.limit)}
        SubElement(limits, "costLimit", limit)
    forces = SubElement(root, "forces")
    base = view.base_faction_key
    force = SubElement(
        forces,
        "force",
        {
            "id": _rid(),
            "name": "Warband",
            "entryId": "eef8-974d-98a4-8d2e",
            "catalogueId": base,
            **_revision("catalogueRevision", catalog, base),
            "catalogueName": catalog.factions[base].name if base in catalog.factions else base,
            "customName": view.name,
        },
    )
    selections = SubElement(force, "selections")
    variant = catalog.factions.get(view.faction_key)
    if view.faction_key != base and variant is not None:
        holder = SubElement(
            selections,
            "selection",
            {
                "id": _rid(),
                "name": WARBAND_VARIANT,
                "entryId": variant.selected_with[0] if variant.selected_with else generated,
                "number": "1",
                "type": "upgrade",
                "from": "entry",
            },
        )
        inner = SubElement(holder, "selections")
        SubElement(
            inner,
            "selection",
            {
                "id": _rid(),
                "name": view.faction_name,
                "entryId": view.faction_key,
                "number": "1",
                "type": "upgrade",
                "from": "group",
            },
        )
    _campaign_rules(selections, view, catalog)
    for choice in view.choices:  # the warband's own choices, each under what it was for
        if choice.kind != "choice":
            continue
        if choice.group:
            holder = _record(selections, choice.group, choice.group)
            _record(SubElement(holder, "selections"), choice.name, choice.key or choice.name)
        else:
            _record(selections, choice.name, choice.key or choice.name)
    if view.arsenal:  # the stash: the catalogue's "Pile of Stuff", holding the items
        stash_path = catalog.record_ids.get(f"stash:{base}", STASH)
        stash = _selection(selections, STASH, stash_path, "model")
        kept = SubElement(stash, "selections")
        above = stash_path.split("::")[:-1]
        counted = Counter(named.key for named in view.arsenal)  # one selection a kind, numbered
        for named in {n.key: n for n in view.arsenal}.values():
            inside = catalog.entry_paths.get(f"kit:stash:{base}:{named.key}", named.key)
            chosen = _chosen(kept, named.name, "::".join([*above, inside]))
            chosen.set("number", str(counted[named.key]))
            _weapon_profile(chosen, catalog.items.get(named.key))
            costs(chosen, {})
        costs(stash, {})
    paths = catalog.entry_paths
    for member in view.members:
        if member.status == "dead":
            continue
        # As New Recruit names it: by the data's path to it (the root link's id, its unit's
        # and the links inside, the entry's own id last), a unit holding its model.
        root_path = paths.get(f"root:{base}:{member.model_key}", member.model_key)
        inunit = paths.get(f"inunit:{base}:{member.model_key}")
        above = root_path.split("::")[:-1]
        holder = selections
        unit = None
        if inunit is not None:
            unit = _selection(holder, member.model_name, root_path, "unit")
            if member.name != member.model_name:
                unit.set("customName", member.name)
            holder = SubElement(unit, "selections")
            model = _selection(holder, member.model_name, "::".join([*above, inunit]), "model")
            above += inunit.split("::")[:-1]
        else:
            model = _selection(holder, member.model_name, root_path, "model")
            if member.name != member.model_name:
                model.set("customName", member.name)
        entry = catalog.roster_entry(view.faction_key, member.model_key)
        own = SubElement(model, "selections")
        faction = catalog.factions.get(view.faction_key)

        def below(key: str, member: MemberView = member, above: list[str] = above) -> str:
            return "::".join([*above, paths.get(f"kit:{member.model_key}:{key}", key)])

        built_in = set(catalog.mandatory_items(member.model_key))
        for named in member.items:
            if named.key in built_in and f"kit:{member.model_key}:{named.key}" not in paths:
                continue  # a weapon of the model's own entry (its profile), not a selection
            price = faction.armoury_entry(named.key, member.model_key) if faction else None
            amount = price.cost.amount if price else 0
            currency = price.cost.currency if price else "ducats"
            chosen = _chosen(own, named.name, below(named.key))
            _weapon_profile(chosen, catalog.items.get(named.key))
            costs(chosen, {currency: amount})
        for named in member.upgrades:
            upgrade = catalog.upgrades.get(named.key)
            price_of = {upgrade.cost.currency: upgrade.cost.amount} if upgrade else {}
            costs(_chosen(own, named.name, below(named.key)), price_of)
        _advancement(own, member, catalog)
        _unit_profile(model, member, catalog)
        _categories(model, member, catalog)
        costs(model, {entry.cost.currency: entry.cost.amount} if entry else {})
        if unit is not None:
            costs(unit, {})
    return b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + tostring(
        root, encoding="unicode"
    ).encode("utf-8")


def _revision(attribute: str, catalog: Catalog, file_id: str) -> dict[str, str]:
    """The revision of the data the catalog was read from, as a roster names it."""
    found = catalog.entry_paths.get(f"revisions:{file_id}")
    return {attribute: found} if found else {}


def _selection(parent: Element, name: str, entry: str, kind: str) -> Element:
    attributes = {"id": _rid(), "name": name, "entryId": entry, "number": "1", "type": kind}
    return SubElement(parent, "selection", {**attributes, "from": "entry"})


# The game system's profile types and characteristics (Trench Crusade.gst), as New Recruit
# writes them beside each selection.
UNIT_PROFILE = ("Unit", "b3af-94f9-2e35-d1c5")
UNIT_STATS = (
    ("Movement", "b725-e0a4-16ae-8df2"),
    ("Ranged", "1a4f-d2cd-c405-6200"),
    ("Melee", "12e8-ff8c-c933-9eb5"),
    ("Armour", "5de9-d70e-9021-6f71"),
    ("Base", "73ae-cc17-596e-0481"),
)
WEAPON_PROFILE = ("Weapon", "090c-b12e-592a-9874")
WEAPON_STATS = (
    ("Type", "f90e-171a-4ca6-3845"),
    ("Range", "31a7-b5e8-41dc-5fd1"),
    ("Keywords", "8cd6-8018-f2da-5ede"),
)


def _profile_element(
    selection: Element, name: str, kind: tuple[str, str], values: Sequence[tuple[str, str, str]]
) -> None:
    profiles = SubElement(selection, "profiles")
    profile = SubElement(
        profiles,
        "profile",
        {
            "id": _rid(),
            "name": name,
            "hidden": "false",
            "typeId": kind[1],
            "typeName": kind[0],
            "from": "entry",
        },
    )
    block = SubElement(profile, "characteristics")
    for label, type_id, value in values:
        SubElement(block, "characteristic", {"name": label, "typeId": type_id}).text = value


def _unit_profile(model: Element, member: MemberView, catalog: Catalog) -> None:
    """The model's profile as it plays ("6\\"/Infantry", "+2 Dice", armour, base)."""
    from models.ledger.profiles import effective  # the systems' rules: only when writing

    if member.model_key not in catalog.models:
        return
    played = effective(catalog, member)
    stats = {f.field.key: f.value for f in played.fields}

    def dice(value: Any) -> str:
        return f"{int(value):+d} Dice" if isinstance(value, int) else "-"

    move = stats.get("movement")
    base = "x".join(str(mm) for mm in catalog.models[member.model_key].base_mm)
    values = {
        "Movement": f'{move}"/{(played.movetype or "Infantry").title()}' if move else "-",
        "Ranged": dice(stats.get("ranged")),
        "Melee": dice(stats.get("melee")),
        "Armour": str(stats.get("armour", 0)),
        "Base": f"{base}mm" if base else "",
    }
    rows = [(label, type_id, values[label]) for label, type_id in UNIT_STATS]
    _profile_element(model, member.model_name, UNIT_PROFILE, rows)


def _weapon_profile(chosen: Element, item: Item | None) -> None:
    if item is None or item.category not in ("melee", "ranged"):
        return
    hands = f"{item.hands}-Handed" if item.hands else ""
    reach = "Melee" if item.category == "melee" else (f'{item.range}"' if item.range else "")
    rows = [
        (label, type_id, value)
        for (label, type_id), value in zip(
            WEAPON_STATS, (hands, reach, ", ".join(item.keywords)), strict=True
        )
    ]
    _profile_element(chosen, item.name, WEAPON_PROFILE, rows)


def _categories(model: Element, member: MemberView, catalog: Catalog) -> None:
    """The data's categories the model is in (its keywords, ELITE or Troop the primary)."""
    found = catalog.models.get(member.model_key)
    if found is None:
        return
    by_name = {
        k.split(":", 1)[1].casefold(): v
        for k, v in catalog.entry_paths.items()
        if k.startswith("categories:")
    }
    names = [("Elite" if member.elite else "Troop", True)] + [
        (keyword, False) for keyword in found.keywords if keyword.casefold() != "elite"
    ]
    block = None
    for name, primary in names:
        key = by_name.get(name.casefold())
        if key is None:
            continue
        if block is None:
            block = SubElement(model, "categories")
        attributes = {
            "id": _rid(),
            "entryId": key,
            "name": name.title() if name.isupper() else name,
        }
        SubElement(block, "category", {**attributes, "primary": "true" if primary else "false"})


def _record(parent: Element, name: str, entry: str, number: int = 1, group: str = "") -> Element:
    attributes = {
        "id": _rid(),
        "name": name,
        "entryId": entry,
        "number": str(number),
        "type": "upgrade",
        "from": "group" if group else "entry",
    }
    if group:
        attributes["group"] = group
    return SubElement(parent, "selection", attributes)


def _campaign_rules(selections: Element, view: WarbandView, catalog: Catalog) -> None:
    """The data's Campaign Rules, enabled, with what the warband holds of them: its patron,
    its ducats (the Warchest) and its glory (Unleveraged Glory)."""
    if not (view.patron or view.ducat_bank or view.glory_bank or view.finds):
        return
    rules = _record(selections, CAMPAIGN_RULES[0], CAMPAIGN_RULES[1])
    enabled = _record(
        SubElement(rules, "selections"), CAMPAIGN_ENABLED[0], CAMPAIGN_ENABLED[1], group=ENABLE
    )
    held = SubElement(enabled, "selections")
    if view.patron is not None:
        patron = catalog.record_ids.get(patron_token(view.patron.name), view.patron.key)
        _record(held, view.patron.name, patron, group=PATRON_GROUP)
    if view.ducat_bank:
        _record(held, WARCHEST[0], WARCHEST[1], view.ducat_bank)
    if view.glory_bank:
        _record(held, GLORY_COUNTER[0], GLORY_COUNTER[1], view.glory_bank)
    for find in (c for c in view.choices if c.kind == "find"):  # what exploration found
        where = find.group or FIND_GROUPS[0]
        found = SubElement(_record(held, where, where), "selections")
        entry = catalog.record_ids.get(find_token(find.name)) or find.key or find.name
        _record(found, find.name, entry, group=f"{where}::{FIND_GROUPS[0]}")


def _advancement(own: Element, member: MemberView, catalog: Catalog) -> None:
    """A model's campaign records under its Advancement, as the data holds them: Experience
    (its number), the Elite Promotion, each skill and injury by the data's entry."""
    if not (member.experience or member.promoted or member.skills or member.battle_scars):
        return
    path = catalog.record_ids.get(f"advancement:{member.model_key}", ADVANCEMENT[1])
    records = SubElement(_record(own, ADVANCEMENT[0], path), "selections")
    if member.experience:
        _record(records, EXPERIENCE[0], EXPERIENCE[1], member.experience)
    if member.promoted:
        _record(records, PROMOTION, catalog.record_ids.get(PROMOTED, PROMOTION))
    for scar in member.battle_scars:
        entry = catalog.record_ids.get(injury_token(scar), scar)
        _record(records, scar, entry, group=f"{ADVANCEMENT[0]}::Injuries")
    for skill in member.skills:
        entry = catalog.record_ids.get(skill_token(skill), skill)
        _record(records, skill, entry, group=f"{ADVANCEMENT[0]}::Skills")


def rosz_document(view: WarbandView, catalog: Catalog, inner_name: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(inner_name, ros_document(view, catalog))
    return buffer.getvalue()


def _catalogue_of(catalog: Catalog, view: WarbandView) -> str | None:
    """The "Warband Variant" entry's id isn't in our catalog; any id will do for New Recruit
    to find the variant by its own id below it. None when the catalog is not the data's."""
    if (view.system, view.edition) not in GAME_SYSTEMS.values():
        return None
    return "warband-variant"


def _rid() -> str:
    return uuid.uuid4().hex[:19]
