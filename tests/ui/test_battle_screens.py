"""The battle screens: board text (pure), panels (pure), Pilot runs and snapshots.

The battle procedures are being written elsewhere, so the screens are driven here with a
:class:`FakeGame`: a state built with ``tests/battle_kit.py`` and a pending decision set by
hand; choosing records the option id and runs an optional script that changes the state.
"""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import battle_kit as kit
import pytest
from rich.style import Style
from textual.pilot import Pilot

from atoterm.content.schema import ContentPack
from atoterm.engine.battle.core.state import ArgoAbilityState, AttackRecord, GearState
from atoterm.engine.decisions import Decision, Event, IllegalAction, Option
from atoterm.engine.state import GameState, Outcome
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.battle_board import BattleBoard, describe_cell, legend_text
from atoterm.ui.battle_panels import aftermath_text, primordial_text, titan_text, wounds_on_stack
from atoterm.ui.battle_screen import BattleScreen
from atoterm.ui.battle_setup_screen import (
    BattleSetupScreen,
    card_detail_text,
    setup_text,
)
from atoterm.ui.battle_text import (
    BLINDSPOT,
    MARK,
    REAR,
    RED_H,
    RED_V,
    board_geometry,
    board_model,
    render_board,
    render_board_text,
    time_board_render,
)
from atoterm.ui.battle_words import (
    TargetingNote,
    ai_card_text,
    bp_card_text,
    cell_option_index,
    parse_cell_id,
    targeting_note,
)
from atoterm.ui.event_log import EventLog
from atoterm.ui.game_screen import view_for
from atoterm.ui.help_screen import HelpScreen

SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])


# ---------------------------------------------------------------- fixtures
class FakeHistory:
    def __init__(self, events: list[Event]) -> None:
        self.position = 0
        self.events = events

    def events_until(self, position: int, limit: int | None = None) -> list[Event]:
        return list(self.events)


class FakeGame:
    """What the screens use of :class:`atoterm.session.Game`, over a hand-made state."""

    def __init__(
        self,
        state: GameState,
        content: ContentPack,
        script: Callable[[FakeGame, str], list[Event]] | None = None,
        events: list[Event] | None = None,
    ) -> None:
        self.state = state
        self.content = content
        self.header = SimpleNamespace(undo="casual")
        self.history = FakeHistory(events or [])
        self.path = None
        self.script = script
        self.chosen: list[str] = []
        self.last_events: list[Event] = []

    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    def choose(self, choice: str | int) -> list[Event]:
        pending = self.pending
        if pending is None:
            raise IllegalAction("no decision is pending")
        option = pending.options[choice] if isinstance(choice, int) else pending.option(choice)
        if option.disabled:
            raise IllegalAction(f"{option.label}: {option.disabled}")
        self.chosen.append(option.id)
        self.history.position += 1
        self.last_events = self.script(self, option.id) if self.script else []
        return self.last_events

    def undo(self, count: int = 1) -> None:
        raise IllegalAction("nothing to undo")

    def redo(self, count: int = 1) -> None:
        raise IllegalAction("nothing to redo")

    def take_profile_warnings(self) -> list[str]:
        return []  # a game over a hand-made state follows no player profile

    def close(self) -> None:
        pass


def sample_content() -> ContentPack:
    ai = [
        kit.ai("lash", targeting=("closest in_front", "furthest"), hit=["danger 2"]),
        *[kit.ai(f"ai-{lv}-{i}", level=lv) for lv in (1, 2, 3) for i in range(2)],
    ]
    gear = [
        kit.gear("spear", attack_dice=3, power=2, reach=1),
        kit.gear("buckler", kind="shield", slot="support", evasion=1, charges=2),
    ]
    return kit.pack(ai_cards=ai, gear_cards=gear, width=16, height=12)


