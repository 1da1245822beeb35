"""What a `resolve` function returns: the outcome and the steps that led to it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Explained(Generic[T]):
    outcome: T
    steps: tuple[str, ...]  # one line a step, each citing its rule ID
    used: tuple[str, ...] = ()  # once-a-game effects the roll used up (TC-I11: "tough")
