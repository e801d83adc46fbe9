"""A whole Cycle through the real screens: campaign creation to its end [CAMP-001, CAMP-004,
CAMP-020].

Every decision of a campaign on the shipped content (storybook, Exploration deck, Technologies,
Timeline Battles) is answered through the screen that shows it — the voyage, the storybook,
the battle setup and the battle board — the way the command palette answers it
(``DecidingScreen.choose``), with the campaign bot's pick. The screens must switch by
themselves (a battle opens the board, its end goes back to the voyage) and the end of the
campaign opens the chronicle.
"""

from __future__ import annotations

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.campaign_bot import campaign_choice
from atoterm.ui.app import make_app
from atoterm.ui.chronicle_screen import ChronicleScreen
from atoterm.ui.decision_commands import DecidingScreen
from atoterm.ui.game_screen import view_for

SEED = 6
LIMIT = 4000
"""About 1,800 decisions for this seed (a loss on day 20): two to three minutes on one core."""


async def test_a_whole_campaign_is_played_through_the_screens(content: ContentPack) -> None:
    game = Game.new(content, SEED, durable=False)
    app = make_app("battle", game=game)
    seen: list[str] = []
    pauses = 0
    view = view_for(game.state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(LIMIT):
            if game.over:
                break
            screen = app.screen
            name = type(screen).__name__
            if not seen or seen[-1] != name:
                seen.append(name)
            assert isinstance(screen, DecidingScreen), f"{name} cannot answer {game.pending}"
            if getattr(screen, "held", None) is not None:  # an adventure's end, a Draw's end
                pauses += 1
                screen.action_continue()  # type: ignore[attr-defined]
                await pilot.pause()
                continue
            pending = game.pending
            assert pending is not None
            wanted = campaign_choice(game)
            before = game.history.position
            screen.choose(next(i for i, o in enumerate(pending.options) if o.id == wanted))
            assert game.history.position == before + 1, f"{name} refused {wanted}"
            if view_for(game.state) != view or game.over:
                await pilot.pause()  # let the app switch screens (a battle, the storybook)
            view = view_for(game.state)
        assert game.over, "the campaign ends within the decision limit"
        if getattr(app.screen, "held", None) is not None:  # the last words, then the chronicle
            app.screen.action_continue()  # type: ignore[attr-defined]
        for _ in range(3):
            await pilot.pause()
        assert isinstance(app.screen, ChronicleScreen)
        outcome = game.state.outcome
        assert outcome is not None
        assert outcome.reason.split(":")[0][:20] in app.screen.markdown
    game.close()
    kinds = set(seen)
    assert {"VoyageScreen", "StoryScreen", "BattleScreen"} <= kinds, seen
    assert game.state.campaign.battles, "a Timeline Battle was fought"
    assert pauses, "the screens held on the ends of adventures and Draws"
