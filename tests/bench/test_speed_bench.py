"""Issue 21: whole processes and the long chains, each beside its floor measured in the same run.

Whole processes are timed the way a user waits for them: from starting `python` until it exits
(or, for the window, until it says it is on screen), A and B alternated, the median of several
runs after a warm-up. Bytecode is written and read as an installed app does (the test
environment may set PYTHONDONTWRITEBYTECODE, which would make every run recompile every
module). The chains are timed in-process from cold caches, the fastest of several runs.

A row whose goal is still missed is marked xfail with the reason; it prints its figures all
the same (docs/benchmarks.md).
"""

from __future__ import annotations

import json
import os
import pickle
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pytest

from models.rules.dice import kept_counts, kept_sum
from models.rules.spec import field_info, from_mapping
from models.systems.dies_irae import attack as dies_irae
from models.systems.trench_crusade import attack as tc
from models.systems.trench_crusade.spec import TCAttackSpec
from models.systems.warzone import attack as warzone
from tests.bench.conftest import best_time
from tests.bench.test_trench_crusade_bench import random_specs

PYTHON = sys.executable
RUNS = 7
FIRST_WINDOW = "first window shown"  # gui/app.py prints it once the window is on screen
WINDOW_READY = "window ready"  # and this once the database is open and the areas are built

ICEPOOL_SCRIPT = '''"""The floor for `odds --spec @FILE.jsonl`: icepool computing each spec's
hit and injury roll distributions (kept highest/lowest of a d6 pool), one JSON line each."""
import json
import sys

import icepool


def pool(base, net):
    dice = icepool.d6.pool(base + abs(net))
    die = (dice.highest(base) if net >= 0 else dice.lowest(base)).sum()
    return {str(o): str(die.probability(o)) for o in die.outcomes()}


for line in open(sys.argv[1], encoding="utf-8"):
    spec = json.loads(line)
    hit = pool(2, spec["hit_dice"])
    injury = pool(spec["injury_base_dice"], spec["injury_dice"])
    print(json.dumps({"hit_roll": hit, "injury_roll": injury}))
'''

ONE_PAGE_SCRIPT = '''"""The floor for an export: a one-page reportlab PDF (platypus: a title,
a paragraph and a table of 11 rows)."""
import sys

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

styles = getSampleStyleSheet()
rows = [["Model", "Move", "Ranged", "Melee", "Armour"]]
rows += [[f"Model {i}", '6"', "+1", "+1", "-1"] for i in range(10)]
table = Table(rows)
table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey)]))
story = [Paragraph("Warband", styles["Title"]), Paragraph("One page.", styles["Normal"]), table]
SimpleDocTemplate(sys.argv[1], pagesize=A4).build(story)
'''

REPORTS_CONSTANT_SCRIPT = '''"""`odds` as it runs, with each spec's report replaced by a constant:
the specs are still read, checked, worked out by the engine and printed — what the
interpreter, the imports and the engine cost beside the reports."""
import runpy
import sys

from models.rules.system import OddsReport
from models.systems.trench_crusade import odds
from models.systems.trench_crusade.attack import distribution

CONSTANT = OddsReport("trench-crusade", "tc-1.6", {"miss": 1}, {})
odds.tc_odds = lambda spec, edition="tc-1.6": (distribution(spec, edition), CONSTANT)[1]
sys.argv = ["warband-ledger", *sys.argv[1:]]
runpy.run_module("models.cli", run_name="__main__")
'''

WRITER_ALONE_SCRIPT = '''"""An export's writer alone: the data it is given, gathered beforehand
by the bench (a file of its own making), written to a PDF in a process that never loads
SQLAlchemy — what an export costs without reading the database."""
import pickle
import sys
from pathlib import Path

from models.cli import exit_now, few_collections

what, data, target = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
with few_collections():
    if what == "report":
        from models.reports.game import write_report as write
    else:
        from models.reports.warband import write_cards, write_roster

        write = write_cards if what == "cards" else write_roster
    write(pickle.loads(data.read_bytes()), target)
assert "sqlalchemy" not in sys.modules
exit_now(0)
'''

