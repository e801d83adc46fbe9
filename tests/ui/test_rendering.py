"""Unit tests of what the widgets draw, without starting an app."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Size

from atoterm.content import ContentPack
from atoterm.engine.decisions import Option
from atoterm.engine.state import Outcome, Voyage
from atoterm.session import load_game
from atoterm.ui.decision_panel import option_text, outcome_text
from atoterm.ui.map_view import ARROWS, TILE_HEIGHT, TILE_WIDTH, render_map, short_name
from atoterm.ui.session_access import first_position_of_day
from atoterm.ui.size_guard import size_message, too_small


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Meriphon", ("Meriphon", "")),
        ("Split Oar Sound", ("Split Oar", "Sound")),
        ("Cairn of First Steps", ("Cairn of", "First St.")),
        ("Netmender's Cove", ("Netmender", "Cove")),
        ("Gull Tithe Rocks", ("Gull", "Tithe Ro.")),
        ("Smoke-Oracle's Rock", ("Smoke-", "Orac. Ro.")),
        ("Cindermouth", ("Cindermo.", "")),
    ],
    ids=["fits", "two-lines", "abbreviated", "no-stray-apostrophe", "last-word", "hyphen", "word"],
)
def test_tile_names_fit_two_lines(name: str, expected: tuple[str, str]) -> None:
    assert short_name(name) == expected


def test_map_marks_argo_explored_state_and_waterways(pack: ContentPack) -> None:
    start = pack.tile(pack.start_tile)
    north = next(a for a in start.arrows if a.dir == "N")
    voyage = Voyage(tile=north.to, revealed=[start.id, north.to], explored=[start.id])
    picture = render_map(pack, voyage)
    lines = picture.text.plain.splitlines()
    assert len(lines) == 2 * TILE_HEIGHT
    assert all(len(line) == TILE_WIDTH for line in lines)
    argo_box, start_box = lines[:TILE_HEIGHT], lines[TILE_HEIGHT:]
    assert argo_box[0].startswith(f"┏{north.to}")  # heavy border: the Argo's tile
    assert "@" in argo_box[3]
    assert start_box[0].startswith(f"┌{start.id}") and start_box[0].endswith("✓┐")
    assert argo_box[0].endswith("?┓"), "the Argo's new tile is still unexplored"
    drawn = sum(line.count(glyph) for line in start_box for glyph in ARROWS.values())
    assert drawn == len(start.arrows)
    assert (picture.argo.x, picture.argo.y) == (0, 0)


def test_disabled_option_shows_its_reason_in_words() -> None:
    text = option_text(3, Option("to-9", "East to tile 9", "", "needs the Deep Keel")).plain
    assert text.startswith("3. East to tile 9")
    assert "✗ not available: needs the Deep Keel" in text


def test_outcome_is_spelled_out() -> None:
    text = outcome_text(Outcome("lost", "the Timeline has no day left.", "CAMP-022")).plain
    assert "The campaign is over: LOST." in text and "[CAMP-022]" in text


@pytest.mark.parametrize(
    ("width", "height", "small"),
    [(80, 24, False), (79, 24, True), (80, 23, True), (200, 60, False)],
)
def test_minimum_terminal_size(width: int, height: int, small: bool) -> None:
    assert too_small(Size(width, height)) is small
    assert f"{width}×{height}" in size_message(Size(width, height))


def test_day_jump_finds_the_first_decision_of_a_day(journal: Path, pack: ContentPack) -> None:
    game, _ = load_game(journal, content=pack, writable=False)
    history = game.history
    # a day opens with its Movement, before its Timeline box is marked [CAMP-022]
    days = [
        state.timeline.day + (state.step == "movement")
        for state in (history.state_at(k) for k in range(history.position + 1))
    ]
    for day in sorted(set(days)):
        assert first_position_of_day(history, day) == days.index(day)
    assert first_position_of_day(history, max(days) + 1) is None
