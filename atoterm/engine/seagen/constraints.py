"""What every generated sea must be, checked on the pack itself (beside ``atoterm content
check``, which the exported folder passes): each problem names its rule.

``sea_problems(base, sea, length)`` lists them; an empty list is a sea the generator may hand
out. The tests run it on many seeds (``tests/test_seagen_constraints.py``).
"""

from __future__ import annotations

import itertools
from collections import Counter, deque

from atoterm.content.schema import ContentPack
from atoterm.engine.seagen.deck import Deck, within_limits
from atoterm.engine.seagen.fairness import route_progress
from atoterm.engine.seagen.grid import Cell, grid_distances, hangs_together
from atoterm.engine.seagen.profile import LATEST, profile
from atoterm.engine.seagen.timeline import finale_level

SPAWN_DISTANCE = 4
"""The Adversary spawns exactly 4 tiles from the Argo when it can [VOY-030]."""


def free_graph(pack: ContentPack) -> dict[tuple[int, str], list[tuple[int, str]]]:
    """Positions (tile, sector) and where free waterways lead from each [VOY-002, VOY-007,
    VOY-012]."""
    graph: dict[tuple[int, str], list[tuple[int, str]]] = {}
    for tile in pack.tiles.values():
        for sector in tile.sectors or ("",):
            graph[(tile.id, sector)] = []
    for tile in pack.tiles.values():
        for arrow in tile.arrows:
            if arrow.restricted:
                continue
            for sector in tile.sectors or ("",):
                if arrow.from_sector and arrow.from_sector != sector:
                    continue
                if (arrow.to, arrow.to_sector) in graph:  # else a problem of its own (VOY-007)
                    graph[(tile.id, sector)].append((arrow.to, arrow.to_sector))
    return graph


def _seen(graph: dict[tuple[int, str], list[tuple[int, str]]], start: tuple[int, str]) -> set:  # type: ignore[type-arg]
    seen = {start}
    queue = deque([start])
    while queue:
        for nxt in graph[queue.popleft()]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


def _free_days(pack: ContentPack) -> dict[int, int]:
    graph = free_graph(pack)
    start = (pack.start_tile, pack.start_sector)
    seen = {start: 0}
    queue = deque([start])
    best = {pack.start_tile: 0}
    while queue:
        here = queue.popleft()
        for nxt in graph[here]:
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                best.setdefault(nxt[0], seen[nxt])
                queue.append(nxt)
    return best


def map_problems(
    base: ContentPack, sea: ContentPack, length: str, version: int = LATEST
) -> list[str]:
    prof = profile(length, version)
    problems: list[str] = []
    graph = free_graph(sea)
    start = (sea.start_tile, sea.start_sector)
    backward: dict[tuple[int, str], list[tuple[int, str]]] = {p: [] for p in graph}
    for here, theres in graph.items():
        for there in theres:
            backward[there].append(here)
    if len(_seen(graph, start)) != len(graph):
        problems.append(
            "VOY-002: a tile or sector cannot be reached from the start by free waterways"
        )
    if len(_seen(backward, start)) != len(graph):
        problems.append("VOY-003: a tile or sector leads nowhere back: the Argo could be trapped")
    for tile in sea.tiles.values():
        for arrow in tile.arrows:
            target = sea.tiles.get(arrow.to)
            if target is None or arrow.to_sector not in (target.sectors or ("",)):
                problems.append(
                    f"VOY-007: tile {tile.id} leads to tile {arrow.to} sector "
                    f"{arrow.to_sector or 'none'}, which is not there"
                )
        dirs = Counter(a.dir for a in tile.arrows)
        for direction, count in sorted(dirs.items()):
            same = [a for a in tile.arrows if a.dir == direction]
            if count > 2 or (count == 2 and {a.to_sector for a in same} != {"alpha", "beta"}):
                problems.append(
                    f"VOY-006: tile {tile.id} has two arrows {direction} that do not enter two sectors"
                )
    cells = {(t.x, t.y) for t in sea.tiles.values()}
    if not hangs_together(set(cells)):
        problems.append("VOY-033: the squares of the sea do not hang together")
    for tile in sea.tiles.values():
        far = grid_distances((tile.x, tile.y), frozenset(cells))
        if max(far.values()) < SPAWN_DISTANCE:
            problems.append(f"VOY-030: from tile {tile.id} no tile is {SPAWN_DISTANCE} steps away")
            break
    for faction in (f.id for f in sea.factions):
        mine: set[Cell] = {(t.x, t.y) for t in sea.tiles.values() if t.faction == faction}
        if not mine or not hangs_together(mine):
            problems.append(f"VOY-043: the waters of {faction} are not one region")
    counts = Counter(s for t in sea.tiles.values() for s in t.symbols)
    for symbol, want in prof.symbols:
        if counts.get(symbol, 0) != want:
            problems.append(f"VOY-019: {counts.get(symbol, 0)} {symbol} symbols, not {want}")
    if len(sea.tiles) != prof.tiles:
        problems.append(f"VOY-001: {len(sea.tiles)} tiles, not {prof.tiles}")
    width = 1 + max(t.x for t in sea.tiles.values())
    if prof.square_numbers and any(t.id != 101 + t.y * width + t.x for t in sea.tiles.values()):
        problems.append("VOY-004: a tile's number does not tell its square")
    start_tile = sea.tiles[sea.start_tile]
    base_start = base.tiles[base.start_tile]
    if start_tile.name != base_start.name or start_tile.sectors or "city" not in start_tile.symbols:
        problems.append("CAMP-005: the start is not the hand-made start city, whole")
    met = route_progress(sea, prof.route_days)
    if met < prof.least_progress:
        problems.append(
            f"CAMP-031: the best route meets {met} Progress symbols by day "
            f"{prof.route_days}, fewer than {prof.least_progress}"
        )
    days = _free_days(sea)
    low, high = prof.story_days
    for card in sea.storybook.story_cards if sea.storybook else ():
        if card.tile and not low <= days.get(card.tile, 99) <= high:
            problems.append(f"CAMP-031: tile {card.tile} is {days.get(card.tile)} days away")
    if max(days.values()) > prof.farthest:
        problems.append(f"VOY-002: a tile is {max(days.values())} days from the start")
    restricted = sum(bool(a.restricted) for t in sea.tiles.values() for a in t.arrows)
    if restricted != prof.restricted:
        problems.append(f"VOY-012: {restricted} restricted waterways, not {prof.restricted}")
    sectored = sum(bool(t.sectors) for t in sea.tiles.values())
    if sectored > prof.sectored:
        problems.append(f"VOY-006: {sectored} sectored tiles, more than {prof.sectored}")
    return problems


