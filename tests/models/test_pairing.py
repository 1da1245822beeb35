"""Issue 22, part 3: Swiss pairings (models/ledger/campaigns/pairing.py) against hand-made
leagues, and against every possible round of small random leagues: no warband twice in a
round, no rematch while one can be avoided (the fewest otherwise), byes rotate."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Iterator

import pytest

from models.ledger.campaigns.pairing import Pairing, maximum_matching, met, swapped, swiss


def everyone_once(ranked: list[int], pairing: Pairing) -> None:
    seen = [w for pair in pairing.pairs for w in pair] + (
        [pairing.bye] if pairing.bye is not None else []
    )
    assert sorted(seen) == sorted(ranked)  # every warband, none twice
    assert all(a != b for a, b in pairing.pairs)


def test_round_one_pairs_down_the_standings() -> None:
    ranked = [8, 3, 5, 1, 7, 2, 6, 4]
    pairing = swiss(ranked)
    assert pairing == Pairing(((8, 3), (5, 1), (7, 2), (6, 4)), None, ())


def test_the_leader_meets_the_next_one_it_has_not_played() -> None:
    pairing = swiss([1, 2, 3, 4], [met(1, 2)])
    assert pairing.pairs == ((1, 3), (2, 4)) and not pairing.rematches


def test_a_rematch_further_down_is_avoided_by_pairing_the_top_differently() -> None:
    # down the standings 1–2 would leave 3–4, who have met: the top pair gives way
    pairing = swiss([1, 2, 3, 4], [met(3, 4)])
    assert pairing.pairs == ((1, 3), (2, 4)) and not pairing.rematches


def test_when_everyone_has_met_the_round_still_pairs_with_the_fewest_rematches() -> None:
    played = [met(a, b) for a, b in itertools.combinations(range(1, 5), 2)]
    pairing = swiss([1, 2, 3, 4], played)
    everyone_once([1, 2, 3, 4], pairing)
    assert pairing.pairs == ((1, 2), (3, 4))
    assert set(pairing.rematches) == {(1, 2), (3, 4)}


def test_the_bye_goes_to_the_lowest_ranked_without_one() -> None:
    assert swiss([1, 2, 3, 4, 5]).bye == 5
    assert swiss([1, 2, 3, 4, 5], byes={5: 1}).bye == 4
    assert swiss([1, 2, 3, 4, 5], byes={w: 1 for w in range(1, 6)}).bye == 5


def test_a_bye_is_given_up_rather_than_forcing_a_rematch() -> None:
    # 5 would take the bye, but then 3 and 4 must meet again: 4 sits out instead
    pairing = swiss([1, 2, 3, 4, 5], [met(1, 2), met(3, 4), met(1, 3), met(2, 4)])
    everyone_once([1, 2, 3, 4, 5], pairing)
    assert not pairing.rematches


def play_round(ranked: list[int], played: set[frozenset[int]], byes: dict[int, int]) -> Pairing:
    pairing = swiss(ranked, played, byes)
    everyone_once(ranked, pairing)
    played.update(met(*p) for p in pairing.pairs)
    if pairing.bye is not None:
        byes[pairing.bye] = byes.get(pairing.bye, 0) + 1
    return pairing


def test_five_warbands_over_five_rounds_each_sit_out_once_and_never_meet_twice() -> None:
    ranked = [1, 2, 3, 4, 5]
    played: set[frozenset[int]] = set()
    byes: dict[int, int] = {}
    for _ in range(5):
        pairing = play_round(ranked, played, byes)
        assert not pairing.rematches
        ranked = ranked[1:] + ranked[:1]  # results move the standings
    assert byes == {w: 1 for w in range(1, 6)}
    assert len(played) == 10  # a whole round robin


def matchings(players: tuple[int, ...]) -> Iterator[list[tuple[int, int]]]:
    """Every way to pair `players` (an even number of them)."""
    if not players:
        yield []
        return
    first = players[0]
    for i in range(1, len(players)):
        rest = players[1:i] + players[i + 1 :]
        for found in matchings(rest):
            yield [(first, players[i]), *found]


@pytest.mark.parametrize("seed", range(40))
def test_no_rematch_while_any_round_of_the_field_avoids_one(seed: int) -> None:
    """Random leagues of 2–9 warbands: our rematches are as few as the best of every possible
    round (every bye, every matching), listed in full."""
    rng = random.Random(seed)
    size = rng.randint(2, 9)
    ranked = rng.sample(range(1, 50), size)
    pairs = list(itertools.combinations(ranked, 2))
    played = {met(*p) for p in pairs if rng.random() < 0.45}
    pairing = swiss(ranked, played)
    everyone_once(ranked, pairing)
    sitting_out: list[int | None] = list(ranked) if size % 2 else [None]
    fewest = min(
        sum(met(*p) in played for p in matching)
        for bye in sitting_out
        for matching in matchings(tuple(w for w in ranked if w != bye))
    )
    assert len(pairing.rematches) == fewest
    assert set(pairing.rematches) == {p for p in pairing.pairs if met(*p) in played}


def test_a_league_of_forty_pairs_every_round_at_once() -> None:
    rng = random.Random(7)
    ranked = list(range(1, 41))
    played: set[frozenset[int]] = set()
    byes: dict[int, int] = {}
    for _ in range(8):
        start = time.perf_counter()
        pairing = play_round(ranked, played, byes)
        assert time.perf_counter() - start < 1.0
        assert not pairing.rematches
        rng.shuffle(ranked)


def test_swapping_by_hand_names_the_rematch_it_makes() -> None:
    played = [met(1, 4)]
    pairing = swiss([1, 2, 3, 4, 5], played)
    assert pairing.pairs == ((1, 2), (3, 4)) and pairing.bye == 5
    changed = swapped(pairing, 2, 4, played)
    assert changed.pairs == ((1, 4), (3, 2)) and changed.rematches == ((1, 4),)
    with_bye = swapped(pairing, 5, 3, played)
    assert with_bye.pairs == ((1, 2), (5, 4)) and with_bye.bye == 3
    everyone_once([1, 2, 3, 4, 5], with_bye)


@pytest.mark.parametrize("seed", range(60))
def test_the_maximum_matching_is_as_large_as_any(seed: int) -> None:
    """Edmonds' blossom algorithm against every matching of random graphs of up to 10
    vertices (odd cycles included: the cases a plain augmenting-path search gets wrong)."""
    rng = random.Random(seed)
    size = rng.randint(1, 10)
    edges = [e for e in itertools.combinations(range(size), 2) if rng.random() < 0.4]
    adjacent: list[list[int]] = [[] for _ in range(size)]
    for a, b in edges:
        adjacent[a].append(b)
        adjacent[b].append(a)

    def largest(chosen: list[tuple[int, int]], start: int) -> int:
        best = len(chosen)
        used = {v for e in chosen for v in e}
        for i in range(start, len(edges)):
            a, b = edges[i]
            if a not in used and b not in used:
                best = max(best, largest([*chosen, (a, b)], i + 1))
        return best

    assert maximum_matching(adjacent) == largest([], 0)


def test_a_league_where_most_have_met_pairs_at_once_with_the_fewest_rematches() -> None:
    """Thirty warbands that have met 97 % of the others (a long league): the search without
    rematches gives up, the exact way pairs the round with the fewest, within a second."""
    rng = random.Random(30)
    ranked = list(range(30))
    played = {met(a, b) for a, b in itertools.combinations(ranked, 2) if rng.random() < 0.97}
    start = time.perf_counter()
    pairing = swiss(ranked, played)
    assert time.perf_counter() - start < 1.0
    everyone_once(ranked, pairing)
    fresh: list[list[int]] = [[] for _ in ranked]
    for a, b in itertools.combinations(ranked, 2):
        if met(a, b) not in played:
            fresh[a].append(b)
            fresh[b].append(a)
    assert len(pairing.rematches) == 15 - maximum_matching(fresh)
