"""Saving a campaign and the start of the Cycle [CAMP-005, CAMP-040..CAMP-044].

The journal is the save: every decision is a record, so a campaign can be saved after any
step (and inside one) and the loaded state is the whole state, which holds everything the
rulebook's save record keeps on the Argo Sheet, the last page and in separate piles.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.engine.codec import canonical_bytes
from atoterm.session import Game, load_game
from atoterm.session.bot_policy import bot_choice


def _new(content: ContentPack, seed: int = 11) -> Game:
    """A new campaign with the Argonauts' Portrait bonuses chosen (the Cycle is laid out)."""
    game = Game.new(content, seed, durable=False)
    while game.pending is not None and game.pending.kind == "skill_bonus":
        game.choose(game.pending.legal_options()[0].id)
    return game


def _play_until(game: Game, day: int, limit: int = 3000) -> None:
    """Random legal choices until the Timeline reaches ``day`` (before its first battle)."""
    for _ in range(limit):
        if game.over or game.state.timeline.day >= day:
            return
        game.choose(bot_choice(game, "progress"))


def test_camp_005_cycle_setup_lays_out_the_components(content: ContentPack) -> None:
    """CAMP-005: the Cycle's Argo stats, Titans, Armory, Technologies, Exploration deck."""
    game = _new(content)
    state = game.state
    cycle = content.cycle
    assert state.argo.crew == content.argo.crew and state.argo.hull == content.argo.hull
    assert state.argo.dreamwalkers == cycle.start.dreamwalkers
    assert [t.titan_class for t in state.campaign.titans] == list(cycle.start.titans)
    assert state.story.armory[: len(cycle.start.armory)] == list(cycle.start.armory)
    core = [t.id for t in cycle.technologies.values() if t.start == "deck"]
    assert core and all(t in state.story.technologies for t in core)
    assert sorted(state.campaign.exploration.deck) == sorted(cycle.exploration_start)
    assert state.voyage.tile == content.start_tile
    assert sorted(state.story.diplomacy) == sorted(f.id for f in content.factions)


def test_camp_005_the_exploration_deck_is_shuffled_by_the_seed(content: ContentPack) -> None:
    """CAMP-005: the same seed lays out the same deck; another seed another order."""
    first = _new(content, 1).state.campaign.exploration.deck
    again = _new(content, 1).state.campaign.exploration.deck
    other = _new(content, 2).state.campaign.exploration.deck
    assert first == again and first != other


@pytest.mark.parametrize("stop_day", [1, 2, 4], ids=lambda d: f"CAMP-040-day{d}")
def test_camp_040_saving_after_any_step_loads_the_same_state(
    content: ContentPack, tmp_path: Path, stop_day: int
) -> None:
    """CAMP-040: a campaign saved at any point loads to the very same state and decision."""
    game = _new(content)
    _play_until(game, stop_day)
    path = game.save_as(tmp_path / f"day{stop_day}.atoj", durable=False)
    loaded, _report = load_game(path, content, writable=False, durable=False)
    assert canonical_bytes(loaded.state) == canonical_bytes(game.state)
    assert loaded.pending == game.pending


def test_camp_041_to_044_the_save_keeps_every_record(content: ContentPack, tmp_path: Path) -> None:
    """CAMP-041 (Story and Doom cards with their tokens, the Map tile), CAMP-042 (tiles with
    tokens, the Adversary's position), CAMP-043 (each Triskelion), CAMP-044 (Technology and
    Projects decks, Armory, Exploration deck, Mnemos Vault, Godforms and Summonings, Explored
    tiles) all come back from the journal."""
    game = _new(content)
    _play_until(game, 4)
    state = game.state
    state_before = canonical_bytes(state)
    path = game.save_as(tmp_path / "records.atoj", durable=False)
    loaded, _ = load_game(path, content, writable=False, durable=False)
    got = loaded.state
    assert canonical_bytes(got) == state_before
    records = [
        ("story card", got.story.story_card, state.story.story_card),
        ("progress", got.progress, state.progress),
        ("doom card", got.story.doom_card, state.story.doom_card),
        ("doom", got.doom, state.doom),
        ("tile", got.voyage.tile, state.voyage.tile),
        ("last city", got.voyage.last_city, state.voyage.last_city),
        ("adversary", got.campaign.adversary.tile, state.campaign.adversary.tile),
        (
            "triskelions",
            [(a.danger, a.fate, a.rage) for a in got.argonauts],
            [(a.danger, a.fate, a.rage) for a in state.argonauts],
        ),
        ("technologies", got.story.technologies, state.story.technologies),
        ("projects", got.campaign.projects, state.campaign.projects),
        ("armory", got.story.armory, state.story.armory),
        ("exploration", got.campaign.exploration.deck, state.campaign.exploration.deck),
        ("vault", got.story.mnemos_vault, state.story.mnemos_vault),
        ("godforms", got.powers.godforms, state.powers.godforms),
        ("explored", got.voyage.explored, state.voyage.explored),
    ]
    for name, loaded_value, live_value in records:
        assert loaded_value == live_value, name
    assert state.voyage.explored, "four days in, some tile is Explored"