def story_problems(base: ContentPack, sea: ContentPack, length: str) -> list[str]:
    problems: list[str] = []
    book, old = sea.storybook, base.storybook
    if book is None or old is None:
        return problems
    for card, was in zip(book.story_cards, old.story_cards, strict=True):
        if card.tile and (
            card.tile not in sea.tiles or sea.tiles[card.tile].name != base.tiles[was.tile].name
        ):
            problems.append(
                f"CAMP-031: Story card {card.id} names tile {card.tile}, not {base.tiles[was.tile].name}"
            )
        if not 1 <= card.need <= was.need:
            problems.append(f"CAMP-031: Story card {card.id} needs {card.need} Progress")
    for c in range(len(old.hub_rows[0].hubs) if old.hub_rows else 0):
        before = sorted((r.hubs[c], r.terrain[c]) for r in old.hub_rows)
        after = sorted((r.hubs[c], r.terrain[c]) for r in book.hub_rows)
        if before != after:
            problems.append(f"ADV-020: Story column {c + 1} of the hub table lost or gained a hub")
    return problems


def timeline_problems(
    base: ContentPack, sea: ContentPack, length: str, version: int = LATEST
) -> list[str]:
    prof = profile(length, version)
    problems: list[str] = []
    if sea.timeline_days != prof.days:
        problems.append(f"CAMP-022: {sea.timeline_days} days, not {prof.days}")
    days = [e.day for e in sea.timeline]
    if len(days) != len(set(days)) or not all(1 <= d <= sea.timeline_days for d in days):
        problems.append("CAMP-023: two events on one day, or an event off the Timeline")
    stories = [e.label for e in sea.timeline if e.kind == "story"]
    if stories != [e.label for e in base.timeline if e.kind == "story"]:
        problems.append("CAMP-034: a Story event of the Cycle is missing or out of order")
    if sea.timeline[0].day != 1 or sea.timeline[0].kind != "story":
        problems.append("CAMP-034: day 1 is not the opening Story event")
    battles = [e for e in sea.timeline if e.kind == "battle"]
    if not battles or battles[-1].day != sea.timeline_days:
        problems.append("CAMP-027: the last Timeline Battle is not on the last day")
    tracks = sea.cycle.evolution
    for track in tracks:
        boxes = track.boxes
        if len(boxes) != len(battles):
            problems.append(
                f"CAMP-028: {track.primordial} has {len(boxes)} boxes for {len(battles)} battles"
            )
        if any(b - a not in (0, 1) for a, b in itertools.pairwise(boxes)):
            problems.append(f"CAMP-028: {track.primordial}'s track falls or leaps")
    if tracks:
        lead = tracks[0]
        level = finale_level(base, lead.primordial)
        old = base.cycle.evolution[0].boxes
        reach_old = next((i for i, b in enumerate(old) if b >= level), len(old))
        reach = next((i for i, b in enumerate(lead.boxes) if b >= level), len(lead.boxes))
        if level and reach > reach_old:
            problems.append(
                "CAMP-028: the Warden reaches the finale's Level later than on the hand-made track"
            )
        for other in tracks[1:]:
            if any(b > a for b, a in zip(other.boxes, lead.boxes, strict=False)):
                problems.append(f"CAMP-028: {other.primordial} is above the Warden's track")
    return problems


def deck_problems(base: ContentPack, sea: ContentPack) -> list[str]:
    cycle = sea.cycle
    deck = Deck(
        start=cycle.exploration_start,
        removes=tuple(a.remove for a in cycle.acclimations),
        adds=tuple(a.add for a in cycle.acclimations),
        cards=cycle.exploration,
    )
    problems = []
    if not within_limits(base, deck):
        problems.append("VOY-040: a phase of the deck is outside its balance limits")
    seen = set(cycle.exploration_start)
    for acclimation in cycle.acclimations:
        if not set(acclimation.remove) <= seen or set(acclimation.add) & seen:
            problems.append(
                f"VOY-040: the Acclimation of day {acclimation.day} removes a card not in the deck or adds one that was"
            )
        seen = (seen - set(acclimation.remove)) | set(acclimation.add)
    return problems


def sea_problems(
    base: ContentPack, sea: ContentPack, length: str, version: int = LATEST
) -> list[str]:
    """Every problem of a generated sea of generator ``version`` (module docstring)."""
    return [
        *map_problems(base, sea, length, version),
        *story_problems(base, sea, length),
        *timeline_problems(base, sea, length, version),
        *deck_problems(base, sea),
    ]
