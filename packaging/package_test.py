"""Smoke-test the frozen Linux build as a user gets it (`make package-test`).

Unpacks dist/warband-ledger-<version>-linux-<machine>.tar.gz into a temporary folder, with a
home of its own (so the user's real data is never touched), and runs the program offscreen:
--version, odds, list warbands on a new database, export cards to a PDF that pdftotext reads,
the window opened and closed; then all of it again in portable mode. Prints the unpacked size
and the start-up time to the first window; exits 1 on the first failure.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE_GOAL_MB = 150
QUIT_AFTER = "WARBAND_LEDGER_QUIT_AFTER"
FIRST_WINDOW = "first window shown"


class Failed(Exception):
    pass


def archive() -> Path:
    sys.path.insert(0, str(ROOT))
    from models import __version__

    machine = platform.machine().lower() or "x86_64"
    found = ROOT / "dist" / f"warband-ledger-{__version__}-linux-{machine}.tar.gz"
    if not found.exists():
        raise Failed(f"{found} is missing: run `make package` first")
    return found


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


# The size goal split by part (MB), so that a build over it says which part grew. The first
# matching prefix (a path under the program's _internal/ folder) names a file's part. Measured
# on PySide6 6.11.3 at 142.1 MB (Qt's libraries 69.8, the building machine's libraries 18.4,
# the programs 10.0, …); each share is that with a margin, the shares sum to the goal.
PARTS: tuple[tuple[str, tuple[str, ...], float], ...] = (
    ("Qt libraries (PySide6/Qt/lib)", ("PySide6/Qt/lib/",), 71),
    ("Qt plugins (PySide6/Qt/plugins)", ("PySide6/Qt/plugins/",), 5),
    ("Qt translations", ("PySide6/Qt/translations/",), 1),
    ("PySide6 and shiboken6 modules", ("PySide6/", "shiboken6/"), 16.5),
    ("the app's own data (catalogs, fonts, translations)", ("models/",), 4.5),
    ("Python and its standard library", ("libpython", "python3", "base_library.zip"), 12.5),
    ("libraries of the building machine (_internal/*.so*)", ("lib",), 20),
    ("other Python packages (Pillow, charset_normalizer …)", ("",), 8.5),
    ("the programs (the Python code, archived inside)", (), 11),
)
HOST_LIBRARIES, PROGRAMS = PARTS[6][0], PARTS[8][0]


def part_sizes(folder: Path) -> dict[str, float]:
    """MB per part of PARTS (the files beside _internal/ are the programs and their
    launchers)."""
    sizes = {name: 0.0 for name, _, _ in PARTS}
    internal = folder / "_internal"
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        if internal not in path.parents:
            name = PROGRAMS
        else:
            relative = path.relative_to(internal).as_posix()
            if "/" not in relative and ".so" in relative and not relative.startswith("libpython"):
                name = HOST_LIBRARIES
            else:
                name = next(n for n, prefixes, _ in PARTS if relative.startswith(prefixes))
        sizes[name] += path.stat().st_size / 1e6
    return sizes


def size_report(folder: Path) -> tuple[float, list[str]]:
    """The unpacked size in MB and one line per part, those over their share marked."""
    sizes = part_sizes(folder)
    lines = []
    for name, _, budget in PARTS:
        over = "  OVER its share" if sizes[name] > budget else ""
        lines.append(f"  {sizes[name]:6.1f} MB of {budget:>4} MB  {name}{over}")
    return sum(sizes.values()), lines


class Program:
    def __init__(self, folder: Path, home: Path, exe: Path | None = None) -> None:
        self.folder = folder
        self.exe = exe or folder / "warband-ledger"
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(home),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "QT_QPA_PLATFORM": "offscreen",
            "LANG": "C.UTF-8",
        }

    def run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        result = subprocess.run(
            [str(self.exe), *args],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        if result.returncode != 0:
            raise Failed(f"{' '.join(args)}: exit {result.returncode}\n{result.stderr}")
        return result

    def window(self, seconds: float = 2.0, x11: bool = False) -> float:
        """Open the window, wait for it, let it close itself; the seconds to the first window.
        `x11`: on a real X server (Xvfb) through Qt's xcb platform, as on a laptop."""
        started = time.perf_counter()
        command = [str(self.exe)]
        env = {**self.env, QUIT_AFTER: str(seconds)}
        if x11:
            command = ["xvfb-run", "--auto-servernum", *command]
            env["QT_QPA_PLATFORM"] = "xcb"
        process = subprocess.Popen(
            command,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert process.stderr is not None
        shown = None
        for line in process.stderr:
            if FIRST_WINDOW in line and shown is None:
                shown = time.perf_counter() - started
        code = process.wait(timeout=60)
        if code != 0 or shown is None:
            raise Failed(f"the window: exit {code}, first window {'seen' if shown else 'never'}")
        return shown


def check_commands(program: Program, work: Path, db: list[str]) -> None:
    from models import __version__

    version = program.run("--version").stdout
    if __version__ not in version:
        raise Failed(f"--version printed {version!r}")
    odds = json.loads(
        program.run(
            "odds", "trench-crusade", "--spec", '{"attack": "melee", "characteristic": 2}', "--json"
        ).stdout
    )
    if sum(Fraction(p) for p in odds["outcomes"].values()) != 1:
        raise Failed("odds: the outcomes do not sum to 1")
    warbands = json.loads(program.run("list", "warbands", "--json", *db).stdout)
    if len(warbands) != 8:
        raise Failed(f"list warbands: {len(warbands)} warbands, not the 8 of the demo")
    pilgrims = next(w for w in warbands if w["name"] == "Pellegrini di San Marco")
    pdf = work / "cards.pdf"
    program.run("export", "cards", str(pilgrims["id"]), "-o", str(pdf), *db)
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    for expected in ("Pellegrini di San Marco", "Siostra Łucja", "Брат Илья"):
        if expected not in text:
            raise Failed(f"export cards: {expected!r} not in the PDF's text")
    # The translations travel with the build: an Italian roster sheet (models catalog), and
    # the window's compiled translations beside it.
    roster = work / "lista.pdf"
    program.run("export", "roster", str(pilgrims["id"]), "-o", str(roster), "--lang", "it", *db)
    text = subprocess.run(
        ["pdftotext", str(roster), "-"], capture_output=True, text=True, check=True
    ).stdout
    if "Tracciati dei segnalini" not in text:
        raise Failed("export roster --lang it: the Italian words are missing")
    compiled = sorted(p.name for p in program.folder.rglob("warband-ledger_*.qm"))
    if compiled != [f"warband-ledger_{code}.qm" for code in ("en", "it", "pl", "ru")]:
        raise Failed(f"the frozen build holds these translations: {compiled}")


def main() -> int:
    if shutil.which("pdftotext") is None:
        print("pdftotext missing: install poppler-utils (.ci/system-deps does)")
        return 1
    try:
        tarball = archive()
        with tempfile.TemporaryDirectory(prefix="wbl-package-") as scratch:
            work = Path(scratch)
            with tarfile.open(tarball) as tar:
                tar.extractall(work, filter="data")
            (folder,) = [p for p in work.iterdir() if p.is_dir()]
            size, parts = size_report(folder)
            for name in (
                "warband-ledger",
                "warband-ledger.desktop",
                "warband-ledger.png",
                "INSTALL.txt",
                "install-menu-entry.sh",
            ):
                if not (folder / name).exists():
                    raise Failed(f"{name} is missing from the archive")

            home = work / "home"
            program = Program(folder, home)
            check_commands(program, work, ["--db", str(work / "new.sqlite")])
            normal = program.window()
            again = program.window()  # the database exists now, as on every later start
            # Side by side: the same app installed from its wheel (this Python's entry point).
            installed = Program(folder, home, Path(sys.executable).parent / "warband-ledger")
            unfrozen = installed.window() if installed.exe.exists() else None
            x11 = program.window(x11=True) if shutil.which("xvfb-run") else None
            if not (home / "data" / "warband-ledger" / "warband-ledger.sqlite").exists():
                raise Failed("the window did not make its database in the user's data folder")

            (folder / "portable.txt").write_text("", encoding="utf-8")
            portable_home = work / "home-portable"
            portable = Program(folder, portable_home)
            check_commands(portable, work, [])  # no --db: the portable data folder's database
            portable_start = portable.window()
            data = folder / "data"
            if not (data / "warband-ledger.sqlite").exists():
                raise Failed("portable mode: no database in data/ beside the program")
            if not list(data.rglob("*.ini")):
                raise Failed("portable mode: the settings are not in data/")
            if portable_home.exists() and any(p.is_file() for p in portable_home.rglob("*")):
                raise Failed("portable mode wrote into the user's folders")
    except (Failed, subprocess.TimeoutExpired) as exc:
        print(f"FAILED: {exc}")
        return 1
    verdict = "within" if size <= SIZE_GOAL_MB else "OVER"
    print(f"unpacked size: {size:.1f} MB ({verdict} the {SIZE_GOAL_MB} MB goal), by part:")
    print("\n".join(parts))
    print(f"first window: {normal:.2f} s offscreen (new database); portable {portable_start:.2f} s")
    print(f"first window, the database there: frozen {again:.2f} s", end="")
    if unfrozen is not None:
        print(f"; installed from the wheel {unfrozen:.2f} s (ratio {again / unfrozen:.2f})")
    else:
        print()
    if x11 is not None:
        print(f"first window on X11 (Xvfb, xcb platform): {x11:.2f} s")
    else:
        print("xvfb-run missing: the X11 window was not tried")
    print("package test passed")
    return 0 if size <= SIZE_GOAL_MB else 1


if __name__ == "__main__":
    sys.exit(main())
