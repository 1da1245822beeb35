"""Swiss pairings for an event day, pure: no database, no Qt (models/ledger/event_day.py stores
them).

The field comes ranked by the league table (league points, then victory points, then its other
tie-breaks). Each round:

- an odd field gives one warband a bye: the lowest ranked of those with the fewest byes so far,
  so byes rotate;
- the rest are paired down the standings, the highest ranked still unpaired against the next
  one it has not played;
- no rematch while the round can be paired without one: the search tries every way down the
  standings before it allows a rematch, then allows as few as the round needs (and, for an odd
  field, tries each possible bye before allowing one).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

Pair = tuple[int, int]


@dataclass(frozen=True)
class Pairing:
    """A round's pairs, top table first, and the bye (None for an even field)."""

    pairs: tuple[Pair, ...]
    bye: int | None = None
    rematches: tuple[Pair, ...] = field(default=())  # pairs that met before (unavoidable)


def met(a: int, b: int) -> frozenset[int]:
    return frozenset((a, b))


def swiss(
    ranked: Sequence[int],
    played: Iterable[frozenset[int]] = (),
    byes: Mapping[int, int] | None = None,
) -> Pairing:
    """The next round for `ranked` (best first), given who has `played` whom and how many
    `byes` each has had."""
    history = set(played)
    had = byes or {}
    if len(set(ranked)) != len(ranked):
        raise ValueError("a warband is ranked twice")
    field_ = list(ranked)
    if len(field_) < 2:
        return Pairing((), field_[0] if field_ else None)
    candidates: list[int | None] = [None]
    if len(field_) % 2:
        # fewest byes first, then the lowest ranked
        order = {w: i for i, w in enumerate(field_)}
        sitting_out: list[int] = sorted(field_, key=lambda w: (had.get(w, 0), -order[w]))
        candidates = [*sitting_out]
    for allowed in range(len(field_) // 2 + 1):
        for bye in candidates:
            rest = tuple(w for w in field_ if w != bye)
            found = _pair(rest, history, allowed, {})
            if found is not None:
                pairs = tuple(found)
                return Pairing(pairs, bye, tuple(p for p in pairs if met(*p) in history))
    raise AssertionError("a round can always be paired when rematches are allowed")


def _pair(
    rest: tuple[int, ...],
    history: set[frozenset[int]],
    allowed: int,
    failed: dict[tuple[tuple[int, ...], int], bool],
) -> list[Pair] | None:
    """Pairs for `rest` (in rank order) with at most `allowed` rematches, or None; what cannot
    be paired is remembered, so a field of dozens is searched in moments."""
    if not rest:
        return []
    if (rest, allowed) in failed:
        return None
    first, others = rest[0], rest[1:]
    for i, second in enumerate(others):
        rematch = met(first, second) in history
        if rematch and allowed == 0:
            continue
        remaining = others[:i] + others[i + 1 :]
        found = _pair(remaining, history, allowed - rematch, failed)
        if found is not None:
            return [(first, second), *found]
    failed[(rest, allowed)] = True
    return None


def swapped(pairing: Pairing, a: int, b: int, history: Iterable[frozenset[int]] = ()) -> Pairing:
    """The organiser's change by hand: warbands `a` and `b` trade places (either may hold the
    bye); the rematches are worked out again."""
    if a == b:
        return pairing

    def trade(w: int | None) -> int | None:
        return b if w == a else a if w == b else w

    pairs = []
    for x, y in pairing.pairs:
        traded = (trade(x), trade(y))
        assert traded[0] is not None and traded[1] is not None
        pairs.append((traded[0], traded[1]))
    seen = set(history)
    return Pairing(tuple(pairs), trade(pairing.bye), tuple(p for p in pairs if met(*p) in seen))
