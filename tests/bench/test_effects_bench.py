"""What the models' effects cost a user (issue 47): opening a 15-model tc-1.0 warband in the
editor, and printing its cards, each timed with the catalog's effects as they ship and with
every model's effects taken away (the profile as it was worked out before issue 47: the model's
own values and its worn armour), side by side in one run, turn about. Goal: at most 10 % slower.

A stored version of a warband has its effects worked out once (`Catalog.played` remembers
each model's result by what it holds and what its warband holds): the first open of each
version pays, the views after it read the result."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from gui.main_window import MainWindow
from models.catalog.catalog import Catalog
from models.db import Database
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband
from models.ledger.startup import open_ledger
from models.reports.exports import export_cards

HERETICS = "6941-ec54-3001-8288"
TROOPER, PRIEST, AHI = "3844-b41c-9ecc-85b9", "8983-6564-96c7-fd33", "15bf-43f1-0650-1070"
LEGIONNAIRE, RANGED = "f606-4316-044d-4503", "47e6-8d3a-8720-e02e"
RIFLE, ARMOUR, SHIELD = "4c87-312e-7aa1-4de0", "fc21-c383-cc54-c15c", "ab45-1e00-df56-dbda"


@pytest.fixture(scope="module")
def fifteen(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Database, int]]:
    database = open_ledger(tmp_path_factory.mktemp("effects") / "ledger.sqlite", demo=False)
    view = roster.create_warband(
        database, NewWarband("Fifteen", "trench-crusade", "tc-1.0", HERETICS)
    )
    for model in [PRIEST, AHI, AHI] + [TROOPER] * 12:
        view, member = roster.add_member(database, view.id, view.version, model)
        for item in (RIFLE, ARMOUR, SHIELD):
            view = roster.equip(database, view.id, view.version, member, item)
        if model == TROOPER and member % 3 == 0:
            for upgrade in (LEGIONNAIRE, RANGED):
                view = roster.apply_upgrade(database, view.id, view.version, member, upgrade)
    yield database, view.id
    database.close()


@contextmanager
def without_effects(catalog: Catalog) -> Iterator[None]:
    """The catalog's models with no effects, and nothing remembered: the work before issue 47."""
    effects_of = Catalog.effects_of
    Catalog.effects_of = lambda self, model_id: ()  # type: ignore[method-assign]
    catalog._played.clear()
    try:
        yield
    finally:
        Catalog.effects_of = effects_of  # type: ignore[method-assign]
        catalog._played.clear()


def turn_about(
    with_: Callable[[], object], without: Callable[[], object], catalog: Catalog, runs: int
) -> tuple[float, float]:
    """Median ms of each, run in turn; every run starts with nothing remembered (a new stored
    version of the warband)."""
    ours, theirs = [], []
    for _ in range(runs):
        catalog._played.clear()
        start = time.perf_counter()
        with_()
        ours.append(time.perf_counter() - start)
        with without_effects(catalog):
            start = time.perf_counter()
            without()
            theirs.append(time.perf_counter() - start)
    return statistics.median(ours) * 1000, statistics.median(theirs) * 1000


def test_opening_and_printing_a_15_model_warband_with_its_effects(
    qapp: QApplication, fifteen: tuple[Database, int], tmp_path: Path
) -> None:
    database, warband_id = fifteen
    with database.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    window = MainWindow(database)
    window.resize(1280, 800)
    window.show()

    def open_and_show() -> None:
        editor = window.rosters.open_warband(warband_id)
        assert editor is not None and len(editor.view.members) == 15
        qapp.processEvents()  # laid out and painted

    def print_cards() -> None:
        export_cards(database, warband_id, tmp_path / "cards.pdf")

    open_and_show()
    print_cards()
    opened = turn_about(open_and_show, open_and_show, catalog, 21)
    printed = turn_about(print_cards, print_cards, catalog, 11)
    window.rosters.close_editor()
    window.close()
    for what, (ours, theirs) in (("open in the editor", opened), ("print its cards", printed)):
        print(
            f"\n15-model warband, {what}: {ours:.1f} ms with its effects, {theirs:.1f} ms "
            f"without ({ours / theirs:.2f}×, goal ≤ 1.10×)"
        )
    assert opened[0] <= 1.10 * opened[1]
    assert printed[0] <= 1.10 * printed[1]
