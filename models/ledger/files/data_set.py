"""A BattleScribe data set imported: the community's newest data becomes the catalog of its
edition without waiting for a release of the app.

The whole set is read, converted and checked before anything is written; then, in one
transaction, the documents of an earlier imported set of that edition are replaced by the new
ones (they replace the bundled ones of the same edition, models/catalog/loader.py), the merged
catalog is built once more as a check, and every warband of the edition follows its entries'
ids (rosters/rekey.py). An entry the new data dropped stays in the warbands that hold it, shown
as not in the catalog. The result says what changed: entries new, gone, renamed, re-priced.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import delete, select

from models.catalog.bsdata.convert import Conversion, ReportLine, carry_aliases, convert
from models.catalog.bsdata.data import DataSet
from models.catalog.bsdata.files import read_data_files
from models.catalog.catalog import Catalog, Faction
from models.catalog.loader import CatalogDocument, CatalogError, build_catalog, sha256
from models.db.engine import Database
from models.db.schema import CatalogRow
from models.i18n import N_, ntr, tr
from models.ledger.catalogs import (
    USER,
    catalog_or_none,
    documents_of,
    ensure_systems,
    load_catalog,
    replace_doc,
)
from models.ledger.files.warband_file import FileFormatError
from models.ledger.rosters.rekey import Rekeyed, Repriced, follow_catalog

PREFIX = "imported/"  # a user's documents never take a bundled document's id


@dataclass(frozen=True)
class DataImport:
    system: str
    edition: str
    source: str  # "Trench Crusade revision 17: 11 catalogues"
    factions: int
    models: int
    items: int
    report: tuple[ReportLine, ...]  # what the catalog does not express
    changes: tuple[str, ...]  # against the catalog before
    rekeyed: tuple[Rekeyed, ...]
    repriced: tuple[Repriced, ...] = ()  # warbands whose cost or warnings changed

    @property
    def broken(self) -> tuple[ReportLine, ...]:
        """References of the data that lead nowhere (what they were is left out)."""
        return tuple(line for line in self.report if line.kind == "broken reference")


def read_data_set(paths: Sequence[Path], reference: Catalog | None = None) -> Conversion:
    """`reference`: the playtest catalog whose ids become aliases (Trench Companion's)."""
    files = read_data_files(paths)
    return convert(DataSet(files), reference)


def import_data_set(database: Database, paths: Sequence[Path]) -> DataImport:
    with database.sessions() as session:
        reference = catalog_or_none(session, "trench-crusade", "tc-1.6")
    conversion = read_data_set(paths, reference)
    # the catalog it replaces: its entries' other ids stay with the same entries
    with database.sessions() as session, contextlib.suppress(CatalogError):
        carry_aliases(
            conversion.documents, load_catalog(session, conversion.system, conversion.edition)
        )
    # The reader's documents are made by our code in our format (tests check them against the
    # schema); the merged catalog below checks every reference between them.
    documents = []
    for data in conversion.documents:
        mine = dict(data, id=PREFIX + str(data["id"]))
        content = json.dumps(mine, ensure_ascii=False, sort_keys=True).encode("utf-8")
        documents.append(CatalogDocument(f"{mine['id']} (imported)", mine, sha256(content)))
    system, edition = conversion.system, conversion.edition
    with database.write() as session:
        before = catalog_or_none(session, system, edition)
        earlier = [
            row.key
            for row in session.scalars(
                select(CatalogRow).where(
                    CatalogRow.origin == USER,
                    CatalogRow.system_id == system,
                    CatalogRow.edition_id == edition,
                )
            )
            if isinstance(row.document, dict) and "generated_from" in row.document
        ]
        if earlier:
            session.execute(delete(CatalogRow).where(CatalogRow.key.in_(earlier)))
        ensure_systems(session, documents)
        for doc in documents:
            replace_doc(session, doc, USER)
        try:
            after = build_catalog(system, edition, documents_of(session, system))
        except CatalogError as exc:
            raise FileFormatError(
                tr("the data set does not make a catalog with the others here: {value}").format(
                    value=exc
                )
            ) from exc
        followed = follow_catalog(session, after, before)
    return DataImport(
        system,
        edition,
        conversion.source,
        len(after.factions),
        len(after.models),
        len(after.items),
        conversion.report,
        tuple(catalog_changes(before, after, followed.repriced)),
        followed.rekeyed,
        followed.repriced,
    )


def catalog_changes(
    before: Catalog | None, after: Catalog, repriced: Sequence[Repriced] = ()
) -> list[str]:
    """New, gone, renamed and re-priced entries, and what factions no longer offer (or now
    do), line by line; a change that re-priced warbands says how many."""
    if before is None:
        return [tr("a new catalog: {count} factions").format(count=len(after.factions))]
    said: list[str] = []
    for kind, label in (
        ("factions", tr("faction")),
        ("models", tr("model type")),
        ("items", tr("item")),
        ("upgrades", tr("upgrade")),
    ):
        old, new = getattr(before, kind), getattr(after, kind)
        for key in sorted(new.keys() - old.keys(), key=lambda k: new[k].name):
            said.append(tr("new {what}: {name}").format(what=label, name=new[key].name))
        for key in sorted(old.keys() - new.keys(), key=lambda k: old[k].name):
            said.append(tr("gone {what}: {name}").format(what=label, name=old[key].name))
        for key in sorted(old.keys() & new.keys(), key=lambda k: new[k].name):
            if old[key].name != new[key].name:
                said.append(
                    tr("renamed {what}: {old} → {new}").format(
                        what=label, old=old[key].name, new=new[key].name
                    )
                )
    for faction_id in sorted(before.factions.keys() & after.factions.keys()):
        old_f, new_f = before.factions[faction_id], after.factions[faction_id]
        for entry in new_f.roster:
            was = old_f.entry(entry.model)
            if was is not None and was.cost != entry.cost and entry.model in after.models:
                said.append(
                    tr("{faction}: {name} costs {new} (was {old})").format(
                        faction=new_f.name,
                        name=after.models[entry.model].name,
                        new=entry.cost,
                        old=was.cost,
                    )
                )
        said += _prices_changed(old_f, new_f, before, after)
        said += _offers_changed(old_f, new_f, before, after, repriced)
    return said or [tr("nothing changed")]


def _prices_changed(old: Faction, new: Faction, before: Catalog, after: Catalog) -> list[str]:
    """Items whose price changed for a model type that may take them before and after (an
    item priced per model type: each price once); an item only some model types may take now
    or may take besides is said as such, not as a new price (issue 49: "Reinforced Armour
    costs 0" where only who may take it changed)."""
    said: list[str] = []
    # the model types in both rosters: one joining or leaving the roster is said as such
    models = sorted({e.model for e in old.roster} & {e.model for e in new.roster})
    for kit in new.armoury_for(None):
        if kit.item not in after.items or old.armoury_entry(kit.item) is None:
            continue  # a new item of the armoury: _offers_changed says it
        name = after.items[kit.item].name
        moved: dict[tuple[str, str], list[str]] = {}
        takers_before, takers_now = set(), set()
        for model in models:
            was = old.armoury_entry(kit.item, model)
            now = new.armoury_entry(kit.item, model)
            takers_before |= {model} if was is not None else set()
            takers_now |= {model} if now is not None else set()
            if was is not None and now is not None and was.cost != now.cost:
                moved.setdefault((str(now.cost), str(was.cost)), []).append(model)
        for (cost, was_cost), holders in moved.items():
            line = tr("{faction}: {name} costs {new} (was {old})").format(
                faction=new.name, name=name, new=cost, old=was_cost
            )
            if len(moved) > 1 or set(holders) != takers_now & takers_before:
                line += tr(" for {models}").format(models=_model_names(after, holders))
            said.append(line)
        for template, changed in (
            (tr("{faction}: {name} no longer for {models}"), takers_before - takers_now),
            (tr("{faction}: {name} now also for {models}"), takers_now - takers_before),
        ):
            if changed:
                models_named = _model_names(after, changed)
                said.append(template.format(faction=new.name, name=name, models=models_named))
    return said


def _model_names(catalog: Catalog, keys: Iterable[str]) -> str:
    names = sorted(catalog.models[k].name for k in keys if k in catalog.models)
    return ", ".join(names[:6]) + (
        tr(" and {n} more").format(n=len(names) - 6) if len(names) > 6 else ""
    )


def _offers_changed(
    old: Faction, new: Faction, before: Catalog, after: Catalog, repriced: Sequence[Repriced]
) -> list[str]:
    """Models a faction's roster and items its armoury gained or lost."""

    def effect(key: str) -> str:
        count = sum(1 for w in repriced if w.faction == new.id and key in w.holds)
        if not count:
            return ""
        return ": " + ntr(("{n} warband re-priced", "{n} warbands re-priced"), count).format(
            n=count
        )

    said: list[str] = []
    old_models = {e.model for e in old.roster}
    new_models = {e.model for e in new.roster}
    old_items = {e.item for e in old.armoury_for(None)}
    new_items = {e.item for e in new.armoury_for(None)}
    for what, gone, come, names in (
        (N_("roster"), old_models - new_models, new_models - old_models, "models"),
        (N_("armoury"), old_items - new_items, new_items - old_items, "items"),
    ):
        for key in sorted(gone, key=lambda k: _name(before, after, names, k)):
            said.append(
                tr("{name} leaves the {faction} {what}").format(
                    name=_name(before, after, names, key), faction=new.name, what=tr(what)
                )
                + effect(key)
            )
        for key in sorted(come, key=lambda k: _name(before, after, names, k)):
            said.append(
                tr("{name} joins the {faction} {what}").format(
                    name=_name(before, after, names, key), faction=new.name, what=tr(what)
                )
                + effect(key)
            )
    return said


def _name(before: Catalog, after: Catalog, kind: str, key: str) -> str:
    for catalog in (after, before):
        entry = getattr(catalog, kind).get(key)
        if entry is not None:
            return str(entry.name)
    return key
