"""The current line of play as a fold over journal records, with keyframes for fast seeks.

The line is the list of decisions in force; undo moves its tail to the redo stack, redo moves
it back, and a new decision clears the redo stack (that branch is abandoned but stays in the
file). Keyframes are canonical state bytes at line positions, so any position is reached by
decoding the nearest keyframe at or before it and re-applying the few choices after it: the
cost of an undo does not grow with the journal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine import apply
from atoterm.engine.codec import canonical_bytes, digest_bytes
from atoterm.engine.decisions import Event
from atoterm.engine.state import GameState
from atoterm.engine.validate import decode_game_state
from atoterm.session.legacy import legacy_ending

KEYFRAME_EVERY = 32
"""A keyframe is forced after this many decisions without a quiet point."""
KEYFRAME_GAP = 8
"""Quiet points closer than this to the last keyframe get none (journals stay small, and an
undo re-applies at most this many choices)."""


class DesyncError(Exception):
    """Re-applying recorded choices did not reproduce the recorded state."""

    def __init__(self, position: int, expected: int, actual: int) -> None:
        self.position, self.expected, self.actual = position, expected, actual
        super().__init__(
            f"re-applying the journal gives a different state at decision {position} "
            f"(expected digest {expected:016x}, got {actual:016x})"
        )


@dataclass
class LineEntry:
    """A decision in force: the choice, what it drew and revealed, and the digest after it."""

    choice: str
    draws: list[list[Any]]
    reveals: list[str]
    digest: int
    events: list[Event] | None = field(default=None, compare=False)
    """What the decision caused, when it was applied in this process (None: only folded)."""


def decode_state(data: bytes, content: ContentPack) -> GameState:
    """A keyframe's state, checked for ``content`` before any rule sees it (a journal is
    untrusted input): DecodeError naming the value that is wrong and why."""
    return decode_game_state(data, content)


@dataclass
class History:
    content: ContentPack
    line: list[LineEntry] = field(default_factory=list)
    redo_stack: list[LineEntry] = field(default_factory=list)
    keyframes: dict[int, bytes] = field(default_factory=dict)
    start_events: list[Event] = field(default_factory=list)
    legacy: bool = False
    """The journal's format may hold battle endings of the old driver (``session/legacy.py``)."""

    @property
    def position(self) -> int:
        return len(self.line)

    def digest_at(self, position: int) -> int:
        if position == 0:
            return digest_bytes(self.keyframes[0])
        return self.line[position - 1].digest

    def needs_keyframe(self, position: int, quiet: bool) -> bool:
        if position in self.keyframes:
            return False
        last = max(k for k in self.keyframes if k <= position)
        since = position - last
        return (quiet and since >= KEYFRAME_GAP) or since >= KEYFRAME_EVERY

    def state_at(self, position: int) -> GameState:
        """Rebuild the state after ``position`` decisions of the current line."""
        base = max(k for k in self.keyframes if k <= position)
        state = decode_state(self.keyframes[base], self.content)
        for index in range(base, position):
            entry = self.line[index]
            events = apply(state, self.content, entry.choice).events
            if entry.events is None:
                entry.events = events
            actual = digest_bytes(canonical_bytes(state))
            if actual != entry.digest:
                variant = legacy_ending(state, entry.digest) if self.legacy else None
                if variant is None:
                    raise DesyncError(index + 1, entry.digest, actual)
                state = variant
        return state

    def events_until(self, position: int, limit: int = 50) -> list[Event]:
        """The most recent events up to ``position``, oldest first.

        Decisions read from a journal carry no events (the file stores choices); they are
        re-derived here by re-applying those choices from the nearest keyframe before them.
        """
        collected: list[Event] = []
        index = position - 1
        while index >= 0 and len(collected) < limit:
            if self.line[index].events is None:
                self._derive_events(index)
            collected[:0] = self.line[index].events or []
            index -= 1
        if index < 0:
            collected[:0] = self.start_events
        return collected[-limit:]

    def _derive_events(self, index: int) -> None:
        base = max(k for k in self.keyframes if k <= index)
        state = decode_state(self.keyframes[base], self.content)
        for entry in self.line[base : index + 1]:
            events = apply(state, self.content, entry.choice).events
            if entry.events is None:
                entry.events = events

    def push(self, entry: LineEntry) -> None:
        """A new decision: the redo branch and keyframes beyond this point are abandoned."""
        self.redo_stack.clear()
        for key in [k for k in self.keyframes if k > len(self.line)]:
            del self.keyframes[key]
        self.line.append(entry)

    def pop_to(self, position: int) -> None:
        while len(self.line) > position:
            self.redo_stack.append(self.line.pop())

    def redo_to(self, position: int) -> None:
        while len(self.line) < position:
            self.line.append(self.redo_stack.pop())