def sample_state(content: ContentPack) -> GameState:
    b = kit.battle(
        content,
        titans=[
            kit.titan("A", 7, 3, "spear", "buckler"),
            kit.titan("B", 5, 10, knockdown="falling", conditions=["dazed"]),
            kit.titan("C", 9, 12),
            kit.titan("D", 10, 1, alive=False, death_cause="Grave Trauma"),
        ],
        primordial=(2, 6, "S"),
        terrain=[
            ("column", [(4, 2)]),
            ("cliff", [(0, 14), (0, 15)]),
            ("smoke", [(8, 7), (8, 8)]),
            ("pit", [(11, 5)]),
            ("spring", [(6, 13)]),
            ("brush", [(9, 12)]),
        ],
        red_lines=[(3, 10, 3, 11), (4, 10, 4, 11), (6, 1, 7, 1), (6, 2, 7, 2)],
        triskelion={"A": (3, 1, 2), "B": (5, 0, 4)},
    )
    battle = b.battle
    battle.active_titan = "A"
    battle.titans[0].movement_used = True
    battle.titans[0].gear[1].exhausted = True
    battle.titans[0].gear[1].charges = 2
    battle.kratos_pool = {"opening": 1, "break": 0}
    battle.decks.wound_stack = ["bp-1-0", "wound:double:1", "bp-3-0"]
    battle.decks.current_ai = "lash"
    battle.last_dice = [AttackRecord("attack", "A", [3, 7, 9], ["red:5", "red:1"], "2 hits")]
    b.state.pending = Decision(
        "battle.move",
        "titan:A",
        "Move Ana's Warden (A): choose a space",
        [
            Option("cell-8-3", "Move to I4", "1 space"),
            Option("cell-7-4", "Move to H5", "1 space"),
            Option("cell-6-3", "Move to G4", "1 space, Primordial's zone"),
            Option("done", "Stop moving"),
        ],
        {"cells": [[8, 3], [7, 4], [6, 3], [7, 2]]},
    )
    return b.state


TARGETING = Event(
    "targeting",
    "The Beast targets Bion's Warden (B): furthest, 6 spaces.",
    "",
    {"card": "lash", "line": 1, "reason": "furthest: Bion's Warden (B) at 6 spaces"},
)


@pytest.fixture
def content() -> ContentPack:  # the kit's content, not the shipped pack
    return sample_content()


@pytest.fixture
def state(content: ContentPack) -> GameState:
    return sample_state(content)


def board_lines(state: GameState, content: ContentPack, width: int = 120) -> list[str]:
    return render_board_text(state, content, width, 40).plain.split("\n")


# ---------------------------------------------------------------- the board text (pure)
def test_board_has_row_letters_and_column_numbers_BAT_SETUP_004(
    state: GameState, content: ContentPack
) -> None:
    """BAT-SETUP-004: short edges carry row letters, long edges carry column numbers."""
    lines = board_lines(state, content)
    assert lines[0].split() == [str(n) for n in range(1, 17)]
    rows = [line for line in lines[1:] if line[:1].strip()]
    assert [line[0] for line in rows] == list("ABCDEFGHIJKL")


def test_board_draws_facing_rear_blindspots_titans_terrain_and_red_lines(
    state: GameState, content: ContentPack
) -> None:
    text = render_board_text(state, content, 120, 40).plain
    lines = text.split("\n")
    row = {line[0]: line for line in lines[1:] if line[:1].strip()}
    geo = board_geometry(board_model(state, content), 120)
    at = lambda cell: row["ABCDEFGHIJKL"[cell[0]]][geo.cell_x(cell[1]) : geo.cell_x(cell[1]) + 3]  # noqa: E731
    # The Primordial at C7 (2x2) facing South: its front (row D) shows ▼, the back row ▓.
    assert at((3, 6)) == "▼▼▼" and at((2, 6)) == "▓▓▓"
    # Rear: the two cells behind (row B, columns 7-8); blindspots B6 and B9.
    assert REAR in at((1, 6)) and REAR in at((1, 7))
    assert BLINDSPOT in at((1, 5)) and BLINDSPOT in at((1, 8))
    # Titans by seat letter; B knocked down shows lower case; dead D is not drawn.
    assert "A" in at((7, 3)) and "b" in at((5, 10)) and "C" in at((9, 12))
    assert "D" not in at((10, 1)) and "d" not in at((10, 1))
    # C stands on the Brush (cover) tile: both show.
    assert "♣" in at((9, 12))
    # Terrain by trait: destructible obstacle #, indestructible █, obscuring ░, chasm ∪, ✦.
    assert at((4, 2)) == "###" and at((0, 14)) == "███" and at((8, 7)) == "░░░"
    assert at((11, 5)) == "∪∪∪" and at((6, 13)) == "✦✦✦"
    # Red lines: vertical between D11|D12 and E11|E12, horizontal under G2 and G3.
    x = geo.cell_x(10) + 3
    assert row["D"][x] == RED_V and row["E"][x] == RED_V
    gap = lines[geo.row_lines[6] + 1]
    assert gap[geo.cell_x(1) : geo.cell_x(1) + 3] == RED_H * 3
    assert gap[geo.cell_x(2) : geo.cell_x(2) + 3] == RED_H * 3


