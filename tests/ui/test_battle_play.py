"""A real practice battle in the TUI (engine, journal and screens together, no fakes).

The player takes the default loadout, then answers decisions through the number keys (the last
legal option shown, which ends windows and turns quickly); the screen must follow each decision
(setup, then the board), the journal must hold every decision, and the Primordial's targeting
reason must be on screen. Whole battles to their end are played headless (random battles, the
victory and defeat scenarios); a Pilot key press costs about a second, so this run is short.
"""

from __future__ import annotations

import pytest

from atoterm.content import ContentPack
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import make_app
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_setup_screen import BattleSetupScreen
from atoterm.views.option_order import shown_options

KEYS = 14


def last_legal_key(game) -> str:  # type: ignore[no-untyped-def]
    """The key listed beside the last open option (``0`` for Done / End turn / Continue)."""
    keys = [s.key for s in shown_options(game.pending) if s.key and not s.option.disabled]
    if not keys:
        pytest.fail(f"no legal option has a key: {game.pending.prompt}")
    return keys[-1]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_a_practice_battle_on_screen(
    content: ContentPack, tmp_path, size: tuple[int, int]
) -> None:
    """[BAT-SETUP-001] setup then the board; every key press is one journaled decision."""
    game = new_practice_game(content, 17, save=tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleSetupScreen)
        await pilot.press("1")  # the default Titans and loadout
        await pilot.pause()
        for _ in range(KEYS):
            if game.pending is None or game.pending.kind == "battle.aftermath":
                break
            before = game.history.position
            key = last_legal_key(game)
            await pilot.press(key)
            await pilot.pause()
            if game.history.position == before:  # listed out of sight: shown first, not chosen
                assert "out of sight" in str(app.screen.query_one("#decision-explain").render())
                await pilot.press(key)
                await pilot.pause()
            assert game.history.position == before + 1, f"the key did not choose: {game.pending}"
        assert isinstance(app.screen, BattleScreen)
        shown = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert "Ammonax" in shown
        targeted = [e for e in game.chronicle if e.kind == "target"]
        assert targeted, "no AI card was targeted yet"
    game.close()
    assert game.history.position >= 2
