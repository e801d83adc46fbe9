"""Snapshot tests (pytest-textual-snapshot) at 80x24 and 120x40, with fixed seeds and folders.

Regenerate after an intended change with ``pytest tests/ui --snapshot-update`` and look at the
SVG files in ``tests/ui/__snapshots__/`` before committing them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from atoterm.ui.app import make_app

SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])


async def settle(pilot: Pilot[int]) -> None:
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()


class TestTitleScreen:
    @SIZES
    def test_title(self, snap_compare, saves: Path, size: tuple[int, int]) -> None:
        assert snap_compare(make_app(), terminal_size=size, run_before=settle)


class TestVoyageScreen:
    @SIZES
    def test_voyage_after_three_days(
        self, snap_compare, journal: Path, voyage_dir: Path, size: tuple[int, int]
    ) -> None:
        app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
        assert snap_compare(app, terminal_size=size, run_before=settle)
