"""Generated seas (issue 17): the generator's rules, each test on a sample of seeds of both
lengths, named after the rule it holds (docs/generated-seas.md says why each limit)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable
from functools import cache

import pytest

from atoterm.content import ContentPack
from atoterm.content.schema import Arrow
from atoterm.engine.seagen import generate_sea
from atoterm.engine.seagen.constraints import free_graph, sea_problems
from atoterm.engine.seagen.grid import grid_distances
from atoterm.engine.seagen.profile import FULL, SHORT, profile

SEEDS = range(1, 13)
CASES = [(length, seed) for length in ("full", "short") for seed in SEEDS]


@cache
def _sea(length: str, seed: int) -> ContentPack:
    from atoterm.content import load_content

    return generate_sea(load_content(), seed, length)


def _reached(graph: dict, start: tuple[int, str]) -> set:  # type: ignore[type-arg]
    seen, todo = {start}, [start]
    while todo:
        for nxt in graph[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_every_tile_and_sector_is_reached_and_left_VOY_002_VOY_003_VOY_007(
    length: str, seed: int
) -> None:
    """From the start, by free waterways, every position; from every position, the start."""
    sea = _sea(length, seed)
    graph = free_graph(sea)
    start = (sea.start_tile, sea.start_sector)
    assert _reached(graph, start) == set(graph)
    back: dict = {p: [] for p in graph}  # type: ignore[type-arg]
    for here, theres in graph.items():
        for there in theres:
            back[there].append(here)
    assert _reached(back, start) == set(graph)
    assert all(graph[p] for p in graph)  # no sector without a way out


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_two_arrows_one_way_enter_the_two_sectors_of_a_tile_VOY_006(length: str, seed: int) -> None:
    sea = _sea(length, seed)
    for tile in sea.tiles.values():
        for direction, count in Counter(a.dir for a in tile.arrows).items():
            if count > 1:
                same = [a for a in tile.arrows if a.dir == direction]
                assert count == 2 and len({a.to for a in same}) == 1
                assert {a.to_sector for a in same} == {"alpha", "beta"}
                assert sea.tiles[same[0].to].sectors == ("alpha", "beta")


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_a_restricted_waterway_is_a_shortcut_never_the_only_way_VOY_012(
    length: str, seed: int
) -> None:
    sea = _sea(length, seed)
    restricted = [(t.id, a) for t in sea.tiles.values() for a in t.arrows if a.restricted]
    assert len(restricted) == profile(length).restricted
    techs = sea.cycle.technologies
    for tile_id, arrow in restricted:
        assert techs[arrow.restricted].unlocks_waterway
        back = [a for a in sea.tiles[arrow.to].arrows if a.to == tile_id]
        assert back and not any(a.restricted for a in back)  # the way back is free


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_the_adversary_can_spawn_four_tiles_from_any_tile_VOY_030(length: str, seed: int) -> None:
    """Spawning is by orthogonal steps over the map, waterways ignored [VOY-033]: from every
    tile some tile lies exactly 4 steps away, so the spawn rule never falls back."""
    sea = _sea(length, seed)
    cells = frozenset((t.x, t.y) for t in sea.tiles.values())
    for tile in sea.tiles.values():
        assert 4 in grid_distances((tile.x, tile.y), cells).values(), tile.name


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_each_factions_waters_hang_together_VOY_043(length: str, seed: int) -> None:
    sea = _sea(length, seed)
    for faction in sea.factions:
        mine = {(t.x, t.y) for t in sea.tiles.values() if t.faction == faction.id}
        first = min(mine)
        seen = grid_distances(first, frozenset(mine))
        assert set(seen) == mine, faction.id
    for tile in sea.tiles.values():
        assert tile.faction not in tile.more_factions


def test_a_full_sea_shows_the_hand_made_seas_symbols_VOY_019(content: ContentPack) -> None:
    hand_made = Counter(s for t in content.tiles.values() for s in t.symbols)
    assert dict(FULL.symbols) == dict(hand_made)
    assert len(content.tiles) == FULL.tiles
    for seed in SEEDS:
        sea = _sea("full", seed)
        assert Counter(s for t in sea.tiles.values() for s in t.symbols) == hand_made


@pytest.mark.parametrize("seed", SEEDS)
def test_a_short_sea_shows_its_profiles_symbols_VOY_019(seed: int) -> None:
    sea = _sea("short", seed)
    assert len(sea.tiles) == SHORT.tiles
    assert Counter(s for t in sea.tiles.values() for s in t.symbols) == Counter(dict(SHORT.symbols))


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_two_symbols_on_a_tile_only_as_the_hand_made_sea_pairs_them_VOY_019(
    content: ContentPack, length: str, seed: int
) -> None:
    pairs = {t.symbols for t in content.tiles.values() if len(t.symbols) == 2}
    for tile in _sea(length, seed).tiles.values():
        assert len(tile.symbols) <= 2
        if len(tile.symbols) == 2:
            assert tile.symbols in pairs, tile.symbols


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_the_voyage_starts_at_meriphon_with_no_doom_beside_it_CAMP_005_VOY_013(
    content: ContentPack, length: str, seed: int
) -> None:
    sea = _sea(length, seed)
    start = sea.tiles[sea.start_tile]
    assert (start.name, start.faction, start.symbols) == ("Meriphon", "tidewright", ("city",))
    assert not start.sectors and sea.start_sector == ""
    cells = frozenset((t.x, t.y) for t in sea.tiles.values())
    near = grid_distances((start.x, start.y), cells)
    for tile in sea.tiles.values():
        if near[(tile.x, tile.y)] <= 1:
            assert "doom" not in tile.symbols


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_the_stair_cards_send_the_argo_to_the_stair_CAMP_031(
    content: ContentPack, length: str, seed: int
) -> None:
    sea = _sea(length, seed)
    assert sea.storybook is not None and content.storybook is not None
    for card, was in zip(sea.storybook.story_cards, content.storybook.story_cards, strict=True):
        if was.tile:
            assert sea.tiles[card.tile].name == content.tiles[was.tile].name == "The Coiled Stair"
            assert sea.tiles[card.tile].faction == content.tiles[was.tile].faction
        else:
            assert card.tile == 0
        if length == "full":
            assert card.need == was.need
        else:
            assert card.need == (was.need + 1) // 2


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_the_timeline_keeps_every_story_event_and_ends_with_a_battle_CAMP_022_CAMP_034(
    content: ContentPack, length: str, seed: int
) -> None:
    sea = _sea(length, seed)
    assert sea.timeline_days == profile(length).days
    days = [e.day for e in sea.timeline]
    assert len(days) == len(set(days))
    assert [e.label for e in sea.timeline if e.kind == "story"] == [
        e.label for e in content.timeline if e.kind == "story"
    ]
    assert sea.timeline[0].label == "The Argo Wakes" and sea.timeline[0].day == 1
    assert sea.timeline[-1].kind == "battle" and sea.timeline[-1].day == sea.timeline_days
    if length == "full":  # every event moved by a day at most
        for kind in ("battle", "structural_tech", "battle_tech", "acclimation", "story"):
            mine = [e.day for e in sea.timeline if e.kind == kind]
            hers = [e.day for e in content.timeline if e.kind == kind]
            assert all(abs(a - b) <= 1 for a, b in zip(mine, hers, strict=True)), kind


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_the_evolution_tracks_climb_a_level_at_most_and_the_warden_reaches_the_finale_CAMP_028(
    length: str, seed: int
) -> None:
    sea = _sea(length, seed)
    battles = sum(e.kind == "battle" for e in sea.timeline)
    warden, mare = sea.cycle.evolution
    for track in (warden, mare):
        assert len(track.boxes) == battles and track.boxes[0] == 1
        assert all(b - a in (0, 1) for a, b in zip(track.boxes, track.boxes[1:], strict=False))
    assert warden.boxes[1] >= 2  # the finale fights the Warden at Level 2 (main.story 0098)
    assert all(m <= w for m, w in zip(mare.boxes, warden.boxes, strict=True))
    assert sum(mare.boxes) < sum(warden.boxes)


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_the_hub_table_keeps_each_columns_hubs_with_their_terrain_ADV_020(
    content: ContentPack, length: str, seed: int
) -> None:
    sea = _sea(length, seed)
    assert sea.storybook is not None and content.storybook is not None
    old, new = content.storybook.hub_rows, sea.storybook.hub_rows
    assert [(r.low, r.high) for r in new] == [(r.low, r.high) for r in old]
    for column in range(3):
        assert sorted((r.hubs[column], r.terrain[column]) for r in new) == sorted(
            (r.hubs[column], r.terrain[column]) for r in old
        )


def _strict_per_phase(sea: ContentPack) -> list[int]:
    from test_exploration_balance import phases, strict_hull

    return [sum(strict_hull(sea.cycle.exploration[n]) for n in deck) for deck in phases(sea)]


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_the_deck_neither_bleeds_the_hull_nor_loses_its_progress_VOY_040(
    content: ContentPack, length: str, seed: int
) -> None:
    """issue 16's measure (tests/test_exploration_balance.py) in every phase of the deck."""
    sea = _sea(length, seed)
    assert all(0 <= h <= 2 for h in _strict_per_phase(sea))
    assert len(sea.cycle.exploration_start) == len(content.cycle.exploration_start)
    seen = set(sea.cycle.exploration_start)
    for acclimation, was in zip(sea.cycle.acclimations, content.cycle.acclimations, strict=True):
        assert set(acclimation.remove) <= seen and not set(acclimation.add) & seen
        assert acclimation.add == was.add and len(acclimation.remove) == len(was.remove)
        assert acclimation.label == was.label
        seen = (seen - set(acclimation.remove)) | set(acclimation.add)


