"""What the board and the dice keep or write out to save time says the same as the plain
computation: the board's view after a Reinforced tile flips or a tile comes and goes, the
Blindspots after the Primordial moves or turns, the space names, a draw's record and the bot's
pick. Each is compared with a fresh battle procedure (an empty ``B.memo``) or with the plain
formula; the rules themselves are tested elsewhere (``test_battle_terrain.py``,
``test_battle_targeting.py``, ``test_rng.py``).
"""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError

import battle_kit as kit
import pytest

from atoterm.content.battle_schema import TerrainType
from atoterm.engine.battle.board.board import _build_view, all_red_lines, placed_terrain
from atoterm.engine.battle.board.geometry import BoardView, cell_label, make_edge
from atoterm.engine.battle.board.terrain import flip
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TerrainPiece
from atoterm.engine.battle.primordial import reach
from atoterm.engine.rng import (
    GOLDEN_GAMMA,
    MASK64,
    Draw,
    Rng,
    choose_index,
    splitmix64_mix,
    stream_key,
    stream_output,
)

WALL = TerrainType("wall", "Wall", ("obstacle", "destructible", "reinforced", "obscuring"))


def fresh(b: B) -> B:
    """The same state and content with nothing kept yet."""
    return B(b.state, b.content, b.rng)


def same_board(b: B) -> None:
    view, by_cell = placed_terrain(b)
    plain_view, plain_by_cell = placed_terrain(fresh(b))
    assert view == plain_view
    assert by_cell == plain_by_cell
    for cell, pieces in by_cell.items():  # the very pieces of the state, not copies
        assert all(p is q for p, q in zip(pieces, plain_by_cell[cell], strict=True))


def test_the_kept_board_follows_flips_placements_and_removals() -> None:
    content = kit.pack(terrain=[WALL])
    b = kit.battle(
        content,
        terrain=[("wall", [(5, 5)]), ("smoke", [(6, 6), (6, 7)]), ("wall", [(3, 8)])],
    )
    same_board(b)
    first, _, last = b.battle.terrain
    flip(b, last)  # a Reinforced tile turns to its Destructible side
    same_board(b)
    flip(b, first)
    same_board(b)
    b.battle.terrain.remove(first)
    same_board(b)
    b.battle.terrain.append(TerrainPiece(9, "column", [[2, 2]]))
    same_board(b)
    b.battle.terrain[0] = TerrainPiece(10, "smoke", [[0, 0]])  # same length, another piece
    same_board(b)


@pytest.mark.parametrize("facing", ["N", "E", "S", "W"])
def test_kept_blindspots_follow_the_primordial(facing: str) -> None:
    b = kit.battle(kit.pack(), primordial=(0, 0, facing))
    p = b.battle.primordial
    for row, col, turn in [
        (0, 0, facing),
        (0, 1, facing),
        (4, 5, facing),
        (4, 5, "N"),
        (8, 10, "W"),
    ]:
        p.row, p.col, p.facing = row, col, turn
        assert reach.blindspot_cells(b) == reach.blindspot_cells(fresh(b))
        assert reach.blindspot_cells(b) == reach.blindspot_cells(b)  # kept


def test_space_names_are_the_plain_formula() -> None:
    def plain(row: int, col: int) -> str:
        letters, n = "", row + 1
        while n > 0:
            n, rem = divmod(n - 1, 26)
            letters = chr(65 + rem) + letters
        return f"{letters}{col + 1}"

    for row in range(0, 60):
        for col in range(-2, 80):
            assert cell_label((row, col)) == plain(row, col)


def test_a_draw_is_recorded_and_computed_as_the_documented_algorithm() -> None:
    rng = Rng(12345, {})
    for bound in (10, 10, 3, 7, 10, 2, 1000, 10):
        value = rng.below("battle.d10", bound)
        draw = rng.log[-1]
        assert type(draw) is Draw
        assert draw == Draw("battle.d10", draw.counter, bound, value)
        assert value == stream_output(12345, "battle.d10", draw.counter) % bound


