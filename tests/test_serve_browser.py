"""The game in a real browser: `atoterm serve` and headless Chromium (issue 15, "Play in a
browser").

The page is loaded, a practice battle starts, two decisions are made by key presses in the
page, the player leaves with q then y, and the journal the served game wrote in the save folder
must verify and hold both decisions. A screenshot is kept in the test's folder.

Without Chromium the test is skipped; .ci/run installs it and sets ATOTERM_REQUIRE_BROWSER=1,
so in CI a browser that is missing or does not start is a failure.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from pathlib import Path

import pytest
from browser_kit import BROWSER_REQUIRED, CHROMIUM, BrowserError, Page, chromium_page, png_colours
from serve_kit import served

from atoterm.store import read_journal

pytestmark = pytest.mark.skipif(
    CHROMIUM is None and not BROWSER_REQUIRED,
    reason="chromium is not installed (Debian: apt-get install chromium); .ci/run installs it",
)

SESSION_ENDED = "document.body.classList.contains('-closed')"
"""textual-serve's page shows "Session ended" once the game process has quit."""


async def test_a_practice_battle_played_in_a_browser(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    with served(tmp_path, "--saves", str(saves), "--", "battle", "--seed", "3") as server:
        try:
            async with chromium_page(tmp_path, server.url) as page:
                await page.wait_for_text("Titans and gear for this Battle", "decision 0")
                await page.evaluate("window.__atotermTerminal.focus()")
                await page.press("1")  # the default Titans and loadout
                await page.wait_for_text("Priority Target", "decision 1")
                await page.press("2")  # Kalon (B) is the Priority Target
                screen = await page.wait_for_text("decision 2", "Board")
                assert "battle-3.atoj" in screen
                shot = await page.screenshot(tmp_path / "battle-in-browser.png")
                assert png_colours(shot) > 64, "the screenshot is blank"
                await page.press("q")
                await page.wait_for_text("Leave the game?")
                await page.press("y")
                await _wait_for(page, SESSION_ENDED)
        except BrowserError as exc:
            if BROWSER_REQUIRED:
                pytest.fail(f"the browser test must run here (ATOTERM_REQUIRE_BROWSER=1): {exc}")
            pytest.skip(f"headless chromium is not usable here: {exc}")

    journal = saves / "battle-3.atoj"
    assert journal.is_file(), f"no journal in the save folder: {sorted(saves.iterdir())}"
    decisions = [r for r in read_journal(journal).records if r.kind == "decision"]
    assert [r.choice for r in decisions] == ["default", "titan-B"]
    verified = subprocess.run(
        [sys.executable, "-m", "atoterm", "verify", str(journal)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert verified.returncode == 0, verified.stdout + verified.stderr


async def _wait_for(page: Page, expression: str, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if await page.evaluate(expression):
            return
        await asyncio.sleep(0.2)
    raise AssertionError(f"the page never showed {expression}")
