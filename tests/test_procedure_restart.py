"""Restart equivalence of the campaign's procedures (ARCHITECTURE §2, "The runner").

The game's runner keeps the procedure that asked suspended and sends the answer straight in
(the fast path); a runner with ``fast_path=False`` restarts the procedure at every decision
from the state alone and runs it back to the pending question, checking on the way that this
changes nothing (no event, no draw, not a byte of the state). Whole bot campaigns and
storybook readings must give the same digest and the same events at every decision both
ways. (Battles alone: ``test_battle_driver.py``.)
"""

from __future__ import annotations

import shutil

import pytest

from atoterm.content import ContentPack
from atoterm.session import Game, load_game
from atoterm.session.adventure_practice import new_tour_game
from atoterm.session.bot_policy import bot_choice
from atoterm.session.campaign_bot import campaign_choice

CAMPAIGN_SEEDS = (1, 4, 7)
"""Three whole bot campaigns (seeds 1..10 are compared with the previous code by hand)."""


def play(game: Game, fast: bool, limit: int = 20_000) -> tuple[list[int], list[list[str]]]:
    """Digests and event texts after every decision until the game is over."""
    game.runner.fast_path = fast
    digests, events = [], []
    while game.pending is not None and not game.over and len(digests) < limit:
        pending = game.pending
        if pending.kind.startswith("battle."):
            choice = campaign_choice(game)
        else:
            choice = bot_choice(game, "random")
        made = game.choose(choice)
        digests.append(game.digest)
        events.append([e.text for e in made])
    game.close()
    return digests, events


@pytest.mark.parametrize("seed", CAMPAIGN_SEEDS)
def test_bot_campaign_restarted_at_every_decision_is_the_same_campaign(
    content: ContentPack, seed: int
) -> None:
    """[CAMP-002] A whole campaign, every step and battle and adventure restarted from the state
    at every decision, gives exactly the campaign played on the fast path."""
    fast = play(Game.new(content, seed, durable=False), fast=True)
    slow = play(Game.new(content, seed, durable=False), fast=False)
    assert len(slow[0]) == len(fast[0]) > 500
    assert slow[0] == fast[0]
    assert slow[1] == fast[1]


@pytest.mark.parametrize("part", ["world", "story", "veteran:hubs"])
def test_storybook_reading_restarted_at_every_decision_is_the_same(
    content: ContentPack, part: str
) -> None:
    """[ADV-004, ADV-006] The storybook reader (tests, Delves, codes, group gains, the battles
    of its paragraphs), restarted at every decision, reads exactly as on the fast path."""
    fast = play(new_tour_game(content, 1, part), fast=True)
    slow = play(new_tour_game(content, 1, part), fast=False)
    assert len(slow[0]) == len(fast[0]) > 50
    assert slow[0] == fast[0]
    assert slow[1] == fast[1]


def test_a_campaign_loaded_anywhere_goes_on_as_the_live_one(content: ContentPack, tmp_path) -> None:
    """[CAMP-002] A journal loaded at a decision of each kind (a step's part, a Save, a trade,
    an adventure, a battle ...) goes on exactly as the live game: the state rebuilt from a
    keyframe restarts its procedure and finds its way back."""
    path = tmp_path / "live.atoj"
    live = Game.new(content, 4, save=path, durable=False)
    digests, copies, seen = [], [], set()
    while live.pending is not None and not live.over:
        kind = live.pending.kind
        if kind not in seen:
            seen.add(kind)
            copies.append((kind, len(digests), tmp_path / f"at-{len(digests)}.atoj"))
            shutil.copyfile(path, copies[-1][2])
        live.choose(campaign_choice(live))
        digests.append(live.digest)
    live.close()
    assert len(copies) > 20
    for kind, stop, copy in copies:
        loaded, _report = load_game(copy, content=content)
        assert loaded.history.position == stop and loaded.pending.kind == kind
        for made in range(stop, min(stop + 8, len(digests))):
            loaded.choose(campaign_choice(loaded))
            assert loaded.digest == digests[made], f"{kind}: decision {made + 1} differs"
        loaded.close()


def test_undo_then_the_same_choices_give_the_same_campaign(content: ContentPack) -> None:
    """Undo rebuilds the state (no procedure is suspended for it) and the same choices give
    the same digests again, whatever the question undone to."""
    game = Game.new(content, 7, durable=False)
    for _ in range(300):
        game.choose(campaign_choice(game))
    line = [entry.choice for entry in game.history.line]
    digests = [game.history.digest_at(n) for n in range(1, len(line) + 1)]
    for back in (1, 3, 17, 60):
        game.undo(back)
        for choice in line[len(line) - back :]:
            game.choose(choice)
        assert game.digest == digests[-1]
    game.close()
