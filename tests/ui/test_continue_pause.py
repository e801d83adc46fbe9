"""Issue 15, item 10: the end of an adventure and the end of an Exploration Draw wait for the
player. The screen holds on them with a Continue (enter, or any number key); the pause is the
front end's own: no decision is taken or written while it is held.
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.session import Game
from atoterm.session.campaign_bot import campaign_choice
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.exploration_panel import card_words
from atoterm.ui.game_screen import view_for
from atoterm.ui.story_screen import StoryScreen
from atoterm.ui.voyage_screen import VoyageScreen
from atoterm.views.option_order import key_for_index

SIZE = (120, 40)
SEED = 1  # a campaign whose bot soon ends an adventure on a closing paragraph
LIMIT = 200


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def shown(app: AtotermApp, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


def before_a_closing_paragraph(content: ContentPack) -> tuple[Game, str]:
    """A campaign played by the bot up to the choice that ends an adventure with a closing
    paragraph (found by taking it and undoing it), and that choice's option id."""
    game = Game.new(content, SEED, durable=False)
    for _ in range(LIMIT):
        wanted = campaign_choice(game)
        in_story = view_for(game.state) == "story"
        game.choose(wanted)
        kinds = {event.kind for event in game.last_events}
        if in_story and view_for(game.state) != "story" and "paragraph" in kinds:
            game.undo(1)
            return game, wanted
    raise AssertionError("no adventure ended with a paragraph")


async def test_the_end_of_an_adventure_waits_for_continue(content: ContentPack) -> None:
    game, wanted = before_a_closing_paragraph(content)
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StoryScreen)
        pending = game.pending
        assert pending is not None
        index = next(i for i, option in enumerate(pending.options) if option.id == wanted)
        await press(pilot, key_for_index(pending, index))
        position = game.history.position
        closing = [e for e in game.last_events if e.kind == "paragraph"][-1]
        assert isinstance(closing.data, dict)
        title = f"{closing.data['paragraph']} · {closing.data['title']}"

        assert app.screen is screen, "the storybook stays until the player continues"
        assert screen.held is not None
        assert title in shown(app, "#story-text")  # the closing paragraph, in the main text
        assert screen.query_one("#story-continue").display
        assert "Continue" in shown(app, "#story-continue")
        assert "The adventure is over." in shown(app, "#decision-prompt")
        assert not screen.query_one("#decision-options").display
        assert screen.legal_choices() == [(0, "Continue", "The adventure is over.")]

        await press(pilot, "enter")
        assert isinstance(app.screen, VoyageScreen)
        assert game.history.position == position, "continuing decides nothing"
    game.close()


async def sail_to_the_end_of_the_draw(pilot: Pilot[int], screen: VoyageScreen) -> None:
    """Sail (the journal waits at a move), then answer what the Draw's cards ask (a trade)
    until the Draw is over and the screen holds."""
    game = screen.game
    await press(pilot, "1")
    for _ in range(5):
        if screen.held is not None:
            return
        pending = game.pending
        assert pending is not None and game.state.step == "exploration"
        legal = pending.legal_options()
        done = [option for option in legal if option.id == "done"]
        await press(pilot, key_for_index(pending, pending.options.index((done or legal)[0])))
    assert screen.held is not None


async def test_undo_releases_the_pause(journal: Path, voyage_dir: Path) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        await sail_to_the_end_of_the_draw(pilot, screen)
        position = screen.game.history.position
        await press(pilot, "u")
        assert screen.held is None and screen.game.history.position == position - 1
        options = screen.query_one("#decision-options")
        assert options.display and app.focused is options


async def test_the_end_of_the_exploration_draw_waits_for_continue(
    journal: Path, voyage_dir: Path
) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        game = screen.game
        await sail_to_the_end_of_the_draw(pilot, screen)
        position = game.history.position
        assert screen.held is not None
        prompt = shown(app, "#decision-prompt")
        assert "The Exploration Draw is over." in prompt and "Continue" in prompt
        assert not screen.query_one("#decision-options").display
        panel = shown(app, "#exploration")
        stacks = game.state.campaign.exploration.stacks
        assert all(card_words(game.content, card) in panel for stack in stacks for card in stack)

        await press(pilot, "3")  # a number key continues; it takes no option
        assert screen.held is None and game.history.position == position
        pending = game.pending
        assert pending is not None
        assert pending.prompt in shown(app, "#decision-prompt")
        assert screen.query_one("#decision-options").display

        await press(pilot, "enter")  # no pause now: enter chooses the highlighted option
        assert game.history.position == position + 1
