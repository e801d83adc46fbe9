"""Issue 15, item 6: every terrain type of the content has a glyph of its own on the battle
board, and the legend names each tile in the same words as ``d`` (the board described).

``♣`` stood for both Kelp Bed and Shell Rubble, ``#`` for both Coral Pillar and Fisher Huts,
and the legend called the Grown Shell-Wall "destructible" where ``d`` said "(obstacle,
reinforced)". The board here holds one tile of every type of the embedded content (and a
flipped Shell-Wall), so a type added to the content is checked too.
"""

from __future__ import annotations

from collections import defaultdict

import battle_kit as kit
from test_battle_screens import battle_app

from atoterm.content import ContentPack, load_content
from atoterm.engine.state import GameState
from atoterm.ui import battle_text
from atoterm.ui.battle_board import legend_text
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_text import board_model
from atoterm.ui.board_description import BoardDescription
from atoterm.views.terrain import BOARD_MARKS, terrain_glyphs

REINFORCED = "shell-wall"


def every_terrain() -> tuple[ContentPack, GameState]:
    """A battle of the embedded content with one tile of each terrain type on rows F-G
    (columns 1-14), and a second, flipped Reinforced tile."""
    content = load_content()
    assert content.battle is not None
    kinds = list(content.battle.terrain)
    cells = [(5 + n // 14, 1 + n % 14) for n in range(len(kinds) + 1)]
    placed = [(kind, [cell]) for kind, cell in zip([*kinds, REINFORCED], cells, strict=True)]
    state = kit.battle(content, terrain=placed).state
    assert state.battle is not None
    state.battle.terrain[-1].flipped = True
    return content, state


def test_no_two_terrain_types_share_a_glyph() -> None:
    content, state = every_terrain()
    assert content.battle is not None and len(content.battle.terrain) >= 14
    drawn: dict[str, set[tuple[str, bool]]] = defaultdict(set)
    battle = state.battle
    assert battle is not None
    flipped = {p.uid: p.flipped for p in battle.terrain}
    for glyph, kind, uid in board_model(state, content).terrain.values():
        drawn[glyph].add((kind, flipped[uid]))
    shared = {glyph: sides for glyph, sides in drawn.items() if len(sides) > 1}
    assert not shared, f"glyphs standing for more than one terrain: {shared}"
    assert {kind for sides in drawn.values() for kind, _ in sides} == set(content.battle.terrain)
    # Kelp Bed and Shell Rubble, Coral Pillar and Fisher Huts: the pairs the issue found.
    glyph = {side: g for g, sides in drawn.items() for side in sides}
    assert glyph[("kelp-bed", False)] != glyph[("shell-rubble", False)]
    assert glyph[("coral-pillar", False)] != glyph[("fisher-huts", False)]
    assert glyph[(REINFORCED, False)] != glyph[(REINFORCED, True)]


async def test_the_legend_and_d_name_each_tile_alike() -> None:
    content, state = every_terrain()
    app, _ = battle_app(state, content)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        legend = legend_text(state, content).plain.split("\n")[1:]  # one line a tile side
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, BoardDescription)
        described = [line.strip() for line in app.screen.text.split("\n")]
    assert content.battle is not None
    assert len(legend) == len(content.battle.terrain) + 1  # each type, and the flipped side
    glyphs = [line.split(" ", 1)[0] for line in legend]
    assert len(set(glyphs)) == len(glyphs), legend
    for line in legend:
        words = line.split(" ", 1)[1]  # "Grown Shell-Wall (obstacle, reinforced)"
        assert any(d.startswith(words + " on ") for d in described), (words, described)
    wall = next(line for line in legend if "Grown Shell-Wall" in line and "flipped" not in line)
    assert "destructible" not in wall  # its Reinforced side, as d says [TER-020]


def test_no_terrain_glyph_is_one_of_the_boards_own_marks() -> None:
    """A Titan on a snare must not read as a Titan riding the Primordial (``^``), nor a tile
    as a mark or an empty space: the board's markers are kept out of the terrain glyphs."""
    marks = [
        battle_text.RIDER,
        battle_text.BODY,
        battle_text.EMPTY,
        battle_text.MARK,
        battle_text.REAR,
        battle_text.BLINDSPOT,
        battle_text.RED_V,
        battle_text.RED_H,
        *battle_text.FACING_ARROWS.values(),
    ]
    assert set(marks) <= set(BOARD_MARKS), "a board marker missing from views.terrain"
    battle = load_content().battle
    assert battle is not None
    glyphs = set(terrain_glyphs(battle).values())
    assert not glyphs & set(marks)
