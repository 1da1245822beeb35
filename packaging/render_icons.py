"""Render resources/icons/warband-ledger.svg to the PNG sizes the app and installers use.

Run after changing the SVG: `.venv/bin/python packaging/render_icons.py`. The PNGs are
committed, so neither the app nor CI renders them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"


def main() -> int:
    app = QGuiApplication(sys.argv)  # noqa: F841 (QImage painting needs an application)
    renderer = QSvgRenderer(str(ICONS / "warband-ledger.svg"))
    if not renderer.isValid():
        print("the SVG could not be read", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = ICONS / f"warband-ledger-{size}.png"
        if not image.save(str(target)):
            print(f"could not write {target}", file=sys.stderr)
            return 1
        print(target.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