@pytest.mark.parametrize(("length", "seed"), CASES)
def test_a_generated_sea_breaks_none_of_its_rules(
    content: ContentPack, length: str, seed: int
) -> None:
    assert sea_problems(content, _sea(length, seed), length) == []


def _drop_exits(sea: ContentPack) -> ContentPack:
    """A tile whose every waterway out is gone: the Argo would be trapped there."""
    tile = next(t for t in sea.tiles.values() if not t.sectors and t.id != sea.start_tile)
    tiles = {**sea.tiles, tile.id: dataclasses.replace(tile, arrows=())}
    return dataclasses.replace(sea, tiles=tiles)


def _double_arrow(sea: ContentPack) -> ContentPack:
    tile = next(t for t in sea.tiles.values() if t.arrows and not t.sectors)
    extra = dataclasses.replace(tile.arrows[0], to_sector="")
    tiles = {**sea.tiles, tile.id: dataclasses.replace(tile, arrows=(*tile.arrows, extra))}
    return dataclasses.replace(sea, tiles=tiles)


def _late_warden(sea: ContentPack) -> ContentPack:
    warden, mare = sea.cycle.evolution
    slow = dataclasses.replace(warden, boxes=(1,) * len(warden.boxes))
    return dataclasses.replace(sea, cycle=dataclasses.replace(sea.cycle, evolution=(slow, mare)))


