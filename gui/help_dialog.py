"""Help: getting started, the keyboard shortcuts, and a rules quick reference per system (the
rules as the app applies them, by rule id, with the keyword glossary) — in the user's language.

The rules pages come from models/ledger/help_text.py (made from the rules' declarations); the
shortcuts are listed once here and checked against the window's actions by the tests.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sizing import fit_to_screen
from models.ledger.help_text import rules_reference
from models.ledger.profiles import PROFILES
from models.rules.registry import system_title

GETTING_STARTED, SHORTCUTS = "getting-started", "shortcuts"


def _t(text: str) -> str:
    return QCoreApplication.translate("HelpDialog", text)


# (where, keys, what) — every key a QAction of the window has (tests/gui/test_help.py checks).
SHORTCUT_TABLE: tuple[tuple[str, str, Any], ...] = (  # words marked for lupdate
    ("everywhere", "Ctrl+Z", QT_TRANSLATE_NOOP("HelpDialog", "Undo the last change")),
    ("everywhere", "Ctrl+Shift+Z", QT_TRANSLATE_NOOP("HelpDialog", "Redo")),
    ("everywhere", "Ctrl+Y", QT_TRANSLATE_NOOP("HelpDialog", "Redo")),
    (
        "everywhere",
        "Ctrl+P",
        QT_TRANSLATE_NOOP(
            "HelpDialog", "Export PDF: cards, roster sheet, game report, campaign book"
        ),
    ),
    ("everywhere", "Ctrl+Shift+O", QT_TRANSLATE_NOOP("HelpDialog", "Odds Calculator")),
    (
        "everywhere",
        "F1",
        QT_TRANSLATE_NOOP("HelpDialog", "Rules Quick Reference (of the open game's system)"),
    ),
    ("everywhere", "Ctrl+,", QT_TRANSLATE_NOOP("HelpDialog", "Preferences")),
    ("everywhere", "Ctrl+O", QT_TRANSLATE_NOOP("HelpDialog", "Open a database")),
    ("everywhere", "Ctrl+Shift+N", QT_TRANSLATE_NOOP("HelpDialog", "New database")),
    ("everywhere", "Ctrl+Q", QT_TRANSLATE_NOOP("HelpDialog", "Quit")),
    (
        "everywhere",
        "Ctrl+N",
        QT_TRANSLATE_NOOP("HelpDialog", "New warband, game or campaign (by the area in view)"),
    ),
    ("lists", "Return", QT_TRANSLATE_NOOP("HelpDialog", "Open the one selected")),
    ("lists", "Ctrl+D", QT_TRANSLATE_NOOP("HelpDialog", "Duplicate the selected warband")),
    ("lists", "Del", QT_TRANSLATE_NOOP("HelpDialog", "Delete the selected warband")),
    ("lists", "Ctrl+I", QT_TRANSLATE_NOOP("HelpDialog", "Import a warband file")),
    (
        "lists",
        "Ctrl+Shift+E",
        QT_TRANSLATE_NOOP("HelpDialog", "Export the selected warband to a file"),
    ),
    ("editor", "Ins", QT_TRANSLATE_NOOP("HelpDialog", "Add a member")),
    ("editor", "Ctrl+E", QT_TRANSLATE_NOOP("HelpDialog", "Equip the selected member")),
    ("editor", "Ctrl+U", QT_TRANSLATE_NOOP("HelpDialog", "Give the selected member an upgrade")),
    ("editor", "Ctrl+D", QT_TRANSLATE_NOOP("HelpDialog", "Duplicate the selected member")),
    ("editor", "Del", QT_TRANSLATE_NOOP("HelpDialog", "Remove the selected member")),
    ("editor", "Alt+Up", QT_TRANSLATE_NOOP("HelpDialog", "Move the selected member up")),
    ("editor", "Alt+Down", QT_TRANSLATE_NOOP("HelpDialog", "Move the selected member down")),
)
SHORTCUT_GROUPS: dict[str, Any] = {
    "everywhere": QT_TRANSLATE_NOOP("HelpDialog", "Everywhere"),
    "lists": QT_TRANSLATE_NOOP("HelpDialog", "The lists of warbands, games and campaigns"),
    "editor": QT_TRANSLATE_NOOP("HelpDialog", "The warband editor"),
}


def shortcuts_page() -> str:
    parts = [f"<h2>{escape(QCoreApplication.translate('HelpDialog', 'Keyboard shortcuts'))}</h2>"]
    for group, title in SHORTCUT_GROUPS.items():
        parts.append(f"<h3>{escape(_t(str(title)))}</h3><table cellspacing='0' cellpadding='3'>")
        for where, keys, what in SHORTCUT_TABLE:
            if where == group:
                shown = QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)
                parts.append(
                    f"<tr><td><b>{escape(shown)}</b></td><td>{escape(_t(str(what)))}</td></tr>"
                )
        parts.append("</table>")
    title = QCoreApplication.translate("HelpDialog", "In a game and in the wizards")
    parts.append(f"<h3>{escape(title)}</h3><ul>")
    parts += [
        f"<li>{escape(line)}</li>"
        for line in (
            QCoreApplication.translate(
                "HelpDialog", "Alt and the underlined letter presses a button (Alt+N: Next Turn)."
            ),
            QCoreApplication.translate(
                "HelpDialog", "Tab moves between the inputs; Enter goes to the wizard's next page."
            ),
            QCoreApplication.translate(
                "HelpDialog", "In a picker, type to filter; Up and Down move through the list."
            ),
        )
    ]
    parts.append("</ul>")
    return "\n".join(parts)


def getting_started_page() -> str:
    steps = (
        QCoreApplication.translate(
            "HelpDialog",
            "<b>Rosters.</b> New Warband (Ctrl+N) picks the system, faction and budget. Add "
            "members (Ins), equip them (Ctrl+E): costs, the profile as it plays (armour worn) "
            "and the roster's warnings follow every change. Warnings never stop you.",
        ),
        QCoreApplication.translate(
            "HelpDialog",
            "<b>Games.</b> New Game (Ctrl+N in Games) takes two or more warbands. The table "
            "shows a row per model: its markers, Down, Out of Action, activated. Attack opens "
            "the wizard: weapon and target, the situation with the exact odds, the dice rolled "
            "at the table (or let the app roll), and what Finish records in the game's log.",
        ),
        QCoreApplication.translate(
            "HelpDialog",
            "<b>Undo.</b> Every change is saved at once and can be undone (Ctrl+Z), in the "
            "rosters and in a game; a game reopens exactly where it stopped.",
        ),
        QCoreApplication.translate(
            "HelpDialog",
            "<b>Print.</b> File › Export PDF (Ctrl+P): warband cards, roster sheets with marker "
            "tracks for pen-and-paper play, game reports and campaign books.",
        ),
        QCoreApplication.translate(
            "HelpDialog",
            "<b>Campaigns.</b> Record each battle (or take it from a finished game), run the "
            "post-battle sequence, and follow the league table.",
        ),
        QCoreApplication.translate(
            "HelpDialog",
            "<b>Odds.</b> Tools › Odds Calculator works out any attack of any system without a "
            "game, and compares two set-ups.",
        ),
    )
    parts = [f"<h2>{escape(QCoreApplication.translate('HelpDialog', 'Getting started'))}</h2><ol>"]
    parts += [f"<li><p>{step}</p></li>" for step in steps]
    parts.append("</ol>")
    offline = QCoreApplication.translate(
        "HelpDialog", "No internet is needed, ever; your data stays on this computer."
    )
    parts.append(f"<p>{escape(offline)}</p>")
    return "\n".join(parts)


def topics() -> list[tuple[str, str]]:
    """(key, title): getting started, shortcuts, then the rules of each system and edition."""
    found = [
        (GETTING_STARTED, QCoreApplication.translate("HelpDialog", "Getting started")),
        (SHORTCUTS, QCoreApplication.translate("HelpDialog", "Keyboard shortcuts")),
    ]
    for profile in PROFILES.values():
        editions = profile.system.editions or (None,)
        for edition in editions:
            key = f"rules:{profile.id}:{edition or ''}"
            found.append(
                (
                    key,
                    QCoreApplication.translate("HelpDialog", "Rules: %s")
                    % system_title(profile.id, edition),
                )
            )
    return found


def page(key: str) -> str:
    if key == GETTING_STARTED:
        return getting_started_page()
    if key == SHORTCUTS:
        return shortcuts_page()
    _rules, system, edition = key.split(":")
    return rules_reference(system, edition or None)


def rules_topic(system: str, edition: str | None) -> str:
    profile = PROFILES.get(system)
    if profile is None or not profile.system.editions:
        return f"rules:{system}:"
    chosen = edition if edition in profile.system.editions else profile.system.default_edition
    return f"rules:{system}:{chosen}"


class HelpDialog(QDialog):
    """Topics on the left, the page on the right, a find field above it."""

    def __init__(self, topic: str = GETTING_STARTED, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.setWindowTitle(self.tr("Warband Ledger Help"))
        self.topics = QListWidget()
        self.topics.setAccessibleName(self.tr("Help topics"))
        for key, title in topics():
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.topics.addItem(item)
        # as wide as the longest title, never wider
        self.topics.setFixedWidth(
            self.topics.sizeHintForColumn(0) + 2 * self.topics.frameWidth() + 8
        )
        self.browser = QTextBrowser()
        self.browser.setObjectName("helpPage")
        self.browser.setAccessibleName(self.tr("Help page"))
        self.find_field = QLineEdit()
        self.find_field.setPlaceholderText(self.tr("Find on this page…"))
        self.find_field.setAccessibleName(self.tr("Find on this page"))
        self.find_field.setClearButtonEnabled(True)
        self.find_field.returnPressed.connect(self.find_next)
        self.not_found = QLabel()
        find_row = QHBoxLayout()
        find_row.addWidget(self.find_field, 1)
        find_row.addWidget(self.not_found)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(find_row)
        right_layout.addWidget(self.browser, 1)
        splitter = QSplitter()
        splitter.addWidget(self.topics)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.topics.currentItemChanged.connect(self._show)
        self.show_topic(topic)
        fit_to_screen(self, 180, 52)

    def show_topic(self, key: str) -> None:
        for row in range(self.topics.count()):
            item = self.topics.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == key:
                self.topics.setCurrentRow(row)
                return
        self.topics.setCurrentRow(0)

    def current_topic(self) -> str:
        item = self.topics.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else GETTING_STARTED

    def _show(self, current: QListWidgetItem | None, _previous: object = None) -> None:
        if current is None:
            return
        self.browser.setHtml(page(str(current.data(Qt.ItemDataRole.UserRole))))
        self.not_found.setText("")

    def find_next(self) -> bool:
        """The next place the find field's text is on the page, from the top again at the end."""
        text = self.find_field.text()
        if not text:
            return False
        found = self.browser.find(text)
        if not found:  # past the last: from the top again
            self.browser.moveCursor(QTextCursor.MoveOperation.Start)
            found = self.browser.find(text)
        self.not_found.setText("" if found else self.tr("Not on this page"))
        return bool(found)
