"""Swiss pairings for an event day, pure: no database, no Qt
(models/ledger/campaigns/event_day.py stores them).

The field comes ranked by the league table (league points, then victory points, then its other
tie-breaks). Each round:

- an odd field gives one warband a bye: the lowest ranked of those with the fewest byes so far,
  so byes rotate;
- the rest are paired down the standings, the highest ranked still unpaired against the next
  one it has not played;
- no rematch while the round can be paired without one: a search down the standings first;
  when it finds none, the fewest rematches any round can have (the pairs beyond a maximum
  matching of those who have not met, Edmonds' blossom algorithm), over every possible bye,
  and the pairing down the standings that keeps to it.
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
    # the warbands the bye rule named before the bye (fewest byes, lowest ranked), passed over
    # because with any of them sitting out the round needed more rematches (issue 49 §5)
    passed_over: tuple[int, ...] = field(default=())


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
    # The common case first: a round without a rematch, found down the standings at once.
    budget = [QUICK_SEARCH]
    for i, bye in enumerate(candidates):
        rest = tuple(w for w in field_ if w != bye)
        found = _without_rematch(rest, history, budget)
        if found is not None:
            return Pairing(tuple(found), bye, (), _passed(candidates[:i]))
        if budget[0] < 0:
            break  # not decided in time: the exact way decides (the same bye order)
    # Otherwise the fewest rematches any round can have — the pairs beyond a maximum matching
    # of those who have not met — over every bye, the first bye that reaches it.
    best: tuple[int, int | None] | None = None
    for bye in candidates:
        rest = tuple(w for w in field_ if w != bye)
        needed = rematches_needed(rest, history)
        if best is None or needed < best[0]:
            best = (needed, bye)
        if needed == 0:
            break
    assert best is not None
    allowed, bye = best
    pairs = _down_the_standings(tuple(w for w in field_ if w != bye), history, allowed)
    passed = _passed(candidates[: candidates.index(bye)])
    return Pairing(tuple(pairs), bye, tuple(p for p in pairs if met(*p) in history), passed)


def _passed(candidates: Sequence[int | None]) -> tuple[int, ...]:
    return tuple(w for w in candidates if w is not None)


QUICK_SEARCH = 5000  # steps the search without rematches may take before the exact way is used


def _without_rematch(
    rest: tuple[int, ...], history: set[frozenset[int]], budget: list[int]
) -> list[Pair] | None:
    """Pairs for `rest` (in rank order) with no rematch — the first such round down the
    standings — or None when there is none or the search ran out of steps."""
    if not rest:
        return []
    budget[0] -= 1
    if budget[0] < 0:
        return None
    first, others = rest[0], rest[1:]
    for i, second in enumerate(others):
        if met(first, second) in history:
            continue
        found = _without_rematch(others[:i] + others[i + 1 :], history, budget)
        if found is not None:
            return [(first, second), *found]
        if budget[0] < 0:
            return None
    return None


def _down_the_standings(
    rest: tuple[int, ...], history: set[frozenset[int]], allowed: int
) -> list[Pair]:
    """The round with `allowed` rematches (the fewest possible): each warband down the
    standings meets the first one still free that leaves the rest pairable within what is
    left of `allowed` — the same round a search trying every way would find first, with no
    way tried twice."""
    pairs: list[Pair] = []
    while rest:
        first, others = rest[0], rest[1:]
        for i, second in enumerate(others):
            cost = int(met(first, second) in history)
            remaining = others[:i] + others[i + 1 :]
            if cost <= allowed and cost + rematches_needed(remaining, history) <= allowed:
                pairs.append((first, second))
                allowed -= cost
                rest = remaining
                break
        else:  # pragma: no cover - rematches_needed(rest) <= allowed guarantees a partner
            raise AssertionError("no partner within the rematches allowed")
    return pairs


def rematches_needed(rest: Sequence[int], history: set[frozenset[int]]) -> int:
    """The fewest rematches a round of `rest` (an even number of warbands) can have: every pair
    beyond a maximum matching among those who have not met yet."""
    index = {w: i for i, w in enumerate(rest)}
    fresh: list[list[int]] = [[] for _ in rest]
    for a in rest:
        for b in rest:
            if a < b and met(a, b) not in history:
                fresh[index[a]].append(index[b])
                fresh[index[b]].append(index[a])
    return len(rest) // 2 - maximum_matching(fresh)


def maximum_matching(adjacent: Sequence[Sequence[int]]) -> int:
    """The size of a maximum matching of a general graph (Edmonds' blossom algorithm, O(V³));
    `adjacent[v]` lists v's neighbours."""
    n = len(adjacent)
    match = [-1] * n
    # a greedy start: most vertices are matched before any augmenting path is looked for
    for v in range(n):
        if match[v] == -1:
            for to in adjacent[v]:
                if match[to] == -1:
                    match[v], match[to] = to, v
                    break
    for root in range(n):
        if match[root] == -1:
            _augment(adjacent, match, root)
    return sum(1 for v in match if v != -1) // 2


def _augment(adjacent: Sequence[Sequence[int]], match: list[int], root: int) -> None:
    """Grow an alternating tree from the free vertex `root`, shrinking odd cycles (blossoms)
    to their base, and flip the first augmenting path found."""
    n = len(adjacent)
    parent = [-1] * n
    base = list(range(n))
    used = [False] * n
    used[root] = True
    queue = [root]

    def common_base(a: int, b: int) -> int:
        seen = [False] * n
        while True:
            a = base[a]
            seen[a] = True
            if match[a] == -1:
                break
            a = parent[match[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[match[b]]

    def mark(v: int, stem: int, child: int, blossom: list[bool]) -> None:
        while base[v] != stem:
            blossom[base[v]] = blossom[base[match[v]]] = True
            parent[v] = child
            child = match[v]
            v = parent[match[v]]

    head = 0
    while head < len(queue):
        v = queue[head]
        head += 1
        for to in adjacent[v]:
            if base[v] == base[to] or match[v] == to:
                continue
            if to == root or (match[to] != -1 and parent[match[to]] != -1):
                stem = common_base(v, to)
                blossom = [False] * n
                mark(v, stem, to, blossom)
                mark(to, stem, v, blossom)
                for i in range(n):
                    if blossom[base[i]]:
                        base[i] = stem
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if match[to] == -1:  # an augmenting path: flip it
                    while to != -1:
                        previous = parent[to]
                        after = match[previous]
                        match[to], match[previous] = previous, to
                        to = after
                    return
                used[match[to]] = True
                queue.append(match[to])


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
    bye = trade(pairing.bye)
    passed = pairing.passed_over if bye == pairing.bye else ()  # the bye moved by hand
    return Pairing(tuple(pairs), bye, tuple(p for p in pairs if met(*p) in seen), passed)
