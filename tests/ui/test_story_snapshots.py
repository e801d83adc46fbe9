"""Snapshots of the storybook screen (pytest-textual-snapshot), with fixed seeds.

A closed (greyed) choice beside the story at 120x40, the group test panel and the Delve
panel at 80x24, and the Argonaut sheet. Regenerate after an intended change with
``pytest tests/ui/test_story_snapshots.py --snapshot-update`` and look at the SVG files.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.ui.app import AtotermApp, make_app


def adventure_app(content: ContentPack, what: str) -> AtotermApp:
    game = new_adventure_game(content, 3, "paragraph", what, durable=False)
    return make_app("battle", game=game)


def pressing(*keys: str) -> Callable[[Pilot[int]], Awaitable[None]]:
    async def run_before(pilot: Pilot[int]) -> None:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        await pilot.wait_for_scheduled_animations()

    return run_before


def test_storybook_with_a_greyed_choice(snap_compare, content: ContentPack) -> None:  # type: ignore[no-untyped-def]
    """[ADV-007] 0205 after Ithra takes the lead: the Wisdom choice is closed, with why."""
    app = adventure_app(content, "0205")
    assert snap_compare(app, terminal_size=(120, 40), run_before=pressing("1"))


def test_group_test_panel(snap_compare, content: ContentPack) -> None:  # type: ignore[no-untyped-def]
    """[ADV-072] 0206: four rolls, a natural 10, the re-rolls to declare, at 80x24."""
    app = adventure_app(content, "0206")
    assert snap_compare(app, terminal_size=(80, 24), run_before=pressing())


def test_delve_panel(snap_compare, content: ContentPack) -> None:  # type: ignore[no-untyped-def]
    """[ADV-040] 0225 after two cards: the running total and the odds of busting."""
    app = adventure_app(content, "0225")
    assert snap_compare(app, terminal_size=(80, 24), run_before=pressing("1"))


def test_argonaut_sheet(snap_compare, content: ContentPack) -> None:  # type: ignore[no-untyped-def]
    """A Mnemos track with its Breakthrough nodes on the sheet (``a``)."""
    game = new_adventure_game(content, 3, "breakthrough", "tide-reader", durable=False)
    app = make_app("battle", game=game)
    assert snap_compare(app, terminal_size=(100, 30), run_before=pressing("a"))
