"""The campaign screens of issue 6: voyage (steps, map tokens, Exploration Draw), the Argo
sheet, the Timeline, the Advancement sheet and the chronicle.

The Pilot test creates a campaign on the title and setup screens and plays whole Campaign
Rounds by keys only (numbers, ``end``/``enter`` for the last option), opening each sheet on
the way. The voyage-only pack (``voyage_dir``: no storybook) keeps every day on the voyage
screen. The presenters are tested table-driven on a small hand-made ``content.cycle``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from campaign_demo import demo_cycle, demo_state
from textual.pilot import Pilot

from atoterm.content import ContentPack
from atoterm.content.campaign_model import Requirement
from atoterm.engine.campaign_state import BattleRecord, TitanRecord
from atoterm.engine.campaign_state import Breeding as Bred
from atoterm.engine.state import GameState, Outcome, TimelineEntry
from atoterm.session import Game
from atoterm.ui.advancement_screen import AdvancementScreen
from atoterm.ui.advancement_text import (
    breeding_text,
    crafting_text,
    requirement_status,
    research_text,
    trading_text,
)
from atoterm.ui.app import AtotermApp, make_app
from atoterm.ui.argo_sheet import ArgoSheetScreen
from atoterm.ui.campaign_text import (
    adversary_lines,
    cargo_lines,
    diplomacy_lines,
    step_indicator,
    titan_lines,
)
from atoterm.ui.chronicle_screen import ChronicleScreen, summary_markdown
from atoterm.ui.exploration_panel import exploration_text
from atoterm.ui.help_screen import HelpScreen
from atoterm.ui.map_view import ADVERSARY, LAST_CITY, render_map
from atoterm.ui.timeline_panel import TimelineScreen, timeline_text
from atoterm.ui.voyage_screen import VoyageScreen
from atoterm.views.option_order import shown_options

SEED = 42
SIZE = (100, 32)
DAYS = 3
"""Days played by keys (the first Timeline Battle of the shipped Timeline is later)."""


# ---------------------------------------------------------------- helpers
def text_of(app: AtotermApp, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def key_plan(game: Game) -> list[str]:
    """The keys a player presses for the pending decision: leave the Advancement Step at
    once (its last option), else the first open option by its number."""
    pending = game.pending
    assert pending is not None
    if pending.kind.startswith("adva") and pending.options[-1].id == "done":
        return ["end", "enter"]
    # The screen lists the open options first and numbers them in that order (option_order).
    first = next(s for s in shown_options(pending) if not s.option.disabled)
    if first.key:
        return [first.key]
    return ["end", "enter"] if first.index == len(pending.options) - 1 else ["home", "enter"]


# ---------------------------------------------------------------- playing by keys
async def test_play_days_by_keys_and_open_every_sheet(saves: Path, voyage_dir: Path) -> None:
    """[CAMP-002] the nine steps shown in order, [CAMP-004] a round is a day, [VOY-002]
    movement by keys, [ADVA-001] the Advancement sheet beside its decision, [VOY-021] the
    Exploration Draw panel; ``a``, ``d``, ``t`` and ``?`` open and close their sheets."""
    app = make_app(seed=SEED, content_dir=str(voyage_dir))
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "n")
        await press(pilot, "ctrl+s")
        assert isinstance(app.screen, VoyageScreen)
        game = app.game
        assert game is not None
        await press(pilot, "1", "2", "3", "4")  # the four Skill bonuses
        assert game.pending is not None and game.pending.kind == "move"
        assert "▶1 Movement" in text_of(app, "#steps")
        seen_advancement = seen_steps = seen_pause = False
        guard = 0
        while game.state.timeline.day < DAYS or game.state.step != "movement":
            guard += 1
            assert guard < 200, f"stuck at {game.state.step} {game.pending}"
            assert isinstance(app.screen, VoyageScreen), app.screen
            assert game.pending is not None and game.state.outcome is None
            steps = text_of(app, "#steps")
            assert f"Day {game.state.round}/" in steps  # one round is one day
            seen_steps = seen_steps or "✓1 ✓2" in steps
            if app.screen.held is not None:  # the Draw is over: its stacks, then Continue
                seen_pause = True
                assert "Stack 1" in text_of(app, "#exploration")
                await press(pilot, "enter")
                continue
            if game.state.step == "advancement" and not seen_advancement:
                seen_advancement = True
                assert not app.screen.query_one("#map").display  # the sheet is in its place
                assert app.screen.query_one("#advancement-panel").display
                assert "Research" in text_of(app, "#advancement-live")
                await press(pilot, "t")
                assert isinstance(app.screen, AdvancementScreen)
                sheet = text_of(app, "#advancement-text")
                for part in ("Research", "Crafting and fusing", "Trading", "Titan roster"):
                    assert part in sheet
                await press(pilot, "t")
                assert isinstance(app.screen, VoyageScreen)
            if game.pending.kind.startswith("explore"):
                assert app.screen.query_one("#exploration").display
                assert "Stack 1" in text_of(app, "#exploration")
            before = game.history.position
            await press(pilot, *key_plan(game))
            assert game.history.position == before + 1, "each key plan is one decision"
        assert seen_advancement and seen_steps and seen_pause
        assert app.screen.query_one("#map").display  # back on the map for the next move

        await press(pilot, "a")
        assert isinstance(app.screen, ArgoSheetScreen)
        sheet = text_of(app, "#argo-full-sheet")
        for part in (
            "Cargo Hold · Mortal",
            "Hidden Hold · Divine",
            "Cores",
            "Diplomacy",
            "Dreamwalkers",
            "Summon limit",
            "Godforms",
            "Story card",
            "Inward Odyssey",
        ):
            assert part in sheet
        await press(pilot, "escape")
        await press(pilot, "d")
        assert isinstance(app.screen, TimelineScreen)
        timeline = text_of(app, "#timeline-text")
        # waiting at the next day's Movement: that day is today [CAMP-022]
        assert f"▶ Day  {DAYS + 1} (today)" in timeline and f"✓ Day  {DAYS}" in timeline
        await press(pilot, "d")
        await press(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        keys = {what: key for _, rows in app.screen.key_rows for key, what in rows}
        assert keys["Argo sheet"] == "a" and keys["Timeline"] == "d"
        assert keys["Technology"] == "t" and keys["Chronicle"] == "c"
        await press(pilot, "escape")
        assert isinstance(app.screen, VoyageScreen)
        await pilot.resize_terminal(70, 20)  # too small: only the notice, no sheet opens
        await pilot.pause()
        assert app.screen.has_class("-too-small")
        await press(pilot, "a")
        assert isinstance(app.screen, VoyageScreen)
        await press(pilot, "q")
    assert app.return_code == 0


async def test_the_chronicle_opens_when_the_campaign_ends(pack: ContentPack) -> None:
    """[CAMP-022] a loss ends the campaign: the chronicle is shown on top; ``c`` reopens it."""
    game = Game.new(pack, SEED, durable=False)
    for _ in range(4):
        game.choose(0)
    app = make_app("battle", game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VoyageScreen)
        game.state.outcome = Outcome("lost", "the Timeline has no day left.", "CAMP-022")
        screen.show_state()
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ChronicleScreen)
        assert app.screen.markdown
        await press(pilot, "escape")
        assert app.screen is screen
        await press(pilot, "c")
        assert isinstance(app.screen, ChronicleScreen)
        await press(pilot, "c")
        assert app.screen is screen
    game.close()


# ---------------------------------------------------------------- presenters
@pytest.fixture
def demo(pack: ContentPack) -> Iterator[tuple[ContentPack, GameState]]:
    cycled = dataclasses.replace(pack, cycle=demo_cycle())
    game = Game.new(cycled, SEED, durable=False)
    yield cycled, demo_state(game.state)
    game.close()


@pytest.mark.parametrize(
    ("req", "change", "met", "words"),
    [
        pytest.param(
            Requirement("tech", "forge"),
            None,
            True,
            "Ichor Forge (researched)",
            id="ADVA-012-tech-met",
        ),
        pytest.param(
            Requirement("tech", "bell"), None, False, "(not yet)", id="ADVA-012-tech-unmet"
        ),
        pytest.param(
            Requirement("encountered", "kyanippe", 2),
            ("encountered", 1),
            False,
            "level 1 so far",
            id="ADVA-012-encountered-low",
        ),
        pytest.param(
            Requirement("killed", "kyanippe", 2),
            ("killed", 2),
            True,
            "level 2 so far",
            id="ADVA-012-killed",
        ),
        pytest.param(
            Requirement("diplomacy", "cairnkin", 1),
            None,
            False,
            "Cairnkin +1 Friendly (now +0)",
            id="ADVA-012-diplomacy",
        ),
        pytest.param(
            Requirement("explored", value=2),
            None,
            False,
            "2 Explored tiles (now 0)",
            id="ADVA-012-explored",
        ),
    ],
)
def test_requirement_status(demo, req, change, met, words) -> None:  # type: ignore[no-untyped-def]
    pack, state = demo
    if change is not None:
        getattr(state.campaign, change[0])["kyanippe"] = change[1]
    got, text = requirement_status(pack, state, req)
    assert got is met and words in text


def test_or_requirement_and_research_day(demo) -> None:  # type: ignore[no-untyped-def]
    """[ADVA-013] one side of an OR suffices; [ADVA-010] research waits for a Breakthrough."""
    pack, state = demo
    text = research_text(pack, state).plain
    assert "✗ Sounding Bell" in text and "OR" in text
    state.voyage.explored.append(state.voyage.tile)
    text = research_text(pack, state).plain
    assert "✓ Sounding Bell (structural, ready)" in text
    assert "1 Explored tiles (now 1) ✓" in text


def test_crafting_trading_breeding(demo) -> None:  # type: ignore[no-untyped-def]
    """[ADVA-029] copies left, [ADVA-030] cost, [ADVA-037] fusing, [ADVA-023] rates,
    [ADVA-035] breeding in progress, [ADVA-033] a class aboard blocks breeding."""
    pack, state = demo
    state.argo.dreamwalkers = 1
    state.story.armory = ["spear"]
    craft = crafting_text(pack, state).plain
    assert "✓ spear · 1 of 2 copies left · cost 2 Bronze" in craft
    assert "✓ Fuse keel · cost 1 Dreamwalker, 1 Glass Core" in craft
    state.story.armory = ["spear", "spear"]
    assert "✗ spear · 0 of 2 copies left" in crafting_text(pack, state).plain
    assert "Barter (Pearl Post, ready): up to 2 exchanges" in trading_text(pack, state).plain
    assert "2 Bronze → 1 Sisyphus Tear" in trading_text(pack, state).plain
    assert "free" in breeding_text(pack, state).plain
    state.campaign.breeding.append(Bred("pen", "keel", 5))
    assert "in progress: arrives on day 5" in breeding_text(pack, state).plain
    state.campaign.breeding.clear()
    state.campaign.titans.append(TitanRecord(1, "keel"))
    assert "a Keel is aboard: that class cannot be bred now" in breeding_text(pack, state).plain


def test_argo_sheet_parts(demo) -> None:  # type: ignore[no-untyped-def]
    """[ADVA-026] categories, [ADVA-027] Cores, [VOY-042] threshold names, [ADVA-039]
    named Titans, [ADVA-040] Patterns."""
    pack, state = demo
    cargo = cargo_lines(pack, state).plain
    assert "Cargo Hold · Mortal: Bronze 3" in cargo
    assert "Cargo Hold · Primordial: empty" in cargo  # 0 Glass Scale is not listed
    assert "Hidden Hold · Divine: Sisyphus Tear 1" in cargo and "Cores: Glass Core 1" in cargo
    state.story.diplomacy["ashvowed"] = -3
    assert "Ashvowed: -3 At War (bonus -3)  -3 ●○○○○○ +2" in diplomacy_lines(pack, state).plain
    state.campaign.titans.append(TitanRecord(4, "keel", "Orrathe", ["grief"]))
    assert "#4 “Orrathe”, keel · Patterns: grief" in titan_lines(pack, state).plain


def test_timeline_never_names_an_unread_story_event(demo) -> None:  # type: ignore[no-untyped-def]
    """[ADV-003] an added story event reads "a story event"; [ADVA-024] cooldowns,
    [ADVA-035] breedings and battles fought are on their days."""
    pack, state = demo
    state.timeline.day = 2
    state.timeline.added += [
        TimelineEntry(4, "story", "0412"),
        TimelineEntry(3, "cooldown", "Barter"),
    ]
    state.campaign.battles.append(BattleRecord(2, "timeline", "kyanippe", 1, "won"))
    text = timeline_text(pack, state).plain
    assert "0412" not in text and "Day  4: a story event" in text
    state.timeline.added.append(TimelineEntry(5, "breeding", "Keel-Ram (Breeding)"))
    assert "Day  5: Keel-Ram (Breeding)" in timeline_text(pack, state).plain
    day_three = next(line for line in text.splitlines() if line.startswith("  Day  3:"))
    assert "Cooldown: Barter" in day_three
    assert "▶ Day  2 (today): Fought: timeline battle vs" in text and "level 1: won" in text


def test_map_tokens_and_step_indicator(demo) -> None:  # type: ignore[no-untyped-def]
    """[VOY-027] the Adversary on its tile, [VOY-009] the Last Visited City token, [CAMP-002]
    the current step and those left."""
    pack, state = demo
    tile = state.voyage.tile
    state.campaign.adversary.primordial = "kyanippe"
    state.campaign.adversary.tile = tile
    state.voyage.last_city = tile
    drawn = render_map(pack, state.voyage, state.campaign).text.plain
    assert ADVERSARY in drawn and LAST_CITY in drawn
    assert ADVERSARY not in render_map(pack, state.voyage).text.plain
    where = pack.tile(tile).name
    assert f"Adversary: Kyanippe, the Glass Mare · {where} · next battle box 1" in (
        adversary_lines(pack, state).plain
    )
    state.step, state.step_done = "exploration", False
    steps = step_indicator(state).plain
    assert "✓1 ✓2 ▶3 Exploration ·4" in steps and "left: Expedition" in steps
    assert "· 6 left" in step_indicator(state, wide=False).plain


def test_exploration_stacks(demo) -> None:  # type: ignore[no-untyped-def]
    """[VOY-021] two stacks, [VOY-022] the stack symbols, [VOY-023] set aside, [VOY-028]
    Adversary symbols."""
    pack, state = demo
    exploration = state.campaign.exploration
    exploration.stacks = [[7, 9], []]
    exploration.card = 9
    exploration.deck = [1, 2, 3]
    text = exploration_text(pack, state).plain
    assert "Stack 1: #7 Drifting Cargo Ω+ · ▶#9 Salt Wind ⊘■" in text
    assert "Stack 2: not drawn" in text and "Deck 3 · set aside 0" in text


def test_summary_chronicle(demo) -> None:  # type: ignore[no-untyped-def]
    pack, state = demo
    state.outcome = Outcome("lost", "the Timeline has no day left.", "CAMP-022")
    state.campaign.battles.append(BattleRecord(6, "timeline", "kyanippe", 1, "won", 1))
    text = summary_markdown(state, pack)
    assert "**lost**" in text and "[CAMP-022]" in text
    assert "Day 6: timeline battle" in text and "1 Titan(s) lost" in text
    assert "Ichor Forge" in text
