"""``driver.simulate_from`` (a look-ahead started from a restart point, decoding one state) is
``driver.simulate`` of a whole decoded copy of the state: the same decisions asked, the same
choices, the same final state, at decisions with and without answers since the checkpoint,
with and without a reseed (the expert bot's look-aheads use it); and a ``RestartPoint`` kept
for many look-aheads (copies decoded by msgspec, determinizations sharing their work) gives
each the copy and the look-ahead it would have had alone."""

from __future__ import annotations

import dataclasses
from typing import Any

import msgspec
import pytest

from atoterm.content import ContentPack
from atoterm.engine.battle.flow.driver import RestartPoint, _restore, simulate, simulate_from
from atoterm.engine.codec import canonical_bytes, from_plain, unpack
from atoterm.engine.decisions import Decision
from atoterm.engine.state import GameState
from atoterm.engine.upgrade import upgrade_plain
from atoterm.session.bot_policy import bot_choice
from atoterm.session.bot_table import SimulatedTable
from atoterm.session.practice import new_practice_game


def _player(content: ContentPack, seed: int, seen: list[tuple[str, list[str], str]]):
    tables: list[SimulatedTable] = []

    def answer(state: GameState, decision: Decision) -> str:
        if not tables:
            tables.append(SimulatedTable(content, state, seed))
        table = tables[0]
        assert table.state is state and state.pending is decision
        chosen = bot_choice(table, "progress")
        table.choices_made += 1
        seen.append((decision.kind, [o.id for o in decision.options], chosen))
        return chosen

    return answer


@pytest.mark.parametrize(("primordial", "seed"), [("ammonax", 3), ("threnos", 4)])
def test_simulate_from_is_simulate_of_a_copy(
    content: ContentPack, primordial: str, seed: int
) -> None:
    game = new_practice_game(content, seed, primordial=primordial, durable=False)
    compared = with_answers = 0
    while game.pending is not None and game.choices_made < 160:
        state = game.state
        assert state.battle is not None
        if game.choices_made % 7 == 3 and state.battle.resume.snapshot:
            reseed = None if compared % 2 else 1000 + compared
            plain: list[tuple[str, list[str], str]] = []
            copy = from_plain(GameState, upgrade_plain(unpack(canonical_bytes(state))))
            assert isinstance(copy, GameState)
            made = simulate(copy, content, _player(content, seed, plain), 25, reseed=reseed)
            fast: list[tuple[str, list[str], str]] = []
            resume = state.battle.resume
            played, made_fast = simulate_from(
                resume, state.decisions, content, _player(content, seed, fast), 25, reseed=reseed
            )
            assert (made_fast, fast) == (made, plain)
            assert canonical_bytes(played) == canonical_bytes(copy)
            compared += 1
            with_answers += bool(resume.answers)
        game.choose(bot_choice(game, "progress"))
    game.close()
    assert compared >= 10 and with_answers >= 3


def test_simulate_from_needs_a_snapshot(content: ContentPack) -> None:
    game = new_practice_game(content, 1, durable=False)
    assert game.state.battle is not None
    empty = type(game.state.battle.resume)()
    with pytest.raises(ValueError):
        simulate_from(empty, 0, content, lambda s, d: d.options[0].id, 5)
    game.close()


def _same(a: Any, b: Any, path: str = "state") -> None:
    """``a`` and ``b`` are alike in every type and value, all the way down (equal canonical
    bytes would not tell a tuple from a list, nor a dict's key order)."""
    assert type(a) is type(b), f"{path}: {type(a).__name__} vs {type(b).__name__}"
    if isinstance(a, list | tuple):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _same(x, y, f"{path}[{i}]")
    elif isinstance(a, dict):
        assert list(a) == list(b), path
        for key in a:
            _same(a[key], b[key], f"{path}.{key}")
    elif dataclasses.is_dataclass(a) or isinstance(a, msgspec.Struct):
        names = (
            [f.name for f in dataclasses.fields(a)]
            if dataclasses.is_dataclass(a)
            else a.__struct_fields__
        )
        for name in names:
            _same(getattr(a, name), getattr(b, name), f"{path}.{name}")
    else:
        assert a == b, path


@pytest.mark.parametrize(("primordial", "level", "seed"), [("kyanippe", 3, 5), ("threnos", 1, 6)])
def test_restart_point_copies_are_the_decoded_state(
    content: ContentPack, primordial: str, level: int, seed: int
) -> None:
    """Field by field the state ``_restore`` decodes, at every checkpoint of a battle; each
    copy its own (a look-ahead changes it), and the look-aheads of one kept restart point
    (sharing their determinizations) are those made alone."""
    game = new_practice_game(content, seed, primordial=primordial, level=level, durable=False)
    checked, seen = 0, b""
    while game.pending is not None and game.choices_made < 90:
        state = game.state
        assert state.battle is not None
        resume = state.battle.resume
        if resume.snapshot and resume.snapshot is not seen:
            seen = resume.snapshot
            kept = RestartPoint(resume)
            first, second = kept.copy(), kept.copy()
            _same(first, _restore(resume.snapshot))
            assert first is not second and first.battle is not second.battle
            if checked % 3 == 0:
                for reseed in (7, 8, 7):  # (the third one reuses the first's samples)
                    alone: list[tuple[str, list[str], str]] = []
                    shared: list[tuple[str, list[str], str]] = []
                    played, _ = simulate_from(
                        resume, state.decisions, content, _player(content, 1, alone), 20, reseed
                    )
                    again, _ = simulate_from(
                        resume,
                        state.decisions,
                        content,
                        _player(content, 1, shared),
                        20,
                        reseed,
                        restart=kept,
                    )
                    assert shared == alone
                    assert canonical_bytes(again) == canonical_bytes(played)
            checked += 1
        game.choose(bot_choice(game, "progress"))
    game.close()
    assert checked >= 5
