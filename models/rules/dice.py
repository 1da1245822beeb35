"""Exact dice: distributions as Fractions, kept-dice pools, threshold tests, and dice sources.

Two kinds of dice reach the rules: faces a player rolled at the table and typed in
(`GivenDice`), or the app's own seeded generator (`SeededDice`, whose seed is reported so a
roll can be replayed). Both are `DiceSource`s; rules read dice only through one.
"""

from __future__ import annotations

import itertools
import random
from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from fractions import Fraction
from functools import cache
from math import comb, lcm
from typing import Generic, Literal, Protocol, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V", bound=Hashable)

Keep = Literal["highest", "lowest"]

ZERO = Fraction(0)
ONE = Fraction(1)


class Distribution(Mapping[K, Fraction], Generic[K]):
    """An exact probability distribution: outcome → Fraction, zero entries dropped, sum 1.

    One made from whole-number weights (`from_counts`) keeps them: its Fractions are made only
    if asked for, and a marginal (`group_by`, models/rules/system.py) adds the integers and
    makes one Fraction a group — thousands of outcomes of a burst cost no fraction sums."""

    __slots__ = ("_p", "_counts", "_total")

    def __init__(self, probabilities: Mapping[K, Fraction] | Iterable[tuple[K, Fraction]]):
        items = probabilities.items() if isinstance(probabilities, Mapping) else probabilities
        merged: dict[K, Fraction] = defaultdict(Fraction)
        for outcome, p in items:
            merged[outcome] += p
        self._p: dict[K, Fraction] | None = {k: p for k, p in merged.items() if p}
        self._counts: dict[K, int] | None = None
        self._total = 0
        if sum(self._p.values(), ZERO) != ONE:
            raise ValueError(f"probabilities sum to {sum(self._p.values(), ZERO)}, not 1")

    @classmethod
    def from_counts(cls, counts: Mapping[K, int], total: int) -> Distribution[K]:
        """From whole-number weights over `total` (checked in integers: no fraction sums)."""
        if sum(counts.values()) != total:
            raise ValueError(f"counts sum to {sum(counts.values())}, not {total}")
        dist: Distribution[K] = cls.__new__(cls)
        dist._counts = {k: n for k, n in counts.items() if n}
        dist._total = total
        dist._p = None
        return dist

    def weights(self) -> tuple[Mapping[K, int], int] | None:
        """The whole-number weights and their total, for one made from them; else None."""
        return (self._counts, self._total) if self._counts is not None else None

    @property
    def _probabilities(self) -> dict[K, Fraction]:
        if self._p is None:
            assert self._counts is not None
            total = self._total
            self._p = {k: Fraction(n, total) for k, n in self._counts.items()}
        return self._p

    @classmethod
    def certain(cls, outcome: K) -> Distribution[K]:
        return cls({outcome: ONE})

    @classmethod
    def uniform(cls, outcomes: Sequence[K]) -> Distribution[K]:
        share = Fraction(1, len(outcomes))
        return cls((o, share) for o in outcomes)

    def __getitem__(self, outcome: K) -> Fraction:
        return self._probabilities.get(outcome, ZERO)

    def __iter__(self) -> Iterator[K]:
        return iter(self._counts if self._counts is not None else self._probabilities)

    def __len__(self) -> int:
        return len(self._counts if self._counts is not None else self._probabilities)

    def __repr__(self) -> str:
        body = ", ".join(f"{k!r}: {v}" for k, v in self._probabilities.items())
        return f"Distribution({{{body}}})"

    def map(self, f: Callable[[K], V]) -> Distribution[V]:
        """The distribution of f(outcome)."""
        if self._counts is not None:  # in whole numbers, as it was made
            mapped: dict[V, int] = defaultdict(int)
            for k, n in self._counts.items():
                mapped[f(k)] += n
            return Distribution.from_counts(mapped, self._total)
        return Distribution((f(k), p) for k, p in self._probabilities.items())

    def bind(self, f: Callable[[K], Distribution[V]]) -> Distribution[V]:
        """A mixture: for each outcome k, continue with the distribution f(k) (in whole
        numbers when every part was made from them)."""
        if self._counts is not None:
            parts = [(n, f(k)) for k, n in self._counts.items()]
            if all(part._counts is not None for _, part in parts):
                common = lcm(*(part._total for _, part in parts))
                mixed: dict[V, int] = defaultdict(int)
                for n, part in parts:
                    scale, counts = n * (common // part._total), part._counts
                    assert counts is not None
                    for v, m in counts.items():
                        mixed[v] += scale * m
                return Distribution.from_counts(mixed, self._total * common)
            return Distribution(
                (v, Fraction(n, self._total) * q) for n, part in parts for v, q in part.items()
            )
        return Distribution(
            (v, p * q) for k, p in self._probabilities.items() for v, q in f(k).items()
        )

    def probability(self, predicate: Callable[[K], bool]) -> Fraction:
        if self._counts is not None:
            return Fraction(sum(n for k, n in self._counts.items() if predicate(k)), self._total)
        return sum((p for k, p in self._probabilities.items() if predicate(k)), ZERO)


def mixture(parts: Iterable[tuple[Fraction, Distribution[K]]]) -> Distribution[K]:
    """Σ weight × distribution; the weights must sum to 1."""
    return Distribution((k, w * p) for w, dist in parts for k, p in dist.items())


def convolve(a: Distribution[int], b: Distribution[int]) -> Distribution[int]:
    """The distribution of the sum of two independent integer results."""
    return Distribution((x + y, p * q) for x, p in a.items() for y, q in b.items())


def die(sides: int = 6) -> Distribution[int]:
    return Distribution.uniform(range(1, sides + 1))


@cache
def kept_counts(
    keep_count: int, extra: int, keep: Keep = "highest", sides: int = 6
) -> tuple[dict[int, int], int]:
    """How many of the sides ** dice face sequences give each kept sum, and that total.

    Dynamic programming over multisets: faces are visited from the best to the worst for the
    chosen end, and for each face we choose how many of the remaining dice show it
    (C(remaining, c) ways); the first `keep_count` dice met are kept. The work is polynomial
    in the number of dice, not sides ** dice. Integer counts let callers chain rolls without
    fraction arithmetic; `kept_sum` gives the same as a Distribution.
    """
    if keep_count < 0 or extra < 0:
        raise ValueError("dice counts cannot be negative")
    total_dice = keep_count + extra
    faces = range(sides, 0, -1) if keep == "highest" else range(1, sides + 1)
    counts: dict[int, int] = defaultdict(int)
    # state: (dice not yet assigned a face, dice kept so far, kept sum) → number of sequences
    states: dict[tuple[int, int, int], int] = {(total_dice, 0, 0): 1}
    for done, face in enumerate(faces):
        nxt: dict[tuple[int, int, int], int] = defaultdict(int)
        for (remaining, kept, total), ways in states.items():
            if kept == keep_count:
                # all kept: the other dice may show any face not yet visited
                counts[total] += ways * (sides - done) ** remaining
                continue
            for count in range(remaining + 1):
                take = min(count, keep_count - kept)
                key = (remaining - count, kept + take, total + take * face)
                nxt[key] += ways * comb(remaining, count)
        states = nxt
    for (remaining, _, total), ways in states.items():
        if remaining == 0:
            counts[total] += ways
    return dict(counts), sides**total_dice


@cache
def kept_sum(
    keep_count: int, extra: int, keep: Keep = "highest", sides: int = 6
) -> Distribution[int]:
    """Sum of the highest (or lowest) `keep_count` of `keep_count + extra` dice."""
    return Distribution.from_counts(*kept_counts(keep_count, extra, keep, sides))


def pool_size(base: int, net_dice: int) -> int:
    """Dice rolled for a roll that sums `base` dice with net ±DICE (TC-D2, TC-D3)."""
    return base + abs(net_dice)


def pool_counts(base: int, net_dice: int, sides: int = 6) -> tuple[dict[int, int], int]:
    """`pool_sum` as integer counts over sides ** dice (see kept_counts)."""
    return kept_counts(base, abs(net_dice), "highest" if net_dice >= 0 else "lowest", sides)


def pool_sum(base: int, net_dice: int, sides: int = 6) -> Distribution[int]:
    """TC-D2, TC-D3: +n DICE keeps the highest `base` of base+n; −n keeps the lowest."""
    return kept_sum(base, abs(net_dice), "highest" if net_dice >= 0 else "lowest", sides)


def kept_faces(faces: Sequence[int], base: int, net_dice: int) -> tuple[int, ...]:
    """The dice a ±DICE roll keeps from the faces rolled (in the order kept)."""
    if len(faces) != pool_size(base, net_dice):
        raise ValueError(f"expected {pool_size(base, net_dice)} dice, got {len(faces)}")
    ordered = sorted(faces, reverse=net_dice >= 0)
    return tuple(ordered[:base])


def chance(test: Callable[[int], bool], sides: int = 6) -> Fraction:
    """P(one die passes `test`), counting the faces the rule's own judge lets through, so the
    odds and the resolution of table dice share that judge."""
    return Fraction(sum(1 for face in range(1, sides + 1) if test(face)), sides)


def d66(tens: int, units: int) -> int:
    """A D66's result: two D6 read as tens, then units (11 … 66)."""
    if not (1 <= tens <= 6 and 1 <= units <= 6):
        raise ValueError(f"a D66 is two D6 (1–6 each), not {tens} and {units}")
    return 10 * tens + units


def binomial(n: int, p: Fraction) -> Distribution[int]:
    """Successes among n independent tries of chance p (whole-number weights over its
    denominator ** n)."""
    x, y = p.numerator, p.denominator
    return Distribution.from_counts(
        {k: comb(n, k) * x**k * (y - x) ** (n - k) for k in range(n + 1)}, y**n
    )


def at_least(target: int, sides: int) -> Fraction:
    """P(one die ≥ target), e.g. a 4+ save on a d6 or a d20 test."""
    hits = min(max(sides - target + 1, 0), sides)
    return Fraction(hits, sides)


def at_most(target: int, sides: int) -> Fraction:
    """P(one die ≤ target), e.g. a roll-under d20 test."""
    return Fraction(min(max(target, 0), sides), sides)


# -- where dice come from -------------------------------------------------------------------


class NotEnoughDice(Exception):
    """The given faces ran out: `sides` says what kind of die was wanted next."""

    def __init__(self, sides: int, needed: int, for_whom: str = "") -> None:
        super().__init__(f"{needed} more d{sides} needed")
        self.sides = sides
        self.needed = needed
        self.for_whom = for_whom  # the model these dice are for, where several roll in turn


class DiceError(ValueError):
    """A face that cannot be on that die (a 7 on a d6)."""


class DiceSource(Protocol):
    def roll(self, count: int, sides: int) -> tuple[int, ...]: ...


class GivenDice:
    """Faces rolled at the table, consumed in order; too few raises NotEnoughDice."""

    def __init__(self, faces: Iterable[int]) -> None:
        self.faces = tuple(faces)
        self.used = 0

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        taken = self.faces[self.used : self.used + count]
        if len(taken) < count:
            raise NotEnoughDice(sides, count - len(taken))
        for face in taken:
            if not 1 <= face <= sides:
                raise DiceError(f"{face} is not a face of a d{sides}")
        self.used += count
        return taken

    @property
    def unused(self) -> tuple[int, ...]:
        return self.faces[self.used :]


class SeededDice:
    """The app's own dice ("roll for me"): reproducible from the reported seed."""

    def __init__(self, seed: int | None = None) -> None:
        if seed is None:
            import secrets  # 10 ms of imports (hashlib, hmac): only for unseeded dice

            seed = secrets.randbits(63)
        self.seed = seed
        self._random = random.Random(self.seed)
        self.rolled: list[int] = []

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        faces = tuple(self._random.randint(1, sides) for _ in range(count))
        self.rolled.extend(faces)
        return faces


def enumerate_faces(resolve: Callable[[DiceSource], K], max_dice: int = 12) -> Distribution[K]:
    """Exact distribution of `resolve` by trying every sequence of faces it asks for.

    The brute-force reference the tests and benchmarks compare `distribution` functions with:
    resolve is run again with each longer prefix whenever it asks for more dice.
    """
    found: dict[K, Fraction] = defaultdict(Fraction)
    pending: list[tuple[tuple[int, ...], Fraction]] = [((), ONE)]
    while pending:
        prefix, weight = pending.pop()
        try:
            outcome = resolve(GivenDice(prefix))
        except NotEnoughDice as need:
            if len(prefix) + need.needed > max_dice:
                raise ValueError(f"more than {max_dice} dice: too many to enumerate") from None
            # every face combination of the whole roll asked for, not one die at a time
            share = weight / need.sides**need.needed
            faces = range(1, need.sides + 1)
            pending.extend(
                (prefix + more, share) for more in itertools.product(faces, repeat=need.needed)
            )
            continue
        found[outcome] += weight
    return Distribution(found)
