"""Snapshots of the campaign sheets (pytest-textual-snapshot), on the hand-made ``cycle`` of
``campaign_demo`` over a fresh seed-42 campaign of the voyage-only pack (deterministic).

The Argo sheet (``a``) and the Advancement sheet (``t``) at 100x32, the Timeline (``d``) at
80x24. Regenerate after an intended change with
``pytest tests/ui/test_campaign_snapshots.py --snapshot-update`` and look at the SVG files.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable

import pytest
from campaign_demo import demo_cycle, demo_state
from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.engine.campaign_state import TitanRecord
from atoterm.engine.state import TimelineEntry
from atoterm.session import Game
from atoterm.ui.app import AtotermApp, make_app


def demo_app(pack: ContentPack) -> AtotermApp:
    game = Game.new(dataclasses.replace(pack, cycle=demo_cycle()), 42, durable=False)
    state = demo_state(game.state)
    state.campaign.titans.append(TitanRecord(1, "keel", "Orrathe"))
    state.story.diplomacy["cairnkin"] = 1
    state.timeline.added.append(TimelineEntry(5, "story", "0412"))
    return make_app("battle", game=game)


def pressing(*keys: str) -> Callable[[Pilot[int]], Awaitable[None]]:
    async def run_before(pilot: Pilot[int]) -> None:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        await pilot.wait_for_scheduled_animations()

    return run_before


@pytest.mark.parametrize(
    ("key", "size"),
    [
        pytest.param("a", (100, 32), id="argo-sheet-ADVA-026"),
        pytest.param("t", (100, 32), id="advancement-ADVA-012"),
        pytest.param("d", (80, 24), id="timeline-CAMP-022"),
    ],
)
def test_campaign_sheet(snap_compare, pack: ContentPack, key: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(demo_app(pack), terminal_size=size, run_before=pressing(key))
