"""Issue 33's and 48's timings, whole processes side by side (`make bench`):

- importing the whole v1.0.x BattleScribe set (12 files, 2.8 MB unzipped) ≤ 1.5 s, beside
  a process that only parses the same XML (the least any reader does), `python -c pass` and
  `list warbands` on the same database;
- importing one roster (a New Recruit .ros; a Trench Companion share record) ≤ 0.5 s, beside
  `list warbands` on the same database (opening it: the floor of any command that reads it).

Issue 48 asks each within 1.5× of `list warbands`; a row beyond says so as an expected failure
with its ratio (docs/benchmarks.md says where the time goes).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.bench.test_speed_bench import PYTHON, environment, run_process, side_by_side

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
PARSE_ONLY = (
    "import sys, pathlib, xml.etree.ElementTree as ET\n"
    "for p in sorted(pathlib.Path(sys.argv[1]).iterdir()): ET.parse(p)\n"
)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("imports")


@pytest.fixture(scope="module")
def data_set(home: Path) -> Path:
    folder = home / "bsdata"
    folder.mkdir()
    for packed in (FIXTURES / "bsdata-tc-1.0").glob("*z"):
        with zipfile.ZipFile(packed) as archive:
            archive.extractall(folder)
    return folder


@pytest.fixture(scope="module")
def ledger(home: Path) -> Path:
    db = home / "ledger.sqlite"
    subprocess.run(
        [PYTHON, "-m", "models.cli", "list", "warbands", "--db", str(db)],
        env=environment(home),
        check=True,
        capture_output=True,
    )
    return db


LIST = "list warbands"


def _judge(rows: dict[str, float], floor: str, ours: str, seconds: float) -> None:
    print()
    for name, took in rows.items():
        print(
            f"  {name}: {took * 1000:.0f} ms ({took / rows[floor]:.2f}× {floor}, "
            f"{took / rows[LIST]:.2f}× {LIST})"
        )
    missed = []
    if rows[ours] > seconds:
        missed.append(f"{rows[ours]:.2f} s, goal ≤ {seconds:g} s")
    if rows[ours] > 1.5 * rows[LIST]:
        missed.append(f"{rows[ours] / rows[LIST]:.2f}× {LIST}, goal ≤ 1.5×")
    if missed:
        pytest.xfail(f"{ours}: " + "; ".join(missed))


def _list_warbands(ledger: Path) -> list[str]:
    return [PYTHON, "-m", "models.cli", "--db", str(ledger), "list", "warbands"]


def test_importing_the_whole_data_set(home: Path, data_set: Path, ledger: Path) -> None:
    env = environment(home)
    size = sum(p.stat().st_size for p in data_set.iterdir()) / 1e6
    rows = side_by_side(
        lambda command: run_process(command, env),
        {
            "python -c pass": [PYTHON, "-c", "pass"],
            "parse the XML only": [PYTHON, "-c", PARSE_ONLY, str(data_set)],
            LIST: _list_warbands(ledger),
            f"import the data set ({size:.1f} MB)": [
                PYTHON,
                "-m",
                "models.cli",
                "--db",
                str(ledger),
                "import",
                str(data_set),
            ],
        },
    )
    _judge(rows, "parse the XML only", f"import the data set ({size:.1f} MB)", 1.5)


@pytest.mark.parametrize(
    ("fixture", "what"),
    [
        ("house-of-wisdom.ros", "import a .ros"),
        ("bayt-al-hikma.share-record.json", "import a share record (13 models)"),
    ],
)
def test_importing_one_roster(home: Path, ledger: Path, fixture: str, what: str) -> None:
    env = environment(home)
    roster = home / fixture
    shutil.copyfile(FIXTURES / "rosters" / fixture, roster)
    rows = side_by_side(
        lambda command: run_process(command, env),
        {
            LIST: _list_warbands(ledger),
            what: [
                PYTHON,
                "-m",
                "models.cli",
                "--db",
                str(ledger),
                "import",
                "--as-new",
                str(roster),
            ],
        },
    )
    _judge(rows, LIST, what, 0.5)


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q", "-s", "--override-ini", "addopts="]))
