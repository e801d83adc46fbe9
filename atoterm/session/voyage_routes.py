"""Where the Argo sails: a strong player's route over the map as the table shows it.

A tile on the table and not yet Explored is worth its printed symbols (Progress most, then a
Titan, more so when few are aboard, an Adventure; a City when the Hull is low; a Doom symbol
costs on every visit) [VOY-013..VOY-016, VOY-018]; waters not yet on the table are worth a
fair guess (a new tile may hold anything); an Explored tile is worth nothing new. Values
further away count less: a breadth-first walk over the waterways printed on the tiles on the
table, by tile and sector [VOY-007], past a restricted waterway only with its Technology
[VOY-012]. Once the Story card's Progress is met and it names a tile [CAMP-031], the Argo
heads for that tile: by the waterways when it is on the table, otherwise toward where its
number says it lies (tile numbers run row by row, so the numbers on the table tell the row
and column of one that is not).

Only the table is read: a tile's symbols and waterways once it is on the table, a waterway's
direction and the number of the tile it leads to, the Story card. Never a tile not yet on
the table (``tests/test_expert.py`` deals them anew and checks the choice stays).
"""

from __future__ import annotations

from collections import deque

from atoterm.content.schema import Arrow, ContentPack
from atoterm.engine.decisions import Decision, Option
from atoterm.engine.state import GameState
from atoterm.engine.voyage import arrow_option_id

STEP = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}
"""A waterway's direction as a step on the map grid (y grows southward)."""

SYMBOL_WORTH = {"progress": 10.0, "titan": 6.0, "adventure": 2.0, "rr": 1.0, "waymark": 2.0}
"""What a printed symbol is worth on a tile not yet Explored."""
UNKNOWN_WATERS = 3.5
"""What waters not yet on the table are worth: a fair guess at a new tile."""
DOOM_VISIT = -3.0
"""A Doom symbol costs on every visit [VOY-013]."""
FADE = 0.7
"""How much less a tile one more day away is worth."""
HORIZON = 12
"""Days of sailing looked ahead along the waterways on the table."""
SAFE_HULL = 4
"""The Hull below which a City is worth a visit (its Negotiations may bring Hull back)."""


Place = tuple[int, str]
"""Where the Argo is: a tile and the sector of it (empty for a tile without sectors)."""


def choose_waterway(
    content: ContentPack, state: GameState, pending: Decision, legal: list[Option]
) -> Option | None:
    """The waterway toward the most worth (see the module docstring)."""
    here: Place = (state.voyage.tile, state.voyage.sector)
    places = {arrow_option_id(a): (a.to, a.to_sector) for a in _sailable(content, state, here)}
    heading = _story_heading(content, state)
    best, best_worth = None, float("-inf")
    for option in legal:
        place = places.get(option.id)
        if place is None:
            continue
        if heading is not None:
            worth = -10.0 * _distance_to(content, state, place, heading)
            worth += 0.01 * _tile_worth(content, state, place[0])
        else:
            worth = _route_worth(content, state, place)
        if worth > best_worth:
            best, best_worth = option, worth
    return best


def _sailable(content: ContentPack, state: GameState, place: Place) -> list[Arrow]:
    """The waterways printed on a tile on the table that the Argo may take from ``place``: those
    of its sector [VOY-007], a restricted one only with its Technology [VOY-012]."""
    tile_id, sector = place
    if tile_id not in state.voyage.revealed and tile_id != state.voyage.tile:
        return []  # its waterways are not seen yet
    known = set(state.story.technologies)
    return [
        a
        for a in content.tile(tile_id).arrows
        if (not a.from_sector or a.from_sector == sector)
        and (not a.restricted or a.restricted in known)
    ]


def _tile_worth(content: ContentPack, state: GameState, tile_id: int) -> float:
    """What arriving at ``tile_id`` gives, as far as the table shows."""
    if tile_id not in state.voyage.revealed:
        return UNKNOWN_WATERS
    symbols = content.tile(tile_id).symbols
    worth = DOOM_VISIT * symbols.count("doom")
    if tile_id in state.voyage.explored:
        return worth
    for symbol in symbols:
        worth += SYMBOL_WORTH.get(symbol, 0.0)
        if symbol == "city" and state.argo.hull < SAFE_HULL:
            worth += 2.0
    if "titan" in symbols and _titans_aboard(state) <= 2:
        worth += 4.0  # no Titan aboard loses the campaign at the next battle [CAMP-020]
    return worth


def _titans_aboard(state: GameState) -> int:
    return len(state.campaign.titans) + state.argo.dreamwalkers


def _route_worth(content: ContentPack, state: GameState, first: Place) -> float:
    """The best of arriving at ``first`` and of what lies beyond it along the waterways on the
    table (faded by the days it takes); a tile not on the table ends a route (its waterways
    are not seen). A tile already counted on the way gives nothing again."""
    best = _tile_worth(content, state, first[0])
    seen = {(state.voyage.tile, state.voyage.sector), first}
    frontier = deque([(first, 0, best, frozenset((first[0],)))])
    while frontier:
        place, days, gathered, counted = frontier.popleft()
        if days >= HORIZON:
            continue
        for arrow in _sailable(content, state, place):
            step: Place = (arrow.to, arrow.to_sector)
            if step in seen:
                continue
            seen.add(step)
            gain = 0.0 if arrow.to in counted else _tile_worth(content, state, arrow.to)
            worth = gathered + FADE ** (days + 1) * gain
            best = max(best, worth)
            frontier.append((step, days + 1, worth, counted | {arrow.to}))
    return best


