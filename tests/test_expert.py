"""The ``expert`` bot only sees what a player sees: reshuffling everything hidden (every
face-down deck's order, the seed every future die comes from) does not change what it
weighs, nor so what it chooses; and it plays a battle to its end with legal options."""

from __future__ import annotations

import random

import pytest

from atoterm.content import ContentPack
from atoterm.engine.battle.flow.determinize import FACE_DOWN
from atoterm.engine.codec import canonical_bytes, from_plain, unpack
from atoterm.engine.state import GameState
from atoterm.engine.upgrade import upgrade_plain
from atoterm.session.bot_policy import _progress, bot_choice
from atoterm.session.expert import Budget, searchable, searched, weigh_options
from atoterm.session.practice import new_practice_game

SMALL = Budget(rollouts=2, depth=12, width=3)


def player(head) -> str:
    return _progress(head, head.pending, head.pending.legal_options()).id


def _copy(state: GameState) -> GameState:
    copy = from_plain(GameState, upgrade_plain(unpack(canonical_bytes(state))))
    assert isinstance(copy, GameState)
    return copy


def _hide_otherwise(state: GameState, rng: random.Random) -> GameState:
    """The same table with the hidden parts changed: each face-down deck in another order
    (a revealed top BP card stays on top) and another seed for the dice — in the state and in
    the checkpoint it restarts from (the decision is the first since it, so they agree)."""
    other = _copy(state)
    battle = other.battle
    assert battle is not None and not battle.resume.answers
    other.seed = rng.randrange(1 << 40)
    for name in FACE_DOWN:
        deck = getattr(battle.decks, name)
        top = deck[:1] if name == "bp" and battle.decks.revealed_bp else []
        rest = deck[len(top) :]
        rng.shuffle(rest)
        deck[:] = top + rest
    label = battle.resume.label
    battle.resume.snapshot = b""
    battle.resume.label = ""
    snapshot = canonical_bytes(other)
    battle.resume.snapshot, battle.resume.label = snapshot, label
    return other


def _searched_decisions(content: ContentPack, seed: int, primordial: str, wanted: int):
    """Battle states at a turn or move decision that is the first since a checkpoint."""
    game = new_practice_game(content, seed, primordial=primordial, durable=False)
    found = []
    while game.pending is not None and len(found) < wanted and game.choices_made < 600:
        state = game.state
        pending = game.pending
        if (
            pending.kind in ("battle.turn", "battle.move")
            and searched(pending.kind)
            and searchable(state)
            and not state.battle.resume.answers
            and len(pending.legal_options()) >= 2
        ):
            found.append((_copy(state), game.choices_made))
        game.choose(bot_choice(game, "progress"))
    game.close()
    return found


@pytest.mark.parametrize("primordial, seed", [("kyanippe", 2), ("threnos", 3)])
def test_reshuffling_what_is_hidden_changes_nothing_it_weighs(
    content: ContentPack, primordial: str, seed: int
) -> None:
    cases = _searched_decisions(content, seed, primordial, 3)
    assert cases, "the battle reaches a searched decision"
    rng = random.Random(seed)
    for state, made in cases:
        seen = weigh_options(content, state, made, player, SMALL)
        for _ in range(2):
            other = _hide_otherwise(state, rng)
            assert other.battle.decks != state.battle.decks or other.seed != state.seed
            assert weigh_options(content, other, made, player, SMALL) == seen


def test_its_own_seed_is_what_changes_its_samples(content: ContentPack) -> None:
    """The control: the look-aheads do depend on the expert's own seed, so the test above
    would see a difference if the hidden orders leaked into them."""
    cases = _searched_decisions(content, 2, "kyanippe", 6)
    differs = False
    for state, made in cases:
        mine = weigh_options(content, state, made, player, SMALL)
        other = weigh_options(content, state, made, player, Budget(2, 12, 3, seed=99))
        differs = differs or mine != other
    assert differs


def test_the_expert_plays_legal_options_to_the_end(content: ContentPack, monkeypatch) -> None:
    from atoterm.session import expert

    monkeypatch.setattr(expert, "DEFAULT_BUDGET", SMALL)
    game = new_practice_game(content, 6, primordial="kyanippe", durable=False)
    while game.pending is not None and game.choices_made < 3000:
        chosen = bot_choice(game, "expert")
        assert chosen in [o.id for o in game.pending.legal_options()]
        game.choose(chosen)
    assert game.pending is None and game.state.battle.result in ("won", "lost")


# --- the campaign: the voyage sense sees only the table ------------------------------------


