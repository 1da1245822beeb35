"""Translations (issue 12): every string of the window and of models/ translated into Italian,
Polish and Russian, placeholders and shortcuts kept, the Linguist sources up to date with the
code, and the languages switched on at start."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from gui import i18n as gui_i18n
from models import i18n

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("it", "pl", "ru")
FORMS = {"it": 2, "pl": 3, "ru": 3}
PLACEHOLDER = re.compile(r"%[sdn]|%\d|\{[^}]*\}")


def _ts(code: str) -> ET.Element:
    return ET.parse(FOLDER / f"warband-ledger_{code}.ts").getroot()


def _same_placeholders(source: str, text: str) -> bool:
    return sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text))


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_window_string_is_translated(code: str) -> None:
    problems = []
    root = _ts(code)
    assert root.get("language", "").startswith(code)
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            where = f"{name}: {source!r}"
            if translation.get("type") in ("unfinished", "vanished", "obsolete"):
                problems.append(f"{where}: {translation.get('type')}")
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.iter("numerusform")]
                if len(forms) != FORMS[code] or not all(forms):
                    problems.append(f"{where}: {len(forms)} plural forms")
                texts = forms
            else:
                texts = [translation.text or ""]
                if not texts[0]:
                    problems.append(f"{where}: empty")
            for text in texts:
                if not _same_placeholders(source, text):
                    problems.append(f"{where}: placeholders differ in {text!r}")
                if source.count("&") != text.count("&"):
                    problems.append(f"{where}: the shortcut (&) is lost in {text!r}")
    assert problems == []


def test_the_linguist_sources_hold_every_string_of_the_code(tmp_path: Path) -> None:
    """What lupdate finds in gui/ today is exactly what the .ts files hold (run
    `make translations` after changing user-visible strings)."""
    # Beside the running Python (the venv's), where pip installed PySide6's tools.
    lupdate = str(Path(sys.executable).parent / "pyside6-lupdate")
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "gui").rglob("*.py"))
    subprocess.run([lupdate, "-silent", *sources, "-ts", str(fresh)], check=True)

    def messages(root: ET.Element) -> set[tuple[str, str]]:
        return {
            (context.findtext("name") or "", message.findtext("source") or "")
            for context in root.iter("context")
            for message in context.iter("message")
        }

    in_code = messages(ET.parse(fresh).getroot())
    for code in LANGUAGES:
        assert messages(_ts(code)) == in_code, code


def test_no_window_string_hides_from_lupdate() -> None:
    """lupdate reads only double-quoted strings: `self.tr('undone')` inside an f-string was
    never offered for translation and showed in English in every language."""
    hidden = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "gui").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if re.search(r"\btr\(\s*'", line)
    ]
    assert hidden == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_models_message_is_translated(code: str) -> None:
    used = i18n.extract_messages(sorted((ROOT / "models").rglob("*.py")))
    catalog = json.loads((FOLDER / f"models.{code}.json").read_text(encoding="utf-8"))
    assert set(catalog) == used  # nothing missing, nothing left over (make translations)
    for source, text in catalog.items():
        texts = text if isinstance(text, list) else [text]
        if isinstance(text, list):
            assert len(text) == FORMS[code], source
        assert all(texts), f"{source!r} is not translated"
        assert all(_same_placeholders(source, t) for t in texts), (source, texts)


def test_plural_forms_follow_each_language() -> None:
    # CLDR: Polish 1 / 2–4, 22–24 / 5–21, 25…; Russian 1, 21 / 2–4 / 5–20; Italian 1 / other.
    assert [i18n.plural_form("pl", n) for n in (1, 2, 4, 5, 12, 21, 22, 25)] == [
        0,
        1,
        1,
        2,
        2,
        2,
        1,
        2,
    ]
    assert [i18n.plural_form("ru", n) for n in (1, 2, 5, 11, 21, 22, 25, 111)] == [
        0,
        1,
        2,
        2,
        0,
        1,
        2,
        2,
    ]
    assert [i18n.plural_form("it", n) for n in (0, 1, 2)] == [1, 0, 1]


def test_the_system_language_is_the_default() -> None:
    assert gui_i18n.chosen_language("system", "it_IT") == "it"
    assert gui_i18n.chosen_language("system", "pl_PL") == "pl"
    assert gui_i18n.chosen_language("system", "ru-RU") == "ru"
    assert gui_i18n.chosen_language("system", "de_DE") == "en"  # not ours: English
    assert gui_i18n.chosen_language("system", "C") == "en"
    assert gui_i18n.chosen_language("pl", "it_IT") == "pl"  # a choice wins


@pytest.mark.parametrize(
    ("code", "context", "source", "expected"),
    [
        ("it", "MainWindow", "Rosters", "Liste"),
        ("pl", "MainWindow", "Rosters", "Rozpiski"),
        ("ru", "MainWindow", "Rosters", "Ростеры"),
        ("ru", "QPlatformTheme", "Cancel", "Отмена"),  # Qt's own buttons too
    ],
)
def test_installing_a_language_translates_the_window_and_models(
    qapp: QCoreApplication, code: str, context: str, source: str, expected: str
) -> None:
    installed = gui_i18n.install(qapp, code)
    try:
        assert QCoreApplication.translate(context, source) == expected
        assert i18n.language() == code
    finally:
        gui_i18n.remove(qapp, installed)
    assert QCoreApplication.translate(context, source) == source
    assert i18n.tr("Down") == "Down"


@pytest.mark.parametrize(
    ("code", "terms"),
    [
        # Trench Crusade in Italian: the source articles' terms.
        (
            "it",
            {
                "BLOOD": "SEGNALINI SANGUE",
                "BLESSING": "SEGNALINI BENEDIZIONE",
                "Down": "Atterrato",
                "Out of Action": "Fuori Combattimento",
                "Minor hit": "Ferita Leggera",
                "Bloodbath": "Bagno di Sangue",
                "Charge": "Carica",
                "Dash (RISKY)": "Scatto (RISCHIOSO)",
            },
        ),
        # The ninth-age ruleset in Russian: seed 002's terms.
        (
            "ru",
            {
                "Champion HP": "Раны Командира",
                "Special save": "Особый спасбросок",
                "Rank-and-file models in the target unit (FB-L4).": (
                    "Модели Рядовых в подразделении-цели (FB-L4)."
                ),
            },
        ),
        # The warzone ruleset in Polish: seed 004's terms.
        (
            "pl",
            {
                "WS": "WS (Walka Strzelecka)",
                "Jam": "Zacięcie",
                "Cover (highest)": "Osłona (najwyższa)",
                "A natural 1 takes": "Absolutny Sukces (naturalna 1) daje",
            },
        ),
    ],
)
def test_each_community_reads_its_own_game_terms(code: str, terms: dict[str, str]) -> None:
    i18n.set_language(code)
    try:
        for english, own in terms.items():
            assert i18n.tr(english) == own
        if code == "ru":
            assert "Регенерация" in i18n.tr(
                '"Regeneration +X": improves the special save by X; without one, gives it at '
                "7 − X (FB-S2)."
            )
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ("en", *LANGUAGES))
def test_the_committed_qm_is_compiled_from_its_ts(code: str, tmp_path: Path) -> None:
    """Issue 35: a plain `pip install .` (the wheel) and a frozen build carry the compiled
    translations, so the .qm files are in the repository; this test fails when a .ts changed
    and its .qm was not made again (`make qm`)."""
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    compiled = tmp_path / f"{code}.qm"
    source = FOLDER / f"warband-ledger_{code}.ts"
    subprocess.run([lrelease, "-silent", source, "-qm", compiled], check=True, timeout=120)
    committed = FOLDER / f"warband-ledger_{code}.qm"
    assert committed.read_bytes() == compiled.read_bytes(), f"run `make qm`: {committed.name}"


def test_the_qm_files_are_in_the_repository() -> None:
    if not (ROOT / ".git").exists():
        pytest.skip("not a git clone")
    tracked = subprocess.run(
        ["git", "ls-files", "resources/translations/*.qm"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert tracked == [
        f"resources/translations/warband-ledger_{code}.qm" for code in ("en", *LANGUAGES)
    ]


def test_english_has_real_plural_forms(qapp: QCoreApplication) -> None:
    """Issue 35 §10: "1 warband", not "1 warband(s)" — English loads its plural forms."""
    installed = gui_i18n.install(qapp, "en")
    try:
        one = QCoreApplication.translate("RostersArea", "%n warband(s)", "", 1)
        two = QCoreApplication.translate("RostersArea", "%n warband(s)", "", 2)
        assert (one, two) == ("1 warband", "2 warbands")
        assert "(s)" not in QCoreApplication.translate(
            "CampaignView", "%n result(s) not confirmed by their player", "", 1
        )
    finally:
        gui_i18n.remove(qapp, installed)
    assert i18n.ntr(("{n} hit", "{n} hits"), 1).format(n=1) == "1 hit"


def test_every_plural_window_string_has_english_forms() -> None:
    root = ET.parse(FOLDER / "warband-ledger_en.ts").getroot()
    english = {m.findtext("source") or "" for m in root.iter("message")}
    for code in LANGUAGES:
        plural = {
            m.findtext("source") or ""
            for m in _ts(code).iter("message")
            if m.get("numerus") == "yes"
        }
        assert plural <= english, f"run `make translations`: {sorted(plural - english)}"
    for message in root.iter("message"):
        forms = [f.text or "" for f in message.iter("numerusform")]
        assert len(forms) == 2 and all("(s)" not in f for f in forms), message.findtext("source")


@pytest.mark.parametrize("code", LANGUAGES)
def test_two_different_actions_never_share_a_label(code: str) -> None:
    """Issue 35 §12: Italian had "Togli" on both Remove (a model) and Take Off (an item)."""
    for context in _ts(code).iter("context"):
        labels: dict[str, str] = {}
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if source not in ("Remove", "Take Off", "Duplicate", "Delete", "Equip…", "Upgrade…"):
                continue
            text = (message.findtext("translation") or "").replace("&", "")
            assert labels.setdefault(text, source) == source, (context.findtext("name"), text)