@pytest.mark.parametrize("facing", ["N", "E", "S", "W"])
def test_facing_arrow_is_on_the_front_edge(content: ContentPack, facing: str) -> None:
    state = sample_state(content)
    state.battle.primordial.facing = facing
    model = board_model(state, content)
    arrow = {"N": "▲", "E": "▶", "S": "▼", "W": "◀"}[facing]
    front = sorted(c for c, glyph in model.body.items() if glyph == arrow)
    expected = {
        "N": [(2, 6), (2, 7)],
        "S": [(3, 6), (3, 7)],
        "E": [(2, 7), (3, 7)],
        "W": [(2, 6), (3, 6)],
    }[facing]
    assert front == expected
    assert arrow in render_board_text(state, content).plain


def test_highlights_come_from_context_cells_and_cell_options(
    state: GameState, content: ContentPack
) -> None:
    model = board_model(state, content)
    assert model.highlight == {(8, 3), (7, 4), (6, 3), (7, 2)}
    text = render_board_text(state, content).plain
    assert text.count(MARK) == 4


def test_cell_option_ids_in_both_spellings() -> None:
    assert parse_cell_id("cell-3-10") == (3, 10)
    assert parse_cell_id("cell-C5") == (2, 4)
    assert parse_cell_id("cell-AA1") == (26, 0)
    assert parse_cell_id("done") is None and parse_cell_id("cell-x") is None
    pending = Decision(
        "battle.move", "titan:A", "", [Option("done", "Done"), Option("cell-B2", "")]
    )
    assert cell_option_index(pending, (1, 1)) == 1
    assert cell_option_index(pending, (0, 0)) is None


def test_no_information_by_colour_alone(state: GameState, content: ContentPack) -> None:
    """Knockdown, highlight and the Titan seats change the characters, not only styles;
    the cursor is reverse video (not a colour) and is named in words."""
    plain = render_board_text(state, content).plain
    state.battle.titans[1].knockdown = ""
    assert render_board_text(state, content).plain != plain
    pending, state.pending = state.pending, None
    assert render_board_text(state, content).plain.count(MARK) == 0
    state.pending = pending
    text, geo = render_board(state, content, 120, 40, cursor=(7, 3))
    start = sum(len(line) + 1 for line in text.plain.split("\n")[: geo.row_lines[7]])
    start += geo.cell_x(3)
    styles = [span.style for span in text.spans if span.start <= start < span.end]
    assert any(isinstance(s, Style) and s.reverse for s in styles)
    assert describe_cell(state, content, (7, 3)).startswith("H4 · Ana's Warden (A)")


def test_describe_cell_in_words(state: GameState, content: ContentPack) -> None:
    assert describe_cell(state, content, (5, 10)) == "F11 · Bion's Warden (B) (knocked down)"
    assert describe_cell(state, content, (9, 12)) == "J13 · Cleo's Warden (C) · Brush (cover)"
    assert "Primordial's rear" in describe_cell(state, content, (1, 6))
    assert "blindspot" in describe_cell(state, content, (1, 5))
    assert describe_cell(state, content, (3, 10)).endswith("red line E")
    assert describe_cell(state, content, (6, 3)).endswith("option 3: Move to G4")
    assert "The Beast, facing South" in describe_cell(state, content, (3, 7))


def test_legend_names_every_glyph_and_each_terrain(state: GameState, content: ContentPack) -> None:
    legend = legend_text(state, content).plain
    for words in ("A-D Titans", "▲▶▼◀", "r rear", "◌ blindspot", "┃━ red line", "○ highlighted"):
        assert words in legend
    for line in (
        "# Column (obstacle, destructible)",
        "█ Cliff (obstacle, indestructible)",
        "░ Smoke (obscuring)",
        "∪ Pit (chasm)",
        "✦ Spring (ambrosia)",
        "♣ Brush (cover)",
    ):
        assert line in legend


