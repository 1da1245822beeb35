"""Preferences: theme, default edition per system, paper size, language, where data lives."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from gui import settings
from gui.i18n import SYSTEM, chosen_language
from gui.theme import apply_theme
from models import i18n
from models.paths import user_data_dir
from models.rules.registry import registry


class SettingsDialog(QDialog):
    def __init__(self, database_display: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.theme = QComboBox()
        for key, label in zip(
            settings.THEMES,
            (self.tr("As the system"), self.tr("Light"), self.tr("Dark")),
            strict=True,
        ):
            self.theme.addItem(label, key)
        self.theme.setCurrentIndex(self.theme.findData(settings.read(settings.THEME)))
        self.paper = QComboBox()
        for size in settings.PAPER_SIZES:
            self.paper.addItem(size, size)
        self.paper.setCurrentIndex(max(0, self.paper.findData(settings.read(settings.PAPER_SIZE))))
        self.rules_text = QCheckBox(self.tr("Print each keyword's rule text on warband cards"))
        self.rules_text.setChecked(settings.read(settings.CARDS_RULES_TEXT))
        self.rules_text.setToolTip(
            self.tr("Turn off to leave more room on the cards when the players know the rules")
        )
        self.backups = QSpinBox()
        self.backups.setRange(1, 1000)
        self.backups.setValue(settings.read(settings.BACKUPS_KEEP))
        self.backups.setToolTip(
            self.tr("Copies of the database made before upgrades, once a day and on demand")
        )
        self.language = QComboBox()
        system = i18n.LANGUAGES[chosen_language(SYSTEM)]
        self.language.addItem(self.tr("The system's (%s)") % system, SYSTEM)
        for code, name in i18n.LANGUAGES.items():
            self.language.addItem(name, code)  # each in its own language
        self.language.setCurrentIndex(
            max(0, self.language.findData(settings.read(settings.LANGUAGE)))
        )
        self.language.setToolTip(self.tr("The interface and PDFs; applies after a restart."))
        self._language_at_start = self.language.currentData()
        self.editions: dict[str, QComboBox] = {}
        form = QFormLayout(self)
        form.addRow(self.tr("&Theme:"), self.theme)
        systems = registry()
        for system, setting in settings.DEFAULT_EDITIONS.items():
            combo = QComboBox()
            for edition in systems[system].editions:
                books = systems[system].books(edition)
                combo.addItem(f"{edition} — {books}" if books else edition, edition)
            combo.setCurrentIndex(max(0, combo.findData(settings.read(setting))))
            self.editions[system] = combo
            form.addRow(self.tr("%s edition:") % systems[system].title, combo)
        form.addRow(self.tr("&Paper size for PDFs:"), self.paper)
        form.addRow(self.rules_text)
        form.addRow(self.tr("&Backups to keep:"), self.backups)
        form.addRow(self.tr("&Language:"), self.language)
        # Paths have no spaces to wrap at: shown in read-only fields, to select and scroll.
        for caption, text in (
            (self.tr("Data folder:"), str(user_data_dir())),
            (self.tr("Database:"), database_display or self.tr("none open")),
        ):
            shown = QLineEdit(text)
            shown.setReadOnly(True)
            shown.setCursorPosition(0)
            shown.setAccessibleName(caption.rstrip(":"))
            shown.setMinimumWidth(self.fontMetrics().averageCharWidth() * 40)
            form.addRow(caption, shown)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.accepted.connect(self.save)

    def save(self) -> None:
        settings.write(settings.THEME, self.theme.currentData())
        settings.write(settings.PAPER_SIZE, self.paper.currentData())
        settings.write(settings.CARDS_RULES_TEXT, self.rules_text.isChecked())
        settings.write(settings.BACKUPS_KEEP, self.backups.value())
        settings.write(settings.LANGUAGE, self.language.currentData())
        if self.language.currentData() != self._language_at_start:
            box = QMessageBox(
                QMessageBox.Icon.Information,
                self.tr("Language"),
                self.tr("The new language is used from the next start of Warband Ledger."),
                QMessageBox.StandardButton.Ok,
                self.parentWidget(),
            )
            box.setObjectName("languageRestart")
            box.open()  # this dialog is closing: the note stays with the window
        for system, combo in self.editions.items():
            settings.write(settings.DEFAULT_EDITIONS[system], combo.currentData())
        apply_theme(self.theme.currentData())
