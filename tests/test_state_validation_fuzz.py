"""Seeded single-value mutations of real states: each mutated state is either refused by the
validator (one line, DecodeError) or accepted, and an accepted one runs: the header path
(``Game.begin`` runs the rules to the first decision, the plain front end shows it) and the
keyframe path (each of its first options applied) raise nothing but refusals."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import random
import types
import typing
from collections.abc import Iterator
from typing import Any

import msgpack
import pytest

from atoterm.content import ContentPack
from atoterm.engine import IllegalAction, apply
from atoterm.engine.codec import DecodeError, canonical_bytes, unpack
from atoterm.engine.state import GameState
from atoterm.engine.validate import decode_game_state
from atoterm.plain import PlainSession
from atoterm.session import Game, SessionError
from atoterm.session.adventure_practice import new_adventure_game
from atoterm.session.campaign_bot import campaign_choice
from atoterm.session.history import DesyncError
from atoterm.session.practice import new_practice_game, play_bot

SEED = 20_261_202
PATHS_PER_STATE = 30
REFUSALS = (DecodeError, SessionError, IllegalAction, DesyncError)
Leaf = tuple[str, Any, Any, Any]


@pytest.fixture(scope="module")
def states(content: ContentPack) -> list[bytes]:
    """States waiting at a campaign's decisions of several kinds, in a battle and in an
    adventure."""
    found: dict[str, bytes] = {}
    game = Game.new(content, 7, durable=False)
    for _ in range(130):
        assert game.pending is not None
        found.setdefault(game.pending.kind, canonical_bytes(game.state))
        game.choose(campaign_choice(game))
    battle = new_practice_game(content, 5, durable=False)
    play_bot(battle, 30, "progress")
    found["battle"] = canonical_bytes(battle.state)
    adventure = new_adventure_game(content, 4, "pharos", durable=False)
    found["adventure"] = canonical_bytes(adventure.state)
    return [found[k] for k in sorted(found)]


def leaves(tp: Any, value: Any, path: str, out: list[Leaf]) -> None:
    """Every value reachable in ``value`` (plain data of type ``tp``), with its holder."""
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        if value is None:
            return
        (tp,) = [a for a in typing.get_args(tp) if a is not type(None)]
    origin = typing.get_origin(tp)
    if dataclasses.is_dataclass(tp):
        hints = typing.get_type_hints(tp)
        for name in sorted(value):
            out.append((f"{path}.{name}", hints[name], value, name))
            leaves(hints[name], value[name], f"{path}.{name}", out)
    elif origin is list:
        for index, item in enumerate(value[:4]):
            out.append((f"{path}[{index}]", typing.get_args(tp)[0], value, index))
            leaves(typing.get_args(tp)[0], item, f"{path}[{index}]", out)
    elif origin is dict:
        for key in sorted(value)[:4]:
            out.append((f"{path}.{key}", typing.get_args(tp)[1], value, key))
            leaves(typing.get_args(tp)[1], value[key], f"{path}.{key}", out)


def mutations(tp: Any, value: Any, rnd: random.Random) -> Iterator[Any]:
    """Values of the same type that a forger might write instead."""
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        yield None
        (tp,) = [a for a in typing.get_args(tp) if a is not type(None)]
    if tp is bool:
        yield not value
    elif tp is int:
        yield from (value + 1, value - 1, -1, 0, 99, 10**6, 2**63 - 1)
    elif tp is str:
        yield from ("", "x", "a:b", "1|x|y", "name:zz", "0", "x" * 300)
        if ":" in value:
            yield value.split(":")[0] + ":999"
        if "-" in value:
            yield value.rsplit("-", 1)[0] + "-999"
    elif tp is bytes:
        yield from (b"", b"\x00", b"\xc1")
    elif typing.get_origin(tp) is list:
        yield []
        if value:
            yield from (value[1:], value + value[:1], value[::-1])
    elif typing.get_origin(tp) is dict:
        yield {}
        if value:
            first = sorted(value)[0]
            yield {k: v for k, v in value.items() if k != first}
            yield {**value, "zz-bogus": value[first]}


def run(data: bytes, content: ContentPack) -> None:
    """Decode; when accepted, the header path and the keyframe path."""
    state = decode_game_state(data, content)
    shell = Game.new(content, 1)
    game = Game.begin(content, dataclasses.replace(shell.header, start=data))
    PlainSession(game, io.StringIO()).run(io.StringIO("q\n"))
    if state.pending is not None:
        for option in state.pending.options[:2]:
            with contextlib.suppress(IllegalAction):
                apply(decode_game_state(data, content), content, option.id)


def test_mutated_states_are_refused_or_run_without_a_crash(
    content: ContentPack, states: list[bytes]
) -> None:
    """No mutation of one value makes the rules or the plain front end fail with anything
    but a refusal (the validator's, or an illegal choice)."""
    rnd = random.Random(SEED)
    crashes: list[str] = []
    tried = refused = 0
    for data in states:
        plain = unpack(data)
        found: list[Leaf] = []
        leaves(GameState, plain, "state", found)
        for path, tp, holder, key in rnd.sample(found, min(PATHS_PER_STATE, len(found))):
            original = holder[key]
            for value in mutations(tp, original, rnd):
                holder[key] = value
                mutated = msgpack.packb(plain, use_bin_type=True)
                holder[key] = original
                tried += 1
                try:
                    run(mutated, content)
                except REFUSALS:
                    refused += 1
                except Exception as exc:  # the finding: report every one at the end
                    crashes.append(f"{path} = {value!r:.40}: {type(exc).__name__}: {exc}")
    assert not crashes, "\n".join(crashes[:20])
    assert tried > 1_000 and 0 < refused < tried