@pytest.mark.parametrize(("width", "cell_width"), [(120, 3), (66, 3), (65, 2), (50, 2), (40, 1)])
def test_cells_are_as_wide_as_the_area_allows(
    state: GameState, content: ContentPack, width: int, cell_width: int
) -> None:
    text, geo = render_board(state, content, width, 40)
    assert geo.cell_width == cell_width
    assert max(len(line) for line in text.plain.split("\n")) == geo.width <= max(width, 34)


def test_geometry_maps_every_cell_back(state: GameState, content: ContentPack) -> None:
    geo = board_geometry(board_model(state, content), 50)
    for row in range(12):
        for col in range(16):
            for dx in range(geo.cell_width):
                assert geo.cell_at(geo.cell_x(col) + dx, geo.row_lines[row]) == (row, col)
            assert geo.cell_at(geo.cell_x(col) + geo.cell_width, geo.row_lines[row]) is None
    assert geo.cell_at(0, geo.row_lines[0]) is None and geo.cell_at(5, 0) is None


def test_a_16x12_board_fits_beside_the_side_column_at_80x24(
    state: GameState, content: ContentPack
) -> None:
    """80 columns - 28 (side column) - 2 (border) leave 50: cells 2 wide, 13 lines + gaps."""
    _, geo = render_board(state, content, 50, 24)
    assert geo.cell_width == 2 and geo.width <= 50
    assert geo.height == 1 + 12 + 1  # one gap row: the red line under row G


def test_board_render_is_fast(state: GameState, content: ContentPack) -> None:
    """The board's part of a re-render at 120x40 (budget 30 ms; a loaded machine is slower)."""
    assert time_board_render(state, content, 120, 40, repeat=20) < 30


# ---------------------------------------------------------------- panels (pure)
def test_wound_stack_counts_bp_iii_and_double_wounds_as_two(
    state: GameState, content: ContentPack
) -> None:
    assert wounds_on_stack(state, content) == 1 + 2 + 2
    state.battle.decks.wound_stack = ["wound:single:1", "bp-2-1"]
    assert wounds_on_stack(state, content) == 2


def test_primordial_panel(state: GameState, content: ContentPack) -> None:
    text = primordial_text(state, content).plain
    assert text.startswith("The Beast · Level 1\nWounds 5/10 · To Hit 5 · Speed 5\n")
    assert "Facing ▼ South" in text and "Kratos Pool: opening 1" in text
    assert "Attack dice (A): 3 7 9 · power red 2, red 0* → 2 hits" in text


def test_primordial_panel_lists_the_traits_of_its_level() -> None:
    from atoterm.content.battle_schema import PrimordialLevel, Trait

    levels = [
        PrimordialLevel(1, 5, 5, 10, traits=("tease",)),
        PrimordialLevel(2, 6, 5, 10, traits=("fury",), removes=("tease",)),
        PrimordialLevel(3, 6, 6, 10, traits=("shell",)),
    ]
    traits = {t: Trait(t, t.title(), "") for t in ("tease", "fury", "shell")}
    content = kit.pack(levels=levels, traits=traits)
    b = kit.battle(content, level=3)
    assert "Traits: Fury, Shell" in primordial_text(b.state, content).plain


def test_ai_card_marks_the_matched_targeting_line_and_the_reason(
    state: GameState, content: ContentPack
) -> None:
    note = targeting_note([Event("x", "no line"), TARGETING], "lash")
    assert note == TargetingNote("lash", 1, "furthest: Bion's Warden (B) at 6 spaces")
    text = ai_card_text(state, content, note).plain
    assert (
        "  1. the closest Titan in front\n▶ 2. the furthest Titan\n  → furthest: Bion's Warden (B)"
        in text
    )
    assert "Move: normal · Attack: melee, 2 evasion dice, difficulty 6" in text
    assert "Hit: danger 2" in text
    stale = TargetingNote("ai-1-0", 0, "old card")
    assert "▶" not in ai_card_text(state, content, stale).plain
    state.battle.decks.current_ai = ""
    assert ai_card_text(state, content, note).plain.startswith("No AI card in play")


def test_bp_card_in_play_or_revealed(state: GameState, content: ContentPack) -> None:
    assert bp_card_text(state, content).plain.startswith("No BP card in play (deck 3")
    state.battle.decks.revealed_bp = "bp-1-1"
    assert bp_card_text(state, content).plain.startswith("BP revealed (top of the deck): Bp 1 1")
    state.battle.decks.current_bp = "bp-2-0"
    assert bp_card_text(state, content).plain == "BP: Bp 2 0 (II) AT 7"


