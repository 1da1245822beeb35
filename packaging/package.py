"""Build the frozen one-folder app with PyInstaller and pack it for Linux (`make package`):
dist/warband-ledger-<version>-linux-x86_64.tar.gz holding the program folder, a .desktop
entry, the icon, a script that adds the menu entry, and INSTALL.txt.

Run with a Python that has the app installed non-editably and PyInstaller (the Makefile's
.venv-package). Windows and macOS: packaging/README.md.
"""

from __future__ import annotations

import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "warband-ledger.spec"
WORK = ROOT / "build" / "pyinstaller"
FROZEN = ROOT / "dist" / "pyinstaller"
LINUX = ROOT / "packaging" / "linux"


def version() -> str:
    import models

    return models.__version__


def freeze() -> Path:
    """The one-folder build: dist/pyinstaller/warband-ledger/."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level=WARN",
            f"--workpath={WORK}",
            f"--distpath={FROZEN}",
            str(SPEC),
        ],
        check=True,
        cwd=ROOT / "packaging",  # never the source tree's `models`: the installed one
    )
    return FROZEN / "warband-ledger"


def pack_linux(folder: Path) -> Path:
    name = f"warband-ledger-{version()}"
    machine = platform.machine().lower() or "x86_64"
    archive = ROOT / "dist" / f"{name}-linux-{machine}.tar.gz"
    staging = ROOT / "build" / "staging" / name
    shutil.rmtree(staging.parent, ignore_errors=True)
    shutil.copytree(folder, staging, symlinks=True)
    shutil.copy2(LINUX / "warband-ledger.desktop", staging)
    shutil.copy2(LINUX / "install-menu-entry.sh", staging)
    icon = ROOT / "resources" / "icons" / "warband-ledger-256.png"
    shutil.copy2(icon, staging / "warband-ledger.png")
    text = (LINUX / "INSTALL.txt").read_text(encoding="utf-8").replace("{version}", version())
    (staging / "INSTALL.txt").write_text(text, encoding="utf-8")
    archive.unlink(missing_ok=True)
    partial = archive.with_suffix(".partial")
    with tarfile.open(partial, "w:gz") as tar:
        tar.add(staging, arcname=name)
    partial.replace(archive)  # never half an archive under the real name
    return archive


def main() -> int:
    if not sys.platform.startswith("linux"):
        print("This script packs the Linux build; see packaging/README.md for the others.")
        return 2
    archive = pack_linux(freeze())
    print(f"Wrote {archive} ({archive.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
