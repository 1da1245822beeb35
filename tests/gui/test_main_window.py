"""The application shell: areas, menus, databases, About, and what is remembered."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

import models
from gui import settings
from gui.about_dialog import AboutDialog
from gui.app import app_icon, configure_application
from gui.main_window import MainWindow
from models.ledger.startup import open_ledger
from models.paths import user_data_dir


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    configure_application(qapp)
    main = MainWindow(open_ledger(tmp_path / "first.sqlite"))
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    if main.database is not None:
        main.database.close()


def test_application_names_and_icon(qapp: QApplication) -> None:
    configure_application(qapp)
    assert qapp.applicationName() == "Warband Ledger"
    assert qapp.organizationName() == "Warband Ledger"
    assert qapp.applicationVersion() == models.__version__
    icon = app_icon()
    assert not icon.isNull()
    assert QSize(256, 256) in icon.availableSizes()


def test_navigation_switches_between_the_areas(window: MainWindow, qtbot: QtBot) -> None:
    assert [a.key for a in window.areas] == ["rosters", "games", "campaigns", "catalogs"]
    titles = [window.navigation.item(row).text() for row in range(window.navigation.count())]
    assert titles == ["Rosters", "Games", "Campaigns", "Catalogs"]
    pages = {
        "rosters": window.rosters,
        "games": window.games,
        "campaigns": window.campaigns,
        "catalogs": window.catalogs,
    }
    for row, area in enumerate(window.areas):
        item = window.navigation.item(row)
        rect = window.navigation.visualItemRect(item)
        QTest.mouseClick(window.navigation.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert window.current_area() == area.key
        page = window.stack.currentWidget()
        assert page is pages[area.key] and page.isVisible()


def test_status_bar_and_title_show_the_database(window: MainWindow, tmp_path: Path) -> None:
    assert str(tmp_path / "first.sqlite") in window.database_label.text()
    assert window.windowTitle() == "first.sqlite"


def test_file_edit_tools_and_help_menus(window: MainWindow) -> None:
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&File", "&Edit", "&Tools", "&Help"]
    help_menu = window.menuBar().actions()[3].menu()
    assert isinstance(help_menu, QMenu)
    assert [a.text() for a in help_menu.actions()] == [
        "&Getting Started",
        "&Rules Quick Reference",
        "&Keyboard Shortcuts",
        "",
        "&About Warband Ledger",
    ]
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    file_actions = [a.text() for a in file_menu.actions()]
    assert file_actions == [
        "New &Warband…",  # Ctrl+N: what the area in view makes (here: Rosters)
        "&New Database…",
        "&Open Database…",
        "Open &Recent",
        "",
        "&Import…",
        "&Backups…",
        "&Export PDF…",
        "",
        "&Quit",
    ]
    edit_menu = window.menuBar().actions()[1].menu()
    assert isinstance(edit_menu, QMenu)
    assert [a.shortcut().toString() for a in edit_menu.actions() if a.text()] == [
        "Ctrl+Z",
        "Ctrl+Shift+Z",
        "Ctrl+,",
    ]


def test_about_shows_version_and_data_location(window: MainWindow, qtbot: QtBot) -> None:
    window.about_action.trigger()
    dialog = window.findChild(AboutDialog, "aboutDialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert models.__version__ in texts
    assert str(user_data_dir()) in texts
    assert window.database is not None
    assert window.database.location.display() in texts
    dialog.reject()
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_open_database_switches_and_is_remembered(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    second = tmp_path / "second.sqlite"
    open_ledger(second).close()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(second), ""))
    changes: list[None] = []
    window.database_changed.connect(lambda: changes.append(None))
    window.open_database_action.trigger()
    assert window.database is not None
    assert window.database.location.path == second
    assert changes == [None]
    assert str(second) in window.database_label.text()
    assert settings.recent_databases()[:2] == [str(second), str(tmp_path / "first.sqlite")]
    recent = [a.data() for a in window.recent_menu.actions() if a.data()]
    assert recent == [str(second), str(tmp_path / "first.sqlite")]


def test_recent_menu_opens_an_entry_and_greys_out_a_missing_file(
    window: MainWindow, tmp_path: Path
) -> None:
    gone = tmp_path / "gone.sqlite"
    open_ledger(gone).close()
    settings.remember_database(str(gone))
    gone.unlink()
    assert window.open_location(str(tmp_path / "first.sqlite"))
    actions = {a.data(): a for a in window.recent_menu.actions() if a.data()}
    assert not actions[str(gone)].isEnabled()
    third = tmp_path / "third.sqlite"
    open_ledger(third).close()
    settings.remember_database(str(third))
    window.set_database(window.database)  # rebuilds the menu
    actions = {a.data(): a for a in window.recent_menu.actions() if a.data()}
    actions[str(third)].trigger()
    assert window.database is not None and window.database.location.path == third


def test_recent_list_is_capped_and_can_be_cleared(window: MainWindow, tmp_path: Path) -> None:
    for n in range(settings.RECENT_LIMIT + 3):
        settings.remember_database(str(tmp_path / f"{n}.sqlite"))
    assert len(settings.recent_databases()) == settings.RECENT_LIMIT
    window.set_database(window.database)
    clear = next(a for a in window.recent_menu.actions() if a.text() == "&Clear List")
    clear.trigger()
    assert settings.recent_databases() == []
    texts = [a.text() for a in window.recent_menu.actions()]
    assert texts == ["No recent databases"]


def test_a_bad_file_is_reported_and_the_current_database_kept(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a database", encoding="utf-8")
    current = window.database
    assert not window.open_location(str(bad))
    assert window.database is current
    box = window.findChild(QMessageBox, "openFailure")
    assert box is not None
    qtbot.waitExposed(box)
    assert "not a database" in box.text()
    assert bad.read_text(encoding="utf-8") == "not a database"
    # No backups of that file: the way forward is another database (or closing the box).
    assert sorted(b.text() for b in box.buttons()) == ["Close", "Open Another…"]
    box.accept()


def test_new_database_is_created_and_opened(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "league"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.new_database_action.trigger()
    created = tmp_path / "league.sqlite"
    assert created.is_file()
    assert window.database is not None and window.database.location.path == created


@pytest.mark.parametrize(
    "answer", [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Open]
)
def test_new_database_never_replaces_a_file(
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    answer: QMessageBox.StandardButton,
) -> None:
    existing = tmp_path / "existing.sqlite"
    open_ledger(existing).close()
    before = existing.read_bytes()
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    opened = window.create_database_at(str(existing))
    assert asked and str(existing) in asked[0]
    assert existing.read_bytes() == before
    assert opened == (answer == QMessageBox.StandardButton.Open)
    assert window.database is not None
    expected = existing if opened else tmp_path / "first.sqlite"
    assert window.database.location.path == expected


def test_geometry_and_area_are_kept_between_sessions(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    first = MainWindow(open_ledger(tmp_path / "a.sqlite"))
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(700, 500)  # the offscreen screen is 800×600
    first.move(40, 30)
    first.show_area("campaigns")
    first.close()

    second = MainWindow(open_ledger(tmp_path / "a.sqlite"))
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.size() == QSize(700, 500)
    assert second.current_area() == "campaigns"
    second.close()


def test_quit_closes_the_window_and_the_database(window: MainWindow) -> None:
    window.quit_action.trigger()
    assert not window.isVisible()
    assert window.database is None


def test_first_start_fits_the_screen(qtbot: QtBot) -> None:
    main = MainWindow(None)
    qtbot.addWidget(main)
    screen = main.screen().availableGeometry()
    assert main.width() <= screen.width() and main.height() <= screen.height()


def test_no_database_is_an_honest_state(qtbot: QtBot) -> None:
    main = MainWindow(None)
    qtbot.addWidget(main)
    assert main.database_label.text() == "No database open"


def test_follows_the_system_colour_scheme(
    window: MainWindow, qapp: QApplication, qtbot: QtBot
) -> None:
    """The OS's light/dark scheme reaches Qt as a new application palette; nothing in the window
    pins its own colours or style sheet, so every widget follows it."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QWidget

    assert qapp.styleSheet() == ""
    widgets = [window, *window.findChildren(QWidget)]
    for widget in widgets:
        assert widget.styleSheet() == "", widget
        assert not widget.testAttribute(Qt.WidgetAttribute.WA_SetPalette), widget
    original = qapp.palette()
    dark = QPalette(QColor("#202124"))  # Qt derives a whole dark palette from one colour
    try:
        qapp.setPalette(dark)
        window.show_area("games")  # a new database has no games: the empty state
        page = window.games.empty_state
        assert page.isVisible()

        def follows(widget: QWidget) -> bool:
            return widget.palette().color(QPalette.ColorRole.Window) == QColor("#202124")

        qtbot.waitUntil(
            lambda: all(
                follows(w)
                for w in (window, window.navigation, page.text_label, window.database_label)
            )
        )
    finally:
        qapp.setPalette(original)