def test_titan_panel_in_words(state: GameState, content: ContentPack) -> None:
    a, b, _, d = state.battle.titans
    text = titan_text(state, content, a).plain
    assert text.startswith("▶ A Ana · Warden\n  Danger 3 Fate 1 Rage 2 · Ambrosia 0")
    assert "move used, combat free" in text
    assert "Spear · Buckler [exhausted] [2 charges]" in text
    assert "free: combat" in titan_text(state, content, a, compact=True).plain
    text = titan_text(state, content, b).plain
    assert "KNOCKED DOWN (falling) · Dazed" in text and text.startswith("  B Bion")
    a.gear[0] = GearState("spear", discarded=True)
    assert "Spear [discarded]" in titan_text(state, content, a).plain
    assert titan_text(state, content, d).plain == "  D Dion · Warden — DEAD: Grave Trauma"


def test_aftermath_summary(state: GameState, content: ContentPack) -> None:
    finish(state)
    text = aftermath_text(state, content).plain
    assert text.startswith("VICTORY — The Beast is slain.")
    assert "5/10 Wounds dealt · 2 Battle Rounds" in text
    assert "Resources gained: Beast Core 1, Hide 2" in text
    assert "Casualties: Dion's Warden (D)" in text


def test_setup_roster_and_card_details(state: GameState, content: ContentPack) -> None:
    to_setup(state)
    text = setup_text(state, content).plain
    assert "  A Ana — Warden\n    gaia-bred dreamwalker, Speed 5" in text
    assert "Slots in use: hand 1 of 2 · support 1 of 2 · armor 0 of 1\n" in text
    assert "    Attachments: 0 of 3 on the sheet\n    Gear: Spear, Buckler" in text
    assert "▶ B Bion — Warden" in text and "  C Cleo — no Titan chosen yet" in text
    assert "Argo Abilities 1/2\n  aa (2 charges)" in text
    # the card comes from the option's value (the gear card's id), not its option id
    spear = Option("gear-x", "Spear", value="spear")
    detail = card_detail_text(content, "battle.setup.gear", spear).plain
    assert detail.startswith("Spear — weapon, hand slot, 1 hand\nattack dice 3 · power 2 · reach 1")
    assert card_detail_text(content, "battle.setup.gear", Option("done", "Done")).plain == ""


def test_which_screen_shows_a_game(state: GameState, content: ContentPack) -> None:
    assert view_for(state) == "battle"
    finish(state)
    assert view_for(state) == "battle", "the aftermath is shown on the battle screen"
    state = sample_state(content)
    to_setup(state)
    assert view_for(state) == "setup"
    state.battle = None
    state.phase = "voyage"
    assert view_for(state) == "voyage"


def finish(state: GameState) -> None:
    battle = state.battle
    battle.cursor, battle.result, battle.result_reason = "over", "won", "The Beast is slain."
    battle.aftermath = {"hide": 2, "beast-core": 1}
    state.pending = None
    state.outcome = Outcome("won", "The Beast is slain.")
    state.phase = "over"


def to_setup(state: GameState) -> None:
    battle = state.battle
    battle.cursor = "setup"
    battle.active_titan = ""
    battle.titans = battle.titans[:2]
    battle.titans[1].gear = [GearState("fists")]
    battle.argo_abilities = [ArgoAbilityState("aa", 2)]
    state.pending = Decision(
        "battle.setup.gear",
        "titan:B",
        "Equip Bion's Warden (B): choose a gear card",
        [
            # values as the engine's choose_gear gives them: the gear card's id
            Option("gear-spear", "Spear (1 hand)", value="spear"),
            Option(
                "gear-buckler",
                "Buckler (support)",
                "",
                "Ana's Warden (A) holds the only copy",
                "buckler",
            ),
            Option("done", "Done equipping"),
        ],
    )


# ---------------------------------------------------------------- Pilot
def moved_on(game: FakeGame, option_id: str) -> list[Event]:
    """The fake engine: a cell option moves Titan A there and asks again."""
    state = game.state
    cell = parse_cell_id(option_id)
    if cell is not None:
        titan = state.battle.titans[0]
        titan.row, titan.col = cell
    state.pending = Decision("battle.turn", "titan:A", "Next?", [Option("done", "End the turn")])
    return [Event("moved", f"Titan A: {option_id}.")]


