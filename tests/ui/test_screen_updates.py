"""Keys answered in as few screen updates as the change needs.

``benchmarks/tui_latency.py`` measures the time; these tests pin the behaviour that made it
short: a highlight move is painted in one screen update (the line under the options with
it, not a frame later), a SafeStatic given the same text draws nothing, and the footer is
not rebuilt when the keys it lists did not change.
"""

from __future__ import annotations

import asyncio
import gc
import io
from pathlib import Path
from typing import Any, ClassVar

from rich.console import Console
from screen_kit import Painted
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from atoterm.content import ContentPack
from atoterm.session.practice import new_practice_game
from atoterm.ui.app import make_app
from atoterm.ui.battle_board import BattleBoard, describe_cell
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.decision_panel import DecisionPanel
from atoterm.ui.event_log import EventLog
from atoterm.ui.game_screen import view_for
from atoterm.ui.map_view import MapView
from atoterm.ui.safe_widgets import SafeOptionList, SafeStatic, safe_markup
from atoterm.ui.stable_footer import StableFooter
from atoterm.views.option_order import shown_options


def _battle_one_key_away(content: ContentPack, path: Path) -> tuple[Any, str]:
    """A practice battle at its last setup decision, and the key that ends the setup."""
    game = new_practice_game(content, 17, save=path)
    while True:
        option = game.pending.legal_options()[0]
        game.choose(option.id)
        if view_for(game.state) == "battle":
            game.undo(1)
            break
    key = next(s.key for s in shown_options(game.pending) if s.option.id == option.id)
    return game, key


async def _idle(app: App[Any], seconds: float = 0.3) -> None:
    """Let the app run its own refreshes (Pilot's pause would force one)."""
    await asyncio.sleep(seconds)


