"""The user interface's language (issue 12): Qt Linguist translations of `gui/` (compiled
`.qm` files beside the `.ts` sources in resources/translations/), Qt's own translations of its
standard buttons and dialogs, the `models/` message catalog, and the locale that formats
numbers and dates. Chosen once at start: a new choice in Preferences applies after a restart."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from models import assets, i18n

SYSTEM = "system"  # the setting's value meaning "the operating system's language"


def chosen_language(setting: str, system_locale: str | None = None) -> str:
    """The language code to use for the setting's value ("system" or a code)."""
    if setting == SYSTEM:
        return i18n.language_of_locale(system_locale or QLocale.system().name())
    return setting if setting in i18n.LANGUAGES else i18n.SOURCE_LANGUAGE


def install(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Translate the application into `code` from now on; returns the translators installed
    (kept by the caller: Qt does not own them). English installs only its plural forms."""
    i18n.set_language(code)
    QLocale.setDefault(QLocale(code))
    installed = []
    ours = QTranslator(app)
    with assets.resource_path(f"translations.qt.{code}") as path:
        # Missing only in a source tree where `make qm` has not run: the window stays English.
        if path.is_file() and ours.load(str(path)):
            app.installTranslator(ours)
            installed.append(ours)
    if code == i18n.SOURCE_LANGUAGE:
        return installed
    qt = QTranslator(app)
    if qt.load(
        QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def remove(app: QCoreApplication, translators: list[QTranslator]) -> None:
    """Back to English (tests switch languages within one process)."""
    for translator in translators:
        app.removeTranslator(translator)
    i18n.set_language(i18n.SOURCE_LANGUAGE)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
