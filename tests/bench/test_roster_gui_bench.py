"""The roster GUI's two waits a user feels: opening a 20-member warband, and the picker's
filter on every keystroke over the whole Trench Crusade catalog. Each is set beside the
plain work underneath it, measured in the same run (the ledger read; a Python substring scan
of the same rows)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication

from gui.main_window import MainWindow
from gui.roster.pickers import PickerDialog, Row
from models.catalog.modifiers import describe
from models.db import Database
from models.ledger.catalogs import load_catalog
from models.ledger.rosters import roster
from models.ledger.rosters.roster import NewWarband
from models.ledger.startup import open_ledger


def median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


@pytest.fixture(scope="module")
def twenty(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Database, int]]:
    database = open_ledger(tmp_path_factory.mktemp("gui") / "ledger.sqlite")
    view = roster.create_warband(
        database, NewWarband("Twenty", "trench-crusade", "tc-1.6", "fc_trenchpilgrim")
    )
    line_up = ["md_warprophet", "md_castigator"] + ["md_trenchpilgrim"] * 18
    for model in line_up:
        view, member = roster.add_member(database, view.id, view.version, model)
        for item in ("eq_boltactionrifle", "eq_trenchclub"):
            view = roster.equip(database, view.id, view.version, member, item)
    yield database, view.id
    database.close()


def test_opening_a_20_member_warband(qapp: QApplication, twenty: tuple[Database, int]) -> None:
    database, warband_id = twenty
    window = MainWindow(database)
    window.resize(1280, 800)
    window.show()

    def open_and_show() -> None:
        editor = window.rosters.open_warband(warband_id)
        assert editor is not None and len(editor.view.members) == 20
        qapp.processEvents()  # laid out and painted

    open_and_show()
    ours = median_ms(open_and_show, 30)
    theirs = median_ms(lambda: roster.get_warband(database, warband_id), 30)
    window.rosters.close_editor()
    window.close()
    print(
        f"\nopen a 20-member warband in the editor: {ours:.1f} ms (goal ≤ 100 ms); "
        f"the ledger read alone {theirs:.1f} ms ({ours / theirs:.1f}×)"
    )
    assert ours <= 100


def test_filtering_the_whole_catalog_per_keystroke(
    qapp: QApplication, twenty: tuple[Database, int]
) -> None:
    database, _ = twenty
    with database.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.6")
    rows = [
        Row(
            i.id,
            (
                i.name,
                i.category,
                str(i.range or ""),
                str(i.hands),
                ", ".join(i.keywords),
                "; ".join(describe(i.modifiers)),
            ),
            (i.name.casefold(), i.category, i.range or 0, i.hands, "", ""),
            i.name,
        )
        for i in catalog.items.values()
    ] + [
        Row(
            m.id,
            (m.name, "model", "", "", ", ".join(m.keywords), ""),
            (m.name, "", 0, 0, "", ""),
            m.name,
        )
        for m in catalog.models.values()
    ]
    assert len(rows) == 211 + 106
    dialog = PickerDialog(
        "All", ["Name", "Kind", "Range", "Hands", "Keywords", "Effects"], rows, None
    )
    dialog.show()
    typed = ["b", "bo", "bol", "bolt", "bol", "bo", "b", "", "s", "sh", "shi", "shie", "shiel"]
    keystrokes = iter(typed * 10)

    def keystroke() -> None:
        dialog.search.setText(next(keystrokes))
        qapp.processEvents()

    ours = median_ms(keystroke, len(typed) * 10)
    plain = iter(typed * 10)

    def scan() -> None:
        needle = next(plain).casefold()
        [r for r in rows if any(needle in cell.casefold() for cell in r.cells)]

    theirs = median_ms(scan, len(typed) * 10)
    dialog.close()
    print(
        f"\nfilter {len(rows)} catalog rows per keystroke: {ours:.2f} ms (goal < 50 ms); "
        f"a Python substring scan {theirs:.2f} ms ({ours / theirs:.1f}×)"
    )
    assert ours < 50