BARE_WINDOW_SCRIPT = f'''"""The floor for the window: a bare PySide6 main window, until shown."""
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.show()
QTimer.singleShot(0, lambda: (print("{FIRST_WINDOW}", file=sys.stderr, flush=True), app.quit()))
app.exec()
'''


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        QT_QPA_PLATFORM="offscreen",
        WARBAND_LEDGER_QUIT_AFTER="0.01",
    )
    return env


def run_process(command: Sequence[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def until_shown(command: Sequence[str], env: dict[str, str], ready: list[float]) -> float:
    """Seconds from starting `command` until it prints that its first window is shown; the
    seconds until it says it is ready (ours only) are added to `ready`."""
    start = time.perf_counter()
    shown = None
    with subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    ) as process:
        assert process.stderr is not None
        for line in process.stderr:
            if FIRST_WINDOW in line and shown is None:
                shown = time.perf_counter() - start
            if WINDOW_READY in line:
                ready.append(time.perf_counter() - start)
    assert process.returncode == 0 and shown is not None, command
    return shown


def side_by_side(
    timed: Callable[[Sequence[str]], float], commands: Mapping[str, Sequence[str]]
) -> dict[str, float]:
    """The median seconds of each command, run in turn (A, B, A, B …) after one warm-up."""
    for command in commands.values():
        timed(command)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(RUNS):
        for name, command in commands.items():
            times[name].append(timed(command))
    return {name: statistics.median(runs) for name, runs in times.items()}


def judge(rows: dict[str, float], floor: str, ours: str, goal: float, why_missed: str) -> None:
    """Print the rows; a missed goal is an expected failure, said with its known cause."""
    print()
    for name, seconds in rows.items():
        print(f"  {name}: {seconds * 1000:.0f} ms ({seconds / rows[floor]:.2f}× {floor})")
    ratio = rows[ours] / rows[floor]
    if ratio > goal:
        pytest.xfail(f"{ours}: {ratio:.2f}× {floor}, goal ≤ {goal:g}×: {why_missed}")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("speed")


@pytest.fixture(scope="module")
def ledger(home: Path) -> Path:
    """A demo database with one Trench Crusade game (the demo has none)."""
    db = home / "ledger.sqlite"
    env = environment(home)
    cli = [PYTHON, "-m", "models.cli"]
    listed = subprocess.run(
        [*cli, "list", "warbands", "--json", "--db", str(db)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    tc_ids = [w["id"] for w in json.loads(listed.stdout) if w["system"] == "trench-crusade"]
    new = [*cli, "game", "new", "--db", str(db), "--warband", str(tc_ids[0])]
    subprocess.run([*new, "--warband", str(tc_ids[1])], env=env, check=True, capture_output=True)
    return db


def test_300_specs_in_one_process_against_icepool(home: Path) -> None:
    """Goal: `odds --spec @file.jsonl` over 300 TC specs in at most half icepool's time."""
    specs = home / "specs.jsonl"
    with specs.open("w", encoding="utf-8") as out:
        for spec in random_specs(300, seed=3):
            out.write(json.dumps({k: getattr(spec, k) for k in field_info(TCAttackSpec)}) + "\n")
    script = home / "icepool_specs.py"
    script.write_text(ICEPOOL_SCRIPT, encoding="utf-8")
    env = environment(home)
    constant = home / "reports_constant.py"
    constant.write_text(REPORTS_CONSTANT_SCRIPT, encoding="utf-8")
    spec_file = ["trench-crusade", "--spec", f"@{specs}", "--json"]
    rows = side_by_side(
        lambda c: run_process(c, env),
        {
            "icepool script": [PYTHON, str(script), str(specs)],
            "ours": [PYTHON, "-m", "models.cli", "odds", *spec_file],
            "ours, each report a constant": [PYTHON, str(constant), "odds", *spec_file],
        },
    )
    judge(
        rows,
        "icepool script",
        "ours",
        0.5,
        "the interpreter, the imports and the engine alone measured 0.49×; each spec's report "
        "and JSON another 0.1× (docs/benchmarks.md)",
    )


def test_one_spec_in_one_process_against_python_doing_nothing(home: Path) -> None:
    """Goal: one spec's whole process within 3× `python -c pass`."""
    env = environment(home)
    spec = ["--spec", '{"characteristic": 2}', "--json"]
    rows = side_by_side(
        lambda c: run_process(c, env),
        {
            "python -c pass": [PYTHON, "-c", "pass"],
            "ours": [PYTHON, "-m", "models.cli", "odds", "trench-crusade", *spec],
        },
    )
    judge(rows, "python -c pass", "ours", 3, "dataclasses, typing and argparse are most of it")


# The costliest legal spec of each system found (issue 36 §2), by hand at the extremes and by a
# random search over every field at its limits (40 s a system): Warzone into a melee is the
# only one near a second; the others answer in milliseconds in-process.
WORST_LEGAL_SPECS = {
    "warzone": {
        "skill": 14,
        "shots": 10,
        "melee_friends": 10,
        "friend_wounds": 10,
        "damage_multiplier": 6,
        "wounds": 1,
        "damage": 10,
        "armour": 25,
        "friend_armour": 15,
        "absolute_success": "av",
    },
    "trench-crusade": {  # issue 36 §5: a BLAST of ten shots on twenty, the best play
        "shots": 10,
        "blast_models": 20,
        "best_play": True,
        "target_blood": 6,
        "tough": True,
        "memento_mori": True,
        "critical_keyword": True,
        "injury_base_dice": 3,
        "injury_dice": 3,
        "extra_blood": True,
    },
    "ninth-age": {
        "attacks": 60,
        "offensive_skill": 10,
        "resilience": 6,
        "armour": 6,
        "armour_penetration": 10,
        "special_save": 4,
        "models": 100,
        "hp": 10,
        "champion_hp": 4,
        "multiple_wounds": 6,
    },
    "dies-irae": {
        "mode": "shooting",
        "attacks": 60,
        "enemy_ability": 10,
        "models": 60,
        "character_health": 6,
        "health": 6,
        "score_to_settle": True,
    },
}


@pytest.mark.parametrize("system", list(WORST_LEGAL_SPECS))
def test_the_worst_legal_spec_answers_within_two_seconds(home: Path, system: str) -> None:
    """Goal (issue 36): every spec the validation accepts answers in ≤ 2 s, whole process,
    on the 2-core machine; shown beside `python -c pass`."""
    env = environment(home)
    spec = ["--spec", json.dumps(WORST_LEGAL_SPECS[system]), "--json"]
    rows = side_by_side(
        lambda c: run_process(c, env),
        {
            "python -c pass": [PYTHON, "-c", "pass"],
            "ours": [PYTHON, "-m", "models.cli", "odds", system, *spec],
        },
    )
    judge(rows, "python -c pass", "ours", 2 / rows["python -c pass"], "over 2 s")


def test_parsing_a_spec_against_the_engine_from_cold() -> None:
    """Goal: `from_mapping` takes no longer than the engine's own cold time for the spec."""
    specs = random_specs(300, seed=3)
    data = [{k: getattr(spec, k) for k in field_info(TCAttackSpec)} for spec in specs]

    def parse() -> None:
        for mapping in data:
            from_mapping(TCAttackSpec, mapping)

    def engine() -> None:
        for spec in specs:
            cold()
            tc.distribution(spec)

    parsing, computing = best_time(parse), best_time(engine, repeat=3)
    print(
        f"\nparse a spec: {parsing * 1000 / 300:.3f} ms; "
        f"the engine from cold: {computing * 1000 / 300:.3f} ms a spec"
    )
    assert parsing <= computing


def cold() -> None:
    kept_counts.cache_clear()
    kept_sum.cache_clear()
    tc.clear_caches()
    warzone._fail_counts.cache_clear()
    warzone._kinds.cache_clear()


def chain(label: str, run: Callable[[], object], goal_ms: float) -> None:
    def from_cold() -> None:
        cold()
        run()

    elapsed = best_time(from_cold, repeat=7) * 1000
    print(f"\n{label}: {elapsed:.1f} ms from cold (goal ≤ {goal_ms:g} ms)")
    assert elapsed <= goal_ms


def test_ten_shot_burst_spending_gained_blood() -> None:
    spec = TCAttackSpec(
        shots=10, characteristic=1, extra_blood=True, tough=True, armour=-1, spend_gained_blood=True
    )
    chain("TC 10-shot burst spending gained BLOOD (FIRE, TOUGH)", lambda: tc.distribution(spec), 30)


def test_ten_shots_into_a_melee_of_ten_and_ten() -> None:
    spec = TCAttackSpec(shots=10, into_melee_friends=10, into_melee_enemies=10)
    chain("TC 10 shots into melee (10 friends, 10 enemies)", lambda: tc.distribution(spec), 30)


def test_dies_irae_sixty_shots() -> None:
    spec = dies_irae.DiesIraeAttackSpec(
        attacks=60, models=10, character_health=4, dodge=5, cover=True, aim=4
    )
    chain(
        "dies-irae 60 shots into 10 soldiers and a character",
        lambda: dies_irae.distribution(spec),
        15,
    )


def test_warzone_ten_shots_of_six_damage_into_melee() -> None:
    spec = warzone.WarzoneAttackSpec(
        shots=10,
        damage_multiplier=6,
        melee_friends=2,
        skill=14,
        modifier=2,
        jam=19,
        armour=22,
        wounds=3,
    )
    chain(
        "warzone 10 shots ×6 damage into melee (2 friends)", lambda: warzone.distribution(spec), 15
    )


def test_window_start_against_a_bare_window(home: Path, ledger: Path) -> None:
    """Goal: the window on screen within 3× a bare PySide6 window's start."""
    script = home / "bare_window.py"
    script.write_text(BARE_WINDOW_SCRIPT, encoding="utf-8")
    env = environment(home)
    ready: list[float] = []
    rows = side_by_side(
        lambda c: until_shown(c, env, ready),
        {
            "bare PySide6 window": [PYTHON, str(script)],
            "ours": [PYTHON, "-m", "gui.launcher", "--db", str(ledger)],
        },
    )
    print(f"\n  ours ready (database open, areas built): {statistics.median(ready) * 1000:.0f} ms")
    judge(rows, "bare PySide6 window", "ours", 3, "too much is imported before it shows")


def writer_alone(home: Path, ledger: Path, what: str) -> list[str]:
    """The command of WRITER_ALONE_SCRIPT for export `what` of warband or game 1, its data
    gathered here, as the export gathers it."""
    from models.ledger.startup import open_ledger
    from models.reports import exports

    database = open_ledger(ledger)
    try:
        gathered = (
            exports.game_data(database, 1)
            if what == "report"
            else exports.warband_sheet(database, 1)
        )
    finally:
        database.close()
    data = home / f"{what}.data"
    data.write_bytes(pickle.dumps(gathered))
    script = home / "writer_alone.py"
    script.write_text(WRITER_ALONE_SCRIPT, encoding="utf-8")
    return [PYTHON, str(script), what, str(data), str(home / f"{what}-alone.pdf")]


@pytest.mark.parametrize("what", ["cards", "roster", "report", "campaign"])
def test_export_process_against_a_one_page_reportlab_script(
    home: Path, ledger: Path, what: str
) -> None:
    """Goal: each export's whole process within 2× a one-page reportlab script."""
    script = home / "one_page.py"
    script.write_text(ONE_PAGE_SCRIPT, encoding="utf-8")
    env = environment(home)
    export = [PYTHON, "-m", "models.cli", "export", what, "1", "--db", str(ledger)]
    commands = {
        "one-page reportlab script": [PYTHON, str(script), str(home / "one.pdf")],
        f"export {what}": [*export, "-o", str(home / f"{what}.pdf")],
    }
    if what != "campaign":  # the campaign book reads as it writes: no writer alone
        commands["the writer alone, nothing read"] = writer_alone(home, ledger, what)
    rows = side_by_side(lambda c: run_process(c, env), commands)
    floor = "one-page reportlab script"
    judge(
        rows,
        floor,
        f"export {what}",
        2,
        "reading the database loads SQLAlchemy and the ORM (1.9× the floor alone); the writers "
        "without any reading measured 1.9–2.3× (docs/benchmarks.md)",
    )
