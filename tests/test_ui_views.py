"""The read-only views give the screens the engine's own figures (``atoterm.views``).

The Threnos panel is the case the views were made for: at Battle Track boxes 2-4 the box adds
Traits to the Primordial's, and the panel must name every Trait the engine has in play, in
the sheet's words [BAT-SETUP-027, BAT-SETUP-030].
"""

from __future__ import annotations

import pytest

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.context import B
from atoterm.engine.battle.flow import setup
from atoterm.engine.battle.titans import stats
from atoterm.engine.rng import Rng
from atoterm.engine.state import GameState
from atoterm.session.practice import new_practice_game
from atoterm.ui.battle_panels import primordial_text
from atoterm.views import battle as views_battle
from atoterm.views import board as views_board

LEVEL_TRAITS = ("Lantern Held Forward", "It Always Arrives", "Grief-Blind")
TRACK_TRAITS = {
    1: (),
    2: ("Lantern Unshuttered",),
    3: ("Lantern Unshuttered", "Choir of the Drowned"),
    4: ("Lantern Unshuttered", "Choir of the Drowned", "The Last Verse"),
}


def threnos(content: ContentPack, box: int) -> GameState:
    game = new_practice_game(content, 5, primordial="threnos", track_box=box, durable=False)
    assert game.state.battle is not None and game.state.battle.track_box == box
    return game.state


def engine_context(state: GameState, content: ContentPack) -> B:
    return B(state, content, Rng(state.seed, dict(state.rng)))


@pytest.mark.parametrize("box", [2, 3, 4])
def test_threnos_panel_names_the_battle_track_traits(content: ContentPack, box: int) -> None:
    state = threnos(content, box)
    text = primordial_text(state, content).plain
    traits_line = next(line for line in text.splitlines() if line.startswith("Traits: "))
    shown = tuple(traits_line.removeprefix("Traits: ").split(", "))
    assert shown == LEVEL_TRAITS + TRACK_TRAITS[box]
    assert f"Battle Track box {box}" in text
    # ... and exactly the engine's own list of Traits in play, in the sheet's names
    b = engine_context(state, content)
    assert shown == tuple(b.prim.traits[t].name for t in setup.active_traits(b))
    assert not any("-" in name and name.lower() == name for name in shown)  # no ids


def test_threnos_panel_at_box_one_has_only_the_level_traits(content: ContentPack) -> None:
    text = primordial_text(threnos(content, 1), content).plain
    assert f"Traits: {', '.join(LEVEL_TRAITS)}\n" in text


def test_primordial_figures_are_the_engine_numbers(content: ContentPack) -> None:
    state = threnos(content, 4)
    assert state.battle is not None
    state.battle.primordial.tokens["speed"] = 2
    state.battle.kratos_pool["at"] = 1
    state.battle.decks.wound_stack = ["wound:double:1"]
    figures = views_battle.primordial_figures(state, content)
    b = engine_context(state, content)
    assert (figures.to_hit, figures.speed, figures.at_bonus) == (
        stats.to_hit(b),
        stats.speed(b),
        stats.at_bonus(b),
    )
    assert figures.speed == b.level.speed + 2 and figures.at_bonus == b.level.at_bonus + 1
    assert figures.wounds == 2 and figures.wound_limit == b.level.wounds
    assert (figures.track_box, figures.track_name) == (4, "The Last Verse")
    titan = state.battle.titans[0]
    assert views_battle.ambrosia_limit(state, content, titan) == stats.ambrosia_limit(b, titan)


def test_views_never_draw_or_change_the_state(content: ContentPack) -> None:
    from atoterm.engine.codec import canonical_bytes

    state = threnos(content, 3)
    before = canonical_bytes(state)
    views_battle.primordial_figures(state, content)
    views_board.primordial_shape(state, content)
    views_board.describe_board(state, content)
    assert canonical_bytes(state) == before


def test_board_shape_faces_and_backs_the_footprint(content: ContentPack) -> None:
    state = threnos(content, 1)
    battle = state.battle
    assert battle is not None
    shape = views_board.primordial_shape(state, content)
    p = battle.primordial
    size = content.battle.primordials["threnos"].size  # type: ignore[union-attr]
    assert len(shape.cells) == size * size and (p.row, p.col) in shape.cells
    assert len(shape.front_edge) == size and shape.front_edge <= set(shape.cells)
    assert len(shape.rear) == size and not shape.rear & set(shape.cells)
    assert shape.facing == p.facing


@pytest.mark.parametrize("box", [1, 4])
def test_battle_screen_lists_the_traits_as_reference_cards_BAT_SETUP_022(
    content: ContentPack, box: int
) -> None:
    """BAT-SETUP-022: the Trait cards that lie by the board as a reference are, on the battle
    screen, the Primordial panel's "Traits:" line (the Level's and the Battle Track box's) and,
    for each, its text when the Primordial is inspected on the board, in the sheet's words."""
    from atoterm.views.board import primordial_shape
    from atoterm.views.inspect_battle import inspect_cell

    state = threnos(content, box)
    text = primordial_text(state, content).plain
    expected = LEVEL_TRAITS + TRACK_TRAITS[box]
    assert f"Traits: {', '.join(expected)}" in text
    cell = sorted(primordial_shape(state, content).cells)[0]
    shown = inspect_cell(state, content, cell).lines
    assert content.battle is not None
    prim = content.battle.primordials["threnos"]
    texts = {t.name: t.text for t in prim.traits.values()}
    for name in expected:
        assert f"Trait {name}: {texts[name]}" in shown
    left_out = set(texts) - set(expected)  # Traits of later boxes are not in play yet
    assert not any(line.startswith(f"Trait {name}:") for name in left_out for line in shown)
