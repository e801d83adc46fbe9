"""Remappable keys and themes: every binding has an id, the player's settings file rebinds keys
by id and picks a theme, the settings screen changes both and saves at once, and a bad file
is reported and ignored (issue 15: keymaps and themes)."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest
from rich.style import Style
from textual.binding import Binding
from textual.dom import DOMNode

import atoterm.ui
from atoterm.content import ContentPack
from atoterm.session.practice import new_practice_game
from atoterm.session.settings import read_settings
from atoterm.ui.app import make_app
from atoterm.ui.battle_board import BattleBoard
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_text import RED_V, render_board
from atoterm.ui.binding_catalog import binding_catalog
from atoterm.ui.board_palette import board_palette
from atoterm.ui.leave_dialog import LeaveDialog
from atoterm.ui.settings_screen import KeyCaptureDialog, SettingsScreen
from atoterm.ui.title_screen import TitleScreen


def ui_classes() -> list[type[DOMNode]]:
    """Every screen, dialog and widget class of ``atoterm/ui`` that declares BINDINGS."""
    found = []
    for module in pkgutil.iter_modules(atoterm.ui.__path__):
        loaded = importlib.import_module(f"atoterm.ui.{module.name}")
        for value in vars(loaded).values():
            if (
                isinstance(value, type)
                and issubclass(value, DOMNode)
                and value.__module__ == loaded.__name__
                and "BINDINGS" in vars(value)
            ):
                found.append(value)
    return found


def test_every_binding_has_an_id_and_a_place() -> None:
    """A keymap can reach every key: each Binding has an id, one id means one action, and the
    settings screen lists it (its class is in a place of ``binding_catalog.PLACES``)."""
    classes = ui_classes()
    assert len(classes) > 20
    actions: dict[str, str] = {}
    for cls in classes:
        for binding in vars(cls)["BINDINGS"]:
            assert isinstance(binding, Binding), f"{cls.__name__}: a tuple binding has no id"
            assert binding.id, f"{cls.__name__}: the binding for {binding.key!r} has no id"
            assert "." in binding.id, binding.id
            assert actions.setdefault(binding.id, binding.action) == binding.action, binding.id
    listed = binding_catalog().ids
    missing = sorted(set(actions) - listed)
    assert not missing, f"bindings no place of the catalog lists: {missing}"


def write_settings_file(folder: Path, text: str) -> Path:
    path = folder / "settings.toml"
    path.write_text(text, encoding="utf-8")
    return path


async def play_setup(app, pilot, game) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    for _ in range(3):  # the default Titans, loadout and who goes first
        if isinstance(app.screen, BattleScreen):
            break
        await pilot.press("1")
        await pilot.pause()
    assert isinstance(app.screen, BattleScreen)
    assert game.history.position >= 1


async def test_a_keymap_file_rebinds_undo_in_a_practice_battle(
    content: ContentPack, tmp_saves: Path
) -> None:
    write_settings_file(
        tmp_saves, 'theme = "atoterm-colour-blind"\n[keys]\n"game.undo" = "v"\n"leave.quit" = "x"\n'
    )
    game = new_practice_game(content, 17, save=tmp_saves / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_setup(app, pilot, game)
        assert app.theme == "atoterm-colour-blind"
        position = game.history.position
        await pilot.press("u")  # the old key no longer undoes
        await pilot.pause()
        assert game.history.position == position
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert game.history.position == position
        await pilot.press("v")
        await pilot.pause()
        assert game.history.position == position - 1
        assert not app._notifications, [n.message for n in app._notifications]

        await pilot.press("ctrl+p", *"keys and theme")  # the settings from the palette
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        keys = app.screen.query_one("#settings-keys")
        undo = next(
            i for i in range(keys.option_count) if keys.get_option_at_index(i).id == "game.undo"
        )
        assert "v " in str(keys.get_option_at_index(undo).prompt)  # its keys now
        await pilot.press("escape", "q")
        await pilot.pause()
        assert isinstance(app.screen, LeaveDialog)
        choices = app.screen.query_one("#leave-choices")
        assert str(choices.get_option_at_index(0).prompt).startswith("x  Quit")  # its words too
        await pilot.press("y")  # the old key does nothing
        await pilot.pause()
        assert isinstance(app.screen, LeaveDialog)
    game.close()


async def test_the_settings_screen_rebinds_a_key_and_saves_it(tmp_saves: Path) -> None:
    app = make_app("title")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("k")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        keys = screen.query_one("#settings-keys")
        listed = [keys.get_option_at_index(i).id for i in range(keys.option_count)]
        assert "battle.why" in listed and "game.undo" in listed and "title.settings" in listed
        keys.highlighted = listed.index("battle.why")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, KeyCaptureDialog)
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is screen
        path = tmp_saves / "settings.toml"
        assert read_settings(path)[0].keys == {"battle.why": "y"}
        assert "is now y" in str(screen.query_one("#settings-message").render())

        keys.highlighted = listed.index("battle.why")  # a key the battle already uses
        await pilot.press("enter", "d")
        await pilot.pause()
        message = str(screen.query_one("#settings-message").render())
        assert "Not changed" in message and "Describe board" in message and "a battle" in message
        assert read_settings(path)[0].keys == {"battle.why": "y"}

        keys.highlighted = listed.index("battle.why")
        await pilot.press("r")  # its default keys again
        await pilot.pause()
        assert read_settings(path)[0].keys == {}
        assert app._keymap == {}


async def test_a_corrupt_settings_file_shows_a_message_and_the_defaults(tmp_saves: Path) -> None:
    write_settings_file(tmp_saves, 'theme = "atoterm-high-contrast"\n[keys\n"game.undo = \x1b[2J\n')
    app = make_app("title")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert any("settings.toml is not valid TOML" in m for m in messages), messages
        assert all("\x1b" not in m for m in messages)
        assert app.theme == "atoterm" and app._keymap == {}
        await pilot.press("k")  # the settings screen says it again
        await pilot.pause()
        assert "not valid TOML" in str(app.screen.query_one("#settings-message").render())


async def test_bad_entries_are_named_and_the_rest_still_counts(tmp_saves: Path) -> None:
    write_settings_file(
        tmp_saves,
        'theme = "neon"\n[keys]\n"no.such" = "z"\n"game.undo" = "ctrl+ü+q"\n'
        '"battle.why" = "d"\n"game.choose_1" = "z"\n"title.new" = "N"\n',
    )
    app = make_app("title")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        messages = " ".join(n.message for n in app._notifications)
        assert "no theme called neon" in messages
        assert "no key binding called no.such" in messages
        assert "keys for game.undo are ignored" in messages
        assert "battle.why are ignored: d is already “Describe board” in a battle" in messages
        assert "option keys are fixed" in messages
        assert app._keymap == {"title.new": "N"}
        await pilot.press("n")  # the old key does nothing now
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


def red_line_style(app, state, content) -> Style:  # type: ignore[no-untyped-def]
    text, _ = render_board(state, content, 120, 40, palette=board_palette(app))
    at = text.plain.index(RED_V)
    styles = [span.style for span in text.spans if span.start <= at < span.end]
    assert styles
    return styles[-1]


async def test_the_high_contrast_theme_changes_the_board(
    content: ContentPack, tmp_saves: Path
) -> None:
    game = new_practice_game(content, 17, save=tmp_saves / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_setup(app, pilot, game)
        board = app.screen.query_one(BattleBoard)
        before = str(board.render())
        body_before = board_palette(app).body
        app.screen.action_help()
        await pilot.pause()
        await pilot.press("k")  # from the help, the settings
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        themes = screen.query_one("#settings-themes")
        names = [themes.get_option_at_index(i).id for i in range(themes.option_count)]
        themes.focus()
        themes.highlighted = names.index("atoterm-high-contrast")
        await pilot.press("enter")
        await pilot.pause()
        assert app.theme == "atoterm-high-contrast"
        assert read_settings(tmp_saves / "settings.toml")[0].theme == "atoterm-high-contrast"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        assert str(board.render()) == before  # the same glyphs ...
        assert board_palette(app).body != body_before  # ... in other colours
        drawn = board.render()
        body = [s.style for s in drawn.spans if "on #ffffff" in str(s.style).lower()]
        assert body, "the Primordial is not drawn in reverse (black on white)"
    game.close()


async def test_each_theme_draws_red_lines_in_its_colour(
    content: ContentPack, tmp_saves: Path
) -> None:
    from atoterm.ui.themes import ATOTERM_THEMES

    game = new_practice_game(content, 17, save=tmp_saves / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_setup(app, pilot, game)
        assert RED_V in render_board(game.state, game.content)[0].plain, "no red line here"
        seen = set()
        for name, (_words, theme) in ATOTERM_THEMES.items():
            app.theme = name
            await pilot.pause()
            colour = theme.variables["board-red-line"].removeprefix("ansi_")
            style = red_line_style(app, game.state, game.content)
            assert style == Style.parse(f"bold {colour}"), name
            seen.add(style)
        assert len(seen) == len(ATOTERM_THEMES)
    game.close()


def test_settings_that_cannot_be_saved_say_why(tmp_path: Path) -> None:
    from atoterm.ui.user_settings import UserSettings

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    problem = UserSettings(blocker / "settings.toml").save()
    assert problem is not None and "could not be saved" in problem


@pytest.mark.parametrize(
    ("binding_id", "keys", "keymap", "refused"),
    [
        ("game.undo", "v", {}, None),
        ("battle.why", "d", {}, "d is already “Describe board” in a battle"),
        ("battle.why", "k", {}, "k is already “Cursor up” in a battle"),
        ("voyage.timeline", "tab", {}, "tab moves the focus"),
        ("game.choose_1", "z", {}, "the option keys are fixed"),
        ("board.up", "up", {}, None),  # the arrows are shared with the lists by design
        ("board.up", "up,k", {"battle.why": "k"}, "k is already “Why?” in a battle"),
        ("battle.why", "k", {"board.up": "up"}, None),  # k was freed
        ("game.undo", "ctrl+ü+z", {}, "a modifier atoterm does not know"),
    ],
    ids=["free", "taken", "board-key", "reserved", "fixed", "shared", "moved", "freed", "bad"],
)
def test_which_keys_a_binding_may_take(
    binding_id: str, keys: str, keymap: dict[str, str], refused: str | None
) -> None:
    reason = binding_catalog().refusal(binding_id, keys, keymap)
    if refused is None:
        assert reason is None
    else:
        assert reason is not None and refused in reason


def test_two_bindings_may_swap_keys_but_not_share_one() -> None:
    catalog = binding_catalog()
    assert catalog.clashes({"game.undo": "U", "game.redo": "u"}) == (
        {"game.undo": "U", "game.redo": "u"},
        [],
    )
    kept, problems = catalog.clashes({"battle.why": "v", "battle.describe": "v"})
    assert kept == {"battle.describe": "v"} and len(problems) == 1
