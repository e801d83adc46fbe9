"""A battle simulated without a session (``driver.simulate``) is the battle a session plays:
the same decisions asked, the same choices, the same result (issue 14: headless battles for
figures, balance runs and bots' rollouts)."""

from __future__ import annotations

import pytest

from atoterm.content import ContentPack
from atoterm.engine.battle.flow.driver import simulate
from atoterm.engine.battle.flow.setup import new_practice_state
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.decisions import Decision, IllegalAction
from atoterm.engine.state import GameState, RulesOptions
from atoterm.session.bot_policy import bot_choice
from atoterm.session.history import decode_state
from atoterm.session.practice import (
    SimulatedTable,
    bot_battles,
    new_practice_game,
    simulate_practice,
)

CASES = [
    ("ammonax", 1, 5, "progress"),
    ("ammonax", 3, 6, "random"),
    ("kyanippe", 2, 7, "progress"),
    ("kyanippe", 4, 8, "explore"),
    ("threnos", 1, 9, "progress"),
]


def _session(content: ContentPack, primordial: str, level: int, seed: int, policy: str):
    game = new_practice_game(content, seed, primordial=primordial, level=level, durable=False)
    asked: list[tuple[str, list[str], str]] = []
    while game.pending is not None:
        pending = game.pending
        chosen = bot_choice(game, policy)
        asked.append((pending.kind, [o.id for o in pending.options], chosen))
        game.choose(chosen)
    return game, asked


@pytest.mark.parametrize(("primordial", "level", "seed", "policy"), CASES)
def test_a_simulated_battle_is_the_session_battle(
    content: ContentPack, primordial: str, level: int, seed: int, policy: str
) -> None:
    game, asked = _session(content, primordial, level, seed, policy)
    seen: list[tuple[str, list[str], str]] = []
    table: SimulatedTable | None = None

    def record(state: GameState, decision: Decision) -> str:
        assert table is not None and state.pending is decision
        chosen = bot_choice(table, policy)
        table.choices_made += 1
        seen.append((decision.kind, [o.id for o in decision.options], chosen))
        return chosen

    table = simulate_practice(content, seed, policy, primordial=primordial, level=level)
    assert table.choices_made == len(asked)
    # The run above used bot_choice's own counter; replay it recording every question asked.
    table = SimulatedTable(content, _start(content, primordial, level, seed), seed)
    simulate(table.state, content, record, 50_000)
    assert seen == asked
    live, sim = game.state, table.state
    assert live.battle is not None and sim.battle is not None
    assert (sim.battle.result, sim.battle.round) == (live.battle.result, live.battle.round)
    assert [t.alive for t in sim.battle.titans] == [t.alive for t in live.battle.titans]
    assert sim.rng == live.rng and sim.outcome == live.outcome


def _start(content: ContentPack, primordial: str, level: int, seed: int) -> GameState:
    return new_practice_state(
        content, seed, primordial_id=primordial, level=level, rules=RulesOptions()
    )


def test_a_battle_under_way_simulates_on_from_its_checkpoint(content: ContentPack) -> None:
    """From a state decoded mid-battle (a keyframe's), the simulation restarts the procedure
    from its checkpoint and goes on exactly as the session does."""
    game = new_practice_game(content, 11, primordial="kyanippe", level=1, durable=False)
    for _ in range(57):
        game.choose(bot_choice(game, "progress"))
    copy = decode_state(canonical_bytes(game.state), content)
    table = SimulatedTable(content, copy, game.seed, game.choices_made)

    def answer(_: GameState, __: Decision) -> str:
        chosen = bot_choice(table, "progress")
        table.choices_made += 1
        return chosen

    made = simulate(copy, content, answer, 50_000)
    while game.pending is not None:
        game.choose(bot_choice(game, "progress"))
    assert made == game.choices_made - 57
    assert copy.rng == game.state.rng and copy.outcome == game.state.outcome


def test_an_illegal_answer_is_refused(content: ContentPack) -> None:
    state = _start(content, "ammonax", 1, 3)
    with pytest.raises(IllegalAction):
        simulate(state, content, lambda _s, _d: "no-such-option", 10)


def test_a_limit_stops_with_the_decision_pending(content: ContentPack) -> None:
    table = simulate_practice(content, 4, "progress", primordial="ammonax", limit=25)
    assert table.choices_made == 25 and table.state.pending is not None


def test_bot_battles_without_a_journal_give_the_session_figures(
    content: ContentPack, tmp_path
) -> None:
    """``bot --battle`` without ``--save`` simulates; with it, plays sessions: same figures."""
    simulated = bot_battles(content, 30, 3, primordial="ammonax", level=2, policy="progress")
    journaled = bot_battles(
        content, 30, 3, primordial="ammonax", level=2, policy="progress", save=tmp_path / "b"
    )
    assert simulated == journaled
