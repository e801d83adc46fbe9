"""The current line of play as a fold over journal records, with keyframes for fast seeks.

The line is the list of decisions in force; undo moves its tail to the redo stack, redo moves
it back, and a new decision clears the redo stack (that branch is abandoned but stays in the
file). Keyframes are canonical state bytes at line positions, so any position is reached by
decoding the nearest keyframe at or before it and re-applying the few choices after it: the
cost of an undo does not grow with the journal.

Two sets of keyframes: the journal's (a few per day of play, compressed in the file) and the
session's (``keyframes.py``: every position computed in this process, compressed in memory).
A rebuilt state stores every position it passes, and after each rebuild a few decisions below
it are re-applied ahead of time (``_prefetch``), so undoing step by step after a load finds a
keyframe at every position.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Any

from atoterm.content.schema import ContentPack
from atoterm.engine import IllegalAction, Runner, apply
from atoterm.engine.codec import canonical_bytes
from atoterm.engine.decisions import Event
from atoterm.engine.state import GameState
from atoterm.engine.validate import decode_game_state
from atoterm.session.keyframes import JournalKeyframes, KeyframeStore
from atoterm.session.legacy import legacy_ending, state_digest
from atoterm.store import FORMAT_VERSION, Record

KEYFRAME_EVERY = 48
"""A journal keyframe is forced after this many decisions without a quiet point."""
KEYFRAME_GAP = 32
"""Quiet points closer than this to the last journal keyframe get none (journals stay small)."""
FORMAT1_SPACING = (8, 32)
"""(gap, every) of format-1 journals, which keep the spacing they were written with."""
PREFETCH_STEPS = 2
"""Decisions re-applied ahead of time after each rebuild: more than one per undo, so the
positions below are ready before an undo reaches them (a stretch between two journal
keyframes is at most KEYFRAME_EVERY long, and the one above it at least KEYFRAME_GAP)."""
COVER_ON_LOAD = KEYFRAME_EVERY // PREFETCH_STEPS
"""Positions below the end of a loaded line given a keyframe at once, so the prefetch has
time to fill the stretch below them before undos reach it."""
PREFETCH_REACH = 2 * KEYFRAME_EVERY
"""How far below a rebuilt position the prefetch looks for positions without a keyframe."""
EVENTS_KEPT = 256
"""Decisions at the end of the line whose events stay in memory (older ones are re-derived)."""


class DesyncError(Exception):
    """Re-applying recorded choices did not reproduce the recorded state."""

    def __init__(
        self,
        position: int,
        expected: int,
        actual: int,
        reason: str = "",
        keyframe: int | None = None,
    ) -> None:
        self.position, self.expected, self.actual = position, expected, actual
        self.keyframe = keyframe
        """Set when the keyframe of that line position is what cannot be used."""
        if reason:
            super().__init__(f"re-applying the journal fails at decision {position}: {reason}")
        else:
            super().__init__(
                f"re-applying the journal gives a different state at decision {position} "
                f"(expected digest {expected:016x}, got {actual:016x})"
            )


@dataclass
class LineEntry:
    """A decision in force: the choice, what it drew and revealed, and the digest after it."""

    choice: str
    draws: list[list[Any]] | DrawCount
    reveals: list[str]
    digest: int
    events: list[Event] | None = field(default=None, compare=False)
    """What the decision caused, when it was applied in this process (None: only folded)."""
    offset: int = field(default=0, compare=False)
    """A decision read from a journal: the byte offset of its record (where a file is cut when
    it no longer replays)."""


class DrawCount:
    """The draws of a decision read from a journal: only how many there were is kept (strict
    undo names the number; the journal holds the draws, and a hostile file cannot make
    loading hold them)."""

    __slots__ = ("count",)

    def __init__(self, count: int) -> None:
        self.count = count

    def __len__(self) -> int:
        return self.count

    def __repr__(self) -> str:
        return f"DrawCount({self.count})"


def _short(text: str, limit: int = 200) -> str:
    """Journal text in a message: one line, control characters shown as escapes, bounded."""
    shown = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text[: limit + 1])
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


def decode_state(data: bytes, content: ContentPack) -> GameState:
    """A keyframe's state, checked for ``content`` before any rule sees it (a journal is
    untrusted input): DecodeError naming the value that is wrong and why."""
    return decode_game_state(data, content)


@dataclass
class History:
    """A game's line of decisions with its redo stack and keyframes: what undo, redo and
    saving work on."""

    content: ContentPack
    line: list[LineEntry] = field(default_factory=list)
    redo_stack: list[LineEntry] = field(default_factory=list)
    keyframes: KeyframeStore | JournalKeyframes = field(default_factory=KeyframeStore)
    """The session's keyframes (a verify keeps the journal's, ``replay.py``)."""
    start_events: list[Event] = field(default_factory=list)
    legacy: bool = False
    """The journal's format may hold battle endings of the old driver (``session/legacy.py``)."""
    format: int = FORMAT_VERSION
    """The format of the journal: its keyframes' spacing and encoding, and its state digest
    (``digest_of``)."""
    journaled: list[int] = field(default_factory=list)
    """Positions of the line (and redo stack) with a keyframe in the journal, sorted."""
    runner: Runner = field(default_factory=Runner, compare=False, repr=False)
    """The game's runner: it drives the rules for the live state and for the states rebuilt
    here (each suspended procedure is tied to its own state object)."""
    chain: bytes = b""
    """The state of the journal's last keyframe record: the next one is compressed against it."""
    start_digest: int | None = None
    dense: bool = True
    """Keep a keyframe in memory at every position computed (for undo); verifying, which
    re-executes forward, keeps only the journal's."""
    _prefetch_cursor: tuple[int, GameState] | None = field(default=None, repr=False)

    @property
    def position(self) -> int:
        return len(self.line)

    def digest_of(self, data: bytes) -> int:
        """The state digest of the canonical bytes ``data`` in this journal's format
        (``legacy.state_digest``: BLAKE2b-64 before format 7, XXH3-64 from it)."""
        return state_digest(self.format)(data)

    def digest_at(self, position: int) -> int:
        if position == 0:
            if self.start_digest is None:
                self.start_digest = self.digest_of(self.keyframes[0])
            return self.start_digest
        return self.line[position - 1].digest

    # ----------------------------------------------------------------- journal keyframes
    def begin_journal(self, data: bytes, version: int) -> Record:
        """The keyframe after the header: the state at position 0 (``Game.begin``)."""
        self.format = version
        self.keyframes[0] = data
        self.start_digest = self.digest_of(data)
        self.journaled = [0]
        self.chain = data
        return Record("keyframe", 0, self.start_digest, state=data, format=version)

    def remember(self, position: int, data: bytes) -> None:
        """The state bytes of ``position`` were just computed: kept for undo."""
        if self.dense:
            self.keyframes[position] = data

    def needs_keyframe(self, position: int, quiet: bool) -> bool:
        """Whether the journal gets a keyframe after the decision that reached ``position``."""
        index = bisect.bisect_right(self.journaled, position)
        last = self.journaled[index - 1] if index else 0
        if index and last == position:
            return False
        gap, every = FORMAT1_SPACING if self.format == 1 else (KEYFRAME_GAP, KEYFRAME_EVERY)
        since = position - last
        return (quiet and since >= gap) or since >= every

    def journal_keyframe(self, position: int, digest: int, data: bytes) -> Record:
        """The keyframe record for ``position`` (compressed against the journal's last one)."""
        return Record("keyframe", position, digest, state=data, format=self.format, base=self.chain)

    def keyframe_written(self, position: int, data: bytes) -> None:
        """The journal now holds a keyframe of ``position`` with state ``data``."""
        if position not in self.keyframes:
            self.keyframes[position] = data
        index = bisect.bisect_left(self.journaled, position)
        if index == len(self.journaled) or self.journaled[index] != position:
            self.journaled.insert(index, position)
        self.chain = data

    # ----------------------------------------------------------------- states
    def state_at(self, position: int) -> GameState:
        """Rebuild the state after ``position`` decisions of the current line."""
        cursor = self._prefetch_cursor
        base = self.keyframes.floor(position)
        if cursor is not None and base < cursor[0] <= position:
            # The prefetch is already past the nearest keyframe: continue from its state.
            self._prefetch_cursor = None
            base, state = cursor
        else:
            try:
                state = decode_state(self.keyframes[base], self.content)
            except Exception as exc:  # the validating decoder's refusal, or hostile bytes
                reason = f"its keyframe cannot be decoded ({type(exc).__name__}: {exc})"
                raise DesyncError(base, 0, 0, _short(reason), keyframe=base) from None
        for index in range(base, position):
            state = self._reapply(state, index)
        self._prefetch(position)
        return state

    def _reapply(self, state: GameState, index: int) -> GameState:
        """Apply decision ``index`` of the line to ``state`` and keep the keyframe it reaches;
        raise :class:`DesyncError` when it does not give the recorded digest."""
        entry = self.line[index]
        try:
            events = apply(state, self.content, entry.choice, self.runner).events
        except IllegalAction as exc:
            reason = _short(f"the choice is illegal there: {exc.reason}")
            raise DesyncError(index + 1, entry.digest, 0, reason) from None
        except Exception as exc:  # rules that changed may fail on an old line
            reason = f"the rules fail on it ({type(exc).__name__})"
            raise DesyncError(index + 1, entry.digest, 0, reason) from exc
        if entry.events is None and len(self.line) - index <= EVENTS_KEPT:
            entry.events = events
        data = canonical_bytes(state)
        actual = self.digest_of(data)
        if actual != entry.digest:
            variant = legacy_ending(state, entry.digest) if self.legacy else None
            if variant is None:
                raise DesyncError(index + 1, entry.digest, actual)
            state, data = variant, canonical_bytes(variant)
        self.remember(index + 1, data)
        return state

    def _prefetch(self, position: int) -> None:
        """Re-apply a decision or two below ``position`` where the line has no keyframe yet,
        from the nearest one below them: as many as keep ahead of undos coming down from
        ``position`` one at a time, at most ``PREFETCH_STEPS``. A failure here is left for the
        rebuild that needs the position to report."""
        if not self.dense:
            return
        gap = self._highest_gap(position)
        if gap is None:
            return
        cursor = self._prefetch_cursor
        if cursor is None or not cursor[0] < gap:
            cursor = None
            base = self.keyframes.floor(gap)
            need = gap - base + 1  # decoding costs about as much as a decision
        else:
            need = gap - cursor[0]
        steps = min(PREFETCH_STEPS, -(-need // max(1, position - gap)))
        if cursor is None:
            try:
                cursor = (base, decode_state(self.keyframes[base], self.content))
            except Exception:  # an undecodable keyframe is reported by state_at
                return
            steps -= 1
        self._prefetch_cursor = None
        at, state = cursor
        while steps > 0 and at < gap:  # applying decision `at` reaches position at + 1
            try:
                state = self._reapply(state, at)
            except Exception:  # the rebuild that needs this position reports it
                return
            at += 1
            steps -= 1
        if at < gap:
            self._prefetch_cursor = (at, state)

    def cover(self, position: int, reach: int) -> None:
        """Give every position from ``position - reach`` to ``position`` a keyframe now,
        re-applying from the keyframes below (a failure is left for the rebuild that needs
        the position to report)."""
        low = max(0, position - reach)
        gap = self._highest_gap(position, position - low) if self.dense else None
        while gap is not None:
            base = self.keyframes.floor(gap)
            try:
                state = decode_state(self.keyframes[base], self.content)
                for index in range(base, gap):
                    state = self._reapply(state, index)
            except Exception:  # reported by state_at when an undo needs it
                return
            if base <= low:
                return
            gap = self._highest_gap(base, base - low)

    def _highest_gap(self, position: int, reach: int = PREFETCH_REACH) -> int | None:
        """The highest position below ``position``, within reach, that has no keyframe."""
        for below in range(position - 1, max(-1, position - reach - 1), -1):
            if below not in self.keyframes:
                return below
        return None

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
        # Start a little lower than needed: one pass derives the events of several decisions.
        base = self.keyframes.floor(max(0, index - FORMAT1_SPACING[0]))
        state = decode_state(self.keyframes[base], self.content)
        for entry in self.line[base : index + 1]:
            events = apply(state, self.content, entry.choice, self.runner).events
            if entry.events is None:
                entry.events = events

    # ----------------------------------------------------------------- line moves
    def push(self, entry: LineEntry) -> None:
        """A new decision: the redo branch and keyframes beyond this point are abandoned."""
        self.redo_stack.clear()
        position = len(self.line)
        self.keyframes.drop_after(position)
        del self.journaled[bisect.bisect_right(self.journaled, position) :]
        cursor = self._prefetch_cursor
        if cursor is not None and cursor[0] > position:
            self._prefetch_cursor = None
        self.line.append(entry)
        if len(self.line) > EVENTS_KEPT:
            self.line[-EVENTS_KEPT - 1].events = None  # re-derived when shown again

    def pop_to(self, position: int) -> None:
        while len(self.line) > position:
            self.redo_stack.append(self.line.pop())

    def redo_to(self, position: int) -> None:
        while len(self.line) < position:
            self.line.append(self.redo_stack.pop())