@pytest.mark.parametrize("stream", ["bot", "other"])
def test_a_bot_pick_is_the_documented_algorithm(stream: str) -> None:
    for seed, counter, bound in [(1, 0, 3), (99, 41, 7), (2**70, 5, 1), (7, 1234, 10)]:
        base = splitmix64_mix(seed & MASK64) ^ stream_key(stream)
        limit = (1 << 64) - ((1 << 64) % bound)
        sub = counter * 64
        while True:
            raw = splitmix64_mix((base + (sub + 1) * GOLDEN_GAMMA) & MASK64)
            if raw < limit:
                break
            sub += 1
        assert choose_index(seed, stream, counter, bound) == raw % bound


def test_red_lines_are_those_of_make_edge() -> None:
    """The board's red lines, made in one pass (and not checked again by the view), and a
    view given them either way round, are the normalized edges of every line (diagram and
    Labyrinth tiles)."""
    b = kit.battle(kit.pack(), red_lines=[(3, 3, 3, 4), (5, 6, 4, 6), (3, 3, 3, 4)])
    b.battle.terrain.append(TerrainPiece(7, "smoke", [[1, 1]], red_lines=[[2, 2, 1, 2]]))
    expected = frozenset(make_edge((r1, c1), (r2, c2)) for r1, c1, r2, c2 in all_red_lines(b))
    assert placed_terrain(b)[0].red_lines == expected
    backwards = frozenset((z, a) for a, z in expected)
    assert BoardView(12, 10, red_lines=backwards).red_lines == expected
    assert BoardView(12, 10, red_lines=expected).red_lines == expected
    with pytest.raises(ValueError, match="do not share an edge"):
        BoardView(12, 10, red_lines=frozenset({((0, 0), (0, 2))}))
    # The board builds its views with ``normalized`` (the lines are not looked through again):
    # what it gives is kept as it is, so it must already be as above.
    assert BoardView(12, 10, red_lines=expected, normalized=True).red_lines is expected


def test_a_view_copies_and_pickles_as_the_frozen_dataclass_did() -> None:
    """``BoardView`` was a frozen dataclass: ``copy``, ``deepcopy`` and ``pickle`` gave an
    equal view. Its written-out class keeps that (a copy starts with a memo of its own: what
    is in it is derived from the fields and found again), and stays frozen."""
    wall = frozenset({make_edge((1, 1), (1, 2))})
    view = BoardView(4, 3, obscuring=frozenset({(0, 1)}), red_lines=wall)
    view.memo["found"] = 1
    for again in (copy.copy(view), copy.deepcopy(view), pickle.loads(pickle.dumps(view))):
        assert again == view and hash(again) == hash(view) and repr(again) == repr(view)
        assert again.red_lines == wall and again.memo is not view.memo
        with pytest.raises(FrozenInstanceError):
            again.width = 5  # type: ignore[misc]


def test_the_procedure_reads_the_battle_and_content_it_is_given() -> None:
    """``b.battle``, ``b.bc`` and ``b.prim`` are plain attributes: they follow an assigned
    state or content, and :meth:`B.reread` after the state's battle is replaced (a Sisyphus
    Tear)."""
    b = kit.battle(kit.pack())
    assert b.battle is b.state.battle and b.bc is b.content.battle
    assert b.prim is b.bc.primordials[b.battle.primordial.id]
    other = kit.battle(kit.pack())
    b.state = other.state
    assert b.battle is other.state.battle
    b.content = other.content
    assert b.bc is other.content.battle
    assert b.prim is other.content.battle.primordials[b.battle.primordial.id]
    b.state.battle = kit.battle(kit.pack()).state.battle
    b.reread()
    assert b.battle is b.state.battle
    assert b.prim is b.bc.primordials[b.battle.primordial.id]
    b.state.battle = None
    b.reread()
    with pytest.raises(AttributeError):
        _ = b.battle
    with pytest.raises(AttributeError):
        _ = b.prim