async def test_a_highlight_move_is_one_screen_update(content: ContentPack, tmp_path: Path) -> None:
    """The new highlight and the line naming it are painted together: the line used to be
    written by a message handled after the screen had painted the highlight."""
    game, key = _battle_one_key_away(content, tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press(key)  # the setup's last decision: the battle screen
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        app.screen.query_one(DecisionPanel).focus_options()
        await pilot.pause()
        await _idle(app)
        options = app.screen.query_one("#decision-options", SafeOptionList)
        explain = app.screen.query_one("#decision-explain", SafeStatic)
        before = options.highlighted
        painted = Painted(app)
        app.post_message(_key("down"))
        await _idle(app)
        assert options.highlighted != before
        assert "enter chooses" in str(explain.render())
        assert painted.count == 1, f"{painted.count} screen updates for one highlight move"
    game.close()


def _key(name: str) -> Any:
    from textual import events

    return events.Key(name, None)


class _OneStatic(App[None]):
    def compose(self) -> ComposeResult:
        yield SafeStatic("same words", id="words")
        yield StableFooter()


async def test_the_same_text_again_draws_nothing() -> None:
    app = _OneStatic()
    async with app.run_test(size=(40, 6)) as pilot:
        await pilot.pause()
        await _idle(app)
        painted = Painted(app)
        app.query_one("#words", SafeStatic).update("same words")
        await _idle(app)
        assert painted.count == 0
        app.query_one("#words", SafeStatic).update("other words")
        await _idle(app)
        assert painted.count == 1
        assert "other words" in str(app.query_one("#words", SafeStatic).render())


async def test_the_footer_is_not_rebuilt_for_the_same_keys(
    content: ContentPack, tmp_path: Path
) -> None:
    """Moving the focus between the board and the options keeps the footer's keys (the
    same screen bindings are shown): its key widgets stay the same widgets."""
    game, key = _battle_one_key_away(content, tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        await _idle(app)
        assert isinstance(app.screen, BattleScreen)
        footer = app.screen.query_one(Footer)
        keys_before = list(footer.children)
        await pilot.press("o")
        await pilot.pause()
        await _idle(app)
        await pilot.press("b")
        await pilot.pause()
        await _idle(app)
        assert keys_before and list(footer.children) == keys_before
    game.close()


class _KeysAtMount(App[None]):
    """Records how many keys its footer lists when the screen is first mounted."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("x", "bell", "Ring the bell")]

    def __init__(self, footer: type[Footer]) -> None:
        super().__init__()
        self.footer_class = footer
        self.keys_at_mount = -1

    def compose(self) -> ComposeResult:
        yield self.footer_class()

    def on_mount(self) -> None:
        self.keys_at_mount = len(self.query(FooterKey))


async def test_the_footer_lists_its_keys_from_its_first_composition() -> None:
    """Textual's footer starts empty and is filled a refresh later (two more screen updates
    for each overlay opened); the stable footer lists the keys at once."""
    app = _KeysAtMount(StableFooter)
    async with app.run_test(size=(60, 4)) as pilot:
        await pilot.pause()
        assert app.keys_at_mount >= 1
        assert "Ring the bell" in " ".join(str(k.render()) for k in app.query(FooterKey))


async def test_opening_an_overlay_does_not_lay_out_the_game_again(
    content: ContentPack, tmp_path: Path
) -> None:
    """Textual's Resize after a new screen's first layout laid the overlay out a second time
    and the game screen under it once more, at the same size."""
    game, key = _battle_one_key_away(content, tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        below = app.screen
        assert isinstance(below, BattleScreen)
        await _idle(app)
        layouts = {"below": 0}
        lay_out = below._refresh_layout

        def counted(*args: Any, **kwargs: Any) -> None:
            layouts["below"] += 1
            lay_out(*args, **kwargs)

        below._refresh_layout = counted  # type: ignore[method-assign]
        app.post_message(_key("question_mark"))
        await _idle(app, 0.6)
        assert app.screen is not below, "the help did not open"
        assert layouts["below"] == 0
        await pilot.resize_terminal(100, 36)  # a real change of size still lays it out
        await _idle(app)
        assert layouts["below"] >= 1
    game.close()


async def test_the_objects_alive_when_a_game_is_shown_are_frozen(
    content: ContentPack, tmp_path: Path
) -> None:
    """Full collections walked the content pack and the game on random keys (~75 ms each);
    once the game is drawn they are frozen out of the collector's walks, and released when
    the game is closed."""
    game, _ = _battle_one_key_away(content, tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    gc.unfreeze()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _idle(app)
            assert gc.get_freeze_count() > 10_000
            app.close_game()
            assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()
        game.close()


class _LogUnderText(App[None]):
    """A text whose height changes above a log that fills the rest (the voyage's right
    column: the Argo sheet above the log)."""

    CSS = "#above { height: auto; } EventLog { height: 1fr; }"

    def compose(self) -> ComposeResult:
        yield SafeStatic("one line", id="above")
        yield EventLog()

    def grow_and_log(self) -> None:
        """One key's worth: the text above grows, a note goes to the log."""
        self.query_one("#above", SafeStatic).update("\n".join(["a taller text"] * 5))
        self.query_one(EventLog).note("the newest entry")


async def test_the_newest_log_entry_is_in_view_in_the_first_update_after_a_resize() -> None:
    """The log scrolled to its end after the layout that changed its height, one screen
    update later: the first one showed it scrolled short of its newest entry."""
    app = _LogUnderText()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(EventLog)
        for number in range(30):
            log.note(f"entry {number}")
        await pilot.pause()
        await _idle(app)
        assert log.scroll_y == log.max_scroll_y
        seen: list[tuple[float, int]] = []
        display = app._display

        def recorded(screen: Any, renderable: Any) -> None:
            display(screen, renderable)
            if renderable is not None:
                seen.append((log.scroll_y, log.max_scroll_y))

        app._display = recorded  # type: ignore[method-assign]
        app.grow_and_log()
        await _idle(app)
        assert seen, "nothing was painted"
        scroll_y, end = seen[0]
        assert scroll_y == end, f"first update scrolled to {scroll_y} of {end}"


class _KeyComesAndGoes(App[None]):
    """A key listed only while something is held (the voyage's Continue during a pause)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("x", "bell", "Ring the bell"),
        Binding("enter", "go_on", "Continue"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.held = False

    def compose(self) -> ComposeResult:
        yield StableFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.held if action == "go_on" else True

    def hold(self, held: bool) -> None:
        self.held = held
        self.refresh_bindings()

    def listed(self) -> list[str]:
        return [str(key.render()) for key in self.query(FooterKey) if key.display]


async def test_a_key_that_comes_and_goes_is_shown_and_hidden_in_place() -> None:
    """Once the footer has a widget for a key that comes and goes, hiding and showing the
    key again mounts nothing (a footer composed again cost two more layouts of the screen,
    after the key's answer); what it lists follows the keys every time."""
    app = _KeyComesAndGoes()
    async with app.run_test(size=(60, 4)) as pilot:
        await pilot.pause()
        assert not any("Continue" in words for words in app.listed())
        app.hold(True)  # a key it has no widget for: composed again
        await pilot.pause()
        await _idle(app)
        assert any("Continue" in words for words in app.listed())
        widgets = list(app.query(FooterKey))
        for held in (False, True, False):
            app.hold(held)
            await pilot.pause()
            await _idle(app)
            assert list(app.query(FooterKey)) == widgets
            assert any("Continue" in words for words in app.listed()) is held
            assert any("Ring the bell" in words for words in app.listed())


class _FixedHeightText(App[None]):
    CSS = "#fixed { height: 2; }"

    def compose(self) -> ComposeResult:
        yield SafeStatic("one line", id="fixed")


async def test_new_text_in_a_fixed_height_static_lays_nothing_out() -> None:
    """The voyage's step line (two lines high when wide) takes one line or two as the day
    goes on: its height is fixed, so new text is repainted without a layout of the screen."""
    app = _FixedHeightText()
    async with app.run_test(size=(20, 6)) as pilot:
        await pilot.pause()
        await _idle(app)
        words = app.query_one("#fixed", SafeStatic)
        painted = Painted(app)
        words.update("a text long enough for two lines")
        assert not words.resized and not app.screen._layout_required
        await _idle(app)
        assert painted.count == 1
        assert "two lines" in "".join(
            strip.text for strip in [words.render_line(y) for y in range(2)]
        )


class _TextAboveMap(App[None]):
    """A text whose height changes above the map (the voyage's left column: the map over
    the Exploration Draw and the decision)."""

    CSS = "#above { height: auto; } MapView { height: 1fr; }"

    def compose(self) -> ComposeResult:
        yield SafeStatic("one line", id="above")
        yield MapView()


async def test_a_change_of_height_lays_the_screen_out_once() -> None:
    """The text and the map below it are given their new sizes by one layout: the widgets
    resized used to ask for a second one, painted a frame later, that changed nothing."""
    app = _TextAboveMap()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        await _idle(app)
        layouts = {"count": 0}
        lay_out = app.screen._refresh_layout

        def counted(*args: Any, **kwargs: Any) -> None:
            layouts["count"] += 1
            lay_out(*args, **kwargs)

        app.screen._refresh_layout = counted  # type: ignore[method-assign]
        above = app.query_one("#above", SafeStatic)
        above.update("\n".join(["a taller text"] * 4))
        await _idle(app)
        assert layouts["count"] == 1
        assert above.outer_size.height == 4
        assert app.query_one(MapView).outer_size.height == 12 - 4


def _reversed_cells(board: BattleBoard, y: int) -> set[int]:
    """Columns of the board's line ``y`` drawn in reverse video (the cursor)."""
    columns: set[int] = set()
    x = 0
    for segment in board.render_line(y):
        if segment.style is not None and segment.style.reverse:
            columns.update(range(x, x + len(segment.text)))
        x += len(segment.text)
    return columns


async def test_a_cursor_move_repaints_the_lines_of_its_two_cells(
    content: ContentPack, tmp_path: Path
) -> None:
    """Moving the board's cursor up repaints the line it leaves and the line it reaches
    (the whole board was painted again at every move), and the picture follows: the
    cursor is drawn on its new cell and no longer on the old one."""
    from textual._compositor import ChopsUpdate

    game, key = _battle_one_key_away(content, tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        board = app.screen.query_one(BattleBoard)
        board.focus()
        await pilot.pause()
        if board.cursor[0] == 0:
            await pilot.press("down")
            await pilot.pause()
        await _idle(app)
        geometry = board.geometry
        assert geometry is not None
        (row, col), updates = board.cursor, []
        display = app._display

        def kept(screen: Any, renderable: Any) -> None:
            display(screen, renderable)
            if renderable is not None:
                updates.append(renderable)

        app._display = kept  # type: ignore[method-assign]
        app.post_message(_key("up"))
        await _idle(app)
        assert board.cursor == (row - 1, col)
        old_y, new_y = geometry.row_lines[row], geometry.row_lines[row - 1]
        assert set(range(geometry.cell_x(col), geometry.cell_x(col) + geometry.cell_width)) <= (
            _reversed_cells(board, new_y)
        )
        assert not _reversed_cells(board, old_y)
        area = board.region
        board_top = area.y
        assert all(isinstance(update, ChopsUpdate) for update in updates)
        painted = {
            y
            for update in updates
            for y, x1, x2 in update.spans
            if area.y <= y < area.bottom and x1 < area.right and x2 > area.x
        }
        assert painted == {board_top + old_y, board_top + new_y}
        # the words naming the new cell, on the panel's lower border, painted with it
        panel = app.screen.query_one("#board-panel")
        words = describe_cell(game.state, game.content, board.cursor)
        assert panel.border_subtitle == safe_markup(words)
        console = Console(width=80, height=24, file=io.StringIO(), record=True)
        console.print(app.screen._compositor.render_update(full=True))
        lines = console.export_text().splitlines()
        assert words[:12] in lines[panel.region.bottom - 1]
    game.close()


class _Covered(App[None]):
    """A screen whose keys change while another screen covers it."""

    def __init__(self) -> None:
        super().__init__()
        self.base = _HeldScreen()

    def on_mount(self) -> None:
        self.push_screen(self.base)


class _HeldScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("x", "app.bell", "Ring the bell"),
        Binding("enter", "go_on", "Continue"),
    ]
    held = True

    def compose(self) -> ComposeResult:
        yield StableFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.held if action == "go_on" else True


async def test_the_footer_of_a_covered_screen_changes_when_it_is_back_on_top() -> None:
    """Opening an overlay over the voyage takes a key from it (the hint's): the footer under
    the overlay is left as it is (changed there, it repainted the whole game screen when the
    overlay closed) and lists the keys of the moment once the screen is back on top."""
    app = _Covered()
    async with app.run_test(size=(60, 6)) as pilot:
        await pilot.pause()
        base = app.base
        footer = base.query_one(StableFooter)

        def listed() -> list[str]:
            return [str(key.render()) for key in footer.query(FooterKey) if key.display]

        assert any("Continue" in words for words in listed())
        app.push_screen(Screen())
        await pilot.pause()
        base.held = False
        base.refresh_bindings()
        await pilot.pause()
        await _idle(app)
        assert any("Continue" in words for words in listed())  # covered: left as it was
        app.pop_screen()
        await pilot.pause()
        await _idle(app)
        assert not any("Continue" in words for words in listed())
        assert any("Ring the bell" in words for words in listed())