def test_the_frame_is_shown_first_then_the_areas_on_the_database(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    """Issue 21: `run` shows the window's frame before the database layer is loaded (menus
    off, the area left last time marked, a word that the database is opening); once it is
    open the areas are built, the remembered one shown, the menus on."""
    configure_application(qapp)
    remembered = MainWindow(open_ledger(tmp_path / "before.sqlite"))
    qtbot.addWidget(remembered)
    remembered.show_area("campaigns")
    remembered.close()

    frame = MainWindow(None, opening=True)
    qtbot.addWidget(frame)
    frame.show()
    qtbot.waitExposed(frame)
    assert frame.opening is not None and frame.stack.currentWidget() is frame.opening
    assert frame.opening.text() == "Opening the database…"
    assert not frame.menuBar().isEnabled()
    assert frame.navigation.count() == 4 and frame.current_area() == "campaigns"
    assert not hasattr(frame, "rosters")  # nothing of the areas yet

    frame.finish_opening(open_ledger(tmp_path / "ledger.sqlite"))
    assert frame.opening is None and frame.menuBar().isEnabled()
    assert frame.stack.currentWidget() is frame.campaigns
    assert frame.database is not None and "ledger.sqlite" in frame.database_label.text()
    assert frame.campaigns.model.rowCount() > 0  # the demo campaigns, listed
    recent = [a.data() for a in frame.recent_menu.actions() if a.data()]
    assert str(tmp_path / "ledger.sqlite") in recent
    frame.show_area("rosters")
    assert frame.stack.currentWidget() is frame.rosters
    frame.close()


def test_a_frame_whose_database_cannot_be_opened_still_gets_its_areas(qtbot: QtBot) -> None:
    frame = MainWindow(None, opening=True)
    qtbot.addWidget(frame)
    frame.finish_opening(None)
    assert frame.opening is None and frame.menuBar().isEnabled()
    assert frame.database_label.text() == "No database open"
    assert frame.stack.count() == 4 and frame.stack.currentWidget() is frame.rosters
    assert not frame.import_action.isEnabled()  # nothing to import into