def _story_heading(content: ContentPack, state: GameState) -> int | None:
    """The tile the current Story card names once its Progress is met [CAMP-031], else None."""
    book = content.storybook
    card = book.story_card(state.story.story_card) if book is not None else None
    if card is None or not card.tile or state.progress < card.need:
        return None
    if state.voyage.tile == card.tile:
        return None
    return card.tile


def _distance_to(content: ContentPack, state: GameState, first: Place, goal: int) -> float:
    """Days from ``first`` to ``goal``: along the waterways on the table when the goal is
    there and reachable, otherwise the grid distance to where the goal lies (+0.5: a route
    through unseen waters is less sure than one on the table)."""
    if first[0] == goal:
        return 0.0
    if goal in state.voyage.revealed:
        days = _sail_days(content, state, first, goal)
        if days is not None:
            return float(days)
    return _by_the_table(content, state, first, goal)


def _by_the_table(content: ContentPack, state: GameState, first: Place, goal: int) -> float:
    """Days to a goal not reached on the table: the best of sailing the waterways on the
    table to where the table ends (a tile whose waterways are not seen yet) and going on from
    there as the crow flies (+0.5, as above). A tile on the table is left only by its own
    waterways, which the search follows: measured as the crow flies from the first step, a
    step toward the goal's square could stop at a hole in the map or a sector's dead end and
    sail back and forth (a generated sea's holes lie anywhere)."""
    gx, gy = _where(content, state, goal)
    seen_at: dict[int, tuple[int, int]] = {}
    """Where a tile beyond the table lies: one step along the waterway that leads there."""
    days = {first: 0}
    queue = deque([first])
    best = float("inf")
    while queue:
        place = queue.popleft()
        if place[0] == goal:  # a waterway on the table leads there: the days are known
            best = min(best, float(days[place]))
            continue
        if place[0] not in state.voyage.revealed and place[0] != state.voyage.tile:
            x, y = seen_at.get(place[0]) or _where(content, state, place[0])
            best = min(best, days[place] + abs(gx - x) + abs(gy - y) + 0.5)
            continue
        here = content.tile(place[0])
        for arrow in _sailable(content, state, place):
            step = (arrow.to, arrow.to_sector)
            if step not in days:
                days[step] = days[place] + 1
                queue.append(step)
                dx, dy = STEP.get(arrow.dir, (0, 0))
                seen_at.setdefault(arrow.to, (here.x + dx, here.y + dy))
    if best == float("inf"):  # the table is a closed room: the goal only as the crow flies
        x, y = _where(content, state, first[0])
        best = float(abs(gx - x) + abs(gy - y)) + 0.5
    return best


def _sail_days(content: ContentPack, state: GameState, first: Place, goal: int) -> int | None:
    days = {first: 0}
    queue = deque([first])
    while queue:
        place = queue.popleft()
        if place[0] == goal:
            return days[place]
        for arrow in _sailable(content, state, place):
            step = (arrow.to, arrow.to_sector)
            if step not in days:
                days[step] = days[place] + 1
                queue.append(step)
    return None


def _where(content: ContentPack, state: GameState, tile_id: int) -> tuple[int, int]:
    """Where a tile lies on the grid: its own place once on the table; a neighbour of the
    Argo's tile one step along its waterway; otherwise read from the numbers on the table
    (numbers run row by row: the nearest lower number on the table gives the row, the
    difference the columns; north of the table when every number on it is higher)."""
    if tile_id in state.voyage.revealed:
        tile = content.tile(tile_id)
        return tile.x, tile.y
    here = content.tile(state.voyage.tile)
    for arrow in here.arrows:
        if arrow.to == tile_id:
            dx, dy = STEP.get(arrow.dir, (0, 0))
            return here.x + dx, here.y + dy
    below = [t for t in state.voyage.revealed if t <= tile_id]
    if not below and state.voyage.revealed:
        # Every tile on the table comes after it (a generated sea may put the Stair in a row
        # north of all the Argo has seen; the hand-made one never needs this guess): count back
        # from the first number on the table, rows as wide as the table seen so far.
        first = content.tile(min(state.voyage.revealed))
        width = 1 + max(content.tile(t).x for t in state.voyage.revealed)
        place = max(0, first.y * width + first.x - (first.id - tile_id))
        return place % width, place // width
    anchor = content.tile(max(below) if below else state.voyage.tile)
    column = anchor.x + (tile_id - anchor.id)
    # Numbers run on into the next row: a column past the sea's east edge is a later row's
    # (the nearest lower number on the table may end the row above). Unwrapped, the guess lay
    # off the map to the east and the Argo sailed east while a generated sea's Stair lay a
    # row south, westward (issue 17). A guess within the sea's width is as before.
    width = _sea_width(content)
    if column < width:
        return column, anchor.y
    return column % width, anchor.y + column // width


def _sea_width(content: ContentPack) -> int:
    """Columns of the sea's grid: the map's frame, not what any tile off the table holds."""
    return 1 + max((t.x for t in content.tiles.values()), default=0)
