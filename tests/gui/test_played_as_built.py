"""Every model plays as built, in the window (issue 47): two lists imported from New Recruit's
files (tests/fixtures/rosters/played-as-built.*) played against each other — each game card
shows the model's name and profile as its effects make it, and the attack wizard's pre-fill is
that profile (the attacker's characteristic; the target's TOUGH from its Massive Size); and in
the editor, the upgrade picker offers a Legionnaire with its Ranged or Melee choice and says
what taking it would change.

Values worked out by hand from the community data (tests/models/ledger/test_played_as_built.py
says how), not read back from the app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from gui.app import configure_application
from gui.game.area import NewGameDialog
from gui.game.attack_wizard import AttackWizard
from gui.main_window import MainWindow
from gui.roster.pickers import PickerDialog, model_rows
from models.db import Database
from models.ledger.catalogs import load_catalog
from models.ledger.files.importing import import_file
from models.ledger.profiles import effective
from models.ledger.startup import open_ledger
from models.table.views import WarbandView

ROSTERS = Path(__file__).resolve().parents[1] / "fixtures" / "rosters"


@pytest.fixture
def imported(tmp_path: Path) -> Iterator[tuple[Database, WarbandView, WarbandView]]:
    database = open_ledger(tmp_path / "ledger.sqlite", demo=False)
    (corps,) = import_file(database, ROSTERS / "played-as-built.newrecruit.json").warbands
    (house,) = import_file(database, ROSTERS / "played-as-built.ros").warbands
    yield database, corps, house
    database.close()


@pytest.fixture
def window(
    qtbot: QtBot, qapp: QApplication, imported: tuple[Database, WarbandView, WarbandView]
) -> MainWindow:
    configure_application(qapp)
    main = MainWindow(imported[0])
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    return main


def test_the_table_shows_and_plays_each_model_as_built(
    window: MainWindow,
    imported: tuple[Database, WarbandView, WarbandView],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _, corps, house = imported

    def fill_in(dialog: NewGameDialog) -> int:
        dialog.system.setCurrentIndex(dialog.system.findData("trench-crusade"))
        dialog.edition.setCurrentIndex(dialog.edition.findData("tc-1.0"))
        dialog.choose(corps.id)
        dialog.choose(house.id)
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)
    window.show_area("games")
    window.games.new_action.trigger()
    view = window.games.view
    assert view is not None
    table = view.document.table
    by_name = {m.name: m for m in table.members()}
    mire, omar, jar = by_name["Mire"], by_name["Omar"], by_name["Jar"]
    # the cards name each model as the data does, its profile as it plays
    assert (mire.model_name, omar.model_name) == ("Legionnaire", "Fāris")
    card = next(c for c in view.cards if c.member.id == mire.id)
    assert "Ranged +1" in card.controls.profile_label.text()
    assert "Legionnaire: Ranged" in card.controls.profile_label.toolTip()

    # Mire shoots with its rifle: the pre-fill's characteristic is its Ranged +1
    wizard = view.attack(mire.id)
    assert isinstance(wizard, AttackWizard)
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(omar.id))
    wizard.next()
    assert wizard.plan is not None
    characteristic = wizard.odds_page.form.inputs["characteristic"]
    assert isinstance(characteristic, QSpinBox)
    assert characteristic.value() == effective(table.catalog, mire).value("ranged") == 1
    wizard.reject()

    # Omar strikes Jar, whose Massive Size makes it TOUGH: the pre-fill says so
    wizard = view.attack(omar.id)
    assert isinstance(wizard, AttackWizard)
    melee = [i for i, w in enumerate(wizard.weapons) if w.kind == "melee"]
    wizard.weapon_page.weapon.setCurrentIndex(melee[0])
    wizard.weapon_page.target.setCurrentIndex(wizard.weapon_page.target.findData(jar.id))
    wizard.next()
    assert wizard.plan is not None
    assert wizard.plan.spec.get("tough") is True
    assert wizard.plan.spec.get("characteristic", 0) == effective(table.catalog, omar).value(
        "melee"
    )
    wizard.reject()


def test_the_upgrade_picker_offers_a_choice_with_its_options_and_what_it_changes(
    window: MainWindow,
    imported: tuple[Database, WarbandView, WarbandView],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _, corps, _ = imported
    window.show_area("rosters")
    editor = window.rosters.open_warband(corps.id)
    assert editor is not None
    vetch = next(m for m in editor.view.members if m.name == "Vetch")
    editor.select_member(vetch.id)
    seen: dict[str, tuple[str, ...]] = {}

    def choose(dialog: PickerDialog) -> int:
        rows = {
            dialog.model.row(r).cells[0]: dialog.model.row(r)
            for r in range(dialog.model.rowCount())
        }
        seen.update({name: row.cells for name, row in rows.items()})
        key = rows["Legionnaire: Ranged"].key
        dialog.table.setCurrentIndex(
            dialog.proxy.mapFromSource(
                dialog.model.index(list(rows).index("Legionnaire: Ranged"), 0)
            )
        )
        assert dialog.chosen() == key
        return 1

    monkeypatch.setattr(PickerDialog, "exec", choose)
    editor.pick_upgrade()
    # one choice with its options, never the options alone; what each would change
    assert {"Legionnaire: Ranged", "Legionnaire: Melee"} <= set(seen)
    assert "Ranged" not in seen and "Melee" not in seen
    assert seen["Legionnaire: Ranged"][2] == "Ranged 0 → +1, named Legionnaire"
    assert seen["Legionnaire: Melee"][2] == "Melee 0 → +1, named Legionnaire"
    vetch = editor.view.member(vetch.id)
    assert [u.name for u in vetch.upgrades] == ["Legionnaire", "Legionnaire: Ranged"]
    assert vetch.model_name == "Legionnaire"
    # removing the Legionnaire takes its choice with it; undo brings both back
    editor.select_member(vetch.id)
    legionnaire = next(u.key for u in vetch.upgrades if u.name == "Legionnaire")
    editor.document.remove_upgrade(editor.document.ref(vetch.id), legionnaire)
    assert editor.view.member(vetch.id).upgrades == ()
    window.undo_action.trigger()
    assert [u.name for u in editor.view.member(vetch.id).upgrades] == [
        "Legionnaire",
        "Legionnaire: Ranged",
    ]


def test_the_model_picker_shows_each_model_as_it_would_play_in_the_warband(
    imported: tuple[Database, WarbandView, WarbandView],
) -> None:
    """In the House of Wisdom the Janissary recruited is a Fāris, ELITE; its Azeb stays an Azeb
    (revision 18 of the data: a Kavass only with the Studied Blade upgrade)."""
    database, _, house = imported
    with database.sessions() as session:
        catalog = load_catalog(session, "trench-crusade", "tc-1.0")
    rows = {row.key: row for row in model_rows(catalog, house)}
    azeb, janissary = rows["0e7e-9167-f044-9493"], rows["58c8-0815-71a7-27fb"]
    assert azeb.cells[0] == "Azeb"
    assert janissary.cells[0] == "Fāris" and "ELITE" in janissary.cells[5]
