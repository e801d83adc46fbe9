"""Full garbage collections wait for the player to pause (``atoterm/ui/heap.py``).

After a game is drawn its heap is frozen; Python then started a full collection every tenth
middle-generation one (it counts the frozen heap as kept by none), walking every state made
since: 30-45 ms on whichever decision or undo allocated at that moment. Now the full ones run
in idle moments only (or after very many middle ones, as a safety net).
"""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest

from atoterm.content import ContentPack
from atoterm.session.practice import new_practice_game
from atoterm.ui import heap
from atoterm.ui.app import make_app
from atoterm.ui.heap import (
    IDLE_SECONDS,
    LONG_IDLE_SECONDS,
    IdleCollector,
    release_heap,
    settle_heap,
)


@pytest.fixture
def full_collections() -> Iterator[list[int]]:
    """Counts the full collections Python runs while the test does."""
    seen: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2:
            seen.append(1)

    gc.callbacks.append(count)
    try:
        yield seen
    finally:
        gc.callbacks.remove(count)
        release_heap()


def play_a_while() -> list[object]:
    """What a few minutes of play leave alive: many small containers made after the game was
    drawn (states, texts, widgets' caches), enough for dozens of middle collections."""
    kept: list[object] = []
    for n in range(60_000):
        kept.append({"n": n, "cells": [n]})
    return kept


def test_no_full_collection_lands_on_play_after_the_game_is_drawn(
    full_collections: list[int],
) -> None:
    settle_heap()
    full_collections.clear()
    kept = play_a_while()
    assert gc.get_count()[2] >= 10  # Python would have collected by now (its default)
    assert full_collections == []
    del kept


class _Node:
    """An object in a reference cycle (a widget and its parent, a state and its cache)."""

    def __init__(self) -> None:
        self.itself = self


def test_an_idle_moment_collects_and_freezes_again(full_collections: list[int]) -> None:
    now = [100.0]
    collector = IdleCollector(clock=lambda: now[0])
    settle_heap()
    kept = play_a_while()
    full_collections.clear()
    collector.tick()  # the player pressed a key a moment ago
    assert full_collections == [] and collector.collections == 0
    now[0] += IDLE_SECONDS / 2
    collector.tick()
    assert full_collections == []
    now[0] += IDLE_SECONDS
    frozen = gc.get_freeze_count()
    collector.tick()  # what play made is walked and frozen, not the frozen heap again
    assert full_collections == [1] and collector.collections == 1
    assert gc.get_count()[2] == 0
    assert gc.get_freeze_count() > frozen
    collector.tick()  # nothing new since: no walk
    assert collector.collections == 1

    collector.input_seen()
    node = _Node()
    cycle = weakref.ref(node)
    more = play_a_while()
    collector.tick()  # a key just now: it waits
    assert collector.collections == 1
    now[0] += IDLE_SECONDS
    collector.tick()  # the cycle is frozen with what play made...
    assert collector.collections == 2
    del node  # ...and becomes garbage after
    now[0] += IDLE_SECONDS
    collector.tick()
    assert collector.collections == 2 and cycle() is not None  # walks skip frozen objects
    now[0] += LONG_IDLE_SECONDS
    collector.tick()  # away ten seconds: the whole heap, frozen cycles freed
    assert collector.collections == 3 and full_collections == [1, 1, 1]
    assert cycle() is None
    now[0] += LONG_IDLE_SECONDS
    collector.tick()  # once per pause
    assert collector.collections == 3
    del kept, more


def test_without_a_game_python_keeps_its_own_rhythm(full_collections: list[int]) -> None:
    python = gc.get_threshold()
    settle_heap()
    assert gc.get_threshold() != python
    release_heap()
    assert gc.get_threshold() == python and gc.get_freeze_count() == 0
    now = [0.0]
    collector = IdleCollector(clock=lambda: now[0])
    kept = play_a_while()
    now[0] += 10 * LONG_IDLE_SECONDS
    collector.tick()
    assert collector.collections == 0  # no game: nothing of its own to do
    del kept


async def test_the_app_collects_when_the_player_pauses(
    content: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app tells its collector about every key and looks twice a second."""
    monkeypatch.setattr(heap, "IDLE_SECONDS", 0.2)
    game = new_practice_game(content, 17, save=tmp_path / "battle.atoj")
    app = make_app("battle", game=game)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await asyncio.sleep(0.2)  # the game drawn: its heap settled
            collector = app.idle_collector
            before = collector.last_input
            await pilot.press("down")
            assert collector.last_input > before
            done = collector.collections
            gc.collect(1)  # something outlived a middle collection
            await asyncio.sleep(1.2)
            assert collector.collections > done
    finally:
        game.close()