def battle_app(
    state: GameState, content: ContentPack, script=moved_on
) -> tuple[AtotermApp, FakeGame]:  # type: ignore[no-untyped-def]
    game = FakeGame(state, content, script=script, events=[TARGETING])
    return make_app(start="battle", game=game), game


SIZE = (120, 40)


async def test_cursor_keys_and_enter_choose_a_cell(state: GameState, content: ContentPack) -> None:
    app, game = battle_app(state, content)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)
        board = app.screen.query_one(BattleBoard)
        assert app.focused is board, "a decision with cells puts the focus on the board"
        assert board.cursor == (6, 3)
        assert "G4 · option 3: Move to G4" in str(
            app.screen.query_one("#board-panel").border_subtitle
        )
        await pilot.press("down", "enter")  # H4: Titan A itself, no option names it
        assert game.chosen == []
        assert (
            "no option of this decision is the cell H4"
            in app.screen.query_one(EventLog).entries[-1]
        )
        await pilot.press("j", "l", "h", "k", "j", "enter")
        assert board.cursor == (8, 3)
        assert game.chosen == ["cell-8-3"]
        assert (state.battle.titans[0].row, state.battle.titans[0].col) == (8, 3)
        assert "Titan A: cell-8-3." in app.screen.query_one(EventLog).entries[-1]
        assert str(app.screen.query_one("#decision-prompt").content) == "Next?"
        await pilot.press("0")  # End the turn: the finishing option's key
        assert game.chosen == ["cell-8-3", "done"]


async def test_mouse_click_on_a_cell_and_number_keys(
    state: GameState, content: ContentPack
) -> None:
    app, game = battle_app(state, content)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.screen.query_one(BattleBoard)
        geo = board.geometry
        assert geo is not None
        await pilot.click(BattleBoard, offset=(geo.cell_x(5), geo.row_lines[0]))
        assert board.cursor == (0, 5) and game.chosen == [], (
            "no option there: only the cursor moves"
        )
        await pilot.click(BattleBoard, offset=(geo.cell_x(4) + 1, geo.row_lines[7]))
        assert game.chosen == ["cell-7-4"]

    state = sample_state(content)
    app, game = battle_app(state, content)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("4")  # "Stop moving" is listed as 0, the finishing option
        assert game.chosen == []
        await pilot.press("0")
        assert game.chosen == ["done"]


async def test_narrow_side_column_shows_one_page_at_a_time(
    state: GameState, content: ContentPack
) -> None:
    app, _ = battle_app(state, content)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        shown = lambda: [w.id for w in screen.query(".side-page") if w.display]  # noqa: E731
        assert shown() == ["side-titans"]
        assert not screen.query_one("#board-legend").display
        await pilot.press("p")
        assert shown() == ["side-primordial"]
        await pilot.press("p", "p", "p")
        assert shown() == ["side-legend"]
        await pilot.press("P")
        assert shown() == ["log"]
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert shown() == ["side-titans", "log"], "wide: the log is always under the page"
        assert not screen.query_one("#board-legend").display, "the legend is a page at 40 lines"
        await pilot.resize_terminal(140, 60)
        await pilot.pause()
        assert screen.query_one("#board-legend").display
        await pilot.press("o")
        assert app.focused is screen.query_one("#decision-options")
        await pilot.press("b")
        assert app.focused is screen.query_one(BattleBoard)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        keys = {what: key for _, rows in app.screen.key_rows for key, what in rows}
        assert keys["Next panel"] == "p" and keys["Undo"] == "u, ctrl+z"
        assert (
            keys["Cursor up"] == "↑, k" and keys["Choose the cell under the cursor"] == "⏎, space"
        )
        await pilot.press("escape")
        assert app.screen is screen


async def test_aftermath_replaces_the_board(state: GameState, content: ContentPack) -> None:
    finish(state)
    app, _ = battle_app(state, content)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BattleScreen) and screen.has_class("-aftermath")
        assert not screen.query_one("#board-panel").display
        assert screen.query_one("#aftermath").display


