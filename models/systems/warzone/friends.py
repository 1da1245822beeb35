"""The wounds friends in a melee lose to a burst shot into it (WZ-F3, WZ-F5), worked out apart
from the rest of the burst.

Which friend a shot strikes and how many wounds it has left never change what the next d20
does, so the burst's chain (`attack.distribution`) only counts the shots that strike friends:
those before the target died (stray shots, no bonus) and those after (WZ-F5: every hit, an
absolute success with its bonus). This module runs the friends' own chain once for those
counts. Its state is what the future can still tell apart (issue 36): the wounds lost so far,
the wounds left of each friend that could still be capped or killed by the strikes to come,
sorted (which friend is which does not matter), and how many friends are too far from death
to be, whose exact wounds no longer matter.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from fractions import Fraction
from functools import reduce
from math import lcm

# (wounds lost by all friends, wounds left of each friend at risk (sorted, none dead),
#  friends with no risk of being capped or killed by the strikes left)
FriendState = tuple[int, tuple[int, ...], int]


def capped(fails: Mapping[int, int], room: int) -> dict[int, int]:
    """Failed tests beyond the wounds a model has left change nothing: one branch for them."""
    merged: dict[int, int] = defaultdict(int)
    for failed, q in fails.items():
        merged[min(failed, room)] += q
    return merged


class Strike:
    """One shot striking a random living friend: its failed armour tests as counts."""

    def __init__(self, fails: Mapping[int, int]) -> None:
        self.fails = {failed: q for failed, q in fails.items() if q}
        self.scale = sum(self.fails.values())
        self.most = max(self.fails, default=0)
        self._capped: dict[int, list[tuple[int, int]]] = {}

    def on(self, room: int) -> list[tuple[int, int]]:
        """(wounds lost, weight) on a friend with `room` wounds left: fails beyond them merge."""
        if room not in self._capped:
            self._capped[room] = list(capped(self.fails, room).items())
        return self._capped[room]


class FriendChain:
    """Friends of `wounds` wounds each; a strike goes to one of the living alike (WZ-F3:
    "drogą losową"). Weights are whole numbers over `pick` × the strike's scale per strike."""

    def __init__(self, friends: int, wounds: int, most_fails: int) -> None:
        self.friends, self.wounds, self.most_fails = friends, wounds, most_fails
        self.pick = lcm(*range(1, friends + 1))
        self.states = 0  # states stepped: the work done, bounded by tests (issue 36)

    def start(self, strikes_left: int) -> dict[FriendState, int]:
        return self.fold({(0, (self.wounds,) * self.friends, 0): 1}, strikes_left)

    def fold(self, layer: Mapping[FriendState, int], strikes_left: int) -> dict[FriendState, int]:
        """A friend with at least `most_fails` × the strikes left is never capped or killed
        by them: only how many such friends there are matters."""
        folded: dict[FriendState, int] = defaultdict(int)
        limit = self.most_fails * strikes_left
        for (lost, rooms, safe), weight in layer.items():
            risky = tuple(room for room in rooms if room < limit)
            folded[(lost, risky, safe + len(rooms) - len(risky))] += weight
        return folded

    def step(
        self, layer: Mapping[FriendState, int], strike: Strike, strikes_left: int
    ) -> dict[FriendState, int]:
        """One more strike; `strikes_left` after it."""
        nxt: dict[FriendState, int] = defaultdict(int)
        full = self.pick * strike.scale
        for (lost, rooms, safe), weight in layer.items():
            self.states += 1
            living = len(rooms) + safe
            if not living:
                nxt[(lost, rooms, safe)] += weight * full  # no friend left to strike
                continue
            share = weight * (self.pick // living)
            for index, room in enumerate(rooms):
                if index and rooms[index - 1] == room:
                    continue  # friends with the same wounds left are one branch
                alike = rooms.count(room)
                rest = rooms[:index] + rooms[index + 1 :]
                for gained, q in strike.on(room):
                    left = room - gained
                    after = tuple(sorted((*rest, left))) if left else rest
                    nxt[(lost + gained, after, safe)] += share * alike * q
            if safe:
                for gained, q in strike.fails.items():
                    nxt[(lost + gained, rooms, safe)] += share * safe * q
        return self.fold(nxt, strikes_left)


def friendly_wounds(
    friends: int,
    wounds: int,
    before: Strike,
    after: Strike,
    strikes: Mapping[tuple[int, int], Fraction],
) -> tuple[dict[int, Fraction], int]:
    """The wounds lost by all friends, from how likely each count of strikes is (before the
    target died, after it), and the states stepped.

    Every count of strikes before the target died is one layer of the same chain; each layer
    then takes its strikes after, the layers joined by strikes still to come so that a state
    reached from several is stepped once.
    """
    most = max((k1 + k2 for k1, k2 in strikes), default=0)
    chain = FriendChain(friends, wounds, max(before.most, after.most))
    layers = [chain.start(most)]
    for done in range(1, max((k1 for k1, _ in strikes), default=0) + 1):
        layers.append(chain.step(layers[-1], before, most - done))
    # One denominator for every path: pick × scale for each of `most` strikes of each kind.
    denominator = reduce(lcm, (p.denominator for p in strikes.values()), 1)
    before_scale, after_scale = chain.pick * before.scale, chain.pick * after.scale
    to_come: dict[int, dict[FriendState, int]] = defaultdict(lambda: defaultdict(int))
    for (k1, k2), p in strikes.items():
        if not p:
            continue
        factor = (
            p.numerator
            * (denominator // p.denominator)
            * before_scale ** (most - k1)
            * after_scale ** (most - k2)
        )
        for state, weight in chain.fold(layers[k1], k2).items():
            to_come[k2][state] += weight * factor
    for left in range(most, 0, -1):
        for state, weight in chain.step(to_come.pop(left, {}), after, left - 1).items():
            to_come[left - 1][state] += weight
    total = denominator * before_scale**most * after_scale**most
    lost: dict[int, int] = defaultdict(int)
    for (wounds_lost, _, _), weight in to_come[0].items():
        lost[wounds_lost] += weight
    return {w: Fraction(q, total) for w, q in sorted(lost.items()) if q}, chain.states