def _no_last_battle(sea: ContentPack) -> ContentPack:
    return dataclasses.replace(sea, timeline=sea.timeline[:-1])


def _a_progress_removed(sea: ContentPack) -> ContentPack:
    tile = next(t for t in sea.tiles.values() if t.symbols == ("progress",))
    tiles = {**sea.tiles, tile.id: dataclasses.replace(tile, symbols=())}
    return dataclasses.replace(sea, tiles=tiles)


def _restricted_only_way(sea: ContentPack) -> ContentPack:
    """Every waterway into one tile needs a Technology."""
    target = next(t for t in sea.tiles.values() if not t.sectors and t.id != sea.start_tile)
    tiles = dict(sea.tiles)
    for tile in sea.tiles.values():
        arrows = tuple(
            Arrow(a.dir, a.to, a.from_sector, a.to_sector, "deep_keel") if a.to == target.id else a
            for a in tile.arrows
        )
        tiles[tile.id] = dataclasses.replace(tile, arrows=arrows)
    return dataclasses.replace(sea, tiles=tiles)


BROKEN: list[tuple[Callable[[ContentPack], ContentPack], str]] = [
    (_drop_exits, "VOY-003"),
    (_double_arrow, "VOY-006"),
    (_restricted_only_way, "VOY-002"),
    (_a_progress_removed, "VOY-019"),
    (_late_warden, "CAMP-028"),
    (_no_last_battle, "CAMP-027"),
]