def test_a_board_with_tiles_placed_or_gone_since_is_the_board_built_whole() -> None:
    """Tiles placed on a kept board or gone from it (its view and pieces on each space changed
    by those tiles alone) give what the whole board gives: Obstacles, Obscuring spaces and red
    lines of a tile over another, a tile with red lines, the same tile listed again, a tile
    gone from under another, one gone and one placed at once [TER-002, TER-004, CYC1-002]."""
    content = kit.pack(terrain=[WALL])
    b = kit.battle(
        content,
        red_lines=[(3, 3, 3, 4)],
        terrain=[("wall", [(5, 5)]), ("smoke", [(6, 6), (6, 7)])],
    )
    placed_terrain(b)
    terrain = b.battle.terrain
    wall, smoke = terrain
    over = TerrainPiece(20, "wall", [[6, 6]])  # over the smoke
    lined = TerrainPiece(21, "smoke", [[1, 1]], red_lines=[[2, 2, 1, 2], [3, 4, 3, 3]])
    steps = [
        lambda: terrain.append(over),
        lambda: terrain.append(lined),
        lambda: terrain.append(TerrainPiece(22, "column", [[5, 5], [5, 6]])),
        lambda: terrain.append(wall),  # listed twice
        lambda: terrain.remove(over),
        lambda: (terrain.remove(smoke), terrain.append(TerrainPiece(23, "wall", [[6, 7]]))),
        lambda: terrain.remove(lined),
        lambda: terrain.remove(wall),  # its first listing
    ]
    for change in steps:
        change()
        view, by_cell = placed_terrain(b)
        assert view == _build_view(b, terrain, None)
        plain: dict[tuple[int, int], list[TerrainPiece]] = {}
        for tile in terrain:
            for r, c in tile.cells:
                here = plain.setdefault((r, c), [])
                if not any(p is tile for p in here):
                    here.append(tile)
        assert {cell: list(pieces) for cell, pieces in by_cell.items()} == plain
        if change is steps[2]:
            assert (6, 6) in view.obstacles and ((1, 2), (2, 2)) in view.red_lines
        if change is steps[4]:
            assert (6, 6) not in view.obstacles and (6, 6) in view.obscuring


def test_pieces_on_each_space_are_the_plain_definition() -> None:
    """Every tile covering a space, once each, in placement order (overlaps, a space listed
    twice by one tile and the same tile listed twice included)."""
    b = kit.battle(kit.pack(), terrain=[("smoke", [(1, 1), (1, 2), (1, 1)]), ("spring", [(1, 2)])])
    b.battle.terrain.append(b.battle.terrain[0])
    by_cell = placed_terrain(b)[1]
    for cell in {(r, c) for p in b.battle.terrain for r, c in p.cells}:
        plain: list[TerrainPiece] = []
        for piece in b.battle.terrain:
            if list(cell) in piece.cells and not any(p is piece for p in plain):
                plain.append(piece)
        assert list(by_cell[cell]) == plain
        assert all(p is q for p, q in zip(by_cell[cell], plain, strict=True))


def test_kept_primordial_sight_follows_titans_terrain_and_the_primordial() -> None:
    """What the Primordial sees of each Titan (``reach.sees``, kept in the board view's memo)
    is what a fresh procedure finds after a Titan moves, an Obscuring tile comes, flips or
    goes, and the Primordial moves."""
    content = kit.pack(terrain=[WALL])
    b = kit.battle(content, terrain=[("smoke", [(5, 4), (5, 5)]), ("wall", [(4, 7)])])

    def same_sight() -> None:
        for titan in b.battle.titans:
            assert reach.sees(b, titan) == reach.sees(fresh(b), titan)
            assert reach.sees(b, titan) == reach.sees(b, titan)  # kept

    same_sight()
    titan = b.battle.titans[1]
    for row, col in [(6, 5), (5, 5), (2, 9), (8, 4)]:  # behind the smoke, on it, in the open
        titan.row, titan.col = row, col
        same_sight()
    b.battle.terrain.append(TerrainPiece(9, "smoke", [[6, 4], [6, 5], [7, 4]]))
    same_sight()
    flip(b, b.battle.terrain[1])
    same_sight()
    b.battle.terrain.pop(0)
    same_sight()
    p = b.battle.primordial
    p.row, p.col = 5, 1
    same_sight()


