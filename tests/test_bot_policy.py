"""The practice-battle bot policies: ``random`` replays the property tests' stream exactly;
``progress`` only ever picks legal options and ends a battle in fewer decisions."""

from __future__ import annotations

import pytest

from atoterm.content import ContentPack
from atoterm.engine.rng import choose_index
from atoterm.session.bot_policy import BOT_POLICIES, _weapon_band, bot_choice
from atoterm.session.expert import discards_weapon
from atoterm.session.practice import bot_battles, new_practice_game


def test_random_policy_is_the_property_test_stream(content: ContentPack) -> None:
    """[BAT-SETUP-034] the random bot picks ``choose_index(seed, "bot", n, len(legal))``."""
    game = new_practice_game(content, 3, durable=False)
    for made in range(40):
        if game.pending is None:
            break
        legal = game.pending.legal_options()
        expected = legal[choose_index(3, "bot", made, len(legal))].id
        assert bot_choice(game, "random") == expected
        game.choose(expected)


def test_progress_policy_plays_legal_options_to_the_end(content: ContentPack) -> None:
    """[BAT-SETUP-034] the progress bot ends the battle, never retreats while something else
    is legal, keeps the default loadout and never replays with a Sisyphus Tear."""
    game = new_practice_game(content, 5, durable=False)
    made = 0
    while game.pending is not None and made < 5000:
        pending = game.pending
        legal = [o.id for o in pending.legal_options()]
        chosen = bot_choice(game, "progress")
        assert chosen in legal, (pending.kind, chosen, legal)
        if chosen in ("retreat", "sisyphus"):
            assert legal == [chosen]
        if pending.kind == "battle.setup.mode":
            assert chosen == "default"
        game.choose(chosen)
        made += 1
    assert game.pending is None
    battle = game.state.battle
    assert battle is not None and battle.result in ("won", "lost", "retreat")


def test_bot_battles_takes_a_policy(content: ContentPack) -> None:
    stats = bot_battles(content, 11, 1, policy="progress")
    assert stats.games == 1 and not stats.unfinished and stats.decisions > 0


def test_unknown_policy_is_refused(content: ContentPack) -> None:
    game = new_practice_game(content, 1, durable=False)
    assert "progress" in BOT_POLICIES and "random" in BOT_POLICIES
    with pytest.raises(ValueError, match="unknown bot policy"):
        bot_choice(game, "clever")


def test_progress_move_is_the_plain_nearest_space(content: ContentPack) -> None:
    """``_closest`` measures each space inline; it picks what the plain
    definition gives: the spaces at the least orthogonal distance to the Primordial's
    footprint (``distance_to_area``), staying when none is nearer than the Titan's own (for a
    Titan with a Melee or Reach weapon)."""
    from atoterm.engine.battle.board.geometry import distance_to_area, footprint

    moves = 0
    for seed in (5, 11):
        game = new_practice_game(content, seed, durable=False)
        made = 0
        while game.pending is not None and made < 5000:
            pending = game.pending
            chosen = bot_choice(game, "progress")
            battle = game.state.battle
            cells = [o for o in pending.legal_options() if o.id.startswith("cell-")]
            melee = _weapon_band(game) is None  # a Ranged-only Titan keeps its distance
            if pending.kind == "battle.move" and cells and battle is not None and melee:
                prim = battle.primordial
                assert content.battle is not None
                own = footprint((prim.row, prim.col), content.battle.primordials[prim.id].size)
                far = {o.id: distance_to_area(tuple(o.value), own) for o in cells}
                best = min(far.values())
                start = pending.context["from"]
                ids = [o.id for o in pending.legal_options()]
                if "stay" in ids and distance_to_area(tuple(start), own) <= best:
                    assert chosen == "stay"
                else:
                    nearest = [oid for oid in ids if far.get(oid) == best]
                    expected = nearest[choose_index(seed, "bot", made, len(nearest))]
                    assert chosen == expected
                moves += 1
            game.choose(chosen)
            made += 1
    assert moves > 10


def test_progress_keeps_a_ranged_titan_at_its_weapons_range(content: ContentPack) -> None:
    """[BAT-TITAN-025] a Titan armed only with the Keelwood Greatbow (Ranged 3-7) moves to a
    space 3-7 away from the Primordial whenever one is offered, never to the Primordial's
    side, and so it fires: the shipped bot once walked every Titan adjacent."""
    from atoterm.engine.battle.board.geometry import distance_to_area, footprint

    game = new_practice_game(content, 4, primordial="ammonax", durable=False)
    assert game.state.battle is not None
    archer = next(t for t in game.state.battle.titans if t.key == "D")
    assert [g.card for g in archer.gear if content.battle.gear[g.card].kind == "weapon"] == [
        "keelwood-bow"
    ]
    size = content.battle.primordials["ammonax"].size
    moves = shots = 0
    while game.pending is not None and game.choices_made < 3000:
        pending = game.pending
        chosen = bot_choice(game, "progress")
        if pending.actor == "titan:D" and pending.kind == "battle.move":
            prim = game.state.battle.primordial
            own = footprint((prim.row, prim.col), size)
            offered = [o.value for o in pending.legal_options() if o.id.startswith("cell-")]
            if any(3 <= distance_to_area(tuple(c), own) <= 7 for c in offered) and chosen != "stay":
                moves += 1
                picked = next(o.value for o in pending.options if o.id == chosen)
                assert 3 <= distance_to_area(tuple(picked), own) <= 7, (picked, own)
        if pending.actor == "titan:D" and chosen.startswith("attack-"):
            shots += 1
        game.choose(chosen)
    assert moves > 0 and shots > 0


@pytest.mark.parametrize("seed", [2, 7])
def test_progress_policy_never_throws_a_weapon_away_for_fists(
    content: ContentPack, seed: int
) -> None:
    """[BAT-TITAN-099] equipping Fists discards the weapon for the rest of the battle: the
    progress player (and the expert, whose look-aheads it plays) takes Fists only with no
    weapon left, and moves, unexhausts or ends its turn when it cannot attack. The old
    "attack, else Fists" made seed 19's expert campaign fight battles of 100+ Rounds with four
    bare-handed Titans."""
    game = new_practice_game(content, seed, durable=False)
    tempted = 0
    for _ in range(3000):
        if game.pending is None or game.over:
            break
        legal = game.pending.legal_options()
        chosen = bot_choice(game, "progress")
        cannot_attack = not any(o.id.startswith(("attack-", "rush-")) for o in legal)
        if cannot_attack and any(discards_weapon(o) for o in legal):
            tempted += 1
        option = next(o for o in legal if o.id == chosen)
        assert not discards_weapon(option) or all(discards_weapon(o) for o in legal)
        game.choose(chosen)
    assert tempted > 0, "no turn offered Fists in place of an attack: the test proves nothing"
