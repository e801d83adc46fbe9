"""Adventure Terrain in battle (engine/battle/board/adventure_terrain.py) [ADV-077..ADV-080]."""

from __future__ import annotations

import dataclasses
from functools import cache

import battle_kit as kit
import pytest

from atoterm.content import load_content
from atoterm.content.schema import ContentPack
from atoterm.engine.battle.board import adventure_terrain as at
from atoterm.engine.battle.board.geometry import footprint
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.core.state import TerrainPiece
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState, RulesOptions
from atoterm.engine.story_state import TerrainNote
from atoterm.session.adventure_practice import new_adventure_state
from atoterm.session.game import Game, SessionError
from atoterm.session.practice import new_practice_game


@cache
def content() -> ContentPack:
    return load_content()


def practice(seed: int, terrain: tuple[str, str] | None, prim: str = "threnos") -> GameState:
    return new_practice_state(
        content(),
        seed,
        primordial_id=prim,
        level=1,
        rules=RulesOptions(),
        adventure_terrain=terrain,
    )


def edge_distance(state: GameState, cell: list[int]) -> int:
    battle = state.battle
    assert battle is not None
    row, col = cell
    return min(row, col, battle.height - 1 - row, battle.width - 1 - col)


def taken(state: GameState) -> set[tuple[int, int]]:
    """Spaces of the diagram's terrain, the Titans and the Primordial."""
    battle = state.battle
    assert battle is not None
    prim = battle.primordial
    size = content().battle.primordials[prim.id].size  # type: ignore[union-attr]
    cells = {(r, c) for p in battle.terrain[:-1] for r, c in p.cells}
    cells |= {(t.row, t.col) for t in battle.titans}
    return cells | set(footprint((prim.row, prim.col), size))


SEEDS = range(1, 13)


@pytest.mark.parametrize("prim", ["threnos", "kyanippe", "ammonax"])
def test_outer_3_within_3_spaces_of_an_edge_ADV_080(prim: str) -> None:
    """Outer 3: only within 3 spaces of a Board Edge [ADV-080]."""
    for seed in SEEDS:
        state = practice(seed, ("kelp-bed", "outer"), prim)
        piece = state.battle.terrain[-1]  # type: ignore[union-attr]
        assert piece.terrain == "kelp-bed" and len(piece.cells) == 1
        assert edge_distance(state, piece.cells[0]) < 3


@pytest.mark.parametrize("prim", ["threnos", "kyanippe", "ammonax"])
def test_inner_3_not_within_3_spaces_of_an_edge_ADV_080(prim: str) -> None:
    """Inner 3: only on spaces not within 3 spaces of the Board Edge [ADV-080]."""
    for seed in SEEDS:
        state = practice(seed, ("stair-monolith", "inner"), prim)
        piece = state.battle.terrain[-1]  # type: ignore[union-attr]
        assert piece.terrain == "stair-monolith"
        assert edge_distance(state, piece.cells[0]) >= 3


def test_placed_after_the_diagram_never_overlapping_ADV_079() -> None:
    """After all battle-specific terrain, which is unchanged; never on a Titan, the Primordial
    or another tile; deterministic for a seed [ADV-079]."""
    spots = set()
    for seed in SEEDS:
        plain, noted = practice(seed, None), practice(seed, ("shell-rubble", "inner"))
        assert plain.battle is not None and noted.battle is not None
        assert noted.battle.terrain[:-1] == plain.battle.terrain
        piece = noted.battle.terrain[-1]
        assert piece.uid > max(p.uid for p in plain.battle.terrain)
        assert noted.battle.next_uid == piece.uid + 1
        assert (piece.cells[0][0], piece.cells[0][1]) not in taken(noted)
        again = practice(seed, ("shell-rubble", "inner"))
        assert canonical_bytes(again) == canonical_bytes(noted)
        spots.add(tuple(piece.cells[0]))
    assert len(spots) > 1  # drawn, not always the same space


