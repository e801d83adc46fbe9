"""Every state the game itself produces passes the validator: whole bot campaigns, battles
of every Primordial (random and progress players), practice adventures, every scenario, and
the keyframes of a written journal. A check too strict would refuse a real save."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from atoterm.content import ContentPack, load_content
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.validate import decode_game_state, validate_state
from atoterm.session import Game
from atoterm.session import scenario as scenario_module
from atoterm.session.adventure_practice import new_adventure_game, new_tour_game
from atoterm.session.bot_policy import bot_choice
from atoterm.session.campaign_bot import campaign_choice
from atoterm.session.history import decode_state
from atoterm.session.practice import new_practice_game
from atoterm.session.scenario import Scenario
from atoterm.store import read_journal

HERE = Path(__file__).resolve().parent


def play_and_check(game: Game, choose: object, limit: int) -> int:
    """Make up to ``limit`` decisions, checking the state before each and at the end (and
    every state inside a battle with it); returns the decisions made."""
    content = game.content
    made = 0
    while True:
        decode_game_state(canonical_bytes(game.state), content)
        if game.pending is None or game.over or made >= limit:
            return made
        game.choose(choose(game))  # type: ignore[operator]
        made += 1


def test_every_state_of_a_bot_campaign_is_valid(content: ContentPack) -> None:
    """A whole bot campaign (its battles included), checked after every decision."""
    game = Game.new(content, 10, durable=False)
    made = play_and_check(game, campaign_choice, 5_000)
    assert game.over and made > 1_000


@pytest.mark.parametrize("policy", ["random", "progress"])
def test_every_state_of_a_battle_of_each_primordial_is_valid(
    content: ContentPack, policy: str
) -> None:
    """Practice battles against each Primordial at its first and last level."""
    assert content.battle is not None
    for pid, prim in sorted(content.battle.primordials.items()):
        levels = sorted({lv.level for lv in prim.levels})
        for level in {levels[0], levels[-1]}:
            game = new_practice_game(content, 22, primordial=pid, level=level, durable=False)
            made = play_and_check(game, lambda g: bot_choice(g, policy), 400)
            assert made > 20, (pid, level)


@pytest.mark.parametrize(
    ("kind", "what"), [("rr", ""), ("pharos", ""), ("inward", "1"), ("special", "")]
)
def test_every_state_of_a_practice_adventure_is_valid(
    content: ContentPack, kind: str, what: str
) -> None:
    """Practice adventures from the storybook's entry points."""
    if kind == "special":
        book = content.storybook
        assert book is not None
        what = next(event for chapter in book.chapters for event, _ in chapter.events)
    game = new_adventure_game(content, 4, kind, what, durable=False)
    play_and_check(game, lambda g: bot_choice(g, "random"), 500)


@pytest.mark.parametrize("part", ["world", "story:0", "veteran:hubs", "doom"])
def test_every_state_of_a_storybook_tour_is_valid(content: ContentPack, part: str) -> None:
    """Storybook tours (hub tracks, story entries, Doom cards) read with the explorer bot."""
    game = new_tour_game(content, 3, part)
    play_and_check(game, lambda g: bot_choice(g, "explore", set(g.state.story.read)), 2_000)


def test_every_scenario_starts_valid(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each scenario's start state (the journal header's, its own content pack) and the state
    at its first decision (``test_scenarios.py`` plays them on: their journals decode every
    start state through the same check)."""
    packs: dict[object, ContentPack] = {}

    def load_once(folder: object = None) -> ContentPack:  # most scenarios share a pack
        if folder not in packs:
            packs[folder] = load_content(folder)  # type: ignore[arg-type]
        return packs[folder]

    monkeypatch.setattr(scenario_module, "load_content", load_once)
    checked = 0
    for path in sorted((HERE / "scenarios").glob("*.toml")):
        scenario = Scenario(path)
        pack = scenario.content()
        state = scenario.build_state(pack)
        start = canonical_bytes(state)
        decode_game_state(start, pack)
        shell = Game.new(pack, state.seed, rules=state.rules)
        game = Game.begin(pack, dataclasses.replace(shell.header, start=start))
        validate_state(game.state, pack)
        checked += 1
    assert checked > 40


def test_every_keyframe_of_a_written_journal_decodes(content: ContentPack, tmp_path: Path) -> None:
    """The keyframes a campaign writes (its battle included) decode through the session's
    own decoder, and to the digests recorded beside them."""
    path = tmp_path / "campaign.atoj"
    game = Game.new(content, 7, save=path, durable=False)
    for _ in range(450):
        if game.pending is None:
            break
        game.choose(campaign_choice(game))
    game.close()
    keyframes = [r for r in read_journal(path).records if r.kind == "keyframe"]
    assert len(keyframes) > 10
    for record in keyframes:
        state = decode_state(record.state, content)
        assert canonical_bytes(state) == record.state
