"""The campaign players find the way to a Story tile not on the table (generated seas, issue 17:
holes and sectors lie anywhere, so the square nearest the tile may be a dead end)."""

from __future__ import annotations

import dataclasses

from atoterm.content import ContentPack
from atoterm.content.schema import Arrow, Tile
from atoterm.engine.decisions import Decision
from atoterm.engine.state import GameState
from atoterm.engine.voyage import movement_options
from atoterm.session.game import Game
from atoterm.session.voyage_sense import voyage_choice

#   x:  0     1     2     3
# y 0:  101   102   hole  103        102 is the Story tile, not on the table yet
# y 1:  104   105   106   107        103 is a dead end: its only waterway leads back to 107
LINKS = ((101, 102), (101, 104), (104, 105), (105, 106), (103, 107), (106, 107))
PLACES = {101: (0, 0), 102: (1, 0), 103: (3, 0), 104: (0, 1), 105: (1, 1), 106: (2, 1), 107: (3, 1)}
STEP = {(1, 0): "E", (-1, 0): "W", (0, 1): "S", (0, -1): "N"}


def _pack(content: ContentPack) -> ContentPack:
    arrows: dict[int, list[Arrow]] = {t: [] for t in PLACES}
    for a, b in LINKS:
        for here, there in ((a, b), (b, a)):
            (x, y), (u, v) = PLACES[here], PLACES[there]
            arrows[here].append(Arrow(STEP[(u - x, v - y)], there))
    tiles = {
        t: Tile(t, f"Tile {t}", x, y, "", (), (), "", tuple(arrows[t]))
        for t, (x, y) in PLACES.items()
    }
    assert content.storybook is not None
    cards = tuple(
        dataclasses.replace(c, tile=102 if c.tile else 0) for c in content.storybook.story_cards
    )
    return dataclasses.replace(
        content,
        tiles=tiles,
        tile_order=tuple(sorted(tiles)),
        start_tile=107,
        storybook=dataclasses.replace(content.storybook, story_cards=cards),
    )


def test_the_way_round_a_dead_end_to_an_unseen_story_tile_CAMP_031(content: ContentPack) -> None:
    """At 107 with the Progress of 3A met: north (103) is as near 102 as the crow flies as west
    (106), and the first of the two; but 103 leads nowhere, and the waterways on the table
    (106, 105, 104, 101, whose waterway east leads to 102) say west."""
    pack = _pack(content)
    game = Game.new(content, 1)
    game.close()
    state: GameState = game.state
    state.voyage.tile, state.voyage.sector = 107, ""
    state.voyage.revealed = [101, 103, 104, 105, 106, 107]
    state.voyage.explored = [101, 103, 104, 105, 106, 107]
    state.story.story_card = "3A"
    state.progress = 9
    decision = Decision("move", "players", "Choose a waterway.", movement_options(state, pack))
    chosen = voyage_choice(pack, state, decision, decision.legal_options())
    assert chosen is not None and chosen.id == "to-106"


def test_a_number_past_the_row_end_is_guessed_in_the_next_row_CAMP_031(
    content: ContentPack,
) -> None:
    """Numbers run row by row. The table holds 101 and 104-107; the Story tile 108 lies at the
    west end of the row below. Counted on from 107 (the east end of row 1, the highest number
    on the table below 108) it would lie east of the sea's edge, and the Argo sailed east while
    a generated sea's Stair lay south-west (issue 17): the guess carries it into the next
    row."""
    from atoterm.session.voyage_routes import _where

    places = {**PLACES, 108: (0, 2)}
    tiles = {t: Tile(t, f"Tile {t}", x, y, "", (), (), "", ()) for t, (x, y) in places.items()}
    pack = dataclasses.replace(content, tiles=tiles, tile_order=tuple(sorted(tiles)))
    game = Game.new(content, 1)
    game.close()
    state: GameState = game.state
    state.voyage.tile, state.voyage.sector = 106, ""
    state.voyage.revealed = [101, 104, 105, 106, 107]
    assert _where(pack, state, 108) == (0, 2)  # 107 is (3, 1): one on is (4, 1), past the edge
    assert _where(pack, state, 103) == (2, 0)  # within the sea: as before, 101 + 2 columns
