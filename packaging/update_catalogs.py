"""Bring the models message catalogs (resources/translations/models.<language>.json) up to
date with the messages used in models/ (`make translations`): new messages are added with an
empty translation for the translator to fill in, messages no longer used are dropped, and the
file is kept sorted. The GUI's strings are Qt Linguist's business (pyside6-lupdate)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from models.files import write_atomically  # noqa: E402
from models.i18n import LANGUAGES, SOURCE_LANGUAGE, extract_messages  # noqa: E402

FOLDER = ROOT / "resources" / "translations"


def main() -> int:
    messages = extract_messages(sorted((ROOT / "models").rglob("*.py")))
    for code in LANGUAGES:
        if code == SOURCE_LANGUAGE:
            continue
        path = FOLDER / f"models.{code}.json"
        old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        new = {m: old.get(m, "") for m in sorted(messages)}
        missing = sum(1 for v in new.values() if not v)
        text = json.dumps(new, ensure_ascii=False, indent=1) + "\n"

        def write(target: Path, text: str = text) -> None:
            target.write_text(text, encoding="utf-8")

        write_atomically(path, write)
        print(f"{path.relative_to(ROOT)}: {len(new)} messages, {missing} to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