def test_a_simulated_move_menu_lists_each_space_as_the_plain_option() -> None:
    """A simulation's move menu (no words) offers each space as ``cell-<row>-<col>`` with the
    space as its value, the same option object menu after menu for the same procedure, a new
    one for another procedure."""
    from atoterm.engine.battle.titans import actions
    from atoterm.engine.decisions import Option

    b = kit.battle(kit.pack())
    b.explaining = False
    cells = [(7, 2), (8, 3), (9, 2)]
    first = actions._space_options(b, cells)
    assert first == [Option(f"cell-{r}-{c}", "", value=[r, c]) for r, c in cells]
    again = actions._space_options(b, [(9, 2), (7, 2)])
    assert again[0] is first[2] and again[1] is first[0]
    other = actions._space_options(fresh(b), cells)
    assert other == first and other[0] is not first[0]


def test_the_kept_tile_kinds_follow_the_terrain_read() -> None:
    """What a view shows of each tile (kept per Terrain and side with the pack) is what the
    tile's traits say on the side it shows, and follows another pack's Terrain of the same
    id."""
    b = kit.battle(
        kit.pack(terrain=[WALL]),
        terrain=[("wall", [(5, 5)]), ("smoke", [(6, 6)]), ("spring", [(2, 2)]), ("pit", [(3, 3)])],
    )
    same_board(b)
    flip(b, b.battle.terrain[0])  # a Reinforced wall shows its Destructible side
    same_board(b)
    view = placed_terrain(b)[0]
    assert (5, 5) in view.obstacles and (6, 6) in view.obscuring and (3, 3) not in view.obstacles
    assert (3, 3) in view.impassable_for_titans and (2, 2) not in view.impassable_for_titans
    # Another pack whose "smoke" is an Obstacle: its own tiles are read, not the kept ones.
    other = kit.battle(
        kit.pack(terrain=[TerrainType("smoke", "Smoke", ("obstacle",))]),
        terrain=[("smoke", [(6, 6)])],
    )
    other.bc.memo.update(b.bc.memo)  # even with the first pack's kinds at hand
    assert (6, 6) in placed_terrain(other)[0].obstacles
    assert (6, 6) not in placed_terrain(other)[0].obscuring


@pytest.mark.parametrize("facing", ["N", "E", "S", "W"])
def test_kept_front_ring_follows_the_primordial(facing: str) -> None:
    """The spaces a tile placed in front of the Primordial may go on (kept per position,
    facing and board) are those adjacent to it and in front of it, on the board, row-major;
    they follow the Primordial as it moves and turns."""
    from atoterm.engine.battle.abilities.ops_basic import _front_ring
    from atoterm.engine.battle.board.geometry import adjacent_to_area, in_front

    b = kit.battle(kit.pack(), primordial=(0, 0, facing))
    p, size = b.battle.primordial, b.prim.size
    for row, col, turn in [(0, 0, facing), (4, 5, facing), (4, 5, "N"), (8, 9, "W"), (0, 0, "S")]:
        p.row, p.col, p.facing = row, col, turn
        prim = reach.primordial_cells(b)
        plain = tuple(
            (r, c)
            for r in range(b.battle.height)
            for c in range(b.battle.width)
            if adjacent_to_area((r, c), prim) and in_front((row, col), size, turn, (r, c))
        )
        assert _front_ring(b) == plain
        assert _front_ring(b) == _front_ring(fresh(b))


def test_a_worded_move_menu_lists_each_space_with_its_name_and_steps() -> None:
    """A session's move menu (worded) offers each space as ``cell-<row>-<col>`` named in board
    notation with its distance in steps; a space's option is made once per procedure for a
    space and a distance, and another distance makes another option."""
    from atoterm.engine.battle.titans import actions
    from atoterm.engine.decisions import Option

    b = kit.battle(kit.pack())
    reach_ = {(7, 2): 1, (8, 3): 2, (9, 2): 3}
    cells = sorted(reach_)
    first = actions._worded_space_options(b, cells, reach_)
    assert first == [
        Option(f"cell-{r}-{c}", cell_label((r, c)), f"{reach_[(r, c)]} space(s)", value=[r, c])
        for r, c in cells
    ]
    again = actions._worded_space_options(b, [(9, 2), (7, 2)], {(9, 2): 3, (7, 2): 2})
    assert again[0] is first[2]
    assert again[1] == Option("cell-7-2", cell_label((7, 2)), "2 space(s)", value=[7, 2])
    other = actions._worded_space_options(fresh(b), cells, reach_)
    assert other == first and other[0] is not first[0]