async def test_setup_screen_then_the_battle(state: GameState, content: ContentPack) -> None:
    to_setup(state)
    done_state = sample_state(content)

    def setup_done(game: FakeGame, option_id: str) -> list[Event]:
        if option_id == "done":
            game.state.battle = done_state.battle
            game.state.pending = done_state.pending
        return [Event("setup", f"Setup: {option_id}.")]

    app, game = battle_app(state, content, script=setup_done)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BattleSetupScreen)
        assert "Spear — weapon" in str(screen.query_one("#setup-detail").content)
        await pilot.press("2")  # the Buckler does not fit: refused with the engine's reason
        assert game.chosen == []
        assert "Ana's Warden (A) holds the only copy" in screen.query_one(EventLog).entries[-1]
        await pilot.press("0")
        assert game.chosen == ["done"]
        await pilot.pause()
        assert isinstance(app.screen, BattleScreen)


# ---------------------------------------------------------------- snapshots
async def settle(pilot: Pilot[int]) -> None:
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()


class TestBattleSnapshots:
    @SIZES
    def test_board(self, snap_compare, state: GameState, content: ContentPack, size) -> None:  # type: ignore[no-untyped-def]
        app, _ = battle_app(state, content)
        assert snap_compare(app, terminal_size=size, run_before=settle)

    @SIZES
    def test_setup(self, snap_compare, state: GameState, content: ContentPack, size) -> None:  # type: ignore[no-untyped-def]
        to_setup(state)
        app, _ = battle_app(state, content)
        assert snap_compare(app, terminal_size=size, run_before=settle)

    def test_aftermath(self, snap_compare, state: GameState, content: ContentPack) -> None:  # type: ignore[no-untyped-def]
        finish(state)
        app, _ = battle_app(state, content)
        assert snap_compare(app, terminal_size=(120, 40), run_before=settle)


# ---------------------------------------------------------------- Phase II on the board
def phase2_content() -> ContentPack:
    from atoterm.content.battle_schema import TerrainType

    ai = [kit.ai(f"ai-{lv}-{i}", level=lv) for lv in (1, 2, 3) for i in range(2)]
    maze = TerrainType("glass-maze", "Glass Maze", ("labyrinth",))
    return kit.pack(ai_cards=ai, terrain=[maze], width=16, height=12)


def phase2_state(content: ContentPack) -> GameState:
    """A Labyrinth tile walled by red lines, Bion (B) on a Vantage Point on the Primordial's
    body, Ana (A) Awakened with Despair [CYC1-002, BAT-MISC-056, BAT-MISC-065]."""
    b = kit.battle(
        content,
        titans=[
            kit.titan("A", 7, 3, godform="sky-reaver", trespass=2, despair=2),
            kit.titan("B", 3, 7, vantage="mane"),
            kit.titan("C", 9, 12),
            kit.titan("D", 10, 1),
        ],
        primordial=(2, 6, "S"),
        terrain=[("glass-maze", [(7, 9), (7, 10), (8, 10), (8, 11)])],
        red_lines=[(6, 9, 7, 9), (6, 10, 7, 10), (8, 11, 9, 11)],
    )
    b.state.pending = Decision(
        "battle.turn", "titan:A", "Ana (A): your turn", [Option("end", "End turn")]
    )
    return b.state


def test_board_shows_riders_awakened_titans_and_labyrinth_tiles() -> None:
    content = phase2_content()
    state = phase2_state(content)
    model = board_model(state, content)
    assert model.riders[(3, 7)].key == "B" and (3, 7) not in model.titans
    lines = "\n".join(board_lines(state, content))
    assert "^B" in lines  # the rider's letter on the Primordial's body
    assert "≡" in lines  # the Labyrinth tile
    legend = legend_text(state, content).plain
    assert "Vantage Point" in legend and "Awakened" in legend and "Glass Maze" in legend
    where = describe_cell(state, content, (3, 7))
    assert "Bion's Warden (B) (on a Vantage Point)" in where
    assert "Awakened" in describe_cell(state, content, (7, 3))


def test_titan_panel_shows_phase2_status() -> None:
    content = phase2_content()
    state = phase2_state(content)
    battle = state.battle
    assert battle is not None
    ana = titan_text(state, content, battle.titan("A")).plain
    assert "AWAKENED as sky-reaver (Trespass 2)" in ana and "Despair 2" in ana
    assert "on Vantage Point mane" in titan_text(state, content, battle.titan("B")).plain


def test_snapshot_board_phase2(snap_compare) -> None:  # type: ignore[no-untyped-def]
    """A Titan on a Vantage Point, an Awakened Titan and a Labyrinth tile, at 120x40."""
    content = phase2_content()
    app, _ = battle_app(phase2_state(content), content)
    assert snap_compare(app, terminal_size=(120, 40), run_before=settle)
