"""The storybook screen, the Argonaut sheet and the Choice Matrix (issue 5, "Screens").

Pilot tests play real practice adventures of the shipped storybook (engine, journal and
screens together, no fakes), started where ``atoterm adventure`` starts them; fixed seeds
make every die known: seed 3 in the Kelp Coves hub rolls a 4 then a 7 for Ithra's Wisdom
test, the group test of 0206 rolls 4, 7, 10, 4, and the Delve of 0225 draws a 3 first.
Each key press is a journaled decision, so the tests stay short. Text-only helpers of
``story_panels`` are tested without an app.
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.engine.decisions import Decision, Event, Option
from atoterm.session import Game
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.argonaut_sheet import ArgonautSheetScreen, track
from atoterm.ui.choice_matrix import ChoiceMatrixScreen, matrix_grid
from atoterm.ui.game_screen import view_for
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.story_panels import delve_text, prose_text, story_text
from atoterm.ui.story_screen import StoryScreen
from atoterm.views.option_order import key_for_index

SIZE = (100, 32)


def game_at(content: ContentPack, kind: str, what: str, save: Path | None = None) -> Game:
    return new_adventure_game(content, 3, kind, what, save=save, durable=False)


def screen_text(app: AtotermApp) -> str:
    """Every Static and option list on the current screen, as plain text."""
    parts = [str(widget.render()) for widget in app.screen.query("Static")]
    for options in app.screen.query("OptionList"):
        parts += [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    return "\n".join(parts)


def widget_text(app: AtotermApp, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


# ---------------------------------------------------------------- playing an adventure
async def test_leader_choice_bonus_roll_and_fate_reroll(content: ContentPack, tmp_path) -> None:
    """[ADV-014] leader, [ADV-007] a choice, [ADV-068] a bonus, [ADV-066] the roll,
    [ADV-069] a Fate re-roll; undo goes back to the bonus decision and the plain roll."""
    game = game_at(content, "hub", "kelp_coves", tmp_path / "a.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StoryScreen)
        assert "0201" in widget_text(app, "#story-text")
        assert "Party leader: not chosen yet" in widget_text(app, "#story-leader")
        await press(pilot, "1")  # Ithra leads
        assert game.pending.kind == "adv.choice"
        assert "Party leader: Ithra" in widget_text(app, "#story-leader")
        shown = screen_text(app)
        assert "Walk the drowning-line" in shown
        assert "✗ not available: needs Diplomacy 1" in shown  # greyed, with the reason
        await press(pilot, "1")
        story = widget_text(app, "#story-text")
        assert "0201" in story and "0202 · The Drowning-Line" in story  # newest at the bottom
        assert story.index("0201") < story.index("0202")
        assert "› Chosen: Walk the drowning-line" in story
        test = widget_text(app, "#story-test")
        assert "Ithra tests [ADV-066] · Wisdom 6+" in test
        assert "Not rolled yet" in test and "modifier +0" in test
        await press(pilot, "1")  # declare the Danger bonus: the only one left, so it rolls
        assert game.pending.kind == "adv.reroll"
        test = widget_text(app, "#story-test")
        assert "modifier +1" in test and "Ithra d10 4 → 5 fail" in test
        assert "Re-roll the die (+1 Fate for Ithra)" in screen_text(app)
        await press(pilot, "u")  # back to the bonus decision; roll without the bonus
        assert game.pending.kind == "adv.bonus"
        await press(pilot, key_for_index(game.pending, 2))  # roll: listed after the bonuses
        assert "Ithra d10 4 → 4 fail" in widget_text(app, "#story-test")
        await press(pilot, "1")  # the Fate re-roll
        assert game.state.argonauts[0].fate == 1
        last = widget_text(app, "#story-test")
        assert "Last test" in last and "Ithra re-rolls with Fate" in last
        assert "0204" in widget_text(app, "#story-text")
    game.close()


async def test_greyed_choice_is_refused_and_unread_paragraphs_never_show(
    content: ContentPack,
) -> None:
    """[ADV-007] a closed choice is listed with its reason and cannot be taken; [ADV-003]
    the paragraphs the choices lead to are nowhere on screen before they are read; below
    80x24 only the size notice shows (``size_guard``) and no key decides."""
    game = game_at(content, "paragraph", "0205")
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "1")
        leads = game.pending.context["leads"]
        assert leads == ["0206", "0207", "0208"]
        shown = screen_text(app)
        assert "✗ not available: needs Wisdom +2 (the leader has +0)" in shown
        for lead in leads:
            assert lead not in shown
        assert set(game.state.story.read) == {"0205"}
        before = game.history.position
        assert game.pending.options[1].disabled
        await press(pilot, key_for_index(game.pending, 1))  # the closed choice, listed last
        assert game.history.position == before
        assert any("Not allowed" in entry for entry in app.screen.query_one("#log").entries)
        await pilot.resize_terminal(70, 20)  # too small: the notice, and no key decides
        await pilot.pause()
        assert app.screen.has_class("-too-small")
        await press(pilot, "1")
        assert game.history.position == before
    game.close()


async def test_group_test_shows_every_argonaut_and_the_success_count(
    content: ContentPack,
) -> None:
    """[ADV-072] each Argonaut's result and the count, [ADV-067] the Crit die, [GEN-019]
    re-rolls declared first, then made."""
    game = game_at(content, "paragraph", "0206")
    app = make_app("battle", game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert game.pending.kind == "adv.group_reroll"
        test = widget_text(app, "#story-test")
        for part in ("Ithra d10 4 → 4 fail", "Kalon d10 7 → 7 success", "Doros d10 4 → 4 fail"):
            assert part in test
        assert "Melisse d10 10★ → 10 success" in test
        assert "Crit die: natural 10, always a success" in test
        assert "Successes: 2 of 4" in test
        await press(pilot, "1")  # Ithra's re-roll is declared
        assert "declared: Ithra" in str(game.pending.options[-1].explain)
        last = len(game.pending.options) - 1
        await press(pilot, key_for_index(game.pending, last))  # re-roll the declared dice now
        assert game.pending is None or game.pending.kind != "adv.group_reroll"
        last = widget_text(app, "#story-test")
        assert "Group test: 3 success(es)." in last
    game.close()


async def test_a_delve_card_by_card_to_its_end(content: ContentPack) -> None:
    """[ADV-040] cards one at a time with the running total, the odds of busting on the next
    card [ADV-042], drawing until the Delve ends."""
    game = game_at(content, "paragraph", "0225")
    app = make_app("battle", game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        draws = 0
        while game.pending is not None and game.pending.kind == "adv.delve":
            drawn = game.pending.context["drawn"]
            busting, left = game.pending.context["bust"]
            panel = widget_text(app, "#story-test")
            assert f"Running total: {sum(drawn)}" in panel
            assert "Cards drawn: " + "  ".join(f"[{n}]" for n in drawn) in panel
            assert f"Next card busts: {busting} of {left} cards left" in panel
            await press(pilot, "1")
            draws += 1
            assert draws < 12
        last = widget_text(app, "#story-test")
        assert "Delve" in last and ("fails" in last or "stops" in last)
        assert draws >= 2
    game.close()


async def test_peril_banner_and_the_end_of_the_adventure(content: ContentPack) -> None:
    """[ADV-075] the Peril banner while the leader decides alone; [ADV-005] the end shown."""
    game = game_at(content, "paragraph", "0418")
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "1")  # the leader
        assert game.pending.context["peril"] is True
        assert app.screen.has_class("-peril")
        assert app.screen.query_one("#story-peril").display
        assert "PERIL" in widget_text(app, "#story-peril")
        await press(pilot, "4")  # refuse the duel
        while game.pending is not None:
            await press(pilot, str(1 + game.pending.options.index(game.pending.legal_options()[0])))
        assert not app.screen.has_class("-peril")
        assert game.state.outcome is not None and game.state.outcome.result == "ended"
        assert "The adventure is over." in widget_text(app, "#decision-prompt")
        assert "adventure over" in widget_text(app, "#status")
    game.close()


async def test_argonaut_sheet_and_choice_matrix_open_and_close(content: ContentPack) -> None:
    """``a`` and ``m`` open the sheets over the story, ``?`` lists their keys; ``esc``
    closes each."""
    game = game_at(content, "breakthrough", "tide-reader")
    game.state.choice_matrix.extend([7, 41])
    game.state.story.erased.append(7)
    game.state.story.argo_notes.append("The Pearl House owes you bread.")
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "a")
        assert isinstance(app.screen, ArgonautSheetScreen)
        sheet = widget_text(app, "#argonaut-sheets")
        assert "The Tide-Reader" in sheet and "Triskelion: Danger" in sheet
        assert "Wisdom +1 (sheet +0, The Tide-Reader +1)" in sheet
        assert "0903" not in sheet and "0904" not in sheet  # Breakthrough paragraphs
        await press(pilot, "escape")
        assert isinstance(app.screen, StoryScreen)
        await press(pilot, "m")
        assert isinstance(app.screen, ChoiceMatrixScreen)
        matrix = widget_text(app, "#choice-matrix")
        assert "Marked: 7, 41" in matrix and "Crossed out: 7" in matrix
        assert "The Pearl House owes you bread." in matrix
        await press(pilot, "m")
        assert isinstance(app.screen, StoryScreen)
        await press(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        keys = {what: key for _, rows in app.screen.key_rows for key, what in rows}
        assert keys["Argonaut sheet"] == "a" and keys["Choice Matrix"] == "m"
        assert "Crit die" in widget_text(app, "#help-story")
        await press(pilot, "escape")
        assert isinstance(app.screen, StoryScreen)
    game.close()


# ---------------------------------------------------------------- text helpers
def test_emphasis_is_italic_and_prose_reflowed() -> None:
    text = prose_text("On her bow you read\n a name: *Kindly Tern*.")
    assert text.plain == "On her bow you read a name: Kindly Tern."
    italic = [text.plain[s.start : s.end] for s in text.spans if "italic" in str(s.style)]
    assert italic == ["Kindly Tern"]


def test_story_shows_only_read_paragraphs(content: ContentPack) -> None:
    """[ADV-003] a paragraph event for a paragraph not in ``story.read`` is never drawn."""
    game = game_at(content, "paragraph", "0205")
    state = game.state
    events = [
        Event("adventure", "Adventure: The Long Breath."),
        Event(
            "paragraph", "", data={"paragraph": "0205", "title": "The Long Breath", "prose": ["x"]}
        ),
        Event("paragraph", "", data={"paragraph": "0206", "title": "Unread", "prose": ["secret"]}),
    ]
    text = story_text(events, state, content).plain
    assert "0205 · The Long Breath" in text
    assert "0206" not in text and "secret" not in text
    game.close()


def test_delve_odds_and_tracks() -> None:
    text = delve_text({"difficulty": 9, "drawn": [5, 6], "bust": [4, 12]}).plain
    assert "Running total: 11  (difficulty reached)" in text
    assert "Next card busts: 4 of 12 cards left (33%)" in text
    assert track(4, (4, 9)) == "●●●◆○○○○◇○"
    assert "  7✗" in matrix_grid([7, 41], [7]).plain
    assert " 41■" in matrix_grid([7, 41], [7]).plain


def test_the_story_view_is_chosen_for_adventures(content: ContentPack) -> None:
    game = game_at(content, "hub", "kelp_coves")
    assert view_for(game.state) == "story"
    state = game.state
    state.adventure, state.phase = None, "voyage"
    state.pending = Decision("adv.choice", "players", "?", [Option("choice:0", "x")], {})
    assert view_for(state) == "story"
    state.pending = None
    assert view_for(state) == "voyage"
    game.close()