def _campaign_decisions(content: ContentPack, seed: int, wanted: int):
    """States at campaign decisions the voyage sense answers (copies), with the moves first
    among them guaranteed: a campaign played by the ``progress`` campaign policy."""
    from atoterm.engine.state import RulesOptions
    from atoterm.session.campaign_bot import progress_campaign_choice
    from atoterm.session.game import Game
    from atoterm.session.voyage_sense import SENSES

    game = Game.new(content, seed, rules=RulesOptions(), save=None, durable=False)
    found = []
    while game.pending is not None and not game.over and len(found) < wanted:
        if game.pending.kind in SENSES:
            found.append(_copy(game.state))
        game.choose(progress_campaign_choice(game))
    game.close()
    return found


def _hide_campaign_otherwise(
    content: ContentPack, state: GameState, rng: random.Random
) -> tuple[ContentPack, GameState]:
    """The same table with everything hidden changed: the Exploration deck in another order,
    another seed for every future roll, the tiles not yet on the table dealt each other's
    symbols, waterways and places, and the unread paragraphs each other's words and steps."""
    import dataclasses

    other = _copy(state)
    other.seed = rng.randrange(1 << 40)
    rng.shuffle(other.campaign.exploration.deck)
    hidden = sorted(t for t in content.tiles if t not in state.voyage.revealed)
    dealt = hidden[:]
    rng.shuffle(dealt)
    tiles = dict(content.tiles)
    for tile_id, source in zip(hidden, dealt, strict=True):
        given = content.tiles[source]
        tiles[tile_id] = dataclasses.replace(
            content.tiles[tile_id],
            symbols=given.symbols,
            arrows=given.arrows,
            x=given.x,
            y=given.y,
            faction=given.faction,
        )
    book = content.storybook
    assert book is not None
    unread = sorted(p for p in book.paragraphs if p not in state.story.read)
    shuffled = unread[:]
    rng.shuffle(shuffled)
    paragraphs = dict(book.paragraphs)
    for para_id, source in zip(unread, shuffled, strict=True):
        paragraphs[para_id] = book.paragraphs[source]
    storybook = dataclasses.replace(book, paragraphs=paragraphs)
    return dataclasses.replace(content, tiles=tiles, storybook=storybook), other


def test_reshuffling_what_is_hidden_changes_no_voyage_choice(content: ContentPack) -> None:
    """Campaign decisions (waterways, the Advancement Step, trades, Exploration choices,
    encounters...): the voyage sense's choice does not move when the Exploration deck, the
    seed, the tiles not yet on the table or the unread paragraphs change [VOY-001, VOY-021]."""
    from atoterm.session.voyage_sense import voyage_choice

    cases = _campaign_decisions(content, 4, 60)
    kinds = {state.pending.kind for state in cases}
    assert {"move", "adva.menu"} <= kinds, kinds
    rng = random.Random(4)
    changed_neighbour = False
    for state in cases:
        pending = state.pending
        mine = voyage_choice(content, state, pending, pending.legal_options())
        for _ in range(2):
            other_content, other = _hide_campaign_otherwise(content, state, rng)
            if pending.kind == "move":
                here = content.tile(state.voyage.tile)
                changed_neighbour = changed_neighbour or any(
                    other_content.tile(a.to) != content.tile(a.to) for a in here.arrows
                )
            theirs = voyage_choice(other_content, other, other.pending, pending.legal_options())
            assert (theirs.id if theirs else None) == (mine.id if mine else None), pending.kind
    assert changed_neighbour, "the hidden tiles next to the Argo were really dealt anew"


def test_a_peek_at_hidden_tiles_would_be_seen(content: ContentPack, monkeypatch) -> None:
    """The control: a voyage sense that read the printed symbols of the waters not yet on the
    table would choose differently once they are dealt anew, so the test above would fail."""
    from atoterm.session import voyage_routes, voyage_sense

    def peeking(content, state, tile_id):  # type: ignore[no-untyped-def]
        return 10.0 * content.tile(tile_id).symbols.count("progress") + tile_id % 7

    monkeypatch.setattr(voyage_routes, "_tile_worth", peeking)
    cases = [s for s in _campaign_decisions(content, 4, 60) if s.pending.kind == "move"]
    rng = random.Random(4)
    moved = False
    for state in cases:
        legal = state.pending.legal_options()
        mine = voyage_sense.voyage_choice(content, state, state.pending, legal)
        for _ in range(3):
            other_content, other = _hide_campaign_otherwise(content, state, rng)
            theirs = voyage_sense.voyage_choice(other_content, other, other.pending, legal)
            moved = moved or theirs != mine
    assert moved
