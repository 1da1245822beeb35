"""Faces typed in from the table, checked against what a resolution asks for.

One helper for the attack wizards and the action dialog: it runs a resolution on the faces
typed so far and says, in a line, what is still missing or wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication

from models.ledger.games.play import parse_faces
from models.rules.dice import DiceError, DiceSource, GivenDice, NotEnoughDice

T = TypeVar("T")


@dataclass(frozen=True)
class Checked(Generic[T]):
    result: T | None  # set when the faces are exactly the dice the roll needs
    faces: list[int] = field(default_factory=list)
    problem: str = ""  # what is missing or wrong, in a line
    missing: bool = False  # more dice are needed (the faces so far are fine)


def try_faces(text: str, run: Callable[[DiceSource], T]) -> Checked[T]:
    """Run `run` on the faces in `text` and say whether they are the dice it rolls."""

    try:
        faces = parse_faces(text)
    except ValueError as exc:
        return Checked(None, [], f"⚠ {exc}")
    given = GivenDice(faces)
    try:
        result = run(given)
    except NotEnoughDice as need:
        wanted = (
            QCoreApplication.translate("DiceEntry", "Enter %1 more d%2 for %3.").replace(
                "%3", need.for_whom
            )
            if need.for_whom
            else QCoreApplication.translate("DiceEntry", "Enter %1 more d%2.")
        )
        wanted = wanted.replace("%1", str(need.needed)).replace("%2", str(need.sides))
        return Checked(None, faces, wanted, missing=True)
    except (DiceError, ValueError) as exc:
        return Checked(None, [], f"⚠ {exc}")
    if given.unused:
        extra = QCoreApplication.translate(
            "DiceEntry", "⚠ %1 dice too many: the roll used only the first %2."
        )
        problem = extra.replace("%1", str(len(given.unused))).replace("%2", str(given.used))
        return Checked(None, faces, problem)
    return Checked(result, faces)
