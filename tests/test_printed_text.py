"""Issue 35 §4: nothing printed carries a template placeholder ("NEGATE <kw>") or an internal
id ("ab_rend"). Every bundled catalog goes through the cards whole: a warband of every model
type, every item and every upgrade of the catalog spread over its members, and every text the
cards print — names, profiles, weapons and their effects, keywords, abilities, each keyword's
rule text — is checked."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from models.catalog.loader import bundled_catalog, bundled_documents
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.ledger.startup import open_ledger
from models.reports.warband import (
    CARD_PADDING,
    POKER,
    WEAPON_PADDING,
    Card,
    _weapon_table,
    sheet,
)

PLACEHOLDER = re.compile(r"<[a-z][^<>]*>|\{[a-z_]*\}|%[sd]|\bTODO\b")
INTERNAL_ID = re.compile(r"\b(?:ab|md|eq|up|fc|kw|sk)_[a-z0-9_]+\b")


def _editions() -> list[tuple[str, str]]:
    return sorted({(d.system, d.edition) for d in bundled_documents()})


def _texts(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _texts(getattr(value, field.name))
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _texts(item)


@pytest.mark.parametrize(("system", "edition"), _editions())
def test_every_catalog_entry_prints_without_placeholders_or_ids(
    system: str, edition: str, ledger: Path
) -> None:
    catalog = bundled_catalog(system, edition)
    database = open_ledger(ledger)
    try:
        faction = next(iter(catalog.factions))
        view = roster.create_warband(
            database, roster.NewWarband("Every entry", system, edition, faction)
        )
        for model_key in catalog.models:
            view, _ = roster.add_member(database, view.id, view.version, model_key)
        members = [m.id for m in view.members]
        for index, item_key in enumerate(catalog.items):
            member = members[index % len(members)]
            view = roster.equip(database, view.id, view.version, member, item_key)
        for index, upgrade_key in enumerate(catalog.upgrades):
            member = members[index % len(members)]
            view = roster.apply_upgrade(database, view.id, view.version, member, upgrade_key)
        with database.sessions() as session:
            printed = sheet(view, load_catalog(session, system, edition))
    finally:
        database.close()
    texts = list(_texts(printed))
    rules = [meaning for card in printed.cards for _, meaning in card.rules]
    keyword_texts = list(catalog.keywords.values())
    problems = sorted(
        {
            text
            for text in texts + keyword_texts
            if PLACEHOLDER.search(text) or INTERNAL_ID.search(text)
        }
    )
    assert problems == []
    assert len(printed.cards) == len(catalog.models)
    assert [p for card in printed.cards for p in _weapon_table_problems(card)] == []
    # Every keyword with a rule text a weapon or model of this catalog carries was printed.
    assert rules or not keyword_texts


def _weapon_table_problems(card: Card) -> list[str]:
    """Issue 35 §6: the weapon table of a poker card — no word broken inside a cell, and no
    wrapped cell taller than its row (which overlapped the next row)."""
    if not card.weapons:
        return []
    width = POKER[0] - 2 * CARD_PADDING
    table: Any = _weapon_table(card.weapons, width)  # its laid-out sizes are not typed
    table.wrap(width, 10_000)
    problems = []
    for i, row in enumerate(table._cellvalues):
        for j, held in enumerate(row):
            cell = held[0] if isinstance(held, (list, tuple)) else held  # wrap() wraps cells
            room = table._colWidths[j] - 2 * WEAPON_PADDING
            if cell.minWidth() > room:
                problems.append(f"{card.name}: {cell.getPlainText()!r} broken inside a word")
            _, height = cell.wrap(room, 10_000)
            if height > table._rowHeights[i] + 0.01:
                problems.append(f"{card.name}: {cell.getPlainText()!r} taller than its row")
    return problems
