"""Inspect (``i``, issue 15): the highlighted option of a voyage or battle decision, the
board cell under the battle cursor, and (``I``, ``i`` on a sheet) any thing in play, in
words; ``esc`` closes it and the game goes on.
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.battle_board import BattleBoard
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.inspect_screen import NOTHING, InspectScreen, ThingsScreen, inspection_text
from atoterm.ui.story_screen import StoryScreen
from atoterm.ui.voyage_screen import VoyageScreen
from atoterm.views.inspect import Inspection

SIZE = (120, 40)


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def overlay_text(app: AtotermApp) -> str:
    assert isinstance(app.screen, InspectScreen), f"no inspect overlay: {app.screen!r}"
    return str(app.screen.query_one("#inspect-text").render())


async def test_i_on_a_voyage_option_names_the_waters(journal: Path, voyage_dir: Path) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        game = app.game
        assert game is not None and game.pending is not None and game.pending.kind == "move"
        before = game.history.position
        await press(pilot, "down", "i")
        text = overlay_text(app)
        option = game.pending.options[1]
        assert option.label in text
        tile = option.id.removeprefix("to-").split("-")[0]
        if int(tile) in game.state.voyage.revealed:
            assert game.content.tile(int(tile)).name in text
        else:
            assert "not on the table yet" in text  # never what an unlaid tile holds
        await press(pilot, "escape")
        assert isinstance(app.screen, VoyageScreen)
        assert game.history.position == before  # inspecting chose nothing


async def _battle_at_weapon_choice(content: ContentPack, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A practice battle played by its first legal options until a Titan's turn offers an
    Attack (its weapons, with their odds)."""
    game = new_practice_game(content, 17, save=tmp_path / "battle.atoj")
    for _ in range(200):
        pending = game.pending
        assert pending is not None
        if pending.kind == "battle.turn" and any(
            isinstance(o.value, list) and o.value[0] == "attack" and not o.disabled
            for o in pending.options
        ):
            return game
        legal = pending.legal_options()
        done = [o for o in legal if o.id in ("done", "default", "end", "continue")]
        game.choose((done or legal)[0].id)
    raise AssertionError("no Attack was offered in 200 decisions")


async def test_i_on_a_weapon_option_and_on_a_board_cell(
    content: ContentPack, tmp_path: Path
) -> None:
    game = await _battle_at_weapon_choice(content, tmp_path)
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        pending = game.pending
        assert pending is not None
        attack = next(
            i
            for i, o in enumerate(pending.options)
            if isinstance(o.value, list) and o.value[0] == "attack" and not o.disabled
        )
        await press(pilot, "o")
        panel = app.screen.query_one("#decision-options")
        position = next(
            p
            for p, shown in enumerate(app.screen.query_one("#decision").shown)
            if shown.index == attack
        )
        panel.highlighted = position  # type: ignore[attr-defined]
        await press(pilot, "i")
        text = overlay_text(app)
        titan = next(t for t in game.state.battle.titans if t.key == pending.context["titan"])
        weapon = game.content.battle.gear[titan.gear[pending.options[attack].value[1]].card]
        assert weapon.name in text and "Attack dice" in text
        assert "% to hit" in text  # the engine's odds, beside the rules text
        await press(pilot, "escape")
        assert isinstance(app.screen, BattleScreen)

        board = app.screen.query_one(BattleBoard)
        titan_cell = (titan.row, titan.col)
        board.focus()
        board.move_cursor(titan_cell)
        await press(pilot, "i")
        text = overlay_text(app)
        name = game.state.argonauts[titan.argonaut].name
        assert f"{name} ({titan.key})" in text and "Danger" in text
        await press(pilot, "escape")

        prim = game.state.battle.primordial
        board.focus()
        board.move_cursor((prim.row, prim.col))
        await press(pilot, "i")
        assert game.content.battle.primordials[prim.id].name in overlay_text(app)
        await press(pilot, "escape")
        assert isinstance(app.screen, BattleScreen)

        await press(pilot, "I")  # every thing in play: the weapon is among the Gear
        assert isinstance(app.screen, ThingsScreen)
        assert ("Gear", weapon.name) in {(t.group, t.name) for t in app.screen.things}
        await press(pilot, "escape")
        assert isinstance(app.screen, BattleScreen)
    game.close()


async def test_i_on_the_technology_sheet_and_I_in_play(journal: Path, voyage_dir: Path) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.game
        assert game is not None
        await press(pilot, "t", "i")
        assert isinstance(app.screen, ThingsScreen)
        groups = {thing.group for thing in app.screen.things}
        assert groups <= {"Technologies", "Projects"} and groups
        first = app.screen.things[0]
        await press(pilot, "enter")
        text = overlay_text(app)
        tech = next(t for t in game.content.cycle.technologies.values() if t.name == first.name)
        assert tech.text in text
        await press(pilot, "escape", "escape", "escape")
        assert isinstance(app.screen, VoyageScreen)

        await press(pilot, "I")
        assert isinstance(app.screen, ThingsScreen)
        names = {(thing.group, thing.name) for thing in app.screen.things}
        armory = {game.content.battle.gear[g].name for g in game.state.story.armory}
        assert armory and all(("Armory", name) in names for name in armory)
        argonauts = {a.name for a in game.state.argonauts}
        assert all(("Argonauts", name) in names for name in argonauts)
        await press(pilot, "escape")
        assert isinstance(app.screen, VoyageScreen)


def test_the_overlay_adds_the_words_of_the_rules_cited() -> None:
    unknown = "KEY-" + "999"  # not a rule (spelt apart: the coverage scan reads rule ids)
    found = Inspection("Stormglass Lance", ("Weapon",), ("KEY-021", unknown))
    text = inspection_text(found, {"KEY-021": "Heartseeker: look at the top two BP cards."}).plain
    assert "The rules\nKEY-021: Heartseeker: look at the top two BP cards." in text
    assert unknown not in text  # a rule without words in the checklist is not listed
    assert "The rules" not in inspection_text(Inspection("Fists", ("Weapon",)), {}).plain


async def test_i_with_nothing_highlighted_says_so(journal: Path, voyage_dir: Path) -> None:
    app = make_app(start="load", path=str(journal), content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, VoyageScreen)
        app.screen.query_one("#decision-options").highlighted = None  # type: ignore[attr-defined]
        await press(pilot, "i")
        assert isinstance(app.screen, VoyageScreen)  # no overlay over nothing
        said = [n.message for n in app._notifications]
        assert NOTHING in said


async def test_i_in_an_adventure_names_the_leader_and_keeps_the_story_secret(
    content: ContentPack,
) -> None:
    game = new_adventure_game(content, 3, "hub", "kelp_coves", durable=False)
    app = make_app("battle", game=game)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StoryScreen)
        assert game.pending is not None and game.pending.kind == "adv.leader"
        await press(pilot, "i")  # the first candidate: an Argonaut, with the Skills
        text = overlay_text(app)
        assert game.state.argonauts[0].name in text and "Skills:" in text
        await press(pilot, "escape", "1")
        assert game.pending.kind == "adv.choice"
        await press(pilot, "i")
        assert "does not say what follows" in overlay_text(app)
        await press(pilot, "escape")
        assert isinstance(app.screen, StoryScreen)
    game.close()