def test_the_only_free_space_is_used_ADV_079() -> None:
    """On a crowded board the single legal space is taken; none left: nothing is placed
    [ADV-079, ADV-080]."""
    b: B = kit.battle(
        kit.pack(), titans=[kit.titan("A", 3, 3), kit.titan("B", 0, 11)], primordial=(4, 4, "S")
    )
    width, height = b.battle.width, b.battle.height
    free = (9, 0)
    outer = [
        [r, c]
        for r in range(height)
        for c in range(width)
        if at.in_zone(width, height, (r, c), "outer") and (r, c) not in (free, (0, 11))
    ]
    b.battle.terrain.append(TerrainPiece(1, "pit", outer))
    assert at.legal_spaces(b, "outer") == [free]
    assert (0, 11) not in at.legal_spaces(b, "outer")  # Titan B stands there
    assert (4, 4) not in at.legal_spaces(b, "inner")  # the Primordial's footprint
    assert (3, 3) not in at.legal_spaces(b, "inner")  # Titan A
    piece = at.place(b, "brush", "outer")
    assert piece is not None and piece.cells == [list(free)] and piece.uid == 2
    assert at.place(b, "smoke", "outer") is None
    assert b.events[-1].kind == "adventure_terrain" and "not placed" in b.events[-1].text


def story_game(seed: int) -> Game:
    """A practice adventure reading paragraph 0269 ("-> battle kyanippe 1"), with Adventure
    Terrain noted for every day."""
    state = new_adventure_state(content(), seed, "paragraph", "0269")
    state.story.terrain_notes = [TerrainNote(d, "kelp-bed", "outer") for d in range(0, 40)]
    shell = Game.new(content(), seed)
    header = dataclasses.replace(shell.header, start=canonical_bytes(state))
    return Game.begin(content(), header, None, False)


def test_a_story_battle_gets_no_adventure_terrain_ADV_077() -> None:
    """A battle started by a paragraph (``-> battle``) is not a Timeline Battle: the noted tile
    stays off its board [ADV-077]."""
    game = story_game(5)
    battle = game.state.battle
    assert battle is not None and battle.scenario.startswith("story:")
    diagram = content().battle.primordials["kyanippe"].diagram  # type: ignore[union-attr]
    assert [p.terrain for p in battle.terrain] == [t.terrain for t in diagram.terrain]
    b = B(game.state, content(), Rng(1, {}))
    assert at.place_noted(b, game.state.timeline.day) is None


def test_place_noted_only_for_a_timeline_battle_ADV_077_ADV_078() -> None:
    """The note of the battle's day is placed in a (non-standalone, non-story) battle; another
    day's note is not [ADV-077, ADV-078]."""
    state = practice(3, None)
    battle = state.battle
    assert battle is not None
    state.story.terrain_notes = [TerrainNote(4, "kelp-bed", "outer")]
    b = B(state, content(), Rng(state.seed, state.rng))
    assert at.place_noted(b, 4) is None  # standalone practice battle
    battle.standalone, battle.scenario = False, "timeline:4"
    assert at.place_noted(b, 5) is None  # nothing noted for day 5
    before = len(battle.terrain)
    piece = at.place_noted(b, 4)
    assert piece is not None and piece.terrain == "kelp-bed"
    assert len(battle.terrain) == before + 1
    assert any(e.kind == "adventure_terrain" and e.rule == "ADV-079" for e in b.events)


def test_practice_game_and_bad_specs_ADV_080() -> None:
    """The practice battle takes a tile; unknown terrain or zone is a clear error."""
    game = new_practice_game(
        content(),
        9,
        primordial="threnos",
        save=None,
        durable=False,
        adventure_terrain=("kelp-bed", "outer"),
    )
    assert game.state.battle is not None
    assert game.state.battle.terrain[-1].terrain == "kelp-bed"
    with pytest.raises(SessionError, match="no terrain 'lava'"):
        new_practice_game(content(), 9, durable=False, adventure_terrain=("lava", "outer"))
    with pytest.raises(ValueError, match="TERRAIN:outer or TERRAIN:inner"):
        at.parse_spec(content(), "kelp-bed:middle")
    assert at.parse_spec(content(), "kelp-bed:inner") == ("kelp-bed", "inner")


def test_cli_option_parses_ADV_080() -> None:
    from atoterm.cli.main import CliError, build_parser

    args = build_parser().parse_args(["battle", "--adventure-terrain", "kelp-bed:outer"])
    assert args.adventure_terrain == ("kelp-bed", "outer")
    with pytest.raises(CliError, match="TERRAIN:outer or TERRAIN:inner"):
        build_parser().parse_args(["battle", "--adventure-terrain", "kelp-bed"])