@pytest.mark.parametrize(("break_it", "rule"), BROKEN, ids=[r for _, r in BROKEN])
def test_the_rules_catch_a_sea_that_breaks_them(
    content: ContentPack, break_it: Callable[[ContentPack], ContentPack], rule: str
) -> None:
    problems = sea_problems(content, break_it(_sea("full", 1)), "full")
    assert any(p.startswith(rule) for p in problems), problems


def test_generating_is_pure_and_the_seed_and_length_decide(content: ContentPack) -> None:
    before = (content.tiles, content.timeline, content.cycle, content.storybook)
    one, again = generate_sea(content, 7, "full"), generate_sea(content, 7, "full")
    assert (one.tiles, one.timeline, one.cycle, one.storybook) == (
        again.tiles,
        again.timeline,
        again.cycle,
        again.storybook,
    )
    assert (content.tiles, content.timeline, content.cycle, content.storybook) == before
    assert generate_sea(content, 8, "full").tiles != one.tiles
    assert generate_sea(content, 7, "short").tiles != one.tiles
    assert one.battle is content.battle and one.mnestis is content.mnestis
    assert one.hash == f"{content.hash}+sea-full-7"


@pytest.mark.parametrize(("seed", "length"), [(-1, "full"), (2**64, "full"), (1, "medium")])
def test_a_seed_or_length_out_of_range_is_refused(
    content: ContentPack, seed: int, length: str
) -> None:
    with pytest.raises(ValueError):
        generate_sea(content, seed, length)


@pytest.mark.parametrize("seed", range(1, 7))
def test_version_1s_short_seas_keep_version_1s_rules(content: ContentPack, seed: int) -> None:
    """Journals of version 1 are replayed on version 1's seas (session/sea.py), so its seas
    are still made, by its own limits: 20 days, the Stair 3 to 6 days out. Version 2 keeps
    every rule, with two days more and the Stair 4 to 6 days out."""
    one = generate_sea(content, seed, "short", 1)
    assert sea_problems(content, one, "short", 1) == []
    assert one.timeline_days == 20
    two = _sea("short", seed)
    assert sea_problems(content, two, "short") == [] and two.timeline_days == 22
    stair = next(c.tile for c in two.storybook.story_cards if c.tile)  # type: ignore[union-attr]
    graph = free_graph(two)
    days, todo = {(two.start_tile, ""): 0}, [(two.start_tile, "")]
    while todo:
        here = todo.pop(0)
        for nxt in graph[here]:
            if nxt not in days:
                days[nxt] = days[here] + 1
                todo.append(nxt)
    assert 4 <= min(d for (t, _), d in days.items() if t == stair) <= 6


@pytest.mark.parametrize("seed", range(1, 7))
def test_version_2s_short_numbers_tell_their_squares_VOY_004(content: ContentPack, seed: int):
    """A hole keeps its number: from any number on the table a player (and the campaign
    players' guess, session/voyage_routes) finds where an unseen Story tile lies. A full sea
    is numbered one after another, as the hand-made map and version 1 are."""
    short = _sea("short", seed)
    width = 1 + max(t.x for t in short.tiles.values())
    assert all(t.id == 101 + t.y * width + t.x for t in short.tiles.values())
    assert list(short.tile_order) == sorted(short.tiles, key=lambda t: (short.tiles[t].y, t))
    full = _sea("full", seed)
    assert sorted(full.tiles) == list(range(101, 101 + len(full.tiles)))
    moved = dict(short.tiles)
    first = min(moved)
    moved[first] = dataclasses.replace(moved[first], x=moved[first].x + 1)
    assert "VOY-004: a tile's number does not tell its square" in sea_problems(
        content, dataclasses.replace(short, tiles=moved), "short"
    )
