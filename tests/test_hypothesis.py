"""Random legal (and illegal) play, checked by Hypothesis (STYLE: Hypothesis state machines).

Properties: nothing is raised but IllegalAction, and only for illegal input (which changes
nothing); undo returns the digest the line had; redo and "undo then the same choice" return the
same digest; the journal verifies; load and replay equal the live game.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from atoterm.cli.script import run_bot
from atoterm.content import load_content
from atoterm.engine import IllegalAction, digest
from atoterm.engine.codec import canonical_bytes
from atoterm.session import Game, load_game, verify_journal

CONTENT = load_content()
SEEDS = st.integers(min_value=0, max_value=2**64 - 1)


class RandomPlay(RuleBasedStateMachine):
    """A campaign driven by random choices, undos and redos, with a model of the line."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="atoterm-hyp-"))
        self.path = self.folder / "play.atoj"
        self.game: Game | None = None
        self.line: list[tuple[int, bool]] = []
        """Model of the current line: (digest after the decision, did it reveal a tile)."""
        self.redo_stack: list[tuple[int, bool]] = []
        self.start = 0

    # ------------------------------------------------------------------ setup
    @initialize(seed=SEEDS, undo=st.sampled_from(["casual", "strict"]))
    def new_campaign(self, seed: int, undo: str) -> None:
        self.game = Game.new(CONTENT, seed, undo=undo, save=self.path, durable=False)
        self.start = self.game.digest

    @property
    def g(self) -> Game:
        assert self.game is not None
        return self.game

    def digest_at(self, position: int) -> int:
        return self.start if position == 0 else self.line[position - 1][0]

    def seen(self) -> tuple[int, int, int]:
        """What strict undo guards: tiles on the table, paragraphs read, random draws made."""
        state = self.g.state
        return (len(state.voyage.revealed), len(state.story.read), sum(state.rng.values()))

    def unchanged(self, action: object) -> None:
        """``action()`` must raise IllegalAction and leave the game exactly as it was."""
        before = (self.g.digest, self.g.record_count, canonical_bytes(self.g.state))
        with pytest.raises(IllegalAction) as caught:
            action()  # type: ignore[operator]
        assert caught.value.reason
        assert "\n" not in caught.value.reason
        assert (self.g.digest, self.g.record_count, canonical_bytes(self.g.state)) == before

    # ------------------------------------------------------------------ rules
    @precondition(lambda self: self.game is not None and self.game.pending is not None)
    @rule(data=st.data())
    def choose(self, data: st.DataObject) -> None:
        legal = self.g.pending.legal_options()  # type: ignore[union-attr]
        option = data.draw(st.sampled_from(legal), label="option")
        before = self.seen()
        self.g.choose(option.id)
        self.line.append((self.g.digest, self.seen() != before))
        self.redo_stack.clear()

    @precondition(lambda self: self.game is not None and self.game.pending is not None)
    @rule(steps=st.integers(min_value=1, max_value=12))
    def bot(self, steps: int) -> None:
        for _ in range(steps):
            if self.g.pending is None:
                break
            before = self.seen()
            run_bot(self.g, 1)
            self.line.append((self.g.digest, self.seen() != before))
            self.redo_stack.clear()

    @precondition(lambda self: self.game is not None)
    @rule(choice=st.one_of(st.text(max_size=12), st.integers(min_value=-3, max_value=40)))
    def illegal_choice(self, choice: str | int) -> None:
        pending = self.g.pending
        if pending is not None:
            legal = [o.id for o in pending.legal_options()]
            index_ok = isinstance(choice, int) and 0 <= choice < len(pending.options)
            if index_ok and pending.options[choice].id in legal:  # type: ignore[index]
                return
            if choice in legal:
                return
        self.unchanged(lambda: self.g.choose(choice))

    @precondition(
        lambda self: (
            self.game is not None
            and self.game.pending is not None
            and any(o.disabled for o in self.game.pending.options)
        )
    )
    @rule()
    def choose_a_disabled_option(self) -> None:
        disabled = [o for o in self.g.pending.options if o.disabled]  # type: ignore[union-attr]
        self.unchanged(lambda: self.g.choose(disabled[0].id))

    @precondition(lambda self: self.game is not None)
    @rule(count=st.integers(min_value=-1, max_value=5))
    def undo(self, count: int) -> None:
        strict = self.g.header.undo == "strict"
        allowed = 1 <= count <= len(self.line) and not (
            strict and any(reveals for _, reveals in self.line[len(self.line) - count :])
        )
        if not allowed:
            self.unchanged(lambda: self.g.undo(count))
            return
        self.g.undo(count)
        for _ in range(count):
            self.redo_stack.append(self.line.pop())
        assert self.g.digest == self.digest_at(len(self.line))

    @precondition(lambda self: self.game is not None)
    @rule(count=st.integers(min_value=-1, max_value=5))
    def redo(self, count: int) -> None:
        if not 1 <= count <= len(self.redo_stack):
            self.unchanged(lambda: self.g.redo(count))
            return
        self.g.redo(count)
        for _ in range(count):
            self.line.append(self.redo_stack.pop())
        assert self.g.digest == self.line[-1][0]

    @precondition(lambda self: self.game is not None and len(self.line) > 0)
    @rule()
    def undo_then_the_same_choice(self) -> None:
        if self.g.undo_blocker(1):
            return
        entry = self.g.history.line[-1]
        choice, after = entry.choice, self.g.digest
        self.g.undo()
        self.g.choose(choice)
        assert self.g.digest == after
        assert self.g.history.line[-1].draws == entry.draws
        assert self.g.history.line[-1].reveals == entry.reveals
        self.redo_stack.clear()

    # ------------------------------------------------------------------ invariants
    @invariant()
    def line_matches_the_model(self) -> None:
        if self.game is None:
            return
        assert self.g.history.position == len(self.line)
        assert len(self.g.history.redo_stack) == len(self.redo_stack)
        assert self.g.digest == self.digest_at(len(self.line))
        assert digest(self.g.state) == self.g.digest
        assert (self.g.pending is None) == self.g.over

    def teardown(self) -> None:
        try:
            if self.game is None:
                return
            live = self.g
            live.close()
            result = verify_journal(self.path, CONTENT)
            assert result.ok, result.divergence and result.divergence.describe()
            assert result.damage is None
            assert result.digest == live.digest
            assert result.records == live.record_count
            loaded, report = load_game(self.path, CONTENT, writable=False)
            assert report.damage is None
            assert loaded.digest == live.digest
            assert loaded.history.position == live.history.position
            assert canonical_bytes(loaded.state) == canonical_bytes(live.state)
            assert loaded.pending == live.pending
            if loaded.history.redo_stack:
                loaded.redo(len(loaded.history.redo_stack))
                assert loaded.digest == self.redo_stack[0][0]
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


RandomPlay.TestCase.settings = settings(
    max_examples=35,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestRandomPlay = RandomPlay.TestCase


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, steps=st.integers(min_value=0, max_value=60), undos=st.integers(0, 3))
def test_replay_equals_live(seed: int, steps: int, undos: int) -> None:
    with tempfile.TemporaryDirectory(prefix="atoterm-hyp-") as folder:
        path = Path(folder) / "g.atoj"
        live = Game.new(CONTENT, seed, save=path, durable=False)
        run_bot(live, steps)
        undos = min(undos, live.history.position)
        if undos:
            live.undo(undos)
        live.close()
        result = verify_journal(path, CONTENT)
        assert result.ok
        assert result.digest == live.digest
        loaded, _ = load_game(path, CONTENT, writable=False)
        assert canonical_bytes(loaded.state) == canonical_bytes(live.state)


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS, steps=st.integers(min_value=1, max_value=30))
def test_same_seed_same_game(seed: int, steps: int) -> None:
    a, b = Game.new(CONTENT, seed), Game.new(CONTENT, seed)
    run_bot(a, steps)
    run_bot(b, steps)
    assert a.digest == b.digest
    assert [e.choice for e in a.history.line] == [e.choice for e in b.history.line]
